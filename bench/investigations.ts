// Investigation cost with >= 300 processes and >= 3,000 open files: host-wide file users against `fuser` and
// `lsof` on the same paths, host-wide network against `ss -tunap`, and modules + threads of one process.
// Every tool runs interleaved with ours in the same rounds, so they see the same machine load.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { collectFileUsers, collectModules, collectNetwork, collectThreads } from '../src/collectors/investigations/index.js';
import { sharedPathHelper, closeSharedPathHelper } from '../src/collectors/helper/client.js';
import type { ProcessIdentity } from '../src/collectors/types.js';
import { spawnSleepers, type Sleepers } from './sampling.js';
import { summarize, type BenchResult } from './stats.js';

const HOLDERS = 30;
const FILES_PER_HOLDER = 100;
const SLEEPERS = 270;
const ROUNDS = 15;
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

/** Wall time of a command in ms; its exit status is ignored (fuser and lsof exit 1 for "some not found"). */
function timeCommand(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024 }, (error) => {
      if (error !== null && typeof error.code === 'string') reject(error); // ENOENT etc.
      else resolve(performance.now() - started);
    });
  });
}

async function timeOurs(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function startHolders(dir: string): Promise<ChildProcess[]> {
  const holders: ChildProcess[] = [];
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
  return holders;
}

function ratio(a: number, b: number): string {
  return (a / b).toFixed(3);
}

export async function benchInvestigations(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-bench-inv-'));
  let holders: ChildProcess[] = [];
  let sleepers: Sleepers | null = null;
  const killHolders = (): void => {
    for (const child of holders) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killHolders);
  try {
    holders = await startHolders(dir);
    sleepers = await spawnSleepers(SLEEPERS);
    const paths = holders.flatMap((_, i) => Array.from({ length: FILES_PER_HOLDER }, (__, k) => join(dir, `h${i}-${k}.dat`)));
    const processCount = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).length;
    const signal = (): AbortSignal => AbortSignal.timeout(60_000);

    // Warm up: the helper process (started once per thread, then reused; its JIT warms over a few scans),
    // kernel caches, the tools' page cache.
    await sharedPathHelper().warm();
    const check = await collectFileUsers(signal());
    const found = new Set(check.rows.map((r) => r.path));
    const missing = paths.filter((p) => !found.has(p)).length;
    for (let i = 0; i < WARMUP_ROUNDS; i++) {
      await collectFileUsers(signal());
      await collectNetwork(null, signal());
    }
    await timeCommand('fuser', paths);
    await timeCommand('ss', ['-tunap']);

    const ours: number[] = [];
    const fuser: number[] = [];
    const lsof: number[] = [];
    const network: number[] = [];
    const ss: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await timeOurs(() => collectFileUsers(signal())));
      fuser.push(await timeCommand('fuser', paths));
      if (round < LSOF_ROUNDS) lsof.push(await timeCommand('lsof', ['-n', '-P', ...paths]));
      network.push(await timeOurs(() => collectNetwork(null, signal())));
      ss.push(await timeCommand('ss', ['-tunap']));
    }

    const target = identityOf(holders[0].pid!);
    const moduleThreads: number[] = [];
    for (let i = 0; i < 20; i++) {
      await collectModules(target, signal());
      await collectThreads(target, signal());
    }
    for (let i = 0; i < MODULE_THREAD_RUNS; i++) {
      moduleThreads.push(
        await timeOurs(async () => {
          await collectModules(target, signal());
          await collectThreads(target, signal());
        }),
      );
    }

    const median = (xs: number[]): number => summarize('', '', xs).median;
    const scale = { processes_on_host: processCount, open_temp_files: paths.length, temp_files_missed: missing, rows: check.rows.length };
    return [
      summarize('file users, host-wide (ours, warm helper)', 'ms', ours, {
        ...scale,
        vs_fuser: ratio(median(ours), median(fuser)),
        lsof_over_ours: ratio(median(lsof), median(ours)),
      }),
      summarize(`fuser <${paths.length} paths>`, 'ms', fuser),
      summarize(`lsof -n -P <${paths.length} paths>`, 'ms', lsof),
      summarize('network, host-wide (ours)', 'ms', network, { vs_ss: ratio(median(network), median(ss)) }),
      summarize('ss -tunap', 'ms', ss),
      summarize('modules + threads of one node process', 'ms', moduleThreads),
    ];
  } finally {
    killHolders();
    await Promise.all(holders.map((child) => (child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((r) => child.once('exit', r)))));
    process.off('exit', killHolders);
    await sleepers?.stop();
    closeSharedPathHelper();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `tsx bench/investigations.ts` runs it on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatResult } = await import('./stats.js');
  for (const result of await benchInvestigations()) process.stdout.write(`${formatResult(result)}\n`);
}
