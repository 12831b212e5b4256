// Guards the TUI's saved-log load (the application's chunked loader on this thread behind a real App, drawn by
// ink-testing-library): the Log list shows the load's progress in percent while keys keep being answered, Esc cancels
// it (the loader's signal aborts, the load stops and no Log view appears later), and a load left to finish enters
// the Log view with every frame.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadOnThisThread, type LogLoader } from '../../../src/app/logs/feature.js';
import { App } from '../../../src/app/app.js';
import { encodeV3, type V3Record } from '../../../src/recording/v3-layout.js';
import { Screen } from '../../../src/tui/Screen.js';
import { KEYS, renderWithProviders, snapshotAt, type Rendered } from '../../support/render.js';

const FRAMES = 6_000;
const dir = mkdtempSync(join(tmpdir(), 'winproc-load-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

/** A log of FRAMES frames of 60 processes (about 20 MB): long enough to be seen loading. */
function bigLog(): void {
  const T0 = 1_772_359_200_000;
  const lines: string[] = [];
  const add = (r: V3Record) => lines.push(encodeV3(r));
  add({ kind: 'session', session: { id: '20260301100000', app: 'test', host: 'h', startMs: T0, intervalSeconds: 1, tracked: [], columns: [], sort: { column: 'cpu_percent', direction: 'desc' } } });
  for (let p = 0; p < 60; p++) add({ kind: 'process', process: { processId: p, pid: 100 + p, name: `p${p}`, startTimeMs: T0 + p, path: null } });
  for (let f = 0; f < FRAMES; f++) {
    const processes = Array.from({ length: 60 }, (_, p) => ({ processId: p, values: { cpu_percent: (f + p) % 50, private_bytes: BigInt(4096 * (f + p)), workset_bytes: BigInt(8192 * p), thread_count: 4n } }));
    add({ kind: 'frame', frame: { capturedAtMs: T0 + (f + 1) * 1000, system: { cpu_percent: f % 100, physical_memory_bytes: 1_000_000n }, gpus: [], processes } });
  }
  writeFileSync(join(dir, 'big.log'), lines.join(''));
}
bigLog();

function setup() {
  const signals: AbortSignal[] = [];
  const loadLog: LogLoader = (path, options) => {
    signals.push(options.signal);
    return loadOnThisThread(path, options);
  };
  const app = new App({ trackingNames: [], recording: { directory: dir }, loadLog });
  app.applySnapshot(snapshotAt(Date.now(), [{ pid: 1, name: 'alpha' }]));
  const r = renderWithProviders(<Screen store={app} />, { width: 140, height: 30 });
  mounted.push(r);
  return { app, r, signals };
}

describe('a saved log loading', () => {
  it('shows progress, and Esc cancels the load for good', async () => {
    const { app, r, signals } = setup();
    await r.press('l');
    await r.waitForFrame((frame) => frame.includes('big.log'), 'the Log list');
    await r.press(KEYS.enter);
    await r.waitForFrame((frame) => /Loading big\.log… \d+%/.test(frame), 'the load in progress', 20_000);
    await r.press(KEYS.escape);
    await r.waitForFrame((frame) => !frame.includes('Log list'), 'the list closed');
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(app.getView().logView).toBeNull();
    expect(app.currentActivity).toBe('live');
  }, 60_000);

  it('enters the Log view with every frame once the load finishes', async () => {
    const { app, r } = setup();
    await r.press('l');
    await r.waitForFrame((frame) => frame.includes('big.log'), 'the Log list');
    await r.press(KEYS.enter);
    await r.waitForFrame((frame) => frame.includes('LOG big.log'), 'the Log view', 60_000);
    expect(app.getView().logView).toMatchObject({ frameCount: FRAMES, cursorIndex: FRAMES - 1 });
    expect(app.currentActivity).toBe('log_view');
  }, 90_000);
});
