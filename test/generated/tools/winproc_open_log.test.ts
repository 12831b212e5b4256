// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_open_log/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_open_log: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_open_log';

const VALID: [string, unknown][] = [
  [
    "minimal",
    {
      "log_id": "log-17"
    }
  ],
  [
    "no_wait",
    {
      "log_id": "log-17",
      "wait_ms": 0
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example missing_log_id",
    {
      "arguments": {
        "wait_ms": 100
      },
      "field": "/log_id",
      "constraint": "/required",
      "expected": [
        "log_id"
      ],
      "corrected": {
        "log_id": "log-17"
      }
    }
  ],
  [
    "example pathname",
    {
      "arguments": {
        "log_id": "log-17",
        "path": "C:\\Logs\\a.log"
      },
      "field": "/path",
      "constraint": "/additionalProperties",
      "expected": [
        "log_id",
        "wait_ms"
      ],
      "corrected": {
        "log_id": "log-17"
      }
    }
  ],
  [
    "example wait_too_long",
    {
      "arguments": {
        "log_id": "log-17",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "log_id": "log-17"
      }
    }
  ],
  [
    "missing required log_id",
    {
      "arguments": {},
      "field": "/log_id",
      "constraint": "/required",
      "expected": [
        "log_id"
      ],
      "corrected": {
        "log_id": "log-17"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "log_id": "log-17",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "log_id",
        "wait_ms"
      ],
      "corrected": {
        "log_id": "log-17"
      }
    }
  ],
  [
    "log_id of the wrong type",
    {
      "arguments": {
        "log_id": 12345
      },
      "field": "/log_id",
      "constraint": "/properties/log_id/type",
      "expected": "string",
      "corrected": {
        "log_id": "log-17"
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "log_id": "log-17",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "log_id": "log-17",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "log_id": "log-17",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "log_id": "log-17",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "log_id": "log-17",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "log_id": "log-17",
        "wait_ms": 0
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
