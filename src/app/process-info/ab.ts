// The A/B delta of Process Info's Metrics tab: every process metric of one lifetime at the workspace's A and B marker
// times, exact stored samples only (a marker time this lifetime has no sample at shows "-", never a neighbour's value).
import type { ProcessMetricId } from '../../../generated/metrics.js';
import { PROCESS_LAYOUT } from '../../model/metrics.js';
import type { StoredValue, TargetHistory } from '../../model/history.js';
import { difference, valueAtTime } from '../graphs/series.js';

export interface MetricAb {
  readonly a: StoredValue | null;
  readonly b: StoredValue | null;
  /** B−A where both exact values exist. */
  readonly delta: StoredValue | null;
}

export interface ProcessInfoAb {
  readonly aMs: number | null;
  readonly bMs: number | null;
  readonly metrics: Readonly<Partial<Record<ProcessMetricId, MetricAb>>>;
}

/** Every stored (numeric) metric of `history` at the markers; null when no marker is set. */
export function processInfoAb(history: TargetHistory<ProcessMetricId> | null, aMs: number | null, bMs: number | null): ProcessInfoAb | null {
  if (aMs === null && bMs === null) return null;
  const metrics: Partial<Record<ProcessMetricId, MetricAb>> = {};
  for (const id of PROCESS_LAYOUT.ids) {
    const a = valueAtTime(history, id, aMs);
    const b = valueAtTime(history, id, bMs);
    metrics[id] = { a, b, delta: difference(a, b) };
  }
  return { aMs, bMs, metrics };
}
