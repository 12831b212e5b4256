// The measuring side of bench/workspace.tsx, run as a process of its own from a production bundle (bench/
// bundled-process.ts): the real Screen at 200x60 with the table and 16 Graphs (G) against the baseline Graph view
// (bench/workspace-baseline.tsx, replaced by main's GraphView in the bundle), 100 frames each after a new sample,
// alternated. Writes one JSON line: the CPU time of each frame in ms, both sides.
import { loadavg } from 'node:os';
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

/** What this process writes: per-frame CPU in ms, and the load average before and after. */
export interface WorkspaceFrames {
  readonly workspace: number[];
  readonly baseline: number[];
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

function newApp(): App {
  const app = new App({ trackingNames: Array.from({ length: PROCESSES }, (_, p) => `bench-${p}`) });
  for (let i = 0; i < SAMPLES; i++) app.applySnapshot(i >= SAMPLES - 130 ? withFiller(i) : snapshot(i));
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

/**
 * One frame after a new sample: CPU of this process from the sample to the written frame: the App and the render on
 * the main thread (no worker runs here, and no module loader thread as under tsx), plus whatever V8 does on its
 * helper threads meanwhile (garbage collection the frame caused).
 */
async function frameCpu(app: App, r: Rendered, i: number): Promise<number> {
  const written = nextFrame(r);
  const start = process.cpuUsage();
  app.applySnapshot(withFiller(i));
  await written;
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
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
const workspace: number[] = [];
const baseline: number[] = [];
let next = SAMPLES;
// Warm-up, then alternate, so both see the same machine.
for (let i = 0; i < 5; i++) {
  await frameCpu(workspaceApp, screen, next);
  if (base) await frameCpu(baselineApp!, base, next);
  next += 1;
}
for (let i = 0; i < FRAMES; i++) {
  workspace.push(await frameCpu(workspaceApp, screen, next));
  if (base) baseline.push(await frameCpu(baselineApp!, base, next));
  next += 1;
}
screen.unmount();
base?.unmount();
const result: WorkspaceFrames = { workspace, baseline, loadBefore, loadAfter: load(), size: `${WIDTH}x${HEIGHT}`, tableRows: PROCESSES + FILLER };
// The App's timers would keep the process alive: end once the line is out.
process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
