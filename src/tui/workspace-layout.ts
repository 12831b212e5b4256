// Where the main screen's panels go (pure): the process table, and when G shows it the Graph workspace below the
// table (or beside it on a wide terminal), with the Samples inspector's region beside the Graphs when they are
// wide enough, else below them, else hidden. A terminal too small for table and Graphs keeps the table and says
// how to make room. Layout.tsx draws the regions; Screen.tsx gives the focus only to panels shown.
import type { PanelId } from './key-spec.js';

export interface Region {
  readonly width: number;
  readonly height: number;
}

export interface MainRegions {
  /** `row`: table and workspace side by side; `column`: the workspace below the table. */
  readonly direction: 'row' | 'column';
  readonly table: Region;
  /** The Graphs' region (status line and cards), or null when not shown. */
  readonly graphs: Region | null;
  /** The Samples inspector's region and where it sits beside the Graphs' region, or null when not shown. */
  readonly samples: (Region & { readonly placement: 'beside' | 'below' }) | null;
  /** One line under the table saying why the Graphs or Samples are not shown and how to make room; null when all fit. */
  readonly notice: string | null;
}

/** From this width the workspace sits beside the table. */
export const WIDE_COLUMNS = 200;
/** The table keeps at least its header and this many rows. */
export const MIN_TABLE_ROWS = 6;
/** The Graphs need their status line and one card: title, 3 plot rows, time axis. */
export const MIN_GRAPHS_ROWS = 6;
/** The Samples inspector's width beside the Graphs, and the Graphs' width from which it fits there. */
// Wide enough for a time with milliseconds, an exact value and a signed delta of up to 14 digits each.
export const SAMPLES_WIDTH = 48;
const SAMPLES_BESIDE_FROM = 100;
/** Rows the inspector takes below the Graphs at least (its title, header, one sample and the five summary lines). */
const SAMPLES_BELOW_ROWS = 8;

export interface RegionsInput {
  readonly width: number;
  /** Rows between the system panels and the status lines. */
  readonly height: number;
  readonly graphsShown: boolean;
  readonly samplesShown: boolean;
  /**
   * Rows the Graphs need at a width to show all their cards at their saved height (GraphView's graphsRowsWanted):
   * below the Graphs the inspector gets the rest, so a short workspace does not leave rows empty under its cards
   * while the inspector shows one sample. Absent: the inspector takes SAMPLES_BELOW_ROWS.
   */
  readonly graphsRowsWanted?: (width: number) => number;
}

export function mainRegions({ width, height, graphsShown, samplesShown, graphsRowsWanted }: RegionsInput): MainRegions {
  const tableOnly = (notice: string | null): MainRegions => ({ direction: 'column', table: { width, height: notice ? Math.max(1, height - 1) : height }, graphs: null, samples: null, notice });
  if (!graphsShown) return tableOnly(null);
  let direction: 'row' | 'column';
  let table: Region;
  let graphs: Region;
  if (width >= WIDE_COLUMNS && height >= MIN_GRAPHS_ROWS) {
    direction = 'row';
    const tableWidth = Math.floor(width / 2);
    table = { width: tableWidth, height };
    graphs = { width: width - tableWidth - 1, height };
  } else {
    const needed = MIN_TABLE_ROWS + MIN_GRAPHS_ROWS;
    if (height < needed) return tableOnly(`Graphs hidden: ${needed - height} more rows needed. Enlarge the terminal, hide the system panels (o, Settings) or close the workspace (G).`);
    direction = 'column';
    const tableHeight = Math.max(MIN_TABLE_ROWS, Math.floor(height * 0.4));
    table = { width, height: tableHeight };
    graphs = { width, height: height - tableHeight };
  }
  if (!samplesShown) return { direction, table, graphs, samples: null, notice: null };
  if (graphs.width >= SAMPLES_BESIDE_FROM) {
    return { direction, table, graphs: { ...graphs, width: graphs.width - SAMPLES_WIDTH - 1 }, samples: { width: SAMPLES_WIDTH, height: graphs.height, placement: 'beside' }, notice: null };
  }
  if (graphs.height >= MIN_GRAPHS_ROWS + SAMPLES_BELOW_ROWS) {
    const graphsRows = Math.max(MIN_GRAPHS_ROWS, Math.min(graphs.height - SAMPLES_BELOW_ROWS, graphsRowsWanted?.(graphs.width) ?? graphs.height));
    return { direction, table, graphs: { ...graphs, height: graphsRows }, samples: { width: graphs.width, height: graphs.height - graphsRows, placement: 'below' }, notice: null };
  }
  const shorter = { ...table, height: Math.max(1, table.height - 1) };
  return { direction, table: shorter, graphs, samples: null, notice: `Samples hidden: too small beside or below the Graphs. Enlarge the terminal or hide it (v).` };
}

/** The panels that can take the focus: shown regions, and the system panels when Settings shows them. */
export function shownPanels(regions: MainRegions, systemPanels: boolean): PanelId[] {
  const shown: PanelId[] = ['table'];
  if (regions.graphs) shown.push('graphs');
  if (regions.samples) shown.push('samples');
  if (systemPanels) shown.push('system');
  return shown;
}
