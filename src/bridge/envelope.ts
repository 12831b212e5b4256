// Builds tool results: the same JSON in structuredContent and in one text block (spec §4), errors included.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ErrorCode, WinprocError } from '../../generated/types/envelope.js';

/** Any tool result envelope as it crosses the bridge: success or error, tool data untyped. */
export type ToolEnvelope = object;

export function errorEnvelope(
  code: ErrorCode,
  message: string,
  retryable: boolean,
  extra: Partial<Omit<WinprocError['error'], 'code' | 'message' | 'retryable'>> = {},
  backendInstanceId: string | null = null,
): WinprocError {
  return { api_version: '1.0', backend_instance_id: backendInstanceId, error: { code, message, retryable, ...extra } };
}

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
