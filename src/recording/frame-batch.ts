// Decoded log frames in transferable batches, so a saved log can be parsed and decoded on a worker thread and its
// history rebuilt on the main thread without structured-cloning millions of objects: the frames' rows travel as one
// Float64Array (moved, not copied), their processes and adapters as indexes into definitions sent once each, and the
// rare integer above 2^53 beside them. The main thread hands each frame to ModelStore.applyDecodedFrame, the reader's
// own bulk path, with the same definition objects frame after frame (so the store's same-processes shortcut holds).
import { GPU_ADAPTER_LAYOUT, PROCESS_LAYOUT, SYSTEM_LAYOUT, type DecodedFrame, type DecodedGpu, type DecodedProcess, type ModelStore } from '../model/index.js';
import type { Snapshot } from '../model/types.js';

/** Numbers per frame in `FrameBatch.frames`: captured at, GPU count, process count, first cell, end of cells. */
const FRAME_FIELDS = 5;

export interface FrameBatch {
  /** Definitions first used by this batch, numbered after those of earlier batches. */
  readonly processes: readonly DecodedProcess[];
  readonly gpus: readonly DecodedGpu[];
  /** FRAME_FIELDS numbers per frame. */
  readonly frames: Float64Array;
  /** Per frame, its GPU definition indexes then its process definition indexes. */
  readonly targets: Int32Array;
  readonly cells: Float64Array;
  /** Exact integers above 2^53 by index into `cells`, ascending. */
  readonly big: readonly (readonly [number, bigint])[];
  /** v2 logs (object records) come as the snapshots their reader applied. */
  readonly snapshots: readonly Snapshot[];
}

/** The ArrayBuffers a batch moves to the other thread (its typed arrays own them whole). */
export function batchTransfer(batch: FrameBatch): ArrayBuffer[] {
  return [batch.frames.buffer, batch.targets.buffer, batch.cells.buffer] as ArrayBuffer[];
}

/** The worker side: collects frames as the reader stores them and hands them out as batches. */
export class FrameBatcher {
  private readonly processIndex = new Map<DecodedProcess, number>();
  private readonly gpuIndex = new Map<DecodedGpu, number>();
  private newProcesses: DecodedProcess[] = [];
  private newGpus: DecodedGpu[] = [];
  private frames: number[] = [];
  private targets: number[] = [];
  private cells = new Float64Array(64 * 1024);
  private used = 0;
  private big: [number, bigint][] = [];
  private snapshots: Snapshot[] = [];

  /** Frames (or snapshots) waiting for the next batch. */
  get pending(): number {
    return this.frames.length / FRAME_FIELDS + this.snapshots.length;
  }

  /** A frame as the reader stored it; its arrays are the reader's scratch, so what is needed is copied now. */
  addFrame(frame: DecodedFrame): void {
    const width = this.width(frame);
    if (this.used + width > this.cells.length) {
      const grown = new Float64Array(Math.max(this.cells.length * 2, this.used + width));
      grown.set(this.cells.subarray(0, this.used));
      this.cells = grown;
    }
    this.cells.set(frame.cells.subarray(0, width), this.used);
    for (const [index, value] of [...frame.big].sort((a, b) => a[0] - b[0])) this.big.push([this.used + index, value]);
    this.frames.push(frame.capturedAtMs, frame.gpuCount, frame.processCount, this.used, this.used + width);
    for (let i = 0; i < frame.gpuCount; i++) this.targets.push(this.indexOf(this.gpuIndex, this.newGpus, frame.gpus[i]!));
    for (let i = 0; i < frame.processCount; i++) this.targets.push(this.indexOf(this.processIndex, this.newProcesses, frame.processes[i]!));
    this.used += width;
  }

  /** A v2 frame, as the snapshot its reader applied. */
  addSnapshot(snapshot: Snapshot): void {
    this.snapshots.push(snapshot);
  }

  /** The waiting frames as one batch (its arrays sized exactly, so their buffers can move), or null when none. */
  take(): FrameBatch | null {
    if (this.pending === 0) return null;
    const batch: FrameBatch = {
      processes: this.newProcesses,
      gpus: this.newGpus,
      frames: Float64Array.from(this.frames),
      targets: Int32Array.from(this.targets),
      cells: this.cells.slice(0, this.used),
      big: this.big,
      snapshots: this.snapshots,
    };
    this.newProcesses = [];
    this.newGpus = [];
    this.frames = [];
    this.targets = [];
    this.used = 0;
    this.big = [];
    this.snapshots = [];
    return batch;
  }

  /** Cells of one frame: everything up to the last row the store reads (system, GPU and process rows). */
  private width(frame: DecodedFrame): number {
    return frame.cells.length === 0 ? 0 : Math.min(frame.cells.length, rowsWidth(frame));
  }

  private indexOf<T>(index: Map<T, number>, fresh: T[], definition: T): number {
    let at = index.get(definition);
    if (at === undefined) {
      at = index.size;
      index.set(definition, at);
      fresh.push(definition);
    }
    return at;
  }
}

/** Cells of the rows the store reads for `frame`: the system row, then one per GPU adapter and per process. */
function rowsWidth(frame: DecodedFrame): number {
  return SYSTEM_LAYOUT.ids.length + frame.gpuCount * GPU_ADAPTER_LAYOUT.ids.length + frame.processCount * PROCESS_LAYOUT.ids.length;
}

/** The main-thread side: the definitions seen so far and the store the batches are applied to. */
export class FrameBatchApplier {
  private readonly processes: DecodedProcess[] = [];
  private readonly gpus: DecodedGpu[] = [];
  /** Scratch handed to the store; it copies what it keeps. */
  private readonly frameProcesses: DecodedProcess[] = [];
  private readonly frameGpus: DecodedGpu[] = [];
  private readonly big = new Map<number, bigint>();

  constructor(private readonly store: ModelStore) {}

  /** Frames (and snapshots) in `batch`. */
  static count(batch: FrameBatch): number {
    return batch.frames.length / FRAME_FIELDS + batch.snapshots.length;
  }

  /** Takes the batch's new definitions; call once per batch, before its frames. */
  define(batch: FrameBatch): void {
    this.processes.push(...batch.processes);
    this.gpus.push(...batch.gpus);
  }

  /** Applies frames `from` (inclusive) to `to` (exclusive) of `batch`, then its snapshots when `to` is the end. */
  apply(batch: FrameBatch, from: number, to: number): void {
    const frames = batch.frames.length / FRAME_FIELDS;
    let target = 0;
    for (let f = 0; f < from && f < frames; f++) target += batch.frames[f * FRAME_FIELDS + 1]! + batch.frames[f * FRAME_FIELDS + 2]!;
    let bigAt = 0;
    for (let f = from; f < Math.min(to, frames); f++) {
      const base = f * FRAME_FIELDS;
      const gpuCount = batch.frames[base + 1]!;
      const processCount = batch.frames[base + 2]!;
      const start = batch.frames[base + 3]!;
      const end = batch.frames[base + 4]!;
      for (let i = 0; i < gpuCount; i++) this.frameGpus[i] = this.gpus[batch.targets[target++]!]!;
      for (let i = 0; i < processCount; i++) this.frameProcesses[i] = this.processes[batch.targets[target++]!]!;
      this.big.clear();
      while (bigAt < batch.big.length && batch.big[bigAt]![0] < start) bigAt++;
      for (; bigAt < batch.big.length && batch.big[bigAt]![0] < end; bigAt++) this.big.set(batch.big[bigAt]![0] - start, batch.big[bigAt]![1]);
      this.store.applyDecodedFrame({
        capturedAtMs: batch.frames[base]!,
        cells: batch.cells.subarray(start, end),
        big: this.big,
        gpuCount,
        gpus: this.frameGpus,
        processCount,
        processes: this.frameProcesses,
      });
    }
    if (to >= FrameBatchApplier.count(batch)) for (const snapshot of batch.snapshots) this.store.applySnapshot(snapshot, { prune: false });
  }
}
