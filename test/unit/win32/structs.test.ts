// Guards the pure decoders of native/win32/structs.ts on bytes recorded under Wine (token buffers, endpoint tables)
// and on structures built byte by byte from their documented x64 layouts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  affinityMask,
  decodeFileInfo,
  decodeFixedFileInfo,
  decodeHandleEntry,
  decodeModuleEntry,
  decodePerformanceInfo,
  decodeProcessEntry,
  decodeProcessorTopology,
  decodeTcp4Table,
  decodeTcp6Table,
  decodeUdp4Table,
  decodeVmCounters,
  ecoQosName,
  fileTimeToUnixMs,
  handleEntryCount,
  integrityName,
  ipv6,
  lastSubAuthority,
  logonSidFromGroups,
  MODULEENTRY32W_SIZE,
  priorityClassName,
  PROCESSENTRY32W_SIZE,
  sidFromInfo,
  sidToString,
  stripExtendedPrefix,
  tcpStateName,
  translationKeys,
  VM_COUNTERS_EX2_SIZE,
  VM_COUNTERS_EX_SIZE,
} from '../../../native/win32/structs.js';

interface Recorded {
  pid: number;
  tokenFacts: { userSid: string; logonSid: string; integrityRid: number };
  tokens: Record<'TokenUser' | 'TokenGroups' | 'TokenLogonSid' | 'TokenIntegrityLevel', { hex: string; base: string }>;
  udpPort: number;
  udpTable: string;
  tcpPort: number;
  tcpTable: string;
}
const wine = JSON.parse(readFileSync(new URL('./fixtures/wine-8.0.json', import.meta.url), 'utf8')) as Recorded;
const token = (name: keyof Recorded['tokens']) => ({ b: Buffer.from(wine.tokens[name].hex, 'hex'), base: BigInt(wine.tokens[name].base) });

function wide(b: Buffer, offset: number, text: string): void {
  b.write(`${text}\0`, offset, 'utf16le');
}

describe('token buffers recorded under Wine', () => {
  it('TokenUser: the SID the buffer points into itself', () => {
    const { b, base } = token('TokenUser');
    expect(sidFromInfo(b, 0, base)?.text).toBe(wine.tokenFacts.userSid);
  });

  it('TokenLogonSid and the SE_GROUP_LOGON_ID group of TokenGroups name the same logon SID', () => {
    const direct = token('TokenLogonSid');
    expect(sidFromInfo(direct.b, 8, direct.base)?.text).toBe(wine.tokenFacts.logonSid);
    const groups = token('TokenGroups');
    expect(logonSidFromGroups(groups.b, groups.base)).toBe(wine.tokenFacts.logonSid);
  });

  it('TokenIntegrityLevel: the label S-1-16-12288 (High, as every Wine process)', () => {
    const { b, base } = token('TokenIntegrityLevel');
    const sid = sidFromInfo(b, 0, base);
    expect(sid?.text).toBe('S-1-16-12288');
    expect(lastSubAuthority(sid!.bytes)).toBe(wine.tokenFacts.integrityRid);
    expect(integrityName(wine.tokenFacts.integrityRid)).toBe('high');
  });

  it('a pointer outside the buffer is not followed', () => {
    const { b, base } = token('TokenUser');
    expect(sidFromInfo(b, 0, base + 4096n)).toBeNull();
  });
});

describe('SIDs', () => {
  it.each([
    ['01010000000000050b000000', 'S-1-5-11'],
    ['01020000000000052000000020020000', 'S-1-5-32-544'],
    ['0101000000000010' + '00300000', 'S-1-16-12288'],
    ['0101ffffffffffff00000000', 'S-1-0xFFFFFFFFFFFF-0'],
  ])('%s → %s', (hex, text) => {
    expect(sidToString(Buffer.from(hex, 'hex'))).toBe(text);
  });

  it('refuses truncated or non-revision-1 SIDs', () => {
    expect(sidToString(Buffer.from('0105000000000005', 'hex'))).toBeNull();
    expect(sidToString(Buffer.from('02010000000000050b000000', 'hex'))).toBeNull();
  });
});

describe('endpoint tables recorded under Wine', () => {
  it('MIB_UDPTABLE_OWNER_PID: our UDP socket with our PID', () => {
    const b = Buffer.from(wine.udpTable, 'hex');
    const row = decodeUdp4Table(b, b.length).find((r) => r.localPort === wine.udpPort);
    expect(row).toEqual({ protocol: 'udp', localAddress: '127.0.0.1', localPort: wine.udpPort, remoteAddress: null, remotePort: null, state: null, pid: wine.pid });
  });

  it('MIB_TCPTABLE_OWNER_PID: our listening socket, with the PID 0 Wine reports for listeners', () => {
    const b = Buffer.from(wine.tcpTable, 'hex');
    const row = decodeTcp4Table(b, b.length).find((r) => r.localPort === wine.tcpPort);
    expect(row).toMatchObject({ protocol: 'tcp', localAddress: '127.0.0.1', state: 'LISTEN', remoteAddress: null, remotePort: null, pid: 0 });
  });

  it('a count larger than the bytes returned stops at the last whole row', () => {
    const b = Buffer.alloc(4 + 12 + 5);
    b.writeUInt32LE(3, 0);
    expect(decodeUdp4Table(b, b.length)).toHaveLength(1);
  });

  it('MIB_TCP6ROW_OWNER_PID built from its layout', () => {
    const b = Buffer.alloc(4 + 56);
    b.writeUInt32LE(1, 0);
    Buffer.from('20010db8000000000000000000000001', 'hex').copy(b, 4);
    b.writeUInt16BE(443, 4 + 20);
    Buffer.from('fe800000000000000000000000000002', 'hex').copy(b, 4 + 24);
    b.writeUInt16BE(51000, 4 + 44);
    b.writeUInt32LE(5, 4 + 48);
    b.writeUInt32LE(1234, 4 + 52);
    expect(decodeTcp6Table(b, b.length)).toEqual([
      { protocol: 'tcp6', localAddress: '2001:db8::1', localPort: 443, remoteAddress: 'fe80::2', remotePort: 51000, state: 'ESTABLISHED', pid: 1234 },
    ]);
  });

  it.each([
    ['00000000000000000000000000000000', '::'],
    ['00000000000000000000000000000001', '::1'],
    ['20010db8000000010000000000000001', '2001:db8:0:1::1'],
    ['20010db8000100020003000400050006', '2001:db8:1:2:3:4:5:6'],
    ['20010000000000010000000000000000', '2001:0:0:1::'],
  ])('IPv6 text of %s is %s (RFC 5952)', (hex, text) => {
    expect(ipv6(Buffer.from(hex, 'hex'), 0)).toBe(text);
  });

  it('TCP state names', () => {
    expect(tcpStateName(2)).toBe('LISTEN');
    expect(tcpStateName(11)).toBe('TIME_WAIT');
    expect(tcpStateName(99)).toBe('UNKNOWN(99)');
  });
});

describe('process and module entries (x64 layouts)', () => {
  it('PROCESSENTRY32W: PID at 8, threads at 28, parent at 32, priority at 36, name at 44', () => {
    const b = Buffer.alloc(PROCESSENTRY32W_SIZE);
    b.writeUInt32LE(PROCESSENTRY32W_SIZE, 0);
    b.writeUInt32LE(4242, 8);
    b.writeUInt32LE(17, 28);
    b.writeUInt32LE(600, 32);
    b.writeInt32LE(8, 36);
    wide(b, 44, 'Code – Insiders.exe');
    expect(decodeProcessEntry(b)).toEqual({ pid: 4242, threads: 17, parentPid: 600, basePriority: 8, exeFile: 'Code – Insiders.exe' });
  });

  it('PROCESSENTRY32W: a name filling all 260 characters without a terminator stays inside the field', () => {
    const b = Buffer.alloc(PROCESSENTRY32W_SIZE);
    b.write('x'.repeat(262), 44, 'utf16le');
    expect(decodeProcessEntry(b).exeFile).toHaveLength(260);
  });

  it('MODULEENTRY32W: base at 24, size at 32, name at 48, path at 560', () => {
    const b = Buffer.alloc(MODULEENTRY32W_SIZE);
    b.writeUInt32LE(77, 8);
    b.writeBigUInt64LE(0x7ffb_1234_0000n, 24);
    b.writeUInt32LE(0x1000, 32);
    wide(b, 48, 'KERNEL32.DLL');
    wide(b, 560, 'C:\\Windows\\System32\\KERNEL32.DLL');
    expect(decodeModuleEntry(b)).toEqual({ pid: 77, baseAddress: 0x7ffb_1234_0000n, baseSize: 0x1000, name: 'KERNEL32.DLL', path: 'C:\\Windows\\System32\\KERNEL32.DLL' });
  });
});

describe('counters', () => {
  it('VM_COUNTERS_EX2: page faults at 16, private usage at 88 and the private working set at 96; EX has no private working set', () => {
    const b = Buffer.alloc(VM_COUNTERS_EX2_SIZE);
    b.writeUInt32LE(0xfffffff0, 16);
    b.writeBigUInt64LE(50_000_000n, 32);
    b.writeBigUInt64LE(40_000_000n, 72);
    b.writeBigUInt64LE(40_000_001n, 88);
    b.writeBigUInt64LE(30_000_000n, 96);
    expect(decodeVmCounters(b, VM_COUNTERS_EX2_SIZE)).toEqual({ pageFaultCount: 0xfffffff0, workingSetSize: 50_000_000n, pagefileUsage: 40_000_000n, privateUsage: 40_000_001n, privateWorkingSetSize: 30_000_000n });
    expect(decodeVmCounters(b, VM_COUNTERS_EX_SIZE).privateWorkingSetSize).toBeNull();
  });

  it('PERFORMANCE_INFORMATION: pages times PageSize, exactly, beyond 2^53 bytes', () => {
    const b = Buffer.alloc(104);
    b.writeBigUInt64LE(2n ** 45n, 8);
    b.writeBigUInt64LE(4096n, 80);
    b.writeUInt32LE(321, 92);
    const p = decodePerformanceInfo(b);
    expect(p.commitTotalBytes).toBe(2n ** 57n);
    expect(p.processCount).toBe(321);
  });

  it('GetLogicalProcessorInformationEx records: cores, packages, caches and logical processors of the groups', () => {
    const records: Buffer[] = [];
    const core = Buffer.alloc(48);
    core.writeUInt32LE(0, 0);
    core.writeUInt32LE(48, 4);
    records.push(core, Buffer.from(core));
    const cache = (level: number, type: number, size: number): Buffer => {
      const r = Buffer.alloc(48);
      r.writeUInt32LE(2, 0);
      r.writeUInt32LE(48, 4);
      r.writeUInt8(level, 8);
      r.writeUInt32LE(size, 12);
      r.writeUInt32LE(type, 16);
      return r;
    };
    records.push(cache(1, 2, 48 * 1024), cache(1, 1, 32 * 1024), cache(2, 0, 1 << 20), cache(3, 0, 32 << 20), cache(1, 2, 999));
    const pkg = Buffer.alloc(48);
    pkg.writeUInt32LE(3, 0);
    pkg.writeUInt32LE(48, 4);
    records.push(pkg);
    const group = Buffer.alloc(80);
    group.writeUInt32LE(4, 0);
    group.writeUInt32LE(80, 4);
    group.writeUInt16LE(1, 10);
    group.writeUInt8(4, 32 + 1);
    records.push(group);
    const b = Buffer.concat(records);
    expect(decodeProcessorTopology(b, b.length)).toEqual({
      logicalProcessors: 4,
      cores: 2,
      packages: 1,
      cacheBytes: { L1d: 49152n, L1i: 32768n, L2: 1048576n, L3: 33554432n },
    });
  });

  it('a truncated record ends the walk', () => {
    const b = Buffer.alloc(12);
    b.writeUInt32LE(0, 0);
    b.writeUInt32LE(48, 4);
    expect(decodeProcessorTopology(b, b.length).cores).toBe(0);
  });
});

describe('files, handles, versions', () => {
  it('BY_HANDLE_FILE_INFORMATION: directory attribute, 64-bit size from high and low', () => {
    const b = Buffer.alloc(52);
    b.writeUInt32LE(0x20, 0);
    b.writeUInt32LE(1, 32);
    b.writeUInt32LE(5, 36);
    expect(decodeFileInfo(b)).toMatchObject({ isDirectory: false, size: 2n ** 32n + 5n });
    b.writeUInt32LE(0x10, 0);
    expect(decodeFileInfo(b).isDirectory).toBe(true);
  });

  it('GetFinalPathNameByHandleW prefixes are removed (Wine answers \\\\?\\Z:\\…)', () => {
    expect(stripExtendedPrefix('\\\\?\\Z:\\work\\held-a.txt')).toBe('Z:\\work\\held-a.txt');
    expect(stripExtendedPrefix('\\\\?\\UNC\\server\\share\\f.txt')).toBe('\\\\server\\share\\f.txt');
    expect(stripExtendedPrefix('C:\\x')).toBe('C:\\x');
  });

  it('SYSTEM_HANDLE_INFORMATION_EX entries (40 bytes from offset 16), count bounded by the buffer', () => {
    const b = Buffer.alloc(16 + 2 * 40);
    b.writeBigUInt64LE(1000n, 0);
    b.writeBigUInt64LE(4321n, 16 + 40 + 8);
    b.writeBigUInt64LE(0x1c4n, 16 + 40 + 16);
    b.writeUInt32LE(0x12019f, 16 + 40 + 24);
    b.writeUInt16LE(37, 16 + 40 + 30);
    expect(handleEntryCount(b)).toBe(2);
    expect(decodeHandleEntry(b, 1)).toEqual({ pid: 4321, handle: 0x1c4n, grantedAccess: 0x12019f, objectTypeIndex: 37 });
  });

  it('VS_FIXEDFILEINFO versions and translation keys', () => {
    const f = Buffer.alloc(52);
    f.writeUInt32LE(0xfeef04bd, 0);
    f.writeUInt32LE((10 << 16) | 0, 8);
    f.writeUInt32LE((22621 << 16) | 3527, 12);
    f.writeUInt32LE((22 << 16) | 23, 16);
    f.writeUInt32LE((3 << 16) | 0, 20);
    expect(decodeFixedFileInfo(f)).toEqual({ fileVersion: '10.0.22621.3527', productVersion: '22.23.3.0' });
    expect(decodeFixedFileInfo(Buffer.alloc(52))).toBeNull();
    expect(translationKeys(Buffer.from([0x09, 0x04, 0xb0, 0x04]))).toEqual(['040904B0']);
  });
});

describe('small conversions', () => {
  it('FILETIME → Unix ms; 0 means never set', () => {
    expect(fileTimeToUnixMs(116_444_736_000_000_000n)).toBe(0);
    expect(fileTimeToUnixMs(133_500_000_000_000_000n)).toBe(1_705_526_400_000);
    expect(fileTimeToUnixMs(0n)).toBeNull();
  });

  it('affinity masks as hex and CPU lists', () => {
    expect(affinityMask(0xfn)).toEqual({ hex: 'f', list: '0-3' });
    expect(affinityMask(0x10bn)).toEqual({ hex: '10b', list: '0-1,3,8' });
    expect(affinityMask(0xffff_ffff_ffff_ffffn).list).toBe('0-63');
  });

  it('priority classes and EcoQoS states', () => {
    expect(priorityClassName(0x20)).toBe('Normal');
    expect(priorityClassName(0x4000)).toBe('BelowNormal');
    expect(priorityClassName(0x1)).toBeNull();
    expect(ecoQosName(0, 0)).toBe('system_managed');
    expect(ecoQosName(1, 1)).toBe('enabled');
    expect(ecoQosName(1, 0)).toBe('disabled');
  });
});
