// The person's display preferences (Settings, key o): table columns and their order, sort, theme, system panels,
// kernel threads, tree view, Tracked-only and the Tracking List startup mode (the recording directory belongs to Recording). The App holds them so they
// are saved with the rest of the settings after a successful run; this module maps them to and from the config.
import { PROCESS_METRIC_IDS, type ProcessMetricId } from '../../generated/metrics.js';
import type { WinprocConfig } from '../../generated/types/config.js';

export type Theme = 'dark' | 'light' | 'mono';
export const THEMES: readonly Theme[] = ['dark', 'light', 'mono'];

export type TrackingStartupMode = 'resume' | 'empty' | 'choose';
export const TRACKING_STARTUP_MODES: readonly TrackingStartupMode[] = ['resume', 'empty', 'choose'];

/** The Linux control-group columns (ProcessSample.cgroup), hidden by default; empty where a process has none. */
export const CGROUP_COLUMNS = ['systemd_unit', 'container', 'cgroup', 'namespace_pid'] as const;
export type CgroupColumnId = (typeof CGROUP_COLUMNS)[number];
/**
 * A table column besides PID and Name that Settings lists: a process metric, `dotnet` (the .NET runtime support and
 * collection mark) or a control-group fact.
 */
export type ColumnId = ProcessMetricId | 'dotnet' | CgroupColumnId;

/**
 * Every column a table can show: the process catalog minus the full path (text, shown by Process Info), with the
 * `.NET` mark just before the .NET metrics, then the control-group columns.
 */
export const COLUMN_CANDIDATES: readonly ColumnId[] = [
  ...PROCESS_METRIC_IDS.filter((id) => id !== 'path').flatMap((id): ColumnId[] => (id === 'dotnet_heap_bytes' ? ['dotnet', id] : [id])),
  ...CGROUP_COLUMNS,
];

export function isCgroupColumn(id: string): id is CgroupColumnId {
  return (CGROUP_COLUMNS as readonly string[]).includes(id);
}

/** The columns shown without saved settings, in their order (dropped last-first when the terminal is narrow). */
export const DEFAULT_VISIBLE_COLUMNS: readonly ColumnId[] = [
  'cpu_percent',
  'private_bytes',
  'workset_bytes',
  'handle_count',
  'thread_count',
  'dotnet',
  'io_read_bytes_per_sec',
  'io_write_bytes_per_sec',
  'workset_private_bytes',
  'workset_shareable_bytes',
  'gpu_percent',
  'gpu_dedicated_bytes',
  'gpu_shared_bytes',
];

/** One column of the Settings list: every candidate appears once, shown ones first in display order. */
export interface ColumnChoice {
  readonly id: ColumnId;
  readonly visible: boolean;
}

export interface UiPreferences {
  readonly columns: readonly ColumnChoice[];
  /** A metric identifier, `pid` or `name`. */
  readonly sortColumn: string;
  readonly sortDescending: boolean;
  readonly theme: Theme;
  readonly showSystemPanels: boolean;
  readonly showKernelThreads: boolean;
  readonly treeView: boolean;
  /** T: the table shows tracked processes and Ghost Rows only. */
  readonly trackedOnly: boolean;
  readonly trackingStartupMode: TrackingStartupMode;
}

/** The candidates with `visible` shown first in that order, the rest after them in catalog order. */
export function columnChoices(visible: readonly string[]): ColumnChoice[] {
  const shown = visible.filter((id, i): id is ColumnId => (COLUMN_CANDIDATES as readonly string[]).includes(id) && visible.indexOf(id) === i);
  return [...shown.map((id) => ({ id, visible: true })), ...COLUMN_CANDIDATES.filter((id) => !shown.includes(id)).map((id) => ({ id, visible: false }))];
}

/** The shown columns in display order. */
export function visibleColumns(preferences: Pick<UiPreferences, 'columns'>): ColumnId[] {
  return preferences.columns.filter((column) => column.visible).map((column) => column.id);
}

export const DEFAULT_UI_PREFERENCES: UiPreferences = {
  columns: columnChoices(DEFAULT_VISIBLE_COLUMNS),
  sortColumn: 'cpu_percent',
  sortDescending: true,
  theme: 'dark',
  showSystemPanels: true,
  showKernelThreads: false,
  treeView: false,
  trackedOnly: false,
  trackingStartupMode: 'resume',
};

/** Preferences from a validated config; missing fields take their defaults, unknown column ids are dropped. */
export function preferencesFromConfig(config: WinprocConfig): UiPreferences {
  const layout = config.layout ?? {};
  const d = DEFAULT_UI_PREFERENCES;
  return {
    columns: layout.visible_columns ? columnChoices(layout.visible_columns) : d.columns,
    sortColumn: layout.sort_column ?? d.sortColumn,
    sortDescending: layout.sort_descending ?? d.sortDescending,
    theme: config.theme ?? d.theme,
    showSystemPanels: layout.show_system_panels ?? d.showSystemPanels,
    showKernelThreads: layout.show_kernel_threads ?? d.showKernelThreads,
    treeView: layout.tree_view ?? d.treeView,
    trackedOnly: layout.tracked_only ?? d.trackedOnly,
    trackingStartupMode: config.tracking?.startup_mode ?? d.trackingStartupMode,
  };
}

/** `config` with the preferences written into it; every other field (profiles, Graph layout...) is kept. */
export function preferencesIntoConfig(config: WinprocConfig, preferences: UiPreferences): WinprocConfig {
  return {
    ...config,
    theme: preferences.theme,
    layout: {
      ...config.layout,
      visible_columns: visibleColumns(preferences),
      sort_column: preferences.sortColumn,
      sort_descending: preferences.sortDescending,
      show_system_panels: preferences.showSystemPanels,
      show_kernel_threads: preferences.showKernelThreads,
      tree_view: preferences.treeView,
      tracked_only: preferences.trackedOnly,
    },
    tracking: { ...config.tracking, startup_mode: preferences.trackingStartupMode },
  };
}
