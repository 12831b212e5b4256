// Platform-neutral results of the process investigations (spec §5, MCP spec §6/§7/§10): rows, coverage and
// errors that collectors/linux/investigations produce today and a Windows implementation will produce later.
//
// Rows are JSON-ready and use exactly the snake_case field names of `schemas/mcp-tools.json`
// (`capture_projection`), so the backend freezes and publishes them unchanged: exact integers that may exceed
// 2^53 are decimal strings, timestamps are RFC 3339 UTC strings, and there is no bigint or undefined value.
// Envelope timestamps (`startedAtMs`, `finishedAtMs`) stay milliseconds, as everywhere inside the application.
import type { ProcessIdentity } from '../../model/types.js';
import type { CAPTURE_FIELD_VALUES } from '../../../generated/contract/limits.js';

/** The capture kinds of `winproc_start_capture`, plus the metadata job of `winproc_get_process_info`. */
export type InvestigationKind =
  | 'process_info'
  | 'open_files'
  | 'file_users'
  | 'modules'
  | 'network'
  | 'threads'
  | 'scheduling'
  /** The TUI's Environment tab only: secret-bearing, never offered to or sent over MCP (product contracts §5). */
  | 'environment';

/**
 * Why one field of a row is missing. Collectors never substitute zero or an empty string.
 * - `access_denied`: the source exists but this user may not read it;
 * - `exited`: the process ended while the field was read (the whole capture fails instead when it matters);
 * - `not_available`: the process has no such value (a kernel thread has no executable or command line);
 * - `not_available_on_platform`: the platform has no source for it (version resources on Linux);
 * - `missing`: the value's object is gone (the mapped file was deleted or replaced);
 * - `timeout`: the filesystem did not answer before the path helper's deadline (a stalled mount).
 */
export type FieldUnavailableReason =
  | 'access_denied'
  | 'exited'
  | 'not_available'
  | 'not_available_on_platform'
  | 'missing'
  | 'timeout';

export interface UnavailableField {
  readonly unavailable: FieldUnavailableReason;
}

/** A metadata field: `{value}` when collected, `{unavailable: reason}` otherwise. */
export type Field<T> = { readonly value: T } | UnavailableField;

/** Result status of the MCP envelope: partial means useful but incomplete (see coverage and warnings). */
export type InvestigationStatus = 'complete' | 'partial';

/** What every investigation returns; the lead's job layer turns it into a frozen capture. */
export interface InvestigationResult<Row, Coverage> {
  readonly kind: InvestigationKind;
  /** Rows in collector order (each collector documents its order). */
  readonly rows: readonly Row[];
  /** Collector-specific counters (MCP spec §6); empty for kinds without counters. */
  readonly coverage: Coverage;
  readonly status: InvestigationStatus;
  /** Safe, human-readable sentences: never a path, command line or other captured value. */
  readonly warnings: readonly string[];
  /** Wall clock (ms since the epoch) when collection started and finished: `capture_started_at`/`_finished_at`. */
  readonly startedAtMs: number;
  readonly finishedAtMs: number;
}

/**
 * Host-wide results name processes only by PID and name in their rows. `processes` holds the identity each
 * owner had when its rows were read, so the backend can attach a `process_ref` where it can verify one.
 */
export interface HostWideResult<Row, Coverage> extends InvestigationResult<Row, Coverage> {
  readonly processes: readonly ProcessIdentity[];
}

/** Row fields that this platform never provides, for captures whose rows omit absent fields (spec §10). */
export type OmittedFields<Name extends string> = Readonly<Partial<Record<Name, FieldUnavailableReason>>>;

// ── process info ────────────────────────────────────────────────────────────────────────────────────

/** The `fields` of `winproc_get_process_info`; `user` and `command_line` are collected only when named. */
export type ProcessInfoField =
  | 'image'
  | 'version'
  | 'user'
  | 'command_line'
  | 'parent'
  | 'start_time'
  | 'architecture'
  | 'file';

export const DEFAULT_PROCESS_INFO_FIELDS: readonly ProcessInfoField[] = ['image', 'version'];

export interface ImageValue extends PathText {
  /** Full path of the executable image. */
  readonly path: string;
  /** Signature verification is not performed (Linux has no image signatures: `not_available_on_platform`). */
  readonly signature: UnavailableField;
}

/** Version resources (Windows only). */
export interface VersionValue {
  readonly company: string | null;
  readonly product: string | null;
  readonly product_version: string | null;
  readonly file_version: string | null;
}

export interface ParentValue {
  readonly pid: number;
}

export interface FileValue {
  /** Executable size in bytes, decimal string. */
  readonly size_bytes: string;
  /** Executable's last modification, RFC 3339 UTC. */
  readonly modified_at: string;
}

/**
 * The single row of a process-info capture. `pid` and `name` are always present; every other field is
 * present only when it was requested, as `{value}` or `{unavailable}`.
 */
export interface ProcessInfoRow {
  readonly pid: number;
  readonly name: string;
  /** The name's exact bytes in hex, only when they are not valid UTF-8 (Linux; `ProcessIdentity.nameBytesHex`). */
  readonly name_bytes_hex?: string;
  readonly image?: Field<ImageValue>;
  readonly version?: Field<VersionValue>;
  readonly user?: Field<string>;
  readonly command_line?: Field<string>;
  readonly parent?: Field<ParentValue>;
  /** Process creation time, RFC 3339 UTC. */
  readonly start_time?: Field<string>;
  /** Instruction set of the image, e.g. `x86_64`, `aarch64`, `i386`, `x32` (see the platform collector). */
  readonly architecture?: Field<string>;
  readonly file?: Field<FileValue>;
}

// ── open files and file users ───────────────────────────────────────────────────────────────────────

/**
 * A path as rows carry it. Linux file names are bytes: one that is not valid UTF-8 shows its undecodable bytes
 * as `\xNN` (and backslashes as `\\`) in `path`, and `path_bytes_hex` holds its exact bytes; the field is
 * absent for every other name, and on Windows.
 */
export interface PathText {
  readonly path: string;
  readonly path_bytes_hex?: string;
}

/** `file` and `directory` are open handles; `cwd` and `root` the process's current and root directory. */
export type OpenFileKind = (typeof CAPTURE_FIELD_VALUES.open_files.kind)[number];

export interface OpenFileRow extends PathText {
  /** Path as the kernel reports it (Linux appends ` (deleted)` to unlinked files and directories). */
  readonly path: string;
  /** Capture-local handle value as a decimal string (Linux: the file descriptor number); null for cwd and root. */
  readonly handle: string | null;
  readonly kind: OpenFileKind;
  /** Size of a regular file in bytes as a decimal string; absent for directories. */
  readonly size_bytes?: string;
}

export interface OpenFilesCoverage {
  /** Handles (file descriptors) examined. */
  readonly handles_total: number;
  /** Handles whose path or type query failed (including those on a filesystem that did not respond). */
  readonly handles_failed: number;
}

/** `handle`: open handles on the path; `cwd` and `root`: the path is the process's current or root directory. */
export type FileUserKind = (typeof CAPTURE_FIELD_VALUES.file_users.kind)[number];

export interface FileUserRow extends PathText {
  readonly pid: number;
  /** The owner's executable name (the identity name). */
  readonly name: string;
  /** The owner name's exact bytes in hex, only when they are not valid UTF-8 (Linux; `ProcessIdentity.nameBytesHex`). */
  readonly name_bytes_hex?: string;
  readonly path: string;
  readonly kind: FileUserKind;
  /** Handles of this process on this exact path (handle rows); null for cwd and root rows, which are no handles. */
  readonly handle_count: number | null;
}

export interface FileUsersCoverage {
  readonly processes_total: number;
  readonly processes_scanned: number;
  /** Processes that could not be read: access denied, vanished during the scan, or stalled. */
  readonly processes_failed: number;
}

// ── modules ─────────────────────────────────────────────────────────────────────────────────────────

export interface ModuleRow extends PathText {
  readonly path: string;
  /** File name of the module. */
  readonly name: string;
  /** Directory holding the module. */
  readonly directory: string;
  /** Size of the module file in bytes (decimal string). */
  readonly size_bytes: Field<string>;
  /** The module file's last modification, RFC 3339 UTC. */
  readonly modified_at: Field<string>;
  readonly company: Field<string>;
  readonly product_version: Field<string>;
  readonly file_version: Field<string>;
}

// ── network ─────────────────────────────────────────────────────────────────────────────────────────

/** Endpoint table: TCP or UDP over IPv4 (`tcp`, `udp`) or IPv6 (`tcp6`, `udp6`). */
export type NetworkProtocol = 'tcp' | 'tcp6' | 'udp' | 'udp6';

export interface NetworkRow {
  readonly protocol: NetworkProtocol;
  readonly local_address: string;
  readonly local_port: number;
  /** Null for an unconnected UDP endpoint and a listening TCP endpoint's wildcard peer. */
  readonly remote_address: string | null;
  readonly remote_port: number | null;
  /** TCP state name (`LISTEN`, `ESTABLISHED`, …); null for UDP, which has no connection state. */
  readonly state: string | null;
  /** Owning process, or null when no accessible process holds the socket (TIME_WAIT, other users). */
  readonly pid: number | null;
  readonly owner_name: string | null;
  /** The owner name's exact bytes in hex, only when they are not valid UTF-8 (Linux; `ProcessIdentity.nameBytesHex`). */
  readonly owner_name_bytes_hex?: string;
}

export interface NetworkCoverage {
  readonly tables_succeeded: number;
  readonly tables_failed: number;
}

// ── threads and scheduling ──────────────────────────────────────────────────────────────────────────

export interface ThreadRow {
  readonly tid: number;
  /** Platform base priority (Linux: `/proc/PID/task/TID/stat` field 18 `priority`, 20 + nice for normal threads). */
  readonly base_priority: number;
  /** Thread name, or null when it has none; escaped as process names are when its bytes are not UTF-8. */
  readonly name: string | null;
  /** Linux: the name's exact bytes as lower-case hex, present only when they are not valid UTF-8. */
  readonly name_bytes_hex?: string;
  /** User plus system CPU time in seconds. */
  readonly cpu_seconds: number;
  /** Linux: CPU the thread last ran on (stat field 39 `processor`); absent on Windows. */
  readonly last_cpu?: number;
  /** Windows: ideal processor; absent on Linux (see `omitted`). */
  readonly ideal_cpu?: number;
}

export interface ThreadsCoverage {
  /** Threads listed but whose details could not be read (exited meanwhile, access denied). */
  readonly threads_unavailable: number;
}

export interface ThreadsResult extends InvestigationResult<ThreadRow, ThreadsCoverage> {
  readonly omitted: OmittedFields<'ideal_cpu' | 'last_cpu'>;
}

export interface AffinityMask {
  /** Mask in hexadecimal without prefix or separators, lowest CPU in the lowest bit (e.g. `f` for CPUs 0-3). */
  readonly hex: string;
  /** The same set as a CPU list (e.g. `0-3,8`). */
  readonly list: string;
}

export interface SchedulingRow {
  /** Windows priority class; absent on Linux (see `omitted`). */
  readonly priority_class?: string;
  /** Linux nice value (-20 … 19). */
  readonly nice?: number;
  /** Linux scheduling policy name: SCHED_OTHER, SCHED_FIFO, SCHED_RR, SCHED_BATCH, SCHED_IDLE, SCHED_DEADLINE. */
  readonly policy?: string;
  readonly process_affinity_mask?: AffinityMask;
  /** CPUs of the system the process could be allowed to run on (Linux: the online CPUs). */
  readonly system_affinity_mask?: AffinityMask;
  /** Windows EcoQoS policy; absent on Linux. */
  readonly eco_qos?: string;
}

export interface SchedulingResult extends InvestigationResult<SchedulingRow, EmptyCoverage> {
  readonly omitted: OmittedFields<'priority_class' | 'nice' | 'policy' | 'process_affinity_mask' | 'system_affinity_mask' | 'eco_qos'>;
}

// ── environment (TUI only, never MCP) ───────────────────────────────────────────────────────────────

/** One variable of the environment block, in the block's order. */
export interface EnvironmentRow {
  readonly name: string;
  readonly value: string;
}

export type EmptyCoverage = Readonly<Record<string, never>>;

export type ProcessInfoResult = InvestigationResult<ProcessInfoRow, EmptyCoverage>;
export type OpenFilesResult = InvestigationResult<OpenFileRow, OpenFilesCoverage>;
export type FileUsersResult = HostWideResult<FileUserRow, FileUsersCoverage>;
export type ModulesResult = InvestigationResult<ModuleRow, EmptyCoverage>;
export type NetworkResult = HostWideResult<NetworkRow, NetworkCoverage>;
export type EnvironmentResult = InvestigationResult<EnvironmentRow, EmptyCoverage>;

// ── options ─────────────────────────────────────────────────────────────────────────────────────────

/** Progress of a host-wide file-user scan, reported while it runs. */
export interface FileUsersProgress extends FileUsersCoverage {
  /** Rows collected so far. */
  readonly rows: number;
}

/** Options every collector accepts; platform collectors extend them with their own test seams. */
export interface InvestigationOptions {
  /** Per-request deadline of the isolated path helper, in ms (a request slower than this is abandoned). */
  readonly pathTimeoutMs?: number;
}

export interface ProcessInfoOptions extends InvestigationOptions {
  /** Fields to collect; defaults to `image` and `version`. */
  readonly fields?: readonly ProcessInfoField[];
}

export interface FileUsersOptions extends InvestigationOptions {
  readonly onProgress?: (progress: FileUsersProgress) => void;
}

/**
 * A verified process lifetime held open (a pidfd on Linux, a SYNCHRONIZE handle on Windows) so its exit can be
 * told apart from PID reuse and from lost access: `check` reports `exited` only when the held object says so,
 * `unknown` when it cannot be read now (never taken as an exit), and `replaced` when the PID now runs another
 * program under the same lifetime (an exec: the identity ended without an exit).
 */
export interface HeldLifetime {
  check(): 'alive' | 'exited' | 'unknown' | 'replaced';
  /** Closes the held descriptor or handle; idempotent. */
  release(): void;
}
