// Guards the kill key's collector boundary (src/collectors/signal.ts, Linux): a signal reaches only the verified
// lifetime. A reused PID is simulated by a start token one tick off (a real PID reuse cannot be forced on a shared
// machine); the child stays alive then. The right identity gets SIGTERM, a child that ignores it gets SIGKILL, and
// lifetimeRunning reports the end. Real children, real pidfds; nothing is stubbed.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { lifetimeRunning, signalLabel, signalLifetime } from '../../../src/collectors/signal.js';
import { signalLifetime as linuxSignal } from '../../../src/collectors/linux/signal.js';
import type { ProcessIdentity } from '../../../src/model/types.js';
import { identityOf, startSleeper } from './investigations/helpers.js';

const spawned: ChildProcess[] = [];
afterEach(() => {
  for (const child of spawned.splice(0)) child.kill('SIGKILL');
});

/** Resolves with the signal that ended `child`. */
const ended = (child: ChildProcess) => new Promise<NodeJS.Signals | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.signalCode) : child.once('exit', (_code, signal) => resolve(signal))));

/** A node child that ignores SIGTERM and says so once its handler is installed. */
async function startStubborn(): Promise<{ child: ChildProcess; identity: ProcessIdentity }> {
  const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); process.stdout.write('ready\\n'); setInterval(() => {}, 60_000);"], { stdio: ['ignore', 'pipe', 'inherit'] });
  spawned.push(child);
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { child, identity: identityOf(child.pid!) };
}

describe.runIf(process.platform === 'linux')('signalLifetime (Linux)', () => {
  it('refuses a PID whose start time differs (a reused PID) and leaves that process alone', async () => {
    const { child, identity } = await startSleeper();
    spawned.push(child);
    const reused: ProcessIdentity = { ...identity, startToken: String(BigInt(identity.startToken!) - 1n) };
    const outcome = await signalLifetime(reused, 'kill');
    expect(outcome).toMatchObject({ ok: false, reason: 'exited' });
    expect(await lifetimeRunning(reused)).toBe(false);
    // Still running: the start-time check stopped the signal.
    expect(child.exitCode).toBeNull();
    expect(await lifetimeRunning(identity)).toBe(true);
  });

  it('refuses without a start time, and refuses the same check on the kill(2) path without pidfds', async () => {
    const { child, identity } = await startSleeper();
    spawned.push(child);
    expect(await signalLifetime({ ...identity, startToken: null }, 'term')).toMatchObject({ ok: false, reason: 'identity_unverifiable' });
    const reused: ProcessIdentity = { ...identity, startToken: String(BigInt(identity.startToken!) + 1n) };
    expect(await linuxSignal(reused, 'term', { usePidfd: false })).toMatchObject({ ok: false, reason: 'exited' });
    expect(child.exitCode).toBeNull();
    // The right identity on the kill(2) path does end it.
    const end = ended(child);
    expect(await linuxSignal(identity, 'term', { usePidfd: false })).toEqual({ ok: true });
    expect(await end).toBe('SIGTERM');
  });

  it('sends SIGTERM to the verified lifetime; one that ignores it ends with SIGKILL; an ended one is refused', async () => {
    const { child, identity } = await startSleeper();
    spawned.push(child);
    const end = ended(child);
    expect(await signalLifetime(identity, 'term')).toEqual({ ok: true });
    expect(await end).toBe('SIGTERM');
    expect(await lifetimeRunning(identity)).toBe(false);
    expect(await signalLifetime(identity, 'kill')).toMatchObject({ ok: false, reason: 'exited' });

    const stubborn = await startStubborn();
    expect(await signalLifetime(stubborn.identity, 'term')).toEqual({ ok: true });
    // Delivered and ignored: it still runs (checked again below after its handler had every chance to run).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await lifetimeRunning(stubborn.identity)).toBe(true);
    const killed = ended(stubborn.child);
    expect(await signalLifetime(stubborn.identity, 'kill')).toEqual({ ok: true });
    expect(await killed).toBe('SIGKILL');
  });

  it('names the signals as a Linux user knows them, and Windows its TerminateProcess', () => {
    expect(signalLabel('term', 'linux')).toBe('SIGTERM');
    expect(signalLabel('kill', 'linux')).toBe('SIGKILL');
    expect(signalLabel('term', 'win32')).toBe('TerminateProcess');
  });
});
