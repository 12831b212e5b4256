// Network endpoints from /proc/net/{tcp,tcp6,udp,udp6} (or one process's /proc/PID/net view of its network
// namespace), owners found through `socket:[inode]` links in /proc/PID/fd. No DNS, no connection, no traffic.
//
// readlink of a /proc/PID/fd link is answered by procfs from the open file's dentry (d_path) and never calls
// into the filesystem the file lives on, so unlike stat() it cannot hang on a stalled mount: this scan runs
// in-process, on the calling thread. It once split the processes with the path helper for the second core; the
// split cost more CPU (the helper's own runtime, JIT and IPC) than its wall time saved on a shared 2-core host
// (docs/testing.md, issue 12), and almost all of a capture's CPU is the kernel answering getdents64 and readlinkat.
import type { ProcessIdentity } from '../../../model/types.js';
import { InvestigationError, throwIfCancelled } from '../../investigations/errors.js';
import type { NetworkProtocol, NetworkResult, NetworkRow } from '../../investigations/types.js';
import { parseProcStat } from '../parse.js';
import { isGone, nodeProcFs, readOptional, readSeqTableFile, type TextEncoding } from '../procfs.js';
import { heldSocketLinks, prepareSocketScan, verifiedOwnerStat, verifiedOwnerStatThrough, wantedInodes, type SocketLinks, type WantedInodes } from './socket-links.js';
import { linuxContext, listPids, startTimeMs, type LinuxContext, type LinuxInvestigationOptions } from './context.js';
import { withVerifiedTarget } from './identity.js';
import { lifetimeNameBytes, processNameText } from '../process-name.js';
import { isWildcardAddress, parseNetTable, tcpStateName, type NetEndpoint } from './parse.js';

const TABLES: readonly NetworkProtocol[] = ['tcp', 'tcp6', 'udp', 'udp6'];
const TCP_LISTEN = 10;
/**
 * The longest line of /proc/net/{tcp,tcp6,udp,udp6} with room to spare: tcp lines are padded to 150 bytes and udp
 * lines to 128; tcp6 and udp6 lines are about 180 (their widest fields are 20-digit inodes and 16-digit pointers).
 */
const NET_RECORD_MAX_BYTES = 512;

interface TableRead {
  readonly endpoints: { readonly protocol: NetworkProtocol; readonly endpoint: NetEndpoint }[];
  readonly succeeded: number;
  readonly failed: number;
}

/**
 * Reads the four tables under `netDir`; a table the kernel does not have (IPv6 disabled) counts as neither. Text
 * rather than a NETLINK_SOCK_DIAG dump (ss's way): measured on Linux 6.18, the inet_diag TCP dump of both families
 * cost 2-4x reading tcp and tcp6 (docs/testing.md, issue 12); the kernel walks the same hash tables either way.
 */
function readTables(ctx: LinuxContext, netDir: string): TableRead {
  const endpoints: TableRead['endpoints'] = [];
  let succeeded = 0;
  let failed = 0;
  for (const protocol of TABLES) {
    let text: string;
    try {
      const path = `${netDir}/${protocol}`;
      text = ctx.fs === nodeProcFs ? readSeqTableFile(path, 'latin1', NET_RECORD_MAX_BYTES) : ctx.fs.readText(path, 'latin1');
    } catch (error) {
      if (!isGone(error)) failed++;
      continue;
    }
    succeeded++;
    for (const endpoint of parseNetTable(text)) endpoints.push({ protocol, endpoint });
  }
  return { endpoints, succeeded, failed };
}

/** Socket inodes held by one process: `[fd name, inode]` of the links that name a wanted socket. */
function socketsOf(ctx: LinuxContext, pid: number, wanted: WantedInodes): SocketLinks {
  return heldSocketLinks(ctx.fs, ctx.procRoot, pid, wanted);
}

function readLinkOrNull(ctx: LinuxContext, path: string, encoding: TextEncoding = 'utf8'): string | null {
  try {
    return ctx.fs.readLink(path, encoding);
  } catch {
    return null;
  }
}

/**
 * UDP has no connection state machine, but the kernel keeps one for connect(2)ed sockets: ESTABLISHED when
 * connected (ss's ESTAB), CLOSE when not. An unconnected socket has no state to report (null, as on Windows);
 * anything else is reported by the kernel's name.
 */
function udpStateName(state: number): string | null {
  return state === UDP_UNCONNECTED ? null : tcpStateName(state);
}

const UDP_UNCONNECTED = 7;

function toRow(protocol: NetworkProtocol, e: NetEndpoint, pid: number | null, owner: ProcessIdentity | undefined): NetworkRow {
  const tcp = protocol === 'tcp' || protocol === 'tcp6';
  // A listening socket's and an unconnected UDP socket's peer is the wildcard: there is no remote endpoint.
  const noPeer = e.remotePort === 0 && isWildcardAddress(e.remoteAddress) && (!tcp || e.state === TCP_LISTEN);
  return {
    protocol,
    local_address: e.localAddress,
    local_port: e.localPort,
    remote_address: noPeer ? null : e.remoteAddress,
    remote_port: noPeer ? null : e.remotePort,
    state: tcp ? tcpStateName(e.state) : udpStateName(e.state),
    pid,
    owner_name: owner?.name ?? null,
    ...(owner?.nameBytesHex === undefined ? {} : { owner_name_bytes_hex: owner.nameBytesHex }),
  };
}

/**
 * Host-wide (`target` null) or one process. Rows follow table order (tcp, tcp6, udp, udp6, then kernel order);
 * an endpoint shared by several processes (inherited across fork) yields one row per owner, and an endpoint
 * without an accessible owner one row with a null pid. Host-wide, the tables are those of this application's
 * network namespace; per process, those of the target's namespace, restricted to the target's own sockets.
 */
export async function collectNetwork(
  target: ProcessIdentity | null,
  signal: AbortSignal,
  options: LinuxInvestigationOptions = {},
): Promise<NetworkResult> {
  const ctx = linuxContext(options);
  const startedAtMs = Date.now();
  if (ctx.fs === nodeProcFs) await prepareSocketScan();
  throwIfCancelled(signal);
  if (target !== null) {
    return withVerifiedTarget(target, ctx, ctx.afterVerify, async (verified) => {
      const tables = readTables(ctx, `${verified.base}/net`);
      const wanted = wantedInodes(tables.endpoints.map((t) => t.endpoint.inode).filter((inode) => inode !== '0'));
      const held = socketsOf(ctx, verified.pid, wanted);
      if (held === 'gone') throw new InvestigationError('exited', 'The process exited before or during collection.');
      const warnings: string[] = [];
      const inodes = new Set(held === 'denied' ? [] : held.map(([, inode]) => inode));
      if (held === 'denied') warnings.push("The process's sockets could not be examined: access denied.");
      if (tables.failed > 0) warnings.push(`${tables.failed} endpoint tables could not be read.`);
      const rows = tables.endpoints
        .filter((t) => inodes.has(t.endpoint.inode))
        .map((t) => toRow(t.protocol, t.endpoint, verified.pid, target));
      return {
        kind: 'network',
        rows,
        coverage: { tables_succeeded: tables.succeeded, tables_failed: tables.failed },
        status: tables.failed > 0 || held === 'denied' ? 'partial' : 'complete',
        warnings,
        startedAtMs,
        finishedAtMs: Date.now(),
        processes: rows.length > 0 ? [target] : [],
      } satisfies NetworkResult;
    });
  }

  const tables = readTables(ctx, `${ctx.procRoot}/net`);
  const inodes = new Set<string>();
  for (const t of tables.endpoints) if (t.endpoint.inode !== '0') inodes.add(t.endpoint.inode);
  const wanted = wantedInodes(inodes);
  const owners = new Map<string, number[]>();
  const identities = new Map<number, ProcessIdentity>();
  let denied = 0;
  /** Records `pid` (its name and start) as an owner of each inode of its `[fd name, inode]` links. */
  const own = (pid: number, nameBytes: string, startTicks: string, links: readonly (readonly [string, string])[]): void => {
    identities.set(pid, { pid, ...processNameText(nameBytes), startTimeMs: startTimeMs(ctx, startTicks), startToken: startTicks });
    // One row per owner, however many of its descriptors name the socket (dup'd or inherited twice).
    const counted = new Set<string>();
    for (const [, inode] of links) {
      if (counted.has(inode)) continue;
      counted.add(inode);
      const list = owners.get(inode);
      if (list === undefined) owners.set(inode, [pid]);
      else list.push(pid);
    }
  };
  if (wanted.size > 0) {
    const pids = listPids(ctx);
    for (let i = 0; i < pids.length; i++) {
      if ((i & 63) === 0) throwIfCancelled(signal);
      const pid = pids[i];
      const held = socketsOf(ctx, pid, wanted);
      if (held === 'denied') denied++;
      if (typeof held === 'string' || held.length === 0) continue;
      // The owner's name and identity, then proof that it is still the process whose links were read: a
      // socket inode is unique while the socket lives, so the same link after the stat read means same owner.
      const [firstFd, firstInode] = held[0];
      const ownerStat =
        ctx.fs === nodeProcFs ? verifiedOwnerStat(ctx.procRoot, pid, firstFd, firstInode) : verifiedOwnerStatThrough(ctx.fs, ctx.procRoot, pid, firstFd, firstInode);
      const stat = parseProcStat(ownerStat ?? '');
      if (stat === null) continue;
      const base = `${ctx.procRoot}/${pid}`;
      const nameBytes = lifetimeNameBytes(stat.comm, () => readLinkOrNull(ctx, `${base}/exe`, 'latin1'), () => readOptional(ctx.fs, `${base}/cmdline`, 'latin1'));
      own(pid, nameBytes, stat.startTicks, held);
    }
  }
  throwIfCancelled(signal);
  const rows: NetworkRow[] = [];
  for (const { protocol, endpoint } of tables.endpoints) {
    const pids = endpoint.inode === '0' ? undefined : owners.get(endpoint.inode);
    if (pids === undefined) rows.push(toRow(protocol, endpoint, null, undefined));
    else for (const pid of pids) rows.push(toRow(protocol, endpoint, pid, identities.get(pid)));
  }
  const warnings: string[] = [];
  if (tables.failed > 0) warnings.push(`${tables.failed} endpoint tables could not be read.`);
  if (denied > 0) warnings.push(`${denied} processes could not be examined for socket ownership: access denied.`);
  return {
    kind: 'network',
    rows,
    coverage: { tables_succeeded: tables.succeeded, tables_failed: tables.failed },
    status: tables.failed > 0 || denied > 0 ? 'partial' : 'complete',
    warnings,
    startedAtMs,
    finishedAtMs: Date.now(),
    processes: [...identities.values()],
  } satisfies NetworkResult;
}
