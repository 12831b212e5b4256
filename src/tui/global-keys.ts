// The keys that act whichever panel has the focus (G workspace, P profiles, r record, l log list, e export CSV,
// p pause, o settings, F1/? help, q quit, Tab / Shift-Tab focus): one table of the keymap (keymap.ts), performed by
// global-actions.ts.
import { char, ON_PANELS, type KeyContext, type KeySpec } from './key-spec.js';

/** Every context where the program's keys act, dialogs that keep them included. */
const EVERYWHERE: readonly KeyContext[] = [...ON_PANELS, 'help', 'settings', 'profiles', 'process_info', 'log_view'];
/** The panels and help (not modal: the keys act behind it), and the Log view's table. */
const MAIN: readonly KeyContext[] = [...ON_PANELS, 'help', 'log_view'];
/** The same word in every panel's footer. */
const inFooters = (word: string): Partial<Record<KeyContext, string>> => Object.fromEntries([...ON_PANELS, 'log_view'].map((context) => [context, word]));

// P and o share a line; help scrolls when the table is taller than the screen.
const DIALOG_KEYS = 'Record (r, stopping asks first) / Profiles (P) / Settings (o) / Log list (l)';

export const GLOBAL_KEYS = [
  { id: 'graph_view', keys: 'G', matches: char('G'), contexts: MAIN, group: 'program', help: 'show / hide the Graph workspace (below the table, beside it when wide)', footer: { table: 'Graphs', log_view: 'Graphs', graphs: 'hide' } },
  { id: 'focus_next', keys: 'Tab', matches: (_i, key) => key.tab && !key.shift, contexts: [...ON_PANELS, 'log_view'], group: 'program', help: 'focus the next / previous panel shown (table, Graphs, Samples, system panels)', footer: inFooters('focus') },
  { id: 'focus_prev', keys: 'Shift-Tab', matches: (_i, key) => key.tab && key.shift, contexts: [...ON_PANELS, 'log_view'], group: 'program', help: 'focus the next / previous panel shown (table, Graphs, Samples, system panels)' },
  { id: 'export_csv', keys: 'e', matches: char('e'), contexts: [...ON_PANELS, 'help'], group: 'program', help: 'export every Graph to a CSV file in the working directory', footer: { graphs: 'CSV' } },
  { id: 'pause', keys: 'p', matches: char('p'), contexts: [...ON_PANELS, 'help'], group: 'program', help: 'pause / resume the display (sampling and MCP values go on)' },
  { id: 'record', keys: 'r', matches: char('r'), contexts: [...ON_PANELS, 'help'], group: 'program', help: DIALOG_KEYS },
  { id: 'profiles', keys: 'P', matches: char('P'), contexts: EVERYWHERE, group: 'program', help: DIALOG_KEYS },
  { id: 'settings', keys: 'o', matches: char('o'), contexts: EVERYWHERE, group: 'program', help: DIALOG_KEYS },
  { id: 'log_list', keys: 'l', matches: char('l'), contexts: [...ON_PANELS, 'help'], group: 'program', help: DIALOG_KEYS },
  { id: 'help', keys: 'F1 or ?', matches: (input, key) => input === '?' || key.f1 === true, contexts: EVERYWHERE, group: 'program', help: 'show / hide this help', footer: inFooters('help') },
  { id: 'quit', keys: 'q', matches: char('q'), contexts: EVERYWHERE, group: 'program', help: 'quit', footer: inFooters('quit') },
  // On the table Esc first clears an applied filter (the table's clear_filter, which dismisses these lines when none is).
  { id: 'dismiss_failure', keys: 'Esc', matches: (_i, key) => key.escape, contexts: ON_PANELS.filter((c) => c !== 'table'), group: 'program', help: "dismiss a failed Recording's status lines" },
] as const satisfies readonly KeySpec[];
