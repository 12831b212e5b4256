// Guards Investigation Profiles as App operations (spec §10 "Tracking and Investigation Profiles"; product contracts
// §3, §8): the virtual Empty (default) entry, save_as / save / rename / delete / load with profile revisions,
// duplicates as conflicts never overwrites, save on the active profile only, confirmations for delete and for a
// load over unsaved changes, persistence at once with a failed write restoring everything, and a settings file
// whose profiles could not be read left untouched with every change refused.
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.js';
import { EMPTY_PROFILE_REF } from '../../../src/app/profiles/book.js';
import type { OperationStatus, ProfileMutation, SubmissionAnswer } from '../../../src/model/operations.js';

type Saved = NonNullable<ReturnType<App['savedProfiles']>>;

function appWith(options: { saved?: { name: string; names: string[] }[]; active?: string | null; names?: string[]; persist?: (saved: Saved) => void; unavailable?: string } = {}) {
  const writes: Saved[] = [];
  const app = new App({
    revisionInstance: 'test',
    trackingNames: options.names ?? [],
    savedProfiles: options.saved ?? [],
    activeProfileName: options.active ?? null,
    profilesUnavailable: options.unavailable ?? null,
    persistProfiles: (saved) => {
      options.persist?.(saved);
      writes.push(structuredClone(saved));
    },
  });
  return { app, writes };
}

let counter = 0;
function profile(app: App, action: ProfileMutation['action'], target: { ref?: string; name?: string; newName?: string; profileRevision?: string; revision?: string } = {}): SubmissionAnswer {
  const current = target.ref === undefined ? undefined : app.profiles().profiles.find((p) => p.ref === target.ref);
  const operationId = `p-${++counter}`;
  const mutation: ProfileMutation = {
    kind: 'profile',
    action,
    profileRef: target.ref ?? null,
    expectedProfileRevision: target.profileRevision ?? current?.revision ?? (target.ref ? 'unknown' : null),
    name: target.name ?? null,
    newName: target.newName ?? null,
    expectedRevision: target.revision ?? app.currentRevision,
  };
  return app.submit({ operationId, tool: 'winproc_update_profile', arguments: { action, ...target, operation_id: operationId }, connectionId: 'c1', mutation });
}

const status = (answer: SubmissionAnswer): OperationStatus => {
  if (!answer.ok) throw new Error(`not entered: ${answer.error.code} ${answer.error.message}`);
  return answer.status;
};
const refused = (answer: SubmissionAnswer): string => {
  if (answer.ok) throw new Error(`entered as ${answer.status.state} ${JSON.stringify(answer.status.error)}`);
  return answer.error.code;
};
const refOf = (app: App, name: string): string => app.profiles().profiles.find((p) => p.name === name)!.ref;

describe('Investigation Profiles', () => {
  it('lists the virtual Empty (default) entry first and the saved profiles with their names', () => {
    const { app } = appWith({ saved: [{ name: 'Web', names: ['nginx', 'node'] }], active: 'web', names: ['nginx', 'node'] });
    const view = app.profiles();
    expect(view.profiles.map((p) => [p.name, p.names, p.virtual])).toEqual([
      ['Empty (default)', [], true],
      ['Web', ['nginx', 'node'], false],
    ]);
    expect(view.activeProfileRef).toBe(refOf(app, 'Web'));
    expect(view.workingListModified).toBe(false);
    expect(view.revision).toBe('inv-test:0');
  });

  it('save_as keeps the working list under a new name, binds it and persists at once; a duplicate name is a conflict', () => {
    const { app, writes } = appWith({ saved: [{ name: 'Web', names: ['nginx'] }], names: ['postgres'] });
    const done = status(profile(app, 'save_as', { name: '  Database  ' }));
    expect(done.state).toBe('succeeded');
    expect(done.outcome).toMatchObject({ profile_ref: refOf(app, 'Database'), tracked_names: ['postgres'], revision: 'inv-test:1' });
    expect(writes.at(-1)).toEqual({ profiles: [{ name: 'Web', names: ['nginx'] }, { name: 'Database', names: ['postgres'] }], activeName: 'Database' });
    const dup = status(profile(app, 'save_as', { name: 'WEB' }));
    expect([dup.state, dup.error?.code]).toEqual(['failed', 'STATE_CONFLICT']);
    expect(app.profiles().profiles.find((p) => p.name === 'Web')?.names).toEqual(['nginx']);
    expect(writes).toHaveLength(1);
  });

  it('save writes into the active profile only, with a new profile revision', () => {
    const { app } = appWith({ saved: [{ name: 'Web', names: ['nginx'] }, { name: 'Other', names: [] }], active: 'Web', names: ['nginx'] });
    app.actions.toggleTracking('node');
    expect(app.profiles().workingListModified).toBe(true);
    const before = app.profiles().profiles.find((p) => p.name === 'Web')!.revision;
    const other = status(profile(app, 'save', { ref: refOf(app, 'Other') }));
    expect(other.error?.code).toBe('STATE_CONFLICT');
    const saved = status(profile(app, 'save', { ref: refOf(app, 'Web') }));
    expect(saved.state).toBe('succeeded');
    const web = app.profiles().profiles.find((p) => p.name === 'Web')!;
    expect(web.names).toEqual(['nginx', 'node']);
    expect(web.revision).not.toBe(before);
    expect(saved.outcome?.profile_revision).toBe(web.revision);
    expect(app.profiles().workingListModified).toBe(false);
  });

  it('rejects a stale profile revision with STATE_CONFLICT and an unknown reference with REFERENCE_INVALID (nothing entered)', () => {
    const { app } = appWith({ saved: [{ name: 'Web', names: ['nginx'] }] });
    const stale = status(profile(app, 'rename', { ref: refOf(app, 'Web'), newName: 'Frontend', profileRevision: 'profile-rev-old' }));
    expect([stale.state, stale.error?.code]).toEqual(['failed', 'STATE_CONFLICT']);
    expect(refused(profile(app, 'load', { ref: 'profile-nope' }))).toBe('REFERENCE_INVALID');
    expect(refused(profile(app, 'rename', { ref: refOf(app, 'Web'), newName: '   ' }))).toBe('INVALID_ARGUMENT');
    expect(refused(profile(app, 'save_as', { name: 'empty (DEFAULT)' }))).toBe('INVALID_ARGUMENT');
    expect(refused(profile(app, 'delete', { ref: EMPTY_PROFILE_REF }))).toBe('INVALID_ARGUMENT');
    expect(refused(profile(app, 'load', {}))).toBe('INVALID_ARGUMENT');
  });

  it('renames, allowing a change of case of its own name but not another profile’s name', () => {
    const { app } = appWith({ saved: [{ name: 'Web', names: [] }, { name: 'Db', names: [] }] });
    expect(status(profile(app, 'rename', { ref: refOf(app, 'Web'), newName: 'WEB' })).state).toBe('succeeded');
    expect(status(profile(app, 'rename', { ref: refOf(app, 'WEB'), newName: 'db' })).error?.code).toBe('STATE_CONFLICT');
  });

  it('always asks before delete, and unbinds the working list when the active profile goes', () => {
    const { app, writes } = appWith({ saved: [{ name: 'Web', names: ['nginx'] }], active: 'Web', names: ['nginx'] });
    const pending = status(profile(app, 'delete', { ref: refOf(app, 'Web') }));
    expect(pending.state).toBe('pending_confirmation');
    expect(pending.confirmation).toContain('Delete the saved Investigation Profile "Web"');
    expect(pending.confirmation).toContain('It is the active profile');
    app.actions.answerConfirmation(true);
    const done = status(app.status(pending.operationId));
    expect(done.state).toBe('succeeded');
    expect(app.profiles().profiles.map((p) => p.name)).toEqual(['Empty (default)']);
    expect(app.profiles().activeProfileRef).toBeNull();
    expect(app.trackingNames()).toEqual(['nginx']);
    expect(writes.at(-1)).toEqual({ profiles: [], activeName: null });
  });

  it('loads without asking when nothing unsaved or retained is lost, and asks over unsaved working changes', () => {
    const { app } = appWith({ saved: [{ name: 'Web', names: ['nginx'] }, { name: 'Db', names: ['postgres'] }], active: 'Web', names: ['nginx'] });
    const clean = status(profile(app, 'load', { ref: refOf(app, 'Db') }));
    expect(clean.state).toBe('succeeded');
    expect(app.trackingNames()).toEqual(['postgres']);
    expect(app.profiles().activeProfileRef).toBe(refOf(app, 'Db'));
    app.actions.toggleTracking('redis');
    const asking = status(profile(app, 'load', { ref: refOf(app, 'Web') }));
    expect(asking.state).toBe('pending_confirmation');
    expect(asking.confirmation).toContain('has changes not saved in "Db"');
    app.actions.answerConfirmation(false);
    expect(status(app.status(asking.operationId)).error?.code).toBe('CANCELLED');
    expect(app.trackingNames()).toEqual(['postgres', 'redis']);
    // Loading Empty (default) empties the working list and unbinds it.
    const empty = profile(app, 'load', { ref: EMPTY_PROFILE_REF, profileRevision: app.profiles().profiles[0]!.revision });
    expect(status(empty).state).toBe('pending_confirmation');
    app.actions.answerConfirmation(true);
    expect(app.trackingNames()).toEqual([]);
    expect(app.profiles().activeProfileRef).toBeNull();
  });

  it('restores the profiles when the settings file cannot be written, and says so', () => {
    const { app } = appWith({
      saved: [{ name: 'Web', names: ['nginx'] }],
      persist: () => {
        throw Object.assign(new Error('read-only'), { code: 'EACCES' });
      },
    });
    const failed = status(profile(app, 'rename', { ref: refOf(app, 'Web'), newName: 'Frontend' }));
    expect([failed.state, failed.error?.code]).toEqual(['failed', 'ACCESS_DENIED']);
    expect(app.profiles().profiles.map((p) => p.name)).toEqual(['Empty (default)', 'Web']);
    expect(app.currentRevision).toBe('inv-test:0');
  });

  it('refuses every profile change when the saved profiles are unusable, and never writes them over', () => {
    const { app, writes } = appWith({ saved: [{ name: 'Web', names: [] }, { name: 'web', names: ['x'] }], names: ['a'] });
    expect(app.profiles().error).toContain('two saved profiles are named "web"');
    const refusedSave = status(profile(app, 'save_as', { name: 'New' }));
    expect([refusedSave.state, refusedSave.error?.code]).toEqual(['failed', 'STATE_CONFLICT']);
    expect(refusedSave.error?.message).toContain('left untouched');
    expect(app.savedProfiles()).toBeNull();
    expect(writes).toEqual([]);
  });
});
