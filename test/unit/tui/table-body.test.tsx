// Guards the table's body drawn as one Text (src/tui/panels/table/ProcessTable.tsx, issue 32): the frame, styles
// included, is the one the table drew with one Text per row (ink cutting each row with wrap="truncate") — selection
// with the cell cursor, tracked and ghost rows, tree prefixes, names of wide characters (CJK, emoji) that make a line
// wider than the table, a table narrower than its columns; the grouping view's lines the same way.
import '../../support/force-color.js';
import { Box, Text } from 'ink';
import cliTruncate from 'cli-truncate';
import stringWidth from 'string-width';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProcessRowView } from '../../../src/app/view.js';
import type { Column } from '../../../src/tui/columns.js';
import { truncateLine } from '../../../src/tui/format.js';
import { GroupsTable, groupLineText, groupsHeader } from '../../../src/tui/panels/groups/GroupsTable.js';
import { groupLines, groupRows, type GroupLine } from '../../../src/tui/panels/groups/grouping.js';
import { ProcessTable, tableTop } from '../../../src/tui/panels/table/ProcessTable.js';
import { headerLine, rowLine } from '../../../src/tui/panels/table/row-format.js';
import { usePalette } from '../../../src/tui/theme.js';
import { renderWithProviders, type Rendered } from '../../support/render.js';

const columns: readonly Column[] = [
  { key: 'pid', title: 'PID', width: 7, align: 'right' },
  { key: 'name', title: 'Name', width: 16, align: 'left' },
  { key: 'cpu_percent', title: 'CPU%', width: 6, align: 'right', unit: 'percent' },
  { key: 'private_bytes', title: 'PrivBytes', width: 9, align: 'right', unit: 'bytes' },
] as const as readonly Column[];

function row(pid: number, name: string, flags: Partial<Pick<ProcessRowView, 'tracked' | 'ghost'>> = {}): ProcessRowView {
  return { key: `k${pid}`, pid, name, user: null, path: null, parentKey: null, kernelThread: false, tracked: false, ghost: false, values: { cpu_percent: pid / 10, private_bytes: BigInt(pid) * 4096n }, unavailable: {}, ...flags };
}

const rows: readonly ProcessRowView[] = [
  row(1, 'init'),
  row(22, '漢字のプロセス名前です', { tracked: true }),
  row(333, 'emoji 🚀🚀 worker'),
  row(4444, 'gone', { ghost: true }),
  row(5555, 'gone-and-tracked', { ghost: true, tracked: true }),
  row(66666, 'selected one'),
  row(77, 'a-remarkably-long-process-name'),
  row(88, '한국어 이름', { tracked: true }),
  row(99, 'last'),
];
const prefixes = new Map([['k77', '└─ ']]);

/**
 * The table as it was drawn before: the header and one Text per row, each cut by ink (its line first cut by
 * truncateLine, which ink's cut leaves as it is: ink's own cut left a line that ends in a wide character one column
 * wider than the table, which the one-Text body would wrap).
 */
function PerRowTable(props: { selectedIndex: number; height: number; width: number; cellKey: string | null }) {
  const palette = usePalette();
  const top = tableTop(rows.length, props.selectedIndex, props.height);
  const shown = rows.slice(top, top + Math.max(1, props.height - 1));
  return (
    <Box flexDirection="column">
      <Text inverse wrap="truncate">{headerLine(columns, 'cpu_percent', true, props.cellKey)}</Text>
      {shown.map((r, i) => {
        const selected = top + i === props.selectedIndex;
        const line = truncateLine(rowLine(r, columns, prefixes.get(r.key) ?? '', undefined, selected ? props.cellKey : null), props.width);
        return (
          <Text key={r.key} inverse={selected} dimColor={r.ghost && !selected} color={r.tracked && !selected ? palette.tracked : undefined} wrap="truncate">
            {line}
          </Text>
        );
      })}
    </Box>
  );
}

const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

function both(width: number, selectedIndex: number, height: number, cellKey: string | null): { body: Rendered; perRow: Rendered } {
  const body = renderWithProviders(
    <Box width={width}>
      <ProcessTable rows={rows} columns={columns} sortKey="cpu_percent" sortDescending selectedIndex={selectedIndex} height={height} width={width} prefixes={prefixes} cellKey={cellKey} />
    </Box>,
    { width: 100, height: 24 },
  );
  const perRow = renderWithProviders(
    <Box width={width}>
      <PerRowTable selectedIndex={selectedIndex} height={height} width={width} cellKey={cellKey} />
    </Box>,
    { width: 100, height: 24 },
  );
  mounted.push(body, perRow);
  return { body, perRow };
}

describe('the table body as one Text', () => {
  for (const [width, selectedIndex, height, cellKey] of [
    [60, 5, 12, 'cpu_percent'],
    [60, 1, 12, null],
    [30, 3, 12, 'private_bytes'],
    [41, 8, 5, 'name'],
    [12, 0, 12, null],
  ] as const) {
    it(`draws the frame the per-row Texts drew (width ${width}, row ${selectedIndex} selected, ${height} lines)`, () => {
      const { body, perRow } = both(width, selectedIndex, height, cellKey);
      // Styled as before: the same SGR codes in the same places, and the same characters on screen.
      expect(body.rawFrame()).toBe(perRow.rawFrame());
      expect(body.lines().length).toBe(Math.min(height, rows.length + 1));
    });
  }

  it('shows the selection, tracked and ghost styles and cuts wide names within the width', () => {
    const { body } = both(30, 5, 12, null);
    const raw = body.rawFrame();
    // Inverse for the header and the selected row; dim for a ghost; the tracked colour for tracked rows.
    expect(raw).toContain('\u001b[7m    66666 selected one');
    expect(raw).toContain('\u001b[2m†    4444 gone');
    expect(raw).toMatch(/\u001b\[3\dm\*      22 漢字/);
    // No line wider than the table, none wrapped.
    expect(body.lines()).toHaveLength(rows.length + 1);
    for (const line of body.lines()) expect(truncateLine(line, 30)).toBe(line);
  });

  it('cuts a line at the width as ink does, whatever its characters', () => {
    expect(truncateLine('  plain ascii line', 40)).toBe('  plain ascii line');
    expect(truncateLine('  plain ascii line', 8)).toBe('  plain…');
    // Each CJK character takes two columns: 11 columns fit 5 of them and the ellipsis.
    expect(truncateLine('漢字のプロセス名前', 11)).toBe('漢字のプロ…');
    // cli-truncate keeps a wide character that straddles the cut (12 columns for 11); truncateLine drops it.
    expect(truncateLine('ab 漢字のプロセス名前', 12)).toBe('ab 漢字のプ…');
    expect(truncateLine('ab 漢字のプロセス名前', 11)).toBe('ab 漢字の…');
    expect(truncateLine('a \u001b[27mcell\u001b[7m b', 40)).toBe('a \u001b[27mcell\u001b[7m b');
  });

  it('cuts a styled line (the selected row\'s cell cursor) as cli-truncate does, fitting by its length less the codes', () => {
    const cursor = (before: string, cell: string, after: string) => `${before}\u001b[27m${cell}\u001b[7m${after}`;
    const lines = [cursor('   24 node ', '  18.7', '   44.4M'), cursor('', '', ''), cursor('†  4 a', '漢字', ' b'), `\u001b[1m${'─'.repeat(20)}\u001b[22m`, cursor('x'.repeat(10), 'y'.repeat(10), 'z'.repeat(10))];
    for (const line of lines) {
      for (let width = 0; width <= 34; width++) {
        // cli-truncate cut as truncateLine's general path does (a wide character straddling the cut goes too).
        let expected = cliTruncate(line, width, { position: 'end' });
        for (let columns = width - 1; columns > 0 && stringWidth(expected) > width; columns--) expected = cliTruncate(line, columns, { position: 'end' });
        expect(truncateLine(line, width)).toBe(expected);
      }
    }
  });

  it('measures by length only characters string-width counts one column each', () => {
    const oneColumn = ['†', '…', '−', '▸', '▾', ...Array.from({ length: 0x80 }, (_, i) => String.fromCharCode(0x2500 + i)), ...Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i))];
    for (const c of oneColumn) {
      expect(stringWidth(c.repeat(5))).toBe(5);
      expect(truncateLine(c.repeat(5), 5)).toBe(c.repeat(5));
      expect(truncateLine(c.repeat(6), 5)).toBe(`${c.repeat(4)}…`);
    }
  });
});

describe('the grouping view as one Text', () => {
  const groupedRows = rows.map((r, i) => ({ ...r, cgroup: { path: `/system.slice/u${i % 3}.service`, unit: `u${i % 3}.service`, container: null, namespacePid: null } }));
  const all = groupLines(groupRows(groupedRows as never, 'unit'), new Set(['unit:u1.service']));

  function PerLineGroups({ lines, selectedIndex, width, height }: { lines: readonly GroupLine[]; selectedIndex: number; width: number; height: number }) {
    const top = tableTop(lines.length, selectedIndex, height);
    return (
      <Box flexDirection="column">
        <Text inverse wrap="truncate">{groupsHeader('unit', width, 'cpu_percent', true)}</Text>
        {lines.slice(top, top + Math.max(1, height - 1)).map((line, i) => (
          <Text key={i} inverse={top + i === selectedIndex} bold={line.kind === 'group'} wrap="truncate">
            {truncateLine(groupLineText(line, width), width)}
          </Text>
        ))}
      </Box>
    );
  }

  for (const [width, selectedIndex] of [
    [60, 2],
    [40, 0],
  ] as const) {
    it(`draws the frame a Text per line drew (width ${width}, line ${selectedIndex} selected)`, () => {
      expect(all.some((line) => line.kind === 'process')).toBe(true);
      const one = renderWithProviders(
        <Box width={width}>
          <GroupsTable mode="unit" lines={all} selectedIndex={selectedIndex} sortKey="cpu_percent" descending width={width} height={10} />
        </Box>,
        { width: 100, height: 24 },
      );
      const perLine = renderWithProviders(
        <Box width={width}>
          <PerLineGroups lines={all} selectedIndex={selectedIndex} width={width} height={10} />
        </Box>,
        { width: 100, height: 24 },
      );
      mounted.push(one, perLine);
      expect(one.rawFrame()).toContain('\u001b[1m');
      expect(one.rawFrame()).toBe(perLine.rawFrame());
    });
  }
});
