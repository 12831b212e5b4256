// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_list_processes/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_list_processes: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_list_processes';

const VALID: [string, unknown][] = [
  [
    "by_pid",
    {
      "filter": {
        "pid": 8812
      }
    }
  ],
  [
    "ended_lifetimes",
    {
      "scope": "retained",
      "filter": {
        "name": "msedge.exe"
      },
      "sort": {
        "by": "pid"
      }
    }
  ],
  [
    "filtered_sorted_projected",
    {
      "source": "live",
      "scope": "all",
      "filter": {
        "name": "chrome",
        "path": "\\Google\\Chrome\\"
      },
      "projection": [
        "process_ref",
        "pid",
        "name",
        "lifecycle",
        "history_from",
        "history_to",
        "user"
      ],
      "sort": {
        "by": "name"
      },
      "limit": 200,
      "retain_capture": true
    }
  ],
  [
    "log_source",
    {
      "source": "log",
      "log_ref": "log-5b1e:2",
      "scope": "all",
      "limit": 500
    }
  ],
  [
    "minimal",
    {}
  ],
  [
    "next_page",
    {
      "scope": "all",
      "limit": 200,
      "cursor": "c-91ab:list:2"
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example descending_sort",
    {
      "arguments": {
        "sort": {
          "by": "name",
          "order": "desc"
        }
      },
      "field": "/sort/order",
      "constraint": "/properties/sort/additionalProperties",
      "expected": [
        "by"
      ],
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example duplicate_projection_field",
    {
      "arguments": {
        "projection": [
          "pid",
          "pid"
        ]
      },
      "field": "/projection",
      "constraint": "/properties/projection/uniqueItems",
      "expected": true,
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example empty_filter",
    {
      "arguments": {
        "filter": {}
      },
      "field": "/filter",
      "constraint": "/properties/filter/minProperties",
      "expected": 1,
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example limit_too_large",
    {
      "arguments": {
        "limit": 6000
      },
      "field": "/limit",
      "constraint": "/properties/limit/maximum",
      "expected": 5000,
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example limit_zero",
    {
      "arguments": {
        "limit": 0
      },
      "field": "/limit",
      "constraint": "/properties/limit/minimum",
      "expected": 1,
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example negative_pid",
    {
      "arguments": {
        "filter": {
          "pid": -1
        }
      },
      "field": "/filter/pid",
      "constraint": "/properties/filter/properties/pid/minimum",
      "expected": 0,
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example pid_too_large",
    {
      "arguments": {
        "filter": {
          "pid": 4294967296
        }
      },
      "field": "/filter/pid",
      "constraint": "/properties/filter/properties/pid/maximum",
      "expected": 4294967295,
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example sort_without_key",
    {
      "arguments": {
        "sort": {}
      },
      "field": "/sort/by",
      "constraint": "/properties/sort/required",
      "expected": [
        "by"
      ],
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example unknown_field",
    {
      "arguments": {
        "show_exited": true
      },
      "field": "/show_exited",
      "constraint": "/additionalProperties",
      "expected": [
        "source",
        "log_ref",
        "scope",
        "filter",
        "projection",
        "sort",
        "limit",
        "cursor",
        "retain_capture"
      ],
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example unknown_filter_field",
    {
      "arguments": {
        "filter": {
          "user": "alice"
        }
      },
      "field": "/filter/user",
      "constraint": "/properties/filter/additionalProperties",
      "expected": [
        "name",
        "path",
        "pid"
      ],
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example unknown_projection_field",
    {
      "arguments": {
        "projection": [
          "environment"
        ]
      },
      "field": "/projection/0",
      "constraint": "/properties/projection/items/enum",
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
        "user",
        "cgroup",
        "systemd_unit",
        "container",
        "namespace_pid"
      ],
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example wrong_scope",
    {
      "arguments": {
        "scope": "exited"
      },
      "field": "/scope",
      "constraint": "/properties/scope/enum",
      "expected": [
        "live",
        "retained",
        "all"
      ],
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "example wrong_source",
    {
      "arguments": {
        "source": "history"
      },
      "field": "/source",
      "constraint": "/properties/source/enum",
      "expected": [
        "live",
        "log"
      ],
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "filter": {
          "pid": 8812
        },
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "source",
        "log_ref",
        "scope",
        "filter",
        "projection",
        "sort",
        "limit",
        "cursor",
        "retain_capture"
      ],
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "source outside its enum",
    {
      "arguments": {
        "source": "not_a_listed_value",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 200,
        "retain_capture": true
      },
      "field": "/source",
      "constraint": "/properties/source/enum",
      "expected": [
        "live",
        "log"
      ],
      "corrected": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 200,
        "retain_capture": true
      }
    }
  ],
  [
    "log_ref of the wrong type",
    {
      "arguments": {
        "source": "log",
        "log_ref": 12345,
        "scope": "all",
        "limit": 500
      },
      "field": "/log_ref",
      "constraint": "/properties/log_ref/type",
      "expected": "string",
      "corrected": {
        "source": "log",
        "log_ref": "log-5b1e:2",
        "scope": "all",
        "limit": 500
      }
    }
  ],
  [
    "scope outside its enum",
    {
      "arguments": {
        "scope": "not_a_listed_value",
        "filter": {
          "name": "msedge.exe"
        },
        "sort": {
          "by": "pid"
        }
      },
      "field": "/scope",
      "constraint": "/properties/scope/enum",
      "expected": [
        "live",
        "retained",
        "all"
      ],
      "corrected": {
        "scope": "retained",
        "filter": {
          "name": "msedge.exe"
        },
        "sort": {
          "by": "pid"
        }
      }
    }
  ],
  [
    "filter of the wrong type",
    {
      "arguments": {
        "filter": "not an object"
      },
      "field": "/filter",
      "constraint": "/properties/filter/type",
      "expected": "object",
      "corrected": {
        "filter": {
          "pid": 8812
        }
      }
    }
  ],
  [
    "projection of the wrong type",
    {
      "arguments": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": "not an array",
        "sort": {
          "by": "name"
        },
        "limit": 200,
        "retain_capture": true
      },
      "field": "/projection",
      "constraint": "/properties/projection/type",
      "expected": "array",
      "corrected": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 200,
        "retain_capture": true
      }
    }
  ],
  [
    "sort of the wrong type",
    {
      "arguments": {
        "scope": "retained",
        "filter": {
          "name": "msedge.exe"
        },
        "sort": "not an object"
      },
      "field": "/sort",
      "constraint": "/properties/sort/type",
      "expected": "object",
      "corrected": {
        "scope": "retained",
        "filter": {
          "name": "msedge.exe"
        },
        "sort": {
          "by": "pid"
        }
      }
    }
  ],
  [
    "limit above its maximum",
    {
      "arguments": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 5001,
        "retain_capture": true
      },
      "field": "/limit",
      "constraint": "/properties/limit/maximum",
      "expected": 5000,
      "corrected": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 200,
        "retain_capture": true
      }
    }
  ],
  [
    "limit below its minimum",
    {
      "arguments": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 0,
        "retain_capture": true
      },
      "field": "/limit",
      "constraint": "/properties/limit/minimum",
      "expected": 1,
      "corrected": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 200,
        "retain_capture": true
      }
    }
  ],
  [
    "limit of the wrong type",
    {
      "arguments": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": "not a number",
        "retain_capture": true
      },
      "field": "/limit",
      "constraint": "/properties/limit/type",
      "expected": "integer",
      "corrected": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 200,
        "retain_capture": true
      }
    }
  ],
  [
    "cursor of the wrong type",
    {
      "arguments": {
        "scope": "all",
        "limit": 200,
        "cursor": 12345
      },
      "field": "/cursor",
      "constraint": "/properties/cursor/type",
      "expected": "string",
      "corrected": {
        "scope": "all",
        "limit": 200,
        "cursor": "c-91ab:list:2"
      }
    }
  ],
  [
    "retain_capture of the wrong type",
    {
      "arguments": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 200,
        "retain_capture": "yes"
      },
      "field": "/retain_capture",
      "constraint": "/properties/retain_capture/type",
      "expected": "boolean",
      "corrected": {
        "source": "live",
        "scope": "all",
        "filter": {
          "name": "chrome",
          "path": "\\Google\\Chrome\\"
        },
        "projection": [
          "process_ref",
          "pid",
          "name",
          "lifecycle",
          "history_from",
          "history_to",
          "user"
        ],
        "sort": {
          "by": "name"
        },
        "limit": 200,
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
