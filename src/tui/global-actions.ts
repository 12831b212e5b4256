// Performs the keys that act whichever panel has the focus (global-keys.ts): quit (asking first while a Recording
// runs), the dialogs they open, pause, the Graph workspace, Tab focus, CSV export, dismissing a failed Recording.
import type { DialogContext } from './dialogs/context.js';
import { openRecordDialog } from './dialogs/record/actions.js';
import type { GLOBAL_KEYS } from './global-keys.js';

export type GlobalKeyId = (typeof GLOBAL_KEYS)[number]['id'];

export function performGlobalKey(id: GlobalKeyId, ctx: DialogContext): void {
  const { store, dialogs } = ctx;
  switch (id) {
    case 'quit':
      // While a Recording runs the App asks first; quitting then ends the Recording cleanly.
      return store.actions.requestQuit(() => {
        store.actions.quit();
        ctx.exit();
      });
    case 'help':
      return dialogs.stack.dispatch({ type: 'toggle', kind: 'help' });
    case 'settings':
      return dialogs.stack.dispatch({ type: 'toggle', kind: 'settings' });
    case 'profiles':
      return dialogs.stack.dispatch({ type: 'toggle', kind: 'profiles' });
    case 'log_list':
      return store.actions.logs.openList();
    case 'record':
      return openRecordDialog(ctx);
    case 'dismiss_failure':
      return store.actions.dismissRecordingFailure();
    case 'pause':
      return store.actions.toggleDisplayPause();
    case 'graph_view':
      return ctx.graphs.dispatch({ type: 'toggle_shown' });
    case 'focus_next':
      return dialogs.focus.dispatch({ type: 'cycle', by: 1, shown: dialogs.shownPanels() });
    case 'focus_prev':
      return dialogs.focus.dispatch({ type: 'cycle', by: -1, shown: dialogs.shownPanels() });
    case 'export_csv':
      return store.actions.exportGraphs();
  }
}
