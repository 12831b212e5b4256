// The sampling worker thread: owns the platform sampler and runs one pass per request from the main thread.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { createSampler, type PlatformSampler } from './index.js';
import { samplingPlatform, UnsupportedPlatformError } from './platform.js';
import { DotnetCollector, withDotnetValues } from './dotnet/collector.js';
import { DotnetDetector } from './dotnet/detect.js';
import { ArenaTrim, fixMallocThresholds } from './arena-trim.js';
import { decodeSnapshot, encodeSnapshot, type WirePass } from '../model/wire.js';
import { ThreadChannel } from '../channel/index.js';
import { nameThisThread } from '../channel/threads.js';
import type { MainToSamplerWorker, SamplerWorkerData, SamplerWorkerError, SamplerWorkerToMain } from './sampler.js';

nameThisThread('wpt-sampler');
const port = parentPort;
if (port === null) throw new Error('sampler-worker must run in a worker thread');
const data = (workerData ?? {}) as SamplerWorkerData;

let sampler: Promise<PlatformSampler> | null = null;
/** Other threads that receive every snapshot directly (the MCP worker), so the main thread never forwards them. */
const mirrors: MessagePort[] = [];

function getSampler(): Promise<PlatformSampler> {
  sampler ??= createSampler({ procRoot: data.procRoot, sysRoot: data.sysRoot, nvmlLibrary: data.nvmlLibrary, statPath: data.statPath, zerothReading: data.zerothReading });
  return sampler;
}

/** A failure as it crosses to the main thread: its kind is the reply's error code. */
class SamplerFailure extends Error {
  constructor(
    readonly code: SamplerWorkerError['kind'],
    message: string,
  ) {
    super(message);
  }
}

function toFailure(error: unknown): SamplerFailure {
  if (error instanceof UnsupportedPlatformError) return new SamplerFailure('unsupported_platform', error.message);
  // Only the error's own message crosses: collectors put no captured values into messages.
  return new SamplerFailure('pass_failed', error instanceof Error ? error.message : 'sampling failed');
}

/** Runs `step`, turning whatever it throws into a SamplerFailure. */
async function failingAs<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw toFailure(error);
  }
}

const channel = new ThreadChannel<SamplerWorkerToMain, MainToSamplerWorker>(port);

/** .NET runtime sessions of the authorized lifetimes: created with the first authorization, on this thread. */
let dotnet: DotnetCollector | null = null;
/** Which lifetimes run a .NET runtime with a diagnostics endpoint (no session): checked after every pass. */
let detector: DotnetDetector | null = null;

function detectDotnet(processes: Parameters<DotnetDetector['pass']>[0]): void {
  try {
    detector ??= new DotnetDetector((changes) => channel.notify('dotnet_support', changes), { platform: samplingPlatform(), procRoot: data.procRoot });
  } catch {
    return; // an unsupported platform samples nothing either
  }
  detector.pass(processes);
}

/**
 * The first pass, taken as soon as this thread starts (data.prefetchFirstPass): the application starts this thread
 * before it has loaded its own code (src/cli.ts), so the first table no longer waits for both one after the other. The
 * first `sample` request takes it; every later request samples when asked. A failure here is the request's failure.
 */
/** The process's free malloc memory goes back to the kernel once a minute, after a pass (src/collectors/arena-trim.ts). */
const arenaTrim = new ArenaTrim();
// Large blocks (a pass's snapshot buffers) mapped and unmapped instead of left as holes in the heap; a failure only
// keeps glibc's dynamic threshold.
const mallocThresholdsSet = fixMallocThresholds().catch(() => undefined);

let startupPassed: () => void = () => undefined;
/** Passes answered, up to STARTUP_PASSES. */
let passesAnswered = 0;
/**
 * The passes that make the thread's start-up: the first, with its .NET detection, and the second, the first with
 * rates. Writing the code cache after the first one would compete with the main thread's first frame for the CPU.
 */
const STARTUP_PASSES = 2;
/**
 * Settles once the start-up passes were answered and their .NET detection ran: the thread's start-up code has run,
 * and its script bundle's V8 code cache is written then (src/code-cache/script-bundle.ts).
 */
export const startupDone = new Promise<void>((resolve) => (startupPassed = resolve));

let prefetched: Promise<WirePass> | null = data.prefetchFirstPass === true ? getSampler().then((created) => created.sampleWire()) : null;
prefetched?.catch(() => undefined);
// The early thread's native start-up (koffi and the libraries it loads) is over once both settled (early-sampler.ts).
const settledFlag = data.prefetchSettled;
if (prefetched !== null && settledFlag !== undefined) {
  void Promise.allSettled([prefetched, mallocThresholdsSet]).then(() => {
    Atomics.store(settledFlag, 0, 1);
    Atomics.notify(settledFlag, 0);
  });
}

channel
  .serve('sample', () =>
    failingAs(async () => {
      const first = prefetched;
      prefetched = null;
      const pass = first !== null ? await first : (await getSampler()).sampleWire();
      // The pass is written straight into the wire; while .NET lifetimes are traced (rare, a few processes), their
      // values are merged into a decoded copy and the wire made again.
      const wire = dotnet === null || !dotnet.hasTargets ? pass.wire : encodeSnapshot(withDotnetValues(decodeSnapshot(pass.wire), dotnet));
      for (const mirror of mirrors) mirror.postMessage(wire);
      // After the reply is on its way: the first detection reads every process's environ, which would otherwise
      // hold back the first table (issue 31); its notices follow the snapshot instead of preceding it.
      setImmediate(() => {
        detectDotnet(pass.lifetimes);
        // A failed trim only keeps the memory resident.
        arenaTrim.afterPass().catch(() => undefined);
        if (++passesAnswered === STARTUP_PASSES) startupPassed();
      });
      return wire;
    }),
  )
  .serve('host_info', () => failingAs(async () => (await getSampler()).hostInfo()))
  .serve('close', async () => {
    // Worker threads share the process's descriptor table: files the sampler keeps open must be
    // closed here, terminating the thread would not close them.
    try {
      if (sampler !== null) (await sampler).close();
    } catch {
      // A sampler that failed to start holds nothing.
    }
    // Sessions end with StopTracing so no target keeps a session nobody reads.
    await dotnet?.close();
    for (const mirror of mirrors.splice(0)) mirror.close();
    // The port closes once the reply is on its way.
    setImmediate(() => port.close());
    return null;
  });

channel.onNotice('dotnet_targets', (targets) => {
  if (dotnet === null && targets.length === 0) return;
  try {
    dotnet ??= new DotnetCollector((status) => channel.notify('dotnet_status', status), { platform: samplingPlatform(), procRoot: data.procRoot });
  } catch {
    return; // an unsupported platform samples nothing either; the sample request reports it
  }
  dotnet.setTargets(targets);
});

channel.onNotice('mirror', (mirror) => {
  mirrors.push(mirror);
  mirror.on('close', () => mirrors.splice(mirrors.indexOf(mirror) >>> 0, 1));
});
