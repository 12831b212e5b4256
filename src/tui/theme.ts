// Colour themes (Settings: dark, light, mono) as a React context the components read. NO_COLOR (no-color.org)
// forces mono whatever the setting; bold, dim and inverse stay, since they carry no colour.
import { createContext, useContext } from 'react';
import type { Theme } from '../app/preferences.js';

/** Colours by role; undefined draws in the terminal's own foreground. */
export interface Palette {
  readonly name: Theme;
  readonly accent: string | undefined;
  readonly tracked: string | undefined;
  readonly live: string | undefined;
  readonly warning: string | undefined;
  readonly error: string | undefined;
  readonly paused: string | undefined;
  readonly badgeForeground: string | undefined;
  readonly badgeBackground: string | undefined;
}

export const PALETTES: Readonly<Record<Theme, Palette>> = {
  dark: { name: 'dark', accent: 'cyan', tracked: 'green', live: 'green', warning: 'yellow', error: 'red', paused: 'magenta', badgeForeground: 'black', badgeBackground: 'cyan' },
  // Darker hues that stay readable on a white background (yellow and cyan wash out there).
  light: { name: 'light', accent: 'blue', tracked: '#006400', live: '#006400', warning: '#8b4500', error: '#b00000', paused: 'magenta', badgeForeground: 'white', badgeBackground: 'blue' },
  mono: { name: 'mono', accent: undefined, tracked: undefined, live: undefined, warning: undefined, error: undefined, paused: undefined, badgeForeground: undefined, badgeBackground: undefined },
};

/** The theme drawn: the setting, unless NO_COLOR is set to a non-empty value. */
export function effectiveTheme(setting: Theme, noColor: boolean): Theme {
  return noColor ? 'mono' : setting;
}

/** Whether an environment asks for no colour (NO_COLOR present and not empty). */
export function noColorRequested(env: Readonly<Record<string, string | undefined>>): boolean {
  return (env.NO_COLOR ?? '') !== '';
}

export const ThemeContext = createContext<Palette>(PALETTES.dark);

export function usePalette(): Palette {
  return useContext(ThemeContext);
}
