// Every key the TUI understands, in one table: what it matches, where it applies and what help says of it.
// hooks/useKeyHandler.ts resolves a key press here and performs the action; components/HelpOverlay.tsx draws
// the table. Typing a filter after `/` is text entry rather than keys: filterPromptAction below, asked first.
import type { Key } from 'ink';
import type { DialogKind } from './state/dialogs.js';
import type { TableAction } from './state/table.js';
import { DRILLDOWN_PANEL_KEYS } from './panels/drilldown/keys.js';
import { SAMPLES_PANEL_KEYS } from './panels/samples/keys.js';

/**
 * Where keys apply: a waiting confirmation above all, else the top of the dialog stack, else the table. A key the
 * confirmation does not use goes on to what is beneath it, so typing is not lost while a confirmation waits.
 */
export type KeyContext = 'table' | 'graphs' | 'samples' | 'drilldown' | DialogKind | 'confirm' | 'log_list' | 'log_view';

/** ink's Key, plus F1 and F5: ink reports function keys as empty input, so hooks/useFunctionKeys.ts reports them itself. */
export type KeyPress = Key & { readonly f1?: boolean; readonly f5?: boolean };

/** A key press with no key flag set: what a plain character arrives with. */
export const NO_KEY: KeyPress = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

export const F1_KEY: KeyPress = { ...NO_KEY, f1: true };
export const F5_KEY: KeyPress = { ...NO_KEY, f5: true };

/** Help lists the groups in this order. */
export type KeyGroup = 'table' | 'program' | 'dialog';

export interface KeySpec {
  /** What the key does; hooks/useKeyHandler.ts performs it. */
  readonly id: string;
  /** What help shows in the keys column. */
  readonly keys: string;
  readonly matches: (input: string, key: KeyPress) => boolean;
  readonly contexts: readonly KeyContext[];
  readonly group: KeyGroup;
  /** What help says the key does; consecutive entries of a group with the same text share one help line. */
  readonly help: string;
  /**
   * The footer's word for the key in the views whose footer lists their keys (the Graph view, the Log view): entries
   * with the same word share one footer item ("←→ frame").
   */
  readonly footer?: Partial<Record<KeyContext, string>>;
}

/** Help is not modal: the table's keys keep acting behind it, as they always have, except the arrows, which scroll help. */
const TABLE: readonly KeyContext[] = ['table', 'help'];
/** The selection's moves, also over the Log view's recorded table (help scrolls with the arrows instead). */
const MOVES: readonly KeyContext[] = ['table', 'log_view'];
/** Home/End: in the Log view they move its time cursor instead. */
const HOME_END: readonly KeyContext[] = ['table'];
const EVERYWHERE: readonly KeyContext[] = ['table', 'graphs', 'help', 'settings', 'profiles', 'process_info', 'log_view'];
/** The table's browsing keys, also in the Log view (its table shows the recorded frame at the time cursor). */
const BROWSE: readonly KeyContext[] = [...TABLE, 'log_view'];
const LOG_LIST: readonly KeyContext[] = ['log_list'];
const LOG_VIEW: readonly KeyContext[] = ['log_view'];
// The Log list's and the Log view's keys share one help line.
const IN_LOGS = 'Log list: choose, load, close; Log view: frame, first/last, Live';
/** The Graph view (G) in place of the table. */
const GRAPHS: readonly KeyContext[] = ['graphs'];
const DIALOGS: readonly KeyContext[] = ['help', 'settings', 'profiles', 'record', 'process_info', 'startup'];
const CONFIRM: readonly KeyContext[] = ['confirm'];
const PROFILES: readonly KeyContext[] = ['profiles'];
const HELP: readonly KeyContext[] = ['help'];
const INFO: readonly KeyContext[] = ['process_info'];
const SETTINGS: readonly KeyContext[] = ['settings'];
// Entries sharing a help text are drawn on one help line ("y or Enter n or Esc ..."), which keeps help on one screen.
const CONFIRMING = 'in a confirmation: y/Enter confirm, n/Esc refuse, arrows scroll';
const IN_PROFILES = 'in Profiles: Enter load, s save, a save as, r rename, d delete';
const SORT = 'sort by the next (s) or previous (S) column, reverse it (R)';
const GRAPH_KEYS = 'Graph of the selected process (sorted column) / view';
const IN_GRAPHS = 'in Graphs: Graph, cursor, A/B, Raw/MA5, CSV, remove';
// P and o share a line; help scrolls when the table is taller than the screen.
const DIALOG_KEYS = 'Record (r, stopping asks first) / Profiles (P) / Settings (o) / Log list (l)';
const CLOSING = 'close a dialog (in the start-up chooser: start with Empty (default))';
const IN_HELP = 'in help: scroll';
const IN_INFO_TABS = 'in Process Info: next / previous tab, tab 1-5 (Image Metrics Files DLLs Environment)';
const IN_INFO_LIST = 'in Process Info: scroll the list';
/** One help line (help fits 80×24): F5 captures the tab again, d authorizes or revokes .NET collection (asks first). */
const IN_INFO_ACTIONS = 'in Process Info: F5 capture again, d .NET collection on / off';
const IN_SETTINGS = 'in Settings: choose a line, change it (Space/Enter), move a column up / down ([ ])';
const IN_STARTUP = 'in the start-up chooser: choose and load a Tracking List';
const IN_RECORD = 'in Record: interval (←/→), start (Enter)';

const char =
  (...chars: string[]) =>
  (input: string) =>
    chars.includes(input);

const MOVE = 'move the selection';

export const KEYMAP = [
  { id: 'move_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: MOVES, group: 'table', help: MOVE },
  { id: 'move_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: MOVES, group: 'table', help: MOVE },
  { id: 'page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: MOVES, group: 'table', help: MOVE },
  { id: 'page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: MOVES, group: 'table', help: MOVE },
  { id: 'home', keys: 'Home', matches: (_i, key) => key.home, contexts: HOME_END, group: 'table', help: MOVE },
  { id: 'end', keys: 'End', matches: (_i, key) => key.end, contexts: HOME_END, group: 'table', help: MOVE },
  { id: 'process_info', keys: 'Enter', matches: (_i, key) => key.return, contexts: TABLE, group: 'table', help: 'Process Info of the selected process (Image, Metrics, Files, DLLs, Environment)' },
  { id: 'tree_view', keys: 'F5', matches: (_i, key) => key.f5 === true, contexts: TABLE, group: 'table', help: 'tree view: children under their verified parent' },
  { id: 'wide_names', keys: 'N', matches: char('N'), contexts: TABLE, group: 'table', help: 'widen the Name column to show full names / narrow it again' },
  { id: 'track', keys: 't or Space', matches: char('t', ' '), contexts: TABLE, group: 'table', help: 'track / untrack the selected process name (keeps long history)' },
  { id: 'tracked_only', keys: 'T', matches: char('T'), contexts: TABLE, group: 'table', help: 'Tracked-only: show tracked processes and Ghost Rows only' },
  { id: 'filter', keys: '/', matches: char('/'), contexts: BROWSE, group: 'table', help: 'filter by name, path or PID (Enter applies, Esc cancels)' , footer: { log_view: 'filter' } },
  { id: 'sort_next', keys: 's', matches: char('s'), contexts: BROWSE, group: 'table', help: SORT , footer: { log_view: 'sort' } },
  { id: 'sort_prev', keys: 'S', matches: char('S'), contexts: BROWSE, group: 'table', help: SORT , footer: { log_view: 'sort' } },
  { id: 'reverse_sort', keys: 'R', matches: char('R'), contexts: BROWSE, group: 'table', help: SORT , footer: { log_view: 'sort' } },
  { id: 'pause', keys: 'p', matches: char('p'), contexts: [...TABLE, 'graphs'], group: 'table', help: 'pause / resume the display (sampling and MCP values go on)' },
  { id: 'add_graph', keys: 'g', matches: char('g'), contexts: BROWSE, group: 'table', help: GRAPH_KEYS , footer: { log_view: 'add Graph' } },
  { id: 'graph_view', keys: 'G', matches: char('G'), contexts: ['table', 'graphs', 'help', 'log_view'], group: 'table', help: GRAPH_KEYS , footer: { graphs: 'table', log_view: 'Graphs' } },
  { id: 'graph_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: GRAPHS, group: 'table', help: IN_GRAPHS , footer: { graphs: 'Graph' } },
  { id: 'graph_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: GRAPHS, group: 'table', help: IN_GRAPHS , footer: { graphs: 'Graph' } },
  { id: 'cursor_left', keys: '←', matches: (_i, key) => key.leftArrow, contexts: GRAPHS, group: 'table', help: IN_GRAPHS , footer: { graphs: 'cursor' } },
  { id: 'cursor_right', keys: '→', matches: (_i, key) => key.rightArrow, contexts: GRAPHS, group: 'table', help: IN_GRAPHS , footer: { graphs: 'cursor' } },
  { id: 'marker_a', keys: 'a', matches: char('a'), contexts: GRAPHS, group: 'table', help: IN_GRAPHS , footer: { graphs: 'A/B' } },
  { id: 'marker_b', keys: 'b', matches: char('b'), contexts: GRAPHS, group: 'table', help: IN_GRAPHS , footer: { graphs: 'A/B' } },
  { id: 'display_mode', keys: 'm', matches: char('m'), contexts: GRAPHS, group: 'table', help: IN_GRAPHS , footer: { graphs: 'Raw/MA5' } },
  { id: 'export_csv', keys: 'e', matches: char('e'), contexts: GRAPHS, group: 'table', help: IN_GRAPHS , footer: { graphs: 'CSV' } },
  { id: 'remove_graph', keys: 'Del', matches: (_i, key) => key.delete, contexts: GRAPHS, group: 'table', help: IN_GRAPHS , footer: { graphs: 'remove' } },
  ...SAMPLES_PANEL_KEYS,
  ...DRILLDOWN_PANEL_KEYS,
  { id: 'record', keys: 'r', matches: char('r'), contexts: ['table', 'graphs', 'help'], group: 'program', help: DIALOG_KEYS },
  { id: 'profiles', keys: 'P', matches: char('P'), contexts: EVERYWHERE, group: 'program', help: DIALOG_KEYS },
  { id: 'settings', keys: 'o', matches: char('o'), contexts: EVERYWHERE, group: 'program', help: DIALOG_KEYS },
  { id: 'log_list', keys: 'l', matches: char('l'), contexts: ['table', 'graphs', 'help'], group: 'program', help: DIALOG_KEYS },
  { id: 'help', keys: 'F1 or ?', matches: (input, key) => input === '?' || key.f1 === true, contexts: EVERYWHERE, group: 'program', help: 'show / hide this help' , footer: { graphs: 'help', log_view: 'help' } },
  { id: 'quit', keys: 'q', matches: char('q'), contexts: EVERYWHERE, group: 'program', help: 'quit' , footer: { log_view: 'quit' } },
  { id: 'dismiss_failure', keys: 'Esc', matches: (_i, key) => key.escape, contexts: ['table', 'graphs'], group: 'program', help: "dismiss a failed Recording's status lines" },
  { id: 'close', keys: 'Esc', matches: (_i, key) => key.escape, contexts: DIALOGS, group: 'dialog', help: CLOSING },
  { id: 'record_interval_down', keys: '←', matches: (_i, key) => key.leftArrow, contexts: ['record'], group: 'dialog', help: IN_RECORD },
  { id: 'record_interval_up', keys: '→', matches: (_i, key) => key.rightArrow, contexts: ['record'], group: 'dialog', help: IN_RECORD },
  { id: 'record_start', keys: 'Enter', matches: (_i, key) => key.return, contexts: ['record'], group: 'dialog', help: IN_RECORD },
  { id: 'log_list_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: LOG_LIST, group: 'dialog', help: IN_LOGS },
  { id: 'log_list_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: LOG_LIST, group: 'dialog', help: IN_LOGS },
  { id: 'log_list_load', keys: 'Enter', matches: (_i, key) => key.return, contexts: LOG_LIST, group: 'dialog', help: IN_LOGS },
  { id: 'log_list_close', keys: 'Esc l', matches: (input, key) => key.escape || input === 'l', contexts: LOG_LIST, group: 'dialog', help: IN_LOGS },
  { id: 'log_cursor_left', keys: '←', matches: (_i, key) => key.leftArrow, contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS , footer: { log_view: 'frame' } },
  { id: 'log_cursor_right', keys: '→', matches: (_i, key) => key.rightArrow, contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS , footer: { log_view: 'frame' } },
  { id: 'log_cursor_first', keys: 'Home', matches: (_i, key) => key.home, contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS , footer: { log_view: 'first/last' } },
  { id: 'log_cursor_last', keys: 'End', matches: (_i, key) => key.end, contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS , footer: { log_view: 'first/last' } },
  { id: 'log_leave', keys: 'Esc l', matches: (input, key) => key.escape || input === 'l', contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS , footer: { log_view: 'Live' } },
  { id: 'help_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: HELP, group: 'dialog', help: IN_HELP },
  { id: 'help_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: HELP, group: 'dialog', help: IN_HELP },
  { id: 'help_page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: HELP, group: 'dialog', help: IN_HELP },
  { id: 'help_page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: HELP, group: 'dialog', help: IN_HELP },
  { id: 'info_next_tab', keys: 'Tab', matches: (_i, key) => key.tab && !key.shift, contexts: INFO, group: 'dialog', help: IN_INFO_TABS },
  { id: 'info_prev_tab', keys: 'Shift-Tab', matches: (_i, key) => key.tab && key.shift, contexts: INFO, group: 'dialog', help: IN_INFO_TABS },
  { id: 'info_tab', keys: '1-5', matches: char('1', '2', '3', '4', '5'), contexts: INFO, group: 'dialog', help: IN_INFO_TABS },
  { id: 'info_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: INFO, group: 'dialog', help: IN_INFO_LIST },
  { id: 'info_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: INFO, group: 'dialog', help: IN_INFO_LIST },
  { id: 'info_page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: INFO, group: 'dialog', help: IN_INFO_LIST },
  { id: 'info_page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: INFO, group: 'dialog', help: IN_INFO_LIST },
  { id: 'info_home', keys: 'Home', matches: (_i, key) => key.home, contexts: INFO, group: 'dialog', help: IN_INFO_LIST },
  { id: 'info_end', keys: 'End', matches: (_i, key) => key.end, contexts: INFO, group: 'dialog', help: IN_INFO_LIST },
  { id: 'info_filter', keys: '/', matches: char('/'), contexts: INFO, group: 'dialog', help: 'in Process Info: filter the list (Enter applies, Esc cancels)' },
  { id: 'info_refresh', keys: 'F5', matches: (_i, key) => key.f5 === true, contexts: INFO, group: 'dialog', help: IN_INFO_ACTIONS },
  { id: 'info_dotnet', keys: 'd', matches: char('d'), contexts: INFO, group: 'dialog', help: IN_INFO_ACTIONS },
  { id: 'settings_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: SETTINGS, group: 'dialog', help: IN_SETTINGS },
  { id: 'settings_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: SETTINGS, group: 'dialog', help: IN_SETTINGS },
  { id: 'settings_toggle', keys: 'Space or Enter', matches: (input, key) => input === ' ' || key.return, contexts: SETTINGS, group: 'dialog', help: IN_SETTINGS },
  { id: 'settings_column_up', keys: '[', matches: char('['), contexts: SETTINGS, group: 'dialog', help: IN_SETTINGS },
  { id: 'settings_column_down', keys: ']', matches: char(']'), contexts: SETTINGS, group: 'dialog', help: IN_SETTINGS },
  { id: 'startup_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: ['startup'], group: 'dialog', help: IN_STARTUP },
  { id: 'startup_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: ['startup'], group: 'dialog', help: IN_STARTUP },
  { id: 'startup_load', keys: 'Enter', matches: (_i, key) => key.return, contexts: ['startup'], group: 'dialog', help: IN_STARTUP },
  { id: 'profiles_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_load', keys: 'Enter', matches: (_i, key) => key.return, contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_save', keys: 's', matches: char('s'), contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_save_as', keys: 'a', matches: char('a'), contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_rename', keys: 'r', matches: char('r'), contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_delete', keys: 'd', matches: char('d'), contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'confirm_yes', keys: 'y Enter', matches: (input, key) => input === 'y' || input === 'Y' || key.return, contexts: CONFIRM, group: 'dialog', help: CONFIRMING },
  { id: 'confirm_no', keys: 'n Esc', matches: (input, key) => input === 'n' || input === 'N' || key.escape, contexts: CONFIRM, group: 'dialog', help: CONFIRMING },
  { id: 'confirm_scroll_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: CONFIRM, group: 'dialog', help: CONFIRMING },
  { id: 'confirm_scroll_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: CONFIRM, group: 'dialog', help: CONFIRMING },
  { id: 'confirm_page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: CONFIRM, group: 'dialog', help: CONFIRMING },
  { id: 'confirm_page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: CONFIRM, group: 'dialog', help: CONFIRMING },
] as const satisfies readonly KeySpec[];

export type KeyActionId = (typeof KEYMAP)[number]['id'];

export type KeyEntry = KeySpec & { readonly id: KeyActionId };

const ENTRIES: readonly KeyEntry[] = KEYMAP;

/** The action a key press means in `context`, or null when the key does nothing there. */
export function resolveKey(context: KeyContext, input: string, key: KeyPress): KeyActionId | null {
  return ENTRIES.find((entry) => entry.contexts.includes(context) && entry.matches(input, key))?.id ?? null;
}

/**
 * While a filter is typed every key belongs to the prompt, before any context: Enter applies, Esc cancels,
 * Backspace / Delete erase, plain characters are text; anything else (F1 included) does nothing.
 */
export function filterPromptAction(draft: string, input: string, key: KeyPress): TableAction | null {
  const action = textPromptAction(draft, input, key);
  if (action === null) return null;
  return action.type === 'commit' ? { type: 'commit_filter' } : action.type === 'cancel' ? { type: 'cancel_filter' } : { type: 'edit_filter', text: action.text };
}

export type TextPromptAction = { readonly type: 'commit' } | { readonly type: 'cancel' } | { readonly type: 'edit'; readonly text: string };

/** Text entry (the filter, a profile name, the recording directory): Enter commits, Esc cancels, Backspace / Delete erase, characters are text. */
export function textPromptAction(draft: string, input: string, key: KeyPress): TextPromptAction | null {
  if (key.return) return { type: 'commit' };
  if (key.escape) return { type: 'cancel' };
  if (key.backspace || key.delete) return { type: 'edit', text: draft.slice(0, -1) };
  if (input && !key.ctrl && !key.meta) return { type: 'edit', text: draft + input };
  return null;
}

export const KEY_GROUPS: readonly KeyGroup[] = ['table', 'program', 'dialog'];

export interface HelpLine {
  readonly keys: string;
  readonly help: string;
}

/** Help's lines: the table by group, consecutive entries with the same help text on one line ("↑ ↓ PgUp …"). */
export function helpLines(entries: readonly KeyEntry[] = ENTRIES): HelpLine[] {
  const lines: HelpLine[] = [];
  for (const group of KEY_GROUPS) {
    let previous: KeyEntry | undefined;
    for (const entry of entries.filter((e) => e.group === group)) {
      const last = lines.at(-1);
      if (previous?.help === entry.help && last) lines[lines.length - 1] = { keys: `${last.keys} ${entry.keys}`, help: last.help };
      else lines.push({ keys: entry.keys, help: entry.help });
      previous = entry;
    }
  }
  return lines;
}

/** A footer item's keys: arrows side by side ("←→"), other keys with slashes ("Home/End", "Esc/l", "F1/?"). */
function footerKeyText(keys: readonly string[]): string {
  const spelled = keys.map((k) => k.replace(/ or /g, '/').replace(/ /g, '/'));
  return spelled.every((k) => /^[←→↑↓]$/.test(k)) ? spelled.join('') : spelled.join('/');
}

/**
 * The keys a view's footer lists, from the table: the view's own keys first (those that apply only there), then the
 * shared ones, in table order; entries with the same footer word share one item ("←→ frame  Home/End first/last").
 */
export function footerKeys(context: KeyContext, entries: readonly KeyEntry[] = ENTRIES): string {
  const listed = entries.filter((entry) => entry.contexts.includes(context) && entry.footer?.[context] !== undefined);
  const own = listed.filter((entry) => entry.contexts.length === 1);
  const items: { readonly word: string; readonly keys: string[] }[] = [];
  for (const entry of [...own, ...listed.filter((entry) => entry.contexts.length > 1)]) {
    const word = entry.footer![context]!;
    const item = items.find((i) => i.word === word);
    if (item) item.keys.push(entry.keys);
    else items.push({ word, keys: [entry.keys] });
  }
  return items.map((item) => `${footerKeyText(item.keys)} ${item.word}`).join('  ');
}

