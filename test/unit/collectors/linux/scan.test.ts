// Guards the sampler's in-place scanners of stat, statm and io (parse.ts scanProcStat/scanProcStatm/scanProcIo)
// against the text parsers they stand in for: the same fields and exact values for every recorded fixture, every
// live process of this host, and edge text; anything they refuse is what the sampler then parses as text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  newProcStatScan,
  parseProcIo,
  parseProcStat,
  parseProcStatm,
  PF_KTHREAD,
  scanProcIo,
  scanProcStat,
  scanProcStatm,
  latin1Of,
  type Counter,
} from '../../../../src/collectors/linux/parse.js';
import { FIXTURES } from './fixtures.js';

/** Every file named `name` under the recorded fixtures. */
function fixtureFiles(name: string, dir = FIXTURES): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...fixtureFiles(name, path));
    else if (entry.name === name && statSync(path).isFile()) out.push(path);
  }
  return out;
}

/** The live processes' files (those readable now; processes come and go while the test runs). */
function liveFiles(name: string): Buffer[] {
  const out: Buffer[] = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      out.push(readFileSync(`/proc/${pid}/${name}`));
    } catch {
      // gone, or not ours to read
    }
  }
  return out;
}

/** What scanProcStat read, in parseProcStat's terms (comm and start ticks as text, state as its letter). */
function statOfScan(bytes: Buffer): object | null {
  const scan = newProcStatScan();
  if (!scanProcStat(bytes, bytes.length, scan)) return null;
  return {
    pid: scan.pid,
    comm: latin1Of(bytes, scan.commStart, scan.commEnd),
    state: String.fromCharCode(scan.state),
    ppid: scan.ppid,
    kthread: (scan.flags & PF_KTHREAD) !== 0,
    utime: scan.utime,
    stime: scan.stime,
    numThreads: scan.numThreads,
    majflt: scan.majflt,
    startTicks: latin1Of(bytes, scan.startStart, scan.startEnd),
  };
}

function statOfText(bytes: Buffer): object | null {
  const stat = parseProcStat(bytes.toString('latin1'));
  if (stat === null) return null;
  const { flags, ...rest } = stat;
  return { ...rest, kthread: (flags & PF_KTHREAD) !== 0 };
}

const stats = (): Buffer[] => [...fixtureFiles('stat').filter((p) => /\/\d+\/stat$/.test(p)).map((p) => readFileSync(p)), ...liveFiles('stat')];

describe('scanProcStat against parseProcStat', () => {
  it('the same fields for every recorded and live stat (and it scans the kernel\'s own text, all of it)', () => {
    const all = stats();
    expect(all.length).toBeGreaterThan(10);
    for (const bytes of all) {
      const scanned = statOfScan(bytes);
      expect(scanned, bytes.toString('latin1')).not.toBeNull();
      expect(scanned, bytes.toString('latin1')).toEqual(statOfText(bytes));
    }
  });

  it('odd names, negative fields skipped, counters beyond 2^53 as bigints, 15 digits as numbers', () => {
    const rest = (utime: string, stime: string, majflt: string): string => `S 1 0 0 0 -1 4194560 0 0 ${majflt} 0 ${utime} ${stime} 0 0 -2 -20 7 0 123456 0 0 0`;
    for (const text of [
      `7 (a) (b)) ${rest('1', '2', '3')}\n`,
      `7 ()) ${rest('18446744073709551615', '999999999999999', '1000000000000000')}\n`,
      `7 ( 1 2 ) ${rest('0', '0', '0')}`,
    ]) {
      const bytes = Buffer.from(text, 'latin1');
      expect(statOfScan(bytes), text).toEqual(statOfText(bytes));
    }
    const big = statOfScan(Buffer.from(`7 (x) ${rest('18446744073709551615', '999999999999999', '1000000000000000')}\n`)) as { utime: Counter; stime: Counter; majflt: Counter };
    expect(big.utime).toBe(18446744073709551615n);
    expect(big.stime).toBe(999999999999999);
    expect(big.majflt).toBe(1000000000000000n);
    // A newline inside the line: the text parser's start-ticks token runs on past it, so the scanner leaves it to it.
    const inner = Buffer.from(`7 (x) ${rest('0', '0', '0')}`.replace(' 123456 ', ' 123456\n'), 'latin1');
    expect(statOfScan(inner)).toBeNull();
  });

  it('refuses what is not as the kernel prints it (the sampler parses that as text)', () => {
    for (const text of ['', '12 (name) S 1 2', 'x42 (x) S 1', ' 42 (x) S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n', '42 (x) SS 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n', '42 (x) S -1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n', '42 (x) S 1 2 3 4 5 6 7 8 9 10 1x 12 13 14 15 16 17 18 19 20\n']) {
      expect(scanProcStat(Buffer.from(text, 'latin1'), text.length, newProcStatScan()), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('scanProcStatm and scanProcIo against their text parsers', () => {
  it('statm: every recorded and live file, and large page counts', () => {
    const all = [...fixtureFiles('statm').map((p) => readFileSync(p)), ...liveFiles('statm'), Buffer.from('4398046511104 4398046511104 1099511627776 0 0 0 0\n'), Buffer.from('1 2 3')];
    for (const bytes of all) {
      const out = { residentPages: 0 as Counter, sharedPages: 0 as Counter };
      expect(scanProcStatm(bytes, bytes.length, out), bytes.toString()).toBe(true);
      const text = parseProcStatm(bytes.toString('latin1'))!;
      expect(out, bytes.toString()).toEqual({ residentPages: text.residentPages, sharedPages: text.sharedPages });
    }
    expect(scanProcStatm(Buffer.from('1 2'), 3, { residentPages: 0, sharedPages: 0 })).toBe(false);
  });

  it('io: every recorded and live file, counters beyond 2^53 exact', () => {
    const all = [...fixtureFiles('io').map((p) => readFileSync(p)), ...liveFiles('io'), Buffer.from('rchar: 18446744073709551615\nwchar: 9007199254740993\n'), Buffer.from('rchar: 1\nwchar: 2')];
    for (const bytes of all) {
      const out: { rchar: Counter | null; wchar: Counter | null } = { rchar: null, wchar: null };
      expect(scanProcIo(bytes, bytes.length, out), bytes.toString()).toBe(true);
      expect(out, bytes.toString()).toEqual(parseProcIo(bytes.toString('latin1')));
    }
    expect(scanProcIo(Buffer.from('wchar: 2\nrchar: 1\n'), 18, { rchar: null, wchar: null })).toBe(false);
  });
});
