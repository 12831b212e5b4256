// Guards the sampler taking each process's entry by position from the previous pass (sampling.ts
// scanProcessDirectory) on the real /proc, with processes of its own exiting and starting between passes: every pass
// samples each listed process once, under its own PID, in the listing's (ascending) order; a surviving process keeps
// its lifetime (the same object, pass after pass); an exited one is gone; a new one is sampled from its first pass.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { LinuxSampler } from '../../../../src/collectors/linux/sampling.js';
import { decodeSnapshot, type PassLifetime, type WirePass } from '../../../../src/model/wire.js';

const children: ChildProcess[] = [];
const samplers: LinuxSampler[] = [];
afterEach(() => {
  for (const s of samplers.splice(0)) s.close();
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function sleeper(): Promise<ChildProcess> {
  const child = spawn('sleep', ['600'], { stdio: 'ignore' });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  return child;
}

/** Each sampled PID's lifetime, checking the wire and the lifetimes agree process by process. */
function lifetimesByPid(pass: WirePass): Map<number, PassLifetime> {
  const pids = decodeSnapshot(pass.wire).processes.map((p) => p.identity.pid);
  expect(pass.lifetimes.map((l) => l.identity.pid)).toEqual(pids);
  // The real /proc lists PIDs in ascending order, and the wire keeps the listing's order: a PID sampled twice or
  // under another's entry would break it.
  for (let i = 1; i < pids.length; i++) expect(pids[i]).toBeGreaterThan(pids[i - 1]!);
  return new Map(pass.lifetimes.map((l) => [l.identity.pid, l]));
}

describe.runIf(process.platform === 'linux')('the pass over a changing /proc', () => {
  it('keeps each surviving lifetime, drops an exited process and samples a new one, in listing order', async () => {
    const first = await Promise.all([sleeper(), sleeper(), sleeper(), sleeper()]);
    const sampler = new LinuxSampler({ nvmlLibrary: null, tcpCounters: null });
    samplers.push(sampler);
    const before = lifetimesByPid(sampler.sampleWire());
    for (const child of first) expect(before.has(child.pid!)).toBe(true);

    const exited = first[1]!;
    const gone = new Promise((resolve) => exited.once('exit', resolve));
    exited.kill('SIGKILL');
    await gone; // reaped: its /proc directory is gone
    const added = await sleeper();
    const after = lifetimesByPid(sampler.sampleWire());
    for (const child of [first[0]!, first[2]!, first[3]!]) expect(after.get(child.pid!)).toBe(before.get(child.pid!));
    expect(after.has(exited.pid!)).toBe(false);
    expect(after.get(added.pid!)?.identity.name).toBe('sleep');

    // A third pass over the same processes: every survivor again by position, the new one now kept as well.
    const third = lifetimesByPid(sampler.sampleWire());
    for (const child of [first[0]!, first[2]!, first[3]!, added]) expect(third.get(child.pid!)).toBe(after.get(child.pid!));
  });
});
