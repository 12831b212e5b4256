// Guards the mapping of runtime counter events to the dotnet_* metrics on streams recorded from .NET 10: exact byte
// sizes, the heap as the sum of all five generations, the allocation rate only from two running totals, other
// metrics sessions ignored, and what EventCounters cannot give exactly (committed, fragmentation bytes) left missing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DotnetCounters, sessionProviders } from '../../../../src/collectors/dotnet/counters.js';
import { NettraceParser, type NettraceEvent } from '../../../../src/collectors/dotnet/nettrace.js';

function recorded(name: string): { events: NettraceEvent[]; parser: NettraceParser } {
  const parser = new NettraceParser();
  const events = parser.push(readFileSync(new URL(`../../../fixtures/dotnet/streams/${name}`, import.meta.url)));
  return { events, parser };
}

const meterEvent = (instrumentName: string, value: string, fields: Record<string, string> = {}, timestamp = 0n): NettraceEvent => ({
  providerName: 'System.Diagnostics.Metrics',
  eventName: 'UpDownCounterRateValuePublished',
  eventId: 16,
  version: 2,
  timestamp,
  fields: { sessionId: 'SHARED', meterName: 'System.Runtime', meterVersion: '', instrumentName, unit: 'By', tags: '', rate: '', value, ...fields },
});
const CLOCK = { syncTimeUtcMs: 1_000_000, syncTimeQpc: 0n, qpcFrequency: 1_000_000_000n, processId: 1 };

describe('System.Runtime meter (.NET 9+)', () => {
  it('reads exact generation sizes, their sum as the heap, committed and fragmentation bytes and an allocation rate', () => {
    const { events, parser } = recorded('meter-net10.nettrace');
    const counters = new DotnetCounters('SHARED');
    counters.feed(events, parser.clock);
    const reading = counters.reading()!;
    const v = reading.values;
    for (const id of ['dotnet_gc_gen0_heap_bytes', 'dotnet_gc_gen1_heap_bytes', 'dotnet_gc_gen2_heap_bytes', 'dotnet_gc_loh_bytes', 'dotnet_gc_poh_bytes', 'dotnet_gc_committed_bytes', 'dotnet_gc_fragmentation_bytes', 'dotnet_allocation_bytes_per_sec'] as const) {
      expect(typeof v[id], id).toBe('bigint');
    }
    expect(v.dotnet_heap_bytes).toBe(v.dotnet_gc_gen0_heap_bytes! + v.dotnet_gc_gen1_heap_bytes! + v.dotnet_gc_gen2_heap_bytes! + v.dotnet_gc_loh_bytes! + v.dotnet_gc_poh_bytes!);
    // The test app holds 200 arrays of 100,000 bytes on the LOH and a 256 KiB pinned buffer.
    expect(v.dotnet_gc_loh_bytes!).toBeGreaterThanOrEqual(20_000_000n);
    expect(v.dotnet_gc_poh_bytes!).toBeGreaterThanOrEqual(262_144n);
    expect(v.dotnet_allocation_bytes_per_sec!).toBeGreaterThan(0n);
    expect(reading.atMs).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });

  it('gives no allocation rate from a single running total, and computes it from two with their timestamps', () => {
    const counters = new DotnetCounters('SHARED');
    counters.feed([meterEvent('dotnet.gc.heap.total_allocated', '1000000', {}, 0n)], CLOCK);
    expect(counters.reading()!.values.dotnet_allocation_bytes_per_sec).toBeUndefined();
    counters.feed([meterEvent('dotnet.gc.heap.total_allocated', '3000000', {}, 2_000_000_000n)], CLOCK);
    expect(counters.reading()!.values.dotnet_allocation_bytes_per_sec).toBe(1_000_000n);
  });

  it('ignores other metrics sessions and meters, empty values, and a heap with a generation missing', () => {
    const counters = new DotnetCounters('SHARED');
    counters.feed(
      [
        meterEvent('dotnet.gc.last_collection.heap.size', '5', { sessionId: 'someone-else', tags: 'gc.heap.generation=gen0' }),
        meterEvent('dotnet.gc.last_collection.heap.size', '5', { meterName: 'MyApp', tags: 'gc.heap.generation=gen0' }),
        meterEvent('dotnet.gc.last_collection.memory.committed_size', ''),
      ],
      CLOCK,
    );
    expect(counters.reading()).toBeNull();
    counters.feed(['gen0', 'gen1', 'gen2', 'loh'].map((g) => meterEvent('dotnet.gc.last_collection.heap.size', '9007199254740993', { tags: `gc.heap.generation=${g}` })), CLOCK);
    const values = counters.reading()!.values;
    expect(values.dotnet_gc_gen0_heap_bytes).toBe(9007199254740993n); // beyond 2^53, still exact
    expect(values.dotnet_heap_bytes).toBeUndefined();
  });
});

describe('System.Runtime EventCounters (before .NET 9)', () => {
  it('reads byte-sized generation counters and the allocation rate, and leaves committed and fragmentation missing', () => {
    const { events, parser } = recorded('eventcounters-net10.nettrace');
    const counters = new DotnetCounters('client');
    counters.feed(events, parser.clock);
    const v = counters.reading()!.values;
    expect(v.dotnet_gc_loh_bytes!).toBeGreaterThanOrEqual(20_000_000n);
    expect(v.dotnet_heap_bytes).toBe(v.dotnet_gc_gen0_heap_bytes! + v.dotnet_gc_gen1_heap_bytes! + v.dotnet_gc_gen2_heap_bytes! + v.dotnet_gc_loh_bytes! + v.dotnet_gc_poh_bytes!);
    expect(v.dotnet_allocation_bytes_per_sec!).toBeGreaterThan(0n);
    expect(v.dotnet_gc_committed_bytes).toBeUndefined();
    expect(v.dotnet_gc_fragmentation_bytes).toBeUndefined();
  });
});

describe('session providers', () => {
  it('asks .NET 9+ for the meter only, with dotnet-counters shared-session settings, and older runtimes for EventCounters', () => {
    const [meter, ...others] = sessionProviders(10, 'id-1');
    expect(others).toEqual([]);
    expect(meter).toMatchObject({ name: 'System.Diagnostics.Metrics', keywords: 2n, level: 4 });
    expect(Object.fromEntries(meter.arguments)).toEqual({ SessionId: 'SHARED', Metrics: 'System.Runtime', RefreshInterval: '1', MaxTimeSeries: '1000', MaxHistograms: '10', ClientId: 'id-1' });
    expect(sessionProviders(8, 'id-2')).toEqual([{ name: 'System.Runtime', keywords: 0n, level: 4, arguments: [['EventCounterIntervalSec', '1']] }]);
  });
});
