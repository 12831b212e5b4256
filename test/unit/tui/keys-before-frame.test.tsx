// Guards keys that arrive faster than frames (a loaded machine, keys sent or pasted together): each key acts on the
// screen the earlier keys made, not on the last frame drawn. ink calls the key handler of the last committed render,
// so screen facts the handler takes from that render (the table's page height, the metric columns the cell cursor
// moves among) must be computed from the latest state. Each case runs the same keys twice, with a frame after each
// key and with no frame between them, and the outcome must be the same. An Esc read together with the next key
// (ink then reads them as one Alt-key) stays an Esc followed by that key: no key of the keymap uses Alt.
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { Screen } from '../../../src/tui/Screen.js';
import { hostInfo, KEYS, renderWithProviders, snapshotAt, type ProcessSpec, type Rendered } from '../../support/render.js';

const RIGHT = '\u001B[C';
const mounted: Rendered[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

/** 60 processes, so a page of the table is shorter than the list; CPU% sorts them by pid. */
const processes: ProcessSpec[] = Array.from({ length: 60 }, (_, i) => ({ pid: 1000 + i, name: `proc${i}`, values: { cpu_percent: 60 - i, private_bytes: BigInt(i + 1) * 1024n * 1024n } }));

function screen(width: number, height: number): { app: App; r: Rendered } {
  const app = new App();
  app.setHostInfo(hostInfo());
  const now = Date.now() - 3000;
  for (let i = 0; i < 3; i++) app.applySnapshot(snapshotAt(now + i * 1000, processes));
  const r = renderWithProviders(<Screen store={app} />, { width, height });
  mounted.push(r);
  return { app, r };
}

/** The source of the one Graph `g` added: which process (its pid) and which metric. */
function graphed(app: App): { pid: number; metricId: string } {
  const graphs = app.getView().graphs.workspace.graphs;
  expect(graphs).toHaveLength(1);
  const source = graphs[0]!.source;
  if (source.kind !== 'process') throw new Error(`a ${source.kind} Graph, not the selected process's`);
  const row = app.getView().rows.find((candidate) => candidate.key === source.key);
  return { pid: row!.pid, metricId: source.metricId };
}

describe('keys faster than frames', () => {
  it('G then PgDn pages by the table G has just made shorter', async () => {
    const framed = screen(100, 40);
    await framed.r.press('G', KEYS.pageDown, 'g');
    const unframed = screen(100, 40);
    await unframed.r.pressBeforeFrame('G', KEYS.pageDown);
    await unframed.r.press('g');
    // Precondition: G changed the page (else the case proves nothing): a page of the full-height table is longer.
    const tall = screen(100, 40);
    await tall.r.press(KEYS.pageDown, 'g');
    expect(graphed(tall.app).pid).not.toBe(graphed(framed.app).pid);
    expect(graphed(unframed.app)).toEqual(graphed(framed.app));
  });

  it('G then g on a wide terminal graphs the column under the cell cursor of the narrower table G made', async () => {
    // From 200 columns the Graphs sit beside the table, which keeps half the width: fewer metric columns fit.
    const rightmost = async (r: Rendered) => r.press(...Array<string>(20).fill(RIGHT));
    const framed = screen(200, 40);
    await rightmost(framed.r);
    await framed.r.press('G', 'g');
    const unframed = screen(200, 40);
    await rightmost(unframed.r);
    await unframed.r.pressBeforeFrame('G', 'g');
    // Precondition: the cursor's column at full width is not among the half-width table's columns.
    const full = screen(200, 40);
    await rightmost(full.r);
    await full.r.press('g');
    expect(graphed(full.app).metricId).not.toBe(graphed(framed.app).metricId);
    expect(graphed(unframed.app)).toEqual(graphed(framed.app));
  });

  it('Esc then / read together closes Settings and starts the filter (not one Alt-/)', async () => {
    const { r } = screen(100, 40);
    await r.press('o');
    expect(r.frame()).toContain('Disable MCP connections');
    await r.pressBeforeFrame(KEYS.escape, '/');
    expect(r.frame()).not.toContain('Disable MCP connections');
    expect(r.lines().at(-1)).toMatch(/^Filter: █/);
    // The same as one chunk, as a terminal read returns it.
    await r.press(KEYS.escape, 'o');
    await r.press(`${KEYS.escape}/`);
    expect(r.frame()).not.toContain('Disable MCP connections');
    expect(r.lines().at(-1)).toMatch(/^Filter: █/);
  });

  it('Esc Esc read together closes help and then Settings beneath it', async () => {
    const { r } = screen(100, 40);
    await r.press('o', '?');
    expect(r.frame()).toContain('Tracked-only');
    await r.pressBeforeFrame(KEYS.escape, KEYS.escape);
    expect(r.frame()).not.toContain('Tracked-only');
    expect(r.frame()).not.toContain('Disable MCP connections');
  });

  it('keys read in one chunk act as read apart: t → g G Tab graphs the row and focuses the Graphs; Ctrl-U types nothing', async () => {
    const { app, r } = screen(120, 40);
    await r.press('/', ...'proc59', KEYS.enter);
    // tmux's keys as one read returns them on a loaded machine: ink hands "gG\t" over as one input.
    await r.press(`t${RIGHT}gG\t`);
    expect(graphed(app)).toEqual({ pid: 1059, metricId: 'private_bytes' });
    expect(r.lines().at(-1)).toMatch(/^Graphs: /);
    // Ctrl-U does nothing in the filter prompt, read alone or inside a chunk.
    const typed = screen(120, 40);
    await typed.r.press(`/x\u0015y`);
    expect(typed.r.lines().at(-1)).toMatch(/^Filter: xy█/);
  });
});
