// The drill-down's keys (one table; keymap.ts adds it to the one keymap that draws F1 help and the footers): D on the
// Graphs or the Samples inspector opens it at the cursor's sample time; in it ↑/↓/PgUp/PgDn choose a process, Enter
// selects it in the table, Esc or D closes it.
import type { KeyContext, KeySpec } from '../../keymap.js';
import { SAMPLES_HELP } from '../samples/keys.js';

const OPEN: readonly KeyContext[] = ['graphs', 'samples'];
const IN: readonly KeyContext[] = ['drilldown'];
// One help line for the keys inside it (help fits 80×24 with one page down).
const CHOOSE = 'in the drill-down: choose a process, Enter selects it in the table, Esc/D closes';

export const DRILLDOWN_PANEL_KEYS = [
  { id: 'drilldown_open', keys: 'D', matches: (input) => input === 'D', contexts: OPEN, group: 'table', help: SAMPLES_HELP, footer: { graphs: 'drill-down', samples: 'drill-down' } },
  { id: 'drilldown_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'choose' } },
  { id: 'drilldown_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'choose' } },
  { id: 'drilldown_page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'choose' } },
  { id: 'drilldown_page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'choose' } },
  { id: 'drilldown_select', keys: 'Enter', matches: (_i, key) => key.return, contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'select in table' } },
  { id: 'drilldown_close', keys: 'Esc or D', matches: (input, key) => key.escape || input === 'D', contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'close' } },
] as const satisfies readonly KeySpec[];
