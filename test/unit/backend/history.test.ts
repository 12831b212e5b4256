// Guards winproc_get_history against spec §6 to the letter: the four-sample example, stored-sample counts that
// ignore uncollected time, omitted statistics, exact rational means, endpoint deltas only at exact timestamps,
// separate temporal coverage, raw pages that agree with the summary, ended lifetimes, restart generations,
// retention pruning, inward rounding of sub-millisecond bounds and the semantic rejections.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareInstants, parseInstant } from '../../../src/backend/encode.js';
import type { Snapshot } from '../../../src/model/types.js';
import { Harness, keyOf, snap, type Proc } from './harness.js';

const T0 = Date.UTC(2026, 9, 31, 3, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const system = (values: Snapshot['system']['values']): Snapshot['system'] => ({ values, unavailable: {} });

type Summary = Record<string, unknown> & { sample_count: number; available_value_count: number; missing_value_count: number };

/** The example of spec §6: 10, unavailable, 0, 20 at irregular times. */
function fourSamples(h: Harness): void {
  h.apply(snap(T0, [], system({ committed_bytes: 10n, cpu_percent: 10 })));
  h.apply(snap(T0 + 1000, [], system({})));
  h.apply(snap(T0 + 3500, [], system({ committed_bytes: 0n, cpu_percent: 0 })));
  h.apply(snap(T0 + 4000, [], system({ committed_bytes: 20n, cpu_percent: 20 })));
}

async function summary(h: Harness, args: Record<string, unknown>) {
  const result = await h.ok('winproc_get_history', args);
  return { metrics: result.data.metrics as Record<string, Summary>, coverage: result.data.coverage as Record<string, unknown>, result };
}

describe('winproc_get_history summary', () => {
  it('reproduces the four-sample example over a ten-second request: counts 4, 3, 1', async () => {
    const h = new Harness();
    fourSamples(h);
    const { metrics, coverage, result } = await summary(h, { metric_ids: ['committed_bytes', 'cpu_percent'], from: iso(T0 - 3000), to: iso(T0 + 7000) });
    expect(result.data.target).toEqual({ system: true });
    expect(metrics.committed_bytes).toEqual({
      sample_count: 4,
      available_value_count: 3,
      missing_value_count: 1,
      min: '0',
      max: '20',
      mean: { numerator: '30', denominator: '3' },
      first: { value: '10', timestamp: iso(T0) },
      last: { value: '20', timestamp: iso(T0 + 4000) },
    });
    expect(metrics.cpu_percent).toEqual({
      sample_count: 4,
      available_value_count: 3,
      missing_value_count: 1,
      min: 0,
      max: 20,
      mean: 10,
      first: { value: 10, timestamp: iso(T0) },
      last: { value: 20, timestamp: iso(T0 + 4000) },
    });
    // Separate temporal coverage: retained bounds of the target, stored samples in the request, largest gap.
    expect(coverage).toEqual({ retained_from: iso(T0), retained_to: iso(T0 + 4000), sample_count: 4, max_sample_interval_ms: 2500 });
  });

  it('gives an endpoint delta only with available values at both exact requested endpoints', async () => {
    const h = new Harness();
    fourSamples(h);
    expect((await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0), to: iso(T0 + 4000) })).metrics.committed_bytes.delta).toBe('10');
    expect((await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0 + 3500), to: iso(T0 + 4000) })).metrics.committed_bytes.delta).toBe('20');
    // The sample at T0+1000 is stored but its value is unavailable: no delta, no substitution of a neighbour.
    expect((await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0 + 1000), to: iso(T0 + 4000) })).metrics.committed_bytes).not.toHaveProperty('delta');
    // No stored sample exactly at the start: no delta.
    expect((await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0 + 1), to: iso(T0 + 4000) })).metrics.committed_bytes).not.toHaveProperty('delta');
    // Negative deltas keep their sign as decimal strings.
    expect((await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0), to: iso(T0 + 3500) })).metrics.committed_bytes.delta).toBe('-10');
    expect((await summary(h, { metric_ids: ['cpu_percent'], from: iso(T0), to: iso(T0 + 3500) })).metrics.cpu_percent.delta).toBe(-10);
  });

  it('omits every statistic when no value is available, and reports an empty interval as zero counts with empty coverage', async () => {
    const h = new Harness();
    fourSamples(h);
    const allMissing = await summary(h, { metric_ids: ['committed_bytes', 'disk_queue_length'], from: iso(T0 + 1000), to: iso(T0 + 1000) });
    expect(allMissing.metrics.committed_bytes).toEqual({ sample_count: 1, available_value_count: 0, missing_value_count: 1 });
    expect(allMissing.metrics.disk_queue_length).toEqual({ sample_count: 1, available_value_count: 0, missing_value_count: 1 });
    const empty = await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0 + 1001), to: iso(T0 + 3499) });
    expect(empty.metrics.committed_bytes).toEqual({ sample_count: 0, available_value_count: 0, missing_value_count: 0 });
    expect(empty.coverage).toEqual({ retained_from: iso(T0), retained_to: iso(T0 + 4000), sample_count: 0, max_sample_interval_ms: null });
    const outside = await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0 + 60_000), to: iso(T0 + 70_000) });
    expect(outside.metrics.committed_bytes.sample_count).toBe(0);
    const single = await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0), to: iso(T0) });
    expect(single.coverage).toMatchObject({ sample_count: 1, max_sample_interval_ms: null });
  });

  it('keeps integer statistics exact beyond 2^53 with the exact rational mean (sum over count)', async () => {
    const h = new Harness();
    const big = 2n ** 63n + 1n;
    h.apply(snap(T0, [], system({ committed_bytes: big })));
    h.apply(snap(T0 + 1000, [], system({ committed_bytes: big + 2n })));
    h.apply(snap(T0 + 2000, [], system({ committed_bytes: big + 3n })));
    const { metrics } = await summary(h, { metric_ids: ['committed_bytes'] });
    const sum = 3n * big + 5n;
    expect(metrics.committed_bytes).toMatchObject({ min: big.toString(), max: (big + 3n).toString(), delta: '3', mean: { numerator: sum.toString(), denominator: '3' } });
  });

  it('defaults from and to to the retained bounds, and a defaulted bound never reverses the interval', async () => {
    const h = new Harness();
    fourSamples(h);
    const all = await summary(h, { metric_ids: ['committed_bytes'] });
    expect(all.metrics.committed_bytes).toMatchObject({ sample_count: 4, delta: '10' });
    expect((await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0 + 3500) })).metrics.committed_bytes.sample_count).toBe(2);
    expect((await summary(h, { metric_ids: ['committed_bytes'], to: iso(T0 + 1000) })).metrics.committed_bytes.sample_count).toBe(2);
    expect((await summary(h, { metric_ids: ['committed_bytes'], from: iso(T0 + 60_000) })).metrics.committed_bytes.sample_count).toBe(0);
    expect((await summary(h, { metric_ids: ['committed_bytes'], to: iso(T0 - 60_000) })).metrics.committed_bytes.sample_count).toBe(0);
  });

  it('rounds sub-millisecond bounds inward and accepts any offset', async () => {
    const h = new Harness();
    fourSamples(h);
    const base = new Date(T0).toISOString().slice(0, -1); // ...03:00:00.000
    // From just after T0 excludes the sample stored at T0; to just after T0+4000 still includes T0+4000.
    const r = await summary(h, { metric_ids: ['committed_bytes'], from: `${base}0001Z`, to: `${new Date(T0 + 4000).toISOString().slice(0, -1)}9999Z` });
    expect(r.metrics.committed_bytes.sample_count).toBe(3);
    const offset = await summary(h, { metric_ids: ['committed_bytes'], from: '2026-10-31T05:00:00+02:00', to: '2026-10-31T03:00:04.000+00:00' });
    expect(offset.metrics.committed_bytes).toMatchObject({ sample_count: 4, delta: '10' });
    // Both bounds inside one millisecond: nothing stored can lie between them.
    const inside = await summary(h, { metric_ids: ['committed_bytes'], from: `${base}0001Z`, to: `${base}0009Z` });
    expect(inside.metrics.committed_bytes.sample_count).toBe(0);
  });

  it('rejects reversed bounds, metrics of another kind, the text metric path, and paging arguments in summary mode', async () => {
    const h = new Harness();
    fourSamples(h);
    expect(await h.fails('winproc_get_history', { metric_ids: ['cpu_percent'], from: iso(T0 + 1), to: iso(T0) }, 'INVALID_ARGUMENT')).toMatch(/reversed/);
    await h.fails('winproc_get_history', { metric_ids: ['cpu_percent'], from: '2026-10-31T03:00:00.0002Z', to: '2026-10-31T03:00:00.0001Z' }, 'INVALID_ARGUMENT');
    await h.fails('winproc_get_history', { metric_ids: ['private_bytes'] }, 'INVALID_ARGUMENT');
    await h.fails('winproc_get_history', { metric_ids: ['cpu_percent'], limit: 10 }, 'INVALID_ARGUMENT');
    await h.fails('winproc_get_history', { metric_ids: ['cpu_percent'], cursor: 'x' }, 'INVALID_ARGUMENT');
    h.apply(snap(T0 + 5000, [{ pid: 9, name: 'x', start: T0 }]));
    const ref = (await h.ok('winproc_list_processes')).data.rows![0]!.process_ref;
    await h.fails('winproc_get_history', { metric_ids: ['path'], target: { process_ref: ref } }, 'INVALID_ARGUMENT');
    await h.fails('winproc_get_history', { metric_ids: ['cpu_percent'], target: { gpu_adapter: 'card7' } }, 'INVALID_ARGUMENT');
  });

  it('rejects live history in Log view, and log references this connection never loaded', async () => {
    const h = new Harness();
    fourSamples(h);
    h.state.apply({ type: 'activity', activity: 'log_view', displayPaused: false });
    await h.fails('winproc_get_history', { metric_ids: ['cpu_percent'] }, 'ACTIVITY_CONFLICT');
    await h.fails('winproc_get_history', { metric_ids: ['cpu_percent'], source: 'log', log_ref: 'l' }, 'REFERENCE_INVALID');
  });
});

describe('winproc_get_history of processes', () => {
  const app: Proc = { pid: 77, name: 'app', start: T0 - 1000 };

  it('reads an ended lifetime; a pruned identity fails with REFERENCE_INVALID and is never resolved by PID', async () => {
    const h = new Harness();
    h.apply(snap(T0, [{ ...app, values: { private_bytes: 100n } }]));
    h.apply(snap(T0 + 1000, [{ ...app, values: { private_bytes: 300n } }]));
    const ref = (await h.ok('winproc_list_processes')).data.rows![0]!.process_ref;
    h.apply(snap(T0 + 2000, []));
    const ended = await summary(h, { metric_ids: ['private_bytes'], target: { process_ref: ref } });
    expect(ended.result.data.target).toEqual({ process_ref: ref });
    expect(ended.metrics.private_bytes).toMatchObject({ sample_count: 2, mean: { numerator: '400', denominator: '2' } });
    // Time after the exit adds no missing values.
    const later = await summary(h, { metric_ids: ['private_bytes'], target: { process_ref: ref }, from: iso(T0), to: iso(T0 + 60_000) });
    expect(later.metrics.private_bytes).toMatchObject({ sample_count: 2, missing_value_count: 0 });
    // Same PID and name restarted, then the old identity pruned.
    h.apply(snap(T0 + 3000, [{ ...app, start: T0 + 2500, values: { private_bytes: 5n } }]), [keyOf(app)]);
    await h.fails('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: ref } }, 'REFERENCE_INVALID');
  });

  it('keeps restart generations apart: the same PID and name are two lifetimes with their own histories', async () => {
    const h = new Harness();
    h.apply(snap(T0, [{ ...app, values: { private_bytes: 1n } }]));
    const oldRef = (await h.ok('winproc_list_processes')).data.rows![0]!.process_ref;
    h.apply(snap(T0 + 1000, [{ ...app, start: T0 + 500, values: { private_bytes: 2n } }]));
    h.apply(snap(T0 + 2000, [{ ...app, start: T0 + 500, values: { private_bytes: 4n } }]));
    const newRef = (await h.ok('winproc_list_processes')).data.rows![0]!.process_ref;
    expect(newRef).not.toBe(oldRef);
    expect((await summary(h, { metric_ids: ['private_bytes'], target: { process_ref: oldRef } })).metrics.private_bytes).toMatchObject({ sample_count: 1, max: '1' });
    expect((await summary(h, { metric_ids: ['private_bytes'], target: { process_ref: newRef } })).metrics.private_bytes).toMatchObject({ sample_count: 2, max: '4', delta: '2' });
  });

  it('follows retention: a non-tracked identity keeps its newest 120 samples and coverage moves with them', async () => {
    const h = new Harness();
    for (let i = 0; i < 130; i++) h.apply(snap(T0 + i * 1000, [{ ...app, values: { private_bytes: BigInt(i) } }]));
    const ref = (await h.ok('winproc_list_processes')).data.rows![0]!.process_ref;
    const { metrics, coverage } = await summary(h, { metric_ids: ['private_bytes'], target: { process_ref: ref }, from: iso(T0), to: iso(T0 + 129_000) });
    expect(metrics.private_bytes).toMatchObject({ sample_count: 120, min: '10', first: { value: '10', timestamp: iso(T0 + 10_000) } });
    // The requested start is outside retention: no delta, and no missing values for the dropped time.
    expect(metrics.private_bytes).not.toHaveProperty('delta');
    expect(metrics.private_bytes.missing_value_count).toBe(0);
    expect(coverage).toMatchObject({ retained_from: iso(T0 + 10_000), retained_to: iso(T0 + 129_000), sample_count: 120, max_sample_interval_ms: 1000 });
  });
});

describe('winproc_get_history raw', () => {
  /** 300 irregular system samples; every seventh value missing, one giant integer. */
  function series(h: Harness): number[] {
    const times: number[] = [];
    let t = T0;
    for (let i = 0; i < 300; i++) {
      t += 900 + ((i * 37) % 400);
      times.push(t);
      const values = i % 7 === 0 ? {} : { committed_bytes: i === 20 ? 2n ** 64n - 2n : BigInt(i * 1000), cpu_percent: (i % 13) / 3 };
      h.apply(snap(t, [], system(values)));
    }
    return times;
  }

  it('preserves every stored timestamp, unavailable ones included, with temporal coverage beside paging', async () => {
    const h = new Harness();
    fourSamples(h);
    const page = await h.ok('winproc_get_history', { metric_ids: ['committed_bytes', 'cpu_percent'], mode: 'raw', from: iso(T0 - 3000), to: iso(T0 + 7000) });
    expect(page.data.rows).toEqual([
      { timestamp: iso(T0), values: { committed_bytes: '10', cpu_percent: 10 }, unavailable: {} },
      { timestamp: iso(T0 + 1000), values: {}, unavailable: { committed_bytes: 'unknown', cpu_percent: 'unknown' } },
      { timestamp: iso(T0 + 3500), values: { committed_bytes: '0', cpu_percent: 0 }, unavailable: {} },
      { timestamp: iso(T0 + 4000), values: { committed_bytes: '20', cpu_percent: 20 }, unavailable: {} },
    ]);
    expect(page.data.temporal_coverage).toEqual({ retained_from: iso(T0), retained_to: iso(T0 + 4000), sample_count: 4, max_sample_interval_ms: 2500 });
    expect(page.data.coverage).toEqual({ listed: 4 });
    expect(page.data.target).toEqual({ system: true });
    expect(page.data.next_cursor).toBeNull();
  });

  it('agrees with the summary across pages of an irregular series', async () => {
    const h = new Harness();
    const times = series(h);
    const from = iso(times[10]!);
    const to = iso(times[250]!);
    const args = { metric_ids: ['committed_bytes', 'cpu_percent'], mode: 'raw', from, to, limit: 64 };
    const { rows, pages } = await h.allPages('winproc_get_history', args);
    expect(pages).toBe(4);
    expect(rows).toHaveLength(241);
    expect(rows.map((r) => r.timestamp)).toEqual(times.slice(10, 251).map(iso));
    const { metrics, coverage } = await summary(h, { metric_ids: ['committed_bytes', 'cpu_percent'], from, to });
    const ints = rows.map((r) => (r.values as Record<string, string>).committed_bytes).filter((v) => v !== undefined).map(BigInt);
    const floats = rows.map((r) => (r.values as Record<string, number>).cpu_percent).filter((v) => v !== undefined);
    expect(metrics.committed_bytes).toMatchObject({ sample_count: rows.length, available_value_count: ints.length, missing_value_count: rows.length - ints.length });
    expect(BigInt(metrics.committed_bytes.max as string)).toBe(ints.reduce((a, b) => (a > b ? a : b)));
    expect(BigInt(metrics.committed_bytes.min as string)).toBe(ints.reduce((a, b) => (a < b ? a : b)));
    const mean = metrics.committed_bytes.mean as { numerator: string; denominator: string };
    const sum = ints.reduce((a, b) => a + b, 0n);
    expect(mean).toEqual({ numerator: sum.toString(), denominator: String(ints.length) });
    expect(metrics.cpu_percent.available_value_count).toBe(floats.length);
    expect(metrics.cpu_percent.mean as number).toBeCloseTo(floats.reduce((a, b) => a + b, 0) / floats.length, 12);
    expect(coverage.sample_count).toBe(rows.length);
    const gaps = rows.slice(1).map((r, i) => Date.parse(r.timestamp as string) - Date.parse(rows[i]!.timestamp as string));
    expect(coverage.max_sample_interval_ms).toBe(Math.max(...gaps));
    expect(rows.some((r) => (r.values as Record<string, string>).committed_bytes === '18446744073709551614')).toBe(true);
  });

  it('freezes the series: later samples and pruning do not change pages already promised', async () => {
    const h = new Harness();
    const app: Proc = { pid: 5, name: 'app', start: T0 - 1 };
    for (let i = 0; i < 6; i++) h.apply(snap(T0 + i * 1000, [{ ...app, values: { private_bytes: BigInt(i) } }]));
    const ref = (await h.ok('winproc_list_processes')).data.rows![0]!.process_ref;
    const args = { metric_ids: ['private_bytes'], target: { process_ref: ref }, mode: 'raw', limit: 4 };
    const first = await h.ok('winproc_get_history', args);
    h.apply(snap(T0 + 10_000, []), [keyOf(app)]);
    await h.fails('winproc_get_history', { ...args, cursor: undefined }, 'REFERENCE_INVALID');
    const second = await h.ok('winproc_get_history', { ...args, cursor: first.data.next_cursor });
    expect(second.data.rows!.map((r) => (r.values as Record<string, string>).private_bytes)).toEqual(['4', '5']);
    expect(second.data.temporal_coverage).toEqual(first.data.temporal_coverage);
    await h.fails('winproc_get_history', { ...args, limit: 5, cursor: first.data.next_cursor }, 'CURSOR_INVALID');
  });

  it('pages 100 samples by default in raw mode and 5,000 otherwise', async () => {
    const h = new Harness();
    series(h);
    expect((await h.ok('winproc_get_history', { metric_ids: ['cpu_percent'], mode: 'raw' }, { raw: true })).data.rows).toHaveLength(100);
    expect((await h.ok('winproc_get_history', { metric_ids: ['cpu_percent'], mode: 'raw' })).data.rows).toHaveLength(300);
  });
});

describe('winproc_get_history examples', () => {
  // The valid examples are what clients copy: a range that ends before it starts is rejected as INVALID_ARGUMENT by
  // the handler, so an example that passes the schema must also pass this semantic check.
  const folder = join(import.meta.dirname, '../../../schemas/examples/winproc_get_history/valid');
  const ranged = readdirSync(folder)
    .map((file) => [file, JSON.parse(readFileSync(join(folder, file), 'utf8')) as { from?: string; to?: string }] as const)
    .filter(([, args]) => args.from !== undefined && args.to !== undefined);

  it('has examples with both ends', () => expect(ranged.length).toBeGreaterThan(0));
  it.each(ranged)('%s starts no later than it ends', (_file, args) => {
    expect(compareInstants(parseInstant(args.from!, 'from'), parseInstant(args.to!, 'to'))).toBeLessThanOrEqual(0);
  });
});
