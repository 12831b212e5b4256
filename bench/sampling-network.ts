// The per-process network rates' share of a sampling pass: two Linux samplers over the same /proc, one with the
// sock_diag TCP counters (as the application runs) and one without (`tcpCounters: null`), their passes interleaved so
// both see the same host, at the host's own processes and with 2,000 idle children (`sampling-network-2000`).
import { readFileSync } from 'node:fs';
import { prepareSocketScan } from '../src/collectors/linux/investigations/socket-links.js';
import { LinuxSampler } from '../src/collectors/linux/sampling.js';
import { TcpDiag } from '../src/collectors/linux/tcp-diag.js';
import { spawnSleepers } from './sampling.js';
import { summarize, type BenchResult } from './stats.js';

const WARMUP_PAIRS = 30;
const MEASURED_PAIRS = 20;

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

/** The 1, 5 and 15 minute load averages: the bench host is shared, so each number is reported beside them. */
function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'latin1').split(' ').slice(0, 3).join(' ');
}

export async function benchSamplingNetwork(extra = 0): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const sleepers = extra > 0 ? await spawnSleepers(extra) : null;
  // As the sampling worker does (createSampler): the native socket scan, loaded before the first pass.
  await prepareSocketScan();
  const withNetwork = new LinuxSampler();
  const without = new LinuxSampler({ tcpCounters: null });
  const probe = new TcpDiag();
  try {
    const withMs: number[] = [];
    const withoutMs: number[] = [];
    let processes = 0;
    for (let i = 0; i < WARMUP_PAIRS + MEASURED_PAIRS; i++) {
      await pause();
      // Alternate which goes first, so neither always meets the other's warmed caches.
      const order = i % 2 === 0 ? [withNetwork, without] : [without, withNetwork];
      const passes = order.map((sampler) => ({ sampler, snapshot: sampler.sample() }));
      if (i < WARMUP_PAIRS) continue;
      for (const { sampler, snapshot } of passes) (sampler === withNetwork ? withMs : withoutMs).push(snapshot.collectionCpuMicros / 1000);
      processes = passes[0].snapshot.processes.length;
    }
    const sockets = probe.dump()?.size ?? Number.NaN;
    const median = (values: number[]): number => summarize('x', 'ms', values).median;
    const notes = { processes_per_pass: processes, extra_sleep_processes: extra, tcp_sockets: sockets, loadavg: loadAverage(), pairs: MEASURED_PAIRS, warmup_pairs: WARMUP_PAIRS };
    return [
      summarize("pass thread CPU with per-process network rates (sock_diag dump + socket attribution)", 'ms', withMs, notes),
      summarize('pass thread CPU without them (tcpCounters: null), interleaved', 'ms', withoutMs, {
        with_over_without: (median(withMs) / median(withoutMs)).toFixed(3),
        added_ms_per_pass: (median(withMs) - median(withoutMs)).toFixed(3),
      }),
    ];
  } finally {
    probe.close();
    withNetwork.close();
    without.close();
    await sleepers?.stop();
  }
}
