// MCP read-path latency and load: round trips through the real bridge for get_status (A/B against a bare SDK stdio
// server answering the same JSON, the floor: mcp-status.ts), get_metrics with 50 targets, a 7,200-sample history
// summary timed inside the backend, and the application's main-thread event-loop delay with four clients looping
// list_processes against idle. The application runs in this process as src/main.ts builds it (mcp-harness.ts).
// Needs dist/ (npm run bench builds it).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { SYSTEM_METRICS } from '../generated/metrics.js';
import { cpuCoreOf } from '../src/model/metrics.js';

/**
 * The numeric system metrics the history benches use: all but the per-CPU family (256 ids, more than a history call
 * takes), so the rows stay comparable with those measured before the family existed.
 */
const BENCH_SYSTEM_METRICS = SYSTEM_METRICS.filter((m) => m.representation !== 'text' && cpuCoreOf(m.id) === null);
import { App } from '../src/app/app.js';
import { inProcessOperations } from '../test/support/operations.js';
import { ConnectionState, type ToolContext } from '../src/backend/context.js';
import { dispatchTool, SERVED_TOOLS } from '../src/backend/dispatcher.js';
import { BackendState } from '../src/backend/state.js';
import { samplingPlatform } from '../src/collectors/index.js';
import { BARE_SERVER_ARGS, BRIDGE_ARGS, connect, REPO_ROOT, startBenchApplication } from './mcp-harness.js';
import { statusAgainstFloor } from './mcp-status.js';
import { spawnSleepers } from './sampling.js';
import { summarize, type BenchResult } from './stats.js';

const CALLS = 500;
const WARMUP = 25;
const LAG_DURATION_MS = 15_000;
const LOAD_CLIENTS = 4;
/** Histogram timer resolution of the event-loop delay measurement. */
const LAG_RESOLUTION_MS = 1;

type CallArgs = Record<string, unknown>;

/** Milliseconds of `calls` sequential calls, after a warm-up; fails on the first error result. */
async function timeCalls(client: Client, name: string, args: CallArgs, calls = CALLS): Promise<number[]> {
  const once = async () => {
    const result = await client.callTool({ name, arguments: args });
    if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.structuredContent)}`);
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = process.hrtime.bigint();
    await once();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples;
}

/** Four SDK clients (four bridges) looping list_processes until told to stop; reports its counts on stdout. */
const LOAD_GENERATOR = `
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
const { serverArgs, clients, durationMs } = JSON.parse(process.env.LOAD_CONFIG);
const sessions = await Promise.all(Array.from({ length: clients }, async () => {
  const client = new Client({ name: 'load', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: serverArgs, env: process.env, stderr: 'ignore', cwd: process.cwd() }));
  await client.callTool({ name: 'winproc_list_processes', arguments: {} });
  return client;
}));
process.stdout.write('ready\\n');
const deadline = Date.now() + durationMs;
let calls = 0, errors = 0, rows = 0;
await Promise.all(sessions.map(async (client) => {
  while (Date.now() < deadline) {
    const result = await client.callTool({ name: 'winproc_list_processes', arguments: {} });
    calls += 1;
    if (result.isError) errors += 1; else rows = result.structuredContent.data.rows.length;
  }
}));
process.stdout.write(JSON.stringify({ calls, errors, rows }) + '\\n');
await Promise.all(sessions.map((client) => client.close()));
process.exit(0);
`;

function lagResult(name: string, histogram: IntervalHistogram, notes: Record<string, string | number>): BenchResult {
  const ms = (ns: number) => ns / 1e6;
  return {
    name,
    unit: 'ms',
    runs: histogram.count,
    median: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    min: ms(histogram.min),
    max: ms(histogram.max),
    notes: { ...notes, resolution_ms: LAG_RESOLUTION_MS },
  };
}

async function measureLag(durationMs: number): Promise<IntervalHistogram> {
  const histogram = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  histogram.disable();
  return histogram;
}

/**
 * Runs the load generator against `serverArgs` (the bridge, or a bare server for the control); resolves its
 * report once it has looped for `durationMs` after connecting.
 */
function startLoad(env: Record<string, string>, durationMs: number, serverArgs: readonly string[] = BRIDGE_ARGS): { ready: Promise<void>; done: Promise<{ calls: number; errors: number; rows: number }> } {
  const child = spawn(process.execPath, ['--input-type=module', '-e', LOAD_GENERATOR], {
    cwd: REPO_ROOT,
    env: { ...env, LOAD_CONFIG: JSON.stringify({ serverArgs, clients: LOAD_CLIENTS, durationMs }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  let onReady!: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const done = new Promise<{ calls: number; errors: number; rows: number }>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.startsWith('ready\n')) onReady();
    });
    child.once('exit', (code) => {
      const report = buffered.split('\n').find((line) => line.startsWith('{'));
      if (code === 0 && report) resolve(JSON.parse(report) as { calls: number; errors: number; rows: number });
      else reject(new Error(`the load generator exited with ${code}`));
    });
  });
  return { ready, done };
}

/** 7,200 system samples (the system retention) at an irregular ~1 s cadence, every numeric system metric but the per-CPU ones, some missing. */
function historyState(): BackendState {
  const state = new BackendState(samplingPlatform());
  const numeric = BENCH_SYSTEM_METRICS;
  const t0 = Date.now() - 7_200_000;
  for (let i = 0; i < 7_200; i++) {
    const values: Record<string, bigint | number> = {};
    numeric.forEach((metric, m) => {
      if ((i + m) % 97 === 0) return; // missing now and then
      values[metric.id] = metric.representation === 'integer' ? BigInt(1_000_000_000 + ((i * 7919 + m * 104_729) % 1_000_000_007)) * 4096n : ((i * 31 + m) % 1000) / 10;
    });
    state.apply({
      type: 'applied',
      snapshot: { sequence: i + 1, capturedAtMs: t0 + i * 1000 + (i % 7) * 13, collectionCpuMicros: 0, processes: [], system: { values, unavailable: {} }, gpus: [] },
      prunedKeys: [],
      trackingNames: [],
    });
  }
  return state;
}

async function benchHistorySummary(): Promise<BenchResult[]> {
  const state = historyState();
  const context: ToolContext = {
    state,
    backendInstanceId: 'bench',
    applicationVersion: 'bench',
    connection: new ConnectionState('bench'),
    // The summary bench submits no operation: an App's ledger reached in-process stands in for the worker's channel.
    operations: inProcessOperations(new App()),
    signal: new AbortController().signal,
    servedTools: SERVED_TOOLS,
    nowMs: Date.now,
  };
  const all = BENCH_SYSTEM_METRICS.map((m) => m.id);
  const results: BenchResult[] = [];
  for (const [label, metricIds] of [['1 metric', ['committed_bytes']], [`${all.length} metrics`, all]] as const) {
    const args = { metric_ids: metricIds };
    const once = async () => {
      const envelope = (await dispatchTool('get_history', { ...args }, context)) as { data?: { coverage?: { sample_count?: number } } };
      JSON.stringify(envelope); // the worker serializes every reply
      return envelope.data?.coverage?.sample_count ?? 0;
    };
    for (let i = 0; i < WARMUP; i++) await once();
    const samples: number[] = [];
    let counted = 0;
    for (let i = 0; i < CALLS; i++) {
      const started = process.hrtime.bigint();
      counted = await once();
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    results.push(
      summarize(`get_history summary over 7,200 system samples, ${label} (in-process handler + JSON)`, 'ms', samples, {
        sample_count: counted,
        measured: 'in the backend with a hand-filled BackendState, not through the bridge',
      }),
    );
  }
  return results;
}

export async function benchMcpRead(): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const results: BenchResult[] = [];
  results.push(...(await benchHistorySummary()));

  const sleepers = await spawnSleepers(49);
  const clients: Client[] = [];
  let application: Awaited<ReturnType<typeof startBenchApplication>> | null = null;
  try {
    application = await startBenchApplication();
    const { env } = application;
    const client = await connect(env);
    clients.push(client);
    results.push(...(await statusAgainstFloor(client, env)));

    const fullListing = (await client.callTool({ name: 'winproc_list_processes', arguments: {} })).structuredContent;
    const listing = await client.callTool({ name: 'winproc_list_processes', arguments: { filter: { name: 'sleep' } } });
    const mine = new Set(sleepers.pids);
    const refs = (listing.structuredContent as { data: { rows: { pid: number; process_ref: string }[] } }).data.rows.filter((row) => mine.has(row.pid)).map((row) => row.process_ref);
    if (refs.length !== 49) throw new Error(`expected 49 sleeper references, found ${refs.length}`);
    const targets = [{ system: true }, ...refs.map((process_ref) => ({ process_ref }))];
    const metrics = await timeCalls(client, 'winproc_get_metrics', { metric_ids: ['cpu_percent', 'thread_count'], targets });
    for (const c of clients.splice(0)) await c.close();
    results.push(summarize('winproc_get_metrics, 50 targets (system + 49 processes), through the bridge', 'ms', metrics, { metric_ids: 2 }));

    // Main-thread event-loop delay: the application sampling with no MCP clients, then with four looping.
    const idle = await measureLag(LAG_DURATION_MS);
    const load = startLoad(env, LAG_DURATION_MS);
    await load.ready;
    const loaded = await measureLag(LAG_DURATION_MS);
    const report = await load.done;
    // Control: the same four looping clients against a bare server answering the same listing JSON. The app does
    // no MCP work then, so the difference to the loaded run is what MCP costs the main thread, not CPU contention.
    const control = startLoad({ ...env, BARE_ENVELOPE: JSON.stringify(fullListing) }, LAG_DURATION_MS, BARE_SERVER_ARGS);
    await control.ready;
    const contended = await measureLag(LAG_DURATION_MS);
    const controlReport = await control.done;
    results.push(
      lagResult('app main-thread event-loop delay, sampling, no MCP clients', idle, { duration_s: LAG_DURATION_MS / 1000 }),
      lagResult(`app main-thread event-loop delay, sampling + ${LOAD_CLIENTS} clients looping list_processes`, loaded, {
        duration_s: LAG_DURATION_MS / 1000,
        calls: report.calls,
        calls_per_s: (report.calls / (LAG_DURATION_MS / 1000)).toFixed(0),
        errors: report.errors,
        rows_per_listing: report.rows,
      }),
      lagResult(`app main-thread event-loop delay, sampling + ${LOAD_CLIENTS} clients looping a bare server (contention control)`, contended, {
        duration_s: LAG_DURATION_MS / 1000,
        calls: controlReport.calls,
        calls_per_s: (controlReport.calls / (LAG_DURATION_MS / 1000)).toFixed(0),
        rows_per_listing: controlReport.rows,
      }),
    );
    return results;
  } finally {
    for (const c of clients) await c.close().catch(() => undefined);
    await application?.stop();
    await sleepers.stop();
  }
}

// Run directly: `npx tsx bench/mcp-read.ts` (bench/index.ts registers it for `npm run bench`).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { formatResult } = await import('./stats.js');
  for (const result of await benchMcpRead()) process.stdout.write(`${formatResult(result)}\n`);
}
