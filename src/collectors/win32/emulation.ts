// Which Win32 sources this host really measures: Wine is detected with ntdll!wine_get_version, and the sources Wine
// stubs with zeros are probed on this process itself, so a stub's zero is reported as unavailable, never as a value.
// The probe results carry their evidence (what the API returned), which the Windows lane prints next to its checks.
import { openSync, readSync, closeSync } from 'node:fs';
import { CURRENT_PROCESS } from '../../../native/win32/common.js';
import { processHandleCount, processIoCounters } from '../../../native/win32/kernel32.js';
import { wineVersionString } from '../../../native/win32/ntdll.js';
import { guiResources, GR_USEROBJECTS } from '../../../native/win32/user32.js';
import { handleCountIsMeasured, ioCountersAreMeasured } from './derive.js';

export interface SourceProbe {
  /** True when values from this source are measurements on this host. */
  readonly measured: boolean;
  /** What the probe saw, for diagnostics and the lane's skip reasons. */
  readonly evidence: string;
}

export interface EmulationReport {
  /** Wine's version when running under Wine, else null. */
  readonly wine: string | null;
  readonly handleCount: SourceProbe;
  readonly ioCounters: SourceProbe;
  readonly guiResources: SourceProbe;
  /** PdhGetFormattedCounterArrayW (wildcard counters): never called under Wine, where it terminates the process. */
  readonly pdhArrays: SourceProbe;
}

let cached: EmulationReport | null = null;

/** Probes once per thread (the probes are a few microseconds; the result never changes while we run). */
export function emulationReport(): EmulationReport {
  if (cached !== null) return cached;
  const wine = wineVersionString();

  const handles = processHandleCount(CURRENT_PROCESS);
  const handleValue = handles.ok ? handles.value : null;
  const handleCount: SourceProbe = {
    measured: handleCountIsMeasured(handleValue),
    evidence: handles.ok ? `GetProcessHandleCount(self) returned ${handles.value}` : `GetProcessHandleCount(self) failed with ${handles.error}`,
  };

  // Read part of our own executable so that a real IO counter must have moved.
  try {
    const fd = openSync(process.execPath, 'r');
    try {
      readSync(fd, Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    // The probe below then only sees earlier reads (module loading), which also count on Windows.
  }
  const io = processIoCounters(CURRENT_PROCESS);
  const ioCounters: SourceProbe = {
    measured: ioCountersAreMeasured(io.ok ? io.value : null),
    evidence: io.ok
      ? `GetProcessIoCounters(self) after reading 64 KiB returned ReadOperationCount ${io.value.readOperations}, ReadTransferCount ${io.value.readBytes}`
      : `GetProcessIoCounters(self) failed with ${io.error}`,
  };

  const gui = guiResources(CURRENT_PROCESS, GR_USEROBJECTS);
  // A console process may legitimately own no USER objects, so a 0 alone proves nothing: under Wine the function is
  // a stub (always 0), elsewhere a failure with an error code is the evidence.
  const guiMeasured = wine === null && gui.ok;
  const guiResourcesProbe: SourceProbe = {
    measured: guiMeasured,
    evidence: `${gui.ok ? `GetGuiResources(self, GR_USEROBJECTS) returned ${gui.value}` : `GetGuiResources(self) failed with ${gui.error}`}${
      wine === null ? '' : `; Wine ${wine} implements GetGuiResources as a stub that always returns 0`
    }`,
  };

  const pdhArrays: SourceProbe = {
    measured: wine === null,
    evidence: wine === null ? 'not Wine' : `Wine ${wine}: PdhGetFormattedCounterArrayW is unimplemented and terminates the process, so it is not called`,
  };

  cached = { wine, handleCount, ioCounters, guiResources: guiResourcesProbe, pdhArrays };
  return cached;
}
