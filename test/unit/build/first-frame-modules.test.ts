// Checks what the application's start loads from the published bundle (issue 31: first screen): the modules that
// dist/app.js and the MCP worker import statically (all loaded and compiled before their first line runs) leave out
// the generated recording validators (~570 KB), which only reading a Recording needs; they stay reachable through a
// dynamic import. The module graph is read from the built files, not timed. test/global-setup.ts built dist/.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

describe("the application's start-up modules", () => {
  it('the application (dist/app.js) loads no recording validator before its first frame; its log loader imports them on first use', () => {
    const app = moduleGraph('app.js');
    expect(app.statically.size).toBeGreaterThan(5);
    expect(withValidators(app.statically)).toEqual([]);
    // The check above looks at the right names: the validators are in the bundle, behind a dynamic import.
    expect(withValidators(app.dynamically, true).length).toBeGreaterThan(0);
  });

  it('the MCP worker loads no recording validator either (logs are read by the log-load worker)', () => {
    expect(withValidators(moduleGraph('workers/mcp.js').statically)).toEqual([]);
    expect(withValidators(moduleGraph('workers/log-load.js').statically).length).toBeGreaterThan(0);
  });
});
