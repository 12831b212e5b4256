// Guards winproc_wait_condition against the mirror it watches: presence is met by a sample after the request (not
// by the one current at the request), thresholds compare exact decimals on fresh values and ignore missing ones,
// an exit is what the held pidfd says (a real child killed by the test; an unreadable handle is never an exit),
// and deadlines, cancellation, Log view and the per-connection job limit end or refuse waits with their codes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { compareDecimals, exitCheck, parseDecimal } from '../../../src/backend/conditions.js';
import { Harness, snap, type Proc } from './harness.js';

const T0 = 1_700_000_000_000;
const chrome: Proc = { pid: 10, name: 'chrome', start: T0 - 100, values: { private_bytes: 4096n, cpu_percent: 1.5 } };
const bash: Proc = { pid: 11, name: 'bash', start: T0 - 90 };

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function refOf(h: Harness, pid: number): Promise<string> {
  const page = await h.ok('winproc_list_processes', {});
  return (page.data.rows as { pid: number; process_ref: string }[]).find((row) => row.pid === pid)!.process_ref;
}

async function settled(h: Harness, jobId: string) {
  await h.connection.jobs.whenSettled(jobId);
  return (await h.ok('winproc_get_job', { job_id: jobId })).data as Record<string, any>;
}

async function start(h: Harness, args: Record<string, unknown>) {
  const started = await h.ok('winproc_wait_condition', { timeout_ms: 60_000, ...args }, { raw: true });
  expect(started.data).toMatchObject({ kind: 'condition', state: 'running' });
  return started.data.job_id as string;
}

describe('process_present', () => {
  it('is met by the first later sample that lists the name (case-insensitive), with that sample as evidence', async () => {
    const h = new Harness();
    h.apply(snap(T0, [bash]));
    const jobId = await start(h, { condition: { kind: 'process_present', process_name: 'CHROME' } });
    h.apply(snap(T0 + 1_000, [bash]));
    expect((await h.ok('winproc_get_job', { job_id: jobId })).data.state).toBe('running');
    h.apply(snap(T0 + 2_000, [bash, chrome]));
    const job = await settled(h, jobId);
    expect(job.state).toBe('succeeded');
    expect(job.result).toEqual({
      status: 'complete',
      evidence: { kind: 'process_present', observed_at: new Date(T0 + 2_000).toISOString(), process_ref: await refOf(h, 10), pid: 10, name: 'chrome' },
    });
  });

  it('is not met by the sample current at the request, only by a newer one (presence, not appearance)', async () => {
    const h = new Harness();
    h.apply(snap(T0, [chrome]));
    const jobId = await start(h, { condition: { kind: 'process_present', process_name: 'chrome' } });
    expect((await h.ok('winproc_get_job', { job_id: jobId })).data.state).toBe('running');
    h.apply(snap(T0 + 1_000, [chrome]));
    expect((await settled(h, jobId)).result.evidence.observed_at).toBe(new Date(T0 + 1_000).toISOString());
  });
});

describe('metric_threshold', () => {
  it('compares exact decimals: 12.5 is above 12.49999999999999999999 and 2^53+1 above 2^53', async () => {
    const h = new Harness();
    h.apply(snap(T0, [chrome]));
    const cpu = await start(h, { condition: { kind: 'metric_threshold', metric_id: 'cpu_percent', comparison: 'gt', threshold: '12.49999999999999999999' } });
    const big = await start(h, {
      condition: { kind: 'metric_threshold', metric_id: 'private_bytes', comparison: 'gt', threshold: '9007199254740992' },
      target: { process_ref: await refOf(h, 10) },
    });
    h.apply(snap(T0 + 1_000, [{ ...chrome, values: { private_bytes: 9_007_199_254_740_992n } }]));
    expect((await settled(h, cpu)).result.evidence).toEqual({ kind: 'metric_threshold', observed_at: new Date(T0 + 1_000).toISOString(), metric_id: 'cpu_percent', value: 12.5 });
    expect((await h.ok('winproc_get_job', { job_id: big })).data.state).toBe('running'); // equal is not greater
    h.apply(snap(T0 + 2_000, [{ ...chrome, values: { private_bytes: 9_007_199_254_740_993n } }]));
    expect((await settled(h, big)).result.evidence).toMatchObject({ metric_id: 'private_bytes', value: '9007199254740993', pid: 10, name: 'chrome' });
  });

  it('never counts a missing value, and fails when the process target leaves the samples', async () => {
    const h = new Harness();
    h.apply(snap(T0, [chrome, bash]));
    const jobId = await start(h, {
      condition: { kind: 'metric_threshold', metric_id: 'workset_bytes', comparison: 'ge', threshold: '0' },
      target: { process_ref: await refOf(h, 10) },
    });
    h.apply(snap(T0 + 1_000, [chrome, bash])); // chrome has no workset_bytes value in these samples
    expect((await h.ok('winproc_get_job', { job_id: jobId })).data.state).toBe('running');
    h.apply(snap(T0 + 2_000, [bash]));
    expect((await settled(h, jobId)).result.error).toMatchObject({ code: 'PROCESS_EXITED' });
  });

  it('watches the sampled values of a process whose creation time is unknown (sampled information, spec §6)', async () => {
    const h = new Harness();
    const anonymous: Proc = { ...chrome, start: null };
    h.apply(snap(T0, [anonymous]));
    const jobId = await start(h, {
      condition: { kind: 'metric_threshold', metric_id: 'private_bytes', comparison: 'gt', threshold: '5000' },
      target: { process_ref: await refOf(h, 10) },
    });
    h.apply(snap(T0 + 1_000, [{ ...anonymous, values: { private_bytes: 8192n } }]));
    expect((await settled(h, jobId)).result.evidence).toMatchObject({ metric_id: 'private_bytes', value: '8192', pid: 10 });
  });

  it('refuses a text metric for a numeric threshold (path never compares), starting nothing', async () => {
    const h = new Harness();
    h.apply(snap(T0, [{ ...chrome, values: { path: '/usr/bin/chrome' } }]));
    const message = await h.fails(
      'winproc_wait_condition',
      { timeout_ms: 60_000, condition: { kind: 'metric_threshold', metric_id: 'path', comparison: 'gt', threshold: '1' }, target: { process_ref: await refOf(h, 10) } },
      'INVALID_ARGUMENT',
    );
    expect(message).toMatch(/path/);
    expect(h.connection.jobs.recordCount).toBe(0);
  });

  it('rejects a metric of another target kind and fields of other kinds, starting nothing', async () => {
    const h = new Harness();
    h.apply(snap(T0, [chrome]));
    await h.fails('winproc_wait_condition', { timeout_ms: 10, condition: { kind: 'metric_threshold', metric_id: 'private_bytes', comparison: 'gt', threshold: '1' } }, 'INVALID_ARGUMENT');
    await h.fails('winproc_wait_condition', { timeout_ms: 10, condition: { kind: 'metric_threshold', metric_id: 'cpu_percent', comparison: 'gt' } }, 'INVALID_ARGUMENT');
    await h.fails('winproc_wait_condition', { timeout_ms: 10, condition: { kind: 'process_present', process_name: 'x', threshold: '1' } }, 'INVALID_ARGUMENT');
    await h.fails('winproc_wait_condition', { timeout_ms: 10, condition: { kind: 'process_present', process_name: 'x' }, target: { system: true } }, 'INVALID_ARGUMENT');
    await h.fails('winproc_wait_condition', { timeout_ms: 10, condition: { kind: 'process_exited', process_ref: 'p_nope' } }, 'REFERENCE_INVALID');
    expect(h.connection.jobs.recordCount).toBe(0);
  });
});

describe('ending a wait', () => {
  it('fails with TIMEOUT at the deadline', async () => {
    const h = new Harness();
    h.apply(snap(T0, [bash]));
    const jobId = await start(h, { timeout_ms: 30, condition: { kind: 'process_present', process_name: 'chrome' } });
    expect((await settled(h, jobId)).result.error).toMatchObject({ code: 'TIMEOUT', retryable: true });
  });

  it('ends with CANCELLED on winproc_cancel_job, on entering Log view and on disconnect, and refuses to start in Log view', async () => {
    const h = new Harness();
    h.apply(snap(T0, [bash]));
    const cancelled = await start(h, { condition: { kind: 'process_present', process_name: 'chrome' } });
    expect((await h.ok('winproc_cancel_job', { job_id: cancelled })).data).toMatchObject({ state: 'failed', cancel_requested: true });
    expect((await settled(h, cancelled)).result.error.code).toBe('CANCELLED');
    const logView = await start(h, { condition: { kind: 'process_present', process_name: 'chrome' } });
    h.state.apply({ type: 'activity', activity: 'log_view', displayPaused: false });
    expect((await settled(h, logView)).result.error.code).toBe('CANCELLED');
    await h.fails('winproc_wait_condition', { timeout_ms: 10, condition: { kind: 'process_present', process_name: 'chrome' } }, 'ACTIVITY_CONFLICT');
    h.state.apply({ type: 'activity', activity: 'live', displayPaused: false });
    const disconnected = await start(h, { condition: { kind: 'process_present', process_name: 'chrome' } });
    h.connection.jobs.dispose();
    expect((await settled(h, disconnected)).result.error.code).toBe('CANCELLED');
    // Nothing watches the mirror any more: a later sample with chrome changes no job.
    h.apply(snap(T0 + 1_000, [chrome]));
    expect((await h.ok('winproc_get_job', { job_id: disconnected })).data.state).toBe('failed');
  });

  it('counts against the two active jobs of a connection', async () => {
    const h = new Harness();
    h.apply(snap(T0, [bash]));
    await start(h, { condition: { kind: 'process_present', process_name: 'a' } });
    await start(h, { condition: { kind: 'process_present', process_name: 'b' } });
    await h.fails('winproc_wait_condition', { timeout_ms: 10, condition: { kind: 'process_present', process_name: 'c' } }, 'BUSY');
    h.connection.jobs.dispose();
  });
});

describe('process_exited', () => {
  it.runIf(process.platform === 'linux')('is met when the held pidfd says the real child exited, observed on the next sample', async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    let ticks = '';
    for (let i = 0; i < 200; i++) {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'latin1');
      ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
      if (stat.includes('(sleep)')) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const sleeper: Proc = { pid: child.pid!, name: 'sleep', start: Number(ticks) };
    const h = new Harness();
    h.apply(snap(T0, [sleeper]));
    const ref = await refOf(h, child.pid!);
    const jobId = await start(h, { condition: { kind: 'process_exited', process_ref: ref } });
    h.apply(snap(T0 + 1_000, [sleeper]));
    expect((await h.ok('winproc_get_job', { job_id: jobId })).data.state).toBe('running');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    h.apply(snap(T0 + 2_000, []));
    const job = await settled(h, jobId);
    expect(job.result.evidence).toMatchObject({ kind: 'process_exited', process_ref: ref, pid: child.pid, name: 'sleep' });
  });

  it('never takes an unreadable handle for an exit, and reports an exec as IDENTITY_CHANGED', () => {
    let state: 'alive' | 'unknown' | 'exited' | 'replaced' = 'unknown';
    const check = exitCheck({ check: () => state, release: () => undefined }, { ref: 'p_1', pid: 1, name: 'x' }, () => T0);
    expect(check()).toBeNull();
    state = 'alive';
    expect(check()).toBeNull();
    state = 'replaced';
    expect(check()).toMatchObject({ ok: false, error: { code: 'IDENTITY_CHANGED' } });
    state = 'exited';
    expect(check()).toMatchObject({ ok: true, evidence: { kind: 'process_exited', observed_at: new Date(T0).toISOString() } });
  });
});

describe('exact decimals', () => {
  it('parses plain and exponent forms and compares without rounding', () => {
    const d = (text: string) => parseDecimal(text)!;
    expect(compareDecimals(d('80.5'), d('80.50'))).toBe(0);
    expect(compareDecimals(d('-1'), d('0'))).toBe(-1);
    expect(compareDecimals(d('1e+21'), d('999999999999999999999'))).toBe(1);
    expect(compareDecimals(d('5e-7'), d('0.0000005'))).toBe(0);
    expect(compareDecimals(d('18446744073709551617'), d('18446744073709551616'))).toBe(1);
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});
