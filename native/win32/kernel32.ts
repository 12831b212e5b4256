// koffi declarations of kernel32.dll: processes and threads (Toolhelp, times, counters), system facts, handles and
// files, named pipes, events, overlapped I/O and named mutexes. Loaded on first use, on Windows only.
import {
  declare,
  declareOptional,
  fail,
  isValidHandle,
  clearLastError,
  lazyLibrary,
  ok,
  readWideAt,
  sizedStruct,
  toHandle,
  withLastError,
  type Handle,
  type NativeFn,
  type PtrArg,
  type Win32Result,
  NULL_HANDLE,
  ERROR,
} from './common.js';
import {
  decodeFileInfo,
  decodeIoCounters,
  decodeMemoryStatus,
  decodeModuleEntry,
  decodeProcessEntry,
  decodeProcessorTopology,
  decodeSystemInfo,
  decodeThreadEntry,
  BY_HANDLE_FILE_INFORMATION_SIZE,
  IO_COUNTERS_SIZE,
  MEMORYSTATUSEX_SIZE,
  MODULEENTRY32W_SIZE,
  PROCESSENTRY32W_SIZE,
  SYSTEM_INFO_SIZE,
  THREADENTRY32_SIZE,
  type FileInfo,
  type IoCounters,
  type MemoryStatus,
  type ModuleEntry,
  type NativeSystemInfo,
  type ProcessEntry,
  type ProcessorTopology,
  type ThreadEntry,
} from './structs.js';

// Access rights and flags.
export const PROCESS_DUP_HANDLE = 0x0040;
export const PROCESS_QUERY_INFORMATION = 0x0400;
export const PROCESS_VM_READ = 0x0010;
export const PROCESS_TERMINATE = 0x0001;
export const PROCESS_QUERY_LIMITED_INFORMATION = 0x1000;
export const SYNCHRONIZE = 0x0010_0000;
export const THREAD_QUERY_LIMITED_INFORMATION = 0x0800;
export const TH32CS_SNAPPROCESS = 0x2;
export const TH32CS_SNAPTHREAD = 0x4;
export const TH32CS_SNAPMODULE = 0x8;
export const TH32CS_SNAPMODULE32 = 0x10;
export const DUPLICATE_SAME_ACCESS = 0x2;
export const FILE_TYPE_DISK = 0x1;
export const FILE_TYPE_PIPE = 0x3;
export const FILE_NAME_NORMALIZED = 0x0;
export const VOLUME_NAME_DOS = 0x0;
export const WAIT_OBJECT_0 = 0;
export const WAIT_ABANDONED = 0x80;
export const WAIT_TIMEOUT = 0x102;
export const WAIT_FAILED = 0xffff_ffff;
export const INFINITE = 0xffff_ffff;
export const STILL_ACTIVE = 259;
export const ALL_PROCESSOR_GROUPS = 0xffff;

// Named pipes and files.
export const PIPE_ACCESS_DUPLEX = 0x3;
export const FILE_FLAG_FIRST_PIPE_INSTANCE = 0x0008_0000;
export const FILE_FLAG_OVERLAPPED = 0x4000_0000;
export const PIPE_TYPE_BYTE = 0x0;
export const PIPE_READMODE_BYTE = 0x0;
export const PIPE_WAIT = 0x0;
export const PIPE_REJECT_REMOTE_CLIENTS = 0x8;
export const PIPE_UNLIMITED_INSTANCES = 255;
export const GENERIC_READ = 0x8000_0000;
export const GENERIC_WRITE = 0x4000_0000;
export const OPEN_EXISTING = 3;
/** CreateFileW dwFlagsAndAttributes: limit what the pipe server may do with our identity to identifying us. */
export const SECURITY_SQOS_PRESENT = 0x0010_0000;
export const SECURITY_IDENTIFICATION = 0x0001_0000;
export const MUTEX_SYNCHRONIZE = SYNCHRONIZE;

/** SECURITY_ATTRIBUTES (24 bytes): nLength, lpSecurityDescriptor at 8, bInheritHandle at 16. */
export function securityAttributes(securityDescriptor: bigint): Buffer {
  const sa = sizedStruct(24);
  sa.writeBigUInt64LE(securityDescriptor, 8);
  sa.writeUInt32LE(0, 16);
  return sa;
}

/** OVERLAPPED is 32 bytes; hEvent at offset 24. */
export const OVERLAPPED_SIZE = 32;
export const OVERLAPPED_EVENT_OFFSET = 24;

type H = Handle | PtrArg;

interface Kernel32 {
  CloseHandle: NativeFn<[H], number>;
  GetCurrentProcessId: NativeFn<[], number>;
  CreateToolhelp32Snapshot: NativeFn<[number, number], unknown>;
  Process32FirstW: NativeFn<[H, Buffer], number>;
  Process32NextW: NativeFn<[H, Buffer], number>;
  Thread32First: NativeFn<[H, Buffer], number>;
  Thread32Next: NativeFn<[H, Buffer], number>;
  Module32FirstW: NativeFn<[H, Buffer], number>;
  Module32NextW: NativeFn<[H, Buffer], number>;
  OpenProcess: NativeFn<[number, number, number], unknown>;
  GetProcessTimes: NativeFn<[H, Buffer, Buffer, Buffer, Buffer], number>;
  GetProcessHandleCount: NativeFn<[H, Buffer], number>;
  GetProcessIoCounters: NativeFn<[H, Buffer], number>;
  QueryFullProcessImageNameW: NativeFn<[H, number, Buffer, Buffer], number>;
  GetPriorityClass: NativeFn<[H], number>;
  GetProcessAffinityMask: NativeFn<[H, Buffer, Buffer], number>;
  GetProcessInformation: NativeFn<[H, number, Buffer, number], number> | null;
  IsWow64Process2: NativeFn<[H, Buffer, Buffer], number> | null;
  GetExitCodeProcess: NativeFn<[H, Buffer], number>;
  TerminateProcess: NativeFn<[H, number], number>;
  WaitForSingleObject: NativeFn<[H, number], number> & { async: (h: H, ms: number, cb: (err: unknown, res: number) => void) => void };
  GlobalMemoryStatusEx: NativeFn<[Buffer], number>;
  GetSystemTimes: NativeFn<[Buffer, Buffer, Buffer], number>;
  GetNativeSystemInfo: NativeFn<[Buffer], void>;
  GetLogicalProcessorInformationEx: NativeFn<[number, Buffer | null, Buffer], number>;
  GetActiveProcessorCount: NativeFn<[number], number>;
  GetComputerNameExW: NativeFn<[number, Buffer, Buffer], number>;
  GetTickCount64: NativeFn<[], bigint | number>;
  OpenThread: NativeFn<[number, number, number], unknown>;
  GetThreadTimes: NativeFn<[H, Buffer, Buffer, Buffer, Buffer], number>;
  GetThreadDescription: NativeFn<[H, Buffer], number> | null;
  GetThreadIdealProcessorEx: NativeFn<[H, Buffer], number> | null;
  DuplicateHandle: NativeFn<[H, H, H, Buffer, number, number, number], number>;
  GetFileType: NativeFn<[H], number>;
  GetFinalPathNameByHandleW: NativeFn<[H, Buffer, number, number], number>;
  GetFileInformationByHandle: NativeFn<[H, Buffer], number>;
  CreateNamedPipeW: NativeFn<[string, number, number, number, number, number, number, Buffer | null], unknown>;
  ConnectNamedPipe: NativeFn<[H, H], number>;
  GetNamedPipeClientProcessId: NativeFn<[H, Buffer], number>;
  GetNamedPipeServerProcessId: NativeFn<[H, Buffer], number>;
  CreateFileW: NativeFn<[string, number, number, Buffer | null, number, number, H], unknown>;
  WaitNamedPipeW: NativeFn<[string, number], number>;
  CreateEventW: NativeFn<[Buffer | null, number, number, string | null], unknown>;
  SetEvent: NativeFn<[H], number>;
  GetOverlappedResult: NativeFn<[H, H, Buffer, number], number>;
  CancelIoEx: NativeFn<[H, H], number>;
  CreateMutexW: NativeFn<[Buffer | null, number, string], unknown>;
  OpenMutexW: NativeFn<[number, number, string], unknown>;
  LocalFree: NativeFn<[H], unknown>;
  ProcessIdToSessionId: NativeFn<[number, Buffer], number>;
  ReadProcessMemory: NativeFn<[H, bigint, Buffer, number, Buffer], number>;
}

const k32 = lazyLibrary('kernel32.dll', (lib): Kernel32 => ({
  CloseHandle: declare(lib, 'int __stdcall CloseHandle(void *h)'),
  GetCurrentProcessId: declare(lib, 'uint32_t __stdcall GetCurrentProcessId(void)'),
  CreateToolhelp32Snapshot: declare(lib, 'void * __stdcall CreateToolhelp32Snapshot(uint32_t flags, uint32_t pid)'),
  Process32FirstW: declare(lib, 'int __stdcall Process32FirstW(void *snapshot, void *entry)'),
  Process32NextW: declare(lib, 'int __stdcall Process32NextW(void *snapshot, void *entry)'),
  Thread32First: declare(lib, 'int __stdcall Thread32First(void *snapshot, void *entry)'),
  Thread32Next: declare(lib, 'int __stdcall Thread32Next(void *snapshot, void *entry)'),
  Module32FirstW: declare(lib, 'int __stdcall Module32FirstW(void *snapshot, void *entry)'),
  Module32NextW: declare(lib, 'int __stdcall Module32NextW(void *snapshot, void *entry)'),
  OpenProcess: declare(lib, 'void * __stdcall OpenProcess(uint32_t access, int inherit, uint32_t pid)'),
  GetProcessTimes: declare(lib, 'int __stdcall GetProcessTimes(void *h, void *creation, void *exit, void *kernel, void *user)'),
  GetProcessHandleCount: declare(lib, 'int __stdcall GetProcessHandleCount(void *h, void *count)'),
  GetProcessIoCounters: declare(lib, 'int __stdcall GetProcessIoCounters(void *h, void *counters)'),
  QueryFullProcessImageNameW: declare(lib, 'int __stdcall QueryFullProcessImageNameW(void *h, uint32_t flags, void *name, void *size)'),
  GetPriorityClass: declare(lib, 'uint32_t __stdcall GetPriorityClass(void *h)'),
  GetProcessAffinityMask: declare(lib, 'int __stdcall GetProcessAffinityMask(void *h, void *processMask, void *systemMask)'),
  GetProcessInformation: declareOptional(lib, 'int __stdcall GetProcessInformation(void *h, int infoClass, void *info, uint32_t size)'),
  IsWow64Process2: declareOptional(lib, 'int __stdcall IsWow64Process2(void *h, void *processMachine, void *nativeMachine)'),
  GetExitCodeProcess: declare(lib, 'int __stdcall GetExitCodeProcess(void *h, void *code)'),
  TerminateProcess: declare(lib, 'int __stdcall TerminateProcess(void *h, uint32_t exitCode)'),
  WaitForSingleObject: lib.func('uint32_t __stdcall WaitForSingleObject(void *h, uint32_t ms)') as Kernel32['WaitForSingleObject'],
  GlobalMemoryStatusEx: declare(lib, 'int __stdcall GlobalMemoryStatusEx(void *status)'),
  GetSystemTimes: declare(lib, 'int __stdcall GetSystemTimes(void *idle, void *kernel, void *user)'),
  GetNativeSystemInfo: declare(lib, 'void __stdcall GetNativeSystemInfo(void *info)'),
  GetLogicalProcessorInformationEx: declare(lib, 'int __stdcall GetLogicalProcessorInformationEx(int relationship, void *buffer, void *length)'),
  GetActiveProcessorCount: declare(lib, 'uint32_t __stdcall GetActiveProcessorCount(uint16_t group)'),
  GetComputerNameExW: declare(lib, 'int __stdcall GetComputerNameExW(int format, void *buffer, void *size)'),
  GetTickCount64: declare(lib, 'uint64_t __stdcall GetTickCount64(void)'),
  OpenThread: declare(lib, 'void * __stdcall OpenThread(uint32_t access, int inherit, uint32_t tid)'),
  GetThreadTimes: declare(lib, 'int __stdcall GetThreadTimes(void *h, void *creation, void *exit, void *kernel, void *user)'),
  GetThreadDescription: declareOptional(lib, 'int32_t __stdcall GetThreadDescription(void *h, void *description)'),
  GetThreadIdealProcessorEx: declareOptional(lib, 'int __stdcall GetThreadIdealProcessorEx(void *h, void *processorNumber)'),
  DuplicateHandle: declare(
    lib,
    'int __stdcall DuplicateHandle(void *sourceProcess, void *source, void *targetProcess, void *target, uint32_t access, int inherit, uint32_t options)',
  ),
  GetFileType: declare(lib, 'uint32_t __stdcall GetFileType(void *h)'),
  GetFinalPathNameByHandleW: declare(lib, 'uint32_t __stdcall GetFinalPathNameByHandleW(void *h, void *path, uint32_t chars, uint32_t flags)'),
  GetFileInformationByHandle: declare(lib, 'int __stdcall GetFileInformationByHandle(void *h, void *info)'),
  CreateNamedPipeW: declare(
    lib,
    'void * __stdcall CreateNamedPipeW(const char16_t *name, uint32_t openMode, uint32_t pipeMode, uint32_t maxInstances, uint32_t outSize, uint32_t inSize, uint32_t timeout, void *sa)',
  ),
  ConnectNamedPipe: declare(lib, 'int __stdcall ConnectNamedPipe(void *pipe, void *overlapped)'),
  GetNamedPipeClientProcessId: declare(lib, 'int __stdcall GetNamedPipeClientProcessId(void *pipe, void *pid)'),
  GetNamedPipeServerProcessId: declare(lib, 'int __stdcall GetNamedPipeServerProcessId(void *pipe, void *pid)'),
  CreateFileW: declare(
    lib,
    'void * __stdcall CreateFileW(const char16_t *name, uint32_t access, uint32_t share, void *sa, uint32_t disposition, uint32_t flags, void *template)',
  ),
  WaitNamedPipeW: declare(lib, 'int __stdcall WaitNamedPipeW(const char16_t *name, uint32_t timeout)'),
  CreateEventW: declare(lib, 'void * __stdcall CreateEventW(void *sa, int manualReset, int initialState, const char16_t *name)'),
  SetEvent: declare(lib, 'int __stdcall SetEvent(void *h)'),
  GetOverlappedResult: declare(lib, 'int __stdcall GetOverlappedResult(void *h, void *overlapped, void *transferred, int wait)'),
  CancelIoEx: declare(lib, 'int __stdcall CancelIoEx(void *h, void *overlapped)'),
  CreateMutexW: declare(lib, 'void * __stdcall CreateMutexW(void *sa, int initialOwner, const char16_t *name)'),
  OpenMutexW: declare(lib, 'void * __stdcall OpenMutexW(uint32_t access, int inherit, const char16_t *name)'),
  LocalFree: declare(lib, 'void * __stdcall LocalFree(void *mem)'),
  ProcessIdToSessionId: declare(lib, 'int __stdcall ProcessIdToSessionId(uint32_t pid, void *session)'),
  ReadProcessMemory: declare(lib, 'int __stdcall ReadProcessMemory(void *process, uintptr_t address, void *buffer, size_t size, void *read)'),
}));

function u32(): Buffer {
  return Buffer.alloc(4);
}
function u64(): Buffer {
  return Buffer.alloc(8);
}
function fileTime(b: Buffer): bigint {
  return b.readBigUInt64LE(0);
}

/** Calls that return a HANDLE: NULL (or INVALID_HANDLE_VALUE) means failure with GetLastError. */
function handleResult(invoke: () => unknown): Win32Result<Handle> {
  const [raw, error] = withLastError(invoke);
  const handle = toHandle(raw);
  return isValidHandle(handle) ? ok(handle) : fail(error || ERROR.INVALID_HANDLE);
}

/** Calls that return BOOL: zero means failure with GetLastError. */
function boolResult(invoke: () => number): Win32Result<void> {
  const [rc, error] = withLastError(invoke);
  return rc !== 0 ? ok(undefined) : fail(error || ERROR.INVALID_PARAMETER);
}

export function closeHandle(handle: Handle): void {
  if (isValidHandle(handle)) k32().CloseHandle(handle);
}

export function currentProcessId(): number {
  return k32().GetCurrentProcessId();
}

// ── Toolhelp ────────────────────────────────────────────────────────────────────────────────────────

function walk<T>(
  flags: number,
  pid: number,
  size: number,
  first: (k: Kernel32) => NativeFn<[H, Buffer], number>,
  next: (k: Kernel32) => NativeFn<[H, Buffer], number>,
  decode: (b: Buffer) => T,
): Win32Result<T[]> {
  const k = k32();
  const snap = handleResult(() => k.CreateToolhelp32Snapshot(flags, pid));
  if (!snap.ok) return snap;
  try {
    const entries: T[] = [];
    const entry = Buffer.alloc(size);
    entry.writeUInt32LE(size, 0);
    const firstFn = first(k);
    const nextFn = next(k);
    let [rc, error] = withLastError(() => firstFn(snap.value, entry));
    while (rc !== 0) {
      entries.push(decode(entry));
      entry.fill(0);
      entry.writeUInt32LE(size, 0);
      [rc, error] = withLastError(() => nextFn(snap.value, entry));
    }
    // ERROR_NO_MORE_FILES (18) ends every walk normally.
    return error === 18 || error === 0 ? ok(entries) : fail(error);
  } finally {
    k.CloseHandle(snap.value);
  }
}

/** Every process (Toolhelp snapshot): PID, parent, thread count, base priority and executable name. */
export function listProcesses(): Win32Result<ProcessEntry[]> {
  return walk(TH32CS_SNAPPROCESS, 0, PROCESSENTRY32W_SIZE, (k) => k.Process32FirstW, (k) => k.Process32NextW, decodeProcessEntry);
}

/** Every thread of the system (Toolhelp has no per-process thread snapshot; callers filter by owner). */
export function listThreads(): Win32Result<ThreadEntry[]> {
  return walk(TH32CS_SNAPTHREAD, 0, THREADENTRY32_SIZE, (k) => k.Thread32First, (k) => k.Thread32Next, decodeThreadEntry);
}

/** Modules of one process (64- and 32-bit); ERROR_BAD_LENGTH (24) is transient while the process loads modules. */
export function listModules(pid: number): Win32Result<ModuleEntry[]> {
  let result: Win32Result<ModuleEntry[]> = fail(24);
  for (let attempt = 0; attempt < 4 && !result.ok && result.error === 24; attempt++) {
    result = walk(TH32CS_SNAPMODULE | TH32CS_SNAPMODULE32, pid, MODULEENTRY32W_SIZE, (k) => k.Module32FirstW, (k) => k.Module32NextW, decodeModuleEntry);
  }
  return result;
}

// ── processes ───────────────────────────────────────────────────────────────────────────────────────

export function openProcess(pid: number, access: number): Win32Result<Handle> {
  return handleResult(() => k32().OpenProcess(access, 0, pid));
}

/** Ends the process the handle (opened with PROCESS_TERMINATE) refers to, with `exitCode`. */
export function terminateProcess(process: Handle, exitCode: number): Win32Result<void> {
  return boolResult(() => k32().TerminateProcess(process, exitCode));
}

export interface ProcessTimes {
  /** Creation FILETIME (100 ns since 1601): the identity's start token. */
  readonly creation: bigint;
  readonly exit: bigint;
  /** Kernel and user CPU time in 100 ns units. */
  readonly kernel: bigint;
  readonly user: bigint;
}

export function processTimes(process: Handle): Win32Result<ProcessTimes> {
  const c = u64();
  const e = u64();
  const k = u64();
  const u = u64();
  const r = boolResult(() => k32().GetProcessTimes(process, c, e, k, u));
  return r.ok ? ok({ creation: fileTime(c), exit: fileTime(e), kernel: fileTime(k), user: fileTime(u) }) : r;
}

export function processHandleCount(process: Handle): Win32Result<number> {
  const count = u32();
  const r = boolResult(() => k32().GetProcessHandleCount(process, count));
  return r.ok ? ok(count.readUInt32LE(0)) : r;
}

export function processIoCounters(process: Handle): Win32Result<IoCounters> {
  const b = Buffer.alloc(IO_COUNTERS_SIZE);
  const r = boolResult(() => k32().GetProcessIoCounters(process, b));
  return r.ok ? ok(decodeIoCounters(b)) : r;
}

/** Full Win32 path of the process image (QueryFullProcessImageNameW, flags 0). */
export function processImagePath(process: Handle): Win32Result<string> {
  let chars = 1024;
  for (let attempt = 0; attempt < 3; attempt++) {
    const buffer = Buffer.alloc(chars * 2);
    const size = u32();
    size.writeUInt32LE(chars, 0);
    const [rc, error] = withLastError(() => k32().QueryFullProcessImageNameW(process, 0, buffer, size));
    if (rc !== 0) return ok(buffer.toString('utf16le', 0, size.readUInt32LE(0) * 2));
    if (error !== ERROR.INSUFFICIENT_BUFFER) return fail(error);
    chars *= 4;
  }
  return fail(ERROR.INSUFFICIENT_BUFFER);
}

export function priorityClass(process: Handle): Win32Result<number> {
  const [value, error] = withLastError(() => k32().GetPriorityClass(process));
  return value !== 0 ? ok(value) : fail(error);
}

export function processAffinity(process: Handle): Win32Result<{ process: bigint; system: bigint }> {
  const p = u64();
  const s = u64();
  const r = boolResult(() => k32().GetProcessAffinityMask(process, p, s));
  return r.ok ? ok({ process: p.readBigUInt64LE(0), system: s.readBigUInt64LE(0) }) : r;
}

/** ProcessPowerThrottling (class 4): {Version, ControlMask, StateMask}; null when the function is not exported. */
export function processPowerThrottling(process: Handle): Win32Result<{ controlMask: number; stateMask: number }> | null {
  const fn = k32().GetProcessInformation;
  if (fn === null) return null;
  const b = Buffer.alloc(12);
  b.writeUInt32LE(1, 0); // PROCESS_POWER_THROTTLING_CURRENT_VERSION
  const r = boolResult(() => fn(process, 4, b, 12));
  return r.ok ? ok({ controlMask: b.readUInt32LE(4), stateMask: b.readUInt32LE(8) }) : r;
}

/** IsWow64Process2: the image machine (0 when not WOW64) and the native machine; null when not exported. */
export function wow64Machines(process: Handle): Win32Result<{ processMachine: number; nativeMachine: number }> | null {
  const fn = k32().IsWow64Process2;
  if (fn === null) return null;
  const p = Buffer.alloc(2);
  const n = Buffer.alloc(2);
  const r = boolResult(() => fn(process, p, n));
  return r.ok ? ok({ processMachine: p.readUInt16LE(0), nativeMachine: n.readUInt16LE(0) }) : r;
}

/**
 * True while the process runs; a process handle keeps its PID from being reused, so this settles identity. Needs
 * SYNCHRONIZE; without it, falls back to GetExitCodeProcess (a process that exited with 259 would read as running).
 */
export function processAlive(process: Handle): boolean {
  const wait = k32().WaitForSingleObject(process, 0);
  if (wait === WAIT_TIMEOUT) return true;
  if (wait !== WAIT_FAILED) return false;
  const code = exitCode(process);
  return code.ok && code.value === STILL_ACTIVE;
}

export function exitCode(process: Handle): Win32Result<number> {
  const code = u32();
  const r = boolResult(() => k32().GetExitCodeProcess(process, code));
  return r.ok ? ok(code.readUInt32LE(0)) : r;
}

/** Reads `size` bytes at `address` of another process (PROCESS_VM_READ); the buffer is zeroed first. */
export function readProcessMemory(process: Handle, address: bigint, size: number): Win32Result<Buffer> {
  const b = Buffer.alloc(size);
  const read = Buffer.alloc(8);
  const r = boolResult(() => k32().ReadProcessMemory(process, address, b, size, read));
  if (!r.ok) return r;
  return Number(read.readBigUInt64LE(0)) === size ? ok(b) : fail(ERROR.PARTIAL_COPY);
}

export function processSessionId(pid: number): Win32Result<number> {
  const session = u32();
  const r = boolResult(() => k32().ProcessIdToSessionId(pid, session));
  return r.ok ? ok(session.readUInt32LE(0)) : r;
}

// ── system ──────────────────────────────────────────────────────────────────────────────────────────

export function memoryStatus(): Win32Result<MemoryStatus> {
  const b = sizedStruct(MEMORYSTATUSEX_SIZE);
  const r = boolResult(() => k32().GlobalMemoryStatusEx(b));
  return r.ok ? ok(decodeMemoryStatus(b)) : r;
}

/** GetSystemTimes: idle, kernel (which includes idle) and user time of all CPUs, 100 ns units. */
export function systemTimes(): Win32Result<{ idle: bigint; kernel: bigint; user: bigint }> {
  const i = u64();
  const k = u64();
  const u = u64();
  const r = boolResult(() => k32().GetSystemTimes(i, k, u));
  return r.ok ? ok({ idle: fileTime(i), kernel: fileTime(k), user: fileTime(u) }) : r;
}

export function nativeSystemInfo(): NativeSystemInfo {
  const b = Buffer.alloc(SYSTEM_INFO_SIZE);
  k32().GetNativeSystemInfo(b);
  return decodeSystemInfo(b);
}

export function processorTopology(): Win32Result<ProcessorTopology> {
  const k = k32();
  const length = u32();
  const [, error] = withLastError(() => k.GetLogicalProcessorInformationEx(0xffff, null, length));
  if (error !== ERROR.INSUFFICIENT_BUFFER) return fail(error);
  const size = length.readUInt32LE(0);
  const b = Buffer.alloc(size);
  const r = boolResult(() => k.GetLogicalProcessorInformationEx(0xffff, b, length));
  return r.ok ? ok(decodeProcessorTopology(b, length.readUInt32LE(0))) : r;
}

export function activeProcessorCount(): number {
  return k32().GetActiveProcessorCount(ALL_PROCESSOR_GROUPS);
}

/** GetComputerNameExW(ComputerNameDnsHostname = 1), falling back to the NetBIOS name (0). */
export function computerName(): Win32Result<string> {
  let last = 0;
  for (const format of [1, 0]) {
    const buffer = Buffer.alloc(512);
    const size = u32();
    size.writeUInt32LE(256, 0);
    const [rc, error] = withLastError(() => k32().GetComputerNameExW(format, buffer, size));
    if (rc !== 0) return ok(buffer.toString('utf16le', 0, size.readUInt32LE(0) * 2));
    last = error;
  }
  return fail(last);
}

/** Milliseconds since boot. */
export function tickCount64(): bigint {
  const v = k32().GetTickCount64();
  return typeof v === 'bigint' ? v : BigInt(v);
}

// ── threads ─────────────────────────────────────────────────────────────────────────────────────────

export function openThread(tid: number, access: number): Win32Result<Handle> {
  return handleResult(() => k32().OpenThread(access, 0, tid));
}

export function threadTimes(thread: Handle): Win32Result<ProcessTimes> {
  const c = u64();
  const e = u64();
  const k = u64();
  const u = u64();
  const r = boolResult(() => k32().GetThreadTimes(thread, c, e, k, u));
  return r.ok ? ok({ creation: fileTime(c), exit: fileTime(e), kernel: fileTime(k), user: fileTime(u) }) : r;
}

/**
 * GetThreadDescription: an HRESULT (Wine returns 0x10000000 on success instead of S_OK, so only a negative
 * HRESULT is a failure) and a LocalAlloc'ed string we free. Null when the function is not exported.
 */
export function threadDescription(thread: Handle): Win32Result<string> | null {
  const fn = k32().GetThreadDescription;
  if (fn === null) return null;
  const out = u64();
  const hr = fn(thread, out);
  const address = out.readBigUInt64LE(0);
  if (hr < 0 || address === 0n) return fail(hr);
  try {
    return ok(readWideAt(address));
  } finally {
    k32().LocalFree(address);
  }
}

/** GetThreadIdealProcessorEx → PROCESSOR_NUMBER {Group, Number, Reserved}; the number within its group. */
export function threadIdealProcessor(thread: Handle): Win32Result<{ group: number; number: number }> | null {
  const fn = k32().GetThreadIdealProcessorEx;
  if (fn === null) return null;
  const b = Buffer.alloc(4);
  const r = boolResult(() => fn(thread, b));
  return r.ok ? ok({ group: b.readUInt16LE(0), number: b.readUInt8(2) }) : r;
}

// ── handles and files ───────────────────────────────────────────────────────────────────────────────

/** Duplicates `handle` of `sourceProcess` into this process with the same access. */
export function duplicateHandle(sourceProcess: Handle, handle: bigint, targetProcess: Handle): Win32Result<Handle> {
  const out = u64();
  const r = boolResult(() => k32().DuplicateHandle(sourceProcess, handle, targetProcess, out, 0, 0, DUPLICATE_SAME_ACCESS));
  return r.ok ? ok(out.readBigUInt64LE(0)) : r;
}

export function fileType(handle: Handle): Win32Result<number> {
  clearLastError();
  const [type, error] = withLastError(() => k32().GetFileType(handle));
  return type === 0 && error !== 0 ? fail(error) : ok(type);
}

export function finalPathName(handle: Handle): Win32Result<string> {
  let chars = 1024;
  for (let attempt = 0; attempt < 3; attempt++) {
    const buffer = Buffer.alloc(chars * 2);
    const [n, error] = withLastError(() => k32().GetFinalPathNameByHandleW(handle, buffer, chars, FILE_NAME_NORMALIZED | VOLUME_NAME_DOS));
    if (n === 0) return fail(error);
    if (n < chars) return ok(buffer.toString('utf16le', 0, n * 2));
    chars = n + 1;
  }
  return fail(ERROR.INSUFFICIENT_BUFFER);
}

export function fileInformation(handle: Handle): Win32Result<FileInfo> {
  const b = Buffer.alloc(BY_HANDLE_FILE_INFORMATION_SIZE);
  const r = boolResult(() => k32().GetFileInformationByHandle(handle, b));
  return r.ok ? ok(decodeFileInfo(b)) : r;
}

// ── named pipes, events, overlapped I/O ─────────────────────────────────────────────────────────────

export function createNamedPipe(
  name: string,
  openMode: number,
  pipeMode: number,
  maxInstances: number,
  bufferSize: number,
  sa: Buffer | null,
): Win32Result<Handle> {
  return handleResult(() => k32().CreateNamedPipeW(name, openMode, pipeMode, maxInstances, bufferSize, bufferSize, 0, sa));
}

/** Starts an overlapped ConnectNamedPipe: `connected` (535 or immediate), `pending` (997), or a failure. */
export function connectNamedPipe(pipe: Handle, overlapped: bigint): Win32Result<'connected' | 'pending'> {
  const [rc, error] = withLastError(() => k32().ConnectNamedPipe(pipe, overlapped));
  if (rc !== 0) return ok('connected');
  if (error === ERROR.PIPE_CONNECTED) return ok('connected');
  if (error === ERROR.IO_PENDING) return ok('pending');
  return fail(error);
}

export function namedPipeClientProcessId(pipe: Handle): Win32Result<number> {
  const pid = u32();
  const r = boolResult(() => k32().GetNamedPipeClientProcessId(pipe, pid));
  return r.ok ? ok(pid.readUInt32LE(0)) : r;
}

export function namedPipeServerProcessId(pipe: Handle): Win32Result<number> {
  const pid = u32();
  const r = boolResult(() => k32().GetNamedPipeServerProcessId(pipe, pid));
  return r.ok ? ok(pid.readUInt32LE(0)) : r;
}

export function createFile(name: string, access: number, share: number, disposition: number, flags: number): Win32Result<Handle> {
  return handleResult(() => k32().CreateFileW(name, access, share, null, disposition, flags, NULL_HANDLE));
}

/** Waits up to `ms` for an instance of a busy pipe; false with the error when none became free. */
export function waitNamedPipe(name: string, ms: number): Win32Result<void> {
  return boolResult(() => k32().WaitNamedPipeW(name, ms));
}

export function createEvent(manualReset: boolean, initialState: boolean): Win32Result<Handle> {
  return handleResult(() => k32().CreateEventW(null, manualReset ? 1 : 0, initialState ? 1 : 0, null));
}

export function setEvent(event: Handle): void {
  k32().SetEvent(event);
}

/** Result of an overlapped operation; `wait` false never blocks. */
export function overlappedResult(handle: Handle, overlapped: bigint): Win32Result<number> {
  const n = u32();
  const r = boolResult(() => k32().GetOverlappedResult(handle, overlapped, n, 0));
  return r.ok ? ok(n.readUInt32LE(0)) : r;
}

export function cancelIo(handle: Handle, overlapped: bigint | null): Win32Result<void> {
  return boolResult(() => k32().CancelIoEx(handle, overlapped));
}

export function waitForObject(handle: Handle, ms: number): number {
  return k32().WaitForSingleObject(handle, ms);
}

/** WaitForSingleObject on one of koffi's worker threads: the event loop stays free while a handle is awaited. */
export function waitForObjectAsync(handle: Handle, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    k32().WaitForSingleObject.async(handle, ms, (err: unknown, res: number) => {
      if (err) reject(err instanceof Error ? err : new Error('WaitForSingleObject failed'));
      else resolve(res);
    });
  });
}

// ── named mutexes ───────────────────────────────────────────────────────────────────────────────────

/** CreateMutexW without taking ownership: `created` false (ERROR_ALREADY_EXISTS) means another holder exists. */
export function createMutex(name: string, sa: Buffer | null): Win32Result<{ handle: Handle; created: boolean }> {
  const [raw, error] = withLastError(() => k32().CreateMutexW(sa, 0, name));
  const handle = toHandle(raw);
  if (!isValidHandle(handle)) return fail(error);
  return ok({ handle, created: error !== ERROR.ALREADY_EXISTS });
}

/** OpenMutexW(SYNCHRONIZE): probes for a named mutex without creating it. */
export function openMutex(name: string): Win32Result<Handle> {
  return handleResult(() => k32().OpenMutexW(MUTEX_SYNCHRONIZE, 0, name));
}

export function localFree(address: bigint): void {
  if (address !== 0n) k32().LocalFree(address);
}

