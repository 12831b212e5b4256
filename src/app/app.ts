// The App: the one owner of live state — applied snapshots, histories, the working Tracking List, display
// pause and freshness — publishing an immutable view for the TUI and accepting its actions. Feature logic lives
// beside it by feature (live/, tracking/, operations/); this class sequences it and notifies observers.
import type { HostInfo, Snapshot } from '../model/types.js';
import { ModelStore } from '../model/index.js';
import { liveRows } from './live/rows.js';
import { toggledTrackingNames } from './tracking/names.js';
import type { Activity, AppActions, AppStore, AppView, McpListenerState } from './view.js';

/** What the App needs from sampling: snapshots and failures as they arrive. */
export interface SnapshotSource {
  onSnapshot(listener: (snapshot: Snapshot) => void): () => void;
  onError(listener: (failure: { readonly message: string }) => void): () => void;
}

/** Receives what the App applied, in order: the MCP worker mirrors the App through it. */
export interface AppObserver {
  onMcpConnectionsDisabled(disabled: boolean): void;
  onApplied(snapshot: Snapshot, prunedKeys: readonly string[], trackingNames: readonly string[]): void;
  onTrackingChanged(trackingNames: readonly string[]): void;
  onActivity(activity: Activity, displayPaused: boolean): void;
  onHost(host: HostInfo): void;
}

export interface AppOptions {
  readonly trackingNames?: readonly string[];
  readonly configWarning?: string | null;
  readonly mcpConnectionsDisabled?: boolean;
  readonly onQuit?: () => void;
}

/** A pending local decision the TUI must show before a change discards history. */
export interface PendingConfirmation {
  readonly message: string;
  readonly apply: () => void;
}

export class App implements AppStore {
  readonly store: ModelStore;
  private view: AppView;
  private readonly listeners = new Set<() => void>();
  private latest: Snapshot | null = null;
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

  constructor(options: AppOptions = {}) {
    this.store = new ModelStore({ trackingNames: options.trackingNames ?? [] });
    this.configWarning = options.configWarning ?? null;
    this.mcpConnectionsDisabled = options.mcpConnectionsDisabled ?? false;
    this.onQuit = options.onQuit;
    this.view = this.buildView();
  }

  attach(source: SnapshotSource): void {
    this.unsubscribe.push(
      source.onSnapshot((snapshot) => this.applySnapshot(snapshot)),
      source.onError((failure) => {
        this.samplingError = failure.message;
        this.publish();
      }),
    );
  }

  observe(observer: AppObserver): void {
    this.observers.add(observer);
    observer.onActivity(this.activity, this.displayPaused);
    observer.onTrackingChanged(this.store.trackingNames());
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

  get latestSnapshot(): Snapshot | null {
    return this.latest;
  }

  get currentActivity(): Activity {
    return this.activity;
  }

  applySnapshot(snapshot: Snapshot): void {
    if (this.latest !== null && snapshot.capturedAtMs < this.latest.capturedAtMs) {
      // The wall clock stepped back: histories need ordered timestamps, so the pass is dropped and reported.
      this.samplingError = 'the system clock moved backwards; a sample was skipped';
      this.publish();
      return;
    }
    const pausedDisplayKeys = this.frozen ? this.frozen.rows.map((row) => row.key) : [];
    const result = this.store.applySnapshot(snapshot, { pins: { pausedDisplayKeys } });
    this.latest = snapshot;
    const trackingNames = this.store.trackingNames();
    for (const observer of this.observers) observer.onApplied(snapshot, result.prunedKeys, trackingNames);
    this.samplingError = null;
    this.publish();
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
      this.publish();
    },
    toggleTracking: (processName: string) => {
      this.store.setTrackingNames(toggledTrackingNames(this.store.trackingNames(), processName));
      for (const observer of this.observers) observer.onTrackingChanged(this.store.trackingNames());
      this.publish();
    },
    setMcpConnectionsDisabled: (disabled: boolean) => {
      if (disabled === this.mcpConnectionsDisabled) return;
      this.mcpConnectionsDisabled = disabled;
      for (const observer of this.observers) observer.onMcpConnectionsDisabled(disabled);
      this.publish();
    },
    quit: () => {
      this.detach();
      this.onQuit?.();
    },
  };

  /** The Settings value to persist after a successful run. */
  get settingsMcpConnectionsDisabled(): boolean {
    return this.mcpConnectionsDisabled;
  }

  /** The working Tracking List, as persisted for resume. */
  trackingNames(): readonly string[] {
    return this.store.trackingNames();
  }

  private publish(): void {
    this.view = this.buildView();
    for (const listener of this.listeners) listener();
  }

  private buildView(): AppView {
    const live = this.frozen ?? {
      rows: liveRows(this.store, this.latest),
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
      trackingNames: this.store.trackingNames(),
      host: this.host,
      mcp: this.mcp,
      samplingError: this.samplingError,
      configWarning: this.configWarning,
      mcpConnectionsDisabled: this.mcpConnectionsDisabled,
    };
  }
}
