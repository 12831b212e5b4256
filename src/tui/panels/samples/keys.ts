// The Samples inspector's keys (one table; keymap.ts adds it to the one keymap that draws F1 help and the footers):
// `v` shows or hides it from the Graphs or the inspector; while it has the focus, ↑/↓ move the shared cursor one
// sample and PgUp/PgDn a page of rows; D opens the drill-down at the cursor from either.
import type { KeyContext, KeySpec } from '../../keymap.js';

/** Where the inspector's own keys apply: the inspector focused (Tab). */
const SAMPLES: readonly KeyContext[] = ['samples'];
/** Where the workspace keys it shares apply: the Graphs and the inspector. */
const WORKSPACE: readonly KeyContext[] = ['graphs', 'samples'];
// One help line for the inspector's keys (help fits 80×24 with one page down).
export const SAMPLES_HELP = 'Samples inspector: v show/hide, Tab focus, in it the cursor by sample/page; D drill-down';

export const SAMPLES_PANEL_KEYS = [
  { id: 'samples_focus', keys: 'Tab', matches: (_i, key) => key.tab, contexts: WORKSPACE, group: 'table', help: SAMPLES_HELP, footer: { graphs: 'focus', samples: 'focus' } },
  { id: 'samples_toggle', keys: 'v', matches: (input) => input === 'v', contexts: WORKSPACE, group: 'table', help: SAMPLES_HELP, footer: { graphs: 'Samples', samples: 'hide' } },
  { id: 'samples_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: SAMPLES, group: 'table', help: SAMPLES_HELP, footer: { samples: 'sample' } },
  { id: 'samples_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: SAMPLES, group: 'table', help: SAMPLES_HELP, footer: { samples: 'sample' } },
  { id: 'samples_page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: SAMPLES, group: 'table', help: SAMPLES_HELP, footer: { samples: 'page' } },
  { id: 'samples_page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: SAMPLES, group: 'table', help: SAMPLES_HELP, footer: { samples: 'page' } },
] as const satisfies readonly KeySpec[];
