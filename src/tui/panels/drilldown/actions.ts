// Performs the drill-down's keys (panels/drilldown/keys.ts): D opens it at the cursor's sample (App state), the arrows
// choose an entry, Enter selects the chosen process in the table — in the Log view first moving the time cursor to the
// drill-down's frame, clearing a filter or Tracked-only that hides the row, handing the focus to the table — or says
// why it cannot be shown; Esc or D closes it.
import type { KeyActionId } from '../../keymap.js';
import type { PanelContext } from '../context.js';
import { drilldownEntries, revealPlan } from './reducer.js';

export type DrilldownKeyId = Extract<KeyActionId, `drilldown_${string}`>;

/** Rows PgUp / PgDn move the choice. */
const PAGE = 10;

export function performDrilldownKey(id: DrilldownKeyId, ctx: PanelContext): void {
  const { store, drilldown } = ctx;
  const count = () => {
    const open = store.getView().graphs.drilldown;
    return open === null ? 0 : drilldownEntries(open).length;
  };
  switch (id) {
    case 'drilldown_open':
      drilldown.dispatch({ type: 'reset' });
      return store.actions.graphs.openDrilldown();
    case 'drilldown_up':
      return drilldown.dispatch({ type: 'move', by: -1, count: count() });
    case 'drilldown_down':
      return drilldown.dispatch({ type: 'move', by: 1, count: count() });
    case 'drilldown_page_up':
      return drilldown.dispatch({ type: 'move', by: -PAGE, count: count() });
    case 'drilldown_page_down':
      return drilldown.dispatch({ type: 'move', by: PAGE, count: count() });
    case 'drilldown_close':
      store.actions.graphs.closeDrilldown();
      return drilldown.dispatch({ type: 'reset' });
    case 'drilldown_select':
      return select(ctx);
  }
}

function select(ctx: PanelContext): void {
  const { store, drilldown, table } = ctx;
  const open = store.getView().graphs.drilldown;
  const entry = open === null ? undefined : drilldownEntries(open)[drilldown.current.current.selected];
  if (open === null || entry === undefined) return;
  // In the Log view the table shows the recorded frame at its time cursor: the drill-down's frame first.
  if (store.getView().logView !== null && !store.actions.logs.showFrameAt(open.atMs)) {
    return drilldown.dispatch({ type: 'refused', reason: 'The recording has no frame at that time.' });
  }
  const view = store.getView();
  const options = { showKernelThreads: view.preferences.showKernelThreads, treeView: view.preferences.treeView };
  const plan = revealPlan(entry, view.rows, table.current.current, options, view.logView !== null);
  if (plan.kind === 'refuse') return drilldown.dispatch({ type: 'refused', reason: plan.reason });
  table.dispatch({ type: 'reveal', key: plan.key, clearFilter: plan.clearFilter, clearTrackedOnly: plan.clearTrackedOnly });
  store.actions.graphs.closeDrilldown();
  drilldown.dispatch({ type: 'reset' });
  ctx.focusPanel('table');
}
