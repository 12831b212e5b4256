// Per-CPU utilization through MCP (issue 32): the real application in a private tmux server, the real bridge over
// stdio (SDK client). The application reads its /proc/stat from a file this test rewrites (the test hook
// WINPROC_TUI_TEST_PROC_STAT, src/contract/test-hooks.ts; every other file is the real /proc), so the per-CPU
// jiffies are known: winproc_get_metrics and winproc_get_history (raw and summary) must return each CPU's share
// exactly as those deltas give it, the catalog lists the family, and a CPU the host does not have is unavailable.
// The real /proc/stat path (no hook) is test/integration/collectors/sampler-worker.test.ts: the real sampler thread
// reports a number for cpu_core_0_percent and an entry for each online CPU of this host; users never set the hook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveApp, waitFor, type HistoryRaw, type HistorySummary, type Session } from '../support/live-app.js';
import { cpuLine, ProcStatFile } from '../support/proc-stat.js';
import { requireTmux } from '../support/tmux.js';

/** Jiffies each CPU adds per version of the file: user, system, idle (nice, iowait, irq, softirq, steal stay 0). */
const STEP: readonly (readonly [number, number, number])[] = [
  [30, 0, 70], // 30 %
  [1, 1, 1], // 2/3
  [0, 0, 13], // idle: 0
  [5, 2, 0], // 100 %
];
/**
 * What the collector must report per CPU: busy over total jiffies of one step, whatever number of versions a pass
 * spans (k·busy / k·total is the same real number, so the same double), as the same expression computes it.
 */
const EXPECTED = STEP.map(([user, system, idle]) => ((user + system) / (user + system + idle)) * 100);
const CORE_IDS = STEP.map((_, n) => `cpu_core_${n}_percent`);

function statText(version: number): string {
  const per = STEP.map(([user, system, idle]) => [1000 + user * version, 1000 + system * version, 1000 + idle * version] as const);
  const sum = (i: 0 | 1 | 2) => per.reduce((total, cpu) => total + cpu[i], 0);
  // btime: the real host's is not needed for CPU shares; a fixed one keeps process start times stable.
  return cpuLine('cpu', sum(0), sum(1), sum(2)) + per.map(([u, s, i], n) => cpuLine(`cpu${n}`, u, s, i)).join('') + 'btime 1796217256\n';
}

describe.skipIf(!requireTmux())('per-CPU metrics through the real bridge', () => {
  let app: LiveApp;
  let client: Session;
  let stat: ProcStatFile;

  beforeAll(async () => {
    // Rewritten faster than the 200 ms sampling, so consecutive passes almost always read different versions; a pass
    // that read the same one twice has no jiffies between them and reports `unknown`, which the checks below allow.
    stat = new ProcStatFile(statText);
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '200', WINPROC_TUI_TEST_PROC_STAT: stat.path });
    client = await app.connect();
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    stat?.stop();
  });

  it('winproc_list_metrics lists cpu_core_0..255_percent as float percent system metrics', async () => {
    const data = (await client.ok<{ metrics: { id: string; target_kind: string; unit: string; representation: string }[] }>('winproc_list_metrics', { target_kind: 'system' })).data;
    const cores = data.metrics.filter((m) => m.id.startsWith('cpu_core_'));
    expect(cores.map((m) => m.id)).toEqual(Array.from({ length: 256 }, (_, n) => `cpu_core_${n}_percent`));
    expect(cores.every((m) => m.target_kind === 'system' && m.unit === 'percent' && m.representation === 'float')).toBe(true);
  });

  it('winproc_get_metrics returns each CPU exactly as the /proc/stat deltas give it; a CPU the host lacks is unavailable', async () => {
    const sample = await waitFor(async () => {
      const data = (await client.ok<{ samples: { values: Record<string, number>; unavailable: Record<string, string> }[] }>('winproc_get_metrics', { metric_ids: [...CORE_IDS, 'cpu_core_4_percent', 'cpu_average_percent'] })).data;
      const s = data.samples[0]!;
      return CORE_IDS.every((id) => id in s.values) ? s : null;
    }, 'a sample with every CPU measured');
    expect(CORE_IDS.map((id) => sample.values[id])).toEqual(EXPECTED);
    expect(sample.unavailable).toEqual({ cpu_core_4_percent: 'unknown' });
    expect(sample.values.cpu_average_percent).toBe(EXPECTED.reduce((a, b) => a + b, 0) / EXPECTED.length);
  });

  it('winproc_get_history raw rows and summaries hold the exact per-CPU values of every stored sample', async () => {
    const raw = await waitFor(async () => {
      const data = (await client.ok<HistoryRaw>('winproc_get_history', { metric_ids: CORE_IDS, mode: 'raw' })).data;
      return data.rows.filter((row) => CORE_IDS.every((id) => id in row.values)).length >= 5 ? data : null;
    }, 'five stored samples with every CPU measured');
    let measured = 0;
    for (const [i, row] of raw.rows.entries()) {
      for (const [n, id] of CORE_IDS.entries()) {
        if (!(id in row.values)) continue;
        expect(row.values[id], `${id} in row ${i}`).toBe(EXPECTED[n]);
        measured++;
      }
    }
    expect(measured).toBeGreaterThanOrEqual(5 * CORE_IDS.length);

    const summary = (await client.ok<HistorySummary>('winproc_get_history', { metric_ids: CORE_IDS, mode: 'summary' })).data;
    for (const [n, id] of CORE_IDS.entries()) {
      const m = summary.metrics[id]!;
      expect(m.available_value_count).toBeGreaterThanOrEqual(5);
      expect([m.min, m.max, m.mean]).toEqual([EXPECTED[n], EXPECTED[n], EXPECTED[n]]);
    }
  });
});
