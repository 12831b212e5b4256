// Runs one EventPipe session per authorized .NET process lifetime inside the sampling worker: locate the endpoint of
// exactly that lifetime, confirm a supported runtime with ProcessInfo, start the counters session, and wait for the
// first counter values (the readiness evidence) before reporting `collecting`. A failure makes the target
// `unavailable` with its reason and is never retried on its own; a revoked target is stopped properly and reported
// `stopped` only once its connection is closed. Each sampling pass takes the newest values from here.
import type { DotnetSessionState, DotnetStatus, DotnetTarget } from '../../model/dotnet.js';
import { identityKey, type MetricValue, type Snapshot, type UnavailableReason } from '../../model/types.js';
import type { SamplingPlatform } from '../platform.js';
import { DotnetCounters, REFRESH_INTERVAL_SEC, sessionProviders, type DotnetMetricId, type DotnetReading } from './counters.js';
import { locateEndpoint } from './endpoint.js';
import { clrMajor } from './ipc.js';
import { EndpointFailure, EventPipeSession, isSupportedRuntime, MIN_SUPPORTED_MAJOR, probeRuntime } from './session.js';
import { DOTNET_METRICS } from '../metric-sets.js';

/** Values older than this many refresh intervals are stale: the metrics read as missing rather than as current. */
const STALE_INTERVALS = 3;

export interface DotnetCollectorOptions {
  readonly platform: SamplingPlatform;
  readonly procRoot?: string;
  /** Reply deadline of each IPC command (a socket that accepts and never answers fails after it). */
  readonly commandTimeoutMs?: number;
  /** How long a started session may go without counter values before it is reported unavailable. */
  readonly firstValuesTimeoutMs?: number;
  readonly nowMs?: () => number;
}

interface Collection {
  readonly target: DotnetTarget;
  status: DotnetStatus;
  session: EventPipeSession | null;
  counters: DotnetCounters | null;
  revoked: boolean;
  firstValuesTimer: NodeJS.Timeout | null;
}

function reasonOf(failure: EndpointFailure): UnavailableReason {
  if (failure.kind === 'access_denied') return 'access_denied';
  return 'unknown';
}

export class DotnetCollector {
  private readonly collections = new Map<string, Collection>();
  private readonly now: () => number;

  constructor(
    private readonly report: (status: DotnetStatus) => void,
    private readonly options: DotnetCollectorOptions,
  ) {
    this.now = options.nowMs ?? Date.now;
  }

  /** The authorized set changed: new targets start, targets no longer in it are stopped. */
  setTargets(targets: readonly DotnetTarget[]): void {
    const wanted = new Map(targets.map((target) => [target.key, target]));
    for (const [key, collection] of this.collections) if (!wanted.has(key)) this.revoke(collection);
    for (const target of wanted.values()) {
      // Running ones go on; one being cleaned up is not restarted here (the App waits for `stopped` to re-authorize).
      if (!this.collections.has(target.key)) this.begin(target);
    }
  }

  private set(collection: Collection, state: DotnetSessionState, detail: string, extra: Partial<Pick<DotnetStatus, 'supported' | 'reason'>> = {}): void {
    collection.status = { ...collection.status, ...extra, state, detail };
    this.report(collection.status);
  }

  private begin(target: DotnetTarget): void {
    const collection: Collection = {
      target,
      status: { key: target.key, state: 'waiting', supported: null, detail: 'looking for the runtime diagnostics endpoint', reason: 'not_collected' },
      session: null,
      counters: null,
      revoked: false,
      firstValuesTimer: null,
    };
    this.collections.set(target.key, collection);
    this.report(collection.status);
    void this.run(collection).catch((error: unknown) => {
      const failure = error instanceof EndpointFailure ? error : new EndpointFailure('protocol', 'the collection failed');
      this.fail(collection, failure);
    });
  }

  private async run(collection: Collection): Promise<void> {
    const { target } = collection;
    const timeoutMs = this.options.commandTimeoutMs ?? 3_000;
    const path = locateEndpoint({ platform: this.options.platform, pid: target.pid, startToken: target.startToken, procRoot: this.options.procRoot });
    if (collection.revoked) return this.stopped(collection);
    this.set(collection, 'waiting', 'asking the runtime for its version (ProcessInfo)');
    const info = await probeRuntime(path, timeoutMs);
    if (collection.revoked) return this.stopped(collection);
    if (Number(info.processId) !== target.pid && this.options.platform === 'win32') {
      throw new EndpointFailure('protocol', 'the endpoint answered for another process');
    }
    const major = clrMajor(info.clrProductVersion);
    if (!isSupportedRuntime(info) || major === null) {
      this.set(collection, 'unavailable', `the runtime is not supported (it reports no .NET ${MIN_SUPPORTED_MAJOR} or later version)`, { supported: false, reason: 'unsupported' });
      return;
    }
    this.set(collection, 'waiting', `.NET ${major} answered; starting the counters session`, { supported: true });
    await this.startSession(collection, path, major);
  }

  /**
   * Starts the EventCounters session. Never the System.Diagnostics.Metrics provider: the runtime serves one metrics
   * aggregation per process, and any aggregation of ours would make it refuse a `dotnet-counters collect` started
   * later (see counters.ts); the EventCounters give all nine metrics and take any number of readers.
   */
  private async startSession(collection: Collection, path: string, major: number): Promise<void> {
    const timeoutMs = this.options.commandTimeoutMs ?? 3_000;
    const counters = new DotnetCounters();
    collection.counters = counters;
    const session = await EventPipeSession.start(path, sessionProviders(), {
      onEvents: (events, clock) => {
        const wasPublishing = counters.publishing;
        counters.feed(events, clock);
        if (collection.revoked) return;
        if (!wasPublishing && counters.publishing) {
          this.clearFirstValuesTimer(collection);
          this.set(collection, 'collecting', `.NET ${major}: System.Runtime EventCounters every ${REFRESH_INTERVAL_SEC} s`);
        }
      },
      onEnd: (failure) => this.sessionEnded(collection, failure),
    }, { timeoutMs });
    collection.session = session;
    if (collection.revoked) {
      await session.stop();
      return;
    }
    // The first bytes are read inside start(): the session may already have ended or delivered counters.
    if (session.isEnded || counters.publishing) return;
    this.set(collection, 'waiting', `.NET ${major} session started; waiting for the first counter values`);
    collection.firstValuesTimer = setTimeout(() => {
      if (!counters.publishing && !collection.revoked) {
        void session.stop();
        this.fail(collection, new EndpointFailure('timeout', 'the runtime published no counter values in time'));
      }
    }, this.options.firstValuesTimeoutMs ?? 15_000);
  }

  private clearFirstValuesTimer(collection: Collection): void {
    if (collection.firstValuesTimer !== null) clearTimeout(collection.firstValuesTimer);
    collection.firstValuesTimer = null;
  }

  private sessionEnded(collection: Collection, failure: EndpointFailure | null): void {
    this.clearFirstValuesTimer(collection);
    if (collection.revoked) return this.stopped(collection);
    // Not asked to stop: the process exited or the runtime ended the session. No automatic retry.
    this.fail(collection, failure ?? new EndpointFailure('closed', 'the runtime ended the session'));
  }

  private fail(collection: Collection, failure: EndpointFailure): void {
    if (collection.revoked) return this.stopped(collection);
    if (collection.status.state === 'unavailable') return;
    this.clearFirstValuesTimer(collection);
    this.set(collection, 'unavailable', failure.message, { reason: reasonOf(failure) });
  }

  private revoke(collection: Collection): void {
    if (collection.revoked) return;
    collection.revoked = true;
    this.clearFirstValuesTimer(collection);
    const session = collection.session;
    if (session === null) {
      // Still probing: run() sees `revoked` after its current step and reports stopped itself; a failed one is done.
      if (collection.status.state === 'unavailable') this.stopped(collection);
      else this.set(collection, 'stopping', 'revoked; waiting for the runtime to answer before closing');
      return;
    }
    if (session.isEnded) return this.stopped(collection);
    this.set(collection, 'stopping', 'revoked; ending the EventPipe session');
    void session.stop().then(() => this.stopped(collection));
  }

  private stopped(collection: Collection): void {
    if (this.collections.get(collection.target.key) !== collection || collection.status.state === 'stopped') return;
    this.collections.delete(collection.target.key);
    this.set(collection, 'stopped', 'collection stopped and its connection closed');
  }

  /** Whether any lifetime is collected or being stopped (a pass without any copies nothing). */
  get hasTargets(): boolean {
    return this.collections.size > 0;
  }

  /** The newest reading of one collected lifetime with its interval's end time (tests and the bench compare it). */
  readingFor(key: string): DotnetReading | null {
    const collection = this.collections.get(key);
    return collection === undefined || collection.revoked || collection.status.state !== 'collecting' ? null : (collection.counters?.reading() ?? null);
  }

  /** The dotnet_* values of one lifetime for this pass, or null when it is not a target (plain `not_collected`). */
  valuesFor(key: string): { values: Partial<Record<DotnetMetricId, MetricValue>>; unavailable: Partial<Record<DotnetMetricId, UnavailableReason>> } | null {
    const collection = this.collections.get(key);
    if (collection === undefined || collection.revoked) return null;
    const values: Partial<Record<DotnetMetricId, MetricValue>> = {};
    const unavailable: Partial<Record<DotnetMetricId, UnavailableReason>> = {};
    const reading = collection.status.state === 'collecting' ? collection.counters?.reading() ?? null : null;
    const fresh = reading !== null && this.now() - reading.atMs <= STALE_INTERVALS * REFRESH_INTERVAL_SEC * 1000;
    for (const id of DOTNET_METRICS as readonly DotnetMetricId[]) {
      const value = fresh ? reading.values[id] : undefined;
      if (value !== undefined) values[id] = value;
      else unavailable[id] = collection.status.state === 'collecting' ? 'unknown' : collection.status.reason;
    }
    return { values, unavailable };
  }

  /**
   * Stops every session (the sampler is closing); resolves when all connections are closed. The deadline fits
   * inside the sampling worker's close allowance: a runtime that has not ended its stream by then tears the
   * session down itself at its next write to the closed connection.
   */
  async close(deadlineMs = 1_500): Promise<void> {
    const sessions = [...this.collections.values()].map((collection) => {
      collection.revoked = true;
      this.clearFirstValuesTimer(collection);
      return collection.session?.stop(deadlineMs) ?? Promise.resolve();
    });
    this.collections.clear();
    await Promise.all(sessions);
  }
}

/** The snapshot with each authorized lifetime's dotnet_* values in place of the plain `not_collected`. */
export function withDotnetValues(snapshot: Snapshot, collector: DotnetCollector): Snapshot {
  if (!collector.hasTargets) return snapshot;
  const processes = snapshot.processes.map((sample) => {
    const dotnet = collector.valuesFor(identityKey(sample.identity));
    if (dotnet === null) return sample;
    const values = { ...sample.values };
    const unavailable = { ...sample.unavailable };
    for (const id of DOTNET_METRICS as readonly DotnetMetricId[]) {
      delete values[id];
      delete unavailable[id];
    }
    return { ...sample, values: Object.assign(values, dotnet.values), unavailable: Object.assign(unavailable, dotnet.unavailable) };
  });
  return { ...snapshot, processes };
}
