// The first screen: header, system panels, process table, footer; keys go to the table reducer or App actions.
import { Box, Text, useApp, useInput, useStdout } from 'ink';
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { AppStore } from '../app/view.js';
import { layoutColumns } from './columns.js';
import { Header, staleSeconds } from './components/Header.js';
import { HelpOverlay } from './components/HelpOverlay.js';
import { ProcessTable } from './components/ProcessTable.js';
import { SystemPanels } from './components/SystemPanels.js';
import { useAppView } from './hooks/useAppView.js';
import { useSecondClock } from './hooks/useClock.js';
import { useF1 } from './hooks/useFunctionKeys.js';
import { INITIAL_TABLE_STATE, selectedIndexIn, tableReducer, visibleRows } from './state/table.js';

function useTerminalSize(): { width: number; height: number } {
  const { stdout } = useStdout();
  const [size, setSize] = useState({ width: stdout.columns || 80, height: stdout.rows || 24 });
  useEffect(() => {
    const onResize = () => setSize({ width: stdout.columns || 80, height: stdout.rows || 24 });
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}

const PANEL_HEIGHT = 4;
const CHROME_HEIGHT = 1 + PANEL_HEIGHT + 1; // header, panels, footer

export function Screen({ store }: { store: AppStore }) {
  const view = useAppView(store);
  const { exit } = useApp();
  const { width, height } = useTerminalSize();
  const [table, dispatch] = useReducer(tableReducer, INITIAL_TABLE_STATE);
  const [helpOpen, setHelpOpen] = useState(false);
  const staleLabel = useCallback((now: number) => String(staleSeconds(view, now)), [view]);
  const now = useSecondClock(staleLabel);
  const toggleHelp = useCallback(() => setHelpOpen((open) => !open), []);
  useF1(toggleHelp);

  const rows = visibleRows(view.rows, table);
  const selectedIndex = selectedIndexIn(table, rows);
  const selected = rows[selectedIndex];
  const tableHeight = Math.max(3, height - CHROME_HEIGHT);

  useInput((input, key) => {
    if (table.filterDraft !== null) {
      if (key.return) dispatch({ type: 'commit_filter' });
      else if (key.escape) dispatch({ type: 'cancel_filter' });
      else if (key.backspace || key.delete) dispatch({ type: 'edit_filter', text: table.filterDraft.slice(0, -1) });
      else if (input && !key.ctrl && !key.meta) dispatch({ type: 'edit_filter', text: table.filterDraft + input });
      return;
    }
    if (helpOpen && (key.escape || input === '?')) return setHelpOpen(false);
    if (input === 'q') {
      store.actions.quit();
      exit();
      return;
    }
    if (input === '?') return setHelpOpen(true);
    if (key.upArrow) return dispatch({ type: 'move', by: -1, rows });
    if (key.downArrow) return dispatch({ type: 'move', by: 1, rows });
    if (key.pageUp) return dispatch({ type: 'move', by: -(tableHeight - 1), rows });
    if (key.pageDown) return dispatch({ type: 'move', by: tableHeight - 1, rows });
    if (key.home) return dispatch({ type: 'move', by: -rows.length, rows });
    if (key.end) return dispatch({ type: 'move', by: rows.length, rows });
    if (input === '/') return dispatch({ type: 'start_filter' });
    if (input === 's') return dispatch({ type: 'cycle_sort', step: 1 });
    if (input === 'S') return dispatch({ type: 'cycle_sort', step: -1 });
    if (input === 'r') return dispatch({ type: 'reverse_sort' });
    if (input === 'T') return dispatch({ type: 'toggle_tracked_only' });
    if (input === 'p') return store.actions.toggleDisplayPause();
    if ((input === 't' || input === ' ') && selected) return store.actions.toggleTracking(selected.name);
  });

  const { columns } = layoutColumns(width);
  const footer =
    table.filterDraft !== null
      ? `Filter: ${table.filterDraft}█  (Enter apply, Esc cancel)`
      : `${rows.length}/${view.rows.length} procs${table.filter ? ` filter "${table.filter}"` : ''}${table.trackedOnly ? ' tracked-only' : ''}` +
        `  Tracking: ${view.trackingNames.length === 0 ? 'none' : view.trackingNames.join(', ')}  F1/? help  q quit`;

  return (
    <Box flexDirection="column" width={width}>
      <Header view={view} nowMs={now} width={width} />
      <SystemPanels system={view.system} gpus={view.gpus} width={width} />
      {helpOpen ? (
        <HelpOverlay width={width} />
      ) : (
        <ProcessTable rows={rows} columns={columns} sortKey={table.sortKey} sortDescending={table.sortDescending} selectedIndex={selectedIndex} height={tableHeight} />
      )}
      {view.samplingError ? <Text color="red" wrap="truncate">{`Sampling failed: ${view.samplingError}`}</Text> : null}
      {view.configWarning ? <Text color="yellow" wrap="truncate">{view.configWarning}</Text> : null}
      {view.mcp.state === 'failed' ? <Text color="red" wrap="truncate">{`MCP unavailable: ${view.mcp.error}`}</Text> : null}
      <Text dimColor wrap="truncate">{footer}</Text>
    </Box>
  );
}
