// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_get_tracking/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_get_tracking: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_get_tracking';

const VALID: [string, unknown][] = [
  [
    "no_arguments",
    {}
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example unknown_field",
    {
      "arguments": {
        "profile_ref": true
      },
      "field": "/profile_ref",
      "constraint": "/additionalProperties",
      "expected": [],
      "corrected": {}
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [],
      "corrected": {}
    }
  ]
];

describe(`${TOOL} accepts`, () => {
  it.each(VALID)('%s', (_name, args) => {
    expect(validateToolArguments(TOOL, args)).toEqual({ ok: true });
  });
});

describe(`${TOOL} rejects`, () => {
  it.each(REJECTED)('%s', (_name, c) => {
    const result = validateToolArguments(TOOL, c.arguments);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_ARGUMENT');
    expect(result.error.retryable).toBe(false);
    expect(result.error.field).toBe(c.field);
    expect(result.error.constraint).toBe(c.constraint);
    expect(result.error.expected).toEqual(c.expected);
    expect(result.error.message).not.toContain(JSON.stringify(c.arguments));
    expect(validateToolArguments(TOOL, c.corrected)).toEqual({ ok: true });
  });
});
