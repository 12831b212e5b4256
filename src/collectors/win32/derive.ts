// Pure arithmetic of the Windows sampler: CPU shares from 100 ns time deltas, exact per-second rates, GPU
// aggregation from PDH instance names, and the evidence rules that tell an emulated zero from a measurement.
// No native calls, so Linux unit tests run it on recorded values.

const NS_PER_S = 1_000_000_000n;

/** Process CPU% of total logical CPU capacity: (kernel+user delta in 100 ns) / (wall delta × CPUs), 0..100. */
export function processCpuPercent(cpuDelta100ns: bigint, wallDeltaNs: bigint, logicalCpus: number): number | null {
  if (wallDeltaNs <= 0n || logicalCpus <= 0 || cpuDelta100ns < 0n) return null;
  const percent = (Number(cpuDelta100ns) * 100 * 100) / (Number(wallDeltaNs) * logicalCpus);
  return Math.min(100, Math.max(0, percent));
}

export interface SystemTimes {
  readonly idle: bigint;
  /** Kernel time includes idle time (GetSystemTimes). */
  readonly kernel: bigint;
  readonly user: bigint;
}

/** System CPU shares from two GetSystemTimes readings; null when no time passed or a counter went backwards. */
export function systemCpuShares(before: SystemTimes, after: SystemTimes): { total: number; user: number; kernel: number } | null {
  const idle = after.idle - before.idle;
  const kernel = after.kernel - before.kernel;
  const user = after.user - before.user;
  const all = kernel + user;
  if (all <= 0n || idle < 0n || kernel < idle || user < 0n) return null;
  const share = (part: bigint): number => Math.min(100, Math.max(0, (Number(part) / Number(all)) * 100));
  return { total: share(all - idle), user: share(user), kernel: share(kernel - idle) };
}

/** Byte offsets of IdleTime, KernelTime and UserTime in one SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION entry of 48 bytes. */
const PROCESSOR_ENTRY = 48;
const IDLE_AT = 0;
const KERNEL_AT = 8;
const USER_AT = 16;

/** A 100 ns count as a number, from its two 32-bit words (no bigint per read): exact below 2^53 (28 years of one CPU). */
function count100ns(entries: Buffer, offset: number): number {
  return entries.readUInt32LE(offset + 4) * 0x1_0000_0000 + entries.readUInt32LE(offset);
}

/**
 * Processor `index`'s busy share between two SystemProcessorPerformanceInformation arrays: (kernel + user − idle) /
 * (kernel + user) of its deltas (kernel time includes idle time), the arithmetic of systemCpuShares' total for one
 * processor; null when no time passed or a counter went backwards.
 */
export function processorBusyPercent(before: Buffer, after: Buffer, index: number): number | null {
  const at = index * PROCESSOR_ENTRY;
  const idle = count100ns(after, at + IDLE_AT) - count100ns(before, at + IDLE_AT);
  const kernel = count100ns(after, at + KERNEL_AT) - count100ns(before, at + KERNEL_AT);
  const user = count100ns(after, at + USER_AT) - count100ns(before, at + USER_AT);
  const all = kernel + user;
  if (all <= 0 || idle < 0 || kernel < idle || user < 0) return null;
  return Math.min(100, Math.max(0, ((all - idle) / all) * 100));
}

/** `delta * 1e9 / elapsedNs`, floored: an exact per-second rate of a counter delta; null when it cannot be one. */
export function perSecond(now: bigint, before: bigint, elapsedNs: bigint): bigint | null {
  if (elapsedNs <= 0n || now < before) return null;
  return ((now - before) * NS_PER_S) / elapsedNs;
}

/**
 * The per-second rate of a 32-bit counter that wraps (PageFaultCount is a ULONG): the delta is taken modulo 2^32, so a
 * wrap between two passes is still a rate. A counter cannot wrap twice in one pass at any real fault rate.
 */
export function wrapping32PerSecond(now: number, before: number, elapsedNs: bigint): bigint | null {
  if (elapsedNs <= 0n) return null;
  return (BigInt((now - before) >>> 0) * NS_PER_S) / elapsedNs;
}

/** A non-negative finite PDH double as an exact-enough integer (PDH formats byte rates as doubles). */
export function pdhInteger(value: number): bigint | null {
  if (!Number.isFinite(value) || value < 0) return null;
  return BigInt(Math.floor(value));
}

/** Working set minus private working set, only when both exist and the difference is not negative. */
export function shareableWorkingSet(workingSet: bigint | null, privateWorkingSet: bigint | null): bigint | null {
  if (workingSet === null || privateWorkingSet === null || workingSet < privateWorkingSet) return null;
  return workingSet - privateWorkingSet;
}

// ── GPU from PDH instance names ─────────────────────────────────────────────────────────────────────

/** `pid_1234_luid_0x00000000_0x0000C5D4_phys_0_eng_3_engtype_VideoDecode` and its shorter memory forms. */
export interface GpuInstance {
  readonly pid: number | null;
  /** Adapter LUID as `high:low`, eight lowercase hex digits each. */
  readonly adapter: string;
  readonly phys: number;
  readonly engine: number | null;
  readonly engineType: string | null;
}

export function parseGpuInstance(name: string): GpuInstance | null {
  const m = /^(?:pid_(\d+)_)?luid_0x([0-9a-f]{1,8})_0x([0-9a-f]{1,8})_phys_(\d+)(?:_eng_(\d+)_engtype_(.*))?$/i.exec(name);
  if (m === null) return null;
  return {
    pid: m[1] === undefined ? null : Number(m[1]),
    adapter: `${m[2]!.toLowerCase().padStart(8, '0')}:${m[3]!.toLowerCase().padStart(8, '0')}`,
    phys: Number(m[4]),
    engine: m[5] === undefined ? null : Number(m[5]),
    engineType: m[6] === undefined ? null : m[6],
  };
}

export interface GpuEngineSample {
  readonly instance: string;
  readonly value: number;
}

export interface AdapterUtilization {
  readonly utilization: number;
  readonly encode: { readonly average: number; readonly max: number; readonly count: number };
  readonly decode: { readonly average: number; readonly max: number; readonly count: number };
}

/**
 * Per process: utilization summed per engine, the busiest engine wins (Task Manager's rule), clamped to 100.
 * Per adapter: each engine's utilization summed over processes; the adapter's utilization is its busiest engine;
 * video encode and decode engines report their mean, maximum and count.
 */
export function aggregateGpuEngines(samples: readonly GpuEngineSample[]): {
  byPid: Map<number, number>;
  byAdapter: Map<string, AdapterUtilization>;
} {
  const perProcessEngine = new Map<string, number>();
  const perAdapterEngine = new Map<string, { adapter: string; type: string; sum: number }>();
  for (const s of samples) {
    const inst = parseGpuInstance(s.instance);
    if (inst === null || inst.engine === null || !Number.isFinite(s.value) || s.value < 0) continue;
    const engineKey = `${inst.adapter}/${inst.phys}/${inst.engine}`;
    if (inst.pid !== null) {
      const key = `${inst.pid}|${engineKey}`;
      perProcessEngine.set(key, (perProcessEngine.get(key) ?? 0) + s.value);
    }
    const entry = perAdapterEngine.get(engineKey) ?? { adapter: inst.adapter, type: inst.engineType ?? '', sum: 0 };
    entry.sum += s.value;
    perAdapterEngine.set(engineKey, entry);
  }
  const byPid = new Map<number, number>();
  for (const [key, value] of perProcessEngine) {
    const pid = Number(key.slice(0, key.indexOf('|')));
    byPid.set(pid, Math.min(100, Math.max(byPid.get(pid) ?? 0, value)));
  }
  const grouped = new Map<string, { all: number[]; encode: number[]; decode: number[] }>();
  for (const { adapter, type, sum } of perAdapterEngine.values()) {
    const g = grouped.get(adapter) ?? { all: [], encode: [], decode: [] };
    const v = Math.min(100, sum);
    g.all.push(v);
    if (/^VideoEncode/i.test(type)) g.encode.push(v);
    if (/^VideoDecode/i.test(type)) g.decode.push(v);
    grouped.set(adapter, g);
  }
  const stats = (values: number[]) => ({
    average: values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length,
    max: values.length === 0 ? 0 : Math.max(...values),
    count: values.length,
  });
  const byAdapter = new Map<string, AdapterUtilization>();
  for (const [adapter, g] of grouped) {
    byAdapter.set(adapter, { utilization: g.all.length === 0 ? 0 : Math.max(...g.all), encode: stats(g.encode), decode: stats(g.decode) });
  }
  return { byPid, byAdapter };
}

/** Sums a memory counter per process or per adapter (bytes as doubles from PDH, floored). */
export function sumGpuMemory(samples: readonly GpuEngineSample[], by: 'pid' | 'adapter'): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const s of samples) {
    const inst = parseGpuInstance(s.instance);
    const bytes = pdhInteger(s.value);
    if (inst === null || bytes === null) continue;
    const key = by === 'pid' ? (inst.pid === null ? null : String(inst.pid)) : inst.adapter;
    if (key === null) continue;
    out.set(key, (out.get(key) ?? 0n) + bytes);
  }
  return out;
}

// ── evidence: emulated zeros are not measurements ───────────────────────────────────────────────────

/**
 * A live Node process always holds handles (its executable, threads, events, the console). A handle count of 0 for
 * ourselves means the source is a stub (Wine), so no process's count from it is a measurement.
 */
export function handleCountIsMeasured(selfCount: number | null): boolean {
  return selfCount !== null && selfCount > 0;
}

/**
 * After this process has read a file, its IO read counters cannot both be 0 on Windows: all zeros after our own
 * read mean the counters are not kept (Wine), so no process's IO rate from them is a measurement.
 */
export function ioCountersAreMeasured(self: { readOperations: bigint; readBytes: bigint } | null): boolean {
  return self !== null && (self.readOperations > 0n || self.readBytes > 0n);
}

/** Kernel pools of a running Windows are never empty: a 0 from GetPerformanceInfo is a stub's value. */
export function kernelPoolIsMeasured(bytes: bigint): boolean {
  return bytes > 0n;
}
