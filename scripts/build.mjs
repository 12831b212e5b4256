// Bundles hand-written and generated TypeScript into dist/ with esbuild; dependencies stay in node_modules.
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';

const entryPoints = {
  cli: 'src/cli.ts',
};

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
  jsx: 'automatic',
});
chmodSync('dist/cli.js', 0o755);
