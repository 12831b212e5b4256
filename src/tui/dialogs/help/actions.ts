// Performs help's keys (dialogs/help/keys.ts): scroll by a line or by a page, a page being what its window shows
// so paging skips no line.
import { helpWindow } from '../../components/HelpOverlay.js';
import type { DialogContext } from '../context.js';
import type { HELP_KEYS } from './keys.js';

export type HelpKeyId = (typeof HELP_KEYS)[number]['id'];

export function performHelpKey(id: HelpKeyId, ctx: DialogContext): void {
  const { scrollHelp, bodyHeight } = ctx.dialogs;
  switch (id) {
    case 'help_up':
      return scrollHelp(-1);
    case 'help_down':
      return scrollHelp(1);
    case 'help_page_up':
      return scrollHelp(-helpWindow(bodyHeight()));
    case 'help_page_down':
      return scrollHelp(helpWindow(bodyHeight()));
  }
}
