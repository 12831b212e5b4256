// Pure state of the process table (sort, filter, selection, Tracked-only, wide names) and the rows it shows
// (kernel threads hidden unless Settings shows them; tree order under F5).
import type { AppView, ProcessRowView } from '../../../app/view.js';
import type { MetricValue } from '../../../model/types.js';
import { isCgroupColumn } from '../../../app/preferences.js';
import { cgroupValue, dotnetMark, sortableKeys, type SortKey } from '../../columns.js';
import type { DotnetCollectionView } from '../../../model/dotnet.js';
import { treeLayout, type TreeLayout } from './tree.js';

export interface TableState {
  readonly sortKey: SortKey;
  readonly sortDescending: boolean;
  /** The applied filter; empty shows everything. Never persisted. */
  readonly filter: string;
  /** The filter being typed after `/`, or null when not editing. */
  readonly filterDraft: string | null;
  readonly trackedOnly: boolean;
  readonly selectedKey: string | null;
  readonly selectedIndex: number;
  /** N: the Name column widens to the longest shown name. */
  readonly wideNames: boolean;
  /** The metric column under the cell cursor (←/→), or null: the cursor sits on the sorted column. */
  readonly cellKey: SortKey | null;
}

export const INITIAL_TABLE_STATE: TableState = {
  sortKey: 'cpu_percent',
  sortDescending: true,
  filter: '',
  filterDraft: null,
  trackedOnly: false,
  selectedKey: null,
  selectedIndex: 0,
  wideNames: false,
  cellKey: null,
};

export type TableAction =
  /** s / S over `keys` (the sortable keys of the shown columns; default: the default columns). */
  | { readonly type: 'cycle_sort'; readonly step: 1 | -1; readonly keys?: readonly SortKey[] }
  /** A click on a column header: sort by it, or reverse when it is the sort column already. */
  | { readonly type: 'sort_by'; readonly key: SortKey }
  /** Settings' saved sort, taken once at start. */
  | { readonly type: 'set_sort'; readonly key: SortKey; readonly descending: boolean }
  | { readonly type: 'toggle_wide_names' }
  /** A click on a row: select it. */
  | { readonly type: 'select'; readonly index: number; readonly rows: readonly ProcessRowView[] }
  | { readonly type: 'reverse_sort' }
  | { readonly type: 'start_filter' }
  | { readonly type: 'edit_filter'; readonly text: string }
  | { readonly type: 'commit_filter' }
  | { readonly type: 'cancel_filter' }
  /** Esc on the table: the applied filter goes, every row shows again. */
  | { readonly type: 'clear_filter' }
  | { readonly type: 'toggle_tracked_only' }
  | { readonly type: 'move'; readonly by: number; readonly rows: readonly ProcessRowView[] }
  /** ←/→: the cell cursor over `keys` (the graphable metric columns shown, in order), clamped at the ends. */
  | { readonly type: 'move_cell'; readonly by: number; readonly keys: readonly SortKey[] }
  /** The drill-down's Enter: select this lifetime, clearing the filter and/or Tracked-only that would hide it. */
  | { readonly type: 'reveal'; readonly key: string; readonly clearFilter: boolean; readonly clearTrackedOnly: boolean };

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'cycle_sort': {
      const keys = action.keys ?? sortableKeys();
      const index = keys.indexOf(state.sortKey);
      // A sort column no longer shown continues from the start of the list.
      const next = keys[index === -1 ? 0 : (index + action.step + keys.length) % keys.length]!;
      return { ...state, sortKey: next, sortDescending: defaultDescending(next) };
    }
    case 'sort_by':
      return action.key === state.sortKey ? { ...state, sortDescending: !state.sortDescending } : { ...state, sortKey: action.key, sortDescending: defaultDescending(action.key) };
    case 'set_sort':
      return { ...state, sortKey: action.key, sortDescending: action.descending };
    case 'toggle_wide_names':
      return { ...state, wideNames: !state.wideNames };
    case 'select': {
      const row = action.rows[action.index];
      return row ? { ...state, selectedIndex: action.index, selectedKey: row.key } : state;
    }
    case 'reverse_sort':
      return { ...state, sortDescending: !state.sortDescending };
    case 'start_filter':
      return { ...state, filterDraft: state.filter };
    case 'edit_filter':
      return state.filterDraft === null ? state : { ...state, filterDraft: action.text };
    case 'commit_filter':
      return state.filterDraft === null ? state : { ...state, filter: state.filterDraft.trim(), filterDraft: null, selectedIndex: 0, selectedKey: null };
    case 'cancel_filter':
      return { ...state, filterDraft: null };
    case 'clear_filter':
      // The selection keeps its process (selectedKey): clearing a filter should not lose the row one filtered for.
      return state.filter === '' ? state : { ...state, filter: '' };
    case 'toggle_tracked_only':
      return { ...state, trackedOnly: !state.trackedOnly, selectedIndex: 0, selectedKey: null };
    case 'reveal':
      return {
        ...state,
        filter: action.clearFilter ? '' : state.filter,
        filterDraft: action.clearFilter ? null : state.filterDraft,
        trackedOnly: action.clearTrackedOnly ? false : state.trackedOnly,
        selectedKey: action.key,
      };
    case 'move': {
      if (action.rows.length === 0) return { ...state, selectedIndex: 0, selectedKey: null };
      const current = selectedIndexIn(state, action.rows);
      const index = Math.max(0, Math.min(action.rows.length - 1, current + action.by));
      return { ...state, selectedIndex: index, selectedKey: action.rows[index]!.key };
    }
    case 'move_cell': {
      const current = cellKeyIn(state, action.keys);
      if (current === null) return state;
      const next = action.keys[Math.max(0, Math.min(action.keys.length - 1, action.keys.indexOf(current) + action.by))]!;
      return next === state.cellKey ? state : { ...state, cellKey: next };
    }
  }
}

/** The metric column under the cell cursor among `keys`: the one chosen with ←/→, else the sorted column, else the first. */
export function cellKeyIn(state: Pick<TableState, 'cellKey' | 'sortKey'>, keys: readonly SortKey[]): SortKey | null {
  if (state.cellKey !== null && keys.includes(state.cellKey)) return state.cellKey;
  if (keys.includes(state.sortKey)) return state.sortKey;
  return keys[0] ?? null;
}

/** Names and PIDs read best ascending, metrics largest first. */
function defaultDescending(key: SortKey): boolean {
  return key !== 'name' && key !== 'pid';
}

/** The selection follows its process across re-sorting; if the process is gone, the position is kept. */
export function selectedIndexIn(state: TableState, rows: readonly ProcessRowView[]): number {
  if (state.selectedKey !== null) {
    const found = rows.findIndex((row) => row.key === state.selectedKey);
    if (found !== -1) return found;
  }
  return Math.max(0, Math.min(rows.length - 1, state.selectedIndex));
}

/** The filter term that keeps the lifetimes running a supported .NET runtime (or authorized for collection). */
export const DOTNET_FILTER_TERM = '.net';

/**
 * The `/` filter (docs/metrics.md, Process names): a substring of the name, the path or the task name (so a row whose
 * Task Name column shows `MainThread` is found by it), case-insensitive, or the exact PID; the `.net` term; the Linux
 * control-group facts.
 */
function matchesFilter(row: ProcessRowView, filter: string, needle: string, dotnet: RowOptions['dotnet']): boolean {
  if (needle === DOTNET_FILTER_TERM) {
    const view = dotnet?.[row.key];
    if (view !== undefined && (view.supported === true || view.enabled)) return true;
  }
  if (row.name.toLowerCase().includes(needle) || String(row.pid) === filter || (row.path?.toLowerCase().includes(needle) ?? false)) return true;
  const task = row.values.task_name;
  return (typeof task === 'string' && task !== row.name && task.toLowerCase().includes(needle)) || matchesCgroup(row, needle);
}

/**
 * The Linux control-group facts: the cgroup path (which holds the systemd unit), the container id (a prefix typed from
 * `docker ps` matches, being a substring) and its runtime's name, and the runtime itself (`docker` finds every process
 * of every Docker container).
 */
function matchesCgroup(row: ProcessRowView, needle: string): boolean {
  const cgroup = row.cgroup;
  if (cgroup === undefined) return false;
  const container = cgroup.container;
  return (
    (cgroup.path?.toLowerCase().includes(needle) ?? false) ||
    (container !== null && (container.id.includes(needle) || container.runtime.includes(needle) || (container.name?.toLowerCase().includes(needle) ?? false)))
  );
}

/** The default locale's collation, as `localeCompare` uses it, without looking the collator up per comparison. */
const COLLATOR = new Intl.Collator();

function compareValues(a: MetricValue | undefined, b: MetricValue | undefined): number {
  if (a === undefined || b === undefined) return 0;
  if (typeof a === 'string' || typeof b === 'string') return COLLATOR.compare(String(a), String(b));
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The `.NET` column sorts by what it says: collecting first (descending), then the other states, then support. */
const DOTNET_RANK: Readonly<Record<string, number>> = { on: 6, wait: 5, stop: 4, fail: 3, yes: 2, '?': 1, old: 0 };

function sortValue(row: ProcessRowView, key: SortKey, dotnet: RowOptions['dotnet']): MetricValue | undefined {
  if (key === 'pid') return row.pid;
  if (key === 'name') return row.name.toLowerCase();
  if (key === 'dotnet') return DOTNET_RANK[dotnetMark(dotnet?.[row.key])];
  if (isCgroupColumn(key)) return cgroupValue(row, key);
  return row.values[key];
}

/** What the table shows besides its own state: the Settings and F5 preferences. */
export interface RowOptions {
  readonly showKernelThreads: boolean;
  readonly treeView: boolean;
  /** .NET support and collection per lifetime (the `.NET` column, its sort and the `.net` filter term). */
  readonly dotnet?: Readonly<Record<string, DotnetCollectionView>>;
}

export const DEFAULT_ROW_OPTIONS: RowOptions = { showKernelThreads: false, treeView: false };

/** The row options an App view gives: the screen and the key handler build them the same way, so keys act on the rows shown. */
export function rowOptionsOf(view: Pick<AppView, 'preferences' | 'dotnet'>): RowOptions {
  return { showKernelThreads: view.preferences.showKernelThreads, treeView: view.preferences.treeView, dotnet: view.dotnet };
}

/** The shown rows in order, with the tree branches when the tree view is on (empty otherwise). */
export function tableRows(rows: readonly ProcessRowView[], state: TableState, options: RowOptions): TreeLayout {
  const sorted = visibleRows(rows, state, options);
  return options.treeView ? treeLayout(sorted) : { rows: sorted, prefixes: new Map() };
}

/**
 * Rows after filter, Tracked-only and the kernel-thread setting, sorted; missing values sort last in both
 * directions; PID breaks ties.
 */
export function visibleRows(rows: readonly ProcessRowView[], state: TableState, options: RowOptions = DEFAULT_ROW_OPTIONS): ProcessRowView[] {
  const filter = state.filterDraft ?? state.filter;
  const needle = filter.toLowerCase();
  // Each row's sort value is taken once (a lower-cased name, say), not twice per comparison.
  const shown: { readonly row: ProcessRowView; readonly value: MetricValue | undefined }[] = [];
  for (const row of rows) {
    if ((filter === '' || matchesFilter(row, filter, needle, options.dotnet)) && (!state.trackedOnly || row.tracked) && (options.showKernelThreads || !row.kernelThread)) {
      shown.push({ row, value: sortValue(row, state.sortKey, options.dotnet) });
    }
  }
  const direction = state.sortDescending ? -1 : 1;
  shown.sort((a, b) => {
    if (a.value === undefined && b.value !== undefined) return 1;
    if (b.value === undefined && a.value !== undefined) return -1;
    const order = compareValues(a.value, b.value) * direction;
    return order !== 0 ? order : a.row.pid - b.row.pid;
  });
  return shown.map((entry) => entry.row);
}
