// The application-wide "one host-wide file-user scan at a time" semaphore (MCP spec §8), shared across threads.
//
// The TUI (main thread) and the MCP side (a worker thread, whose investigations may run in pool workers) load
// separate copies of this module, so a plain module variable would give each thread its own lock. The state
// therefore lives in a SharedArrayBuffer: the thread that owns the application creates it (the module does so
// by default) and hands `fileUsersLockBuffer()` to each worker in its workerData, where
// `adoptFileUsersLockBuffer()` installs it before any scan. A second scan never waits: it gets `busy`.
import { threadId } from 'node:worker_threads';
import { InvestigationError } from './errors.js';

/** Slot 0: 0 free, 1 held. Slot 1: holder's threadId + 1 (so a pool can free the lock of a worker that died). */
let state = new Int32Array(new SharedArrayBuffer(8));

/** The buffer to pass to worker threads so that they share this thread's lock. */
export function fileUsersLockBuffer(): SharedArrayBuffer {
  return state.buffer as SharedArrayBuffer;
}

/** Makes this thread use `buffer` (from `fileUsersLockBuffer()` of the owning thread). Call before any scan. */
export function adoptFileUsersLockBuffer(buffer: SharedArrayBuffer): void {
  if (buffer.byteLength < 8) throw new RangeError('file-user lock buffer too small');
  state = new Int32Array(buffer, 0, 2);
}

export interface FileUsersLease {
  release(): void;
}

/** Takes the lock or throws `busy`; the lease must be released in a finally block. */
export function acquireFileUsersLock(): FileUsersLease {
  const held = state;
  if (Atomics.compareExchange(held, 0, 0, 1) !== 0) {
    throw new InvestigationError('busy', 'Another file-user scan is running; only one runs at a time. Retry when it has finished.');
  }
  Atomics.store(held, 1, threadId + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      Atomics.store(held, 1, 0);
      Atomics.store(held, 0, 0);
    },
  };
}

export function isFileUsersScanRunning(): boolean {
  return Atomics.load(state, 0) !== 0;
}

/**
 * Frees the lock if the worker with `workerThreadId` holds it: a worker that is terminated mid-scan never runs
 * its finally block, so the pool calls this from the worker's `exit` event. Returns whether it freed the lock.
 */
export function releaseFileUsersLockHeldBy(workerThreadId: number): boolean {
  if (Atomics.compareExchange(state, 1, workerThreadId + 1, 0) !== workerThreadId + 1) return false;
  Atomics.store(state, 0, 0);
  return true;
}
