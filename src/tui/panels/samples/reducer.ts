// Pure state of the Samples inspector panel: whether it is shown (`v`), which rows of the App's published samples
// are on screen (scrolled only as far as keeps the cursor's row visible; the component keeps the last top row), and
// where it goes: beside the Graphs when
// the width permits, else below them when the height permits, else hidden for now (the choice to show it is kept,
// so a larger terminal brings it back).
import type { SamplesView } from '../../../app/graphs/samples.js';

export interface SamplesPanelState {
  /** The person's choice (`v`); the layout may still hide the panel when the terminal is too small. */
  readonly shown: boolean;
}

export const INITIAL_SAMPLES_PANEL: SamplesPanelState = { shown: true };

export type SamplesPanelAction = { readonly type: 'toggle' };

export function samplesPanelReducer(state: SamplesPanelState, action: SamplesPanelAction): SamplesPanelState {
  switch (action.type) {
    case 'toggle':
      return { ...state, shown: !state.shown };
  }
}

/**
 * The first of `view.rows` to draw in `visible` lines: the previous top when the cursor's row is still on screen from
 * there, else the nearest top that shows it (the cursor at the bottom line when it moved down past the screen, at the
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

/** Narrowest inspector that shows time, an exact value up to 2^64 and a delta side by side. */
export const SAMPLES_PANEL_WIDTH = 48;
/** The Graphs keep at least this many columns beside the inspector. */
export const GRAPHS_MIN_WIDTH = 60;
/** Lines the inspector needs below the Graphs: title, header, three rows, the five summary lines. */
export const SAMPLES_PANEL_MIN_HEIGHT = 10;
/** The Graphs keep at least this many lines above an inspector placed below them. */
export const GRAPHS_MIN_HEIGHT = 8;

export type SamplesPlacement = { readonly kind: 'beside'; readonly width: number } | { readonly kind: 'below'; readonly height: number } | { readonly kind: 'hidden'; readonly why: 'off' | 'no_room' };

/** Where the inspector goes in a Graph region `width` × `height`: beside when wide enough, else below, else hidden. */
export function samplesPlacement(shown: boolean, width: number, height: number): SamplesPlacement {
  if (!shown) return { kind: 'hidden', why: 'off' };
  if (width >= GRAPHS_MIN_WIDTH + SAMPLES_PANEL_WIDTH) return { kind: 'beside', width: SAMPLES_PANEL_WIDTH };
  if (height >= GRAPHS_MIN_HEIGHT + SAMPLES_PANEL_MIN_HEIGHT) return { kind: 'below', height: Math.max(SAMPLES_PANEL_MIN_HEIGHT, Math.floor(height * 0.4)) };
  return { kind: 'hidden', why: 'no_room' };
}
