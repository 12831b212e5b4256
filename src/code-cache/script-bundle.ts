// Runs one of the application's script bundles (scripts/build.mjs: the main thread's and the sampler thread's code,
// each one function in one file) through vm.Script with V8's code cache, on every supported Node: Node 20 has no
// module compile cache, and an ES module cannot take V8's cached data. The cache is written once the bundle's start is
// over (its `startupDone`), so it holds the functions the start ran, not only the top level.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { codeCacheKey, currentRuntime, readCodeCache, writeCodeCache } from './cache-file.js';

/** What became of a bundle's cache: used as read, rejected by V8 (written again), none yet, or caching is off. */
export type CodeCacheUse = 'accepted' | 'rejected' | 'missing' | 'off';
/** What became of writing it after the start: written, failed (the directory is unwritable or not this user's). */
export type CodeCacheWrite = 'written' | 'write-failed';

export interface ScriptBundleOptions {
  /** The cache's name in the directory (one file per bundle). */
  readonly name: string;
  /** The per-user cache directory (src/code-cache/cache-file.ts), or null to run without a cache. */
  readonly cacheDirectory: string | null;
  /** Told what became of the cache (the test hook `codeCacheLog`). */
  readonly report?: (event: CodeCacheUse | CodeCacheWrite) => void;
}

/** The parameters of the function each script bundle is (scripts/build.mjs wraps esbuild's CommonJS output in it). */
type BundleFunction = (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string, importMetaUrl: string) => void;

/**
 * Loads, compiles (with the cache when there is a valid one) and runs the script bundle at `file`, and returns its
 * exports. Where the cache was not used, a bundle exporting a `startupDone` promise has its cache written once that
 * settles successfully. No cache problem is ever an error: it costs the cache, nothing else.
 */
export function runScriptBundle<T extends object>(file: URL, options: ScriptBundleOptions): T {
  const path = fileURLToPath(file);
  const bytes = readFileSync(path);
  const key = options.cacheDirectory === null ? null : codeCacheKey(bytes, currentRuntime());
  const source = bytes.toString('utf8');
  const cached = options.cacheDirectory !== null && key !== null ? readCodeCache(options.cacheDirectory, options.name, key) : null;
  const script = new Script(source, {
    filename: path,
    // No importModuleDynamically: Node 20 drops it from a script compiled from cached data (import() then fails
    // only on starts with a cache), so a script bundle has no import() at all (scripts/build.mjs checks the published
    // ones; esbuild turns the imports of bundled modules into calls).
    ...(cached !== null ? { cachedData: cached } : {}),
  });
  const use: CodeCacheUse = options.cacheDirectory === null ? 'off' : cached === null ? 'missing' : script.cachedDataRejected === true ? 'rejected' : 'accepted';
  options.report?.(use);
  const run = script.runInThisContext() as BundleFunction;
  const module = { exports: {} };
  run.call(module.exports, module.exports, createRequire(file), module, path, dirname(path), file.href);
  const exports = module.exports as T & { startupDone?: unknown };
  if ((use === 'missing' || use === 'rejected') && options.cacheDirectory !== null && key !== null && exports.startupDone instanceof Promise) {
    const directory = options.cacheDirectory;
    exports.startupDone.then(
      () => {
        let written = false;
        try {
          written = writeCodeCache(directory, options.name, key, script.createCachedData());
        } catch {
          // V8 could not serialize: no cache this time.
        }
        options.report?.(written ? 'written' : 'write-failed');
      },
      () => undefined,
    );
  }
  return exports;
}
