// Checks the V8 flags the published entry (dist/cli.js) gives the application (issue 31): those its shebang puts on
// node's command line, and those it sets for every isolate through v8.setFlagsFromString (a probe loaded before the
// entry with `--import` records each such call, then passes it on). The entry is run as shipped; without a terminal it
// stops right after setting them ("needs an interactive terminal").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATION_NODE_FLAGS } from '../../../src/bridge/launcher.js';
import { HELPER_WORKER_RESOURCE_LIMITS, WORKER_RESOURCE_LIMITS } from '../../../src/channel/threads.js';

const CLI = join(import.meta.dirname, '../../../dist/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'entry-v8-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The flags `node --import probe <script>` sets through v8.setFlagsFromString, and what it wrote to stderr. */
function flagsSetBy(script: string): { readonly flags: string[]; readonly stderr: string } {
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
  const run = spawnSync(process.execPath, ['--import', probe, script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  const flags = [...run.stderr.matchAll(/^v8-flag (.*)$/gm)].map((match) => match[1]!);
  return { flags, stderr: run.stderr };
}

describe('the V8 flags of the published entry', () => {
  it('sets the heap growth (docs/architecture.md "Memory per process"); V8 accepts every flag it sets', () => {
    const { flags, stderr } = flagsSetBy(CLI);
    expect(stderr).toContain('needs an interactive terminal');
    expect(flags).toContain('--heap-growing-percent=50');
    // The command line's young-generation cap is the main isolate's alone: cleared before any worker starts.
    expect(flags).toContain('--max-semi-space-size=0');
    // V8 reports a flag it does not know on the terminal ("Error: unrecognized flag"), where the TUI draws.
    expect(stderr).not.toMatch(/unrecognized flag|illegal value/i);
  });

  it('caps the main isolate\'s young generation on node\'s command line: the shebang (env -S, npm\'s shims) and npm start', () => {
    // V8 sizes an isolate's young generation when it starts, so this flag works only on node's command line (set at run
    // time it changes nothing); the worker threads size theirs with resourceLimits instead.
    const flags = APPLICATION_NODE_FLAGS;
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

  it('the probe sees a flag V8 rejects (so the check above can fail)', () => {
    const script = join(dir, 'bad-flag.mjs');
    writeFileSync(script, "import { setFlagsFromString } from 'node:v8';\nsetFlagsFromString('--no-such-flag-in-v8');\n");
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toMatch(/unrecognized flag/i);
    expect(flagsSetBy(script).flags).toEqual(['--no-such-flag-in-v8']);
  });
});
