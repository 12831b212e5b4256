// Graph additions and CSV export as operation plans (spec §10 "Graph workspace and CSV export"): every source is
// checked before anything is added (a metric of the wrong kind, an unknown adapter, a process lifetime without
// displayed history), duplicates take no slot, a workspace that would exceed 16 Graphs fails whole, a supplied
// revision must be current. Export snapshots the displayed raw histories on this thread and hands them to the
// background CSV writer; once it started, the write goes on whatever happens to the requesting client. The TUI's
// `g` and `e` keys and winproc_add_graphs / winproc_export_graphs all use these plans.
import { isAbsolute, resolve } from 'node:path';
import { checkSourceMetric, GRAPH_CAPACITY, type GraphSource, type GraphSourceRequest } from '../../model/graphs.js';
import type { GraphsMutation, OperationFailure, OperationOutcome } from '../../model/operations.js';
import { ApplyFailure, type OperationPlan } from '../operations/runner.js';
import type { StateRevision } from '../operations/revision.js';
import type { Requester } from '../tracking/plan.js';
import type { CsvWriter } from './csv-writer.js';
import { csvTable, targetLabel } from './series.js';
import type { GraphHistorySource } from './source.js';
import type { GraphWorkspace } from './workspace.js';

/** What the Graph plans read and change in the App. */
export interface GraphsHost {
  readonly workspace: GraphWorkspace;
  source(): GraphHistorySource;
  readonly revision: StateRevision;
  /** Advances the shared revision, tells observers and redraws (after the workspace changed). */
  changed(): void;
  readonly csvWriter: CsvWriter;
  /** The TUI's working directory: relative output directories are resolved against it. */
  readonly workingDirectory: string;
  readonly nowMs: () => number;
  /** The export being written (shown in the TUI), or null once it ended. */
  setExporting(path: string | null): void;
}

const invalid = (message: string): OperationFailure => ({ code: 'INVALID_ARGUMENT', message, retryable: false });

/** Checks one requested source against the catalog and the displayed source's targets. */
export function resolveSource(source: GraphHistorySource, request: GraphSourceRequest): GraphSource | OperationFailure {
  const checked = checkSourceMetric(request);
  if ('error' in checked) return invalid(checked.error);
  if (checked.kind === 'gpu_adapter' && source.adapterName(checked.adapterId) === null && ![...source.adapters()].some((a) => a.adapterId === checked.adapterId)) {
    return invalid(`No GPU adapter ${checked.adapterId} is displayed; winproc_get_graphs lists gpu_adapters.`);
  }
  if (checked.kind === 'process') {
    const history = source.history(checked);
    if (source.process(checked.key) === null || history === null || history.length === 0) {
      return { code: 'REFERENCE_INVALID', message: 'The referenced process lifetime has no displayed history (it was pruned, or the TUI shows another source). Read winproc_get_graphs for current targets.', retryable: false };
    }
  }
  return checked;
}

/**
 * Where each process reference came from decides whether it may name a displayed lifetime now (spec §10): a
 * displayed-process reference only at the workspace revision it was read at (a pause, activity change, new TUI log
 * load, range or workspace change since rejects it); a live listing reference never in Log view, which needs
 * Graph-discovery references.
 */
function checkReferenceOrigins(host: GraphsHost, sources: readonly GraphSourceRequest[]): OperationFailure | null {
  for (const request of sources) {
    if (request.kind !== 'process') continue;
    if (request.displayedRevision !== undefined && !host.revision.matches(request.displayedRevision)) {
      return {
        code: 'STATE_CONFLICT',
        message: `A displayed-process reference was read at workspace revision ${request.displayedRevision}; the display changed since (it is ${host.revision.current} now: a pause, activity, log, range or workspace change). Read winproc_get_graphs again for current references.`,
        retryable: false,
      };
    }
    if (request.liveListing === true && host.source().kind === 'log') {
      return { code: 'REFERENCE_INVALID', message: 'The TUI shows a log: Graph additions in Log view need displayed-process references from winproc_get_graphs, not live listing references.', retryable: false };
    }
  }
  return null;
}

export function staleGraphsRevision(expected: string, current: string): OperationFailure {
  return {
    code: 'STATE_CONFLICT',
    message: `The workspace or investigation state changed since revision ${expected} was read (it is ${current} now), by the TUI or another client. Read winproc_get_graphs again and decide on it, or omit expected_revision to accept the current workspace.`,
    retryable: false,
  };
}

/** The accepted workspace as an outcome reports it: connection-neutral (a process by its lifetime, not a reference). */
export function workspaceOutcome(host: GraphsHost): Record<string, unknown> {
  const source = host.source();
  return {
    source: source.kind,
    captured_at: source.displayedAtMs === null ? null : new Date(source.displayedAtMs).toISOString(),
    display_paused: source.displayPaused,
    revision: host.revision.current,
    graphs: host.workspace.graphs.map((graph) => {
      const s = graph.source;
      const identity = s.kind === 'process' ? source.process(s.key) : null;
      const target =
        s.kind === 'system'
          ? { system: true }
          : s.kind === 'gpu_adapter'
            ? { gpu_adapter: s.adapterId }
            : {
                process: identity
                  ? {
                      pid: identity.pid,
                      name: identity.name,
                      ...(identity.nameBytesHex === undefined ? {} : { name_bytes_hex: identity.nameBytesHex }),
                      start_time: identity.startTimeMs === null ? null : new Date(identity.startTimeMs).toISOString(),
                    }
                  : null,
              };
      return { graph_id: graph.graphId, metric_id: s.metricId, target };
    }),
  };
}

function stamp(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}`;
}

export function graphsPlan(host: GraphsHost, mutation: GraphsMutation, _requester: Requester): OperationPlan {
  let resolved: GraphSource[] = [];
  const resolveAll = (): OperationFailure | null => {
    const source = host.source();
    const out: GraphSource[] = [];
    for (const request of mutation.sources) {
      const result = resolveSource(source, request);
      if ('code' in result) return result;
      out.push(result);
    }
    resolved = out;
    return null;
  };
  const range = mutation.range ?? 'all';

  const check = (): OperationFailure | null => {
    if (mutation.expectedRevision !== null && !host.revision.matches(mutation.expectedRevision)) return staleGraphsRevision(mutation.expectedRevision, host.revision.current);
    const references = checkReferenceOrigins(host, mutation.sources);
    if (references !== null) return references;
    // Identities can be pruned while a request waits: sources are checked again right before they apply.
    const unresolved = resolveAll();
    if (unresolved !== null) return unresolved;
    if (!host.workspace.fits(resolved)) {
      const needed = host.workspace.slotsNeeded(resolved);
      return {
        code: 'RESOURCE_LIMIT',
        message: `Adding ${needed} new Graph${needed === 1 ? '' : 's'} would exceed the workspace's ${GRAPH_CAPACITY} Graphs (${host.workspace.graphs.length} registered); nothing was added. Remove Graphs in the TUI first.`,
        retryable: false,
      };
    }
    if (mutation.action === 'export') {
      if (host.workspace.graphs.length + host.workspace.slotsNeeded(resolved) === 0) return invalid('The workspace has no Graphs to export; pass metrics to add some in the same call.');
      const source = host.source();
      if (host.workspace.rangeBounds(range, source.timeline(), source.displayedAtMs) === null) {
        return { code: 'STATE_CONFLICT', message: range === 'ab' ? 'Range ab needs both the A and B markers set in the TUI Graph view; winproc_get_graphs reports export_ranges.' : 'Range visible needs displayed samples; winproc_get_graphs reports export_ranges.', retryable: false };
      }
    }
    return null;
  };

  const add = (): { graphIds: number[]; added: number[] } => {
    const result = host.workspace.add(resolved);
    if (result.added.length > 0) host.changed();
    return result;
  };

  if (mutation.action === 'add') {
    return {
      reject: () => resolveAll(),
      check,
      confirmation: () => null,
      apply: (): OperationOutcome => {
        const { graphIds } = add();
        return { revision: host.revision.current, graph_ids: graphIds, workspace: workspaceOutcome(host) };
      },
    };
  }

  return {
    reject: () => resolveAll(),
    check,
    confirmation: () => null,
    describe: (outcome) => `Exported ${outcome.rows ?? 0} rows of ${host.workspace.graphs.length} Graphs to ${outcome.output_path ?? '?'}`,
    apply: (): Promise<OperationOutcome> => {
      const { graphIds, added } = add();
      const source = host.source();
      const bounds = host.workspace.rangeBounds(range, source.timeline(), source.displayedAtMs)!;
      const graphs = host.workspace.graphs.map((graph) => {
        const identity = graph.source.kind === 'process' ? source.process(graph.source.key) : null;
        const adapter = graph.source.kind === 'gpu_adapter' ? source.adapterName(graph.source.adapterId) : null;
        return { graph, history: source.history(graph.source), target: targetLabel(graph.source, identity, adapter) };
      });
      const upTo = source.displayedAtMs ?? Number.NEGATIVE_INFINITY;
      // The snapshot is taken now, on this thread: later samples, Graph edits or a closed client change nothing.
      const table = csvTable(graphs, bounds.fromMs, Math.min(bounds.toMs, upTo));
      const directory = isAbsolute(mutation.outputDirectory!) ? mutation.outputDirectory! : resolve(host.workingDirectory, mutation.outputDirectory!);
      const outcome = { revision: host.revision.current, graph_ids: graphIds, range, workspace: workspaceOutcome(host) };
      host.setExporting(directory);
      return host.csvWriter.write({ directory, filename: mutation.filename ?? null, stem: `winproc-graphs-${stamp(host.nowMs())}`, table }).then(
        (result) => {
          host.setExporting(null);
          if (result.ok) return { ...outcome, output_path: result.path, rows: result.rows };
          // Accepted: the additions stay, and a partial file is kept and named (spec §10).
          throw new ApplyFailure({ code: 'EXPORT_FAILED', message: `The CSV export failed: ${result.message}`, retryable: false }, { ...outcome, ...(result.path === null ? {} : { output_path: result.path }) });
        },
        () => {
          host.setExporting(null);
          // The writer never started: the export's additions are undone, as if it had not been asked.
          if (added.length > 0) {
            host.workspace.removeAll(added);
            host.changed();
          }
          throw new ApplyFailure({ code: 'EXPORT_FAILED', message: 'The CSV writer could not be started; nothing was written and no Graph was added. Retry later.', retryable: true });
        },
      );
    },
  };
}
