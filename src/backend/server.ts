// The MCP backend inside the application: the listener, its connections and their dispatch, enable/disable.
import { errorEnvelope } from '../contract/envelope.js';
import { createEndpoint } from '../ipc/endpoint.js';
import type { ListeningEndpoint } from '../ipc/handover.js';
import type { Dispatcher } from '../ipc/connection.js';
import { IpcListener } from '../ipc/listener.js';
import type { McpListenerState } from '../model/activity.js';
import { RetainedBudget } from './budget.js';
import { ConnectionState, type ApplicationOperations, type ToolContext } from './context.js';
import { dispatchTool, SERVED_TOOLS } from './dispatcher.js';
import { THREAD_LOG } from './thread-log.js';
import { holdBack, isDelayed } from './response-delays.js';
import { traceSerialization } from '../channel/thread-log.js';
import type { BackendState } from './state.js';

export interface BackendServerOptions {
  readonly state: BackendState;
  readonly applicationVersion: string;
  /** Where to listen (default: this platform's endpoint); a HandedOverEndpoint when another thread accepts. */
  readonly endpoint?: ListeningEndpoint;
  readonly operations: ApplicationOperations;
  /** Told when a connection closed (the App cancels confirmations it still waits for). */
  readonly onConnectionClosed?: (connectionId: string) => void;
  readonly onListenerState: (state: McpListenerState, backendInstanceId: string | null) => void;
  /** The retained-result budgets every connection shares (the spec's values unless a test lowers them). */
  readonly budget?: RetainedBudget;
  /** Told once, when the first tool call has its answer (the worker's code cache is written then: worker.ts). */
  readonly onFirstAnswer?: () => void;
}

export class BackendServer {
  private listener: IpcListener | null = null;
  private readonly connections = new Map<string, ConnectionState>();
  private readonly endpoint: ListeningEndpoint;
  private transition: Promise<void> = Promise.resolve();
  private readonly budget: RetainedBudget;
  /** Whether a tool call has had its answer (onFirstAnswer is told once). */
  private answered = false;

  constructor(private readonly options: BackendServerOptions) {
    this.endpoint = options.endpoint ?? createEndpoint();
    this.budget = options.budget ?? new RetainedBudget();
    // A pruned identity's references fail with REFERENCE_INVALID from now on, on every connection.
    options.state.onPruned = (keys) => {
      for (const connection of this.connections.values()) connection.references.forget(keys);
    };
  }

  /** Enables or disables the listener; transitions run one after another, never interleaved. */
  setEnabled(enabled: boolean): Promise<void> {
    this.transition = this.transition.then(() => (enabled ? this.start() : this.stop()));
    return this.transition;
  }

  private async start(): Promise<void> {
    if (this.listener) return;
    this.options.onListenerState({ state: 'starting' }, null);
    try {
      const handle: Dispatcher = (method, args, ctx) => {
        const context: ToolContext = {
          state: this.options.state,
          backendInstanceId: listener.backendInstanceId,
          applicationVersion: this.options.applicationVersion,
          connection: this.connectionFor(ctx.connectionId),
          // Read through: the request's AbortController is made only if a handler asks for its signal.
          get signal() {
            return ctx.signal;
          },
          operations: this.options.operations,
          servedTools: SERVED_TOOLS,
          nowMs: Date.now,
        };
        return dispatchTool(method, args, context).then((result) => {
          const answer = traceSerialization(THREAD_LOG, method, result);
          if (!this.answered) {
            this.answered = true;
            this.options.onFirstAnswer?.();
          }
          return answer;
        });
      };
      const listener: IpcListener = await IpcListener.start({
        endpoint: this.endpoint,
        applicationVersion: this.options.applicationVersion,
        dispatch: (method, args, ctx) => {
          // The test hook (response-delays.ts) pauses only a delayed method: the ordinary path is unchanged.
          if (!isDelayed(method)) return handle(method, args, ctx);
          return holdBack(method, ctx.signal).then((go) =>
            go ? handle(method, args, ctx) : errorEnvelope(listener.backendInstanceId, 'CANCELLED', 'The request was cancelled before it was handled.', false),
          );
        },
      });
      listener.onConnectionChange((event) => {
        if (event.type === 'opened') this.connectionFor(event.connectionId);
        else {
          // Connection-owned state goes with its connection (spec §3.2): only its own objects are released.
          this.connections.get(event.connectionId)?.dispose();
          this.connections.delete(event.connectionId);
          this.options.onConnectionClosed?.(event.connectionId);
        }
        this.options.onListenerState({ state: 'listening', connections: event.count }, listener.backendInstanceId);
      });
      this.listener = listener;
      this.options.onListenerState({ state: 'listening', connections: 0 }, listener.backendInstanceId);
    } catch (error) {
      // The TUI stays usable; the failure is shown, the setting is not changed (spec §3.2).
      this.options.onListenerState({ state: 'failed', error: (error as Error).message }, null);
    }
  }

  /** Connections holding a slot now (handshaking or authenticated); 0 without a listener. */
  get admittedCount(): number {
    return this.listener?.admittedCount ?? 0;
  }

  private connectionFor(connectionId: string): ConnectionState {
    let connection = this.connections.get(connectionId);
    if (!connection) {
      connection = new ConnectionState(connectionId, Date.now, this.budget);
      this.connections.set(connectionId, connection);
    }
    return connection;
  }

  private async stop(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    for (const connection of this.connections.values()) connection.dispose();
    this.connections.clear();
    if (listener) await listener.close();
    this.options.onListenerState({ state: 'disabled' }, null);
  }

  close(): Promise<void> {
    return this.setEnabled(false);
  }
}
