// The Graph view (G): every registered Graph as a braille plot with its axis labels, the exact value at the shared
// cursor and at A/B with B−A, the active Graph highlighted. Each Graph is a memoized component of its plot object,
// which the App keeps while nothing the Graph shows changed, so a new sample redraws only what changed.
import { Box, Text } from 'ink';
import { memo, useMemo } from 'react';
import type { GraphsPanelView } from '../../app/graphs/feature.js';
import type { GraphPlot } from '../../app/graphs/series.js';
import { axisLabel, brailleRows, plotColumns, titleLine } from '../graphs/plot.js';
import { samplesPlacement } from '../panels/samples/reducer.js';
import { SamplesPanel } from '../panels/samples/SamplesPanel.js';

function time(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().slice(11, 19);
}

/** The line above the Graphs: count, mode, cursor and markers, follow/pause state, a running export. */
export function graphStatusLine(panel: GraphsPanelView): string {
  const w = panel.workspace;
  const follow = w.displayPaused ? 'paused' : w.follow ? 'following' : 'cursor fixed';
  const markers = `A ${time(w.markerAMs)} B ${time(w.markerBMs)}`;
  const exporting = w.exporting ? `  exporting to ${w.exporting}…` : '';
  return `Graphs ${w.graphs.length}/${w.capacity}  ${w.displayMode === 'ma5' ? 'MA5' : 'Raw'}  cursor ${time(panel.cursorMs)} (${follow})  ${markers}${exporting}`;
}

interface GraphBoxProps {
  readonly plot: GraphPlot;
  readonly active: boolean;
  readonly columns: number;
  readonly rows: number;
}

// SGR codes written into the plot text directly: one ink Text per Graph instead of a node per styled cell keeps
// the layout work of a 16-Graph frame small (ink measures ANSI-styled text by its visible width).
const SGR = { inverse: '\u001b[7m', noInverse: '\u001b[27m', yellow: '\u001b[33m', magenta: '\u001b[35m', green: '\u001b[32m', resetColor: '\u001b[39m', dim: '\u001b[2m', noDim: '\u001b[22m' };

/** One plot row: dim axis label, green dots, the cursor column inverted and the A/B columns coloured. */
export function styledPlotLine(label: string, line: string, cursor: number, a: number | null, b: number | null): string {
  let text = `${SGR.dim}${label}${SGR.noDim}${SGR.green}`;
  for (let column = 0; column < line.length; column++) {
    const char = line[column]!;
    if (column !== cursor && column !== a && column !== b) {
      text += char;
      continue;
    }
    const color = column === a ? SGR.yellow : column === b ? SGR.magenta : '';
    const styled = `${color}${char}${color ? SGR.green : ''}`;
    text += column === cursor ? `${SGR.inverse}${styled}${SGR.noInverse}` : styled;
  }
  return `${text}${SGR.resetColor}`;
}

export const GraphBox = memo(function GraphBox({ plot, active, columns, rows }: GraphBoxProps) {
  const body = useMemo(() => {
    const drawn = brailleRows(plot, columns, rows);
    return drawn.lines.map((line, row) => styledPlotLine(axisLabel(plot, row, rows), line, drawn.cursorColumn, drawn.aColumn, drawn.bColumn)).join('\n');
  }, [plot, columns, rows]);
  return (
    <Box flexDirection="column">
      <Text wrap="truncate" inverse={active} bold={active}>
        {titleLine(plot)}
      </Text>
      <Text>{body}</Text>
    </Box>
  );
});

/** The Samples inspector beside or below the Graphs (v), when there is room. */
export function GraphView({ panel, width, height, samples = { shown: false, focused: false } }: { panel: GraphsPanelView; width: number; height: number; samples?: { readonly shown: boolean; readonly focused: boolean } }) {
  const placement = samplesPlacement(samples.shown, width, height);
  if (placement.kind === 'beside') {
    return (
      <Box flexDirection="row" height={height}>
        <Box flexDirection="column" width={width - placement.width - 1} overflowX="hidden">
          <GraphCards panel={panel} width={width - placement.width - 1} height={height} />
        </Box>
        <Box width={1} />
        <SamplesPanel samples={panel.samples} width={placement.width} height={height} focused={samples.focused} />
      </Box>
    );
  }
  if (placement.kind === 'below') {
    return (
      <Box flexDirection="column" height={height}>
        <GraphCards panel={panel} width={width} height={height - placement.height} />
        <SamplesPanel samples={panel.samples} width={width} height={placement.height} focused={samples.focused} />
      </Box>
    );
  }
  return <GraphCards panel={panel} width={width} height={height} />;
}

function GraphCards({ panel, width, height }: { panel: GraphsPanelView; width: number; height: number }) {
  const { plots } = panel;
  const activeId = panel.workspace.activeGraphId;
  if (panel.workspace.graphs.length === 0) {
    return (
      <Box flexDirection="column" height={height}>
        <Text wrap="truncate">{graphStatusLine(panel)}</Text>
        <Text wrap="truncate">No Graphs yet. In the process table, g adds one for the selected process (the sorted column's metric).</Text>
        <Text wrap="truncate" dimColor>
          G returns to the table; MCP clients add Graphs with winproc_add_graphs.
        </Text>
      </Box>
    );
  }
  // Each Graph takes its title line and its rows; at least one Graph fits, however small the terminal.
  const rows = Math.max(1, Math.min(panel.workspace.heightRows, height - 2));
  const fitting = Math.max(1, Math.floor((height - 1) / (rows + 1)));
  const activeIndex = Math.max(0, plots.findIndex((plot) => plot.graphId === activeId));
  const first = Math.max(0, Math.min(plots.length - fitting, activeIndex - fitting + 1));
  const columns = plotColumns(width);
  return (
    <Box flexDirection="column" height={height} overflowY="hidden">
      <Text wrap="truncate">{graphStatusLine(panel)}</Text>
      {plots.slice(first, first + fitting).map((plot) => (
        <GraphBox key={plot.graphId} plot={plot} active={plot.graphId === activeId} columns={columns} rows={rows} />
      ))}
    </Box>
  );
}
