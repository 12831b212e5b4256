// State-changing operations as they cross from the MCP worker to the App and back (spec §8, §10 "Shared action
// semantics"): what a client submitted, and the operation status the App's ledger answers with. Plain data, so the
// App (which owns the ledger) and the backend (which presents it as `out_operation`) share it without importing
// each other.
import type { GetOperationData } from '../../generated/types/tools.js';
import type { DotnetCollectionView } from './dotnet.js';
import type { ExportRange, GraphsAnswer, GraphsQuery, GraphSourceRequest } from './graphs.js';

export type OperationState = 'pending' | 'running' | 'pending_confirmation' | 'succeeded' | 'failed';

/** An operation error in the specification's terms; the MCP side presents it as-is. */
export interface OperationFailure {
  readonly code: string;
  readonly message: string;
  readonly retryable: boolean;
}

/** What a successful operation changed: `out_operation.outcome` of the catalog, as generated from the schema. */
export type OperationOutcome = NonNullable<GetOperationData['outcome']>;

/**
 * The snapshot an operation acted on, as its envelopes report it (spec §10: operation envelopes retain the
 * snapshot's source and time even after later activity changes): what the App displayed when the operation was
 * entered, then when it was accepted and ran.
 */
export interface OperationSnapshot {
  readonly source: 'live' | 'log';
  /** The displayed sample's time; null before the first. */
  readonly capturedAtMs: number | null;
}

/** An operation as the ledger holds it, in the form `winproc_get_operation` reports. */
export interface OperationStatus {
  readonly operationId: string;
  readonly tool: string;
  readonly state: OperationState;
  /** The immutable action description shown for local confirmation, while or after one was asked. */
  readonly confirmation: string | null;
  readonly outcome: OperationOutcome | null;
  readonly error: OperationFailure | null;
  readonly snapshot: OperationSnapshot | null;
}

/** One change to the working Tracking List, with the name already resolved from a process reference if one was given. */
export interface TrackingMutation {
  readonly kind: 'tracking';
  readonly action: 'add' | 'remove';
  /** The name as given or as captured for the referenced lifetime; compared case-insensitively. */
  readonly processName: string;
  readonly expectedRevision: string;
  /** True when the name came from a process reference (the outcome says so). */
  readonly byReference: boolean;
}

/** One Investigation Profile operation, as the client gave it (the App resolves the reference). */
export interface ProfileMutation {
  readonly kind: 'profile';
  readonly action: 'load' | 'save' | 'save_as' | 'rename' | 'delete';
  readonly profileRef: string | null;
  readonly expectedProfileRevision: string | null;
  /** save_as: the new profile's name. */
  readonly name: string | null;
  /** rename: the profile's new name. */
  readonly newName: string | null;
  readonly expectedRevision: string;
}

/**
 * Graph additions and CSV export (spec §10 "Graph workspace and CSV export"): the only actions whose operation ID
 * and expected revision are optional (null: accept the workspace current at acceptance).
 */
export interface GraphsMutation {
  readonly kind: 'graphs';
  readonly action: 'add' | 'export';
  /** Sources to append first, in order (empty: none). */
  readonly sources: readonly GraphSourceRequest[];
  readonly expectedRevision: string | null;
  /** export: the directory as given (absolute, or relative to the TUI's working directory). */
  readonly outputDirectory?: string;
  /** export: one plain `.csv` name, or null for a generated unique name. */
  readonly filename?: string | null;
  readonly range?: ExportRange;
}

/** The Recording intervals in seconds (spec §10 "Recording"). */
export type RecordingInterval = 1 | 2 | 5 | 10;

/**
 * Recording start or stop (spec §10 "Recording"). Start copies the working Tracking List and the interval into the
 * session and needs the current revision; stop names the exact session it stops.
 */
export type RecordingMutation =
  | {
      readonly kind: 'recording';
      readonly action: 'start';
      readonly intervalSeconds: RecordingInterval;
      readonly expectedRevision: string;
      /** The TUI's Record dialog only: the directory to record into (MCP always uses the configured one). */
      readonly directory?: string;
    }
  | { readonly kind: 'recording'; readonly action: 'stop'; readonly sessionId: string };

/** The Recording as winproc_get_recording reports it. */
export interface RecordingStateView {
  readonly active: boolean;
  readonly sessionId: string | null;
  /** Names fixed for the active session; empty when none is active. */
  readonly trackedNames: readonly string[];
  readonly intervalSeconds: RecordingInterval | null;
  readonly outputLogId: string | null;
  /** Output log IDs of this run's Recordings in the configured directory: server-issued, openable by any connection. */
  readonly recordedLogIds: readonly string[];
  /** Whether a recording directory is configured (not a filesystem readiness probe). */
  readonly outputDirectoryConfigured: boolean;
  /** The configured recording directory, the one root saved-log listing reads (spec §10), or null. */
  readonly directory: string | null;
  readonly revision: string;
}

/** Authorizes or revokes .NET runtime collection for one lifetime (the backend resolved the reference to its key). */
export interface DotnetMutation {
  readonly kind: 'dotnet';
  /** identityKey() of the verified live lifetime. */
  readonly key: string;
  readonly enabled: boolean;
  readonly expectedRevision: string;
}

export type Mutation = TrackingMutation | ProfileMutation | GraphsMutation | RecordingMutation | DotnetMutation;

/** A state-changing tool call the MCP worker hands to the App. */
export interface OperationSubmission {
  readonly operationId: string;
  readonly tool: string;
  /**
   * The client's own arguments: the request's identity for deduplication (a retry must repeat them exactly).
   * The bridge's delivery arguments are not part of it.
   */
  readonly arguments: Readonly<Record<string, unknown>>;
  /** The connection that asked; its disconnect cancels a confirmation it is still waiting for. */
  readonly connectionId: string;
  /** The resolved change, or why it could not be resolved (checked only when the ID is new). */
  readonly mutation: Mutation | { readonly unresolved: OperationFailure };
}

/** The App's answer: the entered (or retained) operation, or why nothing was entered. */
export type SubmissionAnswer = { readonly ok: true; readonly status: OperationStatus } | { readonly ok: false; readonly error: OperationFailure };

/** What the App offers the MCP side for state-changing operations (served across threads by the MCP host). */
export interface OperationsPort {
  submit(submission: OperationSubmission): SubmissionAnswer;
  status(operationId: string): SubmissionAnswer;
  profiles(): ProfilesView;
  /** The Graph workspace as winproc_get_graphs reports it. */
  graphs(query: GraphsQuery): GraphsAnswer;
  /** One lifetime's .NET collection state as winproc_get_dotnet_collection reports it, with the shared revision. */
  dotnetCollection(key: string): DotnetCollectionView & { readonly revision: string };
  /** The Recording as winproc_get_recording reports it. */
  recording(): RecordingStateView;
  /** A bridge connection closed: confirmations it is still waiting for end as CANCELLED. */
  connectionClosed(connectionId: string): void;
}

/** The saved Investigation Profiles as winproc_list_profiles and the TUI's Profiles dialog show them. */
export interface ProfilesView {
  readonly revision: string;
  /** The bound profile, or null for Empty (default). */
  readonly activeProfileRef: string | null;
  /** True when the working Tracking List differs from the bound profile's names. */
  readonly workingListModified: boolean;
  /** Empty (default) first, then the saved profiles in their saved order. */
  readonly profiles: readonly { readonly ref: string; readonly name: string; readonly revision: string; readonly names: readonly string[]; readonly virtual: boolean }[];
  /** Why the saved profiles are unknown (the settings file could not be read), or null. */
  readonly error: string | null;
}
