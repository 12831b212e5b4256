// Guards the investigation handlers and the bridge's capture-starter delivery with scripted pool workers:
// argument rules per kind, identity verification before dispatch (exited, unverifiable, foreign references),
// Log view, owner references in file-user rows, published output shapes, and spec §4 delivery (first page under
// result_page, cleanup with capture_retained false, result_consumed, next_action, failed selections, raw mode).
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { adapterFor, type ToolAdapter } from '../../../generated/bridge/adapters.js';
import { dispatchTool } from '../../../src/backend/dispatcher.js';
import { InvestigationPool, setInvestigationPool, type PoolWorker, type TaskOutcome, type ToInvestigationWorker } from '../../../src/investigation-pool/pool.js';
import { SlotBudget } from '../../../src/investigation-pool/budget.js';
import { Delivery } from '../../../src/bridge/delivery.js';
import type { ToolEnvelope } from '../../../src/bridge/envelope.js';
import type { BackendGateway } from '../../../src/bridge/server.js';
import { expectPublishedShape, Harness, snap, type Proc } from './harness.js';

const T0 = 1_700_000_000_000;
const procs: Proc[] = [
  { pid: 10, name: 'chrome', start: T0 - 100 },
  { pid: 11, name: 'bash', start: T0 - 90 },
  { pid: 12, name: 'mystery', start: null },
];

const fileUsers: TaskOutcome = {
  ok: true,
  result: {
    kind: 'file_users',
    rows: [
      { pid: 10, name: 'chrome', path: '/var/log/a.log', kind: 'handle', handle_count: 2 },
      { pid: 10, name: 'chrome', path: '/var/log/a.log', kind: 'handle', handle_count: 1 },
      { pid: 10, name: 'chrome', path: '/home/u/cache.db', kind: 'handle', handle_count: 1 },
      { pid: 11, name: 'bash', path: '/var/log/b.log', kind: 'handle', handle_count: 1 },
      { pid: 77, name: 'ghost', path: '/tmp/x.log', kind: 'handle', handle_count: 1 },
    ],
    coverage: { processes_total: 3, processes_scanned: 3, processes_failed: 0 },
    status: 'complete',
    warnings: [],
    startedAtMs: T0,
    finishedAtMs: T0 + 10,
    processes: [
      { pid: 10, name: 'chrome', startTimeMs: T0 - 100, startToken: String(T0 - 100) },
      { pid: 11, name: 'bash', startTimeMs: T0 - 90, startToken: String(T0 - 90) },
      { pid: 77, name: 'ghost', startTimeMs: null, startToken: null },
    ],
  },
};

/** Pool workers that answer each run with `answer(request)` after `delayMs` (never when it returns null). */
function scriptedPool(answer: (message: Extract<ToInvestigationWorker, { type: 'run' }>) => TaskOutcome | null, delayMs = 0) {
  const runs: Extract<ToInvestigationWorker, { type: 'run' }>[] = [];
  // Its own budget of 8 slots: each test's pool starts empty, whatever earlier tests left running.
  const budget = new SlotBudget();
  const pool = new InvestigationPool({
    budget: () => budget,
    spawn: () => {
      const worker = new EventEmitter() as EventEmitter & PoolWorker;
      Object.assign(worker, {
        threadId: 4242,
        postMessage(message: ToInvestigationWorker) {
          if (message.type === 'run') {
            runs.push(message);
            const outcome = answer(message);
            if (outcome) setTimeout(() => worker.emit('message', { type: 'done', taskId: message.taskId, outcome }), delayMs);
          } else if (message.type === 'cancel') {
            setTimeout(() => worker.emit('message', { type: 'done', taskId: message.taskId, outcome: { ok: false, kind: 'cancelled', message: 'cancelled' } }), 1);
          }
        },
        terminate: async () => 0,
      });
      return worker;
    },
  });
  setInvestigationPool(pool);
  return { pool, runs };
}

afterEach(() => {
  setInvestigationPool(null);
});

async function refs(h: Harness): Promise<Record<string, string>> {
  const listing = await h.ok('winproc_list_processes', { projection: ['process_ref', 'name'] });
  const out = Object.fromEntries(listing.data.rows!.map((row) => [row.name as string, row.process_ref as string]));
  h.connection.captures.releaseAll();
  return out;
}

describe('investigation handlers', () => {
  it('applies the process_ref rule of each kind before dispatching anything', async () => {
    const h = new Harness();
    h.apply(snap(T0, procs));
    const { runs } = scriptedPool(() => null);
    const ref = await refs(h);
    await h.fails('winproc_start_capture', { kind: 'file_users', process_ref: ref.chrome }, 'INVALID_ARGUMENT');
    for (const kind of ['open_files', 'modules', 'threads', 'scheduling']) await h.fails('winproc_start_capture', { kind }, 'INVALID_ARGUMENT');
    await h.fails('winproc_start_capture', { kind: 'threads', process_ref: 'p_forged' }, 'REFERENCE_INVALID');
    await h.fails('winproc_start_capture', { kind: 'threads', process_ref: ref.mystery }, 'IDENTITY_UNVERIFIABLE');
    expect(runs).toHaveLength(0);
    // The chrome lifetime leaves the latest sample: exited, never resolved by PID to another lifetime.
    h.apply(snap(T0 + 1000, [procs[1]!, { pid: 10, name: 'chrome', start: T0 + 500 }]));
    await h.fails('winproc_start_capture', { kind: 'open_files', process_ref: ref.chrome }, 'PROCESS_EXITED');
    await h.fails('winproc_get_process_info', { process_ref: ref.chrome }, 'PROCESS_EXITED');
    expect(runs).toHaveLength(0);
    // Network accepts both forms; the target passed to the worker is the verified identity.
    await h.ok('winproc_start_capture', { kind: 'network' });
    await h.ok('winproc_start_capture', { kind: 'network', process_ref: ref.bash });
    expect(runs.map((r) => r.request.target?.pid ?? null)).toEqual([null, 11]);
  });

  it('returns the job at once and reports its result; file-user owners gain process_ref when verified', async () => {
    const h = new Harness();
    h.apply(snap(T0, procs));
    scriptedPool(() => fileUsers);
    const ref = await refs(h);
    const started = await h.ok('winproc_start_capture', { kind: 'file_users' });
    expect(started.data).toMatchObject({ kind: 'file_users', state: 'running' });
    await h.connection.jobs.whenSettled(started.data.job_id as string);
    const job = await h.ok('winproc_get_job', { job_id: started.data.job_id });
    expect(job.data).toMatchObject({ state: 'succeeded', result: { status: 'complete' } });
    const page = await h.ok('winproc_read_capture', { capture_id: (job.data.result as { capture_id: string }).capture_id });
    expect(page.data.rows![0]).toEqual({ process_ref: ref.chrome, pid: 10, name: 'chrome', path: '/var/log/a.log', kind: 'handle', handle_count: 2 });
    expect(page.data.rows![3]!.process_ref).toBe(ref.bash);
    expect(page.data.rows![4]).toEqual({ pid: 77, name: 'ghost', path: '/tmp/x.log', kind: 'handle', handle_count: 1 });
    expect(page.data.coverage).toEqual({ processes_total: 3, processes_scanned: 3, processes_failed: 0, listed: 5 });
    await h.fails('winproc_get_job', { job_id: 'j_unknown' }, 'REFERENCE_INVALID');
  });

  it('collects process info with default fields, adding process_ref to the row', async () => {
    const h = new Harness();
    h.apply(snap(T0, procs));
    const { runs } = scriptedPool(() => ({
      ok: true,
      result: { kind: 'process_info', rows: [{ pid: 11, name: 'bash', image: { value: { path: '/usr/bin/bash', signature: { unavailable: 'not_available_on_platform' } } }, version: { unavailable: 'not_available_on_platform' } }], coverage: {}, status: 'complete', warnings: [], startedAtMs: T0, finishedAtMs: T0 + 1 },
    }));
    const ref = await refs(h);
    const started = await h.ok('winproc_get_process_info', { process_ref: ref.bash });
    expect(runs[0]!.request).toMatchObject({ kind: 'process_info', fields: ['image', 'version'] });
    const job = await h.connection.jobs.whenSettled(started.data.job_id as string);
    const page = await h.ok('winproc_read_capture', { capture_id: job.captureId });
    expect(page.data.rows![0]).toMatchObject({ process_ref: ref.bash, pid: 11, image: { value: { path: '/usr/bin/bash' } } });
    await h.fails('winproc_read_capture', { capture_id: job.captureId, projection: ['user'] }, 'INVALID_ARGUMENT');
  });

  it('rejects live jobs in Log view and cancels running ones when Log view is entered', async () => {
    const h = new Harness();
    h.apply(snap(T0, procs));
    scriptedPool(() => null);
    const started = await h.ok('winproc_start_capture', { kind: 'network' });
    h.state.apply({ type: 'activity', activity: 'log_view', displayPaused: false });
    await h.fails('winproc_start_capture', { kind: 'file_users' }, 'ACTIVITY_CONFLICT');
    const job = await h.ok('winproc_get_job', { job_id: started.data.job_id });
    expect(job.data).toMatchObject({ state: 'failed', result: { error: { code: 'CANCELLED' } } });
  });
});

class InProcessGateway implements BackendGateway {
  readonly calls: { method: string; args: Record<string, unknown> }[] = [];
  constructor(private readonly h: Harness) {}
  async call(adapter: ToolAdapter, args: Record<string, unknown>): Promise<ToolEnvelope> {
    this.calls.push({ method: adapter.backendMethod, args });
    return dispatchTool(adapter.backendMethod, args, this.h.context());
  }
}

type JobEnvelope = { data: Record<string, any>; error?: { code: string } };

function deliverySetup(raw = false, delayMs = 0, outcome: TaskOutcome = fileUsers) {
  const h = new Harness();
  h.apply(snap(T0, procs));
  const { runs } = scriptedPool(() => outcome, delayMs);
  const gateway = new InProcessGateway(h);
  const delivery = new Delivery({ raw, gateway });
  const call = async (tool: string, args: Record<string, unknown>) => {
    const envelope = await delivery.call(adapterFor(tool)!, args, new AbortController().signal);
    expectPublishedShape(tool, envelope);
    return envelope as unknown as JobEnvelope;
  };
  return { h, runs, gateway, delivery, call };
}

describe('capture-starter delivery (normal bridge)', () => {
  it('returns a page of distinct paths in one call, with cleanup included', async () => {
    const { h, gateway, call, runs } = deliverySetup();
    const result = await call('winproc_start_capture', { kind: 'file_users', read: { projection: ['path'], distinct_paths: true } });
    expect(result.data).toMatchObject({ state: 'succeeded', capture_retained: false, retained_capture_ids: [], next_action: null });
    expect(result.data.result_page.data.rows).toEqual([{ path: '/var/log/a.log' }, { path: '/home/u/cache.db' }, { path: '/var/log/b.log' }, { path: '/tmp/x.log' }]);
    expect(result.data.result_page.data).toMatchObject({ capture_retained: false, next_action: null, next_cursor: null });
    expect(h.connection.captures.retainedCount).toBe(0);
    // The start was dispatched once, without delivery arguments; only get_job is polled.
    expect(gateway.calls.filter((c) => c.method === 'start_capture')).toHaveLength(1);
    expect(gateway.calls[0]!.args).toEqual({ kind: 'file_users', __delivery: { raw: false } });
    expect(runs).toHaveLength(1);
    // A later poll reports the rows as consumed without rescanning.
    const later = await call('winproc_get_job', { job_id: result.data.job_id });
    expect(later.data).toMatchObject({ state: 'succeeded', result_consumed: true, capture_retained: false });
    expect(later.data.result_page).toBeUndefined();
    expect(runs).toHaveLength(1);
  });

  it('keeps names that are not valid UTF-8 apart in distinct paths, filters and projections', async () => {
    // Collector rows as they come for `/d/n-<ff>`, `/d/n-<fe>` and the valid name `/d/n-\xff` (whose text equals
    // the first one's display form), each held by two processes.
    const row = (pid: number, path: string, hex?: string) => ({ pid, name: 'chrome', path, ...(hex ? { path_bytes_hex: hex } : {}), kind: 'handle', handle_count: 1 });
    const rows = [10, 11].flatMap((pid) => [row(pid, '/d/n-\\xff', '2f642f6e2dff'), row(pid, '/d/n-\\xfe', '2f642f6e2dfe'), row(pid, '/d/n-\\xff')]);
    const outcome: TaskOutcome = { ok: true, result: { ...(fileUsers as Extract<TaskOutcome, { ok: true }>).result, rows } };
    const { call } = deliverySetup(false, 0, outcome);
    const distinct = await call('winproc_start_capture', { kind: 'file_users', read: { projection: ['path'], distinct_paths: true } });
    // Three files, three rows: the byte names are told apart by their bytes, the valid name by its text.
    expect(distinct.data.result_page.data.rows).toEqual([{ path: '/d/n-\\xff' }, { path: '/d/n-\\xfe' }, { path: '/d/n-\\xff' }]);
    const exact = await call('winproc_start_capture', { kind: 'file_users', read: { filter: 'n-\\xfe', owner_name: 'chrome', projection: ['pid', 'path_bytes_hex'] } });
    expect(exact.data.result_page.data.rows).toEqual([{ pid: 10, path_bytes_hex: '2f642f6e2dfe' }, { pid: 11, path_bytes_hex: '2f642f6e2dfe' }]);
  });

  it('selects by owner name and extension', async () => {
    const { call } = deliverySetup();
    const result = await call('winproc_start_capture', { kind: 'file_users', read: { owner_name: 'CHROME', extension: '.log', projection: ['path'] } });
    expect(result.data.result_page.data.rows).toEqual([{ path: '/var/log/a.log' }, { path: '/var/log/a.log' }]);
  });

  it('returns a get_job next_action preserving read and retention while the job runs, then delivers on that poll', async () => {
    const { call, h } = deliverySetup(false, 300);
    const read = { projection: ['path'], limit: 2 };
    const first = await call('winproc_start_capture', { kind: 'file_users', wait_ms: 0, read, retain_capture: true });
    expect(first.data.state).toBe('running');
    expect(first.data.next_action).toEqual({ tool: 'winproc_get_job', arguments: { job_id: first.data.job_id, read, retain_capture: true } });
    const done = await call(first.data.next_action.tool, { ...first.data.next_action.arguments, wait_ms: 3000 });
    expect(done.data.state).toBe('succeeded');
    expect(done.data.result_page.data.rows).toHaveLength(2);
    // Retained: source and derived capture stay with the caller; the continuation preserves retention.
    expect(done.data.capture_retained).toBe(true);
    expect(done.data.retained_capture_ids).toHaveLength(2);
    expect(done.data.next_action).toMatchObject({ tool: 'winproc_read_capture', arguments: { limit: 2, retain_capture: true } });
    expect(done.data.result_page.data.next_action).toEqual(done.data.next_action);
    expect(h.connection.captures.retainedCount).toBe(2);
  });

  it('streams a multi-page first read and releases the whole chain after the final page', async () => {
    const { call, h } = deliverySetup();
    const result = await call('winproc_start_capture', { kind: 'file_users', read: { projection: ['path'], limit: 3 } });
    expect(result.data.capture_retained).toBe(true);
    let action = result.data.next_action;
    expect(action.tool).toBe('winproc_read_capture');
    expect(h.connection.captures.retainedCount).toBe(2);
    const rows = [...result.data.result_page.data.rows];
    while (action) {
      const page = await call(action.tool, action.arguments);
      rows.push(...(page.data.rows as unknown[]));
      action = page.data.next_action;
    }
    expect(rows).toHaveLength(5);
    expect(h.connection.captures.retainedCount).toBe(0);
    const later = await call('winproc_get_job', { job_id: result.data.job_id });
    expect(later.data.result_consumed).toBe(true);
  });

  it('keeps the source retained after a failed first-page selection and reports it', async () => {
    const { call, h } = deliverySetup();
    const result = await call('winproc_start_capture', { kind: 'file_users', read: { projection: ['tid'] } });
    expect(result.data.state).toBe('succeeded');
    expect(result.data.result_page.error.code).toBe('INVALID_ARGUMENT');
    expect(result.data.capture_retained).toBe(true);
    expect(result.data.retained_capture_ids).toEqual([result.data.result.capture_id]);
    expect(h.connection.captures.has(result.data.result.capture_id)).toBe(true);
  });

  it('reports a failed job with a null next_action', async () => {
    const { call } = deliverySetup(false, 0, { ok: false, kind: 'exited', message: 'exited' });
    const result = await call('winproc_start_capture', { kind: 'network' });
    expect(result.data).toMatchObject({ state: 'failed', result: { error: { code: 'PROCESS_EXITED' } }, next_action: null });
  });
});

describe('capture-starter delivery (raw bridge)', () => {
  it('returns the handle at once, reads only with an explicit read, and adds no managed metadata', async () => {
    const { call, h } = deliverySetup(true, 50);
    const first = await call('winproc_start_capture', { kind: 'file_users' });
    expect(first.data.state).toBe('running');
    expect(first.data.next_action).toBeUndefined();
    await h.connection.jobs.whenSettled(first.data.job_id);
    const polled = await call('winproc_get_job', { job_id: first.data.job_id });
    expect(polled.data.result_page).toBeUndefined();
    expect(h.connection.captures.retainedCount).toBe(1);
    const read = await call('winproc_get_job', { job_id: first.data.job_id, read: { projection: ['path'], distinct_paths: true } });
    expect(read.data.result_page.data.rows).toHaveLength(4);
    expect(read.data.capture_retained).toBeUndefined();
    expect(h.connection.captures.retainedCount).toBe(2); // caller-owned
  });
});
