// Frame buffers the App's thread shares with the Recording writer thread: a closed window's cells are written into a
// SharedArrayBuffer that the writer reads in place and hands back by clearing a state word, so no frame allocates,
// zeroes, moves or frees ~65 KB per window (300 processes) across threads. A buffer the writer already knows also
// carries the window itself (its header: order number, session, time, counts): handing it over is a store and a
// futex wake-up, with no message to serialize on this thread or to deserialize and dispatch on the writer's
// (measured, December 2026: ~145 µs less per window across both threads). Measured before that: a fresh
// Float64Array per window, transferred and freed on the other thread, cost the App's thread more than a copy would.

/**
 * A pooled buffer's layout: its state (an Int32 at byte 0, padded to 8 bytes), the window's header (Float64s),
 * then the cells.
 */
const STATE_BYTES = 8;
const HEADER_FIELDS = 5;
const CELLS_OFFSET = STATE_BYTES + HEADER_FIELDS * Float64Array.BYTES_PER_ELEMENT;
/** Header fields, by index into the header's Float64Array. */
const SEQUENCE = 0;
const SESSION = 1;
const CAPTURED_AT = 2;
const GPU_COUNT = 3;
const PROCESS_COUNT = 4;

/** The writer is done with it: the App may lend it again. */
const FREE = 0;
/** Lent to the App's Recorder, or crossing in a message: the writer releases it once encoded. */
const LENT = 1;
/** Handed over in place (its header filled): the writer takes it in order of its header's sequence. */
const READY = 2;

/** A window handed over in place: what its frame needs besides the cells. */
export interface PooledWindowHeader {
  /** The window's order number on this writer thread (every window, in place or in a message, has the next one). */
  readonly sequence: number;
  readonly session: number;
  readonly capturedAtMs: number;
  readonly gpuCount: number;
  readonly processCount: number;
}

interface Slot {
  readonly buffer: SharedArrayBuffer;
  readonly state: Int32Array;
  readonly header: Float64Array;
  readonly capacity: number;
  /** Whether the writer has seen this buffer (in a message): only then can a window be handed over in place. */
  known: boolean;
}

function slotOn(buffer: SharedArrayBuffer): Omit<Slot, 'known' | 'capacity'> {
  return { buffer, state: new Int32Array(buffer, 0, 1), header: new Float64Array(buffer, STATE_BYTES, HEADER_FIELDS) };
}

/**
 * The App's side: the buffers of frames in flight. A slot is reused once the writer cleared its state; while every
 * slot is busy (a slow disk holds the writer up) new ones are added up to `maxSlots`, beyond which a frame gets a
 * plain array that is moved to the writer in a message: the pool never waits and never holds more than `maxSlots`
 * buffers.
 */
export class FrameCellsPool {
  readonly #slots: Slot[] = [];

  constructor(private readonly maxSlots = 4) {}

  /** `length` cells for the next frame: a view on a free pooled buffer, now lent, or a plain array. */
  take(length: number): Float64Array {
    const slots = this.#slots;
    let replace = -1;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (Atomics.load(slot.state, 0) !== FREE) continue;
      if (slot.capacity >= length) return this.#lend(slot, length);
      replace = i;
    }
    if (replace < 0 && slots.length >= this.maxSlots) return new Float64Array(length);
    // A quarter more than asked: a few more processes in a later window reuse the buffer rather than replace it.
    const capacity = length + (length >> 2);
    const slot: Slot = { ...slotOn(new SharedArrayBuffer(CELLS_OFFSET + capacity * Float64Array.BYTES_PER_ELEMENT)), capacity, known: false };
    if (replace < 0) slots.push(slot);
    else slots[replace] = slot;
    return this.#lend(slot, length);
  }

  /**
   * Hands a window over in place when `cells` are a pooled buffer the writer knows: fills its header and marks it
   * ready (the caller then wakes the writer). False when the window must cross in a message instead.
   */
  handOver(cells: Float64Array, header: PooledWindowHeader): boolean {
    const slot = this.#slotOf(cells);
    if (slot === undefined || !slot.known) return false;
    const fields = slot.header;
    fields[SEQUENCE] = header.sequence;
    fields[SESSION] = header.session;
    fields[CAPTURED_AT] = header.capturedAtMs;
    fields[GPU_COUNT] = header.gpuCount;
    fields[PROCESS_COUNT] = header.processCount;
    // A sequentially consistent store: the writer that sees READY sees the header and the cells written before it.
    Atomics.store(slot.state, 0, READY);
    return true;
  }

  /**
   * The pool index of `cells` when they cross in a message (the writer learns the buffer from it and releases it
   * by that index), or null for a plain array, which is moved.
   */
  announce(cells: Float64Array): number | null {
    const slot = this.#slotOf(cells);
    if (slot === undefined) return null;
    slot.known = true;
    return this.#slots.indexOf(slot);
  }

  /** Gives back cells that will never reach the writer (the session broke before they were handed over). */
  release(cells: Float64Array): void {
    const slot = this.#slotOf(cells);
    if (slot !== undefined) Atomics.store(slot.state, 0, FREE);
  }

  #slotOf(cells: Float64Array): Slot | undefined {
    for (const slot of this.#slots) if (slot.buffer === cells.buffer) return slot;
    return undefined;
  }

  #lend(slot: Slot, length: number): Float64Array {
    Atomics.store(slot.state, 0, LENT);
    return new Float64Array(slot.buffer, CELLS_OFFSET, length);
  }
}

/** A window the writer took from a pooled buffer in place. */
export interface PooledWindow extends PooledWindowHeader {
  /** The pool index, to release once encoded. */
  readonly slot: number;
  readonly cells: Float64Array;
}

/**
 * The writer's side: the pooled buffers it learned from messages (by pool index; a replaced buffer is learned again
 * from the first window that uses it), taken in order of their windows' sequence and released once encoded.
 */
export class PooledFrames {
  readonly #slots: (Omit<Slot, 'known' | 'capacity'> | undefined)[] = [];

  /** The buffer at pool index `slot`, as a message's cells showed it (replacing one the App replaced). */
  learn(slot: number, buffer: SharedArrayBuffer): void {
    if (this.#slots[slot]?.buffer !== buffer) this.#slots[slot] = slotOn(buffer);
  }

  /** The ready window whose sequence is `sequence`, or null when it has not been handed over in place (yet). */
  take(sequence: number, cellsOf: (session: number, gpuCount: number, processCount: number) => number): PooledWindow | null {
    for (let i = 0; i < this.#slots.length; i++) {
      const slot = this.#slots[i];
      if (slot === undefined || Atomics.load(slot.state, 0) !== READY) continue;
      const fields = slot.header;
      if (fields[SEQUENCE] !== sequence) continue;
      const gpuCount = fields[GPU_COUNT]!;
      const processCount = fields[PROCESS_COUNT]!;
      return {
        slot: i,
        sequence,
        session: fields[SESSION]!,
        capturedAtMs: fields[CAPTURED_AT]!,
        gpuCount,
        processCount,
        cells: new Float64Array(slot.buffer, CELLS_OFFSET, cellsOf(fields[SESSION]!, gpuCount, processCount)),
      };
    }
    return null;
  }

  /** The writer is done with the cells at pool index `slot` (null: a plain array, nothing to give back). */
  release(slot: number | null): void {
    const state = slot === null ? undefined : this.#slots[slot]?.state;
    if (state !== undefined) Atomics.store(state, 0, FREE);
  }
}
