// Where a read handler's data comes from (spec §6 "Identity and source"): the live mirror, or a log this connection
// loaded. Handlers read identities, histories and the newest frame through a ReadSource and never branch on which
// source it is; the source decides its own activity rule, the references it resolves and the metadata it stamps.
import type { ModelStore } from '../model/index.js';
import type { Snapshot } from '../model/types.js';
import type { ToolContext } from './context.js';
import { invalidArgument, ToolError } from './errors.js';
import type { LoadedLogEntry } from './logs.js';
import type { ProcessReferences } from './references.js';

/** What every result and capture made from a source carries besides its data (spec §10). */
export interface SourceMetadata {
  readonly source: 'live' | 'log';
  readonly logRef?: string;
  readonly recordingIntervalSeconds?: number;
  /** `partial` for an interrupted recording: every read of it is partial. */
  readonly status: 'complete' | 'partial';
  readonly warnings: readonly string[];
}

export interface ReadSource {
  /** The `source` a capture or result made from it reports. */
  readonly kind: 'live' | 'log';
  /** Identities and their retained histories, system and GPU adapter histories. */
  readonly store: ModelStore;
  /** The newest frame: the latest applied live snapshot, or a log's final recorded frame; null before any. */
  readonly latest: Snapshot | null;
  /** The references this source issues and resolves: the connection's live ones, or the loaded log's own. */
  readonly references: ProcessReferences;
  readonly metadata: SourceMetadata;
  /** Lifecycle of a listed identity: live evidence for the live mirror, always `unknown` for a recording. */
  lifecycle(present: boolean): 'live' | 'unknown';
  /**
   * The identity key a process_ref names for a current-value read (winproc_get_metrics): live references must
   * name a verified lifetime in the latest sample; log references name a recorded identity.
   */
  currentProcess(processRef: string): string;
}

/**
 * A `source`/`log_ref` choice checked before anything is read (spec §6: an explicit source wins; log_ref alone
 * selects the log). `open` is called after the handler's own argument checks, so its activity rule is reported
 * only for otherwise valid calls.
 */
export interface SourceChoice {
  /** Warnings for the result envelope (a log_ref that an explicit live source overrides). */
  readonly warnings: string[];
  open(context: ToolContext): ReadSource;
}

/** Live-source reads are rejected in Log view (spec §6, §9): live sampling is inactive there. */
export function requireLiveActivity(context: ToolContext): void {
  if (context.state.activity === 'log_view') {
    throw new ToolError('ACTIVITY_CONFLICT', 'The TUI is in Log view, where live sampling is inactive: live-source reads are rejected. Return the TUI to Live (or Recording) and retry; saved logs are read with source "log".', { retryable: true });
  }
}

const LIVE_METADATA: SourceMetadata = { source: 'live', status: 'complete', warnings: [] };

/**
 * The identity key a live process reference names, for a current-value read of sampled information:
 * REFERENCE_INVALID when unknown or pruned, PROCESS_EXITED when the lifetime is not in the latest snapshot (its last
 * values are never passed off as current). An unknown creation time is no refusal here: spec §6 permits sampled
 * information for such a lifetime and refuses only an unsafe live lookup (investigations, `verifiedTarget`).
 */
export function currentLiveProcess(context: ToolContext, processRef: string): string {
  const key = context.connection.references.resolve(processRef);
  const entry = context.state.store.process(key);
  if (entry === undefined) {
    throw new ToolError('REFERENCE_INVALID', 'This process_ref names an identity whose retained history was pruned. List processes again for a fresh reference; nothing is resolved by PID or name.', { retryable: false });
  }
  if (!entry.present) {
    throw new ToolError('PROCESS_EXITED', 'The referenced process lifetime is not in the latest applied sample: it exited (or left the snapshot). Its retained history stays readable with winproc_get_history; its last values are not current metrics.', { retryable: false });
  }
  return key;
}

/**
 * The `captured_at` of an answer that is neither a snapshot read nor a frozen capture (job, cancel, close_log):
 * the published snapshot's time, never the moment the call was answered (spec §6); null (omitted) before the first.
 */
export function publishedSnapshotMs(context: ToolContext): number | null {
  return context.state.latest?.capturedAtMs ?? null;
}

/** The live mirror the MCP worker keeps of the App. */
function liveSource(context: ToolContext): ReadSource {
  requireLiveActivity(context);
  const { state } = context;
  return {
    kind: 'live',
    store: state.store,
    get latest() {
      return state.latest;
    },
    references: context.connection.references,
    metadata: LIVE_METADATA,
    lifecycle: (present) => (present ? 'live' : 'unknown'),
    currentProcess: (processRef) => currentLiveProcess(context, processRef),
  };
}

/** The source metadata of a loaded log: its reference, recording interval, and partial status with its warnings. */
export function logMetadata(entry: LoadedLogEntry): SourceMetadata {
  const { log } = entry;
  return {
    source: 'log',
    logRef: entry.ref,
    ...(log.session.intervalSeconds !== null ? { recordingIntervalSeconds: log.session.intervalSeconds } : {}),
    status: log.partial ? 'partial' : 'complete',
    warnings: log.warnings,
  };
}

/** A log this connection loaded; readable in every activity, independent of what the TUI displays (spec §9). */
function logSource(entry: LoadedLogEntry): ReadSource {
  const { log, references } = entry;
  return {
    kind: 'log',
    store: log.store,
    latest: log.finalFrame,
    references,
    metadata: logMetadata(entry),
    // Recorded membership, never current OS liveness (spec §10).
    lifecycle: () => 'unknown',
    currentProcess: (processRef) => {
      const key = references.resolve(processRef);
      if (log.store.process(key) === undefined) {
        throw new ToolError('REFERENCE_INVALID', 'This process_ref names no identity of this log.', { retryable: false });
      }
      return key;
    },
  };
}

/** Resolves `source`/`log_ref`; a log source without log_ref is a semantic INVALID_ARGUMENT. */
export function chooseSource(source: string | undefined, logRef: string | undefined): SourceChoice {
  if (source === 'log' && logRef === undefined) {
    throw invalidArgument('source "log" requires log_ref (a loaded log from winproc_open_log).');
  }
  if (source === 'log' || (source === undefined && logRef !== undefined)) {
    return { warnings: [], open: (context) => logSource(context.connection.logs.get(logRef!)) };
  }
  const warnings = logRef !== undefined ? ['log_ref was ignored: the explicit source "live" takes precedence.'] : [];
  return { warnings, open: liveSource };
}

/** Source warnings first, then the call's own, each once (an interrupted log's warning is never repeated). */
export function mergeWarnings(...lists: readonly (readonly string[])[]): string[] {
  const merged: string[] = [];
  for (const list of lists) for (const warning of list) if (!merged.includes(warning)) merged.push(warning);
  return merged;
}

/**
 * The source-level fields of a result or capture made from `metadata` (spec §10): source, log_ref and recording
 * interval, the status (partial when the source is, or when the read itself is not `complete`) and the merged
 * warnings. Envelopes and frozen captures take the same fields, so pages keep them.
 */
export function sourceFields(metadata: SourceMetadata, warnings: readonly string[], complete = true) {
  return {
    source: metadata.source,
    ...(metadata.logRef !== undefined ? { logRef: metadata.logRef } : {}),
    ...(metadata.recordingIntervalSeconds !== undefined ? { recordingIntervalSeconds: metadata.recordingIntervalSeconds } : {}),
    status: complete && metadata.status === 'complete' ? ('complete' as const) : ('partial' as const),
    warnings: mergeWarnings(metadata.warnings, warnings),
  };
}
