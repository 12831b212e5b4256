// Settings: the `Disable MCP connections` checkbox with the detailed listener status (spec §3.2).
import { Box, Text } from 'ink';
import type { AppView } from '../../app/view.js';

export function listenerStatus(view: AppView): string {
  switch (view.mcp.state) {
    case 'disabled':
      return view.mcpConnectionsDisabled ? 'no listener (connections disabled)' : 'no listener';
    case 'starting':
      return 'starting the listener';
    case 'listening':
      return `listening, ${view.mcp.connections} active connection${view.mcp.connections === 1 ? '' : 's'}`;
    case 'failed':
      return `listener failed: ${view.mcp.error}`;
  }
}

export function SettingsOverlay({ view, width }: { view: AppView; width: number }) {
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={Math.min(width, 84)}>
      <Text bold>Settings</Text>
      <Text>
        <Text color="cyan">{view.mcpConnectionsDisabled ? '[x]' : '[ ]'}</Text> Disable MCP connections
      </Text>
      <Text dimColor wrap="truncate">{`    MCP: ${listenerStatus(view)}`}</Text>
      <Text dimColor>Space/Enter toggles (applies now, saved on a successful quit) · Esc or o closes</Text>
    </Box>
  );
}
