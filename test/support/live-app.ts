// Support for the MCP read-path system tests (test/system/mcp-*.test.ts): the real built application in a
// private tmux server with its own runtime and config directories, SDK-client sessions through the real bridge,
// and uniquely named child processes the tests own. Kept here because the read-path room owns this folder; it
// belongs in test/support/ once the lead moves it.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { GetHistoryData, GetStatusData } from '../../generated/types/tools.js';
import { CLI, connectSdkClient } from './bridge.js';
import { TmuxServer } from './tmux.js';

const NOT_INHERITED = ['TMUX', 'TMUX_PANE', 'TERMINAL', 'DISPLAY', 'WAYLAND_DISPLAY', 'CI', 'CONTINUOUS_INTEGRATION'];

export async function waitFor<T>(probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, what: string, timeoutMs = 30_000, intervalMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A tool result envelope as a client reads it; `D` is the tool's data type from generated/types/tools.ts. */
export interface Envelope<D = Record<string, unknown>> {
  readonly api_version: string;
  readonly backend_instance_id: string | null;
  readonly source?: string;
  readonly captured_at?: string;
  readonly status?: 'complete' | 'partial';
  readonly warnings?: string[];
  readonly data: D;
  readonly error?: ErrorBody;
}

export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly retryable: boolean;
  readonly field?: string;
  readonly constraint?: string;
  readonly expected?: unknown;
}

/** Managed-delivery fields the normal bridge adds to paged data. */
export interface Managed {
  readonly next_action?: { readonly tool: string; readonly arguments: Record<string, unknown> } | null;
  readonly capture_retained?: boolean;
  readonly retained_capture_ids?: string[];
}

export type HistorySummary = Extract<GetHistoryData, { metrics: unknown }>;
export type HistoryRaw = Extract<GetHistoryData, { rows: unknown }>;

export interface ToolResult {
  readonly isError: boolean;
  readonly structured: Envelope<unknown>;
  readonly text: string;
}

/** One MCP client session through a real bridge process. */
export class Session {
  constructor(
    readonly client: Client,
    readonly transport: StdioClientTransport,
  ) {}

  /** Calls a tool and checks that the text block carries exactly the structured JSON (spec §4). */
  async call(name: string, args: Record<string, unknown> = {}): Promise<ToolResult> {
    const result = await this.client.callTool({ name, arguments: args });
    const content = result.content as { type: string; text: string }[];
    expect(content).toHaveLength(1);
    expect(content[0]!.type).toBe('text');
    const text = content[0]!.text;
    expect(JSON.parse(text)).toEqual(result.structuredContent);
    return { isError: result.isError === true, structured: result.structuredContent as unknown as Envelope<unknown>, text };
  }

  /** The structured envelope of a successful call, its data typed as `D`. */
  async ok<D = Record<string, unknown>>(name: string, args: Record<string, unknown> = {}): Promise<Envelope<D>> {
    const result = await this.call(name, args);
    expect(result.isError, `${name} failed: ${result.text}`).toBe(false);
    return result.structured as Envelope<D>;
  }

  /** The error object of a failed call, checked for the expected code. */
  async fails(name: string, args: Record<string, unknown>, code: string): Promise<ErrorBody> {
    const result = await this.call(name, args);
    expect(result.isError, `${name} should fail with ${code}: ${result.text}`).toBe(true);
    expect(result.structured.error?.code, result.text).toBe(code);
    return result.structured.error!;
  }

  async close(): Promise<void> {
    await this.client.close().catch(() => undefined);
  }
}

/** The built application (`node dist/cli.js`, on the Node running the tests: process.execPath) in a private tmux server, isolated by its own XDG directories. */
export class LiveApp {
  readonly root: string;
  readonly runtimeDir: string;
  readonly configDir: string;
  readonly pane = 'main:0';
  private readonly sessions: Session[] = [];
  private readonly children: ChildProcess[] = [];
  private stopped = false;

  private constructor(readonly tmux: TmuxServer, root: string, runtimeDir: string, configDir: string) {
    this.root = root;
    this.runtimeDir = runtimeDir;
    this.configDir = configDir;
  }

  /**
   * @param env added to the application's environment, for example the test hooks src/main.ts reads.
   * @param settings the text of winproc-tui.toml the application finds at start (none by default).
   * @param size the terminal's columns and rows (120×40 by default).
   * @param options.connect false: wait only for the socket, never connect (no bridge starts the on-demand MCP worker).
   */
  static async start(
    env: Readonly<Record<string, string>> = {},
    settings?: string,
    size: { readonly width: number; readonly height: number } = { width: 120, height: 40 },
    options: { readonly connect?: boolean } = {},
  ): Promise<LiveApp> {
    const root = mkdtempSync(join(tmpdir(), 'winproc-mcp-'));
    const runtimeDir = join(root, 'run');
    const configDir = join(root, 'config');
    mkdirSync(runtimeDir, { mode: 0o700 });
    mkdirSync(configDir, { mode: 0o700 });
    if (settings !== undefined) {
      mkdirSync(join(configDir, 'winproc-tui'), { mode: 0o700 });
      writeFileSync(join(configDir, 'winproc-tui', 'winproc-tui.toml'), settings);
    }
    const tmux = await TmuxServer.start({ width: size.width, height: size.height, env: { ...env, XDG_RUNTIME_DIR: runtimeDir, XDG_CONFIG_HOME: configDir } });
    const app = new LiveApp(tmux, root, runtimeDir, configDir);
    await app.launch(options.connect !== false);
    return app;
  }

  get socketPath(): string {
    return join(this.runtimeDir, 'winproc-tui', 'mcp.v1.sock');
  }

  /** The environment of a bridge that must find this application and nothing else. */
  bridgeEnv(extra: Record<string, string> = {}): Record<string, string> {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !NOT_INHERITED.includes(key)) env[key] = value;
    // TMUX_TMPDIR: no tmux server there, so a bridge never launches into the default server of the test's uid.
    return { ...env, XDG_RUNTIME_DIR: this.runtimeDir, XDG_CONFIG_HOME: this.configDir, TMUX_TMPDIR: this.runtimeDir, ...extra };
  }

  /**
   * Starts the application in the pane and waits until its listener answers with a first applied sample (`probe`;
   * otherwise only until its socket exists). Its exit
   * status is printed on a line of its own, cleared to the end: an application killed, or ending on a terminal it
   * counts as gone, leaves its last frame on the screen with the cursor wherever that frame's last change put it.
   */
  async launch(probeFirstSample = true): Promise<void> {
    await this.tmux.runCommand(this.pane, `clear; ${process.execPath} ${CLI}; printf '\\r\\nWINPROC_EXITED=%s\\033[K\\r\\n' $?`);
    await waitFor(() => existsSync(this.socketPath), 'the MCP socket of the application', 30_000);
    if (!probeFirstSample) return;
    const probe = await this.connect();
    try {
      await waitFor(async () => {
        const status = await probe.call('winproc_get_status');
        const data = status.structured.data as GetStatusData;
        return !status.isError && data.last_sample_at !== null && data.sample_age_ms !== null;
      }, 'a first applied sample', 30_000, 300);
    } finally {
      await probe.close();
      this.sessions.splice(this.sessions.indexOf(probe), 1);
    }
  }

  /** Quits the application with `q` and waits for its exit. */
  async quit(): Promise<void> {
    await this.tmux.sendKeys(this.pane, 'q');
    await this.tmux.waitForScreen(this.pane, (lines) => lines.some((line) => line.startsWith('WINPROC_EXITED=')), 'the application to exit');
  }

  async connect(args: string[] = []): Promise<Session> {
    const { client, transport } = await connectSdkClient(args, this.bridgeEnv());
    // Listing the tools lets the SDK client check every structuredContent against its published output schema.
    await client.listTools();
    const session = new Session(client, transport);
    this.sessions.push(session);
    return session;
  }

  /**
   * A child the test owns, named `name` in /proc/PID/comm: a copy of sleep(1) under that name (at most 15
   * bytes), so listing by name finds exactly it. Respawning the same name gives a new lifetime.
   */
  spawnNamed(name: string, seconds = 600): ChildProcess {
    const binary = join(this.root, name);
    if (!existsSync(binary)) copyFileSync(existsSync('/bin/sleep') ? '/bin/sleep' : '/usr/bin/sleep', binary);
    const child = spawn(binary, [String(seconds)], { stdio: 'ignore' });
    this.children.push(child);
    return child;
  }

  /** Kills a child and reaps it. */
  async kill(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** The PID of the application itself (the pane runs a shell, which runs node). */
  async applicationPid(): Promise<number> {
    const shell = Number(await this.tmux.display(this.pane, '#{pane_pid}'));
    const children = readFileSync(`/proc/${shell}/task/${shell}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    const node = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('cli.js'));
    if (node === undefined) throw new Error('the application process was not found under the tmux pane');
    return node;
  }

  async screen(): Promise<string[]> {
    return this.tmux.capture(this.pane);
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const session of this.sessions.splice(0)) await session.close();
    for (const child of this.children.splice(0)) child.kill('SIGKILL');
    await this.tmux.kill();
    // The application may still be writing its settings while it exits after the server is killed: retry until done.
    rmSync(this.root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** A unique comm name: `prefix-<hex>`, at most 15 bytes. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`.slice(0, 15);
}

/** The comm name the kernel reports for a PID, to check a spawned child is named as intended. */
export function commOf(pid: number): string {
  return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
}
