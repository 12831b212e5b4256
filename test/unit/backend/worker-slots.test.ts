// Guards spec §8's 8 global worker slots for the jobs that run in the MCP thread: condition waits and saved-log
// listings and loads each hold one of the application's slots while they run (BUSY when none is free, the slot
// back when they end), the same slots native captures take, so no kind of job can run past the bound.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { investigationSlots } from '../../../src/investigation-pool/index.js';
import { Harness, snap } from './harness.js';

const held: number[] = [];
afterEach(() => {
  for (const index of held.splice(0)) investigationSlots().release(index);
});

/** Takes every free slot of the application's budget but `leave`. */
function occupy(leave = 0): void {
  while (investigationSlots().use().own + investigationSlots().use().others < investigationSlots().size - leave) {
    const index = investigationSlots().acquire();
    if (index === null) break;
    held.push(index);
  }
}

describe('the global worker slots', () => {
  it('are taken by condition waits and log jobs: BUSY when all are held, and given back when a job ends', async () => {
    const h = new Harness('c1', { recording: { directory: mkdtempSync(join(tmpdir(), 'winproc-slots-')) } });
    h.apply(snap(1_700_000_000_000, []));
    occupy();
    const wait = { timeout_ms: 60_000, condition: { kind: 'process_present', process_name: 'never-there' } };
    expect(await h.fails('winproc_wait_condition', wait, 'BUSY')).toMatch(/worker slots/);
    expect(await h.fails('winproc_list_logs', {}, 'BUSY')).toMatch(/worker slots/);
    expect(h.connection.jobs.recordCount).toBe(0);
    investigationSlots().release(held.pop()!);
    // One slot free: a running wait holds it, so nothing else starts until it ends.
    const started = await h.ok('winproc_wait_condition', wait, { raw: true });
    await h.fails('winproc_list_logs', {}, 'BUSY');
    await h.ok('winproc_cancel_job', { job_id: started.data.job_id });
    await h.connection.jobs.whenSettled(started.data.job_id as string);
    const listing = await h.ok('winproc_list_logs', {}, { raw: true });
    await h.connection.jobs.whenSettled(listing.data.job_id as string);
    expect(investigationSlots().use().own).toBe(held.length);
  });
});
