// Memory of the running application up to and past history retention: starts one or more builds side by side, each in
// its own private tmux terminal (160x45), with N extra sleeping processes, and prints every period each one's RSS split
// as /proc/PID/smaps_rollup splits it (anonymous vs file-backed) and, from the test build's memory log, each thread's
// V8 heap and the main thread's history ring bytes, and its CPU over the period (builds run at once share the load). Numbers only; never asserts.
// With --churn=N, N of the extra processes exit and N new ones start each period (after --churn-after=S seconds), so
// dead lifetimes' rings are retained for their retention and then freed while the count of live processes stays.
// Run: npx tsx bench/memory-retention.ts [--extra=1000] [--seconds=150] [--period=15] [--interval-ms=N] [--churn=N]
//        [--churn-after=S]
//        [--variant=LABEL=CLI[,ENV=VALUE...][,node:FLAG...]]...   (default: this tree's test build; without node:
//        flags a variant runs with the shipped entry's, APPLICATION_NODE_FLAGS)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MemoryLogLine } from '../src/app/memory-log.js';
import { APPLICATION_NODE_FLAGS } from '../src/bridge/launcher.js';
import { TmuxServer } from '../test/support/tmux.js';

interface Variant {
  readonly label: string;
  readonly cli: string;
  readonly env: Record<string, string>;
  readonly nodeFlags: string[];
}

const MB = 1024 * 1024;

function option(name: string, fallback: number): number {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
}

function variants(): Variant[] {
  const given = process.argv.filter((arg) => arg.startsWith('--variant=')).map((arg) => arg.slice('--variant='.length));
  if (given.length === 0) given.push(`this=${resolve(import.meta.dirname, '../build/test-hooks/dist/cli.js')}`);
  return given.map((spec) => {
    const [head, ...rest] = spec.split(',');
    const [label, cli] = head!.split('=') as [string, string];
    const env: Record<string, string> = {};
    const nodeFlags: string[] = [];
    for (const part of rest) {
      if (part.startsWith('node:')) nodeFlags.push(part.slice(5));
      else {
        const at = part.indexOf('=');
        env[part.slice(0, at)] = part.slice(at + 1);
      }
    }
    // No node: flag given: the flags the shipped entry runs with (its shebang, npm start, the bridge's launcher), so the
    // default measures the application as a person runs it (without them the main isolate's new space alone grows to 32 MB).
    return { label, cli, env, nodeFlags: nodeFlags.length > 0 ? nodeFlags : [...APPLICATION_NODE_FLAGS] };
  });
}

function rollup(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').split('\n')) {
    const match = /^(\w+):\s+(\d+) kB/.exec(line);
    if (match) out[match[1]!] = Number(match[2]) * 1024;
  }
  return out;
}

/** The largest mappings by RSS, anonymous ones named by size, so heaps, arenas and thread stacks can be told apart. */
function largestMappings(pid: number, count: number): string[] {
  const text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const maps: { name: string; size: number; rss: number }[] = [];
  let current: { name: string; size: number; rss: number } | null = null;
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      current = { name: header[3] || '[anon]', size: (parseInt(header[2]!, 16) - parseInt(header[1]!, 16)) / 1024, rss: 0 };
      maps.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss = Number(rss[1]);
  }
  const anon = maps.filter((m) => m.name === '[anon]' || m.name === '[heap]');
  const bySize = new Map<string, { n: number; rss: number }>();
  for (const m of anon) {
    const key = m.name === '[heap]' ? '[heap]' : m.size >= 65536 ? '64MB+' : m.size >= 1024 ? `${Math.round(m.size / 1024)}MB` : `${m.size}kB`;
    const entry = bySize.get(key) ?? { n: 0, rss: 0 };
    entry.n += 1;
    entry.rss += m.rss;
    bySize.set(key, entry);
  }
  return [...bySize.entries()]
    .sort((a, b) => b[1].rss - a[1].rss)
    .slice(0, count)
    .map(([key, v]) => `${key} x${v.n}: ${(v.rss / 1024).toFixed(1)} MB`);
}

/** utime + stime of the whole process (every thread) in clock ticks (1/100 s). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Ticks per thread name (V8's and libuv's helper threads are all named `node`), summed. */
function threadTicks(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      const label = name === 'node' && tid === String(pid) ? 'main' : name;
      byName.set(label, (byName.get(label) ?? 0) + Number(fields[11]) + Number(fields[12]));
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return byName;
}

function lastLines(path: string): Map<string, MemoryLogLine> {
  const byThread = new Map<string, MemoryLogLine>();
  if (!existsSync(path)) return byThread;
  for (const line of readFileSync(path, 'utf8').trim().split('\n')) {
    if (!line) continue;
    const parsed = JSON.parse(line) as MemoryLogLine & { thread?: string };
    byThread.set(parsed.thread ?? 'main', parsed);
  }
  return byThread;
}

async function main(): Promise<void> {
  const extra = option('extra', 1000);
  const seconds = option('seconds', 150);
  const period = option('period', 15);
  const intervalMs = option('interval-ms', 0);
  const churn = option('churn', 0);
  const churnAfter = option('churn-after', 0);
  const sleepers: ChildProcess[] = [];
  const sleeper = (): ChildProcess => spawn('sleep', ['100000'], { stdio: 'ignore' });
  for (let i = 0; i < extra; i++) sleepers.push(sleeper());
  const killAll = () => sleepers.forEach((child) => child.kill());
  process.on('SIGINT', () => (killAll(), process.exit(130)));
  const runs: { variant: Variant; tmux: TmuxServer; pid: number; home: string; log: string; ticks: number; threads: Map<string, number> }[] = [];
  try {
    for (const variant of variants()) {
      const home = mkdtempSync(join(tmpdir(), 'winproc-memret-'));
      mkdirSync(join(home, 'run'), { mode: 0o700 });
      const log = join(home, 'memory.jsonl');
      const env: Record<string, string> = {
        XDG_RUNTIME_DIR: join(home, 'run'),
        XDG_CONFIG_HOME: join(home, 'config'),
        HOME: home,
        WINPROC_TUI_TEST_MEMORY_LOG: log,
        WINPROC_TUI_TEST_MEMORY_LOG_PERIOD_MS: String(period * 1000),
        ...(intervalMs > 0 ? { WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: String(intervalMs) } : {}),
        ...variant.env,
      };
      const tmux = await TmuxServer.start({ width: 160, height: 45, env });
      await tmux.runCommand('main:0', `exec node ${variant.nodeFlags.join(' ')} ${variant.cli}`);
      await tmux.waitForScreen('main:0', (lines) => lines.some((line) => line.includes('PID')), 'the process table');
      const pid = Number(await tmux.display('main:0', '#{pane_pid}'));
      runs.push({ variant, tmux, pid, home, log, ticks: 0, threads: new Map() });
    }
    const started = Date.now();
    for (const run of runs) {
      run.ticks = cpuTicks(run.pid);
      run.threads = threadTicks(run.pid);
    }
    for (;;) {
      await new Promise((done) => setTimeout(done, period * 1000));
      const t = Math.round((Date.now() - started) / 1000);
      // The oldest sleepers exit and as many new ones start: their lifetimes' rings stay retained, then go.
      if (churn > 0 && t >= churnAfter) {
        for (const child of sleepers.splice(0, Math.min(churn, sleepers.length))) child.kill();
        for (let i = 0; i < churn; i++) sleepers.push(sleeper());
      }
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      for (const run of runs) {
        const r = rollup(run.pid);
        const threads = lastLines(run.log);
        const heaps = [...threads.entries()]
          .map(([name, l]) => `${name} ${(l.heap_used / MB).toFixed(1)}/${(l.heap_total / MB).toFixed(1)}`)
          .join(' ');
        const main = threads.get('main');
        const ticks = cpuTicks(run.pid);
        const cpu = `cpu ${((ticks - run.ticks) / period).toFixed(1)}%`;
        run.ticks = ticks;
        const perThread = threadTicks(run.pid);
        const threadCpu = [...perThread.entries()]
          .map(([name, n]) => [name, (n - (run.threads.get(name) ?? 0)) / period] as const)
          .filter(([, v]) => v > 0)
          .sort((a, b) => b[1] - a[1])
          .map(([name, v]) => `${name} ${v.toFixed(1)}`)
          .join(',');
        run.threads = perThread;
        process.stdout.write(
          `t=${t}s load ${load} ${run.variant.label}: ${cpu} rss ${(r.Rss! / MB).toFixed(1)} anon ${(r.Anonymous! / MB).toFixed(1)} ` +
            `file ${((r.Rss! - r.Anonymous!) / MB).toFixed(1)} | heaps used/total ${heaps} | main ab ${((main?.array_buffers ?? 0) / MB).toFixed(1)} ` +
            `history ${((main?.history_bytes ?? 0) / MB).toFixed(1)} procs ${main?.retained_processes ?? '?'} | threads ${threadCpu}\n`,
        );
      }
      if (t >= seconds) break;
    }
    for (const run of runs) process.stdout.write(`${run.variant.label} anonymous mappings: ${largestMappings(run.pid, 8).join('; ')}\n`);
    // Each isolate's heap spaces at the end (committed/used MB), so a heap's room can be told from its objects.
    for (const run of runs) {
      for (const [thread, line] of lastLines(run.log)) {
        const spaces = Object.entries(line.spaces ?? {})
          .filter(([, [committed]]) => committed > 0)
          .map(([name, [committed, used]]) => `${name.replace(/_space$/, '')} ${(committed / MB).toFixed(1)}/${(used / MB).toFixed(1)}`)
          .join(', ');
        if (spaces) process.stdout.write(`${run.variant.label} ${thread} heap spaces (committed/used MB): ${spaces}\n`);
      }
    }
  } finally {
    for (const run of runs) {
      await run.tmux.sendKeys('main:0', 'q').catch(() => undefined);
    }
    await new Promise((done) => setTimeout(done, 1500));
    for (const run of runs) {
      await run.tmux.kill();
      rmSync(run.home, { recursive: true, force: true });
    }
    killAll();
  }
}

await main();
