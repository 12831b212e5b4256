// Guards investigations end to end — real bridge, real application in tmux, real collectors in pool workers:
// file_users finds a child's files with the right owner and handle counts; open_files lists exactly them; a
// loopback listener appears in network under its PID; modules include libc; threads list every worker thread;
// the two one-call examples of spec §4 return their page with cleanup included, and abandoning one repeatedly never
// exhausts the connection's capture slots; a child exiting mid-job never
// yields another process's data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListProcessesData } from '../../generated/types/tools.js';
import { requireTmux } from '../support/tmux.js';
import { commOf, LiveApp, uniqueName, waitFor, type Session } from '../support/live-app.js';
import { complete, type JobData } from '../support/jobs.js';
import { nodeNamed } from '../support/node-runtime.js';

const HAS_TMUX = requireTmux();

const WORKERS = 3;
const CHILD = `
const fs = require('node:fs'); const net = require('node:net'); const { Worker } = require('node:worker_threads');
const [dir, workers] = [process.argv[2], Number(process.argv[3])];
const fds = [];
for (const name of ['a.log', 'b.log', 'c.dat']) fds.push(fs.openSync(dir + '/' + name, 'a'));
fds.push(fs.openSync(dir + '/a.log', 'r'));
for (let i = 0; i < workers; i++) new Worker('setInterval(() => {}, 1000)', { eval: true });
const server = net.createServer().listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.address().port }) + '\\n'));
setInterval(() => {}, 1000);
`;

interface Child {
  readonly process: ChildProcess;
  readonly name: string;
  readonly dir: string;
  readonly port: number;
  ref: string;
}

async function startChild(app: LiveApp, session: Session): Promise<Child> {
  const name = uniqueName('inv');
  const dir = mkdtempSync(join(tmpdir(), 'winproc-inv-'));
  // Node under the file name `name`: the process is named `name` (on Node 24, whose main thread is MainThread, by
  // the executable's file name).
  const binary = nodeNamed(app.root, name);
  const script = join(dir, 'child.cjs');
  writeFileSync(script, CHILD);
  // Its current directory is the temp dir, so its cwd row names a path this test knows.
  const child = spawn(binary, [script, dir, String(WORKERS)], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    child.once('exit', () => reject(new Error('child exited')));
  });
  expect([name, 'MainThread', 'node-MainThread']).toContain(commOf(child.pid!));
  const ref = await waitFor(async () => {
    const listing = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { name } });
    return listing.data.rows.find((row) => row.name === name)?.process_ref;
  }, `${name} in a listing`, 20_000, 300);
  return { process: child, name, dir, port, ref };
}

describe.skipIf(!HAS_TMUX)('MCP investigations (system)', () => {
  let app: LiveApp;
  let session: Session;
  let child: Child;

  beforeAll(async () => {
    app = await LiveApp.start();
    session = await app.connect();
    child = await startChild(app, session);
  }, 90_000);

  afterAll(async () => {
    child?.process.kill('SIGKILL');
    await app?.stop();
  });

  it('file_users finds each of the child files with its owner, process_ref and handle count', async () => {
    const first = await session.ok<JobData>('winproc_start_capture', { kind: 'file_users', read: { owner_name: child.name } });
    const { job, rows } = await complete(session, first);
    expect(job.state, JSON.stringify(job.result)).toBe('succeeded');
    const mine = rows.filter((row) => typeof row.path === 'string' && (row.path as string).startsWith(`${child.dir}/`));
    const byPath = Object.fromEntries(mine.map((row) => [(row.path as string).slice(child.dir.length + 1), row]));
    expect(Object.keys(byPath).sort()).toEqual(['a.log', 'b.log', 'c.dat']);
    for (const row of mine) expect(row).toMatchObject({ pid: child.process.pid, name: child.name, process_ref: child.ref, kind: 'handle' });
    expect(byPath['a.log']!.handle_count).toBe(2);
    expect(byPath['b.log']!.handle_count).toBe(1);
    // The directory itself is held as the child's current directory (fuser's c), and / as its root.
    expect(rows.filter((row) => row.path === child.dir)).toEqual([{ process_ref: child.ref, pid: child.process.pid, name: child.name, path: child.dir, kind: 'cwd', handle_count: null }]);
    expect(rows).toContainEqual({ process_ref: child.ref, pid: child.process.pid, name: child.name, path: '/', kind: 'root', handle_count: null });
  });

  it('open_files of the child lists exactly its files', async () => {
    const { job, rows } = await complete(session, await session.ok<JobData>('winproc_start_capture', { kind: 'open_files', process_ref: child.ref }));
    expect(job.state).toBe('succeeded');
    const inDir = rows.filter((row) => (row.path as string).startsWith(`${child.dir}/`)).map((row) => (row.path as string).slice(child.dir.length + 1));
    expect(inDir.sort()).toEqual(['a.log', 'a.log', 'b.log', 'c.dat']);
    expect(rows.slice(0, 2)).toEqual([
      { path: child.dir, handle: null, kind: 'cwd' },
      { path: '/', handle: null, kind: 'root' },
    ]);
  });

  it('network lists the loopback listener under the child PID, per process and host-wide', async () => {
    const perProcess = await complete(session, await session.ok<JobData>('winproc_start_capture', { kind: 'network', process_ref: child.ref }));
    expect(perProcess.rows).toContainEqual(expect.objectContaining({ protocol: 'tcp', local_address: '127.0.0.1', local_port: child.port, state: 'LISTEN', pid: child.process.pid }));
    const hostWide = await complete(session, await session.ok<JobData>('winproc_start_capture', { kind: 'network' }));
    expect(hostWide.rows).toContainEqual(expect.objectContaining({ local_port: child.port, pid: child.process.pid }));
  });

  it('modules include libc and threads list every worker thread', async () => {
    const modules = await complete(session, await session.ok<JobData>('winproc_start_capture', { kind: 'modules', process_ref: child.ref, read: { projection: ['name'] } }));
    expect(modules.rows.some((row) => /^libc[.-]/.test(row.name as string))).toBe(true);
    const threads = await complete(session, await session.ok<JobData>('winproc_start_capture', { kind: 'threads', process_ref: child.ref }));
    expect(threads.rows.length).toBeGreaterThanOrEqual(WORKERS + 1);
    expect(threads.rows.map((row) => row.tid)).toContain(child.process.pid);
    const info = await complete(session, await session.ok<JobData>('winproc_get_process_info', { process_ref: child.ref }));
    expect(info.rows[0]).toMatchObject({ process_ref: child.ref, pid: child.process.pid, name: child.name });
  });

  it('answers the two one-call examples with a page and cleanup included', async () => {
    const paths = await session.ok<JobData>('winproc_start_capture', { kind: 'file_users', read: { projection: ['path'], distinct_paths: true } });
    expect(paths.data.state).toBe('succeeded');
    const rows = paths.data.result_page!.data.rows;
    expect(rows).toContainEqual({ path: join(child.dir, 'a.log') });
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    if (paths.data.next_action === null) expect(paths.data.capture_retained).toBe(false);
    const logs = await session.ok<JobData>('winproc_start_capture', { kind: 'file_users', read: { owner_name: child.name, extension: '.log', projection: ['path'] } });
    expect(logs.data).toMatchObject({ state: 'succeeded', capture_retained: false, next_action: null });
    expect(logs.data.result_page!.data.rows.map((row) => row.path).sort()).toEqual([join(child.dir, 'a.log'), join(child.dir, 'b.log')]); // one row per owner and path
    const again = await session.ok<JobData>('winproc_get_job', { job_id: logs.data.job_id });
    expect(again.data.result_consumed).toBe(true);
  });

  it('the spec file_users example abandoned five times never leaves the connection at RESOURCE_LIMIT', { timeout: 120_000 }, async () => {
    // A page of one row leaves each stream (its source capture and its derived distinct-paths capture) open with a
    // continuation nobody follows; four of them fill the connection's eight capture slots.
    const own = await app.connect();
    try {
      const continuations: Record<string, unknown>[] = [];
      for (let i = 0; i < 5; i++) {
        const started = await own.ok<JobData>('winproc_start_capture', { kind: 'file_users', read: { projection: ['path'], distinct_paths: true, limit: 1 } });
        expect(started.data.state, JSON.stringify(started.data)).toBe('succeeded');
        expect(started.data.next_action?.tool).toBe('winproc_read_capture');
        continuations.push(started.data.next_action!.arguments);
      }
      // The oldest abandoned stream made room (source and derived capture together); the newest still continues.
      expect((await own.fails('winproc_read_capture', continuations[0]!, 'CURSOR_INVALID')).retryable).toBe(false);
      const next = await own.ok<{ rows: unknown[] }>('winproc_read_capture', continuations[4]!);
      expect(next.data.rows).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('a child exiting mid-capture yields PROCESS_EXITED or its own data, never another process', async () => {
    for (const kind of ['open_files', 'threads', 'process_info'] as const) {
      const victim = app.spawnNamed(uniqueName('vic'));
      const name = (await waitFor(async () => commOf(victim.pid!), 'comm')) as string;
      const ref = await waitFor(async () => {
        const listing = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { name } });
        return listing.data.rows.find((row) => row.name === name)?.process_ref;
      }, `${name} listed`, 20_000, 300);
      const started =
        kind === 'process_info'
          ? await session.call('winproc_get_process_info', { process_ref: ref, wait_ms: 0 })
          : await session.call('winproc_start_capture', { kind, process_ref: ref, wait_ms: 0 });
      await app.kill(victim);
      if (started.isError) {
        expect(started.structured.error?.code).toBe('PROCESS_EXITED');
        continue;
      }
      const jobId = (started.structured.data as JobData).job_id;
      const { job, rows } = await complete(session, await session.ok<JobData>('winproc_get_job', { job_id: jobId }));
      if (job.state === 'failed') {
        expect(['PROCESS_EXITED', 'IDENTITY_CHANGED']).toContain(job.result?.error?.code);
        continue;
      }
      // A success is the victim's own data, never an empty page passed off as it (an exited target is PROCESS_EXITED).
      expect(rows.length, `${kind} succeeded with no rows`).toBeGreaterThan(0);
      if (kind === 'process_info') for (const row of rows) expect(row.pid).toBe(victim.pid);
      if (kind === 'threads') for (const row of rows) expect(row.tid).toBe(victim.pid); // sleep is single-threaded
      if (kind === 'open_files') for (const row of rows) expect(row.path).not.toContain(child.dir);
    }
  });

  it('rejects file_users with a process_ref and returns REFERENCE_INVALID for an unknown job', async () => {
    await session.fails('winproc_start_capture', { kind: 'file_users', process_ref: child.ref }, 'INVALID_ARGUMENT');
    await session.fails('winproc_get_job', { job_id: 'j_unknown' }, 'REFERENCE_INVALID');
    const cancel = await session.ok<{ cancel_requested: boolean }>('winproc_cancel_job', { job_id: (await session.ok<JobData>('winproc_start_capture', { kind: 'threads', process_ref: child.ref, wait_ms: 0 })).data.job_id });
    expect(typeof cancel.data.cancel_requested).toBe('boolean');
    expect(child.process.exitCode).toBeNull(); // cancellation never touches the investigated process
  });
});
