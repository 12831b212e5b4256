// The Graph workspace's TUI-only state (pure): whether it is shown (G) and whether the Samples inspector is (v).
// What the Graphs show (list, active Graph, cursor, span, markers, columns) is App state: MCP shares it.
export interface GraphsPanelState {
  /** G: the workspace shares the main screen with the table. */
  readonly shown: boolean;
  /** v: the Samples inspector is shown beside (or below) the Graphs when there is room. */
  readonly samplesShown: boolean;
}

export const INITIAL_GRAPHS_PANEL: GraphsPanelState = { shown: false, samplesShown: false };

export type GraphsPanelAction = { readonly type: 'toggle_shown' } | { readonly type: 'toggle_samples' };

export function graphsPanelReducer(state: GraphsPanelState, action: GraphsPanelAction): GraphsPanelState {
  switch (action.type) {
    case 'toggle_shown':
      return { ...state, shown: !state.shown };
    case 'toggle_samples':
      return { ...state, samplesShown: !state.samplesShown };
  }
}
