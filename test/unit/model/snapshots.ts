// Builders of sampler snapshots for the model tests: processes, system and GPU samples with explicit values.
import type { ProcessMetricId } from '../../../generated/metrics.js';
import type { MetricValue, ProcessIdentity, ProcessSample, Snapshot } from '../../../src/model/types.js';
import { identityKey } from '../../../src/model/types.js';

export interface ProcessSpec {
  readonly pid: number;
  readonly name: string;
  /** Start time in ms; also used as the start token so ordering is exact. Null for an unknown start. */
  readonly start: number | null;
  readonly ppid?: number | null;
  readonly values?: Partial<Record<ProcessMetricId, MetricValue>>;
  readonly path?: string | null;
}

export function identity(spec: Pick<ProcessSpec, 'pid' | 'name' | 'start'>): ProcessIdentity {
  return {
    pid: spec.pid,
    name: spec.name,
    startTimeMs: spec.start,
    startToken: spec.start === null ? null : String(spec.start),
  };
}

export function keyOf(spec: Pick<ProcessSpec, 'pid' | 'name' | 'start'>): string {
  return identityKey(identity(spec));
}

export function processSample(spec: ProcessSpec): ProcessSample {
  return {
    identity: identity(spec),
    parentPid: spec.ppid ?? null,
    path: spec.path ?? null,
    user: 'tester',
    values: spec.values ?? { private_bytes: 4096n },
    unavailable: {},
  };
}

let sequence = 0;

/** One snapshot at `atMs` holding `processes`; the system carries one integer and one float metric. */
export function snapshot(atMs: number, processes: readonly ProcessSpec[] = []): Snapshot {
  return {
    sequence: ++sequence,
    capturedAtMs: atMs,
    collectionCpuMicros: 0,
    processes: processes.map(processSample),
    system: { values: { process_count: BigInt(processes.length), cpu_percent: 12.5 }, unavailable: {} },
    gpus: [],
  };
}
