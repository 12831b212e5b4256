// Emits test/generated/tools/<tool>.test.ts: example and schema-derived argument cases for every tool.
import { type EmittedFile, header, render, stableJson } from '../emit.js';
import { fixtureTestPath } from '../naming.js';
import type { JsonObject, JsonValue, ResolvedTool, ToolExamples } from '../sources.js';

interface RejectCase {
  readonly name: string;
  readonly arguments: JsonValue;
  readonly field: string;
  readonly constraint: string;
  readonly expected: JsonValue;
  /** The valid call the case was derived from: it must validate once corrected. */
  readonly corrected: JsonValue;
}

function pointerGet(root: JsonValue, pointer: string): JsonValue {
  let node: JsonValue = root;
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const next: JsonValue | undefined = Array.isArray(node) ? node[Number(part)] : typeof node === 'object' && node !== null ? node[part] : undefined;
    if (next === undefined) throw new Error(`constraint pointer ${pointer} does not resolve in the input schema`);
    node = next;
  }
  return node;
}

/** What `expected` must carry for a constraint: the schema's value there (allowed names for additionalProperties). */
export function expectedAt(schema: JsonObject, constraint: string): JsonValue {
  if (constraint.endsWith('/additionalProperties')) {
    const parent = pointerGet(schema, constraint.slice(0, -'/additionalProperties'.length) || '') as JsonObject;
    return Object.keys((parent.properties ?? {}) as JsonObject);
  }
  return pointerGet(schema, constraint);
}

function derivedCases(tool: ResolvedTool, valid: readonly JsonObject[]): RejectCase[] {
  const schema = tool.inputSchema;
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  const required = (schema.required ?? []) as string[];
  const base = valid[0]!;
  const baseWith = (property: string): JsonObject => valid.find((example) => property in example) ?? base;
  const cases: RejectCase[] = [];
  for (const name of required) {
    const source = baseWith(name);
    const args = { ...source };
    delete args[name];
    cases.push({ name: `missing required ${name}`, arguments: args, field: `/${name}`, constraint: '/required', expected: required, corrected: source });
  }
  cases.push({
    name: 'unknown field',
    arguments: { ...base, unexpected_field: true },
    field: '/unexpected_field',
    constraint: '/additionalProperties',
    expected: Object.keys(properties),
    corrected: base,
  });
  for (const [name, property] of Object.entries(properties)) {
    const source = baseWith(name);
    const at = (keyword: string) => `/properties/${name}/${keyword}`;
    const push = (label: string, value: JsonValue, keyword: string) =>
      cases.push({ name: `${name} ${label}`, arguments: { ...source, [name]: value }, field: `/${name}`, constraint: at(keyword), expected: property[keyword]!, corrected: source });
    const type = property.type;
    if (Array.isArray(property.enum)) {
      const values = property.enum;
      if (values.every((v) => typeof v === 'string')) push('outside its enum', 'not_a_listed_value', 'enum');
      else if (values.every((v) => typeof v === 'number')) {
        let candidate = 3;
        while ((values as number[]).includes(candidate)) candidate += 1;
        push('outside its enum', candidate, 'enum');
      }
      continue;
    }
    if (type === 'integer' || type === 'number') {
      if (typeof property.maximum === 'number') push('above its maximum', property.maximum + 1, 'maximum');
      if (typeof property.minimum === 'number') push('below its minimum', property.minimum - 1, 'minimum');
      push('of the wrong type', 'not a number', 'type');
    } else if (type === 'string') {
      push('of the wrong type', 12345, 'type');
    } else if (type === 'boolean') {
      push('of the wrong type', 'yes', 'type');
    } else if (type === 'array') {
      push('of the wrong type', 'not an array', 'type');
      if (typeof property.maxItems === 'number' && property.items && typeof property.items === 'object') {
        // Only derivable when the items can be repeated without breaking uniqueItems.
        const sample = Array.isArray(source[name]) ? (source[name] as JsonValue[]) : [];
        if (!property.uniqueItems && sample.length > 0) {
          push('with too many items', Array.from({ length: property.maxItems + 1 }, () => sample[0]!), 'maxItems');
        }
      }
    } else if (type === 'object') {
      push('of the wrong type', 'not an object', 'type');
    }
  }
  return cases;
}

export function emitFixtureTests(tools: readonly ResolvedTool[], examples: readonly ToolExamples[]): EmittedFile[] {
  return tools.map((tool) => {
    const ex = examples.find((e) => e.tool === tool.name)!;
    if (ex.valid.length === 0) throw new Error(`schemas/examples/${tool.name}/valid needs at least one example`);
    const valid = ex.valid.map((v) => v.arguments as JsonObject);
    const declared: RejectCase[] = ex.invalid.map((c) => ({
      name: `example ${c.name}`,
      arguments: c.arguments,
      field: c.expect!.field,
      constraint: c.expect!.constraint,
      expected: expectedAt(tool.inputSchema, c.expect!.constraint),
      corrected: valid[0]!,
    }));
    const content = render('fixture-tests', 'tool.test.ts', {
      header: header('fixture-tests', ['schemas/mcp-tools.json', `schemas/examples/${tool.name}/`]),
      tool: tool.name,
      valid: stableJson(ex.valid.map((v) => [v.name, v.arguments])),
      rejected: stableJson([...declared, ...derivedCases(tool, valid)].map(({ name, ...rest }) => [name, rest])),
    });
    return { path: fixtureTestPath(tool.name), content };
  });
}
