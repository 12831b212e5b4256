// Visible startup of the application (spec §3.2 step 5): a new terminal window running the same executable.
// Never a shell string, never elevation, never a hidden window; the MCP stdio handles are not passed on.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { OLD_GENERATION_LIMIT_MB } from '../channel/threads.js';

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
  /** The launcher's environment: the user's session environment; absent where the launcher makes its own (tmux, wt). */
  readonly env?: NodeJS.ProcessEnv;
}

export type LaunchPlan = { readonly ok: true; readonly command: LaunchCommand } | { readonly ok: false; readonly guidance: string };

/**
 * The node flags the application runs with (issue 31, docs/architecture.md "Memory per process"): the shipped entry's
 * shebang (scripts/build.mjs) and `npm start` give the same, pinned by test/unit/build/entry-v8-flags.test.ts.
 */
export const APPLICATION_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', `--max-old-space-size=${OLD_GENERATION_LIMIT_MB}`];

/** Node's heap-size flags: a bridge run with its own (someone's deliberate choice) passes them on instead. */
const HEAP_SIZE_FLAG = /^--max-(semi|old)-space-size=\d+$/;

/**
 * The target for this process: node + dist/cli.js, or the packaged executable itself. The application gets the
 * bridge's own heap-size flags where it has some, else the shipped ones: an MCP client often starts the bridge as
 * `node dist/cli.js mcp-bridge`, without the shebang's flags, and the application it launches must not lose its cap.
 * Other node flags of the bridge's run (an inspector port, say) stay with the bridge.
 */
export function currentLaunchTarget(execArgv: readonly string[] = process.execArgv): LaunchTarget {
  const script = process.argv[1];
  if (script && /\.(c|m)?js$/.test(script)) {
    const own = execArgv.filter((flag) => HEAP_SIZE_FLAG.test(flag));
    return { program: process.execPath, args: [...(own.length > 0 ? own : APPLICATION_NODE_FLAGS), script], cwd: dirname(script) };
  }
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
 * Settings an MCP client sets for itself that must not reach the visible application (spec §3.2 step 5: the launch
 * gets the user's own environment, never the client's `NO_COLOR=1` or `TERM=dumb`). Used only when the user's
 * session environment cannot be read; a terminal emulator sets its own TERM.
 */
const CLIENT_ONLY_VARIABLES = ['NO_COLOR', 'FORCE_COLOR', 'CLICOLOR', 'CLICOLOR_FORCE', 'TERM', 'COLORTERM'];

/** What the Linux launch plan may ask the system; injectable so tests never reach the machine's real sessions. */
export interface LinuxSessionProbes {
  /** The effective uid whose tmux server and user manager are looked for. */
  readonly uid: number;
  /** Whether the tmux server at `socket` answers (`tmux -S socket list-sessions` succeeds, within 2 s). */
  tmuxServerAnswers(tmux: string, socket: string): boolean;
  /** The user manager's environment (`systemctl --user show-environment`), or why it could not be read. */
  userEnvironment(): { readonly env: Record<string, string> } | { readonly unavailable: string };
}

const PROBE_TIMEOUT_MS = 2_000;

/** Parses `systemctl show-environment` output: KEY=VALUE lines; values systemd had to quote are left out. */
export function parseShowEnvironment(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m === null || m[2]!.startsWith("$'")) continue;
    env[m[1]!] = m[2]!;
  }
  return env;
}

/** The real probes: the tmux client and systemctl, each bounded, never a shell. */
export function systemSessionProbes(env: NodeJS.ProcessEnv = process.env): LinuxSessionProbes {
  const uid = process.geteuid?.() ?? -1;
  return {
    uid,
    tmuxServerAnswers: (tmux, socket) => spawnSync(tmux, ['-S', socket, 'list-sessions'], { stdio: 'ignore', timeout: PROBE_TIMEOUT_MS }).status === 0,
    userEnvironment: () => {
      const systemctl = onPath('systemctl', env);
      if (systemctl === null) return { unavailable: 'systemctl is not on PATH' };
      // systemctl --user finds the user manager through the runtime directory, which a stripped client omits.
      const runtime = `/run/user/${uid}`;
      const probeEnv: NodeJS.ProcessEnv = { PATH: env.PATH, HOME: env.HOME, XDG_RUNTIME_DIR: env.XDG_RUNTIME_DIR ?? runtime };
      if (existsSync(join(runtime, 'bus'))) probeEnv.DBUS_SESSION_BUS_ADDRESS = env.DBUS_SESSION_BUS_ADDRESS ?? `unix:path=${runtime}/bus`;
      const r = spawnSync(systemctl, ['--user', 'show-environment'], { env: probeEnv, encoding: 'utf8', timeout: PROBE_TIMEOUT_MS });
      if (r.status !== 0) return { unavailable: `\`systemctl --user show-environment\` failed${r.stderr ? ` (${r.stderr.trim().split('\n')[0]})` : ''}` };
      return { env: parseShowEnvironment(r.stdout) };
    },
  };
}

/** The default socket of the user's tmux server: $TMUX_TMPDIR (else /tmp), `tmux-<uid>/default`. */
export function defaultTmuxSocket(env: NodeJS.ProcessEnv, uid: number): string {
  const base = env.TMUX_TMPDIR && env.TMUX_TMPDIR.startsWith('/') ? env.TMUX_TMPDIR : '/tmp';
  return join(base, `tmux-${uid}`, 'default');
}

/**
 * A socket (not a link) owned by `uid`. tmux itself refuses a socket directory that is not the user's, but a file
 * planted elsewhere (a TMUX_TMPDIR a client passed) is never handed to tmux either.
 */
function ownSocket(socket: string, uid: number): boolean {
  try {
    const st = lstatSync(socket);
    return st.isSocket() && st.uid === uid;
  } catch {
    return false;
  }
}

/**
 * Linux, in this order (docs/mcp.md "Visible start"), each step recorded for the guidance when all fail:
 *  1. inside tmux ($TMUX): `tmux new-window` in that server;
 *  2. the user's tmux server at its default socket ($TMUX_TMPDIR or /tmp, `tmux-<uid>/default`), when it answers:
 *     `tmux -S <socket> new-window`;
 *  3. a graphical session: DISPLAY / WAYLAND_DISPLAY from the environment, else from the user manager
 *     (`systemctl --user show-environment`), and in it `$TERMINAL -e` or `x-terminal-emulator -e`;
 *  4. `$TERMINAL -e` without a known display (the terminal may need none).
 * tmux starts the window with its server's environment; a terminal gets the user manager's environment when it can
 * be read, else this environment without the client-only settings (CLIENT_ONLY_VARIABLES). Never the client's own.
 */
export function linuxLaunchPlan(target: LaunchTarget, env: NodeJS.ProcessEnv = process.env, probes: LinuxSessionProbes = systemSessionProbes(env)): LaunchPlan {
  const command = [target.program, ...target.args];
  const tried: string[] = [];
  const tmux = onPath('tmux', env);
  const tmuxWindow = (server: string[], via: string): LaunchPlan => ({
    ok: true,
    command: { file: tmux!, args: [...server, 'new-window', '-n', 'winproc-tui', '-c', target.cwd, '--', ...command], cwd: target.cwd, via },
  });

  if (env.TMUX) {
    if (tmux) return tmuxWindow([], 'tmux');
    tried.push('inside tmux ($TMUX is set, but tmux is not on PATH)');
  } else tried.push('inside tmux ($TMUX is not set)');

  const socket = defaultTmuxSocket(env, probes.uid);
  if (!ownSocket(socket, probes.uid)) tried.push(`your tmux server at ${socket} (no server socket of yours there)`);
  else if (!tmux) tried.push(`your tmux server at ${socket} (tmux is not on PATH)`);
  else if (!probes.tmuxServerAnswers(tmux, socket)) tried.push(`your tmux server at ${socket} (it does not answer)`);
  else return tmuxWindow(['-S', socket], `tmux (${socket})`);

  const user = probes.userEnvironment();
  const userEnv = 'env' in user ? user.env : null;
  const display = (e: NodeJS.ProcessEnv | null) => (e?.DISPLAY || e?.WAYLAND_DISPLAY ? e : null);
  const displayFrom = display(env) ?? display(userEnv);
  // The user's own environment: the user manager's, with this display; else this one without client-only settings.
  const sessionEnv: NodeJS.ProcessEnv = userEnv !== null ? { ...userEnv } : Object.fromEntries(Object.entries(env).filter(([key]) => !CLIENT_ONLY_VARIABLES.includes(key)));
  for (const key of ['DISPLAY', 'WAYLAND_DISPLAY', 'XAUTHORITY'] as const) {
    const value = displayFrom?.[key];
    if (value) sessionEnv[key] = value;
  }
  sessionEnv.PATH ??= env.PATH;
  sessionEnv.HOME ??= env.HOME;
  const terminalName = sessionEnv.TERMINAL ?? env.TERMINAL;
  const terminal = terminalName && (terminalName.includes('/') ? terminalName : onPath(terminalName, sessionEnv) ?? onPath(terminalName, env));
  const emulator = onPath('x-terminal-emulator', sessionEnv) ?? onPath('x-terminal-emulator', env);
  const viaTerminal = (file: string, via: string): LaunchPlan => ({ ok: true, command: { file, args: ['-e', ...command], cwd: target.cwd, via, env: sessionEnv } });

  if (displayFrom !== null) {
    if (terminal) return viaTerminal(terminal, terminalName!);
    if (emulator) return viaTerminal(emulator, 'x-terminal-emulator');
  } else {
    tried.push(`a graphical session (no DISPLAY or WAYLAND_DISPLAY in the environment${'unavailable' in user ? `; ${user.unavailable}` : ', nor in the user manager\'s'})`);
  }
  if (terminal) return viaTerminal(terminal, terminalName!);
  tried.push(`a terminal (${terminalName ? `$TERMINAL=${terminalName} is not found` : '$TERMINAL is not set'}; x-terminal-emulator ${emulator ? 'needs a display' : 'is not on PATH'})`);
  return {
    ok: false,
    guidance:
      `No terminal is available to start winproc-tui visibly. Tried: ${tried.join('; ')}. ` +
      `Start \`${command.join(' ')}\` yourself in a terminal (or start tmux, where the next call opens it in a new window), then retry the call.`,
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
    const child = spawn(command.file, [...command.args], { cwd: command.cwd, env: command.env ?? process.env, detached: true, stdio: 'ignore', windowsHide: false, shell: false });
    child.once('error', reject);
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
