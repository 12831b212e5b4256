// Guards the Recording across Recordings and a signal (the real application in tmux, a real bridge): a second
// Recording of the same run (on the writer thread the first one started, kept between them) writes a complete file of
// its own, and SIGTERM while it records ends the run with 143 only after the Recording was finished: the partial
// window, the end record ("stopped"), flush and close, every line valid against the published line schema.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetTrackingData } from '../../generated/types/tools.js';
import { type LiveApp, uniqueName, waitFor, type Session } from '../support/live-app.js';
import { checkLines, startRecordingApp } from '../support/recording.js';
import { requireTmux } from '../support/tmux.js';

interface OperationData {
  readonly state: string;
  readonly outcome?: { readonly recording_session_id?: string; readonly output_log_id?: string };
}

describe.skipIf(!requireTmux())('Recordings of one run and SIGTERM', () => {
  let app: LiveApp;
  let client: Session;
  let directory: string;
  const tracked = uniqueName('rec-sig');
  let counter = 0;
  const opId = (what: string) => `${what}-${++counter}-${process.pid}`;
  const revision = async () => (await client.ok<GetTrackingData>('winproc_get_tracking')).data.revision;
  const start = async () => (await client.ok<OperationData>('winproc_start_recording', { interval_seconds: 1, operation_id: opId('start'), expected_revision: await revision() })).data;
  const frames = (path: string) => checkLines(path).filter((kind) => kind === 'frame').length;

  beforeAll(async () => {
    ({ app, directory } = await startRecordingApp('winproc-rec-sig-'));
    client = await app.connect();
    app.spawnNamed(tracked);
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('records twice in one run, and SIGTERM finishes the running Recording before the exit (143)', async () => {
    const added = (await client.ok<OperationData>('winproc_update_tracking', { action: 'add', process_name: tracked, operation_id: opId('trk'), expected_revision: await revision() })).data;
    expect(added.state).toBe('succeeded');

    const first = await start();
    expect(first.state).toBe('succeeded');
    const firstPath = join(directory, first.outcome!.output_log_id!);
    await waitFor(() => frames(firstPath) >= 2, 'two frames in the first file', 30_000, 300);
    const stopped = (await client.ok<OperationData>('winproc_stop_recording', { recording_session_id: first.outcome!.recording_session_id!, operation_id: opId('stop') })).data;
    expect(stopped.state).toBe('succeeded');
    expect(checkLines(firstPath).at(-1)).toBe('end');

    const second = await start();
    expect(second.state).toBe('succeeded');
    expect(second.outcome!.output_log_id).not.toBe(first.outcome!.output_log_id);
    const secondPath = join(directory, second.outcome!.output_log_id!);
    await waitFor(() => frames(secondPath) >= 2, 'two frames in the second file', 30_000, 300);

    process.kill(await app.applicationPid(), 'SIGTERM');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.startsWith('WINPROC_EXITED=')), 'the application to exit');
    expect((await app.screen()).some((l) => l.startsWith('WINPROC_EXITED=143'))).toBe(true);
    const kinds = checkLines(secondPath);
    expect(kinds[0]).toBe('session');
    expect(kinds.at(-1)).toBe('end');
    expect(readFileSync(secondPath, 'utf8')).toMatch(/\{"e":\[\d+,"stopped"\]\}\n$/);
    // The first file is untouched by the second Recording.
    expect(checkLines(firstPath).filter((kind) => kind === 'end')).toHaveLength(1);
  }, 120_000);
});
