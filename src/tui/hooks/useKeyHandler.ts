// Keys: a waiting confirmation takes the keys it uses first; then each press goes to a text prompt while one is
// typed (the table filter, a Process Info filter, a profile name, the recording directory), else it is resolved in
// the keymap (src/tui/keymap.ts) for the top dialog or the focused panel. Global and dialog actions are performed
// here; a panel's actions go to that panel's handler (panels/<panel>/actions.ts).
import { useApp, useInput } from 'ink';
import { useRef } from 'react';
import { PROCESS_INFO_TABS } from '../../app/process-info/feature.js';
import type { AppStore } from '../../app/view.js';
import { helpWindow } from '../components/HelpOverlay.js';
import { filteredLines, processInfoListHeight, selectedCopy } from '../components/ProcessInfoDialog.js';
import { copyToClipboard } from '../clipboard.js';
import { displaySafe } from '../format.js';
import type { FocusAction, FocusState } from '../focus.js';
import { performGroupsKey } from '../panels/groups/actions.js';
import { groupsViewLines } from '../panels/groups/reducer.js';
import { F1_KEY, F5_KEY, F9_KEY, NO_KEY, filterPromptAction, isGroupsKey, panelOf, resolveKey, textPromptAction, type KeyActionId, type KeyPress, type PanelId, type PanelKeyId } from '../keymap.js';
import type { PanelContext, Reduced } from '../panels/context.js';
import { performGraphsKey } from '../panels/graphs/actions.js';
import { performSamplesKey } from '../panels/samples/actions.js';
import { performDrilldownKey } from '../panels/drilldown/actions.js';
import { performSystemKey } from '../panels/system/actions.js';
import { performTableKey } from '../panels/table/actions.js';
import { tableRows } from '../panels/table/reducer.js';
import type { ProfilesDialogAction, ProfilesDialogState } from '../state/profiles.js';
import type { RecordDialogAction, RecordDialogState } from '../state/record.js';
import { topDialog, type DialogAction, type DialogStack } from '../state/dialogs.js';
import type { ProcessInfoDialogAction, ProcessInfoDialogState } from '../state/process-info.js';
import { changeOf, moveColumn, settingsLines, type SettingsDialogAction, type SettingsDialogState, type SettingsLineId } from '../state/settings.js';
import { useFunctionKeys, useRawInput } from './useFunctionKeys.js';
import { isMouseReport } from './useMouse.js';

export interface KeyHandlerOptions {
  /** The panels' reducers and screen facts their handlers need (panels/context.ts). */
  readonly panels: Omit<PanelContext, 'shownRows' | 'openProcessInfo' | 'groupLines' | 'focusPanel'>;
  /** Rows the view area has now (dialogs are drawn in it), from the latest state like the panels' screen facts. */
  bodyHeight(): number;
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
  /** Which panel has the focus, and the panels shown now (Tab cycles among them). */
  readonly focus: Reduced<FocusState, FocusAction>;
  readonly shownPanels: () => readonly PanelId[];
  readonly record: { readonly current: RecordDialogState };
  readonly dispatchRecord: (action: RecordDialogAction) => void;
  /** The directory the Record dialog proposes when none was configured yet. */
  readonly workingDirectory: string;
}

/** Space/Enter (or a click) on a Settings line: toggles or cycles it through the App, or opens the recording directory prompt. */
export function changeSetting(store: AppStore, line: SettingsLineId, dispatch: (action: SettingsDialogAction) => void): void {
  const current = store.getView();
  const change = changeOf(line, current.preferences);
  if (change.kind === 'toggle_mcp') store.actions.setMcpConnectionsDisabled(!current.mcpConnectionsDisabled);
  else if (change.kind === 'edit_directory') dispatch({ type: 'start_edit', text: current.recording.directory ?? '' });
  else if (change.kind === 'toggle_recording_format') store.actions.setRecordingFormat(current.recording.format === 4 ? 3 : 4);
  else store.actions.updatePreferences(change.change);
}

export function useKeyHandler(options: KeyHandlerOptions): void {
  const { panels, dialogs, dispatchDialogs, scrollConfirmation, profiles, dispatchProfiles, focus, record, dispatchRecord, workingDirectory } = options;
  const { store, table, pageRows } = panels;
  const { processInfo, settings } = options;
  const { exit } = useApp();
  const context: PanelContext = {
    ...panels,
    focusPanel: (panel) => focus.dispatch({ type: 'focus', panel }),
    // The rows the table shows now: the App's current view through the table's current state, not the last
    // render's, so keys typed together act on what the earlier ones made (a filter's Enter and then t tracks the
    // filtered row).
    shownRows: () => {
      const view = store.getView();
      return tableRows(view.rows, table.current.current, { showKernelThreads: view.preferences.showKernelThreads, treeView: view.preferences.treeView }).rows;
    },
    groupLines: () => groupsViewLines(context.shownRows(), panels.groups.current.current),
    openProcessInfo: (key, tab) => {
      processInfo.dispatch({ type: 'reset' });
      store.actions.processInfo.open(key);
      dispatchDialogs({ type: 'open', kind: 'process_info' });
      if (tab !== undefined) showTab(PROCESS_INFO_TABS.indexOf(tab));
    },
  };
  /** The profile the Profiles dialog's selection is on (Empty (default) first). */
  const selectedProfile = () => {
    const list = store.getView().profiles.profiles;
    return list[Math.min(profiles.current.selected, list.length - 1)];
  };
  const moveProfile = (by: number) => dispatchProfiles({ type: 'move', by, count: store.getView().profiles.profiles.length });

  /** Scrolls the Process Info list, bounded by the shown tab's filtered lines. */
  const scrollInfo = (by: number) => {
    const current = store.getView();
    const lines = current.processInfo ? (filteredLines(current.processInfo, current.rows, processInfo.current.current, current.dotnet, current.processInfoAb)?.length ?? 0) : 0;
    // The offset is the list's cursor (the selection y copies): it reaches the last line, the window follows it.
    processInfo.dispatch({ type: 'scroll', by, max: lines - 1 });
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

  /** Hands a panel's action to that panel's handler. */
  function performPanel(panel: PanelId, id: KeyActionId): void {
    switch (panel) {
      case 'table':
        return performTableKey(id as PanelKeyId<'table'>, context);
      case 'graphs':
        return performGraphsKey(id as PanelKeyId<'graphs'>, context);
      case 'samples':
        return performSamplesKey(id as PanelKeyId<'samples'>, context);
      case 'system':
        return performSystemKey(id as PanelKeyId<'system'>, context);
    }
  }

  function perform(id: KeyActionId, input: string): void {
    if (isGroupsKey(id)) return performGroupsKey(id, context);
    const panel = panelOf(id);
    if (panel !== null) return performPanel(panel, id);
    if (id.startsWith('drilldown_')) return performDrilldownKey(id as Extract<KeyActionId, `drilldown_${string}`>, context);
    switch (id) {
      case 'quit':
        // While a Recording runs the App asks first; quitting then ends the Recording cleanly.
        return store.actions.requestQuit(() => {
          store.actions.quit();
          exit();
        });
      case 'info_copy': {
        const current = store.getView();
        if (current.processInfo === null) return;
        const text = selectedCopy(current.processInfo, current.rows, processInfo.current.current, current.dotnet, current.processInfoAb);
        store.actions.showNotice(text === null ? 'Nothing to copy: the list is empty.' : displaySafe(copyToClipboard(text)));
        return;
      }
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
      // A page of help is what its window shows, so paging skips no line.
      case 'help_page_up':
        return options.scrollHelp(-helpWindow(options.bodyHeight()));
      case 'help_page_down':
        return options.scrollHelp(helpWindow(options.bodyHeight()));
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
        return scrollInfo(-processInfoListHeight(options.bodyHeight()));
      case 'info_page_down':
        return scrollInfo(processInfoListHeight(options.bodyHeight()));
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
      case 'pause':
        return store.actions.toggleDisplayPause();
      case 'graph_view':
        return panels.graphs.dispatch({ type: 'toggle_shown' });
      case 'focus_next':
        return focus.dispatch({ type: 'cycle', by: 1, shown: options.shownPanels() });
      case 'focus_prev':
        return focus.dispatch({ type: 'cycle', by: -1, shown: options.shownPanels() });
      case 'export_csv':
        return store.actions.exportGraphs();
      case 'confirm_yes':
        return store.actions.answerConfirmation(true);
      case 'confirm_no':
        return store.actions.answerConfirmation(false);
      case 'confirm_scroll_up':
        return scrollConfirmation(-1);
      case 'confirm_scroll_down':
        return scrollConfirmation(1);
      case 'confirm_page_up':
        return scrollConfirmation(-pageRows());
      case 'confirm_page_down':
        return scrollConfirmation(pageRows());
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
    const draft = table.current.current.filterDraft;
    if (draft !== null) {
      const action = filterPromptAction(draft, input, key);
      if (action) table.dispatch(action);
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
    if (top === null && current.graphs.drilldown !== null && current.confirmation === null) {
      // The drill-down (App state, like the Log list) takes the keys while open; help and quit still work.
      const id = resolveKey('drilldown', input, key) ?? resolveKey('graphs', input, key);
      if (id !== null && (id === 'help' || id === 'quit' || id.startsWith('drilldown_'))) perform(id, input);
      return;
    }
    // The focused panel has the keys; the table over a loaded log is the Log view's.
    const focused = focus.current.current.focused;
    // The table showing groups (c) is the grouping view's.
    const base = focused === 'table' && current.logView !== null ? 'log_view' : focused === 'table' && panels.groups.current.current.mode !== null ? 'groups' : focused;
    const id = resolveKey(topDialog(dialogs.current) ?? base, input, key);
    if (id !== null) perform(id, input);
  }

  useFunctionKeys((which) => handleKey('', which === 'f1' ? F1_KEY : which === 'f5' ? F5_KEY : F9_KEY));

  /** Characters one at a time, each as the key it is alone (charKey): keys read together act as if read apart. */
  function handleChars(text: string, key: KeyPress): void {
    for (const char of text) {
      const [input, alone] = charKey(char, key);
      handleKey(input, alone);
    }
  }

  // An Esc and the key pressed after it can reach ink in one read (keys sent together, a loaded machine, a slow
  // link), and ink then makes them one Alt-key event: "\u001b/" arrives as a plain "/", "\u001by" as Alt-y, two
  // Escs as one, and the Esc is lost. No key of the keymap uses Alt, so such an event is Esc, then that key. The raw
  // listener hears the event before useInput's handler (`first`), performs both keys and has that handler skip it.
  const escapedEvent = useRef(false);
  const handleKeysRef = useRef({ handleKey, handleChars });
  handleKeysRef.current = { handleKey, handleChars };
  const escapeThenKey = useRef((data: string) => {
    const match = ESCAPE_THEN_KEY.exec(data);
    if (match === null) return;
    escapedEvent.current = true;
    const latest = handleKeysRef.current;
    latest.handleKey('', ESCAPE_KEY);
    if (match[1] === '\u001b') latest.handleKey('', ESCAPE_KEY);
    else latest.handleChars(match[1]!, NO_KEY);
  });
  useRawInput(escapeThenKey.current, true);

  // ink hands over everything one read returned: keys typed or sent together ("o " or a pasted filter) arrive
  // as one string, so plain characters are handled one at a time.
  useInput((input, key) => {
    if (escapedEvent.current) {
      escapedEvent.current = false;
      return;
    }
    // Mouse reports belong to hooks/useMouse.ts; ink passes them here too, without their ESC.
    if (isMouseReport(input)) return;
    if (input.length > 1 && !key.ctrl && !key.meta && !input.includes('\u001b')) return handleChars(input, key);
    handleKey(input, key);
  });
}

/**
 * One character of a chunk ink read whole, as ink reports that key read alone: Enter (CR or LF), Tab, Backspace
 * (DEL or BS: both erase), Ctrl-A..Z (and Ctrl-Space) as the letter with ctrl, anything else the character. Keys
 * read together ("gG\t" when G and Tab arrive in one read on a loaded machine) then act as they do apart: the Tab
 * in such a chunk was a "\t" character, and the Graphs G had shown never got the focus.
 */
function charKey(char: string, key: KeyPress): [string, KeyPress] {
  const plain: KeyPress = { ...key, return: false, tab: false, backspace: false, ctrl: false, shift: false };
  if (char === '\r' || char === '\n') return ['', { ...plain, return: true }];
  if (char === '\t') return ['', { ...plain, tab: true }];
  if (char === '\u007f' || char === '\b') return ['', { ...plain, backspace: true }];
  if (char <= '\u001a') return [String.fromCharCode(char.charCodeAt(0) + 96), { ...plain, ctrl: true }];
  return [char, { ...plain, shift: char !== char.toLowerCase() }];
}

/** An ESC and one more character as one input event (ink's Alt-key): Esc pressed, then that character. */
const ESCAPE_THEN_KEY = /^\u001b(.)$/su;
const ESCAPE_KEY: KeyPress = { ...NO_KEY, escape: true, meta: true };
