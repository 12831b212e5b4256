// Per-process TCP throughput for the sampling pass: one sock_diag dump of the TCP sockets per pass (the last one reused
// while the namespace's TCP counters stand still, see beginPass), each socket's
// byte counters differenced against the previous dump, and the deltas added up over the socket inodes each process
// holds (its /proc/PID/fd socket links, read with the network capture's scan and re-read only when needed).
//
// A scan reads every descriptor link of the process, so its cost is the process's descriptor count (8,000 for a
// monitor keeping four files open for each of 2,000 processes, whose count changes whenever a process comes or goes):
// links are read once in a process's lifetime (on its second pass: the first has no rate anyway), and again only
// - while the dump holds a socket that moved bytes and that no process's last scan found (hunting): when the
//   descriptor count changed since the last scan (and the pass after), and every 10 passes, staggered by PID;
// - otherwise every 60 passes, staggered by PID, which drops sockets a process closed or handed on.
// A host whose moving sockets are all attributed reads a sixtieth of the processes' links per pass.
import type { UnavailableReason } from '../../model/types.js';
import { PROCESS_SLOTS, type SlotWriter } from '../../model/wire.js';
import type { SocketLinks, WantedInodes } from './investigations/socket-links.js';
import type { ProcFs } from './procfs.js';
import { refreshTurn } from './refresh-turn.js';
import type { TcpCountersByInode } from './tcp-diag.js';

/** Where the pass's socket counters come from: the kernel's dump (TcpDiag), or recorded replies in tests. */
export interface TcpCounterSource {
  /** Counters of every TCP socket with an inode, or null when the dump failed. */
  dump(): TcpCountersByInode | null;
  close(): void;
}

/** While sockets that move bytes are unattributed, each process's links are re-read this often (staggered by PID). */
const HUNT_REFRESH_PASSES = 10;
/** Otherwise each process's links are re-read this often (staggered by PID; the DRM scan in gpu.ts shares it). */
export const IDLE_REFRESH_PASSES = 60;

/** What one process's last socket scan found. */
export interface ProcessSockets {
  /** Socket inodes of TCP sockets the process held at its last scan. */
  inodes: readonly number[];
  scanPass: number;
  /** The descriptor count at the last scan: a change (a socket opened or closed) makes the next pass scan again. */
  scanFdCount: number;
  /** Scan again next pass too: a socket opened after this pass's dump is in the next dump only. */
  rescanNext: boolean;
  /** Why the process has no counters (access denied, another network namespace), null when it has. */
  reason: UnavailableReason | null;
}

const NO_INODES: readonly number[] = Object.freeze([]);

export function newProcessSockets(): ProcessSockets {
  return { inodes: NO_INODES, scanPass: -1, scanFdCount: -1, rescanNext: false, reason: null };
}

const RECEIVED_SLOT = PROCESS_SLOTS.network_received_bytes_per_sec;
const SENT_SLOT = PROCESS_SLOTS.network_sent_bytes_per_sec;

const NS_PER_S = 1_000_000_000n;

/**
 * The sampler's one walk of a process's descriptor links per pass, shared with the GPU collector's DRM scan:
 * `links` reads them for the sockets in `wanted` (heldSocketLinks, collecting the DRM descriptors alongside), and
 * `walked` says the GPU collector already walked this pass (reading the result again costs nothing).
 */
export interface FdWalk {
  readonly walked: boolean;
  links(wanted: WantedInodes): SocketLinks;
}

const NO_WANTED: WantedInodes = { numbers: new Set(), texts: new Set(), size: 0 };

/**
 * The TCP counters' line of /proc/net/snmp (the second `Tcp:` line: RtoAlgorithm ... InSegs OutSegs ...), the
 * network namespace's segment counters as text, or null when the text has none. Compared as text, never parsed.
 */
export function tcpActivityLine(snmp: string): string | null {
  const header = snmp.indexOf('\nTcp: ');
  if (header < 0) return null;
  const values = snmp.indexOf('\nTcp: ', header + 1);
  if (values < 0) return null;
  const end = snmp.indexOf('\n', values + 1);
  return snmp.slice(values + 1, end < 0 ? snmp.length : end);
}

/** A reading of the namespace's TCP segment counters (tcpActivityLine) at the start of a pass. */
interface TcpActivity {
  readonly line: string;
  readonly monoNs: bigint;
}

/**
 * The shortest quiet interval before a dump whose counters are reused: no segment counted in the namespace for at
 * least this long before the dump began (see ProcessNetwork.beginPass).
 */
const QUIET_BEFORE_DUMP_NS = 500_000_000n;

/** The scan of a process found it gone (the sampler drops it from the pass). */
export class SocketOwnerGone extends Error {}

export class ProcessNetwork {
  private current: TcpCountersByInode | null = null;
  private previous: TcpCountersByInode | null = null;
  private currentMonoNs = 0n;
  private previousMonoNs = 0n;
  /** Why no process has counters this pass: no source, or the dump failed; null when the dump succeeded. */
  private passReason: UnavailableReason | null = 'unsupported';
  /** The current dump's inodes as the socket scan wants them, made on the pass's first scan. */
  private wanted: WantedInodes | null = null;
  private readonly ownNetns: string | null;
  /** The socket inodes the processes' last scans found, gathered over the pass (the previous pass's at beginPass). */
  private attributed = new Set<number>();
  private gathering = new Set<number>();
  /** Whether the dump holds a socket that moved bytes and that no scan found: processes are re-read to find it. */
  private hunting = false;
  /** The TCP activity read at the start of the previous pass, and the readings before and at the last dump. */
  private lastActivity: TcpActivity | null = null;
  private activityAtDump: TcpActivity | null = null;
  private activityBeforeDump: TcpActivity | null = null;
  /** Dumps taken, and passes that reused the last one (tests read them). */
  dumpsTaken = 0;
  dumpsReused = 0;

  constructor(
    private readonly fs: ProcFs,
    private readonly procRoot: string,
    private readonly source: TcpCounterSource | null,
  ) {
    this.ownNetns = this.readLink(`${procRoot}/self/ns/net`);
  }

  /**
   * Takes this pass's dump; the previous one stays for the deltas. `activity` is the namespace's TCP segment counters
   * read just now (tcpActivityLine of /proc/net/snmp; null where there is none, as with recorded counters): while they
   * are unchanged the last dump is reused instead of taken again, its counters exact for this pass too.
   *
   * Why that is exact (Linux): a socket's tcpi_bytes_received and tcpi_bytes_acked change only while the kernel
   * processes a received segment, and every segment is counted in the namespace's InSegs (tcp_v4_rcv, tcp_v6_rcv)
   * before it is processed. A segment can still be processed after it was counted: in the socket's backlog while its
   * owner holds the socket, but the dump reads each socket's tcp_info under lock_sock_fast, which waits for the owner
   * and so for the backlog to be processed; or in the few instructions between the count and the socket's lock in
   * the receive path. So the dump is reused only when the counters were already unchanged for a whole interval (at
   * least QUIET_BEFORE_DUMP_NS) before it began, and are unchanged since: every segment counted before the dump was
   * counted that long before it. The walk over every bucket of the established table (262,144 here) is most of a
   * quiet pass's system time (~2-3 ms), and the reading costs one pread.
   */
  beginPass(monoNs: bigint, activity: string | null = null): void {
    this.previous = this.current;
    this.previousMonoNs = this.currentMonoNs;
    this.wanted = null;
    if (this.source === null) {
      this.current = null;
      this.passReason = 'unsupported';
      return;
    }
    const reading = activity === null ? null : { line: activity, monoNs };
    const before = this.lastActivity;
    this.lastActivity = reading;
    if (this.current !== null && reading !== null && this.quietSinceDump(reading)) {
      // The same counters as the last dump: every delta is zero, no socket is new, nothing moved unattributed.
      this.dumpsReused++;
      this.currentMonoNs = monoNs;
      this.passReason = null;
      this.attributed = this.gathering;
      this.gathering = new Set();
      this.hunting = false;
      return;
    }
    this.activityBeforeDump = before;
    this.activityAtDump = reading;
    this.dumpsTaken++;
    this.current = this.source.dump();
    this.currentMonoNs = monoNs;
    this.passReason = this.current === null ? 'unknown' : null;
    this.attributed = this.gathering;
    this.gathering = new Set();
    this.hunting = this.current !== null && this.hasUnattributedTraffic(this.current);
  }

  /** Whether the last dump may stand for this pass: no segment counted since a quiet interval before it (beginPass). */
  private quietSinceDump(reading: TcpActivity): boolean {
    const atDump = this.activityAtDump;
    const beforeDump = this.activityBeforeDump;
    if (atDump === null || beforeDump === null) return false;
    return reading.line === atDump.line && beforeDump.line === atDump.line && atDump.monoNs - beforeDump.monoNs >= QUIET_BEFORE_DUMP_NS;
  }

  /** Whether a socket of `current` moved bytes since the previous dump (or is new with bytes) and no scan found it. */
  private hasUnattributedTraffic(current: TcpCountersByInode): boolean {
    const previous = this.previous;
    for (const [inode, now] of current) {
      if (this.attributed.has(inode)) continue;
      const before = previous?.get(inode);
      if (before === undefined ? now.received !== 0n || now.acked !== 0n : now.received !== before.received || now.acked !== before.acked) return true;
    }
    return false;
  }

  close(): void {
    this.source?.close();
  }

  /** The inodes of this pass's dump as a walk looks for them (none when there is no dump). */
  wantedInodes(): WantedInodes {
    const current = this.current;
    if (current === null) return NO_WANTED;
    return (this.wanted ??= { numbers: new Set(current.keys()), texts: new Set(), size: current.size });
  }

  /**
   * The network metrics of one process. `sockets` is null for an identity first seen this pass (its rates start
   * with the next pass); `fdCount` is this pass's descriptor count, negative when it could not be read (`fdReason`).
   * Returns the process's socket state for the next pass. Throws SocketOwnerGone when the process vanished.
   */
  attribute(
    sockets: ProcessSockets | null,
    pid: number,
    base: string,
    pass: number,
    fdCount: number,
    fdReason: UnavailableReason | null,
    out: SlotWriter,
    walk: FdWalk,
  ): ProcessSockets {
    const state = sockets ?? newProcessSockets();
    const current = this.current;
    let reason: UnavailableReason | null = this.passReason ?? (fdCount < 0 ? (fdReason ?? 'unknown') : null);
    if (reason === null && current !== null) {
      // A new identity is scanned on its second pass (its first has no rate anyway), or on its first when the
      // descriptors were already walked this pass for the GPU (free then, and it spares the second walk).
      if ((sockets !== null || walk.walked) && this.scanDue(state, pid, pass, fdCount)) this.scan(state, base, pass, fdCount, walk);
      // Indexed loops here and below: an array iterator per loop per process per pass was garbage (issue 31).
      const held = state.inodes;
      for (let i = 0; i < held.length; i++) this.gathering.add(held[i]!);
      reason = state.reason ?? (sockets === null || this.previous === null ? 'first_sample' : null);
    }
    if (reason !== null || current === null) {
      out.reason(RECEIVED_SLOT, reason ?? 'unknown');
      out.reason(SENT_SLOT, reason ?? 'unknown');
      return state;
    }
    const previous = this.previous!;
    let received = 0n;
    let sent = 0n;
    const held = state.inodes;
    for (let i = 0; i < held.length; i++) {
      const inode = held[i]!;
      const now = current.get(inode);
      if (now === undefined) continue; // closed since the scan: its last bytes are not counted (see the catalog)
      const before = previous.get(inode);
      // Not in the previous dump: opened within the interval, every byte is new. Below the previous value: the inode
      // number was reused by a new socket.
      received += before === undefined || now.received < before.received ? now.received : now.received - before.received;
      sent += before === undefined || now.acked < before.acked ? now.acked : now.acked - before.acked;
    }
    const elapsedNs = this.currentMonoNs - this.previousMonoNs;
    if (elapsedNs <= 0n) {
      out.reason(RECEIVED_SLOT, 'unknown');
      out.reason(SENT_SLOT, 'unknown');
      return state;
    }
    if (received === 0n) out.integer(RECEIVED_SLOT, 0);
    else out.value(RECEIVED_SLOT, (received * NS_PER_S) / elapsedNs);
    if (sent === 0n) out.integer(SENT_SLOT, 0);
    else out.value(SENT_SLOT, (sent * NS_PER_S) / elapsedNs);
    return state;
  }

  /** Never read; while hunting, descriptors opened or closed (this or the previous pass); the staggered refresh. */
  private scanDue(state: ProcessSockets, pid: number, pass: number, fdCount: number): boolean {
    if (state.scanPass < 0) return true;
    if (this.hunting) return state.rescanNext || fdCount !== state.scanFdCount || refreshTurn(pid, pass, HUNT_REFRESH_PASSES);
    return refreshTurn(pid, pass, IDLE_REFRESH_PASSES);
  }

  private scan(state: ProcessSockets, base: string, pass: number, fdCount: number, walk: FdWalk): void {
    state.rescanNext = state.scanPass >= 0 && fdCount !== state.scanFdCount;
    state.scanPass = pass;
    state.scanFdCount = fdCount;
    state.inodes = NO_INODES;
    state.reason = null;
    // No descriptors (a kernel thread, a process that closed them all): no sockets, nothing to read.
    if (fdCount === 0) return;
    // sock_diag answers for the monitor's own network namespace: another namespace's sockets are not in the dump.
    if (this.ownNetns !== null) {
      const netns = this.readLink(`${base}/ns/net`);
      if (netns !== null && netns !== this.ownNetns) {
        state.reason = 'unsupported';
        return;
      }
    }
    const links = walk.links(this.wantedInodes());
    if (links === 'gone') throw new SocketOwnerGone('process vanished');
    if (links === 'denied') {
      state.reason = 'access_denied';
      return;
    }
    if (links.length === 0) return;
    const inodes = new Set<number>();
    for (const [, inode] of links) inodes.add(Number(inode));
    state.inodes = [...inodes];
  }

  private readLink(path: string): string | null {
    try {
      return this.fs.readLink(path);
    } catch {
      return null;
    }
  }
}
