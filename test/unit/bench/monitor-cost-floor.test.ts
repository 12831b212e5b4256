// The floor rows of `npm run bench -- monitor-cost --floor` (issue 31): the option, the arithmetic of "beyond the pass"
// and the split into runtime, pass, drawing floor and the rest.
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../bench/monitor-cost.js';
import { floorSummary, INK_FLOOR, isWholeApplication, NODE_IDLE, PASS_ONLY, threadDifference, type RunMedians } from '../../../bench/monitor-cost-floor.js';

const run = (cpuPercent: number, threads: Record<string, number> | null = null): RunMedians => ({ cpuPercent, threads: threads === null ? null : new Map(Object.entries(threads)) });

describe('monitor-cost --floor', () => {
  it('is off unless named, on with --floor beside the other options', () => {
    expect(parseOptions(['--window=10']).floor).toBe(false);
    const options = parseOptions(['--floor', '--levels=0,1000', '--window=30', '--slices=45,15']);
    expect(options.floor).toBe(true);
    expect(options.levels).toEqual([0, 1000]);
    expect(options.windowS).toBe(30);
    expect(options.slices).toEqual([15, 45]);
  });

  it('tells the whole application apart from the pass only row', () => {
    expect(isWholeApplication('winproc-tui')).toBe(true);
    expect(isWholeApplication('winproc-tui (baseline) + client')).toBe(true);
    expect(isWholeApplication(PASS_ONLY)).toBe(false);
    expect(isWholeApplication('btop')).toBe(false);
  });

  it('subtracts per thread, a thread missing on one side counting 0, largest difference first', () => {
    const whole = new Map([['main', 0.7], ['v8-workers', 1.33], ['wpt-sampler', 0.57]]);
    const pass = new Map([['main', 0.1], ['v8-workers', 0.33], ['wpt-sampler', 0.6], ['libuv-pool', 0.01]]);
    expect(threadDifference(whole, pass)).toBe('v8-workers +1.00, main +0.60, libuv-pool -0.01, wpt-sampler -0.03');
  });

  it('prints beyond the pass and the split for each whole application, against htop and btop', () => {
    const runs = new Map<string, RunMedians>([
      ['winproc-tui', run(2.6, { main: 0.7, 'v8-workers': 1.33, 'wpt-sampler': 0.57 })],
      ['htop', run(0.6)],
      ['btop', run(0.7)],
      [PASS_ONLY, run(0.9, { main: 0.1, 'v8-workers': 0.2, 'wpt-sampler': 0.6 })],
      [NODE_IDLE, run(0.05, { main: 0.02, 'v8-workers': 0.03 })],
      [INK_FLOOR, run(0.45, { main: 0.3, 'v8-workers': 0.15 })],
      ['winproc-tui + client', run(3.0)],
    ]);
    expect(floorSummary(0, runs, 'window 5-35 s')).toEqual([
      'floor at +0, window 5-35 s (CPU% of one core, medians over the rounds):',
      "  pass only 0.90%: 1.29x btop's, 1.50x htop's",
      '  node idle 0.05%',
      '  ink frame floor 0.45% (drawing beyond node idle 0.40%)',
      "  winproc-tui 2.60% (3.71x btop's): beyond the pass 1.70%",
      '    beyond the pass per thread: v8-workers +1.13, main +0.60, wpt-sampler -0.03',
      '    = runtime 0.05% + pass 0.85% + drawing floor 0.40% + the rest 1.30%',
      "  winproc-tui + client 3.00% (4.29x btop's): beyond the pass 2.10%",
      '    = runtime 0.05% + pass 0.85% + drawing floor 0.40% + the rest 1.70%',
    ]);
  });

  it('prints nothing without the pass only row, and n/a for a peer that was skipped', () => {
    expect(floorSummary(1000, new Map([['winproc-tui', run(7)]]), 'w')).toEqual([]);
    expect(floorSummary(1000, new Map([[PASS_ONLY, run(3.5)]]), '15-45 s')).toEqual(['floor at +1000, 15-45 s (CPU% of one core, medians over the rounds):', "  pass only 3.50%: n/a btop's, n/a htop's"]);
  });
});
