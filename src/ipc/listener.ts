// The backend's IPC listener: accepts verified peers up to the connection limit, runs one ServerConnection each,
// and reports authenticated connections (the TUI's MCP badge). Lives in the MCP worker, never on the UI thread.
import { randomUUID } from 'node:crypto';
import { DEFAULT_MAX_QUEUED_OUTBOUND_BYTES } from './framing.js';
import { refuseAndClose, ServerConnection, type CloseReason, type ConnectionLimits, type Dispatcher } from './connection.js';
import type { IpcEndpoint, IpcServerHandle, IpcStream } from './endpoint.js';
import type { PeerDecision, PeerIdentity, PeerRejectReason } from './peer.js';

export interface ListenerLimits extends ConnectionLimits {
  /** Connections admitted at once (handshaking or authenticated); spec §8: 4. */
  maxConnections: number;
  /**
   * At capacity, a new connection evicts the authenticated connection that has been idle longest (no request in
   * flight), provided it has been idle at least this long; otherwise the newcomer is refused with CONNECTION_LIMIT.
   * A bridge holds its connection idle between tool calls, so only contention ever closes an idle connection.
   */
  minIdleBeforeEvictionMs: number;
}

export const DEFAULT_LISTENER_LIMITS: ListenerLimits = {
  maxConnections: 4,
  maxInFlight: 8,
  handshakeTimeoutMs: 2_000,
  frameCompletionTimeoutMs: 10_000,
  minIdleBeforeEvictionMs: 60_000,
  maxQueuedOutboundBytes: DEFAULT_MAX_QUEUED_OUTBOUND_BYTES,
  refusalLingerMs: 2_000,
};

export interface ListenerOptions {
  endpoint: IpcEndpoint;
  dispatch: Dispatcher;
  /** Package version of the running application, sent in `welcome`. */
  applicationVersion: string;
  limits?: Partial<ListenerLimits>;
  /** Monotonic milliseconds for idle accounting; injectable so tests need not wait (default performance.now). */
  now?: () => number;
}

/** Authenticated-connection changes; `count` is the number of authenticated connections after the change. */
export type ConnectionEvent =
  | { type: 'opened'; connectionId: string; peer: PeerIdentity; count: number }
  | { type: 'closed'; connectionId: string; reason: CloseReason; count: number };

/** Everything the listener did, for diagnostics and tests; never contains payload content. */
export type ListenerDiagnostic =
  | { type: 'refused'; code: 'PEER_REJECTED'; reason: PeerRejectReason }
  | { type: 'refused'; code: 'CONNECTION_LIMIT' }
  | { type: 'evicted'; connectionId: string; idleMs: number }
  | { type: 'closed'; connectionId: string; authenticated: boolean; reason: CloseReason; detail: string | null };

type Subscriber<T> = (event: T) => void;

export class IpcListener {
  /** New for every listener start; a new listener invalidates every connection-owned reference (spec §3.2). */
  readonly backendInstanceId: string = randomUUID();
  readonly path: string;
  private readonly limits: ListenerLimits;
  private readonly now: () => number;
  private readonly admitted = new Set<ServerConnection>();
  private readonly streams = new Set<IpcStream>();
  private readonly connectionSubscribers = new Set<Subscriber<ConnectionEvent>>();
  private readonly diagnosticSubscribers = new Set<Subscriber<ListenerDiagnostic>>();
  private authenticatedCount = 0;
  private nextConnection = 1;
  private handle: IpcServerHandle | null = null;
  private closing: Promise<void> | null = null;

  private constructor(private readonly options: ListenerOptions) {
    this.path = options.endpoint.path;
    this.limits = { ...DEFAULT_LISTENER_LIMITS, ...options.limits };
    this.now = options.now ?? (() => performance.now());
  }

  /** Creates the endpoint and starts accepting. Fails (EndpointInsecureError, EndpointBusyError, …) without side effects. */
  static async start(options: ListenerOptions): Promise<IpcListener> {
    const listener = new IpcListener(options);
    listener.handle = await options.endpoint.listen((stream, decision) => listener.onAccept(stream, decision));
    return listener;
  }

  /** Connections that completed the handshake; the TUI shows its MCP badge while this is at least 1. */
  get connectionCount(): number {
    return this.authenticatedCount;
  }

  /** Connections holding a slot (handshaking or authenticated). */
  get admittedCount(): number {
    return this.admitted.size;
  }

  get closed(): boolean {
    return this.closing !== null;
  }

  /** Subscribes to authenticated-connection changes; returns the unsubscribe function. */
  onConnectionChange(subscriber: Subscriber<ConnectionEvent>): () => void {
    this.connectionSubscribers.add(subscriber);
    return () => this.connectionSubscribers.delete(subscriber);
  }

  onDiagnostic(subscriber: Subscriber<ListenerDiagnostic>): () => void {
    this.diagnosticSubscribers.add(subscriber);
    return () => this.diagnosticSubscribers.delete(subscriber);
  }

  /** Stops accepting, closes every connection (aborting their pending requests) and removes the endpoint. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const handle = this.handle;
      this.handle = null;
      const stopped = handle?.close();
      for (const conn of [...this.admitted]) conn.close('LISTENER_CLOSED', null);
      for (const stream of this.streams) stream.destroy();
      this.streams.clear();
      await stopped;
    })();
    return this.closing;
  }

  private onAccept(stream: IpcStream, decision: PeerDecision): void {
    if (this.closing !== null) {
      stream.destroy();
      return;
    }
    this.streams.add(stream);
    stream.on('close', () => this.streams.delete(stream));
    // Errors are handled by whoever owns the stream next; this keeps an early reset from becoming an uncaught error.
    stream.on('error', () => undefined);

    if (decision.verdict === 'reject') {
      this.emitDiagnostic({ type: 'refused', code: 'PEER_REJECTED', reason: decision.reason });
      refuseAndClose(stream, 'PEER_REJECTED', 'this backend does not accept connections from that peer', this.limits.refusalLingerMs);
      return;
    }
    if (this.admitted.size >= this.limits.maxConnections) this.evictIdlest();
    if (this.admitted.size >= this.limits.maxConnections) {
      this.emitDiagnostic({ type: 'refused', code: 'CONNECTION_LIMIT' });
      refuseAndClose(
        stream,
        'CONNECTION_LIMIT',
        `the backend already serves ${this.limits.maxConnections} connections; close another MCP client and retry`,
        this.limits.refusalLingerMs,
      );
      return;
    }

    const conn = new ServerConnection({
      id: `conn-${this.nextConnection++}`,
      stream,
      peer: decision.peer,
      dispatch: this.options.dispatch,
      limits: this.limits,
      backendInstanceId: this.backendInstanceId,
      applicationVersion: this.options.applicationVersion,
      now: this.now,
      onAuthenticated: (c) => {
        this.authenticatedCount++;
        this.emitConnection({ type: 'opened', connectionId: c.id, peer: c.peer, count: this.authenticatedCount });
      },
      onClosed: (c, reason, detail) => {
        this.admitted.delete(c);
        const wasAuthenticated = c.wasAuthenticated;
        if (wasAuthenticated) {
          this.authenticatedCount--;
          this.emitConnection({ type: 'closed', connectionId: c.id, reason, count: this.authenticatedCount });
        }
        this.emitDiagnostic({ type: 'closed', connectionId: c.id, authenticated: wasAuthenticated, reason, detail });
      },
    });
    this.admitted.add(conn);
  }

  /** Closes the connection idle longest if it has been idle at least minIdleBeforeEvictionMs, freeing its slot. */
  private evictIdlest(): void {
    const nowMs = this.now();
    let victim: ServerConnection | null = null;
    let longest = -1;
    for (const conn of this.admitted) {
      const idle = conn.idleForMs(nowMs);
      if (idle !== null && idle >= this.limits.minIdleBeforeEvictionMs && idle > longest) {
        victim = conn;
        longest = idle;
      }
    }
    if (victim === null) return;
    this.emitDiagnostic({ type: 'evicted', connectionId: victim.id, idleMs: longest });
    victim.close('IDLE_EVICTED', null);
  }

  private emitConnection(event: ConnectionEvent): void {
    for (const s of this.connectionSubscribers) s(event);
  }

  private emitDiagnostic(event: ListenerDiagnostic): void {
    for (const s of this.diagnosticSubscribers) s(event);
  }
}
