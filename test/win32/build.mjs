// Bundles what the Windows lane runs inside Wine into one folder (argument 1, default .cache/win32/dist): the check
// runner and its child fixtures, the application's sampler and MCP workers, the real CLI entry with the bridge bundle
// (the same esbuild settings as scripts/build.mjs), and the Windows handle helper. koffi stays external so node.exe loads koffi's win32 binary
// from .cache/win32/node_modules next to this folder.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { scriptBundleOptions, scriptWorkerEntryOptions } from '../../scripts/script-bundle-options.mjs';

const out = resolve(process.argv[2] ?? '.cache/win32/dist');
rmSync(out, { recursive: true, force: true });

const common = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  jsx: 'automatic',
  external: ['koffi'],
  // CommonJS dependencies bundled into ESM call require() for Node built-ins.
  banner: { js: "import { createRequire as __winprocCreateRequire } from 'node:module'; const require = __winprocCreateRequire(import.meta.url);" },
};

// The lane's own programs, and the helper the Windows investigations spawn (found as dist/workers/… from the bundle).
await build({
  ...common,
  outdir: out,
  entryPoints: {
    'run-checks': 'test/win32/run-checks.ts',
    'fixtures/child': 'test/win32/fixtures/child.ts',
    'fixtures/backend': 'test/win32/fixtures/backend.ts',
    'workers/win32-handle-helper': 'src/collectors/win32/handle-helper.ts',
  },
});
// The sampler thread and the MCP worker as the application runs them: dist/workers/<name>.cjs runs the script bundle beside it with the
// user's code cache (%LOCALAPPDATA%\winproc-tui under Wine), as scripts/build.mjs builds them.
await build({ ...common, ...scriptBundleOptions, outdir: out, entryPoints: { 'workers/sampler.script': 'src/collectors/sampler-worker.ts', 'workers/mcp.script': 'src/backend/worker.ts' }, banner: scriptBundleOptions.banner });
await build({ ...common, ...scriptWorkerEntryOptions, outdir: out, entryPoints: { 'workers/sampler': 'src/code-cache/script-worker.ts', 'workers/mcp': 'src/code-cache/script-worker.ts' } });

// The real entry, its script runner and the bridge, as scripts/build.mjs builds them: cli.js imports ./code-cache.js
// and ./bridge.js by URL.
await build({ ...common, outdir: out, entryPoints: { cli: 'src/cli.ts' }, packages: 'external', external: undefined, banner: undefined });
await build({ ...common, outdir: out, entryPoints: { 'code-cache': 'src/code-cache/start.ts' }, packages: 'external', external: undefined, banner: undefined });
await build({ ...common, outdir: out, entryPoints: { bridge: 'src/bridge/entry.ts' }, splitting: true, chunkNames: 'chunks/bridge-[name]-[hash]' });
