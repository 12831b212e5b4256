// Guards the application's one budget of 8 investigation slots across the TUI and MCP (spec §8, conformance 11,
// issue 14) in the built application: real captures are held open in their slots (WINPROC_TUI_TEST_COLLECTOR_HOLD_MS
// makes each collection wait in its pool worker), four MCP clients fill all 8, and Process Info in the TUI (tmux)
// shows busy with who holds them; once MCP cancels, F5 collects. The reverse: Process Info holds 4 slots with its
// tabs, MCP gets 4 and then BUSY naming the TUI's share, until Esc closes the dialog and its slots come back.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListProcessesData } from '../../generated/types/tools.js';
import { requireTmux } from '../support/tmux.js';
import { LiveApp, uniqueName, waitFor, type Session } from '../support/live-app.js';
import type { JobData } from '../support/jobs.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('investigation-budget.test.ts: skipped, tmux is not installed\n');

/** Long enough that no held collection finishes by itself while the test looks; cancels end the hold at once. */
const HOLD_MS = 120_000;

describe.skipIf(!HAS_TMUX)('one investigation budget for the TUI and MCP (system)', () => {
  let app: LiveApp;
  let sessions: Session[];
  let child: ChildProcess;
  let name: string;
  /** Process references are per connection: each session lists the child itself. */
  const refs = new Map<Session, string>();

  beforeAll(async () => {
    app = await LiveApp.start({ WINPROC_TUI_TEST_COLLECTOR_HOLD_MS: String(HOLD_MS) });
    // Four bridges (the connection limit), two active jobs each (the per-connection limit): eight slots.
    sessions = [];
    for (let i = 0; i < 4; i += 1) sessions.push(await app.connect());
    name = uniqueName('budget');
    child = app.spawnNamed(name);
    for (const session of sessions) {
      const ref = await waitFor(async () => {
        const listing = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { name } });
        return listing.data.rows.find((row) => row.name === name)?.process_ref;
      }, `${name} in a listing`, 20_000, 300);
      refs.set(session, ref);
    }
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  /** Starts a modules capture that stays running in its slot; returns its job id. */
  async function startHeld(session: Session): Promise<string> {
    const started = await session.ok<JobData>('winproc_start_capture', { kind: 'modules', process_ref: refs.get(session), wait_ms: 0 });
    expect(started.data.state).toBe('running');
    return started.data.job_id;
  }

  async function jobState(session: Session, jobId: string): Promise<JobData> {
    return (await session.ok<JobData>('winproc_get_job', { job_id: jobId })).data;
  }

  it('MCP clients holding all 8 slots make Process Info show busy; a freed slot lets F5 collect', { timeout: 180_000 }, async () => {
    const jobs: { session: Session; jobId: string }[] = [];
    for (const session of sessions) for (let i = 0; i < 2; i += 1) jobs.push({ session, jobId: await startHeld(session) });
    expect(jobs).toHaveLength(8);

    await app.tmux.sendKeys(app.pane, '/');
    await app.tmux.type(app.pane, name);
    await app.tmux.sendKeys(app.pane, 'Enter');
    // The Name column may be cut to its 14-column minimum when many columns are shown (the .NET column among them).
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(` ${child.pid} ${name.slice(0, 12)}`)), 'the child alone in the table');
    await app.tmux.sendKeys(app.pane, 'Enter');
    const busy = await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Busy: all 8 investigation slots are in use (8 by MCP clients)')), 'Process Info busy');
    expect(busy.join('\n')).toContain(`Process Info · ${name} (PID ${child.pid})`);
    // Nothing was started for the TUI: every MCP job is still the one running.
    for (const job of jobs) expect((await jobState(job.session, job.jobId)).state).toBe('running');

    // MCP cancels one job; its slot frees once the worker reports the collector's cleanup, then F5 collects.
    await jobs[0]!.session.ok('winproc_cancel_job', { job_id: jobs[0]!.jobId });
    await app.tmux.sendKeys(app.pane, 'F5');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Collecting…')), 'the Image capture running', { timeoutMs: 30_000 });

    // Leave no MCP job behind for the reverse direction; Esc cancels the TUI's capture.
    for (const job of jobs.slice(1)) await job.session.ok('winproc_cancel_job', { job_id: job.jobId });
    await app.tmux.sendKeys(app.pane, 'Escape');
    await app.tmux.waitForScreen(app.pane, (lines) => !lines.some((l) => l.includes('Process Info ·')), 'the dialog closed');
  });

  it('Process Info holding 4 slots leaves MCP 4, then BUSY naming the TUI, until the dialog closes', { timeout: 180_000 }, async () => {
    // Image starts on Enter; Files, DLLs and Environment start when their tabs are shown: four held collections.
    await app.tmux.sendKeys(app.pane, 'Enter');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Collecting…')), 'the Image capture running');
    // Each tab's own list header shows that the key was handled, so its capture (not the previous tab's) is running.
    for (const [tab, header] of [
      ['3', /Handles +Kind +Size +Path/],
      ['4', /Name +Size +Version +Directory/],
      ['5', /NAME=value/],
    ] as const) {
      await app.tmux.sendKeys(app.pane, tab);
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => header.test(l)) && lines.some((l) => l.includes('Collecting…')), `tab ${tab} collecting`);
    }

    // The slots of the cancelled MCP jobs come back as their workers finish cleaning up: retry until 4 are held.
    const held: { session: Session; jobId: string }[] = [];
    for (const session of sessions.slice(0, 2)) {
      for (let i = 0; i < 2; i += 1) {
        const jobId = await waitFor(async () => {
          const result = await session.call('winproc_start_capture', { kind: 'modules', process_ref: refs.get(session), wait_ms: 0 });
          return result.isError ? undefined : (result.structured.data as JobData).job_id;
        }, 'a free slot for MCP', 30_000, 300);
        held.push({ session, jobId });
      }
    }
    const refused = await sessions[2]!.fails('winproc_start_capture', { kind: 'modules', process_ref: refs.get(sessions[2]!), wait_ms: 0 }, 'BUSY');
    expect(refused.retryable).toBe(true);
    expect(refused.message).toContain('All 8 investigation slots of the application are in use: 4 by MCP jobs and 4 by the TUI');
    for (const job of held) expect((await jobState(job.session, job.jobId)).state).toBe('running');

    // Closing Process Info cancels its four collections; their slots free after cleanup and MCP can start again.
    await app.tmux.sendKeys(app.pane, 'Escape');
    await app.tmux.waitForScreen(app.pane, (lines) => !lines.some((l) => l.includes('Process Info ·')), 'the dialog closed');
    const again = await waitFor(async () => {
      const result = await sessions[2]!.call('winproc_start_capture', { kind: 'modules', process_ref: refs.get(sessions[2]!), wait_ms: 0 });
      return result.isError ? undefined : (result.structured.data as JobData);
    }, 'MCP to get a slot the TUI released', 30_000, 300);
    expect(again.state).toBe('running');
    for (const job of [...held, { session: sessions[2]!, jobId: again.job_id }]) await job.session.ok('winproc_cancel_job', { job_id: job.jobId });
  });
});
