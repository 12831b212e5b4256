// The process table's columns: PID and Name, then the metric columns Settings shows, in its order, with the
// catalog's display names.
import { PROCESS_METRICS, type MetricUnit, type ProcessMetricId } from '../../generated/metrics.js';
import { DEFAULT_VISIBLE_COLUMNS } from '../app/preferences.js';

export type SortKey = 'pid' | 'name' | ProcessMetricId;

export interface Column {
  readonly key: SortKey;
  readonly title: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly unit?: MetricUnit;
}

/** Metric columns without saved settings, in the order they are dropped last-first when the terminal is narrow. */
export const DEFAULT_METRIC_COLUMNS: readonly ProcessMetricId[] = DEFAULT_VISIBLE_COLUMNS;

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
  // One more than the title, so the sort mark (▼/▲) always fits beside it. Text (a task name) reads from the left.
  const align = metric.unit === 'text' ? 'left' : 'right';
  return { key: id, title: metric.display_name, width: Math.max(WIDTH_BY_UNIT[metric.unit], metric.display_name.length + 1), align, unit: metric.unit };
}

export const PID_COLUMN: Column = { key: 'pid', title: 'PID', width: 7, align: 'right' };
export const NAME_MIN_WIDTH = 14;
/**
 * Name stops growing here, so a wide terminal shows metric columns rather than blank name space; the full name is
 * one key away (N widens the column, up to `wideNameWidth`) and always in Process Info.
 */
export const NAME_MAX_WIDTH = 24;
/** Name never shrinks below this, even on a terminal too narrow for the minimum layout. */
const NAME_FLOOR = 4;

/**
 * Columns that fit `width`: PID, Name, then as many metric columns as fit, one space apart. Name takes the spare
 * width up to NAME_MAX_WIDTH, or, when `wideNameWidth` is given (N), first claims up to that many columns itself.
 */
export function layoutColumns(
  width: number,
  metricIds: readonly ProcessMetricId[] = DEFAULT_METRIC_COLUMNS,
  wideNameWidth: number | null = null,
): { columns: Column[]; nameWidth: number } {
  const markerWidth = 2; // tracked / ghost marker before the PID
  const fixed = markerWidth + PID_COLUMN.width + 1;
  const nameWanted = wideNameWidth === null ? NAME_MIN_WIDTH : Math.max(NAME_MIN_WIDTH, Math.min(wideNameWidth, width - fixed));
  let used = fixed + nameWanted;
  const chosen: Column[] = [];
  for (const id of metricIds) {
    const column = metricColumn(id);
    if (used + 1 + column.width > width) break;
    chosen.push(column);
    used += 1 + column.width;
  }
  // Too narrow even for PID and the minimum Name: Name gives up what is missing, down to a floor.
  const spare = width - used;
  const grown = wideNameWidth === null ? Math.min(NAME_MAX_WIDTH, nameWanted + spare) : nameWanted + Math.max(0, spare);
  const nameWidth = Math.max(NAME_FLOOR, spare < 0 ? nameWanted + spare : grown);
  return { columns: [PID_COLUMN, { key: 'name', title: 'Name', width: nameWidth, align: 'left' }, ...chosen], nameWidth };
}

/** Every column a user can sort by, in the order `s` cycles through them. */
export function sortableKeys(metricIds: readonly ProcessMetricId[] = DEFAULT_METRIC_COLUMNS): SortKey[] {
  return ['pid', 'name', ...metricIds];
}
