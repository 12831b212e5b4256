// Draws one Graph's points as braille text (2 samples per character column, 4 dot rows per text row) with a left
// axis holding the max and min labels: pure functions of the App's GraphPlot, so a frame re-renders a Graph only
// when its plot object changed (components/GraphView.tsx memoizes on it).
import type { GraphPlot } from '../../app/graphs/series.js';
import type { StoredValue } from '../../model/history.js';
import { displaySafe, fit, formatMetric, MISSING } from '../format.js';

/** Width of the axis labels left of the plot (plus the axis line itself). */
export const AXIS_LABEL_WIDTH = 8;

/** Braille dot bits: [column][row from top], Unicode order (U+2800 + bits). */
const DOTS: readonly (readonly number[])[] = [
  [0x01, 0x02, 0x04, 0x40],
  [0x08, 0x10, 0x20, 0x80],
];

/** Samples one text column holds. */
export const SAMPLES_PER_COLUMN = 2;

/** The plot area's width in characters for a terminal `width` wide. */
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

/**
 * Braille rows for `points` (the last `columns * 2` of them, right-aligned so the newest sample is at the right
 * edge): each available value is one dot at its height between min and max; a missing value leaves a gap.
 */
export function brailleRows(plot: Pick<GraphPlot, 'points' | 'min' | 'max' | 'cursorIndex' | 'aIndex' | 'bIndex'>, columns: number, rows: number): PlotRows {
  const capacity = columns * SAMPLES_PER_COLUMN;
  const offset = Math.max(0, plot.points.length - capacity);
  const shift = capacity - Math.min(capacity, plot.points.length);
  const cells = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  const dotRows = rows * 4;
  const min = plot.min ?? 0;
  const span = (plot.max ?? 0) - min;
  for (let i = offset; i < plot.points.length; i++) {
    const value = plot.points[i];
    if (value === null || value === undefined) continue;
    const slot = i - offset + shift;
    const level = span === 0 ? Math.floor((dotRows - 1) / 2) : Math.round(((value - min) / span) * (dotRows - 1));
    const fromTop = dotRows - 1 - level;
    const row = Math.floor(fromTop / 4);
    cells[row]![Math.floor(slot / 2)]! |= DOTS[slot % 2]![fromTop % 4]!;
  }
  const column = (index: number | null): number | null => (index === null || index < offset ? null : Math.floor((index - offset + shift) / 2));
  return {
    lines: cells.map((row) => row.map((bits) => String.fromCharCode(0x2800 + bits)).join('')),
    cursorColumn: column(plot.cursorIndex) ?? 0,
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

/** The axis label of text row `row`: max at the top, min at the bottom, blank between. */
export function axisLabel(plot: Pick<GraphPlot, 'min' | 'max' | 'unit' | 'integer'>, row: number, rows: number): string {
  const text = row === 0 ? formatValue(plot.max, plot) : row === rows - 1 ? formatValue(plot.min, plot) : '';
  return `${fit(text, AXIS_LABEL_WIDTH - 1, 'right')}┤`;
}

/** The title line: ID, metric, target, mode, and the exact values at the cursor, A, B and B−A. */
export function titleLine(plot: GraphPlot): string {
  const mode = plot.mode === 'ma5' ? ' MA5' : '';
  const ab = plot.aIndex !== null || plot.bIndex !== null || plot.aValue !== null || plot.bValue !== null ? `  A ${formatValue(plot.aValue, plot)}  B ${formatValue(plot.bValue, plot)}  B−A ${formatValue(plot.difference, plot)}` : '';
  // A process name may hold control characters (a newline splits a terminal line).
  const target = displaySafe(plot.target);
  return `#${plot.graphId} ${plot.metricName}${mode}  ${target}  @ ${formatValue(plot.cursorValue, plot)}${ab}`;
}
