// Guards the table layout: an 80-column terminal fits PID, Name and several metrics, wider terminals show more, and no header or row line ever exceeds the width.
import { describe, expect, it } from 'vitest';
import type { ProcessRowView } from '../../../src/app/view.js';
import { DEFAULT_METRIC_COLUMNS, layoutColumns, NAME_MIN_WIDTH, sortableKeys } from '../../../src/tui/columns.js';
import { headerLine, rowLine } from '../../../src/tui/components/ProcessTable.js';

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
