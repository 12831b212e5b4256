// Guards the native socket scan of the network capture (getdents64 + readlinkat into reused buffers) against real
// processes: it finds exactly the wanted sockets a child holds, agrees with the Node fs path on every process it can
// read, and answers gone for a process that does not exist.
import { readdirSync, readFileSync, realpathSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSocketScan, socketLinksByNode, socketLinksOf, wantedInodes } from '../../../../src/collectors/linux/investigations/socket-links.js';
import { killAllChildren, startHolder, type Holder } from './helpers.js';

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

  it('answers gone for a process that does not exist', () => {
    const unused = Number(readFileSync('/proc/sys/kernel/pid_max', 'latin1')) + 1;
    expect(socketLinksOf('/proc', unused, wantedInodes(['1']))).toBe('gone');
  });

  it('keeps an inode too long for a number exact, as text', () => {
    const wanted = wantedInodes(['12345', '123456789012345678']);
    expect([...wanted.numbers]).toEqual([12345]);
    expect([...wanted.texts]).toEqual(['123456789012345678']);
  });
});
