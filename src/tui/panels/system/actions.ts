// Performs the system panels' keys (panels/system/keys.ts): the metric cursor (by item, or by line) and `g`, which
// adds (or removes) the Graph of the metric under it.
import type { PanelKeyId } from '../../keymap.js';
import type { PanelContext } from '../context.js';
import { lineStep, systemItems } from './items.js';

export function performSystemKey(id: PanelKeyId<'system'>, ctx: PanelContext): void {
  const view = ctx.store.getView();
  const items = systemItems(view.system, view.gpus);
  const move = (by: number) => ctx.system.dispatch({ type: 'move', by, count: items.length });
  switch (id) {
    case 'system_prev':
      return move(-1);
    case 'system_next':
      return move(1);
    case 'system_up':
      return move(lineStep(items, ctx.system.current.current.index, -1));
    case 'system_down':
      return move(lineStep(items, ctx.system.current.current.index, 1));
    case 'system_graph': {
      const source = items[Math.min(ctx.system.current.current.index, items.length - 1)]?.source;
      if (source) ctx.store.actions.toggleGraph(source);
      return;
    }
  }
}
