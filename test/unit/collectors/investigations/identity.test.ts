// Guards the identity checks on a recorded procfs where the target's PID is reused mid-capture: a collector
// must fail with `exited` (or `identity_changed`) and never return the new lifetime's data.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInvestigationError, InvestigationError } from '../../../../src/collectors/investigations/errors.js';
import { collectScheduling } from '../../../../src/collectors/linux/investigations/scheduling.js';
import { collectThreads } from '../../../../src/collectors/linux/investigations/threads.js';
import { collectNetwork } from '../../../../src/collectors/linux/investigations/network.js';
import { nodeProcFs, type ProcFs } from '../../../../src/collectors/linux/procfs.js';
import type { ProcessIdentity } from '../../../../src/model/types.js';

const ROOT = join(import.meta.dirname, '../../../fixtures/proc/investigations/reuse');
const WORKER: ProcessIdentity = { pid: 4242, name: 'worker', startTimeMs: null, startToken: '987654' };
const signal = new AbortController().signal;

/** The real fixture files, except that reads of 4242/stat after the `swapAfter`-th return another lifetime's stat. */
function reusingFs(swapAfter: number, replacement = '4242 (intruder) R 1 4242 4242 0 -1 4194560 1 0 0 0 1 1 0 0 20 0 1 0 999999 1 1 1 1 1\n'): ProcFs & { statReads: number } {
  const fs = {
    ...nodeProcFs,
    statReads: 0,
    readText(path: string, encoding: 'utf8' | 'latin1') {
      if (path === `${ROOT}/4242/stat`) {
        fs.statReads++;
        if (fs.statReads > swapAfter) return replacement;
      }
      return nodeProcFs.readText(path, encoding);
    },
  };
  return fs;
}

const base = { procRoot: ROOT, sysRoot: join(ROOT, 'sys'), usePidfd: false, clockTicksPerSecond: 100 };

describe('identity checks on a recorded procfs', () => {
  it('threads of the verified lifetime: names with spaces, priority, CPU seconds, last CPU', async () => {
    const result = await collectThreads(WORKER, signal, { ...base, fs: reusingFs(Infinity) });
    expect(result.rows).toEqual([
      { tid: 4242, base_priority: 20, name: 'worker', cpu_seconds: 2, last_cpu: 1 },
      { tid: 4243, base_priority: 39, name: 'worker io', cpu_seconds: 0.1, last_cpu: 0 },
    ]);
    expect(result.coverage).toEqual({ threads_unavailable: 0 });
    expect(result.omitted).toEqual({ ideal_cpu: 'not_available_on_platform' });
    expect(result.status).toBe('complete');
  });

  it('scheduling reads nice, policy and a multi-word affinity mask', async () => {
    const result = await collectScheduling(WORKER, signal, { ...base, fs: reusingFs(Infinity) });
    expect(result.rows).toEqual([{ nice: 0, policy: 'SCHED_OTHER', process_affinity_mask: { hex: 'ff000000000000000f', list: '0-3,64-71' } }]);
    expect(result.omitted).toMatchObject({ priority_class: 'not_available_on_platform', eco_qos: 'not_available_on_platform', system_affinity_mask: 'not_available' });
  });

  it('PID reused between the identity check and the recheck: exited, no rows', async () => {
    const fs = reusingFs(1);
    const error = await collectThreads(WORKER, signal, { ...base, fs }).catch((e: unknown) => e);
    expect(isInvestigationError(error, 'exited')).toBe(true);
    expect((error as InvestigationError).kind).toBe('exited');
    expect(fs.statReads).toBe(2);
    await expect(collectScheduling(WORKER, signal, { ...base, fs: reusingFs(1) })).rejects.toMatchObject({ kind: 'exited' });
    await expect(collectNetwork(WORKER, signal, { ...base, fs: reusingFs(1) })).rejects.toMatchObject({ kind: 'exited' });
  });

  it('PID already reused before the capture: exited without reading anything else', async () => {
    const fs = reusingFs(0);
    const reads: string[] = [];
    const spy = { ...fs, readText: (p: string, e: 'utf8' | 'latin1') => (reads.push(p), fs.readText(p, e)), listDir: (p: string) => (reads.push(p), fs.listDir(p)) };
    await expect(collectThreads(WORKER, signal, { ...base, fs: spy })).rejects.toMatchObject({ kind: 'exited' });
    expect(reads).toEqual([`${ROOT}/4242/stat`]);
  });

  it('a zombie is an exited lifetime', async () => {
    const zombie = '4242 (worker) Z 1 4242 4242 0 -1 4194560 500 0 0 0 150 50 0 0 20 0 1 0 987654 0 0 1 1 1\n';
    await expect(collectThreads(WORKER, signal, { ...base, fs: reusingFs(0, zombie) })).rejects.toMatchObject({ kind: 'exited' });
  });

  it('same start time under another name (an exec) is identity_changed', async () => {
    const renamed = '4242 (other) S 1 4242 4242 0 -1 4194560 500 0 0 0 150 50 0 0 20 0 1 0 987654 0 0 1 1 1\n';
    await expect(collectThreads(WORKER, signal, { ...base, fs: reusingFs(1, renamed) })).rejects.toMatchObject({ kind: 'identity_changed' });
  });

  it('an identity without start token is unverifiable; a cancelled signal is cancelled', async () => {
    await expect(collectThreads({ ...WORKER, startToken: null }, signal, base)).rejects.toMatchObject({ kind: 'identity_unverifiable' });
    const aborted = AbortSignal.abort();
    await expect(collectThreads(WORKER, aborted, base)).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('a vanished PID is exited', async () => {
    await expect(collectScheduling({ ...WORKER, pid: 4343 }, signal, base)).rejects.toMatchObject({ kind: 'exited' });
  });
});
