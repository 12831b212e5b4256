// Guards winproc_get_metrics: values of the latest applied snapshot only (display pause never freezes them),
// exact integers as decimal strings, explicit unavailable entries, references that never retarget (exit, PID
// reuse, pruning, unknown creation time), target-kind checks and the Log view rejection.
import { describe, expect, it } from 'vitest';
import { ConnectionState } from '../../../src/backend/context.js';
import { Harness, keyOf, snap, type Proc } from './harness.js';

const T0 = 1_700_000_000_000;
const app: Proc = { pid: 4242, name: 'app', start: T0 - 10_000, values: { private_bytes: 2n ** 60n + 1n, cpu_percent: 0, thread_count: 7n } };

async function refOf(h: Harness, pid: number, scope = 'live'): Promise<string> {
  const page = await h.ok('winproc_list_processes', { filter: { pid }, scope });
  return page.data.rows![0]!.process_ref as string;
}

describe('winproc_get_metrics', () => {
  it('reads the system by default: integers as exact strings, floats as numbers, missing values as unavailable', async () => {
    const h = new Harness();
    h.apply(snap(T0, [app], { values: { total_memory_bytes: 2n ** 64n - 2n, cpu_percent: 37.25 }, unavailable: { disk_queue_length: 'unsupported' } }));
    const result = await h.ok('winproc_get_metrics', { metric_ids: ['total_memory_bytes', 'cpu_percent', 'disk_queue_length', 'process_count'] });
    expect(result.captured_at).toBe(new Date(T0).toISOString());
    expect(result.data.samples).toEqual([
      {
        target: { system: true },
        captured_at: new Date(T0).toISOString(),
        values: { total_memory_bytes: '18446744073709551614', cpu_percent: 37.25 },
        unavailable: { disk_queue_length: 'unknown', process_count: 'unknown' },
      },
    ]);
  });

  it('reads a process through its reference, measured zero included, and the text metric path as a string', async () => {
    const h = new Harness();
    h.apply(snap(T0, [{ ...app, values: { ...app.values, path: '/opt/app' } }]));
    const ref = await refOf(h, 4242);
    const result = await h.ok('winproc_get_metrics', { metric_ids: ['private_bytes', 'cpu_percent', 'thread_count', 'io_read_bytes_per_sec', 'path'], targets: [{ process_ref: ref }] });
    const samples = result.data.samples as { target: unknown; captured_at: string; values: Record<string, unknown>; unavailable: Record<string, unknown> }[];
    expect(samples[0]!).toMatchObject({
      target: { process_ref: ref },
      values: { private_bytes: '1152921504606846977', cpu_percent: 0, thread_count: '7', path: '/opt/app' },
      unavailable: { io_read_bytes_per_sec: 'unknown' },
    });
    expect(samples[0]!.captured_at).toBe(new Date(T0).toISOString());
  });

  it('rejects a metric that does not exist for a target kind instead of reporting it unavailable', async () => {
    const h = new Harness();
    h.apply(snap(T0, [app]));
    const ref = await refOf(h, 4242);
    expect(await h.fails('winproc_get_metrics', { metric_ids: ['total_memory_bytes'], targets: [{ process_ref: ref }] }, 'INVALID_ARGUMENT')).toMatch(/total_memory_bytes/);
    await h.fails('winproc_get_metrics', { metric_ids: ['private_bytes'] }, 'INVALID_ARGUMENT');
    await h.fails('winproc_get_metrics', { metric_ids: ['utilization_percent'], targets: [{ system: true }] }, 'INVALID_ARGUMENT');
    // cpu_percent exists for both kinds.
    await h.ok('winproc_get_metrics', { metric_ids: ['cpu_percent'], targets: [{ process_ref: ref }, { system: true }] });
  });

  it('never reports non-finite values: they are unavailable', async () => {
    const h = new Harness();
    h.apply(snap(T0, [{ ...app, values: { cpu_percent: Number.NaN, gpu_percent: Number.POSITIVE_INFINITY } }], { values: { cpu_percent: Number.NEGATIVE_INFINITY }, unavailable: {} }));
    const ref = await refOf(h, 4242);
    const result = await h.ok('winproc_get_metrics', { metric_ids: ['cpu_percent'], targets: [{ system: true }, { process_ref: ref }] });
    for (const sample of result.data.samples as { values: object; unavailable: object }[]) {
      expect(sample.values).toEqual({});
      expect(sample.unavailable).toEqual({ cpu_percent: 'unknown' });
    }
  });

  it('answers PROCESS_EXITED for an exited lifetime, never its last values, and never retargets a reused PID', async () => {
    const h = new Harness();
    h.apply(snap(T0, [app]));
    const ref = await refOf(h, 4242);
    h.apply(snap(T0 + 1000, []));
    await h.fails('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: ref }] }, 'PROCESS_EXITED');
    // The same PID and name again: a new lifetime, which the old reference never reaches.
    const reused: Proc = { ...app, start: T0 + 1500, values: { private_bytes: 1n } };
    h.apply(snap(T0 + 2000, [reused]));
    await h.fails('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: ref }] }, 'PROCESS_EXITED');
    const fresh = await refOf(h, 4242);
    expect(fresh).not.toBe(ref);
    const values = await h.ok('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: fresh }] });
    expect((values.data.samples as { values: object }[])[0]!.values).toEqual({ private_bytes: '1' });
    // The exited lifetime's history stays readable through the old reference.
    const history = await h.ok('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: ref } });
    expect((history.data.metrics as Record<string, { last: { value: string } }>).private_bytes.last.value).toBe('1152921504606846977');
  });

  it('answers REFERENCE_INVALID for unknown, foreign and pruned references', async () => {
    const h = new Harness();
    h.apply(snap(T0, [app]));
    const ref = await refOf(h, 4242);
    await h.fails('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: 'p_unknown' }] }, 'REFERENCE_INVALID');
    await h.fails('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: ref }] }, 'REFERENCE_INVALID', { connection: new ConnectionState('other') });
    h.apply(snap(T0 + 1000, []), [keyOf(app)]);
    await h.fails('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: ref }] }, 'REFERENCE_INVALID');
  });

  it('serves the sampled values of a process whose creation time is unknown; only live inspection is refused (spec §6)', async () => {
    const h = new Harness();
    h.apply(snap(T0, [{ ...app, start: null }]));
    const ref = await refOf(h, 4242);
    const result = await h.ok('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: ref }] });
    expect((result.data.samples as { values: object }[])[0]!.values).toEqual({ private_bytes: '1152921504606846977' });
    // Its retained history is sampled information too.
    await h.ok('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: ref } });
    // A live lookup of that lifetime is unsafe: refused.
    await h.fails('winproc_start_capture', { kind: 'threads', process_ref: ref }, 'IDENTITY_UNVERIFIABLE');
  });

  it('reads 50 targets in request order', async () => {
    const h = new Harness();
    const procs: Proc[] = Array.from({ length: 49 }, (_, i) => ({ pid: 100 + i, name: `w${i}`, start: T0 - 1, values: { private_bytes: BigInt(i) } }));
    h.apply(snap(T0, procs));
    const rows = (await h.ok('winproc_list_processes', { sort: { by: 'pid' } })).data.rows!;
    const targets = [{ system: true }, ...rows.map((r) => ({ process_ref: r.process_ref }))];
    const result = await h.ok('winproc_get_metrics', { metric_ids: ['cpu_percent'], targets });
    const samples = result.data.samples as { target: Record<string, unknown> }[];
    expect(samples).toHaveLength(50);
    expect(samples.map((s) => s.target)).toEqual(targets);
  });

  it('follows the latest applied sample while the display is paused, and rejects live reads in Log view', async () => {
    const h = new Harness();
    h.apply(snap(T0, [], { values: { cpu_percent: 10 }, unavailable: {} }));
    h.state.apply({ type: 'activity', activity: 'live', displayPaused: true });
    h.apply(snap(T0 + 1000, [], { values: { cpu_percent: 90 }, unavailable: {} }));
    const paused = await h.ok('winproc_get_metrics', { metric_ids: ['cpu_percent'] });
    expect((paused.data.samples as { values: object }[])[0]!.values).toEqual({ cpu_percent: 90 });
    expect(paused.captured_at).toBe(new Date(T0 + 1000).toISOString());
    h.state.apply({ type: 'activity', activity: 'log_view', displayPaused: false });
    await h.fails('winproc_get_metrics', { metric_ids: ['cpu_percent'] }, 'ACTIVITY_CONFLICT');
    h.state.apply({ type: 'activity', activity: 'recording', displayPaused: false });
    await h.ok('winproc_get_metrics', { metric_ids: ['cpu_percent'] });
  });

  it('reads GPU adapters that were sampled; an adapter absent now has every value unavailable', async () => {
    const h = new Harness();
    const gpu = { adapterId: 'card0', name: 'GPU', values: { utilization_percent: 42.5, dedicated_bytes: 1024n }, unavailable: {} };
    h.apply(snap(T0, [], undefined, [gpu]));
    const read = await h.ok('winproc_get_metrics', { metric_ids: ['utilization_percent', 'dedicated_bytes'], targets: [{ gpu_adapter: 'card0' }] });
    expect((read.data.samples as { values: object }[])[0]!.values).toEqual({ utilization_percent: 42.5, dedicated_bytes: '1024' });
    await h.fails('winproc_get_metrics', { metric_ids: ['utilization_percent'], targets: [{ gpu_adapter: 'card9' }] }, 'INVALID_ARGUMENT');
    h.apply(snap(T0 + 1000, []));
    const gone = await h.ok('winproc_get_metrics', { metric_ids: ['utilization_percent'], targets: [{ gpu_adapter: 'card0' }] });
    expect((gone.data.samples as { unavailable: object }[])[0]!.unavailable).toEqual({ utilization_percent: 'unknown' });
  });

  it('reports every value unavailable, as a partial result, before the first sample', async () => {
    const h = new Harness();
    const result = await h.ok('winproc_get_metrics', { metric_ids: ['cpu_percent'] });
    expect(result.status).toBe('partial');
    expect(result.data.samples).toEqual([{ target: { system: true }, values: {}, unavailable: { cpu_percent: 'unknown' } }]);
  });

  it('rejects a log_ref this connection never loaded, and a log source without log_ref', async () => {
    const h = new Harness();
    h.apply(snap(T0, []));
    await h.fails('winproc_get_metrics', { metric_ids: ['cpu_percent'], log_ref: 'l_1' }, 'REFERENCE_INVALID');
    await h.fails('winproc_get_metrics', { metric_ids: ['cpu_percent'], source: 'log' }, 'INVALID_ARGUMENT');
  });
});
