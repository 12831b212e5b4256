// Guards the pure state of the new dialogs and views: Process Info tabs (wrapping Tab / Shift-Tab, per-tab scroll
// bounded by the list, per-tab filters), Settings lines and the change each makes (column moves stop at the ends),
// and the tree layout (verified parents, siblings in sort order, orphans and loops as roots).
import { describe, expect, it } from 'vitest';
import { DEFAULT_UI_PREFERENCES, visibleColumns } from '../../../../src/app/preferences.js';
import type { ProcessRowView } from '../../../../src/app/view.js';
import { INITIAL_PROCESS_INFO_DIALOG, lineMatches, processInfoDialogReducer as info, type ProcessInfoDialogAction } from '../../../../src/tui/state/process-info.js';
import { changeOf, moveColumn, settingsDialogReducer, settingsLines } from '../../../../src/tui/state/settings.js';
import { treeLayout } from '../../../../src/tui/panels/table/tree.js';

const run = (...actions: ProcessInfoDialogAction[]) => actions.reduce(info, INITIAL_PROCESS_INFO_DIALOG);

describe('Process Info dialog state', () => {
  it('wraps Tab and Shift-Tab around the five tabs', () => {
    expect(run({ type: 'step_tab', step: -1 }).tab).toBe('environment');
    expect(run({ type: 'step_tab', step: 1 }, { type: 'step_tab', step: 1 }).tab).toBe('files');
    expect(run(...Array.from({ length: 5 }, () => ({ type: 'step_tab', step: 1 }) as const)).tab).toBe('image');
  });

  it('scrolls each tab on its own, within 0 and the list’s end', () => {
    const state = run({ type: 'select_tab', tab: 'files' }, { type: 'scroll', by: 50, max: 12 });
    expect(state.scroll.files).toBe(12);
    expect(info(state, { type: 'scroll', by: -100, max: 12 }).scroll.files).toBe(0);
    expect(info(state, { type: 'select_tab', tab: 'modules' }).scroll).toMatchObject({ files: 12, modules: 0 });
    // A list shorter than the window has nothing to scroll.
    expect(run({ type: 'scroll', by: 3, max: -4 }).scroll.image).toBe(0);
  });

  it('keeps a filter per tab, resets the tab’s scroll when applied, and drops a draft on tab change', () => {
    let state = run({ type: 'select_tab', tab: 'environment' }, { type: 'scroll', by: 5, max: 10 }, { type: 'start_filter' }, { type: 'edit_filter', text: ' PATH ' });
    expect(state.filterDraft).toBe(' PATH ');
    state = info(state, { type: 'commit_filter' });
    expect(state.filter.environment).toBe('PATH');
    expect(state.scroll.environment).toBe(0);
    expect(state.filter.files).toBe('');
    const drafting = info(info(state, { type: 'start_filter' }), { type: 'select_tab', tab: 'files' });
    expect(drafting.filterDraft).toBeNull();
    expect(lineMatches('PATH=/usr/bin', 'path')).toBe(true);
    expect(lineMatches('HOME=/root', 'path')).toBe(false);
  });

  it('starts over on reset', () => {
    expect(info(run({ type: 'select_tab', tab: 'files' }), { type: 'reset' })).toBe(INITIAL_PROCESS_INFO_DIALOG);
  });
});

describe('Settings state', () => {
  it('lists the fixed lines first, then every column candidate once', () => {
    const lines = settingsLines(DEFAULT_UI_PREFERENCES);
    expect(lines.slice(0, 6)).toEqual(['mcp', 'theme', 'panels', 'kernel_threads', 'startup_mode', 'recording_directory']);
    expect(lines.length - 6).toBe(DEFAULT_UI_PREFERENCES.columns.length);
  });

  it('says what each line changes', () => {
    const p = DEFAULT_UI_PREFERENCES;
    expect(changeOf('mcp', p)).toEqual({ kind: 'toggle_mcp' });
    expect(changeOf('theme', { ...p, theme: 'mono' })).toEqual({ kind: 'preferences', change: { theme: 'dark' } });
    expect(changeOf('startup_mode', { ...p, trackingStartupMode: 'choose' })).toEqual({ kind: 'preferences', change: { trackingStartupMode: 'resume' } });
    expect(changeOf('recording_directory', p)).toEqual({ kind: 'edit_directory' });
    const hidden = changeOf({ column: 'cpu_percent' }, p);
    expect(hidden.kind === 'preferences' && visibleColumns({ columns: hidden.change.columns! })).not.toContain('cpu_percent');
  });

  it('moves a column one place and stops at either end', () => {
    const columns = DEFAULT_UI_PREFERENCES.columns;
    expect(moveColumn(columns, 'cpu_percent', -1)).toBe(columns);
    expect(moveColumn(columns, columns.at(-1)!.id, 1)).toBe(columns);
    expect(moveColumn(columns, 'private_bytes', -1).slice(0, 2).map((c) => c.id)).toEqual(['private_bytes', 'cpu_percent']);
  });

  it('keeps the selection within the lines', () => {
    expect(settingsDialogReducer({ selected: 0, editing: null }, { type: 'move', by: -1, count: 5 }).selected).toBe(0);
    expect(settingsDialogReducer({ selected: 3, editing: null }, { type: 'move', by: 9, count: 5 }).selected).toBe(4);
  });
});

function row(key: string, parentKey: string | null): ProcessRowView {
  return { key, pid: Number(key.slice(1)), name: key, user: null, path: null, parentKey, kernelThread: false, tracked: false, ghost: false, values: {}, unavailable: {} };
}

describe('treeLayout', () => {
  it('puts children under their parent in the given order with htop’s branches', () => {
    const { rows, prefixes } = treeLayout([row('p3', 'p1'), row('p1', null), row('p4', 'p3'), row('p2', 'p1')]);
    expect(rows.map((r) => r.key)).toEqual(['p1', 'p3', 'p4', 'p2']);
    expect(prefixes.get('p1')).toBeUndefined();
    expect(prefixes.get('p3')).toBe('├─ ');
    expect(prefixes.get('p4')).toBe('│  └─ ');
    expect(prefixes.get('p2')).toBe('└─ ');
  });

  it('makes a row whose parent is not shown a root', () => {
    const { rows, prefixes } = treeLayout([row('p5', 'gone'), row('p6', 'p5')]);
    expect(rows.map((r) => r.key)).toEqual(['p5', 'p6']);
    expect(prefixes.get('p6')).toBe('└─ ');
  });

  it('lists every row once even on a parent loop', () => {
    const { rows } = treeLayout([row('a1', 'b2'), row('b2', 'a1'), row('c3', 'c3')]);
    expect(rows.map((r) => r.key).sort()).toEqual(['a1', 'b2', 'c3']);
  });
});
