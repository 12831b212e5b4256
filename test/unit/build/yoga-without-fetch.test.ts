// yoga-layout as the application bundles it (scripts/ink-patched.mjs, yogaWithoutFetch): its WebAssembly loads without
// fetch() (which loaded undici while the application started) and lays out as before.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { inkPatched } from '../../../scripts/ink-patched.mjs';

const dir = mkdtempSync(join(tmpdir(), 'yoga-without-fetch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles a script that uses yoga-layout, with or without the application's plugin, and runs it with fetch trapped. */
async function runWithTrappedFetch(plugins: typeof inkPatched[]): Promise<string> {
  const entry = join(dir, 'entry.mjs');
  writeFileSync(
    entry,
    `import Yoga from 'yoga-layout';
const root = Yoga.Node.create();
root.setWidth(40);
root.setFlexDirection(Yoga.FLEX_DIRECTION_ROW);
const child = Yoga.Node.create();
child.setFlexGrow(1);
root.insertChild(child, 0);
root.calculateLayout(undefined, undefined, Yoga.DIRECTION_LTR);
console.log('width ' + child.getComputedWidth());
`,
  );
  const out = join(dir, `out-${plugins.length}.mjs`);
  await build({ entryPoints: [entry], outfile: out, bundle: true, format: 'esm', platform: 'node', target: 'node20', plugins, logLevel: 'silent', nodePaths: [join(import.meta.dirname, '../../../node_modules')] });
  const trap = join(dir, 'trap.mjs');
  // Reading fetch at all (the loader's typeof check) is what loads undici; the trap makes it visible.
  writeFileSync(trap, "Object.defineProperty(globalThis, 'fetch', { configurable: true, get() { console.log('fetch read'); return undefined; } });\n");
  return execFileSync(process.execPath, ['--import', trap, out], { encoding: 'utf8' });
}

describe('yoga-layout without fetch', () => {
  it('loads its WebAssembly without reading fetch, and lays out', async () => {
    expect(await runWithTrappedFetch([inkPatched])).toBe('width 40\n');
  });

  it('reads fetch when bundled as published (the trap sees the loader)', async () => {
    expect(await runWithTrappedFetch([])).toContain('fetch read');
  });
});
