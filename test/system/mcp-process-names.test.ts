// Guards process names that are not plain text, end to end through the real bridge and the real application in
// tmux: two children whose names differ only in bytes that are not valid UTF-8 are listed, tracked, investigated and
// owned (network, file users, threads) under two different names, each with its exact bytes in name_bytes_hex, and
// recorded so that the saved log lists them with the same name and bytes; and a child whose name holds a newline is
// drawn on one table line with U+FFFD in its place.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetTrackingData, ListProcessesData } from '../../generated/types/tools.js';
import { decodeV3 } from '../../src/recording/v3-decode.js';
import { draft2020 } from '../support/ajv.js';
import { requireTmux } from '../support/tmux.js';
import { LiveApp, waitFor, type Session } from '../support/live-app.js';
import { complete, type JobData } from '../support/jobs.js';

const REFERENCE = JSON.parse(readFileSync(join(import.meta.dirname, '../../../shared/reference/recording-v3-line.schema.json'), 'utf8')) as object;
const validateReference = draft2020().compile(REFERENCE);

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('mcp-process-names.test.ts: skipped, tmux is not installed\n');

// The child holds a file in its directory open and listens on loopback, so it owns a path and a socket. It is a C
// program (compiled with cc), not Node: Node 24 renames its main thread `MainThread`, and this test needs a main
// thread whose comm is the name it was executed under.
const CHILD = `
#include <arpa/inet.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
int main(int argc, char **argv) {
  char path[4096];
  struct sockaddr_in at;
  socklen_t size = sizeof at;
  int server;
  if (argc < 2) return 2;
  snprintf(path, sizeof path, "%s/held.log", argv[1]);
  if (open(path, O_WRONLY | O_APPEND | O_CREAT, 0644) < 0) return 3;
  server = socket(AF_INET, SOCK_STREAM, 0);
  memset(&at, 0, sizeof at);
  at.sin_family = AF_INET;
  at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (bind(server, (struct sockaddr *)&at, sizeof at) != 0 || listen(server, 8) != 0) return 4;
  getsockname(server, (struct sockaddr *)&at, &size);
  printf("{\\"port\\":%d}\\n", ntohs(at.sin_port));
  fflush(stdout);
  for (;;) pause();
}
`;

interface Child {
  readonly process: ChildProcess;
  /** The name's bytes, its display form as the schema describes it, and its hex. */
  readonly bytes: Buffer;
  readonly name: string;
  readonly hex: string;
  readonly dir: string;
  readonly port: number;
}

/**
 * A child whose comm is exactly `bytes`: a symlink to the compiled child named by those bytes, executed through sh,
 * because Node's spawn takes the program as a string (UTF-8) and could not name a file that is not UTF-8.
 */
async function startChild(root: string, holder: string, bytes: Buffer, name: string, hex: string): Promise<Child> {
  const dir = mkdtempSync(join(root, 'child-'));
  symlinkSync(holder, Buffer.concat([Buffer.from(`${dir}/`), bytes]));
  const octal = [...bytes].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');
  const child = spawn('/bin/sh', ['-c', 'exec "$(printf "$0")" "$@"', `${dir}/${octal}`, dir], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    child.once('exit', () => reject(new Error('child exited')));
  });
  // The kernel names the task by the file executed: these exact bytes.
  expect(readFileSync(`/proc/${child.pid}/comm`).subarray(0, -1).equals(bytes)).toBe(true);
  return { process: child, bytes, name, hex, dir, port };
}

describe.skipIf(!HAS_TMUX)('process names that are not UTF-8 or hold control characters (system)', () => {
  const tag = randomBytes(3).toString('hex');
  let app: LiveApp;
  let session: Session;
  let a: Child;
  let b: Child;
  let newline: ChildProcess;
  let root: string;

  const listed = async (child: Child) =>
    waitFor(async () => {
      const listing = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { pid: child.process.pid } });
      return listing.data.rows.find((row) => row.name_bytes_hex === child.hex);
    }, `pid ${child.process.pid} in a listing`, 20_000, 300);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'winproc-names-'));
    // Format 3: the test reads the Recording's process definitions with the format-3 codec (decodeV3).
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' }, `[recording]\ndirectory = ${JSON.stringify(root)}\nformat = 3\n`);
    session = await app.connect();
    // Two names that differ only in one byte that starts no UTF-8 sequence: U+FFFD would make them one name.
    writeFileSync(join(root, 'holder.c'), CHILD);
    const holder = join(root, 'holder');
    execFileSync('cc', ['-O0', '-o', holder, join(root, 'holder.c')], { stdio: 'pipe' });
    a = await startChild(root, holder, Buffer.from(`${tag}\x80a`, 'latin1'), `${tag}\\x80a`, Buffer.from(`${tag}\x80a`, 'latin1').toString('hex'));
    b = await startChild(root, holder, Buffer.from(`${tag}\x81a`, 'latin1'), `${tag}\\x81a`, Buffer.from(`${tag}\x81a`, 'latin1').toString('hex'));
    const dir = mkdtempSync(join(root, 'newline-'));
    const nl = join(dir, `${tag}n\nl`);
    symlinkSync(existsSync('/bin/sleep') ? '/bin/sleep' : '/usr/bin/sleep', nl);
    newline = spawn(nl, ['600'], { stdio: 'ignore' });
  }, 90_000);

  afterAll(async () => {
    for (const child of [a?.process, b?.process, newline]) child?.kill('SIGKILL');
    await app?.stop();
    if (root !== undefined) rmSync(root, { recursive: true, force: true });
  });

  it('lists the two lifetimes under two names, each with its exact bytes, and sorts and filters by the shown name', async () => {
    for (const child of [a, b]) {
      const row = await listed(child);
      expect(row).toMatchObject({ pid: child.process.pid, name: child.name, name_bytes_hex: child.hex, lifecycle: 'live' });
    }
    const both = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { name: tag }, sort: { by: 'name' }, projection: ['pid', 'name', 'name_bytes_hex'] });
    const mine = both.data.rows.filter((row) => row.pid === a.process.pid || row.pid === b.process.pid);
    expect(mine).toEqual([
      { pid: a.process.pid, name: a.name, name_bytes_hex: a.hex },
      { pid: b.process.pid, name: b.name, name_bytes_hex: b.hex },
    ]);
    // A name that is UTF-8 carries no bytes field.
    const plain = await session.ok<ListProcessesData>('winproc_list_processes', { filter: { pid: process.pid } });
    expect(plain.data.rows[0]).not.toHaveProperty('name_bytes_hex');
  });

  it('carries the bytes into process info, tracking matches, network owners and file users', async () => {
    const refA = (await listed(a)).process_ref!;
    const info = await complete(session, await session.ok<JobData>('winproc_get_process_info', { process_ref: refA }));
    expect(info.rows[0]).toMatchObject({ process_ref: refA, pid: a.process.pid, name: a.name, name_bytes_hex: a.hex });

    const revision = (await session.ok<GetTrackingData>('winproc_get_tracking')).data.revision;
    const added = await session.ok<{ state: string }>('winproc_update_tracking', { action: 'add', process_ref: refA, operation_id: `names-${tag}`, expected_revision: revision });
    expect(added.data.state).toBe('succeeded');
    const tracking = await waitFor(async () => {
      const data = (await session.ok<GetTrackingData>('winproc_get_tracking')).data;
      return data.matching_processes.some((match) => match.pid === a.process.pid) ? data : undefined;
    }, 'the tracked child among the matches', 20_000, 300);
    // The tracked name is the shown one, lower-cased: it matches a's lifetime and never b's.
    expect(tracking.tracked_names).toContain(a.name.toLowerCase());
    expect(tracking.matching_processes.find((match) => match.pid === a.process.pid)).toMatchObject({ name: a.name, name_bytes_hex: a.hex });
    expect(tracking.matching_processes.some((match) => match.pid === b.process.pid)).toBe(false);

    const network = await complete(session, await session.ok<JobData>('winproc_start_capture', { kind: 'network' }));
    for (const child of [a, b]) {
      expect(network.rows).toContainEqual(expect.objectContaining({ local_port: child.port, pid: child.process.pid, owner_name: child.name, owner_name_bytes_hex: child.hex }));
    }
    const perProcess = await complete(session, await session.ok<JobData>('winproc_start_capture', { kind: 'network', process_ref: refA }));
    expect(perProcess.rows).toContainEqual(expect.objectContaining({ local_port: a.port, owner_name: a.name, owner_name_bytes_hex: a.hex }));

    // owner_name selects by the shown name: b's bytes differ, so none of its rows come back.
    const users = await complete(session, await session.ok<JobData>('winproc_start_capture', { kind: 'file_users', read: { owner_name: a.name } }));
    expect(users.rows).toContainEqual({ process_ref: refA, pid: a.process.pid, name: a.name, name_bytes_hex: a.hex, path: join(a.dir, 'held.log'), kind: 'handle', handle_count: 1 });
    expect(users.rows.every((row) => row.pid === a.process.pid)).toBe(true);
  });

  it('names the main thread by the same bytes in a threads capture', async () => {
    const refA = (await listed(a)).process_ref!;
    const threads = await complete(session, await session.ok<JobData>('winproc_start_capture', { kind: 'threads', process_ref: refA }));
    // The main thread's comm is the name the child was executed under; other threads inherit it or name themselves.
    expect(threads.rows).toContainEqual(expect.objectContaining({ tid: a.process.pid, name: a.name, name_bytes_hex: a.hex }));
    for (const row of threads.rows) {
      if ('name_bytes_hex' in row) expect(row).toMatchObject({ name: a.name, name_bytes_hex: a.hex });
      else expect(row.name === null || !String(row.name).includes('\ufffd')).toBe(true);
    }
  });

  it('records the tracked child with its bytes, and the saved log lists it with the same name and name_bytes_hex', async () => {
    // a is tracked (previous test): a Recording writes its definition before the first frame that uses it.
    const revision = (await session.ok<GetTrackingData>('winproc_get_tracking')).data.revision;
    const started = await session.ok<{ state: string; outcome?: { recording_session_id?: string; output_log_id?: string } }>('winproc_start_recording', {
      interval_seconds: 1,
      operation_id: `names-rec-${tag}`,
      expected_revision: revision,
    });
    expect(started.data.state).toBe('succeeded');
    const path = join(root, started.data.outcome!.output_log_id!);
    const completeLines = (): string[] => {
      const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
      return text.slice(0, text.lastIndexOf('\n') + 1).split('\n').slice(0, -1);
    };
    await waitFor(() => completeLines().some((line) => line.startsWith('{"f":')), 'a frame in the Recording', 30_000, 300);
    const stopped = await session.ok<{ state: string }>('winproc_stop_recording', { recording_session_id: started.data.outcome!.recording_session_id, operation_id: `names-stop-${tag}` });
    expect(stopped.data.state).toBe('succeeded');

    // Every line stays valid under the reference schema; a's name is NUL + its escaped form, which decodes to its bytes.
    const lines = completeLines();
    for (const line of lines) expect(validateReference(JSON.parse(line)), line).toBe(true);
    const definitions = lines.map((line) => decodeV3(line)).flatMap((record) => (record.kind === 'process' && record.process.pid === a.process.pid ? [record.process] : []));
    expect(definitions.length).toBeGreaterThan(0);
    expect(definitions[0]).toMatchObject({ name: a.name, nameBytesHex: a.hex });
    expect(lines.some((line) => line.includes(JSON.stringify(`\0${a.name}`)))).toBe(true);

    const logs = (await session.ok<JobData>('winproc_list_logs')).data;
    const logId = logs.result_page!.data.rows.find((row) => row.name === started.data.outcome!.output_log_id)!.log_id as string;
    const opened = await complete(session, await session.ok<JobData>('winproc_open_log', { log_id: logId }));
    const logRef = (opened.job.result as { log_ref: string }).log_ref;
    const fromLog = await session.ok<ListProcessesData>('winproc_list_processes', { source: 'log', log_ref: logRef, scope: 'all', filter: { pid: a.process.pid } });
    const live = await listed(a);
    expect(fromLog.data.rows).toHaveLength(1);
    expect(fromLog.data.rows[0]).toMatchObject({ pid: a.process.pid, name: live.name, name_bytes_hex: live.name_bytes_hex });
    await session.ok('winproc_close_log', { log_ref: logRef });
  });

  it('draws each name on one table line: the escaped bytes as text and a newline as U+FFFD', async () => {
    await app.tmux.sendKeys(app.pane, '/');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.at(-1)?.startsWith('Filter: █') === true, 'the filter prompt');
    await app.tmux.type(app.pane, tag);
    await app.tmux.sendKeys(app.pane, 'Enter');
    const screen = await app.tmux.waitForScreen(
      app.pane,
      (lines) => lines.some((l) => l.includes(` ${newline.pid} ${tag}n\ufffdl `)) && lines.some((l) => l.includes(` ${a.process.pid} ${a.name} `)),
      'the three children in the filtered table',
    );
    expect(screen.some((l) => l.includes(` ${b.process.pid} ${b.name} `))).toBe(true);
    // The newline split nothing: no line starts with the name's tail.
    expect(screen.some((l) => /^l\s/.test(l))).toBe(false);
  });
});

