// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_set_dotnet_collection/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_set_dotnet_collection: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_set_dotnet_collection';

const VALID: [string, unknown][] = [
  [
    "disable_no_wait",
    {
      "process_ref": "p-3f9a1c:8812:133718001234567890",
      "enabled": false,
      "operation_id": "dotnet-off-01",
      "expected_revision": "inv-7c2e91:57",
      "wait_ms": 0
    }
  ],
  [
    "enable",
    {
      "process_ref": "p-3f9a1c:8812:133718001234567890",
      "enabled": true,
      "operation_id": "dotnet-on-01",
      "expected_revision": "inv-7c2e91:57"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example client_confirmation",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": true,
        "operation_id": "d-1",
        "expected_revision": "inv-7c2e91:57",
        "confirmed": true
      },
      "field": "/confirmed",
      "constraint": "/additionalProperties",
      "expected": [
        "process_ref",
        "enabled",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "example enabled_not_boolean",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": "yes",
        "operation_id": "d-1",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/enabled",
      "constraint": "/properties/enabled/type",
      "expected": "boolean",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "example missing_enabled",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "operation_id": "d-1",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/enabled",
      "constraint": "/required",
      "expected": [
        "process_ref",
        "enabled",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "missing required process_ref",
    {
      "arguments": {
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      },
      "field": "/process_ref",
      "constraint": "/required",
      "expected": [
        "process_ref",
        "enabled",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "missing required enabled",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      },
      "field": "/enabled",
      "constraint": "/required",
      "expected": [
        "process_ref",
        "enabled",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "missing required operation_id",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      },
      "field": "/operation_id",
      "constraint": "/required",
      "expected": [
        "process_ref",
        "enabled",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "missing required expected_revision",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "wait_ms": 0
      },
      "field": "/expected_revision",
      "constraint": "/required",
      "expected": [
        "process_ref",
        "enabled",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0,
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "process_ref",
        "enabled",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "process_ref of the wrong type",
    {
      "arguments": {
        "process_ref": 12345,
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      },
      "field": "/process_ref",
      "constraint": "/properties/process_ref/type",
      "expected": "string",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "enabled of the wrong type",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": "yes",
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      },
      "field": "/enabled",
      "constraint": "/properties/enabled/type",
      "expected": "boolean",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "operation_id of the wrong type",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": 12345,
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/type",
      "expected": "string",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "expected_revision of the wrong type",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": 12345,
        "wait_ms": 0
      },
      "field": "/expected_revision",
      "constraint": "/properties/expected_revision/type",
      "expected": "string",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "enabled": false,
        "operation_id": "dotnet-off-01",
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
