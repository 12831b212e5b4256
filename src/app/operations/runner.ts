// Runs MCP state-changing operations through the ledger (spec §10 "Shared action semantics"): enter the request
// under its operation ID (an identical retry gets the retained status and repeats nothing), check it against the
// current state, ask for local confirmation where the action needs it, recheck after the answer, apply, and record
// the outcome. Every failure after entry is kept as the operation's `failed` state with its error code, so a
// retry, another connection or a later winproc_get_operation sees the same answer.
import { LIMITS } from '../../contract/limits.js';
import type { Mutation, OperationFailure, OperationOutcome, OperationSnapshot, OperationStatus, OperationSubmission, SubmissionAnswer } from '../../model/operations.js';
import type { ConfirmationEnd, ConfirmationQueue } from './confirmations.js';
import { OperationLedger, OperationLedgerError, type OperationRecord } from './ledger.js';

/** Thrown by `apply` when the change could not be made and nothing was changed (for example a failed write). */
export class ApplyFailure extends Error {
  override readonly name = 'ApplyFailure';
  /** `outcome`: what an accepted action still changed or produced (a failed export keeps its additions and path). */
  constructor(
    readonly failure: OperationFailure,
    readonly outcome: OperationOutcome | null = null,
  ) {
    super(failure.message);
  }
}

/** One state change, as a feature (tracking, profiles...) describes it to the runner. */
export interface OperationPlan {
  /**
   * Why the request is malformed or names nothing (a missing conditional field, an unknown reference), checked
   * once before anything is entered: such a request leaves no trace and may be corrected under the same ID.
   */
  reject?(): OperationFailure | null;
  /** Why it cannot be applied now (activity, stale revision...), or null; run at submission and after confirmation. */
  check(): OperationFailure | null;
  /** The immutable description the person must confirm first, or null when no confirmation is needed. */
  confirmation(): string | null;
  /**
   * Applies the change and returns what changed. A promise means the action was accepted and goes on in the
   * background (a CSV export): the operation stays `running`, occupying the mutation slot, until it settles.
   */
  apply(): OperationOutcome | Promise<OperationOutcome>;
  /** What the TUI says once a background action ended well (for example where an export was written). */
  describe?(outcome: OperationOutcome): string;
  /** Names the TUI's own confirmation of this action, so its feature can end it (ConfirmationOrigin `topic`). */
  readonly localTopic?: string;
}

const CONFIRMATION_FAILURES: Readonly<Record<Exclude<ConfirmationEnd, 'confirmed'>, OperationFailure>> = {
  refused: { code: 'CANCELLED', message: 'The person at the TUI refused the action in the confirmation overlay; nothing was changed.', retryable: false },
  cancelled: {
    code: 'CANCELLED',
    message: 'The confirmation was cancelled before an answer (the requesting client disconnected, MCP connections were disabled, or the application is quitting); nothing was changed.',
    retryable: false,
  },
  timeout: {
    code: 'TIMEOUT',
    message: 'Nobody answered the local confirmation within 60 seconds of submission; nothing was changed. Ask the person at the TUI before submitting a new operation.',
    retryable: false,
  },
};

export function statusOf(record: OperationRecord): OperationStatus {
  const { operationId, tool, state, confirmation, outcome, error, snapshot } = record;
  return { operationId, tool, state, confirmation, outcome, error, snapshot };
}

export interface RunnerOptions {
  readonly ledger?: OperationLedger;
  /** Time from submission after which an unanswered confirmation fails with TIMEOUT. */
  readonly confirmationTimeoutMs?: number;
  /** What the App displays now (source and sample time), kept with each operation for its envelopes. */
  readonly displayedSnapshot?: () => OperationSnapshot;
}

export class OperationRunner {
  readonly ledger: OperationLedger;
  private readonly confirmationTimeoutMs: number;
  private readonly displayedSnapshot: () => OperationSnapshot | null;

  constructor(
    private readonly confirmations: ConfirmationQueue,
    private readonly planFor: (mutation: Mutation) => OperationPlan,
    options: RunnerOptions = {},
  ) {
    this.ledger = options.ledger ?? new OperationLedger();
    this.confirmationTimeoutMs = options.confirmationTimeoutMs ?? LIMITS.confirmation_timeout_ms;
    this.displayedSnapshot = options.displayedSnapshot ?? (() => null);
  }

  submit(submission: OperationSubmission): SubmissionAnswer {
    let record: OperationRecord;
    try {
      const entered = this.ledger.submit(submission.operationId, submission.tool, submission.arguments, this.displayedSnapshot());
      if (!entered.fresh) return { ok: true, status: statusOf(entered.record) };
      record = entered.record;
    } catch (error) {
      if (error instanceof OperationLedgerError) return { ok: false, error: { code: error.code, message: error.message, retryable: error.retryable } };
      throw error;
    }
    const { mutation } = submission;
    if ('unresolved' in mutation) {
      this.ledger.discard(record.operationId);
      return { ok: false, error: mutation.unresolved };
    }
    const plan = this.planFor(mutation);
    const rejection = plan.reject?.() ?? null;
    if (rejection !== null) {
      this.ledger.discard(record.operationId);
      return { ok: false, error: rejection };
    }
    const refusal = plan.check();
    if (refusal !== null) return { ok: true, status: statusOf(this.ledger.fail(record.operationId, refusal)) };
    const description = plan.confirmation();
    if (description === null) return { ok: true, status: statusOf(this.run(record.operationId, plan)) };
    const waiting = this.ledger.awaitConfirmation(record.operationId, description);
    const origin = { kind: 'mcp' as const, operationId: record.operationId, connectionId: submission.connectionId };
    this.confirmations.ask(description, origin, record.submittedAtMs + this.confirmationTimeoutMs, (end) => this.settleConfirmation(record.operationId, plan, end));
    return { ok: true, status: statusOf(waiting) };
  }

  /** The operation's retained status, or why it is unknown. */
  status(operationId: string): SubmissionAnswer {
    try {
      return { ok: true, status: statusOf(this.ledger.get(operationId)) };
    } catch (error) {
      if (error instanceof OperationLedgerError) return { ok: false, error: { code: error.code, message: error.message, retryable: error.retryable } };
      throw error;
    }
  }

  private settleConfirmation(operationId: string, plan: OperationPlan, end: ConfirmationEnd): void {
    if (end !== 'confirmed') {
      this.ledger.fail(operationId, CONFIRMATION_FAILURES[end]);
      return;
    }
    // The state may have changed while the person decided: the same checks run again before anything applies.
    const refusal = plan.check();
    if (refusal !== null) this.ledger.fail(operationId, refusal);
    else this.run(operationId, plan);
  }

  private run(operationId: string, plan: OperationPlan): OperationRecord {
    const running = this.ledger.markRunning(operationId, this.displayedSnapshot());
    const failed = (error: unknown): OperationRecord => {
      if (error instanceof ApplyFailure) return this.ledger.fail(operationId, error.failure, error.outcome);
      // Nothing may be written to the terminal the TUI draws on; the failure is the operation's recorded outcome.
      return this.ledger.fail(operationId, { code: 'INTERNAL_ERROR', message: 'The application failed while applying the change; the state may be partly changed. Inspect it before deciding what to do.', retryable: false });
    };
    try {
      const outcome = plan.apply();
      if (!(outcome instanceof Promise)) return this.ledger.succeed(operationId, outcome);
      outcome.then(
        (settled) => this.ledger.succeed(operationId, settled),
        (error: unknown) => failed(error),
      );
      return running;
    } catch (error) {
      return failed(error);
    }
  }
}
