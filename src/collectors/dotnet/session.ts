// The diagnostics IPC client over a real connection (Unix socket or Windows named pipe): a ProcessInfo probe, and an
// EventPipe session that streams NetTrace into the parser and is ended properly (StopTracing on a second connection,
// then the runtime's end-of-stream, with deadlines) so the target is never left with a session nobody reads.
import { createConnection, type Socket } from 'node:net';
import { clrMajor, collectTracing2Request, describeHresult, HRESULT, IpcProtocolError, parseProcessInfo, parseSessionId, processInfo2Request, processInfoRequest, readReply, stopTracingRequest, type IpcReply, type ProcessInfo, type ProviderConfig } from './ipc.js';
import { NettraceFormatError, NettraceParser, type NettraceEvent, type TraceClock } from './nettrace.js';

/** Why talking to a runtime failed, in terms the collection state reports. */
export type EndpointFailureKind = 'no_endpoint' | 'access_denied' | 'refused' | 'timeout' | 'closed' | 'protocol' | 'runtime_error';

export class EndpointFailure extends Error {
  override readonly name = 'EndpointFailure';
  constructor(
    readonly kind: EndpointFailureKind,
    message: string,
  ) {
    super(message);
  }
}

function connectionFailure(error: NodeJS.ErrnoException): EndpointFailure {
  switch (error.code) {
    case 'ENOENT':
      return new EndpointFailure('no_endpoint', 'no diagnostics endpoint (the runtime disabled diagnostics, or this is not a .NET process)');
    case 'EACCES':
    case 'EPERM':
      return new EndpointFailure('access_denied', 'the diagnostics endpoint belongs to another user (access denied)');
    case 'ECONNREFUSED':
      return new EndpointFailure('refused', 'the diagnostics endpoint refused the connection (a stale socket; the runtime is gone)');
    default:
      return new EndpointFailure('closed', `the diagnostics endpoint failed (${error.code ?? 'connection error'})`);
  }
}

/** Connects, resolving once connected; every failure becomes an EndpointFailure. */
function connect(path: string, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ path });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new EndpointFailure('timeout', 'the diagnostics endpoint did not accept the connection in time'));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(connectionFailure(error));
    });
  });
}

/** Sends one request and reads its reply; `rest` holds bytes that followed it (a session's stream). */
function exchange(socket: Socket, request: Buffer, timeoutMs: number): Promise<{ reply: IpcReply; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let bytes = Buffer.alloc(0);
    const done = (error: Error | null, value?: { reply: IpcReply; rest: Buffer }) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onError);
      if (error) reject(error);
      else resolve(value!);
    };
    const timer = setTimeout(() => done(new EndpointFailure('timeout', 'the runtime did not answer in time')), timeoutMs);
    const onData = (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      try {
        const read = readReply(bytes);
        if (read !== null) done(null, { reply: read.reply, rest: bytes.subarray(read.consumed) });
      } catch (error) {
        done(new EndpointFailure('protocol', error instanceof IpcProtocolError ? error.message : 'malformed reply'));
      }
    };
    const onClose = () => done(new EndpointFailure('closed', 'the endpoint closed the connection without an answer'));
    const onError = (error: NodeJS.ErrnoException) => done(connectionFailure(error));
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.once('error', onError);
    socket.write(request);
  });
}

/** One command on its own connection (the protocol's rule), closed afterwards. */
async function command(path: string, request: Buffer, timeoutMs: number): Promise<IpcReply> {
  const socket = await connect(path, timeoutMs);
  try {
    return (await exchange(socket, request, timeoutMs)).reply;
  } finally {
    socket.destroy();
  }
}

/** Asks the runtime who it is: ProcessInfo2 (CLR version), falling back to ProcessInfo on runtimes without it. */
export async function probeRuntime(path: string, timeoutMs = 3_000): Promise<ProcessInfo> {
  const reply = await command(path, processInfo2Request(), timeoutMs);
  if (reply.ok) return parseInfo(reply.payload, 2);
  if (reply.hresult !== HRESULT.unknownCommand) throw new EndpointFailure('runtime_error', `the runtime refused ProcessInfo: ${describeHresult(reply.hresult)}`);
  const v1 = await command(path, processInfoRequest(), timeoutMs);
  if (!v1.ok) throw new EndpointFailure('runtime_error', `the runtime refused ProcessInfo: ${describeHresult(v1.hresult)}`);
  return parseInfo(v1.payload, 1);
}

function parseInfo(payload: Buffer, version: 1 | 2): ProcessInfo {
  try {
    return parseProcessInfo(payload, version);
  } catch (error) {
    throw new EndpointFailure('protocol', error instanceof IpcProtocolError ? error.message : 'malformed ProcessInfo');
  }
}

/** The lowest runtime the monitor collects from: .NET 5 (CollectTracing2 and the byte-sized GC counters). */
export const MIN_SUPPORTED_MAJOR = 5;

export function isSupportedRuntime(info: ProcessInfo): boolean {
  const major = clrMajor(info.clrProductVersion);
  return major !== null && major >= MIN_SUPPORTED_MAJOR;
}

export interface SessionHandlers {
  onEvents(events: readonly NettraceEvent[], clock: TraceClock | null): void;
  /** The session ended: `failure` null after a clean end-of-stream, else why it broke. Called once. */
  onEnd(failure: EndpointFailure | null): void;
}

/** How long Stop waits for the runtime to flush and end the stream before the connection is simply closed. */
const STOP_DEADLINE_MS = 5_000;

/** A running EventPipe session; `stop()` ends it the way the protocol asks. */
export class EventPipeSession {
  private readonly parser = new NettraceParser();
  private ended = false;
  private endWaiters: (() => void)[] = [];
  private stopping: Promise<void> | null = null;

  private constructor(
    private readonly path: string,
    private readonly socket: Socket,
    readonly sessionId: bigint,
    private readonly handlers: SessionHandlers,
  ) {}

  /** Starts a session; rejects with an EndpointFailure when the runtime refuses or does not answer. */
  static async start(path: string, providers: readonly ProviderConfig[], handlers: SessionHandlers, options: { circularBufferMB?: number; timeoutMs?: number } = {}): Promise<EventPipeSession> {
    const timeoutMs = options.timeoutMs ?? 3_000;
    const socket = await connect(path, timeoutMs);
    let answer: { reply: IpcReply; rest: Buffer };
    try {
      answer = await exchange(socket, collectTracing2Request(providers, options.circularBufferMB ?? 16), timeoutMs);
    } catch (error) {
      socket.destroy();
      throw error;
    }
    if (!answer.reply.ok) {
      socket.destroy();
      throw new EndpointFailure('runtime_error', `the runtime refused the EventPipe session: ${describeHresult(answer.reply.hresult)}`);
    }
    let sessionId: bigint;
    try {
      sessionId = parseSessionId(answer.reply.payload);
    } catch {
      socket.destroy();
      throw new EndpointFailure('protocol', 'the session reply has no session id');
    }
    const session = new EventPipeSession(path, socket, sessionId, handlers);
    session.listen(answer.rest);
    return session;
  }

  private listen(first: Buffer): void {
    this.socket.on('data', (chunk: Buffer) => this.feed(chunk));
    this.socket.on('error', () => undefined); // 'close' follows and ends the session
    this.socket.once('close', () => this.finish(this.parser.ended ? null : new EndpointFailure('closed', 'the runtime closed the session stream before its end (the process exited or stopped the session)')));
    if (first.length > 0) this.feed(first);
  }

  private feed(chunk: Buffer): void {
    if (this.ended) return;
    let events: NettraceEvent[];
    try {
      events = this.parser.push(chunk);
    } catch (error) {
      const message = error instanceof NettraceFormatError ? `the session stream is not valid NetTrace (${error.message})` : 'the session stream could not be read';
      this.finish(new EndpointFailure('protocol', message));
      return;
    }
    if (events.length > 0) this.handlers.onEvents(events, this.parser.clock);
    if (this.parser.ended) this.finish(null);
  }

  private finish(failure: EndpointFailure | null): void {
    if (this.ended) return;
    this.ended = true;
    this.socket.destroy();
    for (const waiter of this.endWaiters.splice(0)) waiter();
    this.handlers.onEnd(failure);
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /**
   * Ends the session: StopTracing on a second connection, then waits for the runtime's end-of-stream (it flushes
   * what it buffered), closing our side after the deadline in any case. A runtime that cannot be reached any more
   * tears the session down itself when its next write to our closed socket fails. Idempotent.
   */
  stop(deadlineMs = STOP_DEADLINE_MS): Promise<void> {
    this.stopping ??= this.runStop(deadlineMs);
    return this.stopping;
  }

  private async runStop(deadlineMs: number): Promise<void> {
    if (this.ended) return;
    const endedOrDeadline = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, deadlineMs);
      this.endWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await command(this.path, stopTracingRequest(this.sessionId), Math.min(deadlineMs, 3_000));
    } catch {
      // The runtime may already be gone; the deadline below still bounds the wait.
    }
    await endedOrDeadline;
    this.finish(this.parser.ended ? null : new EndpointFailure('closed', 'the session was closed after the stop deadline'));
  }
}
