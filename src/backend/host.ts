// Main-thread side of the MCP worker: starts it (on demand: for the first bridge that connects), forwards what the App
// applied while it runs, and reports listener state. It observes the App through the App's observer methods (wired
// in src/main.ts) without importing the App.
import { closeSync } from 'node:fs';
import { type MessagePort, type Transferable, Worker } from 'node:worker_threads';
import { PACKAGE_VERSION } from '../../generated/package-info.js';
import type { Activity, McpListenerState } from '../model/activity.js';
import type { OperationsPort } from '../model/operations.js';
import type { HostInfo, Platform, Snapshot } from '../model/types.js';
import type { HistoryStorageChange, ReaderStart } from '../model/index.js';
import type { IpcEndpoint, IpcServerHandle, IpcStream } from '../ipc/endpoint.js';
import { ThreadChannel, type ChannelPort } from '../channel/index.js';
import { SlotBudget } from '../investigation-pool/index.js';
import { MCP_WORKER_RESOURCE_LIMITS } from '../channel/threads.js';
import { appliedNotice, type MirrorStart } from './state.js';
import type { AppToMcpWorker, McpWorkerData, McpWorkerToApp } from './worker-protocol.js';

/**
 * Histories per mirror notice: each brings one shared buffer (its ring: header, timestamps and columns, see
 * src/model/history.ts), so ~100 buffers a message, where the serializer's cost per buffer stays small.
 */
const STORAGE_CHANGES_PER_NOTICE = 96;

/**
 * How long an on-demand worker stays after its last connection closed: a client that reconnects for each call (or
 * a user restarting the MCP client) finds it still running; a worker nobody uses gives its memory back after this.
 */
export const IDLE_STOP_MS = 60_000;

/**
 * Snapshots the App applies after an on-demand worker started are sent whole (cloned here) before the sampler's
 * direct port takes over: one sample request can be on its way when the port is connected, and its snapshot never
 * reaches the port. The sampler runs one request at a time, so one suffices; the second is a margin.
 */
const WHOLE_SNAPSHOTS_AFTER_START = 2;

/** Where snapshots come from when they can reach the MCP worker directly (the sampler worker's mirror port). */
export interface MirrorPortSource {
  /** Returns the unsubscribe function (the port itself is closed by its receiver, which ends the sampler's posts). */
  onMirrorPort(listener: (port: MessagePort) => void): () => void;
}

export interface McpHostOptions {
  readonly enabled: boolean;
  readonly platform: Platform;
  /** When given, snapshots reach the MCP worker directly from the sampler worker, never cloned on this thread. */
  readonly mirrorSource?: MirrorPortSource;
  readonly onState: (state: McpListenerState) => void;
  /** The built MCP worker script (dist/workers/mcp.cjs). */
  readonly workerUrl: URL;
  /** The application's file-user scan lock, so the TUI and MCP run one host-wide scan at a time. */
  readonly fileUsersLockBuffer?: SharedArrayBuffer;
  /**
   * The application's investigation slots (investigationSlotsBuffer() of this thread), shared with the TUI. Whatever
   * the worker still holds when it ends, crashed or terminated, is freed here.
   */
  readonly investigationSlotsBuffer?: SharedArrayBuffer;
  /** The App's operations ledger, which state-changing tools reach through this host. */
  readonly operations: OperationsPort;
  /**
   * The App's store when it shares its history storage (`histories: 'write'`): the worker then reads the App's rings
   * instead of keeping its own copy, and each notice carries the storage that changed with it.
   */
  readonly histories?: { takeStorageChanges(): HistoryStorageChange[]; readerStart(): ReaderStart };
  /**
   * The application's endpoint. Where it can hand connections over (Linux) and the histories are shared, the worker
   * runs only while it is needed: this thread listens (accepting only, nothing parsed here), the first connection
   * starts the worker from the App's state now (MirrorStart) and every connection is handed to it; it stops again
   * `idleStopMs` after the last connection closed. Elsewhere the worker listens itself, from `start()` on.
   */
  readonly endpoint?: IpcEndpoint;
  /** How long the on-demand worker outlives its last connection (default IDLE_STOP_MS). */
  readonly idleStopMs?: number;
  /** Told each time a connection starts the on-demand worker (the application then releases its start-up's pages). */
  readonly onWorkerStarted?: () => void;
  /**
   * Leave the worker unstarted until `start()` (the application starts it once its first frame is on screen, so the
   * worker's start-up does not compete with it). Until then everything sent to it waits in order; a bridge that
   * connects meanwhile finds the single-instance marker held and waits for the listener (spec §3).
   */
  readonly deferStart?: boolean;
}

/** The worker's end of the channel before the worker exists: messages wait in order, listeners attach when it starts. */
class DeferredWorkerPort implements ChannelPort {
  private worker: Worker | null = null;
  private readonly queued: { readonly value: unknown; readonly transfer?: readonly Transferable[] }[] = [];
  private readonly listeners = new Set<(value: unknown) => void>();

  postMessage(value: unknown, transfer?: readonly Transferable[]): void {
    if (this.worker === null) this.queued.push({ value, transfer });
    else this.worker.postMessage(value, transfer);
  }

  on(_event: 'message', listener: (value: unknown) => void): this {
    this.listeners.add(listener);
    this.worker?.on('message', listener);
    return this;
  }

  off(_event: 'message', listener: (value: unknown) => void): this {
    this.listeners.delete(listener);
    this.worker?.off('message', listener);
    return this;
  }

  attach(worker: Worker): void {
    this.worker = worker;
    for (const listener of this.listeners) worker.on('message', listener);
    for (const { value, transfer } of this.queued.splice(0)) worker.postMessage(value, transfer);
  }
}

/** One started worker and its channel; an on-demand host starts a new one after the previous stopped. */
interface WorkerRun {
  readonly worker: Worker;
  readonly channel: ThreadChannel<AppToMcpWorker, McpWorkerToApp>;
  /** Settles once the worker ended and the investigation slots it held were freed. */
  readonly exited: Promise<void>;
  /** Authenticated connections it reported last (on demand: when 0 for IDLE_STOP_MS, it stops). */
  connections: number;
  /** Snapshots still to be sent whole (WHOLE_SNAPSHOTS_AFTER_START). */
  wholeSnapshots: number;
  /** Ends the sampler's direct port subscription for this worker. */
  stopMirror: () => void;
}

export class McpHost {
  private run: WorkerRun | null = null;
  /** Legacy start (no handover): the channel exists before the worker, whose port holds messages until it starts. */
  private readonly deferredPort: DeferredWorkerPort | null;
  private readonly deferredChannel: ThreadChannel<AppToMcpWorker, McpWorkerToApp> | null;
  private readonly mirrored: boolean;
  private readonly data: McpWorkerData;
  private exitedNow: () => void = () => undefined;
  /**
   * Settles once the worker ended and the investigation slots it held were freed (where it listens itself: its crash
   * too); on demand once the host shut down and its current worker, if any, ended.
   */
  readonly exited: Promise<void>;
  backendInstanceId: string | null = null;

  // On demand only: this thread's accept-only listener, and what a worker started now begins from.
  private readonly onDemand: boolean;
  private listening: IpcServerHandle | null = null;
  private listenerChange: Promise<void> = Promise.resolve();
  private stopping: Promise<void> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private shutDown = false;
  /** start() was called: later enable/disable changes alone decide the listener. */
  private started = false;
  private latest: Snapshot | null = null;
  private activity: Activity = 'live';
  private displayPaused = false;
  private host: HostInfo | null = null;
  private revision: string | null = null;

  constructor(private readonly options: McpHostOptions) {
    this.onDemand = options.endpoint?.handover != null && options.histories !== undefined;
    this.data = {
      applicationVersion: PACKAGE_VERSION,
      platform: options.platform,
      enabled: options.enabled,
      fileUsersLockBuffer: options.fileUsersLockBuffer,
      investigationSlotsBuffer: options.investigationSlotsBuffer,
      sharedHistories: options.histories !== undefined,
    };
    this.exited = new Promise((resolve) => (this.exitedNow = resolve));
    this.mirrored = options.mirrorSource !== undefined;
    if (this.onDemand) {
      this.deferredPort = null;
      this.deferredChannel = null;
      if (!options.enabled) options.onState({ state: 'disabled' });
      else if (options.deferStart !== true) this.start();
      return;
    }
    this.deferredPort = new DeferredWorkerPort();
    this.deferredChannel = this.connect(this.deferredPort, true);
    options.mirrorSource?.onMirrorPort((port) => this.deferredChannel?.notify('mirror_port', port, [port]));
    if (options.deferStart !== true) this.start();
  }

  /** Whether an MCP worker runs now (on demand: only while connections need it). */
  get workerRunning(): boolean {
    return this.run !== null;
  }

  /** The App's side of a channel to a worker: its requests served, its listener notices reported. */
  private connect(port: ChannelPort, reportAll: boolean): ThreadChannel<AppToMcpWorker, McpWorkerToApp> {
    const channel = new ThreadChannel<AppToMcpWorker, McpWorkerToApp>(port);
    channel.onNotice('listener', ({ state, backendInstanceId }) => {
      this.backendInstanceId = backendInstanceId;
      if (reportAll) {
        this.options.onState(state);
        return;
      }
      // On demand this thread's listener is the one the TUI shows; the worker adds its connection count.
      if (state.state !== 'listening') return;
      const run = this.run;
      if (run !== null && run.channel === channel) this.connectionsChanged(run, state.connections);
    });
    const { operations } = this.options;
    channel
      .serve('submit_operation', (submission) => operations.submit(submission))
      .serve('get_operation', ({ operationId }) => operations.status(operationId))
      .serve('list_profiles', () => operations.profiles())
      .serve('get_graphs', (query) => operations.graphs(query))
      .serve('get_recording', () => operations.recording())
      .serve('get_dotnet_collection', ({ key }) => operations.dotnetCollection(key));
    channel.onNotice('connection_closed', ({ connectionId }) => operations.connectionClosed(connectionId));
    return channel;
  }

  /**
   * On demand: opens this thread's listener (the worker follows the first connection). Otherwise starts the worker
   * (once), which listens itself; what was sent to it before arrives first, in order.
   */
  start(): void {
    if (this.onDemand) {
      if (this.options.enabled && !this.started) void this.changeListener(true);
      this.started = true;
      return;
    }
    if (this.run !== null || this.deferredPort === null || this.deferredChannel === null) return;
    const worker = this.spawn(this.data);
    const exited = this.watchExit(worker);
    // The one worker of this host: its end, crashed or terminated, is the host's.
    void exited.then(() => this.exitedNow());
    this.run = { worker, channel: this.deferredChannel, exited, connections: 0, wholeSnapshots: 0, stopMirror: () => undefined };
    worker.on('error', (error) => {
      this.deferredChannel?.close('the MCP worker stopped');
      this.options.onState({ state: 'failed', error: `the MCP worker stopped: ${error.name}` });
    });
    this.deferredPort.attach(worker);
  }

  private spawn(data: McpWorkerData): Worker {
    const worker = new Worker(this.options.workerUrl, { workerData: data, resourceLimits: MCP_WORKER_RESOURCE_LIMITS });
    // The worker must never keep the application alive on its own.
    worker.unref();
    return worker;
  }

  /** Settles once `worker` ended and the investigation slots it held were freed. */
  private watchExit(worker: Worker): Promise<void> {
    // Read now: a worker that has stopped reports -1. Its pool workers end with it (Node stops a thread's workers
    // before its own exit), so once it exited nothing can still be collecting in the slots it held.
    const workerThreadId = worker.threadId;
    const slots = this.options.investigationSlotsBuffer ? new SlotBudget(this.options.investigationSlotsBuffer) : null;
    return new Promise((resolve) =>
      worker.once('exit', () => {
        slots?.releaseHeldBy(workerThreadId);
        resolve();
      }),
    );
  }

  // ── on demand ─────────────────────────────────────────────────────────────────────────────────────

  /** Opens or closes this thread's accept-only listener (and with it every connection); one change at a time. */
  private changeListener(enabled: boolean): Promise<void> {
    this.listenerChange = this.listenerChange.then(() => (enabled ? this.listen() : this.unlisten()));
    return this.listenerChange;
  }

  private async listen(): Promise<void> {
    const handover = this.options.endpoint?.handover;
    if (this.listening !== null || this.shutDown || handover == null) return;
    this.options.onState({ state: 'starting' });
    try {
      this.listening = await handover.listenPaused((stream) => this.accepted(stream));
      this.options.onState({ state: 'listening', connections: this.run?.connections ?? 0 });
    } catch (error) {
      // The TUI stays usable; the failure is shown, the setting is not changed (spec §3.2).
      this.options.onState({ state: 'failed', error: (error as Error).message });
    }
  }

  private async unlisten(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    await listening?.close();
    // Disabling closes every connection (spec §3.2): the worker goes with them.
    await this.stopWorker();
    if (!this.shutDown) this.options.onState({ state: 'disabled' });
  }

  /** A connection this thread accepted (paused, unread): the worker, started if need be, serves it. */
  private accepted(stream: IpcStream): void {
    const handover = this.options.endpoint?.handover;
    if (handover == null || this.listening === null) {
      stream.destroy();
      return;
    }
    let fd: number;
    try {
      fd = handover.release(stream);
    } catch {
      return; // the stream is closed; the bridge sees the connection end and retries
    }
    this.clearIdleTimer();
    const handOver = (): void => {
      if (this.shutDown || this.listening === null) {
        closeSync(fd);
        return;
      }
      this.ensureWorker().channel.notify('connection', { fd });
    };
    // A worker stopping after its idle time finishes first; the new connection then starts the next one.
    if (this.stopping !== null) void this.stopping.then(handOver);
    else handOver();
  }

  /** The running worker, or one started now from the App's current state (MirrorStart). */
  private ensureWorker(): WorkerRun {
    if (this.run !== null) return this.run;
    const path = this.options.endpoint!.path;
    const start: MirrorStart = {
      store: this.options.histories!.readerStart(),
      latest: this.latest,
      host: this.host,
      activity: this.activity,
      displayPaused: this.displayPaused,
      revision: this.revision,
    };
    const worker = this.spawn({ ...this.data, enabled: true, onDemand: { path, start } });
    const channel = this.connect(worker, false);
    const run: WorkerRun = { worker, channel, exited: this.watchExit(worker), connections: 0, wholeSnapshots: WHOLE_SNAPSHOTS_AFTER_START, stopMirror: () => undefined };
    this.run = run;
    worker.on('error', () => {
      // Its connections went with it; the next one starts a new worker.
      channel.close('the MCP worker stopped');
      if (this.run === run) this.run = null;
      run.stopMirror();
    });
    run.stopMirror = this.options.mirrorSource?.onMirrorPort((port) => channel.notify('mirror_port', port, [port])) ?? (() => undefined);
    this.options.onWorkerStarted?.();
    return run;
  }

  private connectionsChanged(run: WorkerRun, connections: number): void {
    run.connections = connections;
    if (this.listening !== null) this.options.onState({ state: 'listening', connections });
    this.clearIdleTimer();
    if (connections > 0) return;
    const idleStopMs = this.options.idleStopMs ?? IDLE_STOP_MS;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.run !== run || run.connections !== 0) return;
      // Only authenticated connections are reported: one handed over and still in its handshake keeps the worker
      // (asked after the handover notices, in order), and the wait starts again.
      void run.channel.request('idle', null).then(
        (idle) => {
          if (this.run !== run || run.connections !== 0 || this.idleTimer !== null) return;
          if (idle) void this.stopWorker();
          else this.connectionsChanged(run, 0);
        },
        () => undefined,
      );
    }, idleStopMs);
    // The idle stop never keeps the application alive.
    this.idleTimer.unref();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer === null) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Ends the on-demand worker (its connections closed first); the next connection starts a new one. */
  private stopWorker(timeoutMs = 2_000): Promise<void> {
    this.clearIdleTimer();
    const run = this.run;
    if (run === null) return this.stopping ?? Promise.resolve();
    this.run = null;
    run.wholeSnapshots = 0;
    const stopping = (async () => {
      await run.channel.request('shutdown', null, { timeoutMs }).catch(() => undefined);
      run.channel.close('the MCP worker was stopped');
      run.stopMirror();
      await run.worker.terminate();
      await run.exited;
    })();
    this.stopping = stopping;
    void stopping.then(() => {
      if (this.stopping === stopping) this.stopping = null;
    });
    return stopping;
  }

  // ── what the App applied ──────────────────────────────────────────────────────────────────────────

  /** The channel mirror updates go to now: the running worker's, the legacy waiting one, or none (on demand, idle). */
  private get mirrorChannel(): ThreadChannel<AppToMcpWorker, McpWorkerToApp> | null {
    return this.run?.channel ?? this.deferredChannel;
  }

  onApplied(snapshot: Snapshot, prunedKeys: readonly string[], trackingNames: readonly string[], sampledAtMs: number): void {
    this.latest = snapshot;
    const channel = this.mirrorChannel;
    // The storage changes are taken either way: a worker started later begins from the storage as it is then.
    const storage = this.storageChanges(channel);
    if (channel === null) return;
    const run = this.run;
    const whole = run !== null && run.wholeSnapshots > 0;
    if (whole) run.wholeSnapshots--;
    // With a mirror port only the (small) retention decision crosses from the main thread.
    if (this.mirrored && !whole) channel.notify('mirror', { ...appliedNotice(snapshot, prunedKeys, trackingNames, sampledAtMs), storage });
    else channel.notify('mirror', { type: 'applied', snapshot, prunedKeys, trackingNames, storage });
  }

  onTrackingChanged(trackingNames: readonly string[], revision: string): void {
    this.revision = revision;
    const channel = this.mirrorChannel;
    const storage = this.storageChanges(channel);
    channel?.notify('mirror', { type: 'tracking', trackingNames, prunedKeys: [], revision, storage });
  }

  /**
   * The storage changes for the notice about to be posted on `channel` (none: taken and dropped). Shared buffers
   * cross as references to the same memory, never copied, but Node's serializer looks each one up among the
   * message's earlier ones (time quadratic in their number: 14,000 buffers in one message took 1.5 s, in messages of
   * 100 27 ms), so all but the last chunk go ahead in 'storage' notices of a few histories each, which the worker
   * holds for the notice.
   */
  private storageChanges(channel: ThreadChannel<AppToMcpWorker, McpWorkerToApp> | null): HistoryStorageChange[] {
    const changes = this.options.histories?.takeStorageChanges() ?? [];
    if (channel === null) return [];
    let from = 0;
    while (changes.length - from > STORAGE_CHANGES_PER_NOTICE) {
      channel.notify('mirror', { type: 'storage', storage: changes.slice(from, from + STORAGE_CHANGES_PER_NOTICE) });
      from += STORAGE_CHANGES_PER_NOTICE;
    }
    return from === 0 ? changes : changes.slice(from);
  }

  onActivity(activity: Activity, displayPaused: boolean): void {
    this.activity = activity;
    this.displayPaused = displayPaused;
    this.mirrorChannel?.notify('mirror', { type: 'activity', activity, displayPaused });
  }

  onHost(host: HostInfo): void {
    this.host = host;
    this.mirrorChannel?.notify('mirror', { type: 'host', host });
  }

  /** Runtime enable/disable (Settings): disabling closes the listener and every connection; enabling starts a new listener. */
  onMcpConnectionsDisabled(disabled: boolean): void {
    if (this.onDemand) {
      void this.changeListener(!disabled);
      return;
    }
    // The outcome arrives as listener notices (starting, listening, failed, disabled); nothing waits here.
    this.deferredChannel?.request('set_enabled', { enabled: !disabled }).catch(() => undefined);
  }

  /** Closes the listener and connections, then ends the worker; slow clients cannot hold up the exit. */
  async shutdown(timeoutMs = 2_000): Promise<void> {
    if (this.onDemand) {
      this.shutDown = true;
      const listening = this.listening;
      this.listening = null;
      await listening?.close();
      await this.stopWorker(timeoutMs);
      this.exitedNow();
      return;
    }
    const run = this.run;
    const channel = this.deferredChannel!;
    if (run === null) {
      // Never started: no listener, no connection, no slot to give back.
      channel.close('the MCP worker was shut down');
      this.exitedNow();
      return;
    }
    await channel.request('shutdown', null, { timeoutMs }).catch(() => undefined);
    channel.close('the MCP worker was shut down');
    await run.worker.terminate();
    await run.exited;
    this.exitedNow();
  }
}
