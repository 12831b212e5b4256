// Guards the built sampling worker (dist/workers/sampler.cjs, built by the test run's global setup):
// the main-thread SamplingWorker gets real snapshots and host facts across the thread boundary, also from a thread
// started early with its first pass taken before the SamplingWorker asked (as src/cli.ts starts it).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROCESS_METRIC_IDS, SYSTEM_METRIC_IDS } from '../../../generated/metrics.js';
import { CPU_CORE_PERCENT_IDS } from '../../../src/model/metrics.js';
import { startSamplerThreadEarly } from '../../../src/collectors/early-sampler.js';
import { SamplingWorker } from '../../../src/collectors/sampler.js';
import type { Snapshot } from '../../../src/model/types.js';
import { buildNvmlStandIn } from '../../support/nvml-stand-in/build.js';

const WORKER = new URL('../../../dist/workers/sampler.cjs', import.meta.url);

describe.runIf(process.platform === 'linux')('the built sampling worker', () => {
  it('delivers two snapshots and host info', async () => {
    expect(existsSync(fileURLToPath(WORKER)), 'dist/workers/sampler.cjs is missing: run `node scripts/build.mjs`').toBe(true);
    const worker = new SamplingWorker({ workerUrl: WORKER });
    const failures: string[] = [];
    worker.onError((f) => failures.push(f.message));
    try {
      const snapshots = await new Promise<Snapshot[]>((resolve) => {
        const got: Snapshot[] = [];
        worker.onSnapshot((s) => {
          got.push(s);
          if (got.length === 2) resolve(got);
        });
        worker.start(300);
      });
      expect(failures).toEqual([]);
      const [first, second] = snapshots;
      expect(second.sequence).toBe(first.sequence + 1);
      expect(second.capturedAtMs).toBeGreaterThan(first.capturedAtMs);
      const self = second.processes.find((p) => p.identity.pid === process.pid);
      expect(self?.identity.name).toBe('node');
      expect(typeof self?.values.cpu_percent).toBe('number');
      expect(typeof self?.values.workset_bytes).toBe('bigint');
      for (const p of second.processes) {
        expect(Object.keys(p.values).length + Object.keys(p.unavailable).length).toBe(PROCESS_METRIC_IDS.length);
      }
      // Every system metric but the per-CPU ones of CPUs this host does not have (those get no entry).
      const onlineCpus = readFileSync('/proc/stat', 'latin1').split('\n').filter((line) => /^cpu\d+ /.test(line)).length;
      expect(Object.keys(second.system.values).length + Object.keys(second.system.unavailable).length).toBe(SYSTEM_METRIC_IDS.length - CPU_CORE_PERCENT_IDS.length + Math.min(onlineCpus, CPU_CORE_PERCENT_IDS.length));
      expect(typeof second.system.values.cpu_core_0_percent).toBe('number');
      expect(typeof second.system.values.cpu_percent).toBe('number');
      expect(second.collectionCpuMicros).toBeGreaterThan(0);
      // The thread names itself, so top -H, htop and the monitor-cost bench tell it from Node's other threads.
      const threadNames = readdirSync('/proc/self/task').map((tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim());
      expect(threadNames).toContain('wpt-sampler');
      const host = await worker.hostInfo();
      expect(host.platform).toBe('linux');
      expect(host.logicalCpuCount).toBeGreaterThan(0);
      expect(typeof host.totalMemoryBytes).toBe('bigint');
    } finally {
      await worker.stop();
    }
  });

  it('carries a stand-in NVML library (the test hook nvmlLibrary) into the thread, which samples through it', async () => {
    // The stand-in is a library this test builds: it stands in for the NVIDIA driver, which this machine lacks.
    const dir = mkdtempSync(join(tmpdir(), 'winproc-nvml-worker-'));
    const script = join(dir, 'script');
    writeFileSync(script, 'device 00000000:65:00.0 GPU-stand-in Stand_In\nutil 0 42 0\nmemory 0 2048 1024\n');
    const worker = new SamplingWorker({ workerUrl: WORKER, nvmlLibrary: buildNvmlStandIn(dir, script) });
    try {
      const snapshot = await new Promise<Snapshot>((resolve) => {
        worker.onSnapshot(resolve);
        worker.start(300);
      });
      expect(snapshot.gpus.find((g) => g.adapterId === '0000:65:00.0')).toMatchObject({ name: 'Stand_In', values: { utilization_percent: 42, dedicated_bytes: 1024n } });
    } finally {
      await worker.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adopts a thread started early: its first pass is the first snapshot, with I/O rates since the zeroth reading, and later passes follow', async () => {
    const early = startSamplerThreadEarly(WORKER);
    expect(early).not.toBeNull();
    const threadId = early!.worker.threadId;
    // The first pass is taken while nobody asks (as while the application's bundle loads); the wait gives it time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const worker = new SamplingWorker({ workerUrl: WORKER, earlyThread: early });
    const failures: string[] = [];
    worker.onError((f) => failures.push(f.message));
    try {
      const startedAt = Date.now();
      const snapshots = await new Promise<Snapshot[]>((resolve) => {
        const got: Snapshot[] = [];
        worker.onSnapshot((s) => {
          got.push(s);
          if (got.length === 3) resolve(got);
        });
        worker.start(300);
      });
      expect(failures).toEqual([]);
      const [first, second, third] = snapshots;
      // The adopted thread's own first pass (prefetched while nobody asked; on a loaded host it may still be under way
      // when start() asks, so its time is not compared with start's) is the first snapshot; the next ones when asked.
      expect(first.sequence).toBe(1);
      // The first pass took the zeroth reading the starting thread took (linux/zeroth-reading.ts): the processes read
      // by then (on a host of thousands, not all: the pass does not wait) have I/O rates in the first snapshot already;
      // CPU% is pending.
      expect(first.processes.filter((p) => typeof p.values.io_read_bytes_per_sec === 'bigint' && typeof p.values.io_write_bytes_per_sec === 'bigint').length).toBeGreaterThan(0);
      expect(first.processes.find((p) => p.identity.pid === process.pid)?.unavailable.cpu_percent).toBe('first_sample');
      expect(second.sequence).toBe(first.sequence + 1);
      expect(third.sequence).toBe(second.sequence + 1);
      expect(second.capturedAtMs).toBeGreaterThanOrEqual(startedAt);
      expect(typeof second.processes.find((p) => p.identity.pid === process.pid)?.values.cpu_percent).toBe('number');
      // The same thread, not a second one.
      expect(early!.worker.threadId).toBe(threadId);
    } finally {
      await worker.stop();
    }
    // stop() ended the adopted thread.
    expect(early!.worker.threadId).toBe(-1);
  });

  it('does not hand over a thread that failed before it was adopted: a fresh one samples', async () => {
    const early = startSamplerThreadEarly(WORKER);
    await early!.worker.terminate();
    expect(early!.failed).not.toBeNull();
    const worker = new SamplingWorker({ workerUrl: WORKER, earlyThread: early });
    try {
      const snapshot = await new Promise<Snapshot>((resolve) => {
        worker.onSnapshot(resolve);
        worker.start(300);
      });
      expect(snapshot.processes.length).toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
  });
});
