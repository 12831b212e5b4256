// Guards the one keymap gathered from its tables (global, each panel's, the dialogs'): every entry resolves in exactly the contexts it is meant for (the keys the TUI has always had: help is not modal, Settings takes only its own keys and q; each panel's keys only where it has the focus), no two entries of a context match one key press, every entry has keys and help text, each panel's actions are its own table's, and help's lines cover every entry under its table's heading.
import { describe, expect, it } from 'vitest';
import { F1_KEY, F5_KEY, F9_KEY, filterPromptAction, footerKeys, GROUP_TITLES, helpLines, KEYMAP, NO_KEY, PANEL_KEYS, panelOf, resolveKey, type KeyActionId, type KeyContext, type KeyEntry, type KeyPress } from '../../../src/tui/keymap.js';

const CONTEXTS: readonly KeyContext[] = ['table', 'groups', 'graphs', 'samples', 'system', 'help', 'settings', 'profiles', 'record', 'process_info', 'startup', 'confirm', 'log_list', 'log_view', 'drilldown'];

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
  dismiss_failure: [['', press({ escape: true, meta: true })]],
  clear_filter: [['', press({ escape: true, meta: true })]],
  kill: [
    ['k', NO_KEY],
    ['', F9_KEY],
  ],
  info_files: [['f', NO_KEY]],
  copy_row: [['y', NO_KEY]],
  info_copy: [['y', NO_KEY]],
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
  cell_left: [['', press({ leftArrow: true })]],
  cell_right: [['', press({ rightArrow: true })]],
  // ink reports Ctrl-Left (ESC [1;5D) as leftArrow with ctrl.
  pan_back: [
    ['[', NO_KEY],
    ['', press({ leftArrow: true, ctrl: true })],
  ],
  pan_forward: [
    [']', NO_KEY],
    ['', press({ rightArrow: true, ctrl: true })],
  ],
  span_longer: [['', press({ pageUp: true })]],
  span_shorter: [['', press({ pageDown: true })]],
  fit: [['f', NO_KEY]],
  marker_a: [['a', NO_KEY]],
  marker_b: [['b', NO_KEY]],
  jump_a: [['A', press({ shift: true })]],
  jump_b: [['B', press({ shift: true })]],
  clear_markers: [['x', NO_KEY]],
  zero_axis: [['z', NO_KEY]],
  graph_columns: [['L', press({ shift: true })]],
  samples_toggle: [['v', NO_KEY]],
  samples_up: [['', press({ upArrow: true })]],
  samples_down: [['', press({ downArrow: true })]],
  samples_page_up: [['', press({ pageUp: true })]],
  samples_page_down: [['', press({ pageDown: true })]],
  drilldown_open: [['D', press({ shift: true })]],
  drilldown_up: [['', press({ upArrow: true })]],
  drilldown_down: [['', press({ downArrow: true })]],
  drilldown_page_up: [['', press({ pageUp: true })]],
  drilldown_page_down: [['', press({ pageDown: true })]],
  drilldown_select: [['', press({ return: true })]],
  drilldown_close: [
    ['', press({ escape: true, meta: true })],
    ['D', press({ shift: true })],
  ],
  display_mode: [['m', NO_KEY]],
  focus_next: [['', press({ tab: true })]],
  focus_prev: [['', press({ tab: true, shift: true })]],
  system_prev: [['', press({ leftArrow: true })]],
  system_next: [['', press({ rightArrow: true })]],
  system_up: [['', press({ upArrow: true })]],
  system_down: [['', press({ downArrow: true })]],
  system_graph: [['g', NO_KEY]],
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
  process_info: [['', press({ return: true })]],
  tree_view: [['', F5_KEY]],
  wide_names: [['N', press({ shift: true })]],
  help_up: [['', press({ upArrow: true })]],
  help_down: [['', press({ downArrow: true })]],
  help_page_up: [['', press({ pageUp: true })]],
  help_page_down: [['', press({ pageDown: true })]],
  info_next_tab: [['', press({ tab: true })]],
  info_prev_tab: [['', press({ tab: true, shift: true })]],
  info_tab: [
    ['1', NO_KEY],
    ['5', NO_KEY],
  ],
  info_up: [['', press({ upArrow: true })]],
  info_down: [['', press({ downArrow: true })]],
  info_page_up: [['', press({ pageUp: true })]],
  info_page_down: [['', press({ pageDown: true })]],
  info_home: [['', press({ home: true })]],
  info_end: [['', press({ end: true })]],
  info_filter: [['/', NO_KEY]],
  info_refresh: [['', F5_KEY]],
  info_dotnet: [['d', NO_KEY]],
  settings_up: [['', press({ upArrow: true })]],
  settings_down: [['', press({ downArrow: true })]],
  settings_column_up: [['[', NO_KEY]],
  settings_column_down: [[']', NO_KEY]],
  startup_up: [['', press({ upArrow: true })]],
  startup_down: [['', press({ downArrow: true })]],
  startup_load: [['', press({ return: true })]],
  groups_cycle: [['c', NO_KEY]],
  groups_up: [['', press({ upArrow: true })]],
  groups_down: [['', press({ downArrow: true })]],
  groups_page_up: [['', press({ pageUp: true })]],
  groups_page_down: [['', press({ pageDown: true })]],
  groups_open: [['', press({ return: true })]],
  groups_expand: [['', press({ rightArrow: true })]],
  groups_collapse: [['', press({ leftArrow: true })]],
  groups_sort_next: [['s', NO_KEY]],
  groups_sort_prev: [['S', press({ shift: true })]],
  groups_reverse: [['R', press({ shift: true })]],
};

/** The table's keys: they act over the table and, help not being modal, behind help (the arrows scroll help instead). */
const TABLE_KEYS = ['track', 'tracked_only', 'tree_view', 'wide_names'] as const;
/** The table's browsing keys, which the Log view's table (the recorded frame at the time cursor) shares. */
const BROWSE_KEYS = ['filter', 'sort_next', 'sort_prev', 'reverse_sort', 'add_graph', 'process_info'] as const;
/** The selection's moves (over the Log view's table too); Home/End move the Log view's time cursor instead. */
const MOVE_KEYS = ['move_up', 'move_down', 'page_up', 'page_down'] as const;
const HOME_END_KEYS = ['home', 'end'] as const;
const INFO_KEYS = ['info_next_tab', 'info_prev_tab', 'info_tab', 'info_up', 'info_down', 'info_page_up', 'info_page_down', 'info_home', 'info_end', 'info_filter', 'info_refresh', 'info_dotnet'] as const;
/** The Log view's own keys and the Log list's. */
const LOG_VIEW_KEYS = ['log_cursor_left', 'log_cursor_right', 'log_cursor_first', 'log_cursor_last', 'log_leave'] as const;
const LOG_LIST_KEYS = ['log_list_up', 'log_list_down', 'log_list_load', 'log_list_close'] as const;
/** The main screen's panels, where the global keys act whichever has the focus. */
const PANELS: readonly KeyContext[] = ['table', 'groups', 'graphs', 'samples', 'system'];
/** The grouping view's keys, while the table shows groups (c, which switches it, acts over the table too). */
const GROUPS_KEYS = ['groups_up', 'groups_down', 'groups_page_up', 'groups_page_down', 'groups_open', 'groups_expand', 'groups_collapse', 'groups_sort_next', 'groups_sort_prev', 'groups_reverse'] as const;
const EVERYWHERE: readonly KeyContext[] = [...PANELS, 'help', 'settings', 'profiles', 'process_info', 'log_view'];
/** The Graphs' own keys, and those the Samples inspector (which follows the Graphs' cursor) shares. */
const GRAPH_KEYS = ['graph_up', 'graph_down', 'display_mode', 'remove_graph', 'zero_axis', 'graph_columns', 'span_longer', 'span_shorter'] as const;
const WORKSPACE_KEYS = ['cursor_left', 'cursor_right', 'pan_back', 'pan_forward', 'fit', 'marker_a', 'marker_b', 'jump_a', 'jump_b', 'clear_markers', 'samples_toggle'] as const;
/** The Samples inspector's own keys, and the drill-down's inside it (D opens it from the Graphs and Samples). */
const SAMPLES_KEYS = ['samples_up', 'samples_down', 'samples_page_up', 'samples_page_down'] as const;
const DRILLDOWN_KEYS = ['drilldown_up', 'drilldown_down', 'drilldown_page_up', 'drilldown_page_down', 'drilldown_select', 'drilldown_close'] as const;
const SYSTEM_KEYS = ['system_prev', 'system_next', 'system_up', 'system_down', 'system_graph'] as const;

/** Where each entry applies. */
const APPLIES: Record<KeyActionId, readonly KeyContext[]> = {
  ...(Object.fromEntries(TABLE_KEYS.map((id) => [id, ['table', 'help']])) as Record<(typeof TABLE_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(GRAPH_KEYS.map((id) => [id, ['graphs']])) as Record<(typeof GRAPH_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(WORKSPACE_KEYS.map((id) => [id, ['graphs', 'samples']])) as Record<(typeof WORKSPACE_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(SYSTEM_KEYS.map((id) => [id, ['system']])) as Record<(typeof SYSTEM_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(GROUPS_KEYS.map((id) => [id, ['groups']])) as Record<(typeof GROUPS_KEYS)[number], KeyContext[]>),
  groups_cycle: ['table', 'groups', 'help'],
  ...(Object.fromEntries(SAMPLES_KEYS.map((id) => [id, ['samples']])) as Record<(typeof SAMPLES_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(DRILLDOWN_KEYS.map((id) => [id, ['drilldown']])) as Record<(typeof DRILLDOWN_KEYS)[number], KeyContext[]>),
  drilldown_open: ['graphs', 'samples'],
  ...(Object.fromEntries(MOVE_KEYS.map((id) => [id, ['table', 'log_view']])) as Record<(typeof MOVE_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(HOME_END_KEYS.map((id) => [id, ['table']])) as Record<(typeof HOME_END_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(BROWSE_KEYS.map((id) => [id, ['table', 'help', 'log_view']])) as Record<(typeof BROWSE_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(INFO_KEYS.map((id) => [id, ['process_info']])) as Record<(typeof INFO_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(LOG_VIEW_KEYS.map((id) => [id, ['log_view']])) as Record<(typeof LOG_VIEW_KEYS)[number], KeyContext[]>),
  ...(Object.fromEntries(LOG_LIST_KEYS.map((id) => [id, ['log_list']])) as Record<(typeof LOG_LIST_KEYS)[number], KeyContext[]>),
  log_list: [...PANELS, 'help'],
  pause: [...PANELS, 'help'],
  export_csv: [...PANELS, 'help'],
  graph_view: [...PANELS, 'help', 'log_view'],
  focus_next: [...PANELS, 'log_view'],
  focus_prev: [...PANELS, 'log_view'],
  cell_left: ['table'],
  cell_right: ['table'],
  settings: EVERYWHERE,
  help: EVERYWHERE,
  quit: EVERYWHERE,
  profiles: EVERYWHERE,
  close: ['help', 'settings', 'profiles', 'record', 'process_info', 'startup'],
  record: [...PANELS, 'help'],
  dismiss_failure: PANELS.filter((c) => c !== 'table'),
  clear_filter: ['table'],
  kill: ['table', 'log_view'],
  info_files: ['table', 'log_view'],
  copy_row: ['table', 'log_view'],
  info_copy: ['process_info'],
  record_start: ['record'],
  record_interval_down: ['record'],
  record_interval_up: ['record'],
  help_up: ['help'],
  help_down: ['help'],
  help_page_up: ['help'],
  help_page_down: ['help'],
  settings_up: ['settings'],
  settings_down: ['settings'],
  settings_column_up: ['settings'],
  settings_column_down: ['settings'],
  startup_up: ['startup'],
  startup_down: ['startup'],
  startup_load: ['startup'],
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
          const what = `${JSON.stringify(input)} in ${context} (${where})`;
          if (APPLIES[entry.id].includes(context)) expect(got, what).toBe(entry.id);
          // Elsewhere the same press means nothing, or what another entry of that context says (Space tracks over
          // the table and toggles in Settings; Enter opens Process Info, loads a profile or confirms).
          else if (got !== null) expect(APPLIES[got], what).toContain(context);
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
    expect(resolveKey('settings', '', press({ downArrow: true }))).toBe('settings_down');
    expect(resolveKey('settings', '[', NO_KEY)).toBe('settings_column_up');
  });

  it('clears the filter (or dismisses a failed Recording\'s lines) on Esc over the table (no dialog to close); Enter opens Process Info there and behind help', () => {
    expect(resolveKey('table', '', press({ escape: true, meta: true }))).toBe('clear_filter');
    expect(resolveKey('graphs', '', press({ escape: true, meta: true }))).toBe('dismiss_failure');
    expect(resolveKey('table', '', press({ return: true }))).toBe('process_info');
    expect(resolveKey('help', '', press({ return: true }))).toBe('process_info');
  });

  it('gives Process Info its own tab, scroll and filter keys while q, o, P and ? keep their meaning', () => {
    expect(resolveKey('process_info', '', press({ tab: true }))).toBe('info_next_tab');
    expect(resolveKey('process_info', '', press({ tab: true, shift: true }))).toBe('info_prev_tab');
    for (const digit of ['1', '2', '3', '4', '5']) expect(resolveKey('process_info', digit, NO_KEY)).toBe('info_tab');
    expect(resolveKey('process_info', '6', NO_KEY)).toBeNull();
    expect(resolveKey('process_info', '/', NO_KEY)).toBe('info_filter');
    expect(resolveKey('process_info', 't', NO_KEY)).toBeNull();
    expect(resolveKey('process_info', 'q', NO_KEY)).toBe('quit');
    expect(resolveKey('process_info', '', press({ escape: true, meta: true }))).toBe('close');
  });

  it('does nothing on keys the table does not list', () => {
    for (const input of ['x', 'Q', 'X', '1', '', 'z']) expect(resolveKey('table', input, input === 'Q' || input === 'X' ? press({ shift: true }) : NO_KEY), input).toBeNull();
    // f is the table's Files key (Process Info on Files) and the Graphs' fit: each panel its own meaning.
    expect(resolveKey('table', 'f', NO_KEY)).toBe('info_files');
    expect(resolveKey('graphs', 'f', NO_KEY)).not.toBe('info_files');
    expect(resolveKey('table', '', press({ leftArrow: true, ctrl: true }))).toBeNull();
  });

  it('gives each panel its own meaning for the same key: ← moves the cell cursor, the Graphs cursor or the system metric; g graphs the cell or the system metric', () => {
    const left = press({ leftArrow: true });
    expect(resolveKey('table', '', left)).toBe('cell_left');
    expect(resolveKey('graphs', '', left)).toBe('cursor_left');
    expect(resolveKey('system', '', left)).toBe('system_prev');
    expect(resolveKey('log_view', '', left)).toBe('log_cursor_left');
    expect(resolveKey('table', 'g', NO_KEY)).toBe('add_graph');
    expect(resolveKey('system', 'g', NO_KEY)).toBe('system_graph');
    expect(resolveKey('graphs', 'g', NO_KEY)).toBeNull();
    for (const context of PANELS) expect(resolveKey(context, '', press({ tab: true }))).toBe('focus_next');
  });

  it('hands every panel table entry to its panel, and global and dialog entries to nobody', () => {
    for (const [panel, entries] of Object.entries(PANEL_KEYS)) for (const entry of entries as readonly KeyEntry[]) expect(panelOf(entry.id), entry.id).toBe(panel);
    for (const id of ['quit', 'graph_view', 'focus_next', 'export_csv', 'close', 'confirm_yes'] as const) expect(panelOf(id), id).toBeNull();
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

  it('draws every table under its heading: the table first, then the global keys, Graphs, Samples, system panels and dialogs; the moves on one line', () => {
    const lines = helpLines();
    const at = (keys: string) => lines.findIndex((line) => line.keys === keys);
    expect(lines[0]).toEqual({ keys: GROUP_TITLES.table, help: '', heading: true });
    expect(lines).toContainEqual({ keys: '↑ ↓ PgUp PgDn Home End', help: 'move the selection' });
    const headings = lines.filter((line) => line.heading).map((line) => line.keys);
    expect(headings).toEqual([GROUP_TITLES.table, GROUP_TITLES.groups, GROUP_TITLES.program, GROUP_TITLES.graphs, GROUP_TITLES.samples, GROUP_TITLES.system, GROUP_TITLES.dialog]);
    expect(at('p')).toBeLessThan(at('q'));
    expect(at('q')).toBeLessThan(at(GROUP_TITLES.graphs));
    expect(at(GROUP_TITLES.graphs)).toBeLessThan(at('PgUp PgDn f'));
    expect(lines.filter((line) => line.keys === 'q')).toHaveLength(1);
  });

  it('joins only neighbours of one group with the same text', () => {
    const entry = (id: KeyActionId, keys: string, group: KeyEntry['group'], help: string): KeyEntry => ({ id, keys, group, help, contexts: ['table'], matches: () => false });
    const lines = helpLines([entry('home', 'a', 'table', 'same'), entry('end', 'b', 'table', 'other'), entry('quit', 'c', 'table', 'same'), entry('help', 'd', 'program', 'same')]);
    expect(lines).toEqual([
      { keys: GROUP_TITLES.table, help: '', heading: true },
      { keys: 'a', help: 'same' },
      { keys: 'b', help: 'other' },
      { keys: 'c', help: 'same' },
      { keys: GROUP_TITLES.program, help: '', heading: true },
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

describe('footerKeys', () => {
  it("gives each context's footer made once from the keymap as the tables themselves give it, on every call", () => {
    for (const context of ['table', 'graphs', 'samples', 'system', 'groups', 'log_view', 'drilldown'] as const satisfies readonly KeyContext[]) {
      const first = footerKeys(context);
      expect(first).toBe(footerKeys(context, [...KEYMAP]));
      expect(first.length).toBeGreaterThan(0);
      expect(footerKeys(context)).toBe(first);
    }
  });
});
