// Guards the common envelope fields of answers that are neither snapshot reads nor frozen captures (spec §6): job,
// cancel and close_log answers carry the published snapshot's time as captured_at, never the moment they were
// answered, and omit it before the first snapshot.
import { describe, expect, it } from 'vitest';
import { Harness, snap } from './harness.js';

const T0 = 1_700_000_000_000;

describe('captured_at outside snapshot reads', () => {
  it('is the published snapshot time on job, get_job, cancel_job and close_log answers', async () => {
    const h = new Harness();
    h.apply(snap(T0, []));
    h.clock = T0 + 42_000; // the answer is made well after the snapshot
    const published = new Date(T0).toISOString();
    const started = await h.ok('winproc_wait_condition', { timeout_ms: 60_000, condition: { kind: 'process_present', process_name: 'nothing-here' } }, { raw: true });
    expect(started.captured_at).toBe(published);
    const jobId = started.data.job_id as string;
    expect((await h.ok('winproc_get_job', { job_id: jobId })).captured_at).toBe(published);
    expect((await h.ok('winproc_cancel_job', { job_id: jobId })).captured_at).toBe(published);
    expect((await h.ok('winproc_close_log', { log_ref: 'log_unknown' })).captured_at).toBe(published);
  });

  it('is omitted before the first snapshot', async () => {
    const h = new Harness();
    const closed = await h.ok('winproc_close_log', { log_ref: 'log_unknown' });
    expect(closed.captured_at).toBeUndefined();
  });
});

describe('operation envelopes', () => {
  it('carry the source and time of the snapshot the operation acted on, kept after later samples (spec §10)', async () => {
    const h = new Harness().mirrorApp();
    h.applyThroughApp(snap(T0, []));
    h.clock = T0 + 42_000;
    const revision = (await h.ok('winproc_get_tracking')).data.revision as string;
    const added = await h.ok('winproc_update_tracking', { action: 'add', process_name: 'worker', operation_id: 'env-1', expected_revision: revision });
    expect(added).toMatchObject({ source: 'live', captured_at: new Date(T0).toISOString(), data: { state: 'succeeded' } });
    h.applyThroughApp(snap(T0 + 1_000, []));
    const later = await h.ok('winproc_get_operation', { operation_id: 'env-1' });
    expect(later).toMatchObject({ source: 'live', captured_at: new Date(T0).toISOString() });
  });
});
