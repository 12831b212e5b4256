// Guards the Graph workspace in a real App (product contracts §6): run-unique increasing Graph IDs never reused,
// duplicates taking no slot, the 16-Graph capacity failing whole, one active Graph, the shared cursor with
// live-follow, A/B markers with an exact B−A (integers beyond 2^53 stay exact), MA5 for display only, the paused
// display freezing what Graphs show, process Graphs pinning their lifetime against pruning, and the shared revision.
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import type { GraphSourceRequest } from '../../../src/model/graphs.js';
import { NON_TRACKED_CAPACITY } from '../../../src/model/index.js';
import { keyOfSpec, snapshotAt, type ProcessSpec } from '../../support/render.js';

const T0 = 1_700_000_000_000;
const BIG = 2n ** 60n + 7n;

function worker(i: number): ProcessSpec {
  return { pid: 4242, name: 'worker', values: { private_bytes: BIG + BigInt(i) * 3n, cpu_percent: i * 10 } };
}

function appWithSamples(count: number, procs: (i: number) => ProcessSpec[] = (i) => [worker(i)]): App {
  const app = new App({ revisionInstance: 'test' });
  for (let i = 0; i < count; i++) app.applySnapshot(snapshotAt(T0 + i * 1000, procs(i)));
  return app;
}

const system = (metricId: string): GraphSourceRequest => ({ kind: 'system', metricId });
const WORKER_KEY = keyOfSpec(worker(0));

describe('Graph registration', () => {
  it('gives increasing run-unique IDs, never reused after removal, and keeps one active Graph', () => {
    const app = appWithSamples(3);
    app.actions.addGraph(system('cpu_percent'));
    app.actions.addGraph({ kind: 'process', key: WORKER_KEY, metricId: 'private_bytes' });
    let graphs = app.getView().graphs.workspace.graphs;
    expect(graphs.map((g) => g.graphId)).toEqual([1, 2]);
    expect(graphs.filter((g) => g.active).map((g) => g.graphId)).toEqual([1]);
    app.actions.graphs.removeActive();
    graphs = app.getView().graphs.workspace.graphs;
    expect(graphs.map((g) => g.graphId)).toEqual([2]);
    expect(graphs[0]!.active).toBe(true);
    app.actions.addGraph(system('cpu_percent'));
    expect(app.getView().graphs.workspace.graphs.map((g) => g.graphId)).toEqual([2, 3]);
  });

  it('takes no slot for a source already registered and refuses a 17th Graph with nothing added', () => {
    const app = appWithSamples(2);
    const ids = ['physical_memory_bytes', 'total_memory_bytes', 'available_memory_bytes', 'modified_memory_bytes', 'standby_memory_bytes', 'free_zeroed_memory_bytes', 'committed_bytes', 'commit_limit_bytes', 'paged_pool_bytes', 'nonpaged_pool_bytes', 'pages_input_per_sec', 'pages_output_per_sec', 'process_count', 'thread_count', 'cpu_percent', 'cpu_user_percent'];
    for (const id of ids) app.actions.addGraph(system(id));
    app.actions.addGraph(system('cpu_percent'));
    expect(app.getView().graphs.workspace.graphs).toHaveLength(16);
    expect(app.getView().actionNotice).toBeNull();
    app.actions.addGraph(system('cpu_kernel_percent'));
    expect(app.getView().graphs.workspace.graphs).toHaveLength(16);
    expect(app.getView().actionNotice).toMatch(/exceed the workspace's 16 Graphs/);
  });

  it('refuses a metric of another target kind and a non-graphable text metric', () => {
    const app = appWithSamples(1);
    app.actions.addGraph(system('private_bytes'));
    expect(app.getView().actionNotice).toMatch(/not a graphable system metric/);
    app.actions.addGraph({ kind: 'process', key: WORKER_KEY, metricId: 'path' });
    expect(app.getView().actionNotice).toMatch(/not a graphable process metric/);
    expect(app.getView().graphs.workspace.graphs).toHaveLength(0);
  });

  it('advances the shared revision when Graphs change, not when one is only looked at', () => {
    const app = appWithSamples(2);
    const before = app.currentRevision;
    app.actions.addGraph(system('cpu_percent'));
    const afterAdd = app.currentRevision;
    expect(afterAdd).not.toBe(before);
    app.actions.graphs.toggleDisplayMode();
    expect(app.currentRevision).toBe(afterAdd);
  });
});

describe('shared cursor, markers and display modes', () => {
  it('follows the newest sample until moved, keeps the position while samples arrive, and resumes follow at the end', () => {
    const app = appWithSamples(10);
    app.actions.addGraph(system('cpu_percent'));
    expect(app.getView().graphs.cursorMs).toBe(T0 + 9000);
    app.actions.graphs.moveCursor(-3);
    expect(app.getView().graphs.cursorMs).toBe(T0 + 6000);
    expect(app.getView().graphs.workspace.follow).toBe(false);
    app.applySnapshot(snapshotAt(T0 + 10_000, [worker(10)]));
    expect(app.getView().graphs.cursorMs).toBe(T0 + 6000);
    app.actions.graphs.moveCursor(100);
    expect(app.getView().graphs.workspace.follow).toBe(true);
    expect(app.getView().graphs.cursorMs).toBe(T0 + 10_000);
  });

  it('shows B−A exactly for integers beyond 2^53, and only where both exact values exist', () => {
    const app = appWithSamples(6);
    app.actions.addGraph({ kind: 'process', key: WORKER_KEY, metricId: 'private_bytes' });
    app.actions.graphs.moveCursor(-4);
    app.actions.graphs.setMarker('a');
    app.actions.graphs.moveCursor(3);
    app.actions.graphs.setMarker('b');
    const plot = app.getView().graphs.plots[0]!;
    expect(plot.aValue).toBe(BIG + 3n);
    expect(plot.bValue).toBe(BIG + 12n);
    expect(plot.difference).toBe(9n);
    expect(typeof plot.difference).toBe('bigint');
  });

  it('leaves B−A empty when the Graph has no value at a marker time', () => {
    // The worker is absent from the snapshot at T0 + 2000: no nearby sample stands in for it.
    const app = appWithSamples(5, (i) => (i === 2 ? [] : [worker(i)]));
    app.actions.addGraph({ kind: 'process', key: WORKER_KEY, metricId: 'private_bytes' });
    app.actions.graphs.moveCursor(-2);
    app.actions.graphs.setMarker('a');
    app.actions.graphs.moveCursor(2);
    app.actions.graphs.setMarker('b');
    const plot = app.getView().graphs.plots[0]!;
    expect(plot.aValue).toBeNull();
    expect(plot.difference).toBeNull();
    expect(plot.points[2]).toBeNaN();
  });

  it('draws MA5 over the displayed points while the cursor value stays raw', () => {
    const app = appWithSamples(6);
    app.actions.addGraph({ kind: 'process', key: WORKER_KEY, metricId: 'cpu_percent' });
    app.actions.graphs.toggleDisplayMode();
    const plot = app.getView().graphs.plots[0]!;
    expect(plot.mode).toBe('ma5');
    expect(plot.points.at(-1)).toBeCloseTo((10 + 20 + 30 + 40 + 50) / 5);
    expect(plot.cursorValue).toBe(50);
    expect(app.graphPreferences.displayMode).toBe('ma5');
  });

  it('freezes the displayed range while the display is paused; sampling goes on underneath', () => {
    const app = appWithSamples(3);
    app.actions.addGraph(system('cpu_percent'));
    app.actions.toggleDisplayPause();
    app.applySnapshot(snapshotAt(T0 + 3000, [worker(3)]));
    const view = app.getView().graphs;
    expect(view.workspace.displayPaused).toBe(true);
    expect(view.cursorMs).toBe(T0 + 2000);
    expect(view.workspace.visibleToMs).toBe(T0 + 2000);
    expect(app.store.system.length).toBe(4);
  });

  it('offers the ab export range only when both markers are set', () => {
    const app = appWithSamples(4);
    app.actions.addGraph(system('cpu_percent'));
    const ab = () => app.getView().graphs.workspace.exportRanges.find((r) => r.range === 'ab')!;
    expect(ab().available).toBe(false);
    app.actions.graphs.setMarker('a');
    app.actions.graphs.moveCursor(-2);
    app.actions.graphs.setMarker('b');
    expect(ab()).toEqual({ range: 'ab', available: true, fromMs: T0 + 1000, toMs: T0 + 3000 });
  });

  it('returns the same plot object while nothing a Graph shows changed (memoized per Graph)', () => {
    const app = appWithSamples(4);
    app.actions.addGraph(system('cpu_percent'));
    app.actions.toggleDisplayPause();
    const first = app.getView().graphs.plots[0];
    app.applySnapshot(snapshotAt(T0 + 4000, [worker(4)]));
    expect(app.getView().graphs.plots[0]).toBe(first);
  });
});

describe('the shared time range', () => {
  const MIN = 60_000;
  const range = (app: App) => {
    const w = app.getView().graphs.workspace;
    return { from: w.visibleFromMs, to: w.visibleToMs, span: w.span, follow: w.follow, cursor: app.getView().graphs.cursorMs };
  };
  const visible = (app: App) => app.getView().graphs.workspace.exportRanges.find((r) => r.range === 'visible')!;
  /** Ten minutes of samples, one a second. */
  const longApp = () => appWithSamples(600);

  it('shows the saved span (5 min by default) ending at the newest sample, and steps through 1, 2, 5, 10, 30 min, 1 h, 2 h with PgUp/PgDn', () => {
    const app = longApp();
    app.actions.addGraph(system('cpu_percent'));
    expect(range(app)).toMatchObject({ span: 5 * MIN, from: T0 + 299_000, to: T0 + 599_000, follow: true });
    // MCP's `visible` export range is the range the TUI shows.
    expect(visible(app)).toMatchObject({ available: true, fromMs: T0 + 299_000, toMs: T0 + 599_000 });
    app.actions.graphs.stepSpan(-1);
    app.actions.graphs.stepSpan(-1);
    expect(range(app)).toMatchObject({ span: MIN, from: T0 + 539_000 });
    app.actions.graphs.stepSpan(-1);
    expect(range(app).span).toBe(MIN);
    for (let i = 0; i < 9; i++) app.actions.graphs.stepSpan(1);
    expect(range(app)).toMatchObject({ span: 120 * MIN, from: T0 });
    expect(app.graphPreferences.span).toBe(120 * MIN);
  });

  it('f fits everything retained, following new samples; PgDn from fit goes to the preset below', () => {
    const app = longApp();
    app.actions.addGraph(system('cpu_percent'));
    app.actions.graphs.fit();
    expect(range(app)).toMatchObject({ span: 'fit', from: T0, to: T0 + 599_000 });
    app.applySnapshot(snapshotAt(T0 + 600_000, [worker(600)]));
    expect(range(app)).toMatchObject({ from: T0, to: T0 + 600_000 });
    app.actions.graphs.stepSpan(-1);
    expect(range(app).span).toBe(10 * MIN);
  });

  it('f with the cursor fixed fits everything retained and keeps fitting new samples, the cursor staying where it was', () => {
    const app = longApp();
    app.actions.addGraph(system('cpu_percent'));
    for (let i = 0; i < 5; i++) app.actions.graphs.moveCursor(-1);
    expect(range(app)).toMatchObject({ follow: false, cursor: T0 + 594_000, to: T0 + 599_000 });
    app.applySnapshot(snapshotAt(T0 + 600_000, [worker(600)]));
    // A preset span keeps a fixed cursor's range where it was.
    expect(range(app).to).toBe(T0 + 599_000);
    app.actions.graphs.fit();
    expect(range(app)).toMatchObject({ span: 'fit', follow: false, from: T0, to: T0 + 600_000, cursor: T0 + 594_000 });
    app.applySnapshot(snapshotAt(T0 + 601_000, [worker(601)]));
    expect(range(app)).toMatchObject({ from: T0, to: T0 + 601_000, cursor: T0 + 594_000 });
    app.actions.graphs.stepSpan(-1);
    // From fit, PgDn takes the preset nearest above the fitted 601 s.
    expect(range(app)).toMatchObject({ span: 30 * MIN, follow: false, cursor: T0 + 594_000 });
  });

  it('pans back by half a span with the cursor kept inside, stops at the oldest data, and follows live again on reaching the newest sample', () => {
    const app = longApp();
    app.actions.addGraph(system('cpu_percent'));
    app.actions.graphs.pan(-1);
    expect(range(app)).toMatchObject({ follow: false, to: T0 + 449_000, from: T0 + 149_000, cursor: T0 + 449_000 });
    // New samples do not move a panned range.
    app.applySnapshot(snapshotAt(T0 + 600_000, [worker(600)]));
    expect(range(app).to).toBe(T0 + 449_000);
    for (let i = 0; i < 5; i++) app.actions.graphs.pan(-1);
    expect(range(app)).toMatchObject({ from: T0, to: T0 + 300_000 });
    for (let i = 0; i < 3; i++) app.actions.graphs.pan(1);
    expect(range(app)).toMatchObject({ follow: true, to: T0 + 600_000, cursor: T0 + 600_000 });
  });

  it('moves the range with the cursor when the cursor leaves it', () => {
    const app = longApp();
    app.actions.addGraph(system('cpu_percent'));
    app.actions.graphs.stepSpan(-1);
    app.actions.graphs.stepSpan(-1);
    app.actions.graphs.moveCursor(-61);
    const after = range(app);
    expect(after.cursor).toBe(T0 + 538_000);
    expect(after.from! <= after.cursor! && after.cursor! <= after.to!).toBe(true);
  });

  it('Shift-A / Shift-B jump the cursor to a marker, x clears both, B−A carries the elapsed time', () => {
    const app = longApp();
    app.actions.addGraph({ kind: 'process', key: WORKER_KEY, metricId: 'private_bytes' });
    // Within the 120 samples an untracked process keeps.
    app.actions.graphs.moveCursor(-100);
    app.actions.graphs.setMarker('a');
    app.actions.graphs.moveCursor(18);
    app.actions.graphs.setMarker('b');
    let plot = app.getView().graphs.plots[0]!;
    expect(plot.difference).toBe(18n * 3n);
    expect(plot.elapsedMs).toBe(18_000);
    app.actions.graphs.moveCursor(1000);
    expect(range(app).follow).toBe(true);
    app.actions.graphs.jumpToMarker('a');
    expect(range(app)).toMatchObject({ cursor: T0 + 499_000, follow: false });
    expect(range(app).from! <= T0 + 499_000).toBe(true);
    app.actions.graphs.jumpToMarker('b');
    expect(range(app).cursor).toBe(T0 + 517_000);
    app.actions.graphs.clearMarkers();
    plot = app.getView().graphs.plots[0]!;
    expect(plot.difference).toBeNull();
    expect(app.getView().graphs.workspace.markerAMs).toBeNull();
  });

  it('z includes zero in the Y axis; L cycles auto, 1, 2, 3 columns; both are preferences', () => {
    const app = appWithSamples(5);
    app.actions.addGraph({ kind: 'process', key: WORKER_KEY, metricId: 'cpu_percent' });
    expect(app.getView().graphs.plots[0]!.min).toBe(0);
    app.actions.graphs.moveCursor(-1);
    const before = app.getView().graphs.plots[0]!;
    expect(before.max).toBe(40);
    app.actions.graphs.toggleZeroAxis();
    expect(app.getView().graphs.plots[0]!.min).toBe(0);
    expect(app.graphPreferences.zeroAxis).toBe(true);
    for (const expected of [1, 2, 3, 'auto']) {
      app.actions.graphs.cycleColumns();
      expect(app.getView().graphs.workspace.columns).toBe(expected);
    }
  });

  it('draws only exact stored samples: each point has its sample time, and a column is never averaged', () => {
    const app = appWithSamples(5);
    app.actions.addGraph({ kind: 'process', key: WORKER_KEY, metricId: 'cpu_percent' });
    const plot = app.getView().graphs.plots[0]!;
    expect([...plot.times]).toEqual([T0, T0 + 1000, T0 + 2000, T0 + 3000, T0 + 4000]);
    expect([...plot.points]).toEqual([0, 10, 20, 30, 40]);
    expect(plot.toMs).toBe(T0 + 4000);
    expect(plot.fromMs).toBe(T0 + 4000 - 5 * MIN);
  });

  it('g again removes a registered Graph (toggleGraph)', () => {
    const app = appWithSamples(2);
    app.actions.toggleGraph(system('cpu_percent'));
    expect(app.getView().graphs.workspace.graphs).toHaveLength(1);
    app.actions.toggleGraph(system('cpu_percent'));
    expect(app.getView().graphs.workspace.graphs).toHaveLength(0);
  });
});

describe('retention', () => {
  it('keeps the lifetime of a process Graph after it exits, beyond general retention', () => {
    const app = appWithSamples(2);
    app.actions.addGraph({ kind: 'process', key: WORKER_KEY, metricId: 'private_bytes' });
    for (let i = 2; i < NON_TRACKED_CAPACITY + 10; i++) app.applySnapshot(snapshotAt(T0 + i * 1000, []));
    expect(app.store.process(WORKER_KEY)).toBeDefined();
    expect(app.getView().graphs.plots[0]!.target).toMatch(/^worker \(PID 4242/);
  });
});
