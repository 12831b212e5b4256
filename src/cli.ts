// Entry point: `winproc-tui` runs the TUI; `winproc-tui mcp-bridge [--raw]` runs the stdio MCP bridge.
// The bridge is dispatched before any terminal, configuration or single-instance work (spec §3.2); each role
// is a separate bundle loaded by URL, so the bridge never loads the TUI and vice versa.

import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { OLD_GENERATION_LIMIT_MB, SAMPLER_WORKER_FILE } from './channel/threads.js';
import { startSamplerThreadEarly } from './collectors/early-sampler.js';

type BridgeEntry = typeof import('./bridge/entry.js');
type AppEntry = typeof import('./main.js');
type CodeCacheStart = typeof import('./code-cache/start.js');

/**
 * The most the main isolate's heap limit (old generation + young generation) reads when node was started with the
 * old-generation limit: 780 MB with the shipped flags, 816 MB with V8's default young generation on Node 20, 960 MB on
 * Node 24. Without it, node's default is ~4 GB on a host with 16 GB of memory or more.
 */
const CAPPED_HEAP_SIZE_LIMIT_BYTES = (OLD_GENERATION_LIMIT_MB + 192) * 1024 * 1024;

async function main(argv: readonly string[]): Promise<void> {
  if (argv[0] === 'mcp-bridge') {
    const bridge = (await import(new URL('./bridge.js', import.meta.url).href)) as BridgeEntry;
    await bridge.runBridge({ raw: argv.includes('--raw') });
    return;
  }
  if (process.stdout.isTTY) {
    // ink draws nothing until exit when it believes it runs in CI; a TUI in a real terminal must draw.
    for (const key of Object.keys(process.env)) if (key === 'CI' || key === 'CONTINUOUS_INTEGRATION' || key.startsWith('CI_')) delete process.env[key];
  }
  // React and its reconciler pick their build from NODE_ENV when first loaded: the development build records
  // performance entries on every commit and grows by ~20 MB a minute idle. The application always runs the
  // production build (its worker threads inherit this environment).
  process.env.NODE_ENV = 'production';
  // Heap sizes (issue 31, docs/architecture.md "Memory per process"): the main isolate's young generation cap
  // (`--max-semi-space-size=4`) and its old generation's limit (`--max-old-space-size`, whose value bounds how far V8
  // lets the heap grow after a full collection: src/channel/threads.ts OLD_GENERATION_LIMIT_MB) come from node's
  // command line (the shebang, npm start, the bridge's launcher); V8 read them when it made this isolate. Both are
  // cleared before any worker starts: V8 would apply the semi-space flag over a worker's own resourceLimits (a worker
  // limited to 4 MB got 8 MB of new space), and with every V8 flag at its default each worker uses Node's built-in
  // code cache, which V8 rejects under any other flag set (~40 ms more CPU per worker start, the sampler thread's on
  // the path to the first table). Each worker gets both limits from its resourceLimits (src/channel/threads.ts).
  setFlagsFromString('--max-semi-space-size=0');
  setFlagsFromString('--max-old-space-size=0');
  // Started without the command line's limit (`node dist/cli.js`, a packaged executable), the main isolate would let
  // its heap grow up to 4x after each full collection: the growth is then capped at run time as before, for every
  // isolate, at the cost of that code cache in each worker.
  if (getHeapStatistics().heap_size_limit > CAPPED_HEAP_SIZE_LIMIT_BYTES) setFlagsFromString('--heap-growing-percent=50');
  // The sampler thread starts (and takes its first pass) while the application's bundle loads.
  const earlySampler = process.stdin.isTTY ? startSamplerThreadEarly(new URL(`./workers/${SAMPLER_WORKER_FILE}`, import.meta.url)) : null;
  // The application's code is a script bundle run with this user's V8 code cache (src/code-cache/): a start with a
  // valid cache compiles almost nothing. Its runner is loaded only now, after the sampler thread started: statically
  // imported, its modules would all load before this file's first line (scripts/build.mjs, `code-cache`).
  const { startScriptBundle } = (await import(new URL('./code-cache.js', import.meta.url).href)) as CodeCacheStart;
  const app = startScriptBundle<AppEntry>(new URL('./app.script.js', import.meta.url), 'app');
  await app.runApplication(argv, earlySampler);
}

await main(process.argv.slice(2));
