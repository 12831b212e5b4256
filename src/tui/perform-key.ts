// Hands a resolved key action to the handler of the table that holds it: a panel's (panels/<panel>/actions.ts), the
// grouping view's, the drill-down's, a dialog's (dialogs/actions.ts routes among them) or the global keys'.
import type { DialogContext } from './dialogs/context.js';
import { performDialogKey } from './dialogs/actions.js';
import { DIALOG_KEYS } from './dialogs/keys.js';
import { performGlobalKey } from './global-actions.js';
import { GLOBAL_KEYS } from './global-keys.js';
import { inTable } from './key-spec.js';
import { isGroupsKey, PANEL_KEYS, type KeyActionId } from './keymap.js';
import { performDrilldownKey } from './panels/drilldown/actions.js';
import { DRILLDOWN_KEYS } from './panels/drilldown/keys.js';
import { performGraphsKey } from './panels/graphs/actions.js';
import { performGroupsKey } from './panels/groups/actions.js';
import { performSamplesKey } from './panels/samples/actions.js';
import { performSystemKey } from './panels/system/actions.js';
import { performTableKey } from './panels/table/actions.js';

export function performKey(id: KeyActionId, input: string, ctx: DialogContext): void {
  if (isGroupsKey(id)) return performGroupsKey(id, ctx);
  if (inTable(PANEL_KEYS.table, id)) return performTableKey(id, ctx);
  if (inTable(PANEL_KEYS.graphs, id)) return performGraphsKey(id, ctx);
  if (inTable(PANEL_KEYS.samples, id)) return performSamplesKey(id, ctx);
  if (inTable(PANEL_KEYS.system, id)) return performSystemKey(id, ctx);
  if (inTable(DRILLDOWN_KEYS, id)) return performDrilldownKey(id, ctx);
  if (inTable(DIALOG_KEYS, id)) return performDialogKey(id, input, ctx);
  if (inTable(GLOBAL_KEYS, id)) return performGlobalKey(id, ctx);
}
