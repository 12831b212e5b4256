// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_start_capture/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_start_capture: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_start_capture';

const VALID: [string, unknown][] = [
  [
    "chrome_logs",
    {
      "kind": "file_users",
      "read": {
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path"
        ]
      }
    }
  ],
  [
    "distinct_paths",
    {
      "kind": "file_users",
      "read": {
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "host_network",
    {
      "kind": "network",
      "wait_ms": 0
    }
  ],
  [
    "minimal",
    {
      "kind": "file_users"
    }
  ],
  [
    "modules",
    {
      "kind": "modules",
      "process_ref": "p-3f9a1c:8812:133718001234567890",
      "read": {
        "extension": ".dll",
        "projection": [
          "name",
          "path",
          "file_version"
        ]
      }
    }
  ],
  [
    "open_files_retained",
    {
      "kind": "open_files",
      "process_ref": "p-3f9a1c:8812:133718001234567890",
      "wait_ms": 8000,
      "read": {
        "filter": "AppData Local",
        "projection": [
          "path",
          "size_bytes"
        ],
        "limit": 500
      },
      "retain_capture": true
    }
  ],
  [
    "process_threads",
    {
      "kind": "threads",
      "process_ref": "p-3f9a1c:8812:133718001234567890"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example empty_filter",
    {
      "arguments": {
        "kind": "file_users",
        "read": {
          "filter": ""
        }
      },
      "field": "/read/filter",
      "constraint": "/properties/read/properties/filter/minLength",
      "expected": 1,
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "example extension_without_dot",
    {
      "arguments": {
        "kind": "file_users",
        "read": {
          "extension": "log"
        }
      },
      "field": "/read/extension",
      "constraint": "/properties/read/properties/extension/pattern",
      "expected": "^\\.[^\\\\/]{1,32}$",
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "example missing_kind",
    {
      "arguments": {
        "process_ref": "p-3f9a1c:8812:133718001234567890"
      },
      "field": "/kind",
      "constraint": "/required",
      "expected": [
        "kind"
      ],
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "example read_limit_zero",
    {
      "arguments": {
        "kind": "file_users",
        "read": {
          "limit": 0
        }
      },
      "field": "/read/limit",
      "constraint": "/properties/read/properties/limit/minimum",
      "expected": 1,
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "example read_sort",
    {
      "arguments": {
        "kind": "file_users",
        "read": {
          "sort": "path"
        }
      },
      "field": "/read/sort",
      "constraint": "/properties/read/additionalProperties",
      "expected": [
        "filter",
        "owner_name",
        "extension",
        "distinct_paths",
        "projection",
        "limit"
      ],
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "example unknown_projection_field",
    {
      "arguments": {
        "kind": "modules",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "read": {
          "projection": [
            "sha256"
          ]
        }
      },
      "field": "/read/projection/0",
      "constraint": "/properties/read/properties/projection/items/enum",
      "expected": [
        "process_ref",
        "pid",
        "name",
        "name_bytes_hex",
        "start_time",
        "parent",
        "lifecycle",
        "last_seen_at",
        "history_from",
        "history_to",
        "path",
        "task_name",
        "path_bytes_hex",
        "user",
        "command_line",
        "cgroup",
        "systemd_unit",
        "container",
        "namespace_pid",
        "handle_count",
        "handle",
        "kind",
        "size_bytes",
        "directory",
        "company",
        "product_version",
        "file_version",
        "modified_at",
        "protocol",
        "local_address",
        "local_port",
        "remote_address",
        "remote_port",
        "state",
        "owner_name",
        "owner_name_bytes_hex",
        "tid",
        "base_priority",
        "cpu_seconds",
        "ideal_cpu",
        "last_cpu",
        "priority_class",
        "nice",
        "policy",
        "process_affinity_mask",
        "system_affinity_mask",
        "eco_qos",
        "image",
        "version",
        "architecture",
        "file",
        "log_id"
      ],
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "example wait_negative",
    {
      "arguments": {
        "kind": "network",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "example wrong_kind",
    {
      "arguments": {
        "kind": "environment",
        "process_ref": "p-3f9a1c:8812:133718001234567890"
      },
      "field": "/kind",
      "constraint": "/properties/kind/enum",
      "expected": [
        "file_users",
        "open_files",
        "modules",
        "network",
        "threads",
        "scheduling"
      ],
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "missing required kind",
    {
      "arguments": {
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      },
      "field": "/kind",
      "constraint": "/required",
      "expected": [
        "kind"
      ],
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        },
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "kind",
        "process_ref",
        "wait_ms",
        "read",
        "retain_capture"
      ],
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "kind outside its enum",
    {
      "arguments": {
        "kind": "not_a_listed_value",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      },
      "field": "/kind",
      "constraint": "/properties/kind/enum",
      "expected": [
        "file_users",
        "open_files",
        "modules",
        "network",
        "threads",
        "scheduling"
      ],
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "process_ref of the wrong type",
    {
      "arguments": {
        "kind": "modules",
        "process_ref": 12345,
        "read": {
          "extension": ".dll",
          "projection": [
            "name",
            "path",
            "file_version"
          ]
        }
      },
      "field": "/process_ref",
      "constraint": "/properties/process_ref/type",
      "expected": "string",
      "corrected": {
        "kind": "modules",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "read": {
          "extension": ".dll",
          "projection": [
            "name",
            "path",
            "file_version"
          ]
        }
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "kind": "network",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "kind": "network",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "kind": "network",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "kind": "network",
        "wait_ms": 0
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "kind": "network",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "kind": "network",
        "wait_ms": 0
      }
    }
  ],
  [
    "read of the wrong type",
    {
      "arguments": {
        "kind": "file_users",
        "read": "not an object"
      },
      "field": "/read",
      "constraint": "/properties/read/type",
      "expected": "object",
      "corrected": {
        "kind": "file_users",
        "read": {
          "owner_name": "chrome.exe",
          "extension": ".log",
          "projection": [
            "path"
          ]
        }
      }
    }
  ],
  [
    "retain_capture of the wrong type",
    {
      "arguments": {
        "kind": "open_files",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "wait_ms": 8000,
        "read": {
          "filter": "AppData Local",
          "projection": [
            "path",
            "size_bytes"
          ],
          "limit": 500
        },
        "retain_capture": "yes"
      },
      "field": "/retain_capture",
      "constraint": "/properties/retain_capture/type",
      "expected": "boolean",
      "corrected": {
        "kind": "open_files",
        "process_ref": "p-3f9a1c:8812:133718001234567890",
        "wait_ms": 8000,
        "read": {
          "filter": "AppData Local",
          "projection": [
            "path",
            "size_bytes"
          ],
          "limit": 500
        },
        "retain_capture": true
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
