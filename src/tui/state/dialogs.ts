// Pure state of the dialogs drawn over the current view: a stack whose top has the keys (src/tui/keymap.ts).
/**
 * The dialogs there are; each is drawn by its overlay component (src/tui/Layout.tsx). `startup` is the Tracking
 * List chooser shown at start when the startup mode is `choose`.
 */
export type DialogKind = 'help' | 'settings' | 'profiles' | 'record' | 'process_info' | 'startup';

/** Open dialogs, bottom first; the last one is drawn and gets the keys. Empty: the view itself has them. */
export type DialogStack = readonly DialogKind[];

export const NO_DIALOGS: DialogStack = [];

export type DialogAction =
  | { readonly type: 'open'; readonly kind: DialogKind }
  /** Open `kind` unless it is the top already, in which case close it (`?` and `o` show and hide). */
  | { readonly type: 'toggle'; readonly kind: DialogKind }
  /** Close the top dialog (Esc). */
  | { readonly type: 'close' }
  | { readonly type: 'close_all' }
  /** Put `kind` in the top dialog's place. */
  | { readonly type: 'replace'; readonly kind: DialogKind };

/** The dialog that is drawn and gets the keys, or null when none is open. */
export function topDialog(stack: DialogStack): DialogKind | null {
  return stack.at(-1) ?? null;
}

/**
 * Opening a dialog that is already open goes back to it (what was above it closes), so no kind is on the stack
 * twice. Help explains the keys of what is beneath it: opening help stacks it on Settings, but opening another
 * dialog from help takes help's place (Esc then returns to the table, as `o` from help always did).
 */
function open(stack: DialogStack, kind: DialogKind): DialogStack {
  const at = stack.indexOf(kind);
  if (at !== -1) return at === stack.length - 1 ? stack : stack.slice(0, at + 1);
  const base = topDialog(stack) === 'help' ? stack.slice(0, -1) : stack;
  return [...base, kind];
}

export function dialogsReducer(stack: DialogStack, action: DialogAction): DialogStack {
  switch (action.type) {
    case 'open':
      return open(stack, action.kind);
    case 'toggle':
      return topDialog(stack) === action.kind ? stack.slice(0, -1) : open(stack, action.kind);
    case 'close':
      return stack.length === 0 ? stack : stack.slice(0, -1);
    case 'close_all':
      return stack.length === 0 ? stack : NO_DIALOGS;
    case 'replace':
      return open(stack.slice(0, -1), action.kind);
  }
}
