// The Windows lane's check runner: runs inside Wine as node.exe, exercises the Win32 sampler, investigations,
// named-pipe endpoint, markers and a bridge round trip against processes it spawns, and writes one JSON line per
// check (pass, fail, or skip with the reason and what Wine returned) to the results file scripts/test-win32.sh reads.
// Not a vitest file: it needs Windows Node and koffi's win32 binary.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeSecurityDescriptor, objectSecuritySddl, openProcessToken, securityDescriptorFromSddl, tokenInformation, TokenGroups } from '../../native/win32/advapi32.js';
import { addressOf, CURRENT_PROCESS, ERROR, type Handle } from '../../native/win32/common.js';
import { logonSidFromGroups } from '../../native/win32/structs.js';
import {
  closeHandle,
  createMutex,
  createNamedPipe,
  FILE_FLAG_FIRST_PIPE_INSTANCE,
  FILE_FLAG_OVERLAPPED,
  openMutex,
  PIPE_ACCESS_DUPLEX,
  PIPE_REJECT_REMOTE_CLIENTS,
  securityAttributes,
} from '../../native/win32/kernel32.js';
import { vmCountersLayout } from '../../native/win32/ntdll.js';
import { performanceInfo } from '../../native/win32/psapi.js';
import { currentTokenFacts } from '../../native/win32/token.js';
import { InvestigationError } from '../../src/collectors/investigations/errors.js';
import { emulationReport } from '../../src/collectors/win32/emulation.js';
import { readHostInfo } from '../../src/collectors/win32/host-info.js';
import {
  closeSharedWin32Helper,
  collectEnvironment,
  collectFileUsers,
  collectModules,
  collectNetwork,
  collectOpenFiles,
  collectProcessInfo,
  collectScheduling,
  collectThreads,
  holdLifetime,
} from '../../src/collectors/win32/investigations.js';
import { Win32Sampler } from '../../src/collectors/win32/sampling.js';
import { CPU_CORE_PERCENT_IDS } from '../../src/model/metrics.js';
import { DotnetDetector } from '../../src/collectors/dotnet/detect.js';
import { IPC_MAGIC, ipcString } from '../../src/collectors/dotnet/ipc.js';
import type { DotnetSupport } from '../../src/model/dotnet.js';
import { createServer } from 'node:net';
import type { ProcessIdentity, ProcessSample, Snapshot } from '../../src/model/types.js';
import { IpcClient } from '../../src/ipc/client.js';
import { createEndpoint } from '../../src/ipc/endpoint.js';
import { Win32Endpoint } from '../../src/ipc/endpoint-win32.js';
import { EndpointBusyError, EndpointInsecureError, EndpointUnavailableError } from '../../src/ipc/errors.js';
import { endpointSddl, markerName } from '../../src/ipc/peer-win32.js';

// ── results ─────────────────────────────────────────────────────────────────────────────────────────

type Status = 'pass' | 'fail' | 'skip';
interface Result {
  readonly name: string;
  readonly status: Status;
  readonly detail: string;
  readonly evidence?: string;
  readonly related?: string;
  readonly ms: number;
}

const args = process.argv.slice(2);
const argOf = (flag: string): string => {
  const i = args.indexOf(flag);
  const v = i >= 0 ? args[i + 1] : undefined;
  if (v === undefined) throw new Error(`missing ${flag}`);
  return v;
};
const resultsPath = argOf('--results');
const workDir = argOf('--work');
mkdirSync(workDir, { recursive: true });
writeFileSync(resultsPath, '');
const here = dirname(fileURLToPath(import.meta.url));

function record(result: Result): void {
  appendFileSync(resultsPath, `${JSON.stringify(result)}\n`);
}

class CheckFailure extends Error {}
function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

async function check(name: string, run: () => Promise<string> | string): Promise<boolean> {
  const started = Date.now();
  try {
    const detail = await run();
    record({ name, status: 'pass', detail, ms: Date.now() - started });
    return true;
  } catch (error) {
    const message = error instanceof CheckFailure ? error.message : error instanceof Error ? `${error.name}: ${error.message}\n${(error.stack ?? '').split('\n').slice(1, 4).join('\n')}` : String(error);
    record({ name, status: 'fail', detail: message, ms: Date.now() - started });
    return false;
  }
}

/** A check Wine cannot exercise, printed next to the related check with what Wine returned. */
function notVerifiable(name: string, related: string, reason: string, evidence: string): void {
  record({ name, status: 'skip', detail: reason, evidence, related, ms: 0 });
}

const json = (value: unknown): string => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const signal = new AbortController().signal;

// ── children ────────────────────────────────────────────────────────────────────────────────────────

interface Child {
  readonly proc: ChildProcessWithoutNullStreams;
  readonly pid: number;
  readonly udpPort: number;
  readonly file: string;
}

const children: ChildProcessWithoutNullStreams[] = [];

/** Lines a child writes on stdout, in order; `next()` waits for the next one (stderr is kept for messages). */
class Lines {
  private readonly queue: string[] = [];
  private buffered = '';
  private stderr = '';
  private waiter: (() => void) | null = null;
  private exited: number | null | undefined;

  constructor(
    proc: ChildProcessWithoutNullStreams,
    private readonly what: string,
  ) {
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (c: string) => {
      this.stderr += c;
    });
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      this.buffered += chunk;
      for (let nl = this.buffered.indexOf('\n'); nl >= 0; nl = this.buffered.indexOf('\n')) {
        this.queue.push(this.buffered.slice(0, nl));
        this.buffered = this.buffered.slice(nl + 1);
      }
      this.wake();
    });
    proc.once('exit', (code) => {
      this.exited = code;
      this.wake();
    });
  }

  private wake(): void {
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  async next(timeoutMs = 60_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.queue.shift();
      if (line !== undefined) return line;
      if (this.exited !== undefined) throw new Error(`${this.what} exited with ${this.exited}; stderr: ${this.stderr.slice(0, 800)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.what} did not report within ${timeoutMs} ms; stderr: ${this.stderr.slice(0, 800)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        this.waiter = () => {
          clearTimeout(t);
          r();
        };
      });
    }
  }
}

async function spawnChild(tag: string, extraEnv: Readonly<Record<string, string>> = {}): Promise<Child> {
  const file = join(workDir, `held-${tag}.txt`);
  const proc = spawn(process.execPath, [join(here, 'fixtures', 'child.js'), file], { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true, env: { ...process.env, ...extraEnv } });
  children.push(proc);
  const line = JSON.parse(await new Lines(proc, `child ${tag}`).next()) as { pid: number; udpPort: number; file: string };
  return { proc, pid: line.pid, udpPort: line.udpPort, file: line.file };
}

function identityOf(snapshot: Snapshot, pid: number): ProcessSample | undefined {
  return snapshot.processes.find((p) => p.identity.pid === pid);
}

function endsWithFile(path: string, file: string): boolean {
  const norm = (p: string) => p.replace(/\//g, '\\').toLowerCase();
  return norm(path).endsWith(norm(file).replace(/^.*\\/, '\\'));
}

// ── the checks ──────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const emulation = emulationReport();
  await check('environment: Wine is detected through ntdll!wine_get_version', () => {
    assert(emulation.wine !== null, 'wine_get_version is not exported: this lane is meant to run under Wine');
    return `Wine ${emulation.wine}; node ${process.version} ${process.arch}`;
  });

  const [a, b] = await Promise.all([spawnChild('a'), spawnChild('b')]);

  // Sampling.
  const sampler = new Win32Sampler();
  let first: Snapshot | null = null;
  let second: Snapshot | null = null;
  await check('sampler: the listing contains the lane\'s node.exe children with working set and private bytes', async () => {
    first = sampler.sample();
    await sleep(400);
    second = sampler.sample();
    const found: string[] = [];
    for (const child of [a, b]) {
      const row = identityOf(second, child.pid);
      assert(row !== undefined, `child ${child.pid} is not in the listing of ${second.processes.length} processes`);
      assert(row.identity.name.toLowerCase() === 'node.exe', `child ${child.pid} is named ${row.identity.name}`);
      assert(row.parentPid === process.pid, `child ${child.pid} has parent ${row.parentPid}, expected ${process.pid}`);
      assert(row.identity.startToken !== null && /^\d+$/.test(row.identity.startToken), 'no creation-time start token');
      assert(row.identity.startTimeMs !== null && Math.abs(row.identity.startTimeMs - Date.now()) < 10 * 60_000, `start time ${row.identity.startTimeMs} is not recent`);
      const ws = row.values.workset_bytes;
      const pb = row.values.private_bytes;
      assert(typeof ws === 'bigint' && ws > 1_000_000n, `workset_bytes ${String(ws)} (unavailable: ${row.unavailable.workset_bytes})`);
      assert(typeof pb === 'bigint' && pb > 1_000_000n, `private_bytes ${String(pb)} (unavailable: ${row.unavailable.private_bytes})`);
      assert(typeof row.values.thread_count === 'bigint' && row.values.thread_count > 0n, 'no thread count');
      assert(typeof row.values.cpu_percent === 'number', `cpu_percent on the second pass: ${row.unavailable.cpu_percent}`);
      assert(typeof row.values.path === 'string' && row.values.path.toLowerCase().endsWith('node.exe'), `path ${String(row.values.path)}`);
      assert(row.user !== null, 'no owner name');
      // A Windows process is named by its image file; the Linux task name is no metric here (docs/metrics.md).
      assert(row.unavailable.task_name === 'unsupported' && row.values.task_name === undefined, `task_name ${String(row.values.task_name ?? row.unavailable.task_name)}`);
      found.push(`pid ${child.pid}: WS ${ws} B, private ${pb} B, ${row.values.thread_count} threads, user ${row.user}`);
    }
    return `${second.processes.length} processes; ${found.join('; ')}`;
  });
  const childRow = second === null ? undefined : identityOf(second, a.pid);
  if (childRow !== undefined) {
    notVerifiable(
      'sampler: handle_count is a measurement',
      'sampler',
      'Wine\'s GetProcessHandleCount returns 0 for every process; the sampler reports handle_count unavailable (unsupported) instead of 0',
      `${emulation.handleCount.evidence}; child reports ${json(childRow.unavailable.handle_count ?? childRow.values.handle_count)}`,
    );
    notVerifiable(
      'sampler: io_read/io_write_bytes_per_sec are measurements',
      'sampler',
      'Wine\'s GetProcessIoCounters returns zeros; the sampler reports the IO rates unavailable (unsupported) instead of 0',
      `${emulation.ioCounters.evidence}; child reports ${json(childRow.unavailable.io_read_bytes_per_sec ?? childRow.values.io_read_bytes_per_sec)}`,
    );
    notVerifiable(
      'sampler: user_object_count/gdi_object_count (GetGuiResources) are measurements',
      'sampler',
      'Wine implements GetGuiResources as a stub returning 0; the sampler reports both counts unavailable (unsupported)',
      `${emulation.guiResources.evidence}; child reports ${json(childRow.unavailable.user_object_count ?? childRow.values.user_object_count)}`,
    );
    notVerifiable(
      'sampler: workset_private_bytes from VM_COUNTERS_EX2',
      'sampler',
      'the private working set needs NtQueryInformationProcess(ProcessVmCounters) with the VM_COUNTERS_EX2 layout, which this Wine rejects or leaves empty',
      `NtQueryInformationProcess(ProcessVmCounters) uses the ${vmCountersLayout().size}-byte layout; the 112-byte VM_COUNTERS_EX2 was refused with NTSTATUS 0x${((vmCountersLayout().ex2Refused ?? 0) >>> 0).toString(16).toUpperCase()}; child reports ${json(childRow.values.workset_private_bytes ?? childRow.unavailable.workset_private_bytes)}`,
    );
    notVerifiable(
      'sampler: GPU metrics from PDH GPU Engine / GPU Process Memory',
      'sampler',
      'the GPU counters are wildcard PDH counters read with PdhGetFormattedCounterArrayW, which Wine lacks (calling it terminates the process)',
      `${emulation.pdhArrays.evidence}; child gpu_percent: ${json(childRow.unavailable.gpu_percent)}`,
    );
  }

  await check('sampler: system metrics from GlobalMemoryStatusEx, GetPerformanceInfo and GetSystemTimes', () => {
    assert(second !== null, 'no second snapshot');
    const s = (second as Snapshot).system;
    for (const id of ['total_memory_bytes', 'available_memory_bytes', 'physical_memory_bytes', 'committed_bytes', 'commit_limit_bytes', 'process_count', 'thread_count'] as const) {
      assert(typeof s.values[id] === 'bigint' && (s.values[id] as bigint) > 0n, `${id}: ${json(s.values[id] ?? s.unavailable[id])}`);
    }
    assert(typeof s.values.cpu_percent === 'number', `cpu_percent: ${s.unavailable.cpu_percent}`);
    assert((s.values.total_memory_bytes as bigint) >= (s.values.available_memory_bytes as bigint), 'available memory exceeds total');
    return `total ${s.values.total_memory_bytes} B, available ${s.values.available_memory_bytes} B, committed ${s.values.committed_bytes} B, CPU ${(s.values.cpu_percent as number).toFixed(1)} %, ${s.values.process_count} processes`;
  });
  await check('sampler: per-CPU shares from NtQuerySystemInformation(SystemProcessorPerformanceInformation)', () => {
    assert(second !== null, 'no second snapshot');
    const s = (second as Snapshot).system;
    const cores = CPU_CORE_PERCENT_IDS.filter((id) => id in s.values || id in s.unavailable);
    assert(cores.length > 0, 'no per-CPU entry at all');
    // One entry per logical processor, numbered from 0 without gaps, each a measured share on the second pass.
    assert(cores.every((id, n) => id === CPU_CORE_PERCENT_IDS[n]), `per-CPU entries not numbered 0..n-1: ${cores.join(', ')}`);
    for (const id of cores) {
      const value = s.values[id];
      assert(typeof value === 'number' && value >= 0 && value <= 100, `${id}: ${json(value ?? s.unavailable[id])}`);
    }
    return `${cores.length} logical processors: ${cores.map((id) => (s.values[id] as number).toFixed(1)).join(' ')} %`;
  });
  {
    const perf = performanceInfo();
    const s = second === null ? null : (second as Snapshot).system;
    notVerifiable(
      'sampler: paged/nonpaged pool bytes (GetPerformanceInfo KernelPaged/KernelNonpaged)',
      'system metrics',
      'Wine reports empty kernel pools; a running Windows never has them, so the sampler reports them unavailable rather than 0',
      `GetPerformanceInfo: ${perf.ok ? `KernelPaged ${perf.value.kernelPagedBytes} B, KernelNonpaged ${perf.value.kernelNonpagedBytes} B, SystemCache ${perf.value.systemCacheBytes} B` : `failed ${perf.error}`}; sampler: ${json(s?.unavailable.paged_pool_bytes)}`,
    );
    const statuses = sampler.pdhCounters?.counterStatuses ?? [];
    notVerifiable(
      'sampler: PDH counters (memory lists, paging, physical disk, network, GPU)',
      'system metrics',
      'Wine\'s PDH can add only \\Processor(_Total)\\% Processor Time (a constant) and \\System\\System Up Time; every counter the sampler needs fails to add and stays unavailable; wildcard counters are never added under Wine',
      statuses.map((c) => `${c.path}: ${c.detail}`).join('; '),
    );
  }

  await check('host info: RtlGetVersion, GetNativeSystemInfo, GetLogicalProcessorInformationEx, computer name', () => {
    const host = readHostInfo();
    assert(host.platform === 'win32', 'platform');
    assert(/Windows 1[01]/.test(host.osName) && host.osName.includes('Wine'), `osName ${host.osName}`);
    assert(host.osBuild !== null && /^\d+/.test(host.osBuild), `osBuild ${host.osBuild}`);
    assert(host.architecture === 'x64', `architecture ${host.architecture}`);
    assert(host.logicalCpuCount >= 1, 'logical CPUs');
    assert(host.totalMemoryBytes !== null && host.totalMemoryBytes > 0n, 'total memory');
    assert(host.hostname !== '', 'hostname');
    return json(host);
  });

  // Investigations.
  const identity = (child: Child): ProcessIdentity => {
    const row = second === null ? undefined : identityOf(second, child.pid);
    if (row === undefined) throw new CheckFailure(`child ${child.pid} was not sampled`);
    return row.identity;
  };

  await check('handle scan: open_files finds the file a child holds open, with its path', async () => {
    const result = await collectOpenFiles(identity(a), signal, { pathTimeoutMs: 20_000 });
    const row = result.rows.find((r) => endsWithFile(r.path, a.file));
    assert(row !== undefined, `no row for ${a.file} among ${result.rows.length} rows: ${json(result.rows.slice(0, 8))}`);
    assert(row.kind === 'file', `kind ${row.kind}`);
    assert(row.handle !== null && /^\d+$/.test(row.handle), `handle ${row.handle}`);
    return `${row.path} (handle ${row.handle}, ${row.size_bytes ?? '?'} B); coverage ${json(result.coverage)}, ${result.rows.length} rows`;
  });

  await check('handle scan: file_users (host-wide) names the child holding the file', async () => {
    const result = await collectFileUsers(signal, { pathTimeoutMs: 20_000 });
    const row = result.rows.find((r) => r.pid === b.pid && endsWithFile(r.path, b.file));
    assert(row !== undefined, `no row for pid ${b.pid} and ${b.file}; ${result.rows.length} rows`);
    assert(row.name.toLowerCase() === 'node.exe', `name ${row.name}`);
    const owner = result.processes.find((p) => p.pid === b.pid);
    assert(owner !== undefined && owner.startToken === identity(b).startToken, 'the owner identity does not carry the child\'s start token');
    return `${row.path} held by pid ${row.pid} (${row.handle_count} handles); coverage ${json(result.coverage)}`;
  });

  await check('network: a UDP socket a child binds appears with its PID (host-wide and per process)', async () => {
    const t0 = Date.now();
    const all = await collectNetwork(null, signal);
    const hostWideMs = Date.now() - t0;
    const row = all.rows.find((r) => r.protocol === 'udp' && r.local_port === a.udpPort);
    assert(row !== undefined, `no udp row on port ${a.udpPort} among ${all.rows.length} rows`);
    assert(row.pid === a.pid, `pid ${row.pid}, expected ${a.pid}`);
    assert(row.local_address === '127.0.0.1', `address ${row.local_address}`);
    const own = await collectNetwork(identity(a), signal);
    assert(own.rows.some((r) => r.local_port === a.udpPort) && own.rows.every((r) => r.pid === a.pid), `per-process rows ${json(own.rows)}`);
    return `${json(row)}; tables ${json(all.coverage)}; host-wide ${hostWideMs} ms, ${all.rows.length} rows`;
  });
  notVerifiable(
    'network: PIDs of listening and accepted TCP sockets',
    'network',
    'Wine reports PID 0 for listening and accepted TCP sockets (and for non-Wine Linux sockets); the collector reports such owners as null',
    'see the UDP check for a PID Wine does report; TCP rows with pid 0 are mapped to pid null',
  );

  await check('modules: a child\'s modules include kernel32.dll with a version string', async () => {
    const result = await collectModules(identity(a), signal, { pathTimeoutMs: 20_000 });
    const k32 = result.rows.find((r) => r.name.toLowerCase() === 'kernel32.dll');
    assert(k32 !== undefined, `no kernel32.dll among ${result.rows.map((r) => r.name).join(', ')}`);
    assert('value' in k32.file_version && /\d+\.\d+/.test(k32.file_version.value), `file_version ${json(k32.file_version)}`);
    assert(!result.rows.some((r) => r.name.toLowerCase() === 'node.exe'), 'the main executable is listed');
    const names = result.rows.map((r) => r.name.toLowerCase());
    assert(names.every((n, i) => i === 0 || names[i - 1]!.localeCompare(n) <= 0), 'rows are not sorted by name');
    return `${k32.path}: file ${json(k32.file_version)}, product ${json(k32.product_version)}, company ${json(k32.company)}; ${result.rows.length} modules`;
  });

  await check('threads: Toolhelp threads of a child with CPU seconds and base priority', async () => {
    const result = await collectThreads(identity(a), signal);
    assert(result.rows.length >= 2, `${result.rows.length} threads`);
    assert(result.rows.every((r) => Number.isFinite(r.cpu_seconds) && r.cpu_seconds >= 0), 'cpu seconds');
    return `${result.rows.length} threads, e.g. ${json(result.rows[0])}; omitted ${json(result.omitted)}`;
  });
  notVerifiable(
    'threads: ideal processor (GetThreadIdealProcessorEx)',
    'threads',
    'GetThreadIdealProcessorEx fails under Wine; the rows omit ideal_cpu and the capture lists it as omitted',
    'see the omitted map of the threads check',
  );

  await check('scheduling: priority class and affinity masks of a child', async () => {
    const result = await collectScheduling(identity(a), signal);
    const row = result.rows[0]!;
    assert(row.priority_class === 'Normal', `priority class ${row.priority_class}`);
    assert(row.process_affinity_mask !== undefined && row.process_affinity_mask.hex !== '0', 'affinity');
    return `${json(row)}; omitted ${json(result.omitted)}`;
  });
  notVerifiable(
    'scheduling: EcoQoS (GetProcessInformation(ProcessPowerThrottling))',
    'scheduling',
    'Wine does not export GetProcessInformation; eco_qos is listed as omitted (not_available); GetPriorityClass under Wine is bookkeeping only',
    'see the omitted map of the scheduling check',
  );

  await check('process info: image, version resource, start time, parent, user, command line, architecture, file', async () => {
    const result = await collectProcessInfo(identity(a), signal, {
      fields: ['image', 'version', 'user', 'command_line', 'parent', 'start_time', 'architecture', 'file'],
      pathTimeoutMs: 20_000,
    });
    const row = result.rows[0]!;
    assert(row.image !== undefined && 'value' in row.image && row.image.value.path.toLowerCase().endsWith('node.exe'), `image ${json(row.image)}`);
    assert(row.version !== undefined && 'value' in row.version && row.version.value.product_version !== null, `version ${json(row.version)}`);
    assert(row.parent !== undefined && 'value' in row.parent && row.parent.value.pid === process.pid, `parent ${json(row.parent)}`);
    assert(row.start_time !== undefined && 'value' in row.start_time, 'start time');
    assert(row.command_line !== undefined && 'value' in row.command_line && row.command_line.value.includes('child.js'), `command line ${json(row.command_line)}`);
    assert(row.file !== undefined && 'value' in row.file && BigInt(row.file.value.size_bytes) > 1_000_000n, `file ${json(row.file)}`);
    return json(row);
  });

  await check('environment block: Process Info\'s Environment of a child holds the variable the lane set (PEB ProcessParameters read)', async () => {
    const marker = `lane-${process.pid}-${Date.now()}`;
    const c = await spawnChild('environ', { WINPROC_LANE_PROBE: marker, WINPROC_LANE_EQUALS: 'a=b=c' });
    try {
      const ident = identityOf(sampler.sample(), c.pid)?.identity;
      assert(ident !== undefined, 'the environment child was not sampled');
      const result = await collectEnvironment(ident, signal);
      assert(result.status === 'complete' && result.warnings.length === 0, `status ${result.status}: ${json(result.warnings)}`);
      const byName = new Map(result.rows.map((row) => [row.name, row.value]));
      assert(byName.get('WINPROC_LANE_PROBE') === marker, `WINPROC_LANE_PROBE is ${json(byName.get('WINPROC_LANE_PROBE'))} among ${result.rows.length} variables`);
      assert(byName.get('WINPROC_LANE_EQUALS') === 'a=b=c', `WINPROC_LANE_EQUALS is ${json(byName.get('WINPROC_LANE_EQUALS'))}`);
      assert(result.rows.every((row) => row.name.length > 0), 'an entry without a name');
      const wrong = await collectEnvironment({ ...ident, startToken: (BigInt(ident.startToken ?? '0') + 1n).toString() }, signal).then(() => null, (e: unknown) => e);
      assert(wrong instanceof InvestigationError && wrong.kind === 'exited', `wrong start token: ${String(wrong)}`);
      // Only the names the lane set are reported: the block of a process is secret-bearing.
      return `${result.rows.length} variables, WINPROC_LANE_PROBE and WINPROC_LANE_EQUALS as set; a wrong start token → PROCESS_EXITED`;
    } finally {
      c.proc.stdin.end();
    }
  });

  await check('identity: a wrong start token or an exited process yields exited (PROCESS_EXITED), never data', async () => {
    const wrong: ProcessIdentity = { ...identity(b), startToken: (BigInt(identity(b).startToken ?? '0') + 1n).toString() };
    const e1 = await collectThreads(wrong, signal).then(() => null, (e: unknown) => e);
    assert(e1 instanceof InvestigationError && e1.kind === 'exited', `wrong token: ${String(e1)}`);
    const c = await spawnChild('exiting');
    const s = sampler.sample();
    const ident = identityOf(s, c.pid)?.identity;
    assert(ident !== undefined, 'the exiting child was not sampled');
    c.proc.stdin.end();
    await new Promise<void>((r) => c.proc.once('exit', () => r()));
    const e2 = await collectScheduling(ident, signal).then(() => null, (e: unknown) => e);
    assert(e2 instanceof InvestigationError && e2.kind === 'exited', `exited: ${String(e2)}`);
    const e3 = await collectThreads({ ...ident, startToken: null }, signal).then(() => null, (e: unknown) => e);
    assert(e3 instanceof InvestigationError && e3.kind === 'identity_unverifiable', `no token: ${String(e3)}`);
    return 'wrong start token → PROCESS_EXITED; exited child → PROCESS_EXITED; unknown start → IDENTITY_UNVERIFIABLE';
  });
  await check('condition wait: a held lifetime reads alive while the child runs and exited once it ended (signalled handle)', async () => {
    const c = await spawnChild('awaited');
    const ident = identityOf(sampler.sample(), c.pid)?.identity;
    assert(ident !== undefined, 'the awaited child was not sampled');
    const held = await holdLifetime(ident);
    try {
      const before = held.check();
      assert(before === 'alive', `running child: ${before}`);
      c.proc.stdin.end();
      await new Promise<void>((r) => c.proc.once('exit', () => r()));
      const after = held.check();
      assert(after === 'exited', `ended child: ${after}`);
      return `alive → exited through WaitForSingleObject on the held handle (pid ${c.pid})`;
    } finally {
      held.release();
    }
  });
  closeSharedWin32Helper();
  sampler.close();

  // Markers.
  const endpoint = createEndpoint();
  await check('markers: probing never creates; a second create gets ERROR_ALREADY_EXISTS (183); release frees the name', async () => {
    assert(endpoint instanceof Win32Endpoint, 'createEndpoint did not return the Win32 endpoint');
    const name = markerName('instance', endpoint.logonSid);
    const before = endpoint.isInstanceLockHeld();
    assert(before.state === 'not-held', `probe before: ${json(before)}`);
    const raw = openMutex(name);
    assert(!raw.ok && raw.error === ERROR.FILE_NOT_FOUND, `after a probe OpenMutexW gives ${json(raw)}: the probe created the object`);
    const held = await endpoint.tryAcquireInstanceLock();
    assert(held !== null, 'could not take the instance marker');
    const second = createMutex(name, null);
    assert(second.ok && !second.value.created, `a second CreateMutexW: ${json(second)}`);
    if (second.ok) closeHandle(second.value.handle);
    const again = await endpoint.tryAcquireInstanceLock();
    assert(again === null, 'took the instance marker twice');
    assert(endpoint.isInstanceLockHeld().state === 'held', 'probe while held');
    assert(endpoint.isLaunchLockHeld().state === 'not-held', 'the launch marker is independent');
    const launch = await endpoint.tryAcquireLaunchLock();
    assert(launch !== null && endpoint.isLaunchLockHeld().state === 'held', 'launch marker');
    launch.release();
    held.release();
    assert(endpoint.isInstanceLockHeld().state === 'not-held', 'released marker still held');
    return `${name}: probe → not-held (OpenMutexW ${ERROR.FILE_NOT_FOUND}), second CreateMutexW → ${ERROR.ALREADY_EXISTS}, release → not-held`;
  });

  // Named pipe: security applied, round trips.
  const ownFacts = (endpoint as Win32Endpoint).ownFacts;
  await check('tokens: the logon SID from TokenLogonSid and from the SE_GROUP_LOGON_ID group of TokenGroups agree; integrity and elevation read', () => {
    const token = openProcessToken(CURRENT_PROCESS);
    assert(token.ok, `OpenProcessToken ${json(token)}`);
    try {
      const groups = tokenInformation(token.value, TokenGroups);
      assert(groups.ok, `TokenGroups ${json(groups)}`);
      const viaGroups = logonSidFromGroups(groups.value, addressOf(groups.value));
      assert(ownFacts.logonSid !== null && ownFacts.logonSidSource === 'TokenLogonSid', `facts ${json(ownFacts)}`);
      assert(viaGroups === ownFacts.logonSid, `TokenGroups gives ${viaGroups}, TokenLogonSid ${ownFacts.logonSid}`);
      assert(ownFacts.integrityRid !== null && ownFacts.elevated !== null && ownFacts.userSid !== null, 'integrity, elevation or user missing');
      return `logon SID ${viaGroups} both ways; user ${ownFacts.userSid}; integrity 0x${ownFacts.integrityRid.toString(16)}; elevated ${ownFacts.elevated}`;
    } finally {
      closeHandle(token.value);
    }
  });
  await check('named pipe: created with the logon-SID DACL (read back from the instance) and a token check on accept', async () => {
    const ep = endpoint as Win32Endpoint;
    let accepted: string | null = null;
    const handle = await ep.listen((stream, decision) => {
      accepted = json(decision);
      stream.destroy();
    });
    try {
      const client = await ep.connect(5_000);
      const serverDecision = ep.verifyServer(client);
      client.destroy();
      for (let i = 0; i < 50 && accepted === null; i++) await sleep(50);
      assert(accepted !== null, 'no accept');
      assert(serverDecision.verdict === 'accept', `server check: ${json(serverDecision)}`);
      assert(JSON.parse(accepted as string).verdict === 'accept', `peer check: ${accepted}`);
    } finally {
      await handle.close();
    }
    return `pipe ${ep.path}; own token ${json(ownFacts)}; peer decision ${accepted}`;
  });
  {
    // What Wine does with the security attributes and flags the endpoint relies on (evidence for the skips below).
    const sd = securityDescriptorFromSddl(endpointSddl(ownFacts.logonSid ?? 'S-1-5-5-0-0'));
    let squat = 'not run';
    let readBack = 'not run';
    if (sd.ok) {
      const sa = securityAttributes(sd.value);
      const name = `\\\\.\\pipe\\winproc-tui.lane-probe.${process.pid}`;
      const one = createNamedPipe(name, PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE, PIPE_REJECT_REMOTE_CLIENTS, 255, 4096, sa);
      const two = createNamedPipe(name, PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE, PIPE_REJECT_REMOTE_CLIENTS, 255, 4096, null);
      squat = `first CreateNamedPipeW(FILE_FLAG_FIRST_PIPE_INSTANCE) ${one.ok ? 'ok' : `error ${one.error}`}; second with the same flag ${two.ok ? 'succeeded (not enforced)' : `failed with ${two.error}`}`;
      if (one.ok) {
        const r = objectSecuritySddl(one.value);
        readBack = r.ok ? r.value : `GetSecurityInfo failed ${r.error}`;
      }
      if (two.ok) {
        const r2 = objectSecuritySddl(two.value);
        squat += `; the second instance reads back ${r2.ok ? r2.value : `error ${r2.error}`}`;
      }
      for (const h of [one, two]) if (h.ok) closeHandle(h.value as Handle);
      freeSecurityDescriptor(sd.value);
    }
    notVerifiable(
      'named pipe: the DACL is enforced (a process outside the logon SID is refused)',
      'named pipe',
      'Wine stores the DACL and returns it, but never checks it on open; with one user and one token there is no outside process to refuse',
      `DACL read back from an instance: ${readBack}`,
    );
    notVerifiable(
      'named pipe: FILE_FLAG_FIRST_PIPE_INSTANCE refuses a squatter that created the name first',
      'named pipe',
      'Wine does not enforce FILE_FLAG_FIRST_PIPE_INSTANCE; on Windows the listener fails closed with EndpointBusyError and the DACL read-back catches a joined foreign pipe',
      squat,
    );
    notVerifiable(
      'named pipe: PIPE_REJECT_REMOTE_CLIENTS refuses SMB clients',
      'named pipe',
      'Wine has no SMB named-pipe server; there is no remote client to refuse',
      'flag passed to CreateNamedPipeW and accepted',
    );
    notVerifiable(
      'peer checks: foreign logon session, lower-integrity bridge, elevated backend, lower-integrity squatter',
      'named pipe',
      'under Wine every process has the same user, the same logon SID and High integrity (elevated); no negative peer can be produced. The decisions are unit-tested on recorded token data (test/unit/win32/peer-win32.test.ts)',
      `this process: ${json(ownFacts)}`,
    );
  }

  await check('squatting: a foreign pipe already holding the name makes listen() fail closed', async () => {
    const ep = endpoint as Win32Endpoint;
    // A squatter's instance of our name with a permissive DACL (Everyone).
    const sd = securityDescriptorFromSddl('D:P(A;;GA;;;WD)');
    assert(sd.ok, 'squatter SD');
    const squatter = createNamedPipe(ep.path, PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE, 0, 255, 4096, securityAttributes(sd.value));
    freeSecurityDescriptor(sd.value);
    assert(squatter.ok, `squatter create ${json(squatter)}`);
    try {
      const error = await ep.listen(() => undefined).then(
        async (h) => {
          await h.close();
          return null;
        },
        (e: unknown) => e,
      );
      assert(error instanceof EndpointInsecureError || error instanceof EndpointBusyError, `listen() succeeded next to a squatter (${String(error)})`);
      return `${(error as Error).name}: ${(error as Error).message}`;
    } finally {
      closeHandle(squatter.value);
    }
  });

  // The backend and the real bridge, each in its own Wine process.
  const backend = spawn(process.execPath, [join(here, 'fixtures', 'backend.js')], { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
  children.push(backend);
  const backendLines = new Lines(backend, 'application');
  let backendInstanceId: string | null = null;
  await check('application: instance marker, sampler worker and MCP worker (listener on the Win32 endpoint) in a separate Wine process', async () => {
    for (;;) {
      const line = JSON.parse(await backendLines.next()) as { listener: { state: string; error?: string }; backendInstanceId: string | null; path: string };
      if (line.listener.state === 'starting' || line.listener.state === 'disabled') continue;
      assert(line.listener.state === 'listening', `listener ${json(line.listener)}`);
      backendInstanceId = line.backendInstanceId;
      const probe = endpoint.isInstanceLockHeld();
      assert(probe.state === 'held', `this process sees the application's instance marker as ${json(probe)}`);
      const second = await endpoint.tryAcquireInstanceLock();
      assert(second === null, 'a second process took the instance marker the application holds');
      return `${line.path}, backend instance ${line.backendInstanceId}; the instance marker is held across processes`;
    }
  });

  // .NET detection on the pipe namespace: the runner plays a runtime's diagnostics pipe `dotnet-diagnostic-<its pid>`
  // (no .NET runtime runs under this lane) answering ProcessInfo2; a child without one must read as not .NET. Wine
  // cannot list \\.\pipe\, so there the detector asks for each lifetime's pipe by name (WaitNamedPipe): the listing
  // itself is the part left unverified.
  await check('.NET detection: the pipe dotnet-diagnostic-<pid> is found (listed, or asked for by name), ProcessInfo2 gives the version', async () => {
    const pipe = createServer((socket) => {
      socket.on('error', () => undefined);
      socket.once('data', () => {
        const fixed = Buffer.alloc(24);
        fixed.writeBigUInt64LE(BigInt(process.pid), 0); // then a 16-byte runtime cookie (zeros)
        const payload = Buffer.concat([fixed, ipcString('node.exe'), ipcString('Windows'), ipcString('x64'), ipcString('lane'), ipcString('10.0.0-wine-lane')]);
        const header = Buffer.alloc(20);
        IPC_MAGIC.copy(header, 0);
        header.writeUInt16LE(20 + payload.length, 14);
        header[16] = 0xff;
        header[17] = 0x00;
        socket.end(Buffer.concat([header, payload]));
      });
    });
    await new Promise<void>((resolve, reject) => {
      pipe.once('error', reject);
      pipe.listen(`\\\\.\\pipe\\dotnet-diagnostic-${process.pid}`, resolve);
    });
    try {
      let listable = true;
      try {
        readdirSync('\\\\.\\pipe\\');
      } catch (error) {
        listable = false;
        notVerifiable('.NET detection: listing the pipe namespace', '.NET detection', 'Wine cannot list \\\\.\\pipe\\ (readdir fails); the detector asks for each pipe by name instead (checked here)', String(error));
      }
      const other = await spawnChild('dotnet-none');
      const changes: DotnetSupport[] = [];
      const detector = new DotnetDetector((batch) => changes.push(...batch), { platform: 'win32' });
      const identity = (pid: number): ProcessIdentity => ({ pid, name: 'node.exe', startTimeMs: null, startToken: '1' });
      const latest = (pid: number) => changes.filter((c) => c.key.startsWith(`${pid}:`)).at(-1);
      detector.pass([{ identity: identity(process.pid) }, { identity: identity(other.pid) }]);
      if (!latest(process.pid)?.endpoint) throw new Error(`the runner's pipe was not found: ${json(changes)}`);
      if (latest(other.pid)?.supported !== false || latest(other.pid)?.endpoint !== false) throw new Error(`a child without a pipe: ${json(latest(other.pid))}`);
      const deadline = Date.now() + 10_000;
      while (latest(process.pid)?.supported !== true) {
        if (Date.now() > deadline) throw new Error(`no ProcessInfo2 answer: ${json(changes)}`);
        await sleep(100);
      }
      if (!latest(process.pid)!.detail.startsWith('.NET 10.0.0-wine-lane ')) throw new Error(`version: ${json(latest(process.pid))}`);
      return `${listable ? 'listed' : 'asked by name'}; runner ${json(latest(process.pid))}; child ${json(latest(other.pid))}`;
    } finally {
      pipe.close();
    }
  });

  await check('named pipe round trip: IpcClient hello/welcome and get_status against the backend process', async () => {
    const client = await IpcClient.connect({ endpoint: createEndpoint(), bridgeVersion: 'win32-lane', timeoutMs: 10_000 });
    try {
      assert(client.welcome.ipc_major === 1, `welcome ${json(client.welcome)}`);
      assert(client.backendInstanceId === backendInstanceId, `instance ${client.backendInstanceId} vs ${backendInstanceId}`);
      const status = (await client.request('get_status', {})) as { ok?: boolean; data?: { backend_instance_id?: string } };
      assert(status.data?.backend_instance_id === backendInstanceId, `status ${json(status).slice(0, 300)}`);
      return `welcome ${json(client.welcome)}`;
    } finally {
      client.close();
    }
  });

  await check('settings toggle: disabling closes the pipe (cancelled ConnectNamedPipe), re-enabling serves a new backend instance', async () => {
    backend.stdin.write('disable\n');
    for (;;) {
      const line = JSON.parse(await backendLines.next(20_000)) as { listener: { state: string } };
      if (line.listener.state === 'disabled') break;
    }
    const refused = await IpcClient.connect({ endpoint: createEndpoint(), bridgeVersion: 'win32-lane', timeoutMs: 3_000 }).then(
      (c) => {
        c.close();
        return null;
      },
      (e: unknown) => e,
    );
    assert(refused instanceof EndpointUnavailableError && refused.missing, `while disabled: ${String(refused)}`);
    backend.stdin.write('enable\n');
    let fresh: string | null = null;
    for (;;) {
      const line = JSON.parse(await backendLines.next(20_000)) as { listener: { state: string; error?: string }; backendInstanceId: string | null };
      if (line.listener.state === 'starting') continue;
      assert(line.listener.state === 'listening', `after enabling: ${json(line.listener)}`);
      fresh = line.backendInstanceId;
      break;
    }
    assert(fresh !== null && fresh !== backendInstanceId, `backend instance ${fresh} after re-enabling, before ${backendInstanceId}`);
    const old = backendInstanceId;
    backendInstanceId = fresh;
    const client = await IpcClient.connect({ endpoint: createEndpoint(), bridgeVersion: 'win32-lane', timeoutMs: 10_000 });
    client.close();
    return `disabled → connecting reports the pipe missing; enabled → instance ${old} replaced by ${fresh}`;
  });

  await check('bridge round trip: the real `cli.js mcp-bridge` (another Wine process) serves winproc_get_status and winproc_list_processes', async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [join(here, 'cli.js'), 'mcp-bridge'], stderr: 'pipe' });
    const client = new Client({ name: 'winproc-win32-lane', version: '1.0.0' });
    await client.connect(transport);
    try {
      const status = await client.callTool({ name: 'winproc_get_status', arguments: {} });
      const sc = status.structuredContent as { ok?: boolean; data?: { backend_instance_id?: string; application_version?: string }; error?: unknown };
      assert(sc.data?.backend_instance_id === backendInstanceId, `get_status ${json(sc).slice(0, 400)}`);
      const listing = await client.callTool({ name: 'winproc_list_processes', arguments: { filter: { name: 'node.exe' } } });
      const ls = listing.structuredContent as { data?: { rows?: { pid: number; name: string }[] }; error?: unknown };
      const pids = (ls.data?.rows ?? []).map((r) => r.pid);
      assert(pids.includes(process.pid), `list_processes does not show the runner ${process.pid}: ${json(ls).slice(0, 400)}`);
      return `backend ${backendInstanceId}, application ${sc.data?.application_version}; node.exe rows: ${pids.join(', ')}`;
    } finally {
      await client.close();
    }
  });
}

try {
  await main();
} catch (error) {
  record({ name: 'runner', status: 'fail', detail: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error), ms: 0 });
} finally {
  for (const child of children) {
    child.stdin.end();
  }
  await sleep(500);
  for (const child of children) if (child.exitCode === null) child.kill();
  process.exit(0);
}
