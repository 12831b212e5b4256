// Draws one Graph's points as braille text over its time range (2 dot columns per character, 4 dot rows per text
// row) with a left axis holding the max and min labels and a time axis under it: pure functions of the App's
// GraphPlot, so a frame re-renders a Graph only when its plot object changed (GraphView.tsx memoizes on it).
// Each dot column covers an equal slice of the range and draws the exact stored samples inside it: one sample is
// one dot, several are a bar from their min to their max (never an average that never happened); a slice with no
// sample stays empty.
import type { MetricUnit } from '../../../../generated/metrics.js';
import type { GraphPlot } from '../../../app/graphs/series.js';
import type { StoredValue } from '../../../model/history.js';
import { displaySafe, fit, formatMetric, MISSING } from '../../format.js';

/** Width of the axis labels left of the plot (plus the axis line itself). */
export const AXIS_LABEL_WIDTH = 8;

/** Braille dot bits: [column][row from top], Unicode order (U+2800 + bits). */
const DOTS: readonly (readonly number[])[] = [
  [0x01, 0x02, 0x04, 0x40],
  [0x08, 0x10, 0x20, 0x80],
];

/** The plot area's width in characters for a card `width` wide. */
export function plotColumns(width: number): number {
  return Math.max(4, width - AXIS_LABEL_WIDTH - 1);
}

export interface PlotRows {
  /** `rows` lines of braille, top first. */
  readonly lines: readonly string[];
  /** Character column of the cursor and of A/B when visible, for highlighting. */
  readonly cursorColumn: number;
  readonly aColumn: number | null;
  readonly bColumn: number | null;
}

type Plotted = Pick<GraphPlot, 'points' | 'times' | 'fromMs' | 'toMs' | 'min' | 'max' | 'cursorIndex' | 'aIndex' | 'bIndex'>;

/** The dot column (0 .. dots-1) of time `atMs` in the plot's range. */
function dotColumn(plot: Plotted, atMs: number, dots: number): number {
  const range = plot.toMs - plot.fromMs;
  if (range <= 0) return dots - 1;
  return Math.max(0, Math.min(dots - 1, Math.floor(((atMs - plot.fromMs) / range) * (dots - 1) + 0.5)));
}

// Scratch storage of brailleRows, grown to the widest plot and reused by every plot of every frame (the TUI draws
// on one thread, one call at a time): a frame of 16 Graphs allocates their row strings and nothing per dot or cell.
let lowScratch = new Float64Array(0);
let highScratch = new Float64Array(0);
let cellScratch = new Uint16Array(0);
/**
 * One row's character codes, as long as a row (a frame's cards are all one width). `String.fromCharCode.apply` over a
 * typed array first copies it into a new array (~1.2 KB of garbage a 100-column row); over a plain array of small
 * integers it reads them in place.
 */
let rowCodes: number[] = [];

/** The braille characters of `cells[start .. start + columns)` as one string. */
function rowString(cells: Uint16Array, start: number, columns: number): string {
  if (rowCodes.length !== columns) rowCodes = new Array<number>(columns).fill(0);
  for (let i = 0; i < columns; i++) rowCodes[i] = cells[start + i]!;
  return String.fromCharCode.apply(null, rowCodes);
}

/** Braille rows for `plot`: each dot column draws the range (min..max) of the exact samples falling in it. */
export function brailleRows(plot: Plotted, columns: number, rows: number): PlotRows {
  const dots = columns * 2;
  if (lowScratch.length < dots) {
    lowScratch = new Float64Array(dots);
    highScratch = new Float64Array(dots);
  }
  if (cellScratch.length < rows * columns) cellScratch = new Uint16Array(rows * columns);
  const low = lowScratch.fill(Number.POSITIVE_INFINITY, 0, dots);
  const high = highScratch.fill(Number.NEGATIVE_INFINITY, 0, dots);
  const { points, times } = plot;
  for (let i = 0; i < points.length; i++) {
    const value = points[i]!;
    if (Number.isNaN(value)) continue;
    const d = dotColumn(plot, times[i]!, dots);
    if (value < low[d]!) low[d] = value;
    if (value > high[d]!) high[d] = value;
  }
  const cells = cellScratch.fill(0x2800, 0, rows * columns);
  const dotRows = rows * 4;
  const min = plot.min ?? 0;
  const span = (plot.max ?? 0) - min;
  const middle = Math.floor((dotRows - 1) / 2);
  for (let d = 0; d < dots; d++) {
    if (low[d] === Number.POSITIVE_INFINITY) continue;
    const bottom = span === 0 ? middle : Math.round(((low[d]! - min) / span) * (dotRows - 1));
    const top = span === 0 ? middle : Math.round(((high[d]! - min) / span) * (dotRows - 1));
    const bits = DOTS[d % 2]!;
    const column = d >> 1;
    for (let l = bottom; l <= top; l++) {
      const fromTop = dotRows - 1 - l;
      cells[(fromTop >> 2) * columns + column] |= bits[fromTop & 3]!;
    }
  }
  const lines: string[] = [];
  for (let row = 0; row < rows; row++) lines.push(rowString(cells, row * columns, columns));
  const column = (index: number | null): number | null => (index === null || index < 0 || index >= times.length ? null : Math.floor(dotColumn(plot, times[index]!, dots) / 2));
  return {
    lines,
    cursorColumn: column(plot.cursorIndex) ?? columns - 1,
    aColumn: column(plot.aIndex),
    bColumn: column(plot.bIndex),
  };
}

/** A value as the Graph's unit shows it; exact integers stay bigint all the way. */
export function formatValue(value: StoredValue | number | null, plot: Pick<GraphPlot, 'unit' | 'integer'>): string {
  if (value === null) return MISSING;
  if (plot.integer && typeof value === 'number') return formatMetric(BigInt(Math.round(value)), plot.unit);
  return formatMetric(value, plot.unit);
}

const UNIT_SUFFIX: Readonly<Record<MetricUnit, string>> = { bytes: ' B', bytes_per_second: ' B/s', percent: ' %', pages_per_second: ' /s', events_per_second: ' /s', count: '', text: '' };

/** A difference in full ("+52,551,680 B"): exact integers with digit groups, floats to one decimal, always signed. */
export function formatDelta(value: StoredValue, unit: MetricUnit): string {
  const negative = typeof value === 'bigint' ? value < 0n : value < 0;
  const magnitude = typeof value === 'bigint' ? (negative ? -value : value).toLocaleString('en-US') : Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${negative ? '-' : '+'}${magnitude}${UNIT_SUFFIX[unit]}`;
}

/** Elapsed time between two samples: "18 s", "0.4 s", "3 min 12 s", "1 h 02 min"; negative when B is before A. */
export function formatElapsed(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(ms);
  if (abs < 10_000 && abs % 1000 !== 0) return `${sign}${(abs / 1000).toFixed(1)} s`;
  const seconds = Math.round(abs / 1000);
  if (seconds < 60) return `${sign}${seconds} s`;
  if (seconds < 3600) return `${sign}${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${sign}${Math.floor(seconds / 3600)} h ${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')} min`;
}

/** The axis label of text row `row`: max at the top, min at the bottom, blank between. */
export function axisLabel(plot: Pick<GraphPlot, 'min' | 'max' | 'unit' | 'integer'>, row: number, rows: number): string {
  const text = row === 0 ? formatValue(plot.max, plot) : row === rows - 1 ? formatValue(plot.min, plot) : '';
  return `${fit(text, AXIS_LABEL_WIDTH - 1, 'right')}┤`;
}

/** A time of day as the time axis shows it (UTC, as every time the TUI shows). */
export function clockTime(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19);
}

/** The time axis under the plot: the range's start at the left, its end at the right, `columns` wide after the labels. */
export function timeAxis(plot: Pick<GraphPlot, 'fromMs' | 'toMs'>, columns: number): string {
  const from = clockTime(plot.fromMs);
  const to = clockTime(plot.toMs);
  const gap = columns - from.length - to.length;
  return `${' '.repeat(AXIS_LABEL_WIDTH)}${gap >= 1 ? `${from}${' '.repeat(gap)}${to}` : to.padStart(columns)}`;
}

/** B−A in the value's short units ("+50.1M"), for a title too narrow for the exact difference. */
function shortDelta(value: StoredValue, plot: Pick<GraphPlot, 'unit' | 'integer'>): string {
  const negative = typeof value === 'bigint' ? value < 0n : value < 0;
  const magnitude = typeof value === 'bigint' ? (negative ? -value : value) : Math.abs(value);
  return `${negative ? '-' : '+'}${formatValue(magnitude, plot)}`;
}

/**
 * The title line in `width` columns: ID, metric, mode, the exact value at the cursor, A, B and B−A with the elapsed
 * time, then the target (the values come first). Where that is too wide it gives way in this order: the target's
 * start time (name and PID stay), then A and B (B−A stays, in short units), then B−A, then the end of the name (the
 * PID stays). Only a card too narrow for metric, value and PID cuts the line at its end (GraphView's `cut`).
 */
export function titleLine(plot: GraphPlot, width = Number.POSITIVE_INFINITY): string {
  const mode = plot.mode === 'ma5' ? ' MA5' : '';
  const head = `#${plot.graphId} ${plot.metricName}${mode} @ ${formatValue(plot.cursorValue, plot)}`;
  const hasMarkers = plot.aIndex !== null || plot.bIndex !== null || plot.aValue !== null || plot.bValue !== null;
  const both = plot.difference !== null && plot.elapsedMs !== null;
  const delta = both ? `  B−A ${formatDelta(plot.difference!, plot.unit)} in ${formatElapsed(plot.elapsedMs!)}` : '';
  const ab = hasMarkers ? `  A ${formatValue(plot.aValue, plot)}  B ${formatValue(plot.bValue, plot)}${delta}` : '';
  const compact = both ? `  B−A ${shortDelta(plot.difference!, plot)} in ${formatElapsed(plot.elapsedMs!)}` : '';
  // A process name may hold control characters (a newline splits a terminal line).
  const name = displaySafe(plot.shortTarget.name);
  const pid = plot.shortTarget.pid === null ? '' : ` (PID ${plot.shortTarget.pid})`;
  const short = `${name}${pid}`;
  const candidates = [`${head}${ab}  ${displaySafe(plot.target)}`, `${head}${ab}  ${short}`, `${head}${compact}  ${short}`, `${head}  ${short}`];
  const fitting = candidates.find((candidate) => candidate.length <= width);
  if (fitting !== undefined) return fitting;
  const room = width - head.length - 2 - pid.length;
  return room >= 2 ? `${head}  ${name.slice(0, room - 1)}…${pid}` : `${head}  ${short}`;
}
