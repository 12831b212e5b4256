// Runs a script bundle of the application with this user's code cache (src/cli.ts for the main thread, script-worker.ts
// for worker threads): the cache directory of this platform and the test hook that tells what became of the cache.
import { appendFileSync } from 'node:fs';
import { samplingPlatform } from '../collectors/platform.js';
import { testHooks } from '../contract/test-hooks.js';
import { codeCacheDirectory } from './cache-file.js';
import { runScriptBundle } from './script-bundle.js';

export function startScriptBundle<T extends object>(file: URL, name: string): T {
  let cacheDirectory: string | null;
  try {
    cacheDirectory = codeCacheDirectory(process.env, samplingPlatform());
  } catch {
    // An unsupported platform: the bundle runs (and refuses to start) without a cache.
    cacheDirectory = null;
  }
  const log = testHooks.codeCacheLog();
  const report = log === undefined ? undefined : (event: string) => appendFileSync(log, `${name} ${event}\n`);
  return runScriptBundle<T>(file, { name, cacheDirectory, ...(report ? { report } : {}) });
}
