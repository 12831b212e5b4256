// Idle memory of the built application: starts dist/cli.js in a private tmux terminal (160x45, production build,
// fresh config and runtime directories), leaves it idle and samples once a minute its RSS and, through the
// WINPROC_TUI_TEST_MEMORY_LOG hook, its heap, performance entries and history ring bytes, so growth by design
// (history rings filling to their capacity) is told apart from a leak. Prints the growth; never asserts.
// Run alone: npx tsx bench/idle-rss.ts [minutes] [log.jsonl]   (npm run bench idle-rss: 30 minutes, only when named)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MemoryLogLine } from '../src/app/memory-log.js';
import { TmuxServer } from '../test/support/tmux.js';
import type { BenchResult } from './stats.js';

/** The built entry; WINPROC_IDLE_CLI points at a copy so a rebuild of dist/ during a long run does not matter. */
// The test build: the memory log is a test hook, which the published dist/ does not carry (src/contract/test-hooks.ts).
const CLI = process.env.WINPROC_IDLE_CLI ?? resolve(import.meta.dirname, '../build/test-hooks/dist/cli.js');

function vmRssBytes(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const MB = 1024 * 1024;

export async function benchIdleRss(minutes = 30, logPath?: string): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const home = mkdtempSync(join(tmpdir(), 'winproc-idle-'));
  const memoryLog = logPath ?? join(home, 'memory.jsonl');
  const env = { XDG_RUNTIME_DIR: join(home, 'run'), XDG_CONFIG_HOME: join(home, 'config') };
  const tmux = await TmuxServer.start({ width: 160, height: 45, env: { ...env, WINPROC_TUI_TEST_MEMORY_LOG: memoryLog } });
  try {
    // --expose-gc lets the memory log read the live heap after a full collection (see src/app/memory-log.ts).
    await tmux.runCommand('main:0', `mkdir -m 700 -p "$XDG_RUNTIME_DIR" && exec node --expose-gc ${CLI}`);
    await tmux.waitForScreen('main:0', (lines) => lines.some((line) => line.includes('PID')), 'the process table');
    const pid = Number(await tmux.display('main:0', '#{pane_pid}'));
    const rss: number[] = [];
    for (let minute = 0; minute <= minutes; minute += 1) {
      if (minute > 0) await new Promise((done) => setTimeout(done, 60_000));
      const bytes = vmRssBytes(pid);
      if (bytes === null) throw new Error(`the application (pid ${pid}) ended during the idle run`);
      rss.push(bytes);
      process.stderr.write(`idle-rss: minute ${minute} rss ${(bytes / MB).toFixed(1)} MB\n`);
    }
    const lines = readFileSync(memoryLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as MemoryLogLine);
    // The first minute is start-up (workers, first passes, JIT); growth is counted from minute 1.
    const base = lines[1] ?? lines[0]!;
    const last = lines.at(-1)!;
    const growth = (key: Exclude<keyof MemoryLogLine, 'after_gc' | 'startup_pages' | 'worker_start_pages' | 'spaces'>) => ((last[key] - base[key]) / MB).toFixed(2);
    const deltas = rss.slice(1).map((value, i) => (value - rss[i]!) / MB);
    return [
      {
        name: `idle RSS growth per minute over ${minutes} min (160x45, production build)`,
        unit: 'MB',
        runs: deltas.length,
        median: [...deltas].sort((a, b) => a - b)[Math.floor(deltas.length / 2)] ?? Number.NaN,
        p99: Math.max(...deltas),
        min: Math.min(...deltas),
        max: Math.max(...deltas),
        notes: {
          rss_start_mb: (rss[1]! / MB).toFixed(1),
          rss_end_mb: (rss.at(-1)! / MB).toFixed(1),
          rss_growth_mb: ((rss.at(-1)! - rss[1]!) / MB).toFixed(2),
          main_live_heap_growth_mb: growth('heap_used'),
          main_heap_total_growth_mb: growth('heap_total'),
          main_external_growth_mb: growth('external'),
          main_history_bytes_growth_mb: growth('history_bytes'),
          performance_entries_end: last.performance_entries,
          retained_processes_end: last.retained_processes,
          log: memoryLog,
        },
      },
    ];
  } finally {
    await tmux.sendKeys('main:0', 'q').catch(() => undefined);
    await new Promise((done) => setTimeout(done, 2000));
    await tmux.kill();
    if (!logPath) rmSync(home, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatResult } = await import('./stats.js');
  const minutes = Number(process.argv[2] ?? 30);
  for (const result of await benchIdleRss(minutes, process.argv[3])) process.stdout.write(`${formatResult(result)}\n`);
}
