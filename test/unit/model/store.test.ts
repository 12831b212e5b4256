// Guards the model store: snapshot application, identity metadata, PID reuse, tracking with descendants, capacity changes and each pruning rule of product contracts §3.
import { describe, expect, it } from 'vitest';
import { HistoryValueError, NON_TRACKED_CAPACITY, TRACKED_CAPACITY } from '../../../src/model/history.js';
import { queryRaw } from '../../../src/model/query.js';
import { GENERAL_RETENTION_SAMPLES, ModelStore, SnapshotRejectedError, type RetentionPins } from '../../../src/model/store.js';
import { identityKey } from '../../../src/model/types.js';
import { keyOf, snapshot, type ProcessSpec } from './snapshots.js';

const T0 = 1_700_000_000_000;

/** Applies `count` snapshots one second apart after the store's latest one, each holding `processes`. */
function advance(store: ModelStore, count: number, processes: readonly ProcessSpec[] = [], pins: RetentionPins = {}): string[] {
  const pruned: string[] = [];
  for (let i = 0; i < count; i++) {
    const at = (store.lastCapturedAtMs ?? T0 - 1000) + 1000;
    pruned.push(...store.applySnapshot(snapshot(at, processes), { pins }).prunedKeys);
  }
  return pruned;
}

const init: ProcessSpec = { pid: 1, name: 'init', start: T0 - 100_000 };
const shortLived: ProcessSpec = { pid: 500, name: 'worker', start: T0 - 5_000, ppid: 1 };

describe('applying snapshots', () => {
  it('appends one sample per present identity, the system and each GPU adapter, and records metadata', () => {
    const store = new ModelStore();
    const first = store.applySnapshot({
      ...snapshot(T0, [{ ...init, path: '/sbin/init', values: { private_bytes: 10n, cpu_percent: 0.5 } }]),
      gpus: [{ adapterId: 'card0', name: 'GPU', values: { dedicated_bytes: 2n ** 33n }, unavailable: {} }],
    });
    expect(first).toEqual({ sequence: 1, newKeys: [keyOf(init)], exitedKeys: [], prunedKeys: [] });
    store.applySnapshot(snapshot(T0 + 1000, [{ ...init, values: { private_bytes: 12n } }]));

    const entry = store.process(keyOf(init));
    expect(entry).toMatchObject({
      present: true,
      path: '/sbin/init', // a later unreadable path keeps the last known one
      user: 'tester',
      firstSeenMs: T0,
      lastSeenMs: T0 + 1000,
      firstSeenSequence: 1,
      lastSeenSequence: 2,
      tracked: false,
    });
    expect(queryRaw(entry!.history, ['private_bytes', 'cpu_percent'], T0, T0 + 1000)).toEqual([
      { timestamp_ms: T0, values: { private_bytes: 10n, cpu_percent: 0.5 } },
      { timestamp_ms: T0 + 1000, values: { private_bytes: 12n, cpu_percent: null } },
    ]);
    expect(store.system.length).toBe(2);
    expect(store.gpuAdapter('card0')).toMatchObject({ present: false, name: 'GPU' });
    expect(store.gpuAdapter('card0')!.history.valueAt('dedicated_bytes', 0)).toBe(2n ** 33n);
    expect(store.presentKeys()).toEqual([keyOf(init)]);
  });

  it('reports exits and keeps no sample for an absent identity (absence is not missing data)', () => {
    const store = new ModelStore();
    advance(store, 2, [init, shortLived]);
    const result = store.applySnapshot(snapshot(T0 + 5000, [init]));
    expect(result.exitedKeys).toEqual([keyOf(shortLived)]);
    expect(store.process(keyOf(shortLived))).toMatchObject({ present: false, lastSeenSequence: 2 });
    expect(store.process(keyOf(shortLived))!.history.length).toBe(2);
  });

  it('rejects a snapshot atomically: duplicate identity, out-of-order time, unstorable value', () => {
    const store = new ModelStore();
    advance(store, 1, [init]);
    const before = store.revision;
    const at = store.lastCapturedAtMs! + 1000;
    expect(() => store.applySnapshot(snapshot(at, [init, init]))).toThrow(SnapshotRejectedError);
    expect(() => store.applySnapshot(snapshot(at - 5000, [init]))).toThrow(SnapshotRejectedError);
    expect(() => store.applySnapshot(snapshot(at, [shortLived, { ...init, values: { private_bytes: -1n } }]))).toThrow(
      HistoryValueError,
    );
    expect(store.revision).toBe(before);
    expect(store.sequence).toBe(1);
    expect(store.system.length).toBe(1);
    expect(store.process(keyOf(shortLived))).toBeUndefined();
    expect(store.process(keyOf(init))!.history.length).toBe(1);
  });
});

describe('identity keys', () => {
  it('keys a name that is not UTF-8 by its bytes, never by its text', () => {
    const base = { pid: 7, startTimeMs: T0, startToken: '100' };
    const escaped = identityKey({ ...base, name: 'a\\x80', nameBytesHex: '6180' });
    expect(escaped).not.toBe(identityKey({ ...base, name: 'a\\x80' })); // a UTF-8 name that reads the same
    expect(escaped).not.toBe(identityKey({ ...base, name: 'a\\x81', nameBytesHex: '6181' }));
    expect(escaped).toBe(identityKey({ ...base, name: 'a\\x80', nameBytesHex: '6180' }));
  });
});

describe('PID reuse', () => {
  it('a reused PID is a separate identity with a separate history', () => {
    const store = new ModelStore();
    const before: ProcessSpec = { pid: 4242, name: 'svc', start: T0 - 10_000, values: { handle_count: 1n } };
    const after: ProcessSpec = { pid: 4242, name: 'svc', start: T0 + 2_500, values: { handle_count: 2n } };
    advance(store, 3, [init, before]);
    advance(store, 2, [init, after]);
    const a = store.process(keyOf(before))!;
    const b = store.process(keyOf(after))!;
    expect(keyOf(before)).not.toBe(keyOf(after));
    expect(a.present).toBe(false);
    expect(b.present).toBe(true);
    expect(a.history.length).toBe(3);
    expect(b.history.length).toBe(2);
    expect(queryRaw(b.history, ['handle_count'], 0, Number.MAX_SAFE_INTEGER).map((s) => s.values.handle_count)).toEqual([2n, 2n]);
  });

  it('finds a parent among three lifetimes of one PID, before and after the oldest is pruned', () => {
    // The PID index holds one entry, or several while a PID is reused within retention (store.ts #byPid).
    const store = new ModelStore();
    const first: ProcessSpec = { pid: 600, name: 'svc', start: T0 - 30_000, ppid: 1 };
    const second: ProcessSpec = { pid: 600, name: 'svc', start: T0 - 20_000, ppid: 1 };
    const third: ProcessSpec = { pid: 600, name: 'svc', start: T0 - 10_000, ppid: 1 };
    advance(store, 1, [init, first]);
    advance(store, 1, [init, second]);
    advance(store, 1, [init, third, { pid: 601, name: 'a', start: T0 - 15_000, ppid: 600 }]);
    // The newest lifetime started no later than the child: the second.
    expect(store.process(keyOf({ pid: 601, name: 'a', start: T0 - 15_000 }))!.parentKey).toBe(keyOf(second));
    const pruned = advance(store, GENERAL_RETENTION_SAMPLES - 2, [init, third]);
    expect(pruned).toEqual([keyOf(first)]);
    expect(store.process(keyOf(second))).toBeDefined();
    advance(store, 1, [init, third, { pid: 602, name: 'b', start: T0 - 25_000, ppid: 600 }, { pid: 603, name: 'c', start: T0 - 5_000, ppid: 600 }]);
    // The first lifetime is gone: a child older than the second has no known parent; a newer one finds the third.
    expect(store.process(keyOf({ pid: 602, name: 'b', start: T0 - 25_000 }))!.parentKey).toBeNull();
    expect(store.process(keyOf({ pid: 603, name: 'c', start: T0 - 5_000 }))!.parentKey).toBe(keyOf(third));
  });
});

describe('tracking and descendants', () => {
  const shell: ProcessSpec = { pid: 100, name: 'Shell', start: T0 - 50_000, ppid: 1 };
  const child: ProcessSpec = { pid: 101, name: 'node', start: T0 - 40_000, ppid: 100 };
  const grandchild: ProcessSpec = { pid: 102, name: 'esbuild', start: T0 - 30_000, ppid: 101 };
  const unrelated: ProcessSpec = { pid: 200, name: 'other', start: T0 - 40_000, ppid: 1 };

  it('tracks by case-insensitive name and covers observed descendants', () => {
    const store = new ModelStore({ trackingNames: ['shell'] });
    advance(store, 1, [init, shell, child, grandchild, unrelated]);
    expect(store.isTracked(keyOf(shell))).toBe(true);
    expect(store.isTracked(keyOf(child))).toBe(true);
    expect(store.isTracked(keyOf(grandchild))).toBe(true);
    expect(store.isTracked(keyOf(unrelated))).toBe(false);
    expect(store.isTracked(keyOf(init))).toBe(false);
    expect(store.process(keyOf(grandchild))).toMatchObject({ parentKey: keyOf(child) });
    expect(new Set(store.trackedKeys())).toEqual(new Set([keyOf(shell), keyOf(child), keyOf(grandchild)]));
    expect(store.process(keyOf(child))!.history.capacity).toBe(TRACKED_CAPACITY);
    expect(store.process(keyOf(unrelated))!.history.capacity).toBe(NON_TRACKED_CAPACITY);
  });

  it('a process is not a descendant of a parent PID identity that started after it (PID reuse)', () => {
    const store = new ModelStore({ trackingNames: ['shell'] });
    // The orphan's real parent (PID 300) exited unobserved; a tracked "shell" later reused PID 300.
    const orphan: ProcessSpec = { pid: 301, name: 'orphan', start: T0 - 20_000, ppid: 300 };
    const reuser: ProcessSpec = { pid: 300, name: 'shell', start: T0 - 10_000, ppid: 1 };
    advance(store, 1, [init, orphan, reuser]);
    expect(store.isTracked(keyOf(reuser))).toBe(true);
    expect(store.isTracked(keyOf(orphan))).toBe(false);
    expect(store.process(keyOf(orphan))!.parentKey).toBeNull();
  });

  it('links nothing when a start time is unknown', () => {
    const store = new ModelStore({ trackingNames: ['shell'] });
    advance(store, 1, [init, shell, { pid: 110, name: 'mystery', start: null, ppid: 100 }]);
    expect(store.isTracked(keyOf({ pid: 110, name: 'mystery', start: null }))).toBe(false);
  });

  it('a descendant stays tracked after its tracked parent has exited and been pruned', () => {
    const store = new ModelStore({ trackingNames: ['launcher'] });
    const launcher: ProcessSpec = { pid: 120, name: 'launcher', start: T0 - 9_000, ppid: 1 };
    const app: ProcessSpec = { pid: 121, name: 'app', start: T0 - 8_000, ppid: 120 };
    const laterChild: ProcessSpec = { pid: 122, name: 'helper', start: T0 + 500_000, ppid: 121 };
    advance(store, 2, [init, launcher, app]);
    // A newer launcher exits later and takes the Ghost Row slot, so the first one is pruned after general retention.
    const launcher2: ProcessSpec = { ...launcher, pid: 130, start: T0 - 1_000 };
    advance(store, 1, [init, app, launcher2]);
    const pruned = advance(store, GENERAL_RETENTION_SAMPLES + 5, [init, app]);
    expect(pruned).toEqual([keyOf(launcher)]);
    expect(store.process(keyOf(app))).toMatchObject({ parentKey: keyOf(launcher), tracked: true });
    advance(store, 1, [init, app, laterChild]);
    expect(store.isTracked(keyOf(app))).toBe(true);
    expect(store.isTracked(keyOf(laterChild))).toBe(true);
  });

  it('grows capacity when tracking starts (keeping samples) and shrinks when it stops', () => {
    const store = new ModelStore();
    advance(store, 150, [init, shell]);
    const history = store.process(keyOf(shell))!.history;
    expect(history.length).toBe(NON_TRACKED_CAPACITY);

    const tracked = store.setTrackingNames(['SHELL']);
    expect(tracked.nowTracked).toEqual([keyOf(shell)]);
    expect(history.capacity).toBe(TRACKED_CAPACITY);
    expect(history.length).toBe(NON_TRACKED_CAPACITY);
    advance(store, 200, [init, shell]);
    expect(history.length).toBe(NON_TRACKED_CAPACITY + 200);

    expect(store.previewTrackingChange([])).toEqual([
      { key: keyOf(shell), rootNames: ['shell'], samplesLost: 200, identityPruned: false },
    ]);
    const untracked = store.setTrackingNames([]);
    expect(untracked.nowUntracked).toEqual([keyOf(shell)]);
    expect(untracked.droppedSamples.get(keyOf(shell))).toBe(200);
    expect(history.capacity).toBe(NON_TRACKED_CAPACITY);
    expect(history.length).toBe(NON_TRACKED_CAPACITY);
    expect(history.timestampAt(NON_TRACKED_CAPACITY - 1)).toBe(store.lastCapturedAtMs);
  });
});

describe('pruning rules (product contracts §3)', () => {
  const gone: ProcessSpec = { pid: 700, name: 'gone', start: T0 - 3_000, ppid: 1 };
  const goneKey = keyOf(gone);

  /** A store where `gone` was sampled once and then vanished. */
  function afterExit(names: readonly string[] = []): ModelStore {
    const store = new ModelStore({ trackingNames: names });
    advance(store, 1, [init, gone]);
    return store;
  }

  it('general retention: an exited identity lives while sampled within the last 120 snapshots, then is pruned with its history', () => {
    const store = afterExit();
    expect(advance(store, GENERAL_RETENTION_SAMPLES - 1, [init])).toEqual([]);
    expect(store.sequence - store.process(goneKey)!.lastSeenSequence).toBe(GENERAL_RETENTION_SAMPLES - 1);
    expect(advance(store, 1, [init])).toEqual([goneKey]);
    expect(store.process(goneKey)).toBeUndefined();
    expect([...store.processes()].map((e) => e.key)).toEqual([keyOf(init)]);
  });

  it('current processes are kept however long ago they were first seen', () => {
    const store = new ModelStore();
    expect(advance(store, GENERAL_RETENTION_SAMPLES * 3, [init])).toEqual([]);
    expect(store.process(keyOf(init))).toMatchObject({ present: true, firstSeenSequence: 1 });
    expect(store.prune()).toEqual([]);
  });

  it('identities visible in a paused display are kept until the display stops showing them', () => {
    const store = afterExit();
    const pins = { pausedDisplayKeys: new Set([goneKey]) };
    expect(advance(store, GENERAL_RETENTION_SAMPLES + 10, [init], pins)).toEqual([]);
    expect(store.process(goneKey)).toBeDefined();
    expect(advance(store, 1, [init])).toEqual([goneKey]);
  });

  it('the newest exited identity per tracked name is kept as the Ghost Row, older ones are pruned', () => {
    const store = new ModelStore({ trackingNames: ['Gone'] });
    const older: ProcessSpec = { ...gone, pid: 701, start: T0 - 9_000 };
    const newer: ProcessSpec = { ...gone, pid: 702, start: T0 - 1_000 };
    const untrackedExit: ProcessSpec = { pid: 703, name: 'other', start: T0 - 1_000, ppid: 1 };
    advance(store, 2, [init, older, untrackedExit]);
    advance(store, 2, [init, newer]);
    // While a same-name identity still runs it is no Ghost Row; the newest exited one is.
    expect(store.ghostKeys()).toEqual(new Map([['gone', keyOf(older)]]));
    advance(store, 1, [init]);
    expect(store.ghostKeys()).toEqual(new Map([['gone', keyOf(newer)]]));
    const pruned = advance(store, GENERAL_RETENTION_SAMPLES, [init]);
    expect(new Set(pruned)).toEqual(new Set([keyOf(older), keyOf(untrackedExit)]));
    expect(store.process(keyOf(newer))).toMatchObject({ present: false, tracked: true });
    expect(store.process(keyOf(newer))!.history.latest('private_bytes')).toBe(4096n); // its final values

    // Removing the name would lose the Ghost Row entirely; the preview says so, the next snapshot prunes it.
    expect(store.previewTrackingChange([])).toEqual([
      { key: keyOf(newer), rootNames: ['gone'], samplesLost: 2, identityPruned: true },
    ]);
    store.setTrackingNames([]);
    expect(advance(store, 1, [init])).toEqual([keyOf(newer)]);
  });

  it('identities referenced by process Graphs are kept', () => {
    const store = afterExit();
    expect(advance(store, GENERAL_RETENTION_SAMPLES + 10, [init], { graphKeys: [goneKey] })).toEqual([]);
    expect(store.process(goneKey)!.history.length).toBe(1);
    expect(advance(store, 1, [init], { graphKeys: [] })).toEqual([goneKey]);
  });

  it('the fixed target of an open Process Info dialog is kept', () => {
    const store = afterExit();
    expect(advance(store, GENERAL_RETENTION_SAMPLES + 10, [init], { processInfoKey: goneKey })).toEqual([]);
    expect(advance(store, 1, [init], { processInfoKey: null })).toEqual([goneKey]);
  });

  it('a mirror can skip its own pruning and replay the authoritative decision', () => {
    const app = afterExit();
    const mirror = afterExit();
    const pruned = advance(app, GENERAL_RETENTION_SAMPLES, [init]);
    for (let i = 0; i < GENERAL_RETENTION_SAMPLES; i++) {
      mirror.applySnapshot(snapshot(mirror.lastCapturedAtMs! + 1000, [init]), { prune: false });
    }
    expect(mirror.process(goneKey)).toBeDefined();
    expect(mirror.removeIdentities(pruned)).toEqual([goneKey]);
    expect(mirror.process(goneKey)).toBeUndefined();
  });
});
