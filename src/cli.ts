// Entry point: `winproc-tui` runs the TUI; `winproc-tui mcp-bridge [--raw]` runs the stdio MCP bridge.
// The bridge is dispatched before any terminal, configuration or single-instance work (spec §3.2); each role
// is a separate bundle loaded by URL, so the bridge never loads the TUI and vice versa.

import { startSamplerThreadEarly } from './collectors/early-sampler.js';

type BridgeEntry = typeof import('./bridge/entry.js');
type AppEntry = typeof import('./main.js');

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
  // The sampler thread starts (and takes its first pass) while the application's bundle loads.
  const earlySampler = process.stdin.isTTY ? startSamplerThreadEarly(new URL('./workers/sampler.js', import.meta.url)) : null;
  const app = (await import(new URL('./app.js', import.meta.url).href)) as AppEntry;
  await app.runApplication(argv, earlySampler);
}

await main(process.argv.slice(2));
