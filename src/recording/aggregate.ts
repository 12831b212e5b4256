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

/** The running sums of one target's metrics over a window. */
export class MeanAccumulator<Id extends string> {
  private readonly sums = new Map<Id, Sum>();

  constructor(private readonly metrics: readonly Id[]) {}

  /** Adds one sample's available values; metrics absent from `values` (unavailable) are left out of their mean. */
  add(values: Partial<Record<Id, MetricValue>>): void {
    for (const id of this.metrics) {
      const value: MetricValue | undefined = values[id];
      if (value === undefined || typeof value === 'string') continue;
      if (typeof value === 'number' && !Number.isFinite(value)) continue;
      let sum = this.sums.get(id);
      if (sum === undefined) {
        sum = { integer: typeof value === 'bigint', bigSum: 0n, floatSum: 0, count: 0 };
        this.sums.set(id, sum);
      }
      if (typeof value === 'bigint') sum.bigSum += value;
      else sum.floatSum += value;
      sum.count += 1;
    }
  }

  /** The means of the metrics that had at least one available value. */
  means(): RecordedValues<Id> {
    const out: RecordedValues<Id> = {};
    for (const [id, sum] of this.sums) {
      const mean: RecordedValue = sum.integer ? roundedMean(sum.bigSum, sum.count) : sum.floatSum / sum.count;
      out[id] = mean;
    }
    return out;
  }
}
