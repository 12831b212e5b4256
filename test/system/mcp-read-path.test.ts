// Guards the MCP read path end to end — real bridge, real application in tmux, real processes: the representative
// read workflow (find by name, metrics, history summary, raw pages) from the SDK client and from the Inspector v2
// CLI; exit and PID reuse never retarget a reference; a late client finds an exited process with scope retained;
// pagination of a frozen listing stays exact while 200 processes start and exit; no page exceeds 4 MiB; no
// NaN/Infinity; integer metrics are decimal strings everywhere.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_METRICS, PROCESS_METRICS } from '../../generated/metrics.js';
import { cpuCoreOf } from '../../src/model/metrics.js';
import type { GetMetricsData, GetStatusData, ListProcessesData, OutProcessRow, ReadCaptureData } from '../../generated/types/tools.js';
import { LIMITS } from '../../src/contract/limits.js';
import { CLI, RawBridge, REPO_ROOT } from '../support/bridge.js';
import { requireTmux } from '../support/tmux.js';
import { commOf, LiveApp, uniqueName, waitFor, type Envelope, type HistoryRaw, type HistorySummary, type Managed, type Session } from '../support/live-app.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('mcp-read-path.test.ts: skipped, tmux is not installed\n');

const INTEGER_PROCESS_METRICS = PROCESS_METRICS.filter((m) => m.representation === 'integer').map((m) => m.id);
const INTEGER_SYSTEM_METRICS = SYSTEM_METRICS.filter((m) => m.representation === 'integer').map((m) => m.id);
// Every numeric system metric but the per-CPU family beyond CPU 1 (a call takes at most 64 ids; CPUs 0 and 1 stand for
// the family, whose members are all the same float percent).
const NUMERIC_SYSTEM_METRICS = SYSTEM_METRICS.filter((m) => m.representation !== 'text' && (cpuCoreOf(m.id) ?? 0) < 2).map((m) => m.id);
const NUMERIC_PROCESS_METRICS = PROCESS_METRICS.filter((m) => m.representation !== 'text').map((m) => m.id);
const DECIMAL = /^-?[0-9]+$/;

type Listing = Envelope<ListProcessesData & Managed>;

/** Rows of a live listing filtered by exact comm name. */
async function findByName(session: Session, name: string, scope = 'live'): Promise<OutProcessRow[]> {
  const listing = await session.ok<ListProcessesData>('winproc_list_processes', { scope, filter: { name } });
  return listing.data.rows.filter((row) => row.name === name);
}

/** Waits until the application has sampled the named process and returns its row. */
async function waitListed(session: Session, name: string): Promise<OutProcessRow> {
  return waitFor(async () => (await findByName(session, name))[0], `${name} in a listing`, 20_000, 300);
}

/** Waits until a reference's lifetime has left the latest sample. */
async function waitExited(session: Session, processRef: string): Promise<void> {
  await waitFor(async () => {
    const result = await session.call('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: processRef }] });
    return result.isError && result.structured.error?.code === 'PROCESS_EXITED';
  }, 'the process to leave the latest sample', 20_000, 300);
}

/** Every page of a managed paged call, following next_action. */
async function followAll<R>(session: Session, first: Envelope<{ rows: R[] } & Managed>): Promise<{ rows: R[]; pages: Envelope<{ rows: R[] } & Managed>[] }> {
  const pages = [first];
  const rows = [...first.data.rows];
  let page = first;
  while (page.data.next_action) {
    page = await session.ok<{ rows: R[] } & Managed>(page.data.next_action.tool, page.data.next_action.arguments);
    pages.push(page);
    rows.push(...page.data.rows);
  }
  return { rows, pages };
}

/** Checks an integer-metric value map: every integer metric present is a decimal string. */
function expectIntegerStrings(values: Record<string, unknown>, integerIds: readonly string[]): void {
  for (const [id, value] of Object.entries(values)) {
    if (integerIds.includes(id)) expect(value, id).toMatch(DECIMAL);
    else expect(typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string', id).toBe(true);
  }
}

describe.skipIf(!HAS_TMUX)('MCP read path through the real bridge and application', () => {
  let app: LiveApp;
  let session: Session;

  beforeAll(async () => {
    app = await LiveApp.start();
    session = await app.connect();
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('representative read workflow from the SDK client: find by name, metrics, history summary, raw pages', { timeout: 90_000 }, async () => {
    const name = uniqueName('wpr-flow');
    const child = app.spawnNamed(name);
    const row = await waitListed(session, name);
    expect(commOf(child.pid!)).toBe(name);
    expect(row).toMatchObject({ pid: child.pid, lifecycle: 'live', parent: { status: 'verified', pid: process.pid } });
    const ref = row.process_ref!;

    const metrics = await session.ok<GetMetricsData>('winproc_get_metrics', { metric_ids: ['private_bytes', 'workset_bytes', 'thread_count', 'cpu_percent', 'dotnet_heap_bytes'], targets: [{ process_ref: ref }] });
    const sample = metrics.data.samples[0]!;
    expect(sample.target).toEqual({ process_ref: ref });
    expect(sample.values.private_bytes).toMatch(DECIMAL);
    expect(sample.values.thread_count).toBe('1');
    expect(sample.unavailable.dotnet_heap_bytes).toBe('unknown');
    expect(sample.captured_at).toBe(metrics.captured_at);

    // Let a few samples accumulate, then fix the interval so summary and raw describe the same stored samples.
    await waitFor(async () => {
      const s = await session.ok<HistorySummary>('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: ref } });
      return s.data.coverage.sample_count >= 4;
    }, 'four samples of the child', 20_000, 500);
    const listed = (await findByName(session, name))[0]!;
    const interval = { from: listed.history_from!, to: listed.history_to! };
    const summary = await session.ok<HistorySummary>('winproc_get_history', { metric_ids: ['private_bytes', 'cpu_percent'], target: { process_ref: ref }, ...interval });
    const priv = summary.data.metrics.private_bytes!;
    expect(summary.data.target).toEqual({ process_ref: ref });
    expect(priv.sample_count).toBeGreaterThanOrEqual(4);
    expect(priv.available_value_count).toBe(priv.sample_count);
    expect(priv.delta).toMatch(DECIMAL);
    expect(summary.data.coverage.sample_count).toBe(priv.sample_count);

    const firstPage = await session.ok<HistoryRaw & Managed>('winproc_get_history', { metric_ids: ['private_bytes', 'cpu_percent'], target: { process_ref: ref }, mode: 'raw', limit: 2, ...interval });
    expect(firstPage.data.next_action?.tool).toBe('winproc_read_capture');
    expect(firstPage.data.temporal_coverage).toEqual(summary.data.coverage);
    const { rows, pages } = await followAll(session, firstPage);
    expect(pages.length).toBe(Math.ceil(priv.sample_count / 2));
    expect(rows).toHaveLength(priv.sample_count);
    expect(pages.at(-1)!.data.capture_retained).toBe(false);
    const values = rows.map((r) => BigInt(r.values.private_bytes as string));
    expect(values.reduce((a, b) => (a < b ? a : b)).toString()).toBe(priv.min);
    expect(values.reduce((a, b) => (a > b ? a : b)).toString()).toBe(priv.max);
    expect((values.at(-1)! - values[0]!).toString()).toBe(priv.delta);
    // The child's first sample has no CPU rate yet: one stored sample without a value, no endpoint delta.
    const cpu = summary.data.metrics.cpu_percent!;
    expect(cpu.missing_value_count).toBe(rows.filter((r) => !('cpu_percent' in r.values)).length);
    expect(rows[0]!.unavailable).toEqual({ cpu_percent: 'unknown' });
    expect(cpu).not.toHaveProperty('delta');
    await app.kill(child);
  });

  it('representative read workflow from the Inspector v2 CLI (one connection per call, so nothing carries over)', { timeout: 120_000 }, async () => {
    const run = promisify(execFile);
    const inspector = join(REPO_ROOT, 'node_modules/.bin/inspector');
    const env = app.bridgeEnv({ HOME: mkdtempSync(join(tmpdir(), 'winproc-inspector-')) });
    const call = async (tool: string, args: Record<string, unknown>): Promise<{ exit: number; result: { structuredContent: Envelope<Record<string, unknown>>; isError?: boolean; content: { text: string }[] } }> => {
      // The Inspector starts its server with a minimal environment: the runtime and config directories go by -e.
      const serverEnv = ['-e', `XDG_RUNTIME_DIR=${app.runtimeDir}`, '-e', `XDG_CONFIG_HOME=${app.configDir}`];
      const argv = ['--cli', '--format', 'json', ...serverEnv, process.execPath, CLI, 'mcp-bridge', '--method', 'tools/call', '--tool-name', tool, '--tool-args-json', JSON.stringify(args)];
      const outcome = await run(inspector, argv, { env }).then(
        (ok) => ({ exit: 0, stdout: ok.stdout }),
        (error: { code: number; stdout: string }) => ({ exit: error.code, stdout: error.stdout }),
      );
      const parsed = JSON.parse(outcome.stdout) as { result: { structuredContent: Envelope<Record<string, unknown>>; isError?: boolean; content: { text: string }[] } };
      expect(JSON.parse(parsed.result.content[0]!.text)).toEqual(parsed.result.structuredContent);
      return { exit: outcome.exit, result: parsed.result };
    };
    const name = uniqueName('wpr-insp');
    const child = app.spawnNamed(name);
    await waitListed(session, name);

    // 1. Find the process by name.
    const found = await call('winproc_list_processes', { filter: { name } });
    expect(found.exit).toBe(0);
    const rows = found.result.structuredContent.data.rows as OutProcessRow[];
    expect(rows.map((r) => r.pid)).toEqual([child.pid]);
    expect(found.result.structuredContent.data).toMatchObject({ capture_retained: false, next_action: null });

    // 2. Its reference belonged to that call's connection: a new connection must not resolve it (criterion 6).
    const foreign = await call('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: rows[0]!.process_ref }] });
    expect(foreign.exit).toBe(5);
    expect(foreign.result.structuredContent.error?.code).toBe('REFERENCE_INVALID');
    // Metrics without a reference: the system target.
    const system = await call('winproc_get_metrics', { metric_ids: ['available_memory_bytes', 'cpu_percent'] });
    expect(system.exit).toBe(0);
    const systemSample = (system.result.structuredContent.data as unknown as GetMetricsData).samples[0]!;
    expect(systemSample.values.available_memory_bytes ?? systemSample.unavailable.available_memory_bytes).toBeDefined();

    // 3. A history summary over an interval.
    const to = new Date().toISOString();
    const from = new Date(Date.now() - 5_000).toISOString();
    const summary = await call('winproc_get_history', { metric_ids: ['available_memory_bytes'], from, to });
    expect(summary.exit).toBe(0);
    const counted = (summary.result.structuredContent.data as unknown as HistorySummary).metrics.available_memory_bytes!;
    expect(counted.sample_count).toBeGreaterThanOrEqual(3);

    // 4. A raw page: its continuation is connection-owned, so the next Inspector call (a new connection) cannot use it.
    const raw = await call('winproc_get_history', { metric_ids: ['available_memory_bytes'], mode: 'raw', from, to, limit: 2 });
    expect(raw.exit).toBe(0);
    const rawData = raw.result.structuredContent.data as unknown as HistoryRaw & Managed;
    expect(rawData.rows).toHaveLength(2);
    expect(rawData.next_action?.tool).toBe('winproc_read_capture');
    const continued = await call(rawData.next_action!.tool, rawData.next_action!.arguments);
    expect(continued.exit).toBe(5);
    expect(['REFERENCE_INVALID', 'CURSOR_INVALID']).toContain(continued.result.structuredContent.error?.code);
    await app.kill(child);
  });

  it('PID reuse and an exit between list and read never retarget: PROCESS_EXITED, history kept, respawn gets a new reference', { timeout: 90_000 }, async () => {
    const name = uniqueName('wpr-reuse');
    const first = app.spawnNamed(name);
    const before = await waitListed(session, name);
    await app.kill(first);
    await waitExited(session, before.process_ref!);
    const history = await session.ok<HistorySummary>('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: before.process_ref } });
    expect(history.data.metrics.private_bytes!.sample_count).toBeGreaterThanOrEqual(1);

    const second = app.spawnNamed(name);
    const after = await waitListed(session, name);
    expect(after.pid).toBe(second.pid);
    expect(after.process_ref).not.toBe(before.process_ref);
    // The old reference still names the ended lifetime only.
    await session.fails('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: before.process_ref }] }, 'PROCESS_EXITED');
    await session.ok('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: after.process_ref }] });
    const both = await findByName(session, name, 'all');
    expect(both.map((r) => r.lifecycle).sort()).toEqual(['live', 'unknown']);
    await app.kill(second);
  });

  it('a client connecting after a process exits finds it with scope retained and reads its history', { timeout: 90_000 }, async () => {
    const name = uniqueName('wpr-late');
    const child = app.spawnNamed(name);
    const seen = await waitListed(session, name);
    await app.kill(child);
    await waitExited(session, seen.process_ref!);

    const late = await app.connect();
    expect(await findByName(late, name, 'live')).toEqual([]);
    const retained = await findByName(late, name, 'retained');
    expect(retained).toHaveLength(1);
    expect(retained[0]).toMatchObject({ pid: seen.pid, lifecycle: 'unknown', path: null, start_time: seen.start_time });
    expect(retained[0]!.process_ref).not.toBe(seen.process_ref); // references are per connection
    expect(await findByName(late, name, 'all')).toHaveLength(1);
    const history = await late.ok<HistorySummary>('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: retained[0]!.process_ref } });
    expect(history.data.metrics.private_bytes!.sample_count).toBeGreaterThanOrEqual(1);
    expect(history.data.coverage.retained_to).toBe(retained[0]!.history_to);
    await late.fails('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: retained[0]!.process_ref }] }, 'PROCESS_EXITED');
    await late.close();
  });

  it('pagination stays stable while 200 processes start and exit during paging (limit 50, no repeats, no gaps)', { timeout: 120_000 }, async () => {
    // Enough rows for several pages, then churn: 200 short-lived children started and killed while paging.
    const base = uniqueName('wpr-base');
    const baseline = Array.from({ length: 120 }, () => app.spawnNamed(base));
    await waitFor(async () => (await findByName(session, base)).length === baseline.length, 'the baseline children', 30_000, 500);
    const churnName = uniqueName('wpr-churn');
    let started = 0;
    let stopped = 0;
    const churn = (async () => {
      const alive: ReturnType<LiveApp['spawnNamed']>[] = [];
      while (started < 200) {
        alive.push(app.spawnNamed(churnName));
        started += 1;
        if (alive.length > 10) {
          await app.kill(alive.shift()!);
          stopped += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const child of alive) await app.kill(child);
      stopped += alive.length;
    })();

    const statusAt = async () => (await session.ok<GetStatusData>('winproc_get_status')).data.last_sample_at;
    const firstSampleSeen = await statusAt();
    let page: Listing = await session.ok<ListProcessesData & Managed>('winproc_list_processes', { scope: 'all', limit: 50, retain_capture: true, sort: { by: 'pid' } });
    const captureId = page.data.capture_id;
    const listed = page.data.coverage.listed!;
    const paged = [...page.data.rows];
    let pages = 1;
    while (page.data.next_cursor) {
      await new Promise((resolve) => setTimeout(resolve, 600)); // let samples and churn happen between pages
      page = await session.ok<ListProcessesData & Managed>('winproc_list_processes', { scope: 'all', limit: 50, retain_capture: true, sort: { by: 'pid' }, cursor: page.data.next_cursor });
      expect(page.data.capture_id).toBe(captureId);
      expect(page.data.coverage.listed).toBe(listed);
      paged.push(...page.data.rows);
      pages += 1;
    }
    await churn;
    expect(started).toBe(200);
    expect(stopped).toBe(200);
    expect(await statusAt()).not.toBe(firstSampleSeen); // the application sampled while we paged
    expect(pages).toBe(Math.ceil(listed / 50));

    // The frozen capture read whole in one unmodified read: the pages are exactly it, in order.
    const whole = await session.ok<ReadCaptureData & Managed>('winproc_read_capture', { capture_id: captureId, retain_capture: true });
    expect(whole.data.rows).toHaveLength(listed);
    expect(paged).toEqual(whole.data.rows);
    expect(new Set(paged.map((r) => r.process_ref)).size).toBe(listed);
    const pids = paged.map((r) => r.pid!);
    expect([...pids].sort((a, b) => a - b)).toEqual(pids);
    expect((await session.ok<{ released: boolean }>('winproc_release_capture', { capture_id: captureId })).data.released).toBe(true);
    for (const child of baseline) await app.kill(child);
  });

  it('no page exceeds 4 MiB encoded, nothing carries NaN or Infinity, and integer metrics are decimal strings everywhere', { timeout: 90_000 }, async () => {
    const bridge = new RawBridge([], app.bridgeEnv());
    const send = (id: number, name: string, args: Record<string, unknown>) => bridge.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }));
    bridge.send(JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }));
    bridge.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    await bridge.waitForLines(1);
    // One call at a time: the bridge serves a single tool call concurrently.
    const calls: [string, Record<string, unknown>][] = [
      ['winproc_list_processes', { scope: 'all', projection: ['process_ref', 'pid', 'name', 'start_time', 'parent', 'lifecycle', 'last_seen_at', 'history_from', 'history_to', 'path', 'user'] }],
      ['winproc_get_metrics', { metric_ids: NUMERIC_SYSTEM_METRICS }],
      ['winproc_get_history', { metric_ids: NUMERIC_SYSTEM_METRICS.slice(0, 32) }],
      ['winproc_get_history', { metric_ids: NUMERIC_SYSTEM_METRICS.slice(0, 32), mode: 'raw' }],
    ];
    for (const [i, [name, args]] of calls.entries()) {
      send(i + 1, name, args);
      await bridge.waitForLines(i + 2, 30_000);
    }
    // Process metrics of the first 49 live processes plus the system, in one call.
    const listing = JSON.parse(bridge.stdoutLines[1]!) as { result: { structuredContent: Envelope<ListProcessesData> } };
    const live = listing.result.structuredContent.data.rows.filter((r) => r.lifecycle === 'live').slice(0, 20);
    send(10, 'winproc_get_metrics', { metric_ids: NUMERIC_PROCESS_METRICS, targets: live.map((r) => ({ process_ref: r.process_ref })) });
    await bridge.waitForLines(calls.length + 2, 30_000);
    bridge.child.stdin.end();
    await bridge.exit();

    for (const line of bridge.stdoutLines) {
      expect(Buffer.byteLength(line) + 1).toBeLessThanOrEqual(LIMITS.max_message_bytes);
      expect(line).not.toMatch(/\bNaN\b|\bInfinity\b/);
    }
    const results = bridge.stdoutLines.slice(1).map((line) => JSON.parse(line) as { id: number; result: { isError?: boolean; structuredContent: Envelope<Record<string, unknown>> } });
    for (const result of results) expect(result.result.isError ?? false, JSON.stringify(result.result.structuredContent.error)).toBe(false);
    const byId = (id: number) => results.find((r) => r.id === id)!.result.structuredContent;

    for (const sample of (byId(2).data as unknown as GetMetricsData).samples) expectIntegerStrings(sample.values, INTEGER_SYSTEM_METRICS);
    for (const sample of (byId(10).data as unknown as GetMetricsData).samples) {
      expectIntegerStrings(sample.values, INTEGER_PROCESS_METRICS);
      expect(sample.values.private_bytes ?? sample.unavailable.private_bytes).toBeDefined();
    }
    const summary = byId(3).data as unknown as HistorySummary;
    for (const [id, stats] of Object.entries(summary.metrics)) {
      if (!INTEGER_SYSTEM_METRICS.includes(id as never)) continue;
      for (const key of ['min', 'max', 'delta'] as const) if (stats![key] !== undefined) expect(stats![key], `${id}.${key}`).toMatch(DECIMAL);
      for (const key of ['first', 'last'] as const) if (stats![key] !== undefined) expect(stats![key]!.value, `${id}.${key}`).toMatch(DECIMAL);
      if (stats!.mean !== undefined) expect(stats!.mean).toEqual({ numerator: expect.stringMatching(DECIMAL), denominator: expect.stringMatching(DECIMAL) });
    }
    const raw = byId(4).data as unknown as HistoryRaw;
    expect(raw.rows.length).toBe(raw.temporal_coverage.sample_count);
    for (const row of raw.rows) expectIntegerStrings(row.values, INTEGER_SYSTEM_METRICS);
  });
});
