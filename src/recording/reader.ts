// Saved-log reader: turns the lines of a v4, v3 (or v2) recording into a model store holding one history sample per
// recorded frame (aggregated timestamps kept, nothing invented), with the reservation rules of spec §10.
import {
  GPU_ADAPTER_LAYOUT,
  HistoryValueError,
  MAX_STORABLE_INTEGER,
  ModelStore,
  PROCESS_LAYOUT,
  SnapshotRejectedError,
  SYSTEM_LAYOUT,
  type DecodedFrame,
  type DecodedGpu,
  type DecodedProcess,
  type MetricLayout,
} from '../model/index.js';
import { filePositions, FRAME_PREFIX, GPU_WIDTH, PROCESS_WIDTH, scanFrame, SYSTEM_WIDTH, V3_POSITIONS, type FramePositions, type FrameScratch, type PositionMap } from './frame-scan.js';
import { identityKey } from '../model/types.js';
import type { GpuAdapterSample, MetricValue, ProcessCgroup, ProcessIdentity, ProcessSample, Snapshot } from '../model/types.js';
import { validateRecordingV2Record } from '../../generated/recording/validators.js';
import { V3_TAGS, type V3ProcessDefinition, type V3Record } from './v3-layout.js';
import { decodeV3, V3DecodeError } from './v3-decode.js';
import { decodeV4, type V4Record } from './v4-decode.js';
import { LogLoadError } from './load-error.js';

/** The session record's facts, whichever schema version wrote them. */
export interface RecordedSession {
  readonly schemaVersion: 2 | 3 | 4;
  /** The session id (start time `YYYYMMDDhhmmss`), or null when the v2 writer left it out. */
  readonly id: string | null;
  readonly app: string | null;
  readonly host: string | null;
  readonly startMs: number | null;
  /** The recording interval in seconds (1, 2, 5 or 10); each frame aggregates that window. */
  readonly intervalSeconds: number | null;
  readonly trackedNames: readonly string[];
}

export interface LoadedLog {
  readonly session: RecordedSession;
  /** Every complete frame as one history sample per identity, the system and each GPU adapter. */
  readonly store: ModelStore;
  /** The final recorded frame (what Log view's process table and metric reads show), or null without frames. */
  readonly finalFrame: Snapshot | null;
  readonly frameCount: number;
  readonly firstFrameMs: number | null;
  readonly lastFrameMs: number | null;
  /** The end record, or null when the recording was interrupted before writing one. */
  readonly end: { readonly atMs: number; readonly reason: string } | null;
  /** True when the file was interrupted (no end record, or an incomplete last line). */
  readonly partial: boolean;
  readonly warnings: readonly string[];
  /** The conservative reservation the load made (spec §10); what a connection's budget counts. */
  readonly reservedBytes: number;
}

/**
 * The reservation rules (spec §10): 1 MiB for the reader, then conservative costs per record and per expanded
 * definition, counted before the record is reconstructed. Histories grow by doubling, so a sample's columns are
 * counted twice over; the reservation can therefore reject a log that an exact heap measurement would admit.
 */
export const RESERVATION = {
  readerBytes: 1024 * 1024,
  /** Frame timestamp, 23 system columns (doubled) and the frame's bookkeeping. */
  frameBytes: 512,
  /** One process sample: its timestamp and 23 numeric columns, doubled, plus the sample object. */
  processSampleBytes: 448,
  /** One GPU adapter sample: timestamp and 11 columns, doubled. */
  gpuSampleBytes: 256,
  /** A process or adapter definition (entry, history headers) plus its strings as UTF-16. */
  definitionBytes: 1024,
} as const;

/** Every history of a loaded log keeps all its frames. */
export const LOG_CAPACITY = Number.MAX_SAFE_INTEGER;

/** Frames stored between grow-ahead steps (ModelStore.growHistoriesAhead). */
const FRAMES_PER_GROWTH_STEP = 32;
/** Histories grown ahead per step: 2 per 32 frames gives 32 histories their room within 512 frames. */
const GROWTHS_PER_STEP = 2;

/**
 * Whether a line holds a run of 16 or more digits (an integer that may exceed 2^53, parsed exactly then). A plain
 * loop: a regular expression for the same costs several times the line's JSON.parse on frame lines.
 */
function hasLongDigitRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      if (++run >= 16) return true;
    } else run = 0;
  }
  return false;
}

/** A recorded lifetime and, from format 4, its task name and cgroup facts as last recorded (the final frame shows them). */
type ProcessDefinition = DecodedProcess & { readonly taskName?: string; readonly cgroup?: ProcessCgroup };
type GpuDefinition = DecodedGpu;

type Json = null | boolean | number | string | bigint | Json[] | { [key: string]: Json };

/**
 * Parses a line: JSON.parse, except that a line with a 16-digit run is first rewritten so integer literals of
 * 16 or more digits become bigints (JSON.parse would round them past 2^53). Strings are left untouched.
 */
export function parseRecordLine(text: string): Json {
  if (!hasLongDigitRun(text)) return JSON.parse(text) as Json;
  const marked = markLongIntegers(text);
  if (marked === text) return JSON.parse(text) as Json;
  return JSON.parse(marked, (_key, value: unknown) => (typeof value === 'string' && value.startsWith(BIG_MARK) ? BigInt(value.slice(BIG_MARK.length)) : value)) as Json;
}

/** A prefix no recorded string can start with (U+0000 never occurs unescaped in a JSON string literal). */
const BIG_MARK = '\u0000big:';

/** Quotes integer literals of 16+ digits outside strings with BIG_MARK, so a reviver turns them into bigints. */
function markLongIntegers(text: string): string {
  let out = '';
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) {
      inString = true;
      continue;
    }
    if (c >= 0x30 && c <= 0x39) {
      let end = i;
      while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end++;
      const next = text[end];
      // Not a fraction's digits (a float may print 17 of them), not a negative or an exponent.
      const previous = i === 0 ? '' : text[i - 1];
      const integer = next !== '.' && next !== 'e' && next !== 'E' && previous !== '-' && previous !== '.';
      if (integer && end - i >= 16) {
        out += `${text.slice(last, i)}"${BIG_MARK.replace('\u0000', '\\u0000')}${text.slice(i, end)}"`;
        last = end;
      }
      i = end - 1;
    }
  }
  return last === 0 ? text : out + text.slice(last);
}


/**
 * Numbers from 10^15 on may have been written with 16 or more digits, which JSON.parse rounds past 2^53: a frame
 * that holds one is decoded again from an exact parse (parseRecordLine). Below it, the plain parse is exact.
 */
const EXACT_FROM = 1e15;

/** Thrown (once per such line) when a plain-parsed frame holds a number that needs the exact parse. */
const NEEDS_EXACT = Symbol('needs exact parse');

/** An integer position of a frame: exact, non-negative. */
function integerCell(cell: Json): bigint {
  if (typeof cell === 'number' && Number.isSafeInteger(cell) && cell >= 0) return BigInt(cell);
  if (typeof cell === 'bigint' && cell >= 0n) return cell;
  throw new V3DecodeError('an integer position holds something else than a non-negative integer');
}

/** A float position of a frame (non-finite values cannot be written in JSON). */
function floatCell(cell: Json): number {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'bigint') return Number(cell);
  throw new V3DecodeError('a float position holds something else than a number');
}

/** The id and values of a GPU or process sample `[id, floats, integers]`, in the positions the maps name. */
function sampleOf(raw: Json, what: string, floats: PositionMap, integers: PositionMap): { id: number; values: Record<string, MetricValue> } {
  if (!Array.isArray(raw) || raw.length !== 3) throw new V3DecodeError(`a ${what} sample is not [id, floats, integers]`);
  const [id, floatCells, integerCells] = raw;
  if (typeof id !== 'number' || !Array.isArray(floatCells) || !Array.isArray(integerCells)) throw new V3DecodeError(`a ${what} sample is not [id, floats, integers]`);
  const values: Record<string, MetricValue> = {};
  readCells(floats, floatCells, values);
  readCells(integers, integerCells, values);
  return { id, values };
}

/**
 * Values of the positions a map names, each in its metric's representation (a format-3 system percentage sits in an
 * integer position but is a float metric); shorter arrays (older writers) leave the rest unavailable, longer ones
 * fail; reserved positions and columns this build does not know are skipped.
 */
function readCells(map: PositionMap, cells: Json[], into: Record<string, MetricValue>): void {
  if (cells.length > map.ids.length) throw new V3DecodeError('a sample holds more positions than the format has');
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const id = map.ids[i];
    if (cell === null || id === null || id === undefined || map.columns[i]! < 0) continue;
    into[id] = map.integer[i] === 1 ? integerCell(cell) : floatCell(cell);
  }
}

/** Whether a line is complete JSON (an interrupted last line is not). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function v2Error(): string {
  const error = validateRecordingV2Record.errors?.[0];
  return error ? `the record ${error.instancePath || '/'} ${error.message ?? 'is invalid'}` : 'the record is not a format-2 record';
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function optionalString(value: Json | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/** A non-negative integer as a bigint, or undefined for null/absent; throws for anything else. */
function integerValue(value: Json | undefined, what: string): bigint | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'bigint') {
    if (value < 0n) throw new Error(`${what} is negative`);
    return value;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw new Error(`${what} is not a non-negative integer`);
}

function floatValue(value: Json | undefined, what: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  throw new Error(`${what} is not a number`);
}

/** A recorded value stored in the column's representation: integer columns exact, float columns as numbers. */
function valueFor(layout: MetricLayout, id: string, raw: Json | undefined): MetricValue | undefined {
  const column = layout.columnOf(id);
  if (column === undefined) return undefined;
  if (layout.representations[column] === 'integer') {
    if (typeof raw === 'number' && !Number.isInteger(raw)) return raw < 0 ? undefined : BigInt(Math.round(raw));
    return integerValue(raw, id);
  }
  return floatValue(raw, id);
}

/** RFC 3339 text to milliseconds, or throws. */
function instantMs(value: Json | undefined, what: string): number {
  if (typeof value !== 'string') throw new Error(`${what} is not an RFC 3339 timestamp`);
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`${what} is not an RFC 3339 timestamp`);
  return ms;
}

/**
 * A format-3 record in the shape the reader takes records in (format 4's): a GPU definition's LUID becomes its
 * adapter key, as format 3 readers always named adapters.
 */
function v4Shaped(record: V3Record): V4Record {
  switch (record.kind) {
    case 'gpu':
      return { kind: 'gpu', gpu: { adapterId: record.gpu.adapterId, adapterKey: `${record.gpu.luidHigh}:${record.gpu.luidLow}`, name: record.gpu.name } };
    case 'session':
      throw new Error('a second session record');
    case 'frame':
      return { kind: 'frame' };
    default:
      return record;
  }
}

/**
 * Reads a recording line by line. Feed it each line (`line`), then `finish`. The first non-empty line decides the
 * schema version; every later line must be a record of that version. A reservation over `budgetBytes` stops the
 * load with `over_budget` before anything more is reconstructed.
 */
export class LogReader {
  #session: RecordedSession | null = null;
  readonly #store: ModelStore;
  readonly #processes = new Map<number, ProcessDefinition>();
  readonly #gpus = new Map<number, GpuDefinition>();
  #reserved = RESERVATION.readerBytes;
  #frames = 0;
  #first: number | null = null;
  #final: Snapshot | null = null;
  #end: { atMs: number; reason: string } | null = null;
  readonly #warnings: string[] = [];
  #afterEnd = false;

  constructor(private readonly budgetBytes: number) {
    this.#store = new ModelStore({ fixedCapacity: LOG_CAPACITY });
    this.#add(0);
  }

  get reservedBytes(): number {
    return this.#reserved;
  }

  /**
   * One line of the file (without its newline). `complete` is false for a last line the file did not end with a
   * newline: if it does not parse, the recording was interrupted while writing it, which is not a parse error.
   */
  line(text: string, lineNumber: number, complete = true): void {
    if (text.trim().length === 0) return;
    try {
      if (this.#session === null) this.#readSession(text, lineNumber);
      else if (this.#session.schemaVersion === 2) this.#readV2(text, lineNumber);
      else this.#readV3(text, lineNumber);
    } catch (error) {
      if (error instanceof LogLoadError) throw error;
      if (!complete && this.#session !== null && !isJson(text)) {
        // The file ends inside this line: the recording was interrupted while writing it, not a parse error.
        this.#warnings.push(`The recording was interrupted: its last line (line ${lineNumber}) is incomplete and was not loaded.`);
        this.#truncated = true;
        return;
      }
      const why = error instanceof V3DecodeError || error instanceof SyntaxError ? error.message : (error as Error).message;
      const what = this.#session === null ? 'recording session record' : `v${this.#session.schemaVersion} recording record`;
      throw new LogLoadError('parse_error', `Line ${lineNumber} is not a valid ${what} (${why}); the log cannot be loaded.`, lineNumber);
    }
  }

  #truncated = false;

  /** The loaded log; `empty` when there was no record at all. */
  finish(): LoadedLog {
    if (this.#session === null) throw new LogLoadError('empty', 'The file is empty: it holds no session record, so it is not a recording.');
    const warnings = [...this.#warnings];
    if (this.#end === null) warnings.push('The recording has no end record: it was interrupted, and every complete frame up to that point was loaded.');
    if (this.#frames === 0) warnings.push('The recording holds no complete frame.');
    return {
      session: this.#session,
      store: this.#store,
      finalFrame: this.#finalFrame(),
      frameCount: this.#frames,
      firstFrameMs: this.#first,
      lastFrameMs: this.#lastAt,
      end: this.#end,
      partial: this.#end === null || this.#truncated,
      warnings,
      reservedBytes: this.#reserved,
    };
  }

  /** The final frame as a snapshot: v2 keeps it as it goes; a v3 or v4 one is rebuilt here once from its line. */
  #finalFrame(): Snapshot | null {
    const last = this.#lastFrame;
    if (last === null) return this.#final;
    const maps = this.#positions;
    // The line was fully checked when it was stored, so its shape is known here.
    const [at, [systemIntegers, systemFloats, gpuPart], processPart] = (parseRecordLine(last.text) as { [key: string]: Json })[V3_TAGS.frame] as [Json, [Json[], Json, Json[]], Json[]];
    const system: Record<string, MetricValue> = {};
    readCells(maps.system, systemIntegers, system);
    if (maps.systemFloatList) readCells(maps.systemFloats, systemFloats as Json[], system);
    else if (systemFloats !== null) system[maps.systemFloats.ids[0]!] = floatCell(systemFloats);
    const gpus: GpuAdapterSample[] = last.gpus.map((definition, i) => {
      const { values } = sampleOf(gpuPart[i] ?? null, 'GPU', maps.gpuFloats, maps.gpuIntegers);
      return { adapterId: definition.adapterId, name: definition.name, values, unavailable: {} };
    });
    const processes: ProcessSample[] = last.processes.map((definition, i) => {
      const { values } = sampleOf(processPart[i] ?? null, 'process', maps.processFloats, maps.processIntegers);
      // The task name is text (no history): the final frame shows the one last recorded in the definition.
      if (definition.taskName !== undefined) values.task_name = definition.taskName;
      return { identity: definition.identity, parentPid: null, path: definition.path, user: null, values, unavailable: {}, ...(definition.cgroup === undefined ? {} : { cgroup: definition.cgroup }) };
    });
    return { sequence: this.#frames, capturedAtMs: Number(at), collectionCpuMicros: 0, processes, system: { values: system, unavailable: {} }, gpus };
  }

  #notARecording(lineNumber: number): LogLoadError {
    return new LogLoadError('not_a_recording', `The file is not a winproc-tui recording: line ${lineNumber} is not a session record (schema version 2, 3 or 4).`, lineNumber);
  }

  /** Reserves a frame of `processSamples` and `gpuSamples`, before it is reconstructed. */
  #reserveFrame(processSamples: number, gpuSamples: number): void {
    this.#add(RESERVATION.frameBytes + processSamples * RESERVATION.processSampleBytes + gpuSamples * RESERVATION.gpuSampleBytes);
  }

  /** Reserves an expanded process or adapter definition whose strings hold `chars` UTF-16 units. */
  #reserveDefinition(chars: number): void {
    this.#add(RESERVATION.definitionBytes + 2 * chars);
  }

  #add(bytes: number): void {
    this.#reserved += bytes;
    if (this.#reserved > this.budgetBytes) {
      throw new LogLoadError(
        'over_budget',
        `Loading this log needs a reservation above ${this.budgetBytes} bytes (1 MiB for the reader plus conservative per-record costs); it is not loaded rather than shortened.`,
      );
    }
  }

  /** The first record decides the version: a v3 `s` line or a v2 session object; anything else is not a recording. */
  #readSession(text: string, lineNumber: number): void {
    let record: Json;
    try {
      record = parseRecordLine(text);
    } catch {
      throw this.#notARecording(lineNumber);
    }
    const v3Session = isObject(record) ? record[V3_TAGS.session] : undefined;
    if (isObject(v3Session)) {
      const version = v3Session.v;
      if (version === 4) {
        const decoded = decodeV4(text);
        if (decoded.kind !== 'session') throw this.#notARecording(lineNumber);
        const s = decoded.session;
        this.#positions = filePositions(decoded.layout);
        this.#start({ schemaVersion: 4, id: s.id, app: s.app, host: s.host, startMs: s.startMs, intervalSeconds: s.intervalSeconds, trackedNames: s.tracked });
        return;
      }
      if (version !== 3) throw this.#unsupported(version, lineNumber);
      const decoded = decodeV3(text);
      if (decoded.kind !== 'session') throw this.#notARecording(lineNumber);
      const s = decoded.session;
      this.#start({ schemaVersion: 3, id: s.id, app: s.app, host: s.host, startMs: s.startMs, intervalSeconds: s.intervalSeconds, trackedNames: s.tracked });
      return;
    }
    if (isObject(record) && record.record_type === 'session') {
      if (record.schema_version !== 2) throw this.#unsupported(record.schema_version, lineNumber);
      if (!validateRecordingV2Record(record)) throw new Error(v2Error());
      const started = typeof record.started_at === 'string' ? Date.parse(record.started_at) : Number.NaN;
      this.#start({
        schemaVersion: 2,
        id: optionalString(record.session_id),
        app: optionalString(record.app),
        host: optionalString(record.host),
        startMs: Number.isFinite(started) ? started : null,
        intervalSeconds: typeof record.interval_seconds === 'number' ? record.interval_seconds : null,
        trackedNames: stringList(record.tracked_names),
      });
      return;
    }
    throw this.#notARecording(lineNumber);
  }

  #start(session: RecordedSession): void {
    this.#session = session;
    this.#store.setTrackingNames(session.trackedNames);
  }

  #unsupported(version: Json | undefined, lineNumber: number): LogLoadError {
    const shown = typeof version === 'number' ? String(version) : 'unknown';
    return new LogLoadError('unsupported_version', `The recording's schema version (${shown}) is not supported: versions 2, 3 and 4 are read.`, lineNumber);
  }

  /**
   * A v3 or v4 record, decoded by the writer's own layout modules (src/recording/v3-layout.ts, v4-layout.ts): the
   * two formats share their frame shape, and a v4 file's frame positions are those its session's layout names.
   */
  #readV3(text: string, lineNumber: number): void {
    this.#checkNotAfterEnd(lineNumber);
    // Frames are nearly every line of a recording: a frame in the writer's exact form is scanned straight into its
    // history row (frame-scan.ts); another frame line is parsed and read from the arrays in the writer's position
    // order, checked as it is read; the few other records go through the full codec.
    if (text.startsWith(FRAME_PREFIX)) {
      this.#reservedThisLine = false;
      if (scanFrame(text, this.#decoded, this.#positions)) {
        this.#storeFrame(text, this.#resolveScanned(), lineNumber);
        return;
      }
      const record = JSON.parse(text) as Json;
      if (!isObject(record) || !Array.isArray(record[V3_TAGS.frame]) || Object.keys(record).length !== 1) throw new V3DecodeError(`the record is not a format-${this.#session!.schemaVersion} frame`);
      this.#frameV3(text, record[V3_TAGS.frame] as Json[], lineNumber);
      return;
    }
    const record: V4Record = this.#session!.schemaVersion === 4 ? decodeV4(text) : v4Shaped(decodeV3(text));
    switch (record.kind) {
      case 'process': {
        const p: V3ProcessDefinition = record.process;
        const previous = this.#processes.get(p.processId);
        // A re-emitted definition (its path appeared or changed) keeps the identity; only the path moves on.
        const identity = previous?.identity ?? {
          pid: p.pid,
          name: p.name,
          ...(p.nameBytesHex === undefined ? {} : { nameBytesHex: p.nameBytesHex }),
          startTimeMs: p.startTimeMs,
          startToken: p.startTimeMs === null ? null : String(p.startTimeMs),
        };
        this.#reserveDefinition(p.name.length + (p.path?.length ?? 0));
        const taskName = p.taskName ?? previous?.taskName;
        const cgroup = p.cgroup ?? previous?.cgroup;
        this.#processes.set(p.processId, {
          key: previous?.key ?? identityKey(identity),
          identity,
          path: p.path ?? previous?.path ?? null,
          ...(taskName === undefined ? {} : { taskName }),
          ...(cgroup === undefined ? {} : { cgroup }),
        });
        return;
      }
      case 'gpu': {
        const g = record.gpu;
        this.#reserveDefinition(g.adapterKey.length + (g.name?.length ?? 0));
        this.#gpus.set(g.adapterId, { adapterId: g.adapterKey, name: g.name });
        return;
      }
      case 'frame':
        // A frame line the writer did not begin with FRAME_PREFIX (whitespace): the same frame, re-read as arrays.
        this.#frameV3(text, (JSON.parse(text) as { [key: string]: Json })[V3_TAGS.frame] as Json[], lineNumber);
        return;
      case 'end':
        this.#end = { atMs: record.end.endedAtMs, reason: record.end.reason };
        this.#afterEnd = true;
        return;
      case 'session':
        throw new Error('a second session record');
    }
  }

  #checkNotAfterEnd(lineNumber: number): void {
    if (this.#afterEnd) throw new LogLoadError('parse_error', `Line ${lineNumber} follows the end record; the log cannot be loaded.`, lineNumber);
  }

  /**
   * `[captured_at_ms, [system u64[21], disk_queue_length, gpu samples], process samples]` (product contracts §7),
   * decoded straight into history rows (`DecodedFrame`) and each value checked once as it is copied. The plain
   * JSON.parse is used unless the frame holds a number of 10^15 or more; only then is the line parsed exactly.
   */
  #frameV3(text: string, plain: Json[], lineNumber: number): void {
    let frame = plain;
    let decoded: DecodedFrame;
    this.#reservedThisLine = false;
    try {
      decoded = this.#decodeFrame(frame, false);
    } catch (error) {
      if (error !== NEEDS_EXACT) throw error;
      frame = ((parseRecordLine(text) as { [key: string]: Json })[V3_TAGS.frame] as Json[]);
      decoded = this.#decodeFrame(frame, true);
    }
    this.#storeFrame(text, decoded, lineNumber);
  }

  /**
   * A frame the scanner read (scanFrame): reserved, then its definitions looked up in order, as the general path
   * does for a well-formed line (its values were checked as they were scanned).
   */
  #resolveScanned(): DecodedFrame {
    const out = this.#decoded;
    this.#reserveFrame(out.processCount, out.gpuCount);
    for (let i = 0; i < out.gpuCount; i++) {
      const definition = this.#gpus.get(out.gpuIds[i]!);
      if (definition === undefined) throw new V3DecodeError('a GPU sample names an adapter with no definition before it');
      out.gpus[i] = definition;
    }
    for (let i = 0; i < out.processCount; i++) {
      const definition = this.#processes.get(out.processIds[i]!);
      if (definition === undefined) throw new V3DecodeError('a process sample names a process with no definition before it');
      out.processes[i] = definition;
    }
    this.#overRange = out.overRange;
    return out;
  }

  /**
   * Counts a stored frame; every few frames a few histories grow ahead of need, because all of a frame's histories
   * doubling in the same append (at 2,048, 4,096... frames) was the longest stall of a load on the main thread.
   */
  #counted(): void {
    this.#frames += 1;
    if (this.#frames % FRAMES_PER_GROWTH_STEP === 0) this.#store.growHistoriesAhead(GROWTHS_PER_STEP);
  }

  /** Stores a decoded frame: in time order, into the store, then counted and kept as the final frame. */
  #storeFrame(text: string, decoded: DecodedFrame, lineNumber: number): void {
    const at = decoded.capturedAtMs;
    if (this.#lastAt !== null && at < this.#lastAt) {
      throw new LogLoadError('parse_error', `Line ${lineNumber} holds a frame recorded before the previous frame; the log cannot be loaded.`, lineNumber);
    }
    try {
      this.#store.applyDecodedFrame(decoded);
      if (this.#overRange !== null) throw new HistoryValueError(this.#overRange, 'integer value outside the storable range 0..2^64-2');
    } catch (error) {
      if (!(error instanceof SnapshotRejectedError || error instanceof HistoryValueError)) throw error;
      throw new LogLoadError('parse_error', `Line ${lineNumber} holds a frame that cannot be stored (${error.message}); the log cannot be loaded.`, lineNumber);
    }
    this.#counted();
    this.#first ??= at;
    this.#lastAt = at;
    this.#lastFrame = { text, processes: this.#decoded.processes.slice(0, decoded.processCount), gpus: this.#decoded.gpus.slice(0, decoded.gpuCount) };
  }

  /** Scratch of the frame being decoded, reused (and grown geometrically) across frames. */
  readonly #decoded: FrameScratch & { gpus: GpuDefinition[]; processes: ProcessDefinition[] } = {
    capturedAtMs: 0,
    cells: new Float64Array(SYSTEM_WIDTH + 64 * PROCESS_WIDTH),
    big: new Map(),
    overRange: null,
    gpuCount: 0,
    gpuIds: [],
    gpus: [],
    processCount: 0,
    processIds: [],
    processes: [],
  };
  #lastAt: number | null = null;
  /** The last stored frame's line and definitions; `finish` rebuilds its snapshot once, instead of one per frame. */
  #lastFrame: { readonly text: string; readonly processes: readonly ProcessDefinition[]; readonly gpus: readonly GpuDefinition[] } | null = null;
  /** The first integer above the storable range in the frame being decoded; reported after the store's own checks. */
  #overRange: string | null = null;

  /** Where the frame positions of this file land: format 3's, or those the v4 session's layout names. */
  #positions: FramePositions = V3_POSITIONS;

  #decodeFrame(frame: Json[], exact: boolean): DecodedFrame {
    const maps = this.#positions;
    const [at, systemPart, processPart] = frame;
    // Integer literals of 16+ digits (10^15 and up; negative ones are never made exact) need the exact parse.
    if (!exact && typeof at === 'number' && at >= EXACT_FROM) throw NEEDS_EXACT;
    if (frame.length !== 3 || typeof at !== 'number' || !Number.isInteger(at)) throw new V3DecodeError('the frame has no integer captured_at_ms');
    if (!Array.isArray(systemPart) || systemPart.length !== 3 || !Array.isArray(processPart)) throw new V3DecodeError('the frame needs its system array and process samples');
    const [systemIntegers, systemFloats, gpuPart] = systemPart;
    if (!Array.isArray(systemIntegers) || systemIntegers.length !== maps.system.columns.length || !Array.isArray(gpuPart)) throw new V3DecodeError('the frame system values are malformed');
    if (maps.systemFloatList && !Array.isArray(systemFloats)) throw new V3DecodeError('the frame system floats are not an array');
    // Reserved once per line, though an exact re-decode may pass here a second time.
    if (!this.#reservedThisLine) {
      this.#reserveFrame(processPart.length, gpuPart.length);
      this.#reservedThisLine = true;
    }

    const out = this.#decoded;
    const width = SYSTEM_WIDTH + gpuPart.length * GPU_WIDTH + processPart.length * PROCESS_WIDTH;
    if (out.cells.length < width) out.cells = new Float64Array(Math.max(width, out.cells.length * 2));
    const cells = out.cells;
    cells.fill(Number.NaN, 0, width);
    out.big.clear();
    this.#overRange = null;
    out.capturedAtMs = at;

    // Format-3 system percentages sit in integer positions but are float columns (positionMap).
    this.#cells(systemIntegers, maps.system, 0, exact);
    if (maps.systemFloatList) this.#cells(systemFloats as Json[], maps.systemFloats, 0, exact);
    else if (systemFloats !== null) cells[maps.systemFloats.columns[0]!] = this.#floatCell(systemFloats!, exact);

    let offset = SYSTEM_WIDTH;
    for (let i = 0; i < gpuPart.length; i++) {
      const id = this.#sample(gpuPart[i], 'GPU', maps.gpuFloats, maps.gpuIntegers, offset, exact);
      const definition = this.#gpus.get(id);
      if (definition === undefined) throw new V3DecodeError('a GPU sample names an adapter with no definition before it');
      out.gpus[i] = definition;
      offset += GPU_WIDTH;
    }
    out.gpuCount = gpuPart.length;
    for (let i = 0; i < processPart.length; i++) {
      const id = this.#sample(processPart[i], 'process', maps.processFloats, maps.processIntegers, offset, exact);
      const definition = this.#processes.get(id);
      if (definition === undefined) throw new V3DecodeError('a process sample names a process with no definition before it');
      out.processes[i] = definition;
      offset += PROCESS_WIDTH;
    }
    out.processCount = processPart.length;
    return out;
  }

  #reservedThisLine = false;

  /** A GPU or process sample `[id, floats, integers]` written into the row at `offset`; returns its id. */
  #sample(raw: Json | undefined, what: string, floats: PositionMap, integers: PositionMap, offset: number, exact: boolean): number {
    if (!Array.isArray(raw) || raw.length !== 3) throw new V3DecodeError(`a ${what} sample is not [id, floats, integers]`);
    // Indexed rather than destructured: this runs for every sample of every frame.
    const id = raw[0];
    const floatCells = raw[1];
    const integerCells = raw[2];
    if (!exact && typeof id === 'number' && id >= EXACT_FROM) throw NEEDS_EXACT;
    if (typeof id !== 'number' || !Array.isArray(floatCells) || !Array.isArray(integerCells)) throw new V3DecodeError(`a ${what} sample is not [id, floats, integers]`);
    this.#cells(floatCells, floats, offset, exact);
    this.#cells(integerCells, integers, offset, exact);
    return id;
  }

  /**
   * Copies the cells of one fixed-position array into the row at `offset`; shorter arrays (older writers) leave
   * the rest missing, longer ones fail. Reserved positions are skipped unread, as null cells are.
   */
  #cells(cells: Json[], positions: PositionMap, offset: number, exact: boolean): void {
    const columns = positions.columns;
    const integer = positions.integer;
    if (cells.length > columns.length) throw new V3DecodeError('a sample holds more positions than the format has');
    const row = this.#decoded.cells;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      const column = columns[i]!;
      if (cell === null || column < 0) continue;
      if (integer[i] === 0) {
        row[offset + column] = this.#floatCell(cell, exact);
        continue;
      }
      if (typeof cell === 'number') {
        if (!exact && cell >= EXACT_FROM) throw NEEDS_EXACT;
        if (!Number.isSafeInteger(cell) || cell < 0) throw new V3DecodeError('an integer position holds something else than a non-negative integer');
        row[offset + column] = cell;
      } else if (typeof cell === 'bigint' && cell >= 0n) {
        // Only an exact parse yields bigints: kept exact above 2^53, a number below it.
        if (cell <= BigInt(Number.MAX_SAFE_INTEGER)) row[offset + column] = Number(cell);
        else if (cell <= MAX_STORABLE_INTEGER) this.#decoded.big.set(offset + column, cell);
        else this.#overRange ??= positions.ids[i]!;
      } else {
        throw new V3DecodeError('an integer position holds something else than a non-negative integer');
      }
    }
  }

  #floatCell(cell: Json, exact: boolean): number {
    if (typeof cell === 'number') {
      if (!exact && cell >= EXACT_FROM) throw NEEDS_EXACT;
      return cell;
    }
    if (typeof cell === 'bigint') return Number(cell);
    throw new V3DecodeError('a float position holds something else than a number');
  }

  /** A v2 record: checked against the v2 schema, then read with exact integers. */
  #readV2(text: string, lineNumber: number): void {
    this.#checkNotAfterEnd(lineNumber);
    const plain = JSON.parse(text) as unknown;
    if (!validateRecordingV2Record(plain)) throw new Error(v2Error());
    const record = hasLongDigitRun(text) ? parseRecordLine(text) : (plain as unknown as Json);
    if (!isObject(record)) throw new Error('not an object');
    switch (record.record_type) {
      case 'frame':
        this.#frameV2(record, lineNumber);
        return;
      case 'end': {
        const at = record.ended_at === undefined ? this.#final?.capturedAtMs ?? 0 : instantMs(record.ended_at, 'ended_at');
        this.#end = { atMs: at, reason: typeof record.reason === 'string' ? record.reason : 'unknown' };
        this.#afterEnd = true;
        return;
      }
      case 'session':
        throw new Error('a second session record');
      default:
        throw new Error('record_type is not session, frame or end');
    }
  }

  #frameV2(record: { [key: string]: Json }, lineNumber: number): void {
    const at = instantMs(record.captured_at, 'captured_at');
    const rawProcesses = record.processes ?? [];
    if (!Array.isArray(rawProcesses)) throw new Error('processes is not an array');
    const metrics = record.system_metrics ?? {};
    if (!isObject(metrics)) throw new Error('system_metrics is not an object');
    const rawGpus = metrics.gpu_adapters ?? [];
    if (!Array.isArray(rawGpus)) throw new Error('gpu_adapters is not an array');
    this.#reserveFrame(rawProcesses.length, rawGpus.length);

    const system: Record<string, MetricValue> = {};
    for (const id of SYSTEM_LAYOUT.ids) {
      const value = valueFor(SYSTEM_LAYOUT, id, metrics[id]);
      if (value !== undefined) system[id] = value;
    }
    const gpus: GpuAdapterSample[] = [];
    for (const raw of rawGpus) {
      if (!isObject(raw)) throw new Error('a GPU adapter is not an object');
      const adapterId = `${String(integerValue(raw.luid_high, 'luid_high') ?? 0n)}:${String(integerValue(raw.luid_low, 'luid_low') ?? 0n)}`;
      const values: Record<string, MetricValue> = {};
      for (const id of GPU_ADAPTER_LAYOUT.ids) {
        const value = valueFor(GPU_ADAPTER_LAYOUT, id, raw[id]);
        if (value !== undefined) values[id] = value;
      }
      const name = optionalString(raw.name);
      if (!this.#knownAdapters.has(adapterId)) {
        this.#knownAdapters.add(adapterId);
        this.#reserveDefinition(adapterId.length + (name?.length ?? 0));
      }
      gpus.push({ adapterId, name, values, unavailable: {} });
    }
    const processes: ProcessSample[] = [];
    for (const raw of rawProcesses) {
      if (!isObject(raw) || typeof raw.pid !== 'number' || typeof raw.name !== 'string') throw new Error('a process needs pid and name');
      const startMs = raw.start_time === undefined || raw.start_time === null ? null : instantMs(raw.start_time, 'start_time');
      const identity: ProcessIdentity = { pid: raw.pid, name: raw.name, startTimeMs: startMs, startToken: startMs === null ? null : String(startMs) };
      const identityText = `${identity.pid}:${identity.startToken ?? '-'}:${identity.name}`;
      const path = optionalString(raw.path);
      if (!this.#knownProcesses.has(identityText)) {
        this.#knownProcesses.add(identityText);
        this.#reserveDefinition(identity.name.length + (path?.length ?? 0));
      }
      const processMetrics = raw.metrics ?? {};
      if (!isObject(processMetrics)) throw new Error('metrics is not an object');
      const values: Record<string, MetricValue> = {};
      for (const id of PROCESS_LAYOUT.ids) {
        const value = valueFor(PROCESS_LAYOUT, id, processMetrics[id]);
        if (value !== undefined) values[id] = value;
      }
      processes.push({ identity, parentPid: typeof raw.parent_pid === 'number' ? raw.parent_pid : null, path, user: null, values, unavailable: {} });
    }
    this.#apply(at, processes, system, gpus, lineNumber);
  }

  readonly #knownAdapters = new Set<string>();
  readonly #knownProcesses = new Set<string>();

  #apply(at: number, processes: ProcessSample[], system: Record<string, MetricValue>, gpus: GpuAdapterSample[], lineNumber: number): void {
    if (this.#final !== null && at < this.#final.capturedAtMs) {
      throw new LogLoadError('parse_error', `Line ${lineNumber} holds a frame recorded before the previous frame; the log cannot be loaded.`, lineNumber);
    }
    const snapshot: Snapshot = { sequence: this.#frames + 1, capturedAtMs: at, collectionCpuMicros: 0, processes, system: { values: system, unavailable: {} }, gpus };
    try {
      this.#store.applySnapshot(snapshot, { prune: false });
    } catch (error) {
      throw new LogLoadError('parse_error', `Line ${lineNumber} holds a frame that cannot be stored (${(error as Error).message}); the log cannot be loaded.`, lineNumber);
    }
    this.#counted();
    this.#first ??= at;
    this.#final = snapshot;
  }
}
