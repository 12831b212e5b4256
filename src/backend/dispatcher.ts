// Routes a request's method to its tool handler and turns every failure into an error envelope with a spec code.
import { TOOL_ADAPTERS } from '../../generated/bridge/adapters.js';
import { errorEnvelope } from '../contract/envelope.js';
import { DELIVERY_ARGUMENT, type DeliveryMode, type ToolContext, type ToolHandler } from './context.js';
import { ToolError } from './errors.js';
import { readCapture, releaseCapture } from './tools/captures.js';
import { getHistory } from './tools/history.js';
import { cancelJob, getJob, getProcessInfo, startCapture } from './tools/investigations.js';
import { getMetrics } from './tools/metrics.js';
import { listProcesses } from './tools/processes.js';
import { getStatus, getSystemInfo, listMetrics } from './tools/status.js';

/** Handlers by backend method name (the tool name without `winproc_`). */
export const HANDLERS: Readonly<Record<string, ToolHandler>> = {
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
};

/**
 * Catalog tools this backend does not serve yet, each with its reason; they answer UNSUPPORTED instead of
 * pretending. test/unit/backend/dispatcher.test.ts fails when an entry gains a handler or a tool is in neither list.
 */
export const NOT_BUILT_YET: Readonly<Record<string, string>> = {
  get_graphs: 'the Graph workspace is not built yet',
  add_graphs: 'the Graph workspace is not built yet',
  export_graphs: 'the Graph workspace and CSV export are not built yet',
  get_tracking: 'tracking through MCP (with revisions and the operations ledger) is not built yet',
  update_tracking: 'tracking through MCP (with revisions and the operations ledger) is not built yet',
  list_profiles: 'Investigation Profiles are not built yet',
  update_profile: 'Investigation Profiles are not built yet',
  get_recording: 'Recording is not built yet',
  start_recording: 'Recording is not built yet',
  stop_recording: 'Recording is not built yet',
  list_logs: 'saved-log analysis is not built yet',
  open_log: 'saved-log analysis is not built yet',
  close_log: 'saved-log analysis is not built yet',
  get_dotnet_collection: '.NET runtime collection is not built yet',
  set_dotnet_collection: '.NET runtime collection is not built yet',
  wait_condition: 'condition waits are not built yet',
  get_operation: 'the operations ledger is not built yet',
};

/** Tool names (with the winproc_ prefix) this backend serves. */
export const SERVED_TOOLS: readonly string[] = TOOL_ADAPTERS.filter((adapter) => adapter.backendMethod in HANDLERS).map((adapter) => adapter.tool);

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

export async function dispatchTool(method: string, rawArgs: Record<string, unknown>, baseContext: ToolContext): Promise<object> {
  const { toolArgs: args, delivery } = splitDelivery(rawArgs);
  const context: ToolContext = { ...baseContext, delivery };
  const handler = HANDLERS[method];
  if (!handler) {
    const reason = NOT_BUILT_YET[method];
    if (reason !== undefined) {
      return errorEnvelope(context.backendInstanceId, 'UNSUPPORTED', `This application version does not serve this tool: ${reason}.`, false);
    }
    return errorEnvelope(context.backendInstanceId, 'INVALID_ARGUMENT', 'Unknown backend method.', false);
  }
  try {
    return await handler(args, context);
  } catch (error) {
    if (error instanceof ToolError) return errorEnvelope(context.backendInstanceId, error.code, error.message, error.retryable, error.extra);
    // Never a stack trace or a captured value in a message (DESIGN §6); the detail goes to the worker's stderr.
    process.stderr.write(`winproc-tui backend: ${method} failed: ${(error as Error).name}\n`);
    return errorEnvelope(context.backendInstanceId, 'INTERNAL_ERROR', 'The application failed to answer this call; it keeps running. Retry, or report the problem.', true);
  }
}
