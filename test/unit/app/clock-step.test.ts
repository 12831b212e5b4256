// Guards the App and the MCP side against a backward step of the wall clock (NTP, `date -s`, a VM resume): no sample
// is dropped, histories stay ordered by the monotonic clock, the wall time returns once the clock catches up, the MCP
// mirror applies what the App applied, and winproc_get_status ages samples on the monotonic clock (stale once
// sampling stops, however far back the wall clock went). The clocks are injected test hooks (App option
// `monotonicMs`, the mirror's `MirrorClock`, the wall time in each snapshot and the tool context's `nowMs`): the real
// clock of a shared machine cannot be stepped by a test.
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { appliedNotice, BackendState } from '../../../src/backend/state.js';
import { rfc3339 } from '../../../src/contract/envelope.js';
import { encodeSnapshot } from '../../../src/model/wire.js';
import { Harness, snap } from '../backend/harness.js';

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

describe('the MCP side during a backward step of the wall clock', () => {
  /** One clock pair for the App, the mirror and the tool context; `pass` is one sampling interval on both. */
  function clocks() {
    const clock = { mono: 10_000, wall: T0 };
    const harness = new Harness('c1', { revisionInstance: 'test', monotonicMs: () => clock.mono }, { monotonicMs: () => clock.mono, wallMs: () => clock.wall }).mirrorApp();
    const advance = (ms: number) => {
      clock.mono += ms;
      clock.wall += ms;
      harness.clock = clock.wall;
    };
    advance(0);
    return { clock, harness, advance };
  }

  it('get_status ages the last sample on the monotonic clock: fresh while sampling goes on, stale once it stops', async () => {
    const { clock, harness, advance } = clocks();
    const status = async () => (await harness.ok('winproc_get_status')).data as unknown as { stale: boolean; sample_age_ms: number | null; last_sample_at: string | null };
    expect((await status()).stale).toBe(true); // no sample yet
    harness.applyThroughApp(snap(clock.wall, []));
    advance(1_000);
    harness.applyThroughApp(snap(clock.wall, []));
    expect(await status()).toMatchObject({ stale: false, sample_age_ms: 0 });
    // The wall clock steps back an hour; sampling goes on, the App places the sample after the newest one.
    clock.wall -= HOUR;
    advance(1_000);
    harness.applyThroughApp(snap(clock.wall, []));
    expect(await status()).toMatchObject({ stale: false, sample_age_ms: 0, last_sample_at: rfc3339(T0 + 2_000) });
    advance(1_000);
    expect(await status()).toMatchObject({ stale: false, sample_age_ms: 1_000 });
    // Sampling stops. By the wall clock the last sample lies an hour in the future; it is 3 s old all the same
    // (in whole milliseconds, as published, though the monotonic clock has fractions).
    advance(1_999.6);
    expect(await status()).toMatchObject({ stale: true, sample_age_ms: 3_000, last_sample_at: rfc3339(T0 + 2_000) });
  });

  it('the mirror fed directly by the sampler applies the sample the App moved, at the App\'s time', () => {
    const { clock, advance } = clocks();
    const app = new App({ revisionInstance: 'test', monotonicMs: () => clock.mono });
    const state = new BackendState('linux', { clock: { monotonicMs: () => clock.mono, wallMs: () => clock.wall } });
    // As src/backend/host.ts with the sampler's mirror port: the sampler posts each snapshot to the MCP worker, the
    // App sends only its notice.
    app.observe({
      onMcpConnectionsDisabled: () => undefined,
      onApplied: (snapshot, prunedKeys, trackingNames, sampledAtMs) => state.apply(appliedNotice(snapshot, prunedKeys, trackingNames, sampledAtMs)),
      onTrackingChanged: () => undefined,
      onActivity: () => undefined,
      onHost: () => undefined,
    });
    const pass = () => {
      const sampled = snap(clock.wall, []);
      state.receiveMirrored(encodeSnapshot(sampled));
      app.applySnapshot(sampled);
    };
    pass();
    advance(1_000);
    pass();
    clock.wall -= HOUR;
    advance(1_000);
    pass();
    advance(1_000);
    pass();
    expect(state.latest?.capturedAtMs).toBe(T0 + 3_000);
    expect(Array.from({ length: state.store.system.length }, (_, i) => state.store.system.timestampAt(i))).toEqual([T0, T0 + 1_000, T0 + 2_000, T0 + 3_000]);
    expect(state.sampleAgeMs()).toBe(0);
  });
});
