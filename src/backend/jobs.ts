// Connection-owned investigation jobs (spec §8): at most 2 active jobs and 64 records (running plus completed
// until their 5-minute metadata expiry) per connection; states running | succeeded | failed. A succeeded job
// freezes its rows as a capture of the connection (budgets apply: over budget fails the job, never truncates);
// cancellation, deadlines, Log view and disconnect fail running jobs without touching the investigated process.
import { randomBytes } from 'node:crypto';
import type { ErrorCode } from '../../generated/types/envelope.js';
import { LIMITS } from '../contract/limits.js';
import type { CaptureMetadata, CaptureRow } from './captures.js';
import type { ToolContext } from './context.js';
import { poolFailureCode, startOnPool, ToolError } from './errors.js';
import { investigationPool, investigationSlots, type AnyInvestigationResult, type InvestigationRequest, type PoolTask } from '../investigation-pool/index.js';
import { freeze } from './paging.js';
import type { GetJobData } from '../../generated/types/tools.js';
import { holdBack, isDelayed, JOB_RESULT } from './response-delays.js';

export type JobState = 'running' | 'succeeded' | 'failed';

export interface JobError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly retryable: boolean;
}

export interface JobRecord {
  readonly id: string;
  readonly kind: string;
  state: JobState;
  /** `BackendState.liveEpoch` at start: a later epoch means the TUI entered Log view, which cancels the job. */
  readonly liveEpoch: number;
  /** False for saved-log jobs (listing, loading): entering Log view leaves them running (spec §9). */
  readonly live: boolean;
  readonly startedAtMs: number;
  finishedAtMs: number | null;
  /** Metadata expiry of a terminal job (5 minutes after it finished). */
  expiresAtMs: number | null;
  captureId?: string;
  /** The loaded log of a succeeded log-load job. */
  logRef?: string;
  status?: 'complete' | 'partial';
  error?: JobError;
  /** True when cancellation was requested while the job ran. */
  cancelRequested: boolean;
  /** The pool slot, held until the worker reported that the collector's cleanup finished. */
  task: PoolTask | null;
  /** Work that runs in this thread instead of a pool slot (a condition wait), until it settles or is stopped. */
  local: LocalWork | null;
  /** What satisfied a condition wait. */
  evidence?: JobEvidence;
}

/** The observation that satisfied a condition wait, in the `out_job` result's evidence shape. */
export type JobEvidence = NonNullable<NonNullable<GetJobData['result']>['evidence']>;

/** What a job's work in this thread produced: condition evidence, a capture (a log listing) or a loaded log. */
export type LocalResult =
  | { readonly ok: true; readonly evidence: JobEvidence }
  | { readonly ok: true; readonly captureId: string; readonly status: 'complete' | 'partial' }
  | { readonly ok: true; readonly logRef: string; readonly status: 'complete' | 'partial' }
  | { readonly ok: false; readonly error: JobError };

/** A job's work in this thread: it settles once; `stop` ends it at once and releases what it holds. */
export interface LocalWork {
  readonly outcome: Promise<LocalResult>;
  stop(): void;
}

/** How a job's collector result becomes capture rows (the handler's adapter). */
export type ToCapture = (result: AnyInvestigationResult, context: ToolContext) => {
  readonly rows: readonly CaptureRow[];
  readonly metadata: CaptureMetadata;
  readonly fields: readonly string[] | null;
};

const retryableOf = (code: ErrorCode, message: string) => new ToolError(code, message).retryable;

export class JobRegistry {
  private readonly jobs = new Map<string, JobRecord>();
  private watcher: NodeJS.Timeout | null = null;
  /** Settles when a job reached its terminal state; for tests and the bridge-free paths. */
  private readonly settled = new Map<string, Promise<void>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Jobs holding a slot: running (a condition wait too), or cancelled but still cleaning up. */
  get activeCount(): number {
    let count = 0;
    for (const job of this.jobs.values()) if (job.task?.occupied || job.local !== null) count += 1;
    return count;
  }

  get recordCount(): number {
    this.sweep();
    return this.jobs.size;
  }

  /** A new running job's record, entered into this registry: its work is a pool task or a local wait. */
  private enter(context: ToolContext, kind: string, task: PoolTask | null, local: LocalWork | null, live = true): JobRecord {
    const job: JobRecord = {
      id: `j_${randomBytes(12).toString('base64url')}`,
      kind,
      state: 'running',
      liveEpoch: context.state.liveEpoch,
      live,
      startedAtMs: this.now(),
      finishedAtMs: null,
      expiresAtMs: null,
      cancelRequested: false,
      task,
      local,
    };
    this.jobs.set(job.id, job);
    return job;
  }

  /** The per-connection job limits, checked before anything starts. */
  private admit(context: ToolContext): void {
    this.sweep();
    this.cancelStale(context);
    if (this.activeCount >= LIMITS.active_jobs_per_connection) {
      throw new ToolError('BUSY', `This connection already runs ${LIMITS.active_jobs_per_connection} jobs (the limit, counting jobs still cleaning up). Wait for one with winproc_get_job, or cancel one with winproc_cancel_job.`);
    }
    if (this.jobs.size >= LIMITS.job_records_per_connection) {
      throw new ToolError('RESOURCE_LIMIT', `This connection holds ${LIMITS.job_records_per_connection} job records (running and completed jobs are kept 5 minutes). Wait for completed jobs to expire, or reconnect.`);
    }
  }

  /**
   * Starts a job whose work runs in this thread (a condition wait, a log listing or load). It takes one of the
   * application's 8 global worker slots for as long as it runs (spec §8 counts "native capture, log and condition
   * jobs" in them): BUSY when none is free. `begin` runs after the limits passed; what it throws (a rejected
   * target) starts nothing and gives the slot back.
   */
  startLocal(context: ToolContext, kind: string, begin: () => LocalWork, options: { readonly live?: boolean } = {}): JobRecord {
    this.admit(context);
    const slots = investigationSlots();
    const slot = slots.acquire();
    if (slot === null) {
      const use = slots.use();
      throw new ToolError('BUSY', `All ${use.total} worker slots of the application are in use (investigations, log and condition jobs, including jobs still cleaning up). Retry shortly.`, { retryable: true });
    }
    let work: LocalWork;
    try {
      work = begin();
    } catch (error) {
      slots.release(slot);
      throw error;
    }
    void work.outcome.finally(() => slots.release(slot));
    const job = this.enter(context, kind, null, work, options.live ?? true);
    this.settled.set(
      job.id,
      work.outcome.then((outcome) => {
        job.local = null;
        if (!outcome.ok) this.fail(job, outcome.error.code, outcome.error.message, outcome.error.retryable);
        else if ('evidence' in outcome) this.finish(job, { state: 'succeeded', evidence: outcome.evidence });
        else if ('logRef' in outcome) this.finish(job, { state: 'succeeded', logRef: outcome.logRef, status: outcome.status });
        else this.finish(job, { state: 'succeeded', captureId: outcome.captureId, status: outcome.status });
      }),
    );
    this.watch(context);
    return job;
  }

  /** Starts a job after the handler verified its target; throws BUSY / RESOURCE_LIMIT without starting anything. */
  start(context: ToolContext, kind: string, request: InvestigationRequest, toCapture: ToCapture): JobRecord {
    this.admit(context);
    const captures = context.connection.captures;
    if (captures.retainedCount + context.connection.logs.slots >= LIMITS.retained_objects_per_connection) {
      // Named like the capture store's own limit (captures.ts), so a caller can tell capture room from job records.
      throw new ToolError('RESOURCE_LIMIT', `This connection already retains ${captures.retainedCount} captures and ${context.connection.logs.slots} loaded logs (limit ${LIMITS.retained_objects_per_connection} combined); a job result could not be kept. Release captures with winproc_release_capture, or let them expire.`, {
        retryable: false,
        extra: { retained_capture_ids: captures.retainedIds() },
      });
    }
    const task = startOnPool(() => investigationPool().run(request)); // BUSY when the 8 global slots are occupied
    const job = this.enter(context, kind, task, null);
    this.settled.set(
      job.id,
      task.outcome.then(async (outcome) => {
        // Test hook only (response-delays.ts): keeps the job running after its collector finished.
        if (isDelayed(JOB_RESULT)) await holdBack(JOB_RESULT);
        if (job.state !== 'running') return;
        if (!outcome.ok) return this.fail(job, poolFailureCode(outcome.kind), outcome.message);
        // Results that arrive after the TUI entered Log view are discarded (spec §9).
        if (context.state.liveEpoch !== job.liveEpoch) return this.fail(job, 'CANCELLED', 'The TUI entered Log view while the job ran; live investigations were cancelled.');
        try {
          const { rows, metadata, fields } = toCapture(outcome.result, context);
          // Capacity is rechecked now: other queries may have used it while the job ran (spec §8).
          const capture = freeze(context, rows, metadata, { fields });
          this.finish(job, { state: 'succeeded', captureId: capture.id, status: capture.status });
        } catch (error) {
          if (error instanceof ToolError) this.fail(job, error.code, error.message, error.retryable);
          else this.fail(job, 'INTERNAL_ERROR', 'The job result could not be stored.');
        }
      }),
    );
    void task.released.then(() => {
      job.task = null;
    });
    this.watch(context);
    return job;
  }

  /** A job of this connection, or REFERENCE_INVALID when unknown or expired. */
  get(id: string, context?: ToolContext): JobRecord {
    this.sweep();
    if (context) this.cancelStale(context);
    const job = this.jobs.get(id);
    if (!job) {
      throw new ToolError('REFERENCE_INVALID', 'This job_id is unknown on this connection: it expired (completed job records live 5 minutes), belongs to another connection, or never existed.', { retryable: false });
    }
    return job;
  }

  /** Resolves when the job is terminal (tests). */
  async whenSettled(id: string): Promise<JobRecord> {
    await this.settled.get(id);
    return this.get(id);
  }

  /** Requests cancellation; a terminal job keeps its outcome. Returns whether cancellation was requested now. */
  cancel(id: string): { job: JobRecord; requested: boolean } {
    const job = this.get(id);
    if (job.state !== 'running') return { job, requested: false };
    this.cancelJob(job, 'The job was cancelled.');
    return { job, requested: true };
  }

  /** Cancels every running job (disconnect, shutdown). */
  dispose(): void {
    for (const job of this.jobs.values()) if (job.state === 'running') this.cancelJob(job, 'The connection closed.');
    this.stopWatching();
  }

  private cancelJob(job: JobRecord, message: string): void {
    job.cancelRequested = true;
    this.fail(job, 'CANCELLED', message);
    // The worker aborts the collector; the slot stays occupied until it reports its cleanup finished.
    job.task?.cancel();
    // A wait in this thread lets go of its handle and watchers at once.
    job.local?.stop();
    job.local = null;
  }

  /** Entering Log view cancels running live jobs (spec §9). */
  private cancelStale(context: ToolContext): void {
    for (const job of this.jobs.values()) {
      if (job.state === 'running' && job.live && job.liveEpoch !== context.state.liveEpoch) {
        this.cancelJob(job, 'The TUI entered Log view; live investigations were cancelled.');
      }
    }
  }

  private watch(context: ToolContext): void {
    if (this.watcher) return;
    this.watcher = setInterval(() => {
      this.cancelStale(context);
      if (![...this.jobs.values()].some((job) => job.state === 'running' && job.live)) this.stopWatching();
    }, 200);
    this.watcher.unref();
  }

  private stopWatching(): void {
    if (this.watcher) clearInterval(this.watcher);
    this.watcher = null;
  }

  private fail(job: JobRecord, code: ErrorCode, message: string, retryable = retryableOf(code, message)): void {
    this.finish(job, { state: 'failed', error: { code, message, retryable } });
  }

  private finish(
    job: JobRecord,
    outcome:
      | { state: 'succeeded'; captureId: string; status: 'complete' | 'partial' }
      | { state: 'succeeded'; logRef: string; status: 'complete' | 'partial' }
      | { state: 'succeeded'; evidence: JobEvidence }
      | { state: 'failed'; error: JobError },
  ): void {
    if (job.state !== 'running') return;
    const now = this.now();
    job.finishedAtMs = now;
    job.expiresAtMs = now + LIMITS.job_metadata_lifetime_ms;
    if (outcome.state === 'succeeded' && 'evidence' in outcome) {
      job.evidence = outcome.evidence;
      job.status = 'complete';
    } else if (outcome.state === 'succeeded' && 'logRef' in outcome) {
      job.logRef = outcome.logRef;
      job.status = outcome.status;
    } else if (outcome.state === 'succeeded') {
      job.captureId = outcome.captureId;
      job.status = outcome.status;
    } else {
      job.error = outcome.error;
    }
    job.state = outcome.state;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, job] of this.jobs) {
      // A job still cleaning up keeps its record (it still counts against the active limit).
      if (job.expiresAtMs !== null && job.expiresAtMs <= now && !job.task?.occupied) {
        this.jobs.delete(id);
        this.settled.delete(id);
      }
    }
  }
}
