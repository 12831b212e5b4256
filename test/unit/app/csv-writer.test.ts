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
