// The side-by-side check of issues 17 and 36: the product's DotnetCollector and dotnet-counters (the reference tool,
// installed by the test as a local dotnet tool) read the same .NET 10 process (test/fixtures/dotnet: it allocates,
// fragments with pinned buffers and collects) at the same time, in both orders, over at least 10 one-second intervals,
// and every one of the nine dotnet_* metrics is compared with what dotnet-counters exported. The compared numbers are
// printed (the issue asks for them).
// We read the System.Runtime EventCounters and hold no metrics aggregation; dotnet-counters collect reads the
// System.Runtime meter in a non-shared metrics session of its own, which the runtime refuses (and collect exits) while
// any other aggregation runs. So collect must run, and exit 0, whether it started before or after us. Our values and
// theirs are different reads of the same quantities (our EventCounters poll and their aggregation's interval run on
// two timers): each pair must be equal or within the counter's own step over one or two intervals, which is what GCs between
// the two reads can move it. Fragmentation: ours is the runtime's FragmentedBytes, theirs the sum of the per-generation
// fragmentation; the runtime's two differ after a background GC (seen: by 100,024 bytes), so that slack is allowed.
// On a quiet target (no allocation after one full blocking GC) both read the same last GC: there every pair of the
// eight GC values must be equal, which checks our decoding (committed, fragmentation) against the meter's bytes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DotnetCollector } from '../../../src/collectors/dotnet/collector.js';
import type { DotnetStatus } from '../../../src/model/dotnet.js';
import { dotnetCounters, startDotnetApp, startTokenOf, type DotnetApp } from '../../support/dotnet-app.js';
import { compare, describeComparison, NINE, recordReadings, theirSeries, type TheirEvent } from '../../support/dotnet-side-by-side.js';
import { waitFor } from '../../support/live-app.js';

const REFUSED = /Another metrics collection session|Concurrent sessions are not supported/;
/**
 * GCMemoryInfo.FragmentedBytes (ours, through gc-fragmentation) minus the sum of GenerationInfo[].FragmentationAfterBytes
 * (theirs, the meter) after a background gen2 GC on .NET 10.0.12: 12 of 640 GCs of a probe app, always this amount.
 */
const BACKGROUND_GC_FRAGMENTATION_GAP = 100_024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('side by side with dotnet-counters collect', () => {
  let work: string;
  let run: ReturnType<typeof dotnetCounters>;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'winproc-dotnet-counters-'));
    run = dotnetCounters();
  }, 300_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const collect = (pid: number, output: string, seconds: number) =>
    run(['collect', '-p', String(pid), '--counters', 'System.Runtime', '--refresh-interval', '1', '--format', 'json', '-o', output, '--duration', `00:00:00:${String(seconds).padStart(2, '0')}`], 120_000);
  const observe = (app: DotnetApp) => {
    const reports: DotnetStatus[] = [];
    const collector = new DotnetCollector((status) => reports.push(status), { platform: 'linux' });
    const key = `${app.pid}:${startTokenOf(app.pid)}:side-by-side`;
    collector.setTargets([{ key, pid: app.pid, startToken: startTokenOf(app.pid) }]);
    return { collector, reports, key };
  };

  /** Compares the nine and prints the numbers; every pair equal or within the counter's own step. */
  const compareNine = (title: string, recording: ReturnType<typeof recordReadings>, events: readonly TheirEvent[]) => {
    const lines: string[] = [];
    for (const metric of NINE) {
      const theirSide = theirSeries(events, metric);
      // Rates: two one-second windows up to half a second apart over a bursty allocator, and theirs is the interval's
      // increase per nominal second (a timer that runs late on a loaded machine stretches it), ours per measured
      // second: a quarter of the largest value on top of the step (seen at load 26: one pair of 13 beyond step + 1 %).
      const slack = metric === 'dotnet_allocation_bytes_per_sec' ? 0.25 * Math.max(...theirSide.map((p) => p.value)) : metric === 'dotnet_gc_fragmentation_bytes' ? BACKGROUND_GC_FRAGMENTATION_GAP : 0;
      const c = compare(metric, recording.series(metric), theirSide, slack);
      lines.push(describeComparison(c));
      expect(c.pairs, metric).toBeGreaterThanOrEqual(10);
      expect(c.beyondStep, `${metric}: ${describeComparison(c)}`).toBe(0);
    }
    process.stdout.write(`${title}:\n${lines.join('\n')}\n`);
  };

  it('started first: it keeps its session and exits 0, and all nine of ours are within the step of its values', async () => {
    const app = await startDotnetApp();
    try {
      const output = join(work, 'theirs-first.json');
      const theirs = collect(app.pid, output, 18);
      // Its session is up once it published: the runtime's metrics EventSource then holds its aggregation.
      await sleep(5_000);
      const { collector, reports, key } = observe(app);
      const recording = recordReadings(collector, key);
      await waitFor(() => reports.find((r) => r.state === 'collecting') ?? null, 'collecting', 30_000);
      const result = await theirs;
      recording.stop();
      expect(result.stdout + result.stderr).not.toMatch(REFUSED);
      expect(result.status).toBe(0);
      compareNine('dotnet-counters collect started first', recording, (JSON.parse(readFileSync(output, 'utf8')) as { Events: TheirEvent[] }).Events);
      await collector.close();
    } finally {
      await app.stop();
    }
  });

  it('started after us: the runtime does not refuse it, it exits 0, and all nine of ours are within the step of its values', async () => {
    const app = await startDotnetApp();
    try {
      const { collector, key } = observe(app);
      await waitFor(() => (Object.keys(collector.readingFor(key)?.values ?? {}).length === 9 ? true : null), 'all nine from our session', 40_000);
      const recording = recordReadings(collector, key);
      const output = join(work, 'ours-first.json');
      const result = await collect(app.pid, output, 14);
      recording.stop();
      expect(result.stdout + result.stderr).not.toMatch(REFUSED);
      expect(result.status).toBe(0);
      compareNine('dotnet-counters collect started after us', recording, (JSON.parse(readFileSync(output, 'utf8')) as { Events: TheirEvent[] }).Events);
      // We kept all nine the whole time.
      expect(Object.keys(collector.readingFor(key)?.values ?? {})).toHaveLength(9);
      await collector.close();
    } finally {
      await app.stop();
    }
  });

  it('on a quiet target (one last GC for both readers): the eight sizes of every pair are equal, fragmentation included', async () => {
    const app = await startDotnetApp();
    try {
      const { collector, key } = observe(app);
      await waitFor(() => (Object.keys(collector.readingFor(key)?.values ?? {}).length === 9 ? true : null), 'all nine from our session', 40_000);
      // A full blocking GC, then no allocation to cause another: GC-derived values stand still for both tools, so any
      // difference would be a wrong reading (the fragmentation decoding included), not timing.
      await app.quiet();
      const recording = recordReadings(collector, key);
      const output = join(work, 'quiet.json');
      const result = await collect(app.pid, output, 12);
      recording.stop();
      expect(result.status).toBe(0);
      const events = (JSON.parse(readFileSync(output, 'utf8')) as { Events: TheirEvent[] }).Events;
      const lines: string[] = [];
      for (const metric of NINE.filter((m) => m !== 'dotnet_allocation_bytes_per_sec')) {
        const c = compare(metric, recording.series(metric), theirSeries(events, metric));
        lines.push(describeComparison(c));
        expect(c.pairs, metric).toBeGreaterThanOrEqual(8);
        expect(c.equal, `${metric}: ${describeComparison(c)}`).toBe(c.pairs);
      }
      process.stdout.write(`dotnet-counters collect on a quiet target:\n${lines.join('\n')}\n`);
      await collector.close();
    } finally {
      await app.stop();
    }
  }, 120_000);
});

describe('side by side with dotnet-counters monitor', () => {
  let run: ReturnType<typeof dotnetCounters>;
  beforeAll(() => {
    run = dotnetCounters();
  }, 300_000);

  // monitor asks for the shared metrics session (SHARED on .NET 8+): it runs with or without us; this checks that it
  // still does, before and after us, and that we keep all nine beside it. It draws a console table, so its values are
  // only checked to be there (the collect test above compares them).
  const monitor = (pid: number, seconds: number) =>
    run(['monitor', '-p', String(pid), '--counters', 'System.Runtime', '--refresh-interval', '1', '--duration', `00:00:00:${String(seconds).padStart(2, '0')}`], 120_000);
  const ranFine = (result: { status: number | null; stdout: string; stderr: string }) => {
    expect(result.stdout + result.stderr).not.toMatch(REFUSED);
    expect(result.stdout + result.stderr).not.toMatch(/Error/);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/dotnet\.gc\.last_collection\.heap\.fragmentation\.size \(By\)/);
    expect(result.stdout).toMatch(/dotnet\.gc\.last_collection\.heap\.size \(By\)[\s\S]*loh\s+[\d,]+/);
  };

  it('started before us and after us: it runs and exits 0, and we read all nine beside it', async () => {
    const app = await startDotnetApp();
    const collector = new DotnetCollector(() => undefined, { platform: 'linux' });
    try {
      const first = monitor(app.pid, 10);
      await sleep(4_000);
      const key = `${app.pid}:${startTokenOf(app.pid)}:monitor`;
      collector.setTargets([{ key, pid: app.pid, startToken: startTokenOf(app.pid) }]);
      await waitFor(() => (Object.keys(collector.readingFor(key)?.values ?? {}).length === 9 ? true : null), 'all nine beside monitor', 30_000);
      ranFine(await first);
      const second = await monitor(app.pid, 6);
      ranFine(second);
      const since = Date.now() - 2_000;
      await waitFor(() => {
        const reading = collector.readingFor(key);
        return reading !== null && reading.atMs > since && Object.keys(reading.values).length === 9 ? true : null;
      }, 'all nine after the second monitor', 10_000);
    } finally {
      await collector.close();
      await app.stop();
    }
  });
});
