// Bounded per-target history: a ring buffer of sample timestamps plus one typed column per numeric metric, with per-metric peaks over the retained window.
import type { MetricValue } from './types.js';
import type { MetricLayout, StoredRepresentation } from './metrics.js';

/**
 * Missing marker of integer columns: 2^64 − 1. Integer columns are `BigUint64Array`s so byte counts beyond
 * 2^53 stay exact; the storable range is therefore 0 ..= 2^64 − 2. A value at or above the marker (or a
 * negative one) is rejected with `HistoryValueError` and never stored, so a real value can never read back
 * as missing.
 */
export const INTEGER_MISSING = 0xffff_ffff_ffff_ffffn;
/** Largest integer a history stores exactly (2^64 − 2). */
export const MAX_STORABLE_INTEGER = INTEGER_MISSING - 1n;
// Float columns use NaN as their missing marker. Collected floats are finite by contract, and the
// specification counts a non-finite value as missing, so a non-finite input is stored as missing.

/** Samples kept per non-tracked process identity (product contracts §3, about 2 minutes). */
export const NON_TRACKED_CAPACITY = 120;
/** Samples kept per tracked process identity (about 2 hours). */
export const TRACKED_CAPACITY = 7_200;
/** Samples kept for the system and for each GPU adapter. */
export const SYSTEM_CAPACITY = 7_200;

/**
 * Physical slots allocated for a new history, so short lifetimes stay small; past them the storage grows (grownSlots).
 */
const INITIAL_SLOTS = 16;
/** Smaller histories grow when full: their copies are too short to matter. */
const GROW_AHEAD_FROM = 512;

/**
 * Extra physical slots of a shared ring beyond its capacity. The MCP worker reads the App's rings through shared
 * memory one applied snapshot behind at most a few; with this slack the writer's next samples land in slots the
 * reader does not read, so a lagging reader still finds every sample of its own window intact.
 */
export const SHARED_SLACK = 8;

/**
 * The slots a full ring of `slots` grows to, at most `room`. A ring of a non-tracked process's size (2 minutes, the
 * most common) goes from INITIAL_SLOTS straight to its whole size, one growth instead of three (16, 32, 64, 128 +
 * slack): each growth allocates a new (shared) buffer, copies the ring, posts the new storage to the MCP worker, which
 * maps it again, and leaves the old buffer to both isolates' collectors; at 1,076 processes the three growths of the
 * first two minutes cost the main thread ~60-75 ms each (docs/testing.md, "Issue 31, s44 mainthread"). A lifetime
 * of 16 to 64 samples so keeps ~8 KB instead of 2-4 KB until its history is pruned. Longer rings (tracked processes,
 * the system) keep doubling: their whole size is hundreds of KB.
 */
function grownSlots(slots: number, room: number): number {
  return room <= NON_TRACKED_CAPACITY + SHARED_SLACK ? room : Math.min(room, slots * 2);
}

/**
 * Where one column lives in its ring's buffer: `at` is the index, in the buffer's 32-bit words, of physical slot 0's
 * value; `wide` integer columns hold 8 bytes a slot (two words), the others 4 (one word). Float columns are always 8.
 */
export interface ColumnPlace {
  readonly at: number;
  readonly wide: boolean;
}

/**
 * Storage of a shared history as the writer (the App's store) hands it to readers: its ring's one `SharedArrayBuffer`
 * (see `TargetHistory`'s layout), its slots, the sample number stored at physical slot 0, and each allocated column's
 * place. The buffer's word 0 is the number of the sample being written plus one (the generation a reader checks
 * after reading, see `TargetHistory.read`).
 */
export interface SharedHistoryStorage {
  readonly base: number;
  /** The writer's window when it handed the storage over: samples appended so far, and how many it retains. */
  readonly appended: number;
  readonly length: number;
  readonly buffer: SharedArrayBuffer;
  readonly slots: number;
  readonly columns: readonly (ColumnPlace | null)[];
}

/** How a history holds its samples: its own storage, shared storage it writes, or a writer's storage it only reads. */
export type HistorySharing =
  | { readonly mode: 'own' }
  /** `changed` is told once each time the storage changes (a new buffer) until `takeStorage` is called. */
  | { readonly mode: 'write'; readonly changed: (history: TargetHistory) => void }
  | { readonly mode: 'read' };

const OWN: HistorySharing = { mode: 'own' };

/** A value that the history cannot store: wrong representation, out of range, or an unknown metric. */
export class HistoryValueError extends RangeError {
  constructor(
    readonly metricId: string,
    reason: string,
  ) {
    // The value itself stays out of the message: messages can cross the MCP boundary.
    super(`history cannot store metric ${metricId}: ${reason}`);
    this.name = 'HistoryValueError';
  }
}

/** A sample whose timestamp is not finite or is earlier than the newest stored one. */
export class HistoryOrderError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'HistoryOrderError';
  }
}

/** A stored value read back: bigint for integer metrics, finite number for float metrics, null when missing. */
export type StoredValue = bigint | number;

/** One contiguous run of physical slots; a logical range of a ring maps to at most two of them. */
export interface PhysicalSegment {
  readonly offset: number;
  readonly count: number;
}

/**
 * A column's state is one number (`TargetHistory`'s #columns, one per layout column): NO_COLUMN while its metric never
 * had a value; NEW_NARROW or NEW_WIDE from the sample that gives it a first value until #reallocate places it; else
 * placed: the word index of physical slot 0's value (always even: the ring keeps 8-byte alignment) plus WIDE_BIT when
 * it holds 8 bytes a slot (floats always; integers with INTEGER_MISSING for missing) rather than 4 (narrow integers,
 * NARROW_MISSING for missing). An integer column starts narrow when its first value fits 32 bits and widens, moving
 * the ring, on the first value that does not. So `state >> 1` indexes the 64-bit views and `state` itself the word view
 * of a narrow column. (Issue 31: these were an object per column, ~11 of ~72 bytes for each process in every isolate
 * that holds its history; docs/testing.md "s43 rss".)
 */
const NO_COLUMN = -1;
const NEW_NARROW = -2;
const NEW_WIDE = -3;
const WIDE_BIT = 1;
/** No column to widen (see #reallocate). */
const NONE: readonly number[] = [];

/** Missing marker of a narrow (4-byte) integer column; a value at or above it needs a wide column. */
const NARROW_MISSING = 0xffff_ffff;
/** Words before the timestamps in every ring: word 0 is a shared ring's generation (see #nextSlot), word 1 padding. */
const HEADER_WORDS = 2;
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Index of a 64-bit value's low and high 32-bit words within its pair of words, in this machine's byte order. */
const LO = LITTLE_ENDIAN ? 0 : 1;
const HI = 1 - LO;
const WORD = 0x1_0000_0000;
/** A reader's views before it has storage. */
const EMPTY_F64 = new Float64Array(0);
const EMPTY_U32 = new Uint32Array(0);
/** High word of 2^53: an integer column value with a high word below it is a safe integer. */
const SAFE_HIGH_WORD = 0x20_0000;

/**
 * One sample given as a row of cells in layout column order (the bulk path of loaded logs): `cells[offset + c]` is
 * column c, NaN when missing. An integer column's cell is a non-negative safe integer; a value above 2^53 is NaN in
 * `cells` and exact in `big` (keyed by its index into `cells`), at most MAX_STORABLE_INTEGER. The caller checks each
 * value once as it decodes it into the row; the history does not check it again.
 */
export interface SampleRow {
  readonly cells: Float64Array;
  readonly offset: number;
  readonly big: ReadonlyMap<number, bigint>;
}

/** Values of one sample as collectors deliver them; keys absent (or listed as unavailable) are missing. */
export type SampleValues = Readonly<Partial<Record<string, MetricValue>>>;

/**
 * Checks a sample's values against a layout without storing anything, so a caller can validate a whole
 * snapshot before mutating any history. Throws `HistoryValueError` on the first value that cannot be stored.
 */
export function checkSampleValues(layout: MetricLayout, values: SampleValues): void {
  // for-in rather than Object.keys: no array per sample (values are plain objects, nothing enumerable inherited).
  for (const id in values) {
    const value = values[id];
    if (value === undefined) continue;
    const column = layout.columnOf(id);
    if (column === undefined) {
      if (layout.textIds.has(id)) continue;
      throw new HistoryValueError(id, `not a metric of target kind ${layout.targetKind}`);
    }
    checkValue(id, layout.representations[column], value);
  }
}

function checkValue(id: string, representation: StoredRepresentation, value: MetricValue): void {
  if (representation === 'integer') {
    if (typeof value !== 'bigint') throw new HistoryValueError(id, 'integer metrics must be bigint');
    if (value < 0n || value > MAX_STORABLE_INTEGER) {
      throw new HistoryValueError(id, 'integer value outside the storable range 0..2^64-2');
    }
  } else if (typeof value !== 'number') {
    throw new HistoryValueError(id, 'float metrics must be number');
  }
}

/**
 * A history as plain data for another thread (TargetHistory.toTransfer, fromTransfer): its ring's buffer as it is, so
 * it moves (postMessage's transfer list, `historyBuffers`) instead of being copied or rebuilt.
 */
export interface HistoryTransfer {
  readonly capacity: number;
  readonly start: number;
  readonly length: number;
  readonly slots: number;
  readonly buffer: ArrayBuffer;
  readonly columns: readonly (
    | { readonly representation: 'integer'; readonly at: number; readonly wide: boolean }
    | { readonly representation: 'float'; readonly at: number }
    | null
  )[];
}

/** The buffers a transferred history holds, for the transfer list. */
export function historyBuffers(transfer: HistoryTransfer): ArrayBufferLike[] {
  return [transfer.buffer];
}

/**
 * The retained samples of one target (a process identity, the system, or a GPU adapter), oldest first.
 * Logical index 0 is the oldest retained sample. Timestamps never decrease. Columns are allocated on the
 * first available value of their metric, so metrics a platform never provides cost nothing.
 *
 * Storage is one ring buffer per history (an ArrayBuffer, or a SharedArrayBuffer for a shared one), read through one
 * view per element type (issue 31: a ring used to hold one or two typed arrays per column, ~26 objects of ~96 bytes in
 * each isolate reading it): HEADER_WORDS words, the timestamps (8 bytes a slot), then each allocated column in layout
 * order, floats and wide integers 8 bytes a slot, narrow integers 4 (padded to a whole 8 bytes).
 */
export class TargetHistory<Id extends string = string> {
  readonly layout: MetricLayout<Id>;
  #capacity: number;
  /** Physical slots of the ring (0 for a reader that has no storage yet). */
  #slots = 0;
  #buffer: ArrayBuffer | SharedArrayBuffer | null = null;
  /** The buffer as 64-bit floats: timestamps at HEADER_WORDS / 2 + slot, a float column at at / 2 + slot. */
  #f64: Float64Array = EMPTY_F64;
  /** The buffer as 32-bit words: narrow integers, the words of wide ones, and a shared ring's generation (word 0). */
  #u32: Uint32Array = EMPTY_U32;
  /** The buffer as 64-bit integers, made on the first read or write of a wide value as a bigint. */
  #u64: BigUint64Array | null = null;
  /** Each layout column's state (see NO_COLUMN). */
  #columns: number[];
  /** 1 where the layout's column holds integers, so the bulk path branches without reading the column. */
  readonly #integerColumns: Uint8Array;
  /** Physical slot of logical index 0. */
  #start = 0;
  #length = 0;
  /** Samples appended since creation; sample number n is stored at physical slot (n - #base) mod slots. */
  #appended = 0;
  #base = 0;
  readonly #sharing: HistorySharing;
  /** Shared storage only: the buffer's words, word 0 the number of the sample being written plus one. */
  #header: Uint32Array | null = null;
  /** A writer whose storage changed since `takeStorage`. */
  #storageChanged = false;

  constructor(layout: MetricLayout<Id>, capacity: number, sharing: HistorySharing = OWN) {
    checkCapacity(capacity);
    this.layout = layout;
    this.#capacity = capacity;
    this.#sharing = sharing;
    this.#columns = layout.ids.map(() => NO_COLUMN);
    this.#integerColumns = integerMask(layout);
    if (sharing.mode !== 'read') this.#reallocate(Math.min(capacity, INITIAL_SLOTS), 0);
  }

  #noteStorageChange(): void {
    if (this.#storageChanged || this.#sharing.mode !== 'write') return;
    this.#storageChanged = true;
    this.#sharing.changed(this);
  }

  /** A writer's current storage for its readers (null for a history that is not shared); clears the change note. */
  takeStorage(): SharedHistoryStorage | null {
    if (this.#header === null) return null;
    this.#storageChanged = false;
    return this.sharedStorage();
  }

  /** A writer's current storage as a reader starting now maps it (null for a history that is not shared); no change note is cleared. */
  sharedStorage(): SharedHistoryStorage | null {
    if (this.#header === null) return null;
    return {
      base: this.#base,
      appended: this.#appended,
      length: this.#length,
      buffer: this.#buffer as SharedArrayBuffer,
      slots: this.#slots,
      columns: this.#columns.map((state) => (state < 0 ? null : { at: state & ~WIDE_BIT, wide: (state & WIDE_BIT) !== 0 })),
    };
  }

  /** A reading history that starts over a writer's storage (`sharedStorage`), its window the writer's now. */
  static reading<Id extends string>(layout: MetricLayout<Id>, capacity: number, storage: SharedHistoryStorage | null): TargetHistory<Id> {
    const history = new TargetHistory(layout, capacity, { mode: 'read' });
    if (storage !== null) history.adoptStorage(storage, true);
    return history;
  }

  /**
   * A reader takes the writer's storage as of the snapshot it has just applied (`current`; the writer moved its
   * samples into new buffers or allocated a column), or of an earlier one whose notice it never matched. The old buffers stay valid for any read still holding them: the writer never
   * writes to a buffer again once it replaced it.
   */
  adoptStorage(storage: SharedHistoryStorage, current: boolean): void {
    if (this.#sharing.mode !== 'read') throw new Error('only a reading history adopts shared storage');
    if (current) {
      // Handed over with the snapshot this reader has just applied: its window is the writer's then, exactly (a
      // snapshot the reader never received, such as one sampled before its port existed, stops mattering here).
      this.#appended = storage.appended;
      this.#length = storage.length;
    }
    this.#setBuffer(storage.buffer, storage.slots);
    this.#header = this.#u32;
    this.#base = storage.base;
    for (let c = 0; c < this.#columns.length; c++) {
      const place = storage.columns[c] ?? null;
      this.#columns[c] = place === null ? NO_COLUMN : place.at | (place.wide || this.#integerColumns[c] === 0 ? WIDE_BIT : 0);
    }
    // Samples the writer dropped before this storage (an untracked ring shrinking) are not in it.
    if (this.#appended - this.#length < this.#base) this.#length = Math.max(0, this.#appended - this.#base);
    this.#placeReaderWindow();
  }

  /** Points the views at a ring's buffer of `slots` slots (`words`: its word view when the caller has made one). */
  #setBuffer(buffer: ArrayBuffer | SharedArrayBuffer, slots: number, words = new Uint32Array(buffer)): void {
    this.#buffer = buffer;
    this.#slots = slots;
    this.#f64 = new Float64Array(buffer);
    this.#u32 = words;
    this.#u64 = null;
  }

  /** The buffer as 64-bit integers (wide values read or written as bigints; rare: most values are written as words). */
  #bigints(): BigUint64Array {
    return (this.#u64 ??= new BigUint64Array(this.#buffer ?? new ArrayBuffer(0)));
  }

  /** A reader's physical slot of its oldest sample, from its window in sample numbers. */
  #placeReaderWindow(): void {
    const slots = this.#slots;
    if (slots === 0) return;
    const oldest = this.#appended - this.#length - this.#base;
    this.#start = ((oldest % slots) + slots) % slots;
  }

  /** A reader follows the writer's append of a sample it has not read: its window moves on, nothing is written. */
  #advanceReader(): void {
    this.#appended++;
    if (this.#length < this.#capacity) this.#length++;
    this.#placeReaderWindow();
  }

  /**
   * Runs a read of this history and returns its result. A history that reads a writer's shared storage first drops
   * from its window the samples the writer has overwritten (it is more than SHARED_SLACK samples ahead), runs `read`,
   * and runs it again when the writer's generation shows it overwrote a slot of the window meanwhile: the seqlock
   * that keeps a torn sample out of every answer. Other histories just run `read`. `read` must be synchronous and
   * free of side effects beyond its result.
   */
  read<T>(read: () => T): T {
    if (this.#sharing.mode !== 'read' || this.#header === null) return read();
    for (;;) {
      this.#dropOverwritten();
      const result = read();
      if (!this.#overwritten()) return result;
    }
  }

  /** Whether the writer has started a sample whose slot held one of this reader's samples. */
  #overwritten(): boolean {
    const header = this.#header;
    if (header === null) return false;
    return Atomics.load(header, 0) - this.#slots > this.#appended - this.#length;
  }

  #dropOverwritten(): void {
    const header = this.#header;
    if (header === null) return;
    const intactFrom = Atomics.load(header, 0) - this.#slots;
    const oldest = this.#appended - this.#length;
    if (oldest >= intactFrom) return;
    this.#length = Math.max(0, this.#appended - intactFrom);
    this.#placeReaderWindow();
  }

  /** Number of retained samples. */
  get length(): number {
    return this.#length;
  }

  /**
   * This history as plain data that crosses threads without a copy: its own buffer, so it must not be used after
   * the buffer was transferred.
   */
  toTransfer(): HistoryTransfer {
    if (!(this.#buffer instanceof ArrayBuffer)) throw new Error('only a history with its own storage transfers');
    return {
      capacity: this.#capacity,
      start: this.#start,
      length: this.#length,
      slots: this.#slots,
      buffer: this.#buffer,
      columns: this.#columns.map((state, c) =>
        state < 0
          ? null
          : this.#integerColumns[c] === 1
            ? { representation: 'integer', at: state & ~WIDE_BIT, wide: (state & WIDE_BIT) !== 0 }
            : { representation: 'float', at: state & ~WIDE_BIT },
      ),
    };
  }

  /** The history `toTransfer` described, over the same buffer. Throws when it does not fit `layout`. */
  static fromTransfer<Id extends string>(layout: MetricLayout<Id>, transfer: HistoryTransfer): TargetHistory<Id> {
    const { capacity, start, length, slots, buffer, columns } = transfer;
    const words = buffer.byteLength / 4;
    const fits =
      Number.isSafeInteger(slots) &&
      columns.length === layout.ids.length &&
      slots <= capacity &&
      length <= slots &&
      (slots === 0 ? start === 0 : start >= 0 && start < slots) &&
      buffer.byteLength % 8 === 0 &&
      HEADER_WORDS + 2 * slots <= words &&
      columns.every((column, c) => {
        if (column === null) return true;
        if ((column.representation === 'integer') !== (layout.representations[c] === 'integer')) return false;
        const wide = column.representation === 'float' || column.wide;
        return Number.isSafeInteger(column.at) && column.at >= HEADER_WORDS + 2 * slots && column.at % 2 === 0 && column.at + columnWords(wide, slots) <= words;
      });
    if (!fits) throw new RangeError('the transferred history does not fit its layout');
    const history = new TargetHistory(layout, capacity);
    history.#setBuffer(buffer, slots);
    history.#start = start;
    history.#length = length;
    history.#columns = columns.map((column) => (column === null ? NO_COLUMN : column.at | (column.representation === 'float' || column.wide ? WIDE_BIT : 0)));
    return history;
  }

  /** Maximum number of retained samples; the oldest sample is dropped when a full history appends. */
  get capacity(): number {
    return this.#capacity;
  }

  /** Throws, before anything changes, when `timestampMs` is not finite or earlier than the newest stored sample. */
  #checkOrder(timestampMs: number): void {
    if (!Number.isFinite(timestampMs)) throw new HistoryOrderError('sample timestamp is not finite');
    if (this.#length > 0 && timestampMs < this.timestampAt(this.#length - 1)) {
      throw new HistoryOrderError('sample timestamp is earlier than the newest stored sample');
    }
  }

  /** Makes room for one more sample (growing up to the capacity, else evicting the oldest), stamps it, returns its slot. */
  #nextSlot(timestampMs: number): number {
    const slots = this.#slots;
    // A shared ring keeps SHARED_SLACK slots beyond its capacity for readers a few samples behind.
    const room = this.#header === null ? this.#capacity : this.#capacity + SHARED_SLACK;
    if (this.#length === slots && slots < room) this.#reallocate(grownSlots(slots, room), 0);
    if (this.#length === this.#capacity) this.#evictOldest();
    const physical = this.#physical(this.#length);
    // The generation first: a reader that finds it moved past its window after reading knows a slot may be torn.
    if (this.#header !== null) Atomics.store(this.#header, 0, this.#appended + 1);
    this.#appended++;
    this.#f64[HEADER_WORDS / 2 + physical] = timestampMs;
    return physical;
  }

  /**
   * Before a sample's slot is taken: places the columns it gives a first value and widens the narrow columns it gives
   * a value that needs 8 bytes. Either moves the ring to new storage, once for all of them (a first sample gives ~11
   * columns their first value), which must not happen halfway through writing a sample (readers of a shared ring).
   * `need` tells, per column, 0 for no value, 1 for a value that fits 4 bytes (or a float), 2 for a wider integer.
   */
  #prepareColumns(need: (c: number) => number): void {
    const columns = this.#columns;
    let move = false;
    let widen: number[] | null = null;
    for (let c = 0; c < columns.length; c++) {
      const state = columns[c]!;
      if (state >= 0 && (state & WIDE_BIT) !== 0) continue; // floats are always wide
      const n = need(c);
      if (n === 0) continue;
      if (state === NO_COLUMN) {
        columns[c] = n === 2 || this.#integerColumns[c] === 0 ? NEW_WIDE : NEW_NARROW;
        move = true;
      } else if (n === 2) {
        (widen ??= []).push(c);
        move = true;
      }
    }
    if (move) this.#reallocate(this.#slots, 0, widen ?? NONE);
  }

  /**
   * Appends one sample. Values of metrics absent from `values` are stored as missing. Throws before
   * changing anything when the timestamp is out of order or a value cannot be stored.
   */
  append(timestampMs: number, values: SampleValues): void {
    if (this.#sharing.mode === 'read') {
      // The writer checked and stored the values; this reader only follows.
      this.#advanceReader();
      return;
    }
    this.#checkOrder(timestampMs);
    checkSampleValues(this.layout, values);
    const ids = this.layout.ids;
    this.#prepareColumns((c) => {
      const value = values[ids[c]!];
      if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return 0;
      return typeof value === 'bigint' && value >= BigInt(NARROW_MISSING) ? 2 : 1;
    });
    const physical = this.#nextSlot(timestampMs);
    for (let c = 0; c < ids.length; c++) {
      const value = values[ids[c]];
      const state = this.#columns[c]!;
      if (state === NO_COLUMN) continue; // never had a value, and none now (placed above otherwise)
      if (value === undefined) this.#writeMissing(c, state, physical);
      else this.#writeValue(c, state, physical, value);
    }
    this.#length++;
  }

  /**
   * Appends one sample given as a checked row (`SampleRow`): no per-value objects, integers up to 2^53 written
   * without bigints. Throws before changing anything when the timestamp is out of order.
   */
  appendRow(timestampMs: number, row: SampleRow): void {
    if (this.#sharing.mode === 'read') {
      this.#advanceReader();
      return;
    }
    this.#checkOrder(timestampMs);
    const { cells, offset, big } = row;
    const columns = this.#columns;
    const integers = this.#integerColumns;
    // As #prepareColumns, without a closure per append (the App's store appends every process's row each pass).
    let move = false;
    let widen: number[] | null = null;
    for (let c = 0; c < columns.length; c++) {
      const state = columns[c]!;
      if (state >= 0 && (state & WIDE_BIT) !== 0) continue;
      const value = cells[offset + c]!;
      const exact = value !== value && big.has(offset + c);
      if (value !== value && !exact) continue;
      const wide = integers[c] === 0 || exact || value >= NARROW_MISSING;
      if (state === NO_COLUMN) {
        columns[c] = wide ? NEW_WIDE : NEW_NARROW;
        move = true;
      } else if (wide) {
        (widen ??= []).push(c);
        move = true;
      }
    }
    if (move) this.#reallocate(this.#slots, 0, widen ?? NONE);
    const physical = this.#nextSlot(timestampMs);
    const f64 = this.#f64;
    const u32 = this.#u32;
    // Read once: most rows hold no value above 2^53, and most of their missing cells then need no lookup.
    const hasBig = big.size > 0;
    for (let c = 0; c < integers.length; c++) {
      const state = columns[c]!;
      if (state === NO_COLUMN) continue;
      const value = cells[offset + c]!;
      if (value !== value) {
        // NaN: missing, unless the value is an exact integer above 2^53.
        const exact = hasBig ? big.get(offset + c) : undefined;
        if (exact === undefined) this.#writeMissing(c, state, physical);
        else this.#writeValue(c, state, physical, exact);
        continue;
      }
      if (integers[c] === 0) {
        f64[(state >> 1) + physical] = value;
      } else if ((state & WIDE_BIT) !== 0) {
        const at = (state & ~WIDE_BIT) + 2 * physical;
        u32[at + LO] = value >>> 0;
        u32[at + HI] = (value / WORD) >>> 0;
      } else {
        u32[state + physical] = value;
      }
    }
    this.#length++;
  }

  /**
   * Doubles the slots before they run out, once the history is at least half full (and at least GROW_AHEAD_FROM
   * slots): a log being loaded calls this for a few histories at a time, so the copies of growing are spread over
   * many frames instead of every history of a frame doubling in the same append. True when it grew.
   */
  growAhead(): boolean {
    if (this.#sharing.mode !== 'own') return false;
    const slots = this.#slots;
    if (slots < GROW_AHEAD_FROM || slots >= this.#capacity || this.#length * 2 < slots) return false;
    this.#reallocate(Math.min(this.#capacity, slots * 2), 0);
    return true;
  }

  /**
   * Changes the capacity: growing keeps every sample; shrinking drops the oldest samples beyond the new
   * capacity (their peaks go with them). Returns the number of dropped samples.
   */
  setCapacity(capacity: number): number {
    checkCapacity(capacity);
    if (capacity === this.#capacity) return 0;
    const drop = Math.max(0, this.#length - capacity);
    this.#capacity = capacity;
    if (this.#sharing.mode === 'read') {
      // The writer's storage follows the same change; the reader's window drops the same oldest samples.
      this.#length -= drop;
      this.#placeReaderWindow();
      return drop;
    }
    const room = this.#header === null ? capacity : capacity + SHARED_SLACK;
    if (drop > 0 || this.#slots > room) this.#reallocate(room, drop);
    return drop;
  }

  /** Timestamp (ms since the epoch) of the sample at logical index `index` (0 = oldest). */
  timestampAt(index: number): number {
    return this.#f64[HEADER_WORDS / 2 + this.#physical(index)]!;
  }

  /** Value of `metric` at logical index `index`, or null when missing. */
  valueAt(metric: Id, index: number): StoredValue | null {
    const c = this.#columnIndex(metric);
    const state = this.#columns[c]!;
    if (state === NO_COLUMN) return null;
    return this.#readValue(c, state, this.#physical(index));
  }

  /**
   * Value of `metric` at logical index `index` as a number, NaN when missing: what a plot draws, read without creating
   * a bigint (a Graph frame reads thousands). An integer above 2^53 rounds once, to the same number as Number(bigint).
   */
  numberAt(metric: Id, index: number): number {
    const c = this.#columnIndex(metric);
    const state = this.#columns[c]!;
    if (state === NO_COLUMN) return Number.NaN;
    const p = this.#physical(index);
    if (this.#integerColumns[c] === 0) return this.#f64[(state >> 1) + p]!;
    if ((state & WIDE_BIT) === 0) {
      const v = this.#u32[state + p]!;
      return v === NARROW_MISSING ? Number.NaN : v;
    }
    const at = (state & ~WIDE_BIT) + 2 * p;
    const high = this.#u32[at + HI]!;
    const low = this.#u32[at + LO]!;
    return high === 0xffff_ffff && low === 0xffff_ffff ? Number.NaN : high * WORD + low;
  }

  /** Value of `metric` in the newest sample (a Ghost Row's final value), or null when missing or empty. */
  latest(metric: Id): StoredValue | null {
    return this.#length === 0 ? null : this.valueAt(metric, this.#length - 1);
  }

  /**
   * Largest available value of `metric` over the retained window, or null when none is available: computed over the
   * window on each call (a word-wise scan; nothing reads it per sample, so no running peak is kept per column).
   */
  peak(metric: Id): StoredValue | null {
    const c = this.#columnIndex(metric);
    const state = this.#columns[c]!;
    return state === NO_COLUMN ? null : this.#windowPeak(c, state);
  }

  /** Timestamp of the oldest retained sample, or null when empty. */
  firstTimestamp(): number | null {
    return this.#length === 0 ? null : this.timestampAt(0);
  }

  /** Timestamp of the newest retained sample, or null when empty. */
  lastTimestamp(): number | null {
    return this.#length === 0 ? null : this.timestampAt(this.#length - 1);
  }

  /** First logical index whose timestamp is >= `timestampMs` (`length` when none). */
  lowerBound(timestampMs: number): number {
    let lo = 0;
    let hi = this.#length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.timestampAt(mid) < timestampMs) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First logical index whose timestamp is > `timestampMs` (`length` when none). */
  upperBound(timestampMs: number): number {
    let lo = 0;
    let hi = this.#length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.timestampAt(mid) <= timestampMs) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Physical runs that hold logical indices `[from, to)`, in logical order (at most two). */
  segments(from: number, to: number): PhysicalSegment[] {
    if (to <= from) return [];
    const slots = this.#slots;
    const first = this.#physical(from);
    const count = to - from;
    if (first + count <= slots) return [{ offset: first, count }];
    return [
      { offset: first, count: slots - first },
      { offset: 0, count: count - (slots - first) },
    ];
  }

  /**
   * Physical timestamp storage, read with `segments()`. A read-only view of internal storage, valid until
   * the next mutation; query code reads it directly so a 7,200-sample summary stays well under a millisecond.
   */
  physicalTimestamps(): ArrayLike<number> {
    const at = HEADER_WORDS / 2;
    return this.#f64.subarray(at, at + this.#slots);
  }

  /**
   * Physical storage of one metric column (read with `segments()`), or null when the metric never had an
   * available value in this history. Integer columns hold `INTEGER_MISSING`, float columns NaN, for missing.
   * A read-only view of internal storage, valid until the next mutation (a narrow integer column's is a 64-bit copy).
   */
  physicalColumn(metric: Id): { readonly representation: 'integer'; readonly data: ArrayLike<bigint> } | {
    readonly representation: 'float';
    readonly data: ArrayLike<number>;
  } | null {
    const c = this.#columnIndex(metric);
    const state = this.#columns[c]!;
    if (state === NO_COLUMN) return null;
    const slots = this.#slots;
    if (this.#integerColumns[c] === 0) return { representation: 'float', data: this.#f64.subarray(state >> 1, (state >> 1) + slots) };
    if ((state & WIDE_BIT) !== 0) return { representation: 'integer', data: this.#bigints().subarray(state >> 1, (state >> 1) + slots) };
    const data = new BigUint64Array(slots);
    widenWords(this.#u32, state, new Uint32Array(data.buffer), 0, slots);
    return { representation: 'integer', data };
  }

  /** Representation of a stored metric of this layout. */
  representationOf(metric: Id): StoredRepresentation {
    return this.layout.representations[this.#columnIndex(metric)];
  }

  /** Bytes of typed-array storage: timestamps plus allocated columns, as placed in the ring (the header not counted). */
  storageBytes(): number {
    let bytes = this.#slots * 8;
    for (const state of this.#columns) if (state >= 0) bytes += columnWords((state & WIDE_BIT) !== 0, this.#slots) * 4;
    return bytes;
  }

  #columnIndex(metric: string): number {
    const c = this.layout.columnOf(metric);
    if (c === undefined) throw new HistoryValueError(metric, `not a stored metric of target kind ${this.layout.targetKind}`);
    return c;
  }

  #physical(index: number): number {
    const p = this.#start + index;
    const slots = this.#slots;
    return p >= slots ? p - slots : p;
  }

  /** Drops the oldest sample of a full ring. */
  #evictOldest(): void {
    const physical = this.#start;
    this.#start = physical + 1 === this.#slots ? 0 : physical + 1;
    this.#length--;
  }

  /**
   * Moves the newest `length - drop` samples into a new ring buffer of `slots` slots, oldest at slot 0, with the
   * columns placed there (new ones all missing, the placed narrow columns listed in `widen`, in layout order, converted
   * to wide). A shared ring's buffer is a SharedArrayBuffer that readers map; the writer never writes to the old one again.
   */
  #reallocate(slots: number, drop: number, widen: readonly number[] = NONE): void {
    const keep = this.#length - drop;
    const parts = this.segments(drop, this.#length);
    const shared = this.#sharing.mode === 'write';
    const columns = this.#columns;
    let words = HEADER_WORDS + 2 * slots;
    for (let c = 0; c < columns.length; c++) {
      const state = columns[c]!;
      if (state !== NO_COLUMN) words += columnWords(state === NEW_WIDE || (state >= 0 && (state & WIDE_BIT) !== 0) || widen.includes(c), slots);
    }
    const buffer = shared ? new SharedArrayBuffer(words * 4) : new ArrayBuffer(words * 4);
    const to = new Uint32Array(buffer);
    const from = this.#u32;
    copyWords(from, HEADER_WORDS, to, HEADER_WORDS, parts, 2);
    let at = HEADER_WORDS + 2 * slots;
    for (let c = 0; c < columns.length; c++) {
      const state = columns[c]!;
      if (state === NO_COLUMN) continue;
      const placed = state >= 0;
      const fromAt = state & ~WIDE_BIT;
      const widening = placed && (state & WIDE_BIT) === 0 && widen.includes(c);
      const wide = state === NEW_WIDE || (placed && (state & WIDE_BIT) !== 0) || widening;
      // A new column has nothing to copy; a column's slots past the kept samples are missing (all ones, or NaN).
      if (widening) {
        let n = 0;
        for (const { offset, count } of parts) {
          widenWords(from, fromAt + offset, to, at + 2 * n, count);
          n += count;
        }
      } else if (placed) copyWords(from, fromAt, to, at, parts, wide ? 2 : 1);
      const from0 = placed ? keep : 0;
      if (this.#integerColumns[c] === 0) new Float64Array(buffer, at * 4, slots).fill(Number.NaN, from0);
      else to.fill(0xffff_ffff, at + (wide ? 2 : 1) * from0, at + columnWords(wide, slots));
      columns[c] = wide ? at | WIDE_BIT : at;
      at += columnWords(wide, slots);
    }
    this.#base = this.#appended - keep;
    this.#setBuffer(buffer, slots, to);
    if (shared) {
      this.#header = this.#u32;
      this.#header[0] = this.#appended;
      this.#noteStorageChange();
    }
    this.#start = 0;
    this.#length = keep;
  }

  #readValue(c: number, state: number, physical: number): StoredValue | null {
    if (this.#integerColumns[c] === 0) {
      const v = this.#f64[(state >> 1) + physical]!;
      return v === v ? v : null;
    }
    if ((state & WIDE_BIT) === 0) {
      const v = this.#u32[state + physical]!;
      return v === NARROW_MISSING ? null : BigInt(v);
    }
    const v = this.#bigints()[(state >> 1) + physical]!;
    return v === INTEGER_MISSING ? null : v;
  }

  #writeMissing(c: number, state: number, physical: number): void {
    if (this.#integerColumns[c] === 0) this.#f64[(state >> 1) + physical] = Number.NaN;
    else if ((state & WIDE_BIT) === 0) this.#u32[state + physical] = NARROW_MISSING;
    else {
      const at = (state & ~WIDE_BIT) + 2 * physical;
      this.#u32[at] = 0xffff_ffff;
      this.#u32[at + 1] = 0xffff_ffff;
    }
  }

  /** Writes a checked value (a narrow column was widened first when it needs 8 bytes); a non-finite float is missing. */
  #writeValue(c: number, state: number, physical: number, value: MetricValue): void {
    if (this.#integerColumns[c] === 1) {
      const v = value as bigint;
      if ((state & WIDE_BIT) !== 0) this.#bigints()[(state >> 1) + physical] = v;
      else this.#u32[state + physical] = Number(v);
      return;
    }
    const v = value as number;
    this.#f64[(state >> 1) + physical] = Number.isFinite(v) ? v : Number.NaN;
  }

  /** The largest available value of a placed column over the window, or null when none is. */
  #windowPeak(c: number, state: number): StoredValue | null {
    const parts = this.segments(0, this.#length);
    const u32 = this.#u32;
    if (this.#integerColumns[c] === 1 && (state & WIDE_BIT) === 0) {
      let peak = -1;
      for (const { offset, count } of parts) {
        for (let p = state + offset, end = p + count; p < end; p++) {
          const v = u32[p]!;
          if (v !== NARROW_MISSING && v > peak) peak = v;
        }
      }
      return peak >= 0 ? BigInt(peak) : null;
    }
    if (this.#integerColumns[c] === 1) {
      // Word-wise: safe integers compare as numbers; only values above 2^53 are read as bigints.
      const at0 = state & ~WIDE_BIT;
      let safePeak = -1;
      let bigPeak: bigint | null = null;
      for (const { offset, count } of parts) {
        for (let p = offset; p < offset + count; p++) {
          const at = at0 + 2 * p;
          const high = u32[at + HI]!;
          if (high < SAFE_HIGH_WORD) {
            const v = high * WORD + u32[at + LO]!;
            if (v > safePeak) safePeak = v;
          } else if (high !== 0xffff_ffff || u32[at + LO] !== 0xffff_ffff) {
            // Not the missing marker: a value above 2^53, compared exactly.
            const v = this.#bigints()[(state >> 1) + p]!;
            if (bigPeak === null || v > bigPeak) bigPeak = v;
          }
        }
      }
      return bigPeak ?? (safePeak >= 0 ? BigInt(safePeak) : null);
    }
    const f64 = this.#f64;
    let peak: number | null = null;
    for (const { offset, count } of parts) {
      for (let p = (state >> 1) + offset, end = p + count; p < end; p++) {
        const v = f64[p]!;
        if (v === v && (peak === null || v > peak)) peak = v; // v === v excludes the NaN marker
      }
    }
    return peak;
  }
}

function checkCapacity(capacity: number): void {
  if (!Number.isSafeInteger(capacity) || capacity < 1) throw new RangeError('history capacity must be a positive integer');
}

/** Words a column of `slots` slots takes in a ring: two a slot when wide, else one, rounded up to keep 8-byte alignment. */
function columnWords(wide: boolean, slots: number): number {
  return wide ? 2 * slots : slots + (slots & 1);
}

/** Copies the values of `parts` (slots of `width` words from `fromAt`) to consecutive slots from `toAt`. */
function copyWords(from: Uint32Array, fromAt: number, to: Uint32Array, toAt: number, parts: readonly PhysicalSegment[], width: number): void {
  let n = 0;
  for (const { offset, count } of parts) {
    // subarray + set copies without boxing each element.
    to.set(from.subarray(fromAt + width * offset, fromAt + width * (offset + count)), toAt + width * n);
    n += count;
  }
}

/**
 * Copies `count` narrow values (one word each from word `fromAt`) as wide ones (two words each from word `toAt`): each
 * value's low word, and a high word of zero, or of all ones for the missing marker (making INTEGER_MISSING).
 */
function widenWords(from: Uint32Array, fromAt: number, to: Uint32Array, toAt: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const v = from[fromAt + i]!;
    const at = toAt + 2 * i;
    to[at + LO] = v;
    to[at + HI] = v === NARROW_MISSING ? 0xffff_ffff : 0;
  }
}

/** Per layout, computed once: 1 for each integer column. */
const INTEGER_MASKS = new WeakMap<MetricLayout, Uint8Array>();

function integerMask(layout: MetricLayout): Uint8Array {
  let mask = INTEGER_MASKS.get(layout);
  if (mask === undefined) {
    mask = Uint8Array.from(layout.representations, (representation) => (representation === 'integer' ? 1 : 0));
    INTEGER_MASKS.set(layout, mask);
  }
  return mask;
}
