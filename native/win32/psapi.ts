// koffi declarations of the PSAPI functions the sampler uses. Since Windows 7 kernel32 exports them as K32*
// (psapi.dll only forwards there), so they are bound from kernel32.dll under those names.
import { declare, lazyLibrary, ok, fail, withLastError, type Handle, type NativeFn, type Win32Result } from './common.js';
import {
  decodePerformanceInfo,
  decodeProcessMemoryCounters,
  PERFORMANCE_INFORMATION_SIZE,
  PROCESS_MEMORY_COUNTERS_SIZE,
  type PerformanceInfo,
  type ProcessMemoryCounters,
} from './structs.js';

interface Psapi {
  K32GetProcessMemoryInfo: NativeFn<[Handle, Buffer, number], number>;
  K32GetPerformanceInfo: NativeFn<[Buffer, number], number>;
}

const psapi = lazyLibrary('kernel32.dll', (lib): Psapi => ({
  K32GetProcessMemoryInfo: declare(lib, 'int __stdcall K32GetProcessMemoryInfo(void *process, void *counters, uint32_t cb)'),
  K32GetPerformanceInfo: declare(lib, 'int __stdcall K32GetPerformanceInfo(void *info, uint32_t cb)'),
}));

/**
 * PROCESS_MEMORY_COUNTERS of a process: WorkingSetSize and PagefileUsage. The buffer is zeroed and sized for the
 * plain structure; the _EX PrivateUsage field is not requested because Wine leaves it unwritten.
 */
export function processMemoryInfo(process: Handle): Win32Result<ProcessMemoryCounters> {
  const b = Buffer.alloc(PROCESS_MEMORY_COUNTERS_SIZE);
  b.writeUInt32LE(PROCESS_MEMORY_COUNTERS_SIZE, 0);
  const [rc, error] = withLastError(() => psapi().K32GetProcessMemoryInfo(process, b, PROCESS_MEMORY_COUNTERS_SIZE));
  return rc !== 0 ? ok(decodeProcessMemoryCounters(b)) : fail(error);
}

/** GetPerformanceInfo: commit, kernel pools, cache (in bytes) and system-wide counts. */
export function performanceInfo(): Win32Result<PerformanceInfo> {
  const b = Buffer.alloc(PERFORMANCE_INFORMATION_SIZE);
  b.writeUInt32LE(PERFORMANCE_INFORMATION_SIZE, 0);
  const [rc, error] = withLastError(() => psapi().K32GetPerformanceInfo(b, PERFORMANCE_INFORMATION_SIZE));
  return rc !== 0 ? ok(decodePerformanceInfo(b)) : fail(error);
}
