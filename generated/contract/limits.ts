// generated — do not edit.
// Emitter: codegen/emitters/limits.ts; source: schemas/limits.json, schemas/mcp-tools.json.
// Regenerate with `npm run codegen`.

/** The limits of spec §8, by name. */
export const LIMITS = {
  /** Connected bridge instances. */
  connections: 4,
  /** In-flight internal protocol requests per connection. */
  in_flight_requests_per_connection: 8,
  /** Concurrent tool calls the shipped bridge permits; another returns BUSY. */
  concurrent_tool_calls_per_bridge: 1,
  /** Active collection jobs per connection. */
  active_jobs_per_connection: 2,
  /** Global MCP worker slots, including native capture, log and condition jobs; occupied until worker cleanup finishes. */
  global_worker_slots: 8,
  /** Running and completed job records per connection combined, until expiry. */
  job_records_per_connection: 64,
  /** Log directory rows per listing. */
  log_rows_per_listing: 5000,
  /** Remembered log IDs per connection; exceeding it requires reconnecting. */
  remembered_log_ids_per_connection: 5000,
  /** Displayed-process references (winproc_get_graphs) a connection holds for one workspace revision; exhaustion requires a fresh connection or revision. */
  displayed_process_references_per_connection: 10000,
  /** Concurrent file-user scans across TUI and MCP. */
  global_file_user_scans: 1,
  /** Retained captures and loaded logs per connection, combined. */
  retained_objects_per_connection: 8,
  /** Retained result budget per connection in bytes (serialized capture rows and loaded-log reservations). */
  retained_bytes_per_connection: 67108864,
  /** Retained result budget across all connections in bytes. */
  retained_bytes_total: 268435456,
  /** Capture and loaded-log lifetime after completion in milliseconds; reads do not renew it. */
  capture_lifetime_ms: 300000,
  /** Completed job metadata lifetime in milliseconds. */
  job_metadata_lifetime_ms: 300000,
  /** Default page size in the normal bridge. */
  page_limit_default: 5000,
  /** Maximum page size; pages are further reduced to fit the encoded response budget. */
  page_limit_max: 5000,
  /** Default page size in raw mode. */
  raw_page_limit_default: 100,
  /** Maximum complete encoded MCP message in bytes. */
  max_message_bytes: 4194304,
  /** Maximum internal pipe or socket frame payload in bytes. */
  max_frame_payload_bytes: 4194304,
  /** Internal response deadline after connection in milliseconds. */
  response_deadline_ms: 10000,
  /** One connection attempt of the bridge in milliseconds. */
  connect_attempt_ms: 2000,
  /** Additional deadline for connection and application startup in milliseconds. */
  startup_deadline_ms: 12000,
  /** Collection and log-load job deadline in milliseconds. */
  job_deadline_ms: 60000,
  /** Longest caller-specified condition wait in milliseconds. */
  condition_wait_max_ms: 60000,
  /** Default wait_ms the normal bridge applies. */
  default_wait_ms: 5000,
  /** Largest wait_ms a call may give. */
  wait_ms_max: 10000,
  /** Targets per winproc_get_metrics call, including system targets. */
  metric_targets_max: 50,
  /** Pending MCP state-changing operations application-wide; excess requests return BUSY. */
  pending_state_changing_operations: 1,
  /** Operation outcome retention in application memory in milliseconds. */
  operation_retention_ms: 86400000,
  /** Operation entries the ledger reserves; new operations are rejected with RESOURCE_LIMIT when full. */
  operation_entries: 1024,
  /** Time a state-changing operation waits for local confirmation in the TUI, counted from its submission; then it fails with TIMEOUT. */
  confirmation_timeout_ms: 60000,
  /** Age of the latest applied sample at which it counts as stale, in milliseconds. */
  stale_after_ms: 3000,
} as const;

/** What winproc_get_status reports under `limits`: every limit by name, and again under the names its output schema suggests. */
export const PUBLISHED_LIMITS: Readonly<Record<string, number>> = {
  connections: 4,
  in_flight_requests_per_connection: 8,
  concurrent_tool_calls_per_bridge: 1,
  active_jobs_per_connection: 2,
  max_active_jobs: 2,
  global_worker_slots: 8,
  job_records_per_connection: 64,
  log_rows_per_listing: 5000,
  remembered_log_ids_per_connection: 5000,
  displayed_process_references_per_connection: 10000,
  global_file_user_scans: 1,
  retained_objects_per_connection: 8,
  max_retained_captures: 8,
  retained_bytes_per_connection: 67108864,
  retained_result_bytes: 67108864,
  retained_bytes_total: 268435456,
  capture_lifetime_ms: 300000,
  job_metadata_lifetime_ms: 300000,
  page_limit_default: 5000,
  page_limit_max: 5000,
  max_page_rows: 5000,
  raw_page_limit_default: 100,
  max_message_bytes: 4194304,
  max_frame_payload_bytes: 4194304,
  response_deadline_ms: 10000,
  connect_attempt_ms: 2000,
  startup_deadline_ms: 12000,
  job_deadline_ms: 60000,
  condition_wait_max_ms: 60000,
  max_condition_wait_ms: 60000,
  default_wait_ms: 5000,
  wait_ms_max: 10000,
  metric_targets_max: 50,
  max_metric_targets: 50,
  pending_state_changing_operations: 1,
  operation_retention_ms: 86400000,
  operation_entries: 1024,
  confirmation_timeout_ms: 60000,
  stale_after_ms: 3000,
};

/** Row fields of each capture kind, in row order, as `capture_projection` publishes them. */
export const CAPTURE_FIELDS = {
  process_list: ["process_ref","pid","name","name_bytes_hex","start_time","parent","lifecycle","last_seen_at","history_from","history_to","path","task_name","user","cgroup","systemd_unit","container","namespace_pid"],
  file_users: ["process_ref","pid","name","name_bytes_hex","path","path_bytes_hex","kind","handle_count"],
  open_files: ["path","path_bytes_hex","handle","kind","size_bytes"],
  modules: ["path","path_bytes_hex","name","directory","size_bytes","company","product_version","file_version","modified_at"],
  network: ["protocol","local_address","local_port","remote_address","remote_port","state","pid","owner_name","owner_name_bytes_hex"],
  threads: ["tid","base_priority","name","name_bytes_hex","cpu_seconds","ideal_cpu","last_cpu"],
  scheduling: ["priority_class","nice","policy","process_affinity_mask","system_affinity_mask","eco_qos"],
  process_info: ["process_ref","pid","name","name_bytes_hex","image","version","user","command_line","parent","start_time","architecture","file"],
  log_list: ["log_id","name"],
} as const;

export type CaptureKind = keyof typeof CAPTURE_FIELDS;

/** The row field holding the owning process's executable name, for kinds that record an owner. */
export const OWNER_FIELD: Readonly<Partial<Record<CaptureKind, string>>> = {
  process_list: "name",
  file_users: "name",
  network: "owner_name",
};

/** The closed value set of a row field, for kinds whose rows have one (e.g. the row `kind` of open_files). */
export const CAPTURE_FIELD_VALUES = {
  file_users: {"kind":["handle","cwd","root"]},
  open_files: {"kind":["file","directory","cwd","root"]},
} as const;
