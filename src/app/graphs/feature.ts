// The Graph workspace inside the App: owns the workspace, answers winproc_get_graphs, builds the Graph part of the
// App view (plots memoized per Graph, so a frame recomputes only Graphs whose displayed data changed), and performs
// the Graph view's keys. The App hooks it in with a few lines (src/app/app.ts) and gives it the shared revision.
import type { GraphDisplayMode, GraphsAnswer, GraphsQuery, GraphsView, GraphView } from '../../model/graphs.js';
import type { TargetHistory } from '../../model/history.js';
import type { ProcessIdentity } from '../../model/types.js';
import type { GraphsMutation } from '../../model/operations.js';
import { checkSourceMetric, GRAPH_CAPACITY, type GraphSourceRequest } from '../../model/graphs.js';
import type { OperationPlan } from '../operations/runner.js';
import type { StateRevision } from '../operations/revision.js';
import type { Requester } from '../tracking/plan.js';
import { inThreadCsvWriter, type CsvWriter } from './csv-writer.js';
import { graphsPlan, type GraphsHost } from './plan.js';
import { drilldown, type DrilldownView } from './drilldown.js';
import { inspectSamples, type SamplesView } from './samples.js';
import { metricOf, plotGraph, targetLabel, targetParts, visibleTimes, type GraphPlot } from './series.js';
import type { GraphHistorySource } from './source.js';
import { DEFAULT_GRAPH_PREFERENCES, GraphWorkspace, type Graph, type GraphPreferences, type Window } from './workspace.js';

export interface GraphsFeatureOptions {
  readonly preferences?: GraphPreferences;
  readonly csvWriter?: CsvWriter;
  readonly workingDirectory?: string;
  readonly nowMs?: () => number;
}

/** What the feature needs from the App. */
export interface GraphsAppHooks {
  readonly revision: StateRevision;
  /** The displayed source: the live model (frozen while paused) or the Log view's recording. */
  source(): GraphHistorySource;
  /** Shared state changed: advance the revision, tell observers, redraw. */
  changed(): void;
  /** Only the display changed (cursor while following...): redraw. */
  redraw(): void;
}

/** The Graph part of the App view. */
export interface GraphsPanelView {
  readonly workspace: GraphsView;
  /** One plot per Graph, in workspace order. */
  readonly plots: readonly GraphPlot[];
  /**
   * The plots of the Graphs at workspace positions `first` .. `first + count - 1` (fewer at the end): the cards a
   * frame shows. Only these are computed, so Graphs scrolled out of view cost nothing.
   */
  plotsAt(first: number, count: number): readonly GraphPlot[];
  /** Sample time at the cursor. */
  readonly cursorMs: number | null;
  /** The Samples inspector of the active Graph at the cursor; null without Graphs or samples. */
  readonly samples: SamplesView | null;
  /** The drill-down list while open (key D), else null. */
  readonly drilldown: DrilldownView | null;
}

/**
 * A GraphsPanelView whose plots and Samples inspector are computed on first read, once per panel: getters of the
 * class, so a spread of the panel does not carry them (nothing spreads it; read them by name). A Graph's plot is
 * computed only when read (`plotsAt`: the cards on screen).
 */
class GraphsPanel implements GraphsPanelView {
  #frame: PlotFrame | null | undefined = undefined;
  readonly #plots: (GraphPlot | undefined)[] = [];
  #samples: { readonly view: SamplesView | null } | null = null;

  constructor(
    readonly workspace: GraphsView,
    readonly cursorMs: number | null,
    readonly drilldown: DrilldownView | null,
    private readonly graphs: readonly Graph[],
    private readonly frame: () => PlotFrame | null,
    private readonly plot: (graph: Graph, frame: PlotFrame) => GraphPlot,
    private readonly computeSamples: () => SamplesView | null,
  ) {}

  get plots(): readonly GraphPlot[] {
    return this.plotsAt(0, this.graphs.length);
  }

  plotsAt(first: number, count: number): readonly GraphPlot[] {
    if (this.#frame === undefined) this.#frame = this.frame();
    const frame = this.#frame;
    if (frame === null) return [];
    const plots: GraphPlot[] = [];
    for (let i = Math.max(0, first); i < Math.min(this.graphs.length, first + count); i++) plots.push((this.#plots[i] ??= this.plot(this.graphs[i]!, frame)));
    return plots;
  }

  get samples(): SamplesView | null {
    return (this.#samples ??= { view: this.computeSamples() }).view;
  }
}

/** What every plot of one frame is drawn over: the source, the visible range, the markers and the display options. */
interface PlotFrame {
  readonly source: GraphHistorySource;
  readonly timeline: TargetHistory;
  readonly window: Window;
  /** The times of the range's first and last samples. */
  readonly firstMs: number;
  readonly lastMs: number;
  readonly markerA: number | null;
  readonly markerB: number | null;
  readonly mode: GraphDisplayMode;
  readonly zeroAxis: boolean;
  /** The visible samples' times, one array for every Graph of the frame, built when its first plot is computed. */
  times: Float64Array | null;
}

/** A Graph's plot and what it was computed from: the same frame inputs and samples give the same plot object. */
interface CacheEntry {
  readonly frame: PlotFrame;
  /** How many of the Graph's own samples lie inside the range, and its oldest sample's time. */
  readonly inside: number;
  readonly firstSampleMs: number;
  /** The target's identity and adapter name its labels were made from (an identity object lives as long as its lifetime). */
  readonly identity: ProcessIdentity | null;
  readonly adapter: string | null;
  readonly plot: GraphPlot;
}

/** Whether a plot drawn over frame `a` is drawn the same over frame `b`, given the same samples of its Graph. */
function sameFrame(a: PlotFrame, b: PlotFrame): boolean {
  return (
    a.window.fromMs === b.window.fromMs &&
    a.window.toMs === b.window.toMs &&
    a.firstMs === b.firstMs &&
    a.lastMs === b.lastMs &&
    a.window.cursor - a.window.from === b.window.cursor - b.window.from &&
    a.markerA === b.markerA &&
    a.markerB === b.markerB &&
    a.mode === b.mode &&
    a.zeroAxis === b.zeroAxis &&
    a.source.kind === b.source.kind
  );
}

export class GraphsFeature {
  readonly workspace: GraphWorkspace;
  private readonly csvWriter: CsvWriter;
  private readonly workingDirectory: string;
  private readonly nowMs: () => number;
  private exporting: string | null = null;
  private readonly cache = new Map<number, CacheEntry>();
  /** The active Graph's inspector and what it was computed from. */
  private samplesCache: { readonly signature: string; readonly view: SamplesView } | null = null;
  private drilldownView: DrilldownView | null = null;
  /** How many times panels' plots were read, Graphs plotted (cache misses) and Samples inspected: see `work`. */
  private plotsComputed = 0;
  private plotted = 0;
  private inspected = 0;

  constructor(
    private readonly hooks: GraphsAppHooks,
    options: GraphsFeatureOptions = {},
  ) {
    this.workspace = new GraphWorkspace(options.preferences ?? DEFAULT_GRAPH_PREFERENCES);
    this.csvWriter = options.csvWriter ?? inThreadCsvWriter;
    this.workingDirectory = options.workingDirectory ?? process.cwd();
    this.nowMs = options.nowMs ?? Date.now;
  }

  host(): GraphsHost {
    return {
      workspace: this.workspace,
      source: () => this.hooks.source(),
      revision: this.hooks.revision,
      changed: () => this.hooks.changed(),
      csvWriter: this.csvWriter,
      workingDirectory: this.workingDirectory,
      nowMs: this.nowMs,
      setExporting: (path) => {
        this.exporting = path;
        this.hooks.redraw();
      },
    };
  }

  plan(mutation: GraphsMutation, requester: Requester): OperationPlan {
    return graphsPlan(this.host(), mutation, requester);
  }

  /** The mutation the TUI's `g` makes: the selected lifetime's metric, with the workspace current at acceptance. */
  addMutation(sources: readonly GraphSourceRequest[]): GraphsMutation {
    return { kind: 'graphs', action: 'add', sources, expectedRevision: null };
  }

  /** The TUI's `e`: all Graphs, whole displayed history, a generated name in the working directory. */
  exportMutation(): GraphsMutation {
    return { kind: 'graphs', action: 'export', sources: [], expectedRevision: null, outputDirectory: this.workingDirectory, filename: null, range: 'all' };
  }

  private graphView(graph: Graph, source: GraphHistorySource): GraphView {
    const s = graph.source;
    return {
      graphId: graph.graphId,
      source: s,
      active: graph.graphId === this.workspace.activeGraphId,
      process: s.kind === 'process' ? source.process(s.key) : null,
      adapterName: s.kind === 'gpu_adapter' ? source.adapterName(s.adapterId) : null,
    };
  }

  view(): GraphsView {
    const source = this.hooks.source();
    const timeline = source.timeline();
    const window = this.workspace.window(timeline, source.displayedAtMs);
    const at = (index: number) => (timeline === null ? null : timeline.timestampAt(index));
    const { a, b } = this.workspace.markers;
    return {
      source: source.kind,
      displayPaused: source.displayPaused,
      capturedAtMs: source.displayedAtMs,
      revision: this.hooks.revision.current,
      graphs: this.workspace.graphs.map((graph) => this.graphView(graph, source)),
      capacity: GRAPH_CAPACITY,
      activeGraphId: this.workspace.activeGraphId,
      cursorMs: window === null ? null : at(window.cursor),
      follow: this.workspace.follow,
      visibleFromMs: window === null ? null : at(window.from),
      visibleToMs: window === null ? null : at(window.to),
      markerAMs: a,
      markerBMs: b,
      displayMode: this.workspace.prefs.displayMode,
      heightRows: this.workspace.prefs.heightRows,
      span: this.workspace.prefs.span,
      columns: this.workspace.prefs.columns,
      zeroAxis: this.workspace.prefs.zeroAxis,
      exportRanges: this.workspace.exportRanges(timeline, source.displayedAtMs),
      exporting: this.exporting,
    };
  }

  /** winproc_get_graphs: the workspace, the displayed adapters and, when asked, process targets. */
  answer(query: GraphsQuery): GraphsAnswer {
    const source = this.hooks.source();
    let targets: GraphsAnswer['targets'] = null;
    if (query.includeProcesses || query.processName !== null) {
      const needle = query.processName?.toLowerCase() ?? null;
      const matching = [...source.processes()].filter((p) => needle === null || p.identity.name.toLowerCase().includes(needle));
      targets = { total: matching.length, truncated: matching.length > query.targetLimit, list: matching.slice(0, query.targetLimit) };
    }
    return { view: this.view(), gpuAdapters: [...source.adapters()], targets };
  }

  /**
   * The Graph panel for the TUI. Its plots and its Samples inspector are computed when the TUI first reads them, which
   * it does only while it draws the workspace: a hidden workspace (G off, or a terminal too small for it) costs no
   * plot per frame. When read, a Graph's plot is recomputed only when what it shows changed.
   */
  panel(): GraphsPanelView {
    const source = this.hooks.source();
    const timeline = source.timeline();
    const window = this.workspace.window(timeline, source.displayedAtMs);
    const graphs = this.workspace.graphs;
    for (const id of this.cache.keys()) if (!graphs.some((graph) => graph.graphId === id)) this.cache.delete(id);
    return new GraphsPanel(
      this.view(),
      window === null || timeline === null ? null : timeline.timestampAt(window.cursor),
      this.drilldownView,
      graphs,
      () => this.plotFrame(),
      (graph, frame) => this.plot(graph, frame),
      () => this.samples(this.hooks.source()),
    );
  }

  /** What every plot of the panel's frame shares; null while nothing is displayed. */
  private plotFrame(): PlotFrame | null {
    this.plotsComputed += 1;
    const source = this.hooks.source();
    const timeline = source.timeline();
    const window = this.workspace.window(timeline, source.displayedAtMs);
    if (timeline === null || window === null) return null;
    const { a, b } = this.workspace.markers;
    const { displayMode: mode, zeroAxis } = this.workspace.prefs;
    return { source, timeline, window, firstMs: timeline.timestampAt(window.from), lastMs: timeline.timestampAt(window.to), markerA: a, markerB: b, mode, zeroAxis, times: null };
  }

  /** One Graph's plot over `frame`: the cached one while the frame and the Graph's samples in the range are unchanged. */
  private plot(graph: Graph, frame: PlotFrame): GraphPlot {
    const { source, timeline, window } = frame;
    const history = source.history(graph.source);
    // Samples of the Graph's own history inside the window: later ones (paused display) change nothing drawn.
    const inside = history === null ? -1 : history.upperBound(frame.lastMs) - history.lowerBound(frame.firstMs);
    const firstSampleMs = history?.firstTimestamp() ?? -1;
    const cached = this.cache.get(graph.graphId);
    if (cached !== undefined && cached.inside === inside && cached.firstSampleMs === firstSampleMs && sameFrame(cached.frame, frame)) return cached.plot;
    const identity = graph.source.kind === 'process' ? source.process(graph.source.key) : null;
    const adapter = graph.source.kind === 'gpu_adapter' ? source.adapterName(graph.source.adapterId) : null;
    // The target's labels (its start time written out) are made again only when its identity or adapter name changed.
    const labels = cached !== undefined && cached.identity === identity && cached.adapter === adapter ? cached.plot : { target: targetLabel(graph.source, identity, adapter), shortTarget: targetParts(graph.source, identity, adapter) };
    frame.times ??= visibleTimes(timeline, window);
    const plot = plotGraph({ graph, history, timeline, window, mode: frame.mode, markerA: frame.markerA, markerB: frame.markerB, target: labels.target, shortTarget: labels.shortTarget, times: frame.times, zeroAxis: frame.zeroAxis });
    this.plotted += 1;
    this.cache.set(graph.graphId, { frame, inside, firstSampleMs, identity, adapter, plot });
    return plot;
  }

  /** The active Graph's Samples inspector, recomputed only when the cursor, range, markers or its samples changed. */
  private samples(source: GraphHistorySource): SamplesView | null {
    const timeline = source.timeline();
    const window = this.workspace.window(timeline, source.displayedAtMs);
    const graph = this.workspace.graphs.find((g) => g.graphId === this.workspace.activeGraphId);
    if (timeline === null || window === null || graph === undefined) {
      this.samplesCache = null;
      return null;
    }
    const { a, b } = this.workspace.markers;
    const history = source.history(graph.source);
    const fromMs = timeline.timestampAt(window.from);
    const toMs = timeline.timestampAt(window.to);
    const inside = history === null ? -1 : history.upperBound(toMs) - history.lowerBound(fromMs);
    const signature = `${graph.graphId}:${fromMs}:${toMs}:${window.cursor - window.from}:${a}:${b}:${inside}:${history?.firstTimestamp() ?? -1}:${source.kind}`;
    if (this.samplesCache?.signature === signature) return this.samplesCache.view;
    const identity = graph.source.kind === 'process' ? source.process(graph.source.key) : null;
    const adapter = graph.source.kind === 'gpu_adapter' ? source.adapterName(graph.source.adapterId) : null;
    const view = inspectSamples({ graph, history, timeline, window, markerA: a, markerB: b, target: targetLabel(graph.source, identity, adapter) });
    this.inspected += 1;
    this.samplesCache = { signature, view };
    return view;
  }

  /**
   * What the panels read so far cost: plot lists assembled, Graphs plotted (not from the cache), Samples inspectors
   * computed. Counters, not timings: the tests pin that a hidden workspace computes nothing and a frame with no new
   * data recomputes nothing.
   */
  get work(): { readonly plotLists: number; readonly plots: number; readonly samples: number } {
    return { plotLists: this.plotsComputed, plots: this.plotted, samples: this.inspected };
  }

  // ── the drill-down ─────────────────────────────────────────────────────────────────────────────────

  /** D: lists the processes highest for the active Graph's metric at the cursor's exact sample time. */
  openDrilldown(): void {
    const source = this.hooks.source();
    const atMs = this.workspace.cursorTime(source.timeline(), source.displayedAtMs);
    const graph = this.workspace.graphs.find((g) => g.graphId === this.workspace.activeGraphId);
    if (atMs === null || graph === undefined) return;
    const identity = graph.source.kind === 'process' ? source.process(graph.source.key) : null;
    const adapter = graph.source.kind === 'gpu_adapter' ? source.adapterName(graph.source.adapterId) : null;
    const title = `#${graph.graphId} ${metricOf(graph.source).displayName}  ${targetLabel(graph.source, identity, adapter)}`;
    this.drilldownView = drilldown(source, graph, title, atMs);
    this.hooks.redraw();
  }

  closeDrilldown(): void {
    if (this.drilldownView === null) return;
    this.drilldownView = null;
    this.hooks.redraw();
  }

  // ── the Graph view's keys ────────────────────────────────────────────────────────────────────────

  moveActive(by: number): void {
    if (this.workspace.moveActive(by)) this.hooks.redraw();
  }

  moveCursor(by: number): void {
    const source = this.hooks.source();
    if (this.workspace.moveCursor(by, source.timeline(), source.displayedAtMs)) this.hooks.changed();
  }

  /** Ctrl-Left/Right, [ ]: the visible range (shared: MCP's `visible` export range follows). */
  pan(direction: -1 | 1): void {
    const source = this.hooks.source();
    if (this.workspace.pan(direction, source.timeline(), source.displayedAtMs)) this.hooks.changed();
  }

  stepSpan(by: 1 | -1): void {
    const source = this.hooks.source();
    if (this.workspace.stepSpan(by, source.timeline(), source.displayedAtMs)) this.hooks.changed();
  }

  fit(): void {
    const source = this.hooks.source();
    if (this.workspace.fit(source.timeline(), source.displayedAtMs)) this.hooks.changed();
  }

  setMarker(which: 'a' | 'b'): void {
    const source = this.hooks.source();
    if (this.workspace.setMarker(which, this.workspace.cursorTime(source.timeline(), source.displayedAtMs))) this.hooks.changed();
  }

  jumpToMarker(which: 'a' | 'b'): void {
    const source = this.hooks.source();
    if (this.workspace.jumpToMarker(which, source.timeline(), source.displayedAtMs)) this.hooks.changed();
  }

  clearMarkers(): void {
    if (this.workspace.clearMarkers()) this.hooks.changed();
  }

  toggleDisplayMode(): void {
    this.workspace.toggleDisplayMode();
    this.hooks.redraw();
  }

  toggleZeroAxis(): void {
    this.workspace.toggleZeroAxis();
    this.hooks.redraw();
  }

  cycleColumns(): void {
    this.workspace.cycleColumns();
    this.hooks.redraw();
  }

  removeActive(): void {
    const id = this.workspace.activeGraphId;
    if (id !== null && this.workspace.remove(id)) this.hooks.changed();
  }

  /** The registered Graph of `request`, if its metric is graphable and it is registered (`g` again removes it). */
  registered(request: GraphSourceRequest): Graph | undefined {
    const checked = checkSourceMetric(request);
    return 'error' in checked ? undefined : this.workspace.find(checked);
  }

  remove(graphId: number): void {
    if (this.workspace.remove(graphId)) this.hooks.changed();
  }

  get preferences(): GraphPreferences {
    return this.workspace.prefs;
  }
}
