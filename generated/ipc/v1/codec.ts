// generated — do not edit.
// Emitter: codegen/emitters/ipc-codec.ts; source: schemas/ipc/*.schema.json.
// Regenerate with `npm run codegen`.

// IPC v1 codec: constants of the framing and a validating decoder per direction, run before any dispatch.
import type { IpcCancel } from './types.js';
import type { IpcHello } from './types.js';
import type { IpcRefused } from './types.js';
import type { IpcRequest } from './types.js';
import type { IpcResponse } from './types.js';
import type { IpcWelcome } from './types.js';
import { validateCancel } from './validators.js';
import { validateHello } from './validators.js';
import { validateRefused } from './validators.js';
import { validateRequest } from './validators.js';
import { validateResponse } from './validators.js';
import { validateWelcome } from './validators.js';

export const IPC_MAJOR = 1;
export const IPC_MINOR = 0;
/** Maximum frame payload: 4 MiB (spec §5). */
export const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024;
/** Maximum request id length in UTF-8 bytes (spec §5). */
export const MAX_REQUEST_ID_BYTES = 128;

/** Messages the bridge sends. */
export type BridgeMessage = IpcCancel | IpcHello | IpcRequest;
/** Messages the backend sends. */
export type BackendMessage = IpcRefused | IpcResponse | IpcWelcome;

/** Why a frame is not a message of its direction: no known kind, a schema violation, or an over-long request id. */
export type DecodeProblem = 'unknown_kind' | 'invalid_message' | 'request_id_too_long';

export type DecodeResult<T> =
  | { readonly ok: true; readonly message: T }
  | { readonly ok: false; readonly problem: DecodeProblem; readonly reason: string };

function kindOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { kind?: unknown }).kind : undefined;
}

function failure(kind: unknown, errors: readonly { instancePath: string; schemaPath: string }[] | null | undefined): { ok: false; problem: 'invalid_message'; reason: string } {
  const first = errors?.[0];
  // The reason names only the schema location, never the received value.
  return { ok: false, problem: 'invalid_message', reason: first ? `invalid ${String(kind)} message at ${first.schemaPath}` : `invalid ${String(kind)} message` };
}

const REQUEST_ID_TOO_LONG = { ok: false, problem: 'request_id_too_long', reason: 'request_id exceeds 128 UTF-8 bytes' } as const;
const UNKNOWN_KIND = { ok: false, problem: 'unknown_kind', reason: 'unknown or missing message kind' } as const;

function requestIdFits(message: { request_id?: string }): boolean {
  return message.request_id === undefined || Buffer.byteLength(message.request_id, 'utf8') <= MAX_REQUEST_ID_BYTES;
}

/** Validates a decoded frame the backend received from a bridge. */
export function decodeBridgeMessage(value: unknown): DecodeResult<BridgeMessage> {
  const kind = kindOf(value);
  switch (kind) {
    case 'cancel':
      if (!validateCancel(value)) return failure(kind, validateCancel.errors);
      if (!requestIdFits(value as { request_id?: string })) return REQUEST_ID_TOO_LONG;
      return { ok: true, message: value };
    case 'hello':
      if (!validateHello(value)) return failure(kind, validateHello.errors);
      if (!requestIdFits(value as { request_id?: string })) return REQUEST_ID_TOO_LONG;
      return { ok: true, message: value };
    case 'request':
      if (!validateRequest(value)) return failure(kind, validateRequest.errors);
      if (!requestIdFits(value as { request_id?: string })) return REQUEST_ID_TOO_LONG;
      return { ok: true, message: value };
    default:
      return UNKNOWN_KIND;
  }
}

/** Validates a decoded frame the bridge received from the backend. */
export function decodeBackendMessage(value: unknown): DecodeResult<BackendMessage> {
  const kind = kindOf(value);
  switch (kind) {
    case 'refused':
      if (!validateRefused(value)) return failure(kind, validateRefused.errors);
      if (!requestIdFits(value as { request_id?: string })) return REQUEST_ID_TOO_LONG;
      return { ok: true, message: value };
    case 'response':
      if (!validateResponse(value)) return failure(kind, validateResponse.errors);
      if (!requestIdFits(value as { request_id?: string })) return REQUEST_ID_TOO_LONG;
      return { ok: true, message: value };
    case 'welcome':
      if (!validateWelcome(value)) return failure(kind, validateWelcome.errors);
      if (!requestIdFits(value as { request_id?: string })) return REQUEST_ID_TOO_LONG;
      return { ok: true, message: value };
    default:
      return UNKNOWN_KIND;
  }
}
