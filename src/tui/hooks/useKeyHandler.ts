// Keys: routes each press to what has the keys and hands the action to its owner (perform-key.ts). A table filter
// being typed keeps every key; then a text prompt of the top dialog (dialogs/actions.ts); a waiting confirmation takes
// the keys it uses; the Log list and the drill-down (App state) take theirs while open; else the press is resolved in
// the keymap (keymap.ts) for the top dialog or the focused panel.
import { useApp, useInput } from 'ink';
import { dialogPrompt } from '../dialogs/actions.js';
import type { DialogContext, DialogReducers } from '../dialogs/context.js';
import { openProcessInfo } from '../dialogs/process-info/actions.js';
import { F1_KEY, F5_KEY, F9_KEY, filterPromptAction, resolveKey, type KeyContext, type KeyPress } from '../keymap.js';
import type { PanelContext } from '../panels/context.js';
import { groupsViewLines } from '../panels/groups/reducer.js';
import { tableRows } from '../panels/table/reducer.js';
import { performKey } from '../perform-key.js';
import { topDialog } from '../state/dialogs.js';
import { useFunctionKeys } from './useFunctionKeys.js';
import { isMouseReport } from './useMouse.js';

export interface KeyHandlerOptions {
  /** The panels' reducers and screen facts their handlers need (panels/context.ts). */
  readonly panels: Omit<PanelContext, 'shownRows' | 'openProcessInfo' | 'groupLines' | 'focusPanel'>;
  /** The dialogs' reducers and screen facts their handlers need (dialogs/context.ts). */
  readonly dialogs: DialogReducers;
}

export function useKeyHandler({ panels, dialogs }: KeyHandlerOptions): void {
  const { store, table } = panels;
  const { exit } = useApp();
  const context: DialogContext = {
    ...panels,
    dialogs,
    exit,
    focusPanel: (panel) => dialogs.focus.dispatch({ type: 'focus', panel }),
    // The rows the table shows now: the App's current view through the table's current state, not the last
    // render's, so keys typed together act on what the earlier ones made (a filter's Enter and then t tracks the
    // filtered row).
    shownRows: () => {
      const view = store.getView();
      return tableRows(view.rows, table.current.current, { showKernelThreads: view.preferences.showKernelThreads, treeView: view.preferences.treeView }).rows;
    },
    groupLines: () => groupsViewLines(context.shownRows(), panels.groups.current.current),
    openProcessInfo: (key, tab) => openProcessInfo(store, dialogs, key, tab),
  };

  /** Resolves a press in `where` and performs it; false when the key does nothing there. */
  function act(where: KeyContext, input: string, key: KeyPress): boolean {
    const id = resolveKey(where, input, key);
    if (id !== null) performKey(id, input, context);
    return id !== null;
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
    if (dialogPrompt(input, key, context)) return;
    // The App's current view, not this render's: a confirmation that appeared or ended since decides.
    const current = store.getView();
    if (current.confirmation !== null && act('confirm', input, key)) return;
    // The Log list (App state: it closes itself when a log loads) takes the keys while it is open.
    if (current.logList !== null && current.confirmation === null) {
      act('log_list', input, key);
      return;
    }
    const top = topDialog(dialogs.stack.current.current);
    if (top === null && current.graphs.drilldown !== null && current.confirmation === null) {
      // The drill-down (App state, like the Log list) takes the keys while open; help and quit still work.
      const id = resolveKey('drilldown', input, key) ?? resolveKey('graphs', input, key);
      if (id !== null && (id === 'help' || id === 'quit' || id.startsWith('drilldown_'))) performKey(id, input, context);
      return;
    }
    // The focused panel has the keys; the table over a loaded log is the Log view's, the table showing groups (c) the
    // grouping view's.
    const focused = dialogs.focus.current.current.focused;
    const base = focused === 'table' && current.logView !== null ? 'log_view' : focused === 'table' && panels.groups.current.current.mode !== null ? 'groups' : focused;
    act(top ?? base, input, key);
  }

  useFunctionKeys((which) => handleKey('', which === 'f1' ? F1_KEY : which === 'f5' ? F5_KEY : F9_KEY));

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
