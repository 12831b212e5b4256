// The floor rows of `npm run bench -- monitor-cost --floor` (issue 31) as numbers: what the application costs beyond
// its sampling pass, how its CPU splits into the runtime's floor, the pass, the drawing floor and the rest, and what
// issue 31's goal leaves above the floors no Node monitor of these metrics can go below (the kernel's reads and the
// drawing, with ink and without it). Pure arithmetic on the run's medians (test/unit/bench/monitor-cost-floor.test.ts);
// the rows themselves are bench/floor/* and bench/proc-read-floor.c.

/** The floor rows' labels in the bench's table. */
export const PASS_ONLY = 'winproc-tui pass only';
export const NODE_IDLE = 'node idle';
export const INK_FLOOR = 'ink frame floor';
export const RAW_FLOOR = 'raw frame floor';
export const KERNEL_READS = 'kernel reads (C)';

/** One run's medians at one level: whole-tree CPU% and, where measured, CPU% per thread name. */
export interface RunMedians {
  readonly cpuPercent: number;
  readonly threads: ReadonlyMap<string, number> | null;
}

/** Whether a label is a winproc-tui build's whole application (with or without a client or Graphs), not a floor row. */
export function isWholeApplication(label: string): boolean {
  return label.startsWith('winproc-tui') && !label.startsWith(PASS_ONLY);
}

/** CPU% per thread name of `whole` minus `part` (a name missing from one side counts 0), largest first, as `name +x.xx`. */
export function threadDifference(whole: ReadonlyMap<string, number>, part: ReadonlyMap<string, number>): string {
  const names = new Set([...whole.keys(), ...part.keys()]);
  return [...names]
    .map((name) => [name, (whole.get(name) ?? 0) - (part.get(name) ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([name, delta]) => `${name} ${delta >= 0 ? '+' : ''}${delta.toFixed(2)}`)
    .join(', ');
}

const pct = (value: number) => `${value.toFixed(2)}%`;
const ratio = (value: number, of: number | undefined) => (of === undefined || of <= 0 ? 'n/a' : `${(value / of).toFixed(2)}x`);

/**
 * Issue 31's CPU goal for the whole application at a level, from the peers in the same run: at most btop's at the
 * host's own processes (+0); at most 1.5x btop's and 0.5x htop's with extra processes (the lower; either alone where
 * the other was skipped). Null where the peers it needs were not measured.
 */
export function cpuGoal(level: number, btop: number | undefined, htop: number | undefined): { percent: number; rule: string } | null {
  if (level === 0) return btop === undefined ? null : { percent: btop, rule: "1x btop's" };
  const bounds = [
    ...(btop === undefined ? [] : [{ percent: 1.5 * btop, rule: "1.5x btop's" }]),
    ...(htop === undefined ? [] : [{ percent: 0.5 * htop, rule: "0.5x htop's" }]),
  ];
  if (bounds.length === 0) return null;
  return bounds.reduce((low, bound) => (bound.percent < low.percent ? bound : low));
}

/**
 * The lines printed under the table for one level: the pass only against htop and btop; each whole application's
 * "beyond the pass" (whole − pass only, in all and per thread); the node and ink floors; and the whole application's
 * split into the runtime (node idle), the pass's own work (pass only − node idle), the drawing floor (ink frame floor −
 * node idle) and the rest, which is this application's own beyond those floors. `span` says what was measured (the
 * window, or a time slice). Nothing where the pass only row is missing (a run without --floor).
 */
export function floorSummary(level: number, runs: ReadonlyMap<string, RunMedians>, span: string): string[] {
  const pass = runs.get(PASS_ONLY);
  if (pass === undefined) return [];
  const node = runs.get(NODE_IDLE);
  const ink = runs.get(INK_FLOOR);
  const htop = runs.get('htop')?.cpuPercent;
  const btop = runs.get('btop')?.cpuPercent;
  const lines = [`floor at +${level}, ${span} (CPU% of one core, medians over the rounds):`];
  lines.push(`  pass only ${pct(pass.cpuPercent)}: ${ratio(pass.cpuPercent, btop)} btop's, ${ratio(pass.cpuPercent, htop)} htop's`);
  if (node !== undefined) lines.push(`  node idle ${pct(node.cpuPercent)}`);
  const raw = runs.get(RAW_FLOOR);
  const kernel = runs.get(KERNEL_READS);
  const beyondIdle = (floor: RunMedians) => (node !== undefined ? ` (drawing beyond node idle ${pct(floor.cpuPercent - node.cpuPercent)})` : '');
  if (ink !== undefined) lines.push(`  ink frame floor ${pct(ink.cpuPercent)}${beyondIdle(ink)}`);
  if (raw !== undefined) lines.push(`  raw frame floor ${pct(raw.cpuPercent)}${beyondIdle(raw)}`);
  if (kernel !== undefined) lines.push(`  kernel reads (C) ${pct(kernel.cpuPercent)}`);
  const goal = cpuGoal(level, btop, htop);
  if (goal !== null && kernel !== undefined) {
    lines.push(`  goal for the whole application ${pct(goal.percent)} (${goal.rule}); the floors under it, what it leaves above them for the pass's own work, V8's compiling and collecting, the model and the rest of the drawing:`);
    for (const [name, drawing] of [['ink', ink], ['without ink (raw)', raw]] as const) {
      if (drawing === undefined) continue;
      const floors = kernel.cpuPercent + drawing.cpuPercent;
      lines.push(`    ${name}: kernel reads ${pct(kernel.cpuPercent)} + frame floor ${pct(drawing.cpuPercent)} = ${pct(floors)} (${ratio(floors, goal.percent)} the goal), leaving ${pct(goal.percent - floors)}`);
    }
  }
  for (const [label, whole] of runs) {
    if (!isWholeApplication(label)) continue;
    // At +0 the goal is btop's own figure: its ratio is already there.
    const ofGoal = goal !== null && level !== 0 ? `, ${ratio(whole.cpuPercent, goal.percent)} the goal` : '';
    lines.push(`  ${label} ${pct(whole.cpuPercent)} (${ratio(whole.cpuPercent, btop)} btop's${ofGoal}): beyond the pass ${pct(whole.cpuPercent - pass.cpuPercent)}`);
    if (whole.threads !== null && pass.threads !== null) lines.push(`    beyond the pass per thread: ${threadDifference(whole.threads, pass.threads)}`);
    if (node !== undefined && ink !== undefined) {
      const drawing = ink.cpuPercent - node.cpuPercent;
      const rest = whole.cpuPercent - pass.cpuPercent - drawing;
      lines.push(`    = runtime ${pct(node.cpuPercent)} + pass ${pct(pass.cpuPercent - node.cpuPercent)} + drawing floor ${pct(drawing)} + the rest ${pct(rest)}`);
    }
  }
  return lines;
}
