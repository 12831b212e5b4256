// Position order of the v3 recording arrays and the record tags (product contracts §7). PROVISIONAL: replaced by
// the writer's layout module from branch s26-rec as soon as it lands, so reader and writer share one table.
import type { GpuAdapterMetricId, ProcessMetricId, SystemMetricId } from '../../generated/metrics.js';

export const V3_TAGS = { session: 's', process: 'p', gpu: 'g', frame: 'f', end: 'e' } as const;

/** The 21 system u64 positions of a frame. */
export const V3_SYSTEM_U64: readonly SystemMetricId[] = [
  'physical_memory_bytes', 'total_memory_bytes', 'available_memory_bytes', 'modified_memory_bytes', 'standby_memory_bytes',
  'free_zeroed_memory_bytes', 'committed_bytes', 'commit_limit_bytes', 'paged_pool_bytes', 'nonpaged_pool_bytes',
  'pages_input_per_sec', 'pages_output_per_sec', 'process_count', 'thread_count', 'cpu_percent', 'cpu_user_percent',
  'cpu_kernel_percent', 'disk_read_bytes_per_sec', 'disk_write_bytes_per_sec', 'network_received_bytes_per_sec',
  'network_sent_bytes_per_sec',
];
export const V3_DISK_QUEUE: SystemMetricId = 'disk_queue_length';
export const V3_GPU_F64: readonly GpuAdapterMetricId[] = ['utilization_percent', 'encode_average_percent', 'encode_max_percent', 'decode_average_percent', 'decode_max_percent'];
export const V3_GPU_U64: readonly GpuAdapterMetricId[] = ['encode_engine_count', 'decode_engine_count', 'dedicated_bytes', 'dedicated_total_bytes', 'shared_bytes', 'shared_total_bytes'];
/** Process f64 positions; null marks the reserved positions. */
export const V3_PROCESS_F64: readonly (ProcessMetricId | null)[] = ['cpu_percent', 'gpu_percent', null, null, null];
export const V3_PROCESS_U64: readonly ProcessMetricId[] = [
  'private_bytes', 'workset_bytes', 'workset_private_bytes', 'workset_shareable_bytes', 'thread_count', 'handle_count',
  'user_object_count', 'gdi_object_count', 'gpu_dedicated_bytes', 'gpu_shared_bytes', 'dotnet_heap_bytes',
  'io_read_bytes_per_sec', 'io_write_bytes_per_sec', 'dotnet_gc_committed_bytes', 'dotnet_gc_fragmentation_bytes',
  'dotnet_allocation_bytes_per_sec', 'dotnet_gc_gen0_heap_bytes', 'dotnet_gc_gen1_heap_bytes', 'dotnet_gc_gen2_heap_bytes',
  'dotnet_gc_loh_bytes', 'dotnet_gc_poh_bytes',
];
export const V2_GPU_KEYS = { high: 'luid_high', low: 'luid_low', name: 'name' } as const;
