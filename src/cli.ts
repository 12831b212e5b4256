// Entry point: `winproc-tui` runs the TUI; `winproc-tui mcp-bridge [--raw]` runs the stdio MCP bridge.
// The bridge is dispatched before any terminal, configuration or single-instance work (spec §3.2); each role
// is a separate bundle loaded by URL, so the bridge never loads the TUI and vice versa.

import { configureApplicationHeap, SAMPLER_WORKER_FILE } from './channel/threads.js';
import { startSamplerThreadEarly } from './collectors/early-sampler.js';

type BridgeEntry = typeof import('./bridge/entry.js');
type AppEntry = typeof import('./main.js');
type CodeCacheStart = typeof import('./code-cache/start.js');

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
  // Heap sizes (issue 31, docs/architecture.md "Memory per process"): node's command line gave this isolate its limits;
  // they are cleared before any worker starts, each worker taking its own (src/channel/threads.ts).
  configureApplicationHeap();
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
