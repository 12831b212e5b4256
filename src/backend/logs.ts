// A connection's saved logs (spec §8, §10): the logs it loaded, each with its own process references and conservative reservation. Loaded logs share the
// connection's 8 retained objects and 64 MiB with captures, live 5 minutes after loading, and go with close,
// expiry, disconnect or MCP disable, taking their dependent captures (and so their cursors) with them.
import { randomBytes } from 'node:crypto';
import type { LoadedLog } from '../recording/reader.js';
import { LIMITS } from '../contract/limits.js';
import { ToolError } from './errors.js';
import { ProcessReferences } from './references.js';

export interface LoadedLogEntry {
  readonly ref: string;
  readonly logId: string;
  readonly log: LoadedLog;
  /** References into this log only: a live or another log's reference never resolves here (spec §6). */
  readonly references: ProcessReferences;
  readonly loadedAtMs: number;
  readonly expiresAtMs: number;
}

export class ConnectionLogs {
  private readonly loaded = new Map<string, LoadedLogEntry>();
  /** Loads still running: each holds a retained-object slot until it ends (spec §8 "pending log slots"). */
  private pendingLoads = 0;
  private readonly gone = new Map<string, 'closed' | 'expired'>();
  /** Called with a log reference whose log went away, so dependent captures are released. */
  onReleased: (ref: string) => void = () => undefined;
  /**
   * Log IDs this connection was issued (spec §7, §8): by its listings, and the output log ID of a Recording it
   * started. Only these open; at most LIMITS.remembered_log_ids_per_connection, after which a reconnect is needed.
   */
  private readonly issued = new Set<string>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Retained-object slots the logs take: loaded logs and running loads. */
  get slots(): number {
    this.sweep();
    return this.loaded.size + this.pendingLoads;
  }

  get reservedBytes(): number {
    this.sweep();
    let total = 0;
    for (const entry of this.loaded.values()) total += entry.log.reservedBytes;
    return total;
  }

  /** Takes a slot for a load that is about to start; the returned function gives it back. */
  beginLoad(): () => void {
    this.pendingLoads += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.pendingLoads -= 1;
    };
  }

  /**
   * Remembers `logIds` as issued to this connection, all or none: RESOURCE_LIMIT when the new ones would take the
   * connection past its remembered-ID limit (spec §8: exceeding it requires reconnecting).
   */
  issue(logIds: readonly string[]): void {
    const fresh = new Set(logIds.filter((id) => !this.issued.has(id)));
    if (this.issued.size + fresh.size > LIMITS.remembered_log_ids_per_connection) {
      throw new ToolError('RESOURCE_LIMIT', `This connection would remember more than ${LIMITS.remembered_log_ids_per_connection} log IDs. Reconnect to start a fresh set, or narrow listings with name_filter.`, { retryable: false });
    }
    for (const id of fresh) this.issued.add(id);
  }

  /** Whether this connection was issued `logId` (by a listing or its own Recording start). */
  wasIssued(logId: string): boolean {
    return this.issued.has(logId);
  }

  /** Enters a loaded log; the caller checked the budgets. */
  add(logId: string, log: LoadedLog): LoadedLogEntry {
    const loadedAtMs = this.now();
    const entry: LoadedLogEntry = {
      ref: `lr_${randomBytes(12).toString('base64url')}`,
      logId,
      log,
      references: new ProcessReferences(),
      loadedAtMs,
      expiresAtMs: loadedAtMs + LIMITS.capture_lifetime_ms,
    };
    this.loaded.set(entry.ref, entry);
    return entry;
  }

  /** A loaded log, or REFERENCE_INVALID saying whether it was closed, expired or never issued here. */
  get(ref: string): LoadedLogEntry {
    this.sweep();
    const entry = this.loaded.get(ref);
    if (entry) return entry;
    const why = this.gone.get(ref);
    const detail =
      why === 'closed'
        ? 'it was closed'
        : why === 'expired'
          ? 'it expired (loaded logs live 5 minutes after loading)'
          : 'it is unknown on this connection (log references belong to the connection that opened the log)';
    throw new ToolError('REFERENCE_INVALID', `This log_ref cannot be read: ${detail}. Open the log again with winproc_open_log.`, { retryable: false });
  }

  /** Whether a log is loaded now, without throwing. */
  has(ref: string): boolean {
    this.sweep();
    return this.loaded.has(ref);
  }

  /** Closes a loaded log; idempotent. Returns whether it was loaded until now. */
  close(ref: string): boolean {
    this.sweep();
    return this.release(ref, 'closed');
  }

  /** Releases every loaded log (disconnect, MCP disable). */
  dispose(): void {
    for (const ref of [...this.loaded.keys()]) this.release(ref, 'closed');
  }

  sweep(): void {
    const now = this.now();
    for (const [ref, entry] of this.loaded) if (entry.expiresAtMs <= now) this.release(ref, 'expired');
  }

  private release(ref: string, why: 'closed' | 'expired'): boolean {
    if (!this.loaded.delete(ref)) return false;
    this.gone.set(ref, why);
    if (this.gone.size > 512) this.gone.delete(this.gone.keys().next().value as string);
    this.onReleased(ref);
    return true;
  }
}
