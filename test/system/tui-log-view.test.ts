// Guards the Log view on recorded data in a real terminal (issue 32): the built application in a private tmux server
// with compressed sampling (WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS, a test hook) records, through its own r key, a
// workload child the test grows by 16 MiB at a known moment (format 3, one frame a second); the test reads the file's
// frames as the truth. Loaded through the Log list (l, Enter), the recorded table graphs the child's private bytes
// (s sorts by them, g graphs the sorted column); G, Tab and v show the Samples inspector, whose rows show each frame's
// exact recorded value and delta; a and b set the markers around the growth and B−A says the recorded difference;
// D lists the processes highest at the cursor's frame with the child at its recorded value, Enter selects it in the
// table and Process Info shows it on the recording (Metrics: the recorded values with B−A). k and F9 on the recorded
// child say it cannot be signalled and ask nothing, and the child (still running) is left alone.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeV3 } from '../../src/recording/v3-decode.js';
import { LiveApp, uniqueName, waitFor } from '../support/live-app.js';
import { grouped, inspectorRows, moveInspectorCursor, signed, toSecond, withMs } from '../support/inspector.js';
import { checkLines, completeLines, startRecordingApp } from '../support/recording.js';
import { requireTmux } from '../support/tmux.js';
import { Workload } from '../support/workload.js';

const MiB = 1024 * 1024;
const GROWN_MIB = 16;

const apps: LiveApp[] = [];
const workloads: Workload[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const workload of workloads) await workload.stop();
  for (const app of apps) await app.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The child's recorded private bytes per frame, from the file (format 3): the truth the screen must show. */
function recordedSeries(path: string, pid: number): { at: number; value: bigint }[] {
  let processId: number | undefined;
  const series: { at: number; value: bigint }[] = [];
  for (const line of completeLines(path)) {
    const record = decodeV3(line);
    if (record.kind === 'process' && record.process.pid === pid) processId = record.process.processId;
    if (record.kind !== 'frame' || processId === undefined) continue;
    const value = record.frame.processes.find((p) => p.processId === processId)?.values.private_bytes;
    if (value !== undefined) series.push({ at: record.frame.capturedAtMs, value: BigInt(value) });
  }
  return series;
}

describe.skipIf(!requireTmux())('the Log view on a real Recording in a real terminal', () => {
  it('the Samples inspector, A/B, the drill-down and Process Info show the recorded values; k and F9 signal nothing', { timeout: 300_000 }, async () => {
    const { app, directory } = await startRecordingApp('winproc-logview-', 3, { width: 180, height: 56 });
    apps.push(app);
    dirs.push(directory);
    const { tmux, pane } = app;
    const name = uniqueName('wplog');
    const { workload } = await Workload.start(name);
    workloads.push(workload);
    const pid = workload.pid;
    const step = async (keys: string | string[], shows: (lines: readonly string[]) => boolean, what: string) => {
      await tmux.sendKeys(pane, ...(Array.isArray(keys) ? keys : [keys]));
      return tmux.waitForScreen(pane, shows, what);
    };

    // Track the child's name (a Recording records the tracked processes), record (r, Enter at 1 s), grow the child
    // 16 MiB after three frames, stop three frames later (r asks, y).
    await tmux.sendKeys(pane, '/');
    await tmux.type(pane, name);
    await step('Enter', (lines) => lines.some((l) => new RegExp(`^[ *†] +${pid} `).test(l)) && lines.some((l) => l.includes(`filter "${name}"`)), 'the child alone');
    await step('t', (lines) => lines.some((l) => new RegExp(`^\\* +${pid} `).test(l)), 'the child tracked');
    await step('r', (lines) => lines.some((l) => l.includes(`Directory: ${directory}`)), 'the Record dialog');
    await step('Enter', (lines) => /REC \d/.test(lines[0] ?? ''), 'the REC badge');
    const log = await waitFor(() => readdirSync(directory).find((f) => /^winproc-\d{14}\.log$/.test(f)), 'the Recording file', 30_000, 250);
    const path = join(directory, log);
    const frames = () => recordedSeries(path, pid).length;
    await waitFor(() => frames() >= 3, 'three frames with the child', 60_000, 250);
    const before = recordedSeries(path, pid).at(-1)!;
    expect(await workload.grow(GROWN_MIB)).toBe(GROWN_MIB);
    const grown = (row: { value: bigint }) => row.value - before.value >= BigInt(GROWN_MIB * MiB);
    await waitFor(() => {
      const after = recordedSeries(path, pid).filter((row) => row.at > before.at);
      const first = after.findIndex(grown);
      return first !== -1 && after.length >= first + 3;
    }, 'frames holding the growth', 60_000, 250);
    await step('r', (lines) => lines.some((l) => l.includes('Stop the Recording')), 'the stop confirmation');
    await step('y', (lines) => !/REC \d/.test(lines[0] ?? ''), 'the Recording stopped');
    await waitFor(() => checkLines(path, 3).at(-1) === 'end', 'the end record', 30_000, 250);
    const series = recordedSeries(path, pid);
    const a = series.find((row) => row.at === before.at)!;
    const b = series.find((row) => row.at > before.at && grown(row))!;

    // The Log view: l lists the file, Enter loads it; the table shows the recorded frame.
    await step('l', (lines) => lines.some((l) => l.includes(log)), 'the Log list');
    // The filter typed in Live still applies: the recorded child is the row selected.
    await step('Enter', (lines) => /LOG VIEW/.test(lines[0] ?? '') && lines.some((l) => new RegExp(`^[ *†] +${pid} `).test(l)) && lines.some((l) => l.includes(`filter "${name}"`)), 'the Log view with the recorded child');
    // s until the table sorts by private bytes; g graphs the sorted column for the selected (recorded) child.
    for (let i = 0; i < 20 && !(await app.screen()).some((l) => l.includes('PrivBytes▼')); i++) {
      const header = (await app.screen()).find((l) => l.includes('PID'));
      await step('s', (lines) => lines.find((l) => l.includes('PID')) !== header, 'the next sort column');
    }
    await step(['g', 'G'], (lines) => lines.some((l) => l.startsWith('#1 PrivBytes') && l.includes(`PID ${pid}`)), "the child's recorded private-bytes Graph");
    await step('Tab', (lines) => lines.at(-1)?.startsWith('Graphs:') === true, 'the Graphs focused');
    await step('v', (lines) => lines.some((l) => l.includes('Samples #1')), 'the inspector');
    const focused = (lines: readonly string[]) => lines.some((l) => l.includes('▶ Samples #1'));
    const focusedScreen = await step('Tab', (lines) => focused(lines) && inspectorRows(lines).length > 0, 'the inspector focused with its rows');
    // The frames' times are their last snapshot's: milliseconds where two frames are less than a second apart.
    const clock = (ms: number) => (inspectorRows(focusedScreen).some((row) => row.time.includes('.')) ? withMs : toSecond)(new Date(ms).toISOString());
    // Every row on screen is a recorded frame: its exact value, and the delta to the frame before, as the file says.
    const byClock = new Map(series.map((row, i) => [clock(row.at), { ...row, previous: series[i - 1] }]));
    const checkRows = (screen: readonly string[]) => {
      const shown = inspectorRows(screen);
      expect(shown.length).toBeGreaterThan(0);
      const recorded = shown.map((row) => {
        const truth = byClock.get(row.time);
        return truth === undefined ? { ...row, value: 'no recorded frame' } : { ...row, value: grouped(truth.value), delta: truth.previous ? signed(truth.value - truth.previous.value) : '-' };
      });
      expect(shown).toEqual(recorded);
    };
    const moveTo = (time: string) => moveInspectorCursor(app, time);
    checkRows(await moveTo(clock(a.at)));
    await tmux.sendKeys(pane, 'a');
    await moveTo(clock(b.at));
    const seconds = (b.at - a.at) / 1000;
    const expected = `B−A  ${signed(b.value - a.value)} B in ${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
    const marked = await step('b', (lines) => lines.some((l) => l.includes(expected)), `"${expected}"`);
    checkRows(marked);
    expect(b.value - a.value).toBeGreaterThanOrEqual(BigInt(GROWN_MIB * MiB));

    // D at the cursor (B): the recorded frame's processes highest in private bytes, the child at its recorded value.
    const childLine = new RegExp(`^│[▸ ] *\\d+ +${pid} ${name} +${grouped(b.value)} B│`);
    await step('D', (lines) => lines.some((l) => l.includes('Drill-down at')) && lines.some((l) => childLine.test(l)), 'the drill-down listing the child at its recorded value');
    const chosen = (lines: readonly string[]) => lines.find((l) => l.startsWith('│▸'));
    for (let i = 0; i < 25 && !(await app.screen()).some((l) => childLine.test(l) && l.startsWith('│▸')); i++) {
      const screen = await app.screen();
      await step('Down', (lines) => chosen(lines) !== chosen(screen), 'the choice to move');
    }
    await step('Enter', (lines) => !lines.some((l) => l.includes('Drill-down at')) && lines.at(-1)?.includes('recorded') === true, 'the table focused on the recorded frame');

    // Process Info on the recording: the recorded child, its Metrics at the Log view cursor with the markers' B−A.
    await step('Enter', (lines) => lines.some((l) => l.includes(`Process Info · ${name} (PID ${pid}) · recorded`)), 'Process Info on the recording');
    const metrics = await step('2', (lines) => lines.some((l) => l.includes('Recorded values at the Log view cursor')), 'the recorded Metrics');
    expect(metrics.join('\n')).toContain(grouped(b.value));
    await step('Escape', (lines) => !lines.some((l) => l.includes('Process Info ·')), 'Process Info closed');

    // k and F9 on the recorded child: a status line says why, no confirmation, and the child keeps running.
    const refusal = 'The Log view shows a recording: k ends live processes only';
    await step('k', (lines) => lines.some((l) => l.includes(refusal)), 'the refusal on k');
    expect((await app.screen()).some((l) => l.includes('Send SIGTERM'))).toBe(false);
    await step('F9', (lines) => lines.some((l) => l.includes(refusal)), 'the refusal on F9');
    expect((await app.screen()).some((l) => l.includes('Send SIGTERM'))).toBe(false);
    expect(workload.child.exitCode).toBeNull();
    expect(workload.child.signalCode).toBeNull();
    await app.quit();
  });
});
