// TCP byte counters per socket inode from the kernel's socket diagnostics (NETLINK_SOCK_DIAG, inet_diag with
// tcp_info), the per-process network throughput's source: the request, the reply parser (which takes bytes, so
// recorded replies test it) and one dump of both address families over a kept netlink socket.
import { closeDescriptor, openSockDiagSocket, receiveBytes, sendBytes } from '../../../native/linux/libc.js';

/** The counters of one TCP socket: bytes received (tcpi_bytes_received) and bytes sent and acknowledged (tcpi_bytes_acked). */
export interface TcpByteCounters {
  readonly received: bigint;
  readonly acked: bigint;
}

/** TCP socket counters of one dump by socket inode; sockets without an inode (TIME_WAIT, request socks) are left out. */
export type TcpCountersByInode = Map<number, TcpByteCounters>;

const NLMSG_HDRLEN = 16;
const NLMSG_DONE = 3;
const NLMSG_ERROR = 2;
const SOCK_DIAG_BY_FAMILY = 20;
/**
 * The older inet_diag request (TCPDIAG_GETSOCK, struct inet_diag_req): the kernel serves it as a dump of every address
 * family (AF_UNSPEC) in one walk of the TCP hash tables, where SOCK_DIAG_BY_FAMILY needs one walk per family. The walk
 * visits every bucket of the established table, empty or not (262,144 on the bench host), so it is most of a dump's
 * cost: one walk instead of two measured 1.8 ms of CPU against 3.8 ms (docs/testing.md). Replies carry this type.
 */
const TCPDIAG_GETSOCK = 18;
const NLM_F_REQUEST = 0x1;
const NLM_F_DUMP = 0x300;
export const AF_INET = 2;
/** inet_diag extension INET_DIAG_INFO (2): the reply carries struct tcp_info; requested as bit (2 - 1). */
const INET_DIAG_INFO = 2;
/** struct inet_diag_req: family, src_len, dst_len, ext, inet_diag_sockid (48 bytes), states (u32), dbs (u32). */
const REQUEST_BYTES = NLMSG_HDRLEN + 60;
/** struct inet_diag_msg: family, state, timer, retrans, inet_diag_sockid (48), expires, rqueue, wqueue, uid, inode. */
const DIAG_MSG_BYTES = 72;
const DIAG_MSG_INODE_AT = 68;
/** Offsets in struct tcp_info (include/uapi/linux/tcp.h): the u64 tcpi_bytes_acked and tcpi_bytes_received (Linux 4.1+). */
const TCPI_BYTES_ACKED_AT = 120;
const TCPI_BYTES_RECEIVED_AT = 128;
const TCPI_MIN_BYTES = 136;

/** The dump request for every TCP socket of both families in every state, with tcp_info (TCPDIAG_GETSOCK). */
export function tcpDumpRequest(sequence: number): Buffer {
  const b = Buffer.alloc(REQUEST_BYTES);
  b.writeUInt32LE(REQUEST_BYTES, 0);
  b.writeUInt16LE(TCPDIAG_GETSOCK, 4);
  b.writeUInt16LE(NLM_F_REQUEST | NLM_F_DUMP, 6);
  b.writeUInt32LE(sequence >>> 0, 8);
  // The family byte is ignored for this request type (the kernel dumps AF_UNSPEC); AF_INET as ss writes it.
  b.writeUInt8(AF_INET, NLMSG_HDRLEN);
  b.writeUInt8(1 << (INET_DIAG_INFO - 1), NLMSG_HDRLEN + 3);
  b.writeUInt32LE(0xffffffff, NLMSG_HDRLEN + 4 + 48);
  return b;
}

/** What one datagram of a dump reply held: more to come, the end of the dump, or the kernel's error (a positive errno). */
export type DumpProgress = 'more' | 'done' | { readonly errno: number };

/**
 * Parses one datagram (`length` bytes of `buffer`) of a SOCK_DIAG_BY_FAMILY dump into `into`: each inet_diag_msg
 * with a non-zero inode and a tcp_info long enough for both counters. A tcp_info too short (a kernel before 4.1)
 * leaves the socket out, so the caller can tell "no counters" from "zero".
 */
export function parseTcpDumpReply(buffer: Buffer, length: number, into: TcpCountersByInode): DumpProgress {
  let at = 0;
  while (at + NLMSG_HDRLEN <= length) {
    const messageLength = buffer.readUInt32LE(at);
    const type = buffer.readUInt16LE(at + 4);
    if (messageLength < NLMSG_HDRLEN || at + messageLength > length) break;
    if (type === NLMSG_DONE) return 'done';
    if (type === NLMSG_ERROR) {
      const error = messageLength >= NLMSG_HDRLEN + 4 ? -buffer.readInt32LE(at + NLMSG_HDRLEN) : 0;
      return error === 0 ? 'done' : { errno: error };
    }
    if ((type === TCPDIAG_GETSOCK || type === SOCK_DIAG_BY_FAMILY) && messageLength >= NLMSG_HDRLEN + DIAG_MSG_BYTES) readDiagMessage(buffer, at, messageLength, into);
    at += align4(messageLength);
  }
  return 'more';
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

function readDiagMessage(buffer: Buffer, at: number, messageLength: number, into: TcpCountersByInode): void {
  const body = at + NLMSG_HDRLEN;
  const inode = buffer.readUInt32LE(body + DIAG_MSG_INODE_AT);
  if (inode === 0) return;
  const end = at + messageLength;
  for (let attr = body + DIAG_MSG_BYTES; attr + 4 <= end; ) {
    const attrLength = buffer.readUInt16LE(attr);
    const attrType = buffer.readUInt16LE(attr + 2);
    if (attrLength < 4 || attr + attrLength > end) return;
    if (attrType === INET_DIAG_INFO && attrLength - 4 >= TCPI_MIN_BYTES) {
      const info = attr + 4;
      into.set(inode, { received: buffer.readBigUInt64LE(info + TCPI_BYTES_RECEIVED_AT), acked: buffer.readBigUInt64LE(info + TCPI_BYTES_ACKED_AT) });
      return;
    }
    attr += align4(attrLength);
  }
}

/** The reply buffer: the kernel fills a datagram up to the receive size (and at least a page), so 64 KiB takes hundreds of sockets a call. */
const REPLY_BYTES = 64 * 1024;

/**
 * One netlink socket kept for the sampler's life: each `dump()` asks for the TCP sockets of both families of this
 * thread's network namespace (the only one sock_diag answers for) and returns their counters, or null when the
 * socket cannot be opened or a dump fails (the caller reports the metric unavailable, never zero).
 */
export class TcpDiag {
  private fd = -1;
  private sequence = 0;
  private readonly reply = Buffer.allocUnsafeSlow(REPLY_BYTES);
  /** Why the last dump failed (an errno), for diagnostics and tests. */
  lastErrno = 0;

  dump(): TcpCountersByInode | null {
    if (this.fd < 0) {
      const opened = openSockDiagSocket();
      if (!opened.ok) {
        this.lastErrno = opened.errno;
        return null;
      }
      this.fd = opened.value;
    }
    const counters: TcpCountersByInode = new Map();
    if (!this.exchange(counters)) {
      // A failed exchange may leave replies queued: a fresh socket for the next pass.
      this.close();
      return null;
    }
    return counters;
  }

  private exchange(into: TcpCountersByInode): boolean {
    const request = tcpDumpRequest(++this.sequence);
    const sent = sendBytes(this.fd, request, request.byteLength);
    if (!sent.ok) {
      this.lastErrno = sent.errno;
      return false;
    }
    for (;;) {
      const received = receiveBytes(this.fd, this.reply);
      if (!received.ok) {
        this.lastErrno = received.errno;
        return false;
      }
      const progress = parseTcpDumpReply(this.reply, received.value, into);
      if (progress === 'done') return true;
      if (progress !== 'more') {
        this.lastErrno = progress.errno;
        return false;
      }
      if (received.value === 0) return false;
    }
  }

  close(): void {
    if (this.fd >= 0) closeDescriptor(this.fd);
    this.fd = -1;
  }
}
