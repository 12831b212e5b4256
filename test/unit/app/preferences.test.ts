// Guards the display preferences' mapping to and from winproc-tui.toml: defaults for a missing or older file,
// unknown column ids dropped, every field written back, other settings (profiles, Graph layout) kept, and the
// written config valid against the settings schema.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../generated/validators/config.js';
import { columnChoices, DEFAULT_UI_PREFERENCES, DEFAULT_VISIBLE_COLUMNS, preferencesFromConfig, preferencesIntoConfig, visibleColumns } from '../../../src/app/preferences.js';

describe('preferences', () => {
  it('takes the defaults from an empty or older file', () => {
    expect(preferencesFromConfig({})).toEqual(DEFAULT_UI_PREFERENCES);
    expect(visibleColumns(preferencesFromConfig({ layout: { sort_column: 'pid' } }))).toEqual(DEFAULT_VISIBLE_COLUMNS);
  });

  it('offers the task name as a column, hidden until chosen', () => {
    const taskName = DEFAULT_UI_PREFERENCES.columns.find((c) => c.id === 'task_name');
    expect(taskName).toEqual({ id: 'task_name', visible: false });
    expect(visibleColumns({ columns: columnChoices(['cpu_percent', 'task_name']) })).toEqual(['cpu_percent', 'task_name']);
  });

  it('keeps the saved column order, drops unknown and repeated ids, and lists the hidden ones after', () => {
    const choices = columnChoices(['thread_count', 'no_such_metric', 'cpu_percent', 'thread_count', 'path']);
    expect(visibleColumns({ columns: choices })).toEqual(['thread_count', 'cpu_percent']);
    expect(choices.filter((c) => !c.visible).map((c) => c.id)).not.toContain('cpu_percent');
    expect(new Set(choices.map((c) => c.id)).size).toBe(choices.length);
  });

  it('round-trips every field and keeps the rest of the file', () => {
    const changed = {
      ...DEFAULT_UI_PREFERENCES,
      columns: columnChoices(['handle_count', 'cpu_percent']),
      sortColumn: 'handle_count',
      sortDescending: false,
      theme: 'mono' as const,
      showSystemPanels: false,
      showKernelThreads: true,
      treeView: true,
      trackedOnly: true,
      trackingStartupMode: 'choose' as const,
    };
    const config = preferencesIntoConfig({ profiles: [{ name: 'web', names: ['nginx'] }], graphs: { height_rows: 9 }, recording: { interval_seconds: 5 } }, changed);
    expect(validateConfig(config)).toBe(true);
    expect(config.profiles).toEqual([{ name: 'web', names: ['nginx'] }]);
    expect(config.graphs).toEqual({ height_rows: 9 });
    // The recording section belongs to the Recording feature (src/app/recording), not to the display preferences.
    expect(config.recording).toEqual({ interval_seconds: 5 });
    expect(preferencesFromConfig(config)).toEqual(changed);
    expect(config.layout?.tracked_only).toBe(true);
  });

  it('starts with Tracked-only off for a file written before it was saved', () => {
    expect(preferencesFromConfig({ layout: { tree_view: true } }).trackedOnly).toBe(false);
    expect(preferencesFromConfig({ layout: { tracked_only: true } }).trackedOnly).toBe(true);
  });
});
