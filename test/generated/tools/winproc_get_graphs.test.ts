// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_get_graphs/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_get_graphs: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_get_graphs';

const VALID: [string, unknown][] = [
  [
    "all_processes",
    {
      "include_processes": true
    }
  ],
  [
    "minimal",
    {}
  ],
  [
    "with_processes",
    {
      "process_name": "chrome",
      "include_processes": true,
      "target_limit": 100
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example empty_name",
    {
      "arguments": {
        "process_name": ""
      },
      "field": "/process_name",
      "constraint": "/properties/process_name/minLength",
      "expected": 1,
      "corrected": {
        "include_processes": true
      }
    }
  ],
  [
    "example target_limit_too_large",
    {
      "arguments": {
        "include_processes": true,
        "target_limit": 6000
      },
      "field": "/target_limit",
      "constraint": "/properties/target_limit/maximum",
      "expected": 5000,
      "corrected": {
        "include_processes": true
      }
    }
  ],
  [
    "example target_limit_zero",
    {
      "arguments": {
        "target_limit": 0
      },
      "field": "/target_limit",
      "constraint": "/properties/target_limit/minimum",
      "expected": 1,
      "corrected": {
        "include_processes": true
      }
    }
  ],
  [
    "example unknown_field",
    {
      "arguments": {
        "log_ref": true
      },
      "field": "/log_ref",
      "constraint": "/additionalProperties",
      "expected": [
        "process_name",
        "include_processes",
        "target_limit"
      ],
      "corrected": {
        "include_processes": true
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "include_processes": true,
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "process_name",
        "include_processes",
        "target_limit"
      ],
      "corrected": {
        "include_processes": true
      }
    }
  ],
  [
    "process_name of the wrong type",
    {
      "arguments": {
        "process_name": 12345,
        "include_processes": true,
        "target_limit": 100
      },
      "field": "/process_name",
      "constraint": "/properties/process_name/type",
      "expected": "string",
      "corrected": {
        "process_name": "chrome",
        "include_processes": true,
        "target_limit": 100
      }
    }
  ],
  [
    "include_processes of the wrong type",
    {
      "arguments": {
        "include_processes": "yes"
      },
      "field": "/include_processes",
      "constraint": "/properties/include_processes/type",
      "expected": "boolean",
      "corrected": {
        "include_processes": true
      }
    }
  ],
  [
    "target_limit above its maximum",
    {
      "arguments": {
        "process_name": "chrome",
        "include_processes": true,
        "target_limit": 5001
      },
      "field": "/target_limit",
      "constraint": "/properties/target_limit/maximum",
      "expected": 5000,
      "corrected": {
        "process_name": "chrome",
        "include_processes": true,
        "target_limit": 100
      }
    }
  ],
  [
    "target_limit below its minimum",
    {
      "arguments": {
        "process_name": "chrome",
        "include_processes": true,
        "target_limit": 0
      },
      "field": "/target_limit",
      "constraint": "/properties/target_limit/minimum",
      "expected": 1,
      "corrected": {
        "process_name": "chrome",
        "include_processes": true,
        "target_limit": 100
      }
    }
  ],
  [
    "target_limit of the wrong type",
    {
      "arguments": {
        "process_name": "chrome",
        "include_processes": true,
        "target_limit": "not a number"
      },
      "field": "/target_limit",
      "constraint": "/properties/target_limit/type",
      "expected": "integer",
      "corrected": {
        "process_name": "chrome",
        "include_processes": true,
        "target_limit": 100
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
