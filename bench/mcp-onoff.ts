// Criterion 12.12: the same repeated MCP workload (bench/mcp-load-client.ts: three clients through real bridges
// repeating read tools and an investigation) against the application with MCP enabled and with MCP disabled at run
// time (the Settings action `Disable MCP connections`), alternated in one run so both sides see the same machine.
// Measures on the application's main thread, where the App applies snapshots and the UI would draw: sample latency
// (from the sampler's request of a pass to the App having applied its snapshot) and event-loop delay
// (perf_hooks monitorEventLoopDelay). Reports each side's median and p99, the ratios enabled/disabled, and an A/A
// control: each side's even rounds against its odd rounds (aa_*), so the run's own noise is printed beside the ratios.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startBenchApplication, startLoadClients } from './mcp-harness.js';
import { summarize, type BenchResult } from './stats.js';

/** Sampling interval of the run: four passes a second give enough latency samples per phase for a p99. */
const SAMPLE_INTERVAL_MS = 250;
/**
 * Enabled and disabled phases alternate this many times each; which side goes first alternates too. Many short
 * rounds rather than a few long ones: the A/A control compares even with odd rounds, and a shared host's load
 * drifts over minutes, so more interleaving narrows the control's spread (4x15 s read A/A 0.65-2.16 at load 3-6).
 */
const ROUNDS = 12;
const PHASE_MS = 10_000;
/** Not measured after a toggle: the listener closing or starting, and the clients' bridges reconnecting. */
const SETTLE_MS = 2_000;
/** Event-loop histogram resolution (as bench/ui-lag.ts). */
const RESOLUTION_MS = 5;

type Side = 'enabled' | 'disabled';

interface SideMeasure {
  readonly latencies: number[];
  /** The same latencies split by round parity: the A/A control (the same side against itself, in the same run). */
  readonly byParity: readonly [number[], number[]];
  /** Enabled only during this side's phases: percentiles over all of them. */
  readonly loop: ReturnType<typeof monitorEventLoopDelay>;
  /** The largest delay of any phase, from a histogram per phase (re-enabling `loop` counts the gap as one delay). */
  maxLoopNs: number;
  calls: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchMcpOnOff(): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const application = await startBenchApplication();
  const { app, sampler } = application;
  const sides: Record<Side, SideMeasure> = {
    enabled: { latencies: [], byParity: [[], []], loop: monitorEventLoopDelay({ resolution: RESOLUTION_MS }), maxLoopNs: 0, calls: {} },
    disabled: { latencies: [], byParity: [[], []], loop: monitorEventLoopDelay({ resolution: RESOLUTION_MS }), maxLoopNs: 0, calls: {} },
  };
  let measuring: Side | null = null;
  let parity: 0 | 1 = 0;
  // Registered after the App's own listener (App.attach), so it runs once the snapshot is applied.
  const unsubscribe = sampler.onSnapshot(() => {
    if (measuring === null) return;
    const latency = performance.now() - sampler.passRequestedAt;
    sides[measuring].latencies.push(latency);
    sides[measuring].byParity[parity].push(latency);
  });
  sampler.start(SAMPLE_INTERVAL_MS);

  const { process: load, nextLine } = await startLoadClients(application.env);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      parity = (round % 2) as 0 | 1;
      const order: Side[] = round % 2 === 0 ? ['enabled', 'disabled'] : ['disabled', 'enabled'];
      for (const side of order) {
        app.actions.setMcpConnectionsDisabled(side === 'disabled');
        await sleep(SETTLE_MS);
        load.stdin.write('mark\n'); // counts of the settling time are dropped
        await nextLine();
        const phase = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
        measuring = side;
        sides[side].loop.enable();
        phase.enable();
        await sleep(PHASE_MS);
        phase.disable();
        sides[side].loop.disable();
        measuring = null;
        sides[side].maxLoopNs = Math.max(sides[side].maxLoopNs, phase.max);
        load.stdin.write('mark\n');
        for (const [outcome, count] of Object.entries(JSON.parse(await nextLine()) as Record<string, number>)) sides[side].calls[outcome] = (sides[side].calls[outcome] ?? 0) + count;
      }
    }
  } finally {
    load.stdin.end();
    await new Promise((resolve) => load.once('exit', resolve));
    unsubscribe();
    await application.stop();
  }

  const ms = (ns: number) => ns / 1e6;
  const callNotes = (side: Side) => ({ mcp_calls: Object.entries(sides[side].calls).map(([outcome, count]) => `${outcome}:${count}`).join(',') });
  const latency = (side: Side) => summarize(`sample latency, request to applied snapshot, MCP ${side} under the client load`, 'ms', sides[side].latencies, { interval_ms: SAMPLE_INTERVAL_MS, ...callNotes(side) });
  const loopDelay = (side: Side): BenchResult => {
    const histogram = sides[side].loop;
    return {
      name: `UI event-loop delay (main thread), MCP ${side} under the client load`,
      unit: 'ms',
      runs: histogram.count,
      median: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      min: ms(histogram.min),
      max: ms(sides[side].maxLoopNs),
      // The histogram records the interval between timer wake-ups, which includes the timer period itself.
      notes: { resolution_ms: RESOLUTION_MS },
    };
  };
  const ratios = (on: BenchResult, off: BenchResult) => ({ ratio_enabled_to_disabled_median: (on.median / off.median).toFixed(2), ratio_enabled_to_disabled_p99: (on.p99 / off.p99).toFixed(2) });
  // A/A control: each side's even rounds against its odd rounds. An enabled/disabled ratio inside the A/A spread is noise.
  const control = (side: Side) => {
    const [even, odd] = sides[side].byParity.map((latencies) => summarize('', 'ms', latencies));
    return { [`aa_${side}_median`]: (even!.median / odd!.median).toFixed(2), [`aa_${side}_p99`]: (even!.p99 / odd!.p99).toFixed(2) };
  };
  const [latencyOn, latencyOff, loopOn, loopOff] = [latency('enabled'), latency('disabled'), loopDelay('enabled'), loopDelay('disabled')];
  const phases = `${ROUNDS}x${PHASE_MS / 1000}s per side, alternating`;
  return [
    { ...latencyOn, notes: { ...latencyOn.notes, ...ratios(latencyOn, latencyOff), ...control('enabled'), ...control('disabled'), phases } },
    latencyOff,
    { ...loopOn, notes: { ...loopOn.notes, ...ratios(loopOn, loopOff), phases } },
    loopOff,
  ];
}
