// The Linux sampling pass: every process and system metric of the catalog from /proc and /sys,
// with per-identity state for rates. Runs synchronously inside the sampling worker.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ProcessMetricId, SystemMetricId } from '../../../generated/metrics.js';
import type {
  GpuAdapterSample,
  MetricValue,
  ProcessCgroup,
  ProcessIdentity,
  SystemSample,
  UnavailableReason,
} from '../../model/types.js';
import {
  acceptDrmWalk,
  DrmAdapterUsage,
  DrmTopology,
  newDrmState,
  readGpuAdapters,
  readProcessGpu,
  type DrmInventory,
  type DrmLink,
  type DrmLinks,
  type DrmProcessState,
  type ProcessGpuResult,
} from './gpu.js';
import { refreshTurn } from './refresh-turn.js';
import { NVML_LIBRARY, NvmlSource, type NvmlPass, type NvmlProcessUse } from './nvml.js';
import { heldSocketLinks, type SocketLinks, type WantedInodes } from './investigations/socket-links.js';
import {
  isWholeDiskName,
  parseDiskstats,
  parseMeminfo,
  parseNetDev,
  parseProcIo,
  parseProcStat,
  parseProcStatm,
  parseProcStatus,
  parseSystemStat,
  parseUptimeCentiseconds,
  parseVmstat,
  PF_KTHREAD,
  bytesAre,
  latin1Of,
  newProcStatScan,
  newProcStatusScan,
  scanProcIo,
  scanProcStat,
  scanProcStatm,
  scanProcStatus,
  type Counter,
  type CpuTimes,
  type ProcIo,
  type ProcStatScan,
  type ProcStatusScan,
  type SystemStat,
  type VmStat,
} from './parse.js';
import { errnoCode, isDenied, isGone, isOutOfDescriptors, KeptFiles, listProcessIds, nodeProcFs, readBytes, readOptional, type ProcFs } from './procfs.js';
import { UserNames } from './users.js';
import { lifetimeName, processNameText, type ProcessNameText, utf8OfBytes } from './process-name.js';
import { DOTNET_METRICS } from '../metric-sets.js';
import { cgroupText, PROCESS_SLOTS, WireBuilder, type PassLifetime, type SlotWriter, type WirePass } from '../../model/wire.js';
import { PROCESS_METRIC_IDS } from '../../../generated/metrics.js';
import { CPU_CORE_PERCENT_IDS } from '../../model/metrics.js';
import { reserveDescriptorTable, threadCpuTimeNs } from '../../../native/linux/libc.js';
import { ProcessNetwork, SocketOwnerGone, tcpActivityLine, type ProcessSockets, type TcpCounterSource } from './process-network.js';
import { TcpDiag } from './tcp-diag.js';
import { readZerothReading, type ZerothReading } from './zeroth-reading.js';
import { ContainerNames, containerOf, parseCgroupV2Path, systemdUnitOf, type ContainerNameSources } from './cgroup.js';

export interface SamplerClock {
  /** Wall clock in ms since the Unix epoch (snapshot time, start times). */
  wallMs(): number;
  /** Monotonic clock in ns (rate denominators). */
  monoNs(): bigint;
}

export interface LinuxSamplerOptions {
  readonly procRoot?: string;
  readonly sysRoot?: string;
  readonly passwdPath?: string;
  /** USER_HZ; read once with `getconf CLK_TCK` when omitted. */
  readonly clockTicksPerSecond?: number;
  /** Page size in bytes for statm; read once with `getconf PAGESIZE` when omitted. */
  readonly pageSize?: number;
  /**
   * Keep each process's procfs files open between passes and re-read them with pread. Saves two of
   * three syscalls per file and pins the process: after it exits a kept file reads ESRCH even if the
   * PID was reused. Defaults to true only for the real `/proc`.
   */
  readonly keepFilesOpen?: boolean;
  readonly fs?: ProcFs;
  readonly clock?: SamplerClock;
  /**
   * TCP socket counters for the per-process network rates: the kernel's sock_diag dump by default on the real
   * `/proc`; none (the rates are `unsupported`) for another proc root unless a test passes recorded ones.
   */
  readonly tcpCounters?: TcpCounterSource | null;
  /** Where container names are looked up (tests point these at fixtures). */
  readonly containerNameSources?: ContainerNameSources;
  /**
   * The NVML library to load: by default `libnvidia-ml.so.1` on the real `/proc` and none for another proc root;
   * null for none. Only tests name another (a stand-in library, through the test hook in src/contract/test-hooks.ts).
   */
  readonly nvmlLibrary?: string | null;
  /**
   * The file read as `/proc/stat` instead of `<procRoot>/stat`: only tests name one (the test hook `procStat`), to
   * give the live application per-CPU jiffies they know while every other file stays the real `/proc`'s.
   */
  readonly statPath?: string;
  /**
   * Sources a pass can leave out, each on by default: the bench measures a source's share of a pass by turning it
   * off in a second sampler (bench/sampling-network.ts); the application never does. Off, the cgroup facts are
   * absent and major faults `not_collected`.
   */
  readonly sources?: { readonly cgroups?: boolean; readonly majorFaults?: boolean };
  /**
   * The zeroth reading (zeroth-reading.ts): I/O counters the main thread read before this sampler's first pass, which
   * takes them as each lifetime's previous reading (by PID, for a lifetime that started before the reading did). Only
   * with the real clock and /proc: its times are process.hrtime's and /proc/uptime's.
   */
  readonly zerothReading?: SharedArrayBuffer;
}

// A process's identity facts (its uid, cgroup and exe link, and whether its io file may be read) are read when its
// identity is new, and then again:
// - on its second pass when the first read came within SECOND_LOOK_MS of its start: a daemon's worker drops its
//   privileges and a runtime moves a process into its cgroup right after fork, possibly after that read;
// - at once when its stat shows an exec (the comm changed, or PF_FORKNOEXEC went away with the same comm): su, sudo,
//   login and sshd set the uid, systemd-run --scope and container runtimes the cgroup, just before an exec; and when
//   a status read shows another uid (access to its files follows its credentials);
// - otherwise each on its turn among the processes (refresh-turn.ts), every so many passes below: each pass reads
//   about 1/N of the processes' facts instead of every process's in one pass.
// Each is an open, read and close (~28 us of kernel time for status, ~25 us for cgroup, ~13 us for the exe link per
// process, issue 31): at +1,000 processes the every-10-passes refresh was a quarter of the sampler thread's time.
/**
 * The exe link, on its turn. An exec is caught at once by the stat detectors above; what only the turn finds is a
 * second exec keeping the comm (PF_FORKNOEXEC is already clear), and the running file renamed or deleted (the link
 * then ends ` (deleted)`, e.g. after a package upgrade): the path column shows that up to this many passes late.
 */
export const PATH_REFRESH_PASSES = 60;
/**
 * After EACCES on a process's io file, it is tried again on its turn (and with the identity facts, above): access
 * follows the target's credentials, which change with the uid (seen by the status read) or its dumpable flag.
 */
export const DENIED_RETRY_PASSES = 60;
/**
 * status (for the uid) and cgroup, on their turn. The real uid changes only through a set*uid call, which a process
 * makes right after fork or right before an exec (both re-read at once, above); a later change without an exec (a
 * long-lived process dropping privileges mid-life) shows in the User column up to this many passes late, and so does a
 * process moved to another cgroup by a write to cgroup.procs (Unit, Container, Cgroup columns). The NSpid line never
 * changes within a lifetime. While swap is active status is read every pass anyway, so the uid is exact then.
 */
export const STATUS_REFRESH_PASSES = 60;
/**
 * A lifetime first read this soon after it started may still be setting itself up (setuid, a cgroup move): its facts
 * are read again on its next pass. Every process that appears while the sampler runs is that young at its first read
 * (at the default 1 s interval); one already old is past that (the monitor's first pass sees mostly those).
 */
const SECOND_LOOK_MS = 2000;
/** The task has forked but not executed since (stat flags); the kernel clears it in every exec. */
const PF_FORKNOEXEC = 0x40;

const NS_PER_S = 1_000_000_000n;

const systemClock: SamplerClock = {
  wallMs: () => Date.now(),
  monoNs: () => process.hrtime.bigint(),
};

const getconfCache = new Map<string, number>();

/**
 * The kernel's auxiliary vector entries that getconf itself reports for these names (AT_PAGESZ, AT_CLKTCK). Reading
 * them from /proc/self/auxv costs one small file read; spawning getconf cost the sampler thread a fork and exec on the
 * first pass's path (issue 31: tens of milliseconds before the first table on a loaded host).
 */
export const AUXV_TYPES = { PAGESIZE: 6n, CLK_TCK: 17n } as const;

/**
 * The vector is pairs of native words: read where they are 64-bit little-endian (x64, arm64); elsewhere (32-bit ARM,
 * big-endian s390x) getconf answers as before.
 */
const auxvReadable = process.arch === 'x64' || process.arch === 'arm64';

/** One entry of this process's auxiliary vector (on x64 and arm64), or null. */
export function auxvEntry(type: bigint): number | null {
  let auxv: Buffer;
  try {
    auxv = readFileSync('/proc/self/auxv');
  } catch {
    return null;
  }
  for (let at = 0; at + 16 <= auxv.length; at += 16) {
    const key = auxv.readBigUInt64LE(at);
    if (key === 0n) break; // AT_NULL ends the vector
    if (key === type) return Number(auxv.readBigUInt64LE(at + 8));
  }
  return null;
}

/** A positive integer as `getconf NAME` gives it, once per process (from the auxiliary vector when it has it), or `fallback`. */
function getconf(name: string, fallback: number): number {
  let value = getconfCache.get(name);
  if (value === undefined) {
    const type: bigint | undefined = AUXV_TYPES[name as keyof typeof AUXV_TYPES];
    const fromAuxv = type === undefined || !auxvReadable ? null : auxvEntry(type);
    if (fromAuxv !== null && Number.isInteger(fromAuxv) && fromAuxv > 0) value = fromAuxv;
    else {
      try {
        const n = Number(execFileSync('getconf', [name], { encoding: 'utf8', timeout: 2000 }).trim());
        value = Number.isInteger(n) && n > 0 ? n : fallback;
      } catch {
        value = fallback;
      }
    }
    getconfCache.set(name, value);
  }
  return value;
}

/** USER_HZ; 100 on every mainstream Linux ABI when getconf is missing. */
export function clockTicksPerSecond(): number {
  return getconf('CLK_TCK', 100);
}

/** Soft RLIMIT_NOFILE of this process (Node raises it to the hard limit at startup). */
function openFileLimit(fs: ProcFs): number {
  const text = readOptional(fs, '/proc/self/limits', 'latin1');
  const m = text === null ? null : /^Max open files\s+(\d+|unlimited)/m.exec(text);
  if (m === null) return 1024;
  return m[1] === 'unlimited' ? 1 << 20 : Number(m[1]);
}

/** Descriptors the rest of the application may need at once (sockets, logs, investigations in pool threads). */
const RESERVED_FILES = 4096;
/** Kept descriptors at most: four per process for 8,192 processes. */
const MAX_KEPT_FILES = 4 * 8192;

/**
 * How many procfs files the sampler may keep open under an open-file limit of `limit`. Up to four per process
 * (stat, statm, io, the fd directory); a process beyond the budget costs an open and a close per file per pass, so
 * a budget that covers too few processes makes a pass grow faster than the process count. A quarter of the limit,
 * or 4,096 descriptors if more (three quarters of a limit too small for that), stays with the rest of the app.
 */
export function keptFileBudget(limit: number): number {
  const reserve = Math.max(Math.floor(limit / 4), Math.min(RESERVED_FILES, Math.floor((limit * 3) / 4)));
  return Math.max(0, Math.min(limit - reserve, MAX_KEPT_FILES));
}

type FdSlot = 'statFd' | 'statmFd' | 'statusFd' | 'ioFd' | 'fdDirFd';
const FD_SLOTS: readonly FdSlot[] = ['statFd', 'statmFd', 'statusFd', 'ioFd', 'fdDirFd'];
/**
 * `entry[slot]` as named loads: `entry[slot]` at one site that sees every slot's name is a megamorphic keyed load, a
 * stub-cache probe per read (three reads per process per pass).
 */
function keptFd(entry: Tracked, slot: FdSlot): number {
  switch (slot) {
    case 'statFd':
      return entry.statFd;
    case 'statmFd':
      return entry.statmFd;
    case 'statusFd':
      return entry.statusFd;
    case 'ioFd':
      return entry.ioFd;
    default:
      return entry.fdDirFd;
  }
}
/** Descriptors the rest of the process holds while the sampler keeps its files (~100 at start: threads' loops, the terminal, sockets). */
const DESCRIPTORS_BESIDES_KEPT = 256;
/** fdDirFd value after EACCES on opening /proc/PID/fd, even as a location (O_PATH): count through stat() of the path instead. */
const FD_DIR_BY_PATH = -2;

/** Per-PID state: kept files, the current identity and the previous counters for rates. */
interface Tracked {
  readonly pid: number;
  /** `<procRoot>/<pid>`, made once per PID rather than once per pass. */
  readonly base: string;
  statFd: number;
  statmFd: number;
  statusFd: number;
  ioFd: number;
  fdDirFd: number;
  identity: ProcessIdentity | null;
  /** The task name last read from stat; a change within one lifetime is an exec or a rename. */
  comm: string | null;
  /** `comm` as the task_name metric shows it, decoded once per change rather than once per pass. */
  taskName: string | null;
  seenPass: number;
  uid: string | null;
  statusPass: number;
  /** A pass on which the identity facts are re-read whatever their turn (the second look, an exec, a uid change); -1 none. */
  recheckPass: number;
  /** PF_FORKNOEXEC in the last stat: its clearing is an exec, even one that keeps the comm. */
  forkNoExec: boolean;
  prevMonoNs: bigint;
  prevTicks: Counter | null;
  prevRchar: Counter | null;
  prevWchar: Counter | null;
  prevMajflt: Counter | null;
  ioDeniedPass: number;
  path: string | null;
  pathReason: UnavailableReason | null;
  pathPass: number;
  drm: DrmProcessState | null;
  /** The pass of the last descriptor walk (shared by the socket scan and the DRM scan) and what it found. */
  walkPass: number;
  walkSockets: SocketLinks;
  walkDrm: DrmLink[];
  /** The TCP sockets the identity held at its last socket scan; null until its first pass. */
  sockets: ProcessSockets | null;
  /** The cgroup facts, re-read with status (see STATUS_REFRESH_PASSES); null until read. */
  cgroup: ProcessCgroup | null;
  /** The /proc/PID/cgroup text `cgroup` was made from: the same text again (the usual case) keeps the same object. */
  cgroupSource: string | null;
  /** `cgroup` as the wire carries it (model/wire.ts cgroupText), made once per change rather than looked up each pass. */
  cgroupWire: string | null;
  /** NSpid of the last status read: the innermost namespace's PID when it is not the host's. */
  namespacePid: number | null;
  /** The lifetime as the .NET detector takes it, made again only when the identity changes. */
  lifetime: PassLifetime | null;
}


function newTracked(pid: number, base: string): Tracked {
  return {
    pid,
    base,
    statFd: -1,
    statmFd: -1,
    statusFd: -1,
    ioFd: -1,
    fdDirFd: -1,
    identity: null,
    comm: null,
    taskName: null,
    seenPass: -1,
    uid: null,
    statusPass: -1,
    recheckPass: -1,
    forkNoExec: false,
    prevMonoNs: 0n,
    prevTicks: null,
    prevRchar: null,
    prevWchar: null,
    prevMajflt: null,
    ioDeniedPass: -1,
    path: null,
    pathReason: null,
    pathPass: -1,
    drm: null,
    walkPass: -1,
    walkSockets: 'gone',
    walkDrm: [],
    sockets: null,
    cgroup: null,
    cgroupSource: null,
    cgroupWire: null,
    namespacePid: null,
    lifetime: null,
  };
}

/** 2^52: integers up to this add (and multiply, into this) exactly as numbers. */
const HALF_SAFE = 2 ** 52;

/** `a + b` exactly: a number while the sum is exact, a bigint beyond. */
function addCounters(a: Counter, b: Counter): Counter {
  if (typeof a === 'number' && typeof b === 'number' && a <= HALF_SAFE && b <= HALF_SAFE) return a + b;
  return BigInt(a) + BigInt(b);
}

/** `a - b` exactly (both below 2^53 as numbers, so their difference is exact too). */
function subtractCounters(a: Counter, b: Counter): Counter {
  return typeof a === 'number' && typeof b === 'number' ? a - b : BigInt(a) - BigInt(b);
}

/** `a * k` exactly, `k` a small positive integer (a page size). */
function multiplyCounter(a: Counter, k: number): Counter {
  if (typeof a === 'number') {
    const product = a * k;
    if (product <= HALF_SAFE) return product;
  }
  return BigInt(a) * BigInt(k);
}

/** Whether two counters hold the same integer (a number and a bigint can: `===` would say no). */
function sameCounter(a: Counter, b: Counter): boolean {
  return typeof a === typeof b ? a === b : BigInt(a) === BigInt(b);
}

/** An integer metric's slot from a counter: no bigint for a number. */
function writeCounter(out: SlotWriter, slot: number, value: Counter): void {
  if (typeof value === 'number') out.integer(slot, value);
  else out.value(slot, value);
}

/**
 * `floor(delta * 1e9 / elapsedNs)`, the exact per-second rate of a counter delta: as numbers while every product
 * is exact (delta * 1e9 and the quotient times the divisor up to 2^52, checked and corrected by the remainder), as
 * bigints beyond.
 */
function perSecondCounter(delta: Counter, elapsedNs: bigint, elapsedNumber: number): Counter {
  if (typeof delta === 'number' && elapsedNumber > 0) {
    const dividend = delta * 1e9;
    if (dividend <= HALF_SAFE && elapsedNumber <= HALF_SAFE) {
      let q = Math.floor(dividend / elapsedNumber);
      const r = dividend - q * elapsedNumber;
      if (r < 0) q--;
      else if (r >= elapsedNumber) q++;
      return q;
    }
  }
  return perSecond(BigInt(delta), elapsedNs);
}

/** stat's state letters of a zombie and a dead task. */
const Z_STATE = 90;
const X_STATE = 88;

/** Slot indices of the metrics the Linux pass writes per process. */
const S = PROCESS_SLOTS;
const DOTNET_SLOTS: readonly number[] = DOTNET_METRICS.map((id) => PROCESS_SLOTS[id]);

/** What `runPass` made: the wire's processes written, each process's lifetime in the wire's order, and the rest of the snapshot. */
interface PassResult {
  readonly sequence: number;
  readonly capturedAtMs: number;
  readonly collectionCpuMicros: number;
  readonly output: WireBuilder;
  readonly lifetimes: readonly PassLifetime[];
  readonly system: SystemSample;
  readonly gpus: GpuAdapterSample[];
}

/** Thrown inside a process read when the process vanished; the process is dropped from the pass. */
class Vanished extends Error {}
const VANISHED = new Vanished('process vanished');

interface PrevSystem {
  readonly monoNs: bigint;
  readonly total: CpuTimes | null;
  readonly perCpu: ReadonlyMap<string, CpuTimes>;
  readonly majorFaults: bigint | null;
  readonly reclaimWrites: bigint | null;
  readonly disks: ReadonlyMap<string, readonly [bigint, bigint, bigint]>;
  readonly nets: ReadonlyMap<string, readonly [bigint, bigint]>;
}

/** The per-CPU metric of a `/proc/stat` line name (`cpu12`), or undefined beyond the catalog's family. */
function cpuCoreMetricId(name: string): SystemMetricId | undefined {
  const n = Number(name.slice(3));
  return Number.isInteger(n) ? CPU_CORE_PERCENT_IDS[n] : undefined;
}

function busyOf(t: CpuTimes): { busy: bigint; total: bigint } {
  const idle = t.idle + t.iowait;
  const total = t.user + t.nice + t.system + idle + t.irq + t.softirq + t.steal;
  return { busy: total - idle, total };
}

/** `value * 1e9 / elapsedNs`, floored: an exact per-second rate of an integer counter delta. */
function perSecond(delta: bigint, elapsedNs: bigint): bigint {
  return (delta * NS_PER_S) / elapsedNs;
}

/**
 * CPU time of the calling thread in ns: the sampler runs in a worker, and process.cpuUsage() would add the main
 * thread's work. From the thread's CPU clock (exact), else from its schedstat (which lags by up to a scheduler tick
 * for a running thread), else from the process's rusage.
 */
function threadCpuNs(): bigint {
  const clock = threadCpuTimeNs();
  if (clock !== null && clock.ok) return BigInt(clock.value);
  try {
    const text = nodeProcFs.readText('/proc/thread-self/schedstat', 'latin1');
    const space = text.indexOf(' ');
    return BigInt(text.slice(0, space < 0 ? text.length : space));
  } catch {
    const u = process.cpuUsage();
    return BigInt(u.user + u.system) * 1000n;
  }
}

type SystemValues = Partial<Record<SystemMetricId, MetricValue>>;
type SystemUnavailable = Partial<Record<SystemMetricId, UnavailableReason>>;

/**
 * Whether swap is active. Without an active swap area no page can be swapped out, so every VmSwap is 0 and the
 * cheaper statm gives the rest of the memory fields. With swap (or no SwapTotal), status is read every pass for VmSwap.
 */
function swapIsActive(meminfo: ReadonlyMap<string, bigint> | null): boolean {
  const swapTotal = meminfo?.get('SwapTotal');
  return swapTotal === undefined || swapTotal > 0n;
}

/**
 * The memory metrics of one process (bytes, from its status or statm reading). A kernel thread has no user memory and
 * a zombie has released its memory: statm prints zeros for both, which are not measurements.
 */
function writeNoMemory(reason: UnavailableReason, out: SlotWriter): void {
  out.reason(S.private_bytes, reason);
  out.reason(S.workset_bytes, reason);
  out.reason(S.workset_private_bytes, reason);
  out.reason(S.workset_shareable_bytes, reason);
}

/** The memory metrics of one process from its reading; a missing status field (an old kernel) is `unsupported`. */
function writeMemory(rss: Counter | null, anon: Counter | null, fileShmem: Counter | null, swap: Counter | null, out: SlotWriter): void {
  // Without swap the sum is anon itself.
  if (anon !== null && swap !== null) writeCounter(out, S.private_bytes, swap === 0 || swap === 0n ? anon : addCounters(anon, swap));
  else out.reason(S.private_bytes, 'unsupported');
  if (rss !== null) writeCounter(out, S.workset_bytes, rss);
  else out.reason(S.workset_bytes, 'unsupported');
  if (anon !== null) writeCounter(out, S.workset_private_bytes, anon);
  else out.reason(S.workset_private_bytes, 'unsupported');
  if (fileShmem !== null) writeCounter(out, S.workset_shareable_bytes, fileShmem);
  else out.reason(S.workset_shareable_bytes, 'unsupported');
}

/** Memory: from the meminfo read at the start of the pass, every value in bytes. */
function recordSystemMemory(
  mem: ReadonlyMap<string, bigint> | null,
  values: SystemValues,
  unavailable: SystemUnavailable,
): void {
  const memReason: UnavailableReason = mem === null ? 'unknown' : 'unsupported';
  const sum = (...keys: string[]): bigint | null => {
    let total = 0n;
    for (const key of keys) {
      const v = mem?.get(key);
      if (v === undefined) return null;
      total += v;
    }
    return total;
  };
  const memTotal = mem?.get('MemTotal') ?? null;
  const memAvailable = mem?.get('MemAvailable') ?? null;
  const memoryValues: [SystemMetricId, bigint | null][] = [
    ['physical_memory_bytes', memTotal !== null && memAvailable !== null ? memTotal - memAvailable : null],
    ['total_memory_bytes', memTotal],
    ['available_memory_bytes', memAvailable],
    ['modified_memory_bytes', sum('Dirty', 'Writeback')],
    ['standby_memory_bytes', sum('Active(file)', 'Inactive(file)')],
    ['free_zeroed_memory_bytes', sum('MemFree')],
    ['committed_bytes', sum('Committed_AS')],
    ['commit_limit_bytes', sum('CommitLimit')],
    ['nonpaged_pool_bytes', sum('SUnreclaim', 'KernelStack', 'PageTables')],
  ];
  for (const [id, v] of memoryValues) {
    if (v !== null) values[id] = v;
    else unavailable[id] = memReason;
  }
  unavailable.paged_pool_bytes = 'unsupported';
}

/** CPU shares (busy, user, kernel) of the aggregate /proc/stat cpu line since the previous pass. */
function computeCpuShares(
  stat: SystemStat,
  prev: PrevSystem | null,
  values: SystemValues,
  unavailable: SystemUnavailable,
): void {
  if (prev === null || prev.total === null || stat.total === null) {
    const reason: UnavailableReason = stat.total === null ? 'unknown' : 'first_sample';
    unavailable.cpu_percent = reason;
    unavailable.cpu_user_percent = reason;
    unavailable.cpu_kernel_percent = reason;
    return;
  }
  const now = stat.total;
  const before = prev.total;
  const a = busyOf(now);
  const b = busyOf(before);
  const total = Number(a.total - b.total);
  if (total > 0) {
    const share = (d: bigint): number => Math.min(100, Math.max(0, (Number(d) / total) * 100));
    values.cpu_percent = share(a.busy - b.busy);
    values.cpu_user_percent = share(now.user + now.nice - before.user - before.nice);
    values.cpu_kernel_percent = share(
      now.system + now.irq + now.softirq - before.system - before.irq - before.softirq,
    );
  } else {
    unavailable.cpu_percent = 'unknown';
    unavailable.cpu_user_percent = 'unknown';
    unavailable.cpu_kernel_percent = 'unknown';
  }
}

/**
 * Each logical CPU's busy share (`cpu_core_<n>_percent`, from its `cpuN` line's delta, the same arithmetic as the
 * total's) and their mean over the CPUs present in both this and the previous pass. A CPU absent from this pass
 * (offline, or beyond the catalog's family) gets no entry: the host has no such CPU now, as an absent GPU adapter
 * has no sample; one that just came online gets `first_sample`.
 */
function computeCpuAverage(
  stat: SystemStat,
  prev: PrevSystem | null,
  values: SystemValues,
  unavailable: SystemUnavailable,
): void {
  if (prev === null) {
    unavailable.cpu_average_percent = 'first_sample';
    for (const name of stat.perCpu.keys()) {
      const id = cpuCoreMetricId(name);
      if (id !== undefined) unavailable[id] = 'first_sample';
    }
    return;
  }
  let sumPercent = 0;
  let cpus = 0;
  for (const [name, now] of stat.perCpu) {
    const id = cpuCoreMetricId(name);
    const before = prev.perCpu.get(name);
    if (before === undefined) {
      if (id !== undefined) unavailable[id] = 'first_sample';
      continue;
    }
    const a = busyOf(now);
    const b = busyOf(before);
    const total = Number(a.total - b.total);
    if (total <= 0) {
      if (id !== undefined) unavailable[id] = 'unknown';
      continue;
    }
    const percent = Math.min(100, Math.max(0, (Number(a.busy - b.busy) / total) * 100));
    if (id !== undefined) values[id] = percent;
    sumPercent += percent;
    cpus++;
  }
  if (cpus > 0) values.cpu_average_percent = sumPercent / cpus;
  else unavailable.cpu_average_percent = 'unknown';
}

/**
 * One process's GPU metrics from its DRM reading (which leaves the devices NVML answers for to NVML) and NVML's: the
 * percent is the busiest device's, memory adds up over devices (NVML's is dedicated memory). Without a number
 * the DRM reason stands unless it is `unsupported` and NVML has one of its own.
 */
function mergeGpu(drm: ProcessGpuResult | null, nvml: readonly NvmlProcessUse[] | null, out: SlotWriter): void {
  let percent: number | null = drm !== null && typeof drm.percent === 'number' ? drm.percent : null;
  let percentReason: UnavailableReason = drm === null || typeof drm.percent === 'number' ? 'unsupported' : drm.percent;
  let dedicated: bigint | null = drm !== null && typeof drm.dedicated === 'bigint' ? drm.dedicated : null;
  for (const use of nvml ?? []) {
    if (typeof use.percent === 'number') percent = Math.max(percent ?? 0, use.percent);
    else if (percentReason === 'unsupported') percentReason = use.percent;
    if (use.memoryBytes !== null) dedicated = (dedicated ?? 0n) + use.memoryBytes;
  }
  if (percent !== null) out.value(S.gpu_percent, Math.min(100, percent));
  else out.reason(S.gpu_percent, percentReason);
  if (dedicated !== null) out.value(S.gpu_dedicated_bytes, dedicated);
  else out.reason(S.gpu_dedicated_bytes, drm !== null && typeof drm.dedicated === 'string' ? drm.dedicated : 'unsupported');
  if (drm !== null && typeof drm.shared === 'bigint') out.value(S.gpu_shared_bytes, drm.shared);
  else out.reason(S.gpu_shared_bytes, drm !== null && typeof drm.shared === 'string' ? drm.shared : 'unsupported');
}

const NO_NODES: ReadonlyMap<string, string> = new Map();

export class LinuxSampler {
  private readonly procRoot: string;
  private readonly statPath: string;
  private readonly sysRoot: string;
  private readonly fs: ProcFs;
  private readonly clock: SamplerClock;
  private readonly ticksPerSecond: number;
  private readonly pageSize: number;
  private readonly keepFilesOpen: boolean;
  /** The whole-system files read every pass (stat, meminfo, vmstat, diskstats, net/dev). */
  private readonly systemFiles: KeptFiles;
  /** Descriptors this sampler may keep; lowered to what it holds when the process runs out of descriptors. */
  private fdBudget: number;
  private readonly users: UserNames;
  private readonly tracked = new Map<number, Tracked>();
  /**
   * The entries the last pass sampled, in its listing's order: every one is in `tracked` (scanProcessDirectory takes
   * them by position before asking the Map).
   */
  private sampled: Tracked[] = [];
  private readonly wholeDisks = new Map<string, boolean>();
  private readonly fastFdCount: boolean;
  private readonly network: ProcessNetwork;
  /** /proc/net/snmp, whose TCP counters say whether the last sock_diag dump still holds; null without a dump. */
  private readonly tcpActivityPath: string | null;
  /** Whether passes read the cgroup facts and major faults (LinuxSamplerOptions.sources). */
  private readonly cgroups: boolean;
  private readonly majorFaults: boolean;
  private readonly containerNames: ContainerNames;
  private openFds = 0;
  /** The descriptor table size reserved for kept files so far (a power of two; reserveDescriptors). */
  private descriptorsReserved = 0;
  private pass = 0;
  private sequence = 0;
  /** btime read on the first pass and kept: the kernel recomputes it from the wall clock on every read. */
  private btimeMs: number | null = null;
  /** Seconds since boot (/proc/uptime) as read on pass `uptimePass`, for the age of a new lifetime; null unreadable. */
  private uptimeSeconds: number | null = null;
  private uptimePass = -1;
  private prevSystem: PrevSystem | null = null;
  // The pass in progress, set by runPass() before the per-process steps read it: fields rather than parameters,
  // so each step takes only what differs per process.
  /** Monotonic time of the pass in progress. */
  private monoNs = 0n;
  /**
   * The previous pass's monotonic time and the time since it, as bigint and number: most processes were sampled
   * in the previous pass, so their elapsed time is this one, with no bigint arithmetic per process.
   */
  private prevPassMonoNs = -1n;
  private passElapsedNs = 0n;
  private passElapsedNumber = 0;
  /**
   * The stat of the process being read, scanned in place (parse.ts scanProcStat); its comm and start ticks are byte
   * ranges of the read buffer, or these texts when the stat was parsed as text instead (odd text, parseProcStat).
   */
  private readonly stat: ProcStatScan = newProcStatScan();
  private statComm: string | null = null;
  private statStart: string | null = null;
  /** The status of the process being read (on a refresh, or every pass with swap), scanned in place. */
  private readonly status: ProcStatusScan = newProcStatusScan();
  /** statm's and io's counters of the process being read, scanned in place. */
  private readonly statm = { residentPages: 0 as Counter, sharedPages: 0 as Counter };
  private readonly io: { rchar: Counter | null; wchar: Counter | null } = { rchar: null, wchar: null };
  /** The network step's descriptor walk of the process being read: one object, not an object and a closure per process. */
  private readonly fdWalk: { entry: Tracked | null; fdCount: number; walked: boolean; links(wanted: WantedInodes): SocketLinks } = {
    entry: null,
    fdCount: -1,
    walked: false,
    links: (wanted) => this.walkFds(this.fdWalk.entry!, wanted, this.fdWalk.fdCount),
  };
  /** The handle count's reason of the process being read, when it has none (read by the GPU and network steps). */
  private handleReason: UnavailableReason | null = null;
  /** The zeroth reading's buffer until the first pass took it (LinuxSamplerOptions.zerothReading). */
  private zerothBuffer: SharedArrayBuffer | null;
  /** During the first pass: the zeroth reading. */
  private zeroth: ZerothReading | null = null;
  /** CPUs with a line in this pass's /proc/stat (at least 1): the divisor of process CPU shares. */
  private logicalCpus = 1;
  /** Whether this pass reads status every time (see swapIsActive). */
  private swapActive = true;
  /** Whether this host has a DRM device, so processes can be DRM clients. */
  private drmPresent = false;
  private readonly drmTopology: DrmTopology;
  private drmInventory: DrmInventory | null = null;
  /** Every DRM client read this pass, each once: the adapters' utilization and encode/decode. */
  private readonly drmUsage = new DrmAdapterUsage();
  private readonly nvml: NvmlSource | null;
  /** This pass's NVML reading, with the start ticks of each PID it names read right after it (the lifetime check). */
  private nvmlPass: NvmlPass | null = null;
  private nvmlStartTicks = new Map<number, string>();
  /** Adapter keys NVML answers for: DRM clients of those devices are left to NVML (one source per device). */
  private nvmlDevices: ReadonlySet<string> = new Set();

  constructor(options: LinuxSamplerOptions = {}) {
    this.procRoot = options.procRoot ?? '/proc';
    this.statPath = options.statPath ?? `${this.procRoot}/stat`;
    this.sysRoot = options.sysRoot ?? '/sys';
    this.fs = options.fs ?? nodeProcFs;
    this.clock = options.clock ?? systemClock;
    this.ticksPerSecond = options.clockTicksPerSecond ?? clockTicksPerSecond();
    this.pageSize = options.pageSize ?? getconf('PAGESIZE', 4096);
    this.keepFilesOpen = options.keepFilesOpen ?? this.procRoot === '/proc';
    this.fdBudget = this.keepFilesOpen ? keptFileBudget(openFileLimit(this.fs)) : 0;
    // Kept like the per-process files, but not when a test names its own stat file: it replaces that file by rename.
    this.systemFiles = new KeptFiles(this.fs, this.keepFilesOpen && options.statPath === undefined);
    this.users = new UserNames(this.fs, options.passwdPath ?? '/etc/passwd', () => this.clock.wallMs());
    this.fastFdCount = this.detectFdCountBySize();
    const tcpCounters = options.tcpCounters !== undefined ? options.tcpCounters : this.procRoot === '/proc' ? new TcpDiag() : null;
    this.network = new ProcessNetwork(this.fs, this.procRoot, tcpCounters);
    // The kernel's dump is reused while the namespace's TCP counters stand still (ProcessNetwork.beginPass); recorded
    // counters have no such reading.
    this.tcpActivityPath = tcpCounters instanceof TcpDiag ? `${this.procRoot}/net/snmp` : null;
    this.containerNames = new ContainerNames(this.fs, options.containerNameSources);
    this.drmTopology = new DrmTopology(this.fs, this.sysRoot);
    const nvmlLibrary = options.nvmlLibrary !== undefined ? options.nvmlLibrary : this.procRoot === '/proc' ? NVML_LIBRARY : null;
    this.nvml = nvmlLibrary === null ? null : NvmlSource.open(nvmlLibrary);
    this.cgroups = options.sources?.cgroups ?? true;
    this.majorFaults = options.sources?.majorFaults ?? true;
    this.zerothBuffer = options.zerothReading ?? null;
  }

  /**
   * Since Linux 6.2 `stat()` of /proc/PID/fd reports the number of open descriptors as st_size: one
   * syscall instead of open+getdents+close, and no file names to allocate. Verified against a listing
   * of our own fd directory; older kernels report 0 and the listing is used instead.
   */
  private detectFdCountBySize(): boolean {
    const self = `${this.procRoot}/self/fd`;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const size = this.fs.statSize(self);
        const listed = this.fs.listDir(self).length;
        // The listing opens one descriptor of its own; other threads may open or close some meanwhile.
        if (size !== null && size > 0 && Math.abs(size - listed) <= 1) return true;
        if (size === null || size === 0) return false;
      } catch {
        return false;
      }
    }
    return false;
  }

  /** Number of descriptors the sampler keeps open between passes (diagnostics and tests). */
  get keptFileCount(): number {
    return this.openFds;
  }

  /** Releases the files kept open between passes. The sampler can be used again afterwards. */
  close(): void {
    for (const entry of this.tracked.values()) this.release(entry);
    this.tracked.clear();
    this.sampled = [];
    this.systemFiles.close();
    this.network.close();
    this.nvml?.close();
  }

  /**
   * One sampling pass, written straight into the wire's cells (model/wire.ts WireBuilder): no value object, sample or
   * bigint per process. With each process's lifetime, in the wire's order, for the .NET detector. Tests and benches
   * read it decoded (decodeSnapshot).
   */
  sampleWire(): WirePass {
    const pass = this.runPass();
    return { wire: pass.output.finish(pass, pass.system, pass.gpus), lifetimes: pass.lifetimes };
  }

  private runPass(): PassResult {
    const cpuBefore = threadCpuNs();
    const capturedAtMs = this.clock.wallMs();
    const monoNs = this.clock.monoNs();
    this.prevPassMonoNs = this.monoNs;
    this.passElapsedNs = monoNs - this.monoNs;
    this.passElapsedNumber = Number(this.passElapsedNs);
    this.monoNs = monoNs;
    ++this.pass;

    const systemStat = parseSystemStat(this.systemFiles.read(this.statPath, 'latin1', false));
    if (this.btimeMs === null && systemStat.btime !== null) this.btimeMs = Number(systemStat.btime) * 1000;
    this.logicalCpus = Math.max(1, systemStat.perCpu.size);
    const memText = this.systemFiles.readOptional(`${this.procRoot}/meminfo`, 'latin1', false);
    const meminfo = memText === null ? null : parseMeminfo(memText);
    this.swapActive = swapIsActive(meminfo);
    const drm = this.drmTopology.list();
    this.drmInventory = drm;
    this.drmPresent = drm.present;
    this.drmUsage.beginPass(this.monoNs);
    this.readNvml();
    this.network.beginPass(this.monoNs, this.tcpActivity());

    const pids = listProcessIds(this.fs, this.procRoot);
    const output = new WireBuilder(pids.length);
    const lifetimes: PassLifetime[] = [];
    this.reserveDescriptors(pids.length);
    // The first pass only: what the main thread has read by now (the rest is not waited for: its rates stay pending).
    this.zeroth = this.zerothBuffer === null ? null : readZerothReading(this.zerothBuffer);
    this.zerothBuffer = null;
    const threadSum = this.scanProcessDirectory(pids, output, lifetimes);
    this.zeroth = null;
    this.dropUnseenProcesses();

    const system = this.readSystem(systemStat, meminfo, this.monoNs, lifetimes.length, threadSum);
    const gpus = this.adapters(drm);
    const collectionCpuMicros = Number((threadCpuNs() - cpuBefore) / 1000n);
    return {
      sequence: ++this.sequence,
      capturedAtMs,
      collectionCpuMicros: collectionCpuMicros >= 0 ? collectionCpuMicros : 0,
      output,
      lifetimes,
      system,
      gpus,
    };
  }

  /** The namespace's TCP segment counters as text (tcpActivityLine), or null when there is no dump or no reading. */
  private tcpActivity(): string | null {
    if (this.tcpActivityPath === null) return null;
    const snmp = this.systemFiles.readOptional(this.tcpActivityPath, 'latin1', false);
    return snmp === null ? null : tcpActivityLine(snmp);
  }

  /** Sock_diag dumps taken, and passes that reused the last one while TCP stood still (tests). */
  tcpDumps(): { readonly taken: number; readonly reused: number } {
    return { taken: this.network.dumpsTaken, reused: this.network.dumpsReused };
  }

  /**
   * NVML's adapters and processes for this pass, and the start ticks of each PID it names, read right after it: a
   * process is credited only when its lifetime has those start ticks (a PID reused since is another lifetime).
   */
  private readNvml(): void {
    this.nvmlStartTicks = new Map();
    if (this.nvml === null) return;
    this.nvmlPass = this.nvml.pass();
    this.nvmlDevices = new Set(this.nvmlPass.adapters.map((a) => a.adapterId));
    for (const pid of this.nvmlPass.processes.keys()) {
      const text = readOptional(this.fs, `${this.procRoot}/${pid}/stat`, 'latin1');
      const stat = text === null ? null : parseProcStat(text);
      if (stat !== null) this.nvmlStartTicks.set(pid, stat.startTicks);
    }
  }

  /** The DRM adapters, each replaced by NVML's reading where NVML answers for the same device, then NVML's others. */
  private adapters(drm: DrmInventory): GpuAdapterSample[] {
    const fromDrm = readGpuAdapters(this.fs, drm, this.drmUsage);
    const fromNvml = this.nvmlPass?.adapters ?? [];
    if (fromNvml.length === 0) return fromDrm;
    const byKey = new Map(fromNvml.map((a) => [a.adapterId, a]));
    const out = fromDrm.map((a) => byKey.get(a.adapterId) ?? a);
    const listed = new Set(out.map((a) => a.adapterId));
    for (const a of fromNvml) if (!listed.has(a.adapterId)) out.push(a);
    return out;
  }

  /**
   * Samples every PID directory listed into `output` (and their lifetimes into `lifetimes`), tracking new PIDs and
   * dropping those that vanished or failed; returns the sum of the sampled thread counts.
   */
  private scanProcessDirectory(pids: readonly number[], output: WireBuilder, lifetimes: PassLifetime[]): bigint {
    const pass = this.pass;
    // A number: the sum of every thread count stays far below 2^53 (pid_max bounds the threads), so it is exact.
    let threadSum = 0;
    // The proc root lists PIDs in ascending order, the same order every pass, so a process's entry is nearly always
    // the next one the previous pass sampled: taken from there, without the Map's hash probe per process per pass (a
    // cache miss each on a large host). The Map still answers for the rest: new PIDs and any other listing order.
    const before = this.sampled;
    // Cleared first: a pass that throws midway leaves no list of entries it may have dropped.
    this.sampled = [];
    const sampled: Tracked[] = new Array<Tracked>(pids.length);
    let sampledCount = 0;
    let next = 0;
    for (const pid of pids) {
      while (next < before.length && before[next]!.pid < pid) next++;
      let entry = next < before.length && before[next]!.pid === pid ? before[next++] : this.tracked.get(pid);
      if (entry === undefined) {
        entry = newTracked(pid, `${this.procRoot}/${pid}`);
        this.tracked.set(pid, entry);
      }
      let threads: Counter | null;
      output.beginProcess();
      try {
        threads = this.readProcess(entry, output);
      } catch (error) {
        // One process's unexpected fs error (EMFILE, EIO, …) drops that process, not the pass.
        if (error !== VANISHED && errnoCode(error) === undefined) throw error;
        threads = null;
      }
      if (threads === null) {
        output.dropProcess();
        this.release(entry);
        this.tracked.delete(pid);
        continue;
      }
      entry.seenPass = pass;
      sampled[sampledCount++] = entry;
      lifetimes.push(entry.lifetime!);
      threadSum += Number(threads);
    }
    sampled.length = sampledCount;
    this.sampled = sampled;
    return BigInt(threadSum);
  }

  /** Releases and forgets every tracked PID that this pass's directory listing no longer had. */
  private dropUnseenProcesses(): void {
    // Over the values: a Map's entries iterator makes a [key, value] array per process per pass.
    for (const entry of this.tracked.values()) {
      if (entry.seenPass !== this.pass) {
        this.release(entry);
        this.tracked.delete(entry.pid);
      }
    }
  }

  private release(entry: Tracked): void {
    for (const slot of FD_SLOTS) {
      const fd = entry[slot];
      if (fd >= 0) {
        try {
          this.fs.closeFile(fd);
        } catch {
          // Nothing to do: the descriptor is gone either way.
        }
        this.openFds--;
      }
      entry[slot] = -1;
    }
  }

  /**
   * Grows the descriptor table once for the files a pass over `processes` may keep (up to FD_SLOTS per process, within
   * the budget), rather than by the kernel's doublings as they open: each doubling waits for an RCU grace period in
   * the open that needs it, twice (4-20 ms each) in the first pass at ~80 processes and five times at ~1,000, which the
   * first table waited for (issue 31, first screen). Again only when the process count outgrows the reservation.
   */
  private reserveDescriptors(processes: number): void {
    if (!this.keepFilesOpen) return;
    const wanted = Math.min(this.fdBudget, processes * FD_SLOTS.length) + DESCRIPTORS_BESIDES_KEPT;
    let size = 1;
    while (size < wanted) size *= 2;
    if (size <= this.descriptorsReserved) return;
    this.descriptorsReserved = size;
    try {
      // A failure (no glibc for koffi, a limit below the size) leaves the table to grow as files open, as before.
      reserveDescriptorTable(Math.min(size, this.fdBudget + DESCRIPTORS_BESIDES_KEPT));
    } catch {
      // As above.
    }
  }

  private mayKeep(): boolean {
    return this.keepFilesOpen && this.openFds < this.fdBudget;
  }

  /**
   * `open()` of a file to keep, or -1 when the process has no descriptor left (EMFILE/ENFILE: the budget, a share of
   * RLIMIT_NOFILE, counted on descriptors that other code of this process holds): keeping stops at what is kept, and
   * this and later reads go by path, so no process is lost from a pass for want of a descriptor.
   */
  private openToKeep(open: () => number): number {
    try {
      return open();
    } catch (error) {
      if (!isOutOfDescriptors(error)) throw error;
      this.fdBudget = this.openFds;
      return -1;
    }
  }

  /** Opens `path` into `entry[slot]` when the budget allows: the kept descriptor, or -1 (the caller reads by path). */
  private keep(entry: Tracked, slot: FdSlot, path: string): number {
    const fd = this.mayKeep() ? this.openToKeep(() => this.fs.openFile(path)) : -1;
    if (fd >= 0) {
      entry[slot] = fd;
      this.openFds++;
    }
    return fd;
  }

  /**
   * Reads `<base>/<file>`, through a kept descriptor when the budget allows; the bytes are left in procfs.ts's
   * `readBytes()`, their count returned.
   */
  private readKeptBytes(entry: Tracked, slot: FdSlot, base: string, file: string): number {
    const kept = keptFd(entry, slot);
    if (kept >= 0) return this.fs.readOpenBytes(kept);
    const path = `${base}/${file}`;
    const fd = this.keep(entry, slot, path);
    return fd >= 0 ? this.fs.readOpenBytes(fd) : this.fs.readTextBytes(path);
  }

  /** stat's bytes through the kept descriptor; a kept descriptor of an exited process reads ESRCH. */
  private readStat(entry: Tracked, base: string): number {
    try {
      return this.readKeptBytes(entry, 'statFd', base, 'stat');
    } catch (error) {
      if (!isGone(error) || entry.statFd < 0) throw isGone(error) ? VANISHED : error;
    }
    // The kept files belonged to an earlier process with this PID: start over with fresh files.
    this.release(entry);
    entry.identity = null;
    try {
      return this.readKeptBytes(entry, 'statFd', base, 'stat');
    } catch (error) {
      throw isGone(error) ? VANISHED : error;
    }
  }

  /** Open descriptors of the process: st_size of /proc/PID/fd (kept open when possible) or a listing. */
  private countFds(entry: Tracked, base: string): number {
    if (entry.fdDirFd >= 0) return this.fs.fstatSize(entry.fdDirFd);
    const path = `${base}/fd`;
    if (!this.fastFdCount) return this.fs.listDir(path).length;
    if (entry.fdDirFd !== FD_DIR_BY_PATH && this.mayKeep()) {
      let fd = -1;
      try {
        fd = this.openToKeep(() => this.fs.openDir(path));
      } catch (error) {
        // Another user's fd directory cannot be read, but stat() of it still reports the count: kept as an O_PATH
        // descriptor, fstat'd each pass like our own (no path lookup, no Stats object per pass); by path where even
        // that fails.
        if (!isDenied(error)) throw error;
        try {
          fd = this.openToKeep(() => this.fs.openDirLocation(path));
        } catch (locationError) {
          if (!isDenied(locationError)) throw locationError;
          entry.fdDirFd = FD_DIR_BY_PATH;
        }
      }
      if (fd >= 0) {
        entry.fdDirFd = fd;
        this.openFds++;
        return this.fs.fstatSize(fd);
      }
    }
    const size = this.fs.statSize(path);
    if (size === null) throw VANISHED;
    return size;
  }

  /**
   * Writes one process's metrics into `out` and ends it there; returns its thread count, or null when it vanished or
   * cannot be identified (`out` then holds part of it: the caller drops it). The steps run in catalog order; the fd
   * count read by one gates the GPU read of another.
   */
  private readProcess(entry: Tracked, out: WireBuilder): Counter | null {
    const base = entry.base;
    const stat = this.readProcessStat(entry, base);
    if (stat === null) return null;
    const zombie = stat.state === Z_STATE || stat.state === X_STATE;
    const kthread = (stat.flags & PF_KTHREAD) !== 0;
    const identity = this.refreshIdentity(entry, base, kthread);
    const sinceZeroth = this.zeroth === null ? -1n : this.takeZeroth(entry, identity);
    // Processes sampled in the previous pass (nearly all) take the pass's elapsed time: no bigint made per process.
    const sinceLastPass = entry.prevMonoNs === this.prevPassMonoNs;
    const elapsedNs = sinceZeroth >= 0n ? sinceZeroth : sinceLastPass ? this.passElapsedNs : this.monoNs - entry.prevMonoNs;
    const elapsedNumber = sinceZeroth < 0n && sinceLastPass ? this.passElapsedNumber : Number(elapsedNs);
    this.computeCpuPercent(entry, stat, elapsedNs, elapsedNumber, out);
    if (!this.readProcessMemory(entry, base, kthread, zombie, out)) return null;
    writeCounter(out, S.thread_count, stat.numThreads);
    const fdCount = this.countHandles(entry, base, zombie, out);
    out.reason(S.user_object_count, 'unsupported');
    out.reason(S.gdi_object_count, 'unsupported');
    this.attributeGpu(entry, base, fdCount, zombie, kthread, out);
    for (const slot of DOTNET_SLOTS) out.reason(slot, 'not_collected');
    this.readProcessIo(entry, base, elapsedNs, elapsedNumber, out);
    if (this.majorFaults) {
      this.counterRate(stat.majflt, entry.prevMajflt, elapsedNs, elapsedNumber, S.page_faults_major_per_sec, out);
      entry.prevMajflt = stat.majflt;
    } else out.reason(S.page_faults_major_per_sec, 'not_collected');
    this.attributeNetwork(entry, base, fdCount, out);
    entry.prevMonoNs = this.monoNs;
    this.readExePath(entry, base, zombie, kthread, out);
    out.value(S.task_name, entry.taskName!);

    if (entry.lifetime === null || entry.lifetime.identity !== identity || entry.lifetime.kernelThread !== kthread) {
      entry.lifetime = { identity, kernelThread: kthread };
    }
    const uid = entry.uid;
    const cgroup = this.cgroups ? this.cgroupOf(entry, base) : undefined;
    out.endProcess(
      identity,
      stat.ppid > 0 ? stat.ppid : null,
      entry.path,
      uid === null ? null : this.users.nameOf(uid),
      kthread,
      cgroup,
      cgroup === undefined ? undefined : entry.cgroupWire!,
    );
    return stat.numThreads;
  }

  /**
   * The stat of the process, scanned from its bytes into `this.stat` (text only when it is not as the kernel prints
   * it: parseProcStat then); null when it vanished, is not ours to read or does not parse.
   */
  private readProcessStat(entry: Tracked, base: string): ProcStatScan | null {
    let length: number;
    try {
      length = this.readStat(entry, base);
    } catch (error) {
      if (error === VANISHED || isDenied(error)) return null; // unidentifiable without stat
      throw error;
    }
    const bytes = readBytes();
    const stat = this.stat;
    this.statComm = null;
    this.statStart = null;
    if (scanProcStat(bytes, length, stat)) return stat;
    const parsed = parseProcStat(latin1Of(bytes, 0, length));
    if (parsed === null) return null;
    stat.pid = parsed.pid;
    stat.state = parsed.state.length === 1 ? parsed.state.charCodeAt(0) : 0;
    stat.ppid = parsed.ppid;
    stat.flags = parsed.flags;
    stat.utime = parsed.utime;
    stat.stime = parsed.stime;
    stat.numThreads = parsed.numThreads;
    stat.majflt = parsed.majflt;
    this.statComm = parsed.comm;
    this.statStart = parsed.startTicks;
    return stat;
  }

  /** Whether this stat's comm is `text`: compared in the read buffer, no string made. */
  private statCommIs(text: string): boolean {
    return this.statComm !== null ? this.statComm === text : bytesAre(readBytes(), this.stat.commStart, this.stat.commEnd, text);
  }

  private statStartIs(text: string): boolean {
    return this.statStart !== null ? this.statStart === text : bytesAre(readBytes(), this.stat.startStart, this.stat.startEnd, text);
  }

  /**
   * The identity this pass's stat describes; a new one (with the per-identity state reset) for a new lifetime or an
   * exec of another program. Its name is decided when the lifetime is first seen (process-name.ts lifetimeName): a
   * task that renames itself later (prctl PR_SET_NAME, a write to /proc/PID/comm) keeps its identity and name, and
   * only its task_name shows the new comm. The exe link (and, when the comm is not its name, the cmdline) is read only
   * here, for a new lifetime or a changed comm, never on the passes in between; a kernel thread's name is its comm.
   */
  private refreshIdentity(entry: Tracked, base: string, kthread: boolean): ProcessIdentity {
    // Compared as the raw bytes of stat (latin1): decoding first would make two invalid names equal.
    let identity = entry.identity;
    const sameLifetime = identity !== null && identity.startToken !== null && this.statStartIs(identity.startToken);
    // PF_FORKNOEXEC gone since the last pass: an exec, even of a program with the same comm.
    const forkNoExec = (this.stat.flags & PF_FORKNOEXEC) !== 0;
    const execed = entry.forkNoExec && !forkNoExec;
    entry.forkNoExec = forkNoExec;
    if (sameLifetime && !execed && entry.comm !== null && this.statCommIs(entry.comm)) return identity!;
    // The texts, made only now and before any other read reuses the buffer the stat was scanned in.
    const comm = this.statComm ?? latin1Of(readBytes(), this.stat.commStart, this.stat.commEnd);
    const startTicks = this.statStart ?? latin1Of(readBytes(), this.stat.startStart, this.stat.startEnd);
    const previousPath = sameLifetime ? entry.path : null;
    entry.comm = comm;
    entry.taskName = processNameText(comm).name;
    const exeBytes = kthread ? null : this.readExe(base);
    const exe = exeBytes === null ? null : utf8OfBytes(exeBytes);
    if (sameLifetime) {
      // A kernel thread never executes another program: its comm changing (a kworker taking other work) is a rename.
      if (kthread) return identity!;
      // An exec or a rename of a user process: its identity facts are re-read this pass (see STATUS_REFRESH_PASSES),
      // and the exe link just read is this pass's path, whether or not the identity stays.
      entry.recheckPass = this.pass;
      if (exe !== null) {
        entry.path = exe;
        entry.pathReason = null;
        entry.pathPass = this.pass;
      }
      // The same exe: a rename. Another exe (an exec) or an unreadable link: the name decided anew tells; after a
      // rename with an unreadable link it is argv[0]'s file name, the name this lifetime already has unless it
      // executed another program.
      if (exe !== null && exe === previousPath) return identity!;
      const name = this.lifetimeName(comm, exeBytes, base, kthread);
      if (name.name === identity!.name && name.nameBytesHex === identity!.nameBytesHex) return identity!;
    }
    // A new lifetime (or an exec of another program): no previous counters, fresh path and uid.
    const startTimeMs =
      this.btimeMs === null
        ? null
        : this.btimeMs + Number((BigInt(startTicks) * 1000n) / BigInt(this.ticksPerSecond));
    identity = { pid: entry.pid, ...this.lifetimeName(comm, exeBytes, base, kthread), startTimeMs, startToken: startTicks };
    entry.identity = identity;
    entry.prevTicks = null;
    entry.prevRchar = null;
    entry.prevWchar = null;
    entry.prevMajflt = null;
    entry.pathPass = -1;
    entry.statusPass = -1;
    // The second look (SECOND_LOOK_MS) for a lifetime that has only just begun.
    entry.recheckPass = !kthread && this.justStarted(startTicks) ? this.pass + 1 : -1;
    entry.ioDeniedPass = -1;
    entry.drm = null;
    entry.sockets = null;
    entry.cgroup = null;
    entry.cgroupWire = null;
    entry.cgroupSource = null;
    if (exe !== null) {
      // The exe link just read is this pass's path too.
      entry.path = exe;
      entry.pathReason = null;
      entry.pathPass = this.pass;
    }
    return identity;
  }

  /**
   * Whether a lifetime that started `startTicks` after boot began less than SECOND_LOOK_MS ago. Both counts are of the
   * boot clock (stat's start time and /proc/uptime), so a step of the wall clock cannot make old processes young or
   * young ones old; uptime is read once a pass, and only on a pass that meets a new lifetime.
   */
  private justStarted(startTicks: string): boolean {
    if (this.uptimePass !== this.pass) {
      this.uptimePass = this.pass;
      const centiseconds = parseUptimeCentiseconds(readOptional(this.fs, `${this.procRoot}/uptime`, 'latin1') ?? '');
      this.uptimeSeconds = centiseconds === null ? null : Number(centiseconds) / 100;
    }
    const uptime = this.uptimeSeconds;
    return uptime !== null && uptime - Number(startTicks) / this.ticksPerSecond < SECOND_LOOK_MS / 1000;
  }

  /** The exe link as a byte string (latin1), or null when it cannot be read (kernel thread, zombie, another user's). */
  private readExe(base: string): string | null {
    try {
      return this.fs.readLink(`${base}/exe`, 'latin1');
    } catch {
      return null;
    }
  }

  /** The lifetime's name (process-name.ts) with the exe link already read; a kernel thread's is its comm. */
  private lifetimeName(rawComm: string, exeBytes: string | null, base: string, kthread: boolean): ProcessNameText {
    if (kthread) return processNameText(rawComm);
    return lifetimeName(
      rawComm,
      () => exeBytes,
      () => {
        try {
          return this.fs.readText(`${base}/cmdline`, 'latin1');
        } catch {
          return null; // gone or unreadable: the comm and the exe are all there is
        }
      },
    );
  }

  /**
   * Memory from status when swap is active (VmSwap) or the uid is due (it is refreshed with it), otherwise from
   * the cheaper statm, written into `out`; false when the process vanished or its files are not ours to read. A
   * kernel thread's is not read between uid refreshes: statm prints zeros for it, which are not measurements, and
   * one pread per kernel thread per pass is saved.
   */
  private readProcessMemory(entry: Tracked, base: string, kthread: boolean, zombie: boolean, out: SlotWriter): boolean {
    const pass = this.pass;
    const swapActive = this.swapActive;
    const statusDue = entry.statusPass < 0 || this.identityFactsDue(entry, STATUS_REFRESH_PASSES);
    // A kernel thread has no user memory and a zombie has released its memory (writeNoMemory).
    const noMemory: UnavailableReason | null = zombie ? 'exited' : kthread ? 'unsupported' : null;
    // A kernel thread's: only its uid, when due, is read.
    if (kthread && !statusDue) {
      writeNoMemory(noMemory!, out);
      return true;
    }
    try {
      if (swapActive || statusDue) {
        const length = swapActive ? this.readKeptBytes(entry, 'statusFd', base, 'status') : this.fs.readTextBytes(`${base}/status`);
        const status = this.readStatus(entry, length);
        entry.statusPass = pass;
        if (statusDue) entry.namespacePid = status.namespacePid;
        if (noMemory !== null) writeNoMemory(noMemory, out);
        else {
          const fileShmem = status.rssFile !== null && status.rssShmem !== null ? addCounters(status.rssFile, status.rssShmem) : null;
          writeMemory(status.vmRss, status.rssAnon, fileShmem, status.vmSwap, out);
        }
        return true;
      }
      const statm = this.readStatm(entry, base);
      if (noMemory !== null) writeNoMemory(noMemory, out);
      else if (statm === null) writeMemory(null, null, null, null, out);
      else {
        const rss = multiplyCounter(statm.residentPages, this.pageSize);
        const fileShmem = multiplyCounter(statm.sharedPages, this.pageSize);
        writeMemory(rss, subtractCounters(rss, fileShmem), fileShmem, 0, out);
      }
      return true;
    } catch (error) {
      if (isGone(error) || isDenied(error)) return false;
      throw error;
    }
  }

  /**
   * The status just read (its `length` bytes in the read buffer), scanned in place into `this.status` (as text when it
   * is not as the kernel prints it: parseProcStatus then); sets the entry's uid, keeping its text while the digits are
   * the same (no string per refresh).
   */
  private readStatus(entry: Tracked, length: number): ProcStatusScan {
    const bytes = readBytes();
    const status = this.status;
    if (scanProcStatus(bytes, length, status)) {
      const uid = entry.uid;
      if (uid === null || !bytesAre(bytes, status.uidStart, status.uidEnd, uid)) this.setUid(entry, latin1Of(bytes, status.uidStart, status.uidEnd));
      return status;
    }
    const parsed = parseProcStatus(latin1Of(bytes, 0, length));
    if (parsed.uid !== entry.uid) this.setUid(entry, parsed.uid);
    const nsPids = parsed.nsPids;
    status.namespacePid = nsPids !== null && nsPids.length > 1 ? nsPids[nsPids.length - 1]! : null;
    status.vmRss = parsed.vmRss;
    status.rssAnon = parsed.rssAnon;
    status.rssFile = parsed.rssFile;
    status.rssShmem = parsed.rssShmem;
    status.vmSwap = parsed.vmSwap;
    return status;
  }

  /**
   * A uid other than the last one read: another user's process may now be readable (or ours no longer), so its other
   * identity facts are re-read this pass (status is read before them).
   */
  private setUid(entry: Tracked, uid: string | null): void {
    // A recheck already set for this pass or the next is a new identity's, whose facts are all read this pass anyway.
    if (entry.uid !== null && entry.recheckPass < this.pass) entry.recheckPass = this.pass;
    entry.uid = uid;
  }

  /**
   * Whether `entry`'s identity facts refreshed every `every` passes are due this pass: a recheck (the second look, an
   * exec, a uid change) or their turn among the processes.
   */
  private identityFactsDue(entry: Tracked, every: number): boolean {
    return entry.recheckPass === this.pass || refreshTurn(entry.pid, this.pass, every);
  }

  /** statm's resident and shared pages, scanned from its bytes (as text when it is not as the kernel prints it); null when it does not parse. */
  private readStatm(entry: Tracked, base: string): { readonly residentPages: Counter; readonly sharedPages: Counter } | null {
    const length = this.readKeptBytes(entry, 'statmFd', base, 'statm');
    const bytes = readBytes();
    return scanProcStatm(bytes, length, this.statm) ? this.statm : parseProcStatm(latin1Of(bytes, 0, length));
  }

  /** io's rchar and wchar, scanned from its bytes (as text when it is not as the kernel prints it). */
  private readIo(entry: Tracked, base: string): ProcIo {
    const length = this.readKeptBytes(entry, 'ioFd', base, 'io');
    const bytes = readBytes();
    return scanProcIo(bytes, length, this.io) ? this.io : parseProcIo(latin1Of(bytes, 0, length));
  }

  /**
   * The first pass: this lifetime's io counters in the zeroth reading become its previous reading when it started
   * before the reading did (so it is the process whose files were read under its PID); returns the time since they
   * were read, now (its io file is read within ~0.1 ms), or -1n without. CPU% stays pending (zeroth-reading.ts).
   */
  private takeZeroth(entry: Tracked, identity: ProcessIdentity): bigint {
    const reading = this.zeroth!;
    const zeroth = reading.byPid.get(entry.pid);
    // The identity's start ticks, not the stat's bytes: refreshIdentity may have read other files into that buffer.
    if (zeroth === undefined || identity.startToken === null) return -1n;
    if (BigInt(identity.startToken) * 100n >= reading.startedAtCentiseconds * BigInt(this.ticksPerSecond)) return -1n;
    entry.prevRchar = zeroth.rchar;
    entry.prevWchar = zeroth.wchar;
    return this.clock.monoNs() - zeroth.monoNs;
  }

  /** CPU: utime+stime ticks over the wall time since this identity's previous pass. */
  private computeCpuPercent(entry: Tracked, stat: ProcStatScan, elapsedNs: bigint, elapsedNumber: number, out: SlotWriter): void {
    // Ticks as a number while the sum is exact (always, in practice): no bigint per process per pass.
    const ticks = addCounters(stat.utime, stat.stime);
    const prev = entry.prevTicks;
    if (prev === null || elapsedNs <= 0n) out.reason(S.cpu_percent, 'first_sample');
    else {
      const delta = typeof ticks === 'number' && typeof prev === 'number' ? ticks - prev : Number(BigInt(ticks) - BigInt(prev));
      const seconds = delta / this.ticksPerSecond;
      const percent = (seconds * 1e9 * 100) / (elapsedNumber * this.logicalCpus);
      out.value(S.cpu_percent, Math.min(100, Math.max(0, percent)));
    }
    entry.prevTicks = ticks;
  }

  /** Handles: open file descriptors. Returns the count, or -1 (with `handleReason`) when it could not be read. */
  private countHandles(entry: Tracked, base: string, zombie: boolean, out: SlotWriter): number {
    this.handleReason = null;
    if (zombie) {
      this.handleReason = 'exited';
      out.reason(S.handle_count, 'exited');
      return -1;
    }
    try {
      const fdCount = this.countFds(entry, base);
      // A descriptor count is bounded by RLIMIT_NOFILE, far below 2^53, so the number is exact.
      out.integer(S.handle_count, fdCount);
      return fdCount;
    } catch (error) {
      if (error === VANISHED || isGone(error)) throw VANISHED;
      this.handleReason = isDenied(error) ? 'access_denied' : 'unknown';
      out.reason(S.handle_count, this.handleReason);
      return -1;
    }
  }

  /**
   * GPU from DRM fdinfo (only hosts with a DRM device can have DRM clients) and NVML (the processes it lists, when
   * their lifetime is the one NVML saw). Percent: the busiest device's value, never a sum across devices; memory:
   * the sum over devices.
   */
  private attributeGpu(
    entry: Tracked,
    base: string,
    fdCount: number,
    zombie: boolean,
    kthread: boolean,
    out: SlotWriter,
  ): void {
    const nvml = this.nvmlUses(entry);
    if ((!this.drmPresent && nvml === null) || kthread) {
      out.reason(S.gpu_percent, 'unsupported');
      out.reason(S.gpu_dedicated_bytes, 'unsupported');
      out.reason(S.gpu_shared_bytes, 'unsupported');
      return;
    }
    let drm: ProcessGpuResult | null = null;
    if (this.drmPresent) {
      if (zombie || fdCount < 0) {
        const reason: UnavailableReason = zombie ? 'exited' : (this.handleReason ?? 'unknown');
        if (reason !== 'exited') this.drmUsage.markIncomplete();
        out.reason(S.gpu_percent, reason);
        out.reason(S.gpu_dedicated_bytes, reason);
        out.reason(S.gpu_shared_bytes, reason);
        return;
      }
      entry.drm ??= newDrmState();
      const nodeKeys = this.drmInventory?.nodeKeys ?? NO_NODES;
      try {
        drm = readProcessGpu(this.fs, entry.pid, base, entry.drm, this.pass, fdCount, this.monoNs, nodeKeys, () => this.drmLinks(entry, fdCount), this.nvmlDevices);
      } catch (error) {
        if (isGone(error)) throw VANISHED;
        throw error;
      }
      if (drm.percent === 'access_denied') this.drmUsage.markIncomplete();
      this.drmUsage.add(drm.clients);
    }
    mergeGpu(drm, nvml, out);
  }

  /** What NVML says of this process, when its lifetime is the one NVML's PID named (start ticks equal); else null. */
  private nvmlUses(entry: Tracked): readonly NvmlProcessUse[] | null {
    const uses = this.nvmlPass?.processes.get(entry.pid);
    if (uses === undefined || entry.identity === null) return null;
    return this.nvmlStartTicks.get(entry.pid) === entry.identity.startToken ? uses : null;
  }

  /**
   * The process's descriptor links, walked at most once per pass for both the socket scan and the DRM scan: the
   * first that is due walks (collecting the sockets the network dump holds and the DRM descriptors), the other
   * reuses it. A walk the socket scan makes also refreshes the DRM descriptors.
   */
  private walkFds(entry: Tracked, wanted: WantedInodes, fdCount: number): SocketLinks {
    if (entry.walkPass !== this.pass) {
      const drm: [string, string][] = [];
      entry.walkSockets = heldSocketLinks(this.fs, this.procRoot, entry.pid, wanted, this.drmPresent ? drm : null);
      entry.walkDrm = drm;
      entry.walkPass = this.pass;
      if (entry.drm !== null && typeof entry.walkSockets !== 'string') acceptDrmWalk(entry.drm, drm, this.pass, fdCount);
    }
    return entry.walkSockets;
  }

  private drmLinks(entry: Tracked, fdCount: number): DrmLinks {
    const sockets = this.walkFds(entry, this.network.wantedInodes(), fdCount);
    return typeof sockets === 'string' ? sockets : entry.walkDrm;
  }

  /**
   * The process's cgroup facts: read when due (with status, STATUS_REFRESH_PASSES), and then the same object as before while the file's text and
   * the namespace PID are unchanged (container names are looked up once per container, so the facts are equal too):
   * no parse, object or wire text made again for a process that stayed where it was.
   */
  private cgroupOf(entry: Tracked, base: string): ProcessCgroup {
    const kept = entry.cgroup;
    if (kept !== null && !this.identityFactsDue(entry, STATUS_REFRESH_PASSES)) return kept;
    const text = readOptional(this.fs, `${base}/cgroup`, 'utf8', true);
    if (kept !== null && text !== null && text === entry.cgroupSource && kept.namespacePid === entry.namespacePid) return kept;
    entry.cgroupSource = text;
    const cgroup = this.cgroupFacts(text, entry.namespacePid);
    entry.cgroupWire = cgroupText(cgroup);
    return (entry.cgroup = cgroup);
  }

  /** The cgroup v2 path of a /proc/PID/cgroup text and what it names (cgroup.ts); no text (unreadable) gives a null path. */
  private cgroupFacts(text: string | null, namespacePid: number | null): ProcessCgroup {
    const path = text === null ? null : parseCgroupV2Path(text);
    const container = path === null ? null : containerOf(path);
    return {
      path,
      unit: path === null ? null : systemdUnitOf(path),
      container: container === null ? null : this.containerNames.named(container),
      namespacePid,
    };
  }

  /** TCP bytes per second over the sockets the process holds (process-network.ts). */
  private attributeNetwork(entry: Tracked, base: string, fdCount: number, out: SlotWriter): void {
    const walk = this.fdWalk;
    walk.entry = entry;
    walk.fdCount = fdCount;
    walk.walked = entry.walkPass === this.pass;
    try {
      entry.sockets = this.network.attribute(entry.sockets, entry.pid, base, this.pass, fdCount, this.handleReason, out, walk);
    } catch (error) {
      if (error instanceof SocketOwnerGone) throw VANISHED;
      throw error;
    }
  }

  /**
   * I/O: rchar/wchar, every byte through read/write-like calls (files, pipes, sockets), as the Windows IO
   * counters count all I/O. Rates are floor(delta * 1e9 / elapsed ns).
   */
  private readProcessIo(entry: Tracked, base: string, elapsedNs: bigint, elapsedNumber: number, out: SlotWriter): void {
    const pass = this.pass;
    if (entry.ioDeniedPass >= 0 && !this.identityFactsDue(entry, DENIED_RETRY_PASSES)) {
      out.reason(S.io_read_bytes_per_sec, 'access_denied');
      out.reason(S.io_write_bytes_per_sec, 'access_denied');
      return;
    }
    let io: ProcIo | null = null;
    try {
      io = this.readIo(entry, base);
      entry.ioDeniedPass = -1;
    } catch (error) {
      if (isGone(error)) throw VANISHED;
      const reason: UnavailableReason = isDenied(error) ? 'access_denied' : 'unknown';
      if (reason === 'access_denied') entry.ioDeniedPass = pass;
      out.reason(S.io_read_bytes_per_sec, reason);
      out.reason(S.io_write_bytes_per_sec, reason);
      entry.prevRchar = null;
      entry.prevWchar = null;
    }
    if (io !== null) {
      this.counterRate(io.rchar, entry.prevRchar, elapsedNs, elapsedNumber, S.io_read_bytes_per_sec, out);
      this.counterRate(io.wchar, entry.prevWchar, elapsedNs, elapsedNumber, S.io_write_bytes_per_sec, out);
      entry.prevRchar = io.rchar;
      entry.prevWchar = io.wchar;
    }
  }

  /** Path: the exe link, read when the identity is new and re-read when due (PATH_REFRESH_PASSES). */
  private readExePath(entry: Tracked, base: string, zombie: boolean, kthread: boolean, out: SlotWriter): void {
    const pass = this.pass;
    if (kthread) {
      entry.path = null;
      entry.pathReason = 'unsupported';
    } else if (entry.pathPass < 0 || (entry.pathPass !== pass && this.identityFactsDue(entry, PATH_REFRESH_PASSES))) {
      try {
        entry.path = this.fs.readLink(`${base}/exe`);
        entry.pathReason = null;
      } catch (error) {
        entry.path = null;
        entry.pathReason = zombie ? 'exited' : isDenied(error) ? 'access_denied' : 'unknown';
      }
      entry.pathPass = pass;
    }
    if (entry.path !== null) out.value(S.path, entry.path);
    else out.reason(S.path, entry.pathReason ?? 'unknown');
  }

  /** The per-second rate of a counter of this identity; `first_sample` without a previous reading, `unknown` when it went back. */
  private counterRate(now: Counter | null, before: Counter | null, elapsedNs: bigint, elapsedNumber: number, slot: number, out: SlotWriter): void {
    if (now === null) out.reason(slot, 'unsupported');
    else if (before === null || elapsedNs <= 0n) out.reason(slot, 'first_sample');
    else if (now < before) out.reason(slot, 'unknown');
    // An idle process's usual case, without the division.
    else if (sameCounter(now, before)) out.integer(slot, 0);
    else writeCounter(out, slot, perSecondCounter(subtractCounters(now, before), elapsedNs, elapsedNumber));
  }

  /** Whole physical disks: listed in /sys/block (partitions are not) with a `device` link (virtual ones have none). */
  private isWholeDisk(name: string): boolean {
    let whole = this.wholeDisks.get(name);
    if (whole === undefined) {
      const block = `${this.sysRoot}/block`;
      let sysfs: boolean | null = null;
      try {
        this.fs.listDir(block);
        sysfs = this.fs.statSize(`${block}/${name}/device`) !== null;
      } catch {
        sysfs = null;
      }
      whole = sysfs ?? isWholeDiskName(name);
      this.wholeDisks.set(name, whole);
    }
    return whole;
  }

  /** The system sample; `stat` and `mem` were read at the start of the pass. Keeps this pass's counters for rates. */
  private readSystem(
    stat: SystemStat,
    mem: ReadonlyMap<string, bigint> | null,
    monoNs: bigint,
    processCount: number,
    threadSum: bigint,
  ): SystemSample {
    const values: SystemValues = {};
    const unavailable: SystemUnavailable = {};
    const prev = this.prevSystem;
    const elapsedNs = prev === null ? 0n : monoNs - prev.monoNs;

    recordSystemMemory(mem, values, unavailable);
    const vm = this.readSwapPaging(prev, elapsedNs, values, unavailable);
    values.process_count = BigInt(processCount);
    values.thread_count = threadSum;
    computeCpuShares(stat, prev, values, unavailable);
    computeCpuAverage(stat, prev, values, unavailable);
    const disks = this.readDiskRates(prev, elapsedNs, values, unavailable);
    const nets = this.readNetworkRates(prev, elapsedNs, values, unavailable);

    this.prevSystem = {
      monoNs,
      total: stat.total,
      perCpu: stat.perCpu,
      majorFaults: vm.majorFaults,
      reclaimWrites: vm.reclaimWrites,
      disks,
      nets,
    };
    return { values, unavailable };
  }

  /** Paging rates from vmstat (major faults in, reclaim writes out); returns the counters read, for the next pass. */
  private readSwapPaging(
    prev: PrevSystem | null,
    elapsedNs: bigint,
    values: SystemValues,
    unavailable: SystemUnavailable,
  ): VmStat {
    const vmText = this.systemFiles.readOptional(`${this.procRoot}/vmstat`, 'latin1', true);
    const vm = vmText === null ? { majorFaults: null, reclaimWrites: null } : parseVmstat(vmText);
    this.systemRate('pages_input_per_sec', vm.majorFaults, prev?.majorFaults ?? null, elapsedNs, values, unavailable);
    this.systemRate('pages_output_per_sec', vm.reclaimWrites, prev?.reclaimWrites ?? null, elapsedNs, values, unavailable);
    return vm;
  }

  /**
   * Disks: per-device deltas of the whole disks so a device that appears or disappears does not make a jump.
   * Returns this pass's counters by device, for the next pass.
   */
  private readDiskRates(
    prev: PrevSystem | null,
    elapsedNs: bigint,
    values: SystemValues,
    unavailable: SystemUnavailable,
  ): Map<string, readonly [bigint, bigint, bigint]> {
    const disks = new Map<string, readonly [bigint, bigint, bigint]>();
    const diskText = this.systemFiles.readOptional(`${this.procRoot}/diskstats`, 'latin1', true);
    if (diskText !== null) {
      for (const d of parseDiskstats(diskText)) {
        if (this.isWholeDisk(d.name)) disks.set(d.name, [d.sectorsRead, d.sectorsWritten, d.weightedIoMs]);
      }
    }
    if (diskText === null) {
      unavailable.disk_read_bytes_per_sec = 'unknown';
      unavailable.disk_write_bytes_per_sec = 'unknown';
      unavailable.disk_queue_length = 'unknown';
    } else if (prev === null || elapsedNs <= 0n) {
      unavailable.disk_read_bytes_per_sec = 'first_sample';
      unavailable.disk_write_bytes_per_sec = 'first_sample';
      unavailable.disk_queue_length = 'first_sample';
    } else {
      let read = 0n;
      let written = 0n;
      let weighted = 0n;
      for (const [name, [r, w, q]] of disks) {
        const before = prev.disks.get(name);
        if (before === undefined || r < before[0] || w < before[1] || q < before[2]) continue;
        read += r - before[0];
        written += w - before[1];
        weighted += q - before[2];
      }
      values.disk_read_bytes_per_sec = perSecond(read * 512n, elapsedNs);
      values.disk_write_bytes_per_sec = perSecond(written * 512n, elapsedNs);
      values.disk_queue_length = (Number(weighted) * 1e6) / Number(elapsedNs);
    }
    return disks;
  }

  /** Network: every interface but lo, per-interface deltas. Returns this pass's counters by interface. */
  private readNetworkRates(
    prev: PrevSystem | null,
    elapsedNs: bigint,
    values: SystemValues,
    unavailable: SystemUnavailable,
  ): Map<string, readonly [bigint, bigint]> {
    const nets = new Map<string, readonly [bigint, bigint]>();
    const netText = this.systemFiles.readOptional(`${this.procRoot}/net/dev`, 'latin1', true);
    if (netText !== null) for (const n of parseNetDev(netText)) nets.set(n.name, [n.rxBytes, n.txBytes]);
    if (netText === null) {
      unavailable.network_received_bytes_per_sec = 'unknown';
      unavailable.network_sent_bytes_per_sec = 'unknown';
    } else if (prev === null || elapsedNs <= 0n) {
      unavailable.network_received_bytes_per_sec = 'first_sample';
      unavailable.network_sent_bytes_per_sec = 'first_sample';
    } else {
      let rx = 0n;
      let tx = 0n;
      for (const [name, [r, t]] of nets) {
        const before = prev.nets.get(name);
        if (before === undefined || r < before[0] || t < before[1]) continue;
        rx += r - before[0];
        tx += t - before[1];
      }
      values.network_received_bytes_per_sec = perSecond(rx, elapsedNs);
      values.network_sent_bytes_per_sec = perSecond(tx, elapsedNs);
    }
    return nets;
  }

  private systemRate(
    id: SystemMetricId,
    now: bigint | null,
    before: bigint | null,
    elapsedNs: bigint,
    values: SystemValues,
    unavailable: SystemUnavailable,
  ): void {
    if (now === null) unavailable[id] = 'unsupported';
    else if (before === null || elapsedNs <= 0n) unavailable[id] = 'first_sample';
    else if (now < before) unavailable[id] = 'unknown';
    else values[id] = perSecond(now - before, elapsedNs);
  }
}

