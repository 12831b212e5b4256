// "node idle" of `npm run bench -- monitor-cost --floor`: the runtime's own floor. Node with the application's node
// flags and V8 settings (bench/floor/app-runtime.ts), one worker thread with the sampler's resource limits, and a 1 s
// timer on the main thread that asks the worker for an empty reply, as the application asks its sampler for a pass:
// the timers, the message ports and V8's platform threads, with no work in them.
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { nameThisThread, WORKER_RESOURCE_LIMITS } from '../../src/channel/threads.js';
import { configureAsApplication } from './app-runtime.js';

const INTERVAL_MS = 1000;

if (isMainThread) {
  configureAsApplication();
  // This same bundle is the worker's script.
  const worker = new Worker(new URL(import.meta.url), { resourceLimits: WORKER_RESOURCE_LIMITS });
  let first = true;
  worker.on('message', () => {
    if (first) process.stdout.write('node idle: first reply\n');
    first = false;
  });
  const ask = () => worker.postMessage(null);
  ask();
  setInterval(ask, INTERVAL_MS);
} else {
  // Named as the application's threads are, so the bench's per-thread table tells it from Node's own threads.
  nameThisThread('wpt-idle');
  parentPort!.on('message', () => parentPort!.postMessage(null));
}
