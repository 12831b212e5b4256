// Guards the main-thread side of sampling: the compact wire form keeps every value exact, one pass in
// flight at a time, drift-corrected scheduling, failures reported without stopping, and a clean stop.
import { afterEach, describe, expect, it } from 'vitest';
import { PROCESS_METRIC_IDS, SYSTEM_METRIC_IDS } from '../../../generated/metrics.js';
import { decodeSnapshot, encodeSnapshot } from '../../../src/model/wire.js';
import {
  findSamplerWorkerScript,
  SamplingWorker,
  type SamplingFailure,
} from '../../../src/collectors/sampler.js';
import type { Snapshot } from '../../../src/model/types.js';

const FAKE_WORKER = new URL('./support/fake-sampler-worker.mjs', import.meta.url);
const ENV_KEYS = ['FAKE_PASS_MS', 'FAKE_FAIL_AT', 'FAKE_CRASH_AT'] as const;
const workers: SamplingWorker[] = [];

afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  for (const key of ENV_KEYS) delete process.env[key];
});

function fakeWorker(env: Partial<Record<(typeof ENV_KEYS)[number], string>> = {}): SamplingWorker {
  for (const [key, value] of Object.entries(env)) process.env[key] = value;
  const w = new SamplingWorker({ workerUrl: FAKE_WORKER });
  workers.push(w);
  return w;
}

function collect(w: SamplingWorker, count: number): Promise<Snapshot[]> {
  return new Promise((resolve) => {
    const got: Snapshot[] = [];
    const off = w.onSnapshot((s) => {
      got.push(s);
      if (got.length === count) {
        off();
        resolve(got);
      }
    });
  });
}

function nextFailure(w: SamplingWorker): Promise<SamplingFailure> {
  return new Promise((resolve) => {
    const off = w.onError((f) => {
      off();
      resolve(f);
    });
  });
}

describe('snapshot wire form', () => {
  const snapshot: Snapshot = {
    sequence: 7,
    capturedAtMs: 1_800_000_000_123,
    collectionCpuMicros: 4321,
    processes: [
      {
        identity: { pid: 42, name: 'a) (b', startTimeMs: 1_700_000_000_000, startToken: '123456' },
        parentPid: 1,
        path: '/usr/bin/a',
        user: 'alice',
        values: {
          cpu_percent: 12.5,
          private_bytes: 18446744073709551615n,
          workset_bytes: 9007199254740993n,
          thread_count: 3n,
          handle_count: 0n,
          gpu_percent: 0,
          path: '/usr/bin/a',
        },
        unavailable: {
          user_object_count: 'unsupported',
          io_read_bytes_per_sec: 'first_sample',
          handle_count: undefined,
          gpu_dedicated_bytes: 'access_denied',
          dotnet_heap_bytes: 'not_collected',
          workset_private_bytes: 'exited',
          workset_shareable_bytes: 'unknown',
        },
      },
      {
        // A name that is not UTF-8 crosses with its bytes, so the other thread keys the same lifetime.
        identity: { pid: 43, name: 'b\\xff', nameBytesHex: '62ff', startTimeMs: null, startToken: null },
        parentPid: null,
        path: null,
        user: null,
        values: {},
        unavailable: { path: 'access_denied' },
      },
    ],
    system: {
      values: { total_memory_bytes: 1n << 62n, disk_queue_length: 0.25, process_count: 2n },
      unavailable: { paged_pool_bytes: 'unsupported' },
    },
    gpus: [{ adapterId: 'card0', name: null, values: { dedicated_bytes: 1n }, unavailable: { encode_max_percent: 'unsupported' } }],
  };

  it('round-trips through structured clone with exact bigints and the same keys', () => {
    const decoded = decodeSnapshot(structuredClone(encodeSnapshot(snapshot)));
    const { handle_count: _dropped, ...unavailable } = snapshot.processes[0].unavailable;
    expect(decoded).toEqual({
      ...snapshot,
      processes: [{ ...snapshot.processes[0], unavailable }, snapshot.processes[1]],
    });
    expect(decoded.processes[0].values.private_bytes).toBe(18446744073709551615n);
    expect(Object.keys(decoded.processes[1].values)).toEqual([]);
    expect(decoded.processes[0].identity).not.toHaveProperty('nameBytesHex');
    expect(decoded.processes[1].identity.nameBytesHex).toBe('62ff');
  });

  it('carries the kernel-thread flag of a sample, and none for an ordinary process', () => {
    const flagged: Snapshot = { ...snapshot, processes: [{ ...snapshot.processes[0], kernelThread: true }, snapshot.processes[1]] };
    const decoded = decodeSnapshot(structuredClone(encodeSnapshot(flagged)));
    expect(decoded.processes[0].kernelThread).toBe(true);
    expect(decoded.processes[1].kernelThread).toBeUndefined();
  });

  it('carries the cgroup facts as they were (nulls included), and none where the sample had none', () => {
    const id = 'cd'.repeat(32);
    const docker = { path: `/docker/${id}`, unit: null, container: { runtime: 'docker' as const, id, podUid: null, name: null }, namespacePid: 1 };
    const service = { path: '/system.slice/nginx.service', unit: 'nginx.service', container: null, namespacePid: null };
    const withCgroups: Snapshot = { ...snapshot, processes: [{ ...snapshot.processes[0], cgroup: docker }, { ...snapshot.processes[1], cgroup: service }] };
    const decoded = decodeSnapshot(structuredClone(encodeSnapshot(withCgroups)));
    expect(decoded.processes.map((p) => p.cgroup)).toEqual([docker, service]);
    expect(decodeSnapshot(encodeSnapshot(snapshot)).processes[0].cgroup).toBeUndefined();
  });

  it('carries the metric slots in typed arrays: one kind and one number per slot, only strings and bigints beyond 2^53 aside', () => {
    const wire = encodeSnapshot(snapshot);
    // per process: 4 header numbers (pid, start time, parent, kernel-thread flag) and one number per metric; then the system's
    expect(wire.numbers).toBeInstanceOf(Float64Array);
    expect(wire.numbers).toHaveLength(2 * (4 + PROCESS_METRIC_IDS.length) + SYSTEM_METRIC_IDS.length);
    expect(wire.kinds).toHaveLength(2 * PROCESS_METRIC_IDS.length + SYSTEM_METRIC_IDS.length);
    // private_bytes (2^64-1), workset_bytes (2^53+1), the path metric and the system's 2^62: nothing else is aside
    expect(wire.extra).toEqual([18446744073709551615n, 9007199254740993n, '/usr/bin/a', 1n << 62n]);
  });

  it('decodes values lazily with the same result, 2^53 itself exact as a number slot', () => {
    const edge: Snapshot = { ...snapshot, processes: [{ ...snapshot.processes[0], values: { ...snapshot.processes[0].values, io_read_bytes_per_sec: 2n ** 53n, thread_count: 4095n, handle_count: 4096n } }] };
    const eager = decodeSnapshot(structuredClone(encodeSnapshot(edge)));
    const lazy = decodeSnapshot(structuredClone(encodeSnapshot(edge)), { lazyValues: true });
    expect(lazy.processes[0].values).toEqual(eager.processes[0].values);
    expect(lazy.processes[0].unavailable).toEqual(eager.processes[0].unavailable);
    expect(eager.processes[0].values.io_read_bytes_per_sec).toBe(2n ** 53n);
    expect(eager.processes[0].values.thread_count).toBe(4095n);
    expect(eager.processes[0].values.handle_count).toBe(4096n);
    const service = { path: '/system.slice/a.service', unit: 'a.service', container: null, namespacePid: null };
    const flagged: Snapshot = { ...snapshot, processes: [{ ...snapshot.processes[0], kernelThread: true, cgroup: service }, snapshot.processes[1]] };
    const lazyFlagged = decodeSnapshot(structuredClone(encodeSnapshot(flagged)), { lazyValues: true });
    expect(lazyFlagged.processes[0].kernelThread).toBe(true);
    expect(lazyFlagged.processes[0].cgroup).toEqual(service);
    expect('kernelThread' in lazyFlagged.processes[1]).toBe(false);
    expect('cgroup' in lazyFlagged.processes[1]).toBe(false);
    expect(lazyFlagged.processes[1].unavailable).toEqual({ path: 'access_denied' });
  });

  it("keeps a lifetime's identity object from one decode to the next, and makes a new one when the lifetime changed", () => {
    const first = decodeSnapshot(structuredClone(encodeSnapshot(snapshot)));
    const second = decodeSnapshot(structuredClone(encodeSnapshot(snapshot)));
    expect(second.processes[0].identity).toBe(first.processes[0].identity);
    expect(second.processes[1].identity).toBe(first.processes[1].identity);
    const restarted: Snapshot = { ...snapshot, processes: [{ ...snapshot.processes[0], identity: { ...snapshot.processes[0].identity, startToken: 'other' } }] };
    const third = decodeSnapshot(structuredClone(encodeSnapshot(restarted)));
    expect(third.processes[0].identity).not.toBe(second.processes[0].identity);
    expect(third.processes[0].identity).toEqual(restarted.processes[0].identity);
  });

  it('refuses a wire form whose arrays do not match its process count', () => {
    const wire = encodeSnapshot(snapshot);
    expect(() => decodeSnapshot({ ...wire, processCount: 3 })).toThrow(RangeError);
  });

  it('a negative or non-finite float is not a measurement', () => {
    const bad: Snapshot = { ...snapshot, system: { values: { cpu_percent: -1, cpu_user_percent: Number.NaN }, unavailable: {} } };
    const decoded = decodeSnapshot(encodeSnapshot(bad));
    expect(decoded.system.unavailable).toEqual({ cpu_percent: 'unknown', cpu_user_percent: 'unknown' });
  });
});

describe('SamplingWorker scheduling', () => {
  it('keeps exactly one pass in flight when passes take longer than the interval', async () => {
    const w = fakeWorker({ FAKE_PASS_MS: '120' });
    const done = collect(w, 4);
    w.start(20);
    const snaps = await done;
    expect(snaps.map((s) => s.sequence)).toEqual([1, 2, 3, 4]);
    expect(Math.max(...snaps.map((s) => s.collectionCpuMicros))).toBe(1);
    for (let i = 1; i < snaps.length; i++) {
      // The next pass starts only after the previous one answered.
      expect(snaps[i].capturedAtMs - snaps[i - 1].capturedAtMs).toBeGreaterThanOrEqual(110);
    }
  });

  it('schedules from the start of each pass, not from its end', async () => {
    const w = fakeWorker({ FAKE_PASS_MS: '150' });
    const done = collect(w, 7);
    w.start(200);
    const snaps = await done;
    const periods = snaps.slice(1).map((s, i) => s.capturedAtMs - snaps[i].capturedAtMs);
    const mean = periods.reduce((a, b) => a + b, 0) / periods.length;
    // Interval after the end of each pass would give ~350 ms; the boundary sits halfway, so a loaded machine's late
    // timers do not decide the answer.
    expect(mean).toBeGreaterThanOrEqual(180);
    expect(mean).toBeLessThan(275);
  });

  it('reports a failed pass and keeps sampling', async () => {
    const w = fakeWorker({ FAKE_FAIL_AT: '2' });
    const failure = nextFailure(w);
    const done = collect(w, 2);
    w.start(20);
    expect(await failure).toEqual({ kind: 'pass_failed', message: 'pass 2 failed' });
    expect((await done).map((s) => s.sequence)).toEqual([1, 3]);
  });

  it('restarts a crashed worker at the next interval', async () => {
    const w = fakeWorker({ FAKE_CRASH_AT: '2' });
    const failure = nextFailure(w);
    const done = collect(w, 3);
    w.start(20);
    expect((await failure).kind).toBe('worker_failed');
    // Each fresh worker counts from 1 again and crashes at its second pass.
    expect((await done).map((s) => s.sequence)).toEqual([1, 1, 1]);
  });

  it('delivers nothing after stop()', async () => {
    const w = fakeWorker({ FAKE_PASS_MS: '50' });
    await new Promise<void>((resolve) => {
      w.onSnapshot(() => resolve());
      w.start(10);
    });
    let late = 0;
    w.onSnapshot(() => late++);
    await w.stop();
    await new Promise((r) => setTimeout(r, 150));
    expect(late).toBe(0);
    expect(w.sampling).toBe(false);
  });

  it('answers host info with exact integers', async () => {
    const host = await fakeWorker().hostInfo();
    expect(host.totalMemoryBytes).toBe(1n << 60n);
    expect(host.osName).toBe('Fake');
  });

  it('rejects a non-positive interval', () => {
    expect(() => fakeWorker().start(0)).toThrow(RangeError);
  });
});

describe('findSamplerWorkerScript', () => {
  it('finds dist/workers/sampler.cjs from the sources', () => {
    expect(findSamplerWorkerScript(new URL('../../../src/collectors/sampler.ts', import.meta.url)).pathname).toMatch(
      /\/dist\/workers\/sampler\.cjs$/,
    );
  });

  it('says how to build it when it is missing', () => {
    expect(() => findSamplerWorkerScript('file:///nonexistent/dir/file.js')).toThrow(/node scripts\/build\.mjs/);
  });
});
