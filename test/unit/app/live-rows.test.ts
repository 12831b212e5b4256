// Guards the App's reuse of the live rows (src/app/app.ts liveState): a publication that changes neither the model
// nor the latest snapshot (an MCP connection, a notice) hands the TUI the same rows array, so the table is not sorted
// and drawn again; a new snapshot, a tracking change (the tracked flag) or an exited tracked lifetime (a Ghost Row)
// rebuilds them.
import { describe, expect, it } from 'vitest';
import { appWith, snapshotAt } from '../../support/render.js';

const T0 = 1_800_000_000_000;
const alpha = { pid: 10, name: 'alpha', values: { cpu_percent: 1 } };
const beta = { pid: 11, name: 'beta', values: { cpu_percent: 2 } };

describe('the App view of live rows', () => {
  it('keeps the same rows across publications that change neither the model nor the snapshot', () => {
    const app = appWith({ snapshots: [snapshotAt(T0, [alpha, beta])] });
    const { rows, trackingNames } = app.getView();
    app.setMcpState({ state: 'listening', connections: 3 });
    app.setMcpState({ state: 'listening', connections: 0 });
    app.actions.updatePreferences({ theme: 'light' });
    expect(app.getView().rows).toBe(rows);
    expect(app.getView().trackingNames).toBe(trackingNames);
  });

  it('rebuilds them for a new snapshot, a tracking change and a tracked lifetime that exited', () => {
    const app = appWith({ snapshots: [snapshotAt(T0, [alpha, beta])] });
    const first = app.getView().rows;
    app.applySnapshot(snapshotAt(T0 + 1000, [alpha, { ...beta, values: { cpu_percent: 5 } }]));
    const second = app.getView().rows;
    expect(second).not.toBe(first);
    expect(second.find((row) => row.name === 'beta')?.values.cpu_percent).toBe(5);

    app.actions.toggleTracking('alpha');
    const tracked = app.getView().rows;
    expect(tracked).not.toBe(second);
    expect(tracked.find((row) => row.name === 'alpha')?.tracked).toBe(true);
    expect(app.getView().trackingNames).toEqual(['alpha']);

    app.applySnapshot(snapshotAt(T0 + 2000, [beta]));
    const ghost = app.getView().rows.find((row) => row.name === 'alpha');
    expect(ghost?.ghost).toBe(true);
  });
});
