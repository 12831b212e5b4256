// Emits generated/contract/limits.ts from schemas/limits.json: the §8 limit values, the names winproc_get_status
// publishes them under, and each capture kind's row fields, owner field and closed field values. The file is
// cross-checked against the published tool catalog so a limit or a capture field can never say one thing in the
// catalog and another in the code.
import { type EmittedFile, header, readJson } from '../emit.js';
import type { JsonObject } from '../sources.js';

interface LimitEntry {
  readonly value: number;
  readonly description: string;
  readonly published_as?: readonly string[];
}

interface CaptureKind {
  readonly label: string;
  readonly fields: readonly string[];
  readonly owner_field?: string;
  /** Closed value sets of row fields in this kind (a field of the kind to its values). */
  readonly values?: Readonly<Record<string, readonly string[]>>;
}

export interface LimitsSource {
  readonly limits: Readonly<Record<string, LimitEntry>>;
  readonly capture_kinds: Readonly<Record<string, CaptureKind>>;
}

const SOURCE = 'schemas/limits.json';
const CATALOG = 'schemas/mcp-tools.json';

function fail(message: string): never {
  throw new Error(`${SOURCE}: ${message}`);
}

function toolInput(catalog: JsonObject, name: string): JsonObject {
  const tools = catalog.tools as JsonObject[];
  const tool = tools.find((candidate) => candidate.name === name) ?? fail(`${CATALOG} has no tool ${name}`);
  return tool.inputSchema as JsonObject;
}

/** Every value the catalog states elsewhere must equal the one here. */
export function crossCheck(source: LimitsSource, catalog: JsonObject): void {
  const defs = catalog.$defs as Record<string, JsonObject>;
  const limit = (name: string) => source.limits[name]?.value ?? fail(`limit ${name} is missing`);
  const expectEqual = (what: string, stated: unknown, name: string) => {
    if (stated !== limit(name)) fail(`${CATALOG} states ${what} = ${String(stated)}, but limit ${name} is ${limit(name)}`);
  };
  expectEqual('$defs.page_limit.maximum', defs.page_limit!.maximum, 'page_limit_max');
  expectEqual('$defs.wait_ms.maximum', defs.wait_ms!.maximum, 'wait_ms_max');
  const metricTargets = (toolInput(catalog, 'winproc_get_metrics').properties as Record<string, JsonObject>).targets!;
  expectEqual('winproc_get_metrics targets.maxItems', metricTargets.maxItems, 'metric_targets_max');

  const projection = defs.capture_projection!;
  const published = new Set((projection.items as JsonObject).enum as string[]);
  const union = new Set(Object.values(source.capture_kinds).flatMap((kind) => kind.fields));
  const onlyHere = [...union].filter((field) => !published.has(field));
  const onlyThere = [...published].filter((field) => !union.has(field));
  if (onlyHere.length > 0 || onlyThere.length > 0) {
    fail(`capture fields differ from $defs.capture_projection.items.enum (only here: ${onlyHere.join(', ') || 'none'}; only in the catalog: ${onlyThere.join(', ') || 'none'})`);
  }
  const description = projection.description as string;
  // A list ends at ';' or '.', so a list missing its last entries is not mistaken for a match.
  const describes = (listing: string) => description.includes(`${listing};`) || description.includes(`${listing}.`);
  for (const [kind, { label, fields, owner_field, values }] of Object.entries(source.capture_kinds)) {
    const listing = `${label}: ${fields.join(', ')}`;
    if (!describes(listing)) fail(`$defs.capture_projection.description does not list "${listing}" for kind ${kind}`);
    if (owner_field !== undefined && !fields.includes(owner_field)) fail(`owner_field ${owner_field} of kind ${kind} is not one of its fields`);
    // Clients learn a field's values from the published description only (rows are not schema-checked objects).
    for (const [field, set] of Object.entries(values ?? {})) {
      if (!fields.includes(field)) fail(`values.${field} of kind ${kind} is not one of its fields`);
      if (set.length === 0 || new Set(set).size !== set.length) fail(`values.${field} of kind ${kind} must be a non-empty list without repeats`);
      const valueListing = `${label} ${field}: ${set.join(', ')}`;
      if (!describes(valueListing)) fail(`$defs.capture_projection.description does not list "${valueListing}" for kind ${kind}`);
    }
  }
  const names = new Set(Object.keys(source.limits));
  for (const [name, entry] of Object.entries(source.limits)) {
    if (!Number.isSafeInteger(entry.value) || entry.value < 0) fail(`limit ${name} must be a non-negative integer`);
    for (const alias of entry.published_as ?? []) {
      if (names.has(alias)) fail(`published name ${alias} of ${name} collides with a limit name`);
      names.add(alias);
    }
  }
}

export function emitLimits(): EmittedFile[] {
  const source = readJson<LimitsSource>(SOURCE);
  crossCheck(source, readJson<JsonObject>(CATALOG));
  const limitLines = Object.entries(source.limits).flatMap(([name, entry]) => [`  /** ${entry.description} */`, `  ${name}: ${entry.value},`]);
  const publishedLines = Object.entries(source.limits).flatMap(([name, entry]) => [
    `  ${name}: ${entry.value},`,
    ...(entry.published_as ?? []).map((alias) => `  ${alias}: ${entry.value},`),
  ]);
  const fieldLines = Object.entries(source.capture_kinds).map(([kind, { fields }]) => `  ${kind}: ${JSON.stringify(fields)},`);
  const ownerLines = Object.entries(source.capture_kinds).flatMap(([kind, { owner_field }]) => (owner_field === undefined ? [] : [`  ${kind}: ${JSON.stringify(owner_field)},`]));
  const valueLines = Object.entries(source.capture_kinds).flatMap(([kind, { values }]) => (values === undefined ? [] : [`  ${kind}: ${JSON.stringify(values)},`]));
  const content = [
    header('limits', [SOURCE, CATALOG]),
    '/** The limits of spec §8, by name. */',
    'export const LIMITS = {',
    ...limitLines,
    '} as const;',
    '',
    '/** What winproc_get_status reports under `limits`: every limit by name, and again under the names its output schema suggests. */',
    'export const PUBLISHED_LIMITS: Readonly<Record<string, number>> = {',
    ...publishedLines,
    '};',
    '',
    '/** Row fields of each capture kind, in row order, as `capture_projection` publishes them. */',
    'export const CAPTURE_FIELDS = {',
    ...fieldLines,
    '} as const;',
    '',
    'export type CaptureKind = keyof typeof CAPTURE_FIELDS;',
    '',
    "/** The row field holding the owning process's executable name, for kinds that record an owner. */",
    'export const OWNER_FIELD: Readonly<Partial<Record<CaptureKind, string>>> = {',
    ...ownerLines,
    '};',
    '',
    '/** The closed value set of a row field, for kinds whose rows have one (e.g. the row `kind` of open_files). */',
    'export const CAPTURE_FIELD_VALUES = {',
    ...valueLines,
    '} as const;',
    '',
  ].join('\n');
  return [{ path: 'generated/contract/limits.ts', content }];
}
