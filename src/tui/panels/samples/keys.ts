// The Samples inspector's own keys (focus id `samples`): while it has the focus ↑/↓ move the shared cursor one
// sample and PgUp/PgDn a page of its rows. The inspector follows the Graphs' cursor, so the cursor, pan and marker keys
// act here too (panels/graphs/keys.ts lists them for both), and D opens the drill-down (panels/drilldown/keys.ts).
import { plainArrow, type KeyContext, type KeySpec } from '../../key-spec.js';

const SAMPLES: readonly KeyContext[] = ['samples'];
const MOVE = 'in Samples: the cursor one sample / one page of rows earlier or later';

export const SAMPLES_PANEL_KEYS = [
  { id: 'samples_up', keys: '↑', matches: plainArrow('upArrow'), contexts: SAMPLES, group: 'samples', help: MOVE, footer: { samples: 'sample' } },
  { id: 'samples_down', keys: '↓', matches: plainArrow('downArrow'), contexts: SAMPLES, group: 'samples', help: MOVE, footer: { samples: 'sample' } },
  { id: 'samples_page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: SAMPLES, group: 'samples', help: MOVE, footer: { samples: 'page' } },
  { id: 'samples_page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: SAMPLES, group: 'samples', help: MOVE, footer: { samples: 'page' } },
] as const satisfies readonly KeySpec[];
