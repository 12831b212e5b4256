// A request's cancellation: a flag and plain listeners, with an AbortSignal made only when something asks for one.
// Node 20 spends several microseconds on each AbortController and as much again on adding and removing an 'abort'
// listener: on the MCP hot path (a get_status round trip) most requests are never cancelled and never need a signal.

export class LazyAbort {
  private controller: AbortController | null = null;
  /** The signal this cancellation follows (see `following`); it is then also the one handed out. */
  private followed: AbortSignal | null = null;
  private listeners: (() => void)[] | null = null;
  private done = false;
  private why: unknown = undefined;

  /** A cancellation that aborts when `signal` does (already aborted if it is); its `signal` is `signal` itself. */
  static following(signal: AbortSignal): LazyAbort {
    const abort = new LazyAbort();
    abort.followed = signal;
    if (signal.aborted) abort.done = true;
    else signal.addEventListener('abort', () => abort.abort(signal.reason), { once: true });
    return abort;
  }

  /** `cancellation` itself, or one following the AbortSignal given instead. */
  static of(cancellation: AbortSignal | LazyAbort): LazyAbort {
    return cancellation instanceof LazyAbort ? cancellation : LazyAbort.following(cancellation);
  }

  get aborted(): boolean {
    return this.done;
  }

  /** An AbortSignal for APIs that take one; made on first read, aborted already when read after the abort. */
  get signal(): AbortSignal {
    if (this.followed !== null) return this.followed;
    if (this.controller === null) {
      this.controller = new AbortController();
      if (this.done) this.controller.abort(this.why);
    }
    return this.controller.signal;
  }

  /** Runs `listener` once when this aborts (never if it has already); the returned function removes it. */
  onAbort(listener: () => void): () => void {
    if (this.done) return () => undefined;
    (this.listeners ??= []).push(listener);
    return () => {
      const index = this.listeners?.indexOf(listener) ?? -1;
      if (index !== -1) this.listeners!.splice(index, 1);
    };
  }

  abort(reason?: unknown): void {
    if (this.done) return;
    this.done = true;
    this.why = reason;
    const listeners = this.listeners ?? [];
    this.listeners = null;
    this.controller?.abort(reason);
    for (const listener of listeners) listener();
  }
}
