// Guards how socket tables (seq_files) are read: a read that left room for another record proves the table ended,
// so no read(2) is spent only to see EOF (for /proc/net/tcp that read walks the kernel's socket hash again); a
// fuller read is followed by more reads, so a table of many pages comes back whole. Also guards the proc root's
// PID listing (getdents64 on the real procfs, fs.listDir through any other ProcFs), the whole-system files kept open,
// the per-process files read in one read (readRecord, readTextBytes), and the names of a directory with a prefix
// (listNamesWithPrefix, getdents64: the .NET detector's /tmp listing).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KeptFiles, listNamesWithPrefix, listProcessIds, nodeProcFs, readBytes, readSeqTable, readSeqTableFile, type ProcFs, type ReadAt } from '../../../../src/collectors/linux/procfs.js';

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

describe('readRecord and readTextBytes: a file the kernel prints as one record, in one read', () => {
  it("a sleeping child's status, cgroup, stat, statm and io are what a read to EOF gives", async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      // Wait until it sleeps: before that its stat and status still change (the exec, the first scheduling).
      for (let i = 0; i < 200 && !/^State:\s+S/m.test(readFileSync(`/proc/${child.pid}/status`, 'latin1')); i++) await new Promise((r) => setTimeout(r, 10));
      for (const file of ['status', 'cgroup', 'stat', 'statm', 'io']) {
        const path = `/proc/${child.pid}/${file}`;
        const whole = readFileSync(path, 'latin1');
        expect(nodeProcFs.readRecord(path, 'latin1'), file).toBe(whole);
        const length = nodeProcFs.readTextBytes(path);
        expect(readBytes().toString('latin1', 0, length), file).toBe(whole);
      }
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('a file beyond the shared buffer comes back whole (a full read reads on)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-record-'));
    try {
      const path = join(dir, 'big');
      const text = Array.from({ length: 2000 }, (_, i) => line(i)).join(''); // 300,000 bytes
      writeFileSync(path, text);
      expect(nodeProcFs.readRecord(path, 'latin1')).toBe(text);
      const length = nodeProcFs.readTextBytes(path);
      expect(readBytes().toString('latin1', 0, length)).toBe(text);
      expect(() => nodeProcFs.readRecord(join(dir, 'missing'), 'latin1')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('KeptFiles: whole-system files re-read through kept descriptors', () => {
  /** nodeProcFs counting opens, reads through kept descriptors and closes. */
  function countingFs(): { fs: ProcFs; opens: () => number; closes: () => number; texts: () => number } {
    let opens = 0;
    let closes = 0;
    let texts = 0;
    const fs: ProcFs = {
      ...nodeProcFs,
      openFile: (path) => (opens++, nodeProcFs.openFile(path)),
      closeFile: (fd) => (closes++, nodeProcFs.closeFile(fd)),
      readText: (path, encoding) => (texts++, nodeProcFs.readText(path, encoding)),
    };
    return { fs, opens: () => opens, closes: () => closes, texts: () => texts };
  }

  it('a procfs table read through the kept descriptor has the same records as a fresh open, and is opened once', () => {
    const counting = countingFs();
    const kept = new KeptFiles(counting.fs, true);
    const keys = (text: string): string[] => text.split('\n').map((l) => l.split(' ')[0]!);
    const names = (text: string): string[] => text.split('\n').map((l) => l.split(':')[0]!.trim());
    try {
      for (let i = 0; i < 3; i++) {
        // Values move between the two reads; the records (every counter's name, every interface) are the same.
        expect(keys(kept.read('/proc/vmstat', 'latin1', true))).toEqual(keys(readFileSync('/proc/vmstat', 'latin1')));
        expect(names(kept.read('/proc/net/dev', 'latin1', true))).toEqual(names(readFileSync('/proc/net/dev', 'latin1')));
        expect(keys(kept.read('/proc/meminfo', 'latin1', false))).toEqual(keys(readFileSync('/proc/meminfo', 'latin1')));
      }
      expect(counting.opens()).toBe(3);
      expect(counting.texts()).toBe(0);
      expect(kept.size).toBe(3);
    } finally {
      kept.close();
    }
    expect(counting.closes()).toBe(3);
    expect(kept.size).toBe(0);
  });

  it('a table of many pages rewritten in place comes back whole from offset 0, each time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-kept-'));
    const kept = new KeptFiles(nodeProcFs, true);
    try {
      const path = join(dir, 'table');
      const first = Array.from({ length: 2000 }, (_, i) => line(i)).join(''); // 300,000 bytes: beyond the shared buffer
      writeFileSync(path, first);
      expect(kept.read(path, 'latin1', true)).toBe(first);
      const second = Array.from({ length: 30 }, (_, i) => line(i + 5000)).join('');
      writeFileSync(path, second); // the same file, truncated and written: what the kept descriptor reads
      expect(kept.read(path, 'latin1', true)).toBe(second);
      expect(kept.read(path, 'latin1', false)).toBe(second);
    } finally {
      kept.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a failed read closes the descriptor and throws; the next read opens the path again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-kept-'));
    let failNext = false;
    let opens = 0;
    const fs: ProcFs = {
      ...nodeProcFs,
      openFile: (path) => (opens++, nodeProcFs.openFile(path)),
      readOpenToEnd: (fd, encoding) => {
        if (failNext) {
          failNext = false;
          throw Object.assign(new Error('EIO: injected'), { code: 'EIO' });
        }
        return nodeProcFs.readOpenToEnd(fd, encoding);
      },
    };
    const kept = new KeptFiles(fs, true);
    try {
      const path = join(dir, 'table');
      writeFileSync(path, 'a 1\n');
      expect(kept.read(path, 'latin1', true)).toBe('a 1\n');
      failNext = true;
      expect(() => kept.read(path, 'latin1', true)).toThrow(expect.objectContaining({ code: 'EIO' }));
      expect(kept.size).toBe(0);
      expect(kept.readOptional(path, 'latin1', true)).toBe('a 1\n');
      expect(opens).toBe(2);
      expect(kept.readOptional(join(dir, 'missing'), 'latin1', true)).toBeNull();
      expect(() => kept.read(join(dir, 'missing'), 'latin1', false)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    } finally {
      kept.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('not kept (a file a test replaces by rename): every read opens the path, so the new file is read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-kept-'));
    const counting = countingFs();
    const kept = new KeptFiles(counting.fs, false);
    try {
      const path = join(dir, 'stat');
      writeFileSync(path, 'cpu 1 1 1 1\n');
      expect(kept.read(path, 'latin1', false)).toBe('cpu 1 1 1 1\n');
      writeFileSync(`${path}.new`, 'cpu 2 2 2 2\n');
      renameSync(`${path}.new`, path);
      expect(kept.read(path, 'latin1', false)).toBe('cpu 2 2 2 2\n');
      expect(counting.texts()).toBe(2);
      expect(counting.opens()).toBe(0);
      expect(kept.size).toBe(0);
    } finally {
      kept.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('listing the names with a prefix', () => {
  it('finds the same names as readdirSync over more entries than one getdents64 read holds, and null for what cannot be listed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-prefix-'));
    try {
      // ~4,000 entries of ~40-byte names: several 64 KB getdents64 reads; matches among them, one not ASCII.
      for (let i = 0; i < 4000; i++) writeFileSync(join(dir, `${i % 97 === 0 ? 'dotnet-diagnostic-' : 'other-file-'}${i}-${'x'.repeat(20)}`), '');
      writeFileSync(join(dir, 'dotnet-diagnostic-é-socket'), '');
      writeFileSync(join(dir, 'dotnet-diagnostic'), '');
      writeFileSync(join(dir, 'xdotnet-diagnostic-1'), '');
      const expected = readdirSync(dir).filter((name) => name.startsWith('dotnet-diagnostic-')).sort();
      expect(expected.length).toBe(43);
      expect(listNamesWithPrefix(dir, 'dotnet-diagnostic-')?.sort()).toEqual(expected);
      expect(listNamesWithPrefix(join(dir, 'missing'), 'dotnet-diagnostic-')).toBeNull();
      expect(listNamesWithPrefix(join(dir, 'dotnet-diagnostic'), 'dotnet-diagnostic-')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
