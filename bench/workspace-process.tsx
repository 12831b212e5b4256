// The measuring side of bench/workspace.tsx, run as a process of its own from a production bundle (bench/
// bundled-process.ts): the real Screen at 200x60 with the table and 16 Graphs (G) against the baseline Graph view
// (bench/workspace-baseline.tsx, replaced by main's GraphView in the bundle), and the table alone (no Graphs, the idle
// TUI), 100 frames each after a new sample, alternated, after WARM_UP frames each (kept and reported apart: the cold
// frames are TurboFan compiling on V8's helper threads, which process.cpuUsage counts). Writes one JSON line: each
// frame's CPU time, the heap it left and the collection that ran within it.
import { loadavg } from 'node:os';
import { PerformanceObserver, constants as perfConstants, performance, type PerformanceEntry } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { App } from '../src/app/app.js';
import type { GraphPlot } from '../src/app/graphs/series.js';
import type { AppStore } from '../src/app/view.js';
import { useAppView } from '../src/tui/hooks/useAppView.js';
import { Screen } from '../src/tui/Screen.js';
import { renderWithProviders, type Rendered } from '../test/support/render.js';
import { PROCESSES, SAMPLES, snapshot, SYSTEM } from './graphs.js';
import { GraphView } from './workspace-baseline.js';

const WIDTH = 200;
const HEIGHT = 60;
const FRAMES = 100;
/** Rows the table shows besides the Graphs' processes, as a busy host's. */
const FILLER = 120;

/** Frames drawn per scene before the measured ones (the old bench's 5 left TurboFan compiling into its first ~30). */
const WARM_UP = 60;

/** Which collection ran within a frame: a mark-compact's final pause, a scavenge, or none. */
export type FrameGc = 'mark-compact' | 'scavenge' | 'none';

/** One frame after a new sample. */
export interface Frame {
  /** CPU of the whole process from the sample to the written frame, ms. */
  readonly cpuMs: number;
  /** Heap bytes used after minus before: what the frame allocated where no collection ran within it. */
  readonly heapBytes: number;
  readonly gc: FrameGc;
}

/** One scene's frames: the warm-up's and the measured ones. */
export interface SceneFrames {
  readonly cold: Frame[];
  readonly warm: Frame[];
}

/** What this process writes: each scene's frames, and the load average before and after. */
export interface WorkspaceFrames {
  readonly workspace: SceneFrames;
  /** Empty where the baseline Graph view could not be extracted. */
  readonly baseline: SceneFrames;
  /** The table alone, as the TUI idles with no Graph shown. */
  readonly table: SceneFrames;
  readonly loadBefore: string;
  readonly loadAfter: string;
  /** Terminal size, and the rows the table has. */
  readonly size: string;
  readonly tableRows: number;
}

/**
 * The plot as the baseline view reads it: points as an array with null where the Graph has no sample, as the App made
 * them before they became Float64Arrays (s34); converted once per plot object, as the App then made it once.
 */
const oldShapes = new WeakMap<GraphPlot, GraphPlot>();
function oldShape(plot: GraphPlot): GraphPlot {
  let old = oldShapes.get(plot);
  if (old === undefined) {
    const points = Array.from(plot.points, (value) => (Number.isNaN(value) ? null : value));
    old = { ...plot, points, times: Array.from(plot.times) } as unknown as GraphPlot;
    oldShapes.set(plot, old);
  }
  return old;
}

/** Today's Graph view as its Screen showed it: subscribed to the App, in place of the table. */
function Baseline({ store }: { store: AppStore }) {
  const view = useAppView(store);
  return GraphView ? <GraphView panel={{ ...view.graphs, plots: view.graphs.plots.map(oldShape) }} width={WIDTH} height={HEIGHT - 2} /> : null;
}

function withFiller(i: number) {
  const s = snapshot(i);
  const filler = Array.from({ length: FILLER }, (_, p) => ({
    identity: { pid: 5000 + p, name: `filler-${p}`, startTimeMs: s.capturedAtMs - 60_000, startToken: '1' },
    parentPid: null,
    path: null,
    user: null,
    values: { private_bytes: BigInt(1e6 + p * 4096 + i), cpu_percent: (p % 7) / 3 },
    unavailable: {},
  }));
  return { ...s, processes: [...s.processes, ...filler] };
}

/** The App with 7,200 samples applied; with the 16 Graphs added, or none (the idle TUI's table). */
function newApp(graphs = true): App {
  const app = new App({ trackingNames: Array.from({ length: PROCESSES }, (_, p) => `bench-${p}`) });
  for (let i = 0; i < SAMPLES; i++) app.applySnapshot(i >= SAMPLES - 130 ? withFiller(i) : snapshot(i));
  if (!graphs) return app;
  for (const metricId of SYSTEM) app.actions.addGraph({ kind: 'system', metricId });
  for (const entry of app.store.processes()) if (entry.identity.name.startsWith('bench-')) app.actions.addGraph({ kind: 'process', key: entry.key, metricId: 'private_bytes' });
  return app;
}

/** Waits until ink wrote the frame the App's change caused (the Screen re-renders in the next event-loop turn). */
function nextFrame(r: Rendered): Promise<void> {
  return new Promise((resolve) => {
    const off = r.onFrame(() => {
      off();
      resolve();
    });
  });
}

/** Collections as V8 reports them, kept to find which frame each ran within. */
const collections: { start: number; end: number; kind: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    collections.push({ start: entry.startTime, end: entry.startTime + entry.duration, kind: (entry as PerformanceEntry & { detail: { kind: number } }).detail.kind });
  }
}).observe({ entryTypes: ['gc'] });

interface Timed {
  readonly cpuMs: number;
  readonly heapBytes: number;
  readonly start: number;
  readonly end: number;
}

/**
 * One frame after a new sample: CPU of this process from the sample to the written frame: the App and the render on
 * the main thread (no worker runs here, and no module loader thread as under tsx), plus whatever V8 does on its
 * helper threads meanwhile (garbage collection the frame caused, TurboFan compiling).
 */
async function frameCpu(app: App, r: Rendered, i: number): Promise<Timed> {
  const written = nextFrame(r);
  const heapBefore = getHeapStatistics().used_heap_size;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  app.applySnapshot(withFiller(i));
  await written;
  const used = process.cpuUsage(cpuStart);
  const end = performance.now();
  return { cpuMs: (used.user + used.system) / 1000, heapBytes: getHeapStatistics().used_heap_size - heapBefore, start, end };
}

/** Names the collection that ran within each frame (entries arrive after the fact, so once all frames are drawn). */
function classify(frames: readonly Timed[]): Frame[] {
  return frames.map(({ cpuMs, heapBytes, start, end }) => {
    const within = collections.filter((c) => c.start < end && c.end > start);
    const gc: FrameGc = within.some((c) => c.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR)
      ? 'mark-compact'
      : within.some((c) => c.kind === perfConstants.NODE_PERFORMANCE_GC_MINOR)
        ? 'scavenge'
        : 'none';
    return { cpuMs, heapBytes, gc };
  });
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const loadBefore = load();
const workspaceApp = newApp();
const screen = renderWithProviders(<Screen store={workspaceApp} />, { width: WIDTH, height: HEIGHT });
await screen.press('G');
if (!screen.frame().includes('Graphs 16/16')) throw new Error('the workspace did not show 16 Graphs');
const baselineApp = GraphView ? newApp() : null;
const base = baselineApp ? renderWithProviders(<Baseline store={baselineApp} />, { width: WIDTH, height: HEIGHT }) : null;
// A baseline that fails to draw writes no more frames: stop rather than wait for one.
if (base && !base.frame().includes('Graphs 16/16')) throw new Error(`the baseline Graph view did not draw: ${base.frame().slice(0, 200)}`);
const tableApp = newApp(false);
const table = renderWithProviders(<Screen store={tableApp} />, { width: WIDTH, height: HEIGHT });
if (table.frame().includes('Graphs 1')) throw new Error('the table scene shows Graphs');
const scenes = [
  { app: workspaceApp, rendered: screen, cold: [] as Timed[], warm: [] as Timed[] },
  ...(base ? [{ app: baselineApp!, rendered: base, cold: [] as Timed[], warm: [] as Timed[] }] : []),
  { app: tableApp, rendered: table, cold: [] as Timed[], warm: [] as Timed[] },
];
let next = SAMPLES;
// Warm-up, then measured frames, each round through every scene, so all see the same machine.
for (let i = 0; i < WARM_UP + FRAMES; i++) {
  for (const scene of scenes) (i < WARM_UP ? scene.cold : scene.warm).push(await frameCpu(scene.app, scene.rendered, next));
  next += 1;
}
screen.unmount();
base?.unmount();
table.unmount();
// The last collections' entries are delivered in a later turn.
await new Promise((resolve) => setTimeout(resolve, 50));
const framesOf = (scene: (typeof scenes)[number] | undefined): SceneFrames => (scene ? { cold: classify(scene.cold), warm: classify(scene.warm) } : { cold: [], warm: [] });
const result: WorkspaceFrames = {
  workspace: framesOf(scenes[0]),
  baseline: framesOf(base ? scenes[1] : undefined),
  table: framesOf(scenes[scenes.length - 1]),
  loadBefore,
  loadAfter: load(),
  size: `${WIDTH}x${HEIGHT}`,
  tableRows: PROCESSES + FILLER,
};
// The App's timers would keep the process alive: end once the line is out.
process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
