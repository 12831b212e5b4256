// What a tool handler receives besides its validated arguments: the mirrored state and the calling connection.
import { DisplayedReferences } from './displayed-references.js';
import type { BackendArgs, BackendData, BackendMethod } from '../../generated/backend/registry.js';
import type { WinprocError } from '../../generated/types/envelope.js';
import type { SuccessEnvelope } from '../contract/envelope.js';
import type { DotnetCollectionView } from '../model/dotnet.js';
import type { GraphsAnswer, GraphsQuery } from '../model/graphs.js';
import type { OperationSubmission, ProfilesView, RecordingStateView, SubmissionAnswer } from '../model/operations.js';
import { RetainedBudget } from './budget.js';
import { CaptureStore } from './captures.js';
import { CursorCodec } from './cursors.js';
import { JobRegistry } from './jobs.js';
import { ConnectionLogs } from './logs.js';
import { ProcessReferences } from './references.js';
import type { BackendState } from './state.js';

/** Everything one bridge connection owns; it goes away with the connection (spec §3.2). */
export class ConnectionState {
  readonly references = new ProcessReferences();
  readonly captures: CaptureStore;
  readonly cursors = new CursorCodec();
  /** Investigation jobs of this connection; disconnect cancels the running ones (spec §8). */
  readonly jobs: JobRegistry;
  /** Log IDs issued and logs loaded by this connection. */
  readonly logs: ConnectionLogs;
  /** Displayed-process references winproc_get_graphs issued, bound to the workspace revision (spec §10). */
  readonly displayed = new DisplayedReferences();
  /** Ends this connection's count in the application-wide budget. */
  private readonly unregister: () => void;

  constructor(
    readonly connectionId: string,
    now: () => number = Date.now,
    /** The byte budgets, shared by every connection of the listener (spec §8: 64 MiB each, 256 MiB overall). */
    readonly budget: RetainedBudget = new RetainedBudget(),
  ) {
    this.logs = new ConnectionLogs(now);
    this.captures = new CaptureStore(now, this.logs, budget);
    this.logs.onReleased = (ref) => this.captures.releaseFromLog(ref);
    this.jobs = new JobRegistry(now);
    this.unregister = budget.register(
      () => this.retainedBytes,
      () => this.retainedBytesBound,
    );
  }

  /** Serialized capture rows plus loaded-log reservations of this connection now (expired ones no longer count). */
  get retainedBytes(): number {
    this.captures.sweep();
    return this.captures.retainedBytes + this.logs.reservedBytes;
  }

  /** At least `retainedBytes`, without serializing captures' rows (CaptureStore.retainedBytesBound). */
  get retainedBytesBound(): number {
    this.captures.sweep();
    return this.captures.retainedBytesBound + this.logs.reservedBytes;
  }

  /** Bytes a new reservation of this connection may take: its own room, or less when all connections hold more. */
  get budgetRoom(): number {
    return Math.max(0, Math.min(this.budget.perConnectionBytes - this.retainedBytes, this.budget.globalRoom()));
  }

  /** Cancels the connection's jobs and releases every connection-owned object. */
  dispose(): void {
    this.jobs.dispose();
    this.logs.dispose();
    this.captures.releaseAll();
    this.unregister();
  }
}

/** The App's operations ledger as the MCP worker reaches it (across the thread boundary, so asynchronous). */
export interface ApplicationOperations {
  submit(submission: OperationSubmission): Promise<SubmissionAnswer>;
  status(operationId: string): Promise<SubmissionAnswer>;
  /** The profiles live in the App alone (they are small and change only by explicit actions): read there. */
  profiles(): Promise<ProfilesView>;
  /** The Graph workspace lives in the App (the TUI's displayed source, pause and Log view included): read there. */
  graphs(query: GraphsQuery): Promise<GraphsAnswer>;
  /** .NET collection authorization and the collector's progress live in the App: read there. */
  dotnetCollection(key: string): Promise<DotnetCollectionView & { readonly revision: string }>;
  /** The Recording session lives in the App (it owns the writer and the activity): read there. */
  recording(): Promise<RecordingStateView>;
}

export interface ToolContext {
  readonly state: BackendState;
  readonly backendInstanceId: string;
  readonly applicationVersion: string;
  readonly connection: ConnectionState;
  readonly signal: AbortSignal;
  /** State-changing tools submit here; the App applies, confirms and records them. */
  readonly operations: ApplicationOperations;
  /** The tools this backend serves, for winproc_get_status. */
  readonly servedTools: readonly string[];
  readonly nowMs: () => number;
  /** Set by the dispatcher from DELIVERY_ARGUMENT; absent means the normal bridge. */
  readonly delivery?: DeliveryMode;
}

/**
 * How the calling bridge delivers results (spec §4): the normal bridge (managed delivery) or `mcp-bridge --raw`.
 * The bridge sends it as the reserved argument DELIVERY_ARGUMENT, added after its schema validation; the
 * dispatcher strips it before a handler sees the arguments. A bridge that does not send it is treated as normal.
 */
export interface DeliveryMode {
  readonly raw: boolean;
}

/** The reserved argument carrying DeliveryMode; src/bridge/delivery.ts sends the same name. */
export const DELIVERY_ARGUMENT = '__delivery';

/** What a handler answers: a success envelope with its tool's data type, or an error envelope. */
export type ToolResult<Data> = SuccessEnvelope<Data> | WinprocError;

/**
 * The handler of backend method M: its validated arguments (typed from the tool's input schema) and the context
 * in, an envelope of the tool's success-data type out. It neither validates JSON shape nor serializes.
 */
export type MethodHandler<M extends BackendMethod> = (args: BackendArgs<M>, context: ToolContext) => Promise<ToolResult<BackendData<M>>> | ToolResult<BackendData<M>>;
