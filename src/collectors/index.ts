// Picks the platform's sampling collector behind one interface; nothing outside collectors/ and
// native/ knows which platform it runs on.
import type { HostInfo } from '../model/types.js';
import { encodeSnapshot, type WirePass } from '../model/wire.js';
import { samplingPlatform, UnsupportedPlatformError, type SamplingPlatform } from './platform.js';

/**
 * One platform's sampler: a synchronous pass over every process and system metric, in the one form every reader
 * takes, the wire the sampler thread hands over (model/wire.ts; tests and benches read it with decodeSnapshot).
 */
export interface PlatformSampler {
  /** One complete sampling pass with each process's lifetime. Runs synchronously; call it from the sampling worker. */
  sampleWire(): WirePass;
  /** Host facts, read once and cached. */
  hostInfo(): HostInfo;
  /** Releases what the sampler holds between passes (kept files, native handles). */
  close(): void;
}

export interface SamplerOptions {
  /** Linux only: where procfs and sysfs are mounted (tests point these at recorded fixtures). */
  readonly procRoot?: string;
  readonly sysRoot?: string;
  /** Linux only: a stand-in NVML library instead of libnvidia-ml.so.1 (the NVML tests). */
  readonly nvmlLibrary?: string;
  /** Linux only: a file read in place of /proc/stat (the test hook `procStat`). */
  readonly statPath?: string;
  /** Linux only: the zeroth reading for the first pass's rates (linux/zeroth-reading.ts, SamplerWorkerData). */
  readonly zerothReading?: SharedArrayBuffer;
  /** Overrides the detected platform (tests). */
  readonly platform?: string;
}

/**
 * Creates the sampler of the current platform. Asynchronous so that each platform's module, and the
 * native bindings it loads, is imported only on its own platform.
 */
export async function createSampler(options: SamplerOptions = {}): Promise<PlatformSampler> {
  const platform: SamplingPlatform = samplingPlatform(options.platform);
  if (platform === 'win32') {
    const { Win32Sampler } = await import('./win32/sampling.js');
    const { readHostInfo: readWin32HostInfo } = await import('./win32/host-info.js');
    const sampler = new Win32Sampler();
    let host: HostInfo | null = null;
    return {
      // Windows builds its pass as a Snapshot (win32/sampling.ts); this is the one place it becomes the wire.
      sampleWire: () => {
        const snapshot = sampler.sample();
        return { wire: encodeSnapshot(snapshot), lifetimes: snapshot.processes };
      },
      hostInfo: () => (host ??= readWin32HostInfo()),
      close: () => sampler.close(),
    };
  }
  const { LinuxSampler } = await import('./linux/sampling.js');
  // The per-process network rates read socket links with the native scan once it is loaded on this thread.
  const { prepareSocketScan } = await import('./linux/investigations/socket-links.js');
  await prepareSocketScan();
  const { readHostInfo } = await import('./linux/host-info.js');
  const sampler = new LinuxSampler({
    procRoot: options.procRoot,
    sysRoot: options.sysRoot,
    nvmlLibrary: options.nvmlLibrary,
    statPath: options.statPath,
    zerothReading: options.zerothReading,
  });
  let host: HostInfo | null = null;
  return {
    sampleWire: () => sampler.sampleWire(),
    hostInfo: () => (host ??= readHostInfo({ procRoot: options.procRoot, sysRoot: options.sysRoot })),
    close: () => sampler.close(),
  };
}

export { samplingPlatform, UnsupportedPlatformError };
export type { SamplingPlatform };
export type {
  GpuAdapterSample,
  HostInfo,
  MetricSet,
  MetricValue,
  ProcessIdentity,
  ProcessSample,
  Snapshot,
  SystemSample,
  UnavailableReason,
} from '../model/types.js';
export { identityKey } from '../model/types.js';
export { SamplingWorker, type SamplingFailure, type SamplingWorkerOptions } from './sampler.js';
