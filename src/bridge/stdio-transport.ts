// The bridge's stdio transport: newline-delimited JSON-RPC on stdin/stdout that answers every bad line and routes each request by era.
// The SDK's own transport drops invalid JSON silently and ignores stdin EOF; the spec needs -32700 and an exit.
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Readable, Writable } from 'node:stream';
import { LazyAbort } from '../channel/lazy-abort.js';
import { claimsModernEra } from './eras.js';
import { withoutCodePrefix } from './protocol-error.js';

/** A line longer than this is discarded with a -32600 answer instead of growing memory without bound. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;

/**
 * After stdin EOF the bridge still answers the requests it already accepted, for at most this long: the slowest
 * legitimate call is a visible startup (12 s) followed by the 10 s response deadline, plus delivery's release.
 */
export const EOF_DRAIN_TIMEOUT_MS = 30_000;

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const INTERNAL_ERROR = -32603;
/** The `_meta` key of a message that belongs to a task (the bridge has no tasks capability). */
export const RELATED_TASK_META_KEY = 'io.modelcontextprotocol/related-task';

type RequestId = string | number;

export interface LineStdioTransportOptions {
  /** Bound on answering in-flight requests after stdin EOF (default EOF_DRAIN_TIMEOUT_MS). */
  readonly eofDrainTimeoutMs?: number;
}

type Plain = Record<string, unknown>;

/**
 * A request method the bridge answers itself instead of through the SDK's protocol layer, which costs every message
 * three zod type guards, every request an extra zod parse of its envelope and of its result, and the answer a second
 * serialization of the whole result (the hot path of issue 12). Only requests the route `accepts` take it; any other
 * request of the method goes to the SDK unchanged, so an unusual envelope is answered exactly as before.
 */
export interface DirectRoute {
  /** Whether these params take the direct path: true only where the SDK would hand them to the handler unchanged. */
  accepts(params: unknown): params is Plain;
  /**
   * The result as JSON text. A thrown error is answered as the SDK's protocol layer answers it: its `code` when that
   * is a safe integer (else -32603), its message, its `data` when present.
   */
  answer(params: Plain, cancellation: LazyAbort): Promise<string>;
}

/**
 * Where every request of the modern era goes (a request whose `_meta` claims a protocol version, eras.ts): the SDK's
 * v1 protocol layer speaks only the legacy revisions, so these never reach it. Errors are answered as on a DirectRoute.
 */
export interface ModernRoute {
  answer(method: string, params: Plain, cancellation: LazyAbort): Promise<string>;
}

export function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The SDK's RequestIdSchema: a string or a safe integer (zod's `int()` rejects 4.5, 1e308 and 2^53). */
function isRequestId(value: unknown): value is RequestId {
  return typeof value === 'string' || Number.isSafeInteger(value);
}

function hasOnlyKeys(message: Plain, allowed: readonly string[]): boolean {
  for (const key in message) if (!allowed.includes(key)) return false;
  return true;
}

/** The SDK's RequestMetaSchema: an object whose progressToken and related-task entries, if present, are well formed. */
function isValidMeta(meta: unknown): boolean {
  if (meta === undefined) return true;
  if (!isPlainObject(meta)) return false;
  if (meta.progressToken !== undefined && !isRequestId(meta.progressToken)) return false;
  const related = meta[RELATED_TASK_META_KEY];
  return related === undefined || (isPlainObject(related) && typeof related.taskId === 'string');
}

function isValidParams(params: unknown): boolean {
  return params === undefined || (isPlainObject(params) && isValidMeta(params._meta));
}

const REQUEST_KEYS = ['jsonrpc', 'id', 'method', 'params'];
const NOTIFICATION_KEYS = ['jsonrpc', 'method', 'params'];
const RESULT_KEYS = ['jsonrpc', 'id', 'result'];
const ERROR_KEYS = ['jsonrpc', 'id', 'error'];

export type Classified =
  | { readonly kind: 'request'; readonly id: RequestId; readonly message: JSONRPCMessage }
  | { readonly kind: 'notification' | 'response'; readonly message: JSONRPCMessage }
  | { readonly kind: 'invalid'; readonly id: RequestId | null };

/**
 * Classifies a parsed line exactly as the SDK's protocol layer will (its strict JSONRPCRequest, Notification,
 * ResultResponse and ErrorResponse schemas), without a second zod pass per message. Whatever the SDK would
 * drop without a word is `invalid` here and gets -32600; the id is echoed only when it is itself valid
 * (JSON-RPC 2.0: null when it cannot be determined). test/unit/bridge/stdio-transport.test.ts compares this
 * with the SDK's guards.
 */
export function classify(value: unknown): Classified {
  if (!isPlainObject(value)) return { kind: 'invalid', id: null };
  const id = isRequestId(value.id) ? value.id : null;
  if (value.jsonrpc !== '2.0') return { kind: 'invalid', id };
  const message = value as unknown as JSONRPCMessage;
  if (typeof value.method === 'string') {
    if (!isValidParams(value.params)) return { kind: 'invalid', id };
    if ('id' in value) {
      return id !== null && hasOnlyKeys(value, REQUEST_KEYS) ? { kind: 'request', id, message } : { kind: 'invalid', id };
    }
    return hasOnlyKeys(value, NOTIFICATION_KEYS) ? { kind: 'notification', message } : { kind: 'invalid', id: null };
  }
  if ('result' in value) {
    const valid = id !== null && hasOnlyKeys(value, RESULT_KEYS) && isPlainObject(value.result) && isValidMeta(value.result._meta);
    return valid ? { kind: 'response', message } : { kind: 'invalid', id };
  }
  if ('error' in value) {
    const error = value.error;
    const valid =
      (value.id === undefined || id !== null) &&
      hasOnlyKeys(value, ERROR_KEYS) &&
      isPlainObject(error) &&
      Number.isSafeInteger(error.code) &&
      typeof error.message === 'string';
    return valid ? { kind: 'response', message } : { kind: 'invalid', id };
  }
  return { kind: 'invalid', id };
}

/** The id a response answers, or null for anything else (requests and notifications carry a method). */
function answeredId(message: JSONRPCMessage): RequestId | null {
  if ('method' in message || !('id' in message)) return null;
  const id = (message as { id?: unknown }).id;
  return isRequestId(id) ? id : null;
}

/**
 * The SDK's McpError starts its message with "MCP error <code>: ", which the error's code field already says; the
 * wire carries the message alone (the same message an SDK client then prefixes locally once).
 */
function withoutErrorCodePrefix(message: JSONRPCMessage): JSONRPCMessage {
  if (!('error' in message)) return message;
  const { error } = message as { error: { code: number; message: string } };
  const text = withoutCodePrefix(error.code, error.message);
  return text === error.message ? message : ({ ...message, error: { ...error, message: text } } as JSONRPCMessage);
}

export class LineStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private chunks: Buffer[] = [];
  private buffered = 0;
  private discarding = false;
  private closed = false;
  private inputEnded = false;
  /** Requests handed to the SDK and not answered yet, by id (a count, since a client may reuse an id). */
  private readonly unanswered = new Map<RequestId, number>();
  /** Writes handed to the output stream whose callback has not run yet. */
  private unflushed = 0;
  private drainTimer: NodeJS.Timeout | null = null;
  private readonly eofDrainTimeoutMs: number;
  private readonly routes = new Map<string, DirectRoute>();
  private modern: ModernRoute | null = null;
  /** Requests answered on a direct route and not answered yet, by id, for cancellation (the SDK keeps the same map). */
  private readonly direct = new Map<RequestId, LazyAbort>();

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    options: LineStdioTransportOptions = {},
  ) {
    this.eofDrainTimeoutMs = options.eofDrainTimeoutMs ?? EOF_DRAIN_TIMEOUT_MS;
  }

  /** Answers requests of `method` whose params the route accepts on the route, bypassing the SDK (see DirectRoute). */
  route(method: string, route: DirectRoute): void {
    this.routes.set(method, route);
  }

  /** Answers every modern-era request on `route`, whatever its method (the era is decided per request). */
  serveModern(route: ModernRoute): void {
    this.modern = route;
  }

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('close', this.onEnd);
    this.input.on('error', this.onInputError);
    // A client that stops reading (EPIPE) cannot receive the answers the drain waits for.
    this.output.on('error', this.onOutputError);
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
    const bytes = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.buffered);
    this.chunks = [];
    this.buffered = 0;
    const line = bytes.toString('utf8');
    let value: unknown;
    try {
      // JSON.parse ignores surrounding whitespace, a trailing CR included.
      value = JSON.parse(line);
    } catch {
      if (line.trim() !== '') this.sendError(null, PARSE_ERROR, 'Parse error');
      return;
    }
    const classified = classify(value);
    if (classified.kind === 'invalid') {
      this.sendError(classified.id, INVALID_REQUEST, 'Invalid Request: not a valid JSON-RPC 2.0 message for MCP');
      return;
    }
    if (classified.kind === 'request') {
      this.unanswered.set(classified.id, (this.unanswered.get(classified.id) ?? 0) + 1);
      const { method, params } = classified.message as { method: string; params?: unknown };
      const modern = this.modern;
      if (modern !== null && claimsModernEra(params)) {
        this.answerDirectly(classified.id, (cancellation) => modern.answer(method, params as Plain, cancellation));
        return;
      }
      const route = this.routes.get(method);
      if (route?.accepts(params)) {
        this.answerDirectly(classified.id, (cancellation) => route.answer(params, cancellation));
        return;
      }
    } else if (classified.kind === 'notification') {
      this.noteCancellation(classified.message);
    }
    this.onmessage?.(classified.message);
  }

  /**
   * As the SDK's Protocol#_onrequest: the handler starts on a later microtask (a cancellation later in the same chunk
   * is seen before it starts), a cancelled request gets no answer, an error answers with its code and message.
   */
  private answerDirectly(id: RequestId, work: (cancellation: LazyAbort) => Promise<string>): void {
    // No AbortController unless the call asks for a signal (LazyAbort): most calls are never cancelled.
    const controller = new LazyAbort();
    this.direct.set(id, controller);
    Promise.resolve()
      .then(() => work(controller))
      .then(
        (result) => {
          if (controller.aborted) return;
          // The SDK's key order ({result, jsonrpc, id}): the same bytes as its JSON.stringify of the response.
          return this.answer(id, `{"result":${result},"jsonrpc":"2.0","id":${JSON.stringify(id)}}\n`);
        },
        (error: unknown) => {
          if (controller.aborted) return;
          const { code, message, data } = (error ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
          const answered = Number.isSafeInteger(code) ? (code as number) : INTERNAL_ERROR;
          const text = typeof message === 'string' ? withoutCodePrefix(answered, message) : (message ?? 'Internal error');
          const body = { jsonrpc: '2.0', id, error: { code: answered, message: text, ...(data !== undefined && { data }) } };
          return this.answer(id, `${JSON.stringify(body)}\n`);
        },
      )
      .catch((error: unknown) => this.onerror?.(new Error(`Failed to send response: ${String(error)}`)))
      .finally(() => {
        if (this.direct.get(id) === controller) this.direct.delete(id);
      });
  }

  /** The SDK answers nothing to a request the client cancelled, so the drain must not wait for it. */
  private noteCancellation(message: JSONRPCMessage): void {
    if (!('method' in message) || message.method !== 'notifications/cancelled') return;
    const params = message.params as { requestId?: unknown; reason?: unknown } | undefined;
    const requestId = params?.requestId;
    if (!isRequestId(requestId)) return;
    // A direct request is cancelled as the SDK cancels its own: only by a notification its schema accepts, and never
    // request 0 (Protocol#_oncancel ignores a falsy id).
    if (requestId && (params?.reason === undefined || typeof params.reason === 'string')) this.direct.get(requestId)?.abort(params?.reason);
    this.settle(requestId);
  }

  private settle(id: RequestId): void {
    const count = this.unanswered.get(id);
    if (count === undefined) return;
    if (count > 1) this.unanswered.set(id, count - 1);
    else this.unanswered.delete(id);
    this.finishIfDrained();
  }

  private readonly onEnd = (): void => {
    if (this.inputEnded || this.closed) return;
    this.inputEnded = true;
    this.input.off('data', this.onData);
    // Stdin EOF exits the bridge, but only after every accepted request is answered and written (or the bound passes).
    this.drainTimer = setTimeout(() => void this.close(), this.eofDrainTimeoutMs);
    this.finishIfDrained();
  };

  private finishIfDrained(): void {
    if (this.inputEnded && !this.closed && this.unanswered.size === 0 && this.unflushed === 0) void this.close();
  }

  private readonly onInputError = (error: Error): void => {
    this.onerror?.(error);
  };

  private readonly onOutputError = (): void => {
    if (this.inputEnded) void this.close();
  };

  private sendError(id: RequestId | null, code: number, message: string): void {
    void this.write(`${JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })}\n`);
  }

  private write(text: string): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed || this.output.destroyed) return resolve();
      this.unflushed++;
      // Resolves on the write callback: the bytes are handed to the OS, so an exit after close loses nothing.
      this.output.write(text, () => {
        this.unflushed--;
        resolve();
        this.finishIfDrained();
      });
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    await this.write(`${JSON.stringify(withoutErrorCodePrefix(message))}\n`);
    const id = answeredId(message);
    if (id !== null) this.settle(id);
  }

  /** Writes the answer of a direct request, then counts it answered for the drain, as `send` does for the SDK's. */
  private async answer(id: RequestId, line: string): Promise<void> {
    await this.write(line);
    this.settle(id);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.drainTimer !== null) clearTimeout(this.drainTimer);
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('close', this.onEnd);
    this.output.off('error', this.onOutputError);
    // The SDK aborts its in-flight handlers when the transport closes; direct ones stop the same way.
    for (const controller of this.direct.values()) controller.abort();
    this.onclose?.();
  }
}
