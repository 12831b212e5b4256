// A process of its own that runs host-wide network captures as the application does (its investigation pool, one
// slot, the shipped worker bundle dist/workers/investigation.js), one per line read on stdin, and writes each one's
// wall time, this process's CPU time over it (every thread: the pool worker, V8's helper threads, the pool's own
// message handling) and the row count as a JSON line on stdout. It exits when stdin closes.
//
// The network bench measures ours here rather than in its own process because its own process runs tsx's module
// loader on a second thread, whose heap V8 collects on its helper threads at moments of its own (up to a few ms per
// capture window), and reads ss's output between captures; neither is work a capture does (docs/testing.md, issue
// 12). ss runs as a process of its own as well. bench/investigations.ts runs this file with plain node from an
// esbuild bundle (bench/bundled-process.ts).
import { createInterface } from 'node:readline';
import { InvestigationPool } from '../src/investigation-pool/pool.js';

const pool = new InvestigationPool({ slots: 1 });
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() === '') continue;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const task = pool.run({ kind: 'network', target: null });
  const outcome = await task.outcome;
  await task.released;
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (!outcome.ok) throw new Error(`network capture failed: ${outcome.kind}: ${outcome.message}`);
  const rows = (outcome.result as { readonly rows: readonly unknown[] }).rows.length;
  process.stdout.write(`${JSON.stringify({ wall, cpu: (cpu.user + cpu.system) / 1000, rows })}\n`);
}
await pool.close();
