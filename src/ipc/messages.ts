// IPC v1 message types (mirroring schemas/ipc/*.schema.json) and the validator seam the listener and client use.
import * as generatedIpc from '../../generated/ipc/v1/validators.js';

export const IPC_MAJOR = 1;
export const IPC_MINOR = 0;

/** Longest request id in UTF-8 bytes (spec §5); the schema's maxLength counts characters, so this is checked separately. */
export const MAX_REQUEST_ID_BYTES = 128;

export interface IpcHello {
  kind: 'hello';
  ipc_major: number;
  ipc_minor: number;
  bridge_version: string;
}

export interface IpcWelcome {
  kind: 'welcome';
  ipc_major: number;
  ipc_minor: number;
  backend_instance_id: string;
  application_version: string;
}

export type IpcRefusedCode = 'VERSION_MISMATCH' | 'CONNECTION_LIMIT' | 'DISABLED' | 'PEER_REJECTED';

export interface IpcRefused {
  kind: 'refused';
  code: IpcRefusedCode;
  message: string;
}

export interface IpcRequest {
  kind: 'request';
  request_id: string;
  method: string;
  arguments: { [key: string]: unknown };
}

export interface IpcResponse {
  kind: 'response';
  request_id: string;
  result: { [key: string]: unknown };
}

export interface IpcCancel {
  kind: 'cancel';
  request_id: string;
}

/** Type guards for each message; an implementation must reject unknown fields (additionalProperties: false). */
export interface MessageValidators {
  hello(data: unknown): data is IpcHello;
  welcome(data: unknown): data is IpcWelcome;
  refused(data: unknown): data is IpcRefused;
  request(data: unknown): data is IpcRequest;
  response(data: unknown): data is IpcResponse;
  cancel(data: unknown): data is IpcCancel;
}

/** The shape of generated/ipc/v1/validators.ts: ajv standalone functions returning a boolean. */
export interface GeneratedIpcValidators {
  validateHello: (data: unknown) => boolean;
  validateWelcome: (data: unknown) => boolean;
  validateRefused: (data: unknown) => boolean;
  validateRequest: (data: unknown) => boolean;
  validateResponse: (data: unknown) => boolean;
  validateCancel: (data: unknown) => boolean;
}

/** Adapts the generated ajv validators (plain boolean functions) to the type-guard interface. */
export function validatorsFrom(generated: GeneratedIpcValidators): MessageValidators {
  return {
    hello: (data): data is IpcHello => generated.validateHello(data),
    welcome: (data): data is IpcWelcome => generated.validateWelcome(data),
    refused: (data): data is IpcRefused => generated.validateRefused(data),
    request: (data): data is IpcRequest => generated.validateRequest(data),
    response: (data): data is IpcResponse => generated.validateResponse(data),
    cancel: (data): data is IpcCancel => generated.validateCancel(data),
  };
}

/** The validators used when a listener or client is not given others: the generated ajv standalone ones. */
export const defaultValidators: MessageValidators = validatorsFrom(generatedIpc);

/** UTF-8 byte length check for ids (non-empty, at most 128 bytes). */
export function isValidRequestId(id: string): boolean {
  return id.length > 0 && Buffer.byteLength(id, 'utf8') <= MAX_REQUEST_ID_BYTES;
}

/** Error codes the transport itself produces inside a response result. */
export type TransportErrorCode = 'BUSY' | 'CANCELLED' | 'INTERNAL_ERROR' | 'RESULT_TOO_LARGE';

export interface ErrorResult {
  api_version: '1.0';
  error: { code: string; message: string; retryable: boolean };
}

/** The error variant of a response result; the lead aligns this with the output envelope schema. */
export function errorResult(code: string, message: string, retryable: boolean): ErrorResult {
  return { api_version: '1.0', error: { code, message, retryable } };
}
