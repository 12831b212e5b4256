// .NET runtime collection authorization as an App feature (spec §10 ".NET collection"): which verified live
// lifetimes the person or a client authorized, what the collector reports for each, and the operation plan that
// changes it. Authorization is keyed on the full lifetime identity and lives only in memory: nothing is restored from
// the settings, and a restarted process (another identity) inherits nothing. Revocation takes the lifetime out of the
// collector's set at once; enabling it again waits until the collector reported its session closed. In Log view no
// live collection runs: the collector gets an empty set until the TUI returns to Live.
import type { Activity } from '../../model/activity.js';
import type { DotnetCollectionView, DotnetStatus, DotnetSupport, DotnetTarget } from '../../model/dotnet.js';
import type { ModelStore } from '../../model/index.js';
import type { DotnetMutation, OperationFailure, OperationOutcome } from '../../model/operations.js';
import { ApplyFailure, type OperationPlan } from '../operations/runner.js';
import { confirmationText } from '../operations/confirmations.js';
import type { StateRevision } from '../operations/revision.js';
import type { Requester } from '../tracking/plan.js';

/** What the feature reads and changes in the App. */
export interface DotnetHost {
  readonly store: ModelStore;
  readonly activity: Activity;
  readonly revision: StateRevision;
  /** The authorization changed: advance the shared revision, tell observers, redraw. */
  changed(): void;
  /** Redraw only (a collector progress report). */
  redraw(): void;
  /** Hands the collector the lifetimes to read now (the whole set). */
  sendTargets(targets: readonly DotnetTarget[]): void;
}

/** How long a re-enable waits for the previous session's cleanup before failing (the stop deadline is 5 s). */
const CLEANUP_WAIT_MS = 15_000;

interface Authorization {
  readonly target: DotnetTarget;
  status: DotnetStatus | null;
}

interface Cleanup {
  status: DotnetStatus | null;
  readonly waiters: (() => void)[];
}

export class DotnetFeature {
  private readonly authorized = new Map<string, Authorization>();
  private readonly cleaning = new Map<string, Cleanup>();
  /** The last runtime support answer of a collector session per lifetime, kept after revocation. */
  private readonly supported = new Map<string, boolean>();
  /** What the sampling worker found without any session (endpoint, ProcessInfo), for every lifetime but plain `false`. */
  private readonly detected = new Map<string, DotnetSupport>();
  /** The views of every notable lifetime for the TUI, rebuilt only after a change. */
  private viewsCache: Readonly<Record<string, DotnetCollectionView>> | null = null;
  private sentEmptyForLogView = false;

  constructor(private readonly host: DotnetHost) {}

  /**
   * The state of one lifetime as winproc_get_dotnet_collection and the TUI show it. Support is known before any
   * authorization (the sampling worker's detection); a collector session's own ProcessInfo answer takes precedence.
   */
  view(key: string): DotnetCollectionView {
    const detected = this.detected.get(key);
    // Not in the map: detection found no endpoint (or has not looked at this lifetime yet: the first pass after start).
    const supported = this.supported.get(key) ?? (detected === undefined ? (this.seen.has(key) ? false : null) : detected.supported);
    const authorization = this.authorized.get(key);
    if (authorization !== undefined && this.host.activity === 'log_view') return { supported, enabled: true, state: 'waiting', detail: 'suspended: no live .NET collection runs while the TUI shows a saved log' };
    if (this.cleaning.has(key)) return { supported, enabled: authorization !== undefined, state: 'stopping', detail: 'the EventPipe session is being closed' };
    if (authorization === undefined) return { supported, enabled: false, state: 'disabled', detail: detected?.detail ?? (this.seen.has(key) ? this.noEndpointDetail : 'not checked yet: the sampling worker looks for .NET diagnostics endpoints after each pass') };
    const status = authorization.status;
    if (status === null || status.state === 'stopped') return { supported, enabled: true, state: 'waiting', detail: 'authorized; the collector is starting' };
    return { supported, enabled: true, state: status.state, detail: status.detail };
  }

  /** Lifetimes the detection reported as plain `false` (no endpoint), so their view says so without a map entry each. */
  private readonly seen = new Set<string>();
  private noEndpointDetail = 'no .NET diagnostics endpoint';

  /** Every lifetime with authorization, cleanup in progress or notable support (the TUI marks their rows). */
  keys(): string[] {
    return [...new Set([...this.authorized.keys(), ...this.cleaning.keys(), ...this.detected.keys()])];
  }

  /** The view of every key() lifetime, the same object until something changes (the TUI's per-frame read). */
  views(): Readonly<Record<string, DotnetCollectionView>> {
    this.viewsCache ??= Object.fromEntries(this.keys().map((key) => [key, this.view(key)]));
    return this.viewsCache;
  }

  private redraw(): void {
    this.viewsCache = null;
    this.host.redraw();
  }

  private changed(): void {
    this.viewsCache = null;
    this.host.changed();
  }

  /** Detection changes from the sampling worker (before and independent of any authorization). */
  onSupport(changes: readonly DotnetSupport[]): void {
    for (const change of changes) {
      this.seen.add(change.key);
      if (!change.endpoint && change.supported === false) {
        // The common case (no endpoint): no entry, the shared sentence.
        this.detected.delete(change.key);
        this.noEndpointDetail = change.detail;
      } else {
        this.detected.set(change.key, change);
      }
    }
    this.redraw();
  }

  /** A collector report. */
  onStatus(status: DotnetStatus): void {
    this.viewsCache = null;
    if (status.supported !== null) this.supported.set(status.key, status.supported);
    const cleanup = this.cleaning.get(status.key);
    if (cleanup !== undefined) {
      cleanup.status = status;
      if (status.state === 'stopped') this.finishCleanup(status.key);
    } else {
      const authorization = this.authorized.get(status.key);
      if (authorization !== undefined) authorization.status = status;
    }
    this.redraw();
  }

  /** A session of `key` is being closed; a collector that never had it reports nothing, so a deadline ends the wait. */
  private startCleanup(key: string): void {
    if (this.cleaning.has(key)) return;
    this.viewsCache = null;
    const cleanup: Cleanup = { status: null, waiters: [] };
    this.cleaning.set(key, cleanup);
    setTimeout(() => {
      if (this.cleaning.get(key) === cleanup) this.finishCleanup(key);
    }, CLEANUP_WAIT_MS).unref();
  }

  private finishCleanup(key: string): void {
    const cleanup = this.cleaning.get(key);
    if (cleanup === undefined) return;
    this.cleaning.delete(key);
    for (const waiter of cleanup.waiters.splice(0)) waiter();
    // Back from Log view while this session was closing: the still authorized lifetime starts again now.
    if (this.authorized.has(key) && cleanup.waiters.length === 0) this.sendTargets();
    this.redraw();
  }

  /** The activity changed: Log view suspends every session, Live resumes the authorized ones. */
  activityChanged(): void {
    this.viewsCache = null;
    const logView = this.host.activity === 'log_view';
    if (logView) {
      // Suspension is a cleanup like revocation: sessions close, their lifetimes wait for `stopped` to restart.
      for (const key of this.authorized.keys()) this.startCleanup(key);
      this.sentEmptyForLogView = true;
      this.host.sendTargets([]);
    } else if (this.sentEmptyForLogView) {
      this.sentEmptyForLogView = false;
      this.sendTargets();
    }
  }

  /** Identities the App pruned: their authorization ends with them (a later process never matches their key). */
  pruned(keys: readonly string[]): void {
    let changed = false;
    for (const key of keys) {
      if (this.authorized.delete(key)) changed = true;
      this.supported.delete(key);
      this.detected.delete(key);
      this.seen.delete(key);
    }
    this.viewsCache = null;
    if (changed) this.sendTargets();
  }

  private sendTargets(): void {
    if (this.host.activity === 'log_view') return;
    this.host.sendTargets([...this.authorized.values()].map((authorization) => authorization.target));
  }

  /** The operation plan of one authorization change; TUI and MCP share it. */
  plan(mutation: DotnetMutation, requester: Requester): OperationPlan {
    const entry = () => this.host.store.process(mutation.key);
    return {
      check: () => this.check(mutation),
      confirmation: () => {
        if (!mutation.enabled || this.authorized.has(mutation.key)) return null;
        const identity = entry()?.identity;
        const who = identity ? `${identity.name} (PID ${identity.pid})` : 'the process';
        return confirmationText([
          `Authorize .NET runtime collection for ${who} (asked by ${requester}).`,
          'This lifetime only: the permission ends with the process and is never restored from the settings or given to a restarted process.',
          "Before any EventPipe session starts, the runtime must answer on its own diagnostics endpoint with a supported version (.NET 5 or later); it is reported 'collecting' only after its first counter values arrived.",
          "Collection reads the runtime's GC counters once a second through an EventPipe session inside that process; revoking stops it.",
        ]);
      },
      apply: () => (mutation.enabled ? this.enable(mutation) : this.disable(mutation)),
      describe: (outcome) => `.NET collection ${outcome.enabled ? 'authorized' : 'revoked'} for this process lifetime.`,
    };
  }

  private check(mutation: DotnetMutation): OperationFailure | null {
    if (this.host.activity === 'log_view') {
      return { code: 'ACTIVITY_CONFLICT', message: '.NET collection cannot change while the TUI shows a saved log (Log view). Return the TUI to Live first.', retryable: false };
    }
    if (!this.host.revision.matches(mutation.expectedRevision)) {
      return {
        code: 'STATE_CONFLICT',
        message: `The state changed since revision ${mutation.expectedRevision} was read (it is ${this.host.revision.current} now), by the TUI or another client. Read winproc_get_dotnet_collection again and decide on it.`,
        retryable: false,
      };
    }
    if (!mutation.enabled) return null;
    const entry = this.host.store.process(mutation.key);
    if (entry === undefined || !entry.present) return { code: 'PROCESS_EXITED', message: 'The process lifetime is not in the latest sample (it exited); .NET collection can only be authorized for a live process.', retryable: false };
    if (entry.identity.startToken === null) return { code: 'IDENTITY_UNVERIFIABLE', message: "The process start time is unknown, so its diagnostics endpoint cannot be tied to this lifetime.", retryable: false };
    return null;
  }

  private outcome(enabled: boolean, scope: string): OperationOutcome {
    return { revision: this.host.revision.current, enabled, scope };
  }

  private enable(mutation: DotnetMutation): OperationOutcome | Promise<OperationOutcome> {
    if (this.authorized.has(mutation.key) && !this.cleaning.has(mutation.key)) return this.outcome(true, 'Already authorized for this process lifetime; nothing changed.');
    const cleanup = this.cleaning.get(mutation.key);
    if (cleanup === undefined) return this.authorize(mutation.key);
    // The previous session of this lifetime is still closing: authorize once its cleanup finished.
    return new Promise<OperationOutcome>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ApplyFailure({ code: 'TIMEOUT', message: 'The previous .NET session of this process did not finish closing in time; nothing was changed. Read the state and try again.', retryable: true })), CLEANUP_WAIT_MS);
      cleanup.waiters.push(() => {
        clearTimeout(timer);
        const refusal = this.check({ ...mutation, expectedRevision: this.host.revision.current });
        if (refusal !== null) reject(new ApplyFailure(refusal));
        else resolve(this.authorize(mutation.key));
      });
    });
  }

  private authorize(key: string): OperationOutcome {
    const identity = this.host.store.process(key)!.identity;
    this.authorized.set(key, { target: { key, pid: identity.pid, startToken: identity.startToken }, status: null });
    this.sendTargets();
    this.changed();
    return this.outcome(true, `Authorized for ${identity.name} (PID ${identity.pid}) until it exits; the collector confirms a supported runtime and its first counter values before reporting collecting.`);
  }

  private disable(mutation: DotnetMutation): OperationOutcome {
    const authorization = this.authorized.get(mutation.key);
    if (authorization === undefined) return this.outcome(false, 'Not authorized; nothing changed.');
    this.authorized.delete(mutation.key);
    // New work stops now (the collector drops the target); the session closes in the background.
    this.startCleanup(mutation.key);
    this.sendTargets();
    this.changed();
    return this.outcome(false, 'Revoked: no new collection starts; the EventPipe session is being closed and this lifetime can be authorized again once that finished (state stopping until then).');
  }
}
