// The change scripts/ink-patched.mjs makes to the installed ink's build/dom.js (scripts/ink-layout-on-resize.mjs): a
// Text whose content changed is laid out again only when its size changed. The same random frames drawn by ink as
// published and by ink as the application bundles it must be the same text, while the bundled one marks far fewer
// Yoga nodes dirty; and a different ink fails the build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutOnResize } from '../../../scripts/ink-layout-on-resize.mjs';
import { inkPatched } from '../../../scripts/ink-patched.mjs';

const ROOT = join(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'ink-layout-on-resize-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A script that draws 400 frames of random Texts with ink (debug mode: every render written whole) into a fake
 * terminal and prints them with the count of Yoga nodes marked dirty by hand: texts of the same and of other sizes,
 * truncated and wrapped ones, nested styled Texts that come and go, a line count that changes, boxes of fixed and of
 * content size, a Text shown only in some frames.
 */
const SCENE = `import React from 'react';
import { Box, Text, render } from 'ink';
import Yoga from 'yoga-layout';

let dirtied = 0;
const markDirty = Yoga.Node.prototype.markDirty;
Yoga.Node.prototype.markDirty = function () { dirtied++; return markDirty.call(this); };

let state = 7;
const next = () => { state = (state * 1103515245 + 12345) % 2 ** 31; return state / 2 ** 31; };
const pick = (list) => list[Math.floor(next() * list.length)];
const WORDS = ['cpu', '12.5%', 'memory', '漢字', 'x', 'a longer word', '⣿⣀', ''];
const digits = () => String(Math.floor(next() * 100)).padStart(2, '0');
const frame = () => ({
  clock: digits() + ':' + digits() + ':' + digits(),
  truncated: Array.from({ length: Math.floor(next() * 6) }, () => pick(WORDS)).join(' '),
  wrapped: Array.from({ length: Math.floor(next() * 12) }, () => pick(WORDS)).join(' '),
  lines: Array.from({ length: next() < 0.8 ? 4 : 2 + Math.floor(next() * 4) }, () => digits().padStart(next() < 0.9 ? 6 : 3)).join('\\n'),
  styled: Array.from({ length: next() < 0.7 ? 3 : Math.floor(next() * 5) }, () => ({ text: digits(), bold: next() < 0.5 })),
  shown: next() < 0.8,
  width: next() < 0.9 ? 20 : 14,
});

function Scene({ f }) {
  return React.createElement(Box, { flexDirection: 'column', width: 40 },
    React.createElement(Box, { justifyContent: 'space-between' },
      React.createElement(Text, { bold: true }, 'title'),
      React.createElement(Text, { dimColor: true }, f.clock)),
    React.createElement(Box, { width: f.width }, React.createElement(Text, { wrap: 'truncate' }, f.truncated)),
    React.createElement(Box, { flexDirection: 'row' },
      React.createElement(Box, { width: 12, height: 5, overflowY: 'hidden' }, React.createElement(Text, null, f.lines)),
      React.createElement(Text, { wrap: 'wrap' }, f.wrapped)),
    React.createElement(Text, null, 'values ', ...f.styled.map((s, i) => React.createElement(Text, { key: i, bold: s.bold }, s.text + ' '))),
    f.shown ? React.createElement(Text, null, f.clock + ' shown') : null,
    React.createElement(Text, null, 'footer'));
}

const frames = [];
const stdout = { columns: 40, rows: 30, isTTY: false, write: (text) => { frames.push(text); return true; }, on() {}, off() {}, removeListener() {} };
const app = render(React.createElement(Scene, { f: frame() }), { stdout, debug: true, patchConsole: false, exitOnCtrlC: false });
for (let i = 0; i < 400; i++) {
  app.rerender(React.createElement(Scene, { f: frame() }));
  await new Promise((resolve) => setImmediate(resolve));
}
app.unmount();
console.log(JSON.stringify({ frames, dirtied }));
`;

/**
 * ink's optional devtools are not installed; ink as published imports them statically from a module that loads only
 * in development (DEV=true), so they become an empty module here (scripts/ink-patched.mjs drops them).
 */
const noDevtools: typeof inkPatched = {
  name: 'no-devtools',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'no-devtools' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'no-devtools' }, () => ({ contents: 'export default {};', loader: 'js' }));
  },
};

/** The scene bundled with or without the application's ink plugin, run; its frames and hand-marked dirty nodes. */
async function drawn(plugins: (typeof inkPatched)[]): Promise<{ frames: string[]; dirtied: number }> {
  const entry = join(dir, 'scene.mjs');
  writeFileSync(entry, SCENE);
  const out = join(dir, `scene-${plugins.length}.mjs`);
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [...plugins, noDevtools],
    logLevel: 'silent',
    nodePaths: [join(ROOT, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return JSON.parse(execFileSync(process.execPath, [out], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as { frames: string[]; dirtied: number };
}

describe("ink's Texts laid out again only when their size changed", () => {
  it('draws the same frames as ink as published, marking fewer Yoga nodes dirty', async () => {
    const published = await drawn([]);
    const bundled = await drawn([inkPatched]);
    expect(published.frames.length).toBeGreaterThan(400);
    expect(bundled.frames).toEqual(published.frames);
    // Some texts keep their size (the clock, the fixed lines), others change it (truncated, wrapped, the styled
    // line): the published ink marks every changed Text, the bundled one only the resized ones, and those still.
    expect(bundled.dirtied).toBeGreaterThan(0);
    expect(bundled.dirtied).toBeLessThan(published.dirtied * 0.7);
  }, 60_000);

  it('refuses an ink whose code differs, or one already changed, so the build fails rather than ship unchanged', () => {
    const source = readFileSync(join(ROOT, 'node_modules/ink/build/dom.js'), 'utf8');
    expect(() => layoutOnResize(layoutOnResize(source))).toThrow(/ink-layout-on-resize/);
    expect(() => layoutOnResize(source.replace('yogaNode?.markDirty();', 'yogaNode?.markDirty?.();'))).toThrow(/markNodeAsDirty/);
    expect(() => layoutOnResize(source.replace('measureTextNode.bind(null, node)', 'measureTextNode.bind(undefined, node)'))).toThrow(/measure callback/);
  });
});
