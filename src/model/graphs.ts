// The Graph workspace as plain data (product contracts §6, spec §10 "Graph workspace and CSV export"): what a
// Graph's source is, which metrics can be graphed per target kind, and the workspace view the App publishes to the
// TUI and answers winproc_get_graphs with. Shared by the App (which owns the workspace) and the MCP backend.
import {
  GPU_ADAPTER_METRICS,
  PROCESS_METRICS,
  SYSTEM_METRICS,
  type GpuAdapterMetricId,
  type MetricDefinition,
  type MetricTargetKind,
  type ProcessMetricId,
  type SystemMetricId,
} from '../../generated/metrics.js';
import type { ProcessIdentity } from './types.js';

/** At most this many Graphs at once (product contracts §6). */
export const GRAPH_CAPACITY = 16;

/** One Graph's source: a system metric, a GPU adapter metric by adapter, or a process metric by full lifetime. */
export type GraphSource =
  | { readonly kind: 'system'; readonly metricId: SystemMetricId }
  | { readonly kind: 'gpu_adapter'; readonly adapterId: string; readonly metricId: GpuAdapterMetricId }
  | { readonly kind: 'process'; readonly key: string; readonly metricId: ProcessMetricId };

/** A source as a client or key asked for it: the metric is only a catalog identifier until it is checked. */
export type GraphSourceRequest =
  | { readonly kind: 'system'; readonly metricId: string }
  | { readonly kind: 'gpu_adapter'; readonly adapterId: string; readonly metricId: string }
  | {
      readonly kind: 'process';
      readonly key: string;
      readonly metricId: string;
      /** A displayed-process reference's workspace revision: only that revision accepts it (spec §10). */
      readonly displayedRevision?: string;
      /** The reference came from a live process listing: it names displayed Live/Recording history only. */
      readonly liveListing?: boolean;
    };

/** Two sources are the same Graph when this string is equal; a duplicate takes no slot. */
export function sourceKey(source: GraphSourceRequest): string {
  switch (source.kind) {
    case 'system':
      return `system\u0000${source.metricId}`;
    case 'gpu_adapter':
      return `gpu\u0000${source.adapterId}\u0000${source.metricId}`;
    case 'process':
      return `process\u0000${source.key}\u0000${source.metricId}`;
  }
}

const graphable = <K extends MetricTargetKind, I extends string>(definitions: readonly MetricDefinition<K, I>[]): readonly I[] =>
  definitions.filter((definition) => definition.graphable && definition.representation !== 'text').map((definition) => definition.id);

/** Graphable metric identifiers by target kind, from the catalog (schemas/metrics.json). */
export const GRAPHABLE_METRICS: { readonly process: readonly ProcessMetricId[]; readonly system: readonly SystemMetricId[]; readonly gpu_adapter: readonly GpuAdapterMetricId[] } = {
  process: graphable(PROCESS_METRICS),
  system: graphable(SYSTEM_METRICS),
  gpu_adapter: graphable(GPU_ADAPTER_METRICS),
};

/** The checked form of a request, or why its metric cannot be graphed for its target kind. */
export function checkSourceMetric(request: GraphSourceRequest): GraphSource | { readonly error: string } {
  const allowed = GRAPHABLE_METRICS[request.kind] as readonly string[];
  if (!allowed.includes(request.metricId)) {
    const kind = request.kind === 'gpu_adapter' ? 'GPU adapter' : request.kind;
    return { error: `${request.metricId} is not a graphable ${kind} metric; winproc_get_graphs lists supported_metrics by target kind.` };
  }
  // Where a process reference came from is the request's, never the registered Graph's.
  if (request.kind === 'process') return { kind: 'process', key: request.key, metricId: request.metricId } as GraphSource;
  return request as GraphSource;
}

export type GraphDisplayMode = 'raw' | 'ma5';

/** The time spans the workspace steps through (PgUp/PgDn), shortest first: 1, 2, 5, 10, 30 min, 1 h, 2 h. */
export const GRAPH_SPANS_MS: readonly number[] = [1, 2, 5, 10, 30, 60, 120].map((minutes) => minutes * 60_000);

/** The visible span: one of GRAPH_SPANS_MS, or `fit` (everything retained). */
export type GraphSpan = number | 'fit';

/** Graph columns of the workspace: `auto` picks 1-3 by width. */
export type GraphColumns = 'auto' | 1 | 2 | 3;

export type ExportRange = 'all' | 'visible' | 'ab';

export interface ExportRangeView {
  readonly range: ExportRange;
  readonly available: boolean;
  /** Inclusive bounds, when known. */
  readonly fromMs: number | null;
  readonly toMs: number | null;
}

/** One registered Graph with what the TUI and MCP need to name its target. */
export interface GraphView {
  /** Run-unique, never reused, increasing. */
  readonly graphId: number;
  readonly source: GraphSource;
  readonly active: boolean;
  /** The lifetime of a process Graph (kept after the process exits), else null. */
  readonly process: ProcessIdentity | null;
  /** The adapter's name of a GPU Graph, when known. */
  readonly adapterName: string | null;
}

/** The workspace as published: Graphs in order and the shared display state. */
export interface GraphsView {
  /** What the workspace displays: the Live/Recording history or the TUI's loaded log. */
  readonly source: 'live' | 'log';
  readonly displayPaused: boolean;
  /** Time of the displayed data (frozen while paused, recorded in Log view). */
  readonly capturedAtMs: number | null;
  /** The shared revision (the same as tracking and profiles report). */
  readonly revision: string;
  readonly graphs: readonly GraphView[];
  readonly capacity: number;
  readonly activeGraphId: number | null;
  /** The selected sample time; follows the newest displayed sample while `follow` holds. */
  readonly cursorMs: number | null;
  readonly follow: boolean;
  /** The visible time range, inclusive, or null before any sample. */
  readonly visibleFromMs: number | null;
  readonly visibleToMs: number | null;
  readonly markerAMs: number | null;
  readonly markerBMs: number | null;
  readonly displayMode: GraphDisplayMode;
  readonly heightRows: number;
  /** The visible span (PgUp/PgDn, f) and the layout the TUI draws: Graph columns and the zero-based Y axis. */
  readonly span: GraphSpan;
  readonly columns: GraphColumns;
  readonly zeroAxis: boolean;
  readonly exportRanges: readonly ExportRangeView[];
  /** The export still being written, for the TUI's status line; null when none runs. */
  readonly exporting: string | null;
}

/** A process lifetime offered to winproc_add_graphs by winproc_get_graphs. */
export interface GraphTarget {
  readonly key: string;
  readonly identity: ProcessIdentity;
}

/** winproc_get_graphs: the workspace plus, when asked, process targets and adapters. */
export interface GraphsQuery {
  readonly includeProcesses: boolean;
  readonly processName: string | null;
  readonly targetLimit: number;
}

export interface GraphsAnswer {
  readonly view: GraphsView;
  readonly gpuAdapters: readonly { readonly adapterId: string; readonly name: string | null }[];
  /** Present when process targets were asked for. */
  readonly targets: { readonly total: number; readonly truncated: boolean; readonly list: readonly GraphTarget[] } | null;
}
