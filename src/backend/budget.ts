// The retained-result budget of spec §8 across connections: each connection may hold 64 MiB of serialized capture
// rows and loaded-log reservations (child captures included), and all connections together at most 256 MiB. Every
// connection registers what it holds; a capture or log load checks both its own room and the room left overall, so
// a reservation that fits its connection but not the application fails with nothing retained. What a connection
// releases (close, release, expiry, disconnect, MCP disable) is free for the others at once: the sum is read live.
import { LIMITS } from '../contract/limits.js';

// The test hook WINPROC_TUI_TEST_RETAINED_BYTES (src/contract/test-hooks.ts) lowers both budgets
// (`connection=<bytes>,total=<bytes>`); unset, and always in the published bundle, the spec's values hold.

/** A connection's retained bytes now (its captures plus its loaded logs' reservations, after expiry). */
export type RetainedBytes = () => number;

/** Bytes as the budget messages say them: whole MiB, else KiB (test budgets), else bytes. */
export function budgetSize(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** A connection's holdings: exact, and an upper bound that needs no serializing (captures.ts, RowsSize). */
interface Holder {
  readonly bytes: RetainedBytes;
  readonly bound: RetainedBytes;
}

export class RetainedBudget {
  private readonly holders = new Set<Holder>();

  constructor(
    readonly perConnectionBytes: number = LIMITS.retained_bytes_per_connection,
    readonly totalBytes: number = LIMITS.retained_bytes_total,
  ) {}

  /**
   * Reads `connection=N,total=M` (bytes; either may be left out). A malformed or non-positive value is ignored rather
   * than guessed at; a per-connection budget above the total is capped at the total.
   */
  static fromTestHook(value: string | undefined): RetainedBudget {
    const parsed = new Map<string, number>();
    for (const entry of (value ?? '').split(',')) {
      const match = /^\s*(connection|total)\s*=\s*(\d{1,12})\s*$/.exec(entry);
      if (match && Number(match[2]) > 0) parsed.set(match[1]!, Number(match[2]));
    }
    const total = parsed.get('total') ?? LIMITS.retained_bytes_total;
    return new RetainedBudget(Math.min(parsed.get('connection') ?? LIMITS.retained_bytes_per_connection, total), total);
  }

  /** Counts a connection's holdings (and an upper bound of them) until the returned function is called (its disposal). */
  register(bytes: RetainedBytes, bound: RetainedBytes = bytes): () => void {
    const holder: Holder = { bytes, bound };
    this.holders.add(holder);
    return () => void this.holders.delete(holder);
  }

  /** Bytes retained across every registered connection now. */
  usedBytes(): number {
    let total = 0;
    for (const holder of this.holders) total += holder.bytes();
    return total;
  }

  /** At least `usedBytes()`, without serializing any capture's rows. */
  usedBytesBound(): number {
    let total = 0;
    for (const holder of this.holders) total += holder.bound();
    return total;
  }

  /** Bytes still free across all connections (never negative). */
  globalRoom(): number {
    return Math.max(0, this.totalBytes - this.usedBytes());
  }
}
