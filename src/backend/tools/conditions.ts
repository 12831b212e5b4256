// winproc_wait_condition: checks that the condition names exactly the fields of its kind, resolves its target the
// way the other live tools do (references of this connection only; an exited lifetime is never awaited by PID), and
// starts the wait as a job of the connection (src/backend/conditions.ts). The bridge waits up to wait_ms.
import type { WaitConditionArgs } from '../../../generated/types/tools.js';
import { holdLifetime, isInvestigationError, type HeldLifetime } from '../../investigation-pool/index.js';
import { exitCheck, presenceCheck, thresholdCheck, watchSnapshots, type ThresholdTarget } from '../conditions.js';
import type { MethodHandler, ToolContext } from '../context.js';
import { invalidArgument, poolFailureCode, ToolError } from '../errors.js';
import { jobData, requireLive, verifiedTarget } from './investigations.js';
import { checkMetricKinds, targetKind } from './metrics.js';
import { currentLiveProcess, publishedSnapshotMs } from '../sources.js';
import { snapshotIndex } from './processes.js';
import { successEnvelope } from '../../contract/envelope.js';
import type { ProcessIdentity } from '../../model/types.js';
import { GPU_ADAPTER_LAYOUT, PROCESS_LAYOUT, SYSTEM_LAYOUT, type MetricLayout } from '../../model/index.js';
import type { MetricTargetKind } from '../../../generated/metrics.js';
import { outProcessName } from '../encode.js';

type Condition = WaitConditionArgs['condition'];
type ConditionField = Exclude<keyof Condition, 'kind'>;

/** The fields each kind needs; any other condition field is rejected (the tool's description says so). */
const FIELDS_OF_KIND: Readonly<Record<Condition['kind'], readonly ConditionField[]>> = {
  process_present: ['process_name'],
  process_exited: ['process_ref'],
  metric_threshold: ['metric_id', 'comparison', 'threshold'],
};

function checkFields(args: WaitConditionArgs): void {
  const { kind } = args.condition;
  const needed = FIELDS_OF_KIND[kind];
  const missing = needed.filter((field) => args.condition[field] === undefined);
  if (missing.length > 0) throw invalidArgument(`condition.kind ${kind} needs ${missing.map((f) => `condition.${f}`).join(', ')}.`);
  const foreign = (Object.keys(args.condition) as (keyof Condition)[]).filter((field) => field !== 'kind' && !needed.includes(field as ConditionField));
  if (foreign.length > 0) throw invalidArgument(`condition.kind ${kind} does not take ${foreign.map((f) => `condition.${f}`).join(', ')}.`);
  if (args.target !== undefined && kind !== 'metric_threshold') throw invalidArgument(`target is only for metric_threshold; ${kind} names its process in the condition.`);
}

const LAYOUT_OF_KIND: Readonly<Record<MetricTargetKind, MetricLayout>> = { process: PROCESS_LAYOUT, system: SYSTEM_LAYOUT, gpu_adapter: GPU_ADAPTER_LAYOUT };

function thresholdTarget(args: WaitConditionArgs, context: ToolContext): ThresholdTarget {
  const kind = targetKind(args.target);
  const metricId = args.condition.metric_id!;
  checkMetricKinds([metricId], kind);
  // A text metric never compares with a decimal threshold: the wait could only end at its deadline.
  if (LAYOUT_OF_KIND[kind].textIds.has(metricId)) throw invalidArgument(`${metricId} is a text metric; metric_threshold compares numeric metrics only.`);
  if (kind === 'system') return { kind };
  if (kind === 'gpu_adapter') {
    const adapterId = args.target!.gpu_adapter!;
    if (context.state.store.gpuAdapter(adapterId) === undefined) throw invalidArgument('No GPU adapter with this identifier has been sampled in this session.');
    return { kind, adapterId };
  }
  const ref = args.target!.process_ref!;
  return { kind, key: currentLiveProcess(context, ref), ref };
}

/** Opens the awaited lifetime's handle; the verification's failures are the other live tools' error codes. */
async function hold(context: ToolContext, processRef: string): Promise<{ held: HeldLifetime; identity: ProcessIdentity }> {
  const identity = verifiedTarget(context, processRef);
  try {
    return { held: await holdLifetime(identity), identity };
  } catch (error) {
    if (isInvestigationError(error)) throw new ToolError(poolFailureCode(error.kind), error.message);
    throw error;
  }
}

export const waitCondition: MethodHandler<'wait_condition'> = async (args, context) => {
  checkFields(args);
  requireLive(context);
  const { state, connection } = context;
  const refFor = (key: string) => connection.references.refFor(key);
  const { condition, timeout_ms: timeoutMs } = args;
  let job;
  if (condition.kind === 'process_present') {
    job = connection.jobs.startLocal(context, 'condition', () => watchSnapshots(state, timeoutMs, presenceCheck(condition.process_name!, refFor)));
  } else if (condition.kind === 'metric_threshold') {
    const target = thresholdTarget(args, context);
    const check = thresholdCheck(condition.metric_id!, condition.comparison!, condition.threshold!, target, (snapshot) => snapshotIndex(snapshot).byKey);
    job = connection.jobs.startLocal(context, 'condition', () => watchSnapshots(state, timeoutMs, check));
  } else {
    const ref = condition.process_ref!;
    const { held, identity } = await hold(context, ref);
    try {
      job = connection.jobs.startLocal(context, 'condition', () => watchSnapshots(state, timeoutMs, exitCheck(held, { ref, pid: identity.pid, ...outProcessName(identity) }, Date.now), () => held.release()));
    } catch (error) {
      held.release();
      throw error;
    }
  }
  return successEnvelope(context.backendInstanceId, jobData(job), { source: 'live', capturedAtMs: publishedSnapshotMs(context) });
};
