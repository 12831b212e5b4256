// Guards the dispatcher's read-path routing (catalog coverage itself is not-built-yet.test.ts): the read tools are
// served, and the bridge's reserved delivery argument is split off before any handler sees the arguments.
import { describe, expect, it } from 'vitest';
import { dispatchTool, NOT_BUILT_YET, SERVED_TOOLS, splitDelivery } from '../../../src/backend/dispatcher.js';
import { Harness, snap } from './harness.js';

describe('dispatcher', () => {
  it('serves the read path', () => {
    for (const method of ['list_processes', 'get_metrics', 'get_history', 'read_capture', 'release_capture']) expect(NOT_BUILT_YET.has(method as never)).toBe(false);
    for (const tool of ['winproc_list_processes', 'winproc_get_metrics', 'winproc_get_history', 'winproc_read_capture', 'winproc_release_capture']) {
      expect(SERVED_TOOLS).toContain(tool);
    }
  });

  it('splits the delivery argument off; anything malformed means the normal bridge', () => {
    expect(splitDelivery({ a: 1, __delivery: { raw: true } })).toEqual({ toolArgs: { a: 1 }, delivery: { raw: true } });
    expect(splitDelivery({ a: 1 })).toEqual({ toolArgs: { a: 1 }, delivery: { raw: false } });
    expect(splitDelivery({ __delivery: 'raw' })).toEqual({ toolArgs: {}, delivery: { raw: false } });
  });

  it('binds cursors to the tool arguments only, never to the delivery argument', async () => {
    const h = new Harness();
    h.apply(snap(1_700_000_000_000, [{ pid: 1, name: 'a', start: 1 }, { pid: 2, name: 'b', start: 1 }]));
    const first = (await dispatchTool('list_processes', { limit: 1, __delivery: { raw: true } }, h.context())) as { data: { next_cursor: string } };
    const next = (await dispatchTool('list_processes', { limit: 1, cursor: first.data.next_cursor }, h.context())) as { data: { rows: { pid: number }[] } };
    expect(next.data.rows.map((r) => r.pid)).toEqual([2]);
  });

  it('serves every catalog tool: the last ones not built yet (.NET collection) answer with their handlers now', async () => {
    expect([...NOT_BUILT_YET.keys()]).toEqual([]);
    const h = new Harness();
    // Served and validated: a missing process_ref is the caller's INVALID_ARGUMENT, no longer UNSUPPORTED.
    const result = (await dispatchTool('get_dotnet_collection', {}, h.context())) as { error: { code: string } };
    expect(result.error.code).toBe('INVALID_ARGUMENT');
  });
});

describe('arguments arriving straight over IPC', () => {
  // Issue 12: the backend used to trust the bridge's validation, so a direct IPC caller's bad arguments became a
  // retryable INTERNAL_ERROR. They are the caller's fault: INVALID_ARGUMENT with field and constraint, not retryable.
  it('are validated by the backend with the generated validators', async () => {
    const harness = new Harness();
    const envelope = (await harness.call('winproc_list_processes', { limit: 'ten' })) as { error?: Record<string, unknown> };
    expect(envelope.error).toMatchObject({ code: 'INVALID_ARGUMENT', retryable: false, field: '/limit' });
    const unknown = (await harness.call('winproc_get_job', { job_id: 'j1', extra: 1 })) as { error?: Record<string, unknown> };
    expect(unknown.error).toMatchObject({ code: 'INVALID_ARGUMENT', retryable: false, field: '/extra' });
  });
});
