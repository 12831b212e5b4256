// `npm run codegen` writes generated/ and test/generated/ from schemas/; `--check` compares instead and fails on drift.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { type EmittedFile, repoRoot } from './emit.js';
import { emitAdapters } from './emitters/adapters.js';
import { emitCatalog } from './emitters/catalog.js';
import { emitFixtureTests } from './emitters/fixture-tests.js';
import { emitIpcCodec } from './emitters/ipc-codec.js';
import { emitLimits } from './emitters/limits.js';
import { emitMetrics } from './emitters/metrics.js';
import { emitPackageInfo } from './emitters/package-info.js';
import { emitRegistry } from './emitters/registry.js';
import { emitTypes } from './emitters/types.js';
import { emitValidators } from './emitters/validators.js';
import { readJson } from './emit.js';
import { type JsonObject, loadConfigSchema, loadExamples, loadIpcSchemas, loadMetrics, loadRecordingSchemas, loadToolTypeDefs, loadTools, resolveRefs } from './sources.js';

const OUTPUT_ROOTS = ['generated', 'test/generated'];

async function emitAll(): Promise<EmittedFile[]> {
  const metrics = loadMetrics();
  const tools = loadTools(metrics);
  const ipc = loadIpcSchemas();
  const config = loadConfigSchema();
  const recording = loadRecordingSchemas();
  const envelopeSource = readJson<JsonObject>('schemas/mcp-output-envelope.schema.json');
  const defs = envelopeSource.$defs as JsonObject;
  const envelope = {
    success: resolveRefs(defs.success!, envelopeSource, {}) as JsonObject,
    error: resolveRefs(defs.error!, envelopeSource, {}) as JsonObject,
  };
  const examples = loadExamples(tools.map((t) => t.name));
  return [
    ...emitPackageInfo(),
    ...emitMetrics(metrics),
    ...emitLimits(),
    ...emitCatalog(tools),
    ...emitAdapters(tools),
    ...emitRegistry(tools),
    ...emitValidators(tools, ipc, config, recording),
    ...emitIpcCodec(ipc),
    ...(await emitTypes(tools, loadToolTypeDefs(metrics), envelope, ipc, config, recording)),
    ...emitFixtureTests(tools, examples),
  ];
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = (await emitAll()).sort((a, b) => a.path.localeCompare(b.path));
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

await main();
