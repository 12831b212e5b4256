// Guards the per-CPU system metrics (cpu_core_<n>_percent) of the Linux sampler: recorded /proc/stat cpuN lines give
// each logical CPU's busy share by the same jiffies arithmetic as the total, offline and hot-plugged CPUs, and CPUs
// beyond the catalog's family.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { SYSTEM_METRIC_IDS } from '../../../../generated/metrics.js';
import { LinuxSampler } from '../../../../src/collectors/linux/sampling.js';
import { CPU_CORE_PERCENT_IDS, cpuCoreOf } from '../../../../src/model/metrics.js';
import type { SystemSample } from '../../../../src/model/types.js';
import { FakeClock, FixtureRoot, FIXTURES } from './fixtures.js';
import { decodedPass } from '../../../support/decoded-pass.js';

const roots: FixtureRoot[] = [];
const samplers: LinuxSampler[] = [];

afterEach(() => {
  for (const s of samplers.splice(0)) s.close();
  for (const r of roots.splice(0)) r.remove();
});

/** Two passes over host-basic's processes with the given /proc/stat texts, one second apart. */
function twoPasses(stat1: string, stat2: string): { first: SystemSample; second: SystemSample } {
  const root = new FixtureRoot('host-basic');
  roots.push(root);
  const clock = new FakeClock();
  const sampler = new LinuxSampler({ procRoot: root.dir, sysRoot: root.path('_sys'), passwdPath: root.path('_etc/passwd'), clockTicksPerSecond: 100, pageSize: 4096, clock });
  samplers.push(sampler);
  writeFileSync(root.path('stat'), stat1);
  const first = decodedPass(sampler).system;
  writeFileSync(root.path('stat'), stat2);
  clock.advance(1000);
  return { first, second: decodedPass(sampler).system };
}

/** The per-CPU ids a sample has an entry for (value or reason). */
function coresListed(sample: SystemSample): number[] {
  return [...Object.keys(sample.values), ...Object.keys(sample.unavailable)].flatMap((id) => cpuCoreOf(id) ?? []).sort((a, b) => a - b);
}

describe('per-CPU utilization from /proc/stat', () => {
  it('the family is logical CPUs 0..255 of the system catalog, in CPU order', () => {
    expect(CPU_CORE_PERCENT_IDS).toHaveLength(256);
    expect(CPU_CORE_PERCENT_IDS[0]).toBe('cpu_core_0_percent');
    expect(CPU_CORE_PERCENT_IDS[255]).toBe('cpu_core_255_percent');
    expect(CPU_CORE_PERCENT_IDS.every((id) => SYSTEM_METRIC_IDS.includes(id))).toBe(true);
  });

  it('recorded on a 2-CPU host: each core is its own cpuN line delta, busy (total - idle - iowait) over total', () => {
    // stat1/stat2: this host's /proc/stat cpu and btime lines read one second apart (test/fixtures/proc/README.md).
    const { first, second } = twoPasses(readFileSync(`${FIXTURES}percore/stat1`, 'latin1'), readFileSync(`${FIXTURES}percore/stat2`, 'latin1'));
    expect(first.unavailable.cpu_core_0_percent).toBe('first_sample');
    expect(first.unavailable.cpu_core_1_percent).toBe('first_sample');
    expect(coresListed(first)).toEqual([0, 1]);
    // cpu0: user +66, system +15, idle +19, iowait +1 = 101 jiffies, 81 busy; cpu1: user +49, system +14, idle +39 = 102, 63 busy.
    expect(second.values.cpu_core_0_percent).toBe((81 / 101) * 100);
    expect(second.values.cpu_core_1_percent).toBe((63 / 102) * 100);
    expect(second.values.cpu_average_percent).toBe(((81 / 101) * 100 + (63 / 102) * 100) / 2);
    expect(coresListed(second)).toEqual([0, 1]);
  });

  it('an offline CPU has no entry, one that came online is first_sample, one whose jiffies did not move is unknown', () => {
    // Hand-written (no such host here): cpu2 offline in the first pass, cpu3 idle with no tick counted between passes,
    // and cpu256 beyond the catalog's family of 256.
    const line = (name: string, user: number, system: number, idle: number) => `${name} ${user} 0 ${system} ${idle} 0 0 0 0 0 0\n`;
    const stat1 = line('cpu', 300, 30, 3000) + line('cpu0', 100, 10, 1000) + line('cpu1', 100, 10, 1000) + line('cpu3', 100, 10, 1000) + line('cpu256', 1, 1, 1) + 'btime 1796217256\n';
    const stat2 = line('cpu', 450, 60, 3300) + line('cpu0', 175, 20, 1015) + line('cpu1', 100, 10, 1100) + line('cpu2', 75, 20, 100) + line('cpu3', 100, 10, 1000) + line('cpu256', 50, 1, 3) + 'btime 1796217256\n';
    const { first, second } = twoPasses(stat1, stat2);
    expect(coresListed(first)).toEqual([0, 1, 3]);
    expect(second.values.cpu_core_0_percent).toBe((85 / 100) * 100);
    expect(second.values.cpu_core_1_percent).toBe(0);
    expect(second.unavailable.cpu_core_2_percent).toBe('first_sample');
    expect(second.unavailable.cpu_core_3_percent).toBe('unknown');
    expect(coresListed(second)).toEqual([0, 1, 2, 3]);
    // The average counts the CPUs with a share in this pass, cpu256 included (it is a CPU, only not a catalog metric).
    expect(second.values.cpu_average_percent).toBe((85 + 0 + (49 / 51) * 100) / 3);
  });
});
