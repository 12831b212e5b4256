// The Linux GPU sources' share of a sampling pass: two samplers over the same /proc interleaved, one that sees a DRM
// device (a sysfs tree with a card and a render node, so every process's descriptor walk also collects its DRM
// descriptors and the DRM walk schedule runs) and, where libnvidia-ml.so.1 is installed, NVML; the other with no DRM
// device and no NVML. This host has no GPU: no process holds a DRM descriptor, so the figure is the scanning cost
// every process pays, not the fdinfo reads of real clients (a handful of processes on a desktop).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareSocketScan } from '../src/collectors/linux/investigations/socket-links.js';
import { LinuxSampler } from '../src/collectors/linux/sampling.js';
import { interleavePasses, loadAverage, MEASURED_PAIRS, WARMUP_PAIRS } from './interleaved.js';
import { spawnSleepers } from './sampling.js';
import { summarize, type BenchResult } from './stats.js';
import { decodedPass } from '../test/support/decoded-pass.js';

/** A sysfs root whose class/drm has one amdgpu card and its render node (the real /sys for everything else is not needed). */
function drmSysRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'winproc-bench-gpu-'));
  const device = join(root, 'devices/pci0000:00/0000:03:00.0');
  mkdirSync(device, { recursive: true });
  writeFileSync(join(device, 'uevent'), 'DRIVER=amdgpu\nPCI_ID=1002:73BF\nPCI_SLOT_NAME=0000:03:00.0\n');
  for (const node of ['card0', 'renderD128']) {
    mkdirSync(join(root, 'class/drm', node), { recursive: true });
    symlinkSync('../../../devices/pci0000:00/0000:03:00.0', join(root, 'class/drm', node, 'device'));
  }
  return root;
}

export async function benchSamplingGpu(extra = 0): Promise<BenchResult[]> {
  if (process.platform !== 'linux') return [];
  const sleepers = extra > 0 ? await spawnSleepers(extra) : null;
  await prepareSocketScan();
  const sysRoot = drmSysRoot();
  // Both keep the real /proc (kept files, sock_diag) so only the GPU sources differ.
  const withGpu = new LinuxSampler({ sysRoot });
  const without = new LinuxSampler({ sysRoot: join(sysRoot, 'absent'), nvmlLibrary: null });
  try {
    const { withMs, withoutMs, processes } = await interleavePasses(withGpu, without);
    const nvml = decodedPass(withGpu).gpus.some((g) => g.adapterId !== '0000:03:00.0') ? 'yes' : 'no';
    const median = (values: number[]): number => summarize('x', 'ms', values).median;
    const notes = { processes_per_pass: processes, extra_sleep_processes: extra, nvml_present: nvml, loadavg: loadAverage(), pairs: MEASURED_PAIRS, warmup_pairs: WARMUP_PAIRS };
    return [
      summarize('pass thread CPU with the GPU sources (DRM descriptor scan + fdinfo sums, NVML where present)', 'ms', withMs, notes),
      summarize('pass thread CPU without them (no DRM device, no NVML), interleaved', 'ms', withoutMs, {
        with_over_without: (median(withMs) / median(withoutMs)).toFixed(3),
        added_ms_per_pass: (median(withMs) - median(withoutMs)).toFixed(3),
      }),
    ];
  } finally {
    withGpu.close();
    without.close();
    rmSync(sysRoot, { recursive: true, force: true });
    await sleepers?.stop();
  }
}
