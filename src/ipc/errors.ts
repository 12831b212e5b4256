// Errors the IPC layer raises to its owners (bridge, backend): each has a stable `code` to branch on and a
// safe message (paths we own, never values belonging to another user, never payload bytes).

export type IpcErrorCode =
  | 'ENDPOINT_INSECURE'
  | 'ENDPOINT_UNAVAILABLE'
  | 'ENDPOINT_BUSY'
  | 'SERVER_REJECTED'
  | 'HANDSHAKE_FAILED'
  | 'CONNECTION_LOST';

export abstract class IpcError extends Error {
  abstract readonly code: IpcErrorCode;
}

export type InsecureProblem =
  | 'NOT_A_DIRECTORY'
  | 'SYMLINK'
  | 'WRONG_OWNER'
  | 'WRONG_MODE'
  | 'NOT_A_SOCKET'
  | 'NOT_A_REGULAR_FILE'
  | 'UNVERIFIABLE';

export type InsecureSubject = 'runtime-directory' | 'socket' | 'lock-file';

/**
 * The endpoint or its directory is not exclusively ours (possible squatting). Callers must fail closed:
 * never connect, never unlink, never launch a replacement.
 */
export class EndpointInsecureError extends IpcError {
  override readonly name = 'EndpointInsecureError';
  readonly code = 'ENDPOINT_INSECURE';
  constructor(
    readonly subject: InsecureSubject,
    readonly problem: InsecureProblem,
    readonly path: string,
    detail: string,
  ) {
    super(`refusing to use ${subject} ${path}: ${detail}`);
  }
}

export type UnavailableReason = 'MISSING' | 'NOT_LISTENING' | 'TIMEOUT' | 'ACCESS_DENIED' | 'OTHER';

/**
 * Nothing usable answered at the endpoint. `missing` is true only when no backend exists there (no socket
 * file, or a stale file nobody listens on): the one case in which the bridge may consider starting the app.
 */
export class EndpointUnavailableError extends IpcError {
  override readonly name = 'EndpointUnavailableError';
  readonly code = 'ENDPOINT_UNAVAILABLE';
  readonly missing: boolean;
  constructor(
    readonly reason: UnavailableReason,
    message: string,
  ) {
    super(message);
    this.missing = reason === 'MISSING' || reason === 'NOT_LISTENING';
  }
}

/** listen() found a socket file but this process does not hold the instance lock, so it may belong to a live instance. */
export class EndpointBusyError extends IpcError {
  override readonly name = 'EndpointBusyError';
  readonly code = 'ENDPOINT_BUSY';
}

/** The process answering at the endpoint failed the server check (e.g. SO_PEERCRED uid mismatch). */
export class ServerRejectedError extends IpcError {
  override readonly name = 'ServerRejectedError';
  readonly code = 'SERVER_REJECTED';
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export type HandshakeFailure = 'REFUSED' | 'VERSION_MISMATCH' | 'PROTOCOL' | 'TIMEOUT' | 'CLOSED';

/**
 * The endpoint did not complete the winproc-tui handshake. `REFUSED` carries the backend's refusal code
 * (VERSION_MISMATCH, CONNECTION_LIMIT, DISABLED, PEER_REJECTED); `VERSION_MISMATCH` is a welcome with another
 * major; `PROTOCOL` means whatever answered is not a winproc-tui backend and must never be treated as one.
 */
export class HandshakeError extends IpcError {
  override readonly name = 'HandshakeError';
  readonly code = 'HANDSHAKE_FAILED';
  constructor(
    readonly failure: HandshakeFailure,
    message: string,
    readonly refusedCode: string | null = null,
  ) {
    super(message);
  }
}

export type ConnectionLossReason = 'REMOTE_CLOSED' | 'LOCAL_CLOSED' | 'PROTOCOL_ERROR' | 'SOCKET_ERROR' | 'WRITE_OVERFLOW';

/**
 * An established connection ended; every pending request is rejected with this. The outcome of those requests
 * is unknown (the bridge maps it to OUTCOME_UNKNOWN and never replays them).
 */
export class ConnectionLostError extends IpcError {
  override readonly name = 'ConnectionLostError';
  readonly code = 'CONNECTION_LOST';
  constructor(
    readonly reason: ConnectionLossReason,
    message: string,
  ) {
    super(message);
  }
}
