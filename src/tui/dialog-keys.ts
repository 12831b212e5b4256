// The dialogs' keys (help, Settings, Profiles, Record, Process Info, the start-up chooser, a confirmation) and the
// Log list's and Log view's: one table of the keymap (keymap.ts), performed by hooks/useKeyHandler.ts.
import { char, type KeyContext, type KeySpec } from './key-spec.js';

const LOG_LIST: readonly KeyContext[] = ['log_list'];
const LOG_VIEW: readonly KeyContext[] = ['log_view'];
// The Log list's and the Log view's keys share one help line.
const IN_LOGS = 'Log list: choose, load, close; Log view: frame, first/last, Live';
const DIALOGS: readonly KeyContext[] = ['help', 'settings', 'profiles', 'record', 'process_info', 'startup'];
const CONFIRM: readonly KeyContext[] = ['confirm'];
const PROFILES: readonly KeyContext[] = ['profiles'];
const HELP: readonly KeyContext[] = ['help'];
const INFO: readonly KeyContext[] = ['process_info'];
const SETTINGS: readonly KeyContext[] = ['settings'];
// Entries sharing a help text are drawn on one help line ("y or Enter n or Esc ..."), which keeps help on one screen.
const CONFIRMING = 'in a confirmation: y/Enter confirm, n/Esc refuse, arrows scroll';
const IN_PROFILES = 'in Profiles: Enter load, s save, a save as, r rename, d delete';
const CLOSING = 'close a dialog (in the start-up chooser: start with Empty (default))';
const IN_HELP = 'in help: scroll';
const IN_INFO_TABS = 'in Process Info: next / previous tab, tab 1-5 (Image Metrics Files DLLs Environment)';
const IN_INFO_LIST = 'in Process Info: scroll the list';
/** One help line (help fits 80×24): F5 captures the tab again, d authorizes or revokes .NET collection (asks first). */
const IN_INFO_ACTIONS = 'in Process Info: F5 capture again, d .NET collection on / off';
const IN_SETTINGS = 'in Settings: choose a line, change it (Space/Enter), move a column up / down ([ ])';
const IN_STARTUP = 'in the start-up chooser: choose and load a Tracking List';
const IN_RECORD = 'in Record: interval (←/→), start (Enter)';

export const DIALOG_KEYS = [
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
