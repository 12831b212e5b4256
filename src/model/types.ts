// Domain types of one sampling pass: identities, metric values with their unavailable reasons, snapshots, host facts.
// Collectors produce them, the model stores them, the App, the MCP backend and the TUI read them.
import type { GpuAdapterMetricId, ProcessMetricId, SystemMetricId } from '../../generated/metrics.js';

/**
 * A metric value as collected. Integer metrics are `bigint` so byte counts beyond 2^53 stay exact;
 * float metrics (percentages, queue length) are finite `number`s; `path` is a `string`.
 */
export type MetricValue = bigint | number | string;

/** Why a value is missing. Collectors never substitute zero for a missing measurement. */
export type UnavailableReason =
  | 'unsupported' // the platform has no source for this metric
  | 'access_denied' // the source exists but this user may not read it
  | 'not_collected' // needs authorization or a collector that is not running (for example .NET)
  | 'first_sample' // a rate needs two samples of the same identity
  | 'exited' // the process vanished while it was being read
  | 'unknown';

export interface MetricSet<Id extends string> {
  /** Available values only; a key absent here is absent from the sample. */
  readonly values: Partial<Record<Id, MetricValue>>;
  /** Missing values with their reason; a key is in exactly one of `values` and `unavailable`. */
  readonly unavailable: Partial<Record<Id, UnavailableReason>>;
}

/**
 * The full lifetime identity of a process: PID, name and start time. Two samples belong to the same
 * lifetime only when all three match, so PID reuse or a restart never inherits another lifetime.
 */
export interface ProcessIdentity {
  readonly pid: number;
  /**
   * The executable name. A Linux name that is not valid UTF-8 shows each byte outside a valid sequence as `\xNN`
   * and each backslash as `\\` here, and its exact bytes are in `nameBytesHex`.
   */
  readonly name: string;
  /** The name's exact bytes as lower-case hex, present only when they are not valid UTF-8 (Linux). */
  readonly nameBytesHex?: string;
  /** Start time in milliseconds since the Unix epoch, or null when the platform could not read it. */
  readonly startTimeMs: number | null;
  /**
   * The platform's exact start-time token, compared for identity checks: Linux `/proc/PID/stat`
   * starttime in clock ticks since boot; Windows creation FILETIME in 100 ns units. Null when unknown.
   */
  readonly startToken: string | null;
}

/** One stable string per identity, usable as a map key. */
/**
 * Keys made, by identity object: identities are immutable, and the sampler and the snapshot decoder hand over the same
 * object for as long as a lifetime keeps its identity, so the model's per-pass lookups (the store's validation, the
 * .NET detector) find the key without building and hashing a new string for every process of every pass.
 */
const identityKeys = new WeakMap<ProcessIdentity, string>();

export function identityKey(identity: ProcessIdentity): string {
  let key = identityKeys.get(identity);
  if (key === undefined) {
    // A name that is not UTF-8 is keyed by its bytes (NUL never occurs in a name), so it never equals a text name.
    const name = identity.nameBytesHex === undefined ? identity.name : `\0${identity.nameBytesHex}`;
    key = `${identity.pid}:${identity.startToken ?? '-'}:${name}`;
    identityKeys.set(identity, key);
  }
  return key;
}

export interface ProcessSample extends MetricSet<ProcessMetricId> {
  readonly identity: ProcessIdentity;
  readonly parentPid: number | null;
  /** Executable path, or null when it cannot be read (kernel thread, access denied, exited). */
  readonly path: string | null;
  /** Owning user name (Linux: from the real uid), or null when unknown. */
  readonly user: string | null;
  /** A kernel thread (Linux PF_KTHREAD): the table hides these by default, as htop does. Absent: not one. */
  readonly kernelThread?: boolean;
  /** Linux: the control group and what it tells (unit, container, the PID inside a PID namespace). Absent: unknown. */
  readonly cgroup?: ProcessCgroup;
}

/** A process's cgroup v2 membership and what its path names (Linux; src/collectors/linux/cgroup.ts). */
export interface ProcessCgroup {
  /** The cgroup v2 path (`/system.slice/nginx.service`), or null on a v1-only host or when unreadable. */
  readonly path: string | null;
  /** The deepest systemd unit in the path, or null. */
  readonly unit: string | null;
  readonly container: ProcessContainer | null;
  /** The PID inside the process's innermost PID namespace (status NSpid) when that is not the host's, else null. */
  readonly namespacePid: number | null;
}

/** A container a cgroup path names. */
export interface ProcessContainer {
  readonly runtime: 'docker' | 'podman' | 'containerd' | 'cri-o' | 'kubernetes';
  /** The runtime's 64-hex container id. */
  readonly id: string;
  /** The Kubernetes pod uid when the path names one, else null. */
  readonly podUid: string | null;
  /** The runtime's name for the container where a local file gives it (Docker, Podman as root), else null. */
  readonly name: string | null;
}

export interface GpuAdapterSample extends MetricSet<GpuAdapterMetricId> {
  /** Stable adapter key: Windows LUID as `high:low`; Linux the PCI slot such as `0000:03:00.0` (a platform device its sysfs name). */
  readonly adapterId: string;
  readonly name: string | null;
}

export type SystemSample = MetricSet<SystemMetricId>;

/** The platforms the product runs on. */
export type Platform = 'linux' | 'win32';

/** Cached host facts that change rarely; `winproc_get_system_info` reads them. */
export interface HostInfo {
  readonly platform: Platform;
  readonly osName: string;
  readonly osVersion: string;
  readonly osBuild: string | null;
  readonly architecture: string;
  readonly hostname: string;
  readonly cpuName: string | null;
  readonly logicalCpuCount: number;
  readonly physicalCoreCount: number | null;
  readonly socketCount: number | null;
  /** Cache sizes in bytes by level name (for example `L1d`, `L2`, `L3`), when known. */
  readonly cacheBytes: Readonly<Record<string, bigint>>;
  readonly totalMemoryBytes: bigint | null;
  readonly bootTimeMs: number | null;
}

/** One completed sampling pass, applied atomically by the App. */
export interface Snapshot {
  /** Monotonically increasing per sampler start. */
  readonly sequence: number;
  /** Wall-clock time the pass started, in ms since the Unix epoch. */
  readonly capturedAtMs: number;
  /** CPU time (user + system) the sampler spent on this pass, in microseconds. */
  readonly collectionCpuMicros: number;
  readonly processes: readonly ProcessSample[];
  readonly system: SystemSample;
  readonly gpus: readonly GpuAdapterSample[];
}
