// Guards what docs/conformance.md records for criterion 12.1: the name, version and protocol revision each client
// of the test suite really sends, and the revision the bridge answers — read off the wire by a pass-through between
// the client and the real bridge (no application is needed for initialize and tools/list).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, isolatedEnv, readTap, REPO_ROOT, writeTap } from '../support/bridge.js';

/** The two JSON-RPC messages of the handshake, as far as this test reads them. */
interface Rpc {
  readonly id?: string | number;
  readonly method?: string;
  readonly params?: { readonly protocolVersion: string; readonly clientInfo: { name: string; version: string } };
  readonly result?: { readonly protocolVersion: string; readonly serverInfo: { name: string } };
}

interface Handshake {
  readonly clientInfo: { name: string; version: string };
  readonly requested: string;
  readonly answered: string;
  readonly serverInfo: { name: string };
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('clients of the test suite, as the bridge sees them (12.1)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-clients-'));
  const tap = writeTap(dir);
  const env = isolatedEnv();

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The initialize request and its answer as they crossed the pass-through. */
  function handshake(log: string): Handshake {
    const messages = readTap(log) as { to: string; message: Rpc }[];
    const request = messages.find((m) => m.to === 'bridge' && m.message.method === 'initialize')!.message;
    const answer = messages.find((m) => m.to === 'client' && m.message.id === request.id)!.message;
    return { clientInfo: request.params!.clientInfo, requested: request.params!.protocolVersion, answered: answer.result!.protocolVersion, serverInfo: answer.result!.serverInfo };
  }

  it('the MCP SDK client asks for its latest revision and gets 2025-11-25', async () => {
    const log = join(dir, 'sdk.jsonl');
    const transport = new StdioClientTransport({ command: process.execPath, args: [tap, log, CLI], env, stderr: 'pipe' });
    const client = new Client({ name: 'winproc-test', version: '1.0.0' });
    await client.connect(transport);
    expect((await client.listTools()).tools).toHaveLength(29);
    await client.close();
    const seen = handshake(log);
    expect(packageVersion('@modelcontextprotocol/sdk')).toMatch(/^1\./);
    expect(seen).toEqual({ clientInfo: { name: 'winproc-test', version: '1.0.0' }, requested: LATEST_PROTOCOL_VERSION, answered: '2025-11-25', serverInfo: expect.objectContaining({ name: 'winproc-tui' }) });
    expect(SUPPORTED_PROTOCOL_VERSIONS).toContain('2025-11-25');
  });

  it('the Inspector v2 CLI names itself inspector-cli with its package version and gets 2025-11-25', async () => {
    const log = join(dir, 'inspector.jsonl');
    const inspector = join(REPO_ROOT, 'node_modules/.bin/inspector');
    const { stdout } = await promisify(execFile)(inspector, ['--cli', '--format', 'json', process.execPath, tap, log, CLI, '--method', 'tools/list'], { env: { ...env, HOME: dir } });
    expect((JSON.parse(stdout) as { result: { tools: unknown[] } }).result.tools).toHaveLength(29);
    const seen = handshake(log);
    expect(seen).toEqual({ clientInfo: { name: 'inspector-cli', version: packageVersion('@modelcontextprotocol/inspector') }, requested: '2025-11-25', answered: '2025-11-25', serverInfo: expect.objectContaining({ name: 'winproc-tui' }) });
  });
});
