// The TUI's frame time and key latency, measured on the real Screen rendered by ink into a terminal-sized fake
// stream (ink-testing-library: every commit writes a frame, without ink's 16 ms throttle, so the numbers are the
// render cost itself):
// - frame time: a new snapshot applied to an App with 500 processes at 160x45 until the frame is written; peer: the
//   same App with 50 processes, same run;
// - key-to-frame latency: `o` opens / closes Settings until the frame shows it, with four busy MCP clients (real
//   bridges over the real socket, each calling winproc_list_processes in a loop) against the same with none.
// Needs dist/ (npm run bench builds it). Prints, never asserts.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { App } from '../src/app/app.js';
import type { AppStore } from '../src/app/view.js';
import { Screen } from '../src/tui/Screen.js';
import { renderWithProviders, snapshotAt, type ProcessSpec } from '../test/support/render.js';
import { connect, startBenchApplication } from './mcp-harness.js';
import { summarize, type BenchResult } from './stats.js';

const FRAMES = 200;
const KEY_PRESSES = 120;
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

/** Renders the Screen; `next` resolves once the newest written frame satisfies `until` (checked every turn). */
function mount(store: AppStore, width: number, height: number) {
  const r = renderWithProviders(<Screen store={store} />, { width, height });
  let waiting: { until: (frame: string) => boolean; done: () => void } | null = null;
  const poll = () => {
    if (waiting && waiting.until(r.frame())) {
      const w = waiting;
      waiting = null;
      w.done();
    } else if (waiting) setImmediate(poll);
  };
  return {
    r,
    next(until: (frame: string) => boolean): Promise<void> {
      return new Promise((done) => {
        waiting = { until, done };
        setImmediate(poll);
      });
    },
  };
}

async function frameTimes(count: number): Promise<number[]> {
  const app = new App();
  app.applySnapshot(snapshotAt(T0, processes(count, 0)));
  const { r, next } = mount(app, 160, 45);
  const samples: number[] = [];
  try {
    for (let i = 1; i <= FRAMES; i++) {
      // The header clock shows the snapshot's time: the frame carrying it is the frame of this snapshot.
      const at = T0 + i * 1000;
      const clock = new Date(at).toISOString().slice(11, 19);
      const start = performance.now();
      app.applySnapshot(snapshotAt(at, processes(count, i)));
      await next((frame) => frame.includes(clock));
      samples.push(performance.now() - start);
    }
  } finally {
    r.unmount();
  }
  return samples;
}

async function keyLatencies(store: AppStore): Promise<number[]> {
  const { r, next } = mount(store, 160, 45);
  const samples: number[] = [];
  try {
    await next((frame) => frame.includes('PID'));
    for (let i = 0; i < KEY_PRESSES; i++) {
      const opening = i % 2 === 0;
      const start = performance.now();
      await r.press('o');
      await next((frame) => frame.includes('Disable MCP connections') === opening);
      samples.push(performance.now() - start);
    }
  } finally {
    r.unmount();
  }
  return samples;
}

export async function benchTuiFrames(): Promise<BenchResult[]> {
  const big = await frameTimes(500);
  const small = await frameTimes(50);
  const results: BenchResult[] = [
    summarize('frame time, 500-process table at 160x45 (snapshot applied -> frame written)', 'ms', big),
    summarize('frame time, 50-process table at 160x45 (peer)', 'ms', small),
  ];
  const ratio = (a: BenchResult, b: BenchResult) => (a.median / b.median).toFixed(2);
  results[0] = { ...results[0]!, notes: { ratio_to_50_process_median: ratio(results[0]!, results[1]!) } };

  const bench = await startBenchApplication();
  const clients: Client[] = [];
  let busy = true;
  try {
    const idle = summarize('key-to-frame latency (o opens/closes Settings), no MCP clients', 'ms', await keyLatencies(bench.app));
    for (let i = 0; i < 4; i++) clients.push(await connect(bench.env));
    let calls = 0;
    const loops = clients.map(async (client) => {
      while (busy) {
        await client.callTool({ name: 'winproc_list_processes', arguments: {} });
        calls += 1;
      }
    });
    const started = performance.now();
    const loaded = summarize('key-to-frame latency (o opens/closes Settings), four busy MCP clients', 'ms', await keyLatencies(bench.app));
    const seconds = (performance.now() - started) / 1000;
    busy = false;
    await Promise.all(loops);
    results.push({ ...loaded, notes: { ratio_to_no_clients_median: (loaded.median / idle.median).toFixed(2), mcp_calls_per_s: (calls / seconds).toFixed(1) } }, idle);
  } finally {
    busy = false;
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    await bench.stop();
  }
  return results;
}
