// The text packages as the application bundles them (scripts/ink-patched.mjs, lazyTextConstants): loading them builds
// no Intl.Segmenter (issue 31: ICU's break iterators and the RGI emoji pattern cost the first frame ~20 ms), and the
// widths, slices and tokens they compute equal those of the packages bundled as published.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { inkPatched, lazyTextConstants } from '../../../scripts/ink-patched.mjs';

const dir = mkdtempSync(join(tmpdir(), 'lazy-text-constants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Texts that take each package's slow path: wide, emoji (RGI, ZWJ, keycap), combining marks, Hangul jamo, controls. */
const TEXTS = ['plain ascii', '日本語のテキスト', '👍🏽 ok', '👨‍👩‍👧 family', '1⃣ keycap', 'e\u0301te\u0301', '\u1100\u1161\u11a8 jamo', 'tab\tand\u0007bell', '\u001b[31mred\u001b[39m → ▼ …'];

/**
 * Bundles a script that loads string-width (both installed copies: its own and wrap-ansi's), slice-ansi and
 * ansi-tokenize, with or without the application's plugin; runs it with Intl.Segmenter counted. Prints how many were
 * built while the modules loaded, then every result as JSON.
 */
async function run(plugins: (typeof inkPatched)[]): Promise<{ builtAtLoad: number; results: unknown }> {
  const entry = join(dir, 'entry.mjs');
  writeFileSync(
    entry,
    `import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';
import sliceAnsi from 'slice-ansi';
import { tokenize } from '@alcalzone/ansi-tokenize';
const builtAtLoad = globalThis.segmentersBuilt;
const texts = ${JSON.stringify(TEXTS)};
const results = texts.map((text) => [stringWidth(text), wrapAnsi(text, 5, { hard: true }), sliceAnsi(text, 1, 6), tokenize(text).length]);
console.log(JSON.stringify({ builtAtLoad, results }));
`,
  );
  const out = join(dir, `out-${plugins.length}.mjs`);
  await build({ entryPoints: [entry], outfile: out, bundle: true, format: 'esm', platform: 'node', target: 'node20', plugins, logLevel: 'silent', nodePaths: [join(import.meta.dirname, '../../../node_modules')] });
  const trap = join(dir, 'count.mjs');
  writeFileSync(trap, 'globalThis.segmentersBuilt = 0;\nconst Real = Intl.Segmenter;\nIntl.Segmenter = class extends Real { constructor(...args) { super(...args); globalThis.segmentersBuilt += 1; } };\n');
  return JSON.parse(execFileSync(process.execPath, ['--import', trap, out], { encoding: 'utf8' })) as { builtAtLoad: number; results: unknown };
}

describe('text constants built on first use', () => {
  it('loading the patched packages builds no segmenter, and every width, wrap, slice and token count is unchanged', async () => {
    const [patched, published] = await Promise.all([run([inkPatched]), run([])]);
    expect(patched.builtAtLoad).toBe(0);
    // The count sees the published packages' load-time segmenters (so 0 above is not a blind trap).
    expect(published.builtAtLoad).toBeGreaterThanOrEqual(3);
    expect(patched.results).toEqual(published.results);
  });

  it('refuses a source whose constant is used other than through its method (a changed package is reviewed, not mispatched)', () => {
    expect(() => lazyTextConstants('const segmenter = new Intl.Segmenter();\nconst copy = segmenter;\n', 'x.js')).toThrow(/used other than through \.segment/);
    expect(() => lazyTextConstants('export const width = 1;\n', 'x.js')).toThrow(/no module-level/);
    expect(lazyTextConstants('const segmenter = new Intl.Segmenter();\n// segmenter in a comment\nfor (const s of segmenter.segment(t)) {}\n', 'x.js')).toContain('segmenterBuilt ??= new Intl.Segmenter()');
  });
});
