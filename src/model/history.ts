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

/** Physical slots allocated for a new history; storage then doubles up to the capacity, so short lifetimes stay small. */
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
 * Storage of a shared history as the writer (the App's store) hands it to readers: `SharedArrayBuffer`-backed typed
 * arrays, the sample number stored at physical slot 0, and a header whose word 0 is the number of the sample being
 * written plus one (the generation a reader checks after reading, see `TargetHistory.read`).
 */
export interface SharedHistoryStorage {
  readonly base: number;
  /** The writer's window when it handed the storage over: samples appended so far, and how many it retains. */
  readonly appended: number;
  readonly length: number;
  readonly header: Int32Array;
  readonly timestamps: Float64Array;
  readonly columns: readonly (Float64Array | BigUint64Array | null)[];
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

interface IntegerColumn {
  readonly representation: 'integer';
  data: BigUint64Array;
  /** The same storage as 32-bit words, so safe integers are written and scanned without creating bigints. */
  words: Uint32Array;
  peak: bigint | null;
  /** Set when the sample that held the peak left the window; the peak is recomputed on the next read. */
  peakStale: boolean;
}

interface FloatColumn {
  readonly representation: 'float';
  data: Float64Array;
  peak: number | null;
  peakStale: boolean;
}

type Column = IntegerColumn | FloatColumn;

/** Whether 64-bit words store their low half first; the word-wise fast paths assume it and fall back otherwise. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const WORD = 0x1_0000_0000;
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
 * A history as plain data for another thread (TargetHistory.toTransfer, fromTransfer): its typed arrays as they are,
 * so their buffers move (postMessage's transfer list, `historyBuffers`) instead of being copied or rebuilt.
 */
export interface HistoryTransfer {
  readonly capacity: number;
  readonly start: number;
  readonly length: number;
  readonly timestamps: Float64Array;
  readonly columns: readonly (
    | { readonly representation: 'integer'; readonly data: BigUint64Array; readonly peak: bigint | null; readonly peakStale: boolean }
    | { readonly representation: 'float'; readonly data: Float64Array; readonly peak: number | null; readonly peakStale: boolean }
    | null
  )[];
}

/** The buffers a transferred history holds, for the transfer list. */
export function historyBuffers(transfer: HistoryTransfer): ArrayBufferLike[] {
  return [transfer.timestamps.buffer, ...transfer.columns.flatMap((column) => (column === null ? [] : [column.data.buffer]))];
}

/**
 * The retained samples of one target (a process identity, the system, or a GPU adapter), oldest first.
 * Logical index 0 is the oldest retained sample. Timestamps never decrease. Columns are allocated on the
 * first available value of their metric, so metrics a platform never provides cost nothing.
 */
export class TargetHistory<Id extends string = string> {
  readonly layout: MetricLayout<Id>;
  #capacity: number;
  #timestamps: Float64Array;
  #columns: (Column | null)[];
  /** 1 where the layout's column holds integers, so the bulk path branches without reading the column. */
  readonly #integerColumns: Uint8Array;
  /** Physical slot of logical index 0. */
  #start = 0;
  #length = 0;
  /** Samples appended since creation; sample number n is stored at physical slot (n - #base) mod slots. */
  #appended = 0;
  #base = 0;
  readonly #sharing: HistorySharing;
  /** Shared storage only: word 0 is the number of the sample being written plus one. */
  #header: Int32Array | null = null;
  /** A writer whose storage changed since `takeStorage`. */
  #storageChanged = false;

  constructor(layout: MetricLayout<Id>, capacity: number, sharing: HistorySharing = OWN) {
    checkCapacity(capacity);
    this.layout = layout;
    this.#capacity = capacity;
    this.#sharing = sharing;
    this.#columns = layout.ids.map(() => null);
    this.#integerColumns = integerMask(layout);
    if (sharing.mode === 'read') {
      this.#timestamps = new Float64Array(0);
      return;
    }
    this.#timestamps = this.#newTimestamps(Math.min(capacity, INITIAL_SLOTS));
  }

  /** Timestamp storage of `slots` slots; a shared one carries the header (and tells the store its storage changed). */
  #newTimestamps(slots: number): Float64Array {
    if (this.#sharing.mode !== 'write') return new Float64Array(slots);
    const buffer = new SharedArrayBuffer(8 + slots * 8);
    this.#header = new Int32Array(buffer, 0, 2);
    this.#header[0] = this.#appended;
    this.#noteStorageChange();
    return new Float64Array(buffer, 8, slots);
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
    return { base: this.#base, appended: this.#appended, length: this.#length, header: this.#header, timestamps: this.#timestamps, columns: this.#columns.map((column) => column?.data ?? null) };
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
    this.#header = storage.header;
    this.#timestamps = storage.timestamps;
    this.#base = storage.base;
    for (let c = 0; c < this.#columns.length; c++) {
      const data = storage.columns[c] ?? null;
      if (data === null) this.#columns[c] = null;
      else if (data instanceof BigUint64Array) this.#columns[c] = { ...integerColumn(data), peakStale: true };
      else this.#columns[c] = { representation: 'float', data, peak: null, peakStale: true };
    }
    // Samples the writer dropped before this storage (an untracked ring shrinking) are not in it.
    if (this.#appended - this.#length < this.#base) this.#length = Math.max(0, this.#appended - this.#base);
    this.#placeReaderWindow();
  }

  /** A reader's physical slot of its oldest sample, from its window in sample numbers. */
  #placeReaderWindow(): void {
    const slots = this.#timestamps.length;
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
    return Atomics.load(header, 0) - this.#timestamps.length > this.#appended - this.#length;
  }

  #dropOverwritten(): void {
    const header = this.#header;
    if (header === null) return;
    const intactFrom = Atomics.load(header, 0) - this.#timestamps.length;
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
   * This history as plain data that crosses threads without a copy: its own arrays, so it must not be used after
   * their buffers were transferred.
   */
  toTransfer(): HistoryTransfer {
    return {
      capacity: this.#capacity,
      start: this.#start,
      length: this.#length,
      timestamps: this.#timestamps,
      columns: this.#columns.map((column) =>
        column === null
          ? null
          : column.representation === 'integer'
            ? { representation: 'integer', data: column.data, peak: column.peak, peakStale: column.peakStale }
            : { representation: 'float', data: column.data, peak: column.peak, peakStale: column.peakStale },
      ),
    };
  }

  /** The history `toTransfer` described, over the same arrays. Throws when it does not fit `layout`. */
  static fromTransfer<Id extends string>(layout: MetricLayout<Id>, transfer: HistoryTransfer): TargetHistory<Id> {
    const { capacity, start, length, timestamps, columns } = transfer;
    const slots = timestamps.length;
    const fits =
      columns.length === layout.ids.length &&
      slots <= capacity &&
      length <= slots &&
      (slots === 0 ? start === 0 : start >= 0 && start < slots) &&
      columns.every((column, c) => column === null || (column.data.length === slots && (column.representation === 'integer') === (layout.representations[c] === 'integer')));
    if (!fits) throw new RangeError('the transferred history does not fit its layout');
    const history = new TargetHistory(layout, capacity);
    history.#timestamps = timestamps;
    history.#start = start;
    history.#length = length;
    history.#columns = columns.map((column): Column | null =>
      column === null
        ? null
        : column.representation === 'integer'
          ? { ...column, words: new Uint32Array(column.data.buffer, column.data.byteOffset, column.data.length * 2) }
          : { ...column },
    );
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
    const slots = this.#timestamps.length;
    // A shared ring keeps SHARED_SLACK slots beyond its capacity for readers a few samples behind.
    const room = this.#header === null ? this.#capacity : this.#capacity + SHARED_SLACK;
    if (this.#length === slots && slots < room) this.#reallocate(Math.min(room, slots * 2), 0);
    if (this.#length === this.#capacity) this.#evictOldest();
    const physical = this.#physical(this.#length);
    // The generation first: a reader that finds it moved past its window after reading knows a slot may be torn.
    if (this.#header !== null) Atomics.store(this.#header, 0, this.#appended + 1);
    this.#appended++;
    this.#timestamps[physical] = timestampMs;
    return physical;
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
    this.#allocateFirstValues((c) => {
      const value = values[ids[c]!];
      return value !== undefined && !(typeof value === 'number' && !Number.isFinite(value));
    });
    const physical = this.#nextSlot(timestampMs);
    for (let c = 0; c < ids.length; c++) {
      const value = values[ids[c]];
      let column = this.#columns[c];
      if (value === undefined) {
        if (column !== null) writeMissing(column, physical);
        continue;
      }
      if (column === null) {
        if (typeof value === 'number' && !Number.isFinite(value)) continue; // missing, nothing to allocate
        column = this.#allocateColumn(c);
      }
      writeValue(column, physical, value);
    }
    this.#length++;
  }

  /**
   * Appends one sample given as a checked row (`SampleRow`): no per-value objects, integers up to 2^53 written
   * without bigints. Peaks of the columns it writes are recomputed on their next read (a word-wise scan), so the
   * bulk path does no bigint comparison either. Throws before changing anything when the timestamp is out of order.
   */
  appendRow(timestampMs: number, row: SampleRow): void {
    if (this.#sharing.mode === 'read') {
      this.#advanceReader();
      return;
    }
    this.#checkOrder(timestampMs);
    const { cells, offset, big } = row;
    if (this.#sharing.mode === 'write') {
      // As #allocateFirstValues, without a closure per append (the App's store appends every process's row each pass).
      let added = false;
      for (let c = 0; c < this.#columns.length; c++) {
        if (this.#columns[c] !== null || (cells[offset + c]! !== cells[offset + c]! && !big.has(offset + c))) continue;
        this.#addColumn(c);
        added = true;
      }
      if (added) this.#reallocate(this.#timestamps.length, 0);
    }
    const physical = this.#nextSlot(timestampMs);
    const columns = this.#columns;
    const integers = this.#integerColumns;
    // Read once: most rows hold no value above 2^53, and most of their missing cells then need no lookup.
    const hasBig = big.size > 0;
    for (let c = 0; c < integers.length; c++) {
      const value = cells[offset + c]!;
      let column = columns[c];
      if (value !== value) {
        // NaN: missing, unless the value is an exact integer above 2^53.
        const exact = hasBig ? big.get(offset + c) : undefined;
        if (exact === undefined) {
          if (column !== null) writeMissing(column, physical);
          continue;
        }
        column ??= this.#allocateColumn(c);
        writeValue(column, physical, exact);
        continue;
      }
      column ??= this.#allocateColumn(c);
      if (integers[c] === 0) {
        const data = (column as FloatColumn).data;
        data[physical] = value;
        if (!column.peakStale && (column.peak === null || value > column.peak)) column.peak = value;
      } else if (LITTLE_ENDIAN) {
        const words = (column as IntegerColumn).words;
        words[2 * physical] = value >>> 0;
        words[2 * physical + 1] = (value / WORD) >>> 0;
        column.peakStale = true;
      } else {
        (column as IntegerColumn).data[physical] = BigInt(value);
        column.peakStale = true;
      }
    }
    this.#length++;
  }

  /**
   * Changes the capacity: growing keeps every sample; shrinking drops the oldest samples beyond the new
   * capacity (their peaks go with them). Returns the number of dropped samples.
   */
  /**
   * Doubles the slots before they run out, once the history is at least half full (and at least GROW_AHEAD_FROM
   * slots): a log being loaded calls this for a few histories at a time, so the copies of growing are spread over
   * many frames instead of every history of a frame doubling in the same append. True when it grew.
   */
  growAhead(): boolean {
    if (this.#sharing.mode !== 'own') return false;
    const slots = this.#timestamps.length;
    if (slots < GROW_AHEAD_FROM || slots >= this.#capacity || this.#length * 2 < slots) return false;
    this.#reallocate(Math.min(this.#capacity, slots * 2), 0);
    return true;
  }

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
    if (drop > 0 || this.#timestamps.length > room) this.#reallocate(room, drop);
    return drop;
  }

  /** Timestamp (ms since the epoch) of the sample at logical index `index` (0 = oldest). */
  timestampAt(index: number): number {
    return this.#timestamps[this.#physical(index)];
  }

  /** Value of `metric` at logical index `index`, or null when missing. */
  valueAt(metric: Id, index: number): StoredValue | null {
    const c = this.#columnIndex(metric);
    const column = this.#columns[c];
    if (column === null) return null;
    return readValue(column, this.#physical(index));
  }

  /**
   * Value of `metric` at logical index `index` as a number, NaN when missing: what a plot draws, read without creating
   * a bigint (a Graph frame reads thousands). An integer above 2^53 rounds once, to the same number as Number(bigint).
   */
  numberAt(metric: Id, index: number): number {
    const column = this.#columns[this.#columnIndex(metric)];
    if (column === null) return Number.NaN;
    const p = this.#physical(index);
    if (column.representation === 'float') return column.data[p]!;
    if (!LITTLE_ENDIAN) {
      const v = column.data[p]!;
      return v === INTEGER_MISSING ? Number.NaN : Number(v);
    }
    const high = column.words[2 * p + 1]!;
    const low = column.words[2 * p]!;
    return high === 0xffff_ffff && low === 0xffff_ffff ? Number.NaN : high * WORD + low;
  }

  /** Value of `metric` in the newest sample (a Ghost Row's final value), or null when missing or empty. */
  latest(metric: Id): StoredValue | null {
    return this.#length === 0 ? null : this.valueAt(metric, this.#length - 1);
  }

  /** Largest available value of `metric` over the retained window, or null when none is available. */
  peak(metric: Id): StoredValue | null {
    const column = this.#columns[this.#columnIndex(metric)];
    if (column === null) return null;
    // A reader's window moves without its values passing by: its peak is computed over the window each time.
    if (column.peakStale || this.#sharing.mode === 'read') this.#recomputePeak(column);
    return column.peak;
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
    const slots = this.#timestamps.length;
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
    return this.#timestamps;
  }

  /**
   * Physical storage of one metric column (read with `segments()`), or null when the metric never had an
   * available value in this history. Integer columns hold `INTEGER_MISSING`, float columns NaN, for missing.
   * A read-only view of internal storage, valid until the next mutation.
   */
  physicalColumn(metric: Id): { readonly representation: 'integer'; readonly data: ArrayLike<bigint> } | {
    readonly representation: 'float';
    readonly data: ArrayLike<number>;
  } | null {
    return this.#columns[this.#columnIndex(metric)];
  }

  /** Representation of a stored metric of this layout. */
  representationOf(metric: Id): StoredRepresentation {
    return this.layout.representations[this.#columnIndex(metric)];
  }

  /** Bytes held in typed-array storage (timestamps plus allocated columns). */
  storageBytes(): number {
    let bytes = this.#timestamps.byteLength;
    for (const column of this.#columns) if (column !== null) bytes += column.data.byteLength;
    return bytes;
  }

  #columnIndex(metric: string): number {
    const c = this.layout.columnOf(metric);
    if (c === undefined) throw new HistoryValueError(metric, `not a stored metric of target kind ${this.layout.targetKind}`);
    return c;
  }

  #physical(index: number): number {
    const p = this.#start + index;
    const slots = this.#timestamps.length;
    return p >= slots ? p - slots : p;
  }

  #allocateColumn(c: number): Column {
    const column = this.#addColumn(c);
    // A shared ring is one buffer: the new column joins it in new storage, every sample so far missing in it.
    if (this.#sharing.mode === 'write') this.#reallocate(this.#timestamps.length, 0);
    return column;
  }

  /** A new column, every sample so far missing in it; a shared ring's storage is not moved (the caller moves it once). */
  #addColumn(c: number): Column {
    const slots = this.#timestamps.length;
    const column: Column =
      this.layout.representations[c] === 'integer'
        ? integerColumn(missingIntegers(new BigUint64Array(slots), 0))
        : { representation: 'float', data: new Float64Array(slots).fill(Number.NaN), peak: null, peakStale: false };
    this.#columns[c] = column;
    return column;
  }

  /**
   * A shared ring's columns that this sample gives a first value, allocated before its slot is taken: allocating
   * moves a shared ring to new storage, which must not happen halfway through writing a sample. The ring moves once for
   * all of them (a first sample gives ~11 columns their first value: one buffer instead of eleven of growing sizes).
   */
  #allocateFirstValues(hasValue: (c: number) => boolean): void {
    if (this.#sharing.mode !== 'write') return;
    let added = false;
    for (let c = 0; c < this.#columns.length; c++) {
      if (this.#columns[c] !== null || !hasValue(c)) continue;
      this.#addColumn(c);
      added = true;
    }
    if (added) this.#reallocate(this.#timestamps.length, 0);
  }

  /** Drops the oldest sample of a full ring; a peak that leaves with it is recomputed lazily. */
  #evictOldest(): void {
    const physical = this.#start;
    for (const column of this.#columns) {
      if (column === null || column.peakStale || column.peak === null) continue;
      if (readValue(column, physical) === column.peak) column.peakStale = true;
    }
    this.#start = physical + 1 === this.#timestamps.length ? 0 : physical + 1;
    this.#length--;
  }

  /** Moves the newest `length - drop` samples into fresh storage of `slots` slots, oldest at slot 0. */
  #reallocate(slots: number, drop: number): void {
    const keep = this.#length - drop;
    const parts = this.segments(drop, this.#length);
    // A shared ring is one buffer: the header, the timestamps, then each allocated column (see #sharedRing).
    const ring = this.#sharing.mode === 'write' ? this.#sharedRing(slots) : null;
    const timestamps = ring?.timestamps ?? this.#newTimestamps(slots);
    copySegments(this.#timestamps, timestamps, parts);
    this.#timestamps = timestamps;
    this.#base = this.#appended - keep;
    for (let c = 0; c < this.#columns.length; c++) {
      const column = this.#columns[c];
      if (column === null) continue;
      if (column.representation === 'integer') {
        const data = (ring?.columns[c] as BigUint64Array | undefined) ?? new BigUint64Array(slots);
        copySegments(column.data, data, parts);
        missingIntegers(data, keep);
        column.data = data;
        column.words = new Uint32Array(data.buffer, data.byteOffset, data.length * 2);
      } else {
        const data = (ring?.columns[c] as Float64Array | undefined) ?? new Float64Array(slots);
        copySegments(column.data, data, parts);
        data.fill(Number.NaN, keep);
        column.data = data;
      }
      if (drop > 0) column.peakStale = true;
    }
    this.#start = 0;
    this.#length = keep;
  }

  /**
   * New storage of a shared ring of `slots` slots for the columns allocated now: one SharedArrayBuffer holding the
   * header word pair, the timestamps and each column in turn (8-byte aligned). One buffer instead of one per column
   * saves each column's buffer objects in both isolates and its entry in the hand-over message (issue 31).
   */
  #sharedRing(slots: number): { timestamps: Float64Array; columns: (Float64Array | BigUint64Array | null)[] } {
    let count = 0;
    for (const column of this.#columns) if (column !== null) count++;
    const buffer = new SharedArrayBuffer(8 + slots * 8 * (1 + count));
    this.#header = new Int32Array(buffer, 0, 2);
    this.#header[0] = this.#appended;
    this.#noteStorageChange();
    let offset = 8 + slots * 8;
    const columns = this.#columns.map((column) => {
      if (column === null) return null;
      const view = column.representation === 'integer' ? new BigUint64Array(buffer, offset, slots) : new Float64Array(buffer, offset, slots);
      offset += slots * 8;
      return view;
    });
    return { timestamps: new Float64Array(buffer, 8, slots), columns };
  }

  #recomputePeak(column: Column): void {
    const parts = this.segments(0, this.#length);
    if (column.representation === 'integer' && LITTLE_ENDIAN) {
      // Word-wise: safe integers compare as numbers; only values above 2^53 are read as bigints.
      const words = column.words;
      let safePeak = -1;
      let bigPeak: bigint | null = null;
      for (const { offset, count } of parts) {
        for (let p = offset; p < offset + count; p++) {
          const high = words[2 * p + 1]!;
          if (high < SAFE_HIGH_WORD) {
            const v = high * WORD + words[2 * p]!;
            if (v > safePeak) safePeak = v;
          } else if (high !== 0xffff_ffff || words[2 * p] !== 0xffff_ffff) {
            // Not the missing marker: a value above 2^53, compared exactly.
            const v = column.data[p]!;
            if (bigPeak === null || v > bigPeak) bigPeak = v;
          }
        }
      }
      column.peak = bigPeak ?? (safePeak >= 0 ? BigInt(safePeak) : null);
    } else if (column.representation === 'integer') {
      let peak: bigint | null = null;
      for (const { offset, count } of parts) {
        for (let p = offset; p < offset + count; p++) {
          const v = column.data[p];
          if (v !== INTEGER_MISSING && (peak === null || v > peak)) peak = v;
        }
      }
      column.peak = peak;
    } else {
      let peak: number | null = null;
      for (const { offset, count } of parts) {
        for (let p = offset; p < offset + count; p++) {
          const v = column.data[p];
          if (v === v && (peak === null || v > peak)) peak = v; // v === v excludes the NaN marker
        }
      }
      column.peak = peak;
    }
    column.peakStale = false;
  }
}

function checkCapacity(capacity: number): void {
  if (!Number.isSafeInteger(capacity) || capacity < 1) throw new RangeError('history capacity must be a positive integer');
}

function copySegments(from: Float64Array, to: Float64Array, parts: readonly PhysicalSegment[]): void;
function copySegments(from: BigUint64Array, to: BigUint64Array, parts: readonly PhysicalSegment[]): void;
function copySegments(
  from: Float64Array | BigUint64Array,
  to: Float64Array | BigUint64Array,
  parts: readonly PhysicalSegment[],
): void {
  let at = 0;
  for (const { offset, count } of parts) {
    // subarray + set copies without boxing each element.
    if (to instanceof Float64Array) to.set((from as Float64Array).subarray(offset, offset + count), at);
    else to.set((from as BigUint64Array).subarray(offset, offset + count), at);
    at += count;
  }
}

/** Marks slots `from..` of an integer column missing: the marker is all ones in either byte order, so 32-bit words fill it without bigints. */
function missingIntegers(data: BigUint64Array, from: number): BigUint64Array {
  new Uint32Array(data.buffer, data.byteOffset, data.length * 2).fill(0xffff_ffff, 2 * from);
  return data;
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

function integerColumn(data: BigUint64Array): IntegerColumn {
  return { representation: 'integer', data, words: new Uint32Array(data.buffer, data.byteOffset, data.length * 2), peak: null, peakStale: false };
}

function writeMissing(column: Column, physical: number): void {
  if (column.representation === 'integer') column.data[physical] = INTEGER_MISSING;
  else column.data[physical] = Number.NaN;
}

/** Writes a checked value; the running peak only grows here, eviction marks it stale instead. */
function writeValue(column: Column, physical: number, value: MetricValue): void {
  if (column.representation === 'integer') {
    const v = value as bigint;
    column.data[physical] = v;
    if (!column.peakStale && (column.peak === null || v > column.peak)) column.peak = v;
  } else {
    const v = value as number;
    if (!Number.isFinite(v)) {
      column.data[physical] = Number.NaN;
      return;
    }
    column.data[physical] = v;
    if (!column.peakStale && (column.peak === null || v > column.peak)) column.peak = v;
  }
}

function readValue(column: Column, physical: number): StoredValue | null {
  if (column.representation === 'integer') {
    const v = column.data[physical];
    return v === INTEGER_MISSING ? null : v;
  }
  const v = column.data[physical];
  return v === v ? v : null;
}
