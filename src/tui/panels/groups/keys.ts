// The grouping view's keys (like systemd-cgtop): c switches the table to groups by systemd unit, then by container,
// then back to processes; while groups are shown they take the table's keys (move, sort, expand / collapse).
// One table of the keymap (src/tui/keymap.ts); panels/groups/actions.ts performs them.
import { char, plainArrow, type KeyContext, type KeySpec } from '../../key-spec.js';

/** While groups are shown, the table's place is theirs (`groups`); help keeps listing them (not modal). */
const GROUPS: readonly KeyContext[] = ['groups'];

const MOVE = 'in groups: move the selection';
const SORT = 'in groups: sort by CPU%, Private, Working set, count or name (s / S), reverse it (R)';
const EXPAND = 'in groups: expand a group to its processes (Enter / →; Enter on a process: Process Info) / collapse it (←)';

export const GROUPS_PANEL_KEYS = [
  { id: 'groups_cycle', keys: 'c', matches: char('c'), contexts: ['table', 'groups', 'help'], group: 'groups', help: 'group the table by systemd unit, then by container, then show processes again', footer: { groups: 'unit/container/off' } },
  { id: 'groups_up', keys: '↑', matches: (_i, key) => key.upArrow, contexts: GROUPS, group: 'groups', help: MOVE },
  { id: 'groups_down', keys: '↓', matches: (_i, key) => key.downArrow, contexts: GROUPS, group: 'groups', help: MOVE },
  { id: 'groups_page_up', keys: 'PgUp', matches: (_i, key) => key.pageUp, contexts: GROUPS, group: 'groups', help: MOVE },
  { id: 'groups_page_down', keys: 'PgDn', matches: (_i, key) => key.pageDown, contexts: GROUPS, group: 'groups', help: MOVE },
  { id: 'groups_open', keys: 'Enter', matches: (_i, key) => key.return, contexts: GROUPS, group: 'groups', help: EXPAND, footer: { groups: 'expand' } },
  { id: 'groups_expand', keys: '→', matches: plainArrow('rightArrow'), contexts: GROUPS, group: 'groups', help: EXPAND, footer: { groups: 'expand' } },
  { id: 'groups_collapse', keys: '←', matches: plainArrow('leftArrow'), contexts: GROUPS, group: 'groups', help: EXPAND, footer: { groups: 'collapse' } },
  { id: 'groups_sort_next', keys: 's', matches: char('s'), contexts: GROUPS, group: 'groups', help: SORT, footer: { groups: 'sort' } },
  { id: 'groups_sort_prev', keys: 'S', matches: char('S'), contexts: GROUPS, group: 'groups', help: SORT, footer: { groups: 'sort' } },
  { id: 'groups_reverse', keys: 'R', matches: char('R'), contexts: GROUPS, group: 'groups', help: SORT, footer: { groups: 'sort' } },
] as const satisfies readonly KeySpec[];
