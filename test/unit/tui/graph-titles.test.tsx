// Guards the Graph titles on narrow terminals (issue 32): with two Graph columns at 80, 100 and 120 columns each
// title keeps the metric, the value at the cursor and the process name with its PID, and gives way in order — the
// target's start time first, then A and B (B−A stays, in short units), then B−A, then the end of the name (the PID
// stays). A real App fed snapshots drawn by ink-testing-library (the two cards side by side), and titleLine's order
// over widths on one plot.
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import type { GraphPlot } from '../../../src/app/graphs/series.js';
import { titleLine } from '../../../src/tui/panels/graphs/plot.js';
import { Screen } from '../../../src/tui/Screen.js';
import { hostInfo, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const MiB = 2n ** 20n;
const LEFT = '\u001B[D';
const RIGHT = '\u001B[C';
const TAB = '\t';
const NAME = 'investigation-worker-service';
const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

/** A process growing 10 MiB a sample, with a name as long as Windows services often have. */
const proc = (i: number): ProcessSpec => ({ pid: 4242, name: NAME, values: { cpu_percent: 10 + i, private_bytes: BigInt(100 + i * 10) * MiB } });

async function withGraphs(width: number, columns: 1 | 2): Promise<Rendered> {
  const app = new App({});
  app.setHostInfo(hostInfo());
  const start = Date.now() - 20_000;
  for (let i = 0; i < 20; i++) app.applySnapshot(snapshotAt(start + i * 1000, [proc(i)]));
  const r = renderWithProviders(<Screen store={app} />, { width, height: 50 });
  mounted.push(r);
  // Graph CPU% and PrivBytes of the process, show the workspace, focus it, two columns, A 5 samples back, B at the newest.
  await r.press('g', RIGHT, 'g', 'G', TAB);
  for (let i = 0; i < 4 && !r.frame().includes(`cols ${columns}`); i++) await r.press('L');
  await r.press(LEFT, LEFT, LEFT, LEFT, LEFT, 'a', RIGHT, RIGHT, RIGHT, RIGHT, RIGHT, 'b');
  await r.waitForFrame((frame) => frame.includes(`cols ${columns}`) && frame.includes('#2 PrivBytes @'), `${columns} Graph column(s)`);
  return r;
}

/** The titles of both cards: each from "#<id> " to the next card's or the line's end. */
function titles(r: Rendered): string[] {
  return ['#1 CPU%', '#2 PrivBytes'].map((start) => {
    const line = r.lines().find((l) => l.includes(start))!;
    return line.slice(line.indexOf(start)).split(/\s+(?=#\d )/)[0]!.trim();
  });
}

describe('Graph titles in two columns', () => {
  for (const width of [80, 100, 120]) {
    it(`keep metric, value, name and PID at ${width} columns, every line within the terminal`, async () => {
      const r = await withGraphs(width, 2);
      const [cpu, priv] = titles(r);
      expect(cpu).toMatch(/^#1 CPU% @ 29\.0 {2}/);
      expect(priv).toMatch(/^#2 PrivBytes @ 290M {2}/);
      for (const title of [cpu!, priv!]) {
        // The name (its start at least), then the PID; never cut at the line's end.
        expect(title).toMatch(/ {2}invest[a-z-]*…? \(PID 4242\)$/);
        expect(title).not.toContain('started');
      }
      for (const line of r.lines()) expect([...line].length).toBeLessThanOrEqual(width);
    });
  }

  it('show A, B and the exact B−A again where a card has room (one column at 120)', async () => {
    const r = await withGraphs(120, 1);
    expect(titles(r)[1]).toBe('#2 PrivBytes @ 290M  A 240M  B 290M  B−A +52,428,800 B in 5 s  investigation-worker-service (PID 4242)');
  });
});

describe('titleLine', () => {
  const plot = {
    graphId: 2,
    metricName: 'PrivBytes',
    target: `${NAME} (PID 4242, started 2026-03-01T10:00:00.000Z)`,
    shortTarget: { name: NAME, pid: 4242 },
    unit: 'bytes',
    integer: true,
    mode: 'raw',
    points: new Float64Array(0),
    times: new Float64Array(0),
    fromMs: 0,
    toMs: 0,
    min: null,
    max: null,
    cursorIndex: 19,
    aIndex: 14,
    bIndex: 19,
    cursorValue: 290n * MiB,
    aValue: 240n * MiB,
    bValue: 290n * MiB,
    difference: 50n * MiB,
    elapsedMs: 5000,
  } satisfies GraphPlot;

  it('gives way in order: start time, A and B, B−A, the end of the name; metric, value and PID stay', () => {
    const order = [
      `#2 PrivBytes @ 290M  A 240M  B 290M  B−A +52,428,800 B in 5 s  ${NAME} (PID 4242, started 2026-03-01T10:00:00.000Z)`,
      `#2 PrivBytes @ 290M  A 240M  B 290M  B−A +52,428,800 B in 5 s  ${NAME} (PID 4242)`,
      `#2 PrivBytes @ 290M  B−A +50.0M in 5 s  ${NAME} (PID 4242)`,
      `#2 PrivBytes @ 290M  ${NAME} (PID 4242)`,
    ];
    expect(titleLine(plot)).toBe(order[0]);
    for (const [i, title] of order.entries()) {
      expect(titleLine(plot, title.length)).toBe(title);
      // One column less: the next form.
      if (i + 1 < order.length) expect(titleLine(plot, title.length - 1)).toBe(order[i + 1]);
    }
    expect(titleLine(plot, order[3]!.length - 1)).toBe(`#2 PrivBytes @ 290M  investigation-worker-servi… (PID 4242)`);
    expect(titleLine(plot, 40)).toBe('#2 PrivBytes @ 290M  investi… (PID 4242)');
    // Narrower than metric, value, a letter of the name and the PID: the whole short form, for the card to cut at its end.
    expect(titleLine(plot, 30)).toBe(`#2 PrivBytes @ 290M  ${NAME} (PID 4242)`);
  });

  it('keeps a system Graph\'s target whole until the end of the line', () => {
    const system = { ...plot, graphId: 1, metricName: 'Used', target: 'system', shortTarget: { name: 'system', pid: null } };
    expect(titleLine(system, 41)).toBe('#1 Used @ 290M  B−A +50.0M in 5 s  system');
    expect(titleLine(system, 20)).toBe('#1 Used @ 290M  sys…');
  });
});
