// Routes a request's method to its tool handler and turns every failure into an error envelope with a spec code.
import { BACKEND_METHOD_TOOLS, isBackendMethod, type BackendMethod } from '../../generated/backend/registry.js';
import type { WinprocError } from '../../generated/types/envelope.js';
import { validateToolArguments } from '../contract/arguments.js';
import { errorEnvelope } from '../contract/envelope.js';
import { resultCheck } from '../contract/result-check.js';
import { DELIVERY_ARGUMENT, type DeliveryMode, type MethodHandler, type ToolContext } from './context.js';
import { ToolError } from './errors.js';
import { noteThread } from '../channel/thread-log.js';
import { THREAD_LOG } from './thread-log.js';
import { readCapture, releaseCapture } from './tools/captures.js';
import { addGraphs, exportGraphs, getGraphs } from './tools/graphs.js';
import { getHistory } from './tools/history.js';
import { getDotnetCollection, setDotnetCollection } from './tools/dotnet.js';
import { waitCondition } from './tools/conditions.js';
import { cancelJob, getJob, getProcessInfo, startCapture } from './tools/investigations.js';
import { getMetrics } from './tools/metrics.js';
import { getOperation } from './tools/operations.js';
import { listProfiles, updateProfile } from './tools/profiles.js';
import { getRecording, startRecording, stopRecording } from './tools/recording.js';
import { getTracking, updateTracking } from './tools/tracking.js';
import { listProcesses } from './tools/processes.js';
import { closeLog, listLogs, openLog } from './tools/logs.js';
import { getStatus, getSystemInfo, listMetrics } from './tools/status.js';

/** A catalog tool this backend does not serve yet, with its reason: it answers UNSUPPORTED instead of pretending. */
export interface NotBuiltYet {
  readonly notBuiltYet: string;
}

const notBuiltYet = (reason: string): NotBuiltYet => ({ notBuiltYet: reason });

/**
 * Every backend method of the catalog, each with its handler or the reason it is not served yet. The type comes
 * from the schemas (generated/backend/registry.ts): a missing, extra or misnamed method, or a handler whose
 * arguments or data drift from its tool's schema, is a compile error.
 */
export const HANDLERS: { readonly [M in BackendMethod]: MethodHandler<M> | NotBuiltYet } = {
  get_status: getStatus,
  get_system_info: getSystemInfo,
  list_metrics: listMetrics,
  list_processes: listProcesses,
  get_metrics: getMetrics,
  get_history: getHistory,
  read_capture: readCapture,
  release_capture: releaseCapture,
  get_process_info: getProcessInfo,
  start_capture: startCapture,
  get_job: getJob,
  cancel_job: cancelJob,
  get_graphs: getGraphs,
  add_graphs: addGraphs,
  export_graphs: exportGraphs,
  get_tracking: getTracking,
  update_tracking: updateTracking,
  list_profiles: listProfiles,
  update_profile: updateProfile,
  get_recording: getRecording,
  start_recording: startRecording,
  stop_recording: stopRecording,
  list_logs: listLogs,
  open_log: openLog,
  close_log: closeLog,
  get_dotnet_collection: getDotnetCollection,
  set_dotnet_collection: setDotnetCollection,
  wait_condition: waitCondition,
  get_operation: getOperation,
};

function isNotBuiltYet(entry: MethodHandler<BackendMethod> | NotBuiltYet): entry is NotBuiltYet {
  return typeof entry === 'object';
}

const METHODS = Object.keys(HANDLERS) as BackendMethod[];

/** Backend methods without a handler yet, with their reasons. */
export const NOT_BUILT_YET: ReadonlyMap<BackendMethod, string> = new Map(
  METHODS.flatMap((method) => {
    const entry = HANDLERS[method] as MethodHandler<BackendMethod> | NotBuiltYet;
    return isNotBuiltYet(entry) ? [[method, entry.notBuiltYet] as const] : [];
  }),
);

/** Tool names (with the winproc_ prefix) this backend serves. */
export const SERVED_TOOLS: readonly string[] = METHODS.filter((method) => !NOT_BUILT_YET.has(method)).map((method) => BACKEND_METHOD_TOOLS[method]);

/**
 * Splits the bridge's reserved delivery argument from the tool arguments. It is added by the bridge after schema
 * validation (inputs reject unknown fields, so no client can send it through the bridge); anything but a
 * well-formed `{raw: boolean}` means the normal bridge.
 */
export function splitDelivery(args: Record<string, unknown>): { toolArgs: Record<string, unknown>; delivery: DeliveryMode } {
  if (!Object.prototype.hasOwnProperty.call(args, DELIVERY_ARGUMENT)) return { toolArgs: args, delivery: { raw: false } };
  const { [DELIVERY_ARGUMENT]: value, ...toolArgs } = args;
  const raw = typeof value === 'object' && value !== null && (value as { raw?: unknown }).raw === true;
  return { toolArgs, delivery: { raw } };
}

/**
 * The context with the delivery mode. Not a spread: a spread would read `signal`, and the connection makes a
 * request's AbortController only when that is read (src/ipc/connection.ts); every key is listed (checked below).
 */
function withDelivery(base: ToolContext, delivery: DeliveryMode): ToolContext {
  const { state, backendInstanceId, applicationVersion, connection, operations, servedTools, nowMs } = base;
  return {
    state,
    backendInstanceId,
    applicationVersion,
    connection,
    operations,
    servedTools,
    nowMs,
    delivery,
    get signal() {
      return base.signal;
    },
  } satisfies Record<keyof ToolContext, unknown>;
}

export async function dispatchTool(method: string, rawArgs: Record<string, unknown>, baseContext: ToolContext): Promise<object> {
  const { toolArgs: args, delivery } = splitDelivery(rawArgs);
  const context = withDelivery(baseContext, delivery);
  if (!isBackendMethod(method)) return errorEnvelope(context.backendInstanceId, 'INVALID_ARGUMENT', 'Unknown backend method.', false);
  const tool = BACKEND_METHOD_TOOLS[method];
  const result = await answer(method, tool, args, context);
  const check = await resultCheck();
  const drift = check?.(tool, result) ?? null;
  if (drift === null) return result;
  process.stderr.write(`winproc-tui backend: ${drift}\n`);
  return errorEnvelope(context.backendInstanceId, 'INTERNAL_ERROR', `The application's answer failed its own output schema (${drift}).`, false);
}

async function answer(method: BackendMethod, tool: string, args: Record<string, unknown>, context: ToolContext): Promise<object> {
  const entry = HANDLERS[method] as MethodHandler<BackendMethod> | NotBuiltYet;
  if (isNotBuiltYet(entry)) {
    return errorEnvelope(context.backendInstanceId, 'UNSUPPORTED', `This application version does not serve this tool: ${entry.notBuiltYet}.`, false);
  }
  // The bridge validated already, but the pipe has other possible callers: a direct IPC call with bad arguments
  // is the caller's fault (INVALID_ARGUMENT, not retryable), never a handler failure.
  const check = validateToolArguments(tool, args);
  if (!check.ok) return invalidArguments(context, check.error);
  noteThread(THREAD_LOG, method, 'handler');
  try {
    // Validated against the tool's input schema just above, so the generated argument type holds.
    return await (entry as (a: unknown, c: ToolContext) => ReturnType<MethodHandler<BackendMethod>>)(args, context);
  } catch (error) {
    if (error instanceof ToolError) return errorEnvelope(context.backendInstanceId, error.code, error.message, error.retryable, error.extra);
    // Never a stack trace or a captured value in a message (DESIGN §6); the detail goes to the worker's stderr.
    process.stderr.write(`winproc-tui backend: ${method} failed: ${(error as Error).name}\n`);
    return errorEnvelope(context.backendInstanceId, 'INTERNAL_ERROR', 'The application failed to answer this call; it keeps running. Retry, or report the problem.', true);
  }
}

function invalidArguments(context: ToolContext, error: { code: 'INVALID_ARGUMENT'; message: string; field: string; constraint: string; expected: unknown }): WinprocError {
  return errorEnvelope(context.backendInstanceId, error.code, error.message, false, { field: error.field, constraint: error.constraint, expected: error.expected });
}
