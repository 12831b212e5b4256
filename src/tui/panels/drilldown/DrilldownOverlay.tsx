// The drill-down overlay (D): at the cursor's exact sample time, the processes highest for the active Graph's metric
// (two lists for a system or adapter Graph), each with its exact value then, highest first; the chosen entry is
// inverted, Enter selects it in the table, Esc closes. Drawn in place of the view, like the Log list.
import { Box, Text } from 'ink';
import type { DrilldownList, DrilldownView } from '../../../app/graphs/drilldown.js';
import { formatExact, formatSampleTime, unitSuffix } from '../../exact.js';
import { displaySafe, fit } from '../../format.js';
import { footerKeys } from '../../keymap.js';
import { usePalette } from '../../theme.js';
import type { DrilldownPanelState } from './reducer.js';

export interface DrilldownLine {
  readonly text: string;
  /** The entry index the line shows (for the selection), or null for a heading. */
  readonly entry: number | null;
}

/** A list's lines: its heading with how many lifetimes had a sample then, and one line per entry. */
function listLines(list: DrilldownList, first: number, width: number): DrilldownLine[] {
  const suffix = unitSuffix(list.unit);
  const top = list.entries.filter((entry, i) => entry.rank === i + 1).length;
  const heading = `${list.metricName}: top ${top} of ${list.sampled} sampled then`;
  const lines: DrilldownLine[] = [{ text: fit(heading, width, 'left'), entry: null }];
  if (list.entries.length === 0) lines.push({ text: fit('  no process has a sample at this time', width, 'left'), entry: null });
  list.entries.forEach((entry, i) => {
    // The Graph's own process below the top: a gap line first, then its rank.
    if (i > 0 && entry.rank > list.entries[i - 1]!.rank + 1) lines.push({ text: fit('  …', width, 'left'), entry: null });
    const value = `${formatExact(entry.value)}${suffix}`;
    const left = `${String(entry.rank).padStart(3)} ${String(entry.pid).padStart(7)} ${displaySafe(entry.name)}`;
    const room = Math.max(1, width - value.length - 1);
    lines.push({ text: `${fit(left, room, 'left')} ${value}`, entry: first + i });
  });
  return lines;
}

/** Every line of the overlay's body, in order. */
export function drilldownLines(view: DrilldownView, width: number): DrilldownLine[] {
  const lines: DrilldownLine[] = [];
  let first = 0;
  for (const list of view.lists) {
    if (lines.length > 0) lines.push({ text: '', entry: null });
    lines.push(...listLines(list, first, width));
    first += list.entries.length;
  }
  return lines;
}

export function DrilldownOverlay({ view, state, width, height }: { view: DrilldownView; state: DrilldownPanelState; width: number; height: number }) {
  const palette = usePalette();
  const inner = Math.max(10, width - 2);
  // One column for the choice mark (▸, besides the inverted line, so it reads without video attributes too).
  const lines = drilldownLines(view, inner - 1);
  const where = view.source === 'log' ? 'recorded frame' : 'sample';
  const title = displaySafe(`Drill-down at ${formatSampleTime(view.atMs, view.atMs % 1000 !== 0)} (${where})  ${view.graphTitle}`);
  // Title, notice and footer around the list; the list scrolls to keep the selected entry visible.
  const room = Math.max(1, height - 4);
  const selectedLine = Math.max(0, lines.findIndex((line) => line.entry === state.selected));
  const top = Math.max(0, Math.min(lines.length - room + 1, selectedLine - room + 2));
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle="round" borderColor={palette.accent} paddingX={0}>
      <Text wrap="truncate" bold>
        {fit(title, inner, 'left')}
      </Text>
      <Box flexDirection="column" flexGrow={1}>
        {lines.slice(top, top + room - 1).map((line, i) => (
          <Text key={i} wrap="truncate" inverse={line.entry !== null && line.entry === state.selected}>
            {`${line.entry !== null && line.entry === state.selected ? '▸' : ' '}${line.text}`}
          </Text>
        ))}
      </Box>
      <Text wrap="truncate" color={palette.warning}>
        {state.notice ?? ' '}
      </Text>
      <Text wrap="truncate" dimColor>
        {footerKeys('drilldown')}
      </Text>
    </Box>
  );
}
