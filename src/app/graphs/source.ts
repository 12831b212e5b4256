// Where the Graph workspace reads its histories from: the live model (frozen at the paused display time while the
// display is paused), or — through the same interface — the recording a TUI Log view shows. The Log view is built
// separately; it supplies its own GraphHistorySource to App.setGraphHistorySource (the seam named there).
import type { TargetHistory } from '../../model/history.js';
import type { GraphSource } from '../../model/graphs.js';
import type { ModelStore } from '../../model/store.js';
import type { ProcessIdentity } from '../../model/types.js';

export interface GraphHistorySource {
  readonly kind: 'live' | 'log';
  /** Newest displayed sample time: later samples exist (sampling goes on under pause) but are not displayed. */
  readonly displayedAtMs: number | null;
  readonly displayPaused: boolean;
  /** The shared time axis: one entry per displayed sample time (the system history has every one). */
  timeline(): TargetHistory | null;
  /** The history a Graph's source reads, or null when the target is not (or no longer) known. */
  history(source: GraphSource): TargetHistory | null;
  process(key: string): ProcessIdentity | null;
  adapterName(adapterId: string): string | null;
  /** Process lifetimes with history, for winproc_get_graphs targets, oldest first. */
  processes(): Iterable<{ readonly key: string; readonly identity: ProcessIdentity }>;
  adapters(): Iterable<{ readonly adapterId: string; readonly name: string | null }>;
}

/** A loaded recording as the Graph workspace's source: every recorded frame, displayed up to its final one. */
export function logGraphSource(log: { readonly store: ModelStore; readonly lastFrameMs: number | null }): GraphHistorySource {
  return { ...liveGraphSource(log.store, log.lastFrameMs, false), kind: 'log', displayedAtMs: log.lastFrameMs };
}

/** The live model as a Graph source; `frozenAtMs` is the paused display time, or null while live. */
export function liveGraphSource(store: ModelStore, frozenAtMs: number | null, paused: boolean): GraphHistorySource {
  return {
    kind: 'live',
    displayedAtMs: paused ? frozenAtMs : store.lastCapturedAtMs,
    displayPaused: paused,
    timeline: () => store.system,
    history: (source) => {
      switch (source.kind) {
        case 'system':
          return store.system;
        case 'gpu_adapter':
          return store.gpuAdapter(source.adapterId)?.history ?? null;
        case 'process':
          return store.process(source.key)?.history ?? null;
      }
    },
    process: (key) => store.process(key)?.identity ?? null,
    adapterName: (adapterId) => store.gpuAdapter(adapterId)?.name ?? null,
    processes: () => [...store.processes()].filter((entry) => entry.history.length > 0).map((entry) => ({ key: entry.key, identity: entry.identity })),
    adapters: () => [...store.gpuAdapters()].map((entry) => ({ adapterId: entry.adapterId, name: entry.name })),
  };
}
