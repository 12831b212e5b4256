// File users, host-wide: every accessible process's /proc/PID/fd links that are regular files or directories,
// grouped per process and path, and its current and root directory, resolved in the path helper. One scan at a
// time across the application.
import type { ProcessIdentity } from '../../../model/types.js';
import { InvestigationError, throwIfCancelled } from '../../investigations/errors.js';
import { FileUsersTally } from '../../investigations/file-users-tally.js';
import { acquireFileUsersLock } from '../../investigations/scan-lock.js';
import type { FileUserRow, FileUsersOptions, FileUsersResult } from '../../investigations/types.js';
import type { FdEntry, FdsResult } from '../../helper/protocol.js';
import { linuxContext, listPids, startTimeMs, type LinuxInvestigationOptions } from './context.js';
import { directoryLinks, entryPath, scanDescriptors } from './fd-scan.js';
import { pathKey } from './path-text.js';
import { processNameText } from '../process-name.js';

export type LinuxFileUsersOptions = LinuxInvestigationOptions & FileUsersOptions;

/**
 * Rows are ordered by PID; per process its current directory (`cwd`) and root directory (`root`) come first, then
 * one `handle` row per exact path in the order of the first descriptor holding it. Disk files only: sockets, pipes,
 * anonymous inodes, FIFOs and device nodes (anything under /dev but /dev/shm), memfds and procfs/sysfs pseudo
 * files are examined but not listed. Descriptors on a mount that stalled
 * are listed unverified (their path comes from the kernel without touching the mount): for file users that is
 * the answer that matters most, so they are kept and a warning says so.
 *
 * Coverage: `processes_total` counts the processes listed in procfs (the helper itself excluded),
 * `processes_scanned` those whose descriptors were read, `processes_failed` the rest (denied, vanished during
 * the scan, stalled). The status is partial when a process could not be read for a reason other than having
 * exited, or when descriptors were left unexamined: a process that exited holds no files any more.
 */
export async function collectFileUsers(signal: AbortSignal, options: LinuxFileUsersOptions = {}): Promise<FileUsersResult> {
  throwIfCancelled(signal);
  const lease = acquireFileUsersLock();
  try {
    const ctx = linuxContext(options);
    const startedAtMs = Date.now();
    const pids = listPids(ctx);
    const tally = new FileUsersTally(pids.length, options.onProgress);
    const rows: FileUserRow[] = [];
    const processes: ProcessIdentity[] = [];
    let unexamined = 0;
    let unreadableDirectories = 0;
    const take = (pid: number, result: FdsResult | { s: 'timeout' | 'cancelled' | 'unavailable' | 'crashed' }): void => {
      switch (result.s) {
        case 'ok': {
          tally.scanned();
          const name = processNameText(result.nameBytes);
          const owner = name.nameBytesHex === undefined ? { name: name.name } : { name: name.name, name_bytes_hex: name.nameBytesHex };
          const directories = directoryLinks(result);
          unreadableDirectories += directories.unreadable;
          if (result.e.length === 0 && directories.links.length === 0) return;
          for (const [kind, at] of directories.links) rows.push({ pid, ...owner, ...at, kind, handle_count: null });
          // One row per exact name: keyed by bytes where the name is not UTF-8, so two files never merge.
          const counts = new Map<string, { entry: FdEntry; count: number }>();
          for (const entry of result.e) {
            if (entry[2] === 'u') unexamined++;
            const key = pathKey(entry[1], entry[4]);
            const seen = counts.get(key);
            if (seen === undefined) counts.set(key, { entry, count: 1 });
            else seen.count++;
          }
          for (const { entry, count } of counts.values()) rows.push({ pid, ...owner, ...entryPath(entry), kind: 'handle', handle_count: count });
          processes.push({ pid, ...name, startTimeMs: startTimeMs(ctx, result.start), startToken: result.start });
          return;
        }
        case 'self':
        case 'gone':
        case 'denied':
          tally.missed(result.s);
          return;
        default:
          tally.missed('unfinished');
      }
    };
    tally.report(rows.length, true);
    const { results, stalledMounts } = await scanDescriptors(ctx, pids, false, signal, (at, batch) => {
      for (let k = 0; k < batch.length; k++) take(pids[at + k], batch[k]);
      tally.report(rows.length, false);
    });
    throwIfCancelled(signal);
    // Items that never reached onResults (timeouts, helper failures) are counted here.
    for (let i = 0; i < results.length; i++) {
      const r = results[i];
      if (r.s === 'timeout' || r.s === 'cancelled' || r.s === 'unavailable' || r.s === 'crashed') take(pids[i], r);
    }
    if (results.length > 0 && results.every((r) => r.s === 'unavailable')) {
      throw new InvestigationError('failed', 'The isolated file helper could not be started.');
    }
    tally.report(rows.length, true);
    const warnings = tally.warnings();
    if (unexamined > 0 || stalledMounts > 0) {
      warnings.push(`${unexamined} handles are on a filesystem that did not respond; they are listed by path without being examined.`);
    }
    if (unreadableDirectories > 0) warnings.push(`${unreadableDirectories} current or root directories of scanned processes could not be read.`);
    return {
      kind: 'file_users',
      rows,
      coverage: tally.coverage,
      status: tally.partial || unexamined > 0 || unreadableDirectories > 0 ? 'partial' : 'complete',
      warnings,
      startedAtMs,
      finishedAtMs: Date.now(),
      processes,
    } satisfies FileUsersResult;
  } finally {
    lease.release();
  }
}
