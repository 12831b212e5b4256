// Guards the full TUI in a real terminal (the built dist/cli.js in a private tmux server): Enter opens Process Info
// on a process the test owns and every tab shows its data (image path, catalog metrics, open files, DLLs, the
// environment the test gave it) until Esc; a mouse click on a column header sorts by it, one on a Settings checkbox
// line toggles it; F5 draws the child under its parent; help lists every key of the key table; and a killed terminal
// ends the run with exit code 129 (128 + SIGHUP), the settings saved through the config symlink, which stays a symlink.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpLines } from '../../src/tui/keymap.js';
import { TmuxServer, requireTmux } from '../support/tmux.js';
import { waitFor } from '../support/live-app.js';

import { CLI } from '../support/bridge.js';
const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('tui-full.test.ts: skipped, tmux is not installed (apt-get install tmux)\n');

const cleanup: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch {
      // Cleanup goes on: one failed step must not leave the rest behind.
    }
  }
});

function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `winproc-full-${label}-`));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function isolatedDirs(): { env: Record<string, string>; root: string; configFile: string } {
  const root = tempDir('env');
  mkdirSync(join(root, 'run'), { mode: 0o700 });
  mkdirSync(join(root, 'config', 'winproc-tui'), { recursive: true, mode: 0o700 });
  return { env: { XDG_RUNTIME_DIR: join(root, 'run'), XDG_CONFIG_HOME: join(root, 'config') }, root, configFile: join(root, 'config', 'winproc-tui', 'winproc-tui.toml') };
}

/** A parent (a copy of bash) and its child (a copy of sleep) with unique comm names and a marker in their environment. */
interface Family {
  readonly prefix: string;
  readonly parent: string;
  readonly child: string;
  readonly childPid: number;
  readonly marker: string;
}

async function startFamily(): Promise<Family> {
  const prefix = `wpt${randomBytes(3).toString('hex')}`;
  const dir = tempDir('family');
  const parent = `${prefix}-p`;
  const child = `${prefix}-c`;
  copyFileSync('/bin/bash', join(dir, parent));
  copyFileSync('/bin/sleep', join(dir, child));
  const marker = `marker-${randomBytes(4).toString('hex')}`;
  const proc: ChildProcess = spawn(join(dir, parent), ['-c', `"${join(dir, child)}" 600 & echo $!; wait`], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, WINPROC_PROBE_MARKER: marker } });
  cleanup.push(() => {
    proc.kill('SIGKILL');
  });
  const childPid = await new Promise<number>((ready, fail) => {
    proc.once('error', fail);
    proc.stdout!.once('data', (data: Buffer) => ready(Number(String(data).trim())));
  });
  cleanup.push(() => {
    try {
      process.kill(childPid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  });
  await waitFor(() => existsSync(`/proc/${childPid}/comm`) && readFileSync(`/proc/${childPid}/comm`, 'utf8').trim() === child, 'the child to exec');
  return { prefix, parent, child, childPid, marker };
}

const isTableHeader = (line: string) => /^ +PID Name +/.test(line);

async function startApp(tmux: TmuxServer, pane: string, command = `${process.execPath} ${CLI}; echo WINPROC_EXITED=$?`): Promise<void> {
  await tmux.runCommand(pane, command);
  await tmux.waitForScreen(pane, (lines) => lines.some(isTableHeader) && lines.some((l) => /^[ *†] +\d+ /.test(l)), 'the process table');
}

async function filterTo(tmux: TmuxServer, pane: string, text: string): Promise<void> {
  await tmux.sendKeys(pane, '/');
  await tmux.type(pane, text);
  await tmux.sendKeys(pane, 'Enter');
  await tmux.waitForScreen(pane, (lines) => lines.at(-1)?.includes(`filter "${text}"`) === true, 'the filter');
}

describe.skipIf(!HAS_TMUX)('the full TUI in a real terminal (tmux)', () => {
  let family: Family;
  beforeAll(async () => {
    family = await startFamily();
  });

  it('opens Process Info on Enter, shows every tab’s data, and closes on Esc', { timeout: 180_000 }, async () => {
    const { env } = isolatedDirs();
    const tmux = await TmuxServer.start({ width: 160, height: 45, env });
    cleanup.push(() => tmux.kill());
    const pane = 'main:0';
    await startApp(tmux, pane);
    await filterTo(tmux, pane, family.child);
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes(` ${family.childPid} ${family.child}`)), 'the child alone');

    await tmux.sendKeys(pane, 'Enter');
    const image = await tmux.waitForScreen(pane, (lines) => lines.some((l) => /│ Path +\//.test(l)), 'the Image tab');
    expect(image.join('\n')).toContain(`Process Info · ${family.child} (PID ${family.childPid})`);
    expect(image.join('\n')).toMatch(new RegExp(`Path +/\\S+/${family.child}`));
    expect(image.join('\n')).toMatch(/Command line +\S+ 600/);

    await tmux.sendKeys(pane, '2');
    const metrics = await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('private_bytes')), 'the Metrics tab');
    expect(metrics.join('\n')).toMatch(/GDI +unavailable/);

    await tmux.sendKeys(pane, '3');
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => /Handles +Kind +Size +Path/.test(l)) && lines.some((l) => /│ +\d+ +(cwd|root|file|tty|pipe|socket) /.test(l)), 'the Files tab (one line per path with its handle count)');

    await tmux.sendKeys(pane, '4');
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => /│ libc[.-]/.test(l)), 'the DLLs tab with libc');

    await tmux.sendKeys(pane, '5');
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('NAME=value')) && lines.some((l) => l.includes('Captured')), 'the Environment tab');
    // The block is long: `/` filters it down to the variable the test gave the process.
    await tmux.sendKeys(pane, '/');
    await tmux.type(pane, 'WINPROC_PROBE');
    await tmux.sendKeys(pane, 'Enter');
    await tmux.waitForScreen(
      pane,
      (lines) => lines.some((l) => l.includes(`WINPROC_PROBE_MARKER=${family.marker}`)) && lines.some((l) => l.includes('1-1 of 1 · filter "WINPROC_PROBE"')),
      'the filtered environment',
    );

    await tmux.sendKeys(pane, 'Escape');
    await tmux.waitForScreen(pane, (lines) => !lines.some((l) => l.includes('Process Info')) && lines.some(isTableHeader), 'the table again');
    await tmux.sendKeys(pane, 'q');
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l === 'WINPROC_EXITED=0'), 'a clean exit');
  });

  it('sorts by a clicked column header, toggles a clicked Settings line, draws the child under its parent on F5, and lists every key in help', { timeout: 180_000 }, async () => {
    const { env } = isolatedDirs();
    const tmux = await TmuxServer.start({ width: 160, height: 45, env });
    cleanup.push(() => tmux.kill());
    const pane = 'main:0';
    await startApp(tmux, pane);

    // A left click as xterm reports it in SGR mode (1-based column and row) on the WS header.
    const screen = await tmux.capture(pane);
    const row = screen.findIndex(isTableHeader);
    const column = screen[row]!.indexOf(' WS ') + 2;
    await tmux.type(pane, `\u001b[<0;${column + 1};${row + 1}M`);
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => isTableHeader(l) && /WS▼/.test(l)), 'the WS sort mark');
    await tmux.type(pane, `\u001b[<0;${column + 1};${row + 1}M`);
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => isTableHeader(l) && /WS▲/.test(l)), 'the reversed WS sort mark');

    // A click on a Settings checkbox line selects and toggles it; a second click toggles it back.
    await tmux.sendKeys(pane, 'o');
    const settings = await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('[ ] Show kernel threads')), 'Settings');
    const kernelRow = settings.findIndex((l) => l.includes('Show kernel threads'));
    const kernelColumn = settings[kernelRow]!.indexOf('Show kernel threads');
    await tmux.type(pane, `\u001b[<0;${kernelColumn + 1};${kernelRow + 1}M`);
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('› [x] Show kernel threads')), 'the clicked line selected and checked');
    await tmux.type(pane, `\u001b[<0;${kernelColumn + 1};${kernelRow + 1}M`);
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('› [ ] Show kernel threads')), 'the line unchecked again');
    await tmux.sendKeys(pane, 'o');
    await tmux.waitForScreen(pane, (lines) => lines.some(isTableHeader), 'the table again');

    await filterTo(tmux, pane, family.prefix);
    await tmux.sendKeys(pane, 'F5');
    await tmux.waitForScreen(
      pane,
      (lines) => {
        const parentAt = lines.findIndex((l) => new RegExp(` \\d+ ${family.parent} `).test(l));
        return parentAt !== -1 && new RegExp(` ${family.childPid} └─ ${family.child} `).test(lines[parentAt + 1] ?? '');
      },
      'the child under its parent',
    );
    expect((await tmux.capture(pane)).at(-1)).toContain('tree');

    await tmux.sendKeys(pane, '?');
    const seen: string[] = [];
    for (let page = 0; page < 20; page++) {
      const lines = await tmux.waitForScreen(pane, (l) => l.some((x) => /\d+-\d+ of \d+/.test(x)), 'help');
      seen.push(...lines);
      if (!lines.some((l) => l.includes('PgDn more'))) break;
      await tmux.sendKeys(pane, 'NPage');
      await new Promise((done) => setTimeout(done, 300));
    }
    const text = seen.join('\n');
    for (const line of helpLines()) expect(text, line.keys).toContain(`${line.keys}`);
    await tmux.sendKeys(pane, 'Escape', 'q');
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l === 'WINPROC_EXITED=0'), 'a clean exit');
  });

  it('draws each frame in place (changed lines only, never clearing the terminal) and redraws it whole once after a resize', { timeout: 180_000 }, async () => {
    const { env, root } = isolatedDirs();
    const tmux = await TmuxServer.start({ width: 120, height: 40, env });
    cleanup.push(() => tmux.kill());
    await startApp(tmux, 'main:0');
    // Everything the application writes to its terminal from here on.
    const output = join(root, 'terminal-output');
    await tmux.tmux('pipe-pane', '-o', '-t', 'main:0', `cat > ${output}`);
    const written = () => (existsSync(output) ? readFileSync(output) : Buffer.alloc(0));
    // ink brackets every frame in synchronized-output marks; a terminal clear is ESC [2J.
    const count = (bytes: Buffer, sequence: string) => bytes.toString('latin1').split(sequence).length - 1;
    const FRAME = '\u001b[?2026h';
    const CLEAR = '\u001b[2J';
    // The header's clock and the samples change every second: each second brings a frame.
    await waitFor(() => count(written(), FRAME) >= 4, 'four frames', 60_000);
    expect(count(written(), CLEAR)).toBe(0);
    const whole = (lines: string[], width: number, height: number) =>
      lines.length === height && lines[0]!.includes('LIVE') && lines.filter(isTableHeader).length === 1 && /procs .*help/.test(lines.at(-1)!) && lines.every((l) => l.length <= width);
    expect(whole(await tmux.capture('main:0'), 120, 40)).toBe(true);

    await tmux.tmux('resize-window', '-t', 'main:0', '-x', '100', '-y', '30');
    await tmux.waitForScreen('main:0', (lines) => whole(lines, 100, 30), 'the whole frame at 100x30');
    // The new size is drawn over a cleared terminal; the frames after that are in place again.
    const afterResize = await waitFor(() => {
      const bytes = written();
      return count(bytes, CLEAR) > 0 && bytes;
    }, 'the redraw at the new size');
    const settled = afterResize.length;
    await waitFor(() => count(written().subarray(settled), FRAME) >= 3, 'three frames at the new size', 60_000);
    expect(count(written().subarray(settled), CLEAR)).toBe(0);
    expect(whole(await tmux.capture('main:0'), 100, 30)).toBe(true);
  });

  it('ends cleanly when its terminal is killed: exit code 129, settings saved, the config symlink kept', { timeout: 180_000 }, async () => {
    const { env, root, configFile } = isolatedDirs();
    // The settings file is a symlink into a dotfiles folder, as dotfile managers keep it.
    const dotfiles = join(root, 'dotfiles');
    mkdirSync(dotfiles);
    const target = join(dotfiles, 'winproc-tui.toml');
    writeFileSync(target, 'theme = "dark"\n[tracking]\nworking_names = ["kept-name"]\n');
    symlinkSync(target, configFile);
    const exitFile = join(root, 'exit-code');
    const tmux = await TmuxServer.start({ width: 120, height: 40, env });
    cleanup.push(() => tmux.kill());
    // The wrapper ignores the hang-up itself, so it lives on to record the application's exit code.
    await startApp(tmux, 'main:0', `sh -c 'trap "" HUP; ${process.execPath} ${CLI}; echo $? > ${exitFile}'`);
    await tmux.sendKeys('main:0', 'o', 'Down', 'Space');
    await tmux.waitForScreen('main:0', (lines) => lines.some((l) => l.includes('Theme: light')), 'the light theme');
    await tmux.kill();
    const code = await waitFor(() => existsSync(exitFile) && readFileSync(exitFile, 'utf8').trim(), 'the exit code', 60_000);
    expect(code).toBe('129');
    expect(lstatSync(configFile).isSymbolicLink()).toBe(true);
    const saved = parse(readFileSync(target, 'utf8')) as { theme?: string; tracking?: { working_names?: string[] } };
    expect(saved.theme).toBe('light');
    expect(saved.tracking?.working_names).toEqual(['kept-name']);
  });
});
