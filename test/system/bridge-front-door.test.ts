// Guards the bridge's front door as real MCP clients see it: negotiation, the 29-tool catalog, argument
// validation, protocol errors, stdout hygiene and exit on stdin EOF — all against the built executable.
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendServer } from '../../src/backend/server.js';
import { BackendState } from '../../src/backend/state.js';
import { createLinuxEndpoint } from '../../src/ipc/endpoint-linux.js';
import { draft07 as newDraft07, draft2020 as newDraft2020 } from '../support/ajv.js';
import { CLI, connectSdkClient, isolatedEnv, RawBridge, REPO_ROOT } from '../support/bridge.js';
import { inProcessOperations } from '../support/operations.js';

/** The tool names of spec §7, both tables. */
const SPEC_TOOL_NAMES = [
  'winproc_get_status', 'winproc_get_system_info', 'winproc_list_metrics', 'winproc_list_processes',
  'winproc_get_process_info', 'winproc_get_metrics', 'winproc_get_history', 'winproc_start_capture',
  'winproc_get_job', 'winproc_read_capture', 'winproc_cancel_job', 'winproc_release_capture',
  'winproc_get_graphs', 'winproc_add_graphs', 'winproc_export_graphs', 'winproc_get_tracking',
  'winproc_update_tracking', 'winproc_list_profiles', 'winproc_update_profile', 'winproc_get_recording',
  'winproc_start_recording', 'winproc_stop_recording', 'winproc_list_logs', 'winproc_open_log',
  'winproc_close_log', 'winproc_get_dotnet_collection', 'winproc_set_dotnet_collection',
  'winproc_wait_condition', 'winproc_get_operation',
];

type Listed = Awaited<ReturnType<Awaited<ReturnType<typeof connectSdkClient>>['client']['listTools']>>['tools'];

describe('bridge with the SDK client', () => {
  let session: Awaited<ReturnType<typeof connectSdkClient>>;
  let tools: Listed;

  beforeAll(async () => {
    session = await connectSdkClient();
    tools = (await session.client.listTools()).tools;
  });
  afterAll(async () => {
    await session.client.close();
  });

  it('negotiates a legacy protocol revision and advertises only tools', () => {
    expect(session.transport).toBeDefined();
    const capabilities = session.client.getServerCapabilities();
    expect(Object.keys(capabilities ?? {})).toEqual(['tools']);
    expect(session.client.getServerVersion()?.name).toBe('winproc-tui');
  });

  it('answers ping', async () => {
    await expect(session.client.ping()).resolves.toEqual({});
  });

  it('lists exactly the 29 tools of spec §7 in one page', async () => {
    const page = await session.client.listTools();
    expect(page.nextCursor).toBeUndefined();
    expect(tools.map((t) => t.name).sort()).toEqual([...SPEC_TOOL_NAMES].sort());
  });

  it('publishes schemas that compile under draft-07 and 2020-12 with no $ref left', () => {
    const draft07 = newDraft07();
    const draft2020 = newDraft2020();
    for (const tool of tools) {
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        expect(JSON.stringify(schema)).not.toContain('$ref');
        expect(() => draft07.compile(schema as object)).not.toThrow();
        expect(() => draft2020.compile(schema as object)).not.toThrow();
      }
    }
  });

  it('names every top-level required argument in each description', () => {
    for (const tool of tools) {
      for (const name of tool.inputSchema.required ?? []) {
        expect(tool.description, `${tool.name} describes ${name}`).toContain(name);
      }
    }
  });

  it('rejects schema-invalid arguments with INVALID_ARGUMENT and never echoes the input', async () => {
    const secret = 'secret-value-that-must-not-echo';
    const result = await session.client.callTool({ name: 'winproc_list_processes', arguments: { scope: secret } });
    expect(result.isError).toBe(true);
    const structured = result.structuredContent as { error: Record<string, unknown> };
    expect(structured.error.code).toBe('INVALID_ARGUMENT');
    expect(structured.error.field).toBe('/scope');
    expect(structured.error.constraint).toBe('/properties/scope/enum');
    expect(structured.error.expected).toEqual(['live', 'retained', 'all']);
    expect(structured.error.retryable).toBe(false);
    const text = (result.content as { type: string; text: string }[])[0]!.text;
    expect(JSON.parse(text)).toEqual(structured);
    expect(text).not.toContain(secret);
  });

  it('answers a schema-valid call with BACKEND_UNAVAILABLE and guidance while no application endpoint exists', async () => {
    const result = await session.client.callTool({ name: 'winproc_get_status', arguments: {} });
    expect(result.isError).toBe(true);
    const structured = result.structuredContent as { error: { code: string; message: string; retryable: boolean } };
    expect(structured.error.code).toBe('BACKEND_UNAVAILABLE');
    expect(structured.error.message).toMatch(/winproc-tui/);
    expect(structured.error.retryable).toBe(true);
  });

  it('turns an unknown tool into protocol error -32602', async () => {
    const failure = await session.client.callTool({ name: 'winproc_no_such_tool', arguments: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(McpError);
    expect((failure as McpError).code).toBe(-32602);
  });
});

describe('bridge protocol errors and stdout hygiene', () => {
  const init = JSON.stringify({
    jsonrpc: '2.0', id: 1, method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  });

  it('writes only newline-delimited JSON-RPC to stdout, including on errors', async () => {
    const bridge = new RawBridge();
    bridge.send(init);
    bridge.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    bridge.send('{not json');
    bridge.send(JSON.stringify({ hello: 'world' }));
    bridge.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call' }));
    bridge.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'winproc_get_status', arguments: [] } }));
    bridge.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { arguments: {} } }));
    bridge.send(JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'winproc_get_metrics', arguments: {} } }));
    bridge.send(JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'no/such/method' }));
    bridge.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' }));
    const lines = await bridge.waitForLines(9);
    bridge.child.stdin.end();
    expect(await bridge.exit()).toBe(0);
    const messages = lines.map((line) => JSON.parse(line) as { jsonrpc: string; id: unknown; result?: { protocolVersion?: string; isError?: boolean; structuredContent?: { error?: { code: string } } }; error?: { code: number } });
    for (const message of messages) expect(message.jsonrpc).toBe('2.0');
    expect(bridge.partialLine).toBe('');
    const byId = (id: unknown) => messages.find((m) => m.id === id)!;
    expect(byId(1).result?.protocolVersion).toBe('2025-06-18');
    const nullIds = messages.filter((m) => m.id === null).map((m) => m.error?.code).sort();
    expect(nullIds).toEqual([-32700, -32600].sort());
    expect(byId(2).error?.code).toBe(-32602);
    expect(byId(3).error?.code).toBe(-32602);
    expect(byId(4).error?.code).toBe(-32602);
    expect(byId(5).result?.isError).toBe(true);
    expect(byId(5).result?.structuredContent?.error?.code).toBe('INVALID_ARGUMENT');
    expect(byId(6).error?.code).toBe(-32601);
    expect(byId(7).result).toEqual({});
  });

  it('answers -32600 to requests the SDK would drop (bad params, _meta or id) and goes on serving', async () => {
    const bridge = new RawBridge();
    bridge.send(init);
    await bridge.waitForLines(1);
    const bad: [string, unknown][] = [
      ['{"jsonrpc":"2.0","id":11,"method":"ping","params":[]}', 11],
      ['{"jsonrpc":"2.0","id":12,"method":"ping","params":"x"}', 12],
      ['{"jsonrpc":"2.0","id":13,"method":"tools/list","params":{"_meta":[]}}', 13],
      ['{"jsonrpc":"2.0","id":4.5,"method":"ping"}', null],
      ['{"jsonrpc":"2.0","id":1e308,"method":"ping"}', null],
      ['{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}', null],
    ];
    for (const [line, id] of bad) {
      const before = bridge.stdoutLines.length;
      bridge.send(line);
      bridge.send(JSON.stringify({ jsonrpc: '2.0', id: `next-${before}`, method: 'ping' }));
      const lines = await bridge.waitForLines(before + 2);
      const answers = lines.slice(before).map((text) => JSON.parse(text) as { id: unknown; error?: { code: number }; result?: unknown });
      const error = answers.find((answer) => answer.error !== undefined);
      expect(error, line).toMatchObject({ id, error: { code: -32600 } });
      expect(answers.find((answer) => answer.id === `next-${before}`)?.result, line).toEqual({});
    }
    bridge.child.stdin.end();
    expect(await bridge.exit()).toBe(0);
    expect(bridge.partialLine).toBe('');
  });

  it('answers every request written before stdin EOF, a backend call and a tools/list larger than the pipe buffer included', async () => {
    // The real backend (BackendServer: listener, dispatcher, connection state) without sampling, on the bridge's runtime directory.
    const env = isolatedEnv();
    const backend = new BackendServer({
      state: new BackendState('linux'),
      applicationVersion: 'test',
      endpoint: createLinuxEndpoint({ env }),
      operations: inProcessOperations(),
      onListenerState: () => undefined,
    });
    await backend.setEnabled(true);
    try {
      const bridge = new RawBridge([], env);
      const requests = [
        init,
        JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
        JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
        JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' }),
        JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'winproc_get_status', arguments: {} } }),
        JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/list' }),
      ];
      // One write and EOF: the bridge sees the end of its input before any answer that needs the backend exists.
      bridge.child.stdin.end(`${requests.join('\n')}\n`);
      expect(await bridge.exit()).toBe(0);
      expect(bridge.partialLine).toBe('');
      const messages = bridge.stdoutLines.map((line) => JSON.parse(line) as { id: unknown; result?: { tools?: unknown[]; isError?: boolean; structuredContent?: { data?: { application_version?: string } } } });
      expect(messages.map((m) => m.id).sort()).toEqual([1, 2, 3, 4, 5]);
      const listing = bridge.stdoutLines.find((line) => line.includes('"id":2'))!;
      expect(Buffer.byteLength(listing)).toBeGreaterThan(64 * 1024);
      expect(messages.find((m) => m.id === 2)?.result?.tools).toHaveLength(29);
      expect(messages.find((m) => m.id === 5)?.result?.tools).toHaveLength(29);
      const status = messages.find((m) => m.id === 4)?.result;
      expect(status?.isError, JSON.stringify(status)).toBe(false);
    } finally {
      await backend.close();
    }
  });

  it('exits when stdin reaches EOF', async () => {
    const bridge = new RawBridge();
    bridge.send(init);
    await bridge.waitForLines(1);
    bridge.child.stdin.end();
    expect(await bridge.exit()).toBe(0);
  });
});

describe('bridge with the Inspector v2 CLI', () => {
  const run = promisify(execFile);
  const inspector = join(REPO_ROOT, 'node_modules/.bin/inspector');
  const env = () => ({ ...isolatedEnv(), HOME: mkdtempSync(join(tmpdir(), 'winproc-inspector-')) });

  it('lists the 29 tools', async () => {
    const { stdout } = await run(inspector, ['--cli', '--format', 'json', process.execPath, CLI, 'mcp-bridge', '--method', 'tools/list'], { env: env() });
    const listed = JSON.parse(stdout) as { result: { tools: { name: string }[] } };
    expect(listed.result.tools.map((t) => t.name).sort()).toEqual([...SPEC_TOOL_NAMES].sort());
  });

  it('gets INVALID_ARGUMENT as an isError result (exit 5) and then a corrected call through', async () => {
    const bad = await run(inspector, ['--cli', '--format', 'json', process.execPath, CLI, 'mcp-bridge', '--method', 'tools/call',
      '--tool-name', 'winproc_list_processes', '--tool-args-json', '{"limit":0}'], { env: env() }).catch((e: { code: number; stdout: string }) => e);
    expect((bad as { code: number }).code).toBe(5);
    const badResult = JSON.parse((bad as { stdout: string }).stdout) as { result: { structuredContent: { error: { code: string; field: string } } } };
    expect(badResult.result.structuredContent.error.code).toBe('INVALID_ARGUMENT');
    expect(badResult.result.structuredContent.error.field).toBe('/limit');
    const corrected = await run(inspector, ['--cli', '--format', 'json', process.execPath, CLI, 'mcp-bridge', '--method', 'tools/call',
      '--tool-name', 'winproc_list_processes', '--tool-args-json', '{"limit":10}'], { env: env() }).catch((e: { code: number; stdout: string }) => e);
    // Schema-valid now: it reaches the gateway, which reports the absent application as an isError result.
    const correctedResult = JSON.parse((corrected as { stdout: string }).stdout) as { result: { structuredContent: { error: { code: string } } } };
    expect(correctedResult.result.structuredContent.error.code).toBe('BACKEND_UNAVAILABLE');
  });
});
