// Pure state of the Profiles dialog (key P): the selected row of the list (Empty (default) first) and the name
// prompt of save as / rename while one is typed.
export interface ProfilesDialogState {
  readonly selected: number;
  readonly prompt: { readonly action: 'save_as' | 'rename'; readonly text: string } | null;
}

export const INITIAL_PROFILES_DIALOG: ProfilesDialogState = { selected: 0, prompt: null };

export type ProfilesDialogAction =
  | { readonly type: 'move'; readonly by: number; readonly count: number }
  | { readonly type: 'start_prompt'; readonly action: 'save_as' | 'rename'; readonly text: string }
  | { readonly type: 'edit_prompt'; readonly text: string }
  | { readonly type: 'end_prompt' };

export function profilesDialogReducer(state: ProfilesDialogState, action: ProfilesDialogAction): ProfilesDialogState {
  switch (action.type) {
    case 'move':
      return { ...state, selected: Math.max(0, Math.min(action.count - 1, state.selected + action.by)) };
    case 'start_prompt':
      return { ...state, prompt: { action: action.action, text: action.text } };
    case 'edit_prompt':
      return state.prompt === null ? state : { ...state, prompt: { ...state.prompt, text: action.text } };
    case 'end_prompt':
      return { ...state, prompt: null };
  }
}
