// The Graph workspace's Graphs: a status line (count, span, mode, cursor, markers, follow state; inverse while the
// panel has the focus) and every Graph as a card — title with the exact values at the cursor and A/B, braille
// plot with its value axis, time axis with the range's ends — in auto/1/2/3 columns; the cards scroll by row so
// the active card stays shown. Only the cards on screen are plotted (`plotsAt`). Each card is a memoized component
// of its plot object, which the App keeps while nothing the Graph shows changed, and draws as one Text (its lines
// pre-styled), so a new sample redraws only what changed.
import { Box, Text } from 'ink';
import { memo, useMemo } from 'react';
import type { GraphsPanelView } from '../../../app/graphs/feature.js';
import type { GraphPlot } from '../../../app/graphs/series.js';
import type { GraphColumns, GraphSpan } from '../../../model/graphs.js';
import { axisLabel, brailleRows, clockTime, formatElapsed, plotColumns, timeAxis, titleLine } from './plot.js';
import { sameProps } from '../../same-props.js';

function time(ms: number | null): string {
  return ms === null ? '-' : clockTime(ms);
}

/** The span as the status line says it: "5 min", "1 h", "fit". */
export function spanLabel(span: GraphSpan): string {
  if (span === 'fit') return 'fit';
  return span >= 3_600_000 ? `${span / 3_600_000} h` : `${span / 60_000} min`;
}

/** The line above the Graphs: count, span, mode, zero axis, columns, cursor and markers with A→B's elapsed time, follow/pause state, a running export. */
export function graphStatusLine(panel: GraphsPanelView): string {
  const w = panel.workspace;
  const follow = w.displayPaused ? 'paused' : w.follow ? 'following' : 'cursor fixed';
  const elapsed = w.markerAMs !== null && w.markerBMs !== null ? ` (${formatElapsed(w.markerBMs - w.markerAMs)})` : '';
  const markers = `A ${time(w.markerAMs)} B ${time(w.markerBMs)}${elapsed}`;
  const exporting = w.exporting ? `  exporting to ${w.exporting}…` : '';
  const look = `${w.displayMode === 'ma5' ? 'MA5' : 'Raw'}${w.zeroAxis ? ' zero' : ''} cols ${w.columns}`;
  return `Graphs ${w.graphs.length}/${w.capacity}  span ${spanLabel(w.span)}  ${look}  cursor ${time(panel.cursorMs)} (${follow})  ${markers}${exporting}`;
}

// SGR codes written into the plot text directly: one ink Text per Graph instead of a node per styled cell keeps
// the layout work of a 16-Graph frame small (ink measures ANSI-styled text by its visible width).
const SGR = { inverse: '\u001b[7m', noInverse: '\u001b[27m', bold: '\u001b[1m', noBold: '\u001b[22m', yellow: '\u001b[33m', magenta: '\u001b[35m', green: '\u001b[32m', resetColor: '\u001b[39m', dim: '\u001b[2m', noDim: '\u001b[22m' };

/** `mark` when it is a column of the row at or after `from`, else infinity. */
function nextMark(mark: number | null, from: number, length: number): number {
  return mark !== null && mark >= from && mark < length ? mark : Number.POSITIVE_INFINITY;
}

/** One plot row: dim axis label, green dots, the cursor column inverted and the A/B columns coloured. */
export function styledPlotLine(label: string, line: string, cursor: number, a: number | null, b: number | null): string {
  let text = `${SGR.dim}${label}${SGR.noDim}${SGR.green}`;
  // The dots between the marked columns go in as slices of the row: a few strings a line, not one per character.
  let from = 0;
  for (;;) {
    const column = Math.min(nextMark(cursor, from, line.length), nextMark(a, from, line.length), nextMark(b, from, line.length));
    if (column === Number.POSITIVE_INFINITY) break;
    const char = line[column]!;
    const color = column === a ? SGR.yellow : column === b ? SGR.magenta : '';
    const styled = `${color}${char}${color ? SGR.green : ''}`;
    text += line.slice(from, column) + (column === cursor ? `${SGR.inverse}${styled}${SGR.noInverse}` : styled);
    from = column + 1;
  }
  return `${text}${line.slice(from)}${SGR.resetColor}`;
}

/** Cuts a plain line to `width` characters (titles hold no escapes). */
function cut(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text;
}

/** A card's lines as one string: title (inverse and bold when active), plot rows, time axis. */
export function cardText(plot: GraphPlot, active: boolean, width: number, rows: number): string {
  const columns = plotColumns(width);
  const drawn = brailleRows(plot, columns, rows);
  const title = cut(titleLine(plot, width), width);
  const lines = [active ? `${SGR.inverse}${SGR.bold}${title}${SGR.noBold}${SGR.noInverse}` : title];
  drawn.lines.forEach((line, row) => lines.push(styledPlotLine(axisLabel(plot, row, rows), line, drawn.cursorColumn, drawn.aColumn, drawn.bColumn)));
  lines.push(`${SGR.dim}${timeAxis(plot, columns)}${SGR.noDim}`);
  return lines.join('\n');
}

interface GraphCardProps {
  readonly plot: GraphPlot;
  readonly active: boolean;
  readonly width: number;
  readonly rows: number;
}

export const GraphCard = memo(function GraphCard({ plot, active, width, rows }: GraphCardProps) {
  const text = useMemo(() => cardText(plot, active, width, rows), [plot, active, width, rows]);
  return (
    <Box width={width}>
      <Text>{text}</Text>
    </Box>
  );
}, sameProps);

/** Graph columns for the region's width: `auto` gives each card at least 60 columns, up to three. */
export function cardColumns(columns: GraphColumns, width: number): number {
  const n = columns === 'auto' ? Math.floor(width / 60) : columns;
  return Math.max(1, Math.min(3, n, Math.floor(width / 20) || 1));
}

/** Lines a card takes besides its plot rows: title and time axis. */
const CARD_CHROME = 2;

export interface CardGrid {
  readonly perRow: number;
  readonly cardWidth: number;
  readonly plotRows: number;
  /** Index of the first Graph shown and how many are shown. */
  readonly first: number;
  readonly count: number;
}

/** Which cards a region `width`×`height` shows (below the status line) with the active Graph at `activeIndex`. */
export function cardGrid(graphCount: number, activeIndex: number, columns: GraphColumns, heightRows: number, width: number, height: number): CardGrid {
  const perRow = cardColumns(columns, width);
  const cardWidth = Math.floor((width - (perRow - 1)) / perRow);
  const body = Math.max(1, height - 1);
  // Cards keep their saved height where it fits, else shrink (to one plot row) so at least one row of cards shows.
  const plotRows = Math.max(1, Math.min(heightRows, body - CARD_CHROME));
  const fittingRows = Math.max(1, Math.floor(body / (plotRows + CARD_CHROME)));
  const totalRows = Math.ceil(graphCount / perRow);
  const activeRow = Math.floor(Math.max(0, activeIndex) / perRow);
  const firstRow = Math.max(0, Math.min(totalRows - fittingRows, activeRow - fittingRows + 1));
  return { perRow, cardWidth, plotRows, first: firstRow * perRow, count: fittingRows * perRow };
}

/** Lines the empty workspace's status line and hint take. */
const EMPTY_ROWS = 4;

/**
 * Rows the Graphs' region needs to show every card at its saved height (`heightRows` plot rows) in `width` columns:
 * the status line and each row of cards. The workspace's layout gives the Samples inspector below the Graphs what
 * they do not need (workspace-layout.ts).
 */
export function graphsRowsWanted(graphCount: number, columns: GraphColumns, heightRows: number, width: number): number {
  if (graphCount === 0) return EMPTY_ROWS;
  return 1 + Math.ceil(graphCount / cardColumns(columns, width)) * (heightRows + CARD_CHROME);
}

export interface GraphViewProps {
  readonly panel: GraphsPanelView;
  readonly width: number;
  readonly height: number;
  readonly focused: boolean;
}

export function GraphView({ panel, width, height, focused }: GraphViewProps) {
  const activeId = panel.workspace.activeGraphId;
  const status = (
    <Text wrap="truncate" inverse={focused} bold={focused}>
      {graphStatusLine(panel)}
    </Text>
  );
  if (panel.workspace.graphs.length === 0) {
    return (
      <Box flexDirection="column" width={width} height={height} overflowY="hidden">
        {status}
        <Text wrap="truncate">No Graphs yet. In the table, ←/→ choose a metric column and g graphs it for the selected process;</Text>
        <Text wrap="truncate">in the system panels (Tab) g graphs the metric under the cursor.</Text>
        <Text wrap="truncate" dimColor>
          G hides the workspace; MCP clients add Graphs with winproc_add_graphs.
        </Text>
      </Box>
    );
  }
  const { graphs } = panel.workspace;
  const activeIndex = graphs.findIndex((graph) => graph.graphId === activeId);
  const grid = cardGrid(graphs.length, activeIndex, panel.workspace.columns, panel.workspace.heightRows, width, height);
  // Only the cards on screen are plotted: Graphs scrolled out of view compute nothing.
  const shown = panel.plotsAt(grid.first, grid.count);
  const rows: GraphPlot[][] = [];
  for (let i = 0; i < shown.length; i += grid.perRow) rows.push(shown.slice(i, i + grid.perRow));
  return (
    <Box flexDirection="column" width={width} height={height} overflowY="hidden">
      {status}
      {rows.map((row) => (
        <Box key={row[0]!.graphId} flexDirection="row" columnGap={1}>
          {row.map((plot) => (
            <GraphCard key={plot.graphId} plot={plot} active={plot.graphId === activeId} width={grid.cardWidth} rows={grid.plotRows} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
