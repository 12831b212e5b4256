// State-changing tools as the MCP side presents them: the App's ledger answers with an operation status, shown
// as `out_operation`; winproc_get_operation reads that status back (spec §8, §10 "Shared action semantics").
import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '../../../generated/types/envelope.js';
import type { GetOperationData } from '../../../generated/types/tools.js';
import { errorEnvelope, successEnvelope } from '../../contract/envelope.js';
import type { Mutation, OperationFailure, OperationStatus, SubmissionAnswer } from '../../model/operations.js';
import type { MethodHandler, ToolContext, ToolResult } from '../context.js';

/** An operation status as `out_operation` data; the bridge adds the continuation (`next_action`). */
export function operationData(status: OperationStatus): GetOperationData {
  const data: GetOperationData = { operation_id: status.operationId, tool: status.tool, state: status.state };
  if (status.confirmation !== null) data.confirmation = { description: status.confirmation };
  if (status.outcome !== null) data.outcome = { ...status.outcome, ...(status.outcome.tracked_names ? { tracked_names: [...status.outcome.tracked_names] } : {}) };
  if (status.error !== null) data.error = { code: status.error.code, message: status.error.message, retryable: status.error.retryable };
  return data;
}

/**
 * The App's answer as a tool result: an entered operation is a successful call whatever its state (a failed
 * operation included, spec §8); a request the ledger refused to enter (BUSY, RESOURCE_LIMIT, a reused ID,
 * OPERATION_UNKNOWN, an unresolvable reference) is a failed call.
 */
export function presentAnswer(context: ToolContext, answer: SubmissionAnswer): ToolResult<GetOperationData> {
  if (!answer.ok) return errorEnvelope(context.backendInstanceId, answer.error.code as ErrorCode, answer.error.message, answer.error.retryable);
  // The snapshot the operation acted on, kept by the App: its source and time stay after later activity changes.
  const snapshot = answer.status.snapshot;
  return successEnvelope(context.backendInstanceId, operationData(answer.status), snapshot === null ? {} : { source: snapshot.source, capturedAtMs: snapshot.capturedAtMs });
}

/**
 * Enters a state-changing call into the App's ledger under its operation ID and presents the answer. The bridge
 * generates the ID before dispatch; a direct IPC caller that left it out gets one here, returned too.
 */
export async function submitOperation(
  context: ToolContext,
  tool: string,
  args: Readonly<Record<string, unknown>> & { readonly operation_id?: string },
  mutation: Mutation | { readonly unresolved: OperationFailure },
): Promise<ToolResult<GetOperationData>> {
  const operationId = args.operation_id ?? `op-${randomUUID()}`;
  const answer = await context.operations.submit({ operationId, tool, arguments: { ...args, operation_id: operationId }, connectionId: context.connection.connectionId, mutation });
  return presentAnswer(context, answer);
}

export const getOperation: MethodHandler<'get_operation'> = async (args, context) => presentAnswer(context, await context.operations.status(args.operation_id));
