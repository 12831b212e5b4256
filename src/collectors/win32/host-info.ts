// Host facts on Windows: the true OS version (RtlGetVersion and the CurrentVersion registry values), architecture
// (GetNativeSystemInfo), CPU topology and caches (GetLogicalProcessorInformationEx), CPU name and host name,
// memory and boot time. Under Wine the OS name says so.
import { registryValue } from '../../../native/win32/advapi32.js';
import { activeProcessorCount, computerName, memoryStatus, nativeSystemInfo, processorTopology, tickCount64 } from '../../../native/win32/kernel32.js';
import { rtlGetVersion, wineVersionString } from '../../../native/win32/ntdll.js';
import { processorArchitectureName } from '../../../native/win32/structs.js';
import { hostname } from 'node:os';
import type { HostInfo } from '../../model/types.js';

const CURRENT_VERSION = 'SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion';
const CPU0 = 'HARDWARE\\DESCRIPTION\\System\\CentralProcessor\\0';

function registryString(subKey: string, value: string): string | null {
  const r = registryValue(subKey, value);
  return r.ok && typeof r.value === 'string' && r.value.trim() !== '' ? r.value.trim() : null;
}

function registryNumber(subKey: string, value: string): number | null {
  const r = registryValue(subKey, value);
  return r.ok && typeof r.value === 'number' ? r.value : null;
}

/** Windows 11 kept major version 10; builds from 22000 on are Windows 11. */
export function windowsName(major: number, build: number): string {
  if (major === 10 && build >= 22000) return 'Windows 11';
  if (major === 10) return 'Windows 10';
  return `Windows NT ${major}`;
}

export function readHostInfo(nowMs: () => number = Date.now): HostInfo {
  const version = rtlGetVersion();
  const wine = wineVersionString();
  const major = version.ok ? version.value.major : 0;
  const minor = version.ok ? version.value.minor : 0;
  const build = version.ok ? version.value.build : 0;
  const ubr = registryNumber(CURRENT_VERSION, 'UBR');
  const displayVersion = registryString(CURRENT_VERSION, 'DisplayVersion');
  const topology = processorTopology();
  const memory = memoryStatus();
  const name = computerName();
  const logical = topology.ok && topology.value.logicalProcessors > 0 ? topology.value.logicalProcessors : activeProcessorCount();
  return {
    platform: 'win32',
    osName: `${windowsName(major, build)}${wine === null ? '' : ` (Wine ${wine})`}`,
    osVersion: displayVersion ?? `${major}.${minor}`,
    osBuild: version.ok ? (ubr === null ? `${build}` : `${build}.${ubr}`) : null,
    architecture: processorArchitectureName(nativeSystemInfo().processorArchitecture),
    hostname: name.ok && name.value !== '' ? name.value : hostname(),
    cpuName: registryString(CPU0, 'ProcessorNameString'),
    logicalCpuCount: Math.max(1, logical),
    physicalCoreCount: topology.ok && topology.value.cores > 0 ? topology.value.cores : null,
    socketCount: topology.ok && topology.value.packages > 0 ? topology.value.packages : null,
    cacheBytes: topology.ok ? topology.value.cacheBytes : {},
    totalMemoryBytes: memory.ok ? memory.value.totalPhys : null,
    bootTimeMs: nowMs() - Number(tickCount64()),
  };
}
