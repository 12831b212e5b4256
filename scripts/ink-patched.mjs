// The esbuild plugin that bundles ink with its three changed modules: used by scripts/build.mjs for the application and
// by the benches that measure frames as the application draws them (bench/workspace.tsx).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { framesInPlace } from './ink-frames-in-place.mjs';
import { layoutOnResize } from './ink-layout-on-resize.mjs';
import { propsDiffInPlace } from './ink-props-diff.mjs';
import { sgrOnlySanitize } from './ink-sgr-only-sanitize.mjs';

const scripts = dirname(fileURLToPath(import.meta.url));

/**
 * ink is bundled into the application (its own dependencies stay in node_modules) so that seven of its modules can be
 * changed: build/measure-text.js caches every distinct text forever (scripts/ink-bounded-measure-text.ts bounds it), so
 * does build/wrap-text.js with every text it wrapped or truncated (scripts/ink-bounded-wrap-text.ts bounds it),
 * build/ink.js clears the whole terminal for every frame that fills it (scripts/ink-frames-in-place.mjs draws
 * such frames in place, changed lines only), build/output.js builds every row of every frame from scratch
 * (scripts/ink-row-cached-output.ts builds only the rows whose placed texts changed since the previous frame), and
 * build/sanitize-ansi.js tokenizes every Text twice a frame (scripts/ink-sgr-only-sanitize.mjs returns a text whose
 * escape sequences are all SGR codes as it is), build/reconciler.js copies the keys of every updated element's
 * props into arrays to diff them (scripts/ink-props-diff.mjs reads them in place), and build/dom.js has Yoga lay out
 * the whole frame again whenever a Text's content changes (scripts/ink-layout-on-resize.mjs only where its size
 * changed). Their
 * text widths come from scripts/ink-fast-string-width.ts (string-width with a fast path for Braille and box drawing),
 * their widest lines from scripts/ink-fast-widest-line.ts (the same, line by line in place).
 * ink's layout engine, yoga-layout, loads its WebAssembly without fetch() (yogaWithoutFetch), and the text packages
 * build their segmenters and emoji pattern on first use (lazyTextConstants); ansi-tokenize walks texts of
 * single-character graphemes without its segmenter (tokenizeFastPath).
 */
/**
 * yoga-layout (ink's layout engine) embeds its WebAssembly as a base64 data: URL and, wherever `fetch` exists, loads
 * it with fetch(): on Node that loads and compiles undici and runs its data-URL processor while the application's
 * bundle loads, about a fifth of the main thread's work before its first frame (issue 31). Without fetch the same
 * module decodes the same bytes itself (its own synchronous path, taken where fetch is missing).
 */
export function yogaWithoutFetch(source) {
  const check = '"function"!=typeof fetch';
  const uses = source.split(check).length - 1;
  // Two uses in yoga-layout 3.x (the binary's fetch and its streaming instantiation); anything else is a new build.
  if (uses !== 2) throw new Error(`yoga-layout's wasm loader changed (${uses} fetch checks): review scripts/ink-patched.mjs`);
  return source.replaceAll(check, '!0');
}

/**
 * The application's main-thread bundle is a script, not an ES module, so that V8's code cache can be used on every
 * supported Node (src/code-cache/): a script has no top-level await, and three modules ink bundles had one. yoga-layout
 * awaited its WebAssembly instance (`wrapAssembly(await loadYoga())`): its Emscripten loader now compiles and
 * instantiates the embedded binary synchronously (the bytes it already decoded itself without fetch, yogaWithoutFetch),
 * so the loader's run completes inside the call and fills the module object it was given, the object its promise
 * would have resolved to. Throws where the loader's instantiation or the module's await is no longer the expected one.
 */
export function yogaSyncInstance(source, file) {
  const instantiate = 'function c(e){return ya().then(function(f){return WebAssembly.instantiate(f,d)}).then(function(f){return f}).then(e,function(f){v("failed to asynchronously prepare wasm: "+f);x(f)})}';
  if (source.split(instantiate).length !== 2) throw new Error(`${file}: yoga-layout's wasm instantiation changed: review yogaSyncInstance in scripts/ink-patched.mjs`);
  return source.replace(instantiate, 'function c(e){e({instance:new WebAssembly.Instance(new WebAssembly.Module(wa()),d)});return Promise.resolve()}');
}

/** yoga-layout's entry: builds its API from the module object the (now synchronous) loader filled; see yogaSyncInstance. */
export function yogaWithoutAwait(source, file) {
  const awaited = 'const Yoga = wrapAssembly(await loadYoga());';
  if (source.split(awaited).length !== 2) throw new Error(`${file}: yoga-layout's entry changed: review yogaWithoutAwait in scripts/ink-patched.mjs`);
  return source.replace(
    awaited,
    `const yogaModule = {};
loadYoga(yogaModule);
// scripts/ink-patched.mjs, yogaSyncInstance: the run completed inside the call, or it failed.
if (yogaModule.calledRun !== true) throw new Error('yoga-layout did not load its WebAssembly synchronously');
const Yoga = wrapAssembly(yogaModule);`,
  );
}

/**
 * ink's reconciler awaited two development-only loads at its top level when DEV=true: the React devtools connection
 * (react-devtools-core, which the application never installs: esbuild leaves it external) and ink's package.json for
 * the devtools' renderer name. Both are dropped from the bundle (DEV=true never connected devtools here either; it
 * printed ink's "not installed" warning), leaving the reconciler without a top-level await (see yogaSyncInstance).
 */
export function reconcilerWithoutDevtools(source, file) {
  const devtools = /^if \(isDev\(\)\) \{\n    try \{\n        await import\('\.\/devtools\.js'\);\n[\s\S]*?\n\}\n/m;
  const packageJson = 'const packageJson = isDev()\n    ? await loadPackageJson()\n    : { name: undefined, version: undefined };';
  if (!devtools.test(source) || source.split(packageJson).length !== 2) throw new Error(`${file}: ink's devtools loading changed: review reconcilerWithoutDevtools in scripts/ink-patched.mjs`);
  const out = source.replace(devtools, '').replace(packageJson, 'const packageJson = { name: undefined, version: undefined };');
  if (out.includes("await import('./devtools.js')") || out.includes('await loadPackageJson()')) throw new Error(`${file}: ink's reconciler still awaits at its top level: review reconcilerWithoutDevtools`);
  return out;
}

/**
 * Text packages ink bundles build Unicode machinery when their module loads: string-width (both copies) and
 * slice-ansi's and ansi-tokenize's tokenizers each create an Intl.Segmenter (ICU's break iterator data), and
 * string-width 8 compiles `/^\p{RGI_Emoji}$/v`, whose string properties expand into a large class set: ~20 ms of the
 * main thread's start-up before the first frame (issue 31), for text the fast width path (scripts/
 * ink-fast-string-width.ts) mostly never gives them. Each such module constant becomes an object with the same method
 * (`segment`, `test`) that builds the real one on its first call. Throws where a package's source no longer has the
 * expected constant, or uses it other than through that method.
 */
export function lazyTextConstants(source, file) {
  let made = 0;
  const lazy = (text, name, method, create) => {
    made += 1;
    // Every mention outside line comments, less the declaration, must be a call of the method.
    const uses = text.replace(/^\s*\/\/.*$/gm, '').split(new RegExp(`\\b${name}\\b`)).length - 2;
    const calls = text.split(`${name}.${method}(`).length - 1;
    if (uses !== calls) throw new Error(`${file}: ${name} is used other than through .${method}(): review lazyTextConstants in scripts/ink-patched.mjs`);
    return `let ${name}Built;\nconst ${name} = { ${method}: (text) => (${name}Built ??= ${create}).${method}(text) };`;
  };
  const out = source
    .replace(/^const (\w+) = (new Intl\.Segmenter\([^;]*\));$/gm, (_, name, create) => lazy(source, name, 'segment', create))
    .replace(/^const (rgiEmojiRegex) = (\/\^\\p\{RGI_Emoji\}\$\/v);$/m, (_, name, create) => lazy(source, name, 'test', create));
  if (made === 0) throw new Error(`${file}: no module-level Intl.Segmenter or emoji pattern found: review lazyTextConstants in scripts/ink-patched.mjs`);
  return out;
}

/**
 * ansi-tokenize splits every text into graphemes with Intl.Segmenter, ICU's break iterator: one segment object per
 * character, and on first use the load of ICU's break data. The row-cached output (scripts/ink-row-cached-output.ts)
 * tokenizes each distinct row skeleton (colour codes around private-use stand-ins), so the first frame tokenized some
 * hundred texts and built the segmenter for them (~50 ms of the main thread's first frame under the profiler at load
 * 14, issue 31). A text whose every character is one grapheme by itself whatever stands beside it (C0 and C1 controls
 * but CR, which joins a following LF; Latin-1; the general punctuation, arrows, minus, box drawing, block, geometric
 * and Braille ranges of the fast width path; the stand-in U+E000: none of them is an extending, joining, prepended,
 * spacing-mark, Hangul or regional-indicator character, so Unicode's grapheme rules break between any two of them)
 * is walked one UTF-16 unit at a time instead: the same segments at the same indices. Throws where the package's loop
 * is no longer the expected one.
 */
export function tokenizeFastPath(source, file) {
  const loop = 'for (const { segment, index } of segmenter.segment(str)) {';
  if (source.split(loop).length !== 2) throw new Error(`${file}: tokenize's segment loop changed: review tokenizeFastPath in scripts/ink-patched.mjs`);
  return `${source.replace(loop, 'for (const { segment, index } of graphemesOf(str)) {')}
// scripts/ink-patched.mjs, tokenizeFastPath: texts of single-character graphemes skip the segmenter.
const SINGLE_CHARACTER_GRAPHEMES = /^[\\u0000-\\u000C\\u000E-\\u00FF\\u2010-\\u2027\\u2030-\\u205E\\u2190-\\u21FF\\u2212\\u2500-\\u25FF\\u2800-\\u28FF\\uE000]*$/;
function* characterGraphemes(str) {
    // One object, refilled: the loop reads both fields before it asks for the next.
    const grapheme = { segment: "", index: 0 };
    for (let index = 0; index < str.length; index++) {
        grapheme.segment = str[index];
        grapheme.index = index;
        yield grapheme;
    }
}
function graphemesOf(str) {
    return SINGLE_CHARACTER_GRAPHEMES.test(str) ? characterGraphemes(str) : segmenter.segment(str);
}
`;
}

export const inkPatched = {
  name: 'ink-patched',
  setup(pluginBuild) {
    const inkEntry = fileURLToPath(import.meta.resolve('ink'));
    pluginBuild.onResolve({ filter: /^ink$/ }, () => ({ path: inkEntry }));
    // ink's modules, widest-line's and the replacements' measure text with scripts/ink-fast-string-width.ts, which
    // itself (and every other package) imports string-width as it is.
    const fastWidth = join(scripts, 'ink-fast-string-width.ts');
    pluginBuild.onResolve({ filter: /^string-width$/ }, (args) =>
      /[\\/](ink[\\/]build|widest-line)[\\/]|[\\/]scripts[\\/]ink-(row-cached-output|bounded-measure-text)\.ts$/.test(args.importer) ? { path: fastWidth } : undefined,
    );
    // ink's layout and output measure each changed text's widest line with it, the same widths line by line in place.
    const fastWidest = join(scripts, 'ink-fast-widest-line.ts');
    pluginBuild.onResolve({ filter: /^widest-line$/ }, (args) =>
      /[\\/]ink[\\/]build[\\/]|[\\/]scripts[\\/]ink-bounded-measure-text\.ts$/.test(args.importer) ? { path: fastWidest } : undefined,
    );
    pluginBuild.onLoad({ filter: /[\\/]ink[\\/]build[\\/]measure-text\.js$/ }, () => ({
      contents: readFileSync(join(scripts, 'ink-bounded-measure-text.ts'), 'utf8'),
      loader: 'ts',
      // Its packages are ink's (ink has no node_modules of its own); its own import is beside it.
      resolveDir: scripts,
    }));
    pluginBuild.onLoad({ filter: /[\\/]ink[\\/]build[\\/]wrap-text\.js$/ }, () => ({
      contents: readFileSync(join(scripts, 'ink-bounded-wrap-text.ts'), 'utf8'),
      loader: 'ts',
      resolveDir: scripts,
    }));
    pluginBuild.onLoad({ filter: /[\\/]ink[\\/]build[\\/]output\.js$/ }, () => ({
      contents: readFileSync(join(scripts, 'ink-row-cached-output.ts'), 'utf8'),
      loader: 'ts',
      // Its packages are ink's (ink has no node_modules of its own); its own import is beside it.
      resolveDir: scripts,
    }));
    pluginBuild.onLoad({ filter: /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ }, (args) => ({
      contents: yogaSyncInstance(yogaWithoutFetch(readFileSync(args.path, 'utf8')), args.path),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    pluginBuild.onLoad({ filter: /[\\/]yoga-layout[\\/]dist[\\/]src[\\/]index\.js$/ }, (args) => ({
      contents: yogaWithoutAwait(readFileSync(args.path, 'utf8'), args.path),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    pluginBuild.onLoad({ filter: /[\\/]ink[\\/]build[\\/]sanitize-ansi\.js$/ }, (args) => ({
      contents: sgrOnlySanitize(readFileSync(args.path, 'utf8')),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    pluginBuild.onLoad({ filter: /[\\/](string-width[\\/]index|slice-ansi[\\/]tokenize-ansi|ansi-tokenize[\\/]build[\\/]tokenize)\.js$/ }, (args) => ({
      contents: lazyTextConstants(/[\\/]ansi-tokenize[\\/]/.test(args.path) ? tokenizeFastPath(readFileSync(args.path, 'utf8'), args.path) : readFileSync(args.path, 'utf8'), args.path),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    pluginBuild.onLoad({ filter: /[\\/]ink[\\/]build[\\/]reconciler\.js$/ }, (args) => ({
      contents: propsDiffInPlace(reconcilerWithoutDevtools(readFileSync(args.path, 'utf8'), args.path)),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    pluginBuild.onLoad({ filter: /[\\/]ink[\\/]build[\\/]dom\.js$/ }, (args) => ({
      contents: layoutOnResize(readFileSync(args.path, 'utf8')),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    pluginBuild.onLoad({ filter: /[\\/]ink[\\/]build[\\/]ink\.js$/ }, (args) => ({
      contents: framesInPlace(readFileSync(args.path, 'utf8')),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};

