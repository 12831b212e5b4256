// The monitor-cost bench reads the pane through one tmux control-mode client (bench/pane-reader.ts): each capture gets
// its own reply (not the previous one's, not a notification), the client leaves the pane's 160x45 size alone, and a
// capture after the server ended fails instead of waiting forever. A real private tmux server.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaneReader } from '../../../bench/pane-reader.js';

// A server of its own for each test: a new server on the socket of one just killed may find it still shutting down.
let socket = '';
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
let reader: PaneReader | null = null;
let tests = 0;

beforeEach(() => {
  socket = `pane-reader-test-${process.pid}-${++tests}`;
});

/** The server's socket file, once started. */
let socketPath = '';

/** Starts the test's server with one 160x45 session `m` running `command`. */
function start(...command: string[]): void {
  tmux('new-session', '-d', '-s', 'm', '-x', '160', '-y', '45', '--', ...command);
  socketPath = tmux('display-message', '-p', '#{socket_path}').trim();
}

afterEach(() => {
  reader?.close();
  reader = null;
  try {
    tmux('kill-server');
  } catch {
    // Already gone (the last test ends it).
  }
  // kill-server leaves the socket file behind.
  if (socketPath.endsWith(socket)) rmSync(socketPath, { force: true });
});

/** Captures until `test` holds for the pane's lines (the pane's program writes a moment after it starts). */
async function until(test: (lines: string[]) => boolean): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    const lines = await reader!.capture();
    if (test(lines) || attempt === 6_000) return lines;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.runIf(process.platform === 'linux')('PaneReader', () => {
  it("answers each capture with the pane's text of that moment, in order, and leaves the pane's size alone", async () => {
    start('sh', '-c', 'printf "first screen\\n"; exec sleep 60');
    reader = await PaneReader.attach(socket, 'm');
    // The first reply is a screen, not the client's own attach block (replies taken one late would be).
    expect(await reader.capture()).toHaveLength(45);
    const first = await until((lines) => lines.includes('first screen'));
    expect(first).toContain('first screen');
    expect(first).toHaveLength(45);
    // The text changes: the capture after the change shows the new text (a reply shifted by one would not).
    tmux('respawn-pane', '-k', '-t', 'm', '--', 'sh', '-c', 'printf "second screen\\n"; exec sleep 60');
    const second = await until((lines) => lines.includes('second screen'));
    expect(second).toContain('second screen');
    expect(second).not.toContain('first screen');
    // Concurrent captures: one reply each, every one a whole 45-line screen.
    const replies = await Promise.all([reader.capture(), reader.capture(), reader.capture()]);
    for (const lines of replies) expect(lines).toEqual(second);
    expect(tmux('display-message', '-p', '-t', 'm', '#{window_width}x#{window_height}').trim()).toBe('160x45');
  });

  it('fails a capture once the server is gone', async () => {
    start('sleep', '60');
    reader = await PaneReader.attach(socket, 'm');
    await reader.capture();
    tmux('kill-server');
    await expect(until(() => false)).rejects.toThrow(/ended/);
  });
});
