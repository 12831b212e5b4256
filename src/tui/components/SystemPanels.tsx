// The system panels: MEM, CPU, NW/DISK and GPU, from the displayed system sample; missing values show as a dash.
import { Box, Text } from 'ink';
import type { SystemMetricId } from '../../../generated/metrics.js';
import type { GpuAdapterSample, SystemSample } from '../../model/types.js';
import { formatBytes, formatMetric, MISSING } from '../format.js';
import { usePalette } from '../theme.js';

function value(system: SystemSample | null, id: SystemMetricId, unit: 'bytes' | 'percent' | 'bytes_per_second' | 'count'): string {
  return formatMetric(system?.values[id], unit);
}

function Panel({ title, lines, width }: { title: string; lines: string[]; width: number }) {
  const palette = usePalette();
  return (
    <Box flexDirection="column" width={width} marginRight={1}>
      <Text bold color={palette.accent}>{title}</Text>
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate">{line}</Text>
      ))}
    </Box>
  );
}

function gpuLines(gpus: readonly GpuAdapterSample[]): string[] {
  if (gpus.length === 0) return ['no adapters'];
  return gpus.slice(0, 2).map((gpu) => {
    const util = formatMetric(gpu.values.utilization_percent, 'percent');
    const used = gpu.values.dedicated_bytes;
    const total = gpu.values.dedicated_total_bytes;
    const mem = typeof used === 'bigint' && typeof total === 'bigint' ? `${formatBytes(used)}/${formatBytes(total)}` : MISSING;
    return `${gpu.adapterId} ${util}% ${mem}`;
  });
}

export function SystemPanels({ system, gpus, width }: { system: SystemSample | null; gpus: readonly GpuAdapterSample[]; width: number }) {
  const panelWidth = Math.max(18, Math.floor(width / 4) - 1);
  const used = value(system, 'physical_memory_bytes', 'bytes');
  const total = value(system, 'total_memory_bytes', 'bytes');
  return (
    <Box width={width}>
      <Panel
        title="MEM"
        width={panelWidth}
        lines={[`Used ${used}/${total}`, `Avail ${value(system, 'available_memory_bytes', 'bytes')}`, `Commit ${value(system, 'committed_bytes', 'bytes')}`]}
      />
      <Panel
        title="CPU"
        width={panelWidth}
        lines={[
          `Total ${value(system, 'cpu_percent', 'percent')}%`,
          `Usr ${value(system, 'cpu_user_percent', 'percent')}% Krn ${value(system, 'cpu_kernel_percent', 'percent')}%`,
          `Procs ${value(system, 'process_count', 'count')} Thr ${value(system, 'thread_count', 'count')}`,
        ]}
      />
      <Panel
        title="NW/DISK"
        width={panelWidth}
        lines={[
          `Rx ${value(system, 'network_received_bytes_per_sec', 'bytes_per_second')}`,
          `Tx ${value(system, 'network_sent_bytes_per_sec', 'bytes_per_second')}`,
          `R ${value(system, 'disk_read_bytes_per_sec', 'bytes_per_second')} W ${value(system, 'disk_write_bytes_per_sec', 'bytes_per_second')}`,
        ]}
      />
      <Panel title="GPU" width={panelWidth} lines={gpuLines(gpus)} />
    </Box>
  );
}
