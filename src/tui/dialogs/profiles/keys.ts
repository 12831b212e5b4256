// The Profiles dialog's keys (P opens it: load, save, save as, rename, delete) and the start-up chooser's (the same
// list of Tracking Lists, shown at start in `choose` mode). One table of the keymap (keymap.ts, through
// dialogs/keys.ts); dialogs/profiles/actions.ts performs them.
import { char, upDownKeys, type KeyContext, type KeySpec } from '../../key-spec.js';

const PROFILES: readonly KeyContext[] = ['profiles'];
const STARTUP: readonly KeyContext[] = ['startup'];
const IN_PROFILES = 'in Profiles: Enter load, s save, a save as, r rename, d delete';
const IN_STARTUP = 'in the start-up chooser: choose and load a Tracking List';

export const PROFILES_KEYS = [
  ...upDownKeys('startup', STARTUP, IN_STARTUP),
  { id: 'startup_load', keys: 'Enter', matches: (_i, key) => key.return, contexts: STARTUP, group: 'dialog', help: IN_STARTUP },
  ...upDownKeys('profiles', PROFILES, IN_PROFILES),
  { id: 'profiles_load', keys: 'Enter', matches: (_i, key) => key.return, contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_save', keys: 's', matches: char('s'), contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_save_as', keys: 'a', matches: char('a'), contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_rename', keys: 'r', matches: char('r'), contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
  { id: 'profiles_delete', keys: 'd', matches: char('d'), contexts: PROFILES, group: 'dialog', help: IN_PROFILES },
] as const satisfies readonly KeySpec[];
