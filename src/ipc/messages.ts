// IPC v1 messages: the generated types and validating codec (from schemas/ipc/), plus the error result the
// transport itself writes into a response.
export {
  IPC_MAJOR,
  IPC_MINOR,
  MAX_REQUEST_ID_BYTES,
  decodeBackendMessage,
  decodeBridgeMessage,
  type BackendMessage,
  type BridgeMessage,
  type DecodeProblem,
  type DecodeResult as MessageDecodeResult,
} from '../../generated/ipc/v1/codec.js';
export type { IpcCancel, IpcHello, IpcRefused, IpcRequest, IpcResponse, IpcWelcome } from '../../generated/ipc/v1/types.js';
import type { IpcRefused } from '../../generated/ipc/v1/types.js';

export type IpcRefusedCode = IpcRefused['code'];

/** Error codes the transport itself produces inside a response result. */
export type TransportErrorCode = 'BUSY' | 'CANCELLED' | 'INTERNAL_ERROR' | 'RESULT_TOO_LARGE';

export interface ErrorResult {
  api_version: '1.0';
  error: { code: string; message: string; retryable: boolean };
}

/** The error variant of a response result, shaped as the output envelope schema's error variant. */
export function errorResult(code: string, message: string, retryable: boolean): ErrorResult {
  return { api_version: '1.0', error: { code, message, retryable } };
}
