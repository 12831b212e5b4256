// Guards the frame buffers the App shares with the Recording writer thread (frame-pool.ts): a buffer is lent again
// only after the writer released it, never while it may still be read; every slot busy adds one up to the limit and
// then falls back to a plain array (moved as before); a larger frame replaces a free buffer that is too small.
import { describe, expect, it } from 'vitest';
import { FrameCellsPool, releaseFrameCells } from '../../../src/recording/frame-pool.js';

describe('FrameCellsPool', () => {
  it('lends a buffer again only once the writer released it', () => {
    const pool = new FrameCellsPool(2);
    const first = pool.take(100);
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(first.length).toBe(100);
    const second = pool.take(100);
    expect(second.buffer).not.toBe(first.buffer);
    // Both busy and the pool full: a plain array, which has no flag (it is moved to the writer).
    const third = pool.take(100);
    expect(third.buffer).toBeInstanceOf(ArrayBuffer);
    expect(pool.flagOf(third)).toBeNull();
    releaseFrameCells(pool.flagOf(second));
    expect(pool.take(90).buffer).toBe(second.buffer);
    releaseFrameCells(pool.flagOf(first));
    const again = pool.take(100);
    expect(again.buffer).toBe(first.buffer);
    expect(again.length).toBe(100);
  });

  it('replaces a released buffer that is too small and keeps the others', () => {
    const pool = new FrameCellsPool(2);
    const small = pool.take(10);
    const other = pool.take(10);
    releaseFrameCells(pool.flagOf(small));
    const large = pool.take(1_000);
    expect(large.buffer).not.toBe(small.buffer);
    expect(large.buffer).not.toBe(other.buffer);
    expect(large.length).toBe(1_000);
    // The small one is gone from the pool: its cells are nobody's flag any more.
    expect(pool.flagOf(small)).toBeNull();
    expect(pool.flagOf(other)).not.toBeNull();
    releaseFrameCells(pool.flagOf(large));
    // A somewhat larger frame still fits the replaced buffer (room is kept for a few more processes).
    expect(pool.take(1_100).buffer).toBe(large.buffer);
  });

  it('a released flag is what the writer thread sees: another agent clears it through the shared memory', () => {
    const pool = new FrameCellsPool(1);
    const cells = pool.take(8);
    const flag = pool.flagOf(cells)!;
    // The writer receives its own views of the same memory: clearing the flag through one frees the slot.
    releaseFrameCells(new Int32Array(flag.buffer, flag.byteOffset, 1));
    expect(pool.take(8).buffer).toBe(cells.buffer);
  });

  it('releasing nothing (a plain array) does nothing', () => {
    expect(() => releaseFrameCells(null)).not.toThrow();
  });
});
