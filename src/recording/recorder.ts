// Turns the snapshots the App applies during a Recording into format-3 or format-4 records (product-contracts §7,
// v4-layout.ts; the frame layout says which): it groups
// them into windows of the fixed interval counted from the start, aggregates each window (aggregate.ts) when the
// next window's first snapshot arrives or the Recording ends, numbers process lifetimes and GPU adapters, and emits
// their definitions before the first frame that uses them (a process again when its path appears or changes).
// Pure: no clock, no file; the App feeds it and hands its records to the writer.
import { identityKey, type ProcessCgroup, type ProcessIdentity, type Snapshot } from '../model/types.js';
import { WindowSumRows, WindowSums } from './aggregate.js';
import {
  frameRowsWidth,
  luidOfAdapterKey,
  V3_FRAME_LAYOUT,
  type FrameLayout,
  type RecordingIntervalSeconds,
  type V3Frame,
  type V3FrameRows,
  type V3Record,
} from './v3-layout.js';

interface ProcessSlot {
  readonly processId: number;
  readonly identity: ProcessIdentity;
  /** The path in the last written definition (undefined: none written yet). */
  writtenPath: string | null | undefined;
  /** The window it was last seen in; its sums (row `processId` of the Recorder's process sums) are reset when it is first seen in a later one. */
  window: number;
  /** The latest path seen in that window, or null. */
  path: string | null;
  /** The latest task name and cgroup facts seen (format 4 records them in the definition; undefined: none seen). */
  taskName: string | undefined;
  cgroup: ProcessCgroup | undefined;
  /** The task name and cgroup facts in the last written definition. */
  writtenTaskName: string | undefined;
  writtenCgroup: ProcessCgroup | undefined;
}

/** A lifetime outside the Recording's scope (in the Recorder's positional cache). */
const OUT_OF_SCOPE = 0;

interface GpuSlot {
  readonly adapterKey: string;
  readonly adapterId: number;
  readonly name: string | null;
  written: boolean;
  readonly sums: WindowSums;
  window: number;
}

interface Window {
  /** The window's number counted from the start (which snapshots belong to it). */
  readonly index: number;
  /** Distinct for every window this Recorder opened: a slot seen in it carries it. */
  readonly serial: number;
  lastCapturedAtMs: number;
  /** The targets seen in the window, in the order first seen. */
  readonly gpus: GpuSlot[];
  readonly processes: ProcessSlot[];
}

/** A closed window: the definitions to write before its frame, and the frame as rows. */
export interface ClosedWindow {
  readonly definitions: readonly V3Record[];
  readonly frame: V3FrameRows;
}

export class Recorder {
  private readonly processes = new Map<string, ProcessSlot>();
  private readonly gpus = new Map<string, GpuSlot>();
  private readonly system: WindowSums;
  /** Every process lifetime's sums in its last window, one row per process number. */
  private readonly processSums: WindowSumRows;
  /** Whether definitions carry the task name and cgroup facts (format 4). */
  private readonly facts: boolean;
  /**
   * The last snapshot's identity keys by position and what each was (its slot, or OUT_OF_SCOPE): a snapshot lists its
   * processes in the order of the last one, so most positions hold the same lifetime again and need neither the
   * scope question nor a map lookup. A lifetime's scope does not change during a Recording (the names are fixed at
   * its start and a lifetime's observed ancestry when it is first seen), so an answer is kept for the Recording.
   */
  private lastKeys: string[] = [];
  private lastSlots: (ProcessSlot | typeof OUT_OF_SCOPE)[] = [];
  /** The pair of arrays before the last, filled for the next snapshot (the two pairs take turns: no allocation). */
  private spareKeys: string[] = [];
  private spareSlots: (ProcessSlot | typeof OUT_OF_SCOPE)[] = [];
  private window: Window | null = null;
  private serial = 0;
  private readonly intervalMs: number;
  /** Frames written so far. */
  frames = 0;

  /**
   * @param frameCells where a closed window's frame rows go (every cell is written): the writer's reused buffers in
   * the App (RecordingWriter.frameCells), a new array by default.
   * @param layout the frame layout of the file's format (format 3's by default).
   */
  constructor(
    intervalSeconds: RecordingIntervalSeconds,
    private readonly startMs: number,
    private readonly frameCells: (length: number) => Float64Array = (length) => new Float64Array(length),
    private readonly layout: FrameLayout = V3_FRAME_LAYOUT,
  ) {
    this.intervalMs = intervalSeconds * 1000;
    this.system = new WindowSums(layout.systemPositions);
    this.processSums = new WindowSumRows(layout.processPositions, 64);
    this.facts = layout.version === 4;
  }

  /**
   * Adds one applied snapshot; `recorded(key)` says whether a present lifetime is in the Recording's scope (the
   * fixed names and their observed descendants). Its answer for a lifetime must hold for the whole Recording: it is
   * asked when the lifetime appears at a position of the snapshot it did not hold in the last one, and kept. `keys`
   * are the identity keys of the snapshot's processes in order when the caller has them already (the store computed
   * them). Returns the window this snapshot closed, if any, with its frame as rows (what the App hands to the writer
   * thread).
   */
  acceptRows(snapshot: Snapshot, recorded: (key: string) => boolean, keys?: readonly string[]): ClosedWindow | null {
    // A snapshot captured just before the start (applied after it) belongs to the first window.
    const index = Math.max(0, Math.floor((snapshot.capturedAtMs - this.startMs) / this.intervalMs));
    const closed = this.window !== null && index > this.window.index ? this.finishRows() : null;
    this.#add(snapshot, index, recorded, keys);
    return closed;
  }

  /** As `acceptRows`, with the closed window's records as objects (definitions, then the frame). */
  accept(snapshot: Snapshot, recorded: (key: string) => boolean, keys?: readonly string[]): V3Record[] {
    const index = Math.max(0, Math.floor((snapshot.capturedAtMs - this.startMs) / this.intervalMs));
    const closed = this.window !== null && index > this.window.index ? this.finish() : [];
    this.#add(snapshot, index, recorded, keys);
    return closed;
  }

  /** The open (possibly partial) window, closed; null when no snapshot arrived since the last. */
  finishRows(): ClosedWindow | null {
    const window = this.#close();
    if (window === null) return null;
    const definitions = this.#definitions(window);
    sortByProcessId(window.processes);
    const layout = this.layout;
    const cells = this.frameCells(frameRowsWidth(window.gpus.length, window.processes.length, layout));
    const big = new Map<number, bigint>();
    this.system.meansInto(cells, 0, big);
    let k = layout.systemCells;
    for (const slot of window.gpus) {
      cells[k] = slot.adapterId;
      slot.sums.meansInto(cells, k + 1, big);
      k += layout.gpuCells;
    }
    for (const slot of window.processes) {
      cells[k] = slot.processId;
      this.processSums.meansInto(slot.processId, cells, k + 1, big);
      k += layout.processCells;
    }
    return { definitions, frame: { capturedAtMs: window.lastCapturedAtMs, cells, big, gpuCount: window.gpus.length, processCount: window.processes.length } };
  }

  /** The records of the open (possibly partial) window, closing it; empty when no snapshot arrived since the last. */
  finish(): V3Record[] {
    const window = this.#close();
    if (window === null) return [];
    const records: V3Record[] = this.#definitions(window);
    sortByProcessId(window.processes);
    const frame: V3Frame = {
      capturedAtMs: window.lastCapturedAtMs,
      system: this.system.means(),
      gpus: window.gpus.map((slot) => ({ adapterId: slot.adapterId, values: slot.sums.means() })),
      processes: window.processes.map((slot) => ({ processId: slot.processId, values: this.processSums.means(slot.processId) })),
    };
    records.push({ kind: 'frame', frame });
    return records;
  }

  #add(snapshot: Snapshot, index: number, recorded: (key: string) => boolean, keys: readonly string[] | undefined): void {
    let window = this.window;
    if (window === null) {
      window = this.window = { index, serial: ++this.serial, lastCapturedAtMs: snapshot.capturedAtMs, gpus: [], processes: [] };
      this.system.reset();
    }
    const serial = window.serial;
    window.lastCapturedAtMs = Math.max(window.lastCapturedAtMs, snapshot.capturedAtMs);
    this.system.add(snapshot.system.values);
    for (const gpu of snapshot.gpus) {
      let slot = this.gpus.get(gpu.adapterId);
      if (slot === undefined) {
        slot = { adapterKey: gpu.adapterId, adapterId: this.gpus.size, name: gpu.name, written: false, sums: new WindowSums(this.layout.gpuPositions), window: 0 };
        this.gpus.set(gpu.adapterId, slot);
      }
      if (slot.window !== serial) {
        slot.window = serial;
        slot.sums.reset();
        window.gpus.push(slot);
      }
      slot.sums.add(gpu.values);
    }
    const processes = snapshot.processes;
    const sums = this.processSums;
    const lastKeys = this.lastKeys;
    const lastSlots = this.lastSlots;
    const nextKeys = this.spareKeys;
    const nextSlots = this.spareSlots;
    nextKeys.length = processes.length;
    nextSlots.length = processes.length;
    for (let i = 0; i < processes.length; i++) {
      const sample = processes[i]!;
      const key = keys?.[i] ?? identityKey(sample.identity);
      nextKeys[i] = key;
      const slot = i < lastKeys.length && lastKeys[i] === key ? lastSlots[i]! : this.#slotOf(key, sample.identity, recorded);
      nextSlots[i] = slot;
      if (slot === OUT_OF_SCOPE) continue;
      if (slot.window !== serial) {
        slot.window = serial;
        sums.reset(slot.processId);
        slot.path = null;
        window.processes.push(slot);
      }
      sums.add(slot.processId, sample.values);
      if (sample.path !== null) slot.path = sample.path;
      if (this.facts) {
        const task = sample.values.task_name;
        if (typeof task === 'string') slot.taskName = task;
        if (sample.cgroup !== undefined) slot.cgroup = sample.cgroup;
      }
    }
    this.spareKeys = lastKeys;
    this.spareSlots = lastSlots;
    this.lastKeys = nextKeys;
    this.lastSlots = nextSlots;
  }

  /** The slot of a lifetime in scope (numbered when first seen), or OUT_OF_SCOPE. */
  #slotOf(key: string, identity: ProcessIdentity, recorded: (key: string) => boolean): ProcessSlot | typeof OUT_OF_SCOPE {
    if (!recorded(key)) return OUT_OF_SCOPE;
    let slot = this.processes.get(key);
    if (slot === undefined) {
      slot = { processId: this.processes.size, identity, writtenPath: undefined, window: 0, path: null, taskName: undefined, cgroup: undefined, writtenTaskName: undefined, writtenCgroup: undefined };
      this.processes.set(key, slot);
    }
    return slot;
  }

  /** Ends the open window (counted as a frame); null when none is open. */
  #close(): Window | null {
    const window = this.window;
    if (window === null) return null;
    this.window = null;
    this.frames += 1;
    return window;
  }

  /**
   * The definitions a window's frame needs first, in the order its targets were first seen: a GPU adapter's once,
   * a process's before its first frame and again when a path appears or changes (a known path is kept).
   */
  #definitions(window: Window): V3Record[] {
    const records: V3Record[] = [];
    for (const slot of window.gpus) {
      if (slot.written) continue;
      const luid = luidOfAdapterKey(slot.adapterKey);
      records.push({ kind: 'gpu', gpu: { adapterId: slot.adapterId, luidHigh: luid.high, luidLow: luid.low, name: slot.name, adapterKey: slot.adapterKey } });
      slot.written = true;
    }
    for (const slot of window.processes) {
      const nextPath = slot.path ?? slot.writtenPath ?? null;
      const factsChanged = this.facts && (slot.taskName !== slot.writtenTaskName || !sameCgroup(slot.cgroup, slot.writtenCgroup));
      if (slot.writtenPath === undefined || nextPath !== slot.writtenPath || factsChanged) {
        const { pid, name, nameBytesHex, startTimeMs } = slot.identity;
        const facts = this.facts ? { ...(slot.taskName === undefined ? {} : { taskName: slot.taskName }), ...(slot.cgroup === undefined ? {} : { cgroup: slot.cgroup }) } : {};
        records.push({ kind: 'process', process: { processId: slot.processId, pid, name, ...(nameBytesHex === undefined ? {} : { nameBytesHex }), startTimeMs, path: nextPath, ...facts } });
        slot.writtenPath = nextPath;
        slot.writtenTaskName = slot.taskName;
        slot.writtenCgroup = slot.cgroup;
      }
    }
    return records;
  }
}

/** Whether two cgroup facts say the same (the collector refreshes them every few samples, often as new objects). */
function sameCgroup(a: ProcessCgroup | undefined, b: ProcessCgroup | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  const x = a.container;
  const y = b.container;
  const sameContainer = x === y || (x !== null && y !== null && x.runtime === y.runtime && x.id === y.id && x.podUid === y.podUid && x.name === y.name);
  return a.path === b.path && a.unit === b.unit && a.namespacePid === b.namespacePid && sameContainer;
}

/**
 * A frame lists its processes in process-number order. Numbers are given in first-seen order and a snapshot keeps
 * its processes' order from pass to pass, so a window's list is usually in order already: checked before sorting.
 */
function sortByProcessId(slots: ProcessSlot[]): void {
  for (let i = 1; i < slots.length; i++) {
    if (slots[i - 1]!.processId > slots[i]!.processId) {
      slots.sort(byProcessId);
      return;
    }
  }
}

function byProcessId(a: ProcessSlot, b: ProcessSlot): number {
  return a.processId - b.processId;
}
