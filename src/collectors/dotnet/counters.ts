// Turns a runtime's System.Runtime EventCounters into the catalog's dotnet_* metrics (every .NET Core 3+ runtime):
// generation sizes in bytes, their sum as the heap, the committed size and the fragmentation decoded exactly from the
// doubles the runtime computes them as, and the allocation rate per measured second. Why EventCounters and not the
// System.Runtime meter (System.Diagnostics.Metrics): the runtime's metrics EventSource serves one aggregation per
// process and refuses every later non-shared reader while any aggregation runs, shared or not, so a monitor holding
// the meter would lock out a `dotnet-counters collect` started after it (collect never asks for the shared session
// and exits on the refusal). EventCounters take any number of readers. Pure: events in, the latest reading out.
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

/** The one provider of a session: the System.Runtime EventCounters at our interval. */
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

/**
 * `gc-fragmentation` is the last GC's FragmentedBytes * 100.0 / HeapSizeBytes, computed in doubles, and
 * HeapSizeBytes is the sum of the five generation sizes of that GC (what gen-0-size .. poh-size report). Given that
 * heap, the byte count is the integer whose own computation reproduces the runtime's double exactly; it is accepted
 * only when exactly one integer does. A heap from another GC than the percent's (a collection between the two polls
 * of one interval) reproduces the double by chance about once in 10^8, so it reads as missing, never as a guess.
 */
export function fragmentationFromPercent(percent: number, heap: bigint): bigint | null {
  if (!Number.isFinite(percent) || percent < 0) return null;
  if (heap === 0n) return percent === 0 ? 0n : null; // the runtime reports 0 % for an empty heap
  const heapBytes = Number(heap);
  // Above 2^53 / 100 the product F * 100 is no longer exact in a double: no exact answer to give.
  if (!Number.isSafeInteger(heapBytes * 100)) return null;
  const guess = Math.round((percent * heapBytes) / 100);
  const matches = [guess - 1, guess, guess + 1].filter((bytes) => bytes >= 0 && (bytes * 100) / heapBytes === percent);
  return matches.length === 1 ? BigInt(matches[0]!) : null;
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
  private fragmentationPercent: number | null = null;
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
    } else if (name === 'gc-fragmentation' && typeof payload.Mean === 'number') {
      this.fragmentationPercent = payload.Mean;
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
    if (heap !== null) {
      values.dotnet_heap_bytes = heap;
      const fragmentation = this.fragmentationPercent === null ? null : fragmentationFromPercent(this.fragmentationPercent, heap);
      if (fragmentation !== null) values.dotnet_gc_fragmentation_bytes = fragmentation;
    }
    if (this.allocationRate !== null) values.dotnet_allocation_bytes_per_sec = this.allocationRate;
    return { values, atMs: this.latestMs };
  }
}

/** The sum over all five generations; null unless all five are present (a partial sum is not the heap). */
function sumOfGenerations(sizes: ReadonlyMap<DotnetMetricId, bigint>): bigint | null {
  if (!GENERATIONS.every((id) => sizes.has(id))) return null;
  return GENERATIONS.reduce((sum, id) => sum + sizes.get(id)!, 0n);
}
