// Bridge cold start: spawn `winproc-tui mcp-bridge`, send initialize, time until its response arrives (median of 10).
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

/** A bare Node process that answers one line: the floor any Node program pays on this machine now. */
const FLOOR = ['-e', "process.stdin.once('data', () => process.stdout.write('{}\\n', () => process.exit(0)))"];

function once(args: readonly string[] = [CLI, 'mcp-bridge']): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [...args], { stdio: ['pipe', 'pipe', 'ignore'] });
    child.stdin.write(INITIALIZE);
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
  const samples: number[] = [];
  const floor: number[] = [];
  // Interleaved, so machine load affects both series alike.
  for (let i = 0; i < runs; i += 1) {
    samples.push(await once());
    floor.push(await once(FLOOR));
  }
  const bridge = summarize('bridge cold start to initialize response', 'ms', samples, { target: '<= 300 ms median' });
  const bare = summarize('bare node start to first answered line (floor)', 'ms', floor);
  return [bridge, { ...bare, notes: { 'bridge/floor': (bridge.median / bare.median).toFixed(2) } }];
}
