// Turns runtime counter events (System.Diagnostics.Metrics meter instruments on .NET 9+, System.Runtime
// EventCounters on older runtimes) into the catalog's dotnet_* metrics: byte sizes as exact bigints, the allocation
// rate from two running totals and their event timestamps. Pure: events in, the latest reading out. What the source
// does not give exactly (committed and fragmentation bytes from EventCounters, which only carry MB and a percent)
// stays missing, never estimated.
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
/**
 * The metrics listener settings of dotnet-counters' shared session (its defaults). On .NET 8+ the
 * System.Diagnostics.Metrics EventSource serves one shared aggregation (every runtime with the System.Runtime meter has it): a second tool joins it only when
 * RefreshInterval, MaxTimeSeries and MaxHistograms match, so using exactly these keeps dotnet-counters usable
 * alongside the monitor, whichever starts first.
 */
export const SHARED_METRICS_SESSION = 'SHARED';
const MAX_TIME_SERIES = '1000';
const MAX_HISTOGRAMS = '10';
/** The first runtime with the System.Runtime meter. */
const METER_MAJOR = 9;

/**
 * The providers for a runtime of the given major version. .NET 9+ publishes the System.Runtime meter, whose GC
 * instruments are byte-exact and include committed and fragmentation sizes: that alone is enough, and the
 * EventCounters provider (polling some 25 counters every interval in the target) is left off to keep the cost in the
 * target low. Older runtimes only have the EventCounters.
 */
export function sessionProviders(major: number, clientId: string): ProviderConfig[] {
  if (major >= METER_MAJOR) {
    return [
      {
        name: 'System.Diagnostics.Metrics',
        keywords: 0x2n, // TimeSeriesValues only: no instrument-publishing or message events
        level: 4,
        arguments: [
          ['SessionId', SHARED_METRICS_SESSION],
          ['Metrics', 'System.Runtime'],
          ['RefreshInterval', String(REFRESH_INTERVAL_SEC)],
          ['MaxTimeSeries', MAX_TIME_SERIES],
          ['MaxHistograms', MAX_HISTOGRAMS],
          ['ClientId', clientId],
        ],
      },
    ];
  }
  return [{ name: 'System.Runtime', keywords: 0n, level: 4, arguments: [['EventCounterIntervalSec', String(REFRESH_INTERVAL_SEC)]] }];
}

const GENERATIONS: readonly (readonly [string, DotnetMetricId])[] = [
  ['gen0', 'dotnet_gc_gen0_heap_bytes'],
  ['gen1', 'dotnet_gc_gen1_heap_bytes'],
  ['gen2', 'dotnet_gc_gen2_heap_bytes'],
  ['loh', 'dotnet_gc_loh_bytes'],
  ['poh', 'dotnet_gc_poh_bytes'],
];

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

/** An invariant-culture number string of the meter events; "" means no measurement in this interval. */
function meterBytes(text: FieldValue | undefined): bigint | null {
  if (typeof text !== 'string' || !/^\d+(\.0+)?$/.test(text)) return null;
  return BigInt(text.split('.')[0]);
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

/** Sums the five generations; null unless all five are present (a partial sum is not the heap). */
function sumGenerations(sizes: ReadonlyMap<string, bigint>): bigint | null {
  let total = 0n;
  for (const [generation] of GENERATIONS) {
    const size = sizes.get(generation);
    if (size === undefined) return null;
    total += size;
  }
  return total;
}

/** Accumulates one session's events into readings. One instance per session (its running totals are per session). */
export class DotnetCounters {
  private readonly heap = new Map<string, bigint>();
  private readonly fragmentation = new Map<string, bigint>();
  private committed: bigint | null = null;
  private allocated: { total: bigint; atMs: number } | null = null;
  private allocationRate: bigint | null = null;
  private counterSizes = new Map<DotnetMetricId, bigint>();
  private counterRate: bigint | null = null;
  private latestMs: number | null = null;
  private meterSeen = false;

  /** `sessionId`: the metrics session whose values count (ours, or the shared one we joined). */
  constructor(private readonly sessionId: string) {}

  /** Whether any counter value arrived: the runtime is initialized and publishing (the readiness evidence). */
  get publishing(): boolean {
    return this.latestMs !== null;
  }

  feed(events: readonly NettraceEvent[], clock: TraceClock | null): void {
    for (const event of events) {
      const atMs = clock === null ? Date.now() : toEpochMs(clock, event.timestamp);
      if (event.providerName === 'System.Diagnostics.Metrics') this.meterEvent(event, atMs);
      else if (event.providerName === 'System.Runtime' && event.eventName === 'EventCounters') this.counterEvent(event, atMs);
    }
  }

  private meterEvent(event: NettraceEvent, atMs: number): void {
    const { fields } = event;
    if (text(fields.sessionId) !== this.sessionId || text(fields.meterName) !== 'System.Runtime') return;
    if (event.eventName !== 'UpDownCounterRateValuePublished' && event.eventName !== 'CounterRateValuePublished' && event.eventName !== 'GaugeValuePublished') return;
    const value = meterBytes(event.eventName === 'GaugeValuePublished' ? fields.lastValue : fields.value);
    if (value === null) return;
    const generation = /(?:^|,)gc\.heap\.generation=([a-z0-9]+)/.exec(text(fields.tags))?.[1];
    switch (text(fields.instrumentName)) {
      case 'dotnet.gc.last_collection.heap.size':
        if (generation) this.heap.set(generation, value);
        break;
      case 'dotnet.gc.last_collection.heap.fragmentation.size':
        if (generation) this.fragmentation.set(generation, value);
        break;
      case 'dotnet.gc.last_collection.memory.committed_size':
        this.committed = value;
        break;
      case 'dotnet.gc.heap.total_allocated':
        this.allocationTotal(value, atMs);
        break;
      default:
        return;
    }
    this.meterSeen = true;
    this.latestMs = atMs;
  }

  /** A rate needs two running totals of this session; the first one gives none (missing, not zero). */
  private allocationTotal(total: bigint, atMs: number): void {
    const previous = this.allocated;
    this.allocated = { total, atMs };
    if (previous === null || atMs <= previous.atMs || total < previous.total) return;
    const perSec = (Number(total - previous.total) * 1000) / (atMs - previous.atMs);
    this.allocationRate = BigInt(Math.round(perSec));
  }

  private counterEvent(event: NettraceEvent, atMs: number): void {
    const payload = counterPayload(event.fields);
    if (payload === null) return;
    // Sessions asking for other intervals make the provider publish at the smallest one for all; keep our own.
    if (text(payload.Series) !== `Interval=${REFRESH_INTERVAL_SEC * 1000}`) return;
    const name = text(payload.Name);
    const size = EVENT_COUNTER_SIZES[name];
    if (size !== undefined && typeof payload.Mean === 'number') {
      const bytes = exactBytes(payload.Mean);
      if (bytes === null) this.counterSizes.delete(size);
      else this.counterSizes.set(size, bytes);
    } else if (name === 'alloc-rate' && typeof payload.Increment === 'number' && typeof payload.IntervalSec === 'number' && payload.IntervalSec > 0) {
      this.counterRate = BigInt(Math.round(payload.Increment / payload.IntervalSec));
    } else {
      return;
    }
    this.latestMs = atMs;
  }

  /** The newest values, or null before any arrived. */
  reading(): DotnetReading | null {
    if (this.latestMs === null) return null;
    const values: Partial<Record<DotnetMetricId, bigint>> = {};
    if (this.meterSeen) {
      for (const [generation, id] of GENERATIONS) {
        const size = this.heap.get(generation);
        if (size !== undefined) values[id] = size;
      }
      const heap = sumGenerations(this.heap);
      if (heap !== null) values.dotnet_heap_bytes = heap;
      const fragmentation = sumGenerations(this.fragmentation);
      if (fragmentation !== null) values.dotnet_gc_fragmentation_bytes = fragmentation;
      if (this.committed !== null) values.dotnet_gc_committed_bytes = this.committed;
      if (this.allocationRate !== null) values.dotnet_allocation_bytes_per_sec = this.allocationRate;
    } else {
      for (const [id, size] of this.counterSizes) values[id] = size;
      const generations = new Map(GENERATIONS.flatMap(([generation, id]) => (this.counterSizes.has(id) ? [[generation, this.counterSizes.get(id)!] as const] : [])));
      const heap = sumGenerations(generations);
      if (heap !== null) values.dotnet_heap_bytes = heap;
      if (this.counterRate !== null) values.dotnet_allocation_bytes_per_sec = this.counterRate;
    }
    return { values, atMs: this.latestMs };
  }
}
