// Performs the grouping view's keys (panels/groups/keys.ts) on its reducer, over the lines the table's shown rows
// group into (PanelContext.groupLines).
import type { GroupsKeyId } from '../../keymap.js';
import type { PanelContext } from '../context.js';
import { selectedLine } from './reducer.js';

export function performGroupsKey(id: GroupsKeyId, ctx: PanelContext): void {
  const { dispatch, current } = ctx.groups;
  const lines = ctx.groupLines();
  switch (id) {
    case 'groups_cycle':
      return dispatch({ type: 'cycle_mode' });
    case 'groups_up':
      return dispatch({ type: 'move', by: -1, lines });
    case 'groups_down':
      return dispatch({ type: 'move', by: 1, lines });
    case 'groups_page_up':
      return dispatch({ type: 'move', by: -ctx.pageRows(), lines });
    case 'groups_page_down':
      return dispatch({ type: 'move', by: ctx.pageRows(), lines });
    case 'groups_open': {
      const line = lines[selectedLine(current.current, lines)];
      if (line?.kind === 'process') return ctx.openProcessInfo(line.row.key);
      return dispatch({ type: 'toggle_expand', lines });
    }
    case 'groups_expand':
      return dispatch({ type: 'toggle_expand', lines, open: true });
    case 'groups_collapse':
      return dispatch({ type: 'toggle_expand', lines, open: false });
    case 'groups_sort_next':
      return dispatch({ type: 'cycle_sort', step: 1 });
    case 'groups_sort_prev':
      return dispatch({ type: 'cycle_sort', step: -1 });
    case 'groups_reverse':
      return dispatch({ type: 'reverse_sort' });
  }
}
