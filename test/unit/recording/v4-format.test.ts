// Guards Recording format 4 (schemas/recording/v4-line.schema.json): every numeric metric of the catalog written by
// the real write path (Recorder, definitions, the writer's file service) reads back exactly, task name and cgroup
// facts included; every line validates against the project's schema; an interrupted file loads to its last complete
// frame; a column this build does not know is read and ignored (a later writer's metric); a malformed file fails
// with the spec's error (COLLECTION_FAILED through winproc_open_log: LogLoadError parse_error) and is left as it was.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateRecordingV4Line } from '../../../generated/recording/validators.js';
import { GPU_ADAPTER_LAYOUT, PROCESS_LAYOUT, SYSTEM_LAYOUT, type MetricLayout } from '../../../src/model/metrics.js';
import { identityKey, type MetricValue, type ProcessCgroup, type ProcessSample, type Snapshot } from '../../../src/model/types.js';
import { encodeLines } from '../../../src/recording/file.js';
import { loadLogFile } from '../../../src/recording/load.js';
import { LogLoadError } from '../../../src/recording/load-error.js';
import { Recorder } from '../../../src/recording/recorder.js';
import type { V3Session } from '../../../src/recording/v3-layout.js';
import { frameLayoutOf, V4_FRAME_LAYOUT } from '../../../src/recording/v4-layout.js';
import { cpuCoreOf } from '../../../src/model/metrics.js';
import { RecordingFileService } from '../../../src/recording/writer.js';

const BUDGET = 64 * 1024 * 1024;
const START = 1772359200000;
const TWO_53 = 2n ** 53n;

/** Distinct values for every numeric metric of a layout: integers around and beyond 2^53 (exact or not at all), floats with fractions. */
function everyMetric<Id extends string>(layout: MetricLayout<Id>, seed: number): Record<Id, MetricValue> {
  const values = {} as Record<Id, MetricValue>;
  layout.ids.forEach((id, i) => {
    values[id] = layout.representations[i] === 'integer' ? (i % 2 === 0 ? TWO_53 + BigInt(seed * 1000 + i) : BigInt(seed * 1000 + i)) : seed + i + 0.375;
  });
  return values;
}

const CGROUP: ProcessCgroup = {
  path: '/system.slice/docker-0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.scope',
  unit: 'docker-0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.scope',
  container: { runtime: 'docker', id: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', podUid: null, name: 'web' },
  namespacePid: 1,
};

const WORKER = { pid: 4200, name: 'worker', startTimeMs: START - 60_000, startToken: '123456' };
/** The key a loaded log gives the worker: a recording keeps the start time, and it is the token read back. */
const RECORDED_KEY = identityKey({ ...WORKER, startToken: String(WORKER.startTimeMs) });

function snapshot(at: number, seed: number): Snapshot {
  const process: ProcessSample = {
    identity: WORKER,
    parentPid: 1,
    path: '/usr/bin/worker',
    user: 'root',
    values: { ...everyMetric(PROCESS_LAYOUT, seed), task_name: 'MainThread' },
    unavailable: {},
    cgroup: CGROUP,
  };
  return {
    sequence: seed,
    capturedAtMs: at,
    collectionCpuMicros: 0,
    processes: [process],
    system: { values: everyMetric(SYSTEM_LAYOUT, seed), unavailable: {} },
    gpus: [{ adapterId: 'card1', name: 'Test GPU', values: everyMetric(GPU_ADAPTER_LAYOUT, seed), unavailable: {} }],
  };
}

const SESSION: V3Session = {
  id: '20260301100000',
  app: 'winproc-tui test',
  host: 'h',
  startMs: START,
  intervalSeconds: 1,
  tracked: ['worker'],
  columns: ['cpu_percent'],
  sort: { column: 'cpu_percent', direction: 'desc' },
  format: 4,
};

/** A v4 file of `frames` one-snapshot windows written by the real write path; returns its path. */
function writeV4(frames: number, end = true, session: V3Session = SESSION): string {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-v4-'));
  const service = new RecordingFileService((_session, message) => {
    throw new Error(message);
  });
  const opened = service.open(1, dir, session);
  if (!opened.ok) throw new Error(opened.message);
  const recorder = new Recorder(1, START, undefined, frameLayoutOf(4, session));
  let sequence = 1;
  const hand = (closed: ReturnType<Recorder['finishRows']>) => {
    if (closed) service.windowMessage({ sequence: sequence++, session: 1, definitions: encodeLines(closed.definitions, 4), frame: closed.frame, slot: null });
  };
  for (let i = 0; i < frames; i++) hand(recorder.acceptRows(snapshot(START + i * 1000 + 500, i + 1), () => true));
  hand(recorder.finishRows());
  service.close(1, end ? { endedAtMs: START + frames * 1000, reason: 'stopped' } : null);
  return opened.path;
}

function lines(path: string): string[] {
  return readFileSync(path, 'utf8').trimEnd().split('\n');
}

async function loadFailure(path: string): Promise<LogLoadError> {
  const error = await loadLogFile(path, { budgetBytes: BUDGET }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LogLoadError);
  return error as LogLoadError;
}

describe('Recording format 4', () => {
  it('names every numeric metric of the catalog in its layout and every line is valid under its schema', () => {
    const path = writeV4(2);
    const written = lines(path);
    for (const [i, line] of written.entries()) expect(validateRecordingV4Line(JSON.parse(line)), `line ${i + 1}: ${JSON.stringify(validateRecordingV4Line.errors)}`).toBe(true);
    const layout = (JSON.parse(written[0]!) as { s: { v: number; layout: Record<string, { integers: string[]; floats: string[] }> } }).s;
    expect(layout.v).toBe(4);
    const named = (part: string) => [...layout.layout[part]!.integers, ...layout.layout[part]!.floats].sort();
    expect(named('system')).toEqual([...SYSTEM_LAYOUT.ids].sort());
    expect(named('gpu')).toEqual([...GPU_ADAPTER_LAYOUT.ids].sort());
    expect(named('process')).toEqual([...PROCESS_LAYOUT.ids].sort());
    // The metrics format 3 has no room for are named columns here.
    expect(named('process')).toEqual(expect.arrayContaining(['page_faults_major_per_sec', 'network_received_bytes_per_sec', 'network_sent_bytes_per_sec']));
  });

  it('reads back every metric of every frame exactly, the task name and cgroup facts in the process definition', async () => {
    const log = await loadLogFile(writeV4(3), { budgetBytes: BUDGET });
    expect(log.session.schemaVersion).toBe(4);
    expect(log.frameCount).toBe(3);
    expect(log.partial).toBe(false);
    const entry = log.store.process(RECORDED_KEY)!;
    const gpu = log.store.gpuAdapter('card1')!;
    for (let frame = 0; frame < 3; frame++) {
      const seed = frame + 1;
      const process = everyMetric(PROCESS_LAYOUT, seed);
      const system = everyMetric(SYSTEM_LAYOUT, seed);
      const adapter = everyMetric(GPU_ADAPTER_LAYOUT, seed);
      for (const id of PROCESS_LAYOUT.ids) expect(entry.history.valueAt(id, frame), `process ${id} frame ${frame}`).toBe(process[id]);
      for (const id of SYSTEM_LAYOUT.ids) expect(log.store.system.valueAt(id, frame), `system ${id} frame ${frame}`).toBe(system[id]);
      for (const id of GPU_ADAPTER_LAYOUT.ids) expect(gpu.history.valueAt(id, frame), `gpu ${id} frame ${frame}`).toBe(adapter[id]);
    }
    expect(gpu.name).toBe('Test GPU');
    const final = log.finalFrame!.processes[0]!;
    expect(final.path).toBe('/usr/bin/worker');
    expect(final.values.task_name).toBe('MainThread');
    expect(final.values.page_faults_major_per_sec).toBe(everyMetric(PROCESS_LAYOUT, 3).page_faults_major_per_sec);
    expect(final.cgroup).toEqual(CGROUP);
  });

  it('carries the per-CPU columns of the CPUs the host had at the start, each read back exactly, no others', async () => {
    const path = writeV4(2, true, { ...SESSION, cpuColumns: 2 });
    const layout = (JSON.parse(lines(path)[0]!) as { s: { layout: { system: { floats: string[] } } } }).s.layout;
    expect(layout.system.floats.filter((id) => cpuCoreOf(id) !== null)).toEqual(['cpu_core_0_percent', 'cpu_core_1_percent']);
    const log = await loadLogFile(path, { budgetBytes: BUDGET });
    for (let frame = 0; frame < 2; frame++) {
      const system = everyMetric(SYSTEM_LAYOUT, frame + 1);
      expect(log.store.system.valueAt('cpu_core_0_percent', frame)).toBe(system.cpu_core_0_percent);
      expect(log.store.system.valueAt('cpu_core_1_percent', frame)).toBe(system.cpu_core_1_percent);
      expect(log.store.system.valueAt('cpu_core_2_percent', frame)).toBeNull();
      expect(log.store.system.valueAt('cpu_average_percent', frame)).toBe(system.cpu_average_percent);
    }
    // Only the host's two CPUs cost bytes in a frame: the whole family's file is larger by the 254 other columns.
    expect(readFileSync(writeV4(2), 'utf8').length - readFileSync(path, 'utf8').length).toBeGreaterThan(254 * 2 * 4);
  });

  it('writes a process definition once while its facts stay, and again when its cgroup changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-v4-'));
    const service = new RecordingFileService(() => undefined);
    const opened = service.open(1, dir, SESSION);
    if (!opened.ok) throw new Error(opened.message);
    const recorder = new Recorder(1, START, undefined, V4_FRAME_LAYOUT);
    const moved: ProcessCgroup = { ...CGROUP, path: '/test.slice/moved', unit: 'test.slice', container: null, namespacePid: null };
    let sequence = 1;
    for (let i = 0; i < 4; i++) {
      const at = snapshot(START + i * 1000 + 500, i + 1);
      const sample = i < 2 ? at : { ...at, processes: [{ ...at.processes[0]!, cgroup: { ...moved } }] };
      const closed = recorder.acceptRows(sample, () => true);
      if (closed) service.windowMessage({ sequence: sequence++, session: 1, definitions: encodeLines(closed.definitions, 4), frame: closed.frame, slot: null });
    }
    service.close(1, null);
    const definitions = lines(opened.path).filter((line) => line.startsWith('{"p":')).map((line) => (JSON.parse(line) as { p: { cgroup: { path: string } } }).p.cgroup.path);
    expect(definitions).toEqual([CGROUP.path, '/test.slice/moved']);
  });

  it('loads an interrupted file up to its last complete frame', async () => {
    const path = writeV4(3, false);
    const text = readFileSync(path, 'utf8');
    // The writer was killed inside the fourth frame line: its start is there, its end is not.
    const lastFrame = text.trimEnd().split('\n').at(-1)!;
    writeFileSync(path, `${text}${lastFrame.slice(0, Math.floor(lastFrame.length / 2))}`);
    const log = await loadLogFile(path, { budgetBytes: BUDGET });
    expect(log.frameCount).toBe(3);
    expect(log.partial).toBe(true);
    expect(log.end).toBeNull();
    expect(log.warnings.join(' ')).toMatch(/interrupted/);
    expect(log.store.process(RECORDED_KEY)!.history.valueAt('network_sent_bytes_per_sec', 2)).toBe(everyMetric(PROCESS_LAYOUT, 3).network_sent_bytes_per_sec);
  });

  it('reads a column it does not know (a later writer’s metric) and ignores it, in the scanned and the general path', async () => {
    const written = lines(writeV4(2));
    const session = JSON.parse(written[0]!) as { s: { layout: { process: { integers: string[]; floats: string[] }; system: { floats: string[] } } } };
    // A later writer appends a process integer and a system float this build has never heard of.
    session.s.layout.process.integers.push('future_metric_per_sec');
    session.s.layout.system.floats.push('future_system_ratio');
    const widened = written.map((line, i) => {
      if (i === 0) return JSON.stringify(session);
      if (!line.startsWith('{"f":')) return line;
      const frame = JSON.parse(line) as { f: [number, [unknown[], unknown[], unknown[]], [number, unknown[], unknown[]][]] };
      frame.f[1][1].push(0.5);
      for (const sample of frame.f[2]) sample[2].push(77);
      return JSON.stringify(frame);
    });
    // The second frame with a space inside: not the writer's exact form, so the reader's general path reads it.
    widened[widened.length - 2] = widened[widened.length - 2]!.replace('[', '[ ');
    const path = join(mkdtempSync(join(tmpdir(), 'winproc-v4-')), 'future.log');
    writeFileSync(path, `${widened.join('\n')}\n`);
    const log = await loadLogFile(path, { budgetBytes: BUDGET });
    expect(log.frameCount).toBe(2);
    const entry = log.store.process(RECORDED_KEY)!;
    for (let frame = 0; frame < 2; frame++) {
      const values = everyMetric(PROCESS_LAYOUT, frame + 1);
      for (const id of PROCESS_LAYOUT.ids) expect(entry.history.valueAt(id, frame), `${id} frame ${frame}`).toBe(values[id]);
    }
    expect(Object.keys(log.finalFrame!.processes[0]!.values)).not.toContain('future_metric_per_sec');
  });

  it('fails a malformed file with parse_error on its line and leaves the file as it was', async () => {
    const written = lines(writeV4(2));
    const cases: [string, string[], RegExp][] = [
      // A frame sample with more values than the layout names.
      ['too many values', written.map((line) => (line.startsWith('{"f":') ? line.replace(/\]\]\]\]\}$/, ',1]]]]}') : line)), /more positions/],
      // A layout naming one column twice: positions would be ambiguous.
      ['a column named twice', [written[0]!.replace('"floats":["cpu_percent"', '"floats":["cpu_percent","cpu_percent"'), ...written.slice(1)], /session record .*duplicate/],
      // A process definition without its pid.
      ['a definition without pid', written.map((line) => (line.startsWith('{"p":') ? line.replace(/"pid":\d+,/, '') : line)), /Line 3 is not a valid v4 recording record/],
    ];
    for (const [what, broken, reason] of cases) {
      const text = `${broken.join('\n')}\n`;
      expect(text, what).not.toBe(`${written.join('\n')}\n`);
      const path = join(mkdtempSync(join(tmpdir(), 'winproc-v4-')), 'broken.log');
      writeFileSync(path, text);
      const error = await loadFailure(path);
      expect(error.kind, what).toBe('parse_error');
      expect(error.line, what).not.toBeNull();
      expect(error.message, what).toMatch(reason);
      expect(readFileSync(path, 'utf8'), what).toBe(text);
    }
  });
});
