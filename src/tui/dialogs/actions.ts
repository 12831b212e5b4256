// Routes a dialog's key to that dialog's handler (dialogs/<dialog>/actions.ts), closes the top dialog (Esc), and
// hands a key to the top dialog's text prompt while one is typed (a profile name, a Process Info filter, the
// recording directory, the Record dialog's directory).
import { inTable } from '../key-spec.js';
import { resolveKey, type KeyPress } from '../keymap.js';
import { topDialog, type DialogKind } from '../state/dialogs.js';
import { performConfirmKey } from './confirm/actions.js';
import { CONFIRM_KEYS } from './confirm/keys.js';
import type { DialogContext } from './context.js';
import { performHelpKey } from './help/actions.js';
import { HELP_KEYS } from './help/keys.js';
import type { DIALOG_KEYS } from './keys.js';
import { performLogKey } from './logs/actions.js';
import { LOG_KEYS } from './logs/keys.js';
import { performProcessInfoKey, processInfoPrompt } from './process-info/actions.js';
import { PROCESS_INFO_KEYS } from './process-info/keys.js';
import { performProfilesKey, profilesPrompt } from './profiles/actions.js';
import { PROFILES_KEYS } from './profiles/keys.js';
import { performRecordKey, typeRecordDirectory } from './record/actions.js';
import { RECORD_KEYS } from './record/keys.js';
import { performSettingsKey, settingsPrompt } from './settings/actions.js';
import { SETTINGS_KEYS } from './settings/keys.js';

export type DialogKeyId = (typeof DIALOG_KEYS)[number]['id'];

export function performDialogKey(id: DialogKeyId, input: string, ctx: DialogContext): void {
  if (id === 'close') return closeTopDialog(ctx);
  if (inTable(RECORD_KEYS, id)) return performRecordKey(id, ctx);
  if (inTable(LOG_KEYS, id)) return performLogKey(id, ctx);
  if (inTable(HELP_KEYS, id)) return performHelpKey(id, ctx);
  if (inTable(PROCESS_INFO_KEYS, id)) return performProcessInfoKey(id, input, ctx);
  if (inTable(SETTINGS_KEYS, id)) return performSettingsKey(id, ctx);
  if (inTable(PROFILES_KEYS, id)) return performProfilesKey(id, ctx);
  if (inTable(CONFIRM_KEYS, id)) return performConfirmKey(id, ctx);
}

/** Esc: closes the top dialog; a closed Process Info cancels the captures still running for it. */
function closeTopDialog(ctx: DialogContext): void {
  const closing = topDialog(ctx.dialogs.stack.current.current);
  ctx.dialogs.stack.dispatch({ type: 'close' });
  if (closing === 'process_info') ctx.store.actions.processInfo.close();
}

/** The Record dialog takes every key: its own table's first, anything else is the directory being typed. */
function recordPrompt(input: string, key: KeyPress, ctx: DialogContext): boolean {
  const id = resolveKey('record', input, key);
  if (id !== null) performDialogKey(id as DialogKeyId, input, ctx);
  else typeRecordDirectory(input, key, ctx);
  return true;
}

const PROMPTS: Partial<Record<DialogKind, (input: string, key: KeyPress, ctx: DialogContext) => boolean>> = {
  profiles: profilesPrompt,
  process_info: processInfoPrompt,
  settings: settingsPrompt,
  record: recordPrompt,
};

/** A text prompt of the top dialog that takes this key, if one is being typed (never under a confirmation); true when it took the key. */
export function dialogPrompt(input: string, key: KeyPress, ctx: DialogContext): boolean {
  if (ctx.store.getView().confirmation !== null) return false;
  const top = topDialog(ctx.dialogs.stack.current.current);
  return top !== null && (PROMPTS[top]?.(input, key, ctx) ?? false);
}
