// Guards the investigation pool and the per-connection job registry (spec §8, DESIGN §4): 8 global slots with
// BUSY beyond, slots held until the worker reports cleanup, a stuck worker terminated and replaced at the deadline
// (its file-user lock freed), 2 active jobs and 64 records per connection, 5-minute metadata expiry, budgets
// checked when a result arrives, and cancellation that only ever posts a cancel to the worker.
import { EventEmitter } from 'node:events';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireFileUsersLock, isFileUsersScanRunning } from '../../../src/collectors/investigations/index.js';
import { InvestigationPool, setInvestigationPool, type PoolWorker, type TaskOutcome, type ToInvestigationWorker } from '../../../src/investigation-pool/pool.js';
import { SlotBudget } from '../../../src/investigation-pool/budget.js';
import { Harness, snap, type Proc } from './harness.js';

const T0 = 1_700_000_000_000;

/** A scripted pool worker: records what it is told and answers when the test says so. */
class FakeWorker extends EventEmitter implements PoolWorker {
  readonly messages: ToInvestigationWorker[] = [];
  terminated = false;
  constructor(
    readonly threadId: number,
    private readonly auto: ((message: ToInvestigationWorker, worker: FakeWorker) => void) | null,
  ) {
    super();
  }
  postMessage(message: ToInvestigationWorker): void {
    this.messages.push(message);
    this.auto?.(message, this);
  }
  done(taskId: number, outcome: TaskOutcome): void {
    this.emit('message', { type: 'done', taskId, outcome });
  }
  lastRun(): number {
    const run = [...this.messages].reverse().find((m) => m.type === 'run') as { taskId: number };
    return run.taskId;
  }
  async terminate(): Promise<number> {
    this.terminated = true;
    queueMicrotask(() => this.emit('exit', 1));
    return 1;
  }
}

function fakePool(options: { deadlineMs?: number; graceMs?: number; threadIdOf?: () => number; auto?: FakeWorker['auto'] extends infer A ? A : never } = {}) {
  const workers: FakeWorker[] = [];
  let nextThread = 1000;
  // Its own budget of 8 slots: each test's pool starts empty, whatever earlier tests left running.
  const budget = new SlotBudget();
  const pool = new InvestigationPool({
    budget: () => budget,
    deadlineMs: options.deadlineMs ?? 60_000,
    terminateGraceMs: options.graceMs ?? 50,
    spawn: () => {
      const worker = new FakeWorker(options.threadIdOf?.() ?? nextThread++, options.auto ?? null);
      workers.push(worker);
      return worker;
    },
  });
  return { pool, workers };
}

const fileResult = (rows: number): TaskOutcome => ({
  ok: true,
  result: {
    kind: 'file_users',
    rows: Array.from({ length: rows }, (_, i) => ({ pid: 10, name: 'holder', path: `/tmp/f${i}.log`, handle_count: 1 })),
    coverage: { processes_total: 1, processes_scanned: 1, processes_failed: 0 },
    status: 'complete',
    warnings: [],
    startedAtMs: T0,
    finishedAtMs: T0 + 5,
    processes: [{ pid: 10, name: 'holder', startTimeMs: T0 - 100, startToken: '42' }],
  },
});

const procs: Proc[] = [{ pid: 10, name: 'holder', start: T0 - 100 }];

afterEach(() => {
  setInvestigationPool(null);
  vi.useRealTimers();
});

describe('investigation pool', () => {
  it('has 8 global slots, reuses idle workers and answers BUSY beyond them', async () => {
    const { pool, workers } = fakePool();
    const tasks = Array.from({ length: 8 }, () => pool.run({ kind: 'file_users', target: null }));
    expect(() => pool.run({ kind: 'file_users', target: null })).toThrow(expect.objectContaining({ name: 'PoolBusyError', closing: false }));
    expect(workers).toHaveLength(8);
    workers[0]!.done(tasks[0]!.id, fileResult(1));
    await tasks[0]!.released;
    pool.run({ kind: 'network', target: null });
    expect(workers).toHaveLength(8); // the idle worker was reused
    expect(workers[0]!.messages.filter((m) => m.type === 'run')).toHaveLength(2);
  });

  it('keeps a cancelled slot occupied until the worker reports its cleanup finished', async () => {
    const { pool, workers } = fakePool({ auto: null });
    const task = pool.run({ kind: 'file_users', target: null });
    task.cancel();
    expect(await task.outcome).toMatchObject({ ok: false, kind: 'cancelled' });
    expect(workers[0]!.messages.at(-1)).toEqual({ type: 'cancel', taskId: task.id });
    expect(task.occupied).toBe(true);
    expect(pool.busySlots).toBe(1);
    // A late result after the cancel does not change the outcome; it frees the slot.
    workers[0]!.done(task.id, fileResult(1));
    await task.released;
    expect(pool.busySlots).toBe(0);
    expect(await task.outcome).toMatchObject({ ok: false, kind: 'cancelled' });
  });

  it('fails a job at the deadline with TIMEOUT, terminates and replaces a stuck worker and frees its scan lock', async () => {
    // The fake worker claims this thread's id, so the lock taken here looks held by it.
    const { pool, workers } = fakePool({ deadlineMs: 30, graceMs: 20, threadIdOf: () => threadId });
    const lease = acquireFileUsersLock();
    expect(isFileUsersScanRunning()).toBe(true);
    const task = pool.run({ kind: 'file_users', target: null });
    expect(await task.outcome).toMatchObject({ ok: false, kind: 'timeout' });
    expect(workers[0]!.messages.at(-1)).toEqual({ type: 'cancel', taskId: task.id });
    await task.released;
    expect(workers[0]!.terminated).toBe(true);
    expect(isFileUsersScanRunning()).toBe(false);
    lease.release(); // idempotent for the test's own lease
    expect(pool.workerCount).toBe(0);
    pool.run({ kind: 'network', target: null });
    expect(workers).toHaveLength(2); // replaced
    expect(pool.terminated).toBe(1);
  });
});

describe('connection jobs', () => {
  function setup(auto: FakeWorker['auto'] = null) {
    const h = new Harness();
    h.apply(snap(T0, procs));
    const { pool, workers } = fakePool({ auto });
    setInvestigationPool(pool);
    return { h, pool, workers };
  }

  it('allows 2 active jobs per connection: a third is BUSY, a finished one frees its place', async () => {
    const { h, workers } = setup();
    const a = await h.ok('winproc_start_capture', { kind: 'file_users' });
    await h.ok('winproc_start_capture', { kind: 'network' });
    await h.fails('winproc_start_capture', { kind: 'network' }, 'BUSY');
    workers[0]!.done(workers[0]!.lastRun(), fileResult(2));
    const job = await h.connection.jobs.whenSettled(a.data.job_id as string);
    expect(job.state).toBe('succeeded');
    await new Promise((resolve) => setImmediate(resolve));
    await h.ok('winproc_start_capture', { kind: 'network' });
  });

  it('counts a cancelled job that is still cleaning up as active', async () => {
    const { h, workers } = setup();
    const a = await h.ok('winproc_start_capture', { kind: 'file_users' });
    await h.ok('winproc_start_capture', { kind: 'network' });
    const cancel = await h.ok('winproc_cancel_job', { job_id: a.data.job_id });
    expect(cancel.data).toMatchObject({ state: 'failed', cancel_requested: true, cleanup_pending: true });
    await h.fails('winproc_start_capture', { kind: 'network' }, 'BUSY');
    workers[0]!.done(workers[0]!.lastRun(), { ok: false, kind: 'cancelled', message: 'cancelled' });
    await new Promise((resolve) => setImmediate(resolve));
    const again = await h.ok('winproc_cancel_job', { job_id: a.data.job_id });
    expect(again.data).toMatchObject({ state: 'failed', cancel_requested: false, cleanup_pending: false });
    await h.ok('winproc_start_capture', { kind: 'network' });
  });

  it('keeps at most 64 job records until they expire, then the job is REFERENCE_INVALID', async () => {
    const { h } = setup((message, worker) => {
      if (message.type === 'run') queueMicrotask(() => worker.done(message.taskId, { ok: false, kind: 'access_denied', message: 'denied' }));
    });
    const ids: string[] = [];
    for (let i = 0; i < 64; i++) {
      const started = await h.ok('winproc_start_capture', { kind: 'network' });
      ids.push(started.data.job_id as string);
      await h.connection.jobs.whenSettled(ids.at(-1)!);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const failed = await h.ok('winproc_get_job', { job_id: ids[0] });
    expect(failed.data).toMatchObject({ state: 'failed', result: { error: { code: 'ACCESS_DENIED', retryable: false } } });
    const message = await h.fails('winproc_start_capture', { kind: 'network' }, 'RESOURCE_LIMIT');
    expect(message).toMatch(/64 job records/);
    h.clock += 5 * 60_000;
    await h.fails('winproc_get_job', { job_id: ids[0] }, 'REFERENCE_INVALID');
    await h.ok('winproc_start_capture', { kind: 'network' });
  });

  it('stores a result as a capture that expires with its job metadata: REFERENCE_INVALID / CURSOR_INVALID afterwards', async () => {
    const { h, workers } = setup();
    const started = await h.ok('winproc_start_capture', { kind: 'file_users' });
    workers[0]!.done(workers[0]!.lastRun(), fileResult(3));
    await h.connection.jobs.whenSettled(started.data.job_id as string);
    const job = await h.ok('winproc_get_job', { job_id: started.data.job_id });
    const captureId = (job.data.result as { capture_id: string }).capture_id;
    expect(job.data.result).toEqual({ capture_id: captureId, status: 'complete' });
    const page = await h.ok('winproc_read_capture', { capture_id: captureId, limit: 1 });
    expect(page.data.rows![0]).toMatchObject({ pid: 10, path: '/tmp/f0.log', handle_count: 1 });
    const selected = await h.ok('winproc_read_capture', { capture_id: captureId, owner_name: 'holder', limit: 1 });
    h.clock += 5 * 60_000;
    await h.fails('winproc_get_job', { job_id: started.data.job_id }, 'REFERENCE_INVALID');
    await h.fails('winproc_read_capture', { capture_id: captureId }, 'REFERENCE_INVALID');
    // Continuing by cursor is the cursor path (spec §8), with or without selectors.
    await h.fails('winproc_read_capture', { capture_id: captureId, owner_name: 'holder', limit: 1, cursor: selected.data.next_cursor }, 'CURSOR_INVALID');
    await h.fails('winproc_read_capture', { capture_id: captureId, limit: 1, cursor: page.data.next_cursor }, 'CURSOR_INVALID');
  });

  it('fails a job with RESOURCE_LIMIT when its result would be a ninth retained capture, keeping the existing ones', async () => {
    const { h, workers } = setup();
    for (let i = 0; i < 7; i++) await h.ok('winproc_list_processes', {});
    const started = await h.ok('winproc_start_capture', { kind: 'file_users' });
    await h.ok('winproc_list_processes', {}); // the eighth capture arrives while the job runs
    workers[0]!.done(workers[0]!.lastRun(), fileResult(1));
    const job = await h.connection.jobs.whenSettled(started.data.job_id as string);
    expect(job.state).toBe('failed');
    expect(job.error?.code).toBe('RESOURCE_LIMIT');
    expect(h.connection.captures.retainedCount).toBe(8);
    // With 8 retained captures a new job is refused at once.
    await new Promise((resolve) => setImmediate(resolve));
    await h.fails('winproc_start_capture', { kind: 'network' }, 'RESOURCE_LIMIT');
  });

  it('names the retained captures when a start finds no room, and counts expired captures as gone without a sweep', async () => {
    const { h } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await h.ok('winproc_list_processes', {})).data.capture_id as string);
    const full = await h.call('winproc_start_capture', { kind: 'network' });
    // The ids tell capture room from the 64 job records, which no release can free.
    expect(full).toMatchObject({ error: { code: 'RESOURCE_LIMIT', retained_capture_ids: ids } });
    h.clock += 5 * 60_000;
    // Nothing else touched the store since the captures expired: the start alone must see the free room.
    await h.ok('winproc_start_capture', { kind: 'network' });
  });

  it('cancels by posting a cancel to the worker only: the investigated process is never signalled', async () => {
    const { h, workers } = setup();
    const kill = vi.spyOn(process, 'kill');
    const ref = (await h.ok('winproc_list_processes', {})).data.rows![0]!.process_ref as string;
    const started = await h.ok('winproc_start_capture', { kind: 'threads', process_ref: ref });
    await h.ok('winproc_cancel_job', { job_id: started.data.job_id });
    expect(workers[0]!.messages.map((m) => m.type)).toEqual(['run', 'cancel']);
    expect(workers[0]!.terminated).toBe(false);
    expect(kill).not.toHaveBeenCalled();
    kill.mockRestore();
    const job = await h.ok('winproc_get_job', { job_id: started.data.job_id });
    expect(job.data).toMatchObject({ state: 'failed', result: { error: { code: 'CANCELLED' } } });
  });

  it('reports a deadline as a failed TIMEOUT job', async () => {
    const h = new Harness();
    h.apply(snap(T0, procs));
    const { pool } = fakePool({ deadlineMs: 20, graceMs: 10 });
    setInvestigationPool(pool);
    const started = await h.ok('winproc_start_capture', { kind: 'network' });
    const job = await h.connection.jobs.whenSettled(started.data.job_id as string);
    expect(job.error).toMatchObject({ code: 'TIMEOUT', retryable: true });
    const polled = await h.ok('winproc_get_job', { job_id: started.data.job_id });
    expect(polled.data).toMatchObject({ state: 'failed', result: { error: { code: 'TIMEOUT' } } });
  });

  it('cancels running jobs on disconnect', async () => {
    const { h, workers } = setup();
    const started = await h.ok('winproc_start_capture', { kind: 'network' });
    h.connection.dispose();
    expect(h.connection.jobs.get(started.data.job_id as string).error?.code).toBe('CANCELLED');
    expect(workers[0]!.messages.at(-1)?.type).toBe('cancel');
  });
});
