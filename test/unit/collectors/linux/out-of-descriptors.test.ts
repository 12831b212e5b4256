// A sampler whose process runs out of file descriptors (EMFILE) while it keeps /proc files open between passes: its
// budget is a share of RLIMIT_NOFILE, and other code in the same process (another sampler in a test worker, a busy
// application) may hold the rest. Every process must still be in each pass, read by path, and keeping stops there.
// The boundary faked here is the open() call only (a real EMFILE needs the whole process's descriptors used up); the
// reads are the real /proc of real child processes this test spawns.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { LinuxSampler } from '../../../../src/collectors/linux/sampling.js';
import { nodeProcFs, type ProcFs } from '../../../../src/collectors/linux/procfs.js';
import { decodedPass } from '../../../support/decoded-pass.js';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** nodeProcFs whose opens of per-process files fail with EMFILE once `allowed` have succeeded. */
function exhaustedAfter(allowed: number): { fs: ProcFs; refused: () => number } {
  let opened = 0;
  let refused = 0;
  const guard = <T>(open: () => T): T => {
    if (opened >= allowed) {
      refused++;
      throw Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
    }
    opened++;
    return open();
  };
  const fs: ProcFs = {
    ...nodeProcFs,
    openFile: (path) => (/^\/proc\/\d+\//.test(path) ? guard(() => nodeProcFs.openFile(path)) : nodeProcFs.openFile(path)),
    openDir: (path) => guard(() => nodeProcFs.openDir(path)),
    openDirLocation: (path) => guard(() => nodeProcFs.openDirLocation(path)),
  };
  return { fs, refused: () => refused };
}

describe.skipIf(process.platform !== 'linux')('LinuxSampler out of file descriptors', () => {
  it('keeps every process in each pass, read by path, and stops keeping at what it holds', async () => {
    for (let i = 0; i < 3; i++) children.push(spawn('sleep', ['600'], { stdio: 'ignore' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const wanted = [process.pid, ...children.map((child) => child.pid!)];
    const exhausted = exhaustedAfter(12);
    const sampler = new LinuxSampler({ fs: exhausted.fs });
    try {
      for (let pass = 0; pass < 2; pass++) {
        const snapshot = decodedPass(sampler);
        for (const pid of wanted) {
          const sample = snapshot.processes.find((p) => p.identity.pid === pid);
          expect(sample, `pid ${pid} in pass ${pass}`).toBeDefined();
          expect(['number', 'bigint']).toContain(typeof sample!.values.private_bytes);
          expect(['number', 'bigint']).toContain(typeof sample!.values.handle_count);
        }
      }
      // Refused once, then no more opens tried: the budget fell to what the sampler holds.
      expect(exhausted.refused()).toBe(1);
      expect(sampler.keptFileCount).toBeLessThanOrEqual(12);
    } finally {
      sampler.close();
    }
  });
});
