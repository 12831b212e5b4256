// Guards the grouping view's pure parts: rows grouped by systemd unit or container with exact sums (CPU% of the rows
// that have one, private bytes and working set as exact integers beyond 2^53, the process count), rows without the
// fact in their own group, sorting (missing sums last), expansion and the selection kept across reorders.
import { describe, expect, it } from 'vitest';
import type { ProcessRowView } from '../../../../src/app/view.js';
import type { ProcessCgroup } from '../../../../src/model/types.js';
import { groupLines, groupRows, sortGroups, UNGROUPED, UNKNOWN_GROUP } from '../../../../src/tui/panels/groups/grouping.js';
import { groupsReducer, INITIAL_GROUPS_STATE, selectedLine } from '../../../../src/tui/panels/groups/reducer.js';

const TWO_53 = 2n ** 53n;

function cgroup(unit: string | null, container: ProcessCgroup['container'] = null): ProcessCgroup {
  return { path: unit === null ? '/' : `/system.slice/${unit}`, unit, container, namespacePid: null };
}

const DOCKER = { runtime: 'docker' as const, id: 'a'.repeat(64), podUid: null, name: 'web' };
const PODMAN = { runtime: 'podman' as const, id: 'b'.repeat(64), podUid: null, name: null };

function row(pid: number, values: ProcessRowView['values'], group?: ProcessCgroup): ProcessRowView {
  return {
    key: `${pid}:1:p${pid}`,
    pid,
    name: `p${pid}`,
    user: null,
    path: null,
    parentKey: null,
    kernelThread: false,
    tracked: false,
    ghost: false,
    values,
    unavailable: {},
    ...(group === undefined ? {} : { cgroup: group }),
  };
}

const ROWS: ProcessRowView[] = [
  row(1, { cpu_percent: 1.5, private_bytes: TWO_53, workset_bytes: 10n }, cgroup('nginx.service')),
  row(2, { cpu_percent: 2.25, private_bytes: 3n, workset_bytes: TWO_53 + 1n }, cgroup('nginx.service')),
  // No CPU% yet (a first sample): the sum is of the rows that have one.
  row(3, { private_bytes: 5n, workset_bytes: 7n }, cgroup('nginx.service')),
  row(4, { cpu_percent: 10, private_bytes: 100n, workset_bytes: 200n }, cgroup('docker-aaaa.scope', DOCKER)),
  row(5, { cpu_percent: 0.5, private_bytes: 1n, workset_bytes: 2n }, cgroup('docker-aaaa.scope', DOCKER)),
  row(6, { cpu_percent: 4, private_bytes: 9n }, cgroup(null, PODMAN)),
  row(7, { cpu_percent: 3 }, cgroup(null)),
  // A Ghost Row keeps no cgroup facts.
  row(8, { private_bytes: 11n }),
];

describe('grouping view: groups and sums', () => {
  it('groups by unit with exact sums and counts; rows without a unit or without facts in their own groups', () => {
    const groups = groupRows(ROWS, 'unit');
    const byLabel = new Map(groups.map((g) => [g.label, g]));
    expect([...byLabel.keys()]).toEqual(['nginx.service', 'docker-aaaa.scope', UNGROUPED.unit, UNKNOWN_GROUP]);
    expect(byLabel.get('nginx.service')).toMatchObject({ processCount: 3, cpuPercent: 3.75, privateBytes: TWO_53 + 8n, worksetBytes: TWO_53 + 18n });
    expect(byLabel.get('docker-aaaa.scope')).toMatchObject({ processCount: 2, cpuPercent: 10.5, privateBytes: 101n, worksetBytes: 202n });
    // Two rows under no unit: the podman one has no working set, the other has no memory at all.
    expect(byLabel.get(UNGROUPED.unit)).toMatchObject({ processCount: 2, cpuPercent: 7, privateBytes: 9n, worksetBytes: null });
    expect(byLabel.get(UNKNOWN_GROUP)).toMatchObject({ processCount: 1, cpuPercent: null, privateBytes: 11n, worksetBytes: null });
    expect(groups.reduce((n, g) => n + g.processCount, 0)).toBe(ROWS.length);
  });

  it('groups by container, named by the runtime’s name or else the short id, host processes together', () => {
    const groups = groupRows(ROWS, 'container');
    expect(groups.map((g) => [g.label, g.processCount, g.privateBytes])).toEqual([
      [UNGROUPED.container, 4, TWO_53 + 8n],
      ['web', 2, 101n],
      ['b'.repeat(12), 1, 9n],
      [UNKNOWN_GROUP, 1, 11n],
    ]);
  });

  it('sorts by each sum, missing values last in both directions, names ascending', () => {
    const groups = groupRows(ROWS, 'unit');
    expect(sortGroups(groups, 'private_bytes', true).map((g) => g.label)).toEqual(['nginx.service', 'docker-aaaa.scope', UNKNOWN_GROUP, UNGROUPED.unit]);
    expect(sortGroups(groups, 'cpu_percent', false).map((g) => g.label)).toEqual(['nginx.service', UNGROUPED.unit, 'docker-aaaa.scope', UNKNOWN_GROUP]);
    expect(sortGroups(groups, 'workset_bytes', false).map((g) => g.label).slice(-2)).toEqual([UNGROUPED.unit, UNKNOWN_GROUP]);
    expect(sortGroups(groups, 'process_count', true)[0]!.label).toBe('nginx.service');
    expect(sortGroups(groups, 'label', false).map((g) => g.label)).toEqual([UNGROUPED.unit, UNKNOWN_GROUP, 'docker-aaaa.scope', 'nginx.service']);
  });
});

describe('grouping view: state', () => {
  it('c cycles processes → unit → container → processes, each switch starting collapsed', () => {
    let state = INITIAL_GROUPS_STATE;
    const modes = [];
    for (let i = 0; i < 3; i++) {
      state = groupsReducer({ ...state, expanded: new Set(['x']) }, { type: 'cycle_mode' });
      modes.push(state.mode);
      expect(state.expanded.size).toBe(0);
    }
    expect(modes).toEqual(['unit', 'container', null]);
  });

  it('expands the selected group to its processes, keeps the selection on its line when the order changes, collapses from a process', () => {
    const groups = sortGroups(groupRows(ROWS, 'unit'), 'private_bytes', true);
    let state = groupsReducer(INITIAL_GROUPS_STATE, { type: 'cycle_mode' });
    let lines = groupLines(groups, state.expanded);
    expect(lines).toHaveLength(4);
    state = groupsReducer(state, { type: 'toggle_expand', lines });
    lines = groupLines(groups, state.expanded);
    expect(lines.map((l) => (l.kind === 'group' ? l.group.label : l.row.pid))).toEqual(['nginx.service', 1, 2, 3, 'docker-aaaa.scope', UNKNOWN_GROUP, UNGROUPED.unit]);
    state = groupsReducer(state, { type: 'move', by: 2, lines });
    expect(lines[selectedLine(state, lines)]).toMatchObject({ kind: 'process', row: { pid: 2 } });
    // Another order (by count ascending): the selection follows process 2.
    const reordered = groupLines(sortGroups(groupRows(ROWS, 'unit'), 'process_count', false), state.expanded);
    expect(reordered[selectedLine(state, reordered)]).toMatchObject({ kind: 'process', row: { pid: 2 } });
    state = groupsReducer(state, { type: 'toggle_expand', lines, open: false });
    lines = groupLines(groups, state.expanded);
    expect(lines).toHaveLength(4);
    expect(lines[selectedLine(state, lines)]).toMatchObject({ kind: 'group', group: { label: 'nginx.service' } });
  });

  it('s cycles the sort key, R reverses it', () => {
    let state = groupsReducer(INITIAL_GROUPS_STATE, { type: 'cycle_sort', step: 1 });
    expect(state).toMatchObject({ sortKey: 'private_bytes', descending: true });
    state = groupsReducer(state, { type: 'reverse_sort' });
    expect(state.descending).toBe(false);
    state = groupsReducer(state, { type: 'cycle_sort', step: -1 });
    expect(state.sortKey).toBe('cpu_percent');
  });
});
