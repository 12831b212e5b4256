// The platform-neutral IPC endpoint: where the backend listens, how the bridge connects, how each end verifies the
// other, and the session markers (single instance, launch). One of the two files allowed to branch on the platform.
import type { Socket } from 'node:net';
import { createLinuxEndpoint, type LinuxEndpointOptions } from './endpoint-linux.js';
import { createWin32Endpoint, type Win32EndpointOptions } from './endpoint-win32.js';
import type { PeerDecision } from './peer.js';

/** A connected byte stream (Unix socket on Linux; a named-pipe client/server end on Windows, also a net.Socket). */
export type IpcStream = Socket;

/** Receives every accepted stream together with the endpoint's verdict on its peer; rejected peers must be refused. */
export type AcceptHandler = (stream: IpcStream, decision: PeerDecision) => void;

export interface IpcServerHandle {
  readonly path: string;
  /** Stops accepting and removes the endpoint if it is still ours; accepted streams are the owner's to close. */
  close(): Promise<void>;
}

/**
 * Accepting on one thread and serving on another thread of this process (the application accepts on its main
 * thread and starts the MCP worker only for the first connection, src/backend/host.ts). Null where the platform's
 * streams cannot move between threads (Windows named pipes, see docs/windows.md).
 */
export interface ConnectionHandover {
  /** Like `IpcEndpoint.listen`, but accepted streams stay paused: not a byte is read on the accepting thread. */
  listenPaused(onAccept: (stream: IpcStream) => void): Promise<IpcServerHandle>;
  /** A descriptor of the accepted (paused) stream's connection for another thread; the stream itself is closed here. */
  release(stream: IpcStream): number;
  /** The stream over a descriptor `release` gave (on the serving thread), with the endpoint's verdict on its peer. */
  adopt(fd: number): { readonly stream: IpcStream; readonly decision: PeerDecision };
}

export type MarkerKind = 'instance' | 'launch';

/** A held marker (single-instance or launch). The OS releases it if the process dies. */
export interface MarkerHandle {
  readonly kind: MarkerKind;
  readonly released: boolean;
  release(): void;
}

/**
 * The result of inspecting a marker without creating it. Callers treat `inaccessible` like `held`
 * (fail closed: never launch a second application).
 */
export type MarkerProbe = { state: 'not-held' } | { state: 'held' } | { state: 'inaccessible'; reason: string };

export interface IpcEndpoint {
  readonly platform: 'linux' | 'win32';
  /** The socket path or pipe name. */
  readonly path: string;

  /**
   * Creates the endpoint, replacing a stale one only when this endpoint holds the instance marker; an endpoint
   * that is not exclusively ours fails closed with EndpointInsecureError. `verifyPeer` runs on every accept.
   */
  listen(onAccept: AcceptHandler): Promise<IpcServerHandle>;

  /**
   * Verifies the endpoint (EndpointInsecureError), connects within `timeoutMs` (EndpointUnavailableError) and runs
   * `verifyServer` (ServerRejectedError). The returned stream is connected to a verified server; the handshake is the caller's.
   */
  connect(timeoutMs: number): Promise<IpcStream>;

  /** Hands accepted connections to another thread, or null where this platform cannot (see ConnectionHandover). */
  readonly handover: ConnectionHandover | null;

  /** Server side: is the process behind an accepted stream allowed to talk to this backend? */
  verifyPeer(stream: IpcStream): PeerDecision;
  /** Client side: is the process serving this stream the backend we may talk to? */
  verifyServer(stream: IpcStream): PeerDecision;

  /** Takes the single-instance marker, or returns null when another holder has it. */
  tryAcquireInstanceLock(): Promise<MarkerHandle | null>;
  /** Inspects the single-instance marker without creating it. */
  isInstanceLockHeld(): MarkerProbe;
  /** Takes the launch marker (bridges coordinating a visible startup), or returns null when another holder has it. */
  tryAcquireLaunchLock(): Promise<MarkerHandle | null>;
  /** Inspects the launch marker without creating it. */
  isLaunchLockHeld(): MarkerProbe;

  /**
   * Application: records the settings file it reads and writes beside its endpoint, so a bridge started with
   * another environment checks the same file (spec §3.2 step 4). A no-op where the location needs no environment.
   */
  recordSettingsPath(settingsPath: string): void;
  /** Bridge: the settings path an application recorded, or null (then the bridge's own environment decides). */
  recordedSettingsPath(): string | null;
}

export interface EndpointOptions {
  /** Linux: environment to resolve XDG_RUNTIME_DIR from (default process.env) and the bases of the other locations. */
  linux?: LinuxEndpointOptions;
  /** Windows: token facts of this process and of peers (tests); default: read from the process tokens. */
  win32?: Win32EndpointOptions;
}

/** Parts of this room not built yet, each with its reason; test/unit/ipc/endpoint.test.ts fails when one appears. */
export const NOT_BUILT_YET: ReadonlyArray<{ item: string; reason: string }> = [];

export function createEndpoint(options: EndpointOptions = {}): IpcEndpoint {
  switch (process.platform) {
    case 'linux':
      return createLinuxEndpoint(options.linux);
    case 'win32':
      return createWin32Endpoint(options.win32);
    case 'darwin':
      throw new Error('winproc-tui does not support macOS');
    default:
      throw new Error(`winproc-tui does not support the ${process.platform} platform`);
  }
}
