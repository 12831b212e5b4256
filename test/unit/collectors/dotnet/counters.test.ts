// Guards the mapping of the System.Runtime EventCounters to the nine dotnet_* metrics, on a stream recorded from
// .NET 10 and on hand-made events: exact generation sizes and their sum as the heap, the committed size decoded exactly
// from its MB double, the fragmentation decoded exactly from its percent double and the heap of the same GC (and
// missing, never guessed, when the two come from different GCs), the allocation rate per measured second, other
// sessions' intervals ignored, and the session's one provider (never the System.Diagnostics.Metrics one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bytesFromMegabytes, DotnetCounters, fragmentationFromPercent, sessionProviders } from '../../../../src/collectors/dotnet/counters.js';
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
  it('reads all nine from .NET 10: exact generation sizes, their sum as the heap, committed, fragmentation and the allocation rate', () => {
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
    // The recorded test app fragments with pinned buffers: some bytes, never more than the heap.
    expect(v.dotnet_gc_fragmentation_bytes!).toBeGreaterThan(0n);
    expect(v.dotnet_gc_fragmentation_bytes!).toBeLessThanOrEqual(v.dotnet_heap_bytes!);
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

/** The runtime's own computation of `gc-fragmentation` (RuntimeEventSource, .NET 5 to 10): doubles, in this order. */
const runtimePercent = (fragmented: number, heap: number) => (heap === 0 ? 0 : (fragmented * 100) / heap);

describe('fragmentation from the gc-fragmentation percent', () => {
  it('recovers the exact byte count for heaps from bytes to terabytes', () => {
    const cases: [number, number][] = [[0, 0], [0, 1], [1, 3], [35_047_496, 78_184_984], [21_946_304, 67_626_880], [999_999_937, 1_000_000_007], [2 ** 40 - 3, 2 ** 41 + 11], [12_345, 12_345]];
    for (const [fragmented, heap] of cases) expect(fragmentationFromPercent(runtimePercent(fragmented, heap), BigInt(heap)), `${fragmented}/${heap}`).toBe(BigInt(fragmented));
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let i = 0; i < 2_000; i++) {
      const heap = next() * 64 + (next() % 64);
      const fragmented = Math.floor((next() / 2_147_483_647) * heap);
      expect(fragmentationFromPercent(runtimePercent(fragmented, heap), BigInt(heap))).toBe(BigInt(fragmented));
    }
  });

  it("refuses a percent that no byte count of that heap produces (the heap of another GC), and the runtime's edge cases", () => {
    // The percent of one GC against the heap of the next: no integer reproduces it.
    let refused = 0;
    for (let delta = 1; delta <= 1_000; delta++) if (fragmentationFromPercent(runtimePercent(35_047_496, 78_184_984), BigInt(78_184_984 + delta * 8)) === null) refused++;
    expect(refused).toBe(1_000);
    expect(fragmentationFromPercent(12.5, 0n)).toBeNull();
    expect(fragmentationFromPercent(-1, 100n)).toBeNull();
    expect(fragmentationFromPercent(Number.NaN, 100n)).toBeNull();
    expect(fragmentationFromPercent(1, BigInt(2 ** 50))).toBeNull();
  });

  it('pairs the newest percent with the heap of the same interval, and drops it when they disagree', () => {
    const counters = new DotnetCounters();
    const sizes = (values: number[]) => ['gen-0-size', 'gen-1-size', 'gen-2-size', 'loh-size', 'poh-size'].map((Name, i) => counter({ Name, Mean: values[i]! }));
    counters.feed([counter({ Name: 'gc-fragmentation', Mean: runtimePercent(1_234_567, 10_000_000) }), ...sizes([1_000_000, 2_000_000, 3_000_000, 3_000_000, 1_000_000])], CLOCK);
    expect(counters.reading()!.values.dotnet_gc_fragmentation_bytes).toBe(1_234_567n);
    // A GC between the polls: the generation sizes moved, the percent is of the GC before: missing, not a guess.
    counters.feed(sizes([1_000_008, 2_000_000, 3_000_000, 3_000_000, 1_000_000]), CLOCK);
    expect(counters.reading()!.values.dotnet_gc_fragmentation_bytes).toBeUndefined();
    expect(counters.reading()!.values.dotnet_heap_bytes).toBe(10_000_008n);
  });
});

describe('session provider', () => {
  it('asks for System.Runtime EventCounters at one second and nothing else (no metrics aggregation in the target)', () => {
    expect(sessionProviders()).toEqual([{ name: 'System.Runtime', keywords: 0n, level: 4, arguments: [['EventCounterIntervalSec', '1']] }]);
  });
});
