// The CSV export writer (spec §10 "Graph workspace and CSV export"): it runs on a worker thread (csv-worker.ts),
// so formatting and writing never hold up the UI thread; the App only snapshots the raw table (series.ts csvTable)
// and hands it over. csv-stringify does the quoting. Integers are written exactly from their stored bigint (never
// through a float, never MA5), timestamps as ISO 8601, a missing value as an empty cell. Missing parent
// directories are created; a file is created new ('wx'), so an existing file is never overwritten.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
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

/** Rows per csv-stringify call: big enough to amortize the call, small enough to bound one string. */
const CHUNK_ROWS = 1024;
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

/** The cells of one row: ISO timestamp, then each Graph's exact raw value or an empty cell. */
function rowCells(table: CsvTable, row: number): string[] {
  const cells = new Array<string>(table.columns.length + 1);
  cells[0] = new Date(table.timestamps[row]!).toISOString();
  for (let c = 0; c < table.columns.length; c++) {
    const column = table.columns[c]!;
    if (column.integer) {
      const value = column.data[row]!;
      cells[c + 1] = value === INTEGER_MISSING ? '' : value.toString();
    } else {
      const value = column.data[row]!;
      cells[c + 1] = Number.isNaN(value) ? '' : String(value);
    }
  }
  return cells;
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
    for (let start = 0; start < rows; start += CHUNK_ROWS) {
      const chunk: string[][] = [];
      for (let row = start; row < Math.min(rows, start + CHUNK_ROWS); row++) chunk.push(rowCells(job.table, row));
      writeSync(fd, stringify(chunk));
    }
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
    const created = new Worker(scriptUrl);
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
