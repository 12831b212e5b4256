// Guards the MCP revisions the bridge serves, over stdio against the built executable: each legacy revision
// (2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05) negotiates through `initialize` and lists the 29 tools; the modern
// revision 2026-07-28 is served per request from its `_meta` envelope (server/discover, resultType, cache hints,
// -32022 for a version it does not serve, -32602 for a malformed envelope); the era of each request is decided by that
// request alone; and whatever the revision does not reshape is byte-identical between the eras. The bridge starts
// with the environment the MCP TypeScript SDK gives a server (getDefaultEnvironment); no request here reaches the
// application (catalog and schema-invalid calls only), so none is needed.
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { RawBridge } from '../support/bridge.js';

const MODERN = '2026-07-28';
const LEGACY = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
const SERVER_INFO_KEY = 'io.modelcontextprotocol/serverInfo';

interface Answer {
  readonly jsonrpc: '2.0';
  readonly id: number | string | null;
  readonly result?: Record<string, unknown>;
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown };
}

/** `_meta` of a modern request: the version claim and the required client capabilities, plus `extra`. */
function modernMeta(version = MODERN, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { 'io.modelcontextprotocol/protocolVersion': version, 'io.modelcontextprotocol/clientCapabilities': {}, 'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' }, ...extra };
}

function initialize(id: number, protocolVersion: string): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
}

function request(id: number, method: string, params: Record<string, unknown> = {}): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params });
}

/** A call no bridge dispatches: its arguments fail the schema, so the answer is fixed (backend_instance_id null). */
const INVALID_CALL = { name: 'winproc_get_status', arguments: { unexpected: 1 } };

describe('protocol revisions served by the bridge (started with the SDK default environment)', () => {
  const bridges: RawBridge[] = [];
  afterEach(async () => {
    for (const bridge of bridges.splice(0)) {
      bridge.child.stdin.end();
      await bridge.exit();
    }
  });

  /** Sends the lines to a fresh bridge and returns the raw answer lines by id, once all have arrived. */
  async function exchange(lines: readonly string[]): Promise<Map<unknown, string>> {
    const bridge = new RawBridge([], getDefaultEnvironment());
    bridges.push(bridge);
    for (const line of lines) bridge.send(line);
    const answered = lines.filter((line) => 'id' in (JSON.parse(line) as object)).length;
    const out = await bridge.waitForLines(answered);
    return new Map(out.map((line) => [(JSON.parse(line) as Answer).id, line]));
  }
  const parsed = (answers: Map<unknown, string>, id: unknown): Answer => JSON.parse(answers.get(id)!) as Answer;

  it.each(LEGACY)('legacy %s: initialize answers that revision, then tools/list lists the 29 tools', async (version) => {
    const answers = await exchange([initialize(1, version), JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }), request(2, 'tools/list')]);
    expect(parsed(answers, 1).result).toMatchObject({ protocolVersion: version, capabilities: { tools: {} }, serverInfo: { name: 'winproc-tui' } });
    const list = parsed(answers, 2).result!;
    expect((list.tools as unknown[]).length).toBe(29);
    // The legacy shape: no modern fields.
    expect(list).not.toHaveProperty('resultType');
    expect(list).not.toHaveProperty('ttlMs');
  });

  it('modern 2026-07-28: server/discover and tools/list without a handshake, with resultType, cache hints and the server in _meta', async () => {
    const answers = await exchange([request(1, 'server/discover', { _meta: modernMeta() }), request(2, 'tools/list', { _meta: modernMeta() })]);
    const discover = parsed(answers, 1).result!;
    expect(discover).toEqual({
      supportedVersions: [MODERN],
      capabilities: { tools: {} },
      ttlMs: 3_600_000,
      cacheScope: 'public',
      resultType: 'complete',
      _meta: { [SERVER_INFO_KEY]: expect.objectContaining({ name: 'winproc-tui', version: expect.any(String) }) },
    });
    // Tasks are an extension in this revision; the bridge serves none, so it advertises none.
    expect(discover.capabilities).not.toHaveProperty('extensions');
    const list = parsed(answers, 2).result!;
    expect((list.tools as unknown[]).length).toBe(29);
    expect(list).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public', resultType: 'complete', _meta: { [SERVER_INFO_KEY]: { name: 'winproc-tui' } } });
  });

  it('an unsupported version: -32022 naming the supported ones in the modern era, the latest legacy revision from a legacy initialize', async () => {
    const answers = await exchange([
      request(1, 'tools/list', { _meta: modernMeta('1900-01-01') }),
      request(2, 'server/discover', { _meta: modernMeta('2099-01-01') }),
      // A legacy revision is chosen by initialize, never claimed per request.
      request(3, 'tools/call', { ...INVALID_CALL, _meta: modernMeta('2025-11-25') }),
      initialize(4, '1900-01-01'),
      initialize(5, MODERN),
    ]);
    expect(parsed(answers, 1).error).toEqual({ code: -32022, message: 'Unsupported protocol version', data: { supported: [MODERN], requested: '1900-01-01' } });
    expect(parsed(answers, 2).error).toEqual({ code: -32022, message: 'Unsupported protocol version', data: { supported: [MODERN], requested: '2099-01-01' } });
    expect(parsed(answers, 3).error).toEqual({ code: -32022, message: 'Unsupported protocol version', data: { supported: [MODERN], requested: '2025-11-25' } });
    // 2025-11-25 "Version Negotiation": a version the server does not serve is answered with one it does (its latest),
    // never with an error; the client decides whether to go on.
    expect(parsed(answers, 4).result).toMatchObject({ protocolVersion: '2025-11-25' });
    // An initialize without the modern envelope is legacy, whatever version it names.
    expect(parsed(answers, 5).result).toMatchObject({ protocolVersion: '2025-11-25' });
  });

  it('a malformed modern envelope is -32602; methods the revision removed (initialize, ping) or never had are -32601', async () => {
    const answers = await exchange([
      request(1, 'tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN } }),
      request(2, 'tools/list', { _meta: modernMeta(MODERN, { 'io.modelcontextprotocol/clientCapabilities': [] }) }),
      request(3, 'tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': 20260728, 'io.modelcontextprotocol/clientCapabilities': {} } }),
      request(4, 'tools/list', { _meta: modernMeta(MODERN, { 'io.modelcontextprotocol/clientInfo': { name: 'x' } }) }),
      request(5, 'ping', { _meta: modernMeta() }),
      request(6, 'initialize', { protocolVersion: MODERN, capabilities: {}, clientInfo: { name: 'raw', version: '1' }, _meta: modernMeta() }),
      request(7, 'resources/list', { _meta: modernMeta() }),
      // Without the envelope, server/discover is a legacy request, and no legacy revision has it.
      request(8, 'server/discover'),
    ]);
    expect(parsed(answers, 1).error).toEqual({ code: -32602, message: 'Invalid _meta envelope: io.modelcontextprotocol/clientCapabilities: missing (required on every request)' });
    expect(parsed(answers, 2).error).toEqual({ code: -32602, message: 'Invalid _meta envelope: io.modelcontextprotocol/clientCapabilities: must be an object' });
    expect(parsed(answers, 3).error).toEqual({ code: -32602, message: 'Invalid _meta envelope: io.modelcontextprotocol/protocolVersion: must be a string' });
    expect(parsed(answers, 4).error?.code).toBe(-32602);
    for (const id of [5, 6, 7, 8]) expect(parsed(answers, id).error, `request ${id}`).toEqual({ code: -32601, message: 'Method not found' });
  });

  it('decides the era per request: after a legacy handshake a modern request is served modern, and the other way round', async () => {
    const answers = await exchange([
      request(1, 'tools/list', { _meta: modernMeta() }),
      initialize(2, '2025-06-18'),
      request(3, 'tools/list', { _meta: modernMeta() }),
      request(4, 'tools/list'),
    ]);
    expect(parsed(answers, 1).result).toHaveProperty('resultType', 'complete');
    expect(parsed(answers, 2).result).toMatchObject({ protocolVersion: '2025-06-18' });
    expect(parsed(answers, 3).result).toHaveProperty('resultType', 'complete');
    expect(parsed(answers, 4).result).not.toHaveProperty('resultType');
  });

  it('answers byte-identically between the eras where 2026-07-28 does not change the shape', async () => {
    const answers = await exchange([
      initialize(1, '2025-11-25'),
      request(2, 'tools/list'),
      request(3, 'tools/list', { _meta: modernMeta() }),
      request(4, 'tools/call', INVALID_CALL),
      request(5, 'tools/call', { ...INVALID_CALL, _meta: modernMeta() }),
      request(6, 'tools/call', { name: 'winproc_nothing', arguments: {} }),
      request(7, 'tools/call', { name: 'winproc_nothing', arguments: {}, _meta: modernMeta() }),
    ]);
    // The modern result is the legacy result with resultType, cache hints (lists) and _meta appended after it.
    const body = (id: number) => answers.get(id)!.replace(/^\{"result":/, '').replace(/,"jsonrpc":"2\.0","id":\d+\}$/, '');
    const modernTail = /,("ttlMs":3600000,"cacheScope":"public",)?"resultType":"complete","_meta":\{"io\.modelcontextprotocol\/serverInfo":\{[^{}]*\}\}\}$/;
    expect(body(3)).toMatch(modernTail);
    expect(body(3).replace(modernTail, '}')).toBe(body(2));
    expect(body(5)).toMatch(modernTail);
    expect(body(5).replace(modernTail, '}')).toBe(body(4));
    expect(JSON.parse(body(4))).toMatchObject({ isError: true, structuredContent: { error: { code: 'INVALID_ARGUMENT' } } });
    // An error is the same in both eras, its message without a repeated "MCP error -32602:".
    expect(parsed(answers, 6).error).toEqual({ code: -32602, message: 'Unknown tool: use tools/list for the tool names' });
    expect(parsed(answers, 7).error).toEqual(parsed(answers, 6).error);
  });
});
