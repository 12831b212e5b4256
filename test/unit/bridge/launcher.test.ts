// Guards the visible-launch command lines (spec §3.2 step 5): the node heap-size flags the launch keeps; Windows
// Terminal with literal paths (spaces, Unicode, semicolons), --reloadEnvironment and no shell string; the Linux order (tmux, the user's tmux server,
// a graphical session found through the user manager, $TERMINAL) and the guidance naming what was tried. The
// session probes are injected (a boundary: the machine's real tmux servers and user manager are other people's
// here); test/system/mcp-clients.test.ts runs the real ones as a fresh uid.
import { mkdtempSync, writeFileSync, chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATION_NODE_FLAGS, currentLaunchTarget, defaultTmuxSocket, linuxLaunchPlan, parseShowEnvironment, windowsTerminalCommand, type LaunchTarget, type LinuxSessionProbes } from '../../../src/bridge/launcher.js';

describe('windowsTerminalCommand', () => {
  it.each([
    ['plain path', 'C:\\Tools\\winproc\\winproc-tui.exe', 'C:\\Tools\\winproc', 'C:\\Tools\\winproc\\winproc-tui.exe', 'C:\\Tools\\winproc'],
    ['spaces', 'C:\\Program Files\\win proc\\winproc-tui.exe', 'C:\\Program Files\\win proc', 'C:\\Program Files\\win proc\\winproc-tui.exe', 'C:\\Program Files\\win proc'],
    ['Unicode', 'C:\\Users\\Zoë\\工具\\winproc-tui.exe', 'C:\\Users\\Zoë\\工具', 'C:\\Users\\Zoë\\工具\\winproc-tui.exe', 'C:\\Users\\Zoë\\工具'],
    ['semicolons escaped for wt', 'C:\\a;b\\winproc-tui.exe', 'C:\\a;b', 'C:\\a\\;b\\winproc-tui.exe', 'C:\\a\\;b'],
  ])('%s', (_name, program, cwd, wantProgram, wantDir) => {
    const target: LaunchTarget = { program, args: [], cwd };
    const command = windowsTerminalCommand(target);
    expect(command.file).toBe('wt.exe');
    expect(command.args).toEqual(['-w', 'new', 'new-tab', '--reloadEnvironment', '-d', wantDir, '--', wantProgram]);
    // The executable directory is the working directory; every piece is its own argv element (no shell string).
    expect(command.cwd).toBe(cwd);
    expect(command.args.some((arg) => arg.includes('&&') || arg.startsWith('cmd'))).toBe(false);
  });

  it('passes role arguments after the program, each escaped', () => {
    const command = windowsTerminalCommand({ program: 'C:\\node.exe', args: ['C:\\x;y\\cli.js'], cwd: 'C:\\x;y' });
    expect(command.args.slice(-2)).toEqual(['C:\\node.exe', 'C:\\x\\;y\\cli.js']);
  });
});

describe('currentLaunchTarget', () => {
  it("runs the application with the bridge's node heap-size flags, else the shipped ones, and no other node flag", () => {
    const script = process.argv[1]!;
    expect(script).toMatch(/\.(c|m)?js$/);
    const target = currentLaunchTarget(['--inspect=9230', '--max-semi-space-size=4', '--max-old-space-size=2048', '--enable-source-maps']);
    expect(target).toEqual({ program: process.execPath, args: ['--max-semi-space-size=4', '--max-old-space-size=2048', script], cwd: dirname(script) });
    // A bridge started as `node dist/cli.js mcp-bridge` (no shebang flags) still launches the application with them.
    expect(currentLaunchTarget([]).args).toEqual([...APPLICATION_NODE_FLAGS, script]);
    expect(currentLaunchTarget(['--inspect=9230']).args).toEqual([...APPLICATION_NODE_FLAGS, script]);
  });
});

describe('linuxLaunchPlan', () => {
  const target: LaunchTarget = { program: '/usr/bin/node', args: ['/opt/winproc tui/dist/cli.js'], cwd: '/opt/winproc tui/dist' };
  const fakeBin = () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-bin-'));
    mkdirSync(dir, { recursive: true });
    for (const name of ['tmux', 'x-terminal-emulator', 'kitty']) {
      writeFileSync(join(dir, name), '#!/bin/sh\n');
      chmodSync(join(dir, name), 0o755);
    }
    return dir;
  };

  // No tmux server, no user manager: what a stripped environment meets on a bare machine.
  const bare: LinuxSessionProbes = { uid: 4_000_000_000, tmuxServerAnswers: () => false, userEnvironment: () => ({ unavailable: 'no user manager here' }) };

  it('uses tmux new-window inside tmux, with the command as separate arguments', () => {
    const bin = fakeBin();
    const plan = linuxLaunchPlan(target, { TMUX: '/tmp/tmux-0/default,1,0', PATH: bin }, bare);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.command.file).toBe(join(bin, 'tmux'));
    expect(plan.command.args).toEqual(['new-window', '-n', 'winproc-tui', '-c', '/opt/winproc tui/dist', '--', '/usr/bin/node', '/opt/winproc tui/dist/cli.js']);
  });

  it('uses $TERMINAL -e outside tmux', () => {
    const bin = fakeBin();
    const plan = linuxLaunchPlan(target, { TERMINAL: 'kitty', PATH: bin }, bare);
    expect(plan.ok && plan.command.args).toEqual(['-e', '/usr/bin/node', '/opt/winproc tui/dist/cli.js']);
  });

  it('falls back to x-terminal-emulator on a display', () => {
    const bin = fakeBin();
    const plan = linuxLaunchPlan(target, { DISPLAY: ':0', PATH: bin }, bare);
    expect(plan.ok && plan.command.file).toBe(join(bin, 'x-terminal-emulator'));
  });

  it('gives guidance naming everything tried instead of a hidden start when no terminal exists', () => {
    const plan = linuxLaunchPlan(target, { PATH: '/nonexistent' }, bare);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.guidance).toMatch(/No terminal is available/);
    expect(plan.guidance).toContain('$TMUX is not set');
    expect(plan.guidance).toContain(`your tmux server at /tmp/tmux-${bare.uid}/default (no server socket of yours there)`);
    expect(plan.guidance).toContain('no DISPLAY or WAYLAND_DISPLAY in the environment; no user manager here');
    expect(plan.guidance).toContain('$TERMINAL is not set; x-terminal-emulator is not on PATH');
    expect(plan.guidance).toContain('Start `/usr/bin/node /opt/winproc tui/dist/cli.js` yourself in a terminal');
  });

  describe("the user's own tmux server at its default socket", () => {
    const base = mkdtempSync(join(tmpdir(), 'winproc-tmuxdir-'));
    const uid = process.geteuid!();
    let server: Server;
    afterAll(() => {
      server?.close();
      rmSync(base, { recursive: true, force: true });
    });

    it('is found through $TMUX_TMPDIR (else /tmp), used with -S when it answers, and skipped when it does not', async () => {
      expect(defaultTmuxSocket({}, 1234)).toBe('/tmp/tmux-1234/default');
      const socket = defaultTmuxSocket({ TMUX_TMPDIR: base }, uid);
      mkdirSync(join(base, `tmux-${uid}`), { mode: 0o700 });
      server = createServer();
      await new Promise<void>((resolve) => server.listen(socket, resolve));
      const bin = fakeBin();
      const asked: string[] = [];
      const answering: LinuxSessionProbes = { ...bare, uid, tmuxServerAnswers: (_tmux, s) => (asked.push(s), true) };
      const plan = linuxLaunchPlan(target, { TMUX_TMPDIR: base, PATH: bin, NO_COLOR: '1', TERM: 'dumb' }, answering);
      expect(asked).toEqual([socket]);
      expect(plan.ok && plan.command.args).toEqual(['-S', socket, 'new-window', '-n', 'winproc-tui', '-c', '/opt/winproc tui/dist', '--', '/usr/bin/node', '/opt/winproc tui/dist/cli.js']);
      // tmux gives the window its server's environment: nothing of the client's is handed over.
      expect(plan.ok && plan.command.env).toBeUndefined();
      const silent = linuxLaunchPlan(target, { TMUX_TMPDIR: base, PATH: bin }, { ...answering, tmuxServerAnswers: () => false });
      expect(!silent.ok && silent.guidance).toContain(`your tmux server at ${socket} (it does not answer)`);
    });
  });

  it("finds the display in the user manager's environment and gives the terminal that environment, not the client's", () => {
    const bin = fakeBin();
    const userEnv = { DISPLAY: ':1', XAUTHORITY: '/home/u/.Xauthority', LANG: 'de_DE.UTF-8', PATH: bin, HOME: '/home/u' };
    const probes: LinuxSessionProbes = { ...bare, userEnvironment: () => ({ env: userEnv }) };
    const plan = linuxLaunchPlan(target, { PATH: bin, HOME: '/home/u', NO_COLOR: '1', TERM: 'dumb' }, probes);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.command.file).toBe(join(bin, 'x-terminal-emulator'));
    expect(plan.command.env).toEqual(userEnv);
  });

  it('without a user manager, drops the client-only settings from the terminal environment', () => {
    const bin = fakeBin();
    const plan = linuxLaunchPlan(target, { PATH: bin, DISPLAY: ':0', NO_COLOR: '1', TERM: 'dumb', FORCE_COLOR: '0', LANG: 'C.UTF-8' }, bare);
    expect(plan.ok && plan.command.env).toEqual({ PATH: bin, DISPLAY: ':0', LANG: 'C.UTF-8' });
  });

  it('parses systemctl show-environment, leaving out values systemd had to quote', () => {
    expect(parseShowEnvironment("DISPLAY=:0\nHOME=/home/u\nODD=$'a\\nb'\n\n")).toEqual({ DISPLAY: ':0', HOME: '/home/u' });
  });
});
