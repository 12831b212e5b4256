// Performs the Record dialog's keys (dialogs/record/keys.ts): r opens it on the saved preferences (or, while
// recording, asks to stop), ←/→ step the interval, Enter starts; any other key edits the directory being typed
// (dialogs/actions.ts hands it over).
import { textPromptAction, type KeyPress } from '../../keymap.js';
import type { DialogContext } from '../context.js';
import type { RECORD_KEYS } from './keys.js';

export type RecordKeyId = (typeof RECORD_KEYS)[number]['id'];

/** r: while recording it is the stop (it asks first); else it opens the Record dialog on the saved preferences. */
export function openRecordDialog(ctx: DialogContext): void {
  const { store, dialogs } = ctx;
  const recording = store.getView().recording;
  if (recording.active) return store.actions.stopRecording();
  dialogs.record.dispatch({ type: 'open', directory: recording.directory ?? dialogs.workingDirectory, intervalSeconds: recording.intervalSeconds });
  dialogs.stack.dispatch({ type: 'open', kind: 'record' });
}

export function performRecordKey(id: RecordKeyId, ctx: DialogContext): void {
  const { store, dialogs } = ctx;
  switch (id) {
    case 'record_start':
      store.actions.startRecording(dialogs.record.current.current.directory, dialogs.record.current.current.intervalSeconds);
      // The dialog stays open when the start was refused, so the directory can be corrected.
      if (store.getView().recording.active) dialogs.stack.dispatch({ type: 'close' });
      return;
    case 'record_interval_down':
      return dialogs.record.dispatch({ type: 'step_interval', by: -1 });
    case 'record_interval_up':
      return dialogs.record.dispatch({ type: 'step_interval', by: 1 });
  }
}

/** A key the Record dialog's own table does not take: it edits the directory being typed. */
export function typeRecordDirectory(input: string, key: KeyPress, ctx: DialogContext): void {
  const action = textPromptAction(ctx.dialogs.record.current.current.directory, input, key);
  if (action?.type === 'edit') ctx.dialogs.record.dispatch({ type: 'edit_directory', text: action.text });
}
