// The bridge's stdio transport: newline-delimited JSON-RPC on stdin/stdout that answers every bad line.
// The SDK's own transport drops invalid JSON silently and ignores stdin EOF; the spec needs -32700 and an exit.
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Readable, Writable } from 'node:stream';

/** A line longer than this is discarded with a -32600 answer instead of growing memory without bound. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

type RequestId = string | number | null;

function idOf(value: unknown): RequestId {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/** A JSON-RPC 2.0 request, notification or response by shape. */
function isJsonRpcMessage(value: unknown): value is JSONRPCMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const message = value as Record<string, unknown>;
  if (message.jsonrpc !== '2.0') return false;
  const id = message.id;
  const validId = typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
  if (typeof message.method === 'string') return id === undefined || validId;
  return validId && ('result' in message || 'error' in message);
}

export class LineStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private chunks: Buffer[] = [];
  private buffered = 0;
  private discarding = false;
  private closed = false;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('close', this.onEnd);
    this.input.on('error', this.onInputError);
  }

  private readonly onData = (chunk: Buffer): void => {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a); newline !== -1; newline = chunk.indexOf(0x0a, start)) {
      this.push(chunk.subarray(start, newline));
      this.flushLine();
      start = newline + 1;
    }
    if (start < chunk.length) this.push(chunk.subarray(start));
  };

  private push(part: Buffer): void {
    if (this.discarding || part.length === 0) return;
    this.buffered += part.length;
    if (this.buffered > MAX_LINE_BYTES) {
      this.chunks = [];
      this.buffered = 0;
      this.discarding = true;
      return;
    }
    this.chunks.push(part);
  }

  private flushLine(): void {
    if (this.discarding) {
      this.discarding = false;
      this.sendError(null, INVALID_REQUEST, `Invalid Request: message exceeds ${MAX_LINE_BYTES} bytes`);
      return;
    }
    const line = Buffer.concat(this.chunks, this.buffered).toString('utf8').replace(/\r$/, '');
    this.chunks = [];
    this.buffered = 0;
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.sendError(null, PARSE_ERROR, 'Parse error');
      return;
    }
    // A structural check only: the SDK's protocol layer validates every message with its own schemas right
    // after this, so parsing it here too would double the per-message cost.
    if (!isJsonRpcMessage(value)) {
      this.sendError(idOf(value), INVALID_REQUEST, 'Invalid Request: not a JSON-RPC 2.0 message');
      return;
    }
    this.onmessage?.(value);
  }

  private readonly onEnd = (): void => {
    void this.close();
  };

  private readonly onInputError = (error: Error): void => {
    this.onerror?.(error);
  };

  private sendError(id: RequestId, code: number, message: string): void {
    this.write(`${JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })}\n`);
  }

  private write(text: string): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed || this.output.destroyed) return resolve();
      if (this.output.write(text)) resolve();
      else this.output.once('drain', () => resolve());
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(`${JSON.stringify(message)}\n`);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('close', this.onEnd);
    this.onclose?.();
  }
}
