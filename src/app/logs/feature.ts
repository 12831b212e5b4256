// The TUI's saved logs (product contracts §2, §7): the Log list (files of the recording directory with size and
// date) and the Log view of one loaded recording, with a time cursor over its recorded frames. A log loads on this
// thread in 64 KiB chunks (recording/load.ts), yielding between chunks, so keys and redraws keep going; progress shows in the list, and leaving the list (Esc) cancels the load and releases
// it. A load that ends after Recording began is discarded (Recording and Log view never coexist).
import { PROCESS_LAYOUT, type ModelStore } from '../../model/index.js';
import type { GpuAdapterSample, MetricValue, SystemSample } from '../../model/types.js';
import { GPU_ADAPTER_LAYOUT, SYSTEM_LAYOUT, type MetricLayout, type TargetHistory } from '../../model/index.js';
import { listLogFiles, LogDirectoryError, type LogFileEntry } from '../../recording/directory.js';
import { LogLoadError } from '../../recording/load-error.js';
import type { LoadedLog } from '../../recording/reader.js';
import type { Activity } from '../../model/activity.js';
import type { ProcessRowView } from '../view.js';
import type { RecordedProcess } from '../process-info/feature.js';

/**
 * The reservation budget of a log the TUI loads. The MCP side's loaded logs share a connection's 64 MiB; the TUI
 * shows one log at a time and may take more, still bounded so a huge file fails clearly instead of exhausting memory.
 */
export const TUI_LOG_BUDGET_BYTES = 1024 * 1024 * 1024;

/** Files the Log list shows at most (newest first). */
export const LOG_LIST_LIMIT = 5000;

export interface LogListView {
  readonly state: 'listing' | 'ready' | 'failed';
  readonly directory: string | null;
  /** Newest first. */
  readonly entries: readonly LogFileEntry[];
  readonly selected: number;
  readonly error: string | null;
  /** The file being loaded, or null. */
  readonly loading: string | null;
  /** Whole percent of the file loaded so far while `loading`, else null. */
  readonly progress: number | null;
}

export interface LogViewPanel {
  readonly fileName: string;
  readonly sessionId: string | null;
  readonly intervalSeconds: number | null;
  readonly firstMs: number | null;
  readonly lastMs: number | null;
  readonly frameCount: number;
  /** The frame the table and panels show (0-based), and its time. */
  readonly cursorIndex: number;
  readonly cursorMs: number | null;
  readonly partial: boolean;
  readonly warnings: readonly string[];
}

/** One recorded frame as the table and panels show it. */
export interface RecordedFrame {
  readonly atMs: number | null;
  readonly rows: ProcessRowView[];
  readonly system: SystemSample | null;
  readonly gpus: GpuAdapterSample[];
}

/** Loads a saved log; aborting `signal` cancels and releases it. */
export type LogLoader = (path: string, options: { readonly budgetBytes: number; readonly signal: AbortSignal; readonly onProgress: (fraction: number) => void }) => Promise<LoadedLog>;

/**
 * The application's loader: the chunked load on this thread, which yields between 64 KiB chunks. A worker-thread
 * loader was measured (bench log-load) and removed: it did not shorten the longest stall and took twice as long,
 * since both threads appended every frame to a history. The loader (the reader and the recording validators, ~0.6 MB)
 * is imported on the first load, not at start: the first frame does not need it (issue 31).
 */
export const loadOnThisThread: LogLoader = async (path, { budgetBytes, signal, onProgress }) => {
  const { loadLogFile } = await import('../../recording/load.js');
  return loadLogFile(path, { budgetBytes, signal, onChunk: (readBytes, totalBytes) => onProgress(totalBytes === 0 ? 1 : readBytes / totalBytes) });
};

export interface LogsHost {
  readonly activity: Activity;
  /** The configured recording directory, the Log list's directory. */
  directory(): string | null;
  /** Enters the Log view with this log, or returns to Live with null. */
  showLog(log: LoadedLog | null): void;
  redraw(): void;
}

function valuesAt<Id extends string>(layout: MetricLayout<Id>, history: TargetHistory<Id>, index: number): Partial<Record<Id, MetricValue>> {
  const values: Partial<Record<Id, MetricValue>> = {};
  for (const id of layout.ids) {
    const value = history.valueAt(id, index);
    if (value !== null) values[id] = value;
  }
  return values;
}

/** The index of the sample stored exactly at `atMs`, or -1: a frame never borrows a neighbour's values. */
function exactIndex(history: TargetHistory, atMs: number): number {
  const index = history.lowerBound(atMs);
  return index < history.length && history.timestampAt(index) === atMs ? index : -1;
}

/** The recorded frame at the system history's `index`: every identity and adapter stored at exactly that time. */
export function recordedFrame(store: ModelStore, index: number): RecordedFrame {
  const system = store.system;
  if (system.length === 0) return { atMs: null, rows: [], system: null, gpus: [] };
  const at = system.timestampAt(Math.min(Math.max(index, 0), system.length - 1));
  const rows: ProcessRowView[] = [];
  for (const entry of store.processes()) {
    const i = exactIndex(entry.history, at);
    if (i === -1) continue;
    rows.push({ key: entry.key, pid: entry.identity.pid, name: entry.identity.name, user: entry.user, path: entry.path, parentKey: entry.parentKey, kernelThread: false, tracked: entry.tracked, ghost: false, values: valuesAt(PROCESS_LAYOUT, entry.history, i), unavailable: {} });
  }
  const gpus: GpuAdapterSample[] = [];
  for (const adapter of store.gpuAdapters()) {
    const i = exactIndex(adapter.history, at);
    if (i !== -1) gpus.push({ adapterId: adapter.adapterId, name: adapter.name, values: valuesAt(GPU_ADAPTER_LAYOUT, adapter.history, i), unavailable: {} });
  }
  const systemIndex = exactIndex(system, at);
  return { atMs: at, rows, system: { values: valuesAt(SYSTEM_LAYOUT, system, systemIndex), unavailable: {} }, gpus };
}

export class LogsFeature {
  private list: LogListView | null = null;
  private shown: { readonly name: string; readonly log: LoadedLog; cursor: number } | null = null;
  /** Bumped by everything that makes a running load or listing stale; a late result with an old token is dropped. */
  private token = 0;
  private notice: string | null = null;
  /** Cancels the running load (Esc, leaving the list). */
  private loadAbort: AbortController | null = null;

  constructor(
    private readonly host: LogsHost,
    private readonly load: LogLoader = loadOnThisThread,
  ) {}

  /** Whether the Log view shows a log. */
  get active(): boolean {
    return this.shown !== null;
  }

  /** Why the last Log list or load action did nothing, shown until the next one. */
  get lastNotice(): string | null {
    return this.notice;
  }

  listView(): LogListView | null {
    return this.list;
  }

  panel(): LogViewPanel | null {
    if (this.shown === null) return null;
    const { log, name, cursor } = this.shown;
    return {
      fileName: name,
      sessionId: log.session.id,
      intervalSeconds: log.session.intervalSeconds,
      firstMs: log.firstFrameMs,
      lastMs: log.lastFrameMs,
      frameCount: log.frameCount,
      cursorIndex: cursor,
      cursorMs: log.frameCount === 0 ? null : log.store.system.timestampAt(cursor),
      partial: log.partial,
      warnings: log.warnings,
    };
  }

  /** The model the Log view shows (rebuilt from every complete frame), or null outside it. */
  get shownStore(): ModelStore | null {
    return this.shown?.log.store ?? null;
  }

  /** What the shown recording keeps of one lifetime (Process Info in the Log view), or null. */
  recordedProcess(key: string): RecordedProcess | null {
    if (this.shown === null) return null;
    const store = this.shown.log.store;
    const entry = store.process(key);
    if (entry === undefined) return null;
    const parent = entry.parentKey === null ? undefined : store.process(entry.parentKey);
    return { identity: entry.identity, path: entry.path, user: entry.user, parent: parent ? { pid: parent.identity.pid, name: parent.identity.name } : null, logName: this.shown.name };
  }

  /** The frame at the cursor, or null outside the Log view. */
  frame(): RecordedFrame | null {
    return this.shown === null ? null : recordedFrame(this.shown.log.store, this.shown.cursor);
  }

  /** `l`: opens the Log list on the recording directory (from Live or the Log view; never while recording). */
  openList(): void {
    this.notice = null;
    if (this.host.activity === 'recording') {
      this.notice = 'Stop the Recording first (r): Recording and the Log view never run together.';
      return this.host.redraw();
    }
    const directory = this.host.directory();
    const token = ++this.token;
    if (directory === null) {
      this.list = { state: 'failed', directory: null, entries: [], selected: 0, error: 'No recording directory is configured yet: record once (r) to choose one.', loading: null, progress: null };
      return this.host.redraw();
    }
    this.list = { state: 'listing', directory, entries: [], selected: 0, error: null, loading: null, progress: null };
    this.host.redraw();
    void listLogFiles(directory, { limit: LOG_LIST_LIMIT, withStats: true }).then(
      (listing) => {
        if (token !== this.token || this.list === null) return;
        const entries = [...listing.entries].sort((a, b) => (b.modifiedMs ?? 0) - (a.modifiedMs ?? 0) || (a.name < b.name ? -1 : 1));
        this.list = { ...this.list, state: 'ready', entries };
        this.host.redraw();
      },
      (error: unknown) => {
        if (token !== this.token || this.list === null) return;
        const why = error instanceof LogDirectoryError ? error.message : 'the recording directory cannot be listed';
        this.list = { ...this.list, state: 'failed', error: `${why[0]!.toUpperCase()}${why.slice(1)}.` };
        this.host.redraw();
      },
    );
  }

  closeList(): void {
    this.token += 1;
    this.cancelLoad();
    this.list = null;
    this.host.redraw();
  }

  /** Stops a running load: the worker ends at once and what it rebuilt is dropped. */
  private cancelLoad(): void {
    this.loadAbort?.abort();
    this.loadAbort = null;
  }

  moveSelection(by: number): void {
    if (this.list === null || this.list.entries.length === 0) return;
    const selected = Math.min(Math.max(this.list.selected + by, 0), this.list.entries.length - 1);
    this.list = { ...this.list, selected };
    this.host.redraw();
  }

  /** Enter: loads the selected file in chunks; on success the Log view shows it at its final frame. */
  loadSelected(): void {
    const list = this.list;
    const entry = list?.entries[list.selected];
    if (list === null || entry === undefined || list.loading !== null) return;
    const token = ++this.token;
    this.list = { ...list, loading: entry.name, error: null, progress: 0 };
    this.host.redraw();
    const abort = new AbortController();
    this.loadAbort = abort;
    const onProgress = (fraction: number) => {
      const percent = Math.min(100, Math.floor(fraction * 100));
      if (token !== this.token || this.list === null || this.list.progress === percent) return;
      this.list = { ...this.list, progress: percent };
      this.host.redraw();
    };
    void this.load(entry.path, { budgetBytes: TUI_LOG_BUDGET_BYTES, signal: abort.signal, onProgress }).then(
      (log) => {
        if (this.loadAbort === abort) this.loadAbort = null;
        if (token !== this.token || this.list === null) return;
        if (this.host.activity === 'recording') {
          // Recording began while the log loaded: the two never coexist, so the result is discarded.
          this.list = { ...this.list, loading: null, progress: null, error: 'A Recording started while the log loaded; the log was not shown.' };
          return this.host.redraw();
        }
        this.list = null;
        this.shown = { name: entry.name, log, cursor: Math.max(0, log.frameCount - 1) };
        this.host.showLog(log);
      },
      (error: unknown) => {
        if (this.loadAbort === abort) this.loadAbort = null;
        if (token !== this.token || this.list === null) return;
        const message = error instanceof LogLoadError ? error.message : 'The log could not be loaded.';
        this.list = { ...this.list, loading: null, progress: null, error: message };
        this.host.redraw();
      },
    );
  }

  /** Esc or `l` in the Log view: back to Live. */
  leave(): void {
    if (this.shown === null) return;
    this.shown = null;
    this.token += 1;
    this.host.showLog(null);
  }

  /** Puts the time cursor on the frame recorded exactly at `atMs`; false when there is none (nothing changes). */
  showFrameAt(atMs: number): boolean {
    if (this.shown === null) return false;
    const index = exactIndex(this.shown.log.store.system, atMs);
    if (index === -1 || index >= this.shown.log.frameCount) return false;
    if (index !== this.shown.cursor) {
      this.shown.cursor = index;
      this.host.redraw();
    }
    return true;
  }

  /** Left/Right: the time cursor by frames; Home/End: the first or last frame. */
  moveCursor(by: number): void {
    if (this.shown === null || this.shown.log.frameCount === 0) return;
    const last = this.shown.log.frameCount - 1;
    const cursor = by === Number.NEGATIVE_INFINITY ? 0 : by === Number.POSITIVE_INFINITY ? last : Math.min(Math.max(this.shown.cursor + by, 0), last);
    if (cursor === this.shown.cursor) return;
    this.shown.cursor = cursor;
    this.host.redraw();
  }
}
