// Guards the sampler's in-place scanners of stat, statm, io and status (parse.ts scanProcStat/Statm/Io/Status)
// against the text parsers they stand in for: the same fields and exact values for every recorded fixture, every
// live process of this host, and edge text; anything they refuse is what the sampler then parses as text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  newProcStatScan,
  newProcStatusScan,
  parseProcIo,
  parseProcStat,
  parseProcStatm,
  parseProcStatus,
  PF_KTHREAD,
  scanProcIo,
  scanProcStat,
  scanProcStatm,
  scanProcStatus,
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

/** What the sampler's status refresh takes, in parseProcStatus's terms (memory as bigints), or null when refused. */
function statusOfScan(bytes: Buffer, length = bytes.length): object | null {
  const scan = newProcStatusScan();
  if (!scanProcStatus(bytes, length, scan)) return null;
  const big = (value: Counter | null): bigint | null => (value === null ? null : BigInt(value));
  return {
    uid: latin1Of(bytes, scan.uidStart, scan.uidEnd),
    namespacePid: scan.namespacePid,
    vmRss: big(scan.vmRss),
    rssAnon: big(scan.rssAnon),
    rssFile: big(scan.rssFile),
    rssShmem: big(scan.rssShmem),
    vmSwap: big(scan.vmSwap),
  };
}

function statusOfText(text: string): object {
  const status = parseProcStatus(text);
  const nsPids = status.nsPids;
  return {
    uid: status.uid,
    namespacePid: nsPids !== null && nsPids.length > 1 ? nsPids[nsPids.length - 1] : null,
    vmRss: status.vmRss,
    rssAnon: status.rssAnon,
    rssFile: status.rssFile,
    rssShmem: status.rssShmem,
    vmSwap: status.vmSwap,
  };
}

describe('scanProcStatus against parseProcStatus', () => {
  it('the same uid, namespace PID and memory for every recorded and live status (kernel threads without memory lines too)', () => {
    const all = [...fixtureFiles('status').filter((p) => /\/\d+\/status$/.test(p)).map((p) => readFileSync(p)), ...liveFiles('status')];
    expect(all.length).toBeGreaterThan(10);
    for (const bytes of all) {
      const text = bytes.toString('latin1');
      expect(statusOfScan(bytes), text).not.toBeNull();
      expect(statusOfScan(bytes), text).toEqual(statusOfText(text));
    }
  });

  it('nested namespaces, values past 2^53 exact, and only the file\'s own bytes in a larger buffer', () => {
    const text = 'Name:\tx\nUid:\t1000\t1000\t1000\t1000\nNSpid:\t4242\t17\t1\nVmRSS:\t18014398509481984 kB\nRssAnon:\t  12 kB\nRssFile:\t9007199254740993\nRssShmem:\t0 kB\n';
    const bytes = Buffer.from(text, 'latin1');
    expect(statusOfScan(bytes)).toEqual(statusOfText(text));
    const scan = newProcStatusScan();
    expect(scanProcStatus(bytes, bytes.length, scan)).toBe(true);
    expect(scan.namespacePid).toBe(1);
    expect(scan.vmRss).toBe(18014398509481984n * 1024n);
    expect(scan.rssAnon).toBe(12 * 1024);
    expect(scan.rssFile).toBe(9007199254740993n);
    expect(scan.vmSwap).toBeNull();
    // A longer earlier file's bytes after this one's end (the shared read buffer): its VmSwap is not this file's.
    const shared = Buffer.concat([bytes, Buffer.from('VmSwap:\t5 kB\n', 'latin1')]);
    expect(statusOfScan(shared, bytes.length)).toEqual(statusOfText(text));
  });

  it('refuses what is not as the kernel prints it (the sampler parses that as text)', () => {
    for (const text of ['Name:\tx\n', 'Name:\tx\nUid:\t01\t1\n', 'Name:\tx\nUid:\t1234567890123456\n', 'Name:\tx\nUid:\t1\nNSpid:\t1\tx\n', 'Name:\tx\nUid:\t1\nNSpid:\n', 'Name:\tx\nUid:\t1\nVmRSS:\tkB\n']) {
      expect(scanProcStatus(Buffer.from(text, 'latin1'), text.length, newProcStatusScan()), JSON.stringify(text)).toBe(false);
    }
  });
});
