// Guards the Windows sampler's arithmetic: CPU shares from 100 ns deltas, exact rates, GPU aggregation from PDH
// instance names, and the evidence rules that keep an emulated zero from being reported as a measurement.
import { describe, expect, it } from 'vitest';
import {
  aggregateGpuEngines,
  handleCountIsMeasured,
  ioCountersAreMeasured,
  kernelPoolIsMeasured,
  parseGpuInstance,
  pdhInteger,
  perSecond,
  wrapping32PerSecond,
  processCpuPercent,
  processorBusyPercent,
  shareableWorkingSet,
  sumGpuMemory,
  systemCpuShares,
} from '../../../src/collectors/win32/derive.js';
import { windowsName } from '../../../src/collectors/win32/host-info.js';

describe('CPU', () => {
  it('process CPU%: 1 s of CPU over 1 s of wall on 4 CPUs is 25 %', () => {
    expect(processCpuPercent(10_000_000n, 1_000_000_000n, 4)).toBe(25);
  });
  it('clamps to 100 and refuses a zero interval or a counter that went backwards', () => {
    expect(processCpuPercent(100_000_000n, 1_000_000_000n, 4)).toBe(100);
    expect(processCpuPercent(1n, 0n, 4)).toBeNull();
    expect(processCpuPercent(-1n, 1_000_000_000n, 4)).toBeNull();
  });
  it('system shares: kernel time includes idle', () => {
    const before = { idle: 0n, kernel: 0n, user: 0n };
    const after = { idle: 600n, kernel: 800n, user: 200n };
    expect(systemCpuShares(before, after)).toEqual({ total: 40, user: 20, kernel: 20 });
    expect(systemCpuShares(after, after)).toBeNull();
    expect(systemCpuShares(before, { idle: 900n, kernel: 800n, user: 0n })).toBeNull();
  });
  it('per-processor shares from SystemProcessorPerformanceInformation entries (48 bytes each; kernel includes idle)', () => {
    // Two processors; counts above 2^32 check the two-word read. Idle, Kernel, User at offsets 0, 8, 16.
    const entries = (rows: readonly (readonly [bigint, bigint, bigint])[]) => {
      const b = Buffer.alloc(rows.length * 48);
      rows.forEach(([idle, kernel, user], n) => {
        b.writeBigUInt64LE(idle, n * 48);
        b.writeBigUInt64LE(kernel, n * 48 + 8);
        b.writeBigUInt64LE(user, n * 48 + 16);
        b.writeUInt32LE(12345, n * 48 + 40);
      });
      return b;
    };
    const base = 5n * 2n ** 32n;
    const before = entries([[base, base + 100n, 50n], [base, base, 0n]]);
    // CPU 0: kernel +800 of which idle +600, user +200: busy 400 of 1,000 = 40 %. CPU 1: nothing moved.
    const after = entries([[base + 600n, base + 900n, 250n], [base, base, 0n]]);
    expect(processorBusyPercent(before, after, 0)).toBe(40);
    expect(processorBusyPercent(before, after, 1)).toBeNull();
    // A counter that went backwards (idle above kernel) is no share.
    expect(processorBusyPercent(before, entries([[base + 900n, base + 500n, 50n], [base, base, 0n]]), 0)).toBeNull();
  });
});

describe('rates and memory', () => {
  it('exact per-second rates, floored; a reset counter is no rate', () => {
    expect(perSecond(1_500n, 500n, 2_000_000_000n)).toBe(500n);
    expect(perSecond(2n ** 60n + 3n, 3n, 1_000_000_000n)).toBe(2n ** 60n);
    expect(perSecond(5n, 10n, 1_000_000_000n)).toBeNull();
    expect(perSecond(5n, 1n, 0n)).toBeNull();
  });
  it('a 32-bit counter (PageFaultCount) gives a rate across its wrap, floored', () => {
    expect(wrapping32PerSecond(3_000, 1_000, 2_000_000_000n)).toBe(1_000n);
    expect(wrapping32PerSecond(5, 0xffff_fffb, 1_000_000_000n)).toBe(10n);
    expect(wrapping32PerSecond(7, 7, 1_000_000_000n)).toBe(0n);
    expect(wrapping32PerSecond(9, 1, 0n)).toBeNull();
  });
  it('PDH doubles as integers only when finite and non-negative', () => {
    expect(pdhInteger(1234.9)).toBe(1234n);
    expect(pdhInteger(-1)).toBeNull();
    expect(pdhInteger(Number.NaN)).toBeNull();
  });
  it('shareable working set only when both parts exist and the difference is not negative', () => {
    expect(shareableWorkingSet(100n, 60n)).toBe(40n);
    expect(shareableWorkingSet(100n, 160n)).toBeNull();
    expect(shareableWorkingSet(100n, null)).toBeNull();
  });
});

describe('GPU from PDH instance names', () => {
  it('parses engine, process-memory and adapter-memory instances', () => {
    expect(parseGpuInstance('pid_1234_luid_0x00000000_0x0000C5D4_phys_0_eng_3_engtype_VideoDecode')).toEqual({
      pid: 1234,
      adapter: '00000000:0000c5d4',
      phys: 0,
      engine: 3,
      engineType: 'VideoDecode',
    });
    expect(parseGpuInstance('pid_8_luid_0x00000000_0x0000C5D4_phys_0')).toMatchObject({ pid: 8, engine: null });
    expect(parseGpuInstance('luid_0x00000000_0x0000C5D4_phys_0')).toMatchObject({ pid: null, adapter: '00000000:0000c5d4' });
    expect(parseGpuInstance('_Total')).toBeNull();
  });

  it('per process: the busiest engine; per adapter: per-engine sums, the busiest engine, video engines', () => {
    const luid = 'luid_0x00000000_0x0000C5D4_phys_0';
    const { byPid, byAdapter } = aggregateGpuEngines([
      { instance: `pid_10_${luid}_eng_0_engtype_3D`, value: 30 },
      { instance: `pid_10_${luid}_eng_0_engtype_3D`, value: 5 },
      { instance: `pid_10_${luid}_eng_4_engtype_VideoDecode`, value: 12 },
      { instance: `pid_20_${luid}_eng_0_engtype_3D`, value: 50 },
      { instance: `pid_20_${luid}_eng_5_engtype_VideoEncode`, value: 8 },
      { instance: `pid_20_${luid}_eng_6_engtype_VideoEncode`, value: 2 },
    ]);
    expect(byPid.get(10)).toBe(35);
    expect(byPid.get(20)).toBe(50);
    const adapter = byAdapter.get('00000000:0000c5d4')!;
    expect(adapter.utilization).toBe(85);
    expect(adapter.encode).toEqual({ average: 5, max: 8, count: 2 });
    expect(adapter.decode).toEqual({ average: 12, max: 12, count: 1 });
  });

  it('sums memory per process and per adapter', () => {
    const samples = [
      { instance: 'pid_10_luid_0x00000000_0x0000C5D4_phys_0', value: 1000 },
      { instance: 'pid_10_luid_0x00000000_0x0000AAAA_phys_0', value: 24 },
      { instance: 'luid_0x00000000_0x0000C5D4_phys_0', value: 4096 },
    ];
    expect(sumGpuMemory(samples, 'pid').get('10')).toBe(1024n);
    expect(sumGpuMemory(samples, 'adapter').get('00000000:0000c5d4')).toBe(5096n);
  });
});

describe('evidence: emulated zeros are not measurements', () => {
  it('a live process with no handles, or IO counters still zero after our own read, is a stub', () => {
    expect(handleCountIsMeasured(0)).toBe(false);
    expect(handleCountIsMeasured(null)).toBe(false);
    expect(handleCountIsMeasured(153)).toBe(true);
    expect(ioCountersAreMeasured({ readOperations: 0n, readBytes: 0n })).toBe(false);
    expect(ioCountersAreMeasured({ readOperations: 12n, readBytes: 65536n })).toBe(true);
    expect(kernelPoolIsMeasured(0n)).toBe(false);
    expect(kernelPoolIsMeasured(300_000_000n)).toBe(true);
  });
});

describe('host names', () => {
  it('Windows 11 keeps major version 10 and is told apart by its build', () => {
    expect(windowsName(10, 22631)).toBe('Windows 11');
    expect(windowsName(10, 19045)).toBe('Windows 10');
    expect(windowsName(10, 18362)).toBe('Windows 10');
  });
});
