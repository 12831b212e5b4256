// Keys: a waiting confirmation takes the keys it uses first; then each press goes to a text prompt while one is
// typed (the table filter, a Process Info filter, a profile name, the recording directory), else it is resolved in
// the key table (src/tui/keymap.ts) for the top dialog or the view, and the action is performed here.
import { useApp, useInput } from 'ink';
import { PROCESS_INFO_TABS } from '../../app/process-info/feature.js';
import type { AppStore, ProcessRowView } from '../../app/view.js';
import { filteredLines, processInfoListHeight } from '../components/ProcessInfoDialog.js';
import { F1_KEY, F5_KEY, filterPromptAction, resolveKey, textPromptAction, type KeyActionId, type KeyPress } from '../keymap.js';
import type { ProfilesDialogAction, ProfilesDialogState } from '../state/profiles.js';
import type { RecordDialogAction, RecordDialogState } from '../state/record.js';
import { topDialog, type DialogAction, type DialogStack } from '../state/dialogs.js';
import type { ProcessInfoDialogAction, ProcessInfoDialogState } from '../state/process-info.js';
import { changeOf, moveColumn, settingsLines, type SettingsDialogAction, type SettingsDialogState, type SettingsLineId } from '../state/settings.js';
import { selectedIndexIn, tableRows, type TableAction, type TableState } from '../state/table.js';
import type { SortKey } from '../columns.js';
import type { ViewId } from '../Layout.js';
import { useFunctionKeys } from './useFunctionKeys.js';
import { isMouseReport } from './useMouse.js';
import { isCgroupColumn } from '../../app/preferences.js';
import { drilldownEntries, revealPlan, type DrilldownPanelAction, type DrilldownPanelState } from '../panels/drilldown/reducer.js';
import type { SamplesPanelAction, SamplesPanelState } from '../panels/samples/reducer.js';

/** A reducer's latest state (read through a ref: keys typed faster than a re-render see the previous key's state). */
interface Reduced<S, A> {
  readonly current: { readonly current: S };
  readonly dispatch: (action: A) => void;
}

export interface KeyHandlerOptions {
  readonly store: AppStore;
  /** How many rows PgUp / PgDn move. */
  readonly pageRows: number;
  /** Rows the view area has (dialogs are drawn in it). */
  readonly bodyHeight: number;
  /** The sortable keys of the shown columns, in the order `s` cycles through them. */
  readonly sortKeys: readonly SortKey[];
  readonly table: { readonly current: TableState };
  readonly dispatchTable: (action: TableAction) => void;
  readonly dialogs: { readonly current: DialogStack };
  readonly dispatchDialogs: (action: DialogAction) => void;
  /** Scrolls the confirmation overlay's description by `by` lines. */
  readonly scrollConfirmation: (by: number) => void;
  readonly profiles: { readonly current: ProfilesDialogState };
  readonly dispatchProfiles: (action: ProfilesDialogAction) => void;
  readonly processInfo: Reduced<ProcessInfoDialogState, ProcessInfoDialogAction>;
  readonly settings: Reduced<SettingsDialogState, SettingsDialogAction>;
  /** Scrolls help by `by` lines (bounded by the caller). */
  readonly scrollHelp: (by: number) => void;
  /** The view in place of the table (the Graph view after G), read through a ref like the table. */
  readonly screen: { readonly current: ViewId };
  readonly toggleGraphView: () => void;
  readonly record: { readonly current: RecordDialogState };
  readonly dispatchRecord: (action: RecordDialogAction) => void;
  /** The directory the Record dialog proposes when none was configured yet. */
  readonly workingDirectory: string;
  /** The Samples inspector (v), whether it has the focus (Tab in the Graph view), and the drill-down (D). */
  readonly samples: Reduced<SamplesPanelState, SamplesPanelAction>;
  readonly samplesFocus: { readonly current: boolean };
  readonly setSamplesFocus: (focused: boolean) => void;
  readonly drilldown: Reduced<DrilldownPanelState, DrilldownPanelAction>;
}

/** Space/Enter (or a click) on a Settings line: toggles or cycles it through the App, or opens the recording directory prompt. */
export function changeSetting(store: AppStore, line: SettingsLineId, dispatch: (action: SettingsDialogAction) => void): void {
  const current = store.getView();
  const change = changeOf(line, current.preferences);
  if (change.kind === 'toggle_mcp') store.actions.setMcpConnectionsDisabled(!current.mcpConnectionsDisabled);
  else if (change.kind === 'edit_directory') dispatch({ type: 'start_edit', text: current.recording.directory ?? '' });
  else store.actions.updatePreferences(change.change);
}

/** `g` graphs the sorted column's metric (CPU% when the table sorts by PID, name or a control-group column). */
function graphMetric(sortKey: SortKey): string {
  return sortKey === 'pid' || sortKey === 'name' || isCgroupColumn(sortKey) ? 'cpu_percent' : sortKey;
}

export function useKeyHandler(options: KeyHandlerOptions): void {
  const { store, pageRows, table, dispatchTable, dialogs, dispatchDialogs, scrollConfirmation, profiles, dispatchProfiles, screen, toggleGraphView, record, dispatchRecord, workingDirectory } = options;
  const { processInfo, settings } = options;
  const { exit } = useApp();
  // The rows the table shows now: the App's current view through the table's current state, not the last render's,
  // so keys typed together act on what the earlier ones made (a filter's Enter and then t tracks the filtered row).
  const shownRows = (): readonly ProcessRowView[] => {
    const view = store.getView();
    return tableRows(view.rows, table.current, { showKernelThreads: view.preferences.showKernelThreads, treeView: view.preferences.treeView }).rows;
  };
  const selectedRow = (): ProcessRowView | undefined => {
    const rows = shownRows();
    return rows[selectedIndexIn(table.current, rows)];
  };
  const move = (by: number) => dispatchTable({ type: 'move', by, rows: shownRows() });
  /** The profile the Profiles dialog's selection is on (Empty (default) first). */
  const selectedProfile = () => {
    const list = store.getView().profiles.profiles;
    return list[Math.min(profiles.current.selected, list.length - 1)];
  };
  const moveProfile = (by: number) => dispatchProfiles({ type: 'move', by, count: store.getView().profiles.profiles.length });

  /** Scrolls the Process Info list, bounded by the shown tab's filtered lines. */
  const scrollInfo = (by: number) => {
    const current = store.getView();
    const lines = current.processInfo ? (filteredLines(current.processInfo, current.rows, processInfo.current.current, current.dotnet)?.length ?? 0) : 0;
    processInfo.dispatch({ type: 'scroll', by, max: lines - processInfoListHeight(options.bodyHeight) });
  };
  const showTab = (index: number) => {
    const tab = PROCESS_INFO_TABS[index];
    if (!tab) return;
    processInfo.dispatch({ type: 'select_tab', tab });
    store.actions.processInfo.show(tab);
  };
  const stepTab = (step: 1 | -1) => {
    const index = PROCESS_INFO_TABS.indexOf(processInfo.current.current.tab);
    showTab((index + step + PROCESS_INFO_TABS.length) % PROCESS_INFO_TABS.length);
  };

  const settingsLine = () => {
    const lines = settingsLines(store.getView().preferences);
    return { lines, line: lines[Math.min(settings.current.current.selected, lines.length - 1)]! };
  };
  const toggleSetting = () => changeSetting(store, settingsLine().line, settings.dispatch);
  const moveSettingColumn = (by: -1 | 1) => {
    const { line, lines } = settingsLine();
    if (typeof line !== 'object') return;
    const columns = store.getView().preferences.columns;
    const moved = moveColumn(columns, line.column, by);
    if (moved === columns) return;
    store.actions.updatePreferences({ columns: moved });
    settings.dispatch({ type: 'move', by, count: lines.length });
  };

  const drilldownCount = () => {
    const open = store.getView().graphs.drilldown;
    return open === null ? 0 : drilldownEntries(open).length;
  };
  /** Enter in the drill-down: the chosen process selected in the table, or why it cannot be. */
  const revealChosen = () => {
    const view = store.getView();
    const open = view.graphs.drilldown;
    const entry = open === null ? undefined : drilldownEntries(open)[options.drilldown.current.current.selected];
    if (open === null || entry === undefined) return;
    // In the Log view the table shows the recorded frame at its time cursor: that frame first.
    if (view.logView !== null && !store.actions.logs.showFrameAt(open.atMs)) {
      return options.drilldown.dispatch({ type: 'refused', reason: 'The recording has no frame at that time.' });
    }
    const current = store.getView();
    const plan = revealPlan(entry, current.rows, table.current, { showKernelThreads: current.preferences.showKernelThreads, treeView: current.preferences.treeView }, current.logView !== null);
    if (plan.kind === 'refuse') return options.drilldown.dispatch({ type: 'refused', reason: plan.reason });
    dispatchTable({ type: 'reveal', key: plan.key, clearFilter: plan.clearFilter, clearTrackedOnly: plan.clearTrackedOnly });
    store.actions.graphs.closeDrilldown();
    options.drilldown.dispatch({ type: 'reset' });
    options.setSamplesFocus(false);
    if (screen.current === 'graphs') toggleGraphView();
  };

  function perform(id: KeyActionId, input: string): void {
    switch (id) {
      case 'samples_toggle':
        options.samples.dispatch({ type: 'toggle' });
        if (!options.samples.current.current.shown) options.setSamplesFocus(false);
        return;
      case 'samples_focus':
        return options.setSamplesFocus(!options.samplesFocus.current && options.samples.current.current.shown);
      case 'samples_up':
        return store.actions.graphs.moveCursor(-1);
      case 'samples_down':
        return store.actions.graphs.moveCursor(1);
      case 'samples_page_up':
        return store.actions.graphs.moveCursor(-pageRows);
      case 'samples_page_down':
        return store.actions.graphs.moveCursor(pageRows);
      case 'drilldown_open':
        options.drilldown.dispatch({ type: 'reset' });
        return store.actions.graphs.openDrilldown();
      case 'drilldown_up':
        return options.drilldown.dispatch({ type: 'move', by: -1, count: drilldownCount() });
      case 'drilldown_down':
        return options.drilldown.dispatch({ type: 'move', by: 1, count: drilldownCount() });
      case 'drilldown_page_up':
        return options.drilldown.dispatch({ type: 'move', by: -pageRows, count: drilldownCount() });
      case 'drilldown_page_down':
        return options.drilldown.dispatch({ type: 'move', by: pageRows, count: drilldownCount() });
      case 'drilldown_select':
        return revealChosen();
      case 'drilldown_close':
        store.actions.graphs.closeDrilldown();
        return options.drilldown.dispatch({ type: 'reset' });
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
      case 'startup_up':
        return moveProfile(-1);
      case 'profiles_down':
      case 'startup_down':
        return moveProfile(1);
      case 'profiles_load': {
        const profile = selectedProfile();
        if (profile) store.actions.profileAction('load', { profileRef: profile.ref });
        return;
      }
      case 'startup_load': {
        const profile = selectedProfile();
        if (profile) store.actions.profileAction('load', { profileRef: profile.ref });
        return dispatchDialogs({ type: 'close' });
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
      case 'dismiss_failure':
        return store.actions.dismissRecordingFailure();
      case 'record_start':
        store.actions.startRecording(record.current.directory, record.current.intervalSeconds);
        // The dialog stays open when the start was refused, so the directory can be corrected.
        if (store.getView().recording.active) dispatchDialogs({ type: 'close' });
        return;
      case 'record_interval_down':
        return dispatchRecord({ type: 'step_interval', by: -1 });
      case 'record_interval_up':
        return dispatchRecord({ type: 'step_interval', by: 1 });
      case 'close': {
        const closing = topDialog(dialogs.current);
        dispatchDialogs({ type: 'close' });
        // A closed Process Info cancels the captures still running for it.
        if (closing === 'process_info') store.actions.processInfo.close();
        return;
      }
      case 'settings_toggle':
        return toggleSetting();
      case 'settings_up':
        return settings.dispatch({ type: 'move', by: -1, count: settingsLine().lines.length });
      case 'settings_down':
        return settings.dispatch({ type: 'move', by: 1, count: settingsLine().lines.length });
      case 'settings_column_up':
        return moveSettingColumn(-1);
      case 'settings_column_down':
        return moveSettingColumn(1);
      case 'help_up':
        return options.scrollHelp(-1);
      case 'help_down':
        return options.scrollHelp(1);
      case 'help_page_up':
        return options.scrollHelp(-pageRows);
      case 'help_page_down':
        return options.scrollHelp(pageRows);
      case 'process_info': {
        const selected = selectedRow();
        if (!selected) return;
        processInfo.dispatch({ type: 'reset' });
        store.actions.processInfo.open(selected.key);
        return dispatchDialogs({ type: 'open', kind: 'process_info' });
      }
      case 'info_next_tab':
        return stepTab(1);
      case 'info_prev_tab':
        return stepTab(-1);
      case 'info_tab':
        return showTab(Number(input) - 1);
      case 'info_up':
        return scrollInfo(-1);
      case 'info_down':
        return scrollInfo(1);
      case 'info_page_up':
        return scrollInfo(-processInfoListHeight(options.bodyHeight));
      case 'info_page_down':
        return scrollInfo(processInfoListHeight(options.bodyHeight));
      case 'info_home':
        return scrollInfo(-Number.MAX_SAFE_INTEGER);
      case 'info_end':
        return scrollInfo(Number.MAX_SAFE_INTEGER);
      case 'info_filter':
        return processInfo.dispatch({ type: 'start_filter' });
      case 'info_refresh':
        return store.actions.processInfo.refresh(processInfo.current.current.tab);
      case 'info_dotnet': {
        // The lifetime the dialog shows (the table's selection may have moved behind it).
        const target = store.getView().processInfo;
        if (target) store.actions.toggleDotnet(target.key);
        return;
      }
      case 'tree_view':
        return store.actions.updatePreferences({ treeView: !store.getView().preferences.treeView });
      case 'wide_names':
        return dispatchTable({ type: 'toggle_wide_names' });
      case 'move_up':
        return move(-1);
      case 'move_down':
        return move(1);
      case 'page_up':
        return move(-pageRows);
      case 'page_down':
        return move(pageRows);
      case 'home':
        return move(-shownRows().length);
      case 'end':
        return move(shownRows().length);
      case 'filter':
        return dispatchTable({ type: 'start_filter' });
      case 'sort_next':
        return dispatchTable({ type: 'cycle_sort', step: 1, keys: options.sortKeys });
      case 'sort_prev':
        return dispatchTable({ type: 'cycle_sort', step: -1, keys: options.sortKeys });
      case 'reverse_sort':
        return dispatchTable({ type: 'reverse_sort' });
      case 'tracked_only':
        return dispatchTable({ type: 'toggle_tracked_only' });
      case 'pause':
        return store.actions.toggleDisplayPause();
      case 'track': {
        const selected = selectedRow();
        if (selected) store.actions.toggleTracking(selected.name);
        return;
      }
      case 'add_graph': {
        // The table ref, not this render's sort: `s` and `g` typed together graph the column `s` chose.
        const selected = selectedRow();
        if (selected) store.actions.addGraph({ kind: 'process', key: selected.key, metricId: graphMetric(table.current.sortKey) });
        return;
      }
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

  /** Feeds a key to a text prompt: typing edits, Esc cancels, Enter commits with the text typed. */
  function prompt(text: string, input: string, key: KeyPress, on: { edit(text: string): void; cancel(): void; commit(text: string): void }): void {
    const action = textPromptAction(text, input, key);
    if (action?.type === 'edit') on.edit(action.text);
    else if (action?.type === 'cancel') on.cancel();
    else if (action?.type === 'commit') on.commit(text);
  }

  /** A text prompt of the top dialog that takes this key, if one is being typed; true when it took the key. */
  function dialogPrompt(input: string, key: KeyPress): boolean {
    if (store.getView().confirmation !== null) return false;
    const top = topDialog(dialogs.current);
    const naming = profiles.current.prompt;
    if (naming !== null && top === 'profiles') {
      prompt(naming.text, input, key, {
        edit: (text) => dispatchProfiles({ type: 'edit_prompt', text }),
        cancel: () => dispatchProfiles({ type: 'end_prompt' }),
        commit: (text) => {
          dispatchProfiles({ type: 'end_prompt' });
          if (naming.action === 'save_as') store.actions.profileAction('save_as', { name: text });
          else store.actions.profileAction('rename', { profileRef: selectedProfile()?.ref, newName: text });
        },
      });
      return true;
    }
    const infoDraft = processInfo.current.current.filterDraft;
    if (infoDraft !== null && top === 'process_info') {
      prompt(infoDraft, input, key, {
        edit: (text) => processInfo.dispatch({ type: 'edit_filter', text }),
        cancel: () => processInfo.dispatch({ type: 'cancel_filter' }),
        commit: () => processInfo.dispatch({ type: 'commit_filter' }),
      });
      return true;
    }
    const directory = settings.current.current.editing;
    if (directory !== null && top === 'settings') {
      prompt(directory, input, key, {
        edit: (text) => settings.dispatch({ type: 'edit', text }),
        cancel: () => settings.dispatch({ type: 'end_edit' }),
        commit: (text) => {
          settings.dispatch({ type: 'end_edit' });
          // An empty line keeps the configured directory: a Recording needs one.
          if (text.trim() !== '') store.actions.setRecordingDirectory(text.trim());
        },
      });
      return true;
    }
    if (top === 'record') {
      // The Record dialog's own keys first; everything else is the directory being typed.
      const id = resolveKey('record', input, key);
      if (id !== null) perform(id, input);
      else {
        const action = textPromptAction(record.current.directory, input, key);
        if (action?.type === 'edit') dispatchRecord({ type: 'edit_directory', text: action.text });
      }
      return true;
    }
    return false;
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
    if (dialogPrompt(input, key)) return;
    if (store.getView().confirmation !== null) {
      // The App's current view, not this render's: a confirmation that appeared or ended since decides.
      const id = resolveKey('confirm', input, key);
      if (id !== null) return perform(id, input);
    }
    const current = store.getView();
    if (current.logList !== null && current.confirmation === null) {
      // The Log list (App state: it closes itself when a log loads) takes the keys while it is open.
      const id = resolveKey('log_list', input, key);
      if (id !== null) perform(id, input);
      return;
    }
    const top = topDialog(dialogs.current);
    if (top === null && current.graphs.drilldown !== null) {
      // The drill-down (App state) takes the keys while open; help and quit still reach the program.
      const id = resolveKey('drilldown', input, key) ?? resolveKey('graphs', input, key);
      if (id === 'help' || id === 'quit' || (id !== null && id.startsWith('drilldown_'))) perform(id, input);
      return;
    }
    const base = screen.current === 'graphs' ? (options.samplesFocus.current ? 'samples' : 'graphs') : current.logView !== null ? 'log_view' : 'table';
    // The inspector shares the Graphs' keys (cursor, markers...) besides its own.
    const id = resolveKey(top ?? base, input, key) ?? (top === null && base === 'samples' ? resolveKey('graphs', input, key) : null);
    if (id !== null) perform(id, input);
  }

  useFunctionKeys((which) => handleKey('', which === 'f1' ? F1_KEY : F5_KEY));

  // ink hands over everything one read returned: keys typed or sent together ("o " or a pasted filter) arrive
  // as one string, so plain characters are handled one at a time.
  useInput((input, key) => {
    // Mouse reports belong to hooks/useMouse.ts; ink passes them here too, without their ESC.
    if (isMouseReport(input)) return;
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
