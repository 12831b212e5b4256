// Turns a runtime's counter events into the catalog's dotnet_* metrics, from either of two sources:
// - the System.Runtime meter (System.Diagnostics.Metrics provider, .NET 9+): byte-exact instruments, read in the
//   SHARED metrics session with dotnet-counters' own settings (RefreshInterval 1 s, MaxTimeSeries 1000, MaxHistograms
//   10) and a ClientId of our own, so `dotnet-counters monitor` (which asks for the same) reads beside us. Values count
//   per collection interval (CollectionStart..CollectionStop of the session read); the heap and the fragmentation are
//   the sums of all five generations of one interval, the allocation rate the interval's `rate` per interval second.
// - the System.Runtime EventCounters (every .NET Core 3+ runtime): generation sizes in bytes, the committed size
//   decoded exactly from its MB double; fragmentation comes only as a percent there, so it stays missing.
// The metrics EventSource serves one aggregation per process: a non-shared one (`dotnet-counters collect` never asks
// for SHARED) refuses the shared session and the other way round. The verdicts below tell the collector what the
// runtime answered. Pure: events in, the latest reading out.
import type { ProcessMetricId } from '../../../generated/metrics.js';
import { toEpochMs, type FieldValue, type NettraceEvent, type TraceClock } from './nettrace.js';
import type { ProviderConfig } from './ipc.js';

export type DotnetMetricId = Extract<ProcessMetricId, `dotnet_${string}`>;

/** The newest values a session produced and when their interval ended (ms since the epoch). */
export interface DotnetReading {
  readonly values: Partial<Record<DotnetMetricId, bigint>>;
  readonly atMs: number;
}

/** The refresh interval every session uses, in seconds; the one dotnet-counters uses by default too. */
export const REFRESH_INTERVAL_SEC = 1;
/** The shared metrics session and dotnet-counters' defaults for it: a reader with other values is refused. */
export const SHARED_METRICS_SESSION = 'SHARED';
export const MAX_TIME_SERIES = 1000;
export const MAX_HISTOGRAMS = 10;
/** The first runtime with the System.Runtime meter. */
export const METER_MAJOR = 9;

/** Where a session's values come from. */
export type CounterSource = 'meter' | 'event_counters';

/** Metrics a source cannot give exactly: EventCounters carry fragmentation only as a percent. */
export function unsupportedMetrics(source: CounterSource): readonly DotnetMetricId[] {
  return source === 'event_counters' ? ['dotnet_gc_fragmentation_bytes'] : [];
}

/** The four instruments the nine metrics come from (a filter, so the aggregator in the target tracks no others). */
const METER_INSTRUMENTS = ['dotnet.gc.heap.total_allocated', 'dotnet.gc.last_collection.memory.committed_size', 'dotnet.gc.last_collection.heap.size', 'dotnet.gc.last_collection.heap.fragmentation.size'];

/**
 * The one provider of a session. The meter: System.Diagnostics.Metrics at Informational with the TimeSeriesValues
 * keyword only, in the SHARED session with our ClientId. EventCounters: System.Runtime at our interval.
 */
export function sessionProviders(source: CounterSource, clientId = ''): ProviderConfig[] {
  if (source === 'event_counters') return [{ name: 'System.Runtime', keywords: 0n, level: 4, arguments: [['EventCounterIntervalSec', String(REFRESH_INTERVAL_SEC)]] }];
  return [
    {
      name: 'System.Diagnostics.Metrics',
      keywords: 0x2n,
      level: 4,
      arguments: [
        ['SessionId', SHARED_METRICS_SESSION],
        ['Metrics', METER_INSTRUMENTS.map((instrument) => `System.Runtime\\${instrument}`).join(',')],
        ['RefreshInterval', String(REFRESH_INTERVAL_SEC)],
        ['MaxTimeSeries', String(MAX_TIME_SERIES)],
        ['MaxHistograms', String(MAX_HISTOGRAMS)],
        ['ClientId', clientId],
      ],
    },
  ];
}

const GENERATIONS: readonly DotnetMetricId[] = ['dotnet_gc_gen0_heap_bytes', 'dotnet_gc_gen1_heap_bytes', 'dotnet_gc_gen2_heap_bytes', 'dotnet_gc_loh_bytes', 'dotnet_gc_poh_bytes'];

const METER_GENERATIONS: Readonly<Record<string, DotnetMetricId>> = {
  gen0: 'dotnet_gc_gen0_heap_bytes',
  gen1: 'dotnet_gc_gen1_heap_bytes',
  gen2: 'dotnet_gc_gen2_heap_bytes',
  loh: 'dotnet_gc_loh_bytes',
  poh: 'dotnet_gc_poh_bytes',
};

const EVENT_COUNTER_SIZES: Readonly<Record<string, DotnetMetricId>> = {
  'gen-0-size': 'dotnet_gc_gen0_heap_bytes',
  'gen-1-size': 'dotnet_gc_gen1_heap_bytes',
  'gen-2-size': 'dotnet_gc_gen2_heap_bytes',
  'loh-size': 'dotnet_gc_loh_bytes',
  'poh-size': 'dotnet_gc_poh_bytes',
};

/** A non-negative integral number as an exact bigint; null for anything else (a fraction is not a byte count). */
function exactBytes(value: number): bigint | null {
  return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
}

/** An invariant-culture number string of the meter events as exact bytes; "" (no measurement) and fractions: null. */
export function meterBytes(value: FieldValue | undefined): bigint | null {
  if (typeof value !== 'string' || !/^\d+(\.0+)?$/.test(value)) return null;
  return BigInt(value.split('.')[0]);
}

/**
 * `gc-committed` is TotalCommittedBytes / 1,000,000 as a double. Below 2^52 bytes the double keeps the quotient within
 * half a byte once multiplied back, so rounding recovers the exact integer; anything not that close to an integer is
 * not such a quotient and is refused.
 */
export function bytesFromMegabytes(megabytes: number): bigint | null {
  if (!Number.isFinite(megabytes) || megabytes < 0) return null;
  const bytes = megabytes * 1_000_000;
  const rounded = Math.round(bytes);
  if (!Number.isSafeInteger(rounded) || Math.abs(bytes - rounded) > 0.01) return null;
  return BigInt(rounded);
}

const text = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');

/** The `CounterPayload` object of an EventCounters event (nested under a field whose name varies by runtime). */
function counterPayload(fields: { readonly [name: string]: FieldValue }): { readonly [name: string]: FieldValue } | null {
  if (typeof fields.Name === 'string') return fields;
  for (const value of Object.values(fields)) {
    if (typeof value === 'object' && value !== null && typeof value !== 'bigint') {
      const found = counterPayload(value);
      if (found) return found;
    }
  }
  return null;
}

/**
 * What the metrics EventSource said about our meter session:
 * - `refused`: it did not take us into the shared session, because a non-shared session runs (`runningSessionId`
 *   names it: its values still reach our session, so we read them) or our settings differ from the shared ones;
 * - `blocked_other`: a later non-shared reader (dotnet-counters collect) was refused because the shared session runs.
 */
export type MeterVerdict = { readonly kind: 'refused'; readonly runningSessionId: string | null; readonly detail: string } | { readonly kind: 'blocked_other' };

/** Accumulates one session's counter events into readings (one instance per session). */
export class DotnetCounters {
  private readonly sizes = new Map<DotnetMetricId, bigint>();
  private allocationRate: bigint | null = null;
  private latestMs: number | null = null;
  /** The meter values of the collection interval being read, published at its CollectionStop. */
  private interval: { heap: Map<DotnetMetricId, bigint>; fragmentation: Map<DotnetMetricId, bigint>; committed: bigint | null; allocated: bigint | null } | null = null;
  private readonly verdicts: MeterVerdict[] = [];

  /**
   * `meterSessionId`: the metrics session whose values count (SHARED, or a non-shared one we were refused by and now
   * read beside); null for an EventCounters session. `clientId`: ours, to tell our refusal from another client's.
   */
  constructor(
    private meterSessionId: string | null = null,
    private readonly clientId = '',
  ) {}

  /** Whether any counter value arrived: the runtime is initialized and publishing (the readiness evidence). */
  get publishing(): boolean {
    return this.latestMs !== null;
  }

  /** The metrics session whose values count, or null for EventCounters. */
  get followedSession(): string | null {
    return this.meterSessionId;
  }

  /** Reads the values of another metrics session from now on (the one that refused ours). */
  follow(sessionId: string): void {
    this.meterSessionId = sessionId;
    this.interval = null;
  }

  /** What the runtime said about the meter session since the last call. */
  takeVerdicts(): MeterVerdict[] {
    return this.verdicts.splice(0);
  }

  feed(events: readonly NettraceEvent[], clock: TraceClock | null): void {
    for (const event of events) {
      const atMs = clock === null ? Date.now() : toEpochMs(clock, event.timestamp);
      if (event.providerName === 'System.Diagnostics.Metrics') this.meterEvent(event, atMs);
      else if (this.meterSessionId === null && event.providerName === 'System.Runtime' && event.eventName === 'EventCounters') this.counterEvent(event, atMs);
    }
  }

  private meterEvent(event: NettraceEvent, atMs: number): void {
    const { fields } = event;
    switch (event.eventName) {
      case 'MultipleSessionsNotSupportedError': {
        const running = text(fields.runningSessionId);
        if (running === SHARED_METRICS_SESSION) this.verdicts.push({ kind: 'blocked_other' });
        else if (running !== this.meterSessionId) this.verdicts.push({ kind: 'refused', runningSessionId: running === '' ? null : running, detail: 'another tool holds a non-shared metrics session (dotnet-counters collect does)' });
        return;
      }
      case 'MultipleSessionsConfiguredIncorrectlyError':
        if (text(fields.clientId) === this.clientId) {
          this.verdicts.push({ kind: 'refused', runningSessionId: null, detail: 'the shared metrics session runs with other settings than dotnet-counters\' defaults' });
        }
        return;
    }
    if (this.meterSessionId === null || text(fields.sessionId) !== this.meterSessionId) return;
    switch (event.eventName) {
      case 'CollectionStart':
        this.interval = { heap: new Map(), fragmentation: new Map(), committed: null, allocated: null };
        return;
      case 'CollectionStop':
        if (this.interval !== null) this.publishInterval(this.interval, atMs);
        this.interval = null;
        return;
      case 'CounterRateValuePublished':
      case 'UpDownCounterRateValuePublished':
      case 'GaugeValuePublished':
        break;
      default:
        return;
    }
    const interval = this.interval;
    if (interval === null || text(fields.meterName) !== 'System.Runtime') return;
    const generation = METER_GENERATIONS[/(?:^|,)gc\.heap\.generation=([a-z0-9]+)/.exec(text(fields.tags))?.[1] ?? ''];
    const value = meterBytes(event.eventName === 'GaugeValuePublished' ? fields.lastValue : fields.value);
    switch (text(fields.instrumentName)) {
      case 'dotnet.gc.last_collection.heap.size':
        if (generation !== undefined && value !== null) interval.heap.set(generation, value);
        break;
      case 'dotnet.gc.last_collection.heap.fragmentation.size':
        if (generation !== undefined && value !== null) interval.fragmentation.set(generation, value);
        break;
      case 'dotnet.gc.last_collection.memory.committed_size':
        interval.committed = value;
        break;
      case 'dotnet.gc.heap.total_allocated':
        // `rate` is the increase over this collection interval; per second of the configured interval, as
        // dotnet-counters shows it ("By / 1 sec").
        interval.allocated = meterBytes(fields.rate);
        break;
    }
  }

  /** One complete collection interval replaces the previous reading (values of two intervals never mix). */
  private publishInterval(interval: NonNullable<DotnetCounters['interval']>, atMs: number): void {
    this.sizes.clear();
    for (const [id, size] of interval.heap) this.sizes.set(id, size);
    if (interval.committed !== null) this.sizes.set('dotnet_gc_committed_bytes', interval.committed);
    const fragmentation = sumOfGenerations(interval.fragmentation);
    if (fragmentation !== null) this.sizes.set('dotnet_gc_fragmentation_bytes', fragmentation);
    this.allocationRate = interval.allocated === null ? null : interval.allocated / BigInt(REFRESH_INTERVAL_SEC);
    this.latestMs = atMs;
  }

  private counterEvent(event: NettraceEvent, atMs: number): void {
    const payload = counterPayload(event.fields);
    if (payload === null) return;
    // Sessions asking for other intervals make the provider publish at the smallest one for all; keep our own.
    if (text(payload.Series) !== `Interval=${REFRESH_INTERVAL_SEC * 1000}`) return;
    const name = text(payload.Name);
    const size = name === 'gc-committed' ? 'dotnet_gc_committed_bytes' : EVENT_COUNTER_SIZES[name];
    if (size !== undefined && typeof payload.Mean === 'number') {
      const bytes = name === 'gc-committed' ? bytesFromMegabytes(payload.Mean) : exactBytes(payload.Mean);
      if (bytes === null) this.sizes.delete(size);
      else this.sizes.set(size, bytes);
    } else if (name === 'alloc-rate' && typeof payload.Increment === 'number' && typeof payload.IntervalSec === 'number' && payload.IntervalSec > 0) {
      this.allocationRate = BigInt(Math.round(payload.Increment / payload.IntervalSec));
    } else {
      return;
    }
    this.latestMs = atMs;
  }

  /** The newest values, or null before any arrived. */
  reading(): DotnetReading | null {
    if (this.latestMs === null) return null;
    const values: Partial<Record<DotnetMetricId, bigint>> = Object.fromEntries(this.sizes);
    const heap = sumOfGenerations(this.sizes);
    if (heap !== null) values.dotnet_heap_bytes = heap;
    if (this.allocationRate !== null) values.dotnet_allocation_bytes_per_sec = this.allocationRate;
    return { values, atMs: this.latestMs };
  }
}

/** The sum over all five generations; null unless all five are present (a partial sum is not the heap). */
function sumOfGenerations(sizes: ReadonlyMap<DotnetMetricId, bigint>): bigint | null {
  if (!GENERATIONS.every((id) => sizes.has(id))) return null;
  return GENERATIONS.reduce((sum, id) => sum + sizes.get(id)!, 0n);
}
