// The first screen: App view and table state in, keys to the table reducer, the dialog stack or App actions
// (hooks/useKeyHandler.ts), the frame drawn by Layout.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppStore } from '../app/view.js';
import { clampScroll, confirmationColumns, confirmationWindow, secondsLeft, wrapDescription } from './components/ConfirmationOverlay.js';
import { activityLabel, staleSeconds } from './components/Header.js';
import { footerText, graphsFooterText } from './footer.js';
import { plotColumns, SAMPLES_PER_COLUMN } from './graphs/plot.js';
import { useAppView } from './hooks/useAppView.js';
import { useSecondClock } from './hooks/useClock.js';
import { useKeyHandler } from './hooks/useKeyHandler.js';
import { useSyncReducer } from './hooks/useSyncReducer.js';
import { useTerminalSize } from './hooks/useTerminalSize.js';
import { Layout, viewHeight, type ViewId } from './Layout.js';
import { dialogsReducer, NO_DIALOGS, topDialog } from './state/dialogs.js';
import { INITIAL_PROFILES_DIALOG, profilesDialogReducer } from './state/profiles.js';
import { INITIAL_RECORD_DIALOG, recordDialogReducer } from './state/record.js';
import { INITIAL_TABLE_STATE, selectedIndexIn, tableReducer, visibleRows } from './state/table.js';

export function Screen({ store }: { store: AppStore }) {
  const view = useAppView(store);
  const { width, height } = useTerminalSize();
  const [table, dispatchTable, tableRef] = useSyncReducer(tableReducer, INITIAL_TABLE_STATE);
  const [dialogs, dispatchDialogs, dialogsRef] = useSyncReducer(dialogsReducer, NO_DIALOGS);
  const [profilesDialog, dispatchProfiles, profilesRef] = useSyncReducer(profilesDialogReducer, INITIAL_PROFILES_DIALOG);
  const [recordDialog, dispatchRecord, recordRef] = useSyncReducer(recordDialogReducer, INITIAL_RECORD_DIALOG);
  const [screenView, setScreenView] = useState<ViewId>('live');
  const screenRef = useRef<ViewId>(screenView);
  const toggleGraphView = useCallback(() => {
    screenRef.current = screenRef.current === 'graphs' ? 'live' : 'graphs';
    setScreenView(screenRef.current);
  }, []);
  // The visible range spans what the plot width shows: two samples per braille column.
  useEffect(() => store.actions.graphs.setVisibleSamples(plotColumns(width) * SAMPLES_PER_COLUMN), [store, width]);
  // The clock redraws when the stale label, a confirmation's countdown or the REC elapsed time would change.
  const staleLabel = useCallback((now: number) => `${staleSeconds(view, now)}/${view.confirmation ? secondsLeft(view.confirmation, now) : ''}/${activityLabel(view, now)}`, [view]);
  const now = useSecondClock(staleLabel);

  // Scrolling belongs to one confirmation: the next one starts at its first line.
  const [scroll, setScroll] = useState({ id: 0, offset: 0 });
  const scrollRef = useRef(scroll);
  scrollRef.current = scroll;
  const confirmationId = view.confirmation?.id ?? 0;
  const confirmationScroll = scroll.id === confirmationId ? scroll.offset : 0;
  const scrollConfirmation = useCallback(
    (by: number) => {
      const confirmation = store.getView().confirmation;
      if (!confirmation) return;
      const lines = wrapDescription(confirmation.description, confirmationColumns(width)).length;
      const current = scrollRef.current.id === confirmation.id ? scrollRef.current.offset : 0;
      const next = { id: confirmation.id, offset: clampScroll(current + by, lines, confirmationWindow(viewHeight(height))) };
      scrollRef.current = next;
      setScroll(next);
    },
    [store, width, height],
  );

  const rows = visibleRows(view.rows, table);
  const selectedIndex = selectedIndexIn(table, rows);
  useKeyHandler({ store, view, rows, selected: rows[selectedIndex], pageRows: viewHeight(height) - 1, table: tableRef, dispatchTable, dialogs: dialogsRef, dispatchDialogs, scrollConfirmation, profiles: profilesRef, dispatchProfiles, screen: screenRef, toggleGraphView, record: recordRef, dispatchRecord, workingDirectory: process.cwd() });

  return (
    <Layout
      view={screenView}
      app={view}
      nowMs={now}
      width={width}
      height={height}
      dialog={topDialog(dialogs)}
      live={{ rows, sortKey: table.sortKey, sortDescending: table.sortDescending, selectedIndex }}
      confirmationScroll={confirmationScroll}
      profilesDialog={profilesDialog}
      recordDialog={recordDialog}
      footer={screenView === 'graphs' ? graphsFooterText() : footerText({ table, shown: rows.length, total: view.rows.length, trackingNames: view.trackingNames })}
    />
  );
}
