// Guards .NET runtime detection and collection against real processes: which lifetimes run a supported runtime, known
// without any session (the endpoint of exactly that lifetime and one ProcessInfo); a .NET 10 test app (built with
// `dotnet build`) collected through its diagnostics socket until `collecting` with all nine metrics from the
// System.Runtime EventCounters, then revoked (StopTracing, the session closed, the app unharmed and collectable again);
// a metrics session of another tool started after ours is not refused (we hold no metrics aggregation); and the faults: the process
// exiting mid-session, diagnostics disabled, a socket that accepts and never answers, one that answers garbage, a plain
// file with the socket's name, and another user's process (access denied). No fault is retried on its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DotnetCollector } from '../../../src/collectors/dotnet/collector.js';
import { DotnetDetector } from '../../../src/collectors/dotnet/detect.js';
import { EventPipeSession, probeRuntime } from '../../../src/collectors/dotnet/session.js';
import type { DotnetStatus, DotnetSupport, DotnetTarget } from '../../../src/model/dotnet.js';
import type { ProcessIdentity } from '../../../src/model/types.js';
import { buildDotnetApp, startDotnetApp, startTokenOf, type DotnetApp } from '../../support/dotnet-app.js';
import { waitFor } from '../../support/live-app.js';
import { requireUserSwitching } from '../../support/privileges.js';

const targetOf = (pid: number): DotnetTarget => ({ key: `${pid}:${startTokenOf(pid)}:t`, pid, startToken: startTokenOf(pid) });
const socketOf = (pid: number) => `/tmp/dotnet-diagnostic-${pid}-${startTokenOf(pid)}-socket`;

/** A collector whose reports the test reads back. */
function observed(options: { commandTimeoutMs?: number } = {}) {
  const reports: DotnetStatus[] = [];
  const collector = new DotnetCollector((status) => reports.push(status), { platform: 'linux', commandTimeoutMs: options.commandTimeoutMs ?? 3_000 });
  const last = (key: string) => reports.filter((r) => r.key === key).at(-1);
  const until = (key: string, state: DotnetStatus['state'], timeoutMs = 30_000) => waitFor(() => (last(key)?.state === state ? last(key)! : null), `${state} for ${key}`, timeoutMs);
  return { collector, reports, last, until };
}

/** A child process that is not .NET, holding a Unix socket with exactly the runtime's socket name for its lifetime. */
async function impostor(answer: 'silent' | 'garbage'): Promise<{ child: ChildProcess; server: Server; path: string }> {
  const child = spawn('sleep', ['600']);
  const path = socketOf(child.pid!);
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    if (answer === 'garbage') socket.once('data', () => socket.end(Buffer.from('HTTP/1.1 400 Bad Request\r\n\r\n')));
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return { child, server, path };
}

describe('.NET collection from real processes', () => {
  let app: DotnetApp;

  beforeAll(async () => {
    app = await startDotnetApp();
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('probes the runtime with ProcessInfo2: its version, OS and PID', async () => {
    const info = await probeRuntime(socketOf(app.pid));
    expect(info.clrProductVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.processId).toBe(BigInt(app.pid));
    expect(info.os).toBe('Linux');
  });

  it('reaches collecting with exact GC sizes, then stops properly on revocation and leaves the app unharmed', async () => {
    const { collector, reports, until } = observed();
    const target = targetOf(app.pid);
    collector.setTargets([target]);
    expect(reports[0]).toMatchObject({ state: 'waiting', supported: null });
    const collecting = await until(target.key, 'collecting');
    expect(collecting.supported).toBe(true);
    const values = await waitFor(() => {
      const v = collector.valuesFor(target.key);
      return v && v.values.dotnet_allocation_bytes_per_sec !== undefined ? v : null;
    }, 'an allocation rate (two running totals)');
    expect(values.values.dotnet_gc_loh_bytes as bigint).toBeGreaterThanOrEqual(20_000_000n);
    expect(values.values.dotnet_heap_bytes).toBe(['dotnet_gc_gen0_heap_bytes', 'dotnet_gc_gen1_heap_bytes', 'dotnet_gc_gen2_heap_bytes', 'dotnet_gc_loh_bytes', 'dotnet_gc_poh_bytes'].reduce((sum, id) => sum + (values.values[id as 'dotnet_heap_bytes'] as bigint), 0n));
    // All nine, fragmentation included (decoded exactly from its percent and the heap of the same GC).
    const all = await waitFor(() => {
      const v = collector.valuesFor(target.key);
      return v && Object.keys(v.values).length === 9 ? v : null;
    }, 'all nine dotnet_* values');
    expect(all.unavailable).toEqual({});
    expect(all.values.dotnet_gc_fragmentation_bytes as bigint).toBeLessThanOrEqual(all.values.dotnet_heap_bytes as bigint);
    expect(reports.find((r) => r.state === 'collecting')?.detail).toMatch(/^\.NET 10: System\.Runtime EventCounters every 1 s$/);

    collector.setTargets([]);
    expect(reports.at(-1)).toMatchObject({ state: 'stopping' });
    expect(collector.valuesFor(target.key)).toBeNull();
    await until(target.key, 'stopped');
    expect(collector.hasTargets).toBe(false);
    // Unharmed: the runtime still answers and accepts a new session.
    expect(app.child.exitCode).toBeNull();
    collector.setTargets([target]);
    await until(target.key, 'collecting');
    await collector.close();
    expect(app.child.exitCode).toBeNull();
  });

  it('holds no metrics aggregation: a non-shared metrics session started after ours runs (dotnet-counters collect asks for one)', async () => {
    const { collector, until } = observed();
    const target = targetOf(app.pid);
    collector.setTargets([target]);
    await until(target.key, 'collecting');
    await waitFor(() => (Object.keys(collector.valuesFor(target.key)?.values ?? {}).length === 9 ? true : null), 'all nine');
    // What `dotnet-counters collect` 10.0.750501 asks for: a session id of its own (never SHARED), dotnet-counters'
    // settings. The runtime refuses it (MultipleSessionsNotSupportedError) while any aggregation runs.
    const sessionId = randomUUID();
    const seen: { name: string; session: string }[] = [];
    const other = await EventPipeSession.start(socketOf(app.pid), [{
      name: 'System.Diagnostics.Metrics',
      keywords: 0x2n,
      level: 4,
      arguments: [['SessionId', sessionId], ['Metrics', 'System.Runtime'], ['RefreshInterval', '1'], ['MaxTimeSeries', '1000'], ['MaxHistograms', '10'], ['ClientId', randomUUID()]],
    }], {
      onEvents: (events) => seen.push(...events.map((e) => ({ name: e.eventName, session: typeof e.fields.sessionId === 'string' ? e.fields.sessionId : typeof e.fields.runningSessionId === 'string' ? e.fields.runningSessionId : '' }))),
      onEnd: () => undefined,
    });
    try {
      await waitFor(() => (seen.filter((e) => e.name === 'CollectionStop' && e.session === sessionId).length >= 2 ? true : null), 'two intervals of its own aggregation', 20_000);
      expect(seen.filter((e) => e.name.startsWith('MultipleSessions'))).toEqual([]);
      // And ours goes on with all nine beside it.
      const since = Date.now();
      await waitFor(() => {
        const reading = collector.readingFor(target.key);
        return reading !== null && reading.atMs > since && Object.keys(reading.values).length === 9 ? true : null;
      }, 'all nine beside it');
    } finally {
      await other.stop();
      await collector.close();
    }
  });

  it('knows which lifetimes run a supported runtime without any session: endpoint of that lifetime and ProcessInfo once', async () => {
    const quiet = await startDotnetApp({ DOTNET_EnableDiagnostics: '0' });
    const plain = spawn('sleep', ['600']);
    const fake = await impostor('garbage');
    try {
      const changes: DotnetSupport[] = [];
      const detector = new DotnetDetector((batch) => changes.push(...batch), { platform: 'linux' });
      const identity = (pid: number): ProcessIdentity => ({ pid, name: 't', startTimeMs: null, startToken: startTokenOf(pid) });
      const lifetimes = [app.pid, quiet.pid, plain.pid!, fake.child.pid!].map(identity);
      const latest = (pid: number) => changes.filter((c) => c.key === `${pid}:${startTokenOf(pid)}:t`).at(-1);
      detector.pass(lifetimes.map((i) => ({ identity: i })));
      // Before ProcessInfo answered: an endpoint, support not yet known.
      expect(latest(app.pid)).toMatchObject({ supported: null, endpoint: true });
      expect(latest(quiet.pid)).toMatchObject({ supported: false, endpoint: false, detail: expect.stringMatching(/DOTNET_EnableDiagnostics=0/) });
      expect(latest(plain.pid!)).toMatchObject({ supported: false, endpoint: false });
      const answered = await waitFor(() => (latest(app.pid)?.supported === true ? latest(app.pid)! : null), 'ProcessInfo');
      expect(answered.detail).toMatch(/^\.NET 10\.\d+\.\d+/);
      await waitFor(() => (latest(fake.child.pid!)?.supported === null && /version is unknown/.test(latest(fake.child.pid!)!.detail) ? true : null), 'the impostor judged');
      // Later passes repeat nothing: no new exchange, no change reported.
      const count = changes.length;
      detector.pass(lifetimes.map((i) => ({ identity: i })));
      detector.pass(lifetimes.map((i) => ({ identity: i })));
      expect(changes.length).toBe(count);
      // A restarted process with the same PID would have another start token: another lifetime, no endpoint of its own.
      detector.pass([{ identity: { ...identity(app.pid), startToken: '1' } }]);
      expect(changes.at(-1)).toMatchObject({ key: `${app.pid}:1:t`, supported: false, endpoint: false });
    } finally {
      await quiet.stop();
      plain.kill();
      fake.server.close();
      fake.child.kill();
    }
  });

  it('reports a process that exits mid-session as unavailable and does not retry', async () => {
    const doomed = await startDotnetApp();
    const { collector, reports, until } = observed();
    const target = targetOf(doomed.pid);
    collector.setTargets([target]);
    await until(target.key, 'collecting');
    doomed.child.kill('SIGKILL');
    const gone = await until(target.key, 'unavailable');
    expect(gone.detail).toMatch(/closed the session stream/);
    const count = reports.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(reports.length).toBe(count);
    expect(collector.valuesFor(target.key)?.unavailable.dotnet_heap_bytes).toBe('unknown');
    await collector.close();
  });

  it('reports DOTNET_EnableDiagnostics=0 as unavailable: no diagnostics socket', async () => {
    const quiet = await startDotnetApp({ DOTNET_EnableDiagnostics: '0' });
    try {
      const { collector, until } = observed();
      const target = targetOf(quiet.pid);
      collector.setTargets([target]);
      const status = await until(target.key, 'unavailable');
      expect(status.detail).toMatch(/DOTNET_EnableDiagnostics=0/);
      expect(status.supported).toBeNull();
      await collector.close();
    } finally {
      await quiet.stop();
    }
  });

  it.each(['silent', 'garbage'] as const)('reports a non-.NET process with a runtime-like socket that is %s as unavailable', async (answer) => {
    const fake = await impostor(answer);
    try {
      const { collector, until } = observed({ commandTimeoutMs: 500 });
      const target = targetOf(fake.child.pid!);
      collector.setTargets([target]);
      const status = await until(target.key, 'unavailable');
      expect(status.detail).toMatch(answer === 'silent' ? /did not answer in time/ : /without the diagnostics IPC magic/);
      expect(status.supported).toBeNull();
      await collector.close();
    } finally {
      fake.server.close();
      fake.child.kill();
    }
  });

  it('reports a plain file with the socket name as unavailable', async () => {
    const child = spawn('sleep', ['600']);
    const path = socketOf(child.pid!);
    writeFileSync(path, 'not a socket');
    try {
      const { collector, until } = observed();
      const target = targetOf(child.pid!);
      collector.setTargets([target]);
      expect((await until(target.key, 'unavailable')).detail).toMatch(/not a socket/);
      await collector.close();
    } finally {
      rmSync(path, { force: true });
      child.kill();
    }
  });

  const canSwitchUsers = requireUserSwitching("Reading another user's .NET process");
  it.runIf(canSwitchUsers)("reports another user's .NET process as access denied", async () => {
    buildDotnetApp();
    const foreign = await startDotnetApp({}, ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups']);
    try {
      const script = fileURLToPath(new URL('./fixtures/dotnet-collect.ts', import.meta.url));
      const run = spawnSync('setpriv', ['--reuid=65533', '--regid=65533', '--clear-groups', process.execPath, '--import', 'tsx', script, String(foreign.pid), startTokenOf(foreign.pid)], { encoding: 'utf8', cwd: fileURLToPath(new URL('../../..', import.meta.url)), timeout: 30_000 });
      const statuses = run.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as DotnetStatus);
      expect(statuses.at(-1), run.stderr).toMatchObject({ state: 'unavailable', reason: 'access_denied' });
      expect(statuses.at(-1)?.detail).toMatch(/access denied/);
    } finally {
      await foreign.stop();
    }
  });
});
