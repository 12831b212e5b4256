// Turns the System.Runtime EventCounters of a runtime (every .NET Core 3+ runtime publishes them) into the catalog's
// dotnet_* metrics: generation sizes as exact bigints, the heap as their sum, the allocation rate from the counter's
// increment over its measured interval, and the committed size decoded exactly from its MB double. Fragmentation
// comes only as a percent there, so its byte count stays missing (never estimated). Pure: events in, the latest
// reading out.
//
// Why not the System.Runtime meter (System.Diagnostics.Metrics, .NET 9+), whose instruments are byte-exact: its
// EventSource serves one metrics aggregation per process. `dotnet-counters monitor` shares it only with an identical
// SHARED configuration and `dotnet-counters collect` never shares it, so holding it would refuse those tools ("another
// metrics collection session is already in progress"). EventCounters sessions coexist with any number of others.
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

/** Metrics these counters cannot give exactly on any runtime. */
export const UNSUPPORTED_DOTNET_METRICS: readonly DotnetMetricId[] = ['dotnet_gc_fragmentation_bytes'];

/** The one provider of every session: System.Runtime at Informational, keywords none, our interval. */
export function sessionProviders(): ProviderConfig[] {
  return [{ name: 'System.Runtime', keywords: 0n, level: 4, arguments: [['EventCounterIntervalSec', String(REFRESH_INTERVAL_SEC)]] }];
}

const GENERATIONS: readonly DotnetMetricId[] = ['dotnet_gc_gen0_heap_bytes', 'dotnet_gc_gen1_heap_bytes', 'dotnet_gc_gen2_heap_bytes', 'dotnet_gc_loh_bytes', 'dotnet_gc_poh_bytes'];

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

/** Accumulates one session's counter events into readings (one instance per session). */
export class DotnetCounters {
  private readonly sizes = new Map<DotnetMetricId, bigint>();
  private allocationRate: bigint | null = null;
  private latestMs: number | null = null;

  /** Whether any counter value arrived: the runtime is initialized and publishing (the readiness evidence). */
  get publishing(): boolean {
    return this.latestMs !== null;
  }

  feed(events: readonly NettraceEvent[], clock: TraceClock | null): void {
    for (const event of events) {
      if (event.providerName !== 'System.Runtime' || event.eventName !== 'EventCounters') continue;
      this.counterEvent(event, clock === null ? Date.now() : toEpochMs(clock, event.timestamp));
    }
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
    // The heap is the sum of all five generations (a partial sum is not the heap).
    if (GENERATIONS.every((id) => this.sizes.has(id))) values.dotnet_heap_bytes = GENERATIONS.reduce((sum, id) => sum + this.sizes.get(id)!, 0n);
    if (this.allocationRate !== null) values.dotnet_allocation_bytes_per_sec = this.allocationRate;
    return { values, atMs: this.latestMs };
  }
}
