// Pure state of the Process Info dialog (Enter): the shown tab, and per tab its scroll offset and filter (`/`).
import { PROCESS_INFO_TABS, type ProcessInfoTab } from '../../app/process-info/feature.js';

export interface ProcessInfoDialogState {
  readonly tab: ProcessInfoTab;
  readonly scroll: Readonly<Record<ProcessInfoTab, number>>;
  readonly filter: Readonly<Record<ProcessInfoTab, string>>;
  /** The filter being typed after `/` on the shown tab, or null. */
  readonly filterDraft: string | null;
}

const ZERO: Record<ProcessInfoTab, number> = { image: 0, metrics: 0, files: 0, modules: 0, environment: 0 };
const EMPTY: Record<ProcessInfoTab, string> = { image: '', metrics: '', files: '', modules: '', environment: '' };

export const INITIAL_PROCESS_INFO_DIALOG: ProcessInfoDialogState = { tab: 'image', scroll: ZERO, filter: EMPTY, filterDraft: null };

export type ProcessInfoDialogAction =
  /** A new target: first tab, no scroll, no filters. */
  | { readonly type: 'reset' }
  | { readonly type: 'select_tab'; readonly tab: ProcessInfoTab }
  /** Tab (+1) and Shift-Tab (-1), wrapping around. */
  | { readonly type: 'step_tab'; readonly step: 1 | -1 }
  /** Scrolls the shown tab's list by `by` lines within `0..max`. */
  | { readonly type: 'scroll'; readonly by: number; readonly max: number }
  | { readonly type: 'start_filter' }
  | { readonly type: 'edit_filter'; readonly text: string }
  | { readonly type: 'commit_filter' }
  | { readonly type: 'cancel_filter' };

export function processInfoDialogReducer(state: ProcessInfoDialogState, action: ProcessInfoDialogAction): ProcessInfoDialogState {
  switch (action.type) {
    case 'reset':
      return INITIAL_PROCESS_INFO_DIALOG;
    case 'select_tab':
      return state.tab === action.tab ? state : { ...state, tab: action.tab, filterDraft: null };
    case 'step_tab': {
      const index = PROCESS_INFO_TABS.indexOf(state.tab);
      const tab = PROCESS_INFO_TABS[(index + action.step + PROCESS_INFO_TABS.length) % PROCESS_INFO_TABS.length]!;
      return { ...state, tab, filterDraft: null };
    }
    case 'scroll': {
      const next = Math.max(0, Math.min(Math.max(0, action.max), state.scroll[state.tab] + action.by));
      return next === state.scroll[state.tab] ? state : { ...state, scroll: { ...state.scroll, [state.tab]: next } };
    }
    case 'start_filter':
      return { ...state, filterDraft: state.filter[state.tab] };
    case 'edit_filter':
      return state.filterDraft === null ? state : { ...state, filterDraft: action.text };
    case 'commit_filter':
      if (state.filterDraft === null) return state;
      return { ...state, filter: { ...state.filter, [state.tab]: state.filterDraft.trim() }, scroll: { ...state.scroll, [state.tab]: 0 }, filterDraft: null };
    case 'cancel_filter':
      return { ...state, filterDraft: null };
  }
}

/** The filter the shown tab applies now: the one being typed, else the committed one. */
export function activeFilter(state: ProcessInfoDialogState): string {
  return state.filterDraft ?? state.filter[state.tab];
}

/** Whether a list line matches a filter: case-insensitive substring; an empty filter keeps everything. */
export function lineMatches(line: string, filter: string): boolean {
  return filter === '' || line.toLowerCase().includes(filter.toLowerCase());
}
