// What a tool handler receives besides its validated arguments: the mirrored state and the calling connection.
import type { BackendState } from './state.js';

export interface ConnectionState {
  readonly connectionId: string;
}

export interface ToolContext {
  readonly state: BackendState;
  readonly backendInstanceId: string;
  readonly applicationVersion: string;
  readonly connection: ConnectionState;
  readonly signal: AbortSignal;
  /** The tools this backend serves, for winproc_get_status. */
  readonly servedTools: readonly string[];
  readonly nowMs: () => number;
}

/** A handler: validated arguments and context in, an envelope out; it neither validates JSON shape nor serializes. */
export type ToolHandler = (args: Record<string, unknown>, context: ToolContext) => Promise<object> | object;
