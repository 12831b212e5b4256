// The nine dotnet_* metrics side by side with dotnet-counters (its JSON export of the System.Runtime meter): our
// readings recorded per collection interval from the product's DotnetCollector, their events grouped into the same
// metrics (the heap and the fragmentation as sums over the five generations of one timestamp), and each of their
// values paired with ours. Shared by the side-by-side test and `npm run bench -- dotnet`.
import type { DotnetCollector } from '../../src/collectors/dotnet/collector.js';
import type { DotnetMetricId } from '../../src/collectors/dotnet/counters.js';

export interface Point {
  readonly atMs: number;
  readonly value: number;
}

export const NINE: readonly DotnetMetricId[] = [
  'dotnet_heap_bytes',
  'dotnet_gc_gen0_heap_bytes',
  'dotnet_gc_gen1_heap_bytes',
  'dotnet_gc_gen2_heap_bytes',
  'dotnet_gc_loh_bytes',
  'dotnet_gc_poh_bytes',
  'dotnet_gc_committed_bytes',
  'dotnet_gc_fragmentation_bytes',
  'dotnet_allocation_bytes_per_sec',
];

const HEAP = 'dotnet.gc.last_collection.heap.size (By)';
const FRAGMENTATION = 'dotnet.gc.last_collection.heap.fragmentation.size (By)';
const GENERATION_TAGS: Readonly<Record<string, string>> = {
  dotnet_gc_gen0_heap_bytes: 'gc.heap.generation=gen0',
  dotnet_gc_gen1_heap_bytes: 'gc.heap.generation=gen1',
  dotnet_gc_gen2_heap_bytes: 'gc.heap.generation=gen2',
  dotnet_gc_loh_bytes: 'gc.heap.generation=loh',
  dotnet_gc_poh_bytes: 'gc.heap.generation=poh',
};

export interface TheirEvent {
  readonly timestamp: string;
  readonly name: string;
  readonly tags: string;
  readonly value: number;
}

/** One metric's series in dotnet-counters' export (sums only where all five generations share a timestamp). */
export function theirSeries(events: readonly TheirEvent[], metric: DotnetMetricId): Point[] {
  const one = (name: string, tags: string) => events.filter((e) => e.name === name && e.tags === tags).map((e) => ({ atMs: Date.parse(e.timestamp), value: e.value }));
  // One interval's five generations arrive one after another (each with its own timestamp): a repeated generation
  // starts the next interval, and only a group of all five is a sum.
  const sum = (name: string) => {
    const groups: Map<string, TheirEvent>[] = [];
    for (const e of events) {
      if (e.name !== name || !Object.values(GENERATION_TAGS).includes(e.tags)) continue;
      if (groups.length === 0 || groups.at(-1)!.has(e.tags)) groups.push(new Map());
      groups.at(-1)!.set(e.tags, e);
    }
    return groups.filter((group) => group.size === 5).map((group) => ({ atMs: Math.min(...[...group.values()].map((e) => Date.parse(e.timestamp))), value: [...group.values()].reduce((s, e) => s + e.value, 0) }));
  };
  switch (metric) {
    case 'dotnet_heap_bytes':
      return sum(HEAP);
    case 'dotnet_gc_fragmentation_bytes':
      return sum(FRAGMENTATION);
    case 'dotnet_gc_committed_bytes':
      return one('dotnet.gc.last_collection.memory.committed_size (By)', '');
    case 'dotnet_allocation_bytes_per_sec':
      return one('dotnet.gc.heap.total_allocated (By / 1 sec)', '');
    default:
      return one(HEAP, GENERATION_TAGS[metric]!);
  }
}

/** Records each new reading (one per collection interval) of a collected lifetime until stopped. */
export function recordReadings(collector: DotnetCollector, key: string): { readonly series: (metric: DotnetMetricId) => Point[]; stop(): void } {
  const readings: { atMs: number; values: Partial<Record<DotnetMetricId, bigint>> }[] = [];
  const timer = setInterval(() => {
    const reading = collector.readingFor(key);
    if (reading !== null && reading.atMs !== readings.at(-1)?.atMs) readings.push(reading);
  }, 50);
  return {
    series: (metric) => readings.flatMap((r) => (r.values[metric] === undefined ? [] : [{ atMs: r.atMs, value: Number(r.values[metric]) }])),
    stop: () => clearInterval(timer),
  };
}

export interface Comparison {
  readonly metric: DotnetMetricId;
  /** Their values with one of ours within half an interval (the same interval). */
  readonly pairs: number;
  readonly equal: number;
  /** The largest |ours - theirs| over the pairs. */
  readonly worst: number;
  /** The counter's own largest step between consecutive intervals, in either series (plus any slack asked for). */
  readonly step: number;
  /** Pairs that differ by more than that step (a GC between the two reads moves a value by at most one step). */
  readonly beyondStep: number;
}

/**
 * The largest change a series shows between readings one or two intervals apart: a pair's two reads come from two
 * timers up to half an interval apart, so they can sit in adjacent intervals of the other's timer, with a GC in each
 * (one interval alone was exceeded by 3 % once in CI for fragmentation, which moves up and down at every GC).
 */
const largestStep = (points: readonly Point[]) =>
  Math.max(0, ...points.flatMap((p, i) => [points[i - 1], points[i - 2]].flatMap((q) => (q === undefined ? [] : [Math.abs(p.value - q.value)]))));

/** Each of their values with our reading nearest in time, within half an interval (two timers, one interval each). */
function pairUp(ours: readonly Point[], theirs: readonly Point[]): { ours: number; theirs: number }[] {
  return theirs.flatMap((their) => {
    const mine = ours.reduce<Point | null>((best, p) => (best === null || Math.abs(p.atMs - their.atMs) < Math.abs(best.atMs - their.atMs) ? p : best), null);
    return mine !== null && Math.abs(mine.atMs - their.atMs) <= 500 ? [{ ours: mine.value, theirs: their.value }] : [];
  });
}

/** Pairs each of their values with our reading of the same interval. */
export function compare(metric: DotnetMetricId, ours: readonly Point[], theirs: readonly Point[], slack = 0): Comparison {
  const pairs = pairUp(ours, theirs);
  const step = Math.max(largestStep(ours), largestStep(theirs)) + slack;
  return {
    metric,
    pairs: pairs.length,
    equal: pairs.filter((p) => p.ours === p.theirs).length,
    worst: Math.max(0, ...pairs.map((p) => Math.abs(p.ours - p.theirs))),
    step,
    beyondStep: pairs.filter((p) => Math.abs(p.ours - p.theirs) > step).length,
  };
}

export function describeComparison(c: Comparison): string {
  return `${c.metric.padEnd(32)} pairs ${String(c.pairs).padStart(3)}  equal ${String(c.equal).padStart(3)}  worst |ours-theirs| ${c.worst}  own step ${c.step}  beyond step ${c.beyondStep}`;
}
