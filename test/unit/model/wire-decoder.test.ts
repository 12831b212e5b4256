// Guards the one wire decoder (SnapshotDecoder, src/model/wire.ts): with `keepSamples` (the App's) every snapshot it
// decodes equals the snapshot encoded and decodeSnapshot's decode of the same wire (the same decoder keeping no
// samples), and a lifetime whose header, texts and values are all unchanged keeps its sample object,
// while any change (a value, an unavailable reason, a string or bigint kept in `extra`, the parent, the cgroup, the
// kernel-thread flag, the user, a reused PID) gives a new one; processes found out of the previous order are matched by PID.
// Without `keepSamples` (decodeSnapshot's) every decode makes its own samples, eager or lazy, and keeps identities.
import { describe, expect, it } from 'vitest';
import type { ProcessSample, Snapshot } from '../../../src/model/types.js';
import { decodeSnapshot, encodeSnapshot, SnapshotDecoder, type WireSnapshot } from '../../../src/model/wire.js';

const T0 = 1_800_000_000_000;
const ABOVE_2_53 = 2n ** 60n + 3n;

type Sample = { -readonly [K in keyof ProcessSample]: ProcessSample[K] };

function sample(pid: number, change: Partial<Sample> = {}): ProcessSample {
  return {
    identity: { pid, name: `p${pid}`, startTimeMs: T0 - pid, startToken: String(T0 - pid) },
    parentPid: 1,
    path: `/usr/bin/p${pid}`,
    user: 'root',
    values: { cpu_percent: 0, private_bytes: 4096n * BigInt(pid), thread_count: 3n, path: `/usr/bin/p${pid}`, dotnet_heap_bytes: ABOVE_2_53 },
    unavailable: { handle_count: 'unsupported' },
    cgroup: { path: '/system.slice/x.service', unit: 'x.service', container: null, namespacePid: null },
    ...change,
  };
}

function snapshotOf(index: number, processes: readonly ProcessSample[]): Snapshot {
  return {
    sequence: index,
    capturedAtMs: T0 + index * 1000,
    collectionCpuMicros: 10,
    processes,
    system: { values: { cpu_percent: index, process_count: BigInt(processes.length) }, unavailable: {} },
    gpus: [],
  };
}

/** Decodes `snapshots` through one decoder, checking each against a fresh decode of the same wire. */
function decodeAll(snapshots: readonly Snapshot[]): Snapshot[] {
  const decoder = new SnapshotDecoder();
  return snapshots.map((snapshot) => {
    const wire = encodeSnapshot(snapshot);
    const decoded = decoder.decode(wire);
    expect(decoded).toEqual(decodeSnapshot(wire));
    expect(decoded).toEqual(snapshot);
    return decoded;
  });
}

describe('SnapshotDecoder', () => {
  it('keeps the sample object of a lifetime whose every slot is unchanged, strings and bigints in `extra` compared by value', () => {
    // p2's path is a new string of the same text, and p3 comes first, so every `extra` index moves.
    const [first, second] = decodeAll([
      snapshotOf(1, [sample(2), sample(3, { path: '/opt/three', values: { path: '/opt/three', private_bytes: ABOVE_2_53 + 1n } })]),
      snapshotOf(2, [sample(2, { path: ['/usr/bin', 'p2'].join('/') }), sample(3, { path: '/opt/three', values: { path: '/opt/three', private_bytes: ABOVE_2_53 + 1n } })]),
    ]);
    expect(second!.processes[0]).toBe(first!.processes[0]);
    expect(second!.processes[1]).toBe(first!.processes[1]);
    expect(second!.system).not.toBe(first!.system);
  });

  it('gives a new sample for any change of a value, reason, parent, cgroup, user, kernel-thread flag or lifetime', () => {
    const changes: readonly Partial<Sample>[] = [
      { values: { ...sample(2).values, cpu_percent: 0.5 } },
      { values: { ...sample(2).values, dotnet_heap_bytes: ABOVE_2_53 + 1n } },
      { values: { ...sample(2).values, thread_count: 4n } },
      { unavailable: { handle_count: 'access_denied' } },
      { unavailable: {} },
      { parentPid: null },
      { parentPid: 7 },
      { user: 'alice' },
      { cgroup: { path: '/system.slice/y.service', unit: 'y.service', container: null, namespacePid: null } },
      { kernelThread: true },
      { path: null },
      { identity: { pid: 2, name: 'p2', startTimeMs: T0 + 5, startToken: String(T0 + 5) } },
    ];
    for (const change of changes) {
      const [first, second] = decodeAll([snapshotOf(1, [sample(2), sample(3)]), snapshotOf(2, [sample(2, change), sample(3)])]);
      expect(second!.processes[0], JSON.stringify(change, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toBe(first!.processes[0]);
      expect(second!.processes[1]).toBe(first!.processes[1]);
    }
  });

  it('keeps the identity object of a lifetime whose values changed, and matches processes found out of the previous order by PID', () => {
    const pids = [5, 6, 7, 8, 9];
    const [first, second, third] = decodeAll([
      snapshotOf(1, pids.map((pid) => sample(pid))),
      // 7 exited, 12 started, the order reversed, 9's CPU changed.
      snapshotOf(2, [sample(12), sample(9, { values: { ...sample(9).values, cpu_percent: 3 } }), sample(8), sample(6), sample(5)]),
      snapshotOf(3, [sample(12), sample(9, { values: { ...sample(9).values, cpu_percent: 3 } }), sample(8), sample(6), sample(5)]),
    ]);
    const byPid = (snapshot: Snapshot, pid: number) => snapshot.processes.find((p) => p.identity.pid === pid)!;
    for (const pid of [5, 6, 8]) expect(byPid(second!, pid)).toBe(byPid(first!, pid));
    expect(byPid(second!, 9)).not.toBe(byPid(first!, 9));
    expect(byPid(second!, 9).identity).toBe(byPid(first!, 9).identity);
    for (const pid of [5, 6, 8, 9, 12]) expect(byPid(third!, pid)).toBe(byPid(second!, pid));
  });

  it('rejects a wire of another layout as decodeSnapshot does, and goes on from the last good snapshot', () => {
    const decoder = new SnapshotDecoder();
    const good = encodeSnapshot(snapshotOf(1, [sample(2)]));
    const first = decoder.decode(good);
    expect(() => decoder.decode({ ...good, numbers: good.numbers.subarray(1) })).toThrow(RangeError);
    expect(decoder.decode(encodeSnapshot(snapshotOf(2, [sample(2)]))).processes[0]).toBe(first.processes[0]);
  });

  it('without keepSamples makes new samples each decode, eager or lazy, and keeps the identity objects', () => {
    const decoder = new SnapshotDecoder({ keepSamples: false });
    const snapshots = [snapshotOf(1, [sample(2), sample(3)]), snapshotOf(2, [sample(3), sample(2)]), snapshotOf(3, [sample(2), sample(3)])];
    const wires: WireSnapshot[] = snapshots.map((snapshot) => encodeSnapshot(snapshot));
    const first = decoder.decode(wires[0]!);
    const second = decoder.decode(wires[1]!, { lazyValues: true });
    const third = decoder.decode(wires[2]!);
    for (const [decoded, snapshot] of [[first, snapshots[0]!], [third, snapshots[2]!]] as const) expect(decoded).toEqual(snapshot);
    // A lazy sample's values are read by name (LazyProcessSample: getters of its class).
    second.processes.forEach((p, i) => {
      expect(p.identity).toEqual(snapshots[1]!.processes[i]!.identity);
      expect(p.values).toEqual(snapshots[1]!.processes[i]!.values);
      expect(p.unavailable).toEqual(snapshots[1]!.processes[i]!.unavailable);
    });
    for (const pid of [2, 3]) {
      const [a, b, c] = [first, second, third].map((s) => s.processes.find((p) => p.identity.pid === pid)!);
      expect(b).not.toBe(a);
      expect(c).not.toBe(b);
      expect(c).not.toBe(a);
      expect(b!.identity).toBe(a!.identity);
      expect(c!.identity).toBe(a!.identity);
    }
  });

  it('shares one frozen unavailable set among processes with the same reasons, eager or lazy, and keeps sets apart', () => {
    const reasons = { handle_count: 'unsupported', gdi_object_count: 'unsupported', io_read_bytes_per_sec: 'access_denied' } as const;
    const snapshot = snapshotOf(1, [
      sample(2, { unavailable: reasons }),
      sample(3, { unavailable: { ...reasons } }),
      sample(4, { unavailable: { ...reasons, io_read_bytes_per_sec: 'first_sample' } }),
      sample(5, { unavailable: {} }),
    ]);
    const wire = encodeSnapshot(snapshot);
    for (const decoded of [new SnapshotDecoder().decode(wire), decodeSnapshot(wire), new SnapshotDecoder({ keepSamples: false }).decode(wire, { lazyValues: true })]) {
      const [two, three, four, five] = decoded.processes.map((p) => p.unavailable);
      expect(three).toBe(two);
      expect(two).toEqual(reasons);
      expect(Object.isFrozen(two)).toBe(true);
      expect(four).not.toBe(two);
      expect(four).toEqual({ ...reasons, io_read_bytes_per_sec: 'first_sample' });
      expect(five).toEqual({});
      // A consumer cannot change another process's reasons through the shared set.
      expect(() => {
        (two as Record<string, string>).handle_count = 'exited';
      }).toThrow(TypeError);
    }
  });

  it('refuses lazy values where it keeps samples (a kept lazy sample would keep its whole wire alive)', () => {
    expect(() => new SnapshotDecoder().decode(encodeSnapshot(snapshotOf(1, [sample(2)])), { lazyValues: true })).toThrow(/decodes values at once/);
  });
});
