// Threads of one process from /proc/PID/task/TID/stat: TID, priority, name, CPU seconds and the CPU each thread
// last ran on (Linux has no ideal processor; that field is reported as omitted). The name is the task's comm bytes
// as stat prints them (the comm file holds the same name but escapes a newline and a backslash), kept lossless as
// process names are: escaped text, and name_bytes_hex when the bytes are not UTF-8.
import type { ProcessIdentity } from '../../../model/types.js';
import { throwIfCancelled } from '../../investigations/errors.js';
import type { ThreadRow, ThreadsResult } from '../../investigations/types.js';
import { parseProcStat } from '../parse.js';
import { isGone } from '../procfs.js';
import { linuxContext, type LinuxInvestigationOptions } from './context.js';
import { withVerifiedTarget } from './identity.js';
import { processNameText } from '../process-name.js';
import { parseStatSchedFields } from './parse.js';

/** Rows are in the kernel's task order (ascending TID, the main thread first). */
export async function collectThreads(
  target: ProcessIdentity,
  signal: AbortSignal,
  options: LinuxInvestigationOptions = {},
): Promise<ThreadsResult> {
  const ctx = linuxContext(options);
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withVerifiedTarget(target, ctx, ctx.afterVerify, async (verified) => {
    const tids = ctx.fs
      .listDir(`${verified.base}/task`)
      .map(Number)
      .filter(Number.isSafeInteger)
      .sort((a, b) => a - b);
    const rows: ThreadRow[] = [];
    let unavailableCount = 0;
    let exitedCount = 0;
    for (const tid of tids) {
      let text: string;
      try {
        text = ctx.fs.readText(`${verified.base}/task/${tid}/stat`, 'latin1');
      } catch (error) {
        unavailableCount++;
        if (isGone(error)) exitedCount++;
        continue;
      }
      const stat = parseProcStat(text);
      const sched = parseStatSchedFields(text);
      if (stat === null || sched === null) {
        unavailableCount++;
        continue;
      }
      const name = processNameText(stat.comm);
      rows.push({
        tid,
        base_priority: sched.priority,
        name: name.name === '' ? null : name.name,
        ...(name.nameBytesHex === undefined ? {} : { name_bytes_hex: name.nameBytesHex }),
        cpu_seconds: Number(BigInt(stat.utime) + BigInt(stat.stime)) / ctx.ticksPerSecond,
        last_cpu: sched.processor,
      });
    }
    const warnings: string[] = [];
    if (unavailableCount > 0) {
      warnings.push(
        exitedCount === unavailableCount
          ? `${unavailableCount} threads exited while they were read.`
          : `${unavailableCount} threads could not be read.`,
      );
    }
    return {
      kind: 'threads',
      rows,
      coverage: { threads_unavailable: unavailableCount },
      // A thread that exited meanwhile is not missing data; one that could not be read is.
      status: unavailableCount > exitedCount ? 'partial' : 'complete',
      warnings,
      startedAtMs,
      finishedAtMs: Date.now(),
      omitted: { ideal_cpu: 'not_available_on_platform' },
    } satisfies ThreadsResult;
  });
}
