// Starts the application's sampler thread before the application's own code is loaded (src/cli.ts): loading the
// bundle is most of the start-up, and the first table needs both it and the sampler's first pass. Kept apart from
// sampler.ts so the entry (which also dispatches the bridge) bundles nothing else.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { SamplerWorkerData } from './sampler.js';
import { WORKER_RESOURCE_LIMITS } from '../channel/threads.js';
import { listZerothProcesses, takeZerothReading, zerothBuffer } from './linux/zeroth-reading.js';

/** A sampler thread started before the application's code loaded, with its first pass already under way. */
export interface EarlySamplerThread {
  readonly worker: Worker;
  /** Why it failed before a SamplingWorker took it over (it is then not used), or null. */
  readonly failed: string | null;
  /** Called once a SamplingWorker listens to the thread itself (which then holds the process open, as its own would). */
  adopted(): void;
  /**
   * Resolves once the thread's native start-up and first pass are over, or it ended, or after `timeoutMs`. A run that
   * exits before it samples (a second instance) waits for this first: exiting terminates the thread, and a thread
   * terminated while koffi initialises aborts the whole process (koffi throws into the terminating isolate:
   * "FATAL ERROR: Error::ThrowAsJavaScriptException napi_throw", exit 134, about 1 start in 30 here).
   */
  untilSettled(timeoutMs: number): Promise<void>;
}

/** How often untilSettled looks at the thread's flag: a refusal path, where a few ms do not matter. */
const SETTLED_POLL_MS = 5;

/**
 * Starts the application's sampler thread with its first pass at once (src/cli.ts calls it before it loads the
 * application's bundle): the first table then waits for the longer of the two, not their sum. Null where the built
 * script does not exist (a run from the sources): the SamplingWorker starts its thread as usual.
 */
export function startSamplerThreadEarly(workerUrl: URL): EarlySamplerThread | null {
  if (!existsSync(workerUrl)) return null;
  const settled = new Int32Array(new SharedArrayBuffer(4));
  // Linux: the processes' I/O counters are read here while the thread starts (~100 ms of its CPU before its first
  // pass), so the first table's IO rates have a previous reading (linux/zeroth-reading.ts). Listed first: the buffer
  // the thread starts with is sized for them.
  const pids = process.platform === 'linux' ? listZerothProcesses() : null;
  const zeroth = pids === null ? undefined : zerothBuffer(pids.length);
  const data: SamplerWorkerData = { prefetchFirstPass: true, prefetchSettled: settled, zerothReading: zeroth };
  const worker = new Worker(workerUrl, { workerData: data, resourceLimits: WORKER_RESOURCE_LIMITS });
  if (zeroth !== undefined) takeZerothReading(zeroth, pids!);
  let failed: string | null = null;
  // Until adopted: a failure is remembered (the SamplingWorker then starts a fresh thread), never an unhandled event.
  const onError = (error: Error) => (failed = error.message);
  const onExit = (code: number) => (failed ??= `the sampling worker exited with code ${code}`);
  worker.on('error', onError);
  worker.on('exit', onExit);
  // A run that ends before it samples (a second instance, no terminal) must not be held open by this thread.
  worker.unref();
  return {
    worker,
    get failed() {
      return failed;
    },
    adopted() {
      worker.off('error', onError);
      worker.off('exit', onExit);
      worker.ref();
    },
    async untilSettled(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Atomics.load(settled, 0) === 0 && failed === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, SETTLED_POLL_MS));
      }
    },
  };
}
