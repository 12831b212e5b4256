// The built application's V8 code cache (src/code-cache/, issue 31: first screen), started twice in tmux as a user
// starts it: the first start compiles its main-thread and sampler-thread bundles and writes their caches into the
// user's cache directory (private: 0700, files 0600) once its first frame and first pass are over; the second start
// runs from those caches. What became of each cache is the test hook WINPROC_TUI_TEST_CODE_CACHE_LOG's log (the test
// build only), checked against the files: the second start leaves them as they were; a third, after one cache was
// truncated, writes that one again. The MCP worker (started on demand when a bridge connects) is a script bundle too:
// its first start writes its cache after its first answered call, and its next start (after the idle stop, a test hook
// of 1 s; a user's is 60 s) runs from it and answers.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI } from '../support/bridge.js';
import { LiveApp, waitFor } from '../support/live-app.js';
import { TmuxServer, requireTmux } from '../support/tmux.js';

const HAS_TMUX = requireTmux();

const root = mkdtempSync(join(tmpdir(), 'winproc-tui-code-cache-'));
let tmux: TmuxServer | null = null;
let live: LiveApp | null = null;
afterAll(async () => {
  await tmux?.kill();
  await live?.stop();
  rmSync(root, { recursive: true, force: true });
});

const isTableHeader = (line: string) => /^ +PID Name +/.test(line);
const logLines = (log: string) => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);

describe.skipIf(!HAS_TMUX)("the application's code cache", () => {
  it('is written by the first start into the private per-user cache directory and used by the next', { timeout: 180_000 }, async () => {
    const home = join(root, 'home');
    const runtime = join(root, 'run');
    mkdirSync(home, { mode: 0o700 });
    mkdirSync(runtime, { mode: 0o700 });
    const cacheHome = join(home, 'cache-home');
    const cacheDir = join(cacheHome, 'winproc-tui');
    const log = join(root, 'code-cache.log');
    const env = { HOME: home, XDG_RUNTIME_DIR: runtime, XDG_CONFIG_HOME: join(home, 'config'), XDG_CACHE_HOME: cacheHome, WINPROC_TUI_TEST_CODE_CACHE_LOG: log };
    tmux = await TmuxServer.start({ width: 160, height: 45, env });
    const pane = 'main:0';

    /** Starts the application, waits for its table and for both caches' outcome (`until`), and quits it. */
    const start = async (until: (lines: string[]) => boolean, what: string) => {
      // The screen is cleared first: the previous start's "exited" line must not pass for this start's exit below.
      await tmux!.runCommand(pane, `clear; ${process.execPath} ${CLI}; echo "exited $?"`);
      try {
        await tmux!.waitForScreen(pane, (lines) => lines.some(isTableHeader), 'the table', { timeoutMs: 90_000 });
        const deadline = Date.now() + 90_000;
        while (!until(logLines(log))) {
          if (Date.now() > deadline) throw new Error(`no ${what} in the code cache log:\n${logLines(log).join('\n')}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } finally {
        await tmux!.sendKeys(pane, 'q');
      }
      await tmux!.waitForScreen(pane, (lines) => lines.some((line) => line.startsWith('exited ')), 'the exit', { timeoutMs: 30_000 });
    };

    await start((lines) => lines.includes('app written') && lines.includes('sampler written'), 'written caches');
    expect(logLines(log).sort()).toEqual(['app missing', 'app written', 'sampler missing', 'sampler written']);
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);
    const files = readdirSync(cacheDir).sort();
    expect(files).toEqual([expect.stringMatching(/^app-[0-9a-f]{32}\.v8cache$/), expect.stringMatching(/^sampler-[0-9a-f]{32}\.v8cache$/)]);
    const written = new Map(files.map((file) => [file, statSync(join(cacheDir, file))]));
    for (const stats of written.values()) {
      expect(stats.mode & 0o777).toBe(0o600);
      expect(stats.size).toBeGreaterThan(100_000);
    }

    rmSync(log);
    await start((lines) => lines.includes('app accepted') && lines.includes('sampler accepted'), 'used caches');
    // Used, not written again: the same files, untouched.
    expect(logLines(log).sort()).toEqual(['app accepted', 'sampler accepted']);
    expect(readdirSync(cacheDir).sort()).toEqual(files);
    for (const [file, stats] of written) {
      const now = statSync(join(cacheDir, file));
      expect([now.ino, now.size, now.mtimeMs]).toEqual([stats.ino, stats.size, stats.mtimeMs]);
    }

    // A truncated cache (a full disk, a crash of another writer) costs only that cache: the start runs as without one
    // and writes it whole again; the other thread's cache is still used.
    const appFile = join(cacheDir, files[0]!);
    truncateSync(appFile, Math.floor(statSync(appFile).size / 2));
    rmSync(log);
    await start((lines) => lines.includes('app written') && lines.includes('sampler accepted'), 'a rewritten cache');
    expect(logLines(log).sort()).toEqual(['app missing', 'app written', 'sampler accepted']);
    // Whole again (its size depends on what the start compiled, so it is not the first one's to the byte).
    expect(statSync(appFile).size).toBeGreaterThan(100_000);
    expect(statSync(appFile).mode & 0o777).toBe(0o600);
  });

  it("is written by the MCP worker's first start after its first answer and used by its next start", { timeout: 180_000 }, async () => {
    const cacheHome = join(root, 'worker-cache-home');
    const cacheDir = join(cacheHome, 'winproc-tui');
    const log = join(root, 'worker-code-cache.log');
    live = await LiveApp.start({ XDG_CACHE_HOME: cacheHome, WINPROC_TUI_TEST_CODE_CACHE_LOG: log, WINPROC_TUI_TEST_MCP_IDLE_STOP_MS: '1000' }, undefined, undefined, { connect: false });
    const pid = await live.applicationPid();
    // The MCP worker names its thread wpt-mcp (src/backend/worker.ts).
    const mcpWorkerRuns = () =>
      readdirSync(`/proc/${pid}/task`).some((tid) => {
        try {
          return readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() === 'wpt-mcp';
        } catch {
          return false; // the thread ended meanwhile
        }
      });
    const mcpLines = () => logLines(log).filter((line) => line.startsWith('mcp '));

    const first = await live.connect();
    await first.ok('winproc_get_status');
    await waitFor(async () => (mcpLines().includes('mcp written') ? true : null), 'the MCP worker cache written', 60_000);
    expect(mcpLines()).toEqual(['mcp missing', 'mcp written']);
    const files = readdirSync(cacheDir).filter((file) => file.startsWith('mcp-'));
    expect(files).toEqual([expect.stringMatching(/^mcp-[0-9a-f]{32}\.v8cache$/)]);
    const written = statSync(join(cacheDir, files[0]!));
    expect(written.mode & 0o777).toBe(0o600);
    expect(written.size).toBeGreaterThan(100_000);
    await first.close();
    await waitFor(async () => (mcpWorkerRuns() ? null : true), 'the idle MCP worker to stop', 60_000);

    // Started again for the next bridge, from the cache; it answers as the first did, and leaves the file as it was.
    const second = await live.connect();
    const status = await second.ok<{ last_sample_at: string | null }>('winproc_get_status');
    expect(status.data.last_sample_at).not.toBeNull();
    expect(mcpLines()).toEqual(['mcp missing', 'mcp written', 'mcp accepted']);
    const now = statSync(join(cacheDir, files[0]!));
    expect([now.ino, now.size, now.mtimeMs]).toEqual([written.ino, written.size, written.mtimeMs]);
    await second.close();
  });
});
