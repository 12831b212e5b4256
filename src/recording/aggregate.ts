// Aggregation of one Recording window (product-contracts §7): the arithmetic mean of the available values of each
// metric, per target; a missing value or an absent target never counts (never as zero), integer means (bytes,
// counts, rates) are rounded to the nearest integer exactly, float means stay floats. Sums live in typed arrays
// (WindowSums), so a sample is folded in without objects and without bigints below 2^53.
import type { MetricValue } from '../model/types.js';
import type { RecordedValues } from './v3-layout.js';

/** Rounds sum/count to the nearest integer, halves away from zero, without leaving bigint. */
export function roundedMean(sum: bigint, count: number): bigint {
  const n = BigInt(count);
  const twice = 2n * sum;
  return twice >= 0n ? (twice + n) / (2n * n) : -((-twice + n) / (2n * n));
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Scratch of numberOf: a bigint's low 64 bits, read as two 32-bit halves. */
const WORD = new BigUint64Array(1);
const HALVES = new Uint32Array(WORD.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const HIGH = LITTLE_ENDIAN ? 1 : 0;
const LOW = 1 - HIGH;

/**
 * Number(value), exactly: a bigint in 0 ..< 2^53 (nearly every sample value) through a 64-bit store and its halves,
 * which optimized code does inline (Number() of a bigint calls into the runtime: about 50 ns against 10 ns, for
 * each of a few thousand values per pass at 300 processes); anything else through Number().
 */
export function numberOf(value: bigint): number {
  // asUintN(64) is the value itself exactly when 0 <= value < 2^64: then the stored word holds all of it.
  if (BigInt.asUintN(64, value) === value) {
    WORD[0] = value;
    const high = HALVES[HIGH]!;
    if (high < 0x20_0000) return high * 0x1_0000_0000 + HALVES[LOW]!;
  }
  return Number(value);
}

const FLOAT = 1;
const INTEGER = 2;

/**
 * The running sums over a window of many targets' metrics, one row per target (a Recording's process number), by
 * position (`metrics[i]`, null for a reserved position). All rows live in the same few typed arrays, so a pass over
 * hundreds of processes reads and writes contiguous memory rather than a handful of small objects per process.
 * A metric's values are all bigints (integer metrics) or all numbers (float metrics), as the model stores them.
 * Integer sums stay exact: in a double while they are at most 2^53, as a bigint beyond.
 */
export class WindowSumRows<Id extends string = string> {
  readonly #width: number;
  /**
   * Per row, a bit per position that has a value in the row's window, in `#words` 32-bit words (one for the process
   * and GPU lists; the system list is wider with the per-CPU metrics): a reset clears the row's words, and the means
   * visit only the positions with values (most positions are missing on most platforms). The sums, counts and kinds
   * of a position whose bit is clear are stale and never read.
   */
  #present: Uint32Array;
  readonly #words: number;
  #sums: Float64Array;
  #counts: Uint32Array;
  /** FLOAT or INTEGER for a position that has a value in its row's window (set by every add). */
  #kinds: Uint8Array;
  /** Exact integer sums that passed 2^53, by cell (row * width + position; rare: large byte counts). */
  #big: Map<number, bigint> | null = null;

  /** Position of each metric id (shared by every WindowSumRows of the same metrics). */
  readonly #positions: MetricPositions;

  constructor(
    readonly metrics: readonly (Id | null)[],
    rows = 1,
  ) {
    this.#positions = positionsOf(metrics);
    this.#width = metrics.length;
    this.#words = Math.max(1, Math.ceil(metrics.length / 32));
    this.#present = new Uint32Array(rows * this.#words);
    this.#sums = new Float64Array(this.#width * rows);
    this.#counts = new Uint32Array(this.#width * rows);
    this.#kinds = new Uint8Array(this.#width * rows);
  }

  /** Empties a row for its next window; a row beyond the current ones is made room for (rows grow by doubling). */
  reset(row: number): void {
    const width = this.#width;
    const from = row * width;
    const words = this.#words;
    if (row * words >= this.#present.length) this.#grow(row + 1);
    this.#present.fill(0, row * words, (row + 1) * words);
    const big = this.#big;
    if (big !== null) for (let cell = from; cell < from + width; cell++) big.delete(cell);
  }

  /** Adds one sample's available values to a row; metrics absent from `values` (unavailable) are left out of their mean. */
  add(row: number, values: Readonly<Partial<Record<string, MetricValue>>>): void {
    const positions = this.#positions;
    const sums = this.#sums;
    const counts = this.#counts;
    const kinds = this.#kinds;
    const base = row * this.#width;
    const presence = this.#present;
    const words = row * this.#words;
    // By the sample's own metrics (a few), not by every position: most positions are missing on most platforms.
    let order = 0;
    for (const id in values) {
      const position = positions.at(order++, id);
      if (position < 0) continue;
      const value = values[id];
      if (value === undefined || typeof value === 'string') continue;
      const i = base + position;
      const word = words + (position >>> 5);
      const bit = 1 << (position & 31);
      const first = (presence[word]! & bit) === 0;
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) continue;
        // A one-sample mean is the value itself (-0 included); a longer sum starts from 0, as it always has.
        sums[i] = first ? value : counts[i] === 1 ? 0 + sums[i]! + value : sums[i]! + value;
        kinds[i] = FLOAT;
      } else {
        const exact = first ? undefined : this.#big?.get(i);
        if (exact !== undefined) this.#big!.set(i, exact + value);
        else {
          const sum = first ? 0 : sums[i]!;
          const number = numberOf(value);
          const next = number <= Number.MAX_SAFE_INTEGER ? sum + number : Number.POSITIVE_INFINITY;
          if (next <= Number.MAX_SAFE_INTEGER) sums[i] = next;
          else (this.#big ??= new Map()).set(i, BigInt(sum) + value);
        }
        kinds[i] = INTEGER;
      }
      counts[i] = first ? 1 : counts[i]! + 1;
      presence[word] = presence[word]! | bit;
    }
  }

  /** A row's means of the metrics that had at least one available value, by metric (integers as bigints). */
  means(row: number): RecordedValues<Id> {
    const cells = new Float64Array(this.#width);
    const big = new Map<number, bigint>();
    this.meansInto(row, cells, 0, big);
    const out: RecordedValues<Id> = {};
    const base = row * this.#width;
    this.metrics.forEach((id, i) => {
      if (id === null) return;
      const mean = big.get(i) ?? cells[i]!;
      if (typeof mean === 'bigint') out[id] = mean;
      else if (mean === mean) out[id] = this.#kinds[base + i] === INTEGER ? BigInt(mean) : mean;
    });
    return out;
  }

  /**
   * A row's mean of each position into `cells` from `at`: a float mean, an integer mean up to 2^53 as a double, NaN
   * when the window had no value (and for an integer mean beyond 2^53, which goes into `big` at its cell index).
   */
  meansInto(row: number, cells: Float64Array, at: number, big: Map<number, bigint>): void {
    const sums = this.#sums;
    const counts = this.#counts;
    const kinds = this.#kinds;
    const exact = this.#big;
    const width = this.#width;
    const base = row * width;
    cells.fill(Number.NaN, at, at + width);
    // The positions with values, lowest first.
    const words = this.#words;
    for (let w = 0; w < words; w++) {
      for (let rest = this.#present[row * words + w]!; rest !== 0; rest &= rest - 1) {
        const p = w * 32 + 31 - Math.clz32(rest & -rest);
        const i = base + p;
        const count = counts[i]!;
        if (exact !== null && exact.has(i)) {
          const mean = roundedMean(exact.get(i)!, count);
          if (mean <= SAFE) cells[at + p] = Number(mean);
          else {
            cells[at + p] = Number.NaN;
            big.set(at + p, mean);
          }
        } else if (count === 1) cells[at + p] = sums[i]!; // one sample (the usual 1 s window): the value itself
        else if (kinds[i] === FLOAT) cells[at + p] = sums[i]! / count;
        else {
          // sum and count are exact integers below 2^53, so are q * count and the remainder: rounding stays exact.
          const sum = sums[i]!;
          let q = Math.floor(sum / count);
          if (q * count > sum) q -= 1;
          else if ((q + 1) * count <= sum) q += 1;
          cells[at + p] = 2 * (sum - q * count) >= count ? q + 1 : q;
        }
      }
    }
  }

  /** Room for at least `rows` rows, the existing ones kept. */
  #grow(rows: number): void {
    const count = Math.max(rows, (2 * this.#present.length) / this.#words);
    const present = new Uint32Array(count * this.#words);
    present.set(this.#present);
    this.#present = present;
    const size = count * this.#width;
    const sums = new Float64Array(size);
    const counts = new Uint32Array(size);
    const kinds = new Uint8Array(size);
    sums.set(this.#sums);
    counts.set(this.#counts);
    kinds.set(this.#kinds);
    this.#sums = sums;
    this.#counts = counts;
    this.#kinds = kinds;
  }
}

/** The running sums of one target's metrics over a window (the system, a GPU adapter): one row of WindowSumRows. */
export class WindowSums<Id extends string = string> {
  readonly #rows: WindowSumRows<Id>;

  constructor(readonly metrics: readonly (Id | null)[]) {
    this.#rows = new WindowSumRows(metrics, 1);
  }

  /** Empties the sums for the next window. */
  reset(): void {
    this.#rows.reset(0);
  }

  /** Adds one sample's available values; metrics absent from `values` (unavailable) are left out of their mean. */
  add(values: Readonly<Partial<Record<string, MetricValue>>>): void {
    this.#rows.add(0, values);
  }

  /** The means of the metrics that had at least one available value, by metric (integers as bigints). */
  means(): RecordedValues<Id> {
    return this.#rows.means(0);
  }

  /** The mean of each position into `cells` from `at` (WindowSumRows.meansInto). */
  meansInto(cells: Float64Array, at: number, big: Map<number, bigint>): void {
    this.#rows.meansInto(0, cells, at, big);
  }
}

/**
 * The position of each metric id of one metrics list, shared by every WindowSums of that list. The samples of one
 * kind list their metrics in the same order (one object shape), so the position found for the n-th metric of the
 * last sample is kept and checked first: a comparison of interned strings instead of a map lookup per value.
 */
class MetricPositions {
  readonly #byId = new Map<string, number>();
  readonly #lastIds: (string | undefined)[] = [];
  readonly #lastPositions: number[] = [];

  constructor(metrics: readonly (string | null)[]) {
    metrics.forEach((id, i) => {
      if (id !== null) this.#byId.set(id, i);
    });
  }

  /** The position of `id`, the `order`-th metric of a sample; -1 when it has none. */
  at(order: number, id: string): number {
    if (this.#lastIds[order] === id) return this.#lastPositions[order]!;
    const position = this.#byId.get(id) ?? -1;
    this.#lastIds[order] = id;
    this.#lastPositions[order] = position;
    return position;
  }
}

const POSITIONS = new WeakMap<readonly (string | null)[], MetricPositions>();

function positionsOf(metrics: readonly (string | null)[]): MetricPositions {
  let positions = POSITIONS.get(metrics);
  if (positions === undefined) POSITIONS.set(metrics, (positions = new MetricPositions(metrics)));
  return positions;
}

/** The means of one target over a window as values by metric (the record form); built on WindowSums. */
export class MeanAccumulator<Id extends string> {
  readonly #sums: WindowSums<Id>;

  constructor(ids: readonly Id[]) {
    this.#sums = new WindowSums(ids);
  }

  /** Adds one sample's available values; metrics absent from `values` (unavailable) are left out of their mean. */
  add(values: Partial<Record<Id, MetricValue>>): void {
    this.#sums.add(values);
  }

  /** The means of the metrics that had at least one available value. */
  means(): RecordedValues<Id> {
    return this.#sums.means();
  }
}
