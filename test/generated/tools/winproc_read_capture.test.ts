// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_read_capture/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_read_capture: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_read_capture';

const VALID: [string, unknown][] = [
  [
    "distinct_paths",
    {
      "capture_id": "cap-91ab:3",
      "projection": [
        "path"
      ],
      "distinct_paths": true
    }
  ],
  [
    "filtered_projection",
    {
      "capture_id": "cap-91ab:3",
      "filter": "Users AppData",
      "owner_name": "chrome.exe",
      "extension": ".log",
      "projection": [
        "path",
        "pid",
        "name"
      ],
      "limit": 250,
      "retain_capture": true
    }
  ],
  [
    "minimal",
    {
      "capture_id": "cap-91ab:3"
    }
  ],
  [
    "next_page",
    {
      "capture_id": "cap-91ab:3",
      "cursor": "c-91ab:cap3:5000",
      "limit": 1000
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example distinct_not_boolean",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "distinct_paths": 1
      },
      "field": "/distinct_paths",
      "constraint": "/properties/distinct_paths/type",
      "expected": "boolean",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "example extension_with_separator",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "extension": ".lo/g"
      },
      "field": "/extension",
      "constraint": "/properties/extension/pattern",
      "expected": "^\\.[^\\\\/]{1,32}$",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "example limit_too_large",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "limit": 5001
      },
      "field": "/limit",
      "constraint": "/properties/limit/maximum",
      "expected": 5000,
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "example missing_capture_id",
    {
      "arguments": {
        "cursor": "c-91ab:cap3:5000"
      },
      "field": "/capture_id",
      "constraint": "/required",
      "expected": [
        "capture_id"
      ],
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "example sort_requested",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "sort": {
          "by": "path"
        }
      },
      "field": "/sort",
      "constraint": "/additionalProperties",
      "expected": [
        "capture_id",
        "filter",
        "owner_name",
        "extension",
        "distinct_paths",
        "projection",
        "limit",
        "cursor",
        "retain_capture"
      ],
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "missing required capture_id",
    {
      "arguments": {
        "projection": [
          "path"
        ],
        "distinct_paths": true
      },
      "field": "/capture_id",
      "constraint": "/required",
      "expected": [
        "capture_id"
      ],
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true,
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "capture_id",
        "filter",
        "owner_name",
        "extension",
        "distinct_paths",
        "projection",
        "limit",
        "cursor",
        "retain_capture"
      ],
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "capture_id of the wrong type",
    {
      "arguments": {
        "capture_id": 12345,
        "projection": [
          "path"
        ],
        "distinct_paths": true
      },
      "field": "/capture_id",
      "constraint": "/properties/capture_id/type",
      "expected": "string",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "filter of the wrong type",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "filter": 12345,
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": true
      },
      "field": "/filter",
      "constraint": "/properties/filter/type",
      "expected": "string",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": true
      }
    }
  ],
  [
    "owner_name of the wrong type",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": 12345,
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": true
      },
      "field": "/owner_name",
      "constraint": "/properties/owner_name/type",
      "expected": "string",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": true
      }
    }
  ],
  [
    "extension of the wrong type",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": 12345,
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": true
      },
      "field": "/extension",
      "constraint": "/properties/extension/type",
      "expected": "string",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": true
      }
    }
  ],
  [
    "distinct_paths of the wrong type",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": "yes"
      },
      "field": "/distinct_paths",
      "constraint": "/properties/distinct_paths/type",
      "expected": "boolean",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "projection of the wrong type",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "projection": "not an array",
        "distinct_paths": true
      },
      "field": "/projection",
      "constraint": "/properties/projection/type",
      "expected": "array",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "projection": [
          "path"
        ],
        "distinct_paths": true
      }
    }
  ],
  [
    "limit above its maximum",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 5001,
        "retain_capture": true
      },
      "field": "/limit",
      "constraint": "/properties/limit/maximum",
      "expected": 5000,
      "corrected": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": true
      }
    }
  ],
  [
    "limit below its minimum",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 0,
        "retain_capture": true
      },
      "field": "/limit",
      "constraint": "/properties/limit/minimum",
      "expected": 1,
      "corrected": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": true
      }
    }
  ],
  [
    "limit of the wrong type",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": "not a number",
        "retain_capture": true
      },
      "field": "/limit",
      "constraint": "/properties/limit/type",
      "expected": "integer",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": true
      }
    }
  ],
  [
    "cursor of the wrong type",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "cursor": 12345,
        "limit": 1000
      },
      "field": "/cursor",
      "constraint": "/properties/cursor/type",
      "expected": "string",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "cursor": "c-91ab:cap3:5000",
        "limit": 1000
      }
    }
  ],
  [
    "retain_capture of the wrong type",
    {
      "arguments": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
        "retain_capture": "yes"
      },
      "field": "/retain_capture",
      "constraint": "/properties/retain_capture/type",
      "expected": "boolean",
      "corrected": {
        "capture_id": "cap-91ab:3",
        "filter": "Users AppData",
        "owner_name": "chrome.exe",
        "extension": ".log",
        "projection": [
          "path",
          "pid",
          "name"
        ],
        "limit": 250,
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
