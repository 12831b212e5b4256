// Pure state of the process table (sort, filter, selection, Tracked-only) and the rows it shows.
import type { ProcessRowView } from '../../app/view.js';
import type { MetricValue } from '../../model/types.js';
import { sortableKeys, type SortKey } from '../columns.js';

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
}

export const INITIAL_TABLE_STATE: TableState = {
  sortKey: 'cpu_percent',
  sortDescending: true,
  filter: '',
  filterDraft: null,
  trackedOnly: false,
  selectedKey: null,
  selectedIndex: 0,
};

export type TableAction =
  | { readonly type: 'cycle_sort'; readonly step: 1 | -1 }
  | { readonly type: 'reverse_sort' }
  | { readonly type: 'start_filter' }
  | { readonly type: 'edit_filter'; readonly text: string }
  | { readonly type: 'commit_filter' }
  | { readonly type: 'cancel_filter' }
  | { readonly type: 'toggle_tracked_only' }
  | { readonly type: 'move'; readonly by: number; readonly rows: readonly ProcessRowView[] };

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'cycle_sort': {
      const keys = sortableKeys();
      const index = keys.indexOf(state.sortKey);
      const next = keys[(index + action.step + keys.length) % keys.length]!;
      return { ...state, sortKey: next, sortDescending: next !== 'name' && next !== 'pid' };
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
    case 'toggle_tracked_only':
      return { ...state, trackedOnly: !state.trackedOnly, selectedIndex: 0, selectedKey: null };
    case 'move': {
      if (action.rows.length === 0) return { ...state, selectedIndex: 0, selectedKey: null };
      const current = selectedIndexIn(state, action.rows);
      const index = Math.max(0, Math.min(action.rows.length - 1, current + action.by));
      return { ...state, selectedIndex: index, selectedKey: action.rows[index]!.key };
    }
  }
}

/** The selection follows its process across re-sorting; if the process is gone, the position is kept. */
export function selectedIndexIn(state: TableState, rows: readonly ProcessRowView[]): number {
  if (state.selectedKey !== null) {
    const found = rows.findIndex((row) => row.key === state.selectedKey);
    if (found !== -1) return found;
  }
  return Math.max(0, Math.min(rows.length - 1, state.selectedIndex));
}

function matchesFilter(row: ProcessRowView, filter: string): boolean {
  if (filter === '') return true;
  const needle = filter.toLowerCase();
  return row.name.toLowerCase().includes(needle) || String(row.pid) === filter || (row.path?.toLowerCase().includes(needle) ?? false);
}

function compareValues(a: MetricValue | undefined, b: MetricValue | undefined): number {
  if (a === undefined || b === undefined) return 0;
  if (typeof a === 'string' || typeof b === 'string') return String(a).localeCompare(String(b));
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortValue(row: ProcessRowView, key: SortKey): MetricValue | undefined {
  if (key === 'pid') return row.pid;
  if (key === 'name') return row.name.toLowerCase();
  return row.values[key];
}

/** Rows after filter and Tracked-only, sorted; missing values sort last in both directions; PID breaks ties. */
export function visibleRows(rows: readonly ProcessRowView[], state: TableState): ProcessRowView[] {
  const filter = state.filterDraft ?? state.filter;
  const shown = rows.filter((row) => matchesFilter(row, filter) && (!state.trackedOnly || row.tracked));
  const direction = state.sortDescending ? -1 : 1;
  return shown.sort((a, b) => {
    const va = sortValue(a, state.sortKey);
    const vb = sortValue(b, state.sortKey);
    if (va === undefined && vb !== undefined) return 1;
    if (vb === undefined && va !== undefined) return -1;
    const order = compareValues(va, vb) * direction;
    return order !== 0 ? order : a.pid - b.pid;
  });
}
