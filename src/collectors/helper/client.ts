// Application side of the abandonable path helper: runs requests in a child process, detects a stall by the
// absence of progress, kills (abandons) the stalled helper, starts a fresh one and carries on with the rest.
// The calling thread never makes a filesystem call that could hang; it only waits on timers and a pipe.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findWorkerScript } from '../../channel/worker-script.js';
import type { HelperLine, HelperOp, HelperOps, HelperRequest } from './protocol.js';

/** Why the client has no result for an item. */
export type ItemFailure =
  /** The item made no progress within the stall timeout; its helper was abandoned. */
  | { readonly s: 'timeout' }
  /** The caller's signal fired before the item finished. */
  | { readonly s: 'cancelled' }
  /** No helper could be started (or too many abandoned helpers are still stuck in the kernel). */
  | { readonly s: 'unavailable' }
  /** The helper died while working on this item (pinned by a precise retry), or rejected the request. */
  | { readonly s: 'crashed' };

export type ItemResult<Op extends HelperOp> = HelperOps[Op]['result'] | ItemFailure;

/** What to do with an item that stalled: retry it with new options (for example a mount to avoid), or give up. */
export type TimeoutDecision<Op extends HelperOp> = { readonly retry: true; readonly options: HelperOps[Op]['options'] } | null;

export interface RunOptions<Op extends HelperOp> {
  readonly signal?: AbortSignal;
  /** No progress for this long abandons the helper (default: the client's `stallTimeoutMs`). */
  readonly stallTimeoutMs?: number;
  /**
   * Called for an item identified as stalled (in precise mode), with the descriptor it was about to stat
   * (`fds`) when known. Runs on the calling thread, so it may only read procfs (never the stalled path).
   */
  readonly onItemTimeout?: (index: number, item: HelperOps[Op]['item'], fd: number | undefined) => TimeoutDecision<Op>;
  /** Results as they arrive (first index, results), for progress reporting. */
  readonly onResults?: (at: number, results: readonly HelperOps[Op]['result'][]) => void;
  /**
   * Called whenever the request has been written to a helper (again after a retry) and once more when the run
   * ends, sent or not. A caller that works synchronously while the helper works in parallel awaits the first
   * call before it starts: until then the request may still be queued behind another.
   */
  readonly onSent?: () => void;
}

export interface PathHelperClientOptions {
  /** The helper script; by default `dist/workers/path-helper.js` of this package. */
  readonly script?: string;
  /** Default stall timeout per request in ms. */
  readonly stallTimeoutMs?: number;
  /** How long a new helper may take to start (Node startup on a loaded machine), in ms. */
  readonly startTimeoutMs?: number;
  /** An idle helper exits after this many ms. */
  readonly idleTimeoutMs?: number;
  /**
   * Abandoned helpers that have not exited yet (SIGKILL waits for an uninterruptible sleep to end). When this
   * many are still stuck, no new helper is started and requests fail as `unavailable` instead of piling up.
   */
  readonly maxAbandoned?: number;
}

const DEFAULT_STALL_MS = 2000;
const DEFAULT_START_MS = 10_000;
const DEFAULT_IDLE_MS = 30_000;
const DEFAULT_MAX_ABANDONED = 4;
/** Retries of one stalled item with new options (one per newly identified stalled mount). */
const MAX_ITEM_RETRIES = 4;

/** Finds `dist/workers/path-helper.js` (from the sources after a build, or from the bundle). */
export function findPathHelperScript(): string {
  return fileURLToPath(findWorkerScript('path-helper'));
}

/** Every helper child of this thread, killed when the process exits. */
const liveChildren = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of liveChildren) child.kill('SIGKILL');
  });
}

/** One running helper process and its line reader. */
class Helper {
  readonly child: ChildProcess;
  readonly ready: Promise<boolean>;
  private buffered = '';
  private listener: ((line: HelperLine) => void) | null = null;
  private exitListener: (() => void) | null = null;
  exited = false;

  constructor(script: string) {
    installExitHook();
    this.child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'ignore'], windowsHide: true });
    liveChildren.add(this.child);
    let markReady: (ok: boolean) => void = () => {};
    this.ready = new Promise<boolean>((resolve) => {
      markReady = resolve;
    });
    this.child.once('error', () => {
      this.exited = true;
      markReady(false);
      this.exitListener?.();
    });
    this.child.once('exit', () => {
      this.exited = true;
      liveChildren.delete(this.child);
      markReady(false);
      this.exitListener?.();
    });
    this.child.stdin?.on('error', () => {}); // EPIPE after the helper died: the exit event reports it
    const stdout = this.child.stdout;
    stdout?.setEncoding('utf8');
    stdout?.on('data', (chunk: string) => {
      this.buffered += chunk;
      for (let nl = this.buffered.indexOf('\n'); nl >= 0; nl = this.buffered.indexOf('\n')) {
        const text = this.buffered.slice(0, nl);
        this.buffered = this.buffered.slice(nl + 1);
        let line: HelperLine;
        try {
          line = JSON.parse(text) as HelperLine;
        } catch {
          continue;
        }
        if ('ready' in line) markReady(true);
        else this.listener?.(line);
      }
    });
    this.unref();
  }

  get pid(): number | null {
    return this.child.pid ?? null;
  }

  listen(onLine: ((line: HelperLine) => void) | null, onExit: (() => void) | null): void {
    this.listener = onLine;
    this.exitListener = onExit;
  }

  send(request: HelperRequest): void {
    this.child.stdin?.write(`${JSON.stringify(request)}\n`);
  }

  /** Idle helpers must not keep the application alive; a busy request keeps it alive through its timer. */
  unref(): void {
    this.child.unref();
    (this.child.stdout as { unref?: () => void } | null)?.unref?.();
    (this.child.stdin as { unref?: () => void } | null)?.unref?.();
  }

  /** Asks an idle helper to exit (it does when its stdin closes). */
  retire(): void {
    this.listen(null, null);
    this.child.stdin?.end();
  }

  /** Kills a stalled helper without waiting: it may stay in the kernel until its call returns. */
  abandon(): void {
    this.listen(null, null);
    this.child.stdout?.removeAllListeners('data');
    this.child.stdout?.destroy();
    this.child.stdin?.destroy();
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

type AttemptOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'stalled'; readonly fd: number | undefined }
  | { readonly kind: 'crashed' }
  | { readonly kind: 'aborted' }
  | { readonly kind: 'fatal' };

/**
 * Runs requests on one helper process at a time, in the order they were made. Safe to share within a thread;
 * each worker thread that collects has its own client (and helper).
 */
export class PathHelperClient {
  private helper: Helper | null = null;
  private readonly abandoned = new Set<ChildProcess>();
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly script: string | undefined;
  readonly stallTimeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly idleTimeoutMs: number;
  private readonly maxAbandoned: number;
  /** Helpers started so far (tests and diagnostics). */
  spawnCount = 0;
  /** Helpers abandoned after a stall or cancellation so far. */
  abandonCount = 0;

  constructor(options: PathHelperClientOptions = {}) {
    this.script = options.script;
    this.stallTimeoutMs = options.stallTimeoutMs ?? DEFAULT_STALL_MS;
    this.startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_MS;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_MS;
    this.maxAbandoned = options.maxAbandoned ?? DEFAULT_MAX_ABANDONED;
  }

  /** PID of the current helper process, or null when none runs. */
  get helperPid(): number | null {
    return this.helper?.pid ?? null;
  }

  /** Abandoned helpers that have not exited yet. */
  get stuckHelpers(): number {
    return this.abandoned.size;
  }

  /** Starts the helper ahead of the first request so that request does not pay Node's startup. */
  async warm(): Promise<boolean> {
    return this.enqueue(async () => {
      const helper = await this.ensureHelper();
      this.armIdle();
      return helper !== null;
    });
  }

  /**
   * Runs `items` through the helper and returns one result per item, in order. Never throws for a stall:
   * stalled items come back as `timeout`, and the items after them are answered by a fresh helper.
   */
  run<Op extends HelperOp>(
    op: Op,
    options: HelperOps[Op]['options'],
    items: readonly HelperOps[Op]['item'][],
    runOptions: RunOptions<Op> = {},
  ): Promise<ItemResult<Op>[]> {
    return this.enqueue(() => this.execute(op, options, items, runOptions));
  }

  /** Stops the helper and refuses further requests. */
  close(): void {
    this.closed = true;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.helper?.retire();
    this.helper = null;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task, task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private armIdle(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.helper?.retire();
      this.helper = null;
    }, this.idleTimeoutMs);
    this.idleTimer.unref();
  }

  private async ensureHelper(): Promise<Helper | null> {
    if (this.closed) return null;
    if (this.helper !== null && !this.helper.exited) return this.helper;
    this.helper = null;
    if (this.abandoned.size >= this.maxAbandoned) return null;
    let script: string;
    try {
      script = this.script ?? findPathHelperScript();
    } catch {
      return null; // not built: requests fail as unavailable instead of throwing into collectors
    }
    const helper = new Helper(script);
    this.spawnCount++;
    // The start timer is referenced: a caller is waiting for this helper.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.startTimeoutMs);
    });
    const ok = await Promise.race([helper.ready, timedOut]);
    clearTimeout(timer);
    if (!ok) {
      this.abandonHelper(helper);
      return null;
    }
    this.helper = helper;
    return helper;
  }

  private abandonHelper(helper: Helper): void {
    if (this.helper === helper) this.helper = null;
    this.abandonCount++;
    if (!helper.exited) {
      this.abandoned.add(helper.child);
      helper.child.once('exit', () => this.abandoned.delete(helper.child));
    }
    helper.abandon();
  }

  private async execute<Op extends HelperOp>(
    op: Op,
    initialOptions: HelperOps[Op]['options'],
    items: readonly HelperOps[Op]['item'][],
    runOptions: RunOptions<Op>,
  ): Promise<ItemResult<Op>[]> {
    if (this.idleTimer !== null) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    const results: (ItemResult<Op> | undefined)[] = new Array(items.length).fill(undefined);
    const stallMs = runOptions.stallTimeoutMs ?? this.stallTimeoutMs;
    let options = initialOptions;
    let next = 0;
    let precise = false;
    const retries = new Map<number, number>();
    const fill = (from: number, failure: ItemFailure): void => {
      for (let i = from; i < items.length; i++) results[i] ??= failure;
    };
    try {
      while (next < items.length) {
        if (runOptions.signal?.aborted) {
          fill(next, { s: 'cancelled' });
          break;
        }
        const helper = await this.ensureHelper();
        if (helper === null) {
          fill(next, { s: 'unavailable' });
          break;
        }
        const base = next;
        const outcome = await this.attempt(helper, op, options, items.slice(base), precise, stallMs, runOptions, (at, rs) => {
          for (let k = 0; k < rs.length; k++) results[base + at + k] = rs[k] as HelperOps[Op]['result'];
          next = Math.max(next, base + at + rs.length);
          runOptions.onResults?.(base + at, rs as HelperOps[Op]['result'][]);
        });
        if (outcome.kind === 'done') {
          fill(next, { s: 'crashed' }); // a helper that said done without answering everything
          break;
        }
        if (outcome.kind === 'aborted') {
          this.abandonHelper(helper);
          fill(next, { s: 'cancelled' });
          break;
        }
        if (outcome.kind === 'fatal') {
          fill(next, { s: 'crashed' });
          break;
        }
        this.abandonHelper(helper);
        if (outcome.kind === 'crashed') {
          // Retry precisely; a crash in precise mode is pinned on the first unanswered item, which is skipped.
          if (precise) {
            results[next] = { s: 'crashed' };
            next++;
          }
          precise = true;
          continue;
        }
        // Stalled. In coarse mode the first unanswered item may have finished but not been flushed yet:
        // retry precisely, where the first unanswered item is the one that hangs. A lone remaining item is
        // already identified (the helper flushes after its last item), except that an `fds` scan needs the
        // precise run to learn which descriptor hangs.
        if (!precise && (items.length - next > 1 || op === 'fds')) {
          precise = true;
          continue;
        }
        const tries = retries.get(next) ?? 0;
        const decision = tries < MAX_ITEM_RETRIES ? (runOptions.onItemTimeout?.(next, items[next], outcome.fd) ?? null) : null;
        if (decision !== null) {
          retries.set(next, tries + 1);
          options = decision.options;
          continue;
        }
        results[next] = { s: 'timeout' };
        next++;
      }
    } finally {
      runOptions.onSent?.();
      if (this.helper !== null) this.armIdle();
    }
    return results as ItemResult<Op>[];
  }

  private attempt<Op extends HelperOp>(
    helper: Helper,
    op: Op,
    options: HelperOps[Op]['options'],
    items: readonly HelperOps[Op]['item'][],
    precise: boolean,
    stallMs: number,
    runOptions: RunOptions<Op>,
    onResults: (at: number, results: readonly unknown[]) => void,
  ): Promise<AttemptOutcome> {
    const id = this.nextId++;
    return new Promise<AttemptOutcome>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      let lastFd: number | undefined;
      const signal = runOptions.signal;
      const finish = (outcome: AttemptOutcome): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        helper.listen(null, null);
        resolve(outcome);
      };
      const arm = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => finish({ kind: 'stalled', fd: lastFd }), stallMs);
      };
      const onAbort = (): void => finish({ kind: 'aborted' });
      helper.listen(
        (line) => {
          if (!('id' in line) || line.id !== id) return;
          if ('done' in line) finish({ kind: 'done' });
          else if ('fatal' in line) finish({ kind: 'fatal' });
          else if ('p' in line) {
            lastFd = line.p;
            arm();
          } else {
            lastFd = undefined;
            onResults(line.at, line.r);
            arm();
          }
        },
        () => finish({ kind: 'crashed' }),
      );
      signal?.addEventListener('abort', onAbort, { once: true });
      arm();
      if (helper.exited) {
        finish({ kind: 'crashed' });
        return;
      }
      const request: HelperRequest<Op> = { id, op, options, precise, items };
      helper.send(request as HelperRequest);
      runOptions.onSent?.();
    });
  }
}

let shared: PathHelperClient | null = null;

/** This thread's shared client (one helper process per collecting thread). */
export function sharedPathHelper(): PathHelperClient {
  shared ??= new PathHelperClient();
  return shared;
}

/** Closes this thread's shared client (application shutdown). */
export function closeSharedPathHelper(): void {
  shared?.close();
  shared = null;
}
