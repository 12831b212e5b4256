// The kill key (k, F9): ends the lifetime the person selected, never a process that reused its PID. A confirmation
// names PID, name and start time; the collectors verify that start time again immediately before signaling. After a
// SIGTERM the lifetime gets a grace period; if it still runs, a second confirmation offers SIGKILL. Failures (another
// user's process, an exited one) become the TUI's notice line. This is a TUI action only: no MCP tool ends processes.
import type { Activity } from '../../model/activity.js';
import type { ProcessIdentity } from '../../model/types.js';
import type { LifetimeState, SignalPort, TerminationSignal } from '../../model/termination.js';
import { confirmationText } from '../operations/confirmations.js';

export type { SignalPort };

export interface TerminationHost {
  readonly activity: Activity;
  /** The live lifetime a table row shows, or undefined when the model no longer holds it. */
  identity(key: string): { readonly identity: ProcessIdentity; readonly ghost: boolean } | undefined;
  /** Asks the person (the local confirmation overlay); `settle(true)` when confirmed. */
  ask(description: string, settle: (confirmed: boolean) => void): void;
  notice(text: string | null): void;
}

export interface TerminationOptions {
  /** How long a lifetime gets to end after SIGTERM before SIGKILL is offered. */
  readonly graceMs?: number;
  readonly pollMs?: number;
}

/** `2026-12-06 08:01:02 UTC`, or `unknown` (then nothing can be verified and nothing is signaled anyway). */
export function startText(identity: ProcessIdentity): string {
  return identity.startTimeMs === null ? 'unknown' : new Date(identity.startTimeMs).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

/** `PID 1234 "name" (started 2026-12-06 08:01:02 UTC)`: the lifetime in every line of this feature. */
export function lifetimeText(identity: ProcessIdentity): string {
  return `PID ${identity.pid} "${identity.name}" (started ${startText(identity)})`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

export class TerminationFeature {
  private readonly graceMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly host: TerminationHost,
    private readonly port: SignalPort,
    options: TerminationOptions = {},
  ) {
    this.graceMs = options.graceMs ?? 3000;
    this.pollMs = options.pollMs ?? 200;
  }

  /** k / F9 on a table row: asks, then sends the polite signal to exactly that lifetime. */
  request(key: string): void {
    if (this.host.activity === 'log_view') {
      return this.host.notice('The Log view shows a recording: k ends live processes only (Esc or l returns to Live).');
    }
    const found = this.host.identity(key);
    if (found === undefined || found.ghost) return this.host.notice('That process is no longer running: nothing to end.');
    const { identity } = found;
    if (identity.startToken === null) return this.host.notice(`Not signaled: ${lifetimeText(identity)}: its start time is unknown, so its identity cannot be verified.`);
    const label = this.port.label('term');
    const description = confirmationText([
      `Send ${label} to ${lifetimeText(identity)}?`,
      this.port.polite ? 'It is asked to end; if it still runs afterwards, SIGKILL is offered next.' : 'It ends at once, without saving anything.',
      'Only this lifetime is signaled: its start time is checked again immediately before, so a process that reused the PID is never touched.',
    ]);
    this.host.ask(description, (confirmed) => {
      if (confirmed) void this.send(identity, 'term');
    });
  }

  private async send(identity: ProcessIdentity, signal: TerminationSignal): Promise<void> {
    const label = this.port.label(signal);
    const outcome = await this.port.signal(identity, signal);
    if (!outcome.ok) return this.host.notice(`${label} not sent to ${lifetimeText(identity)}: ${outcome.message}`);
    if (signal === 'kill' || !this.port.polite) return this.host.notice(`Sent ${label} to ${lifetimeText(identity)}.`);
    this.host.notice(`Sent ${label} to ${lifetimeText(identity)}; waiting for it to end…`);
    let state: LifetimeState = true;
    for (let waited = 0; waited < this.graceMs; waited += this.pollMs) {
      state = await this.port.running(identity);
      if (state !== true) break;
      await sleep(this.pollMs);
    }
    if (state === false) return this.host.notice(`${lifetimeText(identity)} ended after ${label}.`);
    if (state === null) return this.host.notice(`Sent ${label} to ${lifetimeText(identity)}; whether it ended cannot be read.`);
    const kill = this.port.label('kill');
    const grace = this.graceMs >= 1000 ? `${Math.round(this.graceMs / 1000)} s` : `${this.graceMs} ms`;
    const description = confirmationText([
      `${lifetimeText(identity)} is still running ${grace} after ${label}.`,
      `Send ${kill}? It cannot be caught or ignored: the process ends without cleaning up.`,
      'Its start time is checked again immediately before.',
    ]);
    this.host.ask(description, (confirmed) => {
      if (confirmed) void this.send(identity, 'kill');
      else this.host.notice(`${lifetimeText(identity)} was left running.`);
    });
  }
}
