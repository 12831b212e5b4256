// Emits generated/bridge/adapters.ts: per tool its delivery class, backend method and delivery arguments.
import { type EmittedFile, header, render, stableJson } from '../emit.js';
import type { JsonObject, ResolvedTool } from '../sources.js';

/** Delivery arguments the bridge consumes itself; they are removed before native dispatch (spec §4). */
const DELIVERY_ARGUMENTS = ['wait_ms', 'read', 'retain_capture'];

/** The delivery arguments a tool's input schema declares, in a fixed order. */
export function deliveryArgumentsOf(tool: ResolvedTool): string[] {
  const properties = (tool.inputSchema.properties ?? {}) as JsonObject;
  return DELIVERY_ARGUMENTS.filter((name) => name in properties);
}

export function emitAdapters(tools: readonly ResolvedTool[]): EmittedFile[] {
  const adapters = tools.map((tool) => {
    const properties = (tool.inputSchema.properties ?? {}) as JsonObject;
    return {
      tool: tool.name,
      delivery: tool.delivery,
      backendMethod: tool.backendMethod,
      deliveryArguments: deliveryArgumentsOf(tool),
      paged: 'limit' in properties || 'cursor' in properties,
      readOnly: tool.annotations.readOnlyHint,
    };
  });
  const content = render('adapters', 'adapters.ts', {
    header: header('adapters', ['schemas/mcp-tools.json']),
    adapters: stableJson(adapters),
  });
  return [{ path: 'generated/bridge/adapters.ts', content }];
}
