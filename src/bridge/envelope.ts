// Turns envelopes into MCP tool results: the same JSON in structuredContent and in one text block (spec §4).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** Any tool result envelope as it crosses the bridge: success or error, tool data untyped. */
export type ToolEnvelope = object;

export function isErrorEnvelope(envelope: ToolEnvelope): boolean {
  const error = (envelope as { error?: unknown }).error;
  return typeof error === 'object' && error !== null;
}

export function toCallToolResult(envelope: ToolEnvelope): CallToolResult {
  const text = JSON.stringify(envelope);
  return {
    content: [{ type: 'text', text }],
    structuredContent: envelope as Record<string, unknown>,
    isError: isErrorEnvelope(envelope),
  };
}

/**
 * The JSON text of toCallToolResult(envelope) as the SDK serializes it (its result schema keeps this key order),
 * with the envelope serialized once: structuredContent is the very text the text block carries.
 */
export function callToolResultJson(envelope: ToolEnvelope): string {
  const text = JSON.stringify(envelope);
  return `{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":${text},"isError":${isErrorEnvelope(envelope)}}`;
}
