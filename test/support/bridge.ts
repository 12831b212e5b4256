// Test helpers that start the real built bridge (dist/cli.js mcp-bridge) as a child process.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
/**
 * The test build of the executable (`node scripts/build.mjs --test-hooks`, made by test/global-setup.ts): the
 * published dist/ has no test hooks, so tests that shorten sampling or check results run this build. Every test that
 * runs the application or the bridge goes through this path.
 */
export const CLI = join(REPO_ROOT, 'build/test-hooks/dist/cli.js');

/**
 * An environment with its own runtime directory and no terminal launcher, so nothing outside the test is reached:
 * TMUX_TMPDIR points at the fresh directory too, where no tmux server runs, so a launch never finds the default
 * tmux server of the uid the tests run as (another test's, or a person's).
 */
export function isolatedEnv(extra: Record<string, string> = {}): Record<string, string> {
  const runtime = mkdtempSync(join(tmpdir(), 'winproc-test-run-'));
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !['TMUX', 'TMUX_PANE', 'TERMINAL', 'DISPLAY', 'WAYLAND_DISPLAY'].includes(key)) env[key] = value;
  }
  return { ...env, XDG_RUNTIME_DIR: runtime, XDG_CONFIG_HOME: join(runtime, 'config'), TMUX_TMPDIR: runtime, ...extra };
}

export async function connectSdkClient(args: string[] = [], env: Record<string, string> = isolatedEnv()): Promise<{ client: Client; transport: StdioClientTransport }> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp-bridge', ...args], env, stderr: 'pipe' });
  const client = new Client({ name: 'winproc-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

/** A bridge driven by raw lines, for protocol-level checks the SDK client would refuse to send. */
export class RawBridge {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stdoutLines: string[] = [];
  private pending = '';
  private waiters: (() => void)[] = [];

  constructor(args: string[] = [], env: Record<string, string> = isolatedEnv()) {
    this.child = spawn(process.execPath, [CLI, 'mcp-bridge', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.pending += chunk;
      let index: number;
      while ((index = this.pending.indexOf('\n')) !== -1) {
        this.stdoutLines.push(this.pending.slice(0, index));
        this.pending = this.pending.slice(index + 1);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** Waits until at least `count` complete lines arrived on stdout. */
  async waitForLines(count: number, timeoutMs = 10_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.stdoutLines.length < count) {
      if (Date.now() > deadline) throw new Error(`bridge wrote ${this.stdoutLines.length} lines, expected ${count}`);
      await new Promise<void>((resolveWait) => {
        this.waiters.push(resolveWait);
        setTimeout(resolveWait, 100);
      });
    }
    return this.stdoutLines;
  }

  /** The unterminated rest of stdout, which must stay empty. */
  get partialLine(): string {
    return this.pending;
  }

  async exit(): Promise<number | null> {
    if (this.child.exitCode !== null) return this.child.exitCode;
    return new Promise((resolveExit) => this.child.once('exit', (code) => resolveExit(code)));
  }
}

/** The bridge behind a pass-through that appends every line each way to a log file, as `{"to": ..., "line": ...}`. */
const TAP = `
const { spawn } = require('node:child_process');
const { appendFileSync } = require('node:fs');
const readline = require('node:readline');
const [log, cli] = process.argv.slice(2);
const bridge = spawn(process.execPath, [cli, 'mcp-bridge'], { stdio: ['pipe', 'pipe', 'inherit'] });
readline.createInterface({ input: process.stdin }).on('line', (line) => { appendFileSync(log, JSON.stringify({ to: 'bridge', line }) + '\\n'); bridge.stdin.write(line + '\\n'); });
process.stdin.on('end', () => bridge.stdin.end());
readline.createInterface({ input: bridge.stdout }).on('line', (line) => { appendFileSync(log, JSON.stringify({ to: 'client', line }) + '\\n'); process.stdout.write(line + '\\n'); });
bridge.on('exit', (code) => process.exit(code ?? 0));
`;

/** Writes the pass-through into `dir`; a client starts `[process.execPath, tap, log, CLI]` instead of the bridge. */
export function writeTap(dir: string): string {
  const tap = `${dir}/tap.cjs`;
  writeFileSync(tap, TAP);
  return tap;
}

/** One JSON-RPC message of a tap log, as far as the tests read it. */
export interface TappedMessage {
  readonly to: 'bridge' | 'client';
  readonly message: {
    readonly id?: string | number;
    readonly method?: string;
    readonly params?: Record<string, unknown> & { readonly _meta?: Record<string, unknown> };
    readonly result?: Record<string, unknown>;
    readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown };
  };
}

export function readTap(log: string): TappedMessage[] {
  return readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: 'bridge' | 'client'; line: string })
    .map((entry) => ({ to: entry.to, message: JSON.parse(entry.line) as TappedMessage['message'] }));
}
