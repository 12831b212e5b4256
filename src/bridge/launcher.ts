// Visible startup of the application (spec §3.2 step 5): a new terminal window running the same executable.
// Never a shell string, never elevation, never a hidden window; the MCP stdio handles are not passed on.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** What to run: the same executable that runs this bridge, in the normal (TUI) role. */
export interface LaunchTarget {
  /** Absolute path of the program (node, or a packaged executable). */
  readonly program: string;
  /** Arguments that select the TUI role, for example the path of dist/cli.js. */
  readonly args: readonly string[];
  /** Working directory: the executable's directory. */
  readonly cwd: string;
}

export interface LaunchCommand {
  readonly file: string;
  readonly args: readonly string[];
  readonly cwd: string;
  /** Human-readable name of the terminal, for messages. */
  readonly via: string;
}

export type LaunchPlan = { readonly ok: true; readonly command: LaunchCommand } | { readonly ok: false; readonly guidance: string };

/** The target for this process: node + dist/cli.js, or the packaged executable itself. */
export function currentLaunchTarget(): LaunchTarget {
  const script = process.argv[1];
  if (script && /\.(c|m)?js$/.test(script)) return { program: process.execPath, args: [script], cwd: dirname(script) };
  return { program: process.execPath, args: [], cwd: dirname(process.execPath) };
}

/**
 * Windows Terminal: `wt.exe -w new new-tab --reloadEnvironment -d <dir> -- <exe> <args>`. Windows Terminal
 * splits its own command line at `;`, so literal semicolons are escaped as `\;`; spaces and Unicode survive
 * because every piece is a separate argv element that the process layer quotes, not a shell string.
 */
export function windowsTerminalCommand(target: LaunchTarget, wtPath = 'wt.exe'): LaunchCommand {
  const literal = (value: string) => value.replace(/;/g, '\\;');
  return {
    file: wtPath,
    args: ['-w', 'new', 'new-tab', '--reloadEnvironment', '-d', literal(target.cwd), '--', literal(target.program), ...target.args.map(literal)],
    cwd: target.cwd,
    via: 'Windows Terminal',
  };
}

function onPath(name: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/**
 * Linux: inside tmux, `tmux new-window`; else `$TERMINAL -e` or `x-terminal-emulator -e`; else no launch,
 * with guidance. tmux starts the window with the server's own environment, not the MCP client's.
 */
export function linuxLaunchPlan(target: LaunchTarget, env: NodeJS.ProcessEnv = process.env): LaunchPlan {
  const command = [target.program, ...target.args];
  if (env.TMUX) {
    const tmux = onPath('tmux', env);
    if (tmux) return { ok: true, command: { file: tmux, args: ['new-window', '-n', 'winproc-tui', '-c', target.cwd, '--', ...command], cwd: target.cwd, via: 'tmux' } };
  }
  const terminal = env.TERMINAL && (env.TERMINAL.includes('/') ? env.TERMINAL : onPath(env.TERMINAL, env));
  if (terminal) return { ok: true, command: { file: terminal, args: ['-e', ...command], cwd: target.cwd, via: env.TERMINAL ?? terminal } };
  if (env.DISPLAY || env.WAYLAND_DISPLAY) {
    const fallback = onPath('x-terminal-emulator', env);
    if (fallback) return { ok: true, command: { file: fallback, args: ['-e', ...command], cwd: target.cwd, via: 'x-terminal-emulator' } };
  }
  return {
    ok: false,
    guidance:
      'No terminal is available to start winproc-tui visibly (not inside tmux, no $TERMINAL, no x-terminal-emulator on a display). ' +
      'Start `winproc-tui` yourself in a terminal, then retry the call.',
  };
}

/**
 * The platform whose launch strategy (and settings location) the bridge uses: the bridge's one platform branch.
 * Anything but Windows takes the Linux strategy; unsupported platforms are refused by the application itself.
 */
export const BRIDGE_PLATFORM: 'linux' | 'win32' = process.platform === 'win32' ? 'win32' : 'linux';

export function launchPlan(target: LaunchTarget = currentLaunchTarget(), env: NodeJS.ProcessEnv = process.env): LaunchPlan {
  if (BRIDGE_PLATFORM === 'win32') return { ok: true, command: windowsTerminalCommand(target) };
  return linuxLaunchPlan(target, env);
}

/** Starts the launcher detached with no stdio: the bridge's stdout stays MCP-only and the app outlives the bridge. */
export function launch(command: LaunchCommand): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.file, [...command.args], { cwd: command.cwd, detached: true, stdio: 'ignore', windowsHide: false, shell: false });
    child.once('error', reject);
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
