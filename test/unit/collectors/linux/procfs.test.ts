// Guards how socket tables (seq_files) are read: a read that left room for another record proves the table ended,
// so no read(2) is spent only to see EOF (for /proc/net/tcp that read walks the kernel's socket hash again); a
// fuller read is followed by more reads, so a table of many pages comes back whole. Also guards the proc root's
// PID listing (getdents64 on the real procfs, fs.listDir through any other ProcFs).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listProcessIds, nodeProcFs, readSeqTable, readSeqTableFile, type ProcFs, type ReadAt } from '../../../../src/collectors/linux/procfs.js';

/** A seq_file as the kernel serves it: whole records, at most one 4 KiB page per read, then 0 at the end. */
function seqFile(records: readonly string[]): { read: ReadAt; calls: () => number } {
  let next = 0;
  let calls = 0;
  return {
    calls: () => calls,
    read: (buffer, offset, length) => {
      calls++;
      let page = '';
      while (next < records.length && page.length + records[next]!.length <= Math.min(4096, length)) page += records[next++];
      return buffer.write(page, offset, 'latin1');
    },
  };
}

const line = (i: number): string => `${String(i).padStart(4)}: ${'0'.repeat(143)}\n`; // 150 bytes, like a tcp line

describe('reading a seq_file table', () => {
  it('stops after a short read: the table ended, no extra read for EOF', () => {
    const records = Array.from({ length: 5 }, (_, i) => line(i));
    const file = seqFile(records);
    expect(readSeqTable(file.read, 'latin1', 512)).toBe(records.join(''));
    expect(file.calls()).toBe(1);
  });

  it('keeps reading while a read filled its page, to the last record', () => {
    const records = Array.from({ length: 200 }, (_, i) => line(i)); // 30,000 bytes: eight pages
    const file = seqFile(records);
    expect(readSeqTable(file.read, 'latin1', 512)).toBe(records.join(''));
    expect(file.calls()).toBe(8); // seven full pages, then a short one that ends it
  });

  it('reads to EOF when the last page happens to be full', () => {
    const records = Array.from({ length: 27 }, (_, i) => line(i)); // 4,050 bytes: as full as a page gets
    const file = seqFile(records);
    expect(readSeqTable(file.read, 'latin1', 512)).toBe(records.join(''));
    expect(file.calls()).toBe(2);
  });

  it('returns the real tables whole', () => {
    for (const table of ['tcp', 'tcp6', 'udp', 'udp6']) {
      let text: string;
      try {
        text = readFileSync(`/proc/net/${table}`, 'latin1');
      } catch {
        continue; // IPv6 disabled
      }
      // The header and the first socket lines are stable between the two reads; the rest may change.
      const ours = readSeqTableFile(`/proc/net/${table}`, 'latin1', 512);
      expect(ours.slice(0, ours.indexOf('\n'))).toBe(text.slice(0, text.indexOf('\n')));
    }
  });
});

describe('listing the PIDs of the proc root', () => {
  it('the native listing of /proc holds the same PIDs as readdir, a child spawned just before among them', async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await new Promise<void>((resolve, reject) => child.once('spawn', resolve).once('error', reject));
      // Processes of other tests come and go between the two listings: compare around the child, not all of them.
      const before = new Set(readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number));
      const pids = listProcessIds(nodeProcFs, '/proc');
      const after = new Set(readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number));
      expect(pids).toContain(child.pid);
      expect(pids).toContain(process.pid);
      expect(new Set(pids).size).toBe(pids.length);
      for (const pid of pids) expect(Number.isSafeInteger(pid) && pid > 0).toBe(true);
      // Every PID present in both readdir listings is in ours; ours has none that neither listing had.
      for (const pid of before) if (after.has(pid)) expect(pids).toContain(pid);
      for (const pid of pids) expect(before.has(pid) || after.has(pid)).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('a proc root other than the real one is listed through the ProcFs: the names made of digits only', () => {
    const root = mkdtempSync(join(tmpdir(), 'winproc-procroot-'));
    try {
      for (const name of ['1', '42', '7286', 'self', 'net', '12x', '3.5']) mkdirSync(join(root, name));
      writeFileSync(join(root, 'stat'), '');
      // The same root through a ProcFs that is not nodeProcFs (as tests inject one): listDir is what it lists.
      const listed: string[] = [];
      const fs: ProcFs = { ...nodeProcFs, listDir: (path) => (listed.push(path), nodeProcFs.listDir(path)) };
      expect(listProcessIds(fs, root).sort((a, b) => a - b)).toEqual([1, 42, 7286]);
      expect(listed).toEqual([root]);
      // nodeProcFs on a directory that is not procfs: the native listing gives the same PIDs.
      expect(listProcessIds(nodeProcFs, root).sort((a, b) => a - b)).toEqual([1, 42, 7286]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a missing proc root throws the ProcFs error (ENOENT), as a listing through Node does', () => {
    expect(() => listProcessIds(nodeProcFs, '/nonexistent-proc-root')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});
