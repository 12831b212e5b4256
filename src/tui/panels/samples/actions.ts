// Performs the Samples inspector's own keys (panels/samples/keys.ts); the workspace keys it shares with the Graphs
// are the Graphs' (panels/graphs/actions.ts). Its table has no entries yet, so no id reaches here.
import type { PanelKeyId } from '../../keymap.js';
import type { PanelContext } from '../context.js';

export function performSamplesKey(id: PanelKeyId<'samples'>, _ctx: PanelContext): void {
  switch (id) {
  }
}
