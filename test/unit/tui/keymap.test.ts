// Guards the one key table: every entry resolves in exactly the contexts it is meant for (the keys the TUI has always had: help is not modal, Settings takes only its own keys and q), no two entries of a context match one key press, every entry has keys and help text, and help's lines cover every entry.
import { describe, expect, it } from 'vitest';
import { F1_KEY, filterPromptAction, helpLines, KEYMAP, NO_KEY, resolveKey, type KeyActionId, type KeyContext, type KeyEntry, type KeyPress } from '../../../src/tui/keymap.js';

const CONTEXTS: readonly KeyContext[] = ['table', 'graphs', 'help', 'settings', 'profiles', 'record', 'confirm', 'log_list', 'log_view'];

const press = (flags: Partial<KeyPress> = {}): KeyPress => ({ ...NO_KEY, ...flags });

/** How a terminal delivers each entry's keys through ink (Esc also sets meta; capitals set shift). */
const PRESSES: Record<KeyActionId, readonly (readonly [string, KeyPress])[]> = {
  move_up: [['', press({ upArrow: true })]],
  move_down: [['', press({ downArrow: true })]],
  page_up: [['', press({ pageUp: true })]],
  page_down: [['', press({ pageDown: true })]],
  home: [['', press({ home: true })]],
  end: [['', press({ end: true })]],
  track: [
    ['t', NO_KEY],
    [' ', NO_KEY],
  ],
  tracked_only: [['T', press({ shift: true })]],
  filter: [['/', NO_KEY]],
  sort_next: [['s', NO_KEY]],
  sort_prev: [['S', press({ shift: true })]],
  reverse_sort: [['R', press({ shift: true })]],
  record: [['r', NO_KEY]],
  record_start: [['', press({ return: true })]],
  record_interval_down: [['', press({ leftArrow: true })]],
  record_interval_up: [['', press({ rightArrow: true })]],
  pause: [['p', NO_KEY]],
  add_graph: [['g', NO_KEY]],
  graph_view: [['G', press({ shift: true })]],
  graph_up: [['', press({ upArrow: true })]],
  graph_down: [['', press({ downArrow: true })]],
  cursor_left: [['', press({ leftArrow: true })]],
  cursor_right: [['', press({ rightArrow: true })]],
  marker_a: [['a', NO_KEY]],
  marker_b: [['b', NO_KEY]],
  display_mode: [['m', NO_KEY]],
  export_csv: [['e', NO_KEY]],
  // ink reports both the Delete key (ESC [3~) and DEL (0x7f, what Backspace sends) as delete.
  remove_graph: [['', press({ delete: true })]],
  settings: [['o', NO_KEY]],
  help: [
    ['?', NO_KEY],
    ['', F1_KEY],
  ],
  quit: [['q', NO_KEY]],
  close: [['', press({ escape: true, meta: true })]],
  settings_toggle: [
    [' ', NO_KEY],
    ['', press({ return: true })],
  ],
  profiles: [['P', press({ shift: true })]],
  profiles_up: [['', press({ upArrow: true })]],
  profiles_down: [['', press({ downArrow: true })]],
  profiles_load: [['', press({ return: true })]],
  profiles_save: [['s', NO_KEY]],
  profiles_save_as: [['a', NO_KEY]],
  profiles_rename: [['r', NO_KEY]],
  profiles_delete: [['d', NO_KEY]],
  confirm_yes: [
    ['y', NO_KEY],
    ['Y', press({ shift: true })],
    ['', press({ return: true })],
  ],
  confirm_no: [
    ['n', NO_KEY],
    ['N', press({ shift: true })],
    ['', press({ escape: true, meta: true })],
  ],
  confirm_scroll_up: [['', press({ upArrow: true })]],
  confirm_scroll_down: [['', press({ downArrow: true })]],
  confirm_page_up: [['', press({ pageUp: true })]],
  confirm_page_down: [['', press({ pageDown: true })]],
  log_list: [['l', NO_KEY]],
  log_list_up: [['', press({ upArrow: true })]],
  log_list_down: [['', press({ downArrow: true })]],
  log_list_load: [['', press({ return: true })]],
  log_list_close: [
    ['', press({ escape: true, meta: true })],
    ['l', NO_KEY],
  ],
  log_cursor_left: [['', press({ leftArrow: true })]],
  log_cursor_right: [['', press({ rightArrow: true })]],
  log_cursor_first: [['', press({ home: true })]],
  log_cursor_last: [['', press({ end: true })]],
  log_leave: [
    ['', press({ escape: true, meta: true })],
    ['l', NO_KEY],
  ],
};

/** The table's keys: they act over the table and, help not being modal, behind help. */
const TABLE_KEYS = ['home', 'end', 'track', 'tracked_only'] as const;
/** The table's browsing keys, which the Log view's table (the recorded frame at the time cursor) shares. */
const BROWSE_KEYS = ['move_up', 'move_down', 'page_up', 'page_down', 'filter', 'sort_next', 'sort_prev', 'reverse_sort', 'add_graph'] as const;
/** The Log view's own keys and the Log list's. */
const LOG_VIEW_KEYS = ['log_cursor_left', 'log_cursor_right', 'log_cursor_first', 'log_cursor_last', 'log_leave'] as const;
const LOG_LIST_KEYS = ['log_list_up', 'log_list_down', 'log_list_load', 'log_list_close'] as const;
/** The Graph view's own keys. */
const GRAPH_KEYS = ['graph_up', 'graph_down', 'cursor_left', 'cursor_right', 'marker_a', 'marker_b', 'display_mode', 'export_csv', 'remove_graph'] as const;

/** Where each entry applies. */
const APPLIES: Record<KeyActionId, readonly KeyContext[]> = {
  ...(Object.fromEntries(TABLE_KEYS.map((id) => [id, ['table', 'help']])) as Record<(typeof TABLE_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(GRAPH_KEYS.map((id) => [id, ['graphs']])) as Record<(typeof GRAPH_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(BROWSE_KEYS.map((id) => [id, ['table', 'help', 'log_view']])) as Record<(typeof BROWSE_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(LOG_VIEW_KEYS.map((id) => [id, ['log_view']])) as Record<(typeof LOG_VIEW_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(LOG_LIST_KEYS.map((id) => [id, ['log_list']])) as Record<(typeof LOG_LIST_KEYS)[number], KeyContext[]>),
  log_list: ['table', 'graphs', 'help'],
  pause: ['table', 'help', 'graphs'],
  graph_view: ['table', 'help', 'graphs', 'log_view'],
  settings: ['table', 'graphs', 'help', 'settings', 'profiles', 'log_view'],
  help: ['table', 'graphs', 'help', 'settings', 'profiles', 'log_view'],
  quit: ['table', 'graphs', 'help', 'settings', 'profiles', 'log_view'],
  profiles: ['table', 'graphs', 'help', 'settings', 'profiles', 'log_view'],
  close: ['help', 'settings', 'profiles', 'record'],
  record: ['table', 'graphs', 'help'],
  record_start: ['record'],
  record_interval_down: ['record'],
  record_interval_up: ['record'],
  profiles_up: ['profiles'],
  profiles_down: ['profiles'],
  profiles_load: ['profiles'],
  profiles_save: ['profiles'],
  profiles_save_as: ['profiles'],
  profiles_rename: ['profiles'],
  profiles_delete: ['profiles'],
  settings_toggle: ['settings'],
  confirm_yes: ['confirm'],
  confirm_no: ['confirm'],
  confirm_scroll_up: ['confirm'],
  confirm_scroll_down: ['confirm'],
  confirm_page_up: ['confirm'],
  confirm_page_down: ['confirm'],
};

/** What an entry's keys may mean where the entry does not apply, besides nothing (Space is both track and the Settings toggle). */
const ELSEWHERE: Partial<Record<`${KeyActionId}@${KeyContext}`, readonly KeyActionId[]>> = {
  'track@settings': ['settings_toggle'],
  'settings_toggle@table': ['track'],
  'settings_toggle@help': ['track'],
  // A confirmation gives the same keys its own meaning: Enter confirms, Esc refuses, arrows scroll.
  'settings_toggle@confirm': ['confirm_yes'],
  'close@confirm': ['confirm_no'],
  'move_up@confirm': ['confirm_scroll_up'],
  'move_down@confirm': ['confirm_scroll_down'],
  'page_up@confirm': ['confirm_page_up'],
  'page_down@confirm': ['confirm_page_down'],
  'confirm_yes@settings': ['settings_toggle'],
  'confirm_no@help': ['close'],
  'confirm_no@settings': ['close'],
  'confirm_scroll_up@table': ['move_up'],
  'confirm_scroll_up@help': ['move_up'],
  'confirm_scroll_down@table': ['move_down'],
  'confirm_scroll_down@help': ['move_down'],
  'confirm_page_up@table': ['page_up'],
  'confirm_page_up@help': ['page_up'],
  'confirm_page_down@table': ['page_down'],
  'confirm_page_down@help': ['page_down'],
  // In Profiles its own keys take the arrows, Enter, s and r.
  'move_up@profiles': ['profiles_up'],
  'move_down@profiles': ['profiles_down'],
  'sort_next@profiles': ['profiles_save'],
  'record@profiles': ['profiles_rename'],
  'settings_toggle@profiles': ['profiles_load'],
  'confirm_yes@profiles': ['profiles_load'],
  'confirm_no@profiles': ['close'],
  'confirm_scroll_up@profiles': ['profiles_up'],
  'confirm_scroll_down@profiles': ['profiles_down'],
  'profiles_up@table': ['move_up'],
  'profiles_up@help': ['move_up'],
  'profiles_up@confirm': ['confirm_scroll_up'],
  'profiles_down@table': ['move_down'],
  'profiles_down@help': ['move_down'],
  'profiles_down@confirm': ['confirm_scroll_down'],
  'profiles_load@settings': ['settings_toggle'],
  'profiles_load@confirm': ['confirm_yes'],
  'profiles_save@table': ['sort_next'],
  'profiles_save@help': ['sort_next'],
  'profiles_rename@table': ['record'],
  'profiles_rename@help': ['record'],
  'profiles_rename@graphs': ['record'],
  // The Record dialog: Enter starts, ←/→ pick the interval, Esc closes; everything else is typed text.
  'settings_toggle@record': ['record_start'],
  'confirm_yes@record': ['record_start'],
  'profiles_load@record': ['record_start'],
  'confirm_no@record': ['close'],
  'cursor_left@record': ['record_interval_down'],
  'cursor_right@record': ['record_interval_up'],
  'record_start@settings': ['settings_toggle'],
  'record_start@profiles': ['profiles_load'],
  'record_start@confirm': ['confirm_yes'],
  'record_interval_down@graphs': ['cursor_left'],
  'record_interval_up@graphs': ['cursor_right'],
  // The Graph view gives the arrows, a and Delete its own meaning.
  'move_up@graphs': ['graph_up'],
  'move_down@graphs': ['graph_down'],
  'profiles_up@graphs': ['graph_up'],
  'profiles_down@graphs': ['graph_down'],
  'confirm_scroll_up@graphs': ['graph_up'],
  'confirm_scroll_down@graphs': ['graph_down'],
  'profiles_save_as@graphs': ['marker_a'],
  'graph_up@table': ['move_up'],
  'graph_up@help': ['move_up'],
  'graph_up@profiles': ['profiles_up'],
  'graph_up@confirm': ['confirm_scroll_up'],
  'graph_down@table': ['move_down'],
  'graph_down@help': ['move_down'],
  'graph_down@profiles': ['profiles_down'],
  'graph_down@confirm': ['confirm_scroll_down'],
  'marker_a@profiles': ['profiles_save_as'],
  // The Log list takes the arrows, Enter, Esc and l; the Log view its time cursor (←/→, Home/End) and Esc/l back.
  'move_up@log_list': ['log_list_up'],
  'move_down@log_list': ['log_list_down'],
  'home@log_view': ['log_cursor_first'],
  'end@log_view': ['log_cursor_last'],
  'graph_up@log_list': ['log_list_up'],
  'graph_up@log_view': ['move_up'],
  'graph_down@log_list': ['log_list_down'],
  'graph_down@log_view': ['move_down'],
  'cursor_left@log_view': ['log_cursor_left'],
  'cursor_right@log_view': ['log_cursor_right'],
  'log_list@log_list': ['log_list_close'],
  'log_list@log_view': ['log_leave'],
  'close@log_list': ['log_list_close'],
  'close@log_view': ['log_leave'],
  'settings_toggle@log_list': ['log_list_load'],
  'record_interval_down@log_view': ['log_cursor_left'],
  'record_interval_up@log_view': ['log_cursor_right'],
  'record_start@log_list': ['log_list_load'],
  'log_list_up@table': ['move_up'],
  'log_list_up@graphs': ['graph_up'],
  'log_list_up@help': ['move_up'],
  'log_list_up@profiles': ['profiles_up'],
  'log_list_up@confirm': ['confirm_scroll_up'],
  'log_list_up@log_view': ['move_up'],
  'log_list_down@table': ['move_down'],
  'log_list_down@graphs': ['graph_down'],
  'log_list_down@help': ['move_down'],
  'log_list_down@profiles': ['profiles_down'],
  'log_list_down@confirm': ['confirm_scroll_down'],
  'log_list_down@log_view': ['move_down'],
  'log_list_load@settings': ['settings_toggle'],
  'log_list_load@profiles': ['profiles_load'],
  'log_list_load@record': ['record_start'],
  'log_list_load@confirm': ['confirm_yes'],
  'log_list_close@table': ['log_list'],
  'log_list_close@graphs': ['log_list'],
  'log_list_close@help': ['close', 'log_list'],
  'log_list_close@settings': ['close'],
  'log_list_close@profiles': ['close'],
  'log_list_close@record': ['close'],
  'log_list_close@confirm': ['confirm_no'],
  'log_list_close@log_view': ['log_leave'],
  'log_cursor_left@graphs': ['cursor_left'],
  'log_cursor_left@record': ['record_interval_down'],
  'log_cursor_right@graphs': ['cursor_right'],
  'log_cursor_right@record': ['record_interval_up'],
  'log_cursor_first@table': ['home'],
  'log_cursor_first@help': ['home'],
  'log_cursor_last@table': ['end'],
  'log_cursor_last@help': ['end'],
  'log_leave@table': ['log_list'],
  'log_leave@graphs': ['log_list'],
  'log_leave@help': ['close', 'log_list'],
  'log_leave@settings': ['close'],
  'log_leave@profiles': ['close'],
  'log_leave@record': ['close'],
  'log_leave@confirm': ['confirm_no'],
  'log_leave@log_list': ['log_list_close'],
  'profiles_up@log_list': ['log_list_up'],
  'profiles_up@log_view': ['move_up'],
  'profiles_down@log_list': ['log_list_down'],
  'profiles_down@log_view': ['move_down'],
  'profiles_load@log_list': ['log_list_load'],
  'profiles_save@log_view': ['sort_next'],
  'confirm_yes@log_list': ['log_list_load'],
  'confirm_no@log_list': ['log_list_close'],
  'confirm_no@log_view': ['log_leave'],
  'confirm_scroll_up@log_list': ['log_list_up'],
  'confirm_scroll_up@log_view': ['move_up'],
  'confirm_scroll_down@log_list': ['log_list_down'],
  'confirm_scroll_down@log_view': ['move_down'],
  'confirm_page_up@log_view': ['page_up'],
  'confirm_page_down@log_view': ['page_down'],
};

const ids = KEYMAP.map((entry) => entry.id);

describe('resolveKey', () => {
  it('has a press and a context list for every entry, and an entry for every one of them', () => {
    expect(Object.keys(PRESSES).sort()).toEqual([...ids].sort());
    expect(Object.keys(APPLIES).sort()).toEqual([...ids].sort());
  });

  for (const entry of KEYMAP) {
    it(`resolves ${entry.id} (${entry.keys}) in ${APPLIES[entry.id].join(', ')} and nowhere else`, () => {
      expect([...entry.contexts].sort()).toEqual([...APPLIES[entry.id]].sort());
      for (const context of CONTEXTS) {
        const where = `${entry.id}@${context}` as const;
        for (const [input, key] of PRESSES[entry.id]) {
          const got = resolveKey(context, input, key);
          const what = `${JSON.stringify(input)} in ${context}`;
          if (APPLIES[entry.id].includes(context)) expect(got, what).toBe(entry.id);
          else expect([null, ...(ELSEWHERE[where] ?? [])], what).toContain(got);
        }
      }
    });
  }

  it('takes only its own keys and q in Settings', () => {
    expect(resolveKey('settings', ' ', NO_KEY)).toBe('settings_toggle');
    expect(resolveKey('settings', '', press({ return: true }))).toBe('settings_toggle');
    expect(resolveKey('settings', 'o', NO_KEY)).toBe('settings');
    expect(resolveKey('settings', 'q', NO_KEY)).toBe('quit');
    for (const input of ['t', 'T', '/', 's', 'S', 'r', 'p']) expect(resolveKey('settings', input, NO_KEY), input).toBeNull();
    expect(resolveKey('settings', '', press({ downArrow: true }))).toBeNull();
  });

  it('does nothing on Esc or Enter over the table', () => {
    expect(resolveKey('table', '', press({ escape: true, meta: true }))).toBeNull();
    expect(resolveKey('table', '', press({ return: true }))).toBeNull();
    expect(resolveKey('help', '', press({ return: true }))).toBeNull();
  });

  it('does nothing on keys the table does not list', () => {
    for (const input of ['x', 'Q', 'X', '1', '']) expect(resolveKey('table', input, input === 'Q' || input === 'X' ? press({ shift: true }) : NO_KEY), input).toBeNull();
    expect(resolveKey('table', '', press({ leftArrow: true }))).toBeNull();
    expect(resolveKey('table', '', press({ tab: true }))).toBeNull();
  });
});

describe('the table', () => {
  /** Every printable character, each key flag alone, Esc as ink sends it, and F1. */
  const probes: [string, KeyPress][] = [
    ...Array.from({ length: 0x7f - 0x20 }, (_, i): [string, KeyPress] => {
      const input = String.fromCharCode(0x20 + i);
      return [input, press({ shift: /[A-Z]/.test(input) })];
    }),
    ...Object.keys(NO_KEY).map((flag): [string, KeyPress] => ['', press({ [flag]: true })]),
    ['', press({ escape: true, meta: true })],
    ['', F1_KEY],
  ];

  it.each(CONTEXTS)('has no two entries matching one key press in %s', (context) => {
    for (const [input, key] of probes) {
      const matching = KEYMAP.filter((entry) => (entry.contexts as readonly KeyContext[]).includes(context) && entry.matches(input, key)).map((entry) => entry.id);
      expect(matching.length, `${JSON.stringify(input)} ${JSON.stringify(key)} matches ${matching.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('has unique ids, keys to show, help text and at least one context for every entry', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of KEYMAP) {
      expect(entry.keys.trim(), entry.id).not.toBe('');
      expect(entry.help.trim(), entry.id).not.toBe('');
      expect(entry.contexts.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('lists F1 with ? as the help entry’s keys', () => {
    expect(KEYMAP.find((entry) => entry.id === 'help')?.keys).toBe('F1 or ?');
  });
});

describe('helpLines', () => {
  it('shows every entry’s keys and help text', () => {
    const lines = helpLines();
    for (const entry of KEYMAP) {
      expect(
        lines.some((line) => line.help === entry.help && line.keys.includes(entry.keys)),
        entry.id,
      ).toBe(true);
    }
  });

  it('puts the moves on one line and groups the table keys before the program and dialog keys', () => {
    const lines = helpLines();
    expect(lines[0]).toEqual({ keys: '↑ ↓ PgUp PgDn Home End', help: 'move the selection' });
    const at = (keys: string) => lines.findIndex((line) => line.keys === keys);
    expect(at('p')).toBeLessThan(at('q'));
    expect(at('q')).toBeLessThan(at('Esc Space/Enter ← → Enter'));
    expect(lines.filter((line) => line.keys === 'q')).toHaveLength(1);
  });

  it('joins only neighbours of one group with the same text', () => {
    const entry = (id: KeyActionId, keys: string, group: KeyEntry['group'], help: string): KeyEntry => ({ id, keys, group, help, contexts: ['table'], matches: () => false });
    const lines = helpLines([entry('home', 'a', 'table', 'same'), entry('end', 'b', 'table', 'other'), entry('quit', 'c', 'table', 'same'), entry('help', 'd', 'program', 'same')]);
    expect(lines).toEqual([
      { keys: 'a', help: 'same' },
      { keys: 'b', help: 'other' },
      { keys: 'c', help: 'same' },
      { keys: 'd', help: 'same' },
    ]);
  });
});

describe('filterPromptAction', () => {
  it('applies on Enter, cancels on Esc, erases on Backspace or Delete, and takes plain characters as text', () => {
    expect(filterPromptAction('ga', '', press({ return: true }))).toEqual({ type: 'commit_filter' });
    expect(filterPromptAction('ga', '', press({ escape: true, meta: true }))).toEqual({ type: 'cancel_filter' });
    expect(filterPromptAction('ga', '', press({ backspace: true }))).toEqual({ type: 'edit_filter', text: 'g' });
    expect(filterPromptAction('ga', '', press({ delete: true }))).toEqual({ type: 'edit_filter', text: 'g' });
    for (const input of ['m', 'q', '?', ' ', 'T']) expect(filterPromptAction('ga', input, NO_KEY)).toEqual({ type: 'edit_filter', text: `ga${input}` });
  });

  it('ignores F1, arrows and control or meta characters while a filter is typed', () => {
    expect(filterPromptAction('ga', '', F1_KEY)).toBeNull();
    expect(filterPromptAction('ga', '', press({ upArrow: true }))).toBeNull();
    expect(filterPromptAction('ga', 'u', press({ ctrl: true }))).toBeNull();
    expect(filterPromptAction('ga', 'x', press({ meta: true }))).toBeNull();
  });
});
