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
