// Finds a built worker script (dist/workers/<name>.js, or <name>.cjs for a script bundle's) from the sources or from the
// bundle, whichever runs; every thread that starts a worker (the sampler, the MCP host, the investigation pool, MCP
// log loads) finds it this way.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Walks up from `from` to the nearest directory holding dist/workers/<name>.js, or dist/workers/<name> where it names its extension (SAMPLER_WORKER_FILE, MCP_WORKER_FILE). */
export function findWorkerScript(name: string, from: string | URL = import.meta.url): URL {
  const relative = join('dist', 'workers', /\.c?js$/.test(name) ? name : `${name}.js`);
  let dir = dirname(fileURLToPath(from));
  for (;;) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return pathToFileURL(candidate);
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`the worker script ${relative} was not found; run \`node scripts/build.mjs\``);
}
