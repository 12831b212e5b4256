// Pure state of the Record dialog (key r): the directory being typed and the interval chosen, both starting from
// the App's saved Recording preferences when the dialog opens.
import type { RecordingInterval } from '../../model/operations.js';

export const RECORD_INTERVALS: readonly RecordingInterval[] = [1, 2, 5, 10];

export interface RecordDialogState {
  readonly directory: string;
  readonly intervalSeconds: RecordingInterval;
}

export const INITIAL_RECORD_DIALOG: RecordDialogState = { directory: '', intervalSeconds: 1 };

export type RecordDialogAction =
  | { readonly type: 'open'; readonly directory: string; readonly intervalSeconds: RecordingInterval }
  | { readonly type: 'edit_directory'; readonly text: string }
  /** ←/→: the previous or next interval, stopping at 1 s and 10 s. */
  | { readonly type: 'step_interval'; readonly by: -1 | 1 };

export function recordDialogReducer(state: RecordDialogState, action: RecordDialogAction): RecordDialogState {
  switch (action.type) {
    case 'open':
      return { directory: action.directory, intervalSeconds: action.intervalSeconds };
    case 'edit_directory':
      return { ...state, directory: action.text };
    case 'step_interval': {
      const at = RECORD_INTERVALS.indexOf(state.intervalSeconds);
      const next = RECORD_INTERVALS[Math.max(0, Math.min(RECORD_INTERVALS.length - 1, at + action.by))]!;
      return { ...state, intervalSeconds: next };
    }
  }
}
