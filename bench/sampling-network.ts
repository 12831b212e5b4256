// The per-process network rates' share of a sampling pass: two Linux samplers over the same /proc, one with the
// sock_diag TCP counters (as the application runs) and one without (`tcpCounters: null`), their passes interleaved so
// both see the same host, at the host's own processes and with 2,000 idle children (`sampling-network-2000`).
import { prepareSocketScan } from '../src/collectors/linux/investigations/socket-links.js';
import { LinuxSampler } from '../src/collectors/linux/sampling.js';
import { TcpDiag } from '../src/collectors/linux/tcp-diag.js';
import { interleavePasses, loadAverage, MEASURED_PAIRS, WARMUP_PAIRS } from './interleaved.js';
import { spawnSleepers } from './sampling.js';
import { summarize, type BenchResult } from './stats.js';

export async function benchSamplingNetwork(extra = 0): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const sleepers = extra > 0 ? await spawnSleepers(extra) : null;
  // As the sampling worker does (createSampler): the native socket scan, loaded before the first pass.
  await prepareSocketScan();
  const withNetwork = new LinuxSampler();
  const without = new LinuxSampler({ tcpCounters: null });
  const probe = new TcpDiag();
  try {
    const { withMs, withoutMs, processes } = await interleavePasses(withNetwork, without);
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
