// Guards winproc_read_capture and winproc_release_capture: unmodified reads slice the same frozen capture (any
// page size, no new slot, listing cursors accepted), selectors make a derived capture that inherits the expiry,
// cursors bind the selectors, nothing is ever re-collected, release is idempotent and takes derived captures
// along, and live captures are rejected in Log view and invalid after it.
import { describe, expect, it } from 'vitest';
import { Harness, snap, type Proc } from './harness.js';

const T0 = 1_700_000_000_000;
const procs: Proc[] = [
  { pid: 10, name: 'chrome', start: T0 - 9, path: '/opt/google/chrome/chrome' },
  { pid: 11, name: 'Chrome', start: T0 - 8, path: '/opt/google/chrome/chrome' },
  { pid: 12, name: 'bash', start: T0 - 7, path: '/usr/bin/bash' },
  { pid: 13, name: 'python3', start: T0 - 6, path: '/usr/lib/python3/bin/python3.12' },
  { pid: 14, name: 'kworker', start: T0 - 5, path: null },
];

async function listing(h: Harness, args: Record<string, unknown> = {}) {
  h.apply(snap(T0, procs));
  return h.ok('winproc_list_processes', args);
}

describe('winproc_read_capture', () => {
  it('continues a listing from its cursor with another page size, in the same capture and without a new slot', async () => {
    const h = new Harness();
    const first = await listing(h, { limit: 2 });
    const slots = h.connection.captures.retainedCount;
    const next = await h.ok('winproc_read_capture', { capture_id: first.data.capture_id, cursor: first.data.next_cursor, limit: 1 });
    expect(next.data).toMatchObject({ capture_id: first.data.capture_id, kind: 'process_list', coverage: { listed: 5 } });
    expect(next.data.rows!.map((r) => r.pid)).toEqual([12]);
    const rest = await h.ok('winproc_read_capture', { capture_id: first.data.capture_id, cursor: next.data.next_cursor, limit: 50 });
    expect(rest.data.rows!.map((r) => r.pid)).toEqual([13, 14]);
    expect(rest.data.next_cursor).toBeNull();
    expect(h.connection.captures.retainedCount).toBe(slots);
    // Frozen pages keep the capture's own metadata.
    expect(rest.captured_at).toBe(new Date(T0).toISOString());
    // The originating listing cursor still works after the read.
    await h.ok('winproc_list_processes', { limit: 2, cursor: first.data.next_cursor });
    // Rereading from the start, and rejecting another capture's cursor.
    expect((await h.ok('winproc_read_capture', { capture_id: first.data.capture_id })).data.rows).toHaveLength(5);
    const other = await h.ok('winproc_list_processes', { limit: 1, scope: 'all' });
    await h.fails('winproc_read_capture', { capture_id: first.data.capture_id, cursor: other.data.next_cursor }, 'CURSOR_INVALID');
  });

  it('derives a separately budgeted capture for selectors, inheriting the source expiry, without re-listing', async () => {
    const h = new Harness();
    const first = await listing(h);
    const source = h.connection.captures.get(first.data.capture_id!);
    h.clock += 60_000;
    h.apply(snap(T0 + 60_000, [{ pid: 99, name: 'chrome', start: T0 + 50_000 }])); // new processes never reach a frozen capture
    const derived = await h.ok('winproc_read_capture', { capture_id: first.data.capture_id, owner_name: 'CHROME' });
    expect(derived.data.capture_id).not.toBe(first.data.capture_id);
    expect(derived.data.rows!.map((r) => r.pid)).toEqual([10, 11]);
    expect(derived.data.coverage).toEqual({ listed: 2 });
    expect(h.connection.captures.retainedCount).toBe(2);
    expect(h.connection.captures.get(derived.data.capture_id!).expiresAtMs).toBe(source.expiresAtMs);
    expect(derived.captured_at).toBe(new Date(T0).toISOString());
  });

  it('applies all-term path filters, extensions, owner names, then distinct paths and projection', async () => {
    const h = new Harness();
    const first = await listing(h);
    const id = first.data.capture_id;
    const read = async (args: Record<string, unknown>) => (await h.ok('winproc_read_capture', { capture_id: id, ...args })).data.rows!;
    expect((await read({ filter: 'GOOGLE  chrome' })).map((r) => r.pid)).toEqual([10, 11]);
    expect((await read({ filter: 'google bash' })).map((r) => r.pid)).toEqual([]);
    expect((await read({ extension: '.12' })).map((r) => r.pid)).toEqual([13]);
    expect(await read({ distinct_paths: true, projection: ['path'], filter: 'chrome' })).toEqual([{ path: '/opt/google/chrome/chrome' }]);
    expect(await read({ projection: ['name', 'pid'], owner_name: 'bash' })).toEqual([{ pid: 12, name: 'bash' }]);
  });

  it('rejects selectors the capture cannot answer, without re-collecting', async () => {
    const h = new Harness();
    const first = await listing(h);
    const id = first.data.capture_id;
    expect(await h.fails('winproc_read_capture', { capture_id: id, distinct_paths: true }, 'INVALID_ARGUMENT')).toMatch(/projection \["path"\]/);
    await h.fails('winproc_read_capture', { capture_id: id, distinct_paths: true, projection: ['path', 'pid'] }, 'INVALID_ARGUMENT');
    await h.fails('winproc_read_capture', { capture_id: id, projection: ['handle_count'] }, 'INVALID_ARGUMENT');
    // user was not projected by the listing: the capture does not hold it, and a read never collects it.
    expect(await h.fails('winproc_read_capture', { capture_id: id, projection: ['user'] }, 'INVALID_ARGUMENT')).toMatch(/does not hold/);
    const withUser = await h.ok('winproc_list_processes', { projection: ['pid', 'user'] });
    expect((await h.ok('winproc_read_capture', { capture_id: withUser.data.capture_id, projection: ['user'] })).data.rows![0]).toEqual({ user: 'tester' });
    const history = await h.ok('winproc_get_history', { metric_ids: ['cpu_percent'], mode: 'raw' });
    await h.fails('winproc_read_capture', { capture_id: history.data.capture_id, projection: ['path'] }, 'INVALID_ARGUMENT');
    await h.fails('winproc_read_capture', { capture_id: history.data.capture_id, filter: 'x' }, 'INVALID_ARGUMENT');
    expect(h.connection.captures.retainedCount).toBe(4); // two listings, one derived read, one history: no failed read allocated
  });

  it('binds derived cursors to every argument, limit included (spec §6 exempts only the unmodified read)', async () => {
    const h = new Harness();
    const first = await listing(h);
    const args = { capture_id: first.data.capture_id, filter: '/', limit: 1 };
    const page1 = await h.ok('winproc_read_capture', args);
    await h.fails('winproc_read_capture', { ...args, limit: 2, cursor: page1.data.next_cursor }, 'CURSOR_INVALID');
    const { limit: _omitted, ...withoutLimit } = args;
    await h.fails('winproc_read_capture', { ...withoutLimit, cursor: page1.data.next_cursor }, 'CURSOR_INVALID');
    const page2 = await h.ok('winproc_read_capture', { ...args, cursor: page1.data.next_cursor });
    expect(page2.data.capture_id).toBe(page1.data.capture_id);
    expect(page2.data.rows!.map((r) => r.pid)).toEqual([11]);
    await h.fails('winproc_read_capture', { ...args, filter: 'chrome', cursor: page2.data.next_cursor }, 'CURSOR_INVALID');
    // The derived capture reads unmodified from the same cursor, as a continuation does, and may change the page size.
    const page3 = await h.ok('winproc_read_capture', { capture_id: page1.data.capture_id, cursor: page2.data.next_cursor, limit: 5 });
    expect(page3.data.rows!.map((r) => r.pid)).toEqual([12, 13]);
    expect(h.connection.captures.retainedCount).toBe(2);
  });

  it('reads raw history captures unmodified with their temporal coverage and target on every page', async () => {
    const h = new Harness();
    for (let i = 0; i < 5; i++) h.apply(snap(T0 + i * 1000, []));
    const first = await h.ok('winproc_get_history', { metric_ids: ['process_count'], mode: 'raw', limit: 2 });
    const next = await h.ok('winproc_read_capture', { capture_id: first.data.capture_id, cursor: first.data.next_cursor, limit: 10 });
    expect(next.data).toMatchObject({ kind: 'history', target: { system: true }, temporal_coverage: first.data.temporal_coverage, coverage: { listed: 5 } });
    expect(next.data.rows).toHaveLength(3);
  });

  it('fails explicitly for expired captures: REFERENCE_INVALID by id, CURSOR_INVALID by cursor', async () => {
    const h = new Harness();
    const first = await listing(h, { limit: 2 });
    h.clock += 5 * 60_000;
    await h.fails('winproc_read_capture', { capture_id: first.data.capture_id }, 'REFERENCE_INVALID');
    await h.fails('winproc_list_processes', { limit: 2, cursor: first.data.next_cursor }, 'CURSOR_INVALID');
  });

  it('rejects live captures in Log view and invalidates them for good once the TUI was there', async () => {
    const h = new Harness();
    const first = await listing(h, { limit: 2 });
    h.state.apply({ type: 'activity', activity: 'log_view', displayPaused: false });
    await h.fails('winproc_read_capture', { capture_id: first.data.capture_id }, 'ACTIVITY_CONFLICT');
    h.state.apply({ type: 'activity', activity: 'live', displayPaused: false });
    expect(await h.fails('winproc_read_capture', { capture_id: first.data.capture_id }, 'REFERENCE_INVALID')).toMatch(/Log view/);
    await h.fails('winproc_list_processes', { limit: 2, cursor: first.data.next_cursor }, 'CURSOR_INVALID');
    await h.ok('winproc_list_processes', { limit: 2 });
  });
});

describe('winproc_release_capture', () => {
  it('releases once, then succeeds as a no-op; derived captures go with their source', async () => {
    const h = new Harness();
    const first = await listing(h);
    const derived = await h.ok('winproc_read_capture', { capture_id: first.data.capture_id, filter: 'chrome' });
    expect(h.connection.captures.retainedCount).toBe(2);
    expect((await h.ok('winproc_release_capture', { capture_id: first.data.capture_id })).data).toEqual({ capture_id: first.data.capture_id, released: true });
    expect(h.connection.captures.retainedCount).toBe(0);
    expect((await h.ok('winproc_release_capture', { capture_id: first.data.capture_id })).data.released).toBe(false);
    expect((await h.ok('winproc_release_capture', { capture_id: derived.data.capture_id })).data.released).toBe(false);
    expect((await h.ok('winproc_release_capture', { capture_id: 'c_never' })).data.released).toBe(false);
    await h.fails('winproc_read_capture', { capture_id: derived.data.capture_id }, 'REFERENCE_INVALID');
  });

  it('works in Log view too: releasing is not a live read', async () => {
    const h = new Harness();
    const first = await listing(h);
    h.state.apply({ type: 'activity', activity: 'log_view', displayPaused: false });
    expect((await h.ok('winproc_release_capture', { capture_id: first.data.capture_id })).data.released).toBe(true);
  });

  it('frees slots: the ninth retained capture is RESOURCE_LIMIT until one is released', async () => {
    const h = new Harness();
    h.apply(snap(T0, procs));
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await h.ok('winproc_list_processes')).data.capture_id!);
    await h.fails('winproc_list_processes', {}, 'RESOURCE_LIMIT');
    await h.ok('winproc_release_capture', { capture_id: ids[0] });
    await h.ok('winproc_list_processes');
  });
});
