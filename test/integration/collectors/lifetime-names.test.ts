// Guards the names Linux lifetimes are known by, with real processes: a Node 24 child (its main thread is
// `MainThread`) is `node`; a program that renames itself with prctl(PR_SET_NAME) before it is first seen is its file's
// name, and one that renames itself later keeps its identity and name while task_name shows the new comm; a program
// started with another argv[0] (exec -a) is its file's name; a kernel thread keeps its comm; and a reader that may
// not read root's exe links (the sampler as another uid, through setpriv) names root's renamed processes by argv[0]
// and counts their descriptors though it cannot read their fd directories.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinuxSampler } from '../../../src/collectors/linux/sampling.js';
import type { ProcessSample } from '../../../src/model/types.js';
import { node24 } from '../../support/node-runtime.js';
import { buildRenamer, renameNow, startRenamer } from '../../support/renamer.js';
import { requireUserSwitching } from '../../support/privileges.js';
import { decodedPass } from '../../support/decoded-pass.js';

const NODE_IDLE = 'process.stdout.write("ready\\n"); process.stdin.resume();';
const FIXTURES = join(import.meta.dirname, 'fixtures');

// The other-uid reader needs root to switch users (setpriv), as the peer-uid tests do.
const canSwitchUsers = requireUserSwitching('the other-user naming test');

const comm = (pid: number) => readFileSync(`/proc/${pid}/comm`, 'utf8').trimEnd();

describe.skipIf(process.platform !== 'linux')('Linux lifetime names (integration, real processes)', () => {
  const children: ChildProcess[] = [];
  let dir: string;
  let sampler: LinuxSampler;
  let renamerPath: string;

  const sampleOf = (pid: number): ProcessSample => {
    const sample = decodedPass(sampler).processes.find((p) => p.identity.pid === pid);
    if (sample === undefined) throw new Error(`pid ${pid} missing from the snapshot`);
    return sample;
  };
  const started = <T extends ChildProcess>(child: T): T => {
    children.push(child);
    return child;
  };
  const ready = async (child: ChildProcess): Promise<void> => {
    let text = '';
    for await (const chunk of child.stdout!) {
      text += String(chunk);
      if (text.includes('ready\n')) return;
    }
    throw new Error('the child closed its output before it was ready');
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'winproc-lifetime-names-'));
    chmodSync(dir, 0o755); // the other-uid reader runs nothing from here, but reads the cmdline paths under it
    renamerPath = buildRenamer(dir, `renamer-${process.pid}`.slice(0, 15));
    sampler = new LinuxSampler();
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
    }
    sampler?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('names a Node 24 process node although its main thread is MainThread', async () => {
    const child = started(spawn(node24(), ['-e', NODE_IDLE], { stdio: ['pipe', 'pipe', 'inherit'] }));
    await ready(child);
    expect(comm(child.pid!)).toBe('MainThread');
    const sample = sampleOf(child.pid!);
    expect(sample.identity.name).toBe('node');
    expect(sample.values.task_name).toBe('MainThread');
  });

  it('names a program that renamed itself before it was first seen by its file, and keeps identity and name through a later rename', async () => {
    const early = started(await startRenamer(renamerPath, 'now', 'early-worker'));
    expect(comm(early.pid!)).toBe('early-worker');
    const earlySample = sampleOf(early.pid!);
    expect(earlySample.identity.name).toBe(basename(renamerPath));
    expect(earlySample.values.task_name).toBe('early-worker');

    const late = started(await startRenamer(renamerPath, 'later', 'late-worker'));
    const before = sampleOf(late.pid!);
    expect(before.identity.name).toBe(basename(renamerPath));
    expect(before.values.task_name).toBe(basename(renamerPath));
    await renameNow(late);
    expect(comm(late.pid!)).toBe('late-worker');
    const after = sampleOf(late.pid!);
    // The same identity object: same name and start, and the rate state carried on (a CPU value, not first_sample).
    expect(after.identity).toBe(before.identity);
    expect(after.values.task_name).toBe('late-worker');
    expect(after.unavailable.cpu_percent).toBeUndefined();
    // A sampler that meets the lifetime only after the rename names it the same.
    const fresh = new LinuxSampler();
    try {
      expect(decodedPass(fresh).processes.find((p) => p.identity.pid === late.pid!)?.identity).toMatchObject({ name: basename(renamerPath), startToken: before.identity.startToken });
    } finally {
      fresh.close();
    }
  });

  it('names a program started with another argv[0] (exec -a) by its file, the comm the kernel gave it', async () => {
    const alias = `alias-${process.pid}`;
    const child = started(spawn('bash', ['-c', `exec -a ${alias} ${renamerPath} none unused`], { stdio: ['pipe', 'pipe', 'inherit'] }));
    await ready(child);
    expect(readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0')[0]).toBe(alias);
    const sample = sampleOf(child.pid!);
    expect(sample.identity.name).toBe(basename(renamerPath));
    expect(sample.values.task_name).toBe(basename(renamerPath));
  });

  it('keeps a kernel thread\'s comm as its name', () => {
    const snapshot = decodedPass(sampler);
    const kthreadd = snapshot.processes.find((p) => p.identity.pid === 2);
    expect(kthreadd).toMatchObject({ kernelThread: true, identity: { name: 'kthreadd' }, values: { task_name: 'kthreadd' } });
    const kworkers = snapshot.processes.filter((p) => p.kernelThread === true && p.identity.name.startsWith('kworker/'));
    expect(kworkers.length).toBeGreaterThan(0);
    for (const worker of kworkers) expect(String(worker.values.task_name)).toMatch(/^kworker\//);
  });

  it.runIf(canSwitchUsers)('names another user\'s renamed process by argv[0] where its exe link cannot be read (sampler as another uid)', async () => {
    // Root's processes, seen by a sampler running as a fresh uid: their exe links answer EACCES, cmdline does not.
    const renamed = started(await startRenamer(renamerPath, 'now', 'early-worker'));
    const node = started(spawn(node24(), ['-e', NODE_IDLE], { stdio: ['pipe', 'pipe', 'inherit'] }));
    await ready(node);
    const plain = started(spawn(renamerPath, ['none', 'unused'], { stdio: ['pipe', 'pipe', 'inherit'] }));
    await ready(plain);
    const uid = 40000 + Math.floor(Math.random() * 20000);
    const out = execFileSync(
      'setpriv',
      [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', process.execPath, '--import', 'tsx', join(FIXTURES, 'sample-names-as-user.ts'), String(renamed.pid!), String(node.pid), String(plain.pid)],
      { encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir }, cwd: join(import.meta.dirname, '../../..') },
    );
    const report = JSON.parse(out) as { euid: number; rows: { pid: number; name: string; taskName: string; path: string | null; pathUnavailable: string | null; handles: string[] }[] };
    expect(report.euid).toBe(uid);
    const row = (pid: number) => report.rows.find((r) => r.pid === pid)!;
    // The exe link was unreadable: the reader had only the comm and the cmdline.
    for (const pid of [renamed.pid!, node.pid!, plain.pid!]) expect(row(pid)).toMatchObject({ path: null, pathUnavailable: 'access_denied' });
    expect(row(renamed.pid!)).toMatchObject({ name: basename(renamerPath), taskName: 'early-worker' });
    // `node -e ...`: argv[0] is the path node was started as, whose file name is node.
    expect(row(node.pid!)).toMatchObject({ name: 'node', taskName: 'MainThread' });
    expect(row(plain.pid!)).toMatchObject({ name: basename(renamerPath), taskName: basename(renamerPath) });
    // Their fd directories cannot be read either, yet each pass counts their descriptors (stat of the directory,
    // kept as an O_PATH descriptor): what root lists, before and after.
    for (const child of [renamed, plain]) {
      const listed = String(readdirSync(`/proc/${child.pid!}/fd`).length);
      expect(row(child.pid!).handles, `pid ${child.pid!}`).toEqual([listed, listed]);
    }
  });
});
