// Bundles test/win32/record-fixtures.ts next to the lane's bundles (.cache/win32/dist), koffi external.
import { build } from 'esbuild';

await build({
  entryPoints: { 'record-fixtures': 'test/win32/record-fixtures.ts' },
  outdir: process.argv[2] ?? '.cache/win32/dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  external: ['koffi'],
});
