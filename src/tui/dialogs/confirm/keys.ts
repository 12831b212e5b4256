// A waiting confirmation's keys (the App asks: kill, quit while recording, .NET collection, an MCP request): y/Enter
// confirm, n/Esc refuse, the arrows and PgUp/PgDn scroll its description. One table of the keymap (keymap.ts,
// through dialogs/keys.ts); dialogs/confirm/actions.ts performs them.
import { pageKeys, upDownKeys, type KeyContext, type KeySpec } from '../../key-spec.js';

const CONFIRM: readonly KeyContext[] = ['confirm'];
// Entries sharing a help text are drawn on one help line ("y or Enter n or Esc ..."), which keeps help on one screen.
const CONFIRMING = 'in a confirmation: y/Enter confirm, n/Esc refuse, arrows scroll';

export const CONFIRM_KEYS = [
  { id: 'confirm_yes', keys: 'y Enter', matches: (input, key) => input === 'y' || input === 'Y' || key.return, contexts: CONFIRM, group: 'dialog', help: CONFIRMING },
  { id: 'confirm_no', keys: 'n Esc', matches: (input, key) => input === 'n' || input === 'N' || key.escape, contexts: CONFIRM, group: 'dialog', help: CONFIRMING },
  ...upDownKeys('confirm_scroll', CONFIRM, CONFIRMING),
  ...pageKeys('confirm', CONFIRM, CONFIRMING),
] as const satisfies readonly KeySpec[];
