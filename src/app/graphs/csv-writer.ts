// The CSV export writer (spec §10 "Graph workspace and CSV export"): it runs on a worker thread (csv-worker.ts),
// so formatting and writing never hold up the UI thread; the App only snapshots the raw table (series.ts csvTable)
// and hands it over. csv-stringify quotes the header; data cells never need quoting (see integerCells) and are joined
// directly. Integers are written exactly from their stored 64-bit value (never through a float, never MA5),
// timestamps as ISO 8601, a missing value as an empty cell. Missing parent
// directories are created; a file is created new ('wx'), so an existing file is never overwritten.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { HELPER_WORKER_RESOURCE_LIMITS } from '../../channel/threads.js';
import { stringify } from 'csv-stringify/sync';
import { INTEGER_MISSING } from '../../model/history.js';
import type { CsvTable } from './series.js';

export interface CsvWriteJob {
  /** Absolute directory (created with its parents when missing). */
  readonly directory: string;
  /** The client's explicit file name, or null: then `<stem>.csv`, `<stem>-2.csv`... whichever does not exist. */
  readonly filename: string | null;
  readonly stem: string;
  readonly table: CsvTable;
}

export type CsvWriteResult =
  | { readonly ok: true; readonly path: string; readonly rows: number }
  /** `path` is the file that was (partly) written or refused, null when no file was opened. */
  | { readonly ok: false; readonly path: string | null; readonly message: string };

/** Starts one export; the promise rejects only when the writer could not be started at all (nothing was written). */
export interface CsvWriter {
  write(job: CsvWriteJob): Promise<CsvWriteResult>;
}

/** Characters per write: large enough that a 100,000-row export makes few writes, small enough to bound one string. */
const CHUNK_CHARS = 1 << 20;
const GENERATED_NAME_ATTEMPTS = 1000;

function errorText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? (error as Error).name ?? 'error';
}

/** Opens a new file: the explicit name or fails, or the first free generated name. */
function createNew(job: CsvWriteJob): { fd: number; path: string } | { failed: string; path: string | null } {
  if (job.filename !== null) {
    const path = join(job.directory, job.filename);
    try {
      return { fd: openSync(path, 'wx'), path };
    } catch (error) {
      const code = errorText(error);
      return { failed: code === 'EEXIST' ? `${path} already exists; an export never overwrites a file. Choose another filename, or omit it for a generated unique name.` : `${path} could not be created (${code}).`, path: null };
    }
  }
  for (let attempt = 1; attempt <= GENERATED_NAME_ATTEMPTS; attempt++) {
    const path = join(job.directory, attempt === 1 ? `${job.stem}.csv` : `${job.stem}-${attempt}.csv`);
    try {
      return { fd: openSync(path, 'wx'), path };
    } catch (error) {
      if (errorText(error) !== 'EEXIST') return { failed: `${path} could not be created (${errorText(error)}).`, path: null };
    }
  }
  return { failed: `no free file name ${job.stem}-N.csv in ${job.directory}.`, path: null };
}

/** Whether 64-bit words store their low half first (the word view below assumes it and falls back otherwise). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** High word of 2^53: a value with a lower high word is a safe integer, formatted as a number. */
const SAFE_HIGH_WORD = 0x20_0000;
const WORD = 0x1_0000_0000;

/**
 * The data cells' text. Each is an ISO timestamp, an integer's decimal digits or JavaScript's text of a finite
 * float (digits, `.`, `-`, `+`, `e`, `Infinity`), or empty when missing: none holds a delimiter, quote or line break,
 * so csv-stringify writes each unquoted, as is (test/unit/app/csv-writer.test.ts checks the bytes against it).
 * They are therefore joined directly; csv-stringify quotes the header, whose Graph targets can hold anything.
 */
function integerCells(data: BigUint64Array): (row: number) => string {
  if (!LITTLE_ENDIAN) return (row) => (data[row] === INTEGER_MISSING ? '' : data[row]!.toString());
  // Word-wise, so a safe integer is formatted without creating a bigint; the missing marker is all ones.
  const words = new Uint32Array(data.buffer, data.byteOffset, data.length * 2);
  return (row) => {
    const high = words[2 * row + 1]!;
    if (high < SAFE_HIGH_WORD) return String(high * WORD + words[2 * row]!);
    if (high === 0xffff_ffff && words[2 * row] === 0xffff_ffff) return '';
    return data[row]!.toString();
  };
}

function floatCells(data: Float64Array): (row: number) => string {
  return (row) => {
    const value = data[row]!;
    return value === value ? String(value) : '';
  };
}

/**
 * ISO 8601 text of millisecond timestamps, formatting the date and minute once per minute: rows of one minute only
 * differ in their last `ss.sssZ`.
 */
function isoTimestamps(): (ms: number) => string {
  let minute = Number.NaN;
  let prefix = '';
  return (ms) => {
    const inMinute = ((ms % 60_000) + 60_000) % 60_000;
    if (ms - inMinute !== minute || !Number.isInteger(ms)) {
      const iso = new Date(ms).toISOString();
      if (!Number.isInteger(ms)) return iso;
      minute = ms - inMinute;
      prefix = iso.slice(0, -7);
    }
    const seconds = Math.floor(inMinute / 1000);
    const millis = inMinute % 1000;
    return `${prefix}${seconds < 10 ? '0' : ''}${seconds}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
  };
}

/** Writes the data rows of the table, in writes of about CHUNK_CHARS characters. */
function writeRows(fd: number, table: CsvTable): void {
  const cells = table.columns.map((column) => (column.integer ? integerCells(column.data) : floatCells(column.data)));
  const timestamp = isoTimestamps();
  const rows = table.timestamps.length;
  let chunk = '';
  for (let row = 0; row < rows; row++) {
    let line = timestamp(table.timestamps[row]!);
    for (let c = 0; c < cells.length; c++) line += `,${cells[c]!(row)}`;
    chunk += `${line}\n`;
    if (chunk.length >= CHUNK_CHARS) {
      writeSync(fd, chunk);
      chunk = '';
    }
  }
  if (chunk.length > 0) writeSync(fd, chunk);
}

/** Writes the table to a new file; synchronous, for the worker thread (or a benchmark) to run. */
export function writeCsv(job: CsvWriteJob): CsvWriteResult {
  try {
    mkdirSync(job.directory, { recursive: true });
  } catch (error) {
    return { ok: false, path: null, message: `the directory ${job.directory} could not be created (${errorText(error)}).` };
  }
  const opened = createNew(job);
  if ('failed' in opened) return { ok: false, path: opened.path, message: opened.failed };
  const { fd, path } = opened;
  const rows = job.table.timestamps.length;
  try {
    writeSync(fd, stringify([job.table.header as string[]]));
    writeRows(fd, job.table);
  } catch (error) {
    // A partial file is kept (spec §10): the operation reports where it is.
    return { ok: false, path, message: `writing ${path} failed (${errorText(error)}); the partial file is kept.` };
  } finally {
    try {
      closeSync(fd);
    } catch {
      // Closing after a failed write may fail too; the first error is what the operation reports.
    }
  }
  return { ok: true, path, rows };
}

/** Runs the writer on this thread after the current turn: for tests and tools that have no built worker script. */
export const inThreadCsvWriter: CsvWriter = {
  write: (job) => new Promise((resolve) => setImmediate(() => resolve(writeCsv(job)))),
};

/** The table's typed arrays, moved (not copied) to the worker. */
function transferList(job: CsvWriteJob): ArrayBuffer[] {
  return [job.table.timestamps.buffer as ArrayBuffer, ...job.table.columns.map((column) => column.data.buffer as ArrayBuffer)];
}

interface Pending {
  started: boolean;
  readonly resolve: (result: CsvWriteResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The CSV worker thread (dist/workers/csv.js), started with the first export and kept for the next ones (starting
 * a thread costs more than writing a large export); exports are numbered, one answer each. A worker that fails is
 * dropped: exports it had not started reject (nothing written), started ones end as failed (a partial file may exist),
 * and the next export starts a new worker.
 */
export function workerCsvWriter(scriptUrl: URL): CsvWriter {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const drop = (failed: Worker, why: string, error: unknown) => {
    if (worker !== failed) return;
    worker = null;
    for (const [id, job] of pending) {
      pending.delete(id);
      if (job.started) job.resolve({ ok: false, path: null, message: `the CSV writer ${why}; a partial file may exist.` });
      else job.reject(error);
    }
  };
  const start = (): Worker => {
    const created = new Worker(scriptUrl, { resourceLimits: HELPER_WORKER_RESOURCE_LIMITS });
    created.on('message', (message: { id: number; started: true } | { id: number; result: CsvWriteResult }) => {
      const job = pending.get(message.id);
      if (!job) return;
      if ('started' in message) {
        job.started = true;
        return;
      }
      pending.delete(message.id);
      job.resolve(message.result);
      // Idle between exports: the thread never keeps the application alive on its own.
      if (pending.size === 0) created.unref();
    });
    created.once('error', (error) => drop(created, `stopped (${error.name})`, error));
    created.once('exit', (code) => drop(created, `ended early (exit ${code})`, new Error(`the CSV writer exited (${code})`)));
    return created;
  };
  return {
    write: (job) =>
      new Promise((resolve, reject) => {
        try {
          worker ??= start();
        } catch (error) {
          reject(error);
          return;
        }
        const id = nextId++;
        pending.set(id, { started: false, resolve, reject });
        // Application exit does not wait for an unfinished export (spec §10).
        worker.unref();
        worker.postMessage({ id, job }, transferList(job));
      }),
  };
}
