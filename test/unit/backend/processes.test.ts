// Guards winproc_list_processes against a hand-fed mirror: scopes and their deduplication by full identity,
// live/unknown lifecycle, the verified-or-unknown parent rule, filters, sort tie-breakers, projection of opt-in
// fields, frozen paging with bound cursors, log/activity rejection and raw-mode page defaults.
import { describe, expect, it, vi } from 'vitest';
import { ConnectionState } from '../../../src/backend/context.js';
import { PROCESS_LIST_FIELDS } from '../../../src/backend/tools/processes.js';
import { Harness, keyOf, snap, type Proc } from './harness.js';

const T0 = 1_700_000_000_000;
const init: Proc = { pid: 1, name: 'init', start: T0 - 100_000, ppid: null };
const shell: Proc = { pid: 200, name: 'bash', start: T0 - 50_000, ppid: 1 };
const worker: Proc = { pid: 300, name: 'Worker', start: T0 - 10_000, ppid: 200 };
const other: Proc = { pid: 301, name: 'worker', start: T0 - 9_000, ppid: 999 };

async function rowsOf(h: Harness, args: Record<string, unknown> = {}) {
  return (await h.allPages('winproc_list_processes', args)).rows;
}

describe('winproc_list_processes', () => {
  it('lists the latest snapshot with every default field and without user or command_line', async () => {
    const h = new Harness();
    h.apply(snap(T0, [init, shell]));
    const page = await h.ok('winproc_list_processes');
    expect(page.captured_at).toBe(new Date(T0).toISOString());
    expect(page.data.next_cursor).toBeNull();
    expect(page.data.coverage).toEqual({ listed: 2 });
    const row = page.data.rows!.find((r) => r.pid === 200)!;
    expect(Object.keys(row)).toEqual(['process_ref', 'pid', 'name', 'start_time', 'parent', 'lifecycle', 'last_seen_at', 'history_from', 'history_to', 'path']);
    expect(row).toMatchObject({
      name: 'bash',
      start_time: new Date(T0 - 50_000).toISOString(),
      lifecycle: 'live',
      last_seen_at: new Date(T0).toISOString(),
      history_from: new Date(T0).toISOString(),
      history_to: new Date(T0).toISOString(),
      path: '/usr/bin/bash',
    });
  });

  it('verifies a parent only for exactly one earlier-created candidate in the latest snapshot', async () => {
    const h = new Harness();
    const sameTick: Proc = { pid: 400, name: 'child-same-tick', start: T0 - 50_000, ppid: 200 };
    const olderThanParent: Proc = { pid: 401, name: 'child-older', start: T0 - 60_000, ppid: 200 };
    const unknownStart: Proc = { pid: 402, name: 'child-unknown', start: null, ppid: 200 };
    const orphan: Proc = { pid: 403, name: 'orphan', start: T0 - 1, ppid: 7777 };
    h.apply(snap(T0, [init, shell, worker, sameTick, olderThanParent, unknownStart, orphan]));
    const rows = await rowsOf(h);
    const by = (pid: number) => rows.find((r) => r.pid === pid)!;
    const shellRef = by(200).process_ref;
    expect(by(300).parent).toEqual({ status: 'verified', pid: 200, process_ref: shellRef });
    expect(by(200).parent).toEqual({ status: 'verified', pid: 1, process_ref: by(1).process_ref });
    expect(by(1).parent).toEqual({ status: 'unknown', pid: null });
    // Equal creation time is not strictly earlier; a "parent" created after the child is a reused PID.
    expect(by(400).parent).toEqual({ status: 'unknown', pid: 200 });
    expect(by(401).parent).toEqual({ status: 'unknown', pid: 200 });
    expect(by(402).parent).toEqual({ status: 'unknown', pid: 200 });
    expect(by(403).parent).toEqual({ status: 'unknown', pid: 7777 });
  });

  it('does not verify a parent that left the snapshot, even for a history-only child', async () => {
    const h = new Harness();
    h.apply(snap(T0, [init, shell, worker]));
    h.apply(snap(T0 + 1000, [init, worker]));
    h.apply(snap(T0 + 2000, [init]));
    const rows = await rowsOf(h, { scope: 'retained' });
    expect(rows.find((r) => r.pid === 300)!.parent).toEqual({ status: 'unknown', pid: 200 });
    expect(rows.find((r) => r.pid === 200)!.parent).toMatchObject({ status: 'verified', pid: 1 });
  });

  it('scopes live, retained and all: history-only identities are unknown, deduplicated by full identity, one row per generation', async () => {
    const h = new Harness();
    const first: Proc = { pid: 500, name: 'svc', start: T0 - 5000 };
    const restarted: Proc = { pid: 500, name: 'svc', start: T0 + 500 }; // same PID and name, a new lifetime
    h.apply(snap(T0, [init, first]));
    h.apply(snap(T0 + 1000, [init, restarted]));
    const live = await rowsOf(h, { scope: 'live' });
    const retained = await rowsOf(h, { scope: 'retained' });
    const all = await rowsOf(h, { scope: 'all' });
    expect(live.map((r) => r.pid).sort()).toEqual([1, 500]);
    expect(retained).toHaveLength(3);
    expect(all).toHaveLength(3);
    expect(new Set(all.map((r) => r.process_ref)).size).toBe(3);
    const generations = all.filter((r) => r.pid === 500);
    expect(generations.map((r) => r.lifecycle).sort()).toEqual(['live', 'unknown']);
    const ended = generations.find((r) => r.lifecycle === 'unknown')!;
    expect(ended.start_time).toBe(new Date(T0 - 5000).toISOString());
    // Paths come from current snapshot rows only.
    expect(ended.path).toBeNull();
    expect(ended.last_seen_at).toBe(new Date(T0).toISOString());
    expect(ended.history_to).toBe(new Date(T0).toISOString());
    const current = generations.find((r) => r.lifecycle === 'live')!;
    expect(current.process_ref).not.toBe(ended.process_ref);
    // The same lifetime keeps its reference across listings of this connection.
    expect((await rowsOf(h, { scope: 'live' })).find((r) => r.pid === 500)!.process_ref).toBe(current.process_ref);
  });

  it('filters by case-insensitive name, by path (history-only rows never match) and by exact PID', async () => {
    const h = new Harness();
    h.apply(snap(T0, [init, shell, worker, other]));
    h.apply(snap(T0 + 1000, [init, shell, other]));
    expect((await rowsOf(h, { filter: { name: 'WORK' }, scope: 'all' })).map((r) => r.pid).sort()).toEqual([300, 301]);
    expect((await rowsOf(h, { filter: { path: 'BIN/WORK' }, scope: 'all' })).map((r) => r.pid)).toEqual([301]);
    expect((await rowsOf(h, { filter: { pid: 300 }, scope: 'retained' })).map((r) => r.name)).toEqual(['Worker']);
    expect(await rowsOf(h, { filter: { pid: 300 } })).toEqual([]);
    expect(await rowsOf(h, { filter: { name: 'work', pid: 301 } })).toHaveLength(1);
  });

  it('sorts ascending by name or PID with identity tie-breakers (PID, then start time, unknown last)', async () => {
    const h = new Harness();
    const a1: Proc = { pid: 20, name: 'b', start: T0 - 10 };
    const a2: Proc = { pid: 10, name: 'B', start: T0 - 5 };
    const c: Proc = { pid: 5, name: 'a', start: T0 - 1 };
    const old: Proc = { pid: 30, name: 'same', start: T0 - 900 };
    const unknown: Proc = { pid: 31, name: 'same', start: null };
    h.apply(snap(T0, [a1, old, c]));
    h.apply(snap(T0 + 1000, [a2, unknown, a1]));
    const young: Proc = { pid: 30, name: 'same', start: T0 + 1500 };
    h.apply(snap(T0 + 2000, [a2, unknown, a1, young]));
    const byName = await rowsOf(h, { scope: 'all', sort: { by: 'name' } });
    expect(byName.map((r) => `${r.name}/${r.pid}`)).toEqual(['a/5', 'B/10', 'b/20', 'same/30', 'same/30', 'same/31']);
    const same30 = byName.filter((r) => r.pid === 30).map((r) => r.start_time);
    expect(same30).toEqual([new Date(T0 - 900).toISOString(), new Date(T0 + 1500).toISOString()]);
    const byPid = await rowsOf(h, { scope: 'all', sort: { by: 'pid' } });
    expect(byPid.map((r) => r.pid)).toEqual([5, 10, 20, 30, 30, 31]);
    expect(byPid.filter((r) => r.pid === 30).map((r) => r.lifecycle)).toEqual(['unknown', 'live']);
  });

  it('returns user only when projected; a listing has no command_line field (never a null that reads as "none")', async () => {
    const h = new Harness();
    h.apply(snap(T0, [{ ...shell, user: 'alice' }]));
    const page = await h.ok('winproc_list_processes', { projection: ['name', 'user'] });
    expect(page.data.rows).toEqual([{ name: 'bash', user: 'alice' }]);
    expect(page.warnings).toEqual([]);
    // The published input schema refuses the field: snapshots do not sample command lines.
    expect(await h.fails('winproc_list_processes', { projection: ['command_line', 'name'] }, 'INVALID_ARGUMENT')).toMatch(/projection/);
    const plain = await h.ok('winproc_list_processes', { projection: ['pid'] });
    expect(plain.data.rows).toEqual([{ pid: 200 }]);
    expect(plain.warnings).toEqual([]);
  });

  it('returns the Linux control-group fields only when projected; null where the sample has none', async () => {
    const h = new Harness();
    const id = 'ab'.repeat(32);
    const cgroup = { path: `/system.slice/docker-${id}.scope`, unit: `docker-${id}.scope`, container: { runtime: 'docker' as const, id, podUid: null, name: 'web' }, namespacePid: 7 };
    h.apply(snap(T0, [{ ...shell, cgroup }, worker]));
    const fields = ['pid', 'cgroup', 'systemd_unit', 'container', 'namespace_pid'];
    const page = await h.ok('winproc_list_processes', { projection: fields, sort: { by: 'pid' } });
    expect(page.data.rows).toEqual([
      { pid: 200, cgroup: cgroup.path, systemd_unit: cgroup.unit, container: { runtime: 'docker', id, pod_uid: null, name: 'web' }, namespace_pid: 7 },
      { pid: 300, cgroup: null, systemd_unit: null, container: null, namespace_pid: null },
    ]);
    const plain = await h.ok('winproc_list_processes');
    for (const field of fields.slice(1)) expect(Object.keys(plain.data.rows![0])).not.toContain(field);
  });

  it('pages a frozen capture: later snapshots neither add nor remove rows, every row exactly once', async () => {
    const h = new Harness();
    const procs: Proc[] = Array.from({ length: 7 }, (_, i) => ({ pid: 1000 + i, name: `p${i}`, start: T0 - 1000 + i }));
    h.apply(snap(T0, procs));
    const first = await h.ok('winproc_list_processes', { limit: 3 });
    expect(first.data.rows!.map((r) => r.pid)).toEqual([1000, 1001, 1002]);
    expect(first.data.coverage).toEqual({ listed: 7 });
    // Churn between pages: four exit, three new appear.
    h.apply(snap(T0 + 1000, [...procs.slice(4), { pid: 2000, name: 'n0', start: T0 + 900 }, { pid: 2001, name: 'n1', start: T0 + 901 }]));
    const second = await h.ok('winproc_list_processes', { limit: 3, cursor: first.data.next_cursor });
    const third = await h.ok('winproc_list_processes', { limit: 3, cursor: second.data.next_cursor });
    expect([...second.data.rows!, ...third.data.rows!].map((r) => r.pid)).toEqual([1003, 1004, 1005, 1006]);
    expect(third.data.next_cursor).toBeNull();
    expect(second.data.capture_id).toBe(first.data.capture_id);
    expect(second.captured_at).toBe(new Date(T0).toISOString());
    expect(second.data.rows![0]!.lifecycle).toBe('live'); // evidence at list capture time
  });

  it('pages every field as it was at list time, in the order a whole page has it, within the capture\'s size bound', async () => {
    const h = new Harness();
    const id = 'cd'.repeat(32);
    const cgroup = { path: `/a/"b"\\c-${id}`, unit: 'u\u0001.scope', container: { runtime: 'docker' as const, id, podUid: 'pod', name: 'wéb' }, namespacePid: 3 };
    // Texts that escape to several JSON bytes a character (quotes, backslashes, control characters, non-ASCII).
    const odd: Proc = { pid: 500, name: 'q"\\\u0001é', start: T0 - 5, ppid: 200, path: '/opt/"x"\\é', user: 'ü\u0002', cgroup };
    h.apply(snap(T0, [init, shell, worker, odd]));
    h.apply(snap(T0 + 1000, [init, shell, worker, odd]));
    const all = [...PROCESS_LIST_FIELDS];
    const whole = await h.ok('winproc_list_processes', { projection: all, limit: 100 });
    let page = await h.ok('winproc_list_processes', { projection: all, limit: 1 });
    const rows = [...page.data.rows!];
    // Then: init leaves (the shell's parent), last seen and the histories' ends move on, the shell's path changes.
    h.apply(snap(T0 + 2000, [{ ...shell, path: '/bin/other' }, worker, odd]));
    while (page.data.next_cursor !== null) {
      page = await h.ok('winproc_list_processes', { projection: all, limit: 1, cursor: page.data.next_cursor });
      rows.push(...page.data.rows!);
    }
    expect(rows).toHaveLength(4);
    expect(JSON.stringify(rows)).toBe(JSON.stringify(whole.data.rows));
    expect(rows.find((r) => r.pid === 200)).toMatchObject({ path: '/usr/bin/bash', last_seen_at: new Date(T0 + 1000).toISOString(), history_from: new Date(T0).toISOString(), history_to: new Date(T0 + 1000).toISOString() });
    expect(rows.find((r) => r.pid === 200)!.parent).toEqual({ status: 'verified', pid: 1, process_ref: rows.find((r) => r.pid === 1)!.process_ref });
    // The budget's upper bound of the listings' JSON (no row serialized for it) is never below the exact size.
    const captures = h.connection.captures;
    expect(captures.retainedBytes).toBeGreaterThan(0);
    expect(captures.retainedBytesBound).toBeGreaterThanOrEqual(captures.retainedBytes);
  });

  it('rejects a cursor whose query changed (limit, filter, scope), forged, from another connection, or expired', async () => {
    const h = new Harness();
    h.apply(snap(T0, Array.from({ length: 5 }, (_, i) => ({ pid: 10 + i, name: `q${i}`, start: T0 - 100 }))));
    const first = await h.ok('winproc_list_processes', { limit: 2, filter: { name: 'q' } });
    const cursor = first.data.next_cursor!;
    await h.fails('winproc_list_processes', { limit: 3, filter: { name: 'q' }, cursor }, 'CURSOR_INVALID');
    await h.fails('winproc_list_processes', { limit: 2, filter: { name: 'q1' }, cursor }, 'CURSOR_INVALID');
    await h.fails('winproc_list_processes', { limit: 2, filter: { name: 'q' }, scope: 'all', cursor }, 'CURSOR_INVALID');
    await h.fails('winproc_list_processes', { limit: 2, filter: { name: 'q' }, cursor: `${cursor.slice(0, -2)}AA` }, 'CURSOR_INVALID');
    await h.fails('winproc_list_processes', { limit: 2, filter: { name: 'q' }, cursor }, 'CURSOR_INVALID', { connection: new ConnectionState('other') });
    // Unchanged arguments (in any key order) continue.
    await h.ok('winproc_list_processes', { filter: { name: 'q' }, cursor, limit: 2 });
    h.clock += 5 * 60_000;
    const message = await h.fails('winproc_list_processes', { limit: 2, filter: { name: 'q' }, cursor }, 'CURSOR_INVALID');
    expect(message).toMatch(/expired/);
  });

  it('uses 5,000 rows by default and 100 in raw mode', async () => {
    const h = new Harness();
    h.apply(snap(T0, Array.from({ length: 150 }, (_, i) => ({ pid: 10 + i, name: `r${i}`, start: T0 - 100 }))));
    expect((await h.ok('winproc_list_processes')).data.rows).toHaveLength(150);
    const raw = await h.ok('winproc_list_processes', {}, { raw: true });
    expect(raw.data.rows).toHaveLength(100);
    expect(raw.data.next_cursor).toEqual(expect.any(String));
  });

  it('rejects unknown log references and a log source without log_ref; an explicit live source ignores log_ref with a warning', async () => {
    const h = new Harness();
    h.apply(snap(T0, [init]));
    await h.fails('winproc_list_processes', { source: 'log' }, 'INVALID_ARGUMENT');
    await h.fails('winproc_list_processes', { source: 'log', log_ref: 'l_1' }, 'REFERENCE_INVALID');
    await h.fails('winproc_list_processes', { log_ref: 'l_1' }, 'REFERENCE_INVALID');
    const live = await h.ok('winproc_list_processes', { source: 'live', log_ref: 'l_1' });
    expect(live.warnings!.join(' ')).toMatch(/log_ref was ignored/);
  });

  it('rejects live listing in Log view, and display pause never freezes it', async () => {
    const h = new Harness();
    h.apply(snap(T0, [init]));
    h.state.apply({ type: 'activity', activity: 'live', displayPaused: true });
    h.apply(snap(T0 + 1000, [init, shell]));
    const paused = await h.ok('winproc_list_processes');
    expect(paused.captured_at).toBe(new Date(T0 + 1000).toISOString());
    expect(paused.data.rows).toHaveLength(2);
    h.state.apply({ type: 'activity', activity: 'log_view', displayPaused: false });
    const error = await h.call('winproc_list_processes');
    expect(error.error).toMatchObject({ code: 'ACTIVITY_CONFLICT', retryable: true });
  });

  it('answers an empty, partial listing before the first sample', async () => {
    const h = new Harness();
    const page = await h.ok('winproc_list_processes');
    expect(page.status).toBe('partial');
    expect(page.data.rows).toEqual([]);
    expect(page.captured_at).toBeUndefined();
  });

  it('never resolves a listed reference again after its identity is pruned', async () => {
    const h = new Harness();
    h.apply(snap(T0, [init, worker]));
    const ref = (await rowsOf(h)).find((r) => r.pid === 300)!.process_ref as string;
    h.apply(snap(T0 + 1000, [init]), [keyOf(worker)]);
    await h.fails('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: ref } }, 'REFERENCE_INVALID');
    expect(await rowsOf(h, { scope: 'all' })).toHaveLength(1);
  });

  it("offers a listing refused for want of a slot, unbuilt, to the same query repeated while the mirror is unchanged (the bridge's evict-and-retry)", async () => {
    const h = new Harness();
    h.apply(snap(T0, [init, shell, worker]));
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await h.ok('winproc_list_processes', { limit: 1 })).data.capture_id!);
    const built = vi.spyOn(h.connection.references, 'refFor');
    await h.fails('winproc_list_processes', { limit: 1 }, 'RESOURCE_LIMIT');
    // Three rows, each with its own and maybe its parent's reference: built once for the refused attempt.
    const calls = built.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(3);
    await h.ok('winproc_release_capture', { capture_id: ids.shift() });
    const retried = await h.ok('winproc_list_processes', { limit: 1 });
    expect(built.mock.calls.length).toBe(calls);
    // The same listing a fresh one is: every row, every field, in order.
    const all = await h.allPages('winproc_read_capture', { capture_id: retried.data.capture_id, limit: 1 });
    ids.push(retried.data.capture_id!);
    await h.ok('winproc_release_capture', { capture_id: ids.shift() });
    const fresh = await h.allPages('winproc_list_processes', { limit: 5 });
    expect(all.rows).toEqual(fresh.rows);
    expect(built.mock.calls.length).toBeGreaterThan(calls);
  });

  it('builds a refused listing again when the mirror changed or the query differs before the retry', async () => {
    const h = new Harness();
    h.apply(snap(T0, [init, shell]));
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await h.ok('winproc_list_processes', { limit: 1 })).data.capture_id!);
    await h.fails('winproc_list_processes', { limit: 1 }, 'RESOURCE_LIMIT');
    h.apply(snap(T0 + 1000, [init, shell, worker]));
    await h.ok('winproc_release_capture', { capture_id: ids.shift() });
    const after = await h.allPages('winproc_list_processes', { limit: 1 });
    expect(after.rows.map((r) => r.pid)).toEqual([1, 200, 300]);
    expect(after.rows.every((r) => r.last_seen_at === new Date(T0 + 1000).toISOString())).toBe(true);
    ids.push(after.captureId);
    // Another query (a different limit binds another cursor) is never answered from a refused listing.
    await h.fails('winproc_list_processes', { limit: 1, scope: 'all' }, 'RESOURCE_LIMIT');
    await h.ok('winproc_release_capture', { capture_id: ids.shift() });
    const built = vi.spyOn(h.connection.references, 'refFor');
    const other = await h.ok('winproc_list_processes', { limit: 2, scope: 'all' });
    expect(built).toHaveBeenCalled();
    expect(other.data.rows!.map((r) => r.pid)).toEqual([1, 200]);
  });
});
