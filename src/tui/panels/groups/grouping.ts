// The grouping view's groups (like systemd-cgtop): the App's published rows grouped by systemd unit or by container,
// each with its summed CPU%, private bytes and working set and its process count. Computed from the rows alone
// (ProcessRowView.cgroup, the values the table shows), with no collection of its own; pure.
import type { ProcessRowView } from '../../../app/view.js';
import { cgroupValue } from '../../columns.js';

/** What processes are grouped by: their systemd unit or their container. */
export type GroupingMode = 'unit' | 'container';

export const GROUPING_MODES: readonly GroupingMode[] = ['unit', 'container'];

/** The group a row without that fact falls into (a host process in container mode, a process under no unit). */
export const UNGROUPED: Readonly<Record<GroupingMode, string>> = { unit: '(no unit)', container: '(host: no container)' };
/** The group of rows whose cgroup facts are unknown (a Ghost Row, Windows, an unreadable /proc entry). */
export const UNKNOWN_GROUP = '(unknown)';

export interface ProcessGroup {
  /** Stable within a mode: the unit name, or the container's runtime and id. */
  readonly key: string;
  /** What the Group column shows: the unit, or the container's name (else its short id, as `docker ps` shows it). */
  readonly label: string;
  readonly processCount: number;
  /** Summed CPU% of the rows that have one; null when none has. */
  readonly cpuPercent: number | null;
  /** Summed private bytes / working set (exact) of the rows that have them; null when none has. */
  readonly privateBytes: bigint | null;
  readonly worksetBytes: bigint | null;
  /** The rows of the group, in the order they came (the table's order). */
  readonly rows: readonly ProcessRowView[];
}

/** The group key and label of a row in `mode`. */
function groupOf(row: ProcessRowView, mode: GroupingMode): { key: string; label: string } {
  const cgroup = row.cgroup;
  if (cgroup === undefined) return { key: UNKNOWN_GROUP, label: UNKNOWN_GROUP };
  if (mode === 'unit') {
    const unit = cgroup.unit;
    return unit === null ? { key: UNGROUPED.unit, label: UNGROUPED.unit } : { key: `unit:${unit}`, label: unit };
  }
  const container = cgroup.container;
  if (container === null) return { key: UNGROUPED.container, label: UNGROUPED.container };
  return { key: `container:${container.runtime}:${container.id}`, label: String(cgroupValue(row, 'container')) };
}

function addFloat(sum: number | null, value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? (sum ?? 0) + value : sum;
}

function addInteger(sum: bigint | null, value: unknown): bigint | null {
  return typeof value === 'bigint' ? (sum ?? 0n) + value : sum;
}

/** The rows grouped in `mode`, each group's sums over its rows; groups in first-seen order (sortGroups orders them). */
export function groupRows(rows: readonly ProcessRowView[], mode: GroupingMode): ProcessGroup[] {
  const groups = new Map<string, { key: string; label: string; cpuPercent: number | null; privateBytes: bigint | null; worksetBytes: bigint | null; rows: ProcessRowView[] }>();
  for (const row of rows) {
    const { key, label } = groupOf(row, mode);
    let group = groups.get(key);
    if (group === undefined) {
      group = { key, label, cpuPercent: null, privateBytes: null, worksetBytes: null, rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
    group.cpuPercent = addFloat(group.cpuPercent, row.values.cpu_percent);
    group.privateBytes = addInteger(group.privateBytes, row.values.private_bytes);
    group.worksetBytes = addInteger(group.worksetBytes, row.values.workset_bytes);
  }
  return [...groups.values()].map((group) => ({ ...group, processCount: group.rows.length }));
}

/** What the groups can be sorted by. */
export type GroupSortKey = 'cpu_percent' | 'private_bytes' | 'workset_bytes' | 'process_count' | 'label';

export const GROUP_SORT_KEYS: readonly GroupSortKey[] = ['cpu_percent', 'private_bytes', 'workset_bytes', 'process_count', 'label'];

function compareNullable<T extends number | bigint>(a: T | null, b: T | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Groups ordered by `key` (a group without the value last, whichever the direction), ties by label. */
export function sortGroups(groups: readonly ProcessGroup[], key: GroupSortKey, descending: boolean): ProcessGroup[] {
  const direction = descending ? -1 : 1;
  const value = (group: ProcessGroup): number | bigint | null =>
    key === 'cpu_percent' ? group.cpuPercent : key === 'private_bytes' ? group.privateBytes : key === 'workset_bytes' ? group.worksetBytes : key === 'process_count' ? group.processCount : null;
  return [...groups].sort((a, b) => {
    if (key === 'label') return direction * a.label.localeCompare(b.label);
    const x = value(a);
    const y = value(b);
    // Missing values sort last in either direction.
    if (x === null || y === null) return compareNullable(x, y) || a.label.localeCompare(b.label);
    return direction * compareNullable(x, y) || a.label.localeCompare(b.label);
  });
}

/** One line of the grouping view: a group, or a process of an expanded group under it. */
export type GroupLine = { readonly kind: 'group'; readonly group: ProcessGroup; readonly expanded: boolean } | { readonly kind: 'process'; readonly group: ProcessGroup; readonly row: ProcessRowView };

/** The view's lines: each group, and under an expanded one its processes. */
export function groupLines(groups: readonly ProcessGroup[], expanded: ReadonlySet<string>): GroupLine[] {
  const lines: GroupLine[] = [];
  for (const group of groups) {
    const open = expanded.has(group.key);
    lines.push({ kind: 'group', group, expanded: open });
    if (open) for (const row of group.rows) lines.push({ kind: 'process', group, row });
  }
  return lines;
}
