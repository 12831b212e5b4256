// Guards the history ring buffer: capacities and wrap-around, growth and shrink with peaks, exact 64-bit integers, the missing markers and loud rejection of unstorable values.
import { describe, expect, it } from 'vitest';
import {
  HistoryOrderError,
  HistoryValueError,
  INTEGER_MISSING,
  MAX_STORABLE_INTEGER,
  NON_TRACKED_CAPACITY,
  TRACKED_CAPACITY,
  TargetHistory,
} from '../../../src/model/history.js';
import { PROCESS_LAYOUT, SYSTEM_LAYOUT } from '../../../src/model/metrics.js';

const T0 = 1_700_000_000_000;

function filled(capacity: number, samples: number, value: (i: number) => bigint = (i) => BigInt(i)) {
  const history = new TargetHistory(PROCESS_LAYOUT, capacity);
  for (let i = 0; i < samples; i++) history.append(T0 + i * 1000, { private_bytes: value(i) });
  return history;
}

describe('ring wrap-around', () => {
  it.each([NON_TRACKED_CAPACITY, TRACKED_CAPACITY])('keeps the newest %i samples in order after wrapping', (capacity) => {
    const history = filled(capacity, capacity + 37);
    expect(history.length).toBe(capacity);
    expect(history.timestampAt(0)).toBe(T0 + 37 * 1000);
    expect(history.valueAt('private_bytes', 0)).toBe(37n);
    expect(history.valueAt('private_bytes', capacity - 1)).toBe(BigInt(capacity + 36));
    for (let i = 1; i < capacity; i++) expect(history.timestampAt(i)).toBeGreaterThan(history.timestampAt(i - 1));
    expect(history.firstTimestamp()).toBe(T0 + 37 * 1000);
    expect(history.lastTimestamp()).toBe(T0 + (capacity + 36) * 1000);
  });

  it('uses at most the capacity of storage once full (12 bytes per value with one metric below 2^32, 16 above)', () => {
    expect(filled(NON_TRACKED_CAPACITY, 500).storageBytes()).toBe(NON_TRACKED_CAPACITY * 12);
    expect(filled(NON_TRACKED_CAPACITY, 500, (i) => 2n ** 32n + BigInt(i)).storageBytes()).toBe(NON_TRACKED_CAPACITY * 16);
  });
});

describe('capacity changes', () => {
  it('grows on tracking and keeps every sample, then wraps at the new capacity', () => {
    const history = filled(NON_TRACKED_CAPACITY, 150);
    expect(history.setCapacity(TRACKED_CAPACITY)).toBe(0);
    expect(history.length).toBe(NON_TRACKED_CAPACITY);
    expect(history.valueAt('private_bytes', 0)).toBe(30n);
    for (let i = 150; i < 400; i++) history.append(T0 + i * 1000, { private_bytes: BigInt(i) });
    expect(history.length).toBe(370);
    expect(history.valueAt('private_bytes', 0)).toBe(30n);
    expect(history.valueAt('private_bytes', 369)).toBe(399n);
  });

  it('shrinks on untracking by dropping the oldest samples and the peaks they held', () => {
    // The peak (1,000,000) sits in the oldest part of the window.
    const history = filled(TRACKED_CAPACITY, 500, (i) => (i === 10 ? 1_000_000n : BigInt(i)));
    expect(history.peak('private_bytes')).toBe(1_000_000n);
    expect(history.setCapacity(NON_TRACKED_CAPACITY)).toBe(380);
    expect(history.length).toBe(NON_TRACKED_CAPACITY);
    expect(history.valueAt('private_bytes', 0)).toBe(380n);
    expect(history.peak('private_bytes')).toBe(499n);
  });

  it('evicts a peak with its sample when the ring wraps', () => {
    const history = filled(NON_TRACKED_CAPACITY, NON_TRACKED_CAPACITY, (i) => (i === 0 ? 9_999n : 5n));
    expect(history.peak('private_bytes')).toBe(9_999n);
    history.append(T0 + 10_000_000, { private_bytes: 6n });
    expect(history.peak('private_bytes')).toBe(6n);
  });

  it('tracks float peaks and ignores missing samples', () => {
    const history = new TargetHistory(SYSTEM_LAYOUT, 3);
    history.append(T0, { cpu_percent: 90 });
    history.append(T0 + 1, {});
    history.append(T0 + 2, { cpu_percent: 10 });
    expect(history.peak('cpu_percent')).toBe(90);
    history.append(T0 + 3, { cpu_percent: 20 });
    expect(history.peak('cpu_percent')).toBe(20);
    expect(history.peak('disk_queue_length')).toBeNull();
  });
});

describe('exact integers and missing markers', () => {
  it('stores integers beyond 2^53 exactly, up to 2^64 - 2', () => {
    const history = new TargetHistory(PROCESS_LAYOUT, 4);
    history.append(T0, { private_bytes: 2n ** 60n + 1n });
    history.append(T0 + 1, { private_bytes: MAX_STORABLE_INTEGER });
    history.append(T0 + 2, { private_bytes: 0n });
    expect(history.valueAt('private_bytes', 0)).toBe(1152921504606846977n);
    expect(history.valueAt('private_bytes', 1)).toBe(18446744073709551614n);
    expect(history.valueAt('private_bytes', 2)).toBe(0n); // measured zero is a value, not missing
    expect(history.peak('private_bytes')).toBe(MAX_STORABLE_INTEGER);
  });

  it.each([
    ['the missing marker', INTEGER_MISSING],
    ['2^64', 2n ** 64n],
    ['a negative value', -1n],
  ])('rejects %s loudly and stores nothing', (_label, value) => {
    const history = new TargetHistory(PROCESS_LAYOUT, 4);
    expect(() => history.append(T0, { private_bytes: value, thread_count: 3n })).toThrow(HistoryValueError);
    expect(history.length).toBe(0);
  });

  it('rejects a value of the wrong representation or an unknown metric', () => {
    const history = new TargetHistory(PROCESS_LAYOUT, 4);
    expect(() => history.append(T0, { private_bytes: 5 })).toThrow(HistoryValueError);
    expect(() => history.append(T0, { cpu_percent: 5n })).toThrow(HistoryValueError);
    expect(() => history.append(T0, { total_memory_bytes: 5n })).toThrow(HistoryValueError);
    expect(history.length).toBe(0);
  });

  it('skips the text metric path and stores non-finite floats as missing', () => {
    const history = new TargetHistory(PROCESS_LAYOUT, 4);
    history.append(T0, { path: '/usr/bin/x', cpu_percent: Number.POSITIVE_INFINITY });
    history.append(T0 + 1, { cpu_percent: 3.5 });
    expect(history.length).toBe(2);
    expect(history.valueAt('cpu_percent', 0)).toBeNull();
    expect(history.valueAt('cpu_percent', 1)).toBe(3.5);
    expect(() => history.valueAt('path', 0)).toThrow(HistoryValueError);
  });

  it('reads metrics that never had a value as missing without allocating their column', () => {
    const history = filled(8, 8);
    expect(history.valueAt('gdi_object_count', 3)).toBeNull();
    expect(history.physicalColumn('gdi_object_count')).toBeNull();
    expect(history.storageBytes()).toBe(8 * 12);
  });

  it('marks earlier samples missing when a column appears late', () => {
    const history = filled(40, 20);
    history.append(T0 + 20_000, { private_bytes: 1n, handle_count: 7n });
    expect(history.valueAt('handle_count', 0)).toBeNull();
    expect(history.valueAt('handle_count', 20)).toBe(7n);
  });
});

describe('a shared ring (the App writing for the MCP worker)', () => {
  it('is one buffer: header, timestamps and every column, values exact through a late column, growth and wrap', () => {
    let changes = 0;
    const history = new TargetHistory(PROCESS_LAYOUT, NON_TRACKED_CAPACITY, { mode: 'write', changed: () => (changes += 1) });
    const big = 2n ** 60n;
    for (let i = 0; i < NON_TRACKED_CAPACITY + 30; i++) {
      // cpu_percent appears with the 5th sample and handle_count with the 70th (after two doublings), as a
      // process's rates and counts can; a float, an exact integer above 2^53 and a small integer.
      history.append(T0 + i * 1000, {
        private_bytes: big + BigInt(i),
        ...(i >= 4 ? { cpu_percent: i / 4 } : {}),
        ...(i >= 69 ? { handle_count: BigInt(i) } : {}),
      });
    }
    const storage = history.takeStorage()!;
    const buffer = storage.buffer;
    expect(buffer).toBeInstanceOf(SharedArrayBuffer);
    const slots = NON_TRACKED_CAPACITY + 8;
    expect(storage.slots).toBe(slots);
    const allocated = storage.columns.filter((column) => column !== null);
    expect(allocated).toHaveLength(3);
    // Header word pair, then timestamps, cpu_percent (a float: 8 bytes), private_bytes (above 2^32: 8 bytes) and
    // handle_count (below 2^32: 4 bytes) of capacity + slack slots each, in layout order: nothing else.
    expect(storage.columns[PROCESS_LAYOUT.columnOf('private_bytes')!]).toEqual({ at: 2 + 4 * slots, wide: true });
    expect(storage.columns[PROCESS_LAYOUT.columnOf('handle_count')!]).toEqual({ at: 2 + 6 * slots, wide: false });
    expect(buffer.byteLength).toBe(8 + slots * (8 + 8 + 8 + 4));
    expect(changes).toBe(1);
    expect(history.length).toBe(NON_TRACKED_CAPACITY);
    for (let n = 0; n < NON_TRACKED_CAPACITY; n++) {
      const i = n + 30;
      expect(history.timestampAt(n)).toBe(T0 + i * 1000);
      expect(history.valueAt('private_bytes', n)).toBe(big + BigInt(i));
      expect(history.valueAt('cpu_percent', n)).toBe(i / 4);
      expect(history.valueAt('handle_count', n)).toBe(i >= 69 ? BigInt(i) : null);
    }
    expect(history.peak('private_bytes')).toBe(big + BigInt(NON_TRACKED_CAPACITY + 29));
  });
});

describe('4-byte integer columns', () => {
  const NARROW_LARGEST = 2n ** 32n - 2n;
  const wideValues = [2n ** 32n - 1n, 2n ** 32n, 2n ** 40n + 7n, 2n ** 53n + 1n, MAX_STORABLE_INTEGER];

  it('keeps values up to 2^32 - 2 in 4 bytes and widens on the first larger value, every value exact, missing still missing', () => {
    for (const wide of wideValues) {
      const history = new TargetHistory(PROCESS_LAYOUT, 40);
      for (let i = 0; i < 30; i++) history.append(T0 + i * 1000, i % 4 === 1 ? {} : { private_bytes: i === 0 ? NARROW_LARGEST : BigInt(i) });
      // A ring of at most a non-tracked process's size grows from 16 slots straight to its capacity (40 here).
      expect(history.storageBytes()).toBe(40 * 12);
      // A 64-bit counter beyond 32 bits widens the column; it never wraps.
      history.append(T0 + 30_000, { private_bytes: wide });
      history.append(T0 + 31_000, { private_bytes: 5n });
      expect(history.storageBytes()).toBe(40 * 16);
      expect(history.length).toBe(32);
      expect(history.valueAt('private_bytes', 0)).toBe(NARROW_LARGEST);
      for (let i = 1; i < 30; i++) expect(history.valueAt('private_bytes', i)).toBe(i % 4 === 1 ? null : BigInt(i));
      expect(history.valueAt('private_bytes', 30)).toBe(wide);
      expect(history.numberAt('private_bytes', 30)).toBe(Number(wide));
      expect(history.numberAt('private_bytes', 1)).toBeNaN();
      expect(history.peak('private_bytes')).toBe(wide);
      const column = history.physicalColumn('private_bytes')!;
      expect(column.data[1]).toBe(INTEGER_MISSING);
      expect(column.data[30]).toBe(wide);
    }
  });

  it('widens from the bulk path (appendRow) on a cell of 2^32 - 1 or more and on an exact value above 2^53', () => {
    const c = PROCESS_LAYOUT.columnOf('private_bytes')!;
    const cellsOf = (v: number) => Float64Array.from(PROCESS_LAYOUT.ids, (_, i) => (i === c ? v : Number.NaN));
    for (const [cell, big] of [[2 ** 32 - 1, undefined], [2 ** 33 + 3, undefined], [Number.NaN, 2n ** 60n + 1n]] as const) {
      const history = new TargetHistory(PROCESS_LAYOUT, 8);
      history.appendRow(T0, { cells: cellsOf(7), offset: 0, big: new Map() });
      history.appendRow(T0 + 1, { cells: cellsOf(Number.NaN), offset: 0, big: new Map() });
      expect(history.storageBytes()).toBe(8 * 12);
      history.appendRow(T0 + 2, { cells: cellsOf(cell), offset: 0, big: new Map(big === undefined ? [] : [[c, big]]) });
      expect(history.storageBytes()).toBe(8 * 16);
      expect([0, 1, 2].map((i) => history.valueAt('private_bytes', i))).toEqual([7n, null, big ?? BigInt(cell)]);
      expect(history.peak('private_bytes')).toBe(big ?? BigInt(cell));
    }
  });

  it('moves a shared ring once to widen a column; a reader behind still reads its window from the old buffer, then the new one', () => {
    let changes = 0;
    const writer = new TargetHistory(PROCESS_LAYOUT, NON_TRACKED_CAPACITY, { mode: 'write', changed: () => (changes += 1) });
    for (let i = 0; i < 20; i++) writer.append(T0 + i * 1000, { private_bytes: BigInt(i), cpu_percent: i });
    const reader = TargetHistory.reading(PROCESS_LAYOUT, NON_TRACKED_CAPACITY, writer.takeStorage());
    changes = 0;
    writer.append(T0 + 20_000, { private_bytes: 2n ** 50n, cpu_percent: 20 });
    expect(changes).toBe(1);
    const moved = writer.takeStorage()!;
    expect(moved.columns[PROCESS_LAYOUT.columnOf('private_bytes')!]!.wide).toBe(true);
    // The reader has not applied the snapshot yet: its window is the 20 samples of the old buffer, intact.
    expect(reader.read(() => [reader.length, reader.valueAt('private_bytes', 19), reader.peak('private_bytes')])).toEqual([20, 19n, 19n]);
    reader.append(T0 + 20_000, {});
    reader.adoptStorage(moved, true);
    expect(reader.read(() => [reader.length, reader.valueAt('private_bytes', 0), reader.valueAt('private_bytes', 20), reader.peak('private_bytes')])).toEqual([
      21,
      0n,
      2n ** 50n,
      2n ** 50n,
    ]);
  });

  it('crosses threads (toTransfer, fromTransfer) with narrow and wide columns as they are', () => {
    const history = new TargetHistory(PROCESS_LAYOUT, 40);
    for (let i = 0; i < 50; i++) history.append(T0 + i * 1000, { private_bytes: BigInt(i), workset_bytes: 2n ** 40n + BigInt(i), cpu_percent: i / 2 });
    const transfer = structuredClone(history.toTransfer());
    const copy = TargetHistory.fromTransfer(PROCESS_LAYOUT, transfer);
    for (let i = 0; i < 40; i++) {
      expect(copy.valueAt('private_bytes', i)).toBe(BigInt(i + 10));
      expect(copy.valueAt('workset_bytes', i)).toBe(2n ** 40n + BigInt(i + 10));
      expect(copy.valueAt('cpu_percent', i)).toBe((i + 10) / 2);
    }
    expect(() => TargetHistory.fromTransfer(PROCESS_LAYOUT, { ...transfer, slots: transfer.slots * 4 })).toThrow(RangeError);
  });
});

describe('numbers for plots', () => {
  it('reads each value as Number(value) would, NaN where missing, across the wrap point and beyond 2^53', () => {
    const values = [0n, 1n, 2n ** 53n - 1n, 2n ** 53n + 1n, 2n ** 54n + 4097n, 2n ** 63n + 12345n, MAX_STORABLE_INTEGER, 12_345_678_901n];
    const history = new TargetHistory(PROCESS_LAYOUT, 5);
    values.forEach((value, i) => history.append(T0 + i * 1000, i === 5 ? { cpu_percent: 1.5 } : { private_bytes: value, cpu_percent: i / 3 }));
    for (let i = 0; i < history.length; i++) {
      const exact = history.valueAt('private_bytes', i);
      expect(history.numberAt('private_bytes', i), `index ${i}`).toBe(exact === null ? Number.NaN : Number(exact));
      expect(history.numberAt('cpu_percent', i)).toBe(history.valueAt('cpu_percent', i));
    }
    // Samples 3..7 are kept; sample 5 (index 2) had no private bytes.
    expect(history.numberAt('private_bytes', 2)).toBeNaN();
    expect(history.numberAt('workset_bytes', 0)).toBeNaN();
  });
});

describe('timestamps', () => {
  it('rejects a timestamp earlier than the newest sample, accepts an equal one', () => {
    const history = filled(8, 2);
    expect(() => history.append(T0, { private_bytes: 1n })).toThrow(HistoryOrderError);
    expect(() => history.append(Number.NaN, {})).toThrow(HistoryOrderError);
    history.append(T0 + 1000, { private_bytes: 1n });
    expect(history.length).toBe(3);
  });

  it('finds interval bounds by binary search across the wrap point', () => {
    const history = filled(10, 25);
    expect(history.lowerBound(T0 + 17_500)).toBe(3);
    expect(history.upperBound(T0 + 18_000)).toBe(4);
    expect(history.lowerBound(T0)).toBe(0);
    expect(history.upperBound(T0 + 99_000)).toBe(10);
  });
});
