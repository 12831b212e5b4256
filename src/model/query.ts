// History queries over one target's retained samples: raw samples, per-metric summaries and temporal coverage exactly as MCP spec §6 defines them.
//
// Consistency: these functions are synchronous and read a `TargetHistory` that only `ModelStore` mutates
// (in applySnapshot / setTrackingNames / prune / removeIdentities). Calls made in one synchronous turn
// therefore see one immutable view; a summary and a raw read of the same request must be made in the same
// turn, and `queryRaw` returns copies, so frozen raw pages never change when the history moves on.
import { INTEGER_MISSING, type StoredValue, type TargetHistory } from './history.js';
import type { StoredRepresentation } from './metrics.js';

/** A rejected query argument; nothing was read. */
export class HistoryQueryError extends RangeError {
  constructor(
    readonly reason: 'invalid_interval' | 'unknown_metric',
    message: string,
  ) {
    super(message);
    this.name = 'HistoryQueryError';
  }
}

/** One stored sample: its timestamp and, per requested metric, the value or null when missing. */
export interface RawHistorySample<M extends string = string> {
  readonly timestamp_ms: number;
  readonly values: Readonly<Record<M, StoredValue | null>>;
}

/**
 * Temporal coverage of a request. `retained_from` / `retained_to` are the target's first and last stored
 * timestamps (whole retention, null when nothing is stored); `sample_count` counts stored samples inside the
 * request; `max_sample_interval_ms` is the largest gap between adjacent stored samples inside the request
 * (null with fewer than two).
 */
export interface TemporalCoverage {
  readonly retained_from: number | null;
  readonly retained_to: number | null;
  readonly sample_count: number;
  readonly max_sample_interval_ms: number | null;
}

/**
 * Exact arithmetic mean of integer values as decimal strings: the sum of the available values over their number,
 * not reduced (the published schema names the parts so; a client reads the count back from the denominator).
 */
export interface ExactMean {
  readonly numerator: string;
  readonly denominator: string;
}

export interface TimedValue<V extends StoredValue> {
  readonly value: V;
  readonly timestamp_ms: number;
}

interface SummaryCounts {
  /** Stored samples of the target inside the interval. */
  readonly sample_count: number;
  /** Those samples with an available finite value of the metric (measured zero included). */
  readonly available_value_count: number;
  /** `sample_count - available_value_count`. */
  readonly missing_value_count: number;
}

/**
 * Summary of an integer metric. Statistics are absent (not zero) when no value is available; `delta` is
 * present only when samples exist at exactly both requested endpoints and both are available.
 */
export interface IntegerMetricSummary extends SummaryCounts {
  readonly representation: 'integer';
  readonly min?: bigint;
  readonly max?: bigint;
  readonly mean?: ExactMean;
  readonly first?: TimedValue<bigint>;
  readonly last?: TimedValue<bigint>;
  /** Value at `toMs` minus value at `fromMs`; may be negative. */
  readonly delta?: bigint;
}

/** Summary of a float metric; same presence rules as the integer summary, finite numbers throughout. */
export interface FloatMetricSummary extends SummaryCounts {
  readonly representation: 'float';
  readonly min?: number;
  readonly max?: number;
  readonly mean?: number;
  readonly first?: TimedValue<number>;
  readonly last?: TimedValue<number>;
  readonly delta?: number;
}

export type MetricSummary = IntegerMetricSummary | FloatMetricSummary;

export interface HistorySummary<M extends string = string> {
  readonly coverage: TemporalCoverage;
  readonly metrics: Readonly<Record<M, MetricSummary>>;
}

/** Logical index range `[lo, hi)` of the samples inside the inclusive interval. */
interface Window {
  readonly lo: number;
  readonly hi: number;
}

function windowOf<M extends string>(history: TargetHistory<M>, fromMs: number, toMs: number): Window {
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs > toMs) {
    throw new HistoryQueryError('invalid_interval', 'history interval needs finite bounds with from <= to');
  }
  return { lo: history.lowerBound(fromMs), hi: history.upperBound(toMs) };
}

function checkMetrics<M extends string>(history: TargetHistory<M>, metrics: readonly string[]): void {
  for (const metric of metrics) {
    if (history.layout.columnOf(metric) === undefined) {
      throw new HistoryQueryError('unknown_metric', `${metric} is not a stored numeric metric of target kind ${history.layout.targetKind}`);
    }
  }
}

/** Every stored sample with a timestamp in `[fromMs, toMs]`, oldest first, including samples whose metrics are all missing. */
export function queryRaw<M extends string>(
  history: TargetHistory<M>,
  metrics: readonly M[],
  fromMs: number,
  toMs: number,
): RawHistorySample<M>[] {
  checkMetrics(history, metrics);
  const { lo, hi } = windowOf(history, fromMs, toMs);
  const columns = metrics.map((metric) => history.physicalColumn(metric));
  const timestamps = history.physicalTimestamps();
  const samples: RawHistorySample<M>[] = [];
  for (const { offset, count } of history.segments(lo, hi)) {
    for (let p = offset; p < offset + count; p++) {
      const values = {} as Record<M, StoredValue | null>;
      for (let m = 0; m < metrics.length; m++) {
        const column = columns[m];
        let value: StoredValue | null = null;
        if (column !== null) {
          if (column.representation === 'integer') {
            const v = column.data[p];
            if (v !== INTEGER_MISSING) value = v;
          } else {
            const v = column.data[p];
            if (v === v) value = v; // NaN marks a missing value
          }
        }
        values[metrics[m]] = value;
      }
      samples.push({ timestamp_ms: timestamps[p], values });
    }
  }
  return samples;
}

/** Temporal coverage of `[fromMs, toMs]` for the target. */
export function queryCoverage<M extends string>(history: TargetHistory<M>, fromMs: number, toMs: number): TemporalCoverage {
  return coverageOf(history, windowOf(history, fromMs, toMs));
}

function coverageOf<M extends string>(history: TargetHistory<M>, { lo, hi }: Window): TemporalCoverage {
  let maxGap: number | null = null;
  if (hi - lo >= 2) {
    const timestamps = history.physicalTimestamps();
    let previous = Number.NaN;
    maxGap = 0;
    for (const { offset, count } of history.segments(lo, hi)) {
      for (let p = offset; p < offset + count; p++) {
        const t = timestamps[p];
        if (previous === previous && t - previous > maxGap) maxGap = t - previous;
        previous = t;
      }
    }
  }
  return {
    retained_from: history.firstTimestamp(),
    retained_to: history.lastTimestamp(),
    sample_count: hi - lo,
    max_sample_interval_ms: maxGap,
  };
}

/** Summary of one metric over `[fromMs, toMs]`, following MCP spec §6 "Filtering, pagination, and histories". */
export function summarizeMetric<M extends string>(
  history: TargetHistory<M>,
  metric: M,
  fromMs: number,
  toMs: number,
): MetricSummary {
  checkMetrics(history, [metric]);
  return summarizeWindow(history, metric, windowOf(history, fromMs, toMs), fromMs, toMs);
}

/** Coverage plus one summary per metric, all from the same view. */
export function summarizeHistory<M extends string>(
  history: TargetHistory<M>,
  metrics: readonly M[],
  fromMs: number,
  toMs: number,
): HistorySummary<M> {
  checkMetrics(history, metrics);
  const win = windowOf(history, fromMs, toMs);
  const summaries = {} as Record<M, MetricSummary>;
  for (const metric of metrics) summaries[metric] = summarizeWindow(history, metric, win, fromMs, toMs);
  return { coverage: coverageOf(history, win), metrics: summaries };
}

function summarizeWindow<M extends string>(
  history: TargetHistory<M>,
  metric: M,
  win: Window,
  fromMs: number,
  toMs: number,
): MetricSummary {
  const representation = history.representationOf(metric);
  const sampleCount = win.hi - win.lo;
  const counts = (available: number): SummaryCounts => ({
    sample_count: sampleCount,
    available_value_count: available,
    missing_value_count: sampleCount - available,
  });
  const column = history.physicalColumn(metric);
  if (column === null || sampleCount === 0) {
    return withoutStatistics(representation, counts(0));
  }

  // Endpoint values exist only for samples stored at exactly the requested bounds (no nearest sample).
  const atFrom = history.timestampAt(win.lo) === fromMs ? history.valueAt(metric, win.lo) : null;
  const atTo = history.timestampAt(win.hi - 1) === toMs ? history.valueAt(metric, win.hi - 1) : null;
  const timestamps = history.physicalTimestamps();
  const parts = history.segments(win.lo, win.hi);

  if (column.representation === 'integer') {
    const data = column.data;
    let available = 0;
    // The exact sum is carries * 2^64 + low. Wrapping the running sum to 64 bits lets V8 keep the bigint
    // addition in machine words (no allocation per element); a wrapped result below the addend is a carry.
    let low = 0n;
    let carries = 0;
    let min = 0n;
    let max = 0n;
    let firstP = -1;
    let lastP = -1;
    for (const { offset, count } of parts) {
      for (let p = offset; p < offset + count; p++) {
        const v = data[p];
        if (v === INTEGER_MISSING) continue;
        if (available === 0) {
          min = v;
          max = v;
          firstP = p;
        } else if (v < min) min = v;
        else if (v > max) max = v;
        low = BigInt.asUintN(64, low + v);
        if (low < v) carries++;
        lastP = p;
        available++;
      }
    }
    if (available === 0) return withoutStatistics('integer', counts(0));
    const sum = (BigInt(carries) << 64n) + low;
    const count = BigInt(available);
    const summary: IntegerMetricSummary = {
      representation: 'integer',
      ...counts(available),
      min,
      max,
      mean: { numerator: sum.toString(), denominator: count.toString() },
      first: { value: data[firstP], timestamp_ms: timestamps[firstP] },
      last: { value: data[lastP], timestamp_ms: timestamps[lastP] },
    };
    if (typeof atFrom === 'bigint' && typeof atTo === 'bigint') return { ...summary, delta: atTo - atFrom };
    return summary;
  }

  const data = column.data;
  let available = 0;
  // Neumaier-compensated sum: percentages over 7,200 samples keep full precision in the mean.
  let sum = 0;
  let compensation = 0;
  let min = 0;
  let max = 0;
  let firstP = -1;
  let lastP = -1;
  for (const { offset, count } of parts) {
    for (let p = offset; p < offset + count; p++) {
      const v = data[p];
      if (v !== v) continue; // NaN marks a missing value
      if (available === 0) {
        min = v;
        max = v;
        firstP = p;
      } else if (v < min) min = v;
      else if (v > max) max = v;
      const t = sum + v;
      compensation += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
      sum = t;
      lastP = p;
      available++;
    }
  }
  if (available === 0) return withoutStatistics('float', counts(0));
  let mean = (sum + compensation) / available;
  if (!Number.isFinite(mean)) mean = scaledMean(data, parts, available);
  const summary: FloatMetricSummary = {
    representation: 'float',
    ...counts(available),
    min,
    max,
    mean,
    first: { value: data[firstP], timestamp_ms: timestamps[firstP] },
    last: { value: data[lastP], timestamp_ms: timestamps[lastP] },
  };
  if (typeof atFrom === 'number' && typeof atTo === 'number' && Number.isFinite(atTo - atFrom)) {
    return { ...summary, delta: atTo - atFrom };
  }
  return summary;
}

/** A summary with counts only: with no available value every statistic is absent, never zero. */
function withoutStatistics(representation: StoredRepresentation, counts: SummaryCounts): MetricSummary {
  return representation === 'integer' ? { representation: 'integer', ...counts } : { representation: 'float', ...counts };
}

/** Mean of huge finite floats whose plain sum overflows: divide first, then add. */
function scaledMean(data: ArrayLike<number>, parts: readonly { offset: number; count: number }[], available: number): number {
  let mean = 0;
  for (const { offset, count } of parts) {
    for (let p = offset; p < offset + count; p++) {
      const v = data[p];
      if (v === v) mean += v / available;
    }
  }
  return mean;
}
