// Guards the Samples inspector's computations (issue 32, product contracts §6): exact values aligned to the shared
// timeline with gaps kept as gaps, the delta to the previous sample (missing when either side is), Max @ time over the
// visible range, the five-sample moving average at the cursor over the available values, A, B and B−A with the time
// between them only when both exact values exist, integers beyond 2^53 exact as bigint; and the App publishing it for
// the active Graph, following the cursor, from the Log view's rebuilt histories too.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { inspectSamples, maxInRange, movingAverageAt } from '../../../src/app/graphs/samples.js';
import type { Graph, Window } from '../../../src/app/graphs/workspace.js';
import { PROCESS_LAYOUT, SYSTEM_LAYOUT, TargetHistory } from '../../../src/model/index.js';
import { keyOfSpec, snapshotAt, type ProcessSpec } from '../../support/render.js';

const T0 = 1_700_000_000_000;
const BIG = 2n ** 60n + 1n;

/** A timeline of `count` samples one second apart and a process history holding `values` (null: no sample then). */
function histories(values: readonly (bigint | null)[]) {
  const timeline = new TargetHistory(SYSTEM_LAYOUT, 1000);
  const history = new TargetHistory(PROCESS_LAYOUT, 1000);
  values.forEach((value, i) => {
    timeline.append(T0 + i * 1000, { cpu_percent: 1 });
    if (value !== null) history.append(T0 + i * 1000, { private_bytes: value, cpu_percent: i / 2 });
  });
  return { timeline, history };
}

/** A window over timeline samples `from..to` (one second apart from T0) with the cursor at `cursor`. */
const w = (from: number, to: number, cursor: number): Window => ({ from, to, cursor, fromMs: T0 + from * 1000, toMs: T0 + to * 1000 });

const graph: Graph = { graphId: 7, source: { kind: 'process', key: 'k', metricId: 'private_bytes' } };

describe('inspectSamples', () => {
  it('lists exact values with deltas to the previous sample; a missing sample is a gap and so are the deltas beside it', () => {
    const { timeline, history } = histories([BIG, BIG + 10n, null, BIG + 40n, BIG + 45n]);
    const view = inspectSamples({ graph, history, timeline, window: w(0, 4, 4), markerA: null, markerB: null, target: 't' });
    expect(view.rows.map((r) => r.value)).toEqual([BIG, BIG + 10n, null, BIG + 40n, BIG + 45n]);
    expect(view.rows.map((r) => r.delta)).toEqual([null, 10n, null, null, 5n]);
    expect(view.rows.map((r) => r.atMs)).toEqual([0, 1, 2, 3, 4].map((i) => T0 + i * 1000));
    expect(view.cursorRow).toBe(4);
    expect(view.cursorMs).toBe(T0 + 4000);
    expect(view.integer).toBe(true);
    expect(view.unit).toBe('bytes');
  });

  it('takes the first row delta from the sample before the published rows, and scrolls the rows with the cursor', () => {
    const { timeline, history } = histories(Array.from({ length: 30 }, (_, i) => BigInt(i * i)));
    const view = inspectSamples({ graph, history, timeline, window: w(0, 29, 12), markerA: null, markerB: null, target: 't', around: 3 });
    expect(view.rows.map((r) => r.value)).toEqual([81n, 100n, 121n, 144n, 169n, 196n, 225n]);
    expect(view.rows[0]!.delta).toBe(81n - 64n);
    expect(view.cursorRow).toBe(3);
    const moved = inspectSamples({ graph, history, timeline, window: w(0, 29, 28), markerA: null, markerB: null, target: 't', around: 3 });
    expect(moved.rows.map((r) => r.value)).toEqual([625n, 676n, 729n, 784n, 841n]);
    expect(moved.cursorRow).toBe(3);
  });

  it('gives B−A with the elapsed time only when both markers have exact values, exact beyond 2^53, negative when B is lower', () => {
    const { timeline, history } = histories([BIG + 52_551_680n, null, BIG, BIG + 3n]);
    const window = w(0, 3, 3);
    const both = inspectSamples({ graph, history, timeline, window, markerA: T0 + 2000, markerB: T0, target: 't' });
    expect(both.a).toEqual({ atMs: T0 + 2000, value: BIG });
    expect(both.b).toEqual({ atMs: T0, value: BIG + 52_551_680n });
    expect(both.difference).toEqual({ value: 52_551_680n, elapsedMs: -2000 });
    const reversed = inspectSamples({ graph, history, timeline, window, markerA: T0, markerB: T0 + 3000, target: 't' });
    expect(reversed.difference).toEqual({ value: 3n - 52_551_680n, elapsedMs: 3000 });
    // A at a time the Graph has no sample: A shows a gap and there is no B−A, never a neighbour's value.
    const gap = inspectSamples({ graph, history, timeline, window, markerA: T0 + 1000, markerB: T0 + 3000, target: 't' });
    expect(gap.a).toEqual({ atMs: T0 + 1000, value: null });
    expect(gap.difference).toBeNull();
    const none = inspectSamples({ graph, history, timeline, window, markerA: null, markerB: T0, target: 't' });
    expect(none.a).toBeNull();
    expect(none.difference).toBeNull();
  });

  it('reads Max @ time over the visible range only, at the first time the maximum was reached', () => {
    const { timeline, history } = histories([900n, 5n, 70n, 70n, 20n, null]);
    const view = inspectSamples({ graph, history, timeline, window: w(1, 5, 4), markerA: null, markerB: null, target: 't' });
    expect(view.max).toEqual({ value: 70n, atMs: T0 + 2000 });
    expect(maxInRange(history, 'private_bytes', T0 + 5000, T0 + 5000)).toBeNull();
    expect(maxInRange(null, 'private_bytes', T0, T0 + 5000)).toBeNull();
  });

  it('finds the exact maximum among integers beyond 2^53 that round to one number, at its first time', () => {
    // BIG, BIG + 2 and BIG - 1 are one number as doubles; the exact maximum is BIG + 2, first at T0 + 2000.
    const { history } = histories([BIG, BIG - 1n, BIG + 2n, 5n, BIG + 2n, BIG]);
    expect(Number(BIG + 2n)).toBe(Number(BIG));
    expect(maxInRange(history, 'private_bytes', T0, T0 + 5000)).toEqual({ value: BIG + 2n, atMs: T0 + 2000 });
    expect(maxInRange(history, 'private_bytes', T0, T0 + 1000)).toEqual({ value: BIG, atMs: T0 });
  });

  it('averages the available values of the five samples ending at the cursor, rounding an integer mean exactly', () => {
    const { timeline, history } = histories([1000n, BIG, BIG + 1n, null, BIG + 2n, BIG + 4n]);
    const view = inspectSamples({ graph, history, timeline, window: w(0, 5, 5), markerA: null, markerB: null, target: 't' });
    // Samples 1..5: BIG, BIG+1, gap, BIG+2, BIG+4 → (4·BIG + 7) / 4 = BIG + 1.75, rounded to BIG + 2.
    expect(view.movingAverage).toEqual({ value: BIG + 2n, samples: 4 });
    // The cursor on the gap: no average, as the MA5 display has no point there.
    const atGap = inspectSamples({ graph, history, timeline, window: w(0, 5, 3), markerA: null, markerB: null, target: 't' });
    expect(atGap.movingAverage).toBeNull();
    // Fewer than five samples before the cursor: the ones there are.
    const early = inspectSamples({ graph, history, timeline, window: w(0, 5, 1), markerA: null, markerB: null, target: 't' });
    expect(early.movingAverage).toEqual({ value: (1000n + BIG + 1n) / 2n, samples: 2 });
  });

  it('averages floats as floats and rounds integer halves up', () => {
    expect(movingAverageAt([1.5, null, 2.5])).toEqual({ value: 2, samples: 2 });
    expect(movingAverageAt([1n, 2n])).toEqual({ value: 2n, samples: 2 });
    expect(movingAverageAt([1n, 2n, 2n])).toEqual({ value: 2n, samples: 3 });
    expect(movingAverageAt([])).toBeNull();
  });

  it('keeps float metrics as numbers and their deltas as number differences', () => {
    const { timeline, history } = histories([1n, 2n, 3n]);
    const cpu: Graph = { graphId: 1, source: { kind: 'process', key: 'k', metricId: 'cpu_percent' } };
    const view = inspectSamples({ graph: cpu, history, timeline, window: w(0, 2, 2), markerA: null, markerB: null, target: 't' });
    expect(view.rows.map((r) => r.value)).toEqual([0, 0.5, 1]);
    expect(view.rows.map((r) => r.delta)).toEqual([null, 0.5, 0.5]);
    expect(view.integer).toBe(false);
  });
});

describe('the App publishes the active Graph\'s inspector', () => {
  const worker = (i: number): ProcessSpec => ({ pid: 4242, name: 'worker', values: { private_bytes: BIG + BigInt(i) * 1_048_576n, cpu_percent: i } });

  it('follows the shared cursor and the active Graph, and is null without Graphs', () => {
    const app = new App({ revisionInstance: 'test' });
    for (let i = 0; i < 10; i++) app.applySnapshot(snapshotAt(T0 + i * 1000, [worker(i)]));
    expect(app.getView().graphs.samples).toBeNull();
    app.actions.addGraph({ kind: 'process', key: keyOfSpec(worker(0)), metricId: 'private_bytes' });
    let samples = app.getView().graphs.samples!;
    expect(samples.cursorMs).toBe(T0 + 9000);
    expect(samples.rows[samples.cursorRow]).toEqual({ atMs: T0 + 9000, value: BIG + 9n * 1_048_576n, delta: 1_048_576n });
    app.actions.graphs.moveCursor(-4);
    app.actions.graphs.setMarker('a');
    app.actions.graphs.moveCursor(3);
    app.actions.graphs.setMarker('b');
    samples = app.getView().graphs.samples!;
    expect(samples.cursorMs).toBe(T0 + 8000);
    expect(samples.difference).toEqual({ value: 3n * 1_048_576n, elapsedMs: 3000 });
    // The same object while nothing it shows changed (a redraw of something else).
    app.actions.graphs.toggleDisplayMode();
    expect(app.getView().graphs.samples).toBe(samples);
    app.actions.addGraph({ kind: 'system', metricId: 'cpu_percent' });
    app.actions.graphs.moveActive(1);
    expect(app.getView().graphs.samples!.metricName).toBe(app.getView().graphs.plots[1]!.metricName);
    expect(app.getView().graphs.samples!.rows.every((row) => row.value === 12.5)).toBe(true);
  });

  it('reads the Log view\'s rebuilt histories: a missing window stays a gap, exact at the largest storable integer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-samples-log-'));
    copyFileSync(join(import.meta.dirname, '../../fixtures/recordings/v3-basic.log'), join(dir, 'basic.log'));
    const app = new App({ revisionInstance: 'test', recording: { directory: dir } });
    app.actions.logs.openList();
    for (let i = 0; i < 200 && app.getView().logList?.state !== 'ready'; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    app.actions.logs.loadSelected();
    for (let i = 0; i < 200 && app.getView().logView === null; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    // PID 1300 (process 1 of the file) has frames 1 and 3 only; PID 1200 (process 0) all three.
    const second = app.getView().rows.find((row) => row.pid === 1300)!;
    app.actions.addGraph({ kind: 'process', key: second.key, metricId: 'private_bytes' });
    let samples = app.getView().graphs.samples!;
    expect(samples.rows.map((r) => [r.atMs, r.value, r.delta])).toEqual([
      [1772359202000, 4096n, null],
      [1772359204000, null, null],
      [1772359210000, 8192n, null],
    ]);
    app.actions.addGraph({ kind: 'process', key: app.getView().rows.find((row) => row.pid === 1200)!.key, metricId: 'private_bytes' });
    app.actions.graphs.moveActive(1);
    app.actions.graphs.moveCursor(-2);
    app.actions.graphs.setMarker('a');
    app.actions.graphs.moveCursor(1);
    app.actions.graphs.setMarker('b');
    samples = app.getView().graphs.samples!;
    expect(samples.rows.map((r) => r.delta)).toEqual([null, 18446744073709551614n - 104857600n, 104900000n - 18446744073709551614n]);
    expect(samples.max).toEqual({ value: 18446744073709551614n, atMs: 1772359204000 });
    expect(samples.difference).toEqual({ value: 18446744073709551614n - 104857600n, elapsedMs: 2000 });
  });
});
