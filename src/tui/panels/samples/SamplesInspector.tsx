// The Samples inspector's region (focus id `samples`, shown by v beside or below the Graphs): its title (inverse
// while focused) and the active Graph's exact value at the shared cursor. The sample list, Max, MA5 and A/B lines
// grow here from the same plot the active Graph card draws.
import { Box, Text } from 'ink';
import type { GraphsPanelView } from '../../../app/graphs/feature.js';
import { clockTime, formatValue } from '../graphs/plot.js';
import type { SamplesPanelState } from './reducer.js';

export interface SamplesInspectorProps {
  readonly panel: GraphsPanelView;
  readonly state: SamplesPanelState;
  readonly width: number;
  readonly height: number;
  readonly focused: boolean;
}

/** The inspector's lines below its title: the active Graph and its exact value at the cursor. */
export function samplesLines(panel: GraphsPanelView): string[] {
  const plot = panel.plots.find((p) => p.graphId === panel.workspace.activeGraphId);
  if (!plot || panel.cursorMs === null) return ['no Graph'];
  return [`#${plot.graphId} ${plot.metricName}`, `${clockTime(panel.cursorMs)}  ${formatValue(plot.cursorValue, plot)}`];
}

export function SamplesInspector({ panel, width, height, focused }: SamplesInspectorProps) {
  return (
    <Box flexDirection="column" width={width} height={height} overflowY="hidden">
      <Text wrap="truncate" inverse={focused} bold={focused}>
        Samples
      </Text>
      {samplesLines(panel).map((line, i) => (
        <Text key={i} wrap="truncate">
          {line}
        </Text>
      ))}
    </Box>
  );
}
