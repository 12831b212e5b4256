// A stand-in for dist/workers/sampler.cjs that speaks the same protocol (src/channel's request/reply envelopes) with
// scripted behaviour, so the SamplingWorker's scheduling can be tested without /proc. Configured through environment variables
// (a worker gets a copy of the parent's environment when it starts):
//   FAKE_PASS_MS   how long each pass takes (asynchronously, so an overlapping request would be seen)
//   FAKE_FAIL_AT   comma-separated sample numbers answered with a pass error
//   FAKE_CRASH_AT  sample number at which the worker thread exits
// Each snapshot reports in `collectionCpuMicros` the largest number of passes ever in flight at once.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

// An empty snapshot's wire form (src/model/wire.ts) still holds one slot per system metric of the catalog.
const catalog = JSON.parse(readFileSync(new URL('../../../../schemas/metrics.json', import.meta.url), 'utf8'));
// Metric families (per logical CPU) are expanded by codegen: each adds `count` system metrics.
const SYSTEM_METRICS =
  catalog.metrics.filter((metric) => metric.target_kind === 'system').length +
  (catalog.metric_families ?? []).filter((family) => family.metric.target_kind === 'system').reduce((sum, family) => sum + family.count, 0);

const passMs = Number(process.env.FAKE_PASS_MS ?? '0');
const failAt = new Set((process.env.FAKE_FAIL_AT ?? '').split(',').filter(Boolean).map(Number));
const crashAt = Number(process.env.FAKE_CRASH_AT ?? '0');
let count = 0;
let inFlight = 0;
let maxInFlight = 0;

const reply = (id, value) => parentPort.postMessage({ channel: 'reply', id, ok: true, value });
const failure = (id, code, message) => parentPort.postMessage({ channel: 'reply', id, ok: false, code, message });

parentPort.on('message', (message) => {
  if (message.channel !== 'request') return;
  if (message.method === 'sample') {
    const startedAt = Date.now();
    const n = ++count;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (n === crashAt) process.exit(3);
    setTimeout(() => {
      inFlight--;
      if (failAt.has(n)) {
        failure(message.id, 'pass_failed', `pass ${n} failed`);
        return;
      }
      reply(message.id, { sequence: n, capturedAtMs: startedAt, collectionCpuMicros: maxInFlight, processCount: 0, numbers: new Float64Array(SYSTEM_METRICS), kinds: new Uint8Array(SYSTEM_METRICS), texts: [], extra: [], gpus: [] });
    }, passMs);
  } else if (message.method === 'host_info') {
    reply(message.id, { platform: 'linux', osName: 'Fake', osVersion: '1', osBuild: null, architecture: 'x64', hostname: 'fake', cpuName: null, logicalCpuCount: 1, physicalCoreCount: null, socketCount: null, cacheBytes: {}, totalMemoryBytes: 1n << 60n, bootTimeMs: null });
  } else if (message.method === 'close') {
    reply(message.id, null);
    parentPort.close();
  }
});
