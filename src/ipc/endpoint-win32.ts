// The Windows endpoint: `\\.\pipe\winproc-tui.mcp.v1.<logon SID>` created by us with an explicit DACL (logon SID
// only), PIPE_REJECT_REMOTE_CLIENTS and FILE_FLAG_FIRST_PIPE_INSTANCE; token checks of the other end on both sides;
// session-local named mutexes as the single-instance and launch markers. Decisions live in peer-win32.ts.
//
// Why the byte stream is a net.Socket: libuv's own pipe server cannot apply a DACL, PIPE_REJECT_REMOTE_CLIENTS or our
// first-instance policy (it always creates instances with the default DACL). So every instance is created here with
// CreateNamedPipeW and connected with an overlapped ConnectNamedPipe; once a client is connected and its token checked,
// the instance HANDLE is handed to node.exe's libuv (uv_open_osfhandle + `new net.Socket({ fd })`), which reads and
// writes it with overlapped I/O on the event loop of the thread that owns the listener. The bridge opens the pipe with
// CreateFileW itself (identification-only impersonation), checks the server's token, then wraps its handle the same way.
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freeSecurityDescriptor, objectSecuritySddl, securityDescriptorFromSddl } from '../../native/win32/advapi32.js';
import { allocStable, ERROR, writeU64At, type Handle, type StableMemory } from '../../native/win32/common.js';
import {
  cancelIo,
  closeHandle,
  connectNamedPipe,
  createEvent,
  createFile,
  createMutex,
  createNamedPipe,
  FILE_FLAG_FIRST_PIPE_INSTANCE,
  FILE_FLAG_OVERLAPPED,
  GENERIC_READ,
  GENERIC_WRITE,
  INFINITE,
  namedPipeClientProcessId,
  namedPipeServerProcessId,
  OPEN_EXISTING,
  openMutex,
  OVERLAPPED_EVENT_OFFSET,
  OVERLAPPED_SIZE,
  overlappedResult,
  PIPE_ACCESS_DUPLEX,
  PIPE_READMODE_BYTE,
  PIPE_REJECT_REMOTE_CLIENTS,
  PIPE_TYPE_BYTE,
  PIPE_UNLIMITED_INSTANCES,
  PIPE_WAIT,
  SECURITY_IDENTIFICATION,
  SECURITY_SQOS_PRESENT,
  securityAttributes,
  waitForObjectAsync,
} from '../../native/win32/kernel32.js';
import { openOsfHandle } from '../../native/win32/node-host.js';
import { currentTokenFacts, tokenFactsOfPid, type TokenFacts } from '../../native/win32/token.js';
import type { AcceptHandler, IpcEndpoint, IpcServerHandle, IpcStream, MarkerHandle, MarkerKind, MarkerProbe } from './endpoint.js';
import { EndpointBusyError, EndpointInsecureError, EndpointUnavailableError, ServerRejectedError } from './errors.js';
import type { PeerDecision } from './peer.js';
import {
  decideAppliedDacl,
  decideFirstInstanceError,
  decideMarkerProbe,
  decideOpenError,
  decidePeerWin32,
  decideServerWin32,
  endpointSddl,
  isLogonSid,
  markerName,
  PIPE_PREFIX,
  pipeName,
  type Win32PeerDecision,
} from './peer-win32.js';

const PIPE_BUFFER_BYTES = 64 * 1024;
/** Our own previous listener's instances may take a moment to close (setting toggled off and on quickly). */
const NAME_TAKEN_RETRIES = 10;
const NAME_TAKEN_RETRY_MS = 100;
const MARKER_RETRIES = 4;
const MARKER_RETRY_MS = 15;
const BUSY_RETRY_MS = 20;

export interface Win32EndpointOptions {
  /** Token facts of this process (tests); default: read from the process token. */
  readonly self?: TokenFacts;
  /** Reads token facts of another process (tests); default: open the process and its token. */
  readonly factsOfPid?: (pid: number) => TokenFacts | null;
}

/**
 * peer.ts's PeerDecision does not list the Windows identity and reasons yet (requested from the IPC owner): this is
 * the one place that bridges the two types, and it becomes the identity function once PeerIdentity includes
 * Win32PeerIdentity and PeerRejectReason includes Win32PeerRejectReason.
 */
function asPeerDecision(decision: Win32PeerDecision): PeerDecision {
  return decision;
}

/** Hands a connected pipe HANDLE to libuv: the returned socket owns it (destroying the socket closes the handle). */
function socketFromHandle(handle: Handle): Socket {
  const fd = openOsfHandle(handle);
  if (fd < 0) {
    closeHandle(handle);
    throw new Error('the pipe handle could not be attached to the event loop');
  }
  return new net.Socket({ fd, readable: true, writable: true });
}

class MutexMarker implements MarkerHandle {
  private handle: Handle | null;
  constructor(
    readonly kind: MarkerKind,
    handle: Handle,
  ) {
    this.handle = handle;
  }
  get released(): boolean {
    return this.handle === null;
  }
  release(): void {
    if (this.handle === null) return;
    const handle = this.handle;
    this.handle = null;
    // The named object disappears with its last handle; a process that dies releases it the same way.
    closeHandle(handle);
  }
}

export class Win32Endpoint implements IpcEndpoint {
  readonly platform = 'win32';
  readonly path: string;
  readonly logonSid: string;
  private readonly self: TokenFacts;
  private readonly factsOfPid: (pid: number) => TokenFacts | null;
  private readonly decisions = new WeakMap<Socket, PeerDecision>();

  constructor(options: Win32EndpointOptions = {}) {
    let facts: TokenFacts | null = options.self ?? null;
    if (facts === null) {
      const read = currentTokenFacts();
      facts = read.ok ? read.value : null;
    }
    // Without our own logon SID there is no name to use and nothing to compare peers with: fail closed.
    if (facts === null || facts.logonSid === null || !isLogonSid(facts.logonSid)) {
      throw new EndpointInsecureError('socket', 'UNVERIFIABLE', `${PIPE_PREFIX}<logon SID>`, 'the logon SID of this process cannot be read');
    }
    this.self = facts;
    this.logonSid = facts.logonSid;
    this.path = pipeName(facts.logonSid);
    this.factsOfPid =
      options.factsOfPid ??
      ((pid) => {
        const r = tokenFactsOfPid(pid);
        return r.ok ? r.value : null;
      });
  }

  /** This process's token facts, as the decisions see them. */
  get ownFacts(): TokenFacts {
    return this.self;
  }

  // ── markers ───────────────────────────────────────────────────────────────────────────────────────

  async tryAcquireInstanceLock(): Promise<MarkerHandle | null> {
    return this.tryAcquire('instance');
  }

  isInstanceLockHeld(): MarkerProbe {
    return this.probe('instance');
  }

  async tryAcquireLaunchLock(): Promise<MarkerHandle | null> {
    return this.tryAcquire('launch');
  }

  isLaunchLockHeld(): MarkerProbe {
    return this.probe('launch');
  }

  /**
   * Nothing to record: the pipe and markers are named by the logon SID, not by environment, and the settings live
   * under %APPDATA%, which MCP clients pass on Windows (the TypeScript SDK's default environment includes it).
   */
  recordSettingsPath(_settingsPath: string): void {}

  recordedSettingsPath(): string | null {
    return null;
  }

  private async tryAcquire(kind: MarkerKind): Promise<MarkerHandle | null> {
    const name = markerName(kind, this.logonSid);
    const sd = securityDescriptorFromSddl(endpointSddl(this.logonSid));
    if (!sd.ok) throw new Error(`the marker's security descriptor cannot be built (Win32 error ${sd.error})`);
    try {
      const sa = securityAttributes(sd.value);
      for (let attempt = 0; ; attempt++) {
        const r = createMutex(name, sa);
        if (!r.ok) {
          // An existing object we may not open is someone else's: fail closed, as held.
          if (r.error === ERROR.ACCESS_DENIED) return null;
          throw new Error(`the ${kind} marker cannot be created (Win32 error ${r.error})`);
        }
        if (r.value.created) return new MutexMarker(kind, r.value.handle);
        closeHandle(r.value.handle);
        // A probe keeps the object alive for microseconds; a real holder keeps it for its lifetime.
        if (attempt >= MARKER_RETRIES) return null;
        await sleep(MARKER_RETRY_MS);
      }
    } finally {
      freeSecurityDescriptor(sd.value);
    }
  }

  /** OpenMutexW only: inspecting a marker never creates it. */
  private probe(kind: MarkerKind): MarkerProbe {
    const r = openMutex(markerName(kind, this.logonSid));
    if (r.ok) closeHandle(r.value);
    return decideMarkerProbe(r.ok ? { ok: true } : { ok: false, error: r.error });
  }

  // ── peer checks ───────────────────────────────────────────────────────────────────────────────────

  /** The decision made on the raw handle when the stream was accepted; a stream we did not accept is refused. */
  verifyPeer(stream: IpcStream): PeerDecision {
    return this.decisions.get(stream) ?? asPeerDecision({ verdict: 'reject', reason: 'CREDENTIALS_UNAVAILABLE', message: 'the stream was not accepted by this endpoint', peer: null });
  }

  verifyServer(stream: IpcStream): PeerDecision {
    return this.decisions.get(stream) ?? asPeerDecision({ verdict: 'reject', reason: 'CREDENTIALS_UNAVAILABLE', message: 'the stream was not opened by this endpoint', peer: null });
  }

  /** Server side: the token of the process GetNamedPipeClientProcessId names. */
  decideClientOf(pipe: Handle): Win32PeerDecision {
    const pid = namedPipeClientProcessId(pipe);
    return decidePeerWin32({ server: this.self, peer: pid.ok ? this.factsOfPid(pid.value) : null });
  }

  /** Client side: the token of the process GetNamedPipeServerProcessId names. */
  decideServerOf(pipe: Handle): Win32PeerDecision {
    const pid = namedPipeServerProcessId(pipe);
    return decideServerWin32({ client: this.self, server: pid.ok ? this.factsOfPid(pid.value) : null });
  }

  // ── server ────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Null: a pipe instance is an overlapped HANDLE this thread's libuv loop owns (socketFromHandle); it cannot be
   * reopened by another thread's loop, so the MCP worker listens itself (docs/windows.md, "MCP worker").
   */
  readonly handover = null;

  async listen(onAccept: AcceptHandler): Promise<IpcServerHandle> {
    const sd = securityDescriptorFromSddl(endpointSddl(this.logonSid));
    if (!sd.ok) throw new Error(`the pipe's security descriptor cannot be built (Win32 error ${sd.error})`);
    const sa = securityAttributes(sd.value);
    let first: Handle | null = null;
    try {
      for (let attempt = 0; first === null; attempt++) {
        const r = this.createInstance(sa, true);
        if (r.ok) {
          first = r.value;
          break;
        }
        if (decideFirstInstanceError(r.error) === 'failed') throw new Error(`creating ${this.path} failed (Win32 error ${r.error})`);
        if (attempt >= NAME_TAKEN_RETRIES) {
          throw new EndpointBusyError(
            `${this.path} is already served by another process (another winproc-tui instance, or a process squatting the name); refusing to share it`,
          );
        }
        await sleep(NAME_TAKEN_RETRY_MS);
      }
      // Where FILE_FLAG_FIRST_PIPE_INSTANCE is not enforced (Wine), joining a squatter's pipe would succeed: the DACL we
      // read back from the instance is the pipe's, so anything but our own DACL fails closed here.
      const applied = objectSecuritySddl(first);
      if (!applied.ok) {
        throw new EndpointInsecureError('socket', 'UNVERIFIABLE', this.path, `its security descriptor cannot be read back (Win32 error ${applied.error})`);
      }
      const check = decideAppliedDacl(applied.value, this.logonSid);
      if (!check.ok) throw new EndpointInsecureError('socket', 'WRONG_OWNER', this.path, check.detail);
    } catch (error) {
      if (first !== null) closeHandle(first);
      freeSecurityDescriptor(sd.value);
      throw error;
    }
    const server = new PipeServer(this, sa, sd.value, first, onAccept);
    server.start();
    return server;
  }

  /** One pipe instance with our DACL; FILE_FLAG_FIRST_PIPE_INSTANCE on the first one. */
  createInstance(sa: Buffer, firstInstance: boolean) {
    return createNamedPipe(
      this.path,
      PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED | (firstInstance ? FILE_FLAG_FIRST_PIPE_INSTANCE : 0),
      PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS,
      PIPE_UNLIMITED_INSTANCES,
      PIPE_BUFFER_BYTES,
      sa,
    );
  }

  /** Wraps an accepted, checked instance and remembers the decision for verifyPeer. */
  adoptAccepted(pipe: Handle, decision: Win32PeerDecision): Socket {
    const stream = socketFromHandle(pipe);
    this.decisions.set(stream, asPeerDecision(decision));
    return stream;
  }

  // ── client ────────────────────────────────────────────────────────────────────────────────────────

  async connect(timeoutMs: number): Promise<IpcStream> {
    const deadline = Date.now() + timeoutMs;
    let pipe: Handle;
    for (;;) {
      const r = createFile(
        this.path,
        GENERIC_READ | GENERIC_WRITE,
        0,
        OPEN_EXISTING,
        FILE_FLAG_OVERLAPPED | SECURITY_SQOS_PRESENT | SECURITY_IDENTIFICATION,
      );
      if (r.ok) {
        pipe = r.value;
        break;
      }
      const outcome = decideOpenError(r.error);
      if (outcome === 'missing') throw new EndpointUnavailableError('MISSING', `no backend endpoint at ${this.path}`);
      if (outcome === 'access-denied') throw new EndpointUnavailableError('ACCESS_DENIED', `access to ${this.path} was denied`);
      if (outcome === 'other') throw new EndpointUnavailableError('OTHER', `connecting to ${this.path} failed (Win32 error ${r.error})`);
      // Every instance is busy: the backend creates the next one right after each accept, so wait briefly.
      if (Date.now() + BUSY_RETRY_MS > deadline) {
        throw new EndpointUnavailableError('TIMEOUT', `every instance of ${this.path} stayed busy for ${timeoutMs} ms`);
      }
      await sleep(BUSY_RETRY_MS);
    }
    const decision = this.decideServerOf(pipe);
    if (decision.verdict === 'reject') {
      closeHandle(pipe);
      throw new ServerRejectedError(decision.reason, `refusing the process at ${this.path}: ${decision.message}`);
    }
    const stream = socketFromHandle(pipe);
    this.decisions.set(stream, asPeerDecision(decision));
    return stream;
  }
}

/** Pending overlapped ConnectNamedPipe: its OVERLAPPED (stable memory) and event. */
interface PendingConnect {
  readonly pipe: Handle;
  readonly overlapped: StableMemory;
  readonly event: Handle;
}

/**
 * The accept loop: one instance waits in an overlapped ConnectNamedPipe whose event is awaited on koffi's worker
 * pool (the event loop stays free); on a connection the next instance is created before the connected one is
 * checked and handed over, so the name always has an instance of ours.
 */
class PipeServer implements IpcServerHandle {
  readonly path: string;
  private closed = false;
  private pending: PendingConnect | null = null;
  private loop: Promise<void> = Promise.resolve();
  private closing: Promise<void> | null = null;

  constructor(
    private readonly endpoint: Win32Endpoint,
    private readonly sa: Buffer,
    private readonly sd: bigint,
    private next: Handle | null,
    private readonly onAccept: AcceptHandler,
  ) {
    this.path = endpoint.path;
  }

  start(): void {
    this.loop = this.run().catch(() => undefined);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.closed = true;
      const pending = this.pending;
      // Completing the pending ConnectNamedPipe with ERROR_OPERATION_ABORTED signals its event and ends the wait.
      if (pending !== null) cancelIo(pending.pipe, pending.overlapped.address);
      await this.loop;
      if (this.next !== null) closeHandle(this.next);
      this.next = null;
      freeSecurityDescriptor(this.sd);
    })();
    return this.closing;
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      let pipe = this.next;
      if (pipe === null) {
        const r = this.endpoint.createInstance(this.sa, false);
        if (!r.ok) {
          await sleep(NAME_TAKEN_RETRY_MS);
          continue;
        }
        pipe = r.value;
        this.next = pipe;
      }
      const connected = await this.waitForClient(pipe);
      if (this.closed) return;
      if (!connected) {
        // The instance failed (a client that connected and vanished): replace it.
        closeHandle(pipe);
        this.next = null;
        continue;
      }
      this.next = null;
      const replacement = this.endpoint.createInstance(this.sa, false);
      if (replacement.ok) this.next = replacement.value;
      const decision = this.endpoint.decideClientOf(pipe);
      let stream: Socket;
      try {
        stream = this.endpoint.adoptAccepted(pipe, decision);
      } catch {
        continue;
      }
      this.onAccept(stream, asPeerDecision(decision));
    }
  }

  /** True when a client connected to `pipe`; false when the instance failed or the server is closing. */
  private async waitForClient(pipe: Handle): Promise<boolean> {
    const event = createEvent(true, false);
    if (!event.ok) return false;
    const overlapped = allocStable(OVERLAPPED_SIZE);
    writeU64At(overlapped.address, OVERLAPPED_EVENT_OFFSET, event.value);
    try {
      const started = connectNamedPipe(pipe, overlapped.address);
      if (!started.ok) return false;
      if (started.value === 'connected') return true;
      this.pending = { pipe, overlapped, event: event.value };
      if (this.closed) cancelIo(pipe, overlapped.address);
      await waitForObjectAsync(event.value, INFINITE);
      this.pending = null;
      const result = overlappedResult(pipe, overlapped.address);
      return result.ok && !this.closed;
    } finally {
      this.pending = null;
      // Only after the operation completed (or was cancelled and completed) may its OVERLAPPED be freed.
      overlapped.free();
      closeHandle(event.value);
    }
  }
}

export function createWin32Endpoint(options?: Win32EndpointOptions): Win32Endpoint {
  return new Win32Endpoint(options);
}
