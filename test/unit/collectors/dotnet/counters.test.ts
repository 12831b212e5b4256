// Guards the mapping of System.Runtime EventCounters to the dotnet_* metrics, on a stream recorded from .NET 10 and on
// hand-made events: exact generation sizes, the heap as the sum of all five, the committed size decoded exactly from
// its MB double, the allocation rate per second of the measured interval, other intervals ignored, and fragmentation
// (only a percent there) never estimated.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bytesFromMegabytes, DotnetCounters, sessionProviders } from '../../../../src/collectors/dotnet/counters.js';
import { NettraceParser, type NettraceEvent } from '../../../../src/collectors/dotnet/nettrace.js';

function recorded(name: string): { events: NettraceEvent[]; parser: NettraceParser } {
  const parser = new NettraceParser();
  const events = parser.push(readFileSync(new URL(`../../../fixtures/dotnet/streams/${name}`, import.meta.url)));
  return { events, parser };
}

/** An EventCounters event as the runtime nests it (the payload object under an unnamed field). */
const counter = (payload: Record<string, string | number>): NettraceEvent => ({
  providerName: 'System.Runtime',
  eventName: 'EventCounters',
  eventId: 1,
  version: 0,
  timestamp: 0n,
  fields: { '': { Payload: { Series: 'Interval=1000', ...payload } } },
});
const CLOCK = { syncTimeUtcMs: 1_000_000, syncTimeQpc: 0n, qpcFrequency: 1_000_000_000n, processId: 1 };
const GENERATIONS = ['dotnet_gc_gen0_heap_bytes', 'dotnet_gc_gen1_heap_bytes', 'dotnet_gc_gen2_heap_bytes', 'dotnet_gc_loh_bytes', 'dotnet_gc_poh_bytes'] as const;

describe('System.Runtime EventCounters', () => {
  it('reads exact generation sizes, their sum as the heap, the committed size and the allocation rate from .NET 10', () => {
    const { events, parser } = recorded('eventcounters-net10.nettrace');
    const counters = new DotnetCounters();
    expect(counters.publishing).toBe(false);
    counters.feed(events, parser.clock);
    expect(counters.publishing).toBe(true);
    const reading = counters.reading()!;
    const v = reading.values;
    for (const id of [...GENERATIONS, 'dotnet_gc_committed_bytes', 'dotnet_allocation_bytes_per_sec'] as const) expect(typeof v[id], id).toBe('bigint');
    expect(v.dotnet_heap_bytes).toBe(GENERATIONS.reduce((sum, id) => sum + v[id]!, 0n));
    // The test app holds 200 arrays of 100,000 bytes on the LOH and a 256 KiB pinned buffer.
    expect(v.dotnet_gc_loh_bytes!).toBeGreaterThanOrEqual(20_000_000n);
    expect(v.dotnet_gc_poh_bytes!).toBeGreaterThanOrEqual(262_144n);
    expect(v.dotnet_gc_committed_bytes!).toBeGreaterThanOrEqual(v.dotnet_heap_bytes!);
    expect(v.dotnet_allocation_bytes_per_sec!).toBeGreaterThan(0n);
    expect(v.dotnet_gc_fragmentation_bytes).toBeUndefined();
    expect(reading.atMs).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });

  it('computes the allocation rate over the measured interval, not the nominal second', () => {
    const counters = new DotnetCounters();
    counters.feed([counter({ Name: 'alloc-rate', CounterType: 'Sum', Increment: 3_000_000, IntervalSec: 1.5 })], CLOCK);
    expect(counters.reading()!.values.dotnet_allocation_bytes_per_sec).toBe(2_000_000n);
  });

  it('ignores another session interval, fractions posing as bytes and other counters, and needs all five generations for the heap', () => {
    const counters = new DotnetCounters();
    counters.feed([counter({ Name: 'loh-size', Mean: 123, Series: 'Interval=5000' }), counter({ Name: 'gen-0-size', Mean: 10.5 }), counter({ Name: 'cpu-usage', Mean: 3 })], CLOCK);
    expect(counters.reading()?.values).toEqual({});
    counters.feed(['gen-0-size', 'gen-1-size', 'gen-2-size', 'loh-size'].map((Name) => counter({ Name, Mean: 1000 })), CLOCK);
    expect(counters.reading()!.values).toEqual({ dotnet_gc_gen0_heap_bytes: 1000n, dotnet_gc_gen1_heap_bytes: 1000n, dotnet_gc_gen2_heap_bytes: 1000n, dotnet_gc_loh_bytes: 1000n });
    counters.feed([counter({ Name: 'poh-size', Mean: 24 })], CLOCK);
    expect(counters.reading()!.values.dotnet_heap_bytes).toBe(4024n);
  });

  it('decodes the committed MB double back to the exact byte count', () => {
    for (const bytes of [0, 1, 999_999, 1_000_001, 123_456_789, 8_589_934_597, 2 ** 40 + 7, 4_000_000_000_000_001]) {
      expect(bytesFromMegabytes(bytes / 1_000_000), String(bytes)).toBe(BigInt(bytes));
    }
    expect(bytesFromMegabytes(0.1234567891)).toBeNull();
    expect(bytesFromMegabytes(-1)).toBeNull();
    expect(bytesFromMegabytes(Number.NaN)).toBeNull();
  });
});

describe('session provider', () => {
  it('asks for System.Runtime EventCounters at one second and nothing from the shared metrics EventSource', () => {
    expect(sessionProviders()).toEqual([{ name: 'System.Runtime', keywords: 0n, level: 4, arguments: [['EventCounterIntervalSec', '1']] }]);
  });
});
