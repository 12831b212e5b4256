// Guards the bridge's shared response-deadline timer (src/bridge/call-envelope.ts DeadlineWatch): each watch expires
// exactly at its own deadline, a stopped watch never fires, and a later watch is not cut short by an earlier timer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineWatch } from '../../../src/bridge/call-envelope.js';

describe('DeadlineWatch', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => vi.useRealTimers());

  /** Moves the watch's clock and the fake timers together. */
  const advance = (ms: number) => {
    for (let i = 0; i < ms; i++) {
      now += 1;
      vi.advanceTimersByTime(1);
    }
  };

  it('expires a watch at its deadline, not before', () => {
    const watch = new DeadlineWatch(() => now);
    const expired = vi.fn();
    watch.watch(100, expired);
    advance(99);
    expect(expired).not.toHaveBeenCalled();
    advance(1);
    expect(expired).toHaveBeenCalledOnce();
    advance(500);
    expect(expired).toHaveBeenCalledOnce();
  });

  it('never fires a stopped watch', () => {
    const watch = new DeadlineWatch(() => now);
    const expired = vi.fn();
    const stop = watch.watch(100, expired);
    advance(50);
    stop();
    advance(200);
    expect(expired).not.toHaveBeenCalled();
  });

  it('carries the timer armed for an earlier call over to the next call, which expires at its own deadline', () => {
    const watch = new DeadlineWatch(() => now);
    const first = vi.fn();
    const second = vi.fn();
    watch.watch(100, first)();
    advance(60);
    // The timer still points at t=100; the second call's deadline is t=160.
    watch.watch(100, second);
    advance(99);
    expect(second).not.toHaveBeenCalled();
    advance(1);
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    // One timer per deadline period while calls keep coming, not one per call.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('re-arms for a deadline earlier than the armed timer', () => {
    const watch = new DeadlineWatch(() => now);
    const long = vi.fn();
    const short = vi.fn();
    watch.watch(1_000, long)();
    watch.watch(10, short);
    advance(10);
    expect(short).toHaveBeenCalledOnce();
    expect(long).not.toHaveBeenCalled();
  });

  it('waits out a timer that fires a fraction of a millisecond early in its clock', () => {
    let clock = 0;
    const watch = new DeadlineWatch(() => clock);
    const expired = vi.fn();
    watch.watch(100.6, expired);
    clock = 100.5;
    vi.advanceTimersByTime(101);
    expect(expired).not.toHaveBeenCalled();
    clock = 100.7;
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledOnce();
  });
});
