// Main-thread side of the MCP worker: starts it, forwards what the App applied, and reports listener state. It
// observes the App through the App's observer methods (wired in src/main.ts) without importing the App.
import { type MessagePort, type Transferable, Worker } from 'node:worker_threads';
import { PACKAGE_VERSION } from '../../generated/package-info.js';
import type { Activity, McpListenerState } from '../model/activity.js';
import type { OperationsPort } from '../model/operations.js';
import type { HostInfo, Platform, Snapshot } from '../model/types.js';
import type { HistoryStorageChange } from '../model/index.js';
import { ThreadChannel, type ChannelPort } from '../channel/index.js';
import { SlotBudget } from '../investigation-pool/index.js';
import { WORKER_RESOURCE_LIMITS } from '../channel/threads.js';
import { appliedNotice, type MirrorUpdate } from './state.js';
import type { AppToMcpWorker, McpWorkerData, McpWorkerToApp } from './worker-protocol.js';

/**
 * Histories per mirror notice: each brings one shared buffer (its ring: header, timestamps and columns, see
 * src/model/history.ts), so ~100 buffers a message, where the serializer's cost per buffer stays small.
 */
const STORAGE_CHANGES_PER_NOTICE = 96;

/** Where snapshots come from when they can reach the MCP worker directly (the sampler worker's mirror port). */
export interface MirrorPortSource {
  onMirrorPort(listener: (port: MessagePort) => void): void;
}

export interface McpHostOptions {
  readonly enabled: boolean;
  readonly platform: Platform;
  /** When given, snapshots reach the MCP worker directly from the sampler worker, never cloned on this thread. */
  readonly mirrorSource?: MirrorPortSource;
  readonly onState: (state: McpListenerState) => void;
  /** The built MCP worker script (dist/workers/mcp.js). */
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
  readonly histories?: { takeStorageChanges(): HistoryStorageChange[] };
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

export class McpHost {
  private worker: Worker | null = null;
  private readonly port = new DeferredWorkerPort();
  private readonly channel: ThreadChannel<AppToMcpWorker, McpWorkerToApp>;
  private readonly mirrored: boolean;
  private readonly data: McpWorkerData;
  private exitedNow: () => void = () => undefined;
  /** Settles once the worker ended and the investigation slots it held were freed (at once when it never started). */
  readonly exited: Promise<void>;
  backendInstanceId: string | null = null;

  constructor(private readonly options: McpHostOptions) {
    this.data = {
      applicationVersion: PACKAGE_VERSION,
      platform: options.platform,
      enabled: options.enabled,
      fileUsersLockBuffer: options.fileUsersLockBuffer,
      investigationSlotsBuffer: options.investigationSlotsBuffer,
      sharedHistories: options.histories !== undefined,
    };
    this.exited = new Promise((resolve) => (this.exitedNow = resolve));
    this.channel = new ThreadChannel(this.port);
    this.channel.onNotice('listener', ({ state, backendInstanceId }) => {
      this.backendInstanceId = backendInstanceId;
      options.onState(state);
    });
    const { operations } = options;
    this.channel
      .serve('submit_operation', (submission) => operations.submit(submission))
      .serve('get_operation', ({ operationId }) => operations.status(operationId))
      .serve('list_profiles', () => operations.profiles())
      .serve('get_graphs', (query) => operations.graphs(query))
      .serve('get_recording', () => operations.recording())
      .serve('get_dotnet_collection', ({ key }) => operations.dotnetCollection(key));
    this.channel.onNotice('connection_closed', ({ connectionId }) => operations.connectionClosed(connectionId));
    this.mirrored = options.mirrorSource !== undefined;
    options.mirrorSource?.onMirrorPort((port) => this.channel.notify('mirror_port', port, [port]));
    if (options.deferStart !== true) this.start();
  }

  /** Starts the worker (once); what was sent to it before arrives first, in order. */
  start(): void {
    if (this.worker !== null) return;
    const worker = new Worker(this.options.workerUrl, { workerData: this.data, resourceLimits: WORKER_RESOURCE_LIMITS });
    this.worker = worker;
    // Read now: a worker that has stopped reports -1. Its pool workers end with it (Node stops a thread's workers
    // before its own exit), so once it exited nothing can still be collecting in the slots it held.
    const workerThreadId = worker.threadId;
    const slots = this.options.investigationSlotsBuffer ? new SlotBudget(this.options.investigationSlotsBuffer) : null;
    worker.once('exit', () => {
      slots?.releaseHeldBy(workerThreadId);
      this.exitedNow();
    });
    worker.on('error', (error) => {
      this.channel.close('the MCP worker stopped');
      this.options.onState({ state: 'failed', error: `the MCP worker stopped: ${error.name}` });
    });
    // The worker must never keep the application alive on its own.
    worker.unref();
    this.port.attach(worker);
  }

  private post(update: MirrorUpdate): void {
    this.channel.notify('mirror', update);
  }

  onApplied(snapshot: Snapshot, prunedKeys: readonly string[], trackingNames: readonly string[], sampledAtMs: number): void {
    // With a mirror port only the (small) retention decision crosses from the main thread.
    const storage = this.storageChanges();
    if (this.mirrored) this.post({ ...appliedNotice(snapshot, prunedKeys, trackingNames, sampledAtMs), storage });
    else this.post({ type: 'applied', snapshot, prunedKeys, trackingNames, storage });
  }

  onTrackingChanged(trackingNames: readonly string[], revision: string): void {
    this.post({ type: 'tracking', trackingNames, prunedKeys: [], revision, storage: this.storageChanges() });
  }

  /**
   * The storage changes for the notice about to be posted. Shared buffers cross as references to the same memory,
   * never copied, but Node's serializer looks each one up among the message's earlier ones (time quadratic in their
   * number: 14,000 buffers in one message took 1.5 s, in messages of 100 27 ms), so all but the last chunk go ahead
   * in 'storage' notices of a few histories each, which the worker holds for the notice.
   */
  private storageChanges(): HistoryStorageChange[] {
    const changes = this.options.histories?.takeStorageChanges() ?? [];
    let from = 0;
    while (changes.length - from > STORAGE_CHANGES_PER_NOTICE) {
      this.post({ type: 'storage', storage: changes.slice(from, from + STORAGE_CHANGES_PER_NOTICE) });
      from += STORAGE_CHANGES_PER_NOTICE;
    }
    return from === 0 ? changes : changes.slice(from);
  }

  onActivity(activity: Activity, displayPaused: boolean): void {
    this.post({ type: 'activity', activity, displayPaused });
  }

  onHost(host: HostInfo): void {
    this.post({ type: 'host', host });
  }

  /** Runtime enable/disable (Settings): disabling closes the listener and every connection; enabling starts a new listener. */
  onMcpConnectionsDisabled(disabled: boolean): void {
    // The outcome arrives as listener notices (starting, listening, failed, disabled); nothing waits here.
    this.channel.request('set_enabled', { enabled: !disabled }).catch(() => undefined);
  }

  /** Closes the listener and connections, then ends the worker; slow clients cannot hold up the exit. */
  async shutdown(timeoutMs = 2_000): Promise<void> {
    const worker = this.worker;
    if (worker === null) {
      // Never started: no listener, no connection, no slot to give back.
      this.channel.close('the MCP worker was shut down');
      this.exitedNow();
      return;
    }
    await this.channel.request('shutdown', null, { timeoutMs }).catch(() => undefined);
    this.channel.close('the MCP worker was shut down');
    await worker.terminate();
    await this.exited;
  }
}
