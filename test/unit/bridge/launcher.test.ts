// Guards the visible-launch command lines (spec §3.2 step 5): Windows Terminal with literal paths (spaces,
// Unicode, semicolons), --reloadEnvironment and no shell string; the Linux choice of tmux, $TERMINAL or guidance.
import { mkdtempSync, writeFileSync, chmodSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linuxLaunchPlan, windowsTerminalCommand, type LaunchTarget } from '../../../src/bridge/launcher.js';

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

  it('uses tmux new-window inside tmux, with the command as separate arguments', () => {
    const bin = fakeBin();
    const plan = linuxLaunchPlan(target, { TMUX: '/tmp/tmux-0/default,1,0', PATH: bin });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.command.file).toBe(join(bin, 'tmux'));
    expect(plan.command.args).toEqual(['new-window', '-n', 'winproc-tui', '-c', '/opt/winproc tui/dist', '--', '/usr/bin/node', '/opt/winproc tui/dist/cli.js']);
  });

  it('uses $TERMINAL -e outside tmux', () => {
    const bin = fakeBin();
    const plan = linuxLaunchPlan(target, { TERMINAL: 'kitty', PATH: bin });
    expect(plan.ok && plan.command.args).toEqual(['-e', '/usr/bin/node', '/opt/winproc tui/dist/cli.js']);
  });

  it('falls back to x-terminal-emulator on a display', () => {
    const bin = fakeBin();
    const plan = linuxLaunchPlan(target, { DISPLAY: ':0', PATH: bin });
    expect(plan.ok && plan.command.file).toBe(join(bin, 'x-terminal-emulator'));
  });

  it('gives guidance instead of a hidden start when no terminal exists', () => {
    const plan = linuxLaunchPlan(target, { PATH: '/nonexistent' });
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.guidance).toMatch(/Start `winproc-tui` yourself/);
  });
});
