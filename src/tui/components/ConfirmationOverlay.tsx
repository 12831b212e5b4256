// The local confirmation overlay (spec §10 "Shared action semantics"): the immutable action description, scrollable
// when it is longer than the screen, who asked, the time left for an MCP request, and the keys. It is drawn above
// every dialog and view until answered; sampling and Recording go on underneath.
import { Box, Text } from 'ink';
import { usePalette } from '../theme.js';
import type { ConfirmationView } from '../../app/view.js';
import { displaySafe } from '../format.js';

/** Lines of the description the overlay shows at once in a view `height` rows tall (border, title, keys take 5). */
export function confirmationWindow(height: number): number {
  return Math.max(1, height - 5);
}

/** The first line shown, kept inside the description whatever was scrolled. */
export function clampScroll(offset: number, lineCount: number, window: number): number {
  return Math.max(0, Math.min(offset, lineCount - window));
}

/**
 * The description cut into lines that fit `columns`, words kept whole where they fit, so nothing of the immutable
 * text is hidden by truncation: what does not fit the window is reached by scrolling.
 */
export function wrapDescription(description: string, columns: number): string[] {
  const out: string[] = [];
  // Newlines separate the description's paragraphs; any other control character (in a process name) is drawn safe.
  for (const paragraph of description.split('\n').map(displaySafe)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (candidate.length <= columns) {
        line = candidate;
        continue;
      }
      if (line !== '') out.push(line);
      let rest = word;
      while (rest.length > columns) {
        out.push(rest.slice(0, columns));
        rest = rest.slice(columns);
      }
      line = rest;
    }
    out.push(line);
  }
  return out;
}

/** Columns inside the overlay's double border and padding when the terminal is `width` wide. */
export function confirmationColumns(width: number): number {
  return Math.max(10, Math.min(width, 100) - 4);
}

export function secondsLeft(confirmation: ConfirmationView, nowMs: number): number | null {
  return confirmation.expiresAtMs === null ? null : Math.max(0, Math.ceil((confirmation.expiresAtMs - nowMs) / 1000));
}

export interface ConfirmationOverlayProps {
  readonly confirmation: ConfirmationView;
  readonly scroll: number;
  readonly nowMs: number;
  readonly width: number;
  readonly height: number;
}

export function ConfirmationOverlay({ confirmation, scroll, nowMs, width, height }: ConfirmationOverlayProps) {
  const palette = usePalette();
  const lines = wrapDescription(confirmation.description, confirmationColumns(width));
  const window = confirmationWindow(height);
  const first = clampScroll(scroll, lines.length, window);
  const shown = lines.slice(first, first + window);
  const left = secondsLeft(confirmation, nowMs);
  const who = confirmation.requester === 'mcp' ? 'an MCP client asks' : 'you asked';
  const more = confirmation.waiting > 1 ? ` · ${confirmation.waiting - 1} more waiting` : '';
  const timer = left === null ? '' : ` · refused automatically in ${left} s`;
  const position = lines.length > window ? ` · lines ${first + 1}–${first + shown.length} of ${lines.length} (↑↓ PgUp PgDn)` : '';
  return (
    <Box flexDirection="column" borderStyle="double" borderColor={palette.warning} paddingX={1} width={Math.min(width, 100)}>
      <Text bold color={palette.warning} wrap="truncate">{`Confirm (${who})${timer}${more}`}</Text>
      {shown.map((line, i) => (
        <Text key={first + i} wrap="truncate">
          {line}
        </Text>
      ))}
      <Text dimColor wrap="truncate">{`y/Enter confirm · n/Esc refuse${position}`}</Text>
    </Box>
  );
}
