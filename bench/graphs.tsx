// CSV export and the Graph view: 16 Graphs x 7,200 samples (8 system metrics and 8 tracked processes' private bytes,
// integers beyond 2^53 among them). Measured in one run: the App's snapshot of the table (the only main-thread part),
// the writer as the worker runs it (csv-stringify, exact integers, ISO timestamps), the whole export through the App
// and the real worker thread, and the peer: a bare fs.writeFileSync of the same rows joined without quoting (once
// with the string pre-joined outside the timing, once joined inside it). Also the Graph view's frame time with 16
// Graphs shown after a new sample. Needs dist/ (npm run bench builds it). Prints, never asserts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToString } from 'ink';
import { App } from '../src/app/app.js';
import { workerCsvWriter, writeCsv } from '../src/app/graphs/csv-writer.js';
import { csvTable, targetLabel } from '../src/app/graphs/series.js';
import { liveGraphSource } from '../src/app/graphs/source.js';
import { INTEGER_MISSING } from '../src/model/index.js';
import type { Snapshot } from '../src/model/types.js';
import { GraphView } from '../src/tui/panels/graphs/GraphView.js';
import { renderWithProviders } from '../test/support/render.js';
import { summarize, type BenchResult } from './stats.js';

export const SAMPLES = 7_200;
const RUNS = 9;
export const SYSTEM = ['physical_memory_bytes', 'available_memory_bytes', 'committed_bytes', 'cpu_percent', 'process_count', 'thread_count', 'disk_read_bytes_per_sec', 'network_received_bytes_per_sec'] as const;
export const PROCESSES = 8;
const T0 = 1_800_000_000_000;
/** The Graph view's size in the frame benchmark: all 16 Graphs (6 plot rows and a title each) and the status line. */
const VIEW_WIDTH = 200;
const VIEW_HEIGHT = 16 * 7 + 1;

/** Sample `i` of the bench's host: 8 processes (private bytes beyond 2^53) and the system metrics the Graphs show. */
export function snapshot(i: number): Snapshot {
  return {
    sequence: i + 1,
    capturedAtMs: T0 + i * 1000,
    collectionCpuMicros: 0,
    processes: Array.from({ length: PROCESSES }, (_, p) => ({
      identity: { pid: 1000 + p, name: `bench-${p}`, startTimeMs: T0 - 1000, startToken: '1' },
      parentPid: null,
      path: null,
      user: null,
      values: { private_bytes: 2n ** 54n + BigInt(i * 4096 + p), cpu_percent: (i % 100) / 3 },
      unavailable: {},
    })),
    system: {
      values: {
        physical_memory_bytes: BigInt(8e9 + i),
        available_memory_bytes: BigInt(4e9 - i),
        committed_bytes: 2n ** 60n + BigInt(i),
        cpu_percent: (i % 97) / 1.7,
        process_count: BigInt(300 + (i % 5)),
        thread_count: BigInt(2000 + (i % 50)),
        // Every tenth value missing: empty cells.
        ...(i % 10 === 0 ? {} : { disk_read_bytes_per_sec: BigInt(i * 512), network_received_bytes_per_sec: BigInt(i * 64) }),
      },
      unavailable: {},
    },
    gpus: [],
  };
}

function median(samples: number[]): number {
  return [...samples].sort((a, b) => a - b)[samples.length >> 1]!;
}

function time(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export async function benchGraphs(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-bench-graphs-'));
  try {
    const app = new App({ trackingNames: Array.from({ length: PROCESSES }, (_, p) => `bench-${p}`), graphs: { workingDirectory: dir, csvWriter: workerCsvWriter(new URL('../dist/workers/csv.js', import.meta.url)) } });
    for (let i = 0; i < SAMPLES; i++) app.applySnapshot(snapshot(i));
    for (const metricId of SYSTEM) app.actions.addGraph({ kind: 'system', metricId });
    for (const entry of app.store.processes()) app.actions.addGraph({ kind: 'process', key: entry.key, metricId: 'private_bytes' });
    const source = liveGraphSource(app.store, null, false);
    const graphs = app.getView().graphs.workspace.graphs.map((view) => {
      const graph = { graphId: view.graphId, source: view.source };
      return { graph, history: source.history(view.source), target: targetLabel(view.source, view.process, view.adapterName) };
    });
    const snapshotMs: number[] = [];
    const writerMs: number[] = [];
    const preJoinedMs: number[] = [];
    const joinAndWriteMs: number[] = [];
    const exportMs: number[] = [];
    let rows = 0;
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      let table = csvTable(graphs, -Infinity, Infinity);
      snapshotMs.push(time(() => (table = csvTable(graphs, -Infinity, Infinity))));
      rows = table.timestamps.length;
      writerMs.push(time(() => writeCsv({ directory: dir, filename: `writer-${run}.csv`, stem: 'x', table })));
      // The peer: the same cells, joined with commas and newlines, no quoting, one bare writeFileSync.
      const joinRows = () => {
        const lines: string[] = [table.header.join(',')];
        for (let r = 0; r < rows; r++) {
          const cells = [new Date(table.timestamps[r]!).toISOString()];
          for (const column of table.columns) {
            const v = column.data[r]!;
            cells.push(column.integer ? (v === INTEGER_MISSING ? '' : v.toString()) : Number.isNaN(v) ? '' : String(v));
          }
          lines.push(cells.join(','));
        }
        return `${lines.join('\n')}\n`;
      };
      const text = joinRows();
      bytes = Buffer.byteLength(text);
      preJoinedMs.push(time(() => writeFileSync(join(dir, `peer-${run}.csv`), text)));
      joinAndWriteMs.push(time(() => writeFileSync(join(dir, `peer-joined-${run}.csv`), joinRows())));
      // The whole export as a client or `e` gets it: snapshot here, format and write on the CSV worker thread.
      const started = performance.now();
      const answer = app.submit({ operationId: `bench-${run}`, tool: 'winproc_export_graphs', arguments: { run }, connectionId: 'bench', mutation: { kind: 'graphs', action: 'export', sources: [], expectedRevision: null, outputDirectory: dir, filename: `export-${run}.csv`, range: 'all' } });
      if (!answer.ok) throw new Error(answer.error.message);
      for (;;) {
        const status = app.status(`bench-${run}`);
        if (status.ok && status.status.state !== 'running') break;
        // A timer, not a spin: the main thread stays idle while the worker writes, as the TUI's would.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      exportMs.push(performance.now() - started);
    }

    // The Graph view with 16 Graphs after each new sample: the App's part (snapshot applied, plots recomputed for
    // the Graphs whose window moved) and ink's part (the component tree re-rendered into a frame, as the Screen does:
    // a Graph whose plot object is unchanged is skipped by React.memo).
    const applyMs: number[] = [];
    const frameMs: number[] = [];
    const frameCpuMs: number[] = [];
    // The fake terminal is as wide as the view (ink-testing-library alone reports 100 columns, and ink would wrap
    // every 200-column plot line in two, measuring a frame no user sees).
    const view = (panel: ReturnType<App['getView']>['graphs']) => <GraphView panel={panel} width={VIEW_WIDTH} height={VIEW_HEIGHT} focused />;
    const screen = renderWithProviders(view(app.getView().graphs), { width: VIEW_WIDTH, height: VIEW_HEIGHT });
    // Wall time and this process's CPU time (its CSV worker is idle by now): on a loaded machine the wall time is
    // mostly the wait for a core, the CPU time the frame's own work.
    const frame = (into: number[], cpu: number[]) => {
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      screen.rerender(view(app.getView().graphs));
      screen.frame();
      into.push(performance.now() - started);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    };
    for (let i = 0; i < 30; i++) {
      applyMs.push(time(() => app.applySnapshot(snapshot(SAMPLES + i))));
      frame(frameMs, frameCpuMs);
    }
    // Paused: samples still arrive, nothing displayed changes, so every plot object is reused.
    app.actions.toggleDisplayPause();
    const pausedApplyMs: number[] = [];
    const pausedFrameMs: number[] = [];
    const pausedFrameCpuMs: number[] = [];
    for (let i = 0; i < 30; i++) {
      pausedApplyMs.push(time(() => app.applySnapshot(snapshot(SAMPLES + 30 + i))));
      frame(pausedFrameMs, pausedFrameCpuMs);
    }
    screen.unmount();
    const fullFrameMs: number[] = [];
    for (let i = 0; i < 10; i++) fullFrameMs.push(time(() => renderToString(view(app.getView().graphs), { columns: VIEW_WIDTH })));

    const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
    const shape = { graphs: graphs.length, rows, mib: (bytes / 2 ** 20).toFixed(1) };
    return [
      summarize('snapshot of 16 Graphs x 7,200 samples (main thread)', 'ms', snapshotMs, shape),
      summarize('CSV writer (csv-stringify, worker body)', 'ms', writerMs, { ...shape, ratio_vs_prejoined_writeFileSync: ratio(writerMs, preJoinedMs), ratio_vs_join_plus_writeFileSync: ratio(writerMs, joinAndWriteMs) }),
      summarize('peer: bare writeFileSync of the pre-joined string', 'ms', preJoinedMs, shape),
      summarize('peer: join rows + writeFileSync', 'ms', joinAndWriteMs, shape),
      summarize('export end to end (snapshot + worker thread)', 'ms', exportMs, { ...shape, ratio_vs_prejoined_writeFileSync: ratio(exportMs, preJoinedMs) }),
      summarize('App: apply a sample with 16 Graphs shown (plots recomputed)', 'ms', applyMs),
      summarize('Graph view frame, 16 Graphs, after a new sample (200x113)', 'ms', frameMs),
      summarize('CPU per Graph view frame, 16 Graphs, after a new sample', 'ms', frameCpuMs),
      summarize('App: apply a sample while paused (plots reused)', 'ms', pausedApplyMs),
      summarize('Graph view frame while paused (memoized Graphs skipped)', 'ms', pausedFrameMs),
      summarize('CPU per Graph view frame while paused', 'ms', pausedFrameCpuMs),
      summarize('Graph view drawn from scratch (renderToString, no memo)', 'ms', fullFrameMs),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

