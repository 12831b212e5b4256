// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_get_dotnet_collection/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_get_dotnet_collection: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_get_dotnet_collection';

const VALID: [string, unknown][] = [
  [
    "minimal",
    {
      "process_ref": "p-3f9a1c:8812:133718001234567890"
    }
  ],
  [
    "other_process",
    {
      "process_ref": "p-3f9a1c:4120:133718009876543210"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example missing_process_ref",
    {
      "arguments": {},
      "field": "/process_ref",
      "constraint": "/required",
      "expected": [
        "process_ref"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890"
      }
    }
  ],
  [
    "example process_ref_too_long",
    {
      "arguments": {
        "process_ref": "ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp"
      },
      "field": "/process_ref",
      "constraint": "/properties/process_ref/maxLength",
      "expected": 512,
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890"
      }
    }
  ],
  [
    "missing required process_ref",
    {
      "arguments": {},
      "field": "/process_ref",
      "constraint": "/required",
      "expected": [
        "process_ref"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "process_ref"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890"
      }
    }
  ],
  [
    "process_ref of the wrong type",
    {
      "arguments": {
        "process_ref": 12345
      },
      "field": "/process_ref",
      "constraint": "/properties/process_ref/type",
      "expected": "string",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890"
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
