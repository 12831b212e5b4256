// The Graph workspace and CSV export end to end (spec §10 "Graph workspace and CSV export"): the real application
// in a private tmux server, real bridges over stdio (the SDK client), a process the test spawns whose name holds a
// comma, a quote and a newline. Add/get/export round trip with the CSV parsed back and compared value by value with
// winproc_get_history raw; a generated operation_id; the 17th Graph; a stale revision; an unwritable directory; a
// filename with a path separator; an existing file left unchanged; an export that finishes after its client left;
// and the TUI's Graph view showing what the client added.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveApp, waitFor, type HistoryRaw, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';

interface OperationData {
  readonly operation_id: string;
  readonly state: string;
  readonly outcome?: { readonly graph_ids?: number[]; readonly output_path?: string; readonly rows?: number; readonly range?: string; readonly revision?: string };
  readonly error?: { readonly code: string; readonly message: string };
}

interface GraphsData {
  readonly revision: string;
  readonly graphs: { graph_id: number; metric_id: string; target: Record<string, unknown> }[];
  readonly processes?: { process_ref: string; name: string; pid: number }[];
}

describe.skipIf(!requireTmux())('Graph workspace and CSV export through the real bridge', () => {
  let app: LiveApp;
  let client: Session;
  let out: string;
  // A comm of 15 bytes at most: a comma, a quote and a newline in a process name the CSV must quote.
  const name = `g,"\n${randomBytes(4).toString('hex')}`;

  const graphs = async (args: Record<string, unknown> = {}) => (await client.ok<GraphsData>('winproc_get_graphs', args)).data;
  const settle = async (first: OperationData, session = client): Promise<OperationData> =>
    waitFor(async () => {
      if (first.state !== 'pending' && first.state !== 'running') return first;
      const data = (await session.ok<OperationData>('winproc_get_operation', { operation_id: first.operation_id })).data;
      return data.state === 'pending' || data.state === 'running' ? null : data;
    }, 'the operation to settle');

  beforeAll(async () => {
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '200' });
    client = await app.connect();
    app.spawnNamed(name);
    out = mkdtempSync(join(tmpdir(), 'winproc-graph-export-'));
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('adds with a generated operation ID, exports, and the CSV equals winproc_get_history raw value by value', async () => {
    const target = await waitFor(async () => (await graphs({ process_name: name.slice(-8) })).processes?.find((p) => p.name === name), 'the spawned process among the Graph targets');
    const added = (await client.ok<OperationData>('winproc_add_graphs', { metrics: [{ metric_id: 'private_bytes', process_ref: target.process_ref }, { metric_id: 'thread_count', process_ref: target.process_ref }] })).data;
    expect(added.operation_id).toMatch(/^op-[0-9a-f-]{36}$/);
    expect(added).toMatchObject({ state: 'succeeded', outcome: { graph_ids: [1, 2] } });
    // A few more samples, so the export has rows to compare.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exported = await settle((await client.ok<OperationData>('winproc_export_graphs', { metrics: [{ metric_id: 'committed_bytes' }], output_directory: join(out, 'made', 'here'), filename: 'round.csv' })).data);
    expect(exported.state, JSON.stringify(exported.error)).toBe('succeeded');
    expect(exported.outcome).toMatchObject({ output_path: join(out, 'made', 'here', 'round.csv'), range: 'all', graph_ids: [3] });
    const [header, ...rows] = parse(readFileSync(exported.outcome!.output_path!, 'utf8')) as string[][];
    expect(rows.length).toBe(exported.outcome!.rows);
    expect(rows.length).toBeGreaterThan(3);
    expect(header).toEqual(['timestamp', expect.stringContaining(`private_bytes ${name} (PID ${target.pid}`), expect.stringContaining(`thread_count ${name}`), '#3 committed_bytes system']);
    const from = rows[0]![0]!;
    const to = rows.at(-1)![0]!;
    // Displayed-process references serve Graph actions only (spec §10); history reads take a live listing reference.
    const listed = (await client.ok<{ rows: { process_ref: string }[] }>('winproc_list_processes', { filter: { pid: target.pid } })).data.rows[0]!.process_ref;
    const columns = [
      { column: 1, metric: 'private_bytes', target: { process_ref: listed } },
      { column: 2, metric: 'thread_count', target: { process_ref: listed } },
      { column: 3, metric: 'committed_bytes', target: undefined },
    ];
    for (const { column, metric, target: t } of columns) {
      const history = (await client.ok<HistoryRaw>('winproc_get_history', { metric_ids: [metric], mode: 'raw', from, to, ...(t ? { target: t } : {}) })).data;
      const byTime = new Map(history.rows.map((row) => [row.timestamp, (row.values as Record<string, unknown>)[metric]]));
      let compared = 0;
      for (const row of rows) {
        if (!byTime.has(row[0]!)) {
          expect(row[column], `${metric} at ${row[0]}: no sample there`).toBe('');
          continue;
        }
        const value = byTime.get(row[0]!);
        expect(row[column], `${metric} at ${row[0]}`).toBe(value === undefined ? '' : String(value));
        compared += 1;
      }
      expect(compared, metric).toBeGreaterThan(3);
    }
  });

  it('fails the 17th Graph whole and rejects a stale revision', async () => {
    const before = await graphs();
    expect(before.graphs).toHaveLength(3);
    const system = ['physical_memory_bytes', 'total_memory_bytes', 'available_memory_bytes', 'modified_memory_bytes', 'standby_memory_bytes', 'free_zeroed_memory_bytes', 'commit_limit_bytes', 'nonpaged_pool_bytes', 'pages_input_per_sec', 'pages_output_per_sec', 'process_count', 'thread_count', 'cpu_percent', 'cpu_user_percent'];
    const over = await settle((await client.ok<OperationData>('winproc_add_graphs', { metrics: system.map((metric_id) => ({ metric_id })) })).data);
    expect(over).toMatchObject({ state: 'failed', error: { code: 'RESOURCE_LIMIT' } });
    expect((await graphs()).graphs).toHaveLength(3);

    const fits = await settle((await client.ok<OperationData>('winproc_add_graphs', { metrics: [{ metric_id: 'cpu_percent' }], expected_revision: before.revision })).data);
    expect(fits.state).toBe('succeeded');
    const stale = await settle((await client.ok<OperationData>('winproc_add_graphs', { metrics: [{ metric_id: 'process_count' }], expected_revision: before.revision })).data);
    expect(stale).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });
    expect((await graphs()).graphs).toHaveLength(4);
  });

  it('refuses a filename with a path separator, an existing file and an unwritable directory', async () => {
    await client.fails('winproc_export_graphs', { output_directory: out, filename: 'sub/x.csv' }, 'INVALID_ARGUMENT');
    writeFileSync(join(out, 'taken.csv'), 'keep');
    const taken = await settle((await client.ok<OperationData>('winproc_export_graphs', { output_directory: out, filename: 'taken.csv' })).data);
    expect(taken).toMatchObject({ state: 'failed', error: { code: 'EXPORT_FAILED' } });
    expect(readFileSync(join(out, 'taken.csv'), 'utf8')).toBe('keep');
    const blocked = await settle((await client.ok<OperationData>('winproc_export_graphs', { output_directory: join(out, 'taken.csv', 'below') })).data);
    expect(blocked).toMatchObject({ state: 'failed', error: { code: 'EXPORT_FAILED' } });
  });

  it('finishes an accepted export after its client disconnected', async () => {
    const leaving = await app.connect();
    const started = (await leaving.ok<OperationData>('winproc_export_graphs', { output_directory: out, filename: 'after-leaving.csv', wait_ms: 0, operation_id: `leave-${process.pid}` })).data;
    await leaving.close();
    const done = await settle(started);
    expect(done.state).toBe('succeeded');
    expect(existsSync(join(out, 'after-leaving.csv'))).toBe(true);
  });

  it('shows what the client added in the TUI Graph workspace', async () => {
    await app.tmux.sendKeys(app.pane, 'G');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((l) => l.startsWith('Graphs 4/16')) && lines.some((l) => l.startsWith('#1 PrivBytes @ ') && l.includes('g,"')), 'the Graph workspace with the client’s Graphs');
  });
});
