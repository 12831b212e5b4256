// Groups of process metrics both platforms' samplers treat alike, derived from the metric catalog.
import { PROCESS_METRICS, type ProcessMetricId } from '../../generated/metrics.js';

/** .NET runtime metrics: collected only for an authorized lifetime, so a plain sample reports them `not_collected`. */
export const DOTNET_METRICS: readonly ProcessMetricId[] = PROCESS_METRICS.filter((metric) => metric.collection_requirement === 'dotnet_authorization').map(
  (metric) => metric.id,
);
