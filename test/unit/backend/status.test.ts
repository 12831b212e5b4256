// Guards winproc_get_system_info before and after host information exists: nothing is invented before the collector
// has read the host (unknown fields are null, the answer partial), and the host's own values afterwards.
import { describe, expect, it } from 'vitest';
import type { HostInfo } from '../../../src/model/types.js';
import { Harness } from './harness.js';

const HOST: HostInfo = {
  platform: 'linux',
  osName: 'Debian GNU/Linux',
  osVersion: '13',
  osBuild: '6.12.0',
  architecture: 'x64',
  hostname: 'box',
  cpuName: 'Test CPU',
  logicalCpuCount: 2,
  physicalCoreCount: 2,
  socketCount: 1,
  cacheBytes: { L2: 1_048_576n },
  totalMemoryBytes: 8_589_934_592n,
  bootTimeMs: null,
};

describe('winproc_get_system_info', () => {
  it('reports the operating system and CPU count unavailable (null, partial) before host information exists', async () => {
    const h = new Harness();
    const early = await h.ok('winproc_get_system_info');
    expect(early.status).toBe('partial');
    expect(early.warnings!.join(' ')).toMatch(/not been read yet/);
    expect(early.data).toMatchObject({ os_name: null, os_version: null, os_build: null, logical_cpu_count: null, cpu_name: null });
  });

  it("reports the host's values once they were read", async () => {
    const h = new Harness();
    h.state.apply({ type: 'host', host: HOST });
    const info = await h.ok('winproc_get_system_info');
    expect(info.status).toBe('complete');
    expect(info.data).toMatchObject({ os_name: 'Debian GNU/Linux', os_version: '13', logical_cpu_count: 2, cache_bytes: { L2: '1048576' }, total_memory_bytes: '8589934592' });
  });
});
