// Guards the App against a backward step of the wall clock (NTP, `date -s`, a VM resume): no sample is dropped,
// histories stay ordered by the monotonic clock, and the wall time returns once the clock catches up. The clock is
// injected at the App boundary (App options `monotonicMs`, wall time in each snapshot): the real clock of a shared
// machine cannot be stepped by a test.
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { snap } from '../backend/harness.js';

const T0 = 1_764_900_000_000;
const HOUR = 3_600_000;

describe('a backward step of the wall clock', () => {
  it('keeps applying samples in monotonic order, then follows the wall clock again once it catches up', () => {
    let mono = 10_000;
    const app = new App({ revisionInstance: 'test', monotonicMs: () => mono });
    app.applySnapshot(snap(T0, []));
    mono += 1_000;
    app.applySnapshot(snap(T0 + 1_000, []));
    // The wall clock steps back an hour between two passes one second apart.
    mono += 1_000;
    app.applySnapshot(snap(T0 + 2_000 - HOUR, []));
    expect(app.latestSnapshot!.capturedAtMs).toBe(T0 + 2_000);
    expect(app.getView().samplingError).toMatch(/moved backwards/);
    mono += 1_000;
    app.applySnapshot(snap(T0 + 3_000 - HOUR, []));
    expect(app.latestSnapshot!.capturedAtMs).toBe(T0 + 3_000);
    expect(app.store.system.length).toBe(4);
    // Past the step, the wall time is used again and the notice goes.
    mono += HOUR;
    app.applySnapshot(snap(T0 + 3_001 + 1_000, []));
    expect(app.latestSnapshot!.capturedAtMs).toBe(T0 + 4_001);
    expect(app.getView().samplingError).toBeNull();
    const times = Array.from({ length: app.store.system.length }, (_, i) => app.store.system.timestampAt(i));
    expect(times).toEqual([T0, T0 + 1_000, T0 + 2_000, T0 + 3_000, T0 + 4_001]);
  });
});
