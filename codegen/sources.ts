// Loads the schema sources under schemas/ and resolves them into the self-contained schemas the emitters publish.
import { readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, repoRoot } from './emit.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface MetricSource {
  readonly id: string;
  readonly display_name: string;
  readonly target_kind: 'process' | 'system' | 'gpu_adapter';
  readonly unit: string;
  readonly representation: 'integer' | 'float' | 'text';
  readonly graphable: boolean;
  readonly description: string;
}

export interface MetricsCatalogSource {
  readonly units: Record<string, string>;
  readonly metrics: readonly MetricSource[];
}

/** A numbered family of metrics in schemas/metrics.json: `metric` with `{n}` in its strings, for n in 0..count-1. */
interface MetricFamilySource {
  readonly count: number;
  /** The catalog entry the family's members follow. */
  readonly after: string;
  readonly metric: JsonObject;
}

/** `{n}` replaced by `n` in every string of a family's template entry. */
function instantiate(node: JsonValue, n: number): JsonValue {
  if (typeof node === 'string') return node.replaceAll('{n}', String(n));
  if (Array.isArray(node)) return node.map((item) => instantiate(item, n));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, instantiate(value, n)]));
}

/** The catalog with each metric family expanded in place (its members right after the entry it names). */
export function expandMetricFamilies(source: MetricsCatalogSource & { readonly metric_families?: readonly MetricFamilySource[] }): MetricsCatalogSource {
  const metrics = [...source.metrics];
  for (const family of source.metric_families ?? []) {
    const at = metrics.findIndex((m) => m.id === family.after);
    if (at < 0) throw new Error(`metric family follows unknown metric ${family.after}`);
    if (!Number.isInteger(family.count) || family.count < 1) throw new Error('metric family count must be a positive integer');
    const members = Array.from({ length: family.count }, (_, n) => instantiate(family.metric, n) as unknown as MetricSource);
    metrics.splice(at + 1, 0, ...members);
  }
  const seen = new Set<string>();
  for (const metric of metrics) {
    const key = `${metric.target_kind}\u0000${metric.id}`;
    if (seen.has(key)) throw new Error(`metric ${metric.id} of ${metric.target_kind} is listed twice`);
    seen.add(key);
  }
  return { units: source.units, metrics };
}

export type DeliveryClass = 'immediate' | 'paged' | 'capture_starter' | 'wait_job' | 'mutation';

export interface ToolAnnotations {
  readonly readOnlyHint: boolean;
  readonly destructiveHint: boolean;
  readonly idempotentHint: boolean;
  readonly openWorldHint: boolean;
}

interface ToolSource {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly delivery: DeliveryClass;
  readonly backend_method: string;
  readonly annotations: ToolAnnotations;
  readonly inputSchema: JsonObject;
  readonly outputDataSchema?: JsonObject;
}

/** One tool as published: every `$ref` inlined, source-only fields removed. */
export interface ResolvedTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly delivery: DeliveryClass;
  readonly backendMethod: string;
  readonly annotations: ToolAnnotations;
  readonly inputSchema: JsonObject;
  /** The tool's success `data` schema alone (also embedded in outputSchema). */
  readonly outputDataSchema: JsonObject;
  readonly outputSchema: JsonObject;
  /** The input schema as written, refs kept (metric enum refs point into `typeRoot.$defs`); for type emission. */
  readonly inputSchemaSource: JsonObject;
  readonly outputDataSchemaSource: JsonObject;
}

/** Shared `$defs` of mcp-tools.json plus the metric enums, refs kept: one root for type emission. */
export interface ToolTypeDefs {
  readonly defs: JsonObject;
}

export interface ExampleCase {
  readonly name: string;
  readonly arguments: JsonValue;
  readonly expect?: { readonly field: string; readonly constraint: string };
}

export interface ToolExamples {
  readonly tool: string;
  readonly valid: readonly ExampleCase[];
  readonly invalid: readonly ExampleCase[];
}

export const SOURCE_ONLY_KEYS = new Set(['$comment', '$defs', '$schema', '$id']);

export function loadMetrics(): MetricsCatalogSource {
  return expandMetricFamilies(readJson<MetricsCatalogSource & { metric_families?: MetricFamilySource[] }>('schemas/metrics.json'));
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointerGet(root: JsonValue, pointer: string): JsonValue {
  let node: JsonValue = root;
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node)) node = node[part];
    else throw new Error(`pointer ${pointer} does not resolve`);
    if (node === undefined) throw new Error(`pointer ${pointer} does not resolve`);
  }
  return node;
}

/** The enums that `metrics.json#/enum/<kind>` references resolve to. */
function metricEnums(catalog: MetricsCatalogSource): Record<string, JsonObject> {
  const ids = (kind?: string) =>
    [...new Set(catalog.metrics.filter((m) => !kind || m.target_kind === kind).map((m) => m.id))].sort();
  const describe = (ids: string[], what: string): JsonObject => ({
    type: 'string',
    enum: ids,
    description: `A ${what} metric identifier from the metric catalog (winproc_list_metrics describes each).`,
  });
  return {
    all: describe(ids(), 'process, system or GPU adapter'),
    process: describe(ids('process'), 'process'),
    system: describe(ids('system'), 'system'),
    gpu_adapter: describe(ids('gpu_adapter'), 'GPU adapter'),
  };
}

/**
 * Inlines every `$ref` (local `#/...` refs against `root`, and `metrics.json#/enum/<kind>`), drops
 * source-only keys. Sibling keywords next to a `$ref` (usually `description`) override the target's.
 */
export function resolveRefs(node: JsonValue, root: JsonValue, enums: Record<string, JsonObject>, seen: string[] = []): JsonValue {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, root, enums, seen));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    let target: JsonValue;
    if (ref.startsWith('metrics.json#/enum/')) {
      const kind = ref.slice('metrics.json#/enum/'.length);
      const found = enums[kind];
      if (!found) throw new Error(`unknown metric enum ${ref}`);
      target = found;
    } else if (ref.startsWith('#/')) {
      if (seen.includes(ref)) throw new Error(`recursive $ref ${ref} cannot be inlined`);
      target = resolveRefs(pointerGet(root, ref.slice(1)), root, enums, [...seen, ref]);
    } else {
      throw new Error(`external $ref ${ref} is not supported`);
    }
    const siblings: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref') siblings[key] = resolveRefs(value, root, enums, seen);
    }
    return { ...(target as JsonObject), ...siblings };
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (SOURCE_ONLY_KEYS.has(key)) continue;
    // `properties` maps names to schemas: a property may legitimately be called `$comment`-like names, but
    // ours never are, so the same filter applies at every level.
    out[key] = resolveRefs(value, root, enums, seen);
  }
  return out;
}

const METRIC_ENUM_PREFIX = 'metrics.json#/enum/';

/** Rewrites `metrics.json#/enum/<kind>` refs to local `#/$defs/metric_id_<kind>` refs. */
function localizeMetricRefs(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(localizeMetricRefs);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$comment') continue;
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith(METRIC_ENUM_PREFIX)
      ? `#/$defs/metric_id_${value.slice(METRIC_ENUM_PREFIX.length)}`
      : localizeMetricRefs(value);
  }
  return out;
}

export function loadToolTypeDefs(catalog: MetricsCatalogSource): ToolTypeDefs {
  const source = readJson<JsonObject>('schemas/mcp-tools.json');
  const defs = localizeMetricRefs((source.$defs ?? {}) as JsonObject) as JsonObject;
  for (const [kind, schema] of Object.entries(metricEnums(catalog))) defs[`metric_id_${kind}`] = schema;
  return { defs };
}

export function loadTools(catalog: MetricsCatalogSource): ResolvedTool[] {
  const source = readJson<JsonObject>('schemas/mcp-tools.json');
  const envelope = readJson<JsonObject>('schemas/mcp-output-envelope.schema.json');
  const enums = metricEnums(catalog);
  const tools = source.tools as unknown as ToolSource[];
  const names = new Set<string>();
  return tools.map((tool) => {
    if (names.has(tool.name)) throw new Error(`duplicate tool ${tool.name}`);
    names.add(tool.name);
    const inputSchema = resolveRefs(tool.inputSchema, source, enums) as JsonObject;
    const outputDataSchema = (tool.outputDataSchema
      ? resolveRefs(tool.outputDataSchema, source, enums)
      : { type: 'object', description: 'Tool-specific result data.' }) as JsonObject;
    return {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      delivery: tool.delivery,
      backendMethod: tool.backend_method,
      annotations: tool.annotations,
      inputSchema,
      outputDataSchema,
      outputSchema: buildOutputSchema(envelope, outputDataSchema, enums),
      inputSchemaSource: localizeMetricRefs(tool.inputSchema) as JsonObject,
      outputDataSchemaSource: localizeMetricRefs(tool.outputDataSchema ?? { type: 'object' }) as JsonObject,
    };
  });
}

/** The envelope with the tool's data schema substituted into the success variant, fully inlined. */
export function buildOutputSchema(envelope: JsonObject, dataSchema: JsonObject, enums: Record<string, JsonObject>): JsonObject {
  const resolved = resolveRefs(envelope, envelope, enums) as JsonObject;
  const variants = resolved.anyOf as JsonObject[];
  const success = variants[0] as JsonObject;
  const properties = success.properties as JsonObject;
  const data = { ...dataSchema, type: 'object' } as JsonObject;
  const withData: JsonObject = { ...success, properties: { ...properties, data } };
  // MCP requires outputSchema to be an object schema at the root; anyOf below it keeps both variants.
  return { type: 'object', title: resolved.title as string, description: resolved.description as string, anyOf: [withData, variants[1] as JsonObject] };
}

export function loadIpcSchemas(): { name: string; schema: JsonObject }[] {
  const dir = join(repoRoot, 'schemas/ipc');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => ({ name: file.replace('.schema.json', ''), schema: resolveStandalone(readJson<JsonObject>(`schemas/ipc/${file}`)) }));
}

/**
 * Every `schemas/recording/*.schema.json` (the Recording line formats), in file-name order: `v3-line.schema.json`
 * becomes `{name: 'v3-line', ...}`. New files are emitted without touching the emitters.
 */
export function loadRecordingSchemas(): { name: string; schema: JsonObject }[] {
  const dir = join(repoRoot, 'schemas/recording');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => ({ name: file.replace('.schema.json', ''), schema: resolveStandalone(readJson<JsonObject>(`schemas/recording/${file}`)) }));
}

export function loadConfigSchema(): JsonObject {
  return resolveStandalone(readJson<JsonObject>('schemas/config.schema.json'));
}

function resolveStandalone(schema: JsonObject): JsonObject {
  return resolveRefs(schema, schema, {}) as JsonObject;
}

/** Reads schemas/examples/<tool>/{valid,invalid}/*.json; a folder that names no tool fails the run. */
export function loadExamples(toolNames: readonly string[]): ToolExamples[] {
  const root = join(repoRoot, 'schemas/examples');
  const folders = existsSync(root) ? readdirSync(root).filter((f) => statSync(join(root, f)).isDirectory()).sort() : [];
  for (const folder of folders) {
    if (!toolNames.includes(folder)) throw new Error(`schemas/examples/${folder} matches no tool`);
  }
  return toolNames.map((tool) => {
    const read = (kind: 'valid' | 'invalid'): ExampleCase[] => {
      const dir = join(root, tool, kind);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => {
          const value = readJson<JsonValue>(`schemas/examples/${tool}/${kind}/${f}`);
          const name = f.replace(/\.json$/, '');
          if (kind === 'valid') return { name, arguments: value };
          if (!isObject(value) || !('arguments' in value) || !isObject(value.expect as JsonValue)) {
            throw new Error(`schemas/examples/${tool}/invalid/${f} needs {arguments, expect:{field, constraint}}`);
          }
          const expect = value.expect as JsonObject;
          return { name, arguments: value.arguments, expect: { field: String(expect.field), constraint: String(expect.constraint) } };
        });
    };
    return { tool, valid: read('valid'), invalid: read('invalid') };
  });
}
