// Guards the pidfd's lifetime in an investigation worker thread: it is closed once, by the native library that
// opened it, so Node never warns "File descriptor N closed but not opened" (164 such warnings in one run before).
import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';

it.runIf(process.platform === 'linux')('collecting a verified target in a worker thread closes its pidfd once, without a warning', async () => {
  const worker = new Worker(new URL('./fixtures/pidfd-in-worker.mjs', import.meta.url));
  try {
    const report = await new Promise<{ outcomes: string[]; warnings: string[] }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(report.outcomes).toEqual(['ok:true', 'ok:true', 'ok:true']);
    expect(report.warnings.filter((message) => /closed but not opened/.test(message))).toEqual([]);
  } finally {
    await worker.terminate();
  }
});
