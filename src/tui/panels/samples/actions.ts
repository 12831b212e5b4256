// Performs the Samples inspector's own keys (panels/samples/keys.ts): they move the shared cursor (App state), and
// the list follows it; the workspace keys it shares with the Graphs are the Graphs' (panels/graphs/actions.ts).
import type { PanelKeyId } from '../../keymap.js';
import type { PanelContext } from '../context.js';

export function performSamplesKey(id: PanelKeyId<'samples'>, ctx: PanelContext): void {
  switch (id) {
    case 'samples_up':
      return ctx.store.actions.graphs.moveCursor(-1);
    case 'samples_down':
      return ctx.store.actions.graphs.moveCursor(1);
    case 'samples_page_up':
      return ctx.store.actions.graphs.moveCursor(-ctx.samplesPageRows());
    case 'samples_page_down':
      return ctx.store.actions.graphs.moveCursor(ctx.samplesPageRows());
  }
}
