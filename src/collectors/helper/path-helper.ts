// The abandonable path helper: a child process (dist/workers/path-helper.js) that performs the filesystem calls
// of file scans — readlink and stat of /proc/PID/fd links, open/stat of executables and mapped files — which
// can sleep forever in the kernel on a stalled NFS or FUSE mount. The application never makes those calls on
// its own threads; when a request here stops making progress it kills this process and starts another.
//
// Everything is synchronous on purpose: a blocked call blocks only this process, and each result line is
// written with a synchronous write before the next item starts, so the application knows exactly where we are.
import { closeSync, constants, fstatSync, openSync, readFileSync, readlinkSync, readSync, statSync, writeSync } from 'node:fs';
import { readFdLinks } from '../linux/investigations/fd-links.js';
import { linkText, readLinkText } from '../linux/investigations/path-text.js';
import { serveRequests } from './serve.js';
import { lifetimeNameBytes } from '../linux/process-name.js';
import { parseProcStat } from '../linux/parse.js';
import type {
  FdEntry,
  FdEntryType,
  FdsItem,
  FdsOptions,
  FdsResult,
  HelperLine,
  LinkTarget,
  HelperRequest,
  PathsItem,
  PathsOptions,
  PathsResult,
} from './protocol.js';

/** In coarse mode results are flushed at least this often (ms) and whenever this many bytes are pending. */
const FLUSH_MS = 4;
const FLUSH_BYTES = 64 * 1024;

const sleepCell = new Int32Array(new SharedArrayBuffer(4));

/** Writes all of `text` to stdout synchronously; a non-blocking pipe that is full is retried after 1 ms. */
function writeAll(text: string): void {
  let buffer = Buffer.from(text, 'utf8');
  while (buffer.length > 0) {
    let n = 0;
    try {
      n = writeSync(1, buffer);
    } catch (error) {
      if (codeOf(error) !== 'EAGAIN') process.exit(0); // the application is gone
      Atomics.wait(sleepCell, 0, 0, 1);
      continue;
    }
    buffer = buffer.subarray(n);
  }
}

function emit(line: HelperLine): void {
  writeAll(`${JSON.stringify(line)}\n`);
}

function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return 'EUNKNOWN';
}

const gone = (code: string): boolean => code === 'ENOENT' || code === 'ESRCH';
const denied = (code: string): boolean => code === 'EACCES' || code === 'EPERM';

const readBuffer = Buffer.allocUnsafe(4096);

function readSmall(fd: number): string {
  const n = readSync(fd, readBuffer, 0, readBuffer.length, 0);
  return readBuffer.toString('latin1', 0, n);
}

/** The full name's bytes of the process at `base` (process-name.ts): the cmdline is read only when the comm is not the exe's name. */
function processNameBytes(rawComm: string, base: string): string {
  return lifetimeNameBytes(
    rawComm,
    () => {
      try {
        return readlinkSync(`${base}/exe`, 'latin1');
      } catch {
        return null;
      }
    },
    () => {
      try {
        return readFileSync(`${base}/cmdline`, 'latin1');
      } catch {
        return null;
      }
    },
  );
}

/** `mnt_id` of an open descriptor from its fdinfo, or null. Read only after a stall was detected. */
function mountIdOf(path: string): number | null {
  let fd = -1;
  try {
    fd = openSync(path, constants.O_RDONLY);
    const text = readSmall(fd);
    const at = text.indexOf('mnt_id:');
    if (at < 0) return null;
    const value = Number.parseInt(text.slice(at + 7), 10);
    return Number.isSafeInteger(value) ? value : null;
  } catch {
    return null;
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/**
 * Link targets that are never disk files, decided from the text alone: devices (devtmpfs holds device nodes;
 * /dev/shm is the exception, its files are real) and the procfs/sysfs pseudo files (the application's own
 * sampler keeps thousands of those open). Skipping their stat() also saves a third of a host-wide scan's calls.
 */
function pseudoPath(target: string): boolean {
  if (target.startsWith('/dev/')) return !target.startsWith('/dev/shm/');
  return target.startsWith('/proc/') || target.startsWith('/sys/') || target.startsWith('/memfd:');
}

function fdEntry(fd: number, target: LinkTarget, type: FdEntryType, size?: string): FdEntry {
  const hex = target.path_bytes_hex;
  return hex === undefined ? [fd, target.path, type, size] : [fd, target.path, type, size ?? null, hex];
}

/** The current or root directory link of a process; null when it cannot be read (an exit shows in the stat re-read). */
function directoryLink(link: string): LinkTarget | null {
  try {
    return readLinkText(link);
  } catch {
    return null;
  }
}

/**
 * One process: its stat file is opened first and read only after the descriptors, so the read fails with
 * ESRCH if the process exited meanwhile, even when its PID was reused — the name and start time returned are
 * those of the process whose descriptors were read. Then readlink and stat of each descriptor, and the links of
 * the current and root directory.
 */
function scanFds(request: HelperRequest<'fds'>, index: number, item: FdsItem, avoid: ReadonlySet<number>): FdsResult {
  const options: FdsOptions = request.options;
  if (item.pid === process.pid) return { s: 'self' };
  const base = `${options.procRoot}/${item.pid}`;
  let statFd: number;
  try {
    statFd = openSync(`${base}/stat`, constants.O_RDONLY);
  } catch (error) {
    const code = codeOf(error);
    return gone(code) ? { s: 'gone' } : denied(code) ? { s: 'denied' } : { s: 'error', code };
  }
  try {
    const read = readFdLinks(options.procRoot, item.pid);
    if (read === 'gone' || read === 'denied') return { s: read };
    const entries: FdEntry[] = [];
    let examined = read.links.length + read.failed;
    let failed = read.failed;
    for (const [name, text] of read.links) {
      const link = `${base}/fd/${name}`;
      // socket:[…], pipe:[…], anon_inode:… are not paths; memfds, devices and pseudo files are not disk files.
      if (text.charCodeAt(0) !== 47 || pseudoPath(text)) continue;
      const fd = Number(name);
      let target: LinkTarget;
      try {
        target = linkText(link, text);
      } catch (error) {
        // Only a target that needs its bytes is read again; it fails like the stat below if the descriptor closed.
        if (gone(codeOf(error))) examined--;
        else failed++;
        continue;
      }
      if (avoid.size > 0) {
        const mount = mountIdOf(`${base}/fdinfo/${name}`);
        if (mount !== null && avoid.has(mount)) {
          entries.push(fdEntry(fd, target, 'u'));
          continue;
        }
      }
      if (request.precise) emit({ id: request.id, at: index, p: fd });
      try {
        if (options.sizes) {
          const st = statSync(link, { bigint: true });
          if (st.isFile()) entries.push(fdEntry(fd, target, 'f', st.size.toString()));
          else if (st.isDirectory()) entries.push(fdEntry(fd, target, 'd'));
        } else {
          const st = statSync(link);
          if (st.isFile()) entries.push(fdEntry(fd, target, 'f'));
          else if (st.isDirectory()) entries.push(fdEntry(fd, target, 'd'));
        }
        // FIFOs, devices elsewhere and socket files are not disk files: examined, not listed.
      } catch (error) {
        if (gone(codeOf(error))) examined--;
        else failed++;
      }
    }
    // Read before the stat file, like the descriptors, so they too belong to the process the stat names.
    const cwd = directoryLink(`${base}/cwd`);
    const root = directoryLink(`${base}/root`);
    let stat: ReturnType<typeof parseProcStat>;
    try {
      stat = parseProcStat(readSmall(statFd));
    } catch {
      return { s: 'gone' };
    }
    if (stat === null || stat.state === 'Z' || stat.state === 'X') return { s: 'gone' };
    return { s: 'ok', nameBytes: processNameBytes(stat.comm, base), start: stat.startTicks, n: examined, failed, e: entries, cwd, root };
  } finally {
    closeSync(statFd);
  }
}

function inspectPath(options: PathsOptions, item: PathsItem): PathsResult {
  for (const prefix of options.avoidPrefixes) {
    if (item.path === prefix || item.path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)) return { s: 'avoided' };
  }
  let fd = -1;
  try {
    // open() first and fstat() the descriptor: the header and the metadata then describe the same file. On a
    // stalled mount this open() is the call that never returns, which is why it happens here.
    let st;
    if (item.open) {
      fd = openSync(Buffer.from(item.path, 'latin1'), constants.O_RDONLY);
      st = fstatSync(fd, { bigint: true });
    } else {
      st = statSync(Buffer.from(item.path, 'latin1'), { bigint: true });
    }
    const type = st.isFile() ? 'f' : st.isDirectory() ? 'd' : 'o';
    let header: string | undefined;
    if (fd >= 0 && type === 'f' && item.header > 0) {
      const buffer = Buffer.alloc(Math.min(item.header, 4096));
      const n = readSync(fd, buffer, 0, buffer.length, 0);
      header = buffer.toString('hex', 0, n);
    }
    return {
      s: 'ok',
      type,
      size: st.size.toString(),
      mtimeMs: Number(st.mtimeNs / 1_000_000n),
      ino: st.ino.toString(),
      ...(header === undefined ? {} : { header }),
    };
  } catch (error) {
    return { s: 'error', code: codeOf(error) };
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

function handle(request: HelperRequest): void {
  let pending: unknown[] = [];
  let pendingAt = 0;
  let pendingBytes = 0;
  let lastFlush = performance.now();
  const flush = (): void => {
    if (pending.length > 0) emit({ id: request.id, at: pendingAt, r: pending });
    pending = [];
    pendingBytes = 0;
    lastFlush = performance.now();
  };
  const avoid = new Set(request.op === 'fds' ? (request.options as FdsOptions).avoidMounts : []);
  for (let i = 0; i < request.items.length; i++) {
    const result =
      request.op === 'fds'
        ? scanFds(request as HelperRequest<'fds'>, i, request.items[i] as FdsItem, avoid)
        : inspectPath(request.options as PathsOptions, request.items[i] as PathsItem);
    if (pending.length === 0) pendingAt = i;
    pending.push(result);
    if ('e' in result) pendingBytes += 64 + result.e.length * 48;
    else pendingBytes += 64;
    if (request.precise || pendingBytes >= FLUSH_BYTES || performance.now() - lastFlush >= FLUSH_MS) flush();
  }
  flush();
  emit({ id: request.id, done: true });
}

function isRequest(value: unknown): value is HelperRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    (v.op === 'fds' || v.op === 'paths') &&
    typeof v.options === 'object' &&
    v.options !== null &&
    Array.isArray(v.items)
  );
}

serveRequests(isRequest, handle, emit);
