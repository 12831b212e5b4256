// The backend's IPC listener: accepts verified peers up to the connection limit, runs one ServerConnection each,
// and reports authenticated connections (the TUI's MCP badge). Lives in the MCP worker, never on the UI thread.
import { randomUUID } from 'node:crypto';
import { DEFAULT_MAX_QUEUED_OUTBOUND_BYTES } from './framing.js';
import { refuseAndClose, ServerConnection, type CloseReason, type ConnectionLimits, type Dispatcher } from './connection.js';
import type { IpcServerHandle, IpcStream } from './endpoint.js';
import type { ListeningEndpoint } from './handover.js';
import type { PeerDecision, PeerIdentity, PeerRejectReason } from './peer.js';

export interface ListenerLimits extends ConnectionLimits {
  /**
   * Connections admitted at once (handshaking or authenticated); spec §3.2, §8: 4. At capacity a newcomer is refused
   * with CONNECTION_LIMIT: a live connection is never closed to make room, however long it idles (a model may think
   * for minutes between calls, and its references, captures and jobs live until release, expiry or disconnect).
   * Only an authenticated connection whose bridge process no longer exists is closed first (see peerAlive).
   */
  maxConnections: number;
}

export const DEFAULT_LISTENER_LIMITS: ListenerLimits = {
  maxConnections: 4,
  maxInFlight: 8,
  handshakeTimeoutMs: 2_000,
  frameCompletionTimeoutMs: 10_000,
  maxQueuedOutboundBytes: DEFAULT_MAX_QUEUED_OUTBOUND_BYTES,
  refusalLingerMs: 2_000,
};

export interface ListenerOptions {
  endpoint: ListeningEndpoint;
  dispatch: Dispatcher;
  /** Package version of the running application, sent in `welcome`. */
  applicationVersion: string;
  limits?: Partial<ListenerLimits>;
  /** Whether the process behind a peer still exists (default: signal 0 to its pid); injectable for tests. */
  peerAlive?: (peer: PeerIdentity) => boolean;
}

/**
 * Whether a process with the peer's pid exists: signal 0 checks without sending anything; EPERM means it exists
 * but is not ours. A reused pid reads as alive, which only ever keeps a connection (never closes a live one).
 */
export function processExists(peer: PeerIdentity): boolean {
  try {
    process.kill(peer.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Authenticated-connection changes; `count` is the number of authenticated connections after the change. */
export type ConnectionEvent =
  | { type: 'opened'; connectionId: string; peer: PeerIdentity; count: number }
  | { type: 'closed'; connectionId: string; reason: CloseReason; count: number };

/** Everything the listener did, for diagnostics and tests; never contains payload content. */
export type ListenerDiagnostic =
  | { type: 'refused'; code: 'PEER_REJECTED'; reason: PeerRejectReason }
  | { type: 'refused'; code: 'CONNECTION_LIMIT' }
  | { type: 'peer-gone'; connectionId: string; pid: number }
  | { type: 'closed'; connectionId: string; authenticated: boolean; reason: CloseReason; detail: string | null };

type Subscriber<T> = (event: T) => void;

export class IpcListener {
  /** New for every listener start; a new listener invalidates every connection-owned reference (spec §3.2). */
  readonly backendInstanceId: string = randomUUID();
  readonly path: string;
  private readonly limits: ListenerLimits;
  private readonly peerAlive: (peer: PeerIdentity) => boolean;
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
    this.peerAlive = options.peerAlive ?? processExists;
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
    if (this.admitted.size >= this.limits.maxConnections) this.closeDeparted();
    if (this.admitted.size >= this.limits.maxConnections) {
      this.emitDiagnostic({ type: 'refused', code: 'CONNECTION_LIMIT' });
      refuseAndClose(
        stream,
        'CONNECTION_LIMIT',
        `the backend already serves ${this.limits.maxConnections} connections (${this.limits.maxConnections} MCP clients are connected); close another MCP client and retry`,
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

  /**
   * Frees the slots of authenticated connections whose bridge process is gone (its socket outlived it, for example
   * held by an inherited descriptor). Live connections are never closed here, idle or not; handshaking ones keep
   * their own handshake and trickle timeouts.
   */
  private closeDeparted(): void {
    for (const conn of [...this.admitted]) {
      if (!conn.wasAuthenticated || this.peerAlive(conn.peer)) continue;
      this.emitDiagnostic({ type: 'peer-gone', connectionId: conn.id, pid: conn.peer.pid });
      conn.close('PEER_GONE', null);
    }
  }

  private emitConnection(event: ConnectionEvent): void {
    for (const s of this.connectionSubscribers) s(event);
  }

  private emitDiagnostic(event: ListenerDiagnostic): void {
    for (const s of this.diagnosticSubscribers) s(event);
  }
}
