// Guards the suite-wide result check: it is switched on for every test (vitest.config.ts), it accepts a result that
// matches the tool's output schema and names the drifted field of one that does not, so a drift cannot pass unseen.
import { describe, expect, it } from 'vitest';
import { RESULT_CHECK_ENV, resultCheck } from '../../../src/contract/result-check.js';
import { successEnvelope, errorEnvelope } from '../../../src/contract/envelope.js';

describe('result check', () => {
  it('is on in the suite and bites on drift', async () => {
    expect(process.env[RESULT_CHECK_ENV]).toMatch(/outputs\.js$/);
    const check = await resultCheck();
    expect(check).not.toBeNull();
    const good = successEnvelope('b1', { job_id: 'j1', state: 'running' as const });
    expect(check!('winproc_get_job', good)).toBeNull();
    expect(check!('winproc_get_job', errorEnvelope('b1', 'BUSY', 'busy', true))).toBeNull();
    const drifted = successEnvelope('b1', { job_id: 'j1', state: 'sleeping' });
    expect(check!('winproc_get_job', drifted)).toMatch(/winproc_get_job result does not match its output schema/);
    const missing = successEnvelope('b1', { state: 'running' });
    expect(check!('winproc_get_job', missing)).toMatch(/required/);
  });
});
