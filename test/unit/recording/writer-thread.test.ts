// Guards the Recording writer thread the application shares between Recordings (writer.ts RecordingWriterThread):
// a second Recording runs on the same (warm) thread and writes exactly its own lines; a write failure ends only its
// own session while another Recording on the thread goes on and the next one starts normally; a thread that dies
// fails the sessions open on it and is replaced by the next Recording; shutdown refuses later Recordings; and an
// idle thread never keeps the process alive (a child process that never shuts it down still ends by itself). Frames
// in the thread's shared buffers are written exactly, with more windows in flight than there are buffers.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findWorkerScript } from '../../../src/channel/worker-script.js';
import type { ClosedWindow } from '../../../src/recording/recorder.js';
import { encodeFrameRows, encodeV3, frameRowsWidth, type V3Session } from '../../../src/recording/v3-layout.js';
import { FrameCellsPool } from '../../../src/recording/frame-pool.js';
import { RecordingFileService, RecordingWriterThread, type RecordingWriter } from '../../../src/recording/writer.js';

const SESSION: V3Session = {
  id: '20261205101500',
  app: 'winproc-tui test',
  host: 'test',
  startMs: 1_700_000_000_000,
  intervalSeconds: 1,
  tracked: ['sleep'],
  columns: [],
  sort: { column: 'cpu_percent', direction: 'desc' },
  system: {},
};

/**
 * A window with one process definition (unless `defined` is false: the process was defined before) and a frame of
 * that one process (its cells numbered from `seed`).
 */
function windowOf(seed: number, defined = true): ClosedWindow {
  const cells = new Float64Array(frameRowsWidth(0, 1)).fill(Number.NaN);
  cells[cells.length - 1] = seed;
  cells[cells.length - 2] = seed + 1;
  cells[22] = 0; // the process number, after the 21 system integers and the CPU float
  return {
    definitions: defined ? [{ kind: 'process', process: { processId: 0, pid: 100 + seed, name: `p${seed}`, startTimeMs: null, path: null } }] : [],
    frame: { capturedAtMs: SESSION.startMs + seed * 1000, cells, big: new Map(), gpuCount: 0, processCount: 1 },
  };
}

/** The lines a window writes (computed before appending it: its buffer moves to the thread). */
function linesOf(window: ClosedWindow): string {
  return window.definitions.map(encodeV3).join('') + encodeFrameRows(window.frame);
}

const dirs: string[] = [];
const tempDir = (suffix = '') => {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-writer-thread-')) + suffix;
  mkdirSync(dir, { recursive: true });
  dirs.push(dir);
  return dir;
};
const threads: RecordingWriterThread[] = [];
const thread = (script = findWorkerScript('recording')) => {
  const created = new RecordingWriterThread(script);
  threads.push(created);
  return created;
};
afterEach(async () => {
  for (const created of threads.splice(0)) await created.shutdown();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Records `windows` windows into `directory` and closes: the file's expected text and what open and close said. */
async function record(writer: RecordingWriter, directory: string, windows: number, seed = 0) {
  const opened = await writer.open(directory, SESSION);
  if (!opened.ok) throw new Error(opened.message);
  let expected = encodeV3({ kind: 'session', session: SESSION });
  for (let i = 0; i < windows; i++) {
    const window = windowOf(seed + i);
    expected += linesOf(window);
    writer.appendWindow(window);
  }
  const closed = await writer.close({ endedAtMs: SESSION.startMs + 60_000, reason: 'stopped' });
  expected += encodeV3({ kind: 'end', end: { endedAtMs: SESSION.startMs + 60_000, reason: 'stopped' } });
  return { path: opened.path, expected, closed };
}

describe('RecordingWriterThread', () => {
  it('runs later Recordings on the same thread, each file with exactly its own lines', async () => {
    const shared = thread();
    expect(shared.threadId).toBeNull();
    const first = await record(shared.writer(), tempDir(), 3);
    const id = shared.threadId;
    expect(id).not.toBeNull();
    const second = await record(shared.writer(), tempDir(), 5, 10);
    expect(shared.threadId).toBe(id);
    for (const run of [first, second]) {
      expect(run.closed).toEqual({ ok: true });
      expect(readFileSync(run.path, 'utf8')).toBe(run.expected);
    }
  });

  it('writes frames whose cells are the shared, reused buffers exactly and in order, however many windows are in flight', async () => {
    const shared = thread();
    const writer = shared.writer();
    const opened = await writer.open(tempDir(), SESSION);
    if (!opened.ok) throw new Error(opened.message);
    let expected = encodeV3({ kind: 'session', session: SESSION });
    // Bursts larger than the pool (every slot busy: plain arrays too), then one window per turn (slots reused).
    // Every seventh window has a definition (it crosses in a message) and a few carry a value beyond 2^53 (also a
    // message); the others are handed over in place once their buffer is known: the file keeps the windows' order.
    for (let i = 0; i < 60; i++) {
      const plain = windowOf(i, i % 7 === 0);
      if (i % 11 === 5) (plain.frame.big as Map<number, bigint>).set(plain.frame.cells.length - 3, 2n ** 60n + BigInt(i));
      const cells = writer.frameCells(plain.frame.cells.length);
      cells.set(plain.frame.cells);
      const window = { ...plain, frame: { ...plain.frame, cells } };
      expected += linesOf(window);
      writer.appendWindow(window);
      if (i >= 20 && i % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const end = { endedAtMs: SESSION.startMs + 60_000, reason: 'stopped' as const };
    expect(await writer.close(end)).toEqual({ ok: true });
    // Most of the one-per-turn windows went in place (this test would not see the in-place path otherwise).
    expect(shared.windowsInPlace).toBeGreaterThan(10);
    expect(readFileSync(opened.path, 'utf8')).toBe(expected + encodeV3({ kind: 'end', end }));
    // Close was answered after every window: the writer released each shared buffer, so the next Recording's frames
    // get shared buffers again (none left busy, which would have made the pool fall back to plain arrays for good).
    const next = shared.writer();
    await next.open(tempDir(), SESSION);
    const lent = Array.from({ length: 4 }, () => next.frameCells(frameRowsWidth(0, 1)));
    expect(lent.every((cells) => cells.buffer instanceof SharedArrayBuffer)).toBe(true);
    await next.close(null);
  });

  it('ends only the failing session: another Recording on the thread goes on, the next one starts', async () => {
    const shared = thread();
    const failing = shared.writer();
    const other = shared.writer();
    const failures: string[] = [];
    const otherFailures: string[] = [];
    failing.onFailure((message) => failures.push(message));
    other.onFailure((message) => otherFailures.push(message));
    const gone = tempDir();
    const kept = tempDir();
    const failingOpen = await failing.open(gone, SESSION);
    const otherOpen = await other.open(kept, SESSION);
    expect(failingOpen.ok && otherOpen.ok).toBe(true);
    rmSync(gone, { recursive: true, force: true });
    let expected = encodeV3({ kind: 'session', session: SESSION });
    for (let i = 0; i < 3; i++) {
      failing.appendWindow(windowOf(i));
      const window = windowOf(i);
      expected += linesOf(window);
      other.appendWindow(window);
    }
    const failedClose = await failing.close(null);
    expect(failedClose).toEqual({ ok: false, message: expect.stringMatching(/was removed/) });
    expect(failures).toEqual([expect.stringMatching(/was removed/)]);
    const otherClose = await other.close(null);
    expect(otherClose).toEqual({ ok: true });
    expect(otherFailures).toEqual([]);
    expect(readFileSync(otherOpen.ok ? otherOpen.path : '', 'utf8')).toBe(expected);
    const next = await record(shared.writer(), tempDir(), 2);
    expect(next.closed).toEqual({ ok: true });
    expect(readFileSync(next.path, 'utf8')).toBe(next.expected);
  });

  it('fails the sessions of a thread that died and starts a new thread for the next Recording', async () => {
    const shared = thread(new URL('../../fixtures/recording-thread/crashing-writer.mjs', import.meta.url));
    const open = shared.writer();
    const failures: string[] = [];
    open.onFailure((message) => failures.push(message));
    const openDir = tempDir();
    const opened = await open.open(openDir, SESSION);
    expect(opened.ok).toBe(true);
    const before = shared.threadId;
    open.appendWindow(windowOf(0));
    // Another Recording makes the thread end itself while the first one is open.
    const crashing = await shared.writer().open(tempDir('-crash'), SESSION);
    expect(crashing).toEqual({ ok: false, message: expect.stringMatching(/ended early \(exit 7\)/) });
    expect(failures).toEqual([expect.stringMatching(/ended early \(exit 7\)/)]);
    expect(await open.close(null)).toEqual({ ok: false, message: expect.stringMatching(/ended early \(exit 7\)/) });
    // The file written before the thread died is kept with its complete lines.
    expect(readFileSync(opened.ok ? opened.path : '', 'utf8')).toBe(encodeV3({ kind: 'session', session: SESSION }) + linesOf(windowOf(0)));
    const next = await record(shared.writer(), tempDir(), 2);
    expect(next.closed).toEqual({ ok: true });
    expect(readFileSync(next.path, 'utf8')).toBe(next.expected);
    expect(shared.threadId).not.toBeNull();
    expect(shared.threadId).not.toBe(before);
  });

  it('refuses Recordings after shutdown', async () => {
    const shared = thread();
    await record(shared.writer(), tempDir(), 1);
    await shared.shutdown();
    expect(shared.threadId).toBeNull();
    expect(await shared.writer().open(tempDir(), SESSION)).toEqual({ ok: false, message: expect.any(String) });
  });

  it('never keeps the process alive once its Recordings are closed', () => {
    // The child records once and never shuts the thread down: it ends on its own (a ref'd thread would hang it).
    const printed = execFileSync(process.execPath, ['--import', 'tsx', new URL('../../fixtures/recording-thread/idle-exit.ts', import.meta.url).pathname], { encoding: 'utf8', timeout: 30_000 });
    const path = printed.trim();
    dirs.push(join(path, '..'));
    expect(readFileSync(path, 'utf8')).toMatch(/^\{"s":.*\n\{"e":\[2,"stopped"\]\}\n$/s);
  });
});

describe('RecordingFileService (the writer thread\'s side, run here)', () => {
  it('writes windows in their sequence, whether each came in place or in a message, and all of them before the close', () => {
    const directory = tempDir();
    const failures: string[] = [];
    const service = new RecordingFileService((_session, message) => failures.push(message));
    const opened = service.open(1, directory, SESSION);
    if (!opened.ok) throw new Error(opened.message);
    const pool = new FrameCellsPool(1);
    let expected = encodeV3({ kind: 'session', session: SESSION });
    /** Window `seed` in the pool's one buffer, its lines added to the expected text. */
    const pooled = (seed: number) => {
      const window = windowOf(seed, false);
      const cells = pool.take(window.frame.cells.length);
      cells.set(window.frame.cells);
      expected += linesOf(window);
      return { ...window.frame, cells };
    };
    // 1: a buffer the writer does not know crosses in a message, and the writer learns it.
    const first = pooled(1);
    expect(pool.handOver(first.cells, { sequence: 1, session: 1, ...first })).toBe(false);
    service.windowMessage({ sequence: 1, session: 1, definitions: '', frame: first, slot: pool.announce(first.cells) });
    // 2: handed over in place, not taken yet when 3 arrives in a message: 2 is written first.
    const second = pooled(2);
    expect(pool.handOver(second.cells, { sequence: 2, session: 1, ...second })).toBe(true);
    const third = windowOf(3);
    expected += linesOf(third);
    service.windowMessage({ sequence: 3, session: 1, definitions: third.definitions.map(encodeV3).join(''), frame: third.frame, slot: null });
    // 4: in place, not taken before the close: the close writes it before the end record.
    const fourth = pooled(4);
    expect(pool.handOver(fourth.cells, { sequence: 4, session: 1, ...fourth })).toBe(true);
    const end = { endedAtMs: SESSION.startMs + 60_000, reason: 'stopped' as const };
    expect(service.close(1, end)).toEqual({ ok: true });
    expect(readFileSync(opened.path, 'utf8')).toBe(expected + encodeV3({ kind: 'end', end }));
    expect(failures).toEqual([]);
    // Every window's buffer was given back: the pool's one buffer is lent again.
    expect(pool.take(4).buffer).toBe(first.cells.buffer);
  });
});
