// Guards the table's new behaviour over a real App: kernel threads hidden by default, the tree view (F5) drawing
// children under their verified parent, N widening the Name column to the full name, and the mouse (a click on a
// column header sorts by it and again reverses, a click on a row selects it, the wheel moves the selection), and
// status lines that shrink the table rather than push the header off the screen.
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { Screen } from '../../../src/tui/Screen.js';
import { hostInfo, KEYS, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const T0 = 1_600_000_000_000;
const init: ProcessSpec = { pid: 1, name: 'init', start: T0, values: { cpu_percent: 1, workset_bytes: 10n } };
const shell: ProcessSpec = { pid: 50, name: 'shell', start: T0 + 10, ppid: 1, values: { cpu_percent: 5, workset_bytes: 30n } };
const child: ProcessSpec = { pid: 60, name: 'a-child-with-a-remarkably-long-process-name', start: T0 + 20, ppid: 50, values: { cpu_percent: 50, workset_bytes: 20n } };
const other: ProcessSpec = { pid: 70, name: 'other', start: T0 + 30, ppid: 1, values: { cpu_percent: 9, workset_bytes: 40n } };
const kthread: ProcessSpec = { pid: 2, name: 'kthreadd', start: T0, values: { cpu_percent: 0 } };

const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

function setup(width = 120) {
  const app = new App();
  app.setHostInfo(hostInfo());
  const snapshot = snapshotAt(Date.now(), [init, shell, child, other, kthread]);
  app.applySnapshot({ ...snapshot, processes: snapshot.processes.map((p) => (p.identity.pid === 2 ? { ...p, kernelThread: true } : p)) });
  const r = renderWithProviders(<Screen store={app} />, { width, height: 24 });
  mounted.push(r);
  return { app, r };
}

const bodyRows = (r: Rendered) => r.lines().filter((line) => /^[*† ] +\d+ /.test(line));
/** Mouse report of a left click at 0-based cell (x, y), as xterm sends it in SGR mode. */
const click = (x: number, y: number) => `\u001B[<0;${x + 1};${y + 1}M`;
const VIEW_TOP = 5; // header and four panel rows

describe('the table', () => {
  it('hides kernel threads unless Settings shows them', () => {
    const { r } = setup();
    expect(r.frame()).not.toContain('kthreadd');
    expect(r.lines().at(-1)).toMatch(/^4\/5 procs/);
  });

  it('draws children under their verified parent in the tree view (F5), and back', async () => {
    const { app, r } = setup();
    await r.press('\u001B[15~');
    expect(app.uiPreferences.treeView).toBe(true);
    // Siblings keep the CPU% order (other 9.0 before shell 5.0); the child sits under shell.
    const rows = bodyRows(r);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^ +1 init /);
    expect(rows[1]).toMatch(/^ +70 ├─ other /);
    expect(rows[2]).toMatch(/^ +50 └─ shell /);
    expect(rows[3]).toMatch(/^ +60 {4}└─ a-child/);
    expect(r.lines().at(-1)).toContain('tree');
    await r.press('\u001B[15~');
    expect(app.uiPreferences.treeView).toBe(false);
    expect(bodyRows(r)[0]).toContain('a-child');
  });

  it('shows the full name on N and a narrow Name column otherwise', async () => {
    const { r } = setup(160);
    expect(r.frame()).not.toContain('a-child-with-a-remarkably-long-process-name');
    expect(r.frame()).toContain('a-child-with-a-remarkab…');
    await r.press('N');
    expect(r.frame()).toContain('a-child-with-a-remarkably-long-process-name');
  });

  it('sorts by a clicked column header and reverses on a second click', async () => {
    const { r } = setup();
    const header = r.lines()[VIEW_TOP]!;
    const ws = header.indexOf('WS ');
    await r.press(click(ws + 1, VIEW_TOP));
    expect(r.lines()[VIEW_TOP]).toMatch(/WS▼/);
    expect(bodyRows(r).map((l) => l.trim().split(/\s+/)[0])).toEqual(['70', '50', '60', '1']);
    await r.press(click(ws + 1, VIEW_TOP));
    expect(r.lines()[VIEW_TOP]).toMatch(/WS▲/);
    expect(bodyRows(r).map((l) => l.trim().split(/\s+/)[0])).toEqual(['1', '60', '50', '70']);
  });

  it('selects a clicked row (t then tracks it) and moves with the wheel', async () => {
    const { app, r } = setup();
    // Rows by CPU: child 60, other 70, shell 50, init 1; the third body row is shell.
    await r.press(click(10, VIEW_TOP + 3), 't');
    expect(app.getView().trackingNames).toEqual(['shell']);
    await r.press('\u001B[<65;10;8M', 't'); // wheel down three rows from shell: the last row (init)
    expect(app.getView().trackingNames).toEqual(['shell', 'init']);
    await r.press(KEYS.home);
  });
});

describe('status lines', () => {
  it('take rows from the table instead of pushing the header off the screen', () => {
    const app = new App({ configWarning: 'Settings not loaded: a long warning about the settings file that fills a whole line of the terminal and more' });
    app.setHostInfo(hostInfo());
    app.setMcpState({ state: 'failed', error: 'the endpoint directory is not private' });
    app.applySnapshot(snapshotAt(Date.now(), Array.from({ length: 40 }, (_, i) => ({ pid: 100 + i, name: `p${i}`, values: { cpu_percent: i } }))));
    const r = renderWithProviders(<Screen store={app} />, { width: 80, height: 24 });
    mounted.push(r);
    const lines = r.lines();
    expect(lines.length).toBeLessThanOrEqual(24);
    expect(lines[0]).toMatch(/^winproc-tui /);
    expect(lines.some((l) => l.startsWith('Settings not loaded'))).toBe(true);
    expect(lines.some((l) => l.startsWith('MCP unavailable'))).toBe(true);
    expect(lines.at(-1)).toMatch(/procs/);
  });
});
