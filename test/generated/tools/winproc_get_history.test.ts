// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_get_history/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_get_history: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_get_history';

const VALID: [string, unknown][] = [
  [
    "log_summary",
    {
      "source": "log",
      "log_ref": "log-5b1e:2",
      "metric_ids": [
        "private_bytes"
      ],
      "target": {
        "process_ref": "lp-5b1e:2:17"
      }
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
    "process_summary",
    {
      "metric_ids": [
        "private_bytes",
        "cpu_percent",
        "handle_count"
      ],
      "target": {
        "process_ref": "p-3f9a1c:8812:133718001234567890"
      },
      "from": "2026-11-03T00:00:00Z",
      "to": "2026-11-03T09:30:00+09:00",
      "mode": "summary",
      "source": "live"
    }
  ],
  [
    "raw_next_page",
    {
      "metric_ids": [
        "committed_bytes",
        "available_memory_bytes"
      ],
      "target": {
        "system": true
      },
      "from": "2026-11-03T00:00:00Z",
      "to": "2026-11-03T09:30:00+09:00",
      "mode": "raw",
      "limit": 1000,
      "retain_capture": true,
      "cursor": "c-91ab:hist:2"
    }
  ],
  [
    "raw_series",
    {
      "metric_ids": [
        "committed_bytes",
        "available_memory_bytes"
      ],
      "target": {
        "system": true
      },
      "from": "2026-11-03T00:00:00Z",
      "to": "2026-11-03T09:30:00+09:00",
      "mode": "raw",
      "limit": 1000,
      "retain_capture": true
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example date_without_offset",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "to": "2026-11-03T09:00:00"
      },
      "field": "/to",
      "constraint": "/properties/to/format",
      "expected": "date-time",
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "example invalid_date",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "from": "2026-13-01T00:00:00Z"
      },
      "field": "/from",
      "constraint": "/properties/from/format",
      "expected": "date-time",
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "example limit_zero",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "mode": "raw",
        "limit": 0
      },
      "field": "/limit",
      "constraint": "/properties/limit/minimum",
      "expected": 1,
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "example missing_metric_ids",
    {
      "arguments": {
        "mode": "raw"
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
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "example percentile",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "percentile": 95
      },
      "field": "/percentile",
      "constraint": "/additionalProperties",
      "expected": [
        "metric_ids",
        "target",
        "from",
        "to",
        "mode",
        "source",
        "log_ref",
        "limit",
        "cursor",
        "retain_capture"
      ],
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "example too_many_metrics",
    {
      "arguments": {
        "metric_ids": [
          "private_bytes",
          "workset_bytes",
          "workset_private_bytes",
          "workset_shareable_bytes",
          "thread_count",
          "handle_count",
          "user_object_count",
          "gdi_object_count",
          "gpu_percent",
          "dotnet_heap_bytes",
          "dotnet_gc_gen0_heap_bytes",
          "dotnet_gc_gen1_heap_bytes",
          "dotnet_gc_gen2_heap_bytes",
          "dotnet_gc_loh_bytes",
          "dotnet_gc_poh_bytes",
          "dotnet_gc_committed_bytes",
          "dotnet_gc_fragmentation_bytes",
          "dotnet_allocation_bytes_per_sec",
          "gpu_dedicated_bytes",
          "gpu_shared_bytes",
          "io_read_bytes_per_sec",
          "io_write_bytes_per_sec",
          "path",
          "cpu_percent",
          "physical_memory_bytes",
          "total_memory_bytes",
          "available_memory_bytes",
          "modified_memory_bytes",
          "standby_memory_bytes",
          "free_zeroed_memory_bytes",
          "committed_bytes",
          "commit_limit_bytes",
          "paged_pool_bytes"
        ]
      },
      "field": "/metric_ids",
      "constraint": "/properties/metric_ids/maxItems",
      "expected": 32,
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "example two_targets",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "target": {
          "system": true,
          "gpu_adapter": "0x00000000:0x0001D5E1"
        }
      },
      "field": "/target",
      "constraint": "/properties/target/maxProperties",
      "expected": 1,
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "example wrong_mode",
    {
      "arguments": {
        "metric_ids": [
          "cpu_percent"
        ],
        "mode": "series"
      },
      "field": "/mode",
      "constraint": "/properties/mode/enum",
      "expected": [
        "summary",
        "raw"
      ],
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "missing required metric_ids",
    {
      "arguments": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
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
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
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
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        },
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "metric_ids",
        "target",
        "from",
        "to",
        "mode",
        "source",
        "log_ref",
        "limit",
        "cursor",
        "retain_capture"
      ],
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
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
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      },
      "field": "/metric_ids",
      "constraint": "/properties/metric_ids/type",
      "expected": "array",
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "target of the wrong type",
    {
      "arguments": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": "not an object"
      },
      "field": "/target",
      "constraint": "/properties/target/type",
      "expected": "object",
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "from of the wrong type",
    {
      "arguments": {
        "metric_ids": [
          "private_bytes",
          "cpu_percent",
          "handle_count"
        ],
        "target": {
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "from": 12345,
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "summary",
        "source": "live"
      },
      "field": "/from",
      "constraint": "/properties/from/type",
      "expected": "string",
      "corrected": {
        "metric_ids": [
          "private_bytes",
          "cpu_percent",
          "handle_count"
        ],
        "target": {
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "summary",
        "source": "live"
      }
    }
  ],
  [
    "to of the wrong type",
    {
      "arguments": {
        "metric_ids": [
          "private_bytes",
          "cpu_percent",
          "handle_count"
        ],
        "target": {
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "from": "2026-11-03T00:00:00Z",
        "to": 12345,
        "mode": "summary",
        "source": "live"
      },
      "field": "/to",
      "constraint": "/properties/to/type",
      "expected": "string",
      "corrected": {
        "metric_ids": [
          "private_bytes",
          "cpu_percent",
          "handle_count"
        ],
        "target": {
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "summary",
        "source": "live"
      }
    }
  ],
  [
    "mode outside its enum",
    {
      "arguments": {
        "metric_ids": [
          "private_bytes",
          "cpu_percent",
          "handle_count"
        ],
        "target": {
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "not_a_listed_value",
        "source": "live"
      },
      "field": "/mode",
      "constraint": "/properties/mode/enum",
      "expected": [
        "summary",
        "raw"
      ],
      "corrected": {
        "metric_ids": [
          "private_bytes",
          "cpu_percent",
          "handle_count"
        ],
        "target": {
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "summary",
        "source": "live"
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
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
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
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
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
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      },
      "field": "/log_ref",
      "constraint": "/properties/log_ref/type",
      "expected": "string",
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "metric_ids": [
          "private_bytes"
        ],
        "target": {
          "process_ref": "lp-5b1e:2:17"
        }
      }
    }
  ],
  [
    "limit above its maximum",
    {
      "arguments": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": 5001,
        "retain_capture": true,
        "cursor": "c-91ab:hist:2"
      },
      "field": "/limit",
      "constraint": "/properties/limit/maximum",
      "expected": 5000,
      "corrected": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": 1000,
        "retain_capture": true,
        "cursor": "c-91ab:hist:2"
      }
    }
  ],
  [
    "limit below its minimum",
    {
      "arguments": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": 0,
        "retain_capture": true,
        "cursor": "c-91ab:hist:2"
      },
      "field": "/limit",
      "constraint": "/properties/limit/minimum",
      "expected": 1,
      "corrected": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": 1000,
        "retain_capture": true,
        "cursor": "c-91ab:hist:2"
      }
    }
  ],
  [
    "limit of the wrong type",
    {
      "arguments": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": "not a number",
        "retain_capture": true,
        "cursor": "c-91ab:hist:2"
      },
      "field": "/limit",
      "constraint": "/properties/limit/type",
      "expected": "integer",
      "corrected": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": 1000,
        "retain_capture": true,
        "cursor": "c-91ab:hist:2"
      }
    }
  ],
  [
    "cursor of the wrong type",
    {
      "arguments": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": 1000,
        "retain_capture": true,
        "cursor": 12345
      },
      "field": "/cursor",
      "constraint": "/properties/cursor/type",
      "expected": "string",
      "corrected": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": 1000,
        "retain_capture": true,
        "cursor": "c-91ab:hist:2"
      }
    }
  ],
  [
    "retain_capture of the wrong type",
    {
      "arguments": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": 1000,
        "retain_capture": "yes",
        "cursor": "c-91ab:hist:2"
      },
      "field": "/retain_capture",
      "constraint": "/properties/retain_capture/type",
      "expected": "boolean",
      "corrected": {
        "metric_ids": [
          "committed_bytes",
          "available_memory_bytes"
        ],
        "target": {
          "system": true
        },
        "from": "2026-11-03T00:00:00Z",
        "to": "2026-11-03T09:30:00+09:00",
        "mode": "raw",
        "limit": 1000,
        "retain_capture": true,
        "cursor": "c-91ab:hist:2"
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
