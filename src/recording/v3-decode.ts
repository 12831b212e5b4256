// Decoding of format-3 Recording lines (the codec's other half; the layout and the encoder are in v3-layout.ts). Kept
// apart from the layout because decoding checks each line with the generated recording validators (~540 KB of code),
// which only reading a Recording needs: the writer and the application's first frame load the layout alone (issue 31).
import type { RecordingV3Line, RecordingV3Session } from '../../generated/recording/types.js';
import { validateRecordingV3Line, type RecordingLineGuard } from '../../generated/recording/validators.js';
import { hexOfBytes, unescapeNameText } from '../model/name-bytes.js';
import {
  V3_GPU_FLOATS,
  V3_GPU_INTEGERS,
  V3_PROCESS_FLOATS,
  V3_PROCESS_INTEGERS,
  V3_SYSTEM_FLOAT,
  V3_SYSTEM_INTEGERS,
  V3_WHOLE_PERCENT_METRICS,
  type RecordedValue,
  type RecordedValues,
  type V3Frame,
  type V3Record,
  type V3Session,
} from './v3-layout.js';

/** The name of a `p` record: the display form, and the exact bytes when it carries them (`recordedName`). */
function nameOfRecord(recorded: string): { name: string; nameBytesHex?: string } {
  if (recorded.charCodeAt(0) !== 0) return { name: recorded };
  const name = recorded.slice(1);
  const bytes = unescapeNameText(name);
  // Not the escaped form of bytes (a file edited by hand): the text is kept as it is, NUL included.
  return bytes === null ? { name: recorded } : { name, nameBytesHex: hexOfBytes(bytes) };
}


/** A line that is not a valid format-3 record; `reason` says what is wrong without quoting the line. */
export class V3DecodeError extends Error {
  override readonly name = 'V3DecodeError';
}

/** Integers above 2^53 would be rounded by JSON.parse: a frame line with such digits is re-read with them as strings. */
const LONG_INTEGER = /(?<=[[,])(\d{16,})(?=[,\]])/;
const LONG_INTEGERS = new RegExp(LONG_INTEGER.source, 'g');

type Cell = number | string | null;

function decodeInteger(cell: Cell | undefined, wholePercent: boolean): RecordedValue | undefined {
  if (cell === null || cell === undefined) return undefined;
  if (wholePercent) return Number(cell);
  return BigInt(cell);
}

function decodeFloat(cell: Cell | undefined): number | undefined {
  return cell === null || cell === undefined ? undefined : Number(cell);
}

function decodeValues<Id extends string>(ids: readonly (Id | null)[], cells: readonly Cell[], kind: 'integer' | 'float', wholePercent: ReadonlySet<string> = new Set()): RecordedValues<Id> {
  const values: RecordedValues<Id> = {};
  ids.forEach((id, i) => {
    if (id === null) return;
    const value = kind === 'float' ? decodeFloat(cells[i]) : decodeInteger(cells[i], wholePercent.has(id));
    if (value !== undefined) values[id] = value;
  });
  return values;
}

type FrameCells = [number, [Cell[], Cell, [number, Cell[], Cell[]][]], [number, Cell[], Cell[]][]];

function decodeFrame(cells: FrameCells): V3Frame {
  const [capturedAtMs, [systemIntegers, diskQueue, gpus], processes] = cells;
  const system = decodeValues(V3_SYSTEM_INTEGERS, systemIntegers, 'integer', V3_WHOLE_PERCENT_METRICS);
  const queue = decodeFloat(diskQueue);
  if (queue !== undefined) system[V3_SYSTEM_FLOAT] = queue;
  return {
    capturedAtMs: Number(capturedAtMs),
    system,
    gpus: gpus.map(([adapterId, floats, integers]) => ({
      adapterId: Number(adapterId),
      values: { ...decodeValues(V3_GPU_FLOATS, floats, 'float'), ...decodeValues(V3_GPU_INTEGERS, integers, 'integer') },
    })),
    processes: processes.map(([processId, floats, integers]) => ({
      processId: Number(processId),
      values: { ...decodeValues(V3_PROCESS_FLOATS, floats, 'float'), ...decodeValues(V3_PROCESS_INTEGERS, integers, 'integer') },
    })),
  };
}

/**
 * One line (without its newline) parsed as JSON and checked by its format's generated validator (formats 3 and 4);
 * throws V3DecodeError naming the first error.
 */
export function parseRecordLine<T>(line: string, validate: RecordingLineGuard<T>, format: string): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new V3DecodeError('the line is not complete JSON');
  }
  if (!validate(parsed)) {
    const error = validate.errors?.[0];
    throw new V3DecodeError(`the record ${error ? `${error.instancePath || '/'} ${error.message ?? 'is invalid'}` : `is not a ${format} record`}`);
  }
  return parsed;
}

/** The fields a session record of format 3 or 4 shares, as the session holds them (both formats write them alike). */
type SessionFields = Pick<RecordingV3Session, 'id' | 'app' | 'host' | 'start' | 'interval' | 'tracked' | 'columns' | 'sort' | 'system'>;

/** A session record of format 3 or 4 as the session it describes (format 4 adds its format and layout beside). */
export function sessionOf(s: SessionFields): V3Session {
  const system = s.system;
  return {
    id: s.id,
    app: s.app,
    host: s.host,
    startMs: s.start,
    intervalSeconds: s.interval,
    tracked: s.tracked,
    columns: s.columns,
    sort: { column: s.sort[0], direction: s.sort[1] },
    ...(system
      ? {
          system: {
            ...(system.cpu !== undefined ? { cpu: system.cpu } : {}),
            ...(system.cpu_mhz !== undefined ? { cpuMhz: system.cpu_mhz } : {}),
            ...(system.topology !== undefined ? { topology: system.topology } : {}),
            ...(system.cache !== undefined ? { cache: system.cache } : {}),
          },
        }
      : {}),
  };
}

/** One line (without its newline) as its record; throws V3DecodeError for anything that is not a valid v3 line. */
export function decodeV3(line: string): V3Record {
  const record: RecordingV3Line = parseRecordLine(line, validateRecordingV3Line, 'format-3');
  if ('s' in record) return { kind: 'session', session: sessionOf(record.s) };
  if ('p' in record) {
    const [processId, pid, name, startTimeMs, path] = record.p;
    return { kind: 'process', process: { processId, pid, ...nameOfRecord(name), startTimeMs, path } };
  }
  if ('g' in record) {
    const [adapterId, luidHigh, luidLow, name] = record.g;
    return { kind: 'gpu', gpu: { adapterId, luidHigh, luidLow, name } };
  }
  if ('e' in record) return { kind: 'end', end: { endedAtMs: record.e[0], reason: record.e[1] } };
  const exact = LONG_INTEGER.test(line) ? (JSON.parse(line.replace(LONG_INTEGERS, '"$1"')) as { f: FrameCells }) : (record as unknown as { f: FrameCells });
  return { kind: 'frame', frame: decodeFrame(exact.f) };
}
