// winproc_get_metrics (live source): current values from the latest applied snapshot, never a forced sample and
// never frozen by display pause; process targets only through this connection's references (spec §6, §7).
import { GPU_ADAPTER_METRIC_IDS, PROCESS_METRIC_IDS, SYSTEM_METRIC_IDS, type MetricTargetKind } from '../../../generated/metrics.js';
import type { GetMetricsArgs, OutTarget, Target } from '../../../generated/types/tools.js';
import { successEnvelope } from '../../contract/envelope.js';
import type { MetricValue } from '../../model/types.js';
import type { MethodHandler } from '../context.js';
import { encodeValue, timestamp } from '../encode.js';
import { invalidArgument, ToolError } from '../errors.js';
import { LIMITS } from '../../contract/limits.js';
import { chooseSource, sourceFields } from '../sources.js';
import { snapshotIndex } from './processes.js';

/** At most this many targets per call, system targets included. */
export const MAX_METRIC_TARGETS = LIMITS.metric_targets_max;

const METRICS_OF_KIND: Readonly<Record<MetricTargetKind, ReadonlySet<string>>> = {
  process: new Set(PROCESS_METRIC_IDS),
  system: new Set(SYSTEM_METRIC_IDS),
  gpu_adapter: new Set(GPU_ADAPTER_METRIC_IDS),
};

const KIND_LABEL: Readonly<Record<MetricTargetKind, string>> = { process: 'a process', system: 'the system', gpu_adapter: 'a GPU adapter' };

/** The kind of a schema-valid target (exactly one of process_ref, system, gpu_adapter). */
export function targetKind(target: Target | undefined): MetricTargetKind {
  if (target === undefined || target.system === true) return 'system';
  if (target.process_ref !== undefined) return 'process';
  if (target.gpu_adapter !== undefined) return 'gpu_adapter';
  throw invalidArgument('A target needs exactly one of process_ref, system: true or gpu_adapter.');
}

/**
 * Rejects metric ids that do not exist for a target's kind (the schema enumerates every id of every kind; the
 * kind check is the backend's, spec §8). A mismatch is an INVALID_ARGUMENT, not an `unavailable` entry: the
 * value is not missing, the question is wrong, and a silent omission would read like missing data.
 */
export function checkMetricKinds(metricIds: readonly string[], kind: MetricTargetKind, allowed: ReadonlySet<string> = METRICS_OF_KIND[kind]): void {
  const foreign = metricIds.filter((id) => !allowed.has(id));
  if (foreign.length > 0) {
    throw invalidArgument(`These metric ids do not exist for ${KIND_LABEL[kind]} target: ${foreign.join(', ')}. winproc_list_metrics lists the ids of each target kind.`);
  }
}

interface MetricSet {
  readonly values: Readonly<Partial<Record<string, MetricValue>>>;
}

/** Values and unavailable map of one target: a value is in exactly one of them; reasons are "unknown" (spec §6). */
function read(set: MetricSet | null, metricIds: readonly string[]): { values: Record<string, string | number>; unavailable: Record<string, string> } {
  const values: Record<string, string | number> = {};
  const unavailable: Record<string, string> = {};
  for (const id of metricIds) {
    const encoded = set === null ? undefined : encodeValue(set.values[id] ?? null);
    if (encoded === undefined) unavailable[id] = 'unknown';
    else values[id] = encoded;
  }
  return { values, unavailable };
}

export const getMetrics: MethodHandler<'get_metrics'> = (args, context) => {
  const choice = chooseSource(args.source, args.log_ref);
  const warnings = [...choice.warnings];
  const targets: readonly Target[] = args.targets && args.targets.length > 0 ? args.targets : [{ system: true }];
  if (targets.length > MAX_METRIC_TARGETS) throw invalidArgument(`At most ${MAX_METRIC_TARGETS} targets are read per call, including system targets.`);
  const metricIds: readonly string[] = args.metric_ids;
  // Semantic checks of every target come before any state is read.
  for (const target of targets) checkMetricKinds(metricIds, targetKind(target));
  const source = choice.open(context);
  const snapshot = source.latest;
  const index = snapshot ? snapshotIndex(snapshot) : null;
  const samples = targets.map((target) => {
    const kind = targetKind(target);
    let set: MetricSet | null = null;
    let outTarget: OutTarget;
    if (kind === 'process') {
      const key = source.currentProcess(target.process_ref!);
      set = index?.byKey.get(key) ?? null;
      // Only a recorded identity can be absent here (a live one was checked present): the final frame lacks it.
      if (set === null && snapshot) warnings.push('A process target is not in the final recorded frame: its values are unavailable there; read its recorded history with winproc_get_history.');
      outTarget = { process_ref: target.process_ref };
    } else if (kind === 'gpu_adapter') {
      const adapterId = target.gpu_adapter!;
      if (source.store.gpuAdapter(adapterId) === undefined) {
        throw invalidArgument('No GPU adapter with this identifier has been sampled in this session.');
      }
      // An adapter absent from the latest sample has no current values: all unavailable, never its last ones.
      set = snapshot?.gpus.find((gpu) => gpu.adapterId === adapterId) ?? null;
      outTarget = { gpu_adapter: adapterId };
    } else {
      set = snapshot?.system ?? null;
      outTarget = { system: true };
    }
    return {
      target: outTarget,
      ...(snapshot ? { captured_at: timestamp(snapshot.capturedAtMs) } : {}),
      ...read(set, metricIds),
    };
  });
  if (!snapshot) warnings.push(source.kind === 'log' ? 'The log holds no complete frame: every value is unavailable.' : 'No sample has been applied yet: every value is unavailable. Retry after the first sample.');
  return successEnvelope(context.backendInstanceId, { samples }, { capturedAtMs: snapshot?.capturedAtMs ?? null, ...sourceFields(source.metadata, warnings, snapshot !== null) });
};
