// Column layouts of the history store, derived from the generated metric catalog: which metrics of a target kind are stored per sample and how.
import {
  GPU_ADAPTER_METRICS,
  PROCESS_METRICS,
  SYSTEM_METRICS,
  type GpuAdapterMetricId,
  type MetricDefinition,
  type MetricTargetKind,
  type ProcessMetricId,
  type SystemMetricId,
} from '../../generated/metrics.js';

/** How a stored column holds its values; text metrics have no column (they are process metadata). */
export type StoredRepresentation = 'integer' | 'float';

/**
 * The numeric metrics of one target kind in column order. Every history of that kind shares the layout,
 * so a column index means the same metric in every target.
 */
export interface MetricLayout<Id extends string = string> {
  readonly targetKind: MetricTargetKind;
  /** Numeric metric ids in column order. */
  readonly ids: readonly Id[];
  /** Representation per column, aligned with `ids`. */
  readonly representations: readonly StoredRepresentation[];
  /** Text metrics of this kind: accepted in a sample's values and skipped, never stored per sample. */
  readonly textIds: ReadonlySet<string>;
  /** Column index of a metric id, or undefined when the id is not a stored metric of this kind. */
  columnOf(id: string): number | undefined;
}

function buildLayout<K extends MetricTargetKind, Id extends string>(
  targetKind: K,
  definitions: readonly MetricDefinition<K, Id>[],
): MetricLayout<Id> {
  const ids: Id[] = [];
  const representations: StoredRepresentation[] = [];
  const textIds = new Set<string>();
  const index = new Map<string, number>();
  for (const definition of definitions) {
    if (definition.representation === 'text') {
      textIds.add(definition.id);
      continue;
    }
    index.set(definition.id, ids.length);
    ids.push(definition.id);
    representations.push(definition.representation);
  }
  return {
    targetKind,
    ids,
    representations,
    textIds,
    columnOf: (id) => index.get(id),
  };
}

export const PROCESS_LAYOUT: MetricLayout<ProcessMetricId> = buildLayout('process', PROCESS_METRICS);
export const SYSTEM_LAYOUT: MetricLayout<SystemMetricId> = buildLayout('system', SYSTEM_METRICS);
export const GPU_ADAPTER_LAYOUT: MetricLayout<GpuAdapterMetricId> = buildLayout('gpu_adapter', GPU_ADAPTER_METRICS);

const CPU_CORE_ID = /^cpu_core_(\d+)_percent$/;

/**
 * The per-CPU family of system metrics (`metric_families` of schemas/metrics.json): index n is logical CPU n's
 * `cpu_core_<n>_percent`. CPUs numbered beyond it have no metric.
 */
export const CPU_CORE_PERCENT_IDS: readonly SystemMetricId[] = SYSTEM_LAYOUT.ids
  .filter((id) => CPU_CORE_ID.test(id))
  .sort((a, b) => Number(CPU_CORE_ID.exec(a)![1]) - Number(CPU_CORE_ID.exec(b)![1]));

/** The logical CPU a per-CPU metric describes, or null for any other metric. */
export function cpuCoreOf(metricId: string): number | null {
  const match = CPU_CORE_ID.exec(metricId);
  return match === null ? null : Number(match[1]);
}
