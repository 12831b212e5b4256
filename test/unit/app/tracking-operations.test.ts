// Guards tracking changes as App operations (spec §10 "Tracking and Investigation Profiles", "Shared action
// semantics"; criteria 12.15 and 12.19 at the App boundary): deduplication by operation ID and arguments, the
// shared revision (a TUI change makes a client's revision stale), activity and revision checks, local confirmation
// of history loss with the exact names, refusal, timeout from submission, cancellation on disconnect and on MCP
// disable, rechecks after confirmation, and BUSY for a second pending mutation.
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import type { ConfirmationTimers } from '../../../src/app/operations/confirmations.js';
import { TRACKED_CAPACITY } from '../../../src/model/index.js';
import type { OperationStatus, OperationSubmission, SubmissionAnswer } from '../../../src/model/operations.js';
import { snap, type Proc } from '../backend/harness.js';

/** Timers the test fires by hand: a confirmation timeout without waiting a minute. */
class ManualTimers implements ConfirmationTimers {
  readonly pending = new Map<number, { callback: () => void; delayMs: number }>();
  private next = 1;
  set(callback: () => void, delayMs: number): unknown {
    const id = this.next++;
    this.pending.set(id, { callback, delayMs });
    return id;
  }
  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  fireAll(): void {
    for (const [id, { callback }] of [...this.pending]) {
      this.pending.delete(id);
      callback();
    }
  }
}

const WORKER: Proc = { pid: 700, name: 'Worker.Service', start: 5_000 };
const CHILD: Proc = { pid: 701, name: 'helper', start: 5_001, ppid: 700 };

function appWith(options: { samples?: number; procs?: readonly Proc[] } = {}) {
  const timers = new ManualTimers();
  const app = new App({ revisionInstance: 'test', confirmationTimers: timers });
  const procs = options.procs ?? [WORKER, CHILD];
  for (let i = 0; i < (options.samples ?? 1); i++) app.applySnapshot(snap(1_000_000 + i * 1_000, procs));
  return { app, timers };
}

let counter = 0;
function tracking(app: App, action: 'add' | 'remove', name: string, extra: Partial<OperationSubmission> & { revision?: string } = {}): SubmissionAnswer {
  const operationId = extra.operationId ?? `op-${++counter}`;
  const expected = extra.revision ?? app.currentRevision;
  const args = { action, process_name: name, operation_id: operationId, expected_revision: expected };
  return app.submit({
    operationId,
    tool: 'winproc_update_tracking',
    arguments: extra.arguments ?? args,
    connectionId: extra.connectionId ?? 'conn-1',
    mutation: extra.mutation ?? { kind: 'tracking', action, processName: name, expectedRevision: expected, byReference: false },
  });
}

function status(answer: SubmissionAnswer): OperationStatus {
  if (!answer.ok) throw new Error(`not entered: ${answer.error.code} ${answer.error.message}`);
  return answer.status;
}

function refusal(answer: SubmissionAnswer): string {
  if (answer.ok) throw new Error(`entered as ${answer.status.state}`);
  return answer.error.code;
}

/** An App where Worker.Service was tracked long enough to hold more than general retention. */
function appWithLongHistory() {
  const made = appWith();
  status(tracking(made.app, 'add', 'worker.service'));
  for (let i = 1; i <= 130; i++) made.app.applySnapshot(snap(2_000_000 + i * 1_000, [WORKER, CHILD]));
  return made;
}

describe('tracking through the operations ledger', () => {
  it('adds a name, reports root names, descendant scope and a new revision, and tracks the descendant', () => {
    const { app } = appWith();
    const before = app.currentRevision;
    expect(before).toBe('inv-test:0');
    const done = status(tracking(app, 'add', 'WORKER.service'));
    expect(done.state).toBe('succeeded');
    expect(done.outcome?.tracked_names).toEqual(['worker.service']);
    expect(done.outcome?.revision).toBe('inv-test:1');
    expect(done.outcome?.scope).toContain('observed descendants');
    expect(done.outcome?.scope).toContain('2 live lifetimes in the last sample (1 as descendants)');
    expect(app.currentRevision).toBe('inv-test:1');
    const matches = app.store.trackingMatches();
    expect(matches.map((m) => [m.rootName, m.descendant]).sort()).toEqual([
      ['worker.service', false],
      ['worker.service', true],
    ]);
    for (const match of matches) expect(app.store.process(match.key)?.history.capacity).toBe(TRACKED_CAPACITY);
  });

  it('returns the retained outcome for an identical retry without repeating the change', () => {
    const { app } = appWith();
    const first = status(tracking(app, 'add', 'worker.service', { operationId: 'same' }));
    const retry = status(tracking(app, 'add', 'worker.service', { operationId: 'same', revision: 'inv-test:0' }));
    expect(retry).toEqual(first);
    expect(app.currentRevision).toBe('inv-test:1');
  });

  it('rejects the same operation ID with other arguments, entering nothing', () => {
    const { app } = appWith();
    status(tracking(app, 'add', 'worker.service', { operationId: 'dup' }));
    expect(refusal(tracking(app, 'add', 'helper', { operationId: 'dup' }))).toBe('STATE_CONFLICT');
    expect(app.trackingNames()).toEqual(['worker.service']);
  });

  it('treats adding a present name and removing an absent one as successful no-ops that keep the revision', () => {
    const { app } = appWith();
    status(tracking(app, 'add', 'worker.service'));
    const again = status(tracking(app, 'add', 'Worker.Service'));
    expect(again.state).toBe('succeeded');
    expect(again.outcome?.scope).toContain('already tracked; nothing changed');
    const absent = status(tracking(app, 'remove', 'not-there'));
    expect(absent.state).toBe('succeeded');
    expect(absent.outcome?.scope).toContain('nothing changed');
    expect(app.currentRevision).toBe('inv-test:1');
  });

  it('fails a stale revision with STATE_CONFLICT, and a TUI change makes a client revision stale', () => {
    const { app } = appWith();
    const read = app.currentRevision;
    app.actions.toggleTracking('helper');
    expect(app.trackingNames()).toEqual(['helper']);
    const stale = status(tracking(app, 'add', 'worker.service', { revision: read }));
    expect(stale.state).toBe('failed');
    expect(stale.error?.code).toBe('STATE_CONFLICT');
    expect(stale.error?.retryable).toBe(false);
    expect(app.trackingNames()).toEqual(['helper']);
    // The failed outcome is retained: get_operation reports the same.
    expect(status(app.status(stale.operationId))).toEqual(stale);
  });

  it('asks for local confirmation before a removal discards history, naming the names and the discard scope', () => {
    const { app } = appWithLongHistory();
    const waiting = status(tracking(app, 'remove', 'worker.service', { operationId: 'rm' }));
    expect(waiting.state).toBe('pending_confirmation');
    const text = waiting.confirmation!;
    expect(text).toContain('Remove "worker.service"');
    expect(text).toContain('Worker.Service (PID 700)');
    expect(text).toContain('helper (PID 701), tracked as a descendant of worker.service');
    expect(text).toMatch(/the oldest \d+ samples \(the newest 120 stay\)/);
    expect(app.getView().confirmation?.description).toBe(text);
    expect(app.getView().confirmation?.requester).toBe('mcp');
    expect(app.trackingNames()).toEqual(['worker.service']);

    app.actions.answerConfirmation(true);
    const done = status(app.status('rm'));
    expect(done.state).toBe('succeeded');
    expect(done.confirmation).toBe(text);
    expect(app.trackingNames()).toEqual([]);
    expect(app.getView().confirmation).toBeNull();
  });

  it('records a refusal as CANCELLED and changes nothing', () => {
    const { app } = appWithLongHistory();
    status(tracking(app, 'remove', 'worker.service', { operationId: 'rm' }));
    const revision = app.currentRevision;
    app.actions.answerConfirmation(false);
    const refused = status(app.status('rm'));
    expect([refused.state, refused.error?.code]).toEqual(['failed', 'CANCELLED']);
    expect(app.trackingNames()).toEqual(['worker.service']);
    expect(app.currentRevision).toBe(revision);
  });

  it('times out a confirmation at 60 s from submission with TIMEOUT', () => {
    const { app, timers } = appWithLongHistory();
    status(tracking(app, 'remove', 'worker.service', { operationId: 'rm' }));
    // Counted from submission on the real clock: what remains when the timer is armed, never more than 60 s (the
    // few milliseconds between submission and arming are already spent).
    const delays = [...timers.pending.values()].map((t) => t.delayMs);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeLessThanOrEqual(60_000);
    expect(delays[0]).toBeGreaterThan(50_000);
    timers.fireAll();
    const late = status(app.status('rm'));
    expect([late.state, late.error?.code]).toEqual(['failed', 'TIMEOUT']);
    expect(app.getView().confirmation).toBeNull();
    expect(app.trackingNames()).toEqual(['worker.service']);
  });

  it('cancels a confirmation when its own connection closes, not when another one does', () => {
    const { app } = appWithLongHistory();
    status(tracking(app, 'remove', 'worker.service', { operationId: 'rm', connectionId: 'conn-7' }));
    app.connectionClosed('conn-8');
    expect(status(app.status('rm')).state).toBe('pending_confirmation');
    app.connectionClosed('conn-7');
    const cancelled = status(app.status('rm'));
    expect([cancelled.state, cancelled.error?.code]).toEqual(['failed', 'CANCELLED']);
  });

  it('cancels a waiting MCP confirmation when MCP connections are disabled, keeping the ledger', () => {
    const { app } = appWithLongHistory();
    status(tracking(app, 'remove', 'worker.service', { operationId: 'rm' }));
    app.actions.setMcpConnectionsDisabled(true);
    expect(status(app.status('rm')).error?.code).toBe('CANCELLED');
    app.actions.setMcpConnectionsDisabled(false);
    expect(status(app.status('rm')).error?.code).toBe('CANCELLED');
  });

  it('rechecks the revision after confirmation: a TUI change meanwhile fails the operation with STATE_CONFLICT', () => {
    const { app } = appWithLongHistory();
    status(tracking(app, 'remove', 'worker.service', { operationId: 'rm' }));
    // The person adds another name from the table while the overlay waits (keys the overlay does not use go on).
    app.actions.toggleTracking('other');
    app.actions.answerConfirmation(true);
    const after = status(app.status('rm'));
    expect([after.state, after.error?.code]).toEqual(['failed', 'STATE_CONFLICT']);
    expect(app.trackingNames()).toEqual(['worker.service', 'other']);
  });

  it('answers BUSY for a second mutation while one waits, and accepts again once it settled', () => {
    const { app } = appWithLongHistory();
    status(tracking(app, 'remove', 'worker.service', { operationId: 'rm' }));
    expect(refusal(tracking(app, 'add', 'helper'))).toBe('BUSY');
    // The person's own keys are never blocked by the MCP slot.
    app.actions.toggleTracking('tui-name');
    expect(app.trackingNames()).toContain('tui-name');
    app.actions.answerConfirmation(false);
    expect(status(tracking(app, 'add', 'helper')).state).toBe('succeeded');
  });

  it('asks the person at the TUI before their own removal discards history, and applies only on y', () => {
    const { app } = appWithLongHistory();
    app.actions.toggleTracking('Worker.Service');
    expect(app.getView().confirmation?.requester).toBe('tui');
    expect(app.getView().confirmation?.expiresAtMs).toBeNull();
    expect(app.trackingNames()).toEqual(['worker.service']);
    app.actions.answerConfirmation(false);
    expect(app.trackingNames()).toEqual(['worker.service']);
    app.actions.toggleTracking('Worker.Service');
    app.actions.answerConfirmation(true);
    expect(app.trackingNames()).toEqual([]);
  });

  it('does not enter an unresolvable request, so a corrected retry may reuse its ID', () => {
    const { app } = appWith();
    const unresolved = { unresolved: { code: 'REFERENCE_INVALID', message: 'unknown reference', retryable: false } };
    expect(refusal(tracking(app, 'add', 'x', { operationId: 'fix-me', mutation: unresolved }))).toBe('REFERENCE_INVALID');
    expect(refusal(app.status('fix-me'))).toBe('OPERATION_UNKNOWN');
    expect(status(tracking(app, 'add', 'worker.service', { operationId: 'fix-me' })).state).toBe('succeeded');
  });

  it('answers OPERATION_UNKNOWN in a new application instance, whose revisions never match the old ones', () => {
    const { app } = appWith();
    status(tracking(app, 'add', 'worker.service', { operationId: 'before-restart' }));
    const restarted = new App();
    expect(refusal(restarted.status('before-restart'))).toBe('OPERATION_UNKNOWN');
    expect(restarted.currentRevision).not.toBe(app.currentRevision);
    expect(restarted.currentRevision).toMatch(/^inv-[0-9a-f]{8}:0$/);
  });
});
