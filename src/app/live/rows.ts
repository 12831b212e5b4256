// The Live table's rows: one per process in the latest applied snapshot, plus a Ghost Row for each exited tracked
// lifetime still retained, showing its final values (spec: product-contracts "Ghost Rows").
import { PROCESS_METRIC_IDS, type ProcessMetricId } from '../../../generated/metrics.js';
import { PROCESS_LAYOUT, type ModelStore } from '../../model/index.js';
import { identityKey, type MetricValue, type ProcessSample, type Snapshot, type UnavailableReason } from '../../model/types.js';
import type { ProcessRowView } from '../view.js';

/**
 * The Live table's rows, built snapshot after snapshot. A lifetime's row object is kept while its sample object is
 * (the decoder keeps that while every value is unchanged: src/model/wire.ts SnapshotDecoder) and its tracking and
 * parent are unchanged: a kept row equals the one built afresh, and what the TUI keys by the row stays valid.
 */
export class LiveRows {
  /** The row last built from each sample; an entry goes with its sample once no snapshot holds it. */
  readonly #bySample = new WeakMap<ProcessSample, ProcessRowView>();

  rows(store: ModelStore, latest: Snapshot | null): ProcessRowView[] {
    if (!latest) return [];
    const rows: ProcessRowView[] = latest.processes.map((sample) => {
      const key = identityKey(sample.identity);
      const tracked = store.isTracked(key);
      const parentKey = store.process(key)?.parentKey ?? null;
      const kept = this.#bySample.get(sample);
      if (kept !== undefined && kept.tracked === tracked && kept.parentKey === parentKey) return kept;
      const row = rowOf(sample, key, parentKey, tracked);
      this.#bySample.set(sample, row);
      return row;
    });
    for (const key of store.ghostKeys().values()) {
      const ghost = ghostRow(store, key);
      if (ghost !== null) rows.push(ghost);
    }
    return rows;
  }
}

/** The Ghost Row of a retained tracked lifetime that exited (null while it is present or no longer retained). */
function ghostRow(store: ModelStore, key: string): ProcessRowView | null {
  const entry = store.process(key);
  if (!entry || entry.present) return null;
  const values: Partial<Record<ProcessMetricId, MetricValue>> = {};
  const unavailable: Partial<Record<ProcessMetricId, UnavailableReason>> = {};
  for (const id of PROCESS_METRIC_IDS) {
    if (PROCESS_LAYOUT.textIds.has(id)) continue; // text (path, task_name) has no history: the ghost shows none
    const value = entry.history.latest(id);
    if (value === null || value === undefined) unavailable[id] = 'exited';
    else values[id] = value;
  }
  return {
    key,
    pid: entry.identity.pid,
    name: entry.identity.name,
    user: entry.user,
    path: entry.path,
    parentKey: entry.parentKey,
    kernelThread: false,
    tracked: true,
    ghost: true,
    values,
    unavailable,
  };
}

function rowOf(sample: ProcessSample, key: string, parentKey: string | null, tracked: boolean): ProcessRowView {
  return {
    key,
    pid: sample.identity.pid,
    name: sample.identity.name,
    user: sample.user,
    path: sample.path,
    parentKey,
    kernelThread: sample.kernelThread === true,
    tracked,
    ghost: false,
    values: sample.values,
    unavailable: sample.unavailable,
    ...(sample.cgroup === undefined ? {} : { cgroup: sample.cgroup }),
  };
}
