// The Graph workspace's frame cost (issue 32): the real Screen at 200x60 with the table and 16 Graphs shown (G),
// 7,200 samples each (8 system metrics and 8 processes' private bytes, as the `graphs` bench), after each new
// sample: CPU of the App applying the sample (plots recomputed) plus React and ink drawing the frame.
// Measured as users run it: bench/workspace-process.tsx bundled like the application (dependencies bundled, React's
// production build, ink with the application's changed modules, scripts/ink-patched.mjs) and run with plain node;
// also with ink's stock modules (the same bundle otherwise), to show what the patched ink saves.
// Baseline in the same process: the old Graph view — its GraphView and plot (the `graphs` bench's frame), read with
// `git show` from the commit before the workspace removed them (WINPROC_BENCH_BASELINE_REF names another ref) into a temporary
// directory under node_modules/.cache and bundled in place of bench/workspace-baseline.tsx, drawing the same App's
// plots alone at 200x60, as the view that replaced the table did; and the table alone (no Graph, the idle TUI). 100
// frames each after 60 warm-up frames each, alternated. Reports median and p99 with the load average, the frames a
// collection ran within, the heap a frame allocates, and the warm-up frames apart; prints, never asserts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { inkPatched } from '../scripts/ink-patched.mjs';
import { startBundledProcess } from './bundled-process.js';
import { percentile, summarize, type BenchResult } from './stats.js';
// Types only: importing the module would run its measurement.
import type { SceneFrames, WorkspaceFrames } from './workspace-process.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Main's Graph view, extracted with git into a temporary directory; its imports point at this tree (or at the extracted plot). */
function baselineGraphView(): { entry: string; ref: string; cleanup: () => void } | { error: string } {
  const files = { 'src/tui/components/GraphView.tsx': 'GraphView.tsx', 'src/tui/graphs/plot.ts': 'plot.ts' } as const;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  // The old Graph view's files left main with the workspace (24353ef): by default, the commit before their removal.
  const removal = git('log', '-1', '--format=%H', '--diff-filter=D', 'HEAD', '--', 'src/tui/components/GraphView.tsx');
  const ref = process.env.WINPROC_BENCH_BASELINE_REF ?? (removal === '' ? git('merge-base', 'HEAD', 'main') : `${removal}^`);
  // Under node_modules/.cache: the bundler resolves ink and react from there as from this tree.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'winproc-bench-baseline-'));
  try {
    for (const [path, local] of Object.entries(files)) {
      const text = execFileSync('git', ['show', `${ref}:${path}`], { cwd: ROOT, encoding: 'utf8' });
      const rewritten = text.replace(/from '([^']+)'/g, (_all, spec: string) => {
        if (!spec.startsWith('.')) return `from '${spec}'`;
        const target = join(dirname(path), spec).replace(/\.js$/, '');
        const extracted = Object.entries(files).find(([p]) => p.replace(/\.tsx?$/, '') === target);
        return `from '${extracted ? `./${extracted[1].replace(/\.tsx?$/, '.js')}` : join(ROOT, `${target}.js`)}'`;
      });
      writeFileSync(join(dir, local), rewritten);
    }
    return { entry: join(dir, 'GraphView.tsx'), ref, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { error: (error as Error).message.split('\n').slice(0, 3).join(' ') };
  }
}

/** Bundles the extracted GraphView in place of bench/workspace-baseline.tsx. */
function baselineInPlace(entry: string): Plugin {
  return {
    name: 'workspace-baseline',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /[\\/]workspace-baseline\.js$/ }, () => ({ path: entry }));
    },
  };
}

async function measure(name: string, plugins: Plugin[]): Promise<WorkspaceFrames> {
  const child = await startBundledProcess('workspace-process', [], { file: 'workspace-process.tsx', name, bundleDependencies: true, plugins });
  try {
    return JSON.parse(await child.nextLine()) as WorkspaceFrames;
  } finally {
    await child.close();
  }
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/**
 * A scene's measured frames (CPU), with what says why the slow ones are slow: how many ran a scavenge or a
 * mark-compact, the p99 of the frames with no collection, and the heap a frame with no collection allocated.
 */
function steady(name: string, frames: SceneFrames, notes: Record<string, string | number>): BenchResult {
  const quiet = frames.warm.filter((f) => f.gc === 'none');
  const sortedQuiet = quiet.map((f) => f.cpuMs).sort((a, b) => a - b);
  return summarize(name, 'ms', frames.warm.map((f) => f.cpuMs), {
    ...notes,
    scavenge_frames: frames.warm.filter((f) => f.gc === 'scavenge').length,
    mark_compact_frames: frames.warm.filter((f) => f.gc === 'mark-compact').length,
    ...(quiet.length > 0 ? { p99_without_gc_ms: percentile(sortedQuiet, 99).toFixed(2), heap_kb_per_frame_without_gc: (median(quiet.map((f) => f.heapBytes)) / 1024).toFixed(0) } : {}),
  });
}

/** The warm-up frames, apart: TurboFan compiling on V8's helper threads, once per run (first 5: the old bench's warm-up). */
function cold(name: string, frames: SceneFrames): BenchResult {
  const cpu = frames.cold.map((f) => f.cpuMs);
  return summarize(`${name}, the ${cpu.length} warm-up frames (cold: JIT)`, 'ms', cpu, { first_5_median_ms: median(cpu.slice(0, 5)).toFixed(2), frames_6_to_30_max_ms: Math.max(...cpu.slice(5, 30)).toFixed(2) });
}

export async function benchWorkspace(): Promise<BenchResult[]> {
  const baseline = baselineGraphView();
  const baselinePlugins = 'error' in baseline ? [] : [baselineInPlace(baseline.entry)];
  const results: BenchResult[] = [];
  try {
    const bundles: [string, Plugin[]][] = [
      ['as shipped: production bundle, patched ink', [inkPatched, ...baselinePlugins]],
      ["production bundle, ink's stock modules", baselinePlugins],
    ];
    // WINPROC_BENCH_SHIPPED_ONLY=1: the shipped bundle alone (quicker A/B runs while iterating).
    for (const [label, plugins] of bundles.slice(0, process.env.WINPROC_BENCH_SHIPPED_ONLY === '1' ? 1 : 2)) {
      const frames = await measure(label.startsWith('as shipped') ? 'workspace-process' : 'workspace-process-stock-ink', [...plugins]);
      const notes = { load_before: frames.loadBefore, load_after: frames.loadAfter, size: frames.size, table_rows: frames.tableRows };
      const workspaceName = `${label}: workspace frame after a new sample, table + 16 Graphs (CPU)`;
      const baselineName = 'error' in baseline ? '' : `${label}: baseline, the old Graph view (${baseline.ref.replace(/^([0-9a-f]{7})[0-9a-f]+/, '$1')}), 16 Graphs alone (CPU)`;
      const tableName = `${label}: table frame after a new sample, no Graphs (CPU)`;
      results.push(
        steady(workspaceName, frames.workspace, {
          ...notes,
          graphs: 16,
          ...(frames.baseline.warm.length > 0 ? { ratio_median_vs_baseline: (median(frames.workspace.warm.map((f) => f.cpuMs)) / median(frames.baseline.warm.map((f) => f.cpuMs))).toFixed(2) } : {}),
        }),
        'error' in baseline ? summarize(`baseline unavailable: ${baseline.error}`, 'ms', []) : steady(baselineName, frames.baseline, { ...notes, graphs: 16 }),
        steady(tableName, frames.table, { ...notes, graphs: 0 }),
        cold(workspaceName, frames.workspace),
        ...('error' in baseline ? [] : [cold(baselineName, frames.baseline)]),
        cold(tableName, frames.table),
      );
    }
  } finally {
    if (!('error' in baseline)) baseline.cleanup();
  }
  return results;
}
