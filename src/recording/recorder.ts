// Turns the snapshots the App applies during a Recording into format-3 records (product-contracts §7): it groups
// them into windows of the fixed interval counted from the start, aggregates each window (aggregate.ts) when the
// next window's first snapshot arrives or the Recording ends, numbers process lifetimes and GPU adapters, and emits
// their definitions before the first frame that uses them (a process again when its path appears or changes).
// Pure: no clock, no file; the App feeds it and hands its records to the writer.
import type { GpuAdapterMetricId, ProcessMetricId, SystemMetricId } from '../../generated/metrics.js';
import { identityKey, type ProcessIdentity, type Snapshot } from '../model/types.js';
import { MeanAccumulator } from './aggregate.js';
import {
  luidOfAdapterKey,
  V3_GPU_FLOATS,
  V3_GPU_INTEGERS,
  V3_PROCESS_METRICS,
  V3_SYSTEM_FLOAT,
  V3_SYSTEM_INTEGERS,
  type RecordingIntervalSeconds,
  type V3Record,
} from './v3-layout.js';

const SYSTEM_METRICS: readonly SystemMetricId[] = [...V3_SYSTEM_INTEGERS, V3_SYSTEM_FLOAT];
const GPU_METRICS: readonly GpuAdapterMetricId[] = [...V3_GPU_FLOATS, ...V3_GPU_INTEGERS];

interface ProcessSlot {
  readonly processId: number;
  readonly identity: ProcessIdentity;
  /** The path in the last written definition (undefined: none written yet). */
  writtenPath: string | null | undefined;
}

interface GpuSlot {
  readonly adapterId: number;
  readonly name: string | null;
  written: boolean;
}

interface Window {
  readonly index: number;
  lastCapturedAtMs: number;
  readonly system: MeanAccumulator<SystemMetricId>;
  readonly gpus: Map<string, MeanAccumulator<GpuAdapterMetricId>>;
  readonly processes: Map<string, { accumulator: MeanAccumulator<ProcessMetricId>; path: string | null }>;
}

export class Recorder {
  private readonly processes = new Map<string, ProcessSlot>();
  private readonly gpus = new Map<string, GpuSlot>();
  private window: Window | null = null;
  private readonly intervalMs: number;
  /** Frames written so far. */
  frames = 0;

  constructor(
    intervalSeconds: RecordingIntervalSeconds,
    private readonly startMs: number,
  ) {
    this.intervalMs = intervalSeconds * 1000;
  }

  /**
   * Adds one applied snapshot; `recorded(key)` says whether a present lifetime is in the Recording's scope (the
   * fixed names and their observed descendants). `keys` are the identity keys of the snapshot's processes in order
   * when the caller has them already (the store computed them). Returns the records of the window this snapshot
   * closed, if any.
   */
  accept(snapshot: Snapshot, recorded: (key: string) => boolean, keys?: readonly string[]): V3Record[] {
    // A snapshot captured just before the start (applied after it) belongs to the first window.
    const index = Math.max(0, Math.floor((snapshot.capturedAtMs - this.startMs) / this.intervalMs));
    const closed = this.window !== null && index > this.window.index ? this.finish() : [];
    const window = (this.window ??= { index, lastCapturedAtMs: snapshot.capturedAtMs, system: new MeanAccumulator(SYSTEM_METRICS), gpus: new Map(), processes: new Map() });
    window.lastCapturedAtMs = Math.max(window.lastCapturedAtMs, snapshot.capturedAtMs);
    window.system.add(snapshot.system.values);
    for (const gpu of snapshot.gpus) {
      let accumulator = window.gpus.get(gpu.adapterId);
      if (accumulator === undefined) {
        accumulator = new MeanAccumulator(GPU_METRICS);
        window.gpus.set(gpu.adapterId, accumulator);
        if (!this.gpus.has(gpu.adapterId)) this.gpus.set(gpu.adapterId, { adapterId: this.gpus.size, name: gpu.name, written: false });
      }
      accumulator.add(gpu.values);
    }
    const processes = snapshot.processes;
    for (let i = 0; i < processes.length; i++) {
      const sample = processes[i]!;
      const key = keys?.[i] ?? identityKey(sample.identity);
      if (!recorded(key)) continue;
      let entry = window.processes.get(key);
      if (entry === undefined) {
        entry = { accumulator: new MeanAccumulator(V3_PROCESS_METRICS), path: null };
        window.processes.set(key, entry);
        if (!this.processes.has(key)) this.processes.set(key, { processId: this.processes.size, identity: sample.identity, writtenPath: undefined });
      }
      entry.accumulator.add(sample.values);
      if (sample.path !== null) entry.path = sample.path;
    }
    return closed;
  }

  /** The records of the open (possibly partial) window, closing it; empty when no snapshot arrived since the last. */
  finish(): V3Record[] {
    const window = this.window;
    if (window === null) return [];
    this.window = null;
    const records: V3Record[] = [];
    const gpus = [...window.gpus].map(([adapterKey, accumulator]) => {
      const slot = this.gpus.get(adapterKey)!;
      if (!slot.written) {
        const luid = luidOfAdapterKey(adapterKey);
        records.push({ kind: 'gpu', gpu: { adapterId: slot.adapterId, luidHigh: luid.high, luidLow: luid.low, name: slot.name } });
        slot.written = true;
      }
      return { adapterId: slot.adapterId, values: accumulator.means() };
    });
    const processes = [...window.processes].map(([key, { accumulator, path }]) => {
      const slot = this.processes.get(key)!;
      // Written before the first frame using it, and again when a path appears or changes (a known path is kept).
      const nextPath = path ?? (slot.writtenPath ?? null);
      if (slot.writtenPath === undefined || nextPath !== slot.writtenPath) {
        const { pid, name, nameBytesHex, startTimeMs } = slot.identity;
        records.push({ kind: 'process', process: { processId: slot.processId, pid, name, ...(nameBytesHex === undefined ? {} : { nameBytesHex }), startTimeMs, path: nextPath } });
        slot.writtenPath = nextPath;
      }
      return { processId: slot.processId, values: accumulator.means() };
    });
    processes.sort((a, b) => a.processId - b.processId);
    records.push({ kind: 'frame', frame: { capturedAtMs: window.lastCapturedAtMs, system: window.system.means(), gpus, processes } });
    this.frames += 1;
    return records;
  }
}
