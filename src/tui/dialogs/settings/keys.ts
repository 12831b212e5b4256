// Settings' keys (o opens it): choose a line, change it, move a column up or down. One table of the keymap (keymap.ts,
// through dialogs/keys.ts); dialogs/settings/actions.ts performs them.
import { char, upDownKeys, type KeyContext, type KeySpec } from '../../key-spec.js';

const SETTINGS: readonly KeyContext[] = ['settings'];
const IN_SETTINGS = 'in Settings: choose a line, change it (Space/Enter), move a column up / down ([ ])';

export const SETTINGS_KEYS = [
  ...upDownKeys('settings', SETTINGS, IN_SETTINGS),
  { id: 'settings_toggle', keys: 'Space or Enter', matches: (input, key) => input === ' ' || key.return, contexts: SETTINGS, group: 'dialog', help: IN_SETTINGS },
  { id: 'settings_column_up', keys: '[', matches: char('['), contexts: SETTINGS, group: 'dialog', help: IN_SETTINGS },
  { id: 'settings_column_down', keys: ']', matches: char(']'), contexts: SETTINGS, group: 'dialog', help: IN_SETTINGS },
] as const satisfies readonly KeySpec[];
