// Guards the App's reuse of the live rows (src/app/app.ts liveState): a publication that changes neither the model
// nor the latest snapshot (an MCP connection, a notice) hands the TUI the same rows array, so the table is not sorted
// and drawn again; a new snapshot, a tracking change (the tracked flag) or an exited tracked lifetime (a Ghost Row)
// rebuilds them. Within a rebuild, a lifetime whose decoded sample the decoder kept (every value unchanged) keeps its
// row object unless its tracking or parent changed, and every kept row equals the row an App builds afresh.
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../src/model/types.js';
import { SnapshotDecoder, encodeSnapshot } from '../../../src/model/wire.js';
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

  it('keeps the row object of a lifetime whose sample the decoder kept, equal to a freshly built row', () => {
    const decoder = new SnapshotDecoder();
    const reusing = appWith();
    const fresh = appWith();
    const apply = (snapshot: Snapshot) => {
      const wire = encodeSnapshot(snapshot);
      reusing.applySnapshot(decoder.decode(wire), wire);
      fresh.applySnapshot(snapshot, wire);
    };
    const gamma = { pid: 12, name: 'gamma', ppid: 10, values: { cpu_percent: 0 } };
    apply(snapshotAt(T0, [alpha, beta, gamma]));
    const first = reusing.getView().rows;
    apply(snapshotAt(T0 + 1000, [alpha, { ...beta, values: { cpu_percent: 5 } }, gamma]));
    const second = reusing.getView().rows;
    const byName = (rows: typeof first, name: string) => rows.find((row) => row.name === name)!;
    expect(byName(second, 'alpha')).toBe(byName(first, 'alpha'));
    expect(byName(second, 'gamma')).toBe(byName(first, 'gamma'));
    expect(byName(second, 'beta')).not.toBe(byName(first, 'beta'));
    expect(second).toEqual(fresh.getView().rows);

    // Tracking alpha changes its row (tracked) though its sample is the same; beta keeps its row.
    reusing.actions.toggleTracking('alpha');
    fresh.actions.toggleTracking('alpha');
    apply(snapshotAt(T0 + 2000, [alpha, { ...beta, values: { cpu_percent: 5 } }, gamma]));
    const third = reusing.getView().rows;
    expect(byName(third, 'alpha')).not.toBe(byName(second, 'alpha'));
    expect(byName(third, 'alpha').tracked).toBe(true);
    expect(byName(third, 'beta')).toBe(byName(second, 'beta'));
    // gamma, alpha's child, is tracked with it: a new row from the same sample.
    expect(byName(third, 'gamma')).not.toBe(byName(second, 'gamma'));
    expect(byName(third, 'gamma').tracked).toBe(true);
    expect(third).toEqual(fresh.getView().rows);

    // A new process listed first moves every other one index on: the rows are still found and kept.
    apply(snapshotAt(T0 + 3000, [{ pid: 9, name: 'delta', values: { cpu_percent: 1 } }, alpha, { ...beta, values: { cpu_percent: 5 } }, gamma]));
    const fourth = reusing.getView().rows;
    for (const name of ['alpha', 'beta', 'gamma']) expect(byName(fourth, name)).toBe(byName(third, name));
    expect(fourth).toEqual(fresh.getView().rows);
  });
});
