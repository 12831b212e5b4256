// Pure state of the drill-down overlay (D): the entry chosen across its lists, and why the last Enter could not
// show a process in the table; and the decision Enter takes — select the row, clearing a filter or Tracked-only that
// hides it, or say why the process cannot be shown (gone from the table, a hidden kernel thread, not in the frame).
import type { DrilldownEntry, DrilldownView } from '../../../app/graphs/drilldown.js';
import type { ProcessRowView } from '../../../app/view.js';
import { visibleRows, type RowOptions, type TableState } from '../table/reducer.js';

export interface DrilldownPanelState {
  /** Index over the entries of every list, in order (the first list's, then the second's). */
  readonly selected: number;
  /** Why the last Enter showed nothing, until the selection moves or the overlay closes. */
  readonly notice: string | null;
}

export const INITIAL_DRILLDOWN_PANEL: DrilldownPanelState = { selected: 0, notice: null };

export type DrilldownPanelAction =
  | { readonly type: 'move'; readonly by: number; readonly count: number }
  | { readonly type: 'refused'; readonly reason: string }
  /** The overlay opened or closed: the choice starts over. */
  | { readonly type: 'reset' };

export function drilldownPanelReducer(state: DrilldownPanelState, action: DrilldownPanelAction): DrilldownPanelState {
  switch (action.type) {
    case 'move': {
      const selected = action.count === 0 ? 0 : Math.max(0, Math.min(action.count - 1, state.selected + action.by));
      return selected === state.selected && state.notice === null ? state : { selected, notice: null };
    }
    case 'refused':
      return { ...state, notice: action.reason };
    case 'reset':
      return INITIAL_DRILLDOWN_PANEL;
  }
}

/** Every list's entries in drawing order: the selection indexes this. */
export function drilldownEntries(view: DrilldownView): readonly DrilldownEntry[] {
  return view.lists.flatMap((list) => list.entries);
}

export type RevealPlan =
  | { readonly kind: 'select'; readonly key: string; readonly clearFilter: boolean; readonly clearTrackedOnly: boolean }
  | { readonly kind: 'refuse'; readonly reason: string };

/**
 * What Enter on `entry` does to the table showing `rows` (the App's rows: live, or the Log view's frame at the
 * drill-down time): select it, clearing the filter and/or Tracked-only when either hides it, or say why it cannot.
 */
export function revealPlan(entry: DrilldownEntry, rows: readonly ProcessRowView[], table: TableState, options: RowOptions, logView: boolean): RevealPlan {
  const who = `${entry.name} (PID ${entry.pid})`;
  const row = rows.find((r) => r.key === entry.key);
  if (row === undefined) {
    return {
      kind: 'refuse',
      reason: logView
        ? `${who} is not in the recorded frame the table shows.`
        : `${who} is no longer in the table: it exited, and only a tracked name's newest exited lifetime stays as a Ghost Row.`,
    };
  }
  if (row.kernelThread && !options.showKernelThreads) return { kind: 'refuse', reason: `${who} is a kernel thread, hidden by Settings (o: Show kernel threads).` };
  const unfiltered = { ...table, filter: '', filterDraft: null };
  const hiddenByFilter = (table.filter !== '' || table.filterDraft !== null) && !visibleRows([row], { ...table, trackedOnly: false }, options).length;
  const hiddenByTrackedOnly = table.trackedOnly && !visibleRows([row], unfiltered, options).length;
  return { kind: 'select', key: row.key, clearFilter: hiddenByFilter, clearTrackedOnly: hiddenByTrackedOnly };
}
