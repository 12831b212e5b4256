// The dialogs' key tables gathered in the order help draws them (each dialog's own table in dialogs/<dialog>/keys.ts),
// with the one key they share: Esc closes the top dialog. keymap.ts takes this into the one keymap.
import type { KeyContext, KeySpec } from '../key-spec.js';
import { CONFIRM_KEYS } from './confirm/keys.js';
import { HELP_KEYS } from './help/keys.js';
import { LOG_KEYS } from './logs/keys.js';
import { PROCESS_INFO_KEYS } from './process-info/keys.js';
import { PROFILES_KEYS } from './profiles/keys.js';
import { RECORD_KEYS } from './record/keys.js';
import { SETTINGS_KEYS } from './settings/keys.js';

const DIALOGS: readonly KeyContext[] = ['help', 'settings', 'profiles', 'record', 'process_info', 'startup'];
const CLOSING = 'close a dialog (in the start-up chooser: start with Empty (default))';

export const CLOSE_KEYS = [{ id: 'close', keys: 'Esc', matches: (_i, key) => key.escape, contexts: DIALOGS, group: 'dialog', help: CLOSING }] as const satisfies readonly KeySpec[];

export const DIALOG_KEYS = [...CLOSE_KEYS, ...RECORD_KEYS, ...LOG_KEYS, ...HELP_KEYS, ...PROCESS_INFO_KEYS, ...SETTINGS_KEYS, ...PROFILES_KEYS, ...CONFIRM_KEYS] as const satisfies readonly KeySpec[];
