// The Linux endpoint: a 0600 Unix socket in a verified 0700 per-user runtime directory, SO_PEERCRED checks on
// both ends, flock-held marker files (single instance, launch) and the settings-location record beside it.
// Decisions live in peer-linux.ts.
import fs from 'node:fs';
import net, { type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCK_EX, LOCK_NB, LOCK_SH, LOCK_UN, closeDescriptor, duplicateDescriptor, flock, geteuid, getPeerCredentials } from '../../native/linux/libc.js';
import type { AcceptHandler, ConnectionHandover, IpcEndpoint, IpcServerHandle, IpcStream, MarkerHandle, MarkerKind, MarkerProbe } from './endpoint.js';
import {
  EndpointBusyError,
  EndpointInsecureError,
  EndpointUnavailableError,
  ServerRejectedError,
  type InsecureSubject,
} from './errors.js';
import type { PeerDecision } from './peer.js';
import { decideLockFile, decidePeer, decideRuntimeDirectory, decideServer, decideSocketFile, type FileDecision, type FileFacts } from './peer-linux.js';

export const RUNTIME_SUBDIR = 'winproc-tui';
export const SOCKET_NAME = 'mcp.v1.sock';
export const INSTANCE_LOCK_NAME = 'instance.lock';
export const LAUNCH_LOCK_NAME = 'launch.lock';
/** Where the running application reads and writes its settings, so a bridge with another environment reads the same file. */
export const SETTINGS_RECORD_NAME = 'settings-path';
/** A settings path is one line; anything larger is not a record. */
const SETTINGS_RECORD_MAX_BYTES = 4096;

/** The logind per-user runtime directories, `/run/user/<uid>`; the same for every process of the user. */
export const USER_RUNTIME_BASE = '/run/user';
/**
 * The fallback's base: always /tmp, never os.tmpdir(), which follows $TMPDIR: an MCP client that strips the
 * environment would otherwise look in another directory than the application it is meant to reach.
 */
export const FALLBACK_TMP_BASE = '/tmp';

/** sun_path holds 108 bytes including the terminating NUL. */
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * A probe holds LOCK_SH for microseconds, so a LOCK_EX attempt that loses to a probe retries briefly; a real
 * holder keeps the lock for its lifetime and still wins after the retries.
 */
const ACQUIRE_RETRIES = 4;
const ACQUIRE_RETRY_DELAY_MS = 15;

const { errno: E } = os.constants;

export interface LinuxEndpointOptions {
  /** Environment to read XDG_RUNTIME_DIR from (default: process.env). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Base for the fallback directory (default: /tmp, see FALLBACK_TMP_BASE). */
  tmpdir?: string;
  /** Base of the logind per-user runtime directories (default: /run/user); tests point it elsewhere. */
  userRuntimeBase?: string;
}

export interface RuntimeBases {
  readonly tmpdir?: string;
  readonly userRuntimeBase?: string;
}

function factsOf(st: fs.Stats): FileFacts {
  return {
    isDirectory: st.isDirectory(),
    isSymbolicLink: st.isSymbolicLink(),
    isSocket: st.isSocket(),
    isFile: st.isFile(),
    uid: st.uid,
    mode: st.mode,
  };
}

function errnoCode(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const code: unknown = err.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

function lstatOrNull(p: string): fs.Stats | null {
  try {
    return fs.lstatSync(p);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return null;
    throw err;
  }
}

function enforce(decision: FileDecision, subject: InsecureSubject, p: string): void {
  if (!decision.ok) throw new EndpointInsecureError(subject, decision.problem, p, decision.detail);
}

/**
 * Node has no public API for a socket's file descriptor, but SO_PEERCRED needs one. On Unix a net.Socket keeps its
 * libuv pipe handle in the undocumented `_handle` property, whose `fd` getter returns the descriptor (-1 when
 * closed). Accepted server-side sockets have the same shape. This is the only place that reaches into it, and a
 * missing or negative descriptor makes every check that depends on it fail closed.
 */
export function socketFd(stream: Socket): number | null {
  const handle: unknown = Reflect.get(stream, '_handle');
  if (typeof handle !== 'object' || handle === null) return null;
  const fd: unknown = Reflect.get(handle, 'fd');
  return typeof fd === 'number' && Number.isInteger(fd) && fd >= 0 ? fd : null;
}

function peerCredentialsOf(stream: Socket): { pid: number; uid: number; gid: number } | null {
  const fd = socketFd(stream);
  if (fd === null) return null;
  const cred = getPeerCredentials(fd);
  return cred.ok ? cred.value : null;
}

export type RuntimeSource = 'xdg' | 'logind' | 'tmpdir';

/** A real directory (not a link) owned by `euid`, optionally with exactly mode 0700. */
function ownDirectory(dir: string, euid: number, exactly0700: boolean): boolean {
  try {
    const st = fs.lstatSync(dir);
    return st.isDirectory() && st.uid === euid && (!exactly0700 || (st.mode & 0o777) === 0o700);
  } catch {
    return false;
  }
}

/**
 * The runtime directory, the first that applies (docs/mcp.md "Which environment a client may strip"):
 *  1. `$XDG_RUNTIME_DIR/winproc-tui` when XDG_RUNTIME_DIR is an absolute path to a real directory owned by us;
 *  2. `/run/user/<euid>/winproc-tui` when the logind directory exists, is a real directory, ours, mode 0700;
 *  3. `/tmp/winproc-tui-<euid>`.
 * Steps 2 and 3 read no environment, so a bridge whose client passed none meets an application started in a desktop
 * terminal (where XDG_RUNTIME_DIR is the logind directory) or anywhere without the variable. A different, explicit
 * XDG_RUNTIME_DIR is a separate session on purpose (tests isolate themselves so); only bridges that pass it meet it.
 */
export function resolveRuntimeDirectory(
  env: Readonly<Record<string, string | undefined>>,
  euid: number,
  bases: RuntimeBases = {},
): { dir: string; source: RuntimeSource } {
  const xdg = env['XDG_RUNTIME_DIR'];
  if (xdg !== undefined && xdg !== '' && path.isAbsolute(xdg) && ownDirectory(xdg, euid, false)) {
    return { dir: path.join(xdg, RUNTIME_SUBDIR), source: 'xdg' };
  }
  const logind = path.join(bases.userRuntimeBase ?? USER_RUNTIME_BASE, String(euid));
  if (ownDirectory(logind, euid, true)) return { dir: path.join(logind, RUNTIME_SUBDIR), source: 'logind' };
  return { dir: fallbackDirectory(euid, bases), source: 'tmpdir' };
}

function fallbackDirectory(euid: number, bases: RuntimeBases): string {
  return path.join(bases.tmpdir ?? FALLBACK_TMP_BASE, `${RUNTIME_SUBDIR}-${euid}`);
}

/**
 * Every directory where the user's application may listen, the resolved one first. When that is the logind
 * directory, the /tmp fallback follows: an application started before logind created /run/user/<uid> (or in a
 * context without it) still listens there, and is found rather than joined by a second one. An explicit other
 * XDG_RUNTIME_DIR has no alternates (its session is separate, see above).
 */
export function runtimeDirectories(env: Readonly<Record<string, string | undefined>>, euid: number, bases: RuntimeBases = {}): string[] {
  const primary = resolveRuntimeDirectory(env, euid, bases);
  const logindDir = path.join(bases.userRuntimeBase ?? USER_RUNTIME_BASE, String(euid), RUNTIME_SUBDIR);
  if (primary.source === 'logind' || (primary.source === 'xdg' && primary.dir === logindDir)) return [primary.dir, fallbackDirectory(euid, bases)];
  return [primary.dir];
}

/**
 * Whether /proc/locks lists an exclusive flock on the file (dev, ino) taken by process `pid`. The kernel records the
 * thread group id for flock locks, so a lock taken by any thread of this process shows this process's pid.
 * Lines are `N: FLOCK  ADVISORY  WRITE <pid> <major hex>:<minor hex>:<inode> 0 EOF`; waiters (`N: -> …`) are skipped.
 */
export function flockHeldBy(procLocks: string, file: { pid: number; dev: number; ino: number }): boolean {
  const major = Math.floor(file.dev / 256) & 0xfff;
  const minor = (file.dev & 0xff) | (Math.floor(file.dev / 4096) & ~0xff);
  for (const line of procLocks.split('\n')) {
    const m = /^\d+:\s+FLOCK\s+\S+\s+WRITE\s+(\d+)\s+([0-9a-f]+):([0-9a-f]+):(\d+)\s/.exec(line);
    if (m === null) continue;
    if (Number(m[1]) === file.pid && parseInt(m[2]!, 16) === major && parseInt(m[3]!, 16) === minor && Number(m[4]) === file.ino) return true;
  }
  return false;
}

/** How long a leftover socket may take to accept before it counts as stale. */
const LIVE_SOCKET_PROBE_MS = 500;

/** Whether something accepts connections on the socket at `file` (closed again at once, nothing sent). */
function socketAccepts(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(file);
    const done = (live: boolean) => {
      clearTimeout(timer);
      probe.destroy();
      resolve(live);
    };
    const timer = setTimeout(() => done(false), LIVE_SOCKET_PROBE_MS);
    probe.once('connect', () => done(true));
    probe.once('error', () => done(false));
  });
}

class FlockMarker implements MarkerHandle {
  private fd: number | null;
  constructor(
    readonly kind: MarkerKind,
    fd: number,
    private readonly onRelease: (marker: FlockMarker) => void,
  ) {
    this.fd = fd;
  }
  get released(): boolean {
    return this.fd === null;
  }
  release(): void {
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    flock(fd, LOCK_UN);
    fs.closeSync(fd);
    this.onRelease(this);
  }
}

export class LinuxEndpoint implements IpcEndpoint {
  readonly platform = 'linux';
  readonly dir: string;
  readonly path: string;
  readonly euid: number;
  /** Further directories where the user's application may listen (see runtimeDirectories); probed after `dir`. */
  readonly alternates: readonly LinuxEndpoint[];
  private instanceMarker: FlockMarker | null = null;

  constructor(options: LinuxEndpointOptions = {}, dir?: string) {
    this.euid = geteuid();
    const bases = { tmpdir: options.tmpdir, userRuntimeBase: options.userRuntimeBase };
    const dirs = dir !== undefined ? [dir] : runtimeDirectories(options.env ?? process.env, this.euid, bases);
    this.dir = dirs[0]!;
    this.path = path.join(this.dir, SOCKET_NAME);
    this.alternates = dirs.slice(1).map((other) => new LinuxEndpoint(options, other));
  }

  /** Creates the runtime directory if needed (0700) and verifies it is a real directory, ours, exactly 0700. */
  ensureDirectory(): void {
    let st = lstatOrNull(this.dir);
    if (st === null) {
      try {
        fs.mkdirSync(this.dir, { mode: 0o700 });
        // mkdir's mode is filtered by the umask; a fresh directory we own gets exactly 0700 regardless.
        fs.chmodSync(this.dir, 0o700);
      } catch (err) {
        if (errnoCode(err) !== 'EEXIST') throw err;
      }
      st = fs.lstatSync(this.dir);
    }
    enforce(decideRuntimeDirectory(factsOf(st), this.euid), 'runtime-directory', this.dir);
  }

  /** Verifies an existing runtime directory without creating it; false when it does not exist. */
  private checkExistingDirectory(): boolean {
    const st = lstatOrNull(this.dir);
    if (st === null) return false;
    enforce(decideRuntimeDirectory(factsOf(st), this.euid), 'runtime-directory', this.dir);
    return true;
  }

  private markerPath(kind: MarkerKind): string {
    return path.join(this.dir, kind === 'instance' ? INSTANCE_LOCK_NAME : LAUNCH_LOCK_NAME);
  }

  /** Fails (null) also while an application holds the marker in an alternate directory: one instance per user. */
  async tryAcquireInstanceLock(): Promise<MarkerHandle | null> {
    const marker = await this.tryAcquire('instance');
    if (marker !== null && this.alternates.some((other) => other.probe('instance').state === 'held')) {
      marker.release();
      return null;
    }
    return marker;
  }

  /**
   * The marker here decides, strictly (inaccessible counts as held); an alternate only counts when it is held:
   * an application started here never reads a marker elsewhere it cannot inspect, so neither does the bridge.
   */
  isInstanceLockHeld(): MarkerProbe {
    const here = this.probe('instance');
    if (here.state !== 'not-held') return here;
    return this.alternates.some((other) => other.probe('instance').state === 'held') ? { state: 'held' } : here;
  }

  /**
   * Records where the application reads and writes its settings (an absolute path), in its runtime directory, so
   * that a bridge whose client passed another environment (no XDG_CONFIG_HOME) checks the same file (spec §3.2
   * step 4). Written through a private name and a rename; a failure only loses the record.
   */
  recordSettingsPath(settingsPath: string): void {
    this.ensureDirectory();
    const file = path.join(this.dir, SETTINGS_RECORD_NAME);
    const staging = path.join(this.dir, `.s${process.pid}`);
    try {
      fs.writeFileSync(staging, `${settingsPath}\n`, { mode: 0o600, flag: 'w' });
      fs.renameSync(staging, file);
    } catch {
      fs.rmSync(staging, { force: true });
    }
  }

  /**
   * The settings path a running or earlier application recorded here (or in an alternate directory), when the record
   * is a regular file of ours in our verified directory and holds one absolute path; else null.
   */
  recordedSettingsPath(): string | null {
    for (const endpoint of [this as LinuxEndpoint, ...this.alternates]) {
      const found = endpoint.readSettingsRecord();
      if (found !== null) return found;
    }
    return null;
  }

  private readSettingsRecord(): string | null {
    try {
      if (!this.checkExistingDirectory()) return null;
    } catch {
      return null;
    }
    const file = path.join(this.dir, SETTINGS_RECORD_NAME);
    let fd: number;
    try {
      fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    } catch {
      return null;
    }
    try {
      const st = fs.fstatSync(fd);
      if (!decideLockFile(factsOf(st), this.euid).ok || st.size > SETTINGS_RECORD_MAX_BYTES) return null;
      const buffer = Buffer.alloc(SETTINGS_RECORD_MAX_BYTES);
      const text = buffer.toString('utf8', 0, fs.readSync(fd, buffer, 0, buffer.length, 0)).trim();
      return text !== '' && !text.includes('\n') && path.isAbsolute(text) ? text : null;
    } catch {
      return null;
    } finally {
      fs.closeSync(fd);
    }
  }

  async tryAcquireLaunchLock(): Promise<MarkerHandle | null> {
    return this.tryAcquire('launch');
  }

  isLaunchLockHeld(): MarkerProbe {
    return this.probe('launch');
  }

  /**
   * True while this process holds the single-instance marker, through this endpoint object or another one: the
   * application takes the marker on its main thread while the listener runs in the MCP worker with its own endpoint.
   */
  holdsInstanceLock(): boolean {
    if (this.instanceMarker !== null && !this.instanceMarker.released) return true;
    const file = this.markerPath('instance');
    const st = lstatOrNull(file);
    if (st === null || !st.isFile()) return false;
    let locks: string;
    try {
      locks = fs.readFileSync('/proc/locks', 'utf8');
    } catch {
      return false;
    }
    return flockHeldBy(locks, { pid: process.pid, dev: st.dev, ino: st.ino });
  }

  private async tryAcquire(kind: MarkerKind): Promise<MarkerHandle | null> {
    this.ensureDirectory();
    const file = this.markerPath(kind);
    let fd: number;
    try {
      // O_NONBLOCK: a FIFO planted as the marker must not hang the start; fstat then refuses it as not regular.
      fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK, 0o600);
    } catch (err) {
      const code = errnoCode(err);
      if (code === 'ELOOP') throw new EndpointInsecureError('lock-file', 'SYMLINK', file, 'it is a symbolic link');
      if (code === 'EISDIR') throw new EndpointInsecureError('lock-file', 'NOT_A_REGULAR_FILE', file, 'it is not a regular file');
      throw err;
    }
    try {
      enforce(decideLockFile(factsOf(fs.fstatSync(fd)), this.euid), 'lock-file', file);
      for (let attempt = 0; ; attempt++) {
        const r = flock(fd, LOCK_EX | LOCK_NB);
        if (r.ok) break;
        if (r.errno !== E.EWOULDBLOCK) throw new Error(`flock on ${file} failed (errno ${r.errno})`);
        if (attempt >= ACQUIRE_RETRIES) {
          fs.closeSync(fd);
          return null;
        }
        await sleep(ACQUIRE_RETRY_DELAY_MS);
      }
    } catch (err) {
      fs.closeSync(fd);
      throw err;
    }
    const marker = new FlockMarker(kind, fd, (m) => {
      if (this.instanceMarker === m) this.instanceMarker = null;
    });
    if (kind === 'instance') this.instanceMarker = marker;
    return marker;
  }

  /** Inspects a marker without creating the directory or the file. */
  private probe(kind: MarkerKind): MarkerProbe {
    const file = this.markerPath(kind);
    try {
      if (!this.checkExistingDirectory()) return { state: 'not-held' };
    } catch (err) {
      return { state: 'inaccessible', reason: err instanceof EndpointInsecureError ? err.message : `cannot inspect ${this.dir}` };
    }
    let fd: number;
    try {
      fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    } catch (err) {
      const code = errnoCode(err);
      if (code === 'ENOENT') return { state: 'not-held' };
      return { state: 'inaccessible', reason: `cannot open ${file} (${code ?? 'error'})` };
    }
    try {
      const decision = decideLockFile(factsOf(fs.fstatSync(fd)), this.euid);
      if (!decision.ok) return { state: 'inaccessible', reason: `${file}: ${decision.detail}` };
      const r = flock(fd, LOCK_SH | LOCK_NB);
      if (r.ok) {
        flock(fd, LOCK_UN);
        return { state: 'not-held' };
      }
      if (r.errno === E.EWOULDBLOCK) return { state: 'held' };
      return { state: 'inaccessible', reason: `cannot lock ${file} (errno ${r.errno})` };
    } finally {
      fs.closeSync(fd);
    }
  }

  verifyPeer(stream: IpcStream): PeerDecision {
    return decidePeer({ serverEuid: this.euid, peer: peerCredentialsOf(stream) });
  }

  verifyServer(stream: IpcStream): PeerDecision {
    return decideServer({ clientEuid: this.euid, server: peerCredentialsOf(stream) });
  }

  /** A Unix socket's descriptor is the process's: another thread opens a duplicate of it as its own stream. */
  readonly handover: ConnectionHandover = {
    listenPaused: (onAccept) => this.listenWith((stream) => onAccept(stream), true),
    release: (stream) => {
      const fd = socketFd(stream);
      if (fd === null) {
        stream.destroy();
        throw new Error('the accepted connection has no descriptor to hand over');
      }
      const copy = duplicateDescriptor(fd);
      // The duplicate keeps the connection open; this thread's stream goes without having read anything.
      stream.destroy();
      if (!copy.ok) throw new Error(`handing the connection over failed (errno ${copy.errno})`);
      return copy.value;
    },
    adopt: (fd) => {
      let stream: Socket;
      try {
        stream = new net.Socket({ fd, readable: true, writable: true });
      } catch (error) {
        closeDescriptor(fd);
        throw error;
      }
      return { stream, decision: this.verifyPeer(stream) };
    },
  };

  listen(onAccept: AcceptHandler): Promise<IpcServerHandle> {
    return this.listenWith((stream) => onAccept(stream, this.verifyPeer(stream)), false);
  }

  /** Creates the socket (see listen); `paused`: accepted streams read nothing until their owner resumes them. */
  private async listenWith(onAccept: (stream: Socket) => void, paused: boolean): Promise<IpcServerHandle> {
    this.ensureDirectory();
    if (Buffer.byteLength(this.path) > MAX_SOCKET_PATH_BYTES) {
      throw new Error(`socket path ${this.path} is longer than ${MAX_SOCKET_PATH_BYTES} bytes`);
    }
    const existing = lstatOrNull(this.path);
    if (existing !== null) {
      // Never unlink what is not ours; and even our own socket may belong to a live instance unless we hold its marker.
      enforce(decideSocketFile(factsOf(existing), this.euid), 'socket', this.path);
      if (!this.holdsInstanceLock()) {
        throw new EndpointBusyError(`${this.path} exists and this process does not hold the instance lock`);
      }
      // Holding the marker is not proof enough: a marker file deleted under a running instance (a tmp cleaner, a
      // user) lets a second start take a new one. A socket that still accepts belongs to a live instance.
      if (await socketAccepts(this.path)) {
        throw new EndpointBusyError(`another winproc-tui instance is listening at ${this.path}; it was left running. Quit it (or use it) before starting another one.`);
      }
      fs.unlinkSync(this.path);
    }

    const server = net.createServer({ pauseOnConnect: paused });
    server.on('connection', onAccept);
    // Bind under a private name, make it 0600, then rename it into place: a bridge (or anyone) looking at the real
    // path sees either no socket or a listening 0600 one, never the umask's 0755 socket between listen and chmod
    // (a relaunching bridge once refused exactly that). No umask dance: process.umask() is unavailable in worker
    // threads and process-wide; the 0700 directory keeps the private name unreachable for others.
    // Short enough never to pass the socket path limit where the real name ('mcp.v1.sock') fits.
    const staging = path.join(this.dir, `.l${process.pid}-${(stagingCounter++).toString(36)}`);
    if (Buffer.byteLength(staging) > MAX_SOCKET_PATH_BYTES) {
      throw new Error(`socket path ${staging} is longer than ${MAX_SOCKET_PATH_BYTES} bytes`);
    }
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error): void => reject(err);
      server.once('error', onError);
      server.listen(staging, () => {
        server.off('error', onError);
        resolve();
      });
    });
    let st: fs.Stats;
    try {
      fs.chmodSync(staging, 0o600);
      st = fs.lstatSync(staging);
      enforce(decideSocketFile(factsOf(st), this.euid), 'socket', staging);
      // rename(2) replaces atomically; a bound socket is found by its inode, so the rename keeps it reachable.
      fs.renameSync(staging, this.path);
    } catch (err) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      try {
        fs.unlinkSync(staging);
      } catch {
        // libuv removed it on close, or it was never made
      }
      throw err;
    }
    // Swallow late server errors (for example EMFILE on accept) rather than crash the process; accept continues.
    server.on('error', () => undefined);
    return new LinuxServerHandle(server, this.path, st.dev, st.ino);
  }

  /**
   * Connects here, else at the first alternate where a backend exists. Only a missing endpoint (no socket, or a
   * stale one nobody listens on) moves on; here, an insecure directory, a refused peer or a timeout fails at once,
   * exactly as strictly as a single location. An alternate directory that is not ours (a squatter's /tmp entry)
   * counts as missing: no application of ours can listen in it, and it must not block reaching or starting one.
   */
  async connect(timeoutMs: number): Promise<IpcStream> {
    const deadline = Date.now() + timeoutMs;
    let firstMissing: EndpointUnavailableError | null = null;
    for (const endpoint of [this as LinuxEndpoint, ...this.alternates]) {
      try {
        return await endpoint.connectHere(Math.max(1, deadline - Date.now()));
      } catch (err) {
        const missing = err instanceof EndpointUnavailableError && err.missing;
        const foreignAlternate = endpoint !== this && err instanceof EndpointInsecureError && err.subject === 'runtime-directory';
        if (!missing && !foreignAlternate) throw err;
        if (err instanceof EndpointUnavailableError) firstMissing ??= err;
      }
    }
    throw firstMissing ?? new EndpointUnavailableError('MISSING', `no backend endpoint at ${this.path}`);
  }

  private async connectHere(timeoutMs: number): Promise<IpcStream> {
    try {
      if (!this.checkExistingDirectory()) {
        throw new EndpointUnavailableError('MISSING', `no backend endpoint at ${this.path}`);
      }
    } catch (err) {
      if (err instanceof EndpointUnavailableError || err instanceof EndpointInsecureError) throw err;
      throw new EndpointUnavailableError('ACCESS_DENIED', `cannot inspect ${this.dir}`);
    }
    const st = lstatOrNull(this.path);
    if (st === null) throw new EndpointUnavailableError('MISSING', `no backend endpoint at ${this.path}`);
    enforce(decideSocketFile(factsOf(st), this.euid), 'socket', this.path);

    const stream = await new Promise<Socket>((resolve, reject) => {
      const sock = net.createConnection({ path: this.path });
      const timer = setTimeout(() => {
        sock.destroy();
        reject(new EndpointUnavailableError('TIMEOUT', `connecting to ${this.path} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      sock.once('connect', () => {
        clearTimeout(timer);
        sock.removeAllListeners('error');
        resolve(sock);
      });
      sock.once('error', (err) => {
        clearTimeout(timer);
        sock.destroy();
        const code = errnoCode(err);
        if (code === 'ENOENT') reject(new EndpointUnavailableError('MISSING', `no backend endpoint at ${this.path}`));
        else if (code === 'ECONNREFUSED') reject(new EndpointUnavailableError('NOT_LISTENING', `nothing is listening at ${this.path}`));
        else if (code === 'EACCES' || code === 'EPERM') reject(new EndpointUnavailableError('ACCESS_DENIED', `access to ${this.path} was denied`));
        else reject(new EndpointUnavailableError('OTHER', `connecting to ${this.path} failed (${code ?? 'error'})`));
      });
    });
    const decision = this.verifyServer(stream);
    if (decision.verdict === 'reject') {
      stream.destroy();
      throw new ServerRejectedError(decision.reason, `refusing the process at ${this.path}: ${decision.message}`);
    }
    return stream;
  }
}

/** Distinguishes the staging names of several endpoints listening in one process (tests do). */
let stagingCounter = 0;

class LinuxServerHandle implements IpcServerHandle {
  private closing: Promise<void> | null = null;
  constructor(
    private readonly server: net.Server,
    readonly path: string,
    private readonly dev: number,
    private readonly ino: number,
  ) {}

  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      // net.Server#close calls back only after every accepted socket ended; 'close' of the listening handle is what
      // we need, and the owner destroys accepted streams itself.
      this.server.close(() => resolve());
      this.removeIfOurs();
      // If accepted sockets linger, resolve once the listening handle itself is gone.
      setImmediate(() => {
        if (!this.server.listening) resolve();
      });
    });
    return this.closing;
  }

  /** libuv removes the file on close; this covers the case it did not, and never touches a replacement. */
  private removeIfOurs(): void {
    const st = lstatOrNull(this.path);
    if (st !== null && st.dev === this.dev && st.ino === this.ino) {
      try {
        fs.unlinkSync(this.path);
      } catch {
        // already gone
      }
    }
  }
}

export function createLinuxEndpoint(options?: LinuxEndpointOptions): LinuxEndpoint {
  return new LinuxEndpoint(options);
}
