// Guards schema resolution: every $ref is inlined, metric enums come from the catalog, source-only keys vanish.
import { describe, expect, it } from 'vitest';
import { buildOutputSchema, resolveRefs, type JsonObject } from '../../../codegen/sources.js';

const enums = { all: { type: 'string', enum: ['a', 'b'] } } as Record<string, JsonObject>;

describe.each([
  ['local ref with sibling description', { $defs: { x: { type: 'string', description: 'inner' } }, properties: { p: { $ref: '#/$defs/x', description: 'outer' } } }, { properties: { p: { type: 'string', description: 'outer' } } }],
  ['metric enum ref', { properties: { m: { $ref: 'metrics.json#/enum/all' } } }, { properties: { m: { type: 'string', enum: ['a', 'b'] } } }],
  ['nested refs', { $defs: { a: { $ref: '#/$defs/b' }, b: { const: 1 } }, items: { $ref: '#/$defs/a' } }, { items: { const: 1 } }],
  ['source-only keys dropped', { $comment: 'x', $schema: 'y', type: 'object' }, { type: 'object' }],
])('resolveRefs: %s', (_name, given, want) => {
  it('inlines as expected', () => {
    expect(resolveRefs(given as JsonObject, given as JsonObject, enums)).toEqual(want);
  });
});

describe('resolveRefs failures', () => {
  it.each([
    ['external ref', { $ref: 'other.json#/x' }],
    ['recursive ref', { $defs: { a: { items: { $ref: '#/$defs/a' } } }, x: { $ref: '#/$defs/a' } }],
    ['unknown metric enum', { $ref: 'metrics.json#/enum/nope' }],
  ])('%s throws', (_name, given) => {
    expect(() => resolveRefs(given as JsonObject, given as JsonObject, enums)).toThrow();
  });
});

describe('buildOutputSchema', () => {
  it('substitutes the tool data schema into the success variant only', () => {
    const envelope: JsonObject = {
      title: 'T', description: 'D',
      anyOf: [{ $ref: '#/$defs/s' }, { $ref: '#/$defs/e' }],
      $defs: { s: { type: 'object', properties: { data: { type: 'object' } } }, e: { type: 'object', required: ['error'] } },
    };
    const out = buildOutputSchema(envelope, { required: ['rows'] }, enums);
    expect(out.type).toBe('object');
    const [success, error] = out.anyOf as JsonObject[];
    expect((success!.properties as JsonObject).data).toEqual({ required: ['rows'], type: 'object' });
    expect(error).toEqual({ type: 'object', required: ['error'] });
    expect(JSON.stringify(out)).not.toContain('$ref');
  });
});
