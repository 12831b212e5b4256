// Emits generated/backend/registry.ts: each backend method's tool, argument type and success-data type.
import { type EmittedFile, header, render } from '../emit.js';
import type { ResolvedTool } from '../sources.js';
import { deliveryArgumentsOf } from './adapters.js';

export function emitRegistry(tools: readonly ResolvedTool[]): EmittedFile[] {
  const methods = tools.map((tool) => {
    const omitted = deliveryArgumentsOf(tool);
    return { method: tool.backendMethod, tool: tool.name, omitted: omitted.map((name) => `'${name}'`).join(' | ') };
  });
  const content = render('registry', 'registry.ts', { header: header('registry', ['schemas/mcp-tools.json']), methods });
  return [{ path: 'generated/backend/registry.ts', content }];
}
