// Guards the investigation parsers against recorded kernel text: /proc/net addresses in their per-word byte
// order, maps paths with spaces and the `(deleted)` suffix, fdinfo, stat fields 18/19/39/41, affinity, ELF.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accessMode,
  cpusToHex,
  cpusToList,
  formatCmdline,
  formatIpv6,
  formatProcNetAddress,
  moduleCandidates,
  mountPointOf,
  parseCpuList,
  parseElfHeader,
  parseFdinfo,
  parseMaps,
  parseMountinfo,
  parseNetTable,
  parseStatSchedFields,
  parseStatusAffinity,
  policyName,
  tcpStateName,
} from '../../../../src/collectors/linux/investigations/parse.js';
import { parseProcStat } from '../../../../src/collectors/linux/parse.js';

const RECORDED = join(import.meta.dirname, '../../../fixtures/proc/investigations/recorded');
const fixture = (name: string): string => readFileSync(join(RECORDED, name), 'latin1');
const ports = JSON.parse(fixture('ports.json')) as Record<string, number>;

describe('/proc/net tables', () => {
  it('decodes IPv4 words printed in host (little-endian) byte order', () => {
    expect(formatProcNetAddress('0100007F', true)).toBe('127.0.0.1');
    expect(formatProcNetAddress('0100007F', false)).toBe('1.0.0.127');
    expect(formatProcNetAddress('00000000', true)).toBe('0.0.0.0');
  });

  it('decodes IPv6 addresses word by word: ::1, ::, v4-mapped', () => {
    expect(formatProcNetAddress('00000000000000000000000001000000', true)).toBe('::1');
    expect(formatProcNetAddress('00000000000000000000000000000000', true)).toBe('::');
    expect(formatProcNetAddress('0000000000000000FFFF00000100007F', true)).toBe('::ffff:127.0.0.1');
    // fe80::1 as the kernel prints it on a little-endian host: first word 0x000080fe.
    expect(formatProcNetAddress('000080FE000000000000000001000000', true)).toBe('fe80::1');
    expect(formatProcNetAddress('1234', true)).toBeNull();
  });

  it('compresses only the longest run of at least two zero groups (RFC 5952)', () => {
    const bytes = (groups: number[]): number[] => groups.flatMap((g) => [g >> 8, g & 0xff]);
    expect(formatIpv6(bytes([0x2001, 0xdb8, 0, 0, 1, 0, 0, 0]))).toBe('2001:db8:0:0:1::');
    expect(formatIpv6(bytes([0x2001, 0xdb8, 0, 1, 1, 1, 1, 1]))).toBe('2001:db8:0:1:1:1:1:1');
  });

  it('parses recorded tcp6: listeners on ::1 and ::, a v4-mapped connection, TIME_WAIT without inode', () => {
    const rows = parseNetTable(fixture('net-tcp6.txt'), true);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({ localAddress: '::1', localPort: ports.s6, remoteAddress: '::', remotePort: 0, state: 10, inode: '493536' });
    expect(rows[1]).toMatchObject({ localAddress: '::', localPort: ports.sAny, state: 10 });
    const mapped = rows.find((r) => r.localPort === ports.sAny && r.state === 1);
    expect(mapped).toMatchObject({ localAddress: '::ffff:127.0.0.1', remoteAddress: '::ffff:127.0.0.1', remotePort: ports.cMapped });
    const timeWait = rows.filter((r) => r.state === 6);
    expect(timeWait.length).toBeGreaterThan(0);
    expect(timeWait.every((r) => r.inode === '0')).toBe(true);
    expect(tcpStateName(6)).toBe('TIME_WAIT');
    expect(tcpStateName(10)).toBe('LISTEN');
  });

  it('parses recorded tcp (trailing padding) and udp6 with its extra columns', () => {
    const tcp = parseNetTable(fixture('net-tcp.txt'), true);
    expect(tcp.find((r) => r.localPort === ports.s4 && r.state === 10)).toMatchObject({ localAddress: '127.0.0.1' });
    const udp6 = parseNetTable(fixture('net-udp6.txt'), true);
    expect(udp6.find((r) => r.localPort === ports.u6)).toMatchObject({ localAddress: '::', remotePort: 0, state: 7 });
    expect(udp6.find((r) => r.localPort === ports.u6c)).toMatchObject({ localAddress: '::1', remoteAddress: '::1', remotePort: ports.u6, state: 1 });
    const udp = parseNetTable(fixture('net-udp.txt'), true);
    expect(udp.find((r) => r.localPort === ports.u4)).toMatchObject({ localAddress: '127.0.0.1' });
  });

  it('skips a header-only table and malformed lines', () => {
    expect(parseNetTable('  sl  local_address rem_address   st\n')).toEqual([]);
    expect(parseNetTable('header\n   0: nonsense\n')).toEqual([]);
  });

  it('locates fields in place exactly as trim().split(/\\s+/) splits them, on recorded tables and mutated copies', () => {
    // The reference: the parser as it was before fields were located in place (one string per field per line).
    const reference = (text: string, littleEndian: boolean): unknown[] => {
      const out: unknown[] = [];
      const lines = text.split('\n').slice(1);
      if (!text.includes('\n')) return out;
      const endpoint = (column: string): [string, number] | null => {
        const colon = column.indexOf(':');
        if (colon < 0) return null;
        const address = formatProcNetAddress(column.slice(0, colon), littleEndian);
        const port = Number.parseInt(column.slice(colon + 1), 16);
        return address === null || Number.isNaN(port) ? null : [address, port];
      };
      for (const line of lines) {
        const f = line.trim().split(/\s+/);
        if (f.length < 10) continue;
        const local = endpoint(f[1]);
        const remote = endpoint(f[2]);
        const state = Number.parseInt(f[3], 16);
        if (local === null || remote === null || Number.isNaN(state) || !/^\d+$/.test(f[9])) continue;
        out.push({ localAddress: local[0], localPort: local[1], remoteAddress: remote[0], remotePort: remote[1], state, uid: f[7], inode: f[9] });
      }
      return out;
    };
    // Blanks of every kind \s matches in latin1 text, colons, hex digits, signs and line breaks, at random places.
    const alphabet = ' \t\v\f\r\n\u00a0:0123456789ABCDEFxX+-';
    let seed = 20261205;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let compared = 0;
    for (const name of ['net-tcp.txt', 'net-tcp6.txt', 'net-udp.txt', 'net-udp6.txt']) {
      const recorded = fixture(name);
      for (let k = 0; k < 400; k++) {
        const chars = [...recorded];
        for (let m = 0; k > 0 && m < 1 + Math.floor(random() * 4); m++) {
          const at = Math.floor(random() * chars.length);
          const c = alphabet[Math.floor(random() * alphabet.length)];
          const op = random();
          if (op < 0.4) chars[at] = c;
          else if (op < 0.7) chars.splice(at, 1);
          else chars.splice(at, 0, c);
        }
        const text = chars.join('');
        for (const littleEndian of [true, false]) {
          expect(parseNetTable(text, littleEndian)).toEqual(reference(text, littleEndian));
          compared++;
        }
      }
    }
    expect(compared).toBe(3200);
  });
});

describe('/proc/PID/maps', () => {
  const maps = parseMaps(fixture('maps-spaces-deleted.txt'));

  it('keeps spaces inside the path and strips the (deleted) suffix into a flag', () => {
    const spaced = maps.find((m) => m.path.endsWith('/lib with space.node'));
    expect(spaced).toMatchObject({ deleted: false });
    expect(spaced?.path).toMatch(/^\/tmp\/wp rec \w+\/lib with space\.node$/);
    const doomed = maps.filter((m) => m.path.endsWith('/doomed.node'));
    expect(doomed.length).toBeGreaterThan(1);
    expect(doomed.every((m) => m.deleted)).toBe(true);
    expect(maps.some((m) => m.path === '[heap]' || m.path === '[stack]')).toBe(true);
  });

  it('lists shared objects once each, excluding the executable and data files, sorted by name then directory', () => {
    const modules = moduleCandidates(maps, '/usr/bin/node');
    const names = modules.map((m) => m.path.slice(m.path.lastIndexOf('/') + 1));
    expect(names).toContain('libc.so.6');
    expect(names).toContain('lib with space.node');
    expect(names).toContain('doomed.node');
    expect(modules.find((m) => m.path.endsWith('doomed.node'))?.deleted).toBe(true);
    expect(modules.some((m) => m.path === '/usr/bin/node')).toBe(false);
    expect(new Set(modules.map((m) => m.path)).size).toBe(modules.length);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it('escaped newline in a path and a same-name tie sorted by directory', () => {
    const text = [
      '7f0000000000-7f0000001000 r-xp 00000000 fd:01 11 /b/libz.so.1',
      '7f0000001000-7f0000002000 r-xp 00000000 fd:01 12 /a/libz.so.1',
      '7f0000002000-7f0000003000 r--p 00000000 fd:01 13 /usr/lib/locale/locale-archive',
      '7f0000003000-7f0000004000 r--p 00000000 fd:01 14 /opt/odd\\012name.so',
      '7f0000004000-7f0000005000 rw-p 00000000 00:00 0 ',
      '',
    ].join('\n');
    const parsed = parseMaps(text);
    expect(parsed[3].path).toBe('/opt/odd\nname.so');
    expect(moduleCandidates(parsed, null).map((m) => m.path)).toEqual(['/a/libz.so.1', '/b/libz.so.1', '/opt/odd\nname.so']);
  });
});

describe('fdinfo and mountinfo', () => {
  it('reads pos, octal flags, mnt_id and ino of recorded fdinfo', () => {
    // A file opened w+ after writing 5 bytes, and a directory opened read-only (O_LARGEFILE | O_CLOEXEC).
    const file = parseFdinfo(fixture('fdinfo-file.txt'));
    expect(file).toMatchObject({ pos: '5', mntId: 26, ino: '2172450' });
    expect(accessMode(file.flags ?? -1)).toBe('read_write');
    const dir = parseFdinfo(fixture('fdinfo-directory.txt'));
    expect(dir).toMatchObject({ pos: '0', flags: 0o2100000, mntId: 26 });
    expect(accessMode(dir.flags ?? -1)).toBe('read');
  });

  it('maps a path to its mount point with octal escapes decoded', () => {
    const mounts = parseMountinfo(fixture('mountinfo.txt'));
    expect(mounts.some((m) => m.mountPoint === '/proc' && m.fsType === 'proc')).toBe(true);
    expect(mountPointOf('/proc/1/stat', mounts)).toBe('/proc');
    expect(mountPointOf('/usr/lib/libc.so.6', mounts)).toBe('/');
    const spaced = parseMountinfo('40 1 0:50 / /mnt/my\\040share rw - nfs4 srv:/x rw\n');
    expect(spaced[0]).toEqual({ mountId: 40, mountPoint: '/mnt/my share', fsType: 'nfs4' });
    expect(mountPointOf('/mnt/my share/f', spaced)).toBe('/mnt/my share');
    expect(mountPointOf('/mnt/my sharex', spaced)).toBeNull();
  });
});

describe('stat fields 18, 19, 39 and 41', () => {
  it('comm containing parentheses and spaces, SCHED_BATCH at nice 7', () => {
    const text = fixture('stat-batch-odd-comm.txt');
    expect(parseProcStat(text)?.comm).toBe('a) (b');
    expect(parseStatSchedFields(text)).toEqual({ priority: 27, nice: 7, processor: expect.any(Number), rtPriority: 0, policy: 3 });
    expect(policyName(3)).toBe('SCHED_BATCH');
  });

  it('SCHED_IDLE', () => {
    const fields = parseStatSchedFields(fixture('stat-idle.txt'));
    expect(fields).toMatchObject({ nice: 0, policy: 5 });
    expect(policyName(fields?.policy ?? -1)).toBe('SCHED_IDLE');
    expect(policyName(0)).toBe('SCHED_OTHER');
    expect(policyName(6)).toBe('SCHED_DEADLINE');
    expect(policyName(9)).toBe('SCHED_9');
  });

  it('field 39 is the last CPU (processor), counted from the last parenthesis', () => {
    const tail = Array.from({ length: 50 }, (_, i) => String(i + 3)); // field N holds the text "N"
    const text = `7 (x) (y) ${tail.join(' ')}\n`;
    expect(parseStatSchedFields(text)).toEqual({ priority: 18, nice: 19, processor: 39, rtPriority: 40, policy: 41 });
    expect(parseStatSchedFields('7 (short) S 1 2 3\n')).toBeNull();
  });
});

describe('affinity', () => {
  it('recorded Cpus_allowed of a two-CPU host', () => {
    expect(parseStatusAffinity(fixture('status.txt'))).toEqual({ hex: '3', list: '0-1' });
  });

  it('multi-word masks drop separators and leading zeros; the list is derived when absent', () => {
    expect(parseStatusAffinity('Cpus_allowed:\tff,00000000,0000000f\nCpus_allowed_list:\t0-3,64-71\n')).toEqual({ hex: 'ff000000000000000f', list: '0-3,64-71' });
    expect(parseStatusAffinity('Cpus_allowed:\t00000000,00000005\n')).toEqual({ hex: '5', list: '0,2' });
    expect(parseStatusAffinity('Name:\tx\n')).toBeNull();
  });

  it('cpu lists round-trip', () => {
    expect(parseCpuList('0-3,8,10-11\n')).toEqual([0, 1, 2, 3, 8, 10, 11]);
    expect(cpusToList([11, 10, 8, 3, 2, 1, 0])).toBe('0-3,8,10-11');
    expect(cpusToHex([0, 1, 2, 3, 8])).toBe('10f');
    expect(parseCpuList('3-1')).toBeNull();
  });
});

describe('cmdline and ELF header', () => {
  it('joins NUL-separated arguments, quoting blanks; a rewritten argv stays as it is', () => {
    expect(formatCmdline(fixture('cmdline-node.txt'))).toBe('node rec.cjs /work/main/test/fixtures/proc/investigations/recorded');
    expect(formatCmdline("a\0b c\0\0it's\0")).toBe("a 'b c' '' 'it'\\''s'");
    expect(formatCmdline('nginx: worker process')).toBe('nginx: worker process');
    expect(formatCmdline('')).toBeNull();
  });

  it('reads class, data encoding and e_machine from 20 bytes', () => {
    const own = Buffer.alloc(20);
    const fd = openSync(process.execPath, 'r');
    readSync(fd, own, 0, 20, 0);
    closeSync(fd);
    expect(parseElfHeader(own)?.architecture).toBe(process.arch === 'x64' ? 'x86_64' : process.arch === 'arm64' ? 'aarch64' : expect.any(String));
    const header = (cls: number, data: number, machine: number): Uint8Array => {
      const b = new Uint8Array(20);
      b.set([0x7f, 0x45, 0x4c, 0x46, cls, data]);
      if (data === 1) b.set([machine & 0xff, machine >> 8], 18);
      else b.set([machine >> 8, machine & 0xff], 18);
      return b;
    };
    expect(parseElfHeader(header(1, 1, 3))).toMatchObject({ elfClass: 32, architecture: 'i386' });
    expect(parseElfHeader(header(1, 1, 62))?.architecture).toBe('x32');
    expect(parseElfHeader(header(2, 2, 22))?.architecture).toBe('s390x');
    expect(parseElfHeader(header(2, 1, 21))?.architecture).toBe('ppc64le');
    expect(parseElfHeader(header(2, 1, 999))?.architecture).toBe('elf64-machine-999');
    expect(parseElfHeader(new Uint8Array(20))).toBeNull();
    expect(parseElfHeader(Buffer.from('#!/bin/sh\necho hi there'))).toBeNull();
  });
});
