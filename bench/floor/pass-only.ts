// "winproc-tui pass only" of `npm run bench -- monitor-cost --floor`: the application's sampling as shipped and nothing
// else. The built sampler thread (the measured build's dist/workers/sampler.cjs, its path the first argument) started
// early as src/cli.ts starts it, adopted by the real SamplingWorker on the 1 s cadence the application uses; each
// snapshot is decoded on the main thread (SamplingWorker does that for every listener) and dropped. No store, no UI,
// no MCP listener: what the application costs beyond this is "beyond the pass".
import { pathToFileURL } from 'node:url';
import { startSamplerThreadEarly } from '../../src/collectors/early-sampler.js';
import { SamplingWorker } from '../../src/collectors/sampler.js';
import { configureAsApplication } from './app-runtime.js';

/** The application's sampling interval (src/main.ts starts the sampler with 1000 ms outside tests). */
const INTERVAL_MS = 1000;

const script = process.argv[2];
if (script === undefined) throw new Error('usage: pass-only.mjs PATH/dist/workers/sampler.cjs');
configureAsApplication();
const workerUrl = pathToFileURL(script);
const early = startSamplerThreadEarly(workerUrl);
if (early === null) throw new Error(`no sampler bundle at ${script}`);
const sampler = new SamplingWorker({ earlyThread: early, workerUrl });
let first = true;
sampler.onSnapshot((snapshot) => {
  // The bench's "first screen" for this row: the first snapshot delivered to the main thread.
  if (first) process.stdout.write(`pass only: first snapshot, ${snapshot.processes.length} processes\n`);
  first = false;
});
sampler.onError((failure) => process.stdout.write(`pass only: ${failure.kind}: ${failure.message}\n`));
sampler.start(INTERVAL_MS);
