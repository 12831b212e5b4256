// The drill-down's keys (one table of the keymap, keymap.ts): D on the Graphs or the Samples inspector opens it at
// the cursor's sample time; in it ↑/↓/PgUp/PgDn choose a process, Enter selects it in the table, Esc or D closes it.
// panels/drilldown/actions.ts performs them.
import { char, plainArrow, type KeyContext, type KeySpec } from '../../key-spec.js';

const OPEN: readonly KeyContext[] = ['graphs', 'samples'];
const IN: readonly KeyContext[] = ['drilldown'];
// One help line for the keys inside it.
const CHOOSE = 'in the drill-down: choose a process, Enter selects it in the table, Esc/D closes';

export const DRILLDOWN_KEYS = [
  { id: 'drilldown_open', keys: 'D', matches: char('D'), contexts: OPEN, group: 'graphs', help: "drill-down: the processes highest for the active Graph's metric at the cursor's sample", footer: { graphs: 'drill-down', samples: 'drill-down' } },
  { id: 'drilldown_up', keys: '↑', matches: plainArrow('upArrow'), contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'choose' } },
  { id: 'drilldown_down', keys: '↓', matches: plainArrow('downArrow'), contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'choose' } },
  { id: 'drilldown_page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'choose' } },
  { id: 'drilldown_page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'choose' } },
  { id: 'drilldown_select', keys: 'Enter', matches: (_i, key) => key.return, contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'select in table' } },
  { id: 'drilldown_close', keys: 'Esc or D', matches: (input, key) => key.escape || input === 'D', contexts: IN, group: 'dialog', help: CHOOSE, footer: { drilldown: 'close' } },
] as const satisfies readonly KeySpec[];
