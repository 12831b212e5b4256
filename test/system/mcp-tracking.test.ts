// Criteria 12.15 and 12.19 end to end: the real application in a private tmux server, real bridges over stdio
// (the SDK client), processes the test spawns. Tracking by name and by reference, the shared revision (TUI keys
// and a second client make a revision stale), a confirmation answered by keys sent to the TUI, a refusal, a
// pending confirmation returned at once (never polled), a timeout (the test hook shortens the 60 s clock, see docs/architecture.md "Test hooks"), a cancellation on
// disconnect, BUSY for a second pending mutation, OPERATION_UNKNOWN after a restart, and a full ledger.
// The sampling interval is shortened by its test hook too, so a tracked lifetime holds more than general
// retention (120 samples) within seconds and its removal has history to discard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetTrackingData } from '../../generated/types/tools.js';
import { LiveApp, uniqueName, waitFor, type HistorySummary, type Session } from '../support/live-app.js';
import { requireTmux } from '../support/tmux.js';

interface OperationData {
  readonly operation_id: string;
  readonly tool?: string;
  readonly state: string;
  readonly confirmation?: { readonly description?: string };
  readonly outcome?: { readonly revision?: string; readonly tracked_names?: string[]; readonly scope?: string };
  readonly error?: { readonly code: string; readonly message: string; readonly retryable: boolean };
  readonly next_action?: { readonly tool: string; readonly arguments: Record<string, unknown> } | null;
}

// Long enough that a disconnect or refusal on a loaded machine lands before it; short enough that TIMEOUT_MS + 3 s stays a
// valid wait_ms (at most 10,000) for the timeout test.
const TIMEOUT_MS = 6_000;

describe.skipIf(!requireTmux())('tracking and operations through the real bridge (12.15, 12.19)', () => {
  let app: LiveApp;
  let client: Session;
  const names = { confirm: uniqueName('trk-yes'), refuse: uniqueName('trk-no'), timeout: uniqueName('trk-late'), drop: uniqueName('trk-drop'), byRef: uniqueName('trk-ref') };
  let counter = 0;
  const opId = (what: string) => `${what}-${++counter}-${process.pid}`;

  const tracking = async (session = client) => (await session.ok<GetTrackingData>('winproc_get_tracking')).data;
  const update = async (args: Record<string, unknown>, session = client) => (await session.ok<OperationData>('winproc_update_tracking', { operation_id: opId('op'), expected_revision: (await tracking(session)).revision, ...args })).data;
  const operation = async (id: string, session = client) => (await session.ok<OperationData>('winproc_get_operation', { operation_id: id })).data;
  const screenText = async () => (await app.screen()).join('\n');

  beforeAll(async () => {
    app = await LiveApp.start({ WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS: '100', WINPROC_TUI_TEST_CONFIRMATION_TIMEOUT_MS: String(TIMEOUT_MS) });
    client = await app.connect();
    for (const name of Object.values(names)) app.spawnNamed(name);
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('tracks by name before and after the process exists, and reports root, scope and revision', async () => {
    const before = await tracking();
    expect(before.revision).toMatch(/^inv-[0-9a-f]+:\d+$/);
    const added = await update({ action: 'add', process_name: names.confirm.toUpperCase() });
    expect(added).toMatchObject({ state: 'succeeded', tool: 'winproc_update_tracking', next_action: null });
    expect(added.outcome?.tracked_names).toContain(names.confirm);
    expect(added.outcome?.revision).not.toBe(before.revision);
    expect(added.outcome?.scope).toContain('observed descendants');
    const after = await waitFor(async () => {
      const data = await tracking();
      return data.matching_processes.some((row) => row.name === names.confirm) ? data : null;
    }, 'the spawned process among the matches');
    expect(after.revision).toBe(added.outcome?.revision);
    const row = after.matching_processes.find((r) => r.name === names.confirm)!;
    expect(row).toMatchObject({ matched_name: names.confirm, descendant: false });
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes(`Tracking: `) && line.includes(names.confirm)), 'the footer to list the tracked name');
  });

  it('tracks by process reference with the captured name and the same scope as by name', async () => {
    // The child was spawned with the others before the first test; on a loaded machine a sample may not have seen it
    // yet (the first test waits only for its own name), so the listing is asked until it has the row.
    const ref = await waitFor(async () => {
      const listed = await client.ok<{ rows: { process_ref: string; name: string }[] }>('winproc_list_processes', { filter: { name: names.byRef } });
      return listed.data.rows.find((r) => r.name === names.byRef)?.process_ref ?? null;
    }, 'the process to track by reference in the listing');
    const added = await update({ action: 'add', process_ref: ref });
    expect(added.state).toBe('succeeded');
    expect(added.outcome?.tracked_names).toContain(names.byRef);
    expect(added.outcome?.scope).toContain('the captured name of the referenced process');
    const matches = (await tracking()).matching_processes.filter((r) => r.matched_name === names.byRef);
    expect(matches.map((r) => r.process_ref)).toContain(ref);
  });

  it('repeats nothing for an identical retry and rejects the same ID with other arguments', async () => {
    const { revision } = await tracking();
    const args = { action: 'add', process_name: names.refuse, operation_id: opId('dedup'), expected_revision: revision };
    const first = (await client.ok<OperationData>('winproc_update_tracking', args)).data;
    expect(first.state).toBe('succeeded');
    const retry = (await client.ok<OperationData>('winproc_update_tracking', args)).data;
    expect(retry).toEqual(first);
    expect((await tracking()).revision).toBe(first.outcome?.revision);
    const error = await client.fails('winproc_update_tracking', { ...args, process_name: names.timeout }, 'STATE_CONFLICT');
    expect(error.retryable).toBe(false);
  });

  it('lets only one of two clients racing on one revision change the list; the other gets STATE_CONFLICT', async () => {
    const second = await app.connect();
    const { revision } = await tracking();
    const [a, b] = await Promise.all([
      client.ok<OperationData>('winproc_update_tracking', { action: 'add', process_name: names.timeout, operation_id: opId('race-a'), expected_revision: revision }),
      second.ok<OperationData>('winproc_update_tracking', { action: 'add', process_name: names.drop, operation_id: opId('race-b'), expected_revision: revision }),
    ]);
    const outcomes = [a.data, b.data].map((d) => d.state === 'succeeded' ? 'succeeded' : d.error?.code);
    // The App applies one after the other: the first settles at once, so the second finds its revision stale.
    expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'STATE_CONFLICT')).toHaveLength(1);
    await second.close();
    // Both names end up tracked for the tests below.
    const loser = a.data.state === 'succeeded' ? names.drop : names.timeout;
    expect((await update({ action: 'add', process_name: loser })).state).toBe('succeeded');
  });

  it('makes a client revision stale when the person tracks a name with t in the TUI', async () => {
    const read = (await tracking()).revision;
    const tuiName = uniqueName('trk-tui');
    app.spawnNamed(tuiName);
    await waitFor(async () => (await client.ok<{ rows: unknown[] }>('winproc_list_processes', { filter: { name: tuiName } })).data.rows.length === 1, 'the TUI-tracked process in a sample');
    await app.tmux.sendKeys(app.pane, '/');
    await app.tmux.type(app.pane, tuiName);
    await app.tmux.sendKeys(app.pane, 'Enter');
    await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes(tuiName)), 'the filtered row');
    await app.tmux.sendKeys(app.pane, 't');
    await waitFor(async () => (await tracking()).tracked_names.includes(tuiName), 'the TUI change to reach the MCP side');
    const stale = (await client.ok<OperationData>('winproc_update_tracking', { action: 'remove', process_name: tuiName, operation_id: opId('stale'), expected_revision: read })).data;
    expect([stale.state, stale.error?.code]).toEqual(['failed', 'STATE_CONFLICT']);
    expect((await tracking()).tracked_names).toContain(tuiName);
    // Clear the filter again: an empty filter committed.
    await app.tmux.sendKeys(app.pane, '/', ...Array.from(tuiName, () => 'BSpace'), 'Enter');
  });

  describe('removals that discard history', () => {
    beforeAll(async () => {
      // More than general retention (120 samples) for every tracked lifetime, at the shortened sampling interval.
      const listed = await client.ok<{ rows: { process_ref: string; name: string }[] }>('winproc_list_processes', { filter: { name: names.drop } });
      const ref = listed.data.rows.find((r) => r.name === names.drop)!.process_ref;
      await waitFor(async () => {
        const s = await client.ok<HistorySummary>('winproc_get_history', { metric_ids: ['private_bytes'], target: { process_ref: ref } });
        return s.data.coverage.sample_count > 140;
      }, 'more than 140 samples of tracked history', 90_000, 500);
    }, 120_000);

    it('waits for local confirmation with the exact names, and applies when y is pressed in the TUI', async () => {
      const pending = await update({ action: 'remove', process_name: names.confirm, wait_ms: 0 });
      expect(pending.state).toBe('pending_confirmation');
      expect(pending.next_action).toBeNull();
      expect(pending.confirmation?.description).toContain(`Remove "${names.confirm}"`);
      expect(pending.confirmation?.description).toMatch(new RegExp(`${names.confirm} \\(PID \\d+\\): the oldest \\d+ samples`));
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes('Confirm (an MCP client asks)')) && lines.some((line) => line.includes(`Remove "${names.confirm}"`)), 'the confirmation overlay');
      // Sampling goes on while it waits: a newer sample is applied (waited for, not timed).
      const lastSample = async () => (await client.ok<{ last_sample_at: string | null }>('winproc_get_status')).data.last_sample_at;
      const before = await lastSample();
      await waitFor(async () => ((await lastSample()) ?? '') > (before ?? ''), 'a sample applied while the confirmation waits', 30_000, 200);
      await app.tmux.sendKeys(app.pane, 'y');
      const done = await waitFor(async () => {
        const op = await operation(pending.operation_id);
        return op.state === 'succeeded' ? op : null;
      }, 'the confirmed removal');
      expect(done.outcome?.tracked_names).not.toContain(names.confirm);
      expect(done.confirmation?.description).toBe(pending.confirmation?.description);
      await app.tmux.waitForScreen(app.pane, (lines) => !lines.some((line) => line.includes('Confirm (')), 'the overlay to close');
    });

    it('answers BUSY to a second mutation while one waits, and CANCELLED when n is pressed', async () => {
      const pending = await update({ action: 'remove', process_name: names.refuse, wait_ms: 0 });
      expect(pending.state).toBe('pending_confirmation');
      const other = await app.connect();
      const busy = await other.fails('winproc_update_tracking', { action: 'add', process_name: 'anything', operation_id: opId('busy'), expected_revision: (await tracking(other)).revision }, 'BUSY');
      expect(busy.retryable).toBe(true);
      await other.close();
      await app.tmux.waitForScreen(app.pane, (lines) => lines.some((line) => line.includes(`Remove "${names.refuse}"`)), 'the confirmation overlay');
      await app.tmux.sendKeys(app.pane, 'n');
      const refused = await waitFor(async () => {
        const op = await operation(pending.operation_id);
        return op.state === 'failed' ? op : null;
      }, 'the refusal');
      expect(refused.error?.code).toBe('CANCELLED');
      expect((await tracking()).tracked_names).toContain(names.refuse);
    });

    it('returns pending_confirmation at once however long wait_ms is, then fails with TIMEOUT when nobody answers', async () => {
      // wait_ms outlasts the shortened confirmation timeout: a bridge that polled a waiting confirmation would come
      // back with the settled TIMEOUT. It returns the waiting state instead, never polled (spec §4), no wall clock.
      const pending = await update({ action: 'remove', process_name: names.timeout, wait_ms: TIMEOUT_MS + 3_000 });
      expect(pending.state).toBe('pending_confirmation');
      expect(pending.next_action).toBeNull();
      const late = await waitFor(async () => {
        const op = await operation(pending.operation_id);
        return op.state === 'failed' ? op : null;
      }, 'the confirmation timeout', 30_000, 200);
      expect(late.error?.code).toBe('TIMEOUT');
      expect((await tracking()).tracked_names).toContain(names.timeout);
    });

    it('cancels the confirmation when the requesting client disconnects', async () => {
      const leaving = await app.connect();
      const pending = (await leaving.ok<OperationData>('winproc_update_tracking', { action: 'remove', process_name: names.drop, operation_id: opId('leave'), expected_revision: (await tracking(leaving)).revision, wait_ms: 0 })).data;
      expect(pending.state).toBe('pending_confirmation');
      await leaving.close();
      const cancelled = await waitFor(async () => {
        const op = await operation(pending.operation_id);
        return op.state === 'failed' ? op : null;
      }, 'the cancellation after disconnect');
      expect(cancelled.error?.code).toBe('CANCELLED');
      // The overlay goes with the next frame after the cancellation, not necessarily before this read.
      await app.tmux.waitForScreen(app.pane, (lines) => !lines.join('\n').includes('Confirm ('), 'the confirmation overlay to close');
    });
  });

  it('answers OPERATION_UNKNOWN for an operation of the previous application run', async () => {
    const done = await update({ action: 'add', process_name: uniqueName('trk-gone') });
    await app.quit();
    await app.launch();
    const fresh = await app.connect();
    const error = await fresh.fails('winproc_get_operation', { operation_id: done.operation_id }, 'OPERATION_UNKNOWN');
    expect(error.retryable).toBe(false);
    const stale = (await fresh.ok<OperationData>('winproc_update_tracking', { action: 'add', process_name: 'x', operation_id: opId('old-rev'), expected_revision: done.outcome!.revision! })).data;
    expect(stale.error?.code).toBe('STATE_CONFLICT');
    client = fresh;
  }, 90_000);

  it('rejects new operations with RESOURCE_LIMIT once 1,024 outcomes are held, and still reads the old ones', async () => {
    // The application restarted above: its ledger holds one failed operation so far. The first add changes the
    // list; the rest are no-ops, which keep the revision.
    const name = uniqueName('trk-full');
    const first = await update({ action: 'add', process_name: name });
    const revision = first.outcome!.revision!;
    for (let i = 2; i < 1_024; i++) {
      const data = (await client.ok<OperationData>('winproc_update_tracking', { action: 'add', process_name: name, operation_id: opId('fill'), expected_revision: revision })).data;
      expect(data.state).toBe('succeeded');
    }
    const error = await client.fails('winproc_update_tracking', { action: 'add', process_name: name, operation_id: opId('one-too-many'), expected_revision: revision }, 'RESOURCE_LIMIT');
    expect(error.message).toContain('1024');
    expect((await operation(first.operation_id)).state).toBe('succeeded');
  }, 180_000);
});
