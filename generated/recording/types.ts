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
