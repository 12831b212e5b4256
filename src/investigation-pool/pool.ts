// The bounded investigation pool (DESIGN §4, spec §8): each thread that investigates (the main thread for the TUI's
// Process Info, the MCP worker for every client) has one, and all of them draw from the application's one budget of 8
// slots (budget.ts), so TUI and MCP collections together never exceed it. Each slot runs one collector in a worker
// thread (dist/workers/investigation.js), never on the caller's own thread. Idle workers are reused.
// A slot stays occupied until its worker reports that the collector's cleanup finished; cancellation only posts a
// cancel (the collector's AbortSignal). A worker still busy past the job deadline is terminated and replaced, and
// the file-user scan lock it may hold is released; the investigated process is never touched.
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { LIMITS } from '../contract/limits.js';
import type { ProcessIdentity } from '../model/types.js';
import { fileUsersLockBuffer, releaseFileUsersLockHeldBy } from '../collectors/investigations/index.js';
import type { InvestigationErrorKind, InvestigationKind, InvestigationResult, ProcessInfoField } from '../collectors/investigations/index.js';
import { findWorkerScript } from '../channel/worker-script.js';
import { HELPER_WORKER_RESOURCE_LIMITS } from '../channel/threads.js';
import { investigationSlots, type SlotBudget, type SlotUse } from './budget.js';

/**
 * Why a collection failed, in domain terms: a collector's own failure kind, or `timeout` when the pool's job
 * deadline stopped it. Each side maps it to its own presentation (the MCP backend to a spec error code, the TUI
 * to a line of text).
 */
export type PoolFailureKind = InvestigationErrorKind | 'timeout';

/** Thrown by `run` when no slot can take the collection: every slot is busy, or the pool is shutting down. */
export class PoolBusyError extends Error {
  override readonly name = 'PoolBusyError';

  constructor(
    /** True when the pool is closing for good: retrying the same call cannot succeed. */
    readonly closing: boolean,
    message: string,
    /** Who held the application's slots when the run was refused (null when the pool is closing). */
    readonly slots: SlotUse | null = null,
  ) {
    super(message);
  }
}

/** What a pool worker is asked to collect. */
export interface InvestigationRequest {
  readonly kind: InvestigationKind;
  /** The verified live identity; null for host-wide captures (file_users, host-wide network). */
  readonly target: ProcessIdentity | null;
  readonly fields?: readonly ProcessInfoField[];
}

/** Host-wide results also carry the owners' identities. */
export type AnyInvestigationResult = InvestigationResult<unknown, object> & { readonly processes?: readonly ProcessIdentity[]; readonly omitted?: Record<string, string> };

export type TaskOutcome =
  | { readonly ok: true; readonly result: AnyInvestigationResult }
  | { readonly ok: false; readonly kind: PoolFailureKind; readonly message: string };

/** Messages to a pool worker. */
export type ToInvestigationWorker =
  | { readonly type: 'run'; readonly taskId: number; readonly request: InvestigationRequest }
  | { readonly type: 'cancel'; readonly taskId: number }
  | { readonly type: 'close' };

/** Messages from a pool worker: `done` is posted after the collector settled, i.e. after its cleanup. */
export type FromInvestigationWorker = { readonly type: 'done'; readonly taskId: number; readonly outcome: TaskOutcome };

export interface InvestigationWorkerData {
  readonly lockBuffer: SharedArrayBuffer;
}

/** The part of a worker_threads Worker the pool uses, so tests can substitute a scripted worker. */
export interface PoolWorker extends EventEmitter {
  readonly threadId: number;
  postMessage(message: ToInvestigationWorker): void;
  terminate(): Promise<number>;
  unref?(): void;
}

export interface PoolOptions {
  readonly slots?: number;
  readonly deadlineMs?: number;
  /** After a deadline the worker gets this long to honour the cancel before it is terminated. */
  readonly terminateGraceMs?: number;
  readonly spawn?: () => PoolWorker;
  /** The slots this pool draws from (default: the application's budget as this thread sees it). */
  readonly budget?: () => SlotBudget;
}

/** One collection occupying a slot. */
export interface PoolTask {
  readonly id: number;
  /** Settles once with the job's outcome: the result, a collector error, CANCELLED or TIMEOUT. */
  readonly outcome: Promise<TaskOutcome>;
  /** Settles when the slot is free again (the worker reported cleanup, or was terminated). */
  readonly released: Promise<void>;
  /** Asks the worker to abort the collection; the outcome becomes CANCELLED at once. Idempotent. */
  cancel(): void;
  /** True while the slot is still occupied. */
  readonly occupied: boolean;
}

interface Slot {
  readonly worker: PoolWorker;
  task: ActiveTask | null;
}

interface ActiveTask {
  readonly id: number;
  settle(outcome: TaskOutcome): void;
  free(): void;
  timer: NodeJS.Timeout | null;
  graceTimer: NodeJS.Timeout | null;
  occupied: boolean;
}

function defaultSpawn(): PoolWorker {
  const data: InvestigationWorkerData = { lockBuffer: fileUsersLockBuffer() };
  const worker = new Worker(findWorkerScript('investigation'), { workerData: data, resourceLimits: HELPER_WORKER_RESOURCE_LIMITS });
  return worker as unknown as PoolWorker;
}

export class InvestigationPool {
  private readonly slots: number;
  private readonly deadlineMs: number;
  private readonly graceMs: number;
  private readonly spawn: () => PoolWorker;
  private readonly budget: () => SlotBudget;
  private readonly workers = new Set<Slot>();
  private nextTaskId = 1;
  private closed = false;
  /** Workers spawned since the pool started (replacement workers included), for tests and diagnostics. */
  spawned = 0;
  terminated = 0;

  constructor(options: PoolOptions = {}) {
    this.slots = options.slots ?? LIMITS.global_worker_slots;
    this.deadlineMs = options.deadlineMs ?? LIMITS.job_deadline_ms;
    this.graceMs = options.terminateGraceMs ?? 1_000;
    this.spawn = options.spawn ?? defaultSpawn;
    this.budget = options.budget ?? investigationSlots;
  }

  /** Slots in use (running, cancelling, or being terminated). */
  get busySlots(): number {
    let busy = 0;
    for (const slot of this.workers) if (slot.task !== null) busy += 1;
    return busy;
  }

  get workerCount(): number {
    return this.workers.size;
  }

  /**
   * Starts a collection in a free slot of the application's budget, or throws PoolBusyError when all slots are
   * occupied (by this pool or another thread's) or this pool already runs its maximum of workers.
   */
  run(request: InvestigationRequest): PoolTask {
    if (this.closed) throw new PoolBusyError(true, 'The investigation pool is shutting down.');
    const budget = this.budget();
    const budgetIndex = budget.acquire();
    let slot: Slot | undefined;
    for (const candidate of this.workers) if (candidate.task === null) slot = candidate;
    if (budgetIndex === null || (!slot && this.workers.size >= this.slots)) {
      if (budgetIndex !== null) budget.release(budgetIndex);
      const use = budget.use();
      throw new PoolBusyError(false, `All ${use.total} investigation slots of the application are in use (including jobs still cleaning up). Retry shortly.`, use);
    }
    slot ??= this.addWorker();
    return this.assign(slot, request, () => budget.release(budgetIndex));
  }

  private addWorker(): Slot {
    const worker = this.spawn();
    this.spawned += 1;
    worker.unref?.();
    const slot: Slot = { worker, task: null };
    this.workers.add(slot);
    worker.on('message', (message: FromInvestigationWorker) => {
      if (message?.type !== 'done' || slot.task === null || slot.task.id !== message.taskId) return;
      const task = slot.task;
      task.settle(message.outcome);
      task.free();
    });
    const lost = () => {
      // Terminated (deadline) or crashed: free a scan lock it may hold, settle its task, forget the worker.
      releaseFileUsersLockHeldBy(worker.threadId);
      this.workers.delete(slot);
      const task = slot.task;
      if (task) {
        task.settle({ ok: false, kind: 'failed', message: 'The investigation worker stopped unexpectedly.' });
        task.free();
      }
    };
    worker.on('exit', lost);
    worker.on('error', () => {
      // An 'exit' event follows; nothing captured is reported.
    });
    return slot;
  }

  /** `releaseBudget` gives the application's slot back; it runs once, when this pool's slot is free again. */
  private assign(slot: Slot, request: InvestigationRequest, releaseBudget: () => void): PoolTask {
    const id = this.nextTaskId++;
    let resolveOutcome!: (outcome: TaskOutcome) => void;
    let resolveReleased!: () => void;
    const outcome = new Promise<TaskOutcome>((resolve) => (resolveOutcome = resolve));
    const released = new Promise<void>((resolve) => (resolveReleased = resolve));
    let settled = false;
    const active: ActiveTask = {
      id,
      timer: null,
      graceTimer: null,
      occupied: true,
      settle(value) {
        if (settled) return;
        settled = true;
        resolveOutcome(value);
      },
      free: () => {
        if (!active.occupied) return;
        active.occupied = false;
        if (active.timer) clearTimeout(active.timer);
        if (active.graceTimer) clearTimeout(active.graceTimer);
        if (slot.task === active) slot.task = null;
        releaseBudget();
        resolveReleased();
      },
    };
    slot.task = active;
    active.timer = setTimeout(() => {
      active.settle({ ok: false, kind: 'timeout', message: `The investigation exceeded the ${Math.round(this.deadlineMs / 1000)} s job deadline and was stopped.` });
      slot.worker.postMessage({ type: 'cancel', taskId: id });
      // A collector stuck in a native call cannot honour the cancel: terminate and replace its worker.
      active.graceTimer = setTimeout(() => this.terminate(slot), this.graceMs);
      active.graceTimer.unref();
    }, this.deadlineMs);
    active.timer.unref();
    slot.worker.postMessage({ type: 'run', taskId: id, request });
    return {
      id,
      outcome,
      released,
      cancel: () => {
        if (!active.occupied) return;
        active.settle({ ok: false, kind: 'cancelled', message: 'The job was cancelled.' });
        slot.worker.postMessage({ type: 'cancel', taskId: id });
      },
      get occupied() {
        return active.occupied;
      },
    };
  }

  private terminate(slot: Slot): void {
    if (!this.workers.has(slot)) return;
    this.terminated += 1;
    // The 'exit' listener releases the lock and frees the slot; the next run spawns a replacement worker.
    void slot.worker.terminate();
  }

  /** Cancels everything and stops all workers (application shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    const exits: Promise<unknown>[] = [];
    for (const slot of [...this.workers]) {
      slot.task?.settle({ ok: false, kind: 'cancelled', message: 'The application is shutting down.' });
      exits.push(slot.worker.terminate().catch(() => 0));
    }
    await Promise.all(exits);
  }
}

let shared: InvestigationPool | null = null;

/** This thread's pool (created on first use): the MCP worker's, or the TUI's on the main thread. */
export function investigationPool(): InvestigationPool {
  shared ??= new InvestigationPool();
  return shared;
}

/** Replaces the shared pool (tests inject scripted workers); returns the previous one. */
export function setInvestigationPool(pool: InvestigationPool | null): InvestigationPool | null {
  const previous = shared;
  shared = pool;
  return previous;
}

/** Stops the shared pool's workers if it was ever created (MCP worker shutdown). */
export async function closeInvestigationPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
