// Guards the frame buffers the App shares with the Recording writer thread (frame-pool.ts): a buffer is lent again
// only after the writer released it, never while it may still be read; every slot busy adds one up to the limit and
// then falls back to a plain array (moved as before); a larger frame replaces a free buffer that is too small. A
// window is handed over in place only in a buffer the writer already learned from a message, and the writer takes
// handed-over windows by their sequence number, with the header and cells the App wrote.
import { describe, expect, it } from 'vitest';
import { FrameCellsPool, PooledFrames } from '../../../src/recording/frame-pool.js';

const header = (sequence: number) => ({ sequence, session: 3, capturedAtMs: 1_700_000_000_000 + sequence, gpuCount: 0, processCount: 2 });
const cellsFor = (_gpus: number, processes: number) => 4 + processes * 3;

/** The writer's side learning every pooled buffer of `cells` as a message would show it. */
function learnAll(pool: FrameCellsPool, writer: PooledFrames, ...cells: Float64Array[]): void {
  for (const each of cells) writer.learn(pool.announce(each)!, each.buffer as SharedArrayBuffer);
}

describe('FrameCellsPool and PooledFrames', () => {
  it('lends a buffer again only once the writer released it', () => {
    const pool = new FrameCellsPool(2);
    const writer = new PooledFrames();
    const first = pool.take(100);
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(first.length).toBe(100);
    const second = pool.take(100);
    expect(second.buffer).not.toBe(first.buffer);
    // Both busy and the pool full: a plain array, which has no pool index (it is moved to the writer).
    const third = pool.take(100);
    expect(third.buffer).toBeInstanceOf(ArrayBuffer);
    expect(pool.announce(third)).toBeNull();
    learnAll(pool, writer, first, second);
    writer.release(pool.announce(second));
    expect(pool.take(90).buffer).toBe(second.buffer);
    writer.release(pool.announce(first));
    const again = pool.take(100);
    expect(again.buffer).toBe(first.buffer);
    expect(again.length).toBe(100);
  });

  it('replaces a released buffer that is too small and keeps the others', () => {
    const pool = new FrameCellsPool(2);
    const writer = new PooledFrames();
    const small = pool.take(10);
    const other = pool.take(10);
    learnAll(pool, writer, small, other);
    writer.release(pool.announce(small));
    const large = pool.take(1_000);
    expect(large.buffer).not.toBe(small.buffer);
    expect(large.buffer).not.toBe(other.buffer);
    expect(large.length).toBe(1_000);
    // The small one is gone from the pool: its cells are in no slot any more.
    expect(pool.announce(small)).toBeNull();
    expect(pool.announce(other)).not.toBeNull();
    learnAll(pool, writer, large);
    writer.release(pool.announce(large));
    // A somewhat larger frame still fits the replaced buffer (room is kept for a few more processes).
    expect(pool.take(1_100).buffer).toBe(large.buffer);
  });

  it('hands a window over in place only in a buffer the writer knows, and the writer takes it by its sequence', () => {
    const pool = new FrameCellsPool(2);
    const writer = new PooledFrames();
    const cells = pool.take(cellsFor(0, 2));
    // A new buffer: the writer has never seen it, so the window must cross in a message.
    expect(pool.handOver(cells, header(1))).toBe(false);
    learnAll(pool, writer, cells);
    writer.release(0);
    const again = pool.take(cellsFor(0, 2));
    expect(again.buffer).toBe(cells.buffer);
    again.set(Array.from({ length: again.length }, (_, i) => i * 1.5));
    expect(pool.handOver(again, header(7))).toBe(true);
    // Another sequence is not this window; the right one comes with the App's header and cells.
    expect(writer.take(6, (_session, gpus, processes) => cellsFor(gpus, processes))).toBeNull();
    const taken = writer.take(7, (_session, gpus, processes) => cellsFor(gpus, processes))!;
    expect(taken).toMatchObject({ slot: 0, ...header(7) });
    expect(Array.from(taken.cells)).toEqual(Array.from(again));
    // Taken but not yet released: the App cannot lend the buffer again (a second one is made).
    expect(pool.take(cellsFor(0, 2)).buffer).not.toBe(cells.buffer);
    writer.release(taken.slot);
    expect(pool.take(cellsFor(0, 2)).buffer).toBe(cells.buffer);
  });

  it('gives back cells that never reach the writer; releasing a plain array does nothing', () => {
    const pool = new FrameCellsPool(1);
    const cells = pool.take(8);
    pool.release(cells);
    expect(pool.take(8).buffer).toBe(cells.buffer);
    expect(() => new PooledFrames().release(null)).not.toThrow();
    expect(() => pool.release(new Float64Array(8))).not.toThrow();
  });
});
