// The Graph workspace's frame cost (issue 32): the real Screen at 200x60 with the table and 16 Graphs shown (G),
// 7,200 samples each (8 system metrics and 8 processes' private bytes, as the `graphs` bench), after each new
// sample: main-thread CPU of the App applying the sample (plots recomputed) plus React and ink drawing the frame.
// Baseline in the same run: today's Graph view — main's GraphView and plot (the `graphs` bench's frame), read with
// `git show` from the merge base with main (WINPROC_BENCH_BASELINE_REF names another ref) into a temporary
// directory under node_modules/.cache, drawing the same App's plots alone at 200x60, as the view that replaced the table did. 100 frames each,
// alternated. Reports median and p99 with the load average; prints, never asserts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { App } from '../src/app/app.js';
import type { GraphsPanelView } from '../src/app/graphs/feature.js';
import type { AppStore } from '../src/app/view.js';
import { useAppView } from '../src/tui/hooks/useAppView.js';
import { Screen } from '../src/tui/Screen.js';
import { renderWithProviders, type Rendered } from '../test/support/render.js';
import { PROCESSES, SAMPLES, snapshot, SYSTEM } from './graphs.js';
import { summarize, type BenchResult } from './stats.js';

const WIDTH = 200;
const HEIGHT = 60;
const FRAMES = 100;
/** Rows the table shows besides the Graphs' processes, as a busy host's. */
const FILLER = 120;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type BaselineView = ComponentType<{ panel: GraphsPanelView; width: number; height: number }>;

/** Main's Graph view, extracted with git into a temporary directory; its imports point at this tree (or at the extracted plot). */
async function baselineGraphView(): Promise<{ view: BaselineView; ref: string; cleanup: () => void } | { error: string }> {
  const ref = process.env.WINPROC_BENCH_BASELINE_REF ?? execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const files = { 'src/tui/components/GraphView.tsx': 'GraphView.tsx', 'src/tui/graphs/plot.ts': 'plot.ts' } as const;
  // Under node_modules/.cache: ink, react and the JSX runtime resolve from there as from this tree (a package.json
  // makes the files ES modules; the project's tsconfig compiles them).
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'winproc-bench-baseline-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    for (const [path, local] of Object.entries(files)) {
      const text = execFileSync('git', ['show', `${ref}:${path}`], { cwd: ROOT, encoding: 'utf8' });
      const rewritten = text.replace(/from '([^']+)'/g, (_all, spec: string) => {
        if (!spec.startsWith('.')) return `from '${spec}'`;
        const target = join(dirname(path), spec).replace(/\.js$/, '');
        const extracted = Object.entries(files).find(([p]) => p.replace(/\.tsx?$/, '') === target);
        return `from '${extracted ? `./${extracted[1].replace(/\.tsx?$/, '.js')}` : pathToFileURL(join(ROOT, `${target}.js`)).href}'`;
      });
      // Outside the project's tsconfig the JSX compiles to React.createElement: React must be in scope.
      writeFileSync(join(dir, local), local.endsWith('.tsx') ? `import React from 'react';\n${rewritten}` : rewritten);
    }
    const module = (await import(pathToFileURL(join(dir, 'GraphView.tsx')).href)) as { GraphView: BaselineView };
    return { view: module.GraphView, ref, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { error: (error as Error).message.split('\n').slice(0, 3).join(' ') };
  }
}

/** Today's Graph view as its Screen showed it: subscribed to the App, in place of the table. */
function baselineScreen(View: BaselineView) {
  return function Baseline({ store }: { store: AppStore }) {
    const view = useAppView(store);
    return <View panel={view.graphs} width={WIDTH} height={HEIGHT - 2} />;
  };
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

/** One frame after a new sample: CPU of this process (the App and the render; no worker runs) from the sample to the written frame. */
async function frameCpu(app: App, r: Rendered, i: number): Promise<number> {
  const written = nextFrame(r);
  const start = process.cpuUsage();
  app.applySnapshot(withFiller(i));
  await written;
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export async function benchWorkspace(): Promise<BenchResult[]> {
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  const loadBefore = load();
  const workspaceApp = newApp();
  const screen = renderWithProviders(<Screen store={workspaceApp} />, { width: WIDTH, height: HEIGHT });
  await screen.press('G');
  if (!screen.frame().includes('Graphs 16/16')) throw new Error('the workspace did not show 16 Graphs');
  const baseline = await baselineGraphView();
  const baselineApp = 'error' in baseline ? null : newApp();
  const Baseline = 'error' in baseline ? null : baselineScreen(baseline.view);
  const base = baselineApp && Baseline ? renderWithProviders(<Baseline store={baselineApp} />, { width: WIDTH, height: HEIGHT }) : null;
  // A baseline that fails to draw writes no more frames: stop rather than wait for one.
  if (base && !base.frame().includes('Graphs 16/16')) throw new Error(`the baseline Graph view did not draw: ${base.frame().slice(0, 200)}`);
  const workspaceCpu: number[] = [];
  const baselineCpu: number[] = [];
  let next = SAMPLES;
  // Warm-up, then alternate, so both see the same machine.
  for (let i = 0; i < 5; i++) {
    await frameCpu(workspaceApp, screen, next);
    if (base) await frameCpu(baselineApp!, base, next);
    next += 1;
  }
  for (let i = 0; i < FRAMES; i++) {
    workspaceCpu.push(await frameCpu(workspaceApp, screen, next));
    if (base) baselineCpu.push(await frameCpu(baselineApp!, base, next));
    next += 1;
  }
  screen.unmount();
  base?.unmount();
  if (!('error' in baseline)) baseline.cleanup();
  const notes = { load_before: loadBefore, load_after: load(), size: `${WIDTH}x${HEIGHT}`, graphs: 16, table_rows: PROCESSES + FILLER };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  return [
    summarize('workspace frame after a new sample: table + 16 Graphs (main-thread CPU)', 'ms', workspaceCpu, {
      ...notes,
      ...(baselineCpu.length > 0 ? { ratio_median_vs_baseline: (median(workspaceCpu) / median(baselineCpu)).toFixed(2) } : {}),
    }),
    'error' in baseline
      ? summarize(`baseline unavailable: ${baseline.error}`, 'ms', [])
      : summarize(`baseline: today's Graph view (${baseline.ref.slice(0, 7)}), 16 Graphs alone, after a new sample (main-thread CPU)`, 'ms', baselineCpu, notes),
  ];
}
