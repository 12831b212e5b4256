// The drill-down (issue 32): at the cursor's sample time, which processes were highest for the active Graph's metric
// (CPU and private bytes for a system Graph, GPU usage and dedicated GPU memory for an adapter's Graph), read from
// retained history — each lifetime's exact sample at that time; one sampling pass stamps every process with the same
// time, so a lifetime without a sample then was not sampled then and is not listed. In the Log view the source is the
// loaded recording, so this reads the recorded frame at that time.
import { PROCESS_METRICS, type ProcessMetricId } from '../../../generated/metrics.js';
import type { GraphSource } from '../../model/graphs.js';
import type { StoredValue } from '../../model/history.js';
import type { ProcessIdentity } from '../../model/types.js';
import { metricOf, valueAtTime } from './series.js';
import type { GraphHistorySource } from './source.js';

/** Processes each list keeps at most. */
export const DRILLDOWN_LIMIT = 20;

export interface DrilldownEntry {
  /** identityKey() of the lifetime: the table's row key. */
  readonly key: string;
  readonly pid: number;
  readonly name: string;
  readonly startTimeMs: number | null;
  /** The lifetime's exact value at the drill-down time. */
  readonly value: StoredValue;
  /** 1 for the highest value among the lifetimes sampled then. */
  readonly rank: number;
}

export interface DrilldownList {
  readonly metricId: ProcessMetricId;
  readonly metricName: string;
  readonly unit: ReturnType<typeof metricOf>['unit'];
  readonly integer: boolean;
  /**
   * Highest first, at most DRILLDOWN_LIMIT, plus the Graph's own process last when it ranks below them (a process
   * Graph's drill-down always shows where its process stood).
   */
  readonly entries: readonly DrilldownEntry[];
  /** Lifetimes with a value at that time, listed or not. */
  readonly sampled: number;
}

export interface DrilldownView {
  /** The exact sample time the lists are read at (the cursor's when opened). */
  readonly atMs: number;
  /** The Graph it was opened from and what it names. */
  readonly graphId: number;
  readonly graphTitle: string;
  /** Live (or Recording) history, or the Log view's recorded frames. */
  readonly source: 'live' | 'log';
  readonly lists: readonly DrilldownList[];
}

/** The process metrics a Graph's drill-down ranks by. */
export function drilldownMetrics(source: GraphSource): readonly ProcessMetricId[] {
  switch (source.kind) {
    case 'process':
      return [source.metricId];
    case 'system':
      return ['cpu_percent', 'private_bytes'];
    case 'gpu_adapter':
      return ['gpu_percent', 'gpu_dedicated_bytes'];
  }
}

/** Compares two values of one metric for a descending sort; PID breaks ties so the order is stable. */
function descending(a: Pick<DrilldownEntry, 'value' | 'pid'>, b: Pick<DrilldownEntry, 'value' | 'pid'>): number {
  if (a.value !== b.value) return a.value > b.value ? -1 : 1;
  return a.pid - b.pid;
}

const PROCESS_METRIC_IDS = new Set<string>(PROCESS_METRICS.map((metric) => metric.id));

/**
 * The top `limit` lifetimes of `metricId` at exactly `atMs`, from `processes` (each with its history); `keep`, when it
 * ranks below them, is listed after them with its rank.
 */
export function rankAt(
  processes: Iterable<{ readonly key: string; readonly identity: ProcessIdentity }>,
  source: Pick<GraphHistorySource, 'history'>,
  metricId: ProcessMetricId,
  atMs: number,
  limit = DRILLDOWN_LIMIT,
  keep: string | null = null,
): DrilldownList {
  if (!PROCESS_METRIC_IDS.has(metricId)) throw new RangeError(`${metricId} is not a process metric`);
  const sampled: Omit<DrilldownEntry, 'rank'>[] = [];
  for (const { key, identity } of processes) {
    const value = valueAtTime(source.history({ kind: 'process', key, metricId }), metricId, atMs);
    if (value === null) continue;
    sampled.push({ key, pid: identity.pid, name: identity.name, startTimeMs: identity.startTimeMs, value });
  }
  sampled.sort(descending);
  const ranked = (entry: Omit<DrilldownEntry, 'rank'>, index: number): DrilldownEntry => ({ ...entry, rank: index + 1 });
  const entries = sampled.slice(0, limit).map(ranked);
  const kept = keep === null ? -1 : sampled.findIndex((entry) => entry.key === keep);
  if (kept >= limit) entries.push(ranked(sampled[kept]!, kept));
  const metric = metricOf({ kind: 'process', key: '', metricId });
  return { metricId, metricName: metric.displayName, unit: metric.unit, integer: metric.integer, entries, sampled: sampled.length };
}

/** The drill-down of a Graph's source at `atMs` from what `source` displays. */
export function drilldown(source: GraphHistorySource, graph: { readonly graphId: number; readonly source: GraphSource }, graphTitle: string, atMs: number, limit = DRILLDOWN_LIMIT): DrilldownView {
  const processes = [...source.processes()];
  return {
    atMs,
    graphId: graph.graphId,
    graphTitle,
    source: source.kind,
    lists: drilldownMetrics(graph.source).map((metricId) => rankAt(processes, source, metricId, atMs, limit, graph.source.kind === 'process' ? graph.source.key : null)),
  };
}
