// The screen: App view and the TUI's own state (table, dialogs) in, keys (hooks/useKeyHandler.ts) and the mouse
// (hooks/useMouse.ts) to the reducers or App actions, the frame drawn by Layout in the chosen theme.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppStore } from '../app/view.js';
import { visibleColumns } from '../app/preferences.js';
import { layoutColumns, sortableKeys, type SortKey } from './columns.js';
import { clampScroll, confirmationColumns, confirmationWindow, secondsLeft, wrapDescription } from './components/ConfirmationOverlay.js';
import { activityLabel, staleSeconds } from './components/Header.js';
import { helpMaxScroll } from './components/HelpOverlay.js';
import { columnAt, tableTop } from './components/ProcessTable.js';
import { settingsLineAt } from './components/SettingsOverlay.js';
import { footerText, graphsFooterText, logViewFooterText } from './footer.js';
import { plotColumns, SAMPLES_PER_COLUMN } from './graphs/plot.js';
import { useAppView } from './hooks/useAppView.js';
import { useSecondClock } from './hooks/useClock.js';
import { changeSetting, useKeyHandler } from './hooks/useKeyHandler.js';
import { useMouse, type MouseEvent } from './hooks/useMouse.js';
import { useSyncReducer } from './hooks/useSyncReducer.js';
import { useTerminalSize } from './hooks/useTerminalSize.js';
import { frameGeometry, Layout, statusLines, type ViewId } from './Layout.js';
import { tabBar } from './process-info.js';
import { dialogsReducer, NO_DIALOGS, topDialog } from './state/dialogs.js';
import { INITIAL_PROCESS_INFO_DIALOG, processInfoDialogReducer } from './state/process-info.js';
import { INITIAL_PROFILES_DIALOG, profilesDialogReducer } from './state/profiles.js';
import { INITIAL_RECORD_DIALOG, recordDialogReducer } from './state/record.js';
import { changeOf, INITIAL_SETTINGS_DIALOG, settingsDialogReducer, settingsLines } from './state/settings.js';
import { INITIAL_TABLE_STATE, selectedIndexIn, tableReducer, tableRows } from './state/table.js';
import { effectiveTheme, PALETTES, ThemeContext } from './theme.js';
import { footerKeys } from './keymap.js';
import { drilldownPanelReducer, INITIAL_DRILLDOWN_PANEL } from './panels/drilldown/reducer.js';
import { INITIAL_SAMPLES_PANEL, samplesPanelReducer } from './panels/samples/reducer.js';

/** Wheel steps move this many rows, as in htop. */
const WHEEL_ROWS = 3;

export function Screen({ store, noColor = false }: { store: AppStore; noColor?: boolean }) {
  const view = useAppView(store);
  const { preferences } = view;
  const { width, height } = useTerminalSize();
  // Settings' saved sort is the table's first sort; the start-up chooser opens at start when the mode is `choose`.
  const [initial] = useState(() => {
    const saved = store.getView().preferences;
    const columns = sortableKeys(visibleColumns(saved));
    const sortKey = (columns as readonly string[]).includes(saved.sortColumn) ? (saved.sortColumn as SortKey) : INITIAL_TABLE_STATE.sortKey;
    return { table: { ...INITIAL_TABLE_STATE, sortKey, sortDescending: saved.sortDescending }, dialogs: saved.trackingStartupMode === 'choose' ? (['startup'] as const) : NO_DIALOGS };
  });
  const [table, dispatchTable, tableRef] = useSyncReducer(tableReducer, initial.table);
  const [dialogs, dispatchDialogs, dialogsRef] = useSyncReducer(dialogsReducer, initial.dialogs);
  const [profilesDialog, dispatchProfiles, profilesRef] = useSyncReducer(profilesDialogReducer, INITIAL_PROFILES_DIALOG);
  const [recordDialog, dispatchRecord, recordRef] = useSyncReducer(recordDialogReducer, INITIAL_RECORD_DIALOG);
  const [processInfoDialog, dispatchProcessInfo, processInfoRef] = useSyncReducer(processInfoDialogReducer, INITIAL_PROCESS_INFO_DIALOG);
  const [settingsDialog, dispatchSettings, settingsRef] = useSyncReducer(settingsDialogReducer, INITIAL_SETTINGS_DIALOG);
  const [samplesPanel, dispatchSamples, samplesRef] = useSyncReducer(samplesPanelReducer, INITIAL_SAMPLES_PANEL);
  const [drilldownPanel, dispatchDrilldown, drilldownRef] = useSyncReducer(drilldownPanelReducer, INITIAL_DRILLDOWN_PANEL);
  const [samplesFocused, setSamplesFocused] = useState(false);
  const samplesFocusRef = useRef(false);
  const setSamplesFocus = useCallback((focused: boolean) => {
    samplesFocusRef.current = focused;
    setSamplesFocused(focused);
  }, []);
  const [helpScroll, setHelpScroll] = useState(0);
  const [screenView, setScreenView] = useState<ViewId>('live');
  const screenRef = useRef<ViewId>(screenView);
  const toggleGraphView = useCallback(() => {
    screenRef.current = screenRef.current === 'graphs' ? 'live' : 'graphs';
    setScreenView(screenRef.current);
  }, []);
  // The visible range spans what the plot width shows: two samples per braille column.
  useEffect(() => store.actions.graphs.setVisibleSamples(plotColumns(width) * SAMPLES_PER_COLUMN), [store, width]);
  // The table's sort is saved with the settings after a successful run.
  useEffect(() => {
    const saved = store.getView().preferences;
    if (saved.sortColumn !== table.sortKey || saved.sortDescending !== table.sortDescending) store.actions.updatePreferences({ sortColumn: table.sortKey, sortDescending: table.sortDescending });
  }, [store, table.sortKey, table.sortDescending]);
  // The clock redraws when the stale label, a confirmation's countdown, the REC elapsed time or a capture's progress
  // would change.
  const staleLabel = useCallback(
    (now: number) => {
      const running = Object.values(view.processInfo?.captures ?? {}).some((capture) => capture?.status === 'running');
      return `${staleSeconds(view, now)}/${view.confirmation ? secondsLeft(view.confirmation, now) : ''}/${activityLabel(view, now)}/${running ? Math.floor(now / 1000) : ''}`;
    },
    [view],
  );
  const now = useSecondClock(staleLabel);

  const status = statusLines(view);
  const geometry = frameGeometry(height, preferences.showSystemPanels, status.length, view.logView !== null);

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
      const next = { id: confirmation.id, offset: clampScroll(current + by, lines, confirmationWindow(geometry.viewHeight)) };
      scrollRef.current = next;
      setScroll(next);
    },
    [store, width, geometry.viewHeight],
  );
  const scrollHelp = useCallback((by: number) => setHelpScroll((current) => Math.max(0, Math.min(helpMaxScroll(geometry.viewHeight), current + by))), [geometry.viewHeight]);

  // Memoized on what they are made of, so a frame whose rows, table state and preferences did not change (an MCP
  // connection, a clock tick, a dialog) neither sorts the rows again nor hands the table new props (React.memo).
  const shownColumns = useMemo(() => visibleColumns(preferences), [preferences]);
  const { rows, prefixes } = useMemo(
    () => tableRows(view.rows, table, { showKernelThreads: preferences.showKernelThreads, treeView: preferences.treeView, dotnet: view.dotnet }),
    [view.rows, table, preferences.showKernelThreads, preferences.treeView, view.dotnet],
  );
  const longestName = useMemo(() => (table.wideNames ? rows.reduce((longest, row) => Math.max(longest, row.name.length + (prefixes.get(row.key)?.length ?? 0)), 0) : null), [table.wideNames, rows, prefixes]);
  const columns = useMemo(() => layoutColumns(width, shownColumns, longestName).columns, [width, shownColumns, longestName]);
  const selectedIndex = selectedIndexIn(table, rows);
  const sortKeys = useMemo(() => sortableKeys(shownColumns), [shownColumns]);
  const top = topDialog(dialogs);
  useKeyHandler({
    store,
    pageRows: Math.max(1, geometry.viewHeight - 1),
    bodyHeight: geometry.viewHeight,
    sortKeys,
    table: tableRef,
    dispatchTable,
    dialogs: dialogsRef,
    dispatchDialogs,
    scrollConfirmation,
    profiles: profilesRef,
    dispatchProfiles,
    processInfo: { current: processInfoRef, dispatch: dispatchProcessInfo },
    settings: { current: settingsRef, dispatch: dispatchSettings },
    scrollHelp,
    screen: screenRef,
    toggleGraphView,
    record: recordRef,
    dispatchRecord,
    workingDirectory: process.cwd(),
    samples: { current: samplesRef, dispatch: dispatchSamples },
    samplesFocus: samplesFocusRef,
    setSamplesFocus,
    drilldown: { current: drilldownRef, dispatch: dispatchDrilldown },
  });

  useMouse((event: MouseEvent) => {
    if (store.getView().confirmation !== null) return;
    const dialog = topDialog(dialogsRef.current);
    const { viewTop, viewHeight } = geometry;
    if (dialog === 'process_info') {
      if (event.kind === 'wheel') {
        dispatchProcessInfo({ type: 'scroll', by: event.by * WHEEL_ROWS, max: Number.MAX_SAFE_INTEGER });
        return;
      }
      // Border, then the title, then the tab bar; the bar starts after the border and one column of padding.
      if (event.y !== viewTop + 2) return;
      const label = tabBar().find((l) => event.x - 2 >= l.start && event.x - 2 < l.end);
      if (label) {
        dispatchProcessInfo({ type: 'select_tab', tab: label.tab });
        store.actions.processInfo.show(label.tab);
      }
      return;
    }
    if (dialog === 'help') {
      if (event.kind === 'wheel') scrollHelp(event.by * WHEEL_ROWS);
      return;
    }
    if (dialog === 'settings') {
      const lines = settingsLines(store.getView().preferences);
      if (event.kind === 'wheel') {
        dispatchSettings({ type: 'move', by: event.by, count: lines.length });
        return;
      }
      // While the recording directory is typed, the prompt keeps the focus.
      if (settingsRef.current.editing !== null) return;
      const index = settingsLineAt(event.x, event.y - viewTop, settingsRef.current.selected, lines.length, width, viewHeight);
      if (index === null) return;
      dispatchSettings({ type: 'select', index, count: lines.length });
      // A checkbox or choice line changes as Space/Enter would; the directory line is only selected (Enter edits it).
      const line = lines[index]!;
      if (changeOf(line, store.getView().preferences).kind !== 'edit_directory') changeSetting(store, line, dispatchSettings);
      return;
    }
    if (dialog !== null || screenRef.current !== 'live') return;
    if (event.kind === 'wheel') {
      dispatchTable({ type: 'move', by: event.by * WHEEL_ROWS, rows });
      return;
    }
    if (event.y === viewTop) {
      const column = columnAt(columns, event.x);
      if (column) dispatchTable({ type: 'sort_by', key: column.key });
      return;
    }
    const line = event.y - viewTop - 1;
    if (line < 0 || line >= viewHeight - 1) return;
    dispatchTable({ type: 'select', index: tableTop(rows.length, selectedIndex, viewHeight) + line, rows });
  });

  const palette = PALETTES[effectiveTheme(preferences.theme, noColor)];
  return (
    <ThemeContext.Provider value={palette}>
      <Layout
        view={screenView}
        app={view}
        nowMs={now}
        width={width}
        height={height}
        dialog={top}
        live={{ rows, columns, sortKey: table.sortKey, sortDescending: table.sortDescending, selectedIndex, prefixes, dotnet: view.dotnet }}
        confirmationScroll={confirmationScroll}
        dialogs={{ profiles: profilesDialog, settings: settingsDialog, processInfo: processInfoDialog, record: recordDialog, helpScroll, samples: samplesPanel, samplesFocused: samplesFocused && screenView === 'graphs', drilldown: drilldownPanel }}
        noColor={noColor}
        footer={
          screenView === 'graphs'
            ? samplesFocused
              ? footerKeys('samples')
              : graphsFooterText()
            : view.logView !== null
              ? logViewFooterText({ table, shown: rows.length, total: view.rows.length })
              : footerText({ table, shown: rows.length, total: view.rows.length, trackingNames: view.trackingNames, treeView: preferences.treeView, dotnet: rows[selectedIndex] ? view.dotnet[rows[selectedIndex].key] : undefined })
        }
      />
    </ThemeContext.Provider>
  );
}
