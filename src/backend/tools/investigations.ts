// winproc_start_capture, winproc_get_process_info, winproc_get_job and winproc_cancel_job: investigations as
// bounded, connection-owned jobs (spec §7, §8). Starters verify the target identity before dispatch and return
// the job state at once; the collectors re-verify it during collection. The bridge waits and reads (delivery.ts).
import { publishedSnapshotMs } from '../sources.js';
import { identityKey, type ProcessIdentity } from '../../model/types.js';
import { DEFAULT_PROCESS_INFO_FIELDS, type InvestigationKind, type ProcessInfoField } from '../../investigation-pool/index.js';
import { successEnvelope, rfc3339, type SuccessEnvelope } from '../../contract/envelope.js';
import type { GetJobData } from '../../../generated/types/tools.js';
import type { CaptureRow } from '../captures.js';
import type { MethodHandler, ToolContext } from '../context.js';
import { invalidArgument, ToolError } from '../errors.js';
import type { AnyInvestigationResult } from '../../investigation-pool/index.js';
import type { JobRecord, ToCapture } from '../jobs.js';
import { snapshotIndex } from './processes.js';

const CAPTURE_KINDS = ['file_users', 'open_files', 'modules', 'network', 'threads', 'scheduling'] as const;
type CaptureKind = (typeof CAPTURE_KINDS)[number];
const TARGET_REQUIRED: ReadonlySet<CaptureKind> = new Set(['open_files', 'modules', 'threads', 'scheduling']);

/** Live investigations are rejected in Log view (spec §9). */
export function requireLive(context: ToolContext): void {
  if (context.state.activity === 'log_view') {
    throw new ToolError('ACTIVITY_CONFLICT', 'The TUI is in Log view, where live inspection is rejected. Return the TUI to Live (or Recording) and retry.', { retryable: true });
  }
}

/**
 * The verified live identity behind a process_ref: REFERENCE_INVALID for a foreign or pruned reference,
 * PROCESS_EXITED when the lifetime is not in the latest applied snapshot, IDENTITY_UNVERIFIABLE without a start
 * token (no safe live lookup). Never resolved by PID or name.
 */
export function verifiedTarget(context: ToolContext, processRef: string): ProcessIdentity {
  const key = context.connection.references.resolve(processRef);
  const entry = context.state.store.process(key);
  if (!entry) {
    throw new ToolError('REFERENCE_INVALID', 'The history of this process lifetime was pruned, so its process_ref is no longer valid. List processes again for a fresh reference.', { retryable: false });
  }
  const latest = context.state.latest;
  if (!latest || !snapshotIndex(latest).byKey.has(key)) {
    throw new ToolError('PROCESS_EXITED', 'This process lifetime is not in the latest sample: it has exited, and an exited lifetime cannot be inspected live. Its retained history stays readable with winproc_get_history.', { retryable: false });
  }
  if (entry.identity.startToken === null) {
    throw new ToolError('IDENTITY_UNVERIFIABLE', 'The start time of this process is unknown, so its identity cannot be verified for a live lookup.', { retryable: false });
  }
  return entry.identity;
}

function metadataOf(result: AnyInvestigationResult, kind: string) {
  return {
    kind,
    source: 'live' as const,
    captureStartedAtMs: result.startedAtMs,
    captureFinishedAtMs: result.finishedAtMs,
    status: result.status,
    warnings: [...result.warnings],
    coverage: { ...result.coverage },
  };
}

/** Plain rows for kinds whose collector rows are already in schema shape. */
const plainCapture =
  (kind: string): ToCapture =>
  (result) => ({ rows: result.rows as CaptureRow[], metadata: metadataOf(result, kind), fields: null });

/** File-user rows gain the owner's process_ref when the owner's identity is known (verified start token). */
const fileUsersCapture: ToCapture = (result, context) => {
  const owners = new Map<number, ProcessIdentity>();
  for (const identity of result.processes ?? []) owners.set(identity.pid, identity);
  const references = context.connection.references;
  const rows = (result.rows as CaptureRow[]).map((row) => {
    const owner = owners.get(row.pid as number);
    if (!owner || owner.startToken === null || owner.name !== row.name) return row;
    return { process_ref: references.refFor(identityKey(owner)), ...row };
  });
  return { rows, metadata: metadataOf(result, 'file_users'), fields: null };
};

function processInfoCapture(target: ProcessIdentity, fields: readonly ProcessInfoField[]): ToCapture {
  return (result, context) => {
    const ref = context.connection.references.refFor(identityKey(target));
    const rows = (result.rows as CaptureRow[]).map((row) => ({ process_ref: ref, ...row }));
    return { rows, metadata: metadataOf(result, 'process_info'), fields: ['process_ref', 'pid', 'name', ...fields] };
  };
}

/** The job state as `out_job` data: running, or terminal with its result or error. */
export function jobData(job: JobRecord): GetJobData {
  const data: GetJobData = { job_id: job.id, kind: job.kind, state: job.state, started_at: rfc3339(job.startedAtMs) };
  if (job.finishedAtMs !== null) data.finished_at = rfc3339(job.finishedAtMs);
  if (job.state === 'succeeded' && job.evidence !== undefined) data.result = { evidence: job.evidence, status: 'complete' };
  else if (job.state === 'succeeded' && job.logRef !== undefined) data.result = { log_ref: job.logRef, status: job.status };
  else if (job.state === 'succeeded') data.result = { capture_id: job.captureId, status: job.status };
  else if (job.state === 'failed' && job.error !== undefined) data.result = { error: { ...job.error } };
  if (job.task?.occupied && job.state !== 'running') data.cleanup_pending = true;
  return data;
}

export function jobEnvelope(context: ToolContext, job: JobRecord): SuccessEnvelope<GetJobData> {
  return successEnvelope(context.backendInstanceId, jobData(job), { source: 'live', capturedAtMs: publishedSnapshotMs(context) });
}

function startJob(context: ToolContext, kind: InvestigationKind, target: ProcessIdentity | null, toCapture: ToCapture, fields?: readonly ProcessInfoField[]): SuccessEnvelope<GetJobData> {
  const job = context.connection.jobs.start(context, kind, { kind, target, ...(fields ? { fields } : {}) }, toCapture);
  return jobEnvelope(context, job);
}

export const startCapture: MethodHandler<'start_capture'> = (args, context) => {
  const kind = args.kind as CaptureKind;
  if (!CAPTURE_KINDS.includes(kind)) throw invalidArgument(`kind must be one of ${CAPTURE_KINDS.join(', ')}.`);
  const processRef = args.process_ref;
  if (kind === 'file_users' && processRef !== undefined) {
    throw invalidArgument('file_users is host-wide and takes no process_ref; filter its rows with read.owner_name instead.');
  }
  if (TARGET_REQUIRED.has(kind) && processRef === undefined) throw invalidArgument(`${kind} requires the process_ref of a live process lifetime.`);
  requireLive(context);
  const target = processRef === undefined ? null : verifiedTarget(context, processRef);
  return startJob(context, kind, target, kind === 'file_users' ? fileUsersCapture : plainCapture(kind));
};

export const getProcessInfo: MethodHandler<'get_process_info'> = (args, context) => {
  const fields = (args.fields as ProcessInfoField[] | undefined) ?? [...DEFAULT_PROCESS_INFO_FIELDS];
  requireLive(context);
  const target = verifiedTarget(context, args.process_ref);
  return startJob(context, 'process_info', target, processInfoCapture(target, fields), fields);
};

export const getJob: MethodHandler<'get_job'> = (args, context) => {
  const job = context.connection.jobs.get(args.job_id, context);
  return jobEnvelope(context, job);
};

export const cancelJob: MethodHandler<'cancel_job'> = (args, context) => {
  const { job, requested } = context.connection.jobs.cancel(args.job_id);
  return successEnvelope(
    context.backendInstanceId,
    { job_id: job.id, state: job.state, cancel_requested: requested, cleanup_pending: job.task?.occupied === true },
    { source: 'live', capturedAtMs: publishedSnapshotMs(context) },
  );
};
