// The process table's columns: PID and Name, then the columns Settings shows, in its order: metric columns with the
// catalog's display names, the `.NET` mark (runtime support and collection state of the lifetime) and the Linux
// control-group facts.
import { PROCESS_METRICS, type MetricUnit } from '../../generated/metrics.js';
import type { ProcessRowView } from '../app/view.js';
import { DEFAULT_VISIBLE_COLUMNS, isCgroupColumn, type CgroupColumnId, type ColumnId } from '../app/preferences.js';
import type { DotnetCollectionView } from '../model/dotnet.js';
import { GRAPHABLE_METRICS } from '../model/graphs.js';

export type SortKey = 'pid' | 'name' | ColumnId;

export interface Column {
  readonly key: SortKey;
  readonly title: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly unit?: MetricUnit;
}

/** Metric columns without saved settings, in the order they are dropped last-first when the terminal is narrow. */
export const DEFAULT_METRIC_COLUMNS: readonly ColumnId[] = DEFAULT_VISIBLE_COLUMNS;

const WIDTH_BY_UNIT: Record<MetricUnit, number> = {
  percent: 6,
  bytes: 8,
  bytes_per_second: 10,
  pages_per_second: 8,
  events_per_second: 8,
  count: 6,
  text: 20,
};

const BY_ID = new Map(PROCESS_METRICS.map((m) => [m.id, m]));

/** The `.NET` column: one short word per lifetime (see dotnetMark). */
export const DOTNET_COLUMN: Column = { key: 'dotnet', title: '.NET', width: 5, align: 'left' };

/**
 * The `.NET` cell of a lifetime: `yes` a supported runtime answered (not collected), `?` an endpoint or a process whose
 * support cannot be known, `old` a runtime older than .NET 5, then the collection state once authorized (`wait`,
 * `on`, `stop`, `fail`); empty for a process without a .NET diagnostics endpoint.
 */
export function dotnetMark(view: DotnetCollectionView | undefined): string {
  if (view === undefined) return '';
  switch (view.state) {
    case 'collecting':
      return 'on';
    case 'waiting':
      return 'wait';
    case 'stopping':
      return 'stop';
    case 'unavailable':
      return 'fail';
    case 'disabled':
      return view.supported === true ? 'yes' : view.supported === false ? 'old' : '?';
  }
}

/** The control-group columns' titles and widths (text, left-aligned; the namespace PID a number). */
const CGROUP_COLUMN_LAYOUT: Readonly<Record<CgroupColumnId, { readonly title: string; readonly width: number; readonly align: 'left' | 'right' }>> = {
  systemd_unit: { title: 'Unit', width: 22, align: 'left' },
  container: { title: 'Container', width: 16, align: 'left' },
  cgroup: { title: 'Cgroup', width: 30, align: 'left' },
  namespace_pid: { title: 'NS PID', width: 7, align: 'right' },
};

/**
 * A control-group column's value for a row: the unit, the container's name (else its 12-digit short id, as `docker
 * ps` shows it), the cgroup path, the namespace PID; undefined (a dash, sorted last) where the row has none.
 */
export function cgroupValue(row: ProcessRowView, id: CgroupColumnId): string | number | undefined {
  const cgroup = row.cgroup;
  if (cgroup === undefined) return undefined;
  switch (id) {
    case 'systemd_unit':
      return cgroup.unit ?? undefined;
    case 'container':
      return cgroup.container === null ? undefined : (cgroup.container.name ?? cgroup.container.id.slice(0, 12));
    case 'cgroup':
      return cgroup.path ?? undefined;
    case 'namespace_pid':
      return cgroup.namespacePid ?? undefined;
  }
}

/** The column of a metric, the `.NET` mark or a control-group fact. */
export function metricColumn(id: ColumnId): Column {
  if (id === 'dotnet') return DOTNET_COLUMN;
  if (isCgroupColumn(id)) return { key: id, ...CGROUP_COLUMN_LAYOUT[id] };
  const metric = BY_ID.get(id);
  if (!metric) throw new Error(`unknown process metric ${id}`);
  // One more than the title, so the sort mark (▼/▲) always fits beside it. Text (a task name) reads from the left.
  const align = metric.unit === 'text' ? 'left' : 'right';
  return { key: id, title: metric.display_name, width: Math.max(WIDTH_BY_UNIT[metric.unit], metric.display_name.length + 1), align, unit: metric.unit };
}

/** The display name of a column Settings lists. */
export function columnTitle(id: ColumnId): string {
  return metricColumn(id).title;
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
  metricIds: readonly ColumnId[] = DEFAULT_METRIC_COLUMNS,
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
export function sortableKeys(metricIds: readonly ColumnId[] = DEFAULT_METRIC_COLUMNS): SortKey[] {
  return ['pid', 'name', ...metricIds];
}

const GRAPHABLE = new Set<string>(GRAPHABLE_METRICS.process);

/** The laid-out columns the cell cursor (←/→) visits: the graphable process metrics, in display order. */
export function graphableKeys(columns: readonly Column[]): SortKey[] {
  return columns.filter((column) => GRAPHABLE.has(column.key)).map((column) => column.key);
}
