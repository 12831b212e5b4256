// A JSON-RPC protocol error the bridge answers with: the code in `code`, the message as written (no code prefix).

/**
 * Thrown by a request handler, answered as `{code, message, data}`. The SDK's own McpError writes "MCP error <code>: "
 * before the message although the code field already says it; this class leaves the message alone.
 */
export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** The message of an SDK McpError without the code prefix it repeats ("MCP error -32602: Unknown tool" -> "Unknown tool"). */
export function withoutCodePrefix(code: number, message: string): string {
  const prefix = `MCP error ${code}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
