// The GPU device lane's checks (run by scripts/gpu-device-lane.sh on a machine with an NVIDIA GPU): the sampler's
// NVML adapter figures against nvidia-smi's in the same second, then an NVML fixture recorded for the unit tests.
// nvidia-smi reads the same NVML counters, so the figures should agree; tolerances allow for a counter that moves
// between the two reads within that second (utilization) and for nvidia-smi's memory.used excluding the driver's
// reserved memory where it uses nvmlDeviceGetMemoryInfo_v2 (the sampler uses the v1 call, which counts it as used).
import { execFileSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LinuxSampler } from '../src/collectors/linux/sampling.js';
import { prepareSocketScan } from '../src/collectors/linux/investigations/socket-links.js';
import { pciSlotOfBusId } from '../src/collectors/linux/nvml.js';
import type { GpuAdapterSample } from '../src/model/types.js';
import { decodedPass } from '../test/support/decoded-pass.js';

const ROUNDS = 10;
const QUERY = 'utilization.gpu,utilization.encoder,utilization.decoder,memory.used,memory.total';
/** Percentage points: a utilization counter may move between two reads a few ms apart. */
const PERCENT_TOLERANCE = 10;
/** MiB: nvidia-smi's used may exclude reserved memory (a few hundred MiB on data-centre boards). */
const USED_TOLERANCE_MIB = 1024;
const MIB = 1024n * 1024n;

function smi(args: readonly string[]): string[][] {
  return execFileSync('nvidia-smi', args, { encoding: 'utf8', timeout: 10_000 })
    .trim()
    .split('\n')
    .map((line) => line.split(',').map((f) => f.trim()));
}

await prepareSocketScan();
const identity = smi(['--query-gpu=pci.bus_id,uuid,name', '--format=csv,noheader']);
const sampler = new LinuxSampler();
let failures = 0;
const check = (ok: boolean, what: string): void => {
  if (!ok) failures++;
  console.log(`${ok ? 'pass' : 'FAIL'} ${what}`);
};

let last: GpuAdapterSample[] = [];
sampler.sampleWire(); // the first pass sets the process-utilization timestamp
for (let round = 0; round < ROUNDS; round++) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const startedMs = Date.now();
  const snapshot = decodedPass(sampler);
  const csv = smi([`--query-gpu=${QUERY}`, '--format=csv,noheader,nounits']);
  const sameSecond = Date.now() - startedMs < 1000;
  check(sameSecond, `round ${round}: sampler and nvidia-smi read within one second (${Date.now() - startedMs} ms)`);
  last = [...snapshot.gpus];
  identity.forEach(([busId], i) => {
    const key = pciSlotOfBusId(busId);
    const gpu = snapshot.gpus.find((g) => g.adapterId === key);
    if (gpu === undefined) return check(false, `round ${round}: adapter ${key} missing from the sampler`);
    const [util, enc, dec, usedMiB, totalMiB] = csv[i].map(Number);
    const near = (id: 'utilization_percent' | 'encode_average_percent' | 'decode_average_percent', smiValue: number): void => {
      const v = gpu.values[id];
      check(typeof v === 'number' && Math.abs(v - smiValue) <= PERCENT_TOLERANCE, `round ${round} ${key} ${id}: sampler ${String(v ?? gpu.unavailable[id])}, nvidia-smi ${smiValue}`);
    };
    near('utilization_percent', util);
    near('encode_average_percent', enc);
    near('decode_average_percent', dec);
    const used = gpu.values.dedicated_bytes;
    const total = gpu.values.dedicated_total_bytes;
    check(typeof used === 'bigint' && Math.abs(Number(used / MIB) - usedMiB) <= USED_TOLERANCE_MIB, `round ${round} ${key} memory.used: sampler ${typeof used === 'bigint' ? used / MIB : '-'} MiB, nvidia-smi ${usedMiB} MiB`);
    check(typeof total === 'bigint' && Math.abs(Number(total / MIB) - totalMiB) <= 1, `round ${round} ${key} memory.total: sampler ${typeof total === 'bigint' ? total / MIB : '-'} MiB, nvidia-smi ${totalMiB} MiB`);
  });
}
sampler.close();

// The fixture: the stand-in's script format (test/support/nvml-stand-in/libnvidia-ml.c), the last round's figures.
const lines = [`# RECORDED by scripts/gpu-device-lane.sh on ${new Date().toISOString()} (nvidia-smi: ${identity.map((r) => r[2]).join(', ')})`];
identity.forEach(([busId, uuid, name], i) => {
  const gpu = last.find((g) => g.adapterId === pciSlotOfBusId(busId));
  if (gpu === undefined) return;
  const v = gpu.values;
  lines.splice(1 + i, 0, `device ${busId} ${uuid} ${name.replace(/\s+/g, '_')}`);
  lines.push(`util ${i} ${Number(v.utilization_percent ?? 0)} 0`, `encoder ${i} ${Number(v.encode_average_percent ?? 0)}`, `decoder ${i} ${Number(v.decode_average_percent ?? 0)}`);
  lines.push(`memory ${i} ${String(v.dedicated_total_bytes ?? 0n)} ${String(v.dedicated_bytes ?? 0n)}`);
});
const gpuName = (identity[0]?.[2] ?? 'gpu').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
const file = join('test/fixtures/nvml', `recorded-${gpuName}-${new Date().toISOString().slice(0, 10)}.script`);
writeFileSync(file, `${lines.join('\n')}\n`);
if (process.env.OUT) copyFileSync(file, join(process.env.OUT, file.split('/').pop()!));
console.log(`recorded ${file}`);
console.log(failures === 0 ? 'gpu-lane: all checks passed' : `gpu-lane: ${failures} checks FAILED`);
process.exit(failures === 0 ? 0 : 1);
