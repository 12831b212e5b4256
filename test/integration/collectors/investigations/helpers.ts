// Shared by the investigation integration tests: spawning the holder child, reading a live identity, cleanup.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { LinuxSampler } from '../../../../src/collectors/linux/sampling.js';
import type { ProcessIdentity } from '../../../../src/model/types.js';
import { killAndReap } from '../../../support/c-program.js';
import { decodedPass } from '../../../support/decoded-pass.js';

export const HOLDER = join(import.meta.dirname, 'fixtures', 'holder.mjs');

export interface HolderReport {
  readonly pid: number;
  readonly held: readonly { readonly path: string; readonly fd: number; readonly kind: 'file' | 'directory' }[];
  readonly fifoFd: number;
  readonly port: number;
  readonly workers: number;
}

export interface Holder {
  readonly child: ChildProcess;
  readonly report: HolderReport;
  readonly identity: ProcessIdentity;
}

/**
 * The identity of a live PID as the sampler builds it: one pass of the real Linux sampler, so the name is the
 * lifetime's name (`node` for a Node 24 child whose comm is MainThread), the start token the stat's start ticks.
 */
export function identityOf(pid: number): ProcessIdentity {
  const sampler = new LinuxSampler({ keepFilesOpen: false });
  try {
    const sample = decodedPass(sampler).processes.find((p) => p.identity.pid === pid);
    if (sample === undefined) throw new Error(`pid ${pid} is not in a sample`);
    return { pid, name: sample.identity.name, ...(sample.identity.nameBytesHex === undefined ? {} : { nameBytesHex: sample.identity.nameBytesHex }), startTimeMs: null, startToken: sample.identity.startToken };
  } finally {
    sampler.close();
  }
}

const children = new Set<ChildProcess>();

/** Starts `command args` and waits for the JSON line it reports on stdout (its stdin stays open: closing it ends the child). */
export async function startReporting<Report>(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<{ child: ChildProcess; report: Report }> {
  const child = spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'inherit'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', (l) => {
      rl.close();
      resolve(l);
    });
    child.once('exit', (code) => reject(new Error(`${command} exited early (${code})`)));
  });
  return { child, report: JSON.parse(line) as Report };
}

/** Starts the holder (optionally under `nice -n <nice>`) and waits for its report. */
export async function startHolder(dir: string, workers: number, nice?: number): Promise<Holder> {
  const args = [HOLDER, dir, String(workers)];
  const { child, report } =
    nice === undefined
      ? await startReporting<HolderReport>(process.execPath, args)
      : await startReporting<HolderReport>('nice', ['-n', String(nice), process.execPath, ...args]);
  return { child, report, identity: identityOf(report.pid) };
}

/** A child that just sleeps (`sleep 60`, or `command 60` for a copy of sleep), with its identity. */
export async function startSleeper(command = 'sleep', options: SpawnOptions = {}): Promise<{ child: ChildProcess; identity: ProcessIdentity }> {
  const child = spawn(command, ['60'], { ...options, stdio: 'ignore' });
  children.add(child);
  child.once('exit', () => children.delete(child));
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  // Wait until the exec has replaced the forked node image (the comm becomes the command's file name).
  const comm = basename(command).slice(0, 15);
  for (let i = 0; i < 200 && identityOf(child.pid!).name !== comm; i++) await new Promise((r) => setTimeout(r, 5));
  return { child, identity: identityOf(child.pid!) };
}

export { killAndReap };

export async function killAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => killAndReap(child)));
}
