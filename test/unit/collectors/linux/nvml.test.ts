// Guards the NVML source of the Linux sampler through its real koffi path: a small library the test builds with cc
// stands in for the real NVIDIA driver's libnvidia-ml.so.1 (test/support/nvml-stand-in/libnvidia-ml.c; it answers
// from a script this test writes, it is not the driver). Boundary we cannot reach here: no NVIDIA GPU or driver on
// this machine (scripts/gpu-device-lane.sh checks the real library against nvidia-smi where one is). Also: without
// the library the adapter list is empty and nothing fails.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GPU_ADAPTER_METRIC_IDS } from '../../../../generated/metrics.js';
import { LinuxSampler, type LinuxSamplerOptions } from '../../../../src/collectors/linux/sampling.js';
import { NvmlSource, pciSlotOfBusId } from '../../../../src/collectors/linux/nvml.js';
import { nodeProcFs, type ProcFs } from '../../../../src/collectors/linux/procfs.js';
import type { ProcessSample, Snapshot } from '../../../../src/model/types.js';
import { FakeClock, FixtureRoot } from './fixtures.js';
import { buildNvmlStandIn } from '../../../support/nvml-stand-in/build.js';
import { testHooks } from '../../../../src/contract/test-hooks.js';
import { decodedPass } from '../../../support/decoded-pass.js';

const RECORDED = fileURLToPath(new URL('../../../fixtures/nvml/', import.meta.url));

let dir: string;
let library: string;
let script: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'winproc-nvml-'));
  script = join(dir, 'script');
  library = buildNvmlStandIn(dir, script);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const roots: FixtureRoot[] = [];
const samplers: LinuxSampler[] = [];

afterEach(() => {
  for (const s of samplers.splice(0)) s.close();
  for (const r of roots.splice(0)) r.remove();
});

/** The recorded host (no DRM device) with the stand-in NVML, or another library. */
function sampler(clock: FakeClock, extra: Partial<LinuxSamplerOptions> = {}): LinuxSampler {
  const r = new FixtureRoot('host-basic');
  roots.push(r);
  const s = new LinuxSampler({
    ...r.samplerOptions(clock),
    nvmlLibrary: library,
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

function writeScript(lines: readonly string[]): void {
  writeFileSync(script, `${lines.join('\n')}\n`);
}

const T0 = 1_800_000_000_000_000n; // µs

const ONE_DEVICE = [
  'device 00000000:01:00.0 GPU-11111111-2222-3333-4444-555555555555 NVIDIA_T4',
  'util 0 37 5',
  'encoder 0 12',
  'decoder 0 4',
  'memory 0 16106127360 1073741824',
  // 7288 has a compute and a graphics context: listed by each with its whole memory, counted once.
  'compute 0 7288 104857600',
  'graphics 0 7288 104857600',
  'graphics 0 7287 52428800',
  `sample 0 7288 ${T0} 50 3 7 0`,
  `sample 0 7288 ${T0 + 100_000n} 30 3 0 0`,
];

describe('NVML through koffi against a stand-in library', () => {
  it('adapter figures keyed by PCI slot; per-process memory and utilization', () => {
    writeScript(ONE_DEVICE);
    const snapshot = decodedPass(sampler(new FakeClock()));
    expect(snapshot.gpus).toHaveLength(1);
    const [gpu] = snapshot.gpus;
    expect(gpu.adapterId).toBe('0000:01:00.0');
    expect(gpu.name).toBe('NVIDIA_T4');
    expect(gpu.values).toEqual({
      utilization_percent: 37,
      encode_average_percent: 12,
      encode_max_percent: 12,
      decode_average_percent: 4,
      decode_max_percent: 4,
      dedicated_bytes: 1073741824n,
      dedicated_total_bytes: 16106127360n,
    });
    expect(gpu.unavailable).toEqual({
      encode_engine_count: 'unsupported',
      decode_engine_count: 'unsupported',
      shared_bytes: 'unsupported',
      shared_total_bytes: 'unsupported',
    });
    // The mean of 7288's two samples (busiest of SM, encoder, decoder each: 50 and 30).
    expect(byPid(snapshot, 7288).values).toMatchObject({ gpu_percent: 40, gpu_dedicated_bytes: 104857600n });
    // Listed without a sample: idle on the GPU, 0 %, with its memory.
    expect(byPid(snapshot, 7287).values).toMatchObject({ gpu_percent: 0, gpu_dedicated_bytes: 52428800n });
    expect(byPid(snapshot, 7286).unavailable).toMatchObject({ gpu_percent: 'unsupported', gpu_dedicated_bytes: 'unsupported' });
  });

  it('passes the newest timestamp seen back, so a sample counts once', () => {
    writeScript(ONE_DEVICE);
    const clock = new FakeClock();
    const s = sampler(clock);
    decodedPass(s);
    clock.advance(1000);
    const second = decodedPass(s);
    expect(readFileSync(`${script}.seen`, 'utf8').trim()).toBe(`0 ${T0 + 100_000n}`);
    expect(byPid(second, 7288).values.gpu_percent).toBe(0);
    writeScript([...ONE_DEVICE, `sample 0 7288 ${T0 + 1_100_000n} 0 0 90 0`]);
    clock.advance(1000);
    expect(byPid(decodedPass(s), 7288).values.gpu_percent).toBe(90);
  });

  it('a process on two GPUs at 60 % each reads 60 %, not their sum; its memory is the sum', () => {
    writeScript([
      'device 00000000:01:00.0 GPU-a A',
      'device 00000000:41:00.0 GPU-b B',
      'compute 0 7288 1000',
      'compute 1 7288 2000',
      `sample 0 7288 ${T0} 60 0 0 0`,
      `sample 1 7288 ${T0} 60 0 0 0`,
    ]);
    const snapshot = decodedPass(sampler(new FakeClock()));
    expect(snapshot.gpus.map((g) => g.adapterId)).toEqual(['0000:01:00.0', '0000:41:00.0']);
    expect(byPid(snapshot, 7288).values).toMatchObject({ gpu_percent: 60, gpu_dedicated_bytes: 3000n });
  });

  it('a failing call is that figure’s reason; the others stand', () => {
    writeScript([
      'device 00000000:01:00.0 GPU-a A',
      'util 0 10 0',
      'fail 0 encoder 3',
      'fail 0 memory 4',
      'fail 0 procutil 999',
      'compute 0 7288 4096',
    ]);
    const snapshot = decodedPass(sampler(new FakeClock()));
    const [gpu] = snapshot.gpus;
    expect(gpu.values.utilization_percent).toBe(10);
    expect(gpu.unavailable).toMatchObject({ encode_average_percent: 'unsupported', encode_max_percent: 'unsupported', dedicated_bytes: 'access_denied' });
    for (const id of GPU_ADAPTER_METRIC_IDS) expect(Object.hasOwn(gpu.values, id) !== Object.hasOwn(gpu.unavailable, id)).toBe(true);
    expect(byPid(snapshot, 7288).unavailable.gpu_percent).toBe('unknown');
    expect(byPid(snapshot, 7288).values.gpu_dedicated_bytes).toBe(4096n);
  });

  it('credits a PID only to the lifetime NVML saw: a PID reused since (other start ticks) gets nothing', () => {
    writeScript(ONE_DEVICE);
    // The stat read right after NVML's answer shows another start time than the one the pass then samples:
    // the PID was reused in between (the first reading of 7288's stat in each pass is the lifetime check's).
    let reads = 0;
    const fs: ProcFs = {
      ...nodeProcFs,
      readText: (path, encoding) => {
        const text = nodeProcFs.readText(path, encoding);
        return path.endsWith('/7288/stat') && reads++ === 0 ? text.replace(' 222856 ', ' 111111 ') : text;
      },
    };
    const snapshot = decodedPass(sampler(new FakeClock(), { fs }));
    expect(byPid(snapshot, 7288).unavailable.gpu_percent).toBe('unsupported');
    expect(byPid(snapshot, 7287).values.gpu_dedicated_bytes).toBe(52428800n);
  });

  it('without the library, or with a driver that does not initialize, there are no adapters and nothing fails', () => {
    writeScript(['init 9', 'device 00000000:01:00.0 GPU-a A']);
    for (const nvmlLibrary of [join(dir, 'absent', 'libnvidia-ml.so.1'), library]) {
      const snapshot = decodedPass(sampler(new FakeClock(), { nvmlLibrary }));
      expect(snapshot.gpus).toEqual([]);
      for (const p of snapshot.processes) expect(p.unavailable.gpu_percent).toBe('unsupported');
    }
    expect(NvmlSource.open(join(dir, 'absent', 'libnvidia-ml.so.1'))).toBeNull();
  });

  it('the application names the stand-in through the test hook nvmlLibrary only', () => {
    const saved = process.env.WINPROC_TUI_TEST_NVML_LIBRARY;
    try {
      process.env.WINPROC_TUI_TEST_NVML_LIBRARY = library;
      expect(testHooks.nvmlLibrary()).toBe(library);
      delete process.env.WINPROC_TUI_TEST_NVML_LIBRARY;
      expect(testHooks.nvmlLibrary()).toBeUndefined();
    } finally {
      if (saved !== undefined) process.env.WINPROC_TUI_TEST_NVML_LIBRARY = saved;
    }
  });

  it('NVML bus ids become the kernel’s PCI slot form', () => {
    expect(pciSlotOfBusId('00000000:01:00.0')).toBe('0000:01:00.0');
    expect(pciSlotOfBusId('00000001:C1:00.0')).toBe('0001:c1:00.0');
    expect(pciSlotOfBusId('garbage')).toBeNull();
  });
});

describe('recorded NVML fixtures (test/fixtures/nvml: scripts the device lane writes, or hand-written ones)', () => {
  const files = readdirSync(RECORDED).filter((f) => f.endsWith('.script'));
  it('there is at least one', () => expect(files.length).toBeGreaterThan(0));
  it.each(files)('%s: the sampler reports the adapter figures the script holds', (file) => {
    const text = readFileSync(join(RECORDED, file), 'utf8');
    writeScript(text.split('\n'));
    const snapshot = decodedPass(sampler(new FakeClock()));
    const devices = text.split('\n').filter((l) => l.startsWith('device '));
    expect(snapshot.gpus).toHaveLength(devices.length);
    for (const [i, line] of devices.entries()) {
      const gpu = snapshot.gpus[i];
      expect(gpu.adapterId).toBe(pciSlotOfBusId(line.split(/\s+/)[1]));
      const field = (key: string, at: number): string | undefined => text.split('\n').find((l) => l.startsWith(`${key} ${i} `))?.split(/\s+/)[at];
      expect(gpu.values.utilization_percent).toBe(Number(field('util', 2)));
      expect(gpu.values.encode_average_percent).toBe(Number(field('encoder', 2)));
      expect(gpu.values.decode_average_percent).toBe(Number(field('decoder', 2)));
      expect(gpu.values.dedicated_total_bytes).toBe(BigInt(field('memory', 2)!));
      expect(gpu.values.dedicated_bytes).toBe(BigInt(field('memory', 3)!));
    }
  });
});
