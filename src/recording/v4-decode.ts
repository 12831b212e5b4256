// Decoding of format-4 Recording lines (the codec's other half; the layout and the encoder are in v4-layout.ts). Kept
// apart because decoding checks each line with the generated recording validators, which only reading a Recording
// needs (issue 31: the writer and the application's first frame load the layout alone). Frames are only recognised
// here: the reader scans their values with the position maps the file's layout gives (frame-scan.ts).
import type { RecordingV4Cgroup, RecordingV4Line } from '../../generated/recording/types.js';
import { validateRecordingV4Line } from '../../generated/recording/validators.js';
import type { ProcessCgroup, ProcessContainer } from '../model/types.js';
import { parseRecordLine, sessionOf, V3DecodeError } from './v3-decode.js';
import type { V3End, V3ProcessDefinition, V3Session } from './v3-layout.js';

/** The column names of a v4 session, by part. */
export interface V4LayoutNames {
  readonly system: { readonly integers: readonly string[]; readonly floats: readonly string[] };
  readonly gpu: { readonly integers: readonly string[]; readonly floats: readonly string[] };
  readonly process: { readonly integers: readonly string[]; readonly floats: readonly string[] };
}

export type V4Record =
  | { readonly kind: 'session'; readonly session: V3Session; readonly layout: V4LayoutNames }
  | { readonly kind: 'process'; readonly process: V3ProcessDefinition }
  | { readonly kind: 'gpu'; readonly gpu: { readonly adapterId: number; readonly adapterKey: string; readonly name: string | null } }
  | { readonly kind: 'frame' }
  | { readonly kind: 'end'; readonly end: V3End };

const RUNTIMES: readonly ProcessContainer['runtime'][] = ['docker', 'podman', 'containerd', 'cri-o', 'kubernetes'];

function cgroupOf(json: RecordingV4Cgroup): ProcessCgroup {
  const c = json.container;
  // A runtime a later writer names that this build does not know: the container is kept by id, under its family.
  const container: ProcessContainer | null = c === null ? null : { runtime: RUNTIMES.find((r) => r === c.runtime) ?? 'containerd', id: c.id, podUid: c.pod, name: c.name };
  return { path: json.path, unit: json.unit, container, namespacePid: json.ns_pid };
}

/** A column named twice in one part makes the frame positions ambiguous: such a layout is malformed. */
function checkLayout(layout: V4LayoutNames): void {
  for (const part of ['system', 'gpu', 'process'] as const) {
    const names = [...layout[part].integers, ...layout[part].floats];
    if (new Set(names).size !== names.length) throw new V3DecodeError(`the layout names a ${part} column twice`);
  }
}

/**
 * One format-4 line (without its newline) as its record; throws V3DecodeError for anything that is not a valid v4
 * line. A frame is only recognised here (its values are read by the reader with the file's layout).
 */
export function decodeV4(line: string): V4Record {
  const record: RecordingV4Line = parseRecordLine(line, validateRecordingV4Line, 'format-4');
  if ('s' in record) {
    const layout: V4LayoutNames = record.s.layout;
    checkLayout(layout);
    return { kind: 'session', layout, session: { ...sessionOf(record.s), format: 4 } };
  }
  if ('p' in record) {
    const p = record.p;
    return {
      kind: 'process',
      process: {
        processId: p.id,
        pid: p.pid,
        name: p.name,
        ...(p.name_bytes === undefined ? {} : { nameBytesHex: p.name_bytes }),
        startTimeMs: p.start,
        path: p.path,
        ...(typeof p.task === 'string' ? { taskName: p.task } : {}),
        ...(p.cgroup === undefined ? {} : { cgroup: cgroupOf(p.cgroup) }),
      },
    };
  }
  if ('g' in record) return { kind: 'gpu', gpu: { adapterId: record.g.id, adapterKey: record.g.adapter, name: record.g.name } };
  if ('e' in record) return { kind: 'end', end: { endedAtMs: record.e[0], reason: record.e[1] } };
  return { kind: 'frame' };
}
