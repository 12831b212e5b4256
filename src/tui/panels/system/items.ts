// The system panels' graphable items, in cursor order: what each panel line shows and which Graph source `g`
// adds for it (memory, CPU, network and disk; each GPU adapter's usage and dedicated memory).
import type { GpuAdapterMetricId, SystemMetricId } from '../../../../generated/metrics.js';
import type { GraphSourceRequest } from '../../../model/graphs.js';
import type { GpuAdapterSample, SystemSample } from '../../../model/types.js';
import { formatBytes, formatMetric, MISSING } from '../../format.js';

export type SystemPanelName = 'MEM' | 'CPU' | 'NW/DISK' | 'GPU';

export interface SystemItem {
  readonly panel: SystemPanelName;
  /** The panel line (0-2) the item is drawn on. */
  readonly line: number;
  /** What the line shows for the item ("Used 3.1G/15.5G"). */
  readonly text: string;
  /** The Graph `g` adds, or null for text that is no metric (an adapter line without values). */
  readonly source: GraphSourceRequest | null;
}

type Unit = 'bytes' | 'percent' | 'bytes_per_second' | 'count';

function systemItem(system: SystemSample | null, panel: SystemPanelName, line: number, label: string, id: SystemMetricId, unit: Unit, suffix = ''): SystemItem {
  return { panel, line, text: `${label} ${formatMetric(system?.values[id], unit)}${suffix}`, source: { kind: 'system', metricId: id } };
}

function gpuItem(gpu: GpuAdapterSample, line: number, text: string, metricId: GpuAdapterMetricId): SystemItem {
  return { panel: 'GPU', line, text, source: { kind: 'gpu_adapter', adapterId: gpu.adapterId, metricId } };
}

/** At most this many adapters fit the GPU panel's three lines. */
const GPU_LINES = 2;

/** Every item the panels show, in the cursor's order (panel by panel, line by line). */
export function systemItems(system: SystemSample | null, gpus: readonly GpuAdapterSample[]): SystemItem[] {
  const total = formatMetric(system?.values.total_memory_bytes, 'bytes');
  const items: SystemItem[] = [
    systemItem(system, 'MEM', 0, 'Used', 'physical_memory_bytes', 'bytes', `/${total}`),
    systemItem(system, 'MEM', 1, 'Avail', 'available_memory_bytes', 'bytes'),
    systemItem(system, 'MEM', 2, 'Commit', 'committed_bytes', 'bytes'),
    systemItem(system, 'CPU', 0, 'Total', 'cpu_percent', 'percent', '%'),
    systemItem(system, 'CPU', 1, 'Usr', 'cpu_user_percent', 'percent', '%'),
    systemItem(system, 'CPU', 1, 'Krn', 'cpu_kernel_percent', 'percent', '%'),
    systemItem(system, 'CPU', 2, 'Procs', 'process_count', 'count'),
    systemItem(system, 'CPU', 2, 'Thr', 'thread_count', 'count'),
    systemItem(system, 'NW/DISK', 0, 'Rx', 'network_received_bytes_per_sec', 'bytes_per_second'),
    systemItem(system, 'NW/DISK', 1, 'Tx', 'network_sent_bytes_per_sec', 'bytes_per_second'),
    systemItem(system, 'NW/DISK', 2, 'R', 'disk_read_bytes_per_sec', 'bytes_per_second'),
    systemItem(system, 'NW/DISK', 2, 'W', 'disk_write_bytes_per_sec', 'bytes_per_second'),
  ];
  if (gpus.length === 0) items.push({ panel: 'GPU', line: 0, text: 'no adapters', source: null });
  gpus.slice(0, GPU_LINES).forEach((gpu, line) => {
    const used = gpu.values.dedicated_bytes;
    const capacity = gpu.values.dedicated_total_bytes;
    const memory = typeof used === 'bigint' && typeof capacity === 'bigint' ? `${formatBytes(used)}/${formatBytes(capacity)}` : MISSING;
    items.push(gpuItem(gpu, line, `${gpu.adapterId} ${formatMetric(gpu.values.utilization_percent, 'percent')}%`, 'utilization_percent'));
    items.push(gpuItem(gpu, line, memory, 'dedicated_bytes'));
  });
  return items;
}
