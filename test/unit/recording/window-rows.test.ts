// Guards the Recording's bulk path (product-contracts §7): window sums in typed arrays stay exact when integer sums
// pass 2^53, and a closed window handed over as frame rows (Recorder.acceptRows, encodeFrameRows on the writer
// thread) writes exactly the lines the record form writes (Recorder.accept, encodeV3), over varied snapshots; the
// fast bigint-to-number conversion of the sums is Number() exactly, at every edge of its fast path.
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../src/model/types.js';
import { numberOf, roundedMean, WindowSumRows, WindowSums } from '../../../src/recording/aggregate.js';
import { Recorder } from '../../../src/recording/recorder.js';
import { encodeFrameRows, encodeV3 } from '../../../src/recording/v3-layout.js';

const T0 = 1_700_000_000_000;

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

describe('numberOf', () => {
  it('is Number() of every bigint: below 2^53 by its halves, negative, 2^53 and beyond, 2^64 and beyond', () => {
    const edges = [0n, 1n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 53n - 1n, 2n ** 53n, 2n ** 53n + 1n, 2n ** 63n, 2n ** 64n - 1n, 2n ** 64n, 2n ** 64n + 5n, 2n ** 70n + 3n, -1n, -(2n ** 53n), -(2n ** 64n) + 5n, -(2n ** 64n)];
    const next = random(5);
    const randomOnes = Array.from({ length: 2_000 }, () => {
      const bits = BigInt(Math.floor(next() * 80));
      const value = BigInt(Math.floor(next() * 2 ** 30)) * 2n ** (bits > 30n ? bits - 30n : 0n) + BigInt(Math.floor(next() * 1e6));
      return next() < 0.1 ? -value : value;
    });
    for (const value of [...edges, ...randomOnes]) expect(Object.is(numberOf(value), Number(value))).toBe(true);
  });
});

describe('WindowSums', () => {
  it('keeps integer means exact when the sum passes 2^53, and a one-sample float mean is the value itself', () => {
    const sums = new WindowSums(['a', 'b', 'c', null]);
    const a = [2n ** 52n + 1n, 2n ** 52n + 2n, 2n ** 52n + 4n];
    const b = [2n ** 63n, 2n ** 63n + 3n];
    for (let i = 0; i < 3; i++) sums.add({ a: a[i], b: b[i], c: i === 0 ? -0 : undefined });
    expect(sums.means()).toEqual({ a: roundedMean(a[0]! + a[1]! + a[2]!, 3), b: roundedMean(b[0]! + b[1]!, 2), c: -0 });
    expect(Object.is(sums.means().c, -0)).toBe(true);
    sums.reset();
    sums.add({ a: 5n });
    expect(sums.means()).toEqual({ a: 5n });
  });
});

describe('WindowSumRows', () => {
  it('keeps rows apart: a reset row forgets its values and exact sums, the others keep theirs, growth keeps every row', () => {
    // 32 positions: the last one is the presence word's sign bit.
    const metrics = Array.from({ length: 32 }, (_, i) => (i === 3 ? null : `m${i}`));
    const rows = new WindowSumRows(metrics, 1);
    const huge = 2n ** 60n;
    for (let row = 0; row < 5; row++) rows.reset(row); // grows from one row to eight
    rows.add(0, { m0: 1n, m31: 2.5, m4: huge });
    rows.add(0, { m0: 2n, m31: 0.5, m4: huge });
    rows.add(4, { m0: 7n, m30: Number.NaN, m31: -0 });
    expect(rows.means(0)).toEqual({ m0: 2n, m31: 1.5, m4: huge });
    expect(rows.means(4)).toEqual({ m0: 7n, m31: -0 });
    expect(Object.is(rows.means(4).m31, -0)).toBe(true);
    rows.reset(0);
    expect(rows.means(0)).toEqual({});
    rows.add(0, { m4: 3n });
    expect(rows.means(0)).toEqual({ m4: 3n });
    expect(rows.means(4)).toEqual({ m0: 7n, m31: -0 });
    for (let row = 5; row < 20; row++) rows.reset(row);
    expect(rows.means(4)).toEqual({ m0: 7n, m31: -0 });
    expect(rows.means(19)).toEqual({});
  });

  it('takes more than 32 positions (the system list with per-CPU metrics) in several presence words per row', () => {
    // 279 positions, as the system list with the whole per-CPU family: the positions at word edges and the last one.
    const metrics = Array.from({ length: 279 }, (_, i) => `m${i}`);
    const rows = new WindowSumRows(metrics, 1);
    for (let row = 0; row < 3; row++) rows.reset(row); // grows, keeping each row's words apart
    rows.add(0, { m0: 1n, m31: 2.5, m32: 4, m63: 1n, m64: 0.25, m278: 9 });
    rows.add(0, { m32: 6, m278: 11 });
    rows.add(2, { m33: 3 });
    expect(rows.means(0)).toEqual({ m0: 1n, m31: 2.5, m32: 5, m63: 1n, m64: 0.25, m278: 10 });
    expect(rows.means(1)).toEqual({});
    expect(rows.means(2)).toEqual({ m33: 3 });
    for (let row = 3; row < 10; row++) rows.reset(row);
    expect(rows.means(2)).toEqual({ m33: 3 });
    rows.reset(0);
    expect(rows.means(0)).toEqual({});
    const cells = new Float64Array(281);
    rows.add(0, { m200: 7.5 });
    rows.meansInto(0, cells, 2, new Map());
    expect(cells[202]).toBe(7.5);
    expect(cells.slice(2).filter((value) => value === value)).toEqual(new Float64Array([7.5]));
  });
});

describe('Recorder rows', () => {
  it('write the same lines as the records, for every interval', () => {
    const next = random(11);
    const bigValue = () => {
      const r = next();
      if (r < 0.2) return 2n ** 52n + BigInt(Math.floor(next() * 2 ** 52));
      if (r < 0.3) return 2n ** 60n + BigInt(Math.floor(next() * 1e6));
      if (r < 0.35) return 18_446_744_073_709_551_614n;
      return BigInt(Math.floor(next() * 1e9));
    };
    for (const interval of [1, 2, 5, 10] as const) {
      const records = new Recorder(interval, T0);
      const rows = new Recorder(interval, T0);
      let expected = '';
      let written = '';
      let at = T0 - 500;
      for (let s = 0; s < 200; s++) {
        at += Math.floor(next() * 1500);
        const processes = Array.from({ length: 10 }, (_, p) => p)
          .filter(() => next() < 0.8)
          .sort(() => next() - 0.5)
          .map((p) => ({
            identity: { pid: 100 + p, name: `n${p}`, startTimeMs: T0 - p, startToken: String(T0 - p) },
            parentPid: null,
            path: next() < 0.3 ? `/p/${Math.floor(next() * 3)}` : null,
            user: null,
            values: { ...(next() < 0.8 ? { cpu_percent: next() * 100 } : {}), ...(next() < 0.9 ? { private_bytes: bigValue() } : {}), workset_bytes: bigValue() },
            unavailable: {},
          }));
        const snapshot: Snapshot = {
          sequence: s,
          capturedAtMs: at,
          collectionCpuMicros: 0,
          processes,
          system: { values: { physical_memory_bytes: bigValue(), cpu_percent: next() * 100, ...(next() < 0.5 ? { disk_queue_length: next() } : {}) }, unavailable: {} },
          gpus: next() < 0.7 ? [{ adapterId: next() < 0.5 ? 'card0' : '1:2', name: 'gpu', values: { utilization_percent: next() * 10, dedicated_bytes: bigValue() }, unavailable: {} }] : [],
        };
        const inScope = (key: string) => !key.includes(':n7');
        expected += records.accept(snapshot, inScope).map(encodeV3).join('');
        const closed = rows.acceptRows(snapshot, inScope);
        if (closed !== null) written += closed.definitions.map(encodeV3).join('') + encodeFrameRows(closed.frame);
      }
      expected += records.finish().map(encodeV3).join('');
      const closed = rows.finishRows();
      if (closed !== null) written += closed.definitions.map(encodeV3).join('') + encodeFrameRows(closed.frame);
      expect(written.length).toBeGreaterThan(0);
      expect(written).toBe(expected);
      expect(rows.frames).toBe(records.frames);
    }
  });
});
