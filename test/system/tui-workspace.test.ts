// Guards the Graph workspace on a real terminal (the built TUI in tmux, compressed sampling through the named test
// hook WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS=200) against a child the test grows by a known 50 MiB: the cell cursor and
// g graph its private bytes below the table, Tab focuses the Graphs, a/b set A and B around the growth and every
// Graph's title shows B−A exactly (equal to winproc_get_history's raw values at those two sample times) with the
// elapsed time between them (equal to MCP's `ab` range); resize keeps Graphs and markers; Shift-A jumps, `]` follows
// live again, x clears; PgDn steps the span to 1 min and MCP's `visible` range follows it; once more than a minute
// is retained `[` pans back (the range end fixed, cursor fixed) and `]` returns to live-follow; f fits everything
// retained (the `visible` range starts at the first sample); L sets one Graph column. Spans are real minutes (the
// hook shortens only the interval), so the pan part waits for a minute of history.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatElapsed } from '../../src/tui/panels/graphs/plot.js';
import { LiveApp, waitFor, type HistoryRaw, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';
import { Workload } from '../support/workload.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('tui-workspace.test.ts: skipped, tmux is not installed (apt-get install tmux)\n');

const MiB = 2 ** 20;
const GROWTH_MIB = 50;

interface Range {
  readonly range: string;
  readonly available: boolean;
  readonly from: string | null;
  readonly to: string | null;
}

describe.skipIf(!HAS_TMUX)('the Graph workspace in a real terminal', () => {
  let app: LiveApp;
  let client: Session;
  let workload: Workload;
  const name = `wsw-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '200' });
    client = await app.connect();
    ({ workload } = await Workload.start(name));
  }, 90_000);

  afterAll(async () => {
    await workload?.stop();
    await app?.stop();
  });

  const screen = () => app.tmux.capture(app.pane);
  const waitScreen = (predicate: (lines: string[]) => boolean, what: string, timeoutMs = 30_000) => app.tmux.waitForScreen(app.pane, predicate, what, { timeoutMs });
  const keys = (...k: string[]) => app.tmux.sendKeys(app.pane, ...k);
  const statusLine = (lines: string[]) => lines.find((l) => l.startsWith('Graphs 1/16')) ?? '';
  const titleLine = (lines: string[]) => lines.find((l) => l.startsWith('#1 PrivBytes @ ')) ?? '';
  const ranges = async () => {
    const data = (await client.ok<{ export_ranges: Range[]; captured_at: string | null }>('winproc_get_graphs')).data;
    const of = (range: string) => data.export_ranges.find((r) => r.range === range)!;
    return { all: of('all'), visible: of('visible'), ab: of('ab'), capturedAt: data.captured_at };
  };
  const ms = (iso: string | null) => Date.parse(iso!);

  it('graphs a growing child, shows B−A and the elapsed time exactly, and keeps them across a resize', { timeout: 240_000 }, async () => {
    await waitScreen((lines) => lines.some((l) => /^ +PID Name +/.test(l)), 'the table');
    // Filter to the child, track it (its history is kept for two hours), move the cell cursor from CPU% to PrivBytes.
    await keys('/');
    await app.tmux.type(app.pane, name);
    await keys('Enter');
    await waitScreen((lines) => lines.some((l) => l.includes(` ${workload.pid} ${name} `)), 'the child alone');
    await keys('t', 'Right', 'g', 'G', 'Tab');
    await waitScreen((lines) => titleLine(lines).includes(`${name} (PID ${workload.pid}`) && lines.at(-1)?.startsWith('Graphs: ') === true, 'the child graphed, the Graphs focused');
    // One Graph column: the title has the whole width.
    await keys('L');
    await waitScreen((lines) => statusLine(lines).includes('cols 1'), 'one Graph column');

    await keys('a');
    await waitScreen((lines) => /A \d\d:\d\d:\d\d B -/.test(statusLine(lines)), 'marker A');
    const grown = await workload.grow(GROWTH_MIB);
    expect(grown).toBe(GROWTH_MIB);
    // Wait until the growth is sampled and displayed: the value at the cursor (live-follow) is at least 50 MiB above A.
    const valueOf = (text: string) => {
      const m = /^([\d.]+)([BKMG])$/.exec(text);
      return m ? Number(m[1]) * { B: 1, K: 1024, M: MiB, G: 1024 * MiB }[m[2] as 'B' | 'K' | 'M' | 'G'] : Number.NaN;
    };
    await waitScreen((lines) => {
      const m = / @ (\S+) {2}A (\S+) /.exec(titleLine(lines));
      return m !== null && valueOf(m[1]!) - valueOf(m[2]!) >= (GROWTH_MIB - 1) * MiB;
    }, 'the growth displayed');
    await keys('b');
    const withB = await waitScreen((lines) => titleLine(lines).includes('B−A '), 'B−A in the title');
    const title = titleLine(withB);
    const match = /B−A ([+-])([\d,]+) B in (.+? s|.+? min)  /.exec(title);
    expect(match, title).not.toBeNull();
    const delta = Number(match![2]!.replace(/,/g, '')) * (match![1] === '-' ? -1 : 1);
    // The child's private bytes grew by the 50 MiB it touched (plus a little of its own bookkeeping).
    expect(delta).toBeGreaterThanOrEqual(GROWTH_MIB * MiB);
    expect(delta).toBeLessThan((GROWTH_MIB + 8) * MiB);

    // MCP sees the same markers: the `ab` range is A..B, and the title's elapsed time is B − A.
    const { ab } = await ranges();
    expect(ab.available).toBe(true);
    expect(match![3]).toBe(formatElapsed(ms(ab.to) - ms(ab.from)));
    // B−A is the exact difference of the stored samples at those two times.
    const listed = (await client.ok<{ rows: { process_ref: string }[] }>('winproc_list_processes', { filter: { pid: workload.pid } })).data.rows[0]!.process_ref;
    const history = (await client.ok<HistoryRaw>('winproc_get_history', { metric_ids: ['private_bytes'], mode: 'raw', from: ab.from, to: ab.to, target: { process_ref: listed } })).data;
    const at = (iso: string) => BigInt(String((history.rows.find((row) => row.timestamp === iso)!.values as Record<string, unknown>).private_bytes));
    expect(BigInt(delta)).toBe(at(ab.to!) - at(ab.from!));

    // A resize redraws the workspace with its Graphs and markers (App state), smaller and back.
    await app.tmux.tmux('resize-window', '-t', 'main', '-x', '100', '-y', '34');
    await waitScreen((lines) => titleLine(lines).includes('B−A ') && lines.every((l) => [...l].length <= 100), 'the workspace after shrinking');
    await app.tmux.tmux('resize-window', '-t', 'main', '-x', '120', '-y', '40');
    await waitScreen((lines) => titleLine(lines) === title || titleLine(lines).startsWith(title.split(' @ ')[0]!), 'the workspace after growing back');

    // Shift-A jumps the cursor to A (off live-follow); `]` pans to the newest sample and follows live again; x clears.
    await keys('A');
    const atA = await waitScreen((lines) => statusLine(lines).includes('(cursor fixed)'), 'the cursor at A');
    const aTime = /A (\d\d:\d\d:\d\d)/.exec(statusLine(atA))![1]!;
    expect(statusLine(atA)).toContain(`cursor ${aTime}`);
    await keys(']');
    await waitScreen((lines) => statusLine(lines).includes('(following)'), 'live-follow again');
    await keys('x');
    await waitScreen((lines) => statusLine(lines).includes('A - B -') && !titleLine(lines).includes('B−A'), 'the markers cleared');
    expect((await ranges()).ab.available).toBe(false);
  });

  it('steps the span, pans back and follows again, and fits everything retained; MCP\'s visible range follows', { timeout: 300_000 }, async () => {
    // 5 min → 2 min → 1 min.
    await keys('PageDown', 'PageDown');
    await waitScreen((lines) => statusLine(lines).includes('span 1 min'), 'a one-minute span');
    let r = await ranges();
    expect(ms(r.visible.to) - ms(r.visible.from)).toBeLessThanOrEqual(60_000);
    // A pan moves the range by half a span and stops where the range starts at the oldest sample: wait for a minute
    // and a half of history (spans are real time), so one pan back has its whole 30 s of room.
    r = await waitFor(async () => {
      const now = await ranges();
      return ms(now.visible.from) > ms(now.all.from) + 31_000 ? now : null;
    }, 'a minute and a half of history', 150_000, 1_000);
    await keys('[');
    await waitScreen((lines) => statusLine(lines).includes('(cursor fixed)'), 'the range panned back');
    const panned = await ranges();
    expect(ms(panned.visible.to)).toBeLessThanOrEqual(ms(r.visible.to) - 29_000);
    expect(ms(panned.visible.to) - ms(panned.visible.from)).toBeLessThanOrEqual(60_000);
    expect(ms(panned.visible.from)).toBeLessThan(ms(r.visible.from));
    // The fixed range stays put while samples arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await ranges()).visible.to).toBe(panned.visible.to);
    await keys(']', ']', ']');
    await waitScreen((lines) => statusLine(lines).includes('(following)'), 'live-follow after panning forward');
    await keys('f');
    await waitScreen((lines) => statusLine(lines).includes('span fit'), 'the span fitted');
    const fitted = await ranges();
    expect(fitted.visible.from).toBe(fitted.all.from);
  });
});
