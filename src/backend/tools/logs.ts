// winproc_list_logs, winproc_open_log and winproc_close_log (spec §7, §10): saved logs of the one configured
// recording directory, listed and loaded by connection-owned jobs that leave the TUI's activity and sampling alone.
import { publishedSnapshotMs } from '../sources.js';
import { join } from 'node:path';
import type { ErrorCode } from '../../../generated/types/envelope.js';
import { successEnvelope } from '../../contract/envelope.js';
import { LIMITS } from '../../contract/limits.js';
import { listLogFiles, LogDirectoryError } from '../../recording/directory.js';
import { loadLogOffThread } from '../../recording/load-off-thread.js';
import { LogLoadError, type LogLoadFailure } from '../../recording/load-error.js';
import { budgetSize } from '../budget.js';
import type { ConnectionState, MethodHandler, ToolContext } from '../context.js';
import { invalidArgument, ToolError } from '../errors.js';
import type { JobError, LocalResult } from '../jobs.js';
import { freeze } from '../paging.js';
import { jobEnvelope } from './investigations.js';
import { THREAD_LOG } from '../thread-log.js';

/**
 * The configured recording directory (the App owns it: the Record dialog sets it), or the prerequisite error of
 * spec §10, the same STATE_CONFLICT a Recording start without a directory answers.
 */
async function logDirectory(context: ToolContext): Promise<{ directory: string; recordedLogIds: readonly string[] }> {
  const { directory, recordedLogIds } = await context.operations.recording();
  if (directory === null) {
    throw new ToolError('STATE_CONFLICT', 'No recording directory is configured. Start a Recording once in the TUI (key r, Record dialog) to choose one; saved-log listing reads that directory only.', { retryable: false });
  }
  return { directory, recordedLogIds };
}

/**
 * The file a log ID names. Log IDs are file names within the recording directory, and only server-issued ones
 * open (spec §7, §8, §10): those this connection's listings issued, or the output log ID of a Recording of this
 * application run (winproc_start_recording, winproc_get_recording). A name never issued is refused even if the file
 * exists; a path is refused outright.
 */
function logFileName(logId: string, connection: ConnectionState, recordedLogIds: readonly string[]): string {
  const plain = !/[/\\\0]/.test(logId) && logId !== '.' && logId !== '..' && logId.toLowerCase().endsWith('.log');
  if (!plain) throw invalidArgument('log_id must be a log ID from winproc_list_logs (a .log file name of the recording directory), never a path.');
  if (!connection.logs.wasIssued(logId) && !recordedLogIds.includes(logId)) {
    throw new ToolError('REFERENCE_INVALID', 'This log ID was not issued to this connection: list the recording directory with winproc_list_logs and open a log_id from that listing.', { retryable: false });
  }
  return logId;
}

const failed = (code: ErrorCode, message: string, retryable = false): LocalResult => ({ ok: false, error: { code, message, retryable } });

/** Runs `work` as a local job with the saved-log job deadline; `stop` (cancel, disconnect) aborts it. */
function boundedWork(run: (signal: AbortSignal) => Promise<LocalResult>) {
  const controller = new AbortController();
  let stopped = false;
  const deadline = setTimeout(() => controller.abort(), LIMITS.job_deadline_ms);
  deadline.unref();
  const outcome = run(controller.signal)
    .catch((error: unknown): LocalResult => {
      if (error instanceof ToolError) return failed(error.code, error.message, error.retryable);
      return failed('INTERNAL_ERROR', 'The saved-log job failed unexpectedly.', true);
    })
    .then((result) => {
      clearTimeout(deadline);
      if (!result.ok && controller.signal.aborted && !stopped) return failed('TIMEOUT', `The saved-log job did not finish within ${LIMITS.job_deadline_ms / 1000} s.`, true);
      return result;
    });
  return {
    outcome,
    stop: () => {
      stopped = true;
      controller.abort();
    },
  };
}

export const listLogs: MethodHandler<'list_logs'> = async (args, context) => {
  const { directory } = await logDirectory(context);
  const { connection } = context;
  const job = connection.jobs.startLocal(
    context,
    'log_list',
    () =>
      boundedWork(async () => {
        const startedAtMs = context.nowMs();
        let listing;
        try {
          listing = await listLogFiles(directory, { nameFilter: args.name_filter, limit: LIMITS.log_rows_per_listing });
        } catch (error) {
          if (error instanceof LogDirectoryError) {
            const code: ErrorCode = error.code === 'EACCES' || error.code === 'EPERM' ? 'ACCESS_DENIED' : 'COLLECTION_FAILED';
            return failed(code, `The recording directory cannot be listed (${error.code}).`, code === 'COLLECTION_FAILED');
          }
          throw error;
        }
        const rows = listing.entries.map((entry) => ({ log_id: entry.name, name: entry.name }));
        // The listed IDs are what this connection may open; past the remembered-ID limit the listing fails whole.
        connection.logs.issue(rows.map((row) => row.log_id));
        const cut = listing.matched > rows.length;
        const capture = freeze(
          context,
          rows,
          {
            kind: 'log_list',
            // Saved-log data: readable in every activity, Log view included (spec §9).
            source: 'log',
            captureStartedAtMs: startedAtMs,
            captureFinishedAtMs: context.nowMs(),
            status: cut ? 'partial' : 'complete',
            warnings: cut ? [`${listing.matched} files match; a listing holds the first ${LIMITS.log_rows_per_listing} by name. Narrow it with name_filter.`] : [],
            coverage: { matched: listing.matched },
          },
          { fields: null },
        );
        return { ok: true, captureId: capture.id, status: capture.status };
      }),
    { live: false },
  );
  return jobEnvelope(context, job);
};

/** The spec error of each load failure: format problems are the file's, not a retryable collection failure. */
const LOAD_FAILURE_CODES: Readonly<Record<LogLoadFailure, ErrorCode>> = {
  empty: 'COLLECTION_FAILED',
  not_a_recording: 'COLLECTION_FAILED',
  parse_error: 'COLLECTION_FAILED',
  unsupported_version: 'UNSUPPORTED',
  over_budget: 'RESOURCE_LIMIT',
  unreadable: 'COLLECTION_FAILED',
  cancelled: 'CANCELLED',
  timeout: 'TIMEOUT',
};

/** Why a log's reservation did not fit: the log alone, this connection's other holdings, or all connections'. */
function overBudget(connection: ConnectionState, budgetBytes: number, what: string): JobError {
  const { perConnectionBytes, totalBytes } = connection.budget;
  // The whole connection budget was free: the log alone is too large.
  if (budgetBytes >= perConnectionBytes) {
    return { code: 'RESULT_TOO_LARGE', message: `${what} A loaded log may reserve at most the ${budgetSize(perConnectionBytes)} retained-result budget of a connection.`, retryable: false };
  }
  if (connection.budget.globalRoom() < perConnectionBytes - connection.retainedBytes) {
    return {
      code: 'RESOURCE_LIMIT',
      message: `${what} Retained results of all connections leave too little of the application-wide ${budgetSize(totalBytes)} budget: release captures or close logs (on any connection), or let them expire, and retry.`,
      retryable: true,
    };
  }
  return { code: 'RESOURCE_LIMIT', message: `${what} Other captures or loaded logs of this connection hold part of its ${budgetSize(perConnectionBytes)} budget: release or close them and retry.`, retryable: false };
}

function loadFailure(error: LogLoadError, connection: ConnectionState, budgetBytes: number): JobError {
  if (error.kind === 'over_budget') return overBudget(connection, budgetBytes, error.message);
  const code = LOAD_FAILURE_CODES[error.kind];
  return { code, message: error.message, retryable: code === 'TIMEOUT' };
}

export const openLog: MethodHandler<'open_log'> = async (args, context) => {
  const { connection } = context;
  const { directory, recordedLogIds } = await logDirectory(context);
  const path = join(directory, logFileName(args.log_id, connection, recordedLogIds));
  const retained = connection.captures.retainedCount + connection.logs.slots;
  if (retained >= LIMITS.retained_objects_per_connection) {
    throw new ToolError('RESOURCE_LIMIT', `This connection already retains ${retained} captures and loaded logs (limit ${LIMITS.retained_objects_per_connection} combined). Close logs with winproc_close_log or release captures, then retry.`, {
      retryable: false,
      extra: { retained_capture_ids: connection.captures.retainedIds() },
    });
  }
  // The lesser of this connection's room and what all connections leave (spec §8: 64 MiB each, 256 MiB overall).
  const budgetBytes = connection.budgetRoom;
  const job = connection.jobs.startLocal(
    context,
    'log_load',
    () => {
      const endLoad = connection.logs.beginLoad();
      const work = boundedWork(async (signal) => {
        try {
          // A link is never followed: a listing skips links, and a file replaced by one since is refused too. Parsed
          // on a worker of its own: a large log must not hold up other clients' calls on this thread (spec §2).
          const log = await loadLogOffThread(path, { budgetBytes, signal, noFollow: true, threadLog: THREAD_LOG, label: 'open_log' });
          // Capacity is rechecked now: other queries, here or on other connections, may have used it meanwhile (spec §8).
          if (log.reservedBytes > connection.budgetRoom) {
            const { code, message, retryable } = overBudget(connection, connection.budgetRoom, 'Results retained while the log loaded leave no room for it.');
            return failed(code, message, retryable);
          }
          endLoad();
          const entry = connection.logs.add(args.log_id, log);
          return { ok: true, logRef: entry.ref, status: log.partial ? 'partial' : 'complete' };
        } catch (error) {
          if (!(error instanceof LogLoadError)) throw error;
          const { code, message, retryable } = loadFailure(error, connection, budgetBytes);
          return failed(code, message, retryable);
        } finally {
          endLoad();
        }
      });
      return work;
    },
    { live: false },
  );
  return jobEnvelope(context, job);
};

export const closeLog: MethodHandler<'close_log'> = (args, context) => {
  const closed = context.connection.logs.close(args.log_ref);
  return successEnvelope(context.backendInstanceId, { log_ref: args.log_ref, closed }, { source: 'log', capturedAtMs: publishedSnapshotMs(context) });
};
