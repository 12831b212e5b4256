// The side-by-side check of issues 17 and 36: the product's DotnetCollector and dotnet-counters (the reference tool,
// installed by the test as a local dotnet tool) read the same .NET 10 process (test/fixtures/dotnet: it allocates,
// fragments with pinned buffers and collects) at the same time, in both orders, over at least 10 one-second intervals,
// and every one of the nine dotnet_* metrics is compared with what dotnet-counters exported. The compared numbers are
// printed (the issue asks for them).
// - dotnet-counters collect first: it holds a non-shared metrics session (it never asks for SHARED), the runtime refuses
//   our shared one, and we read the values of its session beside it: the same intervals, so all nine must be equal.
// - ours first: the runtime refuses the non-shared session of a dotnet-counters collect started after us (its rule:
//   one non-shared aggregation, never beside a shared one; dotnet-counters then exits). We see that refusal and give
//   the meter up (EventCounters from then on), so dotnet-counters started again runs beside us. Then eight metrics
//   come from different reads of the same quantities (fragmentation is only a percent in EventCounters): each must be
//   equal or within the counter's own step between intervals, which is what a GC between the two reads can move it.
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

  it('started first: we read its session beside it and all nine metrics are equal in the shared intervals', async () => {
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
      expect(reports.map((r) => r.detail).join('\n')).toMatch(/another tool's metrics session/);
      const events = (JSON.parse(readFileSync(output, 'utf8')) as { Events: TheirEvent[] }).Events;
      const lines: string[] = [];
      for (const metric of NINE) {
        const c = compare(metric, recording.series(metric), theirSeries(events, metric), 0, 'late');
        lines.push(describeComparison(c));
        expect(c.pairs, metric).toBeGreaterThanOrEqual(10);
        // The same intervals: equal. Their stamps wander (1.0 to 1.1 s late), so a pair can land on the neighbouring
        // interval; such a pair must still be within the counter's own step (seen: 2 of 14 for the heap, once).
        expect(c.beyondStep, `${metric}: ${describeComparison(c)}`).toBe(0);
        expect(c.equal / c.pairs, `${metric}: ${describeComparison(c)}`).toBeGreaterThanOrEqual(0.8);
      }
      process.stdout.write(`dotnet-counters collect started first (we read its session):\n${lines.join('\n')}\n`);
      // It ended: all nine go on arriving (the runtime keeps that aggregation while our session still listens to it;
      // were it gone, our watchdog would rejoin the shared session).
      const ended = Date.now();
      await waitFor(() => {
        const reading = collector.readingFor(key);
        return reading !== null && reading.atMs > ended + 2_000 && Object.keys(reading.values).length === 9 ? true : null;
      }, 'all nine after it ended', 30_000);
      await collector.close();
    } finally {
      await app.stop();
    }
  });

  it('started after us: refused once by the runtime, we give the meter up, and started again it runs beside us', async () => {
    const app = await startDotnetApp();
    try {
      const { collector, reports, key } = observe(app);
      await waitFor(() => (Object.keys(collector.readingFor(key)?.values ?? {}).length === 9 ? true : null), 'all nine from our shared session', 40_000);
      const refused = await collect(app.pid, join(work, 'refused.json'), 6);
      expect(refused.stdout + refused.stderr).toMatch(REFUSED);
      const gaveWay = await waitFor(() => reports.find((r) => r.state === 'collecting' && /EventCounters/.test(r.detail)) ?? null, 'our EventCounters session', 30_000);
      expect(gaveWay.detail).toMatch(/was refused its metrics session while ours ran/);
      expect(collector.sourceOf(key)).toBe('event_counters');

      const recording = recordReadings(collector, key);
      const output = join(work, 'ours-first.json');
      const result = await collect(app.pid, output, 14);
      recording.stop();
      expect(result.stdout + result.stderr).not.toMatch(REFUSED);
      expect(result.status).toBe(0);
      const events = (JSON.parse(readFileSync(output, 'utf8')) as { Events: TheirEvent[] }).Events;
      const lines: string[] = [];
      for (const metric of NINE) {
        const theirSide = theirSeries(events, metric);
        if (metric === 'dotnet_gc_fragmentation_bytes') {
          // Only a percent in the EventCounters: ours is missing (never estimated), theirs is there.
          expect(recording.series(metric)).toEqual([]);
          expect(theirSide.length).toBeGreaterThanOrEqual(10);
          expect(collector.valuesFor(key)?.unavailable[metric]).toBe('unsupported');
          lines.push(`${metric.padEnd(32)} theirs ${theirSide.length} intervals, ours unavailable (EventCounters carry a percent)`);
          continue;
        }
        // Their rate and ours cover different one-second windows: 1 % of the largest value on top of the step.
        const slack = metric === 'dotnet_allocation_bytes_per_sec' ? 0.01 * Math.max(...theirSide.map((p) => p.value)) : 0;
        const c = compare(metric, recording.series(metric), theirSide, slack);
        lines.push(describeComparison(c));
        expect(c.pairs, metric).toBeGreaterThanOrEqual(10);
        expect(c.beyondStep, `${metric}: ${describeComparison(c)}`).toBe(0);
      }
      process.stdout.write(`dotnet-counters collect started after us (second start, ours on EventCounters):\n${lines.join('\n')}\n`);
      await collector.close();
    } finally {
      await app.stop();
    }
  });
});
