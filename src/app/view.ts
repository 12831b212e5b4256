// The read-only view the App publishes for the TUI: everything a frame needs, nothing the TUI must compute from collectors.
import type { ProcessMetricId } from '../../generated/metrics.js';
import type { Activity, McpListenerState } from '../model/activity.js';
import type { GraphSourceRequest } from '../model/graphs.js';
import type { GraphsPanelView } from './graphs/feature.js';
import type { LogListView, LogViewPanel } from './logs/feature.js';
import type { RecordingPanelView } from './recording/feature.js';
import type { UiPreferences } from './preferences.js';
import type { ProcessInfoTab, ProcessInfoView } from './process-info/feature.js';
import type { ProcessInfoAb } from './process-info/ab.js';
import type { ProfileMutation, ProfilesView, RecordingInterval } from '../model/operations.js';
import type { GpuAdapterSample, HostInfo, MetricValue, ProcessCgroup, SystemSample, UnavailableReason } from '../model/types.js';
import type { DotnetCollectionView } from '../model/dotnet.js';

export type { Activity, McpListenerState };

export interface ProcessRowView {
  /** identityKey() of the lifetime the row shows. */
  readonly key: string;
  readonly pid: number;
  readonly name: string;
  readonly user: string | null;
  readonly path: string | null;
  /** The verified parent's row key (tree view, F5); null when no parent lifetime was observed. */
  readonly parentKey: string | null;
  /** A kernel thread: hidden unless Settings shows them. */
  readonly kernelThread: boolean;
  readonly tracked: boolean;
  /** An exited tracked lifetime kept with its final values (Ghost Row). */
  readonly ghost: boolean;
  readonly values: Partial<Record<ProcessMetricId, MetricValue>>;
  readonly unavailable: Partial<Record<ProcessMetricId, UnavailableReason>>;
  /** Linux: the process's cgroup, unit and container (the `/` filter matches them); absent when unknown (a Ghost Row). */
  readonly cgroup?: ProcessCgroup;
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
  /** The local confirmation waiting for an answer (the oldest), drawn as an overlay above everything else. */
  readonly confirmation: ConfirmationView | null;
  /** Why the TUI's last action was not applied (for example a tracking change during Recording). */
  readonly actionNotice: string | null;
  /** Saved Investigation Profiles, Empty (default) first, and the binding (the Profiles dialog, key P). */
  readonly profiles: ProfilesView;
  /** The Graph workspace and a plot per Graph (the Graph view, key G). */
  readonly graphs: GraphsPanelView;
  /** .NET collection of the lifetimes authorized or being stopped, by identity key (others are disabled). */
  readonly dotnet: Readonly<Record<string, DotnetCollectionView>>;
  /** The Recording (REC badge with elapsed time, Record dialog r). */
  readonly recording: RecordingPanelView;
  /** The Log list (key l) while it is open, else null. */
  readonly logList: LogListView | null;
  /** The Log view's recording and time cursor while it shows one (activity log_view), else null. */
  readonly logView: LogViewPanel | null;
  /** Why `l` did nothing (for example during Recording). */
  readonly logNotice: string | null;
  /** The Process Info dialog's target and captures (Enter), or null when it is closed. */
  readonly processInfo: ProcessInfoView | null;
  /** Process Info's Metrics tab: its lifetime's values at the A/B markers and B−A; null without markers or dialog. */
  readonly processInfoAb: ProcessInfoAb | null;
  /** Display preferences (Settings, key o), saved after a successful run. */
  readonly preferences: UiPreferences;
}

export interface ConfirmationView {
  readonly id: number;
  /** The immutable action description: what exactly would change or be discarded. */
  readonly description: string;
  /** `mcp`: an MCP client's operation; `tui`: the person's own action. */
  readonly requester: 'mcp' | 'tui';
  /** When an unanswered MCP request ends with TIMEOUT (counted from its submission); null for the TUI's own. */
  readonly expiresAtMs: number | null;
  /** Confirmations waiting in all, this one included. */
  readonly waiting: number;
}

/** Actions the TUI sends; the App applies them and publishes a new view. */
export interface AppActions {
  toggleDisplayPause(): void;
  /** t/Space: tracks the name, or untracks it (after a confirmation when history would be discarded). */
  toggleTracking(processName: string): void;
  /** N: authorizes .NET runtime collection for the lifetime (after a confirmation), or revokes it. */
  toggleDotnet(key: string): void;
  /** g: adds a Graph (the same checks as winproc_add_graphs; a registered source takes no slot). */
  addGraph(source: GraphSourceRequest): void;
  /** g on a cell or a system metric: adds its Graph, or removes it when it is registered already. */
  toggleGraph(source: GraphSourceRequest): void;
  /** e: exports every Graph's displayed raw history to a new CSV file in the working directory, in the background. */
  exportGraphs(): void;
  /** The Graph view's keys. */
  readonly graphs: GraphViewActions;
  /** A profile action from the Profiles dialog: the same checks and confirmations as winproc_update_profile. */
  profileAction(action: ProfileMutation['action'], target: { profileRef?: string; name?: string; newName?: string }): void;
  /** Record dialog: starts a Recording of the working Tracking List into `directory` (the same checks as winproc_start_recording). */
  startRecording(directory: string, intervalSeconds: RecordingInterval): void;
  /** r while recording: stops the active Recording after a local confirmation. */
  stopRecording(): void;
  /** Esc: the status lines of a Recording a write failure ended go away (the next start clears them too). */
  dismissRecordingFailure(): void;
  /** Settings: the configured recording directory (relative to the working directory); the active session keeps its own. */
  setRecordingDirectory(directory: string): void;
  /** Settings: the format the next Recording is written in (4, or 3 for the original application). */
  setRecordingFormat(format: RecordingPanelView['format']): void;
  /** y/Enter (true) or n/Esc (false) on the confirmation overlay. */
  answerConfirmation(confirmed: boolean): void;
  /** Enter: Process Info on a lifetime; its tabs' captures run in the investigation pool. */
  readonly processInfo: ProcessInfoActions;
  /** Settings: display preferences, applied at once and saved after a successful run. */
  updatePreferences(change: Partial<UiPreferences>): void;
  /** Settings: `Disable MCP connections`; takes effect at once, in every activity. */
  setMcpConnectionsDisabled(disabled: boolean): void;
  /** The Log list and the Log view. */
  readonly logs: LogActions;
  /** k / F9: ends the row's lifetime (SIGTERM, then SIGKILL offered) after a confirmation naming PID, name and start time. */
  killProcess(key: string): void;
  /** q: calls `quit` at once, or after a confirmation while a Recording runs (quitting ends it cleanly). */
  requestQuit(quit: () => void): void;
  /** A line for the notice row (what the TUI did itself, such as a copy to the clipboard); null clears it. */
  showNotice(text: string | null): void;
  quit(): void;
}

export interface LogActions {
  /** l: lists the recording directory's logs (refused during Recording). */
  openList(): void;
  closeList(): void;
  moveSelection(by: number): void;
  /** Enter: loads the selected log (chunked, keys keep working) and shows it in the Log view. */
  loadSelected(): void;
  /** Esc or l in the Log view: back to Live. */
  leave(): void;
  /** Left/Right by one frame; -Infinity/Infinity for Home/End. */
  moveCursor(by: number): void;
  /** The frame recorded exactly at `atMs` (a drill-down's time); false when no frame has that time. */
  showFrameAt(atMs: number): boolean;
}

export interface ProcessInfoActions {
  /** Opens the dialog on the lifetime with this row key and starts its Image capture. */
  open(key: string): void;
  /** A tab was shown: its capture starts if it has not run yet. */
  show(tab: ProcessInfoTab): void;
  /** Runs the tab's capture again. */
  refresh(tab: ProcessInfoTab): void;
  /** Closes the dialog and cancels its running captures. */
  close(): void;
}

export interface GraphViewActions {
  /** Up/Down: the active Graph. */
  moveActive(by: number): void;
  /** Left/Right: the shared cursor, by samples; reaching the newest sample resumes live-follow. */
  moveCursor(by: number): void;
  /** Ctrl-Left/Right, [ ]: pans the visible range by half a span; reaching the newest sample follows live again. */
  pan(direction: -1 | 1): void;
  /** PgUp (1) / PgDn (-1): the next longer or shorter span of 1, 2, 5, 10, 30 min, 1 h, 2 h. */
  stepSpan(by: 1 | -1): void;
  /** f: the span fits everything retained. */
  fit(): void;
  /** a/b: marker A or B at the cursor (again at the same time clears it). */
  setMarker(which: 'a' | 'b'): void;
  /** Shift-A / Shift-B: the cursor jumps to a marker. */
  jumpToMarker(which: 'a' | 'b'): void;
  /** x: clears both markers. */
  clearMarkers(): void;
  /** m: Raw or MA5 (display only; exports stay raw). */
  toggleDisplayMode(): void;
  /** z: the Y axis includes zero. */
  toggleZeroAxis(): void;
  /** L: auto, 1, 2 or 3 Graph columns. */
  cycleColumns(): void;
  /** Delete: removes the active Graph. */
  removeActive(): void;
  /** D: the processes highest for the active Graph's metric at the cursor's exact sample time. */
  openDrilldown(): void;
  closeDrilldown(): void;
}

export interface AppStore {
  getView(): AppView;
  subscribe(listener: () => void): () => void;
  readonly actions: AppActions;
}
