// Guards the .NET collection tools of the backend against the App that owns the state (spec §10 ".NET collection"):
// the getter reports the App's view of a retained lifetime with the shared revision and grants nothing; the setter
// resolves only verified live lifetimes for enabling (an exited one is PROCESS_EXITED and enters nothing), lets an
// exited lifetime be revoked, and presents the ledger's operation. Every envelope is checked against the published
// output schema by the harness.
import { describe, expect, it } from 'vitest';
import { Harness, snap, type Proc } from './harness.js';

const SERVICE: Proc = { pid: 910, name: 'Orders.Api', start: 9_100 };
const OTHER: Proc = { pid: 911, name: 'bash', start: 9_101 };

async function setup() {
  const h = new Harness().mirrorApp();
  h.applyThroughApp(snap(h.clock, [SERVICE, OTHER]));
  const list = await h.ok('winproc_list_processes', { filter: { pid: SERVICE.pid } });
  const ref = (list.data.rows as { process_ref: string }[])[0]!.process_ref;
  return { h, ref };
}

describe('winproc_get_dotnet_collection', () => {
  it('reports a lifetime as disabled with unknown support and the shared revision, and changes nothing', async () => {
    const { h, ref } = await setup();
    const data = (await h.ok('winproc_get_dotnet_collection', { process_ref: ref })).data;
    // No detection has reported on this lifetime (no sampling worker here): unknown, and the detail says why.
    expect(data).toEqual({ process_ref: ref, supported: null, enabled: false, revision: 'inv-test:0', state: 'disabled', detail: expect.stringMatching(/not checked yet/) });
    expect(h.app.currentRevision).toBe('inv-test:0');
  });

  it('rejects a reference from another connection', async () => {
    const { h } = await setup();
    await h.fails('winproc_get_dotnet_collection', { process_ref: 'p_notfromhere' }, 'REFERENCE_INVALID');
  });
});

describe('winproc_set_dotnet_collection', () => {
  it('enters an enable as pending confirmation and, once confirmed, reports waiting', async () => {
    const { h, ref } = await setup();
    const pending = await h.ok('winproc_set_dotnet_collection', { process_ref: ref, enabled: true, operation_id: 'e1', expected_revision: 'inv-test:0' });
    expect(pending.data).toMatchObject({ operation_id: 'e1', tool: 'winproc_set_dotnet_collection', state: 'pending_confirmation' });
    h.app.actions.answerConfirmation(true);
    const done = await h.ok('winproc_get_operation', { operation_id: 'e1' });
    expect(done.data).toMatchObject({ state: 'succeeded', outcome: { enabled: true, revision: 'inv-test:1' } });
    expect((await h.ok('winproc_get_dotnet_collection', { process_ref: ref })).data).toMatchObject({ enabled: true, state: 'waiting', revision: 'inv-test:1' });
  });

  it('refuses to enable an exited lifetime without entering the operation, but revokes it', async () => {
    const { h, ref } = await setup();
    h.applyThroughApp(snap(h.clock + 1_000, [OTHER]));
    await h.fails('winproc_set_dotnet_collection', { process_ref: ref, enabled: true, operation_id: 'x1', expected_revision: 'inv-test:0' }, 'PROCESS_EXITED');
    await h.fails('winproc_get_operation', { operation_id: 'x1' }, 'OPERATION_UNKNOWN');
    const revoked = await h.ok('winproc_set_dotnet_collection', { process_ref: ref, enabled: false, operation_id: 'x2', expected_revision: 'inv-test:0' });
    expect(revoked.data).toMatchObject({ state: 'succeeded', outcome: { enabled: false } });
  });
});
