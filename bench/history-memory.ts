// Benchmark of the history store: bytes per retained value for 200 tracked targets x 7,200 samples, and summary latency over 7,200 samples.
// Run: npx tsx bench/history-memory.ts   (no --expose-gc needed; it measures process.memoryUsage() deltas)
import type { ProcessMetricId } from '../generated/metrics.js';
import type { MetricValue } from '../src/model/types.js';
import { TRACKED_CAPACITY, TargetHistory } from '../src/model/history.js';
import { PROCESS_LAYOUT } from '../src/model/metrics.js';
import { summarizeHistory, summarizeMetric } from '../src/model/query.js';

const TARGETS = 200;
const SAMPLES = TRACKED_CAPACITY;
const T0 = 1_700_000_000_000;

/** The process metrics a Linux host delivers for an ordinary process (no GPU fdinfo, no .NET). */
const LINUX_METRICS: readonly ProcessMetricId[] = [
  'cpu_percent',
  'private_bytes',
  'workset_bytes',
  'workset_private_bytes',
  'workset_shareable_bytes',
  'thread_count',
  'handle_count',
  'io_read_bytes_per_sec',
  'io_write_bytes_per_sec',
];
const ALL_NUMERIC_METRICS: readonly ProcessMetricId[] = PROCESS_LAYOUT.ids;

function sampleValues(metrics: readonly ProcessMetricId[], i: number): Partial<Record<ProcessMetricId, MetricValue>> {
  const values: Partial<Record<ProcessMetricId, MetricValue>> = {};
  for (const metric of metrics) {
    const c = PROCESS_LAYOUT.columnOf(metric)!;
    values[metric] = PROCESS_LAYOUT.representations[c] === 'integer' ? 2n ** 54n + BigInt(i * 4099 + c) : (i % 1000) / 10;
  }
  return values;
}

function fill(metrics: readonly ProcessMetricId[], samples: number): TargetHistory<ProcessMetricId> {
  const history = new TargetHistory(PROCESS_LAYOUT, TRACKED_CAPACITY);
  for (let i = 0; i < samples; i++) history.append(T0 + i * 1000 + (i % 7), sampleValues(metrics, i));
  return history;
}

/** Lets the garbage of growth reallocations be collected before a measurement, without --expose-gc. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) {
    new Array(200_000).fill(0).map((x: number) => x + 1); // young-generation churn provokes scavenges
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function measureMemory(label: string, metrics: readonly ProcessMetricId[]): Promise<TargetHistory<ProcessMetricId>[]> {
  await settle();
  const before = process.memoryUsage();
  const started = performance.now();
  const targets: TargetHistory<ProcessMetricId>[] = [];
  for (let t = 0; t < TARGETS; t++) targets.push(fill(metrics, SAMPLES));
  const fillMs = performance.now() - started;
  await settle();
  const after = process.memoryUsage();
  const values = TARGETS * SAMPLES * metrics.length;
  const arrayBuffers = after.arrayBuffers - before.arrayBuffers;
  const heap = after.heapUsed - before.heapUsed;
  const storage = targets.reduce((sum, h) => sum + h.storageBytes(), 0);
  console.log(`memory, ${label}: ${TARGETS} tracked targets x ${SAMPLES} samples x ${metrics.length} metrics = ${values} values`);
  console.log(`  arrayBuffers delta   ${(arrayBuffers / values).toFixed(2)} B/value (${(arrayBuffers / 2 ** 20).toFixed(1)} MiB)`);
  console.log(`  + heapUsed delta     ${((arrayBuffers + heap) / values).toFixed(2)} B/value (heap ${(heap / 2 ** 20).toFixed(1)} MiB)`);
  console.log(`  typed-array storage  ${(storage / values).toFixed(2)} B/value (exact, from storageBytes())`);
  console.log(`  fill time            ${(fillMs / 1000).toFixed(2)} s (${((fillMs * 1000) / (TARGETS * SAMPLES)).toFixed(2)} us per append)`);
  return targets;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

function timeIt(label: string, iterations: number, run: () => unknown): void {
  for (let i = 0; i < 200; i++) run(); // warm-up so the optimizing compiler has run
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} median ${(percentile(times, 50) * 1000).toFixed(1)} us, p99 ${(percentile(times, 99) * 1000).toFixed(1)} us`,
  );
}

async function main(): Promise<void> {
  // Timing first, on a quiet heap; the memory sets below would otherwise add their fill garbage to the GC.
  // A wrapped 7,200-sample ring, so the summary reads both physical segments.
  const history = fill(LINUX_METRICS, SAMPLES + 321);
  const from = history.timestampAt(0);
  const to = history.timestampAt(SAMPLES - 1);
  console.log(`summary over ${SAMPLES} samples (ring wrapped), 2,000 runs each:`);
  timeIt('integer metric (private_bytes, > 2^53)', 2000, () => summarizeMetric(history, 'private_bytes', from, to));
  timeIt('float metric (cpu_percent)', 2000, () => summarizeMetric(history, 'cpu_percent', from, to));
  timeIt(`coverage + ${LINUX_METRICS.length} metrics (summarizeHistory)`, 2000, () => summarizeHistory(history, LINUX_METRICS, from, to));

  const kept: TargetHistory<ProcessMetricId>[][] = [];
  kept.push(await measureMemory('Linux process metrics', LINUX_METRICS));
  kept.push(await measureMemory('every numeric process metric', ALL_NUMERIC_METRICS));
  console.log(`(kept ${kept.length} sets alive until both were measured)`);
}

await main();
