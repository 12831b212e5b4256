// Guards the release of start-up's pages (Linux): only mappings holding nothing but their file's own bytes are advised
// (never a writable mapping, one with a privately modified page, anonymous memory or the kernel's); on this process's
// real mappings node's own binary is among them; and the release changes nothing a program computes afterwards: ICU,
// zlib and hashing (code and data read back from node's binary and the shared libraries) give the same answers.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { releasableMappings, releaseStartupPages } from '../../../../src/collectors/linux/startup-pages.js';

/** One smaps entry with the fields the selection reads (the kernel writes ~20 more lines; these are its format). */
function entry(range: string, perms: string, name: string, rssKb: number, anonymousKb: number | null): string {
  const lines = [`${range} ${perms} 00000000 fe:00 1234${name ? `                     ${name}` : ''}`, `Size:               2048 kB`, `Rss:                ${rssKb} kB`, `Pss:                ${rssKb} kB`];
  if (anonymousKb !== null) lines.push(`Anonymous:          ${anonymousKb} kB`);
  lines.push('VmFlags: rd mr mw me');
  return lines.join('\n');
}

describe('releasableMappings', () => {
  const smaps = [
    entry('00400000-00600000', 'r--p', '/usr/bin/node', 1024, 0),
    entry('00600000-00800000', 'r-xp', '/usr/bin/node', 2048, 0),
    // RELRO: read-only now, but relocated (privately written) pages that a drop would lose.
    entry('00800000-00801000', 'r--p', '/usr/bin/node', 4, 4),
    entry('00801000-00802000', 'rw-p', '/usr/bin/node', 4, 0),
    entry('00900000-00a00000', 'r--p', '/usr/lib/libicu.so', 0, 0),
    entry('01000000-02000000', 'rw-p', '[heap]', 6000, 6000),
    entry('7f0000000000-7f0000100000', 'rw-p', '', 512, 512),
    entry('7f0000100000-7f0000200000', 'r--p', '', 512, 0),
    entry('7f0000200000-7f0000201000', 'r-xp', '[vdso]', 4, 0),
    entry('7f0000300000-7f0000301000', 'r--p', '/tmp/gone.so (deleted)', 4, 0),
    entry('7f0000400000-7f0000401000', 'r--p', '/usr/lib/odd.so', 4, null),
    entry('7f0000500000-7f0000540000', 'r-xs', '/dev/shm/shared', 64, 0),
  ].join('\n');

  it('selects the readable, unwritable file mappings without private pages that hold resident pages', () => {
    expect(releasableMappings(smaps)).toEqual([
      { start: 0x400000, length: 0x200000, file: '/usr/bin/node', residentKb: 1024 },
      { start: 0x600000, length: 0x200000, file: '/usr/bin/node', residentKb: 2048 },
      { start: 0x7f0000500000, length: 0x40000, file: '/dev/shm/shared', residentKb: 64 },
    ]);
  });

  it('selects nothing from text without mappings', () => {
    expect(releasableMappings('')).toEqual([]);
  });
});

describe.runIf(process.platform === 'linux')('releaseStartupPages on this process', () => {
  it("finds node's own binary among this process's releasable mappings", () => {
    const binary = realpathSync(process.execPath);
    const mine = releasableMappings(readFileSync('/proc/self/smaps', 'utf8'));
    expect(mine.some((mapping) => mapping.file === binary)).toBe(true);
  });

  it('advises every releasable mapping without a refusal, and what runs afterwards computes the same', () => {
    const work = () => ({
      dates: new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeZone: 'Asia/Tokyo' }).format(new Date(Date.UTC(2026, 11, 6, 15, 0))),
      numbers: new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(1234567.891),
      collation: ['ä', 'z', 'a', 'Ö', 'o'].sort(new Intl.Collator('sv').compare).join(''),
      normalized: '\u1e9b\u0323 ﬁ Å'.normalize('NFKD'),
      segments: [...new Intl.Segmenter('th', { granularity: 'word' }).segment('สวัสดีครับ')].length,
      deflated: deflateSync(Buffer.from('winproc-tui '.repeat(4096))).toString('base64'),
      hash: createHash('sha512').update('winproc-tui').digest('hex'),
    });
    const before = work();
    const release = releaseStartupPages();
    expect(release.failures).toEqual([]);
    expect(release.mappings).toBeGreaterThan(0);
    // glibc (this host's C library) has malloc_trim: it answered whether it returned memory.
    expect(typeof release.mallocTrimmed).toBe('boolean');
    expect(work()).toEqual(before);
  });

  it('reports an unreadable smaps as a failure and advises nothing', () => {
    const release = releaseStartupPages('/proc/self/no-such-file');
    expect(release.mappings).toBe(0);
    expect(release.mallocTrimmed).toBeNull();
    expect(release.failures).toEqual(['read /proc/self/no-such-file: ENOENT']);
  });
});
