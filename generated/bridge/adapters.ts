// generated — do not edit.
// Emitter: codegen/emitters/adapters.ts; source: schemas/mcp-tools.json.
// Regenerate with `npm run codegen`.

// Bridge adapters: how the bridge delivers each tool and which backend method serves it.
import type { ToolName } from '../catalog/tools.js';

/**
 * immediate: a getter answered at once; paged: a frozen capture read page by page; capture_starter: a job whose
 * first result page the bridge reads after success; wait_job: a job the bridge waits for; mutation: an
 * application-owned operation the bridge waits for.
 */
export type DeliveryClass = 'immediate' | 'paged' | 'capture_starter' | 'wait_job' | 'mutation';

export interface ToolAdapter {
  readonly tool: ToolName;
  readonly delivery: DeliveryClass;
  readonly backendMethod: string;
  /** Arguments the bridge consumes (wait_ms, read, retain_capture) and removes before dispatch. */
  readonly deliveryArguments: readonly ('wait_ms' | 'read' | 'retain_capture')[];
  readonly paged: boolean;
  readonly readOnly: boolean;
}

export const TOOL_ADAPTERS: readonly ToolAdapter[] = [
  {
    "tool": "winproc_get_status",
    "delivery": "immediate",
    "backendMethod": "get_status",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_get_system_info",
    "delivery": "immediate",
    "backendMethod": "get_system_info",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_list_metrics",
    "delivery": "immediate",
    "backendMethod": "list_metrics",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_list_processes",
    "delivery": "paged",
    "backendMethod": "list_processes",
    "deliveryArguments": [
      "retain_capture"
    ],
    "paged": true,
    "readOnly": true
  },
  {
    "tool": "winproc_get_process_info",
    "delivery": "capture_starter",
    "backendMethod": "get_process_info",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_get_metrics",
    "delivery": "immediate",
    "backendMethod": "get_metrics",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_get_history",
    "delivery": "paged",
    "backendMethod": "get_history",
    "deliveryArguments": [
      "retain_capture"
    ],
    "paged": true,
    "readOnly": true
  },
  {
    "tool": "winproc_start_capture",
    "delivery": "capture_starter",
    "backendMethod": "start_capture",
    "deliveryArguments": [
      "wait_ms",
      "read",
      "retain_capture"
    ],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_get_job",
    "delivery": "capture_starter",
    "backendMethod": "get_job",
    "deliveryArguments": [
      "wait_ms",
      "read",
      "retain_capture"
    ],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_read_capture",
    "delivery": "paged",
    "backendMethod": "read_capture",
    "deliveryArguments": [
      "retain_capture"
    ],
    "paged": true,
    "readOnly": true
  },
  {
    "tool": "winproc_cancel_job",
    "delivery": "immediate",
    "backendMethod": "cancel_job",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_release_capture",
    "delivery": "immediate",
    "backendMethod": "release_capture",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_get_graphs",
    "delivery": "immediate",
    "backendMethod": "get_graphs",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_add_graphs",
    "delivery": "mutation",
    "backendMethod": "add_graphs",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": false
  },
  {
    "tool": "winproc_export_graphs",
    "delivery": "mutation",
    "backendMethod": "export_graphs",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": false
  },
  {
    "tool": "winproc_get_tracking",
    "delivery": "immediate",
    "backendMethod": "get_tracking",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_update_tracking",
    "delivery": "mutation",
    "backendMethod": "update_tracking",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": false
  },
  {
    "tool": "winproc_list_profiles",
    "delivery": "immediate",
    "backendMethod": "list_profiles",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_update_profile",
    "delivery": "mutation",
    "backendMethod": "update_profile",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": false
  },
  {
    "tool": "winproc_get_recording",
    "delivery": "immediate",
    "backendMethod": "get_recording",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_start_recording",
    "delivery": "mutation",
    "backendMethod": "start_recording",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": false
  },
  {
    "tool": "winproc_stop_recording",
    "delivery": "mutation",
    "backendMethod": "stop_recording",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": false
  },
  {
    "tool": "winproc_list_logs",
    "delivery": "capture_starter",
    "backendMethod": "list_logs",
    "deliveryArguments": [
      "wait_ms",
      "read",
      "retain_capture"
    ],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_open_log",
    "delivery": "wait_job",
    "backendMethod": "open_log",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_close_log",
    "delivery": "immediate",
    "backendMethod": "close_log",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_get_dotnet_collection",
    "delivery": "immediate",
    "backendMethod": "get_dotnet_collection",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_set_dotnet_collection",
    "delivery": "mutation",
    "backendMethod": "set_dotnet_collection",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": false
  },
  {
    "tool": "winproc_wait_condition",
    "delivery": "wait_job",
    "backendMethod": "wait_condition",
    "deliveryArguments": [
      "wait_ms"
    ],
    "paged": false,
    "readOnly": true
  },
  {
    "tool": "winproc_get_operation",
    "delivery": "immediate",
    "backendMethod": "get_operation",
    "deliveryArguments": [],
    "paged": false,
    "readOnly": true
  }
];

const BY_NAME: ReadonlyMap<string, ToolAdapter> = new Map(TOOL_ADAPTERS.map((adapter) => [adapter.tool, adapter]));

export function adapterFor(tool: string): ToolAdapter | undefined {
  return BY_NAME.get(tool);
}
