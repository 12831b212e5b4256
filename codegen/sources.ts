// Loads the schema sources under schemas/ into typed shapes the emitters share.
import { readJson } from './emit.js';

export interface MetricSource {
  readonly id: string;
  readonly display_name: string;
  readonly target_kind: 'process' | 'system' | 'gpu_adapter';
  readonly unit: string;
  readonly representation: 'integer' | 'float' | 'text';
  readonly graphable: boolean;
  readonly description: string;
}

export interface MetricsCatalogSource {
  readonly units: Record<string, string>;
  readonly metrics: readonly MetricSource[];
}

export function loadMetrics(): MetricsCatalogSource {
  return readJson<MetricsCatalogSource>('schemas/metrics.json');
}
