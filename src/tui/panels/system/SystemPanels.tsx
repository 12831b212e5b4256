// The system panels: MEM, CPU, NW/DISK and GPU, from the displayed system sample; missing values show as a dash.
// Focused (Tab), the item under the metric cursor is drawn inverse and the titles say which keys act.
import { Box, Text } from 'ink';
import { memo } from 'react';
import type { GpuAdapterSample, SystemSample } from '../../../model/types.js';
import { usePalette } from '../../theme.js';
import { systemItems, type SystemItem, type SystemPanelName } from './items.js';

const PANELS: readonly SystemPanelName[] = ['MEM', 'CPU', 'NW/DISK', 'GPU'];
const INVERSE = '\u001b[7m';
const NO_INVERSE = '\u001b[27m';

/** A panel's three lines, one string each (items of a line joined by a space, the cursor's item inverse). */
export function panelLines(items: readonly SystemItem[], panel: SystemPanelName, cursor: SystemItem | null): string[] {
  const lines = ['', '', ''];
  for (const item of items) {
    if (item.panel !== panel) continue;
    const text = item === cursor ? `${INVERSE}${item.text}${NO_INVERSE}` : item.text;
    lines[item.line] = lines[item.line] ? `${lines[item.line]} ${text}` : text;
  }
  return lines;
}

function Panel({ title, lines, width, focused }: { title: string; lines: string[]; width: number; focused: boolean }) {
  const palette = usePalette();
  return (
    <Box flexDirection="column" width={width} marginRight={1}>
      <Text bold color={palette.accent} inverse={focused}>
        {title}
      </Text>
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate">
          {line}
        </Text>
      ))}
    </Box>
  );
}

export interface SystemPanelsProps {
  readonly system: SystemSample | null;
  readonly gpus: readonly GpuAdapterSample[];
  readonly width: number;
  /** The metric cursor's index into systemItems when the panels have the focus, else null. */
  readonly cursor?: number | null;
}

export const SystemPanels = memo(function SystemPanels({ system, gpus, width, cursor = null }: SystemPanelsProps) {
  const panelWidth = Math.max(18, Math.floor(width / 4) - 1);
  const items = systemItems(system, gpus);
  const selected = cursor === null ? null : (items[Math.min(cursor, items.length - 1)] ?? null);
  return (
    <Box width={width}>
      {PANELS.map((panel) => (
        <Panel key={panel} title={panel} width={panelWidth} focused={selected?.panel === panel} lines={panelLines(items, panel, selected)} />
      ))}
    </Box>
  );
});
