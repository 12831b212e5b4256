// Main-thread side of sampling: runs the platform sampler in a worker thread on a drift-corrected
// interval with exactly one pass in flight, and delivers snapshots and failures to subscribers.
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { ChannelError, ThreadChannel } from '../channel/index.js';
import type { EarlySamplerThread } from './early-sampler.js';
import { SAMPLER_WORKER_FILE, WORKER_RESOURCE_LIMITS } from '../channel/threads.js';
import { findWorkerScript } from '../channel/worker-script.js';
import type { DotnetStatus, DotnetSupport, DotnetTarget } from '../model/dotnet.js';
import type { HostInfo, Snapshot } from '../model/types.js';
import { SnapshotDecoder, type WireSnapshot } from '../model/wire.js';

/** Data the worker is started with. */
export interface SamplerWorkerData {
  readonly procRoot?: string;
  readonly sysRoot?: string;
  /** Linux: the NVML library to load instead of libnvidia-ml.so.1 (a test's stand-in; see LinuxSamplerOptions). */
  readonly nvmlLibrary?: string;
  /** Linux: a file read in place of /proc/stat (a test's, see LinuxSamplerOptions.statPath). */
  readonly statPath?: string;
  /** Take the first pass as soon as the thread starts (the early-started thread, see early-sampler.ts). */
  readonly prefetchFirstPass?: boolean;
  /**
   * Set to 1 (and notified) by the early-started thread once its native code is loaded and its prefetched first pass
   * settled: from then on the process can exit without terminating the thread inside a native addon's start-up.
   */
  readonly prefetchSettled?: Int32Array;
  /** Linux: the zeroth reading the main thread takes while this thread starts (linux/zeroth-reading.ts). */
  readonly zerothReading?: SharedArrayBuffer;
}

/** What the main thread sends the sampling worker. */
export type MainToSamplerWorker = {
  readonly requests: {
    /** One sampling pass; a failed pass replies with the error code of a SamplerWorkerError kind. */
    readonly sample: { readonly args: null; readonly reply: WireSnapshot };
    readonly host_info: { readonly args: null; readonly reply: HostInfo };
    /** Releases the files the sampler keeps open; the worker then closes its port. */
    readonly close: { readonly args: null; readonly reply: null };
  };
  readonly notices: {
    /** Another thread's port: the worker posts every WireSnapshot there too (the MCP worker's mirror). */
    readonly mirror: MessagePort;
    /** The lifetimes authorized for .NET runtime collection now (the whole set; absent ones are stopped). */
    readonly dotnet_targets: readonly DotnetTarget[];
  };
};

/** The sampling worker reports .NET collection progress unasked. */
export type SamplerWorkerToMain = {
  readonly requests: Record<never, never>;
  readonly notices: {
    /** One authorized lifetime's collection changed state (waiting, collecting, stopping, unavailable, stopped). */
    readonly dotnet_status: DotnetStatus;
    /** Lifetimes whose .NET runtime support changed (found by endpoint and ProcessInfo, before any authorization). */
    readonly dotnet_support: readonly DotnetSupport[];
  };
};

export interface SamplerWorkerError {
  /** `unsupported_platform` when the platform has no sampler; `pass_failed` for a failed pass. */
  readonly kind: 'unsupported_platform' | 'pass_failed';
  /** A safe message: no stack trace, no captured value. */
  readonly message: string;
}

/** A failed pass or a failed worker; sampling goes on at the next interval unless the platform is unsupported. */
export interface SamplingFailure {
  readonly kind: 'unsupported_platform' | 'pass_failed' | 'worker_failed';
  readonly message: string;
}

export interface SamplingWorkerOptions {
  /** The built worker script; by default `dist/workers/sampler.cjs` of the package this module belongs to. */
  readonly workerUrl?: URL | string;
  /**
   * A sampler thread already started (startSamplerThreadEarly, from src/cli.ts before the application's code loaded):
   * the first worker is this one when it is still running; a restart starts a fresh one as usual.
   */
  readonly earlyThread?: EarlySamplerThread | null;
  /** Linux: where procfs and sysfs are mounted (tests). */
  readonly procRoot?: string;
  readonly sysRoot?: string;
  /** Linux: a stand-in NVML library (the test hook `nvmlLibrary`); the early thread, which loads the real one, is then not used. */
  readonly nvmlLibrary?: string;
  /** Linux: a file read in place of /proc/stat (the test hook `procStat`); the early thread is then not used either. */
  readonly statPath?: string;
}

/** The longest an unused early thread may take to finish its native start-up before it is terminated anyway. */
const EARLY_THREAD_SETTLE_MS = 3_000;

/** How long stop() waits for the worker to release its files before terminating it. */
const CLOSE_TIMEOUT_MS = 2000;

/** Finds `dist/workers/sampler.cjs` from the sources (after a build) or from the bundle. */
export function findSamplerWorkerScript(from: string | URL = import.meta.url): URL {
  return findWorkerScript(SAMPLER_WORKER_FILE, from);
}

type Listener<T> = (value: T) => void;


export class SamplingWorker {
  private readonly options: SamplingWorkerOptions;
  private worker: Worker | null = null;
  /** Keeps the decoded samples of unchanged lifetimes from one snapshot to the next (the same objects for the App). */
  private readonly decoder = new SnapshotDecoder();
  private channel: ThreadChannel<MainToSamplerWorker, SamplerWorkerToMain> | null = null;
  private running = false;
  private intervalMs = 1000;
  private timer: NodeJS.Timeout | null = null;
  /** The sample request in flight; at most one. */
  private inFlight: Promise<unknown> | null = null;
  /** Monotonic due time (performance.now ms) of the pass in flight or the next pass. */
  private dueMs = 0;
  private requestedAtMs = 0;
  /** Each snapshot with the wire form it was decoded from (the App's store appends from its cells). */
  private readonly snapshotListeners = new Set<(snapshot: Snapshot, wire: WireSnapshot) => void>();
  private readonly mirrorListeners = new Set<Listener<MessagePort>>();
  private readonly errorListeners = new Set<Listener<SamplingFailure>>();
  private readonly dotnetListeners = new Set<Listener<DotnetStatus>>();
  private readonly supportListeners = new Set<Listener<readonly DotnetSupport[]>>();
  /** The authorized .NET lifetimes, sent again to a restarted worker. */
  private dotnetTargets: readonly DotnetTarget[] = [];

  /** The early-started thread, until the first worker is needed. */
  private earlyThread: EarlySamplerThread | null;

  constructor(options: SamplingWorkerOptions = {}) {
    this.options = options;
    this.earlyThread = options.earlyThread ?? null;
  }

  /** Whether a sample request is in flight (for tests and diagnostics). */
  get sampling(): boolean {
    return this.inFlight !== null;
  }

  /**
   * Starts sampling now and then every `intervalMs`. Each pass is due one interval after the previous
   * pass was due (not after it finished), so timer lateness does not accumulate; a pass that overruns
   * its interval delays the next one, which starts as soon as it returns. Calling start() while
   * running changes the interval from the next pass on.
   */
  start(intervalMs = 1000): void {
    if (!Number.isFinite(intervalMs) || intervalMs <= 0) throw new RangeError('intervalMs must be a positive number');
    this.intervalMs = intervalMs;
    if (this.running) return;
    this.running = true;
    this.dueMs = performance.now();
    this.request();
  }

  /** Stops sampling, lets the worker release what it holds, and ends the worker thread. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const worker = this.worker;
    const channel = this.channel;
    this.worker = null;
    this.channel = null;
    this.inFlight = null;
    if (worker === null || channel === null) return;
    // The worker releases its files, or is terminated after CLOSE_TIMEOUT_MS; an exiting worker ends the wait too.
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    await Promise.race([channel.request('close', null, { timeoutMs: CLOSE_TIMEOUT_MS }).catch(() => undefined), exited]);
    channel.close('the sampling worker stopped');
    await worker.terminate();
  }

  /**
   * When (performance.now()) the pass being delivered was requested from the worker: read inside a snapshot
   * listener, the time since is that sample's latency from request to delivery (`npm run bench -- mcp-onoff`).
   */
  get passRequestedAt(): number {
    return this.requestedAtMs;
  }

  /** Subscribes to snapshots; returns the unsubscribe function. */
  onSnapshot(listener: (snapshot: Snapshot, wire: WireSnapshot) => void): () => void {
    this.snapshotListeners.add(listener);
    return () => this.snapshotListeners.delete(listener);
  }

  /**
   * Subscribes another thread to the snapshots themselves: for each worker (a restarted worker gets a new
   * channel) the listener receives a port on which the sampler worker posts every WireSnapshot directly, so
   * the main thread never clones snapshots for that thread. Decode them with `decodeSnapshot`.
   */
  onMirrorPort(listener: Listener<MessagePort>): () => void {
    this.mirrorListeners.add(listener);
    if (this.channel !== null) this.connectMirror(this.channel, listener);
    return () => this.mirrorListeners.delete(listener);
  }

  private connectMirror(channel: ThreadChannel<MainToSamplerWorker, SamplerWorkerToMain>, listener: Listener<MessagePort>): void {
    const ports = new MessageChannel();
    channel.notify('mirror', ports.port1, [ports.port1]);
    listener(ports.port2);
  }

  /** Subscribes to failures; returns the unsubscribe function. */
  onError(listener: Listener<SamplingFailure>): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /**
   * The lifetimes authorized for .NET runtime collection (the whole set). The worker runs their EventPipe sessions
   * and merges their values into each snapshot; progress arrives through onDotnetStatus.
   */
  setDotnetTargets(targets: readonly DotnetTarget[]): void {
    this.dotnetTargets = targets;
    if (targets.length > 0 || this.channel !== null) this.ensureWorker().notify('dotnet_targets', targets);
  }

  /** Runtime support changes of lifetimes, found without any session (the sampling worker checks every pass). */
  onDotnetSupport(listener: Listener<readonly DotnetSupport[]>): () => void {
    this.supportListeners.add(listener);
    return () => this.supportListeners.delete(listener);
  }

  onDotnetStatus(listener: Listener<DotnetStatus>): () => void {
    this.dotnetListeners.add(listener);
    return () => this.dotnetListeners.delete(listener);
  }

  /** Host facts from the worker's sampler (read once there). */
  hostInfo(): Promise<HostInfo> {
    return this.ensureWorker().request('host_info', null);
  }

  private ensureWorker(): ThreadChannel<MainToSamplerWorker, SamplerWorkerToMain> {
    if (this.channel !== null) return this.channel;
    const early = this.earlyThread;
    this.earlyThread = null;
    let worker: Worker;
    if (early !== null && early.failed === null && early.worker.threadId !== -1 && this.options.nvmlLibrary === undefined && this.options.statPath === undefined) {
      worker = early.worker;
      // From here on the listeners below report its failures.
      early.adopted();
    } else {
      // Not while it may still load its native code: that termination would abort the process (early-sampler.ts).
      if (early !== null) void early.untilSettled(EARLY_THREAD_SETTLE_MS).then(() => early.worker.terminate().catch(() => undefined));
      const url = this.options.workerUrl ?? findSamplerWorkerScript();
      const data: SamplerWorkerData = { procRoot: this.options.procRoot, sysRoot: this.options.sysRoot, nvmlLibrary: this.options.nvmlLibrary, statPath: this.options.statPath };
      worker = new Worker(url instanceof URL ? url : new URL(url, pathToFileURL(`${process.cwd()}/`)), {
        workerData: data,
        resourceLimits: WORKER_RESOURCE_LIMITS,
      });
    }
    const channel = new ThreadChannel<MainToSamplerWorker, SamplerWorkerToMain>(worker);
    let reported = false;
    worker.on('error', (error: Error) => {
      reported = true;
      this.workerFailed(worker, error.message);
    });
    worker.on('exit', (code) => {
      if (!reported) this.workerFailed(worker, `the sampling worker exited with code ${code}`);
    });
    this.worker = worker;
    this.channel = channel;
    channel.onNotice('dotnet_status', (status) => {
      for (const listener of this.dotnetListeners) listener(status);
    });
    channel.onNotice('dotnet_support', (changes) => {
      for (const listener of this.supportListeners) listener(changes);
    });
    for (const listener of this.mirrorListeners) this.connectMirror(channel, listener);
    if (this.dotnetTargets.length > 0) channel.notify('dotnet_targets', this.dotnetTargets);
    return channel;
  }

  private request(): void {
    this.timer = null;
    if (!this.running || this.inFlight !== null) return;
    let channel: ThreadChannel<MainToSamplerWorker, SamplerWorkerToMain>;
    try {
      channel = this.ensureWorker();
    } catch (error) {
      this.emitError({ kind: 'worker_failed', message: error instanceof Error ? error.message : 'no worker' });
      this.scheduleNext();
      return;
    }
    this.requestedAtMs = performance.now();
    const pass = channel.request('sample', null).then(
      (wire) => {
        if (this.inFlight !== pass) return; // stopped, or the worker failed meanwhile
        this.inFlight = null;
        this.deliver(wire);
      },
      (error: Error) => {
        if (this.inFlight !== pass) return;
        this.inFlight = null;
        const kind = error instanceof ChannelError && error.code === 'unsupported_platform' ? 'unsupported_platform' : 'pass_failed';
        this.emitError({ kind, message: error.message });
        // Without a sampler for this platform there is nothing to retry.
        if (kind === 'unsupported_platform') this.running = false;
        else this.scheduleNext();
      },
    );
    this.inFlight = pass;
  }

  private scheduleNext(): void {
    if (!this.running || this.timer !== null) return;
    const now = performance.now();
    this.dueMs += this.intervalMs;
    // Overran: start at once and count the next interval from now rather than catching up in a burst.
    if (this.dueMs < now) this.dueMs = now;
    this.timer = setTimeout(() => this.request(), this.dueMs - now);
  }

  private deliver(wire: WireSnapshot): void {
    let snapshot: Snapshot;
    try {
      snapshot = this.decoder.decode(wire);
    } catch {
      this.emitError({ kind: 'pass_failed', message: 'the sampling worker sent a malformed snapshot' });
      this.scheduleNext();
      return;
    }
    for (const listener of this.snapshotListeners) listener(snapshot, wire);
    this.scheduleNext();
  }

  private workerFailed(worker: Worker, message: string): void {
    if (worker !== this.worker) return;
    this.worker = null;
    // Pending host-info requests fail with the worker's reason; a pass in flight is reported once, below.
    this.inFlight = null;
    this.channel?.close(message);
    this.channel = null;
    this.emitError({ kind: 'worker_failed', message });
    // The next pass starts a fresh worker; the interval paces restarts of a failing one.
    this.scheduleNext();
  }

  private emitError(failure: SamplingFailure): void {
    for (const listener of this.errorListeners) listener(failure);
  }
}
