// Messages between the App (main thread) and the MCP worker: mirror updates in, listener state out.
import type { MessagePort } from 'node:worker_threads';
import type { McpListenerState } from '../model/activity.js';
import type { Platform } from '../model/types.js';
import type { MirrorUpdate } from './state.js';

export interface McpWorkerData {
  readonly applicationVersion: string;
  /** The platform the application samples, named by the start-up module (the backend never asks the OS). */
  readonly platform: Platform;
  /** Whether the listener starts enabled (saved `mcp_connections_disabled` is false). */
  readonly enabled: boolean;
  /** The application's file-user scan lock, so the TUI and MCP run one host-wide scan at a time. */
  readonly fileUsersLockBuffer?: SharedArrayBuffer;
}

export type ToMcpWorker =
  | MirrorUpdate
  /** A port on which the sampler worker posts every snapshot directly (see SamplingWorker.onMirrorPort). */
  | { readonly type: 'mirror_port'; readonly port: MessagePort }
  | { readonly type: 'set_enabled'; readonly enabled: boolean }
  | { readonly type: 'shutdown' };

export type FromMcpWorker =
  | { readonly type: 'listener'; readonly state: McpListenerState; readonly backendInstanceId: string | null }
  | { readonly type: 'shutdown_complete' };
