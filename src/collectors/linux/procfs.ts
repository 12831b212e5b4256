// Synchronous file access for the Linux collectors: one shared read buffer, no per-read allocation
// beyond the returned string. Tests replace it to inject errors (EACCES, ESRCH) that root cannot see.
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  statSync,
} from 'node:fs';
import {
  closeDescriptor,
  DIRENT64_NAME_AT,
  DIRENT64_RECLEN_AT,
  fstatSizeRaw,
  getDirectoryEntries,
  openDirectory,
  preadStartRaw,
} from '../../../native/linux/libc.js';

export type TextEncoding = 'utf8' | 'latin1';

/** O_PATH from <fcntl.h>, absent from Node's constants: the same value on every Linux architecture Node ships for. */
const O_PATH = 0o10000000;

/** The file operations the Linux sampler needs; every method throws Node `ErrnoException`s. */
export interface ProcFs {
  listDir(path: string): string[];
  /** Reads a whole (small, generated) file: open, read to its end, close. */
  readText(path: string, encoding: TextEncoding): string;
  /**
   * Reads a procfs file the kernel prints as one record (single_open: /proc/PID/status, cgroup, stat, statm, io):
   * open, one read, close. One read returns such a file whole, so the read that would only report its end is skipped
   * (a full buffer reads on).
   */
  readRecord(path: string, encoding: TextEncoding): string;
  /** Opens a file to be re-read with `readOpen`; returns a descriptor. */
  openFile(path: string): number;
  /** Re-reads an open procfs file from offset 0 (seq_file regenerates the content). */
  readOpen(fd: number, encoding: TextEncoding): string;
  /**
   * `readRecord` without the string: the file's bytes are left in `readBytes()` and their count returned (the
   * sampler parses its per-process files in place, no string per file per pass).
   */
  readTextBytes(path: string): number;
  /** `readOpen` without the string, as `readTextBytes`. */
  readOpenBytes(fd: number): number;
  /** Re-reads an open procfs table printed record by record (`/proc/vmstat`, `/proc/diskstats`) from offset 0 to its end. */
  readOpenToEnd(fd: number, encoding: TextEncoding): string;
  closeFile(fd: number): void;
  /** readlink; `latin1` keeps every byte of a name that is not valid UTF-8 (one char per byte). Default `utf8`. */
  readLink(path: string, encoding?: TextEncoding): string;
  /** `st_size` of a path, or null when it does not exist. */
  statSize(path: string): number | null;
  /** Opens a directory to be examined with `fstatSize`. */
  openDir(path: string): number;
  /**
   * Opens a directory as a location only (O_PATH), to be examined with `fstatSize` where it cannot be read: another
   * user's /proc/PID/fd, whose stat still reports the descriptor count.
   */
  openDirLocation(path: string): number;
  /** `st_size` of an open descriptor. */
  fstatSize(fd: number): number;
}

const CHUNK = 64 * 1024;
let shared = Buffer.allocUnsafe(CHUNK);

/**
 * Reads from `fd` at `position` into the shared buffer, growing it when full. `untilEof` reads until a read
 * returns 0: seq_file files printed record by record (`/proc/diskstats`, `/proc/net/dev`, `/proc/cpuinfo`)
 * return about a page per read. The per-process files re-read every pass (`stat`, `statm`, `io`, `status`)
 * are single records that one read returns whole, so they skip the extra read.
 */
function readAll(fd: number, position: number | null, encoding: TextEncoding, untilEof: boolean): string {
  const length = fillShared(fd, position, untilEof); // may replace `shared` with a larger buffer
  return shared.toString(encoding, 0, length);
}

/** `readAll`'s reading: the bytes stay in the shared buffer, their count is returned. */
function fillShared(fd: number, position: number | null, untilEof: boolean): number {
  let length = 0;
  for (;;) {
    const n = readSync(fd, shared, length, shared.length - length, position === null ? null : position + length);
    length += n;
    if (n === 0 || (!untilEof && length < shared.length)) break;
    if (length < shared.length) continue;
    const bigger = Buffer.allocUnsafe(shared.length * 2);
    shared.copy(bigger, 0, 0, length);
    shared = bigger;
  }
  return length;
}

/**
 * The buffer that the last `readTextBytes` or `readOpenBytes` filled, its bytes valid until the next read through
 * this module (the buffer is replaced when a file outgrows it, so take it after the read).
 */
export function readBytes(): Buffer {
  return shared;
}

/**
 * Reading from a descriptor at its current offset: `readSync(fd, buffer, offset, length, null)`, or a test's fake.
 */
export type ReadAt = (buffer: Buffer, offset: number, length: number) => number;

/**
 * The bytes a seq_file table returns per read(2) at least: it fills one page (4 KiB or more) with whole records
 * and stops early only when the next record would not fit or the table ended.
 */
const SEQ_PAGE_BYTES = 4096;

/**
 * Reads a procfs seq_file table whose records are at most `maxRecordBytes` long (`/proc/net/tcp` and kin) and
 * returns its text. A read that returned less than a page minus one record proves the table ended: another
 * record would have fit. So the read(2) that would only report EOF is skipped, and it is not free: for the
 * socket tables the kernel walks the whole socket hash again to find the end (about as long as reading the
 * table, milliseconds on a host with a large hash). A fuller read is followed by more reads, to EOF if need be.
 */
export function readSeqTable(read: ReadAt, encoding: TextEncoding, maxRecordBytes: number): string {
  let length = 0;
  for (;;) {
    if (shared.length - length < SEQ_PAGE_BYTES * 2) {
      const bigger = Buffer.allocUnsafe(shared.length * 2);
      shared.copy(bigger, 0, 0, length);
      shared = bigger;
    }
    const n = read(shared, length, shared.length - length);
    length += n;
    if (n === 0 || n <= SEQ_PAGE_BYTES - maxRecordBytes) break;
  }
  return shared.toString(encoding, 0, length);
}

/** `readSeqTable` of a path on the real procfs. */
export function readSeqTableFile(path: string, encoding: TextEncoding, maxRecordBytes: number): string {
  const fd = openSync(path, constants.O_RDONLY);
  try {
    return readSeqTable((buffer, offset, length) => readSync(fd, buffer, offset, length, null), encoding, maxRecordBytes);
  } finally {
    closeSync(fd);
  }
}

export const nodeProcFs: ProcFs = {
  listDir(path) {
    return readdirSync(path);
  },
  readText(path, encoding) {
    const fd = openSync(path, constants.O_RDONLY);
    try {
      return readAll(fd, null, encoding, true);
    } finally {
      closeSync(fd);
    }
  },
  readRecord(path, encoding) {
    const fd = openSync(path, constants.O_RDONLY);
    try {
      return nodeProcFs.readOpen(fd, encoding);
    } finally {
      closeSync(fd);
    }
  },
  openFile(path) {
    return openSync(path, constants.O_RDONLY);
  },
  readOpen(fd, encoding) {
    // One native pread: the kept per-process files (stat, statm, io, status) are single records far below the
    // buffer. A full buffer or a failure goes through Node's read, which grows the buffer or throws its usual error.
    const native = preadStartRaw(fd, shared, shared.length);
    if (native >= 0 && native < shared.length) return shared.toString(encoding, 0, native);
    return readAll(fd, 0, encoding, false);
  },
  readTextBytes(path) {
    const fd = openSync(path, constants.O_RDONLY);
    try {
      return nodeProcFs.readOpenBytes(fd);
    } finally {
      closeSync(fd);
    }
  },
  readOpenBytes(fd) {
    // No result object per read (preadStartRaw): this runs about three times per process per pass.
    const native = preadStartRaw(fd, shared, shared.length);
    if (native >= 0 && native < shared.length) return native;
    return fillShared(fd, 0, false);
  },
  readOpenToEnd(fd, encoding) {
    return readAll(fd, 0, encoding, true);
  },
  closeFile(fd) {
    closeSync(fd);
  },
  readLink(path, encoding = 'utf8') {
    return readlinkSync(path, encoding);
  },
  statSize(path) {
    const st = statSync(path, { throwIfNoEntry: false });
    return st === undefined ? null : st.size;
  },
  openDir(path) {
    return openSync(path, constants.O_RDONLY | constants.O_DIRECTORY);
  },
  openDirLocation(path) {
    return openSync(path, O_PATH | constants.O_DIRECTORY);
  },
  fstatSize(fd) {
    // The native call allocates nothing; a failure goes through Node's fstat, which throws its usual error.
    const native = fstatSizeRaw(fd);
    return native !== null && native >= 0 ? native : fstatSync(fd).size;
  },
};

/** getdents64 records of one read of the proc root; reused, so a listing allocates nothing but the returned array. */
let direntBuffer: Buffer | null = null;
/** A PID directory's name. */
const ALL_DIGITS = /^\d+$/;

/**
 * The PIDs in the proc root, in directory order: the names made of digits only, as numbers. On the real procfs
 * through getdents64 into a reused buffer, with the digits read in place: readdirSync makes a string of every entry
 * and libuv's scandir sorts them, a per-pass cost that grows with the process count and that nothing here needs.
 * Through `fs.listDir` otherwise (tests, a fake fs) or when the native listing fails.
 */
export function listProcessIds(fs: ProcFs, procRoot: string): number[] {
  if (fs === nodeProcFs) {
    const native = listProcessIdsNative(procRoot);
    if (native !== null) return native;
  }
  const pids: number[] = [];
  for (const name of fs.listDir(procRoot)) if (ALL_DIGITS.test(name)) pids.push(Number(name));
  return pids;
}


function listProcessIdsNative(procRoot: string): number[] | null {
  const pids: number[] = [];
  const listed = eachNativeEntry(procRoot, (buffer, nameAt) => {
    let i = nameAt;
    let c = buffer[i];
    if (c < 48 || c > 57) return;
    let pid = 0;
    while (c >= 48 && c <= 57) {
      pid = pid * 10 + (c - 48);
      c = buffer[++i];
    }
    // A PID directory's name is digits only (pid_max is at most 2^22).
    if (c === 0) pids.push(pid);
  });
  return listed === true ? pids : null;
}

/**
 * The names in `dir` that begin with `prefix` (ASCII), in directory order; null when it cannot be listed. Through
 * getdents64 into the reused buffer, a string made only for a name that matches: a busy /tmp holds thousands of
 * entries, and readdirSync makes a string of each and libuv's scandir sorts them all (the .NET detector lists /tmp
 * whenever it changed). Through readdirSync where the native listing is not available.
 */
export function listNamesWithPrefix(dir: string, prefix: string): string[] | null {
  const bytes = Buffer.from(prefix, 'latin1');
  const names: string[] = [];
  const listed = eachNativeEntry(dir, (buffer, nameAt, end) => {
    let i = 0;
    while (i < bytes.length && buffer[nameAt + i] === bytes[i]) i++;
    if (i < bytes.length) return;
    const nul = buffer.indexOf(0, nameAt + i);
    names.push(buffer.toString('utf8', nameAt, nul < 0 || nul > end ? end : nul));
  });
  if (listed === true) return names;
  try {
    return readdirSync(dir).filter((name) => name.startsWith(prefix));
  } catch {
    return null;
  }
}

/**
 * Reads `dir` through getdents64 into the reused buffer, calling `visit` with each entry's name offset (the name is
 * NUL-terminated before `end`, its record's end). True when every entry was visited; false when the native listing
 * is not available, failed, or met a record the kernel does not write (the caller lists through Node instead).
 */
function eachNativeEntry(dir: string, visit: (buffer: Buffer, nameAt: number, end: number) => void): boolean {
  const opened = openDirectory(dir);
  if (!opened.ok) return false;
  const buffer = (direntBuffer ??= Buffer.allocUnsafe(CHUNK));
  try {
    for (;;) {
      const read = getDirectoryEntries(opened.value, buffer);
      if (!read.ok) return false;
      if (read.value === 0) return true;
      for (let record = 0, length = 0; record < read.value; record += length) {
        length = buffer.readUInt16LE(record + DIRENT64_RECLEN_AT);
        if (length === 0) return false;
        visit(buffer, record + DIRENT64_NAME_AT, record + length);
      }
    }
  } finally {
    closeDescriptor(opened.value);
  }
}

/** The errno code of a thrown fs error, or undefined. */
export function errnoCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** ENOENT or ESRCH: the process exited (and may already be reaped) while it was being read. */
export function isGone(error: unknown): boolean {
  const code = errnoCode(error);
  return code === 'ENOENT' || code === 'ESRCH';
}

/** The process (EMFILE) or the system (ENFILE) has no file descriptor left. */
export function isOutOfDescriptors(error: unknown): boolean {
  const code = errnoCode(error);
  return code === 'EMFILE' || code === 'ENFILE';
}

export function isDenied(error: unknown): boolean {
  const code = errnoCode(error);
  return code === 'EACCES' || code === 'EPERM';
}

/**
 * The whole-system procfs files a pass reads (`/proc/stat`, `meminfo`, `vmstat`, `diskstats`, `net/dev`), through
 * descriptors kept open between passes when `keep` is set: a read from offset 0 regenerates a procfs file, so a
 * pass saves an open and a close per file and the text is the same as a fresh open's. Only for files nobody
 * replaces: a test's stand-in file replaced by rename would keep being read through the old one. A failed read
 * closes the descriptor, so the next read opens the path again.
 */
export class KeptFiles {
  private readonly fds = new Map<string, number>();

  constructor(
    private readonly fs: ProcFs,
    private readonly keep: boolean,
  ) {}

  /**
   * The file's text, throwing as `readText` does. `table`: printed record by record, read to its end; otherwise one
   * record (single_open: `/proc/stat`, `/proc/meminfo`) that one read returns whole.
   */
  read(path: string, encoding: TextEncoding, table: boolean): string {
    if (!this.keep) return this.fs.readText(path, encoding);
    let fd = this.fds.get(path);
    if (fd === undefined) {
      fd = this.fs.openFile(path);
      this.fds.set(path, fd);
    }
    try {
      return table ? this.fs.readOpenToEnd(fd, encoding) : this.fs.readOpen(fd, encoding);
    } catch (error) {
      this.forget(path, fd);
      throw error;
    }
  }

  /** `read`, or null on any error (as readOptional). */
  readOptional(path: string, encoding: TextEncoding, table: boolean): string | null {
    try {
      return this.read(path, encoding, table);
    } catch {
      return null;
    }
  }

  /** How many descriptors are kept now. */
  get size(): number {
    return this.fds.size;
  }

  close(): void {
    for (const [path, fd] of this.fds) this.forget(path, fd);
  }

  private forget(path: string, fd: number): void {
    this.fds.delete(path);
    try {
      this.fs.closeFile(fd);
    } catch {
      // Nothing to do: the descriptor is gone either way.
    }
  }
}

/**
 * Reads a file (`record`: a file printed as one record, readRecord) or returns null on any error (for optional sources
 * such as sysfs attributes).
 */
export function readOptional(fs: ProcFs, path: string, encoding: TextEncoding = 'utf8', record = false): string | null {
  try {
    return record ? fs.readRecord(path, encoding) : fs.readText(path, encoding);
  } catch {
    return null;
  }
}
