// Guards the mapping of the System.Runtime meter (shared metrics session) and of the System.Runtime EventCounters to
// the dotnet_* metrics, on streams recorded from .NET 10 and on hand-made events: exact generation sizes, the heap and
// the fragmentation as sums of all five generations of one collection interval, the committed size (decoded exactly
// from its MB double on EventCounters), the allocation rate per second, other sessions and intervals ignored,
// fragmentation never estimated from the EventCounters percent, and the runtime's refusals told apart.
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
    const counters = new DotnetCounters(null);
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
    const counters = new DotnetCounters(null);
    counters.feed([counter({ Name: 'alloc-rate', CounterType: 'Sum', Increment: 3_000_000, IntervalSec: 1.5 })], CLOCK);
    expect(counters.reading()!.values.dotnet_allocation_bytes_per_sec).toBe(2_000_000n);
  });

  it('ignores another session interval, fractions posing as bytes and other counters, and needs all five generations for the heap', () => {
    const counters = new DotnetCounters(null);
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

/** A System.Diagnostics.Metrics event as the runtime writes it (v2 fields). */
const meter = (eventName: string, fields: Record<string, string>): NettraceEvent => ({ providerName: 'System.Diagnostics.Metrics', eventName, eventId: 0, version: 2, timestamp: 0n, fields });
const heapSize = (generation: string, value: string, sessionId = 'SHARED', instrumentName = 'dotnet.gc.last_collection.heap.size') =>
  meter('UpDownCounterRateValuePublished', { sessionId, meterName: 'System.Runtime', instrumentName, tags: `gc.heap.generation=${generation}`, rate: '', value });

describe('System.Runtime meter', () => {
  it('reads all nine metrics exactly from the shared session recorded on .NET 10', () => {
    const { events, parser } = recorded('meter-net10.nettrace');
    const counters = new DotnetCounters('SHARED', 'ours');
    counters.feed(events, parser.clock);
    const v = counters.reading()!.values;
    for (const id of [...GENERATIONS, 'dotnet_heap_bytes', 'dotnet_gc_committed_bytes', 'dotnet_gc_fragmentation_bytes', 'dotnet_allocation_bytes_per_sec'] as const) expect(typeof v[id], id).toBe('bigint');
    expect(v.dotnet_heap_bytes).toBe(GENERATIONS.reduce((sum, id) => sum + v[id]!, 0n));
    expect(v.dotnet_gc_loh_bytes!).toBeGreaterThanOrEqual(20_000_000n);
    expect(v.dotnet_gc_fragmentation_bytes!).toBeLessThanOrEqual(v.dotnet_heap_bytes!);
  });

  it('publishes one whole collection interval: both sums need all five generations of that interval, other sessions do not count', () => {
    const counters = new DotnetCounters('SHARED', 'ours');
    const interval = (events: NettraceEvent[]) => counters.feed([meter('CollectionStart', { sessionId: 'SHARED' }), ...events, meter('CollectionStop', { sessionId: 'SHARED' })], CLOCK);
    interval([
      ...['gen0', 'gen1', 'gen2', 'loh', 'poh'].map((g) => heapSize(g, '1000')),
      ...['gen0', 'gen1', 'gen2', 'loh', 'poh'].map((g) => heapSize(g, '10', 'SHARED', 'dotnet.gc.last_collection.heap.fragmentation.size')),
      meter('UpDownCounterRateValuePublished', { sessionId: 'SHARED', meterName: 'System.Runtime', instrumentName: 'dotnet.gc.last_collection.memory.committed_size', tags: '', rate: '', value: '9000' }),
      meter('CounterRateValuePublished', { sessionId: 'SHARED', meterName: 'System.Runtime', instrumentName: 'dotnet.gc.heap.total_allocated', tags: '', rate: '4096', value: '99999' }),
      heapSize('gen0', '7', 'another-session'),
    ]);
    expect(counters.reading()!.values).toEqual({
      dotnet_gc_gen0_heap_bytes: 1000n,
      dotnet_gc_gen1_heap_bytes: 1000n,
      dotnet_gc_gen2_heap_bytes: 1000n,
      dotnet_gc_loh_bytes: 1000n,
      dotnet_gc_poh_bytes: 1000n,
      dotnet_heap_bytes: 5000n,
      dotnet_gc_fragmentation_bytes: 50n,
      dotnet_gc_committed_bytes: 9000n,
      dotnet_allocation_bytes_per_sec: 4096n,
    });
    // A later interval without POH (and without a rate) replaces the whole reading: no sum of a partial interval.
    interval([heapSize('gen0', '2000'), heapSize('gen1', '1'), heapSize('gen2', '1'), heapSize('loh', '1'), meter('CounterRateValuePublished', { sessionId: 'SHARED', meterName: 'System.Runtime', instrumentName: 'dotnet.gc.heap.total_allocated', tags: '', rate: '', value: '1' })]);
    expect(counters.reading()!.values).toEqual({ dotnet_gc_gen0_heap_bytes: 2000n, dotnet_gc_gen1_heap_bytes: 1n, dotnet_gc_gen2_heap_bytes: 1n, dotnet_gc_loh_bytes: 1n });
  });

  it('tells its own refusals from another reader refused because of the shared session, and follows a non-shared session', () => {
    const counters = new DotnetCounters('SHARED', 'ours');
    counters.feed([meter('MultipleSessionsConfiguredIncorrectlyError', { clientId: 'someone-else' }), meter('MultipleSessionsNotSupportedError', { runningSessionId: 'SHARED' })], CLOCK);
    expect(counters.takeVerdicts()).toEqual([{ kind: 'blocked_other' }]);
    counters.feed([meter('MultipleSessionsConfiguredIncorrectlyError', { clientId: 'ours' })], CLOCK);
    expect(counters.takeVerdicts()).toMatchObject([{ kind: 'refused', runningSessionId: null }]);
    counters.feed([meter('MultipleSessionsNotSupportedError', { runningSessionId: 'guid-of-collect' })], CLOCK);
    expect(counters.takeVerdicts()).toMatchObject([{ kind: 'refused', runningSessionId: 'guid-of-collect' }]);
    counters.follow('guid-of-collect');
    counters.feed([meter('CollectionStart', { sessionId: 'guid-of-collect' }), heapSize('loh', '77', 'guid-of-collect'), meter('CollectionStop', { sessionId: 'guid-of-collect' })], CLOCK);
    expect(counters.reading()!.values.dotnet_gc_loh_bytes).toBe(77n);
    // Later refusals of other tools by that session are not ours.
    counters.feed([meter('MultipleSessionsNotSupportedError', { runningSessionId: 'guid-of-collect' })], CLOCK);
    expect(counters.takeVerdicts()).toEqual([]);
  });

  it('ignores EventCounters while reading the meter', () => {
    const counters = new DotnetCounters('SHARED', 'ours');
    counters.feed([counter({ Name: 'loh-size', Mean: 123 })], CLOCK);
    expect(counters.reading()).toBeNull();
  });
});

describe('session provider', () => {
  it('asks for System.Runtime EventCounters at one second', () => {
    expect(sessionProviders('event_counters')).toEqual([{ name: 'System.Runtime', keywords: 0n, level: 4, arguments: [['EventCounterIntervalSec', '1']] }]);
  });

  it("asks for the meter's four GC instruments in the shared session with dotnet-counters' settings and its own client id", () => {
    const [provider] = sessionProviders('meter', 'client-1');
    expect(provider).toMatchObject({ name: 'System.Diagnostics.Metrics', keywords: 0x2n, level: 4 });
    expect(Object.fromEntries(provider!.arguments)).toEqual({
      SessionId: 'SHARED',
      Metrics: 'System.Runtime\\dotnet.gc.heap.total_allocated,System.Runtime\\dotnet.gc.last_collection.memory.committed_size,System.Runtime\\dotnet.gc.last_collection.heap.size,System.Runtime\\dotnet.gc.last_collection.heap.fragmentation.size',
      RefreshInterval: '1',
      MaxTimeSeries: '1000',
      MaxHistograms: '10',
      ClientId: 'client-1',
    });
  });
});
