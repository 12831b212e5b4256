// Performs the process table's keys (panels/table/keys.ts): selection, sort, filter, tracking, tree, the cell
// cursor and `g`, Process Info, copy and kill, through the table's reducer or the App.
import type { ProcessRowView } from '../../../app/view.js';
import type { PanelKeyId } from '../../keymap.js';
import type { PanelContext } from '../context.js';
import { copyToClipboard } from '../../clipboard.js';
import { displaySafe } from '../../format.js';
import { cellKeyIn, selectedIndexIn } from './reducer.js';

export function selectedRow(ctx: PanelContext): ProcessRowView | undefined {
  const rows = ctx.shownRows();
  return rows[selectedIndexIn(ctx.table.current.current, rows)];
}

export function performTableKey(id: PanelKeyId<'table'>, ctx: PanelContext): void {
  const { store, table } = ctx;
  const move = (by: number) => table.dispatch({ type: 'move', by, rows: ctx.shownRows() });
  switch (id) {
    case 'move_up':
      return move(-1);
    case 'move_down':
      return move(1);
    case 'page_up':
      return move(-ctx.pageRows());
    case 'page_down':
      return move(ctx.pageRows());
    case 'home':
      return move(-ctx.shownRows().length);
    case 'end':
      return move(ctx.shownRows().length);
    case 'cell_left':
      return table.dispatch({ type: 'move_cell', by: -1, keys: ctx.cellKeys() });
    case 'cell_right':
      return table.dispatch({ type: 'move_cell', by: 1, keys: ctx.cellKeys() });
    case 'add_graph': {
      // The table ref, not this render's state: `s` and `g` typed together graph the column `s` chose.
      const selected = selectedRow(ctx);
      if (selected) store.actions.toggleGraph({ kind: 'process', key: selected.key, metricId: cellKeyIn(table.current.current, ctx.cellKeys()) ?? 'cpu_percent' });
      return;
    }
    case 'process_info': {
      const selected = selectedRow(ctx);
      if (selected) ctx.openProcessInfo(selected.key);
      return;
    }
    case 'info_files': {
      // f: Process Info straight on its Files tab (the open files grouped per path).
      const selected = selectedRow(ctx);
      if (selected) ctx.openProcessInfo(selected.key, 'files');
      return;
    }
    case 'copy_row': {
      const selected = selectedRow(ctx);
      if (selected) store.actions.showNotice(displaySafe(copyToClipboard(selected.path ?? selected.name)));
      return;
    }
    case 'kill': {
      // In the Log view the App refuses with a status line: the row is a recording, never a live PID to signal.
      const selected = selectedRow(ctx);
      if (selected) store.actions.killProcess(selected.key);
      return;
    }
    case 'clear_filter':
      if (table.current.current.filter !== '') return table.dispatch({ type: 'clear_filter' });
      return store.actions.dismissRecordingFailure();
    case 'tree_view':
      return store.actions.updatePreferences({ treeView: !store.getView().preferences.treeView });
    case 'wide_names':
      return table.dispatch({ type: 'toggle_wide_names' });
    case 'track': {
      const selected = selectedRow(ctx);
      if (selected) store.actions.toggleTracking(selected.name);
      return;
    }
    case 'tracked_only':
      return table.dispatch({ type: 'toggle_tracked_only' });
    case 'filter':
      return table.dispatch({ type: 'start_filter' });
    case 'sort_next':
      return table.dispatch({ type: 'cycle_sort', step: 1, keys: ctx.sortKeys() });
    case 'sort_prev':
      return table.dispatch({ type: 'cycle_sort', step: -1, keys: ctx.sortKeys() });
    case 'reverse_sort':
      return table.dispatch({ type: 'reverse_sort' });
  }
}
