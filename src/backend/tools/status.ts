// Status and catalogs: winproc_get_status, winproc_get_system_info, winproc_list_metrics. No collection happens here.
import { GPU_ADAPTER_METRICS, PROCESS_METRICS, SYSTEM_METRICS, type MetricDefinition } from '../../../generated/metrics.js';
import { LIMITS, PUBLISHED_LIMITS } from '../../contract/limits.js';
import { rfc3339, successEnvelope } from '../../contract/envelope.js';
import type { ListMetricsData } from '../../../generated/types/tools.js';
import type { MethodHandler, ToolContext } from '../context.js';

/**
 * The application never changes its effective uid, so it is read once: geteuid is a system call, and get_status is
 * the call a client polls.
 */
let permissions: { elevated?: boolean } | undefined;
function currentPermissions(): { elevated?: boolean } {
  // Elevation is known here only where the process has an effective uid; elsewhere it is omitted, never guessed.
  permissions ??= typeof process.geteuid === 'function' ? { elevated: process.geteuid() === 0 } : {};
  return { ...permissions };
}

export const getStatus: MethodHandler<'get_status'> = (_args, context) => {
  const { state } = context;
  const lastSampleMs = state.latest?.capturedAtMs ?? null;
  // Aged on the monotonic clock (spec §6: timeouts and staleness must survive a wall-clock step); captured_at and
  // last_sample_at stay wall-clock timestamps.
  const ageMs = state.sampleAgeMs();
  const data = {
    application_version: context.applicationVersion,
    backend_instance_id: context.backendInstanceId,
    activity: state.activity,
    display_paused: state.displayPaused,
    last_sample_at: lastSampleMs === null ? null : rfc3339(lastSampleMs),
    sample_age_ms: ageMs,
    // Log view suspends live sampling: its age says so, but staleness is a Live/Recording notion.
    stale: state.activity !== 'log_view' && (ageMs === null || ageMs >= LIMITS.stale_after_ms),
    permissions: currentPermissions(),
    enabled_operations: [...context.servedTools],
    limits: { ...PUBLISHED_LIMITS },
  };
  return successEnvelope(context.backendInstanceId, data, { capturedAtMs: lastSampleMs });
};

export const getSystemInfo: MethodHandler<'get_system_info'> = (_args, context) => {
  const host = context.state.host;
  if (host === null) {
    return successEnvelope(
      context.backendInstanceId,
      // Nothing is invented before the collector has read the host: unknown fields are null, the status partial.
      { os_name: null, os_version: null, os_build: null, architecture: process.arch, logical_cpu_count: null, cpu_name: null },
      { status: 'partial', warnings: ['Host information has not been read yet; retry after the first sample.'] },
    );
  }
  const cacheBytes: Record<string, string> = {};
  for (const [level, bytes] of Object.entries(host.cacheBytes)) cacheBytes[level] = bytes.toString();
  const data = {
    os_name: host.osName,
    os_version: host.osVersion,
    os_build: host.osBuild,
    architecture: host.architecture,
    hostname: host.hostname,
    cpu_name: host.cpuName,
    logical_cpu_count: host.logicalCpuCount,
    physical_core_count: host.physicalCoreCount,
    socket_count: host.socketCount,
    cache_bytes: cacheBytes,
    total_memory_bytes: host.totalMemoryBytes === null ? null : host.totalMemoryBytes.toString(),
  };
  return successEnvelope(context.backendInstanceId, data, { capturedAtMs: context.state.latest?.capturedAtMs ?? null });
};

function describe(metric: MetricDefinition, context: ToolContext): ListMetricsData['metrics'][number] {
  const platform = metric.platforms[context.state.platform];
  return {
    id: metric.id,
    target_kind: metric.target_kind,
    display_name: metric.display_name,
    unit: metric.unit,
    representation: metric.representation,
    encoding: metric.representation === 'integer' ? 'decimal_string' : metric.representation === 'float' ? 'number' : 'string',
    graphable: metric.graphable,
    source: 'applied_samples',
    description: metric.description,
    available_on_this_platform: platform.available,
    ...(platform.available ? {} : { unavailable_reason: platform.reason }),
    ...(metric.collection_requirement ? { collection_requirement: metric.collection_requirement } : {}),
  };
}

export const listMetrics: MethodHandler<'list_metrics'> = (args, context) => {
  const kind = args.target_kind;
  const all: readonly MetricDefinition[] = [...PROCESS_METRICS, ...SYSTEM_METRICS, ...GPU_ADAPTER_METRICS];
  const metrics = all.filter((metric) => kind === undefined || metric.target_kind === kind).map((metric) => describe(metric, context));
  return successEnvelope(context.backendInstanceId, { metrics });
};
