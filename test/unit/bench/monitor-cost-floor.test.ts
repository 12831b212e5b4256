// The floor rows of `npm run bench -- monitor-cost --floor` (issue 31): the option, the arithmetic of "beyond the pass"
// and the split into runtime, pass, drawing floor and the rest.
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../bench/monitor-cost.js';
import { cpuGoal, floorSummary, INK_FLOOR, isWholeApplication, KERNEL_READS, NODE_IDLE, PASS_ONLY, RAW_FLOOR, threadDifference, type RunMedians } from '../../../bench/monitor-cost-floor.js';

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

  it("takes issue 31's goal from the peers of the same run: btop's at +0, the lower of 1.5x btop's and 0.5x htop's beyond", () => {
    expect(cpuGoal(0, 0.6, 0.5)).toEqual({ percent: 0.6, rule: "1x btop's" });
    expect(cpuGoal(0, undefined, 0.5)).toBeNull();
    expect(cpuGoal(1000, 1.8, 5.83)).toEqual({ percent: 2.7, rule: "1.5x btop's" });
    expect(cpuGoal(1000, 3, 5)).toEqual({ percent: 2.5, rule: "0.5x htop's" });
    expect(cpuGoal(2000, undefined, 5)).toEqual({ percent: 2.5, rule: "0.5x htop's" });
    expect(cpuGoal(2000, undefined, undefined)).toBeNull();
  });

  it('prints the kernel reads and both frame floors against the goal, and each application as a multiple of it', () => {
    const runs = new Map<string, RunMedians>([
      ['winproc-tui', run(4.5)],
      ['htop', run(5.8)],
      ['btop', run(1.8)],
      [PASS_ONLY, run(2.8)],
      [NODE_IDLE, run(0.1)],
      [INK_FLOOR, run(0.45)],
      [RAW_FLOOR, run(0.15)],
      [KERNEL_READS, run(1.25)],
    ]);
    expect(floorSummary(1000, runs, 'window 5-35 s')).toEqual([
      'floor at +1000, window 5-35 s (CPU% of one core, medians over the rounds):',
      "  pass only 2.80%: 1.56x btop's, 0.48x htop's",
      '  node idle 0.10%',
      '  ink frame floor 0.45% (drawing beyond node idle 0.35%)',
      '  raw frame floor 0.15% (drawing beyond node idle 0.05%)',
      '  kernel reads (C) 1.25%',
      "  goal for the whole application 2.70% (1.5x btop's); the floors under it, what it leaves above them for the pass's own work, V8's compiling and collecting, the model and the rest of the drawing:",
      '    ink: kernel reads 1.25% + frame floor 0.45% = 1.70% (0.63x the goal), leaving 1.00%',
      '    without ink (raw): kernel reads 1.25% + frame floor 0.15% = 1.40% (0.52x the goal), leaving 1.30%',
      "  winproc-tui 4.50% (2.50x btop's, 1.67x the goal): beyond the pass 1.70%",
      '    = runtime 0.10% + pass 2.70% + drawing floor 0.35% + the rest 1.35%',
    ]);
  });

  it('prints nothing without the pass only row, and n/a for a peer that was skipped', () => {
    expect(floorSummary(1000, new Map([['winproc-tui', run(7)]]), 'w')).toEqual([]);
    expect(floorSummary(1000, new Map([[PASS_ONLY, run(3.5)]]), '15-45 s')).toEqual(['floor at +1000, 15-45 s (CPU% of one core, medians over the rounds):', "  pass only 3.50%: n/a btop's, n/a htop's"]);
  });
});
