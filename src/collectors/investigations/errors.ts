// The one error type investigations throw; its `kind` is the domain reason, which each side (the MCP backend, the
// TUI) presents in its own terms.

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

/** A safe failure of an investigation: the message never contains a path, command line or other captured value. */
export class InvestigationError extends Error {
  override readonly name = 'InvestigationError';

  constructor(
    readonly kind: InvestigationErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export function isInvestigationError(error: unknown, kind?: InvestigationErrorKind): error is InvestigationError {
  return error instanceof InvestigationError && (kind === undefined || error.kind === kind);
}

/** Throws `cancelled` when the signal has fired; collectors call it between phases. */
export function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new InvestigationError('cancelled', 'The investigation was cancelled.');
}
