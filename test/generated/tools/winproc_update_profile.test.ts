// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_update_profile/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_update_profile: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_update_profile';

const VALID: [string, unknown][] = [
  [
    "delete",
    {
      "action": "delete",
      "profile_ref": "prof-2",
      "expected_profile_revision": "prof-2:5",
      "operation_id": "profile-delete-01",
      "expected_revision": "inv-7c2e91:57"
    }
  ],
  [
    "load",
    {
      "action": "load",
      "profile_ref": "prof-2",
      "expected_profile_revision": "prof-2:4",
      "operation_id": "profile-load-01",
      "expected_revision": "inv-7c2e91:57",
      "wait_ms": 0
    }
  ],
  [
    "rename",
    {
      "action": "rename",
      "profile_ref": "prof-2",
      "expected_profile_revision": "prof-2:4",
      "new_name": "Browser leak (old)",
      "operation_id": "profile-rename-01",
      "expected_revision": "inv-7c2e91:57",
      "wait_ms": 5000
    }
  ],
  [
    "save_as",
    {
      "action": "save_as",
      "name": "Browser leak",
      "operation_id": "profile-save-as-01",
      "expected_revision": "inv-7c2e91:57"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example client_confirmation",
    {
      "arguments": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "p-1",
        "expected_revision": "inv-7c2e91:57",
        "confirmed": true
      },
      "field": "/confirmed",
      "constraint": "/additionalProperties",
      "expected": [
        "action",
        "profile_ref",
        "expected_profile_revision",
        "name",
        "new_name",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example missing_expected_revision",
    {
      "arguments": {
        "action": "save_as",
        "name": "X",
        "operation_id": "p-1"
      },
      "field": "/expected_revision",
      "constraint": "/required",
      "expected": [
        "action",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example name_with_newline",
    {
      "arguments": {
        "action": "save_as",
        "name": "a\nb",
        "operation_id": "p-1",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/name",
      "constraint": "/properties/name/pattern",
      "expected": "^[^\\u0000-\\u001f]+$",
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "example wrong_action",
    {
      "arguments": {
        "action": "overwrite",
        "profile_ref": "prof-2",
        "operation_id": "p-1",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/action",
      "constraint": "/properties/action/enum",
      "expected": [
        "load",
        "save",
        "save_as",
        "rename",
        "delete"
      ],
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "missing required action",
    {
      "arguments": {
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
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
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "missing required operation_id",
    {
      "arguments": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
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
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "missing required expected_revision",
    {
      "arguments": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01"
      },
      "field": "/expected_revision",
      "constraint": "/required",
      "expected": [
        "action",
        "operation_id",
        "expected_revision"
      ],
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "action",
        "profile_ref",
        "expected_profile_revision",
        "name",
        "new_name",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "action outside its enum",
    {
      "arguments": {
        "action": "not_a_listed_value",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/action",
      "constraint": "/properties/action/enum",
      "expected": [
        "load",
        "save",
        "save_as",
        "rename",
        "delete"
      ],
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "profile_ref of the wrong type",
    {
      "arguments": {
        "action": "delete",
        "profile_ref": 12345,
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/profile_ref",
      "constraint": "/properties/profile_ref/type",
      "expected": "string",
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "expected_profile_revision of the wrong type",
    {
      "arguments": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": 12345,
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/expected_profile_revision",
      "constraint": "/properties/expected_profile_revision/type",
      "expected": "string",
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "name of the wrong type",
    {
      "arguments": {
        "action": "save_as",
        "name": 12345,
        "operation_id": "profile-save-as-01",
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/name",
      "constraint": "/properties/name/type",
      "expected": "string",
      "corrected": {
        "action": "save_as",
        "name": "Browser leak",
        "operation_id": "profile-save-as-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "new_name of the wrong type",
    {
      "arguments": {
        "action": "rename",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:4",
        "new_name": 12345,
        "operation_id": "profile-rename-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 5000
      },
      "field": "/new_name",
      "constraint": "/properties/new_name/type",
      "expected": "string",
      "corrected": {
        "action": "rename",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:4",
        "new_name": "Browser leak (old)",
        "operation_id": "profile-rename-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 5000
      }
    }
  ],
  [
    "operation_id of the wrong type",
    {
      "arguments": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": 12345,
        "expected_revision": "inv-7c2e91:57"
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/type",
      "expected": "string",
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "expected_revision of the wrong type",
    {
      "arguments": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": 12345
      },
      "field": "/expected_revision",
      "constraint": "/properties/expected_revision/type",
      "expected": "string",
      "corrected": {
        "action": "delete",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:5",
        "operation_id": "profile-delete-01",
        "expected_revision": "inv-7c2e91:57"
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "action": "load",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:4",
        "operation_id": "profile-load-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "action": "load",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:4",
        "operation_id": "profile-load-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "action": "load",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:4",
        "operation_id": "profile-load-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "action": "load",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:4",
        "operation_id": "profile-load-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "action": "load",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:4",
        "operation_id": "profile-load-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "action": "load",
        "profile_ref": "prof-2",
        "expected_profile_revision": "prof-2:4",
        "operation_id": "profile-load-01",
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
