// Performs a confirmation's keys (dialogs/confirm/keys.ts): the answer goes to the App, which asked; the arrows and
// PgUp/PgDn scroll its description (a page is the table's page).
import type { DialogContext } from '../context.js';
import type { CONFIRM_KEYS } from './keys.js';

export type ConfirmKeyId = (typeof CONFIRM_KEYS)[number]['id'];

export function performConfirmKey(id: ConfirmKeyId, ctx: DialogContext): void {
  const { store, pageRows } = ctx;
  const { scrollConfirmation } = ctx.dialogs;
  switch (id) {
    case 'confirm_yes':
      return store.actions.answerConfirmation(true);
    case 'confirm_no':
      return store.actions.answerConfirmation(false);
    case 'confirm_scroll_up':
      return scrollConfirmation(-1);
    case 'confirm_scroll_down':
      return scrollConfirmation(1);
    case 'confirm_page_up':
      return scrollConfirmation(-pageRows());
    case 'confirm_page_down':
      return scrollConfirmation(pageRows());
  }
}
