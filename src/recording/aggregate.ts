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
const FLOAT = 1;
const INTEGER = 2;

/**
 * The running sums of one target's metrics over a window, by position (`metrics[i]`, null for a reserved position).
 * A metric's values are all bigints (integer metrics) or all numbers (float metrics), as the model stores them.
 * Integer sums stay exact: in a double while they are at most 2^53, as a bigint beyond.
 */
export class WindowSums<Id extends string = string> {
  readonly #sums: Float64Array;
  readonly #counts: Uint32Array;
  /** FLOAT or INTEGER once a position has a value in this window, 0 before. */
  readonly #kinds: Uint8Array;
  /** Exact integer sums that passed 2^53, by position (rare: large byte counts). */
  #big: Map<number, bigint> | null = null;

  /** Position of each metric id (shared by every WindowSums of the same metrics). */
  readonly #positions: ReadonlyMap<string, number>;

  constructor(readonly metrics: readonly (Id | null)[]) {
    this.#positions = positionsOf(metrics);
    this.#sums = new Float64Array(metrics.length);
    this.#counts = new Uint32Array(metrics.length);
    this.#kinds = new Uint8Array(metrics.length);
  }

  /** Empties the sums for the next window. */
  reset(): void {
    this.#counts.fill(0);
    this.#kinds.fill(0);
    this.#big = null;
  }

  /** Adds one sample's available values; metrics absent from `values` (unavailable) are left out of their mean. */
  add(values: Readonly<Partial<Record<string, MetricValue>>>): void {
    const positions = this.#positions;
    const sums = this.#sums;
    const counts = this.#counts;
    // By the sample's own metrics (a few), not by every position: most positions are missing on most platforms.
    for (const id in values) {
      const i = positions.get(id);
      if (i === undefined) continue;
      const value = values[id];
      if (value === undefined || typeof value === 'string') continue;
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) continue;
        // A one-sample mean is the value itself (-0 included); a longer sum starts from 0, as it always has.
        sums[i] = counts[i] === 0 ? value : counts[i] === 1 ? 0 + sums[i]! + value : sums[i]! + value;
        this.#kinds[i] = FLOAT;
      } else {
        const exact = this.#big?.get(i);
        if (exact !== undefined) this.#big!.set(i, exact + value);
        else {
          const sum = counts[i] === 0 ? 0 : sums[i]!;
          // Number() of a bigint is at most 2^53 - 1 exactly when the bigint is: one conversion, no bigint compare.
          const number = Number(value);
          const next = number <= Number.MAX_SAFE_INTEGER ? sum + number : Number.POSITIVE_INFINITY;
          if (next <= Number.MAX_SAFE_INTEGER) sums[i] = next;
          else (this.#big ??= new Map()).set(i, BigInt(sum) + value);
        }
        this.#kinds[i] = INTEGER;
      }
      counts[i] += 1;
    }
  }

  /** The means of the metrics that had at least one available value, by metric (integers as bigints). */
  means(): RecordedValues<Id> {
    const cells = new Float64Array(this.metrics.length);
    const big = new Map<number, bigint>();
    this.meansInto(cells, 0, big);
    const out: RecordedValues<Id> = {};
    this.metrics.forEach((id, i) => {
      if (id === null) return;
      const mean = big.get(i) ?? cells[i]!;
      if (typeof mean === 'bigint') out[id] = mean;
      else if (mean === mean) out[id] = this.#kinds[i] === INTEGER ? BigInt(mean) : mean;
    });
    return out;
  }

  /**
   * The mean of each position into `cells` from `at`: a float mean, an integer mean up to 2^53 as a double, NaN
   * when the window had no value (and for an integer mean beyond 2^53, which goes into `big` at its cell index).
   */
  meansInto(cells: Float64Array, at: number, big: Map<number, bigint>): void {
    const sums = this.#sums;
    const counts = this.#counts;
    const exact = this.#big;
    for (let i = 0; i < counts.length; i++) {
      const count = counts[i]!;
      if (count === 0) cells[at + i] = Number.NaN;
      else if (exact !== null && exact.has(i)) {
        const mean = roundedMean(exact.get(i)!, count);
        if (mean <= SAFE) cells[at + i] = Number(mean);
        else {
          cells[at + i] = Number.NaN;
          big.set(at + i, mean);
        }
      } else if (count === 1) cells[at + i] = sums[i]!; // one sample (the usual 1 s window): the value itself
      else if (this.#kinds[i] === FLOAT) cells[at + i] = sums[i]! / count;
      else {
        // sum and count are exact integers below 2^53, so are q * count and the remainder: rounding stays exact.
        const sum = sums[i]!;
        let q = Math.floor(sum / count);
        if (q * count > sum) q -= 1;
        else if ((q + 1) * count <= sum) q += 1;
        cells[at + i] = 2 * (sum - q * count) >= count ? q + 1 : q;
      }
    }
  }
}

const POSITIONS = new WeakMap<readonly (string | null)[], ReadonlyMap<string, number>>();

function positionsOf(metrics: readonly (string | null)[]): ReadonlyMap<string, number> {
  let positions = POSITIONS.get(metrics);
  if (positions === undefined) {
    const map = new Map<string, number>();
    metrics.forEach((id, i) => {
      if (id !== null) map.set(id, i);
    });
    POSITIONS.set(metrics, (positions = map));
  }
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
