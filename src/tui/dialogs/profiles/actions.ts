// Performs the Profiles dialog's and the start-up chooser's keys (dialogs/profiles/keys.ts) through the App's profile
// actions, and types the name of a save as / rename while its prompt is open.
import type { KeyPress } from '../../keymap.js';
import type { DialogContext } from '../context.js';
import { typeIntoPrompt } from '../prompt.js';
import type { PROFILES_KEYS } from './keys.js';

export type ProfilesKeyId = (typeof PROFILES_KEYS)[number]['id'];

/** The profile the selection is on (Empty (default) first). */
function selectedProfile(ctx: DialogContext) {
  const list = ctx.store.getView().profiles.profiles;
  return list[Math.min(ctx.dialogs.profiles.current.current.selected, list.length - 1)];
}

export function performProfilesKey(id: ProfilesKeyId, ctx: DialogContext): void {
  const { store } = ctx;
  const profiles = ctx.dialogs.profiles;
  const move = (by: number) => profiles.dispatch({ type: 'move', by, count: store.getView().profiles.profiles.length });
  const load = () => {
    const profile = selectedProfile(ctx);
    if (profile) store.actions.profileAction('load', { profileRef: profile.ref });
  };
  switch (id) {
    case 'profiles_up':
    case 'startup_up':
      return move(-1);
    case 'profiles_down':
    case 'startup_down':
      return move(1);
    case 'profiles_load':
      return load();
    case 'startup_load':
      load();
      return ctx.dialogs.stack.dispatch({ type: 'close' });
    case 'profiles_save':
      return store.actions.profileAction('save', { profileRef: store.getView().profiles.activeProfileRef ?? selectedProfile(ctx)?.ref });
    case 'profiles_save_as':
      return profiles.dispatch({ type: 'start_prompt', action: 'save_as', text: '' });
    case 'profiles_rename': {
      const profile = selectedProfile(ctx);
      if (profile && !profile.virtual) profiles.dispatch({ type: 'start_prompt', action: 'rename', text: profile.name });
      return;
    }
    case 'profiles_delete': {
      const profile = selectedProfile(ctx);
      if (profile) store.actions.profileAction('delete', { profileRef: profile.ref });
      return;
    }
  }
}

/** While a save as / rename name is typed it takes every key; true when it did. */
export function profilesPrompt(input: string, key: KeyPress, ctx: DialogContext): boolean {
  const { store } = ctx;
  const profiles = ctx.dialogs.profiles;
  const naming = profiles.current.current.prompt;
  return typeIntoPrompt(naming?.text ?? null, input, key, {
    edit: (text) => profiles.dispatch({ type: 'edit_prompt', text }),
    cancel: () => profiles.dispatch({ type: 'end_prompt' }),
    commit: (text) => {
      profiles.dispatch({ type: 'end_prompt' });
      if (naming?.action === 'save_as') store.actions.profileAction('save_as', { name: text });
      else store.actions.profileAction('rename', { profileRef: selectedProfile(ctx)?.ref, newName: text });
    },
  });
}
