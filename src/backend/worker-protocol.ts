// The channel between the App (main thread) and the MCP worker: mirror updates and listener control in, listener
// state out. Both directions are request/reply capable (ThreadChannel); later state-changing tools send their
// mutations to the App as requests of McpWorkerToApp and wait for its outcome.
import type { MessagePort } from 'node:worker_threads';
import type { McpListenerState } from '../model/activity.js';
import type { DotnetCollectionView } from '../model/dotnet.js';
import type { GraphsAnswer, GraphsQuery } from '../model/graphs.js';
import type { OperationSubmission, ProfilesView, RecordingStateView, SubmissionAnswer } from '../model/operations.js';
import type { Platform } from '../model/types.js';
import type { MirrorStart, MirrorUpdate } from './state.js';

export interface McpWorkerData {
  readonly applicationVersion: string;
  /** The platform the application samples, named by the start-up module (the backend never asks the OS). */
  readonly platform: Platform;
  /** Whether the listener starts enabled (saved `mcp_connections_disabled` is false). */
  readonly enabled: boolean;
  /** The application's file-user scan lock, so the TUI and MCP run one host-wide scan at a time. */
  readonly fileUsersLockBuffer?: SharedArrayBuffer;
  /** The application's budget of investigation slots, so TUI and MCP collections together stay within it. */
  readonly investigationSlotsBuffer?: SharedArrayBuffer;
  /** The App shares its history storage: the mirror maps it instead of storing every sample again. */
  readonly sharedHistories?: boolean;
  /**
   * The worker was started for a connection the App accepted (src/backend/host.ts, on demand): the App owns the
   * endpoint and hands every accepted connection over ('connection'); the mirror begins from `start`.
   */
  readonly onDemand?: { readonly path: string; readonly start: MirrorStart };
}

/**
 * The mirror's start, taken out of the worker's data, once. `workerData` lives as long as the thread, and the start
 * is needed only to build the mirror: left there it kept every entry and ring storage of the App's store at that
 * moment, and so the ring buffers the App has replaced since (16, 32, 64 slots as a ring fills), ~3 MB of this
 * isolate's heap and ~1 MB of shared buffers at 1,000 processes for the worker's whole life (issue 31, s43).
 */
export function takeMirrorStart(data: McpWorkerData): MirrorStart | undefined {
  const onDemand = data.onDemand as { start?: MirrorStart } | undefined;
  const start = onDemand?.start;
  if (onDemand !== undefined) delete onDemand.start;
  return start;
}

/** What the App sends the MCP worker. */
export type AppToMcpWorker = {
  readonly requests: {
    /** Starts or stops the listener; replies once the transition finished. */
    readonly set_enabled: { readonly args: { readonly enabled: boolean }; readonly reply: void };
    /** Whether no connection is admitted (handshaking or authenticated): an idle on-demand worker may stop. */
    readonly idle: { readonly args: null; readonly reply: boolean };
    /** Closes the listener, its connections and the investigation pool; replies when all is released. */
    readonly shutdown: { readonly args: null; readonly reply: void };
  };
  readonly notices: {
    /** Each change the App applied, in order. */
    readonly mirror: MirrorUpdate;
    /** A port on which the sampler worker posts every snapshot directly (see SamplingWorker.onMirrorPort). */
    readonly mirror_port: MessagePort;
    /** A connection the App accepted, as a descriptor of this process (ConnectionHandover.release); on demand only. */
    readonly connection: { readonly fd: number };
  };
};

/** What the MCP worker sends the App. */
export type McpWorkerToApp = {
  readonly requests: {
    /** A state-changing tool call for the App's operations ledger; the reply is the entered operation's status. */
    readonly submit_operation: { readonly args: OperationSubmission; readonly reply: SubmissionAnswer };
    readonly get_operation: { readonly args: { readonly operationId: string }; readonly reply: SubmissionAnswer };
    readonly list_profiles: { readonly args: null; readonly reply: ProfilesView };
    readonly get_graphs: { readonly args: GraphsQuery; readonly reply: GraphsAnswer };
    readonly get_dotnet_collection: { readonly args: { readonly key: string }; readonly reply: DotnetCollectionView & { readonly revision: string } };
    readonly get_recording: { readonly args: null; readonly reply: RecordingStateView };
  };
  readonly notices: {
    readonly listener: { readonly state: McpListenerState; readonly backendInstanceId: string | null };
    /** A bridge connection closed: the App cancels confirmations it still waits for. */
    readonly connection_closed: { readonly connectionId: string };
  };
};
