// Criterion 12.13's package check on Linux: `npm pack`, the tarball installed into an empty directory, and the
// installed `winproc-tui mcp-bridge` (and the README's client line, `npx winproc-tui mcp-bridge`) run from there.
// Stdout carries only MCP messages, tools/list returns the 29 tools, initialize, tools/list and an invalid call launch
// nothing (a $TERMINAL that would record a launch stays untouched), and a backend that speaks another IPC major
// gives BACKEND_UNAVAILABLE. Every package the application's bundle imports (koffi alone: the rest is bundled) resolves
// in the install (ink is bundled, with its text-size cache bounded by scripts/ink-bounded-measure-text.ts). Static CRT linkage and the Windows zip are Windows release checks, not reachable here.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinuxEndpoint } from '../../src/ipc/endpoint-linux.js';
import { encodeFrame, FrameDecoder } from '../../src/ipc/framing.js';
import { isolatedEnv, REPO_ROOT } from '../support/bridge.js';

const run = promisify(execFile);
const EXPECTED_TOOLS = 29;

let work: string;
let installDir: string;
let bin: string;
let tarballFiles: string[];

/** An environment whose $TERMINAL records any launch attempt in `marker` instead of opening a window. */
function recordingEnv(): { env: Record<string, string>; marker: string } {
  const env = isolatedEnv();
  const marker = join(env.XDG_RUNTIME_DIR!, 'launched');
  const terminal = join(env.XDG_RUNTIME_DIR!, 'terminal.sh');
  writeFileSync(terminal, `#!/bin/sh\necho "$@" >> '${marker}'\n`);
  chmodSync(terminal, 0o755);
  return { env: { ...env, TERMINAL: terminal }, marker };
}

async function sdkClient(command: string, args: string[], env: Record<string, string>, cwd: string): Promise<Client> {
  const transport = new StdioClientTransport({ command, args, env, cwd, stderr: 'pipe' });
  const client = new Client({ name: 'winproc-package-check', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'winproc-pack-'));
  // --ignore-scripts: the suite's global setup built dist/ once; rebuilding it here (prepare) would swap it under
  // the other system tests running in parallel.
  const packed = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  tarballFiles = info!.files.map((f) => f.path);
  installDir = join(work, 'consumer');
  mkdirSync(installDir);
  writeFileSync(join(installDir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  // --prefer-offline: the dependencies come from the npm cache `npm ci` filled; the registry only for what it lacks.
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, info!.filename)], { cwd: installDir, maxBuffer: 64 * 1024 * 1024 });
  bin = join(installDir, 'node_modules', '.bin', 'winproc-tui');
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed and installed bridge (12.13)', () => {
  it('ships the built executable, LICENSE and README, and no sources or tests', () => {
    expect(tarballFiles).toEqual(expect.arrayContaining(['dist/cli.js', 'LICENSE', 'README.md', 'package.json']));
    expect(tarballFiles.filter((path) => /^(src|test|schemas|codegen|generated)\//.test(path))).toEqual([]);
    expect(existsSync(bin)).toBe(true);
  });

  it('starts node with the main isolate\'s heap limits from the installed bin (its shebang, issue 31)', async () => {
    // A probe loaded through NODE_OPTIONS reports node's own command-line flags; without a terminal the TUI stops at once.
    const probe = join(work, 'argv-probe.mjs');
    writeFileSync(probe, "process.stderr.write('exec-argv ' + JSON.stringify(process.execArgv) + '\\n');\n");
    const { env } = recordingEnv();
    const result = await run(bin, [], { cwd: installDir, env: { ...env, NODE_OPTIONS: `--import ${probe}` } }).catch((error: { stderr: string }) => error);
    expect(result.stderr).toContain('exec-argv ["--max-semi-space-size=4","--max-old-space-size=768"]');
  });

  it('installs every package the application bundle imports (koffi alone), ink bundled with its bounded text cache', async () => {
    const dist = join(installDir, 'node_modules', 'winproc-tui', 'dist');
    // ink's devtools chunk is loaded only under DEV=true, and then ink itself asks for react-devtools-core (an
    // optional peer) to be installed: it is the one chunk whose imports need not resolve.
    const files = [
      ...readdirSync(dist).filter((f) => f.endsWith('.js')),
      ...readdirSync(join(dist, 'chunks')).filter((f) => f.startsWith('app-') && !f.startsWith('app-devtools-') && f.endsWith('.js')).map((f) => join('chunks', f)),
      ...readdirSync(join(dist, 'workers')).filter((f) => f.endsWith('.js')).map((f) => join('workers', f)),
    ];
    const code = files.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    const bare = new Set<string>();
    // Static imports and re-exports at the start of a line (esbuild's output), and dynamic imports of a literal.
    const specifiers = [/^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gm, /^import\s*"([^"]+)"/gm, /\bimport\(\s*"([^"]+)"\s*\)/g];
    for (const pattern of specifiers) {
      for (const m of code.matchAll(pattern)) if (!m[1]!.startsWith('node:') && !m[1]!.startsWith('.')) bare.add(m[1]!);
    }
    // The application's dependencies are bundled (ink with its measure-text and output modules replaced); koffi, a
    // native addon that finds its binary beside itself, is the one package the bundle imports from the install.
    expect(bare.has('ink')).toBe(false);
    expect([...bare]).toEqual(['koffi']);
    expect(code).toContain('MAX_CACHED_TEXTS');
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', `for (const s of ${JSON.stringify([...bare])}) console.log(s, import.meta.resolve(s).startsWith('file:'))`], { cwd: dist });
    expect(stdout.trim().split('\n').filter((line) => !line.endsWith(' true'))).toEqual([]);
  });

  it('writes only JSON-RPC messages to stdout, one per line, and launches nothing for initialize, tools/list or an invalid call', async () => {
    const { env, marker } = recordingEnv();
    const child = spawn(bin, ['mcp-bridge'], { cwd: installDir, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (stdout += chunk));
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'winproc_get_history', arguments: { bogus: true } } });
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines.pop()).toBe(''); // the last message ends its line
    const messages = lines.map((line) => JSON.parse(line) as { jsonrpc: string; id?: number; result?: any; error?: unknown });
    for (const message of messages) expect(message.jsonrpc).toBe('2.0');
    expect(messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(messages[1]!.result.tools).toHaveLength(EXPECTED_TOOLS);
    expect(messages[2]!.result).toMatchObject({ isError: true, structuredContent: { error: { code: 'INVALID_ARGUMENT' } } });
    expect(existsSync(marker)).toBe(false);
    expect(readdirSync(env.XDG_RUNTIME_DIR!).filter((name) => name !== 'terminal.sh')).toEqual([]); // no endpoint, no lock
  });

  it('serves the 29 tools through the README client line (npx winproc-tui mcp-bridge) from the install directory', async () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const block = /```json\n([\s\S]*?)\n```/.exec(readme)![1]!;
    const server = (JSON.parse(block) as { mcpServers: Record<string, { command: string; args: string[] }> }).mcpServers.winproc!;
    expect(server).toEqual({ command: 'npx', args: ['winproc-tui', 'mcp-bridge'] });
    const { env, marker } = recordingEnv();
    const client = await sdkClient(server.command, [...server.args], { ...env, npm_config_offline: 'true' }, installDir);
    try {
      expect((await client.listTools()).tools).toHaveLength(EXPECTED_TOOLS);
      expect(client.getServerVersion()?.name).toBe('winproc-tui');
    } finally {
      await client.close();
    }
    expect(existsSync(marker)).toBe(false);
  });

  it('answers BACKEND_UNAVAILABLE when the running backend speaks another IPC major, and launches nothing over it', async () => {
    const { env, marker } = recordingEnv();
    const endpoint = createLinuxEndpoint({ env: { XDG_RUNTIME_DIR: env.XDG_RUNTIME_DIR } });
    endpoint.ensureDirectory();
    const server = net.createServer((sock) => {
      sock.on('error', () => undefined);
      const decoder = new FrameDecoder();
      sock.on('data', (chunk: Buffer) => {
        if (decoder.push(chunk).frames.length > 0) sock.write(encodeFrame({ kind: 'welcome', ipc_major: 99, ipc_minor: 0, backend_instance_id: 'future', application_version: '99.0.0' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(endpoint.path, resolve));
    chmodSync(endpoint.path, 0o600);
    const client = await sdkClient(bin, ['mcp-bridge'], env, installDir);
    try {
      const result = await client.callTool({ name: 'winproc_get_status', arguments: {} });
      expect(result.isError).toBe(true);
      const error = (result.structuredContent as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('BACKEND_UNAVAILABLE');
      expect(error.message).toMatch(/speaks IPC major 99, this bridge speaks 1\. No replacement application is started/);
    } finally {
      await client.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(existsSync(marker)).toBe(false);
  });
});
