// The process table: one line per lifetime, columns from the metric catalog, selection, Ghost Rows and, in the
// tree view, each name's branch.
import { Box, Text } from 'ink';
import { memo, useRef } from 'react';
import type { ProcessRowView } from '../../../app/view.js';
import type { Column } from '../../columns.js';
import { TextLines } from '../../components/text-lines.js';
import { usePalette } from '../../theme.js';
import { headerLine, type DotnetViews } from './row-format.js';
import { RowLines } from './row-lines.js';
import { sameProps } from '../../same-props.js';

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
  /** The table's width in columns: each line is cut to it (wide characters in names can make a line wider). */
  width: number;
  prefixes?: ReadonlyMap<string, string>;
  dotnet?: DotnetViews;
  /** The cell cursor's column while the table has the focus, else null (nothing marked). */
  cellKey?: string | null;
}) {
  const { rows, columns, selectedIndex, height, width } = props;
  const palette = usePalette();
  const lines = useRef<RowLines | null>(null);
  lines.current ??= new RowLines();
  const bodyHeight = Math.max(1, height - 1);
  const top = tableTop(rows.length, selectedIndex, height);
  const end = Math.min(rows.length, top + bodyHeight);
  // The body is one Text (one layout node, measured and placed once a frame, issue 32).
  const body = new TextLines();
  lines.current.begin();
  for (let index = top; index < end; index++) {
    const row = rows[index]!;
    const selected = index === selectedIndex;
    const prefix = props.prefixes?.get(row.key) ?? '';
    const cellKey = selected ? (props.cellKey ?? null) : null;
    const line = lines.current.line(row, columns, prefix, props.dotnet, cellKey, width);
    const color = row.tracked && !selected ? palette.tracked : undefined;
    body.add(line, selected || row.ghost || color !== undefined ? { inverse: selected, dimColor: row.ghost && !selected, color } : null, row.key);
  }
  lines.current.end();
  return (
    <Box flexDirection="column">
      <Text inverse wrap="truncate">{headerLine(columns, props.sortKey, props.sortDescending, props.cellKey ?? null)}</Text>
      {body.count > 0 ? <Text>{body.children()}</Text> : null}
      {rows.length === 0 ? <Text dimColor>  no processes match</Text> : null}
    </Box>
  );
}, sameProps);
