// Host facts on Linux (OS, kernel, CPU, caches, memory, boot time) from /etc/os-release, /proc and /sys.
import { arch, hostname, release } from 'node:os';
import type { HostInfo } from '../../model/types.js';
import { parseCacheSize, parseCpuinfo, parseMeminfo, parseOsRelease, parseSystemStat } from './parse.js';
import { nodeProcFs, readOptional, type ProcFs } from './procfs.js';

export interface HostInfoOptions {
  readonly procRoot?: string;
  readonly sysRoot?: string;
  /** os-release(5) path; `/usr/lib/os-release` is tried when this one is missing. */
  readonly osReleasePath?: string;
  readonly fs?: ProcFs;
}

/** Cache names as the CPU vendors print them: L1d, L1i, L2, L3. */
function cacheName(level: string, type: string): string {
  if (level === '1' && type === 'Data') return 'L1d';
  if (level === '1' && type === 'Instruction') return 'L1i';
  return `L${level}`;
}

function readCaches(fs: ProcFs, sysRoot: string): Record<string, bigint> {
  const dir = `${sysRoot}/devices/system/cpu/cpu0/cache`;
  const out: Record<string, bigint> = {};
  let entries: string[];
  try {
    entries = fs.listDir(dir).filter((n) => /^index\d+$/.test(n)).sort();
  } catch {
    return out;
  }
  for (const entry of entries) {
    const level = readOptional(fs, `${dir}/${entry}/level`)?.trim();
    const type = readOptional(fs, `${dir}/${entry}/type`)?.trim();
    const size = readOptional(fs, `${dir}/${entry}/size`);
    if (level === undefined || type === undefined || size === null) continue;
    const bytes = parseCacheSize(size);
    if (bytes !== null) out[cacheName(level, type)] = bytes;
  }
  return out;
}

/** Reads the host facts; anything unreadable is null (or a neutral fallback for required text). */
export function readHostInfo(options: HostInfoOptions = {}): HostInfo {
  const procRoot = options.procRoot ?? '/proc';
  const sysRoot = options.sysRoot ?? '/sys';
  const fs = options.fs ?? nodeProcFs;
  const osRelease = parseOsRelease(
    readOptional(fs, options.osReleasePath ?? '/etc/os-release') ??
      (options.osReleasePath === undefined ? readOptional(fs, '/usr/lib/os-release') : null) ??
      '',
  );
  const cpuinfo = parseCpuinfo(readOptional(fs, `${procRoot}/cpuinfo`) ?? '');
  const stat = parseSystemStat(readOptional(fs, `${procRoot}/stat`) ?? '');
  const meminfo = parseMeminfo(readOptional(fs, `${procRoot}/meminfo`) ?? '');
  const kernel = readOptional(fs, `${procRoot}/sys/kernel/osrelease`)?.trim() || release();
  const host = readOptional(fs, `${procRoot}/sys/kernel/hostname`)?.trim() || hostname();
  const logical = stat.perCpu.size > 0 ? stat.perCpu.size : cpuinfo.logicalCount;
  return {
    platform: 'linux',
    osName: osRelease.get('NAME') ?? 'Linux',
    osVersion: osRelease.get('VERSION_ID') ?? osRelease.get('VERSION') ?? kernel,
    osBuild: kernel,
    architecture: arch(),
    hostname: host,
    cpuName: cpuinfo.modelName,
    logicalCpuCount: logical,
    physicalCoreCount: cpuinfo.physicalCoreCount,
    socketCount: cpuinfo.socketCount,
    cacheBytes: readCaches(fs, sysRoot),
    totalMemoryBytes: meminfo.get('MemTotal') ?? null,
    bootTimeMs: stat.btime === null ? null : Number(stat.btime) * 1000,
  };
}
