// Graphs one logical CPU from the System panel on a real terminal (the built TUI in tmux, sampling every 200 ms through
// the named test hook WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS): Tab focuses the system panels, → walks MEM to the CPU
// total and on to CPU 0's cell, g adds its Graph, and the Graph's title on screen names CPU0% of the system, as does
// winproc_get_graphs. The application reads /proc/stat from a file the test rewrites (test hook
// WINPROC_TUI_TEST_PROC_STAT; the rest is the real /proc), so the CPU panel shows four CPUs with known shares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveApp, type Session } from '../support/live-app.js';
import { cpuLine, ProcStatFile } from '../support/proc-stat.js';
import { requireTmux } from '../support/tmux.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('tui-per-core.test.ts: skipped, tmux is not installed (apt-get install tmux)\n');

/** Per version of the file: CPU 0 25 % busy, CPU 1 50 %, CPU 2 idle, CPU 3 fully busy. */
function statText(version: number): string {
  const cpus = [[25, 75], [50, 50], [0, 100], [100, 0]].map(([busy, idle]) => [1000 + busy! * version, 1000 + idle! * version] as const);
  const total = cpus.reduce(([u, i], [cu, ci]) => [u + cu, i + ci], [0, 0]);
  return cpuLine('cpu', total[0]!, 0, total[1]!) + cpus.map(([user, idle], n) => cpuLine(`cpu${n}`, user, 0, idle)).join('') + 'btime 1796217256\n';
}

describe.skipIf(!HAS_TMUX)('a logical CPU graphed from the System panel', () => {
  let app: LiveApp;
  let client: Session;
  let stat: ProcStatFile;

  beforeAll(async () => {
    stat = new ProcStatFile(statText);
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '200', WINPROC_TUI_TEST_PROC_STAT: stat.path });
    client = await app.connect();
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    stat?.stop();
  });

  const waitScreen = (predicate: (lines: string[]) => boolean, what: string) => app.tmux.waitForScreen(app.pane, predicate, what, { timeoutMs: 30_000 });
  const keys = (...k: string[]) => app.tmux.sendKeys(app.pane, ...k);

  it('Tab, → to CPU 0, g: the Graph titled CPU0% of the system', { timeout: 120_000 }, async () => {
    // The CPU panel lists every CPU after the total (each CPU's whole percent): 25, 50, 0 and 100; the total is their mean.
    await waitScreen((lines) => lines.some((l) => /Total 43.8% 0:25 1:50 2:0 3:/.test(l)), 'the CPU panel with four CPUs (the panel cuts the line at its width)');
    await keys('Tab');
    await waitScreen((lines) => lines.at(-1)?.startsWith('System: ') === true, 'the system panels focused');
    // MEM Used, Avail, Commit, then CPU Total, then CPU 0.
    await keys('Right', 'Right', 'Right', 'Right', 'g', 'G');
    const shown = await waitScreen((lines) => lines.some((l) => l.startsWith('#1 CPU0% @ ')), 'the Graph of CPU 0');
    const title = shown.find((l) => l.startsWith('#1 CPU0% @ '))!;
    expect(title).toMatch(/^#1 CPU0% @ 25\.0%?/);
    expect(title).toContain('system');
    const graphs = (await client.ok<{ graphs: { metric_id: string; target: Record<string, unknown> }[] }>('winproc_get_graphs')).data.graphs;
    expect(graphs).toEqual([expect.objectContaining({ metric_id: 'cpu_core_0_percent', target: { system: true } })]);
  });
});
