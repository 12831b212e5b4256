// Guards the representative completed workflow of spec §12 through the real bridge and the real application in
// tmux, from two independent clients (the MCP SDK client and the Inspector v2 CLI): find a workload process the test
// owns, track its name, read its metrics and history while it allocates memory (a bounded condition wait sees the
// growth), investigate its files, modules and network, record a reproduction, stop it, open and query the saved log,
// close it, disconnect — and the TUI's selection, filter, activity and the accepted Tracking List are unchanged.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetMetricsData, GetTrackingData, ListProcessesData, OutProcessRow } from '../../generated/types/tools.js';
import { CLI, REPO_ROOT } from '../support/bridge.js';
import { LiveApp, uniqueName, waitFor, type Envelope, type HistoryRaw, type HistorySummary, type Managed, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';
import { Workload, WORKLOAD_FILES } from '../support/workload.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('mcp-workflow.test.ts: skipped, tmux is not installed\n');

const MiB = 1024n * 1024n;
const GROWTH_MIB = 48;

type Row = Record<string, unknown>;
interface OperationData {
  readonly operation_id: string;
  readonly state: string;
  readonly outcome?: { readonly tracked_names?: string[]; readonly revision?: string; readonly recording_session_id?: string; readonly interval_seconds?: number; readonly output_log_id?: string };
  readonly error?: { readonly code: string };
}
interface RecordingData {
  readonly active: boolean;
  readonly recording_session_id: string | null;
  readonly interval_seconds: number | null;
  readonly output_directory_configured: boolean;
  readonly revision: string;
}
interface JobData {
  readonly job_id: string;
  readonly state: 'running' | 'succeeded' | 'failed';
  readonly result?: { readonly status?: string; readonly log_ref?: string; readonly evidence?: { readonly kind: string; readonly metric_id?: string; readonly value?: unknown }; readonly error?: { readonly code: string } };
  readonly result_page?: Envelope<{ rows: Row[]; next_action?: Managed['next_action'] }>;
  readonly next_action?: Managed['next_action'];
}

/** Strips SGR sequences from a captured line. */
const plain = (line: string): string => line.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * The lines of `capture-pane -e` output whose first character is drawn in inverse video. tmux writes only attribute
 * changes, so an inverse row right below another inverse row carries no escape of its own: the state is followed
 * across the whole capture.
 */
function inverseLines(captured: string): string[] {
  let inverse = false;
  const found: string[] = [];
  for (const line of captured.replace(/\n$/, '').split('\n')) {
    let startsInverse: boolean | null = null;
    for (const part of line.split(/(\x1b\[[0-9;]*m)/)) {
      const sgr = /^\x1b\[([0-9;]*)m$/.exec(part);
      if (sgr) {
        for (const code of sgr[1]!.split(';')) {
          if (code === '' || code === '0') inverse = false;
          else if (code === '7') inverse = true;
          else if (code === '27') inverse = false;
        }
      } else if (part !== '' && startsInverse === null) startsInverse = inverse;
    }
    if (startsInverse) found.push(plain(line));
  }
  return found;
}

/**
 * What the person sees selected and applied in the TUI: the inverse-video table row (its PID and name), the filter
 * and Tracking List of the footer, and the activity in the header.
 */
async function tuiState(app: LiveApp): Promise<{ selected: string[]; footer: string; activity: string }> {
  const captured = await app.tmux.tmux('capture-pane', '-p', '-e', '-t', app.pane);
  // The column header is drawn inverse too; a process row starts with its PID (after the tracked marker).
  const selected = inverseLines(captured)
    .filter((line) => /^\s*\*?\s*\d+ /.test(line))
    .map((line) => line.trim().split(/\s+/).filter((cell) => cell !== '*').slice(0, 2).join(' '));
  const text = captured.split('\n').map(plain).filter((line) => line.trim() !== '');
  return { selected, footer: text.at(-1)!.trim(), activity: (text[0] ?? '').match(/\b(LIVE|REC|LOG VIEW)\b/)?.[0] ?? '' };
}

/** Follows a job starter (a capture, a log listing or load) to its end and returns every row of every page. */
async function jobRows(session: Session, tool: string, args: Record<string, unknown>): Promise<{ job: JobData; rows: Row[] }> {
  let job = (await session.ok<JobData>(tool, args)).data;
  while (job.state === 'running' && job.next_action) job = (await session.ok<JobData>(job.next_action.tool, job.next_action.arguments)).data;
  expect(job.state, JSON.stringify(job.result)).toBe('succeeded');
  const rows = [...(job.result_page?.data.rows ?? [])];
  let action = job.next_action ?? null;
  while (action) {
    const page = await session.ok<{ rows: Row[] } & Managed>(action.tool, action.arguments);
    rows.push(...page.data.rows);
    action = page.data.next_action ?? null;
  }
  return { job, rows };
}

/** Polls an operation until it leaves pending/running. */
async function settle(session: Session, first: OperationData): Promise<OperationData> {
  return waitFor(async () => {
    if (first.state !== 'pending' && first.state !== 'running') return first;
    const data = (await session.ok<OperationData>('winproc_get_operation', { operation_id: first.operation_id })).data;
    return data.state === 'pending' || data.state === 'running' ? null : data;
  }, `operation ${first.operation_id} to settle`);
}

describe.skipIf(!HAS_TMUX)('representative workflow (spec §12) through the real bridge', () => {
  let app: LiveApp;
  let before: Awaited<ReturnType<typeof tuiState>>;
  let recordings: string;

  beforeAll(async () => {
    // The recording directory is a local setting the person chose once in the TUI (spec §10 "Saved-log analysis").
    recordings = mkdtempSync(join(tmpdir(), 'winproc-recordings-'));
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' }, `[recording]\ndirectory = ${JSON.stringify(recordings)}\n`);
    // The person's own view: the table filtered to three processes of theirs, the second one selected.
    const prefix = uniqueName('sel').slice(0, 12);
    const anchors = ['a', 'b', 'c'].map((suffix) => app.spawnNamed(`${prefix}${suffix}`));
    await app.tmux.sendKeys(app.pane, '/');
    await app.tmux.type(app.pane, prefix);
    await app.tmux.sendKeys(app.pane, 'Enter');
    await app.tmux.waitForScreen(app.pane, (lines) => anchors.every((a) => lines.some((l) => l.includes(` ${a.pid} ${prefix}`))), 'the three processes of the person in the filtered table');
    const first = await waitFor(async () => {
      const state = await tuiState(app);
      return state.selected.length === 1 ? state.selected[0] : null;
    }, 'a selected row');
    await app.tmux.sendKeys(app.pane, 'Down');
    // The selection follows its process whatever the sort does; Down moved it to another of the three.
    await waitFor(async () => {
      const state = await tuiState(app);
      return state.selected.length === 1 && state.selected[0] !== first ? state : null;
    }, 'the selection moved by Down');
    before = await tuiState(app);
    expect(before.selected).toHaveLength(1);
    expect(before.footer).toContain(`filter "${prefix}"`);
    expect(before.activity).toBe('LIVE');
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    if (recordings) rmSync(recordings, { recursive: true, force: true });
  });

  /** After a client left: the same selection, filter and activity, and the accepted Tracking List still holds `name`. */
  async function expectUnchangedTui(name: string): Promise<void> {
    const after = await tuiState(app);
    expect(after.selected).toEqual(before.selected);
    expect(after.activity).toBe(before.activity);
    expect(after.footer).toContain(before.footer.match(/filter "[^"]*"/)![0]);
    expect(after.footer).toMatch(new RegExp(`Tracking: .*${name}`));
    const check = await app.connect();
    expect((await check.ok<GetTrackingData>('winproc_get_tracking')).data.tracked_names).toContain(name);
    await check.close();
  }

  it('SDK client: find, track, metrics and history under load, files, modules and network, record, open and query the saved log, disconnect', { timeout: 180_000 }, async () => {
    const { workload, port } = await Workload.start(uniqueName('wflow'));
    try {
      const session = await app.connect();

      // 1. Find the process by name.
      const row = await waitFor(async () => {
        const listing = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { name: workload.name } });
        return listing.data.rows.find((r) => r.name === workload.name);
      }, 'the workload in a listing');
      expect(row).toMatchObject({ pid: workload.pid, lifecycle: 'live' });
      const ref = row.process_ref!;

      // 2. Explicitly add its name to the Tracking List, against the current revision.
      const tracking = (await session.ok<GetTrackingData>('winproc_get_tracking')).data;
      const added = (await session.ok<OperationData>('winproc_update_tracking', { action: 'add', process_name: workload.name, operation_id: `wf-sdk-${workload.pid}`, expected_revision: tracking.revision })).data;
      expect(added, JSON.stringify(added.error)).toMatchObject({ state: 'succeeded', outcome: { tracked_names: expect.arrayContaining([workload.name]) } });
      const tracked = (await session.ok<GetTrackingData>('winproc_get_tracking')).data;
      expect(tracked.matching_processes.find((p) => p.pid === workload.pid)).toMatchObject({ process_ref: ref, matched_name: workload.name });

      // 3. Metrics and history while the workload allocates: private bytes grow by what it touched.
      const privateOf = async () => BigInt((await session.ok<GetMetricsData>('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: ref }] })).data.samples[0]!.values.private_bytes as string);
      const start = await privateOf();
      // A bounded condition wait for the growth, started before the workload grows: met by a fresh sample.
      const threshold = (start + BigInt(GROWTH_MIB) * MiB).toString();
      const wait = (await session.ok<JobData>('winproc_wait_condition', { condition: { kind: 'metric_threshold', metric_id: 'private_bytes', comparison: 'ge', threshold }, target: { process_ref: ref }, timeout_ms: 60_000, wait_ms: 0 })).data;
      for (let step = 0; step < 3; step++) await workload.grow(GROWTH_MIB / 3);
      const met = await waitFor(async () => {
        const job = (await session.ok<JobData>('winproc_get_job', { job_id: wait.job_id, wait_ms: 2_000 })).data;
        return job.state === 'running' ? null : job;
      }, 'the threshold wait to end', 60_000, 100);
      expect(met.state, JSON.stringify(met.result)).toBe('succeeded');
      expect(met.result!.evidence).toMatchObject({ kind: 'metric_threshold', metric_id: 'private_bytes' });
      expect(BigInt(met.result!.evidence!.value as string)).toBeGreaterThanOrEqual(BigInt(threshold));
      expect(await privateOf()).toBeGreaterThanOrEqual(BigInt(threshold));
      const metrics = await session.ok<GetMetricsData>('winproc_get_metrics', { metric_ids: ['private_bytes', 'workset_bytes', 'thread_count', 'handle_count'], targets: [{ process_ref: ref }] });
      expect(metrics.data.samples[0]!.values.handle_count).toMatch(/^[0-9]+$/);
      const summary = (await session.ok<HistorySummary>('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: ref } })).data;
      const stats = summary.metrics.private_bytes!;
      expect(BigInt(stats.max as string) - BigInt(stats.first!.value as string)).toBeGreaterThanOrEqual(BigInt(GROWTH_MIB) * MiB);
      expect(stats.available_value_count).toBe(summary.coverage.sample_count);
      const raw = (await session.ok<HistoryRaw & Managed>('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: ref }, mode: 'raw', from: summary.coverage.retained_from!, to: summary.coverage.retained_to! })).data;
      expect(raw.rows).toHaveLength(summary.coverage.sample_count);
      expect(raw.rows.map((r) => BigInt(r.values.private_bytes as string)).reduce((a, b) => (a > b ? a : b))).toBe(BigInt(stats.max as string));

      // 4. Investigate: its open files, who holds them, its modules and its network endpoints.
      const openFiles = (await jobRows(session, 'winproc_start_capture', { kind: 'open_files', process_ref: ref })).rows;
      const held = openFiles.filter((r) => r.kind === 'file').map((r) => r.path as string);
      for (const file of WORKLOAD_FILES) expect(held).toContain(join(workload.dir, file));
      const users = (await jobRows(session, 'winproc_start_capture', { kind: 'file_users', read: { filter: workload.dir } })).rows.filter((r) => r.kind === 'handle');
      expect(users.map((r) => r.path).sort()).toEqual(WORKLOAD_FILES.map((f) => join(workload.dir, f)).sort());
      for (const user of users) expect(user).toMatchObject({ pid: workload.pid, process_ref: ref });
      const modules = (await jobRows(session, 'winproc_start_capture', { kind: 'modules', process_ref: ref, read: { projection: ['name', 'path'] } })).rows;
      expect(modules.some((m) => /^libc[.-]/.test(m.name as string))).toBe(true);
      const network = (await jobRows(session, 'winproc_start_capture', { kind: 'network', process_ref: ref })).rows;
      expect(network.find((r) => r.local_port === port)).toMatchObject({ protocol: expect.stringMatching(/^tcp/i), local_address: '127.0.0.1', state: 'LISTEN', pid: workload.pid });

      // 5. Record a reproduction: the Tracking List (the workload's name) at a 1 s interval while it allocates again.
      const idle = (await session.ok<RecordingData>('winproc_get_recording')).data;
      expect(idle).toMatchObject({ active: false, recording_session_id: null, output_directory_configured: true });
      const started = await settle(session, (await session.ok<OperationData>('winproc_start_recording', { interval_seconds: 1, operation_id: `wf-rec-${workload.pid}`, expected_revision: idle.revision })).data);
      expect(started, JSON.stringify(started.error)).toMatchObject({ state: 'succeeded', outcome: { interval_seconds: 1, tracked_names: expect.arrayContaining([workload.name]) } });
      const sessionId = started.outcome!.recording_session_id!;
      expect((await session.ok<RecordingData>('winproc_get_recording')).data).toMatchObject({ active: true, recording_session_id: sessionId, interval_seconds: 1 });
      await app.tmux.waitForScreen(app.pane, (lines) => /\bREC\b/.test(lines[0] ?? ''), 'the Recording activity (REC) in the header');
      const peak = await workload.grow(16);
      // Frames are written per 1 s window: wait until a few windows hold the grown workload.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      const stopped = await settle(session, (await session.ok<OperationData>('winproc_stop_recording', { recording_session_id: sessionId, operation_id: `wf-stop-${workload.pid}` })).data);
      expect(stopped, JSON.stringify(stopped.error)).toMatchObject({ state: 'succeeded', outcome: { recording_session_id: sessionId } });
      expect((await session.ok<RecordingData>('winproc_get_recording')).data).toMatchObject({ active: false, recording_session_id: null });
      expect(readdirSync(recordings).filter((f) => f.endsWith('.log'))).toHaveLength(1);

      // 6. Open the saved log and query it: the workload's recorded lifetime and its private bytes.
      const listed = (await jobRows(session, 'winproc_list_logs', {})).rows;
      expect(listed.map((r) => r.name)).toEqual(readdirSync(recordings).filter((f) => f.endsWith('.log')));
      expect(listed.map((r) => r.log_id)).toEqual([started.outcome!.output_log_id]);
      const opened = (await jobRows(session, 'winproc_open_log', { log_id: listed[0]!.log_id })).job;
      const logRef = opened.result!.log_ref!;
      const logRows = (await session.ok<ListProcessesData>('winproc_list_processes', { source: 'log', log_ref: logRef, scope: 'all', filter: { name: workload.name } })).data.rows;
      expect(logRows).toHaveLength(1);
      expect(logRows[0]).toMatchObject({ pid: workload.pid, name: workload.name, lifecycle: 'unknown' });
      const logHistory = await session.ok<HistorySummary>('winproc_get_history', { source: 'log', log_ref: logRef, metric_ids: ['private_bytes'], target: { process_ref: logRows[0]!.process_ref } });
      expect(logHistory).toMatchObject({ source: 'log', log_ref: logRef, recording_interval_seconds: 1 });
      expect(logHistory.data.coverage.sample_count).toBeGreaterThanOrEqual(2);
      expect(BigInt(logHistory.data.metrics.private_bytes!.max as string)).toBeGreaterThanOrEqual(BigInt(peak) * MiB);
      // A log reference is not a live one: live inspection refuses it.
      await session.fails('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: logRows[0]!.process_ref }] }, 'REFERENCE_INVALID');
      await session.ok('winproc_close_log', { log_ref: logRef });
      await session.fails('winproc_list_processes', { source: 'log', log_ref: logRef }, 'REFERENCE_INVALID');

      // 7. Disconnect: the TUI is as the person left it and the accepted tracking stays.
      await session.close();
      await expectUnchangedTui(workload.name);
    } finally {
      await workload.stop();
    }
  });

  it('Inspector v2 CLI: the same workflow, one tool call (one connection) per invocation, connection-owned references refused in the next', { timeout: 420_000 }, async () => {
    const run = promisify(execFile);
    const inspector = join(REPO_ROOT, 'node_modules/.bin/inspector');
    const env = app.bridgeEnv({ HOME: mkdtempSync(join(tmpdir(), 'winproc-inspector-')) });
    /** One `inspector --cli` invocation: its exit code and the structured result, whose text block must equal it. */
    const call = async <D = Row>(tool: string, args: Record<string, unknown>): Promise<{ exit: number; isError: boolean; envelope: Envelope<D> }> => {
      // The Inspector starts its server with a minimal environment: the runtime and config directories go by -e.
      const serverEnv = ['-e', `XDG_RUNTIME_DIR=${app.runtimeDir}`, '-e', `XDG_CONFIG_HOME=${app.configDir}`];
      const argv = ['--cli', '--format', 'json', ...serverEnv, process.execPath, CLI, 'mcp-bridge', '--method', 'tools/call', '--tool-name', tool, '--tool-args-json', JSON.stringify(args)];
      const outcome = await run(inspector, argv, { env }).then(
        (ok) => ({ exit: 0, stdout: ok.stdout }),
        (error: { code: number; stdout: string }) => ({ exit: error.code, stdout: error.stdout }),
      );
      const { result } = JSON.parse(outcome.stdout) as { result: { structuredContent: Envelope<D>; isError?: boolean; content: { text: string }[] } };
      expect(JSON.parse(result.content[0]!.text)).toEqual(result.structuredContent);
      // The Inspector exits 5 exactly when the tool reports an error.
      expect(outcome.exit).toBe(result.isError === true ? 5 : 0);
      return { exit: outcome.exit, isError: result.isError === true, envelope: result.structuredContent };
    };
    const ok = async <D = Row>(tool: string, args: Record<string, unknown> = {}): Promise<Envelope<D>> => {
      const answer = await call<D>(tool, args);
      expect(answer.isError, `${tool}: ${JSON.stringify(answer.envelope.error)}`).toBe(false);
      return answer.envelope;
    };

    const { workload, port } = await Workload.start(uniqueName('winsp'));
    try {
      // 1. Find the process by name.
      const rows = await waitFor(async () => {
        const listing = await ok<ListProcessesData>('winproc_list_processes', { filter: { name: workload.name } });
        return listing.data.rows.length > 0 ? listing.data.rows : null;
      }, 'the workload in a listing', 60_000, 500);
      expect(rows.map((r: OutProcessRow) => r.pid)).toEqual([workload.pid]);
      // Its reference belongs to that invocation's connection: the next invocation cannot use it (criterion 6), so
      // this client reaches the process through its name and through host-wide captures filtered by owner.
      const foreign = await call('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: rows[0]!.process_ref }] });
      expect(foreign.envelope.error?.code).toBe('REFERENCE_INVALID');

      // 2. Track its name; the revision is the application's, so it carries across connections.
      const revision = (await ok<GetTrackingData>('winproc_get_tracking')).data.revision;
      const added = (await ok<OperationData>('winproc_update_tracking', { action: 'add', process_name: workload.name, operation_id: `wf-insp-${workload.pid}`, expected_revision: revision })).data;
      expect(added, JSON.stringify(added.error)).toMatchObject({ state: 'succeeded', outcome: { tracked_names: expect.arrayContaining([workload.name]) } });
      const matching = (await ok<GetTrackingData>('winproc_get_tracking')).data.matching_processes;
      expect(matching.map((p) => p.pid)).toContain(workload.pid);

      // 3. Metrics and history under the workload: its growth shows in the system's committed memory and in the
      // retained history bounds of its own listing row.
      await workload.grow(GROWTH_MIB);
      const system = await ok<GetMetricsData>('winproc_get_metrics', { metric_ids: ['committed_bytes', 'available_memory_bytes', 'cpu_percent'] });
      expect(system.data.samples[0]!.target).toEqual({ system: true });
      expect(system.data.samples[0]!.values.committed_bytes).toMatch(/^[0-9]+$/);
      const history = await ok<HistorySummary>('winproc_get_history', { metric_ids: ['committed_bytes'] });
      expect(history.data.metrics.committed_bytes!.available_value_count).toBeGreaterThan(0);
      const listed = (await ok<ListProcessesData>('winproc_list_processes', { scope: 'retained', filter: { name: workload.name } })).data.rows[0]!;
      expect(Date.parse(listed.history_to!)).toBeGreaterThan(Date.parse(listed.history_from!));

      // 4. Investigate in one call each: who holds files in its directory, and its loopback listener.
      const users = await ok<JobData>('winproc_start_capture', { kind: 'file_users', read: { filter: workload.dir } });
      expect(users.data.state).toBe('succeeded');
      const userRows = users.data.result_page!.data.rows.filter((r) => r.kind === 'handle');
      expect(userRows.map((r) => r.path).sort()).toEqual(WORKLOAD_FILES.map((f) => join(workload.dir, f)).sort());
      expect(userRows.every((r) => r.pid === workload.pid && r.name === workload.name)).toBe(true);
      const network = await ok<JobData>('winproc_start_capture', { kind: 'network', read: { owner_name: workload.name } });
      expect(network.data.result_page!.data.rows.find((r) => r.local_port === port)).toMatchObject({ local_address: '127.0.0.1', state: 'LISTEN', pid: workload.pid });
      // Modules need a live process reference, which no later invocation can hold: the refusal is explicit.
      const modules = await call('winproc_start_capture', { kind: 'modules', process_ref: rows[0]!.process_ref });
      expect(modules.envelope.error?.code).toBe('REFERENCE_INVALID');

      // 5. Record a reproduction. The operation belongs to the application, so a later invocation reads its outcome.
      const settled = async (first: OperationData): Promise<OperationData> =>
        waitFor(async () => {
          if (first.state !== 'pending' && first.state !== 'running') return first;
          const data = (await ok<OperationData>('winproc_get_operation', { operation_id: first.operation_id })).data;
          return data.state === 'pending' || data.state === 'running' ? null : data;
        }, 'the operation to settle', 60_000, 500);
      const idle = (await ok<RecordingData>('winproc_get_recording')).data;
      expect(idle).toMatchObject({ active: false, output_directory_configured: true });
      const started = await settled((await ok<OperationData>('winproc_start_recording', { interval_seconds: 1, operation_id: `wf-insp-rec-${workload.pid}`, expected_revision: idle.revision })).data);
      expect(started, JSON.stringify(started.error)).toMatchObject({ state: 'succeeded', outcome: { tracked_names: expect.arrayContaining([workload.name]) } });
      const sessionId = started.outcome!.recording_session_id!;
      await workload.grow(16);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const stopped = await settled((await ok<OperationData>('winproc_stop_recording', { recording_session_id: sessionId, operation_id: `wf-insp-stop-${workload.pid}` })).data);
      expect(stopped, JSON.stringify(stopped.error)).toMatchObject({ state: 'succeeded' });
      // The saved logs are listed in one call, and the new one opens by its log ID (the file name, the same on every
      // connection). The loaded log belongs to the invocation that opened it: the next one cannot query it.
      const logs = await ok<JobData>('winproc_list_logs', {});
      expect(logs.data.state).toBe('succeeded');
      const logRows = logs.data.result_page!.data.rows;
      expect(logRows.map((r) => r.name).sort()).toEqual(readdirSync(recordings).filter((f) => f.endsWith('.log')).sort());
      expect(logRows.map((r) => r.log_id)).toContain(started.outcome!.output_log_id);
      const opened = await ok<JobData>('winproc_open_log', { log_id: started.outcome!.output_log_id, wait_ms: 10_000 });
      expect(opened.data, JSON.stringify(opened.data.result)).toMatchObject({ state: 'succeeded', result: { log_ref: expect.any(String) } });
      const query = await call('winproc_list_processes', { source: 'log', log_ref: opened.data.result!.log_ref, filter: { name: workload.name } });
      expect(query.envelope.error?.code).toBe('REFERENCE_INVALID');

      // 6. Every invocation disconnected when it ended: the TUI is as the person left it, the tracking stays.
      await expectUnchangedTui(workload.name);
    } finally {
      await workload.stop();
    }
  });
});
