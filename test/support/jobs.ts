// Follows a job through the real bridge the way an MCP client does: next_action until the job is terminal, then every
// page of its result. Shared by the system tests that run investigations.
import type { Envelope, Session } from './live-app.js';

export type Action = { tool: string; arguments: Record<string, unknown> } | null;

export type JobData = {
  job_id: string;
  state: 'running' | 'succeeded' | 'failed';
  result?: { capture_id?: string; status?: string; error?: { code: string } };
  result_page?: Envelope<{ rows: Record<string, unknown>[]; next_action?: Action }>;
  next_action?: Action;
  capture_retained?: boolean;
  result_consumed?: boolean;
};

/** Follows next_action until the job is terminal and every page is read; returns the final job data and all rows. */
export async function complete(session: Session, first: Envelope<JobData>): Promise<{ job: JobData; rows: Record<string, unknown>[] }> {
  let job = first.data;
  while (job.state === 'running' && job.next_action) job = (await session.ok<JobData>(job.next_action.tool, job.next_action.arguments)).data;
  const rows = [...(job.result_page?.data.rows ?? [])];
  let action = job.state === 'succeeded' ? (job.next_action ?? null) : null;
  while (action) {
    const page = await session.ok<{ rows: Record<string, unknown>[]; next_action?: Action }>(action.tool, action.arguments);
    rows.push(...page.data.rows);
    action = page.data.next_action ?? null;
  }
  return { job, rows };
}
