// The one error type investigations throw; its `kind` maps one-to-one onto a specification error code.
import type { ErrorCode } from '../../../generated/types/envelope.js';

export type InvestigationErrorKind =
  /** The target lifetime ended (or its PID now names another lifetime) before or during collection. */
  | 'exited'
  /** Same PID and start time, but the process was renamed (an exec): the sampler sees a new identity. */
  | 'identity_changed'
  /** The target has no start time token, so no live lookup is safe. */
  | 'identity_unverifiable'
  /** The whole capture needs data this user may not read (for example another user's memory maps). */
  | 'access_denied'
  /** Another host-wide file-user scan is running (one at a time across the TUI and MCP). */
  | 'busy'
  /** The caller's AbortSignal fired. */
  | 'cancelled'
  /** The platform has no collector for this kind yet. */
  | 'unsupported'
  /** Anything else; the message says what, without captured values. */
  | 'failed';

/** Specification error code of each kind, for the backend's ToolError. */
export const INVESTIGATION_ERROR_CODES: Readonly<Record<InvestigationErrorKind, ErrorCode>> = {
  exited: 'PROCESS_EXITED',
  identity_changed: 'IDENTITY_CHANGED',
  identity_unverifiable: 'IDENTITY_UNVERIFIABLE',
  access_denied: 'ACCESS_DENIED',
  busy: 'BUSY',
  cancelled: 'CANCELLED',
  unsupported: 'UNSUPPORTED',
  failed: 'COLLECTION_FAILED',
};

/** A safe failure of an investigation: the message never contains a path, command line or other captured value. */
export class InvestigationError extends Error {
  override readonly name = 'InvestigationError';

  constructor(
    readonly kind: InvestigationErrorKind,
    message: string,
  ) {
    super(message);
  }

  /** The specification error code for this failure. */
  get code(): ErrorCode {
    return INVESTIGATION_ERROR_CODES[this.kind];
  }
}

export function isInvestigationError(error: unknown, kind?: InvestigationErrorKind): error is InvestigationError {
  return error instanceof InvestigationError && (kind === undefined || error.kind === kind);
}

/** Throws `cancelled` when the signal has fired; collectors call it between phases. */
export function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new InvestigationError('cancelled', 'The investigation was cancelled.');
}
