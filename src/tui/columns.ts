// The process table's columns: PID and Name, then metric columns from the catalog with the product's display names.
import { PROCESS_METRICS, type MetricUnit, type ProcessMetricId } from '../../generated/metrics.js';

export type SortKey = 'pid' | 'name' | ProcessMetricId;

export interface Column {
  readonly key: SortKey;
  readonly title: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly unit?: MetricUnit;
}

/** Metric columns in the order they are dropped last-first when the terminal is narrow. */
export const DEFAULT_METRIC_COLUMNS: readonly ProcessMetricId[] = [
  'cpu_percent',
  'private_bytes',
  'workset_bytes',
  'handle_count',
  'thread_count',
  'io_read_bytes_per_sec',
  'io_write_bytes_per_sec',
  'workset_private_bytes',
  'workset_shareable_bytes',
  'gpu_percent',
  'gpu_dedicated_bytes',
  'gpu_shared_bytes',
];

const WIDTH_BY_UNIT: Record<MetricUnit, number> = {
  percent: 6,
  bytes: 8,
  bytes_per_second: 10,
  pages_per_second: 8,
  count: 6,
  text: 20,
};

const BY_ID = new Map(PROCESS_METRICS.map((m) => [m.id, m]));

export function metricColumn(id: ProcessMetricId): Column {
  const metric = BY_ID.get(id);
  if (!metric) throw new Error(`unknown process metric ${id}`);
  // One more than the title, so the sort mark (▼/▲) always fits beside it.
  return { key: id, title: metric.display_name, width: Math.max(WIDTH_BY_UNIT[metric.unit], metric.display_name.length + 1), align: 'right', unit: metric.unit };
}

export const PID_COLUMN: Column = { key: 'pid', title: 'PID', width: 7, align: 'right' };
export const NAME_MIN_WIDTH = 14;
/** Name never shrinks below this, even on a terminal too narrow for the minimum layout. */
const NAME_FLOOR = 4;

/** Columns that fit `width`: PID, Name (taking the rest), then as many metric columns as fit, one space apart. */
export function layoutColumns(width: number, metricIds: readonly ProcessMetricId[] = DEFAULT_METRIC_COLUMNS): { columns: Column[]; nameWidth: number } {
  const markerWidth = 2; // tracked / ghost marker before the PID
  let used = markerWidth + PID_COLUMN.width + 1 + NAME_MIN_WIDTH;
  const chosen: Column[] = [];
  for (const id of metricIds) {
    const column = metricColumn(id);
    if (used + 1 + column.width > width) break;
    chosen.push(column);
    used += 1 + column.width;
  }
  // Too narrow even for PID and the minimum Name: Name gives up what is missing, down to a floor.
  const nameWidth = Math.max(NAME_FLOOR, NAME_MIN_WIDTH + (width - used));
  return { columns: [PID_COLUMN, { key: 'name', title: 'Name', width: nameWidth, align: 'left' }, ...chosen], nameWidth };
}

/** Every column a user can sort by, in the order `s` cycles through them. */
export function sortableKeys(metricIds: readonly ProcessMetricId[] = DEFAULT_METRIC_COLUMNS): SortKey[] {
  return ['pid', 'name', ...metricIds];
}
