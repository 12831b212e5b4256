// NVIDIA adapters and their processes through NVML (native/linux/nvml.ts), where libnvidia-ml.so.1 is installed:
// per device utilization, encoder and decoder utilization, memory used and total; per process GPU memory (the
// compute and graphics process lists) and utilization (nvmlDeviceGetProcessUtilization since the last sample seen).
// Adapters are keyed by their PCI slot in the kernel's form (`0000:01:00.0`), the key the DRM collector gives the
// same device, so one adapter is one entry whichever source sees it.
import type { GpuAdapterMetricId } from '../../../generated/metrics.js';
import type { GpuAdapterSample, MetricValue, UnavailableReason } from '../../model/types.js';
import {
  NVML_ERROR_NO_PERMISSION,
  NVML_ERROR_NOT_SUPPORTED,
  NVML_VALUE_NOT_AVAILABLE,
  openNvml,
  type Nvml,
  type NvmlResult,
} from '../../../native/linux/nvml.js';

/** The library a user's run loads; only a test's stand-in replaces it (LinuxSamplerOptions.nvmlLibrary). */
export const NVML_LIBRARY = 'libnvidia-ml.so.1';

/** One NVIDIA device found at enumeration. */
interface NvmlDevice {
  readonly handle: bigint;
  /** The PCI slot in the kernel's form, else `nvidia:<UUID>` (never the index, which can change at boot). */
  readonly key: string;
  readonly uuid: string | null;
  readonly name: string | null;
  /** The newest process-utilization timestamp seen (µs), passed back so each sample counts once. */
  lastSeenUs: bigint;
}

/** What NVML says of one process on one device this pass. */
export interface NvmlProcessUse {
  readonly device: string;
  /** GPU memory in bytes, null when the driver does not tell (NVML_VALUE_NOT_AVAILABLE) or the process is not listed. */
  readonly memoryBytes: bigint | null;
  /** The busiest of SM, encoder and decoder utilization (mean of this interval's samples), or why none. */
  readonly percent: number | UnavailableReason;
}

export interface NvmlPass {
  readonly adapters: readonly GpuAdapterSample[];
  /** Per PID, the devices it uses. The sampler verifies the lifetime (start time) before crediting it. */
  readonly processes: ReadonlyMap<number, readonly NvmlProcessUse[]>;
}

/** `00000000:01:00.0` → `0000:01:00.0` (the kernel's sysfs and drm-pdev form), lower case. */
export function pciSlotOfBusId(busId: string): string | null {
  const m = /^([0-9a-f]+):([0-9a-f]{2}):([0-9a-f]{2})\.([0-7])$/i.exec(busId.trim());
  if (m === null) return null;
  const domain = Number.parseInt(m[1], 16);
  if (!Number.isSafeInteger(domain) || domain > 0xffff_ffff) return null;
  return `${domain.toString(16).padStart(4, '0')}:${m[2]}:${m[3]}.${m[4]}`.toLowerCase();
}

function reasonOf(status: number): UnavailableReason {
  if (status === NVML_ERROR_NOT_SUPPORTED) return 'unsupported';
  if (status === NVML_ERROR_NO_PERMISSION) return 'access_denied';
  return 'unknown';
}

type Values = Partial<Record<GpuAdapterMetricId, MetricValue>>;
type Unavailable = Partial<Record<GpuAdapterMetricId, UnavailableReason>>;

function put<T>(result: NvmlResult<T>, ids: readonly GpuAdapterMetricId[], value: (v: T) => readonly MetricValue[], values: Values, unavailable: Unavailable): void {
  if (!result.ok) {
    for (const id of ids) unavailable[id] = reasonOf(result.status);
    return;
  }
  const got = value(result.value);
  ids.forEach((id, i) => (values[id] = got[i]));
}

export class NvmlSource {
  private devices: NvmlDevice[] = [];
  private deviceCount = -1;

  private constructor(private readonly nvml: Nvml) {}

  /** The library loaded and initialized, or null: not installed, or no NVIDIA driver (a clean "not present"). */
  static open(library: string = NVML_LIBRARY): NvmlSource | null {
    const nvml = openNvml(library);
    return nvml === null ? null : new NvmlSource(nvml);
  }

  close(): void {
    this.nvml.shutdown();
  }

  /** Adapters and per-process uses; the device list is enumerated again when NVML's count changes. */
  pass(): NvmlPass {
    const count = this.nvml.deviceCount();
    if (!count.ok) return { adapters: [], processes: new Map() };
    if (count.value !== this.deviceCount) this.enumerate(count.value);
    const adapters: GpuAdapterSample[] = [];
    const processes = new Map<number, NvmlProcessUse[]>();
    for (const device of this.devices) {
      adapters.push(this.adapter(device));
      for (const [pid, use] of this.processUses(device)) {
        let uses = processes.get(pid);
        if (uses === undefined) processes.set(pid, (uses = []));
        uses.push(use);
      }
    }
    return { adapters, processes };
  }

  private enumerate(count: number): void {
    const previous = new Map(this.devices.map((d) => [d.key, d.lastSeenUs]));
    this.devices = [];
    this.deviceCount = count;
    for (let i = 0; i < count; i++) {
      const handle = this.nvml.handleByIndex(i);
      if (!handle.ok) continue; // a GPU the driver cannot reach (fallen off the bus); the others still count
      const pci = this.nvml.pciInfo(handle.value);
      const uuid = this.nvml.uuid(handle.value);
      const name = this.nvml.name(handle.value);
      const slot = pci.ok ? pciSlotOfBusId(pci.value.busId) : null;
      const uuidText = uuid.ok ? uuid.value : null;
      const key = slot ?? (uuidText !== null ? `nvidia:${uuidText}` : null);
      if (key === null) continue;
      this.devices.push({ handle: handle.value, key, uuid: uuidText, name: name.ok ? name.value : null, lastSeenUs: previous.get(key) ?? 0n });
    }
  }

  private adapter(device: NvmlDevice): GpuAdapterSample {
    const { handle } = device;
    const values: Values = {};
    const unavailable: Unavailable = {};
    put(this.nvml.utilizationRates(handle), ['utilization_percent'], (u) => [Math.min(100, u.gpu)], values, unavailable);
    put(this.nvml.encoderUtilization(handle), ['encode_average_percent', 'encode_max_percent'], (p) => [Math.min(100, p), Math.min(100, p)], values, unavailable);
    // NVML reports encoder (and decoder) utilization for the device as a whole, not per engine, nor their count.
    unavailable.encode_engine_count = 'unsupported';
    put(this.nvml.decoderUtilization(handle), ['decode_average_percent', 'decode_max_percent'], (p) => [Math.min(100, p), Math.min(100, p)], values, unavailable);
    unavailable.decode_engine_count = 'unsupported';
    put(this.nvml.memoryInfo(handle), ['dedicated_bytes', 'dedicated_total_bytes'], (m) => [m.used, m.total], values, unavailable);
    // NVIDIA adapters have no shared-memory segment NVML reports (system memory mapped for the GPU is not counted).
    unavailable.shared_bytes = 'unsupported';
    unavailable.shared_total_bytes = 'unsupported';
    return { adapterId: device.key, name: device.name, values, unavailable };
  }

  /**
   * Per PID on one device: memory from the compute and graphics lists (a process in both is listed by each with its
   * whole memory: the larger counts, not their sum), utilization from the samples newer than the last one seen (a
   * listed process without a sample was idle: 0). A failing list or utilization call is that figure's reason.
   */
  private processUses(device: NvmlDevice): Map<number, NvmlProcessUse> {
    const memory = new Map<number, bigint | null>();
    for (const kind of ['compute', 'graphics'] as const) {
      const listed = this.nvml.runningProcesses(device.handle, kind);
      // A failing list (NOT_SUPPORTED on some boards): its processes are not credited with memory on this device.
      if (!listed.ok) continue;
      for (const { pid, usedGpuMemory } of listed.value) {
        const bytes = usedGpuMemory === NVML_VALUE_NOT_AVAILABLE ? null : usedGpuMemory;
        const had = memory.get(pid);
        memory.set(pid, had === undefined ? bytes : had === null ? bytes : bytes === null || had > bytes ? had : bytes);
      }
    }
    const samples = this.nvml.processUtilization(device.handle, device.lastSeenUs);
    const busy = new Map<number, { sum: number; n: number }>();
    if (samples.ok) {
      for (const s of samples.value) {
        if (s.timeStampUs > device.lastSeenUs) device.lastSeenUs = s.timeStampUs;
        const acc = busy.get(s.pid) ?? { sum: 0, n: 0 };
        acc.sum += Math.max(s.smUtil, s.encUtil, s.decUtil);
        acc.n++;
        busy.set(s.pid, acc);
      }
    }
    const out = new Map<number, NvmlProcessUse>();
    for (const pid of new Set([...memory.keys(), ...busy.keys()])) {
      const acc = busy.get(pid);
      const percent: number | UnavailableReason = !samples.ok ? reasonOf(samples.status) : acc === undefined ? 0 : Math.min(100, acc.sum / acc.n);
      const bytes = memory.get(pid);
      out.set(pid, { device: device.key, memoryBytes: bytes ?? null, percent });
    }
    return out;
  }
}
