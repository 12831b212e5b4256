// The TUI Graph workspace through MCP (spec §10 "Graph workspace and CSV export"): winproc_get_graphs reads the
// App's workspace and its displayed source (not the live mirror: a paused display or a TUI Log view is what it
// describes); winproc_add_graphs and winproc_export_graphs resolve their process references on this connection and
// hand the action to the App's operations ledger, which checks every source before adding any and runs the export
// on the background CSV writer. Both accept an omitted operation_id (the bridge generates one) and expected_revision.
import { successEnvelope } from '../../contract/envelope.js';
import { GRAPHABLE_METRICS, type GraphSource, type GraphSourceRequest } from '../../model/graphs.js';
import type { GraphsMutation, OperationFailure } from '../../model/operations.js';
import type { MethodHandler, ToolContext } from '../context.js';
import { nullableTimestamp, outProcessName } from '../encode.js';
import { ToolError } from '../errors.js';
import { submitOperation } from './operations.js';
import { DISPLAYED_PREFIX } from '../displayed-references.js';

const DEFAULT_TARGET_LIMIT = 500;

/** A Graph's target; a process is named by a displayed-process reference of the view's revision. */
function outTarget(context: ToolContext, source: GraphSource, revision: string): { process_ref: string } | { system: true } | { gpu_adapter: string } {
  if (source.kind === 'process') return { process_ref: context.connection.displayed.issue(source.key, revision) };
  if (source.kind === 'gpu_adapter') return { gpu_adapter: source.adapterId };
  return { system: true };
}

export const getGraphs: MethodHandler<'get_graphs'> = async (args, context) => {
  const answer = await context.operations.graphs({
    includeProcesses: args.include_processes === true,
    processName: args.process_name ?? null,
    targetLimit: args.target_limit ?? DEFAULT_TARGET_LIMIT,
  });
  const { view } = answer;
  // Displayed processes get displayed-process references bound to this revision, never live listing references:
  // in Log view they name the TUI log's lifetimes, which must never resolve to live ones (spec §10).
  const displayed = context.connection.displayed;
  const data = {
    source: view.source,
    captured_at: nullableTimestamp(view.capturedAtMs),
    display_paused: view.displayPaused,
    revision: view.revision,
    graphs: view.graphs.map((graph) => ({ graph_id: graph.graphId, metric_id: graph.source.metricId, target: outTarget(context, graph.source, view.revision), active: graph.active })),
    capacity: view.capacity,
    supported_metrics: { process: [...GRAPHABLE_METRICS.process], system: [...GRAPHABLE_METRICS.system], gpu_adapter: [...GRAPHABLE_METRICS.gpu_adapter] },
    export_ranges: view.exportRanges.map((range) => ({ range: range.range, available: range.available, from: nullableTimestamp(range.fromMs), to: nullableTimestamp(range.toMs) })),
    gpu_adapters: answer.gpuAdapters.map((adapter) => ({ gpu_adapter: adapter.adapterId, name: adapter.name })),
    ...(answer.targets === null
      ? {}
      : {
          processes: answer.targets.list.map((target) => ({
            process_ref: displayed.issue(target.key, view.revision),
            pid: target.identity.pid,
            ...outProcessName(target.identity),
            start_time: nullableTimestamp(target.identity.startTimeMs),
          })),
          process_total: answer.targets.total,
          processes_truncated: answer.targets.truncated,
        }),
  };
  return successEnvelope(context.backendInstanceId, data, { capturedAtMs: view.capturedAtMs });
};

type SourceArgs = readonly { readonly metric_id: string; readonly process_ref?: string; readonly gpu_adapter?: string }[];

/** The requested sources with their references resolved on this connection, or why one names nothing. */
function requestedSources(context: ToolContext, metrics: SourceArgs | undefined): GraphSourceRequest[] | { unresolved: OperationFailure } {
  const out: GraphSourceRequest[] = [];
  for (const source of metrics ?? []) {
    if (source.process_ref !== undefined && source.gpu_adapter !== undefined) {
      return { unresolved: { code: 'INVALID_ARGUMENT', message: 'A Graph source names process_ref or gpu_adapter, never both.', retryable: false } };
    }
    if (source.process_ref !== undefined) {
      try {
        if (source.process_ref.startsWith(DISPLAYED_PREFIX)) {
          const binding = context.connection.displayed.resolve(source.process_ref);
          out.push({ kind: 'process', key: binding.key, metricId: source.metric_id, displayedRevision: binding.revision });
        } else {
          out.push({ kind: 'process', key: context.connection.references.resolve(source.process_ref), metricId: source.metric_id, liveListing: true });
        }
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        return { unresolved: { code: error.code, message: error.message, retryable: error.retryable } };
      }
    } else if (source.gpu_adapter !== undefined) {
      out.push({ kind: 'gpu_adapter', adapterId: source.gpu_adapter, metricId: source.metric_id });
    } else {
      out.push({ kind: 'system', metricId: source.metric_id });
    }
  }
  return out;
}

function submitGraphs(context: ToolContext, tool: string, args: Record<string, unknown> & { operation_id?: string }, build: (sources: GraphSourceRequest[]) => GraphsMutation, metrics: SourceArgs | undefined) {
  const sources = requestedSources(context, metrics);
  return submitOperation(context, tool, args, 'unresolved' in sources ? sources : build(sources));
}

export const addGraphs: MethodHandler<'add_graphs'> = (args, context) =>
  submitGraphs(context, 'winproc_add_graphs', args, (sources) => ({ kind: 'graphs', action: 'add', sources, expectedRevision: args.expected_revision ?? null }), args.metrics);

export const exportGraphs: MethodHandler<'export_graphs'> = (args, context) =>
  submitGraphs(
    context,
    'winproc_export_graphs',
    args,
    (sources) => ({
      kind: 'graphs',
      action: 'export',
      sources,
      expectedRevision: args.expected_revision ?? null,
      outputDirectory: args.output_directory,
      filename: args.filename ?? null,
      range: args.range ?? 'all',
    }),
    args.metrics,
  );
