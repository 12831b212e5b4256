// The result envelope of spec §6 and §8, shared by the bridge and the backend: api_version, ids, timestamps, errors.
import type { ErrorCode, WinprocError, WinprocSuccess } from '../../generated/types/envelope.js';

export const API_VERSION = '1.0';

// The last instant rendered: a status or metrics answer renders the latest sample's time twice (data and
// captured_at), and polls repeat it until the next sample; Date#toISOString is the costly part of such an answer.
let lastMs: number | undefined;
let lastText = '';

/** RFC 3339 UTC with millisecond precision. */
export function rfc3339(ms: number): string {
  if (ms !== lastMs) {
    lastText = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastText;
}

export interface SuccessOptions {
  readonly source?: 'live' | 'log';
  readonly capturedAtMs?: number | null;
  readonly captureStartedAtMs?: number;
  readonly captureFinishedAtMs?: number;
  readonly status?: 'complete' | 'partial';
  readonly warnings?: readonly string[];
  readonly logRef?: string;
  readonly recordingIntervalSeconds?: number;
}

/** A success envelope whose `data` has the tool's own type. */
export type SuccessEnvelope<Data> = Omit<WinprocSuccess, 'data'> & { data: Data };

/**
 * Error details beyond code, message and retryable (field, constraint, expected, retained_capture_ids...). The
 * schema leaves `expected` untyped (an enum's values, a bound, a list of names); the generated type narrows it to
 * an object, so it is widened back here.
 */
export type ErrorExtra = Omit<WinprocError['error'], 'code' | 'message' | 'retryable' | 'expected'> & { readonly expected?: unknown };

export function successEnvelope<Data extends object>(backendInstanceId: string, data: Data, options: SuccessOptions = {}): SuccessEnvelope<Data> {
  const envelope: Record<string, unknown> = {
    api_version: API_VERSION,
    backend_instance_id: backendInstanceId,
    source: options.source ?? 'live',
  };
  if (options.logRef !== undefined) envelope.log_ref = options.logRef;
  if (options.recordingIntervalSeconds !== undefined) envelope.recording_interval_seconds = options.recordingIntervalSeconds;
  if (options.capturedAtMs !== undefined && options.capturedAtMs !== null) envelope.captured_at = rfc3339(options.capturedAtMs);
  if (options.captureStartedAtMs !== undefined) envelope.capture_started_at = rfc3339(options.captureStartedAtMs);
  if (options.captureFinishedAtMs !== undefined) envelope.capture_finished_at = rfc3339(options.captureFinishedAtMs);
  envelope.status = options.status ?? 'complete';
  envelope.warnings = [...(options.warnings ?? [])];
  envelope.data = data;
  // Built key by key so the key order is the spec's; every required key is set above.
  return envelope as SuccessEnvelope<Data>;
}

export function errorEnvelope(
  backendInstanceId: string | null,
  code: ErrorCode,
  message: string,
  retryable: boolean,
  extra: ErrorExtra = {},
): WinprocError {
  return { api_version: API_VERSION, backend_instance_id: backendInstanceId, error: { code, message, retryable, ...extra } } as WinprocError;
}
