// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_wait_condition/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_wait_condition: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_wait_condition';

const VALID: [string, unknown][] = [
  [
    "process_exited",
    {
      "condition": {
        "kind": "process_exited",
        "process_ref": "p-3f9a1c:8812:133718001234567890"
      },
      "timeout_ms": 60000,
      "wait_ms": 10000
    }
  ],
  [
    "process_present",
    {
      "condition": {
        "kind": "process_present",
        "process_name": "notepad.exe"
      },
      "timeout_ms": 30000
    }
  ],
  [
    "process_threshold",
    {
      "condition": {
        "kind": "metric_threshold",
        "metric_id": "private_bytes",
        "comparison": "ge",
        "threshold": "1073741824"
      },
      "target": {
        "process_ref": "p-3f9a1c:8812:133718001234567890"
      },
      "timeout_ms": 60000,
      "wait_ms": 5000
    }
  ],
  [
    "system_cpu_threshold",
    {
      "condition": {
        "kind": "metric_threshold",
        "metric_id": "cpu_average_percent",
        "comparison": "gt",
        "threshold": "80.5"
      },
      "timeout_ms": 10000
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example confirmed_transition",
    {
      "arguments": {
        "condition": {
          "kind": "process_present",
          "process_name": "notepad.exe",
          "transition": true
        },
        "timeout_ms": 1000
      },
      "field": "/condition/transition",
      "constraint": "/properties/condition/additionalProperties",
      "expected": [
        "kind",
        "process_name",
        "process_ref",
        "metric_id",
        "comparison",
        "threshold"
      ],
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "example exponent_threshold",
    {
      "arguments": {
        "condition": {
          "kind": "metric_threshold",
          "metric_id": "private_bytes",
          "comparison": "gt",
          "threshold": "1e9"
        },
        "timeout_ms": 1000
      },
      "field": "/condition/threshold",
      "constraint": "/properties/condition/properties/threshold/pattern",
      "expected": "^-?[0-9]{1,20}(\\.[0-9]{1,20})?$",
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "example missing_kind",
    {
      "arguments": {
        "condition": {
          "process_name": "notepad.exe"
        },
        "timeout_ms": 1000
      },
      "field": "/condition/kind",
      "constraint": "/properties/condition/required",
      "expected": [
        "kind"
      ],
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "example missing_timeout",
    {
      "arguments": {
        "condition": {
          "kind": "process_present",
          "process_name": "notepad.exe"
        }
      },
      "field": "/timeout_ms",
      "constraint": "/required",
      "expected": [
        "condition",
        "timeout_ms"
      ],
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "example numeric_threshold",
    {
      "arguments": {
        "condition": {
          "kind": "metric_threshold",
          "metric_id": "cpu_percent",
          "comparison": "gt",
          "threshold": 80
        },
        "timeout_ms": 1000
      },
      "field": "/condition/threshold",
      "constraint": "/properties/condition/properties/threshold/type",
      "expected": "string",
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "example timeout_too_long",
    {
      "arguments": {
        "condition": {
          "kind": "process_present",
          "process_name": "notepad.exe"
        },
        "timeout_ms": 60001
      },
      "field": "/timeout_ms",
      "constraint": "/properties/timeout_ms/maximum",
      "expected": 60000,
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "example timeout_zero",
    {
      "arguments": {
        "condition": {
          "kind": "process_present",
          "process_name": "notepad.exe"
        },
        "timeout_ms": 0
      },
      "field": "/timeout_ms",
      "constraint": "/properties/timeout_ms/minimum",
      "expected": 1,
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "example unknown_metric",
    {
      "arguments": {
        "condition": {
          "kind": "metric_threshold",
          "metric_id": "fps",
          "comparison": "gt",
          "threshold": "60"
        },
        "timeout_ms": 1000
      },
      "field": "/condition/metric_id",
      "constraint": "/properties/condition/properties/metric_id/enum",
      "expected": [
        "available_memory_bytes",
        "commit_limit_bytes",
        "committed_bytes",
        "cpu_average_percent",
        "cpu_kernel_percent",
        "cpu_percent",
        "cpu_user_percent",
        "decode_average_percent",
        "decode_engine_count",
        "decode_max_percent",
        "dedicated_bytes",
        "dedicated_total_bytes",
        "disk_queue_length",
        "disk_read_bytes_per_sec",
        "disk_write_bytes_per_sec",
        "dotnet_allocation_bytes_per_sec",
        "dotnet_gc_committed_bytes",
        "dotnet_gc_fragmentation_bytes",
        "dotnet_gc_gen0_heap_bytes",
        "dotnet_gc_gen1_heap_bytes",
        "dotnet_gc_gen2_heap_bytes",
        "dotnet_gc_loh_bytes",
        "dotnet_gc_poh_bytes",
        "dotnet_heap_bytes",
        "encode_average_percent",
        "encode_engine_count",
        "encode_max_percent",
        "free_zeroed_memory_bytes",
        "gdi_object_count",
        "gpu_dedicated_bytes",
        "gpu_percent",
        "gpu_shared_bytes",
        "handle_count",
        "io_read_bytes_per_sec",
        "io_write_bytes_per_sec",
        "modified_memory_bytes",
        "network_received_bytes_per_sec",
        "network_sent_bytes_per_sec",
        "nonpaged_pool_bytes",
        "page_faults_major_per_sec",
        "paged_pool_bytes",
        "pages_input_per_sec",
        "pages_output_per_sec",
        "path",
        "physical_memory_bytes",
        "private_bytes",
        "process_count",
        "shared_bytes",
        "shared_total_bytes",
        "standby_memory_bytes",
        "task_name",
        "thread_count",
        "total_memory_bytes",
        "user_object_count",
        "utilization_percent",
        "workset_bytes",
        "workset_private_bytes",
        "workset_shareable_bytes"
      ],
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "example wrong_comparison",
    {
      "arguments": {
        "condition": {
          "kind": "metric_threshold",
          "metric_id": "cpu_percent",
          "comparison": "gte",
          "threshold": "50"
        },
        "timeout_ms": 1000
      },
      "field": "/condition/comparison",
      "constraint": "/properties/condition/properties/comparison/enum",
      "expected": [
        "gt",
        "ge",
        "lt",
        "le",
        "eq"
      ],
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "example wrong_kind",
    {
      "arguments": {
        "condition": {
          "kind": "process_started",
          "process_name": "notepad.exe"
        },
        "timeout_ms": 1000
      },
      "field": "/condition/kind",
      "constraint": "/properties/condition/properties/kind/enum",
      "expected": [
        "process_present",
        "process_exited",
        "metric_threshold"
      ],
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "missing required condition",
    {
      "arguments": {
        "timeout_ms": 60000,
        "wait_ms": 10000
      },
      "field": "/condition",
      "constraint": "/required",
      "expected": [
        "condition",
        "timeout_ms"
      ],
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "missing required timeout_ms",
    {
      "arguments": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "wait_ms": 10000
      },
      "field": "/timeout_ms",
      "constraint": "/required",
      "expected": [
        "condition",
        "timeout_ms"
      ],
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000,
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "condition",
        "target",
        "timeout_ms",
        "wait_ms"
      ],
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "condition of the wrong type",
    {
      "arguments": {
        "condition": "not an object",
        "timeout_ms": 60000,
        "wait_ms": 10000
      },
      "field": "/condition",
      "constraint": "/properties/condition/type",
      "expected": "object",
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "target of the wrong type",
    {
      "arguments": {
        "condition": {
          "kind": "metric_threshold",
          "metric_id": "private_bytes",
          "comparison": "ge",
          "threshold": "1073741824"
        },
        "target": "not an object",
        "timeout_ms": 60000,
        "wait_ms": 5000
      },
      "field": "/target",
      "constraint": "/properties/target/type",
      "expected": "object",
      "corrected": {
        "condition": {
          "kind": "metric_threshold",
          "metric_id": "private_bytes",
          "comparison": "ge",
          "threshold": "1073741824"
        },
        "target": {
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 5000
      }
    }
  ],
  [
    "timeout_ms above its maximum",
    {
      "arguments": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60001,
        "wait_ms": 10000
      },
      "field": "/timeout_ms",
      "constraint": "/properties/timeout_ms/maximum",
      "expected": 60000,
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "timeout_ms below its minimum",
    {
      "arguments": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 0,
        "wait_ms": 10000
      },
      "field": "/timeout_ms",
      "constraint": "/properties/timeout_ms/minimum",
      "expected": 1,
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "timeout_ms of the wrong type",
    {
      "arguments": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": "not a number",
        "wait_ms": 10000
      },
      "field": "/timeout_ms",
      "constraint": "/properties/timeout_ms/type",
      "expected": "integer",
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": 10000
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "condition": {
          "kind": "process_exited",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "timeout_ms": 60000,
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
