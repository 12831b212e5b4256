// Guards the Graph view as a user sees it (ink-testing-library frames over a real App fed snapshots): g adds a Graph
// of the selected process for the sorted column's metric, G shows the braille plots with axis labels and the value
// at the cursor, arrows move the active Graph and the shared cursor, a/b set the markers with B−A, m switches to MA5,
// Delete removes the active Graph, e exports a CSV file in the background; help with the Graph keys still fits 80×24.
// Also the pure braille drawing: dot heights, gaps for missing values, the newest sample at the right edge.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { brailleRows } from '../../../src/tui/graphs/plot.js';
import { Screen } from '../../../src/tui/Screen.js';
import { hostInfo, KEYS, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const MiB = 2n ** 20n;
const LEFT = '\u001B[D';
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

function show(a: App, width = 100, height = 24): Rendered {
  const r = renderWithProviders(<Screen store={a} />, { width, height });
  mounted.push(r);
  return r;
}

const BRAILLE = /[\u2801-\u28ff]/;

describe('the Graph view', () => {
  it('g adds the selected process for the sorted column, G shows its plot with axis labels and the cursor value', async () => {
    const { app: a } = app();
    const r = show(a);
    await r.press('g', 'G');
    const frame = r.frame();
    expect(frame).toContain('Graphs 1/16');
    expect(frame).toMatch(/#1 CPU%  alpha \(PID 101/);
    expect(frame).toContain('@ 29.0');
    expect(frame).toMatch(BRAILLE);
    expect(frame).toMatch(/29\.0┤/);
    expect(frame).toMatch(/10\.0┤/);
    await r.press('G');
    expect(r.frame()).toMatch(/^ +101 +alpha/m);
  });

  it('moves the cursor and sets A and B, showing B−A exactly; m switches the plot to MA5', async () => {
    const { app: a } = app();
    const r = show(a);
    await r.press('s', 'g', 'G');
    expect(r.frame()).toMatch(/#1 PrivBytes  alpha/);
    await r.press('a', LEFT, LEFT, LEFT, 'b');
    expect(r.frame()).toContain('(cursor fixed)');
    expect(r.frame()).toMatch(/A 290M {2}B 260M {2}B−A -30\.0M/);
    await r.press('m');
    expect(r.frame()).toMatch(/#1 PrivBytes MA5/);
    expect(r.frame()).toMatch(/ MA5 {2}cursor/);
  });

  it('chooses the active Graph with Up/Down and removes it with Delete', async () => {
    const { app: a } = app();
    const r = show(a);
    await r.press('g', KEYS.down, 'g', 'G');
    expect(r.frame()).toContain('Graphs 2/16');
    await r.press(KEYS.down);
    expect(a.getView().graphs.workspace.activeGraphId).toBe(2);
    await r.press(DELETE);
    expect(r.frame()).toContain('Graphs 1/16');
    expect(r.frame()).toMatch(/#1 CPU%  alpha/);
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

  it('fits help with the Graph keys in 80×24', async () => {
    const { app: a } = app(2);
    const r = show(a, 80, 24);
    await r.press('G', '?');
    expect(r.lines().length).toBeLessThanOrEqual(24);
    const first = r.frame();
    for (const keys of ['g G', '↑ ↓ ← → a b m e Del']) expect(first).toContain(keys);
    // The rest of help is a page down (the arrows and PgDn scroll help).
    await r.press(KEYS.pageDown);
    expect(r.lines().length).toBeLessThanOrEqual(24);
    for (const keys of ['r P o l', 'Esc']) expect(first + r.frame()).toContain(keys);
  });
});

describe('brailleRows', () => {
  const plot = (points: (number | null)[]) => ({ points, min: Math.min(...(points.filter((p) => p !== null) as number[])), max: Math.max(...(points.filter((p) => p !== null) as number[])), cursorIndex: points.length - 1, aIndex: null, bIndex: null });

  it('puts the minimum in the bottom dot row and the maximum in the top one', () => {
    const drawn = brailleRows(plot([0, 10]), 1, 2);
    // Left column: bottom dot of the lower row (0x40); right column: top dot of the upper row (0x08).
    expect(drawn.lines).toEqual([String.fromCharCode(0x2800 + 0x08), String.fromCharCode(0x2800 + 0x40)]);
  });

  it('leaves a gap for a missing value and right-aligns the newest sample', () => {
    const drawn = brailleRows(plot([5, null, 5]), 4, 1);
    expect(drawn.lines[0]!.length).toBe(4);
    // Eight slots, three points in the last three: slot 5 (a dot), 6 (missing), 7 (a dot).
    expect(drawn.lines[0]!.slice(0, 2)).toBe('\u2800\u2800');
    expect(drawn.lines[0]![3]).not.toBe('\u2800');
    expect(drawn.cursorColumn).toBe(3);
  });
});
