// The retained-result budget across connections (spec §8: 64 MiB per connection, at most 256 MiB across four) end to
// end: the real application in tmux with both budgets lowered by its test hook (WINPROC_TUI_TEST_RETAINED_BYTES) to
// multiples of one saved log's reservation, four real bridges over stdio each loading that log through the real
// socket. A fifth load that fits its connection but not the total fails with RESOURCE_LIMIT and keeps nothing; a
// close on another connection and another connection's disconnect each free room for exactly one more load.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLogFile } from '../../src/recording/load.js';
import { LiveApp, waitFor, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';

const FIXTURE = join(import.meta.dirname, '../fixtures/recordings/v3-basic.log');

interface JobData {
  readonly job_id: string;
  readonly state: string;
  readonly result?: { readonly log_ref?: string; readonly error?: { readonly code: string; readonly message: string; readonly retryable: boolean } };
}

/** Lists the directory once on `session` (only listed log IDs open, spec §7), opens the fixture and waits for the load job's end. */
const listedOn = new WeakSet<Session>();
async function open(session: Session): Promise<JobData> {
  if (!listedOn.has(session)) {
    const listing = (await session.ok<JobData>('winproc_list_logs', {})).data;
    expect(listing.state).toBe('succeeded');
    listedOn.add(session);
  }
  const first = (await session.ok<JobData>('winproc_open_log', { log_id: 'v3-basic.log' })).data;
  return waitFor(async () => {
    if (first.state !== 'running') return first;
    const job = (await session.ok<JobData>('winproc_get_job', { job_id: first.job_id })).data;
    return job.state === 'running' ? null : job;
  }, 'the load job', 60_000);
}

async function loaded(session: Session): Promise<string> {
  const job = await open(session);
  expect(job.state, JSON.stringify(job.result)).toBe('succeeded');
  return job.result!.log_ref!;
}

async function refusedOverall(session: Session): Promise<void> {
  const job = await open(session);
  expect(job.state).toBe('failed');
  expect(job.result!.error).toMatchObject({ code: 'RESOURCE_LIMIT', retryable: true });
  expect(job.result!.error!.message).toMatch(/all connections/);
}

describe.skipIf(!requireTmux())('the retained-result budget across connections through the real socket', () => {
  let app: LiveApp;
  let dir: string;
  let clients: Session[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'winproc-budget-'));
    copyFileSync(FIXTURE, join(dir, 'v3-basic.log'));
    // One load's reservation, as the application's own loader counts it.
    const reservation = (await loadLogFile(FIXTURE, { budgetBytes: 1024 * 1024 * 1024 })).reservedBytes;
    // Each connection may hold two loads; all four together four and a half.
    const hook = `connection=${2 * reservation},total=${4 * reservation + Math.floor(reservation / 2)}`;
    app = await LiveApp.start({ WINPROC_TUI_TEST_RETAINED_BYTES: hook }, `[recording]\ndirectory = ${JSON.stringify(dir)}\n`);
    clients = [];
    for (let i = 0; i < 4; i++) clients.push(await app.connect());
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a fifth reservation over the total with RESOURCE_LIMIT, keeps nothing, and frees room on close and disconnect', async () => {
    const [a, b, c, d] = clients as [Session, Session, Session, Session];
    const refs = [];
    for (const client of clients) refs.push(await loaded(client));
    // d holds one log and may hold two by its own budget, but the four connections already hold four of four and a half.
    await refusedOverall(d);
    // Its first log is untouched by the refusal.
    expect((await d.ok<{ rows: unknown[] }>('winproc_list_processes', { source: 'log', log_ref: refs[3], scope: 'all' })).data.rows.length).toBeGreaterThan(0);
    // a closes its log: room for exactly one more (had the refused load kept anything, there would be none).
    expect((await a.ok<{ closed: boolean }>('winproc_close_log', { log_ref: refs[0] })).data.closed).toBe(true);
    await loaded(d);
    await refusedOverall(c);
    // b disconnects: its log goes with it, and c's second load fits now.
    await b.close();
    await loaded(c);
    await refusedOverall(a);
  }, 120_000);
});
