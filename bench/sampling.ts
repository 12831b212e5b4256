// Sampling cost: CPU ms per full pass of our Linux sampler with >= 300 extra processes, against procps `top`
// and `htop` measured in the same run, plus the model's memory per retained history value.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Snapshot } from '../src/model/types.js';
import { createSampler, type PlatformSampler } from '../src/collectors/index.js';
import { clockTicksPerSecond } from '../src/collectors/linux/sampling.js';
import { ModelStore } from '../src/model/index.js';
import { summarize, type BenchResult } from './stats.js';
import { decodedPass } from '../test/support/decoded-pass.js';

const run = promisify(execFile);

const EXTRA_PROCESSES = 300;
/**
 * The application samples every second for as long as it runs, so its cost per pass is the steady state: V8 has
 * compiled the pass (on its helper threads, which process.cpuUsage counts) within about the first 20 passes. Until
 * 5 December the bench measured passes 3-22, mostly that one-time compilation; it still reports them ("cold") beside
 * passes 31-50 ("steady"), which are the headline and the numerator of the ratios.
 */
const COLD_WARMUP_PASSES = 2;
const STEADY_WARMUP_PASSES = 30;
const MEASURED_PASSES = 20;
/** Refreshes of top and seconds of htop that are measured (after their first refresh). */
const PEER_REFRESHES = 20;
const HISTORY_SAMPLES = 7_200;

// ── helpers shared with ui-lag.ts ───────────────────────────────────────────────────────────────────

/**
 * `count` idle `sleep <seconds>` children (`command`: sleep(1) or a copy of it under a name of its own); `stop()` kills them
 * all and is also run if this process exits first.
 */
export interface Sleepers {
  readonly pids: readonly number[];
  stop(): Promise<void>;
}

export async function spawnSleepers(count = EXTRA_PROCESSES, command = 'sleep', seconds = 600): Promise<Sleepers> {
  const children: ChildProcess[] = [];
  const killAll = (): void => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // A crash or Ctrl-C of the bench must not leave 300 processes behind.
  process.once('exit', killAll);
  const onSignal = (signal: NodeJS.Signals): void => {
    killAll();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (let i = 0; i < count; i++) {
      const child = spawn(command, [String(seconds)], { stdio: 'ignore' });
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', reject);
      });
    }
  } catch (error) {
    killAll();
    throw error;
  }
  return {
    pids: children.map((child) => child.pid!),
    async stop() {
      const exited = children.map((child) =>
        child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())),
      );
      killAll();
      await Promise.all(exited);
      process.off('exit', killAll);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

/** utime + stime of a process in clock ticks, from /proc/PID/stat (fields 14 and 15, after the comm). */
export function cpuTicksOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Processes on the system now (numeric /proc entries), to compare the phases of the run. */
function processCount(): number {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).length;
}

function hasCommand(command: string, versionArg: string): boolean {
  try {
    execFileSync(command, [versionArg], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// ── our sampler ─────────────────────────────────────────────────────────────────────────────────────

interface OurPasses {
  readonly processCpuMs: number[];
  readonly threadCpuMs: number[];
  readonly wallMs: number[];
  readonly processCounts: number[];
  readonly last: Snapshot;
}

/** MEASURED_PASSES passes of `sampler`, each after a pause as in the application. */
async function measurePasses(sampler: PlatformSampler): Promise<OurPasses> {
  const processCpuMs: number[] = [];
  const threadCpuMs: number[] = [];
  const wallMs: number[] = [];
  const processCounts: number[] = [];
  let last: Snapshot | null = null;
  for (let i = 0; i < MEASURED_PASSES; i++) {
    // A pause between passes, as in the application, so a pass does not run on a just-warmed cache.
    await pause();
    const before = process.cpuUsage();
    const started = performance.now();
    const snapshot = decodedPass(sampler);
    wallMs.push(performance.now() - started);
    const used = process.cpuUsage(before);
    processCpuMs.push((used.user + used.system) / 1000);
    threadCpuMs.push(snapshot.collectionCpuMicros / 1000);
    processCounts.push(snapshot.processes.length);
    last = snapshot;
  }
  return { processCpuMs, threadCpuMs, wallMs, processCounts, last: last! };
}

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

/** One sampler: passes 3-22 (cold) and, after more paused passes, passes 31-50 (steady). */
async function measureOurSampler(): Promise<{ cold: OurPasses; steady: OurPasses }> {
  const sampler = await createSampler();
  try {
    for (let i = 0; i < COLD_WARMUP_PASSES; i++) decodedPass(sampler);
    const cold = await measurePasses(sampler);
    for (let i = COLD_WARMUP_PASSES + MEASURED_PASSES; i < STEADY_WARMUP_PASSES; i++) {
      await pause();
      decodedPass(sampler);
    }
    return { cold, steady: await measurePasses(sampler) };
  } finally {
    sampler.close();
  }
}

// ── top ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * `top -b -d 1`: its CPU ticks when the 2nd refresh's header appears and when the 22nd's does, divided by
 * the 20 refreshes in between. Each header is printed right after top has read /proc for that refresh, so
 * the first (start-up) refresh is excluded and exactly 20 read+print cycles are counted. `-n` allows one
 * more refresh so top is still alive (in its 1 s delay) at the last reading; it is ended then.
 */
async function measureTop(ticksPerSecond: number): Promise<{ perRefreshMs: number; refreshes: number } | { error: string }> {
  // A fresh HOME: no user toprc changes what top shows or computes.
  const home = mkdtempSync(join(tmpdir(), 'winproc-bench-top-'));
  const child = spawn('top', ['-b', '-d', '1', '-n', String(PEER_REFRESHES + 3), '-w', '200'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: home },
  });
  let headers = 0;
  let first: number | null = null;
  let last: number | null = null;
  let pending = '';
  child.stdout.setEncoding('latin1');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('top - ')) continue;
      headers += 1;
      try {
        if (headers === 2) first = cpuTicksOf(child.pid!);
        if (headers === PEER_REFRESHES + 2) {
          last = cpuTicksOf(child.pid!);
          child.kill('SIGTERM');
        }
      } catch {
        // top exited between the header and the read: reported below as missing.
      }
    }
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  rmSync(home, { recursive: true, force: true });
  if (first === null || last === null) return { error: `top exited with ${code} after ${headers} refreshes before both readings` };
  return { perRefreshMs: (((last - first) / ticksPerSecond) * 1000) / PEER_REFRESHES, refreshes: PEER_REFRESHES };
}

// ── htop ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * htop needs a terminal: it runs as the only process of a private tmux session (200x50) with `-d 10`
 * (one refresh per second). After 3 s of start-up its CPU ticks are read, and again ~20 s later;
 * ticks per elapsed second is its CPU per refresh. HOME points at a temp dir so no user htoprc is read or written.
 */
async function measureHtop(ticksPerSecond: number): Promise<{ perRefreshMs: number; seconds: number } | { error: string }> {
  const socket = `winproc-bench-${process.pid}-${randomBytes(4).toString('hex')}`;
  const home = mkdtempSync(join(tmpdir(), 'winproc-bench-htop-'));
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_CONFIG_HOME: home, TERM: 'xterm-256color' };
  delete env.TMUX;
  const tmux = (...args: string[]) => run('tmux', ['-L', socket, '-f', '/dev/null', ...args], { env, encoding: 'utf8' });
  let socketPath = '';
  try {
    await tmux('new-session', '-d', '-x', '200', '-y', '50', '--', 'htop', '-d', '10');
    socketPath = (await tmux('display-message', '-p', '#{socket_path}')).stdout.trim();
    const pid = Number((await tmux('display-message', '-p', '#{pane_pid}')).stdout.trim());
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    if (comm !== 'htop') return { error: `the tmux pane runs ${comm}, not htop` };
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const t0 = performance.now();
    const first = cpuTicksOf(pid);
    await new Promise((resolve) => setTimeout(resolve, PEER_REFRESHES * 1_000));
    const last = cpuTicksOf(pid);
    const seconds = (performance.now() - t0) / 1000;
    return { perRefreshMs: (((last - first) / ticksPerSecond) * 1000) / seconds, seconds };
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'htop could not be measured' };
  } finally {
    await tmux('kill-server').catch(() => undefined);
    // kill-server leaves the socket file behind.
    if (socketPath.includes(socket)) rmSync(socketPath, { force: true });
    rmSync(home, { recursive: true, force: true });
  }
}

// ── history memory ───────────────────────────────────────────────────────────────────────────────────

/** A real `gc()` without --expose-gc on the command line, so heap deltas are not garbage. */
function gcFunction(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Memory per retained history value in the real ModelStore: every process of a real snapshot is tracked
 * (capacity 7,200) and the snapshot is applied 7,200 times, one second apart, so every history is full.
 * A value is one metric of one sample of one target that the platform delivered.
 */
function measureHistoryMemory(template: Snapshot): BenchResult {
  const gc = gcFunction();
  const names = [...new Set(template.processes.map((p) => p.identity.name))];
  gc();
  gc();
  const before = process.memoryUsage();
  const store = new ModelStore({ trackingNames: names });
  const t0 = template.capturedAtMs;
  const started = performance.now();
  for (let i = 0; i < HISTORY_SAMPLES; i++) store.applySnapshot({ ...template, sequence: i + 1, capturedAtMs: t0 + i * 1000 });
  const fillSeconds = (performance.now() - started) / 1000;
  gc();
  gc();
  const after = process.memoryUsage();

  let values = 0;
  let storage = 0;
  let targets = 0;
  for (const entry of store.processes()) {
    targets += 1;
    storage += entry.history.storageBytes();
  }
  for (const sample of template.processes) values += HISTORY_SAMPLES * Object.keys(sample.values).filter((id) => id !== 'path').length;
  values += HISTORY_SAMPLES * Object.keys(template.system.values).length;
  storage += store.system.storageBytes();
  const delta = after.heapUsed - before.heapUsed + (after.arrayBuffers - before.arrayBuffers);
  const perValue = delta / values;
  // Keep the store alive until after the measurement.
  if (store.sequence !== HISTORY_SAMPLES) throw new Error('store lost snapshots');
  return {
    name: 'memory per retained history value (ModelStore, every target full at 7,200 samples)',
    unit: 'B/value',
    runs: 1,
    median: perValue,
    p99: perValue,
    min: perValue,
    max: perValue,
    notes: {
      targets,
      values,
      typed_array_B_per_value: (storage / values).toFixed(2),
      heap_plus_arraybuffers_MiB: (delta / 2 ** 20).toFixed(1),
      fill_s: fillSeconds.toFixed(1),
    },
  };
}

// ── the benchmark ────────────────────────────────────────────────────────────────────────────────────

/**
 * `extra` idle children on top of the host's own processes: 300 by default (~380 in all on the bench host), 2,000
 * for the `sampling-2000` suite, which shows how the cost of a pass grows with the process count against htop's.
 */
export async function benchSampling(extra = EXTRA_PROCESSES): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const ticksPerSecond = clockTicksPerSecond();
  const sleepers = await spawnSleepers(extra);
  try {
    const { cold, steady: ours } = await measureOurSampler();
    const sleeperPids = new Set(sleepers.pids);
    const sleepersSeen = ours.last.processes.filter((p) => sleeperPids.has(p.identity.pid)).length;
    const hasTop = hasCommand('top', '-V');
    const hasHtop = hasCommand('htop', '--version');
    const hasTmux = hasCommand('tmux', '-V');
    // top and htop run side by side (each measured by its own CPU time), so the bench takes ~25 s, not 45.
    const processesBeforePeers = processCount();
    const [top, htop] = await Promise.all([
      hasTop ? measureTop(ticksPerSecond) : Promise.resolve({ error: 'top (procps) is not installed: apt-get install procps' }),
      hasHtop && hasTmux
        ? measureHtop(ticksPerSecond)
        : Promise.resolve({ error: `${hasHtop ? 'tmux' : 'htop'} is not installed: apt-get install ${hasHtop ? 'tmux' : 'htop'}; htop skipped` }),
    ]);
    const processesAfterPeers = processCount();

    const processesDuringPeers = `${processesBeforePeers}..${processesAfterPeers}`;
    const peerProcesses = (processesBeforePeers + processesAfterPeers) / 2;
    const median = (values: number[]): number => summarize('x', 'ms', values).median;
    // The sampler thread's own CPU leaves out what other threads of this process (GC, compiler) did meanwhile.
    const processes = summarize('x', 'n', ours.processCounts).median;
    /** CPU ms per 1,000 processes: how a pass's cost scales, comparable between the 300 and 2,000 suites. */
    const per1000 = (ms: number, count: number): string => ((ms / count) * 1000).toFixed(2);
    const results: BenchResult[] = [
      summarize('our sampler: process CPU per full pass, steady (passes 31-50; process.cpuUsage delta)', 'ms', ours.processCpuMs, {
        processes_per_pass: processes,
        extra_sleep_processes: extra,
        sleepers_seen_in_last_pass: sleepersSeen,
        passes: MEASURED_PASSES,
        warmup: STEADY_WARMUP_PASSES,
        ms_per_1000_processes: per1000(median(ours.processCpuMs), processes),
      }),
      summarize("our sampler: the pass's own thread CPU, steady (Snapshot.collectionCpuMicros)", 'ms', ours.threadCpuMs, {
        ms_per_1000_processes: per1000(median(ours.threadCpuMs), processes),
      }),
      summarize('our sampler: wall time per pass, steady', 'ms', ours.wallMs),
      summarize('our sampler: process CPU per full pass, cold (passes 3-22, the method before 5 December)', 'ms', cold.processCpuMs, {
        processes_per_pass: summarize('x', 'n', cold.processCounts).median,
        warmup: COLD_WARMUP_PASSES,
      }),
      summarize("our sampler: the pass's own thread CPU, cold (passes 3-22)", 'ms', cold.threadCpuMs),
    ];
    const peer = (label: string, measured: { perRefreshMs: number } | { error: string }, note: Record<string, string | number>): void => {
      if ('error' in measured) {
        results.push({ name: `${label}: CPU per refresh`, unit: 'ms', runs: 0, median: Number.NaN, p99: Number.NaN, min: Number.NaN, max: Number.NaN, notes: { skipped: measured.error } });
        return;
      }
      const v = measured.perRefreshMs;
      const peerName = label.split(' ')[0];
      results.push({
        name: `${label}: CPU per refresh`,
        unit: 'ms',
        runs: PEER_REFRESHES,
        median: v,
        p99: v,
        min: v,
        max: v,
        notes: {
          ...note,
          ms_per_1000_processes: per1000(v, peerProcesses),
          // Other processes on a shared host come and go between our passes and the peer's refreshes: per process, the
          // ratio does not move with them.
          [`ours_per_process_over_${peerName}`]: (median(ours.processCpuMs) / processes / (v / peerProcesses)).toFixed(2),
          [`ours_median_over_${peerName}`]: (median(ours.processCpuMs) / v).toFixed(2),
          [`ours_thread_median_over_${peerName}`]: (median(ours.threadCpuMs) / v).toFixed(2),
          [`ours_cold_median_over_${peerName}`]: (median(cold.processCpuMs) / v).toFixed(2),
          [`ours_cold_thread_median_over_${peerName}`]: (median(cold.threadCpuMs) / v).toFixed(2),
        },
      });
    };
    peer('top -b -d 1 (procps)', top, { method: 'utime+stime ticks, refresh 2 to 22, /20', tick_ms: 1000 / ticksPerSecond, processes: processesDuringPeers });
    peer('htop -d 10 (in tmux 200x50)', htop, { method: 'utime+stime ticks over ~20 s / seconds', processes: processesDuringPeers, target_ours_over_htop: '<= 0.5' });
    results.push(measureHistoryMemory(ours.last));
    return results;
  } finally {
    await sleepers.stop();
  }
}
