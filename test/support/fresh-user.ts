// A fresh, unused uid for tests about a user's *default* locations (no XDG_RUNTIME_DIR, TMUX or TMUX_TMPDIR):
// /tmp/winproc-tui-<uid>, /run/user/<uid> and /tmp/tmux-<uid>/default are then the test's own, isolated from other
// tests and from people on the machine. Needs root (setpriv); every process it starts runs as that uid.
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The uid of a process, from /proc (null once it is gone). */
function uidOf(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('Uid:'));
    return line === undefined ? null : Number(line.split(/\s+/)[1]);
  } catch {
    return null;
  }
}

/** Every process running as `uid` (only ever this test's: the uid was unused when picked). */
export function processesOf(uid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => uidOf(pid) === uid);
}

export class FreshUser {
  readonly name: string;
  /** The user's login environment: what an MCP client (the SDK's default set) would pass on. */
  readonly loginEnv: Record<string, string>;

  private constructor(
    readonly uid: number,
    readonly home: string,
  ) {
    this.name = `wpt${uid}`;
    this.loginEnv = { HOME: home, USER: this.name, LOGNAME: this.name, SHELL: '/bin/bash', PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin' };
  }

  /** Picks a uid in 40000–59999 with no process, no tmux directory and no runtime directory, and makes its HOME. */
  static create(): FreshUser {
    for (;;) {
      const uid = randomInt(40_000, 60_000);
      if (processesOf(uid).length > 0) continue;
      if ([`/tmp/tmux-${uid}`, `/tmp/winproc-tui-${uid}`, `/run/user/${uid}`].some(existsSync)) continue;
      const home = mkdtempSync(join(tmpdir(), `wpt-home-${uid}-`));
      chownSync(home, uid, uid);
      return new FreshUser(uid, home);
    }
  }

  /** The setpriv prefix that runs a command as this user (groups cleared). */
  get asUser(): string[] {
    return ['--reuid', String(this.uid), '--regid', String(this.uid), '--clear-groups', '--'];
  }

  /** The logind runtime directory /run/user/<uid>, ours and 0700, as logind makes it at login. */
  makeLogindDirectory(): string {
    const dir = `/run/user/${this.uid}`;
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, this.uid, this.uid);
    return dir;
  }

  get defaultTmuxSocket(): string {
    return `/tmp/tmux-${this.uid}/default`;
  }

  /** Runs a tmux command against this user's default server, as this user. */
  async tmux(...args: string[]): Promise<string> {
    const { stdout } = await run('setpriv', [...this.asUser, 'tmux', '-S', this.defaultTmuxSocket, ...args], { env: this.loginEnv, encoding: 'utf8' });
    return stdout;
  }

  /**
   * Starts the user's tmux server on its default socket (no -L, no -S: as the person would), with exactly `env`
   * as its environment: the environment every window of it gets.
   */
  async startTmux(env: Record<string, string>): Promise<void> {
    await run('setpriv', [...this.asUser, 'env', '-i', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), 'tmux', '-f', '/dev/null', 'new-session', '-d', '-s', 'main', '-x', '120', '-y', '40', '--', 'bash', '--norc', '--noprofile'], { encoding: 'utf8' });
  }

  async windowNames(): Promise<string[]> {
    return (await this.tmux('list-windows', '-a', '-F', '#{window_name}')).split('\n').filter(Boolean);
  }

  /** The pids of processes of this user whose command line runs the given script (the application: dist/cli.js). */
  applicationPids(script: string): number[] {
    return processesOf(this.uid).filter((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return argv.includes(script) && !argv.includes('mcp-bridge');
      } catch {
        return false;
      }
    });
  }

  /** Ends every process of this user (each by its pid), then removes its directories. */
  async cleanup(): Promise<void> {
    await this.tmux('kill-server').catch(() => undefined);
    for (let round = 0; round < 20; round++) {
      const left = processesOf(this.uid);
      if (left.length === 0) break;
      for (const pid of left) {
        try {
          process.kill(pid, round < 5 ? 'SIGTERM' : 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Each was checked unused when the uid was picked: all of them are this test's.
    for (const dir of [`/tmp/tmux-${this.uid}`, `/tmp/winproc-tui-${this.uid}`, `/run/user/${this.uid}`, this.home]) {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  }
}
