// koffi declarations for the NVIDIA Management Library calls the Linux GPU collector makes: the device list, each
// device's identity (PCI bus id, UUID, name), utilization (adapter, encoder, decoder), memory, and per-process memory
// and utilization. The library is optional: openNvml returns null when it cannot be loaded or initialized (no NVIDIA
// driver), and nothing here is loaded until then.
//
// Conventions (as in native/win32/common.ts): out-parameters and structs are caller-owned zeroed Buffers declared
// `void *`; an nvmlDevice_t is a pointer-sized opaque handle carried as a bigint. Struct layouts are those of nvml.h
// on every 64-bit Linux ABI (natural alignment).
import koffi from 'koffi';

/** nvmlReturn_t values the collector tells apart. */
export const NVML_SUCCESS = 0;
export const NVML_ERROR_NOT_SUPPORTED = 3;
export const NVML_ERROR_NO_PERMISSION = 4;
export const NVML_ERROR_NOT_FOUND = 6;
export const NVML_ERROR_INSUFFICIENT_SIZE = 7;

/** usedGpuMemory when the driver cannot tell (Windows WDDM, some containers): NVML_VALUE_NOT_AVAILABLE. */
export const NVML_VALUE_NOT_AVAILABLE = 0xffff_ffff_ffff_ffffn;

/** An NVML call that produced a value or failed with its nvmlReturn_t. */
export type NvmlResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number };

export interface NvmlPciInfo {
  /** `busId` as NVML prints it: `00000000:01:00.0` (domain in 8 hex digits, upper case). */
  readonly busId: string;
}

export interface NvmlUtilization {
  readonly gpu: number;
  readonly memory: number;
}

export interface NvmlMemory {
  readonly total: bigint;
  readonly free: bigint;
  readonly used: bigint;
}

/** One nvmlProcessInfo_t: the process and its GPU memory (NVML_VALUE_NOT_AVAILABLE when unknown). */
export interface NvmlProcessInfo {
  readonly pid: number;
  readonly usedGpuMemory: bigint;
}

/** One nvmlProcessUtilizationSample_t. */
export interface NvmlProcessSample {
  readonly pid: number;
  /** CPU timestamp in µs since the Unix epoch. */
  readonly timeStampUs: bigint;
  readonly smUtil: number;
  readonly memUtil: number;
  readonly encUtil: number;
  readonly decUtil: number;
}

/** The loaded library: one method per NVML call, each returning the nvmlReturn_t on failure. */
export interface Nvml {
  deviceCount(): NvmlResult<number>;
  handleByIndex(index: number): NvmlResult<bigint>;
  pciInfo(device: bigint): NvmlResult<NvmlPciInfo>;
  uuid(device: bigint): NvmlResult<string>;
  name(device: bigint): NvmlResult<string>;
  utilizationRates(device: bigint): NvmlResult<NvmlUtilization>;
  encoderUtilization(device: bigint): NvmlResult<number>;
  decoderUtilization(device: bigint): NvmlResult<number>;
  memoryInfo(device: bigint): NvmlResult<NvmlMemory>;
  /** Compute and graphics processes together (a process using both is listed by each; the caller merges). */
  runningProcesses(device: bigint, kind: 'compute' | 'graphics'): NvmlResult<NvmlProcessInfo[]>;
  /** Samples newer than `lastSeenUs`; NVML_ERROR_NOT_FOUND (none since then) is an empty list. */
  processUtilization(device: bigint, lastSeenUs: bigint): NvmlResult<NvmlProcessSample[]>;
  shutdown(): void;
}

type Fn = (...args: unknown[]) => number;

/** sizeof(nvmlPciInfo_t): busIdLegacy[16], domain, bus, device, pciDeviceId, pciSubSystemId, busId[32]. */
const PCI_INFO_BYTES = 68;
const PCI_BUS_ID_AT = 36;
/** sizeof(nvmlProcessInfo_t) (the _v2/_v3 layout): pid, (pad), usedGpuMemory, gpuInstanceId, computeInstanceId. */
const PROCESS_INFO_BYTES = 24;
/** sizeof(nvmlProcessUtilizationSample_t): pid, (pad), timeStamp, smUtil, memUtil, encUtil, decUtil. */
const PROCESS_SAMPLE_BYTES = 32;
/** NVML_DEVICE_UUID_V2_BUFFER_SIZE and NVML_DEVICE_NAME_V2_BUFFER_SIZE. */
const TEXT_BYTES = 96;
/** Process lists are asked for with room for this many first; a longer list is asked for again at its size. */
const FIRST_PROCESS_ROOM = 64;

function cString(buffer: Buffer, at = 0, end = buffer.length): string {
  const nul = buffer.indexOf(0, at);
  return buffer.toString('latin1', at, nul < 0 || nul > end ? end : nul);
}

/**
 * Loads `library` and calls nvmlInit_v2; null when the library is absent or the driver does not initialize (both
 * mean "no NVIDIA adapter here" to the collector). `library` is `libnvidia-ml.so.1` except in tests (a stand-in).
 */
export function openNvml(library: string): Nvml | null {
  let lib: ReturnType<typeof koffi.load>;
  try {
    lib = koffi.load(library);
  } catch {
    return null;
  }
  const f = (signature: string): Fn => lib.func(signature) as Fn;
  let calls: Record<string, Fn>;
  try {
    calls = {
      init: f('int nvmlInit_v2(void)'),
      shutdown: f('int nvmlShutdown(void)'),
      count: f('int nvmlDeviceGetCount_v2(void *count)'),
      handle: f('int nvmlDeviceGetHandleByIndex_v2(unsigned int index, void *device)'),
      pci: f('int nvmlDeviceGetPciInfo_v3(void *device, void *pci)'),
      uuid: f('int nvmlDeviceGetUUID(void *device, void *uuid, unsigned int length)'),
      name: f('int nvmlDeviceGetName(void *device, void *name, unsigned int length)'),
      utilization: f('int nvmlDeviceGetUtilizationRates(void *device, void *utilization)'),
      encoder: f('int nvmlDeviceGetEncoderUtilization(void *device, void *utilization, void *samplingPeriodUs)'),
      decoder: f('int nvmlDeviceGetDecoderUtilization(void *device, void *utilization, void *samplingPeriodUs)'),
      memory: f('int nvmlDeviceGetMemoryInfo(void *device, void *memory)'),
      compute: f('int nvmlDeviceGetComputeRunningProcesses_v3(void *device, void *count, void *infos)'),
      graphics: f('int nvmlDeviceGetGraphicsRunningProcesses_v3(void *device, void *count, void *infos)'),
      processUtilization: f('int nvmlDeviceGetProcessUtilization(void *device, void *samples, void *count, unsigned long long lastSeen)'),
    };
  } catch {
    return null; // a library too old for these entry points (before R470) is treated as absent
  }
  if (calls.init() !== NVML_SUCCESS) return null;
  const u32 = Buffer.alloc(4);
  const u32b = Buffer.alloc(4);
  const handle = Buffer.alloc(8);
  const text = Buffer.alloc(TEXT_BYTES);
  const textCall = (fn: Fn, device: bigint): NvmlResult<string> => {
    text.fill(0);
    const status = fn(device, text, TEXT_BYTES);
    return status === NVML_SUCCESS ? { ok: true, value: cString(text) } : { ok: false, status };
  };
  const percentCall = (fn: Fn, device: bigint): NvmlResult<number> => {
    u32.fill(0);
    const status = fn(device, u32, u32b);
    return status === NVML_SUCCESS ? { ok: true, value: u32.readUInt32LE(0) } : { ok: false, status };
  };
  return {
    deviceCount() {
      u32.fill(0);
      const status = calls.count(u32);
      return status === NVML_SUCCESS ? { ok: true, value: u32.readUInt32LE(0) } : { ok: false, status };
    },
    handleByIndex(index) {
      handle.fill(0);
      const status = calls.handle(index, handle);
      return status === NVML_SUCCESS ? { ok: true, value: handle.readBigUInt64LE(0) } : { ok: false, status };
    },
    pciInfo(device) {
      const pci = Buffer.alloc(PCI_INFO_BYTES);
      const status = calls.pci(device, pci);
      return status === NVML_SUCCESS ? { ok: true, value: { busId: cString(pci, PCI_BUS_ID_AT, PCI_INFO_BYTES) } } : { ok: false, status };
    },
    uuid: (device) => textCall(calls.uuid, device),
    name: (device) => textCall(calls.name, device),
    utilizationRates(device) {
      const out = Buffer.alloc(8);
      const status = calls.utilization(device, out);
      return status === NVML_SUCCESS ? { ok: true, value: { gpu: out.readUInt32LE(0), memory: out.readUInt32LE(4) } } : { ok: false, status };
    },
    encoderUtilization: (device) => percentCall(calls.encoder, device),
    decoderUtilization: (device) => percentCall(calls.decoder, device),
    memoryInfo(device) {
      const out = Buffer.alloc(24);
      const status = calls.memory(device, out);
      if (status !== NVML_SUCCESS) return { ok: false, status };
      return { ok: true, value: { total: out.readBigUInt64LE(0), free: out.readBigUInt64LE(8), used: out.readBigUInt64LE(16) } };
    },
    runningProcesses(device, kind) {
      const fn = kind === 'compute' ? calls.compute : calls.graphics;
      let room = FIRST_PROCESS_ROOM;
      for (let attempt = 0; attempt < 3; attempt++) {
        const infos = Buffer.alloc(room * PROCESS_INFO_BYTES);
        u32.writeUInt32LE(room, 0);
        const status = fn(device, u32, infos);
        const n = u32.readUInt32LE(0);
        if (status === NVML_ERROR_INSUFFICIENT_SIZE) {
          room = Math.max(n, room) * 2; // processes may start between the two calls
          continue;
        }
        if (status !== NVML_SUCCESS) return { ok: false, status };
        const out: NvmlProcessInfo[] = [];
        for (let i = 0; i < Math.min(n, room); i++) {
          const at = i * PROCESS_INFO_BYTES;
          out.push({ pid: infos.readUInt32LE(at), usedGpuMemory: infos.readBigUInt64LE(at + 8) });
        }
        return { ok: true, value: out };
      }
      return { ok: false, status: NVML_ERROR_INSUFFICIENT_SIZE };
    },
    processUtilization(device, lastSeenUs) {
      // The documented protocol: ask for the count with a NULL buffer, then read into a buffer of that size.
      u32.writeUInt32LE(0, 0);
      let status = calls.processUtilization(device, null, u32, lastSeenUs);
      if (status === NVML_ERROR_NOT_FOUND) return { ok: true, value: [] };
      if (status !== NVML_ERROR_INSUFFICIENT_SIZE && status !== NVML_SUCCESS) return { ok: false, status };
      const room = u32.readUInt32LE(0) + 8; // room for processes that start in between
      if (room === 8 && status === NVML_SUCCESS) return { ok: true, value: [] };
      const samples = Buffer.alloc(room * PROCESS_SAMPLE_BYTES);
      u32.writeUInt32LE(room, 0);
      status = calls.processUtilization(device, samples, u32, lastSeenUs);
      if (status === NVML_ERROR_NOT_FOUND) return { ok: true, value: [] };
      if (status !== NVML_SUCCESS) return { ok: false, status };
      const out: NvmlProcessSample[] = [];
      for (let i = 0; i < Math.min(u32.readUInt32LE(0), room); i++) {
        const at = i * PROCESS_SAMPLE_BYTES;
        out.push({
          pid: samples.readUInt32LE(at),
          timeStampUs: samples.readBigUInt64LE(at + 8),
          smUtil: samples.readUInt32LE(at + 16),
          memUtil: samples.readUInt32LE(at + 20),
          encUtil: samples.readUInt32LE(at + 24),
          decUtil: samples.readUInt32LE(at + 28),
        });
      }
      return { ok: true, value: out };
    },
    shutdown() {
      calls.shutdown();
    },
  };
}
