// Guards the native socket scan of the network capture (getdents64 + readlinkat into reused buffers) against real
// processes: it finds exactly the wanted sockets a child holds, agrees with the Node fs path on every process it can
// read, lists a descriptor table longer than one directory read (a socket after 2,000 other descriptors), and
// answers gone for a process that does not exist. The owner's stat line is read natively only with proof that the
// owner still holds the socket, the same as through Node's fs.
import { readdirSync, readFileSync, realpathSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSocketScan, socketLinksByNode, socketLinksOf, verifiedOwnerStat, verifiedOwnerStatThrough, wantedInodes } from '../../../../src/collectors/linux/investigations/socket-links.js';
import { parseProcStat } from '../../../../src/collectors/linux/parse.js';
import { nodeProcFs } from '../../../../src/collectors/linux/procfs.js';
import { killAllChildren, startHolder, startReporting, type Holder } from './helpers.js';

let dir: string;
let holder: Holder;

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'winproc-sock-')));
  holder = await startHolder(dir, 0);
  await prepareSocketScan();
});

afterAll(async () => {
  await killAllChildren();
  rmSync(dir, { recursive: true, force: true });
});

/** Every socket inode of the four endpoint tables of this network namespace (column 10 of each line). */
function tableInodes(): string[] {
  const inodes: string[] = [];
  for (const table of ['tcp', 'tcp6', 'udp', 'udp6']) {
    let text: string;
    try {
      text = readFileSync(`/proc/net/${table}`, 'latin1');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const inode = line.trim().split(/\s+/)[9];
      if (inode !== undefined && inode !== '0') inodes.push(inode);
    }
  }
  return inodes;
}

/** The inode of the child's listener: the tcp line whose local port is the reported one. */
function listenerInode(port: number): string {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const line = readFileSync('/proc/net/tcp', 'latin1').split('\n').find((l) => l.trim().split(/\s+/)[1]?.endsWith(`:${hexPort}`));
  if (line === undefined) throw new Error(`no tcp line for port ${port}`);
  return line.trim().split(/\s+/)[9];
}

describe('socket links of a process', () => {
  it('finds the listener a child holds, under its descriptor, and nothing that is not wanted', () => {
    const inode = listenerInode(holder.report.port);
    const found = socketLinksOf('/proc', holder.report.pid, wantedInodes([inode]));
    expect(found).toHaveLength(1);
    const [[fd, got]] = found as [string, string][];
    expect(got).toBe(inode);
    expect(readdirSync(`/proc/${holder.report.pid}/fd`)).toContain(fd);
    // The child's files, FIFO and pipes are read and skipped; an unrelated inode matches nothing.
    expect(socketLinksOf('/proc', holder.report.pid, wantedInodes(['1']))).toEqual([]);
  });

  it('agrees with the Node fs path for this process and the child (all table sockets wanted)', () => {
    const wanted = wantedInodes(tableInodes());
    for (const pid of [process.pid, holder.report.pid]) {
      const sort = (links: ReturnType<typeof socketLinksOf>): unknown => (typeof links === 'string' ? links : [...links].sort((a, b) => Number(a[0]) - Number(b[0])));
      expect(sort(socketLinksOf('/proc', pid, wanted))).toEqual(sort(socketLinksByNode('/proc', pid, wanted)));
    }
  });

  it('finds a socket behind 2,000 other descriptors, past the first directory read', async () => {
    const source = `
      const fs = require('node:fs'), net = require('node:net');
      for (let i = 0; i < 2000; i++) fs.openSync('/dev/null', 'r');
      const server = net.createServer().listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.address().port }) + '\\n'));
      process.stdin.resume();
      process.stdin.on('end', () => process.exit(0));`;
    const { child, report } = await startReporting<{ port: number }>(process.execPath, ['-e', source]);
    const inode = listenerInode(report.port);
    const found = socketLinksOf('/proc', child.pid!, wantedInodes([inode]));
    expect(found).toHaveLength(1);
    expect(Number((found as [string, string][])[0][0])).toBeGreaterThan(2000);
    expect(found).toEqual(socketLinksByNode('/proc', child.pid!, wantedInodes([inode])));
  });

  it('answers gone for a process that does not exist', () => {
    const unused = Number(readFileSync('/proc/sys/kernel/pid_max', 'latin1')) + 1;
    expect(socketLinksOf('/proc', unused, wantedInodes(['1']))).toBe('gone');
  });

  it('keeps an inode too long for a number exact, as text', () => {
    const wanted = wantedInodes(['12345', '123456789012345678']);
    expect([...wanted.numbers]).toEqual([12345]);
    expect([...wanted.texts]).toEqual(['123456789012345678']);
  });

  it("reads an owner's stat line only while its descriptor still names the socket, as Node's fs does", () => {
    const inode = listenerInode(holder.report.port);
    const [[fd]] = socketLinksOf('/proc', holder.report.pid, wantedInodes([inode])) as [string, string][];
    // The identity fields (the counters of a live process may move between two reads).
    const identity = (text: string | null) => {
      const stat = parseProcStat(text ?? '');
      return stat === null ? null : [stat.comm, stat.startTicks];
    };
    const native = identity(verifiedOwnerStat('/proc', holder.report.pid, fd, inode));
    expect(native).toEqual(identity(readFileSync(`/proc/${holder.report.pid}/stat`, 'latin1')));
    expect(native).not.toBeNull();
    expect(native).toEqual(identity(verifiedOwnerStatThrough(nodeProcFs, '/proc', holder.report.pid, fd, inode)));
    // Another inode under the same descriptor, a descriptor that is not open, a process that does not exist.
    expect(verifiedOwnerStat('/proc', holder.report.pid, fd, String(Number(inode) + 1))).toBeNull();
    expect(verifiedOwnerStat('/proc', holder.report.pid, '999999', inode)).toBeNull();
    const unused = Number(readFileSync('/proc/sys/kernel/pid_max', 'latin1')) + 1;
    expect(verifiedOwnerStat('/proc', unused, fd, inode)).toBeNull();
    expect(verifiedOwnerStatThrough(nodeProcFs, '/proc', unused, fd, inode)).toBeNull();
  });
});
