// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_add_graphs/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_add_graphs: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_add_graphs';

const VALID: [string, unknown][] = [
  [
    "all_source_kinds",
    {
      "metrics": [
        {
          "metric_id": "private_bytes",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        {
          "metric_id": "utilization_percent",
          "gpu_adapter": "0x00000000:0x0001D5E1"
        },
        {
          "metric_id": "committed_bytes"
        }
      ],
      "operation_id": "add-graphs-20261103-01",
      "expected_revision": "inv-7c2e91:57",
      "wait_ms": 2000
    }
  ],
  [
    "minimal",
    {
      "metrics": [
        {
          "metric_id": "cpu_average_percent"
        }
      ]
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example empty_metrics",
    {
      "arguments": {
        "metrics": []
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/minItems",
      "expected": 1,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example missing_metric_id",
    {
      "arguments": {
        "metrics": [
          {
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ]
      },
      "field": "/metrics/0/metric_id",
      "constraint": "/properties/metrics/items/required",
      "expected": [
        "metric_id"
      ],
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example missing_metrics",
    {
      "arguments": {
        "operation_id": "add-1"
      },
      "field": "/metrics",
      "constraint": "/required",
      "expected": [
        "metrics"
      ],
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example process_and_gpu",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "gpu_percent",
            "process_ref": "p-3f9a1c:8812:133718001234567890",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          }
        ]
      },
      "field": "/metrics/0",
      "constraint": "/properties/metrics/items/maxProperties",
      "expected": 2,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example too_many_metrics",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          }
        ]
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/maxItems",
      "expected": 16,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example unknown_metric",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "fps"
          }
        ]
      },
      "field": "/metrics/0/metric_id",
      "constraint": "/properties/metrics/items/properties/metric_id/enum",
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
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example unsafe_operation_id",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add graphs/1"
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/pattern",
      "expected": "^[A-Za-z0-9._:-]+$",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "missing required metrics",
    {
      "arguments": {
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      },
      "field": "/metrics",
      "constraint": "/required",
      "expected": [
        "metrics"
      ],
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000,
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "metrics",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "metrics of the wrong type",
    {
      "arguments": {
        "metrics": "not an array",
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/type",
      "expected": "array",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "metrics with too many items",
    {
      "arguments": {
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
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/maxItems",
      "expected": 16,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "operation_id of the wrong type",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": 12345,
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/type",
      "expected": "string",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "expected_revision of the wrong type",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": 12345,
        "wait_ms": 2000
      },
      "field": "/expected_revision",
      "constraint": "/properties/expected_revision/type",
      "expected": "string",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
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
