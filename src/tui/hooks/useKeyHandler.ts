// Keys: a waiting confirmation takes the keys it uses first; then each press goes to the filter prompt while a
// filter is typed, else it is resolved in the key table (src/tui/keymap.ts) for the top dialog or the table, and
// the action is performed here.
import { useApp, useInput } from 'ink';
import type { AppStore, AppView, ProcessRowView } from '../../app/view.js';
import { F1_KEY, filterPromptAction, resolveKey, textPromptAction, type KeyActionId, type KeyPress } from '../keymap.js';
import type { ProfilesDialogAction, ProfilesDialogState } from '../state/profiles.js';
import type { RecordDialogAction, RecordDialogState } from '../state/record.js';
import { topDialog, type DialogAction, type DialogStack } from '../state/dialogs.js';
import type { TableAction, TableState } from '../state/table.js';
import type { SortKey } from '../columns.js';
import type { ViewId } from '../Layout.js';
import { useF1 } from './useFunctionKeys.js';

export interface KeyHandlerOptions {
  readonly store: AppStore;
  readonly view: AppView;
  /** The rows the table shows, in order, and the selected one. */
  readonly rows: readonly ProcessRowView[];
  readonly selected: ProcessRowView | undefined;
  /** How many rows PgUp / PgDn move. */
  readonly pageRows: number;
  // Table and dialogs are read through refs: keys typed faster than a re-render must see the state the previous
  // key produced (`/` then the filter text, `o` then Space).
  readonly table: { readonly current: TableState };
  readonly dispatchTable: (action: TableAction) => void;
  readonly dialogs: { readonly current: DialogStack };
  readonly dispatchDialogs: (action: DialogAction) => void;
  /** Scrolls the confirmation overlay's description by `by` lines. */
  readonly scrollConfirmation: (by: number) => void;
  readonly profiles: { readonly current: ProfilesDialogState };
  readonly dispatchProfiles: (action: ProfilesDialogAction) => void;
  /** The view in place of the table (the Graph view after G), read through a ref like the table. */
  readonly screen: { readonly current: ViewId };
  readonly toggleGraphView: () => void;
  readonly record: { readonly current: RecordDialogState };
  readonly dispatchRecord: (action: RecordDialogAction) => void;
  /** The directory the Record dialog proposes when none was configured yet. */
  readonly workingDirectory: string;
}

/** `g` graphs the sorted column's metric (CPU% when the table sorts by PID or name). */
function graphMetric(sortKey: SortKey): string {
  return sortKey === 'pid' || sortKey === 'name' ? 'cpu_percent' : sortKey;
}

export function useKeyHandler(options: KeyHandlerOptions): void {
  const { store, view, rows, selected, pageRows, table, dispatchTable, dialogs, dispatchDialogs, scrollConfirmation, profiles, dispatchProfiles, screen, toggleGraphView, record, dispatchRecord, workingDirectory } = options;
  const { exit } = useApp();
  const move = (by: number) => dispatchTable({ type: 'move', by, rows });
  /** The profile the Profiles dialog's selection is on (Empty (default) first). */
  const selectedProfile = () => {
    const list = store.getView().profiles.profiles;
    return list[Math.min(profiles.current.selected, list.length - 1)];
  };
  const moveProfile = (by: number) => dispatchProfiles({ type: 'move', by, count: store.getView().profiles.profiles.length });

  function perform(id: KeyActionId): void {
    switch (id) {
      case 'quit':
        store.actions.quit();
        exit();
        return;
      case 'help':
        return dispatchDialogs({ type: 'toggle', kind: 'help' });
      case 'settings':
        return dispatchDialogs({ type: 'toggle', kind: 'settings' });
      case 'profiles':
        return dispatchDialogs({ type: 'toggle', kind: 'profiles' });
      case 'profiles_up':
        return moveProfile(-1);
      case 'profiles_down':
        return moveProfile(1);
      case 'profiles_load': {
        const profile = selectedProfile();
        if (profile) store.actions.profileAction('load', { profileRef: profile.ref });
        return;
      }
      case 'profiles_save':
        return store.actions.profileAction('save', { profileRef: store.getView().profiles.activeProfileRef ?? selectedProfile()?.ref });
      case 'profiles_save_as':
        return dispatchProfiles({ type: 'start_prompt', action: 'save_as', text: '' });
      case 'profiles_rename': {
        const profile = selectedProfile();
        if (profile && !profile.virtual) dispatchProfiles({ type: 'start_prompt', action: 'rename', text: profile.name });
        return;
      }
      case 'profiles_delete': {
        const profile = selectedProfile();
        if (profile) store.actions.profileAction('delete', { profileRef: profile.ref });
        return;
      }
      case 'close':
        return dispatchDialogs({ type: 'close' });
      case 'log_list':
        return store.actions.logs.openList();
      case 'log_list_up':
        return store.actions.logs.moveSelection(-1);
      case 'log_list_down':
        return store.actions.logs.moveSelection(1);
      case 'log_list_load':
        return store.actions.logs.loadSelected();
      case 'log_list_close':
        return store.actions.logs.closeList();
      case 'log_cursor_left':
        return store.actions.logs.moveCursor(-1);
      case 'log_cursor_right':
        return store.actions.logs.moveCursor(1);
      case 'log_cursor_first':
        return store.actions.logs.moveCursor(Number.NEGATIVE_INFINITY);
      case 'log_cursor_last':
        return store.actions.logs.moveCursor(Number.POSITIVE_INFINITY);
      case 'log_leave':
        return store.actions.logs.leave();
      case 'record': {
        // While recording, r is the stop (it asks first); else it opens the Record dialog on the saved preferences.
        const recording = store.getView().recording;
        if (recording.active) return store.actions.stopRecording();
        dispatchRecord({ type: 'open', directory: recording.directory ?? workingDirectory, intervalSeconds: recording.intervalSeconds });
        return dispatchDialogs({ type: 'open', kind: 'record' });
      }
      case 'record_start':
        store.actions.startRecording(record.current.directory, record.current.intervalSeconds);
        // The dialog stays open when the start was refused, so the directory can be corrected.
        if (store.getView().recording.active) dispatchDialogs({ type: 'close' });
        return;
      case 'record_interval_down':
        return dispatchRecord({ type: 'step_interval', by: -1 });
      case 'record_interval_up':
        return dispatchRecord({ type: 'step_interval', by: 1 });
      case 'settings_toggle':
        return store.actions.setMcpConnectionsDisabled(!view.mcpConnectionsDisabled);
      case 'move_up':
        return move(-1);
      case 'move_down':
        return move(1);
      case 'page_up':
        return move(-pageRows);
      case 'page_down':
        return move(pageRows);
      case 'home':
        return move(-rows.length);
      case 'end':
        return move(rows.length);
      case 'filter':
        return dispatchTable({ type: 'start_filter' });
      case 'sort_next':
        return dispatchTable({ type: 'cycle_sort', step: 1 });
      case 'sort_prev':
        return dispatchTable({ type: 'cycle_sort', step: -1 });
      case 'reverse_sort':
        return dispatchTable({ type: 'reverse_sort' });
      case 'tracked_only':
        return dispatchTable({ type: 'toggle_tracked_only' });
      case 'pause':
        return store.actions.toggleDisplayPause();
      case 'track':
        if (selected) store.actions.toggleTracking(selected.name);
        return;
      case 'add_graph':
        // The table ref, not this render's sort: `s` and `g` typed together graph the column `s` chose.
        if (selected) store.actions.addGraph({ kind: 'process', key: selected.key, metricId: graphMetric(table.current.sortKey) });
        return;
      case 'graph_view':
        return toggleGraphView();
      case 'graph_up':
        return store.actions.graphs.moveActive(-1);
      case 'graph_down':
        return store.actions.graphs.moveActive(1);
      case 'cursor_left':
        return store.actions.graphs.moveCursor(-1);
      case 'cursor_right':
        return store.actions.graphs.moveCursor(1);
      case 'marker_a':
        return store.actions.graphs.setMarker('a');
      case 'marker_b':
        return store.actions.graphs.setMarker('b');
      case 'display_mode':
        return store.actions.graphs.toggleDisplayMode();
      case 'export_csv':
        return store.actions.exportGraphs();
      case 'remove_graph':
        return store.actions.graphs.removeActive();
      case 'confirm_yes':
        return store.actions.answerConfirmation(true);
      case 'confirm_no':
        return store.actions.answerConfirmation(false);
      case 'confirm_scroll_up':
        return scrollConfirmation(-1);
      case 'confirm_scroll_down':
        return scrollConfirmation(1);
      case 'confirm_page_up':
        return scrollConfirmation(-pageRows);
      case 'confirm_page_down':
        return scrollConfirmation(pageRows);
    }
  }

  function handleKey(input: string, key: KeyPress): void {
    // A filter being typed keeps its keys even when a confirmation appears meanwhile: a `y` or Enter meant for the
    // prompt must never confirm an action nobody has read yet.
    const draft = table.current.filterDraft;
    if (draft !== null) {
      const action = filterPromptAction(draft, input, key);
      if (action) dispatchTable(action);
      return;
    }
    const prompt = profiles.current.prompt;
    if (prompt !== null && topDialog(dialogs.current) === 'profiles' && store.getView().confirmation === null) {
      const action = textPromptAction(prompt.text, input, key);
      if (action?.type === 'edit') dispatchProfiles({ type: 'edit_prompt', text: action.text });
      if (action?.type === 'cancel') dispatchProfiles({ type: 'end_prompt' });
      if (action?.type === 'commit') {
        dispatchProfiles({ type: 'end_prompt' });
        if (prompt.action === 'save_as') store.actions.profileAction('save_as', { name: prompt.text });
        else store.actions.profileAction('rename', { profileRef: selectedProfile()?.ref, newName: prompt.text });
      }
      return;
    }
    if (topDialog(dialogs.current) === 'record' && store.getView().confirmation === null) {
      // The Record dialog's own keys first; everything else is the directory being typed.
      const id = resolveKey('record', input, key);
      if (id !== null) return perform(id);
      const action = textPromptAction(record.current.directory, input, key);
      if (action?.type === 'edit') dispatchRecord({ type: 'edit_directory', text: action.text });
      return;
    }
    if (store.getView().confirmation !== null) {
      // The App's current view, not this render's: a confirmation that appeared or ended since decides.
      const id = resolveKey('confirm', input, key);
      if (id !== null) return perform(id);
    }
    const current = store.getView();
    if (current.logList !== null && current.confirmation === null) {
      // The Log list (App state: it closes itself when a log loads) takes the keys while it is open.
      const id = resolveKey('log_list', input, key);
      if (id !== null) perform(id);
      return;
    }
    const base = screen.current === 'graphs' ? 'graphs' : current.logView !== null ? 'log_view' : 'table';
    const id = resolveKey(topDialog(dialogs.current) ?? base, input, key);
    if (id !== null) perform(id);
  }

  useF1(() => handleKey('', F1_KEY));

  // ink hands over everything one read returned: keys typed or sent together ("o " or a pasted filter) arrive
  // as one string, so plain characters are handled one at a time.
  useInput((input, key) => {
    if (input.length > 1 && !key.ctrl && !key.meta && !input.includes('\u001b')) {
      for (const char of input) {
        // Control characters inside a chunk keep their meaning: Enter applies, DEL erases.
        const isReturn = char === '\r' || char === '\n';
        const isBackspace = char === '\u007f' || char === '\b';
        handleKey(isReturn || isBackspace ? '' : char, { ...key, return: isReturn, backspace: isBackspace, shift: char !== char.toLowerCase() });
      }
      return;
    }
    handleKey(input, key);
  });
}
