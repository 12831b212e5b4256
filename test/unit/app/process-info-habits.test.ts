// Guards the App side of Process Info's and the table's habits: the Metrics tab's A/B values follow the workspace's
// markers (exact samples of that lifetime, B−A), Process Info in the Log view opens on the recorded definition without
// a capture, q asks only while a Recording runs, and an App without a signal port refuses the kill key with a notice.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import type { InvestigationRunner } from '../../../src/app/process-info/feature.js';
import { keyOf, snap } from '../backend/harness.js';

const WORKER = { pid: 700, name: 'worker', start: 1_000 };

/** No capture may run in these tests: a runner that fails the test if asked (the Log view must not capture). */
const NO_CAPTURES = (): InvestigationRunner => ({
  run: () => {
    throw new Error('no capture was expected');
  },
});

async function until(probe: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('Process Info in the App', () => {
  it('gives every metric of the lifetime at the A/B markers, exact values only, and B−A', () => {
    const app = new App({ revisionInstance: 'test', trackingNames: ['worker'] });
    app.applySnapshot(snap(10_000, [{ ...WORKER, values: { private_bytes: 1_000n, cpu_percent: 1 } }]));
    app.applySnapshot(snap(11_000, [{ ...WORKER, values: { private_bytes: 2_000n } }]));
    app.applySnapshot(snap(28_000, [{ ...WORKER, values: { private_bytes: 52_552_680n, cpu_percent: 3 } }]));
    const key = keyOf(WORKER);
    app.actions.addGraph({ kind: 'process', key, metricId: 'private_bytes' });
    app.actions.processInfo.open(key);
    expect(app.getView().processInfoAb).toBeNull();
    app.actions.graphs.moveCursor(-2);
    app.actions.graphs.setMarker('a');
    app.actions.graphs.moveCursor(2);
    app.actions.graphs.setMarker('b');
    const ab = app.getView().processInfoAb!;
    expect(ab.aMs).toBe(10_000);
    expect(ab.bMs).toBe(28_000);
    expect(ab.metrics.private_bytes).toEqual({ a: 1_000n, b: 52_552_680n, delta: 52_551_680n });
    expect(ab.metrics.cpu_percent).toEqual({ a: 1, b: 3, delta: 2 });
    // Unchanged target, markers and model: the same object (the dialog's memo skips its work).
    app.actions.showNotice('x');
    expect(app.getView().processInfoAb).toBe(ab);
    app.actions.processInfo.close();
  });

  it('opens Process Info in the Log view on the recorded definition and runs no capture', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-info-log-'));
    copyFileSync(join(import.meta.dirname, '../../fixtures/recordings/v3-basic.log'), join(dir, 'rec.log'));
    const app = new App({ revisionInstance: 'test', recording: { directory: dir }, investigations: NO_CAPTURES });
    app.actions.logs.openList();
    await until(() => app.getView().logList?.state !== 'listing', 'the listing');
    app.actions.logs.loadSelected();
    await until(() => app.getView().logView !== null, 'the Log view');
    const row = app.getView().rows[0]!;
    app.actions.processInfo.open(row.key);
    const info = app.getView().processInfo!;
    expect(info.recorded).toMatchObject({ identity: { pid: row.pid, name: row.name }, path: row.path, logName: 'rec.log' });
    expect(info.captures).toEqual({});
    app.actions.processInfo.show('files');
    app.actions.processInfo.refresh('environment');
    expect(app.getView().processInfo!.captures).toEqual({});
  });

  it('quits at once outside a Recording; an App without a signal port refuses the kill key with a notice', async () => {
    const app = new App({ revisionInstance: 'test' });
    let quits = 0;
    app.actions.requestQuit(() => quits++);
    expect(quits).toBe(1);
    expect(app.getView().confirmation).toBeNull();

    app.applySnapshot(snap(10_000, [WORKER]));
    app.actions.killProcess(keyOf(WORKER));
    expect(app.getView().confirmation?.description).toContain('Send SIGTERM to PID 700 "worker" (started 1970-01-01 00:00:01 UTC)?');
    app.actions.answerConfirmation(true);
    await until(() => app.getView().actionNotice?.startsWith('SIGTERM not sent') === true, 'the refusal notice');
  });
});
