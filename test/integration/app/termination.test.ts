// Guards the kill key's App feature (src/app/termination/feature.ts) on real children through the collectors' real
// signaling: the confirmation names PID, name and start time; refusing leaves the child running; confirming sends
// SIGTERM; a child that ignores it is offered SIGKILL in a second confirmation; a lifetime no longer running and the
// Log view are refused with a notice. The host stands in for the App's confirmation overlay (answered by the test).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { collectorSignals } from '../../../src/collectors/signal.js';
import { lifetimeText, startText, TerminationFeature, type TerminationHost } from '../../../src/app/termination/feature.js';
import type { Activity } from '../../../src/model/activity.js';
import type { ProcessIdentity } from '../../../src/model/types.js';
import { identityOf } from '../collectors/investigations/helpers.js';

const spawned: ChildProcess[] = [];
afterEach(() => {
  for (const child of spawned.splice(0)) child.kill('SIGKILL');
});

const PORT = collectorSignals();

async function child(script: string): Promise<{ child: ChildProcess; identity: ProcessIdentity }> {
  const proc = spawn(process.execPath, ['-e', `${script}; process.stdout.write('ready\\n'); setInterval(() => {}, 60_000);`], { stdio: ['ignore', 'pipe', 'inherit'] });
  spawned.push(proc);
  await new Promise<void>((resolve) => proc.stdout!.once('data', () => resolve()));
  // The start time in ms as the sampler records it, so the confirmation can name it.
  return { child: proc, identity: { ...identityOf(proc.pid!), startTimeMs: Date.UTC(2026, 11, 6, 8, 1, 2) } };
}

interface Recorder extends TerminationHost {
  readonly asked: { description: string; settle: (confirmed: boolean) => void }[];
  readonly notices: (string | null)[];
  activity: Activity;
}

function host(identity: ProcessIdentity, ghost = false): Recorder {
  const recorder: Recorder = {
    activity: 'live',
    asked: [],
    notices: [],
    identity: (key) => (key === 'row' ? { identity, ghost } : undefined),
    ask: (description, settle) => recorder.asked.push({ description, settle }),
    notice: (text) => recorder.notices.push(text),
  };
  return recorder;
}

const exited = (proc: ChildProcess) => new Promise<NodeJS.Signals | null>((resolve) => (proc.signalCode !== null ? resolve(proc.signalCode) : proc.once('exit', (_c, signal) => resolve(signal))));

async function until<T>(probe: () => T | undefined): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
}

describe.runIf(process.platform === 'linux')('TerminationFeature', () => {
  it('names PID, name and start time; n leaves the child running; y sends SIGTERM and reports the end', async () => {
    const { child: proc, identity } = await child('');
    const recorder = host(identity);
    const feature = new TerminationFeature(recorder, PORT, { graceMs: 2000, pollMs: 50 });
    feature.request('row');
    expect(recorder.asked).toHaveLength(1);
    const first = recorder.asked[0]!.description;
    expect(first).toContain(`Send SIGTERM to PID ${identity.pid} "${identity.name}" (started 2026-12-06 08:01:02 UTC)?`);
    recorder.asked[0]!.settle(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(proc.exitCode).toBeNull();
    expect(proc.signalCode).toBeNull();

    feature.request('row');
    const end = exited(proc);
    recorder.asked[1]!.settle(true);
    expect(await end).toBe('SIGTERM');
    await until(() => recorder.notices.find((n) => n?.includes('ended after SIGTERM')));
    expect(recorder.asked).toHaveLength(2);
  });

  it('offers SIGKILL when the child is still running after SIGTERM, and refusing it leaves the child running', async () => {
    const { child: proc, identity } = await child("process.on('SIGTERM', () => {})");
    const recorder = host(identity);
    const feature = new TerminationFeature(recorder, PORT, { graceMs: 400, pollMs: 50 });
    feature.request('row');
    recorder.asked[0]!.settle(true);
    const offer = await until(() => recorder.asked[1]);
    expect(offer.description).toContain(`${lifetimeText(identity)} is still running 400 ms after SIGTERM.`);
    expect(offer.description).toContain('Send SIGKILL?');
    offer.settle(false);
    expect(recorder.notices.at(-1)).toContain('was left running');
    expect(proc.signalCode).toBeNull();

    feature.request('row');
    recorder.asked[2]!.settle(true);
    const again = await until(() => recorder.asked[3]);
    const end = exited(proc);
    again.settle(true);
    expect(await end).toBe('SIGKILL');
    await until(() => recorder.notices.find((n) => n?.startsWith('Sent SIGKILL to')));
  });

  it('refuses a Ghost Row, a row the model no longer holds, a reused PID at signal time, and the Log view', async () => {
    const { child: proc, identity } = await child('');
    const ghost = host(identity, true);
    new TerminationFeature(ghost, PORT).request('row');
    expect(ghost.asked).toHaveLength(0);
    expect(ghost.notices.at(-1)).toContain('no longer running');

    const gone = host(identity);
    new TerminationFeature(gone, PORT).request('other');
    expect(gone.asked).toHaveLength(0);

    const inLog = host(identity);
    inLog.activity = 'log_view';
    new TerminationFeature(inLog, PORT).request('row');
    expect(inLog.asked).toHaveLength(0);
    expect(inLog.notices.at(-1)).toContain('Log view');

    // The PID now names another lifetime by the time y is pressed: nothing is signaled, the notice says why.
    const reused = host({ ...identity, startToken: String(BigInt(identity.startToken!) + 7n) });
    new TerminationFeature(reused, PORT).request('row');
    reused.asked[0]!.settle(true);
    const notice = await until(() => reused.notices.find((n) => n?.startsWith('SIGTERM not sent')));
    expect(notice).toContain('no longer running');
    expect(proc.exitCode).toBeNull();
    expect(proc.signalCode).toBeNull();
  });

  it('writes the start time in UTC, or unknown', () => {
    expect(startText({ pid: 1, name: 'x', startTimeMs: Date.UTC(2026, 0, 2, 3, 4, 5, 678), startToken: '1' })).toBe('2026-01-02 03:04:05 UTC');
    expect(startText({ pid: 1, name: 'x', startTimeMs: null, startToken: '1' })).toBe('unknown');
  });
});
