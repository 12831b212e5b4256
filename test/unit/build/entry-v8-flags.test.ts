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

  it('the probe sees a flag V8 rejects (so the check above can fail)', () => {
    const script = join(dir, 'bad-flag.mjs');
    writeFileSync(script, "import { setFlagsFromString } from 'node:v8';\nsetFlagsFromString('--no-such-flag-in-v8');\n");
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toMatch(/unrecognized flag/i);
    expect(flagsSetBy(script).flags).toEqual(['--no-such-flag-in-v8']);
  });
});
