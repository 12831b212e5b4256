// Text parsers for the Linux investigations: /proc/net endpoint tables, maps, fdinfo, mountinfo, the scheduling
// fields of stat, affinity masks, cmdline and ELF headers. Pure functions of text (or bytes); the shared
// sampling parsers in ../parse.ts (stat, status) are reused, not repeated.

// ── stat fields the sampler does not read ──────────────────────────────────────────────────────────────

/** `/proc/PID/stat` (or `/proc/PID/task/TID/stat`) fields 18, 19, 39, 40 and 41 (numbering of proc(5)). */
export interface StatSchedFields {
  /** Field 18 `priority`: 20 + nice for normal tasks, -1 - rt_priority for real-time ones. */
  readonly priority: number;
  /** Field 19 `nice`. */
  readonly nice: number;
  /** Field 39 `processor`: CPU the task last ran on. */
  readonly processor: number;
  /** Field 40 `rt_priority`. */
  readonly rtPriority: number;
  /** Field 41 `policy` (SCHED_* number). */
  readonly policy: number;
}

/** Fields after the comm, so field N of proc(5) is `tail[N - 3]`; the comm ends at the LAST `)`. */
function statTail(text: string): string[] | null {
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  return text.slice(close + 2).trimEnd().split(' ');
}

export function parseStatSchedFields(text: string): StatSchedFields | null {
  const tail = statTail(text);
  if (tail === null || tail.length < 41 - 2) return null;
  const field = (n: number): number => Number.parseInt(tail[n - 3], 10);
  const out = { priority: field(18), nice: field(19), processor: field(39), rtPriority: field(40), policy: field(41) };
  return Object.values(out).every(Number.isSafeInteger) ? out : null;
}

/** SCHED_* policy numbers of sched(7); 4 (SCHED_ISO) was reserved and never implemented. */
const POLICY_NAMES: Readonly<Record<number, string>> = {
  0: 'SCHED_OTHER',
  1: 'SCHED_FIFO',
  2: 'SCHED_RR',
  3: 'SCHED_BATCH',
  5: 'SCHED_IDLE',
  6: 'SCHED_DEADLINE',
};

/** The policy's sched(7) name; an unknown number (a newer kernel's, e.g. SCHED_EXT 7) keeps its number. */
export function policyName(policy: number): string {
  return POLICY_NAMES[policy] ?? (policy === 7 ? 'SCHED_EXT' : `SCHED_${policy}`);
}

// ── /proc/net/{tcp,tcp6,udp,udp6} ──────────────────────────────────────────────────────────────────────

export interface NetEndpoint {
  readonly localAddress: string;
  readonly localPort: number;
  readonly remoteAddress: string;
  readonly remotePort: number;
  /** Kernel socket state number (`st` column, hex in the file). */
  readonly state: number;
  readonly uid: string;
  /** Socket inode as decimal text; `0` for sockets without one (TIME_WAIT, request socks). */
  readonly inode: string;
}

/** TCP states of include/net/tcp_states.h. */
const TCP_STATES: readonly string[] = [
  '',
  'ESTABLISHED',
  'SYN_SENT',
  'SYN_RECV',
  'FIN_WAIT1',
  'FIN_WAIT2',
  'TIME_WAIT',
  'CLOSE',
  'CLOSE_WAIT',
  'LAST_ACK',
  'LISTEN',
  'CLOSING',
  'NEW_SYN_RECV',
  'BOUND_INACTIVE',
];

export function tcpStateName(state: number): string {
  return TCP_STATES[state] || `UNKNOWN_${state}`;
}

/** Host byte order: the kernel prints each 32-bit address word with %08X of its in-memory value. */
export const HOST_LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Bytes of an address column: 8 hex digits per 32-bit word, each word printed as a native-endian integer. */
function addressBytes(hex: string, littleEndian: boolean): number[] | null {
  if (hex.length !== 8 && hex.length !== 32) return null;
  const bytes: number[] = [];
  for (let word = 0; word < hex.length; word += 8) {
    const wordBytes: number[] = [];
    for (let i = 0; i < 8; i += 2) {
      const b = Number.parseInt(hex.slice(word + i, word + i + 2), 16);
      if (Number.isNaN(b)) return null;
      wordBytes.push(b);
    }
    if (littleEndian) wordBytes.reverse();
    bytes.push(...wordBytes);
  }
  return bytes;
}

/** RFC 5952 text of 16 address bytes: lower case, longest run (>= 2) of zero groups as `::`, v4-mapped dotted. */
export function formatIpv6(bytes: readonly number[]): string {
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((bytes[i] << 8) | bytes[i + 1]);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `::ffff:${bytes.slice(12).join('.')}`;
  }
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength && j - i >= 2) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** An address column (`0100007F` or 32 hex digits) as text; null when malformed. */
export function formatProcNetAddress(hex: string, littleEndian = HOST_LITTLE_ENDIAN): string | null {
  const bytes = addressBytes(hex, littleEndian);
  if (bytes === null) return null;
  return bytes.length === 4 ? bytes.join('.') : formatIpv6(bytes);
}

/** Columns of a net table line that are read: sl, local, remote, st, queues, timer, retransmits, uid, timeout, inode. */
const NET_FIELDS = 10;
/** Where each of the first NET_FIELDS fields of the current line starts and ends (reused across lines and calls). */
const fieldStarts = new Int32Array(NET_FIELDS);
const fieldEnds = new Int32Array(NET_FIELDS);

/** `\s` of a regular expression, for the latin1 text of procfs: tab to carriage return, space and no-break space. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160;
}

/**
 * `/proc/net/tcp`, `tcp6`, `udp` or `udp6`: one endpoint per line after the header; malformed lines are skipped.
 * Fields are the runs of non-blank characters (as `line.trim().split(/\s+/)` would give them), located in place
 * rather than split into strings: a host-wide capture parses every socket of the host, and only the few columns
 * used become strings. An address column is formatted once per table (a table repeats a few addresses).
 */
export function parseNetTable(text: string, littleEndian = HOST_LITTLE_ENDIAN): NetEndpoint[] {
  const out: NetEndpoint[] = [];
  const addresses = new Map<string, string | null>();
  const addressOf = (from: number, to: number): string | null => {
    const hex = text.slice(from, to);
    let address = addresses.get(hex);
    if (address === undefined) {
      address = formatProcNetAddress(hex, littleEndian);
      addresses.set(hex, address);
    }
    return address;
  };
  let start = text.indexOf('\n') + 1; // header line
  if (start === 0) return out;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let count = 0;
    for (let i = start; count < NET_FIELDS; ) {
      while (i < end && isSpace(text.charCodeAt(i))) i++;
      if (i >= end) break;
      fieldStarts[count] = i;
      while (i < end && !isSpace(text.charCodeAt(i))) i++;
      fieldEnds[count++] = i;
    }
    start = end + 1;
    // sl local remote st tx:rx tr:when retrnsmt uid timeout inode …
    if (count < NET_FIELDS) continue;
    const localColon = text.indexOf(':', fieldStarts[1]);
    const remoteColon = text.indexOf(':', fieldStarts[2]);
    if (localColon < 0 || localColon >= fieldEnds[1] || remoteColon < 0 || remoteColon >= fieldEnds[2]) continue;
    const localAddress = addressOf(fieldStarts[1], localColon);
    const remoteAddress = addressOf(fieldStarts[2], remoteColon);
    const localPort = Number.parseInt(text.slice(localColon + 1, fieldEnds[1]), 16);
    const remotePort = Number.parseInt(text.slice(remoteColon + 1, fieldEnds[2]), 16);
    const state = Number.parseInt(text.slice(fieldStarts[3], fieldEnds[3]), 16);
    if (localAddress === null || remoteAddress === null || Number.isNaN(localPort) || Number.isNaN(remotePort) || Number.isNaN(state)) continue;
    if (!isDigits(text, fieldStarts[9], fieldEnds[9])) continue;
    out.push({
      localAddress,
      localPort,
      remoteAddress,
      remotePort,
      state,
      uid: text.slice(fieldStarts[7], fieldEnds[7]),
      inode: text.slice(fieldStarts[9], fieldEnds[9]),
    });
  }
  return out;
}

/** Whether text[from, to) is one or more ASCII digits. */
function isDigits(text: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** True for `0.0.0.0` and `::`. */
export function isWildcardAddress(address: string): boolean {
  return address === '0.0.0.0' || address === '::';
}

// ── /proc/PID/maps ─────────────────────────────────────────────────────────────────────────────────────

export interface MapsEntry {
  readonly perms: string;
  /** `major:minor` in hex. */
  readonly device: string;
  readonly inode: string;
  /** Path with the kernel's ` (deleted)` suffix removed; empty for anonymous mappings; `[heap]` etc. kept. */
  readonly path: string;
  /** The mapped file was unlinked (the kernel appended ` (deleted)`). */
  readonly deleted: boolean;
}

const DELETED_SUFFIX = ' (deleted)';

/**
 * `/proc/PID/maps`: `address perms offset dev inode pathname`. The pathname is everything after the inode
 * and its padding, so it may contain spaces; the kernel escapes only a newline in it (as `\012`).
 */
export function parseMaps(text: string): MapsEntry[] {
  const out: MapsEntry[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    let i = 0;
    const fields: string[] = [];
    for (let n = 0; n < 5; n++) {
      while (line.charCodeAt(i) === 32) i++;
      const s = i;
      while (i < line.length && line.charCodeAt(i) !== 32) i++;
      fields.push(line.slice(s, i));
    }
    if (fields[4] === '' || !/^\d+$/.test(fields[4])) continue;
    while (line.charCodeAt(i) === 32) i++;
    let path = line.slice(i).replaceAll('\\012', '\n');
    const deleted = path.endsWith(DELETED_SUFFIX);
    if (deleted) path = path.slice(0, -DELETED_SUFFIX.length);
    out.push({ perms: fields[1], device: fields[3], inode: fields[4], path, deleted });
  }
  return out;
}

export interface ModuleCandidate {
  readonly path: string;
  readonly deleted: boolean;
}

/** Matches a shared-object file name: `libc.so`, `libc.so.6`, `ld-linux-x86-64.so.2`, `foo.cpython-312.so`. */
const SHARED_OBJECT_NAME = /\.so(\.\d+)*$/;

/**
 * The modules of a process: file-backed mappings (inode != 0, absolute path) that are shared objects — mapped
 * executable somewhere, or named `*.so[.N]` — excluding the main executable, deduplicated by path (first
 * mapping wins) and sorted by name, then directory. Data files (locale archives, caches, fonts) are excluded.
 */
export function moduleCandidates(entries: readonly MapsEntry[], executablePath: string | null): ModuleCandidate[] {
  const byPath = new Map<string, { deleted: boolean; executable: boolean }>();
  for (const entry of entries) {
    if (entry.inode === '0' || entry.path.charCodeAt(0) !== 47) continue;
    const seen = byPath.get(entry.path);
    const executable = entry.perms.includes('x');
    if (seen === undefined) byPath.set(entry.path, { deleted: entry.deleted, executable });
    else if (executable) seen.executable = true;
  }
  const out: ModuleCandidate[] = [];
  for (const [path, info] of byPath) {
    if (path === executablePath) continue;
    if (!info.executable && !SHARED_OBJECT_NAME.test(baseName(path))) continue;
    out.push({ path, deleted: info.deleted });
  }
  return out.sort((a, b) => compareText(baseName(a.path), baseName(b.path)) || compareText(dirName(a.path), dirName(b.path)));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function dirName(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash <= 0 ? '/' : path.slice(0, slash);
}

// ── fdinfo and mountinfo ───────────────────────────────────────────────────────────────────────────────

export interface Fdinfo {
  /** File offset as decimal text. */
  readonly pos: string | null;
  /** open(2) flags (the file prints them in octal). */
  readonly flags: number | null;
  readonly mntId: number | null;
  readonly ino: string | null;
}

export function parseFdinfo(text: string): Fdinfo {
  let pos: string | null = null;
  let flags: number | null = null;
  let mntId: number | null = null;
  let ino: string | null = null;
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon);
    const value = line.slice(colon + 1).trim();
    if (key === 'pos' && /^\d+$/.test(value)) pos = value;
    else if (key === 'flags' && /^[0-7]+$/.test(value)) flags = Number.parseInt(value, 8);
    else if (key === 'mnt_id' && /^\d+$/.test(value)) mntId = Number(value);
    else if (key === 'ino' && /^\d+$/.test(value)) ino = value;
  }
  return { pos, flags, mntId, ino };
}

/** Access mode of fdinfo flags: O_RDONLY, O_WRONLY or O_RDWR. */
export function accessMode(flags: number): 'read' | 'write' | 'read_write' {
  const mode = flags & 3;
  return mode === 0 ? 'read' : mode === 1 ? 'write' : 'read_write';
}

export interface MountEntry {
  readonly mountId: number;
  readonly mountPoint: string;
  readonly fsType: string;
}

/** Octal escapes of mountinfo (`\040` space, `\011` tab, `\012` newline, `\134` backslash). */
function unescapeOctal(text: string): string {
  return text.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
}

/** `/proc/PID/mountinfo`: `id parent major:minor root mountpoint options [optional…] - fstype source superopts`. */
export function parseMountinfo(text: string): MountEntry[] {
  const out: MountEntry[] = [];
  for (const line of text.split('\n')) {
    const f = line.split(' ');
    if (f.length < 7) continue;
    const separator = f.indexOf('-', 6);
    const mountId = Number(f[0]);
    if (!Number.isSafeInteger(mountId) || separator < 0) continue;
    out.push({ mountId, mountPoint: unescapeOctal(f[4]), fsType: f[separator + 1] ?? '' });
  }
  return out;
}

/** The mount that holds `path`: the longest matching mount point, the last one mounted on it; or null. */
export function mountOf(path: string, mounts: readonly MountEntry[]): MountEntry | null {
  let best: MountEntry | null = null;
  for (const mount of mounts) {
    const { mountPoint } = mount;
    const matches = mountPoint === '/' || path === mountPoint || path.startsWith(`${mountPoint}/`);
    if (matches && (best === null || mountPoint.length >= best.mountPoint.length)) best = mount;
  }
  return best;
}

/** The mount point that holds `path`, or null. */
export function mountPointOf(path: string, mounts: readonly MountEntry[]): string | null {
  return mountOf(path, mounts)?.mountPoint ?? null;
}

/**
 * Filesystems backed by local block devices or memory. A file of these that a process has mapped is pinned in
 * the dentry and inode caches, so stat() of its path is answered from memory and cannot hang the way a network
 * (nfs, cifs, 9p, ceph…) or FUSE filesystem can. Overlay counts as local: container images live on local disk.
 */
const LOCAL_FILESYSTEMS: ReadonlySet<string> = new Set([
  'ext2', 'ext3', 'ext4', 'xfs', 'btrfs', 'f2fs', 'bcachefs', 'jfs', 'reiserfs', 'nilfs2', 'zfs',
  'tmpfs', 'ramfs', 'devtmpfs', 'squashfs', 'erofs', 'iso9660', 'udf', 'vfat', 'msdos', 'exfat',
  'ntfs', 'ntfs3', 'hfsplus', 'overlay',
]);

export function isLocalFilesystem(fsType: string): boolean {
  return LOCAL_FILESYSTEMS.has(fsType);
}

// ── affinity ───────────────────────────────────────────────────────────────────────────────────────────

/** A CPU list (`0-3,8,10-11`) as CPU numbers; null when malformed. */
export function parseCpuList(text: string): number[] | null {
  const out: number[] = [];
  const t = text.trim();
  if (t === '') return out;
  for (const part of t.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (m === null) return null;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from || to - from > 65_536) return null;
    for (let cpu = from; cpu <= to; cpu++) out.push(cpu);
  }
  return out;
}

/** CPU numbers as a hex mask without prefix or separators (`0` for none). */
export function cpusToHex(cpus: readonly number[]): string {
  let mask = 0n;
  for (const cpu of cpus) mask |= 1n << BigInt(cpu);
  return mask.toString(16);
}

/** Sorted CPU numbers as the kernel's list format. */
export function cpusToList(cpus: readonly number[]): string {
  const sorted = [...new Set(cpus)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

export interface Affinity {
  readonly hex: string;
  readonly list: string;
}

/** `Cpus_allowed` (comma-separated 32-bit hex words) and `Cpus_allowed_list` of `/proc/PID/status`. */
export function parseStatusAffinity(text: string): Affinity | null {
  const mask = /^Cpus_allowed:\s*([0-9a-fA-F,]+)\s*$/m.exec(text);
  const list = /^Cpus_allowed_list:\s*(\S*)\s*$/m.exec(text);
  if (mask === null) return null;
  const hex = BigInt(`0x${mask[1].replaceAll(',', '')}`).toString(16);
  let listText: string;
  if (list !== null && parseCpuList(list[1]) !== null) listText = list[1];
  else {
    const cpus: number[] = [];
    let bits = BigInt(`0x${hex}`);
    for (let cpu = 0; bits > 0n; cpu++, bits >>= 1n) if (bits & 1n) cpus.push(cpu);
    listText = cpusToList(cpus);
  }
  return { hex, list: listText };
}

// ── cmdline ────────────────────────────────────────────────────────────────────────────────────────────

const NEEDS_QUOTES = /[\s"'\\$`]/;

/**
 * `/proc/PID/cmdline` as one line: NUL-separated arguments joined by spaces, an argument that is empty or
 * holds blanks or quotes single-quoted (POSIX shell style). A process that rewrote its argv into one string
 * (setproctitle) has no NULs and is returned as-is. Null for an empty cmdline (kernel thread, zombie).
 */
export function formatCmdline(raw: string): string | null {
  const text = raw.endsWith('\0') ? raw.slice(0, -1) : raw;
  if (text === '') return null;
  if (!text.includes('\0')) return text;
  return text
    .split('\0')
    .map((arg) => (arg === '' || NEEDS_QUOTES.test(arg) ? `'${arg.replaceAll("'", `'\\''`)}'` : arg))
    .join(' ');
}

// ── ELF header ─────────────────────────────────────────────────────────────────────────────────────────

export interface ElfHeader {
  /** 32 or 64 (EI_CLASS). */
  readonly elfClass: 32 | 64;
  readonly littleEndian: boolean;
  /** e_machine. */
  readonly machine: number;
  /** Architecture name (uname -m style), or `elf<class>-machine-<n>` for a machine this table does not know. */
  readonly architecture: string;
}

function machineName(machine: number, elfClass: 32 | 64, littleEndian: boolean): string | null {
  switch (machine) {
    case 3:
      return 'i386';
    case 62:
      return elfClass === 64 ? 'x86_64' : 'x32';
    case 40:
      return 'arm';
    case 183:
      return 'aarch64';
    case 243:
      return elfClass === 64 ? 'riscv64' : 'riscv32';
    case 8:
      return elfClass === 64 ? 'mips64' : 'mips';
    case 20:
      return 'ppc';
    case 21:
      return littleEndian ? 'ppc64le' : 'ppc64';
    case 22:
      return elfClass === 64 ? 's390x' : 's390';
    case 258:
      return 'loongarch64';
    case 2:
      return 'sparc';
    case 43:
      return 'sparc64';
    default:
      return null;
  }
}

/** The first 20 bytes of an ELF file: magic, class, data encoding and e_machine; null when it is not ELF. */
export function parseElfHeader(bytes: Uint8Array): ElfHeader | null {
  if (bytes.length < 20 || bytes[0] !== 0x7f || bytes[1] !== 0x45 || bytes[2] !== 0x4c || bytes[3] !== 0x46) return null;
  const elfClass = bytes[4] === 1 ? 32 : bytes[4] === 2 ? 64 : null;
  const littleEndian = bytes[5] === 1 ? true : bytes[5] === 2 ? false : null;
  if (elfClass === null || littleEndian === null) return null;
  const machine = littleEndian ? bytes[18] | (bytes[19] << 8) : (bytes[18] << 8) | bytes[19];
  return {
    elfClass,
    littleEndian,
    machine,
    architecture: machineName(machine, elfClass, littleEndian) ?? `elf${elfClass}-machine-${machine}`,
  };
}
