// The Samples inspector's TUI state (pure). It lists the active Graph's samples around the shared cursor (App
// state), so it keeps only how far its list is scrolled away from the cursor's line.
export interface SamplesPanelState {
  /** Lines the list is scrolled from the position that centres the cursor's sample. */
  readonly scroll: number;
}

export const INITIAL_SAMPLES_PANEL: SamplesPanelState = { scroll: 0 };

export type SamplesPanelAction = { readonly type: 'scroll'; readonly by: number } | { readonly type: 'reset' };

export function samplesPanelReducer(state: SamplesPanelState, action: SamplesPanelAction): SamplesPanelState {
  switch (action.type) {
    case 'scroll':
      return action.by === 0 ? state : { scroll: state.scroll + action.by };
    case 'reset':
      return state.scroll === 0 ? state : INITIAL_SAMPLES_PANEL;
  }
}
