// The Windows sampling pass: every process from a Toolhelp snapshot, per-process metrics through a process handle
// held between passes, system metrics from GetPerformanceInfo / GlobalMemoryStatusEx / GetSystemTimes and one
// persistent PDH query. Runs synchronously inside the sampling worker. Sources Wine stubs with zeros are reported
// unavailable (see emulation.ts), never as measurements.
import type { GpuAdapterMetricId, ProcessMetricId, SystemMetricId } from '../../../generated/metrics.js';
import { ERROR, NTSTATUS, type Handle } from '../../../native/win32/common.js';
import {
  activeProcessorCount,
  closeHandle,
  listProcesses,
  memoryStatus,
  openProcess,
  processAlive,
  processImagePath,
  processIoCounters,
  processHandleCount,
  processTimes,
  systemTimes,
  threadTimes,
  type ProcessTimes,
  PROCESS_QUERY_LIMITED_INFORMATION,
  PROCESS_VM_READ,
  SYNCHRONIZE,
} from '../../../native/win32/kernel32.js';
import { PROCESSOR_PERFORMANCE_SIZE, processorPerformance, processVmCounters } from '../../../native/win32/ntdll.js';
import { CPU_CORE_PERCENT_IDS } from '../../model/metrics.js';
import { performanceInfo, processMemoryInfo } from '../../../native/win32/psapi.js';
import { fileTimeToUnixMs, type ProcessEntry } from '../../../native/win32/structs.js';
import { guiResources, GR_GDIOBJECTS, GR_USEROBJECTS } from '../../../native/win32/user32.js';
import type { GpuAdapterSample, MetricValue, ProcessIdentity, ProcessSample, Snapshot, SystemSample, UnavailableReason } from '../../model/types.js';
import {
  aggregateGpuEngines,
  kernelPoolIsMeasured,
  pdhInteger,
  perSecond,
  wrapping32PerSecond,
  processCpuPercent,
  processorBusyPercent,
  shareableWorkingSet,
  sumGpuMemory,
  systemCpuShares,
  type AdapterUtilization,
  type SystemTimes,
} from './derive.js';
import { emulationReport, type EmulationReport } from './emulation.js';
import { PdhCounters, type PdhReading } from './pdh-counters.js';
import { AccountNames } from './users.js';
import { DOTNET_METRICS } from '../metric-sets.js';

/** GetGuiResources is sampled this often per process (spec: every 5 s). */
const GUI_INTERVAL_NS = 5_000_000_000n;
/** The image path is re-read this often per process (it cannot change for a process lifetime, but a failed read may recover). */
const PATH_RETRY_PASSES = 10;
/** After ERROR_ACCESS_DENIED opening a process, retry only this often. */
const DENIED_RETRY_PASSES = 10;
/** GetCurrentThread() pseudo-handle. */
const CURRENT_THREAD: Handle = 0xffff_ffff_ffff_fffen;

export interface Win32SamplerClock {
  wallMs(): number;
  monoNs(): bigint;
}

const systemClock: Win32SamplerClock = { wallMs: () => Date.now(), monoNs: () => process.hrtime.bigint() };

/** Per-PID state: the held handle (it keeps the PID from being reused while we hold it), identity and previous counters. */
interface Tracked {
  readonly pid: number;
  handle: Handle | null;
  /** Whether the handle has PROCESS_VM_READ (K32GetProcessMemoryInfo needs it). */
  vmRead: boolean;
  deniedPass: number;
  identity: ProcessIdentity | null;
  seenPass: number;
  prevMonoNs: bigint;
  prevCpu: bigint | null;
  prevRead: bigint | null;
  prevWrite: bigint | null;
  prevPageFaults: number | null;
  path: string | null;
  pathReason: UnavailableReason | null;
  pathPass: number;
  user: string | null;
  userRead: boolean;
  guiAtNs: bigint | null;
  userObjects: number | null;
  gdiObjects: number | null;
  guiReason: UnavailableReason | null;
}

function newTracked(pid: number): Tracked {
  return {
    pid,
    handle: null,
    vmRead: false,
    deniedPass: -1,
    identity: null,
    seenPass: -1,
    prevMonoNs: 0n,
    prevCpu: null,
    prevRead: null,
    prevWrite: null,
    prevPageFaults: null,
    path: null,
    pathReason: null,
    pathPass: -1,
    user: null,
    userRead: false,
    guiAtNs: null,
    userObjects: null,
    gdiObjects: null,
    guiReason: null,
  };
}

function reasonOf(error: number): UnavailableReason {
  if (error === ERROR.ACCESS_DENIED) return 'access_denied';
  if (error === ERROR.INVALID_PARAMETER) return 'exited';
  return 'unknown';
}

type ProcessValues = Partial<Record<ProcessMetricId, MetricValue>>;
type ProcessUnavailable = Partial<Record<ProcessMetricId, UnavailableReason>>;

/**
 * The identity of the process from its Toolhelp entry and times; a new lifetime on the PID (or the first sight
 * of it) resets the per-lifetime state so that rates start over.
 */
function refreshIdentity(entry: Tracked, proc: ProcessEntry, times: ProcessTimes | null): ProcessIdentity {
  // Identity: the creation FILETIME is the start token; a held handle pins the PID, so it cannot change under us.
  const startToken = times === null ? null : times.creation.toString();
  const startTimeMs = times === null ? null : fileTimeToUnixMs(times.creation);
  const identity: ProcessIdentity = { pid: proc.pid, name: proc.exeFile, startTimeMs, startToken };
  const previous = entry.identity;
  if (previous === null || previous.startToken !== identity.startToken || previous.name !== identity.name) {
    // A new lifetime on this PID (or the first sight of it): rates start over.
    entry.prevCpu = null;
    entry.prevRead = null;
    entry.prevWrite = null;
    entry.prevPageFaults = null;
    entry.guiAtNs = null;
    entry.pathPass = -1;
    entry.userRead = false;
  }
  entry.identity = identity;
  return identity;
}

/**
 * Memory: working set from K32GetProcessMemoryInfo; private bytes from ProcessVmCounters PrivateUsage (PagefileUsage
 * as the documented fallback); the private working set from the _EX2 counters where the OS provides them. Returns the
 * page-fault count the same structures carry (null when neither could be read), for the page-fault rate.
 */
function readProcessMemory(entry: Tracked, denied: UnavailableReason, values: ProcessValues, unavailable: ProcessUnavailable): number | null {
  const handle = entry.handle;
  let pageFaults: number | null = null;
  let workingSet: bigint | null = null;
  let privateWorkingSet: bigint | null = null;
  let memoryReason: UnavailableReason = denied;
  if (handle !== null) {
    const vm = processVmCounters(handle);
    if (entry.vmRead) {
      const pmc = processMemoryInfo(handle);
      if (pmc.ok) {
        workingSet = pmc.value.workingSetSize;
        pageFaults = pmc.value.pageFaultCount;
      } else memoryReason = reasonOf(pmc.error);
    }
    if (vm.ok) {
      workingSet ??= vm.value.workingSetSize;
      pageFaults = vm.value.pageFaultCount;
      values.private_bytes = vm.value.privateUsage > 0n ? vm.value.privateUsage : vm.value.pagefileUsage;
      privateWorkingSet = vm.value.privateWorkingSetSize;
    } else {
      const pmc = entry.vmRead ? processMemoryInfo(handle) : null;
      if (pmc?.ok) values.private_bytes = pmc.value.pagefileUsage;
      else unavailable.private_bytes = vm.error === NTSTATUS.ACCESS_DENIED ? 'access_denied' : memoryReason;
    }
  } else unavailable.private_bytes = denied;
  if (workingSet !== null) values.workset_bytes = workingSet;
  else unavailable.workset_bytes = memoryReason;
  if (privateWorkingSet !== null) values.workset_private_bytes = privateWorkingSet;
  else unavailable.workset_private_bytes = handle === null ? denied : 'unsupported';
  const shareable = shareableWorkingSet(workingSet, privateWorkingSet);
  if (shareable !== null) values.workset_shareable_bytes = shareable;
  else unavailable.workset_shareable_bytes = handle === null ? denied : 'unsupported';
  return pageFaults;
}

/** One IO rate: first_sample without a previous reading of this lifetime, unknown when the counter went back. */
function ioRate(
  now: bigint,
  before: bigint | null,
  elapsedNs: bigint,
  id: ProcessMetricId,
  values: ProcessValues,
  unavailable: ProcessUnavailable,
): void {
  if (before === null) unavailable[id] = 'first_sample';
  else {
    const r = perSecond(now, before, elapsedNs);
    if (r === null) unavailable[id] = 'unknown';
    else values[id] = r;
  }
}

/**
 * Page faults per second: every fault (soft and hard), the only per-process count Windows keeps, from the counters
 * the memory step read. A wrap of the 32-bit counter between passes is still a rate (wrapping32PerSecond).
 */
function pageFaultRate(
  entry: Tracked,
  count: number | null,
  denied: UnavailableReason,
  elapsedNs: bigint,
  values: ProcessValues,
  unavailable: ProcessUnavailable,
): void {
  const before = entry.prevPageFaults;
  entry.prevPageFaults = count;
  if (count === null) unavailable.page_faults_major_per_sec = entry.handle === null ? denied : 'unknown';
  else if (before === null) unavailable.page_faults_major_per_sec = 'first_sample';
  else {
    const r = wrapping32PerSecond(count, before, elapsedNs);
    if (r === null) unavailable.page_faults_major_per_sec = 'unknown';
    else values.page_faults_major_per_sec = r;
  }
}

/** The process's share of the GPU engines and its GPU memory, from this pass's PDH readings. */
function attributeGpu(pid: number, gpu: GpuReadings, values: ProcessValues, unavailable: ProcessUnavailable): void {
  if (gpu.engines.ok) values.gpu_percent = gpu.engines.value.byPid.get(pid) ?? 0;
  else unavailable.gpu_percent = gpu.engines.reason;
  if (gpu.processDedicated.ok) values.gpu_dedicated_bytes = gpu.processDedicated.value.get(String(pid)) ?? 0n;
  else unavailable.gpu_dedicated_bytes = gpu.processDedicated.reason;
  if (gpu.processShared.ok) values.gpu_shared_bytes = gpu.processShared.value.get(String(pid)) ?? 0n;
  else unavailable.gpu_shared_bytes = gpu.processShared.reason;
}

type SystemValues = Partial<Record<SystemMetricId, MetricValue>>;
type SystemUnavailable = Partial<Record<SystemMetricId, UnavailableReason>>;
type GpuEngines = ReturnType<typeof aggregateGpuEngines>;

/** Physical memory from GlobalMemoryStatusEx. */
function readPhysicalMemory(values: SystemValues, unavailable: SystemUnavailable): void {
  const mem = memoryStatus();
  if (mem.ok) {
    values.total_memory_bytes = mem.value.totalPhys;
    values.available_memory_bytes = mem.value.availPhys;
    values.physical_memory_bytes = mem.value.totalPhys - mem.value.availPhys;
  } else {
    unavailable.total_memory_bytes = 'unknown';
    unavailable.available_memory_bytes = 'unknown';
    unavailable.physical_memory_bytes = 'unknown';
  }
}

/** Commit charge and kernel pools from GetPerformanceInfo. */
function readCommitAndPools(values: SystemValues, unavailable: SystemUnavailable): void {
  const perf = performanceInfo();
  if (perf.ok) {
    values.committed_bytes = perf.value.commitTotalBytes;
    values.commit_limit_bytes = perf.value.commitLimitBytes;
    // Wine reports empty kernel pools; a running Windows never has them, so 0 is a stub's value.
    if (kernelPoolIsMeasured(perf.value.kernelPagedBytes)) values.paged_pool_bytes = perf.value.kernelPagedBytes;
    else unavailable.paged_pool_bytes = 'unsupported';
    if (kernelPoolIsMeasured(perf.value.kernelNonpagedBytes)) values.nonpaged_pool_bytes = perf.value.kernelNonpagedBytes;
    else unavailable.nonpaged_pool_bytes = 'unsupported';
  } else {
    for (const id of ['committed_bytes', 'commit_limit_bytes', 'paged_pool_bytes', 'nonpaged_pool_bytes'] as const) unavailable[id] = 'unknown';
  }
}

/** One sample per adapter seen by the engine or the adapter memory counters, in adapter id order. */
function adapterSamples(
  engines: PdhReading<GpuEngines>,
  adapterDedicated: PdhReading<Map<string, bigint>>,
  adapterShared: PdhReading<Map<string, bigint>>,
): GpuAdapterSample[] {
  const adapters: GpuAdapterSample[] = [];
  const ids = new Set<string>([
    ...(engines.ok ? engines.value.byAdapter.keys() : []),
    ...(adapterDedicated.ok ? adapterDedicated.value.keys() : []),
  ]);
  for (const id of [...ids].sort()) {
    const values: Partial<Record<GpuAdapterMetricId, MetricValue>> = {};
    const unavailable: Partial<Record<GpuAdapterMetricId, UnavailableReason>> = {};
    recordAdapterEngines(id, engines, values, unavailable);
    const dedicated = adapterDedicated.ok ? adapterDedicated.value.get(id) : undefined;
    if (dedicated !== undefined) values.dedicated_bytes = dedicated;
    else unavailable.dedicated_bytes = adapterDedicated.ok ? 'unknown' : adapterDedicated.reason;
    const shared = adapterShared.ok ? adapterShared.value.get(id) : undefined;
    if (shared !== undefined) values.shared_bytes = shared;
    else unavailable.shared_bytes = adapterShared.ok ? 'unknown' : adapterShared.reason;
    // Adapter totals come from DXGI, which this version does not query.
    unavailable.dedicated_total_bytes = 'unsupported';
    unavailable.shared_total_bytes = 'unsupported';
    adapters.push({ adapterId: id, name: null, values, unavailable });
  }
  return adapters;
}

/** Utilization and the encode/decode engines of one adapter. */
function recordAdapterEngines(
  id: string,
  engines: PdhReading<GpuEngines>,
  values: Partial<Record<GpuAdapterMetricId, MetricValue>>,
  unavailable: Partial<Record<GpuAdapterMetricId, UnavailableReason>>,
): void {
  const util: AdapterUtilization | undefined = engines.ok ? engines.value.byAdapter.get(id) : undefined;
  if (util !== undefined) {
    values.utilization_percent = util.utilization;
    values.encode_engine_count = BigInt(util.encode.count);
    values.decode_engine_count = BigInt(util.decode.count);
    if (util.encode.count > 0) {
      values.encode_average_percent = util.encode.average;
      values.encode_max_percent = util.encode.max;
    } else {
      unavailable.encode_average_percent = 'unsupported';
      unavailable.encode_max_percent = 'unsupported';
    }
    if (util.decode.count > 0) {
      values.decode_average_percent = util.decode.average;
      values.decode_max_percent = util.decode.max;
    } else {
      unavailable.decode_average_percent = 'unsupported';
      unavailable.decode_max_percent = 'unsupported';
    }
  } else {
    for (const id2 of ['utilization_percent', 'encode_engine_count', 'decode_engine_count', 'encode_average_percent', 'encode_max_percent', 'decode_average_percent', 'decode_max_percent'] as const) {
      unavailable[id2] = engines.ok ? 'unknown' : engines.reason;
    }
  }
}

export interface Win32SamplerOptions {
  readonly clock?: Win32SamplerClock;
  /** Overrides the probe results (tests); default: emulationReport(). */
  readonly emulation?: EmulationReport;
}

export class Win32Sampler {
  private readonly tracked = new Map<number, Tracked>();
  private readonly clock: Win32SamplerClock;
  private readonly emulation: EmulationReport;
  private readonly accounts = new AccountNames();
  private readonly logicalCpus: number;
  private pdh: PdhCounters | null = null;
  private pass = 0;
  private sequence = 0;
  private prevSystem: { monoNs: bigint; times: SystemTimes | null } | null = null;
  /**
   * Per-processor times of this pass and the previous one (SystemProcessorPerformanceInformation), swapped each pass
   * so that the per-CPU shares allocate nothing; `processors` is how many entries the previous pass read (null: none).
   */
  private processorTimes = Buffer.alloc(CPU_CORE_PERCENT_IDS.length * PROCESSOR_PERFORMANCE_SIZE);
  private prevProcessorTimes = Buffer.alloc(CPU_CORE_PERCENT_IDS.length * PROCESSOR_PERFORMANCE_SIZE);
  private prevProcessors: number | null = null;
  /** Monotonic time of the pass in progress, set by sample() before the per-process steps read it. */
  private monoNs = 0n;

  constructor(options: Win32SamplerOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.emulation = options.emulation ?? emulationReport();
    this.logicalCpus = Math.max(1, activeProcessorCount());
  }

  /** What the probes found (Wine, stubbed sources), for diagnostics. */
  get emulationReport(): EmulationReport {
    return this.emulation;
  }

  /** The PDH counters and how adding each went (created on the first pass). */
  get pdhCounters(): PdhCounters | null {
    return this.pdh;
  }

  close(): void {
    for (const entry of this.tracked.values()) this.release(entry);
    this.tracked.clear();
    this.pdh?.close();
    this.pdh = null;
  }

  sample(): Snapshot {
    const cpuBefore = this.threadCpu100ns();
    const capturedAtMs = this.clock.wallMs();
    this.monoNs = this.clock.monoNs();
    ++this.pass;
    this.pdh ??= new PdhCounters(this.emulation.pdhArrays.measured);
    this.pdh.collect();

    const list = listProcesses();
    if (!list.ok) throw new Error(`the Toolhelp process snapshot failed (Win32 error ${list.error})`);
    const gpu = this.readGpu();
    const processes: ProcessSample[] = [];
    const threadSum = this.scanProcessList(list.value, gpu, processes);
    this.dropUnseenProcesses();
    const system = this.readSystem(this.monoNs, processes.length, threadSum);
    const collectionCpuMicros = Number((this.threadCpu100ns() - cpuBefore) / 10n);
    return {
      sequence: ++this.sequence,
      capturedAtMs,
      collectionCpuMicros: collectionCpuMicros >= 0 ? collectionCpuMicros : 0,
      processes,
      system,
      gpus: gpu.adapters,
    };
  }

  /**
   * Samples every process of the Toolhelp snapshot into `processes`, tracking new PIDs and dropping those that
   * exited; returns the sum of the sampled thread counts.
   */
  private scanProcessList(list: readonly ProcessEntry[], gpu: GpuReadings, processes: ProcessSample[]): bigint {
    const pass = this.pass;
    let threadSum = 0n;
    for (const entry of list) {
      // PID 0 is the idle pseudo-process: its "CPU time" is idle time, not a process.
      if (entry.pid === 0) continue;
      let tracked = this.tracked.get(entry.pid);
      if (tracked === undefined) {
        tracked = newTracked(entry.pid);
        this.tracked.set(entry.pid, tracked);
      }
      const sample = this.readProcess(tracked, entry, gpu);
      if (sample === null) {
        this.release(tracked);
        this.tracked.delete(entry.pid);
        continue;
      }
      tracked.seenPass = pass;
      processes.push(sample);
      threadSum += BigInt(entry.threads);
    }
    return threadSum;
  }

  /** Closes the handle of and forgets every tracked PID that this pass's snapshot no longer listed. */
  private dropUnseenProcesses(): void {
    for (const [pid, entry] of this.tracked) {
      if (entry.seenPass !== this.pass) {
        this.release(entry);
        this.tracked.delete(pid);
      }
    }
  }

  private threadCpu100ns(): bigint {
    const t = threadTimes(CURRENT_THREAD);
    return t.ok ? t.value.kernel + t.value.user : 0n;
  }

  private release(entry: Tracked): void {
    if (entry.handle !== null) closeHandle(entry.handle);
    entry.handle = null;
  }

  /** Opens the process once; LIMITED|VM_READ, else LIMITED alone (protected and other users' processes). */
  private ensureHandle(entry: Tracked, pass: number): UnavailableReason | null {
    if (entry.handle !== null) {
      if (processAlive(entry.handle)) return null;
      // Exited: Toolhelp may still list it for a moment; nothing more to read.
      return 'exited';
    }
    if (entry.deniedPass >= 0 && pass - entry.deniedPass < DENIED_RETRY_PASSES) return 'access_denied';
    // SYNCHRONIZE lets processAlive wait on the handle; it is granted wherever the limited query right is.
    let r = openProcess(entry.pid, PROCESS_QUERY_LIMITED_INFORMATION | PROCESS_VM_READ | SYNCHRONIZE);
    entry.vmRead = r.ok;
    if (!r.ok && r.error === ERROR.ACCESS_DENIED) r = openProcess(entry.pid, PROCESS_QUERY_LIMITED_INFORMATION | SYNCHRONIZE);
    if (!r.ok && r.error === ERROR.ACCESS_DENIED) r = openProcess(entry.pid, PROCESS_QUERY_LIMITED_INFORMATION);
    if (!r.ok) {
      const reason = reasonOf(r.error);
      if (reason === 'access_denied') entry.deniedPass = pass;
      return reason;
    }
    entry.deniedPass = -1;
    entry.handle = r.value;
    return null;
  }

  /**
   * One process's sample, or null when it exited. The steps run in catalog order (it is the key order of `values`
   * and `unavailable`) and read the handle held in `entry`; `denied` is why a metric is missing without one.
   */
  private readProcess(entry: Tracked, proc: ProcessEntry, gpu: GpuReadings): ProcessSample | null {
    const values: ProcessValues = {};
    const unavailable: ProcessUnavailable = {};
    const openReason = this.ensureHandle(entry, this.pass);
    if (openReason === 'exited') return null;
    const handle = entry.handle;
    let times: ProcessTimes | null = null;
    if (handle !== null) {
      const r = processTimes(handle);
      if (r.ok) times = r.value;
    }
    const identity = refreshIdentity(entry, proc, times);
    const elapsedNs = this.monoNs - entry.prevMonoNs;
    const denied: UnavailableReason = openReason ?? 'unknown';

    this.computeCpuPercent(entry, times, denied, elapsedNs, values, unavailable);
    const pageFaults = readProcessMemory(entry, denied, values, unavailable);
    values.thread_count = BigInt(proc.threads);
    this.readHandleCount(entry, denied, values, unavailable);
    this.readGuiObjects(entry, denied, values, unavailable);
    // GPU (PDH wildcard counters).
    attributeGpu(proc.pid, gpu, values, unavailable);
    for (const id of DOTNET_METRICS) unavailable[id] = 'not_collected';
    this.readProcessIo(entry, denied, elapsedNs, values, unavailable);
    pageFaultRate(entry, pageFaults, denied, elapsedNs, values, unavailable);
    // Per-connection byte counts need SetPerTcpConnectionEStats, an administrator's call (docs/metrics.md).
    unavailable.network_received_bytes_per_sec = 'unsupported';
    unavailable.network_sent_bytes_per_sec = 'unsupported';
    entry.prevMonoNs = this.monoNs;
    this.readPathAndOwner(entry, denied, values, unavailable);

    return {
      identity,
      parentPid: proc.parentPid > 0 ? proc.parentPid : null,
      path: entry.path,
      user: handle === null ? null : entry.user,
      values,
      unavailable,
    };
  }

  /** CPU: kernel+user time over the wall time since this lifetime's previous pass. */
  private computeCpuPercent(
    entry: Tracked,
    times: ProcessTimes | null,
    denied: UnavailableReason,
    elapsedNs: bigint,
    values: ProcessValues,
    unavailable: ProcessUnavailable,
  ): void {
    const cpu = times === null ? null : times.kernel + times.user;
    if (cpu === null) unavailable.cpu_percent = entry.handle === null ? denied : 'unknown';
    else if (entry.prevCpu === null) unavailable.cpu_percent = 'first_sample';
    else {
      const percent = processCpuPercent(cpu - entry.prevCpu, elapsedNs, this.logicalCpus);
      if (percent === null) unavailable.cpu_percent = 'unknown';
      else values.cpu_percent = percent;
    }
    entry.prevCpu = cpu;
  }

  /** Handles: a stubbed source (Wine's constant 0) is not a measurement. */
  private readHandleCount(entry: Tracked, denied: UnavailableReason, values: ProcessValues, unavailable: ProcessUnavailable): void {
    const handle = entry.handle;
    if (!this.emulation.handleCount.measured) unavailable.handle_count = 'unsupported';
    else if (handle === null) unavailable.handle_count = denied;
    else {
      const count = processHandleCount(handle);
      if (count.ok) values.handle_count = BigInt(count.value);
      else unavailable.handle_count = reasonOf(count.error);
    }
  }

  /** USER and GDI objects, every 5 s per lifetime (the last reading is reported in between). */
  private readGuiObjects(entry: Tracked, denied: UnavailableReason, values: ProcessValues, unavailable: ProcessUnavailable): void {
    const handle = entry.handle;
    if (!this.emulation.guiResources.measured) {
      unavailable.user_object_count = 'unsupported';
      unavailable.gdi_object_count = 'unsupported';
      return;
    }
    if (handle === null) {
      unavailable.user_object_count = denied;
      unavailable.gdi_object_count = denied;
      return;
    }
    const monoNs = this.monoNs;
    if (entry.guiAtNs === null || monoNs - entry.guiAtNs >= GUI_INTERVAL_NS) {
      const user = guiResources(handle, GR_USEROBJECTS);
      const gdi = guiResources(handle, GR_GDIOBJECTS);
      entry.userObjects = user.ok ? user.value : null;
      entry.gdiObjects = gdi.ok ? gdi.value : null;
      entry.guiReason = user.ok && gdi.ok ? null : reasonOf(user.ok ? (gdi.ok ? 0 : gdi.error) : user.error);
      entry.guiAtNs = monoNs;
    }
    if (entry.userObjects !== null) values.user_object_count = BigInt(entry.userObjects);
    else unavailable.user_object_count = entry.guiReason ?? 'unknown';
    if (entry.gdiObjects !== null) values.gdi_object_count = BigInt(entry.gdiObjects);
    else unavailable.gdi_object_count = entry.guiReason ?? 'unknown';
  }

  /** IO: transfer counters (all I/O: files, pipes, devices), rates floor(delta * 1e9 / elapsed ns). */
  private readProcessIo(
    entry: Tracked,
    denied: UnavailableReason,
    elapsedNs: bigint,
    values: ProcessValues,
    unavailable: ProcessUnavailable,
  ): void {
    const handle = entry.handle;
    if (!this.emulation.ioCounters.measured) {
      unavailable.io_read_bytes_per_sec = 'unsupported';
      unavailable.io_write_bytes_per_sec = 'unsupported';
    } else if (handle === null) {
      unavailable.io_read_bytes_per_sec = denied;
      unavailable.io_write_bytes_per_sec = denied;
    } else {
      const io = processIoCounters(handle);
      if (!io.ok) {
        unavailable.io_read_bytes_per_sec = reasonOf(io.error);
        unavailable.io_write_bytes_per_sec = reasonOf(io.error);
        entry.prevRead = null;
        entry.prevWrite = null;
      } else {
        ioRate(io.value.readBytes, entry.prevRead, elapsedNs, 'io_read_bytes_per_sec', values, unavailable);
        ioRate(io.value.writeBytes, entry.prevWrite, elapsedNs, 'io_write_bytes_per_sec', values, unavailable);
        entry.prevRead = io.value.readBytes;
        entry.prevWrite = io.value.writeBytes;
      }
    }
  }

  /** Path and owner: the image path once per lifetime (retried while it fails), the owner once per lifetime. */
  private readPathAndOwner(entry: Tracked, denied: UnavailableReason, values: ProcessValues, unavailable: ProcessUnavailable): void {
    const handle = entry.handle;
    const pass = this.pass;
    if (handle === null) {
      entry.path = null;
      entry.pathReason = denied;
    } else if (entry.pathPass < 0 || (entry.path === null && pass - entry.pathPass >= PATH_RETRY_PASSES)) {
      const path = processImagePath(handle);
      entry.path = path.ok ? path.value : null;
      entry.pathReason = path.ok ? null : reasonOf(path.error);
      entry.pathPass = pass;
    }
    if (entry.path !== null) values.path = entry.path;
    else unavailable.path = entry.pathReason ?? 'unknown';
    // A Windows process is named by its image file; it has no task name apart from that (the catalog says so).
    unavailable.task_name = 'unsupported';
    if (handle !== null && !entry.userRead) {
      entry.user = this.accounts.ownerOf(handle);
      entry.userRead = true;
    }
  }

  /** GPU engines and memory from the PDH wildcard counters (unavailable where they cannot be read). */
  private readGpu(): GpuReadings {
    const pdh = this.pdh;
    const read = <T>(key: 'gpuEngine' | 'gpuProcessDedicated' | 'gpuProcessShared' | 'gpuAdapterDedicated' | 'gpuAdapterShared', map: (items: { instance: string; value: number }[]) => T): PdhReading<T> => {
      if (pdh === null) return { ok: false, reason: 'unsupported' };
      const r = pdh.items(key);
      return r.ok ? { ok: true, value: map(r.value) } : r;
    };
    const engines = read('gpuEngine', (items) => aggregateGpuEngines(items));
    const processDedicated = read('gpuProcessDedicated', (items) => sumGpuMemory(items, 'pid'));
    const processShared = read('gpuProcessShared', (items) => sumGpuMemory(items, 'pid'));
    const adapterDedicated = read('gpuAdapterDedicated', (items) => sumGpuMemory(items, 'adapter'));
    const adapterShared = read('gpuAdapterShared', (items) => sumGpuMemory(items, 'adapter'));
    const adapters = adapterSamples(engines, adapterDedicated, adapterShared);
    return { engines, processDedicated, processShared, adapters };
  }

  /** The system sample; keeps this pass's CPU times for the next pass's shares. */
  private readSystem(monoNs: bigint, processCount: number, threadSum: bigint): SystemSample {
    const values: SystemValues = {};
    const unavailable: SystemUnavailable = {};
    readPhysicalMemory(values, unavailable);
    readCommitAndPools(values, unavailable);
    this.readPdhMemoryAndDisk(values, unavailable);
    this.readNetworkRates(values, unavailable);
    values.process_count = BigInt(processCount);
    values.thread_count = threadSum;
    const now = this.computeCpuShares(values, unavailable);
    this.computeProcessorShares(values, unavailable);
    this.prevSystem = { monoNs, times: now };
    return { values, unavailable };
  }

  /** Memory lists, paging and disk from the PDH single counters (integers of bytes or pages per second). */
  private readPdhMemoryAndDisk(values: SystemValues, unavailable: SystemUnavailable): void {
    const pdh = this.pdh;
    const bytes = (id: SystemMetricId, keys: readonly ('modified' | 'standbyReserve' | 'standbyNormal' | 'standbyCore' | 'freeZero')[]): void => {
      let total = 0n;
      for (const key of keys) {
        const r = pdh?.value(key) ?? { ok: false as const, reason: 'unsupported' as UnavailableReason };
        const v = r.ok ? pdhInteger(r.value) : null;
        if (!r.ok || v === null) {
          unavailable[id] = r.ok ? 'unknown' : r.reason;
          return;
        }
        total += v;
      }
      values[id] = total;
    };
    bytes('modified_memory_bytes', ['modified']);
    bytes('standby_memory_bytes', ['standbyReserve', 'standbyNormal', 'standbyCore']);
    bytes('free_zeroed_memory_bytes', ['freeZero']);
    const rate = (id: SystemMetricId, key: 'pagesIn' | 'pagesOut' | 'diskRead' | 'diskWrite'): void => {
      const r = pdh?.value(key) ?? { ok: false as const, reason: 'unsupported' as UnavailableReason };
      const v = r.ok ? pdhInteger(r.value) : null;
      if (v !== null) values[id] = v;
      else unavailable[id] = r.ok ? 'unknown' : r.reason;
    };
    rate('pages_input_per_sec', 'pagesIn');
    rate('pages_output_per_sec', 'pagesOut');
    rate('disk_read_bytes_per_sec', 'diskRead');
    rate('disk_write_bytes_per_sec', 'diskWrite');
    const queue = pdh?.value('diskQueue') ?? { ok: false as const, reason: 'unsupported' as UnavailableReason };
    if (queue.ok && Number.isFinite(queue.value) && queue.value >= 0) values.disk_queue_length = queue.value;
    else unavailable.disk_queue_length = queue.ok ? 'unknown' : queue.reason;
  }

  /** Network: bytes per second summed over the PDH network interface instances. */
  private readNetworkRates(values: SystemValues, unavailable: SystemUnavailable): void {
    const pdh = this.pdh;
    for (const [id, key] of [
      ['network_received_bytes_per_sec', 'netReceived'],
      ['network_sent_bytes_per_sec', 'netSent'],
    ] as const) {
      const r = pdh?.items(key) ?? { ok: false as const, reason: 'unsupported' as UnavailableReason };
      if (!r.ok) unavailable[id] = r.reason;
      else {
        let sum = 0n;
        // isatap / Teredo pseudo-interfaces carry no own traffic; loopback is not listed by PDH.
        for (const item of r.value) sum += pdhInteger(item.value) ?? 0n;
        values[id] = sum;
      }
    }
  }

  /**
   * Each logical processor's busy share (cpu_core_<n>_percent) since the previous pass. The processors are those of
   * the sampler's processor group (at most 64; a host with several groups shows its first group's). When the call
   * fails, the processors the host has are `unknown`.
   */
  private computeProcessorShares(values: SystemValues, unavailable: SystemUnavailable): void {
    const read = processorPerformance(this.processorTimes);
    const count = read.ok ? Math.min(read.value, CPU_CORE_PERCENT_IDS.length) : 0;
    if (!read.ok) {
      for (const id of CPU_CORE_PERCENT_IDS.slice(0, this.logicalCpus)) unavailable[id] = 'unknown';
    } else {
      for (let n = 0; n < count; n++) {
        const id = CPU_CORE_PERCENT_IDS[n]!;
        if (this.prevProcessors === null || n >= this.prevProcessors) {
          unavailable[id] = 'first_sample';
          continue;
        }
        const percent = processorBusyPercent(this.prevProcessorTimes, this.processorTimes, n);
        if (percent === null) unavailable[id] = 'unknown';
        else values[id] = percent;
      }
    }
    this.prevProcessors = read.ok ? count : null;
    [this.prevProcessorTimes, this.processorTimes] = [this.processorTimes, this.prevProcessorTimes];
  }

  /** CPU shares from GetSystemTimes since the previous pass; returns this pass's times (null when unreadable). */
  private computeCpuShares(values: SystemValues, unavailable: SystemUnavailable): SystemTimes | null {
    const prev = this.prevSystem;
    const times = systemTimes();
    const now: SystemTimes | null = times.ok ? times.value : null;
    const shares = prev?.times && now ? systemCpuShares(prev.times, now) : null;
    if (shares === null) {
      const reason: UnavailableReason = now === null ? 'unknown' : prev === null ? 'first_sample' : 'unknown';
      for (const id of ['cpu_percent', 'cpu_user_percent', 'cpu_kernel_percent', 'cpu_average_percent'] as const) unavailable[id] = reason;
    } else {
      values.cpu_percent = shares.total;
      values.cpu_user_percent = shares.user;
      values.cpu_kernel_percent = shares.kernel;
      // Every CPU has the same wall time, so the mean of per-CPU busy shares equals the aggregate share.
      values.cpu_average_percent = shares.total;
    }
    return now;
  }
}

interface GpuReadings {
  readonly engines: PdhReading<GpuEngines>;
  readonly processDedicated: PdhReading<Map<string, bigint>>;
  readonly processShared: PdhReading<Map<string, bigint>>;
  readonly adapters: GpuAdapterSample[];
}

export function createWin32Sampler(options?: Win32SamplerOptions): Win32Sampler {
  return new Win32Sampler(options);
}
