// Tool failures as the specification's error codes: a handler throws ToolError, the dispatcher turns it into an envelope.
import type { ErrorCode } from '../../generated/types/envelope.js';

/** Codes whose unchanged retry may succeed; INVALID_ARGUMENT and friends need a corrected call first. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['BUSY', 'TIMEOUT', 'BACKEND_UNAVAILABLE', 'COLLECTION_FAILED', 'RESOURCE_LIMIT', 'ACTIVITY_CONFLICT']);

export class ToolError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { retryable?: boolean; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'ToolError';
    this.retryable = options.retryable ?? RETRYABLE.has(code);
    this.extra = options.extra ?? {};
  }

  readonly extra: Record<string, unknown>;
}

export function invalidArgument(message: string): ToolError {
  return new ToolError('INVALID_ARGUMENT', message, { retryable: false });
}
