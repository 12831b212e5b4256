// generated — do not edit.
// Emitter: codegen/emitters/types.ts; source: schemas/recording/*.schema.json.
// Regenerate with `npm run codegen`.

// One line of a Recording, per format version.

/**
 * One line of a format-2 Recording (JSON Lines): a session, frame or end record.
 */
export type RecordingV2Record = RecordingV2Session | RecordingV2Frame | RecordingV2End;

/**
 * The first line: format version, start and recording parameters.
 */
export interface RecordingV2Session {
  record_type: 'session';
  /**
   * Format version, always 2.
   */
  schema_version: 2;
  /**
   * Session ID.
   */
  session_id?: string;
  /**
   * The writing application.
   */
  app?: string;
  /**
   * Host name.
   */
  host?: string;
  /**
   * Start time, RFC 3339.
   */
  started_at?: string;
  /**
   * Aggregation interval in seconds.
   */
  interval_seconds?: 1 | 2 | 5 | 10;
  /**
   * Tracked process names.
   */
  tracked_names?: string[];
}
/**
 * One aggregation window.
 */
export interface RecordingV2Frame {
  record_type: 'frame';
  schema_version?: 2;
  /**
   * Time of the last snapshot of the window, RFC 3339.
   */
  captured_at: string;
  system_metrics?: RecordingV2SystemMetrics;
  /**
   * Recorded processes present in the window.
   */
  processes?: RecordingV2Process[];
}
/**
 * System values by metric identifier (optional ones omitted or null), with per-adapter GPU values.
 */
export interface RecordingV2SystemMetrics {
  /**
   * GPU adapters keyed by LUID.
   */
  gpu_adapters?: RecordingV2GpuAdapter[];
  [k: string]: number | null | unknown[] | RecordingV2GpuAdapter[] | undefined;
}
/**
 * One GPU adapter's values by metric identifier.
 */
export interface RecordingV2GpuAdapter {
  luid_high: number;
  luid_low: number;
  name?: string | null;
  [k: string]: number | null | string | undefined;
}
/**
 * One recorded process in a frame.
 */
export interface RecordingV2Process {
  pid: number;
  name: string;
  /**
   * Executable path when known.
   */
  path?: string | null;
  /**
   * Process start time, RFC 3339, when known.
   */
  start_time?: string | null;
  /**
   * Process values by metric identifier (optional ones omitted or null).
   */
  metrics: {
    [k: string]: number | null | undefined;
  };
}
/**
 * The last line of a Recording that ended normally.
 */
export interface RecordingV2End {
  record_type: 'end';
  schema_version?: 2;
  /**
   * End time, RFC 3339.
   */
  ended_at?: string;
  /**
   * Why the Recording ended.
   */
  reason?: string;
}

/**
 * One line of a format-3 Recording (JSON Lines): a session, process definition, GPU definition, frame or end record.
 */
export type RecordingV3Line =
  | RecordingV3SessionRecord
  | RecordingV3ProcessRecord
  | RecordingV3GpuRecord
  | RecordingV3FrameRecord
  | RecordingV3EndRecord;
/**
 * [process_id, pid, name, start_time|null, path|null].
 *
 * @minItems 5
 * @maxItems 5
 */
export type RecordingV3ProcessDefinition = [number, number, string, number | null, string | null];
/**
 * [adapter_id, luid_high, luid_low, name|null].
 *
 * @minItems 4
 * @maxItems 4
 */
export type RecordingV3GpuDefinition = [number, number, number, string | null];
/**
 * [captured_at_ms, system, process_samples].
 *
 * @minItems 3
 * @maxItems 3
 */
export type RecordingV3Frame = [number, RecordingV3SystemValues, RecordingV3ProcessSample[]];
/**
 * [system_u64[21], disk_queue_length, gpu_samples].
 *
 * @minItems 3
 * @maxItems 3
 */
export type RecordingV3SystemValues = [
  [
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null,
    number | null
  ],
  number | null,
  RecordingV3GpuSample[]
];
/**
 * [adapter_id, floats[5], integers[6]].
 *
 * @minItems 3
 * @maxItems 3
 */
export type RecordingV3GpuSample = [
  number,
  [number | null, number | null, number | null, number | null, number | null],
  [number | null, number | null, number | null, number | null, number | null, number | null]
];
/**
 * [process_id, floats[5], integers[21]].
 *
 * @minItems 3
 * @maxItems 3
 */
export type RecordingV3ProcessSample = [
  number,
  (
    | []
    | [number | null]
    | [number | null, number | null]
    | [number | null, number | null, number | null]
    | [number | null, number | null, number | null, number | null]
    | [number | null, number | null, number | null, number | null, number | null]
  ),
  (
    | []
    | [number | null]
    | [number | null, number | null]
    | [number | null, number | null, number | null]
    | [number | null, number | null, number | null, number | null]
    | [number | null, number | null, number | null, number | null, number | null]
    | [number | null, number | null, number | null, number | null, number | null, number | null]
    | [number | null, number | null, number | null, number | null, number | null, number | null, number | null]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
    | [
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null,
        number | null
      ]
  )
];
/**
 * [ended_at_ms, reason].
 *
 * @minItems 2
 * @maxItems 2
 */
export type RecordingV3End = [number, 'stopped' | 'duration_limit'];

/**
 * The first line of a Recording: what was recorded, how and where.
 */
export interface RecordingV3SessionRecord {
  s: RecordingV3Session;
}
/**
 * The session header: format version, session ID, writer, host, start time, interval, fixed names and the display preferences in effect.
 */
export interface RecordingV3Session {
  /**
   * Format version, always 3.
   */
  v: 3;
  /**
   * Session ID: the local start time as YYYYMMDDhhmmss.
   */
  id: string;
  /**
   * The writing application and its version, for example winproc-tui 0.1.0.
   */
  app: string;
  /**
   * Host name of the recorded machine.
   */
  host: string;
  /**
   * Start time in milliseconds since the Unix epoch.
   */
  start: number;
  /**
   * Aggregation interval in seconds, fixed for the session.
   */
  interval: 1 | 2 | 5 | 10;
  /**
   * Tracking List names fixed for the session (lower-cased, case-insensitive).
   */
  tracked: string[];
  /**
   * Process table columns visible when the Recording started, by metric identifier.
   */
  columns: string[];
  /**
   * Process table sort when the Recording started: [column, asc|desc].
   *
   * @minItems 2
   * @maxItems 2
   */
  sort: [string, 'asc' | 'desc'];
  system?: RecordingV3SessionSystem;
}
/**
 * Optional host description: CPU name, clock, topology and cache sizes.
 */
export interface RecordingV3SessionSystem {
  /**
   * CPU model name.
   */
  cpu?: string;
  /**
   * Nominal CPU clock in MHz.
   */
  cpu_mhz?: number;
  /**
   * Sockets, cores and logical processors in words.
   */
  topology?: string;
  /**
   * Cache sizes in words.
   */
  cache?: string;
}
/**
 * A process definition, written before the first frame that uses its process_id and again when its path appears or changes.
 */
export interface RecordingV3ProcessRecord {
  p: RecordingV3ProcessDefinition;
}
/**
 * A GPU adapter definition, written before the first frame that uses its adapter_id.
 */
export interface RecordingV3GpuRecord {
  g: RecordingV3GpuDefinition;
}
/**
 * One aggregation window: means of the snapshots applied in it.
 */
export interface RecordingV3FrameRecord {
  f: RecordingV3Frame;
}
/**
 * The last line of a Recording that ended normally; absent after an interruption.
 */
export interface RecordingV3EndRecord {
  e: RecordingV3End;
}

/**
 * One line of a format-4 Recording (JSON Lines): a session, process definition, GPU definition, frame or end record.
 */
export type RecordingV4Line =
  | RecordingV4SessionRecord
  | RecordingV4ProcessRecord
  | RecordingV4GpuRecord
  | RecordingV4FrameRecord
  | RecordingV4EndRecord;
/**
 * Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.
 */
export type RecordingV4ColumnNames = string[];
/**
 * Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.
 */
export type RecordingV4ColumnNames1 = string[];
/**
 * Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.
 */
export type RecordingV4ColumnNames2 = string[];
/**
 * Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.
 */
export type RecordingV4ColumnNames3 = string[];
/**
 * Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.
 */
export type RecordingV4ColumnNames4 = string[];
/**
 * Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.
 */
export type RecordingV4ColumnNames5 = string[];
/**
 * [captured_at_ms, [system_integers, system_floats, gpu_samples], process_samples].
 *
 * @minItems 3
 * @maxItems 3
 */
export type RecordingV4Frame = [number, RecordingV4SystemValues, RecordingV4Sample1[]];
/**
 * [integers by layout.system.integers, floats by layout.system.floats, GPU adapter samples].
 *
 * @minItems 3
 * @maxItems 3
 */
export type RecordingV4SystemValues = [(number | null)[], (number | null)[], RecordingV4Sample[]];
/**
 * [id, floats, integers] of one GPU adapter or process: the id of its definition, then its values in the order its layout part names.
 *
 * @minItems 3
 * @maxItems 3
 */
export type RecordingV4Sample = [number, (number | null)[], (number | null)[]];
/**
 * [id, floats, integers] of one GPU adapter or process: the id of its definition, then its values in the order its layout part names.
 *
 * @minItems 3
 * @maxItems 3
 */
export type RecordingV4Sample1 = [number, (number | null)[], (number | null)[]];
/**
 * [ended_at_ms, reason].
 *
 * @minItems 2
 * @maxItems 2
 */
export type RecordingV4End = [number, 'stopped' | 'duration_limit'];

/**
 * The first line of a Recording: what was recorded, how, where, and the names of the frame columns.
 */
export interface RecordingV4SessionRecord {
  s: RecordingV4Session;
}
/**
 * The session header: format version, session ID, writer, host, start time, interval, fixed names, display preferences and the frame layout. Fields a later writer adds are ignored by this reader.
 */
export interface RecordingV4Session {
  /**
   * Format version, always 4.
   */
  v: 4;
  /**
   * Session ID: the local start time as YYYYMMDDhhmmss.
   */
  id: string;
  /**
   * The writing application and its version, for example winproc-tui 0.1.0.
   */
  app: string;
  /**
   * Host name of the recorded machine.
   */
  host: string;
  /**
   * Start time in milliseconds since the Unix epoch.
   */
  start: number;
  /**
   * Aggregation interval in seconds, fixed for the session.
   */
  interval: 1 | 2 | 5 | 10;
  /**
   * Tracking List names fixed for the session (lower-cased, case-insensitive).
   */
  tracked: string[];
  /**
   * Process table columns visible when the Recording started, by column identifier.
   */
  columns: string[];
  /**
   * Process table sort when the Recording started: [column, asc|desc].
   *
   * @minItems 2
   * @maxItems 2
   */
  sort: [string, 'asc' | 'desc'];
  system?: RecordingV4SessionSystem;
  layout: RecordingV4Layout;
}
/**
 * Optional host description: CPU name, clock, topology and cache sizes.
 */
export interface RecordingV4SessionSystem {
  /**
   * CPU model name.
   */
  cpu?: string;
  /**
   * Nominal CPU clock in MHz.
   */
  cpu_mhz?: number;
  /**
   * Sockets, cores and logical processors in words.
   */
  topology?: string;
  /**
   * Cache sizes in words.
   */
  cache?: string;
}
/**
 * The names of the frame columns: metric identifiers of the catalog (schemas/metrics.json) for the system, each GPU adapter sample and each process sample. A frame array holds at most as many values as its list names; a shorter one leaves the rest unavailable.
 */
export interface RecordingV4Layout {
  system: RecordingV4SystemLayout;
  gpu: RecordingV4GpuLayout;
  process: RecordingV4ProcessLayout;
}
/**
 * The named columns of the system values, in the order the frame arrays hold their values.
 */
export interface RecordingV4SystemLayout {
  integers: RecordingV4ColumnNames;
  floats: RecordingV4ColumnNames1;
}
/**
 * The named columns of each GPU adapter sample, in the order the frame arrays hold their values.
 */
export interface RecordingV4GpuLayout {
  integers: RecordingV4ColumnNames2;
  floats: RecordingV4ColumnNames3;
}
/**
 * The named columns of each process sample, in the order the frame arrays hold their values.
 */
export interface RecordingV4ProcessLayout {
  integers: RecordingV4ColumnNames4;
  floats: RecordingV4ColumnNames5;
}
/**
 * A process definition, written before the first frame that uses its id and again when its path, task name or cgroup facts change.
 */
export interface RecordingV4ProcessRecord {
  p: RecordingV4ProcessDefinition;
}
/**
 * One recorded process lifetime and the facts about it that are not per-sample numbers. Fields a later writer adds are ignored.
 */
export interface RecordingV4ProcessDefinition {
  /**
   * The number frames use for this lifetime, unique within the file.
   */
  id: number;
  /**
   * Host PID.
   */
  pid: number;
  /**
   * Process name (when its bytes are not UTF-8: the escaped display form, with name_bytes).
   */
  name: string;
  /**
   * The name's exact bytes as lower-case hex, present only when they are not valid UTF-8 (Linux).
   */
  name_bytes?: string;
  /**
   * Start time in milliseconds since the Unix epoch, or null when unavailable.
   */
  start: number | null;
  /**
   * Executable path, or null when unknown.
   */
  path: string | null;
  /**
   * task_name: the kernel's name for the main thread (Linux comm) when last seen; absent when unknown.
   */
  task?: string | null;
  cgroup?: RecordingV4Cgroup;
}
/**
 * Linux: the process's cgroup v2 membership and what its path names when last seen; absent when unknown (Windows, unreadable).
 */
export interface RecordingV4Cgroup {
  /**
   * The cgroup v2 path, or null on a v1-only host.
   */
  path: string | null;
  /**
   * The deepest systemd unit the path names, or null.
   */
  unit: string | null;
  /**
   * The container the path names, or null.
   */
  container: null | RecordingV4Container;
  /**
   * The PID inside the process's innermost PID namespace when that is not the host's, else null.
   */
  ns_pid: number | null;
}
/**
 * A container a cgroup path names.
 */
export interface RecordingV4Container {
  /**
   * docker, podman, containerd, cri-o or kubernetes (a later writer may name another).
   */
  runtime: string;
  /**
   * The runtime's container id.
   */
  id: string;
  /**
   * The Kubernetes pod uid when the path names one, else null.
   */
  pod: string | null;
  /**
   * The runtime's name for the container where a local file gave it, else null.
   */
  name: string | null;
}
/**
 * A GPU adapter definition, written before the first frame that uses its id.
 */
export interface RecordingV4GpuRecord {
  g: RecordingV4GpuDefinition;
}
/**
 * One recorded GPU adapter. Fields a later writer adds are ignored.
 */
export interface RecordingV4GpuDefinition {
  /**
   * The number frames use for this adapter, unique within the file.
   */
  id: number;
  /**
   * The adapter key as the monitor names it (Windows LUID high:low, Linux DRM card such as card0).
   */
  adapter: string;
  /**
   * Adapter name, or null.
   */
  name: string | null;
}
/**
 * One aggregation window: means of the snapshots applied in it.
 */
export interface RecordingV4FrameRecord {
  f: RecordingV4Frame;
}
/**
 * The last line of a Recording that ended normally; absent after an interruption.
 */
export interface RecordingV4EndRecord {
  e: RecordingV4End;
}
