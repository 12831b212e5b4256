// Guards the sock_diag TCP dump: the request's layout, and the reply parser on a recorded dump (a loopback
// connection with known byte counts), a tcp_info too short for the counters (kernels before 4.1) and the kernel's error.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AF_INET, parseTcpDumpReply, tcpDumpRequest, type TcpCountersByInode } from '../../../../src/collectors/linux/tcp-diag.js';
import { FIXTURES } from './fixtures.js';

/** The recorded reply: each datagram as a 4-byte little-endian length and its bytes (test/fixtures/sock-diag/README.md). */
function recordedDatagrams(): Buffer[] {
  const framed = readFileSync(`${FIXTURES}../sock-diag/tcp4-dump.bin`);
  const datagrams: Buffer[] = [];
  for (let at = 0; at < framed.length; ) {
    const length = framed.readUInt32LE(at);
    datagrams.push(framed.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return datagrams;
}

describe('tcpDumpRequest', () => {
  it('asks for every TCP socket of both families in every state, with tcp_info (INET_DIAG_INFO), in one dump', () => {
    const r = tcpDumpRequest(7);
    expect(r.length).toBe(76);
    expect(r.readUInt32LE(0)).toBe(76);
    expect(r.readUInt16LE(4)).toBe(18); // TCPDIAG_GETSOCK: the kernel dumps AF_UNSPEC
    expect(r.readUInt16LE(6)).toBe(0x301); // NLM_F_REQUEST | NLM_F_DUMP
    expect(r.readUInt32LE(8)).toBe(7);
    expect([r[16], r[19]]).toEqual([AF_INET, 2]);
    expect(r.readUInt32LE(16 + 52)).toBe(0xffffffff);
  });
});

describe('parseTcpDumpReply on a recorded dump', () => {
  it('reads each socket inode with its received and acknowledged bytes, and the end of the dump', () => {
    const into: TcpCountersByInode = new Map();
    const progress = recordedDatagrams().map((d) => parseTcpDumpReply(d, d.length, into));
    expect(progress.at(-1)).toBe('done');
    expect(progress.slice(0, -1).every((p) => p === 'more')).toBe(true);
    // The recording's connection: the client sent 12,345 bytes and received 5,000; the server the reverse. The
    // client's acknowledged count includes its SYN's one sequence number; the listener moved nothing.
    expect(into.get(317889)).toEqual({ received: 5000n, acked: 12346n });
    expect(into.get(317890)).toEqual({ received: 12345n, acked: 5000n });
    expect(into.get(317888)).toEqual({ received: 0n, acked: 0n });
    expect(into.size).toBe(4);
  });

  it('leaves out a socket whose tcp_info is too short for the counters (a kernel before 4.1)', () => {
    const [first] = recordedDatagrams();
    const copy = Buffer.from(first);
    // The first message's INET_DIAG_INFO attribute, cut to 120 bytes of tcp_info (before tcpi_bytes_acked).
    const attrAt = 16 + 72;
    let at = attrAt;
    while (copy.readUInt16LE(at + 2) !== 2) at += (copy.readUInt16LE(at) + 3) & ~3;
    copy.writeUInt16LE(4 + 120, at);
    const into: TcpCountersByInode = new Map();
    parseTcpDumpReply(copy, copy.length, into);
    const inode = copy.readUInt32LE(16 + 68);
    expect(into.has(inode)).toBe(false);
    expect(into.size).toBeGreaterThan(0);
  });

  it("reports the kernel's error (NLMSG_ERROR with a negative errno)", () => {
    const b = Buffer.alloc(36);
    b.writeUInt32LE(36, 0);
    b.writeUInt16LE(2, 4);
    b.writeInt32LE(-97, 16);
    expect(parseTcpDumpReply(b, b.length, new Map())).toEqual({ errno: 97 });
  });
});
