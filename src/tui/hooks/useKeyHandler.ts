// Keys: routes each press to what has the keys and hands the action to its owner (perform-key.ts). A table filter
// being typed keeps every key; then a text prompt of the top dialog (dialogs/actions.ts); a waiting confirmation takes
// the keys it uses; the Log list and the drill-down (App state) take theirs while open; else the press is resolved in
// the keymap (keymap.ts) for the top dialog or the focused panel.
import { useApp, useInput } from 'ink';
import { useRef } from 'react';
import { dialogPrompt } from '../dialogs/actions.js';
import type { DialogContext, DialogReducers } from '../dialogs/context.js';
import { openProcessInfo } from '../dialogs/process-info/actions.js';
import { F1_KEY, F5_KEY, F9_KEY, NO_KEY, filterPromptAction, resolveKey, type KeyContext, type KeyPress } from '../keymap.js';
import type { PanelContext } from '../panels/context.js';
import { groupsViewLines } from '../panels/groups/reducer.js';
import { rowOptionsOf, tableRows } from '../panels/table/reducer.js';
import { performKey } from '../perform-key.js';
import { topDialog } from '../state/dialogs.js';
import { useFunctionKeys, useRawInput } from './useFunctionKeys.js';
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
      return tableRows(view.rows, table.current.current, rowOptionsOf(view)).rows;
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
