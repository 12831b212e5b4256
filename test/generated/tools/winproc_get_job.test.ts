// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_get_job/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_get_job: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_get_job';

const VALID: [string, unknown][] = [
  [
    "minimal",
    {
      "job_id": "j-91ab:7"
    }
  ],
  [
    "poll_only",
    {
      "job_id": "j-91ab:8",
      "wait_ms": 0
    }
  ],
  [
    "read_and_retain",
    {
      "job_id": "j-91ab:7",
      "wait_ms": 10000,
      "read": {
        "projection": [
          "path"
        ],
        "distinct_paths": true,
        "limit": 1000
      },
      "retain_capture": true
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example missing_job_id",
    {
      "arguments": {
        "wait_ms": 1000
      },
      "field": "/job_id",
      "constraint": "/required",
      "expected": [
        "job_id"
      ],
      "corrected": {
        "job_id": "j-91ab:7"
      }
    }
  ],
  [
    "example retain_not_boolean",
    {
      "arguments": {
        "job_id": "j-91ab:7",
        "retain_capture": "yes"
      },
      "field": "/retain_capture",
      "constraint": "/properties/retain_capture/type",
      "expected": "boolean",
      "corrected": {
        "job_id": "j-91ab:7"
      }
    }
  ],
  [
    "example wait_too_long",
    {
      "arguments": {
        "job_id": "j-91ab:7",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "job_id": "j-91ab:7"
      }
    }
  ],
  [
    "missing required job_id",
    {
      "arguments": {},
      "field": "/job_id",
      "constraint": "/required",
      "expected": [
        "job_id"
      ],
      "corrected": {
        "job_id": "j-91ab:7"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "job_id": "j-91ab:7",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "job_id",
        "wait_ms",
        "read",
        "retain_capture"
      ],
      "corrected": {
        "job_id": "j-91ab:7"
      }
    }
  ],
  [
    "job_id of the wrong type",
    {
      "arguments": {
        "job_id": 12345
      },
      "field": "/job_id",
      "constraint": "/properties/job_id/type",
      "expected": "string",
      "corrected": {
        "job_id": "j-91ab:7"
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "job_id": "j-91ab:8",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "job_id": "j-91ab:8",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "job_id": "j-91ab:8",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "job_id": "j-91ab:8",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "job_id": "j-91ab:8",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "job_id": "j-91ab:8",
        "wait_ms": 0
      }
    }
  ],
  [
    "read of the wrong type",
    {
      "arguments": {
        "job_id": "j-91ab:7",
        "wait_ms": 10000,
        "read": "not an object",
        "retain_capture": true
      },
      "field": "/read",
      "constraint": "/properties/read/type",
      "expected": "object",
      "corrected": {
        "job_id": "j-91ab:7",
        "wait_ms": 10000,
        "read": {
          "projection": [
            "path"
          ],
          "distinct_paths": true,
          "limit": 1000
        },
        "retain_capture": true
      }
    }
  ],
  [
    "retain_capture of the wrong type",
    {
      "arguments": {
        "job_id": "j-91ab:7",
        "wait_ms": 10000,
        "read": {
          "projection": [
            "path"
          ],
          "distinct_paths": true,
          "limit": 1000
        },
        "retain_capture": "yes"
      },
      "field": "/retain_capture",
      "constraint": "/properties/retain_capture/type",
      "expected": "boolean",
      "corrected": {
        "job_id": "j-91ab:7",
        "wait_ms": 10000,
        "read": {
          "projection": [
            "path"
          ],
          "distinct_paths": true,
          "limit": 1000
        },
        "retain_capture": true
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
