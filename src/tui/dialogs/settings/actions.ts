// Performs Settings' keys (dialogs/settings/keys.ts): choose a line, change it through the App (or open the recording
// directory prompt), move a column; and types the recording directory while its prompt is open.
import type { AppStore } from '../../../app/view.js';
import type { KeyPress } from '../../keymap.js';
import { changeOf, moveColumn, settingsLines, type SettingsDialogAction, type SettingsLineId } from '../../state/settings.js';
import type { DialogContext } from '../context.js';
import { typeIntoPrompt } from '../prompt.js';
import type { SETTINGS_KEYS } from './keys.js';

export type SettingsKeyId = (typeof SETTINGS_KEYS)[number]['id'];

/** Space/Enter (or a click) on a Settings line: toggles or cycles it through the App, or opens the recording directory prompt. */
export function changeSetting(store: AppStore, line: SettingsLineId, dispatch: (action: SettingsDialogAction) => void): void {
  const current = store.getView();
  const change = changeOf(line, current.preferences);
  if (change.kind === 'toggle_mcp') store.actions.setMcpConnectionsDisabled(!current.mcpConnectionsDisabled);
  else if (change.kind === 'edit_directory') dispatch({ type: 'start_edit', text: current.recording.directory ?? '' });
  else if (change.kind === 'toggle_recording_format') store.actions.setRecordingFormat(current.recording.format === 4 ? 3 : 4);
  else store.actions.updatePreferences(change.change);
}

export function performSettingsKey(id: SettingsKeyId, ctx: DialogContext): void {
  const { store } = ctx;
  const settings = ctx.dialogs.settings;
  const lines = settingsLines(store.getView().preferences);
  const line = lines[Math.min(settings.current.current.selected, lines.length - 1)]!;
  const moveSettingColumn = (by: -1 | 1) => {
    if (typeof line !== 'object') return;
    const columns = store.getView().preferences.columns;
    const moved = moveColumn(columns, line.column, by);
    if (moved === columns) return;
    store.actions.updatePreferences({ columns: moved });
    settings.dispatch({ type: 'move', by, count: lines.length });
  };
  switch (id) {
    case 'settings_toggle':
      return changeSetting(store, line, settings.dispatch);
    case 'settings_up':
      return settings.dispatch({ type: 'move', by: -1, count: lines.length });
    case 'settings_down':
      return settings.dispatch({ type: 'move', by: 1, count: lines.length });
    case 'settings_column_up':
      return moveSettingColumn(-1);
    case 'settings_column_down':
      return moveSettingColumn(1);
  }
}

/** While the recording directory is typed it takes every key; true when it did. */
export function settingsPrompt(input: string, key: KeyPress, ctx: DialogContext): boolean {
  const settings = ctx.dialogs.settings;
  return typeIntoPrompt(settings.current.current.editing, input, key, {
    edit: (text) => settings.dispatch({ type: 'edit', text }),
    cancel: () => settings.dispatch({ type: 'end_edit' }),
    commit: (text) => {
      settings.dispatch({ type: 'end_edit' });
      // An empty line keeps the configured directory: a Recording needs one.
      if (text.trim() !== '') ctx.store.actions.setRecordingDirectory(text.trim());
    },
  });
}
