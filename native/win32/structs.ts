// Layouts (x64) of the Win32 structures the declarations fill, and pure decoders from their bytes. No koffi here:
// the decoders run on Linux too, so unit tests feed them recorded bytes.

/** FILETIME and friends: 100 ns intervals since 1601-01-01 UTC. */
export const FILETIME_UNIX_EPOCH = 116_444_736_000_000_000n;
export const FILETIME_TICKS_PER_MS = 10_000n;

/** Milliseconds since the Unix epoch of a FILETIME, or null for 0 (never set). */
export function fileTimeToUnixMs(fileTime: bigint): number | null {
  if (fileTime <= 0n) return null;
  return Number((fileTime - FILETIME_UNIX_EPOCH) / FILETIME_TICKS_PER_MS);
}

// ── Toolhelp ────────────────────────────────────────────────────────────────────────────────────────

/** PROCESSENTRY32W: dwSize, cntUsage, th32ProcessID, th32DefaultHeapID (ULONG_PTR at 16), th32ModuleID, cntThreads,
 * th32ParentProcessID, pcPriClassBase, dwFlags, szExeFile[260] at 44. */
export const PROCESSENTRY32W_SIZE = 568;
export interface ProcessEntry {
  readonly pid: number;
  readonly parentPid: number;
  readonly threads: number;
  readonly basePriority: number;
  readonly exeFile: string;
}
export function decodeProcessEntry(b: Buffer): ProcessEntry {
  return {
    pid: b.readUInt32LE(8),
    threads: b.readUInt32LE(28),
    parentPid: b.readUInt32LE(32),
    basePriority: b.readInt32LE(36),
    exeFile: wideZ(b, 44, 260),
  };
}

/** THREADENTRY32: dwSize, cntUsage, th32ThreadID, th32OwnerProcessID, tpBasePri, tpDeltaPri, dwFlags. */
export const THREADENTRY32_SIZE = 28;
export interface ThreadEntry {
  readonly tid: number;
  readonly ownerPid: number;
  readonly basePriority: number;
}
export function decodeThreadEntry(b: Buffer): ThreadEntry {
  return { tid: b.readUInt32LE(8), ownerPid: b.readUInt32LE(12), basePriority: b.readInt32LE(16) };
}

/** MODULEENTRY32W: …, modBaseAddr at 24, modBaseSize at 32, hModule at 40, szModule[256] at 48, szExePath[260] at 560. */
export const MODULEENTRY32W_SIZE = 1080;
export interface ModuleEntry {
  readonly pid: number;
  readonly baseAddress: bigint;
  readonly baseSize: number;
  readonly name: string;
  readonly path: string;
}
export function decodeModuleEntry(b: Buffer): ModuleEntry {
  return {
    pid: b.readUInt32LE(8),
    baseAddress: b.readBigUInt64LE(24),
    baseSize: b.readUInt32LE(32),
    name: wideZ(b, 48, 256),
    path: wideZ(b, 560, 260),
  };
}

// ── memory and counters ─────────────────────────────────────────────────────────────────────────────

/**
 * PROCESS_MEMORY_COUNTERS (72 bytes): cb, PageFaultCount, then SIZE_T PeakWorkingSetSize (8), WorkingSetSize (16),
 * quota pool fields (24..48), PagefileUsage (56), PeakPagefileUsage (64). Deliberately not the _EX variant: Wine
 * leaves its PrivateUsage unwritten, and private bytes come from NtQueryInformationProcess instead.
 */
export const PROCESS_MEMORY_COUNTERS_SIZE = 72;
export interface ProcessMemoryCounters {
  /** Every page fault of the process (soft and hard), a 32-bit counter that wraps. */
  readonly pageFaultCount: number;
  readonly workingSetSize: bigint;
  readonly pagefileUsage: bigint;
}
export function decodeProcessMemoryCounters(b: Buffer): ProcessMemoryCounters {
  return { pageFaultCount: b.readUInt32LE(4), workingSetSize: b.readBigUInt64LE(16), pagefileUsage: b.readBigUInt64LE(56) };
}

/**
 * VM_COUNTERS_EX2 (112 bytes) for NtQueryInformationProcess(ProcessVmCounters): VM_COUNTERS (88 bytes, WorkingSetSize
 * at 32, PagefileUsage at 72, the ULONG PageFaultCount at 16), PrivateUsage at 88 (the _EX part, 96 bytes), PrivateWorkingSetSize at 96 and
 * SharedCommitUsage at 104 (the _EX2 part, Windows 10 and later).
 */
export const VM_COUNTERS_EX_SIZE = 96;
export const VM_COUNTERS_EX2_SIZE = 112;
export interface VmCounters {
  /** Every page fault of the process (soft and hard), a 32-bit counter that wraps. */
  readonly pageFaultCount: number;
  readonly workingSetSize: bigint;
  readonly pagefileUsage: bigint;
  readonly privateUsage: bigint;
  /** Only from the _EX2 layout. */
  readonly privateWorkingSetSize: bigint | null;
}
export function decodeVmCounters(b: Buffer, size: number): VmCounters {
  return {
    pageFaultCount: b.readUInt32LE(16),
    workingSetSize: b.readBigUInt64LE(32),
    pagefileUsage: b.readBigUInt64LE(72),
    privateUsage: b.readBigUInt64LE(88),
    privateWorkingSetSize: size >= VM_COUNTERS_EX2_SIZE ? b.readBigUInt64LE(96) : null,
  };
}

/** IO_COUNTERS: six ULONGLONG: Read/Write/Other operation counts, then Read/Write/Other transfer counts (bytes). */
export const IO_COUNTERS_SIZE = 48;
export interface IoCounters {
  readonly readOperations: bigint;
  readonly writeOperations: bigint;
  readonly otherOperations: bigint;
  readonly readBytes: bigint;
  readonly writeBytes: bigint;
  readonly otherBytes: bigint;
}
export function decodeIoCounters(b: Buffer): IoCounters {
  return {
    readOperations: b.readBigUInt64LE(0),
    writeOperations: b.readBigUInt64LE(8),
    otherOperations: b.readBigUInt64LE(16),
    readBytes: b.readBigUInt64LE(24),
    writeBytes: b.readBigUInt64LE(32),
    otherBytes: b.readBigUInt64LE(40),
  };
}

/** MEMORYSTATUSEX: dwLength, dwMemoryLoad, then ULONGLONG TotalPhys (8), AvailPhys (16), TotalPageFile (24), … */
export const MEMORYSTATUSEX_SIZE = 64;
export interface MemoryStatus {
  readonly totalPhys: bigint;
  readonly availPhys: bigint;
  readonly totalPageFile: bigint;
  readonly availPageFile: bigint;
}
export function decodeMemoryStatus(b: Buffer): MemoryStatus {
  return {
    totalPhys: b.readBigUInt64LE(8),
    availPhys: b.readBigUInt64LE(16),
    totalPageFile: b.readBigUInt64LE(24),
    availPageFile: b.readBigUInt64LE(32),
  };
}

/**
 * PERFORMANCE_INFORMATION (104 bytes): cb, then SIZE_T CommitTotal (8), CommitLimit (16), CommitPeak (24),
 * PhysicalTotal (32), PhysicalAvailable (40), SystemCache (48), KernelTotal (56), KernelPaged (64),
 * KernelNonpaged (72), PageSize (80), then DWORD HandleCount (88), ProcessCount (92), ThreadCount (96).
 * Page counts are multiplied by PageSize here, exactly.
 */
export const PERFORMANCE_INFORMATION_SIZE = 104;
export interface PerformanceInfo {
  readonly commitTotalBytes: bigint;
  readonly commitLimitBytes: bigint;
  readonly systemCacheBytes: bigint;
  readonly kernelPagedBytes: bigint;
  readonly kernelNonpagedBytes: bigint;
  readonly pageSize: bigint;
  readonly handleCount: number;
  readonly processCount: number;
  readonly threadCount: number;
}
export function decodePerformanceInfo(b: Buffer): PerformanceInfo {
  const page = b.readBigUInt64LE(80);
  return {
    commitTotalBytes: b.readBigUInt64LE(8) * page,
    commitLimitBytes: b.readBigUInt64LE(16) * page,
    systemCacheBytes: b.readBigUInt64LE(48) * page,
    kernelPagedBytes: b.readBigUInt64LE(64) * page,
    kernelNonpagedBytes: b.readBigUInt64LE(72) * page,
    pageSize: page,
    handleCount: b.readUInt32LE(88),
    processCount: b.readUInt32LE(92),
    threadCount: b.readUInt32LE(96),
  };
}

/** SYSTEM_INFO: wProcessorArchitecture (0), dwPageSize (4), …, dwNumberOfProcessors (32), … */
export const SYSTEM_INFO_SIZE = 48;
export interface NativeSystemInfo {
  readonly processorArchitecture: number;
  readonly pageSize: number;
  readonly numberOfProcessors: number;
}
export function decodeSystemInfo(b: Buffer): NativeSystemInfo {
  return { processorArchitecture: b.readUInt16LE(0), pageSize: b.readUInt32LE(4), numberOfProcessors: b.readUInt32LE(32) };
}

/** PROCESSOR_ARCHITECTURE_* and IMAGE_FILE_MACHINE_* to the names Node uses (`os.arch()`). */
export function processorArchitectureName(arch: number): string {
  switch (arch) {
    case 9:
      return 'x64';
    case 12:
      return 'arm64';
    case 0:
      return 'ia32';
    case 5:
      return 'arm';
    default:
      return `unknown (${arch})`;
  }
}
export function imageMachineName(machine: number): string | null {
  switch (machine) {
    case 0x8664:
      return 'x64';
    case 0xaa64:
      return 'arm64';
    case 0x014c:
      return 'ia32';
    case 0x01c4:
      return 'arm';
    default:
      return null;
  }
}

/** RTL_OSVERSIONINFOW (276 bytes): size, major (4), minor (8), build (12), platform (16), szCSDVersion[128] (20). */
export const RTL_OSVERSIONINFOW_SIZE = 276;
export interface OsVersion {
  readonly major: number;
  readonly minor: number;
  readonly build: number;
  readonly servicePack: string;
}
export function decodeOsVersion(b: Buffer): OsVersion {
  return { major: b.readUInt32LE(4), minor: b.readUInt32LE(8), build: b.readUInt32LE(12), servicePack: wideZ(b, 20, 128) };
}

/**
 * GetLogicalProcessorInformationEx(RelationAll) output: variable-size records {Relationship, Size, payload}.
 * Core (0): Flags at 8, GroupCount at 30, GROUP_AFFINITY[] at 32 (Mask at +0). Cache (2): Level at 8, LineSize at 10,
 * CacheSize at 12, Type at 16 (0 unified, 1 instruction, 2 data). Package (3). Group (4): ActiveGroupCount at 10,
 * PROCESSOR_GROUP_INFO[] at 32, 48 bytes each, ActiveProcessorCount at +1.
 */
export interface ProcessorTopology {
  readonly logicalProcessors: number;
  readonly cores: number;
  readonly packages: number;
  /** First cache of each kind, by the names Linux uses (L1d, L1i, L2, L3). */
  readonly cacheBytes: Record<string, bigint>;
}
export function decodeProcessorTopology(b: Buffer, length: number): ProcessorTopology {
  let cores = 0;
  let packages = 0;
  let logical = 0;
  const caches: Record<string, bigint> = {};
  let at = 0;
  while (at + 8 <= length) {
    const relationship = b.readUInt32LE(at);
    const size = b.readUInt32LE(at + 4);
    if (size < 8 || at + size > length) break;
    if (relationship === 0) cores++;
    else if (relationship === 3) packages++;
    else if (relationship === 2) {
      const level = b.readUInt8(at + 8);
      const cacheSize = BigInt(b.readUInt32LE(at + 12));
      const type = b.readUInt32LE(at + 16);
      const name = level === 1 ? (type === 2 ? 'L1d' : type === 1 ? 'L1i' : 'L1') : `L${level}`;
      if (type !== 3 && caches[name] === undefined) caches[name] = cacheSize;
    } else if (relationship === 4) {
      const groups = b.readUInt16LE(at + 10);
      for (let g = 0; g < groups; g++) {
        const info = at + 32 + g * 48;
        if (info + 48 > at + size) break;
        logical += b.readUInt8(info + 1);
      }
    }
    at += size;
  }
  return { logicalProcessors: logical, cores, packages, cacheBytes: caches };
}

// ── tokens and SIDs ─────────────────────────────────────────────────────────────────────────────────

/** A binary SID (revision, count, 6-byte big-endian authority, 32-bit LE sub-authorities) in S-R-A-S… form. */
export function sidToString(sid: Buffer): string | null {
  if (sid.length < 8) return null;
  const revision = sid.readUInt8(0);
  const count = sid.readUInt8(1);
  if (revision !== 1 || count > 15 || sid.length < 8 + count * 4) return null;
  let authority = 0n;
  for (let i = 2; i < 8; i++) authority = (authority << 8n) | BigInt(sid.readUInt8(i));
  const parts = [`S-${revision}`, authority < 0x1_0000_0000n ? authority.toString(10) : `0x${authority.toString(16).toUpperCase().padStart(12, '0')}`];
  for (let i = 0; i < count; i++) parts.push(String(sid.readUInt32LE(8 + i * 4)));
  return parts.join('-');
}

/**
 * A SID that GetTokenInformation placed inside its output buffer: `info` holds a pointer at `pointerOffset` into itself,
 * `base` is the buffer's native address when it was filled. Null when the pointer is NULL or points elsewhere.
 */
export function sidFromInfo(info: Buffer, pointerOffset: number, base: bigint): { bytes: Buffer; text: string } | null {
  const address = info.readBigUInt64LE(pointerOffset);
  if (address === 0n || address < base) return null;
  const offset = Number(address - base);
  if (offset + 8 > info.length) return null;
  const length = sidLength(info.subarray(offset, offset + 8));
  if (offset + length > info.length) return null;
  const bytes = Buffer.from(info.subarray(offset, offset + length));
  const text = sidToString(bytes);
  return text === null ? null : { bytes, text };
}

/** TOKEN_GROUPS {GroupCount, pad, SID_AND_ATTRIBUTES[] (16 bytes: Sid pointer, Attributes)}: the SE_GROUP_LOGON_ID group. */
export function logonSidFromGroups(info: Buffer, base: bigint): string | null {
  const count = info.readUInt32LE(0);
  for (let i = 0; i < count; i++) {
    const at = 8 + i * 16;
    if (at + 16 > info.length) break;
    if (((info.readUInt32LE(at + 8) & SE_GROUP_LOGON_ID) >>> 0) === SE_GROUP_LOGON_ID) {
      const sid = sidFromInfo(info, at, base);
      if (sid !== null) return sid.text;
    }
  }
  return null;
}

/** The last sub-authority of a binary SID (for a mandatory label S-1-16-X, the integrity level X). */
export function lastSubAuthority(sid: Buffer): number | null {
  const count = sid.readUInt8(1);
  return count === 0 || sid.length < 8 + count * 4 ? null : sid.readUInt32LE(8 + (count - 1) * 4);
}

/** Byte length of a binary SID from its header (8 + 4 per sub-authority). */
export function sidLength(header: Buffer): number {
  return 8 + header.readUInt8(1) * 4;
}

/** The last sub-authority of a SID string (the RID; for a mandatory label, the integrity level). */
export function sidRid(sid: string): number | null {
  const m = /-(\d+)$/.exec(sid);
  return m === null ? null : Number(m[1]);
}

/** SE_GROUP_LOGON_ID: the group attribute that marks the logon SID in TokenGroups. */
export const SE_GROUP_LOGON_ID = 0xc000_0000;

/** Mandatory integrity levels (RIDs of S-1-16-x). */
export const INTEGRITY = {
  UNTRUSTED: 0x0000,
  LOW: 0x1000,
  MEDIUM: 0x2000,
  MEDIUM_PLUS: 0x2100,
  HIGH: 0x3000,
  SYSTEM: 0x4000,
  PROTECTED: 0x5000,
} as const;

export function integrityName(rid: number): string {
  if (rid >= INTEGRITY.PROTECTED) return 'protected';
  if (rid >= INTEGRITY.SYSTEM) return 'system';
  if (rid >= INTEGRITY.HIGH) return 'high';
  if (rid >= INTEGRITY.MEDIUM_PLUS) return 'medium-plus';
  if (rid >= INTEGRITY.MEDIUM) return 'medium';
  if (rid >= INTEGRITY.LOW) return 'low';
  return 'untrusted';
}

// ── files ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * BY_HANDLE_FILE_INFORMATION (52 bytes): dwFileAttributes (0), three FILETIMEs (4, 12, 20), dwVolumeSerialNumber (28),
 * nFileSizeHigh (32), nFileSizeLow (36), nNumberOfLinks (40), nFileIndexHigh (44), nFileIndexLow (48).
 */
export const BY_HANDLE_FILE_INFORMATION_SIZE = 52;
export const FILE_ATTRIBUTE_DIRECTORY = 0x10;
export interface FileInfo {
  readonly attributes: number;
  readonly isDirectory: boolean;
  readonly size: bigint;
  readonly lastWriteTime: bigint;
}
export function decodeFileInfo(b: Buffer): FileInfo {
  const attributes = b.readUInt32LE(0);
  return {
    attributes,
    isDirectory: (attributes & FILE_ATTRIBUTE_DIRECTORY) !== 0,
    size: (BigInt(b.readUInt32LE(32)) << 32n) | BigInt(b.readUInt32LE(36)),
    lastWriteTime: (BigInt(b.readUInt32LE(24)) << 32n) | BigInt(b.readUInt32LE(20)),
  };
}

/** A path as GetFinalPathNameByHandleW returns it, without the `\\?\` prefix (and `\\?\UNC\` as `\\`). */
export function stripExtendedPrefix(path: string): string {
  if (path.startsWith('\\\\?\\UNC\\')) return `\\\\${path.slice(8)}`;
  if (path.startsWith('\\\\?\\')) return path.slice(4);
  return path;
}

// ── handle table ────────────────────────────────────────────────────────────────────────────────────

/**
 * SYSTEM_HANDLE_INFORMATION_EX: NumberOfHandles (ULONG_PTR at 0), Reserved (8), then 40-byte
 * SYSTEM_HANDLE_TABLE_ENTRY_INFO_EX records from 16: Object (0), UniqueProcessId (8), HandleValue (16),
 * GrantedAccess (24), CreatorBackTraceIndex (28), ObjectTypeIndex (30), HandleAttributes (32).
 */
export const SYSTEM_HANDLE_ENTRY_SIZE = 40;
export interface SystemHandleEntry {
  readonly pid: number;
  readonly handle: bigint;
  readonly grantedAccess: number;
  readonly objectTypeIndex: number;
}
export function handleEntryCount(b: Buffer): number {
  const count = b.readBigUInt64LE(0);
  const fits = Math.floor((b.length - 16) / SYSTEM_HANDLE_ENTRY_SIZE);
  return count > BigInt(fits) ? fits : Number(count);
}
export function decodeHandleEntry(b: Buffer, index: number): SystemHandleEntry {
  const at = 16 + index * SYSTEM_HANDLE_ENTRY_SIZE;
  return {
    pid: Number(b.readBigUInt64LE(at + 8)),
    handle: b.readBigUInt64LE(at + 16),
    grantedAccess: b.readUInt32LE(at + 24),
    objectTypeIndex: b.readUInt16LE(at + 30),
  };
}

// ── network tables ──────────────────────────────────────────────────────────────────────────────────

/** MIB_TCPROW_OWNER_PID (24 bytes): state, localAddr, localPort, remoteAddr, remotePort, owningPid; after dwNumEntries. */
export const MIB_TCPROW_OWNER_PID_SIZE = 24;
/** MIB_TCP6ROW_OWNER_PID (56 bytes): local addr[16], scope (16), port (20), remote addr[16] (24), scope (40), port (44), state (48), pid (52). */
export const MIB_TCP6ROW_OWNER_PID_SIZE = 56;
/** MIB_UDPROW_OWNER_PID (12 bytes): localAddr, localPort, owningPid. */
export const MIB_UDPROW_OWNER_PID_SIZE = 12;
/** MIB_UDP6ROW_OWNER_PID (28 bytes): local addr[16], scope (16), port (20), pid (24). */
export const MIB_UDP6ROW_OWNER_PID_SIZE = 28;

export interface EndpointRow {
  readonly protocol: 'tcp' | 'tcp6' | 'udp' | 'udp6';
  readonly localAddress: string;
  readonly localPort: number;
  readonly remoteAddress: string | null;
  readonly remotePort: number | null;
  readonly state: string | null;
  readonly pid: number;
}

/** MIB_TCP_STATE values to the names Linux tools print. */
const TCP_STATES: Record<number, string> = {
  1: 'CLOSE',
  2: 'LISTEN',
  3: 'SYN_SENT',
  4: 'SYN_RECV',
  5: 'ESTABLISHED',
  6: 'FIN_WAIT1',
  7: 'FIN_WAIT2',
  8: 'CLOSE_WAIT',
  9: 'CLOSING',
  10: 'LAST_ACK',
  11: 'TIME_WAIT',
  12: 'DELETE_TCB',
};
export function tcpStateName(state: number): string {
  return TCP_STATES[state] ?? `UNKNOWN(${state})`;
}

/** Ports are stored in network byte order in the low 16 bits of a DWORD. */
function port(b: Buffer, at: number): number {
  return (b.readUInt8(at) << 8) | b.readUInt8(at + 1);
}
function ipv4(b: Buffer, at: number): string {
  return `${b.readUInt8(at)}.${b.readUInt8(at + 1)}.${b.readUInt8(at + 2)}.${b.readUInt8(at + 3)}`;
}
/** RFC 5952 text of 16 address bytes (longest run of zero groups compressed). */
export function ipv6(b: Buffer, at: number): string {
  const groups: number[] = [];
  for (let i = 0; i < 8; i++) groups.push(b.readUInt16BE(at + i * 2));
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength && j - i > 1) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

function rows<T>(b: Buffer, length: number, rowSize: number, decode: (at: number) => T): T[] {
  const count = length >= 4 ? b.readUInt32LE(0) : 0;
  const out: T[] = [];
  // The row array is aligned after dwNumEntries: 4 for the IPv4 tables, 4 for the IPv6 ones (their rows have no
  // 8-byte members), so rows start at offset 4.
  for (let i = 0; i < count; i++) {
    const at = 4 + i * rowSize;
    if (at + rowSize > length) break;
    out.push(decode(at));
  }
  return out;
}

export function decodeTcp4Table(b: Buffer, length: number): EndpointRow[] {
  return rows(b, length, MIB_TCPROW_OWNER_PID_SIZE, (at) => {
    const state = b.readUInt32LE(at);
    const listening = state === 2;
    return {
      protocol: 'tcp',
      localAddress: ipv4(b, at + 4),
      localPort: port(b, at + 8),
      remoteAddress: listening ? null : ipv4(b, at + 12),
      remotePort: listening ? null : port(b, at + 16),
      state: tcpStateName(state),
      pid: b.readUInt32LE(at + 20),
    };
  });
}

export function decodeTcp6Table(b: Buffer, length: number): EndpointRow[] {
  return rows(b, length, MIB_TCP6ROW_OWNER_PID_SIZE, (at) => {
    const state = b.readUInt32LE(at + 48);
    const listening = state === 2;
    return {
      protocol: 'tcp6',
      localAddress: ipv6(b, at),
      localPort: port(b, at + 20),
      remoteAddress: listening ? null : ipv6(b, at + 24),
      remotePort: listening ? null : port(b, at + 44),
      state: tcpStateName(state),
      pid: b.readUInt32LE(at + 52),
    };
  });
}

export function decodeUdp4Table(b: Buffer, length: number): EndpointRow[] {
  return rows(b, length, MIB_UDPROW_OWNER_PID_SIZE, (at) => ({
    protocol: 'udp',
    localAddress: ipv4(b, at),
    localPort: port(b, at + 4),
    remoteAddress: null,
    remotePort: null,
    state: null,
    pid: b.readUInt32LE(at + 8),
  }));
}

export function decodeUdp6Table(b: Buffer, length: number): EndpointRow[] {
  return rows(b, length, MIB_UDP6ROW_OWNER_PID_SIZE, (at) => ({
    protocol: 'udp6',
    localAddress: ipv6(b, at),
    localPort: port(b, at + 20),
    remoteAddress: null,
    remotePort: null,
    state: null,
    pid: b.readUInt32LE(at + 24),
  }));
}

// ── version resources ───────────────────────────────────────────────────────────────────────────────

/** VS_FIXEDFILEINFO: signature 0xFEEF04BD at 0, FileVersionMS (8), FileVersionLS (12), ProductVersionMS (16), LS (20). */
export interface FixedFileInfo {
  readonly fileVersion: string;
  readonly productVersion: string;
}
export function decodeFixedFileInfo(b: Buffer): FixedFileInfo | null {
  if (b.length < 24 || b.readUInt32LE(0) !== 0xfeef04bd) return null;
  const v = (ms: number, ls: number): string => `${ms >>> 16}.${ms & 0xffff}.${ls >>> 16}.${ls & 0xffff}`;
  return { fileVersion: v(b.readUInt32LE(8), b.readUInt32LE(12)), productVersion: v(b.readUInt32LE(16), b.readUInt32LE(20)) };
}

/** `\VarFileInfo\Translation` entries (language, code page) as the `XXXXYYYY` keys of `\StringFileInfo\`. */
export function translationKeys(b: Buffer): string[] {
  const keys: string[] = [];
  for (let at = 0; at + 4 <= b.length; at += 4) {
    const lang = b.readUInt16LE(at).toString(16).padStart(4, '0');
    const cp = b.readUInt16LE(at + 2).toString(16).padStart(4, '0');
    keys.push(`${lang}${cp}`.toUpperCase());
  }
  return keys;
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────────

function wideZ(b: Buffer, offset: number, maxChars: number): string {
  const end = Math.min(b.length, offset + maxChars * 2);
  let at = offset;
  while (at + 1 < end && (b[at] !== 0 || b[at + 1] !== 0)) at += 2;
  return b.toString('utf16le', offset, at);
}

/** An affinity mask as the investigation rows show it: lowercase hex without prefix, and a CPU list like `0-3,8`. */
export function affinityMask(mask: bigint): { hex: string; list: string } {
  const cpus: number[] = [];
  for (let bit = 0; bit < 64; bit++) if ((mask >> BigInt(bit)) & 1n) cpus.push(bit);
  const ranges: string[] = [];
  for (let i = 0; i < cpus.length; ) {
    let j = i;
    while (j + 1 < cpus.length && cpus[j + 1] === cpus[j]! + 1) j++;
    ranges.push(i === j ? `${cpus[i]}` : `${cpus[i]}-${cpus[j]}`);
    i = j + 1;
  }
  return { hex: mask.toString(16), list: ranges.join(',') };
}

/** Priority class values (GetPriorityClass) to their names. */
export function priorityClassName(value: number): string | null {
  switch (value) {
    case 0x40:
      return 'Idle';
    case 0x4000:
      return 'BelowNormal';
    case 0x20:
      return 'Normal';
    case 0x8000:
      return 'AboveNormal';
    case 0x80:
      return 'High';
    case 0x100:
      return 'Realtime';
    default:
      return null;
  }
}

/**
 * PROCESS_POWER_THROTTLING_STATE {Version, ControlMask, StateMask}: EXECUTION_SPEED (bit 0) controlled and set is
 * EcoQoS on, controlled and clear is explicitly off, not controlled means the system decides.
 */
export function ecoQosName(controlMask: number, stateMask: number): string {
  if ((controlMask & 1) === 0) return 'system_managed';
  return (stateMask & 1) !== 0 ? 'enabled' : 'disabled';
}
