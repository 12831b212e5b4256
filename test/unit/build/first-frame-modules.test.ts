// Checks what the application's start loads from the published bundle (issue 31: first screen): the main thread's
// script bundle (dist/app.script.js) and the MCP worker's (dist/workers/mcp.script.js) leave out the generated recording validators (~570 KB), which only reading a Recording
// needs; they stay reachable through a dynamic import (in the script bundle: a lazily initialized module). The module
// graph is read from the built files, not timed. test/global-setup.ts built dist/.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';

const DIST = join(import.meta.dirname, '../../../dist');
/** The generated validators as esbuild emits them (it keeps the names of unminified bundles). */
const RECORDING_VALIDATORS = /\bvalidateRecordingV[234](?:Record|Line)\b/;
/** esbuild's relative imports: `… from "./x.js"`, `import "./x.js"` (static) and `import("./x.js")` (dynamic). */
const STATIC_IMPORT = /(?:\bfrom|^import)\s*"(\.{1,2}\/[^"]+\.js)"/gm;
const DYNAMIC_IMPORT = /\bimport\("(\.{1,2}\/[^"]+\.js)"\)/g;

/** The files loaded with `entry` before it runs, and those it may import later. */
function moduleGraph(entry: string): { readonly statically: Set<string>; readonly dynamically: Set<string> } {
  const statically = new Set<string>();
  const dynamically = new Set<string>();
  const visit = (file: string) => {
    if (statically.has(file)) return;
    statically.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, target] of text.matchAll(STATIC_IMPORT)) visit(resolve(dirname(file), target!));
    for (const [, target] of text.matchAll(DYNAMIC_IMPORT)) dynamically.add(resolve(dirname(file), target!));
  };
  visit(join(DIST, entry));
  for (const file of statically) dynamically.delete(file);
  return { statically, dynamically };
}

/** The files among `files` (and, with `follow`, their static imports) that hold the recording validators. */
function withValidators(files: Iterable<string>, follow = false): string[] {
  const all = new Set<string>();
  for (const file of files) for (const reached of follow ? moduleGraph(relative(DIST, file)).statically : [file]) all.add(reached);
  return [...all].filter((file) => RECORDING_VALIDATORS.test(readFileSync(file, 'utf8'))).map((file) => relative(DIST, file));
}

/** esbuild's lazily initialized modules in a CommonJS bundle as esbuild prints it: `var init_x = __esm({ "path"() {`, the body, `} });`. */
const INIT_BLOCK = /^( *)var (init_\w+) = __esm\(\{ "[^"]*"\(\) \{\n([\s\S]*?)\n\1\} \}\);$/gm;
/** A dynamic import of a bundled module, as esbuild writes it in a CommonJS bundle: run its init on that call only. */
const DYNAMIC_INIT = /Promise\.resolve\(\)\.then\(\(\) => \((init_\w+)\(\), \w+\)\)/g;
const INIT_CALL = /\b(init_\w+)\(\)/g;

/**
 * The lazily initialized modules of a script bundle that its start may initialize (called from its top level or from
 * the init of another such module, any call outside a dynamic import counted), and those only a dynamic import reaches.
 */
async function scriptInits(file: string): Promise<{ readonly bodies: Map<string, string>; readonly eager: Set<string>; readonly dynamic: Set<string> }> {
  // The bundle is built without whitespace (scripts/script-bundle-options.mjs); esbuild prints it again with its lines.
  const text = (await transform(readFileSync(join(DIST, file), 'utf8'), { loader: 'js' })).code;
  const bodies = new Map<string, string>();
  for (const [, , name, body] of text.matchAll(INIT_BLOCK)) bodies.set(name!, body!);
  // Every lazily initialized module was found (the pattern follows esbuild's printing).
  expect(bodies.size).toBe(text.split('= __esm({').length - 1);
  const dynamicTargets = [...text.matchAll(DYNAMIC_INIT)].map(([, name]) => name!);
  const calls = (code: string) => [...code.replace(DYNAMIC_INIT, '').matchAll(INIT_CALL)].map(([, name]) => name!);
  const closure = (from: Iterable<string>) => {
    const reached = new Set<string>();
    const visit = (name: string) => {
      if (reached.has(name)) return;
      reached.add(name);
      for (const next of calls(bodies.get(name) ?? '')) visit(next);
    };
    for (const name of from) visit(name);
    return reached;
  };
  const eager = closure(calls(text.replace(INIT_BLOCK, '')));
  const dynamic = closure(dynamicTargets);
  for (const name of eager) dynamic.delete(name);
  return { bodies, eager, dynamic };
}

describe("the application's start-up modules", () => {
  it('the application (dist/app.script.js) initializes no recording validator before its first frame; its log loader does on first use', async () => {
    const app = await scriptInits('app.script.js');
    expect(app.bodies.size).toBeGreaterThan(5);
    // The start does initialize modules (so the walk finds calls): the validators' are not among them.
    expect(app.eager.size).toBeGreaterThan(5);
    const validatorInits = [...app.bodies].filter(([, body]) => RECORDING_VALIDATORS.test(body)).map(([name]) => name);
    // The check below looks at the right names: the validators are in the bundle, in a module initialized lazily.
    expect(validatorInits.length).toBeGreaterThan(0);
    expect(validatorInits.filter((name) => app.eager.has(name))).toEqual([]);
    expect(validatorInits.filter((name) => app.dynamic.has(name))).toEqual(validatorInits);
  });

  it('the entry (dist/cli.js) starts the sampler thread before it loads the script runner and its modules (node:crypto, node:vm)', () => {
    const entry = readFileSync(join(DIST, 'cli.js'), 'utf8');
    // What loads before the entry's first line runs: its static imports, Node's built-in modules among them.
    // Each bundled module has its own import line (node:fs twice: early-sampler.ts and linux/zeroth-reading.ts).
    const builtins = new Set([...entry.matchAll(/^import .* from "(node:[\w/]+)";$/gm)].map(([, name]) => name!));
    expect([...builtins].sort()).toEqual(['node:fs', 'node:v8', 'node:worker_threads']);
    expect([...entry.matchAll(STATIC_IMPORT)]).toEqual([]);
    // The runner is a bundle of its own, imported by URL once the sampler thread was started.
    const started = entry.indexOf('startSamplerThreadEarly(new URL(');
    const runner = entry.indexOf('import(new URL("./code-cache.js", import.meta.url).href)');
    expect(started).toBeGreaterThan(0);
    expect(runner).toBeGreaterThan(started);
    expect(readFileSync(join(DIST, 'code-cache.js'), 'utf8')).toMatch(/^import \{[^}]*\bcreateHash\b[^}]*\} from "node:crypto";$/m);
  });

  it('the MCP worker (dist/workers/mcp.script.js) initializes no recording validator at its start (logs are read by the log-load worker)', async () => {
    const worker = await scriptInits('workers/mcp.script.js');
    // The walk finds the worker's start (its modules are initialized eagerly), none of which holds a validator.
    expect(worker.eager.size).toBeGreaterThan(5);
    expect([...worker.eager].filter((name) => RECORDING_VALIDATORS.test(worker.bodies.get(name) ?? ''))).toEqual([]);
    expect(withValidators(moduleGraph('workers/log-load.js').statically).length).toBeGreaterThan(0);
  });
});
