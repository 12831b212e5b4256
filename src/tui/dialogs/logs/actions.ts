// Performs the Log list's and the Log view's keys (dialogs/logs/keys.ts) through the App's log actions: the list
// and the time cursor are App state (the list closes itself when a log loads).
import type { DialogContext } from '../context.js';
import type { LOG_KEYS } from './keys.js';

export type LogKeyId = (typeof LOG_KEYS)[number]['id'];

export function performLogKey(id: LogKeyId, ctx: DialogContext): void {
  const { logs } = ctx.store.actions;
  switch (id) {
    case 'log_list_up':
      return logs.moveSelection(-1);
    case 'log_list_down':
      return logs.moveSelection(1);
    case 'log_list_load':
      return logs.loadSelected();
    case 'log_list_close':
      return logs.closeList();
    case 'log_cursor_left':
      return logs.moveCursor(-1);
    case 'log_cursor_right':
      return logs.moveCursor(1);
    case 'log_cursor_first':
      return logs.moveCursor(Number.NEGATIVE_INFINITY);
    case 'log_cursor_last':
      return logs.moveCursor(Number.POSITIVE_INFINITY);
    case 'log_leave':
      return logs.leave();
  }
}
