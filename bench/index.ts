// `npm run bench`: runs every benchmark (or those named on the command line) and prints numbers; nothing asserts.
import { benchBridgeStartup } from './bridge-startup.js';
import { type BenchResult, formatResult } from './stats.js';

const BENCHES: Record<string, () => Promise<BenchResult[]>> = {
  'bridge-startup': () => benchBridgeStartup(),
  // Loaded on demand: they spawn processes and start workers, which other benches should not pay for.
  sampling: async () => (await import('./sampling.js')).benchSampling(),
  'ui-lag': async () => (await import('./ui-lag.js')).benchUiLag(),
  'mcp-read': async () => (await import('./mcp-read.js')).benchMcpRead(),
  investigations: async () => (await import('./investigations.js')).benchInvestigations(),
  graphs: async () => (await import('./graphs.js')).benchGraphs(),
};

const selected = process.argv.slice(2);
for (const [name, run] of Object.entries(BENCHES)) {
  if (selected.length > 0 && !selected.includes(name)) continue;
  process.stdout.write(`== ${name}\n`);
  for (const result of await run()) process.stdout.write(`${formatResult(result)}\n`);
}
