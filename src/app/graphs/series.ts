// What a Graph shows, computed from its history on the shared timeline: the plotted points of the visible range
// (raw or MA5 — the moving average exists for display only), min/max, the exact values at the cursor and at A/B
// and B−A only when both exact values exist (product contracts §6). Also the exact raw table a CSV export writes.
import { GPU_ADAPTER_METRICS, PROCESS_METRICS, SYSTEM_METRICS, type MetricUnit } from '../../../generated/metrics.js';
import { INTEGER_MISSING, type StoredValue, type TargetHistory } from '../../model/history.js';
import type { GraphDisplayMode, GraphSource } from '../../model/graphs.js';
import type { ProcessIdentity } from '../../model/types.js';
import type { Graph, Window } from './workspace.js';

const DEFINITIONS = new Map<string, { display_name: string; unit: MetricUnit; representation: string }>([
  ...PROCESS_METRICS.map((m) => [`process\u0000${m.id}`, m] as const),
  ...SYSTEM_METRICS.map((m) => [`system\u0000${m.id}`, m] as const),
  ...GPU_ADAPTER_METRICS.map((m) => [`gpu_adapter\u0000${m.id}`, m] as const),
]);

export function metricOf(source: GraphSource): { readonly displayName: string; readonly unit: MetricUnit; readonly integer: boolean } {
  const definition = DEFINITIONS.get(`${source.kind}\u0000${source.metricId}`)!;
  return { displayName: definition.display_name, unit: definition.unit, integer: definition.representation === 'integer' };
}

/** A Graph's target in words: the CSV header and the TUI title use it. */
export function targetLabel(source: GraphSource, process: ProcessIdentity | null, adapterName: string | null): string {
  switch (source.kind) {
    case 'system':
      return 'system';
    case 'gpu_adapter':
      return `GPU ${adapterName ?? source.adapterId}`;
    case 'process': {
      if (process === null) return `process ${source.key}`;
      const started = process.startTimeMs === null ? 'start unknown' : `started ${new Date(process.startTimeMs).toISOString()}`;
      return `${process.name} (PID ${process.pid}, ${started})`;
    }
  }
}

/** A Graph's target as a narrow title keeps it: the name (cut first when even that is too wide) and the PID of a process. */
export interface TargetParts {
  readonly name: string;
  readonly pid: number | null;
}

/** The short form of `targetLabel`: a process by name and PID (its start time is left to the long form). */
export function targetParts(source: GraphSource, process: ProcessIdentity | null, adapterName: string | null): TargetParts {
  return source.kind === 'process' && process !== null ? { name: process.name, pid: process.pid } : { name: targetLabel(source, process, adapterName), pid: null };
}

/** Everything one Graph's plot needs; the same object comes back while nothing it shows changed. */
export interface GraphPlot {
  readonly graphId: number;
  readonly metricName: string;
  readonly target: string;
  /** The target's short form (`targetParts`), for a title too narrow for `target`. */
  readonly shortTarget: TargetParts;
  readonly unit: MetricUnit;
  readonly integer: boolean;
  readonly mode: GraphDisplayMode;
  /** One slot per visible timeline sample: the displayed value there, or NaN where the Graph has no sample value. */
  readonly points: Float64Array;
  /** The sample time of each slot of `points` (one array shared by every Graph of a frame). */
  readonly times: Float64Array;
  /** The visible time range (the time axis' ends); samples lie inside. */
  readonly fromMs: number;
  readonly toMs: number;
  /** The Y axis' ends: the drawn values' min and max (min 0 or lower with the zero-based axis `z`). */
  readonly min: number | null;
  readonly max: number | null;
  /** Index into `points` of the cursor and of the markers when they are in the visible range. */
  readonly cursorIndex: number;
  readonly aIndex: number | null;
  readonly bIndex: number | null;
  /** Exact raw values (never MA5) at the cursor and at the markers' exact times; null when missing there. */
  readonly cursorValue: StoredValue | null;
  readonly aValue: StoredValue | null;
  readonly bValue: StoredValue | null;
  /** B − A, only when both exact values exist. */
  readonly difference: StoredValue | null;
  /** B's time minus A's, only when B − A exists. */
  readonly elapsedMs: number | null;
}

/** The exact stored value of `metric` at exactly `atMs` in `history` (never a nearby sample). */
export function valueAtTime(history: TargetHistory | null, metric: string, atMs: number | null): StoredValue | null {
  if (history === null || atMs === null) return null;
  const index = history.lowerBound(atMs);
  if (index >= history.length || history.timestampAt(index) !== atMs) return null;
  return history.valueAt(metric, index);
}

export function difference(a: StoredValue | null, b: StoredValue | null): StoredValue | null {
  if (a === null || b === null) return null;
  if (typeof a === 'bigint' && typeof b === 'bigint') return b - a;
  return Number(b) - Number(a);
}

/** Five-sample moving average over the available values ending at each point (display only); NaN stays NaN. */
export function movingAverage5(points: Float64Array): Float64Array {
  const averaged = new Float64Array(points.length);
  for (let index = 0; index < points.length; index++) {
    if (Number.isNaN(points[index]!)) {
      averaged[index] = Number.NaN;
      continue;
    }
    let sum = 0;
    let count = 0;
    for (let i = index; i >= 0 && i > index - 5; i--) {
      const v = points[i]!;
      if (!Number.isNaN(v)) {
        sum += v;
        count += 1;
      }
    }
    averaged[index] = sum / count;
  }
  return averaged;
}

export interface PlotInput {
  readonly graph: Graph;
  readonly history: TargetHistory | null;
  readonly timeline: TargetHistory;
  readonly window: Window;
  readonly mode: GraphDisplayMode;
  readonly markerA: number | null;
  readonly markerB: number | null;
  readonly target: string;
  /** The target's short form; the whole `target` as its name when not given. */
  readonly shortTarget?: TargetParts;
  /** The visible samples' times, shared by the frame's Graphs (`visibleTimes`). */
  readonly times: Float64Array;
  readonly zeroAxis: boolean;
}

/** The sample times of the visible range, once per frame for every Graph. */
export function visibleTimes(timeline: TargetHistory, window: Window): Float64Array {
  const times = new Float64Array(window.to - window.from + 1);
  for (let t = window.from; t <= window.to; t++) times[t - window.from] = timeline.timestampAt(t);
  return times;
}

/**
 * Raw points of the visible range, aligned to the timeline (a sample time the Graph lacks stays NaN): one typed array
 * per Graph and frame, its values read as numbers without a bigint or a boxed number each (a 16-Graph frame reads
 * ~5,000; they were most of its garbage).
 */
function rawPoints(history: TargetHistory | null, metric: string, times: Float64Array): Float64Array {
  const points = new Float64Array(times.length).fill(Number.NaN);
  if (history === null || history.length === 0 || times.length === 0) return points;
  let h = history.lowerBound(times[0]!);
  for (let t = 0; t < times.length && h < history.length; t++) {
    const at = times[t]!;
    while (h < history.length && history.timestampAt(h) < at) h++;
    if (h < history.length && history.timestampAt(h) === at) points[t] = history.numberAt(metric, h);
  }
  return points;
}

export function plotGraph(input: PlotInput): GraphPlot {
  const { graph, history, timeline, window, mode, markerA, markerB, zeroAxis } = input;
  const metric = metricOf(graph.source);
  const raw = rawPoints(history, graph.source.metricId, input.times);
  const points = mode === 'ma5' ? movingAverage5(raw) : raw;
  let min: number | null = null;
  let max: number | null = null;
  for (let i = 0; i < points.length; i++) {
    const value = points[i]!;
    if (Number.isNaN(value)) continue;
    if (min === null || value < min) min = value;
    if (max === null || value > max) max = value;
  }
  if (zeroAxis && min !== null && max !== null) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  const indexOf = (atMs: number | null): number | null => {
    if (atMs === null) return null;
    const index = timeline.lowerBound(atMs);
    return index >= window.from && index <= window.to && timeline.timestampAt(index) === atMs ? index - window.from : null;
  };
  const cursorMs = timeline.timestampAt(window.cursor);
  const aValue = valueAtTime(history, graph.source.metricId, markerA);
  const bValue = valueAtTime(history, graph.source.metricId, markerB);
  const delta = difference(aValue, bValue);
  return {
    graphId: graph.graphId,
    metricName: metric.displayName,
    target: input.target,
    shortTarget: input.shortTarget ?? { name: input.target, pid: null },
    unit: metric.unit,
    integer: metric.integer,
    mode,
    points,
    times: input.times,
    fromMs: window.fromMs,
    toMs: window.toMs,
    min,
    max,
    cursorIndex: window.cursor - window.from,
    aIndex: indexOf(markerA),
    bIndex: indexOf(markerB),
    cursorValue: valueAtTime(history, graph.source.metricId, cursorMs),
    aValue,
    bValue,
    difference: delta,
    elapsedMs: delta === null || markerA === null || markerB === null ? null : markerB - markerA,
  };
}

// ── CSV table ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * The exact raw values an export writes, aligned to one row per distinct sample time of any Graph in range:
 * integer columns as BigUint64Array (INTEGER_MISSING where a Graph has no value at that time), float columns as
 * Float64Array (NaN where missing). Typed arrays, so the table moves to the CSV worker without a copy.
 */
export interface CsvTable {
  readonly header: readonly string[];
  readonly timestamps: Float64Array;
  readonly columns: readonly ({ readonly integer: true; readonly data: BigUint64Array } | { readonly integer: false; readonly data: Float64Array })[];
}

export interface CsvGraph {
  readonly graph: Graph;
  readonly history: TargetHistory | null;
  readonly target: string;
}

/** Column header of one Graph: its ID, metric identifier and target. */
export function csvHeader(graph: Graph, target: string): string {
  return `#${graph.graphId} ${graph.source.metricId} ${target}`;
}

/** Snapshots the raw values of every Graph between `fromMs` and `toMs` inclusive (the main thread's only work). */
export function csvTable(graphs: readonly CsvGraph[], fromMs: number, toMs: number): CsvTable {
  const ranges = graphs.map(({ history }) => (history === null ? { from: 0, to: 0 } : { from: history.lowerBound(fromMs), to: history.upperBound(toMs) }));
  const times = new Set<number>();
  graphs.forEach(({ history }, g) => {
    for (let i = ranges[g]!.from; i < ranges[g]!.to; i++) times.add(history!.timestampAt(i));
  });
  const timestamps = Float64Array.from(times).sort();
  const columns = graphs.map(({ graph, history }, g) => {
    const integer = metricOf(graph.source).integer;
    const data = integer ? new BigUint64Array(timestamps.length).fill(INTEGER_MISSING) : new Float64Array(timestamps.length).fill(Number.NaN);
    let row = 0;
    for (let i = ranges[g]!.from; i < ranges[g]!.to; i++) {
      const at = history!.timestampAt(i);
      while (timestamps[row]! < at) row++;
      const value = history!.valueAt(graph.source.metricId, i);
      if (value === null) continue;
      if (integer) (data as BigUint64Array)[row] = value as bigint;
      else (data as Float64Array)[row] = value as number;
    }
    return integer ? { integer: true as const, data: data as BigUint64Array } : { integer: false as const, data: data as Float64Array };
  });
  return { header: ['timestamp', ...graphs.map(({ graph, target }) => csvHeader(graph, target))], timestamps, columns };
}
