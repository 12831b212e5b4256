// Guards LazyAbort, the cancellation of MCP requests in the bridge and the backend: listeners run once at the abort,
// a removed one never; the AbortSignal is made only when read and agrees with the flag whenever it is read; a
// cancellation following an AbortSignal aborts with it and hands out that very signal.
import { describe, expect, it, vi } from 'vitest';
import { LazyAbort } from '../../../src/channel/lazy-abort.js';

describe('LazyAbort', () => {
  it('runs each listener once at the abort, and never a removed one or one added after it', () => {
    const abort = new LazyAbort();
    const kept = vi.fn();
    const removed = vi.fn();
    abort.onAbort(kept);
    abort.onAbort(removed)();
    expect(abort.aborted).toBe(false);
    abort.abort('why');
    abort.abort('again');
    expect(abort.aborted).toBe(true);
    expect(kept).toHaveBeenCalledOnce();
    expect(removed).not.toHaveBeenCalled();
    const late = vi.fn();
    abort.onAbort(late);
    expect(late).not.toHaveBeenCalled();
  });

  it('makes a signal that follows the flag, read before or after the abort', () => {
    const before = new LazyAbort();
    const signal = before.signal;
    expect(signal.aborted).toBe(false);
    const onAbort = vi.fn();
    signal.addEventListener('abort', onAbort);
    before.abort('reason');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('reason');
    expect(onAbort).toHaveBeenCalledOnce();

    const after = new LazyAbort();
    after.abort();
    expect(after.signal.aborted).toBe(true);
    expect(after.signal).toBe(after.signal);
  });

  it('follows an AbortSignal: aborts with it, hands it out, and is aborted at once for an aborted one', () => {
    const controller = new AbortController();
    const following = LazyAbort.following(controller.signal);
    const listener = vi.fn();
    following.onAbort(listener);
    expect(following.signal).toBe(controller.signal);
    controller.abort();
    expect(following.aborted).toBe(true);
    expect(listener).toHaveBeenCalledOnce();

    expect(LazyAbort.following(AbortSignal.abort()).aborted).toBe(true);
    const own = new LazyAbort();
    expect(LazyAbort.of(own)).toBe(own);
    expect(LazyAbort.of(controller.signal).aborted).toBe(true);
  });
});
