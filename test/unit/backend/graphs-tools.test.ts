// Guards the Graph tools at the backend boundary with the real App ledger and real files (spec §10 "Graph workspace
// and CSV export"): winproc_get_graphs (capacity, supported metrics, export ranges, process targets with
// target_limit and truncation), atomic winproc_add_graphs (an unresolvable source adds nothing, duplicates take no
// slot, the 17th Graph fails whole, a stale revision conflicts, a reused operation ID with other arguments is
// refused), and winproc_export_graphs (CSV parsed back equals winproc_get_history raw value by value; integers beyond
// 2^53 exact; empty cells for missing values; missing parents created; an existing file never overwritten; an
// unwritable directory; unique generated names; commas, quotes and newlines in process names).
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { Harness, snap, type Proc } from './harness.js';

const T0 = 1_700_000_000_000;
const HUGE = 2n ** 62n + 1n;
const ODD: Proc = { pid: 321, name: 'we,ird "name"\nline', start: 77 };
const PLAIN: Proc = { pid: 322, name: 'plain', start: 78 };
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-graphs-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function harness(samples = 6): Harness {
  const h = new Harness().mirrorApp();
  for (let i = 0; i < samples; i++) {
    const odd = { ...ODD, values: i === 2 ? {} : { private_bytes: HUGE + BigInt(i), cpu_percent: i / 3 } };
    const plain = { ...PLAIN, values: { private_bytes: BigInt(1000 + i) } };
    h.applyThroughApp(snap(T0 + i * 1000, [odd, plain], { values: { committed_bytes: BigInt(i * 4096), cpu_percent: i * 1.5 }, unavailable: {} }));
  }
  return h;
}

type Data = Record<string, unknown> & { state?: string; operation_id?: string; outcome?: Record<string, unknown>; error?: { code: string; message: string } };

async function settled(h: Harness, first: { data: Data }): Promise<Data> {
  let data = first.data;
  for (let i = 0; i < 200 && (data.state === 'pending' || data.state === 'running'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    data = (await h.ok('winproc_get_operation', { operation_id: data.operation_id })).data as Data;
  }
  return data;
}

async function refOf(h: Harness, name: string): Promise<string> {
  const listing = (await h.ok('winproc_get_graphs', { process_name: name })).data as { processes: { process_ref: string; name: string }[] };
  return listing.processes.find((p) => p.name === name)!.process_ref;
}

describe('winproc_get_graphs', () => {
  it('reports the empty workspace, capacity, supported metrics and export ranges', async () => {
    const h = harness();
    const data = (await h.ok('winproc_get_graphs')).data as Record<string, unknown>;
    expect(data).toMatchObject({ source: 'live', display_paused: false, graphs: [], capacity: 16, revision: h.app.currentRevision });
    expect((data.supported_metrics as { system: string[] }).system).toContain('committed_bytes');
    expect((data.supported_metrics as { process: string[] }).process).not.toContain('path');
    expect(data.export_ranges).toEqual([
      { range: 'all', available: true, from: new Date(T0).toISOString(), to: new Date(T0 + 5000).toISOString() },
      { range: 'visible', available: true, from: new Date(T0).toISOString(), to: new Date(T0 + 5000).toISOString() },
      { range: 'ab', available: false, from: null, to: null },
    ]);
    expect(data.processes).toBeUndefined();
  });

  it('lists process targets up to target_limit with the total and explicit truncation', async () => {
    const h = harness();
    const data = (await h.ok('winproc_get_graphs', { include_processes: true, target_limit: 1 })).data as Record<string, unknown>;
    expect(data.process_total).toBe(2);
    expect(data.processes_truncated).toBe(true);
    expect(data.processes).toHaveLength(1);
    const filtered = (await h.ok('winproc_get_graphs', { process_name: 'PLA' })).data as { processes: { name: string }[]; processes_truncated: boolean };
    expect(filtered.processes.map((p) => p.name)).toEqual(['plain']);
    expect(filtered.processes_truncated).toBe(false);
  });
});

describe('winproc_add_graphs', () => {
  it('adds nothing when one source fails, and takes no slot for duplicates', async () => {
    const h = harness();
    const bad = await h.call('winproc_add_graphs', { metrics: [{ metric_id: 'cpu_percent' }, { metric_id: 'private_bytes', process_ref: 'p_unknown' }] });
    expect(bad.error?.code).toBe('REFERENCE_INVALID');
    const wrongKind = await h.call('winproc_add_graphs', { metrics: [{ metric_id: 'cpu_percent' }, { metric_id: 'private_bytes' }] });
    expect(wrongKind.error?.code).toBe('INVALID_ARGUMENT');
    expect(h.app.getView().graphs.workspace.graphs).toHaveLength(0);

    const ref = await refOf(h, 'plain');
    const added = await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'cpu_percent' }, { metric_id: 'private_bytes', process_ref: ref }] }));
    expect(added.state).toBe('succeeded');
    expect(added.outcome?.graph_ids).toEqual([1, 2]);
    // The addition changed the workspace revision: the displayed-process reference is read again.
    const current = await refOf(h, 'plain');
    const again = await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'private_bytes', process_ref: current }, { metric_id: 'cpu_percent' }, { metric_id: 'committed_bytes' }] }));
    expect(again.outcome?.graph_ids).toEqual([2, 1, 3]);
    const listed = (await h.ok('winproc_get_graphs')).data as { graphs: { graph_id: number; metric_id: string; target: unknown; active: boolean }[] };
    expect(listed.graphs).toEqual([
      { graph_id: 1, metric_id: 'cpu_percent', target: { system: true }, active: true },
      // Same revision, same lifetime: the same displayed-process reference get_graphs lists for it.
      { graph_id: 2, metric_id: 'private_bytes', target: { process_ref: await refOf(h, 'plain') }, active: false },
      { graph_id: 3, metric_id: 'committed_bytes', target: { system: true }, active: false },
    ]);
  });

  it('fails the 17th Graph whole and rejects a stale expected_revision', async () => {
    const h = harness();
    const system = ['physical_memory_bytes', 'total_memory_bytes', 'available_memory_bytes', 'modified_memory_bytes', 'standby_memory_bytes', 'free_zeroed_memory_bytes', 'committed_bytes', 'commit_limit_bytes', 'paged_pool_bytes', 'nonpaged_pool_bytes', 'pages_input_per_sec', 'pages_output_per_sec', 'process_count', 'thread_count', 'cpu_percent'];
    const first = await settled(h, await h.ok('winproc_add_graphs', { metrics: system.map((metric_id) => ({ metric_id })) }));
    expect(first.state).toBe('succeeded');
    const revision = h.app.currentRevision;
    const over = await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'cpu_user_percent' }, { metric_id: 'cpu_kernel_percent' }] }));
    expect(over.state).toBe('failed');
    expect(over.error?.code).toBe('RESOURCE_LIMIT');
    expect(h.app.getView().graphs.workspace.graphs).toHaveLength(15);
    expect(h.app.currentRevision).toBe(revision);

    h.app.actions.graphs.moveCursor(-1);
    const stale = await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'cpu_user_percent' }], expected_revision: revision }));
    expect(stale.error?.code).toBe('STATE_CONFLICT');
    const current = await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'cpu_user_percent' }], expected_revision: h.app.currentRevision }));
    expect(current.state).toBe('succeeded');
  });

  it('returns the retained outcome for a repeated operation ID and refuses it with other arguments', async () => {
    const h = harness();
    const args = { metrics: [{ metric_id: 'cpu_percent' }], operation_id: 'graphs-1' };
    const first = await settled(h, await h.ok('winproc_add_graphs', args));
    const repeat = (await h.ok('winproc_add_graphs', args)).data as Data;
    expect(repeat).toMatchObject({ operation_id: 'graphs-1', state: 'succeeded', outcome: first.outcome });
    const other = await h.call('winproc_add_graphs', { metrics: [{ metric_id: 'committed_bytes' }], operation_id: 'graphs-1' });
    expect(other.error?.code).toBe('STATE_CONFLICT');
    expect(h.app.getView().graphs.workspace.graphs).toHaveLength(1);
  });
});

describe('displayed-process references (spec §10)', () => {
  it('are refused after a pause, a range change or a workspace change before acceptance; a fresh read is accepted', async () => {
    const h = harness();
    const stale = async (change: () => void) => {
      const ref = await refOf(h, 'plain');
      change();
      const failed = await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'private_bytes', process_ref: ref }] }));
      expect(failed).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });
      expect(failed.error!.message).toMatch(/displayed-process reference/);
    };
    await stale(() => h.app.actions.toggleDisplayPause());
    await stale(() => h.app.actions.toggleDisplayPause());
    await stale(() => h.app.actions.graphs.moveCursor(-1));
    expect(h.app.getView().graphs.workspace.graphs).toHaveLength(0);
    const fresh = await refOf(h, 'plain');
    expect(fresh).toMatch(/^d_/);
    expect((await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'private_bytes', process_ref: fresh }] }))).state).toBe('succeeded');
    // They name displayed history for Graph actions only: never a live lookup.
    await h.fails('winproc_get_metrics', { metric_ids: ['private_bytes'], targets: [{ process_ref: fresh }] }, 'REFERENCE_INVALID');
  });

  it('in Log view: refuses live listing references, and a reference read there never resolves to a live lifetime later', async () => {
    const h = harness();
    const listingRef = ((await h.ok('winproc_list_processes', { filter: { pid: PLAIN.pid } })).data.rows![0]!.process_ref) as string;
    // The TUI shows a log holding the same lifetimes (same identity keys) as the live model.
    const { liveGraphSource } = await import('../../../src/app/graphs/source.js');
    const live = liveGraphSource(h.app.store, null, false);
    h.app.setGraphHistorySource({ ...live, kind: 'log' });
    const refused = await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'private_bytes', process_ref: listingRef }] }));
    expect(refused).toMatchObject({ state: 'failed', error: { code: 'REFERENCE_INVALID' } });
    const inLog = await refOf(h, 'plain');
    // Back to Live: the Log view's reference names nothing live any more.
    h.app.setGraphHistorySource(null);
    const later = await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'private_bytes', process_ref: inLog }] }));
    expect(later).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });
    await h.fails('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: inLog } }, 'REFERENCE_INVALID');
    // A live listing reference is fine for displayed Live history.
    expect((await settled(h, await h.ok('winproc_add_graphs', { metrics: [{ metric_id: 'private_bytes', process_ref: listingRef }] }))).state).toBe('succeeded');
  });

  it('are bounded at 10,000 per connection and revision', async () => {
    const { DisplayedReferences } = await import('../../../src/backend/displayed-references.js');
    const refs = new DisplayedReferences();
    for (let i = 0; i < 10_000; i++) refs.issue(`k${i}`, 'r1');
    expect(refs.issue('k0', 'r1')).toMatch(/^d_/); // the same lifetime takes no new room
    expect(() => refs.issue('k10000', 'r1')).toThrow(/10000 displayed-process references/);
    // A new revision starts a fresh set; the earlier references resolve no more.
    const old = refs.issue('k1', 'r1');
    refs.issue('k10000', 'r2');
    expect(refs.size).toBe(1);
    expect(() => refs.resolve(old)).toThrow(/earlier workspace revision/);
  });
});

describe('winproc_export_graphs', () => {
  it('writes all Graphs whose cells equal winproc_get_history raw, value by value, in a created directory', async () => {
    const h = harness();
    const odd = await refOf(h, ODD.name);
    // Displayed-process references serve Graph actions only; history reads take a live listing reference.
    const oddListed = ((await h.ok('winproc_list_processes', { filter: { pid: ODD.pid } })).data.rows![0]!.process_ref) as string;
    const out = join(tempDir(), 'nested', 'deeper');
    const data = await settled(
      h,
      await h.ok('winproc_export_graphs', {
        metrics: [{ metric_id: 'committed_bytes' }, { metric_id: 'private_bytes', process_ref: odd }, { metric_id: 'cpu_percent', process_ref: odd }],
        output_directory: out,
        filename: 'metrics.csv',
      }),
    );
    expect(data.state, JSON.stringify(data.error)).toBe('succeeded');
    expect(data.outcome).toMatchObject({ output_path: join(out, 'metrics.csv'), range: 'all', rows: 6, graph_ids: [1, 2, 3] });
    const rows = parse(readFileSync(join(out, 'metrics.csv'), 'utf8')) as string[][];
    const [header, ...body] = rows;
    expect(header![0]).toBe('timestamp');
    // The process name with a comma, quotes and a newline survives quoting intact.
    expect(header![2]).toContain(ODD.name);
    expect(body).toHaveLength(6);
    const columns = [
      { column: 1, metric: 'committed_bytes', target: undefined },
      { column: 2, metric: 'private_bytes', target: { process_ref: oddListed } },
      { column: 3, metric: 'cpu_percent', target: { process_ref: oddListed } },
    ];
    for (const { column, metric, target } of columns) {
      const history = (await h.ok('winproc_get_history', { metric_ids: [metric], mode: 'raw', ...(target ? { target } : {}) })).data as { rows: { timestamp: string; values: Record<string, string | number> }[] };
      const byTime = new Map(history.rows.map((row) => [row.timestamp, row.values[metric]]));
      for (const row of body) {
        const expected = byTime.get(row[0]!);
        expect(row[column], `${metric} at ${row[0]}`).toBe(expected === undefined ? '' : String(expected));
      }
    }
    expect(body[2]![2]).toBe('');
    expect(body[5]![2]).toBe((HUGE + 5n).toString());
  });

  it('never overwrites an existing file: an explicit existing name fails with EXPORT_FAILED and the file is unchanged', async () => {
    const h = harness();
    const dir = tempDir();
    writeFileSync(join(dir, 'taken.csv'), 'keep me');
    const data = await settled(h, await h.ok('winproc_export_graphs', { metrics: [{ metric_id: 'cpu_percent' }], output_directory: dir, filename: 'taken.csv' }));
    expect(data.state).toBe('failed');
    expect(data.error?.code).toBe('EXPORT_FAILED');
    expect(readFileSync(join(dir, 'taken.csv'), 'utf8')).toBe('keep me');
    // Accepted: the requested addition stays.
    expect(h.app.getView().graphs.workspace.graphs).toHaveLength(1);
  });

  it('generates a unique name for each export without a filename', async () => {
    const h = harness();
    const dir = tempDir();
    const one = await settled(h, await h.ok('winproc_export_graphs', { metrics: [{ metric_id: 'cpu_percent' }], output_directory: dir }));
    const two = await settled(h, await h.ok('winproc_export_graphs', { output_directory: dir }));
    expect(one.outcome?.output_path).not.toBe(two.outcome?.output_path);
    expect(readdirSync(dir).sort()).toHaveLength(2);
    for (const name of readdirSync(dir)) expect(name).toMatch(/^winproc-graphs-\d{8}-\d{6}(-\d+)?\.csv$/);
  });

  it('fails with EXPORT_FAILED when the directory cannot be created', async () => {
    const h = harness();
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const data = await settled(h, await h.ok('winproc_export_graphs', { metrics: [{ metric_id: 'cpu_percent' }], output_directory: join(file, 'sub') }));
    expect(data.state).toBe('failed');
    expect(data.error?.code).toBe('EXPORT_FAILED');
    expect(statSync(file).size).toBe(0);
  });

  it('refuses the ab range before acceptance while the markers are not set, and exports between them once set', async () => {
    const h = harness();
    const dir = tempDir();
    const refused = await settled(h, await h.ok('winproc_export_graphs', { metrics: [{ metric_id: 'cpu_percent' }], output_directory: dir, range: 'ab' }));
    expect(refused.error?.code).toBe('STATE_CONFLICT');
    expect(h.app.getView().graphs.workspace.graphs).toHaveLength(0);
    h.app.actions.addGraph({ kind: 'system', metricId: 'cpu_percent' });
    h.app.actions.graphs.moveCursor(-1);
    h.app.actions.graphs.setMarker('b');
    h.app.actions.graphs.moveCursor(-2);
    h.app.actions.graphs.setMarker('a');
    const data = await settled(h, await h.ok('winproc_export_graphs', { output_directory: dir, range: 'ab', filename: 'ab.csv' }));
    expect(data.outcome).toMatchObject({ range: 'ab', rows: 3 });
    const rows = parse(readFileSync(join(dir, 'ab.csv'), 'utf8')) as string[][];
    expect(rows.slice(1).map((r) => r[0])).toEqual([T0 + 2000, T0 + 3000, T0 + 4000].map((t) => new Date(t).toISOString()));
  });

  it('exports the paused display: samples applied after the pause are not written', async () => {
    const h = harness(3);
    h.app.actions.toggleDisplayPause();
    h.applyThroughApp(snap(T0 + 3000, [], { values: { cpu_percent: 99 }, unavailable: {} }));
    const dir = tempDir();
    const data = await settled(h, await h.ok('winproc_export_graphs', { metrics: [{ metric_id: 'cpu_percent' }], output_directory: dir, filename: 'p.csv' }));
    expect(data.outcome).toMatchObject({ rows: 3 });
    const listed = (await h.ok('winproc_get_graphs')).data as { display_paused: boolean; captured_at: string };
    expect(listed).toMatchObject({ display_paused: true, captured_at: new Date(T0 + 2000).toISOString() });
  });
});
