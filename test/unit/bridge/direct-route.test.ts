// Guards the bridge's direct tools/call route (issue 12): every request it takes must be answered with the very bytes
// the SDK's protocol layer writes for it (results, envelope errors, handler failures, cancellation, drain on EOF),
// and every request it declines must reach the SDK unchanged.
import { PassThrough } from 'node:stream';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import type { ToolAdapter } from '../../../generated/bridge/adapters.js';
import { LazyAbort } from '../../../src/channel/lazy-abort.js';
import { createBridgeServer, type BackendGateway } from '../../../src/bridge/server.js';
import { LineStdioTransport, type DirectRoute } from '../../../src/bridge/stdio-transport.js';
import type { ToolEnvelope } from '../../../src/bridge/envelope.js';

/** What the stub application answers: by backend method, a fixed envelope, an error thrown, or a wait for the abort. */
const STATUS_DATA = {
  application_version: '0.0.0-test',
  backend_instance_id: 'b-1',
  activity: 'live',
  display_paused: false,
  last_sample_at: '2026-12-05T18:00:00.000Z',
  sample_age_ms: 12,
  stale: false,
  permissions: { elevated: false },
  enabled_operations: ['winproc_get_status'],
  limits: { page_limit_default: 5000 },
  // Text that JSON escapes, or that a careless writer would mangle: quotes, backslashes, controls, U+2028, astral.
  note: 'quote " backslash \\ tab \t newline \n nul \u0000 line-sep \u2028 emoji \u{1F600} é',
};
const SUCCESS = { api_version: '1.0', backend_instance_id: 'b-1', source: 'live', captured_at: '2026-12-05T18:00:00.000Z', status: 'complete', warnings: [], data: STATUS_DATA };
const FAILURE = { api_version: '1.0', backend_instance_id: 'b-1', error: { code: 'BUSY', message: 'busy "now"', retryable: true } };

class StubGateway implements BackendGateway {
  calls = 0;
  async call(adapter: ToolAdapter, _args: Record<string, unknown>, cancellation: AbortSignal | LazyAbort): Promise<ToolEnvelope> {
    this.calls++;
    if (adapter.backendMethod === 'get_status') return structuredClone(SUCCESS);
    if (adapter.backendMethod === 'list_metrics') return structuredClone(FAILURE);
    if (adapter.backendMethod === 'get_system_info') throw new Error('the stub application failed');
    // Anything else waits until the call is cancelled (or the transport closes).
    return new Promise((resolve) => LazyAbort.of(cancellation).onAbort(() => resolve(structuredClone(FAILURE))));
  }
}

interface Bridge {
  readonly input: PassThrough;
  readonly gateway: StubGateway;
  /** Requests the direct route answered. */
  readonly direct: { count: number };
  nextLine(): Promise<string>;
  closed: Promise<void>;
}

async function startBridge(withDirectRoute: boolean): Promise<Bridge> {
  const input = new PassThrough();
  const output = new PassThrough();
  const gateway = new StubGateway();
  const { server, toolCalls, modern } = createBridgeServer({ raw: false, gateway });
  const transport = new LineStdioTransport(input, output, { eofDrainTimeoutMs: 5_000 });
  const direct = { count: 0 };
  const counted: DirectRoute = {
    accepts: (params: unknown): params is Record<string, unknown> => toolCalls.accepts(params),
    answer: (params, signal) => {
      direct.count++;
      return toolCalls.answer(params, signal);
    },
  };
  if (withDirectRoute) transport.route('tools/call', counted);
  transport.serveModern(modern);
  const closed = new Promise<void>((resolve) => (server.onclose = () => resolve()));
  await server.connect(transport);
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: output }).on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  const nextLine = () => new Promise<string>((resolve) => (lines.length > 0 ? resolve(lines.shift()!) : waiting.push(resolve)));
  return { input, gateway, direct, nextLine, closed };
}

const call = (id: number | string, params: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params });

/** Requests each answered with one line; `direct` says whether the route must take it. */
const ANSWERED: readonly { readonly name: string; readonly line: string; readonly direct: boolean }[] = [
  { name: 'a success envelope with text JSON must escape', line: call(1, { name: 'winproc_get_status', arguments: {} }), direct: true },
  { name: 'a string id and no arguments', line: call('s-1', { name: 'winproc_get_status' }), direct: true },
  { name: 'a progress token in _meta', line: call(2, { name: 'winproc_get_status', arguments: {}, _meta: { progressToken: 'p' } }), direct: true },
  { name: 'an error envelope (isError)', line: call(3, { name: 'winproc_list_metrics', arguments: {} }), direct: true },
  { name: 'schema-invalid arguments (INVALID_ARGUMENT result)', line: call(4, { name: 'winproc_get_status', arguments: { extra: 1 } }), direct: true },
  { name: 'an unknown tool (-32602)', line: call(5, { name: 'winproc_nothing', arguments: {} }), direct: true },
  { name: 'an empty tool name (-32602)', line: call(6, { name: '', arguments: {} }), direct: true },
  { name: 'a handler failure (-32603 with its message)', line: call(7, { name: 'winproc_get_system_info', arguments: {} }), direct: true },
  { name: 'arguments that are not an object', line: call(8, { name: 'winproc_get_status', arguments: [] }), direct: false },
  { name: 'a name that is not a string', line: call(9, { name: 5 }), direct: false },
  { name: 'no name', line: call(10, { arguments: {} }), direct: false },
  { name: 'task augmentation', line: call(11, { name: 'winproc_get_status', arguments: {}, task: { ttl: 1000 } }), direct: false },
  { name: 'related-task metadata', line: call(12, { name: 'winproc_get_status', _meta: { 'io.modelcontextprotocol/related-task': { taskId: 't' } } }), direct: false },
  { name: 'no params', line: JSON.stringify({ jsonrpc: '2.0', id: 13, method: 'tools/call' }), direct: false },
];

describe('the direct tools/call route', () => {
  it.each(ANSWERED)('answers $name with the bytes the SDK writes', async ({ line, direct }) => {
    const viaSdk = await startBridge(false);
    const viaRoute = await startBridge(true);
    viaSdk.input.write(`${line}\n`);
    viaRoute.input.write(`${line}\n`);
    const expected = await viaSdk.nextLine();
    expect(await viaRoute.nextLine()).toBe(expected);
    expect(viaRoute.direct.count).toBe(direct ? 1 : 0);
    expect(viaSdk.direct.count).toBe(0);
    // Both reached the application equally often (never for an envelope or argument error).
    expect(viaRoute.gateway.calls).toBe(viaSdk.gateway.calls);
  });

  it('sends no answer for a cancelled call, then serves the next one', async () => {
    for (const withRoute of [false, true]) {
      const bridge = await startBridge(withRoute);
      bridge.input.write(`${call(20, { name: 'winproc_get_tracking', arguments: {} })}\n`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      bridge.input.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 20, reason: 'user' } })}\n`);
      bridge.input.write(`${call(21, { name: 'winproc_get_status', arguments: {} })}\n`);
      const next = JSON.parse(await bridge.nextLine()) as { id: unknown };
      // The first line after the cancellation answers the next call: the cancelled one got none.
      expect(next.id).toBe(21);
      expect(bridge.direct.count).toBe(withRoute ? 2 : 0);
    }
  });

  it('a cancellation in the same chunk as its call stops it before it reaches the application', async () => {
    for (const withRoute of [false, true]) {
      const bridge = await startBridge(withRoute);
      const cancel = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 30 } });
      bridge.input.write(`${call(30, { name: 'winproc_get_status', arguments: {} })}\n${cancel}\n${call(31, { name: 'winproc_get_status', arguments: {} })}\n`);
      expect((JSON.parse(await bridge.nextLine()) as { id: unknown }).id).toBe(31);
      expect(bridge.gateway.calls).toBe(1);
    }
  });

  it('answers a call already read when stdin ends, then closes', async () => {
    for (const withRoute of [false, true]) {
      const bridge = await startBridge(withRoute);
      bridge.input.end(`${call(40, { name: 'winproc_get_status', arguments: {} })}\n`);
      expect((JSON.parse(await bridge.nextLine()) as { id: unknown }).id).toBe(40);
      await bridge.closed;
      expect(bridge.direct.count).toBe(withRoute ? 1 : 0);
    }
  });

  it('writes the protocol errors of the SDK without the "MCP error <code>: " prefix its McpError adds', async () => {
    const bridge = await startBridge(true);
    bridge.input.write(`${ANSWERED.find((c) => c.name === 'arguments that are not an object')!.line}\n`);
    const { error } = JSON.parse(await bridge.nextLine()) as { error: { code: number; message: string } };
    expect(error.code).toBe(-32602);
    expect(error.message).toMatch(/^Invalid tools\/call request: /);
  });

  it('a modern-era call (MCP 2026-07-28) is cancelled the same way: no answer, the next call served', async () => {
    const bridge = await startBridge(true);
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
    bridge.input.write(`${call(40, { name: 'winproc_get_tracking', arguments: {}, _meta: meta })}\n`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    bridge.input.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 40 } })}\n`);
    bridge.input.write(`${call(41, { name: 'winproc_get_status', arguments: {}, _meta: meta })}\n`);
    const next = JSON.parse(await bridge.nextLine()) as { id: unknown; result: { resultType: string } };
    expect(next.id).toBe(41);
    expect(next.result.resultType).toBe('complete');
    // Neither went through the legacy direct route: the modern era has its own.
    expect(bridge.direct.count).toBe(0);
  });
});
