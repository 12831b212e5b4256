// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_cancel_job/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_cancel_job: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_cancel_job';

const VALID: [string, unknown][] = [
  [
    "condition_job",
    {
      "job_id": "j-91ab:12"
    }
  ],
  [
    "minimal",
    {
      "job_id": "j-91ab:7"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example empty_job_id",
    {
      "arguments": {
        "job_id": ""
      },
      "field": "/job_id",
      "constraint": "/properties/job_id/minLength",
      "expected": 1,
      "corrected": {
        "job_id": "j-91ab:12"
      }
    }
  ],
  [
    "example force_kill",
    {
      "arguments": {
        "job_id": "j-91ab:7",
        "kill_process": true
      },
      "field": "/kill_process",
      "constraint": "/additionalProperties",
      "expected": [
        "job_id"
      ],
      "corrected": {
        "job_id": "j-91ab:12"
      }
    }
  ],
  [
    "example missing_job_id",
    {
      "arguments": {},
      "field": "/job_id",
      "constraint": "/required",
      "expected": [
        "job_id"
      ],
      "corrected": {
        "job_id": "j-91ab:12"
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
        "job_id": "j-91ab:12"
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "job_id": "j-91ab:12",
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "job_id"
      ],
      "corrected": {
        "job_id": "j-91ab:12"
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
        "job_id": "j-91ab:12"
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
