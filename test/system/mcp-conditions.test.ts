// Condition waits (12.18, last sentence) end to end: the real application in a private tmux server and a real
// bridge over stdio. The bridge waits on the job up to wait_ms and returns its evidence; a process the test
// spawns after the request satisfies process_present, the same process killed by the test satisfies
// process_exited through the held pidfd, a threshold on the system's process count is met with the exact observed
// value, a deadline gives TIMEOUT, and a continuation is the exact winproc_get_job call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveApp, uniqueName, waitFor, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';

interface JobData {
  readonly job_id: string;
  readonly kind?: string;
  readonly state: string;
  readonly result?: { readonly evidence?: Record<string, unknown>; readonly error?: { code: string } };
  readonly next_action?: { readonly tool: string; readonly arguments: Record<string, unknown> } | null;
}

describe.skipIf(!requireTmux())('condition waits through the real bridge (12.18)', () => {
  let app: LiveApp;
  let client: Session;

  beforeAll(async () => {
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '200' });
    client = await app.connect();
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('waits for a process the test starts after the request, then for its exit after the test kills it', async () => {
    const name = uniqueName('cond');
    const pending = client.ok<JobData>('winproc_wait_condition', { condition: { kind: 'process_present', process_name: name }, timeout_ms: 30_000, wait_ms: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const child = app.spawnNamed(name);
    const present = (await pending).data;
    expect(present).toMatchObject({ kind: 'condition', state: 'succeeded', next_action: null });
    expect(present.result?.evidence).toMatchObject({ kind: 'process_present', pid: child.pid, name });
    const ref = present.result!.evidence!.process_ref as string;
    expect(ref).toMatch(/\S/);

    const waiting = (await client.ok<JobData>('winproc_wait_condition', { condition: { kind: 'process_exited', process_ref: ref }, timeout_ms: 30_000, wait_ms: 0 })).data;
    expect(waiting.state).toBe('running');
    expect(waiting.next_action).toEqual({ tool: 'winproc_get_job', arguments: { job_id: waiting.job_id } });
    await app.kill(child);
    const exited = await waitFor(async () => {
      const data = (await client.ok<JobData>('winproc_get_job', { job_id: waiting.job_id, wait_ms: 2_000 })).data;
      return data.state === 'running' ? null : data;
    }, 'the exit wait to finish');
    expect(exited.state).toBe('succeeded');
    expect(exited.result?.evidence).toMatchObject({ kind: 'process_exited', process_ref: ref, pid: child.pid, name });
    // An exited lifetime is not awaited again: its reference no longer names a live process.
    await client.fails('winproc_wait_condition', { condition: { kind: 'process_exited', process_ref: ref }, timeout_ms: 1_000 }, 'PROCESS_EXITED');
  });

  it('meets a system threshold with the exact observed value, and times out on one that cannot hold', async () => {
    const met = (await client.ok<JobData>('winproc_wait_condition', { condition: { kind: 'metric_threshold', metric_id: 'process_count', comparison: 'ge', threshold: '1' }, timeout_ms: 10_000 })).data;
    expect(met.state).toBe('succeeded');
    expect(met.result?.evidence).toMatchObject({ kind: 'metric_threshold', metric_id: 'process_count' });
    expect(BigInt(met.result!.evidence!.value as string)).toBeGreaterThanOrEqual(1n);
    const never = (await client.ok<JobData>('winproc_wait_condition', { condition: { kind: 'metric_threshold', metric_id: 'process_count', comparison: 'lt', threshold: '0' }, timeout_ms: 500, wait_ms: 5_000 })).data;
    expect(never.state).toBe('failed');
    expect(never.result?.error?.code).toBe('TIMEOUT');
  });
});
