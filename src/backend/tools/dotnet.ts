// .NET runtime collection through MCP (spec §10 ".NET collection"): winproc_get_dotnet_collection reads one
// lifetime's support, authorization and collection state from the App (it grants and starts nothing);
// winproc_set_dotnet_collection resolves its verified live target here and hands the change to the App's operations
// ledger, which checks, asks the local confirmation and applies it.
import { identityKey } from '../../model/types.js';
import { successEnvelope } from '../../contract/envelope.js';
import type { Mutation, OperationFailure } from '../../model/operations.js';
import type { MethodHandler, ToolContext } from '../context.js';
import { ToolError } from '../errors.js';
import { verifiedTarget } from './investigations.js';
import { submitOperation } from './operations.js';

/** The lifetime behind a reference for reading: any retained lifetime (an exited one reports its last state). */
function retainedKey(context: ToolContext, processRef: string): string {
  const key = context.connection.references.resolve(processRef);
  if (context.state.store.process(key) === undefined) {
    throw new ToolError('REFERENCE_INVALID', 'The history of this process lifetime was pruned, so its process_ref is no longer valid. List processes again for a fresh reference.', { retryable: false });
  }
  return key;
}

export const getDotnetCollection: MethodHandler<'get_dotnet_collection'> = async (args, context) => {
  const key = retainedKey(context, args.process_ref);
  const view = await context.operations.dotnetCollection(key);
  const data = { process_ref: args.process_ref, supported: view.supported, enabled: view.enabled, revision: view.revision, state: view.state, ...(view.detail === null ? {} : { detail: view.detail }) };
  return successEnvelope(context.backendInstanceId, data, { capturedAtMs: context.state.latest?.capturedAtMs ?? null });
};

/** The verified live lifetime to change, or why there is none (the ledger then enters nothing). */
function target(context: ToolContext, processRef: string, enabled: boolean): { key: string } | { unresolved: OperationFailure } {
  try {
    // Revoking needs no live process (an exited lifetime's authorization can be withdrawn); enabling does.
    if (!enabled) return { key: retainedKey(context, processRef) };
    return { key: identityKey(verifiedTarget(context, processRef)) };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { unresolved: { code: error.code, message: error.message, retryable: error.retryable } };
  }
}

export const setDotnetCollection: MethodHandler<'set_dotnet_collection'> = async (args, context) => {
  const resolved = target(context, args.process_ref, args.enabled);
  const mutation: Mutation | { unresolved: OperationFailure } = 'unresolved' in resolved ? resolved : { kind: 'dotnet', key: resolved.key, enabled: args.enabled, expectedRevision: args.expected_revision };
  return submitOperation(context, 'winproc_set_dotnet_collection', args, mutation);
};
