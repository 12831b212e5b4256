// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_export_graphs/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_export_graphs: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_export_graphs';

const VALID: [string, unknown][] = [
  [
    "full",
    {
      "output_directory": "exports",
      "metrics": [
        {
          "metric_id": "private_bytes",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        }
      ],
      "filename": "leak repro 2026-11-03.CSV",
      "range": "ab",
      "operation_id": "export-20261103-01",
      "expected_revision": "inv-7c2e91:57",
      "wait_ms": 10000
    }
  ],
  [
    "minimal",
    {
      "output_directory": "C:\\Temp\\winproc-csv"
    }
  ],
  [
    "spec_example",
    {
      "metrics": [
        {
          "metric_id": "cpu_average_percent"
        },
        {
          "metric_id": "committed_bytes"
        }
      ],
      "output_directory": "C:\\Temp\\winproc-csv",
      "filename": "metrics.csv"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example empty_metrics",
    {
      "arguments": {
        "output_directory": "C:\\Temp",
        "metrics": []
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/minItems",
      "expected": 1,
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "example filename_with_path",
    {
      "arguments": {
        "output_directory": "C:\\Temp",
        "filename": "..\\metrics.csv"
      },
      "field": "/filename",
      "constraint": "/properties/filename/pattern",
      "expected": "^[^\\\\/:*?\"<>|\\u0000-\\u001f]+\\.[Cc][Ss][Vv]$",
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "example missing_output_directory",
    {
      "arguments": {
        "filename": "metrics.csv"
      },
      "field": "/output_directory",
      "constraint": "/required",
      "expected": [
        "output_directory"
      ],
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "example not_csv",
    {
      "arguments": {
        "output_directory": "C:\\Temp",
        "filename": "metrics.txt"
      },
      "field": "/filename",
      "constraint": "/properties/filename/pattern",
      "expected": "^[^\\\\/:*?\"<>|\\u0000-\\u001f]+\\.[Cc][Ss][Vv]$",
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "example overwrite_flag",
    {
      "arguments": {
        "output_directory": "C:\\Temp",
        "overwrite": true
      },
      "field": "/overwrite",
      "constraint": "/additionalProperties",
      "expected": [
        "output_directory",
        "metrics",
        "filename",
        "range",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "example wrong_range",
    {
      "arguments": {
        "output_directory": "C:\\Temp",
        "range": "selection"
      },
      "field": "/range",
      "constraint": "/properties/range/enum",
      "expected": [
        "all",
        "visible",
        "ab"
      ],
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "missing required output_directory",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      },
      "field": "/output_directory",
      "constraint": "/required",
      "expected": [
        "output_directory"
      ],
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000,
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "output_directory",
        "metrics",
        "filename",
        "range",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "output_directory of the wrong type",
    {
      "arguments": {
        "output_directory": 12345,
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      },
      "field": "/output_directory",
      "constraint": "/properties/output_directory/type",
      "expected": "string",
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "metrics of the wrong type",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": "not an array",
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/type",
      "expected": "array",
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "metrics with too many items",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/maxItems",
      "expected": 16,
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "filename of the wrong type",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": 12345,
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      },
      "field": "/filename",
      "constraint": "/properties/filename/type",
      "expected": "string",
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "range outside its enum",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "not_a_listed_value",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      },
      "field": "/range",
      "constraint": "/properties/range/enum",
      "expected": [
        "all",
        "visible",
        "ab"
      ],
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "operation_id of the wrong type",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": 12345,
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/type",
      "expected": "string",
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "expected_revision of the wrong type",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": 12345,
        "wait_ms": 10000
      },
      "field": "/expected_revision",
      "constraint": "/properties/expected_revision/type",
      "expected": "string",
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10000
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "output_directory": "exports",
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "filename": "leak repro 2026-11-03.CSV",
        "range": "ab",
        "operation_id": "export-20261103-01",
        "expected_revision": "inv-7c2e91:57",
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
