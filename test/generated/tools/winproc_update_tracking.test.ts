// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_update_tracking/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_update_tracking: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_update_tracking';

const VALID: [string, unknown][] = [
  [
    "add_by_name",
    {
      "action": "add",
      "process_name": "chrome.exe",
      "operation_id": "track-add-chrome-01",
      "expected_revision": "inv-7c2e91:57"
    }
  ],
  [
    "remove_by_reference",
    {
      "action": "remove",
      "process_ref": "p-3f9a1c:8812:133718001234567890",
      "operation_id": "track-remove-01",
      "expected_revision": "inv-7c2e91:57",
      "wait_ms": 0
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example missing_expected_revision",
    {
      "arguments": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-1"
      },
      "field": "/expected_revision",
      "constraint": "/required",
      "expected": [
        "action",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example missing_operation_id",
    {
      "arguments": {
        "action": "add",
        "process_name": "chrome.exe",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/operation_id",
      "constraint": "/required",
      "expected": [
        "action",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example name_with_control_character",
    {
      "arguments": {
        "action": "add",
        "process_name": "chrome\n.exe",
        "operation_id": "track-1",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/process_name",
      "constraint": "/properties/process_name/pattern",
      "expected": "^[^\\u0000-\\u001f]+$",
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example track_by_pid",
    {
      "arguments": {
        "action": "add",
        "pid": 8812,
        "operation_id": "track-1",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/pid",
      "constraint": "/additionalProperties",
      "expected": [
        "action",
        "process_name",
        "process_ref",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example wrong_action",
    {
      "arguments": {
        "action": "toggle",
        "process_name": "chrome.exe",
        "operation_id": "track-1",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/action",
      "constraint": "/properties/action/enum",
      "expected": [
        "add",
        "remove"
      ],
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "missing required action",
    {
      "arguments": {
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/action",
      "constraint": "/required",
      "expected": [
        "action",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "missing required operation_id",
    {
      "arguments": {
        "action": "add",
        "process_name": "chrome.exe",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/operation_id",
      "constraint": "/required",
      "expected": [
        "action",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "missing required expected_revision",
    {
      "arguments": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01"
      },
      "field": "/expected_revision",
      "constraint": "/required",
      "expected": [
        "action",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "action",
        "process_name",
        "process_ref",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "action outside its enum",
    {
      "arguments": {
        "action": "not_a_listed_value",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/action",
      "constraint": "/properties/action/enum",
      "expected": [
        "add",
        "remove"
      ],
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "process_name of the wrong type",
    {
      "arguments": {
        "action": "add",
        "process_name": 12345,
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/process_name",
      "constraint": "/properties/process_name/type",
      "expected": "string",
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "process_ref of the wrong type",
    {
      "arguments": {
        "action": "remove",
        "process_ref": 12345,
        "operation_id": "track-remove-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      },
      "field": "/process_ref",
      "constraint": "/properties/process_ref/type",
      "expected": "string",
      "corrected": {
        "action": "remove",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "operation_id": "track-remove-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "operation_id of the wrong type",
    {
      "arguments": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": 12345,
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/type",
      "expected": "string",
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "expected_revision of the wrong type",
    {
      "arguments": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": 12345
      },
      "field": "/expected_revision",
      "constraint": "/properties/expected_revision/type",
      "expected": "string",
      "corrected": {
        "action": "add",
        "process_name": "chrome.exe",
        "operation_id": "track-add-chrome-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "action": "remove",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "operation_id": "track-remove-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "action": "remove",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "operation_id": "track-remove-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "action": "remove",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "operation_id": "track-remove-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "action": "remove",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "operation_id": "track-remove-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "action": "remove",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "operation_id": "track-remove-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "action": "remove",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "operation_id": "track-remove-01",
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
