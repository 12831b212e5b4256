// The process table: one line per lifetime, columns from the metric catalog, selection and Ghost Rows.
import { Box, Text } from 'ink';
import type { ProcessRowView } from '../../app/view.js';
import { type Column } from '../columns.js';
import { displaySafe, fit, formatMetric } from '../format.js';

function cell(row: ProcessRowView, column: Column): string {
  if (column.key === 'pid') return String(row.pid);
  if (column.key === 'name') return displaySafe(row.name);
  return formatMetric(row.values[column.key], column.unit ?? 'count');
}

export function headerLine(columns: readonly Column[], sortKey: string, descending: boolean): string {
  return (
    '  ' +
    columns
      .map((column) => {
        const mark = column.key === sortKey ? (descending ? '▼' : '▲') : '';
        return fit(column.title + mark, column.width, column.align);
      })
      .join(' ')
  );
}

export function rowLine(row: ProcessRowView, columns: readonly Column[]): string {
  const marker = row.ghost ? '† ' : row.tracked ? '* ' : '  ';
  return marker + columns.map((column) => fit(cell(row, column), column.width, column.align)).join(' ');
}

export function ProcessTable(props: {
  rows: readonly ProcessRowView[];
  columns: readonly Column[];
  sortKey: string;
  sortDescending: boolean;
  selectedIndex: number;
  height: number;
}) {
  const { rows, columns, selectedIndex, height } = props;
  const bodyHeight = Math.max(1, height - 1);
  const top = Math.max(0, Math.min(selectedIndex - Math.floor(bodyHeight / 2), rows.length - bodyHeight));
  const slice = rows.slice(top, top + bodyHeight);
  return (
    <Box flexDirection="column">
      <Text inverse wrap="truncate">{headerLine(columns, props.sortKey, props.sortDescending)}</Text>
      {slice.map((row, i) => {
        const selected = top + i === selectedIndex;
        return (
          <Text key={row.key} inverse={selected} dimColor={row.ghost && !selected} color={row.tracked && !selected ? 'green' : undefined} wrap="truncate">
            {rowLine(row, columns)}
          </Text>
        );
      })}
      {rows.length === 0 ? <Text dimColor>  no processes match</Text> : null}
    </Box>
  );
}
