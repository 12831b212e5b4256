// Help's keys (F1 or ? shows it): the arrows and PgUp/PgDn scroll it. One table of the keymap (keymap.ts, through
// dialogs/keys.ts); dialogs/help/actions.ts performs them.
import { pageKeys, upDownKeys, type KeyContext, type KeySpec } from '../../key-spec.js';

const HELP: readonly KeyContext[] = ['help'];
const IN_HELP = 'in help: scroll';

export const HELP_KEYS = [
  ...upDownKeys('help', HELP, IN_HELP),
  ...pageKeys('help', HELP, IN_HELP),
] as const satisfies readonly KeySpec[];
