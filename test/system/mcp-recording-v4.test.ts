// Guards Recording format 4's metrics end to end: the real application in tmux records (format 4, the default) a
// program the test compiles that moves a known number of bytes through a TCP connection over 127.0.0.1 whose both
// ends it holds, and an idle child; the test loads the file through the real bridge (winproc_list_logs,
// winproc_open_log, winproc_list_processes, winproc_get_history and winproc_get_metrics on the log_ref, and the TUI's
// Log view through winproc_get_graphs / add_graphs / export_graphs) and holds every recorded value of the metrics
// format 3 cannot keep (per-process network rates, major page faults, unrounded system percentages) exactly equal
// to the window mean of what the live application reported through MCP for the same samples, the frame's time equal
// to the window's last live sample time, and the process definitions' task name and cgroup facts equal to the live
// listing's. Metrics this host cannot measure (per-process GPU figures of children that use no GPU; USER objects;
// .NET fragmentation without an authorized collection; the paged pool on Linux) are unavailable live, null in the
// file and unavailable in the loaded log: never 0. A host without GPU adapters (CI) records none; on a host with
// adapters, each one's recorded values are held to the live window means like the system's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess, ChildProcessWithoutNullStreams } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetTrackingData, ListProcessesData } from '../../generated/types/tools.js';
import { complete, type JobData } from '../support/jobs.js';
import { type HistoryRaw, type LiveApp, type Session, uniqueName, waitFor } from '../support/live-app.js';
import { checkLines, completeLines, startRecordingApp } from '../support/recording.js';
import { buildTcpPair, sendThrough, startTcpPair } from '../support/tcp-pair.js';
import { requireTmux } from '../support/tmux.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('mcp-recording-v4.test.ts: skipped, tmux is not installed\n');

/** The bytes the program moves each way once the Recording runs. */
const FORWARD = 300_000;
const BACK = 70_000;

/** Process metrics format 3 has no column for, and one it has (a float: the mean is compared as a double). */
const PROCESS_MEASURED = ['network_received_bytes_per_sec', 'network_sent_bytes_per_sec', 'page_faults_major_per_sec', 'cpu_percent'] as const;
/** Process metrics this host cannot measure for these children: no GPU adapter, no Windows objects, no .NET collection. */
const PROCESS_UNMEASURED = ['gpu_percent', 'gpu_dedicated_bytes', 'gpu_shared_bytes', 'user_object_count', 'dotnet_gc_fragmentation_bytes'] as const;
/** System metrics: percentages are floats in format 4 (format 3 rounds them to whole percent). */
const SYSTEM_MEASURED = ['cpu_percent', 'cpu_user_percent', 'network_received_bytes_per_sec', 'network_sent_bytes_per_sec', 'pages_input_per_sec'] as const;
/** Linux kernel memory is not pageable: the paged pool is unsupported here. */
const SYSTEM_UNMEASURED = ['paged_pool_bytes'] as const;
/** Every GPU adapter metric, where the host has adapters. */
const ADAPTER_MEASURED = ['utilization_percent', 'encode_average_percent', 'encode_max_percent', 'encode_engine_count', 'decode_average_percent', 'decode_max_percent', 'decode_engine_count', 'dedicated_bytes', 'dedicated_total_bytes', 'shared_bytes', 'shared_total_bytes'] as const;

const DEFINITION_FIELDS = ['pid', 'name', 'start_time', 'path', 'task_name', 'cgroup', 'systemd_unit', 'container', 'namespace_pid'] as const;

type Row = HistoryRaw['rows'][number];
type Value = string | number;

interface OperationData {
  readonly operation_id: string;
  readonly state: string;
  readonly outcome?: { readonly recording_session_id?: string; readonly output_log_id?: string; readonly output_path?: string; readonly rows?: number; readonly graph_ids?: number[] };
  readonly error?: { readonly code: string; readonly message: string };
}

interface GraphsData {
  readonly source: string;
  readonly revision: string;
  readonly gpu_adapters: { gpu_adapter: string }[];
  readonly supported_metrics: { process: string[]; system: string[] };
  readonly processes?: { process_ref: string; name: string; pid: number }[];
}

/**
 * The mean a Recording window keeps of the available values (product-contracts §7), computed here independently of
 * src/recording/aggregate.ts: an integer mean (decimal strings) rounded to the nearest integer, halves up (rates and
 * counts are never negative); a float mean summed in sample order from 0 (one value is itself).
 */
function windowMean(values: readonly Value[]): Value | undefined {
  if (values.length === 0) return undefined;
  if (typeof values[0] === 'string') {
    const n = BigInt(values.length);
    const sum = values.reduce<bigint>((total, v) => total + BigInt(v as string), 0n);
    return ((2n * sum + n) / (2n * n)).toString();
  }
  if (values.length === 1) return values[0];
  return values.reduce<number>((total, v) => total + (v as number), 0) / values.length;
}

describe.skipIf(!HAS_TMUX)('Recording format 4 metrics through the real bridge (system)', () => {
  const netName = uniqueName('v4net');
  const idleName = uniqueName('v4idle');
  let app: LiveApp;
  let directory: string;
  let session: Session;
  let work: string;
  let net: ChildProcessWithoutNullStreams;
  let idle: ChildProcess;
  let counter = 0;
  const opId = (what: string) => `v4-${what}-${++counter}-${process.pid}`;
  const revision = async () => (await session.ok<GetTrackingData>('winproc_get_tracking')).data.revision;
  const settle = async (first: OperationData): Promise<OperationData> =>
    waitFor(async () => {
      if (first.state !== 'pending' && first.state !== 'running') return first;
      const data = (await session.ok<OperationData>('winproc_get_operation', { operation_id: first.operation_id })).data;
      return data.state === 'pending' || data.state === 'running' ? null : data;
    }, 'the operation to settle');

  /** Every raw history row of one target (the system when `target` is undefined) in one page. */
  const history = async (metricIds: readonly string[], target: Record<string, unknown> | undefined, extra: Record<string, unknown> = {}): Promise<Row[]> => {
    const page = (await session.ok<HistoryRaw>('winproc_get_history', { metric_ids: metricIds, mode: 'raw', limit: 5000, ...(target ? { target } : {}), ...extra })).data;
    expect(page.next_cursor, 'one page holds the whole history').toBeNull();
    return page.rows;
  };

  // What the run produced, read by the tests below.
  let startMs: number;
  let path: string;
  let logRef: string;
  /** The live application's GPU adapters (none on CI hosts). */
  let adapters: string[];
  const live = new Map<number, { ref: string; row: Record<string, unknown> }>();

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'winproc-v4-'));
    net = await startTcpPair(buildTcpPair(work, netName));
    ({ app, directory } = await startRecordingApp('winproc-v4-rec-'));
    session = await app.connect();
    adapters = (await session.ok<GraphsData>('winproc_get_graphs')).data.gpu_adapters.map((adapter) => adapter.gpu_adapter);
    idle = app.spawnNamed(idleName);
    for (const name of [netName, idleName]) {
      const added = (await session.ok<OperationData>('winproc_update_tracking', { action: 'add', process_name: name, operation_id: opId('trk'), expected_revision: await revision() })).data;
      expect(added.state).toBe('succeeded');
    }
    for (const child of [net, idle]) {
      const listing = await waitFor(async () => {
        const rows = (await session.ok<ListProcessesData>('winproc_list_processes', { filter: { pid: child.pid! }, projection: [...DEFINITION_FIELDS, 'process_ref'] })).data.rows;
        return rows.length === 1 ? rows[0]! : null;
      }, `pid ${child.pid} listed`);
      live.set(child.pid!, { ref: listing.process_ref!, row: listing as unknown as Record<string, unknown> });
    }
    // The program's sockets are attributed once its rates exist (the sampler scans a lifetime's links on its second
    // pass): only then can every byte of the burst below be credited to it.
    await waitFor(async () => (await history(['network_received_bytes_per_sec'], { process_ref: live.get(net.pid!)!.ref })).some((row) => row.values.network_received_bytes_per_sec !== undefined), 'the program network rates available');

    const started = (await session.ok<OperationData>('winproc_start_recording', { interval_seconds: 1, operation_id: opId('start'), expected_revision: await revision() })).data;
    expect(started.state, JSON.stringify(started.error)).toBe('succeeded');
    path = join(directory, started.outcome!.output_log_id!);
    const frames = () => checkLines(path, 4).filter((kind) => kind === 'frame').length;
    await waitFor(() => frames() >= 2, 'two frames before the traffic', 30_000, 250);
    await sendThrough(net, FORWARD, BACK);
    // Three more windows: the burst's window (and the acknowledgements' one) closed well before the last frame.
    const after = frames();
    await waitFor(() => frames() >= after + 3, 'three frames after the traffic', 30_000, 250);
    const stopped = (await session.ok<OperationData>('winproc_stop_recording', { recording_session_id: started.outcome!.recording_session_id, operation_id: opId('stop') })).data;
    expect(stopped.state, JSON.stringify(stopped.error)).toBe('succeeded');
    startMs = (JSON.parse(completeLines(path)[0]!) as { s: { start: number } }).s.start;

    const logs = (await session.ok<JobData>('winproc_list_logs')).data;
    const logId = logs.result_page!.data.rows.find((row) => row.name === started.outcome!.output_log_id)!.log_id as string;
    const opened = await complete(session, await session.ok<JobData>('winproc_open_log', { log_id: logId }));
    expect(opened.job.state).toBe('succeeded');
    logRef = (opened.job.result as { log_ref: string }).log_ref;
  }, 180_000);

  afterAll(async () => {
    net?.kill('SIGKILL');
    await app?.stop();
    for (const dir of [work, directory]) if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('writes format 4: every line valid, the new metrics in the layout, the live GPU adapters only, and null (never 0) for what this host cannot measure', () => {
    const kinds = checkLines(path, 4);
    expect(kinds[0]).toBe('session');
    expect(kinds.at(-1)).toBe('end');
    const lines = completeLines(path).map((line) => JSON.parse(line) as Record<string, unknown>);
    const layout = (lines[0]!.s as { layout: Record<'system' | 'gpu' | 'process', { integers: string[]; floats: string[] }> }).layout;
    for (const id of ['network_received_bytes_per_sec', 'network_sent_bytes_per_sec', 'page_faults_major_per_sec', 'dotnet_gc_fragmentation_bytes', 'gpu_dedicated_bytes']) expect(layout.process.integers).toContain(id);
    expect(layout.process.floats).toContain('gpu_percent');
    expect(layout.system.floats).toContain('cpu_percent');
    // The GPU definitions name the live adapters by their keys (none on a host without adapters).
    expect(lines.flatMap((line) => ('g' in line ? [(line.g as { adapter: string }).adapter] : [])).sort()).toEqual([...adapters].sort());
    const frames = lines.flatMap((line) => ('f' in line ? [line.f as [number, [unknown[], unknown[], unknown[]], [number, (number | null)[], (string | number | null)[]][]]] : []));
    expect(frames.length).toBeGreaterThanOrEqual(5);
    const definitions = new Map(lines.flatMap((line) => ('p' in line ? [[(line.p as { pid: number }).pid, (line.p as { id: number }).id] as const] : [])));
    const netId = definitions.get(net.pid!);
    expect(netId, 'the program is defined').toBeDefined();
    expect(definitions.has(idle.pid!), 'the idle child is defined').toBe(true);
    for (const [, [system, floats, gpus], processes] of frames) {
      if (adapters.length === 0) expect(gpus).toEqual([]);
      expect(system[layout.system.integers.indexOf('paged_pool_bytes')]).toBeNull();
      expect(typeof floats[layout.system.floats.indexOf('cpu_percent')]).toBe('number');
      for (const [, pFloats, pIntegers] of processes) {
        expect(pFloats[layout.process.floats.indexOf('gpu_percent')]).toBeNull();
        for (const id of ['gpu_dedicated_bytes', 'gpu_shared_bytes', 'user_object_count', 'dotnet_gc_fragmentation_bytes']) expect(pIntegers[layout.process.integers.indexOf(id)], id).toBeNull();
      }
    }
  });

  it('loads the definitions with the live task name and cgroup facts, listed in the log as live', async () => {
    for (const [pid, { row }] of live) {
      const logged = (await session.ok<ListProcessesData>('winproc_list_processes', { source: 'log', log_ref: logRef, scope: 'all', filter: { pid }, projection: [...DEFINITION_FIELDS] })).data.rows;
      expect(logged).toHaveLength(1);
      const { process_ref: _ref, ...definition } = row;
      expect(logged[0]).toEqual(definition);
    }
    expect(live.get(net.pid!)!.row.task_name).toBe(netName);
  });

  it('keeps each new metric exactly the mean of the live samples of its window, at the window last sample time', async () => {
    const targets: { what: string; live?: Record<string, unknown>; log?: Record<string, unknown>; measured: readonly string[]; unmeasured: readonly string[] }[] = [{ what: 'system', measured: SYSTEM_MEASURED, unmeasured: SYSTEM_UNMEASURED }];
    for (const adapter of adapters) targets.push({ what: `adapter ${adapter}`, live: { gpu_adapter: adapter }, log: { gpu_adapter: adapter }, measured: ADAPTER_MEASURED, unmeasured: [] });
    for (const [pid, { ref }] of live) {
      const logged = (await session.ok<ListProcessesData>('winproc_list_processes', { source: 'log', log_ref: logRef, scope: 'all', filter: { pid } })).data.rows[0]!;
      targets.push({ what: `pid ${pid}`, live: { process_ref: ref }, log: { process_ref: logged.process_ref }, measured: PROCESS_MEASURED, unmeasured: PROCESS_UNMEASURED });
    }
    let burstSeen = false;
    for (const target of targets) {
      const metricIds = [...target.measured, ...target.unmeasured];
      const liveRows = await history(metricIds, target.live);
      const logRows = await history(metricIds, target.log, { source: 'log', log_ref: logRef });
      expect(logRows.length, target.what).toBeGreaterThanOrEqual(5);
      // The window of each live sample, counted from the Recording's start as the Recorder counts them.
      const windowOf = (row: Row) => Math.floor((Date.parse(row.timestamp) - startMs) / 1000);
      // The first window may hold a sample captured just before the start, the last one ends at the stop: both are
      // left out; every window between holds exactly the live samples captured in it.
      let compared = 0;
      for (const logRow of logRows.slice(1, -1)) {
        const index = windowOf(logRow);
        const samples = liveRows.filter((row) => windowOf(row) === index);
        expect(samples.at(-1)?.timestamp, `${target.what}: the frame's time is its window's last sample`).toBe(logRow.timestamp);
        for (const id of target.measured) {
          const expected = windowMean(samples.flatMap((row) => (row.values[id] === undefined ? [] : [row.values[id] as Value])));
          if (expected === undefined) expect(logRow.unavailable[id], `${target.what} ${id} at ${logRow.timestamp}`).toBe('unknown');
          else expect(logRow.values[id], `${target.what} ${id} at ${logRow.timestamp}`).toBe(expected);
        }
        for (const id of target.unmeasured) {
          expect(samples.every((row) => row.values[id] === undefined && row.unavailable[id] === 'unknown'), `${target.what} ${id} live`).toBe(true);
          expect(logRow.values[id], `${target.what} ${id} at ${logRow.timestamp}`).toBeUndefined();
          expect(logRow.unavailable[id], `${target.what} ${id} at ${logRow.timestamp}`).toBe('unknown');
        }
        if (target.live?.process_ref === live.get(net.pid!)!.ref && logRow.values.network_received_bytes_per_sec !== '0') burstSeen = true;
        compared += 1;
      }
      expect(compared, target.what).toBeGreaterThanOrEqual(3);
      // The final frame is what winproc_get_metrics reads on the log.
      const metrics = (await session.ok<{ samples: { values: Record<string, unknown>; unavailable: Record<string, unknown> }[] }>('winproc_get_metrics', { log_ref: logRef, source: 'log', targets: [target.log ?? { system: true }], metric_ids: metricIds })).data;
      expect(metrics.samples[0]).toMatchObject({ values: logRows.at(-1)!.values, unavailable: logRows.at(-1)!.unavailable });
    }
    expect(burstSeen, 'the traffic is in a compared window').toBe(true);
  });

  it('credits the program with the bytes it moved: its live rates over their intervals add up to them', async () => {
    // Each rate is a byte delta over the sampler's monotonic interval, stamped right after the wall-clock capture
    // time the history shows; summed over those capture intervals the rates give back the bytes within the ms
    // stamps' jitter (tolerance 10%). Sent bytes count once acknowledged, plus one for each SYN (both ends are new
    // sockets of this program; their first counts may fall before the first rate).
    const rows = await history(['network_received_bytes_per_sec', 'network_sent_bytes_per_sec'], { process_ref: live.get(net.pid!)!.ref });
    const total = (id: string) =>
      rows.reduce((sum, row, i) => (i === 0 || row.values[id] === undefined ? sum : sum + (Number(row.values[id]) * (Date.parse(row.timestamp) - Date.parse(rows[i - 1]!.timestamp))) / 1000), 0);
    const bytes = FORWARD + BACK;
    expect(Math.abs(total('network_received_bytes_per_sec') - bytes)).toBeLessThanOrEqual(bytes * 0.1);
    expect(Math.abs(total('network_sent_bytes_per_sec') - bytes)).toBeLessThanOrEqual(bytes * 0.1);
    // The idle child holds no socket: 0, measured.
    const idleRows = await history(['network_received_bytes_per_sec'], { process_ref: live.get(idle.pid!)!.ref });
    expect(idleRows.filter((row) => row.values.network_received_bytes_per_sec !== undefined).map((row) => row.values.network_received_bytes_per_sec)).toEqual(expect.arrayContaining(['0']));
    expect(idleRows.every((row) => row.values.network_received_bytes_per_sec === undefined || row.values.network_received_bytes_per_sec === '0')).toBe(true);
  });

  it('graphs and exports the recorded network rates from the TUI Log view, which offers the recorded GPU adapters', async () => {
    const out = mkdtempSync(join(tmpdir(), 'winproc-v4-csv-'));
    try {
      await app.tmux.sendKeys(app.pane, 'l');
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.includes('Log list')) && lines.some((l) => l.includes(path.split('/').at(-1)!)), 'the Log list');
      await app.tmux.sendKeys(app.pane, 'Enter');
      await app.tmux.waitForScreen(app.pane, (lines) => /LOG VIEW/.test(lines[0] ?? ''), 'the Log view');
      const graphs = await waitFor(async () => {
        const data = (await session.ok<GraphsData>('winproc_get_graphs', { process_name: netName })).data;
        return data.source === 'log' && data.processes?.some((p) => p.pid === net.pid) ? data : null;
      }, 'the Graph targets of the Log view');
      expect(graphs.gpu_adapters.map((adapter) => adapter.gpu_adapter).sort()).toEqual([...adapters].sort());
      expect(graphs.supported_metrics.process).toEqual(expect.arrayContaining(['network_received_bytes_per_sec', 'network_sent_bytes_per_sec', 'page_faults_major_per_sec']));
      const target = graphs.processes!.find((p) => p.pid === net.pid)!;
      const metrics = ['network_received_bytes_per_sec', 'network_sent_bytes_per_sec'];
      const added = await settle((await session.ok<OperationData>('winproc_add_graphs', { metrics: metrics.map((metric_id) => ({ metric_id, process_ref: target.process_ref })) })).data);
      expect(added.state, JSON.stringify(added.error)).toBe('succeeded');
      const exported = await settle((await session.ok<OperationData>('winproc_export_graphs', { output_directory: out, filename: 'v4.csv' })).data);
      expect(exported.state, JSON.stringify(exported.error)).toBe('succeeded');
      const [header, ...rows] = parse(readFileSync(exported.outcome!.output_path!, 'utf8')) as string[][];
      expect(header).toEqual(['timestamp', ...metrics.map((id) => expect.stringContaining(`${id} ${netName}`))]);
      const logged = (await session.ok<ListProcessesData>('winproc_list_processes', { source: 'log', log_ref: logRef, scope: 'all', filter: { pid: net.pid! } })).data.rows[0]!;
      const logRows = await history(metrics, { process_ref: logged.process_ref }, { source: 'log', log_ref: logRef });
      // The CSV is the recorded series: one row per frame that holds the program, its exact integers.
      expect(rows.map((row) => row[0])).toEqual(logRows.map((row) => row.timestamp));
      expect(rows.map((row) => row.slice(1))).toEqual(logRows.map((row) => metrics.map((id) => (row.values[id] === undefined ? '' : String(row.values[id])))));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
