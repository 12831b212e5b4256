// Guards the Settings dialog (o) over a real App: every line is listed, Space/Enter changes the selected one (theme
// cycles dark → light → mono, panels and kernel threads toggle and the screen follows at once, the startup mode
// cycles), columns are hidden and reordered with Space and [ ], the recording directory is typed in a prompt, and
// NO_COLOR is said to force mono; the App's preferences (saved after a successful run) follow every change. The
// mouse selects a clicked line and changes it as Space does (the recording directory line is only selected). The
// start-up chooser (startup mode `choose`) offers Empty (default) and the saved profiles and loads the chosen one.
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { DEFAULT_UI_PREFERENCES, visibleColumns } from '../../../src/app/preferences.js';
import { Screen } from '../../../src/tui/Screen.js';
import { hostInfo, KEYS, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const user: ProcessSpec = { pid: 101, name: 'alpha', values: { cpu_percent: 40, private_bytes: 300n } };
const kworker = { pid: 7, name: 'kworker/0:1', values: { cpu_percent: 1 } };

const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

function setup(noColor = false) {
  const app = new App();
  app.setHostInfo(hostInfo());
  const snapshot = snapshotAt(Date.now(), [user, kworker]);
  // The sampler marks kernel threads (Linux PF_KTHREAD); the hand-made snapshot does the same for kworker.
  app.applySnapshot({ ...snapshot, processes: snapshot.processes.map((p) => (p.identity.pid === 7 ? { ...p, kernelThread: true } : p)) });
  const r = renderWithProviders(<Screen store={app} noColor={noColor} />, { width: 120, height: 40 });
  mounted.push(r);
  return { app, r };
}

const selectedLine = (r: Rendered) => r.lines().find((line) => line.includes('› '));
/** Mouse report of a left click at 0-based cell (x, y), as xterm sends it in SGR mode. */
const click = (x: number, y: number) => `\u001B[<0;${x + 1};${y + 1}M`;

describe('Settings', () => {
  it('lists MCP, theme, panels, kernel threads, startup mode, recording directory and every column', async () => {
    const { r } = setup();
    await r.press('o');
    const frame = r.frame();
    for (const text of ['[ ] Disable MCP connections', 'Theme: dark', '[x] System panels', '[ ] Show kernel threads', 'Tracking List at start: resume', 'Recording directory: (not set', '[x] Column CPU%']) {
      expect(frame, text).toContain(text);
    }
  });

  it('cycles the theme and toggles panels and kernel threads, the screen following at once', async () => {
    const { app, r } = setup();
    expect(r.frame()).toContain('MEM');
    expect(r.frame()).not.toContain('kworker');
    await r.press('o', KEYS.down, ' ');
    expect(app.uiPreferences.theme).toBe('light');
    expect(r.frame()).toContain('Theme: light');
    await r.press(' ', ' ');
    expect(app.uiPreferences.theme).toBe('dark');
    await r.press(KEYS.down, ' ', KEYS.down, ' ', 'o');
    expect(app.uiPreferences.showSystemPanels).toBe(false);
    expect(app.uiPreferences.showKernelThreads).toBe(true);
    expect(r.frame()).not.toContain('MEM');
    expect(r.frame()).toContain('kworker/0:1');
  });

  it('cycles the Tracking List startup mode and edits the recording directory in a prompt', async () => {
    const { app, r } = setup();
    await r.press('o', KEYS.down, KEYS.down, KEYS.down, KEYS.down, ' ');
    expect(app.uiPreferences.trackingStartupMode).toBe('empty');
    await r.press(' ');
    expect(app.uiPreferences.trackingStartupMode).toBe('choose');
    await r.press(KEYS.down, KEYS.enter, '/', 't', 'm', 'p');
    expect(r.frame()).toContain('Recording directory: /tmp█');
    await r.press(KEYS.enter);
    expect(app.recordingPreferences.directory).toBe('/tmp');
    // Esc in the prompt keeps the saved directory.
    await r.press(KEYS.enter, 'x', KEYS.escape);
    expect(app.recordingPreferences.directory).toBe('/tmp');
    expect(r.frame()).toContain('Recording directory: /tmp');
  });

  it('hides a column with Space and moves one with [ and ]', async () => {
    const { app, r } = setup();
    const before = visibleColumns(app.uiPreferences);
    await r.press('o', ...Array.from({ length: 8 }, () => KEYS.down));
    expect(selectedLine(r)).toContain('PrivBytes');
    await r.press(']');
    expect(visibleColumns(app.uiPreferences).slice(0, 3)).toEqual(['cpu_percent', 'workset_bytes', 'private_bytes']);
    expect(selectedLine(r)).toContain('PrivBytes');
    await r.press('[', '[');
    expect(visibleColumns(app.uiPreferences).slice(0, 2)).toEqual(['private_bytes', 'cpu_percent']);
    await r.press(' ');
    expect(visibleColumns(app.uiPreferences)).toEqual(before.filter((id) => id !== 'private_bytes'));
    await r.press('o');
    expect(r.lines().find((line) => line.includes('PID'))).not.toContain('PrivBytes');
  });

  it('selects a clicked line and changes a checkbox or choice line as Space does; the directory line is only selected', async () => {
    const { app, r } = setup();
    await r.press('o');
    // Where a line is drawn now (row and column of its text), so the click lands on what the user sees.
    const at = (text: string) => {
      const y = r.lines().findIndex((line) => line.includes(text));
      expect(y, text).toBeGreaterThanOrEqual(0);
      return click(r.lines()[y]!.indexOf(text), y);
    };
    await r.press(at('Show kernel threads'));
    expect(app.uiPreferences.showKernelThreads).toBe(true);
    expect(selectedLine(r)).toContain('[x] Show kernel threads');
    await r.press(at('Theme: dark'));
    expect(app.uiPreferences.theme).toBe('light');
    expect(selectedLine(r)).toContain('Theme: light');
    // Hiding the panels moves the overlay up: the next click is mapped through the new frame.
    await r.press(at('System panels'));
    expect(app.uiPreferences.showSystemPanels).toBe(false);
    await r.press(at('Column PrivBytes'));
    expect(visibleColumns(app.uiPreferences)).not.toContain('private_bytes');
    expect(selectedLine(r)).toContain('[ ] Column PrivBytes');
    await r.press(at('Recording directory'));
    expect(selectedLine(r)).toContain('Recording directory: (not set');
    expect(r.frame()).not.toContain('(Enter apply, Esc cancel)');
    // The title, the status line and the space beside the overlay do nothing.
    const before = app.uiPreferences;
    const title = r.lines().findIndex((line) => line.includes('Settings'));
    await r.press(click(4, title), at('MCP: '), click(100, r.lines().findIndex((line) => line.includes('Show kernel threads'))));
    expect(app.uiPreferences).toBe(before);
    expect(selectedLine(r)).toContain('Recording directory');
    expect(r.frame()).toContain('[ ] Disable MCP connections');
  });

  it('says when NO_COLOR draws the theme as mono', async () => {
    const { r } = setup(true);
    await r.press('o');
    expect(r.frame()).toContain('NO_COLOR is set: drawn as mono');
  });
});

describe('the start-up chooser (Tracking List startup mode `choose`)', () => {
  function chooser() {
    const app = new App({
      savedProfiles: [{ name: 'web', names: ['nginx', 'php-fpm'] }],
      preferences: { ...DEFAULT_UI_PREFERENCES, trackingStartupMode: 'choose' },
    });
    app.setHostInfo(hostInfo());
    app.applySnapshot(snapshotAt(Date.now(), [user]));
    const r = renderWithProviders(<Screen store={app} />, { width: 120, height: 30 });
    mounted.push(r);
    return { app, r };
  }

  it('opens at start with Empty (default) and the saved profiles, and loads the chosen one on Enter', async () => {
    const { app, r } = chooser();
    expect(r.frame()).toContain('Start with which Tracking List?');
    expect(r.frame()).toContain('Empty (default)');
    expect(r.frame()).toContain('nginx, php-fpm');
    await r.press(KEYS.down, KEYS.enter);
    expect(app.getView().trackingNames).toEqual(['nginx', 'php-fpm']);
    expect(r.frame()).not.toContain('Start with which Tracking List?');
  });

  it('starts with Empty (default) on Esc', async () => {
    const { app, r } = chooser();
    await r.press(KEYS.escape);
    await r.waitForFrame((f) => !f.includes('Start with which'), 'the chooser to close');
    expect(app.getView().trackingNames).toEqual([]);
  });

  it('does not open when the mode is resume', () => {
    const { r } = setup();
    expect(r.frame()).not.toContain('Start with which Tracking List?');
  });
});
