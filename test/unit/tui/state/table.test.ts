// Guards the process table's pure state: filter by name, path, task name or PID, Tracked-only, sorting by every sortable key with missing values last in both directions and PID tie-breaks, and a selection that follows its process.
import { describe, expect, it } from 'vitest';
import type { ProcessMetricId } from '../../../../generated/metrics.js';
import type { ProcessRowView } from '../../../../src/app/view.js';
import type { MetricValue } from '../../../../src/model/types.js';
import { dotnetMark, sortableKeys, type SortKey } from '../../../../src/tui/columns.js';
import type { DotnetCollectionView } from '../../../../src/model/dotnet.js';
import {
  INITIAL_TABLE_STATE,
  selectedIndexIn,
  tableReducer,
  visibleRows,
  type TableAction,
  type TableState,
} from '../../../../src/tui/panels/table/reducer.js';

function row(pid: number, name: string, values: Partial<Record<ProcessMetricId, MetricValue>> = {}, extra: Partial<ProcessRowView> = {}): ProcessRowView {
  return { key: `${pid}:1:${name}`, pid, name, user: 'tester', path: null, parentKey: null, kernelThread: false, tracked: false, ghost: false, values, unavailable: {}, ...extra };
}

function apply(state: TableState, ...actions: TableAction[]): TableState {
  return actions.reduce(tableReducer, state);
}

function sortedBy(sortKey: SortKey, sortDescending: boolean): TableState {
  return { ...INITIAL_TABLE_STATE, sortKey, sortDescending };
}

const pids = (rows: readonly ProcessRowView[]) => rows.map((r) => r.pid);

describe('filter', () => {
  const rows = [
    row(1, 'systemd', {}, { path: '/usr/lib/systemd/systemd' }),
    row(42, 'Postgres', {}, { path: '/usr/lib/postgresql/16/bin/postgres' }),
    row(420, 'bash', {}, { path: '/usr/bin/bash' }),
    row(7, 'node', {}, { path: null }),
    row(9, 'server', { task_name: 'MainThread' }, { path: '/srv/server' }),
  ];
  const filtered = (text: string) => pids(visibleRows(rows, apply(INITIAL_TABLE_STATE, { type: 'start_filter' }, { type: 'edit_filter', text }, { type: 'commit_filter' })));

  it('matches the name case-insensitively as a substring', () => {
    expect(filtered('POST')).toEqual([42]);
    expect(filtered('s')).toEqual(expect.arrayContaining([1, 42, 420]));
  });

  it('matches the executable path', () => {
    expect(filtered('/usr/bin/')).toEqual([420]);
    expect(filtered('postgresql')).toEqual([42]);
  });

  it('matches the cgroup path (so the systemd unit), the container id, runtime and name', () => {
    const id = 'ab12'.repeat(16);
    const withCgroups = [
      row(50, 'nginx', {}, { cgroup: { path: '/system.slice/nginx.service', unit: 'nginx.service', container: null, namespacePid: null } }),
      row(60, 'node', {}, { cgroup: { path: `/system.slice/docker-${id}.scope`, unit: `docker-${id}.scope`, container: { runtime: 'docker', id, podUid: null, name: 'Web-Frontend' }, namespacePid: 1 } }),
      ...rows,
    ];
    const by = (text: string) => pids(visibleRows(withCgroups, apply(INITIAL_TABLE_STATE, { type: 'start_filter' }, { type: 'edit_filter', text }, { type: 'commit_filter' })));
    expect(by('nginx.service')).toEqual([50]);
    expect(by('system.slice')).toEqual(expect.arrayContaining([50, 60]));
    expect(by('ab12ab12ab12')).toEqual([60]);
    expect(by('docker')).toEqual([60]);
    expect(by('web-front')).toEqual([60]);
  });

  it('matches a PID exactly, not as a prefix', () => {
    expect(filtered('42')).toEqual([42]);
    expect(filtered('420')).toEqual([420]);
    expect(filtered('4')).toEqual([]);
  });

  it('applies while typing, trims on Enter, and Esc restores the applied filter', () => {
    let state = apply(INITIAL_TABLE_STATE, { type: 'start_filter' }, { type: 'edit_filter', text: 'bash ' });
    expect(pids(visibleRows(rows, state))).toEqual([]); // the draft with its trailing space matches nothing yet
    state = apply(state, { type: 'commit_filter' });
    expect(state.filter).toBe('bash');
    expect(pids(visibleRows(rows, state))).toEqual([420]);
    state = apply(state, { type: 'start_filter' }, { type: 'edit_filter', text: 'node' });
    expect(pids(visibleRows(rows, state))).toEqual([7]);
    state = apply(state, { type: 'cancel_filter' });
    expect(state.filter).toBe('bash');
    expect(pids(visibleRows(rows, state))).toEqual([420]);
  });

  it('matches the task name of a program that renamed its main thread, besides its name', () => {
    expect(filtered('mainthread')).toEqual([9]);
    expect(filtered('server')).toEqual([9]);
  });

  it('shows everything for an empty filter', () => {
    expect(filtered('')).toHaveLength(rows.length);
  });
});

describe('Tracked-only', () => {
  it('shows tracked rows and Ghost Rows only, and toggles back', () => {
    const rows = [row(1, 'a'), row(2, 'b', {}, { tracked: true }), row(3, 'b', {}, { tracked: true, ghost: true })];
    const on = apply(INITIAL_TABLE_STATE, { type: 'toggle_tracked_only' });
    expect(pids(visibleRows(rows, on))).toEqual([2, 3]);
    expect(pids(visibleRows(rows, apply(on, { type: 'toggle_tracked_only' })))).toHaveLength(3);
  });

  it('combines with the filter', () => {
    const rows = [row(1, 'web', {}, { tracked: true }), row(2, 'db', {}, { tracked: true }), row(3, 'web')];
    const state = apply(INITIAL_TABLE_STATE, { type: 'toggle_tracked_only' }, { type: 'start_filter' }, { type: 'edit_filter', text: 'web' }, { type: 'commit_filter' });
    expect(pids(visibleRows(rows, state))).toEqual([1]);
  });
});

/** A value of the key's kind for rank `n` (bigger n, bigger value). */
function valueFor(key: ProcessMetricId, n: number): MetricValue {
  return key.endsWith('percent') ? n * 1.5 : BigInt(n) * 1000n;
}

describe('sorting', () => {
  const metricKeys = sortableKeys().filter((key): key is ProcessMetricId => key !== 'pid' && key !== 'name' && key !== 'dotnet');

  it.each(metricKeys)('by %s puts missing values last in both directions, PID breaking ties', (key) => {
    const rows = [
      row(50, 'missing-a'),
      row(10, 'mid-b', { [key]: valueFor(key, 2) }),
      row(30, 'high', { [key]: valueFor(key, 3) }),
      row(5, 'missing-b'),
      row(20, 'mid-a', { [key]: valueFor(key, 2) }),
      row(40, 'low', { [key]: valueFor(key, 1) }),
    ];
    expect(pids(visibleRows(rows, sortedBy(key, true)))).toEqual([30, 10, 20, 40, 5, 50]);
    expect(pids(visibleRows(rows, sortedBy(key, false)))).toEqual([40, 10, 20, 30, 5, 50]);
  });

  it('by the .NET column: collecting, then the other states, then support; the unmarked last in both directions', () => {
    const view = (supported: boolean | null, state: DotnetCollectionView['state'] = 'disabled'): DotnetCollectionView => ({ supported, enabled: state !== 'disabled', state, detail: null });
    const rows = [row(1, 'plain'), row(2, 'net-yes'), row(3, 'net-on'), row(4, 'unknown')];
    const dotnet = { [rows[1]!.key]: view(true), [rows[2]!.key]: view(true, 'collecting'), [rows[3]!.key]: view(null) };
    expect(pids(visibleRows(rows, sortedBy('dotnet', true), { showKernelThreads: false, treeView: false, dotnet }))).toEqual([3, 2, 4, 1]);
    expect(pids(visibleRows(rows, sortedBy('dotnet', false), { showKernelThreads: false, treeView: false, dotnet }))).toEqual([4, 2, 3, 1]);
    expect(rows.map((r) => dotnetMark(dotnet[r.key]))).toEqual(['', 'yes', 'on', '?']);
  });

  it("keeps the supported and the authorized lifetimes with the filter term '.net', and names that contain it", () => {
    const rows = [row(1, 'plain'), row(2, 'app'), row(3, 'asp.net-host'), row(4, 'revoked')];
    const dotnet: Record<string, DotnetCollectionView> = {
      [rows[1]!.key]: { supported: true, enabled: false, state: 'disabled', detail: '.NET 10.0.12' },
      [rows[3]!.key]: { supported: null, enabled: true, state: 'waiting', detail: null },
    };
    const filtered = (filter: string) => pids(visibleRows(rows, { ...INITIAL_TABLE_STATE, filter }, { showKernelThreads: false, treeView: false, dotnet }));
    expect(filtered('.net')).toEqual([2, 3, 4]);
    expect(filtered('.NET')).toEqual([2, 3, 4]);
    expect(filtered('app')).toEqual([2]);
  });

  it('by PID, ascending first', () => {
    const rows = [row(300, 'c'), row(2, 'a'), row(1000, 'b')];
    expect(pids(visibleRows(rows, sortedBy('pid', false)))).toEqual([2, 300, 1000]);
    expect(pids(visibleRows(rows, sortedBy('pid', true)))).toEqual([1000, 300, 2]);
  });

  it('by name, case-insensitively, PID breaking ties', () => {
    const rows = [row(9, 'bash'), row(3, 'Apache'), row(4, 'bash'), row(1, 'zsh')];
    expect(pids(visibleRows(rows, sortedBy('name', false)))).toEqual([3, 4, 9, 1]);
    expect(pids(visibleRows(rows, sortedBy('name', true)))).toEqual([1, 4, 9, 3]);
  });

  it('compares integers beyond 2^53 exactly', () => {
    const big = 2n ** 60n;
    const rows = [row(1, 'a', { private_bytes: big }), row(2, 'b', { private_bytes: big + 1n }), row(3, 'c', { private_bytes: big - 1n })];
    expect(pids(visibleRows(rows, sortedBy('private_bytes', true)))).toEqual([2, 1, 3]);
  });

  it('cycles through every sortable key with s and S, metrics descending and PID/Name ascending', () => {
    const keys = sortableKeys();
    let state = INITIAL_TABLE_STATE;
    const seen: SortKey[] = [];
    for (let i = 0; i < keys.length; i++) {
      state = tableReducer(state, { type: 'cycle_sort', step: 1 });
      seen.push(state.sortKey);
      expect(state.sortDescending).toBe(state.sortKey !== 'pid' && state.sortKey !== 'name');
    }
    expect(new Set(seen)).toEqual(new Set(keys));
    expect(state.sortKey).toBe(INITIAL_TABLE_STATE.sortKey); // a full cycle comes back
    expect(tableReducer(tableReducer(state, { type: 'cycle_sort', step: 1 }), { type: 'cycle_sort', step: -1 }).sortKey).toBe(state.sortKey);
  });

  it('reverses with r', () => {
    expect(tableReducer(INITIAL_TABLE_STATE, { type: 'reverse_sort' }).sortDescending).toBe(!INITIAL_TABLE_STATE.sortDescending);
  });

  it('does not reorder the rows it was given', () => {
    const rows = [row(2, 'b', { cpu_percent: 1 }), row(1, 'a', { cpu_percent: 2 })];
    visibleRows(rows, INITIAL_TABLE_STATE);
    expect(pids(rows)).toEqual([2, 1]);
  });
});

describe('selection', () => {
  const rows = [
    row(1, 'alpha', { cpu_percent: 9, private_bytes: 100n }),
    row(2, 'beta', { cpu_percent: 5, private_bytes: 300n }),
    row(3, 'gamma', { cpu_percent: 1, private_bytes: 200n }),
  ];

  it('follows its process across re-sorting', () => {
    let state = INITIAL_TABLE_STATE; // CPU% descending: alpha, beta, gamma
    let shown = visibleRows(rows, state);
    state = tableReducer(state, { type: 'move', by: 1, rows: shown });
    expect(shown[selectedIndexIn(state, shown)]!.name).toBe('beta');

    state = tableReducer(state, { type: 'cycle_sort', step: 1 }); // PrivBytes descending: beta, gamma, alpha
    expect(state.sortKey).toBe('private_bytes');
    shown = visibleRows(rows, state);
    expect(shown.map((r) => r.name)).toEqual(['beta', 'gamma', 'alpha']);
    expect(shown[selectedIndexIn(state, shown)]!.name).toBe('beta');

    state = tableReducer(state, { type: 'reverse_sort' });
    shown = visibleRows(rows, state);
    expect(shown[selectedIndexIn(state, shown)]!.name).toBe('beta');
  });

  it('follows its process when new samples reorder the rows', () => {
    let state = tableReducer(INITIAL_TABLE_STATE, { type: 'move', by: 2, rows: visibleRows(rows, INITIAL_TABLE_STATE) });
    const next = [row(1, 'alpha', { cpu_percent: 0 }), row(2, 'beta', { cpu_percent: 5 }), row(3, 'gamma', { cpu_percent: 50 })];
    const shown = visibleRows(next, state);
    expect(shown[selectedIndexIn(state, shown)]!.name).toBe('gamma');
    expect(selectedIndexIn(state, shown)).toBe(0);
    state = tableReducer(state, { type: 'move', by: 1, rows: shown });
    expect(shown[selectedIndexIn(state, shown)]!.name).toBe('beta');
  });

  it('keeps its position, clamped, when its process is gone', () => {
    const shown = visibleRows(rows, INITIAL_TABLE_STATE);
    const state = tableReducer(INITIAL_TABLE_STATE, { type: 'move', by: 2, rows: shown });
    const remaining = visibleRows(rows.slice(0, 2), state);
    expect(selectedIndexIn(state, remaining)).toBe(1);
    expect(selectedIndexIn(state, [])).toBe(0);
  });

  it('stops at both ends', () => {
    const shown = visibleRows(rows, INITIAL_TABLE_STATE);
    expect(selectedIndexIn(tableReducer(INITIAL_TABLE_STATE, { type: 'move', by: -5, rows: shown }), shown)).toBe(0);
    expect(selectedIndexIn(tableReducer(INITIAL_TABLE_STATE, { type: 'move', by: 99, rows: shown }), shown)).toBe(2);
  });

  it('returns to the top when the filter or Tracked-only changes', () => {
    const shown = visibleRows(rows, INITIAL_TABLE_STATE);
    const moved = tableReducer(INITIAL_TABLE_STATE, { type: 'move', by: 2, rows: shown });
    expect(apply(moved, { type: 'start_filter' }, { type: 'edit_filter', text: 'a' }, { type: 'commit_filter' })).toMatchObject({ selectedIndex: 0, selectedKey: null });
    expect(apply(moved, { type: 'toggle_tracked_only' })).toMatchObject({ selectedIndex: 0, selectedKey: null });
  });
});
