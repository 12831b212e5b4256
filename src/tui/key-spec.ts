// The shape every key table shares (the global keys, each panel's keys.ts, the dialogs'): what an entry matches,
// where it applies, what help and the footer say of it. keymap.ts gathers the tables into the one keymap.
import type { Key } from 'ink';
import type { DialogKind } from './state/dialogs.js';

/** The panels of the main screen that can hold the focus (Tab / Shift-Tab), in Tab order. */
export const PANEL_IDS = ['table', 'graphs', 'samples', 'system'] as const;
export type PanelId = (typeof PANEL_IDS)[number];

/**
 * Where keys apply: a waiting confirmation above all, else the top of the dialog stack, else the focused panel
 * (the table over a loaded log is `log_view`, the table showing groups `groups`). A key the confirmation does not use goes on to what is beneath it,
 * so typing is not lost while a confirmation waits.
 */
export type KeyContext = PanelId | 'groups' | DialogKind | 'confirm' | 'log_list' | 'log_view' | 'drilldown';

/** ink's Key, plus F1, F5 and F9: ink reports function keys as empty input, so hooks/useFunctionKeys.ts reports them itself. */
export type KeyPress = Key & { readonly f1?: boolean; readonly f5?: boolean; readonly f9?: boolean };

/** A key press with no key flag set: what a plain character arrives with. */
export const NO_KEY: KeyPress = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

export const F1_KEY: KeyPress = { ...NO_KEY, f1: true };
export const F5_KEY: KeyPress = { ...NO_KEY, f5: true };
export const F9_KEY: KeyPress = { ...NO_KEY, f9: true };

/** Help lists the groups in this order, each under its heading: one group per table. */
export const KEY_GROUPS = ['table', 'groups', 'program', 'graphs', 'samples', 'system', 'dialog'] as const;
export type KeyGroup = (typeof KEY_GROUPS)[number];

export interface KeySpec {
  /** What the key does; the handler of the table's owner performs it. */
  readonly id: string;
  /** What help shows in the keys column. */
  readonly keys: string;
  /** What the footer shows instead of `keys`, where those are too long for it ("[" for "Ctrl-← or ["). */
  readonly short?: string;
  readonly matches: (input: string, key: KeyPress) => boolean;
  readonly contexts: readonly KeyContext[];
  readonly group: KeyGroup;
  /** What help says the key does; consecutive entries of a group with the same text share one help line. */
  readonly help: string;
  /**
   * The footer's word for the key where the context's footer lists keys: entries with the same word share one
   * footer item ("←→ cursor").
   */
  readonly footer?: Partial<Record<KeyContext, string>>;
}

/** A plain character (or one of several). */
export const char =
  (...chars: string[]) =>
  (input: string) =>
    chars.includes(input);

/** An arrow without Ctrl (Ctrl-arrows pan the Graphs). */
export const plainArrow = (which: 'leftArrow' | 'rightArrow' | 'upArrow' | 'downArrow') => (_input: string, key: KeyPress) => key[which] && !key.ctrl;

/** The main-screen panels, where the global keys act (help is not modal: they act behind it too). */
export const ON_PANELS: readonly KeyContext[] = ['table', 'groups', 'graphs', 'samples', 'system'];

/** Whether `id` is one of `table`'s actions (narrows it to that table's ids, for the table owner's handler). */
export function inTable<T extends readonly KeySpec[]>(table: T, id: string): id is T[number]['id'] {
  return table.some((entry) => entry.id === id);
}

/** ↑ and ↓ of a dialog's list or text, as `<prefix>_up` / `<prefix>_down`: one help text, no footer. */
export function upDownKeys<P extends string>(prefix: P, contexts: readonly KeyContext[], help: string) {
  return [
    { id: `${prefix}_up` as const, keys: '↑', matches: (_i: string, key: KeyPress) => key.upArrow, contexts, group: 'dialog' as const, help },
    { id: `${prefix}_down` as const, keys: '↓', matches: (_i: string, key: KeyPress) => key.downArrow, contexts, group: 'dialog' as const, help },
  ] as const;
}

/** PgUp and PgDn of a dialog's list or text, as `<prefix>_page_up` / `<prefix>_page_down`. */
export function pageKeys<P extends string>(prefix: P, contexts: readonly KeyContext[], help: string) {
  return [
    { id: `${prefix}_page_up` as const, keys: 'PgUp', matches: (_i: string, key: KeyPress) => key.pageUp, contexts, group: 'dialog' as const, help },
    { id: `${prefix}_page_down` as const, keys: 'PgDn', matches: (_i: string, key: KeyPress) => key.pageDown, contexts, group: 'dialog' as const, help },
  ] as const;
}
