// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_list_logs/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_list_logs: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_list_logs';

const VALID: [string, unknown][] = [
  [
    "filtered",
    {
      "name_filter": "chrome",
      "wait_ms": 3000,
      "read": {
        "projection": [
          "log_id",
          "name"
        ],
        "limit": 100
      },
      "retain_capture": true
    }
  ],
  [
    "minimal",
    {}
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example empty_filter",
    {
      "arguments": {
        "name_filter": ""
      },
      "field": "/name_filter",
      "constraint": "/properties/name_filter/minLength",
      "expected": 1,
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      }
    }
  ],
  [
    "example pathname",
    {
      "arguments": {
        "path": "C:\\Logs"
      },
      "field": "/path",
      "constraint": "/additionalProperties",
      "expected": [
        "name_filter",
        "wait_ms",
        "read",
        "retain_capture"
      ],
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      }
    }
  ],
  [
    "example read_limit_too_large",
    {
      "arguments": {
        "read": {
          "limit": 5001
        }
      },
      "field": "/read/limit",
      "constraint": "/properties/read/properties/limit/maximum",
      "expected": 5000,
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true,
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "name_filter",
        "wait_ms",
        "read",
        "retain_capture"
      ],
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      }
    }
  ],
  [
    "name_filter of the wrong type",
    {
      "arguments": {
        "name_filter": 12345,
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      },
      "field": "/name_filter",
      "constraint": "/properties/name_filter/type",
      "expected": "string",
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "name_filter": "chrome",
        "wait_ms": 10001,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "name_filter": "chrome",
        "wait_ms": -1,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "name_filter": "chrome",
        "wait_ms": "not a number",
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      }
    }
  ],
  [
    "read of the wrong type",
    {
      "arguments": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": "not an object",
        "retain_capture": true
      },
      "field": "/read",
      "constraint": "/properties/read/type",
      "expected": "object",
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": true
      }
    }
  ],
  [
    "retain_capture of the wrong type",
    {
      "arguments": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
        },
        "retain_capture": "yes"
      },
      "field": "/retain_capture",
      "constraint": "/properties/retain_capture/type",
      "expected": "boolean",
      "corrected": {
        "name_filter": "chrome",
        "wait_ms": 3000,
        "read": {
          "projection": [
            "log_id",
            "name"
          ],
          "limit": 100
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
