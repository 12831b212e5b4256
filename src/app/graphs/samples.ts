// The Samples inspector of the active Graph (issue 32): the exact samples around the shared cursor with the delta to
// the previous sample, Max @ time over the visible range, the five-sample moving average at the cursor, A, B and B−A
// with the time between them. Pure functions of a history on the shared timeline: a sample the Graph lacks is a gap
// (null), never zero, and integers stay bigint throughout (product contracts §6: a value only at its own exact time).
import type { StoredValue, TargetHistory } from '../../model/history.js';
import { difference, metricOf, valueAtTime } from './series.js';
import type { Graph, Window } from './workspace.js';

/** Rows published on each side of the cursor: more than any terminal shows, so the TUI scrolls within them. */
export const SAMPLES_AROUND_CURSOR = 200;

/** Timeline samples the moving average spans, ending at the cursor (the Graph's MA5 display uses the same window). */
export const MOVING_AVERAGE_SAMPLES = 5;

/** One timeline sample of the active Graph. */
export interface SampleRow {
  readonly atMs: number;
  /** The Graph's exact value at `atMs`, or null where it has no sample (a gap). */
  readonly value: StoredValue | null;
  /** Value minus the previous timeline sample's value; null when either is missing. */
  readonly delta: StoredValue | null;
}

/** A marker's time and the Graph's exact value there (null when the Graph has no sample at that time). */
export interface MarkerValue {
  readonly atMs: number;
  readonly value: StoredValue | null;
}

export interface SamplesView {
  readonly graphId: number;
  readonly metricName: string;
  readonly target: string;
  readonly unit: ReturnType<typeof metricOf>['unit'];
  readonly integer: boolean;
  /** Timeline samples around the cursor, oldest first (at most SAMPLES_AROUND_CURSOR on each side, within the visible range). */
  readonly rows: readonly SampleRow[];
  /** Index into `rows` of the cursor's sample. */
  readonly cursorRow: number;
  readonly cursorMs: number;
  /** Largest exact value in the visible range and the first time it was reached; null when the range has none. */
  readonly max: { readonly value: StoredValue; readonly atMs: number } | null;
  /** Mean of the available values among the five timeline samples ending at the cursor; null when the cursor's is missing. */
  readonly movingAverage: { readonly value: StoredValue; readonly samples: number } | null;
  readonly a: MarkerValue | null;
  readonly b: MarkerValue | null;
  /** B − A and the time from A to B, only when both exact values exist. */
  readonly difference: { readonly value: StoredValue; readonly elapsedMs: number } | null;
}

/**
 * The Graph's exact values at the timeline samples `from..to` (inclusive), aligned to them: one merge walk over both
 * histories, so a time the Graph has no sample at stays null.
 */
export function alignedValues(history: TargetHistory | null, metric: string, timeline: TargetHistory, from: number, to: number): (StoredValue | null)[] {
  const values: (StoredValue | null)[] = new Array(Math.max(0, to - from + 1)).fill(null);
  if (history === null || history.length === 0 || to < from) return values;
  let h = history.lowerBound(timeline.timestampAt(from));
  for (let t = from; t <= to && h < history.length; t++) {
    const at = timeline.timestampAt(t);
    while (h < history.length && history.timestampAt(h) < at) h++;
    if (h < history.length && history.timestampAt(h) === at) values[t - from] = history.valueAt(metric, h);
  }
  return values;
}

/** The larger of two stored values of one metric (both bigint or both number). */
function greater(a: StoredValue, b: StoredValue): boolean {
  return a > b;
}

/**
 * Largest exact value of `metric` between `fromMs` and `toMs` inclusive, with the first time it occurs. Scanned as
 * numbers (no bigint per sample: the inspector is recomputed each frame while following); above 2^53 distinct
 * integers can round to one number, so the exact values are compared among the samples equal to the largest number
 * (rounding keeps order: a larger integer never becomes a smaller number).
 */
export function maxInRange(history: TargetHistory | null, metric: string, fromMs: number, toMs: number): { value: StoredValue; atMs: number } | null {
  if (history === null) return null;
  const end = history.upperBound(toMs);
  let largest = Number.NEGATIVE_INFINITY;
  let first = -1;
  for (let i = history.lowerBound(fromMs); i < end; i++) {
    const number = history.numberAt(metric, i);
    if (number > largest) {
      largest = number;
      first = i;
    }
  }
  if (first < 0) return null;
  let best = { value: history.valueAt(metric, first)!, atMs: history.timestampAt(first) };
  if (Math.abs(largest) > Number.MAX_SAFE_INTEGER) {
    for (let i = first + 1; i < end; i++) {
      if (history.numberAt(metric, i) !== largest) continue;
      const value = history.valueAt(metric, i)!;
      if (greater(value, best.value)) best = { value, atMs: history.timestampAt(i) };
    }
  }
  return best;
}

/**
 * Mean of the available values among `window` (the samples ending at the cursor, cursor last); null when the cursor's
 * own value is missing, as the Graph's MA5 display has no point there. Integers: the exact sum, rounded half up.
 */
export function movingAverageAt(window: readonly (StoredValue | null)[]): { value: StoredValue; samples: number } | null {
  if (window.length === 0 || window[window.length - 1] === null) return null;
  const present = window.filter((value): value is StoredValue => value !== null);
  if (typeof present[0] === 'bigint') {
    const sum = (present as bigint[]).reduce((total, value) => total + value, 0n);
    const count = BigInt(present.length);
    return { value: (2n * sum + count) / (2n * count), samples: present.length };
  }
  return { value: (present as number[]).reduce((total, value) => total + value, 0) / present.length, samples: present.length };
}

export interface SamplesInput {
  readonly graph: Graph;
  readonly history: TargetHistory | null;
  readonly timeline: TargetHistory;
  readonly window: Window;
  readonly markerA: number | null;
  readonly markerB: number | null;
  readonly target: string;
  /** Rows on each side of the cursor (SAMPLES_AROUND_CURSOR unless a test says otherwise). */
  readonly around?: number;
}

/** The inspector of one Graph at the workspace's cursor. */
export function inspectSamples(input: SamplesInput): SamplesView {
  const { graph, history, timeline, window, markerA, markerB } = input;
  const metricId = graph.source.metricId;
  const metric = metricOf(graph.source);
  const around = input.around ?? SAMPLES_AROUND_CURSOR;
  const first = Math.max(window.from, window.cursor - around);
  const last = Math.min(window.to, window.cursor + around);
  // One more sample before the first row (for its delta) and the moving average's reach before the cursor.
  const reach = Math.max(0, Math.min(first - 1, window.cursor - (MOVING_AVERAGE_SAMPLES - 1)));
  const values = alignedValues(history, metricId, timeline, reach, last);
  const at = (index: number) => values[index - reach] ?? null;
  const rows: SampleRow[] = [];
  for (let t = first; t <= last; t++) {
    const value = at(t);
    rows.push({ atMs: timeline.timestampAt(t), value, delta: t === 0 ? null : difference(at(t - 1), value) });
  }
  const averaged = values.slice(Math.max(0, window.cursor - (MOVING_AVERAGE_SAMPLES - 1)) - reach, window.cursor - reach + 1);
  const marker = (atMs: number | null): MarkerValue | null => (atMs === null ? null : { atMs, value: valueAtTime(history, metricId, atMs) });
  const a = marker(markerA);
  const b = marker(markerB);
  const diff = a === null || b === null ? null : difference(a.value, b.value);
  return {
    graphId: graph.graphId,
    metricName: metric.displayName,
    target: input.target,
    unit: metric.unit,
    integer: metric.integer,
    rows,
    cursorRow: window.cursor - first,
    cursorMs: timeline.timestampAt(window.cursor),
    max: maxInRange(history, metricId, timeline.timestampAt(window.from), timeline.timestampAt(window.to)),
    movingAverage: movingAverageAt(averaged),
    a,
    b,
    difference: diff === null ? null : { value: diff, elapsedMs: b!.atMs - a!.atMs },
  };
}
