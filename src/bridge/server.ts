// The MCP server of the bridge: the legacy revisions through the SDK, the modern one per request, tools only, validated calls.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ErrorCode, InitializeRequestSchema, type InitializeRequest, type InitializeResult, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { z } from 'zod';
import { adapterFor, type ToolAdapter } from '../../generated/bridge/adapters.js';
import { PACKAGE_VERSION } from '../../generated/package-info.js';
import { LazyAbort } from '../channel/lazy-abort.js';
import { errorEnvelope } from '../contract/envelope.js';
import { resultCheck } from '../contract/result-check.js';
import type { CallEnvelope } from './call-envelope.js';
import { Delivery } from './delivery.js';
import { callToolResultJson, toCallToolResult, type ToolEnvelope } from './envelope.js';
import { legacyAnswerVersion } from './eras.js';
import { createModernRoute } from './modern.js';
import { ProtocolError } from './protocol-error.js';
import { isPlainObject, RELATED_TASK_META_KEY, type DirectRoute, type ModernRoute } from './stdio-transport.js';

/** Who the bridge says it is: in the `initialize` answer (legacy) and in every modern result's `_meta`. */
export const SERVER_INFO = { name: 'winproc-tui', title: 'winproc-tui process monitor', version: PACKAGE_VERSION };

/** Where schema-valid calls go: the application, reached over the local endpoint. */
export interface BackendGateway {
  /**
   * One backend request. Every request of one tool call passes the same `envelope`, so they share its response
   * deadline and its cancellation (spec §4); without one the request is a call of its own.
   */
  call(adapter: ToolAdapter, args: Record<string, unknown>, cancellation: AbortSignal | LazyAbort, envelope?: CallEnvelope): Promise<ToolEnvelope>;
}

export interface BridgeServerOptions {
  readonly raw: boolean;
  readonly gateway: BackendGateway;
}

// A deliberately loose schema: the SDK's own CallToolRequestSchema turns a malformed envelope into -32603
// with a validation dump; the spec wants -32602, so the handler checks the envelope itself.
const LooseCallToolRequest = z.object({ method: z.literal('tools/call'), params: z.unknown().optional() }).passthrough();

// The catalog and validators are large generated modules: loading them after the initialize response keeps
// the bridge's cold start short; the first tools/list or tools/call awaits them if they are not there yet.
let catalogModule: Promise<typeof import('../../generated/catalog/tools.js')> | undefined;
let validationModule: Promise<typeof import('../contract/arguments.js')> | undefined;
const loadCatalog = () => (catalogModule ??= import('../../generated/catalog/tools.js'));
const loadValidation = () => (validationModule ??= import('../contract/arguments.js'));
/** Called once the first answer is on its way: the legacy `initialize`, or any first modern request. */
const preloadToolModules = () => {
  void loadCatalog();
  void loadValidation();
};

const NO_ELICITATION: jsonSchemaValidator = {
  getValidator: () => () => ({ valid: false, data: undefined, errorMessage: 'the winproc-tui bridge does not use elicitation' }),
};

function invalidParams(message: string): ProtocolError {
  return new ProtocolError(ErrorCode.InvalidParams, message);
}

function parseCallEnvelope(params: unknown): { name: string; args: Record<string, unknown> } {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams('tools/call needs params with a tool name');
  }
  const { name, arguments: args } = params as { name?: unknown; arguments?: unknown };
  if (typeof name !== 'string' || name.length === 0) throw invalidParams('tools/call needs params.name as a string');
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) {
    throw invalidParams('tools/call params.arguments must be an object');
  }
  return { name, args: (args ?? {}) as Record<string, unknown> };
}

/**
 * The bridge's MCP server (the legacy revisions), the direct route its transport answers legacy tools/call on
 * (stdio-transport.ts DirectRoute) and the route of every modern-era request (modern.ts).
 */
export interface BridgeServer {
  readonly server: Server;
  readonly toolCalls: DirectRoute;
  readonly modern: ModernRoute;
}

/**
 * The tools/call params the SDK hands to the handler as they are: a string name, arguments absent or an object, no
 * task augmentation (the SDK refuses it: no tasks capability) and no related-task metadata. Anything else keeps the
 * SDK's own path and answers (`Invalid tools/call request: ...`).
 */
function isPlainToolCall(params: unknown): params is Record<string, unknown> {
  if (!isPlainObject(params) || typeof params.name !== 'string' || 'task' in params) return false;
  if (params.arguments !== undefined && !isPlainObject(params.arguments)) return false;
  return params._meta === undefined || (isPlainObject(params._meta) && !(RELATED_TASK_META_KEY in params._meta));
}

export function createBridgeServer(options: BridgeServerOptions): BridgeServer {
  // Delivery wraps the gateway: delivery arguments out, the delivery mode in, managed pages (spec §4).
  const delivery = new Delivery({ raw: options.raw, gateway: options.gateway });
  const server = new Server(
    SERVER_INFO,
    // The SDK would build an Ajv instance at start-up to validate elicitation answers; the bridge never elicits.
    { capabilities: { tools: {} }, jsonSchemaValidator: NO_ELICITATION },
  );

  // The SDK echoes any revision it knows (2024-10-07 too); answer the requested one only where the bridge serves it,
  // else its latest legacy revision, and let the client decide (eras.ts).
  const sdkInitialize = (server as unknown as { _oninitialize(request: InitializeRequest): Promise<InitializeResult> })._oninitialize.bind(server);
  server.setRequestHandler(InitializeRequestSchema, async (request) => {
    const result = await sdkInitialize(request);
    setImmediate(preloadToolModules);
    return { ...result, protocolVersion: legacyAnswerVersion(request.params.protocolVersion) };
  });

  const catalogTools = async () => {
    const { TOOLS, TOOLS_RAW } = await loadCatalog();
    return (options.raw ? TOOLS_RAW : TOOLS).map((tool) => ({ ...tool }));
  };
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await catalogTools() }));

  /** One tool call, whichever way it came: the envelope to deliver, or a ProtocolError for a bad call envelope. */
  const callTool = async (params: unknown, cancellation: LazyAbort): Promise<ToolEnvelope> => {
    const { name, args } = parseCallEnvelope(params);
    const adapter = adapterFor(name);
    const { isKnownTool, validateToolArguments } = await loadValidation();
    if (!adapter || !isKnownTool(name)) throw invalidParams('Unknown tool: use tools/list for the tool names');
    const check = validateToolArguments(name, args);
    if (!check.ok) return checkedResult(name, errorEnvelope(null, check.error.code, check.error.message, false, { field: check.error.field, constraint: check.error.constraint, expected: check.error.expected }));
    return checkedResult(name, await delivery.call(adapter, args, cancellation));
  };

  server.setRequestHandler(LooseCallToolRequest, async (request, extra) => toCallToolResult(await callTool(request.params, LazyAbort.following(extra.signal))));

  const toolCalls: DirectRoute = {
    accepts: isPlainToolCall,
    answer: async (params, cancellation) => callToolResultJson(await callTool(params, cancellation)),
  };
  // The catalog never changes while the bridge runs: its JSON is made once, on the first modern tools/list.
  let toolsJson: Promise<string> | undefined;
  const modernRoute = createModernRoute({
    serverInfo: SERVER_INFO,
    toolsJson: () => (toolsJson ??= catalogTools().then((tools) => JSON.stringify(tools))),
    callToolJson: toolCalls.answer,
  });
  let preloading = false;
  const modern: ModernRoute = {
    answer: (method, params, cancellation) => {
      const answer = modernRoute.answer(method, params, cancellation);
      // No handshake in this era: the first request of any kind starts loading what the next ones need.
      if (!preloading) setImmediate(preloadToolModules);
      preloading = true;
      return answer;
    },
  };
  return { server, toolCalls, modern };
}

/** The result as delivered, or, when the suite's result check finds drift from the output schema, an INTERNAL_ERROR. */
async function checkedResult(tool: string, envelope: ToolEnvelope): Promise<ToolEnvelope> {
  const check = await resultCheck();
  const drift = check?.(tool, envelope) ?? null;
  if (drift === null) return envelope;
  process.stderr.write(`winproc-tui mcp-bridge: ${drift}\n`);
  return errorEnvelope(null, 'INTERNAL_ERROR', `The bridge's answer failed its own output schema (${drift}).`, false);
}
