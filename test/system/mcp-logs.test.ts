// Saved-log analysis end to end (spec §10 "Saved-log analysis", §12.17): the real application in a private tmux
// server with a configured recording directory, real bridges over stdio. Listing, loading and reading v3 and v2
// logs with aggregated timestamps, an interrupted file, an empty file, a file that is not a recording and a log over
// the 64 MiB reservation budget; loading never changes the TUI's activity or sampling; closing invalidates; and the
// TUI entering Log view (l, Enter) invalidates a client's open live capture with a clear code.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetStatusData } from '../../generated/types/tools.js';
import { LiveApp, waitFor, type HistoryRaw, type Managed, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/recordings');

interface JobData {
  readonly job_id: string;
  readonly state: string;
  readonly result?: { readonly log_ref?: string; readonly status?: string; readonly error?: { code: string; message: string } };
  readonly result_page?: { readonly data: { readonly rows: Record<string, unknown>[] } };
}

interface ListData extends Managed {
  readonly capture_id: string;
  readonly rows: Record<string, unknown>[];
  readonly next_cursor: string | null;
}

/** A v3 recording whose frames need more than the 64 MiB reservation of a connection: 600 processes x 300 frames. */
function oversizedLog(path: string): void {
  const processes = 600;
  const lines = ['{"s":{"v":3,"id":"20260301100000","app":"test","host":"h","start":1772359200000,"interval":1,"tracked":[],"columns":[],"sort":["cpu_percent","desc"],"system":{}}}'];
  for (let i = 0; i < processes; i += 1) lines.push(`{"p":[${i},${1000 + i},"proc${i}",${1772359100000 + i},null]}`);
  const samples = Array.from({ length: processes }, (_, i) => `[${i},[1.5],[${4096 + i}]]`).join(',');
  const system = `[[${Array(21).fill(1).join(',')}],null,[]]`;
  for (let f = 0; f < 300; f += 1) lines.push(`{"f":[${1772359201000 + f * 1000},${system},[${samples}]]}`);
  writeFileSync(path, `${lines.join('\n')}\n`);
}

describe.skipIf(!requireTmux())('saved logs through the real bridge', () => {
  let app: LiveApp;
  let client: Session;
  let dir: string;

  const status = async (session = client) => (await session.ok<GetStatusData>('winproc_get_status')).data;
  const listed = async (args: Record<string, unknown> = {}) => {
    const job = (await client.ok<JobData>('winproc_list_logs', args)).data;
    expect(job.state).toBe('succeeded');
    return new Map(job.result_page!.data.rows.map((row) => [row.name as string, row.log_id as string]));
  };
  const open = async (logId: string) => {
    const first = (await client.ok<JobData>('winproc_open_log', { log_id: logId })).data;
    return waitFor(async () => {
      if (first.state !== 'running') return first;
      const job = (await client.ok<JobData>('winproc_get_job', { job_id: first.job_id })).data;
      return job.state === 'running' ? null : job;
    }, 'the load job', 60_000);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'winproc-saved-logs-'));
    copyFileSync(join(FIXTURES, 'v3-basic.log'), join(dir, 'v3-basic.log'));
    copyFileSync(join(FIXTURES, 'v2-basic.log'), join(dir, 'v2-basic.log'));
    const lines = readFileSync(join(FIXTURES, 'v3-basic.log'), 'utf8').trim().split('\n');
    writeFileSync(join(dir, 'interrupted.log'), `${lines.slice(0, 7).join('\n')}\n${lines[7]!.slice(0, 30)}`);
    writeFileSync(join(dir, 'empty.log'), '');
    writeFileSync(join(dir, 'notes.log'), 'this is not a recording\n');
    oversizedLog(join(dir, 'huge.log'));
    // The v3 fixture is the newest file: the TUI's Log list selects it first.
    for (const name of ['v2-basic.log', 'interrupted.log', 'empty.log', 'notes.log', 'huge.log']) utimesSync(join(dir, name), new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '200' }, `[recording]\ndirectory = ${JSON.stringify(dir)}\n`);
    client = await app.connect();
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists the directory, loads a v3 log and reads it with aggregated timestamps, without changing activity or sampling (12.17)', async () => {
    const ids = await listed();
    expect([...ids.keys()]).toEqual(['empty.log', 'huge.log', 'interrupted.log', 'notes.log', 'v2-basic.log', 'v3-basic.log']);
    expect([...(await listed({ name_filter: 'V3' })).keys()]).toEqual(['v3-basic.log']);
    const before = await status();
    expect(before.activity).toBe('live');

    const job = await open(ids.get('v3-basic.log')!);
    expect(job).toMatchObject({ state: 'succeeded', result: { status: 'complete' } });
    const logRef = job.result!.log_ref!;
    const list = await client.ok<ListData>('winproc_list_processes', { source: 'log', log_ref: logRef, scope: 'all' });
    expect(list).toMatchObject({ source: 'log', status: 'complete', captured_at: new Date(1772359210000).toISOString() });
    expect((list as unknown as Record<string, unknown>).log_ref).toBe(logRef);
    expect((list as unknown as Record<string, unknown>).recording_interval_seconds).toBe(2);
    expect(list.data.rows.map((row) => [row.pid, row.lifecycle])).toEqual([
      [1200, 'unknown'],
      [1300, 'unknown'],
    ]);
    const ref = list.data.rows[0]!.process_ref as string;
    const raw = await client.ok<HistoryRaw>('winproc_get_history', { log_ref: logRef, target: { process_ref: ref }, metric_ids: ['private_bytes'], mode: 'raw' });
    expect(raw.data.rows.map((row) => row.timestamp)).toEqual([1772359202000, 1772359204000, 1772359210000].map((ms) => new Date(ms).toISOString()));
    expect(raw.data.rows[1]!.values).toEqual({ private_bytes: '18446744073709551614' });
    const metrics = await client.ok<{ samples: { values: Record<string, unknown> }[] }>('winproc_get_metrics', { log_ref: logRef, targets: [{ process_ref: ref }], metric_ids: ['private_bytes'] });
    expect(metrics.data.samples[0]!.values).toEqual({ private_bytes: '104900000' });
    // A log reference never reaches live inspection.
    await client.fails('winproc_get_process_info', { process_ref: ref }, 'REFERENCE_INVALID');

    // Loading changed neither the TUI's activity nor its sampling.
    const after = await waitFor(async () => {
      const now = await status();
      return now.last_sample_at !== before.last_sample_at ? now : null;
    }, 'a newer live sample');
    expect(after.activity).toBe('live');
    expect((await app.screen()).join('\n')).not.toContain('LOG ');

    expect((await client.ok<{ closed: boolean }>('winproc_close_log', { log_ref: logRef })).data.closed).toBe(true);
    await client.fails('winproc_list_processes', { log_ref: logRef }, 'REFERENCE_INVALID');
    expect((await client.ok<{ closed: boolean }>('winproc_close_log', { log_ref: logRef })).data.closed).toBe(false);
  });

  it('reads a v2 log written from the product contract', async () => {
    const job = await open((await listed()).get('v2-basic.log')!);
    expect(job.state).toBe('succeeded');
    const logRef = job.result!.log_ref!;
    const rows = (await client.ok<ListData>('winproc_list_processes', { log_ref: logRef, scope: 'all', sort: { by: 'pid' } })).data.rows;
    expect(rows.map((row) => row.pid)).toEqual([4120, 4120, 7001]);
    const summary = await client.ok<{ metrics: Record<string, Record<string, unknown>> }>('winproc_get_history', { log_ref: logRef, metric_ids: ['physical_memory_bytes', 'committed_bytes'] });
    expect(summary.data.metrics.physical_memory_bytes).toMatchObject({ sample_count: 3, available_value_count: 3 });
    expect(summary.data.metrics.committed_bytes).toMatchObject({ sample_count: 3, available_value_count: 0, missing_value_count: 3 });
    await client.ok('winproc_close_log', { log_ref: logRef });
  });

  it('an interrupted file loads every complete frame and reports partial with its warning', async () => {
    const job = await open((await listed()).get('interrupted.log')!);
    expect(job).toMatchObject({ state: 'succeeded', result: { status: 'partial' } });
    const list = await client.ok<ListData>('winproc_list_processes', { log_ref: job.result!.log_ref, scope: 'all' });
    expect(list.status).toBe('partial');
    expect(list.warnings!.join(' ')).toMatch(/incomplete/);
    const history = await client.ok<{ coverage: { sample_count: number } }>('winproc_get_history', { log_ref: job.result!.log_ref, metric_ids: ['physical_memory_bytes'] });
    expect(history.data.coverage.sample_count).toBe(2);
    await client.ok('winproc_close_log', { log_ref: job.result!.log_ref });
  });

  it('an empty file, a file that is not a recording and a log over the budget fail with clear codes', async () => {
    const ids = await listed();
    const empty = await open(ids.get('empty.log')!);
    expect(empty).toMatchObject({ state: 'failed', result: { error: { code: 'COLLECTION_FAILED' } } });
    expect(empty.result!.error!.message).toMatch(/empty/);
    const notes = await open(ids.get('notes.log')!);
    expect(notes).toMatchObject({ state: 'failed', result: { error: { code: 'COLLECTION_FAILED' } } });
    expect(notes.result!.error!.message).toMatch(/not a winproc-tui recording/);
    const huge = await open(ids.get('huge.log')!);
    expect(huge).toMatchObject({ state: 'failed', result: { error: { code: 'RESULT_TOO_LARGE' } } });
    expect(huge.result!.error!.message).toMatch(/not loaded rather than shortened/);
    await client.fails('winproc_open_log', { log_id: '../v3-basic.log' }, 'INVALID_ARGUMENT');
  });

  it('the TUI entering Log view invalidates a client live capture with a clear code; saved logs stay readable', async () => {
    const live = await client.ok<ListData>('winproc_list_processes', { limit: 1, retain_capture: true });
    expect(live.data.next_cursor).not.toBeNull();
    const loaded = await open((await listed()).get('v3-basic.log')!);
    const logRef = loaded.result!.log_ref!;

    await app.tmux.sendKeys(app.pane, 'l');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('Log list')) && lines.some((line) => line.includes('v3-basic.log')), 'the Log list');
    await app.tmux.sendKeys(app.pane, 'Enter');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('LOG v3-basic.log') && line.includes('frame 3/3')), 'the Log view');
    await app.tmux.sendKeys(app.pane, 'Left');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('frame 2/3')), 'the time cursor on frame 2');

    await waitFor(async () => (await status()).activity === 'log_view', 'activity log_view');
    const conflict = await client.fails('winproc_read_capture', { capture_id: live.data.capture_id, cursor: live.data.next_cursor }, 'ACTIVITY_CONFLICT');
    expect(conflict.message).toMatch(/Log view/);
    await client.fails('winproc_list_processes', {}, 'ACTIVITY_CONFLICT');
    // An independently opened log is unaffected by what the TUI shows.
    expect((await client.ok<ListData>('winproc_list_processes', { log_ref: logRef })).data.rows.length).toBe(2);

    await app.tmux.sendKeys(app.pane, 'Escape');
    await waitFor(async () => (await status()).activity === 'live', 'activity live again');
    const stale = await client.fails('winproc_read_capture', { capture_id: live.data.capture_id, cursor: live.data.next_cursor }, 'CURSOR_INVALID');
    expect(stale.message).toMatch(/Log view/);
  });
});
