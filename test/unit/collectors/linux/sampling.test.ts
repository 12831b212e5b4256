// Guards the Linux sampling pass on recorded /proc fixtures: identities, every catalog metric present
// exactly once (value or reason), exact rates over two passes, and the failure cases of a live /proc.
import { readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { PROCESS_METRIC_IDS, SYSTEM_METRIC_IDS, GPU_ADAPTER_METRIC_IDS } from '../../../../generated/metrics.js';
import { keptFileBudget, LinuxSampler, STATUS_REFRESH_PASSES, type LinuxSamplerOptions } from '../../../../src/collectors/linux/sampling.js';
import { refreshTurn } from '../../../../src/collectors/linux/refresh-turn.js';
import { readHostInfo } from '../../../../src/collectors/linux/host-info.js';
import { cpuCoreOf } from '../../../../src/model/metrics.js';
import type { MetricSet, ProcessSample, Snapshot } from '../../../../src/model/types.js';
import { FakeClock, FixtureRoot, failingFs, FIXTURES } from './fixtures.js';
import { parseTcpDumpReply, type TcpCountersByInode } from '../../../../src/collectors/linux/tcp-diag.js';
import { decodedPass } from '../../../support/decoded-pass.js';

const roots: FixtureRoot[] = [];
const samplers: LinuxSampler[] = [];

afterEach(() => {
  for (const s of samplers.splice(0)) s.close();
  for (const r of roots.splice(0)) r.remove();
});

function root(scenario: string): FixtureRoot {
  const r = new FixtureRoot(scenario);
  roots.push(r);
  return r;
}

function sampler(r: FixtureRoot, clock: FakeClock, extra: Partial<LinuxSamplerOptions> = {}): LinuxSampler {
  const s = new LinuxSampler({
    ...r.samplerOptions(clock),
    ...extra,
  });
  samplers.push(s);
  return s;
}

function byPid(snapshot: Snapshot, pid: number): ProcessSample {
  const sample = snapshot.processes.find((p) => p.identity.pid === pid);
  if (sample === undefined) throw new Error(`pid ${pid} not in the snapshot`);
  return sample;
}

/** Two passes of a two-pass scenario (`<scenario>/pass1`, `pass2`, sysfs in `<scenario>/_sys`) one second apart. */
function twoPasses(scenario: string): { first: Snapshot; second: Snapshot } {
  const r = root(`${scenario}/pass1`);
  const clock = new FakeClock();
  const s = sampler(r, clock, { sysRoot: `${FIXTURES}${scenario}/_sys` });
  const first = decodedPass(s);
  r.load(`${scenario}/pass2`);
  clock.advance(1000);
  const second = decodedPass(s);
  return { first, second };
}

/** The first pass from `from` on which `pid` takes its turn of the uid and cgroup refresh. */
function nextTurn(pid: number, from: number): number {
  let pass = from;
  while (!refreshTurn(pid, pass, STATUS_REFRESH_PASSES)) pass++;
  return pass;
}

/** Every id is either a value or a reason, never both, never neither. */
function expectComplete<Id extends string>(set: MetricSet<Id>, ids: readonly Id[]): void {
  for (const id of ids) {
    const inValues = Object.hasOwn(set.values, id);
    const inUnavailable = Object.hasOwn(set.unavailable, id);
    expect(inValues !== inUnavailable, `${id}: exactly one of values/unavailable`).toBe(true);
  }
  expect(Object.keys(set.values).length + Object.keys(set.unavailable).length).toBe(ids.length);
}

/**
 * The system ids a pass of the two-CPU fixtures covers: per-CPU metrics exist for cpu0 and cpu1 only (a CPU the
 * host does not have gets no entry at all; per-core.test.ts covers that rule).
 */
const TWO_CPU_SYSTEM_IDS = SYSTEM_METRIC_IDS.filter((id) => (cpuCoreOf(id) ?? 0) < 2);

describe('LinuxSampler on the recorded host', () => {
  it('covers every process and system metric of the catalog on every row', () => {
    const clock = new FakeClock();
    const snapshot = decodedPass(sampler(root('host-basic'), clock));
    expect(snapshot.processes.map((p) => p.identity.pid).sort((a, b) => a - b)).toEqual([2, 7286, 7287, 7288, 7289]);
    for (const p of snapshot.processes) expectComplete(p, PROCESS_METRIC_IDS);
    expectComplete(snapshot.system, TWO_CPU_SYSTEM_IDS);
    expect(snapshot.sequence).toBe(1);
    expect(snapshot.capturedAtMs).toBe(clock.wall);
    expect(snapshot.gpus).toEqual([]);
  });

  it('comm containing parentheses and spaces is the identity name; start time from btime and ticks', () => {
    const snapshot = decodedPass(sampler(root('host-basic'), new FakeClock()));
    const p = byPid(snapshot, 7286);
    expect(p.identity).toEqual({
      pid: 7286,
      name: 'my (weird) p)',
      startTimeMs: 1796217256 * 1000 + 222855 * 10,
      startToken: '222855',
    });
    expect(p.path).toBe('/tmp/wp/bin/my (weird) p)');
    expect(p.values.path).toBe('/tmp/wp/bin/my (weird) p)');
    expect(p.parentPid).toBe(7273);
    expect(p.user).toBe('root');
    expect(byPid(snapshot, 7287).identity.name).toBe('größe');
  });

  it('user names from passwd, numeric uid when passwd has no entry', () => {
    const snapshot = decodedPass(sampler(root('host-basic'), new FakeClock()));
    expect(byPid(snapshot, 7287).user).toBe('alice');
    expect(byPid(snapshot, 7289).user).toBe('4242');
  });

  it('memory from statm when no swap is active, equal to what status prints', () => {
    const snapshot = decodedPass(sampler(root('host-basic'), new FakeClock()));
    // The first pass reads status (for the uid); the recorded statm is from the same moment.
    const p = byPid(snapshot, 7286);
    expect(p.values.workset_bytes).toBe(435n * 4096n);
    expect(p.values.workset_private_bytes).toBe((435n - 407n) * 4096n);
    expect(p.values.workset_shareable_bytes).toBe(407n * 4096n);
    expect(p.values.private_bytes).toBe((435n - 407n) * 4096n);
    expect(p.values.thread_count).toBe(1n);
    expect(p.values.handle_count).toBe(5n);
  });

  it('later passes read statm (not status) while no swap is active', () => {
    const r = root('host-basic');
    const clock = new FakeClock();
    const s = sampler(r, clock);
    decodedPass(s);
    writeFileSync(r.path('7286/statm'), '900 600 100 5 0 89 0\n');
    clock.advance(1000);
    const p = byPid(decodedPass(s), 7286);
    expect(p.values.workset_bytes).toBe(600n * 4096n);
    expect(p.values.workset_private_bytes).toBe(500n * 4096n);
    expect(p.values.workset_shareable_bytes).toBe(100n * 4096n);
    expect(p.values.private_bytes).toBe(500n * 4096n);
    expect(p.user).toBe('root');
  });

  it('a process renamed under the same PID and start time keeps its identity; an exec of another program is a new one', () => {
    const r = root('host-basic');
    const clock = new FakeClock();
    const s = sampler(r, clock);
    const before = byPid(decodedPass(s), 7288).identity;
    // A rename (prctl PR_SET_NAME): only the comm changes, the executable stays.
    writeFileSync(r.path('7288/stat'), readFileSync(r.path('7288/stat'), 'utf8').replace('(sleep)', '(renamed)'));
    clock.advance(1000);
    const renamed = byPid(decodedPass(s), 7288);
    expect(renamed.identity).toEqual(before);
    expect(renamed.unavailable.cpu_percent).toBeUndefined();
    // An exec: another executable and its name.
    unlinkSync(r.path('7288/exe'));
    symlinkSync('/usr/bin/other-program', r.path('7288/exe'));
    writeFileSync(r.path('7288/stat'), readFileSync(r.path('7288/stat'), 'utf8').replace('(renamed)', '(other-program)'));
    clock.advance(1000);
    const execed = byPid(decodedPass(s), 7288);
    expect(execed.identity.name).toBe('other-program');
    expect(execed.identity.startToken).toBe(before.startToken);
    expect(execed.unavailable.cpu_percent).toBe('first_sample');
  });

  it('kernel thread with no exe and no memory fields', () => {
    const p = byPid(decodedPass(sampler(root('host-basic'), new FakeClock())), 2);
    expect(p.path).toBeNull();
    expect(p.parentPid).toBeNull();
    expect(p.unavailable).toMatchObject({
      path: 'unsupported',
      private_bytes: 'unsupported',
      workset_bytes: 'unsupported',
      workset_private_bytes: 'unsupported',
      workset_shareable_bytes: 'unsupported',
    });
    expect(p.values.handle_count).toBe(0n);
    expect(p.values.thread_count).toBe(1n);
  });

  it("a kernel thread's memory files are read only for its uid, on its turn; its sample stays complete", () => {
    const r = root('host-basic');
    const clock = new FakeClock();
    const read: string[] = [];
    const fs = failingFs([]);
    const counting = {
      ...fs,
      readText: (path: string, encoding: 'utf8' | 'latin1') => (read.push(path), fs.readText(path, encoding)),
      readRecord: (path: string, encoding: 'utf8' | 'latin1') => (read.push(path), fs.readRecord(path, encoding)),
      readTextBytes: (path: string) => (read.push(path), fs.readTextBytes(path)),
    };
    const s = sampler(r, clock, { fs: counting });
    const memoryReads = (): string[] => read.filter((path) => /\/2\/(statm|status)$/.test(path));
    expect(memoryReads()).toEqual([]);
    const first = byPid(decodedPass(s), 2);
    expect(memoryReads()).toEqual([r.path('2/status')]); // the uid, on the first pass
    expect(first.user).toBe('root');
    // The uid is read again on the process's turn among the processes (refresh-turn.ts), not before.
    const turn = nextTurn(2, 2);
    let userTurns = 0;
    for (let pass = 2; pass <= turn; pass++) {
      clock.advance(1000);
      const p = byPid(decodedPass(s), 2);
      expectComplete(p, PROCESS_METRIC_IDS);
      expect(p.unavailable.workset_bytes).toBe('unsupported');
      expect(p.user).toBe('root');
      expect(memoryReads().length, `pass ${pass}`).toBe(pass === turn ? 2 : 1);
      if (refreshTurn(7286, pass, STATUS_REFRESH_PASSES)) userTurns++;
    }
    expect(memoryReads()).toEqual([r.path('2/status'), r.path('2/status')]);
    // A user process still reads its memory every pass: statm, or status (with the uid) on pass 1 and its own turns.
    expect(read.filter((path) => path.endsWith('/7286/statm')).length).toBe(turn - 1 - userTurns);
    expect(read.filter((path) => path.endsWith('/7286/status')).length).toBe(1 + userTurns);
  });

  it("a process's cgroup is re-read with its uid on its turn: unchanged it stays, moved it shows the new path", () => {
    const r = root('host-basic');
    const clock = new FakeClock();
    const read: string[] = [];
    const fs = failingFs([]);
    const s = sampler(r, clock, { fs: { ...fs, readRecord: (path: string, encoding: 'utf8' | 'latin1') => (read.push(path), fs.readRecord(path, encoding)) } });
    writeFileSync(r.path('7286/cgroup'), '0::/system.slice/nginx.service\n');
    const cgroupAt = (): ProcessSample['cgroup'] => byPid(decodedPass(s), 7286).cgroup;
    expect(cgroupAt()).toEqual({ path: '/system.slice/nginx.service', unit: 'nginx.service', container: null, namespacePid: null });
    // Moved between cgroups by a write to cgroup.procs (no exec): seen on the process's turn, not before.
    writeFileSync(r.path('7286/cgroup'), '0::/user.slice/user-1000.slice/session-3.scope\n');
    const turn = nextTurn(7286, 2);
    for (let pass = 2; pass < turn; pass++) {
      clock.advance(1000);
      expect(cgroupAt()?.path, `pass ${pass}`).toBe('/system.slice/nginx.service');
    }
    clock.advance(1000);
    expect(cgroupAt()).toEqual({ path: '/user.slice/user-1000.slice/session-3.scope', unit: 'session-3.scope', container: null, namespacePid: null });
    // Unchanged through its next turn: the same facts, read again once.
    for (let pass = turn + 1; pass <= turn + STATUS_REFRESH_PASSES; pass++) {
      clock.advance(1000);
      expect(cgroupAt()?.unit, `pass ${pass}`).toBe('session-3.scope');
    }
    expect(read.filter((path) => path.endsWith('/7286/cgroup')).length).toBe(3);
  });

  it('stat of a zombie: memory, handles and path are exited, never zero', () => {
    const p = byPid(decodedPass(sampler(root('host-basic'), new FakeClock())), 7289);
    expect(p.identity.name).toBe('sleep');
    expect(p.unavailable).toMatchObject({
      private_bytes: 'exited',
      workset_bytes: 'exited',
      handle_count: 'exited',
      path: 'exited',
    });
    expect(p.values.handle_count).toBeUndefined();
  });

  it('platform-less and not-collected metrics carry their reasons; rates wait for a second sample', () => {
    const p = byPid(decodedPass(sampler(root('host-basic'), new FakeClock())), 7288);
    expect(p.unavailable).toMatchObject({
      user_object_count: 'unsupported',
      gdi_object_count: 'unsupported',
      gpu_percent: 'unsupported',
      gpu_dedicated_bytes: 'unsupported',
      gpu_shared_bytes: 'unsupported',
      dotnet_heap_bytes: 'not_collected',
      dotnet_allocation_bytes_per_sec: 'not_collected',
      cpu_percent: 'first_sample',
      io_read_bytes_per_sec: 'first_sample',
      io_write_bytes_per_sec: 'first_sample',
      page_faults_major_per_sec: 'first_sample',
    });
  });

  it('system memory mapping from meminfo, counts, first-sample rates', () => {
    const { system } = decodedPass(sampler(root('host-basic'), new FakeClock()));
    const kb = (n: bigint): bigint => n * 1024n;
    expect(system.values).toMatchObject({
      total_memory_bytes: kb(24683548n),
      available_memory_bytes: kb(23809388n),
      physical_memory_bytes: kb(24683548n - 23809388n),
      free_zeroed_memory_bytes: kb(23624104n),
      modified_memory_bytes: kb(6916n + 0n),
      standby_memory_bytes: kb(184640n + 158504n),
      committed_bytes: kb(1113388n),
      commit_limit_bytes: kb(12341772n),
      nonpaged_pool_bytes: kb(46572n + 8620n + 33724n),
      process_count: 5n,
      thread_count: 5n,
    });
    expect(system.unavailable).toMatchObject({
      paged_pool_bytes: 'unsupported',
      cpu_percent: 'first_sample',
      cpu_average_percent: 'first_sample',
      disk_read_bytes_per_sec: 'first_sample',
      network_sent_bytes_per_sec: 'first_sample',
      pages_input_per_sec: 'first_sample',
    });
  });

  it('host info from the recorded files', () => {
    const r = root('host-basic');
    const host = readHostInfo({ procRoot: r.dir, sysRoot: r.path('_sys'), osReleasePath: r.path('_etc/os-release') });
    expect(host).toMatchObject({
      platform: 'linux',
      osName: 'Debian GNU/Linux',
      osVersion: '12',
      osBuild: '6.18.44-fc-v1045',
      hostname: 'vm',
      cpuName: 'AMD EPYC',
      logicalCpuCount: 2,
      physicalCoreCount: 2,
      socketCount: 1,
      totalMemoryBytes: 24683548n * 1024n,
      bootTimeMs: 1796217256000,
    });
    expect(host.cacheBytes).toEqual({ L1d: 48n * 1024n, L1i: 32n * 1024n, L2: 1024n * 1024n, L3: 32n * 1024n * 1024n });
  });
});

describe('LinuxSampler over two passes', () => {
  it('process rates: CPU share of all logical CPUs, exact I/O bytes per second', () => {
    const { second } = twoPasses('rates');
    const p = byPid(second, 100);
    // 50 ticks = 0.5 s of CPU in 1 s on 2 logical CPUs.
    expect(p.values.cpu_percent).toBeCloseTo(25, 10);
    expect(p.values.io_read_bytes_per_sec).toBe(2_000_000n);
    expect(p.values.io_write_bytes_per_sec).toBe(500n);
    expect(p.values.page_faults_major_per_sec).toBe(25n);
    // Swap is active in this scenario: status every pass, private = RssAnon + VmSwap.
    expect(p.values.private_bytes).toBe((2048n + 2048n) * 1024n);
    expect(p.values.workset_bytes).toBe(3072n * 1024n);
    expect(p.values.workset_shareable_bytes).toBe(1024n * 1024n);
    expect(p.values.thread_count).toBe(4n);
    expect(p.values.handle_count).toBe(3n);
    expect(second.sequence).toBe(2);
  });

  it('a restarted process (same PID, new start time) is a new identity with first-sample rates', () => {
    const { first, second } = twoPasses('rates');
    const before = byPid(first, 300);
    const after = byPid(second, 300);
    expect(after.identity.startToken).not.toBe(before.identity.startToken);
    expect(after.unavailable.cpu_percent).toBe('first_sample');
    expect(after.unavailable.io_read_bytes_per_sec).toBe('first_sample');
    expect(after.unavailable.page_faults_major_per_sec).toBe('first_sample');
    expect(byPid(second, 201).unavailable.cpu_percent).toBe('first_sample');
    expect(second.processes.some((p) => p.identity.pid === 200)).toBe(false);
  });

  it('system rates: CPU shares, paging (major faults in, reclaim writes out, not swap alone), whole disks only, network without lo', () => {
    const { second } = twoPasses('rates');
    const v = second.system.values;
    expect(v.cpu_percent).toBeCloseTo(50, 10);
    expect(v.cpu_user_percent).toBeCloseTo(30, 10);
    expect(v.cpu_kernel_percent).toBeCloseTo(20, 10);
    expect(v.cpu_average_percent).toBeCloseTo(50, 10);
    // cpu0 70 busy of 100 jiffies, cpu1 30 of 100: each core's own share, whose mean is the average.
    expect(v.cpu_core_0_percent).toBe(70);
    expect(v.cpu_core_1_percent).toBe(30);
    // 512 major faults and 40 reclaim writes in the second; the 256 swap-ins and 10 swap-outs are part of no rate.
    expect(v.pages_input_per_sec).toBe(512n);
    expect(v.pages_output_per_sec).toBe(40n);
    // sda and nvme0n1 only: partitions, dm, loop and zram are excluded.
    expect(v.disk_read_bytes_per_sec).toBe((2048n + 1024n) * 512n);
    expect(v.disk_write_bytes_per_sec).toBe(4096n * 512n);
    expect(v.disk_queue_length).toBeCloseTo(2, 10);
    expect(v.network_received_bytes_per_sec).toBe(125_000n + 1000n);
    expect(v.network_sent_bytes_per_sec).toBe(10_000n + 24n);
    expect(v.process_count).toBe(3n);
    expect(v.thread_count).toBe(6n);
    expectComplete(second.system, TWO_CPU_SYSTEM_IDS);
  });

  it('per-process TCP rates: per-socket deltas summed over the sockets each process holds', () => {
    // Pass 1's counters are written here; pass 2's are the recorded dump (test/fixtures/sock-diag). 600 holds the
    // client socket 317889 in both passes; 601 opened the server side 317890 between them (all its bytes are new);
    // 602 holds the idle listener and a socket that is no TCP socket.
    const framed = readFileSync(`${FIXTURES}../sock-diag/tcp4-dump.bin`);
    const recorded: TcpCountersByInode = new Map();
    for (let at = 0; at < framed.length; at += 4 + framed.readUInt32LE(at)) parseTcpDumpReply(framed.subarray(at + 4), framed.readUInt32LE(at), recorded);
    const dumps: TcpCountersByInode[] = [new Map([[317888, { received: 0n, acked: 0n }], [317889, { received: 1000n, acked: 2346n }]]), recorded];
    const r = root('network/pass1');
    const clock = new FakeClock();
    const s = sampler(r, clock, { tcpCounters: { dump: () => dumps.shift() ?? null, close: () => undefined } });
    const first = decodedPass(s);
    expect(byPid(first, 600).unavailable.network_received_bytes_per_sec).toBe('first_sample');
    r.load('network/pass2');
    clock.advance(2000);
    const second = decodedPass(s);
    expect(byPid(second, 600).values).toMatchObject({ network_received_bytes_per_sec: 2000n, network_sent_bytes_per_sec: 5000n });
    expect(byPid(second, 601).values).toMatchObject({ network_received_bytes_per_sec: 6172n, network_sent_bytes_per_sec: 2500n });
    expect(byPid(second, 602).values).toMatchObject({ network_received_bytes_per_sec: 0n, network_sent_bytes_per_sec: 0n });
    for (const p of second.processes) expectComplete(p, PROCESS_METRIC_IDS);
    // A failed dump is no zero.
    clock.advance(1000);
    expect(byPid(decodedPass(s), 600).unavailable.network_sent_bytes_per_sec).toBe('unknown');
  });

  it('without socket counters (another proc root, nothing injected) the network rates are unsupported', () => {
    const p = byPid(decodedPass(sampler(root('network/pass1'), new FakeClock())), 600);
    expect(p.unavailable.network_received_bytes_per_sec).toBe('unsupported');
    expect(p.unavailable.network_sent_bytes_per_sec).toBe('unsupported');
  });

  it('rates are floored: bytes x 1e9 / elapsed ns', () => {
    const r = root('rates/pass1');
    const clock = new FakeClock();
    const s = sampler(r, clock);
    decodedPass(s);
    r.load('rates/pass2');
    clock.advance(3000);
    // 2,000,000 B in 3 s = 666,666.67 B/s, floored.
    expect(byPid(decodedPass(s), 100).values.io_read_bytes_per_sec).toBe(666_666n);
  });

  it('GPU adapters keyed by PCI slot: utilization and encode/decode from the fdinfo sums, gpu_busy_percent before them', () => {
    const { first, second } = twoPasses('drm');
    // Connectors and render nodes are not adapters; the key is the PCI slot (drm-pdev's form), stable across boots.
    expect(first.gpus.map((g) => g.adapterId)).toEqual(['0000:03:00.0', '0000:00:02.0']);
    // The first pass has no fdinfo interval yet: amdgpu's gpu_busy_percent stands in.
    expect(first.gpus[0].values.utilization_percent).toBe(37);
    expect(first.gpus[0].unavailable.encode_average_percent).toBe('first_sample');
    const [card0, card1] = second.gpus;
    expect(card0).toMatchObject({ name: 'amdgpu 1002:73BF' });
    // gfx: client 8 300 ms + client 9 100 ms in 1 s = 40 % (client 8 counted once though two fds reach it).
    expect(card0.values).toEqual({
      utilization_percent: 40,
      encode_average_percent: 0,
      encode_max_percent: 0,
      encode_engine_count: 1n,
      decode_average_percent: 0,
      decode_max_percent: 0,
      decode_engine_count: 1n,
      dedicated_bytes: 1073741824n,
      dedicated_total_bytes: 8573157376n,
      shared_bytes: 67108864n,
      shared_total_bytes: 12884901888n,
    });
    expect(card1.name).toBe('i915 8086:9A49');
    // i915 publishes engine stats and no process holds a client of it: idle, not unknown.
    expect(card1.values.utilization_percent).toBe(0);
    expect(card1.unavailable.encode_average_percent).toBe('unsupported');
    expect(card1.unavailable.dedicated_bytes).toBe('unsupported');
    for (const g of second.gpus) expectComplete(g, GPU_ADAPTER_METRIC_IDS);
  });

  it('per-process GPU from DRM fdinfo: busiest engine class, dup fds counted once', () => {
    const { first, second } = twoPasses('drm');
    const game1 = byPid(first, 500);
    expect(game1.unavailable.gpu_percent).toBe('first_sample');
    // vram of clients 8 and 9 (client 8 is reachable through two fds); gtt as shared, cpu region not.
    expect(game1.values.gpu_dedicated_bytes).toBe((262144n + 1024n) * 1024n);
    expect(game1.values.gpu_shared_bytes).toBe(4096n * 1024n);
    const game2 = byPid(second, 500);
    // gfx: 300 ms + 100 ms busy in 1 s = 40 %; compute: 600 ms over 2 engines = 30 %.
    expect(game2.values.gpu_percent).toBeCloseTo(40, 10);
    expect(byPid(second, 501).unavailable).toMatchObject({ gpu_percent: 'unsupported', gpu_dedicated_bytes: 'unsupported' });
    expect(byPid(second, 502).unavailable).toMatchObject({ gpu_percent: 'unsupported', gpu_shared_bytes: 'unsupported' });
  });
});

describe('DRM fdinfo per driver (drm-drivers: hand-written in the kernel docs\' layout, see the fixtures README)', () => {
  it('per-process GPU% is the busiest device\'s, never a sum across devices; every driver\'s keys are read', () => {
    const { second } = twoPasses('drm-drivers');
    // 60 % of gfx on each of two amdgpu cards: 60, not their sum (120, clamped to 100); memory adds up over both.
    expect(byPid(second, 700).values).toMatchObject({ gpu_percent: 60, gpu_dedicated_bytes: 2n * 65536n * 1024n, gpu_shared_bytes: 2n * 2048n * 1024n });
    expect(byPid(second, 706).values.gpu_percent).toBe(60);
    // i915 video: 1 s over 2 engines in 1 s = 50 %, above its amdgpu encoder's 25 %.
    expect(byPid(second, 701).values.gpu_percent).toBe(50);
    // xe cycles: rcs 400/1000 = 40 %, vcs 1000/1000 over 2 engines = 50 %.
    expect(byPid(second, 702).values.gpu_percent).toBe(50);
    expect(byPid(second, 702).values.gpu_dedicated_bytes).toBe(23992n * 1024n);
    // msm (no drm-pdev: the fd's node tells the device) and panfrost (its one `memory` region is system memory).
    expect(byPid(second, 703).values.gpu_percent).toBeCloseTo(20, 10);
    expect(byPid(second, 704).values).toMatchObject({ gpu_percent: 30, gpu_shared_bytes: 12n * 1024n * 1024n });
    // nouveau printing no engine stats: no figure rather than a zero.
    expect(byPid(second, 705).unavailable.gpu_percent).toBe('unsupported');
  });

  it('adapters per device: utilization and encode/decode summed over the device\'s clients, each client once', () => {
    const { first, second } = twoPasses('drm-drivers');
    expect(first.gpus.map((g) => g.adapterId)).toEqual(['0000:03:00.0', '0000:00:02.0', '0000:04:00.0', '3d00000.gpu', 'fde60000.gpu', '0000:05:00.0', '0000:0b:00.0']);
    const gpu = (key: string) => second.gpus.find((g) => g.adapterId === key)!;
    // amdgpu: client 21 (held by 700 and its child 706) counts once: 60 %, not 120; gpu_busy_percent (99) unused.
    expect(gpu('0000:03:00.0').values).toMatchObject({
      utilization_percent: 60,
      encode_average_percent: 12.5, // enc 25 %, enc_1 idle
      encode_max_percent: 25,
      encode_engine_count: 2n,
      decode_average_percent: 0,
      decode_engine_count: 1n,
    });
    expect(gpu('0000:0b:00.0').values.utilization_percent).toBe(60);
    // i915: video 50 % of its 2 engines, render idle (video engines both encode and decode).
    expect(gpu('0000:00:02.0').values).toMatchObject({ utilization_percent: 50, encode_average_percent: 50, decode_average_percent: 50, decode_engine_count: 2n });
    expect(gpu('0000:04:00.0').values).toMatchObject({ utilization_percent: 50, encode_average_percent: 50, encode_engine_count: 2n });
    expect(gpu('3d00000.gpu').values.utilization_percent).toBeCloseTo(20, 10);
    expect(gpu('3d00000.gpu').unavailable.encode_average_percent).toBe('unsupported');
    expect(gpu('fde60000.gpu').values.utilization_percent).toBeCloseTo(30, 10);
    expect(gpu('0000:05:00.0').unavailable.utilization_percent).toBe('unsupported');
    for (const g of second.gpus) expectComplete(g, GPU_ADAPTER_METRIC_IDS);
  });

  it('a process whose descriptors are refused leaves the adapter sums unknown (gpu_busy_percent where there is one)', () => {
    const r = root('drm-drivers/pass1');
    const clock = new FakeClock();
    const s = sampler(r, clock, { sysRoot: `${FIXTURES}drm-drivers/_sys`, fs: failingFs([['/705/fd', 'EACCES']]) });
    decodedPass(s);
    r.load('drm-drivers/pass2');
    clock.advance(1000);
    const second = decodedPass(s);
    expect(second.gpus.find((g) => g.adapterId === '0000:03:00.0')!.values.utilization_percent).toBe(99);
    expect(second.gpus.find((g) => g.adapterId === '0000:00:02.0')!.unavailable.utilization_percent).toBe('access_denied');
    expect(byPid(second, 700).values.gpu_percent).toBe(60);
  });
});

describe('LinuxSampler on a live /proc that changes under it', () => {
  it.each([
    ['ENOENT', '/7287/status'],
    ['ESRCH', '/7287/status'],
    ['ESRCH', '/7287/io'],
    ['ENOENT', '/7287/stat'],
    ['ENOENT', '/7287/fd'],
  ])('process vanishing mid-scan (ENOENT/ESRCH): %s on %s drops the process', (code, suffix) => {
    const r = root('host-basic');
    const snapshot = decodedPass(sampler(r, new FakeClock(), { fs: failingFs([[suffix, code]]) }));
    expect(snapshot.processes.map((p) => p.identity.pid).sort((a, b) => a - b)).toEqual([2, 7286, 7288, 7289]);
    expect(snapshot.system.values.process_count).toBe(4n);
  });

  it('a PID listed by readdir whose directory is already gone is dropped', () => {
    const r = root('host-basic');
    const s = sampler(r, new FakeClock(), { fs: failingFs([['/7286/stat', 'ENOENT']]) });
    expect(decodedPass(s).processes.some((p) => p.identity.pid === 7286)).toBe(false);
  });

  it('permission denied on /proc/PID/io or /proc/PID/fd', () => {
    const r = root('host-basic');
    const fs = failingFs([
      ['/7286/io', 'EACCES'],
      ['/7286/fd', 'EACCES'],
      ['/7286/exe', 'EACCES'],
    ]);
    const p = byPid(decodedPass(sampler(r, new FakeClock(), { fs })), 7286);
    expect(p.unavailable).toMatchObject({
      io_read_bytes_per_sec: 'access_denied',
      io_write_bytes_per_sec: 'access_denied',
      handle_count: 'access_denied',
      path: 'access_denied',
    });
    expect(p.values.handle_count).toBeUndefined();
    expect(p.path).toBeNull();
    // Everything readable is still there.
    expect(p.values.workset_bytes).toBe(435n * 4096n);
  });

  it('access denied on io stays access_denied on later passes, never zero', () => {
    const r = root('rates/pass1');
    const clock = new FakeClock();
    const s = sampler(r, clock, { fs: failingFs([['/100/io', 'EACCES']]) });
    decodedPass(s);
    r.load('rates/pass2');
    clock.advance(1000);
    const p = byPid(decodedPass(s), 100);
    expect(p.unavailable.io_read_bytes_per_sec).toBe('access_denied');
    expect(p.values.io_read_bytes_per_sec).toBeUndefined();
    expect(p.values.cpu_percent).toBeCloseTo(25, 10);
  });

  it('kept-open files are counted and released by close()', () => {
    const r = root('host-basic');
    const s = sampler(r, new FakeClock(), { keepFilesOpen: true });
    decodedPass(s);
    expect(s.keptFileCount).toBeGreaterThan(0);
    decodedPass(s);
    s.close();
    expect(s.keptFileCount).toBe(0);
  });

  it('keeps every file of 2,111 processes open under a 20,000 open-file limit, and leaves the app its reserve', () => {
    // Four kept files per process; a process left out pays an open and a close per file on every pass.
    expect(keptFileBudget(20_000)).toBeGreaterThanOrEqual(4 * 2_111);
    expect(20_000 - keptFileBudget(20_000)).toBeGreaterThanOrEqual(4_096);
    expect(keptFileBudget(1_048_576)).toBe(4 * 8_192);
    expect(keptFileBudget(1_024)).toBe(256); // a small limit: three quarters stay with the app
  });

  it('an unexpected non-fs error fails the pass', () => {
    const r = root('host-basic');
    const fs = failingFs([]);
    const broken = { ...fs, readText: () => { throw new TypeError('bug'); } };
    expect(() => decodedPass(sampler(r, new FakeClock(), { fs: broken }))).toThrow(TypeError);
  });
});
