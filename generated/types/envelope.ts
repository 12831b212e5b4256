// generated — do not edit.
// Emitter: codegen/emitters/types.ts; source: schemas/mcp-output-envelope.schema.json.
// Regenerate with `npm run codegen`.

// The common tool result envelope: success and error variants.

/**
 * A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.
 */
export interface WinprocSuccess {
  /**
   * Version of this result contract.
   */
  api_version: '1.0';
  /**
   * Identifier of the application listener that produced the result; it changes when the listener restarts.
   */
  backend_instance_id: string;
  /**
   * Whether the data comes from live sampling state or from a loaded saved log.
   */
  source: 'live' | 'log';
  /**
   * The loaded log the data comes from, for source log.
   */
  log_ref?: string;
  /**
   * Aggregation interval of the loaded recording, for source log.
   */
  recording_interval_seconds?: number;
  /**
   * Timestamp of the published snapshot or frozen capture the data describes.
   */
  captured_at?: string;
  /**
   * Start of a non-atomic collection.
   */
  capture_started_at?: string;
  /**
   * End of a non-atomic collection.
   */
  capture_finished_at?: string;
  /**
   * Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding.
   */
  status: 'complete' | 'partial';
  /**
   * Safe human-readable warnings about coverage or data quality.
   */
  warnings: string[];
  /**
   * Tool-specific result data.
   */
  data: {};
}

/**
 * A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.
 */
export interface WinprocError {
  /**
   * Version of this result contract.
   */
  api_version: '1.0';
  /**
   * Identifier of the application listener that produced the error, or null when no application answered.
   */
  backend_instance_id?: string | null;
  error: {
    /**
     * Application error code.
     */
    code:
      | 'OUTCOME_UNKNOWN'
      | 'RESOURCE_LIMIT'
      | 'COLLECTION_FAILED'
      | 'INVALID_ARGUMENT'
      | 'BACKEND_UNAVAILABLE'
      | 'ACCESS_DENIED'
      | 'IDENTITY_UNVERIFIABLE'
      | 'PROCESS_EXITED'
      | 'IDENTITY_CHANGED'
      | 'ACTIVITY_CONFLICT'
      | 'UNSUPPORTED'
      | 'BUSY'
      | 'TIMEOUT'
      | 'CANCELLED'
      | 'CURSOR_INVALID'
      | 'REFERENCE_INVALID'
      | 'RESULT_TOO_LARGE'
      | 'STATE_CONFLICT'
      | 'PERMISSION_DENIED'
      | 'OPERATION_UNKNOWN'
      | 'EXPORT_FAILED'
      | 'INTERNAL_ERROR';
    /**
     * Safe explanation with recovery guidance.
     */
    message: string;
    /**
     * Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first.
     */
    retryable: boolean;
    /**
     * Operating-system error number, when one applies.
     */
    native_error_code?: number;
    /**
     * For schema failures: JSON Pointer into the arguments to the failing value.
     */
    field?: string;
    /**
     * For schema failures: JSON Pointer into the tool's input schema to the failing keyword.
     */
    constraint?: string;
    /**
     * For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names).
     */
    expected?: {
      [k: string]: unknown | undefined;
    };
    /**
     * The operation an uncertain outcome refers to, so its status can be queried after reconnection.
     */
    operation_id?: string;
    /**
     * Captures still retained after a failed first-page selection; release them when done.
     */
    retained_capture_ids?: string[];
  };
}

export type WinprocToolResult = WinprocSuccess | WinprocError;
export type ErrorCode = WinprocError['error']['code'];
