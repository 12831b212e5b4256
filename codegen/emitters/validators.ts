// Emits ajv standalone validators (draft-07, ajv-formats) so nothing compiles a schema at run time.
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { type EmittedFile, header, render } from '../emit.js';
import { ipcValidatorName, recordingTypeName, recordingValidatorName, toolOutputValidatorName, toolValidatorName } from '../naming.js';
import type { JsonObject, ResolvedTool } from '../sources.js';

// Both packages are CommonJS with a default export; under NodeNext the namespace may wrap it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv, formats: string[]) => Ajv;
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (
  ajv: Ajv,
  refs: Record<string, string>,
) => string;

function newAjv(overrides: { strictTuples?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    ...overrides,
    code: { source: true, esm: true, lines: true },
    strict: true,
    strictTypes: false,
    allErrors: false,
    // Keeps the first failure stable: the bridge reports one field/constraint pair.
    validateFormats: true,
  });
  addFormats(ajv, ['date-time']);
  return ajv;
}

/** ajv's ESM standalone output still calls require() for runtime helpers; give it one. */
function toEsm(code: string): string {
  return [
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    code.replace(/^"use strict";\s*/, ''),
  ].join('\n');
}

function validatorModule(emitter: string, sources: string[], schemas: { name: string; key: string; schema: JsonObject }[], ajv = newAjv()): string {
  const refs: Record<string, string> = {};
  for (const entry of schemas) {
    ajv.addSchema(entry.schema, entry.key);
    refs[entry.name] = entry.key;
  }
  return `${header(emitter, sources)}${toEsm(standaloneCode(ajv, refs))}\n`;
}

export function emitValidators(
  tools: readonly ResolvedTool[],
  ipc: readonly { name: string; schema: JsonObject }[],
  config: JsonObject,
  recording: readonly { name: string; schema: JsonObject }[],
): EmittedFile[] {
  const recordingEntries = recording.map((r) => ({ name: recordingValidatorName(r.name), key: r.name, schema: r.schema }));
  const toolEntries = tools.map((t) => ({ name: toolValidatorName(t.name), key: t.name, schema: t.inputSchema }));
  const outputEntries = tools.map((t) => ({ name: toolOutputValidatorName(t.name), key: t.name, schema: t.outputSchema }));
  const ipcEntries = ipc.map((m) => ({ name: ipcValidatorName(m.name), key: m.name, schema: m.schema }));
  return [
    { path: 'generated/validators/tools.js', content: validatorModule('validators', ['schemas/mcp-tools.json', 'schemas/metrics.json'], toolEntries) },
    {
      path: 'generated/validators/tools.d.ts',
      content: render('validators', 'tools.d.ts', {
        header: header('validators', ['schemas/mcp-tools.json']),
        validators: toolEntries.map((e) => ({ name: e.name, tool: e.key })),
      }),
    },
    {
      path: 'generated/validators/outputs.js',
      // Not imported by the product: it is large (every output schema inlined) and only the test suite checks
      // results with it, loading it by path (src/contract/result-check.ts), so no bundle carries it.
      content:
        validatorModule('validators', ['schemas/mcp-tools.json', 'schemas/mcp-output-envelope.schema.json', 'schemas/metrics.json'], outputEntries) +
        `\nexport const TOOL_OUTPUT_VALIDATORS = {\n${outputEntries.map((e) => `  ${e.key}: ${e.name},`).join('\n')}\n};\n`,
    },
    {
      path: 'generated/validators/outputs.d.ts',
      content: render('validators', 'outputs.d.ts', {
        header: header('validators', ['schemas/mcp-tools.json', 'schemas/mcp-output-envelope.schema.json']),
        validators: outputEntries.map((e) => ({ name: e.name, tool: e.key })),
      }),
    },
    {
      path: 'generated/validators/index.ts',
      content: render('validators', 'index.ts', {
        header: header('validators', ['schemas/mcp-tools.json']),
        validators: toolEntries.map((e) => ({ name: e.name, tool: e.key })),
      }),
    },
    { path: 'generated/ipc/v1/validators.js', content: validatorModule('validators', ['schemas/ipc/*.schema.json'], ipcEntries) },
    {
      path: 'generated/ipc/v1/validators.d.ts',
      content: render('validators', 'ipc.d.ts', {
        header: header('validators', ['schemas/ipc/*.schema.json']),
        validators: ipcEntries.map((e) => ({ name: e.name, type: `Ipc${e.name.replace(/^validate/, '')}` })),
      }),
    },
    {
      path: 'generated/recording/validators.js',
      // Process sample arrays are open tuples on purpose (older writers wrote fewer positions), which strict
      // tuple checking would refuse to compile.
      content: validatorModule('validators', ['schemas/recording/*.schema.json'], recordingEntries, newAjv({ strictTuples: false })),
    },
    {
      path: 'generated/recording/validators.d.ts',
      content: render('validators', 'recording.d.ts', {
        header: header('validators', ['schemas/recording/*.schema.json']),
        validators: recordingEntries.map((e) => ({ name: e.name, type: recordingTypeName(e.key) })),
      }),
    },
    { path: 'generated/validators/config.js', content: validatorModule('validators', ['schemas/config.schema.json'], [{ name: 'validateConfig', key: 'config', schema: config }]) },
    {
      path: 'generated/validators/config.d.ts',
      content: render('validators', 'config.d.ts', { header: header('validators', ['schemas/config.schema.json']) }),
    },
  ];
}
