// The first screen: header, system panels, process table, footer; keys go to the table reducer or App actions.
import { Box, Text, useApp, useInput, useStdout, type Key } from 'ink';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppStore } from '../app/view.js';
import { layoutColumns } from './columns.js';
import { Header, staleSeconds } from './components/Header.js';
import { HelpOverlay } from './components/HelpOverlay.js';
import { SettingsOverlay } from './components/SettingsOverlay.js';
import { ProcessTable } from './components/ProcessTable.js';
import { SystemPanels } from './components/SystemPanels.js';
import { useAppView } from './hooks/useAppView.js';
import { useSecondClock } from './hooks/useClock.js';
import { useF1 } from './hooks/useFunctionKeys.js';
import { useSyncReducer } from './hooks/useSyncReducer.js';
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
  const [table, dispatch, tableRef] = useSyncReducer(tableReducer, INITIAL_TABLE_STATE);
  // Overlays are read through a ref as well: keys typed faster than a re-render must see the overlay they opened.
  const [overlay, setOverlayState] = useState<'none' | 'help' | 'settings'>('none');
  const overlayRef = useRef(overlay);
  const setOverlay = useCallback((next: 'none' | 'help' | 'settings') => {
    overlayRef.current = next;
    setOverlayState(next);
  }, []);
  const helpOpen = overlay === 'help';
  const settingsOpen = overlay === 'settings';
  const staleLabel = useCallback((now: number) => String(staleSeconds(view, now)), [view]);
  const now = useSecondClock(staleLabel);
  const toggleHelp = useCallback(() => {
    // F1 while typing a filter is ignored: the next characters belong to the filter.
    if (tableRef.current.filterDraft !== null) return;
    setOverlay(overlayRef.current === 'help' ? 'none' : 'help');
  }, [setOverlay, tableRef]);
  useF1(toggleHelp);

  const rows = visibleRows(view.rows, table);
  const selectedIndex = selectedIndexIn(table, rows);
  const selected = rows[selectedIndex];
  const tableHeight = Math.max(3, height - CHROME_HEIGHT);

  // ink hands over everything one read returned: keys typed or sent together ("o " or a pasted filter) arrive
  // as one string, so plain characters are handled one at a time.
  useInput((input, key) => {
    if (input.length > 1 && !key.ctrl && !key.meta && !input.includes('\u001b')) {
      for (const char of input) {
        // Control characters inside a chunk keep their meaning: Enter applies, DEL erases.
        const isReturn = char === '\r' || char === '\n';
        const isBackspace = char === '\u007f' || char === '\b';
        handleKey(isReturn || isBackspace ? '' : char, { ...key, return: isReturn, backspace: isBackspace, shift: char !== char.toLowerCase() });
      }
      return;
    }
    handleKey(input, key);
  });

  function handleKey(input: string, key: Key): void {
    const draft = tableRef.current.filterDraft;
    if (draft !== null) {
      if (key.return) dispatch({ type: 'commit_filter' });
      else if (key.escape) dispatch({ type: 'cancel_filter' });
      else if (key.backspace || key.delete) dispatch({ type: 'edit_filter', text: draft.slice(0, -1) });
      else if (input && !key.ctrl && !key.meta) dispatch({ type: 'edit_filter', text: draft + input });
      return;
    }
    const current = overlayRef.current;
    if (current === 'help' && (key.escape || input === '?')) return setOverlay('none');
    if (current === 'settings') {
      if (key.escape || input === 'o') return setOverlay('none');
      if (input === ' ' || key.return) return store.actions.setMcpConnectionsDisabled(!view.mcpConnectionsDisabled);
      if (input !== 'q') return;
    }
    if (input === 'q') {
      store.actions.quit();
      exit();
      return;
    }
    if (input === '?') return setOverlay('help');
    if (input === 'o') return setOverlay('settings');
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
  }

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
      ) : settingsOpen ? (
        <SettingsOverlay view={view} width={width} />
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
