// Guards detection and collection on a genuine .NET 8 runtime: the runtime-metrics test app published self-contained
// for net8.0 (test/support/dotnet-app.ts, once per CI run by .ci/run), so the .NET 8 runtime from NuGet's runtime pack
// runs it whatever runtimes the machine has. Detection reports `supported` with the 8.0 version before any session;
// collection reads the System.Runtime EventCounters (.NET 8 has no System.Runtime meter) and gives all nine metrics:
// .NET 8's `gc-fragmentation` percent is computed as on .NET 10, so the fragmentation bytes decode exactly too.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DotnetCollector } from '../../../src/collectors/dotnet/collector.js';
import { DotnetDetector } from '../../../src/collectors/dotnet/detect.js';
import { probeRuntime } from '../../../src/collectors/dotnet/session.js';
import type { DotnetStatus, DotnetSupport } from '../../../src/model/dotnet.js';
import { buildDotnet8App, startDotnetApp, startTokenOf, type DotnetApp } from '../../support/dotnet-app.js';
import { waitFor } from '../../support/live-app.js';

const GENERATIONS = ['dotnet_gc_gen0_heap_bytes', 'dotnet_gc_gen1_heap_bytes', 'dotnet_gc_gen2_heap_bytes', 'dotnet_gc_loh_bytes', 'dotnet_gc_poh_bytes'] as const;

describe('.NET 8 runtime (self-contained net8.0 build of the test app)', () => {
  let app: DotnetApp;
  let executable: string;

  beforeAll(async () => {
    executable = buildDotnet8App();
    app = await startDotnetApp({}, [], executable);
  }, 600_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('runs the .NET 8 runtime of its own folder, not the machine-wide .NET 10', async () => {
    const runtime = readFileSync(`/proc/${app.pid}/maps`, 'utf8').split('\n').find((line) => line.endsWith('/libcoreclr.so'));
    expect(runtime).toContain(executable.replace(/\/AllocHold$/, '/libcoreclr.so'));
    const info = await probeRuntime(`/tmp/dotnet-diagnostic-${app.pid}-${startTokenOf(app.pid)}-socket`);
    expect(info.clrProductVersion).toMatch(/^8\.0\.\d+/);
  });

  it('is detected as supported with its 8.0 version before any session', async () => {
    const changes: DotnetSupport[] = [];
    const detector = new DotnetDetector((batch) => changes.push(...batch), { platform: 'linux' });
    const key = `${app.pid}:${startTokenOf(app.pid)}:t`;
    detector.pass([{ identity: { pid: app.pid, name: 't', startTimeMs: null, startToken: startTokenOf(app.pid) } }]);
    const answered = await waitFor(() => changes.find((c) => c.key === key && c.supported === true) ?? null, 'ProcessInfo');
    expect(answered.detail).toMatch(/^\.NET 8\.0\.\d+ /);
  });

  it('collects all nine metrics from the EventCounters, fragmentation included', async () => {
    const reports: DotnetStatus[] = [];
    const collector = new DotnetCollector((status) => reports.push(status), { platform: 'linux' });
    const key = `${app.pid}:${startTokenOf(app.pid)}:c`;
    collector.setTargets([{ key, pid: app.pid, startToken: startTokenOf(app.pid) }]);
    try {
      const collecting = await waitFor(() => reports.find((r) => r.state === 'collecting') ?? null, 'collecting');
      expect(collecting).toMatchObject({ supported: true, detail: '.NET 8: System.Runtime EventCounters every 1 s' });
      const all = await waitFor(() => {
        const v = collector.valuesFor(key);
        return v && Object.keys(v.values).length === 9 ? v : null;
      }, 'all nine dotnet_* values');
      expect(all.unavailable).toEqual({});
      const v = all.values as Record<string, bigint>;
      expect(v.dotnet_heap_bytes).toBe(GENERATIONS.reduce((sum, id) => sum + v[id]!, 0n));
      expect(v.dotnet_gc_loh_bytes!).toBeGreaterThanOrEqual(20_000_000n);
      expect(v.dotnet_gc_poh_bytes!).toBeGreaterThanOrEqual(262_144n);
      expect(v.dotnet_gc_fragmentation_bytes!).toBeGreaterThan(0n);
      expect(v.dotnet_gc_fragmentation_bytes!).toBeLessThanOrEqual(v.dotnet_heap_bytes!);
      expect(v.dotnet_gc_committed_bytes!).toBeGreaterThanOrEqual(v.dotnet_heap_bytes!);
      expect(v.dotnet_allocation_bytes_per_sec!).toBeGreaterThan(0n);
    } finally {
      await collector.close();
    }
  });
});
