// The Graph workspace the App owns (product contracts §6): up to 16 Graphs in order with run-unique increasing IDs,
// one active Graph, and the display state all Graphs share — live-follow, the selected sample time (cursor), the
// visible range (a time span: PgUp/PgDn, fit, pan) and the A/B markers — plus what the settings keep: Graph height,
// Raw/MA5, span, Graph columns and the zero-based axis. Positions
// are sample times on the displayed source's timeline (history.ts), so they mean the same in every Graph.
import { GRAPH_CAPACITY, GRAPH_SPANS_MS, sourceKey, type ExportRange, type ExportRangeView, type GraphColumns, type GraphDisplayMode, type GraphSource, type GraphSpan } from '../../model/graphs.js';
import type { TargetHistory } from '../../model/history.js';

export interface Graph {
  readonly graphId: number;
  readonly source: GraphSource;
}


/** What the settings file keeps of the workspace: Graph height, display mode, span, columns, zero-based axis. */
export interface GraphPreferences {
  readonly heightRows: number;
  readonly displayMode: GraphDisplayMode;
  readonly span: GraphSpan;
  readonly columns: GraphColumns;
  readonly zeroAxis: boolean;
}

export const DEFAULT_GRAPH_PREFERENCES: GraphPreferences = { heightRows: 6, displayMode: 'raw', span: 5 * 60_000, columns: 'auto', zeroAxis: false };

/** The visible range on a timeline: the time range (inclusive) and the samples in it as inclusive indices. */
export interface Window {
  /** Range start and end in ms (the axis labels); the samples lie inside. */
  readonly fromMs: number;
  readonly toMs: number;
  /** First and last timeline index inside the range; `to` < `from` never happens (the cursor's sample is inside). */
  readonly from: number;
  readonly to: number;
  readonly cursor: number;
}

export class GraphWorkspace {
  private list: Graph[] = [];
  private nextId = 1;
  private activeId: number | null = null;
  /** Live-follow: the visible range ends at the newest displayed sample and the cursor sits there. */
  private following = true;
  private cursorMs: number | null = null;
  /** End of the visible range while not following. */
  private rangeEndMs: number | null = null;
  private markerA: number | null = null;
  private markerB: number | null = null;
  private preferences: GraphPreferences;

  constructor(preferences: GraphPreferences = DEFAULT_GRAPH_PREFERENCES) {
    this.preferences = preferences;
  }

  get graphs(): readonly Graph[] {
    return this.list;
  }

  get activeGraphId(): number | null {
    return this.activeId;
  }

  get follow(): boolean {
    return this.following;
  }

  get markers(): { readonly a: number | null; readonly b: number | null } {
    return { a: this.markerA, b: this.markerB };
  }

  get prefs(): GraphPreferences {
    return this.preferences;
  }

  get span(): GraphSpan {
    return this.preferences.span;
  }

  /** The Graph of `source`, if registered. */
  find(source: GraphSource): Graph | undefined {
    const key = sourceKey(source);
    return this.list.find((graph) => sourceKey(graph.source) === key);
  }

  /** How many new slots `sources` would take: registered and repeated sources take none. */
  slotsNeeded(sources: readonly GraphSource[]): number {
    const seen = new Set(this.list.map((graph) => sourceKey(graph.source)));
    let needed = 0;
    for (const source of sources) {
      const key = sourceKey(source);
      if (seen.has(key)) continue;
      seen.add(key);
      needed += 1;
    }
    return needed;
  }

  fits(sources: readonly GraphSource[]): boolean {
    return this.list.length + this.slotsNeeded(sources) <= GRAPH_CAPACITY;
  }

  /**
   * Appends the sources not registered yet, in order, and returns the Graph ID of every requested source (existing
   * ones included). The caller checked `fits` first; the first Graph added to an empty workspace becomes active.
   */
  add(sources: readonly GraphSource[]): { readonly graphIds: number[]; readonly added: number[] } {
    if (!this.fits(sources)) throw new RangeError(`the workspace holds at most ${GRAPH_CAPACITY} Graphs`);
    const graphIds: number[] = [];
    const added: number[] = [];
    for (const source of sources) {
      const existing = this.find(source);
      if (existing) {
        graphIds.push(existing.graphId);
        continue;
      }
      const graph = { graphId: this.nextId++, source };
      this.list = [...this.list, graph];
      graphIds.push(graph.graphId);
      added.push(graph.graphId);
    }
    if (this.activeId === null && this.list.length > 0) this.activeId = this.list[0]!.graphId;
    return { graphIds, added };
  }

  /** Removes a Graph; the active one passes to its neighbour, so a non-empty workspace always has one. */
  remove(graphId: number): boolean {
    const index = this.list.findIndex((graph) => graph.graphId === graphId);
    if (index === -1) return false;
    this.list = this.list.filter((graph) => graph.graphId !== graphId);
    if (this.activeId === graphId) this.activeId = this.list[Math.min(index, this.list.length - 1)]?.graphId ?? null;
    return true;
  }

  /** Moves the active Graph by `by` places (Up/Down in the Graph view), clamped. */
  moveActive(by: number): boolean {
    if (this.list.length === 0) return false;
    const index = Math.max(0, this.list.findIndex((graph) => graph.graphId === this.activeId));
    const next = this.list[Math.max(0, Math.min(this.list.length - 1, index + by))]!.graphId;
    if (next === this.activeId) return false;
    this.activeId = next;
    return true;
  }

  /**
   * The visible range and the cursor, considering only samples up to `displayedAtMs` (later ones exist while the
   * display is paused). Null when nothing is displayed yet. Following, the range ends at the newest displayed
   * sample and the cursor sits there; else the range ends where pan or the cursor left it (fitted: at the newest).
   */
  window(timeline: TargetHistory | null, displayedAtMs: number | null): Window | null {
    if (timeline === null || displayedAtMs === null) return null;
    const count = timeline.upperBound(displayedAtMs);
    if (count === 0) return null;
    const newest = count - 1;
    const newestMs = timeline.timestampAt(newest);
    const oldestMs = timeline.timestampAt(0);
    // A fitted span shows everything retained, so it ends at the newest sample even while the cursor is fixed (the
    // cursor stays where it was put; only a preset span keeps the range where pan or the cursor left it).
    const toMs = this.following || this.rangeEndMs === null || this.preferences.span === 'fit' ? newestMs : Math.max(oldestMs, Math.min(newestMs, this.rangeEndMs));
    const fromMs = this.preferences.span === 'fit' ? oldestMs : toMs - this.preferences.span;
    const to = timeline.upperBound(toMs) - 1;
    const from = Math.min(to, timeline.lowerBound(fromMs));
    if (this.following || this.cursorMs === null) return { fromMs, toMs, from, to, cursor: to };
    const cursor = Math.max(from, Math.min(to, timeline.lowerBound(this.cursorMs)));
    return { fromMs, toMs, from, to, cursor };
  }

  /** The span's length in ms now (`fit`: everything retained). */
  private spanMs(timeline: TargetHistory, newest: number): number {
    return this.preferences.span === 'fit' ? timeline.timestampAt(newest) - timeline.timestampAt(0) : this.preferences.span;
  }

  /** Back to live-follow: the range ends at the newest sample and the cursor sits there. */
  private followLive(): void {
    this.following = true;
    this.cursorMs = null;
    this.rangeEndMs = null;
  }

  /**
   * Fixes the cursor at timeline index `cursor` and the range end at `endMs`, moved as little as needed to keep the
   * cursor inside; the newest displayed sample at the range's end follows live again.
   */
  private fix(timeline: TargetHistory, newest: number, cursor: number, endMs: number): void {
    const cursorMs = timeline.timestampAt(cursor);
    const span = this.spanMs(timeline, newest);
    let end = Math.min(endMs, timeline.timestampAt(newest));
    if (cursorMs > end) end = cursorMs;
    if (cursorMs < end - span) end = cursorMs + Math.floor(span / 2);
    end = Math.min(end, timeline.timestampAt(newest));
    if (cursor === newest && end >= timeline.timestampAt(newest)) return this.followLive();
    this.following = false;
    this.cursorMs = cursorMs;
    this.rangeEndMs = end;
  }

  /**
   * Moves the cursor `by` samples (Left/Right), scrolling the visible range to keep it in view; reaching the newest
   * displayed sample resumes live-follow. Returns whether anything changed.
   */
  moveCursor(by: number, timeline: TargetHistory | null, displayedAtMs: number | null): boolean {
    const current = this.window(timeline, displayedAtMs);
    if (current === null || timeline === null || displayedAtMs === null) return false;
    const newest = timeline.upperBound(displayedAtMs) - 1;
    const cursor = Math.max(0, Math.min(newest, current.cursor + by));
    if (cursor === current.cursor) return false;
    this.fix(timeline, newest, cursor, cursor === newest ? timeline.timestampAt(newest) : current.toMs);
    return true;
  }

  /**
   * Pans the range by half a span back (-1) or forward (1); the cursor stays where it is when still inside, else
   * moves to the nearest sample inside. Reaching the newest sample follows live again.
   */
  pan(direction: -1 | 1, timeline: TargetHistory | null, displayedAtMs: number | null): boolean {
    const current = this.window(timeline, displayedAtMs);
    if (current === null || timeline === null || displayedAtMs === null || this.preferences.span === 'fit') return false;
    const newest = timeline.upperBound(displayedAtMs) - 1;
    const newestMs = timeline.timestampAt(newest);
    const oldestMs = timeline.timestampAt(0);
    const span = this.preferences.span;
    // The range ends no earlier than one span after the oldest sample, so a pan back stops with data filling it.
    const endMs = Math.max(Math.min(oldestMs + span, newestMs), Math.min(newestMs, current.toMs + direction * Math.floor(span / 2)));
    if (endMs >= newestMs) {
      if (this.following) return false;
      this.followLive();
      return true;
    }
    if (!this.following && endMs === current.toMs) return false;
    const to = timeline.upperBound(endMs) - 1;
    const from = Math.min(to, timeline.lowerBound(endMs - span));
    const cursor = Math.max(from, Math.min(to, current.cursor));
    this.following = false;
    this.rangeEndMs = endMs;
    this.cursorMs = timeline.timestampAt(cursor);
    return true;
  }

  /** PgUp (1) / PgDn (-1): the next longer or shorter span; from `fit`, the preset nearest above the fitted span. */
  stepSpan(by: 1 | -1, timeline: TargetHistory | null, displayedAtMs: number | null): boolean {
    const current = this.preferences.span;
    let index: number;
    if (current === 'fit') {
      const count = timeline === null || displayedAtMs === null ? 0 : timeline.upperBound(displayedAtMs);
      const fitted = count === 0 ? 0 : timeline!.timestampAt(count - 1) - timeline!.timestampAt(0);
      const above = GRAPH_SPANS_MS.findIndex((span) => span >= fitted);
      index = above === -1 ? GRAPH_SPANS_MS.length - 1 : above;
      if (by === 1 && GRAPH_SPANS_MS[index]! <= fitted) index += 1;
    } else {
      const at = GRAPH_SPANS_MS.indexOf(current);
      index = (at === -1 ? GRAPH_SPANS_MS.findIndex((span) => span >= current) : at) + by;
    }
    const next = GRAPH_SPANS_MS[Math.max(0, Math.min(GRAPH_SPANS_MS.length - 1, index))]!;
    if (next === current) return false;
    this.preferences = { ...this.preferences, span: next };
    this.keepCursorInside(timeline, displayedAtMs);
    return true;
  }

  /** f: the span fits everything retained. */
  fit(timeline: TargetHistory | null, displayedAtMs: number | null): boolean {
    if (this.preferences.span === 'fit') return false;
    this.preferences = { ...this.preferences, span: 'fit' };
    this.keepCursorInside(timeline, displayedAtMs);
    return true;
  }

  /** After the span changed: a fixed cursor stays inside the range (the range moves, not the cursor). */
  private keepCursorInside(timeline: TargetHistory | null, displayedAtMs: number | null): void {
    if (this.following || this.cursorMs === null || timeline === null || displayedAtMs === null) return;
    const count = timeline.upperBound(displayedAtMs);
    if (count === 0) return;
    const cursor = Math.min(count - 1, timeline.lowerBound(this.cursorMs));
    this.fix(timeline, count - 1, cursor, this.rangeEndMs ?? timeline.timestampAt(count - 1));
  }

  /** Shift-A / Shift-B: the cursor jumps to marker A or B (the range moves to show it). */
  jumpToMarker(which: 'a' | 'b', timeline: TargetHistory | null, displayedAtMs: number | null): boolean {
    const atMs = which === 'a' ? this.markerA : this.markerB;
    const current = this.window(timeline, displayedAtMs);
    if (atMs === null || current === null || timeline === null || displayedAtMs === null) return false;
    const newest = timeline.upperBound(displayedAtMs) - 1;
    const cursor = Math.min(newest, timeline.lowerBound(atMs));
    if (cursor === current.cursor) return false;
    this.fix(timeline, newest, cursor, current.toMs);
    return true;
  }

  /** x: clears both markers. */
  clearMarkers(): boolean {
    if (this.markerA === null && this.markerB === null) return false;
    this.markerA = null;
    this.markerB = null;
    return true;
  }

  toggleZeroAxis(): boolean {
    this.preferences = { ...this.preferences, zeroAxis: !this.preferences.zeroAxis };
    return this.preferences.zeroAxis;
  }

  /** L: auto, 1, 2, 3 Graph columns, round. */
  cycleColumns(): GraphColumns {
    const order: readonly GraphColumns[] = ['auto', 1, 2, 3];
    this.preferences = { ...this.preferences, columns: order[(order.indexOf(this.preferences.columns) + 1) % order.length]! };
    return this.preferences.columns;
  }

  /** The cursor's sample time, or null before any sample. */
  cursorTime(timeline: TargetHistory | null, displayedAtMs: number | null): number | null {
    const window = this.window(timeline, displayedAtMs);
    return window === null || timeline === null ? null : timeline.timestampAt(window.cursor);
  }

  /** Sets marker A or B at the cursor; setting it again at the same time clears it. */
  setMarker(which: 'a' | 'b', atMs: number | null): boolean {
    if (atMs === null) return false;
    const current = which === 'a' ? this.markerA : this.markerB;
    const next = current === atMs ? null : atMs;
    if (which === 'a') this.markerA = next;
    else this.markerB = next;
    return true;
  }

  toggleDisplayMode(): GraphDisplayMode {
    this.preferences = { ...this.preferences, displayMode: this.preferences.displayMode === 'raw' ? 'ma5' : 'raw' };
    return this.preferences.displayMode;
  }

  /** Export ranges and whether the display state supports them now, with inclusive bounds. */
  exportRanges(timeline: TargetHistory | null, displayedAtMs: number | null): ExportRangeView[] {
    const window = this.window(timeline, displayedAtMs);
    const at = (index: number) => timeline!.timestampAt(index);
    const all: ExportRangeView = window === null ? { range: 'all', available: true, fromMs: null, toMs: null } : { range: 'all', available: true, fromMs: at(0), toMs: displayedAtMs };
    const visible: ExportRangeView = window === null ? { range: 'visible', available: false, fromMs: null, toMs: null } : { range: 'visible', available: true, fromMs: at(window.from), toMs: at(window.to) };
    const { a, b } = this.markers;
    const ab: ExportRangeView =
      a === null || b === null ? { range: 'ab', available: false, fromMs: null, toMs: null } : { range: 'ab', available: true, fromMs: Math.min(a, b), toMs: Math.max(a, b) };
    return [all, visible, ab];
  }

  /** The inclusive bounds of `range`, or null when the display state does not support it. */
  rangeBounds(range: ExportRange, timeline: TargetHistory | null, displayedAtMs: number | null): { fromMs: number; toMs: number } | null {
    const view = this.exportRanges(timeline, displayedAtMs).find((r) => r.range === range)!;
    if (!view.available) return null;
    return { fromMs: view.fromMs ?? Number.NEGATIVE_INFINITY, toMs: view.toMs ?? Number.POSITIVE_INFINITY };
  }

  /** Identity keys of process Graphs: pruning keeps them (product contracts §3). */
  processKeys(): string[] {
    return this.list.flatMap((graph) => (graph.source.kind === 'process' ? [graph.source.key] : []));
  }

  /** Restores the Graph list after an export that added Graphs could not start (spec §10). */
  removeAll(graphIds: readonly number[]): void {
    for (const id of graphIds) this.remove(id);
  }
}
