// esbuild's options for a script bundle (src/code-cache/script-bundle.ts runs it with V8's code cache): CommonJS output
// wrapped in one function of `exports, require, module, __filename, __dirname` and the bundle's URL, which stands for
// import.meta.url. Shared by scripts/build.mjs and the Windows lane's build (test/win32/build.mjs).
export const scriptBundleOptions = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  banner: { js: '(function (exports, require, module, __filename, __dirname, __winprocImportMetaUrl) {' },
  footer: { js: '})' },
  define: { 'import.meta.url': '__winprocImportMetaUrl' },
  // Without comments and indentation (names kept): the file is read, hashed and decoded at every start, and V8 keeps
  // its text; with only ASCII left (esbuild escapes strings, and comments are gone) that text is a one-byte string.
  minifyWhitespace: true,
};

/**
 * esbuild's options for what a worker thread starts for a script bundle (dist/workers/<name>.cjs, built from
 * src/code-cache/script-worker.ts): a CommonJS file, so the worker's bootstrap never loads Node's ES module loader
 * (~17 built-in modules that the main thread compiled at its start under node's command-line flags, so a worker
 * compiles them without Node's code cache; ~20-40 ms of the sampler thread's CPU before its first pass, docs/testing.md
 * "s43 firstscreen"). Its own URL (import.meta.url in the source) comes from __filename.
 */
export const scriptWorkerEntryOptions = {
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  banner: { js: "'use strict'; const __winprocSelfUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { 'import.meta.url': '__winprocSelfUrl' },
};
