// A store that reads another store's shared history storage (the MCP worker's view of the App's model) answers every
// query exactly as a store that keeps its own copy does, and never shows a sample its writer has overwritten.
import { describe, expect, it } from 'vitest';
import { ModelStore, NON_TRACKED_CAPACITY, SHARED_SLACK, queryRaw, summarizeHistory, type HistoryStorageChange } from '../../../src/model/index.js';
import type { ProcessMetricId } from '../../../generated/metrics.js';
import { keyOf, snapshot, type ProcessSpec } from './snapshots.js';

const METRICS: ProcessMetricId[] = ['cpu_percent', 'private_bytes', 'gpu_percent', 'workset_bytes'];
const BIG = 2n ** 60n;

/** Values that encode the capture time, so a value read next to the wrong timestamp is caught. */
function processesAt(atMs: number, count: number, stable = false): ProcessSpec[] {
  const specs: ProcessSpec[] = [];
  for (let i = 0; i < count; i++) {
    // A process lives for 150 samples at most, so ends of lifetimes and pruning both happen.
    const born = stable ? i : Math.floor((atMs / 1000 - i * 7) / 150) * 150 + i * 7;
    specs.push({
      pid: 100 + i,
      name: i % 5 === 0 ? 'tracked' : `p${i}`,
      start: born,
      values: {
        // Exact beyond 2^53, and missing every third sample (missing is not zero).
        private_bytes: BIG + BigInt(atMs) + BigInt(i),
        ...(atMs % 3000 === 0 ? {} : { cpu_percent: (atMs / 1000 + i) % 97 }),
        gpu_percent: 0,
        // Below 2^32 (a 4-byte column), missing every fifth sample; every third process's passes 2^32 when it is 60
        // samples old, so its column widens (the ring moves) while readers follow, some of them behind.
        ...(atMs % 5000 === 0 ? {} : { workset_bytes: (i % 3 === 0 && atMs / 1000 - born > 60 ? 2n ** 32n : 0n) + BigInt(atMs) + BigInt(i) }),
      },
    });
  }
  return specs;
}

type Notice = { readonly s: ReturnType<typeof snapshot>; readonly prunedKeys: readonly string[]; readonly storage: HistoryStorageChange[] };

/** The writer (the App), a reader of its storage (the MCP worker) and a store with its own copy, fed alike. */
function stores() {
  const writer = new ModelStore({ histories: 'write' });
  const reader = new ModelStore({ histories: 'read' });
  const own = new ModelStore();
  const queue: Notice[] = [];
  const catchUp = () => {
    for (const { s, prunedKeys, storage } of queue.splice(0)) {
      reader.applySnapshot(s, { prune: false });
      reader.removeIdentities(prunedKeys);
      reader.adoptStorageChanges(storage);
    }
  };
  /** The writer applies one snapshot; the reader follows at once unless `lag` holds its notices back. */
  const step = (atMs: number, count: number, lag = false, stable = false) => {
    const s = snapshot(atMs, processesAt(atMs, count, stable));
    const { prunedKeys } = writer.applySnapshot(s);
    own.applySnapshot(s, { prune: false });
    own.removeIdentities(prunedKeys);
    queue.push({ s, prunedKeys, storage: writer.takeStorageChanges() });
    if (!lag) catchUp();
  };
  const setTracking = (names: string[]) => {
    writer.setTrackingNames(names);
    own.setTrackingNames(names);
    reader.setTrackingNames(names);
    reader.adoptStorageChanges(writer.takeStorageChanges());
  };
  return { writer, reader, own, step, catchUp, setTracking };
}

function everyRead(store: ModelStore) {
  const answers: Record<string, unknown> = {};
  for (const entry of store.processes()) {
    const h = entry.history;
    answers[entry.key] = h.read(() => ({
      raw: queryRaw(h, METRICS, 0, 1e15),
      summary: summarizeHistory(h, METRICS, h.firstTimestamp() ?? 0, h.lastTimestamp() ?? 0),
      peak: h.peak('private_bytes'),
      worksetPeak: h.peak('workset_bytes'),
      length: h.length,
    }));
  }
  answers.system = queryRaw(store.system, ['process_count', 'cpu_percent'], 0, 1e15);
  return answers;
}

describe('a store reading shared history storage', () => {
  it('answers raw reads, summaries and peaks exactly as its own copy would, through growth, eviction, pruning and tracking', () => {
    const { writer, reader, own, step, setTracking } = stores();
    let at = 1_000_000;
    for (let n = 0; n < 40; n++) step((at += 1000), 12);
    setTracking(['tracked']); // tracked rings grow beyond the shared ring's first storage
    for (let n = 0; n < 200; n++) step((at += 1000), 12);
    expect(everyRead(reader)).toEqual(everyRead(own));
    expect(everyRead(writer)).toEqual(everyRead(own));
    setTracking([]); // and shrink back, dropping their oldest samples
    for (let n = 0; n < 5; n++) step((at += 1000), 12);
    expect(everyRead(reader)).toEqual(everyRead(own));
    // The reader stores no samples of its own: its histories map the writer's buffers.
    for (const entry of reader.processes()) {
      expect(entry.history.read(() => entry.history.length)).toBe(own.process(entry.key)!.history.length);
    }
  });

  it('starts late from the writer\'s storage (readerStart, across threads) and then follows it exactly as a reader from the start', () => {
    const { writer, own, step, setTracking } = stores();
    let at = 1_000_000;
    for (let n = 0; n < 40; n++) step((at += 1000), 12);
    setTracking(['tracked']);
    for (let n = 0; n < 150; n++) step((at += 1000), 12);
    // The MCP worker started on demand: what it begins from crosses to its thread by structured clone, as workerData does.
    const late = ModelStore.fromReaderStart(structuredClone(writer.readerStart()));
    expect(late.holding).toBe('read');
    expect(everyRead(late)).toEqual(everyRead(own));
    expect([...late.trackingNames()]).toEqual(['tracked']);
    expect(late.sequence).toBe(writer.sequence);
    // Then it follows the writer's notices like any reader: growth, pruning and a tracking change.
    writer.takeStorageChanges();
    for (let n = 0; n < 60; n++) {
      const s = snapshot((at += 1000), processesAt(at, 12));
      const { prunedKeys } = writer.applySnapshot(s);
      own.applySnapshot(s, { prune: false });
      own.removeIdentities(prunedKeys);
      late.applySnapshot(s, { prune: false });
      late.removeIdentities(prunedKeys);
      late.adoptStorageChanges(writer.takeStorageChanges());
    }
    expect(everyRead(late)).toEqual(everyRead(own));
  });

  it('drops only the samples its writer overwrote when it falls more than SHARED_SLACK snapshots behind, never a torn one', () => {
    const { reader, own, step, catchUp } = stores();
    let at = 5_000_000;
    for (let n = 0; n < NON_TRACKED_CAPACITY + 10; n++) step((at += 1000), 3, false, true);
    const behindAt = at;
    const ownBefore = everyRead(own);
    // Within the slack the reader's window is whole, though the writer has moved on.
    for (let n = 0; n < SHARED_SLACK; n++) step((at += 1000), 3, true, true);
    const key = keyOf(processesAt(behindAt, 3, true)[1]!);
    const within = reader.process(key)!.history;
    expect(within.read(() => queryRaw(within, METRICS, 0, 1e15))).toEqual((ownBefore[key] as { raw: unknown }).raw);
    // Beyond it, the overwritten oldest samples leave the window; every sample still read is the one stored at its time.
    for (let n = 0; n < 5; n++) step((at += 1000), 3, true, true);
    const samples = within.read(() => queryRaw(within, METRICS, 0, 1e15));
    expect(samples.length).toBe(NON_TRACKED_CAPACITY - 5);
    expect(samples.at(-1)!.timestamp_ms).toBe(behindAt);
    for (const sample of samples) expect((sample.values.private_bytes as bigint) - BigInt(sample.timestamp_ms)).toBe(BIG + 1n);
    catchUp();
    // Caught up, the window refills as samples arrive; it never shows the lost ones again.
    const after = within.read(() => queryRaw(within, METRICS, 0, 1e15));
    expect(after.at(-1)!.timestamp_ms).toBe(at);
    for (const sample of after) expect((sample.values.private_bytes as bigint) - BigInt(sample.timestamp_ms)).toBe(BIG + 1n);
  });
});
