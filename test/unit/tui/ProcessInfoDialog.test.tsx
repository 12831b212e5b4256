// Guards the Process Info dialog as a user meets it (ink-testing-library over a real App whose investigation pool is
// scripted): Enter opens it on the selected row with progress while the Image capture runs, each tab starts its own
// capture once, Tab / Shift-Tab / 1-5 and mouse clicks switch tabs, lists scroll and filter with `/`, Metrics lists
// every catalog metric with units and unavailable reasons, failures show their message, and Esc closes and cancels.
import { afterEach, describe, expect, it } from 'vitest';
import { PROCESS_METRICS } from '../../../generated/metrics.js';
import { App } from '../../../src/app/app.js';
import type { InvestigationRunner } from '../../../src/app/process-info/feature.js';
import type { InvestigationRequest, TaskOutcome } from '../../../src/investigation-pool/index.js';
import { tabBar } from '../../../src/tui/process-info.js';
import { Screen } from '../../../src/tui/Screen.js';
import { hostInfo, KEYS, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const alpha: ProcessSpec = { pid: 101, name: 'alpha', path: '/opt/alpha/bin/alpha', values: { cpu_percent: 40, private_bytes: 3n * 2n ** 30n }, unavailable: { gdi_object_count: 'unsupported' } };

/** A pool whose tasks settle when the test says so; it records what was asked and what was cancelled. */
class ScriptedPool implements InvestigationRunner {
  readonly requests: InvestigationRequest[] = [];
  readonly cancelled: string[] = [];
  private readonly settle = new Map<string, (outcome: TaskOutcome) => void>();

  run(request: InvestigationRequest) {
    this.requests.push(request);
    let resolve!: (outcome: TaskOutcome) => void;
    const outcome = new Promise<TaskOutcome>((r) => (resolve = r));
    this.settle.set(request.kind, resolve);
    return {
      outcome,
      cancel: () => {
        this.cancelled.push(request.kind);
        resolve({ ok: false, kind: 'cancelled', message: 'The job was cancelled.' });
      },
    };
  }

  finish(kind: string, rows: readonly unknown[], status: 'complete' | 'partial' = 'complete'): void {
    this.settle.get(kind)?.({ ok: true, result: { kind: kind as InvestigationRequest['kind'], rows, coverage: {}, status, warnings: status === 'partial' ? ['Some entries could not be read.'] : [], startedAtMs: 0, finishedAtMs: 1 } });
  }

  fail(kind: string, message: string): void {
    this.settle.get(kind)?.({ ok: false, kind: 'access_denied', message });
  }
}

const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

function setup(height = 30) {
  const pool = new ScriptedPool();
  const app = new App({ investigations: () => pool });
  app.setHostInfo(hostInfo());
  app.applySnapshot(snapshotAt(Date.now(), [alpha]));
  const r = renderWithProviders(<Screen store={app} />, { width: 120, height });
  mounted.push(r);
  return { app, pool, r };
}

const IMAGE_ROW = {
  pid: 101,
  name: 'alpha',
  image: { value: { path: '/opt/alpha/bin/alpha', signature: { unavailable: 'not_available_on_platform' } } },
  command_line: { value: '/opt/alpha/bin/alpha --serve' },
  user: { value: 'tester' },
  start_time: { value: '2020-09-13T12:26:40Z' },
  parent: { value: { pid: 1 } },
  architecture: { value: 'x86_64' },
  version: { unavailable: 'not_available_on_platform' },
  file: { unavailable: 'access_denied' },
};

describe('Process Info', () => {
  it('opens on Enter with progress while the Image capture runs, then shows the image fields', async () => {
    const { pool, r } = setup();
    await r.press(KEYS.enter);
    expect(r.frame()).toContain('Process Info · alpha (PID 101)');
    expect(r.frame()).toContain('Collecting…');
    expect(pool.requests).toEqual([expect.objectContaining({ kind: 'process_info', target: expect.objectContaining({ pid: 101, name: 'alpha' }) })]);
    // The Image tab asks for every field, user and command line included.
    expect(pool.requests[0]!.fields).toEqual(expect.arrayContaining(['user', 'command_line', 'parent', 'start_time']));
    pool.finish('process_info', [IMAGE_ROW]);
    const frame = await r.waitForFrame((f) => f.includes('Command line'), 'the image fields');
    expect(frame).toContain('/opt/alpha/bin/alpha --serve');
    expect(frame).toContain('x86_64');
    expect(frame).toContain('unavailable (access denied)');
    expect(frame).not.toContain('Collecting…');
  });

  it('lists every catalog metric on Metrics with its unit, exact bytes and unavailable reasons', async () => {
    const { r } = setup(60);
    await r.press(KEYS.enter, '2');
    const frame = r.frame();
    for (const metric of PROCESS_METRICS) expect(frame, metric.id).toContain(metric.id);
    expect(frame).toContain(`${3n * 2n ** 30n} B`);
    expect(frame).toMatch(/GDI +unavailable \(no source on this platform\)/);
    // No .NET endpoint known for this lifetime: the section says so and how to ask anyway.
    expect(frame).toContain('.NET runtime: none found');
  });

  it('starts each tab’s capture once when first shown, switching with Tab, Shift-Tab, digits and clicks', async () => {
    const { pool, r } = setup();
    await r.press(KEYS.enter, '\t', '\t');
    expect(pool.requests.map((q) => q.kind)).toEqual(['process_info', 'open_files']);
    await r.press('\u001B[Z'); // Shift-Tab back to Metrics: no capture
    expect(pool.requests).toHaveLength(2);
    await r.press('4', '5', '3');
    expect(pool.requests.map((q) => q.kind)).toEqual(['process_info', 'open_files', 'modules', 'environment']);
    // A click on the tab bar (border row, title, then the bar at the view's third row; one column of padding).
    const modules = tabBar().find((label) => label.tab === 'modules')!;
    const viewTop = 5; // header and four panel rows above the view
    await r.press(`\u001B[<0;${2 + modules.start + 2};${viewTop + 2 + 1}M`);
    expect(r.frame()).toMatch(/Name +Size +Version +Directory/);
  });

  it('scrolls and filters a long list, and reports a partial capture', async () => {
    const { pool, r } = setup(24);
    await r.press(KEYS.enter, '5');
    pool.finish('environment', Array.from({ length: 60 }, (_, i) => ({ name: `VAR_${String(i).padStart(2, '0')}`, value: `value-${i}` })), 'partial');
    await r.waitForFrame((f) => f.includes('VAR_00=value-0'), 'the environment');
    expect(r.frame()).toContain('partial: Some entries could not be read.');
    expect(r.frame()).not.toContain('VAR_40');
    await r.press(KEYS.pageDown, KEYS.pageDown);
    expect(r.frame()).not.toContain('VAR_00=');
    await r.press(KEYS.end);
    expect(r.frame()).toContain('VAR_59=value-59');
    await r.press('/', '4', '2');
    expect(r.frame()).toContain('Filter: 42█');
    await r.press(KEYS.enter);
    const frame = r.frame();
    expect(frame).toContain('VAR_42=value-42');
    expect(frame).not.toContain('VAR_41');
    expect(frame).toContain('1-1 of 1 · filter "42"');
    // The filter belongs to its tab: Files has none.
    await r.press('3');
    expect(r.frame()).not.toContain('filter "42"');
  });

  it('shows a failed capture’s message and captures again on F5', async () => {
    const { pool, r } = setup();
    await r.press(KEYS.enter, '3');
    pool.fail('open_files', 'This user may not read the descriptors of the process.');
    await r.waitForFrame((f) => f.includes('Not collected: This user may not read'), 'the failure');
    await r.press('\u001B[15~');
    expect(pool.requests.filter((q) => q.kind === 'open_files')).toHaveLength(2);
    expect(r.frame()).toContain('Collecting…');
  });

  it('closes on Esc, cancelling the captures still running, and returns to the table', async () => {
    const { pool, r } = setup();
    await r.press(KEYS.enter, '4', KEYS.escape);
    await r.waitForFrame((f) => !f.includes('Process Info'), 'the dialog to close');
    expect(pool.cancelled.sort()).toEqual(['modules', 'process_info']);
    expect(r.frame()).toMatch(/101 alpha/);
  });
});
