// Guards one MCP tool call as one bounded unit (spec §4, §8), through the real bridge and the real application made
// slow by its response-delays test hook (src/backend/response-delays.ts): a starter cancelled while the bridge waits
// for its job closes the connection, so the job the client never learnt of and every capture of that connection are
// released at once instead of holding their slots for five minutes; and the ten-second response deadline covers the
// dispatch, the polls, the first-page read and the release together, not ten seconds for each of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireTmux } from '../support/tmux.js';
import { LiveApp, waitFor, type Session, type ToolResult } from '../support/live-app.js';

const HAS_TMUX = requireTmux();
if (!HAS_TMUX) process.stderr.write('mcp-delivery-envelope.test.ts: skipped, tmux is not installed\n');

// Every job stays running 3 s after its collector finished; every read_capture is held 7.5 s before it is handled.
// A read dispatched after a job succeeded therefore answers at least 10.5 s after the start was dispatched: within
// ten seconds of its own dispatch, but never within the call's ten seconds.
const JOB_HOLD_MS = 3_000;
const READ_HOLD_MS = 7_500;

/** A call that may meet the bridge still finishing a cancelled call: BUSY is retried, anything else is returned. */
async function callWhenFree(session: Session, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return waitFor(async () => {
    const result = await session.call(name, args);
    return result.structured.error?.code === 'BUSY' ? null : result;
  }, `${name} past BUSY`, 20_000, 200);
}

/** A capture the caller retains on this connection: it lives as long as the connection does. */
async function retainedCapture(session: Session): Promise<string> {
  const listing = await session.ok<{ capture_id: string; retained_capture_ids: string[] }>('winproc_list_processes', { limit: 1, retain_capture: true });
  expect(listing.data.retained_capture_ids).toContain(listing.data.capture_id);
  return listing.data.capture_id;
}

describe.skipIf(!HAS_TMUX)('one tool call, one envelope (system)', () => {
  let app: LiveApp;

  beforeAll(async () => {
    app = await LiveApp.start({ WINPROC_TUI_TEST_RESPONSE_DELAYS: `job=${JOB_HOLD_MS},read_capture=${READ_HOLD_MS}` });
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('a starter cancelled while the bridge waits for its job closes the connection: nothing it held stays behind', { timeout: 60_000 }, async () => {
    const session = await app.connect();
    const kept = await retainedCapture(session);
    const controller = new AbortController();
    // The spec's own one-call example; the job is still running (held) when the client gives up after one second,
    // which is almost always while the bridge sleeps between two polls, not inside one.
    const abandoned = session.client.callTool(
      { name: 'winproc_start_capture', arguments: { kind: 'file_users', read: { projection: ['path'], distinct_paths: true } } },
      undefined,
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 1_000);
    await expect(abandoned).rejects.toThrow();
    // The client never learnt the job ID, so nobody could reach its result: the connection that owned it is gone,
    // and with it the capture retained before (spec §8: cancellation after dispatch closes the connection).
    const released = await callWhenFree(session, 'winproc_release_capture', { capture_id: kept });
    // Releasing is idempotent: a capture that no longer exists answers released: false.
    expect(released.structured.data, released.text).toMatchObject({ capture_id: kept, released: false });
    // The bridge goes on serving on a new connection.
    const status = await callWhenFree(session, 'winproc_get_status', {});
    expect(status.isError, status.text).toBe(false);
    await session.close();
  });

  it('the first-page read runs inside the call\'s ten seconds: past them the call ends OUTCOME_UNKNOWN and its connection closes', { timeout: 60_000 }, async () => {
    const session = await app.connect();
    const kept = await retainedCapture(session);
    // wait_ms 9,000 leaves the held job time to succeed under load; its read then cannot answer in time.
    const late = await session.call('winproc_start_capture', { kind: 'network', wait_ms: 9_000 });
    expect(late.isError, late.text).toBe(true);
    expect(late.structured.error?.code, late.text).toBe('OUTCOME_UNKNOWN');
    // The connection closed, so the job's capture and everything else the connection owned were released.
    const released = await callWhenFree(session, 'winproc_release_capture', { capture_id: kept });
    // Releasing is idempotent: a capture that no longer exists answers released: false.
    expect(released.structured.data, released.text).toMatchObject({ capture_id: kept, released: false });
    await session.close();
  });
});
