// The system panels' keys once Tab gives them the focus: a metric cursor over MEM, CPU (total and per logical CPU),
// NW/DISK and GPU (as a table's cell cursor; ↑/↓ skip to another line, past a long row of CPUs) and `g` to Graph the
// metric under it. One table of the keymap; panels/system/actions.ts
// performs them.
import { char, plainArrow, type KeyContext, type KeySpec } from '../../key-spec.js';

const SYSTEM: readonly KeyContext[] = ['system'];
const HELP = 'in the system panels (Tab): move the metric cursor (CPU: the total, then each logical CPU)';
const GRAPH_HELP = 'in the system panels (Tab): Graph the metric under the cursor (again: remove)';
const LINE_HELP = 'in the system panels (Tab): the metric cursor to the first metric of the next / previous line';

export const SYSTEM_PANEL_KEYS = [
  { id: 'system_prev', keys: '←', matches: plainArrow('leftArrow'), contexts: SYSTEM, group: 'system', help: HELP, footer: { system: 'metric' } },
  { id: 'system_next', keys: '→', matches: plainArrow('rightArrow'), contexts: SYSTEM, group: 'system', help: HELP, footer: { system: 'metric' } },
  { id: 'system_up', keys: '↑', matches: plainArrow('upArrow'), contexts: SYSTEM, group: 'system', help: LINE_HELP, footer: { system: 'line' } },
  { id: 'system_down', keys: '↓', matches: plainArrow('downArrow'), contexts: SYSTEM, group: 'system', help: LINE_HELP, footer: { system: 'line' } },
  { id: 'system_graph', keys: 'g', matches: char('g'), contexts: SYSTEM, group: 'system', help: GRAPH_HELP, footer: { system: 'graph' } },
] as const satisfies readonly KeySpec[];
