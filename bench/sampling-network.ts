// Each new Linux source's share of a sampling pass (issue 34): four Linux samplers over the same /proc, one with every
// source (as the application runs) and one each without the sock_diag TCP counters (`tcpCounters: null`), without the
// cgroup facts and without the major-fault rates (`sources`), their passes interleaved in rotating order so all see
// the same host, at the host's own processes and with 2,000 idle children (`sampling-network-2000`).
import { prepareSocketScan } from '../src/collectors/linux/investigations/socket-links.js';
import { LinuxSampler } from '../src/collectors/linux/sampling.js';
import { TcpDiag } from '../src/collectors/linux/tcp-diag.js';
import { interleaveSamplers, loadAverage, MEASURED_PAIRS, WARMUP_PAIRS } from './interleaved.js';
import { spawnSleepers } from './sampling.js';
import { summarize, type BenchResult } from './stats.js';

export async function benchSamplingNetwork(extra = 0): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const sleepers = extra > 0 ? await spawnSleepers(extra) : null;
  // As the sampling worker does (createSampler): the native socket scan, loaded before the first pass.
  await prepareSocketScan();
  // Four samplers each keeping ~3 files open per process pass a 20,000-descriptor limit at 2,000 extra processes: there
  // they re-open their files each pass (the same for all four, so the differences stay each source's cost).
  const keepFilesOpen = extra === 0;
  const samplers = [
    { name: 'every source (as the application runs)', sampler: new LinuxSampler({ keepFilesOpen }) },
    { name: 'without per-process network rates (tcpCounters: null)', sampler: new LinuxSampler({ keepFilesOpen, tcpCounters: null }) },
    { name: 'without cgroup facts (sources.cgroups: false)', sampler: new LinuxSampler({ keepFilesOpen, sources: { cgroups: false } }) },
    { name: 'without major-fault rates (sources.majorFaults: false)', sampler: new LinuxSampler({ keepFilesOpen, sources: { majorFaults: false } }) },
  ];
  const probe = new TcpDiag();
  try {
    const { ms, processes } = await interleaveSamplers(samplers.map(({ sampler }) => sampler));
    const sockets = probe.dump()?.size ?? Number.NaN;
    const median = (values: number[]): number => summarize('x', 'ms', values).median;
    const all = median(ms[0]!);
    const notes = { kept_files: keepFilesOpen ? 'yes' : 'no', processes_per_pass: processes, extra_sleep_processes: extra, tcp_sockets: sockets, loadavg: loadAverage(), rounds: MEASURED_PAIRS, warmup_rounds: WARMUP_PAIRS };
    return samplers.map(({ name }, k) =>
      k === 0
        ? summarize(`pass thread CPU, ${name}`, 'ms', ms[0]!, notes)
        : summarize(`pass thread CPU, ${name}, interleaved`, 'ms', ms[k]!, {
            every_source_over_this: (all / median(ms[k]!)).toFixed(3),
            source_ms_per_pass: (all - median(ms[k]!)).toFixed(3),
          }),
    );
  } finally {
    probe.close();
    for (const { sampler } of samplers) sampler.close();
    await sleepers?.stop();
  }
}
