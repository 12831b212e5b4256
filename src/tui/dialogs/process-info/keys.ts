// Process Info's keys (Enter on the table opens it): tabs, the list's cursor, its filter, F5 capture again, d .NET
// collection, y copy. One table of the keymap (keymap.ts, through dialogs/keys.ts); dialogs/process-info/actions.ts
// performs them.
import { char, pageKeys, upDownKeys, type KeyContext, type KeySpec } from '../../key-spec.js';

const INFO: readonly KeyContext[] = ['process_info'];
const IN_INFO_TABS = 'in Process Info: next / previous tab, tab 1-5 (Image Metrics Files DLLs Environment)';
const IN_INFO_LIST = 'in Process Info: scroll the list';
/** One help line (help fits 80×24): F5 captures the tab again, d authorizes or revokes .NET collection (asks first). */
const IN_INFO_ACTIONS = 'in Process Info: F5 capture again, d .NET collection on / off';

export const PROCESS_INFO_KEYS = [
  { id: 'info_next_tab', keys: 'Tab', matches: (_i, key) => key.tab && !key.shift, contexts: INFO, group: 'dialog', help: IN_INFO_TABS },
  { id: 'info_prev_tab', keys: 'Shift-Tab', matches: (_i, key) => key.tab && key.shift, contexts: INFO, group: 'dialog', help: IN_INFO_TABS },
  { id: 'info_tab', keys: '1-5', matches: char('1', '2', '3', '4', '5'), contexts: INFO, group: 'dialog', help: IN_INFO_TABS },
  ...upDownKeys('info', INFO, IN_INFO_LIST),
  ...pageKeys('info', INFO, IN_INFO_LIST),
  { id: 'info_home', keys: 'Home', matches: (_i, key) => key.home, contexts: INFO, group: 'dialog', help: IN_INFO_LIST },
  { id: 'info_end', keys: 'End', matches: (_i, key) => key.end, contexts: INFO, group: 'dialog', help: IN_INFO_LIST },
  { id: 'info_filter', keys: '/', matches: char('/'), contexts: INFO, group: 'dialog', help: 'in Process Info: filter the list (Enter applies, Esc cancels)' },
  { id: 'info_refresh', keys: 'F5', matches: (_i, key) => key.f5 === true, contexts: INFO, group: 'dialog', help: IN_INFO_ACTIONS },
  { id: 'info_dotnet', keys: 'd', matches: char('d'), contexts: INFO, group: 'dialog', help: IN_INFO_ACTIONS },
  { id: 'info_copy', keys: 'y', matches: char('y'), contexts: INFO, group: 'dialog', help: "in Process Info: copy the selected line (a file's path) to the clipboard (OSC 52)" },
] as const satisfies readonly KeySpec[];
