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

function once(): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [CLI, 'mcp-bridge'], { stdio: ['pipe', 'pipe', 'ignore'] });
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
  for (let i = 0; i < runs; i += 1) samples.push(await once());
  return [summarize('bridge cold start to initialize response', 'ms', samples, { target: '<= 300 ms median' })];
}
