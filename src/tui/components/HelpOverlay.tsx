// F1 / ? help: every key of every table of the keymap (src/tui/keymap.ts: global, each panel's, the dialogs'),
// each table under its heading, scrolled with the arrows and PgUp/PgDn when taller than the screen, plus the mouse.
import { Box, Text } from 'ink';
import { helpLines } from '../keymap.js';
import { usePalette } from '../theme.js';

const LINES = helpLines();
/** The mouse is no key, so the table cannot list it: help adds it after the keys. */
export const MOUSE_HELP = { keys: 'mouse', help: 'click a row selects, a column header sorts (again: reverses), a tab switches, a Settings line selects and changes it; wheel scrolls' };
const ALL = [...LINES, MOUSE_HELP];

/** Lines of the overlay that are not help lines: border (2), title, position. */
const CHROME = 4;

export function helpWindow(height: number): number {
  return Math.max(1, height - CHROME);
}

/** The largest scroll offset help has at `height`. */
export function helpMaxScroll(height: number): number {
  return Math.max(0, ALL.length - helpWindow(height));
}

export function HelpOverlay({ width, height, scroll }: { width: number; height: number; scroll: number }) {
  const palette = usePalette();
  const window = helpWindow(height);
  const top = Math.max(0, Math.min(scroll, helpMaxScroll(height)));
  const shown = ALL.slice(top, top + window);
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={Math.min(width, 120)}>
      <Text wrap="truncate">
        <Text bold>Keys</Text>
        <Text dimColor>{'     * tracked   † exited tracked process (Ghost Row)   - value unavailable'}</Text>
      </Text>
      {shown.map((line) =>
        'heading' in line && line.heading ? (
          <Text key={line.keys} bold wrap="truncate">
            {line.keys}
          </Text>
        ) : (
          <Text key={line.keys + line.help} wrap="truncate">
            <Text color={palette.accent}>{`${line.keys} `.padEnd(24)}</Text>
            {line.help}
          </Text>
        ),
      )}
      <Text dimColor wrap="truncate">{`${top + 1}-${top + shown.length} of ${ALL.length}${top + shown.length < ALL.length ? ' · ↓ PgDn more' : ''}${top > 0 ? ' · ↑ PgUp back' : ''} · Esc or ? closes`}</Text>
    </Box>
  );
}
