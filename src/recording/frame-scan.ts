// The saved-log reader's fast path for frame lines: scans a format-3 or format-4 frame exactly as the writer writes it
// (`{"f":[...]}`, no whitespace) straight into a history row, without JSON.parse and its per-value objects, and
// reads every integer once and exactly. Any line it does not recognise to the character (whitespace, a number
// form the writer never writes, a malformed part) is left to the reader's general path, which decides and reports.
import { GPU_ADAPTER_LAYOUT, MAX_STORABLE_INTEGER, PROCESS_LAYOUT, SYSTEM_LAYOUT, type MetricLayout } from '../model/index.js';
import { V3_GPU_FLOATS, V3_GPU_INTEGERS, V3_PROCESS_FLOATS, V3_PROCESS_INTEGERS, V3_SYSTEM_FLOAT, V3_SYSTEM_INTEGERS, V3_TAGS } from './v3-layout.js';

/**
 * Where each v3 position lands in its history row: the layout column, and whether the column holds integers (a
 * system whole-percent position holds an integer but lands in a float column). -1: a reserved position.
 */
export interface PositionMap {
  readonly columns: Int32Array;
  readonly integer: Uint8Array;
  readonly ids: readonly (string | null)[];
}

/**
 * The position map of `ids` in `layout`. `named`: the ids are a format-4 file's column names, and one this build's
 * catalog does not know (a later writer's metric) is a position read and ignored; for format 3's fixed ids an
 * unknown one is a programming error of the catalog, not of a file.
 */
function positionMap(layout: MetricLayout, ids: readonly (string | null)[], named = false): PositionMap {
  const columns = new Int32Array(ids.length).fill(-1);
  const integer = new Uint8Array(ids.length);
  ids.forEach((id, i) => {
    if (id === null) return;
    const column = layout.columnOf(id);
    if (column === undefined) {
      if (named) return;
      throw new Error(`the v3 position ${id} has no ${layout.targetKind} history column`);
    }
    columns[i] = column;
    integer[i] = layout.representations[column] === 'integer' ? 1 : 0;
  });
  return { columns, integer, ids: named ? ids.map((id) => (id !== null && layout.columnOf(id) !== undefined ? id : null)) : ids };
}

export const SYSTEM_POSITIONS = positionMap(SYSTEM_LAYOUT, V3_SYSTEM_INTEGERS);
export const SYSTEM_FLOAT_COLUMN = positionMap(SYSTEM_LAYOUT, [V3_SYSTEM_FLOAT]).columns[0]!;
export const GPU_FLOAT_POSITIONS = positionMap(GPU_ADAPTER_LAYOUT, V3_GPU_FLOATS);
export const GPU_INTEGER_POSITIONS = positionMap(GPU_ADAPTER_LAYOUT, V3_GPU_INTEGERS);
export const PROCESS_FLOAT_POSITIONS = positionMap(PROCESS_LAYOUT, V3_PROCESS_FLOATS);
export const PROCESS_INTEGER_POSITIONS = positionMap(PROCESS_LAYOUT, V3_PROCESS_INTEGERS);
export const SYSTEM_WIDTH = SYSTEM_LAYOUT.ids.length;

/**
 * Where every position of a file's frames lands: format 3's fixed maps, or those a format-4 session's layout names
 * (filePositions). The system floats are one bare cell in format 3 and an array in format 4.
 */
export interface FramePositions {
  readonly system: PositionMap;
  readonly systemFloats: PositionMap;
  readonly systemFloatList: boolean;
  readonly gpuFloats: PositionMap;
  readonly gpuIntegers: PositionMap;
  readonly processFloats: PositionMap;
  readonly processIntegers: PositionMap;
}

export const V3_POSITIONS: FramePositions = {
  system: SYSTEM_POSITIONS,
  systemFloats: positionMap(SYSTEM_LAYOUT, [V3_SYSTEM_FLOAT]),
  systemFloatList: false,
  gpuFloats: GPU_FLOAT_POSITIONS,
  gpuIntegers: GPU_INTEGER_POSITIONS,
  processFloats: PROCESS_FLOAT_POSITIONS,
  processIntegers: PROCESS_INTEGER_POSITIONS,
};

/** The column names of a format-4 session (its layout) as position maps; names this build does not know are ignored. */
export function filePositions(names: {
  readonly system: { readonly integers: readonly string[]; readonly floats: readonly string[] };
  readonly gpu: { readonly integers: readonly string[]; readonly floats: readonly string[] };
  readonly process: { readonly integers: readonly string[]; readonly floats: readonly string[] };
}): FramePositions {
  return {
    system: positionMap(SYSTEM_LAYOUT, names.system.integers, true),
    systemFloats: positionMap(SYSTEM_LAYOUT, names.system.floats, true),
    systemFloatList: true,
    gpuFloats: positionMap(GPU_ADAPTER_LAYOUT, names.gpu.floats, true),
    gpuIntegers: positionMap(GPU_ADAPTER_LAYOUT, names.gpu.integers, true),
    processFloats: positionMap(PROCESS_LAYOUT, names.process.floats, true),
    processIntegers: positionMap(PROCESS_LAYOUT, names.process.integers, true),
  };
}
export const GPU_WIDTH = GPU_ADAPTER_LAYOUT.ids.length;
export const PROCESS_WIDTH = PROCESS_LAYOUT.ids.length;

/** How every frame line of the writer begins (src/recording/v3-layout.ts encodes frames as `{"f":[...]}`). */
export const FRAME_PREFIX = `{"${V3_TAGS.frame}":[`;

/**
 * One frame decoded into a row (the layout of `SampleRow`: system at 0, then GPU rows, then process rows; NaN for
 * missing, integers above 2^53 exact in `big`), plus the sample ids in order. Reused across frames.
 */
export interface FrameScratch {
  capturedAtMs: number;
  cells: Float64Array;
  readonly big: Map<number, bigint>;
  /** The first integer above the storable range (its metric id), reported after the store's own checks. */
  overRange: string | null;
  gpuCount: number;
  readonly gpuIds: number[];
  processCount: number;
  readonly processIds: number[];
}

/** Thrown inside the scan when the line is not exactly the writer's form; never leaves this module. */
const NOT_WRITER_FORM = Symbol('not the writer form');

const ZERO = 0x30;
const NINE = 0x39;
const COMMA = 0x2c;
const OPEN = 0x5b;
const CLOSE = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const SMALL_E = 0x65;
const CAPITAL_E = 0x45;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** Up to 15 digits accumulate exactly in a double (below 10^15 < 2^53); a longer literal is read as a bigint. */
const EXACT_DIGITS = 15;

// The line being scanned (as ASCII bytes) and the position in it: module state, as the scan is synchronous and never
// re-entered. Bytes rather than the string: reading a sliced string's characters costs several times more.
let bytes = Buffer.allocUnsafe(64 * 1024);
let end = 0;
let at = 0;
const encoder = new TextEncoder();

/** The line's characters into `bytes`; false when it holds anything but ASCII (never the writer's frame form). */
function load(line: string): boolean {
  if (bytes.length <= line.length) bytes = Buffer.allocUnsafe(Math.max(line.length + 1, bytes.length * 2));
  // UTF-8 of ASCII is one byte a character: any other character makes the byte count differ.
  const { read, written } = encoder.encodeInto(line, bytes);
  end = written;
  // A byte no part of a frame is: every read stops at it, so nothing of an earlier, longer line is ever read.
  bytes[end] = 0;
  return read === line.length && written === line.length;
}

/** The characters from `start` to `stop` (a number literal, rare: a long integer or a fraction) as a string. */
function literal(start: number, stop: number): string {
  return bytes.toString('latin1', start, stop);
}
/** Start of the last literal `digits` found longer than EXACT_DIGITS. */
let longStart = 0;

function fail(): never {
  throw NOT_WRITER_FORM;
}

function take(code: number): void {
  if (bytes[at] !== code) fail();
  at++;
}

/** A JSON integer part (no sign, no leading zero): its value up to EXACT_DIGITS digits, otherwise -1 (see longStart). */
function digits(): number {
  const start = at;
  let c = bytes[at];
  if (!(c >= ZERO && c <= NINE)) fail();
  let value = c - ZERO;
  c = bytes[++at];
  if (value === 0) return c >= ZERO && c <= NINE ? fail() : 0;
  while (c >= ZERO && c <= NINE) {
    value = value * 10 + (c - ZERO);
    c = bytes[++at];
  }
  if (at - start > EXACT_DIGITS) {
    longStart = start;
    return -1;
  }
  return value;
}

/** Skips one or more digits (a fraction or an exponent). */
function moreDigits(): void {
  let c = bytes[at];
  if (!(c >= ZERO && c <= NINE)) fail();
  do c = bytes[++at];
  while (c >= ZERO && c <= NINE);
}

/** Exact powers of ten: 10^k is a double exactly up to k = 22. */
const POWERS_OF_TEN = Float64Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * Any JSON number, as JSON.parse reads it (correctly rounded). A decimal of at most EXACT_DIGITS digits in all is
 * computed as digits / 10^k: both are exact doubles, so the one rounded division is the correctly rounded value (the
 * classic exact case of decimal conversion); any other form is converted from its text.
 */
function float(): number {
  const start = at;
  const negative = bytes[at] === MINUS;
  if (negative) at++;
  const whole = digits();
  let c = bytes[at];
  if (c !== DOT && c !== SMALL_E && c !== CAPITAL_E && whole >= 0) return negative ? -whole : whole;
  let fraction = 0;
  if (c === DOT) {
    const point = ++at;
    let mantissa = whole;
    c = bytes[at];
    if (!(c >= ZERO && c <= NINE)) fail();
    do {
      mantissa = mantissa * 10 + (c - ZERO);
      c = bytes[++at];
    } while (c >= ZERO && c <= NINE);
    fraction = at - point;
    if (c !== SMALL_E && c !== CAPITAL_E && whole >= 0 && point - 1 - (negative ? start + 1 : start) + fraction <= EXACT_DIGITS) {
      const value = mantissa / POWERS_OF_TEN[fraction]!;
      return negative ? -value : value;
    }
  }
  if (c === SMALL_E || c === CAPITAL_E) {
    c = bytes[++at];
    if (c === PLUS || c === MINUS) at++;
    moreDigits();
  }
  return Number(literal(start, at));
}

/** `null` (true) or nothing there (false). */
function isNull(): boolean {
  if (bytes[at] !== 0x6e) return false;
  if (bytes[at + 1] !== 0x75 || bytes[at + 2] !== 0x6c || bytes[at + 3] !== 0x6c) fail();
  at += 4;
  return true;
}

/** A sample or frame id: a non-negative integer of at most EXACT_DIGITS digits (anything else: the general path). */
function id(): number {
  const value = digits();
  return value < 0 ? fail() : value;
}

/**
 * One fixed-position array `[...]` into `cells` at `offset`: integer positions hold plain non-negative integer
 * literals (any other form goes to the general path, which rejects or accepts it), float positions any number,
 * reserved positions null or a number; a longer array than the positions is left to the general path. Returns the
 * number of cells read. The hot loop of a load: the position is kept in a local and integers are read inline.
 */
function positions(out: FrameScratch, map: PositionMap, offset: number): number {
  let i = at;
  if (bytes[i++] !== OPEN) fail();
  if (bytes[i] === CLOSE) {
    at = i + 1;
    return 0;
  }
  const columns = map.columns;
  const integer = map.integer;
  const cells = out.cells;
  for (let n = 0; ; n++) {
    if (n >= columns.length) fail();
    const column = columns[n]!;
    let c = bytes[i];
    if (c === 0x6e) {
      // null: missing.
      if (bytes[i + 1] !== 0x75 || bytes[i + 2] !== 0x6c || bytes[i + 3] !== 0x6c) fail();
      i += 4;
    } else if (column >= 0 && integer[n] === 1) {
      // A plain non-negative integer: up to EXACT_DIGITS digits exact in a double, a longer one as a bigint.
      const start = i;
      if (!(c >= ZERO && c <= NINE)) fail();
      let value = c - ZERO;
      c = bytes[++i];
      if (value === 0 && c >= ZERO && c <= NINE) fail();
      while (c >= ZERO && c <= NINE) {
        value = value * 10 + (c - ZERO);
        c = bytes[++i];
      }
      if (i - start <= EXACT_DIGITS) cells[offset + column] = value;
      else {
        const exact = BigInt(literal(start, i));
        if (exact <= SAFE) cells[offset + column] = Number(exact);
        else if (exact <= MAX_STORABLE_INTEGER) out.big.set(offset + column, exact);
        else out.overRange ??= map.ids[n]!;
      }
    } else {
      at = i;
      const value = float();
      i = at;
      if (column >= 0) cells[offset + column] = value;
    }
    c = bytes[i++];
    if (c === CLOSE) {
      at = i;
      return n + 1;
    }
    if (c !== COMMA) fail();
  }
}

/** Room for a row of `width` cells at `offset`, all missing. */
function row(out: FrameScratch, offset: number, width: number): void {
  if (out.cells.length < offset + width) {
    const grown = new Float64Array(Math.max(offset + width, out.cells.length * 2));
    grown.set(out.cells.subarray(0, offset));
    out.cells = grown;
  }
  out.cells.fill(Number.NaN, offset, offset + width);
}

/** `[id, floats, integers]` of a GPU or process sample into its row; returns the id. */
function sample(out: FrameScratch, floats: PositionMap, integers: PositionMap, offset: number, width: number): number {
  row(out, offset, width);
  take(OPEN);
  const sampleId = id();
  take(COMMA);
  positions(out, floats, offset);
  take(COMMA);
  positions(out, integers, offset);
  take(CLOSE);
  return sampleId;
}

/**
 * Scans `line` into `out` when it is a frame exactly as the writer writes it: `[captured_at_ms, [system u64[21],
 * disk_queue_length, gpu samples], process samples]` inside `{"f":...}`, nothing before or after. Returns false
 * (with `out` in an unspecified state) for any other line; the caller then reads it the general way.
 */
export function scanFrame(line: string, out: FrameScratch, maps: FramePositions = V3_POSITIONS): boolean {
  if (!line.startsWith(FRAME_PREFIX) || !load(line)) return false;
  at = FRAME_PREFIX.length;
  out.big.clear();
  out.overRange = null;
  try {
    out.capturedAtMs = id();
    take(COMMA);
    take(OPEN);
    row(out, 0, SYSTEM_WIDTH);
    if (positions(out, maps.system, 0) !== maps.system.columns.length) fail();
    take(COMMA);
    if (maps.systemFloatList) positions(out, maps.systemFloats, 0);
    else if (!isNull()) out.cells[maps.systemFloats.columns[0]!] = float();
    take(COMMA);
    let offset = SYSTEM_WIDTH;
    out.gpuCount = list(out, out.gpuIds, maps.gpuFloats, maps.gpuIntegers, offset, GPU_WIDTH);
    offset += out.gpuCount * GPU_WIDTH;
    take(CLOSE);
    take(COMMA);
    out.processCount = list(out, out.processIds, maps.processFloats, maps.processIntegers, offset, PROCESS_WIDTH);
    take(CLOSE);
    take(0x7d);
    return at === end;
  } catch (error) {
    if (error === NOT_WRITER_FORM) return false;
    throw error;
  }
}

/** A `[...]` of samples, each into the next row of `width` from `offset`; their ids into `ids`; returns the count. */
function list(out: FrameScratch, ids: number[], floats: PositionMap, integers: PositionMap, offset: number, width: number): number {
  take(OPEN);
  if (bytes[at] === CLOSE) {
    at++;
    return 0;
  }
  for (let i = 0; ; i++) {
    ids[i] = sample(out, floats, integers, offset + i * width, width);
    const c = bytes[at++];
    if (c === CLOSE) return i + 1;
    if (c !== COMMA) fail();
  }
}
