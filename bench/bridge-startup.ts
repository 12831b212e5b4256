// Bridge cold start: spawn `winproc-tui mcp-bridge`, send the first request of a client (a legacy initialize, or the
// modern server/discover probe of MCP 2026-07-28), time until its response arrives (median of 10 each).
// BENCH_BRIDGE_STARTUP_COMPARE=<cli.js of another build> adds that build's bridge to the same interleaving.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { summarize, type BenchResult } from './stats.js';

const CLI = join(import.meta.dirname, '../dist/cli.js');

const INITIALIZE = `${JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
})}\n`;

const DISCOVER = `${JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'server/discover',
  params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {}, 'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' } } },
})}\n`;

/** A bare Node process that answers one line: the floor any Node program pays on this machine now. */
const FLOOR = ['-e', "process.stdin.once('data', () => process.stdout.write('{}\\n', () => process.exit(0)))"];

function once(args: readonly string[] = [CLI, 'mcp-bridge'], first = INITIALIZE): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [...args], { stdio: ['pipe', 'pipe', 'ignore'] });
    child.stdin.write(first);
    child.stdout.once('data', () => {
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      child.stdin.end();
      child.once('exit', () => resolve(elapsed));
    });
    child.once('error', reject);
  });
}

export async function benchBridgeStartup(runs = 10): Promise<BenchResult[]> {
  await once(); // warm the file cache so the numbers describe the program, not the disk
  const compare = process.env.BENCH_BRIDGE_STARTUP_COMPARE;
  const samples: number[] = [];
  const modern: number[] = [];
  const other: number[] = [];
  const floor: number[] = [];
  if (compare) await once([compare, 'mcp-bridge']);
  // Interleaved, so machine load affects every series alike.
  for (let i = 0; i < runs; i += 1) {
    samples.push(await once());
    modern.push(await once(undefined, DISCOVER));
    if (compare) other.push(await once([compare, 'mcp-bridge']));
    floor.push(await once(FLOOR));
  }
  const bare = summarize('bare node start to first answered line (floor)', 'ms', floor);
  const toFloor = (result: BenchResult): BenchResult => ({ ...result, notes: { ...result.notes, 'bridge/floor': (result.median / bare.median).toFixed(2) } });
  return [
    toFloor(summarize('bridge cold start to initialize response', 'ms', samples, { target: '<= 300 ms median' })),
    toFloor(summarize('bridge cold start to server/discover response (MCP 2026-07-28)', 'ms', modern, { target: '<= 300 ms median' })),
    ...(compare ? [toFloor(summarize(`bridge of ${compare} to initialize response (same run)`, 'ms', other))] : []),
    bare,
  ];
}
