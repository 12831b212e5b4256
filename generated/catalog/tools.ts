// generated — do not edit.
// Emitter: codegen/emitters/catalog.ts; source: schemas/mcp-tools.json, schemas/mcp-output-envelope.schema.json, schemas/metrics.json.
// Regenerate with `npm run codegen`.

// The published MCP tool catalog: 29 tools with expanded input and output schemas, no external references.

export interface PublishedTool {
  readonly name: ToolName;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: { readonly type: 'object'; readonly [key: string]: unknown };
  readonly outputSchema: { readonly type: 'object'; readonly [key: string]: unknown };
  readonly annotations: {
    readonly title: string;
    readonly readOnlyHint: boolean;
    readonly destructiveHint: boolean;
    readonly idempotentHint: boolean;
    readonly openWorldHint: boolean;
  };
}

export const TOOL_NAMES = [
  "winproc_get_status",
  "winproc_get_system_info",
  "winproc_list_metrics",
  "winproc_list_processes",
  "winproc_get_process_info",
  "winproc_get_metrics",
  "winproc_get_history",
  "winproc_start_capture",
  "winproc_get_job",
  "winproc_read_capture",
  "winproc_cancel_job",
  "winproc_release_capture",
  "winproc_get_graphs",
  "winproc_add_graphs",
  "winproc_export_graphs",
  "winproc_get_tracking",
  "winproc_update_tracking",
  "winproc_list_profiles",
  "winproc_update_profile",
  "winproc_get_recording",
  "winproc_start_recording",
  "winproc_stop_recording",
  "winproc_list_logs",
  "winproc_open_log",
  "winproc_close_log",
  "winproc_get_dotnet_collection",
  "winproc_set_dotnet_collection",
  "winproc_wait_condition",
  "winproc_get_operation"
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** The catalog of the normal bridge (agent-facing delivery defaults). */
export const TOOLS: readonly PublishedTool[] = [
  {
    "name": "winproc_get_status",
    "title": "Backend status",
    "description": "Reports backend connectivity, the application version, the current activity (live, recording or log_view), display pause, the time and age of the latest applied sample (stale from three seconds), permissions, the operations enabled on this connection and the effective limits. Takes no arguments. It returns no process data and starts no collection.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {}
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "application_version",
                "activity",
                "sample_age_ms",
                "stale",
                "enabled_operations",
                "limits"
              ],
              "properties": {
                "application_version": {
                  "type": "string",
                  "description": "Version of the running application."
                },
                "backend_instance_id": {
                  "type": "string",
                  "description": "Random identifier of the current listener instance; it changes when the listener restarts."
                },
                "activity": {
                  "type": "string",
                  "enum": [
                    "live",
                    "recording",
                    "log_view"
                  ],
                  "description": "Current TUI activity."
                },
                "display_paused": {
                  "type": "boolean",
                  "description": "Whether the TUI display is paused; sampling continues regardless."
                },
                "last_sample_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "date-time",
                  "description": "Timestamp of the latest applied Live sample, or null before the first sample."
                },
                "sample_age_ms": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "minimum": 0,
                  "description": "Age of the latest applied Live sample in milliseconds, or null before the first sample."
                },
                "stale": {
                  "type": "boolean",
                  "description": "True when the latest applied sample is three seconds old or older."
                },
                "permissions": {
                  "type": "object",
                  "description": "What the application process is permitted to inspect.",
                  "properties": {
                    "elevated": {
                      "type": "boolean",
                      "description": "Whether the application runs elevated."
                    },
                    "integrity_level": {
                      "type": "string",
                      "description": "Windows integrity level of the application, when known."
                    }
                  }
                },
                "enabled_operations": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Tool names this connection may call in the current activity."
                },
                "delivery": {
                  "type": "object",
                  "description": "Bridge delivery defaults, added by the bridge.",
                  "properties": {
                    "mode": {
                      "type": "string",
                      "enum": [
                        "normal",
                        "raw"
                      ],
                      "description": "Bridge delivery mode."
                    },
                    "default_wait_ms": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Default wait_ms applied by the bridge."
                    },
                    "default_page_limit": {
                      "type": "integer",
                      "minimum": 1,
                      "description": "Default page size applied by the bridge."
                    }
                  }
                },
                "limits": {
                  "type": "object",
                  "description": "Effective limits, keyed by limit name (for example max_page_rows, max_message_bytes, max_active_jobs, max_retained_captures, retained_result_bytes, capture_lifetime_ms, job_deadline_ms, max_condition_wait_ms, max_metric_targets).",
                  "additionalProperties": {
                    "type": "integer",
                    "description": "The limit value."
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Backend status",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_get_system_info",
    "title": "Host system information",
    "description": "Returns the operating-system name, version, build and architecture from cached host information, and the CPU name, topology, cache sizes and total memory from the latest published snapshot. Takes no arguments. It performs no fresh collection and returns no GPU inventory; in TUI Log view it still describes this host, never the displayed recording.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {}
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "os_name",
                "os_version",
                "architecture",
                "logical_cpu_count"
              ],
              "properties": {
                "os_name": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "Operating-system name, or null while host information has not been read yet (status partial)."
                },
                "os_version": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "Operating-system version, or null while host information has not been read yet (status partial)."
                },
                "os_build": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "Operating-system build, or null when unknown."
                },
                "architecture": {
                  "type": "string",
                  "description": "Processor architecture, such as x64."
                },
                "hostname": {
                  "type": "string",
                  "description": "Host name."
                },
                "cpu_name": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "CPU model name, or null when unknown."
                },
                "logical_cpu_count": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "minimum": 1,
                  "description": "Number of logical processors, or null while host information has not been read yet (status partial)."
                },
                "physical_core_count": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "minimum": 1,
                  "description": "Number of physical cores, or null when unknown."
                },
                "socket_count": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "minimum": 1,
                  "description": "Number of processor packages, or null when unknown."
                },
                "cache_bytes": {
                  "type": "object",
                  "description": "Cache sizes in bytes as decimal strings, keyed by level (for example L1d, L2, L3).",
                  "additionalProperties": {
                    "type": "string",
                    "pattern": "^-?[0-9]+$",
                    "description": "An exact integer encoded as a decimal string."
                  }
                },
                "total_memory_bytes": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^-?[0-9]+$",
                  "description": "Total physical memory in bytes as a decimal string, or null when unknown."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Host system information",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_list_metrics",
    "title": "List metric identifiers",
    "description": "Lists the canonical metric identifiers with their target kind (process, system or gpu_adapter), unit, numeric representation, JSON encoding (exact integers as decimal strings, floating values as numbers) and collection requirements. The optional target_kind narrows the list; by default every metric is listed. The catalog is complete and not paged, and listing it collects nothing.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "target_kind": {
          "type": "string",
          "enum": [
            "process",
            "system",
            "gpu_adapter"
          ],
          "description": "Lists only metrics of this target kind; by default all kinds are listed."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "metrics"
              ],
              "properties": {
                "metrics": {
                  "type": "array",
                  "description": "The metric catalog entries.",
                  "items": {
                    "type": "object",
                    "description": "One metric.",
                    "required": [
                      "id",
                      "target_kind",
                      "unit",
                      "representation",
                      "encoding",
                      "source"
                    ],
                    "properties": {
                      "id": {
                        "type": "string",
                        "description": "Metric identifier; an identifier can exist for more than one target kind."
                      },
                      "target_kind": {
                        "type": "string",
                        "enum": [
                          "process",
                          "system",
                          "gpu_adapter"
                        ],
                        "description": "Kind of target the metric describes."
                      },
                      "display_name": {
                        "type": "string",
                        "description": "Short TUI column name."
                      },
                      "unit": {
                        "type": "string",
                        "description": "Unit of the raw value."
                      },
                      "representation": {
                        "type": "string",
                        "enum": [
                          "integer",
                          "float",
                          "text"
                        ],
                        "description": "Numeric representation of the value."
                      },
                      "encoding": {
                        "type": "string",
                        "enum": [
                          "decimal_string",
                          "number",
                          "string"
                        ],
                        "description": "JSON encoding of values of this metric."
                      },
                      "graphable": {
                        "type": "boolean",
                        "description": "Whether the metric can be shown in a Graph."
                      },
                      "source": {
                        "type": "string",
                        "const": "applied_samples",
                        "description": "Where values come from."
                      },
                      "description": {
                        "type": "string",
                        "description": "General meaning and availability of the metric."
                      },
                      "collection_requirement": {
                        "type": "string",
                        "description": "What must be running or authorized for values to be available, such as .NET collection."
                      },
                      "available_on_this_platform": {
                        "type": "boolean",
                        "description": "Whether this application's platform collects the metric at all; false means every target reports it unavailable with unavailable_reason."
                      },
                      "unavailable_reason": {
                        "type": "string",
                        "description": "Why the metric is never collected on this platform; present only when available_on_this_platform is false."
                      }
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "List metric identifiers",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_list_processes",
    "title": "List process identities",
    "description": "Returns an immutable, paged listing of process identities with their opaque process_ref, PID, name, start time, verified-or-unknown parent, lifecycle, last-seen time and retained history bounds. All arguments are optional. source defaults to live (log when only log_ref is supplied), and source log requires log_ref. scope is live (identities in the latest snapshot or final recorded frame, the default), retained (identities with retained history, including ended lifetimes) or all (their union, deduplicated by full identity). filter narrows by name or path substring or exact PID; sort orders ascending by name or pid with identity tie-breakers. Rows exclude user, task_name, cgroup, systemd_unit, container and namespace_pid unless projection names them; listings carry no command line (winproc_get_process_info reads it for one lifetime). limit defaults to 5,000 (100 in raw mode) and the 4 MiB response budget can shorten a page, so always inspect next_cursor. It reads existing snapshots and retained history only, ignores TUI filters and Ghost Row hiding, never infers an exit from an access failure, and rejects the live source in TUI Log view with ACTIVITY_CONFLICT.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "source": {
          "type": "string",
          "enum": [
            "live",
            "log"
          ],
          "description": "Data source: live for the current sampling session, or log for a loaded saved log named by log_ref. The default is live, or log when only log_ref is supplied; an explicit source always takes precedence."
        },
        "log_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Loaded log to list when source is log; required for source log."
        },
        "scope": {
          "type": "string",
          "enum": [
            "live",
            "retained",
            "all"
          ],
          "description": "Which identities to list: live (present in the latest applied snapshot, or the final frame of a log; the default), retained (identities with retained history, live or ended) or all (their union, deduplicated by full identity)."
        },
        "filter": {
          "type": "object",
          "additionalProperties": false,
          "minProperties": 1,
          "description": "Discovery filter; every supplied criterion must match.",
          "properties": {
            "name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 260,
              "description": "Case-insensitive substring of the process name."
            },
            "path": {
              "type": "string",
              "minLength": 1,
              "maxLength": 1024,
              "description": "Case-insensitive substring of the executable path; identities known only from history have no path and never match."
            },
            "pid": {
              "type": "integer",
              "minimum": 0,
              "maximum": 4294967295,
              "description": "Exact process identifier; it is a discovery criterion, never an identity."
            }
          }
        },
        "projection": {
          "type": "array",
          "minItems": 1,
          "maxItems": 17,
          "uniqueItems": true,
          "description": "Row fields to return. By default rows contain every field except user, task_name, cgroup, systemd_unit, container and namespace_pid, which are returned only when named here. Listings carry no command line: snapshots do not sample it, and a listing never collects; winproc_get_process_info with fields [\"command_line\"] reads it for one lifetime.",
          "items": {
            "type": "string",
            "enum": [
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
            ]
          }
        },
        "sort": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "by"
          ],
          "description": "Ascending sort order, with full-identity tie-breakers; without it, rows keep listing order.",
          "properties": {
            "by": {
              "type": "string",
              "enum": [
                "name",
                "pid"
              ],
              "description": "Sort key: name (case-insensitive) or pid."
            }
          }
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 5000,
          "description": "Maximum number of rows in the page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode. The 4 MiB encoded response budget can return fewer rows, so always inspect next_cursor."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Opaque next_cursor from the previous page of the same query; repeat every other argument unchanged, including limit, or the call fails with CURSOR_INVALID."
        },
        "retain_capture": {
          "type": "boolean",
          "description": "When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "capture_id",
                "rows",
                "next_cursor",
                "coverage"
              ],
              "properties": {
                "capture_id": {
                  "type": "string",
                  "description": "The frozen listing capture."
                },
                "log_ref": {
                  "type": "string",
                  "description": "The loaded log of a log-source listing."
                },
                "recording_interval_seconds": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "Recording interval of a log-source listing."
                },
                "rows": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "description": "A process identity row, limited to the projected fields.",
                    "properties": {
                      "process_ref": {
                        "type": "string",
                        "description": "Opaque process reference."
                      },
                      "pid": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "Process identifier."
                      },
                      "name": {
                        "type": "string",
                        "description": "Executable name."
                      },
                      "name_bytes_hex": {
                        "type": "string",
                        "pattern": "^(?:[0-9a-f]{2})+$",
                        "description": "Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so two processes whose names differ only in such bytes never show the same name."
                      },
                      "start_time": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "description": "Process creation time, or null when unknown."
                      },
                      "parent": {
                        "type": "object",
                        "required": [
                          "status"
                        ],
                        "description": "Parent relationship in the latest snapshot.",
                        "properties": {
                          "status": {
                            "type": "string",
                            "enum": [
                              "verified",
                              "unknown"
                            ],
                            "description": "verified when exactly one earlier-created candidate with the recorded parent PID exists."
                          },
                          "pid": {
                            "type": [
                              "integer",
                              "null"
                            ],
                            "minimum": 0,
                            "description": "Recorded parent PID, or null."
                          },
                          "process_ref": {
                            "type": "string",
                            "description": "Reference of the verified parent."
                          }
                        }
                      },
                      "lifecycle": {
                        "type": "string",
                        "enum": [
                          "live",
                          "exited",
                          "unknown"
                        ],
                        "description": "Lifecycle evidence at list capture time."
                      },
                      "last_seen_at": {
                        "type": "string",
                        "format": "date-time",
                        "description": "When the identity was last sampled."
                      },
                      "history_from": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "description": "First retained history sample, or null."
                      },
                      "history_to": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "description": "Last retained history sample, or null."
                      },
                      "path": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "description": "Executable path from the current snapshot, or null."
                      },
                      "task_name": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "description": "Linux: the task name the kernel shows for the main thread now (comm), which differs from name after the program renamed its main thread (Node 24's MainThread); null when the platform has none (Windows), for an identity absent from the current snapshot and in log-source listings. Only when projected."
                      },
                      "user": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "description": "Owning user, only when projected."
                      },
                      "cgroup": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "description": "Linux: the process's cgroup v2 path from the current snapshot (/proc/PID/cgroup), or null (Windows, a host without cgroup v2, unreadable, not in the current snapshot); only when projected."
                      },
                      "systemd_unit": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "description": "Linux: the deepest systemd unit in the cgroup path (a .service, .scope, .socket, .mount or .swap), or null; only when projected."
                      },
                      "container": {
                        "type": [
                          "object",
                          "null"
                        ],
                        "description": "Linux: the container the cgroup path names, or null; only when projected.",
                        "required": [
                          "runtime",
                          "id",
                          "pod_uid",
                          "name"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "runtime": {
                            "type": "string",
                            "enum": [
                              "docker",
                              "podman",
                              "containerd",
                              "cri-o",
                              "kubernetes"
                            ],
                            "description": "The runtime the path form belongs to (kubernetes: the cgroupfs driver's form, which does not tell containerd from CRI-O)."
                          },
                          "id": {
                            "type": "string",
                            "pattern": "^[0-9a-f]{64}$",
                            "description": "The runtime's container id."
                          },
                          "pod_uid": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "description": "The Kubernetes pod uid the path names, or null."
                          },
                          "name": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "description": "The runtime's container name where a local file gives it (Docker's config.v2.json, Podman's containers.json, readable as root), else null."
                          }
                        }
                      },
                      "namespace_pid": {
                        "type": [
                          "integer",
                          "null"
                        ],
                        "minimum": 1,
                        "description": "Linux: the PID inside the process's innermost PID namespace (/proc/PID/status NSpid) when it is not the host's (pid stays the host PID), else null; only when projected."
                      }
                    }
                  },
                  "description": "Process identity rows of this page."
                },
                "next_cursor": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "Cursor for the next page, or null on the last page."
                },
                "coverage": {
                  "type": "object",
                  "description": "Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.",
                  "properties": {
                    "listed": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of rows selected by the query across all pages."
                    },
                    "processes_total": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "File-user scans: processes considered."
                    },
                    "processes_scanned": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "File-user scans: processes whose handles were read."
                    },
                    "processes_failed": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "File-user scans: processes that could not be read."
                    },
                    "handles_total": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Open-file captures: handles examined."
                    },
                    "handles_failed": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Open-file captures: handles whose path query failed."
                    },
                    "tables_succeeded": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Network captures: endpoint tables read successfully."
                    },
                    "tables_failed": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Network captures: endpoint tables that failed."
                    },
                    "threads_unavailable": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Thread captures: threads whose details were unavailable."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                },
                "capture_retained": {
                  "type": "boolean",
                  "description": "Whether the capture remains readable. Present only in the normal bridge."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "List process identities",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_get_process_info",
    "title": "Process metadata",
    "description": "Starts a metadata job for one live process lifetime; the normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode), returns the job with its single result row under data.result_page and releases the capture. Requires process_ref. fields defaults to image and version; user and command_line are returned only when fields names them. Each field is an object holding value or an unavailable reason (such as access_denied or unsupported); signature verification is reported unavailable, and image.value carries path_bytes_hex as capture rows do when the executable's Linux name is not valid UTF-8. If the job is still running, follow data.next_action (winproc_get_job). An exited lifetime is rejected with PROCESS_EXITED and a log-bound reference with REFERENCE_INVALID; environment values are never returned.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "process_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "The live process lifetime to inspect."
        },
        "fields": {
          "type": "array",
          "minItems": 1,
          "maxItems": 8,
          "uniqueItems": true,
          "description": "Metadata fields to collect; the default is [\"image\", \"version\"]. user and command_line are sensitive and returned only when named here.",
          "items": {
            "type": "string",
            "enum": [
              "image",
              "version",
              "user",
              "command_line",
              "parent",
              "start_time",
              "architecture",
              "file"
            ]
          }
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "process_ref"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "job_id",
                "state"
              ],
              "description": "State of a connection-owned job; a successful call can report a failed job.",
              "properties": {
                "job_id": {
                  "type": "string",
                  "description": "The job identifier."
                },
                "kind": {
                  "type": "string",
                  "description": "Job kind, such as a capture kind, process_info, log_list, log_load or condition."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "running",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Job state; cancellation and timeout are failed outcomes."
                },
                "started_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the application accepted the job."
                },
                "finished_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the job reached its terminal state; absent while running."
                },
                "cleanup_pending": {
                  "type": "boolean",
                  "description": "True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then."
                },
                "result": {
                  "type": "object",
                  "description": "Outcome of a terminal job.",
                  "properties": {
                    "capture_id": {
                      "type": "string",
                      "description": "Capture holding the job rows."
                    },
                    "log_ref": {
                      "type": "string",
                      "description": "Loaded log reference from a log-load job."
                    },
                    "status": {
                      "type": "string",
                      "enum": [
                        "complete",
                        "partial"
                      ],
                      "description": "Whether the result is complete or partial."
                    },
                    "evidence": {
                      "type": "object",
                      "description": "Observation that satisfied a condition wait.",
                      "properties": {
                        "kind": {
                          "type": "string",
                          "description": "The condition kind."
                        },
                        "observed_at": {
                          "type": "string",
                          "format": "date-time",
                          "description": "Time of the observation, possibly with the local offset."
                        },
                        "process_ref": {
                          "type": "string",
                          "description": "The matching process lifetime."
                        },
                        "pid": {
                          "type": "integer",
                          "description": "PID of the matching process."
                        },
                        "name": {
                          "type": "string",
                          "description": "Name of the matching process."
                        },
                        "name_bytes_hex": {
                          "type": "string",
                          "pattern": "^(?:[0-9a-f]{2})+$",
                          "description": "Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so two processes whose names differ only in such bytes never show the same name."
                        },
                        "metric_id": {
                          "type": "string",
                          "description": "The compared metric."
                        },
                        "value": {
                          "type": [
                            "string",
                            "number"
                          ],
                          "description": "The observed metric value."
                        }
                      }
                    },
                    "error": {
                      "type": "object",
                      "required": [
                        "code",
                        "message",
                        "retryable"
                      ],
                      "description": "Why the job failed, with CANCELLED or TIMEOUT for cancellation and deadlines.",
                      "properties": {
                        "code": {
                          "type": "string",
                          "description": "Application error code such as TIMEOUT or CANCELLED."
                        },
                        "message": {
                          "type": "string",
                          "description": "Safe explanatory message without captured values."
                        },
                        "retryable": {
                          "type": "boolean",
                          "description": "Whether an unchanged call may succeed on retry."
                        },
                        "native_error_code": {
                          "type": "integer",
                          "description": "Native error code, when known."
                        }
                      }
                    }
                  }
                },
                "result_page": {
                  "type": "object",
                  "description": "Complete envelope of the first result page, read automatically by the normal bridge after success.",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "capture_id",
                        "rows",
                        "next_cursor",
                        "coverage"
                      ],
                      "description": "One page of a frozen capture.",
                      "properties": {
                        "capture_id": {
                          "type": "string",
                          "description": "The capture the page was read from; a provenance identifier only when capture_retained is false."
                        },
                        "kind": {
                          "type": "string",
                          "description": "Capture kind, such as process_list, history, file_users, open_files, modules, network, threads, scheduling, process_info or log_list."
                        },
                        "log_ref": {
                          "type": "string",
                          "description": "The loaded log of a log-source capture."
                        },
                        "recording_interval_seconds": {
                          "type": "integer",
                          "description": "Recording interval of a log-source capture."
                        },
                        "rows": {
                          "type": "array",
                          "items": {
                            "type": "object"
                          },
                          "description": "The rows of this page in capture order, each limited to the projected fields."
                        },
                        "next_cursor": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "description": "Cursor for the next page, or null on the last page."
                        },
                        "coverage": {
                          "type": "object",
                          "description": "Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.",
                          "properties": {
                            "listed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Number of rows selected by the query across all pages."
                            },
                            "processes_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes considered."
                            },
                            "processes_scanned": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes whose handles were read."
                            },
                            "processes_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes that could not be read."
                            },
                            "handles_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles examined."
                            },
                            "handles_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles whose path query failed."
                            },
                            "tables_succeeded": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables read successfully."
                            },
                            "tables_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables that failed."
                            },
                            "threads_unavailable": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Thread captures: threads whose details were unavailable."
                            }
                          }
                        },
                        "next_action": {
                          "type": [
                            "object",
                            "null"
                          ],
                          "required": [
                            "tool",
                            "arguments"
                          ],
                          "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                          "properties": {
                            "tool": {
                              "type": "string",
                              "description": "Name of the tool to call."
                            },
                            "arguments": {
                              "type": "object",
                              "description": "Arguments to pass unchanged."
                            }
                          }
                        },
                        "capture_retained": {
                          "type": "boolean",
                          "description": "Whether the capture remains readable; false means no release call is needed. Present only in the normal bridge."
                        },
                        "retained_capture_ids": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                        }
                      }
                    }
                  }
                },
                "result_consumed": {
                  "type": "boolean",
                  "description": "True when the rows were already delivered and are not reconstructed. Present only in the normal bridge."
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                },
                "capture_retained": {
                  "type": "boolean",
                  "description": "Whether the result capture remains readable. Present only in the normal bridge."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Process metadata",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": true
    }
  },
  {
    "name": "winproc_get_metrics",
    "title": "Current metric values",
    "description": "Returns current values of the requested metrics from one latest applied live sample, or from the final recorded frame of a loaded log. Requires metric_ids. targets defaults to the system target and allows at most 50 targets including system targets; source defaults to live (log when only log_ref is supplied). Integer metric values are decimal strings and floating values numbers; a missing value is omitted from values and listed in unavailable, never replaced with zero. It forces no sample, display pause does not freeze its values, and a metric whose target kind does not match its target is rejected by the backend. Exited process lifetimes are rejected with PROCESS_EXITED rather than returning their last values.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "metric_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 64,
          "uniqueItems": true,
          "description": "Metric identifiers to read, 1 to 64; each must exist for the kind of every target (see winproc_list_metrics).",
          "items": {
            "type": "string",
            "enum": [
              "available_memory_bytes",
              "commit_limit_bytes",
              "committed_bytes",
              "cpu_average_percent",
              "cpu_core_0_percent",
              "cpu_core_100_percent",
              "cpu_core_101_percent",
              "cpu_core_102_percent",
              "cpu_core_103_percent",
              "cpu_core_104_percent",
              "cpu_core_105_percent",
              "cpu_core_106_percent",
              "cpu_core_107_percent",
              "cpu_core_108_percent",
              "cpu_core_109_percent",
              "cpu_core_10_percent",
              "cpu_core_110_percent",
              "cpu_core_111_percent",
              "cpu_core_112_percent",
              "cpu_core_113_percent",
              "cpu_core_114_percent",
              "cpu_core_115_percent",
              "cpu_core_116_percent",
              "cpu_core_117_percent",
              "cpu_core_118_percent",
              "cpu_core_119_percent",
              "cpu_core_11_percent",
              "cpu_core_120_percent",
              "cpu_core_121_percent",
              "cpu_core_122_percent",
              "cpu_core_123_percent",
              "cpu_core_124_percent",
              "cpu_core_125_percent",
              "cpu_core_126_percent",
              "cpu_core_127_percent",
              "cpu_core_128_percent",
              "cpu_core_129_percent",
              "cpu_core_12_percent",
              "cpu_core_130_percent",
              "cpu_core_131_percent",
              "cpu_core_132_percent",
              "cpu_core_133_percent",
              "cpu_core_134_percent",
              "cpu_core_135_percent",
              "cpu_core_136_percent",
              "cpu_core_137_percent",
              "cpu_core_138_percent",
              "cpu_core_139_percent",
              "cpu_core_13_percent",
              "cpu_core_140_percent",
              "cpu_core_141_percent",
              "cpu_core_142_percent",
              "cpu_core_143_percent",
              "cpu_core_144_percent",
              "cpu_core_145_percent",
              "cpu_core_146_percent",
              "cpu_core_147_percent",
              "cpu_core_148_percent",
              "cpu_core_149_percent",
              "cpu_core_14_percent",
              "cpu_core_150_percent",
              "cpu_core_151_percent",
              "cpu_core_152_percent",
              "cpu_core_153_percent",
              "cpu_core_154_percent",
              "cpu_core_155_percent",
              "cpu_core_156_percent",
              "cpu_core_157_percent",
              "cpu_core_158_percent",
              "cpu_core_159_percent",
              "cpu_core_15_percent",
              "cpu_core_160_percent",
              "cpu_core_161_percent",
              "cpu_core_162_percent",
              "cpu_core_163_percent",
              "cpu_core_164_percent",
              "cpu_core_165_percent",
              "cpu_core_166_percent",
              "cpu_core_167_percent",
              "cpu_core_168_percent",
              "cpu_core_169_percent",
              "cpu_core_16_percent",
              "cpu_core_170_percent",
              "cpu_core_171_percent",
              "cpu_core_172_percent",
              "cpu_core_173_percent",
              "cpu_core_174_percent",
              "cpu_core_175_percent",
              "cpu_core_176_percent",
              "cpu_core_177_percent",
              "cpu_core_178_percent",
              "cpu_core_179_percent",
              "cpu_core_17_percent",
              "cpu_core_180_percent",
              "cpu_core_181_percent",
              "cpu_core_182_percent",
              "cpu_core_183_percent",
              "cpu_core_184_percent",
              "cpu_core_185_percent",
              "cpu_core_186_percent",
              "cpu_core_187_percent",
              "cpu_core_188_percent",
              "cpu_core_189_percent",
              "cpu_core_18_percent",
              "cpu_core_190_percent",
              "cpu_core_191_percent",
              "cpu_core_192_percent",
              "cpu_core_193_percent",
              "cpu_core_194_percent",
              "cpu_core_195_percent",
              "cpu_core_196_percent",
              "cpu_core_197_percent",
              "cpu_core_198_percent",
              "cpu_core_199_percent",
              "cpu_core_19_percent",
              "cpu_core_1_percent",
              "cpu_core_200_percent",
              "cpu_core_201_percent",
              "cpu_core_202_percent",
              "cpu_core_203_percent",
              "cpu_core_204_percent",
              "cpu_core_205_percent",
              "cpu_core_206_percent",
              "cpu_core_207_percent",
              "cpu_core_208_percent",
              "cpu_core_209_percent",
              "cpu_core_20_percent",
              "cpu_core_210_percent",
              "cpu_core_211_percent",
              "cpu_core_212_percent",
              "cpu_core_213_percent",
              "cpu_core_214_percent",
              "cpu_core_215_percent",
              "cpu_core_216_percent",
              "cpu_core_217_percent",
              "cpu_core_218_percent",
              "cpu_core_219_percent",
              "cpu_core_21_percent",
              "cpu_core_220_percent",
              "cpu_core_221_percent",
              "cpu_core_222_percent",
              "cpu_core_223_percent",
              "cpu_core_224_percent",
              "cpu_core_225_percent",
              "cpu_core_226_percent",
              "cpu_core_227_percent",
              "cpu_core_228_percent",
              "cpu_core_229_percent",
              "cpu_core_22_percent",
              "cpu_core_230_percent",
              "cpu_core_231_percent",
              "cpu_core_232_percent",
              "cpu_core_233_percent",
              "cpu_core_234_percent",
              "cpu_core_235_percent",
              "cpu_core_236_percent",
              "cpu_core_237_percent",
              "cpu_core_238_percent",
              "cpu_core_239_percent",
              "cpu_core_23_percent",
              "cpu_core_240_percent",
              "cpu_core_241_percent",
              "cpu_core_242_percent",
              "cpu_core_243_percent",
              "cpu_core_244_percent",
              "cpu_core_245_percent",
              "cpu_core_246_percent",
              "cpu_core_247_percent",
              "cpu_core_248_percent",
              "cpu_core_249_percent",
              "cpu_core_24_percent",
              "cpu_core_250_percent",
              "cpu_core_251_percent",
              "cpu_core_252_percent",
              "cpu_core_253_percent",
              "cpu_core_254_percent",
              "cpu_core_255_percent",
              "cpu_core_25_percent",
              "cpu_core_26_percent",
              "cpu_core_27_percent",
              "cpu_core_28_percent",
              "cpu_core_29_percent",
              "cpu_core_2_percent",
              "cpu_core_30_percent",
              "cpu_core_31_percent",
              "cpu_core_32_percent",
              "cpu_core_33_percent",
              "cpu_core_34_percent",
              "cpu_core_35_percent",
              "cpu_core_36_percent",
              "cpu_core_37_percent",
              "cpu_core_38_percent",
              "cpu_core_39_percent",
              "cpu_core_3_percent",
              "cpu_core_40_percent",
              "cpu_core_41_percent",
              "cpu_core_42_percent",
              "cpu_core_43_percent",
              "cpu_core_44_percent",
              "cpu_core_45_percent",
              "cpu_core_46_percent",
              "cpu_core_47_percent",
              "cpu_core_48_percent",
              "cpu_core_49_percent",
              "cpu_core_4_percent",
              "cpu_core_50_percent",
              "cpu_core_51_percent",
              "cpu_core_52_percent",
              "cpu_core_53_percent",
              "cpu_core_54_percent",
              "cpu_core_55_percent",
              "cpu_core_56_percent",
              "cpu_core_57_percent",
              "cpu_core_58_percent",
              "cpu_core_59_percent",
              "cpu_core_5_percent",
              "cpu_core_60_percent",
              "cpu_core_61_percent",
              "cpu_core_62_percent",
              "cpu_core_63_percent",
              "cpu_core_64_percent",
              "cpu_core_65_percent",
              "cpu_core_66_percent",
              "cpu_core_67_percent",
              "cpu_core_68_percent",
              "cpu_core_69_percent",
              "cpu_core_6_percent",
              "cpu_core_70_percent",
              "cpu_core_71_percent",
              "cpu_core_72_percent",
              "cpu_core_73_percent",
              "cpu_core_74_percent",
              "cpu_core_75_percent",
              "cpu_core_76_percent",
              "cpu_core_77_percent",
              "cpu_core_78_percent",
              "cpu_core_79_percent",
              "cpu_core_7_percent",
              "cpu_core_80_percent",
              "cpu_core_81_percent",
              "cpu_core_82_percent",
              "cpu_core_83_percent",
              "cpu_core_84_percent",
              "cpu_core_85_percent",
              "cpu_core_86_percent",
              "cpu_core_87_percent",
              "cpu_core_88_percent",
              "cpu_core_89_percent",
              "cpu_core_8_percent",
              "cpu_core_90_percent",
              "cpu_core_91_percent",
              "cpu_core_92_percent",
              "cpu_core_93_percent",
              "cpu_core_94_percent",
              "cpu_core_95_percent",
              "cpu_core_96_percent",
              "cpu_core_97_percent",
              "cpu_core_98_percent",
              "cpu_core_99_percent",
              "cpu_core_9_percent",
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
            "description": "A process, system or GPU adapter metric identifier from the metric catalog (winproc_list_metrics describes each)."
          }
        },
        "source": {
          "type": "string",
          "enum": [
            "live",
            "log"
          ],
          "description": "Data source: live for the current sampling session, or log for a loaded saved log named by log_ref. The default is live, or log when only log_ref is supplied; an explicit source always takes precedence."
        },
        "log_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Loaded log whose final recorded frame is read; required for source log."
        },
        "targets": {
          "type": "array",
          "minItems": 0,
          "maxItems": 50,
          "uniqueItems": true,
          "description": "Targets to read, at most 50 including system targets; the default (omitted or empty) is the system target.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "maxProperties": 1,
            "description": "One metric target, given by exactly one of process_ref, system or gpu_adapter.",
            "properties": {
              "process_ref": {
                "type": "string",
                "minLength": 1,
                "maxLength": 512,
                "description": "Targets the process lifetime named by this opaque reference."
              },
              "system": {
                "type": "boolean",
                "const": true,
                "description": "Targets the system when set to true."
              },
              "gpu_adapter": {
                "type": "string",
                "minLength": 1,
                "maxLength": 128,
                "description": "Targets the GPU adapter with this adapter identifier (Windows LUID as high:low, Linux DRM card name)."
              }
            }
          }
        }
      },
      "required": [
        "metric_ids"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "samples"
              ],
              "properties": {
                "samples": {
                  "type": "array",
                  "description": "One entry per requested target, in request order.",
                  "items": {
                    "type": "object",
                    "description": "Values for one target.",
                    "required": [
                      "target",
                      "values",
                      "unavailable"
                    ],
                    "properties": {
                      "target": {
                        "type": "object",
                        "description": "The metric target: exactly one of process_ref, system or gpu_adapter.",
                        "properties": {
                          "process_ref": {
                            "type": "string",
                            "description": "Process lifetime reference."
                          },
                          "system": {
                            "type": "boolean",
                            "description": "True for the system target."
                          },
                          "gpu_adapter": {
                            "type": "string",
                            "description": "GPU adapter identifier."
                          }
                        }
                      },
                      "captured_at": {
                        "type": "string",
                        "format": "date-time",
                        "description": "Timestamp of the sample or recorded frame the values come from."
                      },
                      "values": {
                        "type": "object",
                        "description": "Available values keyed by metric identifier; a missing value is absent here and listed in unavailable.",
                        "additionalProperties": {
                          "type": [
                            "string",
                            "number"
                          ],
                          "description": "A metric value: integer metrics as decimal strings, floating metrics as finite numbers, text metrics as strings."
                        }
                      },
                      "unavailable": {
                        "type": "object",
                        "description": "Reasons keyed by metric identifier for requested values that are missing; these adapters report \"unknown\".",
                        "additionalProperties": {
                          "type": "string",
                          "description": "Why the value is missing."
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Current metric values",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_get_history",
    "title": "Metric history",
    "description": "Returns retained history of one target from the current live session, including ended lifetimes, or from a loaded log. Requires metric_ids. target defaults to the system; from and to are inclusive RFC 3339 bounds defaulting to the retained bounds; source defaults to live (log when only log_ref is supplied). mode summary (the default) returns per metric sample_count, available_value_count, missing_value_count, min, max, an exact mean, first and last values with timestamps and the endpoint delta, with temporal coverage under data.coverage. mode raw returns a paged series of every stored timestamp with values and unavailable maps, temporal coverage under data.temporal_coverage and paging under data.coverage; limit (default 5,000, 100 in raw mode), cursor and retain_capture apply to raw mode only. It never interpolates, downsamples, extends retention or recovers uncollected history; a pruned identity fails with REFERENCE_INVALID.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "metric_ids": {
          "type": "array",
          "minItems": 1,
          "maxItems": 32,
          "uniqueItems": true,
          "description": "Metric identifiers to return, 1 to 32, all of the target kind.",
          "items": {
            "type": "string",
            "enum": [
              "available_memory_bytes",
              "commit_limit_bytes",
              "committed_bytes",
              "cpu_average_percent",
              "cpu_core_0_percent",
              "cpu_core_100_percent",
              "cpu_core_101_percent",
              "cpu_core_102_percent",
              "cpu_core_103_percent",
              "cpu_core_104_percent",
              "cpu_core_105_percent",
              "cpu_core_106_percent",
              "cpu_core_107_percent",
              "cpu_core_108_percent",
              "cpu_core_109_percent",
              "cpu_core_10_percent",
              "cpu_core_110_percent",
              "cpu_core_111_percent",
              "cpu_core_112_percent",
              "cpu_core_113_percent",
              "cpu_core_114_percent",
              "cpu_core_115_percent",
              "cpu_core_116_percent",
              "cpu_core_117_percent",
              "cpu_core_118_percent",
              "cpu_core_119_percent",
              "cpu_core_11_percent",
              "cpu_core_120_percent",
              "cpu_core_121_percent",
              "cpu_core_122_percent",
              "cpu_core_123_percent",
              "cpu_core_124_percent",
              "cpu_core_125_percent",
              "cpu_core_126_percent",
              "cpu_core_127_percent",
              "cpu_core_128_percent",
              "cpu_core_129_percent",
              "cpu_core_12_percent",
              "cpu_core_130_percent",
              "cpu_core_131_percent",
              "cpu_core_132_percent",
              "cpu_core_133_percent",
              "cpu_core_134_percent",
              "cpu_core_135_percent",
              "cpu_core_136_percent",
              "cpu_core_137_percent",
              "cpu_core_138_percent",
              "cpu_core_139_percent",
              "cpu_core_13_percent",
              "cpu_core_140_percent",
              "cpu_core_141_percent",
              "cpu_core_142_percent",
              "cpu_core_143_percent",
              "cpu_core_144_percent",
              "cpu_core_145_percent",
              "cpu_core_146_percent",
              "cpu_core_147_percent",
              "cpu_core_148_percent",
              "cpu_core_149_percent",
              "cpu_core_14_percent",
              "cpu_core_150_percent",
              "cpu_core_151_percent",
              "cpu_core_152_percent",
              "cpu_core_153_percent",
              "cpu_core_154_percent",
              "cpu_core_155_percent",
              "cpu_core_156_percent",
              "cpu_core_157_percent",
              "cpu_core_158_percent",
              "cpu_core_159_percent",
              "cpu_core_15_percent",
              "cpu_core_160_percent",
              "cpu_core_161_percent",
              "cpu_core_162_percent",
              "cpu_core_163_percent",
              "cpu_core_164_percent",
              "cpu_core_165_percent",
              "cpu_core_166_percent",
              "cpu_core_167_percent",
              "cpu_core_168_percent",
              "cpu_core_169_percent",
              "cpu_core_16_percent",
              "cpu_core_170_percent",
              "cpu_core_171_percent",
              "cpu_core_172_percent",
              "cpu_core_173_percent",
              "cpu_core_174_percent",
              "cpu_core_175_percent",
              "cpu_core_176_percent",
              "cpu_core_177_percent",
              "cpu_core_178_percent",
              "cpu_core_179_percent",
              "cpu_core_17_percent",
              "cpu_core_180_percent",
              "cpu_core_181_percent",
              "cpu_core_182_percent",
              "cpu_core_183_percent",
              "cpu_core_184_percent",
              "cpu_core_185_percent",
              "cpu_core_186_percent",
              "cpu_core_187_percent",
              "cpu_core_188_percent",
              "cpu_core_189_percent",
              "cpu_core_18_percent",
              "cpu_core_190_percent",
              "cpu_core_191_percent",
              "cpu_core_192_percent",
              "cpu_core_193_percent",
              "cpu_core_194_percent",
              "cpu_core_195_percent",
              "cpu_core_196_percent",
              "cpu_core_197_percent",
              "cpu_core_198_percent",
              "cpu_core_199_percent",
              "cpu_core_19_percent",
              "cpu_core_1_percent",
              "cpu_core_200_percent",
              "cpu_core_201_percent",
              "cpu_core_202_percent",
              "cpu_core_203_percent",
              "cpu_core_204_percent",
              "cpu_core_205_percent",
              "cpu_core_206_percent",
              "cpu_core_207_percent",
              "cpu_core_208_percent",
              "cpu_core_209_percent",
              "cpu_core_20_percent",
              "cpu_core_210_percent",
              "cpu_core_211_percent",
              "cpu_core_212_percent",
              "cpu_core_213_percent",
              "cpu_core_214_percent",
              "cpu_core_215_percent",
              "cpu_core_216_percent",
              "cpu_core_217_percent",
              "cpu_core_218_percent",
              "cpu_core_219_percent",
              "cpu_core_21_percent",
              "cpu_core_220_percent",
              "cpu_core_221_percent",
              "cpu_core_222_percent",
              "cpu_core_223_percent",
              "cpu_core_224_percent",
              "cpu_core_225_percent",
              "cpu_core_226_percent",
              "cpu_core_227_percent",
              "cpu_core_228_percent",
              "cpu_core_229_percent",
              "cpu_core_22_percent",
              "cpu_core_230_percent",
              "cpu_core_231_percent",
              "cpu_core_232_percent",
              "cpu_core_233_percent",
              "cpu_core_234_percent",
              "cpu_core_235_percent",
              "cpu_core_236_percent",
              "cpu_core_237_percent",
              "cpu_core_238_percent",
              "cpu_core_239_percent",
              "cpu_core_23_percent",
              "cpu_core_240_percent",
              "cpu_core_241_percent",
              "cpu_core_242_percent",
              "cpu_core_243_percent",
              "cpu_core_244_percent",
              "cpu_core_245_percent",
              "cpu_core_246_percent",
              "cpu_core_247_percent",
              "cpu_core_248_percent",
              "cpu_core_249_percent",
              "cpu_core_24_percent",
              "cpu_core_250_percent",
              "cpu_core_251_percent",
              "cpu_core_252_percent",
              "cpu_core_253_percent",
              "cpu_core_254_percent",
              "cpu_core_255_percent",
              "cpu_core_25_percent",
              "cpu_core_26_percent",
              "cpu_core_27_percent",
              "cpu_core_28_percent",
              "cpu_core_29_percent",
              "cpu_core_2_percent",
              "cpu_core_30_percent",
              "cpu_core_31_percent",
              "cpu_core_32_percent",
              "cpu_core_33_percent",
              "cpu_core_34_percent",
              "cpu_core_35_percent",
              "cpu_core_36_percent",
              "cpu_core_37_percent",
              "cpu_core_38_percent",
              "cpu_core_39_percent",
              "cpu_core_3_percent",
              "cpu_core_40_percent",
              "cpu_core_41_percent",
              "cpu_core_42_percent",
              "cpu_core_43_percent",
              "cpu_core_44_percent",
              "cpu_core_45_percent",
              "cpu_core_46_percent",
              "cpu_core_47_percent",
              "cpu_core_48_percent",
              "cpu_core_49_percent",
              "cpu_core_4_percent",
              "cpu_core_50_percent",
              "cpu_core_51_percent",
              "cpu_core_52_percent",
              "cpu_core_53_percent",
              "cpu_core_54_percent",
              "cpu_core_55_percent",
              "cpu_core_56_percent",
              "cpu_core_57_percent",
              "cpu_core_58_percent",
              "cpu_core_59_percent",
              "cpu_core_5_percent",
              "cpu_core_60_percent",
              "cpu_core_61_percent",
              "cpu_core_62_percent",
              "cpu_core_63_percent",
              "cpu_core_64_percent",
              "cpu_core_65_percent",
              "cpu_core_66_percent",
              "cpu_core_67_percent",
              "cpu_core_68_percent",
              "cpu_core_69_percent",
              "cpu_core_6_percent",
              "cpu_core_70_percent",
              "cpu_core_71_percent",
              "cpu_core_72_percent",
              "cpu_core_73_percent",
              "cpu_core_74_percent",
              "cpu_core_75_percent",
              "cpu_core_76_percent",
              "cpu_core_77_percent",
              "cpu_core_78_percent",
              "cpu_core_79_percent",
              "cpu_core_7_percent",
              "cpu_core_80_percent",
              "cpu_core_81_percent",
              "cpu_core_82_percent",
              "cpu_core_83_percent",
              "cpu_core_84_percent",
              "cpu_core_85_percent",
              "cpu_core_86_percent",
              "cpu_core_87_percent",
              "cpu_core_88_percent",
              "cpu_core_89_percent",
              "cpu_core_8_percent",
              "cpu_core_90_percent",
              "cpu_core_91_percent",
              "cpu_core_92_percent",
              "cpu_core_93_percent",
              "cpu_core_94_percent",
              "cpu_core_95_percent",
              "cpu_core_96_percent",
              "cpu_core_97_percent",
              "cpu_core_98_percent",
              "cpu_core_99_percent",
              "cpu_core_9_percent",
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
            "description": "A process, system or GPU adapter metric identifier from the metric catalog (winproc_list_metrics describes each)."
          }
        },
        "target": {
          "type": "object",
          "additionalProperties": false,
          "minProperties": 1,
          "maxProperties": 1,
          "description": "The one target whose history is read; the default is the system target.",
          "properties": {
            "process_ref": {
              "type": "string",
              "minLength": 1,
              "maxLength": 512,
              "description": "Targets the process lifetime named by this opaque reference."
            },
            "system": {
              "type": "boolean",
              "const": true,
              "description": "Targets the system when set to true."
            },
            "gpu_adapter": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128,
              "description": "Targets the GPU adapter with this adapter identifier (Windows LUID as high:low, Linux DRM card name)."
            }
          }
        },
        "from": {
          "type": "string",
          "format": "date-time",
          "description": "Inclusive start of the interval as an RFC 3339 timestamp; the default is the start of retained history."
        },
        "to": {
          "type": "string",
          "format": "date-time",
          "description": "Inclusive end of the interval as an RFC 3339 timestamp, not earlier than from; the default is the end of retained history."
        },
        "mode": {
          "type": "string",
          "enum": [
            "summary",
            "raw"
          ],
          "description": "summary (the default) for per-metric statistics over the whole interval, or raw for the paged sample series."
        },
        "source": {
          "type": "string",
          "enum": [
            "live",
            "log"
          ],
          "description": "Data source: live for the current sampling session, or log for a loaded saved log named by log_ref. The default is live, or log when only log_ref is supplied; an explicit source always takes precedence."
        },
        "log_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Loaded log whose history is read; required for source log."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 5000,
          "description": "Raw mode only: maximum samples in the page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode, reduced to fit the 4 MiB response budget."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Raw mode only: next_cursor of the previous page; repeat every other argument unchanged."
        },
        "retain_capture": {
          "type": "boolean",
          "description": "Raw mode only: when true, keeps the raw series capture for rereading with winproc_read_capture until released with winproc_release_capture; the default is false in the normal bridge and raw mode always keeps it."
        }
      },
      "required": [
        "metric_ids"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "description": "Summary mode returns metrics and coverage; raw mode returns a page of samples with temporal_coverage.",
              "anyOf": [
                {
                  "type": "object",
                  "description": "Summary mode.",
                  "required": [
                    "metrics",
                    "coverage"
                  ],
                  "properties": {
                    "target": {
                      "type": "object",
                      "description": "The metric target: exactly one of process_ref, system or gpu_adapter.",
                      "properties": {
                        "process_ref": {
                          "type": "string",
                          "description": "Process lifetime reference."
                        },
                        "system": {
                          "type": "boolean",
                          "description": "True for the system target."
                        },
                        "gpu_adapter": {
                          "type": "string",
                          "description": "GPU adapter identifier."
                        }
                      }
                    },
                    "metrics": {
                      "type": "object",
                      "description": "Statistics keyed by metric identifier.",
                      "additionalProperties": {
                        "type": "object",
                        "required": [
                          "sample_count",
                          "available_value_count",
                          "missing_value_count"
                        ],
                        "description": "Per-metric statistics over available values only; statistics without available values are omitted.",
                        "properties": {
                          "sample_count": {
                            "type": "integer",
                            "minimum": 0,
                            "description": "Stored target samples inside the interval."
                          },
                          "available_value_count": {
                            "type": "integer",
                            "minimum": 0,
                            "description": "Samples with an available finite value, including measured zero."
                          },
                          "missing_value_count": {
                            "type": "integer",
                            "minimum": 0,
                            "description": "sample_count minus available_value_count."
                          },
                          "min": {
                            "type": [
                              "string",
                              "number"
                            ],
                            "description": "Smallest available value."
                          },
                          "max": {
                            "type": [
                              "string",
                              "number"
                            ],
                            "description": "Largest available value."
                          },
                          "mean": {
                            "description": "Arithmetic mean of available values: for integer metrics an exact rational, numerator / denominator, not reduced (the sum of the available values and their number); a number for floating metrics.",
                            "anyOf": [
                              {
                                "type": "object",
                                "required": [
                                  "numerator",
                                  "denominator"
                                ],
                                "properties": {
                                  "numerator": {
                                    "type": "string",
                                    "pattern": "^-?[0-9]+$",
                                    "description": "Sum of the available values, exact (never converted to floating point), not reduced."
                                  },
                                  "denominator": {
                                    "type": "string",
                                    "pattern": "^-?[0-9]+$",
                                    "description": "Number of available values (equals available_value_count), not reduced."
                                  }
                                }
                              },
                              {
                                "type": "number"
                              }
                            ]
                          },
                          "first": {
                            "type": "object",
                            "required": [
                              "value",
                              "timestamp"
                            ],
                            "description": "First available value and its timestamp.",
                            "properties": {
                              "value": {
                                "type": [
                                  "string",
                                  "number"
                                ],
                                "description": "A statistic in the metric encoding: decimal string for integer metrics, number for floating metrics."
                              },
                              "timestamp": {
                                "type": "string",
                                "format": "date-time",
                                "description": "RFC 3339 timestamp with an explicit offset."
                              }
                            }
                          },
                          "last": {
                            "type": "object",
                            "required": [
                              "value",
                              "timestamp"
                            ],
                            "description": "Last available value and its timestamp.",
                            "properties": {
                              "value": {
                                "type": [
                                  "string",
                                  "number"
                                ],
                                "description": "A statistic in the metric encoding: decimal string for integer metrics, number for floating metrics."
                              },
                              "timestamp": {
                                "type": "string",
                                "format": "date-time",
                                "description": "RFC 3339 timestamp with an explicit offset."
                              }
                            }
                          },
                          "delta": {
                            "type": [
                              "string",
                              "number"
                            ],
                            "description": "Value at the requested end minus value at the requested start; present only when both exact endpoint samples have available values."
                          }
                        }
                      }
                    },
                    "coverage": {
                      "type": "object",
                      "required": [
                        "retained_from",
                        "retained_to",
                        "sample_count",
                        "max_sample_interval_ms"
                      ],
                      "description": "Temporal coverage of the stored samples within the requested interval.",
                      "properties": {
                        "retained_from": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "format": "date-time",
                          "description": "Start of the retained history of the target, or null when there is none."
                        },
                        "retained_to": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "format": "date-time",
                          "description": "End of the retained history of the target, or null when there is none."
                        },
                        "sample_count": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Stored samples of the target inside the requested interval."
                        },
                        "max_sample_interval_ms": {
                          "type": [
                            "integer",
                            "null"
                          ],
                          "minimum": 0,
                          "description": "Largest gap in milliseconds between adjacent stored samples in the interval, or null with fewer than two samples."
                        }
                      }
                    }
                  }
                },
                {
                  "type": "object",
                  "description": "Raw mode.",
                  "required": [
                    "capture_id",
                    "rows",
                    "next_cursor",
                    "coverage",
                    "temporal_coverage"
                  ],
                  "properties": {
                    "target": {
                      "type": "object",
                      "description": "The metric target: exactly one of process_ref, system or gpu_adapter.",
                      "properties": {
                        "process_ref": {
                          "type": "string",
                          "description": "Process lifetime reference."
                        },
                        "system": {
                          "type": "boolean",
                          "description": "True for the system target."
                        },
                        "gpu_adapter": {
                          "type": "string",
                          "description": "GPU adapter identifier."
                        }
                      }
                    },
                    "capture_id": {
                      "type": "string",
                      "description": "The frozen raw series capture."
                    },
                    "rows": {
                      "type": "array",
                      "description": "Stored samples of this page in time order, including samples whose selected metrics are unavailable.",
                      "items": {
                        "type": "object",
                        "description": "One stored sample.",
                        "required": [
                          "timestamp",
                          "values",
                          "unavailable"
                        ],
                        "properties": {
                          "timestamp": {
                            "type": "string",
                            "format": "date-time",
                            "description": "RFC 3339 timestamp with an explicit offset."
                          },
                          "values": {
                            "type": "object",
                            "description": "Available values keyed by metric identifier; a missing value is absent here and listed in unavailable.",
                            "additionalProperties": {
                              "type": [
                                "string",
                                "number"
                              ],
                              "description": "A metric value: integer metrics as decimal strings, floating metrics as finite numbers, text metrics as strings."
                            }
                          },
                          "unavailable": {
                            "type": "object",
                            "description": "Reasons keyed by metric identifier for requested values that are missing; these adapters report \"unknown\".",
                            "additionalProperties": {
                              "type": "string",
                              "description": "Why the value is missing."
                            }
                          }
                        }
                      }
                    },
                    "next_cursor": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "Cursor for the next page, or null on the last page."
                    },
                    "coverage": {
                      "type": "object",
                      "description": "Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.",
                      "properties": {
                        "listed": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Number of rows selected by the query across all pages."
                        },
                        "processes_total": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "File-user scans: processes considered."
                        },
                        "processes_scanned": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "File-user scans: processes whose handles were read."
                        },
                        "processes_failed": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "File-user scans: processes that could not be read."
                        },
                        "handles_total": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Open-file captures: handles examined."
                        },
                        "handles_failed": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Open-file captures: handles whose path query failed."
                        },
                        "tables_succeeded": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Network captures: endpoint tables read successfully."
                        },
                        "tables_failed": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Network captures: endpoint tables that failed."
                        },
                        "threads_unavailable": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Thread captures: threads whose details were unavailable."
                        }
                      }
                    },
                    "temporal_coverage": {
                      "type": "object",
                      "required": [
                        "retained_from",
                        "retained_to",
                        "sample_count",
                        "max_sample_interval_ms"
                      ],
                      "description": "Temporal coverage of the stored samples within the requested interval.",
                      "properties": {
                        "retained_from": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "format": "date-time",
                          "description": "Start of the retained history of the target, or null when there is none."
                        },
                        "retained_to": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "format": "date-time",
                          "description": "End of the retained history of the target, or null when there is none."
                        },
                        "sample_count": {
                          "type": "integer",
                          "minimum": 0,
                          "description": "Stored samples of the target inside the requested interval."
                        },
                        "max_sample_interval_ms": {
                          "type": [
                            "integer",
                            "null"
                          ],
                          "minimum": 0,
                          "description": "Largest gap in milliseconds between adjacent stored samples in the interval, or null with fewer than two samples."
                        }
                      }
                    },
                    "next_action": {
                      "type": [
                        "object",
                        "null"
                      ],
                      "required": [
                        "tool",
                        "arguments"
                      ],
                      "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                      "properties": {
                        "tool": {
                          "type": "string",
                          "description": "Name of the tool to call."
                        },
                        "arguments": {
                          "type": "object",
                          "description": "Arguments to pass unchanged."
                        }
                      }
                    },
                    "capture_retained": {
                      "type": "boolean",
                      "description": "Whether the capture remains readable. Present only in the normal bridge."
                    },
                    "retained_capture_ids": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                    }
                  }
                }
              ]
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Metric history",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_start_capture",
    "title": "Start an investigation capture",
    "description": "Starts a read-only investigation capture; the normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode), returns the job outcome with the first page under data.result_page and releases the capture unless retain_capture is true. Requires kind. file_users is host-wide and takes no process_ref; network is host-wide without process_ref or per-process with it; open_files, modules, threads and scheduling require the process_ref of a live process lifetime. read filters and projects the first page, for example read: {projection: [\"path\"], distinct_paths: true}. If the job is still running, follow data.next_action. Captures never modify the investigated processes, files or endpoints, and a successful partial capture is not an exhaustive negative finding. One file_users scan runs at a time across the TUI and MCP, and live captures are rejected in TUI Log view.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "file_users",
            "open_files",
            "modules",
            "network",
            "threads",
            "scheduling"
          ],
          "description": "What to capture: file_users (processes holding open disk files or directories, host-wide), open_files, modules, network (local endpoint tables), threads or scheduling."
        },
        "process_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Live process lifetime to inspect: required for open_files, modules, threads and scheduling, optional for network (host-wide when omitted) and not accepted for file_users."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        },
        "read": {
          "type": "object",
          "additionalProperties": false,
          "description": "Selects the rows and fields of the first result page that the bridge reads after a capture job succeeds. When omitted, the normal bridge reads the first page with the default selection; raw mode returns an inline page only when read is supplied. Only capture-producing jobs accept it.",
          "properties": {
            "filter": {
              "type": "string",
              "minLength": 1,
              "maxLength": 1024,
              "description": "Case-insensitive path filter: every whitespace-separated term must occur in the row path; no wildcards, regular expressions or filesystem traversal."
            },
            "owner_name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 260,
              "description": "Exact case-insensitive executable name of the owning process (for example chrome.exe); rows without a recorded owner never match."
            },
            "extension": {
              "type": "string",
              "minLength": 2,
              "maxLength": 33,
              "pattern": "^\\.[^\\\\/]{1,32}$",
              "description": "Case-insensitive filename extension including the leading dot (for example .log)."
            },
            "distinct_paths": {
              "type": "boolean",
              "description": "When true, keeps one row per exact path in first-observed order (a name that is not valid UTF-8 is compared by its path_bytes_hex, so two files never merge); it requires projection [\"path\"] and does not merge path aliases or change source coverage."
            },
            "projection": {
              "type": "array",
              "minItems": 1,
              "maxItems": 52,
              "uniqueItems": true,
              "description": "Row fields to return, applied after the row selectors. Fields by capture kind: process list: process_ref, pid, name, name_bytes_hex, start_time, parent, lifecycle, last_seen_at, history_from, history_to, path, task_name, user, cgroup, systemd_unit, container, namespace_pid; file_users: process_ref, pid, name, name_bytes_hex, path, path_bytes_hex, kind, handle_count; open_files: path, path_bytes_hex, handle, kind, size_bytes; modules: path, path_bytes_hex, name, directory, size_bytes, company, product_version, file_version, modified_at; network: protocol, local_address, local_port, remote_address, remote_port, state, pid, owner_name, owner_name_bytes_hex; threads: tid, base_priority, name, name_bytes_hex, cpu_seconds, ideal_cpu, last_cpu; scheduling: priority_class, nice, policy, process_affinity_mask, system_affinity_mask, eco_qos; process info: process_ref, pid, name, name_bytes_hex, image, version, user, command_line, parent, start_time, architecture, file; log listing: log_id, name. Row kinds: file_users kind: handle, cwd, root; open_files kind: file, directory, cwd, root. A handle row counts the process's open handles on the path in handle_count; a cwd or root row is the process's current or root directory (what fuser marks c and r), with handle and handle_count null; Windows reports no cwd or root rows. path_bytes_hex is present only when a Linux file name is not valid UTF-8: it holds the name's exact bytes as lower-case hex, and path then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so no two such names show the same path. name_bytes_hex (and owner_name_bytes_hex) is the same for a Linux process or thread name that is not valid UTF-8: its exact bytes in hex, with name (owner_name) in the same escaped form, so two processes never share a name they do not have. A field foreign to the capture kind is rejected with INVALID_ARGUMENT. By default every field of the row is returned.",
              "items": {
                "type": "string",
                "enum": [
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
                ]
              }
            },
            "limit": {
              "type": "integer",
              "minimum": 1,
              "maximum": 5000,
              "description": "Maximum number of rows in the first page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode, reduced to fit the 4 MiB encoded response budget. It does not cap collection."
            }
          }
        },
        "retain_capture": {
          "type": "boolean",
          "description": "When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect."
        }
      },
      "required": [
        "kind"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "job_id",
                "state"
              ],
              "description": "State of a connection-owned job; a successful call can report a failed job.",
              "properties": {
                "job_id": {
                  "type": "string",
                  "description": "The job identifier."
                },
                "kind": {
                  "type": "string",
                  "description": "Job kind, such as a capture kind, process_info, log_list, log_load or condition."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "running",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Job state; cancellation and timeout are failed outcomes."
                },
                "started_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the application accepted the job."
                },
                "finished_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the job reached its terminal state; absent while running."
                },
                "cleanup_pending": {
                  "type": "boolean",
                  "description": "True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then."
                },
                "result": {
                  "type": "object",
                  "description": "Outcome of a terminal job.",
                  "properties": {
                    "capture_id": {
                      "type": "string",
                      "description": "Capture holding the job rows."
                    },
                    "log_ref": {
                      "type": "string",
                      "description": "Loaded log reference from a log-load job."
                    },
                    "status": {
                      "type": "string",
                      "enum": [
                        "complete",
                        "partial"
                      ],
                      "description": "Whether the result is complete or partial."
                    },
                    "evidence": {
                      "type": "object",
                      "description": "Observation that satisfied a condition wait.",
                      "properties": {
                        "kind": {
                          "type": "string",
                          "description": "The condition kind."
                        },
                        "observed_at": {
                          "type": "string",
                          "format": "date-time",
                          "description": "Time of the observation, possibly with the local offset."
                        },
                        "process_ref": {
                          "type": "string",
                          "description": "The matching process lifetime."
                        },
                        "pid": {
                          "type": "integer",
                          "description": "PID of the matching process."
                        },
                        "name": {
                          "type": "string",
                          "description": "Name of the matching process."
                        },
                        "name_bytes_hex": {
                          "type": "string",
                          "pattern": "^(?:[0-9a-f]{2})+$",
                          "description": "Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so two processes whose names differ only in such bytes never show the same name."
                        },
                        "metric_id": {
                          "type": "string",
                          "description": "The compared metric."
                        },
                        "value": {
                          "type": [
                            "string",
                            "number"
                          ],
                          "description": "The observed metric value."
                        }
                      }
                    },
                    "error": {
                      "type": "object",
                      "required": [
                        "code",
                        "message",
                        "retryable"
                      ],
                      "description": "Why the job failed, with CANCELLED or TIMEOUT for cancellation and deadlines.",
                      "properties": {
                        "code": {
                          "type": "string",
                          "description": "Application error code such as TIMEOUT or CANCELLED."
                        },
                        "message": {
                          "type": "string",
                          "description": "Safe explanatory message without captured values."
                        },
                        "retryable": {
                          "type": "boolean",
                          "description": "Whether an unchanged call may succeed on retry."
                        },
                        "native_error_code": {
                          "type": "integer",
                          "description": "Native error code, when known."
                        }
                      }
                    }
                  }
                },
                "result_page": {
                  "type": "object",
                  "description": "Complete envelope of the first result page, read automatically by the normal bridge after success.",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "capture_id",
                        "rows",
                        "next_cursor",
                        "coverage"
                      ],
                      "description": "One page of a frozen capture.",
                      "properties": {
                        "capture_id": {
                          "type": "string",
                          "description": "The capture the page was read from; a provenance identifier only when capture_retained is false."
                        },
                        "kind": {
                          "type": "string",
                          "description": "Capture kind, such as process_list, history, file_users, open_files, modules, network, threads, scheduling, process_info or log_list."
                        },
                        "log_ref": {
                          "type": "string",
                          "description": "The loaded log of a log-source capture."
                        },
                        "recording_interval_seconds": {
                          "type": "integer",
                          "description": "Recording interval of a log-source capture."
                        },
                        "rows": {
                          "type": "array",
                          "items": {
                            "type": "object"
                          },
                          "description": "The rows of this page in capture order, each limited to the projected fields."
                        },
                        "next_cursor": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "description": "Cursor for the next page, or null on the last page."
                        },
                        "coverage": {
                          "type": "object",
                          "description": "Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.",
                          "properties": {
                            "listed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Number of rows selected by the query across all pages."
                            },
                            "processes_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes considered."
                            },
                            "processes_scanned": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes whose handles were read."
                            },
                            "processes_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes that could not be read."
                            },
                            "handles_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles examined."
                            },
                            "handles_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles whose path query failed."
                            },
                            "tables_succeeded": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables read successfully."
                            },
                            "tables_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables that failed."
                            },
                            "threads_unavailable": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Thread captures: threads whose details were unavailable."
                            }
                          }
                        },
                        "next_action": {
                          "type": [
                            "object",
                            "null"
                          ],
                          "required": [
                            "tool",
                            "arguments"
                          ],
                          "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                          "properties": {
                            "tool": {
                              "type": "string",
                              "description": "Name of the tool to call."
                            },
                            "arguments": {
                              "type": "object",
                              "description": "Arguments to pass unchanged."
                            }
                          }
                        },
                        "capture_retained": {
                          "type": "boolean",
                          "description": "Whether the capture remains readable; false means no release call is needed. Present only in the normal bridge."
                        },
                        "retained_capture_ids": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                        }
                      }
                    }
                  }
                },
                "result_consumed": {
                  "type": "boolean",
                  "description": "True when the rows were already delivered and are not reconstructed. Present only in the normal bridge."
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                },
                "capture_retained": {
                  "type": "boolean",
                  "description": "Whether the result capture remains readable. Present only in the normal bridge."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Start an investigation capture",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": true
    }
  },
  {
    "name": "winproc_get_job",
    "title": "Job status and result",
    "description": "Reports a connection-owned job as running, succeeded or failed, with its result reference (capture_id or log_ref), condition evidence or error under data.result; cancellation and timeout are failed outcomes with CANCELLED or TIMEOUT. Requires job_id. The normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode) for a running job and, once a capture job has succeeded, reads its first page into data.result_page using read (the default selection when omitted) and releases the capture unless retain_capture is true. A job whose rows were already delivered reports result_consumed: true without rescanning. A successful call can report data.state failed, so always inspect data.result.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "job_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Opaque connection-owned job identifier returned by a job-starting tool."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        },
        "read": {
          "type": "object",
          "additionalProperties": false,
          "description": "Selects the rows and fields of the first result page that the bridge reads after a capture job succeeds. When omitted, the normal bridge reads the first page with the default selection; raw mode returns an inline page only when read is supplied. Only capture-producing jobs accept it.",
          "properties": {
            "filter": {
              "type": "string",
              "minLength": 1,
              "maxLength": 1024,
              "description": "Case-insensitive path filter: every whitespace-separated term must occur in the row path; no wildcards, regular expressions or filesystem traversal."
            },
            "owner_name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 260,
              "description": "Exact case-insensitive executable name of the owning process (for example chrome.exe); rows without a recorded owner never match."
            },
            "extension": {
              "type": "string",
              "minLength": 2,
              "maxLength": 33,
              "pattern": "^\\.[^\\\\/]{1,32}$",
              "description": "Case-insensitive filename extension including the leading dot (for example .log)."
            },
            "distinct_paths": {
              "type": "boolean",
              "description": "When true, keeps one row per exact path in first-observed order (a name that is not valid UTF-8 is compared by its path_bytes_hex, so two files never merge); it requires projection [\"path\"] and does not merge path aliases or change source coverage."
            },
            "projection": {
              "type": "array",
              "minItems": 1,
              "maxItems": 52,
              "uniqueItems": true,
              "description": "Row fields to return, applied after the row selectors. Fields by capture kind: process list: process_ref, pid, name, name_bytes_hex, start_time, parent, lifecycle, last_seen_at, history_from, history_to, path, task_name, user, cgroup, systemd_unit, container, namespace_pid; file_users: process_ref, pid, name, name_bytes_hex, path, path_bytes_hex, kind, handle_count; open_files: path, path_bytes_hex, handle, kind, size_bytes; modules: path, path_bytes_hex, name, directory, size_bytes, company, product_version, file_version, modified_at; network: protocol, local_address, local_port, remote_address, remote_port, state, pid, owner_name, owner_name_bytes_hex; threads: tid, base_priority, name, name_bytes_hex, cpu_seconds, ideal_cpu, last_cpu; scheduling: priority_class, nice, policy, process_affinity_mask, system_affinity_mask, eco_qos; process info: process_ref, pid, name, name_bytes_hex, image, version, user, command_line, parent, start_time, architecture, file; log listing: log_id, name. Row kinds: file_users kind: handle, cwd, root; open_files kind: file, directory, cwd, root. A handle row counts the process's open handles on the path in handle_count; a cwd or root row is the process's current or root directory (what fuser marks c and r), with handle and handle_count null; Windows reports no cwd or root rows. path_bytes_hex is present only when a Linux file name is not valid UTF-8: it holds the name's exact bytes as lower-case hex, and path then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so no two such names show the same path. name_bytes_hex (and owner_name_bytes_hex) is the same for a Linux process or thread name that is not valid UTF-8: its exact bytes in hex, with name (owner_name) in the same escaped form, so two processes never share a name they do not have. A field foreign to the capture kind is rejected with INVALID_ARGUMENT. By default every field of the row is returned.",
              "items": {
                "type": "string",
                "enum": [
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
                ]
              }
            },
            "limit": {
              "type": "integer",
              "minimum": 1,
              "maximum": 5000,
              "description": "Maximum number of rows in the first page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode, reduced to fit the 4 MiB encoded response budget. It does not cap collection."
            }
          }
        },
        "retain_capture": {
          "type": "boolean",
          "description": "When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect."
        }
      },
      "required": [
        "job_id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "job_id",
                "state"
              ],
              "description": "State of a connection-owned job; a successful call can report a failed job.",
              "properties": {
                "job_id": {
                  "type": "string",
                  "description": "The job identifier."
                },
                "kind": {
                  "type": "string",
                  "description": "Job kind, such as a capture kind, process_info, log_list, log_load or condition."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "running",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Job state; cancellation and timeout are failed outcomes."
                },
                "started_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the application accepted the job."
                },
                "finished_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the job reached its terminal state; absent while running."
                },
                "cleanup_pending": {
                  "type": "boolean",
                  "description": "True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then."
                },
                "result": {
                  "type": "object",
                  "description": "Outcome of a terminal job.",
                  "properties": {
                    "capture_id": {
                      "type": "string",
                      "description": "Capture holding the job rows."
                    },
                    "log_ref": {
                      "type": "string",
                      "description": "Loaded log reference from a log-load job."
                    },
                    "status": {
                      "type": "string",
                      "enum": [
                        "complete",
                        "partial"
                      ],
                      "description": "Whether the result is complete or partial."
                    },
                    "evidence": {
                      "type": "object",
                      "description": "Observation that satisfied a condition wait.",
                      "properties": {
                        "kind": {
                          "type": "string",
                          "description": "The condition kind."
                        },
                        "observed_at": {
                          "type": "string",
                          "format": "date-time",
                          "description": "Time of the observation, possibly with the local offset."
                        },
                        "process_ref": {
                          "type": "string",
                          "description": "The matching process lifetime."
                        },
                        "pid": {
                          "type": "integer",
                          "description": "PID of the matching process."
                        },
                        "name": {
                          "type": "string",
                          "description": "Name of the matching process."
                        },
                        "name_bytes_hex": {
                          "type": "string",
                          "pattern": "^(?:[0-9a-f]{2})+$",
                          "description": "Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so two processes whose names differ only in such bytes never show the same name."
                        },
                        "metric_id": {
                          "type": "string",
                          "description": "The compared metric."
                        },
                        "value": {
                          "type": [
                            "string",
                            "number"
                          ],
                          "description": "The observed metric value."
                        }
                      }
                    },
                    "error": {
                      "type": "object",
                      "required": [
                        "code",
                        "message",
                        "retryable"
                      ],
                      "description": "Why the job failed, with CANCELLED or TIMEOUT for cancellation and deadlines.",
                      "properties": {
                        "code": {
                          "type": "string",
                          "description": "Application error code such as TIMEOUT or CANCELLED."
                        },
                        "message": {
                          "type": "string",
                          "description": "Safe explanatory message without captured values."
                        },
                        "retryable": {
                          "type": "boolean",
                          "description": "Whether an unchanged call may succeed on retry."
                        },
                        "native_error_code": {
                          "type": "integer",
                          "description": "Native error code, when known."
                        }
                      }
                    }
                  }
                },
                "result_page": {
                  "type": "object",
                  "description": "Complete envelope of the first result page, read automatically by the normal bridge after success.",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "capture_id",
                        "rows",
                        "next_cursor",
                        "coverage"
                      ],
                      "description": "One page of a frozen capture.",
                      "properties": {
                        "capture_id": {
                          "type": "string",
                          "description": "The capture the page was read from; a provenance identifier only when capture_retained is false."
                        },
                        "kind": {
                          "type": "string",
                          "description": "Capture kind, such as process_list, history, file_users, open_files, modules, network, threads, scheduling, process_info or log_list."
                        },
                        "log_ref": {
                          "type": "string",
                          "description": "The loaded log of a log-source capture."
                        },
                        "recording_interval_seconds": {
                          "type": "integer",
                          "description": "Recording interval of a log-source capture."
                        },
                        "rows": {
                          "type": "array",
                          "items": {
                            "type": "object"
                          },
                          "description": "The rows of this page in capture order, each limited to the projected fields."
                        },
                        "next_cursor": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "description": "Cursor for the next page, or null on the last page."
                        },
                        "coverage": {
                          "type": "object",
                          "description": "Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.",
                          "properties": {
                            "listed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Number of rows selected by the query across all pages."
                            },
                            "processes_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes considered."
                            },
                            "processes_scanned": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes whose handles were read."
                            },
                            "processes_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes that could not be read."
                            },
                            "handles_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles examined."
                            },
                            "handles_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles whose path query failed."
                            },
                            "tables_succeeded": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables read successfully."
                            },
                            "tables_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables that failed."
                            },
                            "threads_unavailable": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Thread captures: threads whose details were unavailable."
                            }
                          }
                        },
                        "next_action": {
                          "type": [
                            "object",
                            "null"
                          ],
                          "required": [
                            "tool",
                            "arguments"
                          ],
                          "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                          "properties": {
                            "tool": {
                              "type": "string",
                              "description": "Name of the tool to call."
                            },
                            "arguments": {
                              "type": "object",
                              "description": "Arguments to pass unchanged."
                            }
                          }
                        },
                        "capture_retained": {
                          "type": "boolean",
                          "description": "Whether the capture remains readable; false means no release call is needed. Present only in the normal bridge."
                        },
                        "retained_capture_ids": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                        }
                      }
                    }
                  }
                },
                "result_consumed": {
                  "type": "boolean",
                  "description": "True when the rows were already delivered and are not reconstructed. Present only in the normal bridge."
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                },
                "capture_retained": {
                  "type": "boolean",
                  "description": "Whether the result capture remains readable. Present only in the normal bridge."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Job status and result",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_read_capture",
    "title": "Read a capture page",
    "description": "Reads a page of a frozen capture (process listing, raw history, file users, open files, modules, network, threads, scheduling, process info or log listing) without collecting anything. Requires capture_id. filter (all-term, case-insensitive path match), owner_name, extension, distinct_paths and projection select rows and fields and create a separately budgeted derived capture; an unmodified read slices the same capture and may change limit between pages. limit defaults to 5,000 (100 in raw mode); pass next_cursor as cursor to continue with the other arguments unchanged. Raw history captures accept neither path selectors nor projection. Reads do not renew the capture lifetime of five minutes after completion.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "capture_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Opaque connection-owned capture identifier returned as data.capture_id or in retained_capture_ids."
        },
        "filter": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1024,
          "description": "Case-insensitive path filter: every whitespace-separated term must occur in the row path; no wildcards, regular expressions or filesystem traversal."
        },
        "owner_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 260,
          "description": "Exact case-insensitive executable name of the owning process (for example chrome.exe); rows without a recorded owner never match."
        },
        "extension": {
          "type": "string",
          "minLength": 2,
          "maxLength": 33,
          "pattern": "^\\.[^\\\\/]{1,32}$",
          "description": "Case-insensitive filename extension including the leading dot (for example .log)."
        },
        "distinct_paths": {
          "type": "boolean",
          "description": "When true, keeps one row per exact path in first-observed order (a name that is not valid UTF-8 is compared by its path_bytes_hex, so two files never merge); it requires projection [\"path\"] and does not merge path aliases or change source coverage."
        },
        "projection": {
          "type": "array",
          "minItems": 1,
          "maxItems": 52,
          "uniqueItems": true,
          "description": "Row fields to return, applied after the row selectors. Fields by capture kind: process list: process_ref, pid, name, name_bytes_hex, start_time, parent, lifecycle, last_seen_at, history_from, history_to, path, task_name, user, cgroup, systemd_unit, container, namespace_pid; file_users: process_ref, pid, name, name_bytes_hex, path, path_bytes_hex, kind, handle_count; open_files: path, path_bytes_hex, handle, kind, size_bytes; modules: path, path_bytes_hex, name, directory, size_bytes, company, product_version, file_version, modified_at; network: protocol, local_address, local_port, remote_address, remote_port, state, pid, owner_name, owner_name_bytes_hex; threads: tid, base_priority, name, name_bytes_hex, cpu_seconds, ideal_cpu, last_cpu; scheduling: priority_class, nice, policy, process_affinity_mask, system_affinity_mask, eco_qos; process info: process_ref, pid, name, name_bytes_hex, image, version, user, command_line, parent, start_time, architecture, file; log listing: log_id, name. Row kinds: file_users kind: handle, cwd, root; open_files kind: file, directory, cwd, root. A handle row counts the process's open handles on the path in handle_count; a cwd or root row is the process's current or root directory (what fuser marks c and r), with handle and handle_count null; Windows reports no cwd or root rows. path_bytes_hex is present only when a Linux file name is not valid UTF-8: it holds the name's exact bytes as lower-case hex, and path then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so no two such names show the same path. name_bytes_hex (and owner_name_bytes_hex) is the same for a Linux process or thread name that is not valid UTF-8: its exact bytes in hex, with name (owner_name) in the same escaped form, so two processes never share a name they do not have. A field foreign to the capture kind is rejected with INVALID_ARGUMENT. By default every field of the row is returned.",
          "items": {
            "type": "string",
            "enum": [
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
            ]
          }
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 5000,
          "description": "Maximum number of rows in the page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode. The 4 MiB encoded response budget can return fewer rows, so always inspect next_cursor."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Opaque next_cursor from the previous page of this capture. An unmodified read (no selectors, no projection) may change limit; a read with selectors or a projection must repeat every argument unchanged, limit included, or the call fails with CURSOR_INVALID."
        },
        "retain_capture": {
          "type": "boolean",
          "description": "When true, keeps the capture read by this call (including a derived filtered capture) after the final page so it can be read again; it is listed in retained_capture_ids for release with winproc_release_capture. The default is false in the normal bridge; raw mode always keeps captures."
        }
      },
      "required": [
        "capture_id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "capture_id",
                "rows",
                "next_cursor",
                "coverage"
              ],
              "description": "One page of a frozen capture.",
              "properties": {
                "capture_id": {
                  "type": "string",
                  "description": "The capture the page was read from; a provenance identifier only when capture_retained is false."
                },
                "kind": {
                  "type": "string",
                  "description": "Capture kind, such as process_list, history, file_users, open_files, modules, network, threads, scheduling, process_info or log_list."
                },
                "log_ref": {
                  "type": "string",
                  "description": "The loaded log of a log-source capture."
                },
                "recording_interval_seconds": {
                  "type": "integer",
                  "description": "Recording interval of a log-source capture."
                },
                "rows": {
                  "type": "array",
                  "items": {
                    "type": "object"
                  },
                  "description": "The rows of this page in capture order, each limited to the projected fields."
                },
                "next_cursor": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "Cursor for the next page, or null on the last page."
                },
                "coverage": {
                  "type": "object",
                  "description": "Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.",
                  "properties": {
                    "listed": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of rows selected by the query across all pages."
                    },
                    "processes_total": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "File-user scans: processes considered."
                    },
                    "processes_scanned": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "File-user scans: processes whose handles were read."
                    },
                    "processes_failed": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "File-user scans: processes that could not be read."
                    },
                    "handles_total": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Open-file captures: handles examined."
                    },
                    "handles_failed": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Open-file captures: handles whose path query failed."
                    },
                    "tables_succeeded": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Network captures: endpoint tables read successfully."
                    },
                    "tables_failed": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Network captures: endpoint tables that failed."
                    },
                    "threads_unavailable": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Thread captures: threads whose details were unavailable."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                },
                "capture_retained": {
                  "type": "boolean",
                  "description": "Whether the capture remains readable; false means no release call is needed. Present only in the normal bridge."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Read a capture page",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_cancel_job",
    "title": "Cancel a job",
    "description": "Requests cancellation of a running connection-owned job; a job already in a terminal state keeps its outcome. Requires job_id. The response reports whether cancellation was requested; cleanup may finish asynchronously, so inspect winproc_get_job for the final outcome. It never terminates the investigated process.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "job_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Opaque connection-owned job identifier returned by a job-starting tool."
        }
      },
      "required": [
        "job_id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "job_id",
                "state",
                "cancel_requested"
              ],
              "properties": {
                "job_id": {
                  "type": "string",
                  "description": "The job identifier."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "running",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Job state when the request was handled."
                },
                "cancel_requested": {
                  "type": "boolean",
                  "description": "True when cancellation was requested for a running job; false when the job was already terminal."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Cancel a job",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_release_capture",
    "title": "Release a capture",
    "description": "Releases a caller-owned retained capture, including derived captures, and invalidates its cursors. Requires capture_id. Releasing an unknown, expired or already released capture succeeds as a no-op. Loaded logs are released with winproc_close_log instead; nothing investigated is changed.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "capture_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Opaque connection-owned capture identifier returned as data.capture_id or in retained_capture_ids."
        }
      },
      "required": [
        "capture_id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "capture_id",
                "released"
              ],
              "properties": {
                "capture_id": {
                  "type": "string",
                  "description": "The capture identifier."
                },
                "released": {
                  "type": "boolean",
                  "description": "True when this call released the capture; false when it was already gone."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Release a capture",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_get_graphs",
    "title": "Graph workspace",
    "description": "Reads the TUI Graph workspace: its displayed source (live, or log in TUI Log view), timestamp, display pause, revision, stable Graph IDs with their metric sources, supported metrics and available export ranges. All arguments are optional. include_processes: true or a case-insensitive process_name substring adds displayed and retained process targets for winproc_add_graphs, up to target_limit (default 500, maximum 5,000, further reduced by the response budget) with the total count and explicit truncation. It inspects no OS state, opens no log and changes no selection.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "process_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 260,
          "description": "Case-insensitive process-name substring; includes matching displayed and retained process targets."
        },
        "include_processes": {
          "type": "boolean",
          "description": "When true, includes displayed and retained process targets; the default is false unless process_name is supplied."
        },
        "target_limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 5000,
          "description": "Maximum process targets to return, 1 through 5,000; the default is 500."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "source",
                "revision",
                "graphs"
              ],
              "properties": {
                "source": {
                  "type": "string",
                  "enum": [
                    "live",
                    "log"
                  ],
                  "description": "The TUI displayed source."
                },
                "captured_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "date-time",
                  "description": "Timestamp of the displayed data (frozen while paused, recorded in Log view)."
                },
                "display_paused": {
                  "type": "boolean",
                  "description": "Whether the TUI display is paused."
                },
                "revision": {
                  "type": "string",
                  "description": "Current investigation revision, for expected_revision."
                },
                "graphs": {
                  "type": "array",
                  "description": "Registered Graphs in order.",
                  "items": {
                    "type": "object",
                    "description": "One Graph.",
                    "required": [
                      "graph_id",
                      "metric_id",
                      "target"
                    ],
                    "properties": {
                      "graph_id": {
                        "type": "integer",
                        "minimum": 1,
                        "description": "Run-unique Graph ID, stable across revisions but not application restart."
                      },
                      "metric_id": {
                        "type": "string",
                        "description": "Metric identifier."
                      },
                      "target": {
                        "type": "object",
                        "description": "The metric target: exactly one of process_ref, system or gpu_adapter.",
                        "properties": {
                          "process_ref": {
                            "type": "string",
                            "description": "Process lifetime reference."
                          },
                          "system": {
                            "type": "boolean",
                            "description": "True for the system target."
                          },
                          "gpu_adapter": {
                            "type": "string",
                            "description": "GPU adapter identifier."
                          }
                        }
                      },
                      "active": {
                        "type": "boolean",
                        "description": "Whether this is the active Graph."
                      }
                    }
                  }
                },
                "capacity": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "Maximum number of Graphs."
                },
                "supported_metrics": {
                  "type": "object",
                  "description": "Graphable metric identifiers by target kind.",
                  "properties": {
                    "process": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Graphable process metrics."
                    },
                    "system": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Graphable system metrics."
                    },
                    "gpu_adapter": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Graphable GPU adapter metrics."
                    }
                  }
                },
                "export_ranges": {
                  "type": "array",
                  "description": "Export ranges and whether the current display state supports them.",
                  "items": {
                    "type": "object",
                    "description": "One export range.",
                    "required": [
                      "range",
                      "available"
                    ],
                    "properties": {
                      "range": {
                        "type": "string",
                        "enum": [
                          "all",
                          "visible",
                          "ab"
                        ],
                        "description": "The range name."
                      },
                      "available": {
                        "type": "boolean",
                        "description": "Whether the range can be exported now."
                      },
                      "from": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "description": "Inclusive start, when known."
                      },
                      "to": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "description": "Inclusive end, when known."
                      }
                    }
                  }
                },
                "gpu_adapters": {
                  "type": "array",
                  "description": "Displayed GPU adapters.",
                  "items": {
                    "type": "object",
                    "description": "One adapter.",
                    "required": [
                      "gpu_adapter"
                    ],
                    "properties": {
                      "gpu_adapter": {
                        "type": "string",
                        "description": "Adapter identifier."
                      },
                      "name": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "description": "Adapter name, when known."
                      }
                    }
                  }
                },
                "processes": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "required": [
                      "process_ref",
                      "pid",
                      "name"
                    ],
                    "description": "A process lifetime.",
                    "properties": {
                      "process_ref": {
                        "type": "string",
                        "description": "Opaque process reference."
                      },
                      "pid": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "Process identifier."
                      },
                      "name": {
                        "type": "string",
                        "description": "Executable name."
                      },
                      "name_bytes_hex": {
                        "type": "string",
                        "pattern": "^(?:[0-9a-f]{2})+$",
                        "description": "Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so two processes whose names differ only in such bytes never show the same name."
                      },
                      "start_time": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "description": "Process creation time, or null when unknown."
                      }
                    }
                  },
                  "description": "Displayed or retained process targets, present when requested."
                },
                "process_total": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Total matching process targets before the limit."
                },
                "processes_truncated": {
                  "type": "boolean",
                  "description": "True when process targets were cut by target_limit or the response budget."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Graph workspace",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_add_graphs",
    "title": "Add Graphs",
    "description": "Atomically appends Graph sources to the TUI workspace, preserving existing Graphs, their order and shared display state; sources already registered consume no slot, and if any source or the 16-Graph capacity fails validation nothing is added. Requires metrics. A source without process_ref or gpu_adapter selects a system metric. operation_id is optional (generated before dispatch when omitted; supply one to retry safely after a lost response) and expected_revision is optional (when omitted, the additions apply to the workspace current at acceptance); process-reference scope is checked regardless. The normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode) and returns the operation or a winproc_get_operation continuation.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "metrics": {
          "type": "array",
          "minItems": 1,
          "maxItems": 16,
          "description": "Graph sources to append in order, 1 to 16; sources already registered consume no slot, and the whole addition fails if the workspace would exceed 16 Graphs.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "metric_id"
            ],
            "maxProperties": 2,
            "description": "One Graph source: metric_id alone selects a system metric; add process_ref for a process metric or gpu_adapter for a GPU adapter metric, never both.",
            "properties": {
              "metric_id": {
                "type": "string",
                "enum": [
                  "available_memory_bytes",
                  "commit_limit_bytes",
                  "committed_bytes",
                  "cpu_average_percent",
                  "cpu_core_0_percent",
                  "cpu_core_100_percent",
                  "cpu_core_101_percent",
                  "cpu_core_102_percent",
                  "cpu_core_103_percent",
                  "cpu_core_104_percent",
                  "cpu_core_105_percent",
                  "cpu_core_106_percent",
                  "cpu_core_107_percent",
                  "cpu_core_108_percent",
                  "cpu_core_109_percent",
                  "cpu_core_10_percent",
                  "cpu_core_110_percent",
                  "cpu_core_111_percent",
                  "cpu_core_112_percent",
                  "cpu_core_113_percent",
                  "cpu_core_114_percent",
                  "cpu_core_115_percent",
                  "cpu_core_116_percent",
                  "cpu_core_117_percent",
                  "cpu_core_118_percent",
                  "cpu_core_119_percent",
                  "cpu_core_11_percent",
                  "cpu_core_120_percent",
                  "cpu_core_121_percent",
                  "cpu_core_122_percent",
                  "cpu_core_123_percent",
                  "cpu_core_124_percent",
                  "cpu_core_125_percent",
                  "cpu_core_126_percent",
                  "cpu_core_127_percent",
                  "cpu_core_128_percent",
                  "cpu_core_129_percent",
                  "cpu_core_12_percent",
                  "cpu_core_130_percent",
                  "cpu_core_131_percent",
                  "cpu_core_132_percent",
                  "cpu_core_133_percent",
                  "cpu_core_134_percent",
                  "cpu_core_135_percent",
                  "cpu_core_136_percent",
                  "cpu_core_137_percent",
                  "cpu_core_138_percent",
                  "cpu_core_139_percent",
                  "cpu_core_13_percent",
                  "cpu_core_140_percent",
                  "cpu_core_141_percent",
                  "cpu_core_142_percent",
                  "cpu_core_143_percent",
                  "cpu_core_144_percent",
                  "cpu_core_145_percent",
                  "cpu_core_146_percent",
                  "cpu_core_147_percent",
                  "cpu_core_148_percent",
                  "cpu_core_149_percent",
                  "cpu_core_14_percent",
                  "cpu_core_150_percent",
                  "cpu_core_151_percent",
                  "cpu_core_152_percent",
                  "cpu_core_153_percent",
                  "cpu_core_154_percent",
                  "cpu_core_155_percent",
                  "cpu_core_156_percent",
                  "cpu_core_157_percent",
                  "cpu_core_158_percent",
                  "cpu_core_159_percent",
                  "cpu_core_15_percent",
                  "cpu_core_160_percent",
                  "cpu_core_161_percent",
                  "cpu_core_162_percent",
                  "cpu_core_163_percent",
                  "cpu_core_164_percent",
                  "cpu_core_165_percent",
                  "cpu_core_166_percent",
                  "cpu_core_167_percent",
                  "cpu_core_168_percent",
                  "cpu_core_169_percent",
                  "cpu_core_16_percent",
                  "cpu_core_170_percent",
                  "cpu_core_171_percent",
                  "cpu_core_172_percent",
                  "cpu_core_173_percent",
                  "cpu_core_174_percent",
                  "cpu_core_175_percent",
                  "cpu_core_176_percent",
                  "cpu_core_177_percent",
                  "cpu_core_178_percent",
                  "cpu_core_179_percent",
                  "cpu_core_17_percent",
                  "cpu_core_180_percent",
                  "cpu_core_181_percent",
                  "cpu_core_182_percent",
                  "cpu_core_183_percent",
                  "cpu_core_184_percent",
                  "cpu_core_185_percent",
                  "cpu_core_186_percent",
                  "cpu_core_187_percent",
                  "cpu_core_188_percent",
                  "cpu_core_189_percent",
                  "cpu_core_18_percent",
                  "cpu_core_190_percent",
                  "cpu_core_191_percent",
                  "cpu_core_192_percent",
                  "cpu_core_193_percent",
                  "cpu_core_194_percent",
                  "cpu_core_195_percent",
                  "cpu_core_196_percent",
                  "cpu_core_197_percent",
                  "cpu_core_198_percent",
                  "cpu_core_199_percent",
                  "cpu_core_19_percent",
                  "cpu_core_1_percent",
                  "cpu_core_200_percent",
                  "cpu_core_201_percent",
                  "cpu_core_202_percent",
                  "cpu_core_203_percent",
                  "cpu_core_204_percent",
                  "cpu_core_205_percent",
                  "cpu_core_206_percent",
                  "cpu_core_207_percent",
                  "cpu_core_208_percent",
                  "cpu_core_209_percent",
                  "cpu_core_20_percent",
                  "cpu_core_210_percent",
                  "cpu_core_211_percent",
                  "cpu_core_212_percent",
                  "cpu_core_213_percent",
                  "cpu_core_214_percent",
                  "cpu_core_215_percent",
                  "cpu_core_216_percent",
                  "cpu_core_217_percent",
                  "cpu_core_218_percent",
                  "cpu_core_219_percent",
                  "cpu_core_21_percent",
                  "cpu_core_220_percent",
                  "cpu_core_221_percent",
                  "cpu_core_222_percent",
                  "cpu_core_223_percent",
                  "cpu_core_224_percent",
                  "cpu_core_225_percent",
                  "cpu_core_226_percent",
                  "cpu_core_227_percent",
                  "cpu_core_228_percent",
                  "cpu_core_229_percent",
                  "cpu_core_22_percent",
                  "cpu_core_230_percent",
                  "cpu_core_231_percent",
                  "cpu_core_232_percent",
                  "cpu_core_233_percent",
                  "cpu_core_234_percent",
                  "cpu_core_235_percent",
                  "cpu_core_236_percent",
                  "cpu_core_237_percent",
                  "cpu_core_238_percent",
                  "cpu_core_239_percent",
                  "cpu_core_23_percent",
                  "cpu_core_240_percent",
                  "cpu_core_241_percent",
                  "cpu_core_242_percent",
                  "cpu_core_243_percent",
                  "cpu_core_244_percent",
                  "cpu_core_245_percent",
                  "cpu_core_246_percent",
                  "cpu_core_247_percent",
                  "cpu_core_248_percent",
                  "cpu_core_249_percent",
                  "cpu_core_24_percent",
                  "cpu_core_250_percent",
                  "cpu_core_251_percent",
                  "cpu_core_252_percent",
                  "cpu_core_253_percent",
                  "cpu_core_254_percent",
                  "cpu_core_255_percent",
                  "cpu_core_25_percent",
                  "cpu_core_26_percent",
                  "cpu_core_27_percent",
                  "cpu_core_28_percent",
                  "cpu_core_29_percent",
                  "cpu_core_2_percent",
                  "cpu_core_30_percent",
                  "cpu_core_31_percent",
                  "cpu_core_32_percent",
                  "cpu_core_33_percent",
                  "cpu_core_34_percent",
                  "cpu_core_35_percent",
                  "cpu_core_36_percent",
                  "cpu_core_37_percent",
                  "cpu_core_38_percent",
                  "cpu_core_39_percent",
                  "cpu_core_3_percent",
                  "cpu_core_40_percent",
                  "cpu_core_41_percent",
                  "cpu_core_42_percent",
                  "cpu_core_43_percent",
                  "cpu_core_44_percent",
                  "cpu_core_45_percent",
                  "cpu_core_46_percent",
                  "cpu_core_47_percent",
                  "cpu_core_48_percent",
                  "cpu_core_49_percent",
                  "cpu_core_4_percent",
                  "cpu_core_50_percent",
                  "cpu_core_51_percent",
                  "cpu_core_52_percent",
                  "cpu_core_53_percent",
                  "cpu_core_54_percent",
                  "cpu_core_55_percent",
                  "cpu_core_56_percent",
                  "cpu_core_57_percent",
                  "cpu_core_58_percent",
                  "cpu_core_59_percent",
                  "cpu_core_5_percent",
                  "cpu_core_60_percent",
                  "cpu_core_61_percent",
                  "cpu_core_62_percent",
                  "cpu_core_63_percent",
                  "cpu_core_64_percent",
                  "cpu_core_65_percent",
                  "cpu_core_66_percent",
                  "cpu_core_67_percent",
                  "cpu_core_68_percent",
                  "cpu_core_69_percent",
                  "cpu_core_6_percent",
                  "cpu_core_70_percent",
                  "cpu_core_71_percent",
                  "cpu_core_72_percent",
                  "cpu_core_73_percent",
                  "cpu_core_74_percent",
                  "cpu_core_75_percent",
                  "cpu_core_76_percent",
                  "cpu_core_77_percent",
                  "cpu_core_78_percent",
                  "cpu_core_79_percent",
                  "cpu_core_7_percent",
                  "cpu_core_80_percent",
                  "cpu_core_81_percent",
                  "cpu_core_82_percent",
                  "cpu_core_83_percent",
                  "cpu_core_84_percent",
                  "cpu_core_85_percent",
                  "cpu_core_86_percent",
                  "cpu_core_87_percent",
                  "cpu_core_88_percent",
                  "cpu_core_89_percent",
                  "cpu_core_8_percent",
                  "cpu_core_90_percent",
                  "cpu_core_91_percent",
                  "cpu_core_92_percent",
                  "cpu_core_93_percent",
                  "cpu_core_94_percent",
                  "cpu_core_95_percent",
                  "cpu_core_96_percent",
                  "cpu_core_97_percent",
                  "cpu_core_98_percent",
                  "cpu_core_99_percent",
                  "cpu_core_9_percent",
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
                "description": "Metric identifier; it must belong to the target kind selected by the other field (system when neither is given) and be graphable."
              },
              "process_ref": {
                "type": "string",
                "minLength": 1,
                "maxLength": 512,
                "description": "Process reference from winproc_get_graphs, or from a live winproc_list_processes listing while the TUI displays Live or Recording history; TUI Log view accepts only Graph-discovery references."
              },
              "gpu_adapter": {
                "type": "string",
                "minLength": 1,
                "maxLength": 128,
                "description": "GPU adapter identifier (Windows LUID as high:low, Linux DRM card name) for a GPU adapter metric."
              }
            }
          }
        },
        "operation_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9._:-]+$",
          "description": "Optional unique operation identifier; when omitted the bridge generates one and returns it. Repeating an identifier with identical arguments returns the retained outcome."
        },
        "expected_revision": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Optional revision from winproc_get_graphs; when supplied, intervening workspace edits reject the request with STATE_CONFLICT."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "metrics"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "operation_id",
                "state"
              ],
              "description": "State of an application-owned operation; a successful call can report a failed operation.",
              "properties": {
                "operation_id": {
                  "type": "string",
                  "description": "The operation identifier, generated by the bridge when an optional one was omitted."
                },
                "tool": {
                  "type": "string",
                  "description": "The tool that submitted the operation."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "pending",
                    "running",
                    "pending_confirmation",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Operation state."
                },
                "confirmation": {
                  "type": "object",
                  "description": "The immutable action description shown for local confirmation.",
                  "properties": {
                    "description": {
                      "type": "string",
                      "description": "What the user is asked to confirm."
                    }
                  }
                },
                "outcome": {
                  "type": "object",
                  "description": "Result of a succeeded operation; fields depend on the action.",
                  "properties": {
                    "revision": {
                      "type": "string",
                      "description": "The resulting investigation revision."
                    },
                    "tracked_names": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Explicit root names after the change."
                    },
                    "scope": {
                      "type": "string",
                      "description": "Description of the affected scope, including descendants."
                    },
                    "profile_ref": {
                      "type": "string",
                      "description": "The affected profile."
                    },
                    "profile_revision": {
                      "type": "string",
                      "description": "The affected profile revision."
                    },
                    "recording_session_id": {
                      "type": "string",
                      "description": "The Recording session."
                    },
                    "interval_seconds": {
                      "type": "integer",
                      "description": "The Recording interval."
                    },
                    "output_log_id": {
                      "type": "string",
                      "description": "Log ID of the Recording output."
                    },
                    "enabled": {
                      "type": "boolean",
                      "description": "The resulting .NET collection authorization."
                    },
                    "graph_ids": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "description": "Graph IDs of the requested sources."
                    },
                    "output_path": {
                      "type": "string",
                      "description": "Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept."
                    },
                    "range": {
                      "type": "string",
                      "description": "The exported range."
                    },
                    "rows": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of exported data rows."
                    },
                    "workspace": {
                      "type": "object",
                      "description": "The accepted Graph workspace."
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "required": [
                    "code",
                    "message",
                    "retryable"
                  ],
                  "description": "Why the operation failed (STATE_CONFLICT, CANCELLED, TIMEOUT, EXPORT_FAILED and so on).",
                  "properties": {
                    "code": {
                      "type": "string",
                      "description": "Application error code such as TIMEOUT or CANCELLED."
                    },
                    "message": {
                      "type": "string",
                      "description": "Safe explanatory message without captured values."
                    },
                    "retryable": {
                      "type": "boolean",
                      "description": "Whether an unchanged call may succeed on retry."
                    },
                    "native_error_code": {
                      "type": "integer",
                      "description": "Native error code, when known."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Add Graphs",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_export_graphs",
    "title": "Export Graphs to CSV",
    "description": "Exports every registered Graph, in order, to a new CSV file through the TUI background CSV writer, optionally appending metrics first in the same action. Requires output_directory, absolute or relative to the TUI working directory; missing parents are created. filename is an optional single .csv name, otherwise a unique name is generated; existing files are never overwritten. range is all (the default), visible or ab. operation_id and expected_revision are optional as in winproc_add_graphs; without an explicit operation_id a repeated call writes another file. Completion returns output_path, range, rows and the accepted workspace; a write failure returns EXPORT_FAILED and keeps any partial file. Once accepted, writing continues after disconnect. The normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode).",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "output_directory": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "pattern": "^[^\\u0000-\\u001f]+$",
          "description": "Directory for the CSV file, absolute or relative to the TUI working directory; missing parents are created under normal permissions."
        },
        "metrics": {
          "type": "array",
          "minItems": 1,
          "maxItems": 16,
          "description": "Graph sources to append before exporting, 1 to 16, with the same rules as winproc_add_graphs; by default nothing is added.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "metric_id"
            ],
            "maxProperties": 2,
            "description": "One Graph source: metric_id alone selects a system metric; add process_ref for a process metric or gpu_adapter for a GPU adapter metric, never both.",
            "properties": {
              "metric_id": {
                "type": "string",
                "enum": [
                  "available_memory_bytes",
                  "commit_limit_bytes",
                  "committed_bytes",
                  "cpu_average_percent",
                  "cpu_core_0_percent",
                  "cpu_core_100_percent",
                  "cpu_core_101_percent",
                  "cpu_core_102_percent",
                  "cpu_core_103_percent",
                  "cpu_core_104_percent",
                  "cpu_core_105_percent",
                  "cpu_core_106_percent",
                  "cpu_core_107_percent",
                  "cpu_core_108_percent",
                  "cpu_core_109_percent",
                  "cpu_core_10_percent",
                  "cpu_core_110_percent",
                  "cpu_core_111_percent",
                  "cpu_core_112_percent",
                  "cpu_core_113_percent",
                  "cpu_core_114_percent",
                  "cpu_core_115_percent",
                  "cpu_core_116_percent",
                  "cpu_core_117_percent",
                  "cpu_core_118_percent",
                  "cpu_core_119_percent",
                  "cpu_core_11_percent",
                  "cpu_core_120_percent",
                  "cpu_core_121_percent",
                  "cpu_core_122_percent",
                  "cpu_core_123_percent",
                  "cpu_core_124_percent",
                  "cpu_core_125_percent",
                  "cpu_core_126_percent",
                  "cpu_core_127_percent",
                  "cpu_core_128_percent",
                  "cpu_core_129_percent",
                  "cpu_core_12_percent",
                  "cpu_core_130_percent",
                  "cpu_core_131_percent",
                  "cpu_core_132_percent",
                  "cpu_core_133_percent",
                  "cpu_core_134_percent",
                  "cpu_core_135_percent",
                  "cpu_core_136_percent",
                  "cpu_core_137_percent",
                  "cpu_core_138_percent",
                  "cpu_core_139_percent",
                  "cpu_core_13_percent",
                  "cpu_core_140_percent",
                  "cpu_core_141_percent",
                  "cpu_core_142_percent",
                  "cpu_core_143_percent",
                  "cpu_core_144_percent",
                  "cpu_core_145_percent",
                  "cpu_core_146_percent",
                  "cpu_core_147_percent",
                  "cpu_core_148_percent",
                  "cpu_core_149_percent",
                  "cpu_core_14_percent",
                  "cpu_core_150_percent",
                  "cpu_core_151_percent",
                  "cpu_core_152_percent",
                  "cpu_core_153_percent",
                  "cpu_core_154_percent",
                  "cpu_core_155_percent",
                  "cpu_core_156_percent",
                  "cpu_core_157_percent",
                  "cpu_core_158_percent",
                  "cpu_core_159_percent",
                  "cpu_core_15_percent",
                  "cpu_core_160_percent",
                  "cpu_core_161_percent",
                  "cpu_core_162_percent",
                  "cpu_core_163_percent",
                  "cpu_core_164_percent",
                  "cpu_core_165_percent",
                  "cpu_core_166_percent",
                  "cpu_core_167_percent",
                  "cpu_core_168_percent",
                  "cpu_core_169_percent",
                  "cpu_core_16_percent",
                  "cpu_core_170_percent",
                  "cpu_core_171_percent",
                  "cpu_core_172_percent",
                  "cpu_core_173_percent",
                  "cpu_core_174_percent",
                  "cpu_core_175_percent",
                  "cpu_core_176_percent",
                  "cpu_core_177_percent",
                  "cpu_core_178_percent",
                  "cpu_core_179_percent",
                  "cpu_core_17_percent",
                  "cpu_core_180_percent",
                  "cpu_core_181_percent",
                  "cpu_core_182_percent",
                  "cpu_core_183_percent",
                  "cpu_core_184_percent",
                  "cpu_core_185_percent",
                  "cpu_core_186_percent",
                  "cpu_core_187_percent",
                  "cpu_core_188_percent",
                  "cpu_core_189_percent",
                  "cpu_core_18_percent",
                  "cpu_core_190_percent",
                  "cpu_core_191_percent",
                  "cpu_core_192_percent",
                  "cpu_core_193_percent",
                  "cpu_core_194_percent",
                  "cpu_core_195_percent",
                  "cpu_core_196_percent",
                  "cpu_core_197_percent",
                  "cpu_core_198_percent",
                  "cpu_core_199_percent",
                  "cpu_core_19_percent",
                  "cpu_core_1_percent",
                  "cpu_core_200_percent",
                  "cpu_core_201_percent",
                  "cpu_core_202_percent",
                  "cpu_core_203_percent",
                  "cpu_core_204_percent",
                  "cpu_core_205_percent",
                  "cpu_core_206_percent",
                  "cpu_core_207_percent",
                  "cpu_core_208_percent",
                  "cpu_core_209_percent",
                  "cpu_core_20_percent",
                  "cpu_core_210_percent",
                  "cpu_core_211_percent",
                  "cpu_core_212_percent",
                  "cpu_core_213_percent",
                  "cpu_core_214_percent",
                  "cpu_core_215_percent",
                  "cpu_core_216_percent",
                  "cpu_core_217_percent",
                  "cpu_core_218_percent",
                  "cpu_core_219_percent",
                  "cpu_core_21_percent",
                  "cpu_core_220_percent",
                  "cpu_core_221_percent",
                  "cpu_core_222_percent",
                  "cpu_core_223_percent",
                  "cpu_core_224_percent",
                  "cpu_core_225_percent",
                  "cpu_core_226_percent",
                  "cpu_core_227_percent",
                  "cpu_core_228_percent",
                  "cpu_core_229_percent",
                  "cpu_core_22_percent",
                  "cpu_core_230_percent",
                  "cpu_core_231_percent",
                  "cpu_core_232_percent",
                  "cpu_core_233_percent",
                  "cpu_core_234_percent",
                  "cpu_core_235_percent",
                  "cpu_core_236_percent",
                  "cpu_core_237_percent",
                  "cpu_core_238_percent",
                  "cpu_core_239_percent",
                  "cpu_core_23_percent",
                  "cpu_core_240_percent",
                  "cpu_core_241_percent",
                  "cpu_core_242_percent",
                  "cpu_core_243_percent",
                  "cpu_core_244_percent",
                  "cpu_core_245_percent",
                  "cpu_core_246_percent",
                  "cpu_core_247_percent",
                  "cpu_core_248_percent",
                  "cpu_core_249_percent",
                  "cpu_core_24_percent",
                  "cpu_core_250_percent",
                  "cpu_core_251_percent",
                  "cpu_core_252_percent",
                  "cpu_core_253_percent",
                  "cpu_core_254_percent",
                  "cpu_core_255_percent",
                  "cpu_core_25_percent",
                  "cpu_core_26_percent",
                  "cpu_core_27_percent",
                  "cpu_core_28_percent",
                  "cpu_core_29_percent",
                  "cpu_core_2_percent",
                  "cpu_core_30_percent",
                  "cpu_core_31_percent",
                  "cpu_core_32_percent",
                  "cpu_core_33_percent",
                  "cpu_core_34_percent",
                  "cpu_core_35_percent",
                  "cpu_core_36_percent",
                  "cpu_core_37_percent",
                  "cpu_core_38_percent",
                  "cpu_core_39_percent",
                  "cpu_core_3_percent",
                  "cpu_core_40_percent",
                  "cpu_core_41_percent",
                  "cpu_core_42_percent",
                  "cpu_core_43_percent",
                  "cpu_core_44_percent",
                  "cpu_core_45_percent",
                  "cpu_core_46_percent",
                  "cpu_core_47_percent",
                  "cpu_core_48_percent",
                  "cpu_core_49_percent",
                  "cpu_core_4_percent",
                  "cpu_core_50_percent",
                  "cpu_core_51_percent",
                  "cpu_core_52_percent",
                  "cpu_core_53_percent",
                  "cpu_core_54_percent",
                  "cpu_core_55_percent",
                  "cpu_core_56_percent",
                  "cpu_core_57_percent",
                  "cpu_core_58_percent",
                  "cpu_core_59_percent",
                  "cpu_core_5_percent",
                  "cpu_core_60_percent",
                  "cpu_core_61_percent",
                  "cpu_core_62_percent",
                  "cpu_core_63_percent",
                  "cpu_core_64_percent",
                  "cpu_core_65_percent",
                  "cpu_core_66_percent",
                  "cpu_core_67_percent",
                  "cpu_core_68_percent",
                  "cpu_core_69_percent",
                  "cpu_core_6_percent",
                  "cpu_core_70_percent",
                  "cpu_core_71_percent",
                  "cpu_core_72_percent",
                  "cpu_core_73_percent",
                  "cpu_core_74_percent",
                  "cpu_core_75_percent",
                  "cpu_core_76_percent",
                  "cpu_core_77_percent",
                  "cpu_core_78_percent",
                  "cpu_core_79_percent",
                  "cpu_core_7_percent",
                  "cpu_core_80_percent",
                  "cpu_core_81_percent",
                  "cpu_core_82_percent",
                  "cpu_core_83_percent",
                  "cpu_core_84_percent",
                  "cpu_core_85_percent",
                  "cpu_core_86_percent",
                  "cpu_core_87_percent",
                  "cpu_core_88_percent",
                  "cpu_core_89_percent",
                  "cpu_core_8_percent",
                  "cpu_core_90_percent",
                  "cpu_core_91_percent",
                  "cpu_core_92_percent",
                  "cpu_core_93_percent",
                  "cpu_core_94_percent",
                  "cpu_core_95_percent",
                  "cpu_core_96_percent",
                  "cpu_core_97_percent",
                  "cpu_core_98_percent",
                  "cpu_core_99_percent",
                  "cpu_core_9_percent",
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
                "description": "Metric identifier; it must belong to the target kind selected by the other field (system when neither is given) and be graphable."
              },
              "process_ref": {
                "type": "string",
                "minLength": 1,
                "maxLength": 512,
                "description": "Process reference from winproc_get_graphs, or from a live winproc_list_processes listing while the TUI displays Live or Recording history; TUI Log view accepts only Graph-discovery references."
              },
              "gpu_adapter": {
                "type": "string",
                "minLength": 1,
                "maxLength": 128,
                "description": "GPU adapter identifier (Windows LUID as high:low, Linux DRM card name) for a GPU adapter metric."
              }
            }
          }
        },
        "filename": {
          "type": "string",
          "minLength": 5,
          "maxLength": 255,
          "pattern": "^[^\\\\/:*?\"<>|\\u0000-\\u001f]+\\.[Cc][Ss][Vv]$",
          "description": "Single file name ending in .csv, without path separators; an existing file of that name fails the export rather than being overwritten. By default a unique name is generated."
        },
        "range": {
          "type": "string",
          "enum": [
            "all",
            "visible",
            "ab"
          ],
          "description": "Time range to export with inclusive bounds: all (the default), visible or ab (between the A and B markers)."
        },
        "operation_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9._:-]+$",
          "description": "Optional unique operation identifier; when omitted the bridge generates one and returns it. Supply one to retry safely after losing the response."
        },
        "expected_revision": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Optional revision from winproc_get_graphs; when supplied, intervening workspace edits reject the request with STATE_CONFLICT."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "output_directory"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "operation_id",
                "state"
              ],
              "description": "State of an application-owned operation; a successful call can report a failed operation.",
              "properties": {
                "operation_id": {
                  "type": "string",
                  "description": "The operation identifier, generated by the bridge when an optional one was omitted."
                },
                "tool": {
                  "type": "string",
                  "description": "The tool that submitted the operation."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "pending",
                    "running",
                    "pending_confirmation",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Operation state."
                },
                "confirmation": {
                  "type": "object",
                  "description": "The immutable action description shown for local confirmation.",
                  "properties": {
                    "description": {
                      "type": "string",
                      "description": "What the user is asked to confirm."
                    }
                  }
                },
                "outcome": {
                  "type": "object",
                  "description": "Result of a succeeded operation; fields depend on the action.",
                  "properties": {
                    "revision": {
                      "type": "string",
                      "description": "The resulting investigation revision."
                    },
                    "tracked_names": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Explicit root names after the change."
                    },
                    "scope": {
                      "type": "string",
                      "description": "Description of the affected scope, including descendants."
                    },
                    "profile_ref": {
                      "type": "string",
                      "description": "The affected profile."
                    },
                    "profile_revision": {
                      "type": "string",
                      "description": "The affected profile revision."
                    },
                    "recording_session_id": {
                      "type": "string",
                      "description": "The Recording session."
                    },
                    "interval_seconds": {
                      "type": "integer",
                      "description": "The Recording interval."
                    },
                    "output_log_id": {
                      "type": "string",
                      "description": "Log ID of the Recording output."
                    },
                    "enabled": {
                      "type": "boolean",
                      "description": "The resulting .NET collection authorization."
                    },
                    "graph_ids": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "description": "Graph IDs of the requested sources."
                    },
                    "output_path": {
                      "type": "string",
                      "description": "Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept."
                    },
                    "range": {
                      "type": "string",
                      "description": "The exported range."
                    },
                    "rows": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of exported data rows."
                    },
                    "workspace": {
                      "type": "object",
                      "description": "The accepted Graph workspace."
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "required": [
                    "code",
                    "message",
                    "retryable"
                  ],
                  "description": "Why the operation failed (STATE_CONFLICT, CANCELLED, TIMEOUT, EXPORT_FAILED and so on).",
                  "properties": {
                    "code": {
                      "type": "string",
                      "description": "Application error code such as TIMEOUT or CANCELLED."
                    },
                    "message": {
                      "type": "string",
                      "description": "Safe explanatory message without captured values."
                    },
                    "retryable": {
                      "type": "boolean",
                      "description": "Whether an unchanged call may succeed on retry."
                    },
                    "native_error_code": {
                      "type": "integer",
                      "description": "Native error code, when known."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Export Graphs to CSV",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": true
    }
  },
  {
    "name": "winproc_get_tracking",
    "title": "Working Tracking List",
    "description": "Returns the names in the working Tracking List, the investigation revision and the process lifetimes matching it in the last Live sample, including retained descendants of exited ancestors. Takes no arguments. Use winproc_list_profiles for the active profile binding. It changes nothing; in TUI Log view the matches still refer to the last Live sample.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {}
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "revision",
                "tracked_names",
                "matching_processes"
              ],
              "properties": {
                "revision": {
                  "type": "string",
                  "description": "Current investigation revision, for expected_revision."
                },
                "tracked_names": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Explicit root process names of the working Tracking List."
                },
                "matching_processes": {
                  "type": "array",
                  "description": "Effective identity set from the last Live sample.",
                  "items": {
                    "type": "object",
                    "description": "One matching process lifetime.",
                    "required": [
                      "process_ref",
                      "pid",
                      "name"
                    ],
                    "properties": {
                      "process_ref": {
                        "type": "string",
                        "description": "Opaque process reference."
                      },
                      "pid": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "Process identifier."
                      },
                      "name": {
                        "type": "string",
                        "description": "Executable name."
                      },
                      "name_bytes_hex": {
                        "type": "string",
                        "pattern": "^(?:[0-9a-f]{2})+$",
                        "description": "Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so two processes whose names differ only in such bytes never show the same name."
                      },
                      "start_time": {
                        "type": [
                          "string",
                          "null"
                        ],
                        "format": "date-time",
                        "description": "Process creation time, or null when unknown."
                      },
                      "matched_name": {
                        "type": "string",
                        "description": "The tracked root name that brought the process into scope."
                      },
                      "descendant": {
                        "type": "boolean",
                        "description": "True when the process is in scope as a descendant of a tracked root."
                      }
                    }
                  }
                },
                "captured_at": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "date-time",
                  "description": "Timestamp of the Live sample the matches come from."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Working Tracking List",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_update_tracking",
    "title": "Change the Tracking List",
    "description": "Adds or removes one case-insensitive process name in the working Tracking List and returns the resulting revision, explicit root names and descendant-inclusive scope. Requires action, operation_id and expected_revision, plus exactly one of process_name or process_ref (a live reference whose captured name is used). Adding covers all matching live and future instances and their observed descendants and raises their history capacity from 120 to 7,200 samples; it does not recover discarded data, start Recording, save a profile or authorize .NET collection. Adding a present name or removing an absent one succeeds as a no-op. A removal that would discard retained history waits for local confirmation in the TUI (state pending_confirmation). Rejected during Recording and in TUI Log view. The normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode).",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "action": {
          "type": "string",
          "enum": [
            "add",
            "remove"
          ],
          "description": "add or remove the name."
        },
        "process_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 260,
          "pattern": "^[^\\u0000-\\u001f]+$",
          "description": "Process name to add or remove; give exactly one of process_name and process_ref. A name can be added before any matching process starts."
        },
        "process_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Live process lifetime whose captured name is added or removed; give exactly one of process_name and process_ref."
        },
        "operation_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9._:-]+$",
          "description": "Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."
        },
        "expected_revision": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Investigation revision from winproc_get_tracking; a change since rejects the request with STATE_CONFLICT."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "action",
        "operation_id",
        "expected_revision"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "operation_id",
                "state"
              ],
              "description": "State of an application-owned operation; a successful call can report a failed operation.",
              "properties": {
                "operation_id": {
                  "type": "string",
                  "description": "The operation identifier, generated by the bridge when an optional one was omitted."
                },
                "tool": {
                  "type": "string",
                  "description": "The tool that submitted the operation."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "pending",
                    "running",
                    "pending_confirmation",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Operation state."
                },
                "confirmation": {
                  "type": "object",
                  "description": "The immutable action description shown for local confirmation.",
                  "properties": {
                    "description": {
                      "type": "string",
                      "description": "What the user is asked to confirm."
                    }
                  }
                },
                "outcome": {
                  "type": "object",
                  "description": "Result of a succeeded operation; fields depend on the action.",
                  "properties": {
                    "revision": {
                      "type": "string",
                      "description": "The resulting investigation revision."
                    },
                    "tracked_names": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Explicit root names after the change."
                    },
                    "scope": {
                      "type": "string",
                      "description": "Description of the affected scope, including descendants."
                    },
                    "profile_ref": {
                      "type": "string",
                      "description": "The affected profile."
                    },
                    "profile_revision": {
                      "type": "string",
                      "description": "The affected profile revision."
                    },
                    "recording_session_id": {
                      "type": "string",
                      "description": "The Recording session."
                    },
                    "interval_seconds": {
                      "type": "integer",
                      "description": "The Recording interval."
                    },
                    "output_log_id": {
                      "type": "string",
                      "description": "Log ID of the Recording output."
                    },
                    "enabled": {
                      "type": "boolean",
                      "description": "The resulting .NET collection authorization."
                    },
                    "graph_ids": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "description": "Graph IDs of the requested sources."
                    },
                    "output_path": {
                      "type": "string",
                      "description": "Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept."
                    },
                    "range": {
                      "type": "string",
                      "description": "The exported range."
                    },
                    "rows": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of exported data rows."
                    },
                    "workspace": {
                      "type": "object",
                      "description": "The accepted Graph workspace."
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "required": [
                    "code",
                    "message",
                    "retryable"
                  ],
                  "description": "Why the operation failed (STATE_CONFLICT, CANCELLED, TIMEOUT, EXPORT_FAILED and so on).",
                  "properties": {
                    "code": {
                      "type": "string",
                      "description": "Application error code such as TIMEOUT or CANCELLED."
                    },
                    "message": {
                      "type": "string",
                      "description": "Safe explanatory message without captured values."
                    },
                    "retryable": {
                      "type": "boolean",
                      "description": "Whether an unchanged call may succeed on retry."
                    },
                    "native_error_code": {
                      "type": "integer",
                      "description": "Native error code, when known."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Change the Tracking List",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_list_profiles",
    "title": "Investigation Profiles",
    "description": "Lists the saved Investigation Profiles with their profile_ref, name, profile revision and tracked names, plus the active profile binding and the investigation revision. Takes no arguments. Inspecting a profile never loads it.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {}
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "revision",
                "active_profile_ref",
                "profiles"
              ],
              "properties": {
                "revision": {
                  "type": "string",
                  "description": "Current investigation revision, for expected_revision."
                },
                "active_profile_ref": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "The profile bound to the working Tracking List, or null for Empty (default)."
                },
                "working_list_modified": {
                  "type": "boolean",
                  "description": "True when the working Tracking List differs from the active profile."
                },
                "profiles": {
                  "type": "array",
                  "description": "Saved profiles.",
                  "items": {
                    "type": "object",
                    "description": "One profile.",
                    "required": [
                      "profile_ref",
                      "name",
                      "revision",
                      "tracked_names"
                    ],
                    "properties": {
                      "profile_ref": {
                        "type": "string",
                        "description": "Opaque profile reference."
                      },
                      "name": {
                        "type": "string",
                        "description": "Profile name."
                      },
                      "revision": {
                        "type": "string",
                        "description": "Profile revision, for expected_profile_revision."
                      },
                      "tracked_names": {
                        "type": "array",
                        "items": {
                          "type": "string"
                        },
                        "description": "Process names saved in the profile."
                      }
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Investigation Profiles",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_update_profile",
    "title": "Change an Investigation Profile",
    "description": "Performs one explicit Investigation Profile operation: load, save, save_as, rename or delete. Requires action, operation_id and expected_revision (the investigation revision). load, save, rename and delete also require profile_ref and expected_profile_revision; save_as requires name; rename requires new_name. A duplicate destination name is a STATE_CONFLICT, never an overwrite, and save applies only to the active profile. load replaces only the working Tracking List and profile binding, and waits for local confirmation before discarding retained history or unsaved working changes; delete always waits for local confirmation. load, save and save_as are rejected during Recording and in TUI Log view. The normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode); pending confirmation returns at once.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "action": {
          "type": "string",
          "enum": [
            "load",
            "save",
            "save_as",
            "rename",
            "delete"
          ],
          "description": "The profile operation."
        },
        "profile_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Profile reference from winproc_list_profiles; required for load, save, rename and delete."
        },
        "expected_profile_revision": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Profile revision from winproc_list_profiles; required with profile_ref."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[^\\u0000-\\u001f]+$",
          "description": "New profile name for save_as; it must not match an existing profile."
        },
        "new_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[^\\u0000-\\u001f]+$",
          "description": "New name for rename; it must not match an existing profile."
        },
        "operation_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9._:-]+$",
          "description": "Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."
        },
        "expected_revision": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Investigation revision from winproc_list_profiles or winproc_get_tracking; a change since rejects the request with STATE_CONFLICT."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "action",
        "operation_id",
        "expected_revision"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "operation_id",
                "state"
              ],
              "description": "State of an application-owned operation; a successful call can report a failed operation.",
              "properties": {
                "operation_id": {
                  "type": "string",
                  "description": "The operation identifier, generated by the bridge when an optional one was omitted."
                },
                "tool": {
                  "type": "string",
                  "description": "The tool that submitted the operation."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "pending",
                    "running",
                    "pending_confirmation",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Operation state."
                },
                "confirmation": {
                  "type": "object",
                  "description": "The immutable action description shown for local confirmation.",
                  "properties": {
                    "description": {
                      "type": "string",
                      "description": "What the user is asked to confirm."
                    }
                  }
                },
                "outcome": {
                  "type": "object",
                  "description": "Result of a succeeded operation; fields depend on the action.",
                  "properties": {
                    "revision": {
                      "type": "string",
                      "description": "The resulting investigation revision."
                    },
                    "tracked_names": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Explicit root names after the change."
                    },
                    "scope": {
                      "type": "string",
                      "description": "Description of the affected scope, including descendants."
                    },
                    "profile_ref": {
                      "type": "string",
                      "description": "The affected profile."
                    },
                    "profile_revision": {
                      "type": "string",
                      "description": "The affected profile revision."
                    },
                    "recording_session_id": {
                      "type": "string",
                      "description": "The Recording session."
                    },
                    "interval_seconds": {
                      "type": "integer",
                      "description": "The Recording interval."
                    },
                    "output_log_id": {
                      "type": "string",
                      "description": "Log ID of the Recording output."
                    },
                    "enabled": {
                      "type": "boolean",
                      "description": "The resulting .NET collection authorization."
                    },
                    "graph_ids": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "description": "Graph IDs of the requested sources."
                    },
                    "output_path": {
                      "type": "string",
                      "description": "Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept."
                    },
                    "range": {
                      "type": "string",
                      "description": "The exported range."
                    },
                    "rows": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of exported data rows."
                    },
                    "workspace": {
                      "type": "object",
                      "description": "The accepted Graph workspace."
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "required": [
                    "code",
                    "message",
                    "retryable"
                  ],
                  "description": "Why the operation failed (STATE_CONFLICT, CANCELLED, TIMEOUT, EXPORT_FAILED and so on).",
                  "properties": {
                    "code": {
                      "type": "string",
                      "description": "Application error code such as TIMEOUT or CANCELLED."
                    },
                    "message": {
                      "type": "string",
                      "description": "Safe explanatory message without captured values."
                    },
                    "retryable": {
                      "type": "boolean",
                      "description": "Whether an unchanged call may succeed on retry."
                    },
                    "native_error_code": {
                      "type": "integer",
                      "description": "Native error code, when known."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Change an Investigation Profile",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_get_recording",
    "title": "Recording state",
    "description": "Reports whether a Recording is active, with its recording_session_id, fixed tracked names, interval and output log ID, and whether an output directory is configured (not a filesystem readiness probe). Takes no arguments. Elapsed time and the last completed outcome are not returned; use winproc_get_operation with the start or stop operation_id.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {}
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "active",
                "recording_session_id",
                "output_directory_configured"
              ],
              "properties": {
                "active": {
                  "type": "boolean",
                  "description": "Whether a Recording session is active."
                },
                "recording_session_id": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "The active session, or null."
                },
                "tracked_names": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Names fixed for the active session; empty when inactive."
                },
                "interval_seconds": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "enum": [
                    1,
                    2,
                    5,
                    10,
                    null
                  ],
                  "description": "Interval of the active session, or null."
                },
                "output_log_id": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "Log ID of the active output file, or null."
                },
                "output_directory_configured": {
                  "type": "boolean",
                  "description": "Whether a recording directory is configured."
                },
                "revision": {
                  "type": "string",
                  "description": "Current investigation revision, for expected_revision."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Recording state",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_start_recording",
    "title": "Start Recording",
    "description": "Starts one application-owned Recording of the current nonempty working Tracking List (zero matching processes is fine) at a fixed interval, into a new file in the configured recording directory. Requires interval_seconds (1, 2, 5 or 10), operation_id and expected_revision. The outcome returns the recording_session_id, fixed names, interval and output log ID. It never adds tracked names, stops another session, changes display pause or leaves Log view; it is rejected in TUI Log view, while a session is active, or without a configured output directory. Disconnecting does not stop it, and the 24-hour limit applies. The normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode).",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "interval_seconds": {
          "type": "integer",
          "enum": [
            1,
            2,
            5,
            10
          ],
          "description": "Aggregation interval in seconds: 1, 2, 5 or 10."
        },
        "operation_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9._:-]+$",
          "description": "Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."
        },
        "expected_revision": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Investigation revision from winproc_get_tracking or winproc_get_recording; a change since rejects the request with STATE_CONFLICT."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "interval_seconds",
        "operation_id",
        "expected_revision"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "operation_id",
                "state"
              ],
              "description": "State of an application-owned operation; a successful call can report a failed operation.",
              "properties": {
                "operation_id": {
                  "type": "string",
                  "description": "The operation identifier, generated by the bridge when an optional one was omitted."
                },
                "tool": {
                  "type": "string",
                  "description": "The tool that submitted the operation."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "pending",
                    "running",
                    "pending_confirmation",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Operation state."
                },
                "confirmation": {
                  "type": "object",
                  "description": "The immutable action description shown for local confirmation.",
                  "properties": {
                    "description": {
                      "type": "string",
                      "description": "What the user is asked to confirm."
                    }
                  }
                },
                "outcome": {
                  "type": "object",
                  "description": "Result of a succeeded operation; fields depend on the action.",
                  "properties": {
                    "revision": {
                      "type": "string",
                      "description": "The resulting investigation revision."
                    },
                    "tracked_names": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Explicit root names after the change."
                    },
                    "scope": {
                      "type": "string",
                      "description": "Description of the affected scope, including descendants."
                    },
                    "profile_ref": {
                      "type": "string",
                      "description": "The affected profile."
                    },
                    "profile_revision": {
                      "type": "string",
                      "description": "The affected profile revision."
                    },
                    "recording_session_id": {
                      "type": "string",
                      "description": "The Recording session."
                    },
                    "interval_seconds": {
                      "type": "integer",
                      "description": "The Recording interval."
                    },
                    "output_log_id": {
                      "type": "string",
                      "description": "Log ID of the Recording output."
                    },
                    "enabled": {
                      "type": "boolean",
                      "description": "The resulting .NET collection authorization."
                    },
                    "graph_ids": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "description": "Graph IDs of the requested sources."
                    },
                    "output_path": {
                      "type": "string",
                      "description": "Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept."
                    },
                    "range": {
                      "type": "string",
                      "description": "The exported range."
                    },
                    "rows": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of exported data rows."
                    },
                    "workspace": {
                      "type": "object",
                      "description": "The accepted Graph workspace."
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "required": [
                    "code",
                    "message",
                    "retryable"
                  ],
                  "description": "Why the operation failed (STATE_CONFLICT, CANCELLED, TIMEOUT, EXPORT_FAILED and so on).",
                  "properties": {
                    "code": {
                      "type": "string",
                      "description": "Application error code such as TIMEOUT or CANCELLED."
                    },
                    "message": {
                      "type": "string",
                      "description": "Safe explanatory message without captured values."
                    },
                    "retryable": {
                      "type": "boolean",
                      "description": "Whether an unchanged call may succeed on retry."
                    },
                    "native_error_code": {
                      "type": "integer",
                      "description": "Native error code, when known."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Start Recording",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": true
    }
  },
  {
    "name": "winproc_stop_recording",
    "title": "Stop Recording",
    "description": "Stops the exact Recording session named by recording_session_id without local confirmation, after flushing the partial aggregation window, writing the end record and closing the file. Requires recording_session_id and operation_id. A stale session ID cannot stop a replacement session, and repeating operation_id returns the original outcome without repeating cleanup. Write errors stay visible and partial logs are preserved. The normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode).",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "recording_session_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "The session to stop, from winproc_get_recording or the start outcome."
        },
        "operation_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9._:-]+$",
          "description": "Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "recording_session_id",
        "operation_id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "operation_id",
                "state"
              ],
              "description": "State of an application-owned operation; a successful call can report a failed operation.",
              "properties": {
                "operation_id": {
                  "type": "string",
                  "description": "The operation identifier, generated by the bridge when an optional one was omitted."
                },
                "tool": {
                  "type": "string",
                  "description": "The tool that submitted the operation."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "pending",
                    "running",
                    "pending_confirmation",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Operation state."
                },
                "confirmation": {
                  "type": "object",
                  "description": "The immutable action description shown for local confirmation.",
                  "properties": {
                    "description": {
                      "type": "string",
                      "description": "What the user is asked to confirm."
                    }
                  }
                },
                "outcome": {
                  "type": "object",
                  "description": "Result of a succeeded operation; fields depend on the action.",
                  "properties": {
                    "revision": {
                      "type": "string",
                      "description": "The resulting investigation revision."
                    },
                    "tracked_names": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Explicit root names after the change."
                    },
                    "scope": {
                      "type": "string",
                      "description": "Description of the affected scope, including descendants."
                    },
                    "profile_ref": {
                      "type": "string",
                      "description": "The affected profile."
                    },
                    "profile_revision": {
                      "type": "string",
                      "description": "The affected profile revision."
                    },
                    "recording_session_id": {
                      "type": "string",
                      "description": "The Recording session."
                    },
                    "interval_seconds": {
                      "type": "integer",
                      "description": "The Recording interval."
                    },
                    "output_log_id": {
                      "type": "string",
                      "description": "Log ID of the Recording output."
                    },
                    "enabled": {
                      "type": "boolean",
                      "description": "The resulting .NET collection authorization."
                    },
                    "graph_ids": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "description": "Graph IDs of the requested sources."
                    },
                    "output_path": {
                      "type": "string",
                      "description": "Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept."
                    },
                    "range": {
                      "type": "string",
                      "description": "The exported range."
                    },
                    "rows": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of exported data rows."
                    },
                    "workspace": {
                      "type": "object",
                      "description": "The accepted Graph workspace."
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "required": [
                    "code",
                    "message",
                    "retryable"
                  ],
                  "description": "Why the operation failed (STATE_CONFLICT, CANCELLED, TIMEOUT, EXPORT_FAILED and so on).",
                  "properties": {
                    "code": {
                      "type": "string",
                      "description": "Application error code such as TIMEOUT or CANCELLED."
                    },
                    "message": {
                      "type": "string",
                      "description": "Safe explanatory message without captured values."
                    },
                    "retryable": {
                      "type": "boolean",
                      "description": "Whether an unchanged call may succeed on retry."
                    },
                    "native_error_code": {
                      "type": "integer",
                      "description": "Native error code, when known."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Stop Recording",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_list_logs",
    "title": "List saved logs",
    "description": "Starts a listing job of regular .log files in the configured recording directory; the normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode), returns the first page of log_id and name rows under data.result_page and releases the capture unless retain_capture is true. All arguments are optional; name_filter is a case-insensitive filename substring. No pathname is accepted, and file size, dates and recording-format validity are not reported (winproc_open_log validates). A listing holds at most 5,000 rows; read.limit sizes only the first page, and further pages come from winproc_read_capture through data.next_action.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "name_filter": {
          "type": "string",
          "minLength": 1,
          "maxLength": 260,
          "description": "Case-insensitive substring of the log filename; by default every .log file is listed."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        },
        "read": {
          "type": "object",
          "additionalProperties": false,
          "description": "Selects the rows and fields of the first result page that the bridge reads after a capture job succeeds. When omitted, the normal bridge reads the first page with the default selection; raw mode returns an inline page only when read is supplied. Only capture-producing jobs accept it.",
          "properties": {
            "filter": {
              "type": "string",
              "minLength": 1,
              "maxLength": 1024,
              "description": "Case-insensitive path filter: every whitespace-separated term must occur in the row path; no wildcards, regular expressions or filesystem traversal."
            },
            "owner_name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 260,
              "description": "Exact case-insensitive executable name of the owning process (for example chrome.exe); rows without a recorded owner never match."
            },
            "extension": {
              "type": "string",
              "minLength": 2,
              "maxLength": 33,
              "pattern": "^\\.[^\\\\/]{1,32}$",
              "description": "Case-insensitive filename extension including the leading dot (for example .log)."
            },
            "distinct_paths": {
              "type": "boolean",
              "description": "When true, keeps one row per exact path in first-observed order (a name that is not valid UTF-8 is compared by its path_bytes_hex, so two files never merge); it requires projection [\"path\"] and does not merge path aliases or change source coverage."
            },
            "projection": {
              "type": "array",
              "minItems": 1,
              "maxItems": 52,
              "uniqueItems": true,
              "description": "Row fields to return, applied after the row selectors. Fields by capture kind: process list: process_ref, pid, name, name_bytes_hex, start_time, parent, lifecycle, last_seen_at, history_from, history_to, path, task_name, user, cgroup, systemd_unit, container, namespace_pid; file_users: process_ref, pid, name, name_bytes_hex, path, path_bytes_hex, kind, handle_count; open_files: path, path_bytes_hex, handle, kind, size_bytes; modules: path, path_bytes_hex, name, directory, size_bytes, company, product_version, file_version, modified_at; network: protocol, local_address, local_port, remote_address, remote_port, state, pid, owner_name, owner_name_bytes_hex; threads: tid, base_priority, name, name_bytes_hex, cpu_seconds, ideal_cpu, last_cpu; scheduling: priority_class, nice, policy, process_affinity_mask, system_affinity_mask, eco_qos; process info: process_ref, pid, name, name_bytes_hex, image, version, user, command_line, parent, start_time, architecture, file; log listing: log_id, name. Row kinds: file_users kind: handle, cwd, root; open_files kind: file, directory, cwd, root. A handle row counts the process's open handles on the path in handle_count; a cwd or root row is the process's current or root directory (what fuser marks c and r), with handle and handle_count null; Windows reports no cwd or root rows. path_bytes_hex is present only when a Linux file name is not valid UTF-8: it holds the name's exact bytes as lower-case hex, and path then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so no two such names show the same path. name_bytes_hex (and owner_name_bytes_hex) is the same for a Linux process or thread name that is not valid UTF-8: its exact bytes in hex, with name (owner_name) in the same escaped form, so two processes never share a name they do not have. A field foreign to the capture kind is rejected with INVALID_ARGUMENT. By default every field of the row is returned.",
              "items": {
                "type": "string",
                "enum": [
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
                ]
              }
            },
            "limit": {
              "type": "integer",
              "minimum": 1,
              "maximum": 5000,
              "description": "Maximum number of rows in the first page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode, reduced to fit the 4 MiB encoded response budget. It does not cap collection."
            }
          }
        },
        "retain_capture": {
          "type": "boolean",
          "description": "When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect."
        }
      }
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "job_id",
                "state"
              ],
              "description": "State of a connection-owned job; a successful call can report a failed job.",
              "properties": {
                "job_id": {
                  "type": "string",
                  "description": "The job identifier."
                },
                "kind": {
                  "type": "string",
                  "description": "Job kind, such as a capture kind, process_info, log_list, log_load or condition."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "running",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Job state; cancellation and timeout are failed outcomes."
                },
                "started_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the application accepted the job."
                },
                "finished_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the job reached its terminal state; absent while running."
                },
                "cleanup_pending": {
                  "type": "boolean",
                  "description": "True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then."
                },
                "result": {
                  "type": "object",
                  "description": "Outcome of a terminal job.",
                  "properties": {
                    "capture_id": {
                      "type": "string",
                      "description": "Capture holding the job rows."
                    },
                    "log_ref": {
                      "type": "string",
                      "description": "Loaded log reference from a log-load job."
                    },
                    "status": {
                      "type": "string",
                      "enum": [
                        "complete",
                        "partial"
                      ],
                      "description": "Whether the result is complete or partial."
                    },
                    "evidence": {
                      "type": "object",
                      "description": "Observation that satisfied a condition wait.",
                      "properties": {
                        "kind": {
                          "type": "string",
                          "description": "The condition kind."
                        },
                        "observed_at": {
                          "type": "string",
                          "format": "date-time",
                          "description": "Time of the observation, possibly with the local offset."
                        },
                        "process_ref": {
                          "type": "string",
                          "description": "The matching process lifetime."
                        },
                        "pid": {
                          "type": "integer",
                          "description": "PID of the matching process."
                        },
                        "name": {
                          "type": "string",
                          "description": "Name of the matching process."
                        },
                        "name_bytes_hex": {
                          "type": "string",
                          "pattern": "^(?:[0-9a-f]{2})+$",
                          "description": "Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so two processes whose names differ only in such bytes never show the same name."
                        },
                        "metric_id": {
                          "type": "string",
                          "description": "The compared metric."
                        },
                        "value": {
                          "type": [
                            "string",
                            "number"
                          ],
                          "description": "The observed metric value."
                        }
                      }
                    },
                    "error": {
                      "type": "object",
                      "required": [
                        "code",
                        "message",
                        "retryable"
                      ],
                      "description": "Why the job failed, with CANCELLED or TIMEOUT for cancellation and deadlines.",
                      "properties": {
                        "code": {
                          "type": "string",
                          "description": "Application error code such as TIMEOUT or CANCELLED."
                        },
                        "message": {
                          "type": "string",
                          "description": "Safe explanatory message without captured values."
                        },
                        "retryable": {
                          "type": "boolean",
                          "description": "Whether an unchanged call may succeed on retry."
                        },
                        "native_error_code": {
                          "type": "integer",
                          "description": "Native error code, when known."
                        }
                      }
                    }
                  }
                },
                "result_page": {
                  "type": "object",
                  "description": "Complete envelope of the first result page, read automatically by the normal bridge after success.",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "capture_id",
                        "rows",
                        "next_cursor",
                        "coverage"
                      ],
                      "description": "One page of a frozen capture.",
                      "properties": {
                        "capture_id": {
                          "type": "string",
                          "description": "The capture the page was read from; a provenance identifier only when capture_retained is false."
                        },
                        "kind": {
                          "type": "string",
                          "description": "Capture kind, such as process_list, history, file_users, open_files, modules, network, threads, scheduling, process_info or log_list."
                        },
                        "log_ref": {
                          "type": "string",
                          "description": "The loaded log of a log-source capture."
                        },
                        "recording_interval_seconds": {
                          "type": "integer",
                          "description": "Recording interval of a log-source capture."
                        },
                        "rows": {
                          "type": "array",
                          "items": {
                            "type": "object"
                          },
                          "description": "The rows of this page in capture order, each limited to the projected fields."
                        },
                        "next_cursor": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "description": "Cursor for the next page, or null on the last page."
                        },
                        "coverage": {
                          "type": "object",
                          "description": "Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.",
                          "properties": {
                            "listed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Number of rows selected by the query across all pages."
                            },
                            "processes_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes considered."
                            },
                            "processes_scanned": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes whose handles were read."
                            },
                            "processes_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes that could not be read."
                            },
                            "handles_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles examined."
                            },
                            "handles_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles whose path query failed."
                            },
                            "tables_succeeded": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables read successfully."
                            },
                            "tables_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables that failed."
                            },
                            "threads_unavailable": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Thread captures: threads whose details were unavailable."
                            }
                          }
                        },
                        "next_action": {
                          "type": [
                            "object",
                            "null"
                          ],
                          "required": [
                            "tool",
                            "arguments"
                          ],
                          "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                          "properties": {
                            "tool": {
                              "type": "string",
                              "description": "Name of the tool to call."
                            },
                            "arguments": {
                              "type": "object",
                              "description": "Arguments to pass unchanged."
                            }
                          }
                        },
                        "capture_retained": {
                          "type": "boolean",
                          "description": "Whether the capture remains readable; false means no release call is needed. Present only in the normal bridge."
                        },
                        "retained_capture_ids": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                        }
                      }
                    }
                  }
                },
                "result_consumed": {
                  "type": "boolean",
                  "description": "True when the rows were already delivered and are not reconstructed. Present only in the normal bridge."
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                },
                "capture_retained": {
                  "type": "boolean",
                  "description": "Whether the result capture remains readable. Present only in the normal bridge."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "List saved logs",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": true
    }
  },
  {
    "name": "winproc_open_log",
    "title": "Open a saved log",
    "description": "Starts a bounded background load of a saved recording; the normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode), and a succeeded job carries a connection-owned log_ref in data.result for source log queries. Requires log_id. Loading does not enter TUI Log view or stop sampling or Recording. An interrupted recording loads up to its last complete frame and reports partial status; exceeding the memory budget fails the load rather than shortening the history. The loaded log expires five minutes after loading completes unless closed earlier.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "log_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Server-issued log identifier from winproc_list_logs."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "log_id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "job_id",
                "state"
              ],
              "description": "State of a connection-owned job; a successful call can report a failed job.",
              "properties": {
                "job_id": {
                  "type": "string",
                  "description": "The job identifier."
                },
                "kind": {
                  "type": "string",
                  "description": "Job kind, such as a capture kind, process_info, log_list, log_load or condition."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "running",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Job state; cancellation and timeout are failed outcomes."
                },
                "started_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the application accepted the job."
                },
                "finished_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the job reached its terminal state; absent while running."
                },
                "cleanup_pending": {
                  "type": "boolean",
                  "description": "True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then."
                },
                "result": {
                  "type": "object",
                  "description": "Outcome of a terminal job.",
                  "properties": {
                    "capture_id": {
                      "type": "string",
                      "description": "Capture holding the job rows."
                    },
                    "log_ref": {
                      "type": "string",
                      "description": "Loaded log reference from a log-load job."
                    },
                    "status": {
                      "type": "string",
                      "enum": [
                        "complete",
                        "partial"
                      ],
                      "description": "Whether the result is complete or partial."
                    },
                    "evidence": {
                      "type": "object",
                      "description": "Observation that satisfied a condition wait.",
                      "properties": {
                        "kind": {
                          "type": "string",
                          "description": "The condition kind."
                        },
                        "observed_at": {
                          "type": "string",
                          "format": "date-time",
                          "description": "Time of the observation, possibly with the local offset."
                        },
                        "process_ref": {
                          "type": "string",
                          "description": "The matching process lifetime."
                        },
                        "pid": {
                          "type": "integer",
                          "description": "PID of the matching process."
                        },
                        "name": {
                          "type": "string",
                          "description": "Name of the matching process."
                        },
                        "name_bytes_hex": {
                          "type": "string",
                          "pattern": "^(?:[0-9a-f]{2})+$",
                          "description": "Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so two processes whose names differ only in such bytes never show the same name."
                        },
                        "metric_id": {
                          "type": "string",
                          "description": "The compared metric."
                        },
                        "value": {
                          "type": [
                            "string",
                            "number"
                          ],
                          "description": "The observed metric value."
                        }
                      }
                    },
                    "error": {
                      "type": "object",
                      "required": [
                        "code",
                        "message",
                        "retryable"
                      ],
                      "description": "Why the job failed, with CANCELLED or TIMEOUT for cancellation and deadlines.",
                      "properties": {
                        "code": {
                          "type": "string",
                          "description": "Application error code such as TIMEOUT or CANCELLED."
                        },
                        "message": {
                          "type": "string",
                          "description": "Safe explanatory message without captured values."
                        },
                        "retryable": {
                          "type": "boolean",
                          "description": "Whether an unchanged call may succeed on retry."
                        },
                        "native_error_code": {
                          "type": "integer",
                          "description": "Native error code, when known."
                        }
                      }
                    }
                  }
                },
                "result_page": {
                  "type": "object",
                  "description": "Complete envelope of the first result page, read automatically by the normal bridge after success.",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "capture_id",
                        "rows",
                        "next_cursor",
                        "coverage"
                      ],
                      "description": "One page of a frozen capture.",
                      "properties": {
                        "capture_id": {
                          "type": "string",
                          "description": "The capture the page was read from; a provenance identifier only when capture_retained is false."
                        },
                        "kind": {
                          "type": "string",
                          "description": "Capture kind, such as process_list, history, file_users, open_files, modules, network, threads, scheduling, process_info or log_list."
                        },
                        "log_ref": {
                          "type": "string",
                          "description": "The loaded log of a log-source capture."
                        },
                        "recording_interval_seconds": {
                          "type": "integer",
                          "description": "Recording interval of a log-source capture."
                        },
                        "rows": {
                          "type": "array",
                          "items": {
                            "type": "object"
                          },
                          "description": "The rows of this page in capture order, each limited to the projected fields."
                        },
                        "next_cursor": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "description": "Cursor for the next page, or null on the last page."
                        },
                        "coverage": {
                          "type": "object",
                          "description": "Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.",
                          "properties": {
                            "listed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Number of rows selected by the query across all pages."
                            },
                            "processes_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes considered."
                            },
                            "processes_scanned": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes whose handles were read."
                            },
                            "processes_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes that could not be read."
                            },
                            "handles_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles examined."
                            },
                            "handles_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles whose path query failed."
                            },
                            "tables_succeeded": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables read successfully."
                            },
                            "tables_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables that failed."
                            },
                            "threads_unavailable": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Thread captures: threads whose details were unavailable."
                            }
                          }
                        },
                        "next_action": {
                          "type": [
                            "object",
                            "null"
                          ],
                          "required": [
                            "tool",
                            "arguments"
                          ],
                          "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                          "properties": {
                            "tool": {
                              "type": "string",
                              "description": "Name of the tool to call."
                            },
                            "arguments": {
                              "type": "object",
                              "description": "Arguments to pass unchanged."
                            }
                          }
                        },
                        "capture_retained": {
                          "type": "boolean",
                          "description": "Whether the capture remains readable; false means no release call is needed. Present only in the normal bridge."
                        },
                        "retained_capture_ids": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                        }
                      }
                    }
                  }
                },
                "result_consumed": {
                  "type": "boolean",
                  "description": "True when the rows were already delivered and are not reconstructed. Present only in the normal bridge."
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                },
                "capture_retained": {
                  "type": "boolean",
                  "description": "Whether the result capture remains readable. Present only in the normal bridge."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Open a saved log",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": true
    }
  },
  {
    "name": "winproc_close_log",
    "title": "Close a loaded log",
    "description": "Releases a connection-owned loaded log and invalidates its dependent captures, cursors and process references. Requires log_ref. Closing an unknown, expired or already closed log succeeds as a no-op; the recording file is not changed.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "log_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Opaque connection-owned reference to a saved log loaded by winproc_open_log."
        }
      },
      "required": [
        "log_ref"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "log_ref",
                "closed"
              ],
              "properties": {
                "log_ref": {
                  "type": "string",
                  "description": "The log reference."
                },
                "closed": {
                  "type": "boolean",
                  "description": "True when this call released the log; false when it was already gone."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Close a loaded log",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_get_dotnet_collection",
    "title": ".NET collection state",
    "description": "Reports .NET runtime collection for one live process lifetime: runtime support (supported), authorization (enabled), the collection revision, the state disabled, waiting, collecting, stopping or unavailable, and a safe diagnostic detail. Requires process_ref. It grants nothing, does not classify the runtime family and reports no separate freshness field.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "process_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "The live process lifetime to report on."
        }
      },
      "required": [
        "process_ref"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "process_ref",
                "supported",
                "enabled",
                "revision",
                "state"
              ],
              "properties": {
                "process_ref": {
                  "type": "string",
                  "description": "The process lifetime."
                },
                "supported": {
                  "type": [
                    "boolean",
                    "null"
                  ],
                  "description": "Whether a supported .NET runtime was detected, or null when not yet known."
                },
                "enabled": {
                  "type": "boolean",
                  "description": "Whether collection is authorized for this lifetime."
                },
                "revision": {
                  "type": "string",
                  "description": "Current revision, for expected_revision."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "disabled",
                    "waiting",
                    "collecting",
                    "stopping",
                    "unavailable"
                  ],
                  "description": "Collection state."
                },
                "detail": {
                  "type": "string",
                  "description": "Safe diagnostic detail, when any."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": ".NET collection state",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_set_dotnet_collection",
    "title": "Authorize .NET collection",
    "description": "Explicitly authorizes or revokes .NET runtime (EventPipe) collection for one verified live process lifetime. Requires process_ref, enabled, operation_id and expected_revision. Enabling waits for local confirmation of runtime support and initialization readiness in the TUI; no client-supplied flag bypasses it. Revoking stops new work at once, and reader cleanup finishes asynchronously before that lifetime can be enabled again. The permission never carries over to a restarted process, and tracking or metric reads never grant it. Rejected in TUI Log view. The normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode); pending confirmation returns at once.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "process_ref": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "The live process lifetime to authorize or revoke."
        },
        "enabled": {
          "type": "boolean",
          "description": "true to authorize collection, false to revoke it."
        },
        "operation_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9._:-]+$",
          "description": "Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."
        },
        "expected_revision": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Revision from winproc_get_dotnet_collection; a change since rejects the request with STATE_CONFLICT."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "process_ref",
        "enabled",
        "operation_id",
        "expected_revision"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "operation_id",
                "state"
              ],
              "description": "State of an application-owned operation; a successful call can report a failed operation.",
              "properties": {
                "operation_id": {
                  "type": "string",
                  "description": "The operation identifier, generated by the bridge when an optional one was omitted."
                },
                "tool": {
                  "type": "string",
                  "description": "The tool that submitted the operation."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "pending",
                    "running",
                    "pending_confirmation",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Operation state."
                },
                "confirmation": {
                  "type": "object",
                  "description": "The immutable action description shown for local confirmation.",
                  "properties": {
                    "description": {
                      "type": "string",
                      "description": "What the user is asked to confirm."
                    }
                  }
                },
                "outcome": {
                  "type": "object",
                  "description": "Result of a succeeded operation; fields depend on the action.",
                  "properties": {
                    "revision": {
                      "type": "string",
                      "description": "The resulting investigation revision."
                    },
                    "tracked_names": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Explicit root names after the change."
                    },
                    "scope": {
                      "type": "string",
                      "description": "Description of the affected scope, including descendants."
                    },
                    "profile_ref": {
                      "type": "string",
                      "description": "The affected profile."
                    },
                    "profile_revision": {
                      "type": "string",
                      "description": "The affected profile revision."
                    },
                    "recording_session_id": {
                      "type": "string",
                      "description": "The Recording session."
                    },
                    "interval_seconds": {
                      "type": "integer",
                      "description": "The Recording interval."
                    },
                    "output_log_id": {
                      "type": "string",
                      "description": "Log ID of the Recording output."
                    },
                    "enabled": {
                      "type": "boolean",
                      "description": "The resulting .NET collection authorization."
                    },
                    "graph_ids": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "description": "Graph IDs of the requested sources."
                    },
                    "output_path": {
                      "type": "string",
                      "description": "Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept."
                    },
                    "range": {
                      "type": "string",
                      "description": "The exported range."
                    },
                    "rows": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of exported data rows."
                    },
                    "workspace": {
                      "type": "object",
                      "description": "The accepted Graph workspace."
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "required": [
                    "code",
                    "message",
                    "retryable"
                  ],
                  "description": "Why the operation failed (STATE_CONFLICT, CANCELLED, TIMEOUT, EXPORT_FAILED and so on).",
                  "properties": {
                    "code": {
                      "type": "string",
                      "description": "Application error code such as TIMEOUT or CANCELLED."
                    },
                    "message": {
                      "type": "string",
                      "description": "Safe explanatory message without captured values."
                    },
                    "retryable": {
                      "type": "boolean",
                      "description": "Whether an unchanged call may succeed on retry."
                    },
                    "native_error_code": {
                      "type": "integer",
                      "description": "Native error code, when known."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Authorize .NET collection",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_wait_condition",
    "title": "Wait for a condition",
    "description": "Starts a bounded connection-owned job that waits for one condition and reports the actual observation with its timestamp, or fails with TIMEOUT. Requires condition and timeout_ms (1 through 60,000 ms). condition.kind process_present needs process_name and is met by any sample newer than the request that contains the name; process_exited needs process_ref and polls a held verified handle, never treating an access failure as an exit; metric_threshold needs metric_id, comparison and threshold and is tested on fresh applied samples of target (default the system), where missing or stale values never satisfy it. These are presence and comparison tests, not transitions, and the one-second sampler can miss short events. The normal bridge waits up to wait_ms (default 5,000 ms, 0 in raw mode); otherwise follow data.next_action to winproc_get_job. No extra sampling or persistent watcher starts, and TUI Log view, cancellation or disconnect ends the wait.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "condition": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "kind"
          ],
          "description": "The condition: kind plus the fields that kind needs (process_present: process_name; process_exited: process_ref; metric_threshold: metric_id, comparison and threshold). Fields another kind needs are rejected with INVALID_ARGUMENT.",
          "properties": {
            "kind": {
              "type": "string",
              "enum": [
                "process_present",
                "process_exited",
                "metric_threshold"
              ],
              "description": "process_present, process_exited or metric_threshold."
            },
            "process_name": {
              "type": "string",
              "minLength": 1,
              "maxLength": 260,
              "pattern": "^[^\\u0000-\\u001f]+$",
              "description": "process_present: the case-insensitive process name to look for."
            },
            "process_ref": {
              "type": "string",
              "minLength": 1,
              "maxLength": 512,
              "description": "process_exited: the live process lifetime whose exit is awaited."
            },
            "metric_id": {
              "type": "string",
              "enum": [
                "available_memory_bytes",
                "commit_limit_bytes",
                "committed_bytes",
                "cpu_average_percent",
                "cpu_core_0_percent",
                "cpu_core_100_percent",
                "cpu_core_101_percent",
                "cpu_core_102_percent",
                "cpu_core_103_percent",
                "cpu_core_104_percent",
                "cpu_core_105_percent",
                "cpu_core_106_percent",
                "cpu_core_107_percent",
                "cpu_core_108_percent",
                "cpu_core_109_percent",
                "cpu_core_10_percent",
                "cpu_core_110_percent",
                "cpu_core_111_percent",
                "cpu_core_112_percent",
                "cpu_core_113_percent",
                "cpu_core_114_percent",
                "cpu_core_115_percent",
                "cpu_core_116_percent",
                "cpu_core_117_percent",
                "cpu_core_118_percent",
                "cpu_core_119_percent",
                "cpu_core_11_percent",
                "cpu_core_120_percent",
                "cpu_core_121_percent",
                "cpu_core_122_percent",
                "cpu_core_123_percent",
                "cpu_core_124_percent",
                "cpu_core_125_percent",
                "cpu_core_126_percent",
                "cpu_core_127_percent",
                "cpu_core_128_percent",
                "cpu_core_129_percent",
                "cpu_core_12_percent",
                "cpu_core_130_percent",
                "cpu_core_131_percent",
                "cpu_core_132_percent",
                "cpu_core_133_percent",
                "cpu_core_134_percent",
                "cpu_core_135_percent",
                "cpu_core_136_percent",
                "cpu_core_137_percent",
                "cpu_core_138_percent",
                "cpu_core_139_percent",
                "cpu_core_13_percent",
                "cpu_core_140_percent",
                "cpu_core_141_percent",
                "cpu_core_142_percent",
                "cpu_core_143_percent",
                "cpu_core_144_percent",
                "cpu_core_145_percent",
                "cpu_core_146_percent",
                "cpu_core_147_percent",
                "cpu_core_148_percent",
                "cpu_core_149_percent",
                "cpu_core_14_percent",
                "cpu_core_150_percent",
                "cpu_core_151_percent",
                "cpu_core_152_percent",
                "cpu_core_153_percent",
                "cpu_core_154_percent",
                "cpu_core_155_percent",
                "cpu_core_156_percent",
                "cpu_core_157_percent",
                "cpu_core_158_percent",
                "cpu_core_159_percent",
                "cpu_core_15_percent",
                "cpu_core_160_percent",
                "cpu_core_161_percent",
                "cpu_core_162_percent",
                "cpu_core_163_percent",
                "cpu_core_164_percent",
                "cpu_core_165_percent",
                "cpu_core_166_percent",
                "cpu_core_167_percent",
                "cpu_core_168_percent",
                "cpu_core_169_percent",
                "cpu_core_16_percent",
                "cpu_core_170_percent",
                "cpu_core_171_percent",
                "cpu_core_172_percent",
                "cpu_core_173_percent",
                "cpu_core_174_percent",
                "cpu_core_175_percent",
                "cpu_core_176_percent",
                "cpu_core_177_percent",
                "cpu_core_178_percent",
                "cpu_core_179_percent",
                "cpu_core_17_percent",
                "cpu_core_180_percent",
                "cpu_core_181_percent",
                "cpu_core_182_percent",
                "cpu_core_183_percent",
                "cpu_core_184_percent",
                "cpu_core_185_percent",
                "cpu_core_186_percent",
                "cpu_core_187_percent",
                "cpu_core_188_percent",
                "cpu_core_189_percent",
                "cpu_core_18_percent",
                "cpu_core_190_percent",
                "cpu_core_191_percent",
                "cpu_core_192_percent",
                "cpu_core_193_percent",
                "cpu_core_194_percent",
                "cpu_core_195_percent",
                "cpu_core_196_percent",
                "cpu_core_197_percent",
                "cpu_core_198_percent",
                "cpu_core_199_percent",
                "cpu_core_19_percent",
                "cpu_core_1_percent",
                "cpu_core_200_percent",
                "cpu_core_201_percent",
                "cpu_core_202_percent",
                "cpu_core_203_percent",
                "cpu_core_204_percent",
                "cpu_core_205_percent",
                "cpu_core_206_percent",
                "cpu_core_207_percent",
                "cpu_core_208_percent",
                "cpu_core_209_percent",
                "cpu_core_20_percent",
                "cpu_core_210_percent",
                "cpu_core_211_percent",
                "cpu_core_212_percent",
                "cpu_core_213_percent",
                "cpu_core_214_percent",
                "cpu_core_215_percent",
                "cpu_core_216_percent",
                "cpu_core_217_percent",
                "cpu_core_218_percent",
                "cpu_core_219_percent",
                "cpu_core_21_percent",
                "cpu_core_220_percent",
                "cpu_core_221_percent",
                "cpu_core_222_percent",
                "cpu_core_223_percent",
                "cpu_core_224_percent",
                "cpu_core_225_percent",
                "cpu_core_226_percent",
                "cpu_core_227_percent",
                "cpu_core_228_percent",
                "cpu_core_229_percent",
                "cpu_core_22_percent",
                "cpu_core_230_percent",
                "cpu_core_231_percent",
                "cpu_core_232_percent",
                "cpu_core_233_percent",
                "cpu_core_234_percent",
                "cpu_core_235_percent",
                "cpu_core_236_percent",
                "cpu_core_237_percent",
                "cpu_core_238_percent",
                "cpu_core_239_percent",
                "cpu_core_23_percent",
                "cpu_core_240_percent",
                "cpu_core_241_percent",
                "cpu_core_242_percent",
                "cpu_core_243_percent",
                "cpu_core_244_percent",
                "cpu_core_245_percent",
                "cpu_core_246_percent",
                "cpu_core_247_percent",
                "cpu_core_248_percent",
                "cpu_core_249_percent",
                "cpu_core_24_percent",
                "cpu_core_250_percent",
                "cpu_core_251_percent",
                "cpu_core_252_percent",
                "cpu_core_253_percent",
                "cpu_core_254_percent",
                "cpu_core_255_percent",
                "cpu_core_25_percent",
                "cpu_core_26_percent",
                "cpu_core_27_percent",
                "cpu_core_28_percent",
                "cpu_core_29_percent",
                "cpu_core_2_percent",
                "cpu_core_30_percent",
                "cpu_core_31_percent",
                "cpu_core_32_percent",
                "cpu_core_33_percent",
                "cpu_core_34_percent",
                "cpu_core_35_percent",
                "cpu_core_36_percent",
                "cpu_core_37_percent",
                "cpu_core_38_percent",
                "cpu_core_39_percent",
                "cpu_core_3_percent",
                "cpu_core_40_percent",
                "cpu_core_41_percent",
                "cpu_core_42_percent",
                "cpu_core_43_percent",
                "cpu_core_44_percent",
                "cpu_core_45_percent",
                "cpu_core_46_percent",
                "cpu_core_47_percent",
                "cpu_core_48_percent",
                "cpu_core_49_percent",
                "cpu_core_4_percent",
                "cpu_core_50_percent",
                "cpu_core_51_percent",
                "cpu_core_52_percent",
                "cpu_core_53_percent",
                "cpu_core_54_percent",
                "cpu_core_55_percent",
                "cpu_core_56_percent",
                "cpu_core_57_percent",
                "cpu_core_58_percent",
                "cpu_core_59_percent",
                "cpu_core_5_percent",
                "cpu_core_60_percent",
                "cpu_core_61_percent",
                "cpu_core_62_percent",
                "cpu_core_63_percent",
                "cpu_core_64_percent",
                "cpu_core_65_percent",
                "cpu_core_66_percent",
                "cpu_core_67_percent",
                "cpu_core_68_percent",
                "cpu_core_69_percent",
                "cpu_core_6_percent",
                "cpu_core_70_percent",
                "cpu_core_71_percent",
                "cpu_core_72_percent",
                "cpu_core_73_percent",
                "cpu_core_74_percent",
                "cpu_core_75_percent",
                "cpu_core_76_percent",
                "cpu_core_77_percent",
                "cpu_core_78_percent",
                "cpu_core_79_percent",
                "cpu_core_7_percent",
                "cpu_core_80_percent",
                "cpu_core_81_percent",
                "cpu_core_82_percent",
                "cpu_core_83_percent",
                "cpu_core_84_percent",
                "cpu_core_85_percent",
                "cpu_core_86_percent",
                "cpu_core_87_percent",
                "cpu_core_88_percent",
                "cpu_core_89_percent",
                "cpu_core_8_percent",
                "cpu_core_90_percent",
                "cpu_core_91_percent",
                "cpu_core_92_percent",
                "cpu_core_93_percent",
                "cpu_core_94_percent",
                "cpu_core_95_percent",
                "cpu_core_96_percent",
                "cpu_core_97_percent",
                "cpu_core_98_percent",
                "cpu_core_99_percent",
                "cpu_core_9_percent",
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
              "description": "metric_threshold: the metric to compare; it must exist for the kind of target and be numeric (a text metric such as path is INVALID_ARGUMENT)."
            },
            "comparison": {
              "type": "string",
              "enum": [
                "gt",
                "ge",
                "lt",
                "le",
                "eq"
              ],
              "description": "metric_threshold: how the value compares with threshold (greater, greater or equal, less, less or equal, equal)."
            },
            "threshold": {
              "type": "string",
              "minLength": 1,
              "maxLength": 42,
              "pattern": "^-?[0-9]{1,20}(\\.[0-9]{1,20})?$",
              "description": "metric_threshold: the threshold as an exact decimal string such as \"1073741824\" or \"80.5\", compared without floating-point rounding for integer metrics."
            }
          }
        },
        "target": {
          "type": "object",
          "additionalProperties": false,
          "minProperties": 1,
          "maxProperties": 1,
          "description": "metric_threshold: the target whose metric is compared; the default is the system target. Not accepted for other kinds.",
          "properties": {
            "process_ref": {
              "type": "string",
              "minLength": 1,
              "maxLength": 512,
              "description": "Targets the process lifetime named by this opaque reference."
            },
            "system": {
              "type": "boolean",
              "const": true,
              "description": "Targets the system when set to true."
            },
            "gpu_adapter": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128,
              "description": "Targets the GPU adapter with this adapter identifier (Windows LUID as high:low, Linux DRM card name)."
            }
          }
        },
        "timeout_ms": {
          "type": "integer",
          "minimum": 1,
          "maximum": 60000,
          "description": "Deadline of the wait in milliseconds, 1 through 60,000; the job fails with TIMEOUT when it passes."
        },
        "wait_ms": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "description": "Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."
        }
      },
      "required": [
        "condition",
        "timeout_ms"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "job_id",
                "state"
              ],
              "description": "State of a connection-owned job; a successful call can report a failed job.",
              "properties": {
                "job_id": {
                  "type": "string",
                  "description": "The job identifier."
                },
                "kind": {
                  "type": "string",
                  "description": "Job kind, such as a capture kind, process_info, log_list, log_load or condition."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "running",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Job state; cancellation and timeout are failed outcomes."
                },
                "started_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the application accepted the job."
                },
                "finished_at": {
                  "type": "string",
                  "format": "date-time",
                  "description": "When the job reached its terminal state; absent while running."
                },
                "cleanup_pending": {
                  "type": "boolean",
                  "description": "True while a terminal (for example cancelled or timed-out) job's worker is still being stopped; it holds a worker slot until then."
                },
                "result": {
                  "type": "object",
                  "description": "Outcome of a terminal job.",
                  "properties": {
                    "capture_id": {
                      "type": "string",
                      "description": "Capture holding the job rows."
                    },
                    "log_ref": {
                      "type": "string",
                      "description": "Loaded log reference from a log-load job."
                    },
                    "status": {
                      "type": "string",
                      "enum": [
                        "complete",
                        "partial"
                      ],
                      "description": "Whether the result is complete or partial."
                    },
                    "evidence": {
                      "type": "object",
                      "description": "Observation that satisfied a condition wait.",
                      "properties": {
                        "kind": {
                          "type": "string",
                          "description": "The condition kind."
                        },
                        "observed_at": {
                          "type": "string",
                          "format": "date-time",
                          "description": "Time of the observation, possibly with the local offset."
                        },
                        "process_ref": {
                          "type": "string",
                          "description": "The matching process lifetime."
                        },
                        "pid": {
                          "type": "integer",
                          "description": "PID of the matching process."
                        },
                        "name": {
                          "type": "string",
                          "description": "Name of the matching process."
                        },
                        "name_bytes_hex": {
                          "type": "string",
                          "pattern": "^(?:[0-9a-f]{2})+$",
                          "description": "Present only when the Linux process name is not valid UTF-8: the name's exact bytes as lower-case hex; name then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so two processes whose names differ only in such bytes never show the same name."
                        },
                        "metric_id": {
                          "type": "string",
                          "description": "The compared metric."
                        },
                        "value": {
                          "type": [
                            "string",
                            "number"
                          ],
                          "description": "The observed metric value."
                        }
                      }
                    },
                    "error": {
                      "type": "object",
                      "required": [
                        "code",
                        "message",
                        "retryable"
                      ],
                      "description": "Why the job failed, with CANCELLED or TIMEOUT for cancellation and deadlines.",
                      "properties": {
                        "code": {
                          "type": "string",
                          "description": "Application error code such as TIMEOUT or CANCELLED."
                        },
                        "message": {
                          "type": "string",
                          "description": "Safe explanatory message without captured values."
                        },
                        "retryable": {
                          "type": "boolean",
                          "description": "Whether an unchanged call may succeed on retry."
                        },
                        "native_error_code": {
                          "type": "integer",
                          "description": "Native error code, when known."
                        }
                      }
                    }
                  }
                },
                "result_page": {
                  "type": "object",
                  "description": "Complete envelope of the first result page, read automatically by the normal bridge after success.",
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "capture_id",
                        "rows",
                        "next_cursor",
                        "coverage"
                      ],
                      "description": "One page of a frozen capture.",
                      "properties": {
                        "capture_id": {
                          "type": "string",
                          "description": "The capture the page was read from; a provenance identifier only when capture_retained is false."
                        },
                        "kind": {
                          "type": "string",
                          "description": "Capture kind, such as process_list, history, file_users, open_files, modules, network, threads, scheduling, process_info or log_list."
                        },
                        "log_ref": {
                          "type": "string",
                          "description": "The loaded log of a log-source capture."
                        },
                        "recording_interval_seconds": {
                          "type": "integer",
                          "description": "Recording interval of a log-source capture."
                        },
                        "rows": {
                          "type": "array",
                          "items": {
                            "type": "object"
                          },
                          "description": "The rows of this page in capture order, each limited to the projected fields."
                        },
                        "next_cursor": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "description": "Cursor for the next page, or null on the last page."
                        },
                        "coverage": {
                          "type": "object",
                          "description": "Paging and collector coverage. listed counts the selected rows; the collector counters present depend on the capture kind and describe the original scan.",
                          "properties": {
                            "listed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Number of rows selected by the query across all pages."
                            },
                            "processes_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes considered."
                            },
                            "processes_scanned": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes whose handles were read."
                            },
                            "processes_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "File-user scans: processes that could not be read."
                            },
                            "handles_total": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles examined."
                            },
                            "handles_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Open-file captures: handles whose path query failed."
                            },
                            "tables_succeeded": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables read successfully."
                            },
                            "tables_failed": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Network captures: endpoint tables that failed."
                            },
                            "threads_unavailable": {
                              "type": "integer",
                              "minimum": 0,
                              "description": "Thread captures: threads whose details were unavailable."
                            }
                          }
                        },
                        "next_action": {
                          "type": [
                            "object",
                            "null"
                          ],
                          "required": [
                            "tool",
                            "arguments"
                          ],
                          "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                          "properties": {
                            "tool": {
                              "type": "string",
                              "description": "Name of the tool to call."
                            },
                            "arguments": {
                              "type": "object",
                              "description": "Arguments to pass unchanged."
                            }
                          }
                        },
                        "capture_retained": {
                          "type": "boolean",
                          "description": "Whether the capture remains readable; false means no release call is needed. Present only in the normal bridge."
                        },
                        "retained_capture_ids": {
                          "type": "array",
                          "items": {
                            "type": "string"
                          },
                          "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                        }
                      }
                    }
                  }
                },
                "result_consumed": {
                  "type": "boolean",
                  "description": "True when the rows were already delivered and are not reconstructed. Present only in the normal bridge."
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                },
                "capture_retained": {
                  "type": "boolean",
                  "description": "Whether the result capture remains readable. Present only in the normal bridge."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained for this caller, to be released with winproc_release_capture; present only in the normal bridge."
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Wait for a condition",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "winproc_get_operation",
    "title": "Operation status",
    "description": "Returns the application-owned state of a state-changing operation (pending, running, pending_confirmation, succeeded or failed) with its outcome or error. Requires operation_id. Outcomes are retained for 24 hours while the application runs and survive bridge reconnection; after an application restart or expiry it fails with OPERATION_UNKNOWN, and callers must inspect the actual state before deciding to resubmit. It never approves a confirmation or repeats an operation.",
    "inputSchema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "operation_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9._:-]+$",
          "description": "The operation to look up."
        }
      },
      "required": [
        "operation_id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "title": "WinprocToolResult",
      "description": "A winproc tool result: either a success envelope with tool-specific data, or an error envelope with a safe error object.",
      "anyOf": [
        {
          "title": "WinprocSuccess",
          "description": "A successful tool result. Inspect status, warnings and the tool-specific data; a successful job getter can still report a failed job inside data.",
          "type": "object",
          "required": [
            "api_version",
            "backend_instance_id",
            "source",
            "status",
            "warnings",
            "data"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": "string",
              "description": "Identifier of the application listener that produced the result; it changes when the listener restarts."
            },
            "source": {
              "enum": [
                "live",
                "log"
              ],
              "description": "Whether the data comes from live sampling state or from a loaded saved log."
            },
            "log_ref": {
              "type": "string",
              "description": "The loaded log the data comes from, for source log."
            },
            "recording_interval_seconds": {
              "type": "integer",
              "minimum": 1,
              "description": "Aggregation interval of the loaded recording, for source log."
            },
            "captured_at": {
              "type": "string",
              "format": "date-time",
              "description": "Timestamp of the published snapshot or frozen capture the data describes."
            },
            "capture_started_at": {
              "type": "string",
              "format": "date-time",
              "description": "Start of a non-atomic collection."
            },
            "capture_finished_at": {
              "type": "string",
              "format": "date-time",
              "description": "End of a non-atomic collection."
            },
            "status": {
              "enum": [
                "complete",
                "partial"
              ],
              "description": "Partial means useful but incomplete data; coverage and warnings say what is missing. A partial empty result is not a negative finding."
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Safe human-readable warnings about coverage or data quality."
            },
            "data": {
              "type": "object",
              "required": [
                "operation_id",
                "state"
              ],
              "description": "State of an application-owned operation; a successful call can report a failed operation.",
              "properties": {
                "operation_id": {
                  "type": "string",
                  "description": "The operation identifier, generated by the bridge when an optional one was omitted."
                },
                "tool": {
                  "type": "string",
                  "description": "The tool that submitted the operation."
                },
                "state": {
                  "type": "string",
                  "enum": [
                    "pending",
                    "running",
                    "pending_confirmation",
                    "succeeded",
                    "failed"
                  ],
                  "description": "Operation state."
                },
                "confirmation": {
                  "type": "object",
                  "description": "The immutable action description shown for local confirmation.",
                  "properties": {
                    "description": {
                      "type": "string",
                      "description": "What the user is asked to confirm."
                    }
                  }
                },
                "outcome": {
                  "type": "object",
                  "description": "Result of a succeeded operation; fields depend on the action.",
                  "properties": {
                    "revision": {
                      "type": "string",
                      "description": "The resulting investigation revision."
                    },
                    "tracked_names": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      },
                      "description": "Explicit root names after the change."
                    },
                    "scope": {
                      "type": "string",
                      "description": "Description of the affected scope, including descendants."
                    },
                    "profile_ref": {
                      "type": "string",
                      "description": "The affected profile."
                    },
                    "profile_revision": {
                      "type": "string",
                      "description": "The affected profile revision."
                    },
                    "recording_session_id": {
                      "type": "string",
                      "description": "The Recording session."
                    },
                    "interval_seconds": {
                      "type": "integer",
                      "description": "The Recording interval."
                    },
                    "output_log_id": {
                      "type": "string",
                      "description": "Log ID of the Recording output."
                    },
                    "enabled": {
                      "type": "boolean",
                      "description": "The resulting .NET collection authorization."
                    },
                    "graph_ids": {
                      "type": "array",
                      "items": {
                        "type": "integer"
                      },
                      "description": "Graph IDs of the requested sources."
                    },
                    "output_path": {
                      "type": "string",
                      "description": "Path of the exported CSV file, or of the partial file a Recording ended by a write failure kept."
                    },
                    "range": {
                      "type": "string",
                      "description": "The exported range."
                    },
                    "rows": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Number of exported data rows."
                    },
                    "workspace": {
                      "type": "object",
                      "description": "The accepted Graph workspace."
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "required": [
                    "code",
                    "message",
                    "retryable"
                  ],
                  "description": "Why the operation failed (STATE_CONFLICT, CANCELLED, TIMEOUT, EXPORT_FAILED and so on).",
                  "properties": {
                    "code": {
                      "type": "string",
                      "description": "Application error code such as TIMEOUT or CANCELLED."
                    },
                    "message": {
                      "type": "string",
                      "description": "Safe explanatory message without captured values."
                    },
                    "retryable": {
                      "type": "boolean",
                      "description": "Whether an unchanged call may succeed on retry."
                    },
                    "native_error_code": {
                      "type": "integer",
                      "description": "Native error code, when known."
                    }
                  }
                },
                "next_action": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "required": [
                    "tool",
                    "arguments"
                  ],
                  "description": "The exact tool call to make next to continue, or null when no automatic follow-up exists (including failures and pending local confirmation). Present only in the normal bridge.",
                  "properties": {
                    "tool": {
                      "type": "string",
                      "description": "Name of the tool to call."
                    },
                    "arguments": {
                      "type": "object",
                      "description": "Arguments to pass unchanged."
                    }
                  }
                }
              }
            }
          }
        },
        {
          "title": "WinprocError",
          "description": "A failed tool call. The error object is safe to show: it never contains captured values or the rejected input.",
          "type": "object",
          "required": [
            "api_version",
            "error"
          ],
          "properties": {
            "api_version": {
              "const": "1.0",
              "description": "Version of this result contract."
            },
            "backend_instance_id": {
              "type": [
                "string",
                "null"
              ],
              "description": "Identifier of the application listener that produced the error, or null when no application answered."
            },
            "error": {
              "type": "object",
              "required": [
                "code",
                "message",
                "retryable"
              ],
              "properties": {
                "code": {
                  "enum": [
                    "OUTCOME_UNKNOWN",
                    "RESOURCE_LIMIT",
                    "COLLECTION_FAILED",
                    "INVALID_ARGUMENT",
                    "BACKEND_UNAVAILABLE",
                    "ACCESS_DENIED",
                    "IDENTITY_UNVERIFIABLE",
                    "PROCESS_EXITED",
                    "IDENTITY_CHANGED",
                    "ACTIVITY_CONFLICT",
                    "UNSUPPORTED",
                    "BUSY",
                    "TIMEOUT",
                    "CANCELLED",
                    "CURSOR_INVALID",
                    "REFERENCE_INVALID",
                    "RESULT_TOO_LARGE",
                    "STATE_CONFLICT",
                    "PERMISSION_DENIED",
                    "OPERATION_UNKNOWN",
                    "EXPORT_FAILED",
                    "INTERNAL_ERROR"
                  ],
                  "description": "Application error code."
                },
                "message": {
                  "type": "string",
                  "description": "Safe explanation with recovery guidance."
                },
                "retryable": {
                  "type": "boolean",
                  "description": "Whether an unchanged call may succeed on retry; false for INVALID_ARGUMENT, which needs correction first."
                },
                "native_error_code": {
                  "type": "integer",
                  "description": "Operating-system error number, when one applies."
                },
                "field": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the arguments to the failing value."
                },
                "constraint": {
                  "type": "string",
                  "description": "For schema failures: JSON Pointer into the tool's input schema to the failing keyword."
                },
                "expected": {
                  "description": "For schema failures: the constraint's value copied from the input schema (for example the allowed enum values, the bound, or the required names)."
                },
                "operation_id": {
                  "type": "string",
                  "description": "The operation an uncertain outcome refers to, so its status can be queried after reconnection."
                },
                "retained_capture_ids": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "Captures still retained after a failed first-page selection; release them when done."
                }
              }
            }
          }
        }
      ]
    },
    "annotations": {
      "title": "Operation status",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  }
];

/** What raw mode adds to a tool's description: it advertises its own delivery defaults (spec §4). */
const RAW_NOTES: Readonly<Partial<Record<ToolName, string>>> = {
  "winproc_list_processes": " Raw mode (mcp-bridge --raw): limit defaults to 100 rows and captures are kept until winproc_release_capture, expiry or disconnect.",
  "winproc_get_process_info": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0, rows are returned only when read is given explicitly (default page 100 rows), and captures are kept until winproc_release_capture, expiry or disconnect.",
  "winproc_get_history": " Raw mode (mcp-bridge --raw): limit defaults to 100 rows and captures are kept until winproc_release_capture, expiry or disconnect.",
  "winproc_start_capture": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0, rows are returned only when read is given explicitly (default page 100 rows), and captures are kept until winproc_release_capture, expiry or disconnect.",
  "winproc_get_job": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0, rows are returned only when read is given explicitly (default page 100 rows), and captures are kept until winproc_release_capture, expiry or disconnect.",
  "winproc_read_capture": " Raw mode (mcp-bridge --raw): limit defaults to 100 rows and captures are kept until winproc_release_capture, expiry or disconnect.",
  "winproc_add_graphs": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the operation handle is returned at once.",
  "winproc_export_graphs": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the operation handle is returned at once.",
  "winproc_update_tracking": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the operation handle is returned at once.",
  "winproc_update_profile": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the operation handle is returned at once.",
  "winproc_start_recording": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the operation handle is returned at once.",
  "winproc_stop_recording": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the operation handle is returned at once.",
  "winproc_list_logs": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0, rows are returned only when read is given explicitly (default page 100 rows), and captures are kept until winproc_release_capture, expiry or disconnect.",
  "winproc_open_log": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the job handle is returned at once.",
  "winproc_set_dotnet_collection": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the operation handle is returned at once.",
  "winproc_wait_condition": " Raw mode (mcp-bridge --raw): wait_ms defaults to 0 and the job handle is returned at once."
};

/** The catalog of `mcp-bridge --raw`: the same tools, descriptions advertising raw delivery defaults. */
export const TOOLS_RAW: readonly PublishedTool[] = TOOLS.map((tool) => ({ ...tool, description: tool.description + (RAW_NOTES[tool.name] ?? '') }));
