// Guards the one-file-user-scan-at-a-time rule: a second scan gets `busy` at once, also from another thread
// that adopted the shared lock buffer, and a dead worker's lock can be freed.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  acquireFileUsersLock,
  fileUsersLockBuffer,
  isFileUsersScanRunning,
  releaseFileUsersLockHeldBy,
} from '../../../../src/collectors/investigations/scan-lock.js';
import { collectFileUsers } from '../../../../src/collectors/linux/investigations/file-users.js';

/** A worker that adopts the buffer, tries to take the lock, reports, and optionally keeps it. */
function tryInWorker(buffer: SharedArrayBuffer, keep: boolean): Promise<{ result: string; threadId: number }> {
  const source = `
    const { workerData, parentPort, threadId } = require('node:worker_threads');
    const state = new Int32Array(workerData.buffer, 0, 2);
    // The same compare-exchange protocol as scan-lock.ts (a worker here cannot import TypeScript).
    const ok = Atomics.compareExchange(state, 0, 0, 1) === 0;
    if (ok) Atomics.store(state, 1, threadId + 1);
    if (ok && !workerData.keep) { Atomics.store(state, 1, 0); Atomics.store(state, 0, 0); }
    parentPort.postMessage({ result: ok ? 'acquired' : 'busy', threadId });
  `;
  const worker = new Worker(source, { eval: true, workerData: { buffer, keep } });
  return new Promise((resolve, reject) => {
    worker.once('message', (m: { result: string; threadId: number }) => {
      void worker.terminate().then(() => resolve(m));
    });
    worker.once('error', reject);
  });
}

describe('file-user scan lock', () => {
  it('a second caller gets busy, then succeeds after release', async () => {
    const lease = acquireFileUsersLock();
    try {
      expect(isFileUsersScanRunning()).toBe(true);
      expect(() => acquireFileUsersLock()).toThrow(expect.objectContaining({ kind: 'busy' }));
      await expect(collectFileUsers(new AbortController().signal)).rejects.toMatchObject({ kind: 'busy' });
      expect(await tryInWorker(fileUsersLockBuffer(), false)).toMatchObject({ result: 'busy' });
    } finally {
      lease.release();
    }
    expect(isFileUsersScanRunning()).toBe(false);
    acquireFileUsersLock().release();
  });

  it('a lock held by a terminated worker is freed by its thread id', async () => {
    const { result, threadId } = await tryInWorker(fileUsersLockBuffer(), true);
    expect(result).toBe('acquired');
    expect(() => acquireFileUsersLock()).toThrow(expect.objectContaining({ kind: 'busy' }));
    expect(releaseFileUsersLockHeldBy(threadId + 1000)).toBe(false);
    expect(releaseFileUsersLockHeldBy(threadId)).toBe(true);
    acquireFileUsersLock().release();
  });
});
