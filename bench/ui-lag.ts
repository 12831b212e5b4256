// Main-thread event-loop lag: p99 delay while the real SamplingWorker samples at 1 Hz with >= 300 extra
// processes and an App applies every snapshot, against the same duration idle. Needs dist/ (npm run bench builds it).
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { App } from '../src/app/app.js';
import { SamplingWorker } from '../src/collectors/index.js';
import { spawnSleepers } from './sampling.js';
import type { BenchResult } from './stats.js';

const EXTRA_PROCESSES = 300;
const DURATION_MS = 15_000;
/** Histogram timer resolution: a lag shorter than this is not seen. */
const RESOLUTION_MS = 5;

function resultOf(name: string, histogram: IntervalHistogram, notes: Record<string, string | number>): BenchResult {
  const ms = (ns: number) => ns / 1e6;
  return {
    name,
    unit: 'ms',
    runs: histogram.count,
    median: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    min: ms(histogram.min),
    max: ms(histogram.max),
    // The histogram records the interval between timer wake-ups, which includes the timer period itself.
    notes: { ...notes, resolution_ms: RESOLUTION_MS, p99_lag_beyond_timer_ms: Math.max(0, ms(histogram.percentile(99)) - RESOLUTION_MS).toFixed(3) },
  };
}

async function measure(durationMs: number): Promise<IntervalHistogram> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  histogram.disable();
  return histogram;
}

export async function benchUiLag(): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const sleepers = await spawnSleepers(EXTRA_PROCESSES);
  try {
    const idle = await measure(DURATION_MS);

    const app = new App();
    const worker = new SamplingWorker();
    app.attach(worker);
    let applied = 0;
    let failures = 0;
    let firstFailure = '';
    let processes = 0;
    let publishedRows = 0;
    worker.onSnapshot((snapshot) => {
      applied += 1;
      processes = snapshot.processes.length;
    });
    worker.onError((failure) => {
      failures += 1;
      firstFailure ||= `${failure.kind}: ${failure.message}`;
    });
    app.subscribe(() => {
      publishedRows = app.getView().rows.length;
    });
    try {
      // Start-up (worker thread, first passes) is not what the user lives with; measure the steady state.
      const firstTwo = new Promise<void>((resolve) => {
        const stop = worker.onSnapshot(() => {
          if (applied >= 2) {
            stop();
            resolve();
          }
        });
      });
      worker.start(1000);
      await firstTwo;
      const appliedBefore = applied;
      const sampling = await measure(DURATION_MS);
      const appliedDuring = applied - appliedBefore;
      return [
        resultOf('event-loop delay, idle (no sampling)', idle, { duration_s: DURATION_MS / 1000, extra_sleep_processes: EXTRA_PROCESSES }),
        resultOf('event-loop delay, SamplingWorker at 1 Hz + App applying snapshots', sampling, {
          duration_s: DURATION_MS / 1000,
          snapshots_applied: appliedDuring,
          processes_per_snapshot: processes,
          rows_published: publishedRows,
          sampling_failures: failures,
          ...(firstFailure ? { first_failure: JSON.stringify(firstFailure) } : {}),
        }),
      ];
    } finally {
      app.detach();
      await worker.stop();
    }
  } finally {
    await sleepers.stop();
  }
}
