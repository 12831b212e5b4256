// The process table's keys: selection, sort, filter (Esc clears it), tracking, tree, the cell cursor and `g` (graph
// the cell), Process Info (Enter, `f` on Files), copy (`y`) and the kill key (`k`, F9).
// One table of the keymap (src/tui/keymap.ts); panels/table/actions.ts performs them.
import { char, plainArrow, type KeyContext, type KeySpec } from '../../key-spec.js';

/** Help is not modal: the table's keys keep acting behind it, as they always have, except the arrows, which scroll help. */
const TABLE: readonly KeyContext[] = ['table', 'help'];
/** The selection's moves, also over the Log view's recorded table (help scrolls with the arrows instead). */
const MOVES: readonly KeyContext[] = ['table', 'log_view'];
/** Home/End and the cell cursor: in the Log view the same keys move its time cursor instead. */
const TABLE_ONLY: readonly KeyContext[] = ['table'];
/** The table's browsing keys, also in the Log view (its table shows the recorded frame at the time cursor). */
const BROWSE: readonly KeyContext[] = [...TABLE, 'log_view'];
/** The kill key also in the Log view, where the App refuses it with a status line (a recorded process cannot be signalled). */
const KILL: readonly KeyContext[] = [...TABLE_ONLY, 'log_view'];

const MOVE = 'move the selection';
const SORT = 'sort by the next (s) or previous (S) column, reverse it (R)';
const CELL = 'move the cell cursor over the metric columns / Graph the metric under it for the selected process (again: remove)';

export const TABLE_PANEL_KEYS = [
  { id: 'move_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: MOVES, group: 'table', help: MOVE },
  { id: 'move_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: MOVES, group: 'table', help: MOVE },
  { id: 'page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: MOVES, group: 'table', help: MOVE },
  { id: 'page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: MOVES, group: 'table', help: MOVE },
  { id: 'home', keys: 'Home', matches: (_i, key) => key.home, contexts: TABLE_ONLY, group: 'table', help: MOVE },
  { id: 'end', keys: 'End', matches: (_i, key) => key.end, contexts: TABLE_ONLY, group: 'table', help: MOVE },
  { id: 'cell_left', keys: '←', matches: plainArrow('leftArrow'), contexts: TABLE_ONLY, group: 'table', help: CELL, footer: { table: 'cell' } },
  { id: 'cell_right', keys: '→', matches: plainArrow('rightArrow'), contexts: TABLE_ONLY, group: 'table', help: CELL, footer: { table: 'cell' } },
  { id: 'add_graph', keys: 'g', matches: char('g'), contexts: BROWSE, group: 'table', help: CELL, footer: { table: 'graph', log_view: 'add Graph' } },
  { id: 'process_info', keys: 'Enter', matches: (_i, key) => key.return, contexts: BROWSE, group: 'table', help: 'Process Info of the selected process (Image, Metrics, Files, DLLs, Environment)' },
  { id: 'tree_view', keys: 'F5', matches: (_i, key) => key.f5 === true, contexts: TABLE, group: 'table', help: 'tree view: children under their verified parent' },
  { id: 'wide_names', keys: 'N', matches: char('N'), contexts: TABLE, group: 'table', help: 'widen the Name column to show full names / narrow it again' },
  { id: 'track', keys: 't or Space', matches: char('t', ' '), contexts: TABLE, group: 'table', help: 'track / untrack the selected process name (keeps long history)' },
  { id: 'tracked_only', keys: 'T', matches: char('T'), contexts: TABLE, group: 'table', help: 'Tracked-only: show tracked processes and Ghost Rows only' },
  { id: 'filter', keys: '/', matches: char('/'), contexts: BROWSE, group: 'table', help: 'filter by name, path or PID (Enter applies, Esc cancels)', footer: { log_view: 'filter' } },
  { id: 'sort_next', keys: 's', matches: char('s'), contexts: BROWSE, group: 'table', help: SORT, footer: { log_view: 'sort' } },
  { id: 'sort_prev', keys: 'S', matches: char('S'), contexts: BROWSE, group: 'table', help: SORT, footer: { log_view: 'sort' } },
  { id: 'reverse_sort', keys: 'R', matches: char('R'), contexts: BROWSE, group: 'table', help: SORT, footer: { log_view: 'sort' } },
  { id: 'info_files', keys: 'f', matches: char('f'), contexts: MOVES, group: 'table', help: 'Process Info on its Files tab (open files per path, with handle counts)' },
  { id: 'copy_row', keys: 'y', matches: char('y'), contexts: MOVES, group: 'table', help: "copy the selected process's path to the clipboard (OSC 52; tmux: set-clipboard on)" },
  { id: 'kill', keys: 'k or F9', matches: (input, key) => input === 'k' || key.f9 === true, contexts: KILL, group: 'table', help: 'end the selected process: SIGTERM after a confirmation naming PID, name and start time (SIGKILL offered next)', footer: { table: 'kill' } },
  { id: 'clear_filter', keys: 'Esc', matches: (_i, key) => key.escape, contexts: TABLE_ONLY, group: 'table', help: "clear the applied filter (none applied: dismiss a failed Recording's status lines)" },
] as const satisfies readonly KeySpec[];
