// Guards the dialog stack: open pushes (help stacks on Settings), Esc closes the top only, toggling shows and hides, another dialog takes help's place, no kind is open twice, and no-op transitions keep the same state.
import { describe, expect, it } from 'vitest';
import { dialogsReducer, NO_DIALOGS, topDialog, type DialogAction, type DialogStack } from '../../../src/tui/state/dialogs.js';

function apply(stack: DialogStack, ...actions: DialogAction[]): DialogStack {
  return actions.reduce(dialogsReducer, stack);
}

const open = (kind: 'help' | 'settings'): DialogAction => ({ type: 'open', kind });
const toggle = (kind: 'help' | 'settings'): DialogAction => ({ type: 'toggle', kind });
const replace = (kind: 'help' | 'settings'): DialogAction => ({ type: 'replace', kind });
const close: DialogAction = { type: 'close' };
const closeAll: DialogAction = { type: 'close_all' };

describe('open', () => {
  it('opens a dialog over the view', () => {
    expect(apply(NO_DIALOGS, open('help'))).toEqual(['help']);
    expect(apply(NO_DIALOGS, open('settings'))).toEqual(['settings']);
  });

  it('stacks help on Settings', () => {
    expect(apply(NO_DIALOGS, open('settings'), open('help'))).toEqual(['settings', 'help']);
  });

  it('puts another dialog in help’s place instead of over it', () => {
    expect(apply(NO_DIALOGS, open('help'), open('settings'))).toEqual(['settings']);
  });

  it('goes back to a dialog already open instead of opening it twice', () => {
    expect(apply(NO_DIALOGS, open('settings'), open('help'), open('settings'))).toEqual(['settings']);
  });

  it('keeps the same state when the dialog is already the top', () => {
    const stack = apply(NO_DIALOGS, open('settings'));
    expect(dialogsReducer(stack, open('settings'))).toBe(stack);
  });
});

describe('close', () => {
  it('closes only the top dialog (Esc)', () => {
    const stack = apply(NO_DIALOGS, open('settings'), open('help'));
    expect(apply(stack, close)).toEqual(['settings']);
    expect(apply(stack, close, close)).toEqual([]);
  });

  it('keeps the same state with no dialog open', () => {
    expect(dialogsReducer(NO_DIALOGS, close)).toBe(NO_DIALOGS);
    expect(dialogsReducer(NO_DIALOGS, closeAll)).toBe(NO_DIALOGS);
  });

  it('closes every dialog at once', () => {
    expect(apply(NO_DIALOGS, open('settings'), open('help'), closeAll)).toEqual([]);
  });
});

describe('toggle', () => {
  it('shows and hides help (? and F1)', () => {
    expect(apply(NO_DIALOGS, toggle('help'))).toEqual(['help']);
    expect(apply(NO_DIALOGS, toggle('help'), toggle('help'))).toEqual([]);
  });

  it('opens help over Settings and hides it back to Settings', () => {
    expect(apply(NO_DIALOGS, toggle('settings'), toggle('help'))).toEqual(['settings', 'help']);
    expect(apply(NO_DIALOGS, toggle('settings'), toggle('help'), toggle('help'))).toEqual(['settings']);
  });

  it('opens Settings from help in help’s place, and o again returns to the view', () => {
    expect(apply(NO_DIALOGS, toggle('help'), toggle('settings'))).toEqual(['settings']);
    expect(apply(NO_DIALOGS, toggle('help'), toggle('settings'), toggle('settings'))).toEqual([]);
  });
});

describe('replace', () => {
  it('puts a dialog in the top one’s place', () => {
    expect(apply(NO_DIALOGS, open('help'), replace('settings'))).toEqual(['settings']);
    expect(apply(NO_DIALOGS, open('settings'), replace('help'))).toEqual(['help']);
  });

  it('opens the dialog when none is open', () => {
    expect(apply(NO_DIALOGS, replace('settings'))).toEqual(['settings']);
  });

  it('never leaves a kind twice on the stack', () => {
    expect(apply(NO_DIALOGS, open('settings'), open('help'), replace('settings'))).toEqual(['settings']);
  });
});

describe('topDialog', () => {
  it('is the last opened dialog, or null', () => {
    expect(topDialog(NO_DIALOGS)).toBeNull();
    expect(topDialog(['settings', 'help'])).toBe('help');
  });
});
