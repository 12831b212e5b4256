// Guards the TUI's habits and Process Info on a real terminal (tmux, the built application): k asks naming PID, name
// and start time, n leaves the child running, y ends it with SIGTERM, a child ignoring SIGTERM gets the SIGKILL offer;
// Esc clears the filter; f opens Files with a file opened 300 times on one line saying 300, and y copies its path
// through OSC 52 into tmux's buffer (set-clipboard on); q during a Recording asks first (n stays, y quits and ends the
// file cleanly); Tracked-only survives a restart; Process Info in the Log view shows the recorded process definition
// and says "not recorded" for live investigations. Sampling runs every 250 ms (test hook WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLines, startRecordingApp } from '../support/recording.js';
import { LiveApp, uniqueName, waitFor } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';

const apps: LiveApp[] = [];
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const app of apps) await app.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const TABLE_ROW = (pid: number) => new RegExp(`^[ *†] +${pid} `);

/** A node child running `script`, which prints `ready` when set up. */
async function nodeChild(script: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', `${script}; process.stdout.write('ready\\n'); setInterval(() => {}, 60_000);`], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return child;
}

/** The start time of a PID in ms, from /proc as the kernel counts it (boot time + start ticks / USER_HZ 100). */
function startMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  const btime = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))![1]);
  return btime * 1000 + ticks * 10;
}

const exitOf = (child: ChildProcess) => new Promise<NodeJS.Signals | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.signalCode) : child.once('exit', (_c, signal) => resolve(signal))));

async function filterTo(app: LiveApp, text: string, pid: number): Promise<void> {
  await app.tmux.sendKeys(app.pane, '/');
  await app.tmux.type(app.pane, text);
  await app.tmux.sendKeys(app.pane, 'Enter');
  await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => TABLE_ROW(pid).test(l)) && lines.some((l) => l.includes(`filter "${text}"`)), `the row of PID ${pid} under the filter`);
}

describe.skipIf(!requireTmux())('habits and Process Info in a real terminal', () => {
  it('k names PID, name and start time; n leaves the child; y ends it; a child ignoring SIGTERM gets the SIGKILL offer; Esc clears the filter', { timeout: 180_000 }, async () => {
    const app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' });
    apps.push(app);
    const name = uniqueName('wpk');
    const child = app.spawnNamed(name);
    const pid = child.pid!;
    await filterTo(app, name, pid);

    await app.tmux.sendKeys(app.pane, 'k');
    const asked = await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(`Send SIGTERM to PID ${pid} "${name}" (started `)), 'the kill confirmation');
    const started = /\(started (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC\)\?/.exec(asked.join('\n'))![1]!;
    // The start time shown is this lifetime's (to the second it is rounded to).
    expect(Math.abs(Date.parse(`${started.replace(' ', 'T')}Z`) - startMsOf(pid))).toBeLessThanOrEqual(1000);
    await app.tmux.sendKeys(app.pane, 'n');
    await app.tmux.waitForScreen(app.pane, (lines) => !lines.some((l) => l.includes('Send SIGTERM')), 'the confirmation gone');
    // Refused: a few samples later the child still runs and is still listed.
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => TABLE_ROW(pid).test(l)), 'the child still listed');
    expect(child.exitCode).toBeNull();
    expect(child.signalCode).toBeNull();

    const end = exitOf(child);
    await app.tmux.sendKeys(app.pane, 'k');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(`Send SIGTERM to PID ${pid}`)), 'the kill confirmation again');
    await app.tmux.sendKeys(app.pane, 'y');
    expect(await end).toBe('SIGTERM');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(`PID ${pid} "${name}"`) && l.includes('ended after SIGTERM')), 'the ended notice');

    // Esc clears the applied filter: the footer no longer names it and other processes are listed again.
    await app.tmux.sendKeys(app.pane, 'Escape');
    await app.tmux.waitForScreen(app.pane, (lines) => !lines.some((l) => l.includes('filter "')) && lines.filter((l) => /^[ *†] +\d+ /.test(l)).length > 1, 'the unfiltered table');

    // A child that ignores SIGTERM: after the grace period a second confirmation offers SIGKILL.
    const stubborn = await nodeChild("process.on('SIGTERM', () => {})");
    const stubbornPid = stubborn.pid!;
    await filterTo(app, String(stubbornPid), stubbornPid);
    await app.tmux.sendKeys(app.pane, 'F9');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(`Send SIGTERM to PID ${stubbornPid} `)), 'the confirmation for the stubborn child');
    await app.tmux.sendKeys(app.pane, 'y');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(`PID ${stubbornPid} `) && l.includes('is still running')) && lines.some((l) => l.includes('Send SIGKILL?')), 'the SIGKILL offer');
    expect(stubborn.signalCode).toBeNull();
    const killed = exitOf(stubborn);
    await app.tmux.sendKeys(app.pane, 'y');
    expect(await killed).toBe('SIGKILL');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(`Sent SIGKILL to PID ${stubbornPid} `)), 'the SIGKILL notice');
    await app.quit();
  });

  it('f opens Files with a file opened 300 times as one line saying 300; y copies its path into tmux\'s buffer through OSC 52', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-files-'));
    dirs.push(dir);
    const path = join(dir, 'opened-300-times.txt');
    writeFileSync(path, 'x');
    const holder = await nodeChild(`const fs = require('node:fs'); globalThis.fds = Array.from({ length: 300 }, () => fs.openSync(${JSON.stringify(path)}, 'r'))`);
    const app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' });
    apps.push(app);
    // tmux applies a program's OSC 52 to its paste buffers only with set-clipboard on (its default, external, does not).
    await app.tmux.tmux('set-option', '-s', 'set-clipboard', 'on');
    await filterTo(app, String(holder.pid), holder.pid!);
    await app.tmux.sendKeys(app.pane, 'f');
    const files = await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(path)), 'the Files tab with the held file');
    const lines = files.filter((l) => l.includes(path));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/│? *300 file +1 {2}\//);
    // The most handles first: the held file is the selected (first) line; y copies its path.
    await app.tmux.sendKeys(app.pane, 'y');
    await app.tmux.waitForScreen(app.pane, (screen) => screen.some((l) => l.includes('Copied to the clipboard (OSC 52)')), 'the copy notice');
    expect(await app.tmux.tmux('show-buffer')).toBe(path);

    // On the table, y copies the selected process's executable path.
    await app.tmux.sendKeys(app.pane, 'Escape', 'y');
    await app.tmux.waitForScreen(app.pane, (screen) => screen.some((l) => l.includes(`Copied to the clipboard (OSC 52): ${process.execPath}`)), 'the table copy notice');
    expect(await app.tmux.tmux('show-buffer')).toBe(process.execPath);
    await app.quit();
  });

  it('q during a Recording asks (n stays, y quits and ends the file); Tracked-only survives a restart; Process Info in the Log view shows the recorded process', { timeout: 240_000 }, async () => {
    const { app, directory } = await startRecordingApp('winproc-habits-rec-');
    apps.push(app);
    dirs.push(directory);
    const name = uniqueName('wpr');
    const child = app.spawnNamed(name);
    const pid = child.pid!;
    await filterTo(app, name, pid);
    await app.tmux.sendKeys(app.pane, 't', 'T');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.at(-1)?.includes('tracked-only') === true && lines.some((l) => new RegExp(`^\\* +${pid} `).test(l)), 'tracked and Tracked-only');
    // r opens the Record dialog on the configured directory; Enter starts the Recording.
    await app.tmux.sendKeys(app.pane, 'r');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(`Directory: ${directory}`)), 'the Record dialog');
    await app.tmux.sendKeys(app.pane, 'Enter');
    await app.tmux.waitForScreen(app.pane, (lines) => /REC \d/.test(lines[0] ?? ''), 'the REC badge');

    await app.tmux.sendKeys(app.pane, 'q');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Quit winproc-tui while a Recording runs?')), 'the quit confirmation');
    await app.tmux.sendKeys(app.pane, 'n');
    await app.tmux.waitForScreen(app.pane, (lines) => !lines.some((l) => l.includes('Quit winproc-tui while')) && /REC \d/.test(lines[0] ?? ''), 'still recording after n');
    // The writer creates its file in the background: winproc-<YYYYMMDDhhmmss>.log.
    const log = await waitFor(() => readdirSync(directory).find((f) => /^winproc-\d{14}\.log$/.test(f)), 'the Recording file', 30_000, 250);
    const logPath = join(directory, log);
    for (let i = 0; i < 120 && checkLines(logPath).filter((k) => k === 'frame').length < 3; i++) await new Promise((r) => setTimeout(r, 250));
    await app.tmux.sendKeys(app.pane, 'q');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Quit winproc-tui while a Recording runs?')), 'the quit confirmation again');
    await app.tmux.sendKeys(app.pane, 'y');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.startsWith('WINPROC_EXITED=0')), 'the exit after y');
    expect(checkLines(logPath).at(-1)).toBe('end');
    expect(readFileSync(join(app.configDir, 'winproc-tui', 'winproc-tui.toml'), 'utf8')).toMatch(/tracked_only = true/);

    // A restart keeps Tracked-only (and the tracked name).
    await app.launch();
    await app.tmux.waitForScreen(app.pane, (lines) => lines.at(-1)?.includes('tracked-only') === true && lines.some((l) => new RegExp(`^\\* +${pid} `).test(l)), 'Tracked-only after the restart');

    // The Log view: l lists the file, Enter loads it; Enter on the recorded row opens Process Info on the recording.
    await app.tmux.sendKeys(app.pane, 'l');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(log)), 'the Log list');
    await app.tmux.sendKeys(app.pane, 'Enter');
    await app.tmux.waitForScreen(app.pane, (lines) => /LOG VIEW/.test(lines[0] ?? '') && lines.some((l) => TABLE_ROW(pid).test(l)), 'the Log view with the recorded row');
    await filterTo(app, name, pid);
    await app.tmux.sendKeys(app.pane, 'Enter');
    const image = await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes(`Process Info · ${name} (PID ${pid}) · recorded`)) && lines.some((l) => /Path +\//.test(l)), 'Process Info on the recording');
    expect(image.join('\n')).toContain(join(app.root, name));
    expect(image.join('\n')).toContain(`Recording     ${log}`);
    await app.tmux.sendKeys(app.pane, '3');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('not recorded: a Recording keeps sampled metrics')), 'Files not recorded');
    await app.tmux.sendKeys(app.pane, '2');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Recorded values at the Log view cursor')) && lines.some((l) => /PrivBytes|Private/.test(l)), 'recorded Metrics');
    await app.tmux.sendKeys(app.pane, 'Escape', 'Escape');
    await app.quit();
  });
});
