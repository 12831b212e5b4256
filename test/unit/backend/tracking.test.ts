// Guards the tracking tools of the backend against the App that owns the state (spec §10, criterion 12.15): the
// App's snapshots and tracking changes reach the mirror as in the application, winproc_get_tracking reports names,
// revision and the effective identity set (descendants marked, exited lifetimes left to list_processes), and
// winproc_update_tracking by name and by process reference report the same scope. Every envelope is checked
// against the published output schema by the harness.
import { describe, expect, it } from 'vitest';
import { Harness, snap, type Proc } from './harness.js';

const ROOT: Proc = { pid: 900, name: 'my-long-service-name', start: 9_000 };
const CHILD: Proc = { pid: 901, name: 'worker', start: 9_001, ppid: 900 };
const OTHER: Proc = { pid: 902, name: 'unrelated', start: 9_002 };

function harness(): Harness {
  const h = new Harness().mirrorApp();
  h.applyThroughApp(snap(h.clock, [ROOT, CHILD, OTHER]));
  return h;
}

async function revision(h: Harness): Promise<string> {
  return (await h.ok('winproc_get_tracking')).data.revision as string;
}

describe('winproc_get_tracking', () => {
  it('reports the working names, the App revision and no matches for an empty list', async () => {
    const h = harness();
    const data = (await h.ok('winproc_get_tracking')).data;
    expect(data).toMatchObject({ revision: 'inv-test:0', tracked_names: [], matching_processes: [] });
    expect(data.captured_at).toBe(new Date(h.clock).toISOString());
  });

  it('lists the root and its observed descendant with references, marking the descendant', async () => {
    const h = harness();
    const added = await h.ok('winproc_update_tracking', { action: 'add', process_name: 'My-Long-Service-Name', operation_id: 'a1', expected_revision: await revision(h) });
    expect(added.data).toMatchObject({ operation_id: 'a1', tool: 'winproc_update_tracking', state: 'succeeded', outcome: { revision: 'inv-test:1', tracked_names: ['my-long-service-name'] } });
    const data = (await h.ok('winproc_get_tracking')).data;
    expect(data.revision).toBe('inv-test:1');
    const rows = (data.matching_processes as Record<string, unknown>[]).map(({ pid, name, matched_name, descendant }) => ({ pid, name, matched_name, descendant }));
    expect(rows.sort((a, b) => Number(a.pid) - Number(b.pid))).toEqual([
      { pid: 900, name: 'my-long-service-name', matched_name: 'my-long-service-name', descendant: false },
      { pid: 901, name: 'worker', matched_name: 'my-long-service-name', descendant: true },
    ]);
    for (const row of data.matching_processes as { process_ref: string }[]) expect(row.process_ref).toMatch(/^p_/);
  });

  it('keeps an exited lifetime out of matching_processes while its live descendant stays in scope', async () => {
    const h = harness();
    await h.ok('winproc_update_tracking', { action: 'add', process_name: 'my-long-service-name', operation_id: 'a1', expected_revision: await revision(h) });
    h.clock += 1_000;
    h.applyThroughApp(snap(h.clock, [CHILD, OTHER]));
    const rows = (await h.ok('winproc_get_tracking')).data.matching_processes as { pid: number; descendant: boolean }[];
    expect(rows.map((row) => [row.pid, row.descendant])).toEqual([[901, true]]);
  });
});

describe('winproc_update_tracking', () => {
  it('by process_ref adds the captured name and says so, with the same scope as by name', async () => {
    const byRef = harness();
    const list = await byRef.ok('winproc_list_processes', { filter: { pid: 900 } });
    const ref = (list.data.rows as { process_ref: string }[])[0]!.process_ref;
    const viaRef = await byRef.ok('winproc_update_tracking', { action: 'add', process_ref: ref, operation_id: 'r1', expected_revision: await revision(byRef) });
    const byName = harness();
    const viaName = await byName.ok('winproc_update_tracking', { action: 'add', process_name: 'my-long-service-name', operation_id: 'n1', expected_revision: await revision(byName) });
    const outcome = (envelope: typeof viaRef) => envelope.data.outcome as { tracked_names: string[]; scope: string };
    expect(outcome(viaRef).tracked_names).toEqual(outcome(viaName).tracked_names);
    expect(outcome(viaRef).scope).toContain('(the captured name of the referenced process)');
    expect(outcome(viaRef).scope.replace(' (the captured name of the referenced process)', '')).toBe(outcome(viaName).scope);
  });

  it('needs exactly one of process_name and process_ref (INVALID_ARGUMENT, nothing entered)', async () => {
    const h = harness();
    const rev = await revision(h);
    await h.fails('winproc_update_tracking', { action: 'add', operation_id: 'x1', expected_revision: rev }, 'INVALID_ARGUMENT');
    const list = await h.ok('winproc_list_processes', { filter: { pid: 901 } });
    const ref = (list.data.rows as { process_ref: string }[])[0]!.process_ref;
    await h.fails('winproc_update_tracking', { action: 'add', process_name: 'worker', process_ref: ref, operation_id: 'x1', expected_revision: rev }, 'INVALID_ARGUMENT');
    await h.fails('winproc_get_operation', { operation_id: 'x1' }, 'OPERATION_UNKNOWN');
  });

  it('rejects a reference from another connection with REFERENCE_INVALID and enters nothing', async () => {
    const h = harness();
    await h.fails('winproc_update_tracking', { action: 'add', process_ref: 'p_not-issued-here', operation_id: 'bad-ref', expected_revision: await revision(h) }, 'REFERENCE_INVALID');
    await h.fails('winproc_get_operation', { operation_id: 'bad-ref' }, 'OPERATION_UNKNOWN');
    expect(h.app.trackingNames()).toEqual([]);
  });

  it('reports a stale revision as a failed operation with STATE_CONFLICT, readable again by get_operation', async () => {
    const h = harness();
    const read = await revision(h);
    h.app.actions.toggleTracking('unrelated');
    const stale = await h.ok('winproc_update_tracking', { action: 'add', process_name: 'worker', operation_id: 's1', expected_revision: read });
    expect(stale.data).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT', retryable: false } });
    expect((await h.ok('winproc_get_operation', { operation_id: 's1' })).data).toEqual(stale.data);
    expect((await h.ok('winproc_get_tracking')).data.tracked_names).toEqual(['unrelated']);
  });

  it('rejects control characters and empty names through the input schema, before the ledger', async () => {
    const h = harness();
    const rev = await revision(h);
    await h.fails('winproc_update_tracking', { action: 'add', process_name: 'bad\u0007name', operation_id: 'c1', expected_revision: rev }, 'INVALID_ARGUMENT');
    await h.fails('winproc_update_tracking', { action: 'add', process_name: '', operation_id: 'c2', expected_revision: rev }, 'INVALID_ARGUMENT');
    await h.fails('winproc_get_operation', { operation_id: 'c1' }, 'OPERATION_UNKNOWN');
  });
});
