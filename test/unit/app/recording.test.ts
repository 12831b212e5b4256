// Guards the App's Recording (spec §9, §10 "Recording", product-contracts §7) with the real file writer in a temp
// directory: start checks (Log view excepted: the activity, a duplicate start, a stale revision, an empty Tracking
// List, a missing directory) with nothing started on refusal; names and interval fixed at start and tracking
// refused while recording; a stale or other session ID never stops the session; stop reports completion only
// after the partial window, the end record and the close; the 24-hour limit on the monotonic clock; quit flushing;
// a directory that cannot take the file reported with nothing left behind; a write failure while recording ending
// the session at once as a failed one (Live again, tracking free, the failure shown until Esc or the next start, a
// stop of exactly that session answering EXPORT_FAILED with the kept path, any other stop as before).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import type { RecordingClock } from '../../../src/app/recording/feature.js';
import type { OperationStatus, RecordingMutation, SubmissionAnswer } from '../../../src/model/operations.js';
import { validateRecordingV4Line } from '../../../generated/recording/validators.js';
import { type V3Record } from '../../../src/recording/v3-layout.js';
import { decodeV3 } from '../../../src/recording/v3-decode.js';
import { draft2020 } from '../../support/ajv.js';
import { snap, type Proc } from '../backend/harness.js';

const WORKER: Proc = { pid: 700, name: 'worker', start: 5_000, path: '/usr/bin/worker', values: { private_bytes: 1_000n, cpu_percent: 4 } };
const CHILD: Proc = { pid: 701, name: 'helper', start: 5_001, ppid: 700, values: { private_bytes: 10n } };
const STRANGER: Proc = { pid: 702, name: 'stranger', start: 5_002 };

/** Wall and monotonic time the test moves by hand; the limit timer fires when the test says so. */
class TestClock implements RecordingClock {
  wall = 1_764_900_000_000;
  mono = 50_000;
  timers: { callback: () => void; delayMs: number }[] = [];
  wallMs = () => this.wall;
  monotonicMs = () => this.mono;
  setTimer = (callback: () => void, delayMs: number) => {
    const timer = { callback, delayMs };
    this.timers.push(timer);
    return timer;
  };
  clearTimer = (handle: unknown) => {
    this.timers = this.timers.filter((timer) => timer !== handle);
  };
}

/** The original application's published line schema: format-3 files must stay valid under it. */
const REFERENCE = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../shared/reference/recording-v3-line.schema.json'), 'utf8')) as object;
const validateReference = draft2020().compile(REFERENCE);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The App with a Recording directory; its files are format 3 unless `format` says otherwise (these tests read them
 * with decodeV3); 'default': no format option, as a user without the setting runs.
 */
function setup(options: { directory?: string | null; names?: readonly string[]; limitMs?: number; format?: 3 | 4 | 'default' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-rec-'));
  dirs.push(dir);
  const clock = new TestClock();
  const app = new App({
    revisionInstance: 'test',
    trackingNames: options.names ?? ['worker'],
    recording: { directory: options.directory === undefined ? dir : options.directory, clock, ...(options.format === 'default' ? {} : { format: options.format ?? 3 }), ...(options.limitMs !== undefined ? { durationLimitMs: options.limitMs } : {}) },
  });
  app.applySnapshot(snap(clock.wall - 500, [WORKER, CHILD, STRANGER]));
  return { app, dir, clock };
}

let counter = 0;
function submit(app: App, mutation: RecordingMutation, connectionId = 'conn-1'): SubmissionAnswer {
  const operationId = `rec-${++counter}`;
  const tool = mutation.action === 'start' ? 'winproc_start_recording' : 'winproc_stop_recording';
  return app.submit({ operationId, tool, arguments: { ...mutation, operation_id: operationId }, connectionId, mutation });
}

function entered(answer: SubmissionAnswer): OperationStatus {
  if (!answer.ok) throw new Error(`not entered: ${answer.error.code} ${answer.error.message}`);
  return answer.status;
}

/** The operation's status once it left `running` (the writer works after the current turn). */
async function settled(app: App, answer: SubmissionAnswer): Promise<OperationStatus> {
  const id = entered(answer).operationId;
  for (let i = 0; i < 200; i++) {
    const now = entered(app.status(id));
    if (now.state !== 'running' && now.state !== 'pending') return now;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the operation did not settle');
}

const start = (app: App, intervalSeconds: 1 | 2 | 5 | 10 = 1, expectedRevision = app.currentRevision) => submit(app, { kind: 'recording', action: 'start', intervalSeconds, expectedRevision });
const stop = (app: App, sessionId: string) => submit(app, { kind: 'recording', action: 'stop', sessionId });

function records(dir: string): V3Record[] {
  const [file] = readdirSync(dir);
  const text = readFileSync(join(dir, file!), 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text.trimEnd().split('\n').map((line) => decodeV3(line));
}

describe('Recording start', () => {
  it('fixes the names and the interval, enters the Recording activity and reports session, names, interval and log ID', async () => {
    const { app, dir } = setup({ names: ['worker', 'absent-name'] });
    const before = app.currentRevision;
    const started = await settled(app, start(app, 2));
    expect(started.state).toBe('succeeded');
    const session = app.recording();
    expect(session).toMatchObject({ active: true, trackedNames: ['worker', 'absent-name'], intervalSeconds: 2, outputDirectoryConfigured: true });
    expect(started.outcome).toMatchObject({ recording_session_id: session.sessionId, tracked_names: ['worker', 'absent-name'], interval_seconds: 2, output_log_id: session.outputLogId });
    expect(session.outputLogId).toMatch(/^winproc-\d{14}\.log$/);
    expect(readdirSync(dir)).toEqual([session.outputLogId]);
    expect(app.currentActivity).toBe('recording');
    expect(app.currentRevision).not.toBe(before);
    expect(app.getView().recording).toMatchObject({ active: true, phase: 'recording', intervalSeconds: 2 });
  });

  it.each([
    ['an empty Tracking List', { names: [] }, 'STATE_CONFLICT', /Tracking List is empty/],
    ['no configured directory', { directory: null }, 'STATE_CONFLICT', /No recording directory is configured/],
  ] as const)('refuses to start with %s, starting nothing', async (_what, options, code, message) => {
    const { app, dir } = setup(options);
    const refused = await settled(app, start(app));
    expect(refused).toMatchObject({ state: 'failed', error: { code } });
    expect(refused.error!.message).toMatch(message);
    expect(app.recording().active).toBe(false);
    expect(app.currentActivity).toBe('live');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('answers PERMISSION_DENIED when the system refuses the file for want of permission, and stays Live', async () => {
    // The test runs as root, so a chmod cannot refuse it; sysfs refuses creating any file with EACCES even for root,
    // which is the same kernel answer an unwritable directory gives another user.
    const { app } = setup({ directory: '/sys' });
    const refused = await settled(app, start(app));
    expect(refused).toMatchObject({ state: 'failed', error: { code: 'PERMISSION_DENIED' } });
    expect(refused.error!.message).toMatch(/permission denied/);
    expect(app.currentActivity).toBe('live');
    // Any other failure to create the file stays a failed write.
    const missing = setup({ directory: join(tmpdir(), `winproc-absent-${process.pid}-${Date.now()}`) });
    expect(await settled(missing.app, start(missing.app))).toMatchObject({ state: 'failed', error: { code: 'EXPORT_FAILED' } });
  });

  it('refuses a stale revision and a second start while one is active', async () => {
    const { app } = setup();
    expect((await settled(app, start(app, 1, 'inv-test:999'))).error?.code).toBe('STATE_CONFLICT');
    await settled(app, start(app));
    const first = app.recording().sessionId;
    const again = await settled(app, start(app));
    expect(again).toMatchObject({ state: 'failed', error: { code: 'ACTIVITY_CONFLICT' } });
    expect(app.recording().sessionId).toBe(first);
  });

  it('reports a directory that cannot take the file as a failed start and leaves Live', async () => {
    const { app, dir } = setup();
    const missing = join(dir, 'removed');
    app.actions.startRecording(missing, 1);
    expect(app.currentActivity).toBe('recording');
    for (let i = 0; i < 50 && app.currentActivity === 'recording'; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(app.currentActivity).toBe('live');
    expect(app.getView().actionNotice).toMatch(/did not start: .*does not exist/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('while recording', () => {
  it('refuses tracking changes from the TUI and MCP with a visible reason', async () => {
    const { app } = setup();
    await settled(app, start(app));
    app.actions.toggleTracking('stranger');
    expect(app.getView().actionNotice).toMatch(/while Recording/);
    const revision = app.currentRevision;
    const answer = app.submit({
      operationId: 'trk-1',
      tool: 'winproc_update_tracking',
      arguments: {},
      connectionId: 'c',
      mutation: { kind: 'tracking', action: 'add', processName: 'stranger', expectedRevision: revision, byReference: false },
    });
    expect(entered(answer)).toMatchObject({ state: 'failed', error: { code: 'ACTIVITY_CONFLICT' } });
    expect(app.trackingNames()).toEqual(['worker']);
  });

  it('never stops the session for a stale or other ID; the exact ID stops it after flushing, the end record and the close', async () => {
    const { app, dir, clock } = setup();
    await settled(app, start(app));
    const { sessionId } = app.recording();
    for (let i = 1; i <= 3; i++) {
      clock.wall += 1_000;
      clock.mono += 1_000;
      app.applySnapshot(snap(clock.wall, [WORKER, CHILD, STRANGER]));
    }
    const other = await settled(app, stop(app, `${sessionId}-other`));
    expect(other).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });
    expect(app.recording().active).toBe(true);
    const stopped = await settled(app, stop(app, sessionId!));
    expect(stopped).toMatchObject({ state: 'succeeded', outcome: { recording_session_id: sessionId, output_log_id: expect.stringMatching(/^winproc-\d{14}\.log$/) } });
    expect(app.recording().active).toBe(false);
    expect(app.currentActivity).toBe('live');
    const written = records(dir);
    expect(written[0]!.kind).toBe('session');
    expect(written.at(-1)).toEqual({ kind: 'end', end: { endedAtMs: clock.wall, reason: 'stopped' } });
    const frames = written.flatMap((r) => (r.kind === 'frame' ? [r.frame] : []));
    // Three 1 s windows: two closed by the next window's snapshot, the last (partial) one flushed by the stop.
    expect(frames.map((f) => f.capturedAtMs)).toEqual([clock.wall - 2_000, clock.wall - 1_000, clock.wall]);
    expect(frames[0]!.processes.map((p) => p.values.private_bytes)).toEqual([1_000n, 10n]);
    const defined = written.flatMap((r) => (r.kind === 'process' ? [r.process.name] : []));
    expect(defined.sort()).toEqual(['helper', 'worker']);
    const late = await settled(app, stop(app, sessionId!));
    expect(late).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });
  });

  it('asks the TUI before its own stop, and an MCP stop of the exact session ends that question', async () => {
    const { app } = setup();
    await settled(app, start(app));
    app.actions.stopRecording();
    expect(app.getView().confirmation?.description).toMatch(/^Stop the Recording/);
    const stopped = await settled(app, stop(app, app.recording().sessionId!));
    expect(stopped.state).toBe('succeeded');
    expect(app.getView().confirmation).toBeNull();
  });

  it('ends at the duration limit on the monotonic clock with reason duration_limit', async () => {
    const { app, dir, clock } = setup({ limitMs: 10_000 });
    await settled(app, start(app));
    clock.wall += 1_000;
    clock.mono += 1_000;
    app.applySnapshot(snap(clock.wall, [WORKER]));
    // The wall clock jumping does not end it; the monotonic clock passing the limit does.
    clock.wall += 3_600_000;
    app.applySnapshot(snap(clock.wall, [WORKER]));
    expect(app.recording().active).toBe(true);
    clock.mono += 9_000;
    clock.wall += 1_000;
    app.applySnapshot(snap(clock.wall, [WORKER]));
    for (let i = 0; i < 50 && app.recording().active; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(app.recording().active).toBe(false);
    expect(records(dir).at(-1)).toMatchObject({ kind: 'end', end: { reason: 'duration_limit' } });
    expect(app.getView().actionNotice).toMatch(/24-hour limit/);
  });

  it('ends when the limit timer fires even without new samples', async () => {
    const { app, dir, clock } = setup({ limitMs: 10_000 });
    await settled(app, start(app));
    expect(clock.timers.map((t) => t.delayMs)).toEqual([10_000]);
    clock.timers[0]!.callback();
    for (let i = 0; i < 50 && app.recording().active; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(records(dir).at(-1)).toMatchObject({ kind: 'end', end: { reason: 'duration_limit' } });
  });

  it('flushes and closes on quit', async () => {
    const { app, dir, clock } = setup();
    await settled(app, start(app));
    clock.wall += 400;
    app.applySnapshot(snap(clock.wall, [WORKER]));
    await app.finishRecording();
    const written = records(dir);
    expect(written.filter((r) => r.kind === 'frame')).toHaveLength(1);
    expect(written.at(-1)).toMatchObject({ kind: 'end', end: { reason: 'stopped' } });
    expect(app.recordingPreferences).toMatchObject({ directory: dir, intervalSeconds: 1 });
  });
});

describe('a write failure while recording', () => {
  /** Starts, records a frame, then deletes the directory: the next write reports the removed file. */
  async function failedSession(beforeFailure: (app: App) => void = () => undefined) {
    const { app, dir, clock } = setup();
    await settled(app, start(app));
    const { sessionId, outputLogId } = app.recording();
    clock.wall += 1_000;
    clock.mono += 1_000;
    app.applySnapshot(snap(clock.wall, [WORKER]));
    beforeFailure(app);
    rmSync(dir, { recursive: true, force: true });
    clock.wall += 1_000;
    clock.mono += 1_000;
    app.applySnapshot(snap(clock.wall, [WORKER]));
    for (let i = 0; i < 50 && app.recording().active; i++) await new Promise((resolve) => setImmediate(resolve));
    return { app, dir, clock, sessionId: sessionId!, path: join(dir, outputLogId!) };
  }

  it('ends the session at once: Live, get_recording inactive, tracking and a new start allowed again', async () => {
    const { app, sessionId } = await failedSession();
    expect(app.recording()).toMatchObject({ active: false, sessionId: null });
    expect(app.currentActivity).toBe('live');
    app.actions.toggleTracking('stranger');
    expect(app.trackingNames()).toEqual(['worker', 'stranger']);
    expect(app.getView().recording.failure).toMatchObject({ sessionId, message: expect.stringMatching(/was removed/) });
    expect(app.getView().actionNotice ?? '').not.toMatch(/while Recording/);
  });

  it('answers a stop of exactly that session with EXPORT_FAILED and the kept path; another ID as before', async () => {
    const { app, sessionId, path } = await failedSession();
    const exact = await settled(app, stop(app, sessionId));
    expect(exact).toMatchObject({ state: 'failed', error: { code: 'EXPORT_FAILED' }, outcome: { recording_session_id: sessionId, output_path: path } });
    expect(exact.error!.message).toContain(path);
    expect(exact.error!.message).toMatch(/was removed/);
    const other = await settled(app, stop(app, `${sessionId}-other`));
    expect(other).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT', message: expect.stringMatching(/No Recording is active/) } });
    // Dismissing the TUI's lines does not change what a stop of that session answers.
    app.actions.dismissRecordingFailure();
    expect(app.getView().recording.failure).toBeNull();
    expect((await settled(app, stop(app, sessionId))).error?.code).toBe('EXPORT_FAILED');
  });

  it("closes the TUI's open stop question: nothing is left to stop, and the failure is said once", async () => {
    const { app } = await failedSession((app) => {
      app.actions.stopRecording();
      expect(app.getView().confirmation?.description).toMatch(/^Stop the Recording/);
    });
    expect(app.getView().confirmation).toBeNull();
    expect(app.getView().recording.failure).toMatchObject({ message: expect.stringMatching(/was removed/) });
    expect(app.getView().actionNotice).toBeNull();
  });

  it('keeps the failure shown until a new Recording starts', async () => {
    const { app, clock } = await failedSession();
    const dir = mkdtempSync(join(tmpdir(), 'winproc-rec-'));
    dirs.push(dir);
    expect(app.getView().recording.failure).not.toBeNull();
    clock.wall += 1_000;
    app.applySnapshot(snap(clock.wall, [WORKER]));
    expect(app.getView().recording.failure).not.toBeNull();
    app.actions.startRecording(dir, 1);
    expect(app.getView().recording.failure).toBeNull();
    expect(app.recording().active).toBe(true);
  });
});

describe('Recording format setting', () => {
  /** Records three windows and stops; the written file's lines. */
  async function recordLines(app: App, dir: string, clock: TestClock): Promise<string[]> {
    await settled(app, start(app));
    const { sessionId } = app.recording();
    for (let i = 1; i <= 3; i++) {
      clock.wall += 1_000;
      clock.mono += 1_000;
      app.applySnapshot(snap(clock.wall, [WORKER, CHILD, STRANGER]));
    }
    await settled(app, stop(app, sessionId!));
    const file = readdirSync(dir).sort().at(-1)!;
    const lines = readFileSync(join(dir, file), 'utf8').trimEnd().split('\n');
    rmSync(join(dir, file));
    return lines;
  }

  it('writes format 4 by default, and format 3 once Settings choose it, every line valid under its schema (3: the published reference)', async () => {
    const { app, dir, clock } = setup({ format: 'default' });
    expect(app.getView().recording.format).toBe(4);
    const v4 = await recordLines(app, dir, clock);
    expect(JSON.parse(v4[0]!)).toMatchObject({ s: { v: 4 } });
    for (const line of v4) expect(validateRecordingV4Line(JSON.parse(line)), line.slice(0, 60)).toBe(true);

    app.actions.setRecordingFormat(3);
    expect(app.getView().recording.format).toBe(3);
    expect(app.recordingPreferences.format).toBe(3);
    const v3 = await recordLines(app, dir, clock);
    expect(JSON.parse(v3[0]!)).toMatchObject({ s: { v: 3 } });
    expect(v3.map((line) => decodeV3(line).kind)).toEqual(['session', 'process', 'process', 'frame', 'frame', 'frame', 'end']);
    for (const line of v3) {
      validateReference(JSON.parse(line));
      expect(validateReference.errors ?? [], line.slice(0, 60)).toEqual([]);
    }
  });
});
