// .NET collection cost (issue 17): the target's CPU over a 10 s window with no session, with our EventPipe counters
// session (the product's DotnetCollector, in this process) and with dotnet-counters collecting System.Runtime (the
// named peer, installed as a local tool by the test support), interleaved round by round on the same .NET 10 test
// app; and what each collector itself costs per second of collection. Printed, never asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DotnetCollector } from '../src/collectors/dotnet/collector.js';
import { clockTicksPerSecond } from '../src/collectors/linux/sampling.js';
import { dotnetCounters, dotnetEnv, startDotnetApp, startTokenOf } from '../test/support/dotnet-app.js';
import { cpuTicksOf } from './sampling.js';
import { type BenchResult, summarize } from './stats.js';

const WINDOW_MS = 10_000;
const WARMUP_MS = 2_000;
const ROUNDS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process and its descendants' CPU ticks (dotnet tool run may start the tool as a child). */
function treeTicks(root: number): number {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree.reduce((sum, pid) => {
    try {
      return sum + cpuTicksOf(pid);
    } catch {
      return sum;
    }
  }, 0);
}

export async function benchDotnet(): Promise<BenchResult[]> {
  const ticksPerSecond = clockTicksPerSecond();
  dotnetCounters(); // installs the peer once
  const app = await startDotnetApp();
  const work = mkdtempSync(join(tmpdir(), 'winproc-bench-dotnet-'));
  const target: Record<'none' | 'ours' | 'dotnet-counters', number[]> = { none: [], ours: [], 'dotnet-counters': [] };
  const collectorCost: Record<'ours' | 'dotnet-counters', number[]> = { ours: [], 'dotnet-counters': [] };
  const window = async (): Promise<number> => {
    const before = cpuTicksOf(app.pid);
    await sleep(WINDOW_MS);
    return cpuTicksOf(app.pid) - before;
  };
  try {
    await sleep(3_000); // the app's start-up JIT is not part of any window
    for (let round = 0; round < ROUNDS; round++) {
      target.none.push(await window());

      const collector = new DotnetCollector(() => undefined, { platform: 'linux' });
      const key = `${app.pid}:bench`;
      collector.setTargets([{ key, pid: app.pid, startToken: startTokenOf(app.pid) }]);
      await sleep(WARMUP_MS);
      const ownBefore = process.cpuUsage();
      target.ours.push(await window());
      const own = process.cpuUsage(ownBefore);
      collectorCost.ours.push((own.user + own.system) / (WINDOW_MS / 1000));
      await collector.close();

      const output = join(work, `round-${round}.json`);
      const duration = `00:00:00:${String(Math.ceil((WARMUP_MS + WINDOW_MS) / 1000) + 2).padStart(2, '0')}`;
      const peer = spawn('dotnet', ['tool', 'run', 'dotnet-counters', 'collect', '-p', String(app.pid), '--counters', 'System.Runtime', '--refresh-interval', '1', '--format', 'json', '-o', output, '--duration', duration], {
        cwd: join(process.cwd(), 'test/fixtures/dotnet/bin/tools'),
        env: dotnetEnv(),
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => peer.once('exit', resolve));
      await sleep(WARMUP_MS);
      const peerBefore = treeTicks(peer.pid!);
      target['dotnet-counters'].push(await window());
      collectorCost['dotnet-counters'].push(((treeTicks(peer.pid!) - peerBefore) * 1_000_000) / ticksPerSecond / (WINDOW_MS / 1000));
      await exited;
    }
  } finally {
    await app.stop();
    rmSync(work, { recursive: true, force: true });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = [
    summarize('target CPU, no collection', 'ticks/10s', target.none, { tick_ms: 1000 / ticksPerSecond }),
    summarize('target CPU, our session (System.Runtime EventCounters)', 'ticks/10s', target.ours, { added_over_none: median(target.ours) - median(target.none) }),
    summarize('target CPU, dotnet-counters collect System.Runtime', 'ticks/10s', target['dotnet-counters'], { added_over_none: median(target['dotnet-counters']) - median(target.none) }),
    summarize('collector CPU, ours (session + parsing, in-process)', 'µs/s', collectorCost.ours),
    summarize('collector CPU, dotnet-counters (process tree)', 'µs/s', collectorCost['dotnet-counters'], {
      ours_over_peer: (median(collectorCost.ours) / median(collectorCost['dotnet-counters'])).toFixed(3),
    }),
  ];
  // Target CPU in the same run, ours over the peer's (the goal: no more than dotnet-counters costs the target).
  const addedOurs = median(target.ours) - median(target.none);
  const addedPeer = median(target['dotnet-counters']) - median(target.none);
  results.push(
    summarize('target CPU with ours / with dotnet-counters (medians)', 'ratio', [median(target.ours) / median(target['dotnet-counters'])], {
      goal: '<= 1',
      added_ticks_ours: addedOurs,
      added_ticks_peer: addedPeer,
    }),
  );
  return results;
}
