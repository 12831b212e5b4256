// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_stop_recording/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_stop_recording: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_stop_recording';

const VALID: [string, unknown][] = [
  [
    "minimal",
    {
      "recording_session_id": "rec-20261103090000",
      "operation_id": "rec-stop-01"
    }
  ],
  [
    "with_wait",
    {
      "recording_session_id": "rec-20261103090000",
      "operation_id": "rec-stop-02",
      "wait_ms": 10000
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example client_confirmation",
    {
      "arguments": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01",
        "confirmed": true
      },
      "field": "/confirmed",
      "constraint": "/additionalProperties",
      "expected": [
        "recording_session_id",
        "operation_id",
        "wait_ms"
      ],
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01"
      }
    }
  ],
  [
    "example missing_operation_id",
    {
      "arguments": {
        "recording_session_id": "rec-20261103090000"
      },
      "field": "/operation_id",
      "constraint": "/required",
      "expected": [
        "recording_session_id",
        "operation_id"
      ],
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01"
      }
    }
  ],
  [
    "example missing_session",
    {
      "arguments": {
        "operation_id": "rec-stop-01"
      },
      "field": "/recording_session_id",
      "constraint": "/required",
      "expected": [
        "recording_session_id",
        "operation_id"
      ],
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01"
      }
    }
  ],
  [
    "missing required recording_session_id",
    {
      "arguments": {
        "operation_id": "rec-stop-01"
      },
      "field": "/recording_session_id",
      "constraint": "/required",
      "expected": [
        "recording_session_id",
        "operation_id"
      ],
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01"
      }
    }
  ],
  [
    "missing required operation_id",
    {
      "arguments": {
        "recording_session_id": "rec-20261103090000"
      },
      "field": "/operation_id",
      "constraint": "/required",
      "expected": [
        "recording_session_id",
        "operation_id"
      ],
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "recording_session_id",
        "operation_id",
        "wait_ms"
      ],
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01"
      }
    }
  ],
  [
    "recording_session_id of the wrong type",
    {
      "arguments": {
        "recording_session_id": 12345,
        "operation_id": "rec-stop-01"
      },
      "field": "/recording_session_id",
      "constraint": "/properties/recording_session_id/type",
      "expected": "string",
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01"
      }
    }
  ],
  [
    "operation_id of the wrong type",
    {
      "arguments": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": 12345
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/type",
      "expected": "string",
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-01"
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-02",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-02",
        "wait_ms": 10000
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-02",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-02",
        "wait_ms": 10000
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-02",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "recording_session_id": "rec-20261103090000",
        "operation_id": "rec-stop-02",
        "wait_ms": 10000
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
