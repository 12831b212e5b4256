// Pure state of the Settings dialog (o): its lines (MCP connections, theme, panels, kernel threads, Tracking List
// start-up mode, recording directory and format, then every table column with its checkbox, in display order), the selected
// line, the recording directory prompt, and the preference change each line makes.
import { THEMES, TRACKING_STARTUP_MODES, type ColumnChoice, type ColumnId, type UiPreferences } from '../../app/preferences.js';

export type SettingsLineId =
  | 'mcp'
  | 'theme'
  | 'panels'
  | 'kernel_threads'
  | 'startup_mode'
  | 'recording_directory'
  | 'recording_format'
  | { readonly column: ColumnId };

export interface SettingsDialogState {
  readonly selected: number;
  /** The recording directory being typed, or null. */
  readonly editing: string | null;
}

export const INITIAL_SETTINGS_DIALOG: SettingsDialogState = { selected: 0, editing: null };

export type SettingsDialogAction =
  | { readonly type: 'move'; readonly by: number; readonly count: number }
  | { readonly type: 'select'; readonly index: number; readonly count: number }
  | { readonly type: 'start_edit'; readonly text: string }
  | { readonly type: 'edit'; readonly text: string }
  | { readonly type: 'end_edit' };

export function settingsDialogReducer(state: SettingsDialogState, action: SettingsDialogAction): SettingsDialogState {
  switch (action.type) {
    case 'move':
      return { ...state, selected: Math.max(0, Math.min(action.count - 1, state.selected + action.by)) };
    case 'select':
      return { ...state, selected: Math.max(0, Math.min(action.count - 1, action.index)) };
    case 'start_edit':
      return { ...state, editing: action.text };
    case 'edit':
      return state.editing === null ? state : { ...state, editing: action.text };
    case 'end_edit':
      return { ...state, editing: null };
  }
}

/** The fixed lines before the columns; the columns follow in display order. */
const FIXED: readonly SettingsLineId[] = ['mcp', 'theme', 'panels', 'kernel_threads', 'startup_mode', 'recording_directory', 'recording_format'];

export function settingsLines(preferences: UiPreferences): SettingsLineId[] {
  return [...FIXED, ...preferences.columns.map((column) => ({ column: column.id }))];
}

function next<T>(values: readonly T[], current: T): T {
  return values[(values.indexOf(current) + 1) % values.length]!;
}

/**
 * What Space/Enter on a line does: a preference change, toggling MCP connections (an App action of its own), or
 * opening the recording directory prompt.
 */
export type SettingsChange =
  | { readonly kind: 'preferences'; readonly change: Partial<UiPreferences> }
  | { readonly kind: 'toggle_mcp' }
  | { readonly kind: 'edit_directory' }
  | { readonly kind: 'toggle_recording_format' };

export function changeOf(line: SettingsLineId, preferences: UiPreferences): SettingsChange {
  if (typeof line === 'object') {
    return { kind: 'preferences', change: { columns: preferences.columns.map((c) => (c.id === line.column ? { ...c, visible: !c.visible } : c)) } };
  }
  switch (line) {
    case 'mcp':
      return { kind: 'toggle_mcp' };
    case 'theme':
      return { kind: 'preferences', change: { theme: next(THEMES, preferences.theme) } };
    case 'panels':
      return { kind: 'preferences', change: { showSystemPanels: !preferences.showSystemPanels } };
    case 'kernel_threads':
      return { kind: 'preferences', change: { showKernelThreads: !preferences.showKernelThreads } };
    case 'startup_mode':
      return { kind: 'preferences', change: { trackingStartupMode: next(TRACKING_STARTUP_MODES, preferences.trackingStartupMode) } };
    case 'recording_directory':
      return { kind: 'edit_directory' };
    case 'recording_format':
      return { kind: 'toggle_recording_format' };
  }
}

/** The columns with `id` moved `by` places (earlier is further left in the table); unchanged at either end. */
export function moveColumn(columns: readonly ColumnChoice[], id: ColumnId, by: -1 | 1): readonly ColumnChoice[] {
  const from = columns.findIndex((c) => c.id === id);
  const to = from + by;
  if (from === -1 || to < 0 || to >= columns.length) return columns;
  const moved = [...columns];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
