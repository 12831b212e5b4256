// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_get_process_info/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_get_process_info: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_get_process_info';

const VALID: [string, unknown][] = [
  [
    "all_fields",
    {
      "process_ref": "p-3f9a1c:8812:133718001234567890",
      "fields": [
        "image",
        "version",
        "user",
        "command_line",
        "parent",
        "start_time",
        "architecture",
        "file"
      ],
      "wait_ms": 0
    }
  ],
  [
    "minimal",
    {
      "process_ref": "p-3f9a1c:8812:133718001234567890"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example empty_process_ref",
    {
      "arguments": {
        "process_ref": ""
      },
      "field": "/process_ref",
      "constraint": "/properties/process_ref/minLength",
      "expected": 1,
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "example environment_field",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "environment"
        ]
      },
      "field": "/fields/0",
      "constraint": "/properties/fields/items/enum",
      "expected": [
        "image",
        "version",
        "user",
        "command_line",
        "parent",
        "start_time",
        "architecture",
        "file"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "example missing_process_ref",
    {
      "arguments": {
        "fields": [
          "image"
        ]
      },
      "field": "/process_ref",
      "constraint": "/required",
      "expected": [
        "process_ref"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "example pid_instead_of_reference",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "pid": 8812
      },
      "field": "/pid",
      "constraint": "/additionalProperties",
      "expected": [
        "process_ref",
        "fields",
        "wait_ms"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "example wait_too_long",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "wait_ms": 20000
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "missing required process_ref",
    {
      "arguments": {
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      },
      "field": "/process_ref",
      "constraint": "/required",
      "expected": [
        "process_ref"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0,
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "process_ref",
        "fields",
        "wait_ms"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "process_ref of the wrong type",
    {
      "arguments": {
        "process_ref": 12345,
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      },
      "field": "/process_ref",
      "constraint": "/properties/process_ref/type",
      "expected": "string",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "fields of the wrong type",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": "not an array",
        "wait_ms": 0
      },
      "field": "/fields",
      "constraint": "/properties/fields/type",
      "expected": "array",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "fields": [
          "image",
          "version",
          "user",
          "command_line",
          "parent",
          "start_time",
          "architecture",
          "file"
        ],
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
