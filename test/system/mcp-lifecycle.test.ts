// Guards the bridge's connect-or-start lifecycle end to end, as a new user would meet it (spec §3.2–3.3):
// a private tmux server is "the user's terminal"; the SDK client drives real bridges; the app appears in a
// new tmux window on the first valid call and is reused, never replaced, never launched by discovery or bad calls.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI } from '../support/bridge.js';
import { TmuxServer, requireTmux } from '../support/tmux.js';

interface Envelope {
  backend_instance_id?: string | null;
  error?: { code: string; message: string };
  data?: Record<string, unknown>;
}

function isolatedDirs(): { runtime: string; config: string } {
  const root = mkdtempSync(join(tmpdir(), 'winproc-lifecycle-'));
  const runtime = join(root, 'run');
  mkdirSync(runtime, { mode: 0o700 });
  return { runtime, config: join(root, 'config') };
}

async function windowNames(tmux: TmuxServer): Promise<string[]> {
  return (await tmux.tmux('list-windows', '-t', 'main', '-F', '#{window_name}')).split('\n').filter(Boolean);
}

async function bridgeClient(env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp-bridge'], env, stderr: 'ignore' });
  const client = new Client({ name: 'lifecycle-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

async function status(client: Client): Promise<Envelope> {
  const result = await client.callTool({ name: 'winproc_get_status', arguments: {} });
  return result.structuredContent as Envelope;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!requireTmux())('bridge lifecycle inside tmux', () => {
  let tmux: TmuxServer;
  let windowLog = '';
  let env: Record<string, string>;
  const clients: Client[] = [];

  beforeAll(async () => {
    const dirs = isolatedDirs();
    const base = { XDG_RUNTIME_DIR: dirs.runtime, XDG_CONFIG_HOME: dirs.config };
    tmux = await TmuxServer.start({ width: 120, height: 40, env: base });
    const socketPath = (await tmux.tmux('display-message', '-p', '-t', 'main', '#{socket_path}')).trim();
    env = {} as Record<string, string>;
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== 'CI') env[key] = value;
    // The bridge runs "inside" the private tmux server: that is where a visible launch must appear.
    Object.assign(env, base, { TMUX: `${socketPath},0,0` });
    // Every window the server ever creates is written down, so "no launch" is a count, not a look after a sleep.
    windowLog = join(dirs.runtime, 'windows-created.log');
    await tmux.tmux('set-hook', '-g', 'after-new-window', `run-shell "echo #{window_name} >> ${windowLog}"`);
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    await tmux?.kill();
  });

  const connect = async () => {
    const client = await bridgeClient(env);
    clients.push(client);
    return client;
  };

  it('does not launch for initialize, tools/list or invalid calls', async () => {
    const client = await connect();
    await client.listTools();
    const invalid = await client.callTool({ name: 'winproc_list_processes', arguments: { limit: 0 } });
    expect((invalid.structuredContent as Envelope).error?.code).toBe('INVALID_ARGUMENT');
    expect(await windowNames(tmux)).not.toContain('winproc-tui');
    // The proof that nothing was launched comes with the next test: its launch is the only window ever created.
  });

  let firstInstance = '';

  it('launches the app in a new tmux window on the first valid call, which then succeeds', async () => {
    const client = await connect();
    // No wall-clock check: the bridge's own start-up deadline answers BACKEND_UNAVAILABLE when it runs out, so a
    // call without an error is the proof that the launch finished inside that budget.
    const envelope = await status(client);
    expect(envelope.error).toBeUndefined();
    expect(await windowNames(tmux)).toContain('winproc-tui');
    // Exactly one window was created since the server started: this launch. Had initialize, tools/list or the invalid
    // call of the test before launched anything (even late), a second one would be written down.
    await waitFor(async () => (existsSync(windowLog) ? readFileSync(windowLog, 'utf8') : undefined), 'the window hook');
    expect(readFileSync(windowLog, 'utf8').trim().split('\n')).toEqual(['winproc-tui']);
    firstInstance = envelope.backend_instance_id as string;
    expect(firstInstance).toMatch(/\S/);
  });

  it('shows the MCP badge in the TUI header while a bridge is connected', async () => {
    await tmux.waitForScreen('main:winproc-tui', (lines) => /winproc-tui MCP LIVE/.test(lines[0] ?? ''), 'the MCP badge');
  });

  it('reuses the running app from a second bridge (no second window)', async () => {
    const second = await connect();
    const envelope = await status(second);
    expect(envelope.backend_instance_id).toBe(firstInstance);
    expect((await windowNames(tmux)).filter((name) => name === 'winproc-tui')).toHaveLength(1);
    await second.close();
  });

  it('leaves the app running when a bridge exits', async () => {
    const survivor = clients[1]!;
    const envelope = await status(survivor);
    expect(envelope.backend_instance_id).toBe(firstInstance);
  });

  it('runtime disable closes connections and refuses without relaunching; re-enable gives a new backend instance', async () => {
    const client = clients[1]!;
    await tmux.sendKeys('main:winproc-tui', 'o');
    await tmux.sendKeys('main:winproc-tui', 'Space');
    await tmux.waitForScreen('main:winproc-tui', (lines) => lines.some((line) => line.includes('[x] Disable MCP connections')), 'the checked box');
    const lost = await waitFor(async () => {
      const envelope = await status(client);
      return envelope.error?.code === 'OUTCOME_UNKNOWN' ? envelope : undefined;
    }, 'the lost connection to be reported');
    expect(lost.error?.message).toMatch(/lost/);
    const refused = await status(client);
    expect(refused.error?.code).toBe('BACKEND_UNAVAILABLE');
    expect(refused.error?.message).toMatch(/does not accept MCP connections/);
    expect((await windowNames(tmux)).filter((name) => name === 'winproc-tui')).toHaveLength(1);
    await tmux.sendKeys('main:winproc-tui', 'Space');
    await tmux.sendKeys('main:winproc-tui', 'Escape');
    const back = await waitFor(async () => {
      const envelope = await status(client);
      return envelope.error ? undefined : envelope;
    }, 'the re-enabled listener');
    expect(back.backend_instance_id).not.toBe(firstInstance);
    firstInstance = back.backend_instance_id as string;
  });

  it('after the app quits, the next call is OUTCOME_UNKNOWN and the following one relaunches', async () => {
    const client = clients[1]!;
    await tmux.sendKeys('main:winproc-tui', 'q');
    await waitFor(async () => ((await windowNames(tmux)).includes('winproc-tui') ? undefined : true), 'the app window to close');
    const unknown = await status(client);
    expect(unknown.error?.code).toBe('OUTCOME_UNKNOWN');
    const relaunched = await status(client);
    expect(relaunched.error).toBeUndefined();
    expect(relaunched.backend_instance_id).not.toBe(firstInstance);
    expect((await windowNames(tmux)).filter((name) => name === 'winproc-tui')).toHaveLength(1);
    await tmux.sendKeys('main:winproc-tui', 'q');
    await waitFor(async () => ((await windowNames(tmux)).includes('winproc-tui') ? undefined : true), 'the app window to close');
  });

  it('concurrent bridges start one application', async () => {
    const [a, b, c] = await Promise.all([connect(), connect(), connect()]);
    const results = await Promise.all([status(a!), status(b!), status(c!)]);
    for (const envelope of results) expect(envelope.error).toBeUndefined();
    expect(new Set(results.map((r) => r.backend_instance_id)).size).toBe(1);
    expect((await windowNames(tmux)).filter((name) => name === 'winproc-tui')).toHaveLength(1);
    await tmux.sendKeys('main:winproc-tui', 'q');
    await waitFor(async () => ((await windowNames(tmux)).includes('winproc-tui') ? undefined : true), 'the app window to close');
  });
});

describe.skipIf(!requireTmux())('saved settings and missing terminals', () => {
  let tmux: TmuxServer;
  beforeAll(async () => {
    tmux = await TmuxServer.start({ width: 100, height: 30 });
  });
  afterAll(async () => {
    await tmux?.kill();
  });

  async function callWith(extra: Record<string, string>, settings?: string): Promise<Envelope> {
    const dirs = isolatedDirs();
    if (settings !== undefined) {
      mkdirSync(join(dirs.config, 'winproc-tui'), { recursive: true });
      writeFileSync(join(dirs.config, 'winproc-tui', 'winproc-tui.toml'), settings);
    }
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !['TMUX', 'TERMINAL', 'DISPLAY', 'WAYLAND_DISPLAY', 'CI'].includes(key)) env[key] = value;
    // TMUX_TMPDIR: an empty directory, so the launcher's search for the user's default tmux server never finds the
    // one of the uid these tests run as (test/system/mcp-clients.test.ts covers that search as a fresh uid).
    Object.assign(env, { XDG_RUNTIME_DIR: dirs.runtime, XDG_CONFIG_HOME: dirs.config, TMUX_TMPDIR: dirs.runtime }, extra);
    const client = await bridgeClient(env);
    try {
      return await status(client);
    } finally {
      await client.close();
    }
  }

  it('never launches when MCP is saved as disabled', async () => {
    const socketPath = (await tmux.tmux('display-message', '-p', '-t', 'main', '#{socket_path}')).trim();
    const envelope = await callWith({ TMUX: `${socketPath},0,0` }, 'mcp_connections_disabled = true\n');
    expect(envelope.error?.code).toBe('BACKEND_UNAVAILABLE');
    expect(envelope.error?.message).toMatch(/Disable MCP connections/);
    expect(await windowNames(tmux)).not.toContain('winproc-tui');
  });

  it('never launches over unreadable settings, and says why', async () => {
    const socketPath = (await tmux.tmux('display-message', '-p', '-t', 'main', '#{socket_path}')).trim();
    const envelope = await callWith({ TMUX: `${socketPath},0,0` }, 'this is = = not toml\n');
    expect(envelope.error?.code).toBe('BACKEND_UNAVAILABLE');
    expect(envelope.error?.message).toMatch(/settings cannot be read/);
    expect(await windowNames(tmux)).not.toContain('winproc-tui');
  });

  it('answers BACKEND_UNAVAILABLE with guidance when no terminal can host the app', async () => {
    const envelope = await callWith({});
    expect(envelope.error?.code).toBe('BACKEND_UNAVAILABLE');
    expect(envelope.error?.message).toMatch(/No terminal is available/);
  });
});
