// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_get_operation/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_get_operation: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_get_operation';

const VALID: [string, unknown][] = [
  [
    "generated_id",
    {
      "operation_id": "gen:export:7f3c2a91"
    }
  ],
  [
    "minimal",
    {
      "operation_id": "track-add-chrome-01"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example missing_operation_id",
    {
      "arguments": {},
      "field": "/operation_id",
      "constraint": "/required",
      "expected": [
        "operation_id"
      ],
      "corrected": {
        "operation_id": "gen:export:7f3c2a91"
      }
    }
  ],
  [
    "example too_long",
    {
      "arguments": {
        "operation_id": "ooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo"
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/maxLength",
      "expected": 128,
      "corrected": {
        "operation_id": "gen:export:7f3c2a91"
      }
    }
  ],
  [
    "example unsafe_characters",
    {
      "arguments": {
        "operation_id": "op/1"
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/pattern",
      "expected": "^[A-Za-z0-9._:-]+$",
      "corrected": {
        "operation_id": "gen:export:7f3c2a91"
      }
    }
  ],
  [
    "missing required operation_id",
    {
      "arguments": {},
      "field": "/operation_id",
      "constraint": "/required",
      "expected": [
        "operation_id"
      ],
      "corrected": {
        "operation_id": "gen:export:7f3c2a91"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "operation_id": "gen:export:7f3c2a91",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "operation_id"
      ],
      "corrected": {
        "operation_id": "gen:export:7f3c2a91"
      }
    }
  ],
  [
    "operation_id of the wrong type",
    {
      "arguments": {
        "operation_id": 12345
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/type",
      "expected": "string",
      "corrected": {
        "operation_id": "gen:export:7f3c2a91"
      }
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
