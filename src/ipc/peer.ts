// Platform-neutral shapes of peer and server verification decisions; each endpoint fills them from its OS facts.
import type { Win32PeerIdentity, Win32PeerRejectReason } from './peer-win32.js';

/** Who is on the other end of a Unix socket, as the kernel recorded it (SO_PEERCRED). */
export interface LinuxPeerIdentity {
  platform: 'linux';
  pid: number;
  uid: number;
  gid: number;
}

/** The identity an endpoint establishes for the other end, per platform. */
export type PeerIdentity = LinuxPeerIdentity | Win32PeerIdentity;

export type PeerRejectReason =
  | Win32PeerRejectReason
  /** The OS could not tell us who is on the other end; never assume. */
  | 'CREDENTIALS_UNAVAILABLE'
  /** A different user. */
  | 'UID_MISMATCH'
  /** A non-root process must never reach a backend running as root, nor a non-root bridge talk to one. */
  | 'ROOT_BOUNDARY';

/** The outcome of `verifyPeer` (server side, on accept) or `verifyServer` (client side, on connect). */
export type PeerDecision =
  | { verdict: 'accept'; peer: PeerIdentity }
  | { verdict: 'reject'; reason: PeerRejectReason; message: string; peer: PeerIdentity | null };
