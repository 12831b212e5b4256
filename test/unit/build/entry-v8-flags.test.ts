// Checks the V8 flags the published entry (dist/cli.js) gives the application (issue 31): those its shebang puts on
// node's command line, and those it sets through v8.setFlagsFromString (a probe loaded before the entry with `--import`
// records each such call, then passes it on), and that the heap limits they give each isolate bound its heap's growth.
// The entry is run as shipped; without a terminal it stops right after setting them ("needs an interactive terminal").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATION_NODE_FLAGS } from '../../../src/bridge/launcher.js';
import { HELPER_WORKER_RESOURCE_LIMITS, MCP_WORKER_RESOURCE_LIMITS, OLD_GENERATION_LIMIT_MB, WORKER_RESOURCE_LIMITS } from '../../../src/channel/threads.js';

const CLI = join(import.meta.dirname, '../../../dist/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'entry-v8-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The flags `node <nodeFlags> --import probe <script>` sets through v8.setFlagsFromString, and what it wrote to stderr. */
function flagsSetBy(script: string, nodeFlags: readonly string[] = []): { readonly flags: string[]; readonly stderr: string } {
  const probe = join(dir, 'probe.mjs');
  // The entry imports setFlagsFromString from node:v8 as an ES module: syncBuiltinESMExports hands it the wrapper.
  writeFileSync(
    probe,
    `import { createRequire, syncBuiltinESMExports } from 'node:module';
const v8 = createRequire(import.meta.url)('node:v8');
const set = v8.setFlagsFromString;
v8.setFlagsFromString = (flags) => { process.stderr.write('v8-flag ' + flags + '\\n'); set(flags); };
syncBuiltinESMExports();
`,
  );
  const run = spawnSync(process.execPath, [...nodeFlags, '--import', probe, script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  const flags = [...run.stderr.matchAll(/^v8-flag (.*)$/gm)].map((match) => match[1]!);
  return { flags, stderr: run.stderr };
}

describe('the V8 flags of the published entry', () => {
  it('clears the command line\'s heap flags before any worker starts and leaves every V8 flag at its default (docs/architecture.md "Memory per process")', () => {
    const { flags, stderr } = flagsSetBy(CLI, APPLICATION_NODE_FLAGS);
    expect(stderr).toContain('needs an interactive terminal');
    // The command line's heap limits are the main isolate's alone: cleared before any worker starts, so that every V8
    // flag is at its default there and the workers use Node's own code cache for its built-in modules.
    expect(flags).toEqual(['--max-semi-space-size=0', '--max-old-space-size=0']);
    // V8 reports a flag it does not know on the terminal ("Error: unrecognized flag"), where the TUI draws.
    expect(stderr).not.toMatch(/unrecognized flag|illegal value/i);
  });

  it('caps the heap growth at run time where node was started without the old generation\'s limit (`node dist/cli.js`)', () => {
    const { flags, stderr } = flagsSetBy(CLI);
    expect(stderr).toContain('needs an interactive terminal');
    expect(flags).toEqual(['--max-semi-space-size=0', '--max-old-space-size=0', '--heap-growing-percent=50']);
    expect(stderr).not.toMatch(/unrecognized flag|illegal value/i);
  });

  it('gives the main isolate its heap limits on node\'s command line: the shebang (env -S, npm\'s shims) and npm start', () => {
    // V8 sizes an isolate's heap when it starts, so these flags work only on node's command line (set at run time they
    // change nothing); the worker threads size theirs with resourceLimits instead.
    const flags = APPLICATION_NODE_FLAGS;
    expect(flags).toEqual(['--max-semi-space-size=4', `--max-old-space-size=${OLD_GENERATION_LIMIT_MB}`]);
    const shebang = readFileSync(CLI, 'utf8').split('\n', 1)[0];
    expect(shebang).toBe(`#!/usr/bin/env -S node ${flags.join(' ')}`);
    const start = (JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toContain(`&& node ${flags.join(' ')} dist/cli.js`);
    // The entry run as an installed bin runs (the kernel reads the shebang): node starts with the flag, and accepts it.
    const probe = join(dir, 'argv-probe.mjs');
    writeFileSync(probe, "process.stderr.write('exec-argv ' + JSON.stringify(process.execArgv) + '\\n');\n");
    const run = spawnSync(CLI, [], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: `--import ${probe}` }, timeout: 60_000 });
    expect(run.stderr).toContain('needs an interactive terminal');
    expect(run.stderr).toContain(`exec-argv ${JSON.stringify(flags)}`);
    expect(run.stderr).not.toMatch(/unrecognized flag|illegal value|bad option/i);
  });

  it("a worker's young generation follows its own resourceLimits under node's command-line cap only once the flag is cleared", () => {
    // The mechanism the entry relies on, on this node: the main isolate keeps the command line's cap (8 MB of new
    // space: two 4 MB semi-spaces), a worker made while the flag is set gets the same 8 MB over a 4 MB limit, and one
    // made after the entry's clear gets its own limit (4 MB shows the override: 8 MB, the sampler's and the other
    // workers' limit, is the flag's size too). Each isolate allocates short-lived objects until its new space has
    // grown to its maximum.
    const script = join(dir, 'young-generation.mjs');
    writeFileSync(
      script,
      `import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
const churn = "let keep = []; for (let r = 0; r < 300; r++) { const a = []; for (let i = 0; i < 20000; i++) a.push({ i, s: 'x' + i }); keep.push(a); if (keep.length > 3) keep.shift(); }";
const newSpaceMb = "require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576";
const worker = (limitMb) => new Promise((resolve) => new Worker(churn + "require('node:worker_threads').parentPort.postMessage(" + newSpaceMb + ");", { eval: true, resourceLimits: { maxYoungGenerationSizeMb: limitMb } }).once('message', resolve));
const before = await worker(4);
setFlagsFromString('--max-semi-space-size=0');
const after = await worker(4);
const sampler = await worker(${WORKER_RESOURCE_LIMITS.maxYoungGenerationSizeMb});
const helper = await worker(${HELPER_WORKER_RESOURCE_LIMITS.maxYoungGenerationSizeMb});
eval(churn);
const main = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576;
process.stdout.write(JSON.stringify({ before, after, sampler, helper, main }));
`,
    );
    const run = spawnSync(process.execPath, [...APPLICATION_NODE_FLAGS, script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    const { before, after, sampler, helper, main } = JSON.parse(run.stdout) as { before: number; after: number; sampler: number; helper: number; main: number };
    expect(main).toBe(8);
    expect(before).toBe(8);
    expect(after).toBe(4);
    // The sampler's limit and the other workers' (HELPER_WORKER_RESOURCE_LIMITS) give them what the flag gave them.
    expect(sampler).toBe(before);
    expect(helper).toBe(before);
  });

  it('the old generation\'s limit caps how far V8 grows each heap after a full collection: 1.5x in the main isolate and every worker, up to 4x without it', () => {
    // V8 prints the growth factor it takes after each full collection with --trace-gc-verbose ("[HeapController]
    // factor 1.5 ..."): the speed-based factor, at most what the old generation's limit allows (1.3 at 256 MB, 1.5 at
    // 768 MB, 4 from 2 GB). Each isolate allocates until several full collections have run; a kept window of arrays
    // makes the live set grow, so the factor is the limit's, not the speed's (which only lowers it).
    const script = join(dir, 'growth.mjs');
    writeFileSync(
      script,
      `import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
const churn = "let keep = []; for (let r = 0; r < 60; r++) { const a = []; for (let i = 0; i < 50000; i++) a.push({ i, s: 'x' + i }); keep.push(a); if (keep.length > 20) keep.shift(); }";
const isolate = process.argv[2];
if (isolate === 'main') eval(churn);
else {
  setFlagsFromString('--max-old-space-size=0');
  const limits = { sampler: ${JSON.stringify(WORKER_RESOURCE_LIMITS)}, helper: ${JSON.stringify(HELPER_WORKER_RESOURCE_LIMITS)}, mcp: ${JSON.stringify(MCP_WORKER_RESOURCE_LIMITS)}, none: {} }[isolate];
  await new Promise((resolve) => new Worker(churn, { eval: true, resourceLimits: limits }).once('exit', resolve));
}
`,
    );
    const factors = (isolate: string, nodeFlags: readonly string[]): number[] => {
      const run = spawnSync(process.execPath, [...nodeFlags, '--trace-gc-verbose', script, isolate], { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
      expect(run.status).toBe(0);
      return [...run.stdout.matchAll(/\[HeapController\] factor ([\d.]+)/g)].map((match) => Number(match[1]));
    };
    for (const [isolate, nodeFlags] of [['main', APPLICATION_NODE_FLAGS], ['sampler', APPLICATION_NODE_FLAGS], ['helper', APPLICATION_NODE_FLAGS], ['mcp', APPLICATION_NODE_FLAGS]] as const) {
      const taken = factors(isolate, nodeFlags);
      expect(taken.length, isolate).toBeGreaterThan(0);
      expect(Math.max(...taken), isolate).toBeLessThanOrEqual(1.5);
    }
    // Without the limits (node's default on this host, unless it has less than 8 GB of memory) V8 lets the heaps grow more.
    expect(Math.max(...factors('main', []), ...factors('none', []))).toBeGreaterThan(1.5);
  });

  it("a worker started once the entry cleared the command line's flags compiles node's built-in modules with node's code cache", () => {
    // Why the entry leaves every V8 flag at its default before the sampler thread starts: V8 checks a hash of the flags
    // when it reads a code cache, so under any other flag set a worker compiles each built-in module it loads from its
    // source (~40 ms of CPU per worker start, measured: docs/testing.md, s43 firstscreen). The modules the main thread
    // compiled at its own start under the command line's flags are re-cached by node under those flags, so a worker
    // still compiles those few without.
    const script = join(dir, 'builtins-cache.mjs');
    writeFileSync(
      script,
      `import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
for (const flag of process.argv.slice(2)) setFlagsFromString(flag);
const report = "const { internalBinding } = require('internal/test/binding'); const use = internalBinding('builtins').getCacheUsage(); require('node:worker_threads').parentPort.postMessage({ with: use.compiledWithCache.size, without: use.compiledWithoutCache.size });";
const usage = await new Promise((resolve) => new Worker(report, { eval: true }).once('message', resolve));
process.stdout.write(JSON.stringify(usage));
`,
    );
    const usage = (flags: readonly string[]): { with: number; without: number } => {
      const run = spawnSync(process.execPath, [...APPLICATION_NODE_FLAGS, '--expose-internals', '--no-warnings', script, ...flags], { encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).toBe('');
      return JSON.parse(run.stdout) as { with: number; without: number };
    };
    const cleared = usage(['--max-semi-space-size=0', '--max-old-space-size=0']);
    expect(cleared.with).toBeGreaterThan(cleared.without);
    // With one flag off its default (what the entry set before: --heap-growing-percent=50) no module uses the cache.
    const flagged = usage(['--max-semi-space-size=0', '--max-old-space-size=0', '--heap-growing-percent=50']);
    expect(flagged.with).toBe(0);
    expect(flagged.without).toBe(cleared.with + cleared.without);
  });

  it('the probe sees a flag V8 rejects (so the check above can fail)', () => {
    const script = join(dir, 'bad-flag.mjs');
    writeFileSync(script, "import { setFlagsFromString } from 'node:v8';\nsetFlagsFromString('--no-such-flag-in-v8');\n");
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toMatch(/unrecognized flag/i);
    expect(flagsSetBy(script).flags).toEqual(['--no-such-flag-in-v8']);
  });
});
