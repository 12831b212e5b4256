// Guards the first screen as a user sees it (ink-testing-library frames over a real App fed snapshots): STALE and DISPLAY PAUSED in the header, the MCP badge and its narrow-width priority, Ghost Rows with final values, missing values as dashes, help on ? and F1, Settings and help stacked on it, the filter and tracking keys, and frames that fit the terminal width.
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app/app.js';
import { helpLines } from '../../../src/tui/keymap.js';
import { Screen } from '../../../src/tui/Screen.js';
import { appWith, KEYS, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const MiB = 2n ** 20n;
const alpha: ProcessSpec = { pid: 101, name: 'alpha', path: '/opt/alpha/bin/alpha', values: { cpu_percent: 40, private_bytes: 300n * MiB, workset_bytes: 310n * MiB } };
const beta: ProcessSpec = { pid: 202, name: 'beta', values: { cpu_percent: 20, private_bytes: 100n * MiB, workset_bytes: 120n * MiB } };
const gamma: ProcessSpec = { pid: 303, name: 'gamma', values: { cpu_percent: 10, private_bytes: 200n * MiB } };

const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

function show(app: App, width = 100, height = 24): Rendered {
  const r = renderWithProviders(<Screen store={app} />, { width, height });
  mounted.push(r);
  return r;
}

const header = (r: Rendered) => r.lines()[0]!;
const footer = (r: Rendered) => r.lines().filter((line) => line.trim() !== '').at(-1)!;
/** The table line of the process with `pid`, or undefined. */
const rowOf = (r: Rendered, pid: number) => r.lines().find((line) => new RegExp(`^[ *†] +${pid} `).test(line));

describe('header freshness and pause', () => {
  it('shows LIVE without STALE while the newest sample is fresh', () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha])] }));
    expect(header(r)).toMatch(/^winproc-tui LIVE\b/);
    expect(header(r)).not.toContain('STALE');
    expect(header(r)).toContain('testhost');
  });

  it('shows STALE Ns when the newest applied sample is 3 s old or older', () => {
    expect(header(show(appWith({ snapshots: [snapshotAt(Date.now() - 3_000, [alpha])] })))).toMatch(/STALE [34]s/); // 4 only on a machine too busy to render within a second
    expect(header(show(appWith({ snapshots: [snapshotAt(Date.now() - 65_400, [alpha])] })))).toMatch(/STALE 6[56]s/);
  });

  it('turns STALE by itself as time passes, without a new sample or a key', async () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now() - 1_500, [alpha])] }));
    expect(header(r)).not.toContain('STALE');
    await r.waitForFrame((frame) => /STALE [34]s/.test(frame.split('\n')[0]!), 'STALE 3s', 5_000);
  });

  it('clears STALE when a fresh sample is applied', async () => {
    const app = appWith({ snapshots: [snapshotAt(Date.now() - 10_000, [alpha])] });
    const r = show(app);
    expect(header(r)).toMatch(/STALE 1[01]s/);
    app.applySnapshot(snapshotAt(Date.now(), [alpha]));
    await r.waitForFrame((frame) => !frame.split('\n')[0]!.includes('STALE'), 'STALE to clear');
  });

  it('shows DISPLAY PAUSED on p, freezes the rows while samples go on, and resumes', async () => {
    const app = appWith({ snapshots: [snapshotAt(Date.now() - 1_000, [alpha, beta])] });
    const r = show(app);
    await r.press('p');
    expect(header(r)).toContain('DISPLAY PAUSED');
    app.applySnapshot(snapshotAt(Date.now(), [alpha, gamma]));
    await r.press(); // let the published view render
    expect(rowOf(r, 202)).toBeDefined(); // beta stays on the frozen display
    expect(rowOf(r, 303)).toBeUndefined();
    expect(app.latestSnapshot!.processes.map((p) => p.identity.pid)).toEqual([101, 303]); // sampling went on
    await r.press('p');
    expect(header(r)).not.toContain('DISPLAY PAUSED');
    expect(rowOf(r, 303)).toBeDefined();
    expect(rowOf(r, 202)).toBeUndefined();
  });

  it('judges freshness by the newest applied sample, not the frozen display', async () => {
    const app = appWith({ snapshots: [snapshotAt(Date.now() - 10_000, [alpha])] });
    const r = show(app);
    await r.press('p');
    expect(header(r)).toMatch(/STALE 1[01]s DISPLAY PAUSED/);
    app.applySnapshot(snapshotAt(Date.now(), [alpha]));
    await r.waitForFrame((frame) => !frame.split('\n')[0]!.includes('STALE'), 'STALE to clear under pause');
    expect(header(r)).toContain('DISPLAY PAUSED');
  });
});

describe('MCP badge', () => {
  const badge = /winproc-tui MCP LIVE/;

  it.each([
    ['disabled', { state: 'disabled' }],
    ['starting', { state: 'starting' }],
    ['listening without connections', { state: 'listening', connections: 0 }],
    ['failed', { state: 'failed', error: 'address in use' }],
  ] as const)('is absent while %s', (_label, mcp) => {
    const r = show(appWith({ mcp, snapshots: [snapshotAt(Date.now(), [alpha])] }));
    expect(header(r)).not.toMatch(/\bMCP\b/);
  });

  it('shows immediately before the activity label while at least one connection is open', () => {
    const r = show(appWith({ mcp: { state: 'listening', connections: 2 }, snapshots: [snapshotAt(Date.now(), [alpha])] }));
    expect(header(r)).toMatch(badge);
  });

  it('appears and disappears with connections, also while the display is paused', async () => {
    const app = appWith({ mcp: { state: 'listening', connections: 0 }, snapshots: [snapshotAt(Date.now(), [alpha])] });
    const r = show(app);
    await r.press('p');
    // App-driven redraws are limited to one per 16 ms (useAppView), so the change is awaited as a frame, not a turn.
    app.setMcpState({ state: 'listening', connections: 1 });
    await r.waitForFrame((frame) => badge.test(frame.split('\n')[0] ?? ''), 'the MCP badge');
    app.setMcpState({ state: 'listening', connections: 0 });
    await r.waitForFrame((frame) => !/\bMCP\b/.test(frame.split('\n')[0] ?? ''), 'the badge to go');
  });

  it('shows a listener failure below the table, not as a badge', () => {
    const r = show(appWith({ mcp: { state: 'failed', error: 'address in use' }, snapshots: [snapshotAt(Date.now(), [alpha])] }));
    expect(r.frame()).toContain('MCP unavailable: address in use');
  });

  it('is dropped first at a narrow width, keeping the activity, STALE and DISPLAY PAUSED labels', async () => {
    const app = appWith({ mcp: { state: 'listening', connections: 1 }, snapshots: [snapshotAt(Date.now() - 5_000, [alpha])] });
    app.actions.toggleDisplayPause();
    const wide = show(app, 100);
    expect(header(wide)).toMatch(/^winproc-tui MCP LIVE STALE \d+s DISPLAY PAUSED/);
    const narrow = show(app, 43);
    expect(header(narrow)).toMatch(/^winproc-tui LIVE STALE \d+s DISPLAY PAUSED/);
    expect(header(narrow)).not.toMatch(/\bMCP\b/);
  });
});

describe('process table', () => {
  it('shows Ghost Rows of exited tracked processes with their final values, and drops untracked exits', () => {
    const now = Date.now();
    const worker: ProcessSpec = { pid: 500, name: 'worker', values: { cpu_percent: 7.5, private_bytes: 48n * MiB, thread_count: 12n } };
    const other: ProcessSpec = { pid: 600, name: 'other', values: { cpu_percent: 1 } };
    const app = appWith({
      trackingNames: ['Worker'],
      snapshots: [
        snapshotAt(now - 2_000, [alpha, { ...worker, values: { cpu_percent: 90, private_bytes: 10n * MiB, thread_count: 3n } }, other]),
        snapshotAt(now - 1_000, [alpha, worker, other]),
        snapshotAt(now, [alpha]),
      ],
    });
    const r = show(app);
    const ghost = rowOf(r, 500);
    expect(ghost).toMatch(/^† +500 worker +7\.5 +48\.0M .* 12\b/);
    expect(rowOf(r, 600)).toBeUndefined();
    expect(footer(r)).toContain('Tracking: worker');
  });

  it('lists only tracked rows and Ghost Rows under Tracked-only (T)', async () => {
    const now = Date.now();
    const app = appWith({ trackingNames: ['beta', 'gamma'], snapshots: [snapshotAt(now - 1_000, [alpha, beta, gamma]), snapshotAt(now, [alpha, beta])] });
    const r = show(app);
    await r.press('T');
    expect(rowOf(r, 101)).toBeUndefined();
    expect(rowOf(r, 202)).toMatch(/^\* +202 beta/);
    expect(rowOf(r, 303)).toMatch(/^† +303 gamma/);
    expect(footer(r)).toMatch(/^2\/3 procs tracked-only/);
  });

  it('shows a dash for missing values, never 0, and a measured zero as zero', () => {
    const r = show(
      appWith({
        snapshots: [
          snapshotAt(Date.now(), [
            { pid: 11, name: 'kthread', values: { cpu_percent: 0, thread_count: 1n }, unavailable: { private_bytes: 'unsupported', workset_bytes: 'unsupported' } },
            { pid: 12, name: 'fresh', values: { private_bytes: 0n }, unavailable: { cpu_percent: 'first_sample' } },
          ]),
        ],
      }),
    );
    const kthread = rowOf(r, 11)!.split(/\s+/).filter(Boolean);
    expect(kthread.slice(0, 5)).toEqual(['11', 'kthread', '0.0', '-', '-']);
    const fresh = rowOf(r, 12)!.split(/\s+/).filter(Boolean);
    expect(fresh.slice(0, 4)).toEqual(['12', 'fresh', '-', '0B']);
  });

  it('formats byte counts beyond 2^53 exactly in the table', () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [{ pid: 7, name: 'huge', values: { private_bytes: 2n ** 63n + 1n } }])] }));
    expect(rowOf(r, 7)).toMatch(/ 8\.00E /);
  });

  it('filters with /, tracks the selection with t, and marks it', async () => {
    const app = appWith({ snapshots: [snapshotAt(Date.now(), [alpha, beta, gamma])] });
    const r = show(app);
    await r.press('/');
    expect(footer(r)).toMatch(/^Filter: █/);
    await r.press('g', 'a', 'm');
    expect(footer(r)).toMatch(/^Filter: gam█/);
    expect(rowOf(r, 101)).toBeUndefined(); // the filter applies while typing
    await r.press(KEYS.enter);
    expect(footer(r)).toMatch(/^1\/3 procs filter "gam"/);
    expect(rowOf(r, 303)).toMatch(/^ +303 gamma/);
    await r.press('t');
    expect(rowOf(r, 303)).toMatch(/^\* +303 gamma/);
    expect(footer(r)).toContain('Tracking: gamma');
    expect(app.trackingNames()).toEqual(['gamma']);
    await r.press('t');
    expect(footer(r)).toContain('Tracking: none');
  });

  it('cancels a filter edit with Esc and edits with Backspace', async () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha, beta, gamma])] }));
    await r.press('/', 'b', 'x', KEYS.backspace);
    expect(footer(r)).toMatch(/^Filter: b█/);
    await r.press(KEYS.escape);
    await r.waitForFrame((frame) => /^3\/3 procs/m.test(frame), 'the filter edit to be cancelled');
  });

  it('sorts by the next column with s, moving the sort mark off CPU%', async () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha, beta, gamma])] }));
    const tableHeader = () => r.lines().find((line) => /^ +PID Name/.test(line))!;
    const order = () => r.lines().filter((line) => /^ +\d+ /.test(line)).map((line) => line.trim().split(/\s+/)[1]);
    expect(tableHeader()).toContain('CPU%▼');
    expect(order()).toEqual(['alpha', 'beta', 'gamma']);
    await r.press('s');
    expect(tableHeader()).not.toContain('CPU%▼');
    expect(order()).toEqual(['alpha', 'gamma', 'beta']); // PrivBytes, descending
    await r.press('R');
    expect(order()).toEqual(['beta', 'gamma', 'alpha']);
  });

  it('keeps the sort mark on columns whose title fills the column (PrivBytes, IO Write/s, WS Shrbl)', async () => {
    // A column sized to its title alone would print "PrivByte…" once the mark is added.
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha, beta, gamma])] }));
    await r.press('s');
    expect(r.lines().find((line) => /^ +PID Name/.test(line))).toContain('PrivBytes▼');
  });

  it('quits on q through the App', async () => {
    let quit = 0;
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha])], onQuit: () => (quit += 1) }));
    await r.press('q');
    expect(quit).toBe(1);
  });

  it('handles keys that arrive in one input chunk (fast typing, paste, tmux send-keys) one by one', async () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha, beta, gamma])] }));
    await r.press('/gam');
    expect(footer(r)).toMatch(/^Filter: gam█/);
    await r.press(KEYS.enter, 'TR');
    expect(footer(r)).toMatch(/^0\/3 procs filter "gam" tracked-only/);
    expect(r.lines().find((line) => /^ +PID Name/.test(line))).toContain('CPU%▲'); // R in the same chunk as T
  });

  it('applies the filter when Enter arrives in the same input chunk as the filter text', async () => {
    // Screen.tsx splits a chunk into characters but hands each the chunk's Key, whose `return` is false.
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha, beta, gamma])] }));
    await r.press('/gam\r');
    expect(footer(r)).toMatch(/^1\/3 procs filter "gam"/);
  });
});

describe('help overlay', () => {
  it('opens on ? and closes on ? or Esc', async () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha])] }));
    await r.press('?');
    expect(r.frame()).toContain('Keys');
    expect(r.frame()).toContain('Tracked-only');
    expect(rowOf(r, 101)).toBeUndefined();
    await r.press('?');
    expect(r.frame()).not.toContain('Tracked-only');
    await r.press('?', KEYS.escape);
    await r.waitForFrame((frame) => !frame.includes('Tracked-only'), 'Esc to close help');
  });

  it('toggles on F1', async () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha])] }));
    await r.press(KEYS.f1);
    expect(r.frame()).toContain('Tracked-only');
    await r.press(KEYS.f1);
    expect(r.frame()).not.toContain('Tracked-only');
    expect(rowOf(r, 101)).toBeDefined();
  });

  it('fits an 80×24 terminal and lists every line of the key table when scrolled with PgDn', async () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha])] }), 80, 24);
    await r.press('?');
    const seen = new Set<string>();
    for (let page = 0; page < 20; page++) {
      expect(r.lines().length).toBeLessThanOrEqual(24);
      for (const line of r.lines()) seen.add(line.replace(/^│ ?|│$/g, '').trim());
      if (!r.frame().includes('PgDn more')) break;
      await r.press(KEYS.pageDown);
    }
    const text = [...seen].join('\n');
    for (const line of helpLines()) expect(text, line.keys).toContain(line.keys);
    expect(text).toContain('mouse');
  });
});

describe('settings dialog', () => {
  it('opens on o, toggles Disable MCP connections on Space and Enter, ignores table keys, and closes on o or Esc', async () => {
    const app = appWith({ snapshots: [snapshotAt(Date.now(), [alpha, beta])] });
    const r = show(app);
    await r.press('o');
    expect(r.frame()).toContain('[ ] Disable MCP connections');
    await r.press(' ');
    expect(r.frame()).toContain('[x] Disable MCP connections');
    await r.press(KEYS.enter);
    expect(r.frame()).toContain('[ ] Disable MCP connections');
    await r.press('T', 't', '/');
    expect(footer(r)).toMatch(/^2\/2 procs  Tracking: none/);
    await r.press('o');
    expect(rowOf(r, 101)).toBeDefined();
    await r.press('o', KEYS.escape);
    await r.waitForFrame((frame) => !frame.includes('Disable MCP connections'), 'Esc to close Settings');
  });

  it('stacks help on Settings: F1 or ? shows help, Esc returns to Settings, Esc again to the table', async () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha])] }));
    for (const openHelp of [KEYS.f1, '?']) {
      await r.press('o', openHelp);
      expect(r.frame()).toContain('Tracked-only');
      await r.press(KEYS.escape);
      await r.waitForFrame((frame) => frame.includes('Disable MCP connections') && !frame.includes('Tracked-only'), 'Esc to return to Settings');
      await r.press(KEYS.escape);
      await r.waitForFrame((frame) => !frame.includes('Disable MCP connections'), 'Esc to close Settings');
      expect(rowOf(r, 101)).toBeDefined();
    }
  });

  it('opens Settings from help in help’s place', async () => {
    const r = show(appWith({ snapshots: [snapshotAt(Date.now(), [alpha])] }));
    await r.press('?', 'o');
    expect(r.frame()).toContain('Disable MCP connections');
    expect(r.frame()).not.toContain('Tracked-only');
    await r.press(KEYS.escape);
    await r.waitForFrame((frame) => !frame.includes('Disable MCP connections'), 'Esc to close Settings');
    expect(rowOf(r, 101)).toBeDefined();
  });
});

describe('profiles dialog', () => {
  it('opens on P with Empty (default) active, saves the working list as a new profile, and deletes it after y', async () => {
    const app = appWith({ trackingNames: ['alpha'], snapshots: [snapshotAt(Date.now(), [alpha, beta])] });
    const r = show(app);
    await r.press('P');
    expect(r.frame()).toContain('active: Empty (default)');
    await r.press('a', 'l', 'e', 'a', 'k');
    expect(r.frame()).toContain('Save as: leak');
    await r.press(KEYS.enter);
    await r.waitForFrame((frame) => /\* leak +alpha/.test(frame), 'the saved profile, active, with its names');
    expect(r.frame()).toContain('active: leak');
    await r.press(KEYS.down, 'd');
    await r.waitForFrame((frame) => /delete/i.test(frame) && frame.includes('leak') && frame.includes('y/Enter confirm'), 'the delete confirmation');
    await r.press('y');
    await r.waitForFrame((frame) => !/\* leak/.test(frame) && frame.includes('Investigation Profiles'), 'the profile to be deleted');
    expect(app.getView().profiles.profiles.map((p) => p.name)).toEqual(['Empty (default)']);
    await r.press(KEYS.escape);
    await r.waitForFrame((frame) => !frame.includes('Investigation Profiles'), 'Esc to close Profiles');
    expect(rowOf(r, 101)).toBeDefined();
  });

  it('cancels a name prompt with Esc without saving, and keeps table keys out of the dialog', async () => {
    const app = appWith({ snapshots: [snapshotAt(Date.now(), [alpha])] });
    const r = show(app);
    await r.press('P', 't', 'a', 'x', KEYS.escape);
    expect(r.frame()).toContain('Investigation Profiles');
    expect(app.getView().profiles.profiles).toHaveLength(1);
    expect(app.getView().trackingNames).toEqual([]);
  });
});

describe('frame size', () => {
  it.each([40, 50, 70, 80, 120, 200])('keeps every line within %i columns and the frame within the terminal height', (width) => {
    const app = appWith({
      mcp: { state: 'listening', connections: 1 },
      snapshots: [snapshotAt(Date.now() - 4_000, Array.from({ length: 60 }, (_, i) => ({ pid: 1000 + i, name: `process-with-a-long-name-${i}`, values: { cpu_percent: i, private_bytes: BigInt(i) * 2n ** 40n } })))],
    });
    app.actions.toggleDisplayPause();
    const r = show(app, width, 30);
    const lines = r.lines();
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(width);
    expect(lines.length).toBeLessThanOrEqual(30);
    expect(lines[0]).toMatch(/^winproc-tui /);
    expect(lines.some((line) => /^ +PID Name/.test(line))).toBe(true);
  });

  it('fits the header with badge, STALE and DISPLAY PAUSED at 60 columns, dropping host and clock first', () => {
    const app = appWith({ mcp: { state: 'listening', connections: 1 }, snapshots: [snapshotAt(Date.now() - 4_000, [alpha])] });
    app.actions.toggleDisplayPause();
    const r = show(app, 60, 30);
    expect(header(r)).toMatch(/LIVE STALE \d+s DISPLAY PAUSED/);
    for (const line of r.lines()) expect([...line].length).toBeLessThanOrEqual(60);
  });

  it('shows more metric columns on a wide terminal', () => {
    const app = appWith({ snapshots: [snapshotAt(Date.now(), [alpha])] });
    const tableHeader = (r: Rendered) => r.lines().find((line) => /^ +PID Name/.test(line))!;
    const narrow = tableHeader(show(app, 80));
    const wide = tableHeader(show(app, 200));
    expect(narrow).toMatch(/CPU%.*PrivBytes.*WS/);
    expect(wide).toContain('IO Write/s');
    expect(narrow).not.toContain('IO Write/s');
  });
});
