// The request/cancellation envelope of one MCP tool call (spec §4, §8): every backend request the bridge makes for
// the call — the original dispatch, the polls, the first-page read, the releases — shares one response deadline.
import type { LazyAbort } from '../channel/lazy-abort.js';
import { LIMITS } from '../contract/limits.js';

/**
 * Spec §4: "Bridge completion shares the existing ten-second request/cancellation envelope. The wait budget covers
 * polling; result reading and cleanup run inside the outer deadline." Spec §8 counts the ten seconds after
 * connection (connection and startup, up to 12 s, are additional), so the envelope opens at the call's first
 * dispatch and closes `response_deadline_ms` later; wait_ms (at most 10,000 by schema) is measured from the same
 * dispatch and so always ends inside it.
 *
 * The clock is monotonic: a wall-clock step must neither stretch nor cut a deadline.
 */
export class CallEnvelope {
  private dispatchedAtMs: number | null = null;
  /** Removes the cancellation listener `open` added. */
  private stopListening: (() => void) | null = null;
  /**
   * The connection the call was dispatched on has been closed (response timeout, cancellation, loss). No later step
   * of the call may go out, least of all on a new connection: that would replay part of a call whose outcome is
   * already unknown (spec §3.3).
   */
  lost = false;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  get dispatched(): boolean {
    return this.dispatchedAtMs !== null;
  }

  /** When the call's last answer must have arrived, in this envelope's clock; null before the first dispatch. */
  get deadlineAt(): number | null {
    return this.dispatchedAtMs === null ? null : this.dispatchedAtMs + LIMITS.response_deadline_ms;
  }

  /**
   * Opens the envelope at the first dispatch; later dispatches of the same call keep it. From then until the call
   * ends, `onCancel` runs when the MCP client cancels — between two steps as much as during one, because the SDK
   * drops the answer of a cancelled call and the client never learns what the call started (spec §8: after
   * dispatch, cancellation closes the connection).
   */
  open(cancellation: LazyAbort, onCancel: () => void): void {
    if (this.dispatchedAtMs !== null) return;
    this.dispatchedAtMs = this.clock();
    this.stopListening = cancellation.onAbort(() => {
      this.stopListening = null;
      onCancel();
    });
  }

  /** The call has answered: a cancellation arriving now concerns an answer already on its way, so nothing closes. */
  end(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  /** Milliseconds left for the next answer: the whole response deadline before the first dispatch, never negative. */
  remainingMs(): number {
    const deadline = this.deadlineAt;
    return deadline === null ? LIMITS.response_deadline_ms : Math.max(0, deadline - this.clock());
  }

  /** Milliseconds left of a wait of `waitMs` counted from the first dispatch (spec §4), never past the deadline. */
  waitRemainingMs(waitMs: number): number {
    if (this.dispatchedAtMs === null) return Math.min(waitMs, LIMITS.response_deadline_ms);
    return Math.max(0, Math.min(this.dispatchedAtMs + waitMs, this.deadlineAt!) - this.clock());
  }
}

/**
 * One timer for the response deadlines of a gateway's calls, re-armed only when it fires. A setTimeout/clearTimeout
 * pair per backend request is timer-heap work on the hot path (issue 12); the gateway serves one call at a time and
 * a later call's deadline is never earlier, so while calls keep coming the timer fires about once per deadline
 * period, finds the current call's deadline still ahead and moves on to it. Unref'd: the open connection, not the
 * watch, keeps the bridge alive while a request waits.
 */
export class DeadlineWatch {
  private timer: NodeJS.Timeout | null = null;
  /** When the armed timer fires, in the clock's milliseconds. */
  private firesAt = Number.POSITIVE_INFINITY;
  private current: { readonly at: number; readonly onExpiry: () => void } | null = null;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** Calls `onExpiry` in `delayMs`, unless the returned stop function ran first. Replaces any earlier watch. */
  watch(delayMs: number, onExpiry: () => void): () => void {
    const at = this.clock() + delayMs;
    const entry = { at, onExpiry };
    this.current = entry;
    if (this.firesAt > at) this.arm(at);
    return () => {
      if (this.current === entry) this.current = null;
    };
  }

  private arm(at: number): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.firesAt = at;
    this.timer = setTimeout(this.fire, Math.max(0, at - this.clock()));
    this.timer.unref();
  }

  private readonly fire = (): void => {
    this.timer = null;
    this.firesAt = Number.POSITIVE_INFINITY;
    const entry = this.current;
    if (entry === null) return;
    // A timer may fire a fraction of a millisecond before the deadline in this clock: then it waits the rest.
    if (this.clock() < entry.at) {
      this.arm(entry.at);
      return;
    }
    this.current = null;
    entry.onExpiry();
  };
}
