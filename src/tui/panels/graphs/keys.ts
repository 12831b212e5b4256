// The Graph workspace's keys (PgUp/PgDn step the span on the Graphs only: in the Samples inspector they page its list): active Graph, cursor, time span, fit, pan, zero axis, A/B markers, Raw/MA5, layout,
// the Samples inspector, remove. One table of the keymap (src/tui/keymap.ts); panels/graphs/actions.ts performs them.
import { char, plainArrow, type KeyContext, type KeySpec } from '../../key-spec.js';

const GRAPHS: readonly KeyContext[] = ['graphs'];
/** Keys that also act while the Samples inspector (which follows the Graphs' cursor) has the focus. */
const WORKSPACE: readonly KeyContext[] = ['graphs', 'samples'];
const ACTIVE = 'in Graphs: the active Graph (cards scroll to keep it shown)';
const CURSOR = 'in Graphs: move the cursor one sample (the newest sample follows live)';
const SPAN = 'in Graphs: longer / shorter time span (1, 2, 5, 10, 30 min, 1 h, 2 h); f fits all retained';
const PAN = 'in Graphs: pan the time range back / forward (reaching the newest sample follows live)';
const MARKERS = 'in Graphs: set A / B at the cursor (again: clear), jump to A / B, clear both';
// In the order of its keys on help's line (z L Del m): consecutive entries with the same text share one line.
const LOOK = 'in Graphs: zero-based Y axis, columns auto/1/2/3, remove the active Graph, Raw/MA5';

const ctrlArrow = (which: 'leftArrow' | 'rightArrow') => (_input: string, key: { readonly ctrl: boolean; readonly leftArrow: boolean; readonly rightArrow: boolean }) => key[which] && key.ctrl;

export const GRAPHS_PANEL_KEYS = [
  { id: 'cursor_left', keys: '←', matches: plainArrow('leftArrow'), contexts: WORKSPACE, group: 'graphs', help: CURSOR, footer: { graphs: 'cursor' } },
  { id: 'cursor_right', keys: '→', matches: plainArrow('rightArrow'), contexts: WORKSPACE, group: 'graphs', help: CURSOR, footer: { graphs: 'cursor' } },
  { id: 'span_longer', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: GRAPHS, group: 'graphs', help: SPAN, footer: { graphs: 'span' } },
  { id: 'span_shorter', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: GRAPHS, group: 'graphs', help: SPAN, footer: { graphs: 'span' } },
  { id: 'fit', keys: 'f', matches: char('f'), contexts: WORKSPACE, group: 'graphs', help: SPAN, footer: { graphs: 'fit' } },
  { id: 'pan_back', keys: 'Ctrl-← or [', short: '[', matches: (input, key) => input === '[' || ctrlArrow('leftArrow')(input, key), contexts: WORKSPACE, group: 'graphs', help: PAN, footer: { graphs: 'pan' } },
  { id: 'pan_forward', keys: 'Ctrl-→ or ]', short: ']', matches: (input, key) => input === ']' || ctrlArrow('rightArrow')(input, key), contexts: WORKSPACE, group: 'graphs', help: PAN, footer: { graphs: 'pan' } },
  { id: 'marker_a', keys: 'a', matches: char('a'), contexts: WORKSPACE, group: 'graphs', help: MARKERS, footer: { graphs: 'markers' } },
  { id: 'marker_b', keys: 'b', matches: char('b'), contexts: WORKSPACE, group: 'graphs', help: MARKERS, footer: { graphs: 'markers' } },
  { id: 'jump_a', keys: 'A', matches: char('A'), contexts: WORKSPACE, group: 'graphs', help: MARKERS, footer: { graphs: 'jump' } },
  { id: 'jump_b', keys: 'B', matches: char('B'), contexts: WORKSPACE, group: 'graphs', help: MARKERS, footer: { graphs: 'jump' } },
  { id: 'clear_markers', keys: 'x', matches: char('x'), contexts: WORKSPACE, group: 'graphs', help: MARKERS, footer: { graphs: 'clear' } },
  { id: 'graph_up', keys: '↑', matches: plainArrow('upArrow'), contexts: GRAPHS, group: 'graphs', help: ACTIVE, footer: { graphs: 'Graph' } },
  { id: 'graph_down', keys: '↓', matches: plainArrow('downArrow'), contexts: GRAPHS, group: 'graphs', help: ACTIVE, footer: { graphs: 'Graph' } },
  { id: 'zero_axis', keys: 'z', matches: char('z'), contexts: GRAPHS, group: 'graphs', help: LOOK, footer: { graphs: 'zero' } },
  { id: 'graph_columns', keys: 'L', matches: char('L'), contexts: GRAPHS, group: 'graphs', help: LOOK, footer: { graphs: 'columns' } },
  // ink reports both the Delete key (ESC [3~) and DEL (0x7f, what Backspace sends) as delete.
  { id: 'remove_graph', keys: 'Del', matches: (_i, key) => key.delete, contexts: GRAPHS, group: 'graphs', help: LOOK, footer: { graphs: 'remove' } },
  { id: 'display_mode', keys: 'm', matches: char('m'), contexts: GRAPHS, group: 'graphs', help: LOOK, footer: { graphs: 'Raw/MA5' } },
  { id: 'samples_toggle', keys: 'v', matches: char('v'), contexts: WORKSPACE, group: 'graphs', help: 'in Graphs: show / hide the Samples inspector (beside the Graphs when wide, else below)', footer: { graphs: 'Samples', samples: 'hide' } },
] as const satisfies readonly KeySpec[];
