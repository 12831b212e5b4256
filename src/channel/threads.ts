// What every thread of the application shares about itself: its name for the system's tools (top -H, htop's thread
// view, /proc/<pid>/task/*/comm), so a person and the monitor-cost bench can tell the worker threads apart (Node
// names them all "node"), the heap limits the worker threads run with, and the files the script-bundle workers start.
import { readFileSync, writeFileSync } from 'node:fs';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { isMainThread, threadId } from 'node:worker_threads';

/**
 * Sets this thread's name (at most 15 bytes, the kernel's limit). Only Linux has /proc/thread-self; elsewhere the
 * write fails and nothing happens, as where /proc refuses it (very old kernels, a read-only mount): the name is only a
 * convenience.
 */
export function nameThisThread(name: string): void {
  try {
    writeFileSync('/proc/thread-self/comm', name.slice(0, 15));
  } catch {
    // No /proc/thread-self here: the thread keeps Node's name.
  }
}

/**
 * This thread's name as the system shows it (what nameThisThread set; Node's own for the main thread), or, where
 * /proc/thread-self cannot be read, `main` or `worker <threadId>`.
 */
export function thisThreadName(): string {
  try {
    return readFileSync('/proc/thread-self/comm', 'utf8').trim();
  } catch {
    return isMainThread ? 'main' : `worker ${threadId}`;
  }
}

/**
 * What a worker thread starts for the sampler's and the MCP worker's script bundles (dist/workers/, found by
 * src/channel/worker-script.ts): a CommonJS file (scripts/script-bundle-options.mjs `scriptWorkerEntryOptions`), so the
 * worker's bootstrap never loads Node's ES module loader.
 */
export const SAMPLER_WORKER_FILE = 'sampler.cjs';
export const MCP_WORKER_FILE = 'mcp.cjs';

/**
 * Every isolate's old-generation limit in MB: the main isolate's from node's command line (`--max-old-space-size`, the
 * shebang, npm start, the bridge's launcher: src/bridge/launcher.ts), each worker's from its resourceLimits below. V8
 * lets an old generation grow after each full collection by a factor of up to 4 where this limit is 2 GB or more
 * (node's default on hosts with 8 GB or more), sized for throughput; under 2 GB the most it allows falls linearly to
 * 1.3 at 256 MB, and at 768 MB it is 1.5 (64-bit without pointer compression, as node ships it: checked with
 * `--trace-gc-verbose` on Node 20 and 24). This application's steady garbage (a snapshot decoded and applied every
 * second) fills whatever room the factor gives: 1.5 keeps its RSS where `--heap-growing-percent=50` kept it. That flag
 * did the same set at run time, but a V8 flag that differs from its default while a worker starts makes V8 reject
 * Node's built-in code cache in that worker (the flag hash no longer matches): ~40 ms more CPU per worker start, the
 * sampler's on the path to the first table (docs/testing.md, s43 firstscreen; docs/architecture.md "Memory per
 * process"). The largest live old generation measured, the main isolate's at +2,000 processes, is 17-23 MB.
 */
export const OLD_GENERATION_LIMIT_MB = 768;

/**
 * The most the main isolate's heap limit (old generation + young generation) reads when node was started with the
 * old-generation limit: 780 MB with the shipped flags, 816 MB with V8's default young generation on Node 20, 960 MB on
 * Node 24. Without it, node's default is ~4 GB on a host with 16 GB of memory or more.
 */
const CAPPED_HEAP_SIZE_LIMIT_BYTES = (OLD_GENERATION_LIMIT_MB + 192) * 1024 * 1024;

/**
 * The V8 settings the entry gives the application before any worker starts (src/cli.ts; the monitor-cost bench's floor
 * programs take the same, bench/floor/app-runtime.ts). The main isolate's young generation cap (`--max-semi-space-size=4`)
 * and its old generation's limit (`--max-old-space-size=OLD_GENERATION_LIMIT_MB`, whose value bounds how far V8 lets
 * the heap grow after a full collection) come from node's command line (the shebang, npm start, the bridge's launcher);
 * V8 read them when it made this isolate. Both are cleared here: V8 would apply the semi-space flag over a worker's own
 * resourceLimits (a worker limited to 4 MB got 8 MB of new space), and with every V8 flag at its default each worker
 * uses Node's built-in code cache, which V8 rejects under any other flag set (~40 ms more CPU per worker start, the
 * sampler thread's on the path to the first table). Each worker gets both limits from its resourceLimits (below).
 * Started without the command line's limit (`node dist/cli.js`, a packaged executable), the main isolate would let its
 * heap grow up to 4x after each full collection: the growth is then capped at run time for every isolate
 * (`--heap-growing-percent=50`), at the cost of that code cache in each worker.
 */
export function configureApplicationHeap(): void {
  setFlagsFromString('--max-semi-space-size=0');
  setFlagsFromString('--max-old-space-size=0');
  if (getHeapStatistics().heap_size_limit > CAPPED_HEAP_SIZE_LIMIT_BYTES) setFlagsFromString('--heap-growing-percent=50');
}

/**
 * The sampler thread's young generation: V8 lets each isolate's young generation grow to 48 MB (three 16 MB
 * semi-spaces) under a steady allocation rate, and those pages stay resident. s41 took 4 MB here, but node's
 * `--max-semi-space-size=4` (the main isolate's cap) overrode it, so the sampler ran with 8 MB of new space (two 4 MB
 * semi-spaces). Since the entry clears that flag for the workers (src/cli.ts) a limit applies as written: 4 MB (4 MB of
 * new space) saved 2-4 MB of RSS at +2,000 processes but cost +0.2-0.5 point of CPU in three paired runs (the sampler
 * thread's scavenges and V8's helper threads), so the limit is 8 MB, what it ran with (docs/testing.md, s42 rss). The
 * old generation's limit is OLD_GENERATION_LIMIT_MB: the factor it grows by, not a cut (the histories live in shared
 * buffers outside it).
 */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: OLD_GENERATION_LIMIT_MB } as const;

/**
 * The other worker threads' young generation (a Graph's CSV export, Recording's writer, a log's load, the
 * investigation pool): what they had from node's command line (`--max-semi-space-size=4`, the main isolate's cap) until
 * the entry cleared that flag for the workers (src/cli.ts): a limit of 8 MB gives the same new space (two 4 MB
 * semi-spaces, 8 MB committed at most), so their cost is unchanged.
 */
export const HELPER_WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: OLD_GENERATION_LIMIT_MB } as const;

/**
 * The MCP worker's young generation (the same 8 MB as the sampler's). What it allocates lives for one reply (a
 * listing of 1,000 processes ~1 MB, most of it its serialization) or one snapshot (the mirror's identities), and the
 * rows a capture retains are old before their stream is released anyway; measured at ~1,000 processes with a client polling a
 * 200-row listing each second (docs/testing.md, s41 mcpworker): its heap 39 MB committed against 48 MB, its CPU the same.
 */
export const MCP_WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: OLD_GENERATION_LIMIT_MB } as const;
