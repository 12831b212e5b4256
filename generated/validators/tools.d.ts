// generated — do not edit.
// Emitter: codegen/emitters/validators.ts; source: schemas/mcp-tools.json.
// Regenerate with `npm run codegen`.

// Standalone ajv validators of every tool's input schema; `.errors` holds the first failure.
import type { ErrorObject } from 'ajv';

export interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Validates the arguments of `winproc_get_status`. */
export declare const validateGetStatusArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_system_info`. */
export declare const validateGetSystemInfoArgs: GeneratedValidator;
/** Validates the arguments of `winproc_list_metrics`. */
export declare const validateListMetricsArgs: GeneratedValidator;
/** Validates the arguments of `winproc_list_processes`. */
export declare const validateListProcessesArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_process_info`. */
export declare const validateGetProcessInfoArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_metrics`. */
export declare const validateGetMetricsArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_history`. */
export declare const validateGetHistoryArgs: GeneratedValidator;
/** Validates the arguments of `winproc_start_capture`. */
export declare const validateStartCaptureArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_job`. */
export declare const validateGetJobArgs: GeneratedValidator;
/** Validates the arguments of `winproc_read_capture`. */
export declare const validateReadCaptureArgs: GeneratedValidator;
/** Validates the arguments of `winproc_cancel_job`. */
export declare const validateCancelJobArgs: GeneratedValidator;
/** Validates the arguments of `winproc_release_capture`. */
export declare const validateReleaseCaptureArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_graphs`. */
export declare const validateGetGraphsArgs: GeneratedValidator;
/** Validates the arguments of `winproc_add_graphs`. */
export declare const validateAddGraphsArgs: GeneratedValidator;
/** Validates the arguments of `winproc_export_graphs`. */
export declare const validateExportGraphsArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_tracking`. */
export declare const validateGetTrackingArgs: GeneratedValidator;
/** Validates the arguments of `winproc_update_tracking`. */
export declare const validateUpdateTrackingArgs: GeneratedValidator;
/** Validates the arguments of `winproc_list_profiles`. */
export declare const validateListProfilesArgs: GeneratedValidator;
/** Validates the arguments of `winproc_update_profile`. */
export declare const validateUpdateProfileArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_recording`. */
export declare const validateGetRecordingArgs: GeneratedValidator;
/** Validates the arguments of `winproc_start_recording`. */
export declare const validateStartRecordingArgs: GeneratedValidator;
/** Validates the arguments of `winproc_stop_recording`. */
export declare const validateStopRecordingArgs: GeneratedValidator;
/** Validates the arguments of `winproc_list_logs`. */
export declare const validateListLogsArgs: GeneratedValidator;
/** Validates the arguments of `winproc_open_log`. */
export declare const validateOpenLogArgs: GeneratedValidator;
/** Validates the arguments of `winproc_close_log`. */
export declare const validateCloseLogArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_dotnet_collection`. */
export declare const validateGetDotnetCollectionArgs: GeneratedValidator;
/** Validates the arguments of `winproc_set_dotnet_collection`. */
export declare const validateSetDotnetCollectionArgs: GeneratedValidator;
/** Validates the arguments of `winproc_wait_condition`. */
export declare const validateWaitConditionArgs: GeneratedValidator;
/** Validates the arguments of `winproc_get_operation`. */
export declare const validateGetOperationArgs: GeneratedValidator;
