// Guards the history summary, raw and coverage definitions of MCP spec §6 and §12 criterion 10: counts, exact means, endpoint deltas, empty intervals and raw/summary agreement.
import { describe, expect, it } from 'vitest';
import type { ProcessMetricId } from '../../../generated/metrics.js';
import type { MetricValue } from '../../../src/model/types.js';
import { TargetHistory } from '../../../src/model/history.js';
import { PROCESS_LAYOUT } from '../../../src/model/metrics.js';
import {
  HistoryQueryError,
  queryCoverage,
  queryRaw,
  summarizeHistory,
  summarizeMetric,
  type ExactMean,
  type RawHistorySample,
} from '../../../src/model/query.js';

const T0 = 1_700_000_000_000;

type Row = readonly [number, Partial<Record<ProcessMetricId, MetricValue>>];

function historyOf(rows: readonly Row[], capacity = 7_200): TargetHistory<ProcessMetricId> {
  const history = new TargetHistory(PROCESS_LAYOUT, capacity);
  for (const [at, values] of rows) history.append(at, values);
  return history;
}

describe('the specification example', () => {
  // Four stored samples 10, unavailable, 0, 20 inside a request spanning ten seconds.
  const history = historyOf([
    [T0 + 1000, { handle_count: 10n }],
    [T0 + 2000, {}],
    [T0 + 3000, { handle_count: 0n }],
    [T0 + 4000, { handle_count: 20n }],
  ]);

  it('counts 4 samples, 3 available, 1 missing with exact statistics', () => {
    const summary = summarizeMetric(history, 'handle_count', T0, T0 + 10_000);
    expect(summary).toEqual({
      representation: 'integer',
      sample_count: 4,
      available_value_count: 3,
      missing_value_count: 1,
      min: 0n,
      max: 20n,
      mean: { numerator: '30', denominator: '3' },
      first: { value: 10n, timestamp_ms: T0 + 1000 },
      last: { value: 20n, timestamp_ms: T0 + 4000 },
    });
    // The request bounds are not stored sample times, so there is no endpoint delta.
    expect('delta' in summary).toBe(false);
  });

  it('reports coverage separately: retained bounds and the largest gap', () => {
    expect(queryCoverage(history, T0, T0 + 10_000)).toEqual({
      retained_from: T0 + 1000,
      retained_to: T0 + 4000,
      sample_count: 4,
      max_sample_interval_ms: 1000,
    });
  });
});

describe('empty and all-unavailable intervals', () => {
  const history = historyOf([
    [T0, { handle_count: 5n }],
    [T0 + 1000, { handle_count: 6n }],
  ]);

  it('an interval with no stored samples has zero counts, no statistics and empty coverage', () => {
    const { coverage, metrics } = summarizeHistory(history, ['handle_count', 'cpu_percent'], T0 + 5000, T0 + 9000);
    expect(metrics.handle_count).toEqual({ representation: 'integer', sample_count: 0, available_value_count: 0, missing_value_count: 0 });
    expect(metrics.cpu_percent).toEqual({ representation: 'float', sample_count: 0, available_value_count: 0, missing_value_count: 0 });
    expect(coverage).toEqual({ retained_from: T0, retained_to: T0 + 1000, sample_count: 0, max_sample_interval_ms: null });
    expect(queryRaw(history, ['handle_count'], T0 + 5000, T0 + 9000)).toEqual([]);
  });

  it('a target with nothing stored has null retained bounds', () => {
    const empty = historyOf([]);
    expect(queryCoverage(empty, T0, T0 + 1000)).toEqual({
      retained_from: null,
      retained_to: null,
      sample_count: 0,
      max_sample_interval_ms: null,
    });
  });

  it('an all-unavailable metric counts every sample missing and omits every statistic', () => {
    const summary = summarizeMetric(history, 'gpu_dedicated_bytes', T0, T0 + 1000);
    expect(summary).toEqual({ representation: 'integer', sample_count: 2, available_value_count: 0, missing_value_count: 2 });
    const floats = historyOf([
      [T0, { cpu_percent: Number.NaN, handle_count: 1n }],
      [T0 + 1000, { handle_count: 1n }],
      [T0 + 2000, { cpu_percent: 3 }],
    ]);
    // The first two samples have no finite cpu_percent; the window [T0, T0+1000] holds only those.
    expect(summarizeMetric(floats, 'cpu_percent', T0, T0 + 1000)).toEqual({
      representation: 'float',
      sample_count: 2,
      available_value_count: 0,
      missing_value_count: 2,
    });
  });

  it('raw output keeps samples whose metric is unavailable', () => {
    expect(queryRaw(history, ['handle_count', 'thread_count'], T0, T0 + 1000)).toEqual([
      { timestamp_ms: T0, values: { handle_count: 5n, thread_count: null } },
      { timestamp_ms: T0 + 1000, values: { handle_count: 6n, thread_count: null } },
    ]);
  });
});

describe('irregular sampling', () => {
  const history = historyOf([
    [T0, { handle_count: 1n }],
    [T0 + 1000, { handle_count: 1n }],
    [T0 + 4500, { handle_count: 1n }], // a 3.5 s collection delay
    [T0 + 5200, { handle_count: 1n }],
    [T0 + 60_000, { handle_count: 1n }], // outside the request below
  ]);

  it('max_sample_interval_ms is the largest gap between adjacent samples inside the request', () => {
    expect(queryCoverage(history, T0, T0 + 6000)).toMatchObject({ sample_count: 4, max_sample_interval_ms: 3500 });
    expect(queryCoverage(history, T0 + 4000, T0 + 6000)).toMatchObject({ sample_count: 2, max_sample_interval_ms: 700 });
    expect(queryCoverage(history, T0 + 5000, T0 + 6000)).toMatchObject({ sample_count: 1, max_sample_interval_ms: null });
  });

  it('gaps add no missing values', () => {
    expect(summarizeMetric(history, 'handle_count', T0 - 100_000, T0 + 100_000)).toMatchObject({
      sample_count: 5,
      available_value_count: 5,
      missing_value_count: 0,
    });
  });
});

describe('exact integers above 2^53', () => {
  const big = 2n ** 60n + 1n;
  const history = historyOf([
    [T0, { private_bytes: big }],
    [T0 + 1000, { private_bytes: big + 2n }],
    [T0 + 2000, { private_bytes: big - 7n }],
  ]);

  it('min, max, mean and delta are exact', () => {
    const summary = summarizeMetric(history, 'private_bytes', T0, T0 + 2000);
    // sum = 3 * 2^60 + 3 + 2 - 7 = 3 * 2^60 - 2; mean = (3 * 2^60 - 2) / 3.
    expect(summary).toMatchObject({
      min: big - 7n,
      max: big + 2n,
      mean: { numerator: (3n * 2n ** 60n - 2n).toString(), denominator: '3' },
      first: { value: big, timestamp_ms: T0 },
      last: { value: big - 7n, timestamp_ms: T0 + 2000 },
      delta: -7n,
    });
  });

  it('sums past 2^64 without losing carries', () => {
    const top = 2n ** 64n - 2n; // the largest storable integer
    const h = historyOf([0, 1, 2, 3, 4].map((i): Row => [T0 + i, { private_bytes: i === 4 ? 1n : top }]));
    // sum = 4 * (2^64 - 2) + 1 = 2^66 - 7 over 5 values.
    expect(summarizeMetric(h, 'private_bytes', T0, T0 + 4)).toMatchObject({
      max: top,
      min: 1n,
      mean: { numerator: (2n ** 66n - 7n).toString(), denominator: '5' },
      delta: 1n - top,
    });
  });

  it('raw values come back exactly', () => {
    expect(queryRaw(history, ['private_bytes'], T0, T0).map((s) => s.values.private_bytes)).toEqual([1152921504606846977n]);
  });

  it('keeps the mean as sum over count, not reduced, with bigint arithmetic only', () => {
    const h = historyOf([
      [T0, { private_bytes: 2n ** 62n }],
      [T0 + 1, { private_bytes: 2n ** 62n }],
      [T0 + 2, { private_bytes: 2n ** 62n + 6n }],
      [T0 + 3, { private_bytes: 2n ** 62n + 6n }],
    ]);
    // sum = 2^64 + 12 over 4 values: reducible to (2^62 + 3) / 1, but the schema's parts are the sum and the count.
    expect(summarizeMetric(h, 'private_bytes', T0, T0 + 3)).toMatchObject({
      mean: { numerator: (2n ** 64n + 12n).toString(), denominator: '4' },
    });
  });
});

describe('endpoint delta', () => {
  const history = historyOf([
    [T0, { handle_count: 100n, cpu_percent: 10 }],
    [T0 + 1000, { handle_count: 130n }],
    [T0 + 2000, { handle_count: 90n, cpu_percent: 2.5 }],
  ]);

  it('is present when samples exist and are available at exactly both requested endpoints', () => {
    expect(summarizeMetric(history, 'handle_count', T0, T0 + 2000)).toMatchObject({ delta: -10n });
    expect(summarizeMetric(history, 'handle_count', T0, T0 + 1000)).toMatchObject({ delta: 30n });
    expect(summarizeMetric(history, 'cpu_percent', T0, T0 + 2000)).toMatchObject({ delta: -7.5 });
  });

  it('is absent when an endpoint falls between samples (no nearest-sample substitution)', () => {
    expect('delta' in summarizeMetric(history, 'handle_count', T0 - 1, T0 + 2000)).toBe(false);
    expect('delta' in summarizeMetric(history, 'handle_count', T0, T0 + 1999)).toBe(false);
  });

  it('is absent when an endpoint sample exists but its value is unavailable', () => {
    const summary = summarizeMetric(history, 'cpu_percent', T0, T0 + 1000);
    expect(summary).toMatchObject({ sample_count: 2, available_value_count: 1, missing_value_count: 1, first: { value: 10 } });
    expect('delta' in summary).toBe(false);
  });

  it('is zero for a single-sample interval at an exact timestamp', () => {
    expect(summarizeMetric(history, 'handle_count', T0 + 1000, T0 + 1000)).toMatchObject({ delta: 0n });
  });
});

describe('float summaries', () => {
  it('have a finite arithmetic mean of available values', () => {
    const history = historyOf([
      [T0, { cpu_percent: 0.1 }],
      [T0 + 1, { cpu_percent: 0.2 }],
      [T0 + 2, {}],
      [T0 + 3, { cpu_percent: 0.3 }],
    ]);
    const summary = summarizeMetric(history, 'cpu_percent', T0, T0 + 3);
    expect(summary).toMatchObject({ available_value_count: 3, missing_value_count: 1, min: 0.1, max: 0.3 });
    expect(summary.mean).toBeCloseTo(0.2, 15);
  });
});

describe('raw versus summary agreement across pages', () => {
  // 7,200-capacity ring wrapped once, with missing values, zeros and values above 2^53.
  const history = new TargetHistory(PROCESS_LAYOUT, 7_200);
  let at = T0;
  for (let i = 0; i < 9_000; i++) {
    at += 900 + ((i * 37) % 400); // irregular cadence
    const values: Partial<Record<ProcessMetricId, MetricValue>> = { cpu_percent: (i % 101) / 7 };
    if (i % 7 !== 0) values.private_bytes = i % 11 === 0 ? 0n : 2n ** 55n + BigInt(i * 977);
    history.append(at, values);
  }
  const fromMs = history.timestampAt(150);
  const toMs = history.timestampAt(7_000) + 1; // not a stored timestamp

  function recompute(pages: readonly (readonly RawHistorySample<ProcessMetricId>[])[], metric: 'private_bytes') {
    let sampleCount = 0;
    const available: { v: bigint; t: number }[] = [];
    for (const page of pages) {
      for (const sample of page) {
        sampleCount++;
        const v = sample.values[metric];
        if (typeof v === 'bigint') available.push({ v, t: sample.timestamp_ms });
      }
    }
    const sum = available.reduce((acc, x) => acc + x.v, 0n);
    const mean: ExactMean = { numerator: sum.toString(), denominator: String(available.length) };
    return {
      representation: 'integer',
      sample_count: sampleCount,
      available_value_count: available.length,
      missing_value_count: sampleCount - available.length,
      min: available.reduce((m, x) => (x.v < m ? x.v : m), available[0].v),
      max: available.reduce((m, x) => (x.v > m ? x.v : m), available[0].v),
      mean,
      first: { value: available[0].v, timestamp_ms: available[0].t },
      last: { value: available[available.length - 1].v, timestamp_ms: available[available.length - 1].t },
    };
  }

  it('recomputing the summary from 500-sample raw pages gives the same summary', () => {
    const raw = queryRaw(history, ['private_bytes', 'cpu_percent'], fromMs, toMs);
    const pages: RawHistorySample<ProcessMetricId>[][] = [];
    for (let i = 0; i < raw.length; i += 500) pages.push(raw.slice(i, i + 500));
    expect(pages.length).toBeGreaterThan(10);
    const { coverage, metrics } = summarizeHistory(history, ['private_bytes', 'cpu_percent'], fromMs, toMs);
    expect(metrics.private_bytes).toEqual(recompute(pages, 'private_bytes'));
    expect(coverage.sample_count).toBe(raw.length);
    let maxGap = 0;
    for (let i = 1; i < raw.length; i++) maxGap = Math.max(maxGap, raw[i].timestamp_ms - raw[i - 1].timestamp_ms);
    expect(coverage.max_sample_interval_ms).toBe(maxGap);
    const floats = raw.map((s) => s.values.cpu_percent).filter((v): v is number => typeof v === 'number');
    expect(metrics.cpu_percent).toMatchObject({
      available_value_count: floats.length,
      min: Math.min(...floats),
      max: Math.max(...floats),
    });
    expect(metrics.cpu_percent.mean).toBeCloseTo(floats.reduce((a, b) => a + b, 0) / floats.length, 9);
  });
});

describe('argument checks', () => {
  const history = historyOf([[T0, { handle_count: 1n }]]);

  it('rejects an inverted or non-finite interval and a metric of another kind', () => {
    expect(() => summarizeMetric(history, 'handle_count', T0 + 1, T0)).toThrow(HistoryQueryError);
    expect(() => queryRaw(history, ['handle_count'], Number.NaN, T0)).toThrow(HistoryQueryError);
    expect(() => queryRaw(history, ['path'], T0, T0)).toThrow(HistoryQueryError);
    expect(() => summarizeHistory(history as TargetHistory<string>, ['total_memory_bytes'], T0, T0)).toThrow(HistoryQueryError);
  });
});
