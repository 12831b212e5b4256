// Investigation cost with >= 300 processes and >= 3,000 open files: host-wide file users against `fuser` and
// `lsof` on the same paths, host-wide network against `ss -tunap`, and modules + threads of one process.
// Every tool runs interleaved with ours in the same rounds, so they see the same machine load.
//
// The path set: 30 node children each hold 100 temp files open (plus a TCP listener and a connection), 270
// `sleep` children bring the process count past 300. fuser and lsof both get the 3,000 temp paths as arguments
// (`lsof -n -P <paths>` rather than `+D dir`, so both tools resolve exactly the same set); ours is the real
// host-wide capture, a superset: every disk file of every process. Ours is timed with its helper process already
// running, as in the application (a cold helper adds one Node startup, ~50 ms); the tools include their exec.
// The network capture runs entirely on the calling thread (no helper since s29), so the network-only suite starts
// no helper; `timeOurs` still adds a running helper's CPU, which the file-user rounds use.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { collectFileUsers, collectModules, collectNetwork, collectThreads } from '../src/collectors/investigations/index.js';
import { sharedPathHelper, closeSharedPathHelper } from '../src/collectors/helper/client.js';
import type { ProcessIdentity } from '../src/model/types.js';
import { startBundledProcess } from './bundled-process.js';
import { spawnSleepers, type Sleepers } from './sampling.js';
import { summarize, type BenchResult } from './stats.js';

const HOLDERS = 30;
const FILES_PER_HOLDER = 100;
const SLEEPERS = 270;
const ROUNDS = 15;
const NETWORK_ROUNDS = 40;
const CPU_ROUNDS = 3;
/**
 * ss runs in tens of ms: its CPU mean needs more runs than fuser's. These runs follow all of ours (the earlier
 * method, still reported as `cpu_vs_ss_after`); `cpu_vs_ss` takes ss's CPU from a run inside every network round
 * instead, so both sides are measured under the same load.
 */
const SS_CPU_ROUNDS = 20;
const LSOF_ROUNDS = 5;
const MODULE_THREAD_RUNS = 200;
const WARMUP_ROUNDS = 3;

/** A node child that creates and holds FILES_PER_HOLDER files, plus a TCP listener and one connection to it. */
const HOLDER_SOURCE = `
const fs = require('node:fs'), net = require('node:net'), path = require('node:path');
const [dir, index, count] = process.argv.slice(1);
const fds = [];
for (let i = 0; i < Number(count); i++) {
  const p = path.join(dir, 'h' + index + '-' + i + '.dat');
  fs.writeFileSync(p, 'x');
  fds.push(fs.openSync(p, 'r'));
}
const server = net.createServer((s) => s.on('error', () => {}));
server.listen(0, '127.0.0.1', () => {
  const client = net.connect(server.address().port, '127.0.0.1', () => process.stdout.write('ready\\n'));
  client.on('error', () => {});
});
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

function identityOf(pid: number): ProcessIdentity {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  return {
    pid,
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    startTimeMs: null,
    startToken: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19],
  };
}

interface Sample {
  /** Wall time, ms. */
  readonly wall: number;
  /** CPU time (user + system), ms, or NaN when it could not be measured. */
  readonly cpu: number;
}

/**
 * Wall time of a command; its exit status is ignored (fuser and lsof exit 1 for "some not found"). With `cpu`, it
 * runs as `bash -c '"$@"; times'` instead and the child's CPU comes from bash's `times` (user and system time of the
 * shell's children, printed to the millisecond); the wall time (one exec longer) is then not used.
 *
 * Until s30 the CPU came from GNU time's `%U %S`. Those print whole hundredths of a second, truncated (GNU time
 * divides the microseconds by 10,000), so each run lost 0-10 ms in each of the two fields: about 10 ms a run, a
 * quarter of ss's ~40 ms. Measured alternately on this host, ss read 53.0 ms under GNU time against 63.6 ms from its
 * wait4 rusage (docs/testing.md, issue 12). Ours is read with process.cpuUsage, to the microsecond.
 */
function timeCommand(command: string, args: readonly string[], cpu = false): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const [file, argv] = cpu ? ['bash', ['-c', '"$@"; times >&2', 'bash', command, ...args]] : [command, args];
    // LC_ALL=C: bash prints `times` with the locale's decimal point.
    const env = cpu ? { ...process.env, LC_ALL: 'C' } : process.env;
    execFile(file, argv, { maxBuffer: 64 * 1024 * 1024, env }, (error, _stdout, stderr) => {
      const wall = performance.now() - started;
      if (error !== null && typeof error.code === 'string') return reject(error); // ENOENT etc.
      resolve({ wall, cpu: cpu ? childrenCpuMs(stderr) : Number.NaN });
    });
  });
}

/**
 * The children's CPU from the two lines bash's `times` prints last (the shell's own, then its children's user and
 * system time, each as `<m>m<s.mmm>s`); NaN when they are not there.
 */
function childrenCpuMs(stderr: string): number {
  const m = /(\d+)m(\d+\.\d+)s (\d+)m(\d+\.\d+)s\s*$/.exec(stderr);
  if (m === null) return Number.NaN;
  return ((Number(m[1]) + Number(m[3])) * 60 + Number(m[2]) + Number(m[4])) * 1000;
}

/** utime + stime of a process in ms, from /proc/PID/stat (clock ticks of 10 ms at USER_HZ 100). */
function processCpuMs(pid: number | null): number {
  if (pid === null) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Wall and CPU time of one of our collections: this process's CPU plus the path helper's. */
async function timeOurs(run: () => Promise<unknown>): Promise<Sample> {
  const helperPid = sharedPathHelper().helperPid;
  const helperBefore = processCpuMs(helperPid);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await run();
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 + processCpuMs(helperPid) - helperBefore };
}

/** Starts the holders into `holders` (so that a failure half-way still leaves every started child listed). */
async function startHolders(dir: string, holders: ChildProcess[]): Promise<void> {
  for (let i = 0; i < HOLDERS; i++) {
    const child = spawn(process.execPath, ['-e', HOLDER_SOURCE, dir, String(i), String(FILES_PER_HOLDER)], { stdio: ['pipe', 'pipe', 'inherit'] });
    holders.push(child);
    await new Promise<void>((resolve, reject) => {
      const rl = createInterface({ input: child.stdout! });
      rl.once('line', () => {
        rl.close();
        resolve();
      });
      child.once('exit', (code) => reject(new Error(`holder exited early (${code})`)));
    });
  }
}

/** Open descriptors host-wide (every /proc/PID/fd entry this user can list). */
function countOpenFds(): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      total += readdirSync(`/proc/${name}/fd`).length;
    } catch {
      // exited or not ours
    }
  }
  return total;
}

/** A running bench/network-capture-process.ts: host-wide network captures in a process of their own. */
interface CaptureProcess {
  capture(): Promise<Sample & { readonly rows: number }>;
  close(): Promise<void>;
}

/** Starts bench/network-capture-process.ts with plain node (bench/bundled-process.ts): no tsx loader thread in it. */
async function startCaptureProcess(): Promise<CaptureProcess> {
  const captures = await startBundledProcess('network-capture-process');
  return {
    async capture() {
      captures.send('capture');
      return JSON.parse(await captures.nextLine()) as Sample & { readonly rows: number };
    },
    close: () => captures.close(),
  };
}

function ratio(a: number, b: number): string {
  return (a / b).toFixed(3);
}

/** Everything, or (`networkOnly`) the host-wide network capture against `ss -tunap` alone on the same host set-up. */
export async function benchInvestigations(networkOnly = false): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-bench-inv-'));
  const holders: ChildProcess[] = [];
  let sleepers: Sleepers | null = null;
  let captureProcess: CaptureProcess | null = null;
  const killHolders = (): void => {
    for (const child of holders) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // Holders also exit on their own when this process dies (their stdin closes); these cover the rest.
  const onSignal = (signal: NodeJS.Signals): void => {
    killHolders();
    process.kill(process.pid, signal);
  };
  process.once('exit', killHolders);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await startHolders(dir, holders);
    sleepers = await spawnSleepers(SLEEPERS);
    const paths = holders.flatMap((_, i) => Array.from({ length: FILES_PER_HOLDER }, (__, k) => join(dir, `h${i}-${k}.dat`)));
    const processCount = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).length;
    const fdCount = countOpenFds();
    const signal = (): AbortSignal => AbortSignal.timeout(60_000);

    // Warm up: the helper process of the file-user scans (started once per thread, then reused; its JIT warms over
    // a few scans), kernel caches, the tools' page cache.
    if (!networkOnly) await sharedPathHelper().warm();
    const check = networkOnly ? { rows: [] } : await collectFileUsers(signal());
    const found = new Set(check.rows.map((r) => r.path));
    const missing = networkOnly ? 0 : paths.filter((p) => !found.has(p)).length;
    captureProcess = await startCaptureProcess();
    for (let i = 0; i < WARMUP_ROUNDS; i++) {
      if (!networkOnly) await collectFileUsers(signal());
      await collectNetwork(null, signal());
      await captureProcess.capture();
    }
    if (!networkOnly) await timeCommand('fuser', paths);
    await timeCommand('ss', ['-tunap']);

    const ours: Sample[] = [];
    const fuser: Sample[] = [];
    const lsof: Sample[] = [];
    /** Ours in a process of its own (the headline: see network-capture-process.ts). */
    const network: (Sample & { readonly rows: number })[] = [];
    /** Ours in this process, the method before s30 (reported beside the headline). */
    const networkInProcess: Sample[] = [];
    const ss: Sample[] = [];
    // Alternate which side runs first in a round, so neither always follows the other's cache effects.
    for (let round = 0; round < (networkOnly ? 0 : ROUNDS); round++) {
      if (round % 2 === 0) ours.push(await timeOurs(() => collectFileUsers(signal())));
      fuser.push(await timeCommand('fuser', paths));
      if (round < LSOF_ROUNDS) lsof.push(await timeCommand('lsof', ['-n', '-P', ...paths]));
      if (round % 2 === 1) ours.push(await timeOurs(() => collectFileUsers(signal())));
    }
    // ss's CPU in the same rounds: on a shared machine the load changes within a minute, and CPU time grows with it
    // (cache and scheduler pressure), so a ratio of CPU means taken minutes apart measured the load as much as the tools.
    const ssCpuInRounds: Sample[] = [];
    for (let round = 0; round < NETWORK_ROUNDS; round++) {
      if (round % 2 === 0) {
        network.push(await captureProcess.capture());
        networkInProcess.push(await timeOurs(() => collectNetwork(null, signal())));
      }
      ss.push(await timeCommand('ss', ['-tunap']));
      ssCpuInRounds.push(await timeCommand('ss', ['-tunap'], true));
      if (round % 2 === 1) {
        networkInProcess.push(await timeOurs(() => collectNetwork(null, signal())));
        network.push(await captureProcess.capture());
      }
    }
    // CPU time of the tools, in separate runs (timeCommand's `cpu`).
    const fuserCpu: Sample[] = [];
    const lsofCpu: Sample[] = [];
    const ssCpu: Sample[] = [];
    for (let round = 0; round < (networkOnly ? 0 : CPU_ROUNDS); round++) {
      fuserCpu.push(await timeCommand('fuser', paths, true));
      lsofCpu.push(await timeCommand('lsof', ['-n', '-P', ...paths], true));
    }
    for (let round = 0; round < SS_CPU_ROUNDS; round++) ssCpu.push(await timeCommand('ss', ['-tunap'], true));

    const wall = (xs: readonly Sample[]): number[] => xs.map((x) => x.wall);
    const median = (xs: readonly Sample[]): number => summarize('', '', wall(xs)).median;
    // Mean CPU per run: our helper's CPU is counted in 10 ms ticks, so a per-run median would be too coarse.
    const meanCpu = (xs: readonly Sample[]): number => xs.reduce((sum, x) => sum + x.cpu, 0) / xs.length;
    const networkResults = [
      summarize('network, host-wide (ours)', 'ms', wall(network), {
        processes_on_host: processCount,
        open_fds_on_host: fdCount,
        cpu_ms: meanCpu(network).toFixed(1),
        vs_ss: ratio(median(network), median(ss)),
        cpu_vs_ss: ratio(meanCpu(network), meanCpu(ssCpuInRounds)),
        cpu_vs_ss_after: ratio(meanCpu(network), meanCpu(ssCpu)),
        rows: network[network.length - 1].rows,
      }),
      summarize('network, host-wide (ours, in the bench process: the method before s30)', 'ms', wall(networkInProcess), {
        cpu_ms: meanCpu(networkInProcess).toFixed(1),
        vs_ss: ratio(median(networkInProcess), median(ss)),
        cpu_vs_ss: ratio(meanCpu(networkInProcess), meanCpu(ssCpuInRounds)),
      }),
      summarize('ss -tunap', 'ms', wall(ss), { cpu_ms: meanCpu(ssCpuInRounds).toFixed(1), cpu_ms_after: meanCpu(ssCpu).toFixed(1) }),
    ];
    if (networkOnly) return networkResults;

    const target = identityOf(holders[0].pid!);
    const moduleThreads: number[] = [];
    for (let i = 0; i < 20; i++) {
      await collectModules(target, signal());
      await collectThreads(target, signal());
    }
    for (let i = 0; i < MODULE_THREAD_RUNS; i++) {
      const started = performance.now();
      await collectModules(target, signal());
      await collectThreads(target, signal());
      moduleThreads.push(performance.now() - started);
    }

    const scale = { processes_on_host: processCount, open_fds_on_host: fdCount, open_temp_files: paths.length, temp_files_missed: missing, rows: check.rows.length };
    return [
      summarize('file users, host-wide (ours, warm helper)', 'ms', wall(ours), {
        ...scale,
        cpu_ms: meanCpu(ours).toFixed(1),
        vs_fuser: ratio(median(ours), median(fuser)),
        lsof_over_ours: ratio(median(lsof), median(ours)),
      }),
      summarize(`fuser <${paths.length} paths>`, 'ms', wall(fuser), { cpu_ms: meanCpu(fuserCpu).toFixed(1) }),
      summarize(`lsof -n -P <${paths.length} paths>`, 'ms', wall(lsof), { cpu_ms: meanCpu(lsofCpu).toFixed(1) }),
      ...networkResults,
      summarize('modules + threads of one node process', 'ms', moduleThreads),
    ];
  } finally {
    killHolders();
    await Promise.all(holders.map((child) => (child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((r) => child.once('exit', r)))));
    process.off('exit', killHolders);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await sleepers?.stop();
    await captureProcess?.close();
    closeSharedPathHelper();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `tsx bench/investigations.ts` runs it on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatResult } = await import('./stats.js');
  for (const result of await benchInvestigations()) process.stdout.write(`${formatResult(result)}\n`);
}
