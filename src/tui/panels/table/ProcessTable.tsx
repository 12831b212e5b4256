// The process table: one line per lifetime, columns from the metric catalog, selection, Ghost Rows and, in the
// tree view, each name's branch.
import { Box, Text } from 'ink';
import { memo } from 'react';
import type { ProcessRowView } from '../../../app/view.js';
import { isCgroupColumn } from '../../../app/preferences.js';
import type { DotnetCollectionView } from '../../../model/dotnet.js';
import { cgroupValue, dotnetMark, type Column } from '../../columns.js';
import { displaySafe, fit, formatMetric, MISSING } from '../../format.js';
import { usePalette } from '../../theme.js';

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

/** One row as one line; on the selected row, `cellKey`'s cell stands out of the inverse line (the cell cursor). */
export function rowLine(row: ProcessRowView, columns: readonly Column[], prefix = '', dotnet?: DotnetViews, cellKey: string | null = null): string {
  const marker = row.ghost ? '† ' : row.tracked ? '* ' : '  ';
  return marker + columns.map((column) => marked(fit(cell(row, column, prefix, dotnet), column.width, column.align), column.key === cellKey)).join(' ');
}

/** The first row shown: the selection stays in the middle where it can (the mouse hook maps clicks through it). */
export function tableTop(rowCount: number, selectedIndex: number, height: number): number {
  const bodyHeight = Math.max(1, height - 1);
  return Math.max(0, Math.min(selectedIndex - Math.floor(bodyHeight / 2), rowCount - bodyHeight));
}

/** The column under terminal column `x` (0-based), or null on a gap or the marker. */
export function columnAt(columns: readonly Column[], x: number): Column | null {
  let at = 2; // tracked / ghost marker
  for (const column of columns) {
    if (x >= at && x < at + column.width) return column;
    at += column.width + 1;
  }
  return null;
}

export const ProcessTable = memo(function ProcessTable(props: {
  rows: readonly ProcessRowView[];
  columns: readonly Column[];
  sortKey: string;
  sortDescending: boolean;
  selectedIndex: number;
  height: number;
  prefixes?: ReadonlyMap<string, string>;
  dotnet?: DotnetViews;
  /** The cell cursor's column while the table has the focus, else null (nothing marked). */
  cellKey?: string | null;
}) {
  const { rows, columns, selectedIndex, height } = props;
  const palette = usePalette();
  const bodyHeight = Math.max(1, height - 1);
  const top = tableTop(rows.length, selectedIndex, height);
  const slice = rows.slice(top, top + bodyHeight);
  return (
    <Box flexDirection="column">
      <Text inverse wrap="truncate">{headerLine(columns, props.sortKey, props.sortDescending, props.cellKey ?? null)}</Text>
      {slice.map((row, i) => {
        const selected = top + i === selectedIndex;
        return (
          <Text key={row.key} inverse={selected} dimColor={row.ghost && !selected} color={row.tracked && !selected ? palette.tracked : undefined} wrap="truncate">
            {rowLine(row, columns, props.prefixes?.get(row.key) ?? '', props.dotnet, selected ? (props.cellKey ?? null) : null)}
          </Text>
        );
      })}
      {rows.length === 0 ? <Text dimColor>  no processes match</Text> : null}
    </Box>
  );
});
