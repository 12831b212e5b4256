// The one keymap of the TUI, gathered from its tables: the global keys (global-keys.ts), each panel's own table
// (panels/<panel>/keys.ts) and each dialog's (dialogs/<dialog>/keys.ts, gathered by dialogs/keys.ts). F1 help draws
// every table (components/HelpOverlay.tsx) and each panel's footer lists its own keys from the same entries
// (`footerKeys`). A key press resolves in the context of what has the keys (a confirmation, the top dialog, else the
// focused panel); hooks/useKeyHandler.ts routes the press and perform-key.ts hands the action to the handler of the
// table that holds it.
// Typing a filter after `/` is text entry rather than keys: filterPromptAction below, asked first.
import { DIALOG_KEYS } from './dialogs/keys.js';
import { GLOBAL_KEYS } from './global-keys.js';
import { KEY_GROUPS, type KeyContext, type KeyGroup, type KeyPress, type KeySpec, type PanelId } from './key-spec.js';
import { DRILLDOWN_KEYS } from './panels/drilldown/keys.js';
import { GRAPHS_PANEL_KEYS } from './panels/graphs/keys.js';
import { GROUPS_PANEL_KEYS } from './panels/groups/keys.js';
import { SAMPLES_PANEL_KEYS } from './panels/samples/keys.js';
import { SYSTEM_PANEL_KEYS } from './panels/system/keys.js';
import { TABLE_PANEL_KEYS } from './panels/table/keys.js';
import type { TableAction } from './panels/table/reducer.js';

export { F1_KEY, F5_KEY, F9_KEY, KEY_GROUPS, NO_KEY, type KeyContext, type KeyGroup, type KeyPress, type PanelId } from './key-spec.js';

/** Each panel's table: its actions go to that panel's handler (panels/<panel>/actions.ts). */
export const PANEL_KEYS = {
  table: TABLE_PANEL_KEYS,
  graphs: GRAPHS_PANEL_KEYS,
  samples: SAMPLES_PANEL_KEYS,
  system: SYSTEM_PANEL_KEYS,
} as const;

/** Every table, in the order help draws them (each under its group's heading). */
export const KEYMAP = [...GLOBAL_KEYS, ...TABLE_PANEL_KEYS, ...GROUPS_PANEL_KEYS, ...SYSTEM_PANEL_KEYS, ...GRAPHS_PANEL_KEYS, ...SAMPLES_PANEL_KEYS, ...DRILLDOWN_KEYS, ...DIALOG_KEYS] as const satisfies readonly KeySpec[];

/** The actions of one panel's table. */
export type PanelKeyId<P extends PanelId> = (typeof PANEL_KEYS)[P][number]['id'];

/** The grouping view's actions: it shows in the table's place (context `groups`), not as a panel of its own. */
export type GroupsKeyId = (typeof GROUPS_PANEL_KEYS)[number]['id'];

export function isGroupsKey(id: string): id is GroupsKeyId {
  return GROUPS_PANEL_KEYS.some((entry) => entry.id === id);
}

/** The panel whose table holds `id`, or null for a global or dialog key. */
export function panelOf(id: KeyActionId): PanelId | null {
  for (const [panel, entries] of Object.entries(PANEL_KEYS) as [PanelId, readonly KeySpec[]][]) if (entries.some((entry) => entry.id === id)) return panel;
  return null;
}

export type KeyActionId = (typeof KEYMAP)[number]['id'];

export type KeyEntry = KeySpec & { readonly id: KeyActionId };

const ENTRIES: readonly KeyEntry[] = KEYMAP;

/** The action a key press means in `context`, or null when the key does nothing there. */
export function resolveKey(context: KeyContext, input: string, key: KeyPress): KeyActionId | null {
  return ENTRIES.find((entry) => entry.contexts.includes(context) && entry.matches(input, key))?.id ?? null;
}

/**
 * While a filter is typed every key belongs to the prompt, before any context: Enter applies, Esc cancels,
 * Backspace / Delete erase, plain characters are text; anything else (F1 included) does nothing.
 */
export function filterPromptAction(draft: string, input: string, key: KeyPress): TableAction | null {
  const action = textPromptAction(draft, input, key);
  if (action === null) return null;
  return action.type === 'commit' ? { type: 'commit_filter' } : action.type === 'cancel' ? { type: 'cancel_filter' } : { type: 'edit_filter', text: action.text };
}

export type TextPromptAction = { readonly type: 'commit' } | { readonly type: 'cancel' } | { readonly type: 'edit'; readonly text: string };

/** Text entry (the filter, a profile name, the recording directory): Enter commits, Esc cancels, Backspace / Delete erase, characters are text. */
export function textPromptAction(draft: string, input: string, key: KeyPress): TextPromptAction | null {
  if (key.return) return { type: 'commit' };
  if (key.escape) return { type: 'cancel' };
  if (key.backspace || key.delete) return { type: 'edit', text: draft.slice(0, -1) };
  if (input && !key.ctrl && !key.meta) return { type: 'edit', text: draft + input };
  return null;
}

export interface HelpLine {
  readonly keys: string;
  readonly help: string;
  /** A group's heading line ("Graphs"), drawn bold above the group's keys. */
  readonly heading?: boolean;
}

/** Help's heading of each group (one group per table). */
export const GROUP_TITLES: Readonly<Record<KeyGroup, string>> = {
  program: 'Everywhere',
  table: 'Process table',
  groups: 'Grouping view (c: by unit, by container, off)',
  system: 'System panels (Tab to focus)',
  graphs: 'Graph workspace (G shows, Tab to focus)',
  samples: 'Samples inspector',
  dialog: 'Dialogs and logs',
};

/** Help's lines: each group under its heading, consecutive entries with the same help text on one line ("↑ ↓ PgUp …"). */
export function helpLines(entries: readonly KeyEntry[] = ENTRIES): HelpLine[] {
  const lines: HelpLine[] = [];
  for (const group of KEY_GROUPS) {
    const members = entries.filter((e) => e.group === group);
    if (members.length === 0) continue;
    lines.push({ keys: GROUP_TITLES[group], help: '', heading: true });
    let previous: KeyEntry | undefined;
    for (const entry of members) {
      const last = lines.at(-1);
      if (previous?.help === entry.help && last) lines[lines.length - 1] = { keys: `${last.keys} ${entry.keys}`, help: last.help };
      else lines.push({ keys: entry.keys, help: entry.help });
      previous = entry;
    }
  }
  return lines;
}

/** A footer item's keys: arrows side by side ("←→"), other keys with slashes ("Home/End", "Esc/l", "F1/?"). */
function footerKeyText(keys: readonly string[]): string {
  const spelled = keys.map((k) => k.replace(/ or /g, '/').replace(/ /g, '/'));
  // The arrows ←↑→↓ (U+2190-U+2193) escaped: the application's script bundle stays ASCII, a one-byte string for V8.
  return spelled.every((k) => /^[\u2190-\u2193]$/.test(k)) ? spelled.join('') : spelled.join('/');
}

/** The table whose keys a context's footer lists first: a panel's own, the Log view's (among the dialogs'). */
function ownGroup(context: KeyContext): KeyGroup {
  return context === 'table' || context === 'groups' || context === 'graphs' || context === 'samples' || context === 'system' ? context : 'dialog';
}

/** Each context's footer keys from the keymap, made on first use. */
const footerKeysByContext = new Map<KeyContext, string>();

/**
 * The keys a panel's (or the Log view's) footer lists, from the tables: its own table's keys first, then other
 * tables' keys that act there, then the global ones, each in table order; entries with the same footer word share
 * one item ("←→ frame  Home/End first/last").
 */
export function footerKeys(context: KeyContext, entries: readonly KeyEntry[] = ENTRIES): string {
  if (entries !== ENTRIES) return footerKeysOf(context, entries);
  // The keymap never changes while the program runs: each context's footer is made once, not once a frame.
  let text = footerKeysByContext.get(context);
  if (text === undefined) {
    text = footerKeysOf(context, entries);
    footerKeysByContext.set(context, text);
  }
  return text;
}

function footerKeysOf(context: KeyContext, entries: readonly KeyEntry[]): string {
  const listed = entries.filter((entry) => entry.contexts.includes(context) && entry.footer?.[context] !== undefined);
  const own = ownGroup(context);
  const tier = (entry: KeyEntry) => (entry.group === own ? 0 : entry.group === 'program' ? 2 : 1);
  const items: { readonly word: string; readonly keys: string[] }[] = [];
  for (const entry of [0, 1, 2].flatMap((t) => listed.filter((entry) => tier(entry) === t))) {
    const word = entry.footer![context]!;
    const item = items.find((i) => i.word === word);
    if (item) item.keys.push(entry.short ?? entry.keys);
    else items.push({ word, keys: [entry.short ?? entry.keys] });
  }
  return items.map((item) => `${footerKeyText(item.keys)} ${item.word}`).join('  ');
}
