// Guards the Graph workspace as a user sees it on the main screen (ink-testing-library frames over a real App fed
// snapshots): G shows it below the table (the table stays), g graphs the metric under the table's cell cursor for
// the selected process (→ moves the cursor; g again removes the Graph), Tab focuses the Graphs (their status line
// and the footer say so), arrows move the active Graph and the shared cursor, a/b set the markers with B−A and the
// elapsed time exactly, m switches to MA5, PgUp/PgDn step the span, Delete removes the active Graph, e exports a CSV
// file in the background; help with every table still fits 80×24 by paging; a terminal too small for both keeps
// the table and says how to make room. Nothing is plotted for a hidden workspace, only the cards on screen are plotted,
// and a frame plots again only the Graphs whose samples changed (counted through the real App). Also the pure braille drawing over a time range: dot heights, gaps where
// no sample falls, and a column holding several samples drawn as their min..max range.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { brailleRows, formatDelta, formatElapsed, timeAxis } from '../../../src/tui/panels/graphs/plot.js';
import { styledPlotLine } from '../../../src/tui/panels/graphs/GraphView.js';
import { Screen } from '../../../src/tui/Screen.js';
import { hostInfo, KEYS, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const MiB = 2n ** 20n;
const LEFT = '\u001B[D';
const RIGHT = '\u001B[C';
const TAB = '\t';
const DELETE = '\u001B[3~';
const dirs: string[] = [];
const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const proc = (i: number): ProcessSpec => ({ pid: 101, name: 'alpha', values: { cpu_percent: 10 + i, private_bytes: BigInt(100 + i * 10) * MiB } });
const other: ProcessSpec = { pid: 202, name: 'beta', values: { cpu_percent: 1, private_bytes: 5n * MiB } };

function app(samples = 20): { app: App; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-graphview-'));
  dirs.push(dir);
  const a = new App({ graphs: { workingDirectory: dir } });
  a.setHostInfo(hostInfo());
  const now = Date.now() - samples * 1000;
  for (let i = 0; i < samples; i++) a.applySnapshot(snapshotAt(now + i * 1000, [proc(i), other]));
  return { app: a, dir };
}

function show(a: App, width = 100, height = 40): Rendered {
  const r = renderWithProviders(<Screen store={a} />, { width, height });
  mounted.push(r);
  return r;
}

const BRAILLE = /[\u2801-\u28ff]/;
const footer = (r: Rendered) => r.lines().at(-1) ?? '';

describe('the cost of a hidden workspace', () => {
  it('plots nothing while G hides it, plots each Graph once shown, and again only Graphs with a new sample', async () => {
    const { app: a } = app();
    const now = Date.now();
    a.actions.addGraph({ kind: 'system', metricId: 'cpu_percent' });
    a.actions.addGraph({ kind: 'system', metricId: 'physical_memory_bytes' });
    const r = show(a);
    await r.press();
    const hidden = a.graphWork;
    expect(hidden.plotLists).toBe(0);
    for (let i = 0; i < 5; i++) a.applySnapshot(snapshotAt(now + i * 1000, [proc(20 + i), other]));
    await r.press();
    expect(a.graphWork).toEqual(hidden);
    expect(r.frame()).not.toMatch(BRAILLE);

    await r.press('G');
    await r.waitForFrame((frame) => BRAILLE.test(frame), 'the plots');
    const shown = a.graphWork;
    expect(shown.plots).toBe(2);
    // Another frame with no new sample (a key that changes no Graph) plots nothing again.
    await r.press('p', 'p');
    expect(a.graphWork.plots).toBe(2);
    // A new sample: both system Graphs gained one.
    a.applySnapshot(snapshotAt(now + 5000, [proc(25), other]));
    // The frame with the new sample may come after more than one turn of the event loop on a loaded host.
    await r.waitForFrame(() => a.graphWork.plots >= 4, 'the frame with the new sample');
    expect(a.graphWork.plots).toBe(4);

    await r.press('G');
    await r.waitForFrame((frame) => !BRAILLE.test(frame), 'the workspace hidden');
    const hiddenAgain = a.graphWork;
    for (let i = 6; i < 9; i++) a.applySnapshot(snapshotAt(now + i * 1000, [proc(20 + i), other]));
    await r.press();
    expect(a.graphWork).toEqual(hiddenAgain);
  });

  it('plots only the cards on screen: Graphs scrolled out of view are plotted once the active Graph brings them in', async () => {
    const { app: a } = app();
    const now = Date.now();
    const metrics = ['cpu_percent', 'cpu_user_percent', 'cpu_kernel_percent', 'physical_memory_bytes', 'available_memory_bytes', 'committed_bytes', 'process_count', 'thread_count'];
    for (const metricId of metrics) a.actions.addGraph({ kind: 'system', metricId });
    const r = show(a);
    await r.press('G');
    await r.waitForFrame((frame) => BRAILLE.test(frame), 'the plots');
    const titles = (frame: string) => [...frame.matchAll(/#(\d+) /g)].map((m) => Number(m[1]));
    const first = titles(r.frame());
    // Fewer cards fit than there are Graphs: only those shown were plotted.
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(metrics.length);
    expect(a.graphWork.plots).toBe(first.length);
    // A new sample: the shown cards again, and still none of the others.
    a.applySnapshot(snapshotAt(now, [proc(30), other]));
    await r.waitForFrame(() => a.graphWork.plots >= 2 * first.length, 'the frame with the new sample');
    expect(a.graphWork.plots).toBe(2 * first.length);
    // The last Graph made active scrolls the cards: those that came into view are plotted (the frames between the
    // keys may have shown others on the way), each once for this sample, and no card already plotted again.
    await r.press(TAB, ...Array.from({ length: metrics.length - 1 }, () => KEYS.down));
    const last = titles(r.frame());
    expect(last).toContain(metrics.length);
    const cameIn = last.filter((id) => !first.includes(id));
    expect(cameIn.length).toBeGreaterThan(0);
    expect(a.graphWork.plots).toBeGreaterThanOrEqual(2 * first.length + cameIn.length);
    expect(a.graphWork.plots).toBeLessThanOrEqual(2 * first.length + (metrics.length - first.length));
  });
});

describe('the Graph workspace', () => {
  it('g adds the selected process for the metric under the cell cursor; G shows its plot below the table with axis labels, the span and the cursor value', async () => {
    const { app: a } = app();
    const r = show(a);
    await r.press('g', 'G');
    const frame = r.frame();
    expect(frame).toMatch(/^ +101 +alpha/m);
    expect(frame).toContain('Graphs 1/16  span 5 min');
    expect(frame).toMatch(/#1 CPU% @ 29\.0 {2}alpha \(PID 101/);
    expect(frame).toMatch(BRAILLE);
    expect(frame).toMatch(/29\.0┤/);
    expect(frame).toMatch(/10\.0┤/);
    // The time axis ends at the newest sample.
    expect(frame).toContain(new Date(a.getView().graphs.cursorMs!).toISOString().slice(11, 19));
    await r.press('G');
    expect(r.frame()).not.toContain('Graphs 1/16');
    expect(a.getView().graphs.workspace.graphs).toHaveLength(1);
  });

  it('→ moves the cell cursor to the next metric column: g graphs PrivBytes, g again removes it', async () => {
    const { app: a } = app();
    const r = show(a);
    await r.press('G', RIGHT, 'g');
    expect(r.frame()).toMatch(/#1 PrivBytes @ 290M/);
    await r.press('g');
    expect(r.frame()).toContain('No Graphs yet');
  });

  it('G then Tab before a frame is drawn focuses the Graphs G has just shown (keys faster than frames)', async () => {
    const { app: a } = app();
    const r = show(a);
    await r.press(RIGHT, 'g');
    await r.pressBeforeFrame('G', TAB);
    expect(footer(r)).toMatch(/^Graphs: /);
  });

  it('Tab focuses the Graphs: the cursor and A/B show B−A exactly with the elapsed time; m switches to MA5; PgUp/PgDn step the span', async () => {
    const { app: a } = app();
    const r = show(a);
    await r.press(RIGHT, 'g', 'G', TAB);
    expect(footer(r)).toMatch(/^Graphs: ←→ cursor {2}PgUp\/PgDn span {2}f fit/);
    await r.press('a', LEFT, LEFT, LEFT, 'b');
    expect(r.frame()).toContain('(cursor fixed)');
    expect(r.frame()).toContain('A 290M  B 260M  B−A -31,457,280 B in -3 s');
    await r.press('m');
    expect(r.frame()).toMatch(/#1 PrivBytes MA5/);
    expect(r.frame()).toMatch(/ MA5 cols auto {2}cursor/);
    await r.press(KEYS.pageUp);
    expect(r.frame()).toContain('span 10 min');
    await r.press(KEYS.pageDown, KEYS.pageDown, KEYS.pageDown);
    expect(r.frame()).toContain('span 1 min');
    await r.press('f');
    expect(r.frame()).toContain('span fit');
    await r.press('x');
    expect(r.frame()).not.toContain('B−A');
  });

  it('pans with Ctrl-Left / Ctrl-Right as a terminal sends them (ESC [1;5D), and follows live again at the newest sample', async () => {
    const { app: a } = app(400);
    const r = show(a);
    await r.press('g', 'G', TAB, '\u001B[1;5D');
    expect(r.frame()).toContain('(cursor fixed)');
    const panned = a.getView().graphs.workspace;
    expect(panned.visibleToMs! - panned.visibleFromMs!).toBeLessThanOrEqual(5 * 60_000);
    await r.press('\u001B[1;5C');
    expect(r.frame()).toContain('(following)');
  });

  it('chooses the active Graph with Up/Down and removes it with Delete while the Graphs have the focus', async () => {
    const { app: a } = app();
    const r = show(a);
    await r.press('g', KEYS.down, 'g', 'G', TAB);
    expect(r.frame()).toContain('Graphs 2/16');
    await r.press(KEYS.down);
    expect(a.getView().graphs.workspace.activeGraphId).toBe(2);
    await r.press(DELETE);
    expect(r.frame()).toContain('Graphs 1/16');
    expect(r.frame()).toMatch(/#1 CPU% @ /);
    await r.press(DELETE);
    expect(r.frame()).toContain('No Graphs yet');
  });

  it('e exports every Graph to a new CSV file in the working directory and says where', async () => {
    const { app: a, dir } = app(5);
    const r = show(a);
    await r.press('g', 'G', 'e');
    const frame = await r.waitForFrame((f) => f.includes('Exported 5 rows'), 'the export notice');
    const [name] = readdirSync(dir);
    expect(frame).toContain(join(dir, name!));
    const rows = parse(readFileSync(join(dir, name!), 'utf8')) as string[][];
    expect(rows.slice(1).map((row) => row[1])).toEqual(['10', '11', '12', '13', '14']);
  });

  it('keeps the table in a terminal too small for both and says how to make room', async () => {
    const { app: a } = app(2);
    const r = show(a, 80, 16);
    await r.press('g', 'G');
    expect(r.frame()).toMatch(/^ +101 +alpha/m);
    expect(r.frame()).toMatch(/Graphs hidden: \d+ more rows needed/);
    expect(r.frame()).not.toContain('Graphs 1/16');
    // Tab has nowhere to go but the system panels.
    await r.press(TAB);
    expect(footer(r)).toMatch(/^System: /);
  });

  it('pages help with every table in 80×24', async () => {
    const { app: a } = app(2);
    const r = show(a, 80, 24);
    await r.press('G', '?');
    let seen = r.frame();
    for (let page = 0; page < 6; page++) {
      expect(r.lines().length).toBeLessThanOrEqual(24);
      await r.press(KEYS.pageDown);
      seen += r.frame();
    }
    for (const keys of ['Graph workspace', 'PgUp PgDn f', 'a b A B x', 'System panels', '← →', '↑ ↓', 'g   ', 'r P o l', 'Esc']) expect(seen).toContain(keys);
  });
});

describe('styledPlotLine', () => {
  const [dim, noDim, green, yellow, magenta, inverse, noInverse, reset] = ['\u001b[2m', '\u001b[22m', '\u001b[32m', '\u001b[33m', '\u001b[35m', '\u001b[7m', '\u001b[27m', '\u001b[39m'];

  it('colours A yellow and B magenta, inverts the cursor, and leaves the other dots green', () => {
    expect(styledPlotLine('L┤', '⠁⠂⠃⠄⠅', 4, 1, 3)).toBe(`${dim}L┤${noDim}${green}⠁${yellow}⠂${green}⠃${magenta}⠄${green}${inverse}⠅${noInverse}${reset}`);
  });

  it('inverts a marker under the cursor, and draws marks in column order whatever their order', () => {
    expect(styledPlotLine('', '⠁⠂⠃', 0, 2, 0)).toBe(`${dim}${noDim}${green}${inverse}${magenta}⠁${green}${noInverse}⠂${yellow}⠃${green}${reset}`);
    expect(styledPlotLine('', '⠁⠂', 1, null, null)).toBe(`${dim}${noDim}${green}⠁${inverse}⠂${noInverse}${reset}`);
  });
});

describe('brailleRows', () => {
  const plot = (points: (number | null)[], times = points.map((_, i) => i * 1000)) => {
    const values = points.filter((p) => p !== null) as number[];
    return {
      points: Float64Array.from(points, (p) => p ?? Number.NaN),
      times: Float64Array.from(times),
      fromMs: times[0]!,
      toMs: times.at(-1)!,
      min: Math.min(...values),
      max: Math.max(...values),
      cursorIndex: points.length - 1,
      aIndex: null,
      bIndex: null,
    };
  };

  it('puts the minimum in the bottom dot row and the maximum in the top one', () => {
    const drawn = brailleRows(plot([0, 10]), 1, 2);
    // Left column: bottom dot of the lower row (0x40); right column: top dot of the upper row (0x08).
    expect(drawn.lines).toEqual([String.fromCharCode(0x2800 + 0x08), String.fromCharCode(0x2800 + 0x40)]);
  });

  it('leaves a gap where the range holds no sample and puts the newest sample at the right edge', () => {
    // Range 0..7 s over 8 dot columns: samples at 5 s and 7 s; 6 s is missing.
    const drawn = brailleRows({ ...plot([5, null, 5], [5000, 6000, 7000]), fromMs: 0, toMs: 7000 }, 4, 1);
    expect(drawn.lines[0]!.length).toBe(4);
    expect(drawn.lines[0]!.slice(0, 2)).toBe('\u2800\u2800');
    expect(drawn.lines[0]![3]).not.toBe('\u2800');
    expect(drawn.cursorColumn).toBe(3);
  });

  it('draws several samples in one column as the range from their min to their max, never their average', () => {
    // Four samples in 3 ms, one character (two dot columns) wide: the left dot column holds 0 and 10.
    const drawn = brailleRows({ ...plot([0, 10, 4, 4], [0, 1, 2, 3]), toMs: 3 }, 1, 1);
    const bits = drawn.lines[0]!.charCodeAt(0) - 0x2800;
    // Left dot column: every dot from the bottom (0) to the top (10).
    expect(bits & (0x01 | 0x02 | 0x04 | 0x40)).toBe(0x01 | 0x02 | 0x04 | 0x40);
  });
});

describe('the workspace labels', () => {
  it('spell B−A in full with its sign and unit, and the elapsed time', () => {
    expect(formatDelta(52_551_680n, 'bytes')).toBe('+52,551,680 B');
    expect(formatDelta(-3n, 'count')).toBe('-3');
    expect(formatDelta(1.25, 'percent')).toBe('+1.3 %');
    expect(formatElapsed(18_000)).toBe('18 s');
    expect(formatElapsed(400)).toBe('0.4 s');
    expect(formatElapsed(192_000)).toBe('3 min 12 s');
    expect(formatElapsed(-3_720_000)).toBe('-1 h 02 min');
  });

  it('put the range start at the left of the time axis and its end at the right', () => {
    const axis = timeAxis({ fromMs: Date.UTC(2026, 0, 1, 10, 0, 0), toMs: Date.UTC(2026, 0, 1, 10, 5, 0) }, 40);
    expect(axis.trim()).toMatch(/^10:00:00 +10:05:00$/);
  });
});
