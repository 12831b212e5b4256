// The grouping view in the table's place: one line per group (unit or container) with its process count, summed
// CPU%, private bytes and working set, and under an expanded group its processes with their own values.
import { Box, Text } from 'ink';
import { memo } from 'react';
import type { ProcessRowView } from '../../../app/view.js';
import { TextLines } from '../../components/text-lines.js';
import { displaySafe, fit, formatMetric, MISSING, truncateLine } from '../../format.js';
import { tableTop } from '../table/ProcessTable.js';
import type { GroupingMode, GroupLine, GroupSortKey } from './grouping.js';
import { sameProps } from '../../same-props.js';

const TITLES: Readonly<Record<GroupingMode, string>> = { unit: 'Unit', container: 'Container' };
/** The sum columns, right of the group's name: [sort key, title, width]. */
const SUMS: readonly (readonly [GroupSortKey, string, number])[] = [
  ['process_count', 'Procs', 6],
  ['cpu_percent', 'CPU%', 7],
  ['private_bytes', 'Private', 10],
  ['workset_bytes', 'Work Set', 10],
];
const SUMS_WIDTH = SUMS.reduce((width, [, , w]) => width + w + 1, 0);

/** The header: the grouping's name column, then the sums, the sort column marked. */
export function groupsHeader(mode: GroupingMode, width: number, sortKey: GroupSortKey, descending: boolean): string {
  const mark = (key: GroupSortKey) => (key === sortKey ? (descending ? '▼' : '▲') : '');
  const name = fit(`${TITLES[mode]}${mark('label')}`, Math.max(8, width - SUMS_WIDTH - 2), 'left');
  return `  ${name}${SUMS.map(([key, title, w]) => ` ${fit(title + mark(key), w, 'right')}`).join('')}`;
}

function processCells(row: ProcessRowView): string[] {
  return [String(row.pid), formatMetric(row.values.cpu_percent, 'percent'), formatMetric(row.values.private_bytes, 'bytes'), formatMetric(row.values.workset_bytes, 'bytes')];
}

/** One line of the view: a group (▸ collapsed, ▾ expanded) with its sums, or a process of an expanded group. */
export function groupLineText(line: GroupLine, width: number): string {
  const nameWidth = Math.max(8, width - SUMS_WIDTH - 2);
  if (line.kind === 'group') {
    const g = line.group;
    const cells = [String(g.processCount), g.cpuPercent === null ? MISSING : formatMetric(g.cpuPercent, 'percent'), g.privateBytes === null ? MISSING : formatMetric(g.privateBytes, 'bytes'), g.worksetBytes === null ? MISSING : formatMetric(g.worksetBytes, 'bytes')];
    return `${line.expanded ? '▾ ' : '▸ '}${fit(displaySafe(g.label), nameWidth, 'left')}${cells.map((cell, i) => ` ${fit(cell, SUMS[i]![2], 'right')}`).join('')}`;
  }
  // A process: its name indented under the group, its PID where the group's count is.
  return `    ${fit(displaySafe(line.row.name), nameWidth - 2, 'left')}${processCells(line.row).map((cell, i) => ` ${fit(cell, SUMS[i]![2], 'right')}`).join('')}`;
}

export const GroupsTable = memo(function GroupsTable(props: { mode: GroupingMode; lines: readonly GroupLine[]; selectedIndex: number; sortKey: GroupSortKey; descending: boolean; width: number; height: number }) {
  const { lines, selectedIndex, height, width } = props;
  const bodyHeight = Math.max(1, height - 1);
  const top = tableTop(lines.length, selectedIndex, height);
  // The lines are one Text (one layout node a frame, issue 32): groups bold, the selected line inverse.
  const body = new TextLines();
  lines.slice(top, top + bodyHeight).forEach((line, i) => {
    const selected = top + i === selectedIndex;
    const group = line.kind === 'group';
    body.add(truncateLine(groupLineText(line, width), width), selected || group ? { inverse: selected, bold: group } : null, group ? line.group.key : `${line.group.key}/${line.row.key}`);
  });
  return (
    <Box flexDirection="column">
      <Text inverse wrap="truncate">{groupsHeader(props.mode, width, props.sortKey, props.descending)}</Text>
      {body.count > 0 ? <Text>{body.children()}</Text> : null}
      {lines.length === 0 ? <Text dimColor>  no processes match</Text> : null}
    </Box>
  );
}, sameProps);
