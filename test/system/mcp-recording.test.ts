// Criterion 12.16 end to end, and the Recording's TUI: the real application in a private tmux server, real bridges
// over stdio, processes the test spawns. Start checks the Tracking List and the revision and fixes the names and
// interval; zero matches is fine; tracking and a second start are refused while recording; disconnecting does not
// stop it; a stale or other session ID never stops it; the exact stop reports completion only after the end record
// was written and the file closed, and every line validates against the original application's published line
// schema. In the TUI: r -> Record dialog -> Enter -> REC badge -> r -> confirm stops. A full disk (a small tmpfs the
// test mounts when it runs as root; otherwise a directory that does not exist) ends the Recording at once as a
// failed session: LIVE, get_recording inactive, tracking changeable, the failure (ENOSPC) and the kept file on the
// status lines until Esc, a stop of that session answering EXPORT_FAILED with the path, the file's complete lines
// kept. kill -9 of the application leaves every complete line parseable.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetRecordingData, GetTrackingData } from '../../generated/types/tools.js';
import { decodeV3 } from '../../src/recording/v3-decode.js';
import { type LiveApp, uniqueName, waitFor, type Session } from '../support/live-app.js';
import { checkLines, completeLines, startRecordingApp } from '../support/recording.js';
import { requireTmux } from '../support/tmux.js';

interface OperationData {
  readonly operation_id: string;
  readonly state: string;
  readonly outcome?: { readonly recording_session_id?: string; readonly tracked_names?: string[]; readonly interval_seconds?: number; readonly output_log_id?: string };
  readonly error?: { readonly code: string; readonly message: string };
}

const AS_ROOT = process.getuid?.() === 0;

describe.skipIf(!requireTmux())('Recording through the real bridge and the TUI (12.16)', () => {
  let app: LiveApp;
  let client: Session;
  let directory: string;
  let fullDisk: string | null = null;
  const tracked = uniqueName('rec-trk');
  let counter = 0;
  const opId = (what: string) => `${what}-${++counter}-${process.pid}`;
  const recording = async (session = client) => (await session.ok<GetRecordingData>('winproc_get_recording')).data;
  const revision = async () => (await client.ok<GetTrackingData>('winproc_get_tracking')).data.revision;
  const start = async (interval = 1) => (await client.ok<OperationData>('winproc_start_recording', { interval_seconds: interval, operation_id: opId('start'), expected_revision: await revision() })).data;
  const stop = async (sessionId: string, session = client) => (await session.ok<OperationData>('winproc_stop_recording', { recording_session_id: sessionId, operation_id: opId('stop') })).data;
  const header = async () => (await app.screen())[0] ?? '';

  beforeAll(async () => {
    // Format 3 (the setting for the original application): every line must stay valid under its published schema.
    ({ app, directory } = await startRecordingApp('winproc-rec-', 3));
    client = await app.connect();
    app.spawnNamed(tracked);
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    if (fullDisk !== null) {
      // Lazily: the killed application's last file handles may still be closing.
      execFileSync('umount', ['-l', fullDisk]);
      rmSync(fullDisk, { recursive: true, force: true });
    }
    rmSync(directory, { recursive: true, force: true });
  });

  it('reports no session and a configured directory, and refuses to start with an empty Tracking List', async () => {
    expect(await recording()).toMatchObject({ active: false, recording_session_id: null, output_directory_configured: true, tracked_names: [] });
    const refused = await start();
    expect(refused).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });
    expect(refused.error!.message).toMatch(/Tracking List is empty/);
    expect((await recording()).active).toBe(false);
  });

  it('starts with fixed names and interval, allows zero matches, refuses tracking and a second start, survives a disconnect; a stale stop stops nothing; the exact stop completes after the close', async () => {
    const absent = uniqueName('rec-none');
    for (const name of [tracked, absent]) {
      const added = (await client.ok<OperationData>('winproc_update_tracking', { action: 'add', process_name: name, operation_id: opId('trk'), expected_revision: await revision() })).data;
      expect(added.state).toBe('succeeded');
    }
    const stale = await client.ok<OperationData>('winproc_start_recording', { interval_seconds: 1, operation_id: opId('start'), expected_revision: 'inv-00000000:0' });
    expect(stale.data).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });

    const started = await start(1);
    expect(started.state).toBe('succeeded');
    const sessionId = started.outcome!.recording_session_id!;
    expect(started.outcome).toMatchObject({ tracked_names: [tracked, absent], interval_seconds: 1, output_log_id: expect.stringMatching(/^winproc-\d{14}\.log$/) });
    const state = await recording();
    expect(state).toMatchObject({ active: true, recording_session_id: sessionId, tracked_names: [tracked, absent], interval_seconds: 1, output_log_id: started.outcome!.output_log_id });
    await app.tmux.waitForScreen(app.pane, (lines) => /\bREC \d+:\d\d:\d\d/.test(lines[0] ?? ''), 'the REC badge with the elapsed time');

    const refusedTracking = (await client.ok<OperationData>('winproc_update_tracking', { action: 'remove', process_name: absent, operation_id: opId('trk'), expected_revision: await revision() })).data;
    expect(refusedTracking).toMatchObject({ state: 'failed', error: { code: 'ACTIVITY_CONFLICT' } });
    expect((await start(2))).toMatchObject({ state: 'failed', error: { code: 'ACTIVITY_CONFLICT' } });

    // Disconnecting the client that started it does not stop the Recording.
    await client.close();
    client = await app.connect();
    expect((await recording()).recording_session_id).toBe(sessionId);

    const path = join(directory, started.outcome!.output_log_id!);
    await waitFor(() => checkLines(path).filter((kind) => kind === 'frame').length >= 2, 'two frames in the file', 30_000, 300);

    const other = await stop(`${sessionId}-other`);
    expect(other).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });
    expect((await recording()).active).toBe(true);

    const stopped = await stop(sessionId);
    expect(stopped).toMatchObject({ state: 'succeeded', outcome: { recording_session_id: sessionId, output_log_id: started.outcome!.output_log_id } });
    // Completion came after the close: the end record is already the file's last line.
    const kinds = checkLines(path, 3);
    expect(kinds[0]).toBe('session');
    expect(kinds.at(-1)).toBe('end');
    expect(readFileSync(path, 'utf8').endsWith('\n')).toBe(true);
    const records = completeLines(path).map((line) => decodeV3(line));
    const definition = records.find((r) => r.kind === 'process' && r.process.name === tracked);
    expect(definition, 'the tracked process is defined').toBeDefined();
    const frames = records.flatMap((r) => (r.kind === 'frame' ? [r.frame] : []));
    expect(frames.some((f) => f.processes.some((p) => definition?.kind === 'process' && p.processId === definition.process.processId))).toBe(true);
    expect((await recording()).active).toBe(false);
    await app.tmux.waitForScreen(app.pane, (lines) => (lines[0] ?? '').includes('LIVE'), 'the header back to LIVE');
    // The old session's ID stops nothing now either.
    expect(await stop(sessionId)).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });
  }, 90_000);

  it('records from the TUI: r opens the Record dialog, Enter starts (REC badge), r asks before stopping, y stops', async () => {
    await app.tmux.sendKeys(app.pane, 'r');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Record')) && lines.some((l) => l.includes(`Directory: ${directory}`)), 'the Record dialog with the configured directory');
    await app.tmux.sendKeys(app.pane, 'Right', 'Left', 'Right');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('[2 s]')), 'interval 2 s chosen');
    await app.tmux.sendKeys(app.pane, 'Enter');
    await app.tmux.waitForScreen(app.pane, (lines) => /\bREC \d+:\d\d:\d\d/.test(lines[0] ?? ''), 'the REC badge');
    // The badge shows from the start on; the log's ID exists once the writer thread has created the file.
    const state = await waitFor(async () => {
      const current = await recording();
      return current.output_log_id !== null ? current : null;
    }, 'the created log file');
    expect(state).toMatchObject({ active: true, interval_seconds: 2 });
    await app.tmux.sendKeys(app.pane, 'r');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Stop the Recording')), 'the stop confirmation');
    expect((await recording()).active).toBe(true);
    await app.tmux.sendKeys(app.pane, 'y');
    await app.tmux.waitForScreen(app.pane, (lines) => (lines[0] ?? '').includes('LIVE') && lines.some((l) => l.includes('Recording stopped; saved to')), 'LIVE and the saved notice');
    expect(checkLines(join(directory, state.output_log_id!)).at(-1)).toBe('end');
  }, 60_000);

  it('ends the Recording at once on a full disk: Live, tracking free, the failure and kept file shown until Esc, the exact stop answering EXPORT_FAILED', async () => {
    const target = AS_ROOT ? mkdtempSync(join(tmpdir(), 'winproc-full-')) : join(directory, 'removed');
    if (AS_ROOT) {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', target]);
      fullDisk = target;
    }
    await app.tmux.sendKeys(app.pane, 'r');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Directory:')), 'the Record dialog');
    await app.tmux.sendKeys(app.pane, ...new Array(directory.length + 4).fill('BSpace'));
    await app.tmux.type(app.pane, target);
    await app.tmux.sendKeys(app.pane, 'Enter');
    if (!AS_ROOT) {
      // Without root no small disk can be mounted: a directory that does not exist shows its error instead.
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('did not start') && l.includes('does not exist')), 'the start failure');
      expect((await recording()).active).toBe(false);
      return;
    }
    const state = await waitFor(async () => {
      const now = await recording();
      return now.active && now.output_log_id ? now : null;
    }, 'the Recording on the small disk');
    const path = join(target, state.output_log_id!);
    await waitFor(() => checkLines(path).includes('frame'), 'a first frame on the small disk', 30_000, 300);
    // Fill the disk: the next frame cannot be written.
    try {
      writeFileSync(join(target, 'filler'), Buffer.alloc(1024 * 1024));
    } catch {
      // ENOSPC once the disk is full: that is the point.
    }
    // The failure ends the Recording at once: LIVE again, the reason with its code and the kept file on the status lines.
    await app.tmux.waitForScreen(
      app.pane,
      (lines) => (lines[0] ?? '').includes('LIVE') && lines.some((l) => l.includes('Recording failed and ended') && l.includes('ENOSPC')) && lines.some((l) => l.includes(`Partial file kept: ${path}`)),
      'LIVE with the write failure and the kept file',
    );
    expect(await recording()).toMatchObject({ active: false, recording_session_id: null });
    // Tracking is free again (and put back as it was).
    const extra = uniqueName('rec-after');
    for (const action of ['add', 'remove'] as const) {
      const changed = (await client.ok<OperationData>('winproc_update_tracking', { action, process_name: extra, operation_id: opId('trk'), expected_revision: await revision() })).data;
      expect(changed.state).toBe('succeeded');
    }
    // A stop of exactly that session answers its write failure and the kept file; another ID the usual no-session.
    const stopped = (await client.ok<OperationData & { outcome?: { output_path?: string } }>('winproc_stop_recording', { recording_session_id: state.recording_session_id!, operation_id: opId('stop') })).data;
    expect(stopped).toMatchObject({ state: 'failed', error: { code: 'EXPORT_FAILED' }, outcome: { recording_session_id: state.recording_session_id, output_path: path } });
    expect(stopped.error!.message).toMatch(/ENOSPC: the disk is full.*kept/);
    const other = await stop(`${state.recording_session_id!}-other`);
    expect(other).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });
    // The file keeps its complete lines and nothing half written: it ends with a newline.
    const kinds = checkLines(path);
    expect(kinds[0]).toBe('session');
    expect(kinds).toContain('frame');
    expect(readFileSync(path, 'utf8').endsWith('\n')).toBe(true);
    // Esc dismisses the failure lines.
    await app.tmux.sendKeys(app.pane, 'Escape');
    await app.tmux.waitForScreen(app.pane, (lines) => !lines.some((l) => l.includes('Recording failed') || l.includes('Partial file kept')), 'the failure lines dismissed');
    rmSync(join(target, 'filler'), { force: true });
  }, 90_000);

  it('leaves every complete line parseable when the application is killed with SIGKILL', async () => {
    // The last test: the application does not survive it. MCP records where the last TUI start succeeded.
    const configured = AS_ROOT ? fullDisk! : directory;
    const started = await start(1);
    expect(started.state).toBe('succeeded');
    const path = join(configured, started.outcome!.output_log_id!);
    await waitFor(() => checkLines(path).filter((kind) => kind === 'frame').length >= 3, 'three frames', 30_000, 300);
    process.kill(await app.applicationPid(), 'SIGKILL');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.startsWith('WINPROC_EXITED=137')), 'the application killed');
    expect(existsSync(path)).toBe(true);
    const kinds = checkLines(path);
    expect(kinds[0]).toBe('session');
    expect(kinds).not.toContain('end');
    expect(kinds.filter((k) => k === 'frame').length).toBeGreaterThanOrEqual(3);
  }, 90_000);
});
