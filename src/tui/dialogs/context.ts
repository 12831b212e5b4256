// What a dialog's key handler (dialogs/<dialog>/actions.ts) and the global keys' (global-actions.ts) get: everything
// a panel's handler gets (panels/context.ts) plus the dialogs' reducers, read through refs like the panels' so keys
// typed faster than a re-render see the previous key's state, and the few screen facts they need.
// hooks/useKeyHandler.ts builds it once per render.
import type { FocusAction, FocusState } from '../focus.js';
import type { PanelId } from '../key-spec.js';
import type { PanelContext, Reduced } from '../panels/context.js';
import type { DialogAction, DialogStack } from '../state/dialogs.js';
import type { ProcessInfoDialogAction, ProcessInfoDialogState } from '../state/process-info.js';
import type { ProfilesDialogAction, ProfilesDialogState } from '../state/profiles.js';
import type { RecordDialogAction, RecordDialogState } from '../state/record.js';
import type { SettingsDialogAction, SettingsDialogState } from '../state/settings.js';

/** The dialogs' state and the screen facts their keys need, as Screen hands them to the key handler. */
export interface DialogReducers {
  /** The open dialogs (the top one has the keys). */
  readonly stack: Reduced<DialogStack, DialogAction>;
  readonly profiles: Reduced<ProfilesDialogState, ProfilesDialogAction>;
  readonly processInfo: Reduced<ProcessInfoDialogState, ProcessInfoDialogAction>;
  readonly settings: Reduced<SettingsDialogState, SettingsDialogAction>;
  readonly record: Reduced<RecordDialogState, RecordDialogAction>;
  /** Rows the view area has now (dialogs are drawn in it), from the latest state like the panels' screen facts. */
  bodyHeight(): number;
  /** Scrolls help by `by` lines (bounded by the caller). */
  readonly scrollHelp: (by: number) => void;
  /** Scrolls the confirmation overlay's description by `by` lines. */
  readonly scrollConfirmation: (by: number) => void;
  /** Which panel has the focus, and the panels shown now (Tab cycles among them). */
  readonly focus: Reduced<FocusState, FocusAction>;
  readonly shownPanels: () => readonly PanelId[];
  /** The directory the Record dialog proposes when none was configured yet. */
  readonly workingDirectory: string;
}

export interface DialogContext extends PanelContext {
  readonly dialogs: DialogReducers;
  /** Ends the ink application (q, after the App has quit). */
  exit(): void;
}
