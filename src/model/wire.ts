// The compact form of a Snapshot that crosses thread boundaries (sampler worker -> App and MCP worker), with its
// exact, lossless encoder and decoder. Pure data: no I/O, no platform.
import { PROCESS_METRIC_IDS, SYSTEM_METRIC_IDS } from '../../generated/metrics.js';
import type { ProcessMetricId, SystemMetricId } from '../../generated/metrics.js';
import type { GpuAdapterSample, MetricSet, MetricValue, ProcessCgroup, ProcessContainer, ProcessSample, Snapshot, SystemSample, UnavailableReason } from './types.js';

/**
 * A snapshot as it crosses the thread boundary. Structured clone writes every property name of every
 * object, so a process becomes one array instead: identity, parent, path, user, the name's bytes (hex, or
 * null), the kernel-thread flag (1 or 0) and the cgroup facts (one string, see cgroupText, or null), then one slot per
 * PROCESS_METRIC_IDS entry holding the value (bigint,
 * non-negative number or string) or, when
 * unavailable, the negative code `-1 - REASON_CODES.indexOf(reason)`, or null when neither. This makes
 * the message about a sixth of the object form and halves the cost on both threads; bigints stay exact.
 */
export interface WireSnapshot {
  readonly sequence: number;
  readonly capturedAtMs: number;
  readonly collectionCpuMicros: number;
  readonly processes: readonly (readonly WireSlot[])[];
  readonly system: readonly WireSlot[];
  readonly gpus: readonly GpuAdapterSample[];
}

type WireSlot = MetricValue | null;

/** Unavailable reasons by wire code; append only. */
const REASON_CODES = [
  'unsupported',
  'access_denied',
  'not_collected',
  'first_sample',
  'exited',
  'unknown',
] as const satisfies readonly UnavailableReason[];
// Compile-time check that every reason has a code.
const everyReasonHasACode: Exclude<UnavailableReason, (typeof REASON_CODES)[number]> extends never ? true : never = true;
void everyReasonHasACode;

const PROCESS_HEADER = 10;

/**
 * A ProcessCgroup as one string, its fields NUL-separated (NUL never occurs in a cgroup path or a container name):
 * one string per process rather than an object whose property names structured clone would write every pass. The
 * sampler hands over the same object while a process's cgroup is unchanged, so both directions are cached.
 */
const cgroupTexts = new WeakMap<ProcessCgroup, string>();
const cgroupsByText = new Map<string, ProcessCgroup>();
/** Decoded cgroups kept for reuse at most (the live processes' distinct cgroups; a busy host has a few thousand). */
const CGROUP_CACHE_LIMIT = 16_384;

function cgroupText(cgroup: ProcessCgroup): string {
  let text = cgroupTexts.get(cgroup);
  if (text === undefined) {
    const c = cgroup.container;
    text = [cgroup.path ?? '', cgroup.unit ?? '', c?.runtime ?? '', c?.id ?? '', c?.podUid ?? '', c?.name ?? '', cgroup.namespacePid ?? ''].join('\0');
    cgroupTexts.set(cgroup, text);
  }
  return text;
}

function cgroupOfText(text: string): ProcessCgroup {
  let cgroup = cgroupsByText.get(text);
  if (cgroup === undefined) {
    const [path, unit, runtime, id, podUid, name, namespacePid] = text.split('\0');
    cgroup = {
      path: path === '' ? null : path,
      unit: unit === '' ? null : unit,
      container: runtime === '' ? null : { runtime: runtime as ProcessContainer['runtime'], id, podUid: podUid === '' ? null : podUid, name: name === '' ? null : name },
      namespacePid: namespacePid === '' ? null : Number(namespacePid),
    };
    if (cgroupsByText.size >= CGROUP_CACHE_LIMIT) cgroupsByText.clear();
    cgroupsByText.set(text, cgroup);
  }
  return cgroup;
}

function encodeSlot(value: MetricValue | undefined, reason: UnavailableReason | undefined): WireSlot {
  // Every float metric is a percentage or a queue length: a negative or non-finite one is not a
  // measurement, and a negative number is how the wire marks a reason.
  if (value !== undefined && (typeof value !== 'number' || (Number.isFinite(value) && value >= 0))) return value;
  if (value !== undefined) return -1 - REASON_CODES.indexOf('unknown');
  return reason === undefined ? null : -1 - REASON_CODES.indexOf(reason);
}

function decodeInto<Id extends string>(
  slots: readonly WireSlot[],
  offset: number,
  ids: readonly Id[],
  values: Partial<Record<Id, MetricValue>>,
  unavailable: Partial<Record<Id, UnavailableReason>>,
): void {
  for (let i = 0; i < ids.length; i++) {
    const slot = slots[offset + i];
    if (slot === null || slot === undefined) continue;
    if (typeof slot === 'number' && slot < 0) unavailable[ids[i]] = REASON_CODES[-1 - slot] ?? 'unknown';
    else values[ids[i]] = slot;
  }
}

function decodeProcessValues(slots: readonly WireSlot[]): MetricSet<ProcessMetricId> {
  const values: Partial<Record<ProcessMetricId, MetricValue>> = {};
  const unavailable: Partial<Record<ProcessMetricId, UnavailableReason>> = {};
  decodeInto(slots, PROCESS_HEADER, PROCESS_METRIC_IDS, values, unavailable);
  return { values, unavailable };
}

/** Snapshot → wire form (worker side). */
export function encodeSnapshot(snapshot: Snapshot): WireSnapshot {
  const processes = new Array<WireSlot[]>(snapshot.processes.length);
  for (let p = 0; p < processes.length; p++) {
    const sample = snapshot.processes[p];
    const { identity } = sample;
    const slots: WireSlot[] = new Array<WireSlot>(PROCESS_HEADER + PROCESS_METRIC_IDS.length);
    slots[0] = identity.pid;
    slots[1] = identity.name;
    slots[2] = identity.startTimeMs;
    slots[3] = identity.startToken;
    slots[4] = sample.parentPid;
    slots[5] = sample.path;
    slots[6] = sample.user;
    slots[7] = identity.nameBytesHex ?? null;
    slots[8] = sample.kernelThread === true ? 1 : 0;
    slots[9] = sample.cgroup === undefined ? null : cgroupText(sample.cgroup);
    for (let i = 0; i < PROCESS_METRIC_IDS.length; i++) {
      const id = PROCESS_METRIC_IDS[i];
      slots[PROCESS_HEADER + i] = encodeSlot(sample.values[id], sample.unavailable[id]);
    }
    processes[p] = slots;
  }
  const system = SYSTEM_METRIC_IDS.map((id) => encodeSlot(snapshot.system.values[id], snapshot.system.unavailable[id]));
  return {
    sequence: snapshot.sequence,
    capturedAtMs: snapshot.capturedAtMs,
    collectionCpuMicros: snapshot.collectionCpuMicros,
    processes,
    system,
    gpus: snapshot.gpus,
  };
}

/**
 * Wire form → Snapshot. With `lazyValues` each process's values are decoded from its slots when first read: the MCP
 * worker's mirror applies every snapshot for its identities but reads the values of few processes.
 */
export function decodeSnapshot(wire: WireSnapshot, options: { readonly lazyValues?: boolean } = {}): Snapshot {
  const processes = new Array<ProcessSample>(wire.processes.length);
  for (let p = 0; p < processes.length; p++) {
    const slots = wire.processes[p];
    const pid = slots[0] as number;
    const name = slots[1] as string;
    const startTimeMs = slots[2] as number | null;
    const startToken = slots[3] as string | null;
    const nameBytesHex = slots[7] as string | null;
    // The field only where the name is not UTF-8, as the collector made it.
    const identity = nameBytesHex === null ? { pid, name, startTimeMs, startToken } : { pid, name, nameBytesHex, startTimeMs, startToken };
    const parentPid = slots[4] as number | null;
    const path = slots[5] as string | null;
    const user = slots[6] as string | null;
    if (options.lazyValues === true) {
      let decoded: MetricSet<ProcessMetricId> | null = null;
      // Own enumerable getters (a spread copies the values), decoding once when first read.
      processes[p] = {
        identity,
        parentPid,
        path,
        user,
        ...(slots[8] === 1 ? { kernelThread: true } : {}),
        get values() {
          return (decoded ??= decodeProcessValues(slots)).values;
        },
        get unavailable() {
          return (decoded ??= decodeProcessValues(slots)).unavailable;
        },
        ...(typeof slots[9] === 'string' ? { cgroup: cgroupOfText(slots[9]) } : {}),
      };
      continue;
    }
    const values: Partial<Record<ProcessMetricId, MetricValue>> = {};
    const unavailable: Partial<Record<ProcessMetricId, UnavailableReason>> = {};
    decodeInto(slots, PROCESS_HEADER, PROCESS_METRIC_IDS, values, unavailable);
    processes[p] = {
      identity,
      parentPid,
      path,
      user,
      ...(slots[8] === 1 ? { kernelThread: true } : {}),
      values,
      unavailable,
      ...(typeof slots[9] === 'string' ? { cgroup: cgroupOfText(slots[9]) } : {}),
    };
  }
  const systemValues: Partial<Record<SystemMetricId, MetricValue>> = {};
  const systemUnavailable: Partial<Record<SystemMetricId, UnavailableReason>> = {};
  decodeInto(wire.system, 0, SYSTEM_METRIC_IDS, systemValues, systemUnavailable);
  const system: SystemSample = { values: systemValues, unavailable: systemUnavailable };
  return {
    sequence: wire.sequence,
    capturedAtMs: wire.capturedAtMs,
    collectionCpuMicros: wire.collectionCpuMicros,
    processes,
    system,
    gpus: wire.gpus,
  };
}
