// The format-3 Recording line layout in one place (product-contracts §7): record tags, the fixed position order of
// the system, GPU and process values, and the encoder from a typed record to its JSON line. The writer encodes with it
// and the decoder (v3-decode.ts, for the reader) reads the same positions, so the two can never disagree on one. The
// frame encoder here serves format 4 too (v4-layout.ts): a FrameLayout says which metric each position holds.
import type { GpuAdapterMetricId, ProcessMetricId, SystemMetricId } from '../../generated/metrics.js';
import { GPU_ADAPTER_LAYOUT, PROCESS_LAYOUT, SYSTEM_LAYOUT } from '../model/metrics.js';
import type { ProcessCgroup } from '../model/types.js';

export const V3_FORMAT_VERSION = 3;

/** The one key of each line, naming its record. */
export const V3_TAGS = { session: 's', process: 'p', gpu: 'g', frame: 'f', end: 'e' } as const;

/** The 21 system integers of a frame, in their fixed positions. */
export const V3_SYSTEM_INTEGERS: readonly SystemMetricId[] = [
  'physical_memory_bytes',
  'total_memory_bytes',
  'available_memory_bytes',
  'modified_memory_bytes',
  'standby_memory_bytes',
  'free_zeroed_memory_bytes',
  'committed_bytes',
  'commit_limit_bytes',
  'paged_pool_bytes',
  'nonpaged_pool_bytes',
  'pages_input_per_sec',
  'pages_output_per_sec',
  'process_count',
  'thread_count',
  'cpu_percent',
  'cpu_user_percent',
  'cpu_kernel_percent',
  'disk_read_bytes_per_sec',
  'disk_write_bytes_per_sec',
  'network_received_bytes_per_sec',
  'network_sent_bytes_per_sec',
];

/** The one system float of a frame, after the integers. */
export const V3_SYSTEM_FLOAT: SystemMetricId = 'disk_queue_length';

/**
 * System percentages are floats in the catalog but sit in integer positions of the format (the original writer's
 * choice): they are written rounded to whole percent and read back as floats.
 */
export const V3_WHOLE_PERCENT_METRICS: ReadonlySet<SystemMetricId> = new Set<SystemMetricId>(['cpu_percent', 'cpu_user_percent', 'cpu_kernel_percent']);

export const V3_GPU_FLOATS: readonly GpuAdapterMetricId[] = ['utilization_percent', 'encode_average_percent', 'encode_max_percent', 'decode_average_percent', 'decode_max_percent'];

export const V3_GPU_INTEGERS: readonly GpuAdapterMetricId[] = ['encode_engine_count', 'decode_engine_count', 'dedicated_bytes', 'dedicated_total_bytes', 'shared_bytes', 'shared_total_bytes'];

/** The process floats; null marks a reserved position (always written null, ignored on read). */
export const V3_PROCESS_FLOATS: readonly (ProcessMetricId | null)[] = ['cpu_percent', 'gpu_percent', null, null, null];

/** The 21 process integers, in their fixed positions; older writers wrote fewer (the rest are unavailable). */
export const V3_PROCESS_INTEGERS: readonly ProcessMetricId[] = [
  'private_bytes',
  'workset_bytes',
  'workset_private_bytes',
  'workset_shareable_bytes',
  'thread_count',
  'handle_count',
  'user_object_count',
  'gdi_object_count',
  'gpu_dedicated_bytes',
  'gpu_shared_bytes',
  'dotnet_heap_bytes',
  'io_read_bytes_per_sec',
  'io_write_bytes_per_sec',
  'dotnet_gc_committed_bytes',
  'dotnet_gc_fragmentation_bytes',
  'dotnet_allocation_bytes_per_sec',
  'dotnet_gc_gen0_heap_bytes',
  'dotnet_gc_gen1_heap_bytes',
  'dotnet_gc_gen2_heap_bytes',
  'dotnet_gc_loh_bytes',
  'dotnet_gc_poh_bytes',
];

/** The Recording formats this build writes: 4 by default, 3 for the original application (a setting). */
export type RecordingFormatVersion = 3 | 4;

/** Every process metric a frame can hold (the layout's process columns), for readers that rebuild histories. */
export const V3_PROCESS_METRICS: readonly ProcessMetricId[] = [...V3_PROCESS_FLOATS.filter((id): id is ProcessMetricId => id !== null), ...V3_PROCESS_INTEGERS];

/** The Recording intervals, in seconds. */
export type RecordingIntervalSeconds = 1 | 2 | 5 | 10;
export const RECORDING_INTERVALS: readonly RecordingIntervalSeconds[] = [1, 2, 5, 10];

/** A recorded value: an exact integer (`bigint`) in an integer position, a finite `number` in a float position. */
export type RecordedValue = bigint | number;
/** Available values by metric; a metric absent here was unavailable in the whole window (never zero). */
export type RecordedValues<Id extends string> = Partial<Record<Id, RecordedValue>>;

export interface V3Session {
  /** YYYYMMDDhhmmss of the local start time (`sessionIdOf`). */
  readonly id: string;
  readonly app: string;
  readonly host: string;
  readonly startMs: number;
  readonly intervalSeconds: RecordingIntervalSeconds;
  readonly tracked: readonly string[];
  readonly columns: readonly string[];
  readonly sort: { readonly column: string; readonly direction: 'asc' | 'desc' };
  readonly system?: { readonly cpu?: string; readonly cpuMhz?: number; readonly topology?: string; readonly cache?: string };
  /** The format the file is written in (v4-layout.ts); absent: 3. */
  readonly format?: RecordingFormatVersion;
  /**
   * Format 4: the host's logical CPUs at the start, whose per-CPU metrics (cpu_core_<n>_percent, n below it) the
   * frames carry; absent: the whole family. Not a field of the file: its layout names the columns.
   */
  readonly cpuColumns?: number;
}

export interface V3ProcessDefinition {
  /** The number frames use for this lifetime; unique within one file. */
  readonly processId: number;
  readonly pid: number;
  /** The display name (escaped when not UTF-8, src/model/name-bytes.ts). */
  readonly name: string;
  /** The name's exact bytes as hex when they are not UTF-8 (written within the name: `recordedName`). */
  readonly nameBytesHex?: string;
  /** Start time in ms since the Unix epoch, or null when unknown. */
  readonly startTimeMs: number | null;
  readonly path: string | null;
  /** The task name (Linux comm) when last seen; format 4 records it, format 3 has no room. Absent: unknown. */
  readonly taskName?: string;
  /** Linux cgroup facts when last seen; format 4 records them, format 3 has no room. Absent: unknown. */
  readonly cgroup?: ProcessCgroup;
}

export interface V3GpuDefinition {
  /** The number frames use for this adapter; unique within one file. */
  readonly adapterId: number;
  readonly luidHigh: number;
  readonly luidLow: number;
  readonly name: string | null;
  /** The adapter key the monitor uses (`card0`, `high:low`); format 4 records it as it is. Absent: from the LUID. */
  readonly adapterKey?: string;
}

export interface V3Frame {
  /** Time of the last snapshot of the aggregation window, ms since the Unix epoch. */
  readonly capturedAtMs: number;
  readonly system: RecordedValues<SystemMetricId>;
  readonly gpus: readonly { readonly adapterId: number; readonly values: RecordedValues<GpuAdapterMetricId> }[];
  readonly processes: readonly { readonly processId: number; readonly values: RecordedValues<ProcessMetricId> }[];
}

export type V3EndReason = 'stopped' | 'duration_limit';

export interface V3End {
  readonly endedAtMs: number;
  readonly reason: V3EndReason;
}

export type V3Record =
  | { readonly kind: 'session'; readonly session: V3Session }
  | { readonly kind: 'process'; readonly process: V3ProcessDefinition }
  | { readonly kind: 'gpu'; readonly gpu: V3GpuDefinition }
  | { readonly kind: 'frame'; readonly frame: V3Frame }
  | { readonly kind: 'end'; readonly end: V3End };

/** The session ID of a Recording started at `startMs`: its local time as YYYYMMDDhhmmss. */
export function sessionIdOf(startMs: number): string {
  const at = new Date(startMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
}

/**
 * The LUID a GPU definition records for an adapter key: Windows keys are the LUID itself (`high:low`); a Linux
 * adapter keyed by its PCI slot (`dddd:bb:dd.f`) records the domain as high and bus << 8 | device << 3 | function as
 * low (the slot's own number, stable across boots); an older key `cardN` records high 0 and low N. Any other key (a
 * platform device's name) records 0:0 (the name still tells adapters apart).
 */
export function luidOfAdapterKey(adapterKey: string): { readonly high: number; readonly low: number } {
  const luid = /^(\d+):(\d+)$/.exec(adapterKey);
  if (luid) return { high: Number(luid[1]), low: Number(luid[2]) };
  const pci = /^([0-9a-f]{4,8}):([0-9a-f]{2}):([0-9a-f]{2})\.([0-7])$/i.exec(adapterKey);
  if (pci) {
    const [domain, bus, device, fn] = [pci[1], pci[2], pci[3], pci[4]].map((h) => Number.parseInt(h, 16));
    return { high: domain, low: (bus << 8) | (device << 3) | fn };
  }
  const card = /^card(\d+)$/.exec(adapterKey);
  return { high: 0, low: card ? Number(card[1]) : 0 };
}

// ---- encoding -------------------------------------------------------------------------------------------------

/** Every system position of a frame in order: the 21 integers, then the float. */
export const V3_SYSTEM_POSITIONS: readonly SystemMetricId[] = [...V3_SYSTEM_INTEGERS, V3_SYSTEM_FLOAT];
/** Every position of a GPU sample in order: its floats, then its integers. */
export const V3_GPU_POSITIONS: readonly GpuAdapterMetricId[] = [...V3_GPU_FLOATS, ...V3_GPU_INTEGERS];
/** Every position of a process sample in order: its floats (null: reserved), then its integers. */
export const V3_PROCESS_POSITIONS: readonly (ProcessMetricId | null)[] = [...V3_PROCESS_FLOATS, ...V3_PROCESS_INTEGERS];

/**
 * A frame as one row of cells (the form the Recording hands to its writer thread, moved, not copied): the system
 * positions (V3_SYSTEM_POSITIONS), then per GPU sample its adapter number and V3_GPU_POSITIONS, then per process
 * sample its process number and V3_PROCESS_POSITIONS. NaN is missing; an integer beyond 2^53 is NaN in `cells`
 * and exact in `big`, keyed by its cell index.
 */
export interface V3FrameRows {
  readonly capturedAtMs: number;
  readonly cells: Float64Array;
  readonly big: ReadonlyMap<number, bigint>;
  readonly gpuCount: number;
  readonly processCount: number;
}

export const V3_SYSTEM_CELLS = V3_SYSTEM_POSITIONS.length;
export const V3_GPU_CELLS = 1 + V3_GPU_POSITIONS.length;
export const V3_PROCESS_CELLS = 1 + V3_PROCESS_POSITIONS.length;

/**
 * Which metric each position of a frame holds, for the encoder and the Recorder's sums: the system integers then
 * floats, each sample's floats then integers (null: a reserved position, written null). Format 3's is fixed
 * (V3_FRAME_LAYOUT); format 4's is the catalog's (v4-layout.ts) and named in its session record.
 */
export interface FrameLayout {
  readonly version: RecordingFormatVersion;
  readonly systemIntegers: readonly SystemMetricId[];
  readonly systemFloats: readonly SystemMetricId[];
  /** Format 3 writes its one system float as a bare cell; format 4 writes the floats as an array. */
  readonly systemFloatList: boolean;
  readonly gpuFloats: readonly GpuAdapterMetricId[];
  readonly gpuIntegers: readonly GpuAdapterMetricId[];
  readonly processFloats: readonly (ProcessMetricId | null)[];
  readonly processIntegers: readonly ProcessMetricId[];
  readonly systemPositions: readonly SystemMetricId[];
  readonly gpuPositions: readonly GpuAdapterMetricId[];
  readonly processPositions: readonly (ProcessMetricId | null)[];
  readonly systemCells: number;
  readonly gpuCells: number;
  readonly processCells: number;
}

/** A frame layout of these lists, its derived positions and widths. */
export function frameLayout(parts: Pick<FrameLayout, 'version' | 'systemIntegers' | 'systemFloats' | 'systemFloatList' | 'gpuFloats' | 'gpuIntegers' | 'processFloats' | 'processIntegers'>): FrameLayout {
  const systemPositions = [...parts.systemIntegers, ...parts.systemFloats];
  const gpuPositions = [...parts.gpuFloats, ...parts.gpuIntegers];
  const processPositions = [...parts.processFloats, ...parts.processIntegers];
  return { ...parts, systemPositions, gpuPositions, processPositions, systemCells: systemPositions.length, gpuCells: 1 + gpuPositions.length, processCells: 1 + processPositions.length };
}

export const V3_FRAME_LAYOUT: FrameLayout = frameLayout({
  version: 3,
  systemIntegers: V3_SYSTEM_INTEGERS,
  systemFloats: [V3_SYSTEM_FLOAT],
  systemFloatList: false,
  gpuFloats: V3_GPU_FLOATS,
  gpuIntegers: V3_GPU_INTEGERS,
  processFloats: V3_PROCESS_FLOATS,
  processIntegers: V3_PROCESS_INTEGERS,
});

/** Cells of a frame with these sample counts in `layout` (format 3's by default). */
export function frameRowsWidth(gpuCount: number, processCount: number, layout: FrameLayout = V3_FRAME_LAYOUT): number {
  return layout.systemCells + gpuCount * layout.gpuCells + processCount * layout.processCells;
}

/**
 * Writes a frame's line as ASCII bytes into a growing buffer, with no intermediate strings: this runs for every
 * value of every frame. Integers up to 2^53 are written digit by digit in two exact halves; floats with a fraction
 * and bigints (rare) through their JavaScript text, which is ASCII. Room is reserved once per sample
 * (SAMPLE_BYTES): the writes inside a sample then need no bounds check of their own, except text of unknown length.
 */
class FrameBytes {
  bytes = new Uint8Array(64 * 1024);
  length = 0;

  /** Room for `count` more bytes. */
  reserve(count: number): void {
    if (this.length + count <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.length + count, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** `source[from, to)` written at `at` (the end of what is written; a run of bytes deferred until there). */
  copy(source: Uint8Array, from: number, to: number, at: number): void {
    this.length = at;
    this.reserve(to - from + SAMPLE_BYTES);
    this.bytes.set(source.subarray(from, to), at);
    this.length = at + (to - from);
  }

  /** One byte, in room reserved before. */
  byte(code: number): void {
    this.bytes[this.length++] = code;
  }

  /** Text of any length: it reserves its own room and keeps a sample's room after it (SAMPLE_BYTES). */
  text(text: string): void {
    this.reserve(text.length + SAMPLE_BYTES);
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < text.length; i++) bytes[at++] = text.charCodeAt(i);
    this.length = at;
  }

  /** `null`, in room reserved before. */
  null(): void {
    const bytes = this.bytes;
    const at = this.length;
    bytes[at] = 0x6e;
    bytes[at + 1] = 0x75;
    bytes[at + 2] = 0x6c;
    bytes[at + 3] = 0x6c;
    this.length = at + 4;
  }

  /** A non-negative integer below 2^53, in decimal (its JavaScript text), in room reserved before (16 bytes). */
  integer(value: number): void {
    // Most counts of an idle process are single digits.
    if (value < 10) {
      this.bytes[this.length++] = 0x30 + value;
      return;
    }
    if (value < 1e8) {
      this.#small(value);
      return;
    }
    // Two exact halves below 10^8 (value < 2^53 < 10^16), each written with 32-bit integer arithmetic.
    const high = Math.floor(value / 1e8);
    this.#small(high);
    this.length += 8;
    writeDigits(this.bytes, value - high * 1e8, this.length, 8);
  }

  /** 0 <= value < 10^8. */
  #small(value: number): void {
    const digits = value < 10 ? 1 : value < 100 ? 2 : value < 1e3 ? 3 : value < 1e4 ? 4 : value < 1e5 ? 5 : value < 1e6 ? 6 : value < 1e7 ? 7 : 8;
    this.length += digits;
    writeDigits(this.bytes, value, this.length, digits);
  }
}

/** The two ASCII digits of every number below 100 ("00" to "99"), at twice the number. */
const DIGIT_PAIRS = Uint8Array.from({ length: 200 }, (_, i) => 0x30 + (i % 2 === 0 ? Math.floor(i / 20) : (i >> 1) % 10));

/**
 * The last `count` decimal digits of `value` (0 <= value < 10^8, whole), leading zeros included, ending before
 * `end`: two digits per step from a table, in 32-bit integer arithmetic (a division by 100 per pair, not by 10 per digit).
 */
function writeDigits(bytes: Uint8Array, value: number, end: number, count: number): void {
  let v = value | 0;
  let at = end;
  const stop = end - count;
  while (at - stop >= 2) {
    const q = (v / 100) | 0;
    const pair = (v - q * 100) << 1;
    bytes[--at] = DIGIT_PAIRS[pair + 1]!;
    bytes[--at] = DIGIT_PAIRS[pair]!;
    v = q;
  }
  if (at > stop) bytes[--at] = 0x30 + v;
}

const COMMA = 0x2c;
/**
 * Room one sample (or the system part) needs at most apart from text of unknown length (which reserves its own):
 * brackets, commas and at most 17 bytes per position (16 digits or null, a comma).
 */
const SAMPLE_BYTES = 64 + 17 * Math.max(V3_SYSTEM_POSITIONS.length, V3_GPU_POSITIONS.length, V3_PROCESS_POSITIONS.length, SYSTEM_LAYOUT.ids.length, GPU_ADAPTER_LAYOUT.ids.length, PROCESS_LAYOUT.ids.length);

/** Integer positions `from` .. `from + count` as a JSON array: exact digits (beyond 2^53 from `big`), a whole-percent float rounded; else null. */
function integerList(out: FrameBytes, rows: V3FrameRows, from: number, count: number): void {
  const cells = rows.cells;
  out.byte(0x5b);
  for (let k = from; k < from + count; k++) {
    if (k > from) out.byte(COMMA);
    const value = cells[k]!;
    if (value === value) {
      if (!(Number.isFinite(value) && value >= 0)) out.null();
      else if (value <= Number.MAX_SAFE_INTEGER) out.integer(Math.round(value));
      else out.text(String(Math.round(value)));
    } else {
      // Exact integers beyond 2^53 are rare: most frames have none to look up.
      const exact = rows.big.size === 0 ? undefined : rows.big.get(k);
      if (exact !== undefined && exact >= 0n) out.text(exact.toString());
      else out.null();
    }
  }
  out.byte(0x5d);
}

/** A number as its JavaScript text: a whole one below 2^53 as its plain digits (as String() writes it, -0 as "0"), without the string. */
function wholeOrText(out: FrameBytes, value: number): void {
  if (Number.isInteger(value) && value >= 0 && value <= Number.MAX_SAFE_INTEGER) out.integer(value);
  else out.text(String(value));
}

/** A float position: JavaScript's text of a finite number (of a whole one up to 2^53: its digits), else null. */
function floatCell(out: FrameBytes, rows: V3FrameRows, k: number): void {
  const value = rows.cells[k]!;
  if (Number.isFinite(value)) wholeOrText(out, value);
  // A float metric never holds a bigint; one given is written as its exact number rather than dropped.
  else if (value !== value && rows.big.size > 0 && rows.big.has(k)) out.text(rows.big.get(k)!.toString());
  else out.null();
}

/** Float positions `from` .. `from + count` as a JSON array; reserved positions (null in `ids` from `first`) are null. */
function floatList(out: FrameBytes, rows: V3FrameRows, ids: readonly (string | null)[], first: number, from: number, count: number): void {
  out.byte(0x5b);
  for (let i = 0; i < count; i++) {
    if (i > 0) out.byte(COMMA);
    if (ids[first + i] === null) out.null();
    else floatCell(out, rows, from + i);
  }
  out.byte(0x5d);
}

/** One sample `[id,[floats],[integers]]` at cell `k` (its id), its positions after it. */
function sampleBytes(out: FrameBytes, rows: V3FrameRows, k: number, ids: readonly (string | null)[], floats: number, integers: number): void {
  out.reserve(SAMPLE_BYTES);
  out.byte(0x5b);
  wholeOrText(out, rows.cells[k]!);
  out.byte(COMMA);
  floatList(out, rows, ids, 0, k + 1, floats);
  out.byte(COMMA);
  integerList(out, rows, k + 1 + floats, integers);
  out.byte(0x5d);
}

/**
 * The process samples of the last frame this thread encoded, by position: their cells and where their bytes are in
 * that frame's buffer. A sample's bytes are a function of its cells alone (without exact bigints, which a frame
 * rarely has), so a sample whose cells equal the one at its position in the last frame (the same process number
 * and values: an idle process, most of a large Tracking List) is copied from there instead of encoded again.
 * Bounded by the frame's size, not by the lifetimes a Recording has seen.
 */
class LastSamples {
  cells = new Float64Array(0);
  starts = new Int32Array(0);
  ends = new Int32Array(0);
  count = 0;
  /** Cells of one sample in the last frame's layout. */
  width = V3_PROCESS_CELLS;
  /** The last frame's bytes (the other FrameBytes than the one being written); null: nothing to reuse. */
  bytes: Uint8Array | null = null;

  /** Whether the sample at cell `k` of `cells` has the cells of the last frame's sample at `position` (one it had). */
  same(cells: Float64Array, k: number, position: number, width: number): boolean {
    const last = this.cells;
    const at = position * width;
    for (let i = 0; i < width; i++) {
      const a = cells[k + i]!;
      const b = last[at + i]!;
      // -0 and 0 are written alike, and so is every NaN (null: a frame with exact bigints is never reused).
      if (a !== b && (a === a || b === b)) return false;
    }
    return true;
  }

  /** Room for `count` samples: true when the last frame's samples are still there, false when room had to be made. */
  size(count: number, width: number): boolean {
    // Another layout's samples (a Recording of the other format) are never reused: room is made anew.
    if (this.starts.length >= count && this.width === width) return true;
    this.width = width;
    const capacity = Math.max(count, 2 * this.starts.length);
    this.cells = new Float64Array(capacity * width);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    return false;
  }
}

/** One frame's whole line, newline included, into `out`; `last` is the frame encoded before it (reused samples). */
function frameRowsBytes(out: FrameBytes, rows: V3FrameRows, last: LastSamples, layout: FrameLayout): void {
  out.text(`{"f":[${Math.trunc(rows.capturedAtMs)},[`);
  out.reserve(SAMPLE_BYTES);
  const integers = layout.systemIntegers.length;
  integerList(out, rows, 0, integers);
  out.byte(COMMA);
  if (layout.systemFloatList) floatList(out, rows, layout.systemPositions, integers, integers, layout.systemFloats.length);
  else floatCell(out, rows, integers);
  out.text(',[');
  let k = layout.systemCells;
  for (let g = 0; g < rows.gpuCount; g++, k += layout.gpuCells) {
    if (g > 0) out.text(',');
    sampleBytes(out, rows, k, layout.gpuPositions, layout.gpuFloats.length, layout.gpuIntegers.length);
  }
  out.text(']],[');
  samplesReusing(out, rows, k, last, layout);
  out.text(']]}\n');
}

/** Process samples at positions [from, to) from cell `k`, encoded, each one's byte range into `starts`/`ends`. */
function encodeSamples(out: FrameBytes, rows: V3FrameRows, k: number, from: number, to: number, starts: Int32Array, ends: Int32Array, layout: FrameLayout): void {
  for (let p = from; p < to; p++, k += layout.processCells) {
    if (p > 0) out.text(',');
    starts[p] = out.length;
    sampleBytes(out, rows, k, layout.processPositions, layout.processFloats.length, layout.processIntegers.length);
    ends[p] = out.length;
  }
}

/**
 * The process samples of a frame from cell `first`, in runs: a run of samples whose cells are those of the last
 * frame's samples at their positions (LastSamples) is copied from the last frame's bytes in one piece (consecutive
 * samples are consecutive there too, a comma between), a run of changed ones is encoded (one loop, as fast as
 * without reuse: a frame whose every sample changed costs only the comparisons and one copy of its cells).
 */
function samplesReusing(out: FrameBytes, rows: V3FrameRows, first: number, last: LastSamples, layout: FrameLayout): void {
  const count = rows.processCount;
  const cells = rows.cells;
  const width = layout.processCells;
  // An exact bigint is not in the cells: such a frame neither reuses samples nor leaves them to the next one.
  const reusable = rows.big.size === 0;
  const kept = last.size(count, width);
  const previous = reusable && kept ? last.bytes : null;
  const lastCount = previous === null ? 0 : last.count;
  // Nothing to reuse until this frame is complete (a frame cut short by an error leaves no half-made record).
  last.count = 0;
  last.bytes = null;
  const starts = last.starts;
  const ends = last.ends;
  const unchanged = (p: number) => p < lastCount && last.same(cells, first + p * width, p, width);
  let p = 0;
  while (p < count) {
    const reuse = unchanged(p);
    let q = p + 1;
    while (q < count && unchanged(q) === reuse) q++;
    if (reuse) {
      // Samples [p, q) were read from the last frame; their new places are where the run lands.
      const from = starts[p]!;
      const to = ends[q - 1]!;
      if (p > 0) out.text(',');
      const shift = out.length - from;
      out.copy(previous!, from, to, out.length);
      for (let i = p; i < q; i++) {
        starts[i] = starts[i]! + shift;
        ends[i] = ends[i]! + shift;
      }
    } else {
      encodeSamples(out, rows, first + p * width, p, q, starts, ends, layout);
      last.cells.set(cells.subarray(first + p * width, first + q * width), p * width);
    }
    p = q;
  }
  // Where this frame's samples are now (a grown buffer included); the next frame writes into the other buffer.
  if (reusable) {
    last.count = count;
    last.bytes = out.bytes;
  }
}

/** Reused by every frame this thread encodes, in turns: the last frame's bytes stay whole while the next is written. */
const FRAME_BYTES = [new FrameBytes(), new FrameBytes()] as const;
let frameTurn = 0;
const LAST_SAMPLES = new LastSamples();

/**
 * A frame given as rows as its line, newline included, as ASCII bytes (what the Recording's writer thread writes).
 * The view is valid until the next call. Consecutive frames of one Recording reuse the bytes of samples that did
 * not change (LastSamples); any frame may follow any other: the reuse compares cells, it assumes no order.
 */
export function encodeFrameRowsBytes(rows: V3FrameRows, layout: FrameLayout = V3_FRAME_LAYOUT): Uint8Array {
  frameTurn ^= 1;
  const out = FRAME_BYTES[frameTurn];
  out.length = 0;
  frameRowsBytes(out, rows, LAST_SAMPLES, layout);
  return out.bytes.subarray(0, out.length);
}

/** A frame's values into its rows: the one encoder (frameRowsBytes) serves both forms. */
export function frameRowsOf(frame: V3Frame, layout: FrameLayout = V3_FRAME_LAYOUT): V3FrameRows {
  const cells = new Float64Array(frameRowsWidth(frame.gpus.length, frame.processes.length, layout));
  const big = new Map<number, bigint>();
  const put = (ids: readonly (string | null)[], values: RecordedValues<string>, from: number) => {
    ids.forEach((id, i) => {
      const value = id === null ? undefined : values[id];
      if (typeof value === 'number') cells[from + i] = value;
      else if (typeof value === 'bigint' && value >= 0n && value <= BigInt(Number.MAX_SAFE_INTEGER)) cells[from + i] = Number(value);
      else {
        cells[from + i] = Number.NaN;
        if (typeof value === 'bigint') big.set(from + i, value);
      }
    });
  };
  put(layout.systemPositions, frame.system, 0);
  let k = layout.systemCells;
  for (const gpu of frame.gpus) {
    cells[k] = gpu.adapterId;
    put(layout.gpuPositions, gpu.values, k + 1);
    k += layout.gpuCells;
  }
  for (const process of frame.processes) {
    cells[k] = process.processId;
    put(layout.processPositions, process.values, k + 1);
    k += layout.processCells;
  }
  return { capturedAtMs: frame.capturedAtMs, cells, big, gpuCount: frame.gpus.length, processCount: frame.processes.length };
}

/** A frame given as rows as its line, newline included. */
export function encodeFrameRows(rows: V3FrameRows, layout: FrameLayout = V3_FRAME_LAYOUT): string {
  return Buffer.from(encodeFrameRowsBytes(rows, layout)).toString('latin1');
}

/** A session record's fields as format 3 writes them (format 4 writes them too, with its own version and layout). */
export function sessionJson(session: V3Session): object {
  const system = session.system;
  return {
    v: V3_FORMAT_VERSION,
    id: session.id,
    app: session.app,
    host: session.host,
    start: Math.trunc(session.startMs),
    interval: session.intervalSeconds,
    tracked: session.tracked,
    columns: session.columns,
    sort: [session.sort.column, session.sort.direction],
    ...(system
      ? {
          system: {
            ...(system.cpu !== undefined ? { cpu: system.cpu } : {}),
            ...(system.cpuMhz !== undefined ? { cpu_mhz: system.cpuMhz } : {}),
            ...(system.topology !== undefined ? { topology: system.topology } : {}),
            ...(system.cache !== undefined ? { cache: system.cache } : {}),
          },
        }
      : {}),
  };
}

/**
 * The name position of a `p` record. The line format (and the reference schema the lines must stay valid under) has
 * exactly five positions and a string name, so a name that is not UTF-8 is carried in that string: a NUL (which no
 * process name contains) and then its escaped display form, which `unescapeNameText` turns back into the exact
 * bytes. A UTF-8 name is written as it is, as before.
 */
function recordedName(p: V3ProcessDefinition): string {
  return p.nameBytesHex === undefined ? p.name : `\0${p.name}`;
}

/** One record as its line, newline included. Integers are written from their exact digits, never through a float. */
export function encodeV3(record: V3Record): string {
  switch (record.kind) {
    case 'session':
      return `${JSON.stringify({ s: sessionJson(record.session) })}\n`;
    case 'process': {
      const p = record.process;
      return `${JSON.stringify({ p: [p.processId, p.pid, recordedName(p), p.startTimeMs === null ? null : Math.trunc(p.startTimeMs), p.path] })}\n`;
    }
    case 'gpu': {
      const g = record.gpu;
      return `${JSON.stringify({ g: [g.adapterId, g.luidHigh, g.luidLow, g.name] })}\n`;
    }
    case 'frame':
      return encodeFrameRows(frameRowsOf(record.frame));
    case 'end':
      return `${JSON.stringify({ e: [Math.trunc(record.end.endedAtMs), record.end.reason] })}\n`;
  }
}
