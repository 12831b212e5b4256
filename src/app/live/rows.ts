// The Live table's rows: one per process in the latest applied snapshot, plus a Ghost Row for each exited tracked
// lifetime still retained, showing its final values (spec: product-contracts "Ghost Rows").
import { PROCESS_METRIC_IDS, type ProcessMetricId } from '../../../generated/metrics.js';
import { PROCESS_LAYOUT, type ModelStore } from '../../model/index.js';
import { identityKey, type MetricValue, type ProcessSample, type Snapshot, type UnavailableReason } from '../../model/types.js';
import type { ProcessRowView } from '../view.js';

/**
 * The Live table's rows, built snapshot after snapshot. A lifetime's row object is kept while its sample object is
 * (the decoder keeps that while every value is unchanged: src/model/wire.ts SnapshotDecoder) and its tracking and
 * parent are unchanged: a kept row equals the one built afresh, and what the TUI keys by the row stays valid. One
 * store lookup per process (its entry: tracked, parent); the previous rows are found by position, not by a map.
 */
export class LiveRows {
  /** The previous snapshot's samples and the rows made of them, index for index (its Ghost Rows after them). */
  #beforeSamples: readonly ProcessSample[] = [];
  #beforeRows: readonly ProcessRowView[] = [];
  /** The index of a previous sample, made on the first sample found out of the previous order. */
  #beforeIndex: Map<ProcessSample, number> | null = null;

  rows(store: ModelStore, latest: Snapshot | null): ProcessRowView[] {
    if (!latest) return [];
    const samples = latest.processes;
    const beforeSamples = this.#beforeSamples;
    const beforeRows = this.#beforeRows;
    const rows = new Array<ProcessRowView>(samples.length);
    // Both snapshots list processes in the collector's order: a kept sample is most often at the next index.
    let next = 0;
    for (let i = 0; i < samples.length; i++) {
      const sample = samples[i]!;
      const key = identityKey(sample.identity);
      const entry = store.process(key);
      const tracked = entry?.tracked ?? false;
      const parentKey = entry?.parentKey ?? null;
      const q = beforeSamples[next] === sample ? next : this.#indexOf(sample);
      const kept = q < 0 ? undefined : beforeRows[q];
      if (q >= 0) next = q + 1;
      rows[i] = kept !== undefined && kept.tracked === tracked && kept.parentKey === parentKey ? kept : rowOf(sample, key, parentKey, tracked);
    }
    this.#beforeSamples = samples;
    // The Ghost Rows pushed below come after every sample's index: the array is kept as it is.
    this.#beforeRows = rows;
    this.#beforeIndex = null;
    for (const key of store.ghostKeys().values()) {
      const ghost = ghostRow(store, key);
      if (ghost !== null) rows.push(ghost);
    }
    return rows;
  }

  #indexOf(sample: ProcessSample): number {
    if (this.#beforeSamples.length === 0) return -1;
    let index = this.#beforeIndex;
    if (index === null) {
      index = new Map();
      for (let q = 0; q < this.#beforeSamples.length; q++) index.set(this.#beforeSamples[q]!, q);
      this.#beforeIndex = index;
    }
    return index.get(sample) ?? -1;
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
