// First call of a fresh bridge against the application with the MCP worker on demand (Linux, issue 31): the worker
// stopped (the call's connection starts it from the App's state) against the worker already running (another client
// connected), alternated in one run so both sides see the same machine. Times from spawning the bridge to the first
// winproc_get_status answered (what an MCP client waits for: the bridge's start, initialize, its connection and
// handshake, the call) and the first call alone after initialize (the part the worker's state changes).
// Numbers only; never asserts. Options: --rounds=N (default 10), --extra=N sleeping processes (default 0).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, startBenchApplication, type BenchApplication } from './mcp-harness.js';
import { summarize, type BenchResult } from './stats.js';

/**
 * The bench's own idle stop (the user's is IDLE_STOP_MS, 60 s): a worker left by a round stops within a second, so
 * every "stopped" round starts from no worker. Only this bench constructs its McpHost with it.
 */
const BENCH_IDLE_STOP_MS = 500;

function option(name: string, fallback: number): number {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One fresh bridge: milliseconds from its spawn to the first answered call, and of the first call alone. */
async function firstCall(application: BenchApplication): Promise<{ total: number; call: number }> {
  const started = performance.now();
  const client = await connect(application.env);
  const calling = performance.now();
  const result = await client.callTool({ name: 'winproc_get_status', arguments: {} });
  const answered = performance.now();
  await client.close();
  if (result.isError === true) throw new Error(`winproc_get_status failed: ${JSON.stringify(result.structuredContent)}`);
  return { total: answered - started, call: answered - calling };
}

export async function benchMcpFirstCall(): Promise<BenchResult[]> {
  const rounds = option('rounds', 10);
  const extra = option('extra', 0);
  const sleepers: ChildProcess[] = [];
  for (let i = 0; i < extra; i++) sleepers.push(spawn('sleep', ['100000'], { stdio: 'ignore' }));
  const application = await startBenchApplication({ idleStopMs: BENCH_IDLE_STOP_MS });
  const stopped = { total: [] as number[], call: [] as number[] };
  const running = { total: [] as number[], call: [] as number[] };
  const loads: number[] = [];
  try {
    // Warm the file cache (the bridge's bundle and the worker's script) so neither side pays the disk.
    await firstCall(application);
    for (let round = 0; round < rounds; round++) {
      // Which side goes first alternates, so a drift of the host's load within a round affects both alike.
      for (const side of round % 2 === 0 ? (['stopped', 'running'] as const) : (['running', 'stopped'] as const)) {
        if (side === 'stopped') {
          await until(() => !application.mcp.workerRunning, 'the idle MCP worker to stop');
          const measured = await firstCall(application);
          stopped.total.push(measured.total);
          stopped.call.push(measured.call);
        } else {
          // Another client keeps the worker running (and connected: its idle stop never starts).
          const holder = await connect(application.env);
          await holder.callTool({ name: 'winproc_get_status', arguments: {} });
          const measured = await firstCall(application);
          running.total.push(measured.total);
          running.call.push(measured.call);
          await holder.close();
        }
      }
      loads.push(Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]));
    }
  } finally {
    await application.stop();
    for (const sleeper of sleepers) sleeper.kill();
  }
  const notes = { 'load (1 min) min-max': `${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)}`, 'extra processes': String(extra) };
  const results = [
    summarize('fresh bridge, worker stopped: spawn to first get_status answered', 'ms', stopped.total, notes),
    summarize('fresh bridge, worker running: spawn to first get_status answered', 'ms', running.total, notes),
    summarize('fresh bridge, worker stopped: first get_status alone (connect, handshake, call)', 'ms', stopped.call, notes),
    summarize('fresh bridge, worker running: first get_status alone (connect, handshake, call)', 'ms', running.call, notes),
  ];
  const ratio = (a: BenchResult, b: BenchResult): string => (a.median / b.median).toFixed(2);
  return results.map((result, index) => (index === 0 || index === 2 ? { ...result, notes: { ...result.notes, 'stopped/running': ratio(result, results[index + 1]!) } } : result));
}
