// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_close_log/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_close_log: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_close_log';

const VALID: [string, unknown][] = [
  [
    "minimal",
    {
      "log_ref": "log-5b1e:2"
    }
  ],
  [
    "other_log",
    {
      "log_ref": "log-5b1e:3"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example delete_file",
    {
      "arguments": {
        "log_ref": "log-5b1e:2",
        "delete_file": true
      },
      "field": "/delete_file",
      "constraint": "/additionalProperties",
      "expected": [
        "log_ref"
      ],
      "corrected": {
        "log_ref": "log-5b1e:2"
      }
    }
  ],
  [
    "example missing_log_ref",
    {
      "arguments": {},
      "field": "/log_ref",
      "constraint": "/required",
      "expected": [
        "log_ref"
      ],
      "corrected": {
        "log_ref": "log-5b1e:2"
      }
    }
  ],
  [
    "missing required log_ref",
    {
      "arguments": {},
      "field": "/log_ref",
      "constraint": "/required",
      "expected": [
        "log_ref"
      ],
      "corrected": {
        "log_ref": "log-5b1e:2"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "log_ref": "log-5b1e:2",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "log_ref"
      ],
      "corrected": {
        "log_ref": "log-5b1e:2"
      }
    }
  ],
  [
    "log_ref of the wrong type",
    {
      "arguments": {
        "log_ref": 12345
      },
      "field": "/log_ref",
      "constraint": "/properties/log_ref/type",
      "expected": "string",
      "corrected": {
        "log_ref": "log-5b1e:2"
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
