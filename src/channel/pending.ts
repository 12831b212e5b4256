// The one request-matching primitive: callers wait on a key, the reply settles the waiter with that key. The
// thread channel between workers and the socket client of the bridge both match their replies here.

interface Waiter<V> {
  readonly resolve: (value: V) => void;
  readonly reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
}

export class PendingReplies<K, V> {
  private readonly waiting = new Map<K, Waiter<V>>();

  /**
   * Waits for the reply with `key`. With `timeoutMs`, the wait fails with `onTimeout()` when no reply came in time;
   * a key already waited on is a programming error.
   */
  wait(key: K, timeoutMs?: number, onTimeout?: () => Error): Promise<V> {
    if (this.waiting.has(key)) return Promise.reject(new Error(`a reply with this key is already awaited`));
    return new Promise<V>((resolve, reject) => {
      const waiter: Waiter<V> = { resolve, reject, timer: null };
      if (timeoutMs !== undefined) {
        waiter.timer = setTimeout(() => {
          this.waiting.delete(key);
          reject(onTimeout ? onTimeout() : new Error('no reply in time'));
        }, timeoutMs);
        // A pending wait never keeps the process alive on its own.
        waiter.timer.unref();
      }
      this.waiting.set(key, waiter);
    });
  }

  /** Settles the waiter with `key`; false when none waits (a late or foreign reply). */
  settle(key: K, value: V): boolean {
    const waiter = this.take(key);
    waiter?.resolve(value);
    return waiter !== undefined;
  }

  /** Fails the waiter with `key`; false when none waits. */
  fail(key: K, error: Error): boolean {
    const waiter = this.take(key);
    waiter?.reject(error);
    return waiter !== undefined;
  }

  /** Fails every waiter (the peer is gone). */
  failAll(error: Error): void {
    for (const key of [...this.waiting.keys()]) this.fail(key, error);
  }

  has(key: K): boolean {
    return this.waiting.has(key);
  }

  get size(): number {
    return this.waiting.size;
  }

  private take(key: K): Waiter<V> | undefined {
    const waiter = this.waiting.get(key);
    if (waiter === undefined) return undefined;
    this.waiting.delete(key);
    if (waiter.timer !== null) clearTimeout(waiter.timer);
    return waiter;
  }
}
