// Guards the main screen's panel state, each a pure reducer: the focus (Tab / Shift-Tab among the panels shown, back to
// the table when its panel goes), the table's cell cursor (over the graphable columns, on the sorted column until
// moved), the Graphs' G and v, the Samples scroll, the system panels' metric cursor and their items (what each line
// shows and which Graph g adds), and where the regions go (below, beside, Samples beside/below/hidden, too small).
import { describe, expect, it } from 'vitest';
import { focusReducer, INITIAL_FOCUS } from '../../../src/tui/focus.js';
import { graphsPanelReducer, INITIAL_GRAPHS_PANEL } from '../../../src/tui/panels/graphs/reducer.js';
import { INITIAL_SAMPLES_PANEL, samplesPanelReducer } from '../../../src/tui/panels/samples/reducer.js';
import { lineStep, systemItems } from '../../../src/tui/panels/system/items.js';
import { panelLines } from '../../../src/tui/panels/system/SystemPanels.js';
import { INITIAL_SYSTEM_PANEL, systemPanelReducer } from '../../../src/tui/panels/system/reducer.js';
import { cellKeyIn, INITIAL_TABLE_STATE, tableReducer } from '../../../src/tui/panels/table/reducer.js';
import { graphsRowsWanted } from '../../../src/tui/panels/graphs/GraphView.js';
import { mainRegions, MIN_GRAPHS_ROWS, MIN_TABLE_ROWS, SAMPLES_WIDTH, shownPanels, WIDE_COLUMNS } from '../../../src/tui/workspace-layout.js';
import type { SortKey } from '../../../src/tui/columns.js';

describe('focus', () => {
  it('cycles among the panels shown in Tab order, both ways', () => {
    const shown = ['table', 'graphs', 'system'] as const;
    let state = focusReducer(INITIAL_FOCUS, { type: 'cycle', by: 1, shown });
    expect(state.focused).toBe('graphs');
    state = focusReducer(state, { type: 'cycle', by: 1, shown });
    expect(state.focused).toBe('system');
    state = focusReducer(state, { type: 'cycle', by: 1, shown });
    expect(state.focused).toBe('table');
    expect(focusReducer(state, { type: 'cycle', by: -1, shown }).focused).toBe('system');
  });

  it('hands the focus back to the table when its panel is no longer shown, and keeps it otherwise', () => {
    const graphs = focusReducer(INITIAL_FOCUS, { type: 'focus', panel: 'graphs' });
    expect(focusReducer(graphs, { type: 'shown', shown: ['table', 'graphs'] })).toBe(graphs);
    expect(focusReducer(graphs, { type: 'shown', shown: ['table', 'system'] }).focused).toBe('table');
  });

  it('stays on the table when it is the only panel', () => {
    expect(focusReducer(INITIAL_FOCUS, { type: 'cycle', by: 1, shown: ['table'] })).toBe(INITIAL_FOCUS);
  });
});

describe('the table cell cursor', () => {
  const keys: SortKey[] = ['cpu_percent', 'private_bytes', 'workset_bytes'];

  it('sits on the sorted column until moved, then stays where ←/→ put it, clamped at the ends', () => {
    const sorted = { ...INITIAL_TABLE_STATE, sortKey: 'private_bytes' as SortKey };
    expect(cellKeyIn(sorted, keys)).toBe('private_bytes');
    const right = tableReducer(sorted, { type: 'move_cell', by: 1, keys });
    expect(cellKeyIn(right, keys)).toBe('workset_bytes');
    expect(tableReducer(right, { type: 'move_cell', by: 1, keys })).toBe(right);
    const left = tableReducer(tableReducer(right, { type: 'move_cell', by: -1, keys }), { type: 'move_cell', by: -5, keys });
    expect(cellKeyIn(left, keys)).toBe('cpu_percent');
    // A later sort leaves a moved cursor where it is.
    expect(cellKeyIn(tableReducer(left, { type: 'cycle_sort', step: 1, keys: ['pid', 'name', ...keys] }), keys)).toBe('cpu_percent');
  });

  it('falls back to the first graphable column when the sorted one is not (PID, Name), and to none without any', () => {
    expect(cellKeyIn({ ...INITIAL_TABLE_STATE, sortKey: 'name' }, keys)).toBe('cpu_percent');
    expect(cellKeyIn(INITIAL_TABLE_STATE, [])).toBeNull();
    expect(tableReducer(INITIAL_TABLE_STATE, { type: 'move_cell', by: 1, keys: [] })).toBe(INITIAL_TABLE_STATE);
  });
});

describe('the Graphs, Samples and system panel reducers', () => {
  it('G shows and hides the workspace; v the Samples inspector', () => {
    const shown = graphsPanelReducer(INITIAL_GRAPHS_PANEL, { type: 'toggle_shown' });
    expect(shown).toEqual({ shown: true, samplesShown: false });
    expect(graphsPanelReducer(shown, { type: 'toggle_samples' })).toEqual({ shown: true, samplesShown: true });
    expect(graphsPanelReducer(shown, { type: 'toggle_shown' }).shown).toBe(false);
  });

  it('keeps the Samples list\'s top line as drawn, unchanged when the same, and resets it', () => {
    const drawn = samplesPanelReducer(INITIAL_SAMPLES_PANEL, { type: 'drawn', topMs: 5000 });
    expect(drawn.topMs).toBe(5000);
    expect(samplesPanelReducer(drawn, { type: 'drawn', topMs: 5000 })).toBe(drawn);
    expect(samplesPanelReducer(drawn, { type: 'reset' })).toBe(INITIAL_SAMPLES_PANEL);
  });

  it('moves the system metric cursor within the items there are', () => {
    let state = systemPanelReducer(INITIAL_SYSTEM_PANEL, { type: 'move', by: 1, count: 3 });
    expect(state.index).toBe(1);
    state = systemPanelReducer(state, { type: 'move', by: 5, count: 3 });
    expect(state.index).toBe(2);
    expect(systemPanelReducer(state, { type: 'move', by: -9, count: 3 }).index).toBe(0);
    expect(systemPanelReducer(state, { type: 'move', by: 1, count: 0 })).toBe(state);
  });

  it('offers memory, CPU, network, disk and each GPU adapter\'s usage and memory as Graph sources, in cursor order', () => {
    const system = { values: { physical_memory_bytes: 3n * 2n ** 30n, total_memory_bytes: 16n * 2n ** 30n, cpu_percent: 12.5 }, unavailable: {} };
    const gpu = { adapterId: 'card0', name: 'GPU', values: { utilization_percent: 40, dedicated_bytes: 2n ** 30n, dedicated_total_bytes: 8n * 2n ** 30n }, unavailable: {} };
    const items = systemItems(system as never, [gpu as never]);
    expect(items[0]).toEqual({ panel: 'MEM', line: 0, text: 'Used 3.00G/16.0G', source: { kind: 'system', metricId: 'physical_memory_bytes' } });
    expect(items.find((item) => item.text.startsWith('Total'))?.source).toEqual({ kind: 'system', metricId: 'cpu_percent' });
    const sources = items.map((item) => item.source);
    for (const metricId of ['network_received_bytes_per_sec', 'network_sent_bytes_per_sec', 'disk_read_bytes_per_sec', 'disk_write_bytes_per_sec']) expect(sources).toContainEqual({ kind: 'system', metricId });
    expect(sources).toContainEqual({ kind: 'gpu_adapter', adapterId: 'card0', metricId: 'utilization_percent' });
    expect(sources).toContainEqual({ kind: 'gpu_adapter', adapterId: 'card0', metricId: 'dedicated_bytes' });
    expect(systemItems(null, []).at(-1)).toEqual({ panel: 'GPU', line: 0, text: 'no adapters', source: null });
  });

  describe('per logical CPU', () => {
    // Four CPUs: 0-2 measured, 3 just online (first_sample); CPUs 4.. are absent, as on a host without them.
    const system = {
      values: { cpu_percent: 40, cpu_core_0_percent: 12.4, cpu_core_1_percent: 99.6, cpu_core_2_percent: 0, cpu_user_percent: 30, cpu_kernel_percent: 10 },
      unavailable: { cpu_core_3_percent: 'first_sample' },
    };
    const items = systemItems(system as never, []);
    const cores = items.filter((item) => item.source?.kind === 'system' && item.source.metricId.startsWith('cpu_core_'));

    it('one CPU-panel cell per CPU the sample lists, right after the total, each graphing its own metric', () => {
      expect(cores.map((item) => item.text)).toEqual(['0:12', '1:100', '2:0', '3:-']);
      expect(cores.map((item) => item.source)).toEqual([0, 1, 2, 3].map((n) => ({ kind: 'system', metricId: `cpu_core_${n}_percent` })));
      const total = items.findIndex((item) => item.text === 'Total 40.0%');
      expect(items.slice(total + 1, total + 5)).toEqual(cores);
      expect(cores.every((item) => item.panel === 'CPU' && item.line === 0)).toBe(true);
    });

    it('→ walks the total, then each CPU; ↓ skips the rest of the line; the reducer lands on what g graphs', () => {
      const total = items.findIndex((item) => item.text === 'Total 40.0%');
      let state = { index: total };
      state = systemPanelReducer(state, { type: 'move', by: 1, count: items.length });
      expect(items[state.index]!.source).toEqual({ kind: 'system', metricId: 'cpu_core_0_percent' });
      state = systemPanelReducer(state, { type: 'move', by: 2, count: items.length });
      expect(items[state.index]!.source).toEqual({ kind: 'system', metricId: 'cpu_core_2_percent' });
      state = systemPanelReducer(state, { type: 'move', by: lineStep(items, state.index, 1), count: items.length });
      expect(items[state.index]!.text).toBe('Usr 30.0%');
      state = systemPanelReducer(state, { type: 'move', by: lineStep(items, state.index, -1), count: items.length });
      expect(items[state.index]!.text).toBe('Total 40.0%');
      expect(lineStep(items, 0, -1)).toBe(0);
      expect(lineStep(items, items.length - 1, 1)).toBe(0);
    });

    it('a CPU line too long for its panel scrolls to keep the cursor\'s CPU in sight', () => {
      const many = { values: { cpu_percent: 50, ...Object.fromEntries(Array.from({ length: 64 }, (_, n) => [`cpu_core_${n}_percent`, n])) }, unavailable: {} };
      const all = systemItems(many as never, []);
      const core = (n: number) => all.find((item) => item.source?.kind === 'system' && item.source.metricId === `cpu_core_${n}_percent`)!;
      const plain = (line: string) => line.replace(/\u001b\[2?7m/g, '');
      // Without the cursor on a CPU the line starts at CPU 0 (the panel truncates the rest).
      expect(plain(panelLines(all, 'CPU', null, 24)[0]!)).toMatch(/^Total 50\.0% 0:0 1:1 2:2/);
      const line = panelLines(all, 'CPU', core(40), 24)[0]!;
      expect(line).toContain('\u001b[7m40:40\u001b[27m');
      expect(plain(line).indexOf('40:40') + '40:40'.length).toBeLessThanOrEqual(24);
      expect(plain(line)).toMatch(/^Total 50\.0% … \d+:\d+ /);
    });
  });
});

describe('mainRegions', () => {
  it('gives the table everything while the workspace is hidden', () => {
    const regions = mainRegions({ width: 120, height: 30, graphsShown: false, samplesShown: true });
    expect(regions).toEqual({ direction: 'column', table: { width: 120, height: 30 }, graphs: null, samples: null, notice: null });
    expect(shownPanels(regions, true)).toEqual(['table', 'system']);
  });

  it('puts the workspace below the table, or beside it from WIDE_COLUMNS', () => {
    const below = mainRegions({ width: 120, height: 30, graphsShown: true, samplesShown: false });
    expect(below.direction).toBe('column');
    expect(below.table.height + below.graphs!.height).toBe(30);
    expect(below.table.height).toBeGreaterThanOrEqual(MIN_TABLE_ROWS);
    const beside = mainRegions({ width: WIDE_COLUMNS, height: 54, graphsShown: true, samplesShown: false });
    expect(beside.direction).toBe('row');
    expect(beside.table.width + 1 + beside.graphs!.width).toBe(WIDE_COLUMNS);
    expect(beside.graphs!.height).toBe(54);
    expect(shownPanels(beside, false)).toEqual(['table', 'graphs']);
  });

  it('keeps the table and says how many rows are missing when both do not fit', () => {
    const small = mainRegions({ width: 80, height: MIN_TABLE_ROWS + MIN_GRAPHS_ROWS - 2, graphsShown: true, samplesShown: false });
    expect(small.graphs).toBeNull();
    expect(small.notice).toMatch(/^Graphs hidden: 2 more rows needed\. .*G\)/);
    expect(small.table.height).toBe(MIN_TABLE_ROWS + MIN_GRAPHS_ROWS - 3);
  });

  it('places the Samples inspector beside wide Graphs, below tall narrow ones, else hides it with a notice', () => {
    const beside = mainRegions({ width: 220, height: 50, graphsShown: true, samplesShown: true });
    expect(beside.samples).toEqual({ width: SAMPLES_WIDTH, height: 50, placement: 'beside' });
    expect(shownPanels(beside, true)).toEqual(['table', 'graphs', 'samples', 'system']);
    const below = mainRegions({ width: 90, height: 50, graphsShown: true, samplesShown: true });
    expect(below.samples?.placement).toBe('below');
    expect(below.graphs!.height + below.samples!.height + below.table.height).toBe(50);
    const hidden = mainRegions({ width: 90, height: 20, graphsShown: true, samplesShown: true });
    expect(hidden.samples).toBeNull();
    expect(hidden.notice).toMatch(/^Samples hidden/);
  });

  it('gives the Samples inspector below the Graphs the rows their cards do not need, never less than its own minimum', () => {
    // 200x59 as a person's terminal: the workspace beside the table is 99 wide, the inspector goes below the Graphs.
    const oneCard = (width: number) => graphsRowsWanted(1, 'auto', 6, width);
    const few = mainRegions({ width: WIDE_COLUMNS, height: 59, graphsShown: true, samplesShown: true, graphsRowsWanted: oneCard });
    expect(few.samples?.placement).toBe('below');
    expect(few.graphs!.height).toBe(1 + 6 + 2);
    expect(few.samples!.height).toBe(59 - 9);
    const many = (width: number) => graphsRowsWanted(16, 'auto', 6, width);
    const full = mainRegions({ width: WIDE_COLUMNS, height: 59, graphsShown: true, samplesShown: true, graphsRowsWanted: many });
    expect(full.samples!.height).toBe(8);
    expect(full.graphs!.height).toBe(59 - 8);
    const none = mainRegions({ width: WIDE_COLUMNS, height: 59, graphsShown: true, samplesShown: true, graphsRowsWanted: () => 0 });
    expect(none.graphs!.height).toBe(MIN_GRAPHS_ROWS);
    expect(none.graphs!.height + none.samples!.height).toBe(59);
  });
});
