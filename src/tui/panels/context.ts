// What a panel's key handler (panels/<panel>/actions.ts) gets: the App store, every panel's reducer (state read
// through a ref, so keys typed faster than a re-render see the previous key's state) and the few screen facts and
// callbacks a panel action needs (computed from the latest state when asked). hooks/useKeyHandler.ts builds it once per render.
import type { AppStore, ProcessRowView } from '../../app/view.js';
import type { SortKey } from '../columns.js';
import type { ProcessInfoTab } from '../../app/process-info/feature.js';
import type { GraphsPanelAction, GraphsPanelState } from './graphs/reducer.js';
import type { GroupLine } from './groups/grouping.js';
import type { GroupsAction, GroupsState } from './groups/reducer.js';
import type { SamplesPanelAction, SamplesPanelState } from './samples/reducer.js';
import type { DrilldownPanelAction, DrilldownPanelState } from './drilldown/reducer.js';
import type { PanelId } from '../key-spec.js';
import type { SystemPanelAction, SystemPanelState } from './system/reducer.js';
import type { TableAction, TableState } from './table/reducer.js';

/** A reducer's latest state and its dispatch. */
export interface Reduced<S, A> {
  readonly current: { readonly current: S };
  readonly dispatch: (action: A) => void;
}

export interface PanelContext {
  readonly store: AppStore;
  // The screen facts below are functions of the latest state, never the last render's values: keys read in one
  // chunk (G then PgDn) act before the next render, on the screen the earlier keys made.
  /** How many rows PgUp / PgDn move in the table. */
  pageRows(): number;
  /** The sortable keys of the shown columns, in the order `s` cycles through them. */
  sortKeys(): readonly SortKey[];
  /** The graphable metric columns shown, in order: where the cell cursor goes. */
  cellKeys(): readonly SortKey[];
  readonly table: Reduced<TableState, TableAction>;
  readonly graphs: Reduced<GraphsPanelState, GraphsPanelAction>;
  readonly samples: Reduced<SamplesPanelState, SamplesPanelAction>;
  readonly system: Reduced<SystemPanelState, SystemPanelAction>;
  readonly groups: Reduced<GroupsState, GroupsAction>;
  /** How many samples PgUp / PgDn move the cursor in the Samples inspector (its list's rows). */
  samplesPageRows(): number;
  /** The drill-down overlay's choice (D). */
  readonly drilldown: Reduced<DrilldownPanelState, DrilldownPanelAction>;
  /** Gives the focus to a panel (the drill-down's Enter hands it to the table). */
  focusPanel(panel: PanelId): void;
  /** The rows the table shows now (the App's current view through the table's current state). */
  shownRows(): readonly ProcessRowView[];
  /** The grouping view's lines now (the shown rows grouped and sorted by the groups' current state); empty when off. */
  groupLines(): readonly GroupLine[];
  /** Enter (f: on the Files tab): opens Process Info on a lifetime (a dialog: the key handler owns the dialog stack). */
  openProcessInfo(key: string, tab?: ProcessInfoTab): void;
}
