// The footer line is the focused panel's: over the table the filter being typed, or the row count, filter,
// Tracked-only and the Tracking List, then the table's keys; the other panels (Graphs, Samples, system panels) and
// the Log view name themselves and list their keys, drawn from the one keymap (keymap.ts `footerKeys`).
import type { DotnetCollectionView } from '../model/dotnet.js';
import { PANEL_TITLES } from './focus.js';
import { footerKeys, type PanelId } from './keymap.js';
import type { TableState } from './panels/table/reducer.js';
import { displaySafe } from './format.js';

export interface FooterInput {
  readonly table: Pick<TableState, 'filter' | 'filterDraft' | 'trackedOnly'>;
  /** Rows the table shows after filter and Tracked-only. */
  readonly shown: number;
  /** Rows of the view before filtering. */
  readonly total: number;
  readonly trackingNames: readonly string[];
  /** The selected lifetime's .NET collection, when authorized or being stopped. */
  readonly dotnet?: DotnetCollectionView;
  /** The tree view (F5) is on. */
  readonly treeView?: boolean;
}

/** The footer of a focused panel other than the table: its name, then its keys from its table and the global ones. */
export function panelFooterText(panel: Exclude<PanelId, 'table'>): string {
  return `${PANEL_TITLES[panel]}: ${footerKeys(panel)}`;
}

const filterPrompt = (draft: string) => `Filter: ${draft}█  (Enter apply, Esc cancel)`;
const appliedFilter = (filter: string) => (filter ? ` filter "${filter}"` : '');

/** The Log view's footer: the recorded frame's rows and the applied filter, then its keys from the key table. */
export function logViewFooterText({ table, shown, total }: Pick<FooterInput, 'table' | 'shown' | 'total'>): string {
  if (table.filterDraft !== null) return filterPrompt(table.filterDraft);
  return `${shown}/${total} recorded${appliedFilter(table.filter)}  ${footerKeys('log_view')}`;
}

/** The footer is one line: tracked names (from process names), a pasted filter and runtime details are drawn safe. */
export function footerText(input: FooterInput): string {
  return displaySafe(footerLine(input));
}

function footerLine({ table, shown, total, trackingNames, treeView = false, dotnet }: FooterInput): string {
  if (table.filterDraft !== null) return filterPrompt(table.filterDraft);
  const filter = appliedFilter(table.filter);
  const trackedOnly = `${table.trackedOnly ? ' tracked-only' : ''}${treeView ? ' tree' : ''}`;
  const tracking = trackingNames.length === 0 ? 'none' : trackingNames.join(', ');
  // The authorized lifetime's collection state (support alone is the `.NET` column's and Process Info's).
  const runtime = dotnet && (dotnet.enabled || dotnet.state !== 'disabled') ? `  .NET: ${dotnet.state}${dotnet.detail ? ` (${dotnet.detail})` : ''}` : '';
  return `${shown}/${total} procs${filter}${trackedOnly}  Tracking: ${tracking}${runtime}  ${footerKeys('table')}`;
}
