// The application-owned operation ledger (spec §8, §10 "Shared action semantics"): every state-changing request
// is entered under its operation ID before it acts, so an identical retry returns the retained status instead of
// repeating effects, a reuse with other arguments is refused, one MCP mutation is pending at a time, and outcomes
// stay readable for 24 hours whatever happens to the bridge connection. At most 1,024 entries are reserved.
import { LIMITS } from '../../contract/limits.js';
import type { OperationFailure, OperationOutcome, OperationSnapshot, OperationState, OperationStatus } from '../../model/operations.js';

export type { OperationFailure, OperationState };

export interface OperationRecord extends OperationStatus {
  readonly submittedAtMs: number;
  /** When it succeeded or failed; retention counts from here. */
  readonly settledAtMs: number | null;
}

/** Why the ledger refused a request; `code` is the specification's error code. */
export class OperationLedgerError extends Error {
  override readonly name = 'OperationLedgerError';

  constructor(
    readonly code: 'STATE_CONFLICT' | 'BUSY' | 'RESOURCE_LIMIT' | 'OPERATION_UNKNOWN' | 'INTERNAL_ERROR',
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface LedgerOptions {
  readonly nowMs?: () => number;
  readonly retentionMs?: number;
  readonly capacity?: number;
  /** Operations that may be unsettled at once (spec §8: one application-wide). */
  readonly pendingSlots?: number;
}

/** What `submit` found: a new entry to act on, or the retained entry of an identical earlier request. */
export type Submission = { readonly fresh: true; readonly record: OperationRecord } | { readonly fresh: false; readonly record: OperationRecord };

interface Entry {
  record: OperationRecord;
  readonly argumentsKey: string;
}

const UNSETTLED: ReadonlySet<OperationState> = new Set(['pending', 'running', 'pending_confirmation']);

/** Allowed transitions; a settled operation never changes again. */
const NEXT: Readonly<Record<OperationState, readonly OperationState[]>> = {
  pending: ['running', 'pending_confirmation', 'succeeded', 'failed'],
  pending_confirmation: ['running', 'succeeded', 'failed'],
  running: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

/**
 * Arguments in a canonical form: object keys sorted at every depth, so the same request written in another key
 * order is the same request. `wait_ms` is the bridge's delivery wait, not part of the request's identity.
 */
export function argumentsKey(args: Readonly<Record<string, unknown>>): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(value).sort()) sorted[key] = canonical((value as Record<string, unknown>)[key]);
      return sorted;
    }
    return value;
  };
  const { wait_ms: _wait, operation_id: _id, ...identity } = args;
  return JSON.stringify(canonical(identity));
}

export class OperationLedger {
  private readonly entries = new Map<string, Entry>();
  private readonly nowMs: () => number;
  private readonly retentionMs: number;
  private readonly capacity: number;
  private readonly pendingSlots: number;

  constructor(options: LedgerOptions = {}) {
    this.nowMs = options.nowMs ?? Date.now;
    this.retentionMs = options.retentionMs ?? LIMITS.operation_retention_ms;
    this.capacity = options.capacity ?? LIMITS.operation_entries;
    this.pendingSlots = options.pendingSlots ?? LIMITS.pending_state_changing_operations;
  }

  /**
   * Enters a request, or finds the identical one entered before. The same ID with another tool or other
   * arguments is a STATE_CONFLICT; a full mutation slot is BUSY; a full ledger is RESOURCE_LIMIT. A refused
   * request leaves the ledger unchanged.
   */
  submit(operationId: string, tool: string, args: Readonly<Record<string, unknown>>, snapshot: OperationSnapshot | null = null): Submission {
    this.expire();
    const key = argumentsKey(args);
    const existing = this.entries.get(operationId);
    if (existing) {
      if (existing.record.tool !== tool || existing.argumentsKey !== key) {
        throw new OperationLedgerError('STATE_CONFLICT', `Operation ID ${operationId} was already used for a different request (${existing.record.tool} with other arguments). Choose a new operation_id; a retry must repeat the original arguments exactly.`, false);
      }
      return { fresh: false, record: existing.record };
    }
    if (this.unsettledCount() >= this.pendingSlots) {
      throw new OperationLedgerError('BUSY', 'Another state-changing operation is still pending in the application. Wait for it with winproc_get_operation, then submit this one.', true);
    }
    if (this.entries.size >= this.capacity) {
      throw new OperationLedgerError('RESOURCE_LIMIT', `The application holds ${this.capacity} operation outcomes (kept 24 hours); no new operation can be entered until older outcomes expire.`, true);
    }
    const record: OperationRecord = Object.freeze({ operationId, tool, state: 'pending' as const, submittedAtMs: this.nowMs(), settledAtMs: null, confirmation: null, outcome: null, error: null, snapshot });
    this.entries.set(operationId, { record, argumentsKey: key });
    return { fresh: true, record };
  }

  /** The retained entry, or OPERATION_UNKNOWN after expiry, an application restart or for an ID never entered. */
  get(operationId: string): OperationRecord {
    this.expire();
    const entry = this.entries.get(operationId);
    if (!entry) {
      throw new OperationLedgerError('OPERATION_UNKNOWN', 'No operation with this ID is known to the running application: it expired (outcomes are kept 24 hours), was never submitted, or the application restarted. Inspect the actual state before deciding to submit a new operation.', false);
    }
    return entry.record;
  }

  /**
   * Removes an entry `submit` just made, before it acted: a request found unresolvable (for example an invalid
   * process reference) leaves no trace, so the caller may correct it and retry under the same ID.
   */
  discard(operationId: string): void {
    const entry = this.entries.get(operationId);
    if (entry?.record.state === 'pending') this.entries.delete(operationId);
  }

  /** `snapshot`: what the App displayed at acceptance, which the operation's envelopes report from now on. */
  markRunning(operationId: string, snapshot?: OperationSnapshot | null): OperationRecord {
    return this.transition(operationId, 'running', snapshot === undefined ? {} : { snapshot });
  }

  awaitConfirmation(operationId: string, description: string): OperationRecord {
    return this.transition(operationId, 'pending_confirmation', { confirmation: description });
  }

  succeed(operationId: string, outcome: OperationOutcome): OperationRecord {
    return this.transition(operationId, 'succeeded', { outcome, settledAtMs: this.nowMs() });
  }

  /** `outcome`: what a failed but accepted action still produced (for example the path of a partial export). */
  fail(operationId: string, error: OperationFailure, outcome: OperationOutcome | null = null): OperationRecord {
    return this.transition(operationId, 'failed', { error, outcome, settledAtMs: this.nowMs() });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops settled outcomes older than the retention period; unsettled operations are never dropped. */
  expire(): void {
    const cutoff = this.nowMs() - this.retentionMs;
    for (const [id, { record }] of this.entries) {
      if (record.settledAtMs !== null && record.settledAtMs <= cutoff) this.entries.delete(id);
    }
  }

  private unsettledCount(): number {
    let count = 0;
    for (const { record } of this.entries.values()) if (UNSETTLED.has(record.state)) count += 1;
    return count;
  }

  private transition(operationId: string, state: OperationState, change: Partial<OperationRecord>): OperationRecord {
    const entry = this.entries.get(operationId);
    if (!entry) throw new OperationLedgerError('OPERATION_UNKNOWN', `No operation ${operationId} is in the ledger.`, false);
    if (!NEXT[entry.record.state].includes(state)) {
      throw new OperationLedgerError('INTERNAL_ERROR', `Operation ${operationId} cannot go from ${entry.record.state} to ${state}.`, false);
    }
    entry.record = Object.freeze({ ...entry.record, ...change, state });
    return entry.record;
  }
}
