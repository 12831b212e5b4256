// F1 / ? help: every key the TUI understands, drawn from the key table (src/tui/keymap.ts).
import { Box, Text } from 'ink';
import { helpLines } from '../keymap.js';

const LINES = helpLines();

export function HelpOverlay({ width }: { width: number }) {
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={Math.min(width, 84)}>
      <Text wrap="truncate">
        <Text bold>Keys</Text>
        <Text dimColor>{'     * tracked   † exited tracked process (Ghost Row)   - value unavailable'}</Text>
      </Text>
      {LINES.map(({ keys, help }) => (
        <Text key={keys} wrap="truncate">
          <Text color="cyan">{`${keys} `.padEnd(24)}</Text>
          {help}
        </Text>
      ))}
    </Box>
  );
}
