// The first screen: App view and table state in, keys to the table reducer, the dialog stack or App actions
// (hooks/useKeyHandler.ts), the frame drawn by Layout.
import { useCallback } from 'react';
import type { AppStore } from '../app/view.js';
import { staleSeconds } from './components/Header.js';
import { footerText } from './footer.js';
import { useAppView } from './hooks/useAppView.js';
import { useSecondClock } from './hooks/useClock.js';
import { useKeyHandler } from './hooks/useKeyHandler.js';
import { useSyncReducer } from './hooks/useSyncReducer.js';
import { useTerminalSize } from './hooks/useTerminalSize.js';
import { Layout, viewHeight } from './Layout.js';
import { dialogsReducer, NO_DIALOGS, topDialog } from './state/dialogs.js';
import { INITIAL_TABLE_STATE, selectedIndexIn, tableReducer, visibleRows } from './state/table.js';

export function Screen({ store }: { store: AppStore }) {
  const view = useAppView(store);
  const { width, height } = useTerminalSize();
  const [table, dispatchTable, tableRef] = useSyncReducer(tableReducer, INITIAL_TABLE_STATE);
  const [dialogs, dispatchDialogs, dialogsRef] = useSyncReducer(dialogsReducer, NO_DIALOGS);
  const staleLabel = useCallback((now: number) => String(staleSeconds(view, now)), [view]);
  const now = useSecondClock(staleLabel);

  const rows = visibleRows(view.rows, table);
  const selectedIndex = selectedIndexIn(table, rows);
  useKeyHandler({ store, view, rows, selected: rows[selectedIndex], pageRows: viewHeight(height) - 1, table: tableRef, dispatchTable, dialogs: dialogsRef, dispatchDialogs });

  return (
    <Layout
      view="live"
      app={view}
      nowMs={now}
      width={width}
      height={height}
      dialog={topDialog(dialogs)}
      live={{ rows, sortKey: table.sortKey, sortDescending: table.sortDescending, selectedIndex }}
      footer={footerText({ table, shown: rows.length, total: view.rows.length, trackingNames: view.trackingNames })}
    />
  );
}
