// The working Tracking List through MCP (spec §10 "Tracking and Investigation Profiles"): winproc_get_tracking reads
// the mirror (names, revision, the effective identity set of the last Live sample); winproc_update_tracking resolves
// its target here and hands the change to the App's operations ledger, which checks, confirms and applies it.
import type { Mutation, OperationFailure } from '../../model/operations.js';
import { identityKey } from '../../model/types.js';
import type { MethodHandler, ToolContext } from '../context.js';
import { nullableTimestamp, outProcessName } from '../encode.js';
import { invalidArgument, ToolError } from '../errors.js';
import { submitOperation } from './operations.js';
import { successEnvelope } from '../../contract/envelope.js';

function currentRevision(context: ToolContext): string {
  const revision = context.state.revision;
  // The App posts its revision before the listener can accept a connection; this only guards a start-up race.
  if (revision === null) throw new ToolError('BUSY', 'The application has not published its investigation state yet; retry in a moment.', { retryable: true });
  return revision;
}

export const getTracking: MethodHandler<'get_tracking'> = (_args, context) => {
  const { store, latest } = context.state;
  const references = context.connection.references;
  const matching = store.trackingMatches().flatMap((match) => {
    const entry = store.process(match.key);
    // Matches are lifetimes in the last Live sample; exited ones are retained history, listed by list_processes.
    if (!entry?.present) return [];
    return [
      {
        process_ref: references.refFor(identityKey(entry.identity)),
        pid: entry.identity.pid,
        ...outProcessName(entry.identity),
        start_time: nullableTimestamp(entry.identity.startTimeMs),
        matched_name: match.rootName,
        descendant: match.descendant,
      },
    ];
  });
  const data = { revision: currentRevision(context), tracked_names: store.trackingNames(), matching_processes: matching, captured_at: nullableTimestamp(latest?.capturedAtMs ?? null) };
  return successEnvelope(context.backendInstanceId, data, { capturedAtMs: latest?.capturedAtMs ?? null });
};

/** The name a process reference stands for, or why it stands for none (the ledger decides whether that matters). */
function referencedName(context: ToolContext, processRef: string): { name: string } | { unresolved: OperationFailure } {
  try {
    const key = context.connection.references.resolve(processRef);
    const entry = context.state.store.process(key);
    if (entry === undefined) throw new ToolError('REFERENCE_INVALID', 'The referenced process lifetime is no longer retained. List processes again for a fresh reference, or give process_name.', { retryable: false });
    return { name: entry.identity.name };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { unresolved: { code: error.code, message: error.message, retryable: error.retryable } };
  }
}

export const updateTracking: MethodHandler<'update_tracking'> = async (args, context) => {
  const byReference = args.process_ref !== undefined;
  if (byReference === (args.process_name !== undefined)) {
    throw invalidArgument('Give exactly one of process_name (a name, tracked even before such a process starts) or process_ref (a live process whose captured name is used).');
  }
  const target = byReference ? referencedName(context, args.process_ref!) : { name: args.process_name! };
  const mutation: Mutation | { unresolved: OperationFailure } =
    'unresolved' in target ? target : { kind: 'tracking', action: args.action, processName: target.name, expectedRevision: args.expected_revision, byReference };
  return submitOperation(context, 'winproc_update_tracking', args, mutation);
};
