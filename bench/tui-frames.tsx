// The TUI's frame time and key latency, measured on the real Screen rendered by ink into a terminal-sized fake
// stream (ink-testing-library: every commit writes a frame, without ink's 16 ms throttle, so the numbers are the
// render cost itself), with React's production build as the application runs it (bench/index.ts sets NODE_ENV
// before React loads; the bench refuses to run otherwise, since the development build is several times slower):
// - frame time: a new snapshot applied to an App with 500 processes at 160x45 until the frame is written; peer: the
//   same App with 50 processes, same run, the two alternating in rounds;
// - key-to-frame latency: `o` opens / closes Settings until the frame shows it, with four busy MCP clients (real
//   bridges over the real socket, each calling winproc_list_processes back to back) against the same with the
//   clients paused, alternating in rounds. The clients run in their own process (bench/mcp-load-client.ts), as a
//   user's MCP clients do: their JSON work must not be billed to the application's main thread. Each side also
//   reports the main thread's CPU time per press (Linux) and the App's publications.
// Needs dist/ (npm run bench builds it). Prints, never asserts.
import { readFileSync } from 'node:fs';
import { App } from '../src/app/app.js';
import type { AppStore } from '../src/app/view.js';
import { FRAME_MS } from '../src/tui/hooks/useAppView.js';
import { Screen } from '../src/tui/Screen.js';
import { renderWithProviders, snapshotAt, type ProcessSpec } from '../test/support/render.js';
import { startBenchApplication, startLoadClients } from './mcp-harness.js';
import { summarize, type BenchResult } from './stats.js';

/** Frames per process count, split over ROUNDS alternating rounds. */
const FRAMES = 200;
/** Key presses per side (busy clients, paused clients), split over ROUNDS alternating rounds. */
const KEY_PRESSES = 120;
const ROUNDS = 4;
const BUSY_CLIENTS = 4;
const T0 = 1_800_000_000_000;

function processes(count: number, tick: number): ProcessSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    pid: 1000 + i,
    name: `bench-process-${i}`,
    start: T0,
    ppid: i === 0 ? null : 1000 + (i % 7),
    values: {
      cpu_percent: ((i * 7 + tick) % 1000) / 10,
      private_bytes: BigInt(1_000_000 + i * 4096 + tick),
      workset_bytes: BigInt(2_000_000 + i * 8192),
      handle_count: BigInt(10 + (i % 90)),
      thread_count: BigInt(1 + (i % 30)),
      io_read_bytes_per_sec: BigInt((i * tick) % 100_000),
    },
  }));
}

/**
 * Renders the Screen; `next` resolves once a written frame satisfies `until`, checked as each frame is written (no
 * polling: the main thread is idle while it waits, as the application's is, so its active time is the render's own).
 */
function mount(store: AppStore, width: number, height: number) {
  const r = renderWithProviders(<Screen store={store} />, { width, height });
  return {
    r,
    next(until: (frame: string) => boolean): Promise<void> {
      return new Promise((done) => {
        if (until(r.frame())) return done();
        const stop = r.onFrame(() => {
          if (!until(r.frame())) return;
          stop();
          done();
        });
      });
    },
  };
}

/**
 * CPU time of the calling thread in ms (Linux: /proc/thread-self/stat, utime + stime in USER_HZ ticks of 10 ms; the
 * process's own CPU time would include the MCP worker thread).
 */
function mainThreadCpuMs(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Applies `frames` more snapshots to `app` (from its `tick`), timing each until its frame is written: wall time into
 * `into`, and the process's CPU time into `cpu` (nothing else runs in this process meanwhile, so it is the main
 * thread's work, which a loaded machine stretches in wall time but hardly in CPU time).
 */
async function frameTimes(app: App, count: number, tick: number, frames: number, into: number[], cpu: number[]): Promise<void> {
  const { r, next } = mount(app, 160, 45);
  try {
    await next((frame) => frame.includes('PID'));
    for (let i = tick + 1; i <= tick + frames; i++) {
      // The header clock shows the snapshot's time: the frame carrying it is the frame of this snapshot.
      const at = T0 + i * 1000;
      const clock = new Date(at).toISOString().slice(11, 19);
      // Samples arrive a second apart: a snapshot right after the previous frame would wait for the redraw limit.
      await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      app.applySnapshot(snapshotAt(at, processes(count, i)));
      await next((frame) => frame.includes(clock));
      into.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  } finally {
    r.unmount();
  }
}

async function keyLatencies(store: AppStore, presses: number, into: number[]): Promise<void> {
  const { r, next } = mount(store, 160, 45);
  try {
    await next((frame) => frame.includes('PID'));
    for (let i = 0; i < presses; i++) {
      const opening = i % 2 === 0;
      const start = performance.now();
      await r.press('o');
      await next((frame) => frame.includes('Disable MCP connections') === opening);
      into.push(performance.now() - start);
    }
  } finally {
    r.unmount();
  }
}

export async function benchTuiFrames(): Promise<BenchResult[]> {
  if (process.env.NODE_ENV !== 'production') throw new Error('run through bench/index.ts: React must load its production build');
  const counts = [500, 50] as const;
  const apps = new Map(counts.map((count) => [count, new App()]));
  for (const [count, app] of apps) app.applySnapshot(snapshotAt(T0, processes(count, 0)));
  const frames = new Map<number, number[]>(counts.map((count) => [count, []]));
  const cpu = new Map<number, number[]>(counts.map((count) => [count, []]));
  const perRound = FRAMES / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    for (const count of round % 2 === 0 ? counts : [...counts].reverse()) await frameTimes(apps.get(count)!, count, round * perRound, perRound, frames.get(count)!, cpu.get(count)!);
  }
  const ratio = (a: BenchResult, b: BenchResult) => (a.median / b.median).toFixed(2);
  const ratios = (a: BenchResult, b: BenchResult) => ({ ratio_to_50_process_median: ratio(a, b), ratio_to_50_process_p99: (a.p99 / b.p99).toFixed(2) });
  const wall = [summarize('frame time, 500-process table at 160x45 (snapshot applied -> frame written)', 'ms', frames.get(500)!), summarize('frame time, 50-process table at 160x45 (peer)', 'ms', frames.get(50)!)] as const;
  const work = [summarize('CPU per frame, 500-process table at 160x45 (same frames)', 'ms', cpu.get(500)!), summarize('CPU per frame, 50-process table at 160x45 (peer)', 'ms', cpu.get(50)!)] as const;
  const results: BenchResult[] = [{ ...wall[0], notes: { ...ratios(wall[0], wall[1]), rounds: ROUNDS } }, wall[1], { ...work[0], notes: ratios(work[0], work[1]) }, work[1]];

  const bench = await startBenchApplication();
  const { process: load, nextLine } = await startLoadClients(bench.env, [`--busy=${BUSY_CLIENTS}`]);
  try {
    const idle: number[] = [];
    const busy: number[] = [];
    let calls = 0;
    let busyMs = 0;
    // The main thread's own CPU time per press, busy or not: equal means MCP requests cost the main thread nothing
    // and what busy clients add to the latency is the wait for a core the machine gives to other threads and
    // processes (the MCP worker, the bridges, the clients).
    const activeMs = { busy: 0, idle: 0 };
    let publications = 0;
    const unsubscribe = bench.app.subscribe(() => (publications += 1));
    const published = { busy: 0, idle: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? (['busy', 'idle'] as const) : (['idle', 'busy'] as const)) {
        load.stdin.write(side === 'busy' ? 'resume\n' : 'pause\n');
        load.stdin.write('mark\n'); // calls before the phase are not counted
        await nextLine();
        const started = performance.now();
        const cpuBefore = mainThreadCpuMs();
        const publishedBefore = publications;
        await keyLatencies(bench.app, KEY_PRESSES / ROUNDS, side === 'busy' ? busy : idle);
        activeMs[side] += mainThreadCpuMs() - cpuBefore;
        published[side] += publications - publishedBefore;
        load.stdin.write('mark\n');
        const counted = Object.values(JSON.parse(await nextLine()) as Record<string, number>).reduce((a, b) => a + b, 0);
        if (side === 'busy') {
          calls += counted;
          busyMs += performance.now() - started;
        }
      }
    }
    const loaded = summarize(`key-to-frame latency (o opens/closes Settings), ${BUSY_CLIENTS} busy MCP clients`, 'ms', busy);
    const quiet = summarize('key-to-frame latency (o opens/closes Settings), the clients paused (peer)', 'ms', idle);
    unsubscribe();
    const perPress = (side: 'busy' | 'idle') => (activeMs[side] / KEY_PRESSES).toFixed(1);
    results.push(
      { ...loaded, notes: { ratio_to_paused_median: ratio(loaded, quiet), ratio_to_paused_p99: (loaded.p99 / quiet.p99).toFixed(2), mcp_calls_per_s: (calls / (busyMs / 1000)).toFixed(1), main_thread_cpu_ms_per_press: perPress('busy'), app_publications: published.busy, rounds: ROUNDS } },
      { ...quiet, notes: { main_thread_cpu_ms_per_press: perPress('idle'), app_publications: published.idle } },
    );
  } finally {
    load.stdin.end();
    await new Promise((resolve) => load.once('exit', resolve));
    await bench.stop();
  }
  return results;
}
