// Builds dist/ with esbuild: a tiny entry, the bridge bundled with its dependencies (cold start matters:
// an MCP client spawns it), and the application and its workers, their dependencies bundled too (koffi excepted).
import { build } from 'esbuild';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { inkPatched } from './ink-patched.mjs';
import { scriptBundleOptions, scriptWorkerEntryOptions } from './script-bundle-options.mjs';

// `--test-hooks` builds the test build into build/test-hooks/dist, which the test suite runs; only that build carries
// src/contract/test-hooks.ts. The published dist/ gets test-hooks.production.ts in its place: no test hook, nothing
// read from WINPROC_TUI_TEST_* or WINPROC_TUI_RESULT_CHECK (test/unit/build/no-test-hooks.test.ts checks the bundle).
const testBuild = process.argv.includes('--test-hooks');
const target = testBuild ? 'build/test-hooks/dist' : 'dist';
mkdirSync(dirname(target), { recursive: true });

// Build into a private folder and swap it in, so programs and tests already running from the target never see
// a half-built or missing tree while another build runs.
const out = `${target}.build-${process.pid}`;

const productionHooks = {
  name: 'production-test-hooks',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]src[\\/]contract[\\/]test-hooks\.ts$/ }, () => ({
      contents: readFileSync('src/contract/test-hooks.production.ts', 'utf8'),
      loader: 'ts',
      resolveDir: 'src/contract',
    }));
  },
};
const hookPlugins = testBuild ? [] : [productionHooks];

const common = {
  outdir: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  jsx: 'automatic',
};

rmSync(out, { recursive: true, force: true });

// The entry only dispatches; it imports the bridge or the application by URL so neither is bundled into it.
// Its shebang gives the main isolate a 4 MB semi-space cap (V8's default lets it grow to 16 MB): at +2,000 processes
// the young generation otherwise holds ~30 MB more for the same CPU (issue 31, docs/architecture.md "Memory per
// process"). V8 reads the cap only when an isolate starts, so it must be on node's command line: `env -S` splits it
// there, and npm's cmd-shim reads the same line for its Windows shims. `npm start` (package.json) passes the same flags.
// The old generation's limit (768 MB, src/channel/threads.ts OLD_GENERATION_LIMIT_MB) bounds how far V8 lets the heap
// grow after each full collection (1.5x), read when the isolate starts too.
await build({
  ...common,
  entryPoints: { cli: 'src/cli.ts' },
  packages: 'external',
  plugins: hookPlugins,
  banner: { js: '#!/usr/bin/env -S node --max-semi-space-size=4 --max-old-space-size=768' },
});

// The main thread's script-bundle runner (src/code-cache/start.ts), a bundle of its own that the entry imports by URL
// once it has started the sampler thread: its modules (node:crypto, node:vm, node:module...) would otherwise all load
// before the entry's first line runs, ~10-25 ms by which the sampler thread's start (the longer path to the first
// table) came later (issue 31, first screen). The bridge never loads it.
await build({
  ...common,
  entryPoints: { 'code-cache': 'src/code-cache/start.ts' },
  packages: 'external',
  plugins: hookPlugins,
});

/**
 * zod re-exports every message locale through a namespace the SDK imports wholesale, so esbuild cannot drop
 * them; the bridge only ever uses English messages. Dropping the other ~40 locales shortens the bridge's
 * compile time at each cold start.
 */
const englishZodLocalesOnly = {
  name: 'english-zod-locales-only',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";\n',
      loader: 'js',
      resolveDir: 'node_modules/zod/v4/locales',
    }));
  },
};

await build({
  ...common,
  entryPoints: { bridge: 'src/bridge/entry.ts' },
  splitting: true,
  minify: true,
  chunkNames: 'chunks/bridge-[name]-[hash]',
  plugins: [englishZodLocalesOnly, ...hookPlugins],
});

const app = {
  'workers/win32-handle-helper': 'src/collectors/win32/handle-helper.ts',
  'workers/path-helper': 'src/collectors/helper/path-helper.ts',
  'workers/investigation': 'src/investigation-pool/worker.ts',
  'workers/csv': 'src/app/graphs/csv-worker.ts',
  'workers/recording': 'src/recording/writer-worker.ts',
  'workers/log-load': 'src/recording/load-worker.ts',
};
// NODE_ENV=production for the application: bundled code, React's included, keeps only its production branches.
// Dependencies are bundled (issue 31): left in node_modules, Node resolved, scanned for CommonJS exports and compiled
// each package module at every start, most of the first second before the first table. koffi is a native addon
// that finds its binary beside itself; react-devtools-core is ink's development-only import, never installed. The
// banner gives bundled CommonJS code the `require` it calls for Node's built-in modules.
await build({
  ...common,
  entryPoints: app,
  splitting: true,
  external: ['koffi', 'react-devtools-core'],
  banner: { js: "import { createRequire as __winprocCreateRequire } from 'node:module'; const require = __winprocCreateRequire(import.meta.url);" },
  chunkNames: 'chunks/app-[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [inkPatched, ...hookPlugins],
});

// The main thread's and the sampler thread's code, the path to the first table, and the MCP worker's, the path to the
// first answer of a bridge that started it on demand, are script bundles run through
// vm.Script with V8's code cache (src/code-cache/): an ES module cannot take cached data on Node 20, which has no module
// compile cache. Each is esbuild's CommonJS output wrapped in one function (the runner passes `require`, `module` and
// the bundle's URL for import.meta.url), strict as the modules it came from, with its dependencies (no splitting:
// CommonJS output has none; the other workers' chunks are not shared with them anyway, threads share no modules).
// The modules it imports lazily are bundled into it (compiled only when first called); yoga-layout's and ink's top-level
// awaits are gone (scripts/ink-patched.mjs), as a script has none.
const scriptBundles = {
  'app.script': 'src/main.ts',
  'workers/sampler.script': 'src/collectors/sampler-worker.ts',
  'workers/mcp.script': 'src/backend/worker.ts',
};
await build({
  ...common,
  ...scriptBundleOptions,
  entryPoints: scriptBundles,
  external: ['koffi', 'react-devtools-core'],
  define: { ...scriptBundleOptions.define, 'process.env.NODE_ENV': '"production"' },
  plugins: [inkPatched, ...hookPlugins],
});
// A script compiled from V8's cached data loses its dynamic import callback on Node 20: no import() may remain in
// them (the test build's result-check hook loads its validators with require, falling back to an import() only where
// require cannot load an ES module: src/contract/test-hooks.ts).
if (!testBuild) {
  for (const entry of Object.keys(scriptBundles)) {
    if (/\bimport\(/.test(readFileSync(`${out}/${entry}.js`, 'utf8'))) throw new Error(`${entry}.js has an import(): a script bundle cannot import dynamically (src/code-cache/script-bundle.ts)`);
  }
}
// What a worker thread starts for a script bundle: dist/workers/<name>.cjs runs <name>.script.js (src/code-cache/script-worker.ts).
await build({
  ...common,
  ...scriptWorkerEntryOptions,
  entryPoints: { 'workers/sampler': 'src/code-cache/script-worker.ts', 'workers/mcp': 'src/code-cache/script-worker.ts' },
  plugins: hookPlugins,
});

chmodSync(`${out}/cli.js`, 0o755);
const old = `${target}.old-${process.pid}`;
if (existsSync(target)) renameSync(target, old);
renameSync(out, target);
rmSync(old, { recursive: true, force: true });
