// Pure decision functions for the Linux endpoint: who may talk to whom (SO_PEERCRED data) and whether the
// runtime directory, socket file and lock files are exclusively ours (lstat data). No I/O here, so tests feed data.
import type { InsecureProblem } from './errors.js';
import type { LinuxPeerIdentity, PeerDecision } from './peer.js';

/** Server side, on accept: `peer` is what SO_PEERCRED reported for the connecting process (null if unavailable). */
export function decidePeer(input: { serverEuid: number; peer: { pid: number; uid: number; gid?: number } | null }): PeerDecision {
  const { serverEuid, peer } = input;
  if (peer === null) {
    return { verdict: 'reject', reason: 'CREDENTIALS_UNAVAILABLE', message: 'peer credentials are unavailable', peer: null };
  }
  const identity: LinuxPeerIdentity = { platform: 'linux', pid: peer.pid, uid: peer.uid, gid: peer.gid ?? -1 };
  // Redundant with the same-uid rule below, kept explicit so that relaxing that rule can never open a root backend.
  if (serverEuid === 0 && peer.uid !== 0) {
    return { verdict: 'reject', reason: 'ROOT_BOUNDARY', message: 'a non-root peer may not connect to a backend running as root', peer: identity };
  }
  if (peer.uid !== serverEuid) {
    return { verdict: 'reject', reason: 'UID_MISMATCH', message: 'the peer runs as a different user', peer: identity };
  }
  return { verdict: 'accept', peer: identity };
}

/** Client (bridge) side, on connect: `server` is what SO_PEERCRED reported for the listening process. */
export function decideServer(input: { clientEuid: number; server: { pid: number; uid: number; gid?: number } | null }): PeerDecision {
  const { clientEuid, server } = input;
  if (server === null) {
    return { verdict: 'reject', reason: 'CREDENTIALS_UNAVAILABLE', message: 'server credentials are unavailable', peer: null };
  }
  const identity: LinuxPeerIdentity = { platform: 'linux', pid: server.pid, uid: server.uid, gid: server.gid ?? -1 };
  // Explicit for the same reason as in decidePeer: a non-root bridge never talks to a root backend.
  if (server.uid === 0 && clientEuid !== 0) {
    return { verdict: 'reject', reason: 'ROOT_BOUNDARY', message: 'the backend runs as root and this bridge does not', peer: identity };
  }
  if (server.uid !== clientEuid) {
    return { verdict: 'reject', reason: 'UID_MISMATCH', message: 'the process listening on the endpoint runs as a different user', peer: identity };
  }
  return { verdict: 'accept', peer: identity };
}

/** The lstat facts the file decisions need (fs.Stats provides them). */
export interface FileFacts {
  isDirectory: boolean;
  isSymbolicLink: boolean;
  isSocket: boolean;
  isFile: boolean;
  uid: number;
  mode: number;
}

export type FileDecision = { ok: true } | { ok: false; problem: InsecureProblem; detail: string };

function octal(bits: number): string {
  return `0${(bits & 0o777).toString(8).padStart(3, '0')}`;
}

/** The per-user runtime directory: a real directory (not a symlink), owned by us, permissions exactly 0700. */
export function decideRuntimeDirectory(facts: FileFacts, euid: number): FileDecision {
  if (facts.isSymbolicLink) return { ok: false, problem: 'SYMLINK', detail: 'it is a symbolic link' };
  if (!facts.isDirectory) return { ok: false, problem: 'NOT_A_DIRECTORY', detail: 'it is not a directory' };
  // Ownership before mode, so nothing about another user's directory is reported.
  if (facts.uid !== euid) return { ok: false, problem: 'WRONG_OWNER', detail: 'it is owned by another user' };
  if ((facts.mode & 0o777) !== 0o700) {
    return { ok: false, problem: 'WRONG_MODE', detail: `its permissions are ${octal(facts.mode)}, expected 0700` };
  }
  return { ok: true };
}

/** The endpoint socket: a socket, owned by us, permissions exactly 0600. */
export function decideSocketFile(facts: FileFacts, euid: number): FileDecision {
  if (facts.isSymbolicLink) return { ok: false, problem: 'SYMLINK', detail: 'it is a symbolic link' };
  if (!facts.isSocket) return { ok: false, problem: 'NOT_A_SOCKET', detail: 'it is not a socket' };
  if (facts.uid !== euid) return { ok: false, problem: 'WRONG_OWNER', detail: 'it is owned by another user' };
  if ((facts.mode & 0o777) !== 0o600) {
    return { ok: false, problem: 'WRONG_MODE', detail: `its permissions are ${octal(facts.mode)}, expected 0600` };
  }
  return { ok: true };
}

/** A marker lock file: a regular file owned by us (its mode is irrelevant inside a 0700 directory). */
export function decideLockFile(facts: FileFacts, euid: number): FileDecision {
  if (facts.isSymbolicLink) return { ok: false, problem: 'SYMLINK', detail: 'it is a symbolic link' };
  if (!facts.isFile) return { ok: false, problem: 'NOT_A_REGULAR_FILE', detail: 'it is not a regular file' };
  if (facts.uid !== euid) return { ok: false, problem: 'WRONG_OWNER', detail: 'it is owned by another user' };
  return { ok: true };
}
