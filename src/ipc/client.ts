// The bridge's IPC client: connects to a verified endpoint, performs the hello/welcome handshake within the
// per-attempt budget, then sends requests with unique ids and resolves their responses (or cancels them).
import { PendingReplies } from '../channel/pending.js';
import { encodeFrame, FrameDecoder, FrameWriter, DEFAULT_MAX_QUEUED_OUTBOUND_BYTES, type JsonObject } from './framing.js';
import type { IpcEndpoint, IpcStream } from './endpoint.js';
import { ConnectionLostError, HandshakeError, type ConnectionLossReason } from './errors.js';
import { decodeBackendMessage, IPC_MAJOR, IPC_MINOR, type IpcRefusedCode, type IpcWelcome } from './messages.js';

/** Spec §3.2: at most two seconds per connection attempt, handshake included. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 2_000;

export interface ClientOptions {
  endpoint: IpcEndpoint;
  /** Package version of the bridge, sent in `hello`. */
  bridgeVersion: string;
  /** Budget for endpoint checks, connect, server verification and handshake together. */
  timeoutMs?: number;
  maxQueuedOutboundBytes?: number;
}

export type ResponseResult = { [key: string]: unknown };

export interface PendingRequest {
  readonly requestId: string;
  /** The response's `result` (which may be an error envelope); rejects with ConnectionLostError on connection loss. */
  readonly result: Promise<ResponseResult>;
}

const REFUSAL_TEXT: Record<IpcRefusedCode, string> = {
  VERSION_MISMATCH: 'the running application speaks a different IPC protocol version',
  CONNECTION_LIMIT: 'the running application already serves the maximum number of MCP connections',
  DISABLED: 'MCP connections are disabled in the running application',
  PEER_REJECTED: 'the running application rejected this process',
};


function handshake(
  stream: IpcStream,
  decoder: FrameDecoder,
  bridgeVersion: string,
  timeoutMs: number,
): Promise<{ welcome: IpcWelcome; rest: JsonObject[] }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('close', onEnd);
      stream.off('error', onEnd);
      fn();
    };
    const onData = (chunk: Buffer): void => {
      const { frames, error } = decoder.push(chunk);
      const first = frames[0];
      if (first === undefined) {
        if (error !== null) settle(() => reject(new HandshakeError('PROTOCOL', 'the endpoint answered with invalid frames; it is not a winproc-tui backend')));
        return;
      }
      // Checked before full validation, as the backend does for hello: another major may carry fields we do not know.
      const major = first['ipc_major'];
      if (first['kind'] === 'welcome' && typeof major === 'number' && major !== IPC_MAJOR) {
        settle(() => reject(new HandshakeError('VERSION_MISMATCH', `the running application speaks IPC major ${major}, this bridge speaks ${IPC_MAJOR}`)));
        return;
      }
      const decoded = decodeBackendMessage(first);
      const message = decoded.ok ? decoded.message : null;
      if (message?.kind === 'welcome') {
        // Anything after the welcome is the connection's business (and, since the backend never speaks first, a violation).
        const rest = frames.slice(1);
        if (error !== null) {
          settle(() => reject(new HandshakeError('PROTOCOL', 'the endpoint sent invalid frames after its welcome')));
          return;
        }
        settle(() => resolve({ welcome: message, rest }));
      } else if (message?.kind === 'refused') {
        const code = message.code;
        settle(() => reject(new HandshakeError('REFUSED', REFUSAL_TEXT[code], code)));
      } else {
        settle(() => reject(new HandshakeError('PROTOCOL', 'the endpoint did not answer with a winproc-tui welcome; it is not a winproc-tui backend')));
      }
    };
    const onEnd = (): void => {
      settle(() => reject(new HandshakeError('CLOSED', 'the endpoint closed the connection during the handshake')));
    };
    const timer = setTimeout(() => {
      settle(() => reject(new HandshakeError('TIMEOUT', `the endpoint did not complete the handshake within ${timeoutMs} ms`)));
    }, timeoutMs);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('close', onEnd);
    stream.on('error', onEnd);
    stream.write(encodeFrame({ kind: 'hello', ipc_major: IPC_MAJOR, ipc_minor: IPC_MINOR, bridge_version: bridgeVersion }));
  });
}

export class IpcClient {
  private readonly pending = new PendingReplies<string, ResponseResult>();
  private readonly closeSubscribers = new Set<(err: ConnectionLostError) => void>();
  private readonly writer: FrameWriter;
  private nextId = 1;
  private lost: ConnectionLostError | null = null;

  private constructor(
    private readonly stream: IpcStream,
    private readonly decoder: FrameDecoder,
    readonly welcome: IpcWelcome,
    maxQueuedOutboundBytes: number,
  ) {
    this.writer = new FrameWriter(stream, {
      maxQueuedBytes: maxQueuedOutboundBytes,
      onOverflow: () => this.fail('WRITE_OVERFLOW', 'the backend stopped reading requests'),
    });
    stream.on('data', (chunk: Buffer) => this.onData(chunk));
    stream.on('end', () => this.fail('REMOTE_CLOSED', 'the backend closed the connection'));
    stream.on('close', () => this.fail('REMOTE_CLOSED', 'the backend closed the connection'));
    stream.on('error', () => this.fail('SOCKET_ERROR', 'the connection to the backend failed'));
  }

  /**
   * Connects, verifies and handshakes within `timeoutMs` (default 2 s). Throws EndpointInsecureError,
   * EndpointUnavailableError (check `.missing`), ServerRejectedError or HandshakeError.
   */
  static async connect(options: ClientOptions): Promise<IpcClient> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const deadline = Date.now() + timeoutMs;
    const stream = await options.endpoint.connect(timeoutMs);
    const decoder = new FrameDecoder();
    try {
      const { welcome, rest } = await handshake(stream, decoder, options.bridgeVersion, Math.max(1, deadline - Date.now()));
      const client = new IpcClient(stream, decoder, welcome, options.maxQueuedOutboundBytes ?? DEFAULT_MAX_QUEUED_OUTBOUND_BYTES);
      for (const frame of rest) client.onFrame(frame);
      return client;
    } catch (err) {
      stream.destroy();
      throw err;
    }
  }

  get backendInstanceId(): string {
    return this.welcome.backend_instance_id;
  }

  get closed(): boolean {
    return this.lost !== null;
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  /** Sends a request; the id is unique among this connection's pending requests. */
  send(method: string, args: { [key: string]: unknown }): PendingRequest {
    const requestId = `r${this.nextId++}`;
    if (this.lost !== null) return { requestId, result: Promise.reject(this.lost) };
    let frame: Buffer;
    try {
      frame = encodeFrame({ kind: 'request', request_id: requestId, method, arguments: args });
    } catch (err) {
      return { requestId, result: Promise.reject(err instanceof Error ? err : new Error('request cannot be encoded')) };
    }
    const result = this.pending.wait(requestId);
    this.writer.write(frame);
    return { requestId, result };
  }

  request(method: string, args: { [key: string]: unknown }): Promise<ResponseResult> {
    return this.send(method, args).result;
  }

  /** Asks the backend to stop a pending request; it still answers it (typically CANCELLED). False if not pending. */
  cancel(requestId: string): boolean {
    if (this.lost !== null || !this.pending.has(requestId)) return false;
    return this.writer.write(encodeFrame({ kind: 'cancel', request_id: requestId }));
  }

  /** Closes the connection; pending requests reject with ConnectionLostError('LOCAL_CLOSED'). */
  close(): void {
    this.fail('LOCAL_CLOSED', 'the connection was closed by the bridge');
  }

  /** Called once when the connection is lost or closed. Returns the unsubscribe function. */
  onClose(subscriber: (err: ConnectionLostError) => void): () => void {
    if (this.lost !== null) {
      const lost = this.lost;
      queueMicrotask(() => subscriber(lost));
      return () => undefined;
    }
    this.closeSubscribers.add(subscriber);
    return () => this.closeSubscribers.delete(subscriber);
  }

  private onData(chunk: Buffer): void {
    if (this.lost !== null) return;
    const { frames, error } = this.decoder.push(chunk);
    for (const frame of frames) {
      if (this.lost !== null) return;
      this.onFrame(frame);
    }
    if (error !== null) this.fail('PROTOCOL_ERROR', `the backend sent an invalid frame (${error.code})`);
  }

  private onFrame(frame: JsonObject): void {
    const decoded = decodeBackendMessage(frame);
    if (!decoded.ok || decoded.message.kind !== 'response') {
      this.fail('PROTOCOL_ERROR', 'the backend sent an unexpected message');
      return;
    }
    const response = decoded.message;
    if (!this.pending.settle(response.request_id, response.result)) this.fail('PROTOCOL_ERROR', 'the backend answered a request that is not pending');
  }

  private fail(reason: ConnectionLossReason, message: string): void {
    if (this.lost !== null) return;
    const lost = new ConnectionLostError(reason, message);
    this.lost = lost;
    this.stream.destroy();
    this.pending.failAll(lost);
    for (const s of this.closeSubscribers) s(lost);
    this.closeSubscribers.clear();
  }
}
