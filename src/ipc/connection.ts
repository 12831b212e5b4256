// One accepted, peer-verified backend connection: handshake, request bookkeeping (ids, in-flight limit, cancel),
// dispatch to the owner's callback, and the single writer. Any protocol violation closes this connection only.
import { LazyAbort } from '../channel/lazy-abort.js';
import { encodeFrame, FrameDecoder, FrameTooLargeError, FrameWriter, type JsonObject } from './framing.js';
import type { IpcStream } from './endpoint.js';
import { decodeBridgeMessage, errorResult, IPC_MAJOR, IPC_MINOR, type IpcRefusedCode, type IpcRequest } from './messages.js';
import type { PeerIdentity } from './peer.js';

export interface DispatchContext {
  connectionId: string;
  requestId: string;
  /** Aborted by a `cancel` for this request, or when the connection closes. */
  signal: AbortSignal;
}

/**
 * The owner's request handler. It resolves to the response `result` (the tool's output envelope); an unknown
 * method is its business (INVALID_ARGUMENT). Throwing a DispatchError answers with that error; anything else
 * thrown answers INTERNAL_ERROR without its message.
 */
export type Dispatcher = (method: string, args: { [key: string]: unknown }, ctx: DispatchContext) => Promise<object>;

/** Thrown by a dispatcher to answer with a specific, safe error result. */
export class DispatchError extends Error {
  override readonly name = 'DispatchError';
  constructor(
    readonly code: string,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export type CloseReason =
  | 'REMOTE_CLOSED'
  | 'TRUNCATED'
  | 'SOCKET_ERROR'
  | 'HANDSHAKE_TIMEOUT'
  | 'FRAME_ERROR'
  | 'INVALID_MESSAGE'
  | 'INVALID_REQUEST_ID'
  | 'DUPLICATE_REQUEST_ID'
  | 'VERSION_MISMATCH'
  | 'OUTBOUND_OVERFLOW'
  | 'FRAME_TIMEOUT'
  /** At capacity, an authenticated connection whose peer process no longer exists. */
  | 'PEER_GONE'
  | 'LISTENER_CLOSED';

export interface ConnectionLimits {
  maxInFlight: number;
  handshakeTimeoutMs: number;
  /** A frame whose first byte has arrived must be complete within this time, so a trickling peer cannot hold its slot. */
  frameCompletionTimeoutMs: number;
  maxQueuedOutboundBytes: number;
  refusalLingerMs: number;
}

export interface ServerConnectionOptions {
  id: string;
  stream: IpcStream;
  peer: PeerIdentity;
  dispatch: Dispatcher;
  limits: ConnectionLimits;
  backendInstanceId: string;
  applicationVersion: string;
  onAuthenticated: (conn: ServerConnection) => void;
  /** Called exactly once; `detail` is a safe code (such as a FrameErrorCode), never payload content. */
  onClosed: (conn: ServerConnection, reason: CloseReason, detail: string | null) => void;
}

type State = 'awaiting-hello' | 'ready' | 'closed';

/**
 * Sends a `refused` frame, half-closes, and discards whatever the peer still sends until it hangs up or the linger
 * expires. Half-closing first lets a client that is still writing its hello read the refusal instead of EPIPE.
 */
export function refuseAndClose(stream: IpcStream, code: IpcRefusedCode, message: string, lingerMs: number): void {
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    stream.destroy();
  };
  const timer = setTimeout(finish, lingerMs);
  stream.removeAllListeners('data');
  stream.on('data', () => undefined);
  stream.on('end', finish);
  stream.on('error', finish);
  stream.on('close', finish);
  stream.end(encodeFrame({ kind: 'refused', code, message }));
}

export class ServerConnection {
  readonly id: string;
  readonly peer: PeerIdentity;
  private state: State = 'awaiting-hello';
  private readonly stream: IpcStream;
  private readonly decoder = new FrameDecoder();
  private readonly writer: FrameWriter;
  private readonly pending = new Map<string, LazyAbort>();
  private handshakeTimer: NodeJS.Timeout | null;
  private frameTimer: NodeJS.Timeout | null = null;
  private welcomed = false;

  constructor(private readonly options: ServerConnectionOptions) {
    this.id = options.id;
    this.peer = options.peer;
    this.stream = options.stream;
    this.writer = new FrameWriter(this.stream, {
      maxQueuedBytes: options.limits.maxQueuedOutboundBytes,
      onOverflow: () => this.close('OUTBOUND_OVERFLOW', null),
    });
    this.handshakeTimer = setTimeout(() => this.close('HANDSHAKE_TIMEOUT', null), options.limits.handshakeTimeoutMs);
    this.stream.on('data', (chunk: Buffer) => this.onData(chunk));
    this.stream.on('end', () => {
      const truncated = this.decoder.end();
      this.close(truncated ? 'TRUNCATED' : 'REMOTE_CLOSED', truncated ? truncated.code : null);
    });
    this.stream.on('error', () => this.close('SOCKET_ERROR', null));
    this.stream.on('close', () => this.close('REMOTE_CLOSED', null));
  }

  get authenticated(): boolean {
    return this.state === 'ready';
  }

  /** Whether the handshake completed at some point (still true after close). */
  get wasAuthenticated(): boolean {
    return this.welcomed;
  }

  get closed(): boolean {
    return this.state === 'closed';
  }

  /** Requests dispatched and not yet answered. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** Closes the connection and aborts every pending request's signal. Idempotent. */
  close(reason: CloseReason, detail: string | null): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.clearHandshakeTimer();
    this.clearFrameTimer();
    for (const controller of this.pending.values()) controller.abort();
    this.pending.clear();
    this.stream.destroy();
    this.options.onClosed(this, reason, detail);
  }

  private clearHandshakeTimer(): void {
    if (this.handshakeTimer !== null) {
      clearTimeout(this.handshakeTimer);
      this.handshakeTimer = null;
    }
  }

  private clearFrameTimer(): void {
    if (this.frameTimer !== null) {
      clearTimeout(this.frameTimer);
      this.frameTimer = null;
    }
  }

  private onData(chunk: Buffer): void {
    if (this.state === 'closed') return;
    const { frames, error } = this.decoder.push(chunk);
    for (const frame of frames) {
      if (this.closed) return; // a previous frame may have closed the connection
      this.onFrame(frame);
    }
    if (error !== null) {
      this.close('FRAME_ERROR', error.code);
      return;
    }
    if (this.closed) return;
    // The clock starts with a frame's first byte and is not reset by later bytes: one byte a minute still times out.
    if (this.decoder.atBoundary) this.clearFrameTimer();
    else this.frameTimer ??= setTimeout(() => this.close('FRAME_TIMEOUT', null), this.options.limits.frameCompletionTimeoutMs);
  }

  private onFrame(frame: JsonObject): void {
    if (this.state === 'awaiting-hello') {
      this.onHandshakeFrame(frame);
      return;
    }
    const decoded = decodeBridgeMessage(frame);
    if (!decoded.ok) {
      if (decoded.problem === 'request_id_too_long') this.close('INVALID_REQUEST_ID', null);
      else this.close('INVALID_MESSAGE', typeof frame['kind'] === 'string' ? 'unexpected or malformed message' : 'missing kind');
      return;
    }
    const message = decoded.message;
    if (message.kind === 'request') {
      this.onRequest(message);
    } else if (message.kind === 'cancel') {
      // An unknown or finished id has no effect (spec §5).
      this.pending.get(message.request_id)?.abort();
    } else {
      this.close('INVALID_MESSAGE', 'unexpected or malformed message');
    }
  }

  private onHandshakeFrame(frame: JsonObject): void {
    // Checked before full validation so that a future major, whose hello may carry new fields, is told why.
    if (frame['kind'] === 'hello' && typeof frame['ipc_major'] === 'number' && frame['ipc_major'] !== IPC_MAJOR) {
      this.refuse('VERSION_MISMATCH', `this backend speaks IPC major ${IPC_MAJOR}`);
      return;
    }
    const decoded = decodeBridgeMessage(frame);
    if (!decoded.ok || decoded.message.kind !== 'hello') {
      this.close('INVALID_MESSAGE', 'expected hello');
      return;
    }
    this.clearHandshakeTimer();
    this.state = 'ready';
    this.send({
      kind: 'welcome',
      ipc_major: IPC_MAJOR,
      ipc_minor: IPC_MINOR,
      backend_instance_id: this.options.backendInstanceId,
      application_version: this.options.applicationVersion,
    });
    if (this.state === 'ready') {
      this.welcomed = true;
      this.options.onAuthenticated(this);
    }
  }

  private onRequest(request: IpcRequest): void {
    const id = request.request_id;
    if (this.pending.has(id)) {
      this.close('DUPLICATE_REQUEST_ID', null);
      return;
    }
    if (this.pending.size >= this.options.limits.maxInFlight) {
      this.respond(id, errorResult('BUSY', `at most ${this.options.limits.maxInFlight} requests may be in flight per connection`, true));
      return;
    }
    const controller = new LazyAbort();
    this.pending.set(id, controller);
    const ctx: DispatchContext = {
      connectionId: this.id,
      requestId: id,
      get signal() {
        return controller.signal;
      },
    };
    let work: Promise<object>;
    try {
      work = this.options.dispatch(request.method, request.arguments, ctx);
    } catch (err) {
      work = Promise.reject(err);
    }
    work.then(
      (result) => this.complete(id, controller, result),
      (err: unknown) => this.complete(id, controller, this.resultForError(err, controller.aborted)),
    );
  }

  private resultForError(err: unknown, aborted: boolean): object {
    if (err instanceof DispatchError) return errorResult(err.code, err.message, err.retryable);
    if (aborted) return errorResult('CANCELLED', 'the request was cancelled', false);
    return errorResult('INTERNAL_ERROR', 'the backend failed to handle the request', false);
  }

  private complete(id: string, controller: LazyAbort, result: unknown): void {
    // A closed connection cleared `pending`; a late result then has nowhere to go and is dropped.
    if (this.pending.get(id) !== controller) return;
    this.pending.delete(id);
    const body =
      typeof result === 'object' && result !== null && !Array.isArray(result)
        ? result
        : errorResult('INTERNAL_ERROR', 'the backend produced an invalid result', false);
    this.respond(id, body);
  }

  private respond(id: string, result: object): void {
    let frame: Buffer;
    try {
      frame = encodeFrame({ kind: 'response', request_id: id, result });
    } catch (err) {
      const fallback =
        err instanceof FrameTooLargeError
          ? errorResult('RESULT_TOO_LARGE', 'the encoded result exceeds the 4 MiB message limit', false)
          : errorResult('INTERNAL_ERROR', 'the backend produced a result that cannot be encoded', false);
      frame = encodeFrame({ kind: 'response', request_id: id, result: fallback });
    }
    if (this.state !== 'closed') this.writer.write(frame);
  }

  private send(message: object): void {
    if (this.state !== 'closed') this.writer.write(encodeFrame(message));
  }

  private refuse(code: IpcRefusedCode, message: string): void {
    this.state = 'closed';
    this.clearHandshakeTimer();
    this.clearFrameTimer();
    this.stream.removeAllListeners('end');
    this.stream.removeAllListeners('error');
    this.stream.removeAllListeners('close');
    refuseAndClose(this.stream, code, message, this.options.limits.refusalLingerMs);
    this.options.onClosed(this, 'VERSION_MISMATCH', null);
  }
}
