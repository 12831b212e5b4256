// The activity header: MCP badge, activity (REC with the elapsed time while recording), freshness (STALE Ns),
// DISPLAY PAUSED, host and clock.
import { Box, Text } from 'ink';
import type { AppView } from '../../app/view.js';
import { usePalette } from '../theme.js';

export const STALE_AFTER_MS = 3_000;

const ACTIVITY_LABEL = { live: 'LIVE', recording: 'REC', log_view: 'LOG VIEW' } as const;
const TITLE = 'winproc-tui ';
const BADGE = 'MCP ';

export function staleSeconds(view: AppView, nowMs: number): number | null {
  if (view.activity === 'log_view' || view.latestAppliedAtMs === null) return null;
  const age = nowMs - view.latestAppliedAtMs;
  return age >= STALE_AFTER_MS ? Math.floor(age / 1000) : null;
}

/** `REC 1:02:03` while recording (`REC !` when writing failed), else the activity's label. */
export function activityLabel(view: AppView, nowMs: number): string {
  const { recording } = view;
  if (view.activity !== 'recording' || recording.startedAtMs === null) return ACTIVITY_LABEL[view.activity];
  const total = Math.max(0, Math.floor((nowMs - recording.startedAtMs) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const elapsed = `${Math.floor(total / 3600)}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`;
  return `REC ${elapsed}${recording.error !== null ? ' WRITE FAILED' : ''}`;
}

export function Header({ view, nowMs, width }: { view: AppView; nowMs: number; width: number }) {
  const palette = usePalette();
  const stale = staleSeconds(view, nowMs);
  const connections = view.mcp.state === 'listening' ? view.mcp.connections : 0;
  const activity = activityLabel(view, nowMs);
  const staleLabel = stale !== null ? ` STALE ${stale}s` : '';
  const pausedLabel = view.displayPaused ? ' DISPLAY PAUSED' : '';
  const clock = view.displayedAtMs !== null ? new Date(view.displayedAtMs).toISOString().slice(11, 19) : '--:--:--';
  const right = ` ${view.host?.hostname ?? ''} ${clock}Z`;
  // The activity and freshness/pause labels win: the badge shows only if it fits beside them, then host and clock.
  const essentials = TITLE.length + activity.length + staleLabel.length + pausedLabel.length;
  const showBadge = connections > 0 && essentials + BADGE.length <= width;
  const used = essentials + (showBadge ? BADGE.length : 0);
  const showRight = used + right.length <= width;
  return (
    <Box width={width} justifyContent="space-between">
      <Box flexShrink={0}>
        <Text bold>{TITLE}</Text>
        {showBadge ? <Text color={palette.badgeForeground} backgroundColor={palette.badgeBackground} inverse={palette.badgeBackground === undefined}>MCP</Text> : null}
        {showBadge ? <Text> </Text> : null}
        <Text color={view.activity === 'recording' ? palette.error : palette.live} bold>{activity}</Text>
        {staleLabel ? <Text color={palette.warning} bold>{staleLabel}</Text> : null}
        {pausedLabel ? <Text color={palette.paused} bold>{pausedLabel}</Text> : null}
      </Box>
      {showRight ? <Text dimColor>{right}</Text> : null}
    </Box>
  );
}
