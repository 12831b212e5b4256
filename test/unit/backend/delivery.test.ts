// Guards managed delivery (src/bridge/delivery.ts) against the real backend dispatcher in-process: delivery
// arguments never reach the backend, one-pass results are released after their final page, retained captures
// stay with retained_capture_ids, next_action is the exact read_capture continuation, raw mode adds nothing,
// bookkeeping expires after five minutes, one call runs at a time, and a failed poll never hides a running job's ID.
import { describe, expect, it, vi } from 'vitest';
import { adapterFor, type ToolAdapter } from '../../../generated/bridge/adapters.js';
import { DELIVERY_ARGUMENT as BACKEND_DELIVERY_ARGUMENT } from '../../../src/backend/context.js';
import { dispatchTool } from '../../../src/backend/dispatcher.js';
import { Delivery, DELIVERY_ARGUMENT } from '../../../src/bridge/delivery.js';
import type { ToolEnvelope } from '../../../src/bridge/envelope.js';
import type { BackendGateway } from '../../../src/bridge/server.js';
import { expectPublishedShape, Harness, snap, type Proc } from './harness.js';

const T0 = 1_700_000_000_000;

class InProcessGateway implements BackendGateway {
  readonly calls: { method: string; args: Record<string, unknown> }[] = [];
  constructor(private readonly h: Harness) {}
  async call(adapter: ToolAdapter, args: Record<string, unknown>): Promise<ToolEnvelope> {
    this.calls.push({ method: adapter.backendMethod, args });
    return dispatchTool(adapter.backendMethod, args, this.h.context());
  }
}

type Page = {
  data: { capture_id: string; rows: Record<string, unknown>[]; next_cursor: string | null; next_action: { tool: string; arguments: Record<string, unknown> } | null; capture_retained: boolean; retained_capture_ids: string[] };
  error?: { code: string };
};

function setup(processes = 12, raw = false) {
  const h = new Harness();
  h.apply(snap(T0, Array.from({ length: processes }, (_, i): Proc => ({ pid: 100 + i, name: `p${i}`, start: T0 - 10 }))));
  const gateway = new InProcessGateway(h);
  let now = 0;
  const delivery = new Delivery({ raw, gateway, now: () => now });
  const call = async (tool: string, args: Record<string, unknown>) => {
    const envelope = await delivery.call(adapterFor(tool)!, args, new AbortController().signal);
    expectPublishedShape(tool, envelope);
    return envelope as unknown as Page;
  };
  return { h, gateway, delivery, call, advance: (ms: number) => (now += ms) };
}

describe('managed delivery (normal bridge)', () => {
  it('shares the reserved delivery argument name with the backend, and strips retain_capture before dispatch', async () => {
    expect(DELIVERY_ARGUMENT).toBe(BACKEND_DELIVERY_ARGUMENT);
    const { gateway, call } = setup();
    await call('winproc_list_processes', { retain_capture: true, limit: 5 });
    expect(gateway.calls[0]!.args).toEqual({ limit: 5, [DELIVERY_ARGUMENT]: { raw: false } });
  });

  it('releases a one-pass result right after its only page', async () => {
    const { h, gateway, call } = setup();
    const page = await call('winproc_list_processes', {});
    expect(page.data.rows).toHaveLength(12);
    expect(page.data).toMatchObject({ next_cursor: null, next_action: null, capture_retained: false, retained_capture_ids: [] });
    expect(gateway.calls.map((c) => c.method)).toEqual(['list_processes', 'release_capture']);
    expect(h.connection.captures.retainedCount).toBe(0);
    // The id is provenance only now.
    expect((await call('winproc_read_capture', { capture_id: page.data.capture_id })).error?.code).toBe('REFERENCE_INVALID');
  });

  it('continues with the exact read_capture next_action and releases after the final page', async () => {
    const { h, call } = setup();
    let page = await call('winproc_list_processes', { limit: 5, sort: { by: 'pid' } });
    const captureId = page.data.capture_id;
    expect(page.data.capture_retained).toBe(true);
    expect(page.data.retained_capture_ids).toEqual([]);
    expect(page.data.next_action).toEqual({ tool: 'winproc_read_capture', arguments: { capture_id: captureId, cursor: page.data.next_cursor, limit: 5 } });
    const rows = [...page.data.rows];
    while (page.data.next_action) {
      page = await call(page.data.next_action.tool, page.data.next_action.arguments);
      rows.push(...page.data.rows);
    }
    expect(rows.map((r) => r.pid)).toEqual(Array.from({ length: 12 }, (_, i) => 100 + i));
    expect(page.data).toMatchObject({ capture_id: captureId, next_cursor: null, capture_retained: false, retained_capture_ids: [] });
    expect(h.connection.captures.retainedCount).toBe(0);
  });

  it('keeps retained captures for the caller, preserving retention in continuations', async () => {
    const { h, gateway, call } = setup();
    let page = await call('winproc_list_processes', { limit: 8, retain_capture: true });
    const id = page.data.capture_id;
    expect(page.data).toMatchObject({ capture_retained: true, retained_capture_ids: [id] });
    expect(page.data.next_action!.arguments).toEqual({ capture_id: id, cursor: page.data.next_cursor, limit: 8, retain_capture: true });
    page = await call('winproc_read_capture', page.data.next_action!.arguments);
    expect(page.data).toMatchObject({ next_cursor: null, next_action: null, capture_retained: true, retained_capture_ids: [id] });
    expect(gateway.calls.some((c) => c.method === 'release_capture')).toBe(false);
    // Independent views of the same frozen source: a derived one-pass read is released, the source stays.
    const derived = await call('winproc_read_capture', { capture_id: id, filter: 'bin/p1' });
    expect(derived.data.rows.map((r) => r.pid)).toEqual([101, 110, 111]);
    expect(derived.data).toMatchObject({ capture_retained: false, retained_capture_ids: [id] });
    expect(h.connection.captures.retainedCount).toBe(1);
    expect((await call('winproc_release_capture', { capture_id: id })) as unknown).toMatchObject({ data: { released: true } });
    expect(h.connection.captures.retainedCount).toBe(0);
  });

  it('manages raw history pages and leaves summaries untouched', async () => {
    const { h, call } = setup(1);
    for (let i = 1; i < 7; i++) h.apply(snap(T0 + i * 1000, []));
    const first = await call('winproc_get_history', { metric_ids: ['cpu_percent'], mode: 'raw', limit: 4 });
    expect(first.data.next_action).toMatchObject({ tool: 'winproc_read_capture', arguments: { capture_id: first.data.capture_id, limit: 4 } });
    const last = await call('winproc_read_capture', first.data.next_action!.arguments);
    expect(last.data.rows).toHaveLength(3);
    expect(last.data.capture_retained).toBe(false);
    const summary = (await call('winproc_get_history', { metric_ids: ['cpu_percent'] })) as unknown as { data: Record<string, unknown> };
    expect(Object.keys(summary.data).sort()).toEqual(['coverage', 'metrics', 'target']);
    expect(h.connection.captures.retainedCount).toBe(0);
  });

  it('passes errors through without managed metadata', async () => {
    const { call } = setup();
    const failed = (await call('winproc_list_processes', { source: 'log', log_ref: 'l' })) as unknown as Record<string, unknown>;
    expect(failed).not.toHaveProperty('data');
  });

  it('forgets continuation bookkeeping after five minutes and then never releases behind the caller', async () => {
    const { h, delivery, call, advance } = setup();
    const first = await call('winproc_list_processes', { limit: 5 });
    expect(delivery.trackedCaptures().get(first.data.capture_id)).toEqual(expect.objectContaining({ owner: 'bridge' }));
    advance(5 * 60_000);
    expect(delivery.trackedCaptures().size).toBe(0);
    const page = await call('winproc_read_capture', { capture_id: first.data.capture_id, cursor: first.data.next_cursor, limit: 100 });
    expect(page.data).toMatchObject({ next_cursor: null, capture_retained: true, retained_capture_ids: [first.data.capture_id] });
    expect(h.connection.captures.retainedCount).toBe(1);
  });

  it('runs one call at a time, including its cleanup', async () => {
    const h = new Harness();
    h.apply(snap(T0, []));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: BackendGateway = {
      call: async (adapter, args) => {
        await gate;
        return dispatchTool(adapter.backendMethod, args, h.context());
      },
    };
    const delivery = new Delivery({ raw: false, gateway: slow });
    const signal = new AbortController().signal;
    const first = delivery.call(adapterFor('winproc_list_processes')!, {}, signal);
    const second = await delivery.call(adapterFor('winproc_get_status')!, {}, signal);
    expect((second as { error: { code: string } }).error.code).toBe('BUSY');
    release();
    expect((await first) as unknown).toMatchObject({ data: { capture_retained: false } });
  });
});

describe('raw delivery (mcp-bridge --raw)', () => {
  it('adds no managed metadata, pages 100 rows by default and keeps captures until released', async () => {
    const { h, gateway, call } = setup(150, true);
    const first = await call('winproc_list_processes', { retain_capture: true });
    expect(gateway.calls[0]!.args).toEqual({ [DELIVERY_ARGUMENT]: { raw: true } });
    expect(first.data.rows).toHaveLength(100);
    for (const key of ['next_action', 'capture_retained', 'retained_capture_ids']) expect(first.data).not.toHaveProperty(key);
    const last = await call('winproc_list_processes', { cursor: first.data.next_cursor });
    expect(last.data.rows).toHaveLength(50);
    expect(last.data.next_cursor).toBeNull();
    expect(gateway.calls.some((c) => c.method === 'release_capture')).toBe(false);
    expect(h.connection.captures.retainedCount).toBe(1);
  });
});

describe('status delivery defaults', () => {
  it.each([
    [false, { mode: 'normal', default_wait_ms: 5000, default_page_limit: 5000 }],
    [true, { mode: 'raw', default_wait_ms: 0, default_page_limit: 100 }],
  ])('adds data.delivery to winproc_get_status (raw=%s)', async (raw, expected) => {
    const { call } = setup(1, raw);
    const status = (await call('winproc_get_status', {})) as unknown as { data: { delivery: unknown } };
    expect(status.data.delivery).toEqual(expected);
  });
});

describe('abandoned streams', () => {
  it('evicts the least recently used bridge-owned stream when a new capture does not fit, never a retained one', async () => {
    const { h, call } = setup(12);
    const retained = await call('winproc_list_processes', { limit: 5, retain_capture: true });
    const streams: Page[] = [];
    for (let i = 0; i < 7; i++) streams.push(await call('winproc_list_processes', { limit: 5 }));
    expect(h.connection.captures.retainedCount).toBe(8);
    // Touch the oldest stream: it becomes the most recently used.
    const touched = await call('winproc_read_capture', { capture_id: streams[0]!.data.capture_id, cursor: streams[0]!.data.next_cursor, limit: 5 });
    expect(touched.data.next_cursor).not.toBeNull();
    const ninth = await call('winproc_list_processes', { limit: 5 });
    expect(ninth.error).toBeUndefined();
    expect(h.connection.captures.retainedCount).toBe(8);
    expect(h.connection.captures.has(streams[1]!.data.capture_id)).toBe(false);
    expect(h.connection.captures.has(streams[0]!.data.capture_id)).toBe(true);
    expect(h.connection.captures.has(retained.data.capture_id)).toBe(true);
    // Continuing by cursor is the cursor path of spec §8 (issue 12): a vanished capture is CURSOR_INVALID there.
    const evicted = await call('winproc_read_capture', { capture_id: streams[1]!.data.capture_id, cursor: streams[1]!.data.next_cursor });
    expect(evicted.error?.code).toBe('CURSOR_INVALID');
    const byId = await call('winproc_read_capture', { capture_id: streams[1]!.data.capture_id });
    expect(byId.error?.code).toBe('REFERENCE_INVALID');
  });

  it('a client polling a listing it never continues: from the ninth call on the refused listing is resent, not built again (issue 31)', async () => {
    const { h, gateway, call } = setup(12);
    const built = vi.spyOn(h.connection.references, 'refFor');
    const perCall: number[] = [];
    for (let i = 0; i < 12; i++) {
      const before = built.mock.calls.length;
      const page = await call('winproc_list_processes', { limit: 5 });
      expect(page.error).toBeUndefined();
      expect(page.data.rows.map((r) => r.pid)).toEqual([100, 101, 102, 103, 104]);
      expect(page.data.next_action?.tool).toBe('winproc_read_capture');
      perCall.push(built.mock.calls.length - before);
    }
    expect(gateway.calls.slice(-3).map((c) => c.method)).toEqual(['list_processes', 'release_capture', 'list_processes']);
    // One reference per listed row (no parent is verified here): twelve each call, refused attempt and resend together.
    expect(perCall).toEqual(Array.from({ length: 12 }, () => 12));
  });

  it('reports RESOURCE_LIMIT when only caller-retained captures fill the slots', async () => {
    const { call } = setup(3);
    for (let i = 0; i < 8; i++) await call('winproc_list_processes', { retain_capture: true });
    expect((await call('winproc_list_processes', {})).error?.code).toBe('RESOURCE_LIMIT');
  });
});

describe('a starter whose poll fails', () => {
  // Scripted backend answers: a get_job poll that fails while the connection stays open cannot be produced by the
  // real backend on demand (its own job is always found), so the gateway is the boundary here.
  it('returns the running job with its get_job continuation instead of hiding its ID behind the error', async () => {
    const sent: string[] = [];
    const running = { api_version: '1.0', backend_instance_id: 'b', status: 'complete', warnings: [], data: { job_id: 'j_1', kind: 'network', state: 'running' } };
    const gateway: BackendGateway = {
      call: async (adapter) => {
        sent.push(adapter.backendMethod);
        if (adapter.backendMethod === 'start_capture') return running;
        return { api_version: '1.0', backend_instance_id: 'b', error: { code: 'INTERNAL_ERROR', message: 'poll failed', retryable: true } };
      },
    };
    const delivery = new Delivery({ raw: false, gateway });
    const envelope = (await delivery.call(adapterFor('winproc_start_capture')!, { kind: 'network', read: { limit: 3 } }, new AbortController().signal)) as { data: Record<string, unknown> };
    expect(sent).toEqual(['start_capture', 'get_job']);
    expect(envelope.data).toMatchObject({ job_id: 'j_1', state: 'running', next_action: { tool: 'winproc_get_job', arguments: { job_id: 'j_1', read: { limit: 3 } } } });
  });
});
