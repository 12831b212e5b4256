// Guards the bulk frame path of the saved-log reader: the store it builds equals one built sample by sample through
// the writer's own codec and ModelStore.applySnapshot (values, missing cells, exact integers, peaks, lifetimes, final frame).
import { describe, expect, it } from 'vitest';
import { GPU_ADAPTER_LAYOUT, ModelStore, PROCESS_LAYOUT, SYSTEM_LAYOUT, type TargetHistory } from '../../../src/model/index.js';
import type { ProcessIdentity, ProcessSample, Snapshot } from '../../../src/model/types.js';
import { LogReader } from '../../../src/recording/reader.js';
import { encodeV3, type V3Record } from '../../../src/recording/v3-layout.js';
import { decodeV3 } from '../../../src/recording/v3-decode.js';

const T0 = 1_772_359_200_000;
const BUDGET = 64 * 1024 * 1024;

/** A recording with the cases the bulk path must keep: gaps, short arrays, 2^53 and beyond, long fractions, re-emitted paths. */
function lines(): string[] {
  const out: string[] = [];
  const add = (record: V3Record) => out.push(encodeV3(record).trimEnd());
  add({ kind: 'session', session: { id: '20260301100000', app: 't', host: 'h', startMs: T0, intervalSeconds: 1, tracked: ['worker-1'], columns: [], sort: { column: 'cpu_percent', direction: 'desc' } } });
  add({ kind: 'gpu', gpu: { adapterId: 0, luidHigh: 0, luidLow: 7, name: 'card7' } });
  for (let p = 0; p < 3; p++) add({ kind: 'process', process: { processId: p, pid: 100 + p, name: `worker-${p}`, startTimeMs: T0 - p, path: p === 2 ? null : `/bin/w${p}` } });
  for (let i = 0; i < 40; i++) {
    if (i === 20) add({ kind: 'process', process: { processId: 2, pid: 102, name: 'worker-2', startTimeMs: T0 - 2, path: '/bin/late' } });
    const processes = [0, 1, 2]
      .filter((p) => !(p === 1 && i % 7 === 3))
      .map((p) => ({
        processId: p,
        values: {
          ...(i % 5 === 0 ? {} : { cpu_percent: 0.1 + 0.2 * (i + p) }),
          private_bytes: p === 0 && i === 10 ? 18_446_744_073_709_551_614n : p === 0 && i === 11 ? 9_007_199_254_740_993n : BigInt(1000 + i * 10 - p),
          workset_bytes: i % 3 === 0 ? 1_000_000_000_000_000n : BigInt(i),
          ...(i % 4 === 0 ? {} : { io_read_bytes_per_sec: BigInt(i * p) }),
        },
      }));
    add({
      kind: 'frame',
      frame: {
        capturedAtMs: T0 + (i < 30 ? i : i + 5) * 1000,
        system: { physical_memory_bytes: BigInt(8_000_000_000 + i), cpu_percent: i % 9, ...(i % 2 === 0 ? { disk_queue_length: 0.30000000000000004 } : {}) },
        gpus: i % 6 === 5 ? [] : [{ adapterId: 0, values: { utilization_percent: i / 3, dedicated_bytes: BigInt(i * 4096) } }],
        processes,
      },
    });
  }
  // An older writer's frame: process integer arrays shorter than the format's.
  out.push(`{"f":[${T0 + 50_000},[[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21],null,[]],[[0,[1.5,null,null,null,null],[77,88]]]]}`);
  return out;
}

/** The reference: each line decoded by the writer's codec and applied as a snapshot. */
function referenceStore(text: string[]): { store: ModelStore; last: Snapshot } {
  const store = new ModelStore({ fixedCapacity: Number.MAX_SAFE_INTEGER });
  const definitions = new Map<number, { identity: ProcessIdentity; path: string | null }>();
  let last: Snapshot | null = null;
  let sequence = 0;
  for (const line of text) {
    const record = decodeV3(line);
    if (record.kind === 'session') store.setTrackingNames(record.session.tracked);
    if (record.kind === 'process') {
      const p = record.process;
      const identity = definitions.get(p.processId)?.identity ?? { pid: p.pid, name: p.name, startTimeMs: p.startTimeMs, startToken: p.startTimeMs === null ? null : String(p.startTimeMs) };
      definitions.set(p.processId, { identity, path: p.path });
    }
    if (record.kind !== 'frame') continue;
    const f = record.frame;
    const processes: ProcessSample[] = f.processes.map((p) => ({ ...definitions.get(p.processId)!, parentPid: null, user: null, values: p.values, unavailable: {} }));
    last = { sequence: ++sequence, capturedAtMs: f.capturedAtMs, collectionCpuMicros: 0, processes, system: { values: f.system, unavailable: {} }, gpus: f.gpus.map((g) => ({ adapterId: '0:7', name: 'card7', values: g.values, unavailable: {} })) };
    store.applySnapshot(last, { prune: false });
  }
  return { store, last: last! };
}

function contents(history: TargetHistory, ids: readonly string[]): unknown {
  const rows: unknown[] = [];
  for (let i = 0; i < history.length; i++) rows.push([history.timestampAt(i), ...ids.map((id) => history.valueAt(id, i))]);
  return { rows, peaks: ids.map((id) => history.peak(id)) };
}

describe('bulk frame loading', () => {
  it('builds the same store as applying each decoded frame as a snapshot', () => {
    const text = lines();
    const reader = new LogReader(BUDGET);
    text.forEach((line, i) => reader.line(line, i + 1));
    const log = reader.finish();
    const { store, last } = referenceStore(text);

    expect(log.frameCount).toBe(41);
    expect(log.store.sequence).toBe(store.sequence);
    expect(log.store.presentKeys()).toEqual(store.presentKeys());
    expect(contents(log.store.system, SYSTEM_LAYOUT.ids)).toEqual(contents(store.system, SYSTEM_LAYOUT.ids));
    const gpu = log.store.gpuAdapter('0:7')!;
    expect({ ...gpu, history: contents(gpu.history, GPU_ADAPTER_LAYOUT.ids) }).toEqual({ ...store.gpuAdapter('0:7')!, history: contents(store.gpuAdapter('0:7')!.history, GPU_ADAPTER_LAYOUT.ids) });
    const processes = [...log.store.processes()];
    expect(processes.map((e) => e.key)).toEqual([...store.processes()].map((e) => e.key));
    for (const entry of processes) {
      const expected = store.process(entry.key)!;
      expect({ ...entry, history: contents(entry.history, PROCESS_LAYOUT.ids) }).toEqual({ ...expected, history: contents(expected.history, PROCESS_LAYOUT.ids) });
    }
    // Exact beyond 2^53, and the largest storable integer as the peak.
    const first = log.store.process(processes[0]!.key)!.history;
    expect(first.valueAt('private_bytes', 11)).toBe(9_007_199_254_740_993n);
    expect(first.peak('private_bytes')).toBe(18_446_744_073_709_551_614n);
    expect(log.finalFrame).toEqual(last);
  });

  it('an integer above the storable range is a parse error naming the metric, as before', () => {
    const text = lines().slice(0, 6);
    text.push(`{"f":[${T0 + 99_000_000},[[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21],null,[]],[[0,[1.5,null,null,null,null],[18446744073709551615]]]]}`);
    const reader = new LogReader(BUDGET);
    expect(() => text.forEach((line, i) => reader.line(line, i + 1))).toThrow(/Line 7 holds a frame that cannot be stored \(history cannot store metric private_bytes/);
  });
});
