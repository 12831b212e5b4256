// Ending a process the person chose (the TUI's kill key), behind one platform-neutral interface: the platform's
// module verifies the lifetime's identity (PID and start time) immediately before it signals, so a PID that now names
// another process is never signaled. Only the TUI uses this (src/main.ts hands it to the App); no MCP tool ends processes.
import type { LifetimeState, SignalOutcome, SignalPort, TerminationSignal } from '../model/termination.js';
import type { ProcessIdentity } from '../model/types.js';
import { samplingPlatform } from './platform.js';

export interface PlatformSignals {
  signalLifetime(identity: ProcessIdentity, signal: TerminationSignal): Promise<SignalOutcome>;
  lifetimeRunning(identity: ProcessIdentity): Promise<LifetimeState>;
}

/** The name a confirmation shows for each signal on this platform. */
export function signalLabel(signal: TerminationSignal, platform: string = process.platform): string {
  if (platform === 'win32') return signal === 'term' ? 'TerminateProcess' : 'TerminateProcess (again)';
  return signal === 'term' ? 'SIGTERM' : 'SIGKILL';
}

/** Whether this platform has a polite request to end (SIGTERM) before the forced end; Windows ends at once. */
export function hasPoliteTermination(platform: string = process.platform): boolean {
  return platform !== 'win32';
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

/** The port src/main.ts hands the App. */
export function collectorSignals(): SignalPort {
  return { signal: signalLifetime, running: lifetimeRunning, label: (signal) => signalLabel(signal), polite: hasPoliteTermination() };
}
