// winproc_get_status through the real bridge against its floor, a bare SDK stdio server answering the same JSON,
// in each era (legacy: SDK v1 client and server; modern 2026-07-28: SDK v2 client pinned to it and an SDK v2 server),
// measured A/B in one run: both clients stay connected and their calls alternate in short blocks (which side goes
// first alternates too), so both see the same machine load. Reports median and p99 of each, the ratios, and each
// server process's CPU per call. BENCH_MCP_STATUS_COMPARE=<cli.js of another build> adds that build's bridge to the
// same interleaving (for example main's, built in another checkout): an A/B of two bridges under the same load.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { BARE_MODERN_SERVER_ARGS, BARE_SERVER_ARGS, benchClient, BRIDGE_ARGS, connect, connectModern, startBenchApplication, type BenchClient } from './mcp-harness.js';
import { cpuTicksOf } from './sampling.js';
import { summarize, type BenchResult } from './stats.js';

const WARMUP = 50;
/** Calls per side and block; small blocks follow load changes on a shared machine closely. */
const BLOCK = 10;
const BLOCKS = 100;

type CallArgs = Record<string, unknown>;

/** One call's milliseconds; fails on an error result. */
async function timeOne(client: BenchClient, name: string, args: CallArgs): Promise<number> {
  const started = process.hrtime.bigint();
  const result = await client.callTool({ name, arguments: args });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.structuredContent)}`);
  return ms;
}

/** Samples of each client for the same call, taken in alternating blocks after a warm-up of each (then `warm` runs). */
export async function timeInterleaved(clients: readonly BenchClient[], name: string, args: CallArgs, blocks = BLOCKS, block = BLOCK, warm?: () => void): Promise<number[][]> {
  for (const client of clients) for (let i = 0; i < WARMUP; i++) await timeOne(client, name, args);
  warm?.();
  const samples = clients.map(() => [] as number[]);
  for (let b = 0; b < blocks; b++) {
    for (let k = 0; k < clients.length; k++) {
      const index = (b + k) % clients.length;
      for (let i = 0; i < block; i++) samples[index]!.push(await timeOne(clients[index]!, name, args));
    }
  }
  return samples;
}

/** get_status through `bridge` and through a bare server spawned here with the bridge's own answer, interleaved. */
export async function statusAgainstFloor(bridge: Client, env: Record<string, string>): Promise<BenchResult[]> {
  const envelope = (await bridge.callTool({ name: 'winproc_get_status', arguments: {} })).structuredContent;
  const bare = benchClient(await connect({ ...env, BARE_ENVELOPE: JSON.stringify(envelope) }, BARE_SERVER_ARGS));
  const compareCli = process.env.BENCH_MCP_STATUS_COMPARE;
  const other = compareCli ? benchClient(await connect(env, [...BRIDGE_ARGS.slice(0, -2), compareCli, 'mcp-bridge'])) : null;
  try {
    return await interleavedAgainstFloor('', [benchClient(bridge), bare, ...(other ? [other] : [])], compareCli);
  } finally {
    await bare.close();
    await other?.close();
  }
}

/** The same in the modern era (2026-07-28): an SDK v2 client through the bridge and against a bare SDK v2 server. */
export async function modernStatusAgainstFloor(env: Record<string, string>, envelope: unknown): Promise<BenchResult[]> {
  const bridge = await connectModern(env);
  const bare = await connectModern({ ...env, BARE_ENVELOPE: JSON.stringify(envelope) }, BARE_MODERN_SERVER_ARGS);
  try {
    return await interleavedAgainstFloor('MCP 2026-07-28, SDK v2 client: ', [bridge, bare]);
  } finally {
    await bare.close();
    await bridge.close();
  }
}

/** Times `clients` (the bridge, its floor, optionally another bridge) interleaved; results named with `era`. */
async function interleavedAgainstFloor(era: string, clients: readonly BenchClient[], compareCli?: string): Promise<BenchResult[]> {
  const pids = clients.map((client) => client.serverPid);
  let ticksBefore: number[] = [];
  // Counted from the end of the warm-up: the first calls compile the hot path (V8's helper threads count in the
  // process's CPU), which a server answering for hours does once.
  const samples = await timeInterleaved(clients, 'winproc_get_status', {}, BLOCKS, BLOCK, () => {
    ticksBefore = pids.map((pid) => (pid === null ? Number.NaN : cpuTicksOf(pid)));
  });
  // Clock ticks of 10 ms over the measured calls: microseconds of CPU per call.
  const cpuPerCallUs = pids.map((pid, i) => (pid === null ? 'n/a' : (((cpuTicksOf(pid) - ticksBefore[i]!) * 10_000) / (BLOCKS * BLOCK)).toFixed(0)));
  const floorResult = summarize(`${era}bare SDK stdio server, same get_status JSON (floor, same run)`, 'ms', samples[1]!, { server_cpu_per_call_us: cpuPerCallUs[1]! });
  const againstFloor = (name: string, index: number): BenchResult => {
    const result = summarize(name, 'ms', samples[index]!);
    return {
      ...result,
      notes: {
        ratio_to_floor_median: (result.median / floorResult.median).toFixed(2),
        ratio_to_floor_p99: (result.p99 / floorResult.p99).toFixed(2),
        bridge_cpu_per_call_us: cpuPerCallUs[index]!,
        blocks: `${BLOCKS}x${BLOCK} per side`,
        target: '<= 2x floor median, p99 <= 2 ms',
      },
    };
  };
  return [
    againstFloor(`${era}winproc_get_status through the bridge (SDK client, sequential, interleaved with the floor)`, 0),
    floorResult,
    ...(clients.length > 2 ? [againstFloor(`the same through the bridge of ${compareCli} (same run)`, 2)] : []),
  ];
}

/** `npm run bench -- mcp-status`: the application, one bridge and the floor per era; nothing else (about 30 s). */
export async function benchMcpStatus(): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const application = await startBenchApplication();
  try {
    const bridge = await connect(application.env);
    try {
      const legacy = await statusAgainstFloor(bridge, application.env);
      const envelope = (await bridge.callTool({ name: 'winproc_get_status', arguments: {} })).structuredContent;
      return [...legacy, ...(await modernStatusAgainstFloor(application.env, envelope))];
    } finally {
      await bridge.close();
    }
  } finally {
    await application.stop();
  }
}
