// Process Info (Enter): the tab bar, the shown tab's capture progress or failure, and its list, scrolled and
// filtered (`/`). The scroll offset is a cursor over the list: the window follows it (it is the first shown line
// until the last page), and the line under it is the selection the copy key (y) copies. Lines come from src/tui/process-info.ts; captures from the App (investigation pool).
import { Box, Text } from 'ink';
import { memo } from 'react';
import type { ProcessInfoView } from '../../app/process-info/feature.js';
import type { ProcessRowView } from '../../app/view.js';
import type { DotnetCollectionView } from '../../model/dotnet.js';
import type { ProcessInfoAb } from '../../app/process-info/ab.js';
import { captureStatus, elapsedText, LIST_HEADERS, tabBar, tabEntries, type TabEntry } from '../process-info.js';
import { activeFilter, lineMatches, type ProcessInfoDialogState } from '../state/process-info.js';
import { usePalette } from '../theme.js';
import { sameProps } from '../same-props.js';

/** Lines of the dialog that are not list: border (2), title, tab bar, status, list header, footer. */
export const PROCESS_INFO_CHROME = 7;

/** How many list lines the dialog shows in a view `height` rows tall. */
export function processInfoListHeight(height: number): number {
  return Math.max(1, height - PROCESS_INFO_CHROME);
}

/** The shown tab's list after its filter (also what scrolling is bounded by). */
export function filteredLines(info: ProcessInfoView, rows: readonly ProcessRowView[], state: ProcessInfoDialogState, dotnet?: Readonly<Record<string, DotnetCollectionView>>, ab?: ProcessInfoAb | null): string[] | null {
  return filteredEntries(info, rows, state, dotnet, ab)?.map((entry) => entry.line) ?? null;
}

export function filteredEntries(info: ProcessInfoView, rows: readonly ProcessRowView[], state: ProcessInfoDialogState, dotnet?: Readonly<Record<string, DotnetCollectionView>>, ab?: ProcessInfoAb | null): TabEntry[] | null {
  const entries = tabEntries(state.tab, info, rows, dotnet, ab);
  if (entries === null) return null;
  const filter = activeFilter(state);
  return entries.filter((entry) => lineMatches(entry.line, filter));
}

/** The first line a list `height` lines tall shows: the cursor, or the start of the last page. */
export function firstShown(state: ProcessInfoDialogState, total: number, height: number): number {
  return Math.min(state.scroll[state.tab], Math.max(0, total - height));
}

/** The selected line (the cursor) inside a list of `total` lines. */
export function selectedIndex(state: ProcessInfoDialogState, total: number): number {
  return Math.max(0, Math.min(state.scroll[state.tab], total - 1));
}

/** The selected line's copy text, or null when the list is empty. */
export function selectedCopy(info: ProcessInfoView, rows: readonly ProcessRowView[], state: ProcessInfoDialogState, dotnet?: Readonly<Record<string, DotnetCollectionView>>, ab?: ProcessInfoAb | null): string | null {
  const entries = filteredEntries(info, rows, state, dotnet, ab);
  if (entries === null || entries.length === 0) return null;
  return entries[selectedIndex(state, entries.length)]?.copy ?? null;
}

/** The Metrics tab's status line: what its values are, and the markers when set. */
function metricsStatus(info: ProcessInfoView, ab: ProcessInfoAb | null | undefined): string {
  const source = info.recorded !== null ? 'Recorded values at the Log view cursor' : 'Live values of the displayed sample';
  if (!ab) return `${source} · set A/B markers (a, b) in the Graphs for B−A`;
  const at = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().slice(11, 19));
  return `${source} · A ${at(ab.aMs)} B ${at(ab.bMs)}${elapsedText(ab) ? ` (${elapsedText(ab).trim()})` : ''}`;
}

export interface ProcessInfoDialogProps {
  readonly info: ProcessInfoView | null;
  readonly rows: readonly ProcessRowView[];
  /** The .NET section of the Metrics tab: AppView.dotnet. */
  readonly dotnet?: Readonly<Record<string, DotnetCollectionView>>;
  /** The Metrics tab's A/B values: AppView.processInfoAb. */
  readonly ab?: ProcessInfoAb | null;
  readonly state: ProcessInfoDialogState;
  readonly nowMs: number;
  readonly width: number;
  readonly height: number;
}

export const ProcessInfoDialog = memo(function ProcessInfoDialog({ info, rows, dotnet, ab, state, nowMs, width, height }: ProcessInfoDialogProps) {
  const palette = usePalette();
  if (info === null) {
    return (
      <Box borderStyle="round" paddingX={1} width={width}>
        <Text>No process selected.</Text>
      </Box>
    );
  }
  const listHeight = processInfoListHeight(height);
  const lines = filteredLines(info, rows, state, dotnet, ab);
  const total = lines?.length ?? 0;
  const top = firstShown(state, total, listHeight);
  const shown = lines?.slice(top, top + listHeight) ?? [];
  const capture = state.tab === 'metrics' ? undefined : info.captures[state.tab];
  const status =
    state.tab === 'metrics' ? metricsStatus(info, ab) : info.recorded !== null ? `From the recording ${info.recorded.logName} (Log view)` : captureStatus(capture, nowMs);
  const filter = activeFilter(state);
  const footer =
    state.filterDraft !== null
      ? `Filter: ${state.filterDraft}█  (Enter apply, Esc cancel)`
      : `${total === 0 ? 'no lines' : `${top + 1}-${top + shown.length} of ${total}`}${filter ? ` · filter "${filter}"` : ''} · Tab/1-5 tabs · ↑↓ PgUp PgDn scroll · / filter · y copy · Esc close`;
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={width} height={height}>
      <Text bold wrap="truncate">{`Process Info · ${info.name} (PID ${info.pid})${info.recorded !== null ? ' · recorded' : ''}`}</Text>
      <Text wrap="truncate">
        {tabBar().map((label, i) => (
          <Text key={label.tab}>
            {i > 0 ? '│' : ''}
            <Text inverse={label.tab === state.tab} color={label.tab === state.tab ? undefined : palette.accent}>
              {label.text}
            </Text>
          </Text>
        ))}
      </Text>
      <Text wrap="truncate" color={capture?.status === 'failed' ? palette.error : undefined} dimColor={capture?.status !== 'failed'}>
        {status || ' '}
      </Text>
      <Text wrap="truncate" bold>
        {LIST_HEADERS[state.tab] ?? ' '}
      </Text>
      <Box flexDirection="column" height={listHeight}>
        {shown.map((line, i) => (
          <Text key={top + i} wrap="truncate" inverse={top + i === selectedIndex(state, total)}>
            {line}
          </Text>
        ))}
      </Box>
      <Text dimColor wrap="truncate">
        {footer}
      </Text>
    </Box>
  );
}, sameProps);
