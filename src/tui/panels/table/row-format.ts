// The process table's lines as text: the header and each row's cells (shared by the table and its tests).
import type { ProcessRowView } from '../../../app/view.js';
import { isCgroupColumn } from '../../../app/preferences.js';
import type { DotnetCollectionView } from '../../../model/dotnet.js';
import { cgroupValue, dotnetMark, type Column } from '../../columns.js';
import { displaySafe, fit, formatMetric, MISSING } from '../../format.js';

/** The .NET support and collection state of the lifetimes that have one (AppView.dotnet). */
export type DotnetViews = Readonly<Record<string, DotnetCollectionView>>;

function cell(row: ProcessRowView, column: Column, prefix: string, dotnet: DotnetViews | undefined): string {
  if (column.key === 'pid') return String(row.pid);
  if (column.key === 'name') return prefix + displaySafe(row.name);
  if (column.key === 'dotnet') return dotnetMark(dotnet?.[row.key]);
  if (isCgroupColumn(column.key)) {
    const value = cgroupValue(row, column.key);
    return value === undefined ? MISSING : displaySafe(String(value));
  }
  const text = formatMetric(row.values[column.key], column.unit ?? 'count');
  // A text metric (the task name) is the program's own bytes: drawn like a name, control characters replaced.
  return column.unit === 'text' ? displaySafe(text) : text;
}

// The cell cursor is drawn against the line's inverse (header, selected row): inverse off inside the cell.
const CELL_ON = '\u001b[27m';
const CELL_OFF = '\u001b[7m';
const marked = (text: string, on: boolean) => (on ? `${CELL_ON}${text}${CELL_OFF}` : text);

/** The header line; `cellKey` (the cell cursor's column, while the table has the focus) stands out of the inverse line. */
export function headerLine(columns: readonly Column[], sortKey: string, descending: boolean, cellKey: string | null = null): string {
  return (
    '  ' +
    columns
      .map((column) => {
        const mark = column.key === sortKey ? (descending ? '▼' : '▲') : '';
        return marked(fit(column.title + mark, column.width, column.align), column.key === cellKey);
      })
      .join(' ')
  );
}

/** One cell's text at its column's width. */
export function fittedCell(row: ProcessRowView, column: Column, prefix: string, dotnet: DotnetViews | undefined): string {
  return fit(cell(row, column, prefix, dotnet), column.width, column.align);
}

/** A row's line from its fitted cells; on the selected row, `cellKey`'s cell stands out of the inverse line (the cell cursor). */
export function assembleRow(row: ProcessRowView, columns: readonly Column[], cells: readonly string[], cellKey: string | null): string {
  const marker = row.ghost ? '† ' : row.tracked ? '* ' : '  ';
  let line = marker;
  for (let i = 0; i < cells.length; i++) line += (i === 0 ? '' : ' ') + marked(cells[i]!, columns[i]!.key === cellKey);
  return line;
}

/** One row as one line (the table draws it through RowLines, which formats again only the cells that changed). */
export function rowLine(row: ProcessRowView, columns: readonly Column[], prefix = '', dotnet?: DotnetViews, cellKey: string | null = null): string {
  return assembleRow(row, columns, columns.map((column) => fittedCell(row, column, prefix, dotnet)), cellKey);
}
