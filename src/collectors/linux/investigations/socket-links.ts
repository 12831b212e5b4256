// The wanted socket inodes one process holds, from its /proc/PID/fd links: the per-process scan of the network
// capture, host-wide and for one process, on the calling thread.
//
// Every descriptor of every process is read once per capture, so the per-descriptor cost is the capture's cost. The
// native path lists the directory with getdents64 into one buffer of this thread and reads each link with readlinkat
// relative to the opened directory, the name passed where getdents64 wrote it and the link read into the same buffer:
// no path string built, no Node error object for a descriptor that closed meanwhile, no string for a link that is not
// a wanted socket (the inode is compared as a number), no object per call (pointers go to koffi as addresses, results
// come back as numbers). Measured against readdirSync + readlinkSync per descriptor: about 40% less CPU per
// descriptor; the addressed calls took another ~10% off the scan (docs/testing.md, issue 12).
// Where the native calls cannot be loaded (no glibc), the same answer comes from readFdLinks.
import { DIRENT64_NAME_AT, DIRENT64_RECLEN_AT, type AddressedCalls } from '../../../../native/linux/libc.js';
import { isDenied, nodeProcFs, readOptional, type ProcFs } from '../procfs.js';
import { readFdLinks } from './fd-links.js';

/** The inodes a capture looks for (those of the endpoint tables), as numbers and, for the unlikely rest, as text. */
export interface WantedInodes {
  readonly numbers: ReadonlySet<number>;
  /** Inodes too large to be exact as a number (socket inodes are 32-bit in Linux; kept lossless regardless). */
  readonly texts: ReadonlySet<string>;
  readonly size: number;
}

export function wantedInodes(inodes: Iterable<string>): WantedInodes {
  const numbers = new Set<number>();
  const texts = new Set<string>();
  for (const inode of inodes) {
    const n = Number(inode);
    if (inode.length <= MAX_EXACT_DIGITS && Number.isSafeInteger(n) && String(n) === inode) numbers.add(n);
    else texts.add(inode);
  }
  return { numbers, texts, size: numbers.size + texts.size };
}

/** Whether an inode read as text is one of `wanted`. */
export function isWanted(wanted: WantedInodes, inode: string): boolean {
  return wanted.texts.has(inode) || wanted.numbers.has(Number(inode));
}

/** Decimal digits that always fit a double exactly (2^53 has 16). */
const MAX_EXACT_DIGITS = 15;

/**
 * `[fd name, inode]` of each descriptor naming a wanted socket; `gone`/`denied` when the directory cannot be read.
 * A process holding none gets the shared empty array (most processes; nothing is allocated for them).
 */
export type SocketLinks = readonly (readonly [string, string])[] | 'gone' | 'denied';

const NO_LINKS: readonly (readonly [string, string])[] = Object.freeze([]);

type Libc = typeof import('../../../../native/linux/libc.js');

/** The native calls and this thread's scan memory: one buffer of its own, addressed once (see bufferAddress). */
interface NativeScan {
  readonly calls: AddressedCalls;
  readonly libc: Pick<Libc, 'openDirectory' | 'lastErrno' | 'OPEN_DIRECTORY_FLAGS' | 'OPEN_READ_FLAGS'>;
  readonly memory: Buffer;
  /** Address of memory[0]. */
  readonly base: number;
}

/** Loaded once per thread: null until tried, false when the binding is unusable here. */
let native: NativeScan | false | null = null;

/** Directory records per getdents64 call: 32 KiB holds about 1,300 fd entries (24 bytes each). */
const ENTRIES_BYTES = 32 * 1024;
/** Where the link text is read: `socket:[` + 20 digits + `]` fit; longer texts are truncated, which cannot hide a socket. */
const LINK_AT = ENTRIES_BYTES;
const LINK_BYTES = 64;
/** `<pid>/fd`, `<pid>/stat` or `<pid>/fd/<fd>`, NUL-terminated, opened relative to the proc root's descriptor. */
const FD_DIR_AT = LINK_AT + LINK_BYTES;
const FD_DIR_BYTES = 32;
/** An owner's `stat` line: about 300 bytes, never near 2 KiB (52 numbers and a name of at most 64 bytes). */
const STAT_AT = FD_DIR_AT + FD_DIR_BYTES;
const STAT_BYTES = 2048;
const MEMORY_BYTES = STAT_AT + STAT_BYTES;

async function loadNative(): Promise<NativeScan | false> {
  if (native !== null) return native;
  try {
    if (process.platform !== 'linux') throw new Error('not Linux');
    const libc = await import('../../../../native/linux/libc.js');
    const memory = Buffer.allocUnsafeSlow(MEMORY_BYTES);
    const base = libc.bufferAddress(memory);
    const calls = libc.addressedCalls();
    // One listing proves the library loads (koffi, glibc, getdents64) before any scan relies on it.
    const probe = libc.openDirectory('/');
    if (!probe.ok) throw new Error(`open(/) failed: errno ${probe.errno}`);
    const listed = calls.getdents64(probe.value, base, ENTRIES_BYTES);
    calls.close(probe.value);
    if (listed <= 0) throw new Error('getdents64 failed');
    native = { calls, libc, memory, base };
  } catch {
    native = false;
  }
  return native;
}

/** Loads the native calls for this thread (call once before scanning; scans fall back to Node's fs until then). */
export function prepareSocketScan(): Promise<unknown> {
  return loadNative();
}

const EACCES = 13;
const EPERM = 1;
/** The largest record of an fd directory (19 header bytes, up to 10 digits and the NUL, 8-byte aligned), doubled. */
const ENTRY_SLACK = 64;
/** The proc root's directory descriptor, kept for the thread's life (one per root; normally only /proc). */
const rootDescriptors = new Map<string, number>();

const isDeniedErrno = (errno: number): boolean => errno === EACCES || errno === EPERM;

/**
 * The descriptors of `${procRoot}/${pid}/fd` that name a socket in `wanted`. A descriptor closed between listing
 * and reading is skipped, as a file opened after listing is not seen: the scan is one pass over a moving table.
 * The directory records are read in place: each name is passed to readlinkat where getdents64 wrote it.
 */
export function socketLinksOf(procRoot: string, pid: number, wanted: WantedInodes, drm: DrmLinkSink | null = null): SocketLinks {
  if (native === null || native === false) return socketLinksByNode(procRoot, pid, wanted, drm);
  const { memory, base, libc } = native;
  const { getdents64, readlinkat, close } = native.calls;
  const dir = openFdDirectory(native, procRoot, pid);
  if (dir < 0) return isDeniedErrno(libc.lastErrno()) ? 'denied' : 'gone';
  let found: [string, string][] | null = null;
  try {
    for (;;) {
      const read = getdents64(dir, base, ENTRIES_BYTES);
      if (read < 0) {
        if (found !== null) return found;
        return isDeniedErrno(libc.lastErrno()) ? 'denied' : 'gone';
      }
      if (read === 0) return found ?? NO_LINKS;
      for (let at = 0; at < read; at += memory[at + DIRENT64_RECLEN_AT] | (memory[at + DIRENT64_RECLEN_AT + 1] << 8)) {
        const nameAt = at + DIRENT64_NAME_AT;
        if (memory[nameAt] === 46) continue; // `.` and `..`
        const n = readlinkat(dir, base + nameAt, base + LINK_AT, LINK_BYTES);
        if (n < 0) {
          // Closed meanwhile (ENOENT) is skipped; a refusal means the table is not ours to read.
          if (isDeniedErrno(libc.lastErrno())) return 'denied';
          continue;
        }
        if (drm !== null && memory[LINK_AT] === 47) {
          const node = drmNode(memory, n);
          if (node !== null) drm.push([memory.toString('latin1', nameAt, memory.indexOf(0, nameAt)), node]);
          continue;
        }
        const inode = wantedSocketInode(memory, n, wanted);
        if (inode !== null) (found ??= []).push([memory.toString('latin1', nameAt, memory.indexOf(0, nameAt)), inode]);
      }
      // procfs lists a process's descriptors until the buffer is full: room left for another record means the
      // listing ended, and the call that would only answer 0 (walking the descriptor table again) is skipped.
      if (read <= ENTRIES_BYTES - ENTRY_SLACK) return found ?? NO_LINKS;
    }
  } finally {
    close(dir);
  }
}

/** The kept descriptor of `procRoot` for this thread, or -1 when it cannot be opened (paths are then used). */
function rootDescriptor(scan: NativeScan, procRoot: string): number {
  let root = rootDescriptors.get(procRoot);
  if (root === undefined) {
    const opened = scan.libc.openDirectory(procRoot);
    root = opened.ok ? opened.value : -1;
    rootDescriptors.set(procRoot, root);
  }
  return root;
}

/**
 * Writes `<pid>/fd`, `<pid>/fd/<fd>` (`fd` a descriptor's name) or `<pid>/stat`, NUL-terminated, at FD_DIR_AT: the
 * digits in place, no string per process.
 */
function writeRelativePath(memory: Buffer, pid: number, rest: 'fd' | 'stat', fd?: string): void {
  let end = FD_DIR_AT + 1;
  for (let left = pid; left >= 10; left = Math.floor(left / 10)) end++;
  for (let i = end - 1, left = pid; i >= FD_DIR_AT; i--, left = Math.floor(left / 10)) memory[i] = 48 + (left % 10);
  memory[end++] = 47; // '/'
  end += memory.write(rest, end, 'latin1');
  if (fd !== undefined) {
    memory[end++] = 47;
    end += memory.write(fd, end, 'latin1');
  }
  memory[end] = 0;
}

/** Opens `<procRoot>/<pid>/fd`: relative to the kept proc root descriptor, or by path when that cannot be opened. */
function openFdDirectory(scan: NativeScan, procRoot: string, pid: number): number {
  const root = rootDescriptor(scan, procRoot);
  if (root < 0) {
    const opened = scan.libc.openDirectory(`${procRoot}/${pid}/fd`);
    return opened.ok ? opened.value : -1;
  }
  writeRelativePath(scan.memory, pid, 'fd');
  return scan.calls.openat(root, scan.base + FD_DIR_AT, scan.libc.OPEN_DIRECTORY_FLAGS);
}

/**
 * The `stat` line of a process whose scan found wanted sockets, and proof that it is still that process: read after
 * the stat line, its descriptor `fd` still names `socket:[inode]` (a socket inode is unique while the socket lives).
 * Null when either read fails or the link changed. Read natively relative to the kept proc root (no path string, no
 * Node fs call); through Node's fs where the native calls are not loaded.
 */
export function verifiedOwnerStat(procRoot: string, pid: number, fd: string, inode: string): string | null {
  const scan = native;
  const root = scan === null || scan === false ? -1 : rootDescriptor(scan, procRoot);
  if (scan === null || scan === false || root < 0 || fd.length > 10) return verifiedOwnerStatThrough(nodeProcFs, procRoot, pid, fd, inode);
  const { calls, memory, base, libc } = scan;
  writeRelativePath(memory, pid, 'stat');
  const file = calls.openat(root, base + FD_DIR_AT, libc.OPEN_READ_FLAGS);
  if (file < 0) return null;
  let n: number;
  try {
    n = calls.pread(file, base + STAT_AT, STAT_BYTES, 0);
  } finally {
    calls.close(file);
  }
  if (n <= 0 || n >= STAT_BYTES) return n === STAT_BYTES ? verifiedOwnerStatThrough(nodeProcFs, procRoot, pid, fd, inode) : null;
  const stat = memory.toString('latin1', STAT_AT, STAT_AT + n);
  writeRelativePath(memory, pid, 'fd', fd);
  const linkLength = calls.readlinkat(root, base + FD_DIR_AT, base + LINK_AT, LINK_BYTES);
  if (linkLength < 0 || memory.toString('latin1', LINK_AT, LINK_AT + linkLength) !== `socket:[${inode}]`) return null;
  return stat;
}

/**
 * `verifiedOwnerStat` through a ProcFs by path: Node's fs where the native calls are not loaded, an injected one
 * (recorded fixtures), and in a test that compares both paths.
 */
export function verifiedOwnerStatThrough(fs: ProcFs, procRoot: string, pid: number, fd: string, inode: string): string | null {
  const stat = readOptional(fs, `${procRoot}/${pid}/stat`, 'latin1');
  if (stat === null) return null;
  try {
    return fs.readLink(`${procRoot}/${pid}/fd/${fd}`) === `socket:[${inode}]` ? stat : null;
  } catch {
    return null;
  }
}

/** The inode of the `n`-byte link text at LINK_AT when it names a wanted socket (`socket:[…]`), else null. */
function wantedSocketInode(memory: Buffer, n: number, wanted: WantedInodes): string | null {
  const end = LINK_AT + n - 1;
  // The first byte and the brackets tell almost every other link apart before the rest is compared.
  if (n < 10 || memory[LINK_AT] !== 115 || memory[LINK_AT + 7] !== 91 || memory[end] !== 93) return null;
  for (let i = 1; i < 7; i++) if (memory[LINK_AT + i] !== SOCKET_PREFIX_BYTES[i]) return null;
  let inode = 0;
  for (let i = LINK_AT + 8; i < end; i++) {
    const digit = memory[i] - 48;
    if (digit < 0 || digit > 9) return null;
    inode = inode * 10 + digit;
  }
  if (n - 9 <= MAX_EXACT_DIGITS) return wanted.numbers.has(inode) ? String(inode) : null;
  const text = memory.toString('latin1', LINK_AT + 8, end);
  return wanted.texts.has(text) ? text : null;
}

const SOCKET_PREFIX_BYTES = Uint8Array.from(Buffer.from('socket:[', 'latin1'));

/**
 * Where a walk also collects the process's DRM descriptors, `[fd name, node]` (`/dev/dri/renderD128` → `renderD128`),
 * so the GPU collector reads the descriptor links in the same walk as the socket scan rather than in a second one.
 */
export type DrmLinkSink = [string, string][];

const DRI_PREFIX = '/dev/dri/';
const DRI_PREFIX_BYTES = Uint8Array.from(Buffer.from(DRI_PREFIX, 'latin1'));

/** The node name of the `n`-byte link text at LINK_AT when it is a DRM device node, else null. */
function drmNode(memory: Buffer, n: number): string | null {
  if (n <= DRI_PREFIX_BYTES.length || n >= LINK_BYTES) return null;
  for (let i = 1; i < DRI_PREFIX_BYTES.length; i++) if (memory[LINK_AT + i] !== DRI_PREFIX_BYTES[i]) return null;
  return memory.toString('latin1', LINK_AT + DRI_PREFIX_BYTES.length, LINK_AT + n);
}

/** The same answer through Node's fs (no native binding here); exported so a test can compare both paths. */
export function socketLinksByNode(procRoot: string, pid: number, wanted: WantedInodes, drm: DrmLinkSink | null = null): SocketLinks {
  const read = readFdLinks(procRoot, pid);
  if (typeof read === 'string') return read;
  const found: [string, string][] = [];
  for (const [name, link] of read.links) {
    if (drm !== null && link.startsWith(DRI_PREFIX)) {
      drm.push([name, link.slice(DRI_PREFIX.length)]);
      continue;
    }
    // `socket:[12345]`
    if (link.charCodeAt(0) !== 115 || !link.startsWith('socket:[')) continue;
    const inode = link.slice(8, -1);
    if (isWanted(wanted, inode)) found.push([name, inode]);
  }
  return found;
}

/**
 * The wanted sockets `pid` holds (and, with `drm`, its DRM descriptors), read through `fs`: the native scan on the real procfs (its array as it is: most
 * processes hold no wanted socket, and nothing is copied for them), else a listing and a readlink per descriptor
 * through the injected ProcFs (recorded fixtures). Shared by the network capture and the sampler's per-process
 * network throughput.
 */
export function heldSocketLinks(fs: ProcFs, procRoot: string, pid: number, wanted: WantedInodes, drm: DrmLinkSink | null = null): SocketLinks {
  if (fs === nodeProcFs) return socketLinksOf(procRoot, pid, wanted, drm);
  const found: [string, string][] = [];
  const base = `${procRoot}/${pid}/fd`;
  let names: string[];
  try {
    names = fs.listDir(base);
  } catch (error) {
    return isDenied(error) ? 'denied' : 'gone';
  }
  for (const name of names) {
    let link: string;
    try {
      link = fs.readLink(`${base}/${name}`);
    } catch {
      continue; // closed meanwhile
    }
    if (drm !== null && link.startsWith(DRI_PREFIX)) {
      drm.push([name, link.slice(DRI_PREFIX.length)]);
      continue;
    }
    // `socket:[12345]`
    if (!link.startsWith('socket:[')) continue;
    const inode = link.slice(8, -1);
    if (isWanted(wanted, inode)) found.push([name, inode]);
  }
  return found;
}
