// The IPC room's public surface: framing, endpoint and markers, peer decisions, listener and client.
export {
  DEFAULT_MAX_QUEUED_OUTBOUND_BYTES,
  encodeFrame,
  FRAME_HEADER_BYTES,
  FrameDecoder,
  FrameError,
  FrameTooLargeError,
  FrameWriter,
  MAX_FRAME_PAYLOAD_BYTES,
} from './framing.js';
export type { DecodeResult, FrameErrorCode, FrameSink, FrameWriterOptions, JsonObject } from './framing.js';
export { decodeBackendMessage, decodeBridgeMessage, errorResult, IPC_MAJOR, IPC_MINOR, MAX_REQUEST_ID_BYTES } from './messages.js';
export type {
  BackendMessage,
  BridgeMessage,
  DecodeProblem,
  ErrorResult,
  IpcCancel,
  IpcHello,
  IpcRefused,
  IpcRefusedCode,
  IpcRequest,
  IpcResponse,
  IpcWelcome,
  TransportErrorCode,
} from './messages.js';
export {
  ConnectionLostError,
  EndpointBusyError,
  EndpointInsecureError,
  EndpointUnavailableError,
  HandshakeError,
  IpcError,
  ServerRejectedError,
} from './errors.js';
export type {
  ConnectionLossReason,
  HandshakeFailure,
  InsecureProblem,
  InsecureSubject,
  IpcErrorCode,
  UnavailableReason,
} from './errors.js';
export type { LinuxPeerIdentity, PeerDecision, PeerIdentity, PeerRejectReason } from './peer.js';
export { createEndpoint, NOT_BUILT_YET } from './endpoint.js';
export type {
  AcceptHandler,
  EndpointOptions,
  IpcEndpoint,
  IpcServerHandle,
  IpcStream,
  MarkerHandle,
  MarkerKind,
  MarkerProbe,
} from './endpoint.js';
export { DispatchError } from './connection.js';
export type { CloseReason, ConnectionLimits, DispatchContext, Dispatcher } from './connection.js';
export { DEFAULT_LISTENER_LIMITS, IpcListener } from './listener.js';
export type { ConnectionEvent, ListenerDiagnostic, ListenerLimits, ListenerOptions } from './listener.js';
export { DEFAULT_CONNECT_TIMEOUT_MS, IpcClient } from './client.js';
export type { ClientOptions, PendingRequest, ResponseResult } from './client.js';
