// Messages between the App (main thread) and the MCP worker: mirror updates in, listener state out.
import type { McpListenerState } from '../app/view.js';
import type { MirrorUpdate } from './state.js';

export interface McpWorkerData {
  readonly applicationVersion: string;
  /** Whether the listener starts enabled (saved `mcp_connections_disabled` is false). */
  readonly enabled: boolean;
}

export type ToMcpWorker =
  | MirrorUpdate
  | { readonly type: 'set_enabled'; readonly enabled: boolean }
  | { readonly type: 'shutdown' };

export type FromMcpWorker =
  | { readonly type: 'listener'; readonly state: McpListenerState; readonly backendInstanceId: string | null }
  | { readonly type: 'shutdown_complete' };
