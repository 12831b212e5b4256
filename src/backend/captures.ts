// Frozen, connection-owned captures with their budgets (spec §8): at most 8 retained objects and 64 MiB of
// serialized rows per connection, 256 MiB across connections (budget.ts), 5 minutes of life after completion that
// reads do not renew.
import { randomBytes } from 'node:crypto';
import { LIMITS } from '../contract/limits.js';
import { budgetSize, RetainedBudget } from './budget.js';
import { ToolError } from './errors.js';

export type CaptureRow = Record<string, unknown>;

/**
 * Rows a capture holds as the facts frozen when it was made, built into row objects only for the pages read (issue 31:
 * a client polling a 200-row listing each second had all ~1,000 rows of each listing built, sized and left as garbage
 * by the MCP worker, ~60% of a poll). `row(i)` builds row i anew each call, the same JSON every time; `jsonBytesBound`
 * is at least the byte length of the JSON of all rows as an array, as `jsonBytesBound` of the built array would be.
 */
export interface FrozenRows {
  readonly length: number;
  row(index: number): CaptureRow;
  readonly jsonBytesBound: number;
}

/** What a capture is made from: built rows, or frozen facts that build them on demand. */
export type CaptureRows = readonly CaptureRow[] | FrozenRows;

/** Rows `from` up to `to` of `rows` as row objects (built for frozen rows, a slice of built ones otherwise). */
export function rowsBetween(rows: CaptureRows, from: number, to: number): CaptureRow[] {
  if (isBuilt(rows)) return rows.slice(from, to);
  const out = new Array<CaptureRow>(Math.max(0, to - from));
  for (let i = from; i < to; i++) out[i - from] = rows.row(i);
  return out;
}

function isBuilt(rows: CaptureRows): rows is readonly CaptureRow[] {
  return Array.isArray(rows);
}

export interface CaptureMetadata {
  readonly kind: string;
  readonly source: 'live' | 'log';
  readonly capturedAtMs?: number | null;
  readonly captureStartedAtMs?: number;
  readonly captureFinishedAtMs?: number;
  readonly status: 'complete' | 'partial';
  readonly warnings: readonly string[];
  /** Collector coverage of the original collection; paging adds `listed`. */
  readonly coverage: Record<string, unknown>;
  /** Extra data fields every page repeats (for example temporal coverage of a history capture). */
  readonly pageExtras?: Record<string, unknown>;
  readonly logRef?: string;
  readonly recordingIntervalSeconds?: number;
}

export interface Capture extends CaptureMetadata {
  readonly id: string;
  /** Every row, built on first use for frozen rows (derived captures filter them); pages read `frozen` instead. */
  readonly rows: readonly CaptureRow[];
  /** The rows as the capture holds them: `rowsBetween` builds only a page of them; its length is the row count. */
  readonly frozen: CaptureRows;
  readonly bytes: number;
  readonly createdAtMs: number;
  readonly expiresAtMs: number;
  /** The capture a filtered/projected view was derived from; derived captures inherit its expiry. */
  readonly derivedFrom: string | null;
}

/** What else holds retained objects and bytes of the same connection budget (loaded logs and their loads). */
export interface SharedBudget {
  readonly slots: number;
  readonly reservedBytes: number;
}

/**
 * An upper bound of `Buffer.byteLength(JSON.stringify(value))` for the plain JSON values capture rows are, found
 * without serializing: a string's UTF-16 unit is at most 6 bytes of JSON (`\u0001`), a number at most 25 characters,
 * an object's key costs its escaped text, quotes, colon and comma. Infinity for anything else (a bigint, a function,
 * a toJSON), so such rows are sized exactly, as before.
 */
export function jsonBytesBound(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return 6 * value.length + 2;
    case 'number':
      return 25;
    case 'boolean':
      return 5;
    case 'undefined':
      // Left out of an object, `null` in an array.
      return 4;
    case 'object': {
      if (value === null) return 4;
      if (Array.isArray(value)) {
        let bytes = 2;
        for (const item of value) bytes += jsonBytesBound(item) + 1;
        return bytes;
      }
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return Infinity;
      let bytes = 2;
      for (const key in value) bytes += 6 * key.length + 4 + jsonBytesBound((value as Record<string, unknown>)[key]);
      return bytes;
    }
    default:
      return Infinity;
  }
}

/**
 * The serialized size of a capture's rows (spec §8 counts serialized capture rows): exact when a budget decision
 * needs it, else only bounded. A polling client's listing of 1,000 rows serializes to ~180 KB against a 64 MiB
 * budget, so the bound (~5x the size) settles every check and the rows are never serialized for the budget; near a
 * limit the exact size decides, so every decision and message is the one the exact sizes give.
 */
class RowsSize {
  readonly bound: number;
  private exactBytes = -1;

  constructor(private readonly rows: CaptureRows) {
    this.bound = isBuilt(rows) ? jsonBytesBound(rows) : rows.jsonBytesBound;
  }

  get bytes(): number {
    if (this.exactBytes < 0) this.exactBytes = Buffer.byteLength(JSON.stringify(rowsBetween(this.rows, 0, this.rows.length)));
    return this.exactBytes;
  }
}

/** Rows a capture was refused for want of room, with their size (see CaptureStore.refusedRows). */
interface Refused {
  readonly key: string;
  readonly rows: CaptureRows;
  readonly size: RowsSize;
}

export class CaptureStore {
  private readonly captures = new Map<string, Capture>();
  /** The size of each retained capture's rows. */
  private readonly sizes = new WeakMap<Capture, RowsSize>();
  /** Released or expired ids, remembered so a late read says which it was. */
  private readonly gone = new Map<string, 'released' | 'expired'>();
  /** The last create refused with RESOURCE_LIMIT under a reuse key; any later create forgets it. */
  private refused: Refused | null = null;

  constructor(
    private readonly now: () => number = Date.now,
    /** Loaded logs share the 8 objects and 64 MiB of a connection with its captures (spec §8). */
    private readonly shared: SharedBudget = { slots: 0, reservedBytes: 0 },
    /** The byte budgets; the connection owning this store is registered in it (its total counts there). */
    private readonly budget: RetainedBudget = new RetainedBudget(),
  ) {}

  /** Captures holding a slot now: an expired one no longer does, even before a read or a new capture swept it. */
  get retainedCount(): number {
    this.sweep();
    return this.captures.size;
  }

  /** The ids retained now, oldest first. */
  retainedIds(): string[] {
    this.sweep();
    return [...this.captures.keys()];
  }

  get retainedBytes(): number {
    let total = 0;
    for (const capture of this.captures.values()) total += capture.bytes;
    return total;
  }

  /** At least `retainedBytes`, without serializing what was not serialized yet (see RowsSize). */
  get retainedBytesBound(): number {
    let total = 0;
    for (const capture of this.captures.values()) total += this.sizes.get(capture)?.bound ?? capture.bytes;
    return total;
  }

  /**
   * The rows the last create refused with RESOURCE_LIMIT when it was offered them under `key`, else null. The normal
   * bridge answers that refusal by releasing one of its abandoned streams and sending the same request again at once
   * (src/bridge/delivery.ts, withRoom): a client polling a listing hits it on every call once eight are retained. A
   * handler whose key says nothing it reads has changed since offers the same rows again, so they are neither built
   * nor serialized twice for one tool call.
   */
  refusedRows(key: string): CaptureRows | null {
    return this.refused !== null && this.refused.key === key ? this.refused.rows : null;
  }

  /**
   * Freezes rows as a new capture. Fails without changing what is retained when the retained-object or byte budget
   * would be exceeded: RESULT_TOO_LARGE when the capture alone is over budget, RESOURCE_LIMIT otherwise. With a
   * `reuseKey`, rows refused with RESOURCE_LIMIT are kept for `refusedRows` until the next create (they count in no
   * budget: one listing per connection at most, ~180 bytes a row).
   */
  create(rows: CaptureRows, metadata: CaptureMetadata, derivedFrom: Capture | null = null, extraSlots = 0, reuseKey?: string): Capture {
    this.sweep();
    // The rows offered again after their refusal are the same array: their size is known.
    const size = this.refused !== null && this.refused.rows === rows ? this.refused.size : new RowsSize(rows);
    this.refused = null;
    const refuse = (error: ToolError): ToolError => {
      if (reuseKey !== undefined) this.refused = { key: reuseKey, rows, size };
      return error;
    };
    // Each byte check passes on upper bounds when it can (what passes on them passes on the exact sizes), and is
    // decided on the exact sizes otherwise.
    const { perConnectionBytes, totalBytes } = this.budget;
    if (size.bound > perConnectionBytes && size.bytes > perConnectionBytes) {
      throw new ToolError('RESULT_TOO_LARGE', `The result (${size.bytes} bytes serialized) exceeds the ${budgetSize(perConnectionBytes)} retained-result budget of a connection. Narrow the query.`, { retryable: false });
    }
    const logs = this.shared.slots;
    if (this.captures.size + logs + 1 + extraSlots > LIMITS.retained_objects_per_connection) {
      const held = logs > 0 ? `${this.captures.size} captures and ${logs} loaded logs` : `${this.captures.size} captures`;
      throw refuse(new ToolError('RESOURCE_LIMIT', `This connection already retains ${held} (limit ${LIMITS.retained_objects_per_connection} combined). Release captures with winproc_release_capture or close logs with winproc_close_log, or let them expire.`, {
        retryable: false,
        extra: { retained_capture_ids: this.retainedIds() },
      }));
    }
    if (this.retainedBytesBound + this.shared.reservedBytes + size.bound > perConnectionBytes && this.retainedBytes + this.shared.reservedBytes + size.bytes > perConnectionBytes) {
      throw refuse(new ToolError('RESOURCE_LIMIT', `Retained captures and loaded logs of this connection would exceed ${budgetSize(perConnectionBytes)}. Release captures with winproc_release_capture (or close logs with winproc_close_log) and retry.`, {
        retryable: false,
        extra: { retained_capture_ids: this.retainedIds() },
      }));
    }
    if (this.budget.usedBytesBound() + size.bound > totalBytes && this.budget.usedBytes() + size.bytes > totalBytes) {
      // Other connections hold the rest: retrying may succeed once they release, close or let results expire.
      throw refuse(new ToolError('RESOURCE_LIMIT', `Retained results of all connections would exceed the application-wide ${budgetSize(totalBytes)} budget. Release captures or close logs (on any connection), or let them expire, and retry.`, {
        retryable: true,
        extra: { retained_capture_ids: this.retainedIds() },
      }));
    }
    const createdAtMs = this.now();
    let built: readonly CaptureRow[] | null = isBuilt(rows) ? rows : null;
    const capture: Capture = {
      ...metadata,
      id: `c_${randomBytes(12).toString('base64url')}`,
      get rows() {
        return (built ??= rowsBetween(rows, 0, rows.length));
      },
      frozen: rows,
      // Serialized only when something asks (a budget decision near a limit, a test).
      get bytes() {
        return size.bytes;
      },
      createdAtMs,
      expiresAtMs: derivedFrom ? derivedFrom.expiresAtMs : createdAtMs + LIMITS.capture_lifetime_ms,
      derivedFrom: derivedFrom ? derivedFrom.id : null,
    };
    this.captures.set(capture.id, capture);
    this.sizes.set(capture, size);
    return capture;
  }

  /** A live capture, or REFERENCE_INVALID naming why it is gone. */
  get(id: string): Capture {
    this.sweep();
    const capture = this.captures.get(id);
    if (capture) return capture;
    const why = this.gone.get(id);
    const detail = why === 'expired' ? 'it expired (captures live 5 minutes after completion)' : why === 'released' ? 'it was released' : 'it is unknown on this connection';
    throw new ToolError('REFERENCE_INVALID', `Capture ${id.length <= 64 ? id : 'id'} cannot be read: ${detail}. Start a new query or capture.`, { retryable: false });
  }

  /** Whether an id exists now, without throwing. */
  has(id: string): boolean {
    this.sweep();
    return this.captures.has(id);
  }

  /** Releases a capture; idempotent. Returns whether it was retained until now. */
  release(id: string): boolean {
    const existed = this.captures.delete(id);
    if (existed) this.remember(id, 'released');
    return existed;
  }

  /** Releases every capture made from a loaded log (its closure or expiry invalidates them, spec §10). */
  releaseFromLog(logRef: string): void {
    for (const [id, capture] of this.captures) if (capture.logRef === logRef) this.release(id);
  }

  releaseAll(): void {
    for (const id of [...this.captures.keys()]) this.release(id);
  }

  sweep(): void {
    const now = this.now();
    for (const [id, capture] of this.captures) {
      if (capture.expiresAtMs <= now) {
        this.captures.delete(id);
        this.remember(id, 'expired');
      }
    }
  }

  private remember(id: string, why: 'released' | 'expired'): void {
    this.gone.set(id, why);
    // Bounded: only the newest few hundred ids are remembered for diagnostics.
    if (this.gone.size > 512) this.gone.delete(this.gone.keys().next().value as string);
  }
}
