// generated — do not edit.
// Emitter: codegen/emitters/types.ts; source: schemas/ipc/*.schema.json.
// Regenerate with `npm run codegen`.

// Messages of the private IPC protocol, major version 1.

/**
 * Asks the backend to stop work for a pending request; an unknown or finished request id has no effect.
 */
export interface IpcCancel {
  /**
   * Message discriminator.
   */
  kind: 'cancel';
  /**
   * The request to cancel.
   */
  request_id: string;
}

/**
 * The first frame a bridge sends after connecting: it names the private IPC protocol version it speaks.
 */
export interface IpcHello {
  /**
   * Message discriminator.
   */
  kind: 'hello';
  /**
   * Major version of the private IPC protocol; the backend refuses a different major.
   */
  ipc_major: number;
  /**
   * Minor version of the private IPC protocol; not compared.
   */
  ipc_minor: number;
  /**
   * Package version of the bridge executable.
   */
  bridge_version: string;
}

/**
 * The backend's answer when it will not accept the connection (version mismatch, connection limit, MCP disabled); the backend closes the connection after sending it.
 */
export interface IpcRefused {
  /**
   * Message discriminator.
   */
  kind: 'refused';
  /**
   * Why the connection was refused.
   */
  code: 'VERSION_MISMATCH' | 'CONNECTION_LIMIT' | 'DISABLED' | 'PEER_REJECTED';
  /**
   * A safe, human-readable explanation.
   */
  message: string;
}

/**
 * A tool call forwarded by the bridge after the handshake.
 */
export interface IpcRequest {
  /**
   * Message discriminator.
   */
  kind: 'request';
  /**
   * Non-empty identifier of at most 128 UTF-8 bytes, unique among the connection's pending requests.
   */
  request_id: string;
  /**
   * Backend method name; an unknown method answers INVALID_ARGUMENT.
   */
  method: string;
  /**
   * Tool arguments, already validated against the tool's input schema by the bridge.
   */
  arguments: {};
}

/**
 * The backend's single answer to a request; `result` is the tool's output envelope, which may itself be an error.
 */
export interface IpcResponse {
  /**
   * Message discriminator.
   */
  kind: 'response';
  /**
   * The request this answers.
   */
  request_id: string;
  /**
   * The tool's output envelope (success or error variant).
   */
  result: {};
}

/**
 * The backend's answer to an accepted hello: the connection is authenticated and ready for requests.
 */
export interface IpcWelcome {
  /**
   * Message discriminator.
   */
  kind: 'welcome';
  /**
   * Major version of the private IPC protocol the backend speaks.
   */
  ipc_major: number;
  /**
   * Minor version of the private IPC protocol the backend speaks.
   */
  ipc_minor: number;
  /**
   * Random identifier of the current listener start; a new listener gets a new one and invalidates every connection-owned reference.
   */
  backend_instance_id: string;
  /**
   * Package version of the running application.
   */
  application_version: string;
}
