// Entry point: `winproc-tui` runs the TUI; `winproc-tui mcp-bridge [--raw]` runs the stdio MCP bridge.
// The bridge is dispatched before any terminal, configuration or single-instance work (spec §3.2); each role
// is a separate bundle loaded by URL, so the bridge never loads the TUI and vice versa.

import { setFlagsFromString } from 'node:v8';
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
  // V8 lets an old generation grow to up to 4x its live objects after each full collection (the factor falls with a
  // slow collector): sized for throughput. This application's steady garbage (a snapshot decoded and applied every
  // second) fills that room, so at 2,300 processes the heaps' pages held ~300 MB for ~100 MB of live objects. A
  // growth of 1.5x keeps ~130 MB less RSS there for the same CPU (measured side by side; --optimize-for-size saved
  // more but cost ~40% more CPU, its 1 MB young generation promotes each second's snapshot). Set before any worker
  // starts, so every isolate of the process uses it (issue 31, docs/architecture.md "Memory per process").
  setFlagsFromString('--heap-growing-percent=50');
  // The main isolate's young generation is capped by `--max-semi-space-size=4` on node's command line (the shebang, npm
  // start, the bridge's launcher); V8 read it when that isolate was made. V8 also applies the flag to every isolate made
  // while it is set, over a worker's own resourceLimits (a worker limited to 4 MB got 8 MB of new space). Cleared
  // before any worker starts, each worker's own limit applies (src/channel/threads.ts; issue 31, docs/architecture.md
  // "Memory per process").
  setFlagsFromString('--max-semi-space-size=0');
  // The sampler thread starts (and takes its first pass) while the application's bundle loads.
  const earlySampler = process.stdin.isTTY ? startSamplerThreadEarly(new URL('./workers/sampler.js', import.meta.url)) : null;
  // The application's code is a script bundle run with this user's V8 code cache (src/code-cache/): a start with a
  // valid cache compiles almost nothing. Its runner is loaded only now, after the sampler thread started: statically
  // imported, its modules would all load before this file's first line (scripts/build.mjs, `code-cache`).
  const { startScriptBundle } = (await import(new URL('./code-cache.js', import.meta.url).href)) as CodeCacheStart;
  const app = startScriptBundle<AppEntry>(new URL('./app.script.js', import.meta.url), 'app');
  await app.runApplication(argv, earlySampler);
}

await main(process.argv.slice(2));
