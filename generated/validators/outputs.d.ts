// generated — do not edit.
// Emitter: codegen/emitters/validators.ts; source: schemas/mcp-tools.json, schemas/mcp-output-envelope.schema.json.
// Regenerate with `npm run codegen`.

// Standalone ajv validators of every tool's published output schema (the result envelope with the tool's data);
// the suite checks every handler and bridge result with them, so a field that drifts from the schema fails a test.
import type { GeneratedValidator } from './tools.js';

/** Validates a result envelope of `winproc_get_status`. */
export declare const validateGetStatusResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_system_info`. */
export declare const validateGetSystemInfoResult: GeneratedValidator;
/** Validates a result envelope of `winproc_list_metrics`. */
export declare const validateListMetricsResult: GeneratedValidator;
/** Validates a result envelope of `winproc_list_processes`. */
export declare const validateListProcessesResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_process_info`. */
export declare const validateGetProcessInfoResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_metrics`. */
export declare const validateGetMetricsResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_history`. */
export declare const validateGetHistoryResult: GeneratedValidator;
/** Validates a result envelope of `winproc_start_capture`. */
export declare const validateStartCaptureResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_job`. */
export declare const validateGetJobResult: GeneratedValidator;
/** Validates a result envelope of `winproc_read_capture`. */
export declare const validateReadCaptureResult: GeneratedValidator;
/** Validates a result envelope of `winproc_cancel_job`. */
export declare const validateCancelJobResult: GeneratedValidator;
/** Validates a result envelope of `winproc_release_capture`. */
export declare const validateReleaseCaptureResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_graphs`. */
export declare const validateGetGraphsResult: GeneratedValidator;
/** Validates a result envelope of `winproc_add_graphs`. */
export declare const validateAddGraphsResult: GeneratedValidator;
/** Validates a result envelope of `winproc_export_graphs`. */
export declare const validateExportGraphsResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_tracking`. */
export declare const validateGetTrackingResult: GeneratedValidator;
/** Validates a result envelope of `winproc_update_tracking`. */
export declare const validateUpdateTrackingResult: GeneratedValidator;
/** Validates a result envelope of `winproc_list_profiles`. */
export declare const validateListProfilesResult: GeneratedValidator;
/** Validates a result envelope of `winproc_update_profile`. */
export declare const validateUpdateProfileResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_recording`. */
export declare const validateGetRecordingResult: GeneratedValidator;
/** Validates a result envelope of `winproc_start_recording`. */
export declare const validateStartRecordingResult: GeneratedValidator;
/** Validates a result envelope of `winproc_stop_recording`. */
export declare const validateStopRecordingResult: GeneratedValidator;
/** Validates a result envelope of `winproc_list_logs`. */
export declare const validateListLogsResult: GeneratedValidator;
/** Validates a result envelope of `winproc_open_log`. */
export declare const validateOpenLogResult: GeneratedValidator;
/** Validates a result envelope of `winproc_close_log`. */
export declare const validateCloseLogResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_dotnet_collection`. */
export declare const validateGetDotnetCollectionResult: GeneratedValidator;
/** Validates a result envelope of `winproc_set_dotnet_collection`. */
export declare const validateSetDotnetCollectionResult: GeneratedValidator;
/** Validates a result envelope of `winproc_wait_condition`. */
export declare const validateWaitConditionResult: GeneratedValidator;
/** Validates a result envelope of `winproc_get_operation`. */
export declare const validateGetOperationResult: GeneratedValidator;

/** The result validators by tool name. */
export declare const TOOL_OUTPUT_VALIDATORS: Readonly<Record<string, GeneratedValidator>>;
