// Main-thread side of sampling: runs the platform sampler in a worker thread on a drift-corrected
// interval with exactly one pass in flight, and delivers snapshots and failures to subscribers.
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { findWorkerScript } from './worker-script.js';
import type { HostInfo, Snapshot } from '../model/types.js';
import { decodeSnapshot, type WireSnapshot } from '../model/wire.js';

/** Data the worker is started with. */
export interface SamplerWorkerData {
  readonly procRoot?: string;
  readonly sysRoot?: string;
}

/** Main thread → worker. */
export type ToSamplerWorker =
  | { readonly type: 'sample'; readonly id: number }
  | { readonly type: 'host_info'; readonly id: number }
  /** Another thread's port: the worker posts every WireSnapshot there too (the MCP worker's mirror). */
  | { readonly type: 'mirror'; readonly port: MessagePort }
  | { readonly type: 'close' };

export interface SamplerWorkerError {
  /** `unsupported_platform` when the platform has no sampler; `pass_failed` for a failed pass. */
  readonly kind: 'unsupported_platform' | 'pass_failed';
  /** A safe message: no stack trace, no captured value. */
  readonly message: string;
}

/** Worker → main thread. */
export type FromSamplerWorker =
  | { readonly type: 'snapshot'; readonly id: number; readonly snapshot: WireSnapshot }
  | { readonly type: 'host_info'; readonly id: number; readonly hostInfo: HostInfo }
  | { readonly type: 'error'; readonly id: number; readonly error: SamplerWorkerError }
  | { readonly type: 'closed' };

/** A failed pass or a failed worker; sampling goes on at the next interval unless the platform is unsupported. */
export interface SamplingFailure {
  readonly kind: 'unsupported_platform' | 'pass_failed' | 'worker_failed';
  readonly message: string;
}

export interface SamplingWorkerOptions {
  /** The built worker script; by default `dist/workers/sampler.js` of the package this module belongs to. */
  readonly workerUrl?: URL | string;
  /** Linux: where procfs and sysfs are mounted (tests). */
  readonly procRoot?: string;
  readonly sysRoot?: string;
}

/** How long stop() waits for the worker to release its files before terminating it. */
const CLOSE_TIMEOUT_MS = 2000;

/** Finds `dist/workers/sampler.js` from the sources (after a build) or from the bundle. */
export function findSamplerWorkerScript(from: string | URL = import.meta.url): URL {
  return findWorkerScript('sampler', from);
}

type Listener<T> = (value: T) => void;

export class SamplingWorker {
  private readonly options: SamplingWorkerOptions;
  private worker: Worker | null = null;
  private running = false;
  private intervalMs = 1000;
  private timer: NodeJS.Timeout | null = null;
  /** Id of the sample request in flight; at most one. */
  private inFlight: number | null = null;
  /** Monotonic due time (performance.now ms) of the pass in flight or the next pass. */
  private dueMs = 0;
  private nextId = 1;
  private readonly snapshotListeners = new Set<Listener<Snapshot>>();
  private readonly mirrorListeners = new Set<Listener<MessagePort>>();
  private readonly errorListeners = new Set<Listener<SamplingFailure>>();
  private readonly hostInfoRequests = new Map<number, { resolve: Listener<HostInfo>; reject: Listener<Error> }>();

  constructor(options: SamplingWorkerOptions = {}) {
    this.options = options;
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
    this.worker = null;
    this.inFlight = null;
    this.rejectHostInfo(new Error('the sampling worker stopped'));
    if (worker === null) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timeout);
        resolve();
      };
      const timeout = setTimeout(done, CLOSE_TIMEOUT_MS);
      worker.on('message', (message: FromSamplerWorker) => {
        if (message.type === 'closed') done();
      });
      worker.once('exit', done);
      worker.postMessage({ type: 'close' } satisfies ToSamplerWorker);
    });
    await worker.terminate();
  }

  /** Subscribes to snapshots; returns the unsubscribe function. */
  onSnapshot(listener: Listener<Snapshot>): () => void {
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
    if (this.worker !== null) this.connectMirror(this.worker, listener);
    return () => this.mirrorListeners.delete(listener);
  }

  private connectMirror(worker: Worker, listener: Listener<MessagePort>): void {
    const channel = new MessageChannel();
    worker.postMessage({ type: 'mirror', port: channel.port1 } satisfies ToSamplerWorker, [channel.port1]);
    listener(channel.port2);
  }

  /** Subscribes to failures; returns the unsubscribe function. */
  onError(listener: Listener<SamplingFailure>): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** Host facts from the worker's sampler (read once there). */
  hostInfo(): Promise<HostInfo> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<HostInfo>((resolve, reject) => {
      this.hostInfoRequests.set(id, { resolve, reject });
      worker.postMessage({ type: 'host_info', id } satisfies ToSamplerWorker);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker !== null) return this.worker;
    const url = this.options.workerUrl ?? findSamplerWorkerScript();
    const data: SamplerWorkerData = { procRoot: this.options.procRoot, sysRoot: this.options.sysRoot };
    const worker = new Worker(url instanceof URL ? url : new URL(url, pathToFileURL(`${process.cwd()}/`)), {
      workerData: data,
    });
    let reported = false;
    worker.on('message', (message: FromSamplerWorker) => this.receive(worker, message));
    worker.on('error', (error: Error) => {
      reported = true;
      this.workerFailed(worker, error.message);
    });
    worker.on('exit', (code) => {
      if (!reported) this.workerFailed(worker, `the sampling worker exited with code ${code}`);
    });
    this.worker = worker;
    for (const listener of this.mirrorListeners) this.connectMirror(worker, listener);
    return worker;
  }

  private request(): void {
    this.timer = null;
    if (!this.running || this.inFlight !== null) return;
    let worker: Worker;
    try {
      worker = this.ensureWorker();
    } catch (error) {
      this.emitError({ kind: 'worker_failed', message: error instanceof Error ? error.message : 'no worker' });
      this.scheduleNext();
      return;
    }
    const id = this.nextId++;
    this.inFlight = id;
    worker.postMessage({ type: 'sample', id } satisfies ToSamplerWorker);
  }

  private scheduleNext(): void {
    if (!this.running || this.timer !== null) return;
    const now = performance.now();
    this.dueMs += this.intervalMs;
    // Overran: start at once and count the next interval from now rather than catching up in a burst.
    if (this.dueMs < now) this.dueMs = now;
    this.timer = setTimeout(() => this.request(), this.dueMs - now);
  }

  private receive(worker: Worker, message: FromSamplerWorker): void {
    if (worker !== this.worker) return; // a stopped worker's late answer
    switch (message.type) {
      case 'snapshot':
        if (message.id !== this.inFlight) return;
        this.inFlight = null;
        this.deliver(message.snapshot);
        return;
      case 'host_info': {
        const pending = this.hostInfoRequests.get(message.id);
        this.hostInfoRequests.delete(message.id);
        pending?.resolve(message.hostInfo);
        return;
      }
      case 'error': {
        const pending = this.hostInfoRequests.get(message.id);
        if (pending !== undefined) {
          this.hostInfoRequests.delete(message.id);
          pending.reject(new Error(message.error.message));
          return;
        }
        if (message.id !== this.inFlight) return;
        this.inFlight = null;
        this.emitError(message.error);
        // Without a sampler for this platform there is nothing to retry.
        if (message.error.kind === 'unsupported_platform') this.running = false;
        else this.scheduleNext();
        return;
      }
      case 'closed':
        return;
    }
  }

  private deliver(wire: WireSnapshot): void {
    let snapshot: Snapshot;
    try {
      snapshot = decodeSnapshot(wire);
    } catch {
      this.emitError({ kind: 'pass_failed', message: 'the sampling worker sent a malformed snapshot' });
      this.scheduleNext();
      return;
    }
    for (const listener of this.snapshotListeners) listener(snapshot);
    this.scheduleNext();
  }

  private workerFailed(worker: Worker, message: string): void {
    if (worker !== this.worker) return;
    this.worker = null;
    this.inFlight = null;
    this.rejectHostInfo(new Error(message));
    this.emitError({ kind: 'worker_failed', message });
    // The next pass starts a fresh worker; the interval paces restarts of a failing one.
    this.scheduleNext();
  }

  private rejectHostInfo(error: Error): void {
    for (const pending of this.hostInfoRequests.values()) pending.reject(error);
    this.hostInfoRequests.clear();
  }

  private emitError(failure: SamplingFailure): void {
    for (const listener of this.errorListeners) listener(failure);
  }
}
