// Benchmark of loading a saved log: a ~100 MB v3 recording (written with the writer's own codec) loaded as the TUI
// loads it, against its peer, a bare line-by-line JSON.parse of the same file read the same way. Then the main
// thread's longest stall while the TUI loads that file: the chunked load on the main thread against the worker-thread
// load the application uses (dist/workers/log-load.js; this thread only appends the transferred rows), measured with
// perf_hooks monitorEventLoopDelay and a 1 ms timer's longest gap. Printed, never asserted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { TUI_LOG_BUDGET_BYTES } from '../src/app/logs/feature.js';
import { loadLogFile } from '../src/recording/load.js';
import type { LoadedLog } from '../src/recording/reader.js';
import { loadLogInWorker } from '../src/recording/threaded-load.js';
import { encodeV3, type V3Record } from '../src/recording/v3-layout.js';
import { summarize, type BenchResult } from './stats.js';

/** Size of the generated log; BENCH_LOG_MB overrides it for a quick look. */
const TARGET_BYTES = (Number(process.env.BENCH_LOG_MB) || 100) * 1024 * 1024;
const PROCESSES = 40;
const RUNS = 3;
const T0 = 1_772_359_200_000;

/** A recording of PROCESSES processes with the values a Linux host records, one frame per second. */
export function writeLog(path: string): { bytes: number; frames: number } {
  const lines: string[] = [];
  const record = (r: V3Record) => lines.push(encodeV3(r));
  record({
    kind: 'session',
    session: { id: '20260301100000', app: 'bench', host: 'bench', startMs: T0, intervalSeconds: 1, tracked: ['worker'], columns: ['cpu_percent', 'private_bytes'], sort: { column: 'cpu_percent', direction: 'desc' } },
  });
  record({ kind: 'gpu', gpu: { adapterId: 0, luidHigh: 0, luidLow: 0, name: 'card0' } });
  for (let p = 0; p < PROCESSES; p++) record({ kind: 'process', process: { processId: p, pid: 1000 + p, name: `worker-${p}`, startTimeMs: T0 - 60_000 + p, path: `/usr/lib/worker/bin/worker-${p}` } });
  let bytes = lines.reduce((sum, line) => sum + line.length, 0);
  const chunks: string[] = [lines.join('')];
  let frames = 0;
  while (bytes < TARGET_BYTES) {
    const i = frames;
    const processes = Array.from({ length: PROCESSES }, (_, p) => ({
      processId: p,
      values: {
        cpu_percent: ((i * 7 + p * 13) % 1000) / 10,
        private_bytes: BigInt(100_000_000 + i * 4096 + p),
        workset_bytes: BigInt(150_000_000 + i * 4096 + p),
        workset_private_bytes: BigInt(90_000_000 + p),
        workset_shareable_bytes: BigInt(60_000_000 + p),
        thread_count: BigInt(8 + (p % 5)),
        handle_count: BigInt(40 + (i % 9)),
        io_read_bytes_per_sec: BigInt((i * p) % 65536),
        io_write_bytes_per_sec: BigInt((i + p) % 4096),
      },
    }));
    const line = encodeV3({
      kind: 'frame',
      frame: {
        capturedAtMs: T0 + (i + 1) * 1000,
        system: { physical_memory_bytes: 8_000_000_000n + BigInt(i), total_memory_bytes: 16_000_000_000n, cpu_percent: 12, process_count: 321n, disk_queue_length: 0.5 },
        gpus: [{ adapterId: 0, values: { utilization_percent: 3.5, dedicated_bytes: 268_435_456n } }],
        processes,
      },
    });
    chunks.push(line);
    bytes += line.length;
    frames += 1;
  }
  writeFileSync(path, chunks.join(''));
  return { bytes, frames };
}

/** The peer: the same chunked read and line split, each line only JSON.parse'd. */
async function bareParse(path: string): Promise<number> {
  const handle = await open(path, 'r');
  const decoder = new StringDecoder('utf8');
  const buffer = Buffer.allocUnsafe(256 * 1024);
  let carry = '';
  let parsed = 0;
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      const text = carry + decoder.write(buffer.subarray(0, bytesRead));
      let start = 0;
      for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
        JSON.parse(text.slice(start, newline));
        parsed += 1;
        start = newline + 1;
      }
      carry = text.slice(start);
    }
  } finally {
    await handle.close();
  }
  return parsed;
}

const WORKER_SCRIPT = new URL('../dist/workers/log-load.js', import.meta.url);

/** How long the main thread was held up while `load` ran: the event-loop delay's max and p99, a 1 ms timer's longest gap. */
async function stallDuring(load: () => Promise<LoadedLog>): Promise<{ maxMs: number; p99Ms: number; gapMs: number; totalMs: number; frames: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let last = performance.now();
  let gap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 1);
  delay.enable();
  const t = performance.now();
  const log = await load();
  const totalMs = performance.now() - t;
  delay.disable();
  clearInterval(timer);
  return { maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6, gapMs: gap, totalMs, frames: log.frameCount };
}

export async function benchLogLoad(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-bench-log-'));
  const path = join(dir, 'bench.log');
  try {
    const { bytes, frames } = writeLog(path);
    const load: number[] = [];
    const peer: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Interleaved, so both see the same machine load.
      let t = performance.now();
      const log = await loadLogFile(path, { budgetBytes: TUI_LOG_BUDGET_BYTES });
      load.push(performance.now() - t);
      if (log.frameCount !== frames) throw new Error(`loaded ${log.frameCount} of ${frames} frames`);
      t = performance.now();
      await bareParse(path);
      peer.push(performance.now() - t);
    }
    const loaded = summarize('log load (loadLogFile, TUI budget)', 'ms', load, { file_mb: (bytes / 1024 / 1024).toFixed(1), frames, processes: PROCESSES });
    const bare = summarize('peer: line-by-line JSON.parse of the same file', 'ms', peer);

    // The TUI's load, both ways, interleaved: what the main thread's keys and redraws wait for at worst.
    const onMain = { max: [] as number[], p99: [] as number[], gap: [] as number[], total: [] as number[] };
    const inWorker = { max: [] as number[], p99: [] as number[], gap: [] as number[], total: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      for (const [into, load] of [
        [onMain, () => loadLogFile(path, { budgetBytes: TUI_LOG_BUDGET_BYTES })],
        [inWorker, () => loadLogInWorker(WORKER_SCRIPT, path, { budgetBytes: TUI_LOG_BUDGET_BYTES })],
      ] as const) {
        const stall = await stallDuring(load);
        if (stall.frames !== frames) throw new Error(`loaded ${stall.frames} of ${frames} frames`);
        into.max.push(stall.maxMs);
        into.p99.push(stall.p99Ms);
        into.gap.push(stall.gapMs);
        into.total.push(stall.totalMs);
      }
    }
    const median = (values: number[]) => summarize('', 'ms', values).median.toFixed(1);
    const stallOnMain = summarize('TUI log load on the main thread (chunked): longest event-loop stall', 'ms', onMain.max, {
      p99_delay_ms_median: median(onMain.p99),
      longest_1ms_timer_gap_ms_median: median(onMain.gap),
      load_ms_median: median(onMain.total),
    });
    const stallInWorker = summarize('TUI log load on a worker thread (rows transferred): longest event-loop stall', 'ms', inWorker.max, {
      p99_delay_ms_median: median(inWorker.p99),
      longest_1ms_timer_gap_ms_median: median(inWorker.gap),
      load_ms_median: median(inWorker.total),
      ratio_stall_worker_to_main_median: (summarize('', 'ms', inWorker.max).median / stallOnMain.median).toFixed(2),
    });
    return [loaded, { ...bare, notes: { ratio_load_to_peer_median: (loaded.median / bare.median).toFixed(2) } }, stallOnMain, stallInWorker];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
