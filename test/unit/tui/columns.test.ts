// Guards the table layout: an 80-column terminal fits PID, Name and several metrics, wider terminals show more, and no header or row line ever exceeds the width.
import { describe, expect, it } from 'vitest';
import type { ProcessRowView } from '../../../src/app/view.js';
import { DEFAULT_METRIC_COLUMNS, layoutColumns, NAME_MIN_WIDTH, sortableKeys } from '../../../src/tui/columns.js';
import { headerLine, rowLine } from '../../../src/tui/panels/table/row-format.js';
import { columnChoices, DEFAULT_VISIBLE_COLUMNS } from '../../../src/app/preferences.js';
import { DEFAULT_ROW_OPTIONS, INITIAL_TABLE_STATE, visibleRows } from '../../../src/tui/panels/table/reducer.js';

/** The widest row the table can produce: long name, huge values in every column, a tracked marker. */
const WIDE_ROW: ProcessRowView = {
  key: '4194304:1:x',
  pid: 4_194_304,
  name: 'a-process-name-much-longer-than-any-column-could-ever-hold',
  user: 'tester',
  path: null,
  parentKey: null,
  kernelThread: false,
  tracked: true,
  ghost: false,
  values: Object.fromEntries(DEFAULT_METRIC_COLUMNS.map((id) => [id, id.endsWith('percent') ? 100 : 2n ** 64n - 1n])),
  unavailable: {},
};

/** The narrowest table: the marker, PID and the minimum Name width. */
const MIN_TABLE_WIDTH = 2 + 7 + 1 + NAME_MIN_WIDTH;

describe('layoutColumns', () => {
  it('fits PID, Name and several metrics into 80 columns', () => {
    const { columns } = layoutColumns(80);
    const keys = columns.map((c) => c.key);
    expect(keys.slice(0, 2)).toEqual(['pid', 'name']);
    expect(keys).toEqual(expect.arrayContaining(['cpu_percent', 'private_bytes', 'workset_bytes']));
    expect(keys.length - 2).toBeGreaterThanOrEqual(4);
  });

  it('shows more metric columns on wider terminals, in catalog order, never fewer', () => {
    expect(layoutColumns(200).columns.length).toBeGreaterThan(layoutColumns(80).columns.length);
    let previous = layoutColumns(MIN_TABLE_WIDTH).columns.map((c) => c.key);
    for (let width = MIN_TABLE_WIDTH + 1; width <= 300; width++) {
      const keys = layoutColumns(width).columns.map((c) => c.key);
      expect(keys.slice(0, previous.length)).toEqual(previous);
      expect(keys.slice(2)).toEqual(DEFAULT_METRIC_COLUMNS.slice(0, keys.length - 2));
      previous = keys;
    }
  });

  it('gives Name the spare width', () => {
    const { columns, nameWidth } = layoutColumns(80);
    expect(columns[1]!.width).toBe(nameWidth);
    expect(nameWidth).toBeGreaterThanOrEqual(NAME_MIN_WIDTH);
  });

  it(`never makes a header or row line wider than the terminal, from ${MIN_TABLE_WIDTH} to 300 columns`, () => {
    for (let width = MIN_TABLE_WIDTH; width <= 300; width++) {
      const { columns } = layoutColumns(width);
      const header = headerLine(columns, 'cpu_percent', true);
      const line = rowLine(WIDE_ROW, columns);
      expect([...header].length, `header at ${width}`).toBeLessThanOrEqual(width);
      expect([...line].length, `row at ${width}`).toBeLessThanOrEqual(width);
    }
  });

  it(`shrinks Name below its minimum when the terminal is narrower than ${MIN_TABLE_WIDTH} columns`, () => {
    // An unshrunk Name would make the header line wider than the terminal, and ink would wrap it.
    const { columns } = layoutColumns(20);
    expect([...headerLine(columns, 'cpu_percent', true)].length).toBeLessThanOrEqual(20);
  });

  it('offers every shown metric for sorting, plus PID and Name', () => {
    const sortable = sortableKeys();
    for (const column of layoutColumns(300).columns) expect(sortable).toContain(column.key);
  });
});

describe('control-group columns', () => {
  const id = 'ab12'.repeat(16);
  const row = (pid: number, cgroup: ProcessRowView['cgroup']): ProcessRowView => ({ ...WIDE_ROW, key: `${pid}:1:x`, pid, name: 'x', cgroup });
  const web = row(10, { path: `/system.slice/docker-${id}.scope`, unit: `docker-${id}.scope`, container: { runtime: 'docker', id, podUid: null, name: 'web' }, namespacePid: 1 });
  const unnamed = row(11, { path: '/kubepods/burstable/podx/' + id, unit: null, container: { runtime: 'kubernetes', id, podUid: null, name: null }, namespacePid: null });
  const plain = row(12, undefined);

  it('are hidden by default and offered in Settings after the metrics', () => {
    const choices = columnChoices(DEFAULT_VISIBLE_COLUMNS);
    expect(choices.slice(-4)).toEqual(['systemd_unit', 'container', 'cgroup', 'namespace_pid'].map((c) => ({ id: c, visible: false })));
    expect(DEFAULT_METRIC_COLUMNS).not.toContain('cgroup');
  });

  it('show the unit, the container name (else its short id), the path and the namespace PID; a dash where none', () => {
    const { columns } = layoutColumns(400, ['systemd_unit', 'container', 'cgroup', 'namespace_pid']);
    expect(headerLine(columns, 'pid', false)).toMatch(/Unit\s+Container\s+Cgroup\s+NS PID/);
    const cells = (r: ProcessRowView) => rowLine(r, columns).split(/\s+/).filter((c) => c !== '').slice(-4);
    expect(cells(web)).toEqual([`docker-${id.slice(0, 14)}…`, 'web', `/system.slice/docker-${id.slice(0, 8)}…`, '1']);
    expect(cells(unnamed).slice(0, 2)).toEqual(['-', id.slice(0, 12)]);
    expect(cells(plain)).toEqual(['-', '-', '-', '-']);
  });

  it('sort as text or number, missing last', () => {
    const by = (key: 'container' | 'namespace_pid') => visibleRows([plain, unnamed, web], { ...INITIAL_TABLE_STATE, sortKey: key, sortDescending: false }, DEFAULT_ROW_OPTIONS).map((r) => r.pid);
    expect(by('container')).toEqual([11, 10, 12]);
    expect(by('namespace_pid')).toEqual([10, 11, 12]);
  });
});
