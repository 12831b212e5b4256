// Guards the kill key in the Log view (issue 32): k and F9 on a recorded row reach the App, which refuses with a
// status line (a recorded process cannot be signalled) and asks no confirmation; the same row's name live behind the
// log (pid 1200 "worker" both recorded and running) is never offered for a signal. A real App loading a saved log
// through the Log list, drawn by ink-testing-library; the signal port is a recorder (the boundary: signalling a real
// process is the system test's, test/system/tui-log-view.test.ts).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import type { SignalPort } from '../../../src/model/termination.js';
import { Screen } from '../../../src/tui/Screen.js';
import { KEYS, renderWithProviders, snapshotAt, type Rendered } from '../../support/render.js';

const FIXTURE = join(import.meta.dirname, '../../fixtures/recordings/v3-basic.log');
/** xterm's F9. */
const F9 = '\u001B[20~';
const REFUSAL = 'The Log view shows a recording: k ends live processes only (Esc or l returns to Live).';

const mounted: Rendered[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Records every signal asked for; none may be. */
function recordingPort(sent: string[]): SignalPort {
  return {
    signal: async (identity, signal) => {
      sent.push(`${signal} ${identity.pid}`);
      return { ok: true };
    },
    running: async () => false,
    label: (signal) => (signal === 'term' ? 'SIGTERM' : 'SIGKILL'),
    polite: true,
  };
}

describe('the kill key in the Log view', () => {
  it('k and F9 say a recorded process cannot be signalled, ask nothing and signal nothing; back in Live k asks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-logkill-'));
    dirs.push(dir);
    copyFileSync(FIXTURE, join(dir, 'basic.log'));
    const sent: string[] = [];
    const app = new App({ trackingNames: [], recording: { directory: dir }, signals: recordingPort(sent) });
    // The recorded worker's PID is running live too, under a verified start time: a live PID the Log view must not reach.
    app.applySnapshot(snapshotAt(Date.now(), [{ pid: 1200, name: 'worker' }]));
    const r = renderWithProviders(<Screen store={app} />, { width: 160, height: 30 });
    mounted.push(r);
    await r.press('l');
    await r.waitForFrame((frame) => frame.includes('basic.log'), 'the Log list');
    await r.press(KEYS.enter);
    await r.waitForFrame((frame) => frame.includes('LOG basic.log') && frame.includes('worker'), 'the Log view with the recorded worker');

    await r.press('k');
    await r.waitForFrame((frame) => frame.includes(REFUSAL), 'the refusal on k');
    expect(app.getView().confirmation).toBeNull();
    expect(r.frame()).not.toContain('Send SIGTERM');

    // Another notice in its place, so F9's own refusal shows.
    app.actions.showNotice('(cleared)');
    await r.waitForFrame((frame) => frame.includes('(cleared)') && !frame.includes(REFUSAL), 'the notice replaced');
    await r.press(F9);
    await r.waitForFrame((frame) => frame.includes(REFUSAL), 'the refusal on F9');
    expect(app.getView().confirmation).toBeNull();
    expect(sent).toEqual([]);

    // Live again: the same key on the live worker asks first, naming its PID (the key reaches the App in both views).
    await r.press(KEYS.escape);
    await r.waitForFrame((frame) => !frame.includes('LOG basic.log'), 'Live');
    await r.press('k');
    await r.waitForFrame((frame) => frame.includes('Send SIGTERM'), 'the kill confirmation in Live');
    expect(r.frame()).toContain('1200');
    await r.press('n');
    expect(sent).toEqual([]);
  });
});
