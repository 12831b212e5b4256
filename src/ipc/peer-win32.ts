// Pure decision functions for the Windows named-pipe endpoint: who may talk to whom (token facts of both ends),
// the endpoint and marker names derived from the logon SID, the DACL we apply and what reading it back must show,
// and how Win32 error codes of creating, opening and probing map onto endpoint outcomes. No I/O and no native
// calls here, so Linux unit tests feed recorded token data.

/** The token facts the decisions use; native/win32/token.ts TokenFacts has this shape. */
export interface TokenFactsInput {
  readonly pid: number;
  readonly userSid: string | null;
  readonly logonSid: string | null;
  /** Mandatory integrity level RID: 0x1000 low, 0x2000 medium, 0x3000 high, 0x4000 system. */
  readonly integrityRid: number | null;
  readonly elevated: boolean | null;
}

/** Who is on the other end of the pipe, as its token says. */
export interface Win32PeerIdentity {
  platform: 'win32';
  pid: number;
  userSid: string | null;
  logonSid: string | null;
  integrityRid: number | null;
  elevated: boolean | null;
}

export type Win32PeerRejectReason =
  /** The peer's process or token could not be opened or read; never assume. */
  | 'CREDENTIALS_UNAVAILABLE'
  /** Another Windows account. */
  | 'USER_MISMATCH'
  /** The same account in another logon session (another logon SID). */
  | 'LOGON_SESSION_MISMATCH'
  /** The peer runs at a lower integrity level than this end requires (a lower-integrity bridge never reaches an elevated backend; a server below the bridge is refused). */
  | 'INTEGRITY_TOO_LOW'
  /** The bridge runs at a higher integrity level than the backend: the policy requires matching levels. */
  | 'INTEGRITY_MISMATCH'
  /** One end is elevated and the other is not, at equal integrity (UAC-disabled configurations). */
  | 'ELEVATION_MISMATCH';

export type Win32PeerDecision =
  | { verdict: 'accept'; peer: Win32PeerIdentity }
  | { verdict: 'reject'; reason: Win32PeerRejectReason; message: string; peer: Win32PeerIdentity | null };

function identity(facts: TokenFactsInput): Win32PeerIdentity {
  return {
    platform: 'win32',
    pid: facts.pid,
    userSid: facts.userSid,
    logonSid: facts.logonSid,
    integrityRid: facts.integrityRid,
    elevated: facts.elevated,
  };
}

function complete(facts: TokenFactsInput): boolean {
  return facts.userSid !== null && facts.logonSid !== null && facts.integrityRid !== null;
}

function reject(reason: Win32PeerRejectReason, message: string, peer: Win32PeerIdentity | null): Win32PeerDecision {
  return { verdict: 'reject', reason, message, peer };
}

/**
 * Server side, on accept: `peer` is the token of the process GetNamedPipeClientProcessId names (null when it cannot be
 * opened). Same user, same logon SID, the same integrity level and the same elevation; anything unknown is refused.
 */
export function decidePeerWin32(input: { server: TokenFactsInput; peer: TokenFactsInput | null }): Win32PeerDecision {
  const { server, peer } = input;
  if (peer === null) return reject('CREDENTIALS_UNAVAILABLE', 'the connecting process or its token cannot be opened', null);
  const who = identity(peer);
  if (!complete(server) || !complete(peer)) {
    return reject('CREDENTIALS_UNAVAILABLE', 'the user, logon SID or integrity level of one end cannot be read', who);
  }
  if (peer.userSid !== server.userSid) return reject('USER_MISMATCH', 'the connecting process runs as another user', who);
  if (peer.logonSid !== server.logonSid) {
    return reject('LOGON_SESSION_MISMATCH', 'the connecting process belongs to another logon session', who);
  }
  const peerLevel = peer.integrityRid as number;
  const serverLevel = server.integrityRid as number;
  if (peerLevel < serverLevel) {
    return reject('INTEGRITY_TOO_LOW', 'the connecting process runs at a lower integrity level than this backend', who);
  }
  if (peerLevel > serverLevel) {
    return reject('INTEGRITY_MISMATCH', 'the connecting process runs at a higher integrity level than this backend; levels must match', who);
  }
  if (peer.elevated !== null && server.elevated !== null && peer.elevated !== server.elevated) {
    return reject('ELEVATION_MISMATCH', server.elevated ? 'this backend is elevated and the connecting process is not' : 'the connecting process is elevated and this backend is not', who);
  }
  return { verdict: 'accept', peer: who };
}

/**
 * Client (bridge) side, on connect: `server` is the token of the process GetNamedPipeServerProcessId names. Same user,
 * same logon SID, and an integrity level not below the bridge's (a lower-integrity squatter is refused; a higher
 * backend refuses us itself).
 */
export function decideServerWin32(input: { client: TokenFactsInput; server: TokenFactsInput | null }): Win32PeerDecision {
  const { client, server } = input;
  if (server === null) return reject('CREDENTIALS_UNAVAILABLE', 'the process serving the pipe or its token cannot be opened', null);
  const who = identity(server);
  if (!complete(server) || !complete(client)) {
    return reject('CREDENTIALS_UNAVAILABLE', 'the user, logon SID or integrity level of one end cannot be read', who);
  }
  if (server.userSid !== client.userSid) return reject('USER_MISMATCH', 'the process serving the pipe runs as another user', who);
  if (server.logonSid !== client.logonSid) {
    return reject('LOGON_SESSION_MISMATCH', 'the process serving the pipe belongs to another logon session', who);
  }
  if ((server.integrityRid as number) < (client.integrityRid as number)) {
    return reject('INTEGRITY_TOO_LOW', 'the process serving the pipe runs at a lower integrity level than this bridge', who);
  }
  return { verdict: 'accept', peer: who };
}

// ── names ───────────────────────────────────────────────────────────────────────────────────────────

export const PIPE_PREFIX = '\\\\.\\pipe\\winproc-tui.mcp.v1.';

/** A logon SID is S-1-5-5-X-Y; nothing else may become part of an object name. */
export function isLogonSid(sid: string): boolean {
  return /^S-1-5-5-\d{1,10}-\d{1,10}$/.test(sid);
}

/** `\\.\pipe\winproc-tui.mcp.v1.<logon SID>`. */
export function pipeName(logonSid: string): string {
  if (!isLogonSid(logonSid)) throw new Error('not a logon SID');
  return `${PIPE_PREFIX}${logonSid}`;
}

/** `Local\winproc-tui.instance.<SID>` or `Local\winproc-tui.launch.<SID>`: session-local named mutexes. */
export function markerName(kind: 'instance' | 'launch', logonSid: string): string {
  if (!isLogonSid(logonSid)) throw new Error('not a logon SID');
  return `Local\\winproc-tui.${kind}.${logonSid}`;
}

/** The explicit DACL: protected (no inherited ACEs), one ACE granting GENERIC_ALL to the logon SID, nothing else. */
export function endpointSddl(logonSid: string): string {
  if (!isLogonSid(logonSid)) throw new Error('not a logon SID');
  return `D:P(A;;GA;;;${logonSid})`;
}

/**
 * What reading the DACL back from our first pipe instance must show: a protected DACL whose only ACEs allow the
 * logon SID (Windows maps GA to the object's full rights, FA for a pipe). Anything else means the object is not
 * the one we created (a squatter's pipe whose instance we joined) or the DACL did not apply: fail closed.
 */
export function decideAppliedDacl(sddl: string, logonSid: string): { ok: true } | { ok: false; detail: string } {
  const at = sddl.indexOf('D:');
  if (at < 0) return { ok: false, detail: 'the pipe has no DACL' };
  const dacl = sddl.slice(at + 2).replace(/S:.*$/, '');
  const flags = /^([A-Z]*)/.exec(dacl)?.[1] ?? '';
  if (!flags.includes('P')) return { ok: false, detail: 'the DACL is not protected' };
  const aces = [...dacl.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!.split(';'));
  if (aces.length === 0) return { ok: false, detail: 'the DACL has no entries' };
  for (const ace of aces) {
    const [type, , rights, , , sid] = ace;
    if (type !== 'A') return { ok: false, detail: `the DACL has an entry of type ${type}` };
    if (sid !== logonSid) return { ok: false, detail: 'the DACL grants access to another principal' };
    if (rights !== 'GA' && rights !== 'FA' && !/^0x1f01ff$/i.test(rights ?? '')) {
      return { ok: false, detail: 'the DACL entry for the logon SID has unexpected rights' };
    }
  }
  return { ok: true };
}

// ── Win32 error codes → endpoint outcomes ───────────────────────────────────────────────────────────

const ERROR_FILE_NOT_FOUND = 2;
const ERROR_PATH_NOT_FOUND = 3;
const ERROR_ACCESS_DENIED = 5;
const ERROR_PIPE_BUSY = 231;
const ERROR_BAD_PATHNAME = 161;

/** Creating the first instance with FILE_FLAG_FIRST_PIPE_INSTANCE failed: is the name taken, or is this another failure? */
export function decideFirstInstanceError(error: number): 'name-taken' | 'failed' {
  // ERROR_ACCESS_DENIED is what FILE_FLAG_FIRST_PIPE_INSTANCE reports when an instance exists; ERROR_PIPE_BUSY when
  // the existing pipe is at its instance limit.
  return error === ERROR_ACCESS_DENIED || error === ERROR_PIPE_BUSY ? 'name-taken' : 'failed';
}

/** Opening the pipe as a client (CreateFileW) failed. Only a missing pipe lets the bridge consider a startup. */
export function decideOpenError(error: number): 'missing' | 'busy' | 'access-denied' | 'other' {
  if (error === ERROR_FILE_NOT_FOUND || error === ERROR_PATH_NOT_FOUND || error === ERROR_BAD_PATHNAME) return 'missing';
  if (error === ERROR_PIPE_BUSY) return 'busy';
  if (error === ERROR_ACCESS_DENIED) return 'access-denied';
  return 'other';
}

export type MarkerProbeDecision = { state: 'not-held' } | { state: 'held' } | { state: 'inaccessible'; reason: string };

/** Probing a marker with OpenMutexW (never CreateMutexW): opened → held; not found → not held; anything else fails closed. */
export function decideMarkerProbe(result: { ok: true } | { ok: false; error: number }): MarkerProbeDecision {
  if (result.ok) return { state: 'held' };
  if (result.error === ERROR_FILE_NOT_FOUND) return { state: 'not-held' };
  if (result.error === ERROR_ACCESS_DENIED) return { state: 'inaccessible', reason: 'the marker exists but this process may not open it' };
  return { state: 'inaccessible', reason: `the marker cannot be inspected (Win32 error ${result.error})` };
}
