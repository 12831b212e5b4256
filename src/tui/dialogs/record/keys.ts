// The Record dialog's keys (r opens it): ←/→ choose the interval, Enter starts; what else is typed is the directory.
// One table of the keymap (keymap.ts, through dialogs/keys.ts); dialogs/record/actions.ts performs them.
import type { KeyContext, KeySpec } from '../../key-spec.js';

const RECORD: readonly KeyContext[] = ['record'];
const IN_RECORD = 'in Record: interval (←/→), start (Enter)';

export const RECORD_KEYS = [
  { id: 'record_interval_down', keys: '←', matches: (_i, key) => key.leftArrow, contexts: RECORD, group: 'dialog', help: IN_RECORD },
  { id: 'record_interval_up', keys: '→', matches: (_i, key) => key.rightArrow, contexts: RECORD, group: 'dialog', help: IN_RECORD },
  { id: 'record_start', keys: 'Enter', matches: (_i, key) => key.return, contexts: RECORD, group: 'dialog', help: IN_RECORD },
] as const satisfies readonly KeySpec[];
