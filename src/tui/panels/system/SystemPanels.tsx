// The system panels: MEM, CPU, NW/DISK and GPU, from the displayed system sample; missing values show as a dash.
// Focused (Tab), the item under the metric cursor is drawn inverse and the titles say which keys act.
import { Box, Text } from 'ink';
import { memo } from 'react';
import type { GpuAdapterSample, SystemSample } from '../../../model/types.js';
import { fillLine } from '../../format.js';
import { usePalette } from '../../theme.js';
import { systemItems, type SystemItem, type SystemPanelName } from './items.js';
import { sameProps } from '../../same-props.js';

const PANELS: readonly SystemPanelName[] = ['MEM', 'CPU', 'NW/DISK', 'GPU'];
const INVERSE = '\u001b[7m';
const NO_INVERSE = '\u001b[27m';

const MORE = '…' as const;

/**
 * The items of one line that fit `width`: all of them when they fit, else the line's fixed items and its per-CPU cells
 * from the first one that still leaves the cursor's cell in sight (an ellipsis where cells were left out before it).
 */
function visibleItems(line: readonly SystemItem[], cursor: SystemItem | null, width: number): (SystemItem | typeof MORE)[] {
  const length = (parts: readonly (SystemItem | typeof MORE)[]) => parts.reduce((sum, part) => sum + (part === MORE ? 1 : part.text.length), 0) + Math.max(0, parts.length - 1);
  if (length(line) <= width) return [...line];
  const fixed = line.filter((item) => !item.scrolls);
  const cells = line.filter((item) => item.scrolls);
  const at = cursor === null ? -1 : cells.indexOf(cursor);
  for (let first = 0; first <= at; first++) {
    const shown = [...fixed, ...(first > 0 ? [MORE] : []), ...cells.slice(first, at + 1)];
    if (length(shown) <= width) return [...shown, ...cells.slice(at + 1)];
  }
  return at <= 0 ? [...line] : [...fixed, MORE, ...cells.slice(at)];
}

/** A panel's three lines, one string each (items of a line joined by a space, the cursor's item inverse), `width` wide at most where a line scrolls. */
export function panelLines(items: readonly SystemItem[], panel: SystemPanelName, cursor: SystemItem | null, width = Number.POSITIVE_INFINITY): string[] {
  const byLine: SystemItem[][] = [[], [], []];
  for (const item of items) if (item.panel === panel) byLine[item.line]!.push(item);
  return byLine.map((line) =>
    visibleItems(line, cursor, width)
      .map((item) => (item === MORE ? MORE : item === cursor ? `${INVERSE}${item.text}${NO_INVERSE}` : item.text))
      .join(' '),
  );
}

function Panel({ title, lines, width, shrunk, focused }: { title: string; lines: string[]; width: number; shrunk: boolean; focused: boolean }) {
  const palette = usePalette();
  return (
    <Box flexDirection="column" width={width} marginRight={1}>
      <Text bold color={palette.accent} inverse={focused}>
        {title}
      </Text>
      {shrunk ? (
        // Narrower than the panels (under 76 columns): the layout shrinks them, and ink cuts each line to what is left.
        lines.map((line, i) => (
          <Text key={i} wrap="truncate">
            {line}
          </Text>
        ))
      ) : (
        // One Text for the panel's lines (one layout node, issue 32), each cut to the panel as its own Text was and
        // filled to its width, so the Text keeps its size as the values change (no layout of the frame for them).
        <Text>{lines.map((line) => fillLine(line, width)).join('\n')}</Text>
      )}
    </Box>
  );
}

export interface SystemPanelsProps {
  readonly system: SystemSample | null;
  readonly gpus: readonly GpuAdapterSample[];
  readonly width: number;
  /** The metric cursor's index into systemItems when the panels have the focus, else null. */
  readonly cursor?: number | null;
}

export const SystemPanels = memo(function SystemPanels({ system, gpus, width, cursor = null }: SystemPanelsProps) {
  const panelWidth = Math.max(18, Math.floor(width / 4) - 1);
  const shrunk = PANELS.length * (panelWidth + 1) > width;
  const items = systemItems(system, gpus);
  const selected = cursor === null ? null : (items[Math.min(cursor, items.length - 1)] ?? null);
  return (
    <Box width={width}>
      {PANELS.map((panel) => (
        <Panel key={panel} title={panel} width={panelWidth} shrunk={shrunk} focused={selected?.panel === panel} lines={panelLines(items, panel, selected, panelWidth)} />
      ))}
    </Box>
  );
}, sameProps);
