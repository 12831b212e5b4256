// Guards the saved-log tools against real files: listing the configured directory (regular .log files, name
// filter, server-issued IDs), loading through a connection-owned job, source "log" reads with lifecycle unknown,
// the recording interval and partial status as source metadata, references bound to their log, the shared
// retained-object budget, and close/expiry invalidating the log, its captures and their cursors.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConnectionState } from '../../../src/backend/context.js';
import { Harness, snap } from './harness.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/recordings');

function directory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-logs-'));
  copyFileSync(join(FIXTURES, 'v3-basic.log'), join(dir, 'v3-basic.log'));
  copyFileSync(join(FIXTURES, 'v2-basic.log'), join(dir, 'older.LOG'));
  writeFileSync(join(dir, 'notes.txt'), 'not a log');
  writeFileSync(join(dir, 'junk.log'), 'hello\n');
  const lines = readFileSync(join(FIXTURES, 'v3-basic.log'), 'utf8').trim().split('\n');
  writeFileSync(join(dir, 'interrupted.log'), `${lines.slice(0, 7).join('\n')}\n${lines[7]!.slice(0, 30)}`);
  mkdirSync(join(dir, 'folder.log'));
  return dir;
}

function withDirectory(dir: string): Harness {
  return new Harness('c1', { recording: { directory: dir } });
}

async function settle(h: Harness, envelope: { data: Record<string, unknown> }) {
  await h.connection.jobs.whenSettled(envelope.data.job_id as string);
  return (await h.ok('winproc_get_job', { job_id: envelope.data.job_id }, { raw: true })).data as { state: string; result: Record<string, unknown> };
}

async function listed(h: Harness, args: Record<string, unknown> = {}): Promise<Map<string, string>> {
  const job = await settle(h, await h.ok('winproc_list_logs', args, { raw: true }));
  expect(job.state).toBe('succeeded');
  const page = await h.ok('winproc_read_capture', { capture_id: job.result.capture_id }, { raw: true });
  expect(page.source).toBe('log');
  return new Map(page.data.rows!.map((row) => [row.name as string, row.log_id as string]));
}

async function open(h: Harness, logId: string) {
  return settle(h, await h.ok('winproc_open_log', { log_id: logId }, { raw: true }));
}

async function loaded(h: Harness, name: string): Promise<string> {
  const ids = await listed(h);
  const job = await open(h, ids.get(name)!);
  expect(job.state, JSON.stringify(job)).toBe('succeeded');
  return job.result.log_ref as string;
}

describe('winproc_list_logs', () => {
  it('lists regular .log files of the configured directory by name, with stable IDs and a name filter', async () => {
    const h = withDirectory(directory());
    const ids = await listed(h);
    expect([...ids.keys()]).toEqual(['interrupted.log', 'junk.log', 'older.LOG', 'v3-basic.log']);
    expect(await listed(h)).toEqual(ids);
    expect([...(await listed(h, { name_filter: 'BASIC' })).keys()]).toEqual(['v3-basic.log']);
  });

  it('needs a configured directory, and reports a missing one as a failed job', async () => {
    await new Harness().fails('winproc_list_logs', {}, 'STATE_CONFLICT');
    const h = withDirectory(join(tmpdir(), 'winproc-no-such-directory-for-logs'));
    const job = await settle(h, await h.ok('winproc_list_logs', {}, { raw: true }));
    expect(job.state).toBe('failed');
    expect((job.result.error as { code: string }).code).toBe('COLLECTION_FAILED');
  });

  it('a log ID is a file name of the directory, never a path', async () => {
    const h = withDirectory(directory());
    for (const logId of ['../v3-basic.log', '/etc/passwd.log', 'a\\b.log', 'notes.txt', '..']) await h.fails('winproc_open_log', { log_id: logId }, 'INVALID_ARGUMENT');
  });

  it('opens only log IDs a listing of this connection issued, never an unlisted file or a link (spec §7, §8)', async () => {
    const dir = directory();
    const outside = mkdtempSync(join(tmpdir(), 'winproc-logs-outside-'));
    copyFileSync(join(FIXTURES, 'v3-basic.log'), join(outside, 'secret.log'));
    symlinkSync(join(outside, 'secret.log'), join(dir, 'link.log'));
    const h = withDirectory(dir);
    // The file exists, but nothing issued its ID yet.
    expect(await h.fails('winproc_open_log', { log_id: 'v3-basic.log' }, 'REFERENCE_INVALID')).toMatch(/winproc_list_logs/);
    const ids = await listed(h);
    expect(ids.has('link.log')).toBe(false); // a listing skips links
    expect(await h.fails('winproc_open_log', { log_id: 'link.log' }, 'REFERENCE_INVALID')).toMatch(/not issued/);
    // Another connection's listing issues nothing here.
    const other = new ConnectionState('c2');
    await h.fails('winproc_open_log', { log_id: 'v3-basic.log' }, 'REFERENCE_INVALID', { connection: other });
    // A listed file replaced by a link since is never followed out of the directory.
    rmSync(join(dir, 'junk.log'));
    symlinkSync(join(outside, 'secret.log'), join(dir, 'junk.log'));
    expect(await open(h, 'junk.log')).toMatchObject({ state: 'failed', result: { error: { code: 'COLLECTION_FAILED', message: expect.stringMatching(/symbolic link/) } } });
    rmSync(join(dir, 'interrupted.log'));
    expect(await open(h, 'interrupted.log')).toMatchObject({ state: 'failed', result: { error: { code: 'COLLECTION_FAILED' } } });
    expect(await open(h, ids.get('v3-basic.log')!)).toMatchObject({ state: 'succeeded' });
  });

  it('remembers at most 5,000 log IDs per connection; a listing past it fails, asking for a reconnect', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-logs-many-'));
    for (let i = 0; i < 3_000; i++) writeFileSync(join(dir, `a-${String(i).padStart(4, '0')}.log`), '');
    for (let i = 0; i < 2_001; i++) writeFileSync(join(dir, `b-${String(i).padStart(4, '0')}.log`), '');
    const h = withDirectory(dir);
    const list = async (nameFilter: string, connection = h.connection) => {
      const started = await h.ok('winproc_list_logs', { name_filter: nameFilter }, { raw: true, connection });
      await connection.jobs.whenSettled(started.data.job_id as string);
      return (await h.ok('winproc_get_job', { job_id: started.data.job_id }, { raw: true, connection })).data as { state: string; result: Record<string, any> };
    };
    expect((await list('a-')).state).toBe('succeeded');
    expect(await list('b-')).toMatchObject({ state: 'failed', result: { error: { code: 'RESOURCE_LIMIT', message: expect.stringMatching(/Reconnect/) } } });
    // IDs already remembered take no new room, and the failed listing issued none of its own.
    expect((await list('a-')).state).toBe('succeeded');
    await h.fails('winproc_open_log', { log_id: 'b-0000.log' }, 'REFERENCE_INVALID');
    // A fresh connection starts with none remembered.
    expect((await list('b-', new ConnectionState('c2'))).state).toBe('succeeded');
  });
});

describe('winproc_open_log and source "log"', () => {
  it('reads the final frame, recorded histories and lifecycle unknown, with the interval as source metadata', async () => {
    const h = withDirectory(directory());
    const logRef = await loaded(h, 'v3-basic.log');
    const list = await h.ok('winproc_list_processes', { log_ref: logRef, scope: 'all' });
    expect(list.source).toBe('log');
    expect(list).toMatchObject({ log_ref: logRef, recording_interval_seconds: 2, status: 'complete', captured_at: new Date(1772359210000).toISOString() });
    expect(list.data.rows!.map((row) => [row.pid, row.lifecycle])).toEqual([
      [1200, 'unknown'],
      [1300, 'unknown'],
    ]);
    const worker = list.data.rows!.find((row) => row.pid === 1200)!;
    expect(worker).toMatchObject({ path: '/opt/worker/bin/worker', history_from: new Date(1772359202000).toISOString(), history_to: new Date(1772359210000).toISOString() });

    const metrics = await h.ok('winproc_get_metrics', { log_ref: logRef, targets: [{ process_ref: worker.process_ref }], metric_ids: ['private_bytes', 'cpu_percent'] });
    expect(metrics).toMatchObject({ source: 'log', log_ref: logRef, captured_at: new Date(1772359210000).toISOString() });
    const samples = metrics.data.samples as { values: Record<string, unknown>; unavailable: Record<string, unknown> }[];
    expect(samples[0]!.values).toEqual({ private_bytes: '104900000' });
    expect(samples[0]!.unavailable).toEqual({ cpu_percent: 'unknown' });
    const system = await h.ok('winproc_get_metrics', { log_ref: logRef, metric_ids: ['physical_memory_bytes', 'committed_bytes'] });
    expect(system.data.samples).toEqual([expect.objectContaining({ target: { system: true }, values: { physical_memory_bytes: '8000002000' }, unavailable: { committed_bytes: 'unknown' } })]);

    // Aggregated timestamps kept: three stored frames, the 6 s gap not filled with invented samples.
    const raw = await h.ok('winproc_get_history', { log_ref: logRef, target: { process_ref: worker.process_ref }, metric_ids: ['private_bytes'], mode: 'raw' });
    expect(raw).toMatchObject({ source: 'log', log_ref: logRef, recording_interval_seconds: 2 });
    expect(raw.data.rows!.map((row) => row.timestamp)).toEqual([1772359202000, 1772359204000, 1772359210000].map((ms) => new Date(ms).toISOString()));
    expect(raw.data.rows![1]!.values).toEqual({ private_bytes: '18446744073709551614' });
    const summary = await h.ok('winproc_get_history', { source: 'log', log_ref: logRef, target: { process_ref: worker.process_ref }, metric_ids: ['cpu_percent'] });
    expect((summary.data.metrics as Record<string, Record<string, unknown>>).cpu_percent).toMatchObject({ sample_count: 3, available_value_count: 2, missing_value_count: 1 });
    expect(summary.data.coverage).toMatchObject({ sample_count: 3, max_sample_interval_ms: 6000 });
  });

  it('an interrupted recording makes every read partial with its warning once', async () => {
    const h = withDirectory(directory());
    const ids = await listed(h);
    const job = await open(h, ids.get('interrupted.log')!);
    expect(job).toMatchObject({ state: 'succeeded', result: { status: 'partial' } });
    const logRef = job.result.log_ref as string;
    const page = await h.ok('winproc_list_processes', { log_ref: logRef, scope: 'all', limit: 1 });
    expect(page.status).toBe('partial');
    expect(page.warnings!.filter((w) => w.includes('incomplete')).length).toBe(1);
    const next = await h.ok('winproc_list_processes', { log_ref: logRef, scope: 'all', limit: 1, cursor: page.data.next_cursor });
    expect(next).toMatchObject({ status: 'partial', source: 'log', log_ref: logRef });
    const derived = await h.ok('winproc_read_capture', { capture_id: page.data.capture_id, projection: ['pid'] });
    expect(derived).toMatchObject({ status: 'partial', source: 'log', log_ref: logRef, recording_interval_seconds: 2 });
  });

  it('a file that is not a recording fails the load job with a clear code', async () => {
    const h = withDirectory(directory());
    const job = await open(h, (await listed(h)).get('junk.log')!);
    expect(job.state).toBe('failed');
    expect(job.result.error).toMatchObject({ code: 'COLLECTION_FAILED', retryable: false });
    expect((job.result.error as { message: string }).message).toMatch(/not a winproc-tui recording/);
    expect(h.connection.logs.slots).toBe(0);
  });

  it('references are bound to their source: a live reference never reads a log, nor a log reference live data', async () => {
    const h = withDirectory(directory());
    h.apply(snap(1_700_000_000_000, [{ pid: 1200, name: 'worker', start: 1772359100000 }]));
    const liveRef = (await h.ok('winproc_list_processes')).data.rows![0]!.process_ref;
    const logRef = await loaded(h, 'v3-basic.log');
    const logProcessRef = (await h.ok('winproc_list_processes', { log_ref: logRef })).data.rows![0]!.process_ref;
    await h.fails('winproc_get_history', { log_ref: logRef, target: { process_ref: liveRef }, metric_ids: ['cpu_percent'] }, 'REFERENCE_INVALID');
    await h.fails('winproc_get_metrics', { targets: [{ process_ref: logProcessRef }], metric_ids: ['cpu_percent'] }, 'REFERENCE_INVALID');
    await h.fails('winproc_start_capture', { kind: 'open_files', process_ref: logProcessRef }, 'REFERENCE_INVALID');
    // An explicit live source wins over log_ref, with a warning.
    const live = await h.ok('winproc_list_processes', { source: 'live', log_ref: logRef });
    expect(live.source).toBe('live');
    expect(live.warnings!.join(' ')).toMatch(/log_ref was ignored/);
  });

  it('loaded logs stay readable in Log view and their loads are not cancelled by it', async () => {
    const h = withDirectory(directory());
    const ids = await listed(h);
    const started = await h.ok('winproc_open_log', { log_id: ids.get('v3-basic.log') }, { raw: true });
    h.state.apply({ type: 'activity', activity: 'log_view', displayPaused: false });
    const job = await settle(h, started);
    expect(job.state).toBe('succeeded');
    const list = await h.ok('winproc_list_processes', { log_ref: job.result.log_ref });
    expect(list.data.rows!.map((row) => row.pid)).toEqual([1200, 1300]);
    await h.fails('winproc_list_processes', {}, 'ACTIVITY_CONFLICT');
  });
});

describe('winproc_close_log and lifetimes', () => {
  it('closing invalidates the log, its captures and their cursors; closing again is a no-op', async () => {
    const h = withDirectory(directory());
    const logRef = await loaded(h, 'v3-basic.log');
    const page = await h.ok('winproc_list_processes', { log_ref: logRef, scope: 'all', limit: 1 });
    const closed = await h.ok('winproc_close_log', { log_ref: logRef });
    expect(closed.data).toEqual({ log_ref: logRef, closed: true });
    await h.fails('winproc_read_capture', { capture_id: page.data.capture_id, cursor: page.data.next_cursor }, 'CURSOR_INVALID');
    await h.fails('winproc_list_processes', { log_ref: logRef, scope: 'all', limit: 1, cursor: page.data.next_cursor }, 'REFERENCE_INVALID');
    await h.fails('winproc_read_capture', { capture_id: page.data.capture_id }, 'REFERENCE_INVALID');
    const message = await h.fails('winproc_get_metrics', { log_ref: logRef, metric_ids: ['cpu_percent'] }, 'REFERENCE_INVALID');
    expect(message).toMatch(/closed/);
    expect((await h.ok('winproc_close_log', { log_ref: logRef })).data).toEqual({ log_ref: logRef, closed: false });
  });

  it('a loaded log expires five minutes after loading, taking its captures along', async () => {
    const h = withDirectory(directory());
    const logRef = await loaded(h, 'v3-basic.log');
    const page = await h.ok('winproc_list_processes', { log_ref: logRef });
    h.clock += 300_000;
    expect(await h.fails('winproc_list_processes', { log_ref: logRef }, 'REFERENCE_INVALID')).toMatch(/expired/);
    await h.fails('winproc_read_capture', { capture_id: page.data.capture_id }, 'REFERENCE_INVALID');
  });

  it('loaded logs and captures share the eight retained objects of a connection', async () => {
    const h = withDirectory(directory());
    const ids = await listed(h);
    const refs: string[] = [];
    for (let i = 0; i < 4; i += 1) refs.push((await open(h, ids.get('v3-basic.log')!)).result.log_ref as string);
    // The listing's capture, four logs and three query captures fill the eight.
    for (let i = 0; i < 3; i += 1) await h.ok('winproc_list_processes', { log_ref: refs[0] });
    await h.fails('winproc_open_log', { log_id: ids.get('v3-basic.log') }, 'RESOURCE_LIMIT');
    await h.fails('winproc_list_processes', { log_ref: refs[0] }, 'RESOURCE_LIMIT');
    await h.ok('winproc_close_log', { log_ref: refs[1] });
    expect((await open(h, ids.get('v3-basic.log')!)).state).toBe('succeeded');
  });

  it('disconnect releases every loaded log', async () => {
    const h = withDirectory(directory());
    const logRef = await loaded(h, 'v3-basic.log');
    h.connection.dispose();
    expect(h.connection.logs.has(logRef)).toBe(false);
  });
});
