// generated — do not edit.
// Emitter: codegen/emitters/types.ts; source: schemas/mcp-tools.json, schemas/metrics.json.
// Regenerate with `npm run codegen`.

// Argument and success-data types of every tool.

/**
 * An exact integer encoded as a decimal string.
 */
export type OutDecimalInteger = string;
/**
 * Data source: live for the current sampling session, or log for a loaded saved log named by log_ref. The default is live, or log when only log_ref is supplied; an explicit source always takes precedence.
 */
export type Source = 'live' | 'log';
/**
 * Case-insensitive substring of the process name.
 */
export type NameSubstring = string;
/**
 * Maximum number of rows in the page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode. The 4 MiB encoded response budget can return fewer rows, so always inspect next_cursor.
 */
export type PageLimit = number;
/**
 * Opaque next_cursor from the previous page of the same query; repeat every other argument unchanged, including limit, or the call fails with CURSOR_INVALID.
 */
export type Cursor = string;
/**
 * When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect.
 */
export type RetainCapture = boolean;
/**
 * The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.
 */
export type OutNextAction = {
  /**
   * Name of the tool to call.
   */
  tool: string;
  /**
   * Arguments to pass unchanged.
   */
  arguments: {};
} | null;
/**
 * Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge.
 */
export type OutRetainedCaptureIds = string[];
/**
 * Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity.
 */
export type WaitMs = number;
/**
 * A process, system or GPU adapter metric identifier from the metric catalog (winproc_list_metrics describes each).
 */
export type MetricIdAll =
  | 'available_memory_bytes'
  | 'commit_limit_bytes'
  | 'committed_bytes'
  | 'cpu_average_percent'
  | 'cpu_core_0_percent'
  | 'cpu_core_100_percent'
  | 'cpu_core_101_percent'
  | 'cpu_core_102_percent'
  | 'cpu_core_103_percent'
  | 'cpu_core_104_percent'
  | 'cpu_core_105_percent'
  | 'cpu_core_106_percent'
  | 'cpu_core_107_percent'
  | 'cpu_core_108_percent'
  | 'cpu_core_109_percent'
  | 'cpu_core_10_percent'
  | 'cpu_core_110_percent'
  | 'cpu_core_111_percent'
  | 'cpu_core_112_percent'
  | 'cpu_core_113_percent'
  | 'cpu_core_114_percent'
  | 'cpu_core_115_percent'
  | 'cpu_core_116_percent'
  | 'cpu_core_117_percent'
  | 'cpu_core_118_percent'
  | 'cpu_core_119_percent'
  | 'cpu_core_11_percent'
  | 'cpu_core_120_percent'
  | 'cpu_core_121_percent'
  | 'cpu_core_122_percent'
  | 'cpu_core_123_percent'
  | 'cpu_core_124_percent'
  | 'cpu_core_125_percent'
  | 'cpu_core_126_percent'
  | 'cpu_core_127_percent'
  | 'cpu_core_128_percent'
  | 'cpu_core_129_percent'
  | 'cpu_core_12_percent'
  | 'cpu_core_130_percent'
  | 'cpu_core_131_percent'
  | 'cpu_core_132_percent'
  | 'cpu_core_133_percent'
  | 'cpu_core_134_percent'
  | 'cpu_core_135_percent'
  | 'cpu_core_136_percent'
  | 'cpu_core_137_percent'
  | 'cpu_core_138_percent'
  | 'cpu_core_139_percent'
  | 'cpu_core_13_percent'
  | 'cpu_core_140_percent'
  | 'cpu_core_141_percent'
  | 'cpu_core_142_percent'
  | 'cpu_core_143_percent'
  | 'cpu_core_144_percent'
  | 'cpu_core_145_percent'
  | 'cpu_core_146_percent'
  | 'cpu_core_147_percent'
  | 'cpu_core_148_percent'
  | 'cpu_core_149_percent'
  | 'cpu_core_14_percent'
  | 'cpu_core_150_percent'
  | 'cpu_core_151_percent'
  | 'cpu_core_152_percent'
  | 'cpu_core_153_percent'
  | 'cpu_core_154_percent'
  | 'cpu_core_155_percent'
  | 'cpu_core_156_percent'
  | 'cpu_core_157_percent'
  | 'cpu_core_158_percent'
  | 'cpu_core_159_percent'
  | 'cpu_core_15_percent'
  | 'cpu_core_160_percent'
  | 'cpu_core_161_percent'
  | 'cpu_core_162_percent'
  | 'cpu_core_163_percent'
  | 'cpu_core_164_percent'
  | 'cpu_core_165_percent'
  | 'cpu_core_166_percent'
  | 'cpu_core_167_percent'
  | 'cpu_core_168_percent'
  | 'cpu_core_169_percent'
  | 'cpu_core_16_percent'
  | 'cpu_core_170_percent'
  | 'cpu_core_171_percent'
  | 'cpu_core_172_percent'
  | 'cpu_core_173_percent'
  | 'cpu_core_174_percent'
  | 'cpu_core_175_percent'
  | 'cpu_core_176_percent'
  | 'cpu_core_177_percent'
  | 'cpu_core_178_percent'
  | 'cpu_core_179_percent'
  | 'cpu_core_17_percent'
  | 'cpu_core_180_percent'
  | 'cpu_core_181_percent'
  | 'cpu_core_182_percent'
  | 'cpu_core_183_percent'
  | 'cpu_core_184_percent'
  | 'cpu_core_185_percent'
  | 'cpu_core_186_percent'
  | 'cpu_core_187_percent'
  | 'cpu_core_188_percent'
  | 'cpu_core_189_percent'
  | 'cpu_core_18_percent'
  | 'cpu_core_190_percent'
  | 'cpu_core_191_percent'
  | 'cpu_core_192_percent'
  | 'cpu_core_193_percent'
  | 'cpu_core_194_percent'
  | 'cpu_core_195_percent'
  | 'cpu_core_196_percent'
  | 'cpu_core_197_percent'
  | 'cpu_core_198_percent'
  | 'cpu_core_199_percent'
  | 'cpu_core_19_percent'
  | 'cpu_core_1_percent'
  | 'cpu_core_200_percent'
  | 'cpu_core_201_percent'
  | 'cpu_core_202_percent'
  | 'cpu_core_203_percent'
  | 'cpu_core_204_percent'
  | 'cpu_core_205_percent'
  | 'cpu_core_206_percent'
  | 'cpu_core_207_percent'
  | 'cpu_core_208_percent'
  | 'cpu_core_209_percent'
  | 'cpu_core_20_percent'
  | 'cpu_core_210_percent'
  | 'cpu_core_211_percent'
  | 'cpu_core_212_percent'
  | 'cpu_core_213_percent'
  | 'cpu_core_214_percent'
  | 'cpu_core_215_percent'
  | 'cpu_core_216_percent'
  | 'cpu_core_217_percent'
  | 'cpu_core_218_percent'
  | 'cpu_core_219_percent'
  | 'cpu_core_21_percent'
  | 'cpu_core_220_percent'
  | 'cpu_core_221_percent'
  | 'cpu_core_222_percent'
  | 'cpu_core_223_percent'
  | 'cpu_core_224_percent'
  | 'cpu_core_225_percent'
  | 'cpu_core_226_percent'
  | 'cpu_core_227_percent'
  | 'cpu_core_228_percent'
  | 'cpu_core_229_percent'
  | 'cpu_core_22_percent'
  | 'cpu_core_230_percent'
  | 'cpu_core_231_percent'
  | 'cpu_core_232_percent'
  | 'cpu_core_233_percent'
  | 'cpu_core_234_percent'
  | 'cpu_core_235_percent'
  | 'cpu_core_236_percent'
  | 'cpu_core_237_percent'
  | 'cpu_core_238_percent'
  | 'cpu_core_239_percent'
  | 'cpu_core_23_percent'
  | 'cpu_core_240_percent'
  | 'cpu_core_241_percent'
  | 'cpu_core_242_percent'
  | 'cpu_core_243_percent'
  | 'cpu_core_244_percent'
  | 'cpu_core_245_percent'
  | 'cpu_core_246_percent'
  | 'cpu_core_247_percent'
  | 'cpu_core_248_percent'
  | 'cpu_core_249_percent'
  | 'cpu_core_24_percent'
  | 'cpu_core_250_percent'
  | 'cpu_core_251_percent'
  | 'cpu_core_252_percent'
  | 'cpu_core_253_percent'
  | 'cpu_core_254_percent'
  | 'cpu_core_255_percent'
  | 'cpu_core_25_percent'
  | 'cpu_core_26_percent'
  | 'cpu_core_27_percent'
  | 'cpu_core_28_percent'
  | 'cpu_core_29_percent'
  | 'cpu_core_2_percent'
  | 'cpu_core_30_percent'
  | 'cpu_core_31_percent'
  | 'cpu_core_32_percent'
  | 'cpu_core_33_percent'
  | 'cpu_core_34_percent'
  | 'cpu_core_35_percent'
  | 'cpu_core_36_percent'
  | 'cpu_core_37_percent'
  | 'cpu_core_38_percent'
  | 'cpu_core_39_percent'
  | 'cpu_core_3_percent'
  | 'cpu_core_40_percent'
  | 'cpu_core_41_percent'
  | 'cpu_core_42_percent'
  | 'cpu_core_43_percent'
  | 'cpu_core_44_percent'
  | 'cpu_core_45_percent'
  | 'cpu_core_46_percent'
  | 'cpu_core_47_percent'
  | 'cpu_core_48_percent'
  | 'cpu_core_49_percent'
  | 'cpu_core_4_percent'
  | 'cpu_core_50_percent'
  | 'cpu_core_51_percent'
  | 'cpu_core_52_percent'
  | 'cpu_core_53_percent'
  | 'cpu_core_54_percent'
  | 'cpu_core_55_percent'
  | 'cpu_core_56_percent'
  | 'cpu_core_57_percent'
  | 'cpu_core_58_percent'
  | 'cpu_core_59_percent'
  | 'cpu_core_5_percent'
  | 'cpu_core_60_percent'
  | 'cpu_core_61_percent'
  | 'cpu_core_62_percent'
  | 'cpu_core_63_percent'
  | 'cpu_core_64_percent'
  | 'cpu_core_65_percent'
  | 'cpu_core_66_percent'
  | 'cpu_core_67_percent'
  | 'cpu_core_68_percent'
  | 'cpu_core_69_percent'
  | 'cpu_core_6_percent'
  | 'cpu_core_70_percent'
  | 'cpu_core_71_percent'
  | 'cpu_core_72_percent'
  | 'cpu_core_73_percent'
  | 'cpu_core_74_percent'
  | 'cpu_core_75_percent'
  | 'cpu_core_76_percent'
  | 'cpu_core_77_percent'
  | 'cpu_core_78_percent'
  | 'cpu_core_79_percent'
  | 'cpu_core_7_percent'
  | 'cpu_core_80_percent'
  | 'cpu_core_81_percent'
  | 'cpu_core_82_percent'
  | 'cpu_core_83_percent'
  | 'cpu_core_84_percent'
  | 'cpu_core_85_percent'
  | 'cpu_core_86_percent'
  | 'cpu_core_87_percent'
  | 'cpu_core_88_percent'
  | 'cpu_core_89_percent'
  | 'cpu_core_8_percent'
  | 'cpu_core_90_percent'
  | 'cpu_core_91_percent'
  | 'cpu_core_92_percent'
  | 'cpu_core_93_percent'
  | 'cpu_core_94_percent'
  | 'cpu_core_95_percent'
  | 'cpu_core_96_percent'
  | 'cpu_core_97_percent'
  | 'cpu_core_98_percent'
  | 'cpu_core_99_percent'
  | 'cpu_core_9_percent'
  | 'cpu_kernel_percent'
  | 'cpu_percent'
  | 'cpu_user_percent'
  | 'decode_average_percent'
  | 'decode_engine_count'
  | 'decode_max_percent'
  | 'dedicated_bytes'
  | 'dedicated_total_bytes'
  | 'disk_queue_length'
  | 'disk_read_bytes_per_sec'
  | 'disk_write_bytes_per_sec'
  | 'dotnet_allocation_bytes_per_sec'
  | 'dotnet_gc_committed_bytes'
  | 'dotnet_gc_fragmentation_bytes'
  | 'dotnet_gc_gen0_heap_bytes'
  | 'dotnet_gc_gen1_heap_bytes'
  | 'dotnet_gc_gen2_heap_bytes'
  | 'dotnet_gc_loh_bytes'
  | 'dotnet_gc_poh_bytes'
  | 'dotnet_heap_bytes'
  | 'encode_average_percent'
  | 'encode_engine_count'
  | 'encode_max_percent'
  | 'free_zeroed_memory_bytes'
  | 'gdi_object_count'
  | 'gpu_dedicated_bytes'
  | 'gpu_percent'
  | 'gpu_shared_bytes'
  | 'handle_count'
  | 'io_read_bytes_per_sec'
  | 'io_write_bytes_per_sec'
  | 'modified_memory_bytes'
  | 'network_received_bytes_per_sec'
  | 'network_sent_bytes_per_sec'
  | 'nonpaged_pool_bytes'
  | 'page_faults_major_per_sec'
  | 'paged_pool_bytes'
  | 'pages_input_per_sec'
  | 'pages_output_per_sec'
  | 'path'
  | 'physical_memory_bytes'
  | 'private_bytes'
  | 'process_count'
  | 'shared_bytes'
  | 'shared_total_bytes'
  | 'standby_memory_bytes'
  | 'task_name'
  | 'thread_count'
  | 'total_memory_bytes'
  | 'user_object_count'
  | 'utilization_percent'
  | 'workset_bytes'
  | 'workset_private_bytes'
  | 'workset_shareable_bytes';
/**
 * A metric value: integer metrics as decimal strings, floating metrics as finite numbers, text metrics as strings.
 */
export type OutMetricValue = string | number;
/**
 * Summary mode returns metrics and coverage; raw mode returns a page of samples with temporal_coverage.
 */
export type GetHistoryData =
  | {
      target?: OutTarget;
      /**
       * Statistics keyed by metric identifier.
       */
      metrics: {
        [k: string]: OutMetricSummary | undefined;
      };
      coverage: OutTemporalCoverage;
    }
  | {
      target?: OutTarget;
      /**
       * The frozen raw series capture.
       */
      capture_id: string;
      /**
       * Stored samples of this page in time order, including samples whose selected metrics are unavailable.
       *
       * Items: One stored sample.
       */
      rows: {
        timestamp: OutTimestamp;
        values: OutMetricValues;
        unavailable: OutUnavailable;
      }[];
      /**
       * Cursor for the next page, or null on the last page.
       */
      next_cursor: string | null;
      coverage: OutCoverage;
      temporal_coverage: OutTemporalCoverage;
      next_action?: OutNextAction;
      /**
       * Whether the capture remains readable. Present only in the normal bridge.
       */
      capture_retained?: boolean;
      retained_capture_ids?: OutRetainedCaptureIds;
    };
/**
 * A statistic in the metric encoding: decimal string for integer metrics, number for floating metrics.
 */
export type OutSummaryValue = string | number;
/**
 * RFC 3339 timestamp with an explicit offset.
 */
export type OutTimestamp = string;
/**
 * Case-insensitive path filter: every whitespace-separated term must occur in the row path; no wildcards, regular expressions or filesystem traversal.
 */
export type PathFilter = string;
/**
 * Exact case-insensitive executable name of the owning process (for example chrome.exe); rows without a recorded owner never match.
 */
export type OwnerName = string;
/**
 * Case-insensitive filename extension including the leading dot (for example .log).
 */
export type Extension = string;
/**
 * When true, keeps one row per exact path in first-observed order (a name that is not valid UTF-8 is compared by its path_bytes_hex, so two files never merge); it requires projection ["path"] and does not merge path aliases or change source coverage.
 */
export type DistinctPaths = boolean;
/**
 * Row fields to return, applied after the row selectors. Fields by capture kind: process list: process_ref, pid, name, name_bytes_hex, start_time, parent, lifecycle, last_seen_at, history_from, history_to, path, task_name, user, cgroup, systemd_unit, container, namespace_pid; file_users: process_ref, pid, name, name_bytes_hex, path, path_bytes_hex, kind, handle_count; open_files: path, path_bytes_hex, handle, kind, size_bytes; modules: path, path_bytes_hex, name, directory, size_bytes, company, product_version, file_version, modified_at; network: protocol, local_address, local_port, remote_address, remote_port, state, pid, owner_name, owner_name_bytes_hex; threads: tid, base_priority, name, name_bytes_hex, cpu_seconds, ideal_cpu, last_cpu; scheduling: priority_class, nice, policy, process_affinity_mask, system_affinity_mask, eco_qos; process info: process_ref, pid, name, name_bytes_hex, image, version, user, command_line, parent, start_time, architecture, file; log listing: log_id, name. Row kinds: file_users kind: handle, cwd, root; open_files kind: file, directory, cwd, root. A handle row counts the process's open handles on the path in handle_count; a cwd or root row is the process's current or root directory (what fuser marks c and r), with handle and handle_count null; Windows reports no cwd or root rows. path_bytes_hex is present only when a Linux file name is not valid UTF-8: it holds the name's exact bytes as lower-case hex, and path then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so no two such names show the same path. name_bytes_hex (and owner_name_bytes_hex) is the same for a Linux process or thread name that is not valid UTF-8: its exact bytes in hex, with name (owner_name) in the same escaped form, so two processes never share a name they do not have. A field foreign to the capture kind is rejected with INVALID_ARGUMENT. By default every field of the row is returned.
 *
 * @minItems 1
 * @maxItems 52
 */
export type CaptureProjection = [
  (
    | 'process_ref'
    | 'pid'
    | 'name'
    | 'name_bytes_hex'
    | 'start_time'
    | 'parent'
    | 'lifecycle'
    | 'last_seen_at'
    | 'history_from'
    | 'history_to'
    | 'path'
    | 'task_name'
    | 'path_bytes_hex'
    | 'user'
    | 'command_line'
    | 'cgroup'
    | 'systemd_unit'
    | 'container'
    | 'namespace_pid'
    | 'handle_count'
    | 'handle'
    | 'kind'
    | 'size_bytes'
    | 'directory'
    | 'company'
    | 'product_version'
    | 'file_version'
    | 'modified_at'
    | 'protocol'
    | 'local_address'
    | 'local_port'
    | 'remote_address'
    | 'remote_port'
    | 'state'
    | 'owner_name'
    | 'owner_name_bytes_hex'
    | 'tid'
    | 'base_priority'
    | 'cpu_seconds'
    | 'ideal_cpu'
    | 'last_cpu'
    | 'priority_class'
    | 'nice'
    | 'policy'
    | 'process_affinity_mask'
    | 'system_affinity_mask'
    | 'eco_qos'
    | 'image'
    | 'version'
    | 'architecture'
    | 'file'
    | 'log_id'
  ),
  ...(
    | 'process_ref'
    | 'pid'
    | 'name'
    | 'name_bytes_hex'
    | 'start_time'
    | 'parent'
    | 'lifecycle'
    | 'last_seen_at'
    | 'history_from'
    | 'history_to'
    | 'path'
    | 'task_name'
    | 'path_bytes_hex'
    | 'user'
    | 'command_line'
    | 'cgroup'
    | 'systemd_unit'
    | 'container'
    | 'namespace_pid'
    | 'handle_count'
    | 'handle'
    | 'kind'
    | 'size_bytes'
    | 'directory'
    | 'company'
    | 'product_version'
    | 'file_version'
    | 'modified_at'
    | 'protocol'
    | 'local_address'
    | 'local_port'
    | 'remote_address'
    | 'remote_port'
    | 'state'
    | 'owner_name'
    | 'owner_name_bytes_hex'
    | 'tid'
    | 'base_priority'
    | 'cpu_seconds'
    | 'ideal_cpu'
    | 'last_cpu'
    | 'priority_class'
    | 'nice'
    | 'policy'
    | 'process_affinity_mask'
    | 'system_affinity_mask'
    | 'eco_qos'
    | 'image'
    | 'version'
    | 'architecture'
    | 'file'
    | 'log_id'
  )[]
];
/**
 * Opaque connection-owned job identifier returned by a job-starting tool.
 */
export type JobId = string;
/**
 * Opaque connection-owned capture identifier returned as data.capture_id or in retained_capture_ids.
 */
export type CaptureId = string;
/**
 * Graph sources to append in order, 1 to 16; sources already registered consume no slot, and the whole addition fails if the workspace would exceed 16 Graphs.
 *
 * @minItems 1
 * @maxItems 16
 */
export type GraphSources = [GraphSource, ...GraphSource[]];
/**
 * Graph sources to append in order, 1 to 16; sources already registered consume no slot, and the whole addition fails if the workspace would exceed 16 Graphs.
 *
 * @minItems 1
 * @maxItems 16
 */
export type GraphSources1 = [GraphSource, ...GraphSource[]];
/**
 * Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected.
 */
export type OperationId = string;
/**
 * Opaque connection-owned reference to a saved log loaded by winproc_open_log.
 */
export type LogRef = string;

/**
 * Each tool name mapped to its argument and success-data types.
 */
export interface ToolTypes {
  winproc_get_status: {
    args: GetStatusArgs;
    data: GetStatusData;
  };
  winproc_get_system_info: {
    args: GetSystemInfoArgs;
    data: GetSystemInfoData;
  };
  winproc_list_metrics: {
    args: ListMetricsArgs;
    data: ListMetricsData;
  };
  winproc_list_processes: {
    args: ListProcessesArgs;
    data: ListProcessesData;
  };
  winproc_get_process_info: {
    args: GetProcessInfoArgs;
    data: GetProcessInfoData;
  };
  winproc_get_metrics: {
    args: GetMetricsArgs;
    data: GetMetricsData;
  };
  winproc_get_history: {
    args: GetHistoryArgs;
    data: GetHistoryData;
  };
  winproc_start_capture: {
    args: StartCaptureArgs;
    data: StartCaptureData;
  };
  winproc_get_job: {
    args: GetJobArgs;
    data: GetJobData;
  };
  winproc_read_capture: {
    args: ReadCaptureArgs;
    data: ReadCaptureData;
  };
  winproc_cancel_job: {
    args: CancelJobArgs;
    data: CancelJobData;
  };
  winproc_release_capture: {
    args: ReleaseCaptureArgs;
    data: ReleaseCaptureData;
  };
  winproc_get_graphs: {
    args: GetGraphsArgs;
    data: GetGraphsData;
  };
  winproc_add_graphs: {
    args: AddGraphsArgs;
    data: AddGraphsData;
  };
  winproc_export_graphs: {
    args: ExportGraphsArgs;
    data: ExportGraphsData;
  };
  winproc_get_tracking: {
    args: GetTrackingArgs;
    data: GetTrackingData;
  };
  winproc_update_tracking: {
    args: UpdateTrackingArgs;
    data: UpdateTrackingData;
  };
  winproc_list_profiles: {
    args: ListProfilesArgs;
    data: ListProfilesData;
  };
  winproc_update_profile: {
    args: UpdateProfileArgs;
    data: UpdateProfileData;
  };
  winproc_get_recording: {
    args: GetRecordingArgs;
    data: GetRecordingData;
  };
  winproc_start_recording: {
    args: StartRecordingArgs;
    data: StartRecordingData;
  };
  winproc_stop_recording: {
    args: StopRecordingArgs;
    data: StopRecordingData;
  };
  winproc_list_logs: {
    args: ListLogsArgs;
    data: ListLogsData;
  };
  winproc_open_log: {
    args: OpenLogArgs;
    data: OpenLogData;
  };
  winproc_close_log: {
    args: CloseLogArgs;
    data: CloseLogData;
  };
  winproc_get_dotnet_collection: {
    args: GetDotnetCollectionArgs;
    data: GetDotnetCollectionData;
  };
  winproc_set_dotnet_collection: {
    args: SetDotnetCollectionArgs;
    data: SetDotnetCollectionData;
  };
  winproc_wait_condition: {
    args: WaitConditionArgs;
    data: WaitConditionData;
  };
  winproc_get_operation: {
    args: GetOperationArgs;
    data: GetOperationData;
  };
}
export interface GetStatusArgs {}
export interface GetStatusData {
  /**
   * Version of the running application.
   */
  application_version: string;
  /**
   * Random identifier of the current listener instance; it changes when the listener restarts.
   */
  backend_instance_id?: string;
  /**
   * Current TUI activity.
   */
  activity: 'live' | 'recording' | 'log_view';
  /**
   * Whether the TUI display is paused; sampling continues regardless.
   */
  display_paused?: boolean;
  /**
   * Timestamp of the latest applied Live sample, or null before the first sample.
   */
  last_sample_at?: string | null;
  /**
   * Age of the latest applied Live sample in milliseconds, or null before the first sample.
   */
  sample_age_ms: number | null;
  /**
   * True when the latest applied sample is three seconds old or older.
   */
  stale: boolean;
  /**
   * What the application process is permitted to inspect.
   */
  permissions?: {
    /**
     * Whether the application runs elevated.
     */
    elevated?: boolean;
    /**
     * Windows integrity level of the application, when known.
     */
    integrity_level?: string;
  };
  /**
   * Tool names this connection may call in the current activity.
   */
  enabled_operations: string[];
  /**
   * Bridge delivery defaults, added by the bridge.
   */
  delivery?: {
    /**
     * Bridge delivery mode.
     */
    mode?: 'normal' | 'raw';
    /**
     * Default wait_ms applied by the bridge.
     */
    default_wait_ms?: number;
    /**
     * Default page size applied by the bridge.
     */
    default_page_limit?: number;
  };
  /**
   * Effective limits, keyed by limit name (for example max_page_rows, max_message_bytes, max_active_jobs, max_retained_captures, retained_result_bytes, capture_lifetime_ms, job_deadline_ms, max_condition_wait_ms, max_metric_targets).
   */
  limits: {
    /**
     * The limit value.
     */
    [k: string]: number | undefined;
  };
}
export interface GetSystemInfoArgs {}
export interface GetSystemInfoData {
  /**
   * Operating-system name, or null while host information has not been read yet (status partial).
   */
  os_name: string | null;
  /**
   * Operating-system version, or null while host information has not been read yet (status partial).
   */
  os_version: string | null;
  /**
   * Operating-system build, or null when unknown.
   */
  os_build?: string | null;
  /**
   * Processor architecture, such as x64.
   */
  architecture: string;
  /**
   * Host name.
   */
  hostname?: string;
  /**
   * CPU model name, or null when unknown.
   */
  cpu_name?: string | null;
  /**
   * Number of logical processors, or null while host information has not been read yet (status partial).
   */
  logical_cpu_count: number | null;
  /**
   * Number of physical cores, or null when unknown.
   */
  physical_core_count?: number | null;
  /**
   * Number of processor packages, or null when unknown.
   */
  socket_count?: number | null;
  /**
   * Cache sizes in bytes as decimal strings, keyed by level (for example L1d, L2, L3).
   */
  cache_bytes?: {
    [k: string]: OutDecimalInteger | undefined;
  };
  /**
   * Total physical memory in bytes as a decimal string, or null when unknown.
   */
  total_memory_bytes?: string | null;
}
export interface ListMetricsArgs {
  /**
   * Lists only metrics of this target kind; by default all kinds are listed.
   */
  target_kind?: 'process' | 'system' | 'gpu_adapter';
}
export interface ListMetricsData {
  /**
   * The metric catalog entries.
   *
   * Items: One metric.
   */
  metrics: {
    /**
     * Metric identifier; an identifier can exist for more than one target kind.
     */
    id: string;
    /**
     * Kind of target the metric describes.
     */
    target_kind: 'process' | 'system' | 'gpu_adapter';
    /**
     * Short TUI column name.
     */
    display_name?: string;
    /**
     * Unit of the raw value.
     */
    unit: string;
    /**
     * Numeric representation of the value.
     */
    representation: 'integer' | 'float' | 'text';
    /**
     * JSON encoding of values of this metric.
     */
    encoding: 'decimal_string' | 'number' | 'string';
    /**
     * Whether the metric can be shown in a Graph.
     */
    graphable?: boolean;
    /**
     * Where values come from.
     */
    source: 'applied_samples';
    /**
     * General meaning and availability of the metric.
     */
    description?: string;
    /**
     * What must be running or authorized for values to be available, such as .NET collection.
     */
    collection_requirement?: string;
    /**
     * Whether this application's platform collects the metric at all; false means every target reports it unavailable with unavailable_reason.
     */
    available_on_this_platform?: boolean;
    /**
     * Why the metric is never collected on this platform; present only when available_on_this_platform is false.
     */
    unavailable_reason?: string;
  }[];
}
export interface ListProcessesArgs {
  source?: Source;
  /**
   * Loaded log to list when source is log; required for source log.
   */
  log_ref?: string;
  /**
   * Which identities to list: live (present in the latest applied snapshot, or the final frame of a log; the default), retained (identities with retained history, live or ended) or all (their union, deduplicated by full identity).
   */
  scope?: 'live' | 'retained' | 'all';
  /**
   * Discovery filter; every supplied criterion must match.
   */
  filter?: {
    name?: NameSubstring;
    /**
     * Case-insensitive substring of the executable path; identities known only from history have no path and never match.
     */
    path?: string;
    /**
     * Exact process identifier; it is a discovery criterion, never an identity.
     */
    pid?: number;
  };
  /**
   * Row fields to return. By default rows contain every field except user, task_name, cgroup, systemd_unit, container and namespace_pid, which are returned only when named here. Listings carry no command line: snapshots do not sample it, and a listing never collects; winproc_get_process_info with fields ["command_line"] reads it for one lifetime.
   *
   * @minItems 1
   * @maxItems 17
   */
  projection?: [
    (
      | 'process_ref'
      | 'pid'
      | 'name'
      | 'name_bytes_hex'
      | 'start_time'
      | 'parent'
      | 'lifecycle'
      | 'last_seen_at'
      | 'history_from'
      | 'history_to'
      | 'path'
      | 'task_name'
      | 'user'
      | 'cgroup'
      | 'systemd_unit'
      | 'container'
      | 'namespace_pid'
    ),
    ...(
      | 'process_ref'
      | 'pid'
      | 'name'
      | 'name_bytes_hex'
      | 'start_time'
      | 'parent'
      | 'lifecycle'
      | 'last_seen_at'
      | 'history_from'
      | 'history_to'
      | 'path'
      | 'task_name'
      | 'user'
      | 'cgroup'
      | 'systemd_unit'
      | 'container'
      | 'namespace_pid'
    )[]
  ];
  /**
   * Ascending sort order, with full-identity tie-breakers; without it, rows keep listing order.
   */
  sort?: {
    /**
     * Sort key: name (case-insensitive) or pid.
     */
    by: 'name' | 'pid';
  };
  limit?: PageLimit;
  cursor?: Cursor;
  retain_capture?: RetainCapture;
}
export interface ListProcessesData {
  /**
   * The frozen listing capture.
   */
  capture_id: string;
  /**
   * The loaded log of a log-source listing.
   */
  log_ref?: string;
  /**
   * Recording interval of a log-source listing.
   */
  recording_interval_seconds?: number;
  /**
   * Process identity rows of this page.
   */
  rows: OutProcessRow[];
  /**
   * Cursor for the next page, or null on the last page.
   */
  next_cursor: string | null;
  coverage: OutCoverage;
  next_action?: OutNextAction;
  /**
   * Whether the capture remains readable. Present only in the normal bridge.
   */
  capture_retained?: boolean;
  retained_capture_ids?: OutRetainedCaptureIds;
}
/**
 * A process identity row, limited to the projected fields.
 */
export interface OutProcessRow {
  /**
   * Opaque process reference.
   */
  process_ref?: string;
  /**
   * Process identifier.
   */
  pid?: number;
  /**
   * Executable name.
   */
  name?: string;
  /**
   * Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so two processes whose names differ only in such bytes never show the same name.
   */
  name_bytes_hex?: string;
  /**
   * Process creation time, or null when unknown.
   */
  start_time?: string | null;
  /**
   * Parent relationship in the latest snapshot.
   */
  parent?: {
    /**
     * verified when exactly one earlier-created candidate with the recorded parent PID exists.
     */
    status: 'verified' | 'unknown';
    /**
     * Recorded parent PID, or null.
     */
    pid?: number | null;
    /**
     * Reference of the verified parent.
     */
    process_ref?: string;
  };
  /**
   * Lifecycle evidence at list capture time.
   */
  lifecycle?: 'live' | 'exited' | 'unknown';
  /**
   * When the identity was last sampled.
   */
  last_seen_at?: string;
  /**
   * First retained history sample, or null.
   */
  history_from?: string | null;
  /**
   * Last retained history sample, or null.
   */
  history_to?: string | null;
  /**
   * Executable path from the current snapshot, or null.
   */
  path?: string | null;
  /**
   * Linux: the task name the kernel shows for the main thread now (comm), which differs from name after the program renamed its main thread (Node 24's MainThread); null when the platform has none (Windows), for an identity absent from the current snapshot and in log-source listings. Only when projected.
   */
  task_name?: string | null;
  /**
   * Owning user, only when projected.
   */
  user?: string | null;
  /**
   * Linux: the process's cgroup v2 path from the current snapshot (/proc/PID/cgroup), or null (Windows, a host without cgroup v2, unreadable, not in the current snapshot); only when projected.
   */
  cgroup?: string | null;
  /**
   * Linux: the deepest systemd unit in the cgroup path (a .service, .scope, .socket, .mount or .swap), or null; only when projected.
   */
  systemd_unit?: string | null;
  /**
   * Linux: the container the cgroup path names, or null; only when projected.
   */
  container?: {
    /**
     * The runtime the path form belongs to (kubernetes: the cgroupfs driver's form, which does not tell containerd from CRI-O).
     */
    runtime: 'docker' | 'podman' | 'containerd' | 'cri-o' | 'kubernetes';
    /**
     * The runtime's container id.
     */
    id: string;
    /**
     * The Kubernetes pod uid the path names, or null.
     */
    pod_uid: string | null;
    /**
     * The runtime's container name where a local file gives it (Docker's config.v2.json, Podman's containers.json, readable as root), else null.
     */
    name: string | null;
  } | null;
  /**
   * Linux: the PID inside the process's innermost PID namespace (/proc/PID/status NSpid) when it is not the host's (pid stays the host PID), else null; only when projected.
   */
  namespace_pid?: number | null;
}
/**
 * Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.
 */
export interface OutCoverage {
  /**
   * Number of rows selected by the query across all pages.
   */
  listed?: number;
  /**
   * File-user scans: processes considered.
   */
  processes_total?: number;
  /**
   * File-user scans: processes whose handles were read.
   */
  processes_scanned?: number;
  /**
   * File-user scans: processes that could not be read.
   */
  processes_failed?: number;
  /**
   * Open-file captures: handles examined.
   */
  handles_total?: number;
  /**
   * Open-file captures: handles whose path query failed.
   */
  handles_failed?: number;
  /**
   * Network captures: endpoint tables read successfully.
   */
  tables_succeeded?: number;
  /**
   * Network captures: endpoint tables that failed.
   */
  tables_failed?: number;
  /**
   * Thread captures: threads whose details were unavailable.
   */
  threads_unavailable?: number;
}
export interface GetProcessInfoArgs {
  /**
   * The live process lifetime to inspect.
   */
  process_ref: string;
  /**
   * Metadata fields to collect; the default is ["image", "version"]. user and command_line are sensitive and returned only when named here.
   *
   * @minItems 1
   * @maxItems 8
   */
  fields?: [
    'image' | 'version' | 'user' | 'command_line' | 'parent' | 'start_time' | 'architecture' | 'file',
    ...('image' | 'version' | 'user' | 'command_line' | 'parent' | 'start_time' | 'architecture' | 'file')[]
  ];
  wait_ms?: WaitMs;
}
/**
 * State of a connection-owned job; a successful call can report a failed job.
 */
export interface GetProcessInfoData {
  /**
   * The job identifier.
   */
  job_id: string;
  /**
   * Job kind, such as a capture kind, process_info, log_list, log_load or condition.
   */
  kind?: string;
  /**
   * Job state; cancellation and timeout are failed outcomes.
   */
  state: 'running' | 'succeeded' | 'failed';
  /**
   * When the application accepted the job.
   */
  started_at?: string;
  /**
   * When the job reached its terminal state; absent while running.
   */
  finished_at?: string;
  /**
   * True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then.
   */
  cleanup_pending?: boolean;
  /**
   * Outcome of a terminal job.
   */
  result?: {
    /**
     * Capture holding the job rows.
     */
    capture_id?: string;
    /**
     * Loaded log reference from a log-load job.
     */
    log_ref?: string;
    /**
     * Whether the result is complete or partial.
     */
    status?: 'complete' | 'partial';
    /**
     * Observation that satisfied a condition wait.
     */
    evidence?: {
      /**
       * The condition kind.
       */
      kind?: string;
      /**
       * Time of the observation, possibly with the local offset.
       */
      observed_at?: string;
      /**
       * The matching process lifetime.
       */
      process_ref?: string;
      /**
       * PID of the matching process.
       */
      pid?: number;
      /**
       * Name of the matching process.
       */
      name?: string;
      /**
       * Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so two processes whose names differ only in such bytes never show the same name.
       */
      name_bytes_hex?: string;
      /**
       * The compared metric.
       */
      metric_id?: string;
      /**
       * The observed metric value.
       */
      value?: string | number;
    };
    error?: OutError;
  };
  /**
   * Complete envelope of the first result page, read automatically by the normal bridge after success.
   */
  result_page?: {
    data?: OutPage;
  };
  /**
   * True when the rows were already delivered and are not reconstructed. Present only in the normal bridge.
   */
  result_consumed?: boolean;
  next_action?: OutNextAction;
  /**
   * Whether the result capture remains readable. Present only in the normal bridge.
   */
  capture_retained?: boolean;
  retained_capture_ids?: OutRetainedCaptureIds;
}
/**
 * Why the job failed, with CANCELLED or TIMEOUT for cancellation and deadlines.
 */
export interface OutError {
  /**
   * Application error code such as TIMEOUT or CANCELLED.
   */
  code: string;
  /**
   * Safe explanatory message without captured values.
   */
  message: string;
  /**
   * Whether an unchanged call may succeed on retry.
   */
  retryable: boolean;
  /**
   * Native error code, when known.
   */
  native_error_code?: number;
}
/**
 * One page of a frozen capture.
 */
export interface OutPage {
  /**
   * The capture the page was read from; a provenance identifier only when capture_retained is false.
   */
  capture_id: string;
  /**
   * Capture kind, such as process_list, history, file_users, open_files, modules, network, threads, scheduling, process_info or log_list.
   */
  kind?: string;
  /**
   * The loaded log of a log-source capture.
   */
  log_ref?: string;
  /**
   * Recording interval of a log-source capture.
   */
  recording_interval_seconds?: number;
  /**
   * The rows of this page in capture order, each limited to the projected fields.
   */
  rows: {}[];
  /**
   * Cursor for the next page, or null on the last page.
   */
  next_cursor: string | null;
  coverage: OutCoverage;
  next_action?: OutNextAction;
  /**
   * Whether the capture remains readable; false means no release call is needed. Present only in the normal bridge.
   */
  capture_retained?: boolean;
  retained_capture_ids?: OutRetainedCaptureIds;
}
export interface GetMetricsArgs {
  /**
   * Metric identifiers to read, 1 to 64; each must exist for the kind of every target (see winproc_list_metrics).
   *
   * @minItems 1
   * @maxItems 64
   */
  metric_ids: [MetricIdAll, ...MetricIdAll[]];
  source?: Source;
  /**
   * Loaded log whose final recorded frame is read; required for source log.
   */
  log_ref?: string;
  /**
   * Targets to read, at most 50 including system targets; the default (omitted or empty) is the system target.
   *
   * @minItems 0
   * @maxItems 50
   */
  targets?: Target[];
}
/**
 * One metric target, given by exactly one of process_ref, system or gpu_adapter.
 */
export interface Target {
  /**
   * Targets the process lifetime named by this opaque reference.
   */
  process_ref?: string;
  /**
   * Targets the system when set to true.
   */
  system?: true;
  /**
   * Targets the GPU adapter with this adapter identifier (Windows LUID as high:low, Linux DRM card name).
   */
  gpu_adapter?: string;
}
export interface GetMetricsData {
  /**
   * One entry per requested target, in request order.
   *
   * Items: Values for one target.
   */
  samples: {
    target: OutTarget;
    /**
     * Timestamp of the sample or recorded frame the values come from.
     */
    captured_at?: string;
    values: OutMetricValues;
    unavailable: OutUnavailable;
  }[];
}
/**
 * The metric target: exactly one of process_ref, system or gpu_adapter.
 */
export interface OutTarget {
  /**
   * Process lifetime reference.
   */
  process_ref?: string;
  /**
   * True for the system target.
   */
  system?: boolean;
  /**
   * GPU adapter identifier.
   */
  gpu_adapter?: string;
}
/**
 * Available values keyed by metric identifier; a missing value is absent here and listed in unavailable.
 */
export interface OutMetricValues {
  [k: string]: OutMetricValue | undefined;
}
/**
 * Reasons keyed by metric identifier for requested values that are missing; these adapters report "unknown".
 */
export interface OutUnavailable {
  /**
   * Why the value is missing.
   */
  [k: string]: string | undefined;
}
export interface GetHistoryArgs {
  /**
   * Metric identifiers to return, 1 to 32, all of the target kind.
   *
   * @minItems 1
   * @maxItems 32
   */
  metric_ids: [MetricIdAll, ...MetricIdAll[]];
  target?: Target1;
  /**
   * Inclusive start of the interval as an RFC 3339 timestamp; the default is the start of retained history.
   */
  from?: string;
  /**
   * Inclusive end of the interval as an RFC 3339 timestamp, not earlier than from; the default is the end of retained history.
   */
  to?: string;
  /**
   * summary (the default) for per-metric statistics over the whole interval, or raw for the paged sample series.
   */
  mode?: 'summary' | 'raw';
  source?: Source;
  /**
   * Loaded log whose history is read; required for source log.
   */
  log_ref?: string;
  /**
   * Maximum number of rows in the page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode. The 4 MiB encoded response budget can return fewer rows, so always inspect next_cursor.
   */
  limit?: number;
  /**
   * Opaque next_cursor from the previous page of the same query; repeat every other argument unchanged, including limit, or the call fails with CURSOR_INVALID.
   */
  cursor?: string;
  /**
   * When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect.
   */
  retain_capture?: boolean;
}
/**
 * One metric target, given by exactly one of process_ref, system or gpu_adapter.
 */
export interface Target1 {
  /**
   * Targets the process lifetime named by this opaque reference.
   */
  process_ref?: string;
  /**
   * Targets the system when set to true.
   */
  system?: true;
  /**
   * Targets the GPU adapter with this adapter identifier (Windows LUID as high:low, Linux DRM card name).
   */
  gpu_adapter?: string;
}
/**
 * Per-metric statistics over available values only; statistics without available values are omitted.
 */
export interface OutMetricSummary {
  /**
   * Stored target samples inside the interval.
   */
  sample_count: number;
  /**
   * Samples with an available finite value, including measured zero.
   */
  available_value_count: number;
  /**
   * sample_count minus available_value_count.
   */
  missing_value_count: number;
  /**
   * Smallest available value.
   */
  min?: string | number;
  /**
   * Largest available value.
   */
  max?: string | number;
  /**
   * Arithmetic mean of available values: for integer metrics an exact rational, numerator / denominator, not reduced (the sum of the available values and their number); a number for floating metrics.
   */
  mean?:
    | {
        /**
         * An exact integer encoded as a decimal string.
         */
        numerator: string;
        /**
         * An exact integer encoded as a decimal string.
         */
        denominator: string;
      }
    | number;
  /**
   * First available value and its timestamp.
   */
  first?: {
    value: OutSummaryValue;
    timestamp: OutTimestamp;
  };
  /**
   * Last available value and its timestamp.
   */
  last?: {
    value: OutSummaryValue;
    timestamp: OutTimestamp;
  };
  /**
   * A statistic in the metric encoding: decimal string for integer metrics, number for floating metrics.
   */
  delta?: string | number;
}
/**
 * Temporal coverage of the stored samples within the requested interval.
 */
export interface OutTemporalCoverage {
  /**
   * Start of the retained history of the target, or null when there is none.
   */
  retained_from: string | null;
  /**
   * End of the retained history of the target, or null when there is none.
   */
  retained_to: string | null;
  /**
   * Stored samples of the target inside the requested interval.
   */
  sample_count: number;
  /**
   * Largest gap in milliseconds between adjacent stored samples in the interval, or null with fewer than two samples.
   */
  max_sample_interval_ms: number | null;
}
export interface StartCaptureArgs {
  /**
   * What to capture: file_users (processes holding open disk files or directories, host-wide), open_files, modules, network (local endpoint tables), threads or scheduling.
   */
  kind: 'file_users' | 'open_files' | 'modules' | 'network' | 'threads' | 'scheduling';
  /**
   * Live process lifetime to inspect: required for open_files, modules, threads and scheduling, optional for network (host-wide when omitted) and not accepted for file_users.
   */
  process_ref?: string;
  wait_ms?: WaitMs;
  read?: Read;
  retain_capture?: RetainCapture;
}
/**
 * Selects the rows and fields of the first result page that the bridge reads after a capture job succeeds. When omitted, the normal bridge reads the first page with the default selection; raw mode returns an inline page only when read is supplied. Only capture-producing jobs accept it.
 */
export interface Read {
  filter?: PathFilter;
  owner_name?: OwnerName;
  extension?: Extension;
  distinct_paths?: DistinctPaths;
  projection?: CaptureProjection;
  /**
   * Maximum number of rows in the page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode. The 4 MiB encoded response budget can return fewer rows, so always inspect next_cursor.
   */
  limit?: number;
}
/**
 * State of a connection-owned job; a successful call can report a failed job.
 */
export interface StartCaptureData {
  /**
   * The job identifier.
   */
  job_id: string;
  /**
   * Job kind, such as a capture kind, process_info, log_list, log_load or condition.
   */
  kind?: string;
  /**
   * Job state; cancellation and timeout are failed outcomes.
   */
  state: 'running' | 'succeeded' | 'failed';
  /**
   * When the application accepted the job.
   */
  started_at?: string;
  /**
   * When the job reached its terminal state; absent while running.
   */
  finished_at?: string;
  /**
   * True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then.
   */
  cleanup_pending?: boolean;
  /**
   * Outcome of a terminal job.
   */
  result?: {
    /**
     * Capture holding the job rows.
     */
    capture_id?: string;
    /**
     * Loaded log reference from a log-load job.
     */
    log_ref?: string;
    /**
     * Whether the result is complete or partial.
     */
    status?: 'complete' | 'partial';
    /**
     * Observation that satisfied a condition wait.
     */
    evidence?: {
      /**
       * The condition kind.
       */
      kind?: string;
      /**
       * Time of the observation, possibly with the local offset.
       */
      observed_at?: string;
      /**
       * The matching process lifetime.
       */
      process_ref?: string;
      /**
       * PID of the matching process.
       */
      pid?: number;
      /**
       * Name of the matching process.
       */
      name?: string;
      /**
       * Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so two processes whose names differ only in such bytes never show the same name.
       */
      name_bytes_hex?: string;
      /**
       * The compared metric.
       */
      metric_id?: string;
      /**
       * The observed metric value.
       */
      value?: string | number;
    };
    error?: OutError;
  };
  /**
   * Complete envelope of the first result page, read automatically by the normal bridge after success.
   */
  result_page?: {
    data?: OutPage;
  };
  /**
   * True when the rows were already delivered and are not reconstructed. Present only in the normal bridge.
   */
  result_consumed?: boolean;
  next_action?: OutNextAction;
  /**
   * Whether the result capture remains readable. Present only in the normal bridge.
   */
  capture_retained?: boolean;
  retained_capture_ids?: OutRetainedCaptureIds;
}
export interface GetJobArgs {
  job_id: JobId;
  wait_ms?: WaitMs;
  read?: Read;
  retain_capture?: RetainCapture;
}
/**
 * State of a connection-owned job; a successful call can report a failed job.
 */
export interface GetJobData {
  /**
   * The job identifier.
   */
  job_id: string;
  /**
   * Job kind, such as a capture kind, process_info, log_list, log_load or condition.
   */
  kind?: string;
  /**
   * Job state; cancellation and timeout are failed outcomes.
   */
  state: 'running' | 'succeeded' | 'failed';
  /**
   * When the application accepted the job.
   */
  started_at?: string;
  /**
   * When the job reached its terminal state; absent while running.
   */
  finished_at?: string;
  /**
   * True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then.
   */
  cleanup_pending?: boolean;
  /**
   * Outcome of a terminal job.
   */
  result?: {
    /**
     * Capture holding the job rows.
     */
    capture_id?: string;
    /**
     * Loaded log reference from a log-load job.
     */
    log_ref?: string;
    /**
     * Whether the result is complete or partial.
     */
    status?: 'complete' | 'partial';
    /**
     * Observation that satisfied a condition wait.
     */
    evidence?: {
      /**
       * The condition kind.
       */
      kind?: string;
      /**
       * Time of the observation, possibly with the local offset.
       */
      observed_at?: string;
      /**
       * The matching process lifetime.
       */
      process_ref?: string;
      /**
       * PID of the matching process.
       */
      pid?: number;
      /**
       * Name of the matching process.
       */
      name?: string;
      /**
       * Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so two processes whose names differ only in such bytes never show the same name.
       */
      name_bytes_hex?: string;
      /**
       * The compared metric.
       */
      metric_id?: string;
      /**
       * The observed metric value.
       */
      value?: string | number;
    };
    error?: OutError;
  };
  /**
   * Complete envelope of the first result page, read automatically by the normal bridge after success.
   */
  result_page?: {
    data?: OutPage;
  };
  /**
   * True when the rows were already delivered and are not reconstructed. Present only in the normal bridge.
   */
  result_consumed?: boolean;
  next_action?: OutNextAction;
  /**
   * Whether the result capture remains readable. Present only in the normal bridge.
   */
  capture_retained?: boolean;
  retained_capture_ids?: OutRetainedCaptureIds;
}
export interface ReadCaptureArgs {
  capture_id: CaptureId;
  filter?: PathFilter;
  owner_name?: OwnerName;
  extension?: Extension;
  distinct_paths?: DistinctPaths;
  projection?: CaptureProjection;
  limit?: PageLimit;
  /**
   * Opaque next_cursor from the previous page of the same query; repeat every other argument unchanged, including limit, or the call fails with CURSOR_INVALID.
   */
  cursor?: string;
  /**
   * When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect.
   */
  retain_capture?: boolean;
}
/**
 * One page of a frozen capture.
 */
export interface ReadCaptureData {
  /**
   * The capture the page was read from; a provenance identifier only when capture_retained is false.
   */
  capture_id: string;
  /**
   * Capture kind, such as process_list, history, file_users, open_files, modules, network, threads, scheduling, process_info or log_list.
   */
  kind?: string;
  /**
   * The loaded log of a log-source capture.
   */
  log_ref?: string;
  /**
   * Recording interval of a log-source capture.
   */
  recording_interval_seconds?: number;
  /**
   * The rows of this page in capture order, each limited to the projected fields.
   */
  rows: {}[];
  /**
   * Cursor for the next page, or null on the last page.
   */
  next_cursor: string | null;
  coverage: OutCoverage;
  next_action?: OutNextAction;
  /**
   * Whether the capture remains readable; false means no release call is needed. Present only in the normal bridge.
   */
  capture_retained?: boolean;
  retained_capture_ids?: OutRetainedCaptureIds;
}
export interface CancelJobArgs {
  job_id: JobId;
}
export interface CancelJobData {
  /**
   * The job identifier.
   */
  job_id: string;
  /**
   * Job state when the request was handled.
   */
  state: 'running' | 'succeeded' | 'failed';
  /**
   * True when cancellation was requested for a running job; false when the job was already terminal.
   */
  cancel_requested: boolean;
}
export interface ReleaseCaptureArgs {
  capture_id: CaptureId;
}
export interface ReleaseCaptureData {
  /**
   * The capture identifier.
   */
  capture_id: string;
  /**
   * True when this call released the capture; false when it was already gone.
   */
  released: boolean;
}
export interface GetGraphsArgs {
  /**
   * Case-insensitive substring of the process name.
   */
  process_name?: string;
  /**
   * When true, includes displayed and retained process targets; the default is false unless process_name is supplied.
   */
  include_processes?: boolean;
  /**
   * Maximum process targets to return, 1 through 5,000; the default is 500.
   */
  target_limit?: number;
}
export interface GetGraphsData {
  /**
   * The TUI displayed source.
   */
  source: 'live' | 'log';
  /**
   * Timestamp of the displayed data (frozen while paused, recorded in Log view).
   */
  captured_at?: string | null;
  /**
   * Whether the TUI display is paused.
   */
  display_paused?: boolean;
  /**
   * Current investigation revision, for expected_revision.
   */
  revision: string;
  /**
   * Registered Graphs in order.
   *
   * Items: One Graph.
   */
  graphs: {
    /**
     * Run-unique Graph ID, stable across revisions but not application restart.
     */
    graph_id: number;
    /**
     * Metric identifier.
     */
    metric_id: string;
    target: OutTarget;
    /**
     * Whether this is the active Graph.
     */
    active?: boolean;
  }[];
  /**
   * Maximum number of Graphs.
   */
  capacity?: number;
  /**
   * Graphable metric identifiers by target kind.
   */
  supported_metrics?: {
    /**
     * Graphable process metrics.
     */
    process?: string[];
    /**
     * Graphable system metrics.
     */
    system?: string[];
    /**
     * Graphable GPU adapter metrics.
     */
    gpu_adapter?: string[];
  };
  /**
   * Export ranges and whether the current display state supports them.
   *
   * Items: One export range.
   */
  export_ranges?: {
    /**
     * The range name.
     */
    range: 'all' | 'visible' | 'ab';
    /**
     * Whether the range can be exported now.
     */
    available: boolean;
    /**
     * Inclusive start, when known.
     */
    from?: string | null;
    /**
     * Inclusive end, when known.
     */
    to?: string | null;
  }[];
  /**
   * Displayed GPU adapters.
   *
   * Items: One adapter.
   */
  gpu_adapters?: {
    /**
     * Adapter identifier.
     */
    gpu_adapter: string;
    /**
     * Adapter name, when known.
     */
    name?: string | null;
  }[];
  /**
   * Displayed or retained process targets, present when requested.
   */
  processes?: OutProcessBrief[];
  /**
   * Total matching process targets before the limit.
   */
  process_total?: number;
  /**
   * True when process targets were cut by target_limit or the response budget.
   */
  processes_truncated?: boolean;
}
/**
 * A process lifetime.
 */
export interface OutProcessBrief {
  /**
   * Opaque process reference.
   */
  process_ref: string;
  /**
   * Process identifier.
   */
  pid: number;
  /**
   * Executable name.
   */
  name: string;
  /**
   * Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so two processes whose names differ only in such bytes never show the same name.
   */
  name_bytes_hex?: string;
  /**
   * Process creation time, or null when unknown.
   */
  start_time?: string | null;
}
export interface AddGraphsArgs {
  metrics: GraphSources;
  /**
   * Optional unique operation identifier; when omitted the bridge generates one and returns it. Repeating an identifier with identical arguments returns the retained outcome.
   */
  operation_id?: string;
  /**
   * Optional revision from winproc_get_graphs; when supplied, intervening workspace edits reject the request with STATE_CONFLICT.
   */
  expected_revision?: string;
  wait_ms?: WaitMs;
}
/**
 * One Graph source: metric_id alone selects a system metric; add process_ref for a process metric or gpu_adapter for a GPU adapter metric, never both.
 */
export interface GraphSource {
  /**
   * A process, system or GPU adapter metric identifier from the metric catalog (winproc_list_metrics describes each).
   */
  metric_id:
    | 'available_memory_bytes'
    | 'commit_limit_bytes'
    | 'committed_bytes'
    | 'cpu_average_percent'
    | 'cpu_core_0_percent'
    | 'cpu_core_100_percent'
    | 'cpu_core_101_percent'
    | 'cpu_core_102_percent'
    | 'cpu_core_103_percent'
    | 'cpu_core_104_percent'
    | 'cpu_core_105_percent'
    | 'cpu_core_106_percent'
    | 'cpu_core_107_percent'
    | 'cpu_core_108_percent'
    | 'cpu_core_109_percent'
    | 'cpu_core_10_percent'
    | 'cpu_core_110_percent'
    | 'cpu_core_111_percent'
    | 'cpu_core_112_percent'
    | 'cpu_core_113_percent'
    | 'cpu_core_114_percent'
    | 'cpu_core_115_percent'
    | 'cpu_core_116_percent'
    | 'cpu_core_117_percent'
    | 'cpu_core_118_percent'
    | 'cpu_core_119_percent'
    | 'cpu_core_11_percent'
    | 'cpu_core_120_percent'
    | 'cpu_core_121_percent'
    | 'cpu_core_122_percent'
    | 'cpu_core_123_percent'
    | 'cpu_core_124_percent'
    | 'cpu_core_125_percent'
    | 'cpu_core_126_percent'
    | 'cpu_core_127_percent'
    | 'cpu_core_128_percent'
    | 'cpu_core_129_percent'
    | 'cpu_core_12_percent'
    | 'cpu_core_130_percent'
    | 'cpu_core_131_percent'
    | 'cpu_core_132_percent'
    | 'cpu_core_133_percent'
    | 'cpu_core_134_percent'
    | 'cpu_core_135_percent'
    | 'cpu_core_136_percent'
    | 'cpu_core_137_percent'
    | 'cpu_core_138_percent'
    | 'cpu_core_139_percent'
    | 'cpu_core_13_percent'
    | 'cpu_core_140_percent'
    | 'cpu_core_141_percent'
    | 'cpu_core_142_percent'
    | 'cpu_core_143_percent'
    | 'cpu_core_144_percent'
    | 'cpu_core_145_percent'
    | 'cpu_core_146_percent'
    | 'cpu_core_147_percent'
    | 'cpu_core_148_percent'
    | 'cpu_core_149_percent'
    | 'cpu_core_14_percent'
    | 'cpu_core_150_percent'
    | 'cpu_core_151_percent'
    | 'cpu_core_152_percent'
    | 'cpu_core_153_percent'
    | 'cpu_core_154_percent'
    | 'cpu_core_155_percent'
    | 'cpu_core_156_percent'
    | 'cpu_core_157_percent'
    | 'cpu_core_158_percent'
    | 'cpu_core_159_percent'
    | 'cpu_core_15_percent'
    | 'cpu_core_160_percent'
    | 'cpu_core_161_percent'
    | 'cpu_core_162_percent'
    | 'cpu_core_163_percent'
    | 'cpu_core_164_percent'
    | 'cpu_core_165_percent'
    | 'cpu_core_166_percent'
    | 'cpu_core_167_percent'
    | 'cpu_core_168_percent'
    | 'cpu_core_169_percent'
    | 'cpu_core_16_percent'
    | 'cpu_core_170_percent'
    | 'cpu_core_171_percent'
    | 'cpu_core_172_percent'
    | 'cpu_core_173_percent'
    | 'cpu_core_174_percent'
    | 'cpu_core_175_percent'
    | 'cpu_core_176_percent'
    | 'cpu_core_177_percent'
    | 'cpu_core_178_percent'
    | 'cpu_core_179_percent'
    | 'cpu_core_17_percent'
    | 'cpu_core_180_percent'
    | 'cpu_core_181_percent'
    | 'cpu_core_182_percent'
    | 'cpu_core_183_percent'
    | 'cpu_core_184_percent'
    | 'cpu_core_185_percent'
    | 'cpu_core_186_percent'
    | 'cpu_core_187_percent'
    | 'cpu_core_188_percent'
    | 'cpu_core_189_percent'
    | 'cpu_core_18_percent'
    | 'cpu_core_190_percent'
    | 'cpu_core_191_percent'
    | 'cpu_core_192_percent'
    | 'cpu_core_193_percent'
    | 'cpu_core_194_percent'
    | 'cpu_core_195_percent'
    | 'cpu_core_196_percent'
    | 'cpu_core_197_percent'
    | 'cpu_core_198_percent'
    | 'cpu_core_199_percent'
    | 'cpu_core_19_percent'
    | 'cpu_core_1_percent'
    | 'cpu_core_200_percent'
    | 'cpu_core_201_percent'
    | 'cpu_core_202_percent'
    | 'cpu_core_203_percent'
    | 'cpu_core_204_percent'
    | 'cpu_core_205_percent'
    | 'cpu_core_206_percent'
    | 'cpu_core_207_percent'
    | 'cpu_core_208_percent'
    | 'cpu_core_209_percent'
    | 'cpu_core_20_percent'
    | 'cpu_core_210_percent'
    | 'cpu_core_211_percent'
    | 'cpu_core_212_percent'
    | 'cpu_core_213_percent'
    | 'cpu_core_214_percent'
    | 'cpu_core_215_percent'
    | 'cpu_core_216_percent'
    | 'cpu_core_217_percent'
    | 'cpu_core_218_percent'
    | 'cpu_core_219_percent'
    | 'cpu_core_21_percent'
    | 'cpu_core_220_percent'
    | 'cpu_core_221_percent'
    | 'cpu_core_222_percent'
    | 'cpu_core_223_percent'
    | 'cpu_core_224_percent'
    | 'cpu_core_225_percent'
    | 'cpu_core_226_percent'
    | 'cpu_core_227_percent'
    | 'cpu_core_228_percent'
    | 'cpu_core_229_percent'
    | 'cpu_core_22_percent'
    | 'cpu_core_230_percent'
    | 'cpu_core_231_percent'
    | 'cpu_core_232_percent'
    | 'cpu_core_233_percent'
    | 'cpu_core_234_percent'
    | 'cpu_core_235_percent'
    | 'cpu_core_236_percent'
    | 'cpu_core_237_percent'
    | 'cpu_core_238_percent'
    | 'cpu_core_239_percent'
    | 'cpu_core_23_percent'
    | 'cpu_core_240_percent'
    | 'cpu_core_241_percent'
    | 'cpu_core_242_percent'
    | 'cpu_core_243_percent'
    | 'cpu_core_244_percent'
    | 'cpu_core_245_percent'
    | 'cpu_core_246_percent'
    | 'cpu_core_247_percent'
    | 'cpu_core_248_percent'
    | 'cpu_core_249_percent'
    | 'cpu_core_24_percent'
    | 'cpu_core_250_percent'
    | 'cpu_core_251_percent'
    | 'cpu_core_252_percent'
    | 'cpu_core_253_percent'
    | 'cpu_core_254_percent'
    | 'cpu_core_255_percent'
    | 'cpu_core_25_percent'
    | 'cpu_core_26_percent'
    | 'cpu_core_27_percent'
    | 'cpu_core_28_percent'
    | 'cpu_core_29_percent'
    | 'cpu_core_2_percent'
    | 'cpu_core_30_percent'
    | 'cpu_core_31_percent'
    | 'cpu_core_32_percent'
    | 'cpu_core_33_percent'
    | 'cpu_core_34_percent'
    | 'cpu_core_35_percent'
    | 'cpu_core_36_percent'
    | 'cpu_core_37_percent'
    | 'cpu_core_38_percent'
    | 'cpu_core_39_percent'
    | 'cpu_core_3_percent'
    | 'cpu_core_40_percent'
    | 'cpu_core_41_percent'
    | 'cpu_core_42_percent'
    | 'cpu_core_43_percent'
    | 'cpu_core_44_percent'
    | 'cpu_core_45_percent'
    | 'cpu_core_46_percent'
    | 'cpu_core_47_percent'
    | 'cpu_core_48_percent'
    | 'cpu_core_49_percent'
    | 'cpu_core_4_percent'
    | 'cpu_core_50_percent'
    | 'cpu_core_51_percent'
    | 'cpu_core_52_percent'
    | 'cpu_core_53_percent'
    | 'cpu_core_54_percent'
    | 'cpu_core_55_percent'
    | 'cpu_core_56_percent'
    | 'cpu_core_57_percent'
    | 'cpu_core_58_percent'
    | 'cpu_core_59_percent'
    | 'cpu_core_5_percent'
    | 'cpu_core_60_percent'
    | 'cpu_core_61_percent'
    | 'cpu_core_62_percent'
    | 'cpu_core_63_percent'
    | 'cpu_core_64_percent'
    | 'cpu_core_65_percent'
    | 'cpu_core_66_percent'
    | 'cpu_core_67_percent'
    | 'cpu_core_68_percent'
    | 'cpu_core_69_percent'
    | 'cpu_core_6_percent'
    | 'cpu_core_70_percent'
    | 'cpu_core_71_percent'
    | 'cpu_core_72_percent'
    | 'cpu_core_73_percent'
    | 'cpu_core_74_percent'
    | 'cpu_core_75_percent'
    | 'cpu_core_76_percent'
    | 'cpu_core_77_percent'
    | 'cpu_core_78_percent'
    | 'cpu_core_79_percent'
    | 'cpu_core_7_percent'
    | 'cpu_core_80_percent'
    | 'cpu_core_81_percent'
    | 'cpu_core_82_percent'
    | 'cpu_core_83_percent'
    | 'cpu_core_84_percent'
    | 'cpu_core_85_percent'
    | 'cpu_core_86_percent'
    | 'cpu_core_87_percent'
    | 'cpu_core_88_percent'
    | 'cpu_core_89_percent'
    | 'cpu_core_8_percent'
    | 'cpu_core_90_percent'
    | 'cpu_core_91_percent'
    | 'cpu_core_92_percent'
    | 'cpu_core_93_percent'
    | 'cpu_core_94_percent'
    | 'cpu_core_95_percent'
    | 'cpu_core_96_percent'
    | 'cpu_core_97_percent'
    | 'cpu_core_98_percent'
    | 'cpu_core_99_percent'
    | 'cpu_core_9_percent'
    | 'cpu_kernel_percent'
    | 'cpu_percent'
    | 'cpu_user_percent'
    | 'decode_average_percent'
    | 'decode_engine_count'
    | 'decode_max_percent'
    | 'dedicated_bytes'
    | 'dedicated_total_bytes'
    | 'disk_queue_length'
    | 'disk_read_bytes_per_sec'
    | 'disk_write_bytes_per_sec'
    | 'dotnet_allocation_bytes_per_sec'
    | 'dotnet_gc_committed_bytes'
    | 'dotnet_gc_fragmentation_bytes'
    | 'dotnet_gc_gen0_heap_bytes'
    | 'dotnet_gc_gen1_heap_bytes'
    | 'dotnet_gc_gen2_heap_bytes'
    | 'dotnet_gc_loh_bytes'
    | 'dotnet_gc_poh_bytes'
    | 'dotnet_heap_bytes'
    | 'encode_average_percent'
    | 'encode_engine_count'
    | 'encode_max_percent'
    | 'free_zeroed_memory_bytes'
    | 'gdi_object_count'
    | 'gpu_dedicated_bytes'
    | 'gpu_percent'
    | 'gpu_shared_bytes'
    | 'handle_count'
    | 'io_read_bytes_per_sec'
    | 'io_write_bytes_per_sec'
    | 'modified_memory_bytes'
    | 'network_received_bytes_per_sec'
    | 'network_sent_bytes_per_sec'
    | 'nonpaged_pool_bytes'
    | 'page_faults_major_per_sec'
    | 'paged_pool_bytes'
    | 'pages_input_per_sec'
    | 'pages_output_per_sec'
    | 'path'
    | 'physical_memory_bytes'
    | 'private_bytes'
    | 'process_count'
    | 'shared_bytes'
    | 'shared_total_bytes'
    | 'standby_memory_bytes'
    | 'task_name'
    | 'thread_count'
    | 'total_memory_bytes'
    | 'user_object_count'
    | 'utilization_percent'
    | 'workset_bytes'
    | 'workset_private_bytes'
    | 'workset_shareable_bytes';
  /**
   * Process reference from winproc_get_graphs, or from a live winproc_list_processes listing while the TUI displays Live or Recording history; TUI Log view accepts only Graph-discovery references.
   */
  process_ref?: string;
  /**
   * GPU adapter identifier (Windows LUID as high:low, Linux DRM card name) for a GPU adapter metric.
   */
  gpu_adapter?: string;
}
/**
 * State of an application-owned operation; a successful call can report a failed operation.
 */
export interface AddGraphsData {
  /**
   * The operation identifier, generated by the bridge when an optional one was omitted.
   */
  operation_id: string;
  /**
   * The tool that submitted the operation.
   */
  tool?: string;
  /**
   * Operation state.
   */
  state: 'pending' | 'running' | 'pending_confirmation' | 'succeeded' | 'failed';
  /**
   * The immutable action description shown for local confirmation.
   */
  confirmation?: {
    /**
     * What the user is asked to confirm.
     */
    description?: string;
  };
  /**
   * Result of a succeeded operation; fields depend on the action.
   */
  outcome?: {
    /**
     * The resulting investigation revision.
     */
    revision?: string;
    /**
     * Explicit root names after the change.
     */
    tracked_names?: string[];
    /**
     * Description of the affected scope, including descendants.
     */
    scope?: string;
    /**
     * The affected profile.
     */
    profile_ref?: string;
    /**
     * The affected profile revision.
     */
    profile_revision?: string;
    /**
     * The Recording session.
     */
    recording_session_id?: string;
    /**
     * The Recording interval.
     */
    interval_seconds?: number;
    /**
     * Log ID of the Recording output.
     */
    output_log_id?: string;
    /**
     * The resulting .NET collection authorization.
     */
    enabled?: boolean;
    /**
     * Graph IDs of the requested sources.
     */
    graph_ids?: number[];
    /**
     * Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept.
     */
    output_path?: string;
    /**
     * The exported range.
     */
    range?: string;
    /**
     * Number of exported data rows.
     */
    rows?: number;
    /**
     * The accepted Graph workspace.
     */
    workspace?: {};
  };
  error?: OutError1;
  next_action?: OutNextAction;
}
/**
 * Why the operation failed (STATE_CONFLICT, CANCELLED, TIMEOUT, EXPORT_FAILED and so on).
 */
export interface OutError1 {
  /**
   * Application error code such as TIMEOUT or CANCELLED.
   */
  code: string;
  /**
   * Safe explanatory message without captured values.
   */
  message: string;
  /**
   * Whether an unchanged call may succeed on retry.
   */
  retryable: boolean;
  /**
   * Native error code, when known.
   */
  native_error_code?: number;
}
export interface ExportGraphsArgs {
  /**
   * Directory for the CSV file, absolute or relative to the TUI working directory; missing parents are created under normal permissions.
   */
  output_directory: string;
  metrics?: GraphSources1;
  /**
   * Single file name ending in .csv, without path separators; an existing file of that name fails the export rather than being overwritten. By default a unique name is generated.
   */
  filename?: string;
  /**
   * Time range to export with inclusive bounds: all (the default), visible or ab (between the A and B markers).
   */
  range?: 'all' | 'visible' | 'ab';
  /**
   * Optional unique operation identifier; when omitted the bridge generates one and returns it. Supply one to retry safely after losing the response.
   */
  operation_id?: string;
  /**
   * Optional revision from winproc_get_graphs; when supplied, intervening workspace edits reject the request with STATE_CONFLICT.
   */
  expected_revision?: string;
  wait_ms?: WaitMs;
}
/**
 * State of an application-owned operation; a successful call can report a failed operation.
 */
export interface ExportGraphsData {
  /**
   * The operation identifier, generated by the bridge when an optional one was omitted.
   */
  operation_id: string;
  /**
   * The tool that submitted the operation.
   */
  tool?: string;
  /**
   * Operation state.
   */
  state: 'pending' | 'running' | 'pending_confirmation' | 'succeeded' | 'failed';
  /**
   * The immutable action description shown for local confirmation.
   */
  confirmation?: {
    /**
     * What the user is asked to confirm.
     */
    description?: string;
  };
  /**
   * Result of a succeeded operation; fields depend on the action.
   */
  outcome?: {
    /**
     * The resulting investigation revision.
     */
    revision?: string;
    /**
     * Explicit root names after the change.
     */
    tracked_names?: string[];
    /**
     * Description of the affected scope, including descendants.
     */
    scope?: string;
    /**
     * The affected profile.
     */
    profile_ref?: string;
    /**
     * The affected profile revision.
     */
    profile_revision?: string;
    /**
     * The Recording session.
     */
    recording_session_id?: string;
    /**
     * The Recording interval.
     */
    interval_seconds?: number;
    /**
     * Log ID of the Recording output.
     */
    output_log_id?: string;
    /**
     * The resulting .NET collection authorization.
     */
    enabled?: boolean;
    /**
     * Graph IDs of the requested sources.
     */
    graph_ids?: number[];
    /**
     * Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept.
     */
    output_path?: string;
    /**
     * The exported range.
     */
    range?: string;
    /**
     * Number of exported data rows.
     */
    rows?: number;
    /**
     * The accepted Graph workspace.
     */
    workspace?: {};
  };
  error?: OutError1;
  next_action?: OutNextAction;
}
export interface GetTrackingArgs {}
export interface GetTrackingData {
  /**
   * Current investigation revision, for expected_revision.
   */
  revision: string;
  /**
   * Explicit root process names of the working Tracking List.
   */
  tracked_names: string[];
  /**
   * Effective identity set from the last Live sample.
   *
   * Items: One matching process lifetime.
   */
  matching_processes: {
    /**
     * Opaque process reference.
     */
    process_ref: string;
    /**
     * Process identifier.
     */
    pid: number;
    /**
     * Executable name.
     */
    name: string;
    /**
     * Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so two processes whose names differ only in such bytes never show the same name.
     */
    name_bytes_hex?: string;
    /**
     * Process creation time, or null when unknown.
     */
    start_time?: string | null;
    /**
     * The tracked root name that brought the process into scope.
     */
    matched_name?: string;
    /**
     * True when the process is in scope as a descendant of a tracked root.
     */
    descendant?: boolean;
  }[];
  /**
   * Timestamp of the Live sample the matches come from.
   */
  captured_at?: string | null;
}
export interface UpdateTrackingArgs {
  /**
   * add or remove the name.
   */
  action: 'add' | 'remove';
  /**
   * Process name to add or remove; give exactly one of process_name and process_ref. A name can be added before any matching process starts.
   */
  process_name?: string;
  /**
   * Live process lifetime whose captured name is added or removed; give exactly one of process_name and process_ref.
   */
  process_ref?: string;
  operation_id: OperationId;
  /**
   * Investigation revision from winproc_get_tracking; a change since rejects the request with STATE_CONFLICT.
   */
  expected_revision: string;
  wait_ms?: WaitMs;
}
/**
 * State of an application-owned operation; a successful call can report a failed operation.
 */
export interface UpdateTrackingData {
  /**
   * The operation identifier, generated by the bridge when an optional one was omitted.
   */
  operation_id: string;
  /**
   * The tool that submitted the operation.
   */
  tool?: string;
  /**
   * Operation state.
   */
  state: 'pending' | 'running' | 'pending_confirmation' | 'succeeded' | 'failed';
  /**
   * The immutable action description shown for local confirmation.
   */
  confirmation?: {
    /**
     * What the user is asked to confirm.
     */
    description?: string;
  };
  /**
   * Result of a succeeded operation; fields depend on the action.
   */
  outcome?: {
    /**
     * The resulting investigation revision.
     */
    revision?: string;
    /**
     * Explicit root names after the change.
     */
    tracked_names?: string[];
    /**
     * Description of the affected scope, including descendants.
     */
    scope?: string;
    /**
     * The affected profile.
     */
    profile_ref?: string;
    /**
     * The affected profile revision.
     */
    profile_revision?: string;
    /**
     * The Recording session.
     */
    recording_session_id?: string;
    /**
     * The Recording interval.
     */
    interval_seconds?: number;
    /**
     * Log ID of the Recording output.
     */
    output_log_id?: string;
    /**
     * The resulting .NET collection authorization.
     */
    enabled?: boolean;
    /**
     * Graph IDs of the requested sources.
     */
    graph_ids?: number[];
    /**
     * Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept.
     */
    output_path?: string;
    /**
     * The exported range.
     */
    range?: string;
    /**
     * Number of exported data rows.
     */
    rows?: number;
    /**
     * The accepted Graph workspace.
     */
    workspace?: {};
  };
  error?: OutError1;
  next_action?: OutNextAction;
}
export interface ListProfilesArgs {}
export interface ListProfilesData {
  /**
   * Current investigation revision, for expected_revision.
   */
  revision: string;
  /**
   * The profile bound to the working Tracking List, or null for Empty (default).
   */
  active_profile_ref: string | null;
  /**
   * True when the working Tracking List differs from the active profile.
   */
  working_list_modified?: boolean;
  /**
   * Saved profiles.
   *
   * Items: One profile.
   */
  profiles: {
    /**
     * Opaque profile reference.
     */
    profile_ref: string;
    /**
     * Profile name.
     */
    name: string;
    /**
     * Profile revision, for expected_profile_revision.
     */
    revision: string;
    /**
     * Process names saved in the profile.
     */
    tracked_names: string[];
  }[];
}
export interface UpdateProfileArgs {
  /**
   * The profile operation.
   */
  action: 'load' | 'save' | 'save_as' | 'rename' | 'delete';
  /**
   * Profile reference from winproc_list_profiles; required for load, save, rename and delete.
   */
  profile_ref?: string;
  /**
   * Profile revision from winproc_list_profiles; required with profile_ref.
   */
  expected_profile_revision?: string;
  /**
   * New profile name for save_as; it must not match an existing profile.
   */
  name?: string;
  /**
   * New name for rename; it must not match an existing profile.
   */
  new_name?: string;
  operation_id: OperationId;
  /**
   * Investigation revision from winproc_list_profiles or winproc_get_tracking; a change since rejects the request with STATE_CONFLICT.
   */
  expected_revision: string;
  wait_ms?: WaitMs;
}
/**
 * State of an application-owned operation; a successful call can report a failed operation.
 */
export interface UpdateProfileData {
  /**
   * The operation identifier, generated by the bridge when an optional one was omitted.
   */
  operation_id: string;
  /**
   * The tool that submitted the operation.
   */
  tool?: string;
  /**
   * Operation state.
   */
  state: 'pending' | 'running' | 'pending_confirmation' | 'succeeded' | 'failed';
  /**
   * The immutable action description shown for local confirmation.
   */
  confirmation?: {
    /**
     * What the user is asked to confirm.
     */
    description?: string;
  };
  /**
   * Result of a succeeded operation; fields depend on the action.
   */
  outcome?: {
    /**
     * The resulting investigation revision.
     */
    revision?: string;
    /**
     * Explicit root names after the change.
     */
    tracked_names?: string[];
    /**
     * Description of the affected scope, including descendants.
     */
    scope?: string;
    /**
     * The affected profile.
     */
    profile_ref?: string;
    /**
     * The affected profile revision.
     */
    profile_revision?: string;
    /**
     * The Recording session.
     */
    recording_session_id?: string;
    /**
     * The Recording interval.
     */
    interval_seconds?: number;
    /**
     * Log ID of the Recording output.
     */
    output_log_id?: string;
    /**
     * The resulting .NET collection authorization.
     */
    enabled?: boolean;
    /**
     * Graph IDs of the requested sources.
     */
    graph_ids?: number[];
    /**
     * Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept.
     */
    output_path?: string;
    /**
     * The exported range.
     */
    range?: string;
    /**
     * Number of exported data rows.
     */
    rows?: number;
    /**
     * The accepted Graph workspace.
     */
    workspace?: {};
  };
  error?: OutError1;
  next_action?: OutNextAction;
}
export interface GetRecordingArgs {}
export interface GetRecordingData {
  /**
   * Whether a Recording session is active.
   */
  active: boolean;
  /**
   * The active session, or null.
   */
  recording_session_id: string | null;
  /**
   * Names fixed for the active session; empty when inactive.
   */
  tracked_names?: string[];
  /**
   * Interval of the active session, or null.
   */
  interval_seconds?: 1 | 2 | 5 | 10 | null;
  /**
   * Log ID of the active output file, or null.
   */
  output_log_id?: string | null;
  /**
   * Whether a recording directory is configured.
   */
  output_directory_configured: boolean;
  /**
   * Current investigation revision, for expected_revision.
   */
  revision?: string;
}
export interface StartRecordingArgs {
  /**
   * Aggregation interval in seconds: 1, 2, 5 or 10.
   */
  interval_seconds: 1 | 2 | 5 | 10;
  operation_id: OperationId;
  /**
   * Investigation revision from winproc_get_tracking or winproc_get_recording; a change since rejects the request with STATE_CONFLICT.
   */
  expected_revision: string;
  wait_ms?: WaitMs;
}
/**
 * State of an application-owned operation; a successful call can report a failed operation.
 */
export interface StartRecordingData {
  /**
   * The operation identifier, generated by the bridge when an optional one was omitted.
   */
  operation_id: string;
  /**
   * The tool that submitted the operation.
   */
  tool?: string;
  /**
   * Operation state.
   */
  state: 'pending' | 'running' | 'pending_confirmation' | 'succeeded' | 'failed';
  /**
   * The immutable action description shown for local confirmation.
   */
  confirmation?: {
    /**
     * What the user is asked to confirm.
     */
    description?: string;
  };
  /**
   * Result of a succeeded operation; fields depend on the action.
   */
  outcome?: {
    /**
     * The resulting investigation revision.
     */
    revision?: string;
    /**
     * Explicit root names after the change.
     */
    tracked_names?: string[];
    /**
     * Description of the affected scope, including descendants.
     */
    scope?: string;
    /**
     * The affected profile.
     */
    profile_ref?: string;
    /**
     * The affected profile revision.
     */
    profile_revision?: string;
    /**
     * The Recording session.
     */
    recording_session_id?: string;
    /**
     * The Recording interval.
     */
    interval_seconds?: number;
    /**
     * Log ID of the Recording output.
     */
    output_log_id?: string;
    /**
     * The resulting .NET collection authorization.
     */
    enabled?: boolean;
    /**
     * Graph IDs of the requested sources.
     */
    graph_ids?: number[];
    /**
     * Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept.
     */
    output_path?: string;
    /**
     * The exported range.
     */
    range?: string;
    /**
     * Number of exported data rows.
     */
    rows?: number;
    /**
     * The accepted Graph workspace.
     */
    workspace?: {};
  };
  error?: OutError1;
  next_action?: OutNextAction;
}
export interface StopRecordingArgs {
  /**
   * The session to stop, from winproc_get_recording or the start outcome.
   */
  recording_session_id: string;
  operation_id: OperationId;
  wait_ms?: WaitMs;
}
/**
 * State of an application-owned operation; a successful call can report a failed operation.
 */
export interface StopRecordingData {
  /**
   * The operation identifier, generated by the bridge when an optional one was omitted.
   */
  operation_id: string;
  /**
   * The tool that submitted the operation.
   */
  tool?: string;
  /**
   * Operation state.
   */
  state: 'pending' | 'running' | 'pending_confirmation' | 'succeeded' | 'failed';
  /**
   * The immutable action description shown for local confirmation.
   */
  confirmation?: {
    /**
     * What the user is asked to confirm.
     */
    description?: string;
  };
  /**
   * Result of a succeeded operation; fields depend on the action.
   */
  outcome?: {
    /**
     * The resulting investigation revision.
     */
    revision?: string;
    /**
     * Explicit root names after the change.
     */
    tracked_names?: string[];
    /**
     * Description of the affected scope, including descendants.
     */
    scope?: string;
    /**
     * The affected profile.
     */
    profile_ref?: string;
    /**
     * The affected profile revision.
     */
    profile_revision?: string;
    /**
     * The Recording session.
     */
    recording_session_id?: string;
    /**
     * The Recording interval.
     */
    interval_seconds?: number;
    /**
     * Log ID of the Recording output.
     */
    output_log_id?: string;
    /**
     * The resulting .NET collection authorization.
     */
    enabled?: boolean;
    /**
     * Graph IDs of the requested sources.
     */
    graph_ids?: number[];
    /**
     * Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept.
     */
    output_path?: string;
    /**
     * The exported range.
     */
    range?: string;
    /**
     * Number of exported data rows.
     */
    rows?: number;
    /**
     * The accepted Graph workspace.
     */
    workspace?: {};
  };
  error?: OutError1;
  next_action?: OutNextAction;
}
export interface ListLogsArgs {
  /**
   * Case-insensitive substring of the log filename; by default every .log file is listed.
   */
  name_filter?: string;
  wait_ms?: WaitMs;
  read?: Read;
  retain_capture?: RetainCapture;
}
/**
 * State of a connection-owned job; a successful call can report a failed job.
 */
export interface ListLogsData {
  /**
   * The job identifier.
   */
  job_id: string;
  /**
   * Job kind, such as a capture kind, process_info, log_list, log_load or condition.
   */
  kind?: string;
  /**
   * Job state; cancellation and timeout are failed outcomes.
   */
  state: 'running' | 'succeeded' | 'failed';
  /**
   * When the application accepted the job.
   */
  started_at?: string;
  /**
   * When the job reached its terminal state; absent while running.
   */
  finished_at?: string;
  /**
   * True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then.
   */
  cleanup_pending?: boolean;
  /**
   * Outcome of a terminal job.
   */
  result?: {
    /**
     * Capture holding the job rows.
     */
    capture_id?: string;
    /**
     * Loaded log reference from a log-load job.
     */
    log_ref?: string;
    /**
     * Whether the result is complete or partial.
     */
    status?: 'complete' | 'partial';
    /**
     * Observation that satisfied a condition wait.
     */
    evidence?: {
      /**
       * The condition kind.
       */
      kind?: string;
      /**
       * Time of the observation, possibly with the local offset.
       */
      observed_at?: string;
      /**
       * The matching process lifetime.
       */
      process_ref?: string;
      /**
       * PID of the matching process.
       */
      pid?: number;
      /**
       * Name of the matching process.
       */
      name?: string;
      /**
       * Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so two processes whose names differ only in such bytes never show the same name.
       */
      name_bytes_hex?: string;
      /**
       * The compared metric.
       */
      metric_id?: string;
      /**
       * The observed metric value.
       */
      value?: string | number;
    };
    error?: OutError;
  };
  /**
   * Complete envelope of the first result page, read automatically by the normal bridge after success.
   */
  result_page?: {
    data?: OutPage;
  };
  /**
   * True when the rows were already delivered and are not reconstructed. Present only in the normal bridge.
   */
  result_consumed?: boolean;
  next_action?: OutNextAction;
  /**
   * Whether the result capture remains readable. Present only in the normal bridge.
   */
  capture_retained?: boolean;
  retained_capture_ids?: OutRetainedCaptureIds;
}
export interface OpenLogArgs {
  /**
   * Server-issued log identifier from winproc_list_logs.
   */
  log_id: string;
  wait_ms?: WaitMs;
}
/**
 * State of a connection-owned job; a successful call can report a failed job.
 */
export interface OpenLogData {
  /**
   * The job identifier.
   */
  job_id: string;
  /**
   * Job kind, such as a capture kind, process_info, log_list, log_load or condition.
   */
  kind?: string;
  /**
   * Job state; cancellation and timeout are failed outcomes.
   */
  state: 'running' | 'succeeded' | 'failed';
  /**
   * When the application accepted the job.
   */
  started_at?: string;
  /**
   * When the job reached its terminal state; absent while running.
   */
  finished_at?: string;
  /**
   * True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then.
   */
  cleanup_pending?: boolean;
  /**
   * Outcome of a terminal job.
   */
  result?: {
    /**
     * Capture holding the job rows.
     */
    capture_id?: string;
    /**
     * Loaded log reference from a log-load job.
     */
    log_ref?: string;
    /**
     * Whether the result is complete or partial.
     */
    status?: 'complete' | 'partial';
    /**
     * Observation that satisfied a condition wait.
     */
    evidence?: {
      /**
       * The condition kind.
       */
      kind?: string;
      /**
       * Time of the observation, possibly with the local offset.
       */
      observed_at?: string;
      /**
       * The matching process lifetime.
       */
      process_ref?: string;
      /**
       * PID of the matching process.
       */
      pid?: number;
      /**
       * Name of the matching process.
       */
      name?: string;
      /**
       * Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so two processes whose names differ only in such bytes never show the same name.
       */
      name_bytes_hex?: string;
      /**
       * The compared metric.
       */
      metric_id?: string;
      /**
       * The observed metric value.
       */
      value?: string | number;
    };
    error?: OutError;
  };
  /**
   * Complete envelope of the first result page, read automatically by the normal bridge after success.
   */
  result_page?: {
    data?: OutPage;
  };
  /**
   * True when the rows were already delivered and are not reconstructed. Present only in the normal bridge.
   */
  result_consumed?: boolean;
  next_action?: OutNextAction;
  /**
   * Whether the result capture remains readable. Present only in the normal bridge.
   */
  capture_retained?: boolean;
  retained_capture_ids?: OutRetainedCaptureIds;
}
export interface CloseLogArgs {
  log_ref: LogRef;
}
export interface CloseLogData {
  /**
   * The log reference.
   */
  log_ref: string;
  /**
   * True when this call released the log; false when it was already gone.
   */
  closed: boolean;
}
export interface GetDotnetCollectionArgs {
  /**
   * The live process lifetime to report on.
   */
  process_ref: string;
}
export interface GetDotnetCollectionData {
  /**
   * The process lifetime.
   */
  process_ref: string;
  /**
   * Whether a supported .NET runtime was detected, or null when not yet known.
   */
  supported: boolean | null;
  /**
   * Whether collection is authorized for this lifetime.
   */
  enabled: boolean;
  /**
   * Current revision, for expected_revision.
   */
  revision: string;
  /**
   * Collection state.
   */
  state: 'disabled' | 'waiting' | 'collecting' | 'stopping' | 'unavailable';
  /**
   * Safe diagnostic detail, when any.
   */
  detail?: string;
}
export interface SetDotnetCollectionArgs {
  /**
   * The live process lifetime to authorize or revoke.
   */
  process_ref: string;
  /**
   * true to authorize collection, false to revoke it.
   */
  enabled: boolean;
  operation_id: OperationId;
  /**
   * Revision from winproc_get_dotnet_collection; a change since rejects the request with STATE_CONFLICT.
   */
  expected_revision: string;
  wait_ms?: WaitMs;
}
/**
 * State of an application-owned operation; a successful call can report a failed operation.
 */
export interface SetDotnetCollectionData {
  /**
   * The operation identifier, generated by the bridge when an optional one was omitted.
   */
  operation_id: string;
  /**
   * The tool that submitted the operation.
   */
  tool?: string;
  /**
   * Operation state.
   */
  state: 'pending' | 'running' | 'pending_confirmation' | 'succeeded' | 'failed';
  /**
   * The immutable action description shown for local confirmation.
   */
  confirmation?: {
    /**
     * What the user is asked to confirm.
     */
    description?: string;
  };
  /**
   * Result of a succeeded operation; fields depend on the action.
   */
  outcome?: {
    /**
     * The resulting investigation revision.
     */
    revision?: string;
    /**
     * Explicit root names after the change.
     */
    tracked_names?: string[];
    /**
     * Description of the affected scope, including descendants.
     */
    scope?: string;
    /**
     * The affected profile.
     */
    profile_ref?: string;
    /**
     * The affected profile revision.
     */
    profile_revision?: string;
    /**
     * The Recording session.
     */
    recording_session_id?: string;
    /**
     * The Recording interval.
     */
    interval_seconds?: number;
    /**
     * Log ID of the Recording output.
     */
    output_log_id?: string;
    /**
     * The resulting .NET collection authorization.
     */
    enabled?: boolean;
    /**
     * Graph IDs of the requested sources.
     */
    graph_ids?: number[];
    /**
     * Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept.
     */
    output_path?: string;
    /**
     * The exported range.
     */
    range?: string;
    /**
     * Number of exported data rows.
     */
    rows?: number;
    /**
     * The accepted Graph workspace.
     */
    workspace?: {};
  };
  error?: OutError1;
  next_action?: OutNextAction;
}
export interface WaitConditionArgs {
  /**
   * The condition: kind plus the fields that kind needs (process_present: process_name; process_exited: process_ref; metric_threshold: metric_id, comparison and threshold). Fields another kind needs are rejected with INVALID_ARGUMENT.
   */
  condition: {
    /**
     * process_present, process_exited or metric_threshold.
     */
    kind: 'process_present' | 'process_exited' | 'metric_threshold';
    /**
     * process_present: the case-insensitive process name to look for.
     */
    process_name?: string;
    /**
     * process_exited: the live process lifetime whose exit is awaited.
     */
    process_ref?: string;
    /**
     * A process, system or GPU adapter metric identifier from the metric catalog (winproc_list_metrics describes each).
     */
    metric_id?:
      | 'available_memory_bytes'
      | 'commit_limit_bytes'
      | 'committed_bytes'
      | 'cpu_average_percent'
      | 'cpu_core_0_percent'
      | 'cpu_core_100_percent'
      | 'cpu_core_101_percent'
      | 'cpu_core_102_percent'
      | 'cpu_core_103_percent'
      | 'cpu_core_104_percent'
      | 'cpu_core_105_percent'
      | 'cpu_core_106_percent'
      | 'cpu_core_107_percent'
      | 'cpu_core_108_percent'
      | 'cpu_core_109_percent'
      | 'cpu_core_10_percent'
      | 'cpu_core_110_percent'
      | 'cpu_core_111_percent'
      | 'cpu_core_112_percent'
      | 'cpu_core_113_percent'
      | 'cpu_core_114_percent'
      | 'cpu_core_115_percent'
      | 'cpu_core_116_percent'
      | 'cpu_core_117_percent'
      | 'cpu_core_118_percent'
      | 'cpu_core_119_percent'
      | 'cpu_core_11_percent'
      | 'cpu_core_120_percent'
      | 'cpu_core_121_percent'
      | 'cpu_core_122_percent'
      | 'cpu_core_123_percent'
      | 'cpu_core_124_percent'
      | 'cpu_core_125_percent'
      | 'cpu_core_126_percent'
      | 'cpu_core_127_percent'
      | 'cpu_core_128_percent'
      | 'cpu_core_129_percent'
      | 'cpu_core_12_percent'
      | 'cpu_core_130_percent'
      | 'cpu_core_131_percent'
      | 'cpu_core_132_percent'
      | 'cpu_core_133_percent'
      | 'cpu_core_134_percent'
      | 'cpu_core_135_percent'
      | 'cpu_core_136_percent'
      | 'cpu_core_137_percent'
      | 'cpu_core_138_percent'
      | 'cpu_core_139_percent'
      | 'cpu_core_13_percent'
      | 'cpu_core_140_percent'
      | 'cpu_core_141_percent'
      | 'cpu_core_142_percent'
      | 'cpu_core_143_percent'
      | 'cpu_core_144_percent'
      | 'cpu_core_145_percent'
      | 'cpu_core_146_percent'
      | 'cpu_core_147_percent'
      | 'cpu_core_148_percent'
      | 'cpu_core_149_percent'
      | 'cpu_core_14_percent'
      | 'cpu_core_150_percent'
      | 'cpu_core_151_percent'
      | 'cpu_core_152_percent'
      | 'cpu_core_153_percent'
      | 'cpu_core_154_percent'
      | 'cpu_core_155_percent'
      | 'cpu_core_156_percent'
      | 'cpu_core_157_percent'
      | 'cpu_core_158_percent'
      | 'cpu_core_159_percent'
      | 'cpu_core_15_percent'
      | 'cpu_core_160_percent'
      | 'cpu_core_161_percent'
      | 'cpu_core_162_percent'
      | 'cpu_core_163_percent'
      | 'cpu_core_164_percent'
      | 'cpu_core_165_percent'
      | 'cpu_core_166_percent'
      | 'cpu_core_167_percent'
      | 'cpu_core_168_percent'
      | 'cpu_core_169_percent'
      | 'cpu_core_16_percent'
      | 'cpu_core_170_percent'
      | 'cpu_core_171_percent'
      | 'cpu_core_172_percent'
      | 'cpu_core_173_percent'
      | 'cpu_core_174_percent'
      | 'cpu_core_175_percent'
      | 'cpu_core_176_percent'
      | 'cpu_core_177_percent'
      | 'cpu_core_178_percent'
      | 'cpu_core_179_percent'
      | 'cpu_core_17_percent'
      | 'cpu_core_180_percent'
      | 'cpu_core_181_percent'
      | 'cpu_core_182_percent'
      | 'cpu_core_183_percent'
      | 'cpu_core_184_percent'
      | 'cpu_core_185_percent'
      | 'cpu_core_186_percent'
      | 'cpu_core_187_percent'
      | 'cpu_core_188_percent'
      | 'cpu_core_189_percent'
      | 'cpu_core_18_percent'
      | 'cpu_core_190_percent'
      | 'cpu_core_191_percent'
      | 'cpu_core_192_percent'
      | 'cpu_core_193_percent'
      | 'cpu_core_194_percent'
      | 'cpu_core_195_percent'
      | 'cpu_core_196_percent'
      | 'cpu_core_197_percent'
      | 'cpu_core_198_percent'
      | 'cpu_core_199_percent'
      | 'cpu_core_19_percent'
      | 'cpu_core_1_percent'
      | 'cpu_core_200_percent'
      | 'cpu_core_201_percent'
      | 'cpu_core_202_percent'
      | 'cpu_core_203_percent'
      | 'cpu_core_204_percent'
      | 'cpu_core_205_percent'
      | 'cpu_core_206_percent'
      | 'cpu_core_207_percent'
      | 'cpu_core_208_percent'
      | 'cpu_core_209_percent'
      | 'cpu_core_20_percent'
      | 'cpu_core_210_percent'
      | 'cpu_core_211_percent'
      | 'cpu_core_212_percent'
      | 'cpu_core_213_percent'
      | 'cpu_core_214_percent'
      | 'cpu_core_215_percent'
      | 'cpu_core_216_percent'
      | 'cpu_core_217_percent'
      | 'cpu_core_218_percent'
      | 'cpu_core_219_percent'
      | 'cpu_core_21_percent'
      | 'cpu_core_220_percent'
      | 'cpu_core_221_percent'
      | 'cpu_core_222_percent'
      | 'cpu_core_223_percent'
      | 'cpu_core_224_percent'
      | 'cpu_core_225_percent'
      | 'cpu_core_226_percent'
      | 'cpu_core_227_percent'
      | 'cpu_core_228_percent'
      | 'cpu_core_229_percent'
      | 'cpu_core_22_percent'
      | 'cpu_core_230_percent'
      | 'cpu_core_231_percent'
      | 'cpu_core_232_percent'
      | 'cpu_core_233_percent'
      | 'cpu_core_234_percent'
      | 'cpu_core_235_percent'
      | 'cpu_core_236_percent'
      | 'cpu_core_237_percent'
      | 'cpu_core_238_percent'
      | 'cpu_core_239_percent'
      | 'cpu_core_23_percent'
      | 'cpu_core_240_percent'
      | 'cpu_core_241_percent'
      | 'cpu_core_242_percent'
      | 'cpu_core_243_percent'
      | 'cpu_core_244_percent'
      | 'cpu_core_245_percent'
      | 'cpu_core_246_percent'
      | 'cpu_core_247_percent'
      | 'cpu_core_248_percent'
      | 'cpu_core_249_percent'
      | 'cpu_core_24_percent'
      | 'cpu_core_250_percent'
      | 'cpu_core_251_percent'
      | 'cpu_core_252_percent'
      | 'cpu_core_253_percent'
      | 'cpu_core_254_percent'
      | 'cpu_core_255_percent'
      | 'cpu_core_25_percent'
      | 'cpu_core_26_percent'
      | 'cpu_core_27_percent'
      | 'cpu_core_28_percent'
      | 'cpu_core_29_percent'
      | 'cpu_core_2_percent'
      | 'cpu_core_30_percent'
      | 'cpu_core_31_percent'
      | 'cpu_core_32_percent'
      | 'cpu_core_33_percent'
      | 'cpu_core_34_percent'
      | 'cpu_core_35_percent'
      | 'cpu_core_36_percent'
      | 'cpu_core_37_percent'
      | 'cpu_core_38_percent'
      | 'cpu_core_39_percent'
      | 'cpu_core_3_percent'
      | 'cpu_core_40_percent'
      | 'cpu_core_41_percent'
      | 'cpu_core_42_percent'
      | 'cpu_core_43_percent'
      | 'cpu_core_44_percent'
      | 'cpu_core_45_percent'
      | 'cpu_core_46_percent'
      | 'cpu_core_47_percent'
      | 'cpu_core_48_percent'
      | 'cpu_core_49_percent'
      | 'cpu_core_4_percent'
      | 'cpu_core_50_percent'
      | 'cpu_core_51_percent'
      | 'cpu_core_52_percent'
      | 'cpu_core_53_percent'
      | 'cpu_core_54_percent'
      | 'cpu_core_55_percent'
      | 'cpu_core_56_percent'
      | 'cpu_core_57_percent'
      | 'cpu_core_58_percent'
      | 'cpu_core_59_percent'
      | 'cpu_core_5_percent'
      | 'cpu_core_60_percent'
      | 'cpu_core_61_percent'
      | 'cpu_core_62_percent'
      | 'cpu_core_63_percent'
      | 'cpu_core_64_percent'
      | 'cpu_core_65_percent'
      | 'cpu_core_66_percent'
      | 'cpu_core_67_percent'
      | 'cpu_core_68_percent'
      | 'cpu_core_69_percent'
      | 'cpu_core_6_percent'
      | 'cpu_core_70_percent'
      | 'cpu_core_71_percent'
      | 'cpu_core_72_percent'
      | 'cpu_core_73_percent'
      | 'cpu_core_74_percent'
      | 'cpu_core_75_percent'
      | 'cpu_core_76_percent'
      | 'cpu_core_77_percent'
      | 'cpu_core_78_percent'
      | 'cpu_core_79_percent'
      | 'cpu_core_7_percent'
      | 'cpu_core_80_percent'
      | 'cpu_core_81_percent'
      | 'cpu_core_82_percent'
      | 'cpu_core_83_percent'
      | 'cpu_core_84_percent'
      | 'cpu_core_85_percent'
      | 'cpu_core_86_percent'
      | 'cpu_core_87_percent'
      | 'cpu_core_88_percent'
      | 'cpu_core_89_percent'
      | 'cpu_core_8_percent'
      | 'cpu_core_90_percent'
      | 'cpu_core_91_percent'
      | 'cpu_core_92_percent'
      | 'cpu_core_93_percent'
      | 'cpu_core_94_percent'
      | 'cpu_core_95_percent'
      | 'cpu_core_96_percent'
      | 'cpu_core_97_percent'
      | 'cpu_core_98_percent'
      | 'cpu_core_99_percent'
      | 'cpu_core_9_percent'
      | 'cpu_kernel_percent'
      | 'cpu_percent'
      | 'cpu_user_percent'
      | 'decode_average_percent'
      | 'decode_engine_count'
      | 'decode_max_percent'
      | 'dedicated_bytes'
      | 'dedicated_total_bytes'
      | 'disk_queue_length'
      | 'disk_read_bytes_per_sec'
      | 'disk_write_bytes_per_sec'
      | 'dotnet_allocation_bytes_per_sec'
      | 'dotnet_gc_committed_bytes'
      | 'dotnet_gc_fragmentation_bytes'
      | 'dotnet_gc_gen0_heap_bytes'
      | 'dotnet_gc_gen1_heap_bytes'
      | 'dotnet_gc_gen2_heap_bytes'
      | 'dotnet_gc_loh_bytes'
      | 'dotnet_gc_poh_bytes'
      | 'dotnet_heap_bytes'
      | 'encode_average_percent'
      | 'encode_engine_count'
      | 'encode_max_percent'
      | 'free_zeroed_memory_bytes'
      | 'gdi_object_count'
      | 'gpu_dedicated_bytes'
      | 'gpu_percent'
      | 'gpu_shared_bytes'
      | 'handle_count'
      | 'io_read_bytes_per_sec'
      | 'io_write_bytes_per_sec'
      | 'modified_memory_bytes'
      | 'network_received_bytes_per_sec'
      | 'network_sent_bytes_per_sec'
      | 'nonpaged_pool_bytes'
      | 'page_faults_major_per_sec'
      | 'paged_pool_bytes'
      | 'pages_input_per_sec'
      | 'pages_output_per_sec'
      | 'path'
      | 'physical_memory_bytes'
      | 'private_bytes'
      | 'process_count'
      | 'shared_bytes'
      | 'shared_total_bytes'
      | 'standby_memory_bytes'
      | 'task_name'
      | 'thread_count'
      | 'total_memory_bytes'
      | 'user_object_count'
      | 'utilization_percent'
      | 'workset_bytes'
      | 'workset_private_bytes'
      | 'workset_shareable_bytes';
    /**
     * metric_threshold: how the value compares with threshold (greater, greater or equal, less, less or equal, equal).
     */
    comparison?: 'gt' | 'ge' | 'lt' | 'le' | 'eq';
    /**
     * metric_threshold: the threshold as an exact decimal string such as "1073741824" or "80.5", compared without floating-point rounding for integer metrics.
     */
    threshold?: string;
  };
  target?: Target2;
  /**
   * Deadline of the wait in milliseconds, 1 through 60,000; the job fails with TIMEOUT when it passes.
   */
  timeout_ms: number;
  wait_ms?: WaitMs;
}
/**
 * One metric target, given by exactly one of process_ref, system or gpu_adapter.
 */
export interface Target2 {
  /**
   * Targets the process lifetime named by this opaque reference.
   */
  process_ref?: string;
  /**
   * Targets the system when set to true.
   */
  system?: true;
  /**
   * Targets the GPU adapter with this adapter identifier (Windows LUID as high:low, Linux DRM card name).
   */
  gpu_adapter?: string;
}
/**
 * State of a connection-owned job; a successful call can report a failed job.
 */
export interface WaitConditionData {
  /**
   * The job identifier.
   */
  job_id: string;
  /**
   * Job kind, such as a capture kind, process_info, log_list, log_load or condition.
   */
  kind?: string;
  /**
   * Job state; cancellation and timeout are failed outcomes.
   */
  state: 'running' | 'succeeded' | 'failed';
  /**
   * When the application accepted the job.
   */
  started_at?: string;
  /**
   * When the job reached its terminal state; absent while running.
   */
  finished_at?: string;
  /**
   * True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then.
   */
  cleanup_pending?: boolean;
  /**
   * Outcome of a terminal job.
   */
  result?: {
    /**
     * Capture holding the job rows.
     */
    capture_id?: string;
    /**
     * Loaded log reference from a log-load job.
     */
    log_ref?: string;
    /**
     * Whether the result is complete or partial.
     */
    status?: 'complete' | 'partial';
    /**
     * Observation that satisfied a condition wait.
     */
    evidence?: {
      /**
       * The condition kind.
       */
      kind?: string;
      /**
       * Time of the observation, possibly with the local offset.
       */
      observed_at?: string;
      /**
       * The matching process lifetime.
       */
      process_ref?: string;
      /**
       * PID of the matching process.
       */
      pid?: number;
      /**
       * Name of the matching process.
       */
      name?: string;
      /**
       * Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \xNN and each backslash as \\, so two processes whose names differ only in such bytes never show the same name.
       */
      name_bytes_hex?: string;
      /**
       * The compared metric.
       */
      metric_id?: string;
      /**
       * The observed metric value.
       */
      value?: string | number;
    };
    error?: OutError;
  };
  /**
   * Complete envelope of the first result page, read automatically by the normal bridge after success.
   */
  result_page?: {
    data?: OutPage;
  };
  /**
   * True when the rows were already delivered and are not reconstructed. Present only in the normal bridge.
   */
  result_consumed?: boolean;
  next_action?: OutNextAction;
  /**
   * Whether the result capture remains readable. Present only in the normal bridge.
   */
  capture_retained?: boolean;
  retained_capture_ids?: OutRetainedCaptureIds;
}
export interface GetOperationArgs {
  /**
   * Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected.
   */
  operation_id: string;
}
/**
 * State of an application-owned operation; a successful call can report a failed operation.
 */
export interface GetOperationData {
  /**
   * The operation identifier, generated by the bridge when an optional one was omitted.
   */
  operation_id: string;
  /**
   * The tool that submitted the operation.
   */
  tool?: string;
  /**
   * Operation state.
   */
  state: 'pending' | 'running' | 'pending_confirmation' | 'succeeded' | 'failed';
  /**
   * The immutable action description shown for local confirmation.
   */
  confirmation?: {
    /**
     * What the user is asked to confirm.
     */
    description?: string;
  };
  /**
   * Result of a succeeded operation; fields depend on the action.
   */
  outcome?: {
    /**
     * The resulting investigation revision.
     */
    revision?: string;
    /**
     * Explicit root names after the change.
     */
    tracked_names?: string[];
    /**
     * Description of the affected scope, including descendants.
     */
    scope?: string;
    /**
     * The affected profile.
     */
    profile_ref?: string;
    /**
     * The affected profile revision.
     */
    profile_revision?: string;
    /**
     * The Recording session.
     */
    recording_session_id?: string;
    /**
     * The Recording interval.
     */
    interval_seconds?: number;
    /**
     * Log ID of the Recording output.
     */
    output_log_id?: string;
    /**
     * The resulting .NET collection authorization.
     */
    enabled?: boolean;
    /**
     * Graph IDs of the requested sources.
     */
    graph_ids?: number[];
    /**
     * Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept.
     */
    output_path?: string;
    /**
     * The exported range.
     */
    range?: string;
    /**
     * Number of exported data rows.
     */
    rows?: number;
    /**
     * The accepted Graph workspace.
     */
    workspace?: {};
  };
  error?: OutError1;
  next_action?: OutNextAction;
}
