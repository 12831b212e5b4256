// Maps a generated validator's first failure to the INVALID_ARGUMENT error of spec §8, never echoing the input; the
// bridge checks before dispatch and the backend again on arrival (a direct IPC caller is not trusted to have checked).
import type { ErrorObject } from 'ajv';
import { TOOLS } from '../../generated/catalog/tools.js';
import { TOOL_VALIDATORS } from '../../generated/validators/index.js';

export interface InvalidArgumentError {
  readonly code: 'INVALID_ARGUMENT';
  readonly message: string;
  readonly retryable: false;
  readonly field: string;
  readonly constraint: string;
  readonly expected: unknown;
}

export type ArgumentCheck = { readonly ok: true } | { readonly ok: false; readonly error: InvalidArgumentError };

const INPUT_SCHEMAS: ReadonlyMap<string, unknown> = new Map(TOOLS.map((tool) => [tool.name, tool.inputSchema]));

const KEYWORD_MESSAGES: Record<string, string> = {
  required: 'a required argument is missing',
  additionalProperties: 'this argument is not accepted by the tool',
  type: 'the value has the wrong type',
  enum: 'the value is not one of the allowed values',
  const: 'the value is not the allowed constant',
  minimum: 'the value is below the minimum',
  maximum: 'the value is above the maximum',
  minLength: 'the value is shorter than allowed',
  maxLength: 'the value is longer than allowed',
  pattern: 'the value does not match the required pattern',
  format: 'the value does not have the required format',
  minItems: 'the array has too few items',
  maxItems: 'the array has too many items',
  uniqueItems: 'the array contains duplicate items',
  minProperties: 'the object has too few properties',
  maxProperties: 'the object has too many properties',
};

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function resolvePointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** The constraint's value as committed in the schema; for additionalProperties, the names that are allowed. */
function expectedFor(schema: unknown, constraint: string): unknown {
  if (constraint.endsWith('/additionalProperties')) {
    const parent = resolvePointer(schema, constraint.slice(0, -'/additionalProperties'.length));
    const properties = (parent as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    return Object.keys(properties);
  }
  return resolvePointer(schema, constraint);
}

function fieldOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required' && params.missingProperty !== undefined) {
    return `${error.instancePath}/${escapePointerToken(params.missingProperty)}`;
  }
  if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined) {
    return `${error.instancePath}/${escapePointerToken(params.additionalProperty)}`;
  }
  return error.instancePath;
}

export function isKnownTool(tool: string): boolean {
  return INPUT_SCHEMAS.has(tool);
}

/** Validates a known tool's arguments against its committed input schema. */
export function validateToolArguments(tool: string, args: unknown): ArgumentCheck {
  const validate = TOOL_VALIDATORS[tool as keyof typeof TOOL_VALIDATORS];
  const schema = INPUT_SCHEMAS.get(tool);
  if (!validate || schema === undefined) throw new Error(`validateToolArguments: unknown tool ${tool}`);
  if (validate(args)) return { ok: true };
  const first = validate.errors?.[0];
  const constraint = first ? first.schemaPath.replace(/^#/, '') : '';
  const field = first ? fieldOf(first) : '';
  const keyword = first?.keyword ?? 'schema';
  const reason = KEYWORD_MESSAGES[keyword] ?? `the value violates the schema keyword ${keyword}`;
  return {
    ok: false,
    error: {
      code: 'INVALID_ARGUMENT',
      message: `Invalid arguments for ${tool}: at ${field || 'the arguments object'}, ${reason}. See constraint and expected, correct the call and retry.`,
      retryable: false,
      field,
      constraint,
      expected: expectedFor(schema, constraint),
    },
  };
}
