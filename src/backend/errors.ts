// Tool failures as the specification's error codes: a handler throws ToolError, the dispatcher turns it into an envelope.
import type { ErrorCode } from '../../generated/types/envelope.js';
import { PoolBusyError, type PoolFailureKind } from '../investigation-pool/index.js';
import type { ErrorExtra } from '../contract/envelope.js';

/** Codes whose unchanged retry may succeed; INVALID_ARGUMENT and friends need a corrected call first. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['BUSY', 'TIMEOUT', 'BACKEND_UNAVAILABLE', 'COLLECTION_FAILED', 'RESOURCE_LIMIT', 'ACTIVITY_CONFLICT']);

export class ToolError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { retryable?: boolean; extra?: ErrorExtra } = {},
  ) {
    super(message);
    this.name = 'ToolError';
    this.retryable = options.retryable ?? RETRYABLE.has(code);
    this.extra = options.extra ?? {};
  }

  readonly extra: ErrorExtra;
}

export function invalidArgument(message: string): ToolError {
  return new ToolError('INVALID_ARGUMENT', message, { retryable: false });
}

/** The spec error code of each domain failure the investigation pool reports. */
const POOL_FAILURE_CODES: Readonly<Record<PoolFailureKind, ErrorCode>> = {
  exited: 'PROCESS_EXITED',
  identity_changed: 'IDENTITY_CHANGED',
  identity_unverifiable: 'IDENTITY_UNVERIFIABLE',
  access_denied: 'ACCESS_DENIED',
  busy: 'BUSY',
  cancelled: 'CANCELLED',
  unsupported: 'UNSUPPORTED',
  failed: 'COLLECTION_FAILED',
  timeout: 'TIMEOUT',
};

export function poolFailureCode(kind: PoolFailureKind): ErrorCode {
  return POOL_FAILURE_CODES[kind];
}

/** Runs a pool start, presenting "no free slot" as BUSY (retryable unless the pool is closing for good). */
export function startOnPool<T>(start: () => T): T {
  try {
    return start();
  } catch (error) {
    if (error instanceof PoolBusyError) throw new ToolError('BUSY', busyMessage(error), { retryable: !error.closing });
    throw error;
  }
}

/** The slots are shared with the TUI (the other thread's pool), so the message says who holds them: counts only. */
function busyMessage(error: PoolBusyError): string {
  if (error.slots === null) return error.message;
  const { total, own, others } = error.slots;
  return `All ${total} investigation slots of the application are in use: ${own} by MCP jobs and ${others} by the TUI's Process Info (a slot frees when its collector's cleanup finished). Retry shortly.`;
}
