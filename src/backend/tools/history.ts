// winproc_get_history (live source): per-metric summaries and raw paged series over one immutable view of
// retained history, with the counts and temporal coverage exactly as spec §6 defines them, ended lifetimes included.
import type { GetHistoryArgs, OutMetricSummary, OutTarget } from '../../../generated/types/tools.js';
import { successEnvelope } from '../../contract/envelope.js';
import { PROCESS_LAYOUT, queryCoverage, queryRaw, summarizeHistory, type TargetHistory } from '../../model/index.js';
import type { MethodHandler } from '../context.js';
import { compareInstants, encodeCoverage, encodeSummary, encodeValue, lowerBoundMs, parseInstant, timestamp, upperBoundMs } from '../encode.js';
import { invalidArgument, ToolError } from '../errors.js';
import { freeze, pageLimit, readableCapture, renderPage, signatureOf } from '../paging.js';
import { chooseSource, sourceFields, type ReadSource } from '../sources.js';
import { checkMetricKinds, targetKind } from './metrics.js';

interface ResolvedTarget {
  readonly history: TargetHistory;
  readonly outTarget: OutTarget;
}

/**
 * The history a target names. A process reference resolves only through this connection's references and
 * reads ended lifetimes too; a pruned identity is REFERENCE_INVALID, never resolved again by PID or name.
 */
function resolveTarget(source: ReadSource, target: GetHistoryArgs['target']): ResolvedTarget {
  const { store } = source;
  switch (targetKind(target)) {
    case 'system':
      return { history: store.system, outTarget: { system: true } };
    case 'gpu_adapter': {
      const adapter = store.gpuAdapter(target!.gpu_adapter!);
      if (!adapter) throw invalidArgument('No GPU adapter with this identifier has been sampled in this session.');
      return { history: adapter.history, outTarget: { gpu_adapter: adapter.adapterId } };
    }
    case 'process': {
      const key = source.references.resolve(target!.process_ref!);
      const entry = store.process(key);
      if (!entry) {
        throw new ToolError('REFERENCE_INVALID', 'The retained history of this process lifetime was pruned. List processes again (scope "retained" or "all") for a fresh reference; nothing is resolved by PID or name.', { retryable: false });
      }
      return { history: entry.history, outTarget: { process_ref: target!.process_ref } };
    }
  }
}

/** Metric ids with stored history for the target's kind; text metrics (path, task_name) have none. */
function checkHistoryMetrics(metricIds: readonly string[], target: GetHistoryArgs['target']): void {
  const kind = targetKind(target);
  checkMetricKinds(metricIds, kind);
  const text = metricIds.find((id) => PROCESS_LAYOUT.textIds.has(id));
  if (text !== undefined) throw invalidArgument(`${text} is a text metric: it has no retained history. Read it with winproc_get_metrics or winproc_list_processes.`);
}

interface Interval {
  readonly fromMs: number;
  readonly toMs: number;
}

/** The earliest instant a Date can hold: no sample is ever stored there. */
const EMPTY_INTERVAL: Interval = { fromMs: -8.64e15, toMs: -8.64e15 };

/**
 * The inclusive interval (the handler has already rejected reversed bounds): given bounds, omitted ones defaulting to the
 * target's retained bounds. A defaulted bound never reverses the interval: it is clamped to the given one,
 * which leaves an empty interval rather than an error when the given bound lies outside retention.
 */
function intervalOf(args: GetHistoryArgs, history: TargetHistory): Interval {
  const from = args.from === undefined ? undefined : parseInstant(args.from, 'from');
  const to = args.to === undefined ? undefined : parseInstant(args.to, 'to');
  const first = history.firstTimestamp();
  const last = history.lastTimestamp();
  let fromMs = from ? lowerBoundMs(from) : undefined;
  let toMs = to ? upperBoundMs(to) : undefined;
  if (fromMs === undefined) fromMs = toMs === undefined ? (first ?? 0) : Math.min(first ?? toMs, toMs);
  if (toMs === undefined) toMs = Math.max(last ?? fromMs, fromMs);
  // Sub-millisecond bounds inside one millisecond round past each other: the interval holds no stored (whole-ms)
  // timestamp, so it is read as an instant before any sample can exist, which gives the empty result.
  if (fromMs > toMs) return EMPTY_INTERVAL;
  return { fromMs, toMs };
}

export const getHistory: MethodHandler<'get_history'> = (args, context) => {
  const choice = chooseSource(args.source, args.log_ref);
  const { warnings } = choice;
  const mode = args.mode ?? 'summary';
  if (mode === 'summary' && (args.cursor !== undefined || args.limit !== undefined)) {
    throw invalidArgument('limit and cursor apply to mode "raw" only; a summary covers the whole interval in one result.');
  }
  const metricIds: readonly string[] = args.metric_ids;
  checkHistoryMetrics(metricIds, args.target);
  if (args.from !== undefined && args.to !== undefined) {
    if (compareInstants(parseInstant(args.from, 'from'), parseInstant(args.to, 'to')) > 0) {
      throw invalidArgument('The interval is reversed: from is later than to.');
    }
  }
  const source = choice.open(context);
  const capturedAtMs = source.latest?.capturedAtMs ?? null;

  if (mode === 'raw') {
    const limit = pageLimit(args.limit, context);
    const signature = signatureOf('get_history', args, ['cursor']);
    if (args.cursor !== undefined) {
      // A frozen series stays readable even if its identity was pruned since: pagination never re-reads history.
      const position = context.connection.cursors.decodeFor(args.cursor, signature);
      const capture = readableCapture(context, position.captureId, 'cursor');
      return renderPage(context, { capture, offset: position.offset, limit, signature, head: { capture_id: capture.id }, warnings });
    }
    const { history, outTarget } = resolveTarget(source, args.target);
    // One synchronous turn: the copy and its coverage come from the same immutable view of the history (for a
    // history shared with the App, `read` repeats the turn if the App overwrote a slot of it meanwhile).
    const { samples, coverage } = history.read(() => {
      const { fromMs, toMs } = intervalOf(args, history);
      return { samples: queryRaw(history, metricIds as string[], fromMs, toMs), coverage: queryCoverage(history, fromMs, toMs) };
    });
    const rows = samples.map((sample) => {
      const values: Record<string, string | number> = {};
      const unavailable: Record<string, string> = {};
      for (const id of metricIds) {
        const encoded = encodeValue(sample.values[id]);
        if (encoded === undefined) unavailable[id] = 'unknown';
        else values[id] = encoded;
      }
      return { timestamp: timestamp(sample.timestamp_ms), values, unavailable };
    });
    const capture = freeze(
      context,
      rows,
      {
        kind: 'history',
        capturedAtMs,
        ...sourceFields(source.metadata, warnings),
        coverage: {},
        pageExtras: { target: outTarget, temporal_coverage: encodeCoverage(coverage) },
      },
      { fields: null },
    );
    return renderPage(context, { capture, offset: 0, limit, signature, head: { capture_id: capture.id } });
  }

  const { history, outTarget } = resolveTarget(source, args.target);
  const summary = history.read(() => {
    const { fromMs, toMs } = intervalOf(args, history);
    return summarizeHistory(history, metricIds as string[], fromMs, toMs);
  });
  const metrics: Record<string, OutMetricSummary> = {};
  for (const id of metricIds) metrics[id] = encodeSummary(summary.metrics[id]!);
  return successEnvelope(
    context.backendInstanceId,
    { target: outTarget, metrics, coverage: encodeCoverage(summary.coverage) },
    { capturedAtMs, ...sourceFields(source.metadata, warnings) },
  );
};
