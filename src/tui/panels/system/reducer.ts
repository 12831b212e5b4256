// The system panels' metric cursor (pure): an index into the graphable items the panels show (items.ts), moved
// by the arrows once Tab focused the panels, clamped to the items there are.
export interface SystemPanelState {
  readonly index: number;
}

export const INITIAL_SYSTEM_PANEL: SystemPanelState = { index: 0 };

export type SystemPanelAction = { readonly type: 'move'; readonly by: number; readonly count: number };

export function systemPanelReducer(state: SystemPanelState, action: SystemPanelAction): SystemPanelState {
  switch (action.type) {
    case 'move': {
      if (action.count <= 0) return state;
      const index = Math.max(0, Math.min(action.count - 1, state.index + action.by));
      return index === state.index ? state : { index };
    }
  }
}
