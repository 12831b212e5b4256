// The Live table's rows: one per process in the latest applied snapshot, plus a Ghost Row for each exited tracked
// lifetime still retained, showing its final values (spec: product-contracts "Ghost Rows").
import { PROCESS_METRIC_IDS, type ProcessMetricId } from '../../../generated/metrics.js';
import { PROCESS_LAYOUT, type ModelStore } from '../../model/index.js';
import { identityKey, type MetricValue, type ProcessSample, type Snapshot, type UnavailableReason } from '../../model/types.js';
import type { ProcessRowView } from '../view.js';

export function liveRows(store: ModelStore, latest: Snapshot | null): ProcessRowView[] {
  if (!latest) return [];
  const rows: ProcessRowView[] = latest.processes.map((sample) => rowOf(store, sample));
  for (const key of store.ghostKeys().values()) {
    const entry = store.process(key);
    if (!entry || entry.present) continue;
    const values: Partial<Record<ProcessMetricId, MetricValue>> = {};
    const unavailable: Partial<Record<ProcessMetricId, UnavailableReason>> = {};
    for (const id of PROCESS_METRIC_IDS) {
      if (PROCESS_LAYOUT.textIds.has(id)) continue; // text (path, task_name) has no history: the ghost shows none
      const value = entry.history.latest(id);
      if (value === null || value === undefined) unavailable[id] = 'exited';
      else values[id] = value;
    }
    rows.push({
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
    });
  }
  return rows;
}

function rowOf(store: ModelStore, sample: ProcessSample): ProcessRowView {
  const key = identityKey(sample.identity);
  return {
    key,
    pid: sample.identity.pid,
    name: sample.identity.name,
    user: sample.user,
    path: sample.path,
    parentKey: store.process(key)?.parentKey ?? null,
    kernelThread: sample.kernelThread === true,
    tracked: store.isTracked(key),
    ghost: false,
    values: sample.values,
    unavailable: sample.unavailable,
    ...(sample.cgroup === undefined ? {} : { cgroup: sample.cgroup }),
  };
}
