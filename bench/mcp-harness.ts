// The application as src/main.ts wires it (App, McpHost with the sampler's mirror port, SamplingWorker), without ink,
// on an isolated runtime directory, plus SDK clients for the real bridge and for a bare SDK server (the floor).
// Shared by the MCP benches; needs dist/ (npm run bench builds it).
import { Client as ModernClient } from '@modelcontextprotocol/client';
import { StdioClientTransport as ModernStdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { App } from '../src/app/app.js';
import type { McpListenerState } from '../src/app/view.js';
import { McpHost } from '../src/backend/host.js';
import { RESULT_CHECK_ENV } from '../src/contract/result-check.js';
import { SamplingWorker, samplingPlatform } from '../src/collectors/index.js';
import { findWorkerScript } from '../src/channel/worker-script.js';
import { createEndpoint } from '../src/ipc/endpoint.js';

export const REPO_ROOT = join(import.meta.dirname, '..');
export const CLI = join(REPO_ROOT, 'dist/cli.js');
/** BENCH_BRIDGE_CPU_PROF=<dir>: bridges write a V8 CPU profile there (profile the bench process with `node --cpu-prof`). */
const BRIDGE_PROFILE_DIR = process.env.BENCH_BRIDGE_CPU_PROF;
export const BRIDGE_ARGS: readonly string[] = [...(BRIDGE_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${BRIDGE_PROFILE_DIR}`] : []), CLI, 'mcp-bridge'];

/**
 * A bare SDK stdio server answering tools/call with the fixed envelope in BARE_ENVELOPE, serialized per call as
 * the bridge does: the floor any stdio MCP server pays (spawned by the client, same SDK, same JSON).
 */
export const BARE_SERVER = `
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
const envelope = JSON.parse(process.env.BARE_ENVELOPE);
const server = new Server({ name: 'bare', version: '1' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: 'winproc_get_status', inputSchema: { type: 'object' } }] }));
server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: 'text', text: JSON.stringify(envelope) }], structuredContent: envelope, isError: false }));
await server.connect(new StdioServerTransport());
`;
export const BARE_SERVER_ARGS: readonly string[] = ['--input-type=module', '-e', BARE_SERVER];

/**
 * The modern-era floor (MCP 2026-07-28): a bare server of the TypeScript SDK v2, served by its own dual-era stdio entry
 * (serveStdio), answering tools/call with the same envelope as BARE_SERVER.
 */
export const BARE_MODERN_SERVER = `
import { Server } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
const envelope = JSON.parse(process.env.BARE_ENVELOPE);
serveStdio(() => {
  const server = new Server({ name: 'bare', version: '1' }, { capabilities: { tools: {} } });
  server.setRequestHandler('tools/list', async () => ({ tools: [{ name: 'winproc_get_status', inputSchema: { type: 'object' } }] }));
  server.setRequestHandler('tools/call', async () => ({ content: [{ type: 'text', text: JSON.stringify(envelope) }], structuredContent: envelope, isError: false }));
  return server;
});
`;
export const BARE_MODERN_SERVER_ARGS: readonly string[] = ['--input-type=module', '-e', BARE_MODERN_SERVER];

/** What the benches need of a client of either SDK: tool calls, its server's pid, closing. */
export interface BenchClient {
  callTool(request: { name: string; arguments: Record<string, unknown> }): Promise<{ isError?: unknown; structuredContent?: unknown }>;
  readonly serverPid: number | null;
  close(): Promise<void>;
}

/** A TypeScript SDK v2 client pinned to MCP 2026-07-28 (every request carries the modern envelope). */
export async function connectModern(env: Record<string, string>, args: readonly string[] = BRIDGE_ARGS): Promise<BenchClient> {
  const transport = new ModernStdioClientTransport({ command: process.execPath, args: [...args], env, stderr: 'ignore', cwd: REPO_ROOT });
  const client = new ModernClient({ name: 'bench', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(transport);
  if (client.getNegotiatedProtocolVersion() !== '2026-07-28') throw new Error(`the modern bench client negotiated ${client.getNegotiatedProtocolVersion()}`);
  return { callTool: (request) => client.callTool(request), serverPid: transport.pid, close: () => client.close() };
}

/** A BenchClient over an SDK v1 client (legacy era). */
export function benchClient(client: Client): BenchClient {
  return {
    // The v1 result type also admits the old `toolResult` shape, which a server of today never sends.
    callTool: async (request) => (await client.callTool(request)) as { isError?: unknown; structuredContent?: unknown },
    get serverPid() {
      return (client.transport as StdioClientTransport | undefined)?.pid ?? null;
    },
    close: () => client.close(),
  };
}

export async function connect(env: Record<string, string>, args: readonly string[] = BRIDGE_ARGS): Promise<Client> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [...args], env, stderr: 'ignore', cwd: REPO_ROOT });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  // No listTools: the client then does not validate output schemas, so both sides of the floor ratio do the same work.
  return client;
}

export interface BenchApplication {
  readonly app: App;
  /** The application's sampler (started at 1 s; `start(ms)` changes the interval from the next pass on). */
  readonly sampler: SamplingWorker;
  /** The application's MCP host (whether its on-demand worker runs now: `mcp.workerRunning`). */
  readonly mcp: McpHost;
  /** The environment for bridges: the isolated runtime and config directories, no terminal to launch into. */
  readonly env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts the application; resolves once its listener is up and two snapshots were applied. Wired as src/main.ts wires
 * it, so a bench measures what users get: the App's histories shared with the MCP worker, and where the endpoint can
 * hand connections over (Linux) this thread accepting, the MCP worker started by the first connection and stopped
 * `idleStopMs` (default: the product's) after the last one left; elsewhere the worker starts at once and listens itself.
 * The application's instance marker is held until `stop()`.
 */
export async function startBenchApplication(options: { readonly idleStopMs?: number } = {}): Promise<BenchApplication> {
  const root = mkdtempSync(join(tmpdir(), 'winproc-bench-mcp-'));
  const runtimeDir = join(root, 'run');
  const configDir = join(root, 'config');
  mkdirSync(runtimeDir, { mode: 0o700 });
  mkdirSync(configDir, { mode: 0o700 });
  const saved = { XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME, [RESULT_CHECK_ENV]: process.env[RESULT_CHECK_ENV] };
  // The MCP worker copies the environment when it starts: the isolated directories must be set before.
  process.env.XDG_RUNTIME_DIR = runtimeDir;
  process.env.XDG_CONFIG_HOME = configDir;
  // The production path: the suite's output-schema check (a test-only hook) must not run in the worker or a bridge.
  delete process.env[RESULT_CHECK_ENV];
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !['TMUX', 'TMUX_PANE', 'TERMINAL', 'DISPLAY', 'WAYLAND_DISPLAY'].includes(key)) env[key] = value;

  // As src/main.ts does: with the instance marker held, a bridge whose handshake comes late (the MCP worker's cold start
  // on a busy host) waits for the running application within the call's deadline, and one that finds no listener (MCP
  // switched off) reports it as running but unreachable, instead of trying to start another one.
  const instance = await createEndpoint().tryAcquireInstanceLock();
  if (instance === null) throw new Error('the isolated runtime directory already has a running instance');
  // The MCP worker is unref'd (it must never keep the application alive); in the real application ink holds the
  // event loop open, here this timer does, or awaiting the listener could end the process with exit code 13.
  const keepAlive = setInterval(() => undefined, 60_000);
  const app = new App({ shareHistories: true });
  const sampler = new SamplingWorker();
  let listening!: () => void;
  const isListening = new Promise<void>((resolve) => (listening = resolve));
  const mcp = new McpHost({
    enabled: true,
    platform: samplingPlatform(),
    workerUrl: findWorkerScript('mcp'),
    // As in src/main.ts: snapshots reach the MCP worker from the sampler directly, not cloned on the main thread.
    mirrorSource: sampler,
    histories: app.store,
    endpoint: createEndpoint(),
    ...(options.idleStopMs === undefined ? {} : { idleStopMs: options.idleStopMs }),
    operations: app,
    onState: (state: McpListenerState) => {
      app.setMcpState(state);
      if (state.state === 'listening') listening();
    },
  });
  app.observe(mcp);
  app.attach(sampler);
  const sampled = new Promise<void>((resolve) => {
    let seen = 0;
    const stop = sampler.onSnapshot(() => {
      if (++seen >= 2) {
        stop();
        resolve();
      }
    });
  });
  sampler.start(1000);
  sampler.hostInfo().then((host) => app.setHostInfo(host), () => undefined);
  const stop = async (): Promise<void> => {
    app.detach();
    await sampler.stop();
    await mcp.shutdown();
    instance.release();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(root, { recursive: true, force: true });
    // Last: the MCP worker's shutdown is awaited above, and that wait needs the loop held open too.
    clearInterval(keepAlive);
  };
  try {
    await isListening;
    await sampled;
  } catch (error) {
    await stop();
    throw error;
  }
  return { app, sampler, mcp, env, stop };
}

/** The MCP load clients (bench/mcp-load-client.ts) in their own process, driven line by line over its stdin/stdout. */
export interface LoadClients {
  readonly process: ChildProcessByStdio<Writable, Readable, null>;
  /** The next line the clients print (`ready` first, then one JSON count object per `mark`). */
  nextLine(): Promise<string>;
}

/** Starts the load clients against the bench application's environment and waits for their `ready`. */
export async function startLoadClients(env: Record<string, string>, args: readonly string[] = []): Promise<LoadClients> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'bench/mcp-load-client.ts'), ...args], { env, cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const pending: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => pending.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => pending.push(resolve));
  if ((await nextLine()) !== 'ready') {
    child.kill();
    throw new Error('the load clients did not start');
  }
  return { process: child, nextLine };
}
