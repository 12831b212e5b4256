// The wanted socket inodes one process holds, from its /proc/PID/fd links: the shared scan of the host-wide network
// capture (in-process and in the path helper, which scans the other half of the processes on the second core).
//
// Every descriptor of every process is read once per capture, so the per-descriptor cost is the capture's cost. The
// native path lists the directory with getdents64 into a reused buffer and reads each link with readlinkat relative
// to the opened directory into another reused buffer: no path string built, no Node error object for a descriptor
// that closed meanwhile, no string for a link that is not a wanted socket (the inode is compared as a number).
// Measured against readdirSync + readlinkSync per descriptor: about 40% less CPU per descriptor (docs/testing.md).
// Where the native calls cannot be loaded (no glibc), the same answer comes from readFdLinks.
import type { NativeResult } from '../../../../native/linux/libc.js';
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

/** `[fd name, inode]` of each descriptor naming a wanted socket; `gone`/`denied` when the directory cannot be read. */
export type SocketLinks = [string, string][] | 'gone' | 'denied';

interface NativeCalls {
  readonly openDirectory: (path: string) => NativeResult<number>;
  readonly getDirectoryEntries: (fd: number, buffer: Buffer) => NativeResult<number>;
  readonly readLinkAt: (dirfd: number, name: Buffer, target: Buffer) => NativeResult<number>;
  readonly closeDescriptor: (fd: number) => unknown;
}

/** Loaded once per thread: null until tried, false when the binding is unusable here. */
let native: NativeCalls | false | null = null;

async function loadNative(): Promise<NativeCalls | false> {
  if (native !== null) return native;
  try {
    if (process.platform !== 'linux') throw new Error('not Linux');
    const libc = await import('../../../../native/linux/libc.js');
    // One call proves the library loads (koffi, glibc) before any scan relies on it.
    const probe = libc.openDirectory('/');
    if (!probe.ok) throw new Error(`open(/) failed: errno ${probe.errno}`);
    libc.closeDescriptor(probe.value);
    native = libc;
  } catch {
    native = false;
  }
  return native;
}

/** Loads the native calls for this thread (call once before scanning; scans fall back to Node's fs until then). */
export function prepareSocketScan(): Promise<unknown> {
  return loadNative();
}

const ENOENT = 2;
const ESRCH = 3;
const EACCES = 13;
const EPERM = 1;
/** Directory records per getdents64 call: 32 KiB holds about 1,300 fd entries (24 bytes each). */
const entries = Buffer.alloc(32 * 1024);
/** One descriptor name, NUL-terminated (at most 10 digits). */
const nameBuffer = Buffer.alloc(16);
/** `socket:[` + 20 digits + `]`; longer link texts are truncated, which cannot hide a socket. */
const linkBuffer = Buffer.alloc(64);
const SOCKET_PREFIX = Buffer.from('socket:[', 'latin1');

/**
 * The descriptors of `${procRoot}/${pid}/fd` that name a socket in `wanted`. A descriptor closed between listing
 * and reading is skipped, as a file opened after listing is not seen: the scan is one pass over a moving table.
 */
export function socketLinksOf(procRoot: string, pid: number, wanted: WantedInodes): SocketLinks {
  if (native === null || native === false) return socketLinksByNode(procRoot, pid, wanted);
  const calls = native;
  const dir = calls.openDirectory(`${procRoot}/${pid}/fd`);
  if (!dir.ok) return dir.errno === EACCES || dir.errno === EPERM ? 'denied' : 'gone';
  const found: [string, string][] = [];
  try {
    for (;;) {
      const read = calls.getDirectoryEntries(dir.value, entries);
      if (!read.ok) return found.length > 0 ? found : read.errno === EACCES || read.errno === EPERM ? 'denied' : 'gone';
      if (read.value === 0) return found;
      for (let at = 0; at < read.value; at += entries.readUInt16LE(at + 16)) {
        const denied = examine(calls, dir.value, at + 19, wanted, found);
        if (denied) return 'denied';
      }
    }
  } finally {
    calls.closeDescriptor(dir.value);
  }
}

/** Reads the link of the directory entry whose name starts at `nameAt`; true when the kernel refused (EACCES). */
function examine(calls: NativeCalls, dirfd: number, nameAt: number, wanted: WantedInodes, found: [string, string][]): boolean {
  // Copy the name (digits, or `.`/`..`) with its NUL into the reused name buffer.
  let length = 0;
  for (let b = entries[nameAt]; b !== 0 && length < nameBuffer.length - 1; b = entries[nameAt + ++length]) nameBuffer[length] = b;
  nameBuffer[length] = 0;
  if (nameBuffer[0] === 46) return false; // `.` and `..`
  const link = calls.readLinkAt(dirfd, nameBuffer, linkBuffer);
  if (!link.ok) return link.errno === EACCES || link.errno === EPERM;
  const n = link.value;
  if (n < 10 || linkBuffer[n - 1] !== 93 || linkBuffer.compare(SOCKET_PREFIX, 0, 8, 0, 8) !== 0) return false;
  let inode = 0;
  for (let i = 8; i < n - 1; i++) {
    const digit = linkBuffer[i] - 48;
    if (digit < 0 || digit > 9) return false;
    inode = inode * 10 + digit;
  }
  if (n - 9 <= MAX_EXACT_DIGITS) {
    if (!wanted.numbers.has(inode)) return false;
    found.push([nameBuffer.toString('latin1', 0, length), String(inode)]);
  } else {
    const text = linkBuffer.toString('latin1', 8, n - 1);
    if (wanted.texts.has(text)) found.push([nameBuffer.toString('latin1', 0, length), text]);
  }
  return false;
}

/** The same answer through Node's fs (no native binding here); exported so a test can compare both paths. */
export function socketLinksByNode(procRoot: string, pid: number, wanted: WantedInodes): SocketLinks {
  const read = readFdLinks(procRoot, pid);
  if (typeof read === 'string') return read;
  const found: [string, string][] = [];
  for (const [name, link] of read.links) {
    // `socket:[12345]`
    if (link.charCodeAt(0) !== 115 || !link.startsWith('socket:[')) continue;
    const inode = link.slice(8, -1);
    if (isWanted(wanted, inode)) found.push([name, inode]);
  }
  return found;
}
