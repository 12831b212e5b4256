// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_release_capture/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_release_capture: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_release_capture';

const VALID: [string, unknown][] = [
  [
    "derived_capture",
    {
      "capture_id": "cap-91ab:3.1"
    }
  ],
  [
    "minimal",
    {
      "capture_id": "cap-91ab:3"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example capture_id_not_string",
    {
      "arguments": {
        "capture_id": 3
      },
      "field": "/capture_id",
      "constraint": "/properties/capture_id/type",
      "expected": "string",
      "corrected": {
        "capture_id": "cap-91ab:3.1"
      }
    }
  ],
  [
    "example missing_capture_id",
    {
      "arguments": {},
      "field": "/capture_id",
      "constraint": "/required",
      "expected": [
        "capture_id"
      ],
      "corrected": {
        "capture_id": "cap-91ab:3.1"
      }
    }
  ],
  [
    "missing required capture_id",
    {
      "arguments": {},
      "field": "/capture_id",
      "constraint": "/required",
      "expected": [
        "capture_id"
      ],
      "corrected": {
        "capture_id": "cap-91ab:3.1"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "capture_id": "cap-91ab:3.1",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "capture_id"
      ],
      "corrected": {
        "capture_id": "cap-91ab:3.1"
      }
    }
  ],
  [
    "capture_id of the wrong type",
    {
      "arguments": {
        "capture_id": 12345
      },
      "field": "/capture_id",
      "constraint": "/properties/capture_id/type",
      "expected": "string",
      "corrected": {
        "capture_id": "cap-91ab:3.1"
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
