// F1 / ? help: every key the first screen understands.
import { Box, Text } from 'ink';

export const HELP_LINES: readonly [string, string][] = [
  ['↑ ↓ PgUp PgDn Home End', 'move the selection'],
  ['t or Space', 'track / untrack the selected process name (keeps long history)'],
  ['T', 'Tracked-only: show tracked processes and Ghost Rows only'],
  ['/', 'filter by name, path or PID (Enter applies, Esc cancels)'],
  ['s / S', 'sort by the next / previous column'],
  ['r', 'reverse the sort direction'],
  ['p', 'pause / resume the display (sampling and MCP values go on)'],
  ['o', 'Settings (Disable MCP connections)'],
  ['F1 or ?', 'show / hide this help'],
  ['q', 'quit'],
];

export function HelpOverlay({ width }: { width: number }) {
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={Math.min(width, 84)}>
      <Text bold>Keys</Text>
      {HELP_LINES.map(([keys, what]) => (
        <Text key={keys} wrap="truncate">
          <Text color="cyan">{keys.padEnd(24)}</Text>
          {what}
        </Text>
      ))}
      <Text dimColor>* tracked   † exited tracked process (Ghost Row)   - value unavailable</Text>
    </Box>
  );
}
