// Frame buffers the App's thread shares with the Recording writer thread: a closed window's cells are written into a
// SharedArrayBuffer that the writer reads in place and hands back by clearing a flag, so no frame allocates, zeroes,
// moves or frees ~65 KB per window (300 processes) across threads. Measured (December 2026, 300 tracked): a fresh
// Float64Array per window, transferred and freed on the other thread, cost the App's thread more than a copy would.
/** A pooled buffer: its busy flag (an Int32 at byte 0, padded to 8 bytes) and then its cells. */
interface Slot {
  readonly buffer: SharedArrayBuffer;
  /** 1 while the writer thread may still read the cells, 0 once it has encoded them. */
  readonly flag: Int32Array;
  readonly capacity: number;
}

const FLAG_BYTES = 8;
const FREE = 0;
const BUSY = 1;

/**
 * The buffers of frames in flight. A slot is reused once the writer cleared its flag; while every slot is busy (a
 * slow disk holds the writer up) new ones are added up to `maxSlots`, beyond which a frame gets a plain array that
 * is moved to the writer as before: the pool never waits and never holds more than `maxSlots` buffers.
 */
export class FrameCellsPool {
  readonly #slots: Slot[] = [];

  constructor(private readonly maxSlots = 4) {}

  /** `length` cells for the next frame: a view on a free pooled buffer, now marked busy, or a plain array. */
  take(length: number): Float64Array {
    const slots = this.#slots;
    let replace = -1;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (Atomics.load(slot.flag, 0) !== FREE) continue;
      if (slot.capacity >= length) return this.#lend(slot, length);
      replace = i;
    }
    if (replace < 0 && slots.length >= this.maxSlots) return new Float64Array(length);
    // A quarter more than asked: a few more processes in a later window reuse the buffer rather than replace it.
    const capacity = length + (length >> 2);
    const buffer = new SharedArrayBuffer(FLAG_BYTES + capacity * Float64Array.BYTES_PER_ELEMENT);
    const slot: Slot = { buffer, flag: new Int32Array(buffer, 0, 1), capacity };
    if (replace < 0) slots.push(slot);
    else slots[replace] = slot;
    return this.#lend(slot, length);
  }

  /** The flag the writer clears when done with `cells` (posted with them), or null for a plain array. */
  flagOf(cells: Float64Array): Int32Array | null {
    for (const slot of this.#slots) if (slot.buffer === cells.buffer) return slot.flag;
    return null;
  }

  #lend(slot: Slot, length: number): Float64Array {
    Atomics.store(slot.flag, 0, BUSY);
    return new Float64Array(slot.buffer, FLAG_BYTES, length);
  }
}

/** The writer thread is done with a frame's cells: their pooled buffer (if any) may take the next frame. */
export function releaseFrameCells(flag: Int32Array | null): void {
  if (flag !== null) Atomics.store(flag, 0, FREE);
}
