// Ending a process the person chose (the TUI's kill key), behind one platform-neutral interface: the platform's
// module verifies the lifetime's identity (PID and start time) immediately before it signals, so a PID that now names
// another process is never signaled. Only the TUI uses this; no MCP tool ends processes.
import type { ProcessIdentity } from '../model/types.js';
import { InvestigationError } from './investigations/errors.js';
import { samplingPlatform } from './platform.js';

/** `term` asks the process to end (SIGTERM; Windows has no such request), `kill` ends it (SIGKILL, TerminateProcess). */
export type TerminationSignal = 'term' | 'kill';

export type SignalRefusal = 'exited' | 'identity_changed' | 'identity_unverifiable' | 'access_denied' | 'unsupported' | 'failed';

/** What signaling did: sent to the verified lifetime, or refused with a reason and a message that holds no captured value. */
export type SignalOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: SignalRefusal; readonly message: string };

/** Whether the lifetime still runs: true, false (exited, or its PID names another process), or null (cannot tell). */
export type LifetimeState = boolean | null;

export interface PlatformSignals {
  signalLifetime(identity: ProcessIdentity, signal: TerminationSignal): Promise<SignalOutcome>;
  lifetimeRunning(identity: ProcessIdentity): Promise<LifetimeState>;
}

/** The name a confirmation shows for each signal on this platform. */
export function signalLabel(signal: TerminationSignal, platform: string = process.platform): string {
  if (samplingPlatform(platform) === 'win32') return signal === 'term' ? 'TerminateProcess' : 'TerminateProcess (again)';
  return signal === 'term' ? 'SIGTERM' : 'SIGKILL';
}

/** Whether this platform has a polite request to end (SIGTERM) before the forced end; Windows ends at once. */
export function hasPoliteTermination(platform: string = process.platform): boolean {
  return samplingPlatform(platform) !== 'win32';
}

/** An investigation's identity failure as a refusal to signal. */
export function refusalOf(error: unknown): SignalOutcome {
  if (!(error instanceof InvestigationError)) throw error;
  switch (error.kind) {
    case 'exited':
      return { ok: false, reason: 'exited', message: 'the process is no longer running (or its PID now names another process); nothing was signaled.' };
    case 'identity_changed':
      return { ok: false, reason: 'identity_changed', message: 'the PID now runs another program; nothing was signaled.' };
    case 'identity_unverifiable':
      return { ok: false, reason: 'identity_unverifiable', message: 'its start time is unknown, so its identity cannot be verified; nothing was signaled.' };
    case 'access_denied':
      return { ok: false, reason: 'access_denied', message: `permission denied (${error.message})` };
    case 'unsupported':
      return { ok: false, reason: 'unsupported', message: error.message };
    default:
      return { ok: false, reason: 'failed', message: error.message };
  }
}

let loaded: Promise<PlatformSignals> | null = null;

/** The platform module, imported on its own platform only (it loads native bindings). */
export function platformSignals(): Promise<PlatformSignals> {
  loaded ??= samplingPlatform() === 'win32' ? import('./win32/signal.js') : import('./linux/signal.js');
  return loaded;
}

/** Signals `identity` after verifying, immediately before, that its PID still holds that lifetime. */
export async function signalLifetime(identity: ProcessIdentity, signal: TerminationSignal): Promise<SignalOutcome> {
  return (await platformSignals()).signalLifetime(identity, signal);
}

/** Whether `identity` still runs (after a SIGTERM: does the SIGKILL offer make sense). */
export async function lifetimeRunning(identity: ProcessIdentity): Promise<LifetimeState> {
  return (await platformSignals()).lifetimeRunning(identity);
}
