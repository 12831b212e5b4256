// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_list_metrics/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_list_metrics: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_list_metrics';

const VALID: [string, unknown][] = [
  [
    "all_metrics",
    {}
  ],
  [
    "gpu_adapter_metrics",
    {
      "target_kind": "gpu_adapter"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example unknown_field",
    {
      "arguments": {
        "target_kind": "process",
        "graphable": true
      },
      "field": "/graphable",
      "constraint": "/additionalProperties",
      "expected": [
        "target_kind"
      ],
      "corrected": {}
    }
  ],
  [
    "example wrong_target_kind",
    {
      "arguments": {
        "target_kind": "disk"
      },
      "field": "/target_kind",
      "constraint": "/properties/target_kind/enum",
      "expected": [
        "process",
        "system",
        "gpu_adapter"
      ],
      "corrected": {}
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "target_kind"
      ],
      "corrected": {}
    }
  ],
  [
    "target_kind outside its enum",
    {
      "arguments": {
        "target_kind": "not_a_listed_value"
      },
      "field": "/target_kind",
      "constraint": "/properties/target_kind/enum",
      "expected": [
        "process",
        "system",
        "gpu_adapter"
      ],
      "corrected": {
        "target_kind": "gpu_adapter"
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
