// Performs Process Info's keys (dialogs/process-info/keys.ts): opens it on a lifetime (Enter / f on the table), steps
// and shows tabs, moves the list's cursor within the shown tab's filtered lines, types its filter, captures again,
// toggles .NET collection and copies the selected line.
import { PROCESS_INFO_TABS, type ProcessInfoTab } from '../../../app/process-info/feature.js';
import { filteredLines, processInfoListHeight, selectedCopy } from '../../components/ProcessInfoDialog.js';
import { copyToClipboard } from '../../clipboard.js';
import { displaySafe } from '../../format.js';
import type { KeyPress } from '../../keymap.js';
import type { DialogContext, DialogReducers } from '../context.js';
import { typeIntoPrompt } from '../prompt.js';
import type { PROCESS_INFO_KEYS } from './keys.js';
import type { AppStore } from '../../../app/view.js';

export type ProcessInfoKeyId = (typeof PROCESS_INFO_KEYS)[number]['id'];

/** Shows the tab at `index` (out of range: nothing), asking the App to capture it. */
function showTab(store: AppStore, dialogs: DialogReducers, index: number): void {
  const tab = PROCESS_INFO_TABS[index];
  if (!tab) return;
  dialogs.processInfo.dispatch({ type: 'select_tab', tab });
  store.actions.processInfo.show(tab);
}

/** Opens Process Info on a lifetime, on its first tab or on `tab` (panels reach it through PanelContext.openProcessInfo). */
export function openProcessInfo(store: AppStore, dialogs: DialogReducers, key: string, tab?: ProcessInfoTab): void {
  dialogs.processInfo.dispatch({ type: 'reset' });
  store.actions.processInfo.open(key);
  dialogs.stack.dispatch({ type: 'open', kind: 'process_info' });
  if (tab !== undefined) showTab(store, dialogs, PROCESS_INFO_TABS.indexOf(tab));
}

export function performProcessInfoKey(id: ProcessInfoKeyId, input: string, ctx: DialogContext): void {
  const { store, dialogs } = ctx;
  const info = dialogs.processInfo;
  /** Moves the list's cursor (the selection y copies; the window follows it), bounded by the shown tab's filtered lines. */
  const scroll = (by: number) => {
    const current = store.getView();
    const lines = current.processInfo ? (filteredLines(current.processInfo, current.rows, info.current.current, current.dotnet, current.processInfoAb)?.length ?? 0) : 0;
    info.dispatch({ type: 'scroll', by, max: lines - 1 });
  };
  const step = (by: 1 | -1) => {
    const index = PROCESS_INFO_TABS.indexOf(info.current.current.tab);
    showTab(store, dialogs, (index + by + PROCESS_INFO_TABS.length) % PROCESS_INFO_TABS.length);
  };
  switch (id) {
    case 'info_next_tab':
      return step(1);
    case 'info_prev_tab':
      return step(-1);
    case 'info_tab':
      return showTab(store, dialogs, Number(input) - 1);
    case 'info_up':
      return scroll(-1);
    case 'info_down':
      return scroll(1);
    case 'info_page_up':
      return scroll(-processInfoListHeight(dialogs.bodyHeight()));
    case 'info_page_down':
      return scroll(processInfoListHeight(dialogs.bodyHeight()));
    case 'info_home':
      return scroll(-Number.MAX_SAFE_INTEGER);
    case 'info_end':
      return scroll(Number.MAX_SAFE_INTEGER);
    case 'info_filter':
      return info.dispatch({ type: 'start_filter' });
    case 'info_refresh':
      return store.actions.processInfo.refresh(info.current.current.tab);
    case 'info_dotnet': {
      // The lifetime the dialog shows (the table's selection may have moved behind it).
      const target = store.getView().processInfo;
      if (target) store.actions.toggleDotnet(target.key);
      return;
    }
    case 'info_copy': {
      const current = store.getView();
      if (current.processInfo === null) return;
      const text = selectedCopy(current.processInfo, current.rows, info.current.current, current.dotnet, current.processInfoAb);
      store.actions.showNotice(text === null ? 'Nothing to copy: the list is empty.' : displaySafe(copyToClipboard(text)));
      return;
    }
  }
}

/** While the list's filter is typed it takes every key; true when it did. */
export function processInfoPrompt(input: string, key: KeyPress, ctx: DialogContext): boolean {
  const info = ctx.dialogs.processInfo;
  return typeIntoPrompt(info.current.current.filterDraft, input, key, {
    edit: (text) => info.dispatch({ type: 'edit_filter', text }),
    cancel: () => info.dispatch({ type: 'cancel_filter' }),
    commit: () => info.dispatch({ type: 'commit_filter' }),
  });
}
