// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_get_metrics/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_get_metrics: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_get_metrics';

const VALID: [string, unknown][] = [
  [
    "final_recorded_frame",
    {
      "source": "log",
      "log_ref": "log-5b1e:2",
      "metric_ids": [
        "private_bytes",
        "handle_count"
      ],
      "targets": [
        {
          "process_ref": "lp-5b1e:2:17"
        }
      ]
    }
  ],
  [
    "gpu_adapter",
    {
      "metric_ids": [
        "utilization_percent",
        "dedicated_bytes"
      ],
      "targets": [
        {
          "gpu_adapter": "0x00000000:0x0001D5E1"
        }
      ]
    }
  ],
  [
    "minimal",
    {
      "metric_ids": [
        "cpu_average_percent"
      ]
    }
  ],
  [
    "mixed_targets",
    {
      "metric_ids": [
        "cpu_percent",
        "thread_count"
      ],
      "targets": [
        {
          "system": true
        },
        {
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        {
          "process_ref": "p-3f9a1c:4120:133718009876543210"
        }
      ]
    }
  ],
  [
    "spec_example",
    {
      "source": "live",
      "targets": [
        {
          "process_ref": "opaque-process-reference"
        }
      ],
      "metric_ids": [
        "private_bytes"
      ]
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example duplicate_metric",
    {
      "arguments": {
        "metric_ids": [
          "private_bytes",
          "private_bytes"
        ]
      },
      "field": "/metric_ids",
      "constraint": "/properties/metric_ids/uniqueItems",
      "expected": true,
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "example empty_metric_ids",
    {
      "arguments": {
        "metric_ids": []
      },
      "field": "/metric_ids",
      "constraint": "/properties/metric_ids/minItems",
      "expected": 1,
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "example empty_target",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "targets": [
          {}
        ]
      },
      "field": "/targets/0",
      "constraint": "/properties/targets/items/minProperties",
      "expected": 1,
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "example missing_metric_ids",
    {
      "arguments": {
        "targets": [
          {
            "system": true
          }
        ]
      },
      "field": "/metric_ids",
      "constraint": "/required",
      "expected": [
        "metric_ids"
      ],
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "example pid_target",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "targets": [
          {
            "pid": 8812
          }
        ]
      },
      "field": "/targets/0/pid",
      "constraint": "/properties/targets/items/additionalProperties",
      "expected": [
        "process_ref",
        "system",
        "gpu_adapter"
      ],
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "example system_false",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "targets": [
          {
            "system": false
          }
        ]
      },
      "field": "/targets/0/system",
      "constraint": "/properties/targets/items/properties/system/const",
      "expected": true,
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "example too_many_targets",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "targets": [
          {
            "process_ref": "p-3f9a1c:1000:1"
          },
          {
            "process_ref": "p-3f9a1c:1001:1"
          },
          {
            "process_ref": "p-3f9a1c:1002:1"
          },
          {
            "process_ref": "p-3f9a1c:1003:1"
          },
          {
            "process_ref": "p-3f9a1c:1004:1"
          },
          {
            "process_ref": "p-3f9a1c:1005:1"
          },
          {
            "process_ref": "p-3f9a1c:1006:1"
          },
          {
            "process_ref": "p-3f9a1c:1007:1"
          },
          {
            "process_ref": "p-3f9a1c:1008:1"
          },
          {
            "process_ref": "p-3f9a1c:1009:1"
          },
          {
            "process_ref": "p-3f9a1c:1010:1"
          },
          {
            "process_ref": "p-3f9a1c:1011:1"
          },
          {
            "process_ref": "p-3f9a1c:1012:1"
          },
          {
            "process_ref": "p-3f9a1c:1013:1"
          },
          {
            "process_ref": "p-3f9a1c:1014:1"
          },
          {
            "process_ref": "p-3f9a1c:1015:1"
          },
          {
            "process_ref": "p-3f9a1c:1016:1"
          },
          {
            "process_ref": "p-3f9a1c:1017:1"
          },
          {
            "process_ref": "p-3f9a1c:1018:1"
          },
          {
            "process_ref": "p-3f9a1c:1019:1"
          },
          {
            "process_ref": "p-3f9a1c:1020:1"
          },
          {
            "process_ref": "p-3f9a1c:1021:1"
          },
          {
            "process_ref": "p-3f9a1c:1022:1"
          },
          {
            "process_ref": "p-3f9a1c:1023:1"
          },
          {
            "process_ref": "p-3f9a1c:1024:1"
          },
          {
            "process_ref": "p-3f9a1c:1025:1"
          },
          {
            "process_ref": "p-3f9a1c:1026:1"
          },
          {
            "process_ref": "p-3f9a1c:1027:1"
          },
          {
            "process_ref": "p-3f9a1c:1028:1"
          },
          {
            "process_ref": "p-3f9a1c:1029:1"
          },
          {
            "process_ref": "p-3f9a1c:1030:1"
          },
          {
            "process_ref": "p-3f9a1c:1031:1"
          },
          {
            "process_ref": "p-3f9a1c:1032:1"
          },
          {
            "process_ref": "p-3f9a1c:1033:1"
          },
          {
            "process_ref": "p-3f9a1c:1034:1"
          },
          {
            "process_ref": "p-3f9a1c:1035:1"
          },
          {
            "process_ref": "p-3f9a1c:1036:1"
          },
          {
            "process_ref": "p-3f9a1c:1037:1"
          },
          {
            "process_ref": "p-3f9a1c:1038:1"
          },
          {
            "process_ref": "p-3f9a1c:1039:1"
          },
          {
            "process_ref": "p-3f9a1c:1040:1"
          },
          {
            "process_ref": "p-3f9a1c:1041:1"
          },
          {
            "process_ref": "p-3f9a1c:1042:1"
          },
          {
            "process_ref": "p-3f9a1c:1043:1"
          },
          {
            "process_ref": "p-3f9a1c:1044:1"
          },
          {
            "process_ref": "p-3f9a1c:1045:1"
          },
          {
            "process_ref": "p-3f9a1c:1046:1"
          },
          {
            "process_ref": "p-3f9a1c:1047:1"
          },
          {
            "process_ref": "p-3f9a1c:1048:1"
          },
          {
            "process_ref": "p-3f9a1c:1049:1"
          },
          {
            "process_ref": "p-3f9a1c:1050:1"
          }
        ]
      },
      "field": "/targets",
      "constraint": "/properties/targets/maxItems",
      "expected": 50,
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "example two_target_kinds",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "targets": [
          {
            "process_ref": "p-3f9a1c:8812:133718001234567890",
            "system": true
          }
        ]
      },
      "field": "/targets/0",
      "constraint": "/properties/targets/items/maxProperties",
      "expected": 1,
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "example unknown_metric",
    {
      "arguments": {
        "metric_ids": [
          "cpu_usage"
        ]
      },
      "field": "/metric_ids/0",
      "constraint": "/properties/metric_ids/items/enum",
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
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "missing required metric_ids",
    {
      "arguments": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      },
      "field": "/metric_ids",
      "constraint": "/required",
      "expected": [
        "metric_ids"
      ],
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ],
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "metric_ids",
        "source",
        "log_ref",
        "targets"
      ],
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "metric_ids of the wrong type",
    {
      "arguments": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": "not an array",
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      },
      "field": "/metric_ids",
      "constraint": "/properties/metric_ids/type",
      "expected": "array",
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "source outside its enum",
    {
      "arguments": {
        "source": "not_a_listed_value",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      },
      "field": "/source",
      "constraint": "/properties/source/enum",
      "expected": [
        "live",
        "log"
      ],
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "log_ref of the wrong type",
    {
      "arguments": {
        "source": "log",
        "log_ref": 12345,
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      },
      "field": "/log_ref",
      "constraint": "/properties/log_ref/type",
      "expected": "string",
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
      }
    }
  ],
  [
    "targets of the wrong type",
    {
      "arguments": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": "not an array"
      },
      "field": "/targets",
      "constraint": "/properties/targets/type",
      "expected": "array",
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes",
          "handle_count"
        ],
        "targets": [
          {
            "process_ref": "lp-5b1e:2:17"
          }
        ]
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
