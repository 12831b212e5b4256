// Guards the App's Log list and Log view: the list shows the recording directory's .log files newest first with
// size and date; a load enters Log view at the final frame (table, panels and the Graph workspace from the
// recording), tells observers (the MCP side cancels live work on that notice), suspends the use of live samples and
// returns to Live on leave; the time cursor shows each recorded frame exactly; failures and a Recording that began
// meanwhile leave the TUI where it was.
import { copyFileSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import type { Activity } from '../../../src/model/activity.js';
import { snap } from '../backend/harness.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/recordings');

function directory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-app-logs-'));
  copyFileSync(join(FIXTURES, 'v3-basic.log'), join(dir, 'newer.log'));
  copyFileSync(join(FIXTURES, 'v2-basic.log'), join(dir, 'older.log'));
  writeFileSync(join(dir, 'broken.log'), 'not a recording\n');
  utimesSync(join(dir, 'older.log'), new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
  utimesSync(join(dir, 'broken.log'), new Date('2025-01-01T00:00:00Z'), new Date('2025-01-01T00:00:00Z'));
  return dir;
}

async function until(probe: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function appWith(dir: string | null) {
  const app = new App({ revisionInstance: 'test', trackingNames: ['worker'], recording: { directory: dir } });
  const activities: Activity[] = [];
  app.observe({
    onMcpConnectionsDisabled: () => undefined,
    onApplied: () => undefined,
    onTrackingChanged: () => undefined,
    onActivity: (activity) => activities.push(activity),
    onHost: () => undefined,
  });
  return { app, activities };
}

async function openList(app: App) {
  app.actions.logs.openList();
  await until(() => app.getView().logList?.state !== 'listing', 'the listing');
  return app.getView().logList!;
}

async function load(app: App, name: string) {
  const list = await openList(app);
  app.actions.logs.moveSelection(list.entries.findIndex((entry) => entry.name === name));
  app.actions.logs.loadSelected();
  expect(app.getView().logList?.loading).toBe(name);
  await until(() => app.getView().logList === null || app.getView().logList?.loading === null, 'the load');
}

describe('the Log list', () => {
  it('lists .log files newest first with size and date', async () => {
    const { app } = appWith(directory());
    const list = await openList(app);
    expect(list.state).toBe('ready');
    expect(list.entries.map((entry) => entry.name)).toEqual(['newer.log', 'older.log', 'broken.log']);
    expect(list.entries[0]!.sizeBytes).toBeGreaterThan(1000);
    expect(list.entries[1]!.modifiedMs).toBe(Date.parse('2026-01-01T00:00:00Z'));
    app.actions.logs.closeList();
    expect(app.getView().logList).toBeNull();
  });

  it('says when no directory is configured', async () => {
    const { app } = appWith(null);
    const list = await openList(app);
    expect(list).toMatchObject({ state: 'failed', error: expect.stringMatching(/No recording directory/) });
  });

  it('a file that is not a recording stays in the list with its reason, and the TUI stays Live', async () => {
    const { app, activities } = appWith(directory());
    await load(app, 'broken.log');
    expect(app.getView().logList?.error).toMatch(/not a winproc-tui recording/);
    expect(app.currentActivity).toBe('live');
    expect(activities).toEqual(['live']);
  });
});

describe('the Log view', () => {
  it('shows the final frame, moves the time cursor frame by frame, and returns to Live', async () => {
    const { app, activities } = appWith(directory());
    app.applySnapshot(snap(1_700_000_000_000, [{ pid: 5, name: 'live-one', start: 1 }]));
    await load(app, 'newer.log');
    let view = app.getView();
    expect(view.activity).toBe('log_view');
    expect(activities).toEqual(['live', 'log_view']);
    expect(view.logList).toBeNull();
    expect(view.logView).toMatchObject({ fileName: 'newer.log', frameCount: 3, cursorIndex: 2, cursorMs: 1772359210000, firstMs: 1772359202000, lastMs: 1772359210000, intervalSeconds: 2, partial: false });
    expect(view.rows.map((row) => row.pid)).toEqual([1200, 1300]);
    expect(view.displayedAtMs).toBe(1772359210000);
    expect(view.graphs.workspace.source).toBe('log');

    // Live samples are not used in Log view.
    app.applySnapshot(snap(1_700_000_001_000, [{ pid: 6, name: 'live-two', start: 1 }]));
    expect(app.getView().rows.map((row) => row.pid)).toEqual([1200, 1300]);

    app.actions.logs.moveCursor(-1);
    view = app.getView();
    expect(view.logView?.cursorMs).toBe(1772359204000);
    // The middle frame holds one process: the other is absent there, not shown with a neighbour's values.
    expect(view.rows.map((row) => row.pid)).toEqual([1200]);
    expect(view.rows[0]!.values.private_bytes).toBe(18446744073709551614n);
    expect(view.system?.values.physical_memory_bytes).toBe(8000001000n);
    app.actions.logs.moveCursor(Number.NEGATIVE_INFINITY);
    expect(app.getView().logView?.cursorIndex).toBe(0);
    expect(app.getView().gpus.map((gpu) => gpu.adapterId)).toEqual(['0:59881']);
    app.actions.logs.moveCursor(-1);
    expect(app.getView().logView?.cursorIndex).toBe(0);
    app.actions.logs.moveCursor(Number.POSITIVE_INFINITY);
    expect(app.getView().logView?.cursorIndex).toBe(2);

    app.actions.logs.leave();
    view = app.getView();
    expect(view.activity).toBe('live');
    expect(activities).toEqual(['live', 'log_view', 'live']);
    expect(view.logView).toBeNull();
    expect(view.rows.map((row) => row.name)).toEqual(['live-one']);
    expect(view.graphs.workspace.source).toBe('live');
    app.applySnapshot(snap(1_700_000_002_000, [{ pid: 7, name: 'live-three', start: 1 }]));
    expect(app.getView().rows.map((row) => row.name)).toEqual(['live-three']);
  });

  it('refuses the Log list during Recording, and a load that ends after a Recording began is discarded', async () => {
    const { app } = appWith(directory());
    app.applySnapshot(snap(1_700_000_000_000, [{ pid: 5, name: 'worker', start: 1 }]));
    const list = await openList(app);
    app.actions.logs.moveSelection(list.entries.findIndex((entry) => entry.name === 'newer.log'));
    app.actions.logs.loadSelected();
    app.actions.startRecording(mkdtempSync(join(tmpdir(), 'winproc-rec-')), 1);
    await until(() => app.currentActivity === 'recording', 'the Recording');
    await until(() => app.getView().logList?.loading === null, 'the load');
    expect(app.currentActivity).toBe('recording');
    expect(app.getView().logList?.error).toMatch(/Recording started/);
    app.actions.logs.closeList();
    app.actions.logs.openList();
    expect(app.getView().logNotice).toMatch(/Stop the Recording first/);
    expect(app.getView().logList).toBeNull();
    await app.finishRecording();
  });
});
