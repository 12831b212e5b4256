// The Samples inspector (v, focus id `samples`): the active Graph's exact samples around the shared cursor — time, value, delta to the
// previous sample, A/B marks — scrolling with the cursor, and under them Max @ time over the visible range, the
// moving average at the cursor, A, B and B−A with the time between them. A missing sample shows as a dash, never 0.
// Rows read "▸A 08:32:13  127,332,352  +0": the cursor mark, the A/B marks, time, exact value, delta.
import { Box, Text } from 'ink';
import { memo, useEffect } from 'react';
import type { GraphsPanelView } from '../../../app/graphs/feature.js';
import type { SampleRow, SamplesView } from '../../../app/graphs/samples.js';
import { MOVING_AVERAGE_SAMPLES } from '../../../app/graphs/samples.js';
import { formatDifference, formatExact, formatSampleTime, formatSigned, unitSuffix } from '../../exact.js';
import { TextLines } from '../../components/text-lines.js';
import { displaySafe, fit, truncateLine } from '../../format.js';
import { firstVisibleRow, type SamplesPanelState } from './reducer.js';
import { sameProps } from '../../same-props.js';

/** Lines below the rows: Max, MA5, A, B, B−A. */
export const SUMMARY_LINES = 5;
/** Lines above the rows: the title and the column header. */
export const HEADER_LINES = 2;

/** Milliseconds in the times when samples are less than a second apart (a compressed interval), else whole seconds. */
function needsMilliseconds(view: SamplesView): boolean {
  for (let i = 1; i < view.rows.length; i++) if (view.rows[i]!.atMs - view.rows[i - 1]!.atMs < 1000) return true;
  return false;
}

/** A list row's text and what it was made from (a sample's time, value and delta never change once stored). */
interface RowText {
  readonly marks: string;
  readonly value: SampleRow['value'];
  readonly delta: SampleRow['delta'];
  readonly text: string;
}

/**
 * The rows drawn last, by sample time, with the layout they were fitted to. While following, each new sample moves
 * the list by one row: the rows still shown are the same text, taken from here instead of formatted again.
 */
let drawnRows: { width: number; valueWidth: number; milliseconds: boolean; byTime: Map<number, RowText> } = { width: -1, valueWidth: -1, milliseconds: false, byTime: new Map() };

export interface SamplesLines {
  readonly title: string;
  readonly header: string;
  readonly rows: readonly { readonly text: string; readonly cursor: boolean }[];
  readonly summary: readonly string[];
}

/** Every line the panel draws, fitted to `width`, for `visible` sample rows starting at row `top` of the view. */
export function samplesLines(view: SamplesView, width: number, visible: number, top: number): SamplesLines {
  const ms = needsMilliseconds(view);
  const time = (atMs: number) => formatSampleTime(atMs, ms);
  const timeWidth = ms ? 12 : 8;
  const valueWidth = Math.max(6, Math.floor((width - 3 - timeWidth - 2) / 2));
  const deltaWidth = Math.max(6, width - 3 - timeWidth - 2 - valueWidth);
  const suffix = unitSuffix(view.unit);
  const mark = (atMs: number) => (view.a?.atMs === atMs && view.b?.atMs === atMs ? 'AB' : view.a?.atMs === atMs ? 'A' : view.b?.atMs === atMs ? 'B' : '');
  const previous = drawnRows.width === width && drawnRows.valueWidth === valueWidth && drawnRows.milliseconds === ms ? drawnRows.byTime : null;
  const byTime = new Map<number, RowText>();
  // The cursor's row is inverted and marked with ▸ as well, so it reads without colour or video attributes too.
  const rows = view.rows.slice(top, top + visible).map((row, i) => {
    const cursor = top + i === view.cursorRow;
    const marks = `${cursor ? '▸' : ' '}${fit(mark(row.atMs), 2, 'left')}`;
    const drawn = previous?.get(row.atMs);
    const same = drawn !== undefined && drawn.marks === marks && drawn.value === row.value && drawn.delta === row.delta;
    const text = same ? drawn.text : fit(`${marks}${time(row.atMs)} ${fit(formatExact(row.value), valueWidth, 'right')} ${fit(formatSigned(row.delta), deltaWidth, 'right')}`, width, 'left');
    byTime.set(row.atMs, same ? drawn : { marks, value: row.value, delta: row.delta, text });
    return { text, cursor };
  });
  drawnRows = { width, valueWidth, milliseconds: ms, byTime };
  const marker = (name: string, m: SamplesView['a']) => `${name}    ${m === null ? 'not set' : `${time(m.atMs)}  ${formatExact(m.value)}${m.value === null ? '' : suffix}`}`;
  const average = view.movingAverage;
  const summary = [
    `Max  ${view.max === null ? '-' : `${formatExact(view.max.value)}${suffix} @ ${time(view.max.atMs)}`}`,
    `MA${MOVING_AVERAGE_SAMPLES}  ${average === null ? '-' : `${formatExact(average.value)}${suffix}${average.samples < MOVING_AVERAGE_SAMPLES ? ` (${average.samples} of ${MOVING_AVERAGE_SAMPLES} samples)` : ''}`} @ ${time(view.cursorMs)}`,
    marker('A', view.a),
    marker('B', view.b),
    `B−A  ${formatDifference(view.difference, view.unit)}`,
  ].map((line) => fit(line, width, 'left'));
  return {
    title: displaySafe(`Samples #${view.graphId} ${view.metricName}  ${view.target}`),
    header: fit(`${fit('', 3, 'left')}${fit('Time', timeWidth, 'left')} ${fit(view.metricName, valueWidth, 'right')} ${fit('Delta', deltaWidth, 'right')}`, width, 'left'),
    rows,
    summary,
  };
}

export interface SamplesInspectorProps {
  /** The Graph panel view; the inspector draws its `samples`. */
  readonly panel: Pick<GraphsPanelView, 'samples'>;
  readonly state: SamplesPanelState;
  /** Reports the top line drawn, so the list scrolls only as far as keeps the cursor's line on screen. */
  readonly onDrawn?: (topMs: number | null) => void;
  readonly width: number;
  readonly height: number;
  /** Tab put the focus here: ↑/↓/PgUp/PgDn move the shared cursor. */
  readonly focused: boolean;
}

/** Rows of the list in an inspector `height` lines tall (PgUp/PgDn move the cursor by this many samples). */
export function samplesListRows(height: number): number {
  return Math.max(1, height - HEADER_LINES - SUMMARY_LINES);
}

export const SamplesInspector = memo(function SamplesInspector({ panel, state, onDrawn, width, height, focused }: SamplesInspectorProps) {
  const samples = panel.samples;
  const visible = samplesListRows(height);
  const top = samples === null ? 0 : firstVisibleRow(samples, visible, state.topMs);
  const topMs = samples?.rows[top]?.atMs ?? null;
  useEffect(() => {
    if (topMs !== state.topMs) onDrawn?.(topMs);
  }, [topMs, state.topMs, onDrawn]);
  const titleMark = focused ? '▶ ' : '';
  if (samples === null) {
    return (
      <Box flexDirection="column" width={width} height={height}>
        <Text wrap="truncate" bold={focused} inverse={focused}>
          {fit(`${titleMark}Samples`, width, 'left')}
        </Text>
        <Text wrap="truncate" dimColor>
          No Graph to inspect: g graphs the metric under the cell cursor.
        </Text>
      </Box>
    );
  }
  const lines = samplesLines(samples, width, visible, top);
  // The rows, the blank lines below them and the summary are one Text (one layout node a frame, issue 32).
  const body = new TextLines();
  for (const row of lines.rows) body.add(truncateLine(row.text, width), row.cursor ? { inverse: true } : null);
  for (let i = lines.rows.length; i < visible; i++) body.add(' ');
  for (const line of lines.summary) body.add(truncateLine(line, width));
  return (
    <Box flexDirection="column" width={width} height={height} overflowY="hidden">
      <Text wrap="truncate" bold={focused} inverse={focused}>
        {fit(`${titleMark}${lines.title}`, width, 'left')}
      </Text>
      <Text wrap="truncate" dimColor>
        {lines.header}
      </Text>
      <Text>{body.children()}</Text>
    </Box>
  );
}, sameProps);
