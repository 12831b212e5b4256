// Which main-screen panel has the keys (pure): Tab / Shift-Tab cycle among the panels shown; a panel that stops
// being shown (G hides the workspace, the terminal shrinks) hands the focus to the table, which is always shown.
import { PANEL_IDS, type PanelId } from './key-spec.js';

export interface FocusState {
  readonly focused: PanelId;
}

export const INITIAL_FOCUS: FocusState = { focused: 'table' };

export type FocusAction =
  /** Tab (1) / Shift-Tab (-1) among `shown`, in PANEL_IDS order. */
  | { readonly type: 'cycle'; readonly by: 1 | -1; readonly shown: readonly PanelId[] }
  | { readonly type: 'focus'; readonly panel: PanelId }
  /** The panels shown changed: keep the focus where it is if that panel is still shown, else the table. */
  | { readonly type: 'shown'; readonly shown: readonly PanelId[] };

export function focusReducer(state: FocusState, action: FocusAction): FocusState {
  switch (action.type) {
    case 'cycle': {
      const order = PANEL_IDS.filter((panel) => action.shown.includes(panel));
      if (order.length === 0) return state;
      const index = order.indexOf(state.focused);
      const next = order[(index + action.by + order.length) % order.length]!;
      return next === state.focused ? state : { focused: next };
    }
    case 'focus':
      return action.panel === state.focused ? state : { focused: action.panel };
    case 'shown':
      return action.shown.includes(state.focused) || state.focused === 'table' ? state : { focused: 'table' };
  }
}

/** The name a footer or title gives a panel. */
export const PANEL_TITLES: Readonly<Record<PanelId, string>> = { table: 'Processes', graphs: 'Graphs', samples: 'Samples', system: 'System' };
