// Guards the frame encoder of the Recording writer thread (v3-layout.ts encodeFrameRows): over random frames full of
// edge values (0 and -0, single digits, 10^8 boundaries, 2^53 and beyond, exact integers beyond 2^53, negative,
// fractional, NaN and infinite cells) its bytes equal a plain reference built from String() of each value, so the
// encoder's shortcuts (digit writing, one reservation per sample, a sample unchanged since the last frame copied from
// that frame's bytes) never change a byte of a file.
import { describe, expect, it } from 'vitest';
import {
  encodeFrameRows,
  frameRowsWidth,
  V3_GPU_CELLS,
  V3_GPU_FLOATS,
  V3_GPU_POSITIONS,
  V3_PROCESS_CELLS,
  V3_PROCESS_FLOATS,
  V3_PROCESS_POSITIONS,
  V3_SYSTEM_CELLS,
  type V3FrameRows,
} from '../../../src/recording/v3-layout.js';

const EDGES = [0, -0, 1, 9, 10, 99, 100, 1e8 - 1, 1e8, 1e8 + 1, 2 ** 53 - 1, 2 ** 53, 2 ** 60, 1e21, 1e22, -1, -5.5, 0.5, 1.5, 2.5, 12.345, 1e-7, 123_456_789.123, 99.999_99];
const NOT_NUMBERS = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/** The reference text of an integer position: rounded digits, an exact bigint beyond 2^53, else null. */
function integerText(rows: V3FrameRows, k: number): string {
  const value = rows.cells[k]!;
  if (value === value) return Number.isFinite(value) && value >= 0 ? String(Math.round(value)) : 'null';
  const exact = rows.big.get(k);
  return exact !== undefined && exact >= 0n ? exact.toString() : 'null';
}

/** The reference text of a float position: String() of a finite number, an exact bigint, else null. */
function floatText(rows: V3FrameRows, k: number): string {
  const value = rows.cells[k]!;
  if (Number.isFinite(value)) return String(value);
  return value !== value && rows.big.has(k) ? rows.big.get(k)!.toString() : 'null';
}

/** A sample's reference text: `[id,[floats],[integers]]`, floats first (reserved positions null). */
function sampleText(rows: V3FrameRows, k: number, positions: readonly (string | null)[], floats: number): string {
  const floatTexts = positions.slice(0, floats).map((id, i) => (id === null ? 'null' : floatText(rows, k + 1 + i)));
  const integerTexts = positions.slice(floats).map((_, i) => integerText(rows, k + 1 + floats + i));
  return `[${String(rows.cells[k])},[${floatTexts.join(',')}],[${integerTexts.join(',')}]]`;
}

function reference(rows: V3FrameRows): string {
  const systemIntegers = V3_SYSTEM_CELLS - 1;
  const system = Array.from({ length: systemIntegers }, (_, k) => integerText(rows, k));
  const gpus: string[] = [];
  let k = V3_SYSTEM_CELLS;
  for (let g = 0; g < rows.gpuCount; g++, k += V3_GPU_CELLS) gpus.push(sampleText(rows, k, V3_GPU_POSITIONS, V3_GPU_FLOATS.length));
  const processes: string[] = [];
  for (let p = 0; p < rows.processCount; p++, k += V3_PROCESS_CELLS) processes.push(sampleText(rows, k, V3_PROCESS_POSITIONS, V3_PROCESS_FLOATS.length));
  return `{"f":[${Math.trunc(rows.capturedAtMs)},[[${system.join(',')}],${floatText(rows, systemIntegers)},[${gpus.join(',')}]],[${processes.join(',')}]]}\n`;
}

/** A random frame: cells drawn from the edge values, non-numbers, whole numbers of any size and fractions. */
function randomFrame(next: () => number): V3FrameRows {
  const gpuCount = Math.floor(next() * 3);
  const processCount = Math.floor(next() * 40);
  const cells = new Float64Array(frameRowsWidth(gpuCount, processCount));
  const big = new Map<number, bigint>();
  for (let i = 0; i < cells.length; i++) {
    const r = next();
    if (r < 0.4) cells[i] = EDGES[Math.floor(next() * EDGES.length)]!;
    else if (r < 0.55) cells[i] = NOT_NUMBERS[Math.floor(next() * NOT_NUMBERS.length)]!;
    else if (r < 0.85) cells[i] = Math.floor(next() * 2 ** (next() * 53));
    else cells[i] = (next() - 0.1) * 1000;
    if (cells[i] !== cells[i] && next() < 0.4) big.set(i, (next() < 0.9 ? 1n : -1n) * (2n ** 53n + BigInt(Math.floor(next() * 1e9)) * 10n ** 12n));
  }
  return { capturedAtMs: 1_700_000_000_000 + next() * 1e9, cells, big, gpuCount, processCount };
}

describe('encodeFrameRows', () => {
  it('writes exactly the reference text of every value, over random frames of edge values', () => {
    const next = random(28);
    for (let i = 0; i < 400; i++) {
      const rows = randomFrame(next);
      expect(encodeFrameRows(rows)).toBe(reference(rows));
    }
  });

  it('writes frames whose samples partly equal the previous frame exactly: changed, shifted, added, bigint frames', () => {
    const next = random(30);
    let rows = randomFrame(next);
    for (let i = 0; i < 600; i++) {
      const r = next();
      const cells = new Float64Array(rows.cells);
      let processCount = rows.processCount;
      let big: Map<number, bigint> = new Map();
      if (r < 0.5) {
        // A few cells changed (an idle list with some activity), sometimes to -0, NaN or the same value again.
        for (let c = Math.floor(next() * 4); c > 0; c--) {
          const k = Math.floor(next() * cells.length);
          const pick = next();
          cells[k] = pick < 0.2 ? -0 : pick < 0.4 ? Number.NaN : pick < 0.5 ? cells[k]! : Math.floor(next() * 1e6);
        }
      } else if (r < 0.65) {
        // A process gone or a new one: the samples after it move one position.
        const grow = next() < 0.5 || processCount === 0;
        const at = V3_SYSTEM_CELLS + rows.gpuCount * V3_GPU_CELLS + Math.floor(next() * (processCount + (grow ? 1 : 0))) * V3_PROCESS_CELLS;
        processCount += grow ? 1 : -1;
        const moved = new Float64Array(frameRowsWidth(rows.gpuCount, processCount));
        if (grow) {
          moved.set(cells.subarray(0, at));
          moved.fill(7, at, at + V3_PROCESS_CELLS);
          moved.set(cells.subarray(at), at + V3_PROCESS_CELLS);
        } else {
          moved.set(cells.subarray(0, at));
          moved.set(cells.subarray(at + V3_PROCESS_CELLS), at);
        }
        const frame: V3FrameRows = { ...rows, cells: moved, processCount, big };
        expect(encodeFrameRows(frame)).toBe(reference(frame));
        rows = frame;
        continue;
      } else if (r < 0.75) {
        // A frame with an exact bigint: the frame after it is written in full again.
        const k = V3_SYSTEM_CELLS + rows.gpuCount * V3_GPU_CELLS + Math.floor(next() * Math.max(1, processCount)) * V3_PROCESS_CELLS + 5;
        if (k < cells.length) {
          cells[k] = Number.NaN;
          big = new Map([[k, 2n ** 60n + BigInt(i)]]);
        }
      } else if (r < 0.8) {
        rows = randomFrame(next);
        expect(encodeFrameRows(rows)).toBe(reference(rows));
        continue;
      }
      // else: the very same frame again.
      const frame: V3FrameRows = { ...rows, cells, big, processCount };
      expect(encodeFrameRows(frame)).toBe(reference(frame));
      rows = { ...frame, big: new Map() };
      // The cells of a frame with a bigint keep NaN at its cell: reference() writes null there without the bigint.
    }
  });

  it('grows its buffer for a frame larger than it, and writes smaller frames after it unchanged', () => {
    const next = random(5);
    // Long texts (fractions) and full-width integers in turn: buffer ends fall at every kind of write.
    for (const fraction of [1 / 3, 0.1, 2.5]) {
      const cells = new Float64Array(frameRowsWidth(0, 4_000)).map((_, i) => (i % 3 === 0 ? fraction * i : 2 ** 53 - 1 - i));
      const huge: V3FrameRows = { capturedAtMs: 1_700_000_000_000, cells, big: new Map(), gpuCount: 0, processCount: 4_000 };
      expect(encodeFrameRows(huge)).toBe(reference(huge));
    }
    const small = randomFrame(next);
    expect(encodeFrameRows(small)).toBe(reference(small));
  });
});
