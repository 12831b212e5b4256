// The Log list's keys (l opens it: choose, load, close) and the Log view's (the table over a loaded log: the time
// cursor's frame, first/last, back to Live). One table of the keymap (keymap.ts, through dialogs/keys.ts);
// dialogs/logs/actions.ts performs them.
import { upDownKeys, type KeyContext, type KeySpec } from '../../key-spec.js';

const LOG_LIST: readonly KeyContext[] = ['log_list'];
const LOG_VIEW: readonly KeyContext[] = ['log_view'];
// The Log list's and the Log view's keys share one help line.
const IN_LOGS = 'Log list: choose, load, close; Log view: frame, first/last, Live';

export const LOG_KEYS = [
  ...upDownKeys('log_list', LOG_LIST, IN_LOGS),
  { id: 'log_list_load', keys: 'Enter', matches: (_i, key) => key.return, contexts: LOG_LIST, group: 'dialog', help: IN_LOGS },
  { id: 'log_list_close', keys: 'Esc l', matches: (input, key) => key.escape || input === 'l', contexts: LOG_LIST, group: 'dialog', help: IN_LOGS },
  { id: 'log_cursor_left', keys: '←', matches: (_i, key) => key.leftArrow, contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS, footer: { log_view: 'frame' } },
  { id: 'log_cursor_right', keys: '→', matches: (_i, key) => key.rightArrow, contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS, footer: { log_view: 'frame' } },
  { id: 'log_cursor_first', keys: 'Home', matches: (_i, key) => key.home, contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS, footer: { log_view: 'first/last' } },
  { id: 'log_cursor_last', keys: 'End', matches: (_i, key) => key.end, contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS, footer: { log_view: 'first/last' } },
  { id: 'log_leave', keys: 'Esc l', matches: (input, key) => key.escape || input === 'l', contexts: LOG_VIEW, group: 'dialog', help: IN_LOGS, footer: { log_view: 'Live' } },
] as const satisfies readonly KeySpec[];
