// Guards the drill-down overlay (issue 32) as drawn from a real App's drill-down: the time and the Graph it was opened
// from, each list's heading with how many lifetimes had a sample then, entries highest first with their exact values
// in full, the chosen entry marked, a notice line, the footer from its key table; its reducer (choosing within the
// entries of all lists, a refusal shown until the choice moves); and what Enter decides: select the row, clearing a
// filter or Tracked-only that hides it, or say why it cannot (gone, a hidden kernel thread, not in the recorded frame).
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import type { DrilldownEntry } from '../../../src/app/graphs/drilldown.js';
import type { ProcessRowView } from '../../../src/app/view.js';
import { DrilldownOverlay } from '../../../src/tui/panels/drilldown/DrilldownOverlay.js';
import { drilldownEntries, drilldownPanelReducer, INITIAL_DRILLDOWN_PANEL, revealPlan } from '../../../src/tui/panels/drilldown/reducer.js';
import { INITIAL_TABLE_STATE, selectedIndexIn, tableReducer, visibleRows } from '../../../src/tui/panels/table/reducer.js';
import { renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const T0 = Date.UTC(2026, 11, 6, 9, 0, 0);
const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

const proc = (pid: number, name: string, privateBytes: bigint, cpu: number): ProcessSpec => ({ pid, name, values: { private_bytes: privateBytes, cpu_percent: cpu } });

function opened() {
  const a = new App({ revisionInstance: 'test' });
  a.applySnapshot(snapshotAt(T0, [proc(11, 'alpha', 5_000_000n, 1), proc(22, 'beta', 2n ** 60n, 30.25), proc(33, 'gamma', 70n, 2)]));
  a.actions.addGraph({ kind: 'system', metricId: 'cpu_percent' });
  a.actions.graphs.openDrilldown();
  return { app: a, view: a.getView().graphs.drilldown! };
}

describe('the drill-down overlay', () => {
  it('lists each metric highest first with exact values, marks the chosen entry and lists its keys', () => {
    const { view } = opened();
    const r = renderWithProviders(<DrilldownOverlay view={view} state={{ selected: 4, notice: null }} width={80} height={16} />, { width: 80, height: 16 });
    mounted.push(r);
    const frame = r.frame();
    expect(frame).toContain('Drill-down at 09:00:00 (sample)  #1 CPU%  system');
    expect(frame).toContain('CPU%: top 3 of 3 sampled then');
    expect(frame).toMatch(/1 +22 beta +30\.25 %/);
    expect(frame).toContain('PrivBytes: top 3 of 3 sampled then');
    expect(frame).toMatch(/1 +22 beta +1,152,921,504,606,846,976 B/);
    expect(frame).toMatch(/▸ +2 +11 alpha +5,000,000 B/);
    expect(frame).toMatch(/│↑\/↓\/PgUp\/PgDn choose  Enter select in table  Esc\/D close +│\n╰/);
  });

  it('shows a process Graph\'s own process below the top after a gap, with its rank', () => {
    const { view } = opened();
    const list = view.lists[1]!;
    const ranked = { ...view, lists: [{ ...list, entries: [list.entries[0]!, { ...list.entries[2]!, rank: 37 }], sampled: 40 }] };
    const r = renderWithProviders(<DrilldownOverlay view={ranked} state={{ selected: 1, notice: null }} width={80} height={12} />, { width: 80, height: 12 });
    mounted.push(r);
    expect(r.frame()).toContain('PrivBytes: top 1 of 40 sampled then');
    expect(r.frame()).toMatch(/ +1 +22 beta .*\n│ +… +│\n│▸ 37 +33 gamma +70 B│/);
  });

  it('shows why the last Enter could not select, and says when no process has a sample then', () => {
    const { view } = opened();
    const empty = { ...view, lists: [{ ...view.lists[0]!, entries: [], sampled: 0 }] };
    const r = renderWithProviders(<DrilldownOverlay view={empty} state={{ selected: 0, notice: 'beta (PID 22) is no longer in the table' }} width={80} height={12} />, { width: 80, height: 12 });
    mounted.push(r);
    expect(r.frame()).toContain('no process has a sample at this time');
    expect(r.frame()).toContain('beta (PID 22) is no longer in the table');
  });
});

describe('drill-down state', () => {
  it('moves within every list\'s entries, clears a notice on a move, and starts over on reset', () => {
    const { view } = opened();
    const count = drilldownEntries(view).length;
    expect(count).toBe(6);
    let state = drilldownPanelReducer(INITIAL_DRILLDOWN_PANEL, { type: 'move', by: 10, count });
    expect(state.selected).toBe(5);
    state = drilldownPanelReducer(state, { type: 'refused', reason: 'gone' });
    expect(state.notice).toBe('gone');
    state = drilldownPanelReducer(state, { type: 'move', by: -2, count });
    expect(state).toEqual({ selected: 3, notice: null });
    expect(drilldownPanelReducer(state, { type: 'reset' })).toEqual(INITIAL_DRILLDOWN_PANEL);
    expect(drilldownPanelReducer(state, { type: 'move', by: 1, count: 0 }).selected).toBe(0);
  });
});

describe('what Enter on an entry does', () => {
  const { app } = opened();
  const rows = app.getView().rows;
  const beta = drilldownEntries(app.getView().graphs.drilldown!).find((e) => e.pid === 22)!;
  const options = { showKernelThreads: false, treeView: false };

  it('selects a visible row as it is', () => {
    expect(revealPlan(beta, rows, INITIAL_TABLE_STATE, options, false)).toEqual({ kind: 'select', key: beta.key, clearFilter: false, clearTrackedOnly: false });
  });

  it('clears the filter and Tracked-only that hide it, and the table then selects it', () => {
    const hidden = { ...INITIAL_TABLE_STATE, filter: 'alpha', trackedOnly: true };
    const plan = revealPlan(beta, rows, hidden, options, false);
    expect(plan).toEqual({ kind: 'select', key: beta.key, clearFilter: true, clearTrackedOnly: true });
    if (plan.kind !== 'select') return;
    const table = tableReducer(hidden, { type: 'reveal', key: plan.key, clearFilter: plan.clearFilter, clearTrackedOnly: plan.clearTrackedOnly });
    const shown = visibleRows(rows, table, options);
    expect(shown[selectedIndexIn(table, shown)]!.pid).toBe(22);
    // A filter that shows it stays.
    expect(revealPlan(beta, rows, { ...INITIAL_TABLE_STATE, filter: 'bet' }, options, false)).toMatchObject({ clearFilter: false });
  });

  it('says why it cannot: exited and gone, a hidden kernel thread, not in the recorded frame', () => {
    const gone: DrilldownEntry = { ...beta, key: 'no-such-key' };
    expect(revealPlan(gone, rows, INITIAL_TABLE_STATE, options, false)).toEqual({ kind: 'refuse', reason: expect.stringMatching(/^beta \(PID 22\) is no longer in the table: it exited/) });
    expect(revealPlan(gone, rows, INITIAL_TABLE_STATE, options, true)).toEqual({ kind: 'refuse', reason: 'beta (PID 22) is not in the recorded frame the table shows.' });
    const kernel: ProcessRowView[] = rows.map((row) => (row.pid === 22 ? { ...row, kernelThread: true } : row));
    expect(revealPlan(beta, kernel, INITIAL_TABLE_STATE, options, false)).toEqual({ kind: 'refuse', reason: expect.stringMatching(/kernel thread, hidden by Settings/) });
    expect(revealPlan(beta, kernel, INITIAL_TABLE_STATE, { ...options, showKernelThreads: true }, false).kind).toBe('select');
  });
});
