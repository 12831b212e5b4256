// Guards the drill-down (issue 32): at the cursor's exact sample time the lifetimes highest for the active Graph's
// metric (CPU and private bytes for a system Graph), each with its own exact value then — a lifetime without a sample
// at that time (exited before, started after) is not listed, never shown with a neighbour's value; bigint values stay
// exact; ties break by PID; the list is at most the limit long (plus a process Graph's own lifetime with its rank)
// and counts every sampled lifetime. In the Log view it
// reads the recorded frame, and the Log cursor can be put on that frame.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { drilldownMetrics, rankAt } from '../../../src/app/graphs/drilldown.js';
import { liveGraphSource } from '../../../src/app/graphs/source.js';
import { keyOfSpec, snapshotAt, type ProcessSpec } from '../../support/render.js';

const T0 = 1_700_000_000_000;
const BIG = 2n ** 62n;

const proc = (pid: number, name: string, privateBytes: bigint, cpu: number): ProcessSpec => ({ pid, name, values: { private_bytes: privateBytes, cpu_percent: cpu } });

/** Three samples: `early` exits after the first, `late` starts at the third, `steady` and `big` are in all three. */
function app(): App {
  const a = new App({ revisionInstance: 'test' });
  a.applySnapshot(snapshotAt(T0, [proc(10, 'early', 900n, 90), proc(20, 'steady', 100n, 5), proc(30, 'big', BIG, 1)]));
  a.applySnapshot(snapshotAt(T0 + 1000, [proc(20, 'steady', 200n, 7), proc(30, 'big', BIG + 1n, 1)]));
  a.applySnapshot(snapshotAt(T0 + 2000, [proc(20, 'steady', 300n, 3), proc(30, 'big', BIG + 2n, 2), proc(40, 'late', 5000n, 50)]));
  return a;
}

describe('drill-down', () => {
  it('ranks each sampled lifetime by its exact value at the cursor time and leaves out those without a sample then', () => {
    const a = app();
    a.actions.addGraph({ kind: 'process', key: keyOfSpec(proc(20, 'steady', 0n, 0)), metricId: 'private_bytes' });
    a.actions.graphs.moveCursor(-1);
    a.actions.graphs.openDrilldown();
    const view = a.getView().graphs.drilldown!;
    expect(view.atMs).toBe(T0 + 1000);
    expect(view.source).toBe('live');
    expect(view.graphTitle).toMatch(/^#1 PrivBytes  steady \(PID 20/);
    expect(view.lists).toHaveLength(1);
    const list = view.lists[0]!;
    expect(list.metricId).toBe('private_bytes');
    expect(list.entries.map((e) => [e.pid, e.value])).toEqual([
      [30, BIG + 1n],
      [20, 200n],
    ]);
    expect(list.sampled).toBe(2);
    expect(list.integer).toBe(true);
    a.actions.graphs.closeDrilldown();
    expect(a.getView().graphs.drilldown).toBeNull();
  });

  it('lists CPU and private bytes for a system Graph, at the newest sample while following', () => {
    const a = app();
    a.actions.addGraph({ kind: 'system', metricId: 'cpu_percent' });
    a.actions.graphs.openDrilldown();
    const view = a.getView().graphs.drilldown!;
    expect(view.atMs).toBe(T0 + 2000);
    expect(view.lists.map((l) => l.metricId)).toEqual(['cpu_percent', 'private_bytes']);
    expect(view.lists[0]!.entries.map((e) => [e.name, e.value])).toEqual([
      ['late', 50],
      ['steady', 3],
      ['big', 2],
    ]);
    expect(view.lists[1]!.entries.map((e) => e.name)).toEqual(['big', 'late', 'steady']);
    expect(view.lists[0]!.entries[0]!.key).toBe(keyOfSpec(proc(40, 'late', 0n, 0)));
  });

  it('keeps at most the limit, counts every sampled lifetime, and breaks ties by PID', () => {
    const a = new App({ revisionInstance: 'test' });
    a.applySnapshot(snapshotAt(T0, Array.from({ length: 6 }, (_, i) => proc(100 - i, `p${i}`, 7n, i % 2))));
    const source = liveGraphSource(a.store, null, false);
    const list = rankAt(source.processes(), source, 'private_bytes', T0, 4);
    expect(list.entries.map((e) => e.pid)).toEqual([95, 96, 97, 98]);
    expect(list.sampled).toBe(6);
    expect(list.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
    // A process Graph's own lifetime below the top is kept, last, with its rank.
    const kept = rankAt(source.processes(), source, 'private_bytes', T0, 2, keyOfSpec(proc(97, 'p3', 0n, 0)));
    expect(kept.entries.map((e) => [e.pid, e.rank])).toEqual([
      [95, 1],
      [96, 2],
      [97, 3],
    ]);
    expect(rankAt(source.processes(), source, 'private_bytes', T0, 4, keyOfSpec(proc(97, 'p3', 0n, 0))).entries).toHaveLength(4);
    expect(rankAt(source.processes(), source, 'cpu_percent', T0 + 1).entries).toEqual([]);
    expect(() => rankAt(source.processes(), source, 'physical_memory_bytes' as never, T0)).toThrow(/not a process metric/);
  });

  it('maps an adapter Graph to the processes\' GPU usage and dedicated GPU memory', () => {
    expect(drilldownMetrics({ kind: 'gpu_adapter', adapterId: '0:1', metricId: 'utilization_percent' })).toEqual(['gpu_percent', 'gpu_dedicated_bytes']);
  });

  it('does nothing without a Graph or a sample', () => {
    const a = new App({ revisionInstance: 'test' });
    a.actions.graphs.openDrilldown();
    expect(a.getView().graphs.drilldown).toBeNull();
  });

  it('reads the recorded frame in the Log view, exact beyond 2^53, and the Log cursor moves to that frame', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-drilldown-'));
    copyFileSync(join(import.meta.dirname, '../../fixtures/recordings/v3-basic.log'), join(dir, 'basic.log'));
    const a = new App({ revisionInstance: 'test', recording: { directory: dir } });
    a.applySnapshot(snapshotAt(T0, [proc(10, 'live-only', 1n, 1)]));
    a.actions.logs.openList();
    for (let i = 0; i < 200 && a.getView().logList?.state !== 'ready'; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    a.actions.logs.loadSelected();
    for (let i = 0; i < 200 && a.getView().logView === null; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(a.getView().activity).toBe('log_view');
    a.actions.addGraph({ kind: 'system', metricId: 'cpu_percent' });
    a.actions.graphs.moveCursor(-1);
    a.actions.graphs.openDrilldown();
    const view = a.getView().graphs.drilldown!;
    expect(view.source).toBe('log');
    expect(view.atMs).toBe(1772359204000);
    // The middle frame holds PID 1200 only (1300 has no sample there), at the largest storable integer.
    expect(view.lists[1]!.entries.map((e) => [e.pid, e.value])).toEqual([[1200, 18446744073709551614n]]);
    expect(view.lists[0]!.entries.map((e) => [e.pid, e.value])).toEqual([[1200, 2.25]]);
    // The table shows the final frame until the Log cursor is put on the drill-down's frame.
    expect(a.getView().logView!.cursorMs).toBe(1772359210000);
    expect(a.actions.logs.showFrameAt(view.atMs)).toBe(true);
    expect(a.getView().logView!.cursorMs).toBe(1772359204000);
    expect(a.getView().rows.map((row) => row.pid)).toEqual([1200]);
    expect(a.actions.logs.showFrameAt(view.atMs + 1)).toBe(false);
    // Leaving the Log view closes the list: it named the recording's samples.
    a.actions.logs.leave();
    expect(a.getView().graphs.drilldown).toBeNull();
  });
});
