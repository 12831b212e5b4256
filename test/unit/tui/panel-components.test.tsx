// Guards the panels' components in every state they draw: the system panels with and without the focus (the item
// under the metric cursor inverse, its panel's title too), the table's cell cursor (its header cell and the selected
// row's cell out of the inverse line, nothing marked without the focus) (the Samples inspector has its own, samples-panel.test.tsx).
import '../../support/force-color.js';
import { Box, Text } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { panelLines, SystemPanels } from '../../../src/tui/panels/system/SystemPanels.js';
import { systemItems } from '../../../src/tui/panels/system/items.js';
import { headerLine, rowLine } from '../../../src/tui/panels/table/row-format.js';
import { usePalette } from '../../../src/tui/theme.js';
import { renderWithProviders, type Rendered } from '../../support/render.js';

const INVERSE_OFF = '\u001b[27m';
const INVERSE_ON = '\u001b[7m';
const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

const system = { values: { physical_memory_bytes: 3n * 2n ** 30n, total_memory_bytes: 16n * 2n ** 30n, cpu_percent: 12.5 }, unavailable: {} };

describe('SystemPanels', () => {
  it('marks nothing without the focus, and the item under the metric cursor with it', () => {
    const items = systemItems(system as never, []);
    expect(panelLines(items, 'MEM', null).join('')).not.toContain(INVERSE_ON);
    const cpu = items.find((item) => item.text.startsWith('Total'))!;
    expect(panelLines(items, 'CPU', cpu)[0]).toBe(`${INVERSE_ON}${cpu.text}${INVERSE_OFF}`);
    expect(panelLines(items, 'MEM', cpu).join('')).not.toContain(INVERSE_ON);
  });

  it('draws the four panels, the focused item inverse', () => {
    const r = renderWithProviders(<SystemPanels system={system as never} gpus={[]} width={120} cursor={3} />, { width: 120 });
    mounted.push(r);
    expect(r.frame()).toMatch(/MEM +CPU +NW\/DISK +GPU/);
    expect(r.frame()).toContain('Used 3.00G/16.0G');
    expect(r.rawFrame()).toContain(`${INVERSE_ON}Total 12.5%`);
  });
});

/** The panels as drawn before: a Text per line, each cut by ink (the lines here hold no wide character). */
function PerLinePanels({ width, cursor }: { width: number; cursor: number }) {
  const palette = usePalette();
  const panelWidth = Math.max(18, Math.floor(width / 4) - 1);
  const items = systemItems(system as never, []);
  const selected = items[cursor]!;
  return (
    <Box width={width}>
      {(['MEM', 'CPU', 'NW/DISK', 'GPU'] as const).map((panel) => (
        <Box key={panel} flexDirection="column" width={panelWidth} marginRight={1}>
          <Text bold color={palette.accent} inverse={selected.panel === panel}>
            {panel}
          </Text>
          {panelLines(items, panel, selected, panelWidth).map((line, i) => (
            <Text key={i} wrap="truncate">
              {line}
            </Text>
          ))}
        </Box>
      ))}
    </Box>
  );
}

describe('SystemPanels as one Text a panel', () => {
  for (const width of [120, 76, 60]) {
    it(`draws the frame a Text per line drew, styles included (width ${width})`, () => {
      const r = renderWithProviders(<SystemPanels system={system as never} gpus={[]} width={width} cursor={3} />, { width });
      const perLine = renderWithProviders(<PerLinePanels width={width} cursor={3} />, { width });
      mounted.push(r, perLine);
      expect(r.rawFrame()).toContain(INVERSE_ON);
      expect(r.rawFrame()).toBe(perLine.rawFrame());
    });
  }
});

describe('the table cell cursor', () => {
  const columns = [
    { key: 'pid', title: 'PID', width: 6, align: 'right' },
    { key: 'cpu_percent', title: 'CPU%', width: 6, align: 'right', unit: 'percent' },
    { key: 'private_bytes', title: 'PrivBytes', width: 9, align: 'right', unit: 'bytes' },
  ] as const;
  const row = { key: 'k', pid: 7, name: 'x', tracked: false, ghost: false, values: { cpu_percent: 1.5, private_bytes: 2n ** 20n } } as never;

  it('takes the cursor column out of the inverse header and selected row, and marks nothing without it', () => {
    expect(headerLine(columns, 'cpu_percent', true, 'private_bytes')).toContain(`${INVERSE_OFF}PrivBytes${INVERSE_ON}`);
    expect(rowLine(row, columns, '', undefined, 'private_bytes')).toContain(`${INVERSE_OFF}    1.00M${INVERSE_ON}`);
    expect(rowLine(row, columns)).not.toContain(INVERSE_OFF);
    expect(headerLine(columns, 'cpu_percent', true)).not.toContain(INVERSE_OFF);
  });
});
