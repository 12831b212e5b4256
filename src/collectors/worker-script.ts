// Finds a built worker script (dist/workers/<name>.js) from the sources or from the bundle, whichever runs; the
// sampler and the application's MCP host both start workers this way; and the heap limits those long-lived threads
// run with.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The young generation of the long-lived worker threads (the sampler, the MCP worker): V8 lets each isolate's young
 * generation grow to 48 MB (three 16 MB semi-spaces) under a steady allocation rate, and those pages stay resident.
 * Measured at ~2,000 processes (--trace-gc, issue 31): the sampler's heap held 7 MB live in 25 MB committed, the MCP
 * worker's 22 MB in 50 MB. 16 MB (about 5 MB semi-spaces) keeps a pass's or a reply's short-lived objects in the
 * young generation (they die there, scavenged in a millisecond or two) while the committed pages stay small. The old
 * generation is not limited: the model's histories live there and must never be cut short.
 */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 16 } as const;

/** Walks up from `from` to the nearest directory holding dist/workers/<name>.js. */
export function findWorkerScript(name: string, from: string | URL = import.meta.url): URL {
  const relative = join('dist', 'workers', `${name}.js`);
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
