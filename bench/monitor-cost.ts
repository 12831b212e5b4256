// The monitor's own cost as a person feels it (issue 31): each monitor (winproc-tui as shipped, htop, top, btop) alone
// in a 160x45 pane of a private tmux server with a 1 s refresh; CPU ticks of its whole process tree (every thread,
// children included) over a measured window after 5 s of start-up, RSS of the tree, and the time from start to its
// first full table on screen; at the host's own processes, +1,000 and +2,000 idle sleepers; two rounds, the monitors
// alternated within each round. Also winproc-tui with one MCP client polling get_status and a 200-row listing each
// second, and winproc-tui's own threads apart (by the names its threads give themselves). Prints numbers, never asserts.
// The first screen is timed from the monitor's own start in a pane that already exists (tmux's server start is not
// counted) and, for winproc-tui, with its V8 code cache as every start after the first has it (an unmeasured warm-up
// start of each build writes it; its cold first screen is printed apart).
// Options (after `npm run bench -- monitor-cost`): --window=S (measured seconds, default 30), --startup=S (seconds
// before the window, default 5; 130 fills the 120-sample history rings), --rounds=N (default 2),
// --levels=0,1000,2000, --baseline=PATH (another build's cli.js, measured alternately beside this one: before/after),
// --cli=PATH (the build measured as winproc-tui; default this tree's dist/cli.js), --graphs=N (each winproc-tui build
// again with N Graphs, up to 16, made through its keys in the pane: issue 32's "whole application with 16 Graphs"),
// --slices=15,45,105 (winproc-tui's per-thread CPU also over time slices from its start: 0 to the window's start, then
// to each of these seconds after start; the run lasts until the last: does a thread's cost settle after start-up?),
// --floor (five floor rows in the same alternation, each run like the monitors, per-thread CPU included: "winproc-tui
// pass only", the measured build's sampler thread as the application starts it and nothing else, bench/floor/pass-only.ts;
// "node idle", node with the application's flags, one worker and a 1 s timer, bench/floor/node-idle.ts; "ink frame
// floor", a minimal ink program drawing a screen of the application's shape once a second from static data,
// bench/floor/ink-frame.tsx; "raw frame floor", the same screen drawn without ink, bench/floor/raw-frame.ts; "kernel
// reads (C)", a steady pass's reads once a second in C, nothing parsed, bench/proc-read-floor.c --paced, skipped
// without a C compiler; then per level the whole application beyond the pass, its split into the runtime, the pass,
// the drawing floor and the rest, and what the goal leaves above the floors, bench/monitor-cost-floor.ts).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { APPLICATION_NODE_FLAGS } from '../src/bridge/launcher.js';
import { SAMPLER_WORKER_FILE } from '../src/channel/threads.js';
import { inkPatched } from '../scripts/ink-patched.mjs';
import { bundleBenchEntry } from './bundled-process.js';
import { CLI, REPO_ROOT } from './mcp-harness.js';
import { floorSummary, INK_FLOOR, KERNEL_READS, NODE_IDLE, PASS_ONLY, RAW_FLOOR, type RunMedians } from './monitor-cost-floor.js';
import { PaneReader } from './pane-reader.js';
import { spawnSleepers, type Sleepers } from './sampling.js';
import { summarize, type BenchResult } from './stats.js';

const run = promisify(execFile);
const WIDTH = 160;
const HEIGHT = 45;
/** Seconds of start-up before the window by default; `--startup=130` measures with the history rings at retention. */
const STARTUP_S = 5;
/** Seconds each winproc-tui build runs unmeasured before the measured runs: its code caches are written by then. */
const WARM_UP_S = 3;
/** Ticks per second of utime/stime in /proc (sysconf(_SC_CLK_TCK); 100 on every Linux this runs on). */
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** Rows of a process table counted as "a full table": fewer than the pane shows, more than any header block. */
const FULL_TABLE_ROWS = 20;

interface Options {
  readonly windowS: number;
  readonly startupS: number;
  readonly rounds: number;
  readonly levels: readonly number[];
  readonly baseline: string | null;
  /** The build measured as winproc-tui: this tree's dist/cli.js unless --cli names a copy (a rebuild mid-run then does not matter). */
  readonly cli: string;
  /** Graphs the "+ N Graphs" runs show (0: no such runs). */
  readonly graphs: number;
  /** Seconds after start that end winproc-tui's per-thread time slices (empty: none). */
  readonly slices: readonly number[];
  /** Whether the floor rows (pass only, node idle, ink frame floor) run too. */
  readonly floor: boolean;
}

export function parseOptions(argv: readonly string[]): Options {
  const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const baseline = option('baseline') ?? process.env.BENCH_MONITOR_COST_BASELINE ?? null;
  return {
    windowS: Number(option('window') ?? process.env.BENCH_MONITOR_COST_WINDOW_S ?? 30),
    startupS: Number(option('startup') ?? STARTUP_S),
    rounds: Number(option('rounds') ?? 2),
    levels: (option('levels') ?? '0,1000,2000').split(',').map(Number),
    baseline: baseline === null ? null : resolve(baseline),
    cli: resolve(option('cli') ?? CLI),
    graphs: Math.max(0, Math.min(GRAPH_CAPACITY, Number(option('graphs') ?? 0))),
    slices: (option('slices') ?? '').split(',').filter(Boolean).map(Number).sort((a, b) => a - b),
    floor: argv.includes('--floor'),
  };
}

// ---- /proc: the process tree, its ticks, its RSS, per-thread ticks ----

interface ProcStat {
  readonly ppid: number;
  /** utime + stime: every thread of the process. */
  readonly ticks: number;
  /** cutime + cstime: children that ended and were reaped (their whole subtree). */
  readonly childTicks: number;
}

function readStat(path: string): (ProcStat & { comm: string }) | null {
  try {
    const stat = readFileSync(path, 'latin1');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      comm: stat.slice(stat.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      childTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

function processCount(): number {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).length;
}

/** The pids of `root` and all its descendants now. */
function treeOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(`/proc/${name}/stat`);
    if (stat === null) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push(Number(name));
    children.set(stat.ppid, list);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/**
 * CPU ticks of the whole tree: every live process's utime+stime (all its threads) plus each one's cutime+cstime
 * (descendants that ended inside the tree, counted once, by the parent that reaped them).
 */
function treeTicks(root: number): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of treeOf(root)) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat !== null) ticks.set(pid, stat.ticks + stat.childTicks);
  }
  return ticks;
}

function ticksDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  // A process that started during the window counts from zero; one that ended is in its parent's cutime.
  for (const [pid, value] of after) sum += value - (before.get(pid) ?? 0);
  return sum;
}

function treeRssBytes(root: number): number {
  let sum = 0;
  for (const pid of treeOf(root)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) sum += Number(match[1]) * 1024;
    } catch {
      // Ended meanwhile.
    }
  }
  return sum;
}

/** Ticks per thread of one process, keyed `tid`, with the thread's name (winproc-tui names its threads). */
function threadTicks(pid: number): Map<number, { comm: string; ticks: number }> {
  const threads = new Map<number, { comm: string; ticks: number }>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readStat(`/proc/${pid}/task/${tid}/stat`);
      if (stat !== null) threads.set(Number(tid), { comm: stat.comm, ticks: stat.ticks });
    }
  } catch {
    // Ended.
  }
  return threads;
}

/** V8's platform workers in a Node process started without --v8-pool-size (node's default pool). */
const V8_POOL_SIZE = 4;

/**
 * Node 24 names its own threads (checked with node 24.22 listing /proc/PID/task): each under the name Node 20's
 * unnamed thread of the same job is shown under below, so the tables of both versions read alike.
 */
const NODE_THREAD_NAMES: ReadonlyMap<string, string> = new Map([
  ['MainThread', 'main'],
  ['V8Worker', 'v8-workers'],
  // comm keeps 15 bytes: V8's DelayedTaskScheduler.
  ['DelayedTaskSche', 'node-other'],
  ['SignalInspector', 'node-other'],
  ['libuv-worker', 'libuv-pool'],
]);

/**
 * The name a thread's CPU is shown under: `main`, the worker threads' own names (`wpt-*`), and Node's own threads: by
 * name where Node names them (24: NODE_THREAD_NAMES), else (20, all "node") told apart by the order Node creates them,
 * checked by listing /proc/PID/task with other --v8-pool-size and UV_THREADPOOL_SIZE values: first an idle one, then
 * V8's platform workers (garbage collection's parallel and concurrent tasks, TurboFan's concurrent compilation), V8's
 * delayed-task scheduler, then libuv's pool, created at the first asynchronous fs, dns, crypto or zlib call.
 */
function threadNames(threads: Map<number, { comm: string; ticks: number }>, pid: number): Map<number, string> {
  const names = new Map<number, string>();
  const unnamed = [...threads].filter(([tid, thread]) => tid !== pid && thread.comm === 'node').map(([tid]) => tid).sort((a, b) => a - b);
  for (const [tid, thread] of threads) names.set(tid, tid === pid ? 'main' : (NODE_THREAD_NAMES.get(thread.comm) ?? thread.comm));
  unnamed.forEach((tid, i) => names.set(tid, i === 0 ? 'node-other' : i <= V8_POOL_SIZE ? 'v8-workers' : i === V8_POOL_SIZE + 1 ? 'node-other' : 'libuv-pool'));
  return names;
}

/** CPU% per thread name over the window (threads of one name summed: V8's platform workers, libuv's pool). */
function threadPercents(before: Map<number, { comm: string; ticks: number }>, after: Map<number, { comm: string; ticks: number }>, pid: number, seconds: number): Map<string, number> {
  const byName = new Map<string, number>();
  const names = threadNames(after, pid);
  for (const [tid, thread] of after) {
    const name = names.get(tid)!.replace(/\s+/g, '_');
    byName.set(name, (byName.get(name) ?? 0) + ((thread.ticks - (before.get(tid)?.ticks ?? 0)) / CLK_TCK / seconds) * 100);
  }
  return byName;
}

/** Per-thread CPU% as printed: `name:x.xx%`, largest first. */
function formatThreads(percents: ReadonlyMap<string, number>): string {
  return [...percents]
    .sort((a, b) => b[1] - a[1])
    .map(([name, percent]) => `${name}:${percent.toFixed(2)}%`)
    .join(',');
}

/** CPU% per thread name over a time slice, as printed. */
function threadBreakdown(before: Map<number, { comm: string; ticks: number }>, after: Map<number, { comm: string; ticks: number }>, pid: number, seconds: number): string {
  return formatThreads(threadPercents(before, after, pid, seconds));
}

// ---- the monitors ----

interface Monitor {
  readonly name: string;
  /** argv run directly by tmux (no shell): the pane's pid is the monitor's. */
  readonly argv: readonly string[];
  /** Whether the screen shows the monitor's first full table (btop: its first drawn screen). */
  readonly ready: (lines: readonly string[]) => boolean;
  /** What could not be set up; the monitor is then skipped with this line. */
  readonly skipped?: string;
  /** A winproc-tui build's whole application: it also runs with a client (and with --graphs' Graphs). */
  readonly app?: boolean;
  /** Its per-thread CPU is measured (and over --slices' time slices). */
  readonly threads?: boolean;
}

function tableRows(lines: readonly string[], header: RegExp, row: RegExp): number {
  const at = lines.findIndex((line) => header.test(line));
  return at < 0 ? 0 : lines.slice(at + 1).filter((line) => row.test(line)).length;
}

/**
 * winproc-tui's table: the header and FULL_TABLE_ROWS rows that each have a pid, a name and memory values (the CPU%
 * column may still show its pending mark on the first pass), or every row the footer says is shown (`13/73 procs`)
 * when the host has fewer processes to show than that (kernel threads are hidden: a quiet host may list only a
 * dozen). At least one row: the frame drawn before the first snapshot says `0/0 procs` over an empty table, which is
 * not a first screen (counting it made earlier first-screen figures the empty frame's whenever that came first).
 */
/** Whether `pid` has ended: gone from /proc, or a zombie (state Z) waiting for a parent that may never reap it. */
function processEnded(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return true;
  }
}

const winprocReady = (lines: readonly string[]) => {
  const shown = lines.map((line) => /\b(\d+)\/\d+ procs\b/.exec(line)).find((match) => match !== null);
  const wanted = Math.max(1, shown ? Math.min(FULL_TABLE_ROWS, Number(shown[1])) : FULL_TABLE_ROWS);
  const at = lines.findIndex((line) => /^\s+PID Name\s/.test(line));
  if (at < 0) return false;
  let rows = 0;
  for (const line of lines.slice(at + 1)) {
    if (/^\s+\d+ \S.*\s\d[\d.]*[KMGT]?\s+\d[\d.]*[KMGT]?\s/.test(line)) rows++;
    // A process that ended (gone, or a zombie: the table rightly shows `-` for its memory, as
    // test/system/tui-first-frame.test.ts allows) counts as shown. This bench's own processes are such rows: its
    // `tmux capture-pane` clients, a new one every few ms, and the tmux servers of earlier runs, which stay zombies on
    // a host whose PID 1 reaps no orphans (this container's); waiting for them timed later starts ~1-2 s late.
    else if (/^\s+\d+ \S/.test(line) && processEnded(Number(/^\s+(\d+)/.exec(line)![1]))) rows++;
  }
  return rows >= wanted;
};
const psReady = (lines: readonly string[]) => tableRows(lines, /\bPID\s+USER\b/, /^\s*\d+\s+\S+\s+-?\w+\s/) >= FULL_TABLE_ROWS;
const btopReady = (lines: readonly string[]) => lines.some((line) => line.includes('cpu')) && lines.some((line) => /\bPid:/.test(line));

function installed(binary: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The peers from Debian's packages: installed when missing (apt-get), or the reason they cannot be. */
function installPeers(): string | null {
  const missing = ['htop', 'btop'].filter((binary) => !installed(binary));
  if (missing.length === 0) return null;
  if (!installed('apt-get')) return 'no apt-get on this host';
  try {
    execFileSync('apt-get', ['install', '-y', '-q', ...missing], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    try {
      execFileSync('apt-get', ['update', '-q'], { stdio: 'ignore' });
      execFileSync('apt-get', ['install', '-y', '-q', ...missing], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch (error) {
      return `apt-get install ${missing.join(' ')} failed (${(error as Error).message.split('\n')[0]})`;
    }
  }
  return null;
}

function monitors(options: Options, home: string): Monitor[] {
  const installError = installPeers();
  const peer = (name: string, argv: readonly string[], ready: Monitor['ready']): Monitor =>
    installed(name) ? { name, argv, ready } : { name, argv, ready, skipped: installError ?? `${name} is not installed` };
  // btop refreshes every 2 s by default; its config sets 1 s like the others (a private HOME, written before it starts).
  mkdirSync(join(home, 'config/btop'), { recursive: true });
  writeFileSync(join(home, 'config/btop/btop.conf'), 'update_ms = 1000\n');
  // Each build runs as its installed bin does: the cli file executed through its own shebang (which may give node
  // flags, e.g. the main isolate's semi-space cap), with this bench's node first on PATH (see the environment below).
  const list: Monitor[] = [{ name: 'winproc-tui', argv: [options.cli], ready: winprocReady, app: true, threads: true }];
  if (options.baseline !== null) list.push({ name: 'winproc-tui (baseline)', argv: [options.baseline], ready: winprocReady, app: true, threads: true });
  list.push(
    peer('htop', ['htop', '-d', '10'], psReady),
    peer('top', ['top', '-d', '1'], psReady),
    // --utf-force: the pane's locale is C.UTF-8 anyway; btop refuses to start when it cannot tell.
    peer('btop', ['btop', '--utf-force'], btopReady),
  );
  return list;
}

/** Whether a line the floor program printed once it is under way (its "first screen") is on the pane. */
const printed = (prefix: string) => (lines: readonly string[]) => lines.some((line) => line.startsWith(prefix));

/**
 * The floor rows (--floor): bench/floor/* bundled into the measured build's bench/ (bench/bundled-process.ts) and run like the
 * application's entry, by node with the application's node flags (its shebang's, APPLICATION_NODE_FLAGS); each sets
 * the V8 flags src/cli.ts sets (bench/floor/app-runtime.ts). The pass only runs the measured build's (--cli) sampler
 * bundle; its main-thread side (SamplingWorker, the snapshot decoder) is this tree's, bundled here.
 */
async function floorMonitors(options: Options): Promise<Monitor[]> {
  const node = (bundle: string, ...args: string[]) => [process.execPath, ...APPLICATION_NODE_FLAGS, bundle, ...args];
  // Beside the measured build (its bench/ folder): a copy named by --cli outlives a rebuild of this tree's dist/ (the
  // test suite's set-up rebuilds it) that would remove bundles made in dist/bench/ while the bench runs.
  const outDir = join(dirname(options.cli), 'bench');
  const passOnly = await bundleBenchEntry('floor-pass-only', { file: 'floor/pass-only.ts', outDir });
  const nodeIdle = await bundleBenchEntry('floor-node-idle', { file: 'floor/node-idle.ts', outDir });
  // ink with the application's changed modules and React's production build, bundled as scripts/build.mjs bundles them.
  const inkFrame = await bundleBenchEntry('floor-ink-frame', { file: 'floor/ink-frame.tsx', bundleDependencies: true, plugins: [inkPatched], outDir });
  const rawFrame = await bundleBenchEntry('floor-raw-frame', { file: 'floor/raw-frame.ts', outDir });
  return [
    { name: PASS_ONLY, argv: node(passOnly, join(dirname(options.cli), 'workers', SAMPLER_WORKER_FILE)), ready: printed('pass only: first snapshot'), threads: true },
    { name: NODE_IDLE, argv: node(nodeIdle), ready: printed('node idle: first reply'), threads: true },
    // Their tables have the application's header and rows: their first screens are found as winproc-tui's.
    { name: INK_FLOOR, argv: node(inkFrame), ready: winprocReady, threads: true },
    { name: RAW_FLOOR, argv: node(rawFrame), ready: winprocReady, threads: true },
    kernelReads(outDir),
  ];
}

/** The "kernel reads (C)" row: bench/proc-read-floor.c built with the host's C compiler, run paced (a pass a second). */
function kernelReads(outDir: string): Monitor {
  const binary = join(outDir, 'proc-read-floor');
  const row = { name: KERNEL_READS, argv: [binary, '--paced'], ready: printed('kernel reads: first pass') };
  const compiler = ['cc', 'gcc'].find(installed);
  if (compiler === undefined) return { ...row, skipped: 'no C compiler (cc) on this host to build bench/proc-read-floor.c' };
  try {
    execFileSync(compiler, ['-O2', '-o', binary, join(REPO_ROOT, 'bench', 'proc-read-floor.c')], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    return { ...row, skipped: `${compiler} failed on bench/proc-read-floor.c (${(error as Error).message.split('\n')[0]})` };
  }
  return row;
}

// ---- Graphs through the keys (--graphs) ----

/**
 * The processes the Graphs show: copies of `sleep` under names of their own, so a filter finds exactly them. The
 * bench's PID is in the name, so two runs on one host (other sessions' benches) never filter each other's processes;
 * the whole name stays within the kernel's 15-character process name.
 */
const GRAPHED = `wpt-g${process.pid.toString(36)}-`;
/** Graphs per graphed process: the cell cursor's first columns from where it starts (PrivBytes, WS, Hndl, Thrd). */
const GRAPHS_PER_PROCESS = 4;
/** The workspace's capacity (product contracts §6). */
const GRAPH_CAPACITY = 16;

/** Starts the graphed processes (idle, like the sleepers): one per GRAPHS_PER_PROCESS Graphs. */
async function spawnGraphed(home: string, graphs: number): Promise<Sleepers[]> {
  const bin = join(home, 'bin');
  mkdirSync(bin, { recursive: true });
  const sleep = execFileSync('sh', ['-c', 'command -v sleep'], { encoding: 'utf8' }).trim();
  const groups: Sleepers[] = [];
  for (let i = 1; i <= Math.ceil(graphs / GRAPHS_PER_PROCESS); i++) {
    const copy = join(bin, `${GRAPHED}${i}`);
    copyFileSync(sleep, copy);
    chmodSync(copy, 0o755);
    groups.push(await spawnSleepers(1, copy, 86_400));
  }
  return groups;
}

type Tmux = (...args: string[]) => Promise<{ stdout: string }>;

/**
 * Makes `graphs` Graphs in the winproc-tui of the pane the way a person does, each key sent on its own and its effect
 * awaited on screen: G shows the workspace, `/` filters the graphed processes, and on each of them `t` tracks it
 * (two hours of history, as a Graph's target usually is) and `g`, → `g`… graph its first cells; Esc clears the filter,
 * so the table shows the whole host again while the Graphs follow.
 */
async function graphThroughKeys(tmux: Tmux, graphs: number): Promise<void> {
  const screen = async () => (await tmux('capture-pane', '-p', '-t', 'm')).stdout;
  const until = async (what: string, test: (text: string) => boolean) => {
    const deadline = performance.now() + 30_000;
    for (;;) {
      const text = await screen();
      if (test(text)) return;
      if (performance.now() > deadline) throw new Error(`winproc-tui did not show ${what} within 30 s:\n${text}`);
      await delay(50);
    }
  };
  const key = (...keys: string[]) => tmux('send-keys', '-t', 'm', ...keys);
  const processes = Math.ceil(graphs / GRAPHS_PER_PROCESS);
  await key('G');
  await until('the Graph workspace', (text) => text.includes(`Graphs 0/${GRAPH_CAPACITY}`));
  await key('/');
  await key('-l', GRAPHED);
  await key('Enter');
  await until('the graphed processes alone', (text) => new RegExp(`\\b${processes}/\\d+ procs filter "${GRAPHED}"`).test(text));
  let made = 0;
  for (let p = 1; p <= processes; p++) {
    if (p > 1) {
      for (let c = 1; c < GRAPHS_PER_PROCESS; c++) await key('Left');
      await key('Down');
    }
    const tracked = (text: string) => new RegExp(`Tracking: .*${GRAPHED}${p}\\b`).test(text);
    // The table's selection is on the process the keys above chose once its row is the selected one; `t` toggles.
    await delay(200);
    await key('t');
    await until(`${GRAPHED}${p} tracked`, tracked);
    for (let c = 0; c < GRAPHS_PER_PROCESS && made < graphs; c++) {
      if (c > 0) await key('Right');
      await key('g');
      made += 1;
      await until(`Graph ${made}`, (text) => text.includes(`Graphs ${made}/${GRAPH_CAPACITY}`));
    }
  }
  await key('Escape');
  await until('the whole table again', (text) => !text.includes(`filter "${GRAPHED}"`));
}

// ---- one measured run ----

interface Measurement {
  readonly cpuPercent: number;
  readonly rssBytes: number;
  readonly firstScreenMs: number;
  readonly processes: number;
  readonly load: number;
  readonly threads?: string;
  /** Per-thread CPU over each time slice from its start (--slices; winproc-tui and the floor rows). */
  readonly slices?: string;
  /** CPU% per thread name over the window (monitors whose threads are measured). */
  readonly threadPercents?: Map<string, number>;
  /** CPU% per thread name over the last --slices time slice, and that slice's span (`15-45 s`); absent where it began before the window. */
  readonly lastSlice?: { readonly span: string; readonly percents: Map<string, number> };
}

/** Live tmux servers, killed if the bench ends early. */
const servers = new Set<string>();
function killServers(): void {
  for (const socket of servers) {
    try {
      execFileSync('tmux', ['-L', socket, 'kill-server'], { stdio: 'ignore' });
    } catch {
      // Already gone.
    }
  }
  servers.clear();
}
process.once('exit', killServers);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killServers();
    process.kill(process.pid, signal);
  });
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Longest wait for a monitor to end after its tmux server was killed (it saves its settings on the hang-up). */
const MONITOR_EXIT_MS = 10_000;

/** Resolves once `pid` has ended (its /proc entry gone or a zombie), or after `ms`. */
async function ended(pid: number, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    let state: string;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      state = stat.charAt(stat.lastIndexOf(')') + 2);
    } catch {
      return;
    }
    if (state === 'Z') return;
    await delay(50);
  }
}

/**
 * Removes a run's directory. Never throws: a cleanup failure is told on stderr, so it cannot take the place of the
 * error that ended the run (a directory removed while a monitor still wrote into it failed with ENOTEMPTY over the
 * run's own error); retried, for a writer that ends while it is removed.
 */
function removeTree(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    process.stderr.write(`monitor-cost: ${path} was not removed: ${(error as Error).message}\n`);
  }
}

async function measure(monitor: Monitor, home: string, windowS: number, startupS: number, withClient: boolean, graphs = 0, slices: readonly number[] = []): Promise<Measurement> {
  const socket = `winproc-cost-${process.pid}-${randomBytes(4).toString('hex')}`;
  const runtime = join(home, `run-${socket}`);
  mkdirSync(runtime, { mode: 0o700 });
  const env = {
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_RUNTIME_DIR: runtime,
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    // The builds' shebangs (`/usr/bin/env node`) find the node running this bench.
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    TERM: 'tmux-256color',
  };
  const tmux = (...args: string[]) => run('tmux', ['-L', socket, '-f', '/dev/null', ...args], { env, encoding: 'utf8' });
  servers.add(socket);
  let client: ReturnType<typeof spawn> | null = null;
  /** The server's socket file: kill-server leaves it behind. */
  let socketPath = '';
  /** The monitor's pid (the pane's), once its session started. */
  let panePid: number | null = null;
  /** The --slices marks still to come. */
  const sliceTimers: NodeJS.Timeout[] = [];
  /** What the first screen is read through, once the server runs. */
  let reader: PaneReader | null = null;
  try {
    const environment = Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
    // The server and its 160x45 pane start first, with a placeholder in the pane; the monitor then replaces it
    // (respawn-pane), so its first screen is timed from its own start, not from tmux's: a new server, its session and
    // its pane took 24-1,064 ms at load ~11 (five tries), the same for every monitor and none of its own.
    await tmux('new-session', '-d', '-s', 'm', '-x', String(WIDTH), '-y', String(HEIGHT), ...environment, '--', 'sleep', '86400');
    socketPath = (await tmux('display-message', '-p', '#{socket_path}')).stdout.trim();
    reader = await PaneReader.attach(socket, 'm', env);
    const started = performance.now();
    // The command's argv goes to tmux whole: tmux execs it without a shell, so the pane's pid is the monitor itself.
    await tmux('respawn-pane', '-k', '-t', 'm', ...environment, '--', ...monitor.argv);
    panePid = Number((await tmux('display-message', '-p', '-t', 'm', '#{pane_pid}')).stdout.trim());
    // The time slices' marks: the first at start, the next when the window starts, then each --slices second.
    const marks: { atS: number; threads: Map<number, { comm: string; ticks: number }> }[] = [];
    if (slices.length > 0) {
      const monitorPid = panePid;
      const mark = () => marks.push({ atS: (performance.now() - started) / 1000, threads: threadTicks(monitorPid) });
      mark();
      for (const atS of [startupS, ...slices.filter((s) => s > startupS)]) sliceTimers.push(setTimeout(mark, Math.max(0, atS * 1000 - (performance.now() - started))));
    }
    let firstScreenMs = Number.NaN;
    const deadline = started + 30_000;
    while (performance.now() < deadline) {
      const lines = await reader!.capture();
      if (monitor.ready(lines)) {
        firstScreenMs = performance.now() - started;
        break;
      }
      await delay(5);
    }
    if (Number.isNaN(firstScreenMs)) throw new Error(`${monitor.name} showed no full table within 30 s:\n${(await tmux('capture-pane', '-p', '-t', 'm')).stdout}`);
    const pid = panePid;
    if (graphs > 0) await graphThroughKeys(tmux, graphs);
    if (withClient) {
      client = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'bench/mcp-load-client.ts'), '--poll'], { env: { ...process.env, ...env }, cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
      const ready = await new Promise<string>((resolveLine) => createInterface({ input: client!.stdout! }).once('line', resolveLine));
      if (ready !== 'ready') throw new Error('the MCP client did not connect');
    }
    await delay(Math.max(0, startupS * 1000 - (performance.now() - started)));
    const threadsBefore = threadTicks(pid);
    const before = treeTicks(pid);
    const windowStart = performance.now();
    await delay(windowS * 1000);
    const after = treeTicks(pid);
    const threadsAfter = threadTicks(pid);
    const seconds = (performance.now() - windowStart) / 1000;
    if (!after.has(pid)) throw new Error(`${monitor.name} ended during the measured window`);
    if (slices.length > 0) await delay(Math.max(0, slices.at(-1)! * 1000 - (performance.now() - started)) + 50);
    const threads = monitor.threads ? threadPercents(threadsBefore, threadsAfter, pid, seconds) : null;
    const [from, to] = marks.slice(-2);
    // Only a slice that starts with the window or later: a client that connected late (a busy host) started the window
    // late too, and a slice before that would measure the application without it.
    const windowStartS = (windowStart - started) / 1000;
    const lastSlice =
      marks.length > 2 && from !== undefined && to !== undefined && from.atS >= windowStartS - 1
        ? { span: `${from.atS.toFixed(0)}-${to.atS.toFixed(0)} s`, percents: threadPercents(from.threads, to.threads, pid, to.atS - from.atS) }
        : null;
    const sliced = marks
      .slice(1)
      .map((mark, i) => `${marks[i]!.atS.toFixed(0)}-${mark.atS.toFixed(0)} s ${threadBreakdown(marks[i]!.threads, mark.threads, pid, mark.atS - marks[i]!.atS)}`)
      .join('; ');
    return {
      cpuPercent: (ticksDelta(before, after) / CLK_TCK / seconds) * 100,
      rssBytes: treeRssBytes(pid),
      firstScreenMs,
      processes: processCount(),
      load: loadavg()[0]!,
      ...(threads !== null ? { threads: formatThreads(threads), threadPercents: threads } : {}),
      ...(sliced !== '' ? { slices: sliced } : {}),
      ...(lastSlice !== null ? { lastSlice } : {}),
    };
  } finally {
    reader?.close();
    for (const timer of sliceTimers) clearTimeout(timer);
    client?.stdin?.end();
    // winproc-tui saves its settings on `q`; the others quit on it too. The server's end takes what is left.
    await tmux('send-keys', '-t', 'm', 'q').catch(() => undefined);
    await delay(300);
    if (client !== null && client.exitCode === null) client.kill();
    await tmux('kill-server').catch(() => undefined);
    // The monitor ends on the hang-up and saves its settings under HOME: the directories go once it has.
    if (panePid !== null) await ended(panePid, MONITOR_EXIT_MS);
    if (socketPath.includes(socket)) removeTree(socketPath);
    servers.delete(socket);
    removeTree(runtime);
  }
}

// ---- the suite ----

const MB = 1024 * 1024;
/** The median; of an even count, the mean of the middle two (two rounds: their mean). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each run's median CPU% and median CPU% per thread name (a thread missing from a round counts 0 there). */
function medians(byRun: ReadonlyMap<string, readonly Measurement[]>): Map<string, RunMedians> {
  const result = new Map<string, RunMedians>();
  for (const [label, measured] of byRun) {
    const withThreads = measured.map((m) => m.threadPercents).filter((t) => t !== undefined);
    let threads: Map<string, number> | null = null;
    if (withThreads.length > 0) {
      const names = new Set(withThreads.flatMap((t) => [...t.keys()]));
      threads = new Map([...names].map((name) => [name, median(withThreads.map((t) => t.get(name) ?? 0))]));
    }
    result.set(label, { cpuPercent: median(measured.map((m) => m.cpuPercent)), threads });
  }
  return result;
}

/**
 * Each run's median CPU% over the last --slices slice (its threads' sum; the peers, whose threads are not measured:
 * their window), with the span of the first run's slice; null without slices. A run whose slice began before its
 * window (a late client) is left out.
 */
function lastSliceMedians(byRun: ReadonlyMap<string, readonly Measurement[]>): { span: string; runs: Map<string, RunMedians> } | null {
  let span: string | null = null;
  const sliced = new Map<string, Measurement[]>();
  for (const [label, measured] of byRun) {
    const kept: Measurement[] = [];
    for (const m of measured) {
      if (m.lastSlice !== undefined) {
        span ??= m.lastSlice.span;
        const percents = m.lastSlice.percents;
        kept.push({ ...m, cpuPercent: [...percents.values()].reduce((a, b) => a + b, 0), threadPercents: percents });
      } else if (m.threadPercents === undefined) {
        kept.push(m);
      }
      // A run whose threads were measured but whose slice began before its window is left out (see measure).
    }
    if (kept.length > 0) sliced.set(label, kept);
  }
  return span === null ? null : { span, runs: medians(sliced) };
}

export async function benchMonitorCost(argv: readonly string[] = process.argv.slice(2)): Promise<BenchResult[]> {
  if (process.platform !== 'linux') {
    process.stdout.write('skipped: monitor-cost reads /proc and drives tmux (Linux only)\n');
    return [];
  }
  const options = parseOptions(argv);
  const home = mkdtempSync(join(tmpdir(), 'winproc-monitor-cost-'));
  const all = [...monitors(options, home), ...(options.floor ? await floorMonitors(options) : [])];
  for (const monitor of all) if (monitor.skipped) process.stdout.write(`skipped: ${monitor.name}: ${monitor.skipped}\n`);
  const active = all.filter((monitor) => !monitor.skipped);
  // "With a client": each winproc-tui build again, one MCP client polling through the real bridge; with --graphs, each
  // again with that many Graphs shown.
  const winprocs = active.filter((m) => m.app === true);
  const runs = [
    ...active.map((monitor) => ({ monitor, withClient: false, graphs: 0 })),
    ...winprocs.map((monitor) => ({ monitor, withClient: true, graphs: 0 })),
    ...(options.graphs > 0 ? winprocs.map((monitor) => ({ monitor, withClient: false, graphs: options.graphs })) : []),
  ];
  const label = (r: { monitor: Monitor; withClient: boolean; graphs: number }) => `${r.monitor.name}${r.withClient ? ' + client' : ''}${r.graphs > 0 ? ` + ${r.graphs} Graphs` : ''}`;
  process.stdout.write(`monitor-cost: ${WIDTH}x${HEIGHT}, 1 s refresh, window ${options.windowS} s after ${options.startupS} s, ${options.rounds} rounds, levels +${options.levels.join(', +')}${options.graphs > 0 ? `, winproc-tui also with ${options.graphs} Graphs` : ''}; cli ${options.cli}${options.baseline ? `, baseline ${options.baseline}` : ''}\n`);

  const results: BenchResult[] = [];
  const table: string[] = [];
  /** The floor rows' summary lines per level (--floor). */
  const floor: string[] = [];
  let sleepers: Sleepers[] = [];
  let spawned = 0;
  try {
    // Each winproc-tui build starts once unmeasured first: a first start in this run's new HOME has no V8 code cache
    // (src/code-cache/) and compiles its bundles from source, ~70 ms more CPU before its first table than the later
    // starts a person sees. The app's cache is written after the first frame and the sampler's after its second pass,
    // both within WARM_UP_S. Its first screen is printed as the cold one.
    for (const monitor of winprocs) {
      const cold = await measure(monitor, home, 0, WARM_UP_S, false);
      process.stderr.write(`monitor-cost: ${monitor.name} warm-up start (writes its code caches): cold first screen ${cold.firstScreenMs.toFixed(0)} ms\n`);
    }
    if (options.graphs > 0) sleepers.push(...(await spawnGraphed(home, options.graphs)));
    for (const level of options.levels) {
      // Sleepers outlive the whole run (a day); stop() ends them, and the process's exit does too.
      if (level > spawned) {
        sleepers.push(await spawnSleepers(level - spawned, 'sleep', 86_400));
        spawned = level;
      }
      const byRun = new Map<string, Measurement[]>();
      for (let round = 1; round <= options.rounds; round++) {
        for (const r of runs) {
          // A Graphs run starts from a HOME of its own: the tracking and Graph settings it saves on `q` stay out of the others.
          const runHome = r.graphs > 0 ? mkdtempSync(join(home, 'graphs-')) : home;
          const slices = r.monitor.threads ? options.slices : [];
          const m = await measure(r.monitor, runHome, options.windowS, options.startupS, r.withClient, r.graphs, slices).finally(() => {
            if (runHome !== home) removeTree(runHome);
          });
          byRun.set(label(r), [...(byRun.get(label(r)) ?? []), m]);
          process.stderr.write(`monitor-cost: +${level} round ${round} ${label(r)}: cpu ${m.cpuPercent.toFixed(2)}% rss ${(m.rssBytes / MB).toFixed(1)} MB first screen ${m.firstScreenMs.toFixed(0)} ms, ${m.processes} processes, load ${m.load.toFixed(2)}${m.threads ? ` threads ${m.threads}` : ''}${m.slices ? `\n  time slices from start: ${m.slices}` : ''}\n`);
        }
      }
      const processes = median([...byRun.values()].flat().map((m) => m.processes));
      const cells: string[] = [];
      for (const [name, measured] of byRun) {
        const notes: Record<string, string | number> = {
          processes_on_host: processes,
          rounds_cpu_percent: measured.map((m) => m.cpuPercent.toFixed(2)).join('/'),
          rss_mb: median(measured.map((m) => m.rssBytes / MB)).toFixed(1),
          first_screen_ms: median(measured.map((m) => m.firstScreenMs)).toFixed(0),
          load_avg_1m: measured.map((m) => m.load.toFixed(2)).join('/'),
        };
        if (measured[0]!.threads) notes.threads_last_round = measured.at(-1)!.threads!;
        if (measured[0]!.slices) notes.time_slices_last_round = measured.at(-1)!.slices!;
        results.push(summarize(`monitor-cost +${level} ${name}: whole-tree CPU`, '%', measured.map((m) => m.cpuPercent), notes));
        cells.push(`${median(measured.map((m) => m.cpuPercent)).toFixed(2)}% / ${(median(measured.map((m) => m.rssBytes)) / MB).toFixed(0)} MB / ${median(measured.map((m) => m.firstScreenMs)).toFixed(0)} ms`);
      }
      table.push(`| ${processes} | ${cells.join(' | ')} | ${loadavg()[0]!.toFixed(2)} |`);
      const window = `window ${options.startupS}-${options.startupS + options.windowS} s, whole tree`;
      floor.push(...floorSummary(level, medians(byRun), window));
      // The same past start-up's JIT warm-up: the last --slices slice, each run's threads summed (the peers: their window).
      const steady = lastSliceMedians(byRun);
      if (steady !== null) floor.push(...floorSummary(level, steady.runs, `${steady.span}, threads summed (htop, top, btop: their window)`));
    }
  } finally {
    for (const group of sleepers) await group.stop();
    sleepers = [];
    removeTree(home);
  }
  const header = runs.map(label);
  process.stdout.write(`\nCPU (median of ${options.rounds}) / RSS / first screen, per monitor:\n`);
  process.stdout.write(`| processes on the host | ${header.join(' | ')} | load (1 min) |\n|${'---|'.repeat(header.length + 2)}\n${table.join('\n')}\n\n`);
  if (floor.length > 0) process.stdout.write(`${floor.join('\n')}\n\n`);
  return results;
}
