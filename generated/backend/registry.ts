// generated — do not edit.
// Emitter: codegen/emitters/registry.ts; source: schemas/mcp-tools.json.
// Regenerate with `npm run codegen`.

// The backend's tool methods with their argument and success-data types, so the hand-written handler table is
// checked by the compiler: a missing, extra or misnamed method, or a handler returning the wrong data, fails to build.
import type { ToolTypes } from '../types/tools.js';

/**
 * Per backend method: the tool it serves, the arguments the backend receives (the tool's arguments without the
 * delivery arguments the bridge consumes, spec §4) and the tool's success data.
 */
export interface BackendMethodTypes {
  get_status: {
    readonly tool: 'winproc_get_status';
    readonly args: ToolTypes['winproc_get_status']['args'];
    readonly data: ToolTypes['winproc_get_status']['data'];
  };
  get_system_info: {
    readonly tool: 'winproc_get_system_info';
    readonly args: ToolTypes['winproc_get_system_info']['args'];
    readonly data: ToolTypes['winproc_get_system_info']['data'];
  };
  list_metrics: {
    readonly tool: 'winproc_list_metrics';
    readonly args: ToolTypes['winproc_list_metrics']['args'];
    readonly data: ToolTypes['winproc_list_metrics']['data'];
  };
  list_processes: {
    readonly tool: 'winproc_list_processes';
    readonly args: Omit<ToolTypes['winproc_list_processes']['args'], 'retain_capture'>;
    readonly data: ToolTypes['winproc_list_processes']['data'];
  };
  get_process_info: {
    readonly tool: 'winproc_get_process_info';
    readonly args: Omit<ToolTypes['winproc_get_process_info']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_get_process_info']['data'];
  };
  get_metrics: {
    readonly tool: 'winproc_get_metrics';
    readonly args: ToolTypes['winproc_get_metrics']['args'];
    readonly data: ToolTypes['winproc_get_metrics']['data'];
  };
  get_history: {
    readonly tool: 'winproc_get_history';
    readonly args: Omit<ToolTypes['winproc_get_history']['args'], 'retain_capture'>;
    readonly data: ToolTypes['winproc_get_history']['data'];
  };
  start_capture: {
    readonly tool: 'winproc_start_capture';
    readonly args: Omit<ToolTypes['winproc_start_capture']['args'], 'wait_ms' | 'read' | 'retain_capture'>;
    readonly data: ToolTypes['winproc_start_capture']['data'];
  };
  get_job: {
    readonly tool: 'winproc_get_job';
    readonly args: Omit<ToolTypes['winproc_get_job']['args'], 'wait_ms' | 'read' | 'retain_capture'>;
    readonly data: ToolTypes['winproc_get_job']['data'];
  };
  read_capture: {
    readonly tool: 'winproc_read_capture';
    readonly args: Omit<ToolTypes['winproc_read_capture']['args'], 'retain_capture'>;
    readonly data: ToolTypes['winproc_read_capture']['data'];
  };
  cancel_job: {
    readonly tool: 'winproc_cancel_job';
    readonly args: ToolTypes['winproc_cancel_job']['args'];
    readonly data: ToolTypes['winproc_cancel_job']['data'];
  };
  release_capture: {
    readonly tool: 'winproc_release_capture';
    readonly args: ToolTypes['winproc_release_capture']['args'];
    readonly data: ToolTypes['winproc_release_capture']['data'];
  };
  get_graphs: {
    readonly tool: 'winproc_get_graphs';
    readonly args: ToolTypes['winproc_get_graphs']['args'];
    readonly data: ToolTypes['winproc_get_graphs']['data'];
  };
  add_graphs: {
    readonly tool: 'winproc_add_graphs';
    readonly args: Omit<ToolTypes['winproc_add_graphs']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_add_graphs']['data'];
  };
  export_graphs: {
    readonly tool: 'winproc_export_graphs';
    readonly args: Omit<ToolTypes['winproc_export_graphs']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_export_graphs']['data'];
  };
  get_tracking: {
    readonly tool: 'winproc_get_tracking';
    readonly args: ToolTypes['winproc_get_tracking']['args'];
    readonly data: ToolTypes['winproc_get_tracking']['data'];
  };
  update_tracking: {
    readonly tool: 'winproc_update_tracking';
    readonly args: Omit<ToolTypes['winproc_update_tracking']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_update_tracking']['data'];
  };
  list_profiles: {
    readonly tool: 'winproc_list_profiles';
    readonly args: ToolTypes['winproc_list_profiles']['args'];
    readonly data: ToolTypes['winproc_list_profiles']['data'];
  };
  update_profile: {
    readonly tool: 'winproc_update_profile';
    readonly args: Omit<ToolTypes['winproc_update_profile']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_update_profile']['data'];
  };
  get_recording: {
    readonly tool: 'winproc_get_recording';
    readonly args: ToolTypes['winproc_get_recording']['args'];
    readonly data: ToolTypes['winproc_get_recording']['data'];
  };
  start_recording: {
    readonly tool: 'winproc_start_recording';
    readonly args: Omit<ToolTypes['winproc_start_recording']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_start_recording']['data'];
  };
  stop_recording: {
    readonly tool: 'winproc_stop_recording';
    readonly args: Omit<ToolTypes['winproc_stop_recording']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_stop_recording']['data'];
  };
  list_logs: {
    readonly tool: 'winproc_list_logs';
    readonly args: Omit<ToolTypes['winproc_list_logs']['args'], 'wait_ms' | 'read' | 'retain_capture'>;
    readonly data: ToolTypes['winproc_list_logs']['data'];
  };
  open_log: {
    readonly tool: 'winproc_open_log';
    readonly args: Omit<ToolTypes['winproc_open_log']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_open_log']['data'];
  };
  close_log: {
    readonly tool: 'winproc_close_log';
    readonly args: ToolTypes['winproc_close_log']['args'];
    readonly data: ToolTypes['winproc_close_log']['data'];
  };
  get_dotnet_collection: {
    readonly tool: 'winproc_get_dotnet_collection';
    readonly args: ToolTypes['winproc_get_dotnet_collection']['args'];
    readonly data: ToolTypes['winproc_get_dotnet_collection']['data'];
  };
  set_dotnet_collection: {
    readonly tool: 'winproc_set_dotnet_collection';
    readonly args: Omit<ToolTypes['winproc_set_dotnet_collection']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_set_dotnet_collection']['data'];
  };
  wait_condition: {
    readonly tool: 'winproc_wait_condition';
    readonly args: Omit<ToolTypes['winproc_wait_condition']['args'], 'wait_ms'>;
    readonly data: ToolTypes['winproc_wait_condition']['data'];
  };
  get_operation: {
    readonly tool: 'winproc_get_operation';
    readonly args: ToolTypes['winproc_get_operation']['args'];
    readonly data: ToolTypes['winproc_get_operation']['data'];
  };
}

export type BackendMethod = keyof BackendMethodTypes;
export type BackendArgs<M extends BackendMethod> = BackendMethodTypes[M]['args'];
export type BackendData<M extends BackendMethod> = BackendMethodTypes[M]['data'];

/** The tool each backend method serves. */
export const BACKEND_METHOD_TOOLS: { readonly [M in BackendMethod]: BackendMethodTypes[M]['tool'] } = {
  get_status: 'winproc_get_status',
  get_system_info: 'winproc_get_system_info',
  list_metrics: 'winproc_list_metrics',
  list_processes: 'winproc_list_processes',
  get_process_info: 'winproc_get_process_info',
  get_metrics: 'winproc_get_metrics',
  get_history: 'winproc_get_history',
  start_capture: 'winproc_start_capture',
  get_job: 'winproc_get_job',
  read_capture: 'winproc_read_capture',
  cancel_job: 'winproc_cancel_job',
  release_capture: 'winproc_release_capture',
  get_graphs: 'winproc_get_graphs',
  add_graphs: 'winproc_add_graphs',
  export_graphs: 'winproc_export_graphs',
  get_tracking: 'winproc_get_tracking',
  update_tracking: 'winproc_update_tracking',
  list_profiles: 'winproc_list_profiles',
  update_profile: 'winproc_update_profile',
  get_recording: 'winproc_get_recording',
  start_recording: 'winproc_start_recording',
  stop_recording: 'winproc_stop_recording',
  list_logs: 'winproc_list_logs',
  open_log: 'winproc_open_log',
  close_log: 'winproc_close_log',
  get_dotnet_collection: 'winproc_get_dotnet_collection',
  set_dotnet_collection: 'winproc_set_dotnet_collection',
  wait_condition: 'winproc_wait_condition',
  get_operation: 'winproc_get_operation',
};

/** Narrows a method name read off the wire. */
export function isBackendMethod(name: string): name is BackendMethod {
  return Object.prototype.hasOwnProperty.call(BACKEND_METHOD_TOOLS, name);
}
