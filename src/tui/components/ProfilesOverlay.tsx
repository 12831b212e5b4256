// Profiles (key P): Empty (default) and the saved Investigation Profiles with their names, the active one marked,
// whether the working list has unsaved changes, and the name prompt of save as / rename. The start-up chooser
// (Tracking List startup mode `choose`) is the same list under its own title.
import { Box, Text } from 'ink';
import type { AppView } from '../../app/view.js';
import type { ProfilesDialogState } from '../state/profiles.js';
import { usePalette } from '../theme.js';

export function ProfilesOverlay({ view, state, width, title }: { view: AppView; state: ProfilesDialogState; width: number; title?: string }) {
  const { profiles } = view;
  const palette = usePalette();
  const boxWidth = Math.min(width, 84);
  const modified = profiles.workingListModified ? ' (modified: not saved)' : '';
  const active = profiles.profiles.find((p) => p.ref === profiles.activeProfileRef)?.name ?? 'Empty (default)';
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1} width={boxWidth}>
      <Text bold wrap="truncate">{title ?? `Investigation Profiles · active: ${active}${modified}`}</Text>
      {profiles.error ? <Text color={palette.error} wrap="truncate">{`Saved profiles unknown: ${profiles.error}`}</Text> : null}
      {profiles.profiles.map((profile, i) => {
        const selected = i === Math.min(state.selected, profiles.profiles.length - 1);
        const mark = profile.ref === profiles.activeProfileRef || (profile.virtual && profiles.activeProfileRef === null) ? '*' : ' ';
        const names = profile.names.length === 0 ? '(no names)' : profile.names.join(', ');
        return (
          <Text key={profile.ref} inverse={selected} wrap="truncate">
            {`${mark} ${profile.name.padEnd(24)} ${names}`}
          </Text>
        );
      })}
      {title ? null : state.prompt ? (
        <Text color={palette.accent} wrap="truncate">{`${state.prompt.action === 'save_as' ? 'Save as' : 'Rename to'}: ${state.prompt.text}█  (Enter apply, Esc cancel)`}</Text>
      ) : (
        <Text dimColor wrap="truncate">Enter load · s save active · a save as · r rename · d delete · Esc close</Text>
      )}
    </Box>
  );
}
