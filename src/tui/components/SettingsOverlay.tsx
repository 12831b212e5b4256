// Settings (o): Disable MCP connections with the detailed listener status (spec §3.2), theme, system panels, kernel
// threads, the Tracking List start-up mode, the recording directory, and every table column with its checkbox in
// display order. Changes apply at once and are saved after a successful quit.
import { Box, Text } from 'ink';
import { columnTitle } from '../columns.js';
import type { AppView } from '../../app/view.js';
import { settingsLines, type SettingsDialogState, type SettingsLineId } from '../state/settings.js';
import { usePalette } from '../theme.js';

export function listenerStatus(view: AppView): string {
  switch (view.mcp.state) {
    case 'disabled':
      return view.mcpConnectionsDisabled ? 'no listener (connections disabled)' : 'no listener';
    case 'starting':
      return 'starting the listener';
    case 'listening':
      return `listening, ${view.mcp.connections} active connection${view.mcp.connections === 1 ? '' : 's'}`;
    case 'failed':
      return `listener failed: ${view.mcp.error}`;
  }
}

const box = (on: boolean) => (on ? '[x]' : '[ ]');

/** One Settings line as text. */
export function settingsLineText(line: SettingsLineId, view: AppView, noColor: boolean): string {
  const p = view.preferences;
  if (typeof line === 'object') {
    const visible = p.columns.find((c) => c.id === line.column)?.visible ?? false;
    return `${box(visible)} Column ${columnTitle(line.column).padEnd(11)} ${line.column}`;
  }
  switch (line) {
    case 'mcp':
      return `${box(view.mcpConnectionsDisabled)} Disable MCP connections`;
    case 'theme':
      return `Theme: ${p.theme}${noColor && p.theme !== 'mono' ? ' (NO_COLOR is set: drawn as mono)' : ''}`;
    case 'panels':
      return `${box(p.showSystemPanels)} System panels (MEM, CPU, NW/DISK, GPU)`;
    case 'kernel_threads':
      return `${box(p.showKernelThreads)} Show kernel threads`;
    case 'startup_mode':
      return `Tracking List at start: ${p.trackingStartupMode} (resume / empty / choose)`;
    case 'recording_directory':
      return `Recording directory: ${view.recording.directory ?? '(not set: the working directory)'}`;
    case 'recording_format':
      return `Recording format: ${view.recording.format} (4: every metric, named columns / 3: the original application's)`;
  }
}

/** Lines of the overlay that are not settings lines: border (2), title, MCP status, hint. */
const CHROME = 5;
/** Rows above the first settings line: the top border and the title. */
const LINES_TOP = 2;

/** The overlay's width in a terminal `width` wide. */
export function settingsWidth(width: number): number {
  return Math.min(width, 84);
}

/** Which settings lines the overlay shows in `height` rows: the selection stays in the middle where it can. */
export function settingsWindow(selectedLine: number, lineCount: number, height: number): { readonly top: number; readonly size: number; readonly selected: number } {
  const size = Math.max(1, height - CHROME);
  const selected = Math.min(selectedLine, lineCount - 1);
  return { top: Math.max(0, Math.min(selected - Math.floor(size / 2), lineCount - size)), size, selected };
}

/**
 * The index of the settings line drawn at `row` (0 = the overlay's top border) and column `x`, or null on the
 * border, the title, the status and hint lines or beside the overlay (the mouse hook maps clicks through it).
 */
export function settingsLineAt(x: number, row: number, selectedLine: number, lineCount: number, width: number, height: number): number | null {
  if (x < 0 || x >= settingsWidth(width)) return null;
  const { top, size } = settingsWindow(selectedLine, lineCount, height);
  const offset = row - LINES_TOP;
  if (offset < 0 || offset >= size || top + offset >= lineCount) return null;
  return top + offset;
}

export function SettingsOverlay({ view, state, width, height, noColor }: { view: AppView; state: SettingsDialogState; width: number; height: number; noColor: boolean }) {
  const palette = usePalette();
  const lines = settingsLines(view.preferences);
  const { top, size: window, selected } = settingsWindow(state.selected, lines.length, height);
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={settingsWidth(width)}>
      <Text bold>Settings</Text>
      {lines.slice(top, top + window).map((line, i) => {
        const index = top + i;
        const editing = index === selected && line === 'recording_directory' && state.editing !== null;
        const text = editing ? `Recording directory: ${state.editing}█  (Enter apply, Esc cancel)` : settingsLineText(line, view, noColor);
        // The marker shows the selection also where inverse video does not (a terminal without attributes).
        const marker = index === selected ? '› ' : '  ';
        return (
          <Text key={index} inverse={index === selected && !editing} color={editing ? palette.accent : undefined} wrap="truncate">
            {marker + text}
          </Text>
        );
      })}
      <Text dimColor wrap="truncate">{`    MCP: ${listenerStatus(view)}`}</Text>
      <Text dimColor wrap="truncate">↑↓ choose · Space/Enter change · [ ] move a column · applies now, saved on a successful quit · Esc or o closes</Text>
    </Box>
  );
}
