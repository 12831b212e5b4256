// Guards how the application ends when it is not quit with q (issue 14), in a real terminal (the built dist/cli.js in
// a private tmux server): SIGTERM with the terminal there ends it with 143 (128 + SIGTERM), the terminal restored and
// the settings saved; a terminal that stopped taking output (its tmux server stopped, as a dropped ssh session leaves
// it) no longer blocks the application in write(2), so SIGTERM still ends it within the wait, settings saved; and
// killing the pane (the terminal gone, SIGHUP) ends it with 129 and the settings intact. SIGHUP during a Recording
// finishes it first: the file ends with the end record, every line valid against the reference schema. A
// terminal that leaves more than the limit of output untaken counts as gone: the application ends by itself, 129.
import { CLI } from '../support/bridge.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetTrackingData } from '../../generated/types/tools.js';
import { checkLines } from '../support/recording.js';
import { requireTmux } from '../support/tmux.js';
import { LiveApp, uniqueName, waitFor } from '../support/live-app.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('tui-exit.test.ts: skipped, tmux is not installed\n');

/** The settings the application finds at start; the tests change the theme with the keys and look for it saved. */
const SETTINGS = 'theme = "dark"\n[tracking]\nworking_names = ["kept-name"]\n';

function savedSettings(app: LiveApp): { theme?: string; tracking?: { working_names?: string[] } } {
  return parse(readFileSync(join(app.configDir, 'winproc-tui', 'winproc-tui.toml'), 'utf8')) as { theme?: string; tracking?: { working_names?: string[] } };
}

/**
 * The pane's text once the shell printed the application's exit status, on a line of its own (LiveApp.launch): a
 * terminal the application counted as gone keeps its last frame, with the cursor wherever that frame left it.
 */
async function exitStatusOnScreen(app: LiveApp): Promise<string> {
  return waitFor(async () => {
    const text = (await app.tmux.capture(app.pane)).join('\n');
    return text.includes('WINPROC_EXITED=') ? text : undefined;
  }, 'the exit status on the screen', 30_000, 200);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Switches the theme to light in Settings (o, Down, Space) and leaves the dialog, so there is a change to save. */
async function changeTheme(app: LiveApp): Promise<void> {
  await app.tmux.sendKeys(app.pane, 'o', 'Down', 'Space');
  await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Theme: light')), 'the light theme');
  await app.tmux.sendKeys(app.pane, 'Escape');
}

describe.skipIf(!HAS_TMUX)('ending by a signal or a lost terminal (tmux)', () => {
  let app: LiveApp | undefined;
  let stoppedServer: number | undefined;
  afterEach(async () => {
    if (stoppedServer !== undefined) {
      try {
        process.kill(stoppedServer, 'SIGCONT');
      } catch {
        // Already gone.
      }
      stoppedServer = undefined;
    }
    await app?.stop();
    app = undefined;
  });

  /** The terminal goes silent: its tmux server is stopped and reads nothing more (the pty buffer fills in seconds). */
  async function stopTerminal(running: LiveApp): Promise<number> {
    const server = Number(await running.tmux.display(running.pane, '#{pid}'));
    stoppedServer = server;
    process.kill(server, 'SIGSTOP');
    return server;
  }

  /**
   * Lets the stopped terminal read again and returns the pane once the exit status is on it. A terminal that counted
   * as gone is not restored, and frames it never took are dropped: the status may follow the last drawn line.
   */
  async function exitStatusAfterResuming(running: LiveApp, server: number): Promise<string> {
    process.kill(server, 'SIGCONT');
    stoppedServer = undefined;
    return exitStatusOnScreen(running);
  }

  it('SIGTERM ends it with 143, the terminal restored and the settings saved', { timeout: 120_000 }, async () => {
    app = await LiveApp.start({}, SETTINGS);
    await changeTheme(app);
    const pid = await app.applicationPid();
    process.kill(pid, 'SIGTERM');
    const screen = await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.startsWith('WINPROC_EXITED=')), 'the application to exit');
    expect(screen).toContain('WINPROC_EXITED=143');
    expect(await app.tmux.display(app.pane, '#{alternate_on}')).toBe('0');
    expect(savedSettings(app)).toMatchObject({ theme: 'light', tracking: { working_names: ['kept-name'] } });
  });

  it('SIGTERM ends it even when its terminal stopped taking output, settings saved', { timeout: 120_000 }, async () => {
    // A short sampling interval makes the frames that fill the stalled terminal's buffer come fast.
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '100' }, SETTINGS);
    await changeTheme(app);
    const pid = await app.applicationPid();
    const server = await stopTerminal(app);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(alive(pid)).toBe(true);
    process.kill(pid, 'SIGTERM');
    // Well within the wait: the orderly exit, bounded by its own 10 s deadline.
    await waitFor(() => !alive(pid), 'the application to end on SIGTERM', 40_000, 200);
    expect(savedSettings(app)).toMatchObject({ theme: 'light', tracking: { working_names: ['kept-name'] } });
    expect(await exitStatusAfterResuming(app, server)).toMatch(/WINPROC_EXITED=143$/m);
  });

  it('ends by itself with 129 when its terminal leaves more output untaken than the limit, settings saved', { timeout: 180_000 }, async () => {
    // The limit is 16 MiB; the hook lowers it to 32 KiB. Frames rewrite only the lines that changed: at a 100 ms
    // sampling interval a 120x40 pane takes about 7.5 KB a second here, so the stopped terminal's pty buffer (about
    // 64 KiB) and then the limit fill in about 15 s. The limit stays above one whole frame, so a terminal that only
    // reads late while the theme changes never passes it. (At 256 KiB this took 56 s and timed out on a busy CI.)
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '100', WINPROC_TUI_TEST_STALLED_OUTPUT_BYTES: String(32 * 1024) }, SETTINGS);
    await changeTheme(app);
    const pid = await app.applicationPid();
    const server = await stopTerminal(app);
    // No signal is sent: the application sees the untaken output pass the limit and ends as after a hang-up.
    await waitFor(() => !alive(pid), 'the application to end by itself', 120_000, 200);
    expect(savedSettings(app)).toMatchObject({ theme: 'light', tracking: { working_names: ['kept-name'] } });
    expect(await exitStatusAfterResuming(app, server)).toMatch(/WINPROC_EXITED=129$/m);
  });

  // SIGTERM during a Recording: test/system/tui-recording-signal.test.ts.
  it('SIGHUP during a Recording finishes the file (the end record last) before exiting with 129', { timeout: 120_000 }, async () => {
    const directory = mkdtempSync(join(tmpdir(), 'winproc-exit-rec-'));
    try {
      const name = uniqueName('exit-rec');
      app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' }, `[recording]\ndirectory = ${JSON.stringify(directory)}\n[tracking]\nworking_names = [${JSON.stringify(name)}]\n`);
      app.spawnNamed(name);
      const client = await app.connect();
      const revision = (await client.ok<GetTrackingData>('winproc_get_tracking')).data.revision;
      const started = await client.ok<{ state: string; outcome?: { output_log_id?: string } }>('winproc_start_recording', { interval_seconds: 1, operation_id: `exit-hup-${process.pid}`, expected_revision: revision });
      expect(started.data.state).toBe('succeeded');
      const path = join(directory, started.data.outcome!.output_log_id!);
      await waitFor(() => checkLines(path).filter((kind) => kind === 'frame').length >= 2, 'two frames in the file', 30_000, 300);
      expect(checkLines(path)).not.toContain('end');
      process.kill(await app.applicationPid(), 'SIGHUP');
      // After SIGHUP the terminal counts as gone and is not restored: the status may follow the last drawn line.
      expect(await exitStatusOnScreen(app)).toMatch(/WINPROC_EXITED=129$/m);
      const kinds = checkLines(path);
      expect(kinds[0]).toBe('session');
      expect(kinds.at(-1)).toBe('end');
      expect(readFileSync(path, 'utf8').endsWith('\n')).toBe(true);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('killing its pane ends it with 129 (the hang-up), settings saved', { timeout: 120_000 }, async () => {
    app = await LiveApp.start({}, SETTINGS);
    const exitFile = join(app.root, 'exit-code');
    // A second window keeps the server alive; the application runs in it under a wrapper that survives the hang-up
    // to record its exit status.
    const pane = await app.tmux.newWindow('victim');
    await app.quit();
    await app.tmux.runCommand(pane, `sh -c 'trap "" HUP; ${process.execPath} ${CLI}; echo $? > ${exitFile}'`);
    await app.tmux.waitForScreen(pane, (lines) => lines.some((l) => /^ +PID Name +/.test(l)), 'the process table');
    await app.tmux.sendKeys(pane, 'o', 'Down', 'Space');
    await app.tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('Theme: light')), 'the light theme');
    await app.tmux.tmux('kill-pane', '-t', pane);
    const code = await waitFor(() => {
      try {
        return readFileSync(exitFile, 'utf8').trim() || undefined;
      } catch {
        return undefined;
      }
    }, 'the exit status', 60_000);
    expect(code).toBe('129');
    expect(savedSettings(app)).toMatchObject({ theme: 'light', tracking: { working_names: ['kept-name'] } });
  });
});
