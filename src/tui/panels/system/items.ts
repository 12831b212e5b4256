// The system panels' graphable items, in cursor order: what each panel line shows and which Graph source `g`
// adds for it (memory, CPU total and per logical CPU, network and disk; each GPU adapter's usage and dedicated memory).
import type { GpuAdapterMetricId, SystemMetricId } from '../../../../generated/metrics.js';
import type { GraphSourceRequest } from '../../../model/graphs.js';
import { CPU_CORE_PERCENT_IDS } from '../../../model/metrics.js';
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
  /** A per-CPU cell: a line too long for its panel scrolls these to keep the cursor's cell in sight. */
  readonly scrolls?: true;
}

type Unit = 'bytes' | 'percent' | 'bytes_per_second' | 'count';

function systemItem(system: SystemSample | null, panel: SystemPanelName, line: number, label: string, id: SystemMetricId, unit: Unit, suffix = ''): SystemItem {
  return { panel, line, text: `${label} ${formatMetric(system?.values[id], unit)}${suffix}`, source: { kind: 'system', metricId: id } };
}

function gpuItem(gpu: GpuAdapterSample, line: number, text: string, metricId: GpuAdapterMetricId): SystemItem {
  return { panel: 'GPU', line, text, source: { kind: 'gpu_adapter', adapterId: gpu.adapterId, metricId } };
}

/**
 * One cell per logical CPU the sample has an entry for (a CPU the host does not have has none), `<n>:<whole percent>`
 * so that a few fit beside the total; the cursor shows any of them (panelLines scrolls the line).
 */
function coreItems(system: SystemSample | null): SystemItem[] {
  if (system === null) return [];
  const items: SystemItem[] = [];
  CPU_CORE_PERCENT_IDS.forEach((metricId, n) => {
    const value = system.values[metricId];
    if (value === undefined && system.unavailable[metricId] === undefined) return;
    const text = typeof value === 'number' ? `${n}:${Math.round(value)}` : `${n}:${MISSING}`;
    items.push({ panel: 'CPU', line: 0, text, source: { kind: 'system', metricId }, scrolls: true });
  });
  return items;
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
    ...coreItems(system),
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

/**
 * How far the cursor at `index` moves to reach the first item of the next (`by` 1) or previous (-1) panel line: one
 * step past a line of 64 CPUs instead of 64. At the first or last line it stays.
 */
export function lineStep(items: readonly SystemItem[], index: number, by: 1 | -1): number {
  const at = Math.max(0, Math.min(items.length - 1, index));
  const lineOf = (i: number) => `${items[i]!.panel}\u0000${items[i]!.line}`;
  const startOf = (i: number) => {
    let start = i;
    while (start > 0 && lineOf(start - 1) === lineOf(i)) start--;
    return start;
  };
  if (items.length === 0) return 0;
  if (by === 1) {
    let next = at;
    while (next < items.length && lineOf(next) === lineOf(at)) next++;
    return next < items.length ? next - index : 0;
  }
  const start = startOf(at);
  return start === 0 ? 0 : startOf(start - 1) - index;
}
