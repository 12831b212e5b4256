// Guards the sampler's identity refresh against real processes this test starts: an exec that keeps the comm
// (PF_FORKNOEXEC cleared) shows the new executable on the very next pass, and a real uid changed without an exec shows
// on the process's turn (refresh-turn.ts). The sampler reads the real /proc; only its listing is narrowed to the
// test's processes, so a pass is cheap on a host with thousands of processes and the pass count is the test's.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeProcFs, type ProcFs } from '../../../src/collectors/linux/procfs.js';
import { refreshTurn } from '../../../src/collectors/linux/refresh-turn.js';
import { clockTicksPerSecond, LinuxSampler, PATH_REFRESH_PASSES, STATUS_REFRESH_PASSES } from '../../../src/collectors/linux/sampling.js';
import type { ProcessSample } from '../../../src/model/types.js';
import { killAndReap } from '../../support/c-program.js';
import { decodedPass } from '../../support/decoded-pass.js';
import { FakeClock } from '../../unit/collectors/linux/fixtures.js';

const linux = process.platform === 'linux';
const children: ChildProcessWithoutNullStreams[] = [];
const samplers: LinuxSampler[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const s of samplers.splice(0)) s.close();
  for (const child of children.splice(0)) await killAndReap(child);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A sampler of the real /proc whose listing names only `pids`, with its passes counted. */
function narrowSampler(pids: readonly number[]): { pass(): number; sampleOf(pid: number): ProcessSample } {
  const fs: ProcFs = { ...nodeProcFs, listDir: (path) => (path === '/proc' ? pids.map(String) : nodeProcFs.listDir(path)) };
  const clock = new FakeClock();
  const sampler = new LinuxSampler({ fs, clock });
  samplers.push(sampler);
  let passes = 0;
  let last: ProcessSample[] = [];
  return {
    pass() {
      if (passes > 0) clock.advance(1000);
      last = [...decodedPass(sampler).processes];
      return ++passes;
    },
    sampleOf(pid) {
      const sample = last.find((p) => p.identity.pid === pid);
      if (sample === undefined) throw new Error(`pid ${pid} missing from the pass`);
      return sample;
    },
  };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The only child of `parent` (from /proc/PID/task/PID/children), once it has one. */
async function childOf(parent: number): Promise<number> {
  let child = 0;
  await until(() => {
    const listed = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim();
    child = listed === '' ? 0 : Number(listed.split(' ')[0]);
    return child !== 0;
  }, `a child of ${parent}`);
  return child;
}

describe.runIf(linux)('the identity refresh with real processes', () => {
  it('an exec of another program with the same comm shows the new path on the next pass', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-exec-'));
    dirs.push(dir);
    const shell = realpathSync('/bin/sh');
    const copy = join(dir, 'sh');
    copyFileSync(shell, copy);
    // A subshell: a fork of sh that has not executed (PF_FORKNOEXEC set), comm `sh`; on a line of input it executes
    // the copy, another file whose comm is `sh` too. The trailing `:` keep both shells from executing in place.
    const outer = spawn('sh', ['-c', `(read line; exec ${copy} -c 'sleep 30; :'); :`], { stdio: 'pipe' });
    children.push(outer);
    await once(outer, 'spawn');
    const pid = await childOf(outer.pid!);
    expect(readFileSync(`/proc/${pid}/comm`, 'utf8').trim()).toBe('sh');
    const sampler = narrowSampler([pid]);
    let pass = sampler.pass();
    const before = sampler.sampleOf(pid);
    expect(before.path).toBe(shell);
    // The exec must not fall on the process's turn, when the path would be re-read anyway.
    while (refreshTurn(pid, pass + 1, PATH_REFRESH_PASSES)) pass = sampler.pass();
    outer.stdin.write('go\n');
    await until(() => readlinkSync(`/proc/${pid}/exe`) === copy, 'the exec');
    expect(readFileSync(`/proc/${pid}/comm`, 'utf8').trim()).toBe('sh');
    sampler.pass();
    const after = sampler.sampleOf(pid);
    expect(after.path).toBe(copy);
    expect(after.identity.name).toBe('sh');
  });

  /** A root node child that sets its real uid to 65534 (no exec) on a line of input and answers `done`. */
  async function setuidChild(): Promise<ChildProcessWithoutNullStreams> {
    const child = spawn(process.execPath, ['-e', `process.stdin.once('data', () => { process.setuid(65534); process.stdout.write('done\\n'); }); process.stdout.write('ready\\n');`], { stdio: 'pipe' });
    children.push(child);
    await once(child.stdout, 'data');
    return child;
  }

  const nobody = (): string => readFileSync('/etc/passwd', 'utf8').split('\n').find((line) => line.split(':')[2] === '65534')?.split(':')[0] ?? '65534';

  /** Seconds since `pid` started, on the boot clock as the sampler reads it (stat's start ticks, /proc/uptime). */
  function ageSeconds(pid: number): number {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    return Number.parseFloat(readFileSync('/proc/uptime', 'utf8')) - startTicks / clockTicksPerSecond();
  }

  // Platform limit: only root may change its real uid; a non-root run skips these (the fixture tests still run).
  it.runIf(process.getuid?.() === 0)('a real uid changed without an exec right after the first read shows on the second look', async (context) => {
    const child = await setuidChild();
    const pid = child.pid!;
    const sampler = narrowSampler([pid]);
    sampler.pass();
    // The child was read within SECOND_LOOK_MS of its start, unless the host stalled the test that long (then skipped).
    if (ageSeconds(pid) >= 1.5) context.skip();
    expect(sampler.sampleOf(pid).user).toBe('root');
    child.stdin.write('setuid\n');
    await once(child.stdout, 'data');
    expect(refreshTurn(pid, 2, STATUS_REFRESH_PASSES)).toBe(false);
    sampler.pass();
    expect(sampler.sampleOf(pid).user).toBe(nobody());
  });

  it.runIf(process.getuid?.() === 0)('a real uid changed without an exec later in life shows in the user on the process turn', async () => {
    const child = await setuidChild();
    const pid = child.pid!;
    // Old enough for no second look.
    await until(() => ageSeconds(pid) > 3, 'the child three seconds old');
    const sampler = narrowSampler([pid]);
    let pass = sampler.pass();
    expect(sampler.sampleOf(pid).user).toBe('root');
    child.stdin.write('setuid\n');
    await once(child.stdout, 'data');
    while (!refreshTurn(pid, pass + 1, STATUS_REFRESH_PASSES)) {
      pass = sampler.pass();
      expect(sampler.sampleOf(pid).user, `pass ${pass}`).toBe('root');
    }
    sampler.pass();
    expect(sampler.sampleOf(pid).user).toBe(nobody());
  });
});
