// Guards .NET collection authorization as an App feature (spec §10 ".NET collection", criterion 12.18 at the App
// boundary), with a fake collector: enabling asks the local confirmation and hands the collector exactly that
// lifetime; the collector's progress is what the state shows; revocation drops the target at once and re-enabling
// waits until the collector reported the session closed; Log view suspends collection and refuses changes; a stale
// revision, an exited lifetime, a restarted process and a pruned identity get nothing.
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { DotnetFeature } from '../../../src/app/dotnet/feature.js';
import { StateRevision } from '../../../src/app/operations/revision.js';
import type { Activity } from '../../../src/model/activity.js';
import { ModelStore } from '../../../src/model/index.js';
import type { DotnetStatus, DotnetTarget } from '../../../src/model/dotnet.js';
import type { OperationStatus, SubmissionAnswer } from '../../../src/model/operations.js';
import { keyOf, snap, type Proc } from '../backend/harness.js';

const SERVICE: Proc = { pid: 900, name: 'Orders.Api', start: 7_000 };
const RESTARTED: Proc = { pid: 900, name: 'Orders.Api', start: 9_000 };

/** The sampling worker's side, recorded: the sets it was given and a way to report progress. */
class FakeCollector {
  readonly sent: (readonly DotnetTarget[])[] = [];
  private listener: ((status: DotnetStatus) => void) | null = null;
  setDotnetTargets(targets: readonly DotnetTarget[]): void {
    this.sent.push(targets);
  }
  onDotnetStatus(listener: (status: DotnetStatus) => void): () => void {
    this.listener = listener;
    return () => (this.listener = null);
  }
  report(key: string, state: DotnetStatus['state'], extra: Partial<DotnetStatus> = {}): void {
    this.listener?.({ key, state, supported: true, detail: `${state} now`, reason: 'not_collected', ...extra });
  }
  get last(): readonly DotnetTarget[] | undefined {
    return this.sent.at(-1);
  }
}

function setup(procs: readonly Proc[] = [SERVICE]) {
  const app = new App({ revisionInstance: 'test' });
  const collector = new FakeCollector();
  app.attachDotnet(collector);
  app.applySnapshot(snap(1_000_000, procs));
  return { app, collector };
}

let counter = 0;
function set(app: App, key: string, enabled: boolean, revision = app.currentRevision): SubmissionAnswer {
  const operationId = `dn-${++counter}`;
  return app.submit({
    operationId,
    tool: 'winproc_set_dotnet_collection',
    arguments: { operation_id: operationId, enabled, expected_revision: revision },
    connectionId: 'conn-1',
    mutation: { kind: 'dotnet', key, enabled, expectedRevision: revision },
  });
}

function status(answer: SubmissionAnswer): OperationStatus {
  if (!answer.ok) throw new Error(`not entered: ${answer.error.code}`);
  return answer.status;
}

describe('.NET collection authorization', () => {
  it('asks the local confirmation, then hands the collector this lifetime and shows its progress', () => {
    const { app, collector } = setup();
    const key = keyOf(SERVICE);
    const before = app.currentRevision;
    const pending = status(set(app, key, true));
    expect(pending.state).toBe('pending_confirmation');
    expect(pending.confirmation).toMatch(/Orders\.Api \(PID 900\)[\s\S]*supported version/);
    expect(app.dotnetCollection(key)).toMatchObject({ enabled: false, state: 'disabled', supported: null });
    expect(collector.sent).toEqual([]);

    app.actions.answerConfirmation(true);
    expect(status(app.status(pending.operationId))).toMatchObject({ state: 'succeeded', outcome: { enabled: true } });
    expect(collector.last).toEqual([{ key, pid: 900, startToken: '7000' }]);
    expect(app.currentRevision).not.toBe(before);
    expect(app.dotnetCollection(key)).toMatchObject({ enabled: true, state: 'waiting', supported: null });

    collector.report(key, 'collecting');
    expect(app.dotnetCollection(key)).toMatchObject({ enabled: true, state: 'collecting', supported: true, detail: 'collecting now' });
    expect(app.getView().dotnet[key]?.state).toBe('collecting');
    collector.report(key, 'unavailable', { detail: 'the runtime closed the session stream', reason: 'unknown' });
    expect(app.dotnetCollection(key)).toMatchObject({ enabled: true, state: 'unavailable', detail: 'the runtime closed the session stream' });
  });

  it('a refused confirmation changes nothing', () => {
    const { app, collector } = setup();
    const pending = status(set(app, keyOf(SERVICE), true));
    app.actions.answerConfirmation(false);
    expect(status(app.status(pending.operationId)).error?.code).toBe('CANCELLED');
    expect(collector.sent).toEqual([]);
    expect(app.dotnetCollection(keyOf(SERVICE)).state).toBe('disabled');
  });

  it('revokes at once, and re-enabling waits for the collector to report the session closed', () => {
    const { app, collector } = setup();
    const key = keyOf(SERVICE);
    set(app, key, true);
    app.actions.answerConfirmation(true);
    collector.report(key, 'collecting');

    expect(status(set(app, key, false))).toMatchObject({ state: 'succeeded', outcome: { enabled: false } });
    expect(collector.last).toEqual([]);
    expect(app.dotnetCollection(key)).toMatchObject({ enabled: false, state: 'stopping' });

    const again = status(set(app, key, true));
    app.actions.answerConfirmation(true);
    expect(status(app.status(again.operationId)).state).toBe('running');
    expect(collector.last).toEqual([]);
    collector.report(key, 'stopping');
    expect(app.dotnetCollection(key).state).toBe('stopping');
    collector.report(key, 'stopped');
    return Promise.resolve().then(() => {
      expect(status(app.status(again.operationId))).toMatchObject({ state: 'succeeded', outcome: { enabled: true } });
      expect(collector.last).toEqual([{ key, pid: 900, startToken: '7000' }]);
    });
  });

  it('suspends collection in Log view and refuses changes there; Live resumes it after cleanup', () => {
    // The feature on its own, with the activity the App's Log view would set.
    const store = new ModelStore({ trackingNames: [] });
    store.applySnapshot(snap(1_000_000, [SERVICE]));
    const sent: (readonly DotnetTarget[])[] = [];
    const host = { store, activity: 'live' as Activity, revision: new StateRevision('test'), changed: () => host.revision.advance(), redraw: () => undefined, sendTargets: (targets: readonly DotnetTarget[]) => sent.push(targets) };
    const feature = new DotnetFeature(host);
    const key = keyOf(SERVICE);
    const plan = (enabled: boolean) => feature.plan({ kind: 'dotnet', key, enabled, expectedRevision: host.revision.current }, 'you');
    const enable = plan(true);
    expect(enable.check()).toBeNull();
    enable.apply();
    expect(sent.at(-1)).toEqual([{ key, pid: 900, startToken: '7000' }]);

    host.activity = 'log_view';
    feature.activityChanged();
    expect(sent.at(-1)).toEqual([]);
    expect(feature.view(key)).toMatchObject({ enabled: true, state: 'waiting' });
    expect(feature.view(key).detail).toMatch(/saved log/);
    expect(plan(false).check()?.code).toBe('ACTIVITY_CONFLICT');
    feature.onStatus({ key, state: 'stopped', supported: true, detail: 'closed', reason: 'not_collected' });
    expect(sent.at(-1)).toEqual([]);

    host.activity = 'live';
    feature.activityChanged();
    expect(sent.at(-1)).toEqual([{ key, pid: 900, startToken: '7000' }]);
    expect(feature.view(key)).toMatchObject({ enabled: true, state: 'waiting', supported: true });
  });

  it('refuses a stale revision and an exited lifetime; a restarted process and a pruned identity inherit nothing', () => {
    const { app, collector } = setup();
    const key = keyOf(SERVICE);
    const stale = app.currentRevision;
    app.actions.toggleDisplayPause();
    app.actions.toggleDisplayPause();
    expect(status(set(app, key, true, stale))).toMatchObject({ state: 'failed', error: { code: 'STATE_CONFLICT' } });

    set(app, key, true);
    app.actions.answerConfirmation(true);
    app.applySnapshot(snap(1_001_000, [RESTARTED]));
    expect(app.dotnetCollection(keyOf(RESTARTED))).toMatchObject({ enabled: false, state: 'disabled', supported: null });
    // The old lifetime exited: it cannot be authorized (again), only revoked.
    expect(status(set(app, key, true))).toMatchObject({ state: 'failed', error: { code: 'PROCESS_EXITED' } });
    expect(app.dotnetCollection(key).enabled).toBe(true);
    // General retention ends the old lifetime: its authorization goes with it.
    for (let i = 2; i < 200 && app.store.process(key) !== undefined; i++) app.applySnapshot(snap(1_000_000 + i * 1_000, [RESTARTED]));
    expect(app.store.process(key)).toBeUndefined();
    expect(collector.last).toEqual([]);
    expect(app.dotnetCollection(key)).toMatchObject({ enabled: false, state: 'disabled' });
  });
});
