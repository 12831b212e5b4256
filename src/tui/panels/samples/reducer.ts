// The Samples inspector's TUI state (pure). It lists the active Graph's samples around the shared cursor (App
// state), so it keeps only which sample is its top line, and scrolls only as far as keeps the cursor's line on screen.
import type { SamplesView } from '../../../app/graphs/samples.js';

export interface SamplesPanelState {
  /** Sample time of the top line drawn last, or null to place the cursor's line at the bottom. */
  readonly topMs: number | null;
}

export const INITIAL_SAMPLES_PANEL: SamplesPanelState = { topMs: null };

export type SamplesPanelAction =
  /** The inspector drew its list from this sample (it reports it after a frame whose top line changed). */
  | { readonly type: 'drawn'; readonly topMs: number | null }
  | { readonly type: 'reset' };

export function samplesPanelReducer(state: SamplesPanelState, action: SamplesPanelAction): SamplesPanelState {
  switch (action.type) {
    case 'drawn':
      return action.topMs === state.topMs ? state : { topMs: action.topMs };
    case 'reset':
      return state.topMs === null ? state : INITIAL_SAMPLES_PANEL;
  }
}

/**
 * The first of `view.rows` to draw in `visible` lines: the previous top when the cursor's row is still on screen from
 * there, else the nearest top that shows it (the cursor on the bottom line when it moved down past the screen, on the
 * top line when it moved up); a cursor following the newest sample stays on the bottom line.
 */
export function firstVisibleRow(view: Pick<SamplesView, 'rows' | 'cursorRow'>, visible: number, previousTopMs: number | null): number {
  const count = view.rows.length;
  if (visible <= 0 || count === 0) return 0;
  const latest = Math.max(0, count - visible);
  const atBottom = Math.max(0, Math.min(latest, view.cursorRow - visible + 1));
  if (previousTopMs === null) return atBottom;
  let top = view.rows.findIndex((row) => row.atMs >= previousTopMs);
  if (top === -1) return atBottom;
  top = Math.min(top, latest);
  if (view.cursorRow < top) return view.cursorRow;
  if (view.cursorRow >= top + visible) return atBottom;
  return top;
}
