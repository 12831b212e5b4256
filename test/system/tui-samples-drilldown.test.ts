// Guards the Samples inspector and the drill-down in a real terminal (issue 32): the built application in a private
// tmux server with compressed sampling (WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS, a test hook of src/contract/test-hooks.ts),
// a workload child the test grows by 16 MiB at a known moment, and its private-bytes Graph (added through the real
// bridge). G shows the workspace, v the inspector, Tab focuses it; ↑ moves the shared cursor sample by sample; a and b set the markers around the
// growth. The inspector's rows show the exact values and deltas, and B−A the exact difference with the elapsed time,
// each compared with winproc_get_history raw at the same timestamps; B−A is at least the 16 MiB grown.
// D lists the processes highest in private bytes at the cursor's sample with the child at its exact value there;
// Enter on it clears the table's filter that hid it and selects it (Enter then opens its Process Info).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveApp, uniqueName, waitFor, type HistoryRaw, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';
import { Workload } from '../support/workload.js';
import { grouped, inspectorCursorAt, inspectorRows, moveInspectorCursor, signed, toSecond, withMs } from '../support/inspector.js';

const MiB = 1024 * 1024;
const GROWN_MIB = 16;

describe.skipIf(!requireTmux())('the Samples inspector and the drill-down in a real terminal', () => {
  let app: LiveApp;
  let client: Session;
  let workload: Workload;
  const name = uniqueName('wssamp');

  beforeAll(async () => {
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '250' }, undefined, { width: 180, height: 56 });
    client = await app.connect();
    ({ workload } = await Workload.start(name));
  }, 90_000);

  afterAll(async () => {
    await workload?.stop();
    await app?.stop();
  });

  it('shows exact deltas and B−A with the elapsed time, and the drill-down selects the child in the table', { timeout: 240_000 }, async () => {
    const tmux = app.tmux;
    const pane = app.pane;
    // The child's name tracked (its history then keeps 7,200 samples, not 120: at 4 samples a second the samples around
    // the growth must outlive the test) and its private-bytes Graph added, as an MCP client would.
    const { revision } = (await client.ok<{ revision: string }>('winproc_get_tracking')).data;
    expect((await client.ok<{ state: string }>('winproc_update_tracking', { action: 'add', process_name: name, operation_id: `track-${process.pid}`, expected_revision: revision })).data.state).toBe('succeeded');
    const target = await waitFor(async () => (await client.ok<{ processes?: { process_ref: string; name: string; pid: number }[] }>('winproc_get_graphs', { process_name: name })).data.processes?.find((p) => p.pid === workload.pid), 'the child among the Graph targets');
    expect((await client.ok<{ state: string }>('winproc_add_graphs', { metrics: [{ metric_id: 'private_bytes', process_ref: target.process_ref }] })).data.state).toBe('succeeded');
    const listed = (await client.ok<{ rows: { process_ref: string }[] }>('winproc_list_processes', { filter: { pid: workload.pid } })).data.rows[0]!.process_ref;
    const history = async () => (await client.ok<HistoryRaw>('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: listed }, mode: 'raw', limit: 1000 })).data.rows.map((row) => ({ at: row.timestamp, value: BigInt(String((row.values as Record<string, unknown>).private_bytes)) }));

    // A few samples before the growth, the growth, a few after; then the display pauses so the screen holds still.
    await waitFor(async () => (await history()).length >= 6, 'six samples before the growth', 30_000, 250);
    const before = (await history()).at(-1)!;
    expect(await workload.grow(GROWN_MIB)).toBe(GROWN_MIB);
    // The kernel's RSS counters may lag a few pages behind, so the growth can spread over two samples: wait for a sample
    // holding all of it, and two more.
    const grown = (row: { value: bigint }) => row.value - before.value >= BigInt(GROWN_MIB * MiB);
    await waitFor(async () => {
      const after = (await history()).filter((row) => row.at > before.at);
      const first = after.findIndex(grown);
      return first !== -1 && after.length >= first + 3;
    }, 'samples holding the growth', 30_000, 250);

    // The table hides the child behind a filter, so the drill-down's Enter must clear it.
    await tmux.sendKeys(pane, '/');
    await tmux.type(pane, 'no-such-process-here');
    // G shows the workspace, Tab focuses the Graphs, v shows the inspector beside them, p pauses the display.
    // One key at a time, each waiting for what it shows.
    const step = async (key: string, shows: (lines: readonly string[]) => boolean, what: string) => {
      await tmux.sendKeys(pane, key);
      await tmux.waitForScreen(pane, shows, what);
    };
    await step('Enter', (lines) => lines.some((l) => l.includes('filter "no-such-process-here"')), 'the filter applied');
    await step('G', (lines) => lines.some((l) => l.startsWith('Graphs 1/16')), 'the workspace');
    await step('Tab', (lines) => lines.at(-1)?.startsWith('Graphs:') === true, 'the Graphs focused');
    await step('v', (lines) => lines.some((l) => l.includes('Samples #1')), 'the inspector');
    await tmux.sendKeys(pane, 'p');
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('#1 PrivBytes') && l.includes(`${name} (PID ${workload.pid}`)) && lines.some((l) => l.includes('PAUSED')) && lines.some((l) => l.includes('Samples #1')), 'the paused workspace with the child\'s Graph and the inspector');

    // Tab until the inspector has the focus (its title is marked ▶), one press at a time.
    const focused = (lines: readonly string[]) => lines.some((l) => l.includes('▶ Samples #1'));
    for (let i = 0; i < 4 && !focused(await app.screen()); i++) {
      await tmux.sendKeys(pane, 'Tab');
      await tmux.waitForScreen(pane, focused, 'the inspector focused', { timeoutMs: 3_000 }).catch(() => undefined);
    }
    const focusedScreen = await tmux.waitForScreen(pane, (lines) => focused(lines) && inspectorRows(lines).length > 3, 'the inspector focused with its rows');
    // The inspector writes milliseconds when samples are less than a second apart (a loaded machine may stretch them).
    const clock = inspectorRows(focusedScreen).some((row) => row.time.includes('.')) ? withMs : toSecond;
    const rows = await history();
    // The Graph's own history is the truth the screen must show, at the same exact times.
    const byClock = new Map(rows.map((row, i) => [clock(row.at), { ...row, previous: rows[i - 1] }]));

    // Every row on screen: the exact value, and the delta to the previous sample, as the history says.
    const checkRows = (screen: readonly string[]) => {
      const shown = inspectorRows(screen);
      expect(shown.length).toBeGreaterThan(3);
      for (const row of shown) {
        const truth = byClock.get(row.time);
        if (truth === undefined) {
          // A sampling pass before the child existed: a gap, never 0.
          expect(row.time < clock(rows[0]!.at), `a history sample at ${row.time}`).toBe(true);
          expect([row.value, row.delta], `gap at ${row.time}`).toEqual(['-', '-']);
          continue;
        }
        expect(row.value, `value at ${row.time}`).toBe(grouped(truth.value));
        expect(row.delta, `delta at ${row.time}`).toBe(truth.previous ? signed(truth.value - truth.previous.value) : '-');
      }
      return shown;
    };
    const cursorAt = (time: string) => inspectorCursorAt(app, time);
    const moveTo = (time: string) => moveInspectorCursor(app, time);

    // A: the last sample before the growth; B: the first holding all of it.
    const a = before;
    const b = rows.find((row) => row.at > before.at && grown(row))!;
    expect(rows.some((row) => row.at === a.at)).toBe(true);

    await moveTo(clock(a.at));
    checkRows(await cursorAt(clock(a.at)));
    await tmux.sendKeys(pane, 'a');
    await moveTo(clock(b.at));
    await tmux.sendKeys(pane, 'b');
    const elapsedMs = Date.parse(b.at) - Date.parse(a.at);
    const seconds = elapsedMs / 1000;
    const expected = `B−A  ${signed(b.value - a.value)} B in ${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
    const marked = await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes(expected)), `"${expected}"`);
    checkRows(marked);
    expect(marked.some((l) => l.includes(`A    ${clock(a.at)}  ${grouped(a.value)} B`))).toBe(true);
    expect(marked.some((l) => l.includes(`B    ${clock(b.at)}  ${grouped(b.value)} B`))).toBe(true);
    expect(b.value - a.value).toBeGreaterThanOrEqual(BigInt(GROWN_MIB * MiB));

    // D at the cursor (B): the child with its exact value at that sample, ranked among every process sampled then.
    await tmux.sendKeys(pane, 'D');
    const childLine = new RegExp(`^│[▸ ] *\\d+ +${workload.pid} ${name} +${grouped(b.value)} B│`);
    const drill = await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes(`Drill-down at ${withMs(b.at)}`)) && lines.some((l) => childLine.test(l)), 'the drill-down listing the child');
    expect(drill.some((l) => /PrivBytes: top \d+ of \d+ sampled then/.test(l))).toBe(true);
    // Down one entry at a time, each press waiting for the choice to move, until the child is chosen.
    const chosen = (lines: readonly string[]) => lines.find((l) => l.startsWith('│▸'));
    for (let i = 0; i < 25; i++) {
      const screen = await app.screen();
      if (screen.some((l) => childLine.test(l) && l.startsWith('│▸'))) break;
      await tmux.sendKeys(pane, 'Down');
      await tmux.waitForScreen(pane, (lines) => chosen(lines) !== chosen(screen), 'the choice to move', { timeoutMs: 5_000 });
    }
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => childLine.test(l) && l.startsWith('│▸')), 'the child chosen');
    await tmux.sendKeys(pane, 'Enter');
    // The filter that hid it is gone and the table shows it; Enter on the table opens the selected row's Process Info.
    await tmux.waitForScreen(pane, (lines) => !lines.some((l) => l.includes('Drill-down at')) && lines.some((l) => l.includes(` ${workload.pid} ${name}`)) && !lines.some((l) => l.includes('filter "no-such')), 'the table showing the child, unfiltered');
    await tmux.sendKeys(pane, 'Enter');
    await tmux.waitForScreen(pane, (lines) => lines.some((l) => l.includes('Process Info') && l.includes(`PID ${workload.pid}`)), 'Process Info of the child');
  });
});
