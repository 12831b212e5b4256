// Guards the /proc, /sys and /etc text parsers on recorded fixture text, including the awkward cases
// (odd comm names, zombies, kernel threads) and exactness of integers beyond 2^53.
import { describe, expect, it } from 'vitest';
import {
  isWholeDiskName,
  parseCacheSize,
  parseCpuinfo,
  parseDiskstats,
  parseDrmFdinfo,
  parseLoadavg,
  parseMeminfo,
  parseNetDev,
  parseOsRelease,
  parsePasswd,
  parseProcIo,
  parseProcStat,
  parseProcStatm,
  parseProcStatus,
  parseSysfsInteger,
  parseSystemStat,
  parseVmstat,
  PF_KTHREAD,
} from '../../../../src/collectors/linux/parse.js';
import { fixture } from './fixtures.js';

describe('parseProcStat', () => {
  it('comm containing parentheses and spaces', () => {
    const stat = parseProcStat(fixture('host-basic/7286/stat'));
    expect(stat).toMatchObject({ pid: 7286, comm: 'my (weird) p)', state: 'S', ppid: 7273, numThreads: 1 });
    expect(stat?.startTicks).toBe('222855');
  });

  it('comm made only of parentheses, spaces and digits', () => {
    const stat = parseProcStat('42 () 1 2 ()) S 7 42 42 0 -1 4194304 0 0 0 0 3 4 0 0 20 0 2 0 99 0 0\n');
    expect(stat).toMatchObject({ pid: 42, comm: ') 1 2 ()', state: 'S', ppid: 7, utime: 3, stime: 4, numThreads: 2 });
    expect(stat?.startTicks).toBe('99');
  });

  it('comm with UTF-8 bytes decoded as UTF-8', () => {
    expect(parseProcStat(fixture('host-basic/7287/stat'))?.comm).toBe('größe');
  });

  it('stat of a zombie', () => {
    const stat = parseProcStat(fixture('host-basic/7289/stat'));
    expect(stat).toMatchObject({ pid: 7289, comm: 'sleep', state: 'Z', ppid: 7288 });
  });

  it('kernel thread flags', () => {
    const stat = parseProcStat(fixture('host-basic/2/stat'));
    expect(stat?.comm).toBe('kthreadd');
    expect((stat?.flags ?? 0) & PF_KTHREAD).toBe(PF_KTHREAD);
    expect(stat?.ppid).toBe(0);
  });

  it('CPU times beyond 2^53 stay exact', () => {
    const stat = parseProcStat('1 (x) R 0 1 1 0 -1 0 0 0 0 0 18446744073709551615 9007199254740993 0 0 20 0 1 0 5 0 0\n');
    expect(stat?.utime).toBe(18446744073709551615n);
    expect(stat?.stime).toBe(9007199254740993n);
  });

  it('major faults (field 12) beside the minor ones, exact beyond 2^53', () => {
    const stat = parseProcStat('1 (x) R 0 1 1 0 -1 0 111 222 18446744073709551614 444 3 4 0 0 20 0 1 0 5 0 0\n');
    expect(stat?.majflt).toBe(18446744073709551614n);
    expect(parseProcStat(fixture('host-basic/7286/stat'))?.majflt).toBe(0);
  });

  it('pid prefixes other than the kernel\'s `<digits> ` parse as parseInt reads them', () => {
    const rest = ' (x) S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n';
    expect(parseProcStat(`42${rest}`)?.pid).toBe(42);
    expect(parseProcStat(` 42${rest}`)?.pid).toBe(42);
    expect(parseProcStat(`42x${rest}`)?.pid).toBe(42);
    expect(parseProcStat(`x42${rest}`)).toBeNull();
    expect(parseProcStat(`99999999999999999999${rest}`)).toBeNull(); // beyond 2^53: not a safe pid
  });

  it('a `)` only before the `(` is no comm; the last of several after it ends the comm', () => {
    expect(parseProcStat('1 ) (x S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n')).toBeNull();
    expect(parseProcStat('7 (a)b)c) R 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n')?.comm).toBe('a)b)c');
  });

  it('counters are numbers up to 15 digits (exact below 2^53), bigints from 16 on', () => {
    const a = parseProcStat('1 (x) R 0 1 1 0 -1 0 0 0 0 0 7 4095 0 0 20 0 3 0 5 0 0\n');
    expect(a?.utime).toBe(7);
    expect(a?.stime).toBe(4095);
    expect(a?.numThreads).toBe(3);
    const b = parseProcStat('1 (x) R 0 1 1 0 -1 0 0 0 0 0 4096 999999999999999 0 0 20 0 1 0 5 0 0\n');
    expect(b?.utime).toBe(4096);
    expect(b?.stime).toBe(999999999999999);
    // 16 digits below 2^53 are a bigint too: the digit count decides, never a rounded double.
    expect(parseProcStat('1 (x) R 0 1 1 0 -1 0 0 0 0 0 1000000000000000 0 0 0 20 0 1 0 5 0 0\n')?.utime).toBe(1000000000000000n);
  });

  it('truncated or garbled text gives null', () => {
    expect(parseProcStat('')).toBeNull();
    expect(parseProcStat('12 (name) S 1 2')).toBeNull();
    expect(parseProcStat('no parentheses at all')).toBeNull();
  });
});

describe('parseProcStatus', () => {
  it('memory in kB becomes bytes; Threads and the real uid', () => {
    const status = parseProcStatus(fixture('host-basic/7286/status'));
    expect(status.name).toBe('my (weird) p)');
    expect(status.uid).toBe('0');
    expect(status.threads).toBe(1n);
    expect(status.kthread).toBe(false);
    expect(status.vmRss).toBe((status.rssAnon ?? 0n) + (status.rssFile ?? 0n) + (status.rssShmem ?? 0n));
    expect((status.vmRss ?? 0n) % 1024n).toBe(0n);
    expect(status.vmSwap).toBe(0n);
  });

  it('kernel thread with no exe and no memory fields', () => {
    const status = parseProcStatus(fixture('host-basic/2/status'));
    expect(status).toMatchObject({ name: 'kthreadd', kthread: true, threads: 1n });
    expect([status.vmRss, status.rssAnon, status.rssFile, status.rssShmem, status.vmSwap]).toEqual([null, null, null, null, null]);
  });

  it('stat of a zombie has a status without memory fields', () => {
    const status = parseProcStatus(fixture('host-basic/7289/status'));
    expect(status.uid).toBe('4242');
    expect(status.vmRss).toBeNull();
  });

  it('kernels without the Kthread line report null', () => {
    expect(parseProcStatus('Name:\tx\nUid:\t5\t5\t5\t5\nThreads:\t3\n')).toMatchObject({ kthread: null, uid: '5', threads: 3n });
  });
});

describe('parseProcStatm', () => {
  it('pages of size, resident and shared', () => {
    expect(parseProcStatm(fixture('host-basic/7286/statm'))).toEqual({ sizePages: 730, residentPages: 435, sharedPages: 407 });
  });

  it('kernel threads and zombies print zeros', () => {
    expect(parseProcStatm(fixture('host-basic/2/statm'))).toEqual({ sizePages: 0, residentPages: 0, sharedPages: 0 });
  });
});

describe('parseProcIo', () => {
  it('rchar and wchar', () => {
    expect(parseProcIo(fixture('host-basic/7286/io'))).toEqual({ rchar: 6976, wchar: 1 });
  });

  it('counters beyond 2^53 stay exact', () => {
    expect(parseProcIo('rchar: 18446744073709551615\nwchar: 9007199254740993\n')).toEqual({
      rchar: 18446744073709551615n,
      wchar: 9007199254740993n,
    });
  });
});

describe('parseSystemStat', () => {
  it('aggregate and per-CPU lines and btime', () => {
    const stat = parseSystemStat(fixture('host-basic/stat'));
    expect(stat.btime).toBe(1796217256n);
    expect([...stat.perCpu.keys()]).toEqual(['cpu0', 'cpu1']);
    expect(stat.total).toMatchObject({ user: 132702n, nice: 714n, system: 59619n, idle: 249070n, iowait: 457n });
  });
});

describe('system text parsers', () => {
  it('meminfo in bytes', () => {
    const mem = parseMeminfo(fixture('host-basic/meminfo'));
    expect(mem.get('MemTotal')).toBe(24683548n * 1024n);
    expect(mem.get('Active(file)')).toBe(184640n * 1024n);
    expect(mem.get('SwapTotal')).toBe(0n);
  });

  it('vmstat swap counters', () => {
    expect(parseVmstat(fixture('rates/pass2/vmstat'))).toEqual({ majorFaults: 1868n, reclaimWrites: 40n });
    expect(parseVmstat('nr_free_pages 5\n')).toEqual({ majorFaults: null, reclaimWrites: null });
  });

  it('diskstats sectors and weighted time', () => {
    const disks = parseDiskstats(fixture('host-basic/diskstats'));
    expect(disks.map((d) => d.name)).toEqual(['loop0', 'loop1', 'loop2', 'loop3', 'loop4', 'loop5', 'loop6', 'loop7', 'vda', 'zram0']);
    expect(disks.find((d) => d.name === 'vda')).toMatchObject({ major: 254, minor: 0 });
  });

  it('net/dev without lo', () => {
    const nets = parseNetDev(fixture('rates/pass2/net/dev'));
    expect(nets).toEqual([
      { name: 'eth0', rxBytes: 1125000n, txBytes: 210000n },
      { name: 'wlan0', rxBytes: 1050n, txBytes: 84n },
    ]);
  });

  it('loadavg', () => {
    const load = parseLoadavg(fixture('host-basic/loadavg'));
    expect(load?.entities).toBeGreaterThan(0n);
    expect(parseLoadavg('0.10 0.20 0.30 2/345 999\n')).toEqual({ load1: 0.1, load5: 0.2, load15: 0.3, runnable: 2n, entities: 345n });
  });

  it('cpuinfo of the recorded host', () => {
    expect(parseCpuinfo(fixture('host-basic/cpuinfo'))).toEqual({
      modelName: 'AMD EPYC',
      logicalCount: 2,
      physicalCoreCount: 2,
      socketCount: 1,
    });
  });

  it('cpuinfo with two sockets and hyperthreads', () => {
    const block = (cpu: number, socket: number, core: number): string =>
      `processor\t: ${cpu}\nmodel name\t: Xeon\nphysical id\t: ${socket}\ncore id\t\t: ${core}\n\n`;
    const text = [block(0, 0, 0), block(1, 0, 1), block(2, 1, 0), block(3, 1, 1), block(4, 0, 0), block(5, 0, 1), block(6, 1, 0), block(7, 1, 1)].join('');
    expect(parseCpuinfo(text)).toEqual({ modelName: 'Xeon', logicalCount: 8, physicalCoreCount: 4, socketCount: 2 });
  });

  it('cpuinfo of an architecture without core ids', () => {
    expect(parseCpuinfo('processor\t: 0\nBogoMIPS\t: 48.00\n\nprocessor\t: 1\nBogoMIPS\t: 48.00\n')).toEqual({
      modelName: null,
      logicalCount: 2,
      physicalCoreCount: null,
      socketCount: null,
    });
  });
});

describe('isWholeDiskName (fallback rule without sysfs)', () => {
  it.each([
    ['sda', true],
    ['vda', true],
    ['xvdb', true],
    ['nvme0n1', true],
    ['mmcblk0', true],
    ['sda1', false],
    ['vdb12', false],
    ['nvme0n1p1', false],
    ['mmcblk0p2', false],
    ['loop0', false],
    ['ram1', false],
    ['zram0', false],
    ['dm-0', false],
    ['md127', false],
    ['nbd0', false],
    ['sr0', false],
  ])('%s → %s', (name, whole) => {
    expect(isWholeDiskName(name)).toBe(whole);
  });
});

describe('parseDrmFdinfo', () => {
  it('legacy amdgpu keys: engines in ns, memory regions with units', () => {
    const info = parseDrmFdinfo(fixture('drm/pass1/500/fdinfo/5'));
    expect(info).toMatchObject({ driver: 'amdgpu', pdev: '0000:03:00.0', clientId: '8' });
    expect(info?.engineNs.get('gfx')).toBe(1_000_000_000n);
    expect(info?.engineCapacity.get('compute')).toBe(2);
    expect(info?.residentBytes.get('vram')).toBe(262144n * 1024n);
    expect(info?.residentBytes.get('gtt')).toBe(4096n * 1024n);
  });

  it('newer keys: drm-resident-<region> wins over drm-memory-<region>; cycles for xe', () => {
    const text = [
      'drm-driver:\txe',
      'drm-client-id:\t3',
      'drm-memory-vram0:\t100 KiB',
      'drm-total-vram0:\t8 MiB',
      'drm-resident-vram0:\t2 MiB',
      'drm-resident-system:\t512',
      'drm-cycles-rcs:\t1000',
      'drm-total-cycles-rcs:\t5000',
      '',
    ].join('\n');
    const info = parseDrmFdinfo(text);
    expect(info?.residentBytes.get('vram0')).toBe(2n * 1024n * 1024n);
    expect(info?.residentBytes.get('system')).toBe(512n);
    expect(info?.cycles.get('rcs')).toBe(1000n);
    expect(info?.totalCycles.get('rcs')).toBe(5000n);
  });

  it('an fdinfo without drm- keys is not a DRM client with stats', () => {
    expect(parseDrmFdinfo(fixture('drm/pass1/501/fdinfo/3'))).toBeNull();
  });
});

describe('/etc and sysfs parsers', () => {
  it('passwd uid → name', () => {
    const users = parsePasswd(fixture('host-basic/_etc/passwd'));
    expect(users.get('0')).toBe('root');
    expect(users.get('1000')).toBe('alice');
    expect(users.has('4242')).toBe(false);
  });

  it('os-release with quotes', () => {
    const os = parseOsRelease('NAME="Debian GNU/Linux"\nVERSION_ID="12"\nID=debian\n# comment\n');
    expect(os.get('NAME')).toBe('Debian GNU/Linux');
    expect(os.get('VERSION_ID')).toBe('12');
    expect(os.get('ID')).toBe('debian');
  });

  it('cache sizes', () => {
    expect(parseCacheSize('48K\n')).toBe(49152n);
    expect(parseCacheSize('32M')).toBe(32n * 1024n * 1024n);
    expect(parseCacheSize('512')).toBe(512n);
    expect(parseCacheSize('big')).toBeNull();
  });

  it('sysfs integers beyond 2^53 stay exact', () => {
    expect(parseSysfsInteger('18446744073709551615\n')).toBe(18446744073709551615n);
    expect(parseSysfsInteger('n/a')).toBeNull();
  });
});
