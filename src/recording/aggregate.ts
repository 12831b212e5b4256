// Aggregation of one Recording window (product-contracts §7): the arithmetic mean of the available values of each
// metric, per target; a missing value or an absent target never counts (never as zero), integer means (bytes,
// counts, rates) are rounded to the nearest integer exactly in bigint, float means stay floats.
import type { MetricValue } from '../model/types.js';
import type { RecordedValue, RecordedValues } from './v3-layout.js';

interface Sum {
  integer: boolean;
  bigSum: bigint;
  floatSum: number;
  count: number;
}

/** Rounds sum/count to the nearest integer, halves away from zero, without leaving bigint. */
export function roundedMean(sum: bigint, count: number): bigint {
  const n = BigInt(count);
  const twice = 2n * sum;
  return twice >= 0n ? (twice + n) / (2n * n) : -((-twice + n) / (2n * n));
}

/**
 * The running sums of one target's metrics over a window. The first sample is only kept (a 1 s window usually
 * holds one snapshot, whose values are then its means); sums start with the second.
 */
export class MeanAccumulator<Id extends string> {
  private first: Partial<Record<Id, MetricValue>> | null = null;
  private sums: Map<Id, Sum> | null = null;

  constructor(private readonly metrics: readonly Id[]) {}

  /** Adds one sample's available values; metrics absent from `values` (unavailable) are left out of their mean. */
  add(values: Partial<Record<Id, MetricValue>>): void {
    if (this.first === null && this.sums === null) {
      this.first = values;
      return;
    }
    if (this.sums === null) {
      this.sums = new Map();
      this.fold(this.first!);
      this.first = null;
    }
    this.fold(values);
  }

  private fold(values: Partial<Record<Id, MetricValue>>): void {
    const sums = this.sums!;
    for (const id of this.metrics) {
      const value: MetricValue | undefined = values[id];
      if (value === undefined || typeof value === 'string') continue;
      if (typeof value === 'number' && !Number.isFinite(value)) continue;
      let sum = sums.get(id);
      if (sum === undefined) {
        sum = { integer: typeof value === 'bigint', bigSum: 0n, floatSum: 0, count: 0 };
        sums.set(id, sum);
      }
      if (typeof value === 'bigint') sum.bigSum += value;
      else sum.floatSum += value;
      sum.count += 1;
    }
  }

  /** The means of the metrics that had at least one available value. */
  means(): RecordedValues<Id> {
    const out: RecordedValues<Id> = {};
    if (this.first !== null) {
      for (const id of this.metrics) {
        const value: MetricValue | undefined = this.first[id];
        if (typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))) out[id] = value;
      }
      return out;
    }
    for (const [id, sum] of this.sums ?? []) {
      const mean: RecordedValue = sum.integer ? roundedMean(sum.bigSum, sum.count) : sum.floatSum / sum.count;
      out[id] = mean;
    }
    return out;
  }
}
