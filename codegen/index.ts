// `npm run codegen` writes generated/ and test/generated/ from schemas/; `--check` compares instead and fails on drift.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { type EmittedFile, repoRoot } from './emit.js';
import { emitMetrics } from './emitters/metrics.js';
import { loadMetrics } from './sources.js';

const OUTPUT_ROOTS = ['generated', 'test/generated'];

function emitAll(): EmittedFile[] {
  const metrics = loadMetrics();
  return [...emitMetrics(metrics)];
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

function main(): void {
  const check = process.argv.includes('--check');
  const files = emitAll().sort((a, b) => a.path.localeCompare(b.path));
  const wanted = new Map(files.map((f) => [f.path, f.content]));
  const existing = OUTPUT_ROOTS.flatMap((root) => listFiles(join(repoRoot, root)))
    .map((full) => relative(repoRoot, full).split('\\').join('/'))
    .filter((path) => !path.endsWith('/README.md') && !path.endsWith('.gitkeep'));
  const drift: string[] = [];
  for (const [path, content] of wanted) {
    const full = join(repoRoot, path);
    const current = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
    if (current === content) continue;
    drift.push(current === undefined ? `missing: ${path}` : `differs: ${path}`);
    if (!check) {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
  }
  for (const path of existing) {
    if (wanted.has(path)) continue;
    drift.push(`stale: ${path}`);
    if (!check) rmSync(join(repoRoot, path));
  }
  if (check) {
    if (drift.length > 0) {
      process.stderr.write(`generated code differs from what schemas/ produce:\n  ${drift.join('\n  ')}\nRun \`npm run codegen\` and commit the result.\n`);
      process.exit(1);
    }
    process.stdout.write(`codegen:check: ${wanted.size} generated files match schemas/\n`);
  } else {
    process.stdout.write(`codegen: ${wanted.size} files, ${drift.length} written or removed\n`);
  }
}

main();
