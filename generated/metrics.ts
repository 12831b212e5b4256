// generated — do not edit.
// Emitter: codegen/emitters/metrics.ts; source: schemas/metrics.json.
// Regenerate with `npm run codegen`.

// The metric catalog as typed constants: identifiers per target kind, units and numeric representation.

export type MetricTargetKind = 'process' | 'system' | 'gpu_adapter';
export type MetricUnit = 'percent' | 'bytes' | 'bytes_per_second' | 'pages_per_second' | 'count' | 'text' | 'events_per_second';
export type MetricRepresentation = 'integer' | 'float' | 'text';

/** Identifiers of process metrics. */
export type ProcessMetricId = 'cpu_percent' | 'private_bytes' | 'workset_bytes' | 'workset_private_bytes' | 'workset_shareable_bytes' | 'thread_count' | 'handle_count' | 'user_object_count' | 'gdi_object_count' | 'gpu_percent' | 'dotnet_heap_bytes' | 'dotnet_gc_gen0_heap_bytes' | 'dotnet_gc_gen1_heap_bytes' | 'dotnet_gc_gen2_heap_bytes' | 'dotnet_gc_loh_bytes' | 'dotnet_gc_poh_bytes' | 'dotnet_gc_committed_bytes' | 'dotnet_gc_fragmentation_bytes' | 'dotnet_allocation_bytes_per_sec' | 'gpu_dedicated_bytes' | 'gpu_shared_bytes' | 'io_read_bytes_per_sec' | 'io_write_bytes_per_sec' | 'page_faults_major_per_sec' | 'network_received_bytes_per_sec' | 'network_sent_bytes_per_sec' | 'path' | 'task_name';
/** Identifiers of system metrics. */
export type SystemMetricId = 'physical_memory_bytes' | 'total_memory_bytes' | 'available_memory_bytes' | 'modified_memory_bytes' | 'standby_memory_bytes' | 'free_zeroed_memory_bytes' | 'committed_bytes' | 'commit_limit_bytes' | 'paged_pool_bytes' | 'nonpaged_pool_bytes' | 'pages_input_per_sec' | 'pages_output_per_sec' | 'process_count' | 'thread_count' | 'cpu_percent' | 'cpu_user_percent' | 'cpu_kernel_percent' | 'cpu_average_percent' | 'disk_read_bytes_per_sec' | 'disk_write_bytes_per_sec' | 'disk_queue_length' | 'network_received_bytes_per_sec' | 'network_sent_bytes_per_sec';
/** Identifiers of GPU adapter metrics. */
export type GpuAdapterMetricId = 'utilization_percent' | 'encode_average_percent' | 'encode_max_percent' | 'encode_engine_count' | 'decode_average_percent' | 'decode_max_percent' | 'decode_engine_count' | 'dedicated_bytes' | 'dedicated_total_bytes' | 'shared_bytes' | 'shared_total_bytes';
/** Every metric identifier of any target kind. */
export type MetricId = ProcessMetricId | SystemMetricId | GpuAdapterMetricId;

export interface PlatformAvailability {
  readonly available: boolean;
  /** Where the value comes from, when available. */
  readonly source?: string;
  /** Why the platform has no value, when unavailable. */
  readonly reason?: string;
}

export interface MetricDefinition<K extends MetricTargetKind = MetricTargetKind, I extends string = MetricId> {
  readonly id: I;
  readonly display_name: string;
  readonly target_kind: K;
  readonly unit: MetricUnit;
  readonly representation: MetricRepresentation;
  readonly graphable: boolean;
  readonly description: string;
  readonly collection_requirement?: string;
  readonly platforms: { readonly win32: PlatformAvailability; readonly linux: PlatformAvailability };
}

export const PROCESS_METRIC_IDS: readonly ProcessMetricId[] = ["cpu_percent","private_bytes","workset_bytes","workset_private_bytes","workset_shareable_bytes","thread_count","handle_count","user_object_count","gdi_object_count","gpu_percent","dotnet_heap_bytes","dotnet_gc_gen0_heap_bytes","dotnet_gc_gen1_heap_bytes","dotnet_gc_gen2_heap_bytes","dotnet_gc_loh_bytes","dotnet_gc_poh_bytes","dotnet_gc_committed_bytes","dotnet_gc_fragmentation_bytes","dotnet_allocation_bytes_per_sec","gpu_dedicated_bytes","gpu_shared_bytes","io_read_bytes_per_sec","io_write_bytes_per_sec","page_faults_major_per_sec","network_received_bytes_per_sec","network_sent_bytes_per_sec","path","task_name"];
export const SYSTEM_METRIC_IDS: readonly SystemMetricId[] = ["physical_memory_bytes","total_memory_bytes","available_memory_bytes","modified_memory_bytes","standby_memory_bytes","free_zeroed_memory_bytes","committed_bytes","commit_limit_bytes","paged_pool_bytes","nonpaged_pool_bytes","pages_input_per_sec","pages_output_per_sec","process_count","thread_count","cpu_percent","cpu_user_percent","cpu_kernel_percent","cpu_average_percent","disk_read_bytes_per_sec","disk_write_bytes_per_sec","disk_queue_length","network_received_bytes_per_sec","network_sent_bytes_per_sec"];
export const GPU_ADAPTER_METRIC_IDS: readonly GpuAdapterMetricId[] = ["utilization_percent","encode_average_percent","encode_max_percent","encode_engine_count","decode_average_percent","decode_max_percent","decode_engine_count","dedicated_bytes","dedicated_total_bytes","shared_bytes","shared_total_bytes"];
/** All distinct metric identifiers, sorted; the enum that tool input schemas use. */
export const ALL_METRIC_IDS: readonly MetricId[] = ["available_memory_bytes","commit_limit_bytes","committed_bytes","cpu_average_percent","cpu_kernel_percent","cpu_percent","cpu_user_percent","decode_average_percent","decode_engine_count","decode_max_percent","dedicated_bytes","dedicated_total_bytes","disk_queue_length","disk_read_bytes_per_sec","disk_write_bytes_per_sec","dotnet_allocation_bytes_per_sec","dotnet_gc_committed_bytes","dotnet_gc_fragmentation_bytes","dotnet_gc_gen0_heap_bytes","dotnet_gc_gen1_heap_bytes","dotnet_gc_gen2_heap_bytes","dotnet_gc_loh_bytes","dotnet_gc_poh_bytes","dotnet_heap_bytes","encode_average_percent","encode_engine_count","encode_max_percent","free_zeroed_memory_bytes","gdi_object_count","gpu_dedicated_bytes","gpu_percent","gpu_shared_bytes","handle_count","io_read_bytes_per_sec","io_write_bytes_per_sec","modified_memory_bytes","network_received_bytes_per_sec","network_sent_bytes_per_sec","nonpaged_pool_bytes","page_faults_major_per_sec","paged_pool_bytes","pages_input_per_sec","pages_output_per_sec","path","physical_memory_bytes","private_bytes","process_count","shared_bytes","shared_total_bytes","standby_memory_bytes","task_name","thread_count","total_memory_bytes","user_object_count","utilization_percent","workset_bytes","workset_private_bytes","workset_shareable_bytes"];

export const PROCESS_METRICS: readonly MetricDefinition<'process', ProcessMetricId>[] = [
  {
    "id": "cpu_percent",
    "display_name": "CPU%",
    "target_kind": "process",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Share of total logical CPU capacity used by the process since the previous sample, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetProcessTimes kernel+user delta / (wall delta x logical CPUs)"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/stat utime+stime delta / (wall delta x logical CPUs)"
      }
    }
  },
  {
    "id": "private_bytes",
    "display_name": "PrivBytes",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Private memory committed to the process (Linux: anonymous memory resident or swapped).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQueryInformationProcess(ProcessVmCounters) PrivateUsage (PagefileUsage as the documented fallback)"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/status RssAnon + VmSwap (read from /proc/PID/statm, the same kernel counters in pages, while no swap is in use)"
      }
    }
  },
  {
    "id": "workset_bytes",
    "display_name": "WS",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Physical memory currently mapped by the process (working set / resident set).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "K32GetProcessMemoryInfo WorkingSetSize"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/status VmRSS (read from /proc/PID/statm, the same kernel counters in pages, while no swap is in use)"
      }
    }
  },
  {
    "id": "workset_private_bytes",
    "display_name": "WS Priv",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Part of the working set that is private to the process.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQueryInformationProcess(ProcessVmCounters) VM_COUNTERS_EX2 PrivateWorkingSetSize (Windows 10 and later)"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/status RssAnon (read from /proc/PID/statm, the same kernel counters in pages, while no swap is in use)"
      }
    }
  },
  {
    "id": "workset_shareable_bytes",
    "display_name": "WS Shrbl",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Part of the working set that can be shared with other processes.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "Working Set minus Working Set private when both exist in the same sample and the difference is not negative"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/status RssFile + RssShmem (read from /proc/PID/statm, the same kernel counters in pages, while no swap is in use)"
      }
    }
  },
  {
    "id": "thread_count",
    "display_name": "Thrd",
    "target_kind": "process",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of threads of the process.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "Toolhelp thread count"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/stat num_threads (the counter /proc/PID/status shows as Threads)"
      }
    }
  },
  {
    "id": "handle_count",
    "display_name": "Hndl",
    "target_kind": "process",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of open handles (Linux: open file descriptors).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetProcessHandleCount"
      },
      "linux": {
        "available": true,
        "source": "number of entries in /proc/PID/fd"
      }
    }
  },
  {
    "id": "user_object_count",
    "display_name": "USER",
    "target_kind": "process",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of Windows USER objects.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetGuiResources(GR_USEROBJECTS), sampled every 5 s"
      },
      "linux": {
        "available": false,
        "reason": "no Linux equivalent of Windows USER objects"
      }
    }
  },
  {
    "id": "gdi_object_count",
    "display_name": "GDI",
    "target_kind": "process",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of Windows GDI objects.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetGuiResources(GR_GDIOBJECTS), sampled every 5 s"
      },
      "linux": {
        "available": false,
        "reason": "no Linux equivalent of Windows GDI objects"
      }
    }
  },
  {
    "id": "gpu_percent",
    "display_name": "GPU%",
    "target_kind": "process",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "GPU engine utilization attributed to the process, clamped to 100. On Linux, a process using several GPUs reports its busiest device's value (each device's busiest engine class), never a sum across devices.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine utilization of the process, clamped to 100"
      },
      "linux": {
        "available": true,
        "source": "per device: DRM fdinfo drm-engine-<class> busy ns delta / wall delta / drm-engine-capacity-<class> (drm-cycles-<class> / drm-total-cycles-<class> for xe), busiest class; NVIDIA: NVML nvmlDeviceGetProcessUtilization (busiest of SM, encoder, decoder, mean of the interval's samples); the busiest device's value"
      }
    }
  },
  {
    "id": "dotnet_heap_bytes",
    "display_name": ".NET Heap",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Total managed heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_gen0_heap_bytes",
    "display_name": ".NET Gen0",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Generation 0 heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_gen1_heap_bytes",
    "display_name": ".NET Gen1",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Generation 1 heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_gen2_heap_bytes",
    "display_name": ".NET Gen2",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Generation 2 heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_loh_bytes",
    "display_name": ".NET LOH",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Large object heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_poh_bytes",
    "display_name": ".NET POH",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Pinned object heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_committed_bytes",
    "display_name": ".NET Commit",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Memory committed by the garbage collector. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_fragmentation_bytes",
    "display_name": ".NET Frag",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Free space inside the managed heap (fragmentation). Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": false,
        "reason": "the runtime counters give fragmentation only as a percent of the heap; bytes would be an estimate, so it is reported missing"
      },
      "linux": {
        "available": false,
        "reason": "the runtime counters give fragmentation only as a percent of the heap; bytes would be an estimate, so it is reported missing"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_allocation_bytes_per_sec",
    "display_name": ".NET Alloc/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Managed allocation rate. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "gpu_dedicated_bytes",
    "display_name": "GPU D",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Dedicated GPU memory used by the process, summed over the GPUs it uses.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Process Memory Dedicated Usage"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo drm-resident-vram*/local* (else drm-memory-vram*) where the driver exposes it; NVIDIA: NVML usedGpuMemory of the compute and graphics process lists"
      }
    }
  },
  {
    "id": "gpu_shared_bytes",
    "display_name": "GPU S",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Shared (system) GPU memory used by the process, summed over the GPUs it uses.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Process Memory Shared Usage"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo drm-resident-gtt / -system* / -memory (else drm-memory-*) where the driver exposes it; not reported by NVML"
      }
    }
  },
  {
    "id": "io_read_bytes_per_sec",
    "display_name": "IO Read/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes read per second by the process, all I/O kinds.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetProcessIoCounters ReadTransferCount delta per second"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/io rchar delta per second (all I/O, like the Windows counter)"
      }
    }
  },
  {
    "id": "io_write_bytes_per_sec",
    "display_name": "IO Write/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes written per second by the process, all I/O kinds.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetProcessIoCounters WriteTransferCount delta per second"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/io wchar delta per second (all I/O, like the Windows counter)"
      }
    }
  },
  {
    "id": "page_faults_major_per_sec",
    "display_name": "MajFlt/s",
    "target_kind": "process",
    "unit": "events_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Page faults per second of the process. Linux: major faults only (the faulting access waited for a page to be read from disk or swap), the per-process view of memory pressure. Windows: every page fault (soft and hard), because that is the only per-process count the system keeps.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQueryInformationProcess(ProcessVmCounters) PageFaultCount delta per second (all faults, soft and hard)"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/stat majflt delta per second"
      }
    }
  },
  {
    "id": "network_received_bytes_per_sec",
    "display_name": "Net Recv/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "TCP payload bytes received per second by the process's sockets. Counted: TCP over IPv4 and IPv6 in the monitor's network namespace, per socket, attributed to every process holding the socket (a socket inherited across fork counts for each holder). Not counted: UDP and other datagram payload, Unix sockets, bytes of a socket that closed within the interval (its counters are gone before the next sample), and sockets of a process in another network namespace (unavailable there).",
    "platforms": {
      "win32": {
        "available": false,
        "reason": "Per-connection byte counts (GetPerTcpConnectionEStats) are collected only after SetPerTcpConnectionEStats enabled them, which needs an administrator; an unelevated monitor cannot read them, so the metric is unavailable (unsupported)."
      },
      "linux": {
        "available": true,
        "source": "NETLINK_SOCK_DIAG inet_diag dump of TCP sockets with tcp_info: tcpi_bytes_received delta per second, summed over the socket inodes the process holds (/proc/PID/fd socket links)"
      }
    }
  },
  {
    "id": "network_sent_bytes_per_sec",
    "display_name": "Net Send/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "TCP payload bytes sent per second by the process's sockets, counted when the peer acknowledged them. Counted: TCP over IPv4 and IPv6 in the monitor's network namespace, per socket, attributed to every process holding the socket (a socket inherited across fork counts for each holder). Not counted: UDP and other datagram payload, Unix sockets, bytes of a socket that closed within the interval (its counters are gone before the next sample), and sockets of a process in another network namespace (unavailable there).",
    "platforms": {
      "win32": {
        "available": false,
        "reason": "Per-connection byte counts (GetPerTcpConnectionEStats) are collected only after SetPerTcpConnectionEStats enabled them, which needs an administrator; an unelevated monitor cannot read them, so the metric is unavailable (unsupported)."
      },
      "linux": {
        "available": true,
        "source": "NETLINK_SOCK_DIAG inet_diag dump of TCP sockets with tcp_info: tcpi_bytes_acked delta per second, summed over the socket inodes the process holds (/proc/PID/fd socket links)"
      }
    }
  },
  {
    "id": "path",
    "display_name": "Full Path",
    "target_kind": "process",
    "unit": "text",
    "representation": "text",
    "graphable": false,
    "description": "Full path of the process executable. Text, not a Graph metric.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "QueryFullProcessImageNameW"
      },
      "linux": {
        "available": true,
        "source": "readlink /proc/PID/exe"
      }
    }
  },
  {
    "id": "task_name",
    "display_name": "Task Name",
    "target_kind": "process",
    "unit": "text",
    "representation": "text",
    "graphable": false,
    "description": "The task name the kernel shows for the process's main thread now (Linux comm, at most 15 bytes). It differs from the process name when the program renamed its main thread (Node 24's MainThread, prctl PR_SET_NAME); the process name stays fixed for the lifetime. Text, not a Graph metric.",
    "platforms": {
      "win32": {
        "available": false,
        "source": "none: a Windows process is named by its image file and has no task name"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/stat comm"
      }
    }
  }
];
export const SYSTEM_METRICS: readonly MetricDefinition<'system', SystemMetricId>[] = [
  {
    "id": "physical_memory_bytes",
    "display_name": "Mem Used",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Physical memory in use.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GlobalMemoryStatusEx ullTotalPhys - ullAvailPhys"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo MemTotal - MemAvailable"
      }
    }
  },
  {
    "id": "total_memory_bytes",
    "display_name": "Mem Total",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Total physical memory.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GlobalMemoryStatusEx ullTotalPhys"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo MemTotal"
      }
    }
  },
  {
    "id": "available_memory_bytes",
    "display_name": "Mem Avail",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Physical memory available for new allocations without swapping.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GlobalMemoryStatusEx ullAvailPhys"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo MemAvailable"
      }
    }
  },
  {
    "id": "modified_memory_bytes",
    "display_name": "Modified",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Memory holding modified data not yet written to disk.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Modified Page List Bytes"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo Dirty + Writeback"
      }
    }
  },
  {
    "id": "standby_memory_bytes",
    "display_name": "Standby",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Cached file data that can be reclaimed.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Standby Cache bytes (sum of priorities)"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo Active(file) + Inactive(file)"
      }
    }
  },
  {
    "id": "free_zeroed_memory_bytes",
    "display_name": "Free",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Memory that is free and unused.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Free & Zero Page List Bytes"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo MemFree"
      }
    }
  },
  {
    "id": "committed_bytes",
    "display_name": "Commit",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Virtual memory committed by all processes.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetPerformanceInfo CommitTotal x PageSize"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo Committed_AS"
      }
    }
  },
  {
    "id": "commit_limit_bytes",
    "display_name": "Commit Limit",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Limit of committable virtual memory.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetPerformanceInfo CommitLimit x PageSize"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo CommitLimit"
      }
    }
  },
  {
    "id": "paged_pool_bytes",
    "display_name": "Paged Pool",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Pageable kernel memory.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetPerformanceInfo KernelPaged x PageSize"
      },
      "linux": {
        "available": false,
        "reason": "Linux kernel memory is not pageable; no equivalent"
      }
    }
  },
  {
    "id": "nonpaged_pool_bytes",
    "display_name": "Nonpaged Pool",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Kernel memory that is never paged out.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetPerformanceInfo KernelNonpaged x PageSize"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo SUnreclaim + KernelStack + PageTables"
      }
    }
  },
  {
    "id": "pages_input_per_sec",
    "display_name": "Pages In/s",
    "target_kind": "system",
    "unit": "pages_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Pages read from disk per second to resolve hard page faults (paging file or mapped files).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Pages Input/sec"
      },
      "linux": {
        "available": true,
        "source": "/proc/vmstat pgmajfault delta per second: major faults (each read from swap or a file), one per fault where Windows counts pages"
      }
    }
  },
  {
    "id": "pages_output_per_sec",
    "display_name": "Pages Out/s",
    "target_kind": "system",
    "unit": "pages_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Pages written to disk per second to free physical memory (paging file or mapped files).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Pages Output/sec"
      },
      "linux": {
        "available": true,
        "source": "/proc/vmstat nr_vmscan_write delta per second: pages page reclaim wrote out (anonymous pages to swap, dirty file pages to their files)"
      }
    }
  },
  {
    "id": "process_count",
    "display_name": "Processes",
    "target_kind": "system",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of processes.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "number of processes in the snapshot"
      },
      "linux": {
        "available": true,
        "source": "number of numeric entries in /proc"
      }
    }
  },
  {
    "id": "thread_count",
    "display_name": "Threads",
    "target_kind": "system",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of threads on the host.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "sum of the threads of every process in the snapshot"
      },
      "linux": {
        "available": true,
        "source": "sum of the threads of every process in the snapshot"
      }
    }
  },
  {
    "id": "cpu_percent",
    "display_name": "CPU%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Total CPU utilization of all logical CPUs, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetSystemTimes delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat aggregate cpu line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_user_percent",
    "display_name": "CPU User%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "CPU time spent in user mode, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetSystemTimes user delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat user + nice delta"
      }
    }
  },
  {
    "id": "cpu_kernel_percent",
    "display_name": "CPU Kernel%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "CPU time spent in kernel mode, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetSystemTimes kernel - idle delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat system + irq + softirq delta"
      }
    }
  },
  {
    "id": "cpu_average_percent",
    "display_name": "CPU Avg%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Mean utilization across logical CPUs, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetSystemTimes delta (every logical CPU has the same wall time, so the mean of per-CPU shares equals the aggregate)"
      },
      "linux": {
        "available": true,
        "source": "mean of per-CPU busy percent from the /proc/stat cpuN lines"
      }
    }
  },
  {
    "id": "disk_read_bytes_per_sec",
    "display_name": "Disk Read/s",
    "target_kind": "system",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes read from physical disks per second.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH PhysicalDisk(_Total) Disk Read Bytes/sec"
      },
      "linux": {
        "available": true,
        "source": "/proc/diskstats sectors read delta x 512 over whole disks"
      }
    }
  },
  {
    "id": "disk_write_bytes_per_sec",
    "display_name": "Disk Write/s",
    "target_kind": "system",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes written to physical disks per second.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH PhysicalDisk(_Total) Disk Write Bytes/sec"
      },
      "linux": {
        "available": true,
        "source": "/proc/diskstats sectors written delta x 512 over whole disks"
      }
    }
  },
  {
    "id": "disk_queue_length",
    "display_name": "Disk Queue",
    "target_kind": "system",
    "unit": "count",
    "representation": "float",
    "graphable": true,
    "description": "Average number of outstanding disk requests.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH PhysicalDisk(_Total) Avg. Disk Queue Length"
      },
      "linux": {
        "available": true,
        "source": "/proc/diskstats weighted time in queue delta / wall delta over whole disks"
      }
    }
  },
  {
    "id": "network_received_bytes_per_sec",
    "display_name": "Net Recv/s",
    "target_kind": "system",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes received per second over network interfaces.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Network Interface Bytes Received/sec summed"
      },
      "linux": {
        "available": true,
        "source": "/proc/net/dev receive bytes delta, excluding lo"
      }
    }
  },
  {
    "id": "network_sent_bytes_per_sec",
    "display_name": "Net Sent/s",
    "target_kind": "system",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes sent per second over network interfaces.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Network Interface Bytes Sent/sec summed"
      },
      "linux": {
        "available": true,
        "source": "/proc/net/dev transmit bytes delta, excluding lo"
      }
    }
  }
];
export const GPU_ADAPTER_METRICS: readonly MetricDefinition<'gpu_adapter', GpuAdapterMetricId>[] = [
  {
    "id": "utilization_percent",
    "display_name": "GPU%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Adapter utilization, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine utilization per adapter (max over engine types)"
      },
      "linux": {
        "available": true,
        "source": "busiest engine class of the DRM fdinfo sums over the device's clients (each drm-client-id once; only when every process's descriptors could be read), else amdgpu's gpu_busy_percent; NVIDIA: NVML nvmlDeviceGetUtilizationRates"
      }
    }
  },
  {
    "id": "encode_average_percent",
    "display_name": "Enc Avg%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Mean utilization of video encode engines.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine VideoEncode engines, mean"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo sums over the device's clients of the encode classes (enc, enc_1 (amdgpu), video (i915), vcs (xe)): busy time over all their engines; NVIDIA: nvmlDeviceGetEncoderUtilization"
      }
    }
  },
  {
    "id": "encode_max_percent",
    "display_name": "Enc Max%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Maximum utilization of any video encode engine.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine VideoEncode engines, maximum"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo: the busiest encode class (a class of several engines counts as its mean: fdinfo has no per-engine split); NVIDIA: nvmlDeviceGetEncoderUtilization (one figure for the device)"
      }
    }
  },
  {
    "id": "encode_engine_count",
    "display_name": "Enc Engines",
    "target_kind": "gpu_adapter",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of video encode engines.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "number of VideoEncode engines"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo: the engines of the encode classes (drm-engine-capacity-<class>, default 1); not reported by NVML"
      }
    }
  },
  {
    "id": "decode_average_percent",
    "display_name": "Dec Avg%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Mean utilization of video decode engines.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine VideoDecode engines, mean"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo sums over the device's clients of the decode classes (dec, jpeg (amdgpu), video (i915), vcs (xe)): busy time over all their engines; NVIDIA: nvmlDeviceGetDecoderUtilization"
      }
    }
  },
  {
    "id": "decode_max_percent",
    "display_name": "Dec Max%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Maximum utilization of any video decode engine.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine VideoDecode engines, maximum"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo: the busiest decode class (a class of several engines counts as its mean: fdinfo has no per-engine split); NVIDIA: nvmlDeviceGetDecoderUtilization (one figure for the device)"
      }
    }
  },
  {
    "id": "decode_engine_count",
    "display_name": "Dec Engines",
    "target_kind": "gpu_adapter",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of video decode engines.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "number of VideoDecode engines"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo: the engines of the decode classes (drm-engine-capacity-<class>, default 1); not reported by NVML"
      }
    }
  },
  {
    "id": "dedicated_bytes",
    "display_name": "Ded Used",
    "target_kind": "gpu_adapter",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Dedicated adapter memory in use.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Adapter Memory Dedicated Usage"
      },
      "linux": {
        "available": true,
        "source": "/sys/class/drm/cardN/device/mem_info_vram_used (amdgpu); NVIDIA: NVML nvmlDeviceGetMemoryInfo used"
      }
    }
  },
  {
    "id": "dedicated_total_bytes",
    "display_name": "Ded Total",
    "target_kind": "gpu_adapter",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Dedicated adapter memory size.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "DXGI DedicatedVideoMemory"
      },
      "linux": {
        "available": true,
        "source": "/sys/class/drm/cardN/device/mem_info_vram_total (amdgpu); NVIDIA: NVML nvmlDeviceGetMemoryInfo total"
      }
    }
  },
  {
    "id": "shared_bytes",
    "display_name": "Shr Used",
    "target_kind": "gpu_adapter",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Shared system memory used by the adapter.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Adapter Memory Shared Usage"
      },
      "linux": {
        "available": true,
        "source": "/sys/class/drm/cardN/device/mem_info_gtt_used"
      }
    }
  },
  {
    "id": "shared_total_bytes",
    "display_name": "Shr Total",
    "target_kind": "gpu_adapter",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Shared system memory available to the adapter.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "DXGI SharedSystemMemory"
      },
      "linux": {
        "available": true,
        "source": "/sys/class/drm/cardN/device/mem_info_gtt_total"
      }
    }
  }
];
