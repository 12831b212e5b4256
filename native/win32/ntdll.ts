// koffi declarations of ntdll.dll: Wine detection, the true OS version, per-process VM counters, command line and
// environment block, and the system handle table. NTSTATUS results are returned as signed 32-bit numbers.
import koffi from 'koffi';
import { readProcessMemory } from './kernel32.js';
import { declare, declareOptional, fail, lazyLibrary, ok, NTSTATUS, type Handle, type NativeFn, type Win32Result } from './common.js';
import {
  decodeOsVersion,
  decodeVmCounters,
  RTL_OSVERSIONINFOW_SIZE,
  VM_COUNTERS_EX2_SIZE,
  VM_COUNTERS_EX_SIZE,
  type OsVersion,
  type VmCounters,
} from './structs.js';

/** PROCESSINFOCLASS values used here. */
export const ProcessBasicInformation = 0;
export const ProcessVmCounters = 3;
export const ProcessCommandLineInformation = 60;
/** SYSTEM_INFORMATION_CLASS SystemExtendedHandleInformation. */
export const SystemExtendedHandleInformation = 64;
/** SYSTEM_INFORMATION_CLASS SystemProcessorPerformanceInformation: one entry per logical processor of the caller's group. */
export const SystemProcessorPerformanceInformation = 8;
/** sizeof(SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION): Idle, Kernel, User, Dpc, Interrupt times (LARGE_INTEGER) and a ULONG count, padded. */
export const PROCESSOR_PERFORMANCE_SIZE = 48;

interface Ntdll {
  wine_get_version: NativeFn<[], string | null> | null;
  RtlGetVersion: NativeFn<[Buffer], number>;
  NtQueryInformationProcess: NativeFn<[Handle, number, Buffer, number, Buffer], number>;
  NtQuerySystemInformation: NativeFn<[number, Buffer, number, Buffer], number>;
}

const nt = lazyLibrary('ntdll.dll', (lib): Ntdll => ({
  // Exported only by Wine's ntdll; its absence is how real Windows is recognised.
  wine_get_version: declareOptional(lib, 'const char * __cdecl wine_get_version(void)'),
  RtlGetVersion: declare(lib, 'int32_t __stdcall RtlGetVersion(void *info)'),
  NtQueryInformationProcess: declare(lib, 'int32_t __stdcall NtQueryInformationProcess(void *h, int infoClass, void *info, uint32_t length, void *returnLength)'),
  NtQuerySystemInformation: declare(lib, 'int32_t __stdcall NtQuerySystemInformation(int infoClass, void *info, uint32_t length, void *returnLength)'),
}));

let wineVersion: string | null | undefined;

/** Wine's version string ("8.0") when running under Wine, null on Windows. Read once. */
export function wineVersionString(): string | null {
  if (wineVersion === undefined) {
    const fn = nt().wine_get_version;
    wineVersion = fn === null ? null : fn();
  }
  return wineVersion;
}

export function isWine(): boolean {
  return wineVersionString() !== null;
}

/** The real OS version (RtlGetVersion ignores the compatibility manifest that GetVersionEx honours). */
export function rtlGetVersion(): Win32Result<OsVersion> {
  const b = Buffer.alloc(RTL_OSVERSIONINFOW_SIZE);
  b.writeUInt32LE(RTL_OSVERSIONINFOW_SIZE, 0);
  const status = nt().RtlGetVersion(b);
  return status === 0 ? ok(decodeOsVersion(b)) : fail(status);
}

/** Which VM_COUNTERS layout this OS accepts: learnt on the first call (EX2 on Windows 10+, EX otherwise). */
let vmCountersSize = VM_COUNTERS_EX2_SIZE;
/** The NTSTATUS with which the EX2 layout was refused, when it was (diagnostics). */
let vmCountersEx2Refusal: number | null = null;

/** The VM_COUNTERS layout in use (bytes) and why EX2 is not, for diagnostics. */
export function vmCountersLayout(): { size: number; ex2Refused: number | null } {
  return { size: vmCountersSize, ex2Refused: vmCountersEx2Refusal };
}

/**
 * NtQueryInformationProcess(ProcessVmCounters) as VM_COUNTERS_EX2 where supported, else VM_COUNTERS_EX; the
 * source of private bytes (PrivateUsage) and, with EX2, of the private working set.
 */
export function processVmCounters(process: Handle): Win32Result<VmCounters> {
  const fn = nt().NtQueryInformationProcess;
  for (;;) {
    const size = vmCountersSize;
    const b = Buffer.alloc(size);
    const returned = Buffer.alloc(4);
    const status = fn(process, ProcessVmCounters, b, size, returned);
    if (status === 0) return ok(decodeVmCounters(b, size));
    if (size === VM_COUNTERS_EX2_SIZE && (status === NTSTATUS.INFO_LENGTH_MISMATCH || status === NTSTATUS.INVALID_PARAMETER)) {
      vmCountersSize = VM_COUNTERS_EX_SIZE;
      vmCountersEx2Refusal = status;
      continue;
    }
    return fail(status);
  }
}

/**
 * The command line of another process: ProcessCommandLineInformation (Windows 8.1+), else read from its PEB
 * (RTL_USER_PROCESS_PARAMETERS.CommandLine, which needs PROCESS_VM_READ), the method older tools use.
 */
export function processCommandLine(process: Handle): Win32Result<string> {
  const direct = commandLineInformation(process);
  if (direct.ok || direct.error === NTSTATUS.ACCESS_DENIED) return direct;
  return commandLineFromPeb(process);
}

/**
 * The address of another process's RTL_USER_PROCESS_PARAMETERS (64-bit layout): ProcessBasicInformation gives the PEB,
 * whose ProcessParameters pointer is at +0x20. Needs PROCESS_QUERY_(LIMITED_)INFORMATION and PROCESS_VM_READ.
 */
function processParametersAddress(process: Handle): Win32Result<bigint> {
  const fn = nt().NtQueryInformationProcess;
  const basic = Buffer.alloc(48);
  const status = fn(process, ProcessBasicInformation, basic, 48, Buffer.alloc(4));
  if (status !== 0) return fail(status);
  const peb = basic.readBigUInt64LE(8);
  if (peb === 0n) return fail(NTSTATUS.INVALID_PARAMETER);
  const params = readProcessMemory(process, peb + 0x20n, 8);
  if (!params.ok) return fail(params.error === 5 ? NTSTATUS.ACCESS_DENIED : params.error);
  const address = params.value.readBigUInt64LE(0);
  return address === 0n ? fail(NTSTATUS.INVALID_PARAMETER) : ok(address);
}

/** ProcessParameters → CommandLine UNICODE_STRING (+0x70: Length, MaximumLength, Buffer at +0x78). */
function commandLineFromPeb(process: Handle): Win32Result<string> {
  const params = processParametersAddress(process);
  if (!params.ok) return params;
  const unicode = readProcessMemory(process, params.value + 0x70n, 16);
  if (!unicode.ok) return fail(unicode.error === 5 ? NTSTATUS.ACCESS_DENIED : unicode.error);
  const length = unicode.value.readUInt16LE(0);
  if (length === 0) return ok('');
  const text = readProcessMemory(process, unicode.value.readBigUInt64LE(8), length);
  return text.ok ? ok(text.value.toString('utf16le')) : fail(text.error);
}

/** Where RTL_USER_PROCESS_PARAMETERS (64-bit) keeps the environment: the block's address and, since Vista, its size. */
const ENVIRONMENT_POINTER = 0x80n;
const ENVIRONMENT_SIZE = 0x3f0n;
/** The block is read page by page: a read that crosses into an unmapped page fails as a whole (ERROR_PARTIAL_COPY). */
const PAGE = 4096;

/** An environment block read from another process, up to the caller's limit. */
export interface EnvironmentBlock {
  /** UTF-16LE `NAME=value\0…\0\0`, up to and including the terminating empty string when it was reached. */
  readonly block: Buffer;
  /** True when the block did not end within the limit: `block` holds only its first `maxBytes`. */
  readonly truncated: boolean;
}

/**
 * The environment block of another 64-bit process, read from its PEB: ProcessParameters → Environment (+0x80) and
 * EnvironmentSize (+0x3F0). Reads until the double NUL that ends the block, the size the process parameters state
 * (when stated), or `maxBytes`, whichever comes first. Needs PROCESS_QUERY_INFORMATION and PROCESS_VM_READ. A 32-bit
 * (WOW64) process keeps its live block in its 32-bit PEB; callers refuse those before calling this.
 */
export function processEnvironmentBlock(process: Handle, maxBytes: number): Win32Result<EnvironmentBlock> {
  const params = processParametersAddress(process);
  if (!params.ok) return params;
  const fields = readProcessMemory(process, params.value + ENVIRONMENT_POINTER, 8);
  if (!fields.ok) return fail(fields.error === 5 ? NTSTATUS.ACCESS_DENIED : fields.error);
  const address = fields.value.readBigUInt64LE(0);
  if (address === 0n) return ok({ block: Buffer.alloc(0), truncated: false });
  const sized = readProcessMemory(process, params.value + ENVIRONMENT_SIZE, 8);
  // Zero (or unreadable) when the parameters do not state it: the double NUL and the limit still end the read.
  const stated = sized.ok ? Number(sized.value.readBigUInt64LE(0)) : 0;
  const limit = stated > 0 ? Math.min(stated, maxBytes) : maxBytes;
  const bytes = Buffer.alloc(limit);
  let length = 0;
  while (length < limit) {
    const at = address + BigInt(length);
    const size = Math.min(limit - length, PAGE - Number(at % BigInt(PAGE)));
    const chunk = readProcessMemory(process, at, size);
    if (!chunk.ok) {
      if (length > 0) break; // the block's region ended without a terminator: keep what was read
      return fail(chunk.error === 5 ? NTSTATUS.ACCESS_DENIED : chunk.error);
    }
    chunk.value.copy(bytes, length);
    // A terminator may straddle the previous page: look again from its last whole UTF-16 units.
    const end = blockEnd(bytes, Math.max(0, length - 4) & ~1, length + size);
    length += size;
    if (end !== null) return ok({ block: Buffer.from(bytes.subarray(0, end)), truncated: false });
  }
  // A stated size is the whole block even without a double NUL; only the caller's limit truncates.
  return ok({ block: Buffer.from(bytes.subarray(0, length)), truncated: length >= maxBytes && (stated === 0 || stated > maxBytes) });
}

/** The byte length of the block up to and including its terminating empty string, or null when not within [from, to). */
function blockEnd(bytes: Buffer, from: number, to: number): number | null {
  // An empty block is a lone empty string; otherwise the last variable's NUL followed by the empty string's NUL.
  if (from === 0 && to >= 2 && bytes.readUInt16LE(0) === 0) return 2;
  for (let at = from; at + 4 <= to; at += 2) if (bytes.readUInt32LE(at) === 0) return at + 4;
  return null;
}

/** ProcessCommandLineInformation: a UNICODE_STRING followed by its characters in the same output buffer. */
function commandLineInformation(process: Handle): Win32Result<string> {
  const fn = nt().NtQueryInformationProcess;
  let size = 4096;
  for (let attempt = 0; attempt < 4; attempt++) {
    const b = Buffer.alloc(size);
    const returned = Buffer.alloc(4);
    const status = fn(process, ProcessCommandLineInformation, b, size, returned);
    if (status === 0) {
      const length = b.readUInt16LE(0);
      const address = b.readBigUInt64LE(8);
      if (length === 0 || address === 0n) return ok('');
      const base = koffi.address(b);
      const offset = Number(address - base);
      // The characters are inside our buffer; a pointer elsewhere would be a layout we do not understand.
      if (offset < 16 || offset + length > size) return fail(NTSTATUS.INVALID_PARAMETER);
      return ok(b.toString('utf16le', offset, offset + length));
    }
    if (status === NTSTATUS.INFO_LENGTH_MISMATCH || status === NTSTATUS.BUFFER_TOO_SMALL || status === NTSTATUS.BUFFER_OVERFLOW) {
      const needed = returned.readUInt32LE(0);
      size = Math.max(size * 2, needed + 64);
      continue;
    }
    return fail(status);
  }
  return fail(NTSTATUS.INFO_LENGTH_MISMATCH);
}

/**
 * Per-processor times (SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION, 100 ns units; KernelTime includes IdleTime as in
 * GetSystemTimes) into `buffer`, which the caller keeps between passes; returns how many entries it holds. A processor
 * group holds at most 64 processors, so a buffer of 256 entries is never short.
 */
export function processorPerformance(buffer: Buffer): Win32Result<number> {
  const returned = Buffer.alloc(4);
  const status = nt().NtQuerySystemInformation(SystemProcessorPerformanceInformation, buffer, buffer.length, returned);
  if (status !== 0) return fail(status);
  return ok(Math.floor(returned.readUInt32LE(0) / PROCESSOR_PERFORMANCE_SIZE));
}

/** The system handle table (SYSTEM_HANDLE_INFORMATION_EX), grown until it fits; decode with structs.ts. */
export function systemHandleTable(maxBytes: number = 512 * 1024 * 1024): Win32Result<Buffer> {
  const fn = nt().NtQuerySystemInformation;
  let size = 1024 * 1024;
  for (;;) {
    const b = Buffer.alloc(size);
    const returned = Buffer.alloc(4);
    const status = fn(SystemExtendedHandleInformation, b, size, returned);
    if (status === 0) return ok(b);
    if (status !== NTSTATUS.INFO_LENGTH_MISMATCH && status !== NTSTATUS.BUFFER_TOO_SMALL) return fail(status);
    // Handles come and go between calls: ask for what was needed plus headroom.
    size = Math.max(size * 2, returned.readUInt32LE(0) + 256 * 1024);
    if (size > maxBytes) return fail(status);
  }
}
