// The activity header: MCP badge, activity, freshness (STALE Ns), DISPLAY PAUSED, host and clock.
import { Box, Text } from 'ink';
import type { AppView } from '../../app/view.js';

export const STALE_AFTER_MS = 3_000;

const ACTIVITY_LABEL = { live: 'LIVE', recording: 'REC', log_view: 'LOG VIEW' } as const;

export function staleSeconds(view: AppView, nowMs: number): number | null {
  if (view.activity === 'log_view' || view.latestAppliedAtMs === null) return null;
  const age = nowMs - view.latestAppliedAtMs;
  return age >= STALE_AFTER_MS ? Math.floor(age / 1000) : null;
}

export function Header({ view, nowMs, width }: { view: AppView; nowMs: number; width: number }) {
  const stale = staleSeconds(view, nowMs);
  const connections = view.mcp.state === 'listening' ? view.mcp.connections : 0;
  const activity = ACTIVITY_LABEL[view.activity];
  // The activity and freshness/pause labels win over the MCP badge at narrow widths (spec §3.2).
  const essentials = activity.length + (stale !== null ? 10 : 0) + (view.displayPaused ? 16 : 0) + 14;
  const showBadge = connections > 0 && width >= essentials + 5;
  const clock = view.displayedAtMs !== null ? new Date(view.displayedAtMs).toISOString().slice(11, 19) : '--:--:--';
  return (
    <Box width={width} justifyContent="space-between">
      <Box>
        <Text bold>winproc-tui </Text>
        {showBadge ? <Text color="black" backgroundColor="cyan">MCP</Text> : null}
        {showBadge ? <Text> </Text> : null}
        <Text color={view.activity === 'recording' ? 'red' : 'green'} bold>{activity}</Text>
        {stale !== null ? <Text color="yellow" bold>{` STALE ${stale}s`}</Text> : null}
        {view.displayPaused ? <Text color="magenta" bold> DISPLAY PAUSED</Text> : null}
      </Box>
      {width >= 60 ? <Text dimColor>{`${view.host?.hostname ?? ''} ${clock}Z`}</Text> : null}
    </Box>
  );
}
