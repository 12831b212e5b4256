// Pure state of the grouping view: whether the table shows groups and by what (c cycles: processes → by unit → by
// container → processes), the group sort, which groups are expanded, and the selected line.
import type { ProcessRowView } from '../../../app/view.js';
import { GROUP_SORT_KEYS, groupLines, GROUPING_MODES, groupRows, sortGroups, type GroupingMode, type GroupLine, type GroupSortKey } from './grouping.js';

export interface GroupsState {
  /** null: the table shows processes, not groups. */
  readonly mode: GroupingMode | null;
  readonly sortKey: GroupSortKey;
  readonly descending: boolean;
  /** Expanded group keys (of the current mode). */
  readonly expanded: ReadonlySet<string>;
  readonly selectedIndex: number;
  /** The selected line's identity (a group key, or a group key and row key), kept when lines move. */
  readonly selectedId: string | null;
}

export const INITIAL_GROUPS_STATE: GroupsState = { mode: null, sortKey: 'cpu_percent', descending: true, expanded: new Set(), selectedIndex: 0, selectedId: null };

export type GroupsAction =
  | { readonly type: 'cycle_mode' }
  | { readonly type: 'cycle_sort'; readonly step: 1 | -1 }
  | { readonly type: 'reverse_sort' }
  /** Enter / → / ← on the selected line: expand or collapse its group (`open`: true expands, false collapses, undefined toggles). */
  | { readonly type: 'toggle_expand'; readonly lines: readonly GroupLine[]; readonly open?: boolean }
  | { readonly type: 'move'; readonly by: number; readonly lines: readonly GroupLine[] };

/** A line's identity: its group key, and its row key for a process line. */
export function lineId(line: GroupLine): string {
  return line.kind === 'group' ? line.group.key : `${line.group.key}\u0000${line.row.key}`;
}

/** The selected line's index in `lines`: the selected identity where it still is, else the index kept in range. */
export function selectedLine(state: GroupsState, lines: readonly GroupLine[]): number {
  if (state.selectedId !== null) {
    const at = lines.findIndex((line) => lineId(line) === state.selectedId);
    if (at !== -1) return at;
  }
  return Math.max(0, Math.min(lines.length - 1, state.selectedIndex));
}

/** Names descend by default in no view; sums do (the biggest group first, as systemd-cgtop shows them). */
function defaultDescending(key: GroupSortKey): boolean {
  return key !== 'label';
}

export function groupsReducer(state: GroupsState, action: GroupsAction): GroupsState {
  switch (action.type) {
    case 'cycle_mode': {
      const at = state.mode === null ? -1 : GROUPING_MODES.indexOf(state.mode);
      const mode = at + 1 < GROUPING_MODES.length ? GROUPING_MODES[at + 1]! : null;
      // Another grouping: expansions and the selection of the last one mean nothing there.
      return { ...state, mode, expanded: new Set(), selectedIndex: 0, selectedId: null };
    }
    case 'cycle_sort': {
      const index = GROUP_SORT_KEYS.indexOf(state.sortKey);
      const sortKey = GROUP_SORT_KEYS[(index + action.step + GROUP_SORT_KEYS.length) % GROUP_SORT_KEYS.length]!;
      return { ...state, sortKey, descending: defaultDescending(sortKey) };
    }
    case 'reverse_sort':
      return { ...state, descending: !state.descending };
    case 'toggle_expand': {
      const line = action.lines[selectedLine(state, action.lines)];
      if (line === undefined) return state;
      const key = line.group.key;
      const open = action.open ?? !state.expanded.has(key);
      if (open === state.expanded.has(key)) return state;
      const expanded = new Set(state.expanded);
      if (open) expanded.add(key);
      else expanded.delete(key);
      // Collapsing from one of its processes selects the group line.
      return { ...state, expanded, selectedId: open ? lineId(line) : key };
    }
    case 'move': {
      if (action.lines.length === 0) return state;
      const index = Math.max(0, Math.min(action.lines.length - 1, selectedLine(state, action.lines) + action.by));
      return { ...state, selectedIndex: index, selectedId: lineId(action.lines[index]!) };
    }
  }
}

/** The view's lines for the table's shown rows in this state: grouped, sorted, expanded; none while it is off. */
export function groupsViewLines(rows: readonly ProcessRowView[], state: GroupsState): GroupLine[] {
  if (state.mode === null) return [];
  return groupLines(sortGroups(groupRows(rows, state.mode), state.sortKey, state.descending), state.expanded);
}
