// The format-4 Recording line layout (docs/metrics.md "Recording format 4", schemas/recording/v4-line.schema.json):
// the project's own format beyond the original application's 3. Frames keep format 3's shape, but the session record
// names every frame column (its layout: the catalog's numeric metrics), so a metric added later needs no new format,
// and process and GPU definitions are objects with named fields (task name, cgroup facts, the adapter key). Records
// are encoded here (frames by the shared encoder in v3-layout.ts) and decoded in v4-decode.ts, except frames, which the
// reader scans with the position maps the file's layout gives (frame-scan.ts).
import type { ProcessMetricId } from '../../generated/metrics.js';
import type { RecordingV4Cgroup, RecordingV4Layout } from '../../generated/recording/types.js';
import { cpuCoreOf, GPU_ADAPTER_LAYOUT, PROCESS_LAYOUT, SYSTEM_LAYOUT, type MetricLayout } from '../model/metrics.js';
import type { ProcessCgroup } from '../model/types.js';
import {
  encodeFrameRows,
  encodeV3,
  frameLayout,
  frameRowsOf,
  sessionJson,
  V3_FRAME_LAYOUT,
  V3_TAGS,
  type FrameLayout,
  type RecordingFormatVersion,
  type V3End,
  type V3GpuDefinition,
  type V3ProcessDefinition,
  type V3Record,
  type V3Session,
} from './v3-layout.js';

export const V4_FORMAT_VERSION = 4;

/** The format a Recording is written in unless Settings say 3 (`recording.format` in winproc-tui.toml). */
export const DEFAULT_RECORDING_FORMAT: RecordingFormatVersion = 4;

function byRepresentation<Id extends string>(layout: MetricLayout<Id>, representation: 'integer' | 'float'): Id[] {
  return layout.ids.filter((_id, i) => layout.representations[i] === representation);
}

/** Every numeric metric of the catalog in its catalog order, integers and floats apart: what a v4 writer records. */
export const V4_FRAME_LAYOUT: FrameLayout = v4Layout(null);

/**
 * The v4 layout with per-CPU columns for CPUs 0..cpus-1 only (null: all of the family): a 2-CPU host's frames would
 * otherwise carry 254 columns that are null in every frame of the file, about 1.3 KB a frame.
 */
function v4Layout(cpus: number | null): FrameLayout {
  const systemFloats = byRepresentation(SYSTEM_LAYOUT, 'float').filter((id) => cpus === null || (cpuCoreOf(id) ?? -1) < cpus);
  return frameLayout({
    version: 4,
    systemIntegers: byRepresentation(SYSTEM_LAYOUT, 'integer'),
    systemFloats,
    systemFloatList: true,
    gpuFloats: byRepresentation(GPU_ADAPTER_LAYOUT, 'float'),
    gpuIntegers: byRepresentation(GPU_ADAPTER_LAYOUT, 'integer'),
    processFloats: byRepresentation(PROCESS_LAYOUT, 'float'),
    processIntegers: byRepresentation(PROCESS_LAYOUT, 'integer'),
  });
}

/** One layout per CPU count a session started with: a run has one host, so this holds one or two entries. */
const V4_LAYOUTS_BY_CPUS = new Map<number, FrameLayout>();

/** The frame layout a writer of `version` uses for a session of `session.cpuColumns` CPUs. */
export function frameLayoutOf(version: RecordingFormatVersion, session?: Pick<V3Session, 'cpuColumns'>): FrameLayout {
  if (version !== 4) return V3_FRAME_LAYOUT;
  const cpus = session?.cpuColumns;
  if (cpus === undefined) return V4_FRAME_LAYOUT;
  let layout = V4_LAYOUTS_BY_CPUS.get(cpus);
  if (layout === undefined) V4_LAYOUTS_BY_CPUS.set(cpus, (layout = v4Layout(cpus)));
  return layout;
}

/** The column names a session record of `layout` carries. */
export function layoutNames(layout: FrameLayout): RecordingV4Layout {
  return {
    system: { integers: [...layout.systemIntegers], floats: [...layout.systemFloats] },
    gpu: { integers: [...layout.gpuIntegers], floats: [...layout.gpuFloats] },
    process: { integers: [...layout.processIntegers], floats: layout.processFloats.filter((id): id is ProcessMetricId => id !== null) },
  };
}

// ---- encoding -------------------------------------------------------------------------------------------------

function cgroupJson(cgroup: ProcessCgroup): RecordingV4Cgroup {
  const container = cgroup.container;
  return {
    path: cgroup.path,
    unit: cgroup.unit,
    container: container === null ? null : { runtime: container.runtime, id: container.id, pod: container.podUid, name: container.name },
    ns_pid: cgroup.namespacePid,
  };
}

function v4SessionJson(session: V3Session): object {
  return { ...sessionJson(session), v: V4_FORMAT_VERSION, layout: layoutNames(frameLayoutOf(4, session)) };
}

function processJson(p: V3ProcessDefinition): object {
  return {
    id: p.processId,
    pid: p.pid,
    name: p.name,
    ...(p.nameBytesHex === undefined ? {} : { name_bytes: p.nameBytesHex }),
    start: p.startTimeMs === null ? null : Math.trunc(p.startTimeMs),
    path: p.path,
    ...(p.taskName === undefined ? {} : { task: p.taskName }),
    ...(p.cgroup === undefined ? {} : { cgroup: cgroupJson(p.cgroup) }),
  };
}

function gpuJson(g: V3GpuDefinition): object {
  return { id: g.adapterId, adapter: g.adapterKey ?? `${g.luidHigh}:${g.luidLow}`, name: g.name };
}

/** One format-4 record as its line, newline included. */
export function encodeV4(record: V3Record): string {
  switch (record.kind) {
    case 'session':
      return `${JSON.stringify({ [V3_TAGS.session]: v4SessionJson(record.session) })}\n`;
    case 'process':
      return `${JSON.stringify({ [V3_TAGS.process]: processJson(record.process) })}\n`;
    case 'gpu':
      return `${JSON.stringify({ [V3_TAGS.gpu]: gpuJson(record.gpu) })}\n`;
    case 'frame':
      return encodeFrameRows(frameRowsOf(record.frame, V4_FRAME_LAYOUT), V4_FRAME_LAYOUT);
    case 'end':
      // The end record is the same in both formats.
      return encodeV3(record);
  }
}

/** One record as its line in the format `version`. */
export function encodeRecord(record: V3Record, version: RecordingFormatVersion): string {
  return version === 4 ? encodeV4(record) : encodeV3(record);
}

// ---- decoding (every record but frames) -------------------------------------------------------------------------
