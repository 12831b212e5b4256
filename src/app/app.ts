// The App: the one owner of live state — applied snapshots, histories, the working Tracking List, display
// pause and freshness, the shared revision and the operations ledger — publishing an immutable view for the TUI
// and accepting its actions and the MCP side's operations. Feature logic lives beside it by feature (live/,
// tracking/, operations/); this class sequences it and notifies observers.
import type { HostInfo, Snapshot } from '../model/types.js';
import type { WireSnapshot } from '../model/wire.js';
import { ModelStore, type RetentionPins } from '../model/index.js';
import type { GraphsAnswer, GraphsQuery } from '../model/graphs.js';
import type { DotnetCollectionView, DotnetStatus, DotnetSupport, DotnetTarget } from '../model/dotnet.js';
import { DotnetFeature, type DotnetHost } from './dotnet/feature.js';
import type { Mutation, OperationsPort, OperationSubmission, ProfileMutation, ProfilesView, RecordingInterval, RecordingStateView, SubmissionAnswer, TrackingMutation } from '../model/operations.js';
import { PACKAGE_VERSION } from '../../generated/package-info.js';
import { inThreadRecordingWriter } from '../recording/writer.js';
import { GraphsFeature, type GraphsFeatureOptions } from './graphs/feature.js';
import { liveGraphSource, logGraphSource, type GraphHistorySource } from './graphs/source.js';
import type { GraphPreferences } from './graphs/workspace.js';
import { LiveRows } from './live/rows.js';
import { LogsFeature, type LogLoader } from './logs/feature.js';
import type { LoadedLog } from '../recording/reader.js';
import { DEFAULT_UI_PREFERENCES, type UiPreferences } from './preferences.js';
import { ProcessInfoFeature, type InvestigationRunner } from './process-info/feature.js';
import { processInfoAb, type ProcessInfoAb } from './process-info/ab.js';
import { ConfirmationQueue, confirmationText, type ConfirmationTimers } from './operations/confirmations.js';
import { StateRevision } from './operations/revision.js';
import { ApplyFailure, OperationRunner, type OperationPlan } from './operations/runner.js';
import { EMPTY_PROFILE_REF, ProfileBook, ProfileBookError, sameNames, type SavedProfile } from './profiles/book.js';
import { profilePlan, type ProfileHost } from './profiles/plan.js';
import { LOCAL_STOP_TOPIC, RecordingFeature, type RecordingFeatureOptions, type RecordingHost } from './recording/feature.js';
import { trackingPlan, type Requester, type TrackingHost } from './tracking/plan.js';
import { TerminationFeature, type SignalPort, type TerminationOptions } from './termination/feature.js';
import type { Activity, AppActions, AppStore, AppView, McpListenerState, ProcessRowView } from './view.js';

/** What the App needs from sampling: snapshots and failures as they arrive. */
export interface SnapshotSource {
  /** `wire`: the form the snapshot was decoded from, when there is one (the store appends its values from it). */
  onSnapshot(listener: (snapshot: Snapshot, wire?: WireSnapshot) => void): () => void;
  onError(listener: (failure: { readonly message: string }) => void): () => void;
}

/** Where .NET runtime collection runs (the sampling worker): the App hands it the authorized set, it reports progress. */
export interface DotnetCollectorPort {
  setDotnetTargets(targets: readonly DotnetTarget[]): void;
  onDotnetStatus(listener: (status: DotnetStatus) => void): () => void;
  /** Support found without any session (endpoint and ProcessInfo), for every lifetime, before any authorization. */
  onDotnetSupport?(listener: (changes: readonly DotnetSupport[]) => void): () => void;
}

/** Receives what the App applied, in order: the MCP worker mirrors the App through it. */
export interface AppObserver {
  onMcpConnectionsDisabled(disabled: boolean): void;
  /** `sampledAtMs` is the time the sampler stamped; `snapshot.capturedAtMs` may be later after a clock step (ordered). */
  onApplied(snapshot: Snapshot, prunedKeys: readonly string[], trackingNames: readonly string[], sampledAtMs: number): void;
  /** The working Tracking List changed; `revision` is the shared revision after the change. */
  onTrackingChanged(trackingNames: readonly string[], revision: string): void;
  onActivity(activity: Activity, displayPaused: boolean): void;
  onHost(host: HostInfo): void;
}

export interface AppOptions {
  readonly trackingNames?: readonly string[];
  /**
   * Keep the live histories in shared memory for the MCP worker to read (the application sets it with its MCP host,
   * which then takes the storage changes from `store`); without it nobody collects them.
   */
  readonly shareHistories?: boolean;
  readonly configWarning?: string | null;
  readonly mcpConnectionsDisabled?: boolean;
  readonly onQuit?: () => void;
  /** Time an MCP operation waits for local confirmation from its submission (spec: 60 s; shorter in tests). */
  readonly confirmationTimeoutMs?: number;
  readonly confirmationTimers?: ConfirmationTimers;
  /** The application instance part of the shared revision (random by default). */
  readonly revisionInstance?: string;
  /** Saved Investigation Profiles and the saved binding, from the settings file. */
  readonly savedProfiles?: readonly SavedProfile[];
  readonly activeProfileName?: string | null;
  /** Set when the settings file could not be read: its profiles are unknown and profile changes are refused. */
  readonly profilesUnavailable?: string | null;
  /** Writes the profiles and binding to the settings file at once; throws when it could not. */
  readonly persistProfiles?: (saved: ReturnType<ProfileBook['saved']>) => void;
  /** Graph preferences from the settings, the background CSV writer and the directory relative exports use. */
  readonly graphs?: GraphsFeatureOptions;
  /** The Recording writer, the saved directory and interval, the 24-hour limit (shorter in tests). */
  readonly recording?: Partial<RecordingFeatureOptions>;
  /** Display preferences from the settings (Settings dialog); defaults when absent. */
  readonly preferences?: UiPreferences;
  /** The investigation pool Process Info runs its captures in (default: this thread's shared pool). */
  readonly investigations?: () => InvestigationRunner;
  /** How the Log view loads a saved log: on a worker thread in the application, in chunks on this thread by default. */
  readonly loadLog?: LogLoader;
  /**
   * The monotonic clock (ms) samples are ordered by when the wall clock steps back: `performance.now` by default; a
   * test clock in tests (the real clock cannot be stepped on a shared machine).
   */
  readonly monotonicMs?: () => number;
  /** How the kill key reaches processes (main.ts: the collectors' verified signaling; none by default) and its grace period. */
  readonly signals?: SignalPort;
  readonly termination?: TerminationOptions;
}

/** Without a signal port (an App not wired by main.ts) the kill key refuses with a notice. */
const NO_SIGNALS: SignalPort = {
  signal: async () => ({ ok: false, reason: 'unsupported', message: 'ending processes is not available in this run.' }),
  running: async () => null,
  label: (signal) => (signal === 'term' ? 'SIGTERM' : 'SIGKILL'),
  polite: true,
};

/** The topic of the confirmation `q` asks while a Recording runs. */
const QUIT_TOPIC = 'quit';

/** The live part of the view with what it was built from (App.liveState). */
interface LiveState {
  readonly revision: number;
  readonly latest: Snapshot | null;
  readonly rows: readonly ProcessRowView[];
  readonly trackingNames: readonly string[];
}

export class App implements AppStore, OperationsPort {
  readonly store: ModelStore;
  private view: AppView;
  private readonly listeners = new Set<() => void>();
  private latest: Snapshot | null = null;
  /** The monotonic clock's reading when `latest` was applied. */
  private latestMonotonicMs: number | null = null;
  private readonly monotonicMs: () => number;
  /** Rows and system sample frozen while the display is paused. */
  private frozen: Pick<AppView, 'rows' | 'system' | 'gpus' | 'displayedAtMs'> | null = null;
  private activity: Activity = 'live';
  private mcp: McpListenerState = { state: 'disabled' };
  private host: HostInfo | null = null;
  private samplingError: string | null = null;
  private readonly configWarning: string | null;
  private mcpConnectionsDisabled: boolean;
  private readonly onQuit: (() => void) | undefined;
  private unsubscribe: (() => void)[] = [];
  private readonly observers = new Set<AppObserver>();
  private readonly revision: StateRevision;
  private readonly confirmations: ConfirmationQueue;
  private readonly operations: OperationRunner;
  /** Why the TUI's last action was not applied, shown until the next action. */
  private actionNotice: string | null = null;
  private readonly book: ProfileBook;
  private readonly bookError: string | null;
  private readonly persistProfiles: AppOptions['persistProfiles'];
  private readonly graphFeature: GraphsFeature;
  private readonly dotnetFeature: DotnetFeature;
  private dotnetCollector: DotnetCollectorPort | null = null;
  private readonly recordingFeature: RecordingFeature;
  /** The Log list and the Log view (key l). */
  private readonly logsFeature: LogsFeature;
  /** Seam for the Log view (built separately): the recording it shows, or null while the live model is displayed. */
  private logGraphSource: GraphHistorySource | null = null;
  private preferences: UiPreferences;
  private readonly processInfo: ProcessInfoFeature;
  private readonly termination: TerminationFeature;
  /**
   * The live rows and tracking names of the last view, with the store revision and snapshot they were built from:
   * most publications (MCP connections, notices, dialogs, Graph keys) change neither, and an unchanged `rows` array
   * lets the TUI skip sorting, filtering and drawing the table again.
   */
  private liveCache: LiveState | null = null;
  private readonly liveRows = new LiveRows();
  private abCache: { key: string; a: number | null; b: number | null; store: ModelStore; revision: number; value: ProcessInfoAb | null } | null = null;

  constructor(options: AppOptions = {}) {
    this.store = new ModelStore({ trackingNames: options.trackingNames ?? [], histories: options.shareHistories === true ? 'write' : 'own' });
    this.monotonicMs = options.monotonicMs ?? (() => performance.now());
    this.configWarning = options.configWarning ?? null;
    this.mcpConnectionsDisabled = options.mcpConnectionsDisabled ?? false;
    this.onQuit = options.onQuit;
    this.revision = new StateRevision(options.revisionInstance);
    this.persistProfiles = options.persistProfiles;
    let bookError = options.profilesUnavailable ?? null;
    let book: ProfileBook;
    try {
      book = new ProfileBook(bookError === null ? options.savedProfiles : [], options.activeProfileName ?? null);
    } catch (error) {
      if (!(error instanceof ProfileBookError)) throw error;
      bookError = `its profiles are unusable: ${error.message}`;
      book = new ProfileBook();
    }
    this.book = book;
    this.bookError = bookError;
    this.confirmations = new ConfirmationQueue(() => this.publish(), { timers: options.confirmationTimers });
    this.graphFeature = new GraphsFeature(
      { revision: this.revision, source: () => this.graphSource(), changed: () => this.advanceRevision(), redraw: () => this.publish() },
      options.graphs,
    );
    this.dotnetFeature = new DotnetFeature(this.dotnetHost());
    this.recordingFeature = new RecordingFeature(this.recordingHost(), {
      createWriter: inThreadRecordingWriter,
      appName: `winproc-tui ${PACKAGE_VERSION}`,
      ...options.recording,
    });
    this.logsFeature = new LogsFeature(this.logsHost(), options.loadLog);
    this.preferences = options.preferences ?? DEFAULT_UI_PREFERENCES;
    this.processInfo = new ProcessInfoFeature(() => this.publish(), options.investigations);
    this.termination = new TerminationFeature(this.terminationHost(), options.signals ?? NO_SIGNALS, options.termination);
    this.operations = new OperationRunner(this.confirmations, (mutation) => this.planFor(mutation, 'an MCP client'), {
      confirmationTimeoutMs: options.confirmationTimeoutMs,
      displayedSnapshot: () => {
        const source = this.graphSource();
        return { source: source.kind === 'log' ? 'log' : 'live', capturedAtMs: source.displayedAtMs };
      },
    });
    this.view = this.buildView();
  }

  /** What the Log view changes: entering it suspends the use of live samples and tells the MCP side (spec §9). */
  private logsHost() {
    const app = this;
    return {
      get activity() {
        return app.activity;
      },
      directory: () => this.recordingFeature.state().directory,
      showLog: (log: LoadedLog | null) => {
        // Log view has no display pause; the live model is left as it was and resumes on return.
        this.frozen = null;
        this.activity = log === null ? 'live' : 'log_view';
        // The MCP worker cancels live jobs and invalidates live captures and cursors on this notice.
        for (const observer of this.observers) observer.onActivity(this.activity, false);
        // No live .NET collection runs in Log view: sessions close until the TUI is back in Live.
        this.dotnetFeature.activityChanged();
        this.setGraphHistorySource(log === null ? null : logGraphSource(log));
      },
      redraw: () => this.publish(),
    };
  }

  /** What the kill key reads: the live lifetime of a row, the local confirmation and the notice line. */
  private terminationHost() {
    const app = this;
    return {
      get activity() {
        return app.activity;
      },
      identity: (key: string) => {
        const entry = this.store.process(key);
        return entry && { identity: entry.identity, ghost: !entry.present };
      },
      ask: (description: string, settle: (confirmed: boolean) => void) => {
        this.confirmations.ask(description, { kind: 'tui', topic: 'kill' }, null, (end) => settle(end === 'confirmed'));
      },
      notice: (text: string | null) => {
        this.actionNotice = text;
        this.publish();
      },
    };
  }

  /** What every feature host reads: the model, the current activity (read when asked) and the shared revision. */
  private stateHost(): Pick<TrackingHost, 'store' | 'activity' | 'revision'> {
    const app = this;
    return {
      store: this.store,
      get activity() {
        return app.activity;
      },
      revision: this.revision,
    };
  }

  /** What tracking changes read and change; shared by the TUI's keys and MCP operations. */
  private trackingHost(): TrackingHost {
    return Object.assign(this.stateHost(), {
      pins: () => this.pins(),
      setTrackingNames: (names: readonly string[]) => {
        this.store.setTrackingNames(names);
        const revision = this.revision.advance();
        for (const observer of this.observers) observer.onTrackingChanged(this.store.trackingNames(), revision);
        this.publish();
      },
    });
  }

  private dotnetHost(): DotnetHost {
    return Object.assign(this.stateHost(), {
      changed: () => this.advanceRevision(),
      redraw: () => this.publish(),
      sendTargets: (targets: readonly DotnetTarget[]) => this.dotnetCollector?.setDotnetTargets(targets),
    });
  }

  /** What the Recording reads and changes: the activity, the revision, the TUI's notice line. */
  private recordingHost(): RecordingHost {
    return Object.assign(this.stateHost(), {
      host: () => this.host,
      setRecording: (active: boolean) => {
        this.activity = active ? 'recording' : 'live';
        for (const observer of this.observers) observer.onActivity(this.activity, this.displayPaused);
        this.advanceRevision();
      },
      redraw: () => this.publish(),
      notice: (text: string | null) => {
        this.actionNotice = text;
        this.publish();
      },
      cancelLocalStop: () => this.confirmations.cancelWhere((origin) => origin.kind === 'tui' && origin.topic === LOCAL_STOP_TOPIC),
    });
  }

  private profileHost(): ProfileHost {
    const tracking = this.trackingHost();
    return Object.assign(Object.create(tracking) as TrackingHost, {
      book: this.book,
      bookError: this.bookError,
      // Profiles that could not be read are never written over (the file keeps what the user has there).
      persist: () => {
        if (this.bookError === null) this.persistProfiles?.(this.book.saved());
      },
      advanceRevision: () => this.advanceRevision(),
    });
  }

  /** Shared state changed (profiles, Graphs, display range): every revision read before is stale now. */
  private advanceRevision(): void {
    const revision = this.revision.advance();
    for (const observer of this.observers) observer.onTrackingChanged(this.store.trackingNames(), revision);
    this.publish();
  }

  private planFor(mutation: Mutation, requester: Requester): OperationPlan {
    if (mutation.kind === 'graphs') return this.graphFeature.plan(mutation, requester);
    if (mutation.kind === 'dotnet') return this.dotnetFeature.plan(mutation, requester);
    if (mutation.kind === 'recording') return this.recordingFeature.plan(mutation, requester);
    return mutation.kind === 'tracking' ? trackingPlan(this.trackingHost(), mutation, requester) : profilePlan(this.profileHost(), mutation, requester);
  }

  /** What the Graph workspace displays: the Log view's recording when one is shown, else the live model. */
  private graphSource(): GraphHistorySource {
    return this.logGraphSource ?? liveGraphSource(this.store, this.frozen?.displayedAtMs ?? null, this.frozen !== null);
  }

  /** The Log view's seam: it shows a recording's histories in the Graph workspace (null returns to the live model). */
  setGraphHistorySource(source: GraphHistorySource | null): void {
    this.logGraphSource = source;
    // A drill-down lists one source's samples: it does not carry over to another.
    this.graphFeature.closeDrilldown();
    this.advanceRevision();
  }

  /** MCP winproc_get_graphs: the workspace and its displayed source (OperationsPort). */
  graphs(query: GraphsQuery): GraphsAnswer {
    return this.graphFeature.answer(query);
  }

  /** MCP winproc_get_recording (OperationsPort). */
  recording(): RecordingStateView {
    return this.recordingFeature.state();
  }

  /** The recording directory and interval last used, persisted after a successful run. */
  get recordingPreferences(): RecordingFeature['preferences'] {
    return this.recordingFeature.preferences;
  }

  /**
   * Quit (q, SIGTERM, SIGHUP): an active Recording flushes its partial window, writes its end record and closes
   * its file before this resolves.
   */
  finishRecording(): Promise<void> {
    return this.recordingFeature.finish();
  }

  /** Graph height and display mode, persisted after a successful run. */
  get graphPreferences(): GraphPreferences {
    return this.graphFeature.preferences;
  }

  /** The profiles as winproc_list_profiles and the Profiles dialog show them. */
  profiles(): ProfilesView {
    const working = this.store.trackingNames();
    return {
      revision: this.revision.current,
      activeProfileRef: this.book.activeProfileRef,
      workingListModified: !sameNames(working, this.book.active.names),
      profiles: this.book.list().map((p) => ({ ref: p.ref, name: p.name, revision: p.revision, names: p.names, virtual: p.ref === EMPTY_PROFILE_REF })),
      error: this.bookError,
    };
  }

  /** The settings file's profile section as this run leaves it; null when it could not be read (leave it as it is). */
  savedProfiles(): ReturnType<ProfileBook['saved']> | null {
    return this.bookError === null ? this.book.saved() : null;
  }

  /** Identities held beyond general retention right now (product contracts §3). */
  private pins(): RetentionPins {
    return { pausedDisplayKeys: this.frozen ? this.frozen.rows.map((row) => row.key) : [], graphKeys: this.graphFeature.workspace.processKeys() };
  }

  /** MCP: enters a state-changing operation (OperationsPort, served to the MCP worker by its host). */
  submit(submission: OperationSubmission): SubmissionAnswer {
    return this.operations.submit(submission);
  }

  /** MCP: an operation's retained status; OPERATION_UNKNOWN once expired or from another application run. */
  status(operationId: string): SubmissionAnswer {
    return this.operations.status(operationId);
  }

  /** MCP winproc_get_dotnet_collection: one lifetime's collection state and the shared revision (OperationsPort). */
  dotnetCollection(key: string): DotnetCollectionView & { readonly revision: string } {
    return { ...this.dotnetFeature.view(key), revision: this.revision.current };
  }

  /** Connects the .NET collector (the sampling worker): it receives the authorized lifetimes and reports progress. */
  attachDotnet(collector: DotnetCollectorPort): void {
    this.dotnetCollector = collector;
    this.unsubscribe.push(collector.onDotnetStatus((status) => this.dotnetFeature.onStatus(status)));
    if (collector.onDotnetSupport) this.unsubscribe.push(collector.onDotnetSupport((changes) => this.dotnetFeature.onSupport(changes)));
  }

  connectionClosed(connectionId: string): void {
    this.confirmations.cancelWhere((origin) => origin.kind === 'mcp' && origin.connectionId === connectionId);
  }

  /** The shared revision, as getters report it. */
  get currentRevision(): string {
    return this.revision.current;
  }

  attach(source: SnapshotSource): void {
    this.unsubscribe.push(
      source.onSnapshot((snapshot, wire) => this.applySnapshot(snapshot, wire)),
      source.onError((failure) => {
        this.samplingError = failure.message;
        this.publish();
      }),
    );
  }

  observe(observer: AppObserver): void {
    this.observers.add(observer);
    observer.onActivity(this.activity, this.displayPaused);
    observer.onTrackingChanged(this.store.trackingNames(), this.revision.current);
    if (this.host) observer.onHost(this.host);
  }

  detach(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }

  setHostInfo(host: HostInfo): void {
    this.host = host;
    for (const observer of this.observers) observer.onHost(host);
    this.publish();
  }

  setMcpState(state: McpListenerState): void {
    this.mcp = state;
    // Connection changes redraw even while the display is paused (spec §3.2).
    this.publish();
  }

  get displayPaused(): boolean {
    return this.frozen !== null;
  }

  /** What the Graph panels computed so far (counters: plot lists read, Graphs plotted, Samples inspected). */
  get graphWork(): GraphsFeature['work'] {
    return this.graphFeature.work;
  }

  get latestSnapshot(): Snapshot | null {
    return this.latest;
  }

  get currentActivity(): Activity {
    return this.activity;
  }

  /** `wire`: the form `sampled` was decoded from, if any; the store then appends the values from its cells. */
  applySnapshot(sampled: Snapshot, wire?: WireSnapshot): void {
    // Live sampling is not used in Log view (spec §9): nothing is applied, mirrored or shown until Live returns.
    if (this.activity === 'log_view') return;
    const monotonicMs = this.monotonicMs();
    const { snapshot, clockNotice } = this.ordered(sampled, monotonicMs);
    this.latestMonotonicMs = monotonicMs;
    const result = this.store.applySnapshot(snapshot, { pins: this.pins(), ...(wire === undefined ? {} : { wire }) });
    this.latest = snapshot;
    if (result.prunedKeys.length > 0) this.dotnetFeature.pruned(result.prunedKeys);
    const trackingNames = this.store.trackingNames();
    for (const observer of this.observers) observer.onApplied(snapshot, result.prunedKeys, trackingNames, sampled.capturedAtMs);
    this.recordingFeature.onSnapshot(snapshot);
    this.samplingError = clockNotice;
    this.publish();
  }

  /**
   * A sample in the order of the monotonic clock. Histories, the Recording, waits and freshness need ordered sample
   * times; a backward step of the wall clock (NTP, `date -s`, a VM resume) would otherwise stop every one of them
   * until the clock caught up. While the wall clock is behind the newest sample, a sample is placed after it by the
   * time the monotonic clock says passed; once the wall clock is ahead again its own time is used.
   */
  private ordered(snapshot: Snapshot, monotonicMs: number): { snapshot: Snapshot; clockNotice: string | null } {
    const latest = this.latest;
    if (latest === null || snapshot.capturedAtMs >= latest.capturedAtMs) return { snapshot, clockNotice: null };
    const elapsed = Math.max(1, Math.round(monotonicMs - (this.latestMonotonicMs ?? monotonicMs)));
    const behindS = Math.round((latest.capturedAtMs - snapshot.capturedAtMs) / 1000);
    return {
      snapshot: { ...snapshot, capturedAtMs: latest.capturedAtMs + elapsed },
      clockNotice: `the system clock moved backwards (${behindS} s behind the newest sample); sample times follow the monotonic clock until it catches up`,
    };
  }

  getView = (): AppView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly actions: AppActions = {
    toggleDisplayPause: () => {
      this.frozen = this.frozen ? null : { rows: this.view.rows, system: this.view.system, gpus: this.view.gpus, displayedAtMs: this.view.displayedAtMs };
      for (const observer of this.observers) observer.onActivity(this.activity, this.displayPaused);
      // Pausing changes what the Graph workspace displays: references and revisions read before are stale.
      this.advanceRevision();
    },
    addGraph: (source) => this.runLocally(this.planFor(this.graphFeature.addMutation([source]), 'you')),
    toggleGraph: (source) => {
      const registered = this.graphFeature.registered(source);
      if (registered) this.graphFeature.remove(registered.graphId);
      else this.actions.addGraph(source);
    },
    exportGraphs: () => this.runLocally(this.planFor(this.graphFeature.exportMutation(), 'you')),
    graphs: {
      moveActive: (by) => this.graphFeature.moveActive(by),
      moveCursor: (by) => this.graphFeature.moveCursor(by),
      pan: (direction) => this.graphFeature.pan(direction),
      stepSpan: (by) => this.graphFeature.stepSpan(by),
      fit: () => this.graphFeature.fit(),
      setMarker: (which) => this.graphFeature.setMarker(which),
      jumpToMarker: (which) => this.graphFeature.jumpToMarker(which),
      clearMarkers: () => this.graphFeature.clearMarkers(),
      toggleDisplayMode: () => this.graphFeature.toggleDisplayMode(),
      toggleZeroAxis: () => this.graphFeature.toggleZeroAxis(),
      cycleColumns: () => this.graphFeature.cycleColumns(),
      removeActive: () => this.graphFeature.removeActive(),
      openDrilldown: () => this.graphFeature.openDrilldown(),
      closeDrilldown: () => this.graphFeature.closeDrilldown(),
    },
    toggleDotnet: (key: string) => {
      const enabled = !this.dotnetFeature.view(key).enabled;
      this.runLocally(this.planFor({ kind: 'dotnet', key, enabled, expectedRevision: this.revision.current }, 'you'));
    },
    toggleTracking: (processName: string) => {
      const tracked = this.store.trackingNames().includes(processName.toLowerCase());
      const mutation: TrackingMutation = { kind: 'tracking', action: tracked ? 'remove' : 'add', processName, expectedRevision: this.revision.current, byReference: false };
      this.runLocally(this.planFor(mutation, 'you'));
    },
    profileAction: (action: ProfileMutation['action'], target: { profileRef?: string; name?: string; newName?: string }) => {
      const profile = target.profileRef === undefined ? undefined : this.book.find(target.profileRef);
      const mutation: ProfileMutation = {
        kind: 'profile',
        action,
        profileRef: target.profileRef ?? null,
        expectedProfileRevision: profile?.revision ?? null,
        name: target.name ?? null,
        newName: target.newName ?? null,
        expectedRevision: this.revision.current,
      };
      this.runLocally(this.planFor(mutation, 'you'));
    },
    startRecording: (directory: string, intervalSeconds: RecordingInterval) => {
      this.runLocally(this.planFor({ kind: 'recording', action: 'start', intervalSeconds, expectedRevision: this.revision.current, directory }, 'you'));
    },
    setRecordingDirectory: (directory: string) => {
      this.recordingFeature.setDirectory(directory);
      this.publish();
    },
    setRecordingFormat: (format) => {
      this.recordingFeature.setFormat(format);
      this.publish();
    },
    stopRecording: () => {
      const sessionId = this.recordingFeature.state().sessionId;
      if (sessionId === null) return;
      this.runLocally(this.planFor({ kind: 'recording', action: 'stop', sessionId }, 'you'));
    },
    dismissRecordingFailure: () => this.recordingFeature.dismissFailure(),
    answerConfirmation: (confirmed: boolean) => {
      const top = this.confirmations.top();
      if (top) this.confirmations.answer(top.id, confirmed);
    },
    setMcpConnectionsDisabled: (disabled: boolean) => {
      if (disabled === this.mcpConnectionsDisabled) return;
      this.mcpConnectionsDisabled = disabled;
      // Disabling MCP cancels what its clients still wait for (spec §10); the ledger itself stays.
      if (disabled) this.confirmations.cancelWhere((origin) => origin.kind === 'mcp');
      for (const observer of this.observers) observer.onMcpConnectionsDisabled(disabled);
      this.publish();
    },
    logs: {
      openList: () => this.logsFeature.openList(),
      closeList: () => this.logsFeature.closeList(),
      moveSelection: (by) => this.logsFeature.moveSelection(by),
      loadSelected: () => this.logsFeature.loadSelected(),
      leave: () => this.logsFeature.leave(),
      moveCursor: (by) => this.logsFeature.moveCursor(by),
      showFrameAt: (atMs) => this.logsFeature.showFrameAt(atMs),
    },
    processInfo: {
      open: (key) => {
        // The Log view's rows are recorded lifetimes: the dialog shows what the recording keeps, never a capture of
        // whatever process holds that PID now.
        if (this.activity === 'log_view') {
          const recorded = this.logsFeature.recordedProcess(key);
          if (recorded) this.processInfo.openRecorded(key, recorded);
          return;
        }
        const entry = this.store.process(key);
        if (entry) this.processInfo.open(key, entry.identity);
      },
      show: (tab) => this.processInfo.show(tab),
      refresh: (tab) => this.processInfo.refresh(tab),
      close: () => this.processInfo.close(),
    },
    updatePreferences: (change) => {
      this.preferences = { ...this.preferences, ...change };
      this.publish();
    },
    showNotice: (text) => {
      this.actionNotice = text;
      this.publish();
    },
    killProcess: (key) => {
      this.actionNotice = null;
      this.termination.request(key);
      this.publish();
    },
    requestQuit: (quit) => {
      const recording = this.recordingFeature.state();
      if (!recording.active) return quit();
      // Quitting ends the Recording cleanly (main.ts finishes it: last window, end record, file closed); ask first.
      this.confirmations.cancelWhere((origin) => origin.kind === 'tui' && origin.topic === QUIT_TOPIC);
      const description = confirmationText([
        'Quit winproc-tui while a Recording runs?',
        'The Recording ends cleanly: its last samples and end record are written and the file is closed.',
        'y/Enter quits, n/Esc keeps running and recording.',
      ]);
      this.confirmations.ask(description, { kind: 'tui', topic: QUIT_TOPIC }, null, (end) => {
        if (end === 'confirmed') quit();
      });
    },
    quit: () => {
      this.processInfo.close();
      this.confirmations.cancelWhere(() => true);
      this.detach();
      this.onQuit?.();
    },
  };

  /** Display preferences to persist after a successful run. */
  get uiPreferences(): UiPreferences {
    return this.preferences;
  }

  /** The Settings value to persist after a successful run. */
  get settingsMcpConnectionsDisabled(): boolean {
    return this.mcpConnectionsDisabled;
  }

  /** The working Tracking List, as persisted for resume. */
  trackingNames(): readonly string[] {
    return this.store.trackingNames();
  }

  /**
   * A TUI action: the same plan an MCP operation runs, with the same checks and confirmation, outside the ledger
   * (the person at the TUI needs no operation ID; the revision still advances, so a client's stale one fails).
   */
  private runLocally(plan: OperationPlan): void {
    this.actionNotice = null;
    const refuse = (message: string) => {
      this.actionNotice = message;
      this.publish();
    };
    const failed = (error: unknown) => {
      if (error instanceof ApplyFailure) refuse(error.failure.message);
      else throw error;
    };
    const apply = () => {
      try {
        const outcome = plan.apply();
        // An accepted background action (a CSV export) reports its end when it comes.
        if (outcome instanceof Promise) {
          outcome.then((settled) => {
            this.actionNotice = plan.describe?.(settled) ?? null;
            this.publish();
          }, failed);
        }
        this.publish();
      } catch (error) {
        failed(error);
      }
    };
    const refusal = plan.reject?.() ?? plan.check();
    if (refusal !== null) return refuse(refusal.message);
    const description = plan.confirmation();
    if (description === null) return apply();
    this.confirmations.ask(description, { kind: 'tui', topic: plan.localTopic }, null, (end) => {
      if (end !== 'confirmed') return;
      const late = plan.check();
      if (late !== null) refuse(`Not applied: ${late.message}`);
      else apply();
    });
  }

  private publish(): void {
    this.view = this.buildView();
    for (const listener of this.listeners) listener();
  }

  private buildView(): AppView {
    const frame = this.logsFeature?.frame() ?? null;
    const cached = this.liveState();
    const live = (frame && { rows: frame.rows, system: frame.system, gpus: frame.gpus, displayedAtMs: frame.atMs }) ?? this.frozen ?? {
      rows: cached.rows,
      system: this.latest?.system ?? null,
      gpus: this.latest?.gpus ?? [],
      displayedAtMs: this.latest?.capturedAtMs ?? null,
    };
    return {
      activity: this.activity,
      displayPaused: this.frozen !== null,
      displayedAtMs: live.displayedAtMs,
      latestAppliedAtMs: this.latest?.capturedAtMs ?? null,
      system: live.system,
      gpus: live.gpus,
      rows: live.rows,
      trackingNames: cached.trackingNames,
      host: this.host,
      mcp: this.mcp,
      samplingError: this.samplingError,
      configWarning: this.configWarning,
      mcpConnectionsDisabled: this.mcpConnectionsDisabled,
      confirmation: this.confirmationView(),
      profiles: this.profiles(),
      actionNotice: this.actionNotice,
      graphs: this.graphFeature.panel(),
      dotnet: this.dotnetFeature.views(),
      recording: this.recordingFeature.panel(),
      logList: this.logsFeature?.listView() ?? null,
      logView: this.logsFeature?.panel() ?? null,
      logNotice: this.logsFeature?.lastNotice ?? null,
      processInfo: this.processInfo.view(),
      processInfoAb: this.processInfoAb(),
      preferences: this.preferences,
    };
  }

  /**
   * Process Info's A/B values: the dialog's lifetime in the displayed model (the Log view's or the live one) at the
   * workspace's markers. Rebuilt only when the target, the markers or the model changed.
   */
  private processInfoAb(): ProcessInfoAb | null {
    const info = this.processInfo.view();
    const { a, b } = this.graphFeature.workspace.markers;
    if (info === null || (a === null && b === null)) return (this.abCache = null);
    const store = this.logsFeature.shownStore ?? this.store;
    const cached = this.abCache;
    if (cached && cached.key === info.key && cached.a === a && cached.b === b && cached.store === store && cached.revision === store.revision) return cached.value;
    const value = processInfoAb(store.process(info.key)?.history ?? null, a, b);
    this.abCache = { key: info.key, a, b, store, revision: store.revision, value };
    return value;
  }

  /** The live rows and tracking names, rebuilt only when the store changed or another snapshot became the latest. */
  private liveState(): LiveState {
    const revision = this.store.revision;
    if (this.liveCache?.revision !== revision || this.liveCache.latest !== this.latest) {
      this.liveCache = { revision, latest: this.latest, rows: this.liveRows.rows(this.store, this.latest), trackingNames: this.store.trackingNames() };
    }
    return this.liveCache;
  }

  private confirmationView(): AppView['confirmation'] {
    const top = this.confirmations.top();
    if (top === null) return null;
    return { id: top.id, description: top.description, requester: top.origin.kind, expiresAtMs: top.expiresAtMs, waiting: this.confirmations.size };
  }
}
