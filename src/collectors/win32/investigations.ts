// The Windows investigations: the same functions as collectors/linux/investigations, producing the platform-neutral
// rows of collectors/investigations/types.ts (the MCP capture_projection fields). Per-process collectors hold the
// target's handle and compare its creation time before and after (identity.ts); file names and file metadata are
// read in the abandonable helper process (handle-helper.ts) so a hanging file system never blocks the caller.
import { basename, dirname } from 'node:path/win32';
import { fileURLToPath } from 'node:url';
import { AF_INET, AF_INET6, tcpTable, udpTable } from '../../../native/win32/iphlpapi.js';
import {
  closeHandle,
  listModules,
  listProcesses,
  listThreads,
  openProcess,
  openThread,
  priorityClass,
  processAffinity,
  processImagePath,
  processPowerThrottling,
  processTimes,
  threadDescription,
  threadIdealProcessor,
  threadTimes,
  wow64Machines,
  PROCESS_QUERY_INFORMATION,
  PROCESS_QUERY_LIMITED_INFORMATION,
  PROCESS_VM_READ,
  THREAD_QUERY_LIMITED_INFORMATION,
  nativeSystemInfo,
} from '../../../native/win32/kernel32.js';
import { ERROR, NTSTATUS } from '../../../native/win32/common.js';
import { processCommandLine, processEnvironmentBlock } from '../../../native/win32/ntdll.js';
import { affinityMask, ecoQosName, fileTimeToUnixMs, imageMachineName, priorityClassName, processorArchitectureName, type EndpointRow } from '../../../native/win32/structs.js';
import { PathHelperClient, type ItemResult } from '../helper/client.js';
import { findWorkerScript } from '../../channel/worker-script.js';
import { parseEnvironmentBlock } from '../investigations/environment.js';
import { InvestigationError, throwIfCancelled } from '../investigations/errors.js';
import { FileUsersTally } from '../investigations/file-users-tally.js';
import { acquireFileUsersLock } from '../investigations/scan-lock.js';
import type {
  Field,
  HeldLifetime,
  FieldUnavailableReason,
  FileUserRow,
  FileUsersOptions,
  FileUsersResult,
  InvestigationOptions,
  ModuleRow,
  EnvironmentResult,
  ModulesResult,
  NetworkResult,
  NetworkRow,
  OpenFileRow,
  OpenFilesResult,
  ProcessInfoOptions,
  ProcessInfoResult,
  ProcessInfoRow,
  SchedulingResult,
  SchedulingRow,
  ThreadRow,
  ThreadsResult,
  UnavailableField,
} from '../investigations/types.js';
import { DEFAULT_PROCESS_INFO_FIELDS } from '../investigations/types.js';
import type { ProcessIdentity } from '../../model/types.js';
import type { Win32FilesResult, Win32HandlesItem, Win32HandlesOptions, Win32HandlesResult } from './helper-protocol.js';
import { exitedError, holdVerifiedLifetime, withHeldTarget, type HeldTarget } from './identity.js';
import { AccountNames } from './users.js';

/** Options of every Windows investigation: the platform-neutral ones plus test seams. */
export interface Win32InvestigationOptions extends InvestigationOptions {
  /** The helper client; default: this thread's shared Windows helper. */
  readonly helper?: PathHelperClient;
  /** Runs after the identity was verified and before anything is collected (tests). */
  readonly afterVerify?: () => void | Promise<void>;
}

/** Finds `dist/workers/win32-handle-helper.js` (from the sources after a build, or from the bundle). */
export function findWin32HelperScript(): string {
  return fileURLToPath(findWorkerScript('win32-handle-helper'));
}

let shared: PathHelperClient | null = null;

/** This thread's Windows helper client (one helper process per collecting thread). */
export function sharedWin32Helper(): PathHelperClient {
  if (shared === null) {
    let script: string;
    try {
      script = findWin32HelperScript();
    } catch {
      throw new InvestigationError('failed', 'The Windows handle helper (dist/workers/win32-handle-helper.js) is not built.');
    }
    shared = new PathHelperClient({ script });
  }
  return shared;
}

export function closeSharedWin32Helper(): void {
  shared?.close();
  shared = null;
}

function unavailable(reason: FieldUnavailableReason): UnavailableField {
  return { unavailable: reason };
}

function rfc3339(ms: number): string {
  return new Date(ms).toISOString();
}

function helperOf(options: Win32InvestigationOptions): PathHelperClient {
  return options.helper ?? sharedWin32Helper();
}

/** The failures of the helper client (no result for an item) as a field reason. */
function failureReason(result: { s: string }): FieldUnavailableReason {
  return result.s === 'timeout' ? 'timeout' : 'not_available';
}

/** Runs a handle scan with the stall policy: a handle that hangs is skipped on retry (up to the client's limit). */
async function scanHandles(
  options: Win32InvestigationOptions,
  items: readonly Win32HandlesItem[],
  sizes: boolean,
  signal: AbortSignal,
  onResults?: (at: number, results: readonly Win32HandlesResult[]) => void,
): Promise<{ results: ItemResult<'win32_handles'>[]; skipped: number }> {
  const skip: string[] = [];
  const results = await helperOf(options).run('win32_handles', { sizes, skip } satisfies Win32HandlesOptions, items, {
    signal,
    stallTimeoutMs: options.pathTimeoutMs,
    onItemTimeout: (index, item, handle) => {
      if (handle === undefined) return null;
      skip.push(`${item.pid}:${handle}`);
      return { retry: true, options: { sizes, skip: [...skip] } };
    },
    onResults,
  });
  return { results, skipped: skip.length };
}

// ── process info ────────────────────────────────────────────────────────────────────────────────────

/**
 * The single process-info row. Signatures are not verified (`not_available`); user and command line only when
 * named. File size, modification time and version resources are read in the helper.
 */
export async function collectProcessInfo(target: ProcessIdentity, signal: AbortSignal, options: Win32InvestigationOptions & ProcessInfoOptions = {}): Promise<ProcessInfoResult> {
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  const fields = new Set(options.fields ?? DEFAULT_PROCESS_INFO_FIELDS);
  return withHeldTarget(target, PROCESS_VM_READ, async (held) => {
    const row: { -readonly [K in keyof ProcessInfoRow]: ProcessInfoRow[K] } = { pid: target.pid, name: target.name };
    const warnings: string[] = [];
    let refused = false;
    const image = processImagePath(held.handle);
    const imagePath: Field<string> = image.ok ? { value: image.value } : unavailable(image.error === 5 ? 'access_denied' : 'not_available');
    if (!image.ok && image.error === 5) refused = true;
    if (fields.has('image')) row.image = 'value' in imagePath ? { value: { path: imagePath.value, signature: unavailable('not_available') } } : imagePath;
    if (fields.has('version') || fields.has('file')) {
      if (!('value' in imagePath)) {
        if (fields.has('version')) row.version = imagePath;
        if (fields.has('file')) row.file = imagePath;
      } else {
        const [facts] = await helperOf(options).run('win32_files', { version: fields.has('version') }, [{ path: imagePath.value }], { signal, stallTimeoutMs: options.pathTimeoutMs });
        throwIfCancelled(signal);
        const f = facts as ItemResult<'win32_files'>;
        if (f.s === 'ok') {
          if (fields.has('file')) row.file = { value: { size_bytes: f.size, modified_at: rfc3339(f.mtimeMs) } };
          if (fields.has('version')) {
            const v = f.version;
            row.version =
              v === null || v === undefined
                ? unavailable('not_available')
                : { value: { company: v.company, product: v.product, product_version: v.productVersion, file_version: v.fileVersion } };
          }
        } else {
          const reason: FieldUnavailableReason = f.s === 'error' ? (f.code === 'EACCES' || f.code === 'EPERM' ? 'access_denied' : 'missing') : failureReason(f);
          if (reason === 'timeout') warnings.push('The executable is on a file system that did not respond in time.');
          if (fields.has('file')) row.file = unavailable(reason);
          if (fields.has('version')) row.version = unavailable(reason);
        }
      }
    }
    if (fields.has('user')) {
      const name = new AccountNames().ownerOf(held.handle);
      row.user = name === null ? unavailable('access_denied') : { value: name };
      if (name === null) refused = true;
    }
    if (fields.has('command_line')) {
      const cl = processCommandLine(held.handle);
      row.command_line = cl.ok ? { value: cl.value } : unavailable(cl.error === (0xc0000022 | 0) ? 'access_denied' : 'not_available');
      if (!cl.ok && cl.error === (0xc0000022 | 0)) refused = true;
    }
    if (fields.has('parent')) {
      const list = listProcesses();
      const entry = list.ok ? list.value.find((p) => p.pid === target.pid) : undefined;
      row.parent = entry === undefined ? unavailable('not_available') : { value: { pid: entry.parentPid } };
    }
    if (fields.has('start_time')) {
      const ms = fileTimeToUnixMs(held.creation);
      row.start_time = ms === null ? unavailable('not_available') : { value: rfc3339(ms) };
    }
    if (fields.has('architecture')) {
      const machines = wow64Machines(held.handle);
      if (machines !== null && machines.ok) {
        const name = imageMachineName(machines.value.processMachine === 0 ? machines.value.nativeMachine : machines.value.processMachine);
        row.architecture = name === null ? unavailable('not_available') : { value: name };
      } else {
        // Without IsWow64Process2 (Wine, Windows before 10 1511) a process of this 64-bit build's host runs natively.
        row.architecture = { value: processorArchitectureName(nativeSystemInfo().processorArchitecture) };
      }
    }
    return {
      kind: 'process_info',
      rows: [row],
      coverage: {},
      status: refused ? 'partial' : 'complete',
      warnings,
      startedAtMs,
      finishedAtMs: Date.now(),
    } satisfies ProcessInfoResult;
  }, options.afterVerify);
}

// ── open files and file users ───────────────────────────────────────────────────────────────────────

/** Disk files and directories of one process, in handle-table order. */
export async function collectOpenFiles(target: ProcessIdentity, signal: AbortSignal, options: Win32InvestigationOptions = {}): Promise<OpenFilesResult> {
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withHeldTarget(target, 0, async () => {
    const { results, skipped } = await scanHandles(options, [{ pid: target.pid, start: target.startToken }], true, signal);
    throwIfCancelled(signal);
    const result = results[0]!;
    const warnings: string[] = [];
    const rows: OpenFileRow[] = [];
    switch (result.s) {
      case 'ok':
        for (const [handle, path, type, size] of result.e) {
          rows.push(type === 'f' && size !== undefined ? { path, handle, kind: 'file', size_bytes: size } : { path, handle, kind: type === 'd' ? 'directory' : 'file' });
        }
        if (skipped > 0) warnings.push(`${skipped} handles did not answer their name query in time and were skipped.`);
        return {
          kind: 'open_files',
          rows,
          coverage: { handles_total: result.n, handles_failed: result.failed },
          status: result.failed > 0 ? 'partial' : 'complete',
          warnings,
          startedAtMs,
          finishedAtMs: Date.now(),
        } satisfies OpenFilesResult;
      case 'gone':
        throw exitedError();
      case 'denied':
        throw new InvestigationError('access_denied', 'This user may not duplicate the handles of the process.');
      case 'self':
        throw new InvestigationError('failed', 'The helper process cannot scan itself.');
      case 'cancelled':
        throw new InvestigationError('cancelled', 'The investigation was cancelled.');
      case 'timeout':
        throw new InvestigationError('failed', 'The handle scan did not finish in time (a file system did not respond).');
      case 'unavailable':
      case 'crashed':
        throw new InvestigationError('failed', 'The isolated handle helper could not run the scan.');
      default:
        throw new InvestigationError('failed', `The handle scan failed (${result.code}).`);
    }
  }, options.afterVerify);
}

/** Host-wide: every accessible process's disk files, one row per process and path. One scan at a time. */
export async function collectFileUsers(signal: AbortSignal, options: Win32InvestigationOptions & FileUsersOptions = {}): Promise<FileUsersResult> {
  throwIfCancelled(signal);
  const lease = acquireFileUsersLock();
  try {
    const startedAtMs = Date.now();
    const list = listProcesses();
    if (!list.ok) throw new InvestigationError('failed', `The process list cannot be read (Win32 error ${list.error}).`);
    const procs = list.value.filter((p) => p.pid !== 0);
    const tally = new FileUsersTally(procs.length, options.onProgress);
    const rows: FileUserRow[] = [];
    const processes: ProcessIdentity[] = [];
    const taken = new Set<number>();
    const take = (index: number, result: ItemResult<'win32_handles'>): void => {
      if (taken.has(index)) return;
      taken.add(index);
      const proc = procs[index]!;
      switch (result.s) {
        case 'ok': {
          tally.scanned();
          if (result.e.length === 0) return;
          const counts = new Map<string, number>();
          for (const [, path] of result.e) counts.set(path, (counts.get(path) ?? 0) + 1);
          for (const [path, count] of counts) rows.push({ pid: proc.pid, name: proc.exeFile, path, kind: 'handle', handle_count: count });
          processes.push({ pid: proc.pid, name: proc.exeFile, startTimeMs: fileTimeToUnixMs(BigInt(result.start)), startToken: result.start });
          return;
        }
        case 'self':
        case 'gone':
        case 'denied':
          tally.missed(result.s);
          return;
        default:
          tally.missed('unfinished');
      }
    };
    tally.report(rows.length, true);
    const { results } = await scanHandles(
      options,
      procs.map((p) => ({ pid: p.pid, start: null })),
      false,
      signal,
      (at, batch) => {
        for (let k = 0; k < batch.length; k++) take(at + k, batch[k]!);
        tally.report(rows.length, false);
      },
    );
    throwIfCancelled(signal);
    for (let i = 0; i < results.length; i++) take(i, results[i]!);
    if (results.length > 0 && results.every((r) => r.s === 'unavailable')) {
      throw new InvestigationError('failed', 'The isolated handle helper could not be started.');
    }
    tally.report(rows.length, true);
    return {
      kind: 'file_users',
      rows,
      coverage: tally.coverage,
      status: tally.partial ? 'partial' : 'complete',
      warnings: tally.warnings(),
      startedAtMs,
      finishedAtMs: Date.now(),
      processes,
    } satisfies FileUsersResult;
  } finally {
    lease.release();
  }
}

// ── modules ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Loaded modules (Toolhelp, 64- and 32-bit), main executable excluded, duplicates removed case-insensitively, sorted
 * by name then directory. Size, modification time and version resources are per-row and read in the helper.
 */
export async function collectModules(target: ProcessIdentity, signal: AbortSignal, options: Win32InvestigationOptions = {}): Promise<ModulesResult> {
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withHeldTarget(target, PROCESS_VM_READ, async (held) => {
    const list = listModules(target.pid);
    if (!list.ok) {
      if (list.error === 5) throw new InvestigationError('access_denied', 'This user may not list the modules of the process.');
      throw new InvestigationError('failed', `The module list cannot be read (Win32 error ${list.error}).`);
    }
    const image = processImagePath(held.handle);
    const main = (image.ok ? image.value : (list.value[0]?.path ?? '')).toLowerCase();
    const seen = new Set<string>();
    const paths: string[] = [];
    for (const m of list.value) {
      const key = m.path.toLowerCase();
      if (key === main || key === '' || seen.has(key)) continue;
      seen.add(key);
      paths.push(m.path);
    }
    paths.sort((a, b) => {
      const byName = basename(a).toLowerCase().localeCompare(basename(b).toLowerCase());
      return byName !== 0 ? byName : dirname(a).toLowerCase().localeCompare(dirname(b).toLowerCase());
    });
    const facts = await helperOf(options).run('win32_files', { version: true }, paths.map((path) => ({ path })), { signal, stallTimeoutMs: options.pathTimeoutMs });
    throwIfCancelled(signal);
    let timeouts = 0;
    const rows: ModuleRow[] = paths.map((path, i) => {
      const f = facts[i] as ItemResult<'win32_files'>;
      const base = { path, name: basename(path), directory: dirname(path) };
      if (f.s !== 'ok') {
        const reason: FieldUnavailableReason = f.s === 'error' ? (f.code === 'EACCES' || f.code === 'EPERM' ? 'access_denied' : 'missing') : failureReason(f);
        if (reason === 'timeout') timeouts++;
        const u = unavailable(reason);
        return { ...base, size_bytes: u, modified_at: u, company: u, product_version: u, file_version: u };
      }
      const v = (f as Extract<Win32FilesResult, { s: 'ok' }>).version ?? null;
      const text = (s: string | null | undefined): Field<string> => (s === null || s === undefined ? unavailable('not_available') : { value: s });
      return {
        ...base,
        size_bytes: { value: f.size },
        modified_at: { value: rfc3339(f.mtimeMs) },
        company: text(v?.company),
        product_version: text(v?.productVersion),
        file_version: text(v?.fileVersion),
      };
    });
    const warnings: string[] = [];
    if (timeouts > 0) warnings.push(`${timeouts} module files are on a file system that did not respond in time.`);
    return { kind: 'modules', rows, coverage: {}, status: timeouts > 0 ? 'partial' : 'complete', warnings, startedAtMs, finishedAtMs: Date.now() } satisfies ModulesResult;
  }, options.afterVerify);
}

// ── environment ─────────────────────────────────────────────────────────────────────────────────────

/** The most of a block read: a larger environment shows its first 1 MiB, marked partial. */
export const ENVIRONMENT_MAX_BYTES = 1024 * 1024;

/**
 * The environment block of another process, for the TUI's Environment tab only (never sent over MCP): read from its
 * PEB (RTL_USER_PROCESS_PARAMETERS.Environment, native/win32/ntdll.ts) through the verified, held handle, which needs
 * PROCESS_QUERY_INFORMATION and PROCESS_VM_READ. A 32-bit (WOW64) process keeps its live block in its 32-bit PEB, which
 * this 64-bit reader does not follow: it is reported unsupported, with that reason, rather than shown stale.
 */
export async function collectEnvironment(target: ProcessIdentity, signal: AbortSignal, options: Win32InvestigationOptions = {}): Promise<EnvironmentResult> {
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withHeldTarget(target, PROCESS_QUERY_INFORMATION | PROCESS_VM_READ, (held) => {
    const machines = wow64Machines(held.handle);
    if (machines !== null && machines.ok && machines.value.processMachine !== 0) {
      throw new InvestigationError('unsupported', 'The process is a 32-bit (WOW64) process; its environment is read for 64-bit processes only.');
    }
    const read = processEnvironmentBlock(held.handle, ENVIRONMENT_MAX_BYTES);
    if (!read.ok) {
      if (read.error === NTSTATUS.ACCESS_DENIED || read.error === ERROR.ACCESS_DENIED) throw new InvestigationError('access_denied', 'This user may not read the memory of the process.');
      throw new InvestigationError('failed', `The environment block cannot be read (error ${read.error}).`);
    }
    const { block, truncated } = read.value;
    const rows = parseEnvironmentBlock(block.toString('utf16le', 0, block.length & ~1));
    const warnings = truncated ? [`The environment block is larger than ${ENVIRONMENT_MAX_BYTES / (1024 * 1024)} MiB; only its first part is shown.`] : [];
    return { kind: 'environment', rows, coverage: {}, status: truncated ? 'partial' : 'complete', warnings, startedAtMs, finishedAtMs: Date.now() } satisfies EnvironmentResult;
  }, options.afterVerify);
}

// ── network ─────────────────────────────────────────────────────────────────────────────────────────

/** TCP and UDP endpoints (IPv4 and IPv6) with owning PIDs, host-wide or of one verified process. */
export async function collectNetwork(target: ProcessIdentity | null, signal: AbortSignal, options: Win32InvestigationOptions = {}): Promise<NetworkResult> {
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  const collect = (): NetworkResult => {
    const tables = [tcpTable(AF_INET), tcpTable(AF_INET6), udpTable(AF_INET), udpTable(AF_INET6)];
    const list = listProcesses();
    const names = new Map<number, string>(list.ok ? list.value.map((p) => [p.pid, p.exeFile]) : []);
    let succeeded = 0;
    let failedTables = 0;
    const endpoints: EndpointRow[] = [];
    for (const t of tables) {
      if (t.ok) {
        succeeded++;
        endpoints.push(...t.value);
      } else failedTables++;
    }
    const rows: NetworkRow[] = [];
    const owners = new Map<number, ProcessIdentity>();
    for (const e of endpoints) {
      // PID 0 is not an owner: TIME_WAIT sockets (and, under Wine, listening and accepted ones) report it.
      const pid = e.pid === 0 ? null : e.pid;
      if (target !== null && pid !== target.pid) continue;
      const owner = pid === null ? null : (names.get(pid) ?? null);
      rows.push({
        protocol: e.protocol,
        local_address: e.localAddress,
        local_port: e.localPort,
        remote_address: e.remoteAddress,
        remote_port: e.remotePort,
        state: e.state,
        pid,
        owner_name: owner,
      });
      if (pid !== null && owner !== null && !owners.has(pid)) owners.set(pid, { pid, name: owner, startTimeMs: null, startToken: null });
    }
    const warnings: string[] = [];
    if (failedTables > 0) warnings.push(`${failedTables} of 4 endpoint tables could not be read.`);
    return {
      kind: 'network',
      rows,
      coverage: { tables_succeeded: succeeded, tables_failed: failedTables },
      status: failedTables > 0 ? 'partial' : 'complete',
      warnings,
      startedAtMs,
      finishedAtMs: Date.now(),
      processes: target !== null ? (rows.length > 0 ? [target] : []) : [...owners.values()].map(withStart),
    } satisfies NetworkResult;
  };
  if (target === null) return collect();
  return withHeldTarget(target, 0, collect, options.afterVerify);
}

/** Host-wide rows name owners by PID and name; their identity gets the creation time read now, when readable. */
function withStart(identity: ProcessIdentity): ProcessIdentity {
  const opened = openProcess(identity.pid, PROCESS_QUERY_LIMITED_INFORMATION);
  if (!opened.ok) return identity;
  try {
    const times = processTimes(opened.value);
    if (!times.ok) return identity;
    return { ...identity, startTimeMs: fileTimeToUnixMs(times.value.creation), startToken: times.value.creation.toString() };
  } finally {
    closeHandle(opened.value);
  }
}

// ── threads and scheduling ──────────────────────────────────────────────────────────────────────────

/** Threads of one process in ascending TID order: base priority, name, CPU seconds, ideal processor. */
export async function collectThreads(target: ProcessIdentity, signal: AbortSignal, options: Win32InvestigationOptions = {}): Promise<ThreadsResult> {
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withHeldTarget(target, 0, () => {
    const all = listThreads();
    if (!all.ok) throw new InvestigationError('failed', `The thread list cannot be read (Win32 error ${all.error}).`);
    const threads = all.value.filter((t) => t.ownerPid === target.pid).sort((a, b) => a.tid - b.tid);
    const rows: ThreadRow[] = [];
    let unavailableCount = 0;
    let idealKnown = 0;
    for (const t of threads) {
      const opened = openThread(t.tid, THREAD_QUERY_LIMITED_INFORMATION);
      if (!opened.ok) {
        unavailableCount++;
        continue;
      }
      try {
        const times = threadTimes(opened.value);
        if (!times.ok) {
          unavailableCount++;
          continue;
        }
        const description = threadDescription(opened.value);
        const ideal = threadIdealProcessor(opened.value);
        const row: { -readonly [K in keyof ThreadRow]: ThreadRow[K] } = {
          tid: t.tid,
          base_priority: t.basePriority,
          name: description !== null && description.ok && description.value !== '' ? description.value : null,
          cpu_seconds: Number(times.value.kernel + times.value.user) / 1e7,
        };
        if (ideal !== null && ideal.ok) {
          row.ideal_cpu = ideal.value.group * 64 + ideal.value.number;
          idealKnown++;
        }
        rows.push(row);
      } finally {
        closeHandle(opened.value);
      }
    }
    const warnings: string[] = [];
    if (unavailableCount > 0) warnings.push(`${unavailableCount} threads could not be read (exited meanwhile or access denied).`);
    const omitted: { -readonly [K in keyof ThreadsResult['omitted']]: ThreadsResult['omitted'][K] } = { last_cpu: 'not_available_on_platform' };
    if (rows.length > 0 && idealKnown === 0) {
      omitted.ideal_cpu = 'not_available';
      warnings.push('The ideal processor of the threads cannot be read on this system.');
    }
    return {
      kind: 'threads',
      rows,
      coverage: { threads_unavailable: unavailableCount },
      status: unavailableCount > 0 ? 'partial' : 'complete',
      warnings,
      startedAtMs,
      finishedAtMs: Date.now(),
      omitted,
    } satisfies ThreadsResult;
  }, options.afterVerify);
}

/** Priority class, process and system affinity masks, EcoQoS (where GetProcessInformation is exported). */
export async function collectScheduling(target: ProcessIdentity, signal: AbortSignal, options: Win32InvestigationOptions = {}): Promise<SchedulingResult> {
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withHeldTarget(target, 0, (held: HeldTarget) => {
    const row: { -readonly [K in keyof SchedulingRow]: SchedulingRow[K] } = {};
    const omitted: { -readonly [K in keyof SchedulingResult['omitted']]: SchedulingResult['omitted'][K] } = {
      nice: 'not_available_on_platform',
      policy: 'not_available_on_platform',
    };
    const warnings: string[] = [];
    const cls = priorityClass(held.handle);
    const clsName = cls.ok ? priorityClassName(cls.value) : null;
    if (clsName !== null) row.priority_class = clsName;
    else omitted.priority_class = cls.ok ? 'not_available' : cls.error === 5 ? 'access_denied' : 'not_available';
    const affinity = processAffinity(held.handle);
    if (affinity.ok) {
      row.process_affinity_mask = affinityMask(affinity.value.process);
      row.system_affinity_mask = affinityMask(affinity.value.system);
    } else {
      omitted.process_affinity_mask = 'not_available';
      omitted.system_affinity_mask = 'not_available';
      warnings.push('The affinity masks could not be read.');
    }
    const throttling = processPowerThrottling(held.handle);
    if (throttling === null) {
      omitted.eco_qos = 'not_available';
      warnings.push('EcoQoS cannot be read on this system (GetProcessInformation is not available).');
    } else if (throttling.ok) row.eco_qos = ecoQosName(throttling.value.controlMask, throttling.value.stateMask);
    else omitted.eco_qos = throttling.error === 5 ? 'access_denied' : 'not_available';
    return {
      kind: 'scheduling',
      rows: [row],
      coverage: {},
      status: clsName !== null ? 'complete' : 'partial',
      warnings,
      startedAtMs,
      finishedAtMs: Date.now(),
      omitted,
    } satisfies SchedulingResult;
  }, options.afterVerify);
}

/** A verified lifetime held by its SYNCHRONIZE handle for exit checks (see identity.ts). */
export async function holdLifetime(target: ProcessIdentity): Promise<HeldLifetime> {
  return holdVerifiedLifetime(target);
}
