// koffi declarations for the few libc calls the Linux transport and collectors need (flock, SO_PEERCRED, euid, pidfd,
// fstat's size, pread into a caller's buffer, a directory's entries, readlinkat relative to it, the calling thread's
// CPU clock, a NETLINK_SOCK_DIAG socket's send and receive, madvise for the start-up pages the process releases, and a
// descriptor's close-on-exec duplicate).
// The library is loaded lazily on first use so that importing this module on another platform is harmless;
// every wrapper captures errno immediately after a failing call, before any other native call can clobber it.
import { constants } from 'node:fs';
import koffi from 'koffi';

/** flock(2) operations. */
export const LOCK_SH = 1;
export const LOCK_EX = 2;
export const LOCK_NB = 4;
export const LOCK_UN = 8;

/** getsockopt(2) constants for Linux (the same on every Linux architecture Node ships for). */
export const SOL_SOCKET = 1;
export const SO_PEERCRED = 17;

/** sizeof(struct ucred): pid_t pid; uid_t uid; gid_t gid; — three 32-bit fields, no padding. */
const UCRED_SIZE = 12;

/**
 * pidfd_open(2) has the same number on every architecture because it was added after the syscall
 * tables were unified (Linux 5.3); calling it through syscall(2) avoids depending on glibc >= 2.36.
 */
const SYS_PIDFD_OPEN = 434;
/** pidfd_send_signal(2): added with the unified tables too (Linux 5.1), so one number on every architecture. */
const SYS_PIDFD_SEND_SIGNAL = 424;

/** Result of a libc call that either succeeds with a value or fails with errno. */
export type NativeResult<T> = { ok: true; value: T } | { ok: false; errno: number };

export interface PeerCredentials {
  pid: number;
  uid: number;
  gid: number;
}

type NativeFn = (...args: unknown[]) => unknown;

interface LibcBindings {
  close: NativeFn;
  fcntl: NativeFn;
  flock: NativeFn;
  getsockopt: NativeFn;
  getuid: NativeFn;
  geteuid: NativeFn;
  syscall: NativeFn;
  fstat: NativeFn | null;
  pread: NativeFn;
  open: NativeFn;
  openatAddress: NativeFn;
  getdents64: NativeFn | null;
  getdents64Address: NativeFn | null;
  readlinkatAddress: NativeFn;
  preadAddress: NativeFn;
  clockGettime: NativeFn;
  socket: NativeFn;
  send: NativeFn;
  recv: NativeFn;
  madvise: NativeFn;
  mallocTrim: NativeFn | null;
  mallopt: NativeFn | null;
}

let bindings: LibcBindings | null = null;

function libc(): LibcBindings {
  if (bindings !== null) return bindings;
  if (process.platform !== 'linux') {
    throw new Error(`native/linux/libc is only usable on Linux (this is ${process.platform})`);
  }
  const lib = koffi.load('libc.so.6');
  bindings = {
    close: lib.func('int close(int fd)') as NativeFn,
    // Declared with its one int argument (the form F_DUPFD_CLOEXEC takes), not as variadic.
    fcntl: lib.func('int fcntl(int fd, int cmd, int arg)') as NativeFn,
    flock: lib.func('int flock(int fd, int operation)') as NativeFn,
    // optval and optlen are passed as caller-owned zeroed Buffers, so koffi needs no struct definition.
    getsockopt: lib.func('int getsockopt(int sockfd, int level, int optname, void *optval, void *optlen)') as NativeFn,
    getuid: lib.func('uint32_t getuid(void)') as NativeFn,
    geteuid: lib.func('uint32_t geteuid(void)') as NativeFn,
    syscall: lib.func('long syscall(long number, ...)') as NativeFn,
    // glibc exports fstat itself only since 2.33 (before, a macro over __fxstat): absent means "use Node's".
    fstat: STAT_SIZE_OFFSET === null ? null : optionalFunc(lib, 'int fstat(int fd, void *buf)'),
    // off_t is 64 bits on every 64-bit Linux ABI; the buffer is passed as a pointer to its memory, not copied.
    pread: lib.func('long pread(int fd, void *buf, unsigned long count, long offset)') as NativeFn,
    // Two fixed arguments: the descriptors opened here are directories, never created, so no mode is passed.
    open: lib.func('int open(const char *path, int flags)') as NativeFn,
    // The directory scan's calls take their pointers as addresses (see bufferAddress).
    openatAddress: lib.func('int openat(int dirfd, uintptr_t path, int flags)') as NativeFn,
    // glibc exports getdents64 since 2.30; before, the raw syscall is used (getDirectoryEntries).
    getdents64: optionalFunc(lib, 'long getdents64(int fd, void *dirp, unsigned long count)'),
    getdents64Address: optionalFunc(lib, 'long getdents64(int fd, uintptr_t dirp, unsigned long count)'),
    readlinkatAddress: lib.func('long readlinkat(int dirfd, uintptr_t path, uintptr_t buf, unsigned long size)') as NativeFn,
    preadAddress: lib.func('long pread(int fd, uintptr_t buf, unsigned long count, long offset)') as NativeFn,
    // struct timespec is passed as a caller-owned buffer (two 64-bit fields on every 64-bit Linux ABI).
    clockGettime: lib.func('int clock_gettime(int clockid, void *tp)') as NativeFn,
    socket: lib.func('int socket(int domain, int type, int protocol)') as NativeFn,
    send: lib.func('long send(int fd, void *buf, unsigned long len, int flags)') as NativeFn,
    recv: lib.func('long recv(int fd, void *buf, unsigned long len, int flags)') as NativeFn,
    madvise: lib.func('int madvise(uintptr_t addr, unsigned long length, int advice)') as NativeFn,
    // glibc's own (musl has none): absent means nothing is trimmed.
    mallocTrim: optionalFunc(lib, 'int malloc_trim(unsigned long pad)'),
    mallopt: optionalFunc(lib, 'int mallopt(int param, int value)'),
  };
  return bindings;
}

/** A function the library may lack (an older glibc), or null. */
function optionalFunc(lib: ReturnType<typeof koffi.load>, signature: string): NativeFn | null {
  try {
    return lib.func(signature) as NativeFn;
  } catch {
    return null;
  }
}

/**
 * Offset of st_size in struct stat: 48 on x86_64 (dev, ino, nlink 8 bytes each, mode, uid, gid, padding, rdev) and
 * on arm64 (the generic layout: dev, ino, mode, nlink, uid, gid, rdev, padding); null elsewhere (not declared).
 */
const STAT_SIZE_OFFSET = process.arch === 'x64' || process.arch === 'arm64' ? 48 : null;
/** Larger than struct stat on both (144 and 128 bytes); reused, so a call allocates nothing. */
const statBuffer = Buffer.alloc(256);

/**
 * st_size of an open descriptor without Node's Stats object (which builds four Dates per call: measurable when the
 * sampler counts every process's descriptors each pass), and without a result object (~40 KB of garbage a pass at
 * 1,000 processes, issue 31): the size, or -1 on failure with errno left for `lastErrno()` (to be read before any other
 * native call); null when fstat is not declared here, and callers use Node's.
 */
export function fstatSizeRaw(fd: number): number | null {
  const fn = libc().fstat;
  if (fn === null || STAT_SIZE_OFFSET === null) return null;
  if (Number(fn(fd, statBuffer)) !== 0) return -1;
  // Two 32-bit halves rather than readBigInt64LE: no BigInt per call (a descriptor count or procfs size is small).
  return statBuffer.readUInt32LE(STAT_SIZE_OFFSET) + statBuffer.readInt32LE(STAT_SIZE_OFFSET + 4) * 2 ** 32;
}

/** CLOCK_THREAD_CPUTIME_ID from <time.h>: the same value on every Linux architecture. */
const CLOCK_THREAD_CPUTIME_ID = 3;
/** struct timespec on a 64-bit ABI: tv_sec and tv_nsec, 8 bytes each; reused, so a call allocates nothing. */
const timespecBuffer = Buffer.alloc(16);

/**
 * CPU time of the calling thread in ns, exact to the nanosecond: clock_gettime(CLOCK_THREAD_CPUTIME_ID) adds the time
 * the thread has run since the scheduler last accounted it. /proc/thread-self/schedstat does not: for a running thread
 * it lags by up to a scheduler tick (4 ms at HZ=250), as long as a whole sampling pass of a few hundred processes.
 * Null on a 32-bit ABI, whose timespec is laid out otherwise.
 */
export function threadCpuTimeNs(): NativeResult<number> | null {
  if (process.arch !== 'x64' && process.arch !== 'arm64') return null;
  const rc = Number(libc().clockGettime(CLOCK_THREAD_CPUTIME_ID, timespecBuffer));
  if (rc !== 0) return { ok: false, errno: errnoNow() };
  // A thread's CPU time stays far below 2^53 ns (104 days), so a number is exact.
  return { ok: true, value: Number(timespecBuffer.readBigInt64LE(0)) * 1e9 + Number(timespecBuffer.readBigInt64LE(8)) };
}

/**
 * pread(fd, buffer, length, 0) into the start of `buffer`: the bytes read, or -1 on failure with errno left for
 * `lastErrno()` (to be read before any other native call). About 2 µs cheaper per call than Node's readSync, and no
 * result object: the sampler reads its kept files this way, about three per process per pass.
 */
export function preadStartRaw(fd: number, buffer: Buffer, length: number): number {
  return Number(libc().pread(fd, buffer, Math.min(length, buffer.length), 0));
}

/** O_CLOEXEC: the same value on every Linux architecture Node ships for. */
const O_CLOEXEC = 0o2000000;
/** O_RDONLY | O_DIRECTORY | O_CLOEXEC; O_DIRECTORY differs between x86_64 and arm64, so it is taken from Node. */
export const OPEN_DIRECTORY_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | O_CLOEXEC;
/** O_RDONLY | O_CLOEXEC, for a file opened with `addressedCalls().openat`. */
export const OPEN_READ_FLAGS = constants.O_RDONLY | O_CLOEXEC;

/**
 * open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC): a directory descriptor for `getDirectoryEntries` and `readLinkAt`,
 * closed with `closeDescriptor` (never fs.closeSync: Node did not open it).
 */
export function openDirectory(path: string): NativeResult<number> {
  const rc = Number(libc().open(path, OPEN_DIRECTORY_FLAGS));
  if (rc >= 0) return { ok: true, value: rc };
  return { ok: false, errno: errnoNow() };
}

/** getdents64 by number where glibc lacks the wrapper (the syscall tables of x86_64 and arm64 differ). */
const SYS_GETDENTS64 = process.arch === 'x64' ? 217 : process.arch === 'arm64' ? 61 : null;

/** Offsets in a `struct linux_dirent64` record: d_reclen (u16, the record's length) and the NUL-terminated name. */
export const DIRENT64_RECLEN_AT = 16;
export const DIRENT64_NAME_AT = 19;

/**
 * getdents64(fd, buffer, buffer.length): the bytes of `struct linux_dirent64` records written into `buffer` (0 at
 * the end of the directory), or errno. Records: d_ino u64, d_off i64, d_reclen u16 at 16, d_type u8 at 18, the
 * NUL-terminated name at 19.
 */
export function getDirectoryEntries(fd: number, buffer: Buffer): NativeResult<number> {
  const bound = libc();
  let rc: number;
  if (bound.getdents64 !== null) rc = Number(bound.getdents64(fd, buffer, buffer.length));
  else if (SYS_GETDENTS64 !== null) rc = Number(bound.syscall(SYS_GETDENTS64, 'int', fd, 'void *', buffer, 'unsigned long', buffer.length));
  else return { ok: false, errno: ENOSYS };
  if (rc >= 0) return { ok: true, value: rc };
  return { ok: false, errno: errnoNow() };
}

const ENOSYS = 38;

// ── Calls by address ─────────────────────────────────────────────────────────────────────────────────────
// The host-wide socket scan makes one readlinkat per descriptor of every process (thousands per capture), so the
// cost of a call matters. koffi converts each Buffer argument through N-API (measured ~125 ns per Buffer, ~250 ns of
// a readlinkat's ~500 ns of call overhead); an address is a plain integer. These calls return the raw result and
// allocate nothing: -1 on failure, with errno left for `lastErrno()`, to be read before any other native call.

/** The smallest buffer bufferAddress accepts: V8 keeps smaller typed arrays on its heap, where a GC may move them. */
const MIN_ADDRESSED_BYTES = 4096;

/**
 * The address of `buffer`'s first byte, for the calls below. The buffer must be one of the caller's own (not a
 * slice of Node's shared pool) and at least 4 KiB: its memory then lives outside V8's heap and never moves. The
 * caller keeps the buffer referenced for as long as it uses the address.
 */
export function bufferAddress(buffer: Buffer): number {
  if (buffer.byteLength < MIN_ADDRESSED_BYTES || buffer.byteOffset !== 0 || buffer.buffer.byteLength !== buffer.byteLength) {
    throw new Error('bufferAddress needs a buffer of its own of at least 4 KiB');
  }
  libc();
  // User-space addresses are below 2^47 on x86_64 and arm64 (2^52 with 5-level paging): exact as a number.
  return Number(koffi.address(buffer));
}

/** madvise(2)'s MADV_DONTNEED: the same value on every Linux architecture Node ships for. */
export const MADV_DONTNEED = 4;

/**
 * madvise(address, length, advice) on this process's own mapping; `address` page-aligned (as /proc/self/smaps lists
 * mappings). User-space addresses are below 2^52, exact as numbers.
 */
export function madvise(address: number, length: number, advice: number): NativeResult<void> {
  const result = libc().madvise(address, length, advice) as number;
  return result === 0 ? { ok: true, value: undefined } : { ok: false, errno: errnoNow() };
}

/**
 * glibc's malloc_trim(0): returns the free memory of every malloc arena to the kernel. True when some was released,
 * false when none was, null where the C library has no malloc_trim.
 */
export function mallocTrim(): boolean | null {
  const fn = libc().mallocTrim;
  return fn === null ? null : (fn(0) as number) === 1;
}

/** mallopt(3) parameters (glibc's malloc.h). */
const M_TRIM_THRESHOLD = -1;
const M_MMAP_THRESHOLD = -3;

/**
 * glibc's mallopt: blocks of at least `mmapBytes` are mmapped (and unmapped when freed) and free memory above
 * `trimBytes` at the heap's top goes back to the kernel when freed. Setting them fixes both, turning off glibc's
 * dynamic threshold (which otherwise rises to the size of the largest mmapped block freed so far, and the trim
 * threshold to twice that). True when both were set, false when glibc refused one, null without mallopt.
 */
export function setMallocThresholds(mmapBytes: number, trimBytes: number): boolean | null {
  const fn = libc().mallopt;
  if (fn === null) return null;
  return (fn(M_MMAP_THRESHOLD, mmapBytes) as number) === 1 && (fn(M_TRIM_THRESHOLD, trimBytes) as number) === 1;
}

/** errno of the last failed call of this thread. */
export function lastErrno(): number {
  return errnoNow();
}

/**
 * openat, getdents64, readlinkat, pread and close with their pointers as addresses, as koffi's own functions: a scan that
 * makes one call per descriptor of every process calls them with nothing in between (a wrapper per call, reached
 * through this module's namespace, cost about a third of the scan's user time: docs/testing.md, issue 12). Each
 * returns the raw result, -1 on failure with errno left for `lastErrno()`, to be read before any other native call.
 */
export interface AddressedCalls {
  /** openat(dirfd, path, flags), `path` a NUL-terminated byte string; OPEN_DIRECTORY_FLAGS opens a directory. */
  readonly openat: (dirfd: number, pathAddress: number, flags: number) => number;
  /** getdents64 into `length` bytes at `address`: the bytes of records written (layout: getDirectoryEntries), 0 at the end. */
  readonly getdents64: (fd: number, address: number, length: number) => number;
  /** The length of the link text written at `targetAddress` (not NUL-terminated, truncated at `length`). */
  readonly readlinkat: (dirfd: number, nameAddress: number, targetAddress: number, length: number) => number;
  /** pread(fd, address, length, offset): the bytes read. */
  readonly pread: (fd: number, address: number, length: number, offset: number) => number;
  /** close(2) of a descriptor these calls opened. */
  readonly close: (fd: number) => number;
}

let addressed: AddressedCalls | null = null;

export function addressedCalls(): AddressedCalls {
  if (addressed !== null) return addressed;
  const bound = libc();
  const getdents64Address = bound.getdents64Address;
  let getdents64: AddressedCalls['getdents64'];
  if (getdents64Address !== null) getdents64 = getdents64Address as AddressedCalls['getdents64'];
  else if (SYS_GETDENTS64 !== null) {
    const syscallNumber = SYS_GETDENTS64;
    getdents64 = (fd, address, length) => Number(bound.syscall(syscallNumber, 'int', fd, 'uintptr_t', address, 'unsigned long', length));
  } else {
    getdents64 = () => {
      koffi.errno(ENOSYS);
      return -1;
    };
  }
  // koffi returns a C `long` or `int` as a JS number when it fits one exactly, as these results (-1, a length or a
  // descriptor) always do.
  addressed = {
    openat: bound.openatAddress as AddressedCalls['openat'],
    getdents64,
    readlinkat: bound.readlinkatAddress as AddressedCalls['readlinkat'],
    pread: bound.preadAddress as AddressedCalls['pread'],
    close: bound.close as AddressedCalls['close'],
  };
  return addressed;
}

function errnoNow(): number {
  return koffi.errno();
}

/** flock(fd, operation); EWOULDBLOCK (== EAGAIN on Linux) reports a conflicting holder with LOCK_NB. */
export function flock(fd: number, operation: number): NativeResult<void> {
  const fn = libc().flock;
  const rc = Number(fn(fd, operation));
  if (rc === 0) return { ok: true, value: undefined };
  return { ok: false, errno: errnoNow() };
}

/** Credentials the kernel recorded for the other end of a connected Unix socket (at connect/listen time). */
export function getPeerCredentials(fd: number): NativeResult<PeerCredentials> {
  const fn = libc().getsockopt;
  const cred = Buffer.alloc(UCRED_SIZE);
  const len = Buffer.alloc(4);
  len.writeUInt32LE(UCRED_SIZE, 0);
  const rc = Number(fn(fd, SOL_SOCKET, SO_PEERCRED, cred, len));
  if (rc !== 0) return { ok: false, errno: errnoNow() };
  if (len.readUInt32LE(0) !== UCRED_SIZE) return { ok: false, errno: 0 };
  return {
    ok: true,
    value: { pid: cred.readInt32LE(0), uid: cred.readUInt32LE(4), gid: cred.readUInt32LE(8) },
  };
}

export function getuid(): number {
  return Number(libc().getuid());
}

export function geteuid(): number {
  return Number(libc().geteuid());
}

/**
 * close(2) for a descriptor this module opened (a pidfd). Node's fs.closeSync must not close it: in a worker
 * thread Node tracks the descriptors fs opened and warns "closed but not opened" for any other.
 */
export function closeDescriptor(fd: number): NativeResult<void> {
  const rc = Number(libc().close(fd));
  if (rc === 0) return { ok: true, value: undefined };
  return { ok: false, errno: errnoNow() };
}

/** fcntl(2)'s F_DUPFD_CLOEXEC (the same on every Linux architecture). */
const F_DUPFD_CLOEXEC = 1030;

/**
 * A second descriptor for the same open file, close-on-exec (no child process inherits it): a connection accepted on
 * one thread is handed to another this way (src/ipc/endpoint-linux.ts), since both share the descriptor table.
 */
export function duplicateDescriptor(fd: number): NativeResult<number> {
  const rc = Number(libc().fcntl(fd, F_DUPFD_CLOEXEC, 0));
  if (rc >= 0) return { ok: true, value: rc };
  return { ok: false, errno: errnoNow() };
}

/**
 * Grows this process's descriptor table to hold at least `count` descriptors, in one step: a descriptor numbered
 * `count - 1` or above is made (F_DUPFD_CLOEXEC of /dev/null) and both are closed again; the table keeps its size. The
 * kernel otherwise doubles the table as descriptors are opened, and each doubling of a table that several threads share
 * waits for an RCU grace period (fs/file.c, expand_fdtable: 4-20 ms here) in whichever open needs the next slot.
 * EINVAL when `count` exceeds RLIMIT_NOFILE.
 */
export function reserveDescriptorTable(count: number): NativeResult<void> {
  const lib = libc();
  const fd = Number(lib.open('/dev/null', OPEN_READ_FLAGS));
  if (fd < 0) return { ok: false, errno: errnoNow() };
  const high = Number(lib.fcntl(fd, F_DUPFD_CLOEXEC, Math.max(0, count - 1)));
  const errno = high < 0 ? errnoNow() : 0;
  lib.close(fd);
  if (high < 0) return { ok: false, errno };
  lib.close(high);
  return { ok: true, value: undefined };
}

/** pidfd_open(pid, 0): a descriptor that keeps referring to this process even if its PID is reused. */
export function pidfdOpen(pid: number): NativeResult<number> {
  const fn = libc().syscall;
  const rc = Number(fn(SYS_PIDFD_OPEN, 'int', pid, 'uint', 0));
  if (rc >= 0) return { ok: true, value: rc };
  return { ok: false, errno: errnoNow() };
}

/**
 * Sends `signal` to the process a pidfd refers to: never to a later process that reused its PID, since the pidfd
 * names one process for life. ESRCH once it has exited; ENOSYS before Linux 5.1.
 */
export function pidfdSendSignal(pidfd: number, signal: number): NativeResult<void> {
  const fn = libc().syscall;
  const rc = Number(fn(SYS_PIDFD_SEND_SIGNAL, 'int', pidfd, 'int', signal, 'void *', null, 'uint', 0));
  if (rc === 0) return { ok: true, value: undefined };
  return { ok: false, errno: errnoNow() };
}

/** socket(2) constants of the sock_diag netlink family (the same on every Linux architecture). */
const AF_NETLINK = 16;
const SOCK_DGRAM = 2;
const SOCK_CLOEXEC = 0o2000000;
const NETLINK_SOCK_DIAG = 4;

/** A NETLINK_SOCK_DIAG socket (the kernel's socket diagnostics, as `ss` uses), close-on-exec; close it with closeDescriptor. */
export function openSockDiagSocket(): NativeResult<number> {
  const rc = Number(libc().socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_SOCK_DIAG));
  if (rc >= 0) return { ok: true, value: rc };
  return { ok: false, errno: errnoNow() };
}

/** send(fd, the first `length` bytes of buffer, 0): the bytes sent. */
export function sendBytes(fd: number, buffer: Buffer, length: number): NativeResult<number> {
  const rc = Number(libc().send(fd, buffer, length, 0));
  if (rc >= 0) return { ok: true, value: rc };
  return { ok: false, errno: errnoNow() };
}

/** recv(fd, buffer, its length, 0) into the caller's buffer (not copied back and forth): the bytes received. */
export function receiveBytes(fd: number, buffer: Buffer): NativeResult<number> {
  const rc = Number(libc().recv(fd, buffer, buffer.byteLength, 0));
  if (rc >= 0) return { ok: true, value: rc };
  return { ok: false, errno: errnoNow() };
}
