// What ending a process (the TUI's kill key) means between the App and the collectors: the signals, the outcome and
// the port the App is handed in src/main.ts (src/collectors/signal.ts implements it). Types only.
import type { ProcessIdentity } from './types.js';

/** `term` asks the process to end (SIGTERM; Windows has no such request), `kill` ends it (SIGKILL, TerminateProcess). */
export type TerminationSignal = 'term' | 'kill';

export type SignalRefusal = 'exited' | 'identity_changed' | 'identity_unverifiable' | 'access_denied' | 'unsupported' | 'failed';

/** What signaling did: sent to the verified lifetime, or refused with a reason and a message that holds no captured value. */
export type SignalOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: SignalRefusal; readonly message: string };

/** Whether a lifetime still runs: true, false (exited, or its PID names another process), or null (cannot tell). */
export type LifetimeState = boolean | null;

/** How the App reaches processes to end them: verified identity first, then the signal, nothing else. */
export interface SignalPort {
  signal(identity: ProcessIdentity, signal: TerminationSignal): Promise<SignalOutcome>;
  running(identity: ProcessIdentity): Promise<LifetimeState>;
  /** What a confirmation calls the signal (SIGTERM, TerminateProcess). */
  label(signal: TerminationSignal): string;
  /** Whether `term` is a request the process may answer (SIGTERM) rather than the end itself (Windows). */
  readonly polite: boolean;
}
