// A stand-in for dist/workers/sampler.js that speaks the same protocol with scripted behaviour, so the
// SamplingWorker's scheduling can be tested without /proc. Configured through environment variables
// (a worker gets a copy of the parent's environment when it starts):
//   FAKE_PASS_MS   how long each pass takes (asynchronously, so an overlapping request would be seen)
//   FAKE_FAIL_AT   comma-separated sample numbers answered with a pass error
//   FAKE_CRASH_AT  sample number at which the worker thread exits
// Each snapshot reports in `collectionCpuMicros` the largest number of passes ever in flight at once.
import { parentPort } from 'node:worker_threads';

const passMs = Number(process.env.FAKE_PASS_MS ?? '0');
const failAt = new Set((process.env.FAKE_FAIL_AT ?? '').split(',').filter(Boolean).map(Number));
const crashAt = Number(process.env.FAKE_CRASH_AT ?? '0');
let count = 0;
let inFlight = 0;
let maxInFlight = 0;

parentPort.on('message', (message) => {
  if (message.type === 'sample') {
    const startedAt = Date.now();
    const n = ++count;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (n === crashAt) process.exit(3);
    setTimeout(() => {
      inFlight--;
      if (failAt.has(n)) {
        parentPort.postMessage({ type: 'error', id: message.id, error: { kind: 'pass_failed', message: `pass ${n} failed` } });
        return;
      }
      parentPort.postMessage({
        type: 'snapshot',
        id: message.id,
        snapshot: { sequence: n, capturedAtMs: startedAt, collectionCpuMicros: maxInFlight, processes: [], system: [], gpus: [] },
      });
    }, passMs);
  } else if (message.type === 'host_info') {
    parentPort.postMessage({
      type: 'host_info',
      id: message.id,
      hostInfo: { platform: 'linux', osName: 'Fake', osVersion: '1', osBuild: null, architecture: 'x64', hostname: 'fake', cpuName: null, logicalCpuCount: 1, physicalCoreCount: null, socketCount: null, cacheBytes: {}, totalMemoryBytes: 1n << 60n, bootTimeMs: null },
    });
  } else if (message.type === 'close') {
    parentPort.postMessage({ type: 'closed' });
    parentPort.close();
  }
});
