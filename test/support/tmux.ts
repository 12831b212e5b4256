// A private tmux server for system tests: a real terminal of a fixed size in which the tests type keys and
// read the screen (send-keys, capture-pane), isolated from the user's tmux by its own socket and no config.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether a tmux binary can be run here. */
/**
 * True, or throws saying tmux is missing: the system tests that drive the real TUI fail with this reason instead of
 * skipping, so a machine without tmux never passes them silently (CI installs it: .ci/run).
 */
export function requireTmux(env: NodeJS.ProcessEnv = process.env): true {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore', env });
    return true;
  } catch {
    throw new Error('tmux is required by the system tests that drive the real TUI and was not found on PATH: install it (apt-get install tmux; .ci/run does). These tests are not skipped.');
  }
}

/** Variables a test terminal must not inherit: another tmux, CI mode (ink stops redrawing under CI), GUI launchers. */
const NOT_INHERITED = ['TMUX', 'TMUX_PANE', 'CI', 'CONTINUOUS_INTEGRATION', 'TERMINAL', 'DISPLAY', 'WAYLAND_DISPLAY', 'PROMPT_COMMAND'];

export interface TmuxOptions {
  readonly width: number;
  readonly height: number;
  /** Added to (and overriding) the test process's environment for every shell in the server. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface WaitOptions {
  /** Generous by default: the tests run on shared, busy machines and never assert on speed. */
  readonly timeoutMs?: number;
  readonly intervalMs?: number;
}

/** One tmux server with one session; window 0 runs a plain shell with a `$ ` prompt. */
export class TmuxServer {
  readonly socket: string;
  readonly width: number;
  readonly height: number;
  private readonly env: NodeJS.ProcessEnv;
  private killed = false;
  /** The server's socket file; kill-server leaves it behind, so kill() removes it. */
  private socketPath = '';

  private constructor(socket: string, options: TmuxOptions, env: NodeJS.ProcessEnv) {
    this.socket = socket;
    this.width = options.width;
    this.height = options.height;
    this.env = env;
  }

  /** Starts `tmux -L <unique> -f /dev/null new-session -d -x W -y H` running `bash --norc --noprofile`. */
  static async start(options: TmuxOptions): Promise<TmuxServer> {
    const env: NodeJS.ProcessEnv = {};
    for (const [key, value] of Object.entries(process.env)) if (!NOT_INHERITED.includes(key)) env[key] = value;
    Object.assign(env, { PS1: '$ ', HISTFILE: '/dev/null' }, options.env ?? {});
    const socket = `winproc-test-${process.pid}-${randomBytes(4).toString('hex')}`;
    const server = new TmuxServer(socket, options, env);
    await server.tmux('new-session', '-d', '-s', 'main', '-x', String(options.width), '-y', String(options.height), '--', 'bash', '--norc', '--noprofile');
    // Keys are sent whole by send-keys; a long escape-time would only delay a lone Escape.
    await server.tmux('set-option', '-s', 'escape-time', '10');
    server.socketPath = (await server.tmux('display-message', '-p', '#{socket_path}')).trim();
    return server;
  }

  /** Runs one tmux command against this server and returns its stdout. */
  async tmux(...args: string[]): Promise<string> {
    const { stdout } = await run('tmux', ['-L', this.socket, '-f', '/dev/null', ...args], { env: this.env, encoding: 'utf8' });
    return stdout;
  }

  /** Opens another window running the same shell; returns its target (`main:<name>`). */
  async newWindow(name: string): Promise<string> {
    await this.tmux('new-window', '-d', '-t', 'main', '-n', name, '--', 'bash', '--norc', '--noprofile');
    return `main:${name}`;
  }

  /** Sends tmux key names (`Enter`, `F1`, `Escape`, `q`), one key each. */
  async sendKeys(target: string, ...keys: string[]): Promise<void> {
    for (const key of keys) await this.tmux('send-keys', '-t', target, key);
  }

  /** Types `text` literally, as one burst of input. */
  async type(target: string, text: string): Promise<void> {
    await this.tmux('send-keys', '-t', target, '-l', text);
  }

  /** Types a shell command line and presses Enter. */
  async runCommand(target: string, command: string): Promise<void> {
    await this.type(target, command);
    await this.sendKeys(target, 'Enter');
  }

  /**
   * The visible screen, one string per row, trailing blank rows dropped. With `joined`, rows the terminal
   * wrapped are joined back and trailing spaces kept, so a line longer than the width shows as such.
   */
  async capture(target: string, options: { joined?: boolean } = {}): Promise<string[]> {
    const text = await this.tmux('capture-pane', '-p', ...(options.joined ? ['-J'] : []), '-t', target);
    const lines = text.replace(/\n$/, '').split('\n');
    while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
    return lines;
  }

  /** A tmux format (`#{alternate_on}`, `#{cursor_flag}`, `#{pane_current_command}`) for a pane. */
  async display(target: string, format: string): Promise<string> {
    return (await this.tmux('display-message', '-p', '-t', target, format)).trim();
  }

  /** Polls the screen until `predicate` holds; fails with the last screen after the deadline. */
  async waitForScreen(target: string, predicate: (lines: string[]) => boolean, what: string, options: WaitOptions = {}): Promise<string[]> {
    const deadline = Date.now() + (options.timeoutMs ?? 30_000);
    let lines: string[] = [];
    for (;;) {
      lines = await this.capture(target);
      if (predicate(lines)) return lines;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; screen (${this.width}x${this.height}):\n${lines.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
    }
  }

  /** Ends the server and every process in its panes. Safe to call twice. */
  async kill(): Promise<void> {
    if (this.killed) return;
    this.killed = true;
    await this.tmux('kill-server').catch(() => undefined);
    if (this.socketPath.includes(this.socket)) rmSync(this.socketPath, { force: true });
  }
}
