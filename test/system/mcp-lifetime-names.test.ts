// Guards lifetime names end to end through the real bridge and the real application in tmux: a Node 24 child is
// listed and tracked as `node` with `MainThread` only in its task_name; a program that renames itself mid-life keeps
// its process_ref, name, history and tracking while task_name follows the rename; a Recording writes the lifetime's
// name, once; name filters match the name, and the TUI's `/` filter also finds a row by its task name.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetTrackingData, ListProcessesData } from '../../generated/types/tools.js';
import { decodeV3 } from '../../src/recording/v3-decode.js';
import { requireTmux } from '../support/tmux.js';
import { LiveApp, waitFor, type Session } from '../support/live-app.js';
import { node24 } from '../support/node-runtime.js';
import { buildRenamer, renameNow, startRenamer } from '../support/renamer.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('mcp-lifetime-names.test.ts: skipped, tmux is not installed\n');

type Row = ListProcessesData['rows'][number];

describe.skipIf(!HAS_TMUX)('lifetime names through MCP, tracking, Recording and the TUI (system)', () => {
  const tag = randomBytes(3).toString('hex');
  const fileName = `renamer-${tag}`;
  const taskName = `late-${tag}`;
  let app: LiveApp;
  let session: Session;
  let root: string;
  let node: ChildProcess;
  let renamer: ChildProcessWithoutNullStreams;

  const rowOf = async (pid: number, until: (row: Row) => boolean = () => true): Promise<Row> =>
    waitFor(async () => {
      const listing = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { pid }, projection: ['process_ref', 'pid', 'name', 'task_name', 'history_from', 'history_to'] });
      const row = listing.data.rows[0];
      return row !== undefined && until(row) ? row : undefined;
    }, `pid ${pid} in a listing`, 20_000, 250);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'winproc-lifetime-'));
    // Format 3: the test reads the Recording's process definitions with the format-3 codec (decodeV3).
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' }, `[recording]\ndirectory = ${JSON.stringify(root)}\nformat = 3\n`);
    session = await app.connect();
    node = spawn(node24(), ['-e', 'process.stdout.write("ready\\n"); process.stdin.resume();'], { stdio: ['pipe', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => node.stdout!.once('data', () => resolve()));
    renamer = await startRenamer(buildRenamer(root, fileName), 'later', taskName);
  }, 120_000);

  afterAll(async () => {
    for (const child of [node, renamer]) child?.kill('SIGKILL');
    await app?.stop();
    if (root !== undefined) rmSync(root, { recursive: true, force: true });
  });

  it('lists a Node 24 process as node, with MainThread only as its task_name, and name filters match the name', async () => {
    // A pass that met the child before Node named its main thread saw `node`; the task name (the comm in stat) is read every pass, so a later pass shows MainThread.
    const row = await rowOf(node.pid!, (listed) => listed.task_name === 'MainThread');
    expect(row).toMatchObject({ pid: node.pid, name: 'node', task_name: 'MainThread' });
    const byName = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { name: 'NODE', pid: node.pid! } });
    expect(byName.data.rows).toHaveLength(1);
    // task_name is opt-in: a default row has none.
    expect(byName.data.rows[0]).not.toHaveProperty('task_name');
    const byTask = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { name: 'MainThread', pid: node.pid! } });
    expect(byTask.data.rows).toHaveLength(0);
  });

  it('keeps the process_ref, name, history and tracking of a program that renames itself mid-life', async () => {
    const before = await rowOf(renamer.pid!, (row) => row.history_from !== null);
    expect(before).toMatchObject({ name: fileName, task_name: fileName });
    const revision = (await session.ok<GetTrackingData>('winproc_get_tracking')).data.revision;
    const added = await session.ok<{ state: string }>('winproc_update_tracking', { action: 'add', process_name: fileName, operation_id: `lifetime-${tag}`, expected_revision: revision });
    expect(added.data.state).toBe('succeeded');
    await waitFor(async () => (await session.ok<GetTrackingData>('winproc_get_tracking')).data.matching_processes.some((m) => m.pid === renamer.pid), 'the renamer among the tracking matches', 20_000, 250);

    await renameNow(renamer);
    const renamedAt = new Date().toISOString();
    const after = await rowOf(renamer.pid!, (row) => row.task_name === taskName && row.history_to != null && row.history_to > renamedAt);
    expect(after).toMatchObject({ process_ref: before.process_ref, name: fileName, history_from: before.history_from });
    const tracking = (await session.ok<GetTrackingData>('winproc_get_tracking')).data;
    expect(tracking.matching_processes.find((m) => m.pid === renamer.pid)).toMatchObject({ name: fileName, process_ref: before.process_ref });
    // One lifetime: no second identity under the new name, in the live listing or the retained one.
    const all = await session.ok<ListProcessesData>('winproc_list_processes', { scope: 'all', filter: { pid: renamer.pid } });
    expect(all.data.rows.map((row) => row.name)).toEqual([fileName]);
  });

  it('records the lifetime under its name, once', async () => {
    const revision = (await session.ok<GetTrackingData>('winproc_get_tracking')).data.revision;
    const started = await session.ok<{ state: string; outcome?: { recording_session_id?: string; output_log_id?: string } }>('winproc_start_recording', {
      interval_seconds: 1,
      operation_id: `lifetime-rec-${tag}`,
      expected_revision: revision,
    });
    expect(started.data.state).toBe('succeeded');
    const path = join(root, started.data.outcome!.output_log_id!);
    const lines = (): string[] => {
      const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
      return text.slice(0, text.lastIndexOf('\n') + 1).split('\n').slice(0, -1);
    };
    await waitFor(() => lines().filter((line) => line.startsWith('{"f":')).length >= 2, 'two frames in the Recording', 30_000, 300);
    await session.ok('winproc_stop_recording', { recording_session_id: started.data.outcome!.recording_session_id, operation_id: `lifetime-stop-${tag}` });
    const definitions = lines().map((line) => decodeV3(line)).flatMap((record) => (record.kind === 'process' && record.process.pid === renamer.pid ? [record.process] : []));
    expect(definitions.map((d) => d.name)).toEqual([fileName]);
  });

  it('finds a row by its task name with the TUI filter, and draws it under its name', async () => {
    await app.tmux.sendKeys(app.pane, '/');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.at(-1)?.startsWith('Filter: █') === true, 'the filter prompt');
    await app.tmux.type(app.pane, taskName);
    await app.tmux.sendKeys(app.pane, 'Enter');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(` ${renamer.pid} ${fileName} `)), 'the renamed row in the filtered table');
  });
});
