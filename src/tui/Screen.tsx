// The screen: App view and the TUI's own state (table, dialogs) in, keys (hooks/useKeyHandler.ts) and the mouse
// (hooks/useMouse.ts) to the reducers or App actions, the frame drawn by Layout in the chosen theme.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppStore, AppView, ProcessRowView } from '../app/view.js';
import { visibleColumns } from '../app/preferences.js';
import { graphableKeys, layoutColumns, sortableKeys, type SortKey } from './columns.js';
import { clampScroll, confirmationColumns, confirmationWindow, secondsLeft, wrapDescription } from './components/ConfirmationOverlay.js';
import { activityLabel, staleSeconds } from './components/Header.js';
import { helpMaxScroll } from './components/HelpOverlay.js';
import { columnAt, tableTop } from './panels/table/ProcessTable.js';
import { settingsLineAt } from './components/SettingsOverlay.js';
import { footerText, groupsFooterText, logViewFooterText, panelFooterText } from './footer.js';
import { groupsReducer, groupsViewLines, INITIAL_GROUPS_STATE, selectedLine } from './panels/groups/reducer.js';
import { useAppView } from './hooks/useAppView.js';
import { useSecondClock } from './hooks/useClock.js';
import { useKeyHandler } from './hooks/useKeyHandler.js';
import { changeSetting } from './dialogs/settings/actions.js';
import { useMouse, type MouseEvent } from './hooks/useMouse.js';
import { useSyncReducer } from './hooks/useSyncReducer.js';
import { useTerminalSize } from './hooks/useTerminalSize.js';
import { frameGeometry, Layout, statusLines } from './Layout.js';
import { focusReducer, INITIAL_FOCUS } from './focus.js';
import { graphsPanelReducer, INITIAL_GRAPHS_PANEL, type GraphsPanelState } from './panels/graphs/reducer.js';
import { graphsRowsWanted as graphsRowsWantedFor } from './panels/graphs/GraphView.js';
import type { GraphColumns } from '../model/graphs.js';
import { INITIAL_SAMPLES_PANEL, samplesPanelReducer } from './panels/samples/reducer.js';
import { samplesListRows } from './panels/samples/SamplesInspector.js';
import { drilldownPanelReducer, INITIAL_DRILLDOWN_PANEL } from './panels/drilldown/reducer.js';
import { INITIAL_SYSTEM_PANEL, systemPanelReducer } from './panels/system/reducer.js';
import { mainRegions, shownPanels } from './workspace-layout.js';
import { tabBar } from './process-info.js';
import { dialogsReducer, NO_DIALOGS, topDialog } from './state/dialogs.js';
import { INITIAL_PROCESS_INFO_DIALOG, processInfoDialogReducer } from './state/process-info.js';
import { INITIAL_PROFILES_DIALOG, profilesDialogReducer } from './state/profiles.js';
import { INITIAL_RECORD_DIALOG, recordDialogReducer } from './state/record.js';
import { changeOf, INITIAL_SETTINGS_DIALOG, settingsDialogReducer, settingsLines } from './state/settings.js';
import { cellKeyIn, INITIAL_TABLE_STATE, rowOptionsOf, selectedIndexIn, tableReducer, tableRows } from './panels/table/reducer.js';
import { effectiveTheme, PALETTES, ThemeContext } from './theme.js';

/** Wheel steps move this many rows, as in htop. */
const WHEEL_ROWS = 3;

export function Screen({ store, noColor = false }: { store: AppStore; noColor?: boolean }) {
  const view = useAppView(store);
  const { preferences } = view;
  const { width, height } = useTerminalSize();
  // Settings' saved sort and Tracked-only are the table's first; the start-up chooser opens at start when the mode is `choose`.
  const [initial] = useState(() => {
    const saved = store.getView().preferences;
    const columns = sortableKeys(visibleColumns(saved));
    const sortKey = (columns as readonly string[]).includes(saved.sortColumn) ? (saved.sortColumn as SortKey) : INITIAL_TABLE_STATE.sortKey;
    return { table: { ...INITIAL_TABLE_STATE, sortKey, sortDescending: saved.sortDescending, trackedOnly: saved.trackedOnly }, dialogs: saved.trackingStartupMode === 'choose' ? (['startup'] as const) : NO_DIALOGS };
  });
  const [table, dispatchTable, tableRef] = useSyncReducer(tableReducer, initial.table);
  const [dialogs, dispatchDialogs, dialogsRef] = useSyncReducer(dialogsReducer, initial.dialogs);
  const [profilesDialog, dispatchProfiles, profilesRef] = useSyncReducer(profilesDialogReducer, INITIAL_PROFILES_DIALOG);
  const [recordDialog, dispatchRecord, recordRef] = useSyncReducer(recordDialogReducer, INITIAL_RECORD_DIALOG);
  const [processInfoDialog, dispatchProcessInfo, processInfoRef] = useSyncReducer(processInfoDialogReducer, INITIAL_PROCESS_INFO_DIALOG);
  const [settingsDialog, dispatchSettings, settingsRef] = useSyncReducer(settingsDialogReducer, INITIAL_SETTINGS_DIALOG);
  const [helpScroll, setHelpScroll] = useState(0);
  const [graphsPanel, dispatchGraphsPanel, graphsPanelRef] = useSyncReducer(graphsPanelReducer, INITIAL_GRAPHS_PANEL);
  const [samplesPanel, dispatchSamplesPanel, samplesPanelRef] = useSyncReducer(samplesPanelReducer, INITIAL_SAMPLES_PANEL);
  const [drilldownPanel, dispatchDrilldownPanel, drilldownPanelRef] = useSyncReducer(drilldownPanelReducer, INITIAL_DRILLDOWN_PANEL);
  const samplesDrawn = useCallback((topMs: number | null) => dispatchSamplesPanel({ type: 'drawn', topMs }), [dispatchSamplesPanel]);
  const [systemPanel, dispatchSystemPanel, systemPanelRef] = useSyncReducer(systemPanelReducer, INITIAL_SYSTEM_PANEL);
  const [focus, dispatchFocus, focusRef] = useSyncReducer(focusReducer, INITIAL_FOCUS);
  const [groups, dispatchGroups, groupsRef] = useSyncReducer(groupsReducer, INITIAL_GROUPS_STATE);
  // The table's sort is saved with the settings after a successful run.
  useEffect(() => {
    const saved = store.getView().preferences;
    if (saved.sortColumn !== table.sortKey || saved.sortDescending !== table.sortDescending) store.actions.updatePreferences({ sortColumn: table.sortKey, sortDescending: table.sortDescending });
  }, [store, table.sortKey, table.sortDescending]);
  // Tracked-only (T) is saved too, and the next run starts with it.
  useEffect(() => {
    if (store.getView().preferences.trackedOnly !== table.trackedOnly) store.actions.updatePreferences({ trackedOnly: table.trackedOnly });
  }, [store, table.trackedOnly]);
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

  const geometry = geometryOf(height, view);

  // The screen as the latest state lays it out (the App's current view, the panels' and the table's refs), not as
  // this render did: keys arrive faster than frames, ink calls the key handler of the last committed render, and a
  // render's effect can run after keys read since. G then Tab in one read must focus the Graphs G has just shown,
  // G then PgDn page by the table G made shorter, G then g graph the column under the cursor of the narrower table.
  const latestLayout = useCallback(() => {
    const current = store.getView();
    const latestGeometry = geometryOf(height, current);
    return { current, geometry: latestGeometry, regions: regionsOf(width, latestGeometry.viewHeight, graphsPanelRef.current, cardsOf(current)) };
  }, [store, width, height, graphsPanelRef]);

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
      const next = { id: confirmation.id, offset: clampScroll(current + by, lines, confirmationWindow(latestLayout().geometry.viewHeight)) };
      scrollRef.current = next;
      setScroll(next);
    },
    [store, width, latestLayout],
  );
  const scrollHelp = useCallback((by: number) => setHelpScroll((current) => Math.max(0, Math.min(helpMaxScroll(latestLayout().geometry.viewHeight), current + by))), [latestLayout]);

  // Memoized on what they are made of, so a frame whose rows, table state and preferences did not change (an MCP
  // connection, a clock tick, a dialog) neither sorts the rows again nor hands the table new props (React.memo).
  const shownColumns = useMemo(() => visibleColumns(preferences), [preferences]);
  const { rows, prefixes } = useMemo(
    () => tableRows(view.rows, table, rowOptionsOf({ preferences, dotnet: view.dotnet })),
    [view.rows, table, preferences, view.dotnet],
  );
  const longestName = useMemo(() => longestNameOf(table.wideNames, rows, prefixes), [table.wideNames, rows, prefixes]);
  // Where the table and the workspace go; the table's columns are laid out for its own region's width.
  const { count: graphCount, columns: graphColumns, heightRows: graphHeightRows } = cardsOf(view);
  const regions = useMemo(
    () => regionsOf(width, geometry.viewHeight, graphsPanel, { count: graphCount, columns: graphColumns, heightRows: graphHeightRows }),
    [width, geometry.viewHeight, graphsPanel, graphCount, graphColumns, graphHeightRows],
  );
  const shown = useMemo(() => shownPanels(regions, preferences.showSystemPanels), [regions, preferences.showSystemPanels]);

  const latestShownPanels = useCallback(() => {
    const { current, regions: latest } = latestLayout();
    return shownPanels(latest, current.preferences.showSystemPanels);
  }, [latestLayout]);
  const latestCellKeys = useCallback(() => {
    const { current, regions: latest } = latestLayout();
    const tableState = tableRef.current;
    const shownRows = tableRows(current.rows, tableState, rowOptionsOf(current));
    return graphableKeys(layoutColumns(latest.table.width, visibleColumns(current.preferences), longestNameOf(tableState.wideNames, shownRows.rows, shownRows.prefixes)).columns);
  }, [latestLayout, tableRef]);
  // A panel that stopped being shown (G, v, a resize, Settings) hands the focus back to the table. From the latest
  // state: this effect may run after a G and Tab read since its render (a stale list would take the focus back).
  useEffect(() => dispatchFocus({ type: 'shown', shown: latestShownPanels() }), [dispatchFocus, shown, latestShownPanels]);
  const tableWidth = regions.table.width;
  const columns = useMemo(() => layoutColumns(tableWidth, shownColumns, longestName).columns, [tableWidth, shownColumns, longestName]);
  const cellKeys = useMemo(() => graphableKeys(columns), [columns]);
  const selectedIndex = selectedIndexIn(table, rows);
  // The grouping view (c) in the table's place, over the rows the table would show; not over a loaded log.
  const groupsShown = groups.mode !== null && view.logView === null;
  const groupLinesShown = useMemo(() => (groupsShown ? groupsViewLines(rows, groups) : []), [groupsShown, rows, groups]);
  const top = topDialog(dialogs);
  useKeyHandler({
    panels: {
      store,
      pageRows: () => Math.max(1, latestLayout().regions.table.height - 1),
      sortKeys: () => sortableKeys(visibleColumns(store.getView().preferences)),
      cellKeys: latestCellKeys,
      table: { current: tableRef, dispatch: dispatchTable },
      graphs: { current: graphsPanelRef, dispatch: dispatchGraphsPanel },
      samples: { current: samplesPanelRef, dispatch: dispatchSamplesPanel },
      samplesPageRows: () => samplesListRows(latestLayout().regions.samples?.height ?? 0),
      drilldown: { current: drilldownPanelRef, dispatch: dispatchDrilldownPanel },
      system: { current: systemPanelRef, dispatch: dispatchSystemPanel },
      groups: { current: groupsRef, dispatch: dispatchGroups },
    },
    dialogs: {
      stack: { current: dialogsRef, dispatch: dispatchDialogs },
      profiles: { current: profilesRef, dispatch: dispatchProfiles },
      processInfo: { current: processInfoRef, dispatch: dispatchProcessInfo },
      settings: { current: settingsRef, dispatch: dispatchSettings },
      record: { current: recordRef, dispatch: dispatchRecord },
      bodyHeight: () => latestLayout().geometry.viewHeight,
      scrollHelp,
      scrollConfirmation,
      focus: { current: focusRef, dispatch: dispatchFocus },
      shownPanels: latestShownPanels,
      workingDirectory: process.cwd(),
    },
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
    // The mouse acts on the table's region only.
    if (dialog !== null || event.x >= regions.table.width) return;
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
    if (line < 0 || line >= regions.table.height - 1) return;
    dispatchTable({ type: 'select', index: tableTop(rows.length, selectedIndex, regions.table.height) + line, rows });
  });

  const palette = PALETTES[effectiveTheme(preferences.theme, noColor)];
  return (
    <ThemeContext.Provider value={palette}>
      <Layout
        panels={{ regions, focused: focus.focused, samples: samplesPanel, samplesDrawn, drilldown: drilldownPanel, systemCursor: systemPanel.index, cellKey: cellKeyIn(table, cellKeys) }}
        app={view}
        nowMs={now}
        width={width}
        height={height}
        dialog={top}
        live={{ rows, columns, sortKey: table.sortKey, sortDescending: table.sortDescending, selectedIndex, prefixes, dotnet: view.dotnet }}
        groups={groups.mode !== null && groupsShown ? { mode: groups.mode, lines: groupLinesShown, selectedIndex: selectedLine(groups, groupLinesShown), sortKey: groups.sortKey, descending: groups.descending } : null}
        confirmationScroll={confirmationScroll}
        dialogs={{ profiles: profilesDialog, settings: settingsDialog, processInfo: processInfoDialog, record: recordDialog, helpScroll }}
        noColor={noColor}
        footer={
          focus.focused !== 'table'
            ? panelFooterText(focus.focused)
            : groups.mode !== null && groupsShown
              ? groupsFooterText(groups.mode, groupLinesShown, rows.length)
            : view.logView !== null
              ? logViewFooterText({ table, shown: rows.length, total: view.rows.length })
              : footerText({ table, shown: rows.length, total: view.rows.length, trackingNames: view.trackingNames, treeView: preferences.treeView, dotnet: rows[selectedIndex] ? view.dotnet[rows[selectedIndex].key] : undefined })
        }
      />
    </ThemeContext.Provider>
  );
}

/** The frame's rows for a terminal `height` rows tall showing `view` (system panels, status lines, the Log banner). */
function geometryOf(height: number, view: AppView) {
  return frameGeometry(height, view.preferences.showSystemPanels, statusLines(view).length, view.logView !== null);
}

/** What the Graphs' cards take: their count, Graph columns and saved height (the workspace's layout needs no more). */
interface Cards {
  readonly count: number;
  readonly columns: GraphColumns;
  readonly heightRows: number;
}

function cardsOf(view: AppView): Cards {
  const { workspace } = view.graphs;
  return { count: workspace.graphs.length, columns: workspace.columns, heightRows: workspace.heightRows };
}

/** The table's and the workspace's regions in the view area, with the Graph panel's state and the Graphs' cards. */
function regionsOf(width: number, viewHeight: number, graphsPanel: GraphsPanelState, cards: Cards) {
  const graphsRowsWanted = (graphsWidth: number) => graphsRowsWantedFor(cards.count, cards.columns, cards.heightRows, graphsWidth);
  return mainRegions({ width, height: viewHeight, graphsShown: graphsPanel.shown, samplesShown: graphsPanel.samplesShown, graphsRowsWanted });
}

/** The widest name (with its tree prefix) when wide names are on, else null: the Name column's width. */
function longestNameOf(wideNames: boolean, rows: readonly ProcessRowView[], prefixes: ReadonlyMap<string, string>): number | null {
  return wideNames ? rows.reduce((longest, row) => Math.max(longest, row.name.length + (prefixes.get(row.key)?.length ?? 0)), 0) : null;
}
