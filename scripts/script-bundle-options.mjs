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
};
