// Process Info (Enter): the tab bar, the shown tab's capture progress or failure, and its list, scrolled and
// filtered (`/`). Lines come from src/tui/process-info.ts; captures from the App (investigation pool).
import { Box, Text } from 'ink';
import { memo } from 'react';
import type { ProcessInfoView } from '../../app/process-info/feature.js';
import type { ProcessRowView } from '../../app/view.js';
import type { DotnetCollectionView } from '../../model/dotnet.js';
import { captureStatus, LIST_HEADERS, tabBar, tabLines } from '../process-info.js';
import { activeFilter, lineMatches, type ProcessInfoDialogState } from '../state/process-info.js';
import { usePalette } from '../theme.js';

/** Lines of the dialog that are not list: border (2), title, tab bar, status, list header, footer. */
export const PROCESS_INFO_CHROME = 7;

/** How many list lines the dialog shows in a view `height` rows tall. */
export function processInfoListHeight(height: number): number {
  return Math.max(1, height - PROCESS_INFO_CHROME);
}

/** The shown tab's list after its filter (also what scrolling is bounded by). */
export function filteredLines(info: ProcessInfoView, rows: readonly ProcessRowView[], state: ProcessInfoDialogState, dotnet?: Readonly<Record<string, DotnetCollectionView>>): string[] | null {
  const lines = tabLines(state.tab, info, rows, dotnet);
  if (lines === null) return null;
  const filter = activeFilter(state);
  return lines.filter((line) => lineMatches(line, filter));
}

export interface ProcessInfoDialogProps {
  readonly info: ProcessInfoView | null;
  readonly rows: readonly ProcessRowView[];
  /** The .NET section of the Metrics tab: AppView.dotnet. */
  readonly dotnet?: Readonly<Record<string, DotnetCollectionView>>;
  readonly state: ProcessInfoDialogState;
  readonly nowMs: number;
  readonly width: number;
  readonly height: number;
}

export const ProcessInfoDialog = memo(function ProcessInfoDialog({ info, rows, dotnet, state, nowMs, width, height }: ProcessInfoDialogProps) {
  const palette = usePalette();
  if (info === null) {
    return (
      <Box borderStyle="round" paddingX={1} width={width}>
        <Text>No process selected.</Text>
      </Box>
    );
  }
  const listHeight = processInfoListHeight(height);
  const lines = filteredLines(info, rows, state, dotnet);
  const total = lines?.length ?? 0;
  const top = Math.min(state.scroll[state.tab], Math.max(0, total - listHeight));
  const shown = lines?.slice(top, top + listHeight) ?? [];
  const capture = state.tab === 'metrics' ? undefined : info.captures[state.tab];
  const status = state.tab === 'metrics' ? 'Live values of the displayed sample' : captureStatus(capture, nowMs);
  const filter = activeFilter(state);
  const footer =
    state.filterDraft !== null
      ? `Filter: ${state.filterDraft}█  (Enter apply, Esc cancel)`
      : `${total === 0 ? 'no lines' : `${top + 1}-${top + shown.length} of ${total}`}${filter ? ` · filter "${filter}"` : ''} · Tab/1-5 tabs · ↑↓ PgUp PgDn scroll · / filter · Esc close`;
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={width} height={height}>
      <Text bold wrap="truncate">{`Process Info · ${info.name} (PID ${info.pid})`}</Text>
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
          <Text key={top + i} wrap="truncate">
            {line}
          </Text>
        ))}
      </Box>
      <Text dimColor wrap="truncate">
        {footer}
      </Text>
    </Box>
  );
});
