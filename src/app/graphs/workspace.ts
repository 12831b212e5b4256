// The Graph workspace the App owns (product contracts §6): up to 16 Graphs in order with run-unique increasing IDs,
// one active Graph, and the display state all Graphs share — live-follow, the selected sample time (cursor), the
// visible range and the A/B markers — plus the Raw/MA5 display mode and Graph height the settings keep. Positions
// are sample times on the displayed source's timeline (history.ts), so they mean the same in every Graph.
import { GRAPH_CAPACITY, sourceKey, type ExportRange, type ExportRangeView, type GraphDisplayMode, type GraphSource } from '../../model/graphs.js';
import type { TargetHistory } from '../../model/history.js';

export interface Graph {
  readonly graphId: number;
  readonly source: GraphSource;
}

/** Graph height and display mode, as the settings file keeps them. */
export interface GraphPreferences {
  readonly heightRows: number;
  readonly displayMode: GraphDisplayMode;
}

export const DEFAULT_GRAPH_PREFERENCES: GraphPreferences = { heightRows: 6, displayMode: 'raw' };

/** Samples the visible range spans until the TUI says how many fit its plot width. */
const DEFAULT_VISIBLE_SAMPLES = 120;

/** Visible window and cursor on a timeline, as indices (inclusive) into it. */
export interface Window {
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
  private rangeEndMs: number | null = null;
  private visibleSamples = DEFAULT_VISIBLE_SAMPLES;
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

  get span(): number {
    return this.visibleSamples;
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

  /** The TUI's plot width in samples; the visible range spans this many timeline samples. */
  setVisibleSamples(samples: number): boolean {
    const next = Math.max(2, Math.floor(samples));
    if (next === this.visibleSamples) return false;
    this.visibleSamples = next;
    return true;
  }

  /**
   * Visible range and cursor as inclusive timeline indices, considering only samples up to `displayedAtMs`
   * (later ones exist while the display is paused). Null when nothing is displayed yet.
   */
  window(timeline: TargetHistory | null, displayedAtMs: number | null): Window | null {
    if (timeline === null || displayedAtMs === null) return null;
    const count = timeline.upperBound(displayedAtMs);
    if (count === 0) return null;
    const newest = count - 1;
    const clamp = (index: number) => Math.max(0, Math.min(newest, index));
    if (this.following) return { from: Math.max(0, newest - this.visibleSamples + 1), to: newest, cursor: newest };
    const to = clamp(this.rangeEndMs === null ? newest : timeline.upperBound(this.rangeEndMs) - 1);
    const cursor = clamp(this.cursorMs === null ? to : timeline.lowerBound(this.cursorMs));
    return { from: Math.max(0, to - this.visibleSamples + 1), to, cursor: Math.min(cursor, to) };
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
    if (cursor === newest) {
      this.following = true;
      this.cursorMs = null;
      this.rangeEndMs = null;
      return true;
    }
    let to = current.to;
    if (cursor > to) to = cursor;
    if (cursor < current.to - this.visibleSamples + 1) to = Math.min(newest, cursor + this.visibleSamples - 1);
    this.following = false;
    this.cursorMs = timeline.timestampAt(cursor);
    this.rangeEndMs = timeline.timestampAt(to);
    return true;
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
