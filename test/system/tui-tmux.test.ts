// Guards the built TUI (node dist/cli.js) in a real terminal, as a new user meets it: it shows a process the test owns with its memory, filters to it with /, tracks it with t, toggles help with F1, quits on q restoring the terminal, refuses a second instance without drawing, and fits 80×24 and 200×50.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TmuxServer, requireTmux } from '../support/tmux.js';

import { CLI } from '../support/bridge.js';
const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('tui-tmux.test.ts: skipped, tmux is not installed (apt-get install tmux)\n');

const MiB = 2 ** 20;
const SCALE: Record<string, number> = { B: 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40 };

/** Every temp dir, tmux server and child this file creates, removed in afterAll whatever happened. */
const cleanup: (() => void | Promise<void>)[] = [];

function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `winproc-tui-${label}-`));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A private runtime and config directory, so the TUI meets no other instance and no user settings. */
function isolatedDirs(): { env: Record<string, string>; configDir: string } {
  const root = tempDir('env'); // mkdtemp: mode 0700, as a runtime directory must be
  const runtime = join(root, 'run');
  const config = join(root, 'config');
  mkdirSync(runtime, { mode: 0o700 });
  mkdirSync(config, { mode: 0o700 });
  return { env: { XDG_RUNTIME_DIR: runtime, XDG_CONFIG_HOME: config }, configDir: join(config, 'winproc-tui') };
}

async function startServer(width: number, height: number, env: Record<string, string>): Promise<TmuxServer> {
  const server = await TmuxServer.start({ width, height, env });
  cleanup.push(() => server.kill());
  return server;
}

/** Parses a table cell such as `71.3M` into bytes. */
function bytesOf(cell: string): number {
  const m = /^(\d+(?:\.\d+)?)([BKMGT])$/.exec(cell);
  return m ? Number(m[1]) * SCALE[m[2]!]! : Number.NaN;
}

/** Refused second starts in a row (each ~0.2 s). */
const REFUSED_STARTS = 40;
/** Table rows on screen: a marker column, then PID and Name. */
const PROCESS_ROW = /^[ *†] +(\d+) /;
const isTableHeader = (line: string) => /^ +PID Name +/.test(line);

interface Probe {
  readonly name: string;
  readonly pid: number;
  readonly child: ChildProcess;
}

/**
 * A child the test owns: sets its process name (comm) to a unique `wpp-<hex>` (≤ 15 bytes, the comm
 * limit), allocates and touches 32 MiB, then sleeps. If process.title does not reach /proc/PID/comm on
 * this kernel, the node binary is copied under the unique name instead, which names comm from the file.
 */
async function startProbe(): Promise<Probe> {
  const name = `wpp-${randomBytes(4).toString('hex')}`;
  const dir = tempDir('probe');
  const script = join(dir, 'probe.cjs');
  writeFileSync(
    script,
    [
      `if (process.argv[2] === 'title') process.title = ${JSON.stringify(name)};`,
      'const block = Buffer.allocUnsafe(32 * 1024 * 1024);',
      'for (let i = 0; i < block.length; i += 4096) block[i] = 1; // resident and private: every page written',
      "process.stdout.write('ready\\n');",
      'setInterval(() => { block[0] ^= 1; }, 60_000);',
    ].join('\n'),
  );
  const launch = async (binary: string, mode: string): Promise<Probe> => {
    const child = spawn(binary, [script, mode, name], { stdio: ['ignore', 'pipe', 'inherit'] });
    cleanup.push(() => {
      child.kill('SIGKILL');
    });
    await new Promise<void>((ready, fail) => {
      child.once('error', fail);
      child.stdout!.once('data', () => ready());
    });
    return { name, pid: child.pid!, child };
  };
  const titled = await launch(process.execPath, 'title');
  if (readFileSync(`/proc/${titled.pid}/comm`, 'utf8').trim() === name) return titled;
  titled.child.kill('SIGKILL');
  const binary = join(dir, name);
  copyFileSync(process.execPath, binary);
  const renamed = await launch(binary, 'binary');
  expect(readFileSync(`/proc/${renamed.pid}/comm`, 'utf8').trim()).toBe(name);
  return renamed;
}

afterAll(async () => {
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch {
      // Cleanup goes on: one failed step must not leave the rest behind.
    }
  }
});

describe.skipIf(!HAS_TMUX)('winproc-tui in a real terminal (tmux)', () => {
  let probe: Probe;
  /** Screens after quitting from a frame that fills the terminal (the size runs). */
  const afterFullScreenQuit: string[][] = [];

  beforeAll(async () => {
    probe = await startProbe();
  });

  it('shows a process with its memory, filters to it, tracks it, refuses a second instance, and quits cleanly', { timeout: 180_000 }, async () => {
    const { env, configDir } = isolatedDirs();
    const tmux = await startServer(100, 30, env);
    const pane = 'main:0';
    await tmux.runCommand(pane, `${process.execPath} ${CLI}; echo WINPROC_EXITED=$?`);
    await tmux.waitForScreen(pane, (lines) => lines[0]?.startsWith('winproc-tui ') === true && lines.some(isTableHeader) && lines.some((l) => PROCESS_ROW.test(l)), 'the first screen with processes');
    expect(await tmux.display(pane, '#{cursor_flag}')).toBe('0'); // the TUI hides the cursor while it runs

    // A second instance in the same session exits with a message and code 1 and never draws.
    const second = await tmux.newWindow('second');
    await tmux.runCommand(second, `${process.execPath} ${CLI}; echo SECOND_EXITED=$?`);
    const secondScreen = await tmux.waitForScreen(second, (lines) => lines.some((l) => l.startsWith('SECOND_EXITED=')), 'the second instance to exit');
    expect(secondScreen).toContain('SECOND_EXITED=1');
    expect(secondScreen.join('\n')).toMatch(/winproc-tui: another winproc-tui is already running/);
    expect(secondScreen.some((l) => l.startsWith('winproc-tui ') && /LIVE/.test(l))).toBe(false);
    expect(secondScreen.some(isTableHeader)).toBe(false);
    // Refused starts in a row, each exiting while its early sampler thread may still load its native code: every one
    // exits 1. Before the refusal waited for that thread, about 1 in 30 aborted (134, "FATAL ERROR ... napi_throw").
    await tmux.runCommand(second, `clear; for i in $(seq ${REFUSED_STARTS}); do ${process.execPath} ${CLI} >/dev/null 2>&1; echo $?; done | sort | uniq -c | tr -s ' \\n' ' '; echo; printf 'REFUSALS_%s\\n' DONE`);
    const refusals = await tmux.waitForScreen(second, (lines) => lines.includes('REFUSALS_DONE'), 'the refused starts', { timeoutMs: 120_000 });
    expect(refusals.join('\n')).toMatch(new RegExp(`^ ?${REFUSED_STARTS} 1 ?$`, 'm'));
    await tmux.tmux('kill-window', '-t', second);

    // `/`, the name, Enter: only the probe is left, with its 32 MiB shown in PrivBytes.
    await tmux.sendKeys(pane, '/');
    await tmux.waitForScreen(pane, (lines) => lines.at(-1)?.startsWith('Filter: █') === true, 'the filter prompt');
    await tmux.type(pane, probe.name);
    await tmux.waitForScreen(pane, (lines) => lines.at(-1)?.startsWith(`Filter: ${probe.name}█`) === true, 'the typed filter');
    await tmux.sendKeys(pane, 'Enter');
    const filtered = await tmux.waitForScreen(
      pane,
      (lines) => lines.at(-1)?.includes(`filter "${probe.name}"`) === true && lines.some((l) => l.includes(` ${probe.pid} ${probe.name} `)),
      'the probe alone in the filtered table',
    );
    const header = filtered.find(isTableHeader)!;
    const rows = filtered.filter((l) => PROCESS_ROW.test(l));
    expect(rows).toHaveLength(1);
    expect(filtered.at(-1)).toMatch(new RegExp(`^1/\\d+ procs filter "${probe.name}"`));
    const privColumn = header.split(/\s+/).filter(Boolean).indexOf('PrivBytes');
    expect(privColumn).toBeGreaterThan(1);
    const privCell = rows[0]!.trim().split(/\s+/)[privColumn]!;
    expect(bytesOf(privCell), `PrivBytes cell "${privCell}"`).toBeGreaterThanOrEqual(32 * MiB);

    // `t` tracks the selected (only) row: marker and footer.
    await tmux.sendKeys(pane, 't');
    const tracked = await tmux.waitForScreen(pane, (lines) => lines.some((l) => new RegExp(`^\\* +${probe.pid} ${probe.name} `).test(l)), 'the tracked marker');
    expect(tracked.at(-1)).toContain(`Tracking: ${probe.name}`);

    // `q`: the program exits with 0, the shell line after it runs, and the terminal is back to normal.
    await tmux.sendKeys(pane, 'q');
    const afterQuit = await tmux.waitForScreen(pane, (lines) => lines.some((l) => /^WINPROC_EXITED=\d/.test(l)), 'the program to exit');
    expect(afterQuit.join('\n')).toContain('WINPROC_EXITED=0');
    await tmux.waitForScreen(pane, (lines) => lines.at(-1) === '$', 'the shell prompt');
    expect(await tmux.display(pane, '#{pane_current_command}')).toBe('bash');
    expect(await tmux.display(pane, '#{alternate_on}')).toBe('0');
    expect(await tmux.display(pane, '#{cursor_flag}')).toBe('1');
    // A successful interactive run saves the working Tracking List.
    expect(readFileSync(join(configDir, 'winproc-tui.toml'), 'utf8')).toContain(`"${probe.name}"`);
    // The probe is the test's, untouched by the TUI.
    expect(probe.child.exitCode).toBeNull();
  });

  it('graphs the probe: g adds a Graph, G shows its plot below the table, Tab and Left move the cursor, e exports the CSV file', { timeout: 180_000 }, async () => {
    const { env } = isolatedDirs();
    const exportDir = tempDir('export');
    const tmux = await startServer(100, 30, env);
    const pane = 'main:0';
    // The TUI's working directory is where e writes.
    await tmux.runCommand(pane, `cd ${exportDir} && ${process.execPath} ${CLI}; echo WINPROC_EXITED=$?`);
    await tmux.waitForScreen(pane, (lines) => lines.some(isTableHeader), 'the first screen');
    await tmux.sendKeys(pane, '/');
    await tmux.type(pane, probe.name);
    await tmux.sendKeys(pane, 'Enter');
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes(` ${probe.pid} ${probe.name} `)) && lines.at(-1)?.includes('filter') === true, 'the probe alone');
    // s once: the table sorts by PrivBytes and the cell cursor sits on the sorted column, so g graphs the probe's private bytes.
    await tmux.sendKeys(pane, 's', 'g', 'G');
    const graphs = await tmux.waitForScreen(
      pane,
      (lines) => lines.some((l) => l.startsWith('#1 PrivBytes @ ') && l.includes(`${probe.name} (PID ${probe.pid}`)) && lines.some((l) => /[\u2801-\u28ff]/.test(l)) && lines.some((l) => l.includes(` ${probe.pid} ${probe.name} `)),
      'the probe plotted below its table row',
    );
    expect(graphs.some((l) => /^ *[\d.]+[BKMG]┤/.test(l))).toBe(true);
    // Three samples on screen, then the cursor leaves live-follow.
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.startsWith('Graphs 1/16')), 'the Graph status line');
    // Tab focuses the Graphs; Left moves the cursor once a second sample is displayed; until then it has nowhere to go.
    await tmux.sendKeys(pane, 'Tab');
    await tmux.waitForScreen(pane, (lines) => lines.at(-1)?.startsWith('Graphs: ') === true, 'the Graphs footer');
    let moved = false;
    for (let attempt = 0; attempt < 30 && !moved; attempt++) {
      await tmux.sendKeys(pane, 'Left');
      moved = await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('(cursor fixed)')), 'the cursor moved off the newest sample', { timeoutMs: 1_000 }).then(
        () => true,
        () => false,
      );
    }
    expect(moved).toBe(true);
    await tmux.sendKeys(pane, 'e');
    const exported = await tmux.waitForScreen(pane, (lines) => lines.some((l) => /^Exported \d+ rows of 1 Graphs to /.test(l)), 'the export notice');
    const notice = exported.find((l) => l.startsWith('Exported '))!;
    const rowsWritten = Number(/^Exported (\d+) rows/.exec(notice)![1]);
    const files = readdirSync(exportDir).filter((name) => name.endsWith('.csv'));
    expect(files).toHaveLength(1);
    const lines = readFileSync(join(exportDir, files[0]!), 'utf8').trim().split('\n');
    expect(lines[0]).toContain(`#1 private_bytes ${probe.name} (PID ${probe.pid}`);
    expect(lines).toHaveLength(rowsWritten + 1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,\d+$/);
    await tmux.sendKeys(pane, 'q');
    await tmux.waitForScreen(pane, (screen) => screen.some((l) => /^WINPROC_EXITED=0/.test(l)), 'the program to exit');
  });

  it.each([
    [80, 24],
    [200, 50],
  ])('fits a %i×%i terminal: header and table header visible, no line wider than the terminal; F1 toggles help', { timeout: 120_000 }, async (width, height) => {
    const { env } = isolatedDirs();
    const tmux = await startServer(width, height, env);
    const pane = 'main:0';
    await tmux.runCommand(pane, `clear; ${process.execPath} ${CLI}; echo WINPROC_EXITED=$?`);
    // Two samples: rates and CPU% appear from the second, which widens nothing but proves redraws stay in bounds.
    await tmux.waitForScreen(pane, (lines) => lines[0]?.startsWith('winproc-tui ') === true && lines.some(isTableHeader) && lines.some((l) => /^[ *†] +\d+ .* \d+\.\d /.test(l)), 'a screen with CPU% values');

    const joined = await tmux.capture(pane, { joined: true });
    expect(joined[0]).toMatch(/^winproc-tui LIVE/);
    expect(joined.some(isTableHeader)).toBe(true);
    expect(joined.length).toBeLessThanOrEqual(height);
    for (const line of joined) expect([...line].length, `line "${line}"`).toBeLessThanOrEqual(width);
    const tableHeader = joined.find(isTableHeader)!;
    expect(tableHeader).toMatch(/CPU%.*PrivBytes/);
    if (width >= 200) expect(tableHeader).toContain('IO Write/s');

    await tmux.sendKeys(pane, 'F1');
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('Keys')) && !lines.some(isTableHeader), 'help after F1');
    await tmux.sendKeys(pane, 'F1');
    await tmux.waitForScreen(pane, (lines) => lines.some(isTableHeader), 'the table after F1 again');

    await tmux.sendKeys(pane, 'q');
    const after = await tmux.waitForScreen(pane, (lines) => lines.some((l) => /^WINPROC_EXITED=\d/.test(l)), 'the program to exit');
    expect(after.join('\n')).toContain('WINPROC_EXITED=0');
    expect(await tmux.display(pane, '#{alternate_on}')).toBe('0');
    expect(await tmux.display(pane, '#{cursor_flag}')).toBe('1');
    afterFullScreenQuit.push(after);
  });

  it('leaves the alternate screen on quit, so shell output starts on its own line', () => {
    // Without the alternate screen a terminal-filling frame leaves the cursor after the footer and the shell's
    // next output lands on the footer line; main.ts enters the alternate screen, so the shell's screen returns.
    expect(afterFullScreenQuit).toHaveLength(2);
    for (const screen of afterFullScreenQuit) expect(screen.some((l) => l.startsWith('WINPROC_EXITED=0')), screen.join('\n')).toBe(true);
  });
});
