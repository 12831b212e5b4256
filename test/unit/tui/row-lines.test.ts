// Guards the table's row cache (src/tui/panels/table/row-lines.ts): each line equals the uncached rowLine, a cell is
// formatted again only when its value changed, a line is rebuilt only when a cell's text, the cell cursor, the marker
// or the columns changed, and rows a frame did not show are forgotten. Counts work done, never time.
import { describe, expect, it } from 'vitest';
import type { ProcessRowView } from '../../../src/app/view.js';
import type { Column } from '../../../src/tui/columns.js';
import { rowLine } from '../../../src/tui/panels/table/row-format.js';
import { RowLines } from '../../../src/tui/panels/table/row-lines.js';

const columns: readonly Column[] = [
  { key: 'pid', title: 'PID', width: 6, align: 'right' },
  { key: 'name', title: 'Name', width: 10, align: 'left' },
  { key: 'cpu_percent', title: 'CPU%', width: 6, align: 'right', unit: 'percent' },
  { key: 'private_bytes', title: 'PrivBytes', width: 9, align: 'right', unit: 'bytes' },
] as const as readonly Column[];

function row(values: ProcessRowView['values'], flags: Partial<Pick<ProcessRowView, 'tracked' | 'ghost'>> = {}): ProcessRowView {
  return { key: 'k', pid: 7, name: 'worker', user: null, path: null, parentKey: null, kernelThread: false, tracked: false, ghost: false, values, unavailable: {}, ...flags };
}

/** One frame showing `shown`, as ProcessTable draws it. */
function frame(lines: RowLines, shown: ProcessRowView | null, cellKey: string | null = null, cols = columns, prefix = ''): string | null {
  lines.begin();
  const line = shown === null ? null : lines.line(shown, cols, prefix, undefined, cellKey);
  lines.end();
  return line;
}

describe('RowLines', () => {
  it('draws each row as rowLine does and formats nothing again while its values stay', () => {
    const lines = new RowLines();
    const first = row({ cpu_percent: 1.5, private_bytes: 2n ** 20n });
    expect(frame(lines, first)).toBe(rowLine(first, columns));
    expect([lines.cellsFormatted, lines.linesAssembled]).toEqual([4, 1]);
    // A new row object with the same values (the App builds its rows anew each snapshot).
    expect(frame(lines, row({ cpu_percent: 1.5, private_bytes: 2n ** 20n }))).toBe(rowLine(first, columns));
    expect([lines.cellsFormatted, lines.linesAssembled]).toEqual([4, 1]);
  });

  it('formats a changed value again but keeps the line where its text did not change', () => {
    const lines = new RowLines();
    frame(lines, row({ cpu_percent: 1.5, private_bytes: 2n ** 20n }));
    // One byte more still reads 1.00M.
    const grown = row({ cpu_percent: 1.5, private_bytes: 2n ** 20n + 1n });
    expect(frame(lines, grown)).toBe(rowLine(grown, columns));
    expect([lines.cellsFormatted, lines.linesAssembled]).toEqual([5, 1]);
    const busier = row({ cpu_percent: 42.25, private_bytes: 2n ** 20n + 1n });
    expect(frame(lines, busier)).toBe(rowLine(busier, columns));
    expect(frame(lines, busier)).toContain('42.');
    expect([lines.cellsFormatted, lines.linesAssembled]).toEqual([6, 2]);
    // A value that goes missing is a change too.
    const missing = row({ private_bytes: 2n ** 20n + 1n });
    expect(frame(lines, missing)).toBe(rowLine(missing, columns));
    expect(lines.linesAssembled).toBe(3);
  });

  it('rebuilds the line for the cell cursor, the marker and other columns or prefix', () => {
    const lines = new RowLines();
    const values = { cpu_percent: 1.5, private_bytes: 2n ** 20n };
    frame(lines, row(values));
    expect(frame(lines, row(values), 'cpu_percent')).toBe(rowLine(row(values), columns, '', undefined, 'cpu_percent'));
    expect(frame(lines, row(values, { tracked: true }), 'cpu_percent')).toBe(rowLine(row(values, { tracked: true }), columns, '', undefined, 'cpu_percent'));
    expect(frame(lines, row(values, { ghost: true }))).toBe(rowLine(row(values, { ghost: true }), columns));
    expect(lines.linesAssembled).toBe(4);
    expect(lines.cellsFormatted).toBe(4);
    const fewer = columns.slice(0, 3);
    expect(frame(lines, row(values), null, fewer)).toBe(rowLine(row(values), fewer));
    expect(lines.cellsFormatted).toBe(7);
    expect(frame(lines, row(values), null, fewer, '├ ')).toBe(rowLine(row(values), fewer, '├ '));
    expect(lines.cellsFormatted).toBe(10);
  });

  it('forgets a row that a frame did not show', () => {
    const lines = new RowLines();
    const values = { cpu_percent: 1.5, private_bytes: 2n ** 20n };
    frame(lines, row(values));
    frame(lines, null);
    expect(frame(lines, row(values))).toBe(rowLine(row(values), columns));
    expect([lines.cellsFormatted, lines.linesAssembled]).toEqual([8, 2]);
  });
});
