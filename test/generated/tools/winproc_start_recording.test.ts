// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_start_recording/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_start_recording: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_start_recording';

const VALID: [string, unknown][] = [
  [
    "minimal",
    {
      "interval_seconds": 1,
      "operation_id": "rec-start-01",
      "expected_revision": "inv-7c2e91:57"
    }
  ],
  [
    "with_wait",
    {
      "interval_seconds": 10,
      "operation_id": "rec-start-02",
      "expected_revision": "inv-7c2e91:57",
      "wait_ms": 0
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example missing_interval",
    {
      "arguments": {
        "operation_id": "rec-1",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/interval_seconds",
      "constraint": "/required",
      "expected": [
        "interval_seconds",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example missing_operation_id",
    {
      "arguments": {
        "interval_seconds": 5,
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/operation_id",
      "constraint": "/required",
      "expected": [
        "interval_seconds",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example output_path",
    {
      "arguments": {
        "interval_seconds": 5,
        "operation_id": "rec-1",
        "expected_revision": "inv-7c2e91:57",
        "path": "C:\\x.log"
      },
      "field": "/path",
      "constraint": "/additionalProperties",
      "expected": [
        "interval_seconds",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example unsupported_interval",
    {
      "arguments": {
        "interval_seconds": 3,
        "operation_id": "rec-1",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/interval_seconds",
      "constraint": "/properties/interval_seconds/enum",
      "expected": [
        1,
        2,
        5,
        10
      ],
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "missing required interval_seconds",
    {
      "arguments": {
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/interval_seconds",
      "constraint": "/required",
      "expected": [
        "interval_seconds",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "missing required operation_id",
    {
      "arguments": {
        "interval_seconds": 1,
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/operation_id",
      "constraint": "/required",
      "expected": [
        "interval_seconds",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "missing required expected_revision",
    {
      "arguments": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01"
      },
      "field": "/expected_revision",
      "constraint": "/required",
      "expected": [
        "interval_seconds",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "interval_seconds",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "interval_seconds outside its enum",
    {
      "arguments": {
        "interval_seconds": 3,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/interval_seconds",
      "constraint": "/properties/interval_seconds/enum",
      "expected": [
        1,
        2,
        5,
        10
      ],
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "operation_id of the wrong type",
    {
      "arguments": {
        "interval_seconds": 1,
        "operation_id": 12345,
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/type",
      "expected": "string",
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "expected_revision of the wrong type",
    {
      "arguments": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": 12345
      },
      "field": "/expected_revision",
      "constraint": "/properties/expected_revision/type",
      "expected": "string",
      "corrected": {
        "interval_seconds": 1,
        "operation_id": "rec-start-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "interval_seconds": 10,
        "operation_id": "rec-start-02",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "interval_seconds": 10,
        "operation_id": "rec-start-02",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "interval_seconds": 10,
        "operation_id": "rec-start-02",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "interval_seconds": 10,
        "operation_id": "rec-start-02",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "interval_seconds": 10,
        "operation_id": "rec-start-02",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "interval_seconds": 10,
        "operation_id": "rec-start-02",
        "expected_revision": "inv-7c2e91:57",
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
