// winproc_get_status through the real bridge against its floor, a bare SDK stdio server answering the same JSON,
// measured A/B in one run: both clients stay connected and their calls alternate in short blocks (which side goes
// first alternates too), so both see the same machine load. Reports median and p99 of each and the ratios.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { BARE_SERVER_ARGS, connect, startBenchApplication } from './mcp-harness.js';
import { summarize, type BenchResult } from './stats.js';

const WARMUP = 50;
/** Calls per side and block; small blocks follow load changes on a shared machine closely. */
const BLOCK = 10;
const BLOCKS = 100;

type CallArgs = Record<string, unknown>;

/** One call's milliseconds; fails on an error result. */
async function timeOne(client: Client, name: string, args: CallArgs): Promise<number> {
  const started = process.hrtime.bigint();
  const result = await client.callTool({ name, arguments: args });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.structuredContent)}`);
  return ms;
}

/** Samples of each client for the same call, taken in alternating blocks after a warm-up of each. */
export async function timeInterleaved(clients: readonly Client[], name: string, args: CallArgs, blocks = BLOCKS, block = BLOCK): Promise<number[][]> {
  for (const client of clients) for (let i = 0; i < WARMUP; i++) await timeOne(client, name, args);
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
  const bare = await connect({ ...env, BARE_ENVELOPE: JSON.stringify(envelope) }, BARE_SERVER_ARGS);
  try {
    const [ours, floor] = await timeInterleaved([bridge, bare], 'winproc_get_status', {});
    const oursResult = summarize('winproc_get_status through the bridge (SDK client, sequential, interleaved with the floor)', 'ms', ours!);
    const floorResult = summarize('bare SDK stdio server, same get_status JSON (floor, same run)', 'ms', floor!);
    return [
      {
        ...oursResult,
        notes: {
          ratio_to_floor_median: (oursResult.median / floorResult.median).toFixed(2),
          ratio_to_floor_p99: (oursResult.p99 / floorResult.p99).toFixed(2),
          blocks: `${BLOCKS}x${BLOCK} per side`,
          target: '<= 2x floor median, p99 <= 2 ms',
        },
      },
      floorResult,
    ];
  } finally {
    await bare.close();
  }
}

/** `npm run bench -- mcp-status`: the application, one bridge, the floor; nothing else (about 15 s). */
export async function benchMcpStatus(): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const application = await startBenchApplication();
  try {
    const bridge = await connect(application.env);
    try {
      return await statusAgainstFloor(bridge, application.env);
    } finally {
      await bridge.close();
    }
  } finally {
    await application.stop();
  }
}
