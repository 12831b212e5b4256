// The store appending a live snapshot from its wire form's cells (rowsOfWire + appendRow) keeps exactly what the
// decoded samples' value objects would: same histories, peaks, entries and errors, over gaps, unavailable values,
// bigints above 2^53 and a reused PID.
import { describe, expect, it } from 'vitest';
import { PROCESS_METRIC_IDS, SYSTEM_METRIC_IDS } from '../../../generated/metrics.js';
import { HistoryValueError, PROCESS_LAYOUT, SYSTEM_LAYOUT, type TargetHistory } from '../../../src/model/index.js';
import { ModelStore } from '../../../src/model/store.js';
import type { Snapshot } from '../../../src/model/types.js';
import { decodeSnapshot, encodeSnapshot, rowsOfWire } from '../../../src/model/wire.js';
import { snapshot, type ProcessSpec } from './snapshots.js';

const ABOVE_2_53 = 2n ** 60n + 3n;
const MAX_STORABLE = 2n ** 64n - 2n;

/** Every stored cell of a history, its timestamps, length and peaks, as plain data to compare. */
function historyContent(history: TargetHistory): unknown {
  const ids = history.layout.ids;
  const rows: unknown[] = [];
  for (let i = 0; i < history.length; i++) rows.push([history.timestampAt(i), ...ids.map((id) => history.valueAt(id, i))]);
  return { length: history.length, capacity: history.capacity, rows, peaks: ids.map((id) => history.peak(id)) };
}

function storeContent(store: ModelStore): unknown {
  const processes = [...store.processes()].map(({ history, ...entry }) => ({ ...entry, history: historyContent(history) }));
  return { sequence: store.sequence, present: store.presentKeys(), processes, system: historyContent(store.system) };
}

/** A snapshot with its values set per process, unavailable reasons included (as the collector delivers them). */
function sampled(atMs: number, specs: readonly (ProcessSpec & { readonly unavailable?: Snapshot['processes'][number]['unavailable'] })[]): Snapshot {
  const base = snapshot(atMs, specs);
  return {
    ...base,
    processes: base.processes.map((sample, i) => ({ ...sample, unavailable: specs[i]!.unavailable ?? {} })),
    system: { values: { process_count: BigInt(specs.length), cpu_percent: atMs / 1000, total_memory_bytes: ABOVE_2_53 }, unavailable: { available_memory_bytes: 'unsupported' } },
  };
}

/** The same snapshots applied by two stores: one from the decoded value objects, one from the wire's cells. */
function applyBoth(snapshots: readonly Snapshot[]): { objects: ModelStore; wire: ModelStore } {
  const objects = new ModelStore({ trackingNames: ['tracked'] });
  const wire = new ModelStore({ trackingNames: ['tracked'], histories: 'write' });
  for (const sent of snapshots) {
    const form = encodeSnapshot(sent);
    const decoded = decodeSnapshot(form);
    const a = objects.applySnapshot(decoded);
    const b = wire.applySnapshot(decoded, { wire: form });
    expect(b).toEqual(a);
  }
  return { objects, wire };
}

describe('applying a snapshot from its wire form', () => {
  it('stores exactly what the decoded value objects store: gaps, unavailable values, bigints above 2^53, a reused PID', () => {
    const a = { pid: 10, name: 'tracked', start: 1_000 };
    const b = { pid: 11, name: 'worker', start: 2_000, ppid: 10 };
    const reused = { pid: 11, name: 'worker', start: 9_000 };
    const c = { pid: 12, name: 'other', start: 3_000 };
    const snapshots = [
      sampled(10_000, [
        { ...a, values: { private_bytes: 4096n, thread_count: 3n, path: '/usr/bin/tracked' }, unavailable: { cpu_percent: 'first_sample' } },
        { ...b, values: { cpu_percent: 12.5, private_bytes: ABOVE_2_53, workset_bytes: 2n ** 53n, handle_count: 0n }, unavailable: { io_read_bytes_per_sec: 'access_denied' } },
      ]),
      // b exits; c appears; a gains a rate and loses a value (absent, not zero).
      sampled(11_000, [
        { ...a, values: { cpu_percent: 0, private_bytes: MAX_STORABLE, io_read_bytes_per_sec: 4095n, io_write_bytes_per_sec: 4096n } },
        { ...c, values: { cpu_percent: 99.75, private_bytes: 1n } },
      ]),
      // A gap: a is missing from one snapshot; PID 11 comes back as a new lifetime.
      sampled(12_000, [
        { ...reused, ppid: 10, values: { private_bytes: 2n ** 53n + 1n, cpu_percent: 1.5 } },
        { ...c, values: { cpu_percent: 0.25, private_bytes: 2n } },
      ]),
      sampled(13_000, [
        { ...a, values: { private_bytes: 8192n, cpu_percent: 3 } },
        { ...reused, ppid: 10, values: { private_bytes: 2n ** 53n - 1n } },
        { ...c, values: {}, unavailable: { cpu_percent: 'exited', private_bytes: 'exited' } },
      ]),
    ];
    const { objects, wire } = applyBoth(snapshots);
    expect(storeContent(wire)).toEqual(storeContent(objects));
    // The content compared holds what was sent: the reused PID's lifetime is its own, with the exact big values.
    const newLifetime = [...wire.processes()].find((entry) => entry.identity.startTimeMs === 9_000)!;
    expect([newLifetime.history.valueAt('private_bytes', 0), newLifetime.history.valueAt('private_bytes', 1)]).toEqual([2n ** 53n + 1n, 2n ** 53n - 1n]);
    const first = [...wire.processes()].find((entry) => entry.identity.pid === 10)!;
    expect(first.history.length).toBe(3);
    expect(first.history.valueAt('private_bytes', 1)).toBe(MAX_STORABLE);
    expect(first.history.valueAt('thread_count', 1)).toBeNull();
    expect(wire.system.valueAt('total_memory_bytes', 0)).toBe(ABOVE_2_53);
  });

  it('lays each row out in the layout column order, missing values NaN and values above 2^53 aside', () => {
    const form = encodeSnapshot(sampled(10_000, [{ pid: 1, name: 'p', start: 1, values: { cpu_percent: 2.5, private_bytes: ABOVE_2_53, thread_count: 7n }, unavailable: { workset_bytes: 'access_denied' } }]));
    const rows = rowsOfWire(form);
    const stride = PROCESS_LAYOUT.ids.length;
    expect(rows.cells.length).toBe(stride + SYSTEM_LAYOUT.ids.length);
    expect(rows.systemOffset).toBe(stride);
    const cell = (id: string): number => rows.cells[PROCESS_LAYOUT.columnOf(id)!]!;
    expect(cell('cpu_percent')).toBe(2.5);
    expect(cell('thread_count')).toBe(7);
    expect(cell('private_bytes')).toBeNaN();
    expect(rows.big.get(PROCESS_LAYOUT.columnOf('private_bytes')!)).toBe(ABOVE_2_53);
    expect(cell('workset_bytes')).toBeNaN();
    expect(rows.big.get(stride + SYSTEM_LAYOUT.columnOf('total_memory_bytes')!)).toBe(ABOVE_2_53);
    // Cells handed back for reuse (a larger previous snapshot's, full of other values) are written over, not reallocated.
    const reused = rowsOfWire(form, new Float64Array(rows.cells.length + 50).fill(99));
    expect(reused.cells.length).toBe(rows.cells.length + 50);
    expect([...reused.cells.subarray(0, rows.cells.length)]).toEqual([...rows.cells]);
    expect(reused.big).toEqual(rows.big);
    expect(rowsOfWire(form, new Float64Array(3)).cells.length).toBe(rows.cells.length);
    // Text metrics have no column; the layout covers every other metric of the wire.
    expect(PROCESS_LAYOUT.ids.length).toBe(PROCESS_METRIC_IDS.length - PROCESS_LAYOUT.textIds.size);
    expect(SYSTEM_LAYOUT.ids.length).toBe(SYSTEM_METRIC_IDS.length - SYSTEM_LAYOUT.textIds.size);
  });

  it('refuses the values the object path refuses, with the same error, and changes nothing', () => {
    const good = sampled(10_000, [{ pid: 1, name: 'p', start: 1, values: { private_bytes: 1n } }]);
    const bad: readonly Snapshot[] = [
      sampled(11_000, [{ pid: 1, name: 'p', start: 1, values: { private_bytes: -1n } }]),
      sampled(11_000, [{ pid: 1, name: 'p', start: 1, values: { private_bytes: 2n ** 64n - 1n } }]),
      sampled(11_000, [{ pid: 1, name: 'p', start: 1, values: { private_bytes: 1.5 } }]),
      sampled(11_000, [{ pid: 1, name: 'p', start: 1, values: { cpu_percent: 3n } }]),
      sampled(11_000, [{ pid: 1, name: 'p', start: 1, values: { private_bytes: 'text' } }]),
    ];
    for (const snapshotWithBadValue of bad) {
      const { objects, wire } = applyBoth([good]);
      const form = encodeSnapshot(snapshotWithBadValue);
      const decoded = decodeSnapshot(form);
      let objectError: unknown;
      let wireError: unknown;
      try {
        objects.applySnapshot(decoded);
      } catch (error) {
        objectError = error;
      }
      try {
        wire.applySnapshot(decoded, { wire: form });
      } catch (error) {
        wireError = error;
      }
      expect(objectError).toBeInstanceOf(HistoryValueError);
      expect(wireError).toBeInstanceOf(HistoryValueError);
      expect((wireError as Error).message).toBe((objectError as Error).message);
      expect(storeContent(wire)).toEqual(storeContent(objects));
      expect(wire.sequence).toBe(1);
    }
  });

  it('refuses a wire form that lists other processes than the snapshot', () => {
    const store = new ModelStore();
    const one = sampled(10_000, [{ pid: 1, name: 'p', start: 1 }]);
    const two = sampled(10_000, [{ pid: 1, name: 'p', start: 1 }, { pid: 2, name: 'q', start: 2 }]);
    expect(() => store.applySnapshot(decodeSnapshot(encodeSnapshot(one)), { wire: encodeSnapshot(two) })).toThrow(RangeError);
    expect(store.sequence).toBe(0);
  });
});
