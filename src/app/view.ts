// The read-only view the App publishes for the TUI: everything a frame needs, nothing the TUI must compute from collectors.
import type { ProcessMetricId } from '../../generated/metrics.js';
import type { Activity, McpListenerState } from '../model/activity.js';
import type { GpuAdapterSample, HostInfo, MetricValue, SystemSample, UnavailableReason } from '../model/types.js';

export type { Activity, McpListenerState };

export interface ProcessRowView {
  /** identityKey() of the lifetime the row shows. */
  readonly key: string;
  readonly pid: number;
  readonly name: string;
  readonly user: string | null;
  readonly path: string | null;
  readonly tracked: boolean;
  /** An exited tracked lifetime kept with its final values (Ghost Row). */
  readonly ghost: boolean;
  readonly values: Partial<Record<ProcessMetricId, MetricValue>>;
  readonly unavailable: Partial<Record<ProcessMetricId, UnavailableReason>>;
}

export interface AppView {
  readonly activity: Activity;
  readonly displayPaused: boolean;
  /** Time of the snapshot on screen (frozen while the display is paused). */
  readonly displayedAtMs: number | null;
  /** Time of the newest applied snapshot, for freshness; sampling continues under pause. */
  readonly latestAppliedAtMs: number | null;
  readonly system: SystemSample | null;
  readonly gpus: readonly GpuAdapterSample[];
  readonly rows: readonly ProcessRowView[];
  readonly trackingNames: readonly string[];
  readonly host: HostInfo | null;
  readonly mcp: McpListenerState;
  /** The last sampling failure, shown until a pass succeeds again. */
  readonly samplingError: string | null;
  /** A configuration problem reported at startup (the file is left untouched). */
  readonly configWarning: string | null;
  /** The Settings checkbox `Disable MCP connections`, as the user set it (persisted after a successful run). */
  readonly mcpConnectionsDisabled: boolean;
}

/** Actions the TUI sends; the App applies them and publishes a new view. */
export interface AppActions {
  toggleDisplayPause(): void;
  toggleTracking(processName: string): void;
  /** Settings: `Disable MCP connections`; takes effect at once, in every activity. */
  setMcpConnectionsDisabled(disabled: boolean): void;
  quit(): void;
}

export interface AppStore {
  getView(): AppView;
  subscribe(listener: () => void): () => void;
  readonly actions: AppActions;
}
