// Emits generated/catalog/tools.ts: the tool list exactly as `tools/list` publishes it, for normal and raw mode.
import { type EmittedFile, header, render, stableJson } from '../emit.js';
import type { ResolvedTool } from '../sources.js';

/** Raw mode advertises its own delivery defaults in the catalog (spec §4). */
const RAW_NOTE: Record<string, string> = {
  paged: ' Raw mode (mcp-bridge --raw): limit defaults to 100 rows and captures are kept until winproc_release_capture, expiry or disconnect.',
  capture_starter: ' Raw mode (mcp-bridge --raw): wait_ms defaults to 0, rows are returned only when read is given explicitly (default page 100 rows), and captures are kept until winproc_release_capture, expiry or disconnect.',
  wait_job: ' Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the job handle is returned at once.',
  mutation: ' Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the operation handle is returned at once.',
  immediate: '',
};

function published(tool: ResolvedTool) {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
    annotations: { title: tool.title, ...tool.annotations },
  };
}

export function emitCatalog(tools: readonly ResolvedTool[]): EmittedFile[] {
  const content = render('catalog', 'tools.ts', {
    header: header('catalog', ['schemas/mcp-tools.json', 'schemas/mcp-output-envelope.schema.json', 'schemas/metrics.json']),
    count: tools.length,
    names: stableJson(tools.map((t) => t.name)),
    normal: stableJson(tools.map((t) => published(t))),
    rawNotes: stableJson(Object.fromEntries(tools.filter((t) => RAW_NOTE[t.delivery]).map((t) => [t.name, RAW_NOTE[t.delivery]]))),
  });
  return [{ path: 'generated/catalog/tools.ts', content }];
}
