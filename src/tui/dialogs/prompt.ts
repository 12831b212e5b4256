// Feeds a key to a dialog's text prompt (a profile name, a Process Info filter, the recording directory): typing
// edits, Esc cancels, Enter commits with the text typed, through keymap.ts's textPromptAction.
import { textPromptAction, type KeyPress } from '../keymap.js';

export interface PromptHandlers {
  edit(text: string): void;
  cancel(): void;
  commit(text: string): void;
}

/** While `text` is being typed (not null) the prompt takes every key; returns whether it did. */
export function typeIntoPrompt(text: string | null, input: string, key: KeyPress, on: PromptHandlers): boolean {
  if (text === null) return false;
  const action = textPromptAction(text, input, key);
  if (action?.type === 'edit') on.edit(action.text);
  else if (action?.type === 'cancel') on.cancel();
  else if (action?.type === 'commit') on.commit(text);
  return true;
}
