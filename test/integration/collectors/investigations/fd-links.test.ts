// Guards the descriptor-link reader shared by the socket scan and the path helper: exactly the open
// descriptors' links for a dense table and one with a long run of unused numbers, and `gone` for an exited process.
import { closeSync, mkdtempSync, openSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFdLinks } from '../../../../src/collectors/linux/investigations/fd-links.js';
import { killAndReap, startSleeper } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'winproc-fdlinks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a directory listing says: fd name -> link, read now. */
function listing(pid: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(`/proc/${pid}/fd`)) {
    try {
      out.set(name, readlinkSync(`/proc/${pid}/fd/${name}`));
    } catch {
      // closed meanwhile (the listing's own directory descriptor)
    }
  }
  return out;
}

function asMap(result: ReturnType<typeof readFdLinks>): Map<string, string> {
  if (typeof result === 'string') throw new Error(result);
  return new Map(result.links);
}

describe('readFdLinks', () => {
  it('dense and sparse descriptor tables give the same links as a listing', () => {
    const path = join(dir, 'f');
    writeFileSync(path, 'x');
    const fds = Array.from({ length: 40 }, () => openSync(path, 'r'));
    try {
      const dense = asMap(readFdLinks('/proc', process.pid));
      for (const fd of fds) expect(dense.get(String(fd))).toBe(path);
      // Close a run of 30 numbers in the middle.
      for (const fd of fds.slice(5, 35)) closeSync(fd);
      const sparse = asMap(readFdLinks('/proc', process.pid));
      const expected = listing(process.pid);
      for (const fd of [...fds.slice(0, 5), ...fds.slice(35)]) expect(sparse.get(String(fd))).toBe(path);
      for (const fd of fds.slice(5, 35)) expect(sparse.has(String(fd))).toBe(false);
      for (const [name, link] of sparse) if (!link.startsWith('anon_inode:') && expected.has(name)) expect(expected.get(name)).toBe(link);
    } finally {
      for (const fd of [...fds.slice(0, 5), ...fds.slice(35)]) closeSync(fd);
    }
  });

  it('a process that exited is gone', async () => {
    const { child, identity } = await startSleeper();
    expect(typeof readFdLinks('/proc', identity.pid)).toBe('object');
    await killAndReap(child);
    expect(readFdLinks('/proc', identity.pid)).toBe('gone');
  });
});
