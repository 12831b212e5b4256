// Guards the background CSV writer with real files (spec §10, product contracts §6): csv-stringify quoting of
// commas, quotes and newlines; exact integers up to the largest storable value (never through a float); floats as
// written by JavaScript; ISO timestamps; empty cells for missing values; created parent directories; create-new
// semantics (an explicit existing name fails and leaves the file as it was, generated names step to -2, -3...);
// the real worker thread (dist/workers/csv.js) producing the same bytes; and an accepted export finishing after
// the requesting connection closed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { inThreadCsvWriter, workerCsvWriter, writeCsv, type CsvWriteJob } from '../../../src/app/graphs/csv-writer.js';
import type { CsvTable } from '../../../src/app/graphs/series.js';
import { INTEGER_MISSING, MAX_STORABLE_INTEGER } from '../../../src/model/index.js';
import { snapshotAt } from '../../support/render.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-csv-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const T0 = Date.UTC(2026, 9, 31, 3, 0, 0);

function table(): CsvTable {
  return {
    header: ['timestamp', '#1 private_bytes a,b "c"\nd (PID 1)', '#2 cpu_percent system'],
    timestamps: Float64Array.from([T0, T0 + 1000, T0 + 2500]),
    columns: [
      { integer: true, data: BigUint64Array.from([MAX_STORABLE_INTEGER, INTEGER_MISSING, 2n ** 53n + 1n]) },
      { integer: false, data: Float64Array.from([0.1, 33.333333333333336, Number.NaN]) },
    ],
  };
}

const job = (directory: string, filename: string | null = 'out.csv'): CsvWriteJob => ({ directory, filename, stem: 'winproc-graphs-test', table: table() });

describe('writeCsv', () => {
  it('writes exact integers, floats, ISO timestamps and empty missing cells, quoting what needs it', () => {
    const dir = join(tempDir(), 'missing', 'parents');
    const result = writeCsv(job(dir));
    expect(result).toEqual({ ok: true, path: join(dir, 'out.csv'), rows: 3 });
    const text = readFileSync(join(dir, 'out.csv'), 'utf8');
    expect(parse(text)).toEqual([
      ['timestamp', '#1 private_bytes a,b "c"\nd (PID 1)', '#2 cpu_percent system'],
      ['2026-10-31T03:00:00.000Z', '18446744073709551614', '0.1'],
      ['2026-10-31T03:00:01.000Z', '', '33.333333333333336'],
      ['2026-10-31T03:00:02.500Z', '9007199254740993', ''],
    ]);
    expect(text.split('\n')[0]).toBe('timestamp,"#1 private_bytes a,b ""c""');
  });

  it('writes the bytes csv-stringify writes for the same cells, for every kind of value and time', () => {
    // Times across minutes, before 1970, after 9999, with a fractional millisecond; integers around 2^32, 2^53 and
    // the storable maximum; floats of every text form JavaScript gives.
    const times = [T0 - 61_001, T0 - 1, T0, T0 + 999, T0 + 59_999, T0 + 60_000, -1, 0, 253_402_300_799_999, 253_402_300_800_000, T0 + 0.5, -62_198_755_200_001];
    const integers = [0n, 1n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 53n - 1n, 2n ** 53n, 2n ** 53n + 1n, MAX_STORABLE_INTEGER, INTEGER_MISSING, 4_294_967_296_000n, 10n ** 19n, 123n];
    const floats = [0, -0, 0.1, -12.5, 1e21, 5e-324, Number.MAX_VALUE, Infinity, -Infinity, Number.NaN, 1 / 3, -1e-7];
    const rows = 2_000;
    const source: CsvTable = {
      header: ['timestamp', 'a "b", c', 'd\ne'],
      timestamps: Float64Array.from({ length: rows }, (_, i) => (i < times.length ? times[i]! : T0 + 90_000 + i * 777)),
      columns: [
        { integer: true, data: BigUint64Array.from({ length: rows }, (_, i) => integers[i % integers.length]! + (i >= integers.length && integers[i % integers.length]! < 2n ** 60n ? BigInt(i) : 0n)) },
        { integer: false, data: Float64Array.from({ length: rows }, (_, i) => floats[i % floats.length]! * (i >= floats.length ? 1 + i / 7 : 1)) },
      ],
    };
    const expected = stringify([
      source.header as string[],
      ...Array.from(source.timestamps, (at, row) => [
        new Date(at).toISOString(),
        ...source.columns.map((column) => {
          const value = column.data[row]!;
          return column.integer ? (value === INTEGER_MISSING ? '' : value.toString()) : Number.isNaN(value) ? '' : String(value);
        }),
      ]),
    ]);
    const dir = tempDir();
    const copy: CsvTable = { ...source, timestamps: source.timestamps.slice(), columns: source.columns.map((column) => ({ ...column, data: column.data.slice() }) as CsvTable['columns'][number]) };
    expect(writeCsv({ directory: dir, filename: 'kinds.csv', stem: 'x', table: copy })).toMatchObject({ ok: true, rows });
    expect(readFileSync(join(dir, 'kinds.csv'), 'utf8')).toBe(expected);
  });

  it('refuses an explicit existing file and leaves it unchanged', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'out.csv'), 'original');
    const result = writeCsv(job(dir));
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(/already exists/);
    expect(readFileSync(join(dir, 'out.csv'), 'utf8')).toBe('original');
  });

  it('steps a generated name past existing files', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'winproc-graphs-test.csv'), 'first');
    const result = writeCsv(job(dir, null));
    expect(result).toMatchObject({ ok: true, path: join(dir, 'winproc-graphs-test-2.csv') });
    expect(readFileSync(join(dir, 'winproc-graphs-test.csv'), 'utf8')).toBe('first');
  });
});

describe('the CSV worker thread', () => {
  it('writes the same bytes as the writer run in place', async () => {
    const script = new URL('../../../dist/workers/csv.js', import.meta.url);
    const inWorker = tempDir();
    const inPlace = tempDir();
    const result = await workerCsvWriter(script).write(job(inWorker));
    expect(result).toEqual({ ok: true, path: join(inWorker, 'out.csv'), rows: 3 });
    await inThreadCsvWriter.write(job(inPlace));
    expect(readFileSync(join(inWorker, 'out.csv'))).toEqual(readFileSync(join(inPlace, 'out.csv')));
    expect(fileURLToPath(script)).toMatch(/workers[\\/]csv\.js$/);
  });

  it('rejects (nothing written) when the worker cannot start', async () => {
    const missing = new URL('../../../dist/workers/no-such-csv-worker.js', import.meta.url);
    await expect(workerCsvWriter(missing).write(job(tempDir()))).rejects.toBeDefined();
  });
});

describe('an accepted export', () => {
  it('finishes after the requesting connection closed', async () => {
    const app = new App({ revisionInstance: 'test' });
    for (let i = 0; i < 3; i++) app.applySnapshot(snapshotAt(T0 + i * 1000, []));
    const dir = tempDir();
    const args = { output_directory: dir, filename: 'late.csv', metrics: [{ metric_id: 'cpu_percent' }] };
    const answer = app.submit({
      operationId: 'export-1',
      tool: 'winproc_export_graphs',
      arguments: args,
      connectionId: 'c1',
      mutation: { kind: 'graphs', action: 'export', sources: [{ kind: 'system', metricId: 'cpu_percent' }], expectedRevision: null, outputDirectory: dir, filename: 'late.csv', range: 'all' },
    });
    expect(answer.ok && answer.status.state).toBe('running');
    app.connectionClosed('c1');
    for (let i = 0; i < 100 && app.status('export-1').ok && (app.status('export-1') as { status: { state: string } }).status.state === 'running'; i++) await new Promise((r) => setTimeout(r, 10));
    const status = app.status('export-1');
    expect(status.ok && status.status.state).toBe('succeeded');
    expect(parse(readFileSync(join(dir, 'late.csv'), 'utf8'))).toHaveLength(4);
  });
});
