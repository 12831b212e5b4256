// Open files of one process: /proc/PID/fd links that are regular files or directories (no sockets, pipes,
// anonymous inodes, devices or FIFOs) and its current and root directory, resolved in the path helper, between two
// identity checks.
import type { ProcessIdentity } from '../../../model/types.js';
import { InvestigationError, throwIfCancelled } from '../../investigations/errors.js';
import type { OpenFileRow, OpenFilesResult } from '../../investigations/types.js';
import { linuxContext, type LinuxInvestigationOptions } from './context.js';
import { directoryLinks, entryPath, scanDescriptors } from './fd-scan.js';
import { withVerifiedTarget } from './identity.js';

/**
 * Rows: the current directory (`cwd`) and root directory (`root`) first, as fuser and lsof list them, then the
 * descriptors in descriptor order. Excluded like in file users: sockets, pipes, anonymous inodes, FIFOs, device
 * nodes (anything under /dev but /dev/shm), memfds and procfs/sysfs pseudo files. A descriptor whose type cannot be established (its stat failed, or its mount
 * stalled) is counted in `handles_failed` and not listed: a row must say whether it is a file or a directory.
 */
export async function collectOpenFiles(
  target: ProcessIdentity,
  signal: AbortSignal,
  options: LinuxInvestigationOptions = {},
): Promise<OpenFilesResult> {
  const ctx = linuxContext(options);
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withVerifiedTarget(target, ctx, ctx.afterVerify, async () => {
    const { results, stalledMounts } = await scanDescriptors(ctx, [target.pid], true, signal);
    throwIfCancelled(signal);
    const result = results[0];
    const warnings: string[] = [];
    const rows: OpenFileRow[] = [];
    let handlesTotal = 0;
    let handlesFailed = 0;
    let unreadableDirectories = 0;
    switch (result.s) {
      case 'ok': {
        if (result.start !== target.startToken) throw new InvestigationError('exited', 'The process exited before or during collection.');
        handlesTotal = result.n;
        handlesFailed = result.failed;
        let unexamined = 0;
        const directories = directoryLinks(result);
        for (const [kind, at] of directories.links) rows.push({ ...at, handle: null, kind });
        if (directories.unreadable > 0) {
          unreadableDirectories = directories.unreadable;
          warnings.push('The current or root directory of the process could not be read.');
        }
        for (const entry of result.e) {
          const [fd, , type, size] = entry;
          if (type === 'u') {
            unexamined++;
            continue;
          }
          const at = entryPath(entry);
          rows.push(
            type === 'f'
              ? { ...at, handle: String(fd), kind: 'file', ...(typeof size === 'string' ? { size_bytes: size } : {}) }
              : { ...at, handle: String(fd), kind: 'directory' },
          );
        }
        handlesFailed += unexamined;
        if (unexamined > 0 || stalledMounts > 0) {
          warnings.push(`${unexamined} handles are on a filesystem that did not respond in time; they were not examined.`);
        }
        if (result.failed > 0) warnings.push(`${result.failed} handles could not be queried.`);
        break;
      }
      case 'gone':
      case 'self':
        throw new InvestigationError('exited', 'The process exited before or during collection.');
      case 'denied':
        throw new InvestigationError('access_denied', "This user may not read the process's open handles.");
      case 'timeout':
        warnings.push('The handle scan did not finish in time (a filesystem did not respond); no handles were examined.');
        break;
      case 'cancelled':
        throwIfCancelled(signal);
        throw new InvestigationError('cancelled', 'The investigation was cancelled.');
      case 'unavailable':
        throw new InvestigationError('failed', 'The isolated file helper could not be started.');
      case 'crashed':
      case 'error':
        throw new InvestigationError('failed', 'The handle scan failed.');
    }
    return {
      kind: 'open_files',
      rows,
      coverage: { handles_total: handlesTotal, handles_failed: handlesFailed },
      status: handlesFailed > 0 || unreadableDirectories > 0 || result.s !== 'ok' ? 'partial' : 'complete',
      warnings,
      startedAtMs,
      finishedAtMs: Date.now(),
    } satisfies OpenFilesResult;
  });
}
